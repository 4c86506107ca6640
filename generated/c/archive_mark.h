/* generated from archive-mark-codecs.xml by aeronkit codegen; do not edit */
/*
 * SBE flyweights and column decoders for schema io.aeron.archive.codecs.mark (id 100, version 2).
 * Every entry point checks bounds against the buffer length it was given: a truncated or hostile buffer
 * makes a wrap/walk return -1 and a getter return the field's null value, never a read past the end.
 * Loads and stores go through memcpy with explicit byte swaps, so no access is unaligned or type-punned.
 */
#ifndef AERONKIT_GENERATED_ARCHIVE_MARK_H
#define AERONKIT_GENERATED_ARCHIVE_MARK_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define ARCHIVE_MARK_SCHEMA_ID ((uint16_t)100U)
#define ARCHIVE_MARK_SCHEMA_VERSION ((uint16_t)2U)
#define ARCHIVE_MARK_HEADER_LENGTH ((uint64_t)8U)

/* ---- byte order ------------------------------------------------------------------------------------- */
static inline char archive_mark_load_char_le(const uint8_t *p)
{
    char v;
    memcpy(&v, p, 1);
    return v;
}

static inline void archive_mark_store_char_le(uint8_t *p, char v)
{
    memcpy(p, &v, 1);
}

static inline char archive_mark_load_char_be(const uint8_t *p)
{
    char v;
    memcpy(&v, p, 1);
    return v;
}

static inline void archive_mark_store_char_be(uint8_t *p, char v)
{
    memcpy(p, &v, 1);
}

