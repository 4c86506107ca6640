/*
 * Recording walk; see aeronkit_recording_walk.h. One call scans a mapped segment file from the walk's
 * cursor until something needs Python (a full batch, damage, the end of the file or of the slice), so a
 * recording costs a handful of Python calls per segment instead of one per frame.
 */
#include "aeronkit_recording_walk.h"

#include <stddef.h>
#include <string.h>

#include "aeronkit_atomic.h"
#include "aeronkit_logbuffer.h"

#define AERONKIT_WALK_CONTINUE (100) /* internal: damage before emit_from, nothing to report */
/* Bounds that keep every position sum below INT64_MAX: a segment of at most 1 TiB, positions below 2^62. */
#define AERONKIT_WALK_MAX_SEGMENT_LENGTH (INT64_C(1) << 40)
#define AERONKIT_WALK_MAX_POSITION (INT64_C(1) << 62)

static inline int64_t aeronkit_walk_align(int64_t length)
{
    return (length + (AERONKIT_FRAME_ALIGNMENT - 1)) & ~((int64_t)AERONKIT_FRAME_ALIGNMENT - 1);
}

static inline int64_t aeronkit_walk_min(int64_t a, int64_t b)
{
    return a < b ? a : b;
}

static inline int32_t aeronkit_walk_i32(const uint8_t *p)
{
    int32_t value;
    memcpy(&value, p, sizeof(value));
    return value;
}

static inline void aeronkit_walk_event(
    aeronkit_walk_t *w, int32_t reason, int64_t position, int64_t length, int64_t a, int64_t b)
{
    w->reason = reason;
    w->bad_position = position;
    w->bad_length = length;
    w->detail_a = a;
    w->detail_b = b;
}

/*
 * The message (or orphan run) in progress stops here without its END fragment. Its partial payload is
 * dropped (nothing happens when no message is in progress). Returns 1 when the cut is to be reported (it began inside the slice and `report` is set).
 */
static inline int aeronkit_walk_cut(aeronkit_walk_t *w, aeronkit_walk_batch_t *b, int report)
{
    if (!w->in_message)
    {
        return 0;
    }
    w->in_message = 0;
    b->data_used = w->msg_data_start;
    if (!report || !w->msg_report)
    {
        return 0;
    }
    aeronkit_walk_event(
        w, w->msg_orphan ? AERONKIT_WALK_NO_BEGIN : AERONKIT_WALK_NO_END, w->msg_position,
        w->position - w->msg_position, w->msg_frames, 0);
    return 1;
}

/*
 * A damaged stretch of `advance` bytes at the cursor, clipped to the slice. A message in progress is reported first, with the
 * cursor left where it is, so the damage is met again by the next call and events stay in stream order.
 */
static inline int aeronkit_walk_damage(
    aeronkit_walk_t *w, aeronkit_walk_batch_t *b, int32_t reason, int64_t advance, int64_t a, int64_t detail_b)
{
    if (w->in_message && aeronkit_walk_cut(w, b, 1))
    {
        return AERONKIT_WALK_MALFORMED;
    }
    const int64_t at = w->position;
    if (at >= w->stop_position)
    {
        return AERONKIT_WALK_CONTINUE; /* past the slice: the next slice owns (and reports) this damage */
    }
    if (advance > w->stop_position - at)
    {
        advance = w->stop_position - at; /* each slice reports only the damage inside it */
    }
    w->position = at + advance;
    w->skip_continuations = 1;
    if (at < w->emit_from)
    {
        return AERONKIT_WALK_CONTINUE;
    }
    aeronkit_walk_event(w, reason, at, advance, a, detail_b);
    return AERONKIT_WALK_MALFORMED;
}

/* Bytes from the cursor to the next term boundary (where a new frame must begin), not past the stop. */
static inline int64_t aeronkit_walk_resync_length(const aeronkit_walk_t *w)
{
    const int64_t term_base = w->position & ~(w->term_length - 1);
    return aeronkit_walk_min(term_base + w->term_length, w->recording_stop_position) - w->position;
}

/*
 * No room for `need` payload bytes. An empty batch (or one below max_bytes) asks Python to grow it; a
 * batch already holding messages at max_bytes is closed instead, rewinding to the start of the message in
 * progress so that message goes whole into the next batch.
 */
