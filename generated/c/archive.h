/* generated from archive-codecs.xml by aeronkit codegen; do not edit */
/*
 * SBE flyweights and column decoders for schema io.aeron.archive.codecs (id 101, version 13).
 * Every entry point checks bounds against the buffer length it was given: a truncated or hostile buffer
 * makes a wrap/walk return -1 and a getter return the field's null value, never a read past the end.
 * Loads and stores go through memcpy with explicit byte swaps, so no access is unaligned or type-punned.
 */
#ifndef AERONKIT_GENERATED_ARCHIVE_H
#define AERONKIT_GENERATED_ARCHIVE_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define ARCHIVE_SCHEMA_ID ((uint16_t)101U)
#define ARCHIVE_SCHEMA_VERSION ((uint16_t)13U)
#define ARCHIVE_HEADER_LENGTH ((uint64_t)8U)

/* ---- byte order ------------------------------------------------------------------------------------- */
static inline char archive_load_char_le(const uint8_t *p)
{
    char v;
    memcpy(&v, p, 1);
    return v;
}

static inline void archive_store_char_le(uint8_t *p, char v)
{
    memcpy(p, &v, 1);
}

static inline char archive_load_char_be(const uint8_t *p)
{
    char v;
    memcpy(&v, p, 1);
    return v;
}

static inline void archive_store_char_be(uint8_t *p, char v)
{
    memcpy(p, &v, 1);
}

static inline int8_t archive_load_int8_le(const uint8_t *p)
{
    int8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void archive_store_int8_le(uint8_t *p, int8_t v)
{
    memcpy(p, &v, 1);
}

static inline int8_t archive_load_int8_be(const uint8_t *p)
{
    int8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void archive_store_int8_be(uint8_t *p, int8_t v)
{
    memcpy(p, &v, 1);
}

static inline uint8_t archive_load_uint8_le(const uint8_t *p)
{
    uint8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void archive_store_uint8_le(uint8_t *p, uint8_t v)
{
    memcpy(p, &v, 1);
}

static inline uint8_t archive_load_uint8_be(const uint8_t *p)
{
    uint8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void archive_store_uint8_be(uint8_t *p, uint8_t v)
{
    memcpy(p, &v, 1);
}

static inline int16_t archive_load_int16_le(const uint8_t *p)
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

static inline void archive_store_int16_le(uint8_t *p, int16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int16_t archive_load_int16_be(const uint8_t *p)
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

static inline void archive_store_int16_be(uint8_t *p, int16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint16_t archive_load_uint16_le(const uint8_t *p)
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

static inline void archive_store_uint16_le(uint8_t *p, uint16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint16_t archive_load_uint16_be(const uint8_t *p)
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

static inline void archive_store_uint16_be(uint8_t *p, uint16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int32_t archive_load_int32_le(const uint8_t *p)
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

static inline void archive_store_int32_le(uint8_t *p, int32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int32_t archive_load_int32_be(const uint8_t *p)
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

static inline void archive_store_int32_be(uint8_t *p, int32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint32_t archive_load_uint32_le(const uint8_t *p)
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

static inline void archive_store_uint32_le(uint8_t *p, uint32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint32_t archive_load_uint32_be(const uint8_t *p)
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

static inline void archive_store_uint32_be(uint8_t *p, uint32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int64_t archive_load_int64_le(const uint8_t *p)
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

static inline void archive_store_int64_le(uint8_t *p, int64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int64_t archive_load_int64_be(const uint8_t *p)
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

static inline void archive_store_int64_be(uint8_t *p, int64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint64_t archive_load_uint64_le(const uint8_t *p)
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

static inline void archive_store_uint64_le(uint8_t *p, uint64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint64_t archive_load_uint64_be(const uint8_t *p)
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

static inline void archive_store_uint64_be(uint8_t *p, uint64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline float archive_load_float_le(const uint8_t *p)
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

static inline void archive_store_float_le(uint8_t *p, float v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline float archive_load_float_be(const uint8_t *p)
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

static inline void archive_store_float_be(uint8_t *p, float v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline double archive_load_double_le(const uint8_t *p)
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

static inline void archive_store_double_le(uint8_t *p, double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline double archive_load_double_be(const uint8_t *p)
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

static inline void archive_store_double_be(uint8_t *p, double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

/* ---- enums and sets --------------------------------------------------------------------------------- */
/* enum BooleanType: int32_t */
#define ARCHIVE_BOOLEAN_TYPE_FALSE ((int32_t)0ULL)
#define ARCHIVE_BOOLEAN_TYPE_TRUE ((int32_t)1ULL)
#define ARCHIVE_BOOLEAN_TYPE_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum ControlResponseCode: int32_t */
#define ARCHIVE_CONTROL_RESPONSE_CODE_OK ((int32_t)0ULL) /* Request done */
#define ARCHIVE_CONTROL_RESPONSE_CODE_ERROR ((int32_t)1ULL) /* Request failed; see errorMessage */
#define ARCHIVE_CONTROL_RESPONSE_CODE_RECORDING_UNKNOWN ((int32_t)2ULL) /* No recording with that id */
#define ARCHIVE_CONTROL_RESPONSE_CODE_SUBSCRIPTION_UNKNOWN ((int32_t)3ULL) /* No recording subscription with that id */
#define ARCHIVE_CONTROL_RESPONSE_CODE_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum RecordingSignal: int32_t */
#define ARCHIVE_RECORDING_SIGNAL_START ((int32_t)0ULL)
#define ARCHIVE_RECORDING_SIGNAL_STOP ((int32_t)1ULL)
#define ARCHIVE_RECORDING_SIGNAL_EXTEND ((int32_t)2ULL)
#define ARCHIVE_RECORDING_SIGNAL_REPLICATE ((int32_t)3ULL)
#define ARCHIVE_RECORDING_SIGNAL_MERGE ((int32_t)4ULL)
#define ARCHIVE_RECORDING_SIGNAL_SYNC ((int32_t)5ULL)
#define ARCHIVE_RECORDING_SIGNAL_DELETE ((int32_t)6ULL)
#define ARCHIVE_RECORDING_SIGNAL_REPLICATE_END ((int32_t)7ULL)
#define ARCHIVE_RECORDING_SIGNAL_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum RecordingState: int32_t */
#define ARCHIVE_RECORDING_STATE_INVALID ((int32_t)0ULL)
#define ARCHIVE_RECORDING_STATE_VALID ((int32_t)1ULL)
#define ARCHIVE_RECORDING_STATE_DELETED ((int32_t)2ULL)
#define ARCHIVE_RECORDING_STATE_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum SourceLocation: int32_t */
#define ARCHIVE_SOURCE_LOCATION_LOCAL ((int32_t)0ULL)
#define ARCHIVE_SOURCE_LOCATION_REMOTE ((int32_t)1ULL)
#define ARCHIVE_SOURCE_LOCATION_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* ---- flyweight types -------------------------------------------------------------------------------- */
/* SBE header in front of every message: 8 bytes */
typedef struct archive_message_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_message_header;
#define ARCHIVE_MESSAGE_HEADER_ENCODED_LENGTH ((uint64_t)8U)

/* Dimension of a repeating group */
typedef struct archive_group_size_encoding
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_group_size_encoding;
#define ARCHIVE_GROUP_SIZE_ENCODING_ENCODED_LENGTH ((uint64_t)4U)

/* Answer to one control request */
typedef struct archive_control_response
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_control_response;
#define ARCHIVE_CONTROL_RESPONSE_BLOCK_LENGTH ((uint64_t)32U)
#define ARCHIVE_CONTROL_RESPONSE_TEMPLATE_ID ((uint16_t)1U)

/* Open a control session, naming where answers go */
typedef struct archive_connect_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_connect_request;
#define ARCHIVE_CONNECT_REQUEST_BLOCK_LENGTH ((uint64_t)16U)
#define ARCHIVE_CONNECT_REQUEST_TEMPLATE_ID ((uint16_t)2U)

/* End a control session */
typedef struct archive_close_session_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_close_session_request;
#define ARCHIVE_CLOSE_SESSION_REQUEST_BLOCK_LENGTH ((uint64_t)8U)
#define ARCHIVE_CLOSE_SESSION_REQUEST_TEMPLATE_ID ((uint16_t)3U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_close_session_request_columns
{
    int64_t *control_session_id;
}
archive_close_session_request_columns;

/* Record every image of channel and stream */
typedef struct archive_start_recording_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_start_recording_request;
#define ARCHIVE_START_RECORDING_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_START_RECORDING_REQUEST_TEMPLATE_ID ((uint16_t)4U)

/* Stop recording a channel and stream */
typedef struct archive_stop_recording_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_stop_recording_request;
#define ARCHIVE_STOP_RECORDING_REQUEST_BLOCK_LENGTH ((uint64_t)20U)
#define ARCHIVE_STOP_RECORDING_REQUEST_TEMPLATE_ID ((uint16_t)5U)

/* Replay a range of a recording to a channel */
typedef struct archive_replay_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_replay_request;
#define ARCHIVE_REPLAY_REQUEST_BLOCK_LENGTH ((uint64_t)56U)
#define ARCHIVE_REPLAY_REQUEST_TEMPLATE_ID ((uint16_t)6U)

/* Stop one replay session */
typedef struct archive_stop_replay_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_stop_replay_request;
#define ARCHIVE_STOP_REPLAY_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_STOP_REPLAY_REQUEST_TEMPLATE_ID ((uint16_t)7U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_stop_replay_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *replay_session_id;
}
archive_stop_replay_request_columns;

/* List descriptors from a recording id on */
typedef struct archive_list_recordings_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_list_recordings_request;
#define ARCHIVE_LIST_RECORDINGS_REQUEST_BLOCK_LENGTH ((uint64_t)28U)
#define ARCHIVE_LIST_RECORDINGS_REQUEST_TEMPLATE_ID ((uint16_t)8U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_list_recordings_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *from_recording_id;
    int32_t *record_count;
}
archive_list_recordings_request_columns;

/* List descriptors matching a channel and stream */
typedef struct archive_list_recordings_for_uri_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_list_recordings_for_uri_request;
#define ARCHIVE_LIST_RECORDINGS_FOR_URI_REQUEST_BLOCK_LENGTH ((uint64_t)32U)
#define ARCHIVE_LIST_RECORDINGS_FOR_URI_REQUEST_TEMPLATE_ID ((uint16_t)9U)

/* Ask for the descriptor of one recording */
typedef struct archive_list_recording_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_list_recording_request;
#define ARCHIVE_LIST_RECORDING_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_LIST_RECORDING_REQUEST_TEMPLATE_ID ((uint16_t)10U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_list_recording_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
}
archive_list_recording_request_columns;

/* Append new images to a stopped recording */
typedef struct archive_extend_recording_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_extend_recording_request;
#define ARCHIVE_EXTEND_RECORDING_REQUEST_BLOCK_LENGTH ((uint64_t)32U)
#define ARCHIVE_EXTEND_RECORDING_REQUEST_TEMPLATE_ID ((uint16_t)11U)

/* Ask for the position of an active recording */
typedef struct archive_recording_position_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_recording_position_request;
#define ARCHIVE_RECORDING_POSITION_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_RECORDING_POSITION_REQUEST_TEMPLATE_ID ((uint16_t)12U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_recording_position_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
}
archive_recording_position_request_columns;

/* Cut a stopped recording back to a position */
typedef struct archive_truncate_recording_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_truncate_recording_request;
#define ARCHIVE_TRUNCATE_RECORDING_REQUEST_BLOCK_LENGTH ((uint64_t)32U)
#define ARCHIVE_TRUNCATE_RECORDING_REQUEST_TEMPLATE_ID ((uint16_t)13U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_truncate_recording_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
    int64_t *position;
}
archive_truncate_recording_request_columns;

/* Stop recording by subscription id */
typedef struct archive_stop_recording_subscription_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_stop_recording_subscription_request;
#define ARCHIVE_STOP_RECORDING_SUBSCRIPTION_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_STOP_RECORDING_SUBSCRIPTION_REQUEST_TEMPLATE_ID ((uint16_t)14U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_stop_recording_subscription_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *subscription_id;
}
archive_stop_recording_subscription_request_columns;

/* Ask where a recording stopped */
typedef struct archive_stop_position_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_stop_position_request;
#define ARCHIVE_STOP_POSITION_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_STOP_POSITION_REQUEST_TEMPLATE_ID ((uint16_t)15U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_stop_position_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
}
archive_stop_position_request_columns;

/* Search backwards for the newest recording matching session, stream and channel */
typedef struct archive_find_last_matching_recording_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_find_last_matching_recording_request;
#define ARCHIVE_FIND_LAST_MATCHING_RECORDING_REQUEST_BLOCK_LENGTH ((uint64_t)32U)
#define ARCHIVE_FIND_LAST_MATCHING_RECORDING_REQUEST_TEMPLATE_ID ((uint16_t)16U)

/* Page through active recording subscriptions */
typedef struct archive_list_recording_subscriptions_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_list_recording_subscriptions_request;
#define ARCHIVE_LIST_RECORDING_SUBSCRIPTIONS_REQUEST_BLOCK_LENGTH ((uint64_t)32U)
#define ARCHIVE_LIST_RECORDING_SUBSCRIPTIONS_REQUEST_TEMPLATE_ID ((uint16_t)17U)

/* Replay limited by a position counter */
typedef struct archive_bounded_replay_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_bounded_replay_request;
#define ARCHIVE_BOUNDED_REPLAY_REQUEST_BLOCK_LENGTH ((uint64_t)60U)
#define ARCHIVE_BOUNDED_REPLAY_REQUEST_TEMPLATE_ID ((uint16_t)18U)

/* Stop every replay, or those of one recording */
typedef struct archive_stop_all_replays_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_stop_all_replays_request;
#define ARCHIVE_STOP_ALL_REPLAYS_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_STOP_ALL_REPLAYS_REQUEST_TEMPLATE_ID ((uint16_t)19U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_stop_all_replays_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
}
archive_stop_all_replays_request_columns;

/* First record of the catalog: version and entry alignment */
typedef struct archive_catalog_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_catalog_header;
#define ARCHIVE_CATALOG_HEADER_BLOCK_LENGTH ((uint64_t)32U)
#define ARCHIVE_CATALOG_HEADER_TEMPLATE_ID ((uint16_t)20U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_catalog_header_columns
{
    int32_t *version;
    int32_t *length;
    int64_t *next_recording_id;
    int32_t *alignment;
    int8_t *reserved;
}
archive_catalog_header_columns;

/* Prefix of each catalog entry */
typedef struct archive_recording_descriptor_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_recording_descriptor_header;
#define ARCHIVE_RECORDING_DESCRIPTOR_HEADER_BLOCK_LENGTH ((uint64_t)32U)
#define ARCHIVE_RECORDING_DESCRIPTOR_HEADER_TEMPLATE_ID ((uint16_t)21U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_recording_descriptor_header_columns
{
    int32_t *length;
    int32_t *state;
    int32_t *checksum;
    int8_t *reserved;
}
archive_recording_descriptor_header_columns;

/* A recording's metadata, in the catalog and in list answers */
typedef struct archive_recording_descriptor
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_recording_descriptor;
#define ARCHIVE_RECORDING_DESCRIPTOR_BLOCK_LENGTH ((uint64_t)80U)
#define ARCHIVE_RECORDING_DESCRIPTOR_TEMPLATE_ID ((uint16_t)22U)

/* One active recording subscription */
typedef struct archive_recording_subscription_descriptor
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_recording_subscription_descriptor;
#define ARCHIVE_RECORDING_SUBSCRIPTION_DESCRIPTOR_BLOCK_LENGTH ((uint64_t)28U)
#define ARCHIVE_RECORDING_SUBSCRIPTION_DESCRIPTOR_TEMPLATE_ID ((uint16_t)23U)

/* Asynchronous notice of a recording change */
typedef struct archive_recording_signal_event
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_recording_signal_event;
#define ARCHIVE_RECORDING_SIGNAL_EVENT_BLOCK_LENGTH ((uint64_t)44U)
#define ARCHIVE_RECORDING_SIGNAL_EVENT_TEMPLATE_ID ((uint16_t)24U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_recording_signal_event_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
    int64_t *subscription_id;
    int64_t *position;
    int32_t *signal;
}
archive_recording_signal_event_columns;

/* Copy a recording from another archive */
typedef struct archive_replicate_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_replicate_request;
#define ARCHIVE_REPLICATE_REQUEST_BLOCK_LENGTH ((uint64_t)36U)
#define ARCHIVE_REPLICATE_REQUEST_TEMPLATE_ID ((uint16_t)50U)

/* Stop one replication */
typedef struct archive_stop_replication_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_stop_replication_request;
#define ARCHIVE_STOP_REPLICATION_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_STOP_REPLICATION_REQUEST_TEMPLATE_ID ((uint16_t)51U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_stop_replication_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *replication_id;
}
archive_stop_replication_request_columns;

/* Ask where a recording starts */
typedef struct archive_start_position_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_start_position_request;
#define ARCHIVE_START_POSITION_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_START_POSITION_REQUEST_TEMPLATE_ID ((uint16_t)52U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_start_position_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
}
archive_start_position_request_columns;

/* Move a recording's start forward, detaching whole segments */
typedef struct archive_detach_segments_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_detach_segments_request;
#define ARCHIVE_DETACH_SEGMENTS_REQUEST_BLOCK_LENGTH ((uint64_t)32U)
#define ARCHIVE_DETACH_SEGMENTS_REQUEST_TEMPLATE_ID ((uint16_t)53U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_detach_segments_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
    int64_t *new_start_position;
}
archive_detach_segments_request_columns;

/* Delete segment files already detached */
typedef struct archive_delete_detached_segments_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_delete_detached_segments_request;
#define ARCHIVE_DELETE_DETACHED_SEGMENTS_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_DELETE_DETACHED_SEGMENTS_REQUEST_TEMPLATE_ID ((uint16_t)54U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_delete_detached_segments_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
}
archive_delete_detached_segments_request_columns;

/* Detach then delete leading segments */
typedef struct archive_purge_segments_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_purge_segments_request;
#define ARCHIVE_PURGE_SEGMENTS_REQUEST_BLOCK_LENGTH ((uint64_t)32U)
#define ARCHIVE_PURGE_SEGMENTS_REQUEST_TEMPLATE_ID ((uint16_t)55U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_purge_segments_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
    int64_t *new_start_position;
}
archive_purge_segments_request_columns;

/* Re-attach detached segments found on disk */
typedef struct archive_attach_segments_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_attach_segments_request;
#define ARCHIVE_ATTACH_SEGMENTS_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_ATTACH_SEGMENTS_REQUEST_TEMPLATE_ID ((uint16_t)56U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_attach_segments_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
}
archive_attach_segments_request_columns;

/* Move segments of one recording onto the front of another */
typedef struct archive_migrate_segments_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_migrate_segments_request;
#define ARCHIVE_MIGRATE_SEGMENTS_REQUEST_BLOCK_LENGTH ((uint64_t)32U)
#define ARCHIVE_MIGRATE_SEGMENTS_REQUEST_TEMPLATE_ID ((uint16_t)57U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_migrate_segments_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *src_recording_id;
    int64_t *dst_recording_id;
}
archive_migrate_segments_request_columns;

/* Open a control session with credentials */
typedef struct archive_auth_connect_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_auth_connect_request;
#define ARCHIVE_AUTH_CONNECT_REQUEST_BLOCK_LENGTH ((uint64_t)16U)
#define ARCHIVE_AUTH_CONNECT_REQUEST_TEMPLATE_ID ((uint16_t)58U)

/* Archive asks the client for more credentials */
typedef struct archive_challenge
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_challenge;
#define ARCHIVE_CHALLENGE_BLOCK_LENGTH ((uint64_t)20U)
#define ARCHIVE_CHALLENGE_TEMPLATE_ID ((uint16_t)59U)

/* Client answers a challenge */
typedef struct archive_challenge_response
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_challenge_response;
#define ARCHIVE_CHALLENGE_RESPONSE_BLOCK_LENGTH ((uint64_t)16U)
#define ARCHIVE_CHALLENGE_RESPONSE_TEMPLATE_ID ((uint16_t)60U)

/* Client liveness for its control session */
typedef struct archive_keep_alive_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_keep_alive_request;
#define ARCHIVE_KEEP_ALIVE_REQUEST_BLOCK_LENGTH ((uint64_t)16U)
#define ARCHIVE_KEEP_ALIVE_REQUEST_TEMPLATE_ID ((uint16_t)61U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_keep_alive_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
}
archive_keep_alive_request_columns;

/* Replicate with channel and subscription tags */
typedef struct archive_tagged_replicate_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_tagged_replicate_request;
#define ARCHIVE_TAGGED_REPLICATE_REQUEST_BLOCK_LENGTH ((uint64_t)52U)
#define ARCHIVE_TAGGED_REPLICATE_REQUEST_TEMPLATE_ID ((uint16_t)62U)

/* Start recording, optionally stopping by itself */
typedef struct archive_start_recording_request2
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_start_recording_request2;
#define ARCHIVE_START_RECORDING_REQUEST2_BLOCK_LENGTH ((uint64_t)28U)
#define ARCHIVE_START_RECORDING_REQUEST2_TEMPLATE_ID ((uint16_t)63U)

/* Extend a recording, optionally stopping by itself */
typedef struct archive_extend_recording_request2
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_extend_recording_request2;
#define ARCHIVE_EXTEND_RECORDING_REQUEST2_BLOCK_LENGTH ((uint64_t)36U)
#define ARCHIVE_EXTEND_RECORDING_REQUEST2_TEMPLATE_ID ((uint16_t)64U)

/* Stop an active recording given its id */
typedef struct archive_stop_recording_by_identity_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_stop_recording_by_identity_request;
#define ARCHIVE_STOP_RECORDING_BY_IDENTITY_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_STOP_RECORDING_BY_IDENTITY_REQUEST_TEMPLATE_ID ((uint16_t)65U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_stop_recording_by_identity_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
}
archive_stop_recording_by_identity_request_columns;

/* Replicate with every option */
typedef struct archive_replicate_request2
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_replicate_request2;
#define ARCHIVE_REPLICATE_REQUEST2_BLOCK_LENGTH ((uint64_t)68U)
#define ARCHIVE_REPLICATE_REQUEST2_TEMPLATE_ID ((uint16_t)66U)

/* Ask for the stop position, or the live position if still recording */
typedef struct archive_max_recorded_position_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_max_recorded_position_request;
#define ARCHIVE_MAX_RECORDED_POSITION_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_MAX_RECORDED_POSITION_REQUEST_TEMPLATE_ID ((uint16_t)67U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_max_recorded_position_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
}
archive_max_recorded_position_request_columns;

/* Ask for the archive's id */
typedef struct archive_archive_id_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_archive_id_request;
#define ARCHIVE_ARCHIVE_ID_REQUEST_BLOCK_LENGTH ((uint64_t)16U)
#define ARCHIVE_ARCHIVE_ID_REQUEST_TEMPLATE_ID ((uint16_t)68U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_archive_id_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
}
archive_archive_id_request_columns;

