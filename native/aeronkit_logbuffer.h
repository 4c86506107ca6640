/*
 * Log buffers: the file layout Aeron publications and images share (three terms followed by a 4096-byte
 * metadata section), the position arithmetic over it, and the header writer every appender uses.
 *
 * Byte-identical to Aeron 1.51.0 so a Java or C client can map our files and we can map theirs; the facts
 * come from aeron-client/src/main/java/io/aeron/logbuffer/LogBufferDescriptor.java, FrameDescriptor.java,
 * HeaderWriter.java and aeron-client/src/main/c/concurrent/aeron_logbuffer_descriptor.h.
 *
 * A mapped file is described once by an aeronkit_log_t filled by aeronkit_log_init(), which validates the
 * metadata against the mapped length. Every later entry point bounds its offsets against the cached
 * term length in that struct, never against values re-read from shared memory, so a writer that scribbles
 * on the metadata cannot make us read or write outside the mapping.
 */
#ifndef AERONKIT_LOGBUFFER_H
#define AERONKIT_LOGBUFFER_H

#include <stdint.h>
#include <string.h>

#include "aeronkit_atomic.h"
#include "aeronkit_errors.h"

#define AERONKIT_LOG_PARTITION_COUNT (3)
#define AERONKIT_LOG_TERM_MIN_LENGTH (64 * 1024)
#define AERONKIT_LOG_TERM_MAX_LENGTH (1024 * 1024 * 1024)
#define AERONKIT_LOG_PAGE_MIN_SIZE (4 * 1024)
#define AERONKIT_LOG_PAGE_MAX_SIZE (1024 * 1024 * 1024)
#define AERONKIT_LOG_META_DATA_LENGTH (4 * 1024)
#define AERONKIT_LOG_MAX_UDP_PAYLOAD_LENGTH (65504)

/* Metadata offsets, relative to the start of the metadata section. */
#define AERONKIT_LOG_TERM_TAIL_COUNTERS_OFFSET (0)
#define AERONKIT_LOG_ACTIVE_TERM_COUNT_OFFSET (24)
#define AERONKIT_LOG_END_OF_STREAM_POSITION_OFFSET (128)
#define AERONKIT_LOG_IS_CONNECTED_OFFSET (136)
#define AERONKIT_LOG_ACTIVE_TRANSPORT_COUNT_OFFSET (140)
#define AERONKIT_LOG_CORRELATION_ID_OFFSET (256)
#define AERONKIT_LOG_INITIAL_TERM_ID_OFFSET (264)
#define AERONKIT_LOG_DEFAULT_FRAME_HEADER_LENGTH_OFFSET (268)
#define AERONKIT_LOG_MTU_LENGTH_OFFSET (272)
#define AERONKIT_LOG_TERM_LENGTH_OFFSET (276)
#define AERONKIT_LOG_PAGE_SIZE_OFFSET (280)
#define AERONKIT_LOG_DEFAULT_FRAME_HEADER_OFFSET (320)

/* Data frame header (aeron-client/src/main/java/io/aeron/protocol/DataHeaderFlyweight.java). */
#define AERONKIT_FRAME_ALIGNMENT (32)
#define AERONKIT_DATA_HEADER_LENGTH (32)
#define AERONKIT_FRAME_LENGTH_OFFSET (0)
#define AERONKIT_FRAME_VERSION_OFFSET (4)
#define AERONKIT_FRAME_TYPE_OFFSET (6)
#define AERONKIT_FRAME_FLAGS_OFFSET (5)
#define AERONKIT_FRAME_TERM_OFFSET_OFFSET (8)
#define AERONKIT_FRAME_SESSION_ID_OFFSET (12)
#define AERONKIT_FRAME_STREAM_ID_OFFSET (16)
#define AERONKIT_FRAME_TERM_ID_OFFSET (20)
#define AERONKIT_FRAME_RESERVED_VALUE_OFFSET (24)
#define AERONKIT_FRAME_BEGIN_FLAG (0x80)
#define AERONKIT_FRAME_END_FLAG (0x40)
#define AERONKIT_FRAME_EOS_FLAG (0x20)
#define AERONKIT_FRAME_REVOKED_FLAG (0x10)
#define AERONKIT_FRAME_TYPE_PAD (0)
#define AERONKIT_FRAME_TYPE_DATA (1)
#define AERONKIT_MAX_MESSAGE_LENGTH (16 * 1024 * 1024)