static inline int8_t archive_mark_load_int8_le(const uint8_t *p)
{
    int8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void archive_mark_store_int8_le(uint8_t *p, int8_t v)
{
    memcpy(p, &v, 1);
}

static inline int8_t archive_mark_load_int8_be(const uint8_t *p)
{
    int8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void archive_mark_store_int8_be(uint8_t *p, int8_t v)
{
    memcpy(p, &v, 1);
}

static inline uint8_t archive_mark_load_uint8_le(const uint8_t *p)
{
    uint8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void archive_mark_store_uint8_le(uint8_t *p, uint8_t v)
{
    memcpy(p, &v, 1);
}

static inline uint8_t archive_mark_load_uint8_be(const uint8_t *p)
{
    uint8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void archive_mark_store_uint8_be(uint8_t *p, uint8_t v)
{
    memcpy(p, &v, 1);
}

static inline int16_t archive_mark_load_int16_le(const uint8_t *p)
{
    uint16_t u;
    int16_t v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_int16_le(uint8_t *p, int16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int16_t archive_mark_load_int16_be(const uint8_t *p)
{
    uint16_t u;
    int16_t v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_int16_be(uint8_t *p, int16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint16_t archive_mark_load_uint16_le(const uint8_t *p)
{
    uint16_t u;
    uint16_t v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_uint16_le(uint8_t *p, uint16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint16_t archive_mark_load_uint16_be(const uint8_t *p)
{
    uint16_t u;
    uint16_t v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_uint16_be(uint8_t *p, uint16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int32_t archive_mark_load_int32_le(const uint8_t *p)
{
    uint32_t u;
    int32_t v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_int32_le(uint8_t *p, int32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int32_t archive_mark_load_int32_be(const uint8_t *p)
{
    uint32_t u;
    int32_t v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_int32_be(uint8_t *p, int32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint32_t archive_mark_load_uint32_le(const uint8_t *p)
{
    uint32_t u;
    uint32_t v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_uint32_le(uint8_t *p, uint32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint32_t archive_mark_load_uint32_be(const uint8_t *p)
{
    uint32_t u;
    uint32_t v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_uint32_be(uint8_t *p, uint32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int64_t archive_mark_load_int64_le(const uint8_t *p)
{
    uint64_t u;
    int64_t v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_int64_le(uint8_t *p, int64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int64_t archive_mark_load_int64_be(const uint8_t *p)
{
    uint64_t u;
    int64_t v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_int64_be(uint8_t *p, int64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint64_t archive_mark_load_uint64_le(const uint8_t *p)
{
    uint64_t u;
    uint64_t v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_uint64_le(uint8_t *p, uint64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint64_t archive_mark_load_uint64_be(const uint8_t *p)
{
    uint64_t u;
    uint64_t v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_uint64_be(uint8_t *p, uint64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline float archive_mark_load_float_le(const uint8_t *p)
{
    uint32_t u;
    float v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_float_le(uint8_t *p, float v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline float archive_mark_load_float_be(const uint8_t *p)
{
    uint32_t u;
    float v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_float_be(uint8_t *p, float v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline double archive_mark_load_double_le(const uint8_t *p)
{
    uint64_t u;
    double v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_double_le(uint8_t *p, double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline double archive_mark_load_double_be(const uint8_t *p)
{
    uint64_t u;
    double v;
    memcpy(&u, p, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(&v, &u, sizeof(v));
    return v;
}

static inline void archive_mark_store_double_be(uint8_t *p, double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

/* ---- enums and sets --------------------------------------------------------------------------------- */
/* ---- flyweight types -------------------------------------------------------------------------------- */
/* SBE header in front of every message: 8 bytes */
typedef struct archive_mark_message_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_mark_message_header;
#define ARCHIVE_MARK_MESSAGE_HEADER_ENCODED_LENGTH ((uint64_t)8U)

/* Dimension of a repeating group */
typedef struct archive_mark_group_size_encoding
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_mark_group_size_encoding;
#define ARCHIVE_MARK_GROUP_SIZE_ENCODING_ENCODED_LENGTH ((uint64_t)4U)

/* Liveness and configuration of a running archive, read by tools and by a restarting archive */
typedef struct archive_mark_mark_file_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_mark_mark_file_header;
#define ARCHIVE_MARK_MARK_FILE_HEADER_BLOCK_LENGTH ((uint64_t)128U)
#define ARCHIVE_MARK_MARK_FILE_HEADER_TEMPLATE_ID ((uint16_t)200U)





/* ---- accessors -------------------------------------------------------------------------------------- */
/* ==== composite archive_mark_message_header ==== */
static inline int archive_mark_message_header_wrap_for_encode(archive_mark_message_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 2U;
    fw->limit = offset + 8U;
    return 0;
}

static inline int archive_mark_message_header_wrap_for_decode(archive_mark_message_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = (uint8_t *)(uintptr_t)buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = acting_version;
    fw->limit = offset + 8U;
    return 0;
}

static inline uint16_t archive_mark_message_header_block_length(const archive_mark_message_header *fw)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return ((uint16_t)65535ULL);
    }
    return archive_mark_load_uint16_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_mark_message_header_set_block_length(archive_mark_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return -1;
    }
    archive_mark_store_uint16_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint16_t archive_mark_message_header_template_id(const archive_mark_message_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((uint16_t)65535ULL);
    }
    return archive_mark_load_uint16_le(fw->buffer + fw->offset + 2U);
}

static inline int archive_mark_message_header_set_template_id(archive_mark_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    archive_mark_store_uint16_le(fw->buffer + fw->offset + 2U, value);
    return 0;
}

static inline uint16_t archive_mark_message_header_schema_id(const archive_mark_message_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint16_t)65535ULL);
    }
    return archive_mark_load_uint16_le(fw->buffer + fw->offset + 4U);
}

static inline int archive_mark_message_header_set_schema_id(archive_mark_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    archive_mark_store_uint16_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint16_t archive_mark_message_header_version(const archive_mark_message_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65535ULL);
    }
    return archive_mark_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int archive_mark_message_header_set_version(archive_mark_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_mark_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

/* ==== composite archive_mark_group_size_encoding ==== */
static inline int archive_mark_group_size_encoding_wrap_for_encode(archive_mark_group_size_encoding *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 4U || offset > buffer_length - 4U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 4U;
    fw->acting_version = 2U;
    fw->limit = offset + 4U;
    return 0;
}

static inline int archive_mark_group_size_encoding_wrap_for_decode(archive_mark_group_size_encoding *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 4U || offset > buffer_length - 4U)
    {
        return -1;
    }
    fw->buffer = (uint8_t *)(uintptr_t)buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 4U;
    fw->acting_version = acting_version;
    fw->limit = offset + 4U;
    return 0;
}

static inline uint16_t archive_mark_group_size_encoding_block_length(const archive_mark_group_size_encoding *fw)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return ((uint16_t)65535ULL);
    }
    return archive_mark_load_uint16_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_mark_group_size_encoding_set_block_length(archive_mark_group_size_encoding *fw, uint16_t value)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return -1;
    }
    archive_mark_store_uint16_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint16_t archive_mark_group_size_encoding_num_in_group(const archive_mark_group_size_encoding *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((uint16_t)65535ULL);
    }
    return archive_mark_load_uint16_le(fw->buffer + fw->offset + 2U);
}

static inline int archive_mark_group_size_encoding_set_num_in_group(archive_mark_group_size_encoding *fw, uint16_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    archive_mark_store_uint16_le(fw->buffer + fw->offset + 2U, value);
    return 0;
}

/* ==== message archive_mark_mark_file_header ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_mark_mark_file_header_wrap_for_encode(archive_mark_mark_file_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 128U || offset > buffer_length - 128U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 128U;
    fw->acting_version = 2U;
    fw->limit = offset + 128U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_mark_mark_file_header_wrap_and_apply_header(archive_mark_mark_file_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 136U ||
        offset > buffer_length - 136U)
    {
        return -1;
    }
    archive_mark_store_uint16_le(buffer + offset + 0U, 128U);
    archive_mark_store_uint16_le(buffer + offset + 2U, 200U);
    archive_mark_store_uint16_le(buffer + offset + 4U, 100U);
    archive_mark_store_uint16_le(buffer + offset + 6U, 2U);
    return archive_mark_mark_file_header_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_mark_mark_file_header_wrap_for_decode(archive_mark_mark_file_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < acting_block_length || offset > buffer_length - acting_block_length)
    {
        return -1;
    }
    fw->buffer = (uint8_t *)(uintptr_t)buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = acting_block_length;
    fw->acting_version = acting_version;
    fw->limit = offset + acting_block_length;
    return 0;
}

/* Bytes from the body's start to the running limit: the whole message once every part is walked. */
static inline uint64_t archive_mark_mark_file_header_encoded_length(const archive_mark_mark_file_header *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t archive_mark_mark_file_header_version(const archive_mark_mark_file_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_mark_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_mark_mark_file_header_set_version(archive_mark_mark_file_header *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    archive_mark_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_mark_mark_file_header_activity_timestamp(const archive_mark_mark_file_header *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_mark_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_mark_mark_file_header_set_activity_timestamp(archive_mark_mark_file_header *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_mark_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_mark_mark_file_header_start_timestamp(const archive_mark_mark_file_header *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_mark_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_mark_mark_file_header_set_start_timestamp(archive_mark_mark_file_header *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_mark_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t archive_mark_mark_file_header_pid(const archive_mark_mark_file_header *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return archive_mark_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_mark_mark_file_header_set_pid(archive_mark_mark_file_header *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_mark_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t archive_mark_mark_file_header_control_stream_id(const archive_mark_mark_file_header *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_mark_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int archive_mark_mark_file_header_set_control_stream_id(archive_mark_mark_file_header *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    archive_mark_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t archive_mark_mark_file_header_local_control_stream_id(const archive_mark_mark_file_header *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_mark_load_int32_le(fw->buffer + fw->offset + 36U);
}

static inline int archive_mark_mark_file_header_set_local_control_stream_id(archive_mark_mark_file_header *fw, int32_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    archive_mark_store_int32_le(fw->buffer + fw->offset + 36U, value);
    return 0;
}

static inline int32_t archive_mark_mark_file_header_events_stream_id(const archive_mark_mark_file_header *fw)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_mark_load_int32_le(fw->buffer + fw->offset + 40U);
}

static inline int archive_mark_mark_file_header_set_events_stream_id(archive_mark_mark_file_header *fw, int32_t value)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return -1;
    }
    archive_mark_store_int32_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

static inline int32_t archive_mark_mark_file_header_header_length(const archive_mark_mark_file_header *fw)
{
    if (fw->acting_version < 1U || fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return ((int32_t)0ULL);
    }
    return archive_mark_load_int32_le(fw->buffer + fw->offset + 44U);
}

static inline int archive_mark_mark_file_header_set_header_length(archive_mark_mark_file_header *fw, int32_t value)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return -1;
    }
    archive_mark_store_int32_le(fw->buffer + fw->offset + 44U, value);
    return 0;
}

static inline int32_t archive_mark_mark_file_header_error_buffer_length(const archive_mark_mark_file_header *fw)
{
    if (fw->acting_version < 1U || fw->acting_block_length < 52U || fw->buffer == NULL || fw->buffer_length < 52U || fw->offset > fw->buffer_length - 52U)
    {
        return ((int32_t)0ULL);
    }
    return archive_mark_load_int32_le(fw->buffer + fw->offset + 48U);
}

static inline int archive_mark_mark_file_header_set_error_buffer_length(archive_mark_mark_file_header *fw, int32_t value)
{
    if (fw->acting_block_length < 52U || fw->buffer == NULL || fw->buffer_length < 52U || fw->offset > fw->buffer_length - 52U)
    {
        return -1;
    }
    archive_mark_store_int32_le(fw->buffer + fw->offset + 48U, value);
    return 0;
}

static inline int64_t archive_mark_mark_file_header_archive_id(const archive_mark_mark_file_header *fw)
{
    if (fw->acting_version < 2U || fw->acting_block_length < 64U || fw->buffer == NULL || fw->buffer_length < 64U || fw->offset > fw->buffer_length - 64U)
    {
        return ((int64_t)-1LL);
    }
    return archive_mark_load_int64_le(fw->buffer + fw->offset + 56U);
}

static inline int archive_mark_mark_file_header_set_archive_id(archive_mark_mark_file_header *fw, int64_t value)
{
    if (fw->acting_block_length < 64U || fw->buffer == NULL || fw->buffer_length < 64U || fw->offset > fw->buffer_length - 64U)
    {
        return -1;
    }
    archive_mark_store_int64_le(fw->buffer + fw->offset + 56U, value);
    return 0;
}

/* Length of control_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_mark_mark_file_header_control_channel_length(const archive_mark_mark_file_header *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_mark_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies control_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_mark_mark_file_header_get_control_channel(archive_mark_mark_file_header *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_mark_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t archive_mark_mark_file_header_skip_control_channel(archive_mark_mark_file_header *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_mark_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_mark_mark_file_header_put_control_channel(archive_mark_mark_file_header *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    archive_mark_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of local_control_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_mark_mark_file_header_local_control_channel_length(const archive_mark_mark_file_header *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_mark_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies local_control_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_mark_mark_file_header_get_local_control_channel(archive_mark_mark_file_header *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_mark_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t archive_mark_mark_file_header_skip_local_control_channel(archive_mark_mark_file_header *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_mark_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_mark_mark_file_header_put_local_control_channel(archive_mark_mark_file_header *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    archive_mark_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of events_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_mark_mark_file_header_events_channel_length(const archive_mark_mark_file_header *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_mark_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies events_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_mark_mark_file_header_get_events_channel(archive_mark_mark_file_header *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_mark_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t archive_mark_mark_file_header_skip_events_channel(archive_mark_mark_file_header *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_mark_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_mark_mark_file_header_put_events_channel(archive_mark_mark_file_header *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    archive_mark_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of aeron_directory at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_mark_mark_file_header_aeron_directory_length(const archive_mark_mark_file_header *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_mark_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies aeron_directory into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_mark_mark_file_header_get_aeron_directory(archive_mark_mark_file_header *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_mark_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t archive_mark_mark_file_header_skip_aeron_directory(archive_mark_mark_file_header *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_mark_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_mark_mark_file_header_put_aeron_directory(archive_mark_mark_file_header *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    archive_mark_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

#endif /* AERONKIT_GENERATED_ARCHIVE_MARK_H */
