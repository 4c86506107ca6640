#include "aeronkit_term_appender.h"

/* Walks a list of source pieces so fragments can be cut across piece boundaries without allocating. */
typedef struct aeronkit_cursor_stct
{
    const aeronkit_iovec_t *vectors;
    int32_t count;
    int32_t index;
    int64_t offset;
}
aeronkit_cursor_t;

static inline void aeronkit_cursor_copy(uint8_t *dst, aeronkit_cursor_t *cursor, int32_t length)
{
    int64_t remaining = length;
    while (remaining > 0 && cursor->index < cursor->count)
    {
        const aeronkit_iovec_t *vector = &cursor->vectors[cursor->index];
        int64_t available = vector->length - cursor->offset;
        if (available <= 0)
        {
            cursor->index++;
            cursor->offset = 0;
            continue;
        }
        int64_t n = remaining < available ? remaining : available;
        memcpy(dst, vector->base + cursor->offset, (size_t)n);
        dst += n;
        remaining -= n;
        cursor->offset += n;
    }
}

/* Sum of the pieces, or a negative error when a piece is invalid or the total cannot be a message. */
static int64_t aeronkit_vectors_length(const aeronkit_log_t *log, const aeronkit_iovec_t *vectors, int32_t count)
{
    if (count < 0 || (count > 0 && NULL == vectors))
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    int64_t total = 0;
    for (int32_t i = 0; i < count; i++)
    {
        if (vectors[i].length < 0 || (vectors[i].length > 0 && NULL == vectors[i].base))
        {
            return AERONKIT_LOG_ERR_ARGUMENT;
        }
        total += vectors[i].length;
        if (total > INT32_MAX)
        {
            return AERONKIT_LOG_ERR_MESSAGE_LENGTH;
        }
    }
    if (total > log->max_payload_length && total > log->max_message_length)
    {
        return AERONKIT_LOG_ERR_MESSAGE_LENGTH;
    }
    return total;
}

static inline int aeronkit_log_valid(const aeronkit_log_t *log)
{
    return NULL != log && NULL != log->base && NULL != log->meta && log->term_length > 0;
}

static inline int64_t aeronkit_back_pressure_status(const aeronkit_log_t *log, int64_t position, int32_t length)
{
    if (position + aeronkit_frame_align(length + AERONKIT_DATA_HEADER_LENGTH) >= log->max_possible_position)
    {
        return AERONKIT_PUBLICATION_MAX_POSITION_EXCEEDED;
    }
    if (1 == aeronkit_get_int32_acquire(log->meta + AERONKIT_LOG_IS_CONNECTED_OFFSET))
    {
        return AERONKIT_PUBLICATION_BACK_PRESSURED;
    }
    return AERONKIT_PUBLICATION_NOT_CONNECTED;
}

/* Writes one message (one frame, or B/middle/E fragments) at term_offset; the space is already owned. */
static void aeronkit_append_frames(
    const aeronkit_log_t *log, uint8_t *term, int32_t term_offset, int32_t term_id, int32_t length,
    aeronkit_cursor_t *cursor, const int64_t *reserved_value)
{
    const int32_t max_payload = log->max_payload_length;
    if (length <= max_payload)
    {
        int32_t frame_length = length + AERONKIT_DATA_HEADER_LENGTH;
        aeronkit_log_write_header(log, term, term_offset, frame_length, term_id);
        aeronkit_cursor_copy(term + term_offset + AERONKIT_DATA_HEADER_LENGTH, cursor, length);
        if (NULL != reserved_value)
        {
            memcpy(term + term_offset + AERONKIT_FRAME_RESERVED_VALUE_OFFSET, reserved_value, sizeof(int64_t));
        }
        aeronkit_put_int32_release(term + term_offset, frame_length);
        return;
    }

    int32_t frame_offset = term_offset;
    int32_t remaining = length;
    uint8_t flags = AERONKIT_FRAME_BEGIN_FLAG;
    do
    {
        int32_t bytes = remaining < max_payload ? remaining : max_payload;
        int32_t frame_length = bytes + AERONKIT_DATA_HEADER_LENGTH;

        aeronkit_log_write_header(log, term, frame_offset, frame_length, term_id);
        aeronkit_cursor_copy(term + frame_offset + AERONKIT_DATA_HEADER_LENGTH, cursor, bytes);
        if (remaining <= max_payload)
        {
            flags |= AERONKIT_FRAME_END_FLAG;
        }
        term[frame_offset + AERONKIT_FRAME_FLAGS_OFFSET] = flags;
        if (NULL != reserved_value)
        {
            memcpy(term + frame_offset + AERONKIT_FRAME_RESERVED_VALUE_OFFSET, reserved_value, sizeof(int64_t));
        }
        aeronkit_put_int32_release(term + frame_offset, frame_length);

        flags = 0;
        frame_offset += aeronkit_frame_align(frame_length);
        remaining -= bytes;
    }
    while (remaining > 0);
}

