/* generated from cluster-codecs.xml by aeronkit codegen; do not edit */
/*
 * SBE flyweights and column decoders for schema io.aeron.cluster.codecs (id 111, version 16).
 * Every entry point checks bounds against the buffer length it was given: a truncated or hostile buffer
 * makes a wrap/walk return -1 and a getter return the field's null value, never a read past the end.
 * Loads and stores go through memcpy with explicit byte swaps, so no access is unaligned or type-punned.
 */
#ifndef AERONKIT_GENERATED_CLUSTER_H
#define AERONKIT_GENERATED_CLUSTER_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define CLUSTER_SCHEMA_ID ((uint16_t)111U)
#define CLUSTER_SCHEMA_VERSION ((uint16_t)16U)
#define CLUSTER_HEADER_LENGTH ((uint64_t)8U)

/* ---- byte order ------------------------------------------------------------------------------------- */
static inline char cluster_load_char_le(const uint8_t *p)
{
    char v;
    memcpy(&v, p, 1);
    return v;
}

static inline void cluster_store_char_le(uint8_t *p, char v)
{
    memcpy(p, &v, 1);
}

static inline char cluster_load_char_be(const uint8_t *p)
{
    char v;
    memcpy(&v, p, 1);
    return v;
}

static inline void cluster_store_char_be(uint8_t *p, char v)
{
    memcpy(p, &v, 1);
}

