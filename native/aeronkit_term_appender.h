/*
 * Appending to log buffers, the way Aeron's publications do it (aeron-client/src/main/java/io/aeron/
 * ConcurrentPublication.java and ExclusivePublication.java at 1.51.0; older releases had the same logic
 * in logbuffer/TermAppender.java and ExclusiveTermAppender.java).
 *
 * Concurrent appenders reserve space with one atomic getAndAdd on the raw tail, so any number of threads
 * or processes may append to the same log. The exclusive appender owns the tail: it keeps term id/offset in
 * caller-owned state and release-stores the new tail before writing. Both write the header first with a
 * negative length, then the payload, then publish the frame by release-storing its positive length, and
 * both pad the rest of the term and rotate when a message does not fit.
 *
 * Results are Aeron's: a new stream position (> 0) or a publication code (-1..-5). Arguments that could
 * touch memory outside the log or the source buffers give an AERONKIT_LOG_ERR_* code (<= AERONKIT_ERR_FIRST)
 * instead.
 */
#ifndef AERONKIT_TERM_APPENDER_H
#define AERONKIT_TERM_APPENDER_H

#include "aeronkit_logbuffer.h"

/* One piece of a vectored message. */
typedef struct aeronkit_iovec_stct
{
    const uint8_t *base;
    int64_t length;
}
aeronkit_iovec_t;

/* Tail state owned by a single exclusive appender (ExclusivePublication's termOffset/termId/... fields). */
typedef struct aeronkit_exclusive_appender_stct
{
    int64_t term_begin_position;
    int32_t term_offset;
    int32_t term_id;
    int32_t partition_index;
    int32_t reserved_padding;
}
aeronkit_exclusive_appender_t;

/* True if log and appender are usable: buffers present and the tail on an aligned offset inside the term. */
static inline int aeronkit_exclusive_appender_valid(
    const aeronkit_log_t *log, const aeronkit_exclusive_appender_t *appender)
{
    return NULL != log && NULL != log->base && NULL != log->meta && log->term_length > 0 && NULL != appender &&
        appender->partition_index >= 0 && appender->partition_index < AERONKIT_LOG_PARTITION_COUNT &&
        appender->term_offset >= 0 && appender->term_offset <= log->term_length &&
        (appender->term_offset & (AERONKIT_FRAME_ALIGNMENT - 1)) == 0;
}

/* The exclusive appender's term rotation (ExclusivePublication.rotateTerm): the next term becomes active. */
static inline int64_t aeronkit_exclusive_appender_rotate(
    const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender)
{
    if (appender->term_begin_position + log->term_length >= log->max_possible_position)
    {
        return AERONKIT_PUBLICATION_MAX_POSITION_EXCEEDED;
    }
    const int32_t next_index = (appender->partition_index + 1) % AERONKIT_LOG_PARTITION_COUNT;
    const int32_t next_term_id = (int32_t)((uint32_t)appender->term_id + 1u);

    appender->partition_index = next_index;
    appender->term_offset = 0;
    appender->term_id = next_term_id;
    appender->term_begin_position += log->term_length;

    aeronkit_put_int64_release(aeronkit_log_tail_address(log, next_index), aeronkit_log_pack_tail(next_term_id, 0));
    aeronkit_put_int32_release(
        log->meta + AERONKIT_LOG_ACTIVE_TERM_COUNT_OFFSET, aeronkit_sub_wrap_i32(next_term_id, log->initial_term_id));
    return AERONKIT_PUBLICATION_ADMIN_ACTION;
}

/* A frame reserved by try_claim: filled by the caller, then committed or aborted. */
typedef struct aeronkit_claim_stct
{
    int64_t position;
    int32_t partition_index;
    int32_t term_offset;
    int32_t frame_length;
    int32_t reserved_padding;
}
aeronkit_claim_t;

int64_t aeronkit_concurrent_offer(
    const aeronkit_log_t *log, int64_t limit, const uint8_t *src, int64_t length, const int64_t *reserved_value);
int64_t aeronkit_concurrent_offerv(
    const aeronkit_log_t *log, int64_t limit, const aeronkit_iovec_t *vectors, int32_t count,
    const int64_t *reserved_value);
int64_t aeronkit_concurrent_try_claim(
    const aeronkit_log_t *log, int64_t limit, int32_t length, aeronkit_claim_t *claim);
int32_t aeronkit_concurrent_offer_batch(
    const aeronkit_log_t *log, int64_t limit, const uint8_t *src, uint64_t src_length, const int32_t *offsets,
    const int32_t *lengths, const int64_t *reserved_values, int32_t count, int64_t *result);

int aeronkit_exclusive_init(const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender);
int64_t aeronkit_exclusive_offer(
    const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender, int64_t limit, const uint8_t *src,
    int64_t length, const int64_t *reserved_value);
int64_t aeronkit_exclusive_offerv(
    const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender, int64_t limit,
    const aeronkit_iovec_t *vectors, int32_t count, const int64_t *reserved_value);
int64_t aeronkit_exclusive_try_claim(
    const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender, int64_t limit, int32_t length,
    aeronkit_claim_t *claim);
int64_t aeronkit_exclusive_append_padding(
    const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender, int64_t limit, int32_t length);
int32_t aeronkit_exclusive_offer_batch(
    const aeronkit_log_t *log, aeronkit_exclusive_appender_t *appender, int64_t limit, const uint8_t *src,
    uint64_t src_length, const int32_t *offsets, const int32_t *lengths, const int64_t *reserved_values,
    int32_t count, int64_t *result);

int aeronkit_claim_commit(const aeronkit_log_t *log, const aeronkit_claim_t *claim);
int aeronkit_claim_abort(const aeronkit_log_t *log, const aeronkit_claim_t *claim);

#endif