/* ------------------------------------------------------------------------------------------------------ */
/* Concurrent                                                                                              */
/* ------------------------------------------------------------------------------------------------------ */

static int64_t aeronkit_concurrent_end_of_log(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_id, int32_t term_offset, int64_t position)
{
    if (term_offset < log->term_length)
    {
        aeronkit_log_write_padding(
            log, aeronkit_log_term(log, partition_index), term_offset, log->term_length - term_offset, term_id);
    }
    if (position >= log->max_possible_position)
    {
        return AERONKIT_PUBLICATION_MAX_POSITION_EXCEEDED;
    }
    aeronkit_log_rotate_unchecked(log, aeronkit_sub_wrap_i32(term_id, log->initial_term_id), term_id);
    return AERONKIT_PUBLICATION_ADMIN_ACTION;
}

/*
 * Reserves framed_length bytes in the active term with one getAndAdd. Returns the reserved term offset
 * (>= 0) with partition, term id and resulting position set, or a negative publication code.
 */
static int64_t aeronkit_concurrent_reserve(
    const aeronkit_log_t *log, int64_t limit, int32_t status_length, int64_t framed_length,
    int32_t *partition_index, int32_t *term_id_out, int64_t *position_out)
{
    const int32_t term_count = aeronkit_log_active_term_count(log);
    const int32_t index = aeronkit_log_index_by_term_count(term_count);
    uint8_t *tail = aeronkit_log_tail_address(log, index);
    int64_t raw_tail = aeronkit_get_int64_acquire(tail);
    int32_t term_offset = aeronkit_log_term_offset(raw_tail, log->term_length);
    int32_t term_id = aeronkit_log_term_id(raw_tail);

    if (term_count != aeronkit_sub_wrap_i32(term_id, log->initial_term_id))
    {
        return AERONKIT_PUBLICATION_ADMIN_ACTION;
    }

    int64_t position = aeronkit_log_compute_position(
        term_id, term_offset, log->position_bits_to_shift, log->initial_term_id);
    if (position >= limit)
    {
        return aeronkit_back_pressure_status(log, position, status_length);
    }

    raw_tail = aeronkit_get_and_add_int64(tail, framed_length);
    term_id = aeronkit_log_term_id(raw_tail);
    term_offset = aeronkit_log_term_offset(raw_tail, log->term_length);

    int64_t resulting_offset = (int64_t)term_offset + framed_length;
    position = aeronkit_log_compute_position(term_id, 0, log->position_bits_to_shift, log->initial_term_id) +
        resulting_offset;
    if (resulting_offset > log->term_length)
    {
        return aeronkit_concurrent_end_of_log(log, index, term_id, term_offset, position);
    }

    *partition_index = index;
    *term_id_out = term_id;
    *position_out = position;
    return term_offset;
}

int64_t aeronkit_concurrent_offerv(
    const aeronkit_log_t *log, int64_t limit, const aeronkit_iovec_t *vectors, int32_t count,
    const int64_t *reserved_value)
{
    if (!aeronkit_log_valid(log))
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    int64_t length = aeronkit_vectors_length(log, vectors, count);
    if (length < 0)
    {
        return length;
    }

    int32_t index, term_id;
    int64_t position;
    int64_t term_offset = aeronkit_concurrent_reserve(
        log, limit, (int32_t)length, aeronkit_log_framed_length(log, (int32_t)length), &index, &term_id, &position);
    if (term_offset < 0)
    {
        return term_offset;
    }

    aeronkit_cursor_t cursor = { vectors, count, 0, 0 };
    aeronkit_append_frames(
        log, aeronkit_log_term(log, index), (int32_t)term_offset, term_id, (int32_t)length, &cursor, reserved_value);
    return position;
}

int64_t aeronkit_concurrent_offer(
    const aeronkit_log_t *log, int64_t limit, const uint8_t *src, int64_t length, const int64_t *reserved_value)
{
    aeronkit_iovec_t vector = { src, length };
    return aeronkit_concurrent_offerv(log, limit, &vector, 1, reserved_value);
}

