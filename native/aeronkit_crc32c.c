#include "aeronkit_crc32c.h"

#include <sched.h>
#include <stdatomic.h>
#include <string.h>

#define CRC32C_POLY 0x82F63B78u

static uint32_t crc32c_table[8][256];
/* 0: not built, 1: one thread is building it, 2: built (release-stored after the last entry). A C11
 * atomic rather than pthread_once: pthread_once moved into libc at glibc 2.34 and would pin the wheel's
 * manylinux tag to 2_34, while everything else here needs only glibc 2.14. */
static atomic_int crc32c_table_state = 0;

static void crc32c_build_table(void)
{
    for (uint32_t n = 0; n < 256; n++)
    {
        uint32_t c = n;
        for (int k = 0; k < 8; k++)
        {
            c = (c & 1u) ? (c >> 1) ^ CRC32C_POLY : c >> 1;
        }
        crc32c_table[0][n] = c;
    }
    for (uint32_t n = 0; n < 256; n++)
    {
        uint32_t c = crc32c_table[0][n];
        for (int t = 1; t < 8; t++)
        {
            c = crc32c_table[0][c & 0xFFu] ^ (c >> 8);
            crc32c_table[t][n] = c;
        }
    }
}

static void crc32c_ensure_table(void)
{
    if (2 == atomic_load_explicit(&crc32c_table_state, memory_order_acquire))
    {
        return;
    }
    int expected = 0;
    if (atomic_compare_exchange_strong_explicit(
        &crc32c_table_state, &expected, 1, memory_order_acq_rel, memory_order_acquire))
    {
        crc32c_build_table();
        atomic_store_explicit(&crc32c_table_state, 2, memory_order_release);
        return;
    }
    while (2 != atomic_load_explicit(&crc32c_table_state, memory_order_acquire))
    {
        sched_yield();
    }
}

/* Slicing-by-8 over raw bytes; `crc` is the running (non-complemented) register. */
static inline uint32_t crc32c_sw_update(uint32_t crc, const uint8_t *p, size_t n)
{
#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    while (n >= 8)
    {
        uint64_t word;
        memcpy(&word, p, sizeof(word));
        uint32_t lo = (uint32_t)word ^ crc;
        uint32_t hi = (uint32_t)(word >> 32);
        crc = crc32c_table[7][lo & 0xFFu] ^ crc32c_table[6][(lo >> 8) & 0xFFu] ^
            crc32c_table[5][(lo >> 16) & 0xFFu] ^ crc32c_table[4][lo >> 24] ^
            crc32c_table[3][hi & 0xFFu] ^ crc32c_table[2][(hi >> 8) & 0xFFu] ^
            crc32c_table[1][(hi >> 16) & 0xFFu] ^ crc32c_table[0][hi >> 24];
        p += 8;
        n -= 8;
    }
#endif
    while (n-- > 0)
    {
        crc = crc32c_table[0][(crc ^ *p++) & 0xFFu] ^ (crc >> 8);
    }
    return crc;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <nmmintrin.h>
#define AERONKIT_CRC32C_HAVE_HW 1

__attribute__((target("sse4.2")))
static uint32_t crc32c_hw_update(uint32_t crc, const uint8_t *p, size_t n)
{
    uint64_t c = crc;
    while (n >= 8)
    {
        uint64_t word;
        memcpy(&word, p, sizeof(word));
        c = _mm_crc32_u64(c, word);
        p += 8;
        n -= 8;
    }
    uint32_t c32 = (uint32_t)c;
    while (n-- > 0)
    {
        c32 = _mm_crc32_u8(c32, *p++);
    }
    return c32;
}

static int crc32c_use_hw = -1;

static int crc32c_hw_available(void)
{
    int use = __atomic_load_n(&crc32c_use_hw, __ATOMIC_RELAXED);
    if (use < 0)
    {
        __builtin_cpu_init();
        use = __builtin_cpu_supports("sse4.2") ? 1 : 0;
        __atomic_store_n(&crc32c_use_hw, use, __ATOMIC_RELAXED);
    }
    return use;
}
#else
#define AERONKIT_CRC32C_HAVE_HW 0
static int crc32c_hw_available(void)
{
    return 0;
}
#endif

static int crc32c_check(const uint8_t *buffer, size_t length, int64_t offset, int64_t count, uint32_t *out)
{
    if (NULL == out || offset < 0 || count < 0 || (NULL == buffer && count > 0))
    {
        return AERONKIT_CRC32C_ERR_ARGUMENT;
    }
    if ((uint64_t)offset > (uint64_t)length || (uint64_t)count > (uint64_t)length - (uint64_t)offset)
    {
        return AERONKIT_CRC32C_ERR_ARGUMENT;
    }
    return AERONKIT_CRC32C_OK;
}

int aeronkit_crc32c_software(const uint8_t *buffer, size_t length, int64_t offset, int64_t count,
    uint32_t crc, uint32_t *out)
{
    int rc = crc32c_check(buffer, length, offset, count, out);
    if (AERONKIT_CRC32C_OK != rc)
    {
        return rc;
    }
    crc32c_ensure_table();
    *out = ~crc32c_sw_update(~crc, count > 0 ? buffer + offset : buffer, (size_t)count);
    return AERONKIT_CRC32C_OK;
}

int aeronkit_crc32c(const uint8_t *buffer, size_t length, int64_t offset, int64_t count, uint32_t crc,
    uint32_t *out)
{
#if AERONKIT_CRC32C_HAVE_HW
    if (crc32c_hw_available())
    {
        int rc = crc32c_check(buffer, length, offset, count, out);
        if (AERONKIT_CRC32C_OK != rc)
        {
            return rc;
        }
        *out = ~crc32c_hw_update(~crc, count > 0 ? buffer + offset : buffer, (size_t)count);
        return AERONKIT_CRC32C_OK;
    }
#endif
    return aeronkit_crc32c_software(buffer, length, offset, count, crc, out);
}

int aeronkit_crc32c_hardware(void)
{
    return crc32c_hw_available();
}
