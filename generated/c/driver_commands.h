/* generated from driver-commands.xml by aeronkit codegen; do not edit */
/*
 * SBE flyweights and column decoders for schema aeronkit.driver_commands (id 9002, version 0).
 * Every entry point checks bounds against the buffer length it was given: a truncated or hostile buffer
 * makes a wrap/walk return -1 and a getter return the field's null value, never a read past the end.
 * Loads and stores go through memcpy with explicit byte swaps, so no access is unaligned or type-punned.
 */
#ifndef AERONKIT_GENERATED_DRIVER_COMMANDS_H
#define AERONKIT_GENERATED_DRIVER_COMMANDS_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define DRIVER_COMMANDS_SCHEMA_ID ((uint16_t)9002U)
#define DRIVER_COMMANDS_SCHEMA_VERSION ((uint16_t)0U)
#define DRIVER_COMMANDS_HEADER_LENGTH ((uint64_t)8U)

/* ---- byte order ------------------------------------------------------------------------------------- */
static inline char driver_commands_load_char_le(const uint8_t *p)
{
    char v;
    memcpy(&v, p, 1);
    return v;
}

static inline void driver_commands_store_char_le(uint8_t *p, char v)
{
    memcpy(p, &v, 1);
}

static inline char driver_commands_load_char_be(const uint8_t *p)
{
    char v;
    memcpy(&v, p, 1);
    return v;
}

static inline void driver_commands_store_char_be(uint8_t *p, char v)
{
    memcpy(p, &v, 1);
}

