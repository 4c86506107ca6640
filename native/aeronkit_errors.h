/*
 * Every error code aeronkit's native functions return, in one place, each concept in its own range.
 *
 * Return convention of the functions Python calls:
 *   - AERONKIT_OK (0) or a positive value: success (a count, a length, an offset, a position);
 *   - a negative value above AERONKIT_ERR_FIRST: a *result* the caller acts on, never an exception:
 *     Aeron's publication results -1..-5 (io.aeron.Publication NOT_CONNECTED .. MAX_POSITION_EXCEEDED,
 *     aeronkit_logbuffer.h), a full ring buffer, a full error log;
 *   - AERONKIT_ERR_FIRST or below: an *error*. The ranges below are disjoint, so a code names its failure
 *     wherever it surfaces (before, -1 meant NOT_CONNECTED, an atomic bounds error and a CRC argument
 *     error). runtime/aeronkit/_native_check.py turns each into one exception, in one function.
 *
 * An error site may also leave a message for its thread, as Aeron C does with AERON_SET_ERR and
 * aeron_errcode()/aeron_errmsg() (aeron-client/src/main/c/util/aeron_error.h at 1.51.0): the values
 * Python cannot see (the offset found, the errno of a syscall). The record is thread-local, so a call
 * that released the GIL cannot see another thread's; Python reads it only when the code matches and
 * clears it after reading.
 */
#ifndef AERONKIT_ERRORS_H
#define AERONKIT_ERRORS_H

#define AERONKIT_OK (0)

/* Every error code is <= this; anything above it is a value. Far below -errno and Aeron's results. */
#define AERONKIT_ERR_FIRST (-100000)

/* UDP batch I/O (aeronkit_udp.h): -100001 .. -100099. */
#define AERONKIT_UDP_ERR_ARGUMENT (-100001)
#define AERONKIT_UDP_ERR_FAMILY (-100002)
#define AERONKIT_UDP_ERR_BOUNDS (-100003)
#define AERONKIT_UDP_ERR_SYSCALL (-100004) /* recvmmsg/sendmmsg failed: aeronkit_errno() is the errno */

/* Ordered access to shared memory (aeronkit_atomic.h): -100101 .. -100199. */
#define AERONKIT_ATOMIC_ERR_BOUNDS (-100101)
#define AERONKIT_ATOMIC_ERR_ALIGNMENT (-100102)

/* Log buffers, appenders, readers, scanners, rebuilder, archive replay I/O: -100201 .. -100299. */
#define AERONKIT_LOG_ERR_BOUNDS (-100201)
#define AERONKIT_LOG_ERR_ARGUMENT (-100202)
#define AERONKIT_LOG_ERR_TERM_LENGTH (-100203)
#define AERONKIT_LOG_ERR_PAGE_SIZE (-100204)
#define AERONKIT_LOG_ERR_MTU (-100205)
#define AERONKIT_LOG_ERR_FILE_LENGTH (-100206)
#define AERONKIT_LOG_ERR_CLAIM (-100207)
#define AERONKIT_LOG_ERR_MESSAGE_LENGTH (-100208)
#define AERONKIT_LOG_ERR_CORRUPT (-100209)
#define AERONKIT_LOG_ERR_ALIGNMENT (-100210)

/* Many-to-one ring buffer (aeronkit_ring_buffer.h): -100301 .. -100399. */
#define AERONKIT_RB_ERR_CAPACITY (-100301)
#define AERONKIT_RB_ERR_ARGUMENT (-100302)
#define AERONKIT_RB_ERR_STATE (-100303)
#define AERONKIT_RB_ERR_CORRUPT (-100304)

/* Broadcast buffer (aeronkit_broadcast.h): -100401 .. -100499. */
#define AERONKIT_BC_ERR_CAPACITY (-100401)
#define AERONKIT_BC_ERR_ARGUMENT (-100402)
#define AERONKIT_BC_ERR_CORRUPT (-100403)
#define AERONKIT_BC_ERR_LAPPED (-100404)
#define AERONKIT_BC_ERR_SCRATCH_TOO_SMALL (-100405)

/* Counters (aeronkit_counters.h): -100501 .. -100599. */
#define AERONKIT_COUNTERS_ERR_ID (-100501)
#define AERONKIT_COUNTERS_ERR_ARGUMENT (-100502)
#define AERONKIT_COUNTERS_ERR_STATE (-100503)

/* Distinct error log (aeronkit_error_log.h): -100601 .. -100699. */
#define AERONKIT_ERROR_LOG_ERR_ARGUMENT (-100601)

/* CRC-32C (aeronkit_crc32c.h): -100701 .. -100799. */
#define AERONKIT_CRC32C_ERR_ARGUMENT (-100701)

/* Recording walk (aeronkit_recording_walk.h): -100801 .. -100899. */
#define AERONKIT_WALK_ERR_ARGUMENT (-100801)

/*
 * Record `code` (and the OS errno, 0 if none) with a printf-style message for this thread; returns `code`,
 * so an error site reads `return AERONKIT_SET_ERR(AERONKIT_LOG_ERR_BOUNDS, "offset=%d", offset);`.
 */
int aeronkit_set_err(int code, int os_errno, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

#define AERONKIT_SET_ERR(code, ...) aeronkit_set_err((code), 0, __VA_ARGS__)

/* This thread's last recorded error: its code (0 after aeronkit_err_clear), errno and message. */
int aeronkit_errcode(void);
int aeronkit_errno(void);
const char *aeronkit_errmsg(void);
void aeronkit_err_clear(void);

#endif
