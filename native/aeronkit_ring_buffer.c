#include "aeronkit_ring_buffer.h"

int32_t aeronkit_rb_capacity(const uint8_t *buffer, size_t length)
{
    return aeronkit_rb_capacity_of(buffer, length);
}

int32_t aeronkit_rb_max_msg_length(const uint8_t *buffer, size_t length)
{
    int32_t capacity = aeronkit_rb_capacity_of(buffer, length);
    return capacity < 0 ? capacity : aeronkit_rb_max_msg_length_of(capacity);
}

static int aeronkit_rb_check_message(int32_t capacity, int32_t msg_type_id, int32_t msg_length)
{
    if (msg_type_id < 1 || msg_length < 0 || msg_length > aeronkit_rb_max_msg_length_of(capacity))
    {
        return AERONKIT_RB_ERR_ARGUMENT;
    }
    return AERONKIT_OK;
}

int aeronkit_rb_write(uint8_t *buffer, size_t length, int32_t msg_type_id, const uint8_t *src, int32_t src_length)
{
    int32_t capacity = aeronkit_rb_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    int rc = aeronkit_rb_check_message(capacity, msg_type_id, src_length);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    if (src_length > 0 && NULL == src)
    {
        return AERONKIT_RB_ERR_ARGUMENT;
    }
    return aeronkit_rb_write_unchecked(buffer, capacity, msg_type_id, src, src_length);
}

int32_t aeronkit_rb_try_claim(uint8_t *buffer, size_t length, int32_t msg_type_id, int32_t msg_length)
{
    int32_t capacity = aeronkit_rb_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    int rc = aeronkit_rb_check_message(capacity, msg_type_id, msg_length);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    int32_t record_length = msg_length + AERONKIT_RB_HEADER_LENGTH;
    int32_t index = aeronkit_rb_claim(buffer, capacity, aeronkit_rb_align(record_length));
    if (index < 0)
    {
        return index;
    }
    aeronkit_put_int32_release(buffer + index, -record_length);
    aeronkit_fence_release();
    memcpy(buffer + index + 4, &msg_type_id, sizeof(int32_t));
    return index + AERONKIT_RB_HEADER_LENGTH;
}

/* The record index for a claim index, after checking that it still holds an uncommitted claim. */
static int32_t aeronkit_rb_claimed_record(uint8_t *buffer, size_t length, int32_t index, int32_t *record_length)
{
    int32_t capacity = aeronkit_rb_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    int32_t record_index = index - AERONKIT_RB_HEADER_LENGTH;
    if (record_index < 0 || record_index > capacity - AERONKIT_RB_HEADER_LENGTH ||
        (record_index & (AERONKIT_RB_ALIGNMENT - 1)) != 0)
    {
        return AERONKIT_RB_ERR_ARGUMENT;
    }
    *record_length = aeronkit_get_int32_acquire(buffer + record_index);
    if (*record_length >= 0)
    {
        return AERONKIT_RB_ERR_STATE;
    }
    if (-(int64_t)*record_length > (int64_t)capacity - record_index)
    {
        return AERONKIT_RB_ERR_CORRUPT;
    }
    return record_index;
}

int aeronkit_rb_commit(uint8_t *buffer, size_t length, int32_t index)
{
    int32_t record_length = 0;
    int32_t record_index = aeronkit_rb_claimed_record(buffer, length, index, &record_length);
    if (record_index < 0)
    {
        return record_index;
    }
    aeronkit_put_int32_release(buffer + record_index, -record_length);
    return AERONKIT_OK;
}

int aeronkit_rb_abort(uint8_t *buffer, size_t length, int32_t index)
{
    int32_t record_length = 0;
    int32_t record_index = aeronkit_rb_claimed_record(buffer, length, index, &record_length);
    if (record_index < 0)
    {
        return record_index;
    }
    memcpy(buffer + record_index + 4, &(int32_t){ AERONKIT_RB_PADDING_MSG_TYPE_ID }, sizeof(int32_t));
    aeronkit_put_int32_release(buffer + record_index, -record_length);
    return AERONKIT_OK;
}