/* An image began to be recorded */
typedef struct archive_recording_started
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_recording_started;
#define ARCHIVE_RECORDING_STARTED_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_RECORDING_STARTED_TEMPLATE_ID ((uint16_t)101U)

/* A recording advanced */
typedef struct archive_recording_progress
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_recording_progress;
#define ARCHIVE_RECORDING_PROGRESS_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_RECORDING_PROGRESS_TEMPLATE_ID ((uint16_t)102U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_recording_progress_columns
{
    int64_t *recording_id;
    int64_t *start_position;
    int64_t *position;
}
archive_recording_progress_columns;

/* A recording ended */
typedef struct archive_recording_stopped
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_recording_stopped;
#define ARCHIVE_RECORDING_STOPPED_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_RECORDING_STOPPED_TEMPLATE_ID ((uint16_t)103U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_recording_stopped_columns
{
    int64_t *recording_id;
    int64_t *start_position;
    int64_t *stop_position;
}
archive_recording_stopped_columns;

/* Delete a stopped recording and its files */
typedef struct archive_purge_recording_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_purge_recording_request;
#define ARCHIVE_PURGE_RECORDING_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_PURGE_RECORDING_REQUEST_TEMPLATE_ID ((uint16_t)104U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_purge_recording_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
}
archive_purge_recording_request_columns;

/* Get a token that lets another image start a replay */
typedef struct archive_replay_token_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_replay_token_request;
#define ARCHIVE_REPLAY_TOKEN_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_REPLAY_TOKEN_REQUEST_TEMPLATE_ID ((uint16_t)105U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_replay_token_request_columns
{
    int64_t *control_session_id;
    int64_t *correlation_id;
    int64_t *recording_id;
}
archive_replay_token_request_columns;

/* Heartbeat on a control session */
typedef struct archive_ping
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_ping;
#define ARCHIVE_PING_BLOCK_LENGTH ((uint64_t)8U)
#define ARCHIVE_PING_TEMPLATE_ID ((uint16_t)106U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct archive_ping_columns
{
    int64_t *control_session_id;
}
archive_ping_columns;

/* Change the channel stored for a recording */
typedef struct archive_update_channel_request
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
archive_update_channel_request;
#define ARCHIVE_UPDATE_CHANNEL_REQUEST_BLOCK_LENGTH ((uint64_t)24U)
#define ARCHIVE_UPDATE_CHANNEL_REQUEST_TEMPLATE_ID ((uint16_t)107U)





/* ---- accessors -------------------------------------------------------------------------------------- */
/* ==== composite archive_message_header ==== */
static inline int archive_message_header_wrap_for_encode(archive_message_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 13U;
    fw->limit = offset + 8U;
    return 0;
}

static inline int archive_message_header_wrap_for_decode(archive_message_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
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

static inline uint16_t archive_message_header_block_length(const archive_message_header *fw)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return ((uint16_t)65535ULL);
    }
    return archive_load_uint16_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_message_header_set_block_length(archive_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return -1;
    }
    archive_store_uint16_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint16_t archive_message_header_template_id(const archive_message_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((uint16_t)65535ULL);
    }
    return archive_load_uint16_le(fw->buffer + fw->offset + 2U);
}

