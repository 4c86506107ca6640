#include "aeronkit_broadcast.h"

int32_t aeronkit_bc_capacity(const uint8_t *buffer, size_t length)
{
    return aeronkit_bc_capacity_of(buffer, length);
}

int32_t aeronkit_bc_max_msg_length(const uint8_t *buffer, size_t length)
{
    int32_t capacity = aeronkit_bc_capacity_of(buffer, length);
    return capacity < 0 ? capacity : capacity / 8;
}

int aeronkit_bc_transmit(uint8_t *buffer, size_t length, int32_t msg_type_id, const uint8_t *src, int32_t src_length)
{
    int32_t capacity = aeronkit_bc_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    if (msg_type_id < 1 || src_length < 0 || src_length > capacity / 8 || (src_length > 0 && NULL == src))
    {
        return AERONKIT_BC_ERR_ARGUMENT;
    }
    uint8_t *trailer = buffer + capacity;
    int64_t current_tail;
    memcpy(&current_tail, trailer + AERONKIT_BC_TAIL_COUNTER_OFFSET, sizeof(int64_t));
    int32_t record_offset = (int32_t)(current_tail & (capacity - 1));
    int32_t record_length = AERONKIT_BC_HEADER_LENGTH + src_length;
    int32_t aligned_length = aeronkit_bc_align(record_length);
    int64_t new_tail = current_tail + aligned_length;
    int32_t to_end = capacity - record_offset;

    if (to_end < aligned_length)
    {
        int32_t padding_type = AERONKIT_BC_PADDING_MSG_TYPE_ID;
        aeronkit_put_int64_release(trailer + AERONKIT_BC_TAIL_INTENT_COUNTER_OFFSET, new_tail + to_end);
        aeronkit_fence_release();
        memcpy(buffer + record_offset, &to_end, sizeof(int32_t));
        memcpy(buffer + record_offset + 4, &padding_type, sizeof(int32_t));
        current_tail += to_end;
        record_offset = 0;
    }
    else
    {
        aeronkit_put_int64_release(trailer + AERONKIT_BC_TAIL_INTENT_COUNTER_OFFSET, new_tail);
        aeronkit_fence_release();
    }

    memcpy(buffer + record_offset, &record_length, sizeof(int32_t));
    memcpy(buffer + record_offset + 4, &msg_type_id, sizeof(int32_t));
    if (src_length > 0)
    {
        memcpy(buffer + record_offset + AERONKIT_BC_HEADER_LENGTH, src, (size_t)src_length);
    }
    aeronkit_put_int64_release(trailer + AERONKIT_BC_LATEST_COUNTER_OFFSET, current_tail);
    aeronkit_put_int64_release(trailer + AERONKIT_BC_TAIL_COUNTER_OFFSET, current_tail + aligned_length);
    return AERONKIT_OK;
}

int aeronkit_bc_receiver_init(aeronkit_bc_receiver_t *receiver, const uint8_t *buffer, size_t length)
{
    int32_t capacity = aeronkit_bc_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    if (NULL == receiver)
    {
        return AERONKIT_BC_ERR_ARGUMENT;
    }
    int64_t latest = aeronkit_get_int64_acquire(buffer + capacity + AERONKIT_BC_LATEST_COUNTER_OFFSET);
    receiver->cursor = latest;
    receiver->next_record = latest;
    receiver->lapped_count = 0;
    receiver->record_offset = (int32_t)(latest & (capacity - 1));
    receiver->capacity = capacity;
    return AERONKIT_OK;
}

/* Length of the record at `offset` when it lies inside the buffer, else -1. */
static int32_t aeronkit_bc_record_length_at(const uint8_t *buffer, int32_t capacity, int32_t offset)
{
    int32_t record_length;
    memcpy(&record_length, buffer + offset, sizeof(int32_t));
    if (record_length < AERONKIT_BC_HEADER_LENGTH || record_length > capacity - offset)
    {
        return -1;
    }
    return record_length;
}

/* A record that does not fit is either a torn read while being lapped or real damage. */
static int aeronkit_bc_bad_record(aeronkit_bc_receiver_t *receiver, const uint8_t *buffer, int32_t capacity)
{
    if (!aeronkit_bc_is_valid(buffer, capacity, receiver->cursor))
    {
        receiver->lapped_count++;
        receiver->next_record = aeronkit_get_int64_acquire(buffer + capacity + AERONKIT_BC_LATEST_COUNTER_OFFSET);
        return AERONKIT_BC_ERR_LAPPED;
    }
    return AERONKIT_BC_ERR_CORRUPT;
}