int64_t aeronkit_concurrent_try_claim(
    const aeronkit_log_t *log, int64_t limit, int32_t length, aeronkit_claim_t *claim)
{
    if (!aeronkit_log_valid(log) || NULL == claim || length < 0)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    if (length > log->max_payload_length)
    {
        return AERONKIT_LOG_ERR_MESSAGE_LENGTH;
    }

    const int32_t frame_length = length + AERONKIT_DATA_HEADER_LENGTH;
    int32_t index, term_id;
    int64_t position;
    int64_t term_offset = aeronkit_concurrent_reserve(
        log, limit, length, aeronkit_frame_align(frame_length), &index, &term_id, &position);
    if (term_offset < 0)
    {
        return term_offset;
    }

    aeronkit_log_write_header(log, aeronkit_log_term(log, index), (int32_t)term_offset, frame_length, term_id);
    claim->position = position;
    claim->partition_index = index;
    claim->term_offset = (int32_t)term_offset;
    claim->frame_length = frame_length;
    return position;
}

/* Validates batch arguments against the source buffer; returns 0 or an AERONKIT_LOG_ERR_* code. */
static int aeronkit_batch_check(
    const aeronkit_log_t *log, const uint8_t *src, uint64_t src_length, const int32_t *offsets,
    const int32_t *lengths, int32_t count, const int64_t *result)
{
    if (!aeronkit_log_valid(log) || NULL == result || count < 0)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    if (count > 0 && (NULL == offsets || NULL == lengths || NULL == src))
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    for (int32_t i = 0; i < count; i++)
    {
        if (offsets[i] < 0 || lengths[i] < 0 || (uint64_t)offsets[i] + (uint64_t)lengths[i] > src_length)
        {
            return AERONKIT_LOG_ERR_BOUNDS;
        }
        if (lengths[i] > log->max_payload_length && lengths[i] > log->max_message_length)
        {
            return AERONKIT_LOG_ERR_MESSAGE_LENGTH;
        }
    }
    return AERONKIT_OK;
}

int32_t aeronkit_concurrent_offer_batch(
    const aeronkit_log_t *log, int64_t limit, const uint8_t *src, uint64_t src_length, const int32_t *offsets,
    const int32_t *lengths, const int64_t *reserved_values, int32_t count, int64_t *result)
{
    int rc = aeronkit_batch_check(log, src, src_length, offsets, lengths, count, result);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    if (0 == count)
    {
        *result = 0;
        return 0;
    }

    /* Size the batch against the tail we can see now, then reserve all of it with one getAndAdd. */
    const int32_t term_count = aeronkit_log_active_term_count(log);
    const int32_t index = aeronkit_log_index_by_term_count(term_count);
    int64_t raw_tail = aeronkit_get_int64_acquire(aeronkit_log_tail_address(log, index));
    const int32_t seen_offset = aeronkit_log_term_offset(raw_tail, log->term_length);
    const int32_t seen_term_id = aeronkit_log_term_id(raw_tail);
    if (term_count != aeronkit_sub_wrap_i32(seen_term_id, log->initial_term_id))
    {
        *result = AERONKIT_PUBLICATION_ADMIN_ACTION;
        return 0;
    }
    const int64_t seen_position = aeronkit_log_compute_position(
        seen_term_id, seen_offset, log->position_bits_to_shift, log->initial_term_id);

    int64_t framed_total = 0;
    int32_t n = 0;
    while (n < count)
    {
        int64_t framed = aeronkit_log_framed_length(log, lengths[n]);
        if (n > 0 && (seen_offset + framed_total + framed > log->term_length || seen_position + framed_total >= limit))
        {
            break;
        }
        framed_total += framed;
        n++;
    }

    int32_t partition, term_id;
    int64_t position;
    int64_t term_offset = aeronkit_concurrent_reserve(
        log, limit, lengths[0], framed_total, &partition, &term_id, &position);
    if (term_offset < 0)
    {
        *result = term_offset;
        return 0;
    }

    uint8_t *term = aeronkit_log_term(log, partition);
    int32_t frame_offset = (int32_t)term_offset;
    for (int32_t i = 0; i < n; i++)
    {
        aeronkit_iovec_t vector = { src + offsets[i], lengths[i] };
        aeronkit_cursor_t cursor = { &vector, 1, 0, 0 };
        aeronkit_append_frames(
            log, term, frame_offset, term_id, lengths[i], &cursor, NULL == reserved_values ? NULL : &reserved_values[i]);
        frame_offset += aeronkit_log_framed_length(log, lengths[i]);
    }
    *result = position;
    return n;
}

/* ------------------------------------------------------------------------------------------------------ */
/* Exclusive                                                                                               */
/* ------------------------------------------------------------------------------------------------------ */

