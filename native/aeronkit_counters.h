/*
 * Counters, byte-compatible with Agrona's CountersReader / CountersManager (Agrona 2.4.1, Aeron 1.51.0):
 * two parallel arrays in cnc.dat indexed by counter id.
 *
 * Values: one 128-byte record per id at id * 128: int64 value (+0), registration id (+8), owner id (+16),
 * reference id (+24), padding to 128.
 * Metadata: one 512-byte record per id at id * 512: int32 state (+0: 0 unused, 1 allocated, -1 reclaimed),
 * int32 type id (+4), int64 free-for-reuse deadline in epoch ms (+8), 112-byte key (+16), int32 label
 * length (+128), label bytes (+132, at most 380).
 *
 * The free list and id choice are control logic and live in Python; this file does the ordered writes
 * that publish or retire a record and the bounded reads that a scanning reader needs.
 */
#ifndef AERONKIT_COUNTERS_H
#define AERONKIT_COUNTERS_H

#include <stdint.h>
#include <string.h>

#include "aeronkit_atomic.h"
#include "aeronkit_errors.h"

#define AERONKIT_COUNTERS_COUNTER_LENGTH (128)
#define AERONKIT_COUNTERS_METADATA_LENGTH (512)
#define AERONKIT_COUNTERS_REGISTRATION_ID_OFFSET (8)
#define AERONKIT_COUNTERS_OWNER_ID_OFFSET (16)
#define AERONKIT_COUNTERS_REFERENCE_ID_OFFSET (24)
#define AERONKIT_COUNTERS_TYPE_ID_OFFSET (4)
#define AERONKIT_COUNTERS_FREE_FOR_REUSE_DEADLINE_OFFSET (8)
#define AERONKIT_COUNTERS_KEY_OFFSET (16)
#define AERONKIT_COUNTERS_LABEL_OFFSET (128)
#define AERONKIT_COUNTERS_MAX_KEY_LENGTH (112)
#define AERONKIT_COUNTERS_MAX_LABEL_LENGTH (380)
#define AERONKIT_COUNTERS_RECORD_UNUSED (0)
#define AERONKIT_COUNTERS_RECORD_ALLOCATED (1)
#define AERONKIT_COUNTERS_RECORD_RECLAIMED (-1)
#define AERONKIT_COUNTERS_NOT_FREE_TO_REUSE (INT64_MAX)

/* Highest usable counter id for these buffers, or a negative error. */
static inline int32_t aeronkit_counters_max_id_of(
    const uint8_t *metadata, size_t metadata_length, const uint8_t *values, size_t values_length)
{
    if (NULL == metadata || NULL == values || ((uintptr_t)metadata & 7) != 0 || ((uintptr_t)values & 7) != 0)
    {
        return AERONKIT_COUNTERS_ERR_ARGUMENT;
    }
    size_t by_values = values_length / AERONKIT_COUNTERS_COUNTER_LENGTH;
    size_t by_metadata = metadata_length / AERONKIT_COUNTERS_METADATA_LENGTH;
    size_t count = by_values < by_metadata ? by_values : by_metadata;
    if (count > (size_t)INT32_MAX)
    {
        count = (size_t)INT32_MAX;
    }
    return (int32_t)count - 1;
}

int32_t aeronkit_counters_max_id(
    const uint8_t *metadata, size_t metadata_length, const uint8_t *values, size_t values_length);
int32_t aeronkit_counters_scan(
    const uint8_t *metadata, size_t metadata_length, int32_t start_id, int32_t max_ids,
    int32_t *ids, int32_t *type_ids, int32_t *next_id);
int32_t aeronkit_counters_label(
    const uint8_t *metadata, size_t metadata_length, int32_t id, uint8_t *out, int32_t out_length);
int aeronkit_counters_publish(
    uint8_t *metadata, size_t metadata_length, int32_t id, int32_t type_id,
    const uint8_t *key, int32_t key_length, const uint8_t *label, int32_t label_length);
int aeronkit_counters_set_label(
    uint8_t *metadata, size_t metadata_length, int32_t id, const uint8_t *label, int32_t label_length);
int aeronkit_counters_reclaim(uint8_t *metadata, size_t metadata_length, int32_t id, int64_t deadline_ms);
int aeronkit_counters_reset_values(uint8_t *values, size_t values_length, int32_t id);

#endif