static inline int archive_message_header_set_template_id(archive_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    archive_store_uint16_le(fw->buffer + fw->offset + 2U, value);
    return 0;
}

static inline uint16_t archive_message_header_schema_id(const archive_message_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint16_t)65535ULL);
    }
    return archive_load_uint16_le(fw->buffer + fw->offset + 4U);
}

static inline int archive_message_header_set_schema_id(archive_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    archive_store_uint16_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint16_t archive_message_header_version(const archive_message_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65535ULL);
    }
    return archive_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int archive_message_header_set_version(archive_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

/* ==== composite archive_group_size_encoding ==== */
static inline int archive_group_size_encoding_wrap_for_encode(archive_group_size_encoding *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 4U || offset > buffer_length - 4U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 4U;
    fw->acting_version = 13U;
    fw->limit = offset + 4U;
    return 0;
}

static inline int archive_group_size_encoding_wrap_for_decode(archive_group_size_encoding *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
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

static inline uint16_t archive_group_size_encoding_block_length(const archive_group_size_encoding *fw)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return ((uint16_t)65535ULL);
    }
    return archive_load_uint16_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_group_size_encoding_set_block_length(archive_group_size_encoding *fw, uint16_t value)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return -1;
    }
    archive_store_uint16_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint16_t archive_group_size_encoding_num_in_group(const archive_group_size_encoding *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((uint16_t)65535ULL);
    }
    return archive_load_uint16_le(fw->buffer + fw->offset + 2U);
}

static inline int archive_group_size_encoding_set_num_in_group(archive_group_size_encoding *fw, uint16_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    archive_store_uint16_le(fw->buffer + fw->offset + 2U, value);
    return 0;
}

