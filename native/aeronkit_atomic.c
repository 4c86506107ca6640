#include "aeronkit_atomic.h"

int aeronkit_atomic_get_int32(const uint8_t *buffer, size_t length, int64_t offset, int32_t *out)
{
    int rc = aeronkit_check_access(length, offset, sizeof(int32_t));
    if (AERONKIT_OK == rc)
    {
        *out = aeronkit_get_int32_acquire(buffer + offset);
    }
    return rc;
}

int aeronkit_atomic_get_int64(const uint8_t *buffer, size_t length, int64_t offset, int64_t *out)
{
    int rc = aeronkit_check_access(length, offset, sizeof(int64_t));
    if (AERONKIT_OK == rc)
    {
        *out = aeronkit_get_int64_acquire(buffer + offset);
    }
    return rc;
}

int aeronkit_atomic_put_int32_ordered(uint8_t *buffer, size_t length, int64_t offset, int32_t value)
{
    int rc = aeronkit_check_access(length, offset, sizeof(int32_t));
    if (AERONKIT_OK == rc)
    {
        aeronkit_put_int32_release(buffer + offset, value);
    }
    return rc;
}

int aeronkit_atomic_put_int64_ordered(uint8_t *buffer, size_t length, int64_t offset, int64_t value)
{
    int rc = aeronkit_check_access(length, offset, sizeof(int64_t));
    if (AERONKIT_OK == rc)
    {
        aeronkit_put_int64_release(buffer + offset, value);
    }
    return rc;
}

int aeronkit_atomic_put_int64_volatile(uint8_t *buffer, size_t length, int64_t offset, int64_t value)
{
    int rc = aeronkit_check_access(length, offset, sizeof(int64_t));
    if (AERONKIT_OK == rc)
    {
        aeronkit_put_int64_volatile(buffer + offset, value);
    }
    return rc;
}

int aeronkit_atomic_get_and_add_int64(uint8_t *buffer, size_t length, int64_t offset, int64_t delta, int64_t *out)
{
    int rc = aeronkit_check_access(length, offset, sizeof(int64_t));
    if (AERONKIT_OK == rc)
    {
        *out = aeronkit_get_and_add_int64(buffer + offset, delta);
    }
    return rc;
}

int aeronkit_atomic_cas_int64(uint8_t *buffer, size_t length, int64_t offset, int64_t expected, int64_t desired,
    int32_t *swapped)
{
    int rc = aeronkit_check_access(length, offset, sizeof(int64_t));
    if (AERONKIT_OK == rc)
    {
        *swapped = aeronkit_cas_int64(buffer + offset, expected, desired) ? 1 : 0;
    }
    return rc;
}
