/*
 * Distinct error log, byte-compatible with Agrona's DistinctErrorLog / ErrorLogReader (Agrona 2.4.1,
 * Aeron 1.51.0): the last section of cnc.dat, where the driver records each distinct error once and then
 * only counts repeats. Records are 8-byte aligned from offset 0:
 *   int32 length (+0, header + encoded error, released last), int32 observation count (+4, atomic add),
 *   int64 last observation ms (+8, released), int64 first observation ms (+16), encoded error (+24).
 * Deciding which errors are "the same" is Python's job; this file does the ordered writes and bounded reads.
 */
#ifndef AERONKIT_ERROR_LOG_H
#define AERONKIT_ERROR_LOG_H

#include <stdint.h>
#include <string.h>

#include "aeronkit_atomic.h"
#include "aeronkit_errors.h"

#define AERONKIT_ERROR_LOG_LENGTH_OFFSET (0)
#define AERONKIT_ERROR_LOG_OBSERVATION_COUNT_OFFSET (4)
#define AERONKIT_ERROR_LOG_LAST_OBSERVATION_OFFSET (8)
#define AERONKIT_ERROR_LOG_FIRST_OBSERVATION_OFFSET (16)
#define AERONKIT_ERROR_LOG_ENCODED_ERROR_OFFSET (24)
#define AERONKIT_ERROR_LOG_RECORD_ALIGNMENT (8)

#define AERONKIT_ERROR_LOG_INSUFFICIENT_SPACE (-80) /* a result: the record did not fit, nothing written */

typedef struct aeronkit_error_record_stct
{
    int32_t offset;
    int32_t length;
    int32_t observation_count;
    int32_t text_length;
    int64_t last_observation_ms;
    int64_t first_observation_ms;
}
aeronkit_error_record_t;

int32_t aeronkit_error_log_append(
    uint8_t *buffer, size_t length, int32_t offset, const uint8_t *encoded, int32_t encoded_length,
    int64_t timestamp_ms);
int aeronkit_error_log_observe(uint8_t *buffer, size_t length, int32_t offset, int64_t timestamp_ms);
int32_t aeronkit_error_log_read(const uint8_t *buffer, size_t length, int32_t offset, aeronkit_error_record_t *out);

#endif
