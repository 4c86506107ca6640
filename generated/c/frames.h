/* generated from frames-codecs.xml by aeronkit codegen; do not edit */
/*
 * SBE flyweights and column decoders for schema aeronkit.frames (id 9001, version 0).
 * Every entry point checks bounds against the buffer length it was given: a truncated or hostile buffer
 * makes a wrap/walk return -1 and a getter return the field's null value, never a read past the end.
 * Loads and stores go through memcpy with explicit byte swaps, so no access is unaligned or type-punned.
 */
#ifndef AERONKIT_GENERATED_FRAMES_H
#define AERONKIT_GENERATED_FRAMES_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define FRAMES_SCHEMA_ID ((uint16_t)9001U)
#define FRAMES_SCHEMA_VERSION ((uint16_t)0U)
#define FRAMES_HEADER_LENGTH ((uint64_t)8U)

/* ---- byte order ------------------------------------------------------------------------------------- */
static inline char frames_load_char_le(const uint8_t *p)
{
    char v;
    memcpy(&v, p, 1);
    return v;
}

static inline void frames_store_char_le(uint8_t *p, char v)
{
    memcpy(p, &v, 1);
}

static inline char frames_load_char_be(const uint8_t *p)
{
    char v;
    memcpy(&v, p, 1);
    return v;
}

static inline void frames_store_char_be(uint8_t *p, char v)
{
    memcpy(p, &v, 1);
}

