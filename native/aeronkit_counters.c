#include "aeronkit_counters.h"

int32_t aeronkit_counters_max_id(
    const uint8_t *metadata, size_t metadata_length, const uint8_t *values, size_t values_length)
{
    return aeronkit_counters_max_id_of(metadata, metadata_length, values, values_length);
}

static int aeronkit_counters_metadata_record(const uint8_t *metadata, size_t metadata_length, int32_t id)
{
    if (NULL == metadata || ((uintptr_t)metadata & 7) != 0)
    {
        return AERONKIT_COUNTERS_ERR_ARGUMENT;
    }
    if (id < 0 || (size_t)id >= metadata_length / AERONKIT_COUNTERS_METADATA_LENGTH)
    {
        return AERONKIT_SET_ERR(AERONKIT_COUNTERS_ERR_ID, "counter id %d, metadata holds %zu records", id,
            metadata_length / AERONKIT_COUNTERS_METADATA_LENGTH);
    }
    return AERONKIT_OK;
}

/* Collect allocated ids from start_id on; stops at the first never-used record, as Agrona's readers do. */
int32_t aeronkit_counters_scan(
    const uint8_t *metadata, size_t metadata_length, int32_t start_id, int32_t max_ids,
    int32_t *ids, int32_t *type_ids, int32_t *next_id)
{
    if (NULL == metadata || ((uintptr_t)metadata & 7) != 0 || start_id < 0 || max_ids < 0 || NULL == next_id ||
        (max_ids > 0 && (NULL == ids || NULL == type_ids)))
    {
        return AERONKIT_COUNTERS_ERR_ARGUMENT;
    }
    size_t records = metadata_length / AERONKIT_COUNTERS_METADATA_LENGTH;
    int32_t count = 0;
    int32_t id = start_id;
    *next_id = -1;
    while ((size_t)id < records)
    {
        const uint8_t *record = metadata + (size_t)id * AERONKIT_COUNTERS_METADATA_LENGTH;
        int32_t state = aeronkit_get_int32_acquire(record);
        if (AERONKIT_COUNTERS_RECORD_UNUSED == state)
        {
            return count;
        }
        if (AERONKIT_COUNTERS_RECORD_ALLOCATED == state)
        {
            if (count == max_ids)
            {
                *next_id = id;
                return count;
            }
            ids[count] = id;
            memcpy(&type_ids[count], record + AERONKIT_COUNTERS_TYPE_ID_OFFSET, sizeof(int32_t));
            count++;
        }
        if (id == INT32_MAX)
        {
            break;
        }
        id++;
    }
    return count;
}

int32_t aeronkit_counters_label(
    const uint8_t *metadata, size_t metadata_length, int32_t id, uint8_t *out, int32_t out_length)
{
    int rc = aeronkit_counters_metadata_record(metadata, metadata_length, id);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    if (out_length < 0 || (out_length > 0 && NULL == out))
    {
        return AERONKIT_COUNTERS_ERR_ARGUMENT;
    }
    const uint8_t *record = metadata + (size_t)id * AERONKIT_COUNTERS_METADATA_LENGTH;
    int32_t length = aeronkit_get_int32_acquire(record + AERONKIT_COUNTERS_LABEL_OFFSET);
    if (length < 0)
    {
        length = 0;
    }
    if (length > AERONKIT_COUNTERS_MAX_LABEL_LENGTH)
    {
        length = AERONKIT_COUNTERS_MAX_LABEL_LENGTH;
    }
    if (length > out_length)
    {
        length = out_length;
    }
    if (length > 0)
    {
        memcpy(out, record + AERONKIT_COUNTERS_LABEL_OFFSET + 4, (size_t)length);
    }
    return length;
}

static void aeronkit_counters_put_label(uint8_t *record, const uint8_t *label, int32_t label_length)
{
    int32_t length = label_length > AERONKIT_COUNTERS_MAX_LABEL_LENGTH ?
        AERONKIT_COUNTERS_MAX_LABEL_LENGTH : label_length;
    if (length > 0)
    {
        memcpy(record + AERONKIT_COUNTERS_LABEL_OFFSET + 4, label, (size_t)length);
    }
    aeronkit_put_int32_release(record + AERONKIT_COUNTERS_LABEL_OFFSET, length);
}

