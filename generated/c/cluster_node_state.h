/* generated from cluster-node-state-codecs.xml by aeronkit codegen; do not edit */
/*
 * SBE flyweights and column decoders for schema io.aeron.cluster.codecs.node (id 112, version 10).
 * Every entry point checks bounds against the buffer length it was given: a truncated or hostile buffer
 * makes a wrap/walk return -1 and a getter return the field's null value, never a read past the end.
 * Loads and stores go through memcpy with explicit byte swaps, so no access is unaligned or type-punned.
 */
#ifndef AERONKIT_GENERATED_CLUSTER_NODE_STATE_H
#define AERONKIT_GENERATED_CLUSTER_NODE_STATE_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define CLUSTER_NODE_STATE_SCHEMA_ID ((uint16_t)112U)
#define CLUSTER_NODE_STATE_SCHEMA_VERSION ((uint16_t)10U)
#define CLUSTER_NODE_STATE_HEADER_LENGTH ((uint64_t)16U)

/* ---- byte order ------------------------------------------------------------------------------------- */
static inline char cluster_node_state_load_char_le(const uint8_t *p)
{
    char v;
    memcpy(&v, p, 1);
    return v;
}

static inline void cluster_node_state_store_char_le(uint8_t *p, char v)
{
    memcpy(p, &v, 1);
}

static inline char cluster_node_state_load_char_be(const uint8_t *p)
{
    char v;
    memcpy(&v, p, 1);
    return v;
}

static inline void cluster_node_state_store_char_be(uint8_t *p, char v)
{
    memcpy(p, &v, 1);
}

