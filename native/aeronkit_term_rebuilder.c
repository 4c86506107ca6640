#include "aeronkit_term_rebuilder.h"

static inline int aeronkit_region_check(const aeronkit_log_t *log, int32_t partition_index, int32_t offset)
{
    if (NULL == log || NULL == log->base || NULL == log->meta)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    if (partition_index < 0 || partition_index >= AERONKIT_LOG_PARTITION_COUNT || offset < 0 ||
        offset >= log->term_length || (offset & (AERONKIT_FRAME_ALIGNMENT - 1)) != 0)
    {
        return AERONKIT_LOG_ERR_BOUNDS;
    }
    return AERONKIT_OK;
}

int aeronkit_term_rebuild_insert(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, const uint8_t *packet,
    int32_t length)
{
    int rc = aeronkit_region_check(log, partition_index, term_offset);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    if (NULL == packet || length < AERONKIT_DATA_HEADER_LENGTH || length > log->term_length - term_offset)
    {
        return NULL == packet ? AERONKIT_LOG_ERR_ARGUMENT : AERONKIT_LOG_ERR_BOUNDS;
    }

    uint8_t *frame = aeronkit_log_term(log, partition_index) + term_offset;
    if (0 != aeronkit_get_int32_acquire(frame))
    {
        return 0; /* already there: a retransmit or a duplicate */
    }

    /* Body first, then the header words back to front, the first word (with the length) released last. */
    memcpy(frame + AERONKIT_DATA_HEADER_LENGTH, packet + AERONKIT_DATA_HEADER_LENGTH,
        (size_t)(length - AERONKIT_DATA_HEADER_LENGTH));
    memcpy(frame + AERONKIT_FRAME_RESERVED_VALUE_OFFSET, packet + AERONKIT_FRAME_RESERVED_VALUE_OFFSET,
        sizeof(int64_t));
    memcpy(frame + AERONKIT_FRAME_STREAM_ID_OFFSET, packet + AERONKIT_FRAME_STREAM_ID_OFFSET, sizeof(int64_t));
    memcpy(frame + AERONKIT_FRAME_TERM_OFFSET_OFFSET, packet + AERONKIT_FRAME_TERM_OFFSET_OFFSET,
        sizeof(int64_t));
    int64_t first;
    memcpy(&first, packet, sizeof(first));
    aeronkit_put_int64_release(frame, first);
    return 1;
}

/* Default header stamped as a PAD frame of `length` at `offset`, published last (TermGapFiller/TermUnblocker). */
static void aeronkit_write_pad_from_default(
    const aeronkit_log_t *log, uint8_t *term, int32_t offset, int32_t term_id, int32_t length)
{
    memcpy(term + offset, log->meta + AERONKIT_LOG_DEFAULT_FRAME_HEADER_OFFSET, AERONKIT_DATA_HEADER_LENGTH);
    aeronkit_log_frame_type(term, offset, AERONKIT_FRAME_TYPE_PAD);
    memcpy(term + offset + AERONKIT_FRAME_TERM_OFFSET_OFFSET, &offset, sizeof(int32_t));
    memcpy(term + offset + AERONKIT_FRAME_TERM_ID_OFFSET, &term_id, sizeof(int32_t));
    aeronkit_put_int32_release(term + offset, length);
}

int aeronkit_term_gap_fill(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_id, int32_t gap_offset, int32_t gap_length)
{
    int rc = aeronkit_region_check(log, partition_index, gap_offset);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    if (gap_length < AERONKIT_FRAME_ALIGNMENT || (gap_length & (AERONKIT_FRAME_ALIGNMENT - 1)) != 0 ||
        gap_length > log->term_length - gap_offset)
    {
        return AERONKIT_LOG_ERR_BOUNDS;
    }

    uint8_t *term = aeronkit_log_term(log, partition_index);
    for (int32_t offset = gap_offset + gap_length - AERONKIT_FRAME_ALIGNMENT; offset >= gap_offset;
        offset -= AERONKIT_FRAME_ALIGNMENT)
    {
        if (0 != aeronkit_get_int32_acquire(term + offset))
        {
            return 0; /* something arrived in the meantime */
        }
    }
    aeronkit_write_pad_from_default(log, term, gap_offset, term_id, gap_length);
    return 1;
}

int aeronkit_term_unblock(
    const aeronkit_log_t *log, int32_t partition_index, int32_t blocked_offset, int32_t tail_offset,
    int32_t term_id)
{
    int rc = aeronkit_region_check(log, partition_index, blocked_offset);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    if (tail_offset < blocked_offset || tail_offset > log->term_length)
    {
        return AERONKIT_LOG_ERR_BOUNDS;
    }

    uint8_t *term = aeronkit_log_term(log, partition_index);
    const int32_t capacity = log->term_length;
    int32_t frame_length = aeronkit_get_int32_acquire(term + blocked_offset);

    if (frame_length < 0)
    {
        /* A claim that was never committed: its negative length says how much to pad. */
        if (-(int64_t)frame_length > capacity - blocked_offset)
        {
            return AERONKIT_LOG_ERR_CORRUPT;
        }
        aeronkit_write_pad_from_default(log, term, blocked_offset, term_id, -frame_length);
        return AERONKIT_UNBLOCK_UNBLOCKED;
    }
    if (0 != frame_length)
    {
        return AERONKIT_UNBLOCK_NO_ACTION;
    }

    int32_t status = AERONKIT_UNBLOCK_NO_ACTION;
    int32_t current = blocked_offset + AERONKIT_FRAME_ALIGNMENT;
    while (current < tail_offset)
    {
        if (0 != aeronkit_get_int32_acquire(term + current))
        {
            int zeroed = 1;
            for (int32_t back = current - AERONKIT_FRAME_ALIGNMENT; back >= blocked_offset;
                back -= AERONKIT_FRAME_ALIGNMENT)
            {
                if (0 != aeronkit_get_int32_acquire(term + back))
                {
                    zeroed = 0;
                    break;
                }
            }
            if (zeroed)
            {
                aeronkit_write_pad_from_default(log, term, blocked_offset, term_id, current - blocked_offset);
                status = AERONKIT_UNBLOCK_UNBLOCKED;
            }
            break;
        }
        current += AERONKIT_FRAME_ALIGNMENT;
    }

    if (current == capacity && 0 == aeronkit_get_int32_acquire(term + blocked_offset))
    {
        aeronkit_write_pad_from_default(log, term, blocked_offset, term_id, current - blocked_offset);
        status = AERONKIT_UNBLOCK_UNBLOCKED_TO_END;
    }
    return status;
}