int32_t aeronkit_rb_read_batch(
    uint8_t *buffer, size_t length, int32_t limit,
    int32_t *type_ids, int32_t *offsets, int32_t *lengths, aeronkit_rb_batch_t *batch)
{
    int32_t capacity = aeronkit_rb_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    if (limit < 0 || NULL == batch || (limit > 0 && (NULL == type_ids || NULL == offsets || NULL == lengths)))
    {
        return AERONKIT_RB_ERR_ARGUMENT;
    }
    const uint8_t *trailer = buffer + capacity;
    int64_t head = aeronkit_get_int64_acquire(trailer + AERONKIT_RB_HEAD_POSITION_OFFSET);
    int32_t head_index = (int32_t)(head & (capacity - 1));
    int32_t max_block = capacity - head_index;
    int32_t bytes_read = 0;
    int32_t count = 0;

    batch->head = head;
    while (bytes_read < max_block && count < limit)
    {
        int32_t record_index = head_index + bytes_read;
        int32_t record_length = aeronkit_get_int32_acquire(buffer + record_index);
        if (record_length <= 0)
        {
            break;
        }
        if (record_length < AERONKIT_RB_HEADER_LENGTH || record_length > max_block - bytes_read)
        {
            batch->bytes = bytes_read;
            batch->count = count;
            return AERONKIT_SET_ERR(AERONKIT_RB_ERR_CORRUPT, "record length %d after %d bytes read",
                record_length, bytes_read);
        }
        bytes_read += aeronkit_rb_align(record_length);
        int32_t type_id;
        memcpy(&type_id, buffer + record_index + 4, sizeof(int32_t));
        if (AERONKIT_RB_PADDING_MSG_TYPE_ID == type_id)
        {
            continue;
        }
        type_ids[count] = type_id;
        offsets[count] = record_index + AERONKIT_RB_HEADER_LENGTH;
        lengths[count] = record_length - AERONKIT_RB_HEADER_LENGTH;
        count++;
    }
    batch->bytes = bytes_read;
    batch->count = count;
    return count;
}

int aeronkit_rb_consume(uint8_t *buffer, size_t length, int64_t head, int32_t bytes)
{
    int32_t capacity = aeronkit_rb_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    uint8_t *trailer = buffer + capacity;
    int64_t current = aeronkit_get_int64_acquire(trailer + AERONKIT_RB_HEAD_POSITION_OFFSET);
    int32_t head_index = (int32_t)(head & (capacity - 1));
    if (current != head)
    {
        return AERONKIT_RB_ERR_STATE;
    }
    if (bytes < 0 || bytes > capacity - head_index || (bytes & (AERONKIT_RB_ALIGNMENT - 1)) != 0)
    {
        return AERONKIT_RB_ERR_ARGUMENT;
    }
    if (bytes > 0)
    {
        memset(buffer + head_index, 0, (size_t)bytes);
        aeronkit_put_int64_release(trailer + AERONKIT_RB_HEAD_POSITION_OFFSET, head + bytes);
    }
    return AERONKIT_OK;
}

static int aeronkit_rb_trailer_get(const uint8_t *buffer, size_t length, int32_t field, int64_t *out)
{
    int32_t capacity = aeronkit_rb_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    *out = aeronkit_get_int64_acquire(buffer + capacity + field);
    return AERONKIT_OK;
}

int aeronkit_rb_next_correlation_id(uint8_t *buffer, size_t length, int64_t *out)
{
    int32_t capacity = aeronkit_rb_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    *out = aeronkit_get_and_add_int64(buffer + capacity + AERONKIT_RB_CORRELATION_COUNTER_OFFSET, 1);
    return AERONKIT_OK;
}

int aeronkit_rb_consumer_heartbeat_time(const uint8_t *buffer, size_t length, int64_t *out)
{
    return aeronkit_rb_trailer_get(buffer, length, AERONKIT_RB_CONSUMER_HEARTBEAT_OFFSET, out);
}

int aeronkit_rb_set_consumer_heartbeat_time(uint8_t *buffer, size_t length, int64_t time_ms)
{
    int32_t capacity = aeronkit_rb_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    aeronkit_put_int64_release(buffer + capacity + AERONKIT_RB_CONSUMER_HEARTBEAT_OFFSET, time_ms);
    return AERONKIT_OK;
}