static inline int aeronkit_walk_no_room(aeronkit_walk_t *w, aeronkit_walk_batch_t *b, uint64_t need)
{
    if (0 == b->count || b->data_capacity < b->max_bytes)
    {
        w->need_bytes = need;
        return AERONKIT_WALK_NEED_DATA;
    }
    if (w->in_message)
    {
        w->position = w->msg_position;
        w->in_message = 0;
        b->data_used = w->msg_data_start;
    }
    return AERONKIT_WALK_BATCH_FULL;
}

static inline int aeronkit_walk_record(
    aeronkit_walk_batch_t *b, int64_t position, int32_t term_id, int32_t term_offset, int32_t session_id,
    int32_t stream_id, uint8_t flags, int64_t reserved_value, uint64_t data_start)
{
    const int32_t i = b->count;
    if (i < 0 || i >= b->capacity)
    {
        return 0;
    }
    b->position[i] = position;
    b->term_id[i] = term_id;
    b->term_offset[i] = term_offset;
    b->session_id[i] = session_id;
    b->stream_id[i] = stream_id;
    b->flags[i] = flags;
    b->reserved_value[i] = reserved_value;
    b->length[i] = (int32_t)(b->data_used - data_start);
    b->offset[i] = data_start;
    b->count = i + 1;
    return 1;
}

static int aeronkit_walk_valid(
    const aeronkit_walk_t *w, const aeronkit_walk_batch_t *b, const uint8_t *segment, uint64_t mapped_length,
    int64_t segment_base, int64_t segment_length)
{
    if (NULL == w || NULL == b)
    {
        return 0;
    }
    if (w->term_length < AERONKIT_LOG_TERM_MIN_LENGTH || w->term_length > AERONKIT_LOG_TERM_MAX_LENGTH ||
        !aeronkit_is_power_of_two(w->term_length) || w->position_bits < 16 || w->position_bits > 30 ||
        ((int64_t)1 << w->position_bits) != w->term_length)
    {
        return 0;
    }
    if (segment_length < w->term_length || segment_length > AERONKIT_WALK_MAX_SEGMENT_LENGTH ||
        (segment_length & (w->term_length - 1)) != 0 || segment_base < 0 ||
        segment_base > AERONKIT_WALK_MAX_POSITION || (segment_base & (w->term_length - 1)) != 0 ||
        w->recording_stop_position > AERONKIT_WALK_MAX_POSITION)
    {
        return 0;
    }
    if (w->position < segment_base || w->position > segment_base + segment_length ||
        (w->position & (AERONKIT_FRAME_ALIGNMENT - 1)) != 0 || w->stop_position > w->recording_stop_position)
    {
        return 0;
    }
    if ((NULL == segment && 0 != mapped_length) || b->capacity < 1 || b->count < 0 || b->count > b->capacity ||
        b->data_used > b->data_capacity || (b->data_capacity > 0 && NULL == b->data))
    {
        return 0;
    }
    if (NULL == b->position || NULL == b->term_id || NULL == b->term_offset || NULL == b->session_id ||
        NULL == b->stream_id || NULL == b->flags || NULL == b->reserved_value || NULL == b->length ||
        NULL == b->offset)
    {
        return 0;
    }
    if (w->in_message && (w->msg_data_start > b->data_used || w->msg_position > w->position))
    {
        return 0;
    }
    return 1;
}

