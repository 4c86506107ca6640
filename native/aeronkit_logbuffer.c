#include "aeronkit_logbuffer.h"

int aeronkit_log_check_term_length(int64_t term_length)
{
    if (term_length < AERONKIT_LOG_TERM_MIN_LENGTH || term_length > AERONKIT_LOG_TERM_MAX_LENGTH ||
        !aeronkit_is_power_of_two(term_length))
    {
        return AERONKIT_LOG_ERR_TERM_LENGTH;
    }
    return AERONKIT_OK;
}

int aeronkit_log_check_page_size(int64_t page_size)
{
    if (page_size < AERONKIT_LOG_PAGE_MIN_SIZE || page_size > AERONKIT_LOG_PAGE_MAX_SIZE ||
        !aeronkit_is_power_of_two(page_size))
    {
        return AERONKIT_LOG_ERR_PAGE_SIZE;
    }
    return AERONKIT_OK;
}

static int32_t aeronkit_log_bits_for(int32_t term_length)
{
    int32_t bits = 0;
    while ((INT32_C(1) << bits) < term_length)
    {
        bits++;
    }
    return bits;
}

static int32_t aeronkit_read_int32(const uint8_t *addr)
{
    int32_t value;
    memcpy(&value, addr, sizeof(value));
    return value;
}

int aeronkit_log_init(aeronkit_log_t *log, uint8_t *base, uint64_t length)
{
    if (NULL == log || NULL == base || length < AERONKIT_LOG_META_DATA_LENGTH)
    {
        return AERONKIT_LOG_ERR_FILE_LENGTH;
    }

    /* Tails, frame lengths and header words are accessed atomically, so both sections must be 8-aligned. */
    uint8_t *meta = base + (length - AERONKIT_LOG_META_DATA_LENGTH);
    if (((uintptr_t)base & 7u) != 0 || ((uintptr_t)meta & 7u) != 0)
    {
        return AERONKIT_LOG_ERR_ALIGNMENT;
    }

    int32_t term_length = aeronkit_get_int32_acquire(meta + AERONKIT_LOG_TERM_LENGTH_OFFSET);
    if (AERONKIT_OK != aeronkit_log_check_term_length(term_length))
    {
        return AERONKIT_SET_ERR(AERONKIT_LOG_ERR_TERM_LENGTH, "termLength=%d", term_length);
    }

    int32_t page_size = aeronkit_read_int32(meta + AERONKIT_LOG_PAGE_SIZE_OFFSET);
    if (AERONKIT_OK != aeronkit_log_check_page_size(page_size))
    {
        return AERONKIT_SET_ERR(AERONKIT_LOG_ERR_PAGE_SIZE, "pageSize=%d", page_size);
    }

    if ((uint64_t)term_length * AERONKIT_LOG_PARTITION_COUNT > length - AERONKIT_LOG_META_DATA_LENGTH)
    {
        return AERONKIT_SET_ERR(AERONKIT_LOG_ERR_FILE_LENGTH, "termLength=%d, file length=%llu", term_length,
            (unsigned long long)length);
    }

    int32_t mtu_length = aeronkit_read_int32(meta + AERONKIT_LOG_MTU_LENGTH_OFFSET);
    if (mtu_length <= AERONKIT_DATA_HEADER_LENGTH || mtu_length > AERONKIT_LOG_MAX_UDP_PAYLOAD_LENGTH ||
        (mtu_length & (AERONKIT_FRAME_ALIGNMENT - 1)) != 0)
    {
        return AERONKIT_SET_ERR(AERONKIT_LOG_ERR_MTU, "mtuLength=%d", mtu_length);
    }

    const uint8_t *header = meta + AERONKIT_LOG_DEFAULT_FRAME_HEADER_OFFSET;
    int32_t version_flags_type = aeronkit_read_int32(header + 4);
    int32_t session_id = aeronkit_read_int32(header + AERONKIT_FRAME_SESSION_ID_OFFSET);
    int32_t stream_id = aeronkit_read_int32(header + AERONKIT_FRAME_STREAM_ID_OFFSET);

    int32_t max_message_length = term_length / 8 < AERONKIT_MAX_MESSAGE_LENGTH ?
        term_length / 8 : AERONKIT_MAX_MESSAGE_LENGTH;

    log->base = base;
    log->length = length;
    log->meta = meta;
    log->term_length = term_length;
    log->page_size = page_size;
    log->mtu_length = mtu_length;
    log->initial_term_id = aeronkit_read_int32(meta + AERONKIT_LOG_INITIAL_TERM_ID_OFFSET);
    log->position_bits_to_shift = aeronkit_log_bits_for(term_length);
    log->max_payload_length = mtu_length - AERONKIT_DATA_HEADER_LENGTH;
    log->max_message_length = max_message_length;
    log->max_framed_length = aeronkit_log_compute_fragmented_length(max_message_length, log->max_payload_length);
    log->max_possible_position = (int64_t)term_length * (INT64_C(1) << 31);
    log->header_version_flags_type = (int64_t)((uint64_t)(uint32_t)version_flags_type << 32);
    log->header_session_id = (int64_t)((uint64_t)(uint32_t)session_id << 32);
    log->header_stream_id = (int64_t)(uint32_t)stream_id;

    return AERONKIT_OK;
}

int aeronkit_log_rotate(const aeronkit_log_t *log, int32_t term_count, int32_t term_id)
{
    if (NULL == log || NULL == log->meta)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    return aeronkit_log_rotate_unchecked(log, term_count, term_id);
}

int aeronkit_log_raw_tail(const aeronkit_log_t *log, int32_t partition_index, int64_t *raw_tail)
{
    if (NULL == log || NULL == log->meta || NULL == raw_tail)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    if (partition_index < 0 || partition_index >= AERONKIT_LOG_PARTITION_COUNT)
    {
        return AERONKIT_LOG_ERR_BOUNDS;
    }
    *raw_tail = aeronkit_get_int64_acquire(aeronkit_log_tail_address(log, partition_index));
    return AERONKIT_OK;
}
