#include "aeronkit_error_log.h"

static int aeronkit_error_log_check_buffer(const uint8_t *buffer, size_t length)
{
    if (NULL == buffer || ((uintptr_t)buffer & 7) != 0 || length > (size_t)INT32_MAX)
    {
        return AERONKIT_ERROR_LOG_ERR_ARGUMENT;
    }
    return AERONKIT_OK;
}

/*
 * Write a new distinct record at `offset` (observation count 0: the caller then observes it) and
 * return the offset of the next record, or AERONKIT_ERROR_LOG_INSUFFICIENT_SPACE.
 */
int32_t aeronkit_error_log_append(
    uint8_t *buffer, size_t length, int32_t offset, const uint8_t *encoded, int32_t encoded_length,
    int64_t timestamp_ms)
{
    if (AERONKIT_OK != aeronkit_error_log_check_buffer(buffer, length) || offset < 0 ||
        (offset & (AERONKIT_ERROR_LOG_RECORD_ALIGNMENT - 1)) != 0 || encoded_length < 0 ||
        (encoded_length > 0 && NULL == encoded))
    {
        return AERONKIT_ERROR_LOG_ERR_ARGUMENT;
    }
    int64_t remaining = (int64_t)length - AERONKIT_ERROR_LOG_ENCODED_ERROR_OFFSET - offset;
    if (remaining <= 0 || remaining - encoded_length < 0)
    {
        return AERONKIT_ERROR_LOG_INSUFFICIENT_SPACE;
    }
    int32_t record_length = AERONKIT_ERROR_LOG_ENCODED_ERROR_OFFSET + encoded_length;
    uint8_t *record = buffer + offset;
    if (encoded_length > 0)
    {
        memcpy(record + AERONKIT_ERROR_LOG_ENCODED_ERROR_OFFSET, encoded, (size_t)encoded_length);
    }
    memcpy(record + AERONKIT_ERROR_LOG_FIRST_OBSERVATION_OFFSET, &timestamp_ms, sizeof(int64_t));
    int64_t next = ((int64_t)offset + record_length + (AERONKIT_ERROR_LOG_RECORD_ALIGNMENT - 1)) &
        ~(int64_t)(AERONKIT_ERROR_LOG_RECORD_ALIGNMENT - 1);
    aeronkit_put_int32_release(record + AERONKIT_ERROR_LOG_LENGTH_OFFSET, record_length);
    return next > INT32_MAX ? INT32_MAX : (int32_t)next;
}

/* Count one more observation of the record at `offset` and move its last-seen time. */
int aeronkit_error_log_observe(uint8_t *buffer, size_t length, int32_t offset, int64_t timestamp_ms)
{
    if (AERONKIT_OK != aeronkit_error_log_check_buffer(buffer, length) || offset < 0 ||
        (offset & (AERONKIT_ERROR_LOG_RECORD_ALIGNMENT - 1)) != 0 ||
        (int64_t)offset > (int64_t)length - AERONKIT_ERROR_LOG_ENCODED_ERROR_OFFSET)
    {
        return AERONKIT_ERROR_LOG_ERR_ARGUMENT;
    }
    uint8_t *record = buffer + offset;
    aeronkit_get_and_add_int32(record + AERONKIT_ERROR_LOG_OBSERVATION_COUNT_OFFSET, 1);
    aeronkit_put_int64_release(record + AERONKIT_ERROR_LOG_LAST_OBSERVATION_OFFSET, timestamp_ms);
    return AERONKIT_OK;
}

/*
 * Read the record at `offset`: returns the offset of the next record (> offset), 0 when there is no
 * record there (end of log), or a negative error. Lengths are clamped to the buffer as Agrona does.
 */
int32_t aeronkit_error_log_read(const uint8_t *buffer, size_t length, int32_t offset, aeronkit_error_record_t *out)
{
    if (AERONKIT_OK != aeronkit_error_log_check_buffer(buffer, length) || offset < 0 || NULL == out ||
        (offset & (AERONKIT_ERROR_LOG_RECORD_ALIGNMENT - 1)) != 0)
    {
        return AERONKIT_ERROR_LOG_ERR_ARGUMENT;
    }
    if ((int64_t)offset > (int64_t)length - AERONKIT_ERROR_LOG_ENCODED_ERROR_OFFSET)
    {
        return 0;
    }
    const uint8_t *record = buffer + offset;
    int32_t record_length = aeronkit_get_int32_acquire(record + AERONKIT_ERROR_LOG_LENGTH_OFFSET);
    int32_t room = (int32_t)((int64_t)length - offset);
    if (record_length > room)
    {
        record_length = room;
    }
    if (record_length <= 0)
    {
        return 0;
    }
    if (record_length < AERONKIT_ERROR_LOG_ENCODED_ERROR_OFFSET)
    {
        record_length = AERONKIT_ERROR_LOG_ENCODED_ERROR_OFFSET;
    }
    out->offset = offset;
    out->length = record_length;
    out->last_observation_ms = aeronkit_get_int64_acquire(record + AERONKIT_ERROR_LOG_LAST_OBSERVATION_OFFSET);
    memcpy(&out->observation_count, record + AERONKIT_ERROR_LOG_OBSERVATION_COUNT_OFFSET, sizeof(int32_t));
    memcpy(&out->first_observation_ms, record + AERONKIT_ERROR_LOG_FIRST_OBSERVATION_OFFSET, sizeof(int64_t));
    out->text_length = record_length - AERONKIT_ERROR_LOG_ENCODED_ERROR_OFFSET;
    int64_t next = ((int64_t)offset + record_length + (AERONKIT_ERROR_LOG_RECORD_ALIGNMENT - 1)) &
        ~(int64_t)(AERONKIT_ERROR_LOG_RECORD_ALIGNMENT - 1);
    return next > INT32_MAX ? INT32_MAX : (int32_t)next;
}