int aeronkit_counters_publish(
    uint8_t *metadata, size_t metadata_length, int32_t id, int32_t type_id,
    const uint8_t *key, int32_t key_length, const uint8_t *label, int32_t label_length)
{
    int rc = aeronkit_counters_metadata_record(metadata, metadata_length, id);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    if (key_length < 0 || key_length > AERONKIT_COUNTERS_MAX_KEY_LENGTH || (key_length > 0 && NULL == key) ||
        label_length < 0 || (label_length > 0 && NULL == label))
    {
        return AERONKIT_COUNTERS_ERR_ARGUMENT;
    }
    uint8_t *record = metadata + (size_t)id * AERONKIT_COUNTERS_METADATA_LENGTH;
    if (AERONKIT_COUNTERS_RECORD_ALLOCATED == aeronkit_get_int32_acquire(record))
    {
        return AERONKIT_COUNTERS_ERR_STATE;
    }
    int64_t not_free = AERONKIT_COUNTERS_NOT_FREE_TO_REUSE;
    memcpy(record + AERONKIT_COUNTERS_TYPE_ID_OFFSET, &type_id, sizeof(int32_t));
    memset(record + AERONKIT_COUNTERS_KEY_OFFSET, 0, AERONKIT_COUNTERS_MAX_KEY_LENGTH);
    if (key_length > 0)
    {
        memcpy(record + AERONKIT_COUNTERS_KEY_OFFSET, key, (size_t)key_length);
    }
    memcpy(record + AERONKIT_COUNTERS_FREE_FOR_REUSE_DEADLINE_OFFSET, &not_free, sizeof(int64_t));
    aeronkit_counters_put_label(record, label, label_length);
    aeronkit_put_int32_release(record, AERONKIT_COUNTERS_RECORD_ALLOCATED);
    return AERONKIT_OK;
}

int aeronkit_counters_set_label(
    uint8_t *metadata, size_t metadata_length, int32_t id, const uint8_t *label, int32_t label_length)
{
    int rc = aeronkit_counters_metadata_record(metadata, metadata_length, id);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    if (label_length < 0 || (label_length > 0 && NULL == label))
    {
        return AERONKIT_COUNTERS_ERR_ARGUMENT;
    }
    aeronkit_counters_put_label(metadata + (size_t)id * AERONKIT_COUNTERS_METADATA_LENGTH, label, label_length);
    return AERONKIT_OK;
}

int aeronkit_counters_reclaim(uint8_t *metadata, size_t metadata_length, int32_t id, int64_t deadline_ms)
{
    int rc = aeronkit_counters_metadata_record(metadata, metadata_length, id);
    if (AERONKIT_OK != rc)
    {
        return rc;
    }
    uint8_t *record = metadata + (size_t)id * AERONKIT_COUNTERS_METADATA_LENGTH;
    if (AERONKIT_COUNTERS_RECORD_ALLOCATED != aeronkit_get_int32_acquire(record))
    {
        return AERONKIT_COUNTERS_ERR_STATE;
    }
    aeronkit_put_int32_release(record, AERONKIT_COUNTERS_RECORD_RECLAIMED);
    memset(record + AERONKIT_COUNTERS_KEY_OFFSET, 0, AERONKIT_COUNTERS_MAX_KEY_LENGTH);
    memcpy(record + AERONKIT_COUNTERS_FREE_FOR_REUSE_DEADLINE_OFFSET, &deadline_ms, sizeof(int64_t));
    return AERONKIT_OK;
}

int aeronkit_counters_reset_values(uint8_t *values, size_t values_length, int32_t id)
{
    if (NULL == values || ((uintptr_t)values & 7) != 0)
    {
        return AERONKIT_COUNTERS_ERR_ARGUMENT;
    }
    if (id < 0 || (size_t)id >= values_length / AERONKIT_COUNTERS_COUNTER_LENGTH)
    {
        return AERONKIT_SET_ERR(AERONKIT_COUNTERS_ERR_ID, "counter id %d, values hold %zu counters", id,
            values_length / AERONKIT_COUNTERS_COUNTER_LENGTH);
    }
    uint8_t *record = values + (size_t)id * AERONKIT_COUNTERS_COUNTER_LENGTH;
    int64_t zero = 0;
    aeronkit_put_int64_release(record + AERONKIT_COUNTERS_REGISTRATION_ID_OFFSET, 0);
    memcpy(record + AERONKIT_COUNTERS_OWNER_ID_OFFSET, &zero, sizeof(int64_t));
    memcpy(record + AERONKIT_COUNTERS_REFERENCE_ID_OFFSET, &zero, sizeof(int64_t));
    aeronkit_put_int64_release(record, 0);
    return AERONKIT_OK;
}