int aeronkit_exclusive_init(const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender)
{
    if (!aeronkit_log_valid(log) || NULL == appender)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    const int32_t term_count = aeronkit_log_active_term_count(log);
    const int32_t index = aeronkit_log_index_by_term_count(term_count);
    const int64_t raw_tail = aeronkit_get_int64_acquire(aeronkit_log_tail_address(log, index));
    const int32_t term_offset = aeronkit_log_term_offset(raw_tail, log->term_length);
    if ((term_offset & (AERONKIT_FRAME_ALIGNMENT - 1)) != 0)
    {
        return AERONKIT_LOG_ERR_CORRUPT;
    }
    appender->partition_index = index;
    appender->term_id = aeronkit_log_term_id(raw_tail);
    appender->term_offset = term_offset;
    appender->term_begin_position = aeronkit_log_compute_position(
        appender->term_id, 0, log->position_bits_to_shift, log->initial_term_id);
    appender->reserved_padding = 0;
    return AERONKIT_OK;
}

/*
 * Takes framed_length bytes at the exclusive tail. Returns the term offset taken (>= 0; the appender has
 * already moved past it) with *position set, or a negative publication code (padding written and the term
 * rotated when the message did not fit).
 */
static int64_t aeronkit_exclusive_reserve(
    const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender, int64_t limit, int32_t status_length,
    int64_t framed_length, int64_t *position)
{
    const int64_t current = appender->term_begin_position + appender->term_offset;
    if (current >= limit)
    {
        return aeronkit_back_pressure_status(log, current, status_length);
    }

    const int32_t term_offset = appender->term_offset;
    const int64_t resulting_offset = (int64_t)term_offset + framed_length;
    aeronkit_put_int64_release(
        aeronkit_log_tail_address(log, appender->partition_index),
        aeronkit_log_pack_tail(appender->term_id, (int32_t)resulting_offset));

    if (resulting_offset > log->term_length)
    {
        if (term_offset < log->term_length)
        {
            aeronkit_log_write_padding(
                log, aeronkit_log_term(log, appender->partition_index), term_offset,
                log->term_length - term_offset, appender->term_id);
        }
        return aeronkit_exclusive_appender_rotate(log, appender);
    }

    appender->term_offset = (int32_t)resulting_offset;
    *position = appender->term_begin_position + resulting_offset;
    return term_offset;
}

int64_t aeronkit_exclusive_offerv(
    const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender, int64_t limit,
    const aeronkit_iovec_t *vectors, int32_t count, const int64_t *reserved_value)
{
    if (!aeronkit_exclusive_appender_valid(log, appender))
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    int64_t length = aeronkit_vectors_length(log, vectors, count);
    if (length < 0)
    {
        return length;
    }

    const int32_t term_id = appender->term_id;
    uint8_t *term = aeronkit_log_term(log, appender->partition_index);
    int64_t position;
    int64_t term_offset = aeronkit_exclusive_reserve(
        log, appender, limit, (int32_t)length, aeronkit_log_framed_length(log, (int32_t)length), &position);
    if (term_offset < 0)
    {
        return term_offset;
    }

    aeronkit_cursor_t cursor = { vectors, count, 0, 0 };
    aeronkit_append_frames(log, term, (int32_t)term_offset, term_id, (int32_t)length, &cursor, reserved_value);
    return position;
}

int64_t aeronkit_exclusive_offer(
    const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender, int64_t limit, const uint8_t *src,
    int64_t length, const int64_t *reserved_value)
{
    aeronkit_iovec_t vector = { src, length };
    return aeronkit_exclusive_offerv(log, appender, limit, &vector, 1, reserved_value);
}

int64_t aeronkit_exclusive_try_claim(
    const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender, int64_t limit, int32_t length,
    aeronkit_claim_t *claim)
{
    if (!aeronkit_exclusive_appender_valid(log, appender) || NULL == claim || length < 0)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    if (length > log->max_payload_length)
    {
        return AERONKIT_LOG_ERR_MESSAGE_LENGTH;
    }

    const int32_t frame_length = length + AERONKIT_DATA_HEADER_LENGTH;
    const int32_t term_id = appender->term_id;
    const int32_t index = appender->partition_index;
    int64_t position;
    int64_t term_offset = aeronkit_exclusive_reserve(
        log, appender, limit, length, aeronkit_frame_align(frame_length), &position);
    if (term_offset < 0)
    {
        return term_offset;
    }

    aeronkit_log_write_header(log, aeronkit_log_term(log, index), (int32_t)term_offset, frame_length, term_id);
    claim->position = position;
    claim->partition_index = index;
    claim->term_offset = (int32_t)term_offset;
    claim->frame_length = frame_length;
    return position;
}