int aeronkit_bc_receive_next(aeronkit_bc_receiver_t *receiver, const uint8_t *buffer, size_t length)
{
    int32_t capacity = aeronkit_bc_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    if (NULL == receiver || receiver->capacity != capacity)
    {
        return AERONKIT_BC_ERR_ARGUMENT;
    }
    int64_t tail = aeronkit_get_int64_acquire(buffer + capacity + AERONKIT_BC_TAIL_COUNTER_OFFSET);
    int64_t cursor = receiver->next_record;
    if (tail <= cursor)
    {
        return 0;
    }
    int32_t mask = capacity - 1;
    int32_t record_offset = (int32_t)(cursor & mask);
    if (!aeronkit_bc_is_valid(buffer, capacity, cursor))
    {
        receiver->lapped_count++;
        cursor = aeronkit_get_int64_acquire(buffer + capacity + AERONKIT_BC_LATEST_COUNTER_OFFSET);
        record_offset = (int32_t)(cursor & mask);
    }
    receiver->cursor = cursor;
    int32_t record_length = aeronkit_bc_record_length_at(buffer, capacity, record_offset);
    if (record_length < 0)
    {
        return aeronkit_bc_bad_record(receiver, buffer, capacity);
    }
    receiver->next_record = cursor + aeronkit_bc_align(record_length);

    int32_t type_id;
    memcpy(&type_id, buffer + record_offset + 4, sizeof(int32_t));
    if (AERONKIT_BC_PADDING_MSG_TYPE_ID == type_id)
    {
        record_offset = 0;
        receiver->cursor = receiver->next_record;
        record_length = aeronkit_bc_record_length_at(buffer, capacity, 0);
        if (record_length < 0)
        {
            return aeronkit_bc_bad_record(receiver, buffer, capacity);
        }
        receiver->next_record += aeronkit_bc_align(record_length);
    }
    receiver->record_offset = record_offset;
    return 1;
}

int aeronkit_bc_receiver_record(
    const aeronkit_bc_receiver_t *receiver, const uint8_t *buffer, size_t length,
    int32_t *type_id, int32_t *offset, int32_t *msg_length)
{
    int32_t capacity = aeronkit_bc_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    if (NULL == receiver || receiver->capacity != capacity || receiver->record_offset < 0 ||
        receiver->record_offset > capacity - AERONKIT_BC_HEADER_LENGTH)
    {
        return AERONKIT_BC_ERR_ARGUMENT;
    }
    int32_t record_length = aeronkit_bc_record_length_at(buffer, capacity, receiver->record_offset);
    if (record_length < 0)
    {
        return AERONKIT_BC_ERR_CORRUPT;
    }
    memcpy(type_id, buffer + receiver->record_offset + 4, sizeof(int32_t));
    *offset = receiver->record_offset + AERONKIT_BC_HEADER_LENGTH;
    *msg_length = record_length - AERONKIT_BC_HEADER_LENGTH;
    return AERONKIT_OK;
}

int aeronkit_bc_validate(const aeronkit_bc_receiver_t *receiver, const uint8_t *buffer, size_t length)
{
    int32_t capacity = aeronkit_bc_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    if (NULL == receiver || receiver->capacity != capacity)
    {
        return AERONKIT_BC_ERR_ARGUMENT;
    }
    aeronkit_fence_acquire();
    return aeronkit_bc_is_valid(buffer, capacity, receiver->cursor);
}

int32_t aeronkit_bc_copy_receive_batch(
    aeronkit_bc_receiver_t *receiver, const uint8_t *buffer, size_t length,
    uint8_t *scratch, size_t scratch_length, int32_t limit,
    int32_t *type_ids, int32_t *offsets, int32_t *lengths, int32_t *lapped)
{
    int32_t capacity = aeronkit_bc_capacity_of(buffer, length);
    if (capacity < 0)
    {
        return capacity;
    }
    if (NULL == receiver || NULL == lapped || limit < 0 || (limit > 0 && NULL == scratch) ||
        (limit > 0 && (NULL == type_ids || NULL == offsets || NULL == lengths)) || scratch_length > INT32_MAX)
    {
        return AERONKIT_BC_ERR_ARGUMENT;
    }
    *lapped = 0;
    int32_t count = 0;
    int32_t used = 0;

    while (count < limit)
    {
        aeronkit_bc_receiver_t saved = *receiver;
        int rc = aeronkit_bc_receive_next(receiver, buffer, length);
        if (0 == rc)
        {
            break;
        }
        if (AERONKIT_BC_ERR_LAPPED == rc || (rc > 0 && receiver->lapped_count != saved.lapped_count))
        {
            *lapped = 1;
            break;
        }
        if (rc < 0)
        {
            return rc;
        }
        int32_t type_id;
        int32_t offset;
        int32_t msg_length;
        rc = aeronkit_bc_receiver_record(receiver, buffer, length, &type_id, &offset, &msg_length);
        if (rc < 0)
        {
            if (!aeronkit_bc_is_valid(buffer, capacity, receiver->cursor))
            {
                *lapped = 1;
                break;
            }
            return rc;
        }
        int32_t position = aeronkit_bc_align(used);
        if (position > (int32_t)scratch_length || msg_length > (int32_t)scratch_length - position)
        {
            if (0 == count)
            {
                return AERONKIT_BC_ERR_SCRATCH_TOO_SMALL;
            }
            *receiver = saved;
            break;
        }
        memcpy(scratch + position, buffer + offset, (size_t)msg_length);
        aeronkit_fence_acquire();
        if (!aeronkit_bc_is_valid(buffer, capacity, receiver->cursor))
        {
            *lapped = 1;
            break;
        }
        type_ids[count] = type_id;
        offsets[count] = position;
        lengths[count] = msg_length;
        used = position + msg_length;
        count++;
    }
    return count;
}
