#include "aeronkit_term_scanner.h"

static inline int aeronkit_scan_args(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, const void *out_one,
    const void *out_two)
{
    if (NULL == log || NULL == log->base || NULL == out_one || NULL == out_two)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    if (partition_index < 0 || partition_index >= AERONKIT_LOG_PARTITION_COUNT || term_offset < 0 ||
        term_offset > log->term_length || (term_offset & (AERONKIT_FRAME_ALIGNMENT - 1)) != 0)
    {
        return AERONKIT_LOG_ERR_BOUNDS;
    }
    return AERONKIT_OK;
}

static inline int aeronkit_is_padding(const uint8_t *frame)
{
    uint16_t type;
    memcpy(&type, frame + AERONKIT_FRAME_TYPE_OFFSET, sizeof(type));
    return AERONKIT_FRAME_TYPE_PAD == type;
}

/* A frame that would run past the term (or is shorter than its header) only comes from damage. */
static inline int aeronkit_frame_broken(int32_t frame_length, int32_t offset, int32_t capacity)
{
    /* capacity - offset is a multiple of 32, so comparing the unaligned length is exact and cannot overflow. */
    return frame_length < AERONKIT_DATA_HEADER_LENGTH || frame_length > capacity - offset;
}

int aeronkit_term_scan_for_availability(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, int32_t max_length,
    int32_t *available, int32_t *padding)
{
    int rc = aeronkit_scan_args(log, partition_index, term_offset, available, padding);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    if (max_length < 0)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }

    const uint8_t *term = aeronkit_log_term(log, partition_index);
    const int32_t capacity = log->term_length;
    const int32_t limit = max_length < capacity - term_offset ? max_length : capacity - term_offset;
    int32_t scanned = 0;
    int32_t pad = 0;

    /* Mirrors TermScanner.scanForAvailability; the offset < capacity test keeps an empty tail in bounds. */
    while (term_offset + scanned < capacity)
    {
        const int32_t offset = term_offset + scanned;
        const int32_t frame_length = aeronkit_get_int32_acquire(term + offset);
        if (frame_length <= 0)
        {
            break;
        }
        if (aeronkit_frame_broken(frame_length, offset, capacity))
        {
            return AERONKIT_LOG_ERR_CORRUPT;
        }

        int32_t aligned = aeronkit_frame_align(frame_length);
        if (aeronkit_is_padding(term + offset))
        {
            pad = aligned - AERONKIT_DATA_HEADER_LENGTH;
            aligned = AERONKIT_DATA_HEADER_LENGTH;
        }
        scanned += aligned;

        if (scanned > limit)
        {
            scanned = aligned == scanned ? -scanned : scanned - aligned;
            pad = 0;
            break;
        }
        if (0 != pad || scanned >= limit)
        {
            break;
        }
    }

    *available = scanned;
    *padding = pad;
    return AERONKIT_OK;
}

int aeronkit_term_block_scan(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, int32_t limit_offset,
    int32_t *next_offset)
{
    int rc = aeronkit_scan_args(log, partition_index, term_offset, next_offset, next_offset);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    if (limit_offset < term_offset || limit_offset > log->term_length)
    {
        return AERONKIT_LOG_ERR_BOUNDS;
    }

    const uint8_t *term = aeronkit_log_term(log, partition_index);
    int32_t offset = term_offset;
    while (offset < limit_offset)
    {
        const int32_t frame_length = aeronkit_get_int32_acquire(term + offset);
        if (frame_length <= 0)
        {
            break;
        }
        if (aeronkit_frame_broken(frame_length, offset, log->term_length))
        {
            *next_offset = offset;
            return AERONKIT_LOG_ERR_CORRUPT;
        }
        const int32_t aligned = aeronkit_frame_align(frame_length);
        if (aeronkit_is_padding(term + offset))
        {
            if (term_offset == offset)
            {
                offset += aligned;
            }
            break;
        }
        if (offset + aligned > limit_offset)
        {
            break;
        }
        offset += aligned;
    }

    *next_offset = offset;
    return AERONKIT_OK;
}

int aeronkit_term_gap_scan(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, int32_t limit_offset,
    int32_t *gap_offset, int32_t *gap_length)
{
    int rc = aeronkit_scan_args(log, partition_index, term_offset, gap_offset, gap_length);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    if (limit_offset < term_offset || limit_offset > log->term_length)
    {
        return AERONKIT_LOG_ERR_BOUNDS;
    }

    const uint8_t *term = aeronkit_log_term(log, partition_index);
    int32_t offset = term_offset;
    while (offset < limit_offset)
    {
        const int32_t frame_length = aeronkit_get_int32_acquire(term + offset);
        if (frame_length <= 0)
        {
            break;
        }
        if (aeronkit_frame_broken(frame_length, offset, log->term_length))
        {
            *gap_offset = offset;
            *gap_length = 0;
            return AERONKIT_LOG_ERR_CORRUPT;
        }
        offset += aeronkit_frame_align(frame_length);
    }

    const int32_t begin = offset;
    int32_t length = 0;
    if (offset < limit_offset)
    {
        offset += AERONKIT_DATA_HEADER_LENGTH;
        while (offset < limit_offset && 0 == aeronkit_get_int32_acquire(term + offset))
        {
            offset += AERONKIT_DATA_HEADER_LENGTH;
        }
        length = offset - begin;
    }

    *gap_offset = begin;
    *gap_length = length;
    return AERONKIT_OK;
}