static inline int8_t driver_commands_load_int8_le(const uint8_t *p)
{
    int8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void driver_commands_store_int8_le(uint8_t *p, int8_t v)
{
    memcpy(p, &v, 1);
}

static inline int8_t driver_commands_load_int8_be(const uint8_t *p)
{
    int8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void driver_commands_store_int8_be(uint8_t *p, int8_t v)
{
    memcpy(p, &v, 1);
}

static inline uint8_t driver_commands_load_uint8_le(const uint8_t *p)
{
    uint8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void driver_commands_store_uint8_le(uint8_t *p, uint8_t v)
{
    memcpy(p, &v, 1);
}

static inline uint8_t driver_commands_load_uint8_be(const uint8_t *p)
{
    uint8_t v;
    memcpy(&v, p, 1);
    return v;
}

static inline void driver_commands_store_uint8_be(uint8_t *p, uint8_t v)
{
    memcpy(p, &v, 1);
}

static inline int16_t driver_commands_load_int16_le(const uint8_t *p)
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

static inline void driver_commands_store_int16_le(uint8_t *p, int16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int16_t driver_commands_load_int16_be(const uint8_t *p)
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

static inline void driver_commands_store_int16_be(uint8_t *p, int16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint16_t driver_commands_load_uint16_le(const uint8_t *p)
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

static inline void driver_commands_store_uint16_le(uint8_t *p, uint16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint16_t driver_commands_load_uint16_be(const uint8_t *p)
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

static inline void driver_commands_store_uint16_be(uint8_t *p, uint16_t v)
{
    uint16_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap16(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int32_t driver_commands_load_int32_le(const uint8_t *p)
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

static inline void driver_commands_store_int32_le(uint8_t *p, int32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int32_t driver_commands_load_int32_be(const uint8_t *p)
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

static inline void driver_commands_store_int32_be(uint8_t *p, int32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint32_t driver_commands_load_uint32_le(const uint8_t *p)
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

static inline void driver_commands_store_uint32_le(uint8_t *p, uint32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint32_t driver_commands_load_uint32_be(const uint8_t *p)
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

static inline void driver_commands_store_uint32_be(uint8_t *p, uint32_t v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int64_t driver_commands_load_int64_le(const uint8_t *p)
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

static inline void driver_commands_store_int64_le(uint8_t *p, int64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline int64_t driver_commands_load_int64_be(const uint8_t *p)
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

static inline void driver_commands_store_int64_be(uint8_t *p, int64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint64_t driver_commands_load_uint64_le(const uint8_t *p)
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

static inline void driver_commands_store_uint64_le(uint8_t *p, uint64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline uint64_t driver_commands_load_uint64_be(const uint8_t *p)
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

static inline void driver_commands_store_uint64_be(uint8_t *p, uint64_t v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline float driver_commands_load_float_le(const uint8_t *p)
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

static inline void driver_commands_store_float_le(uint8_t *p, float v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline float driver_commands_load_float_be(const uint8_t *p)
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

static inline void driver_commands_store_float_be(uint8_t *p, float v)
{
    uint32_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap32(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline double driver_commands_load_double_le(const uint8_t *p)
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

static inline void driver_commands_store_double_le(uint8_t *p, double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

static inline double driver_commands_load_double_be(const uint8_t *p)
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

static inline void driver_commands_store_double_be(uint8_t *p, double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
#endif
    memcpy(p, &u, sizeof(u));
}

/* ---- enums and sets --------------------------------------------------------------------------------- */
/* enum ErrorCode: int32_t */
#define DRIVER_COMMANDS_ERROR_CODE_UNUSED ((int32_t)0ULL)
#define DRIVER_COMMANDS_ERROR_CODE_INVALID_CHANNEL ((int32_t)1ULL)
#define DRIVER_COMMANDS_ERROR_CODE_UNKNOWN_SUBSCRIPTION ((int32_t)2ULL)
#define DRIVER_COMMANDS_ERROR_CODE_UNKNOWN_PUBLICATION ((int32_t)3ULL)
#define DRIVER_COMMANDS_ERROR_CODE_CHANNEL_ENDPOINT_ERROR ((int32_t)4ULL)
#define DRIVER_COMMANDS_ERROR_CODE_UNKNOWN_COUNTER ((int32_t)5ULL)
#define DRIVER_COMMANDS_ERROR_CODE_UNKNOWN_COMMAND_TYPE_ID ((int32_t)6ULL)
#define DRIVER_COMMANDS_ERROR_CODE_MALFORMED_COMMAND ((int32_t)7ULL)
#define DRIVER_COMMANDS_ERROR_CODE_NOT_SUPPORTED ((int32_t)8ULL)
#define DRIVER_COMMANDS_ERROR_CODE_UNKNOWN_HOST ((int32_t)9ULL)
#define DRIVER_COMMANDS_ERROR_CODE_RESOURCE_TEMPORARILY_UNAVAILABLE ((int32_t)10ULL)
#define DRIVER_COMMANDS_ERROR_CODE_GENERIC_ERROR ((int32_t)11ULL)
#define DRIVER_COMMANDS_ERROR_CODE_STORAGE_SPACE ((int32_t)12ULL)
#define DRIVER_COMMANDS_ERROR_CODE_IMAGE_REJECTED ((int32_t)13ULL)
#define DRIVER_COMMANDS_ERROR_CODE_PUBLICATION_REVOKED ((int32_t)14ULL)
#define DRIVER_COMMANDS_ERROR_CODE_UNKNOWN_CODE_VALUE ((int32_t)-1LL) /* Code not known to this version */
#define DRIVER_COMMANDS_ERROR_CODE_NULL_VALUE ((int32_t)-2147483648LL) /* the encoding's null */

/* enum AddressType: int16_t */
#define DRIVER_COMMANDS_ADDRESS_TYPE_IPV4 ((int16_t)1ULL)
#define DRIVER_COMMANDS_ADDRESS_TYPE_IPV6 ((int16_t)2ULL)
#define DRIVER_COMMANDS_ADDRESS_TYPE_NULL_VALUE ((int16_t)-32768LL) /* the encoding's null */

/* set RemovePublicationFlags (masks): uint64_t */
#define DRIVER_COMMANDS_REMOVE_PUBLICATION_FLAGS_REVOKE ((uint64_t)1ULL) /* bit 0: Revoke: discard unsent data instead of draining */

/* ---- flyweight types -------------------------------------------------------------------------------- */
/* Required by SBE; the ring buffer record header replaces it */
typedef struct driver_commands_message_header
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_message_header;
#define DRIVER_COMMANDS_MESSAGE_HEADER_ENCODED_LENGTH ((uint64_t)8U)

/* ADD_PUBLICATION, PublicationMessageFlyweight */
typedef struct driver_commands_add_publication
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_add_publication;
#define DRIVER_COMMANDS_ADD_PUBLICATION_BLOCK_LENGTH ((uint64_t)20U)
#define DRIVER_COMMANDS_ADD_PUBLICATION_TEMPLATE_ID ((uint16_t)1U)

/* REMOVE_PUBLICATION, RemovePublicationFlyweight; records of 24 bytes (older clients) have no flags */
typedef struct driver_commands_remove_publication
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_remove_publication;
#define DRIVER_COMMANDS_REMOVE_PUBLICATION_BLOCK_LENGTH ((uint64_t)32U)
#define DRIVER_COMMANDS_REMOVE_PUBLICATION_TEMPLATE_ID ((uint16_t)2U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_remove_publication_columns
{
    int64_t *client_id;
    int64_t *correlation_id;
    int64_t *registration_id;
    uint64_t *flags;
}
driver_commands_remove_publication_columns;

/* ADD_EXCLUSIVE_PUBLICATION, PublicationMessageFlyweight */
typedef struct driver_commands_add_exclusive_publication
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_add_exclusive_publication;
#define DRIVER_COMMANDS_ADD_EXCLUSIVE_PUBLICATION_BLOCK_LENGTH ((uint64_t)20U)
#define DRIVER_COMMANDS_ADD_EXCLUSIVE_PUBLICATION_TEMPLATE_ID ((uint16_t)3U)

/* ADD_SUBSCRIPTION, SubscriptionMessageFlyweight */
typedef struct driver_commands_add_subscription
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_add_subscription;
#define DRIVER_COMMANDS_ADD_SUBSCRIPTION_BLOCK_LENGTH ((uint64_t)28U)
#define DRIVER_COMMANDS_ADD_SUBSCRIPTION_TEMPLATE_ID ((uint16_t)4U)

/* REMOVE_SUBSCRIPTION, RemoveSubscriptionFlyweight */
typedef struct driver_commands_remove_subscription
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_remove_subscription;
#define DRIVER_COMMANDS_REMOVE_SUBSCRIPTION_BLOCK_LENGTH ((uint64_t)24U)
#define DRIVER_COMMANDS_REMOVE_SUBSCRIPTION_TEMPLATE_ID ((uint16_t)5U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_remove_subscription_columns
{
    int64_t *client_id;
    int64_t *correlation_id;
    int64_t *registration_id;
}
driver_commands_remove_subscription_columns;

/* CLIENT_KEEPALIVE, CorrelatedMessageFlyweight */
typedef struct driver_commands_client_keepalive
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_client_keepalive;
#define DRIVER_COMMANDS_CLIENT_KEEPALIVE_BLOCK_LENGTH ((uint64_t)16U)
#define DRIVER_COMMANDS_CLIENT_KEEPALIVE_TEMPLATE_ID ((uint16_t)6U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_client_keepalive_columns
{
    int64_t *client_id;
    int64_t *correlation_id;
}
driver_commands_client_keepalive_columns;

/* ADD_DESTINATION (publication side), DestinationMessageFlyweight */
typedef struct driver_commands_add_destination
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_add_destination;
#define DRIVER_COMMANDS_ADD_DESTINATION_BLOCK_LENGTH ((uint64_t)24U)
#define DRIVER_COMMANDS_ADD_DESTINATION_TEMPLATE_ID ((uint16_t)7U)

/* REMOVE_DESTINATION (publication side), DestinationMessageFlyweight */
typedef struct driver_commands_remove_destination
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_remove_destination;
#define DRIVER_COMMANDS_REMOVE_DESTINATION_BLOCK_LENGTH ((uint64_t)24U)
#define DRIVER_COMMANDS_REMOVE_DESTINATION_TEMPLATE_ID ((uint16_t)8U)

/* ADD_COUNTER, CounterMessageFlyweight; label starts at the 4-byte boundary after key */
typedef struct driver_commands_add_counter
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_add_counter;
#define DRIVER_COMMANDS_ADD_COUNTER_BLOCK_LENGTH ((uint64_t)20U)
#define DRIVER_COMMANDS_ADD_COUNTER_TEMPLATE_ID ((uint16_t)9U)

/* REMOVE_COUNTER, RemoveCounterFlyweight */
typedef struct driver_commands_remove_counter
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_remove_counter;
#define DRIVER_COMMANDS_REMOVE_COUNTER_BLOCK_LENGTH ((uint64_t)24U)
#define DRIVER_COMMANDS_REMOVE_COUNTER_TEMPLATE_ID ((uint16_t)10U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_remove_counter_columns
{
    int64_t *client_id;
    int64_t *correlation_id;
    int64_t *registration_id;
}
driver_commands_remove_counter_columns;

/* CLIENT_CLOSE, CorrelatedMessageFlyweight */
typedef struct driver_commands_client_close
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_client_close;
#define DRIVER_COMMANDS_CLIENT_CLOSE_BLOCK_LENGTH ((uint64_t)16U)
#define DRIVER_COMMANDS_CLIENT_CLOSE_TEMPLATE_ID ((uint16_t)11U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_client_close_columns
{
    int64_t *client_id;
    int64_t *correlation_id;
}
driver_commands_client_close_columns;

/* ADD_RCV_DESTINATION (subscription side), DestinationMessageFlyweight */
typedef struct driver_commands_add_rcv_destination
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_add_rcv_destination;
#define DRIVER_COMMANDS_ADD_RCV_DESTINATION_BLOCK_LENGTH ((uint64_t)24U)
#define DRIVER_COMMANDS_ADD_RCV_DESTINATION_TEMPLATE_ID ((uint16_t)12U)

/* REMOVE_RCV_DESTINATION, DestinationMessageFlyweight */
typedef struct driver_commands_remove_rcv_destination
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_remove_rcv_destination;
#define DRIVER_COMMANDS_REMOVE_RCV_DESTINATION_BLOCK_LENGTH ((uint64_t)24U)
#define DRIVER_COMMANDS_REMOVE_RCV_DESTINATION_TEMPLATE_ID ((uint16_t)13U)

/* TERMINATE_DRIVER, TerminateDriverFlyweight */
typedef struct driver_commands_terminate_driver
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_terminate_driver;
#define DRIVER_COMMANDS_TERMINATE_DRIVER_BLOCK_LENGTH ((uint64_t)16U)
#define DRIVER_COMMANDS_TERMINATE_DRIVER_TEMPLATE_ID ((uint16_t)14U)

/* ADD_STATIC_COUNTER, StaticCounterMessageFlyweight; label starts at the 4-byte boundary after key */
typedef struct driver_commands_add_static_counter
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_add_static_counter;
#define DRIVER_COMMANDS_ADD_STATIC_COUNTER_BLOCK_LENGTH ((uint64_t)28U)
#define DRIVER_COMMANDS_ADD_STATIC_COUNTER_TEMPLATE_ID ((uint16_t)15U)

/* REJECT_IMAGE, RejectImageFlyweight */
typedef struct driver_commands_reject_image
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_reject_image;
#define DRIVER_COMMANDS_REJECT_IMAGE_BLOCK_LENGTH ((uint64_t)32U)
#define DRIVER_COMMANDS_REJECT_IMAGE_TEMPLATE_ID ((uint16_t)16U)

/* REMOVE_DESTINATION_BY_ID, DestinationByIdMessageFlyweight */
typedef struct driver_commands_remove_destination_by_id
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_remove_destination_by_id;
#define DRIVER_COMMANDS_REMOVE_DESTINATION_BY_ID_BLOCK_LENGTH ((uint64_t)32U)
#define DRIVER_COMMANDS_REMOVE_DESTINATION_BY_ID_TEMPLATE_ID ((uint16_t)17U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_remove_destination_by_id_columns
{
    int64_t *client_id;
    int64_t *correlation_id;
    int64_t *resource_registration_id;
    int64_t *destination_registration_id;
}
driver_commands_remove_destination_by_id_columns;

/* GET_NEXT_AVAILABLE_SESSION_ID, GetNextAvailableSessionIdMessageFlyweight */
typedef struct driver_commands_get_next_available_session_id
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_get_next_available_session_id;
#define DRIVER_COMMANDS_GET_NEXT_AVAILABLE_SESSION_ID_BLOCK_LENGTH ((uint64_t)20U)
#define DRIVER_COMMANDS_GET_NEXT_AVAILABLE_SESSION_ID_TEMPLATE_ID ((uint16_t)18U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_get_next_available_session_id_columns
{
    int64_t *client_id;
    int64_t *correlation_id;
    int32_t *stream_id;
}
driver_commands_get_next_available_session_id_columns;

/* ON_ERROR (0x0F01), ErrorResponseFlyweight */
typedef struct driver_commands_on_error
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_error;
#define DRIVER_COMMANDS_ON_ERROR_BLOCK_LENGTH ((uint64_t)12U)
#define DRIVER_COMMANDS_ON_ERROR_TEMPLATE_ID ((uint16_t)3841U)

/* ON_AVAILABLE_IMAGE (0x0F02), ImageBuffersReadyFlyweight; sourceIdentity at the 4-byte boundary */
typedef struct driver_commands_on_available_image
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_available_image;
#define DRIVER_COMMANDS_ON_AVAILABLE_IMAGE_BLOCK_LENGTH ((uint64_t)28U)
#define DRIVER_COMMANDS_ON_AVAILABLE_IMAGE_TEMPLATE_ID ((uint16_t)3842U)

/* ON_PUBLICATION_READY (0x0F03), PublicationBuffersReadyFlyweight */
typedef struct driver_commands_on_publication_ready
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_publication_ready;
#define DRIVER_COMMANDS_ON_PUBLICATION_READY_BLOCK_LENGTH ((uint64_t)32U)
#define DRIVER_COMMANDS_ON_PUBLICATION_READY_TEMPLATE_ID ((uint16_t)3843U)

/* ON_OPERATION_SUCCESS (0x0F04), OperationSucceededFlyweight */
typedef struct driver_commands_on_operation_success
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_operation_success;
#define DRIVER_COMMANDS_ON_OPERATION_SUCCESS_BLOCK_LENGTH ((uint64_t)8U)
#define DRIVER_COMMANDS_ON_OPERATION_SUCCESS_TEMPLATE_ID ((uint16_t)3844U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_on_operation_success_columns
{
    int64_t *correlation_id;
}
driver_commands_on_operation_success_columns;

/* ON_UNAVAILABLE_IMAGE (0x0F05), ImageMessageFlyweight */
typedef struct driver_commands_on_unavailable_image
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_unavailable_image;
#define DRIVER_COMMANDS_ON_UNAVAILABLE_IMAGE_BLOCK_LENGTH ((uint64_t)20U)
#define DRIVER_COMMANDS_ON_UNAVAILABLE_IMAGE_TEMPLATE_ID ((uint16_t)3845U)

/* ON_EXCLUSIVE_PUBLICATION_READY (0x0F06), PublicationBuffersReadyFlyweight */
typedef struct driver_commands_on_exclusive_publication_ready
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_exclusive_publication_ready;
#define DRIVER_COMMANDS_ON_EXCLUSIVE_PUBLICATION_READY_BLOCK_LENGTH ((uint64_t)32U)
#define DRIVER_COMMANDS_ON_EXCLUSIVE_PUBLICATION_READY_TEMPLATE_ID ((uint16_t)3846U)

/* ON_SUBSCRIPTION_READY (0x0F07), SubscriptionReadyFlyweight */
typedef struct driver_commands_on_subscription_ready
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_subscription_ready;
#define DRIVER_COMMANDS_ON_SUBSCRIPTION_READY_BLOCK_LENGTH ((uint64_t)12U)
#define DRIVER_COMMANDS_ON_SUBSCRIPTION_READY_TEMPLATE_ID ((uint16_t)3847U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_on_subscription_ready_columns
{
    int64_t *correlation_id;
    int32_t *channel_status_counter_id;
}
driver_commands_on_subscription_ready_columns;

/* ON_COUNTER_READY (0x0F08), CounterUpdateFlyweight */
typedef struct driver_commands_on_counter_ready
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_counter_ready;
#define DRIVER_COMMANDS_ON_COUNTER_READY_BLOCK_LENGTH ((uint64_t)12U)
#define DRIVER_COMMANDS_ON_COUNTER_READY_TEMPLATE_ID ((uint16_t)3848U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_on_counter_ready_columns
{
    int64_t *correlation_id;
    int32_t *counter_id;
}
driver_commands_on_counter_ready_columns;

/* ON_UNAVAILABLE_COUNTER (0x0F09), CounterUpdateFlyweight */
typedef struct driver_commands_on_unavailable_counter
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_unavailable_counter;
#define DRIVER_COMMANDS_ON_UNAVAILABLE_COUNTER_BLOCK_LENGTH ((uint64_t)12U)
#define DRIVER_COMMANDS_ON_UNAVAILABLE_COUNTER_TEMPLATE_ID ((uint16_t)3849U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_on_unavailable_counter_columns
{
    int64_t *correlation_id;
    int32_t *counter_id;
}
driver_commands_on_unavailable_counter_columns;

/* ON_CLIENT_TIMEOUT (0x0F0A), ClientTimeoutFlyweight */
typedef struct driver_commands_on_client_timeout
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_client_timeout;
#define DRIVER_COMMANDS_ON_CLIENT_TIMEOUT_BLOCK_LENGTH ((uint64_t)8U)
#define DRIVER_COMMANDS_ON_CLIENT_TIMEOUT_TEMPLATE_ID ((uint16_t)3850U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_on_client_timeout_columns
{
    int64_t *client_id;
}
driver_commands_on_client_timeout_columns;

/* ON_STATIC_COUNTER (0x0F0B), StaticCounterFlyweight */
typedef struct driver_commands_on_static_counter
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_static_counter;
#define DRIVER_COMMANDS_ON_STATIC_COUNTER_BLOCK_LENGTH ((uint64_t)12U)
#define DRIVER_COMMANDS_ON_STATIC_COUNTER_TEMPLATE_ID ((uint16_t)3851U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_on_static_counter_columns
{
    int64_t *correlation_id;
    int32_t *counter_id;
}
driver_commands_on_static_counter_columns;

/* ON_PUBLICATION_ERROR (0x0F0C), PublicationErrorFrameFlyweight */
typedef struct driver_commands_on_publication_error
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_publication_error;
#define DRIVER_COMMANDS_ON_PUBLICATION_ERROR_BLOCK_LENGTH ((uint64_t)64U)
#define DRIVER_COMMANDS_ON_PUBLICATION_ERROR_TEMPLATE_ID ((uint16_t)3852U)
#define DRIVER_COMMANDS_ON_PUBLICATION_ERROR_SOURCE_ADDRESS_LENGTH ((uint64_t)16U)

/* ON_NEXT_AVAILABLE_SESSION_ID (0x0F0D), NextAvailableSessionIdFlyweight */
typedef struct driver_commands_on_next_available_session_id
{
    uint8_t *buffer;
    uint64_t buffer_length;
    uint64_t offset;
    uint64_t acting_block_length;
    uint64_t acting_version;
    uint64_t limit;
}
driver_commands_on_next_available_session_id;
#define DRIVER_COMMANDS_ON_NEXT_AVAILABLE_SESSION_ID_BLOCK_LENGTH ((uint64_t)12U)
#define DRIVER_COMMANDS_ON_NEXT_AVAILABLE_SESSION_ID_TEMPLATE_ID ((uint16_t)3853U)

/* One array per primitive leaf, each with room for `count` values (char arrays: count * length bytes). */
typedef struct driver_commands_on_next_available_session_id_columns
{
    int64_t *correlation_id;
    int32_t *next_session_id;
}
driver_commands_on_next_available_session_id_columns;





/* ---- accessors -------------------------------------------------------------------------------------- */
/* ==== composite driver_commands_message_header ==== */
static inline int driver_commands_message_header_wrap_for_encode(driver_commands_message_header *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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

static inline int driver_commands_message_header_wrap_for_decode(driver_commands_message_header *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_version, uint64_t buffer_length)
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

static inline uint16_t driver_commands_message_header_block_length(const driver_commands_message_header *fw)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return ((uint16_t)65535ULL);
    }
    return driver_commands_load_uint16_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_message_header_set_block_length(driver_commands_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 2U || fw->buffer == NULL || fw->buffer_length < 2U || fw->offset > fw->buffer_length - 2U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline uint16_t driver_commands_message_header_template_id(const driver_commands_message_header *fw)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return ((uint16_t)65535ULL);
    }
    return driver_commands_load_uint16_le(fw->buffer + fw->offset + 2U);
}

static inline int driver_commands_message_header_set_template_id(driver_commands_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 4U || fw->buffer == NULL || fw->buffer_length < 4U || fw->offset > fw->buffer_length - 4U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(fw->buffer + fw->offset + 2U, value);
    return 0;
}

static inline uint16_t driver_commands_message_header_schema_id(const driver_commands_message_header *fw)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return ((uint16_t)65535ULL);
    }
    return driver_commands_load_uint16_le(fw->buffer + fw->offset + 4U);
}

static inline int driver_commands_message_header_set_schema_id(driver_commands_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 6U || fw->buffer == NULL || fw->buffer_length < 6U || fw->offset > fw->buffer_length - 6U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(fw->buffer + fw->offset + 4U, value);
    return 0;
}

static inline uint16_t driver_commands_message_header_version(const driver_commands_message_header *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return ((uint16_t)65535ULL);
    }
    return driver_commands_load_uint16_le(fw->buffer + fw->offset + 6U);
}

static inline int driver_commands_message_header_set_version(driver_commands_message_header *fw, uint16_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(fw->buffer + fw->offset + 6U, value);
    return 0;
}

/* ==== message driver_commands_add_publication ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_add_publication_wrap_for_encode(driver_commands_add_publication *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_add_publication_wrap_and_apply_header(driver_commands_add_publication *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U ||
        offset > buffer_length - 28U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 20U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 1U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_add_publication_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_add_publication_wrap_for_decode(driver_commands_add_publication *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_add_publication_encoded_length(const driver_commands_add_publication *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_add_publication_client_id(const driver_commands_add_publication *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_add_publication_set_client_id(driver_commands_add_publication *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_add_publication_correlation_id(const driver_commands_add_publication *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_add_publication_set_correlation_id(driver_commands_add_publication *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t driver_commands_add_publication_stream_id(const driver_commands_add_publication *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_add_publication_set_stream_id(driver_commands_add_publication *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_add_publication_channel_length(const driver_commands_add_publication *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_add_publication_get_channel(driver_commands_add_publication *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_add_publication_skip_channel(driver_commands_add_publication *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_add_publication_put_channel(driver_commands_add_publication *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_remove_publication ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_remove_publication_wrap_for_encode(driver_commands_remove_publication *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_remove_publication_wrap_and_apply_header(driver_commands_remove_publication *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 32U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 2U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_remove_publication_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_remove_publication_wrap_for_decode(driver_commands_remove_publication *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_remove_publication_encoded_length(const driver_commands_remove_publication *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_remove_publication_client_id(const driver_commands_remove_publication *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_remove_publication_set_client_id(driver_commands_remove_publication *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_remove_publication_correlation_id(const driver_commands_remove_publication *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_remove_publication_set_correlation_id(driver_commands_remove_publication *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t driver_commands_remove_publication_registration_id(const driver_commands_remove_publication *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_remove_publication_set_registration_id(driver_commands_remove_publication *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline uint64_t driver_commands_remove_publication_flags(const driver_commands_remove_publication *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((uint64_t)0ULL);
    }
    return driver_commands_load_uint64_le(fw->buffer + fw->offset + 24U);
}

static inline int driver_commands_remove_publication_set_flags(driver_commands_remove_publication *fw, uint64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    driver_commands_store_uint64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_remove_publication_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_remove_publication_columns *columns)
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
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->registration_id != NULL)
    {
        int64_t *out = columns->registration_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->flags != NULL)
    {
        uint64_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_uint64_le(buffer + offsets[i] + 24U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_remove_publication_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_remove_publication_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 2U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? driver_commands_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->registration_id != NULL)
    {
        int64_t *out = columns->registration_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? driver_commands_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->flags != NULL)
    {
        uint64_t *out = columns->flags;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? driver_commands_load_uint64_le(body + 24U) : ((uint64_t)0ULL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_add_exclusive_publication ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_add_exclusive_publication_wrap_for_encode(driver_commands_add_exclusive_publication *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_add_exclusive_publication_wrap_and_apply_header(driver_commands_add_exclusive_publication *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U ||
        offset > buffer_length - 28U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 20U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_add_exclusive_publication_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_add_exclusive_publication_wrap_for_decode(driver_commands_add_exclusive_publication *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_add_exclusive_publication_encoded_length(const driver_commands_add_exclusive_publication *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_add_exclusive_publication_client_id(const driver_commands_add_exclusive_publication *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_add_exclusive_publication_set_client_id(driver_commands_add_exclusive_publication *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_add_exclusive_publication_correlation_id(const driver_commands_add_exclusive_publication *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_add_exclusive_publication_set_correlation_id(driver_commands_add_exclusive_publication *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t driver_commands_add_exclusive_publication_stream_id(const driver_commands_add_exclusive_publication *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_add_exclusive_publication_set_stream_id(driver_commands_add_exclusive_publication *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_add_exclusive_publication_channel_length(const driver_commands_add_exclusive_publication *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_add_exclusive_publication_get_channel(driver_commands_add_exclusive_publication *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_add_exclusive_publication_skip_channel(driver_commands_add_exclusive_publication *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_add_exclusive_publication_put_channel(driver_commands_add_exclusive_publication *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_add_subscription ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_add_subscription_wrap_for_encode(driver_commands_add_subscription *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_add_subscription_wrap_and_apply_header(driver_commands_add_subscription *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U ||
        offset > buffer_length - 36U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 28U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 4U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_add_subscription_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_add_subscription_wrap_for_decode(driver_commands_add_subscription *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_add_subscription_encoded_length(const driver_commands_add_subscription *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_add_subscription_client_id(const driver_commands_add_subscription *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_add_subscription_set_client_id(driver_commands_add_subscription *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_add_subscription_correlation_id(const driver_commands_add_subscription *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_add_subscription_set_correlation_id(driver_commands_add_subscription *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* registration_correlation_id: Unused, -1 */
static inline int64_t driver_commands_add_subscription_registration_correlation_id(const driver_commands_add_subscription *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_add_subscription_set_registration_correlation_id(driver_commands_add_subscription *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t driver_commands_add_subscription_stream_id(const driver_commands_add_subscription *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int driver_commands_add_subscription_set_stream_id(driver_commands_add_subscription *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_add_subscription_channel_length(const driver_commands_add_subscription *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_add_subscription_get_channel(driver_commands_add_subscription *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_add_subscription_skip_channel(driver_commands_add_subscription *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_add_subscription_put_channel(driver_commands_add_subscription *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_remove_subscription ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_remove_subscription_wrap_for_encode(driver_commands_remove_subscription *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 0U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_remove_subscription_wrap_and_apply_header(driver_commands_remove_subscription *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 24U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 5U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_remove_subscription_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_remove_subscription_wrap_for_decode(driver_commands_remove_subscription *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_remove_subscription_encoded_length(const driver_commands_remove_subscription *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_remove_subscription_client_id(const driver_commands_remove_subscription *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_remove_subscription_set_client_id(driver_commands_remove_subscription *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_remove_subscription_correlation_id(const driver_commands_remove_subscription *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_remove_subscription_set_correlation_id(driver_commands_remove_subscription *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t driver_commands_remove_subscription_registration_id(const driver_commands_remove_subscription *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_remove_subscription_set_registration_id(driver_commands_remove_subscription *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_remove_subscription_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_remove_subscription_columns *columns)
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
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->registration_id != NULL)
    {
        int64_t *out = columns->registration_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_remove_subscription_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_remove_subscription_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 5U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? driver_commands_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->registration_id != NULL)
    {
        int64_t *out = columns->registration_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? driver_commands_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_client_keepalive ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_client_keepalive_wrap_for_encode(driver_commands_client_keepalive *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 0U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_client_keepalive_wrap_and_apply_header(driver_commands_client_keepalive *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 16U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 6U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_client_keepalive_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_client_keepalive_wrap_for_decode(driver_commands_client_keepalive *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_client_keepalive_encoded_length(const driver_commands_client_keepalive *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_client_keepalive_client_id(const driver_commands_client_keepalive *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_client_keepalive_set_client_id(driver_commands_client_keepalive *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_client_keepalive_correlation_id(const driver_commands_client_keepalive *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_client_keepalive_set_correlation_id(driver_commands_client_keepalive *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_client_keepalive_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_client_keepalive_columns *columns)
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
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_client_keepalive_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_client_keepalive_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 6U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? driver_commands_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_add_destination ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_add_destination_wrap_for_encode(driver_commands_add_destination *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 0U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_add_destination_wrap_and_apply_header(driver_commands_add_destination *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 24U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 7U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_add_destination_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_add_destination_wrap_for_decode(driver_commands_add_destination *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_add_destination_encoded_length(const driver_commands_add_destination *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_add_destination_client_id(const driver_commands_add_destination *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_add_destination_set_client_id(driver_commands_add_destination *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_add_destination_correlation_id(const driver_commands_add_destination *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_add_destination_set_correlation_id(driver_commands_add_destination *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* registration_correlation_id: Publication's registration id */
static inline int64_t driver_commands_add_destination_registration_correlation_id(const driver_commands_add_destination *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_add_destination_set_registration_correlation_id(driver_commands_add_destination *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_add_destination_channel_length(const driver_commands_add_destination *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_add_destination_get_channel(driver_commands_add_destination *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_add_destination_skip_channel(driver_commands_add_destination *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_add_destination_put_channel(driver_commands_add_destination *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_remove_destination ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_remove_destination_wrap_for_encode(driver_commands_remove_destination *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 0U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_remove_destination_wrap_and_apply_header(driver_commands_remove_destination *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 24U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 8U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_remove_destination_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_remove_destination_wrap_for_decode(driver_commands_remove_destination *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_remove_destination_encoded_length(const driver_commands_remove_destination *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_remove_destination_client_id(const driver_commands_remove_destination *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_remove_destination_set_client_id(driver_commands_remove_destination *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_remove_destination_correlation_id(const driver_commands_remove_destination *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_remove_destination_set_correlation_id(driver_commands_remove_destination *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t driver_commands_remove_destination_registration_correlation_id(const driver_commands_remove_destination *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_remove_destination_set_registration_correlation_id(driver_commands_remove_destination *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_remove_destination_channel_length(const driver_commands_remove_destination *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_remove_destination_get_channel(driver_commands_remove_destination *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_remove_destination_skip_channel(driver_commands_remove_destination *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_remove_destination_put_channel(driver_commands_remove_destination *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_add_counter ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_add_counter_wrap_for_encode(driver_commands_add_counter *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_add_counter_wrap_and_apply_header(driver_commands_add_counter *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U ||
        offset > buffer_length - 28U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 20U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 9U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_add_counter_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_add_counter_wrap_for_decode(driver_commands_add_counter *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_add_counter_encoded_length(const driver_commands_add_counter *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_add_counter_client_id(const driver_commands_add_counter *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_add_counter_set_client_id(driver_commands_add_counter *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_add_counter_correlation_id(const driver_commands_add_counter *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_add_counter_set_correlation_id(driver_commands_add_counter *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t driver_commands_add_counter_type_id(const driver_commands_add_counter *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_add_counter_set_type_id(driver_commands_add_counter *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of key at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_add_counter_key_length(const driver_commands_add_counter *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies key into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_add_counter_get_key(driver_commands_add_counter *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_add_counter_skip_key(driver_commands_add_counter *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_add_counter_put_key(driver_commands_add_counter *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of label at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_add_counter_label_length(const driver_commands_add_counter *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies label into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_add_counter_get_label(driver_commands_add_counter *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_add_counter_skip_label(driver_commands_add_counter *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_add_counter_put_label(driver_commands_add_counter *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_remove_counter ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_remove_counter_wrap_for_encode(driver_commands_remove_counter *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 0U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_remove_counter_wrap_and_apply_header(driver_commands_remove_counter *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 24U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 10U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_remove_counter_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_remove_counter_wrap_for_decode(driver_commands_remove_counter *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_remove_counter_encoded_length(const driver_commands_remove_counter *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_remove_counter_client_id(const driver_commands_remove_counter *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_remove_counter_set_client_id(driver_commands_remove_counter *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_remove_counter_correlation_id(const driver_commands_remove_counter *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_remove_counter_set_correlation_id(driver_commands_remove_counter *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t driver_commands_remove_counter_registration_id(const driver_commands_remove_counter *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_remove_counter_set_registration_id(driver_commands_remove_counter *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_remove_counter_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_remove_counter_columns *columns)
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
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->registration_id != NULL)
    {
        int64_t *out = columns->registration_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_remove_counter_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_remove_counter_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 10U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? driver_commands_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->registration_id != NULL)
    {
        int64_t *out = columns->registration_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? driver_commands_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_client_close ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_client_close_wrap_for_encode(driver_commands_client_close *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 0U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_client_close_wrap_and_apply_header(driver_commands_client_close *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 16U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 11U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_client_close_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_client_close_wrap_for_decode(driver_commands_client_close *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_client_close_encoded_length(const driver_commands_client_close *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_client_close_client_id(const driver_commands_client_close *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_client_close_set_client_id(driver_commands_client_close *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_client_close_correlation_id(const driver_commands_client_close *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_client_close_set_correlation_id(driver_commands_client_close *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_client_close_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_client_close_columns *columns)
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
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_client_close_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_client_close_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 11U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? driver_commands_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_add_rcv_destination ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_add_rcv_destination_wrap_for_encode(driver_commands_add_rcv_destination *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 0U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_add_rcv_destination_wrap_and_apply_header(driver_commands_add_rcv_destination *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 24U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 12U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_add_rcv_destination_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_add_rcv_destination_wrap_for_decode(driver_commands_add_rcv_destination *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_add_rcv_destination_encoded_length(const driver_commands_add_rcv_destination *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_add_rcv_destination_client_id(const driver_commands_add_rcv_destination *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_add_rcv_destination_set_client_id(driver_commands_add_rcv_destination *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_add_rcv_destination_correlation_id(const driver_commands_add_rcv_destination *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_add_rcv_destination_set_correlation_id(driver_commands_add_rcv_destination *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* registration_correlation_id: Subscription's registration id */
static inline int64_t driver_commands_add_rcv_destination_registration_correlation_id(const driver_commands_add_rcv_destination *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_add_rcv_destination_set_registration_correlation_id(driver_commands_add_rcv_destination *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_add_rcv_destination_channel_length(const driver_commands_add_rcv_destination *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_add_rcv_destination_get_channel(driver_commands_add_rcv_destination *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_add_rcv_destination_skip_channel(driver_commands_add_rcv_destination *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_add_rcv_destination_put_channel(driver_commands_add_rcv_destination *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_remove_rcv_destination ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_remove_rcv_destination_wrap_for_encode(driver_commands_remove_rcv_destination *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U || offset > buffer_length - 24U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 24U;
    fw->acting_version = 0U;
    fw->limit = offset + 24U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_remove_rcv_destination_wrap_and_apply_header(driver_commands_remove_rcv_destination *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 32U ||
        offset > buffer_length - 32U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 24U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 13U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_remove_rcv_destination_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_remove_rcv_destination_wrap_for_decode(driver_commands_remove_rcv_destination *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_remove_rcv_destination_encoded_length(const driver_commands_remove_rcv_destination *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_remove_rcv_destination_client_id(const driver_commands_remove_rcv_destination *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_remove_rcv_destination_set_client_id(driver_commands_remove_rcv_destination *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_remove_rcv_destination_correlation_id(const driver_commands_remove_rcv_destination *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_remove_rcv_destination_set_correlation_id(driver_commands_remove_rcv_destination *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t driver_commands_remove_rcv_destination_registration_correlation_id(const driver_commands_remove_rcv_destination *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_remove_rcv_destination_set_registration_correlation_id(driver_commands_remove_rcv_destination *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_remove_rcv_destination_channel_length(const driver_commands_remove_rcv_destination *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_remove_rcv_destination_get_channel(driver_commands_remove_rcv_destination *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_remove_rcv_destination_skip_channel(driver_commands_remove_rcv_destination *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_remove_rcv_destination_put_channel(driver_commands_remove_rcv_destination *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_terminate_driver ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_terminate_driver_wrap_for_encode(driver_commands_terminate_driver *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U || offset > buffer_length - 16U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 16U;
    fw->acting_version = 0U;
    fw->limit = offset + 16U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_terminate_driver_wrap_and_apply_header(driver_commands_terminate_driver *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 24U ||
        offset > buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 16U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 14U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_terminate_driver_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_terminate_driver_wrap_for_decode(driver_commands_terminate_driver *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_terminate_driver_encoded_length(const driver_commands_terminate_driver *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_terminate_driver_client_id(const driver_commands_terminate_driver *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_terminate_driver_set_client_id(driver_commands_terminate_driver *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_terminate_driver_correlation_id(const driver_commands_terminate_driver *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_terminate_driver_set_correlation_id(driver_commands_terminate_driver *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* token: Checked by the driver's termination validator */
/* Length of token at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_terminate_driver_token_length(const driver_commands_terminate_driver *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies token into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_terminate_driver_get_token(driver_commands_terminate_driver *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_terminate_driver_skip_token(driver_commands_terminate_driver *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_terminate_driver_put_token(driver_commands_terminate_driver *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_add_static_counter ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_add_static_counter_wrap_for_encode(driver_commands_add_static_counter *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_add_static_counter_wrap_and_apply_header(driver_commands_add_static_counter *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U ||
        offset > buffer_length - 36U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 28U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 15U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_add_static_counter_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_add_static_counter_wrap_for_decode(driver_commands_add_static_counter *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_add_static_counter_encoded_length(const driver_commands_add_static_counter *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_add_static_counter_client_id(const driver_commands_add_static_counter *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_add_static_counter_set_client_id(driver_commands_add_static_counter *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_add_static_counter_correlation_id(const driver_commands_add_static_counter *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_add_static_counter_set_correlation_id(driver_commands_add_static_counter *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t driver_commands_add_static_counter_registration_id(const driver_commands_add_static_counter *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_add_static_counter_set_registration_id(driver_commands_add_static_counter *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t driver_commands_add_static_counter_type_id(const driver_commands_add_static_counter *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int driver_commands_add_static_counter_set_type_id(driver_commands_add_static_counter *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Length of key at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_add_static_counter_key_length(const driver_commands_add_static_counter *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies key into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_add_static_counter_get_key(driver_commands_add_static_counter *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_add_static_counter_skip_key(driver_commands_add_static_counter *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_add_static_counter_put_key(driver_commands_add_static_counter *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of label at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_add_static_counter_label_length(const driver_commands_add_static_counter *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies label into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_add_static_counter_get_label(driver_commands_add_static_counter *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_add_static_counter_skip_label(driver_commands_add_static_counter *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_add_static_counter_put_label(driver_commands_add_static_counter *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_reject_image ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_reject_image_wrap_for_encode(driver_commands_reject_image *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_reject_image_wrap_and_apply_header(driver_commands_reject_image *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 32U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 16U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_reject_image_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_reject_image_wrap_for_decode(driver_commands_reject_image *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_reject_image_encoded_length(const driver_commands_reject_image *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_reject_image_client_id(const driver_commands_reject_image *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_reject_image_set_client_id(driver_commands_reject_image *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_reject_image_correlation_id(const driver_commands_reject_image *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_reject_image_set_correlation_id(driver_commands_reject_image *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t driver_commands_reject_image_image_correlation_id(const driver_commands_reject_image *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_reject_image_set_image_correlation_id(driver_commands_reject_image *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t driver_commands_reject_image_position(const driver_commands_reject_image *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int driver_commands_reject_image_set_position(driver_commands_reject_image *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Length of reason at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_reject_image_reason_length(const driver_commands_reject_image *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies reason into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_reject_image_get_reason(driver_commands_reject_image *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_reject_image_skip_reason(driver_commands_reject_image *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_reject_image_put_reason(driver_commands_reject_image *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_remove_destination_by_id ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_remove_destination_by_id_wrap_for_encode(driver_commands_remove_destination_by_id *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_remove_destination_by_id_wrap_and_apply_header(driver_commands_remove_destination_by_id *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 32U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 17U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_remove_destination_by_id_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_remove_destination_by_id_wrap_for_decode(driver_commands_remove_destination_by_id *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_remove_destination_by_id_encoded_length(const driver_commands_remove_destination_by_id *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_remove_destination_by_id_client_id(const driver_commands_remove_destination_by_id *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_remove_destination_by_id_set_client_id(driver_commands_remove_destination_by_id *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_remove_destination_by_id_correlation_id(const driver_commands_remove_destination_by_id *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_remove_destination_by_id_set_correlation_id(driver_commands_remove_destination_by_id *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int64_t driver_commands_remove_destination_by_id_resource_registration_id(const driver_commands_remove_destination_by_id *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_remove_destination_by_id_set_resource_registration_id(driver_commands_remove_destination_by_id *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int64_t driver_commands_remove_destination_by_id_destination_registration_id(const driver_commands_remove_destination_by_id *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int driver_commands_remove_destination_by_id_set_destination_registration_id(driver_commands_remove_destination_by_id *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_remove_destination_by_id_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_remove_destination_by_id_columns *columns)
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
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->resource_registration_id != NULL)
    {
        int64_t *out = columns->resource_registration_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 16U);
        }
    }
    if (columns->destination_registration_id != NULL)
    {
        int64_t *out = columns->destination_registration_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 24U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_remove_destination_by_id_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_remove_destination_by_id_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 17U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? driver_commands_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->resource_registration_id != NULL)
    {
        int64_t *out = columns->resource_registration_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 24U;
            out[i] = present ? driver_commands_load_int64_le(body + 16U) : INT64_MIN;
        }
    }
    if (columns->destination_registration_id != NULL)
    {
        int64_t *out = columns->destination_registration_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 32U;
            out[i] = present ? driver_commands_load_int64_le(body + 24U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_get_next_available_session_id ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_get_next_available_session_id_wrap_for_encode(driver_commands_get_next_available_session_id *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_get_next_available_session_id_wrap_and_apply_header(driver_commands_get_next_available_session_id *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U ||
        offset > buffer_length - 28U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 20U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 18U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_get_next_available_session_id_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_get_next_available_session_id_wrap_for_decode(driver_commands_get_next_available_session_id *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_get_next_available_session_id_encoded_length(const driver_commands_get_next_available_session_id *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_get_next_available_session_id_client_id(const driver_commands_get_next_available_session_id *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_get_next_available_session_id_set_client_id(driver_commands_get_next_available_session_id *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_get_next_available_session_id_correlation_id(const driver_commands_get_next_available_session_id *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_get_next_available_session_id_set_correlation_id(driver_commands_get_next_available_session_id *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t driver_commands_get_next_available_session_id_stream_id(const driver_commands_get_next_available_session_id *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_get_next_available_session_id_set_stream_id(driver_commands_get_next_available_session_id *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_get_next_available_session_id_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_get_next_available_session_id_columns *columns)
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
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 8U);
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int32_le(buffer + offsets[i] + 16U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_get_next_available_session_id_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_get_next_available_session_id_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 18U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->correlation_id != NULL)
    {
        int64_t *out = columns->correlation_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 16U;
            out[i] = present ? driver_commands_load_int64_le(body + 8U) : INT64_MIN;
        }
    }
    if (columns->stream_id != NULL)
    {
        int32_t *out = columns->stream_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 20U;
            out[i] = present ? driver_commands_load_int32_le(body + 16U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_on_error ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_error_wrap_for_encode(driver_commands_on_error *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 0U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_on_error_wrap_and_apply_header(driver_commands_on_error *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 12U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3841U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_error_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_error_wrap_for_decode(driver_commands_on_error *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_error_encoded_length(const driver_commands_on_error *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_error_offending_command_correlation_id(const driver_commands_on_error *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_error_set_offending_command_correlation_id(driver_commands_on_error *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t driver_commands_on_error_error_code(const driver_commands_on_error *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_on_error_set_error_code(driver_commands_on_error *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Length of error_message at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_on_error_error_message_length(const driver_commands_on_error *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies error_message into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_on_error_get_error_message(driver_commands_on_error *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_on_error_skip_error_message(driver_commands_on_error *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_on_error_put_error_message(driver_commands_on_error *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_on_available_image ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_available_image_wrap_for_encode(driver_commands_on_available_image *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_on_available_image_wrap_and_apply_header(driver_commands_on_available_image *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 36U ||
        offset > buffer_length - 36U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 28U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3842U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_available_image_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_available_image_wrap_for_decode(driver_commands_on_available_image *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_available_image_encoded_length(const driver_commands_on_available_image *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_available_image_correlation_id(const driver_commands_on_available_image *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_available_image_set_correlation_id(driver_commands_on_available_image *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t driver_commands_on_available_image_session_id(const driver_commands_on_available_image *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_on_available_image_set_session_id(driver_commands_on_available_image *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t driver_commands_on_available_image_stream_id(const driver_commands_on_available_image *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 12U);
}

static inline int driver_commands_on_available_image_set_stream_id(driver_commands_on_available_image *fw, int32_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 12U, value);
    return 0;
}

static inline int64_t driver_commands_on_available_image_subscription_registration_id(const driver_commands_on_available_image *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_on_available_image_set_subscription_registration_id(driver_commands_on_available_image *fw, int64_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t driver_commands_on_available_image_subscriber_position_id(const driver_commands_on_available_image *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int driver_commands_on_available_image_set_subscriber_position_id(driver_commands_on_available_image *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

/* Length of log_file_name at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_on_available_image_log_file_name_length(const driver_commands_on_available_image *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies log_file_name into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_on_available_image_get_log_file_name(driver_commands_on_available_image *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_on_available_image_skip_log_file_name(driver_commands_on_available_image *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_on_available_image_put_log_file_name(driver_commands_on_available_image *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Length of source_identity at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_on_available_image_source_identity_length(const driver_commands_on_available_image *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies source_identity into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_on_available_image_get_source_identity(driver_commands_on_available_image *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_on_available_image_skip_source_identity(driver_commands_on_available_image *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_on_available_image_put_source_identity(driver_commands_on_available_image *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_on_publication_ready ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_publication_ready_wrap_for_encode(driver_commands_on_publication_ready *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_on_publication_ready_wrap_and_apply_header(driver_commands_on_publication_ready *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 32U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3843U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_publication_ready_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_publication_ready_wrap_for_decode(driver_commands_on_publication_ready *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_publication_ready_encoded_length(const driver_commands_on_publication_ready *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_publication_ready_correlation_id(const driver_commands_on_publication_ready *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_publication_ready_set_correlation_id(driver_commands_on_publication_ready *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_on_publication_ready_registration_id(const driver_commands_on_publication_ready *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_on_publication_ready_set_registration_id(driver_commands_on_publication_ready *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t driver_commands_on_publication_ready_session_id(const driver_commands_on_publication_ready *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_on_publication_ready_set_session_id(driver_commands_on_publication_ready *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t driver_commands_on_publication_ready_stream_id(const driver_commands_on_publication_ready *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int driver_commands_on_publication_ready_set_stream_id(driver_commands_on_publication_ready *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int32_t driver_commands_on_publication_ready_publication_limit_counter_id(const driver_commands_on_publication_ready *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int driver_commands_on_publication_ready_set_publication_limit_counter_id(driver_commands_on_publication_ready *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t driver_commands_on_publication_ready_channel_status_counter_id(const driver_commands_on_publication_ready *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int driver_commands_on_publication_ready_set_channel_status_counter_id(driver_commands_on_publication_ready *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

/* Length of log_file_name at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_on_publication_ready_log_file_name_length(const driver_commands_on_publication_ready *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies log_file_name into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_on_publication_ready_get_log_file_name(driver_commands_on_publication_ready *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_on_publication_ready_skip_log_file_name(driver_commands_on_publication_ready *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_on_publication_ready_put_log_file_name(driver_commands_on_publication_ready *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_on_operation_success ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_operation_success_wrap_for_encode(driver_commands_on_operation_success *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_on_operation_success_wrap_and_apply_header(driver_commands_on_operation_success *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 8U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3844U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_operation_success_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_operation_success_wrap_for_decode(driver_commands_on_operation_success *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_operation_success_encoded_length(const driver_commands_on_operation_success *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_operation_success_correlation_id(const driver_commands_on_operation_success *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_operation_success_set_correlation_id(driver_commands_on_operation_success *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_on_operation_success_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_operation_success_columns *columns)
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
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_on_operation_success_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_operation_success_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 3844U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
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
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_on_unavailable_image ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_unavailable_image_wrap_for_encode(driver_commands_on_unavailable_image *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_on_unavailable_image_wrap_and_apply_header(driver_commands_on_unavailable_image *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 28U ||
        offset > buffer_length - 28U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 20U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3845U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_unavailable_image_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_unavailable_image_wrap_for_decode(driver_commands_on_unavailable_image *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_unavailable_image_encoded_length(const driver_commands_on_unavailable_image *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_unavailable_image_correlation_id(const driver_commands_on_unavailable_image *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_unavailable_image_set_correlation_id(driver_commands_on_unavailable_image *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_on_unavailable_image_subscription_registration_id(const driver_commands_on_unavailable_image *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_on_unavailable_image_set_subscription_registration_id(driver_commands_on_unavailable_image *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t driver_commands_on_unavailable_image_stream_id(const driver_commands_on_unavailable_image *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_on_unavailable_image_set_stream_id(driver_commands_on_unavailable_image *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

/* Length of channel at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_on_unavailable_image_channel_length(const driver_commands_on_unavailable_image *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies channel into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_on_unavailable_image_get_channel(driver_commands_on_unavailable_image *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_on_unavailable_image_skip_channel(driver_commands_on_unavailable_image *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_on_unavailable_image_put_channel(driver_commands_on_unavailable_image *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_on_exclusive_publication_ready ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_exclusive_publication_ready_wrap_for_encode(driver_commands_on_exclusive_publication_ready *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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
static inline int driver_commands_on_exclusive_publication_ready_wrap_and_apply_header(driver_commands_on_exclusive_publication_ready *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 40U ||
        offset > buffer_length - 40U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 32U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3846U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_exclusive_publication_ready_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_exclusive_publication_ready_wrap_for_decode(driver_commands_on_exclusive_publication_ready *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_exclusive_publication_ready_encoded_length(const driver_commands_on_exclusive_publication_ready *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_exclusive_publication_ready_correlation_id(const driver_commands_on_exclusive_publication_ready *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_exclusive_publication_ready_set_correlation_id(driver_commands_on_exclusive_publication_ready *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_on_exclusive_publication_ready_registration_id(const driver_commands_on_exclusive_publication_ready *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_on_exclusive_publication_ready_set_registration_id(driver_commands_on_exclusive_publication_ready *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t driver_commands_on_exclusive_publication_ready_session_id(const driver_commands_on_exclusive_publication_ready *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_on_exclusive_publication_ready_set_session_id(driver_commands_on_exclusive_publication_ready *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t driver_commands_on_exclusive_publication_ready_stream_id(const driver_commands_on_exclusive_publication_ready *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int driver_commands_on_exclusive_publication_ready_set_stream_id(driver_commands_on_exclusive_publication_ready *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int32_t driver_commands_on_exclusive_publication_ready_publication_limit_counter_id(const driver_commands_on_exclusive_publication_ready *fw)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 24U);
}

static inline int driver_commands_on_exclusive_publication_ready_set_publication_limit_counter_id(driver_commands_on_exclusive_publication_ready *fw, int32_t value)
{
    if (fw->acting_block_length < 28U || fw->buffer == NULL || fw->buffer_length < 28U || fw->offset > fw->buffer_length - 28U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int32_t driver_commands_on_exclusive_publication_ready_channel_status_counter_id(const driver_commands_on_exclusive_publication_ready *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 28U);
}

static inline int driver_commands_on_exclusive_publication_ready_set_channel_status_counter_id(driver_commands_on_exclusive_publication_ready *fw, int32_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 28U, value);
    return 0;
}

/* Length of log_file_name at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_on_exclusive_publication_ready_log_file_name_length(const driver_commands_on_exclusive_publication_ready *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies log_file_name into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_on_exclusive_publication_ready_get_log_file_name(driver_commands_on_exclusive_publication_ready *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_on_exclusive_publication_ready_skip_log_file_name(driver_commands_on_exclusive_publication_ready *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_on_exclusive_publication_ready_put_log_file_name(driver_commands_on_exclusive_publication_ready *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_on_subscription_ready ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_subscription_ready_wrap_for_encode(driver_commands_on_subscription_ready *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 0U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_on_subscription_ready_wrap_and_apply_header(driver_commands_on_subscription_ready *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 12U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3847U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_subscription_ready_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_subscription_ready_wrap_for_decode(driver_commands_on_subscription_ready *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_subscription_ready_encoded_length(const driver_commands_on_subscription_ready *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_subscription_ready_correlation_id(const driver_commands_on_subscription_ready *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_subscription_ready_set_correlation_id(driver_commands_on_subscription_ready *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t driver_commands_on_subscription_ready_channel_status_counter_id(const driver_commands_on_subscription_ready *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_on_subscription_ready_set_channel_status_counter_id(driver_commands_on_subscription_ready *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_on_subscription_ready_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_subscription_ready_columns *columns)
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
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->channel_status_counter_id != NULL)
    {
        int32_t *out = columns->channel_status_counter_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_on_subscription_ready_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_subscription_ready_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 3847U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
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
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->channel_status_counter_id != NULL)
    {
        int32_t *out = columns->channel_status_counter_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? driver_commands_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_on_counter_ready ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_counter_ready_wrap_for_encode(driver_commands_on_counter_ready *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 0U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_on_counter_ready_wrap_and_apply_header(driver_commands_on_counter_ready *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 12U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3848U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_counter_ready_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_counter_ready_wrap_for_decode(driver_commands_on_counter_ready *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_counter_ready_encoded_length(const driver_commands_on_counter_ready *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_counter_ready_correlation_id(const driver_commands_on_counter_ready *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_counter_ready_set_correlation_id(driver_commands_on_counter_ready *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t driver_commands_on_counter_ready_counter_id(const driver_commands_on_counter_ready *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_on_counter_ready_set_counter_id(driver_commands_on_counter_ready *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_on_counter_ready_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_counter_ready_columns *columns)
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
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->counter_id != NULL)
    {
        int32_t *out = columns->counter_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_on_counter_ready_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_counter_ready_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 3848U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
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
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->counter_id != NULL)
    {
        int32_t *out = columns->counter_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? driver_commands_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_on_unavailable_counter ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_unavailable_counter_wrap_for_encode(driver_commands_on_unavailable_counter *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 0U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_on_unavailable_counter_wrap_and_apply_header(driver_commands_on_unavailable_counter *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 12U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3849U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_unavailable_counter_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_unavailable_counter_wrap_for_decode(driver_commands_on_unavailable_counter *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_unavailable_counter_encoded_length(const driver_commands_on_unavailable_counter *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_unavailable_counter_correlation_id(const driver_commands_on_unavailable_counter *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_unavailable_counter_set_correlation_id(driver_commands_on_unavailable_counter *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t driver_commands_on_unavailable_counter_counter_id(const driver_commands_on_unavailable_counter *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_on_unavailable_counter_set_counter_id(driver_commands_on_unavailable_counter *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_on_unavailable_counter_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_unavailable_counter_columns *columns)
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
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->counter_id != NULL)
    {
        int32_t *out = columns->counter_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_on_unavailable_counter_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_unavailable_counter_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 3849U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
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
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->counter_id != NULL)
    {
        int32_t *out = columns->counter_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? driver_commands_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_on_client_timeout ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_client_timeout_wrap_for_encode(driver_commands_on_client_timeout *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
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

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_on_client_timeout_wrap_and_apply_header(driver_commands_on_client_timeout *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 16U ||
        offset > buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 8U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3850U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_client_timeout_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_client_timeout_wrap_for_decode(driver_commands_on_client_timeout *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_client_timeout_encoded_length(const driver_commands_on_client_timeout *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_client_timeout_client_id(const driver_commands_on_client_timeout *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_client_timeout_set_client_id(driver_commands_on_client_timeout *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_on_client_timeout_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_client_timeout_columns *columns)
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
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_on_client_timeout_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_client_timeout_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 3850U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
            block_length > buffer_length - at - 8U)
        {
            break;
        }
        n++;
    }
    if (columns->client_id != NULL)
    {
        int64_t *out = columns->client_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_on_static_counter ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_static_counter_wrap_for_encode(driver_commands_on_static_counter *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 0U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_on_static_counter_wrap_and_apply_header(driver_commands_on_static_counter *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 12U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3851U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_static_counter_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_static_counter_wrap_for_decode(driver_commands_on_static_counter *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_static_counter_encoded_length(const driver_commands_on_static_counter *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_static_counter_correlation_id(const driver_commands_on_static_counter *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_static_counter_set_correlation_id(driver_commands_on_static_counter *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t driver_commands_on_static_counter_counter_id(const driver_commands_on_static_counter *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_on_static_counter_set_counter_id(driver_commands_on_static_counter *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_on_static_counter_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_static_counter_columns *columns)
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
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->counter_id != NULL)
    {
        int32_t *out = columns->counter_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_on_static_counter_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_static_counter_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 3851U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
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
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->counter_id != NULL)
    {
        int32_t *out = columns->counter_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? driver_commands_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* ==== message driver_commands_on_publication_error ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_publication_error_wrap_for_encode(driver_commands_on_publication_error *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 64U || offset > buffer_length - 64U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 64U;
    fw->acting_version = 0U;
    fw->limit = offset + 64U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_on_publication_error_wrap_and_apply_header(driver_commands_on_publication_error *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 72U ||
        offset > buffer_length - 72U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 64U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3852U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_publication_error_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_publication_error_wrap_for_decode(driver_commands_on_publication_error *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_publication_error_encoded_length(const driver_commands_on_publication_error *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_publication_error_registration_id(const driver_commands_on_publication_error *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_publication_error_set_registration_id(driver_commands_on_publication_error *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int64_t driver_commands_on_publication_error_destination_registration_id(const driver_commands_on_publication_error *fw)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_on_publication_error_set_destination_registration_id(driver_commands_on_publication_error *fw, int64_t value)
{
    if (fw->acting_block_length < 16U || fw->buffer == NULL || fw->buffer_length < 16U || fw->offset > fw->buffer_length - 16U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

static inline int32_t driver_commands_on_publication_error_session_id(const driver_commands_on_publication_error *fw)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 16U);
}

static inline int driver_commands_on_publication_error_set_session_id(driver_commands_on_publication_error *fw, int32_t value)
{
    if (fw->acting_block_length < 20U || fw->buffer == NULL || fw->buffer_length < 20U || fw->offset > fw->buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 16U, value);
    return 0;
}

static inline int32_t driver_commands_on_publication_error_stream_id(const driver_commands_on_publication_error *fw)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 20U);
}

static inline int driver_commands_on_publication_error_set_stream_id(driver_commands_on_publication_error *fw, int32_t value)
{
    if (fw->acting_block_length < 24U || fw->buffer == NULL || fw->buffer_length < 24U || fw->offset > fw->buffer_length - 24U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 20U, value);
    return 0;
}

static inline int64_t driver_commands_on_publication_error_receiver_id(const driver_commands_on_publication_error *fw)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 24U);
}

static inline int driver_commands_on_publication_error_set_receiver_id(driver_commands_on_publication_error *fw, int64_t value)
{
    if (fw->acting_block_length < 32U || fw->buffer == NULL || fw->buffer_length < 32U || fw->offset > fw->buffer_length - 32U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 24U, value);
    return 0;
}

static inline int64_t driver_commands_on_publication_error_group_tag(const driver_commands_on_publication_error *fw)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 32U);
}

static inline int driver_commands_on_publication_error_set_group_tag(driver_commands_on_publication_error *fw, int64_t value)
{
    if (fw->acting_block_length < 40U || fw->buffer == NULL || fw->buffer_length < 40U || fw->offset > fw->buffer_length - 40U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 32U, value);
    return 0;
}

static inline int16_t driver_commands_on_publication_error_address_type(const driver_commands_on_publication_error *fw)
{
    if (fw->acting_block_length < 42U || fw->buffer == NULL || fw->buffer_length < 42U || fw->offset > fw->buffer_length - 42U)
    {
        return ((int16_t)-32768LL);
    }
    return driver_commands_load_int16_le(fw->buffer + fw->offset + 40U);
}

static inline int driver_commands_on_publication_error_set_address_type(driver_commands_on_publication_error *fw, int16_t value)
{
    if (fw->acting_block_length < 42U || fw->buffer == NULL || fw->buffer_length < 42U || fw->offset > fw->buffer_length - 42U)
    {
        return -1;
    }
    driver_commands_store_int16_le(fw->buffer + fw->offset + 40U, value);
    return 0;
}

static inline uint16_t driver_commands_on_publication_error_source_port(const driver_commands_on_publication_error *fw)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return ((uint16_t)65535ULL);
    }
    return driver_commands_load_uint16_le(fw->buffer + fw->offset + 42U);
}

static inline int driver_commands_on_publication_error_set_source_port(driver_commands_on_publication_error *fw, uint16_t value)
{
    if (fw->acting_block_length < 44U || fw->buffer == NULL || fw->buffer_length < 44U || fw->offset > fw->buffer_length - 44U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(fw->buffer + fw->offset + 42U, value);
    return 0;
}

static inline uint8_t driver_commands_on_publication_error_source_address(const driver_commands_on_publication_error *fw, uint64_t index)
{
    if (index >= 16U || fw->acting_block_length < 60U || fw->buffer == NULL || fw->buffer_length < 60U || fw->offset > fw->buffer_length - 60U)
    {
        return ((uint8_t)255ULL);
    }
    return driver_commands_load_uint8_le(fw->buffer + fw->offset + 44U + index * sizeof(uint8_t));
}

static inline int driver_commands_on_publication_error_set_source_address(driver_commands_on_publication_error *fw, uint64_t index, uint8_t value)
{
    if (index >= 16U || fw->acting_block_length < 60U || fw->buffer == NULL || fw->buffer_length < 60U || fw->offset > fw->buffer_length - 60U)
    {
        return -1;
    }
    driver_commands_store_uint8_le(fw->buffer + fw->offset + 44U + index * sizeof(uint8_t), value);
    return 0;
}

static inline int32_t driver_commands_on_publication_error_error_code(const driver_commands_on_publication_error *fw)
{
    if (fw->acting_block_length < 64U || fw->buffer == NULL || fw->buffer_length < 64U || fw->offset > fw->buffer_length - 64U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 60U);
}

static inline int driver_commands_on_publication_error_set_error_code(driver_commands_on_publication_error *fw, int32_t value)
{
    if (fw->acting_block_length < 64U || fw->buffer == NULL || fw->buffer_length < 64U || fw->offset > fw->buffer_length - 64U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 60U, value);
    return 0;
}

/* Length of error_message at the running limit (fields, groups and var data must be walked in order). */
static inline int64_t driver_commands_on_publication_error_error_message_length(const driver_commands_on_publication_error *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    return (int64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
}

/* Copies error_message into dst and advances the limit; returns bytes copied, or -1 (limit unchanged) if
   the buffer is truncated or dst_length is too small. */
static inline int64_t driver_commands_on_publication_error_get_error_message(driver_commands_on_publication_error *fw, char *dst, uint64_t dst_length)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
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

static inline int64_t driver_commands_on_publication_error_skip_error_message(driver_commands_on_publication_error *fw)
{
    uint64_t pos = fw->limit;
    if (fw->buffer == NULL || fw->buffer_length < 4U || pos > fw->buffer_length - 4U)
    {
        return -1;
    }
    uint64_t length = (uint64_t)driver_commands_load_uint32_le(fw->buffer + pos + 0U);
    if (length > fw->buffer_length - pos - 4U)
    {
        return -1;
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* Writes the length prefix and `length` bytes at the limit (at most 1073741824) and advances it. */
static inline int64_t driver_commands_on_publication_error_put_error_message(driver_commands_on_publication_error *fw, const char *src, uint64_t length)
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
    driver_commands_store_uint32_le(fw->buffer + pos + 0U, (uint32_t)length);
    if (length > 0)
    {
        memcpy(fw->buffer + pos + 4U, src, length);
    }
    fw->limit = pos + 4U + length;
    return (int64_t)length;
}

/* ==== message driver_commands_on_next_available_session_id ==== */
/* Wraps a body of BLOCK_LENGTH bytes at offset for encoding (current version); -1 if it does not fit. */
static inline int driver_commands_on_next_available_session_id_wrap_for_encode(driver_commands_on_next_available_session_id *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 12U || offset > buffer_length - 12U)
    {
        return -1;
    }
    fw->buffer = buffer;
    fw->buffer_length = buffer_length;
    fw->offset = offset;
    fw->acting_block_length = 12U;
    fw->acting_version = 0U;
    fw->limit = offset + 12U;
    return 0;
}

/* Writes the message header at offset and wraps the body after it for encoding. */
static inline int driver_commands_on_next_available_session_id_wrap_and_apply_header(driver_commands_on_next_available_session_id *fw, uint8_t *buffer, uint64_t offset, uint64_t buffer_length)
{
    if (fw == NULL || buffer == NULL || buffer_length < 20U ||
        offset > buffer_length - 20U)
    {
        return -1;
    }
    driver_commands_store_uint16_le(buffer + offset + 0U, 12U);
    driver_commands_store_uint16_le(buffer + offset + 2U, 3853U);
    driver_commands_store_uint16_le(buffer + offset + 4U, 9002U);
    driver_commands_store_uint16_le(buffer + offset + 6U, 0U);
    return driver_commands_on_next_available_session_id_wrap_for_encode(fw, buffer, offset + 8U, buffer_length);
}

/* Wraps a body written with acting_block_length / acting_version (from its header) for decoding. */
static inline int driver_commands_on_next_available_session_id_wrap_for_decode(driver_commands_on_next_available_session_id *fw, const uint8_t *buffer, uint64_t offset, uint64_t acting_block_length, uint64_t acting_version, uint64_t buffer_length)
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
static inline uint64_t driver_commands_on_next_available_session_id_encoded_length(const driver_commands_on_next_available_session_id *fw)
{
    return fw->limit - fw->offset;
}

static inline int64_t driver_commands_on_next_available_session_id_correlation_id(const driver_commands_on_next_available_session_id *fw)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return INT64_MIN;
    }
    return driver_commands_load_int64_le(fw->buffer + fw->offset + 0U);
}

static inline int driver_commands_on_next_available_session_id_set_correlation_id(driver_commands_on_next_available_session_id *fw, int64_t value)
{
    if (fw->acting_block_length < 8U || fw->buffer == NULL || fw->buffer_length < 8U || fw->offset > fw->buffer_length - 8U)
    {
        return -1;
    }
    driver_commands_store_int64_le(fw->buffer + fw->offset + 0U, value);
    return 0;
}

static inline int32_t driver_commands_on_next_available_session_id_next_session_id(const driver_commands_on_next_available_session_id *fw)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return ((int32_t)-2147483648LL);
    }
    return driver_commands_load_int32_le(fw->buffer + fw->offset + 8U);
}

static inline int driver_commands_on_next_available_session_id_set_next_session_id(driver_commands_on_next_available_session_id *fw, int32_t value)
{
    if (fw->acting_block_length < 12U || fw->buffer == NULL || fw->buffer_length < 12U || fw->offset > fw->buffer_length - 12U)
    {
        return -1;
    }
    driver_commands_store_int32_le(fw->buffer + fw->offset + 8U, value);
    return 0;
}

/* Decodes the bodies at buffer + offsets[i] (each BLOCK_LENGTH bytes, current version) into the column
   arrays; a NULL column is skipped. Returns count, or -(i + 1) where i is the first message that would
   read out of bounds (messages before it are decoded). No allocation. */
static inline int64_t driver_commands_on_next_available_session_id_decode_columns(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_next_available_session_id_columns *columns)
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
            out[i] = driver_commands_load_int64_le(buffer + offsets[i] + 0U);
        }
    }
    if (columns->next_session_id != NULL)
    {
        int32_t *out = columns->next_session_id;
        for (size_t i = 0; i < n; i++)
        {
            out[i] = driver_commands_load_int32_le(buffer + offsets[i] + 8U);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

/* Like decode_columns, but offsets[i] points at a message header: its template id and schema id must
   match, the body uses the header's block length and version, and fields beyond them read null. Returns
   count, or -(i + 1) for the first message that is foreign or would read out of bounds. */
static inline int64_t driver_commands_on_next_available_session_id_decode_columns_headered(const uint8_t *buffer, size_t buffer_length, const uint64_t *offsets, size_t count, driver_commands_on_next_available_session_id_columns *columns)
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
        uint64_t block_length = (uint64_t)driver_commands_load_uint16_le(h + 0U);
        if ((uint64_t)driver_commands_load_uint16_le(h + 2U) != 3853U ||
            (uint64_t)driver_commands_load_uint16_le(h + 4U) != 9002U ||
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
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 8U;
            out[i] = present ? driver_commands_load_int64_le(body + 0U) : INT64_MIN;
        }
    }
    if (columns->next_session_id != NULL)
    {
        int32_t *out = columns->next_session_id;
        for (size_t i = 0; i < n; i++)
        {
            const uint8_t *h = buffer + offsets[i];
            const uint8_t *body = h + 8U;
            int present = (uint64_t)driver_commands_load_uint16_le(h + 0U) >= 12U;
            out[i] = present ? driver_commands_load_int32_le(body + 8U) : ((int32_t)-2147483648LL);
        }
    }
    return n == count ? (int64_t)count : -(int64_t)(n + 1);
}

#endif /* AERONKIT_GENERATED_DRIVER_COMMANDS_H */