int aeronkit_recording_walk(
    aeronkit_walk_t *w, aeronkit_walk_batch_t *b, const uint8_t *segment, uint64_t mapped_length,
    int32_t file_missing, int64_t segment_base, int64_t segment_length)
{
    if (!aeronkit_walk_valid(w, b, segment, mapped_length, segment_base, segment_length))
    {
        return AERONKIT_WALK_ERR_ARGUMENT;
    }
    w->reason = AERONKIT_WALK_OK;
    const int64_t segment_end = segment_base + segment_length;
    const int64_t readable =
        mapped_length < (uint64_t)segment_length ? (int64_t)mapped_length : segment_length;
    const int64_t mask = w->term_length - 1;
    const int64_t data_end = aeronkit_walk_min(segment_end, w->recording_stop_position);
    int rc;

    for (;;)
    {
        const int64_t position = w->position;
        if (!w->in_message && position >= w->stop_position)
        {
            return AERONKIT_WALK_DONE;
        }
        if (position >= w->recording_stop_position)
        {
            if (aeronkit_walk_cut(w, b, !w->active))
            {
                return AERONKIT_WALK_MALFORMED;
            }
            return AERONKIT_WALK_DONE;
        }
        if (position >= segment_end)
        {
            return AERONKIT_WALK_SEGMENT_END;
        }
        if (!w->in_message && b->count > 0 &&
            (b->count >= b->max_messages || b->count >= b->capacity || b->data_used >= b->max_bytes))
        {
            return AERONKIT_WALK_BATCH_FULL;
        }

        const int64_t file_offset = position - segment_base;
        const int64_t term_offset = position & mask;
        if (file_offset + AERONKIT_DATA_HEADER_LENGTH > readable)
        {
            rc = aeronkit_walk_damage(
                w, b, file_missing ? AERONKIT_WALK_FILE_MISSING : AERONKIT_WALK_TRUNCATED, data_end - position,
                (int64_t)mapped_length, 0);
            if (AERONKIT_WALK_CONTINUE == rc)
            {
                continue;
            }
            return rc;
        }

        const uint8_t *frame = segment + file_offset;
        const int32_t frame_length = aeronkit_get_int32_acquire(frame);
        int64_t aligned = 0;
        if (0 == frame_length)
        {
            if (w->active)
            {
                aeronkit_walk_cut(w, b, 0);
                return AERONKIT_WALK_END_OF_DATA;
            }
            rc = aeronkit_walk_damage(w, b, AERONKIT_WALK_DATA_MISSING, aeronkit_walk_resync_length(w), 0, 0);
        }
        else if (frame_length < AERONKIT_DATA_HEADER_LENGTH)
        {
            rc = aeronkit_walk_damage(
                w, b, AERONKIT_WALK_BAD_FRAME_LENGTH, aeronkit_walk_resync_length(w), frame_length, 0);
        }
        else if (term_offset + (aligned = aeronkit_walk_align(frame_length)) > w->term_length)
        {
            rc = aeronkit_walk_damage(
                w, b, AERONKIT_WALK_PAST_TERM, aeronkit_walk_resync_length(w), frame_length, term_offset);
        }
        else if (position + aligned > w->recording_stop_position)
        {
            if (w->active)
            {
                aeronkit_walk_cut(w, b, 0);
                return AERONKIT_WALK_END_OF_DATA;
            }
            rc = aeronkit_walk_damage(
                w, b, AERONKIT_WALK_PAST_STOP, w->recording_stop_position - position, frame_length,
                w->recording_stop_position);
        }
        else
        {
            rc = AERONKIT_WALK_OK;
        }
        if (AERONKIT_WALK_CONTINUE == rc)
        {
            continue;
        }
        if (AERONKIT_WALK_OK != rc)
        {
            return rc;
        }

        const int32_t hdr_term_offset = aeronkit_walk_i32(frame + AERONKIT_FRAME_TERM_OFFSET_OFFSET);
        const int32_t hdr_session_id = aeronkit_walk_i32(frame + AERONKIT_FRAME_SESSION_ID_OFFSET);
        const int32_t hdr_stream_id = aeronkit_walk_i32(frame + AERONKIT_FRAME_STREAM_ID_OFFSET);
        const int32_t hdr_term_id = aeronkit_walk_i32(frame + AERONKIT_FRAME_TERM_ID_OFFSET);
        const int32_t expected_term_id =
            (int32_t)((uint32_t)w->initial_term_id + (uint32_t)(position >> w->position_bits));
        uint16_t type;
        memcpy(&type, frame + AERONKIT_FRAME_TYPE_OFFSET, sizeof(type));
        const int64_t resync = aeronkit_walk_resync_length(w);

        if ((int64_t)hdr_term_offset != term_offset)
        {
            rc = aeronkit_walk_damage(w, b, AERONKIT_WALK_BAD_TERM_OFFSET, resync, hdr_term_offset, term_offset);
        }
        else if (hdr_term_id != expected_term_id)
        {
            rc = aeronkit_walk_damage(w, b, AERONKIT_WALK_BAD_TERM_ID, resync, hdr_term_id, expected_term_id);
        }
        else if (hdr_stream_id != w->stream_id)
        {
            rc = aeronkit_walk_damage(w, b, AERONKIT_WALK_BAD_STREAM_ID, resync, hdr_stream_id, w->stream_id);
        }
        else if (AERONKIT_FRAME_TYPE_PAD == type)
        {
            w->position = position + aligned; /* only its header is recorded; nothing to deliver */
            continue;
        }
        else if (AERONKIT_FRAME_TYPE_DATA != type)
        {
            rc = aeronkit_walk_damage(w, b, AERONKIT_WALK_BAD_TYPE, resync, type, 0);
        }
        else if (w->check_session_id && hdr_session_id != w->session_id)
        {
            rc = aeronkit_walk_damage(
                w, b, AERONKIT_WALK_BAD_SESSION_ID, resync, hdr_session_id, w->session_id);
        }
        else if (file_offset + frame_length > readable)
        {
            rc = aeronkit_walk_damage(
                w, b, AERONKIT_WALK_TRUNCATED, data_end - position, (int64_t)mapped_length, 0);
        }
        if (AERONKIT_WALK_CONTINUE == rc)
        {
            continue;
        }
        if (AERONKIT_WALK_OK != rc)
        {
            return rc;
        }

        const uint8_t flags = frame[AERONKIT_FRAME_FLAGS_OFFSET];
        const uint8_t *payload = frame + AERONKIT_DATA_HEADER_LENGTH;
        const uint64_t payload_length = (uint64_t)(frame_length - AERONKIT_DATA_HEADER_LENGTH);
        int64_t reserved_value;
        memcpy(&reserved_value, frame + AERONKIT_FRAME_RESERVED_VALUE_OFFSET, sizeof(reserved_value));

        if (flags & AERONKIT_FRAME_BEGIN_FLAG)
        {
            if (w->in_message && aeronkit_walk_cut(w, b, 1))
            {
                return AERONKIT_WALK_MALFORMED; /* this BEGIN is read again by the next call */
            }
            const int deliver = position >= w->emit_from;
            if (deliver && b->data_used + payload_length > b->data_capacity)
            {
                return aeronkit_walk_no_room(w, b, b->data_used + payload_length);
            }
            w->skip_continuations = 0;
            const uint64_t data_start = b->data_used;
            if (deliver)
            {
                memcpy(b->data + data_start, payload, payload_length);
                b->data_used = data_start + payload_length;
            }
            w->position = position + aligned;
            if (flags & AERONKIT_FRAME_END_FLAG)
            {
                if (deliver && !aeronkit_walk_record(
                    b, position, hdr_term_id, hdr_term_offset, hdr_session_id, hdr_stream_id, flags,
                    reserved_value, data_start))
                {
                    return AERONKIT_WALK_ERR_ARGUMENT;
                }
                continue;
            }
            w->in_message = 1;
            w->msg_orphan = 0;
            w->msg_report = deliver;
            w->msg_frames = 1;
            w->msg_position = position;
            w->msg_term_id = hdr_term_id;
            w->msg_term_offset = hdr_term_offset;
            w->msg_session_id = hdr_session_id;
            w->msg_stream_id = hdr_stream_id;
            w->msg_reserved_value = reserved_value;
            w->msg_data_start = data_start;
            continue;
        }

        /* a continuation fragment (middle or END) */
        if (!w->in_message)
        {
            if (w->skip_continuations)
            {
                w->position = position + aligned; /* the tail of a message owned by the previous slice */
                continue;
            }
            w->in_message = 1;
            w->msg_orphan = 1;
            w->msg_report = position >= w->emit_from;
            w->msg_frames = 0;
            w->msg_position = position;
            w->msg_data_start = b->data_used;
        }
        if (w->msg_orphan)
        {
            w->msg_frames++;
            w->position = position + aligned;
            if ((flags & AERONKIT_FRAME_END_FLAG) && aeronkit_walk_cut(w, b, 1))
            {
                return AERONKIT_WALK_MALFORMED;
            }
            continue;
        }
        if (w->msg_report)
        {
            if (b->data_used + payload_length > b->data_capacity)
            {
                return aeronkit_walk_no_room(w, b, b->data_used + payload_length);
            }
            memcpy(b->data + b->data_used, payload, payload_length);
            b->data_used += payload_length;
        }
        w->msg_frames++;
        w->position = position + aligned;
        if (flags & AERONKIT_FRAME_END_FLAG)
        {
            w->in_message = 0;
            if (w->msg_report && !aeronkit_walk_record(
                b, w->msg_position, w->msg_term_id, w->msg_term_offset, w->msg_session_id, w->msg_stream_id,
                AERONKIT_FRAME_BEGIN_FLAG | AERONKIT_FRAME_END_FLAG, w->msg_reserved_value, w->msg_data_start))
            {
                return AERONKIT_WALK_ERR_ARGUMENT;
            }
        }
    }
}
