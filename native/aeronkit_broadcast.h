/*
 * One-to-many broadcast buffer, byte-compatible with Agrona's BroadcastTransmitter / BroadcastReceiver
 * (Agrona 2.4.1, used by Aeron 1.51.0): the to-clients buffer in cnc.dat. One transmitter (the driver)
 * never waits for receivers; a receiver that falls a whole capacity behind is "lapped" and detects it.
 *
 * Layout: `capacity` bytes of records (a power of two) followed by a 128-byte trailer: tail intent
 * counter (+0), tail counter (+8), latest counter (+16). A record is int32 length (header + body,
 * unaligned), int32 type id, body, on 8-byte boundaries; type -1 is padding to the end of the buffer.
 */
#ifndef AERONKIT_BROADCAST_H
#define AERONKIT_BROADCAST_H

#include <stdint.h>
#include <string.h>

#include "aeronkit_atomic.h"
#include "aeronkit_errors.h"

#define AERONKIT_BC_TAIL_INTENT_COUNTER_OFFSET (0)
#define AERONKIT_BC_TAIL_COUNTER_OFFSET (8)
#define AERONKIT_BC_LATEST_COUNTER_OFFSET (16)
#define AERONKIT_BC_TRAILER_LENGTH (128)
#define AERONKIT_BC_HEADER_LENGTH (8)
#define AERONKIT_BC_RECORD_ALIGNMENT (8)
#define AERONKIT_BC_PADDING_MSG_TYPE_ID (-1)

/* Receiver state, owned by one reader; Python allocates it with ffi.new. */
typedef struct aeronkit_bc_receiver_stct
{
    int64_t cursor;
    int64_t next_record;
    int64_t lapped_count;
    int32_t record_offset;
    int32_t capacity;
}
aeronkit_bc_receiver_t;

static inline int32_t aeronkit_bc_align(int32_t value)
{
    return (value + (AERONKIT_BC_RECORD_ALIGNMENT - 1)) & ~(AERONKIT_BC_RECORD_ALIGNMENT - 1);
}

static inline int32_t aeronkit_bc_capacity_of(const uint8_t *buffer, size_t length)
{
    if (NULL == buffer || ((uintptr_t)buffer & (AERONKIT_BC_RECORD_ALIGNMENT - 1)) != 0)
    {
        return AERONKIT_BC_ERR_CAPACITY;
    }
    if (length <= AERONKIT_BC_TRAILER_LENGTH || length - AERONKIT_BC_TRAILER_LENGTH >= (size_t)INT32_MAX)
    {
        return AERONKIT_BC_ERR_CAPACITY;
    }
    size_t capacity = length - AERONKIT_BC_TRAILER_LENGTH;
    if ((capacity & (capacity - 1)) != 0 || capacity < AERONKIT_BC_HEADER_LENGTH)
    {
        return AERONKIT_BC_ERR_CAPACITY;
    }
    return (int32_t)capacity;
}

static inline int aeronkit_bc_is_valid(const uint8_t *buffer, int32_t capacity, int64_t cursor)
{
    int64_t tail_intent = aeronkit_get_int64_acquire(buffer + capacity + AERONKIT_BC_TAIL_INTENT_COUNTER_OFFSET);
    return (cursor + capacity) > tail_intent;
}

int32_t aeronkit_bc_capacity(const uint8_t *buffer, size_t length);
int32_t aeronkit_bc_max_msg_length(const uint8_t *buffer, size_t length);
int aeronkit_bc_transmit(uint8_t *buffer, size_t length, int32_t msg_type_id, const uint8_t *src, int32_t src_length);
int aeronkit_bc_receiver_init(aeronkit_bc_receiver_t *receiver, const uint8_t *buffer, size_t length);
int aeronkit_bc_receive_next(aeronkit_bc_receiver_t *receiver, const uint8_t *buffer, size_t length);
int aeronkit_bc_receiver_record(
    const aeronkit_bc_receiver_t *receiver, const uint8_t *buffer, size_t length,
    int32_t *type_id, int32_t *offset, int32_t *msg_length);
int aeronkit_bc_validate(const aeronkit_bc_receiver_t *receiver, const uint8_t *buffer, size_t length);
int32_t aeronkit_bc_copy_receive_batch(
    aeronkit_bc_receiver_t *receiver, const uint8_t *buffer, size_t length,
    uint8_t *scratch, size_t scratch_length, int32_t limit,
    int32_t *type_ids, int32_t *offsets, int32_t *lengths, int32_t *lapped);

#endif
