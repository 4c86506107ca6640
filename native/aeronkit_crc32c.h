/*
 * CRC-32C (Castagnoli, reflected polynomial 0x82F63B78) for archive record checksums.
 *
 * Aeron's archive can stamp every recorded frame with a CRC-32C of its payload (agrona Crc32c, which
 * delegates to java.util.zip.CRC32C). Python's zlib only offers CRC-32, so this is the C side:
 * SSE4.2 crc32 instructions when the CPU has them, slicing-by-8 tables otherwise. Both give the
 * standard CRC-32C value (initial 0xFFFFFFFF, final complement), e.g. "123456789" -> 0xE3069283.
 */
#ifndef AERONKIT_CRC32C_H
#define AERONKIT_CRC32C_H

#include <stddef.h>
#include <stdint.h>

#include "aeronkit_errors.h"

#define AERONKIT_CRC32C_OK 0

/*
 * Continue a CRC-32C over buffer[offset, offset + count). `crc` is a previous result (0 to start).
 * Refuses (AERONKIT_CRC32C_ERR_ARGUMENT) a NULL buffer with a non-zero count, a negative offset or
 * count, or a range that leaves [0, length).
 */
int aeronkit_crc32c(const uint8_t *buffer, size_t length, int64_t offset, int64_t count, uint32_t crc,
    uint32_t *out);

/* 1 when the hardware (SSE4.2) path is in use, 0 for the table path. */
int aeronkit_crc32c_hardware(void);

/* The table path, always: lets tests compare both implementations on the same bytes. */
int aeronkit_crc32c_software(const uint8_t *buffer, size_t length, int64_t offset, int64_t count,
    uint32_t crc, uint32_t *out);

#endif