static inline int8_t frames_load_int8_le(const uint8_t *p)
{
    int8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void frames_store_int8_le(uint8_t *p, int8_t v)
{
    memcpy(p, &v, 1);
}

static inline int8_t frames_load_int8_be(const uint8_t *p)
{
    int8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void frames_store_int8_be(uint8_t *p, int8_t v)
{
    memcpy(p, &v, 1);
}

static inline uint8_t frames_load_uint8_le(const uint8_t *p)
{
    uint8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void frames_store_uint8_le(uint8_t *p, uint8_t v)
{
    memcpy(p, &v, 1);
}

static inline uint8_t frames_load_uint8_be(const uint8_t *p)
{
    uint8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void frames_store_uint8_be(uint8_t *p, uint8_t v)
{
    memcpy(p, &v, 1);
}

static inline int16_t frames_load_int16_le(const uint8_t *p)
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

static inline void frames_store_int16_le(uint8_t *p, int16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int16_t frames_load_int16_be(const uint8_t *p)
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

static inline void frames_store_int16_be(uint8_t *p, int16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint16_t frames_load_uint16_le(const uint8_t *p)
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

static inline void frames_store_uint16_le(uint8_t *p, uint16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint16_t frames_load_uint16_be(const uint8_t *p)
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

static inline void frames_store_uint16_be(uint8_t *p, uint16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int32_t frames_load_int32_le(const uint8_t *p)
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

static inline void frames_store_int32_le(uint8_t *p, int32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int32_t frames_load_int32_be(const uint8_t *p)
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

static inline void frames_store_int32_be(uint8_t *p, int32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint32_t frames_load_uint32_le(const uint8_t *p)
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

static inline void frames_store_uint32_le(uint8_t *p, uint32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint32_t frames_load_uint32_be(const uint8_t *p)
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

static inline void frames_store_uint32_be(uint8_t *p, uint32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int64_t frames_load_int64_le(const uint8_t *p)
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

static inline void frames_store_int64_le(uint8_t *p, int64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int64_t frames_load_int64_be(const uint8_t *p)
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

static inline void frames_store_int64_be(uint8_t *p, int64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint64_t frames_load_uint64_le(const uint8_t *p)
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

static inline void frames_store_uint64_le(uint8_t *p, uint64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint64_t frames_load_uint64_be(const uint8_t *p)
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

static inline void frames_store_uint64_be(uint8_t *p, uint64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline float frames_load_float_le(const uint8_t *p)
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

static inline void frames_store_float_le(uint8_t *p, float v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline float frames_load_float_be(const uint8_t *p)
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

static inline void frames_store_float_be(uint8_t *p, float v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline double frames_load_double_le(const uint8_t *p)
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

static inline void frames_store_double_le(uint8_t *p, double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline double frames_load_double_be(const uint8_t *p)
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

static inline void frames_store_double_be(uint8_t *p, double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

/* ---- enums and sets --------------------------------------------------------------------------------- */
/* enum HeaderType: uint16_t */
#define FRAMES_HEADER_TYPE_PAD ((uint16_t)0ULL) /* Padding in a term; same layout as DATA */
#define FRAMES_HEADER_TYPE_DATA ((uint16_t)1ULL) /* Message fragment, or heartbeat when frameLength is 0 */
#define FRAMES_HEADER_TYPE_NAK ((uint16_t)2ULL) /* Receiver asks for a retransmit */
#define FRAMES_HEADER_TYPE_SM ((uint16_t)3ULL) /* Status message: receiver position and window */
#define FRAMES_HEADER_TYPE_ERR ((uint16_t)4ULL) /* Receiver reports an error for a stream */
#define FRAMES_HEADER_TYPE_SETUP ((uint16_t)5ULL) /* Sender announces a stream */
#define FRAMES_HEADER_TYPE_RTTM ((uint16_t)6ULL) /* Round-trip time measurement */
#define FRAMES_HEADER_TYPE_RES ((uint16_t)7ULL) /* Name resolution entries (driver resolver) */
#define FRAMES_HEADER_TYPE_ATS_DATA ((uint16_t)8ULL) /* Transport security, data (Java numbering) */
#define FRAMES_HEADER_TYPE_ATS_SM ((uint16_t)9ULL) /* Transport security, status (Java numbering) */
#define FRAMES_HEADER_TYPE_ATS_SETUP ((uint16_t)10ULL) /* Transport security, setup (Java numbering) */
#define FRAMES_HEADER_TYPE_RSP_SETUP ((uint16_t)11ULL) /* Response channel setup */
#define FRAMES_HEADER_TYPE_EXT ((uint16_t)65535ULL) /* Extension frame */
#define FRAMES_HEADER_TYPE_NULL_VALUE ((uint16_t)65534ULL) /* the encoding's null */

/* set DataFlags (masks): uint8_t */
#define FRAMES_DATA_FLAGS_BEGIN ((uint8_t)128ULL) /* bit 7: First fragment of a message (0x80) */
#define FRAMES_DATA_FLAGS_END ((uint8_t)64ULL) /* bit 6: Last fragment of a message (0x40) */
#define FRAMES_DATA_FLAGS_EOS ((uint8_t)32ULL) /* bit 5: End of stream, on the final heartbeat (0x20) */
#define FRAMES_DATA_FLAGS_REVOKED ((uint8_t)16ULL) /* bit 4: Publication was revoked (0x10) */

/* set SetupFlags (masks): uint8_t */
#define FRAMES_SETUP_FLAGS_SEND_RESPONSE_SETUP ((uint8_t)128ULL) /* bit 7: Receiver should answer with RSP_SETUP (0x80) */
#define FRAMES_SETUP_FLAGS_GROUP ((uint8_t)64ULL) /* bit 6: Channel has group semantics, e.g. multicast (0x40) */

/* set StatusFlags (masks): uint8_t */
#define FRAMES_STATUS_FLAGS_SEND_SETUP ((uint8_t)128ULL) /* bit 7: Receiver asks the sender for a SETUP (0x80) */
#define FRAMES_STATUS_FLAGS_END_OF_STREAM ((uint8_t)64ULL) /* bit 6: Receiver has consumed up to end of stream (0x40) */

/* set RttmFlags (masks): uint8_t */
#define FRAMES_RTTM_FLAGS_REPLY ((uint8_t)128ULL) /* bit 7: A request: the peer should reply (0x80) */

/* set ErrorFlags (masks): uint8_t */
#define FRAMES_ERROR_FLAGS_HAS_GROUP_ID ((uint8_t)8ULL) /* bit 3: groupTag is meaningful (0x08) */

/* ---- flyweight types -------------------------------------------------------------------------------- */
/* Required by SBE; Aeron frames do not carry it */
typedef struct frames_message_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_message_header;
#define FRAMES_MESSAGE_HEADER_ENCODED_LENGTH ((uint64_t)8U)

/* The 8 bytes every frame starts with */
typedef struct frames_frame_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_frame_header;
#define FRAMES_FRAME_HEADER_ENCODED_LENGTH ((uint64_t)8U)

/* DATA and PAD frame header, 32 bytes; payload follows */
typedef struct frames_data_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_data_header;
#define FRAMES_DATA_HEADER_ENCODED_LENGTH ((uint64_t)32U)

/* SETUP frame, 40 bytes */
typedef struct frames_setup_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_setup_header;
#define FRAMES_SETUP_HEADER_ENCODED_LENGTH ((uint64_t)40U)

/* SM frame, 36 bytes; frameLength 44 adds a group tag */
typedef struct frames_status_message_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_status_message_header;
#define FRAMES_STATUS_MESSAGE_HEADER_ENCODED_LENGTH ((uint64_t)36U)

/* Optional 8 bytes at offset 36 of an SM when frameLength is 44 */
typedef struct frames_status_message_group_tag
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_status_message_group_tag;
#define FRAMES_STATUS_MESSAGE_GROUP_TAG_ENCODED_LENGTH ((uint64_t)8U)

/* NAK frame, 28 bytes */
typedef struct frames_nak_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_nak_header;
#define FRAMES_NAK_HEADER_ENCODED_LENGTH ((uint64_t)28U)

/* RTTM frame, 40 bytes */
typedef struct frames_rtt_measurement_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_rtt_measurement_header;
#define FRAMES_RTT_MEASUREMENT_HEADER_ENCODED_LENGTH ((uint64_t)40U)

/* ERR frame, 40 bytes then errorMessageLength ASCII bytes */
typedef struct frames_error_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_error_header;
#define FRAMES_ERROR_HEADER_ENCODED_LENGTH ((uint64_t)40U)

/* RSP_SETUP frame, 20 bytes */
typedef struct frames_response_setup_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_response_setup_header;
#define FRAMES_RESPONSE_SETUP_HEADER_ENCODED_LENGTH ((uint64_t)20U)

/* Padding frame; header only, frameLength covers the padding */
typedef struct frames_pad_frame
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_pad_frame;
#define FRAMES_PAD_FRAME_BLOCK_LENGTH ((uint64_t)32U)
#define FRAMES_PAD_FRAME_TEMPLATE_ID ((uint16_t)0U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct frames_pad_frame_columns
{
    int32_t *frame_length;
    uint8_t *version;
    uint8_t *flags;
    uint16_t *header_type;
    int32_t *term_offset;
    int32_t *session_id;
    int32_t *stream_id;
    int32_t *term_id;
    int64_t *reserved_value;
}
frames_pad_frame_columns;

/* Data fragment; the payload follows the 32-byte block */
typedef struct frames_data_frame
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_data_frame;
#define FRAMES_DATA_FRAME_BLOCK_LENGTH ((uint64_t)32U)
#define FRAMES_DATA_FRAME_TEMPLATE_ID ((uint16_t)1U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct frames_data_frame_columns
{
    int32_t *frame_length;
    uint8_t *version;
    uint8_t *flags;
    uint16_t *header_type;
    int32_t *term_offset;
    int32_t *session_id;
    int32_t *stream_id;
    int32_t *term_id;
    int64_t *reserved_value;
}
frames_data_frame_columns;

/* Retransmit request */
typedef struct frames_nak_frame
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_nak_frame;
#define FRAMES_NAK_FRAME_BLOCK_LENGTH ((uint64_t)28U)
#define FRAMES_NAK_FRAME_TEMPLATE_ID ((uint16_t)2U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct frames_nak_frame_columns
{
    int32_t *frame_length;
    uint8_t *version;
    uint8_t *flags;
    uint16_t *header_type;
    int32_t *session_id;
    int32_t *stream_id;
    int32_t *term_id;
    int32_t *term_offset;
    int32_t *length;
}
frames_nak_frame_columns;

/* Status message; when frameLength is 44 a StatusMessageGroupTag follows the block */
typedef struct frames_status_message_frame
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_status_message_frame;
#define FRAMES_STATUS_MESSAGE_FRAME_BLOCK_LENGTH ((uint64_t)36U)
#define FRAMES_STATUS_MESSAGE_FRAME_TEMPLATE_ID ((uint16_t)3U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct frames_status_message_frame_columns
{
    int32_t *frame_length;
    uint8_t *version;
    uint8_t *flags;
    uint16_t *header_type;
    int32_t *session_id;
    int32_t *stream_id;
    int32_t *consumption_term_id;
    int32_t *consumption_term_offset;
    int32_t *receiver_window_length;
    int64_t *receiver_id;
}
frames_status_message_frame_columns;

/* Error report; errorMessage's length prefix sits at offset 36 */
typedef struct frames_error_frame
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_error_frame;
#define FRAMES_ERROR_FRAME_BLOCK_LENGTH ((uint64_t)36U)
#define FRAMES_ERROR_FRAME_TEMPLATE_ID ((uint16_t)4U)

/* Stream setup */
typedef struct frames_setup_frame
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_setup_frame;
#define FRAMES_SETUP_FRAME_BLOCK_LENGTH ((uint64_t)40U)
#define FRAMES_SETUP_FRAME_TEMPLATE_ID ((uint16_t)5U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct frames_setup_frame_columns
{
    int32_t *frame_length;
    uint8_t *version;
    uint8_t *flags;
    uint16_t *header_type;
    int32_t *term_offset;
    int32_t *session_id;
    int32_t *stream_id;
    int32_t *initial_term_id;
    int32_t *active_term_id;
    int32_t *term_length;
    int32_t *mtu_length;
    int32_t *ttl;
}
frames_setup_frame_columns;

/* Round-trip time measurement */
typedef struct frames_rtt_measurement_frame
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_rtt_measurement_frame;
#define FRAMES_RTT_MEASUREMENT_FRAME_BLOCK_LENGTH ((uint64_t)40U)
#define FRAMES_RTT_MEASUREMENT_FRAME_TEMPLATE_ID ((uint16_t)6U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct frames_rtt_measurement_frame_columns
{
    int32_t *frame_length;
    uint8_t *version;
    uint8_t *flags;
    uint16_t *header_type;
    int32_t *session_id;
    int32_t *stream_id;
    int64_t *echo_timestamp_ns;
    int64_t *reception_delta;
    int64_t *receiver_id;
}
frames_rtt_measurement_frame_columns;

/* Response channel setup */
typedef struct frames_response_setup_frame
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
frames_response_setup_frame;
#define FRAMES_RESPONSE_SETUP_FRAME_BLOCK_LENGTH ((uint64_t)20U)
#define FRAMES_RESPONSE_SETUP_FRAME_TEMPLATE_ID ((uint16_t)11U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct frames_response_setup_frame_columns
{
    int32_t *frame_length;
    uint8_t *version;
    uint8_t *flags;
    uint16_t *header_type;
    int32_t *session_id;
    int32_t *stream_id;
    int32_t *response_session_id;
}
frames_response_setup_frame_columns;





/* ---- accessors -------------------------------------------------------------------------------------- */
/* ==== composite frames_message_header ==== */
static inline int frames_message_header_wrap_for_encode(frames_message_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 0U;
    fw->limit = offset + 8U;
    return 0;
}

static inline int frames_message_header_wrap_for_decode(frames_message_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
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

static inline uint16_t frames_message_header_block_length(const frames_message_header *fw)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return ((uint16_t)65535ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_message_header_set_block_length(frames_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint16_t frames_message_header_template_id(const frames_message_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((uint16_t)65535ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 2U);
}

static inline int frames_message_header_set_template_id(frames_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 2U, value);
    return 0;
}

static inline uint16_t frames_message_header_schema_id(const frames_message_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint16_t)65535ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_message_header_set_schema_id(frames_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint16_t frames_message_header_version(const frames_message_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65535ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_message_header_set_version(frames_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

/* ==== composite frames_frame_header ==== */
static inline int frames_frame_header_wrap_for_encode(frames_frame_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 0U;
    fw->limit = offset + 8U;
    return 0;
}

static inline int frames_frame_header_wrap_for_decode(frames_frame_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
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

/* frame_length: Frame length including this header */
static inline int32_t frames_frame_header_frame_length(const frames_frame_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_frame_header_set_frame_length(frames_frame_header *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* version: Protocol version, 0 */
static inline uint8_t frames_frame_header_version(const frames_frame_header *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_frame_header_set_version(frames_frame_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_frame_header_flags(const frames_frame_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)0ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_frame_header_set_flags(frames_frame_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_frame_header_header_type(const frames_frame_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_frame_header_set_header_type(frames_frame_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

/* ==== composite frames_data_header ==== */
static inline int frames_data_header_wrap_for_encode(frames_data_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 0U;
    fw->limit = offset + 32U;
    return 0;
}

static inline int frames_data_header_wrap_for_decode(frames_data_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = (uint8_t *)(uintptr_t)buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = acting_version;
    fw->limit = offset + 32U;
    return 0;
}

static inline int32_t frames_data_header_frame_length(const frames_data_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_data_header_set_frame_length(frames_data_header *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_data_header_version(const frames_data_header *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_data_header_set_version(frames_data_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_data_header_flags(const frames_data_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)0ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_data_header_set_flags(frames_data_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_data_header_header_type(const frames_data_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_data_header_set_header_type(frames_data_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

/* term_offset: Offset of this frame in its term */
static inline int32_t frames_data_header_term_offset(const frames_data_header *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_data_header_set_term_offset(frames_data_header *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_data_header_session_id(const frames_data_header *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_data_header_set_session_id(frames_data_header *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int32_t frames_data_header_stream_id(const frames_data_header *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_data_header_set_stream_id(frames_data_header *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t frames_data_header_term_id(const frames_data_header *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int frames_data_header_set_term_id(frames_data_header *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

/* reserved_value: User-supplied, 0 by default */
static inline int64_t frames_data_header_reserved_value(const frames_data_header *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_data_header_set_reserved_value(frames_data_header *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* ==== composite frames_setup_header ==== */
static inline int frames_setup_header_wrap_for_encode(frames_setup_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U || offset > buffer_length - 40U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 40U;
    fw->acting_version = 0U;
    fw->limit = offset + 40U;
    return 0;
}

static inline int frames_setup_header_wrap_for_decode(frames_setup_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U || offset > buffer_length - 40U)
    {
        return -1;
    }
    fw->buffer = (uint8_t *)(uintptr_t)buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 40U;
    fw->acting_version = acting_version;
    fw->limit = offset + 40U;
    return 0;
}

static inline int32_t frames_setup_header_frame_length(const frames_setup_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_setup_header_set_frame_length(frames_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_setup_header_version(const frames_setup_header *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_setup_header_set_version(frames_setup_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_setup_header_flags(const frames_setup_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)0ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_setup_header_set_flags(frames_setup_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_setup_header_header_type(const frames_setup_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_setup_header_set_header_type(frames_setup_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

/* term_offset: Sender's current offset in the active term */
static inline int32_t frames_setup_header_term_offset(const frames_setup_header *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_setup_header_set_term_offset(frames_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_setup_header_session_id(const frames_setup_header *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_setup_header_set_session_id(frames_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int32_t frames_setup_header_stream_id(const frames_setup_header *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_setup_header_set_stream_id(frames_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t frames_setup_header_initial_term_id(const frames_setup_header *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int frames_setup_header_set_initial_term_id(frames_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int32_t frames_setup_header_active_term_id(const frames_setup_header *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_setup_header_set_active_term_id(frames_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t frames_setup_header_term_length(const frames_setup_header *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int frames_setup_header_set_term_length(frames_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

static inline int32_t frames_setup_header_mtu_length(const frames_setup_header *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int frames_setup_header_set_mtu_length(frames_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

/* ttl: Multicast TTL, 0 when unset */
static inline int32_t frames_setup_header_ttl(const frames_setup_header *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 36U);
}

static inline int frames_setup_header_set_ttl(frames_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 36U, value);
    return 0;
}

/* ==== composite frames_status_message_header ==== */
static inline int frames_status_message_header_wrap_for_encode(frames_status_message_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U || offset > buffer_length - 36U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 36U;
    fw->acting_version = 0U;
    fw->limit = offset + 36U;
    return 0;
}

static inline int frames_status_message_header_wrap_for_decode(frames_status_message_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U || offset > buffer_length - 36U)
    {
        return -1;
    }
    fw->buffer = (uint8_t *)(uintptr_t)buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 36U;
    fw->acting_version = acting_version;
    fw->limit = offset + 36U;
    return 0;
}

static inline int32_t frames_status_message_header_frame_length(const frames_status_message_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_status_message_header_set_frame_length(frames_status_message_header *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_status_message_header_version(const frames_status_message_header *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_status_message_header_set_version(frames_status_message_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_status_message_header_flags(const frames_status_message_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)0ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_status_message_header_set_flags(frames_status_message_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_status_message_header_header_type(const frames_status_message_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_status_message_header_set_header_type(frames_status_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_status_message_header_session_id(const frames_status_message_header *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_status_message_header_set_session_id(frames_status_message_header *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_status_message_header_stream_id(const frames_status_message_header *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_status_message_header_set_stream_id(frames_status_message_header *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int32_t frames_status_message_header_consumption_term_id(const frames_status_message_header *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_status_message_header_set_consumption_term_id(frames_status_message_header *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t frames_status_message_header_consumption_term_offset(const frames_status_message_header *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int frames_status_message_header_set_consumption_term_offset(frames_status_message_header *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int32_t frames_status_message_header_receiver_window_length(const frames_status_message_header *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_status_message_header_set_receiver_window_length(frames_status_message_header *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* receiver_id: Random id of the receiving endpoint; unaligned */
static inline int64_t frames_status_message_header_receiver_id(const frames_status_message_header *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 28U);
}

static inline int frames_status_message_header_set_receiver_id(frames_status_message_header *fw, int64_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

/* ==== composite frames_status_message_group_tag ==== */
static inline int frames_status_message_group_tag_wrap_for_encode(frames_status_message_group_tag *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 8U || offset > buffer_length - 8U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 8U;
    fw->acting_version = 0U;
    fw->limit = offset + 8U;
    return 0;
}

static inline int frames_status_message_group_tag_wrap_for_decode(frames_status_message_group_tag *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
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

static inline int64_t frames_status_message_group_tag_group_tag(const frames_status_message_group_tag *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_status_message_group_tag_set_group_tag(frames_status_message_group_tag *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* ==== composite frames_nak_header ==== */
static inline int frames_nak_header_wrap_for_encode(frames_nak_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U || offset > buffer_length - 28U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 28U;
    fw->acting_version = 0U;
    fw->limit = offset + 28U;
    return 0;
}

static inline int frames_nak_header_wrap_for_decode(frames_nak_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U || offset > buffer_length - 28U)
    {
        return -1;
    }
    fw->buffer = (uint8_t *)(uintptr_t)buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 28U;
    fw->acting_version = acting_version;
    fw->limit = offset + 28U;
    return 0;
}

static inline int32_t frames_nak_header_frame_length(const frames_nak_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_nak_header_set_frame_length(frames_nak_header *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_nak_header_version(const frames_nak_header *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_nak_header_set_version(frames_nak_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_nak_header_flags(const frames_nak_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_nak_header_set_flags(frames_nak_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_nak_header_header_type(const frames_nak_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_nak_header_set_header_type(frames_nak_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_nak_header_session_id(const frames_nak_header *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_nak_header_set_session_id(frames_nak_header *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_nak_header_stream_id(const frames_nak_header *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_nak_header_set_stream_id(frames_nak_header *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int32_t frames_nak_header_term_id(const frames_nak_header *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_nak_header_set_term_id(frames_nak_header *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* term_offset: Start of the gap */
static inline int32_t frames_nak_header_term_offset(const frames_nak_header *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int frames_nak_header_set_term_offset(frames_nak_header *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

/* length: Length of the gap in bytes */
static inline int32_t frames_nak_header_length(const frames_nak_header *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_nak_header_set_length(frames_nak_header *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* ==== composite frames_rtt_measurement_header ==== */
static inline int frames_rtt_measurement_header_wrap_for_encode(frames_rtt_measurement_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U || offset > buffer_length - 40U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 40U;
    fw->acting_version = 0U;
    fw->limit = offset + 40U;
    return 0;
}

static inline int frames_rtt_measurement_header_wrap_for_decode(frames_rtt_measurement_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U || offset > buffer_length - 40U)
    {
        return -1;
    }
    fw->buffer = (uint8_t *)(uintptr_t)buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 40U;
    fw->acting_version = acting_version;
    fw->limit = offset + 40U;
    return 0;
}

static inline int32_t frames_rtt_measurement_header_frame_length(const frames_rtt_measurement_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_rtt_measurement_header_set_frame_length(frames_rtt_measurement_header *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_rtt_measurement_header_version(const frames_rtt_measurement_header *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_rtt_measurement_header_set_version(frames_rtt_measurement_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_rtt_measurement_header_flags(const frames_rtt_measurement_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)0ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_rtt_measurement_header_set_flags(frames_rtt_measurement_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_rtt_measurement_header_header_type(const frames_rtt_measurement_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_rtt_measurement_header_set_header_type(frames_rtt_measurement_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_rtt_measurement_header_session_id(const frames_rtt_measurement_header *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_rtt_measurement_header_set_session_id(frames_rtt_measurement_header *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_rtt_measurement_header_stream_id(const frames_rtt_measurement_header *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_rtt_measurement_header_set_stream_id(frames_rtt_measurement_header *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int64_t frames_rtt_measurement_header_echo_timestamp_ns(const frames_rtt_measurement_header *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_rtt_measurement_header_set_echo_timestamp_ns(frames_rtt_measurement_header *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* reception_delta: Nanoseconds between reception and reply */
static inline int64_t frames_rtt_measurement_header_reception_delta(const frames_rtt_measurement_header *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_rtt_measurement_header_set_reception_delta(frames_rtt_measurement_header *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t frames_rtt_measurement_header_receiver_id(const frames_rtt_measurement_header *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int frames_rtt_measurement_header_set_receiver_id(frames_rtt_measurement_header *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

/* ==== composite frames_error_header ==== */
static inline int frames_error_header_wrap_for_encode(frames_error_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U || offset > buffer_length - 40U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 40U;
    fw->acting_version = 0U;
    fw->limit = offset + 40U;
    return 0;
}

static inline int frames_error_header_wrap_for_decode(frames_error_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U || offset > buffer_length - 40U)
    {
        return -1;
    }
    fw->buffer = (uint8_t *)(uintptr_t)buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 40U;
    fw->acting_version = acting_version;
    fw->limit = offset + 40U;
    return 0;
}

static inline int32_t frames_error_header_frame_length(const frames_error_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_error_header_set_frame_length(frames_error_header *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_error_header_version(const frames_error_header *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_error_header_set_version(frames_error_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_error_header_flags(const frames_error_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)0ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_error_header_set_flags(frames_error_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_error_header_header_type(const frames_error_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_error_header_set_header_type(frames_error_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_error_header_session_id(const frames_error_header *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_error_header_set_session_id(frames_error_header *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_error_header_stream_id(const frames_error_header *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_error_header_set_stream_id(frames_error_header *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int64_t frames_error_header_receiver_id(const frames_error_header *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_error_header_set_receiver_id(frames_error_header *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t frames_error_header_group_tag(const frames_error_header *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_error_header_set_group_tag(frames_error_header *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* error_code: An Aeron ErrorCode value */
static inline int32_t frames_error_header_error_code(const frames_error_header *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int frames_error_header_set_error_code(frames_error_header *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

/* error_message_length: At most 1023 */
static inline int32_t frames_error_header_error_message_length(const frames_error_header *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 36U);
}

static inline int frames_error_header_set_error_message_length(frames_error_header *fw, int32_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 36U, value);
    return 0;
}

/* ==== composite frames_response_setup_header ==== */
static inline int frames_response_setup_header_wrap_for_encode(frames_response_setup_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U || offset > buffer_length - 20U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 20U;
    fw->acting_version = 0U;
    fw->limit = offset + 20U;
    return 0;
}

static inline int frames_response_setup_header_wrap_for_decode(frames_response_setup_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U || offset > buffer_length - 20U)
    {
        return -1;
    }
    fw->buffer = (uint8_t *)(uintptr_t)buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 20U;
    fw->acting_version = acting_version;
    fw->limit = offset + 20U;
    return 0;
}

static inline int32_t frames_response_setup_header_frame_length(const frames_response_setup_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_response_setup_header_set_frame_length(frames_response_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_response_setup_header_version(const frames_response_setup_header *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_response_setup_header_set_version(frames_response_setup_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_response_setup_header_flags(const frames_response_setup_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_response_setup_header_set_flags(frames_response_setup_header *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_response_setup_header_header_type(const frames_response_setup_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_response_setup_header_set_header_type(frames_response_setup_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_response_setup_header_session_id(const frames_response_setup_header *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_response_setup_header_set_session_id(frames_response_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_response_setup_header_stream_id(const frames_response_setup_header *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_response_setup_header_set_stream_id(frames_response_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int32_t frames_response_setup_header_response_session_id(const frames_response_setup_header *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_response_setup_header_set_response_session_id(frames_response_setup_header *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* ==== message frames_pad_frame ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int frames_pad_frame_wrap_for_encode(frames_pad_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 0U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int frames_pad_frame_wrap_and_apply_header(frames_pad_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    frames_store_uint16_le(buffer + offset + 0U, 32U);
    frames_store_uint16_le(buffer + offset + 2U, 0U);
    frames_store_uint16_le(buffer + offset + 4U, 9001U);
    frames_store_uint16_le(buffer + offset + 6U, 0U);
    return frames_pad_frame_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int frames_pad_frame_wrap_for_decode(frames_pad_frame *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t frames_pad_frame_encoded_length(const frames_pad_frame *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t frames_pad_frame_frame_length(const frames_pad_frame *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_pad_frame_set_frame_length(frames_pad_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_pad_frame_version(const frames_pad_frame *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_pad_frame_set_version(frames_pad_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_pad_frame_flags(const frames_pad_frame *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)0ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_pad_frame_set_flags(frames_pad_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_pad_frame_header_type(const frames_pad_frame *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_pad_frame_set_header_type(frames_pad_frame *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_pad_frame_term_offset(const frames_pad_frame *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_pad_frame_set_term_offset(frames_pad_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_pad_frame_session_id(const frames_pad_frame *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_pad_frame_set_session_id(frames_pad_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int32_t frames_pad_frame_stream_id(const frames_pad_frame *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_pad_frame_set_stream_id(frames_pad_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t frames_pad_frame_term_id(const frames_pad_frame *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int frames_pad_frame_set_term_id(frames_pad_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int64_t frames_pad_frame_reserved_value(const frames_pad_frame *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_pad_frame_set_reserved_value(frames_pad_frame *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t frames_pad_frame_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_pad_frame_columns *columns)
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
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 4U);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 5U);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint16_le(buffer + offsets[i] + 6U);
        }
    }
    if (columns->term_offset != NULL)
    {
        int32_t *out = columns->term_offset;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 12U);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->term_id != NULL)
    {
        int32_t *out = columns->term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 20U);
        }
    }
    if (columns->reserved_value != NULL)
    {
        int64_t *out = columns->reserved_value;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int64_le(buffer + offsets[i] + 24U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t frames_pad_frame_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_pad_frame_columns *columns)
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
        uint64_t block_length = (uint64_t)frames_load_uint16_le(h + 0U);
        if ((uint64_t)frames_load_uint16_le(h + 2U) != 0U ||
            (uint64_t)frames_load_uint16_le(h + 4U) != 9001U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 4U;
            out[i] = present ? frames_load_int32_le(body + 0U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 5U;
            out[i] = present ? frames_load_uint8_le(body + 4U) : ((uint8_t)255ULL);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 6U;
            out[i] = present ? frames_load_uint8_le(body + 5U) : ((uint8_t)0ULL);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? frames_load_uint16_le(body + 6U) : ((uint16_t)65534ULL);
        }
    }
    if (columns->term_offset != NULL)
    {
        int32_t *out = columns->term_offset;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? frames_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? frames_load_int32_le(body + 12U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 20U;
            out[i] = present ? frames_load_int32_le(body + 16U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->term_id != NULL)
    {
        int32_t *out = columns->term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? frames_load_int32_le(body + 20U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->reserved_value != NULL)
    {
        int64_t *out = columns->reserved_value;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? frames_load_int64_le(body + 24U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message frames_data_frame ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int frames_data_frame_wrap_for_encode(frames_data_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U || offset > buffer_length - 32U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 32U;
    fw->acting_version = 0U;
    fw->limit = offset + 32U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int frames_data_frame_wrap_and_apply_header(frames_data_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    frames_store_uint16_le(buffer + offset + 0U, 32U);
    frames_store_uint16_le(buffer + offset + 2U, 1U);
    frames_store_uint16_le(buffer + offset + 4U, 9001U);
    frames_store_uint16_le(buffer + offset + 6U, 0U);
    return frames_data_frame_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int frames_data_frame_wrap_for_decode(frames_data_frame *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t frames_data_frame_encoded_length(const frames_data_frame *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t frames_data_frame_frame_length(const frames_data_frame *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_data_frame_set_frame_length(frames_data_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_data_frame_version(const frames_data_frame *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_data_frame_set_version(frames_data_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_data_frame_flags(const frames_data_frame *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)0ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_data_frame_set_flags(frames_data_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_data_frame_header_type(const frames_data_frame *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_data_frame_set_header_type(frames_data_frame *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_data_frame_term_offset(const frames_data_frame *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_data_frame_set_term_offset(frames_data_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_data_frame_session_id(const frames_data_frame *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_data_frame_set_session_id(frames_data_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int32_t frames_data_frame_stream_id(const frames_data_frame *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_data_frame_set_stream_id(frames_data_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t frames_data_frame_term_id(const frames_data_frame *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int frames_data_frame_set_term_id(frames_data_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int64_t frames_data_frame_reserved_value(const frames_data_frame *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_data_frame_set_reserved_value(frames_data_frame *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t frames_data_frame_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_data_frame_columns *columns)
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
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 4U);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 5U);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint16_le(buffer + offsets[i] + 6U);
        }
    }
    if (columns->term_offset != NULL)
    {
        int32_t *out = columns->term_offset;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 12U);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->term_id != NULL)
    {
        int32_t *out = columns->term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 20U);
        }
    }
    if (columns->reserved_value != NULL)
    {
        int64_t *out = columns->reserved_value;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int64_le(buffer + offsets[i] + 24U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t frames_data_frame_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_data_frame_columns *columns)
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
        uint64_t block_length = (uint64_t)frames_load_uint16_le(h + 0U);
        if ((uint64_t)frames_load_uint16_le(h + 2U) != 1U ||
            (uint64_t)frames_load_uint16_le(h + 4U) != 9001U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 4U;
            out[i] = present ? frames_load_int32_le(body + 0U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 5U;
            out[i] = present ? frames_load_uint8_le(body + 4U) : ((uint8_t)255ULL);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 6U;
            out[i] = present ? frames_load_uint8_le(body + 5U) : ((uint8_t)0ULL);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? frames_load_uint16_le(body + 6U) : ((uint16_t)65534ULL);
        }
    }
    if (columns->term_offset != NULL)
    {
        int32_t *out = columns->term_offset;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? frames_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? frames_load_int32_le(body + 12U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 20U;
            out[i] = present ? frames_load_int32_le(body + 16U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->term_id != NULL)
    {
        int32_t *out = columns->term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? frames_load_int32_le(body + 20U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->reserved_value != NULL)
    {
        int64_t *out = columns->reserved_value;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? frames_load_int64_le(body + 24U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message frames_nak_frame ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int frames_nak_frame_wrap_for_encode(frames_nak_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U || offset > buffer_length - 28U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 28U;
    fw->acting_version = 0U;
    fw->limit = offset + 28U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int frames_nak_frame_wrap_and_apply_header(frames_nak_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U ||
        offset > buffer_length - 36U)
    {
        return -1;
    }
    frames_store_uint16_le(buffer + offset + 0U, 28U);
    frames_store_uint16_le(buffer + offset + 2U, 2U);
    frames_store_uint16_le(buffer + offset + 4U, 9001U);
    frames_store_uint16_le(buffer + offset + 6U, 0U);
    return frames_nak_frame_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int frames_nak_frame_wrap_for_decode(frames_nak_frame *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t frames_nak_frame_encoded_length(const frames_nak_frame *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t frames_nak_frame_frame_length(const frames_nak_frame *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_nak_frame_set_frame_length(frames_nak_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_nak_frame_version(const frames_nak_frame *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_nak_frame_set_version(frames_nak_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_nak_frame_flags(const frames_nak_frame *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_nak_frame_set_flags(frames_nak_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_nak_frame_header_type(const frames_nak_frame *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_nak_frame_set_header_type(frames_nak_frame *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_nak_frame_session_id(const frames_nak_frame *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_nak_frame_set_session_id(frames_nak_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_nak_frame_stream_id(const frames_nak_frame *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_nak_frame_set_stream_id(frames_nak_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int32_t frames_nak_frame_term_id(const frames_nak_frame *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_nak_frame_set_term_id(frames_nak_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t frames_nak_frame_term_offset(const frames_nak_frame *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int frames_nak_frame_set_term_offset(frames_nak_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int32_t frames_nak_frame_length(const frames_nak_frame *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_nak_frame_set_length(frames_nak_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t frames_nak_frame_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_nak_frame_columns *columns)
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
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 4U);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 5U);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint16_le(buffer + offsets[i] + 6U);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 12U);
        }
    }
    if (columns->term_id != NULL)
    {
        int32_t *out = columns->term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->term_offset != NULL)
    {
        int32_t *out = columns->term_offset;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 20U);
        }
    }
    if (columns->length != NULL)
    {
        int32_t *out = columns->length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 24U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t frames_nak_frame_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_nak_frame_columns *columns)
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
        uint64_t block_length = (uint64_t)frames_load_uint16_le(h + 0U);
        if ((uint64_t)frames_load_uint16_le(h + 2U) != 2U ||
            (uint64_t)frames_load_uint16_le(h + 4U) != 9001U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 4U;
            out[i] = present ? frames_load_int32_le(body + 0U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 5U;
            out[i] = present ? frames_load_uint8_le(body + 4U) : ((uint8_t)255ULL);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 6U;
            out[i] = present ? frames_load_uint8_le(body + 5U) : ((uint8_t)255ULL);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? frames_load_uint16_le(body + 6U) : ((uint16_t)65534ULL);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? frames_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? frames_load_int32_le(body + 12U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->term_id != NULL)
    {
        int32_t *out = columns->term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 20U;
            out[i] = present ? frames_load_int32_le(body + 16U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->term_offset != NULL)
    {
        int32_t *out = columns->term_offset;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? frames_load_int32_le(body + 20U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->length != NULL)
    {
        int32_t *out = columns->length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 28U;
            out[i] = present ? frames_load_int32_le(body + 24U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message frames_status_message_frame ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int frames_status_message_frame_wrap_for_encode(frames_status_message_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U || offset > buffer_length - 36U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 36U;
    fw->acting_version = 0U;
    fw->limit = offset + 36U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int frames_status_message_frame_wrap_and_apply_header(frames_status_message_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 44U ||
        offset > buffer_length - 44U)
    {
        return -1;
    }
    frames_store_uint16_le(buffer + offset + 0U, 36U);
    frames_store_uint16_le(buffer + offset + 2U, 3U);
    frames_store_uint16_le(buffer + offset + 4U, 9001U);
    frames_store_uint16_le(buffer + offset + 6U, 0U);
    return frames_status_message_frame_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int frames_status_message_frame_wrap_for_decode(frames_status_message_frame *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t frames_status_message_frame_encoded_length(const frames_status_message_frame *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t frames_status_message_frame_frame_length(const frames_status_message_frame *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_status_message_frame_set_frame_length(frames_status_message_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_status_message_frame_version(const frames_status_message_frame *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_status_message_frame_set_version(frames_status_message_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_status_message_frame_flags(const frames_status_message_frame *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)0ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_status_message_frame_set_flags(frames_status_message_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_status_message_frame_header_type(const frames_status_message_frame *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_status_message_frame_set_header_type(frames_status_message_frame *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_status_message_frame_session_id(const frames_status_message_frame *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_status_message_frame_set_session_id(frames_status_message_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_status_message_frame_stream_id(const frames_status_message_frame *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_status_message_frame_set_stream_id(frames_status_message_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int32_t frames_status_message_frame_consumption_term_id(const frames_status_message_frame *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_status_message_frame_set_consumption_term_id(frames_status_message_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t frames_status_message_frame_consumption_term_offset(const frames_status_message_frame *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int frames_status_message_frame_set_consumption_term_offset(frames_status_message_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int32_t frames_status_message_frame_receiver_window_length(const frames_status_message_frame *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_status_message_frame_set_receiver_window_length(frames_status_message_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t frames_status_message_frame_receiver_id(const frames_status_message_frame *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 28U);
}

static inline int frames_status_message_frame_set_receiver_id(frames_status_message_frame *fw, int64_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t frames_status_message_frame_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_status_message_frame_columns *columns)
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
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 4U);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 5U);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint16_le(buffer + offsets[i] + 6U);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 12U);
        }
    }
    if (columns->consumption_term_id != NULL)
    {
        int32_t *out = columns->consumption_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->consumption_term_offset != NULL)
    {
        int32_t *out = columns->consumption_term_offset;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 20U);
        }
    }
    if (columns->receiver_window_length != NULL)
    {
        int32_t *out = columns->receiver_window_length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 24U);
        }
    }
    if (columns->receiver_id != NULL)
    {
        int64_t *out = columns->receiver_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int64_le(buffer + offsets[i] + 28U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t frames_status_message_frame_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_status_message_frame_columns *columns)
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
        uint64_t block_length = (uint64_t)frames_load_uint16_le(h + 0U);
        if ((uint64_t)frames_load_uint16_le(h + 2U) != 3U ||
            (uint64_t)frames_load_uint16_le(h + 4U) != 9001U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 4U;
            out[i] = present ? frames_load_int32_le(body + 0U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 5U;
            out[i] = present ? frames_load_uint8_le(body + 4U) : ((uint8_t)255ULL);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 6U;
            out[i] = present ? frames_load_uint8_le(body + 5U) : ((uint8_t)0ULL);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? frames_load_uint16_le(body + 6U) : ((uint16_t)65534ULL);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? frames_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? frames_load_int32_le(body + 12U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->consumption_term_id != NULL)
    {
        int32_t *out = columns->consumption_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 20U;
            out[i] = present ? frames_load_int32_le(body + 16U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->consumption_term_offset != NULL)
    {
        int32_t *out = columns->consumption_term_offset;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? frames_load_int32_le(body + 20U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->receiver_window_length != NULL)
    {
        int32_t *out = columns->receiver_window_length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 28U;
            out[i] = present ? frames_load_int32_le(body + 24U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->receiver_id != NULL)
    {
        int64_t *out = columns->receiver_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 36U;
            out[i] = present ? frames_load_int64_le(body + 28U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message frames_error_frame ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int frames_error_frame_wrap_for_encode(frames_error_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U || offset > buffer_length - 36U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 36U;
    fw->acting_version = 0U;
    fw->limit = offset + 36U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int frames_error_frame_wrap_and_apply_header(frames_error_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 44U ||
        offset > buffer_length - 44U)
    {
        return -1;
    }
    frames_store_uint16_le(buffer + offset + 0U, 36U);
    frames_store_uint16_le(buffer + offset + 2U, 4U);
    frames_store_uint16_le(buffer + offset + 4U, 9001U);
    frames_store_uint16_le(buffer + offset + 6U, 0U);
    return frames_error_frame_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int frames_error_frame_wrap_for_decode(frames_error_frame *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t frames_error_frame_encoded_length(const frames_error_frame *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t frames_error_frame_frame_length(const frames_error_frame *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_error_frame_set_frame_length(frames_error_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_error_frame_version(const frames_error_frame *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_error_frame_set_version(frames_error_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_error_frame_flags(const frames_error_frame *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)0ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_error_frame_set_flags(frames_error_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_error_frame_header_type(const frames_error_frame *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_error_frame_set_header_type(frames_error_frame *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_error_frame_session_id(const frames_error_frame *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_error_frame_set_session_id(frames_error_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_error_frame_stream_id(const frames_error_frame *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_error_frame_set_stream_id(frames_error_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int64_t frames_error_frame_receiver_id(const frames_error_frame *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_error_frame_set_receiver_id(frames_error_frame *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t frames_error_frame_group_tag(const frames_error_frame *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_error_frame_set_group_tag(frames_error_frame *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t frames_error_frame_error_code(const frames_error_frame *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int frames_error_frame_set_error_code(frames_error_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

/* Length of error_message at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t frames_error_frame_error_message_length(const frames_error_frame *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)frames_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies error_message into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t frames_error_frame_get_error_message(frames_error_frame *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)frames_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t frames_error_frame_skip_error_message(frames_error_frame *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)frames_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t frames_error_frame_put_error_message(frames_error_frame *fw, const char *src, uint64_t length)
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
    frames_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message frames_setup_frame ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int frames_setup_frame_wrap_for_encode(frames_setup_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U || offset > buffer_length - 40U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 40U;
    fw->acting_version = 0U;
    fw->limit = offset + 40U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int frames_setup_frame_wrap_and_apply_header(frames_setup_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 48U ||
        offset > buffer_length - 48U)
    {
        return -1;
    }
    frames_store_uint16_le(buffer + offset + 0U, 40U);
    frames_store_uint16_le(buffer + offset + 2U, 5U);
    frames_store_uint16_le(buffer + offset + 4U, 9001U);
    frames_store_uint16_le(buffer + offset + 6U, 0U);
    return frames_setup_frame_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int frames_setup_frame_wrap_for_decode(frames_setup_frame *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t frames_setup_frame_encoded_length(const frames_setup_frame *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t frames_setup_frame_frame_length(const frames_setup_frame *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_setup_frame_set_frame_length(frames_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_setup_frame_version(const frames_setup_frame *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_setup_frame_set_version(frames_setup_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_setup_frame_flags(const frames_setup_frame *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)0ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_setup_frame_set_flags(frames_setup_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_setup_frame_header_type(const frames_setup_frame *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_setup_frame_set_header_type(frames_setup_frame *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_setup_frame_term_offset(const frames_setup_frame *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_setup_frame_set_term_offset(frames_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_setup_frame_session_id(const frames_setup_frame *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_setup_frame_set_session_id(frames_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int32_t frames_setup_frame_stream_id(const frames_setup_frame *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_setup_frame_set_stream_id(frames_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t frames_setup_frame_initial_term_id(const frames_setup_frame *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int frames_setup_frame_set_initial_term_id(frames_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int32_t frames_setup_frame_active_term_id(const frames_setup_frame *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_setup_frame_set_active_term_id(frames_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t frames_setup_frame_term_length(const frames_setup_frame *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int frames_setup_frame_set_term_length(frames_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

static inline int32_t frames_setup_frame_mtu_length(const frames_setup_frame *fw)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 32U);
}

static inline int frames_setup_frame_set_mtu_length(frames_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 36U || fw->buffer == NULL || fw->buffer_length < 36U || fw->offset > fw->buffer_length - 36U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int32_t frames_setup_frame_ttl(const frames_setup_frame *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 36U);
}

static inline int frames_setup_frame_set_ttl(frames_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 36U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t frames_setup_frame_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_setup_frame_columns *columns)
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
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 4U);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 5U);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint16_le(buffer + offsets[i] + 6U);
        }
    }
    if (columns->term_offset != NULL)
    {
        int32_t *out = columns->term_offset;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 12U);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->initial_term_id != NULL)
    {
        int32_t *out = columns->initial_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 20U);
        }
    }
    if (columns->active_term_id != NULL)
    {
        int32_t *out = columns->active_term_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 24U);
        }
    }
    if (columns->term_length != NULL)
    {
        int32_t *out = columns->term_length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 28U);
        }
    }
    if (columns->mtu_length != NULL)
    {
        int32_t *out = columns->mtu_length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 32U);
        }
    }
    if (columns->ttl != NULL)
    {
        int32_t *out = columns->ttl;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 36U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t frames_setup_frame_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_setup_frame_columns *columns)
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
        uint64_t block_length = (uint64_t)frames_load_uint16_le(h + 0U);
        if ((uint64_t)frames_load_uint16_le(h + 2U) != 5U ||
            (uint64_t)frames_load_uint16_le(h + 4U) != 9001U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 4U;
            out[i] = present ? frames_load_int32_le(body + 0U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 5U;
            out[i] = present ? frames_load_uint8_le(body + 4U) : ((uint8_t)255ULL);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 6U;
            out[i] = present ? frames_load_uint8_le(body + 5U) : ((uint8_t)0ULL);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? frames_load_uint16_le(body + 6U) : ((uint16_t)65534ULL);
        }
    }
    if (columns->term_offset != NULL)
    {
        int32_t *out = columns->term_offset;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? frames_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? frames_load_int32_le(body + 12U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 20U;
            out[i] = present ? frames_load_int32_le(body + 16U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->initial_term_id != NULL)
    {
        int32_t *out = columns->initial_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? frames_load_int32_le(body + 20U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->active_term_id != NULL)
    {
        int32_t *out = columns->active_term_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 28U;
            out[i] = present ? frames_load_int32_le(body + 24U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->term_length != NULL)
    {
        int32_t *out = columns->term_length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? frames_load_int32_le(body + 28U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->mtu_length != NULL)
    {
        int32_t *out = columns->mtu_length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 36U;
            out[i] = present ? frames_load_int32_le(body + 32U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->ttl != NULL)
    {
        int32_t *out = columns->ttl;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 40U;
            out[i] = present ? frames_load_int32_le(body + 36U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message frames_rtt_measurement_frame ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int frames_rtt_measurement_frame_wrap_for_encode(frames_rtt_measurement_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U || offset > buffer_length - 40U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 40U;
    fw->acting_version = 0U;
    fw->limit = offset + 40U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int frames_rtt_measurement_frame_wrap_and_apply_header(frames_rtt_measurement_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 48U ||
        offset > buffer_length - 48U)
    {
        return -1;
    }
    frames_store_uint16_le(buffer + offset + 0U, 40U);
    frames_store_uint16_le(buffer + offset + 2U, 6U);
    frames_store_uint16_le(buffer + offset + 4U, 9001U);
    frames_store_uint16_le(buffer + offset + 6U, 0U);
    return frames_rtt_measurement_frame_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int frames_rtt_measurement_frame_wrap_for_decode(frames_rtt_measurement_frame *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t frames_rtt_measurement_frame_encoded_length(const frames_rtt_measurement_frame *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t frames_rtt_measurement_frame_frame_length(const frames_rtt_measurement_frame *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_rtt_measurement_frame_set_frame_length(frames_rtt_measurement_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_rtt_measurement_frame_version(const frames_rtt_measurement_frame *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_rtt_measurement_frame_set_version(frames_rtt_measurement_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_rtt_measurement_frame_flags(const frames_rtt_measurement_frame *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)0ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_rtt_measurement_frame_set_flags(frames_rtt_measurement_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_rtt_measurement_frame_header_type(const frames_rtt_measurement_frame *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_rtt_measurement_frame_set_header_type(frames_rtt_measurement_frame *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_rtt_measurement_frame_session_id(const frames_rtt_measurement_frame *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_rtt_measurement_frame_set_session_id(frames_rtt_measurement_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_rtt_measurement_frame_stream_id(const frames_rtt_measurement_frame *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_rtt_measurement_frame_set_stream_id(frames_rtt_measurement_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int64_t frames_rtt_measurement_frame_echo_timestamp_ns(const frames_rtt_measurement_frame *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_rtt_measurement_frame_set_echo_timestamp_ns(frames_rtt_measurement_frame *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t frames_rtt_measurement_frame_reception_delta(const frames_rtt_measurement_frame *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int frames_rtt_measurement_frame_set_reception_delta(frames_rtt_measurement_frame *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t frames_rtt_measurement_frame_receiver_id(const frames_rtt_measurement_frame *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return frames_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int frames_rtt_measurement_frame_set_receiver_id(frames_rtt_measurement_frame *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    frames_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t frames_rtt_measurement_frame_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_rtt_measurement_frame_columns *columns)
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
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 4U);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 5U);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint16_le(buffer + offsets[i] + 6U);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 12U);
        }
    }
    if (columns->echo_timestamp_ns != NULL)
    {
        int64_t *out = columns->echo_timestamp_ns;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->reception_delta != NULL)
    {
        int64_t *out = columns->reception_delta;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int64_le(buffer + offsets[i] + 24U);
        }
    }
    if (columns->receiver_id != NULL)
    {
        int64_t *out = columns->receiver_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int64_le(buffer + offsets[i] + 32U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t frames_rtt_measurement_frame_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_rtt_measurement_frame_columns *columns)
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
        uint64_t block_length = (uint64_t)frames_load_uint16_le(h + 0U);
        if ((uint64_t)frames_load_uint16_le(h + 2U) != 6U ||
            (uint64_t)frames_load_uint16_le(h + 4U) != 9001U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 4U;
            out[i] = present ? frames_load_int32_le(body + 0U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 5U;
            out[i] = present ? frames_load_uint8_le(body + 4U) : ((uint8_t)255ULL);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 6U;
            out[i] = present ? frames_load_uint8_le(body + 5U) : ((uint8_t)0ULL);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? frames_load_uint16_le(body + 6U) : ((uint16_t)65534ULL);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? frames_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? frames_load_int32_le(body + 12U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->echo_timestamp_ns != NULL)
    {
        int64_t *out = columns->echo_timestamp_ns;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? frames_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->reception_delta != NULL)
    {
        int64_t *out = columns->reception_delta;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? frames_load_int64_le(body + 24U) : INT64_MIN;
        }
    }
    if (columns->receiver_id != NULL)
    {
        int64_t *out = columns->receiver_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 40U;
            out[i] = present ? frames_load_int64_le(body + 32U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message frames_response_setup_frame ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int frames_response_setup_frame_wrap_for_encode(frames_response_setup_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U || offset > buffer_length - 20U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 20U;
    fw->acting_version = 0U;
    fw->limit = offset + 20U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int frames_response_setup_frame_wrap_and_apply_header(frames_response_setup_frame *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U ||
        offset > buffer_length - 28U)
    {
        return -1;
    }
    frames_store_uint16_le(buffer + offset + 0U, 20U);
    frames_store_uint16_le(buffer + offset + 2U, 11U);
    frames_store_uint16_le(buffer + offset + 4U, 9001U);
    frames_store_uint16_le(buffer + offset + 6U, 0U);
    return frames_response_setup_frame_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int frames_response_setup_frame_wrap_for_decode(frames_response_setup_frame *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t frames_response_setup_frame_encoded_length(const frames_response_setup_frame *fw)
{
    return fw->limit - fw->offset;
}

static inline int32_t frames_response_setup_frame_frame_length(const frames_response_setup_frame *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 0U);
}

static inline int frames_response_setup_frame_set_frame_length(frames_response_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint8_t frames_response_setup_frame_version(const frames_response_setup_frame *fw)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 4U);
}

static inline int frames_response_setup_frame_set_version(frames_response_setup_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 5U || fw->buffer == NULL || fw->buffer_length < 5U || fw->offset > fw->buffer_length - 5U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint8_t frames_response_setup_frame_flags(const frames_response_setup_frame *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint8_t)255ULL);
    }
    return frames_load_uint8_le(fw->buffer + fw->offset + 5U);
}

static inline int frames_response_setup_frame_set_flags(frames_response_setup_frame *fw, uint8_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    frames_store_uint8_le(fw->buffer + fw->offset + 5U, value);
    return 0;
}

static inline uint16_t frames_response_setup_frame_header_type(const frames_response_setup_frame *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65534ULL);
    }
    return frames_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int frames_response_setup_frame_set_header_type(frames_response_setup_frame *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    frames_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

static inline int32_t frames_response_setup_frame_session_id(const frames_response_setup_frame *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int frames_response_setup_frame_set_session_id(frames_response_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t frames_response_setup_frame_stream_id(const frames_response_setup_frame *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int frames_response_setup_frame_set_stream_id(frames_response_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int32_t frames_response_setup_frame_response_session_id(const frames_response_setup_frame *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return frames_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int frames_response_setup_frame_set_response_session_id(frames_response_setup_frame *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    frames_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t frames_response_setup_frame_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_response_setup_frame_columns *columns)
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
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 4U);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint8_le(buffer + offsets[i] + 5U);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_uint16_le(buffer + offsets[i] + 6U);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 12U);
        }
    }
    if (columns->response_session_id != NULL)
    {
        int32_t *out = columns->response_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = frames_load_int32_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t frames_response_setup_frame_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, frames_response_setup_frame_columns *columns)
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
        uint64_t block_length = (uint64_t)frames_load_uint16_le(h + 0U);
        if ((uint64_t)frames_load_uint16_le(h + 2U) != 11U ||
            (uint64_t)frames_load_uint16_le(h + 4U) != 9001U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->frame_length != NULL)
    {
        int32_t *out = columns->frame_length;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 4U;
            out[i] = present ? frames_load_int32_le(body + 0U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->version != NULL)
    {
        uint8_t *out = columns->version;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 5U;
            out[i] = present ? frames_load_uint8_le(body + 4U) : ((uint8_t)255ULL);
        }
    }
    if (columns->flags != NULL)
    {
        uint8_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 6U;
            out[i] = present ? frames_load_uint8_le(body + 5U) : ((uint8_t)255ULL);
        }
    }
    if (columns->header_type != NULL)
    {
        uint16_t *out = columns->header_type;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? frames_load_uint16_le(body + 6U) : ((uint16_t)65534ULL);
        }
    }
    if (columns->session_id != NULL)
    {
        int32_t *out = columns->session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? frames_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? frames_load_int32_le(body + 12U) : ((int32_t)-2147483648LL);
        }
    }
    if (columns->response_session_id != NULL)
    {
        int32_t *out = columns->response_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)frames_load_uint16_le(h + 0U) >= 20U;
            out[i] = present ? frames_load_int32_le(body + 16U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

#endif /* AERONKIT_GENERATED_FRAMES_H */