int64_t aeronkit_exclusive_append_padding(
    const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender, int64_t limit, int32_t length)
{
    if (!aeronkit_exclusive_appender_valid(log, appender) || length < 0)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    if (length > log->max_framed_length)
    {
        return AERONKIT_LOG_ERR_MESSAGE_LENGTH;
    }

    const int32_t frame_length = length + AERONKIT_DATA_HEADER_LENGTH;
    const int32_t term_id = appender->term_id;
    uint8_t *term = aeronkit_log_term(log, appender->partition_index);
    int64_t position;
    int64_t term_offset = aeronkit_exclusive_reserve(
        log, appender, limit, length, aeronkit_frame_align(frame_length), &position);
    if (term_offset < 0)
    {
        return term_offset;
    }

    aeronkit_log_write_padding(log, term, (int32_t)term_offset, frame_length, term_id);
    return position;
}

int32_t aeronkit_exclusive_offer_batch(
    const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender, int64_t limit, const uint8_t *src,
    uint64_t src_length, const int32_t *offsets, const int32_t *lengths, const int64_t *reserved_values,
    int32_t count, int64_t *result)
{
    int rc = aeronkit_batch_check(log, src, src_length, offsets, lengths, count, result);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    if (!aeronkit_exclusive_appender_valid(log, appender))
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }

    /* One message at a time: the exclusive tail is ours, so each step is a plain store, not an atomic. */
    int32_t n = 0;
    int64_t last = appender->term_begin_position + appender->term_offset;
    while (n < count)
    {
        const int32_t term_id = appender->term_id;
        uint8_t *term = aeronkit_log_term(log, appender->partition_index);
        int64_t position;
        int64_t term_offset = aeronkit_exclusive_reserve(
            log, appender, limit, lengths[n], aeronkit_log_framed_length(log, lengths[n]), &position);
        if (term_offset < 0)
        {
            if (0 == n)
            {
                last = term_offset;
            }
            break;
        }
        aeronkit_iovec_t vector = { src + offsets[n], lengths[n] };
        aeronkit_cursor_t cursor = { &vector, 1, 0, 0 };
        aeronkit_append_frames(
            log, term, (int32_t)term_offset, term_id, lengths[n], &cursor,
            NULL == reserved_values ? NULL : &reserved_values[n]);
        last = position;
        n++;
    }
    *result = last;
    return n;
}

/* ------------------------------------------------------------------------------------------------------ */
/* Claims                                                                                                  */
/* ------------------------------------------------------------------------------------------------------ */

static int aeronkit_claim_check(const aeronkit_log_t *log, const aeronkit_claim_t *claim)
{
    if (!aeronkit_log_valid(log) || NULL == claim)
    {
        return AERONKIT_LOG_ERR_ARGUMENT;
    }
    if (claim->partition_index < 0 || claim->partition_index >= AERONKIT_LOG_PARTITION_COUNT ||
        claim->term_offset < 0 || (claim->term_offset & (AERONKIT_FRAME_ALIGNMENT - 1)) != 0 ||
        claim->frame_length < AERONKIT_DATA_HEADER_LENGTH ||
        claim->frame_length > log->term_length - claim->term_offset)
    {
        return AERONKIT_LOG_ERR_BOUNDS;
    }
    /* Still our reservation: the header holds the negative length until commit or abort. */
    const uint8_t *frame = aeronkit_log_term(log, claim->partition_index) + claim->term_offset;
    if (aeronkit_get_int32_acquire(frame) != -claim->frame_length)
    {
        return AERONKIT_LOG_ERR_CLAIM;
    }
    return AERONKIT_OK;
}

int aeronkit_claim_commit(const aeronkit_log_t *log, const aeronkit_claim_t *claim)
{
    int rc = aeronkit_claim_check(log, claim);
    if (AERONKIT_OK == rc)
    {
        uint8_t *term = aeronkit_log_term(log, claim->partition_index);
        aeronkit_put_int32_release(term + claim->term_offset, claim->frame_length);
    }
    return rc;
}

int aeronkit_claim_abort(const aeronkit_log_t *log, const aeronkit_claim_t *claim)
{
    int rc = aeronkit_claim_check(log, claim);
    if (AERONKIT_OK == rc)
    {
        uint8_t *term = aeronkit_log_term(log, claim->partition_index);
        aeronkit_log_frame_type(term, claim->term_offset, AERONKIT_FRAME_TYPE_PAD);
        aeronkit_put_int32_release(term + claim->term_offset, claim->frame_length);
    }
    return rc;
}