/* ==== message archive_control_response ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_control_response_wrap_for_encode(archive_control_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 13U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_control_response_wrap_and_apply_header(archive_control_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 32U);
    archive_store_uint16_le(buffer + offset + 2U, 1U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_control_response_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_control_response_wrap_for_decode(archive_control_response *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_control_response_encoded_length(const archive_control_response *fw)
{
    return fw->limit - fw->offset;
}

/* control_session_id: Session the answer belongs to */
static inline int64_t archive_control_response_control_session_id(const archive_control_response *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_control_response_set_control_session_id(archive_control_response *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* correlation_id: Correlation id of the request */
static inline int64_t archive_control_response_correlation_id(const archive_control_response *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_control_response_set_correlation_id(archive_control_response *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* relevant_id: Id the answer is about, or an error code */
static inline int64_t archive_control_response_relevant_id(const archive_control_response *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_control_response_set_relevant_id(archive_control_response *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t archive_control_response_code(const archive_control_response *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_control_response_set_code(archive_control_response *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* version: Archive protocol version */
static inline int32_t archive_control_response_version(const archive_control_response *fw)
{
    if (fw->acting_version < 4U || fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)0ULL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int archive_control_response_set_version(archive_control_response *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

/* error_message: Empty unless code is ERROR */
/* Length of error_message at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_control_response_error_message_length(const archive_control_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies error_message into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_control_response_get_error_message(archive_control_response *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_control_response_skip_error_message(archive_control_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_control_response_put_error_message(archive_control_response *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_connect_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_connect_request_wrap_for_encode(archive_connect_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 13U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_connect_request_wrap_and_apply_header(archive_connect_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 16U);
    archive_store_uint16_le(buffer + offset + 2U, 2U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_connect_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_connect_request_wrap_for_decode(archive_connect_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_connect_request_encoded_length(const archive_connect_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_connect_request_correlation_id(const archive_connect_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_connect_request_set_correlation_id(archive_connect_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t archive_connect_request_response_stream_id(const archive_connect_request *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_connect_request_set_response_stream_id(archive_connect_request *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t archive_connect_request_version(const archive_connect_request *fw)
{
    if (fw->acting_version < 2U || fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)0ULL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int archive_connect_request_set_version(archive_connect_request *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

/* Length of response_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_connect_request_response_channel_length(const archive_connect_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies response_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_connect_request_get_response_channel(archive_connect_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_connect_request_skip_response_channel(archive_connect_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_connect_request_put_response_channel(archive_connect_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_close_session_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_close_session_request_wrap_for_encode(archive_close_session_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 13U;
    fw->limit = offset + 8U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_close_session_request_wrap_and_apply_header(archive_close_session_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 8U);
    archive_store_uint16_le(buffer + offset + 2U, 3U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_close_session_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_close_session_request_wrap_for_decode(archive_close_session_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_close_session_request_encoded_length(const archive_close_session_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_close_session_request_control_session_id(const archive_close_session_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_close_session_request_set_control_session_id(archive_close_session_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_close_session_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_close_session_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_close_session_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_close_session_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 3U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_start_recording_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_start_recording_request_wrap_for_encode(archive_start_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_start_recording_request_wrap_and_apply_header(archive_start_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 4U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_start_recording_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_start_recording_request_wrap_for_decode(archive_start_recording_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_start_recording_request_encoded_length(const archive_start_recording_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_start_recording_request_control_session_id(const archive_start_recording_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_start_recording_request_set_control_session_id(archive_start_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_start_recording_request_correlation_id(const archive_start_recording_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_start_recording_request_set_correlation_id(archive_start_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t archive_start_recording_request_stream_id(const archive_start_recording_request *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_start_recording_request_set_stream_id(archive_start_recording_request *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t archive_start_recording_request_source_location(const archive_start_recording_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int archive_start_recording_request_set_source_location(archive_start_recording_request *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_start_recording_request_channel_length(const archive_start_recording_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_start_recording_request_get_channel(archive_start_recording_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_start_recording_request_skip_channel(archive_start_recording_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_start_recording_request_put_channel(archive_start_recording_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_stop_recording_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_stop_recording_request_wrap_for_encode(archive_stop_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U || offset > buffer_length - 20U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 20U;
    fw->acting_version = 13U;
    fw->limit = offset + 20U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_stop_recording_request_wrap_and_apply_header(archive_stop_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U ||
        offset > buffer_length - 28U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 20U);
    archive_store_uint16_le(buffer + offset + 2U, 5U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_stop_recording_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_stop_recording_request_wrap_for_decode(archive_stop_recording_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_stop_recording_request_encoded_length(const archive_stop_recording_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_stop_recording_request_control_session_id(const archive_stop_recording_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_stop_recording_request_set_control_session_id(archive_stop_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_stop_recording_request_correlation_id(const archive_stop_recording_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_stop_recording_request_set_correlation_id(archive_stop_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t archive_stop_recording_request_stream_id(const archive_stop_recording_request *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_stop_recording_request_set_stream_id(archive_stop_recording_request *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_stop_recording_request_channel_length(const archive_stop_recording_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_stop_recording_request_get_channel(archive_stop_recording_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_stop_recording_request_skip_channel(archive_stop_recording_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_stop_recording_request_put_channel(archive_stop_recording_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_replay_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_replay_request_wrap_for_encode(archive_replay_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 56U || offset > buffer_length - 56U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 56U;
    fw->acting_version = 13U;
    fw->limit = offset + 56U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_replay_request_wrap_and_apply_header(archive_replay_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 64U ||
        offset > buffer_length - 64U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 56U);
    archive_store_uint16_le(buffer + offset + 2U, 6U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_replay_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_replay_request_wrap_for_decode(archive_replay_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_replay_request_encoded_length(const archive_replay_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_replay_request_control_session_id(const archive_replay_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_replay_request_set_control_session_id(archive_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_replay_request_correlation_id(const archive_replay_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_replay_request_set_correlation_id(archive_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_replay_request_recording_id(const archive_replay_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_replay_request_set_recording_id(archive_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t archive_replay_request_position(const archive_replay_request *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_replay_request_set_position(archive_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t archive_replay_request_length(const archive_replay_request *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int archive_replay_request_set_length(archive_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t archive_replay_request_replay_stream_id(const archive_replay_request *fw)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 40U);
}

static inline int archive_replay_request_set_replay_stream_id(archive_replay_request *fw, int32_t value)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

static inline int32_t archive_replay_request_file_io_max_length(const archive_replay_request *fw)
{
    if (fw->acting_version < 7U || fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 44U);
}

static inline int archive_replay_request_set_file_io_max_length(archive_replay_request *fw, int32_t value)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 44U, value);
    return 0;
}

static inline int64_t archive_replay_request_replay_token(const archive_replay_request *fw)
{
    if (fw->acting_version < 10U || fw->acting_block_length < 56U || fw->buffer == NULL || fw->buffer_length < 56U || fw->offset > fw->buffer_length - 56U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 48U);
}

static inline int archive_replay_request_set_replay_token(archive_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 56U || fw->buffer == NULL || fw->buffer_length < 56U || fw->offset > fw->buffer_length - 56U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 48U, value);
    return 0;
}

/* Length of replay_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_replay_request_replay_channel_length(const archive_replay_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies replay_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_replay_request_get_replay_channel(archive_replay_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_replay_request_skip_replay_channel(archive_replay_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_replay_request_put_replay_channel(archive_replay_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_stop_replay_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_stop_replay_request_wrap_for_encode(archive_stop_replay_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_stop_replay_request_wrap_and_apply_header(archive_stop_replay_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 7U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_stop_replay_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_stop_replay_request_wrap_for_decode(archive_stop_replay_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_stop_replay_request_encoded_length(const archive_stop_replay_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_stop_replay_request_control_session_id(const archive_stop_replay_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_stop_replay_request_set_control_session_id(archive_stop_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_stop_replay_request_correlation_id(const archive_stop_replay_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_stop_replay_request_set_correlation_id(archive_stop_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_stop_replay_request_replay_session_id(const archive_stop_replay_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_stop_replay_request_set_replay_session_id(archive_stop_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_stop_replay_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_stop_replay_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->replay_session_id != NULL)
    {
        int64_t *out = columns->replay_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_stop_replay_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_stop_replay_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 7U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->replay_session_id != NULL)
    {
        int64_t *out = columns->replay_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_list_recordings_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_list_recordings_request_wrap_for_encode(archive_list_recordings_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U || offset > buffer_length - 28U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 28U;
    fw->acting_version = 13U;
    fw->limit = offset + 28U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_list_recordings_request_wrap_and_apply_header(archive_list_recordings_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U ||
        offset > buffer_length - 36U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 28U);
    archive_store_uint16_le(buffer + offset + 2U, 8U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_list_recordings_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_list_recordings_request_wrap_for_decode(archive_list_recordings_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_list_recordings_request_encoded_length(const archive_list_recordings_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_list_recordings_request_control_session_id(const archive_list_recordings_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_list_recordings_request_set_control_session_id(archive_list_recordings_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_list_recordings_request_correlation_id(const archive_list_recordings_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_list_recordings_request_set_correlation_id(archive_list_recordings_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_list_recordings_request_from_recording_id(const archive_list_recordings_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_list_recordings_request_set_from_recording_id(archive_list_recordings_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t archive_list_recordings_request_record_count(const archive_list_recordings_request *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_list_recordings_request_set_record_count(archive_list_recordings_request *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_list_recordings_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_list_recordings_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->from_recording_id != NULL)
    {
        int64_t *out = columns->from_recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->record_count != NULL)
    {
        int32_t *out = columns->record_count;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int32_le(buffer + offsets[i] + 24U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_list_recordings_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_list_recordings_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 8U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->from_recording_id != NULL)
    {
        int64_t *out = columns->from_recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->record_count != NULL)
    {
        int32_t *out = columns->record_count;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 28U;
            out[i] = present ? archive_load_int32_le(body + 24U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_list_recordings_for_uri_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_list_recordings_for_uri_request_wrap_for_encode(archive_list_recordings_for_uri_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 13U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_list_recordings_for_uri_request_wrap_and_apply_header(archive_list_recordings_for_uri_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 32U);
    archive_store_uint16_le(buffer + offset + 2U, 9U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_list_recordings_for_uri_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_list_recordings_for_uri_request_wrap_for_decode(archive_list_recordings_for_uri_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_list_recordings_for_uri_request_encoded_length(const archive_list_recordings_for_uri_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_list_recordings_for_uri_request_control_session_id(const archive_list_recordings_for_uri_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_list_recordings_for_uri_request_set_control_session_id(archive_list_recordings_for_uri_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_list_recordings_for_uri_request_correlation_id(const archive_list_recordings_for_uri_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_list_recordings_for_uri_request_set_correlation_id(archive_list_recordings_for_uri_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_list_recordings_for_uri_request_from_recording_id(const archive_list_recordings_for_uri_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_list_recordings_for_uri_request_set_from_recording_id(archive_list_recordings_for_uri_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t archive_list_recordings_for_uri_request_record_count(const archive_list_recordings_for_uri_request *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_list_recordings_for_uri_request_set_record_count(archive_list_recordings_for_uri_request *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t archive_list_recordings_for_uri_request_stream_id(const archive_list_recordings_for_uri_request *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int archive_list_recordings_for_uri_request_set_stream_id(archive_list_recordings_for_uri_request *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_list_recordings_for_uri_request_channel_length(const archive_list_recordings_for_uri_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_list_recordings_for_uri_request_get_channel(archive_list_recordings_for_uri_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_list_recordings_for_uri_request_skip_channel(archive_list_recordings_for_uri_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_list_recordings_for_uri_request_put_channel(archive_list_recordings_for_uri_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_list_recording_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_list_recording_request_wrap_for_encode(archive_list_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_list_recording_request_wrap_and_apply_header(archive_list_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 10U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_list_recording_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_list_recording_request_wrap_for_decode(archive_list_recording_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_list_recording_request_encoded_length(const archive_list_recording_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_list_recording_request_control_session_id(const archive_list_recording_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_list_recording_request_set_control_session_id(archive_list_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_list_recording_request_correlation_id(const archive_list_recording_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_list_recording_request_set_correlation_id(archive_list_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_list_recording_request_recording_id(const archive_list_recording_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_list_recording_request_set_recording_id(archive_list_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_list_recording_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_list_recording_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_list_recording_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_list_recording_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 10U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_extend_recording_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_extend_recording_request_wrap_for_encode(archive_extend_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 13U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_extend_recording_request_wrap_and_apply_header(archive_extend_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 32U);
    archive_store_uint16_le(buffer + offset + 2U, 11U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_extend_recording_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_extend_recording_request_wrap_for_decode(archive_extend_recording_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_extend_recording_request_encoded_length(const archive_extend_recording_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_extend_recording_request_control_session_id(const archive_extend_recording_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_extend_recording_request_set_control_session_id(archive_extend_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_extend_recording_request_correlation_id(const archive_extend_recording_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_extend_recording_request_set_correlation_id(archive_extend_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_extend_recording_request_recording_id(const archive_extend_recording_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_extend_recording_request_set_recording_id(archive_extend_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t archive_extend_recording_request_stream_id(const archive_extend_recording_request *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_extend_recording_request_set_stream_id(archive_extend_recording_request *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t archive_extend_recording_request_source_location(const archive_extend_recording_request *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int archive_extend_recording_request_set_source_location(archive_extend_recording_request *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_extend_recording_request_channel_length(const archive_extend_recording_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_extend_recording_request_get_channel(archive_extend_recording_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_extend_recording_request_skip_channel(archive_extend_recording_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_extend_recording_request_put_channel(archive_extend_recording_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_recording_position_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_recording_position_request_wrap_for_encode(archive_recording_position_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_recording_position_request_wrap_and_apply_header(archive_recording_position_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 12U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_recording_position_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_recording_position_request_wrap_for_decode(archive_recording_position_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_recording_position_request_encoded_length(const archive_recording_position_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_recording_position_request_control_session_id(const archive_recording_position_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_recording_position_request_set_control_session_id(archive_recording_position_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_recording_position_request_correlation_id(const archive_recording_position_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_recording_position_request_set_correlation_id(archive_recording_position_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_recording_position_request_recording_id(const archive_recording_position_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_recording_position_request_set_recording_id(archive_recording_position_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_recording_position_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_recording_position_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_recording_position_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_recording_position_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 12U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_truncate_recording_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_truncate_recording_request_wrap_for_encode(archive_truncate_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 13U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_truncate_recording_request_wrap_and_apply_header(archive_truncate_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 32U);
    archive_store_uint16_le(buffer + offset + 2U, 13U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_truncate_recording_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_truncate_recording_request_wrap_for_decode(archive_truncate_recording_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_truncate_recording_request_encoded_length(const archive_truncate_recording_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_truncate_recording_request_control_session_id(const archive_truncate_recording_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_truncate_recording_request_set_control_session_id(archive_truncate_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_truncate_recording_request_correlation_id(const archive_truncate_recording_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_truncate_recording_request_set_correlation_id(archive_truncate_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_truncate_recording_request_recording_id(const archive_truncate_recording_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_truncate_recording_request_set_recording_id(archive_truncate_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t archive_truncate_recording_request_position(const archive_truncate_recording_request *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_truncate_recording_request_set_position(archive_truncate_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_truncate_recording_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_truncate_recording_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->position != NULL)
    {
        int64_t *out = columns->position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 24U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_truncate_recording_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_truncate_recording_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 13U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->position != NULL)
    {
        int64_t *out = columns->position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? archive_load_int64_le(body + 24U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_stop_recording_subscription_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_stop_recording_subscription_request_wrap_for_encode(archive_stop_recording_subscription_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_stop_recording_subscription_request_wrap_and_apply_header(archive_stop_recording_subscription_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 14U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_stop_recording_subscription_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_stop_recording_subscription_request_wrap_for_decode(archive_stop_recording_subscription_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_stop_recording_subscription_request_encoded_length(const archive_stop_recording_subscription_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_stop_recording_subscription_request_control_session_id(const archive_stop_recording_subscription_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_stop_recording_subscription_request_set_control_session_id(archive_stop_recording_subscription_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_stop_recording_subscription_request_correlation_id(const archive_stop_recording_subscription_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_stop_recording_subscription_request_set_correlation_id(archive_stop_recording_subscription_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_stop_recording_subscription_request_subscription_id(const archive_stop_recording_subscription_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_stop_recording_subscription_request_set_subscription_id(archive_stop_recording_subscription_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_stop_recording_subscription_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_stop_recording_subscription_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->subscription_id != NULL)
    {
        int64_t *out = columns->subscription_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_stop_recording_subscription_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_stop_recording_subscription_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 14U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->subscription_id != NULL)
    {
        int64_t *out = columns->subscription_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_stop_position_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_stop_position_request_wrap_for_encode(archive_stop_position_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_stop_position_request_wrap_and_apply_header(archive_stop_position_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 15U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_stop_position_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_stop_position_request_wrap_for_decode(archive_stop_position_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_stop_position_request_encoded_length(const archive_stop_position_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_stop_position_request_control_session_id(const archive_stop_position_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_stop_position_request_set_control_session_id(archive_stop_position_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_stop_position_request_correlation_id(const archive_stop_position_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_stop_position_request_set_correlation_id(archive_stop_position_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_stop_position_request_recording_id(const archive_stop_position_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_stop_position_request_set_recording_id(archive_stop_position_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_stop_position_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_stop_position_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_stop_position_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_stop_position_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 15U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_find_last_matching_recording_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_find_last_matching_recording_request_wrap_for_encode(archive_find_last_matching_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 13U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_find_last_matching_recording_request_wrap_and_apply_header(archive_find_last_matching_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 32U);
    archive_store_uint16_le(buffer + offset + 2U, 16U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_find_last_matching_recording_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_find_last_matching_recording_request_wrap_for_decode(archive_find_last_matching_recording_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_find_last_matching_recording_request_encoded_length(const archive_find_last_matching_recording_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_find_last_matching_recording_request_control_session_id(const archive_find_last_matching_recording_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_find_last_matching_recording_request_set_control_session_id(archive_find_last_matching_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_find_last_matching_recording_request_correlation_id(const archive_find_last_matching_recording_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_find_last_matching_recording_request_set_correlation_id(archive_find_last_matching_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_find_last_matching_recording_request_min_recording_id(const archive_find_last_matching_recording_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_find_last_matching_recording_request_set_min_recording_id(archive_find_last_matching_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t archive_find_last_matching_recording_request_session_id(const archive_find_last_matching_recording_request *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_find_last_matching_recording_request_set_session_id(archive_find_last_matching_recording_request *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t archive_find_last_matching_recording_request_stream_id(const archive_find_last_matching_recording_request *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int archive_find_last_matching_recording_request_set_stream_id(archive_find_last_matching_recording_request *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_find_last_matching_recording_request_channel_length(const archive_find_last_matching_recording_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_find_last_matching_recording_request_get_channel(archive_find_last_matching_recording_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_find_last_matching_recording_request_skip_channel(archive_find_last_matching_recording_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_find_last_matching_recording_request_put_channel(archive_find_last_matching_recording_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_list_recording_subscriptions_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_list_recording_subscriptions_request_wrap_for_encode(archive_list_recording_subscriptions_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 13U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_list_recording_subscriptions_request_wrap_and_apply_header(archive_list_recording_subscriptions_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 32U);
    archive_store_uint16_le(buffer + offset + 2U, 17U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_list_recording_subscriptions_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_list_recording_subscriptions_request_wrap_for_decode(archive_list_recording_subscriptions_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_list_recording_subscriptions_request_encoded_length(const archive_list_recording_subscriptions_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_list_recording_subscriptions_request_control_session_id(const archive_list_recording_subscriptions_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_list_recording_subscriptions_request_set_control_session_id(archive_list_recording_subscriptions_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_list_recording_subscriptions_request_correlation_id(const archive_list_recording_subscriptions_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_list_recording_subscriptions_request_set_correlation_id(archive_list_recording_subscriptions_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t archive_list_recording_subscriptions_request_pseudo_index(const archive_list_recording_subscriptions_request *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_list_recording_subscriptions_request_set_pseudo_index(archive_list_recording_subscriptions_request *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t archive_list_recording_subscriptions_request_subscription_count(const archive_list_recording_subscriptions_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int archive_list_recording_subscriptions_request_set_subscription_count(archive_list_recording_subscriptions_request *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int32_t archive_list_recording_subscriptions_request_apply_stream_id(const archive_list_recording_subscriptions_request *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_list_recording_subscriptions_request_set_apply_stream_id(archive_list_recording_subscriptions_request *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t archive_list_recording_subscriptions_request_stream_id(const archive_list_recording_subscriptions_request *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int archive_list_recording_subscriptions_request_set_stream_id(archive_list_recording_subscriptions_request *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_list_recording_subscriptions_request_channel_length(const archive_list_recording_subscriptions_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_list_recording_subscriptions_request_get_channel(archive_list_recording_subscriptions_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_list_recording_subscriptions_request_skip_channel(archive_list_recording_subscriptions_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_list_recording_subscriptions_request_put_channel(archive_list_recording_subscriptions_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_bounded_replay_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_bounded_replay_request_wrap_for_encode(archive_bounded_replay_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 60U || offset > buffer_length - 60U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 60U;
    fw->acting_version = 13U;
    fw->limit = offset + 60U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_bounded_replay_request_wrap_and_apply_header(archive_bounded_replay_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 68U ||
        offset > buffer_length - 68U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 60U);
    archive_store_uint16_le(buffer + offset + 2U, 18U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_bounded_replay_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_bounded_replay_request_wrap_for_decode(archive_bounded_replay_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_bounded_replay_request_encoded_length(const archive_bounded_replay_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_bounded_replay_request_control_session_id(const archive_bounded_replay_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_bounded_replay_request_set_control_session_id(archive_bounded_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_bounded_replay_request_correlation_id(const archive_bounded_replay_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_bounded_replay_request_set_correlation_id(archive_bounded_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_bounded_replay_request_recording_id(const archive_bounded_replay_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_bounded_replay_request_set_recording_id(archive_bounded_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t archive_bounded_replay_request_position(const archive_bounded_replay_request *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_bounded_replay_request_set_position(archive_bounded_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t archive_bounded_replay_request_length(const archive_bounded_replay_request *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int archive_bounded_replay_request_set_length(archive_bounded_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t archive_bounded_replay_request_limit_counter_id(const archive_bounded_replay_request *fw)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 40U);
}

static inline int archive_bounded_replay_request_set_limit_counter_id(archive_bounded_replay_request *fw, int32_t value)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

static inline int32_t archive_bounded_replay_request_replay_stream_id(const archive_bounded_replay_request *fw)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 44U);
}

static inline int archive_bounded_replay_request_set_replay_stream_id(archive_bounded_replay_request *fw, int32_t value)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 44U, value);
    return 0;
}

static inline int32_t archive_bounded_replay_request_file_io_max_length(const archive_bounded_replay_request *fw)
{
    if (fw->acting_version < 7U || fw->acting_block_length < 52U || fw->buffer == NULL || fw->buffer_length < 52U || fw->offset > fw->buffer_length - 52U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 48U);
}

static inline int archive_bounded_replay_request_set_file_io_max_length(archive_bounded_replay_request *fw, int32_t value)
{
    if (fw->acting_block_length < 52U || fw->buffer == NULL || fw->buffer_length < 52U || fw->offset > fw->buffer_length - 52U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 48U, value);
    return 0;
}

static inline int64_t archive_bounded_replay_request_replay_token(const archive_bounded_replay_request *fw)
{
    if (fw->acting_version < 10U || fw->acting_block_length < 60U || fw->buffer == NULL || fw->buffer_length < 60U || fw->offset > fw->buffer_length - 60U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 52U);
}

static inline int archive_bounded_replay_request_set_replay_token(archive_bounded_replay_request *fw, int64_t value)
{
    if (fw->acting_block_length < 60U || fw->buffer == NULL || fw->buffer_length < 60U || fw->offset > fw->buffer_length - 60U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 52U, value);
    return 0;
}

/* Length of replay_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_bounded_replay_request_replay_channel_length(const archive_bounded_replay_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies replay_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_bounded_replay_request_get_replay_channel(archive_bounded_replay_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_bounded_replay_request_skip_replay_channel(archive_bounded_replay_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_bounded_replay_request_put_replay_channel(archive_bounded_replay_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_stop_all_replays_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_stop_all_replays_request_wrap_for_encode(archive_stop_all_replays_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_stop_all_replays_request_wrap_and_apply_header(archive_stop_all_replays_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 19U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_stop_all_replays_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_stop_all_replays_request_wrap_for_decode(archive_stop_all_replays_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_stop_all_replays_request_encoded_length(const archive_stop_all_replays_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_stop_all_replays_request_control_session_id(const archive_stop_all_replays_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_stop_all_replays_request_set_control_session_id(archive_stop_all_replays_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_stop_all_replays_request_correlation_id(const archive_stop_all_replays_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_stop_all_replays_request_set_correlation_id(archive_stop_all_replays_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_stop_all_replays_request_recording_id(const archive_stop_all_replays_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_stop_all_replays_request_set_recording_id(archive_stop_all_replays_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_stop_all_replays_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_stop_all_replays_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_stop_all_replays_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_stop_all_replays_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 19U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_catalog_header ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_catalog_header_wrap_for_encode(archive_catalog_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 13U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_catalog_header_wrap_and_apply_header(archive_catalog_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 32U);
    archive_store_uint16_le(buffer + offset + 2U, 20U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_catalog_header_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_catalog_header_wrap_for_decode(archive_catalog_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_catalog_header_encoded_length(const archive_catalog_header *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t archive_catalog_header_version(const archive_catalog_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_catalog_header_set_version(archive_catalog_header *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t archive_catalog_header_length(const archive_catalog_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 4U);
}

static inline int archive_catalog_header_set_length(archive_catalog_header *fw, int32_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline int64_t archive_catalog_header_next_recording_id(const archive_catalog_header *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_catalog_header_set_next_recording_id(archive_catalog_header *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t archive_catalog_header_alignment(const archive_catalog_header *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_catalog_header_set_alignment(archive_catalog_header *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int8_t archive_catalog_header_reserved(const archive_catalog_header *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int8_t)-128LL);
    }
    return archive_load_int8_le(fw->buffer + fw->offset + 31U);
}

static inline int archive_catalog_header_set_reserved(archive_catalog_header *fw, int8_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int8_le(fw->buffer + fw->offset + 31U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_catalog_header_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_catalog_header_columns *columns)
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
    if (columns->version != NULL)
    {
        int32_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int32_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->length != NULL)
    {
        int32_t *out = columns->length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int32_le(buffer + offsets[i] + 4U);
        }
    }
    if (columns->next_recording_id != NULL)
    {
        int64_t *out = columns->next_recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->alignment != NULL)
    {
        int32_t *out = columns->alignment;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int32_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->reserved != NULL)
    {
        int8_t *out = columns->reserved;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int8_le(buffer + offsets[i] + 31U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_catalog_header_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_catalog_header_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 20U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
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
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 4U;
            out[i] = present ? archive_load_int32_le(body + 0U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->length != NULL)
    {
        int32_t *out = columns->length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int32_le(body + 4U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->next_recording_id != NULL)
    {
        int64_t *out = columns->next_recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->alignment != NULL)
    {
        int32_t *out = columns->alignment;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 20U;
            out[i] = present ? archive_load_int32_le(body + 16U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->reserved != NULL)
    {
        int8_t *out = columns->reserved;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? archive_load_int8_le(body + 31U) : ((int8_t)-128LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_recording_descriptor_header ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_recording_descriptor_header_wrap_for_encode(archive_recording_descriptor_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 13U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_recording_descriptor_header_wrap_and_apply_header(archive_recording_descriptor_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 32U);
    archive_store_uint16_le(buffer + offset + 2U, 21U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_recording_descriptor_header_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_recording_descriptor_header_wrap_for_decode(archive_recording_descriptor_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_recording_descriptor_header_encoded_length(const archive_recording_descriptor_header *fw)
{
    return fw->limit - fw->offset;
}

/* length: Entry length in bytes, padding included */
static inline int32_t archive_recording_descriptor_header_length(const archive_recording_descriptor_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_recording_descriptor_header_set_length(archive_recording_descriptor_header *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t archive_recording_descriptor_header_state(const archive_recording_descriptor_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 4U);
}

static inline int archive_recording_descriptor_header_set_state(archive_recording_descriptor_header *fw, int32_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

/* checksum: Checksum over the descriptor that follows */
static inline int32_t archive_recording_descriptor_header_checksum(const archive_recording_descriptor_header *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_recording_descriptor_header_set_checksum(archive_recording_descriptor_header *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int8_t archive_recording_descriptor_header_reserved(const archive_recording_descriptor_header *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int8_t)-128LL);
    }
    return archive_load_int8_le(fw->buffer + fw->offset + 31U);
}

static inline int archive_recording_descriptor_header_set_reserved(archive_recording_descriptor_header *fw, int8_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int8_le(fw->buffer + fw->offset + 31U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_recording_descriptor_header_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_recording_descriptor_header_columns *columns)
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
    if (columns->length != NULL)
    {
        int32_t *out = columns->length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int32_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->state != NULL)
    {
        int32_t *out = columns->state;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int32_le(buffer + offsets[i] + 4U);
        }
    }
    if (columns->checksum != NULL)
    {
        int32_t *out = columns->checksum;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->reserved != NULL)
    {
        int8_t *out = columns->reserved;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int8_le(buffer + offsets[i] + 31U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_recording_descriptor_header_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_recording_descriptor_header_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 21U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->length != NULL)
    {
        int32_t *out = columns->length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 4U;
            out[i] = present ? archive_load_int32_le(body + 0U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->state != NULL)
    {
        int32_t *out = columns->state;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int32_le(body + 4U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->checksum != NULL)
    {
        int32_t *out = columns->checksum;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? archive_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->reserved != NULL)
    {
        int8_t *out = columns->reserved;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? archive_load_int8_le(body + 31U) : ((int8_t)-128LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_recording_descriptor ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_recording_descriptor_wrap_for_encode(archive_recording_descriptor *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 80U || offset > buffer_length - 80U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 80U;
    fw->acting_version = 13U;
    fw->limit = offset + 80U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_recording_descriptor_wrap_and_apply_header(archive_recording_descriptor *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 88U ||
        offset > buffer_length - 88U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 80U);
    archive_store_uint16_le(buffer + offset + 2U, 22U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_recording_descriptor_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_recording_descriptor_wrap_for_decode(archive_recording_descriptor *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_recording_descriptor_encoded_length(const archive_recording_descriptor *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_recording_descriptor_control_session_id(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_recording_descriptor_set_control_session_id(archive_recording_descriptor *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_recording_descriptor_correlation_id(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_recording_descriptor_set_correlation_id(archive_recording_descriptor *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_recording_descriptor_recording_id(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_recording_descriptor_set_recording_id(archive_recording_descriptor *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t archive_recording_descriptor_start_timestamp(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_recording_descriptor_set_start_timestamp(archive_recording_descriptor *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t archive_recording_descriptor_stop_timestamp(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int archive_recording_descriptor_set_stop_timestamp(archive_recording_descriptor *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int64_t archive_recording_descriptor_start_position(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 40U);
}

static inline int archive_recording_descriptor_set_start_position(archive_recording_descriptor *fw, int64_t value)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

static inline int64_t archive_recording_descriptor_stop_position(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 56U || fw->buffer == NULL || fw->buffer_length < 56U || fw->offset > fw->buffer_length - 56U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 48U);
}

static inline int archive_recording_descriptor_set_stop_position(archive_recording_descriptor *fw, int64_t value)
{
    if (fw->acting_block_length < 56U || fw->buffer == NULL || fw->buffer_length < 56U || fw->offset > fw->buffer_length - 56U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 48U, value);
    return 0;
}

static inline int32_t archive_recording_descriptor_initial_term_id(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 60U || fw->buffer == NULL || fw->buffer_length < 60U || fw->offset > fw->buffer_length - 60U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 56U);
}

static inline int archive_recording_descriptor_set_initial_term_id(archive_recording_descriptor *fw, int32_t value)
{
    if (fw->acting_block_length < 60U || fw->buffer == NULL || fw->buffer_length < 60U || fw->offset > fw->buffer_length - 60U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 56U, value);
    return 0;
}

static inline int32_t archive_recording_descriptor_segment_file_length(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 64U || fw->buffer == NULL || fw->buffer_length < 64U || fw->offset > fw->buffer_length - 64U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 60U);
}

static inline int archive_recording_descriptor_set_segment_file_length(archive_recording_descriptor *fw, int32_t value)
{
    if (fw->acting_block_length < 64U || fw->buffer == NULL || fw->buffer_length < 64U || fw->offset > fw->buffer_length - 64U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 60U, value);
    return 0;
}

static inline int32_t archive_recording_descriptor_term_buffer_length(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 68U || fw->buffer == NULL || fw->buffer_length < 68U || fw->offset > fw->buffer_length - 68U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 64U);
}

static inline int archive_recording_descriptor_set_term_buffer_length(archive_recording_descriptor *fw, int32_t value)
{
    if (fw->acting_block_length < 68U || fw->buffer == NULL || fw->buffer_length < 68U || fw->offset > fw->buffer_length - 68U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 64U, value);
    return 0;
}

static inline int32_t archive_recording_descriptor_mtu_length(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 72U || fw->buffer == NULL || fw->buffer_length < 72U || fw->offset > fw->buffer_length - 72U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 68U);
}

static inline int archive_recording_descriptor_set_mtu_length(archive_recording_descriptor *fw, int32_t value)
{
    if (fw->acting_block_length < 72U || fw->buffer == NULL || fw->buffer_length < 72U || fw->offset > fw->buffer_length - 72U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 68U, value);
    return 0;
}

static inline int32_t archive_recording_descriptor_session_id(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 76U || fw->buffer == NULL || fw->buffer_length < 76U || fw->offset > fw->buffer_length - 76U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 72U);
}

static inline int archive_recording_descriptor_set_session_id(archive_recording_descriptor *fw, int32_t value)
{
    if (fw->acting_block_length < 76U || fw->buffer == NULL || fw->buffer_length < 76U || fw->offset > fw->buffer_length - 76U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 72U, value);
    return 0;
}

static inline int32_t archive_recording_descriptor_stream_id(const archive_recording_descriptor *fw)
{
    if (fw->acting_block_length < 80U || fw->buffer == NULL || fw->buffer_length < 80U || fw->offset > fw->buffer_length - 80U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 76U);
}

static inline int archive_recording_descriptor_set_stream_id(archive_recording_descriptor *fw, int32_t value)
{
    if (fw->acting_block_length < 80U || fw->buffer == NULL || fw->buffer_length < 80U || fw->offset > fw->buffer_length - 80U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 76U, value);
    return 0;
}

/* Length of stripped_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_recording_descriptor_stripped_channel_length(const archive_recording_descriptor *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies stripped_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_recording_descriptor_get_stripped_channel(archive_recording_descriptor *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_recording_descriptor_skip_stripped_channel(archive_recording_descriptor *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_recording_descriptor_put_stripped_channel(archive_recording_descriptor *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of original_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_recording_descriptor_original_channel_length(const archive_recording_descriptor *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies original_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_recording_descriptor_get_original_channel(archive_recording_descriptor *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_recording_descriptor_skip_original_channel(archive_recording_descriptor *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_recording_descriptor_put_original_channel(archive_recording_descriptor *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of source_identity at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_recording_descriptor_source_identity_length(const archive_recording_descriptor *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies source_identity into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_recording_descriptor_get_source_identity(archive_recording_descriptor *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_recording_descriptor_skip_source_identity(archive_recording_descriptor *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_recording_descriptor_put_source_identity(archive_recording_descriptor *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_recording_subscription_descriptor ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_recording_subscription_descriptor_wrap_for_encode(archive_recording_subscription_descriptor *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U || offset > buffer_length - 28U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 28U;
    fw->acting_version = 13U;
    fw->limit = offset + 28U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_recording_subscription_descriptor_wrap_and_apply_header(archive_recording_subscription_descriptor *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U ||
        offset > buffer_length - 36U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 28U);
    archive_store_uint16_le(buffer + offset + 2U, 23U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_recording_subscription_descriptor_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_recording_subscription_descriptor_wrap_for_decode(archive_recording_subscription_descriptor *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_recording_subscription_descriptor_encoded_length(const archive_recording_subscription_descriptor *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_recording_subscription_descriptor_control_session_id(const archive_recording_subscription_descriptor *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_recording_subscription_descriptor_set_control_session_id(archive_recording_subscription_descriptor *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_recording_subscription_descriptor_correlation_id(const archive_recording_subscription_descriptor *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_recording_subscription_descriptor_set_correlation_id(archive_recording_subscription_descriptor *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_recording_subscription_descriptor_subscription_id(const archive_recording_subscription_descriptor *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_recording_subscription_descriptor_set_subscription_id(archive_recording_subscription_descriptor *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t archive_recording_subscription_descriptor_stream_id(const archive_recording_subscription_descriptor *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_recording_subscription_descriptor_set_stream_id(archive_recording_subscription_descriptor *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Length of stripped_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_recording_subscription_descriptor_stripped_channel_length(const archive_recording_subscription_descriptor *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies stripped_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_recording_subscription_descriptor_get_stripped_channel(archive_recording_subscription_descriptor *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_recording_subscription_descriptor_skip_stripped_channel(archive_recording_subscription_descriptor *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_recording_subscription_descriptor_put_stripped_channel(archive_recording_subscription_descriptor *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_recording_signal_event ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_recording_signal_event_wrap_for_encode(archive_recording_signal_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 44U || offset > buffer_length - 44U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 44U;
    fw->acting_version = 13U;
    fw->limit = offset + 44U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_recording_signal_event_wrap_and_apply_header(archive_recording_signal_event *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 52U ||
        offset > buffer_length - 52U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 44U);
    archive_store_uint16_le(buffer + offset + 2U, 24U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_recording_signal_event_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_recording_signal_event_wrap_for_decode(archive_recording_signal_event *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_recording_signal_event_encoded_length(const archive_recording_signal_event *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_recording_signal_event_control_session_id(const archive_recording_signal_event *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_recording_signal_event_set_control_session_id(archive_recording_signal_event *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_recording_signal_event_correlation_id(const archive_recording_signal_event *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_recording_signal_event_set_correlation_id(archive_recording_signal_event *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_recording_signal_event_recording_id(const archive_recording_signal_event *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_recording_signal_event_set_recording_id(archive_recording_signal_event *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t archive_recording_signal_event_subscription_id(const archive_recording_signal_event *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_recording_signal_event_set_subscription_id(archive_recording_signal_event *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t archive_recording_signal_event_position(const archive_recording_signal_event *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int archive_recording_signal_event_set_position(archive_recording_signal_event *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t archive_recording_signal_event_signal(const archive_recording_signal_event *fw)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 40U);
}

static inline int archive_recording_signal_event_set_signal(archive_recording_signal_event *fw, int32_t value)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_recording_signal_event_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_recording_signal_event_columns *columns)
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
    while (n < count && !(buffer_length < 44U || offsets[n] > buffer_length - 44U))
    {
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->subscription_id != NULL)
    {
        int64_t *out = columns->subscription_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 24U);
        }
    }
    if (columns->position != NULL)
    {
        int64_t *out = columns->position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 32U);
        }
    }
    if (columns->signal != NULL)
    {
        int32_t *out = columns->signal;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int32_le(buffer + offsets[i] + 40U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_recording_signal_event_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_recording_signal_event_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 24U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->subscription_id != NULL)
    {
        int64_t *out = columns->subscription_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? archive_load_int64_le(body + 24U) : INT64_MIN;
        }
    }
    if (columns->position != NULL)
    {
        int64_t *out = columns->position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 40U;
            out[i] = present ? archive_load_int64_le(body + 32U) : INT64_MIN;
        }
    }
    if (columns->signal != NULL)
    {
        int32_t *out = columns->signal;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 44U;
            out[i] = present ? archive_load_int32_le(body + 40U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_replicate_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_replicate_request_wrap_for_encode(archive_replicate_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U || offset > buffer_length - 36U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 36U;
    fw->acting_version = 13U;
    fw->limit = offset + 36U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_replicate_request_wrap_and_apply_header(archive_replicate_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 44U ||
        offset > buffer_length - 44U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 36U);
    archive_store_uint16_le(buffer + offset + 2U, 50U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_replicate_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_replicate_request_wrap_for_decode(archive_replicate_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_replicate_request_encoded_length(const archive_replicate_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_replicate_request_control_session_id(const archive_replicate_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_replicate_request_set_control_session_id(archive_replicate_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_replicate_request_correlation_id(const archive_replicate_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_replicate_request_set_correlation_id(archive_replicate_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_replicate_request_src_recording_id(const archive_replicate_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_replicate_request_set_src_recording_id(archive_replicate_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t archive_replicate_request_dst_recording_id(const archive_replicate_request *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_replicate_request_set_dst_recording_id(archive_replicate_request *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t archive_replicate_request_src_control_stream_id(const archive_replicate_request *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int archive_replicate_request_set_src_control_stream_id(archive_replicate_request *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

/* Length of src_control_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_replicate_request_src_control_channel_length(const archive_replicate_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies src_control_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_replicate_request_get_src_control_channel(archive_replicate_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_replicate_request_skip_src_control_channel(archive_replicate_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_replicate_request_put_src_control_channel(archive_replicate_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of live_destination at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_replicate_request_live_destination_length(const archive_replicate_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies live_destination into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_replicate_request_get_live_destination(archive_replicate_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_replicate_request_skip_live_destination(archive_replicate_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_replicate_request_put_live_destination(archive_replicate_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_stop_replication_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_stop_replication_request_wrap_for_encode(archive_stop_replication_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_stop_replication_request_wrap_and_apply_header(archive_stop_replication_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 51U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_stop_replication_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_stop_replication_request_wrap_for_decode(archive_stop_replication_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_stop_replication_request_encoded_length(const archive_stop_replication_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_stop_replication_request_control_session_id(const archive_stop_replication_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_stop_replication_request_set_control_session_id(archive_stop_replication_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_stop_replication_request_correlation_id(const archive_stop_replication_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_stop_replication_request_set_correlation_id(archive_stop_replication_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_stop_replication_request_replication_id(const archive_stop_replication_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_stop_replication_request_set_replication_id(archive_stop_replication_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_stop_replication_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_stop_replication_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->replication_id != NULL)
    {
        int64_t *out = columns->replication_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_stop_replication_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_stop_replication_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 51U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->replication_id != NULL)
    {
        int64_t *out = columns->replication_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_start_position_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_start_position_request_wrap_for_encode(archive_start_position_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_start_position_request_wrap_and_apply_header(archive_start_position_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 52U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_start_position_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_start_position_request_wrap_for_decode(archive_start_position_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_start_position_request_encoded_length(const archive_start_position_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_start_position_request_control_session_id(const archive_start_position_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_start_position_request_set_control_session_id(archive_start_position_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_start_position_request_correlation_id(const archive_start_position_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_start_position_request_set_correlation_id(archive_start_position_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_start_position_request_recording_id(const archive_start_position_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_start_position_request_set_recording_id(archive_start_position_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_start_position_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_start_position_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_start_position_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_start_position_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 52U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_detach_segments_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_detach_segments_request_wrap_for_encode(archive_detach_segments_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 13U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_detach_segments_request_wrap_and_apply_header(archive_detach_segments_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 32U);
    archive_store_uint16_le(buffer + offset + 2U, 53U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_detach_segments_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_detach_segments_request_wrap_for_decode(archive_detach_segments_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_detach_segments_request_encoded_length(const archive_detach_segments_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_detach_segments_request_control_session_id(const archive_detach_segments_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_detach_segments_request_set_control_session_id(archive_detach_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_detach_segments_request_correlation_id(const archive_detach_segments_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_detach_segments_request_set_correlation_id(archive_detach_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_detach_segments_request_recording_id(const archive_detach_segments_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_detach_segments_request_set_recording_id(archive_detach_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t archive_detach_segments_request_new_start_position(const archive_detach_segments_request *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_detach_segments_request_set_new_start_position(archive_detach_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_detach_segments_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_detach_segments_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->new_start_position != NULL)
    {
        int64_t *out = columns->new_start_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 24U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_detach_segments_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_detach_segments_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 53U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->new_start_position != NULL)
    {
        int64_t *out = columns->new_start_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? archive_load_int64_le(body + 24U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_delete_detached_segments_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_delete_detached_segments_request_wrap_for_encode(archive_delete_detached_segments_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_delete_detached_segments_request_wrap_and_apply_header(archive_delete_detached_segments_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 54U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_delete_detached_segments_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_delete_detached_segments_request_wrap_for_decode(archive_delete_detached_segments_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_delete_detached_segments_request_encoded_length(const archive_delete_detached_segments_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_delete_detached_segments_request_control_session_id(const archive_delete_detached_segments_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_delete_detached_segments_request_set_control_session_id(archive_delete_detached_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_delete_detached_segments_request_correlation_id(const archive_delete_detached_segments_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_delete_detached_segments_request_set_correlation_id(archive_delete_detached_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_delete_detached_segments_request_recording_id(const archive_delete_detached_segments_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_delete_detached_segments_request_set_recording_id(archive_delete_detached_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_delete_detached_segments_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_delete_detached_segments_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_delete_detached_segments_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_delete_detached_segments_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 54U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_purge_segments_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_purge_segments_request_wrap_for_encode(archive_purge_segments_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 13U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_purge_segments_request_wrap_and_apply_header(archive_purge_segments_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 32U);
    archive_store_uint16_le(buffer + offset + 2U, 55U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_purge_segments_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_purge_segments_request_wrap_for_decode(archive_purge_segments_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_purge_segments_request_encoded_length(const archive_purge_segments_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_purge_segments_request_control_session_id(const archive_purge_segments_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_purge_segments_request_set_control_session_id(archive_purge_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_purge_segments_request_correlation_id(const archive_purge_segments_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_purge_segments_request_set_correlation_id(archive_purge_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_purge_segments_request_recording_id(const archive_purge_segments_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_purge_segments_request_set_recording_id(archive_purge_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t archive_purge_segments_request_new_start_position(const archive_purge_segments_request *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_purge_segments_request_set_new_start_position(archive_purge_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_purge_segments_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_purge_segments_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->new_start_position != NULL)
    {
        int64_t *out = columns->new_start_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 24U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_purge_segments_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_purge_segments_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 55U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->new_start_position != NULL)
    {
        int64_t *out = columns->new_start_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? archive_load_int64_le(body + 24U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_attach_segments_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_attach_segments_request_wrap_for_encode(archive_attach_segments_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_attach_segments_request_wrap_and_apply_header(archive_attach_segments_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 56U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_attach_segments_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_attach_segments_request_wrap_for_decode(archive_attach_segments_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_attach_segments_request_encoded_length(const archive_attach_segments_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_attach_segments_request_control_session_id(const archive_attach_segments_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_attach_segments_request_set_control_session_id(archive_attach_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_attach_segments_request_correlation_id(const archive_attach_segments_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_attach_segments_request_set_correlation_id(archive_attach_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_attach_segments_request_recording_id(const archive_attach_segments_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_attach_segments_request_set_recording_id(archive_attach_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_attach_segments_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_attach_segments_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_attach_segments_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_attach_segments_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 56U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_migrate_segments_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_migrate_segments_request_wrap_for_encode(archive_migrate_segments_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 13U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_migrate_segments_request_wrap_and_apply_header(archive_migrate_segments_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 32U);
    archive_store_uint16_le(buffer + offset + 2U, 57U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_migrate_segments_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_migrate_segments_request_wrap_for_decode(archive_migrate_segments_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_migrate_segments_request_encoded_length(const archive_migrate_segments_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_migrate_segments_request_control_session_id(const archive_migrate_segments_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_migrate_segments_request_set_control_session_id(archive_migrate_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_migrate_segments_request_correlation_id(const archive_migrate_segments_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_migrate_segments_request_set_correlation_id(archive_migrate_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_migrate_segments_request_src_recording_id(const archive_migrate_segments_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_migrate_segments_request_set_src_recording_id(archive_migrate_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t archive_migrate_segments_request_dst_recording_id(const archive_migrate_segments_request *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_migrate_segments_request_set_dst_recording_id(archive_migrate_segments_request *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_migrate_segments_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_migrate_segments_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->src_recording_id != NULL)
    {
        int64_t *out = columns->src_recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->dst_recording_id != NULL)
    {
        int64_t *out = columns->dst_recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 24U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_migrate_segments_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_migrate_segments_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 57U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->src_recording_id != NULL)
    {
        int64_t *out = columns->src_recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->dst_recording_id != NULL)
    {
        int64_t *out = columns->dst_recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? archive_load_int64_le(body + 24U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_auth_connect_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_auth_connect_request_wrap_for_encode(archive_auth_connect_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 13U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_auth_connect_request_wrap_and_apply_header(archive_auth_connect_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 16U);
    archive_store_uint16_le(buffer + offset + 2U, 58U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_auth_connect_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_auth_connect_request_wrap_for_decode(archive_auth_connect_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_auth_connect_request_encoded_length(const archive_auth_connect_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_auth_connect_request_correlation_id(const archive_auth_connect_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_auth_connect_request_set_correlation_id(archive_auth_connect_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t archive_auth_connect_request_response_stream_id(const archive_auth_connect_request *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_auth_connect_request_set_response_stream_id(archive_auth_connect_request *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t archive_auth_connect_request_version(const archive_auth_connect_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)0ULL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int archive_auth_connect_request_set_version(archive_auth_connect_request *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

/* Length of response_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_auth_connect_request_response_channel_length(const archive_auth_connect_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies response_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_auth_connect_request_get_response_channel(archive_auth_connect_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_auth_connect_request_skip_response_channel(archive_auth_connect_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_auth_connect_request_put_response_channel(archive_auth_connect_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of encoded_credentials at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_auth_connect_request_encoded_credentials_length(const archive_auth_connect_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies encoded_credentials into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_auth_connect_request_get_encoded_credentials(archive_auth_connect_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_auth_connect_request_skip_encoded_credentials(archive_auth_connect_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_auth_connect_request_put_encoded_credentials(archive_auth_connect_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of client_info at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_auth_connect_request_client_info_length(const archive_auth_connect_request *fw)
{
    if (fw->acting_version < 12U)
    {
        return 0;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies client_info into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_auth_connect_request_get_client_info(archive_auth_connect_request *fw, char *dst, uint64_t dst_length)
{
    if (fw->acting_version < 12U)
    {
        return 0;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_auth_connect_request_skip_client_info(archive_auth_connect_request *fw)
{
    if (fw->acting_version < 12U)
    {
        return 0;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_auth_connect_request_put_client_info(archive_auth_connect_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_challenge ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_challenge_wrap_for_encode(archive_challenge *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U || offset > buffer_length - 20U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 20U;
    fw->acting_version = 13U;
    fw->limit = offset + 20U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_challenge_wrap_and_apply_header(archive_challenge *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U ||
        offset > buffer_length - 28U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 20U);
    archive_store_uint16_le(buffer + offset + 2U, 59U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_challenge_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_challenge_wrap_for_decode(archive_challenge *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_challenge_encoded_length(const archive_challenge *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_challenge_control_session_id(const archive_challenge *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_challenge_set_control_session_id(archive_challenge *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_challenge_correlation_id(const archive_challenge *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_challenge_set_correlation_id(archive_challenge *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t archive_challenge_version(const archive_challenge *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)0ULL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_challenge_set_version(archive_challenge *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of encoded_challenge at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_challenge_encoded_challenge_length(const archive_challenge *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies encoded_challenge into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_challenge_get_encoded_challenge(archive_challenge *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_challenge_skip_encoded_challenge(archive_challenge *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_challenge_put_encoded_challenge(archive_challenge *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_challenge_response ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_challenge_response_wrap_for_encode(archive_challenge_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 13U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_challenge_response_wrap_and_apply_header(archive_challenge_response *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 16U);
    archive_store_uint16_le(buffer + offset + 2U, 60U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_challenge_response_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_challenge_response_wrap_for_decode(archive_challenge_response *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_challenge_response_encoded_length(const archive_challenge_response *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_challenge_response_control_session_id(const archive_challenge_response *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_challenge_response_set_control_session_id(archive_challenge_response *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_challenge_response_correlation_id(const archive_challenge_response *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_challenge_response_set_correlation_id(archive_challenge_response *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Length of encoded_credentials at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_challenge_response_encoded_credentials_length(const archive_challenge_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies encoded_credentials into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_challenge_response_get_encoded_credentials(archive_challenge_response *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_challenge_response_skip_encoded_credentials(archive_challenge_response *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_challenge_response_put_encoded_credentials(archive_challenge_response *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_keep_alive_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_keep_alive_request_wrap_for_encode(archive_keep_alive_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 13U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_keep_alive_request_wrap_and_apply_header(archive_keep_alive_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 16U);
    archive_store_uint16_le(buffer + offset + 2U, 61U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_keep_alive_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_keep_alive_request_wrap_for_decode(archive_keep_alive_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_keep_alive_request_encoded_length(const archive_keep_alive_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_keep_alive_request_control_session_id(const archive_keep_alive_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_keep_alive_request_set_control_session_id(archive_keep_alive_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_keep_alive_request_correlation_id(const archive_keep_alive_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_keep_alive_request_set_correlation_id(archive_keep_alive_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_keep_alive_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_keep_alive_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_keep_alive_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_keep_alive_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 61U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_tagged_replicate_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_tagged_replicate_request_wrap_for_encode(archive_tagged_replicate_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 52U || offset > buffer_length - 52U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 52U;
    fw->acting_version = 13U;
    fw->limit = offset + 52U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_tagged_replicate_request_wrap_and_apply_header(archive_tagged_replicate_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 60U ||
        offset > buffer_length - 60U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 52U);
    archive_store_uint16_le(buffer + offset + 2U, 62U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_tagged_replicate_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_tagged_replicate_request_wrap_for_decode(archive_tagged_replicate_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_tagged_replicate_request_encoded_length(const archive_tagged_replicate_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_tagged_replicate_request_control_session_id(const archive_tagged_replicate_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_tagged_replicate_request_set_control_session_id(archive_tagged_replicate_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_tagged_replicate_request_correlation_id(const archive_tagged_replicate_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_tagged_replicate_request_set_correlation_id(archive_tagged_replicate_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_tagged_replicate_request_src_recording_id(const archive_tagged_replicate_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_tagged_replicate_request_set_src_recording_id(archive_tagged_replicate_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t archive_tagged_replicate_request_dst_recording_id(const archive_tagged_replicate_request *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_tagged_replicate_request_set_dst_recording_id(archive_tagged_replicate_request *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t archive_tagged_replicate_request_channel_tag_id(const archive_tagged_replicate_request *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int archive_tagged_replicate_request_set_channel_tag_id(archive_tagged_replicate_request *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int64_t archive_tagged_replicate_request_subscription_tag_id(const archive_tagged_replicate_request *fw)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 40U);
}

static inline int archive_tagged_replicate_request_set_subscription_tag_id(archive_tagged_replicate_request *fw, int64_t value)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

static inline int32_t archive_tagged_replicate_request_src_control_stream_id(const archive_tagged_replicate_request *fw)
{
    if (fw->acting_block_length < 52U || fw->buffer == NULL || fw->buffer_length < 52U || fw->offset > fw->buffer_length - 52U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 48U);
}

static inline int archive_tagged_replicate_request_set_src_control_stream_id(archive_tagged_replicate_request *fw, int32_t value)
{
    if (fw->acting_block_length < 52U || fw->buffer == NULL || fw->buffer_length < 52U || fw->offset > fw->buffer_length - 52U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 48U, value);
    return 0;
}

/* Length of src_control_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_tagged_replicate_request_src_control_channel_length(const archive_tagged_replicate_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies src_control_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_tagged_replicate_request_get_src_control_channel(archive_tagged_replicate_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_tagged_replicate_request_skip_src_control_channel(archive_tagged_replicate_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_tagged_replicate_request_put_src_control_channel(archive_tagged_replicate_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of live_destination at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_tagged_replicate_request_live_destination_length(const archive_tagged_replicate_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies live_destination into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_tagged_replicate_request_get_live_destination(archive_tagged_replicate_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_tagged_replicate_request_skip_live_destination(archive_tagged_replicate_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_tagged_replicate_request_put_live_destination(archive_tagged_replicate_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_start_recording_request2 ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_start_recording_request2_wrap_for_encode(archive_start_recording_request2 *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U || offset > buffer_length - 28U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 28U;
    fw->acting_version = 13U;
    fw->limit = offset + 28U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_start_recording_request2_wrap_and_apply_header(archive_start_recording_request2 *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U ||
        offset > buffer_length - 36U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 28U);
    archive_store_uint16_le(buffer + offset + 2U, 63U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_start_recording_request2_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_start_recording_request2_wrap_for_decode(archive_start_recording_request2 *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_start_recording_request2_encoded_length(const archive_start_recording_request2 *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_start_recording_request2_control_session_id(const archive_start_recording_request2 *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_start_recording_request2_set_control_session_id(archive_start_recording_request2 *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_start_recording_request2_correlation_id(const archive_start_recording_request2 *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_start_recording_request2_set_correlation_id(archive_start_recording_request2 *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t archive_start_recording_request2_stream_id(const archive_start_recording_request2 *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_start_recording_request2_set_stream_id(archive_start_recording_request2 *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t archive_start_recording_request2_source_location(const archive_start_recording_request2 *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int archive_start_recording_request2_set_source_location(archive_start_recording_request2 *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int32_t archive_start_recording_request2_auto_stop(const archive_start_recording_request2 *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_start_recording_request2_set_auto_stop(archive_start_recording_request2 *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_start_recording_request2_channel_length(const archive_start_recording_request2 *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_start_recording_request2_get_channel(archive_start_recording_request2 *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_start_recording_request2_skip_channel(archive_start_recording_request2 *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_start_recording_request2_put_channel(archive_start_recording_request2 *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_extend_recording_request2 ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_extend_recording_request2_wrap_for_encode(archive_extend_recording_request2 *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U || offset > buffer_length - 36U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 36U;
    fw->acting_version = 13U;
    fw->limit = offset + 36U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_extend_recording_request2_wrap_and_apply_header(archive_extend_recording_request2 *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 44U ||
        offset > buffer_length - 44U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 36U);
    archive_store_uint16_le(buffer + offset + 2U, 64U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_extend_recording_request2_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_extend_recording_request2_wrap_for_decode(archive_extend_recording_request2 *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_extend_recording_request2_encoded_length(const archive_extend_recording_request2 *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_extend_recording_request2_control_session_id(const archive_extend_recording_request2 *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_extend_recording_request2_set_control_session_id(archive_extend_recording_request2 *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_extend_recording_request2_correlation_id(const archive_extend_recording_request2 *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_extend_recording_request2_set_correlation_id(archive_extend_recording_request2 *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_extend_recording_request2_recording_id(const archive_extend_recording_request2 *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_extend_recording_request2_set_recording_id(archive_extend_recording_request2 *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t archive_extend_recording_request2_stream_id(const archive_extend_recording_request2 *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_extend_recording_request2_set_stream_id(archive_extend_recording_request2 *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t archive_extend_recording_request2_source_location(const archive_extend_recording_request2 *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int archive_extend_recording_request2_set_source_location(archive_extend_recording_request2 *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

static inline int32_t archive_extend_recording_request2_auto_stop(const archive_extend_recording_request2 *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int archive_extend_recording_request2_set_auto_stop(archive_extend_recording_request2 *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_extend_recording_request2_channel_length(const archive_extend_recording_request2 *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_extend_recording_request2_get_channel(archive_extend_recording_request2 *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_extend_recording_request2_skip_channel(archive_extend_recording_request2 *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_extend_recording_request2_put_channel(archive_extend_recording_request2 *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_stop_recording_by_identity_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_stop_recording_by_identity_request_wrap_for_encode(archive_stop_recording_by_identity_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_stop_recording_by_identity_request_wrap_and_apply_header(archive_stop_recording_by_identity_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 65U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_stop_recording_by_identity_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_stop_recording_by_identity_request_wrap_for_decode(archive_stop_recording_by_identity_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_stop_recording_by_identity_request_encoded_length(const archive_stop_recording_by_identity_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_stop_recording_by_identity_request_control_session_id(const archive_stop_recording_by_identity_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_stop_recording_by_identity_request_set_control_session_id(archive_stop_recording_by_identity_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_stop_recording_by_identity_request_correlation_id(const archive_stop_recording_by_identity_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_stop_recording_by_identity_request_set_correlation_id(archive_stop_recording_by_identity_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_stop_recording_by_identity_request_recording_id(const archive_stop_recording_by_identity_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_stop_recording_by_identity_request_set_recording_id(archive_stop_recording_by_identity_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_stop_recording_by_identity_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_stop_recording_by_identity_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_stop_recording_by_identity_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_stop_recording_by_identity_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 65U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_replicate_request2 ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_replicate_request2_wrap_for_encode(archive_replicate_request2 *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 68U || offset > buffer_length - 68U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 68U;
    fw->acting_version = 13U;
    fw->limit = offset + 68U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_replicate_request2_wrap_and_apply_header(archive_replicate_request2 *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 76U ||
        offset > buffer_length - 76U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 68U);
    archive_store_uint16_le(buffer + offset + 2U, 66U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_replicate_request2_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_replicate_request2_wrap_for_decode(archive_replicate_request2 *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_replicate_request2_encoded_length(const archive_replicate_request2 *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_replicate_request2_control_session_id(const archive_replicate_request2 *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_replicate_request2_set_control_session_id(archive_replicate_request2 *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_replicate_request2_correlation_id(const archive_replicate_request2 *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_replicate_request2_set_correlation_id(archive_replicate_request2 *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_replicate_request2_src_recording_id(const archive_replicate_request2 *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_replicate_request2_set_src_recording_id(archive_replicate_request2 *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t archive_replicate_request2_dst_recording_id(const archive_replicate_request2 *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int archive_replicate_request2_set_dst_recording_id(archive_replicate_request2 *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t archive_replicate_request2_stop_position(const archive_replicate_request2 *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int archive_replicate_request2_set_stop_position(archive_replicate_request2 *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int64_t archive_replicate_request2_channel_tag_id(const archive_replicate_request2 *fw)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 40U);
}

static inline int archive_replicate_request2_set_channel_tag_id(archive_replicate_request2 *fw, int64_t value)
{
    if (fw->acting_block_length < 48U || fw->buffer == NULL || fw->buffer_length < 48U || fw->offset > fw->buffer_length - 48U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

static inline int64_t archive_replicate_request2_subscription_tag_id(const archive_replicate_request2 *fw)
{
    if (fw->acting_block_length < 56U || fw->buffer == NULL || fw->buffer_length < 56U || fw->offset > fw->buffer_length - 56U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 48U);
}

static inline int archive_replicate_request2_set_subscription_tag_id(archive_replicate_request2 *fw, int64_t value)
{
    if (fw->acting_block_length < 56U || fw->buffer == NULL || fw->buffer_length < 56U || fw->offset > fw->buffer_length - 56U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 48U, value);
    return 0;
}

static inline int32_t archive_replicate_request2_src_control_stream_id(const archive_replicate_request2 *fw)
{
    if (fw->acting_block_length < 60U || fw->buffer == NULL || fw->buffer_length < 60U || fw->offset > fw->buffer_length - 60U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 56U);
}

static inline int archive_replicate_request2_set_src_control_stream_id(archive_replicate_request2 *fw, int32_t value)
{
    if (fw->acting_block_length < 60U || fw->buffer == NULL || fw->buffer_length < 60U || fw->offset > fw->buffer_length - 60U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 56U, value);
    return 0;
}

static inline int32_t archive_replicate_request2_file_io_max_length(const archive_replicate_request2 *fw)
{
    if (fw->acting_version < 7U || fw->acting_block_length < 64U || fw->buffer == NULL || fw->buffer_length < 64U || fw->offset > fw->buffer_length - 64U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 60U);
}

static inline int archive_replicate_request2_set_file_io_max_length(archive_replicate_request2 *fw, int32_t value)
{
    if (fw->acting_block_length < 64U || fw->buffer == NULL || fw->buffer_length < 64U || fw->offset > fw->buffer_length - 64U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 60U, value);
    return 0;
}

static inline int32_t archive_replicate_request2_replication_session_id(const archive_replicate_request2 *fw)
{
    if (fw->acting_version < 8U || fw->acting_block_length < 68U || fw->buffer == NULL || fw->buffer_length < 68U || fw->offset > fw->buffer_length - 68U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 64U);
}

static inline int archive_replicate_request2_set_replication_session_id(archive_replicate_request2 *fw, int32_t value)
{
    if (fw->acting_block_length < 68U || fw->buffer == NULL || fw->buffer_length < 68U || fw->offset > fw->buffer_length - 68U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 64U, value);
    return 0;
}

/* Length of src_control_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_replicate_request2_src_control_channel_length(const archive_replicate_request2 *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies src_control_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_replicate_request2_get_src_control_channel(archive_replicate_request2 *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_replicate_request2_skip_src_control_channel(archive_replicate_request2 *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_replicate_request2_put_src_control_channel(archive_replicate_request2 *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of live_destination at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_replicate_request2_live_destination_length(const archive_replicate_request2 *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies live_destination into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_replicate_request2_get_live_destination(archive_replicate_request2 *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_replicate_request2_skip_live_destination(archive_replicate_request2 *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_replicate_request2_put_live_destination(archive_replicate_request2 *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of replication_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_replicate_request2_replication_channel_length(const archive_replicate_request2 *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies replication_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_replicate_request2_get_replication_channel(archive_replicate_request2 *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_replicate_request2_skip_replication_channel(archive_replicate_request2 *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_replicate_request2_put_replication_channel(archive_replicate_request2 *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of encoded_credentials at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_replicate_request2_encoded_credentials_length(const archive_replicate_request2 *fw)
{
    if (fw->acting_version < 8U)
    {
        return 0;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies encoded_credentials into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_replicate_request2_get_encoded_credentials(archive_replicate_request2 *fw, char *dst, uint64_t dst_length)
{
    if (fw->acting_version < 8U)
    {
        return 0;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_replicate_request2_skip_encoded_credentials(archive_replicate_request2 *fw)
{
    if (fw->acting_version < 8U)
    {
        return 0;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_replicate_request2_put_encoded_credentials(archive_replicate_request2 *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of src_response_channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_replicate_request2_src_response_channel_length(const archive_replicate_request2 *fw)
{
    if (fw->acting_version < 10U)
    {
        return 0;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies src_response_channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_replicate_request2_get_src_response_channel(archive_replicate_request2 *fw, char *dst, uint64_t dst_length)
{
    if (fw->acting_version < 10U)
    {
        return 0;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_replicate_request2_skip_src_response_channel(archive_replicate_request2 *fw)
{
    if (fw->acting_version < 10U)
    {
        return 0;
    }
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_replicate_request2_put_src_response_channel(archive_replicate_request2 *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_max_recorded_position_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_max_recorded_position_request_wrap_for_encode(archive_max_recorded_position_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_max_recorded_position_request_wrap_and_apply_header(archive_max_recorded_position_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 67U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_max_recorded_position_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_max_recorded_position_request_wrap_for_decode(archive_max_recorded_position_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_max_recorded_position_request_encoded_length(const archive_max_recorded_position_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_max_recorded_position_request_control_session_id(const archive_max_recorded_position_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_max_recorded_position_request_set_control_session_id(archive_max_recorded_position_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_max_recorded_position_request_correlation_id(const archive_max_recorded_position_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_max_recorded_position_request_set_correlation_id(archive_max_recorded_position_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_max_recorded_position_request_recording_id(const archive_max_recorded_position_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_max_recorded_position_request_set_recording_id(archive_max_recorded_position_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_max_recorded_position_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_max_recorded_position_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_max_recorded_position_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_max_recorded_position_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 67U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_archive_id_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_archive_id_request_wrap_for_encode(archive_archive_id_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 13U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_archive_id_request_wrap_and_apply_header(archive_archive_id_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 16U);
    archive_store_uint16_le(buffer + offset + 2U, 68U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_archive_id_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_archive_id_request_wrap_for_decode(archive_archive_id_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_archive_id_request_encoded_length(const archive_archive_id_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_archive_id_request_control_session_id(const archive_archive_id_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_archive_id_request_set_control_session_id(archive_archive_id_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_archive_id_request_correlation_id(const archive_archive_id_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_archive_id_request_set_correlation_id(archive_archive_id_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_archive_id_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_archive_id_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_archive_id_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_archive_id_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 68U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_recording_started ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_recording_started_wrap_for_encode(archive_recording_started *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_recording_started_wrap_and_apply_header(archive_recording_started *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 101U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_recording_started_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_recording_started_wrap_for_decode(archive_recording_started *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_recording_started_encoded_length(const archive_recording_started *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_recording_started_recording_id(const archive_recording_started *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_recording_started_set_recording_id(archive_recording_started *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_recording_started_start_position(const archive_recording_started *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_recording_started_set_start_position(archive_recording_started *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t archive_recording_started_session_id(const archive_recording_started *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_recording_started_set_session_id(archive_recording_started *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t archive_recording_started_stream_id(const archive_recording_started *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return archive_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int archive_recording_started_set_stream_id(archive_recording_started *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_recording_started_channel_length(const archive_recording_started *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_recording_started_get_channel(archive_recording_started *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_recording_started_skip_channel(archive_recording_started *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_recording_started_put_channel(archive_recording_started *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of source_identity at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_recording_started_source_identity_length(const archive_recording_started *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies source_identity into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_recording_started_get_source_identity(archive_recording_started *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_recording_started_skip_source_identity(archive_recording_started *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_recording_started_put_source_identity(archive_recording_started *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message archive_recording_progress ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_recording_progress_wrap_for_encode(archive_recording_progress *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_recording_progress_wrap_and_apply_header(archive_recording_progress *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 102U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_recording_progress_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_recording_progress_wrap_for_decode(archive_recording_progress *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_recording_progress_encoded_length(const archive_recording_progress *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_recording_progress_recording_id(const archive_recording_progress *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_recording_progress_set_recording_id(archive_recording_progress *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_recording_progress_start_position(const archive_recording_progress *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_recording_progress_set_start_position(archive_recording_progress *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_recording_progress_position(const archive_recording_progress *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_recording_progress_set_position(archive_recording_progress *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_recording_progress_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_recording_progress_columns *columns)
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
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->start_position != NULL)
    {
        int64_t *out = columns->start_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->position != NULL)
    {
        int64_t *out = columns->position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_recording_progress_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_recording_progress_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 102U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->start_position != NULL)
    {
        int64_t *out = columns->start_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->position != NULL)
    {
        int64_t *out = columns->position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_recording_stopped ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_recording_stopped_wrap_for_encode(archive_recording_stopped *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_recording_stopped_wrap_and_apply_header(archive_recording_stopped *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 103U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_recording_stopped_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_recording_stopped_wrap_for_decode(archive_recording_stopped *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_recording_stopped_encoded_length(const archive_recording_stopped *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_recording_stopped_recording_id(const archive_recording_stopped *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_recording_stopped_set_recording_id(archive_recording_stopped *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_recording_stopped_start_position(const archive_recording_stopped *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_recording_stopped_set_start_position(archive_recording_stopped *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_recording_stopped_stop_position(const archive_recording_stopped *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_recording_stopped_set_stop_position(archive_recording_stopped *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_recording_stopped_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_recording_stopped_columns *columns)
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
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->start_position != NULL)
    {
        int64_t *out = columns->start_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->stop_position != NULL)
    {
        int64_t *out = columns->stop_position;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_recording_stopped_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_recording_stopped_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 103U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->start_position != NULL)
    {
        int64_t *out = columns->start_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->stop_position != NULL)
    {
        int64_t *out = columns->stop_position;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_purge_recording_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_purge_recording_request_wrap_for_encode(archive_purge_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_purge_recording_request_wrap_and_apply_header(archive_purge_recording_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 104U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_purge_recording_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_purge_recording_request_wrap_for_decode(archive_purge_recording_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_purge_recording_request_encoded_length(const archive_purge_recording_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_purge_recording_request_control_session_id(const archive_purge_recording_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_purge_recording_request_set_control_session_id(archive_purge_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_purge_recording_request_correlation_id(const archive_purge_recording_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_purge_recording_request_set_correlation_id(archive_purge_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_purge_recording_request_recording_id(const archive_purge_recording_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_purge_recording_request_set_recording_id(archive_purge_recording_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_purge_recording_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_purge_recording_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_purge_recording_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_purge_recording_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 104U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_replay_token_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_replay_token_request_wrap_for_encode(archive_replay_token_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_replay_token_request_wrap_and_apply_header(archive_replay_token_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 105U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_replay_token_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_replay_token_request_wrap_for_decode(archive_replay_token_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_replay_token_request_encoded_length(const archive_replay_token_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_replay_token_request_control_session_id(const archive_replay_token_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_replay_token_request_set_control_session_id(archive_replay_token_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_replay_token_request_correlation_id(const archive_replay_token_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_replay_token_request_set_correlation_id(archive_replay_token_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_replay_token_request_recording_id(const archive_replay_token_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_replay_token_request_set_recording_id(archive_replay_token_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_replay_token_request_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_replay_token_request_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_replay_token_request_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_replay_token_request_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 105U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? archive_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->recording_id != NULL)
    {
        int64_t *out = columns->recording_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? archive_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_ping ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_ping_wrap_for_encode(archive_ping *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 13U;
    fw->limit = offset + 8U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_ping_wrap_and_apply_header(archive_ping *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 8U);
    archive_store_uint16_le(buffer + offset + 2U, 106U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_ping_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_ping_wrap_for_decode(archive_ping *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_ping_encoded_length(const archive_ping *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_ping_control_session_id(const archive_ping *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_ping_set_control_session_id(archive_ping *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t archive_ping_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_ping_columns *columns)
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
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = archive_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t archive_ping_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, archive_ping_columns *columns)
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
        uint64_t block_length = (uint64_t)archive_load_uint16_le(h + 0U);
        if ((uint64_t)archive_load_uint16_le(h + 2U) != 106U ||
            (uint64_t)archive_load_uint16_le(h + 4U) != 101U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->control_session_id != NULL)
    {
        int64_t *out = columns->control_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)archive_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? archive_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message archive_update_channel_request ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int archive_update_channel_request_wrap_for_encode(archive_update_channel_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 13U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int archive_update_channel_request_wrap_and_apply_header(archive_update_channel_request *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    archive_store_uint16_le(buffer + offset + 0U, 24U);
    archive_store_uint16_le(buffer + offset + 2U, 107U);
    archive_store_uint16_le(buffer + offset + 4U, 101U);
    archive_store_uint16_le(buffer + offset + 6U, 13U);
    return archive_update_channel_request_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int archive_update_channel_request_wrap_for_decode(archive_update_channel_request *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t archive_update_channel_request_encoded_length(const archive_update_channel_request *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t archive_update_channel_request_control_session_id(const archive_update_channel_request *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int archive_update_channel_request_set_control_session_id(archive_update_channel_request *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t archive_update_channel_request_correlation_id(const archive_update_channel_request *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int archive_update_channel_request_set_correlation_id(archive_update_channel_request *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t archive_update_channel_request_recording_id(const archive_update_channel_request *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return archive_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int archive_update_channel_request_set_recording_id(archive_update_channel_request *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    archive_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t archive_update_channel_request_channel_length(const archive_update_channel_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t archive_update_channel_request_get_channel(archive_update_channel_request *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t archive_update_channel_request_skip_channel(archive_update_channel_request *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)archive_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t archive_update_channel_request_put_channel(archive_update_channel_request *fw, const char *src, uint64_t length)
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
    archive_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

#endif /* AERONKIT_GENERATED_ARCHIVE_H */
