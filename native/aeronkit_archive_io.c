/*
 * Archive replay I/O; see aeronkit_archive_io.h. One call checks and copies a whole block of recorded frames,
 * so a replay costs one Python call per block (up to the archive's file I/O length) instead of one per frame.
 */
#include "aeronkit_archive_io.h"

#include <stddef.h>
#include <string.h>

#include "aeronkit_term_appender.h"

static inline int64_t aeronkit_archive_back_pressure(const aeronkit_log_t *log, int64_t position)
{
    if (position + AERONKIT_DATA_HEADER_LENGTH >= log->max_possible_position)
    {
        return AERONKIT_PUBLICATION_MAX_POSITION_EXCEEDED;
    }
    if (1 == aeronkit_get_int32_acquire(log->meta + AERONKIT_LOG_IS_CONNECTED_OFFSET))
    {
        return AERONKIT_PUBLICATION_BACK_PRESSURED;
    }
    return AERONKIT_PUBLICATION_NOT_CONNECTED;
}

/* Length in bytes of the run of plain frames starting at src that may be copied as one block; 0 if none. */
static int64_t aeronkit_archive_scan(
    const uint8_t *src, int64_t available, int32_t term_offset, int64_t max_length, int32_t *frames)
{
    int64_t length = 0;
    int32_t count = 0;
    while (available - length >= AERONKIT_DATA_HEADER_LENGTH)
    {
        const uint8_t *frame = src + length;
        const int32_t frame_length = aeronkit_get_int32_acquire(frame);
        if (frame_length < AERONKIT_DATA_HEADER_LENGTH)
        {
            break; /* not written yet (<= 0) or corrupt: the caller decides */
        }
        const int64_t aligned = aeronkit_frame_align(frame_length);
        if (length + aligned > available || (count > 0 && length + aligned > max_length))
        {
            break;
        }
        int32_t recorded_term_offset;
        uint16_t type;
        memcpy(&recorded_term_offset, frame + AERONKIT_FRAME_TERM_OFFSET_OFFSET, sizeof(recorded_term_offset));
        memcpy(&type, frame + AERONKIT_FRAME_TYPE_OFFSET, sizeof(type));
        if ((int64_t)recorded_term_offset != term_offset + length ||
            (AERONKIT_FRAME_TYPE_DATA != type && AERONKIT_FRAME_TYPE_PAD != type))
        {
            break;
        }
        length += aligned;
        count++;
    }
    *frames = count;
    return length;
}

int64_t aeronkit_archive_replay_block(
    const void *log_ptr, void *appender_ptr, int64_t publication_limit, const uint8_t *segment,
    uint64_t segment_length, int64_t segment_offset, int64_t position, int64_t limit_position, int32_t max_length,
    int32_t *frames)
{
    const aeronkit_log_t *log = (const aeronkit_log_t *)log_ptr;
    aeronkit_exclusive_appender_t *appender = (aeronkit_exclusive_appender_t *)appender_ptr;
    if (NULL == frames)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    *frames = 0;
    if (!aeronkit_exclusive_appender_valid(log, appender) || NULL == segment || segment_offset < 0 ||
        (uint64_t)segment_offset > segment_length || (segment_offset & (AERONKIT_FRAME_ALIGNMENT - 1)) != 0 ||
        max_length <= 0 || position < 0)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }

    const int64_t current = appender->term_begin_position + appender->term_offset;
    if (current != position || (position & (log->term_length - 1)) != (appender->term_offset & (log->term_length - 1)))
    {
        return 0; /* not where the recording says: the caller's per-frame path reports it */
    }
    if (appender->term_offset >= log->term_length)
    {
        return aeronkit_exclusive_appender_rotate(log, appender);
    }
    if (current >= publication_limit)
    {
        return aeronkit_archive_back_pressure(log, current);
    }

    const int32_t term_offset = appender->term_offset;
    int64_t available = (int64_t)(segment_length - (uint64_t)segment_offset);
    const int64_t to_term_end = log->term_length - term_offset;
    const int64_t to_limit = limit_position - position;
    if (to_term_end < available)
    {
        available = to_term_end;
    }
    if (to_limit < available)
    {
        available = to_limit;
    }
    /* Never run further ahead of the subscribers than the publisher limit allows (one frame at least). */
    int64_t max_block = publication_limit - current;
    if (max_length < max_block)
    {
        max_block = max_length;
    }

    const uint8_t *src = segment + segment_offset;
    int32_t count = 0;
    const int64_t length = aeronkit_archive_scan(src, available, term_offset, max_block, &count);
    if (0 == length)
    {
        return 0;
    }

    const int32_t term_id = appender->term_id;
    uint8_t *dst = aeronkit_log_term(log, appender->partition_index) + term_offset;
    const int32_t session_id = (int32_t)((uint64_t)log->header_session_id >> 32);
    const int32_t stream_id = (int32_t)(uint32_t)log->header_stream_id;
    const int32_t first_length = aeronkit_get_int32_acquire(src);

    /* Take the space, then copy with the first frame's length held at 0 so readers stop before the block. */
    aeronkit_put_int64_release(
        aeronkit_log_tail_address(log, appender->partition_index),
        aeronkit_log_pack_tail(term_id, (int32_t)(term_offset + length)));
    appender->term_offset = (int32_t)(term_offset + length);
    aeronkit_put_int32_release(dst, 0);
    aeronkit_fence_release();
    memcpy(dst + sizeof(int32_t), src + sizeof(int32_t), (size_t)length - sizeof(int32_t));

    int64_t at = 0;
    int32_t frame_length = first_length;
    while (at < length)
    {
        uint8_t *frame = dst + at;
        memcpy(frame + AERONKIT_FRAME_SESSION_ID_OFFSET, &session_id, sizeof(session_id));
        memcpy(frame + AERONKIT_FRAME_STREAM_ID_OFFSET, &stream_id, sizeof(stream_id));
        memcpy(frame + AERONKIT_FRAME_TERM_ID_OFFSET, &term_id, sizeof(term_id));
        at += aeronkit_frame_align(frame_length);
        if (at < length)
        {
            memcpy(&frame_length, dst + at, sizeof(frame_length));
            if (frame_length < AERONKIT_DATA_HEADER_LENGTH)
            {
                break; /* the segment changed under the copy: never loop on a bad length */
            }
        }
    }
    aeronkit_fence_release();
    aeronkit_put_int32_release(dst, first_length);

    *frames = count;
    return position + length;
}
