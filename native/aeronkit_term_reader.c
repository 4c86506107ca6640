#include "aeronkit_term_reader.h"

static inline void aeronkit_describe_fragment(
    const uint8_t *frame, int32_t frame_offset, int32_t frame_length, aeronkit_fragment_t *fragment)
{
    memcpy(&fragment->reserved_value, frame + AERONKIT_FRAME_RESERVED_VALUE_OFFSET, sizeof(int64_t));
    memcpy(&fragment->session_id, frame + AERONKIT_FRAME_SESSION_ID_OFFSET, sizeof(int32_t));
    memcpy(&fragment->stream_id, frame + AERONKIT_FRAME_STREAM_ID_OFFSET, sizeof(int32_t));
    memcpy(&fragment->term_id, frame + AERONKIT_FRAME_TERM_ID_OFFSET, sizeof(int32_t));
    memcpy(&fragment->type, frame + AERONKIT_FRAME_TYPE_OFFSET, sizeof(uint16_t));
    fragment->version = frame[4];
    fragment->flags = frame[AERONKIT_FRAME_FLAGS_OFFSET];
    fragment->term_offset = frame_offset;
    fragment->length = frame_length - AERONKIT_DATA_HEADER_LENGTH;
}

int32_t aeronkit_term_read_bounded(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, int32_t limit_offset,
    int32_t fragment_limit, aeronkit_fragment_t *fragments, int32_t *next_offset)
{
    if (NULL == log || NULL == log->base || NULL == next_offset || fragment_limit < 0 ||
        (fragment_limit > 0 && NULL == fragments))
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    if (partition_index < 0 || partition_index >= AERONKIT_LOG_PARTITION_COUNT || term_offset < 0 ||
        term_offset > log->term_length || (term_offset & (AERONKIT_FRAME_ALIGNMENT - 1)) != 0 ||
        limit_offset < term_offset || limit_offset > log->term_length)
    {
        return AERONKIT_LOG_ERR_BOUNDS;
    }

    const uint8_t *term = aeronkit_log_term(log, partition_index);
    const int32_t capacity = log->term_length;
    int32_t offset = term_offset;
    int32_t count = 0;

    /* A frame that starts before the limit is read whole, even if it ends past the limit (Image.boundedPoll). */
    while (count < fragment_limit && offset < limit_offset)
    {
        const int32_t frame_length = aeronkit_get_int32_acquire(term + offset);
        if (frame_length <= 0)
        {
            break;
        }
        /* capacity - offset is a multiple of 32, so this also bounds the aligned length (and avoids overflow). */
        if (frame_length < AERONKIT_DATA_HEADER_LENGTH || frame_length > capacity - offset)
        {
            /* Only a damaged or foreign buffer gets here; stop before the frame and say where. */
            *next_offset = offset;
            return AERONKIT_SET_ERR(
                AERONKIT_LOG_ERR_CORRUPT, "frame length %d at term offset %d", frame_length, offset);
        }

        uint16_t type;
        memcpy(&type, term + offset + AERONKIT_FRAME_TYPE_OFFSET, sizeof(type));
        if (AERONKIT_FRAME_TYPE_PAD != type)
        {
            aeronkit_describe_fragment(term + offset, offset, frame_length, &fragments[count]);
            count++;
        }
        offset += aeronkit_frame_align(frame_length);
    }

    *next_offset = offset;
    return count;
}

int32_t aeronkit_term_read(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, int32_t fragment_limit,
    aeronkit_fragment_t *fragments, int32_t *next_offset)
{
    if (NULL == log)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    return aeronkit_term_read_bounded(
        log, partition_index, term_offset, log->term_length, fragment_limit, fragments, next_offset);
}

int32_t aeronkit_log_read_bounded(
    const aeronkit_log_t *log, int64_t position, int64_t limit_position, int32_t fragment_limit,
    aeronkit_fragment_t *fragments, int64_t *next_position)
{
    if (NULL == log || NULL == log->base || NULL == next_position)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    if (position < 0)
    {
        return AERONKIT_LOG_ERR_BOUNDS;
    }
    const int32_t index = (int32_t)((position >> log->position_bits_to_shift) % AERONKIT_LOG_PARTITION_COUNT);
    const int32_t term_offset = (int32_t)(position & (log->term_length - 1));
    /* The limit, as an offset in this term: never past its end; compared before subtracting (no overflow). */
    int32_t limit_offset = term_offset;
    if (limit_position > position)
    {
        const int64_t remaining = limit_position - position;
        const int32_t room = log->term_length - term_offset;
        limit_offset = remaining >= room ? log->term_length : term_offset + (int32_t)remaining;
    }
    int32_t next_offset = term_offset;
    int32_t count = aeronkit_term_read_bounded(
        log, index, term_offset, limit_offset, fragment_limit, fragments, &next_offset);
    *next_position = position + (next_offset - term_offset);
    return count;
}

int32_t aeronkit_log_read(
    const aeronkit_log_t *log, int64_t position, int32_t fragment_limit, aeronkit_fragment_t *fragments,
    int64_t *next_position)
{
    return aeronkit_log_read_bounded(log, position, INT64_MAX, fragment_limit, fragments, next_position);
}