/* Publication results, the same numbers as io.aeron.Publication. */
#define AERONKIT_PUBLICATION_NOT_CONNECTED (-1)
#define AERONKIT_PUBLICATION_BACK_PRESSURED (-2)
#define AERONKIT_PUBLICATION_ADMIN_ACTION (-3)
#define AERONKIT_PUBLICATION_CLOSED (-4)
#define AERONKIT_PUBLICATION_MAX_POSITION_EXCEEDED (-5)

/*
 * Argument and file errors are AERONKIT_LOG_ERR_* (aeronkit_errors.h). They sit far below the publication
 * results, so a caller tells "retry later" (-1..-5) from "you passed something wrong" (<= AERONKIT_ERR_FIRST)
 * with one comparison.
 */

typedef struct aeronkit_log_stct
{
    uint8_t *base;
    uint64_t length;
    uint8_t *meta;
    int64_t max_possible_position;
    int64_t header_version_flags_type;
    int64_t header_session_id;
    int64_t header_stream_id;
    int32_t term_length;
    int32_t page_size;
    int32_t mtu_length;
    int32_t initial_term_id;
    int32_t position_bits_to_shift;
    int32_t max_payload_length;
    int32_t max_message_length;
    int32_t max_framed_length;
}
aeronkit_log_t;

static inline int64_t aeronkit_align64(int64_t value, int64_t alignment)
{
    return (value + (alignment - 1)) & ~(alignment - 1);
}

static inline int32_t aeronkit_frame_align(int32_t length)
{
    return (length + (AERONKIT_FRAME_ALIGNMENT - 1)) & ~(AERONKIT_FRAME_ALIGNMENT - 1);
}

static inline int aeronkit_is_power_of_two(int64_t value)
{
    return value > 0 && (value & (value - 1)) == 0;
}

/* int32 subtraction with two's complement wrap, as Java does it (term ids wrap past INT32_MAX). */
static inline int32_t aeronkit_sub_wrap_i32(int32_t a, int32_t b)
{
    return (int32_t)((uint32_t)a - (uint32_t)b);
}

static inline int32_t aeronkit_log_term_id(int64_t raw_tail)
{
    return (int32_t)(raw_tail >> 32);
}

static inline int32_t aeronkit_log_term_offset(int64_t raw_tail, int32_t term_length)
{
    int64_t tail = raw_tail & INT64_C(0xFFFFFFFF);
    return tail < term_length ? (int32_t)tail : term_length;
}

static inline int64_t aeronkit_log_pack_tail(int32_t term_id, int32_t term_offset)
{
    return (int64_t)(((uint64_t)(uint32_t)term_id << 32) | (uint32_t)term_offset);
}

/* Partition of a term count; unsigned so a corrupt negative count still lands inside [0, 3). */
static inline int32_t aeronkit_log_index_by_term_count(int32_t term_count)
{
    return (int32_t)((uint32_t)term_count % AERONKIT_LOG_PARTITION_COUNT);
}

static inline int64_t aeronkit_log_compute_position(
    int32_t term_id, int32_t term_offset, int32_t position_bits_to_shift, int32_t initial_term_id)
{
    int64_t term_count = aeronkit_sub_wrap_i32(term_id, initial_term_id);
    return (int64_t)((uint64_t)term_count << position_bits_to_shift) + term_offset;
}

static inline int32_t aeronkit_log_compute_fragmented_length(int32_t length, int32_t max_payload_length)
{
    int32_t full = length / max_payload_length;
    int32_t remaining = length % max_payload_length;
    int32_t last = remaining > 0 ? aeronkit_frame_align(remaining + AERONKIT_DATA_HEADER_LENGTH) : 0;
    return full * (max_payload_length + AERONKIT_DATA_HEADER_LENGTH) + last;
}

static inline uint8_t *aeronkit_log_term(const aeronkit_log_t *log, int32_t partition_index)
{
    return log->base + (size_t)partition_index * (size_t)log->term_length;
}

static inline uint8_t *aeronkit_log_tail_address(const aeronkit_log_t *log, int32_t partition_index)
{
    return log->meta + AERONKIT_LOG_TERM_TAIL_COUNTERS_OFFSET + (size_t)partition_index * sizeof(int64_t);
}

