/*
 * Many-to-one ring buffer, byte-compatible with Agrona's ManyToOneRingBuffer (Agrona 2.4.1, the version
 * Aeron 1.51.0 uses): the to-driver command buffer in cnc.dat. Many producers (clients, possibly in other
 * processes) claim space by CAS on the tail; one consumer (the driver conductor) reads from the head.
 *
 * Layout: `capacity` bytes of records (a power of two) followed by a 768-byte trailer holding, each on its
 * own pair of cache lines, tail (+128), head cache (+256), head (+384), correlation counter (+512) and
 * consumer heartbeat (+640). A record is int32 length (header + body, unaligned; negative while being
 * written), int32 message type id, body; records start on 8-byte boundaries. Type -1 marks padding.
 *
 * Every entry point takes the buffer and its full length (capacity + trailer) and validates both, so a
 * bad length from Python or a damaged record in a mapped file yields an error code, never a stray access.
 */
#ifndef AERONKIT_RING_BUFFER_H
#define AERONKIT_RING_BUFFER_H

#include <stdint.h>
#include <string.h>

#include "aeronkit_atomic.h"
#include "aeronkit_errors.h"

#define AERONKIT_RB_TAIL_POSITION_OFFSET (128)
#define AERONKIT_RB_HEAD_CACHE_POSITION_OFFSET (256)
#define AERONKIT_RB_HEAD_POSITION_OFFSET (384)
#define AERONKIT_RB_CORRELATION_COUNTER_OFFSET (512)
#define AERONKIT_RB_CONSUMER_HEARTBEAT_OFFSET (640)
#define AERONKIT_RB_TRAILER_LENGTH (768)

#define AERONKIT_RB_HEADER_LENGTH (8)
#define AERONKIT_RB_ALIGNMENT (8)
#define AERONKIT_RB_PADDING_MSG_TYPE_ID (-1)

/* A result, not an error: no room for the message now (errors are AERONKIT_RB_ERR_*, aeronkit_errors.h). */
#define AERONKIT_RB_INSUFFICIENT_CAPACITY (-20)

static inline int32_t aeronkit_rb_align(int32_t value)
{
    return (value + (AERONKIT_RB_ALIGNMENT - 1)) & ~(AERONKIT_RB_ALIGNMENT - 1);
}

/* Capacity of the record area for a buffer of `length` bytes, or AERONKIT_RB_ERR_CAPACITY. */
static inline int32_t aeronkit_rb_capacity_of(const uint8_t *buffer, size_t length)
{
    if (NULL == buffer || ((uintptr_t)buffer & (AERONKIT_RB_ALIGNMENT - 1)) != 0)
    {
        return AERONKIT_RB_ERR_CAPACITY;
    }
    if (length <= AERONKIT_RB_TRAILER_LENGTH || length - AERONKIT_RB_TRAILER_LENGTH >= (size_t)INT32_MAX)
    {
        return AERONKIT_RB_ERR_CAPACITY;
    }
    size_t capacity = length - AERONKIT_RB_TRAILER_LENGTH;
    if ((capacity & (capacity - 1)) != 0 || capacity < AERONKIT_RB_HEADER_LENGTH)
    {
        return AERONKIT_RB_ERR_CAPACITY;
    }
    return (int32_t)capacity;
}

/* Agrona: maxMsgLength = 0 when capacity == header length, else max(header, capacity / 8). */
static inline int32_t aeronkit_rb_max_msg_length_of(int32_t capacity)
{
    if (AERONKIT_RB_HEADER_LENGTH == capacity)
    {
        return 0;
    }
    int32_t eighth = capacity >> 3;
    return eighth > AERONKIT_RB_HEADER_LENGTH ? eighth : AERONKIT_RB_HEADER_LENGTH;
}

/*
 * Claim `required` aligned bytes: returns the record index, or AERONKIT_RB_INSUFFICIENT_CAPACITY.
 * When the record would straddle the end, the rest of the buffer becomes a padding record and the
 * record goes to index 0 (if there is room there; otherwise only the padding is claimed).
 */