int aeronkit_rb_producer_position(const uint8_t *buffer, size_t length, int64_t *out)
{
    return aeronkit_rb_trailer_get(buffer, length, AERONKIT_RB_TAIL_POSITION_OFFSET, out);
}

int aeronkit_rb_consumer_position(const uint8_t *buffer, size_t length, int64_t *out)
{
    return aeronkit_rb_trailer_get(buffer, length, AERONKIT_RB_HEAD_POSITION_OFFSET, out);
}

int32_t aeronkit_rb_size(const uint8_t *buffer, size_t length)
{
    int32_t capacity = aeronkit_rb_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    const uint8_t *trailer = buffer + capacity;
    int64_t head_before;
    int64_t tail;
    int64_t head_after = aeronkit_get_int64_acquire(trailer + AERONKIT_RB_HEAD_POSITION_OFFSET);
    do
    {
        head_before = head_after;
        tail = aeronkit_get_int64_acquire(trailer + AERONKIT_RB_TAIL_POSITION_OFFSET);
        head_after = aeronkit_get_int64_acquire(trailer + AERONKIT_RB_HEAD_POSITION_OFFSET);
    }
    while (head_after != head_before);

    int64_t size = tail - head_after;
    if (size < 0)
    {
        return 0;
    }
    return size > capacity ? capacity : (int32_t)size;
}

/* True when every 8-byte slot from `from` (exclusive) back to `limit` (inclusive) still reads zero. */
static int aeronkit_rb_still_zeroed(const uint8_t *buffer, int32_t from, int32_t limit)
{
    for (int32_t i = from - AERONKIT_RB_ALIGNMENT; i >= limit; i -= AERONKIT_RB_ALIGNMENT)
    {
        if (0 != aeronkit_get_int32_acquire(buffer + i))
        {
            return 0;
        }
    }
    return 1;
}

/*
 * Free a consumer blocked by a producer that claimed space and never committed (it died): the blocked
 * record becomes padding. Returns 1 when unblocked, 0 when nothing was blocked, or a negative error.
 */
int aeronkit_rb_unblock(uint8_t *buffer, size_t length)
{
    int32_t capacity = aeronkit_rb_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    uint8_t *trailer = buffer + capacity;
    int64_t head = aeronkit_get_int64_acquire(trailer + AERONKIT_RB_HEAD_POSITION_OFFSET);
    int64_t tail = aeronkit_get_int64_acquire(trailer + AERONKIT_RB_TAIL_POSITION_OFFSET);
    if (head == tail)
    {
        return 0;
    }
    int32_t mask = capacity - 1;
    int32_t consumer_index = (int32_t)(head & mask);
    int32_t producer_index = (int32_t)(tail & mask);
    int32_t padding_type = AERONKIT_RB_PADDING_MSG_TYPE_ID;
    int32_t record_length = aeronkit_get_int32_acquire(buffer + consumer_index);

    if (record_length < 0)
    {
        if (-(int64_t)record_length > (int64_t)capacity - consumer_index)
        {
            return AERONKIT_RB_ERR_CORRUPT;
        }
        memcpy(buffer + consumer_index + 4, &padding_type, sizeof(int32_t));
        aeronkit_put_int32_release(buffer + consumer_index, -record_length);
        return 1;
    }
    if (0 == record_length)
    {
        int32_t limit = producer_index > consumer_index ? producer_index : capacity;
        for (int32_t i = consumer_index + AERONKIT_RB_ALIGNMENT; i < limit; i += AERONKIT_RB_ALIGNMENT)
        {
            if (0 != aeronkit_get_int32_acquire(buffer + i))
            {
                if (aeronkit_rb_still_zeroed(buffer, i, consumer_index))
                {
                    memcpy(buffer + consumer_index + 4, &padding_type, sizeof(int32_t));
                    aeronkit_put_int32_release(buffer + consumer_index, i - consumer_index);
                    return 1;
                }
                return 0;
            }
        }
    }
    return 0;
}