static inline int8_t cluster_load_int8_le(const uint8_t *p)
{
    int8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void cluster_store_int8_le(uint8_t *p, int8_t v)
{
    memcpy(p, &v, 1);
}

static inline int8_t cluster_load_int8_be(const uint8_t *p)
{
    int8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void cluster_store_int8_be(uint8_t *p, int8_t v)
{
    memcpy(p, &v, 1);
}

static inline uint8_t cluster_load_uint8_le(const uint8_t *p)
{
    uint8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void cluster_store_uint8_le(uint8_t *p, uint8_t v)
{
    memcpy(p, &v, 1);
}

static inline uint8_t cluster_load_uint8_be(const uint8_t *p)
{
    uint8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void cluster_store_uint8_be(uint8_t *p, uint8_t v)
{
    memcpy(p, &v, 1);
}

static inline int16_t cluster_load_int16_le(const uint8_t *p)
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

static inline void cluster_store_int16_le(uint8_t *p, int16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int16_t cluster_load_int16_be(const uint8_t *p)
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

static inline void cluster_store_int16_be(uint8_t *p, int16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint16_t cluster_load_uint16_le(const uint8_t *p)
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

static inline void cluster_store_uint16_le(uint8_t *p, uint16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint16_t cluster_load_uint16_be(const uint8_t *p)
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

static inline void cluster_store_uint16_be(uint8_t *p, uint16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int32_t cluster_load_int32_le(const uint8_t *p)
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

static inline void cluster_store_int32_le(uint8_t *p, int32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int32_t cluster_load_int32_be(const uint8_t *p)
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

static inline void cluster_store_int32_be(uint8_t *p, int32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint32_t cluster_load_uint32_le(const uint8_t *p)
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

static inline void cluster_store_uint32_le(uint8_t *p, uint32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint32_t cluster_load_uint32_be(const uint8_t *p)
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

static inline void cluster_store_uint32_be(uint8_t *p, uint32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int64_t cluster_load_int64_le(const uint8_t *p)
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

static inline void cluster_store_int64_le(uint8_t *p, int64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int64_t cluster_load_int64_be(const uint8_t *p)
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

static inline void cluster_store_int64_be(uint8_t *p, int64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint64_t cluster_load_uint64_le(const uint8_t *p)
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

static inline void cluster_store_uint64_le(uint8_t *p, uint64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint64_t cluster_load_uint64_be(const uint8_t *p)
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

static inline void cluster_store_uint64_be(uint8_t *p, uint64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline float cluster_load_float_le(const uint8_t *p)
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

static inline void cluster_store_float_le(uint8_t *p, float v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline float cluster_load_float_be(const uint8_t *p)
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

static inline void cluster_store_float_be(uint8_t *p, float v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline double cluster_load_double_le(const uint8_t *p)
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

static inline void cluster_store_double_le(uint8_t *p, double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline double cluster_load_double_be(const uint8_t *p)
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

static inline void cluster_store_double_be(uint8_t *p, double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

/* ---- enums and sets --------------------------------------------------------------------------------- */
/* enum AdminRequestType: int32_t */
#define CLUSTER_ADMIN_REQUEST_TYPE_SNAPSHOT ((int32_t)0ULL)
#define CLUSTER_ADMIN_REQUEST_TYPE_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum AdminResponseCode: int32_t */
#define CLUSTER_ADMIN_RESPONSE_CODE_OK ((int32_t)0ULL)
#define CLUSTER_ADMIN_RESPONSE_CODE_ERROR ((int32_t)1ULL)
#define CLUSTER_ADMIN_RESPONSE_CODE_UNAUTHORISED_ACCESS ((int32_t)2ULL)
#define CLUSTER_ADMIN_RESPONSE_CODE_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum BooleanType: int32_t */
#define CLUSTER_BOOLEAN_TYPE_FALSE ((int32_t)0ULL)
#define CLUSTER_BOOLEAN_TYPE_TRUE ((int32_t)1ULL)
#define CLUSTER_BOOLEAN_TYPE_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum ChangeType: int32_t */
#define CLUSTER_CHANGE_TYPE_JOIN ((int32_t)0ULL)
#define CLUSTER_CHANGE_TYPE_QUIT ((int32_t)1ULL)
#define CLUSTER_CHANGE_TYPE_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum CloseReason: int32_t */
#define CLUSTER_CLOSE_REASON_CLIENT_ACTION ((int32_t)0ULL)
#define CLUSTER_CLOSE_REASON_SERVICE_ACTION ((int32_t)1ULL)
#define CLUSTER_CLOSE_REASON_TIMEOUT ((int32_t)2ULL)
#define CLUSTER_CLOSE_REASON_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum ClusterAction: int32_t */
#define CLUSTER_CLUSTER_ACTION_SUSPEND ((int32_t)0ULL)
#define CLUSTER_CLUSTER_ACTION_RESUME ((int32_t)1ULL)
#define CLUSTER_CLUSTER_ACTION_SNAPSHOT ((int32_t)2ULL)
#define CLUSTER_CLUSTER_ACTION_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum ClusterTimeUnit: int32_t */
#define CLUSTER_CLUSTER_TIME_UNIT_MILLIS ((int32_t)0ULL)
#define CLUSTER_CLUSTER_TIME_UNIT_MICROS ((int32_t)1ULL)
#define CLUSTER_CLUSTER_TIME_UNIT_NANOS ((int32_t)2ULL)
#define CLUSTER_CLUSTER_TIME_UNIT_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum EventCode: int32_t */
#define CLUSTER_EVENT_CODE_OK ((int32_t)0ULL)
#define CLUSTER_EVENT_CODE_ERROR ((int32_t)1ULL)
#define CLUSTER_EVENT_CODE_REDIRECT ((int32_t)2ULL) /* Not the leader; detail lists the members */
#define CLUSTER_EVENT_CODE_AUTHENTICATION_REJECTED ((int32_t)3ULL)
#define CLUSTER_EVENT_CODE_CLOSED ((int32_t)4ULL)
#define CLUSTER_EVENT_CODE_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum SnapshotMark: int32_t */
#define CLUSTER_SNAPSHOT_MARK_BEGIN ((int32_t)0ULL)
#define CLUSTER_SNAPSHOT_MARK_SECTION ((int32_t)1ULL)
#define CLUSTER_SNAPSHOT_MARK_END ((int32_t)2ULL)
#define CLUSTER_SNAPSHOT_MARK_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* ---- flyweight types -------------------------------------------------------------------------------- */
/* SBE header in front of every message: 8 bytes */
typedef struct cluster_message_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_message_header;
#define CLUSTER_MESSAGE_HEADER_ENCODED_LENGTH ((uint64_t)8U)

/* Dimension of a repeating group */
typedef struct cluster_group_size_encoding
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_group_size_encoding;
#define CLUSTER_GROUP_SIZE_ENCODING_ENCODED_LENGTH ((uint64_t)4U)

/* Prefix of every application message on ingress and egress */
typedef struct cluster_session_message_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_session_message_header;
#define CLUSTER_SESSION_MESSAGE_HEADER_BLOCK_LENGTH ((uint64_t)24U)
#define CLUSTER_SESSION_MESSAGE_HEADER_TEMPLATE_ID ((uint16_t)1U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_session_message_header_columns
{
    int64_t *leadership_term_id;
    int64_t *cluster_session_id;
    int64_t *timestamp;
}
cluster_session_message_header_columns;

/* Answer to a connect, or a later change of session state */
typedef struct cluster_session_event
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_session_event;
#define CLUSTER_SESSION_EVENT_BLOCK_LENGTH ((uint64_t)44U)
#define CLUSTER_SESSION_EVENT_TEMPLATE_ID ((uint16_t)2U)

/* Ask the cluster for a session */
typedef struct cluster_session_connect_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_session_connect_request;
#define CLUSTER_SESSION_CONNECT_REQUEST_BLOCK_LENGTH ((uint64_t)16U)
#define CLUSTER_SESSION_CONNECT_REQUEST_TEMPLATE_ID ((uint16_t)3U)

/* Client ends its session */
typedef struct cluster_session_close_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_session_close_request;
#define CLUSTER_SESSION_CLOSE_REQUEST_BLOCK_LENGTH ((uint64_t)16U)
#define CLUSTER_SESSION_CLOSE_REQUEST_TEMPLATE_ID ((uint16_t)4U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_session_close_request_columns
{
    int64_t *leadership_term_id;
    int64_t *cluster_session_id;
}
cluster_session_close_request_columns;

/* Client liveness when it has nothing to send */
typedef struct cluster_session_keep_alive
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_session_keep_alive;
#define CLUSTER_SESSION_KEEP_ALIVE_BLOCK_LENGTH ((uint64_t)16U)
#define CLUSTER_SESSION_KEEP_ALIVE_TEMPLATE_ID ((uint16_t)5U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_session_keep_alive_columns
{
    int64_t *leadership_term_id;
    int64_t *cluster_session_id;
}
cluster_session_keep_alive_columns;

/* Told to sessions after an election */
typedef struct cluster_new_leader_event
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_new_leader_event;
#define CLUSTER_NEW_LEADER_EVENT_BLOCK_LENGTH ((uint64_t)20U)
#define CLUSTER_NEW_LEADER_EVENT_TEMPLATE_ID ((uint16_t)6U)

/* Cluster asks the connecting client for more credentials */
typedef struct cluster_challenge
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_challenge;
#define CLUSTER_CHALLENGE_BLOCK_LENGTH ((uint64_t)16U)
#define CLUSTER_CHALLENGE_TEMPLATE_ID ((uint16_t)7U)

/* Client answers a challenge */
typedef struct cluster_challenge_response
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_challenge_response;
#define CLUSTER_CHALLENGE_RESPONSE_BLOCK_LENGTH ((uint64_t)16U)
#define CLUSTER_CHALLENGE_RESPONSE_TEMPLATE_ID ((uint16_t)8U)

/* A scheduled timer expired */
typedef struct cluster_timer_event
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_timer_event;
#define CLUSTER_TIMER_EVENT_BLOCK_LENGTH ((uint64_t)24U)
#define CLUSTER_TIMER_EVENT_TEMPLATE_ID ((uint16_t)20U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_timer_event_columns
{
    int64_t *leadership_term_id;
    int64_t *correlation_id;
    int64_t *timestamp;
}
cluster_timer_event_columns;

/* A client session was opened */
typedef struct cluster_session_open_event
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_session_open_event;
#define CLUSTER_SESSION_OPEN_EVENT_BLOCK_LENGTH ((uint64_t)36U)
#define CLUSTER_SESSION_OPEN_EVENT_TEMPLATE_ID ((uint16_t)21U)

/* A client session was closed */
typedef struct cluster_session_close_event
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_session_close_event;
#define CLUSTER_SESSION_CLOSE_EVENT_BLOCK_LENGTH ((uint64_t)28U)
#define CLUSTER_SESSION_CLOSE_EVENT_TEMPLATE_ID ((uint16_t)22U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_session_close_event_columns
{
    int64_t *leadership_term_id;
    int64_t *cluster_session_id;
    int64_t *timestamp;
    int32_t *close_reason;
}
cluster_session_close_event_columns;

/* Apply an action (suspend, resume, snapshot) at a position */
typedef struct cluster_cluster_action_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_cluster_action_request;
#define CLUSTER_CLUSTER_ACTION_REQUEST_BLOCK_LENGTH ((uint64_t)32U)
#define CLUSTER_CLUSTER_ACTION_REQUEST_TEMPLATE_ID ((uint16_t)23U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_cluster_action_request_columns
{
    int64_t *leadership_term_id;
    int64_t *log_position;
    int64_t *timestamp;
    int32_t *action;
    int32_t *flags;
}
cluster_cluster_action_request_columns;

/* A leadership term began */
typedef struct cluster_new_leadership_term_event
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_new_leadership_term_event;
#define CLUSTER_NEW_LEADERSHIP_TERM_EVENT_BLOCK_LENGTH ((uint64_t)48U)
#define CLUSTER_NEW_LEADERSHIP_TERM_EVENT_TEMPLATE_ID ((uint16_t)24U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_new_leadership_term_event_columns
{
    int64_t *leadership_term_id;
    int64_t *log_position;
    int64_t *timestamp;
    int64_t *term_base_log_position;
    int32_t *leader_member_id;
    int32_t *log_session_id;
    int32_t *time_unit;
    int32_t *app_version;
}
cluster_new_leadership_term_event_columns;

/* Cluster size changed */
typedef struct cluster_membership_change_event
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_membership_change_event;
#define CLUSTER_MEMBERSHIP_CHANGE_EVENT_BLOCK_LENGTH ((uint64_t)40U)
#define CLUSTER_MEMBERSHIP_CHANGE_EVENT_TEMPLATE_ID ((uint16_t)25U)

/* Client asks the cluster to run an admin action */
typedef struct cluster_admin_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_admin_request;
#define CLUSTER_ADMIN_REQUEST_BLOCK_LENGTH ((uint64_t)28U)
#define CLUSTER_ADMIN_REQUEST_TEMPLATE_ID ((uint16_t)26U)

/* Outcome of an admin request */
typedef struct cluster_admin_response
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_admin_response;
#define CLUSTER_ADMIN_RESPONSE_BLOCK_LENGTH ((uint64_t)24U)
#define CLUSTER_ADMIN_RESPONSE_TEMPLATE_ID ((uint16_t)27U)

/* Service asks to close a session */
typedef struct cluster_close_session
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_close_session;
#define CLUSTER_CLOSE_SESSION_BLOCK_LENGTH ((uint64_t)8U)
#define CLUSTER_CLOSE_SESSION_TEMPLATE_ID ((uint16_t)30U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_close_session_columns
{
    int64_t *cluster_session_id;
}
cluster_close_session_columns;

/* Service schedules, or reschedules, a timer */
typedef struct cluster_schedule_timer
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_schedule_timer;
#define CLUSTER_SCHEDULE_TIMER_BLOCK_LENGTH ((uint64_t)16U)
#define CLUSTER_SCHEDULE_TIMER_TEMPLATE_ID ((uint16_t)31U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_schedule_timer_columns
{
    int64_t *correlation_id;
    int64_t *deadline;
}
cluster_schedule_timer_columns;

/* Service cancels a timer */
typedef struct cluster_cancel_timer
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_cancel_timer;
#define CLUSTER_CANCEL_TIMER_BLOCK_LENGTH ((uint64_t)8U)
#define CLUSTER_CANCEL_TIMER_TEMPLATE_ID ((uint16_t)32U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_cancel_timer_columns
{
    int64_t *correlation_id;
}
cluster_cancel_timer_columns;

/* Service reached a log position or finished an action */
typedef struct cluster_service_ack
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_service_ack;
#define CLUSTER_SERVICE_ACK_BLOCK_LENGTH ((uint64_t)36U)
#define CLUSTER_SERVICE_ACK_TEMPLATE_ID ((uint16_t)33U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_service_ack_columns
{
    int64_t *log_position;
    int64_t *timestamp;
    int64_t *ack_id;
    int64_t *relevant_id;
    int32_t *service_id;
}
cluster_service_ack_columns;

/* Ask the consensus module for the member list */
typedef struct cluster_cluster_members_query
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_cluster_members_query;
#define CLUSTER_CLUSTER_MEMBERS_QUERY_BLOCK_LENGTH ((uint64_t)12U)
#define CLUSTER_CLUSTER_MEMBERS_QUERY_TEMPLATE_ID ((uint16_t)34U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_cluster_members_query_columns
{
    int64_t *correlation_id;
    int32_t *extended;
}
cluster_cluster_members_query_columns;

/* Remove an active or passive member */
typedef struct cluster_remove_member
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_remove_member;
#define CLUSTER_REMOVE_MEMBER_BLOCK_LENGTH ((uint64_t)8U)
#define CLUSTER_REMOVE_MEMBER_TEMPLATE_ID ((uint16_t)35U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_remove_member_columns
{
    int32_t *member_id;
    int32_t *is_passive;
}
cluster_remove_member_columns;

/* Consensus module tells a service which log to follow */
typedef struct cluster_join_log
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_join_log;
#define CLUSTER_JOIN_LOG_BLOCK_LENGTH ((uint64_t)40U)
#define CLUSTER_JOIN_LOG_TEMPLATE_ID ((uint16_t)40U)

/* Member list as text */
typedef struct cluster_cluster_members_response
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_cluster_members_response;
#define CLUSTER_CLUSTER_MEMBERS_RESPONSE_BLOCK_LENGTH ((uint64_t)12U)
#define CLUSTER_CLUSTER_MEMBERS_RESPONSE_TEMPLATE_ID ((uint16_t)41U)

/* Consensus module tells a service where to stop */
typedef struct cluster_service_termination_position
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_service_termination_position;
#define CLUSTER_SERVICE_TERMINATION_POSITION_BLOCK_LENGTH ((uint64_t)8U)
#define CLUSTER_SERVICE_TERMINATION_POSITION_TEMPLATE_ID ((uint16_t)42U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_service_termination_position_columns
{
    int64_t *log_position;
}
cluster_service_termination_position_columns;

/* Member list with per-member progress */
typedef struct cluster_cluster_members_extended_response
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_cluster_members_extended_response;
#define CLUSTER_CLUSTER_MEMBERS_EXTENDED_RESPONSE_BLOCK_LENGTH ((uint64_t)24U)
#define CLUSTER_CLUSTER_MEMBERS_EXTENDED_RESPONSE_TEMPLATE_ID ((uint16_t)43U)

/* Voting members */
typedef struct cluster_cluster_members_extended_response_active_members
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t count;
    uint64_t index;
    uint64_t *limit;
}
cluster_cluster_members_extended_response_active_members;
#define CLUSTER_CLUSTER_MEMBERS_EXTENDED_RESPONSE_ACTIVE_MEMBERS_BLOCK_LENGTH ((uint64_t)28U)

/* Non-voting members */
typedef struct cluster_cluster_members_extended_response_passive_members
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t count;
    uint64_t index;
    uint64_t *limit;
}
cluster_cluster_members_extended_response_passive_members;
#define CLUSTER_CLUSTER_MEMBERS_EXTENDED_RESPONSE_PASSIVE_MEMBERS_BLOCK_LENGTH ((uint64_t)28U)

/* A member's appended log position while canvassing */
typedef struct cluster_canvass_position
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_canvass_position;
#define CLUSTER_CANVASS_POSITION_BLOCK_LENGTH ((uint64_t)32U)
#define CLUSTER_CANVASS_POSITION_TEMPLATE_ID ((uint16_t)50U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_canvass_position_columns
{
    int64_t *log_leadership_term_id;
    int64_t *log_position;
    int64_t *leadership_term_id;
    int32_t *follower_member_id;
    int32_t *protocol_version;
}
cluster_canvass_position_columns;

/* A candidate asks for a vote */
typedef struct cluster_request_vote
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_request_vote;
#define CLUSTER_REQUEST_VOTE_BLOCK_LENGTH ((uint64_t)32U)
#define CLUSTER_REQUEST_VOTE_TEMPLATE_ID ((uint16_t)51U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_request_vote_columns
{
    int64_t *log_leadership_term_id;
    int64_t *log_position;
    int64_t *candidate_term_id;
    int32_t *candidate_member_id;
    int32_t *protocol_version;
}
cluster_request_vote_columns;

/* A member's vote for or against a candidate */
typedef struct cluster_vote
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_vote;
#define CLUSTER_VOTE_BLOCK_LENGTH ((uint64_t)36U)
#define CLUSTER_VOTE_TEMPLATE_ID ((uint16_t)52U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_vote_columns
{
    int64_t *candidate_term_id;
    int64_t *log_leadership_term_id;
    int64_t *log_position;
    int32_t *candidate_member_id;
    int32_t *follower_member_id;
    int32_t *vote;
}
cluster_vote_columns;

/* The elected leader announces its term */
typedef struct cluster_new_leadership_term
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_new_leadership_term;
#define CLUSTER_NEW_LEADERSHIP_TERM_BLOCK_LENGTH ((uint64_t)96U)
#define CLUSTER_NEW_LEADERSHIP_TERM_TEMPLATE_ID ((uint16_t)53U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_new_leadership_term_columns
{
    int64_t *log_leadership_term_id;
    int64_t *next_leadership_term_id;
    int64_t *next_term_base_log_position;
    int64_t *next_log_position;
    int64_t *leadership_term_id;
    int64_t *term_base_log_position;
    int64_t *log_position;
    int64_t *leader_recording_id;
    int64_t *timestamp;
    int32_t *leader_member_id;
    int32_t *log_session_id;
    int32_t *app_version;
    int32_t *is_startup;
    int64_t *commit_position;
}
cluster_new_leadership_term_columns;

/* Follower's appended log position */
typedef struct cluster_append_position
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_append_position;
#define CLUSTER_APPEND_POSITION_BLOCK_LENGTH ((uint64_t)21U)
#define CLUSTER_APPEND_POSITION_TEMPLATE_ID ((uint16_t)54U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_append_position_columns
{
    int64_t *leadership_term_id;
    int64_t *log_position;
    int32_t *follower_member_id;
    uint8_t *flags;
}
cluster_append_position_columns;

/* Leader's quorum position */
typedef struct cluster_commit_position
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_commit_position;
#define CLUSTER_COMMIT_POSITION_BLOCK_LENGTH ((uint64_t)20U)
#define CLUSTER_COMMIT_POSITION_TEMPLATE_ID ((uint16_t)55U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_commit_position_columns
{
    int64_t *leadership_term_id;
    int64_t *log_position;
    int32_t *leader_member_id;
}
cluster_commit_position_columns;

/* Follower asks the leader to replay from a position */
typedef struct cluster_catchup_position
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_catchup_position;
#define CLUSTER_CATCHUP_POSITION_BLOCK_LENGTH ((uint64_t)20U)
#define CLUSTER_CATCHUP_POSITION_TEMPLATE_ID ((uint16_t)56U)

/* Leader ends a follower's catch-up */
typedef struct cluster_stop_catchup
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_stop_catchup;
#define CLUSTER_STOP_CATCHUP_BLOCK_LENGTH ((uint64_t)12U)
#define CLUSTER_STOP_CATCHUP_TEMPLATE_ID ((uint16_t)57U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_stop_catchup_columns
{
    int64_t *leadership_term_id;
    int32_t *follower_member_id;
}
cluster_stop_catchup_columns;

/* Register a passive member */
typedef struct cluster_add_passive_member
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_add_passive_member;
#define CLUSTER_ADD_PASSIVE_MEMBER_BLOCK_LENGTH ((uint64_t)8U)
#define CLUSTER_ADD_PASSIVE_MEMBER_TEMPLATE_ID ((uint16_t)70U)

/* Reply to a membership change */
typedef struct cluster_cluster_members_change
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_cluster_members_change;
#define CLUSTER_CLUSTER_MEMBERS_CHANGE_BLOCK_LENGTH ((uint64_t)12U)
#define CLUSTER_CLUSTER_MEMBERS_CHANGE_TEMPLATE_ID ((uint16_t)71U)

/* Ask the leader for its latest snapshots */
typedef struct cluster_snapshot_recording_query
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_snapshot_recording_query;
#define CLUSTER_SNAPSHOT_RECORDING_QUERY_BLOCK_LENGTH ((uint64_t)12U)
#define CLUSTER_SNAPSHOT_RECORDING_QUERY_TEMPLATE_ID ((uint16_t)72U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_snapshot_recording_query_columns
{
    int64_t *correlation_id;
    int32_t *request_member_id;
}
cluster_snapshot_recording_query_columns;

/* The leader's latest snapshots */
typedef struct cluster_snapshot_recordings
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_snapshot_recordings;
#define CLUSTER_SNAPSHOT_RECORDINGS_BLOCK_LENGTH ((uint64_t)8U)
#define CLUSTER_SNAPSHOT_RECORDINGS_TEMPLATE_ID ((uint16_t)73U)

/* One entry per snapshot */
typedef struct cluster_snapshot_recordings_snapshots
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t count;
    uint64_t index;
    uint64_t *limit;
}
cluster_snapshot_recordings_snapshots;
#define CLUSTER_SNAPSHOT_RECORDINGS_SNAPSHOTS_BLOCK_LENGTH ((uint64_t)44U)

/* A passive member becomes active */
typedef struct cluster_join_cluster
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_join_cluster;
#define CLUSTER_JOIN_CLUSTER_BLOCK_LENGTH ((uint64_t)12U)
#define CLUSTER_JOIN_CLUSTER_TEMPLATE_ID ((uint16_t)74U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_join_cluster_columns
{
    int64_t *leadership_term_id;
    int32_t *member_id;
}
cluster_join_cluster_columns;

/* Leader tells members where to stop */
typedef struct cluster_termination_position
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_termination_position;
#define CLUSTER_TERMINATION_POSITION_BLOCK_LENGTH ((uint64_t)16U)
#define CLUSTER_TERMINATION_POSITION_TEMPLATE_ID ((uint16_t)75U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_termination_position_columns
{
    int64_t *leadership_term_id;
    int64_t *log_position;
}
cluster_termination_position_columns;

/* Member reached the termination position */
typedef struct cluster_termination_ack
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_termination_ack;
#define CLUSTER_TERMINATION_ACK_BLOCK_LENGTH ((uint64_t)20U)
#define CLUSTER_TERMINATION_ACK_TEMPLATE_ID ((uint16_t)76U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_termination_ack_columns
{
    int64_t *leadership_term_id;
    int64_t *log_position;
    int32_t *member_id;
}
cluster_termination_ack_columns;

/* Cluster backup asks a member for what to copy */
typedef struct cluster_backup_query
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_backup_query;
#define CLUSTER_BACKUP_QUERY_BLOCK_LENGTH ((uint64_t)24U)
#define CLUSTER_BACKUP_QUERY_TEMPLATE_ID ((uint16_t)77U)

/* Recording ids, positions and snapshots a backup needs */
typedef struct cluster_backup_response
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_backup_response;
#define CLUSTER_BACKUP_RESPONSE_BLOCK_LENGTH ((uint64_t)60U)
#define CLUSTER_BACKUP_RESPONSE_TEMPLATE_ID ((uint16_t)78U)

/* One entry per snapshot */
typedef struct cluster_backup_response_snapshots
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t count;
    uint64_t index;
    uint64_t *limit;
}
cluster_backup_response_snapshots;
#define CLUSTER_BACKUP_RESPONSE_SNAPSHOTS_BLOCK_LENGTH ((uint64_t)44U)

/* Ask a member to answer with a heartbeat */
typedef struct cluster_heartbeat_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_heartbeat_request;
#define CLUSTER_HEARTBEAT_REQUEST_BLOCK_LENGTH ((uint64_t)12U)
#define CLUSTER_HEARTBEAT_REQUEST_TEMPLATE_ID ((uint16_t)79U)

/* A member's heartbeat answer */
typedef struct cluster_heartbeat_response
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_heartbeat_response;
#define CLUSTER_HEARTBEAT_RESPONSE_BLOCK_LENGTH ((uint64_t)8U)
#define CLUSTER_HEARTBEAT_RESPONSE_TEMPLATE_ID ((uint16_t)80U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_heartbeat_response_columns
{
    int64_t *correlation_id;
}
cluster_heartbeat_response_columns;

/* Snapshots taken on a standby node */
typedef struct cluster_standby_snapshot
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_standby_snapshot;
#define CLUSTER_STANDBY_SNAPSHOT_BLOCK_LENGTH ((uint64_t)16U)
#define CLUSTER_STANDBY_SNAPSHOT_TEMPLATE_ID ((uint16_t)81U)

typedef struct cluster_standby_snapshot_snapshots
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t count;
    uint64_t index;
    uint64_t *limit;
}
cluster_standby_snapshot_snapshots;
#define CLUSTER_STANDBY_SNAPSHOT_SNAPSHOTS_BLOCK_LENGTH ((uint64_t)44U)

/* Begin, section or end of a snapshot */
typedef struct cluster_snapshot_marker
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_snapshot_marker;
#define CLUSTER_SNAPSHOT_MARKER_BLOCK_LENGTH ((uint64_t)40U)
#define CLUSTER_SNAPSHOT_MARKER_TEMPLATE_ID ((uint16_t)100U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_snapshot_marker_columns
{
    int64_t *type_id;
    int64_t *log_position;
    int64_t *leadership_term_id;
    int32_t *index;
    int32_t *mark;
    int32_t *time_unit;
    int32_t *app_version;
}
cluster_snapshot_marker_columns;

/* A session as a service snapshots it */
typedef struct cluster_client_session
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_client_session;
#define CLUSTER_CLIENT_SESSION_BLOCK_LENGTH ((uint64_t)12U)
#define CLUSTER_CLIENT_SESSION_TEMPLATE_ID ((uint16_t)102U)

/* A session as the consensus module snapshots it */
typedef struct cluster_cluster_session
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_cluster_session;
#define CLUSTER_CLUSTER_SESSION_BLOCK_LENGTH ((uint64_t)40U)
#define CLUSTER_CLUSTER_SESSION_TEMPLATE_ID ((uint16_t)103U)

/* A pending timer in a snapshot */
typedef struct cluster_timer
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_timer;
#define CLUSTER_TIMER_BLOCK_LENGTH ((uint64_t)16U)
#define CLUSTER_TIMER_TEMPLATE_ID ((uint16_t)104U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_timer_columns
{
    int64_t *correlation_id;
    int64_t *deadline;
}
cluster_timer_columns;

/* Consensus module counters in a snapshot */
typedef struct cluster_consensus_module
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_consensus_module;
#define CLUSTER_CONSENSUS_MODULE_BLOCK_LENGTH ((uint64_t)28U)
#define CLUSTER_CONSENSUS_MODULE_TEMPLATE_ID ((uint16_t)105U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_consensus_module_columns
{
    int64_t *next_session_id;
    int64_t *next_service_session_id;
    int64_t *log_service_session_id;
    int32_t *pending_message_capacity;
}
cluster_consensus_module_columns;

/* Member list in a snapshot */
typedef struct cluster_cluster_members
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_cluster_members;
#define CLUSTER_CLUSTER_MEMBERS_BLOCK_LENGTH ((uint64_t)8U)
#define CLUSTER_CLUSTER_MEMBERS_TEMPLATE_ID ((uint16_t)106U)

/* A service's pending-message tracker in a snapshot */
typedef struct cluster_pending_message_tracker
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_pending_message_tracker;
#define CLUSTER_PENDING_MESSAGE_TRACKER_BLOCK_LENGTH ((uint64_t)24U)
#define CLUSTER_PENDING_MESSAGE_TRACKER_TEMPLATE_ID ((uint16_t)107U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_pending_message_tracker_columns
{
    int64_t *next_service_session_id;
    int64_t *log_service_session_id;
    int32_t *pending_message_capacity;
    int32_t *service_id;
}
cluster_pending_message_tracker_columns;

/* Ask every service on this node to acknowledge a position */
typedef struct cluster_request_service_ack
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
cluster_request_service_ack;
#define CLUSTER_REQUEST_SERVICE_ACK_BLOCK_LENGTH ((uint64_t)8U)
#define CLUSTER_REQUEST_SERVICE_ACK_TEMPLATE_ID ((uint16_t)108U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct cluster_request_service_ack_columns
{
    int64_t *log_position;
}
cluster_request_service_ack_columns;





/* ---- accessors -------------------------------------------------------------------------------------- */
/* ==== composite cluster_message_header ==== */
static inline int cluster_message_header_wrap_for_encode(cluster_message_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 16U;
    fw->limit = offset + 8U;
    return 0;
}

static inline int cluster_message_header_wrap_for_decode(cluster_message_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
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

static inline uint16_t cluster_message_header_block_length(const cluster_message_header *fw)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return ((uint16_t)65535ULL);
    }
    return cluster_load_uint16_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_message_header_set_block_length(cluster_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return -1;
    }
    cluster_store_uint16_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint16_t cluster_message_header_template_id(const cluster_message_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((uint16_t)65535ULL);
    }
    return cluster_load_uint16_le(fw->buffer + fw->offset + 2U);
}

static inline int cluster_message_header_set_template_id(cluster_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    cluster_store_uint16_le(fw->buffer + fw->offset + 2U, value);
    return 0;
}

static inline uint16_t cluster_message_header_schema_id(const cluster_message_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint16_t)65535ULL);
    }
    return cluster_load_uint16_le(fw->buffer + fw->offset + 4U);
}

static inline int cluster_message_header_set_schema_id(cluster_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    cluster_store_uint16_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint16_t cluster_message_header_version(const cluster_message_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65535ULL);
    }
    return cluster_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int cluster_message_header_set_version(cluster_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

/* ==== composite cluster_group_size_encoding ==== */
static inline int cluster_group_size_encoding_wrap_for_encode(cluster_group_size_encoding *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 4U || offset > buffer_length - 4U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 4U;
    fw->acting_version = 16U;
    fw->limit = offset + 4U;
    return 0;
}

static inline int cluster_group_size_encoding_wrap_for_decode(cluster_group_size_encoding *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
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

static inline uint16_t cluster_group_size_encoding_block_length(const cluster_group_size_encoding *fw)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return ((uint16_t)65535ULL);
    }
    return cluster_load_uint16_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_group_size_encoding_set_block_length(cluster_group_size_encoding *fw, uint16_t value)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return -1;
    }
    cluster_store_uint16_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint16_t cluster_group_size_encoding_num_in_group(const cluster_group_size_encoding *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((uint16_t)65535ULL);
    }
    return cluster_load_uint16_le(fw->buffer + fw->offset + 2U);
}

static inline int cluster_group_size_encoding_set_num_in_group(cluster_group_size_encoding *fw, uint16_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    cluster_store_uint16_le(fw->buffer + fw->offset + 2U, value);
    return 0;
}

/* ==== message cluster_session_message_header ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_session_message_header_wrap_for_encode(cluster_session_message_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 16U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_session_message_header_wrap_and_apply_header(cluster_session_message_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 24U);
    cluster_store_uint16_le(buffer + offset + 2U, 1U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_session_message_header_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_session_message_header_wrap_for_decode(cluster_session_message_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_session_message_header_encoded_length(const cluster_session_message_header *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_session_message_header_leadership_term_id(const cluster_session_message_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_session_message_header_set_leadership_term_id(cluster_session_message_header *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_session_message_header_cluster_session_id(const cluster_session_message_header *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_session_message_header_set_cluster_session_id(cluster_session_message_header *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_session_message_header_timestamp(const cluster_session_message_header *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_session_message_header_set_timestamp(cluster_session_message_header *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_session_message_header_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_session_message_header_columns *columns)
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
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->cluster_session_id != NULL)
    {
        int64_t *out = columns->cluster_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_session_message_header_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_session_message_header_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 1U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->cluster_session_id != NULL)
    {
        int64_t *out = columns->cluster_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_session_event ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_session_event_wrap_for_encode(cluster_session_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 44U || offset > buffer_length - 44U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 44U;
    fw->acting_version = 16U;
    fw->limit = offset + 44U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_session_event_wrap_and_apply_header(cluster_session_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 52U ||
        offset > buffer_length - 52U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 44U);
    cluster_store_uint16_le(buffer + offset + 2U, 2U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_session_event_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_session_event_wrap_for_decode(cluster_session_event *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_session_event_encoded_length(const cluster_session_event *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_session_event_cluster_session_id(const cluster_session_event *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_session_event_set_cluster_session_id(cluster_session_event *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_session_event_correlation_id(const cluster_session_event *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_session_event_set_correlation_id(cluster_session_event *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_session_event_leadership_term_id(const cluster_session_event *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_session_event_set_leadership_term_id(cluster_session_event *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_session_event_leader_member_id(const cluster_session_event *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_session_event_set_leader_member_id(cluster_session_event *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t cluster_session_event_code(const cluster_session_event *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int cluster_session_event_set_code(cluster_session_event *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

static inline int32_t cluster_session_event_version(const cluster_session_event *fw)
{
    if (fw->acting_version < 6U || fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)0ULL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_session_event_set_version(cluster_session_event *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

/* leader_heartbeat_timeout_ns: The leader's configured heartbeat timeout */
static inline int64_t cluster_session_event_leader_heartbeat_timeout_ns(const cluster_session_event *fw)
{
    if (fw->acting_version < 13U || fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 36U);
}

static inline int cluster_session_event_set_leader_heartbeat_timeout_ns(cluster_session_event *fw, int64_t value)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 36U, value);
    return 0;
}

/* detail: Error text or member endpoints */
/* Length of detail at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_session_event_detail_length(const cluster_session_event *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies detail into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_session_event_get_detail(cluster_session_event *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_session_event_skip_detail(cluster_session_event *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_session_event_put_detail(cluster_session_event *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_session_connect_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_session_connect_request_wrap_for_encode(cluster_session_connect_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 16U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_session_connect_request_wrap_and_apply_header(cluster_session_connect_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 16U);
    cluster_store_uint16_le(buffer + offset + 2U, 3U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_session_connect_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_session_connect_request_wrap_for_decode(cluster_session_connect_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_session_connect_request_encoded_length(const cluster_session_connect_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_session_connect_request_correlation_id(const cluster_session_connect_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_session_connect_request_set_correlation_id(cluster_session_connect_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_session_connect_request_response_stream_id(const cluster_session_connect_request *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_session_connect_request_set_response_stream_id(cluster_session_connect_request *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_session_connect_request_version(const cluster_session_connect_request *fw)
{
    if (fw->acting_version < 2U || fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)0ULL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int cluster_session_connect_request_set_version(cluster_session_connect_request *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

/* Length of response_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_session_connect_request_response_channel_length(const cluster_session_connect_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies response_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_session_connect_request_get_response_channel(cluster_session_connect_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_session_connect_request_skip_response_channel(cluster_session_connect_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_session_connect_request_put_response_channel(cluster_session_connect_request *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of encoded_credentials at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_session_connect_request_encoded_credentials_length(const cluster_session_connect_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies encoded_credentials into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_session_connect_request_get_encoded_credentials(cluster_session_connect_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_session_connect_request_skip_encoded_credentials(cluster_session_connect_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_session_connect_request_put_encoded_credentials(cluster_session_connect_request *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of client_info at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_session_connect_request_client_info_length(const cluster_session_connect_request *fw)
{
    if (fw->acting_version < 14U)
    {
        return 0;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies client_info into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_session_connect_request_get_client_info(cluster_session_connect_request *fw, char *dst, uint64_t dst_length)
{
    if (fw->acting_version < 14U)
    {
        return 0;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_session_connect_request_skip_client_info(cluster_session_connect_request *fw)
{
    if (fw->acting_version < 14U)
    {
        return 0;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_session_connect_request_put_client_info(cluster_session_connect_request *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_session_close_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_session_close_request_wrap_for_encode(cluster_session_close_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 16U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_session_close_request_wrap_and_apply_header(cluster_session_close_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 16U);
    cluster_store_uint16_le(buffer + offset + 2U, 4U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_session_close_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_session_close_request_wrap_for_decode(cluster_session_close_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_session_close_request_encoded_length(const cluster_session_close_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_session_close_request_leadership_term_id(const cluster_session_close_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_session_close_request_set_leadership_term_id(cluster_session_close_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_session_close_request_cluster_session_id(const cluster_session_close_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_session_close_request_set_cluster_session_id(cluster_session_close_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_session_close_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_session_close_request_columns *columns)
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
    while (n < count && !(buffer_length < 16U || offsets[n] > buffer_length - 16U))
    {
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->cluster_session_id != NULL)
    {
        int64_t *out = columns->cluster_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_session_close_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_session_close_request_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 4U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->cluster_session_id != NULL)
    {
        int64_t *out = columns->cluster_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_session_keep_alive ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_session_keep_alive_wrap_for_encode(cluster_session_keep_alive *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 16U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_session_keep_alive_wrap_and_apply_header(cluster_session_keep_alive *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 16U);
    cluster_store_uint16_le(buffer + offset + 2U, 5U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_session_keep_alive_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_session_keep_alive_wrap_for_decode(cluster_session_keep_alive *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_session_keep_alive_encoded_length(const cluster_session_keep_alive *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_session_keep_alive_leadership_term_id(const cluster_session_keep_alive *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_session_keep_alive_set_leadership_term_id(cluster_session_keep_alive *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_session_keep_alive_cluster_session_id(const cluster_session_keep_alive *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_session_keep_alive_set_cluster_session_id(cluster_session_keep_alive *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_session_keep_alive_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_session_keep_alive_columns *columns)
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
    while (n < count && !(buffer_length < 16U || offsets[n] > buffer_length - 16U))
    {
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->cluster_session_id != NULL)
    {
        int64_t *out = columns->cluster_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_session_keep_alive_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_session_keep_alive_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 5U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->cluster_session_id != NULL)
    {
        int64_t *out = columns->cluster_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_new_leader_event ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_new_leader_event_wrap_for_encode(cluster_new_leader_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U || offset > buffer_length - 20U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 20U;
    fw->acting_version = 16U;
    fw->limit = offset + 20U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_new_leader_event_wrap_and_apply_header(cluster_new_leader_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U ||
        offset > buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 20U);
    cluster_store_uint16_le(buffer + offset + 2U, 6U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_new_leader_event_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_new_leader_event_wrap_for_decode(cluster_new_leader_event *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_new_leader_event_encoded_length(const cluster_new_leader_event *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_new_leader_event_leadership_term_id(const cluster_new_leader_event *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_new_leader_event_set_leadership_term_id(cluster_new_leader_event *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_new_leader_event_cluster_session_id(const cluster_new_leader_event *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_new_leader_event_set_cluster_session_id(cluster_new_leader_event *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_new_leader_event_leader_member_id(const cluster_new_leader_event *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_new_leader_event_set_leader_member_id(cluster_new_leader_event *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of ingress_endpoints at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_new_leader_event_ingress_endpoints_length(const cluster_new_leader_event *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies ingress_endpoints into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_new_leader_event_get_ingress_endpoints(cluster_new_leader_event *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_new_leader_event_skip_ingress_endpoints(cluster_new_leader_event *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_new_leader_event_put_ingress_endpoints(cluster_new_leader_event *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_challenge ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_challenge_wrap_for_encode(cluster_challenge *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 16U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_challenge_wrap_and_apply_header(cluster_challenge *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 16U);
    cluster_store_uint16_le(buffer + offset + 2U, 7U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_challenge_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_challenge_wrap_for_decode(cluster_challenge *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_challenge_encoded_length(const cluster_challenge *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_challenge_correlation_id(const cluster_challenge *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_challenge_set_correlation_id(cluster_challenge *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_challenge_cluster_session_id(const cluster_challenge *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_challenge_set_cluster_session_id(cluster_challenge *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Length of encoded_challenge at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_challenge_encoded_challenge_length(const cluster_challenge *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies encoded_challenge into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_challenge_get_encoded_challenge(cluster_challenge *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_challenge_skip_encoded_challenge(cluster_challenge *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_challenge_put_encoded_challenge(cluster_challenge *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_challenge_response ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_challenge_response_wrap_for_encode(cluster_challenge_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 16U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_challenge_response_wrap_and_apply_header(cluster_challenge_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 16U);
    cluster_store_uint16_le(buffer + offset + 2U, 8U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_challenge_response_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_challenge_response_wrap_for_decode(cluster_challenge_response *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_challenge_response_encoded_length(const cluster_challenge_response *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_challenge_response_correlation_id(const cluster_challenge_response *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_challenge_response_set_correlation_id(cluster_challenge_response *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_challenge_response_cluster_session_id(const cluster_challenge_response *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_challenge_response_set_cluster_session_id(cluster_challenge_response *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Length of encoded_credentials at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_challenge_response_encoded_credentials_length(const cluster_challenge_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies encoded_credentials into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_challenge_response_get_encoded_credentials(cluster_challenge_response *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_challenge_response_skip_encoded_credentials(cluster_challenge_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_challenge_response_put_encoded_credentials(cluster_challenge_response *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_timer_event ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_timer_event_wrap_for_encode(cluster_timer_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 16U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_timer_event_wrap_and_apply_header(cluster_timer_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 24U);
    cluster_store_uint16_le(buffer + offset + 2U, 20U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_timer_event_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_timer_event_wrap_for_decode(cluster_timer_event *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_timer_event_encoded_length(const cluster_timer_event *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_timer_event_leadership_term_id(const cluster_timer_event *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_timer_event_set_leadership_term_id(cluster_timer_event *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_timer_event_correlation_id(const cluster_timer_event *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_timer_event_set_correlation_id(cluster_timer_event *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_timer_event_timestamp(const cluster_timer_event *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_timer_event_set_timestamp(cluster_timer_event *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_timer_event_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_timer_event_columns *columns)
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
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_timer_event_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_timer_event_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 20U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_session_open_event ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_session_open_event_wrap_for_encode(cluster_session_open_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U || offset > buffer_length - 36U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 36U;
    fw->acting_version = 16U;
    fw->limit = offset + 36U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_session_open_event_wrap_and_apply_header(cluster_session_open_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 44U ||
        offset > buffer_length - 44U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 36U);
    cluster_store_uint16_le(buffer + offset + 2U, 21U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_session_open_event_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_session_open_event_wrap_for_decode(cluster_session_open_event *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_session_open_event_encoded_length(const cluster_session_open_event *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_session_open_event_leadership_term_id(const cluster_session_open_event *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_session_open_event_set_leadership_term_id(cluster_session_open_event *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_session_open_event_correlation_id(const cluster_session_open_event *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_session_open_event_set_correlation_id(cluster_session_open_event *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_session_open_event_cluster_session_id(const cluster_session_open_event *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_session_open_event_set_cluster_session_id(cluster_session_open_event *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t cluster_session_open_event_timestamp(const cluster_session_open_event *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_session_open_event_set_timestamp(cluster_session_open_event *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t cluster_session_open_event_response_stream_id(const cluster_session_open_event *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_session_open_event_set_response_stream_id(cluster_session_open_event *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

/* Length of response_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_session_open_event_response_channel_length(const cluster_session_open_event *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies response_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_session_open_event_get_response_channel(cluster_session_open_event *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_session_open_event_skip_response_channel(cluster_session_open_event *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_session_open_event_put_response_channel(cluster_session_open_event *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of encoded_principal at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_session_open_event_encoded_principal_length(const cluster_session_open_event *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies encoded_principal into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_session_open_event_get_encoded_principal(cluster_session_open_event *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_session_open_event_skip_encoded_principal(cluster_session_open_event *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_session_open_event_put_encoded_principal(cluster_session_open_event *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_session_close_event ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_session_close_event_wrap_for_encode(cluster_session_close_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U || offset > buffer_length - 28U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 28U;
    fw->acting_version = 16U;
    fw->limit = offset + 28U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_session_close_event_wrap_and_apply_header(cluster_session_close_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U ||
        offset > buffer_length - 36U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 28U);
    cluster_store_uint16_le(buffer + offset + 2U, 22U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_session_close_event_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_session_close_event_wrap_for_decode(cluster_session_close_event *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_session_close_event_encoded_length(const cluster_session_close_event *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_session_close_event_leadership_term_id(const cluster_session_close_event *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_session_close_event_set_leadership_term_id(cluster_session_close_event *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_session_close_event_cluster_session_id(const cluster_session_close_event *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_session_close_event_set_cluster_session_id(cluster_session_close_event *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_session_close_event_timestamp(const cluster_session_close_event *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_session_close_event_set_timestamp(cluster_session_close_event *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_session_close_event_close_reason(const cluster_session_close_event *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_session_close_event_set_close_reason(cluster_session_close_event *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_session_close_event_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_session_close_event_columns *columns)
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
    while (n < count && !(buffer_length < 28U || offsets[n] > buffer_length - 28U))
    {
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->cluster_session_id != NULL)
    {
        int64_t *out = columns->cluster_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->close_reason != NULL)
    {
        int32_t *out = columns->close_reason;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 24U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_session_close_event_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_session_close_event_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 22U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->cluster_session_id != NULL)
    {
        int64_t *out = columns->cluster_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->close_reason != NULL)
    {
        int32_t *out = columns->close_reason;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 28U;
            out[i] = present ? cluster_load_int32_le(body + 24U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_cluster_action_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_cluster_action_request_wrap_for_encode(cluster_cluster_action_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 16U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_cluster_action_request_wrap_and_apply_header(cluster_cluster_action_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 32U);
    cluster_store_uint16_le(buffer + offset + 2U, 23U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_cluster_action_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_cluster_action_request_wrap_for_decode(cluster_cluster_action_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_cluster_action_request_encoded_length(const cluster_cluster_action_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_cluster_action_request_leadership_term_id(const cluster_cluster_action_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_cluster_action_request_set_leadership_term_id(cluster_cluster_action_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_cluster_action_request_log_position(const cluster_cluster_action_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_cluster_action_request_set_log_position(cluster_cluster_action_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_cluster_action_request_timestamp(const cluster_cluster_action_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_cluster_action_request_set_timestamp(cluster_cluster_action_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_cluster_action_request_action(const cluster_cluster_action_request *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_cluster_action_request_set_action(cluster_cluster_action_request *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t cluster_cluster_action_request_flags(const cluster_cluster_action_request *fw)
{
    if (fw->acting_version < 11U || fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int cluster_cluster_action_request_set_flags(cluster_cluster_action_request *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_cluster_action_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_cluster_action_request_columns *columns)
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
    while (n < count && !(buffer_length < 32U || offsets[n] > buffer_length - 32U))
    {
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->action != NULL)
    {
        int32_t *out = columns->action;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 24U);
        }
    }
    if (columns->flags != NULL)
    {
        int32_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 28U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_cluster_action_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_cluster_action_request_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 23U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->action != NULL)
    {
        int32_t *out = columns->action;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 28U;
            out[i] = present ? cluster_load_int32_le(body + 24U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->flags != NULL)
    {
        int32_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 32U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 11U;
            out[i] = present ? cluster_load_int32_le(body + 28U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_new_leadership_term_event ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_new_leadership_term_event_wrap_for_encode(cluster_new_leadership_term_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 48U || offset > buffer_length - 48U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 48U;
    fw->acting_version = 16U;
    fw->limit = offset + 48U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_new_leadership_term_event_wrap_and_apply_header(cluster_new_leadership_term_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 56U ||
        offset > buffer_length - 56U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 48U);
    cluster_store_uint16_le(buffer + offset + 2U, 24U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_new_leadership_term_event_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_new_leadership_term_event_wrap_for_decode(cluster_new_leadership_term_event *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_new_leadership_term_event_encoded_length(const cluster_new_leadership_term_event *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_new_leadership_term_event_leadership_term_id(const cluster_new_leadership_term_event *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_new_leadership_term_event_set_leadership_term_id(cluster_new_leadership_term_event *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_new_leadership_term_event_log_position(const cluster_new_leadership_term_event *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_new_leadership_term_event_set_log_position(cluster_new_leadership_term_event *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_new_leadership_term_event_timestamp(const cluster_new_leadership_term_event *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_new_leadership_term_event_set_timestamp(cluster_new_leadership_term_event *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t cluster_new_leadership_term_event_term_base_log_position(const cluster_new_leadership_term_event *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_new_leadership_term_event_set_term_base_log_position(cluster_new_leadership_term_event *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t cluster_new_leadership_term_event_leader_member_id(const cluster_new_leadership_term_event *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_new_leadership_term_event_set_leader_member_id(cluster_new_leadership_term_event *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t cluster_new_leadership_term_event_log_session_id(const cluster_new_leadership_term_event *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 36U);
}

static inline int cluster_new_leadership_term_event_set_log_session_id(cluster_new_leadership_term_event *fw, int32_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 36U, value);
    return 0;
}

static inline int32_t cluster_new_leadership_term_event_time_unit(const cluster_new_leadership_term_event *fw)
{
    if (fw->acting_version < 4U || fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 40U);
}

static inline int cluster_new_leadership_term_event_set_time_unit(cluster_new_leadership_term_event *fw, int32_t value)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

static inline int32_t cluster_new_leadership_term_event_app_version(const cluster_new_leadership_term_event *fw)
{
    if (fw->acting_version < 4U || fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return ((int32_t)0ULL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 44U);
}

static inline int cluster_new_leadership_term_event_set_app_version(cluster_new_leadership_term_event *fw, int32_t value)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 44U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_new_leadership_term_event_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_new_leadership_term_event_columns *columns)
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
    while (n < count && !(buffer_length < 48U || offsets[n] > buffer_length - 48U))
    {
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->term_base_log_position != NULL)
    {
        int64_t *out = columns->term_base_log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 24U);
        }
    }
    if (columns->leader_member_id != NULL)
    {
        int32_t *out = columns->leader_member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 32U);
        }
    }
    if (columns->log_session_id != NULL)
    {
        int32_t *out = columns->log_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 36U);
        }
    }
    if (columns->time_unit != NULL)
    {
        int32_t *out = columns->time_unit;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 40U);
        }
    }
    if (columns->app_version != NULL)
    {
        int32_t *out = columns->app_version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 44U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_new_leadership_term_event_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_new_leadership_term_event_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 24U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->term_base_log_position != NULL)
    {
        int64_t *out = columns->term_base_log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? cluster_load_int64_le(body + 24U) : INT64_MIN;
        }
    }
    if (columns->leader_member_id != NULL)
    {
        int32_t *out = columns->leader_member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 36U;
            out[i] = present ? cluster_load_int32_le(body + 32U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->log_session_id != NULL)
    {
        int32_t *out = columns->log_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 40U;
            out[i] = present ? cluster_load_int32_le(body + 36U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->time_unit != NULL)
    {
        int32_t *out = columns->time_unit;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 44U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 4U;
            out[i] = present ? cluster_load_int32_le(body + 40U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->app_version != NULL)
    {
        int32_t *out = columns->app_version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 48U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 4U;
            out[i] = present ? cluster_load_int32_le(body + 44U) : ((int32_t)0ULL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_membership_change_event ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_membership_change_event_wrap_for_encode(cluster_membership_change_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U || offset > buffer_length - 40U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 40U;
    fw->acting_version = 16U;
    fw->limit = offset + 40U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_membership_change_event_wrap_and_apply_header(cluster_membership_change_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 48U ||
        offset > buffer_length - 48U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 40U);
    cluster_store_uint16_le(buffer + offset + 2U, 25U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_membership_change_event_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_membership_change_event_wrap_for_decode(cluster_membership_change_event *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_membership_change_event_encoded_length(const cluster_membership_change_event *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_membership_change_event_leadership_term_id(const cluster_membership_change_event *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_membership_change_event_set_leadership_term_id(cluster_membership_change_event *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_membership_change_event_log_position(const cluster_membership_change_event *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_membership_change_event_set_log_position(cluster_membership_change_event *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_membership_change_event_timestamp(const cluster_membership_change_event *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_membership_change_event_set_timestamp(cluster_membership_change_event *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_membership_change_event_leader_member_id(const cluster_membership_change_event *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_membership_change_event_set_leader_member_id(cluster_membership_change_event *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t cluster_membership_change_event_cluster_size(const cluster_membership_change_event *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int cluster_membership_change_event_set_cluster_size(cluster_membership_change_event *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

static inline int32_t cluster_membership_change_event_change_type(const cluster_membership_change_event *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_membership_change_event_set_change_type(cluster_membership_change_event *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t cluster_membership_change_event_member_id(const cluster_membership_change_event *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 36U);
}

static inline int cluster_membership_change_event_set_member_id(cluster_membership_change_event *fw, int32_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 36U, value);
    return 0;
}

/* Length of cluster_members at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_membership_change_event_cluster_members_length(const cluster_membership_change_event *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies cluster_members into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_membership_change_event_get_cluster_members(cluster_membership_change_event *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_membership_change_event_skip_cluster_members(cluster_membership_change_event *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_membership_change_event_put_cluster_members(cluster_membership_change_event *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_admin_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_admin_request_wrap_for_encode(cluster_admin_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U || offset > buffer_length - 28U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 28U;
    fw->acting_version = 16U;
    fw->limit = offset + 28U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_admin_request_wrap_and_apply_header(cluster_admin_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U ||
        offset > buffer_length - 36U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 28U);
    cluster_store_uint16_le(buffer + offset + 2U, 26U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_admin_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_admin_request_wrap_for_decode(cluster_admin_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_admin_request_encoded_length(const cluster_admin_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_admin_request_leadership_term_id(const cluster_admin_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_admin_request_set_leadership_term_id(cluster_admin_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_admin_request_cluster_session_id(const cluster_admin_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_admin_request_set_cluster_session_id(cluster_admin_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_admin_request_correlation_id(const cluster_admin_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_admin_request_set_correlation_id(cluster_admin_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_admin_request_request_type(const cluster_admin_request *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_admin_request_set_request_type(cluster_admin_request *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* payload: May be empty */
/* Length of payload at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_admin_request_payload_length(const cluster_admin_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies payload into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_admin_request_get_payload(cluster_admin_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_admin_request_skip_payload(cluster_admin_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_admin_request_put_payload(cluster_admin_request *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_admin_response ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_admin_response_wrap_for_encode(cluster_admin_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 16U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_admin_response_wrap_and_apply_header(cluster_admin_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 24U);
    cluster_store_uint16_le(buffer + offset + 2U, 27U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_admin_response_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_admin_response_wrap_for_decode(cluster_admin_response *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_admin_response_encoded_length(const cluster_admin_response *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_admin_response_cluster_session_id(const cluster_admin_response *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_admin_response_set_cluster_session_id(cluster_admin_response *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_admin_response_correlation_id(const cluster_admin_response *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_admin_response_set_correlation_id(cluster_admin_response *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_admin_response_request_type(const cluster_admin_response *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_admin_response_set_request_type(cluster_admin_response *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_admin_response_response_code(const cluster_admin_response *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int cluster_admin_response_set_response_code(cluster_admin_response *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

/* message: Error text, if any */
/* Length of message at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_admin_response_message_length(const cluster_admin_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies message into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_admin_response_get_message(cluster_admin_response *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_admin_response_skip_message(cluster_admin_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_admin_response_put_message(cluster_admin_response *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* payload: May be empty */
/* Length of payload at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_admin_response_payload_length(const cluster_admin_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies payload into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_admin_response_get_payload(cluster_admin_response *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_admin_response_skip_payload(cluster_admin_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_admin_response_put_payload(cluster_admin_response *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_close_session ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_close_session_wrap_for_encode(cluster_close_session *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 16U;
    fw->limit = offset + 8U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_close_session_wrap_and_apply_header(cluster_close_session *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 8U);
    cluster_store_uint16_le(buffer + offset + 2U, 30U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_close_session_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_close_session_wrap_for_decode(cluster_close_session *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_close_session_encoded_length(const cluster_close_session *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_close_session_cluster_session_id(const cluster_close_session *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_close_session_set_cluster_session_id(cluster_close_session *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_close_session_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_close_session_columns *columns)
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
    if (columns->cluster_session_id != NULL)
    {
        int64_t *out = columns->cluster_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_close_session_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_close_session_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 30U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->cluster_session_id != NULL)
    {
        int64_t *out = columns->cluster_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_schedule_timer ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_schedule_timer_wrap_for_encode(cluster_schedule_timer *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 16U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_schedule_timer_wrap_and_apply_header(cluster_schedule_timer *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 16U);
    cluster_store_uint16_le(buffer + offset + 2U, 31U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_schedule_timer_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_schedule_timer_wrap_for_decode(cluster_schedule_timer *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_schedule_timer_encoded_length(const cluster_schedule_timer *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_schedule_timer_correlation_id(const cluster_schedule_timer *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_schedule_timer_set_correlation_id(cluster_schedule_timer *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_schedule_timer_deadline(const cluster_schedule_timer *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_schedule_timer_set_deadline(cluster_schedule_timer *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_schedule_timer_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_schedule_timer_columns *columns)
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
    while (n < count && !(buffer_length < 16U || offsets[n] > buffer_length - 16U))
    {
        n++;
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->deadline != NULL)
    {
        int64_t *out = columns->deadline;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_schedule_timer_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_schedule_timer_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 31U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->deadline != NULL)
    {
        int64_t *out = columns->deadline;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_cancel_timer ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_cancel_timer_wrap_for_encode(cluster_cancel_timer *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 16U;
    fw->limit = offset + 8U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_cancel_timer_wrap_and_apply_header(cluster_cancel_timer *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 8U);
    cluster_store_uint16_le(buffer + offset + 2U, 32U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_cancel_timer_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_cancel_timer_wrap_for_decode(cluster_cancel_timer *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_cancel_timer_encoded_length(const cluster_cancel_timer *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_cancel_timer_correlation_id(const cluster_cancel_timer *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_cancel_timer_set_correlation_id(cluster_cancel_timer *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_cancel_timer_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_cancel_timer_columns *columns)
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
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_cancel_timer_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_cancel_timer_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 32U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_service_ack ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_service_ack_wrap_for_encode(cluster_service_ack *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U || offset > buffer_length - 36U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 36U;
    fw->acting_version = 16U;
    fw->limit = offset + 36U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_service_ack_wrap_and_apply_header(cluster_service_ack *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 44U ||
        offset > buffer_length - 44U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 36U);
    cluster_store_uint16_le(buffer + offset + 2U, 33U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_service_ack_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_service_ack_wrap_for_decode(cluster_service_ack *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_service_ack_encoded_length(const cluster_service_ack *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_service_ack_log_position(const cluster_service_ack *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_service_ack_set_log_position(cluster_service_ack *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_service_ack_timestamp(const cluster_service_ack *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_service_ack_set_timestamp(cluster_service_ack *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_service_ack_ack_id(const cluster_service_ack *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_service_ack_set_ack_id(cluster_service_ack *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t cluster_service_ack_relevant_id(const cluster_service_ack *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_service_ack_set_relevant_id(cluster_service_ack *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t cluster_service_ack_service_id(const cluster_service_ack *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_service_ack_set_service_id(cluster_service_ack *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_service_ack_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_service_ack_columns *columns)
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
    while (n < count && !(buffer_length < 36U || offsets[n] > buffer_length - 36U))
    {
        n++;
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->ack_id != NULL)
    {
        int64_t *out = columns->ack_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->relevant_id != NULL)
    {
        int64_t *out = columns->relevant_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 24U);
        }
    }
    if (columns->service_id != NULL)
    {
        int32_t *out = columns->service_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 32U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_service_ack_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_service_ack_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 33U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->ack_id != NULL)
    {
        int64_t *out = columns->ack_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->relevant_id != NULL)
    {
        int64_t *out = columns->relevant_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? cluster_load_int64_le(body + 24U) : INT64_MIN;
        }
    }
    if (columns->service_id != NULL)
    {
        int32_t *out = columns->service_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 36U;
            out[i] = present ? cluster_load_int32_le(body + 32U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_cluster_members_query ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_cluster_members_query_wrap_for_encode(cluster_cluster_members_query *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 16U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_cluster_members_query_wrap_and_apply_header(cluster_cluster_members_query *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 12U);
    cluster_store_uint16_le(buffer + offset + 2U, 34U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_cluster_members_query_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_cluster_members_query_wrap_for_decode(cluster_cluster_members_query *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_cluster_members_query_encoded_length(const cluster_cluster_members_query *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_cluster_members_query_correlation_id(const cluster_cluster_members_query *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_cluster_members_query_set_correlation_id(cluster_cluster_members_query *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_cluster_members_query_extended(const cluster_cluster_members_query *fw)
{
    if (fw->acting_version < 5U || fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_cluster_members_query_set_extended(cluster_cluster_members_query *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_cluster_members_query_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_cluster_members_query_columns *columns)
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
    while (n < count && !(buffer_length < 12U || offsets[n] > buffer_length - 12U))
    {
        n++;
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->extended != NULL)
    {
        int32_t *out = columns->extended;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_cluster_members_query_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_cluster_members_query_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 34U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->extended != NULL)
    {
        int32_t *out = columns->extended;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 12U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 5U;
            out[i] = present ? cluster_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_remove_member ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_remove_member_wrap_for_encode(cluster_remove_member *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 16U;
    fw->limit = offset + 8U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_remove_member_wrap_and_apply_header(cluster_remove_member *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 8U);
    cluster_store_uint16_le(buffer + offset + 2U, 35U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_remove_member_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_remove_member_wrap_for_decode(cluster_remove_member *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_remove_member_encoded_length(const cluster_remove_member *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t cluster_remove_member_member_id(const cluster_remove_member *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_remove_member_set_member_id(cluster_remove_member *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_remove_member_is_passive(const cluster_remove_member *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 4U);
}

static inline int cluster_remove_member_set_is_passive(cluster_remove_member *fw, int32_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_remove_member_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_remove_member_columns *columns)
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
    if (columns->member_id != NULL)
    {
        int32_t *out = columns->member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->is_passive != NULL)
    {
        int32_t *out = columns->is_passive;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 4U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_remove_member_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_remove_member_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 35U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->member_id != NULL)
    {
        int32_t *out = columns->member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 4U;
            out[i] = present ? cluster_load_int32_le(body + 0U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->is_passive != NULL)
    {
        int32_t *out = columns->is_passive;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int32_le(body + 4U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_join_log ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_join_log_wrap_for_encode(cluster_join_log *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U || offset > buffer_length - 40U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 40U;
    fw->acting_version = 16U;
    fw->limit = offset + 40U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_join_log_wrap_and_apply_header(cluster_join_log *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 48U ||
        offset > buffer_length - 48U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 40U);
    cluster_store_uint16_le(buffer + offset + 2U, 40U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_join_log_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_join_log_wrap_for_decode(cluster_join_log *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_join_log_encoded_length(const cluster_join_log *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_join_log_log_position(const cluster_join_log *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_join_log_set_log_position(cluster_join_log *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_join_log_max_log_position(const cluster_join_log *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_join_log_set_max_log_position(cluster_join_log *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_join_log_member_id(const cluster_join_log *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_join_log_set_member_id(cluster_join_log *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_join_log_log_session_id(const cluster_join_log *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int cluster_join_log_set_log_session_id(cluster_join_log *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int32_t cluster_join_log_log_stream_id(const cluster_join_log *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_join_log_set_log_stream_id(cluster_join_log *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t cluster_join_log_is_startup(const cluster_join_log *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int cluster_join_log_set_is_startup(cluster_join_log *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

static inline int32_t cluster_join_log_role(const cluster_join_log *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_join_log_set_role(cluster_join_log *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t cluster_join_log_is_standby(const cluster_join_log *fw)
{
    if (fw->acting_version < 16U || fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 36U);
}

static inline int cluster_join_log_set_is_standby(cluster_join_log *fw, int32_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 36U, value);
    return 0;
}

/* Length of log_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_join_log_log_channel_length(const cluster_join_log *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies log_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_join_log_get_log_channel(cluster_join_log *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_join_log_skip_log_channel(cluster_join_log *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_join_log_put_log_channel(cluster_join_log *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_cluster_members_response ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_cluster_members_response_wrap_for_encode(cluster_cluster_members_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 16U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_cluster_members_response_wrap_and_apply_header(cluster_cluster_members_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 12U);
    cluster_store_uint16_le(buffer + offset + 2U, 41U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_cluster_members_response_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_cluster_members_response_wrap_for_decode(cluster_cluster_members_response *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_cluster_members_response_encoded_length(const cluster_cluster_members_response *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_cluster_members_response_correlation_id(const cluster_cluster_members_response *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_cluster_members_response_set_correlation_id(cluster_cluster_members_response *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_cluster_members_response_leader_member_id(const cluster_cluster_members_response *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_cluster_members_response_set_leader_member_id(cluster_cluster_members_response *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Length of active_members at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_response_active_members_length(const cluster_cluster_members_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies active_members into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_response_get_active_members(cluster_cluster_members_response *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_cluster_members_response_skip_active_members(cluster_cluster_members_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_response_put_active_members(cluster_cluster_members_response *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of passive_followers at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_response_passive_followers_length(const cluster_cluster_members_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies passive_followers into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_response_get_passive_followers(cluster_cluster_members_response *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_cluster_members_response_skip_passive_followers(cluster_cluster_members_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_response_put_passive_followers(cluster_cluster_members_response *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_service_termination_position ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_service_termination_position_wrap_for_encode(cluster_service_termination_position *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 16U;
    fw->limit = offset + 8U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_service_termination_position_wrap_and_apply_header(cluster_service_termination_position *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 8U);
    cluster_store_uint16_le(buffer + offset + 2U, 42U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_service_termination_position_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_service_termination_position_wrap_for_decode(cluster_service_termination_position *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_service_termination_position_encoded_length(const cluster_service_termination_position *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_service_termination_position_log_position(const cluster_service_termination_position *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_service_termination_position_set_log_position(cluster_service_termination_position *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_service_termination_position_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_service_termination_position_columns *columns)
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
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_service_termination_position_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_service_termination_position_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 42U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_cluster_members_extended_response ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_cluster_members_extended_response_wrap_for_encode(cluster_cluster_members_extended_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 16U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_cluster_members_extended_response_wrap_and_apply_header(cluster_cluster_members_extended_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 24U);
    cluster_store_uint16_le(buffer + offset + 2U, 43U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_cluster_members_extended_response_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_cluster_members_extended_response_wrap_for_decode(cluster_cluster_members_extended_response *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_cluster_members_extended_response_encoded_length(const cluster_cluster_members_extended_response *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_cluster_members_extended_response_correlation_id(const cluster_cluster_members_extended_response *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_cluster_members_extended_response_set_correlation_id(cluster_cluster_members_extended_response *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_cluster_members_extended_response_current_time_ns(const cluster_cluster_members_extended_response *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_cluster_members_extended_response_set_current_time_ns(cluster_cluster_members_extended_response *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_cluster_members_extended_response_leader_member_id(const cluster_cluster_members_extended_response *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_cluster_members_extended_response_set_leader_member_id(cluster_cluster_members_extended_response *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_cluster_members_extended_response_member_id(const cluster_cluster_members_extended_response *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int cluster_cluster_members_extended_response_set_member_id(cluster_cluster_members_extended_response *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

/* ==== group cluster_cluster_members_extended_response_active_members ==== */
/* Reads the dimension header of group cluster_cluster_members_extended_response_active_members at the parent's limit; an absent group (newer than
   the acting version) has count 0. */
static inline int cluster_cluster_members_extended_response_active_members_wrap_for_decode(cluster_cluster_members_extended_response *parent, cluster_cluster_members_extended_response_active_members *fw)
{
    if (parent == NULL || fw == NULL)
    {
        return -1;
    }
    fw->buffer = parent->buffer;
    fw->buffer_length = parent->buffer_length;
    fw->acting_version = parent->acting_version;
    fw->limit = &parent->limit;
    fw->count = 0;
    fw->index = 0;
    fw->acting_block_length = 0;
    fw->offset = 0;
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    fw->acting_block_length = (uint64_t)cluster_load_uint16_le(fw->buffer + pos + 0U);
    fw->count = (uint64_t)cluster_load_uint16_le(fw->buffer + pos + 2U);
    fw->offset = pos + 4U;
    *fw->limit = pos + 4U;
    return 0;
}

/* Writes the dimension header for `count` entries (at most 65534) at the parent's limit. */
static inline int cluster_cluster_members_extended_response_active_members_wrap_for_encode(cluster_cluster_members_extended_response *parent, cluster_cluster_members_extended_response_active_members *fw, uint64_t count)
{
    if (parent == NULL || fw == NULL || count > 65534U)
    {
        return -1;
    }
    fw->buffer = parent->buffer;
    fw->buffer_length = parent->buffer_length;
    fw->acting_version = parent->acting_version;
    fw->limit = &parent->limit;
    fw->count = 0;
    fw->index = 0;
    fw->acting_block_length = 0;
    fw->offset = 0;
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    cluster_store_uint16_le(fw->buffer + pos + 0U, (uint16_t)28U);
    cluster_store_uint16_le(fw->buffer + pos + 2U, (uint16_t)count);
    fw->acting_block_length = 28U;
    fw->count = count;
    fw->offset = pos + 4U;
    *fw->limit = pos + 4U;
    return 0;
}

static inline uint64_t cluster_cluster_members_extended_response_active_members_count(const cluster_cluster_members_extended_response_active_members *fw)
{
    return fw->count;
}

static inline int cluster_cluster_members_extended_response_active_members_has_next(const cluster_cluster_members_extended_response_active_members *fw)
{
    return fw->index < fw->count;
}

/* Moves to the next entry (its block starts at the limit); -1 past the last entry or the buffer's end. */
static inline int cluster_cluster_members_extended_response_active_members_next(cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->index >= fw->count || fw->limit == NULL || fw->buffer == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer_length < fw->acting_block_length || pos > fw->buffer_length - fw->acting_block_length)
    {
        return -1;
    }
    fw->offset = pos;
    *fw->limit = pos + fw->acting_block_length;
    fw->index++;
    return 0;
}

static inline int64_t cluster_cluster_members_extended_response_active_members_leadership_term_id(const cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_cluster_members_extended_response_active_members_set_leadership_term_id(cluster_cluster_members_extended_response_active_members *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_cluster_members_extended_response_active_members_log_position(const cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_cluster_members_extended_response_active_members_set_log_position(cluster_cluster_members_extended_response_active_members *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_cluster_members_extended_response_active_members_time_of_last_append_ns(const cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_cluster_members_extended_response_active_members_set_time_of_last_append_ns(cluster_cluster_members_extended_response_active_members *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_cluster_members_extended_response_active_members_member_id(const cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_cluster_members_extended_response_active_members_set_member_id(cluster_cluster_members_extended_response_active_members *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Length of ingress_endpoint at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_extended_response_active_members_ingress_endpoint_length(const cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies ingress_endpoint into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_extended_response_active_members_get_ingress_endpoint(cluster_cluster_members_extended_response_active_members *fw, char *dst, uint64_t dst_length)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t cluster_cluster_members_extended_response_active_members_skip_ingress_endpoint(cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_extended_response_active_members_put_ingress_endpoint(cluster_cluster_members_extended_response_active_members *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Length of consensus_endpoint at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_extended_response_active_members_consensus_endpoint_length(const cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies consensus_endpoint into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_extended_response_active_members_get_consensus_endpoint(cluster_cluster_members_extended_response_active_members *fw, char *dst, uint64_t dst_length)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t cluster_cluster_members_extended_response_active_members_skip_consensus_endpoint(cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_extended_response_active_members_put_consensus_endpoint(cluster_cluster_members_extended_response_active_members *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Length of log_endpoint at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_extended_response_active_members_log_endpoint_length(const cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies log_endpoint into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_extended_response_active_members_get_log_endpoint(cluster_cluster_members_extended_response_active_members *fw, char *dst, uint64_t dst_length)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t cluster_cluster_members_extended_response_active_members_skip_log_endpoint(cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_extended_response_active_members_put_log_endpoint(cluster_cluster_members_extended_response_active_members *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Length of catchup_endpoint at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_extended_response_active_members_catchup_endpoint_length(const cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies catchup_endpoint into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_extended_response_active_members_get_catchup_endpoint(cluster_cluster_members_extended_response_active_members *fw, char *dst, uint64_t dst_length)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t cluster_cluster_members_extended_response_active_members_skip_catchup_endpoint(cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_extended_response_active_members_put_catchup_endpoint(cluster_cluster_members_extended_response_active_members *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Length of archive_endpoint at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_extended_response_active_members_archive_endpoint_length(const cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies archive_endpoint into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_extended_response_active_members_get_archive_endpoint(cluster_cluster_members_extended_response_active_members *fw, char *dst, uint64_t dst_length)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t cluster_cluster_members_extended_response_active_members_skip_archive_endpoint(cluster_cluster_members_extended_response_active_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_extended_response_active_members_put_archive_endpoint(cluster_cluster_members_extended_response_active_members *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* ==== group cluster_cluster_members_extended_response_passive_members ==== */
/* Reads the dimension header of group cluster_cluster_members_extended_response_passive_members at the parent's limit; an absent group (newer than
   the acting version) has count 0. */
static inline int cluster_cluster_members_extended_response_passive_members_wrap_for_decode(cluster_cluster_members_extended_response *parent, cluster_cluster_members_extended_response_passive_members *fw)
{
    if (parent == NULL || fw == NULL)
    {
        return -1;
    }
    fw->buffer = parent->buffer;
    fw->buffer_length = parent->buffer_length;
    fw->acting_version = parent->acting_version;
    fw->limit = &parent->limit;
    fw->count = 0;
    fw->index = 0;
    fw->acting_block_length = 0;
    fw->offset = 0;
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    fw->acting_block_length = (uint64_t)cluster_load_uint16_le(fw->buffer + pos + 0U);
    fw->count = (uint64_t)cluster_load_uint16_le(fw->buffer + pos + 2U);
    fw->offset = pos + 4U;
    *fw->limit = pos + 4U;
    return 0;
}

/* Writes the dimension header for `count` entries (at most 65534) at the parent's limit. */
static inline int cluster_cluster_members_extended_response_passive_members_wrap_for_encode(cluster_cluster_members_extended_response *parent, cluster_cluster_members_extended_response_passive_members *fw, uint64_t count)
{
    if (parent == NULL || fw == NULL || count > 65534U)
    {
        return -1;
    }
    fw->buffer = parent->buffer;
    fw->buffer_length = parent->buffer_length;
    fw->acting_version = parent->acting_version;
    fw->limit = &parent->limit;
    fw->count = 0;
    fw->index = 0;
    fw->acting_block_length = 0;
    fw->offset = 0;
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    cluster_store_uint16_le(fw->buffer + pos + 0U, (uint16_t)28U);
    cluster_store_uint16_le(fw->buffer + pos + 2U, (uint16_t)count);
    fw->acting_block_length = 28U;
    fw->count = count;
    fw->offset = pos + 4U;
    *fw->limit = pos + 4U;
    return 0;
}

static inline uint64_t cluster_cluster_members_extended_response_passive_members_count(const cluster_cluster_members_extended_response_passive_members *fw)
{
    return fw->count;
}

static inline int cluster_cluster_members_extended_response_passive_members_has_next(const cluster_cluster_members_extended_response_passive_members *fw)
{
    return fw->index < fw->count;
}

/* Moves to the next entry (its block starts at the limit); -1 past the last entry or the buffer's end. */
static inline int cluster_cluster_members_extended_response_passive_members_next(cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->index >= fw->count || fw->limit == NULL || fw->buffer == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer_length < fw->acting_block_length || pos > fw->buffer_length - fw->acting_block_length)
    {
        return -1;
    }
    fw->offset = pos;
    *fw->limit = pos + fw->acting_block_length;
    fw->index++;
    return 0;
}

static inline int64_t cluster_cluster_members_extended_response_passive_members_leadership_term_id(const cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_cluster_members_extended_response_passive_members_set_leadership_term_id(cluster_cluster_members_extended_response_passive_members *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_cluster_members_extended_response_passive_members_log_position(const cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_cluster_members_extended_response_passive_members_set_log_position(cluster_cluster_members_extended_response_passive_members *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_cluster_members_extended_response_passive_members_time_of_last_append_ns(const cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_cluster_members_extended_response_passive_members_set_time_of_last_append_ns(cluster_cluster_members_extended_response_passive_members *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_cluster_members_extended_response_passive_members_member_id(const cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_cluster_members_extended_response_passive_members_set_member_id(cluster_cluster_members_extended_response_passive_members *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Length of ingress_endpoint at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_extended_response_passive_members_ingress_endpoint_length(const cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies ingress_endpoint into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_extended_response_passive_members_get_ingress_endpoint(cluster_cluster_members_extended_response_passive_members *fw, char *dst, uint64_t dst_length)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t cluster_cluster_members_extended_response_passive_members_skip_ingress_endpoint(cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_extended_response_passive_members_put_ingress_endpoint(cluster_cluster_members_extended_response_passive_members *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Length of consensus_endpoint at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_extended_response_passive_members_consensus_endpoint_length(const cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies consensus_endpoint into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_extended_response_passive_members_get_consensus_endpoint(cluster_cluster_members_extended_response_passive_members *fw, char *dst, uint64_t dst_length)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t cluster_cluster_members_extended_response_passive_members_skip_consensus_endpoint(cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_extended_response_passive_members_put_consensus_endpoint(cluster_cluster_members_extended_response_passive_members *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Length of log_endpoint at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_extended_response_passive_members_log_endpoint_length(const cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies log_endpoint into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_extended_response_passive_members_get_log_endpoint(cluster_cluster_members_extended_response_passive_members *fw, char *dst, uint64_t dst_length)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t cluster_cluster_members_extended_response_passive_members_skip_log_endpoint(cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_extended_response_passive_members_put_log_endpoint(cluster_cluster_members_extended_response_passive_members *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Length of catchup_endpoint at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_extended_response_passive_members_catchup_endpoint_length(const cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies catchup_endpoint into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_extended_response_passive_members_get_catchup_endpoint(cluster_cluster_members_extended_response_passive_members *fw, char *dst, uint64_t dst_length)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t cluster_cluster_members_extended_response_passive_members_skip_catchup_endpoint(cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_extended_response_passive_members_put_catchup_endpoint(cluster_cluster_members_extended_response_passive_members *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Length of archive_endpoint at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_extended_response_passive_members_archive_endpoint_length(const cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies archive_endpoint into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_extended_response_passive_members_get_archive_endpoint(cluster_cluster_members_extended_response_passive_members *fw, char *dst, uint64_t dst_length)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t cluster_cluster_members_extended_response_passive_members_skip_archive_endpoint(cluster_cluster_members_extended_response_passive_members *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_extended_response_passive_members_put_archive_endpoint(cluster_cluster_members_extended_response_passive_members *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_canvass_position ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_canvass_position_wrap_for_encode(cluster_canvass_position *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 16U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_canvass_position_wrap_and_apply_header(cluster_canvass_position *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 32U);
    cluster_store_uint16_le(buffer + offset + 2U, 50U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_canvass_position_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_canvass_position_wrap_for_decode(cluster_canvass_position *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_canvass_position_encoded_length(const cluster_canvass_position *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_canvass_position_log_leadership_term_id(const cluster_canvass_position *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_canvass_position_set_log_leadership_term_id(cluster_canvass_position *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_canvass_position_log_position(const cluster_canvass_position *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_canvass_position_set_log_position(cluster_canvass_position *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_canvass_position_leadership_term_id(const cluster_canvass_position *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_canvass_position_set_leadership_term_id(cluster_canvass_position *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_canvass_position_follower_member_id(const cluster_canvass_position *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_canvass_position_set_follower_member_id(cluster_canvass_position *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t cluster_canvass_position_protocol_version(const cluster_canvass_position *fw)
{
    if (fw->acting_version < 9U || fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)0ULL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int cluster_canvass_position_set_protocol_version(cluster_canvass_position *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_canvass_position_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_canvass_position_columns *columns)
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
    while (n < count && !(buffer_length < 32U || offsets[n] > buffer_length - 32U))
    {
        n++;
    }
    if (columns->log_leadership_term_id != NULL)
    {
        int64_t *out = columns->log_leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->follower_member_id != NULL)
    {
        int32_t *out = columns->follower_member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 24U);
        }
    }
    if (columns->protocol_version != NULL)
    {
        int32_t *out = columns->protocol_version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 28U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_canvass_position_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_canvass_position_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 50U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->log_leadership_term_id != NULL)
    {
        int64_t *out = columns->log_leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->follower_member_id != NULL)
    {
        int32_t *out = columns->follower_member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 28U;
            out[i] = present ? cluster_load_int32_le(body + 24U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->protocol_version != NULL)
    {
        int32_t *out = columns->protocol_version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 32U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 9U;
            out[i] = present ? cluster_load_int32_le(body + 28U) : ((int32_t)0ULL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_request_vote ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_request_vote_wrap_for_encode(cluster_request_vote *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 16U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_request_vote_wrap_and_apply_header(cluster_request_vote *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 32U);
    cluster_store_uint16_le(buffer + offset + 2U, 51U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_request_vote_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_request_vote_wrap_for_decode(cluster_request_vote *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_request_vote_encoded_length(const cluster_request_vote *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_request_vote_log_leadership_term_id(const cluster_request_vote *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_request_vote_set_log_leadership_term_id(cluster_request_vote *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_request_vote_log_position(const cluster_request_vote *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_request_vote_set_log_position(cluster_request_vote *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_request_vote_candidate_term_id(const cluster_request_vote *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_request_vote_set_candidate_term_id(cluster_request_vote *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_request_vote_candidate_member_id(const cluster_request_vote *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_request_vote_set_candidate_member_id(cluster_request_vote *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t cluster_request_vote_protocol_version(const cluster_request_vote *fw)
{
    if (fw->acting_version < 9U || fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)0ULL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int cluster_request_vote_set_protocol_version(cluster_request_vote *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_request_vote_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_request_vote_columns *columns)
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
    while (n < count && !(buffer_length < 32U || offsets[n] > buffer_length - 32U))
    {
        n++;
    }
    if (columns->log_leadership_term_id != NULL)
    {
        int64_t *out = columns->log_leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->candidate_term_id != NULL)
    {
        int64_t *out = columns->candidate_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->candidate_member_id != NULL)
    {
        int32_t *out = columns->candidate_member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 24U);
        }
    }
    if (columns->protocol_version != NULL)
    {
        int32_t *out = columns->protocol_version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 28U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_request_vote_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_request_vote_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 51U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->log_leadership_term_id != NULL)
    {
        int64_t *out = columns->log_leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->candidate_term_id != NULL)
    {
        int64_t *out = columns->candidate_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->candidate_member_id != NULL)
    {
        int32_t *out = columns->candidate_member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 28U;
            out[i] = present ? cluster_load_int32_le(body + 24U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->protocol_version != NULL)
    {
        int32_t *out = columns->protocol_version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 32U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 9U;
            out[i] = present ? cluster_load_int32_le(body + 28U) : ((int32_t)0ULL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_vote ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_vote_wrap_for_encode(cluster_vote *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U || offset > buffer_length - 36U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 36U;
    fw->acting_version = 16U;
    fw->limit = offset + 36U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_vote_wrap_and_apply_header(cluster_vote *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 44U ||
        offset > buffer_length - 44U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 36U);
    cluster_store_uint16_le(buffer + offset + 2U, 52U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_vote_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_vote_wrap_for_decode(cluster_vote *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_vote_encoded_length(const cluster_vote *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_vote_candidate_term_id(const cluster_vote *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_vote_set_candidate_term_id(cluster_vote *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_vote_log_leadership_term_id(const cluster_vote *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_vote_set_log_leadership_term_id(cluster_vote *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_vote_log_position(const cluster_vote *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_vote_set_log_position(cluster_vote *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_vote_candidate_member_id(const cluster_vote *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_vote_set_candidate_member_id(cluster_vote *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t cluster_vote_follower_member_id(const cluster_vote *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int cluster_vote_set_follower_member_id(cluster_vote *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

static inline int32_t cluster_vote_vote(const cluster_vote *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_vote_set_vote(cluster_vote *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_vote_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_vote_columns *columns)
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
    while (n < count && !(buffer_length < 36U || offsets[n] > buffer_length - 36U))
    {
        n++;
    }
    if (columns->candidate_term_id != NULL)
    {
        int64_t *out = columns->candidate_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->log_leadership_term_id != NULL)
    {
        int64_t *out = columns->log_leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->candidate_member_id != NULL)
    {
        int32_t *out = columns->candidate_member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 24U);
        }
    }
    if (columns->follower_member_id != NULL)
    {
        int32_t *out = columns->follower_member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 28U);
        }
    }
    if (columns->vote != NULL)
    {
        int32_t *out = columns->vote;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 32U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_vote_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_vote_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 52U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
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
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->log_leadership_term_id != NULL)
    {
        int64_t *out = columns->log_leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->candidate_member_id != NULL)
    {
        int32_t *out = columns->candidate_member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 28U;
            out[i] = present ? cluster_load_int32_le(body + 24U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->follower_member_id != NULL)
    {
        int32_t *out = columns->follower_member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? cluster_load_int32_le(body + 28U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->vote != NULL)
    {
        int32_t *out = columns->vote;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 36U;
            out[i] = present ? cluster_load_int32_le(body + 32U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_new_leadership_term ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_new_leadership_term_wrap_for_encode(cluster_new_leadership_term *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 96U || offset > buffer_length - 96U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 96U;
    fw->acting_version = 16U;
    fw->limit = offset + 96U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_new_leadership_term_wrap_and_apply_header(cluster_new_leadership_term *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 104U ||
        offset > buffer_length - 104U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 96U);
    cluster_store_uint16_le(buffer + offset + 2U, 53U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_new_leadership_term_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_new_leadership_term_wrap_for_decode(cluster_new_leadership_term *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_new_leadership_term_encoded_length(const cluster_new_leadership_term *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_new_leadership_term_log_leadership_term_id(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_new_leadership_term_set_log_leadership_term_id(cluster_new_leadership_term *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_new_leadership_term_next_leadership_term_id(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_new_leadership_term_set_next_leadership_term_id(cluster_new_leadership_term *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_new_leadership_term_next_term_base_log_position(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_new_leadership_term_set_next_term_base_log_position(cluster_new_leadership_term *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t cluster_new_leadership_term_next_log_position(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_new_leadership_term_set_next_log_position(cluster_new_leadership_term *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t cluster_new_leadership_term_leadership_term_id(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_new_leadership_term_set_leadership_term_id(cluster_new_leadership_term *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int64_t cluster_new_leadership_term_term_base_log_position(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 40U);
}

static inline int cluster_new_leadership_term_set_term_base_log_position(cluster_new_leadership_term *fw, int64_t value)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

static inline int64_t cluster_new_leadership_term_log_position(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 56U || fw->buffer == NULL || fw->buffer_length < 56U || fw->offset > fw->buffer_length - 56U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 48U);
}

static inline int cluster_new_leadership_term_set_log_position(cluster_new_leadership_term *fw, int64_t value)
{
    if (fw->acting_block_length < 56U || fw->buffer == NULL || fw->buffer_length < 56U || fw->offset > fw->buffer_length - 56U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 48U, value);
    return 0;
}

static inline int64_t cluster_new_leadership_term_leader_recording_id(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 64U || fw->buffer == NULL || fw->buffer_length < 64U || fw->offset > fw->buffer_length - 64U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 56U);
}

static inline int cluster_new_leadership_term_set_leader_recording_id(cluster_new_leadership_term *fw, int64_t value)
{
    if (fw->acting_block_length < 64U || fw->buffer == NULL || fw->buffer_length < 64U || fw->offset > fw->buffer_length - 64U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 56U, value);
    return 0;
}

static inline int64_t cluster_new_leadership_term_timestamp(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 72U || fw->buffer == NULL || fw->buffer_length < 72U || fw->offset > fw->buffer_length - 72U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 64U);
}

static inline int cluster_new_leadership_term_set_timestamp(cluster_new_leadership_term *fw, int64_t value)
{
    if (fw->acting_block_length < 72U || fw->buffer == NULL || fw->buffer_length < 72U || fw->offset > fw->buffer_length - 72U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 64U, value);
    return 0;
}

static inline int32_t cluster_new_leadership_term_leader_member_id(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 76U || fw->buffer == NULL || fw->buffer_length < 76U || fw->offset > fw->buffer_length - 76U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 72U);
}

static inline int cluster_new_leadership_term_set_leader_member_id(cluster_new_leadership_term *fw, int32_t value)
{
    if (fw->acting_block_length < 76U || fw->buffer == NULL || fw->buffer_length < 76U || fw->offset > fw->buffer_length - 76U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 72U, value);
    return 0;
}

static inline int32_t cluster_new_leadership_term_log_session_id(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 80U || fw->buffer == NULL || fw->buffer_length < 80U || fw->offset > fw->buffer_length - 80U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 76U);
}

static inline int cluster_new_leadership_term_set_log_session_id(cluster_new_leadership_term *fw, int32_t value)
{
    if (fw->acting_block_length < 80U || fw->buffer == NULL || fw->buffer_length < 80U || fw->offset > fw->buffer_length - 80U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 76U, value);
    return 0;
}

static inline int32_t cluster_new_leadership_term_app_version(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 84U || fw->buffer == NULL || fw->buffer_length < 84U || fw->offset > fw->buffer_length - 84U)
    {
        return ((int32_t)0ULL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 80U);
}

static inline int cluster_new_leadership_term_set_app_version(cluster_new_leadership_term *fw, int32_t value)
{
    if (fw->acting_block_length < 84U || fw->buffer == NULL || fw->buffer_length < 84U || fw->offset > fw->buffer_length - 84U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 80U, value);
    return 0;
}

static inline int32_t cluster_new_leadership_term_is_startup(const cluster_new_leadership_term *fw)
{
    if (fw->acting_block_length < 88U || fw->buffer == NULL || fw->buffer_length < 88U || fw->offset > fw->buffer_length - 88U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 84U);
}

static inline int cluster_new_leadership_term_set_is_startup(cluster_new_leadership_term *fw, int32_t value)
{
    if (fw->acting_block_length < 88U || fw->buffer == NULL || fw->buffer_length < 88U || fw->offset > fw->buffer_length - 88U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 84U, value);
    return 0;
}

static inline int64_t cluster_new_leadership_term_commit_position(const cluster_new_leadership_term *fw)
{
    if (fw->acting_version < 15U || fw->acting_block_length < 96U || fw->buffer == NULL || fw->buffer_length < 96U || fw->offset > fw->buffer_length - 96U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 88U);
}

static inline int cluster_new_leadership_term_set_commit_position(cluster_new_leadership_term *fw, int64_t value)
{
    if (fw->acting_block_length < 96U || fw->buffer == NULL || fw->buffer_length < 96U || fw->offset > fw->buffer_length - 96U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 88U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_new_leadership_term_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_new_leadership_term_columns *columns)
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
    while (n < count && !(buffer_length < 96U || offsets[n] > buffer_length - 96U))
    {
        n++;
    }
    if (columns->log_leadership_term_id != NULL)
    {
        int64_t *out = columns->log_leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->next_leadership_term_id != NULL)
    {
        int64_t *out = columns->next_leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->next_term_base_log_position != NULL)
    {
        int64_t *out = columns->next_term_base_log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->next_log_position != NULL)
    {
        int64_t *out = columns->next_log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 24U);
        }
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 32U);
        }
    }
    if (columns->term_base_log_position != NULL)
    {
        int64_t *out = columns->term_base_log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 40U);
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 48U);
        }
    }
    if (columns->leader_recording_id != NULL)
    {
        int64_t *out = columns->leader_recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 56U);
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 64U);
        }
    }
    if (columns->leader_member_id != NULL)
    {
        int32_t *out = columns->leader_member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 72U);
        }
    }
    if (columns->log_session_id != NULL)
    {
        int32_t *out = columns->log_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 76U);
        }
    }
    if (columns->app_version != NULL)
    {
        int32_t *out = columns->app_version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 80U);
        }
    }
    if (columns->is_startup != NULL)
    {
        int32_t *out = columns->is_startup;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 84U);
        }
    }
    if (columns->commit_position != NULL)
    {
        int64_t *out = columns->commit_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 88U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_new_leadership_term_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_new_leadership_term_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 53U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->log_leadership_term_id != NULL)
    {
        int64_t *out = columns->log_leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->next_leadership_term_id != NULL)
    {
        int64_t *out = columns->next_leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->next_term_base_log_position != NULL)
    {
        int64_t *out = columns->next_term_base_log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->next_log_position != NULL)
    {
        int64_t *out = columns->next_log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? cluster_load_int64_le(body + 24U) : INT64_MIN;
        }
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 40U;
            out[i] = present ? cluster_load_int64_le(body + 32U) : INT64_MIN;
        }
    }
    if (columns->term_base_log_position != NULL)
    {
        int64_t *out = columns->term_base_log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 48U;
            out[i] = present ? cluster_load_int64_le(body + 40U) : INT64_MIN;
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 56U;
            out[i] = present ? cluster_load_int64_le(body + 48U) : INT64_MIN;
        }
    }
    if (columns->leader_recording_id != NULL)
    {
        int64_t *out = columns->leader_recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 64U;
            out[i] = present ? cluster_load_int64_le(body + 56U) : INT64_MIN;
        }
    }
    if (columns->timestamp != NULL)
    {
        int64_t *out = columns->timestamp;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 72U;
            out[i] = present ? cluster_load_int64_le(body + 64U) : INT64_MIN;
        }
    }
    if (columns->leader_member_id != NULL)
    {
        int32_t *out = columns->leader_member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 76U;
            out[i] = present ? cluster_load_int32_le(body + 72U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->log_session_id != NULL)
    {
        int32_t *out = columns->log_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 80U;
            out[i] = present ? cluster_load_int32_le(body + 76U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->app_version != NULL)
    {
        int32_t *out = columns->app_version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 84U;
            out[i] = present ? cluster_load_int32_le(body + 80U) : ((int32_t)0ULL);
        }
    }
    if (columns->is_startup != NULL)
    {
        int32_t *out = columns->is_startup;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 88U;
            out[i] = present ? cluster_load_int32_le(body + 84U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->commit_position != NULL)
    {
        int64_t *out = columns->commit_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 96U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 15U;
            out[i] = present ? cluster_load_int64_le(body + 88U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_append_position ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_append_position_wrap_for_encode(cluster_append_position *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 21U || offset > buffer_length - 21U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 21U;
    fw->acting_version = 16U;
    fw->limit = offset + 21U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_append_position_wrap_and_apply_header(cluster_append_position *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 29U ||
        offset > buffer_length - 29U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 21U);
    cluster_store_uint16_le(buffer + offset + 2U, 54U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_append_position_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_append_position_wrap_for_decode(cluster_append_position *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_append_position_encoded_length(const cluster_append_position *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_append_position_leadership_term_id(const cluster_append_position *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_append_position_set_leadership_term_id(cluster_append_position *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_append_position_log_position(const cluster_append_position *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_append_position_set_log_position(cluster_append_position *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_append_position_follower_member_id(const cluster_append_position *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_append_position_set_follower_member_id(cluster_append_position *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline uint8_t cluster_append_position_flags(const cluster_append_position *fw)
{
    if (fw->acting_version < 8U || fw->acting_block_length < 21U || fw->buffer == NULL || fw->buffer_length < 21U || fw->offset > fw->buffer_length - 21U)
    {
        return ((uint8_t)255ULL);
    }
    return cluster_load_uint8_le(fw->buffer + fw->offset + 20U);
}

static inline int cluster_append_position_set_flags(cluster_append_position *fw, uint8_t value)
{
    if (fw->acting_block_length < 21U || fw->buffer == NULL || fw->buffer_length < 21U || fw->offset > fw->buffer_length - 21U)
    {
        return -1;
    }
    cluster_store_uint8_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_append_position_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_append_position_columns *columns)
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
    while (n < count && !(buffer_length < 21U || offsets[n] > buffer_length - 21U))
    {
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->follower_member_id != NULL)
    {
        int32_t *out = columns->follower_member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_uint8_le(buffer + offsets[i] + 20U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_append_position_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_append_position_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 54U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->follower_member_id != NULL)
    {
        int32_t *out = columns->follower_member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 20U;
            out[i] = present ? cluster_load_int32_le(body + 16U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 21U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 8U;
            out[i] = present ? cluster_load_uint8_le(body + 20U) : ((uint8_t)255ULL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_commit_position ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_commit_position_wrap_for_encode(cluster_commit_position *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U || offset > buffer_length - 20U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 20U;
    fw->acting_version = 16U;
    fw->limit = offset + 20U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_commit_position_wrap_and_apply_header(cluster_commit_position *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U ||
        offset > buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 20U);
    cluster_store_uint16_le(buffer + offset + 2U, 55U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_commit_position_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_commit_position_wrap_for_decode(cluster_commit_position *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_commit_position_encoded_length(const cluster_commit_position *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_commit_position_leadership_term_id(const cluster_commit_position *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_commit_position_set_leadership_term_id(cluster_commit_position *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_commit_position_log_position(const cluster_commit_position *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_commit_position_set_log_position(cluster_commit_position *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_commit_position_leader_member_id(const cluster_commit_position *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_commit_position_set_leader_member_id(cluster_commit_position *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_commit_position_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_commit_position_columns *columns)
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
    while (n < count && !(buffer_length < 20U || offsets[n] > buffer_length - 20U))
    {
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->leader_member_id != NULL)
    {
        int32_t *out = columns->leader_member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_commit_position_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_commit_position_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 55U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->leader_member_id != NULL)
    {
        int32_t *out = columns->leader_member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 20U;
            out[i] = present ? cluster_load_int32_le(body + 16U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_catchup_position ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_catchup_position_wrap_for_encode(cluster_catchup_position *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U || offset > buffer_length - 20U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 20U;
    fw->acting_version = 16U;
    fw->limit = offset + 20U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_catchup_position_wrap_and_apply_header(cluster_catchup_position *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U ||
        offset > buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 20U);
    cluster_store_uint16_le(buffer + offset + 2U, 56U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_catchup_position_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_catchup_position_wrap_for_decode(cluster_catchup_position *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_catchup_position_encoded_length(const cluster_catchup_position *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_catchup_position_leadership_term_id(const cluster_catchup_position *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_catchup_position_set_leadership_term_id(cluster_catchup_position *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_catchup_position_log_position(const cluster_catchup_position *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_catchup_position_set_log_position(cluster_catchup_position *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_catchup_position_follower_member_id(const cluster_catchup_position *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_catchup_position_set_follower_member_id(cluster_catchup_position *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of catchup_endpoint at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_catchup_position_catchup_endpoint_length(const cluster_catchup_position *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies catchup_endpoint into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_catchup_position_get_catchup_endpoint(cluster_catchup_position *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_catchup_position_skip_catchup_endpoint(cluster_catchup_position *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_catchup_position_put_catchup_endpoint(cluster_catchup_position *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_stop_catchup ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_stop_catchup_wrap_for_encode(cluster_stop_catchup *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 16U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_stop_catchup_wrap_and_apply_header(cluster_stop_catchup *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 12U);
    cluster_store_uint16_le(buffer + offset + 2U, 57U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_stop_catchup_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_stop_catchup_wrap_for_decode(cluster_stop_catchup *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_stop_catchup_encoded_length(const cluster_stop_catchup *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_stop_catchup_leadership_term_id(const cluster_stop_catchup *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_stop_catchup_set_leadership_term_id(cluster_stop_catchup *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_stop_catchup_follower_member_id(const cluster_stop_catchup *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_stop_catchup_set_follower_member_id(cluster_stop_catchup *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_stop_catchup_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_stop_catchup_columns *columns)
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
    while (n < count && !(buffer_length < 12U || offsets[n] > buffer_length - 12U))
    {
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->follower_member_id != NULL)
    {
        int32_t *out = columns->follower_member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_stop_catchup_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_stop_catchup_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 57U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->follower_member_id != NULL)
    {
        int32_t *out = columns->follower_member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? cluster_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_add_passive_member ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_add_passive_member_wrap_for_encode(cluster_add_passive_member *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 16U;
    fw->limit = offset + 8U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_add_passive_member_wrap_and_apply_header(cluster_add_passive_member *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 8U);
    cluster_store_uint16_le(buffer + offset + 2U, 70U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_add_passive_member_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_add_passive_member_wrap_for_decode(cluster_add_passive_member *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_add_passive_member_encoded_length(const cluster_add_passive_member *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_add_passive_member_correlation_id(const cluster_add_passive_member *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_add_passive_member_set_correlation_id(cluster_add_passive_member *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* Length of member_endpoints at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_add_passive_member_member_endpoints_length(const cluster_add_passive_member *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies member_endpoints into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_add_passive_member_get_member_endpoints(cluster_add_passive_member *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_add_passive_member_skip_member_endpoints(cluster_add_passive_member *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_add_passive_member_put_member_endpoints(cluster_add_passive_member *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_cluster_members_change ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_cluster_members_change_wrap_for_encode(cluster_cluster_members_change *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 16U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_cluster_members_change_wrap_and_apply_header(cluster_cluster_members_change *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 12U);
    cluster_store_uint16_le(buffer + offset + 2U, 71U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_cluster_members_change_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_cluster_members_change_wrap_for_decode(cluster_cluster_members_change *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_cluster_members_change_encoded_length(const cluster_cluster_members_change *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_cluster_members_change_correlation_id(const cluster_cluster_members_change *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_cluster_members_change_set_correlation_id(cluster_cluster_members_change *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_cluster_members_change_leader_member_id(const cluster_cluster_members_change *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_cluster_members_change_set_leader_member_id(cluster_cluster_members_change *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Length of active_members at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_change_active_members_length(const cluster_cluster_members_change *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies active_members into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_change_get_active_members(cluster_cluster_members_change *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_cluster_members_change_skip_active_members(cluster_cluster_members_change *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_change_put_active_members(cluster_cluster_members_change *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of passive_members at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_change_passive_members_length(const cluster_cluster_members_change *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies passive_members into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_change_get_passive_members(cluster_cluster_members_change *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_cluster_members_change_skip_passive_members(cluster_cluster_members_change *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_change_put_passive_members(cluster_cluster_members_change *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_snapshot_recording_query ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_snapshot_recording_query_wrap_for_encode(cluster_snapshot_recording_query *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 16U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_snapshot_recording_query_wrap_and_apply_header(cluster_snapshot_recording_query *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 12U);
    cluster_store_uint16_le(buffer + offset + 2U, 72U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_snapshot_recording_query_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_snapshot_recording_query_wrap_for_decode(cluster_snapshot_recording_query *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_snapshot_recording_query_encoded_length(const cluster_snapshot_recording_query *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_snapshot_recording_query_correlation_id(const cluster_snapshot_recording_query *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_snapshot_recording_query_set_correlation_id(cluster_snapshot_recording_query *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_snapshot_recording_query_request_member_id(const cluster_snapshot_recording_query *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_snapshot_recording_query_set_request_member_id(cluster_snapshot_recording_query *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_snapshot_recording_query_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_snapshot_recording_query_columns *columns)
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
    while (n < count && !(buffer_length < 12U || offsets[n] > buffer_length - 12U))
    {
        n++;
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->request_member_id != NULL)
    {
        int32_t *out = columns->request_member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_snapshot_recording_query_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_snapshot_recording_query_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 72U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->request_member_id != NULL)
    {
        int32_t *out = columns->request_member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? cluster_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_snapshot_recordings ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_snapshot_recordings_wrap_for_encode(cluster_snapshot_recordings *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 16U;
    fw->limit = offset + 8U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_snapshot_recordings_wrap_and_apply_header(cluster_snapshot_recordings *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 8U);
    cluster_store_uint16_le(buffer + offset + 2U, 73U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_snapshot_recordings_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_snapshot_recordings_wrap_for_decode(cluster_snapshot_recordings *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_snapshot_recordings_encoded_length(const cluster_snapshot_recordings *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_snapshot_recordings_correlation_id(const cluster_snapshot_recordings *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_snapshot_recordings_set_correlation_id(cluster_snapshot_recordings *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* Length of member_endpoints at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_snapshot_recordings_member_endpoints_length(const cluster_snapshot_recordings *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies member_endpoints into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_snapshot_recordings_get_member_endpoints(cluster_snapshot_recordings *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_snapshot_recordings_skip_member_endpoints(cluster_snapshot_recordings *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_snapshot_recordings_put_member_endpoints(cluster_snapshot_recordings *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== group cluster_snapshot_recordings_snapshots ==== */
/* Reads the dimension header of group cluster_snapshot_recordings_snapshots at the parent's limit; an absent group (newer than
   the acting version) has count 0. */
static inline int cluster_snapshot_recordings_snapshots_wrap_for_decode(cluster_snapshot_recordings *parent, cluster_snapshot_recordings_snapshots *fw)
{
    if (parent == NULL || fw == NULL)
    {
        return -1;
    }
    fw->buffer = parent->buffer;
    fw->buffer_length = parent->buffer_length;
    fw->acting_version = parent->acting_version;
    fw->limit = &parent->limit;
    fw->count = 0;
    fw->index = 0;
    fw->acting_block_length = 0;
    fw->offset = 0;
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    fw->acting_block_length = (uint64_t)cluster_load_uint16_le(fw->buffer + pos + 0U);
    fw->count = (uint64_t)cluster_load_uint16_le(fw->buffer + pos + 2U);
    fw->offset = pos + 4U;
    *fw->limit = pos + 4U;
    return 0;
}

/* Writes the dimension header for `count` entries (at most 65534) at the parent's limit. */
static inline int cluster_snapshot_recordings_snapshots_wrap_for_encode(cluster_snapshot_recordings *parent, cluster_snapshot_recordings_snapshots *fw, uint64_t count)
{
    if (parent == NULL || fw == NULL || count > 65534U)
    {
        return -1;
    }
    fw->buffer = parent->buffer;
    fw->buffer_length = parent->buffer_length;
    fw->acting_version = parent->acting_version;
    fw->limit = &parent->limit;
    fw->count = 0;
    fw->index = 0;
    fw->acting_block_length = 0;
    fw->offset = 0;
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    cluster_store_uint16_le(fw->buffer + pos + 0U, (uint16_t)44U);
    cluster_store_uint16_le(fw->buffer + pos + 2U, (uint16_t)count);
    fw->acting_block_length = 44U;
    fw->count = count;
    fw->offset = pos + 4U;
    *fw->limit = pos + 4U;
    return 0;
}

static inline uint64_t cluster_snapshot_recordings_snapshots_count(const cluster_snapshot_recordings_snapshots *fw)
{
    return fw->count;
}

static inline int cluster_snapshot_recordings_snapshots_has_next(const cluster_snapshot_recordings_snapshots *fw)
{
    return fw->index < fw->count;
}

/* Moves to the next entry (its block starts at the limit); -1 past the last entry or the buffer's end. */
static inline int cluster_snapshot_recordings_snapshots_next(cluster_snapshot_recordings_snapshots *fw)
{
    if (fw->index >= fw->count || fw->limit == NULL || fw->buffer == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer_length < fw->acting_block_length || pos > fw->buffer_length - fw->acting_block_length)
    {
        return -1;
    }
    fw->offset = pos;
    *fw->limit = pos + fw->acting_block_length;
    fw->index++;
    return 0;
}

static inline int64_t cluster_snapshot_recordings_snapshots_recording_id(const cluster_snapshot_recordings_snapshots *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_snapshot_recordings_snapshots_set_recording_id(cluster_snapshot_recordings_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_snapshot_recordings_snapshots_leadership_term_id(const cluster_snapshot_recordings_snapshots *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_snapshot_recordings_snapshots_set_leadership_term_id(cluster_snapshot_recordings_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_snapshot_recordings_snapshots_term_base_log_position(const cluster_snapshot_recordings_snapshots *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_snapshot_recordings_snapshots_set_term_base_log_position(cluster_snapshot_recordings_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t cluster_snapshot_recordings_snapshots_log_position(const cluster_snapshot_recordings_snapshots *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_snapshot_recordings_snapshots_set_log_position(cluster_snapshot_recordings_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t cluster_snapshot_recordings_snapshots_timestamp(const cluster_snapshot_recordings_snapshots *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_snapshot_recordings_snapshots_set_timestamp(cluster_snapshot_recordings_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t cluster_snapshot_recordings_snapshots_service_id(const cluster_snapshot_recordings_snapshots *fw)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 40U);
}

static inline int cluster_snapshot_recordings_snapshots_set_service_id(cluster_snapshot_recordings_snapshots *fw, int32_t value)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

/* ==== message cluster_join_cluster ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_join_cluster_wrap_for_encode(cluster_join_cluster *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 16U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_join_cluster_wrap_and_apply_header(cluster_join_cluster *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 12U);
    cluster_store_uint16_le(buffer + offset + 2U, 74U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_join_cluster_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_join_cluster_wrap_for_decode(cluster_join_cluster *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_join_cluster_encoded_length(const cluster_join_cluster *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_join_cluster_leadership_term_id(const cluster_join_cluster *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_join_cluster_set_leadership_term_id(cluster_join_cluster *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_join_cluster_member_id(const cluster_join_cluster *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_join_cluster_set_member_id(cluster_join_cluster *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_join_cluster_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_join_cluster_columns *columns)
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
    while (n < count && !(buffer_length < 12U || offsets[n] > buffer_length - 12U))
    {
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->member_id != NULL)
    {
        int32_t *out = columns->member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_join_cluster_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_join_cluster_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 74U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->member_id != NULL)
    {
        int32_t *out = columns->member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? cluster_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_termination_position ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_termination_position_wrap_for_encode(cluster_termination_position *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 16U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_termination_position_wrap_and_apply_header(cluster_termination_position *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 16U);
    cluster_store_uint16_le(buffer + offset + 2U, 75U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_termination_position_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_termination_position_wrap_for_decode(cluster_termination_position *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_termination_position_encoded_length(const cluster_termination_position *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_termination_position_leadership_term_id(const cluster_termination_position *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_termination_position_set_leadership_term_id(cluster_termination_position *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_termination_position_log_position(const cluster_termination_position *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_termination_position_set_log_position(cluster_termination_position *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_termination_position_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_termination_position_columns *columns)
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
    while (n < count && !(buffer_length < 16U || offsets[n] > buffer_length - 16U))
    {
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_termination_position_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_termination_position_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 75U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_termination_ack ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_termination_ack_wrap_for_encode(cluster_termination_ack *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U || offset > buffer_length - 20U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 20U;
    fw->acting_version = 16U;
    fw->limit = offset + 20U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_termination_ack_wrap_and_apply_header(cluster_termination_ack *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U ||
        offset > buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 20U);
    cluster_store_uint16_le(buffer + offset + 2U, 76U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_termination_ack_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_termination_ack_wrap_for_decode(cluster_termination_ack *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_termination_ack_encoded_length(const cluster_termination_ack *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_termination_ack_leadership_term_id(const cluster_termination_ack *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_termination_ack_set_leadership_term_id(cluster_termination_ack *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_termination_ack_log_position(const cluster_termination_ack *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_termination_ack_set_log_position(cluster_termination_ack *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_termination_ack_member_id(const cluster_termination_ack *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_termination_ack_set_member_id(cluster_termination_ack *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_termination_ack_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_termination_ack_columns *columns)
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
    while (n < count && !(buffer_length < 20U || offsets[n] > buffer_length - 20U))
    {
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->member_id != NULL)
    {
        int32_t *out = columns->member_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_termination_ack_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_termination_ack_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 76U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->member_id != NULL)
    {
        int32_t *out = columns->member_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 20U;
            out[i] = present ? cluster_load_int32_le(body + 16U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_backup_query ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_backup_query_wrap_for_encode(cluster_backup_query *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 16U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_backup_query_wrap_and_apply_header(cluster_backup_query *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 24U);
    cluster_store_uint16_le(buffer + offset + 2U, 77U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_backup_query_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_backup_query_wrap_for_decode(cluster_backup_query *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_backup_query_encoded_length(const cluster_backup_query *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_backup_query_correlation_id(const cluster_backup_query *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_backup_query_set_correlation_id(cluster_backup_query *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_backup_query_response_stream_id(const cluster_backup_query *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_backup_query_set_response_stream_id(cluster_backup_query *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_backup_query_version(const cluster_backup_query *fw)
{
    if (fw->acting_version < 2U || fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)0ULL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int cluster_backup_query_set_version(cluster_backup_query *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int64_t cluster_backup_query_log_position(const cluster_backup_query *fw)
{
    if (fw->acting_version < 16U || fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_backup_query_set_log_position(cluster_backup_query *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of response_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_backup_query_response_channel_length(const cluster_backup_query *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies response_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_backup_query_get_response_channel(cluster_backup_query *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_backup_query_skip_response_channel(cluster_backup_query *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_backup_query_put_response_channel(cluster_backup_query *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of encoded_credentials at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_backup_query_encoded_credentials_length(const cluster_backup_query *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies encoded_credentials into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_backup_query_get_encoded_credentials(cluster_backup_query *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_backup_query_skip_encoded_credentials(cluster_backup_query *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_backup_query_put_encoded_credentials(cluster_backup_query *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_backup_response ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_backup_response_wrap_for_encode(cluster_backup_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 60U || offset > buffer_length - 60U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 60U;
    fw->acting_version = 16U;
    fw->limit = offset + 60U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_backup_response_wrap_and_apply_header(cluster_backup_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 68U ||
        offset > buffer_length - 68U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 60U);
    cluster_store_uint16_le(buffer + offset + 2U, 78U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_backup_response_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_backup_response_wrap_for_decode(cluster_backup_response *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_backup_response_encoded_length(const cluster_backup_response *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_backup_response_correlation_id(const cluster_backup_response *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_backup_response_set_correlation_id(cluster_backup_response *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_backup_response_log_recording_id(const cluster_backup_response *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_backup_response_set_log_recording_id(cluster_backup_response *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_backup_response_log_leadership_term_id(const cluster_backup_response *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_backup_response_set_log_leadership_term_id(cluster_backup_response *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t cluster_backup_response_log_term_base_log_position(const cluster_backup_response *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_backup_response_set_log_term_base_log_position(cluster_backup_response *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t cluster_backup_response_last_leadership_term_id(const cluster_backup_response *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_backup_response_set_last_leadership_term_id(cluster_backup_response *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int64_t cluster_backup_response_last_term_base_log_position(const cluster_backup_response *fw)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 40U);
}

static inline int cluster_backup_response_set_last_term_base_log_position(cluster_backup_response *fw, int64_t value)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

static inline int32_t cluster_backup_response_commit_position_counter_id(const cluster_backup_response *fw)
{
    if (fw->acting_block_length < 52U || fw->buffer == NULL || fw->buffer_length < 52U || fw->offset > fw->buffer_length - 52U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 48U);
}

static inline int cluster_backup_response_set_commit_position_counter_id(cluster_backup_response *fw, int32_t value)
{
    if (fw->acting_block_length < 52U || fw->buffer == NULL || fw->buffer_length < 52U || fw->offset > fw->buffer_length - 52U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 48U, value);
    return 0;
}

static inline int32_t cluster_backup_response_leader_member_id(const cluster_backup_response *fw)
{
    if (fw->acting_block_length < 56U || fw->buffer == NULL || fw->buffer_length < 56U || fw->offset > fw->buffer_length - 56U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 52U);
}

static inline int cluster_backup_response_set_leader_member_id(cluster_backup_response *fw, int32_t value)
{
    if (fw->acting_block_length < 56U || fw->buffer == NULL || fw->buffer_length < 56U || fw->offset > fw->buffer_length - 56U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 52U, value);
    return 0;
}

/* member_id: Member that answered */
static inline int32_t cluster_backup_response_member_id(const cluster_backup_response *fw)
{
    if (fw->acting_version < 10U || fw->acting_block_length < 60U || fw->buffer == NULL || fw->buffer_length < 60U || fw->offset > fw->buffer_length - 60U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 56U);
}

static inline int cluster_backup_response_set_member_id(cluster_backup_response *fw, int32_t value)
{
    if (fw->acting_block_length < 60U || fw->buffer == NULL || fw->buffer_length < 60U || fw->offset > fw->buffer_length - 60U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 56U, value);
    return 0;
}

/* Length of cluster_members at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_backup_response_cluster_members_length(const cluster_backup_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies cluster_members into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_backup_response_get_cluster_members(cluster_backup_response *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_backup_response_skip_cluster_members(cluster_backup_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_backup_response_put_cluster_members(cluster_backup_response *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== group cluster_backup_response_snapshots ==== */
/* Reads the dimension header of group cluster_backup_response_snapshots at the parent's limit; an absent group (newer than
   the acting version) has count 0. */
static inline int cluster_backup_response_snapshots_wrap_for_decode(cluster_backup_response *parent, cluster_backup_response_snapshots *fw)
{
    if (parent == NULL || fw == NULL)
    {
        return -1;
    }
    fw->buffer = parent->buffer;
    fw->buffer_length = parent->buffer_length;
    fw->acting_version = parent->acting_version;
    fw->limit = &parent->limit;
    fw->count = 0;
    fw->index = 0;
    fw->acting_block_length = 0;
    fw->offset = 0;
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    fw->acting_block_length = (uint64_t)cluster_load_uint16_le(fw->buffer + pos + 0U);
    fw->count = (uint64_t)cluster_load_uint16_le(fw->buffer + pos + 2U);
    fw->offset = pos + 4U;
    *fw->limit = pos + 4U;
    return 0;
}

/* Writes the dimension header for `count` entries (at most 65534) at the parent's limit. */
static inline int cluster_backup_response_snapshots_wrap_for_encode(cluster_backup_response *parent, cluster_backup_response_snapshots *fw, uint64_t count)
{
    if (parent == NULL || fw == NULL || count > 65534U)
    {
        return -1;
    }
    fw->buffer = parent->buffer;
    fw->buffer_length = parent->buffer_length;
    fw->acting_version = parent->acting_version;
    fw->limit = &parent->limit;
    fw->count = 0;
    fw->index = 0;
    fw->acting_block_length = 0;
    fw->offset = 0;
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    cluster_store_uint16_le(fw->buffer + pos + 0U, (uint16_t)44U);
    cluster_store_uint16_le(fw->buffer + pos + 2U, (uint16_t)count);
    fw->acting_block_length = 44U;
    fw->count = count;
    fw->offset = pos + 4U;
    *fw->limit = pos + 4U;
    return 0;
}

static inline uint64_t cluster_backup_response_snapshots_count(const cluster_backup_response_snapshots *fw)
{
    return fw->count;
}

static inline int cluster_backup_response_snapshots_has_next(const cluster_backup_response_snapshots *fw)
{
    return fw->index < fw->count;
}

/* Moves to the next entry (its block starts at the limit); -1 past the last entry or the buffer's end. */
static inline int cluster_backup_response_snapshots_next(cluster_backup_response_snapshots *fw)
{
    if (fw->index >= fw->count || fw->limit == NULL || fw->buffer == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer_length < fw->acting_block_length || pos > fw->buffer_length - fw->acting_block_length)
    {
        return -1;
    }
    fw->offset = pos;
    *fw->limit = pos + fw->acting_block_length;
    fw->index++;
    return 0;
}

static inline int64_t cluster_backup_response_snapshots_recording_id(const cluster_backup_response_snapshots *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_backup_response_snapshots_set_recording_id(cluster_backup_response_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_backup_response_snapshots_leadership_term_id(const cluster_backup_response_snapshots *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_backup_response_snapshots_set_leadership_term_id(cluster_backup_response_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_backup_response_snapshots_term_base_log_position(const cluster_backup_response_snapshots *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_backup_response_snapshots_set_term_base_log_position(cluster_backup_response_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t cluster_backup_response_snapshots_log_position(const cluster_backup_response_snapshots *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_backup_response_snapshots_set_log_position(cluster_backup_response_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t cluster_backup_response_snapshots_timestamp(const cluster_backup_response_snapshots *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_backup_response_snapshots_set_timestamp(cluster_backup_response_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t cluster_backup_response_snapshots_service_id(const cluster_backup_response_snapshots *fw)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 40U);
}

static inline int cluster_backup_response_snapshots_set_service_id(cluster_backup_response_snapshots *fw, int32_t value)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

/* ==== message cluster_heartbeat_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_heartbeat_request_wrap_for_encode(cluster_heartbeat_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 16U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_heartbeat_request_wrap_and_apply_header(cluster_heartbeat_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 12U);
    cluster_store_uint16_le(buffer + offset + 2U, 79U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_heartbeat_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_heartbeat_request_wrap_for_decode(cluster_heartbeat_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_heartbeat_request_encoded_length(const cluster_heartbeat_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_heartbeat_request_correlation_id(const cluster_heartbeat_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_heartbeat_request_set_correlation_id(cluster_heartbeat_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_heartbeat_request_response_stream_id(const cluster_heartbeat_request *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_heartbeat_request_set_response_stream_id(cluster_heartbeat_request *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Length of response_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_heartbeat_request_response_channel_length(const cluster_heartbeat_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies response_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_heartbeat_request_get_response_channel(cluster_heartbeat_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_heartbeat_request_skip_response_channel(cluster_heartbeat_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_heartbeat_request_put_response_channel(cluster_heartbeat_request *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of encoded_credentials at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_heartbeat_request_encoded_credentials_length(const cluster_heartbeat_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies encoded_credentials into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_heartbeat_request_get_encoded_credentials(cluster_heartbeat_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_heartbeat_request_skip_encoded_credentials(cluster_heartbeat_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_heartbeat_request_put_encoded_credentials(cluster_heartbeat_request *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_heartbeat_response ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_heartbeat_response_wrap_for_encode(cluster_heartbeat_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 16U;
    fw->limit = offset + 8U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_heartbeat_response_wrap_and_apply_header(cluster_heartbeat_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 8U);
    cluster_store_uint16_le(buffer + offset + 2U, 80U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_heartbeat_response_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_heartbeat_response_wrap_for_decode(cluster_heartbeat_response *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_heartbeat_response_encoded_length(const cluster_heartbeat_response *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_heartbeat_response_correlation_id(const cluster_heartbeat_response *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_heartbeat_response_set_correlation_id(cluster_heartbeat_response *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_heartbeat_response_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_heartbeat_response_columns *columns)
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
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_heartbeat_response_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_heartbeat_response_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 80U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_standby_snapshot ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_standby_snapshot_wrap_for_encode(cluster_standby_snapshot *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 16U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_standby_snapshot_wrap_and_apply_header(cluster_standby_snapshot *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 16U);
    cluster_store_uint16_le(buffer + offset + 2U, 81U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_standby_snapshot_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_standby_snapshot_wrap_for_decode(cluster_standby_snapshot *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_standby_snapshot_encoded_length(const cluster_standby_snapshot *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_standby_snapshot_correlation_id(const cluster_standby_snapshot *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_standby_snapshot_set_correlation_id(cluster_standby_snapshot *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_standby_snapshot_version(const cluster_standby_snapshot *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_standby_snapshot_set_version(cluster_standby_snapshot *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_standby_snapshot_response_stream_id(const cluster_standby_snapshot *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int cluster_standby_snapshot_set_response_stream_id(cluster_standby_snapshot *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

/* Length of response_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_standby_snapshot_response_channel_length(const cluster_standby_snapshot *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies response_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_standby_snapshot_get_response_channel(cluster_standby_snapshot *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_standby_snapshot_skip_response_channel(cluster_standby_snapshot *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_standby_snapshot_put_response_channel(cluster_standby_snapshot *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of encoded_credentials at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_standby_snapshot_encoded_credentials_length(const cluster_standby_snapshot *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies encoded_credentials into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_standby_snapshot_get_encoded_credentials(cluster_standby_snapshot *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_standby_snapshot_skip_encoded_credentials(cluster_standby_snapshot *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_standby_snapshot_put_encoded_credentials(cluster_standby_snapshot *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== group cluster_standby_snapshot_snapshots ==== */
/* Reads the dimension header of group cluster_standby_snapshot_snapshots at the parent's limit; an absent group (newer than
   the acting version) has count 0. */
static inline int cluster_standby_snapshot_snapshots_wrap_for_decode(cluster_standby_snapshot *parent, cluster_standby_snapshot_snapshots *fw)
{
    if (parent == NULL || fw == NULL)
    {
        return -1;
    }
    fw->buffer = parent->buffer;
    fw->buffer_length = parent->buffer_length;
    fw->acting_version = parent->acting_version;
    fw->limit = &parent->limit;
    fw->count = 0;
    fw->index = 0;
    fw->acting_block_length = 0;
    fw->offset = 0;
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    fw->acting_block_length = (uint64_t)cluster_load_uint16_le(fw->buffer + pos + 0U);
    fw->count = (uint64_t)cluster_load_uint16_le(fw->buffer + pos + 2U);
    fw->offset = pos + 4U;
    *fw->limit = pos + 4U;
    return 0;
}

/* Writes the dimension header for `count` entries (at most 65534) at the parent's limit. */
static inline int cluster_standby_snapshot_snapshots_wrap_for_encode(cluster_standby_snapshot *parent, cluster_standby_snapshot_snapshots *fw, uint64_t count)
{
    if (parent == NULL || fw == NULL || count > 65534U)
    {
        return -1;
    }
    fw->buffer = parent->buffer;
    fw->buffer_length = parent->buffer_length;
    fw->acting_version = parent->acting_version;
    fw->limit = &parent->limit;
    fw->count = 0;
    fw->index = 0;
    fw->acting_block_length = 0;
    fw->offset = 0;
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    cluster_store_uint16_le(fw->buffer + pos + 0U, (uint16_t)44U);
    cluster_store_uint16_le(fw->buffer + pos + 2U, (uint16_t)count);
    fw->acting_block_length = 44U;
    fw->count = count;
    fw->offset = pos + 4U;
    *fw->limit = pos + 4U;
    return 0;
}

static inline uint64_t cluster_standby_snapshot_snapshots_count(const cluster_standby_snapshot_snapshots *fw)
{
    return fw->count;
}

static inline int cluster_standby_snapshot_snapshots_has_next(const cluster_standby_snapshot_snapshots *fw)
{
    return fw->index < fw->count;
}

/* Moves to the next entry (its block starts at the limit); -1 past the last entry or the buffer's end. */
static inline int cluster_standby_snapshot_snapshots_next(cluster_standby_snapshot_snapshots *fw)
{
    if (fw->index >= fw->count || fw->limit == NULL || fw->buffer == NULL)
    {
        return -1;
    }
    uint64_t pos = *fw->limit;
    if (fw->buffer_length < fw->acting_block_length || pos > fw->buffer_length - fw->acting_block_length)
    {
        return -1;
    }
    fw->offset = pos;
    *fw->limit = pos + fw->acting_block_length;
    fw->index++;
    return 0;
}

static inline int64_t cluster_standby_snapshot_snapshots_recording_id(const cluster_standby_snapshot_snapshots *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_standby_snapshot_snapshots_set_recording_id(cluster_standby_snapshot_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_standby_snapshot_snapshots_leadership_term_id(const cluster_standby_snapshot_snapshots *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_standby_snapshot_snapshots_set_leadership_term_id(cluster_standby_snapshot_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_standby_snapshot_snapshots_term_base_log_position(const cluster_standby_snapshot_snapshots *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_standby_snapshot_snapshots_set_term_base_log_position(cluster_standby_snapshot_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t cluster_standby_snapshot_snapshots_log_position(const cluster_standby_snapshot_snapshots *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_standby_snapshot_snapshots_set_log_position(cluster_standby_snapshot_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t cluster_standby_snapshot_snapshots_timestamp(const cluster_standby_snapshot_snapshots *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_standby_snapshot_snapshots_set_timestamp(cluster_standby_snapshot_snapshots *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t cluster_standby_snapshot_snapshots_service_id(const cluster_standby_snapshot_snapshots *fw)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 40U);
}

static inline int cluster_standby_snapshot_snapshots_set_service_id(cluster_standby_snapshot_snapshots *fw, int32_t value)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

/* Length of archive_endpoint at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_standby_snapshot_snapshots_archive_endpoint_length(const cluster_standby_snapshot_snapshots *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies archive_endpoint into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_standby_snapshot_snapshots_get_archive_endpoint(cluster_standby_snapshot_snapshots *fw, char *dst, uint64_t dst_length)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U || length > dst_length || (dst == NULL && length > 0))
    {
        return -1;
    }
    if (length > 0)
    {
        memcpy(dst, fw->buffer + pos + 4U, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

static inline int64_t cluster_standby_snapshot_snapshots_skip_archive_endpoint(cluster_standby_snapshot_snapshots *fw)
{
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_standby_snapshot_snapshots_put_archive_endpoint(cluster_standby_snapshot_snapshots *fw, const char *src, uint64_t length)
{
    if (length > 1073741824U || (src == NULL && length > 0))
    {
        return -1;
    }
    if (fw->limit == NULL)
    {
        return -1;
    }
    uint64_t pos = (*fw->limit);
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    (*fw->limit) = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_snapshot_marker ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_snapshot_marker_wrap_for_encode(cluster_snapshot_marker *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U || offset > buffer_length - 40U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 40U;
    fw->acting_version = 16U;
    fw->limit = offset + 40U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_snapshot_marker_wrap_and_apply_header(cluster_snapshot_marker *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 48U ||
        offset > buffer_length - 48U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 40U);
    cluster_store_uint16_le(buffer + offset + 2U, 100U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_snapshot_marker_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_snapshot_marker_wrap_for_decode(cluster_snapshot_marker *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_snapshot_marker_encoded_length(const cluster_snapshot_marker *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_snapshot_marker_type_id(const cluster_snapshot_marker *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_snapshot_marker_set_type_id(cluster_snapshot_marker *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_snapshot_marker_log_position(const cluster_snapshot_marker *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_snapshot_marker_set_log_position(cluster_snapshot_marker *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_snapshot_marker_leadership_term_id(const cluster_snapshot_marker *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_snapshot_marker_set_leadership_term_id(cluster_snapshot_marker *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_snapshot_marker_index(const cluster_snapshot_marker *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_snapshot_marker_set_index(cluster_snapshot_marker *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t cluster_snapshot_marker_mark(const cluster_snapshot_marker *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int cluster_snapshot_marker_set_mark(cluster_snapshot_marker *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

static inline int32_t cluster_snapshot_marker_time_unit(const cluster_snapshot_marker *fw)
{
    if (fw->acting_version < 4U || fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_snapshot_marker_set_time_unit(cluster_snapshot_marker *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t cluster_snapshot_marker_app_version(const cluster_snapshot_marker *fw)
{
    if (fw->acting_version < 4U || fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return ((int32_t)0ULL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 36U);
}

static inline int cluster_snapshot_marker_set_app_version(cluster_snapshot_marker *fw, int32_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 36U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_snapshot_marker_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_snapshot_marker_columns *columns)
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
    while (n < count && !(buffer_length < 40U || offsets[n] > buffer_length - 40U))
    {
        n++;
    }
    if (columns->type_id != NULL)
    {
        int64_t *out = columns->type_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->index != NULL)
    {
        int32_t *out = columns->index;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 24U);
        }
    }
    if (columns->mark != NULL)
    {
        int32_t *out = columns->mark;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 28U);
        }
    }
    if (columns->time_unit != NULL)
    {
        int32_t *out = columns->time_unit;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 32U);
        }
    }
    if (columns->app_version != NULL)
    {
        int32_t *out = columns->app_version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 36U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_snapshot_marker_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_snapshot_marker_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 100U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->type_id != NULL)
    {
        int64_t *out = columns->type_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->leadership_term_id != NULL)
    {
        int64_t *out = columns->leadership_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->index != NULL)
    {
        int32_t *out = columns->index;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 28U;
            out[i] = present ? cluster_load_int32_le(body + 24U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->mark != NULL)
    {
        int32_t *out = columns->mark;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? cluster_load_int32_le(body + 28U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->time_unit != NULL)
    {
        int32_t *out = columns->time_unit;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 36U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 4U;
            out[i] = present ? cluster_load_int32_le(body + 32U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->app_version != NULL)
    {
        int32_t *out = columns->app_version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 40U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 4U;
            out[i] = present ? cluster_load_int32_le(body + 36U) : ((int32_t)0ULL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_client_session ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_client_session_wrap_for_encode(cluster_client_session *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 16U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_client_session_wrap_and_apply_header(cluster_client_session *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 12U);
    cluster_store_uint16_le(buffer + offset + 2U, 102U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_client_session_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_client_session_wrap_for_decode(cluster_client_session *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_client_session_encoded_length(const cluster_client_session *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_client_session_cluster_session_id(const cluster_client_session *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_client_session_set_cluster_session_id(cluster_client_session *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_client_session_response_stream_id(const cluster_client_session *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_client_session_set_response_stream_id(cluster_client_session *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Length of response_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_client_session_response_channel_length(const cluster_client_session *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies response_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_client_session_get_response_channel(cluster_client_session *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_client_session_skip_response_channel(cluster_client_session *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_client_session_put_response_channel(cluster_client_session *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of encoded_principal at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_client_session_encoded_principal_length(const cluster_client_session *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies encoded_principal into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_client_session_get_encoded_principal(cluster_client_session *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_client_session_skip_encoded_principal(cluster_client_session *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_client_session_put_encoded_principal(cluster_client_session *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_cluster_session ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_cluster_session_wrap_for_encode(cluster_cluster_session *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U || offset > buffer_length - 40U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 40U;
    fw->acting_version = 16U;
    fw->limit = offset + 40U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_cluster_session_wrap_and_apply_header(cluster_cluster_session *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 48U ||
        offset > buffer_length - 48U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 40U);
    cluster_store_uint16_le(buffer + offset + 2U, 103U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_cluster_session_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_cluster_session_wrap_for_decode(cluster_cluster_session *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_cluster_session_encoded_length(const cluster_cluster_session *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_cluster_session_cluster_session_id(const cluster_cluster_session *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_cluster_session_set_cluster_session_id(cluster_cluster_session *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_cluster_session_correlation_id(const cluster_cluster_session *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_cluster_session_set_correlation_id(cluster_cluster_session *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_cluster_session_opened_log_position(const cluster_cluster_session *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_cluster_session_set_opened_log_position(cluster_cluster_session *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t cluster_cluster_session_time_of_last_activity(const cluster_cluster_session *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_cluster_session_set_time_of_last_activity(cluster_cluster_session *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t cluster_cluster_session_close_reason(const cluster_cluster_session *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int cluster_cluster_session_set_close_reason(cluster_cluster_session *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t cluster_cluster_session_response_stream_id(const cluster_cluster_session *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 36U);
}

static inline int cluster_cluster_session_set_response_stream_id(cluster_cluster_session *fw, int32_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 36U, value);
    return 0;
}

/* Length of response_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_session_response_channel_length(const cluster_cluster_session *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies response_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_session_get_response_channel(cluster_cluster_session *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_cluster_session_skip_response_channel(cluster_cluster_session *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_session_put_response_channel(cluster_cluster_session *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_timer ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_timer_wrap_for_encode(cluster_timer *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 16U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_timer_wrap_and_apply_header(cluster_timer *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 16U);
    cluster_store_uint16_le(buffer + offset + 2U, 104U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_timer_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_timer_wrap_for_decode(cluster_timer *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_timer_encoded_length(const cluster_timer *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_timer_correlation_id(const cluster_timer *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_timer_set_correlation_id(cluster_timer *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_timer_deadline(const cluster_timer *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_timer_set_deadline(cluster_timer *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_timer_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_timer_columns *columns)
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
    while (n < count && !(buffer_length < 16U || offsets[n] > buffer_length - 16U))
    {
        n++;
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->deadline != NULL)
    {
        int64_t *out = columns->deadline;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_timer_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_timer_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 104U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->deadline != NULL)
    {
        int64_t *out = columns->deadline;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_consensus_module ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_consensus_module_wrap_for_encode(cluster_consensus_module *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U || offset > buffer_length - 28U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 28U;
    fw->acting_version = 16U;
    fw->limit = offset + 28U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_consensus_module_wrap_and_apply_header(cluster_consensus_module *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U ||
        offset > buffer_length - 36U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 28U);
    cluster_store_uint16_le(buffer + offset + 2U, 105U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_consensus_module_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_consensus_module_wrap_for_decode(cluster_consensus_module *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_consensus_module_encoded_length(const cluster_consensus_module *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_consensus_module_next_session_id(const cluster_consensus_module *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_consensus_module_set_next_session_id(cluster_consensus_module *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_consensus_module_next_service_session_id(const cluster_consensus_module *fw)
{
    if (fw->acting_version < 3U || fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_consensus_module_set_next_service_session_id(cluster_consensus_module *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t cluster_consensus_module_log_service_session_id(const cluster_consensus_module *fw)
{
    if (fw->acting_version < 3U || fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_consensus_module_set_log_service_session_id(cluster_consensus_module *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_consensus_module_pending_message_capacity(const cluster_consensus_module *fw)
{
    if (fw->acting_version < 3U || fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)0ULL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int cluster_consensus_module_set_pending_message_capacity(cluster_consensus_module *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_consensus_module_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_consensus_module_columns *columns)
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
    while (n < count && !(buffer_length < 28U || offsets[n] > buffer_length - 28U))
    {
        n++;
    }
    if (columns->next_session_id != NULL)
    {
        int64_t *out = columns->next_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->next_service_session_id != NULL)
    {
        int64_t *out = columns->next_service_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->log_service_session_id != NULL)
    {
        int64_t *out = columns->log_service_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->pending_message_capacity != NULL)
    {
        int32_t *out = columns->pending_message_capacity;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 24U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_consensus_module_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_consensus_module_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 105U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->next_session_id != NULL)
    {
        int64_t *out = columns->next_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->next_service_session_id != NULL)
    {
        int64_t *out = columns->next_service_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 3U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->log_service_session_id != NULL)
    {
        int64_t *out = columns->log_service_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 3U;
            out[i] = present ? cluster_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->pending_message_capacity != NULL)
    {
        int32_t *out = columns->pending_message_capacity;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 28U && (uint64_t)cluster_load_uint16_le(h + 6U) >= 3U;
            out[i] = present ? cluster_load_int32_le(body + 24U) : ((int32_t)0ULL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_cluster_members ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_cluster_members_wrap_for_encode(cluster_cluster_members *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 16U;
    fw->limit = offset + 8U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_cluster_members_wrap_and_apply_header(cluster_cluster_members *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 8U);
    cluster_store_uint16_le(buffer + offset + 2U, 106U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_cluster_members_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_cluster_members_wrap_for_decode(cluster_cluster_members *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_cluster_members_encoded_length(const cluster_cluster_members *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t cluster_cluster_members_member_id(const cluster_cluster_members *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_cluster_members_set_member_id(cluster_cluster_members *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t cluster_cluster_members_high_member_id(const cluster_cluster_members *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 4U);
}

static inline int cluster_cluster_members_set_high_member_id(cluster_cluster_members *fw, int32_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

/* Length of cluster_members at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t cluster_cluster_members_cluster_members_length(const cluster_cluster_members *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies cluster_members into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t cluster_cluster_members_get_cluster_members(cluster_cluster_members *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t cluster_cluster_members_skip_cluster_members(cluster_cluster_members *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)cluster_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t cluster_cluster_members_put_cluster_members(cluster_cluster_members *fw, const char *src, uint64_t length)
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
    cluster_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message cluster_pending_message_tracker ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_pending_message_tracker_wrap_for_encode(cluster_pending_message_tracker *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 16U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_pending_message_tracker_wrap_and_apply_header(cluster_pending_message_tracker *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 24U);
    cluster_store_uint16_le(buffer + offset + 2U, 107U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_pending_message_tracker_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_pending_message_tracker_wrap_for_decode(cluster_pending_message_tracker *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_pending_message_tracker_encoded_length(const cluster_pending_message_tracker *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_pending_message_tracker_next_service_session_id(const cluster_pending_message_tracker *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_pending_message_tracker_set_next_service_session_id(cluster_pending_message_tracker *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t cluster_pending_message_tracker_log_service_session_id(const cluster_pending_message_tracker *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int cluster_pending_message_tracker_set_log_service_session_id(cluster_pending_message_tracker *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t cluster_pending_message_tracker_pending_message_capacity(const cluster_pending_message_tracker *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)0ULL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int cluster_pending_message_tracker_set_pending_message_capacity(cluster_pending_message_tracker *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t cluster_pending_message_tracker_service_id(const cluster_pending_message_tracker *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return cluster_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int cluster_pending_message_tracker_set_service_id(cluster_pending_message_tracker *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    cluster_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_pending_message_tracker_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_pending_message_tracker_columns *columns)
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
    if (columns->next_service_session_id != NULL)
    {
        int64_t *out = columns->next_service_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->log_service_session_id != NULL)
    {
        int64_t *out = columns->log_service_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->pending_message_capacity != NULL)
    {
        int32_t *out = columns->pending_message_capacity;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->service_id != NULL)
    {
        int32_t *out = columns->service_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int32_le(buffer + offsets[i] + 20U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_pending_message_tracker_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_pending_message_tracker_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 107U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->next_service_session_id != NULL)
    {
        int64_t *out = columns->next_service_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->log_service_session_id != NULL)
    {
        int64_t *out = columns->log_service_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? cluster_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->pending_message_capacity != NULL)
    {
        int32_t *out = columns->pending_message_capacity;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 20U;
            out[i] = present ? cluster_load_int32_le(body + 16U) : ((int32_t)0ULL);
        }
    }
    if (columns->service_id != NULL)
    {
        int32_t *out = columns->service_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? cluster_load_int32_le(body + 20U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message cluster_request_service_ack ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int cluster_request_service_ack_wrap_for_encode(cluster_request_service_ack *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 16U;
    fw->limit = offset + 8U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int cluster_request_service_ack_wrap_and_apply_header(cluster_request_service_ack *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    cluster_store_uint16_le(buffer + offset + 0U, 8U);
    cluster_store_uint16_le(buffer + offset + 2U, 108U);
    cluster_store_uint16_le(buffer + offset + 4U, 111U);
    cluster_store_uint16_le(buffer + offset + 6U, 16U);
    return cluster_request_service_ack_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int cluster_request_service_ack_wrap_for_decode(cluster_request_service_ack *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t cluster_request_service_ack_encoded_length(const cluster_request_service_ack *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t cluster_request_service_ack_log_position(const cluster_request_service_ack *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return cluster_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int cluster_request_service_ack_set_log_position(cluster_request_service_ack *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    cluster_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t cluster_request_service_ack_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_request_service_ack_columns *columns)
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
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = cluster_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t cluster_request_service_ack_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, cluster_request_service_ack_columns *columns)
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
        if (buffer_length < 8U || at > buffer_length - 8U)
        {
            break;
        }
        const uint8_t *h = buffer + at;
        uint64_t block_length = (uint64_t)cluster_load_uint16_le(h + 0U);
        if ((uint64_t)cluster_load_uint16_le(h + 2U) != 108U ||
            (uint64_t)cluster_load_uint16_le(h + 4U) != 111U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->log_position != NULL)
    {
        int64_t *out = columns->log_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)cluster_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? cluster_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

#endif /* AERONKIT_GENERATED_CLUSTER_H */