static inline int32_t aeronkit_log_active_term_count(const aeronkit_log_t *log)
{
    return aeronkit_get_int32_acquire(log->meta + AERONKIT_LOG_ACTIVE_TERM_COUNT_OFFSET);
}

/* Space needed in a term for a message of `length` payload bytes, fragmented or not. */
static inline int32_t aeronkit_log_framed_length(const aeronkit_log_t *log, int32_t length)
{
    if (length <= log->max_payload_length)
    {
        return aeronkit_frame_align(length + AERONKIT_DATA_HEADER_LENGTH);
    }
    return aeronkit_log_compute_fragmented_length(length, log->max_payload_length);
}

/*
 * HeaderWriter: first the word holding the negative length plus version/flags/type with release semantics
 * (a reader sees "not yet written"), a store-store fence, then term offset/session id and stream id/term id.
 * The caller publishes the frame by release-storing the positive length afterwards.
 */
static inline void aeronkit_log_write_header(
    const aeronkit_log_t *log, uint8_t *term, int32_t term_offset, int32_t frame_length, int32_t term_id)
{
    uint8_t *frame = term + term_offset;
    int64_t first = log->header_version_flags_type | (int64_t)(uint32_t)(-frame_length);
    int64_t second = log->header_session_id | (int64_t)(uint32_t)term_offset;
    int64_t third = (int64_t)((uint64_t)(uint32_t)term_id << 32) | log->header_stream_id;

    aeronkit_put_int64_release(frame, first);
    aeronkit_fence_release();
    memcpy(frame + AERONKIT_FRAME_TERM_OFFSET_OFFSET, &second, sizeof(second));
    memcpy(frame + AERONKIT_FRAME_STREAM_ID_OFFSET, &third, sizeof(third));
}

static inline void aeronkit_log_frame_type(uint8_t *term, int32_t term_offset, uint16_t type)
{
    memcpy(term + term_offset + AERONKIT_FRAME_TYPE_OFFSET, &type, sizeof(type));
}

/* Padding from term_offset to the end of the term, published like any frame. */
static inline void aeronkit_log_write_padding(
    const aeronkit_log_t *log, uint8_t *term, int32_t term_offset, int32_t length, int32_t term_id)
{
    aeronkit_log_write_header(log, term, term_offset, length, term_id);
    aeronkit_log_frame_type(term, term_offset, AERONKIT_FRAME_TYPE_PAD);
    aeronkit_put_int32_release(term + term_offset, length);
}

/* Moves the active term on by one; safe against concurrent rotators (whoever loses a CAS sees it done). */
static inline int aeronkit_log_rotate_unchecked(const aeronkit_log_t *log, int32_t term_count, int32_t term_id)
{
    int32_t next_term_id = (int32_t)((uint32_t)term_id + 1u);
    int32_t next_term_count = (int32_t)((uint32_t)term_count + 1u);
    int32_t next_index = aeronkit_log_index_by_term_count(next_term_count);
    int32_t expected_term_id = aeronkit_sub_wrap_i32(next_term_id, AERONKIT_LOG_PARTITION_COUNT);
    uint8_t *tail = aeronkit_log_tail_address(log, next_index);
    int64_t raw_tail;

    do
    {
        raw_tail = aeronkit_get_int64_acquire(tail);
        if (expected_term_id != aeronkit_log_term_id(raw_tail))
        {
            break;
        }
    }
    while (!aeronkit_cas_int64(tail, raw_tail, aeronkit_log_pack_tail(next_term_id, 0)));

    return aeronkit_cas_int32(log->meta + AERONKIT_LOG_ACTIVE_TERM_COUNT_OFFSET, term_count, next_term_count) ? 1 : 0;
}

/* Out-of-line entry points for Python (bounds-checked). */
int aeronkit_log_init(aeronkit_log_t *log, uint8_t *base, uint64_t length);
int aeronkit_log_check_term_length(int64_t term_length);
int aeronkit_log_check_page_size(int64_t page_size);
int aeronkit_log_rotate(const aeronkit_log_t *log, int32_t term_count, int32_t term_id);
int aeronkit_log_raw_tail(const aeronkit_log_t *log, int32_t partition_index, int64_t *raw_tail);

#endif