static inline int32_t aeronkit_rb_claim(uint8_t *buffer, int32_t capacity, int32_t required)
{
    uint8_t *trailer = buffer + capacity;
    const int64_t mask = capacity - 1;
    int64_t head = aeronkit_get_int64_acquire(trailer + AERONKIT_RB_HEAD_CACHE_POSITION_OFFSET);
    int64_t tail;
    int64_t new_tail;
    int32_t tail_index;
    int32_t padding;
    int32_t write_index;

    do
    {
        tail = aeronkit_get_int64_acquire(trailer + AERONKIT_RB_TAIL_POSITION_OFFSET);
        int64_t available = (int64_t)capacity - (tail - head);
        if (required > available)
        {
            head = aeronkit_get_int64_acquire(trailer + AERONKIT_RB_HEAD_POSITION_OFFSET);
            if (required > (int64_t)capacity - (tail - head))
            {
                return AERONKIT_RB_INSUFFICIENT_CAPACITY;
            }
            aeronkit_put_int64_release(trailer + AERONKIT_RB_HEAD_CACHE_POSITION_OFFSET, head);
        }

        new_tail = tail + required;
        padding = 0;
        tail_index = (int32_t)(tail & mask);
        write_index = tail_index;
        int32_t to_end = capacity - tail_index;

        if (required > to_end)
        {
            int32_t head_index = (int32_t)(head & mask);
            write_index = 0;
            if (required > head_index)
            {
                head = aeronkit_get_int64_acquire(trailer + AERONKIT_RB_HEAD_POSITION_OFFSET);
                head_index = (int32_t)(head & mask);
                if (required > head_index)
                {
                    write_index = AERONKIT_RB_INSUFFICIENT_CAPACITY;
                    new_tail = tail;
                }
                aeronkit_put_int64_release(trailer + AERONKIT_RB_HEAD_CACHE_POSITION_OFFSET, head);
            }
            padding = to_end;
            new_tail += padding;
        }
    }
    while (!aeronkit_cas_int64(trailer + AERONKIT_RB_TAIL_POSITION_OFFSET, tail, new_tail));

    if (0 != padding)
    {
        aeronkit_put_int32_release(buffer + tail_index, -padding);
        aeronkit_fence_release();
        memcpy(buffer + tail_index + 4, &(int32_t){ AERONKIT_RB_PADDING_MSG_TYPE_ID }, sizeof(int32_t));
        aeronkit_put_int32_release(buffer + tail_index, padding);
    }

    return write_index;
}

/* Write one message; AERONKIT_OK, AERONKIT_RB_INSUFFICIENT_CAPACITY or a negative error. */
static inline int aeronkit_rb_write_unchecked(
    uint8_t *buffer, int32_t capacity, int32_t msg_type_id, const uint8_t *src, int32_t src_length)
{
    int32_t record_length = src_length + AERONKIT_RB_HEADER_LENGTH;
    int32_t index = aeronkit_rb_claim(buffer, capacity, aeronkit_rb_align(record_length));
    if (index < 0)
    {
        return index;
    }
    aeronkit_put_int32_release(buffer + index, -record_length);
    aeronkit_fence_release();
    if (src_length > 0)
    {
        memcpy(buffer + index + AERONKIT_RB_HEADER_LENGTH, src, (size_t)src_length);
    }
    memcpy(buffer + index + 4, &msg_type_id, sizeof(int32_t));
    aeronkit_put_int32_release(buffer + index, record_length);
    return AERONKIT_OK;
}

typedef struct aeronkit_rb_batch_stct
{
    int64_t head;          /* head position when the batch was collected */
    int32_t bytes;         /* bytes to consume to commit the whole batch (records and padding) */
    int32_t count;         /* messages collected (padding excluded) */
}
aeronkit_rb_batch_t;

/* Out-of-line, bounds-checked entry points for Python. */
int32_t aeronkit_rb_capacity(const uint8_t *buffer, size_t length);
int32_t aeronkit_rb_max_msg_length(const uint8_t *buffer, size_t length);
int aeronkit_rb_write(uint8_t *buffer, size_t length, int32_t msg_type_id, const uint8_t *src, int32_t src_length);
int32_t aeronkit_rb_try_claim(uint8_t *buffer, size_t length, int32_t msg_type_id, int32_t msg_length);
int aeronkit_rb_commit(uint8_t *buffer, size_t length, int32_t index);
int aeronkit_rb_abort(uint8_t *buffer, size_t length, int32_t index);
int32_t aeronkit_rb_read_batch(
    uint8_t *buffer, size_t length, int32_t limit,
    int32_t *type_ids, int32_t *offsets, int32_t *lengths, aeronkit_rb_batch_t *batch);
int aeronkit_rb_consume(uint8_t *buffer, size_t length, int64_t head, int32_t bytes);
int aeronkit_rb_next_correlation_id(uint8_t *buffer, size_t length, int64_t *out);
int aeronkit_rb_consumer_heartbeat_time(const uint8_t *buffer, size_t length, int64_t *out);
int aeronkit_rb_set_consumer_heartbeat_time(uint8_t *buffer, size_t length, int64_t time_ms);
int aeronkit_rb_producer_position(const uint8_t *buffer, size_t length, int64_t *out);
int aeronkit_rb_consumer_position(const uint8_t *buffer, size_t length, int64_t *out);
int32_t aeronkit_rb_size(const uint8_t *buffer, size_t length);
int aeronkit_rb_unblock(uint8_t *buffer, size_t length);

#endif