static inline int8_t cluster_node_state_load_int8_le(const uint8_t *p)
{
    int8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void cluster_node_state_store_int8_le(uint8_t *p, int8_t v)
{
    memcpy(p, &v, 1);
}

static inline int8_t cluster_node_state_load_int8_be(const uint8_t *p)
{
    int8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void cluster_node_state_store_int8_be(uint8_t *p, int8_t v)
{
    memcpy(p, &v, 1);
}

static inline uint8_t cluster_node_state_load_uint8_le(const uint8_t *p)
{
    uint8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void cluster_node_state_store_uint8_le(uint8_t *p, uint8_t v)
{
    memcpy(p, &v, 1);
}

static inline uint8_t cluster_node_state_load_uint8_be(const uint8_t *p)
{
    uint8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void cluster_node_state_store_uint8_be(uint8_t *p, uint8_t v)
{
    memcpy(p, &v, 1);
}

static inline int16_t cluster_node_state_load_int16_le(const uint8_t *p)
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

static inline void cluster_node_state_store_int16_le(uint8_t *p, int16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int16_t cluster_node_state_load_int16_be(const uint8_t *p)
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

static inline void cluster_node_state_store_int16_be(uint8_t *p, int16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint16_t cluster_node_state_load_uint16_le(const uint8_t *p)
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

static inline void cluster_node_state_store_uint16_le(uint8_t *p, uint16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint16_t cluster_node_state_load_uint16_be(const uint8_t *p)
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

static inline void cluster_node_state_store_uint16_be(uint8_t *p, uint16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int32_t cluster_node_state_load_int32_le(const uint8_t *p)
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

static inline void cluster_node_state_store_int32_le(uint8_t *p, int32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int32_t cluster_node_state_load_int32_be(const uint8_t *p)
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

static inline void cluster_node_state_store_int32_be(uint8_t *p, int32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint32_t cluster_node_state_load_uint32_le(const uint8_t *p)
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

static inline void cluster_node_state_store_uint32_le(uint8_t *p, uint32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint32_t cluster_node_state_load_uint32_be(const uint8_t *p)
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

static inline void cluster_node_state_store_uint32_be(uint8_t *p, uint32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int64_t cluster_node_state_load_int64_le(const uint8_t *p)
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

static inline void cluster_node_state_store_int64_le(uint8_t *p, int64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int64_t cluster_node_state_load_int64_be(const uint8_t *p)
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

static inline void cluster_node_state_store_int64_be(uint8_t *p, int64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint64_t cluster_node_state_load_uint64_le(const uint8_t *p)
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

static inline void cluster_node_state_store_uint64_le(uint8_t *p, uint64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint64_t cluster_node_state_load_uint64_be(const uint8_t *p)
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

static inline void cluster_node_state_store_uint64_be(uint8_t *p, uint64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline float cluster_node_state_load_float_le(const uint8_t *p)
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

static inline void cluster_node_state_store_float_le(uint8_t *p, float v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline float cluster_node_state_load_float_be(const uint8_t *p)
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

static inline void cluster_node_state_store_float_be(uint8_t *p, float v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline double cluster_node_state_load_double_le(const uint8_t *p)
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

static inline void cluster_node_state_store_double_le(uint8_t *p, double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline double cluster_node_state_load_double_be(const uint8_t *p)
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

static inline void cluster_node_state_store_double_be(uint8_t *p, double v)
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
/* Record header: SBE's 8 bytes plus frame length and padding */
typedef struct cluster_node_state_message_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_node_state_message_header;
#define CLUSTER_NODE_STATE_MESSAGE_HEADER_ENCODED_LENGTH ((uint64_t)16U)

/* Dimension of a repeating group */
typedef struct cluster_node_state_group_size_encoding
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_node_state_group_size_encoding;
#define CLUSTER_NODE_STATE_GROUP_SIZE_ENCODING_ENCODED_LENGTH ((uint64_t)4U)

/* First record: file format version */
typedef struct cluster_node_state_node_state_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_node_state_node_state_header;
#define CLUSTER_NODE_STATE_NODE_STATE_HEADER_BLOCK_LENGTH ((uint64_t)8U)
#define CLUSTER_NODE_STATE_NODE_STATE_HEADER_TEMPLATE_ID ((uint16_t)300U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_node_state_node_state_header_columns
{
    int32_t *version;
    int32_t *padding;
}
cluster_node_state_node_state_header_columns;

/* Last candidate term this node voted in, and when */
typedef struct cluster_node_state_candidate_term
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_node_state_candidate_term;
#define CLUSTER_NODE_STATE_CANDIDATE_TERM_BLOCK_LENGTH ((uint64_t)24U)
#define CLUSTER_NODE_STATE_CANDIDATE_TERM_TEMPLATE_ID ((uint16_t)301U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_node_state_candidate_term_columns
{
    int64_t *candidate_term_id;
    int64_t *timestamp;
    int64_t *log_position;
}
cluster_node_state_candidate_term_columns;

/* Membership as last known by this node */
typedef struct cluster_node_state_cluster_members
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_node_state_cluster_members;
#define CLUSTER_NODE_STATE_CLUSTER_MEMBERS_BLOCK_LENGTH ((uint64_t)16U)
#define CLUSTER_NODE_STATE_CLUSTER_MEMBERS_TEMPLATE_ID ((uint16_t)303U)

/* Empty record closing the file */
typedef struct cluster_node_state_node_state_footer
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_node_state_node_state_footer;
#define CLUSTER_NODE_STATE_NODE_STATE_FOOTER_BLOCK_LENGTH ((uint64_t)0U)
#define CLUSTER_NODE_STATE_NODE_STATE_FOOTER_TEMPLATE_ID ((uint16_t)304U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_node_state_node_state_footer_columns
{
    uint8_t *unused;
}
cluster_node_state_node_state_footer_columns;





/* ---- accessors -------------------------------------------------------------------------------------- */
/* ==== composite cluster_node_state_message_header ==== */
static inline int cluster_node_state_message_header_wrap_for_encode(cluster_node_state_message_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 10U;
    fw->limit = offset + 16U;
    return 0;
}

static inline int cluster_node_state_message_header_wrap_for_decode(cluster_node_state_message_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = (uint8_t *)(uintptr_t)buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = acting_version;
    fw->limit = offset + 16U;
    return 0;
}

static inline uint16_t cluster_node_state_message_header_block_length(const cluster_node_state_message_header *fw)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return ((uint16_t)65535ULL);
    }
    return cluster_node_state_load_uint16_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_node_state_message_header_set_block_length(cluster_node_state_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return -1;
    }
    cluster_node_state_store_uint16_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint16_t cluster_node_state_message_header_template_id(const cluster_node_state_message_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((uint16_t)65535ULL);
    }
    return cluster_node_state_load_uint16_le(fw->buffer + fw->offset + 2U);
}

static inline int cluster_node_state_message_header_set_template_id(cluster_node_state_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    cluster_node_state_store_uint16_le(fw->buffer + fw->offset + 2U, value);
    return 0;
}

static inline uint16_t cluster_node_state_message_header_schema_id(const cluster_node_state_message_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint16_t)65535ULL);
    }
    return cluster_node_state_load_uint16_le(fw->buffer + fw->offset + 4U);
}

static inline int cluster_node_state_message_header_set_schema_id(cluster_node_state_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    cluster_node_state_store_uint16_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint16_t cluster_node_state_message_header_version(const cluster_node_state_message_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65535ULL);
    }
    return cluster_node_state_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int cluster_node_state_message_header_set_version(cluster_node_state_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_node_state_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t cluster_node_state_message_header_frame_length(const cluster_node_state_message_header *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_node_state_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_node_state_message_header_set_frame_length(cluster_node_state_message_header *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_node_state_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_node_state_message_header_padding(const cluster_node_state_message_header *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_node_state_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int cluster_node_state_message_header_set_padding(cluster_node_state_message_header *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_node_state_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

/* ==== composite cluster_node_state_group_size_encoding ==== */
static inline int cluster_node_state_group_size_encoding_wrap_for_encode(cluster_node_state_group_size_encoding *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 4U || offset > buffer_length - 4U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 4U;
    fw->acting_version = 10U;
    fw->limit = offset + 4U;
    return 0;
}

static inline int cluster_node_state_group_size_encoding_wrap_for_decode(cluster_node_state_group_size_encoding *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
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

static inline uint16_t cluster_node_state_group_size_encoding_block_length(const cluster_node_state_group_size_encoding *fw)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return ((uint16_t)65535ULL);
    }
    return cluster_node_state_load_uint16_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_node_state_group_size_encoding_set_block_length(cluster_node_state_group_size_encoding *fw, uint16_t value)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return -1;
    }
    cluster_node_state_store_uint16_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint16_t cluster_node_state_group_size_encoding_num_in_group(const cluster_node_state_group_size_encoding *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((uint16_t)65535ULL);
    }
    return cluster_node_state_load_uint16_le(fw->buffer + fw->offset + 2U);
}

static inline int cluster_node_state_group_size_encoding_set_num_in_group(cluster_node_state_group_size_encoding *fw, uint16_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    cluster_node_state_store_uint16_le(fw->buffer + fw->offset + 2U, value);
    return 0;
}

/* ==== message cluster_node_state_node_state_header ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_node_state_node_state_header_wrap_for_encode(cluster_node_state_node_state_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 10U;
    fw->limit = offset + 8U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_node_state_node_state_header_wrap_and_apply_header(cluster_node_state_node_state_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    cluster_node_state_store_uint16_le(buffer + offset + 0U, 8U);
    cluster_node_state_store_uint16_le(buffer + offset + 2U, 300U);
    cluster_node_state_store_uint16_le(buffer + offset + 4U, 112U);
    cluster_node_state_store_uint16_le(buffer + offset + 6U, 10U);
    return cluster_node_state_node_state_header_wrap_for_encode(fw, buffer, offset + 16U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_node_state_node_state_header_wrap_for_decode(cluster_node_state_node_state_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_node_state_node_state_header_encoded_length(const cluster_node_state_node_state_header *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t cluster_node_state_node_state_header_version(const cluster_node_state_node_state_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_node_state_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_node_state_node_state_header_set_version(cluster_node_state_node_state_header *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    cluster_node_state_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_node_state_node_state_header_padding(const cluster_node_state_node_state_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_node_state_load_int32_le(fw->buffer + fw->offset + 4U);
}

static inline int cluster_node_state_node_state_header_set_padding(cluster_node_state_node_state_header *fw, int32_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_node_state_store_int32_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_node_state_node_state_header_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_node_state_node_state_header_columns *columns)
{
    size_t n = 0;
    if (count == 0)
    {
        return 0;
    }
    if (buffer == NULL || offsets == NULL || columns == NULL)
    {
        return -1;
    }
    while (n < count && !(buffer_length < 8U || offsets[n] > buffer_length - 8U))
    {
        n++;
    }
    if (columns->version != NULL)
    {
        int32_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_node_state_load_int32_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->padding != NULL)
    {
        int32_t *out = columns->padding;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_node_state_load_int32_le(buffer + offsets[i] + 4U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_node_state_node_state_header_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_node_state_node_state_header_columns *columns)
{
    size_t n = 0;
    if (count == 0)
    {
        return 0;
    }
    if (buffer == NULL || offsets == NULL || columns == NULL)
    {
        return -1;
    }
    while (n < count)
    {
        uint64_t at = offsets[n];
        if (buffer_length < 16U || at > buffer_length - 16U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_node_state_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_node_state_load_uint16_le(h + 2U) != 300U ||
            (uint64_t)cluster_node_state_load_uint16_le(h + 4U) != 112U ||
            block_length > buffer_length - at - 16U)
        {
            break;
        }
        n++;
    }
    if (columns->version != NULL)
    {
        int32_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 16U;
            int present = (uint64_t)cluster_node_state_load_uint16_le(h + 0U) >= 4U;
            out[i] = present ? cluster_node_state_load_int32_le(body + 0U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->padding != NULL)
    {
        int32_t *out = columns->padding;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 16U;
            int present = (uint64_t)cluster_node_state_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_node_state_load_int32_le(body + 4U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_node_state_candidate_term ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_node_state_candidate_term_wrap_for_encode(cluster_node_state_candidate_term *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 10U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_node_state_candidate_term_wrap_and_apply_header(cluster_node_state_candidate_term *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    cluster_node_state_store_uint16_le(buffer + offset + 0U, 24U);
    cluster_node_state_store_uint16_le(buffer + offset + 2U, 301U);
    cluster_node_state_store_uint16_le(buffer + offset + 4U, 112U);
    cluster_node_state_store_uint16_le(buffer + offset + 6U, 10U);
    return cluster_node_state_candidate_term_wrap_for_encode(fw, buffer, offset + 16U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_node_state_candidate_term_wrap_for_decode(cluster_node_state_candidate_term *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_node_state_candidate_term_encoded_length(const cluster_node_state_candidate_term *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_node_state_candidate_term_candidate_term_id(const cluster_node_state_candidate_term *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_node_state_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_node_state_candidate_term_set_candidate_term_id(cluster_node_state_candidate_term *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_node_state_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_node_state_candidate_term_timestamp(const cluster_node_state_candidate_term *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_node_state_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_node_state_candidate_term_set_timestamp(cluster_node_state_candidate_term *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_node_state_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_node_state_candidate_term_log_position(const cluster_node_state_candidate_term *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_node_state_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_node_state_candidate_term_set_log_position(cluster_node_state_candidate_term *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_node_state_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_node_state_candidate_term_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_node_state_candidate_term_columns *columns)
{
    size_t n = 0;
    if (count == 0)
    {
        return 0;
    }
    if (buffer == NULL || offsets == NULL || columns == NULL)
    {
        return -1;
    }
    while (n < count && !(buffer_length < 24U || offsets[n] > buffer_length - 24U))
    {
        n++;
    }
    if (columns->candidate_term_id != NULL)
    {
        int64_t *out = columns->candidate_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_node_state_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_node_state_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_node_state_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_node_state_candidate_term_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_node_state_candidate_term_columns *columns)
{
    size_t n = 0;
    if (count == 0)
    {
        return 0;
    }
    if (buffer == NULL || offsets == NULL || columns == NULL)
    {
        return -1;
    }
    while (n < count)
    {
        uint64_t at = offsets[n];
        if (buffer_length < 16U || at > buffer_length - 16U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_node_state_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_node_state_load_uint16_le(h + 2U) != 301U ||
            (uint64_t)cluster_node_state_load_uint16_le(h + 4U) != 112U ||
            block_length > buffer_length - at - 16U)
        {
            break;
        }
        n++;
    }
    if (columns->candidate_term_id != NULL)
    {
        int64_t *out = columns->candidate_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 16U;
            int present = (uint64_t)cluster_node_state_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_node_state_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 16U;
            int present = (uint64_t)cluster_node_state_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_node_state_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 16U;
            int present = (uint64_t)cluster_node_state_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_node_state_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_node_state_cluster_members ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_node_state_cluster_members_wrap_for_encode(cluster_node_state_cluster_members *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 10U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_node_state_cluster_members_wrap_and_apply_header(cluster_node_state_cluster_members *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    cluster_node_state_store_uint16_le(buffer + offset + 0U, 16U);
    cluster_node_state_store_uint16_le(buffer + offset + 2U, 303U);
    cluster_node_state_store_uint16_le(buffer + offset + 4U, 112U);
    cluster_node_state_store_uint16_le(buffer + offset + 6U, 10U);
    return cluster_node_state_cluster_members_wrap_for_encode(fw, buffer, offset + 16U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_node_state_cluster_members_wrap_for_decode(cluster_node_state_cluster_members *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_node_state_cluster_members_encoded_length(const cluster_node_state_cluster_members *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_node_state_cluster_members_leadership_term_id(const cluster_node_state_cluster_members *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_node_state_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_node_state_cluster_members_set_leadership_term_id(cluster_node_state_cluster_members *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_node_state_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_node_state_cluster_members_member_id(const cluster_node_state_cluster_members *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_node_state_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_node_state_cluster_members_set_member_id(cluster_node_state_cluster_members *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_node_state_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_node_state_cluster_members_high_member_id(const cluster_node_state_cluster_members *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_node_state_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int cluster_node_state_cluster_members_set_high_member_id(cluster_node_state_cluster_members *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_node_state_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

/* Length of cluster_members at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_node_state_cluster_members_cluster_members_length(const cluster_node_state_cluster_members *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_node_state_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies cluster_members into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_node_state_cluster_members_get_cluster_members(cluster_node_state_cluster_members *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_node_state_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_node_state_cluster_members_skip_cluster_members(cluster_node_state_cluster_members *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_node_state_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_node_state_cluster_members_put_cluster_members(cluster_node_state_cluster_members *fw, const char *src, uint64_t length)
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
    cluster_node_state_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_node_state_node_state_footer ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_node_state_node_state_footer_wrap_for_encode(cluster_node_state_node_state_footer *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || offset > buffer_length)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 0U;
    fw->acting_version = 10U;
    fw->limit = offset + 0U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_node_state_node_state_footer_wrap_and_apply_header(cluster_node_state_node_state_footer *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    cluster_node_state_store_uint16_le(buffer + offset + 0U, 0U);
    cluster_node_state_store_uint16_le(buffer + offset + 2U, 304U);
    cluster_node_state_store_uint16_le(buffer + offset + 4U, 112U);
    cluster_node_state_store_uint16_le(buffer + offset + 6U, 10U);
    return cluster_node_state_node_state_footer_wrap_for_encode(fw, buffer, offset + 16U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_node_state_node_state_footer_wrap_for_decode(cluster_node_state_node_state_footer *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_node_state_node_state_footer_encoded_length(const cluster_node_state_node_state_footer *fw)
{
    return fw->limit - fw->offset;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_node_state_node_state_footer_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_node_state_node_state_footer_columns *columns)
{
    size_t n = 0;
    if (count == 0)
    {
        return 0;
    }
    if (buffer == NULL || offsets == NULL || columns == NULL)
    {
        return -1;
    }
    while (n < count && !(offsets[n] > buffer_length))
    {
        n++;
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_node_state_node_state_footer_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_node_state_node_state_footer_columns *columns)
{
    size_t n = 0;
    if (count == 0)
    {
        return 0;
    }
    if (buffer == NULL || offsets == NULL || columns == NULL)
    {
        return -1;
    }
    while (n < count)
    {
        uint64_t at = offsets[n];
        if (buffer_length < 16U || at > buffer_length - 16U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_node_state_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_node_state_load_uint16_le(h + 2U) != 304U ||
            (uint64_t)cluster_node_state_load_uint16_le(h + 4U) != 112U ||
            block_length > buffer_length - at - 16U)
        {
            break;
        }
        n++;
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

#endif /* AERONKIT_GENERATED_CLUSTER_NODE_STATE_H */
