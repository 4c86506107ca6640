# generated from driver-commands.xml by aeronkit codegen; do not edit
"""Spark and Arrow mappings for SBE schema aeronkit.driver_commands (id 9002, version 0).

Each message maps to one row whose columns are the message's own fields, in wire order: fixed
fields, then repeating groups (arrays of structs), then var data. A reader that wants provenance
columns (recording id, position, ...) adds its own next to these. The mapping is documented in
docs/spark-mapping.md. pyspark and pyarrow are imported only inside the functions that need them,
so importing this module is cheap and works without either installed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from decimal import Decimal
from typing import Any, NamedTuple

SCHEMA_ID = 9002
SCHEMA_VERSION = 0
PACKAGE = 'aeronkit.driver_commands'


class Column(NamedTuple):
    """One column of a message's row.

    ``type`` is a tag: byte, short, int, long, decimal(20,0), float, double, string, binary, struct,
    array<tag>. ``kind`` says how the SBE value becomes the cell (value, u64, char, chars, array, enum,
    set, const, composite, group, text, bytes). ``key`` is the column's name in the C column decoders'
    output for fixed-block messages (composites flattened as ``<field>_<member>``). ``optional`` says the
    wire's null value means null; ``since`` (sinceVersion) and ``end`` (offset + length in the message
    block) say which messages carry the column, so ``columns_to_arrow`` can tell absent from present.
    """

    name: str
    type: str
    nullable: bool
    kind: str
    sbe: str
    key: str = ""
    null: Any = None
    table: Any = None
    const: Any = None
    encoding: str | None = None
    children: tuple[Column, ...] = ()
    optional: bool = False
    since: int = 0
    end: int = 0


_ENUM_ERROR_CODE: dict[int, str] = {
    0: 'UNUSED',
    1: 'INVALID_CHANNEL',
    2: 'UNKNOWN_SUBSCRIPTION',
    3: 'UNKNOWN_PUBLICATION',
    4: 'CHANNEL_ENDPOINT_ERROR',
    5: 'UNKNOWN_COUNTER',
    6: 'UNKNOWN_COMMAND_TYPE_ID',
    7: 'MALFORMED_COMMAND',
    8: 'NOT_SUPPORTED',
    9: 'UNKNOWN_HOST',
    10: 'RESOURCE_TEMPORARILY_UNAVAILABLE',
    11: 'GENERIC_ERROR',
    12: 'STORAGE_SPACE',
    13: 'IMAGE_REJECTED',
    14: 'PUBLICATION_REVOKED',
    -1: 'UNKNOWN_CODE_VALUE',
}

_ENUM_ADDRESS_TYPE: dict[int, str] = {
    1: 'IPV4',
    2: 'IPV6',
}

_SET_REMOVE_PUBLICATION_FLAGS: dict[int, str] = {
    0: 'REVOKE',
}

ADD_PUBLICATION_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=20),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

REMOVE_PUBLICATION_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('registrationId', 'long', False, 'value', 'int64', key='registration_id', null=-9223372036854775808, end=24),
    Column('flags', 'array<string>', False, 'set', 'set RemovePublicationFlags', key='flags', table=_SET_REMOVE_PUBLICATION_FLAGS, end=32),
)

ADD_EXCLUSIVE_PUBLICATION_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=20),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

ADD_SUBSCRIPTION_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('registrationCorrelationId', 'long', False, 'value', 'int64', key='registration_correlation_id', null=-9223372036854775808, end=24),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=28),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

REMOVE_SUBSCRIPTION_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('registrationId', 'long', False, 'value', 'int64', key='registration_id', null=-9223372036854775808, end=24),
)

CLIENT_KEEPALIVE_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
)

ADD_DESTINATION_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('registrationCorrelationId', 'long', False, 'value', 'int64', key='registration_correlation_id', null=-9223372036854775808, end=24),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

REMOVE_DESTINATION_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('registrationCorrelationId', 'long', False, 'value', 'int64', key='registration_correlation_id', null=-9223372036854775808, end=24),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

ADD_COUNTER_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('typeId', 'int', False, 'value', 'int32', key='type_id', null=-2147483648, end=20),
    Column('key', 'binary', False, 'bytes', 'var data (binary)'),
    Column('label', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

REMOVE_COUNTER_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('registrationId', 'long', False, 'value', 'int64', key='registration_id', null=-9223372036854775808, end=24),
)

CLIENT_CLOSE_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
)

ADD_RCV_DESTINATION_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('registrationCorrelationId', 'long', False, 'value', 'int64', key='registration_correlation_id', null=-9223372036854775808, end=24),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

REMOVE_RCV_DESTINATION_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('registrationCorrelationId', 'long', False, 'value', 'int64', key='registration_correlation_id', null=-9223372036854775808, end=24),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

TERMINATE_DRIVER_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('token', 'binary', False, 'bytes', 'var data (binary)'),
)

ADD_STATIC_COUNTER_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('registrationId', 'long', False, 'value', 'int64', key='registration_id', null=-9223372036854775808, end=24),
    Column('typeId', 'int', False, 'value', 'int32', key='type_id', null=-2147483648, end=28),
    Column('key', 'binary', False, 'bytes', 'var data (binary)'),
    Column('label', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

REJECT_IMAGE_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('imageCorrelationId', 'long', False, 'value', 'int64', key='image_correlation_id', null=-9223372036854775808, end=24),
    Column('position', 'long', False, 'value', 'int64', key='position', null=-9223372036854775808, end=32),
    Column('reason', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

REMOVE_DESTINATION_BY_ID_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('resourceRegistrationId', 'long', False, 'value', 'int64', key='resource_registration_id', null=-9223372036854775808, end=24),
    Column('destinationRegistrationId', 'long', False, 'value', 'int64', key='destination_registration_id', null=-9223372036854775808, end=32),
)

GET_NEXT_AVAILABLE_SESSION_ID_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=20),
)

ON_ERROR_FIELDS: tuple[Column, ...] = (
    Column('offendingCommandCorrelationId', 'long', False, 'value', 'int64', key='offending_command_correlation_id', null=-9223372036854775808, end=8),
    Column('errorCode', 'string', True, 'enum', 'enum ErrorCode', key='error_code', null=-2147483648, table=_ENUM_ERROR_CODE, end=12),
    Column('errorMessage', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

ON_AVAILABLE_IMAGE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('sessionId', 'int', False, 'value', 'int32', key='session_id', null=-2147483648, end=12),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=16),
    Column('subscriptionRegistrationId', 'long', False, 'value', 'int64', key='subscription_registration_id', null=-9223372036854775808, end=24),
    Column('subscriberPositionId', 'int', False, 'value', 'int32', key='subscriber_position_id', null=-2147483648, end=28),
    Column('logFileName', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('sourceIdentity', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

ON_PUBLICATION_READY_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('registrationId', 'long', False, 'value', 'int64', key='registration_id', null=-9223372036854775808, end=16),
    Column('sessionId', 'int', False, 'value', 'int32', key='session_id', null=-2147483648, end=20),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=24),
    Column('publicationLimitCounterId', 'int', False, 'value', 'int32', key='publication_limit_counter_id', null=-2147483648, end=28),
    Column('channelStatusCounterId', 'int', False, 'value', 'int32', key='channel_status_counter_id', null=-2147483648, end=32),
    Column('logFileName', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

ON_OPERATION_SUCCESS_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
)

ON_UNAVAILABLE_IMAGE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('subscriptionRegistrationId', 'long', False, 'value', 'int64', key='subscription_registration_id', null=-9223372036854775808, end=16),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=20),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

ON_EXCLUSIVE_PUBLICATION_READY_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('registrationId', 'long', False, 'value', 'int64', key='registration_id', null=-9223372036854775808, end=16),
    Column('sessionId', 'int', False, 'value', 'int32', key='session_id', null=-2147483648, end=20),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=24),
    Column('publicationLimitCounterId', 'int', False, 'value', 'int32', key='publication_limit_counter_id', null=-2147483648, end=28),
    Column('channelStatusCounterId', 'int', False, 'value', 'int32', key='channel_status_counter_id', null=-2147483648, end=32),
    Column('logFileName', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

ON_SUBSCRIPTION_READY_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('channelStatusCounterId', 'int', False, 'value', 'int32', key='channel_status_counter_id', null=-2147483648, end=12),
)

ON_COUNTER_READY_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('counterId', 'int', False, 'value', 'int32', key='counter_id', null=-2147483648, end=12),
)

ON_UNAVAILABLE_COUNTER_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('counterId', 'int', False, 'value', 'int32', key='counter_id', null=-2147483648, end=12),
)

ON_CLIENT_TIMEOUT_FIELDS: tuple[Column, ...] = (
    Column('clientId', 'long', False, 'value', 'int64', key='client_id', null=-9223372036854775808, end=8),
)

ON_STATIC_COUNTER_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('counterId', 'int', False, 'value', 'int32', key='counter_id', null=-2147483648, end=12),
)

ON_PUBLICATION_ERROR_FIELDS: tuple[Column, ...] = (
    Column('registrationId', 'long', False, 'value', 'int64', key='registration_id', null=-9223372036854775808, end=8),
    Column('destinationRegistrationId', 'long', False, 'value', 'int64', key='destination_registration_id', null=-9223372036854775808, end=16),
    Column('sessionId', 'int', False, 'value', 'int32', key='session_id', null=-2147483648, end=20),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=24),
    Column('receiverId', 'long', False, 'value', 'int64', key='receiver_id', null=-9223372036854775808, end=32),
    Column('groupTag', 'long', False, 'value', 'int64', key='group_tag', null=-9223372036854775808, end=40),
    Column('addressType', 'string', True, 'enum', 'enum AddressType', key='address_type', null=-32768, table=_ENUM_ADDRESS_TYPE, end=42),
    Column('sourcePort', 'int', False, 'value', 'uint16', key='source_port', null=65535, end=44),
    Column('sourceAddress', 'array<short>', False, 'array', 'uint8[16]', key='source_address', end=60),
    Column('errorCode', 'string', True, 'enum', 'enum ErrorCode', key='error_code', null=-2147483648, table=_ENUM_ERROR_CODE, end=64),
    Column('errorMessage', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

ON_NEXT_AVAILABLE_SESSION_ID_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('nextSessionId', 'int', False, 'value', 'int32', key='next_session_id', null=-2147483648, end=12),
)

FIELDS: dict[str, tuple[Column, ...]] = {
    'AddPublication': ADD_PUBLICATION_FIELDS,
    'RemovePublication': REMOVE_PUBLICATION_FIELDS,
    'AddExclusivePublication': ADD_EXCLUSIVE_PUBLICATION_FIELDS,
    'AddSubscription': ADD_SUBSCRIPTION_FIELDS,
    'RemoveSubscription': REMOVE_SUBSCRIPTION_FIELDS,
    'ClientKeepalive': CLIENT_KEEPALIVE_FIELDS,
    'AddDestination': ADD_DESTINATION_FIELDS,
    'RemoveDestination': REMOVE_DESTINATION_FIELDS,
    'AddCounter': ADD_COUNTER_FIELDS,
    'RemoveCounter': REMOVE_COUNTER_FIELDS,
    'ClientClose': CLIENT_CLOSE_FIELDS,
    'AddRcvDestination': ADD_RCV_DESTINATION_FIELDS,
    'RemoveRcvDestination': REMOVE_RCV_DESTINATION_FIELDS,
    'TerminateDriver': TERMINATE_DRIVER_FIELDS,
    'AddStaticCounter': ADD_STATIC_COUNTER_FIELDS,
    'RejectImage': REJECT_IMAGE_FIELDS,
    'RemoveDestinationById': REMOVE_DESTINATION_BY_ID_FIELDS,
    'GetNextAvailableSessionId': GET_NEXT_AVAILABLE_SESSION_ID_FIELDS,
    'OnError': ON_ERROR_FIELDS,
    'OnAvailableImage': ON_AVAILABLE_IMAGE_FIELDS,
    'OnPublicationReady': ON_PUBLICATION_READY_FIELDS,
    'OnOperationSuccess': ON_OPERATION_SUCCESS_FIELDS,
    'OnUnavailableImage': ON_UNAVAILABLE_IMAGE_FIELDS,
    'OnExclusivePublicationReady': ON_EXCLUSIVE_PUBLICATION_READY_FIELDS,
    'OnSubscriptionReady': ON_SUBSCRIPTION_READY_FIELDS,
    'OnCounterReady': ON_COUNTER_READY_FIELDS,
    'OnUnavailableCounter': ON_UNAVAILABLE_COUNTER_FIELDS,
    'OnClientTimeout': ON_CLIENT_TIMEOUT_FIELDS,
    'OnStaticCounter': ON_STATIC_COUNTER_FIELDS,
    'OnPublicationError': ON_PUBLICATION_ERROR_FIELDS,
    'OnNextAvailableSessionId': ON_NEXT_AVAILABLE_SESSION_ID_FIELDS,
}
TEMPLATE_IDS: dict[str, int] = {
    'AddPublication': 1,
    'RemovePublication': 2,
    'AddExclusivePublication': 3,
    'AddSubscription': 4,
    'RemoveSubscription': 5,
    'ClientKeepalive': 6,
    'AddDestination': 7,
    'RemoveDestination': 8,
    'AddCounter': 9,
    'RemoveCounter': 10,
    'ClientClose': 11,
    'AddRcvDestination': 12,
    'RemoveRcvDestination': 13,
    'TerminateDriver': 14,
    'AddStaticCounter': 15,
    'RejectImage': 16,
    'RemoveDestinationById': 17,
    'GetNextAvailableSessionId': 18,
    'OnError': 3841,
    'OnAvailableImage': 3842,
    'OnPublicationReady': 3843,
    'OnOperationSuccess': 3844,
    'OnUnavailableImage': 3845,
    'OnExclusivePublicationReady': 3846,
    'OnSubscriptionReady': 3847,
    'OnCounterReady': 3848,
    'OnUnavailableCounter': 3849,
    'OnClientTimeout': 3850,
    'OnStaticCounter': 3851,
    'OnPublicationError': 3852,
    'OnNextAvailableSessionId': 3853,
}
BLOCK_LENGTHS: dict[str, int] = {
    'AddPublication': 20,
    'RemovePublication': 32,
    'AddExclusivePublication': 20,
    'AddSubscription': 28,
    'RemoveSubscription': 24,
    'ClientKeepalive': 16,
    'AddDestination': 24,
    'RemoveDestination': 24,
    'AddCounter': 20,
    'RemoveCounter': 24,
    'ClientClose': 16,
    'AddRcvDestination': 24,
    'RemoveRcvDestination': 24,
    'TerminateDriver': 16,
    'AddStaticCounter': 28,
    'RejectImage': 32,
    'RemoveDestinationById': 32,
    'GetNextAvailableSessionId': 20,
    'OnError': 12,
    'OnAvailableImage': 28,
    'OnPublicationReady': 32,
    'OnOperationSuccess': 8,
    'OnUnavailableImage': 20,
    'OnExclusivePublicationReady': 32,
    'OnSubscriptionReady': 12,
    'OnCounterReady': 12,
    'OnUnavailableCounter': 12,
    'OnClientTimeout': 8,
    'OnStaticCounter': 12,
    'OnPublicationError': 64,
    'OnNextAvailableSessionId': 12,
}
FIXED_MESSAGES: frozenset[str] = frozenset({
    'RemovePublication',
    'RemoveSubscription',
    'ClientKeepalive',
    'RemoveCounter',
    'ClientClose',
    'RemoveDestinationById',
    'GetNextAvailableSessionId',
    'OnOperationSuccess',
    'OnSubscriptionReady',
    'OnCounterReady',
    'OnUnavailableCounter',
    'OnClientTimeout',
    'OnStaticCounter',
    'OnNextAvailableSessionId',
})


# --- cell conversions: one SBE value -> one Spark/Arrow cell -------------------------------------------


def _opt(value: Any, null: Any) -> Any:
    return None if value is None or value == null else value


def _opt_nan(value: Any) -> Any:
    return None if value is None or value != value else value


def _u64(value: Any) -> Decimal:
    return Decimal(int(value))


def _opt_u64(value: Any, null: int) -> Decimal | None:
    return None if value is None or value == null else Decimal(int(value))


def _char(value: Any) -> str:
    if isinstance(value, int):
        return chr(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).decode("latin-1")
    return str(value)


def _opt_char(value: Any, null: int) -> str | None:
    """The codec gives a NUL char as "" (its text ends at the first NUL), so "" is the null value 0."""
    if value is None or value == null or value == chr(null) or (null == 0 and value == ""):
        return None
    return _char(value)


def _chars(value: Any, encoding: str) -> str:
    """A fixed char array: text up to its trailing NUL padding."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        value = bytes(value).decode(encoding, errors="replace")
    return str(value).rstrip("\x00")


def _opt_chars(value: Any, encoding: str) -> str | None:
    """An optional char array is null when it is all NULs (its null value)."""
    return None if value is None else (_chars(value, encoding) or None)


def _list(value: Iterable[Any]) -> list[Any]:
    return list(value)


def _u64_list(value: Iterable[Any]) -> list[Decimal]:
    return [Decimal(int(v)) for v in value]


def _maybe(value: Any, convert: Callable[..., Any], *args: Any) -> Any:
    """For fields added in a later schema version: the decoder gives None when the message predates them."""
    return None if value is None else convert(value, *args)


def _enum(value: Any, table: dict[int, str], null: int) -> str | None:
    """The value's name; the null value -> None; a value the schema does not know -> its number as text."""
    if value is None:
        return None
    raw = int(value)
    if raw == null:
        return None
    name = table.get(raw)
    return str(raw) if name is None else name


def _set(value: Any, table: dict[int, str]) -> list[str]:
    """Names of the set bits, lowest bit first; a bit the schema does not name -> its bit number as text."""
    raw = int(value or 0)
    names = []
    while raw:
        low = raw & -raw
        bit = low.bit_length() - 1
        name = table.get(bit)
        names.append(str(bit) if name is None else name)
        raw ^= low
    return names


def _entries(group: Any) -> Iterable[Any]:
    return () if group is None else group


def _text(value: Any, encoding: str) -> str:
    if value is None:
        return ""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).decode(encoding, errors="replace")
    return str(value)


def _bytes(value: Any) -> bytes:
    if value is None:
        return b""
    if isinstance(value, str):
        return value.encode("latin-1")
    return bytes(value)


# --- rows: one decoded flyweight -> one tuple in column order -----------------------------------------


def _row_add_publication(d: Any) -> tuple[Any, ...]:
    """Message AddPublication (template 1) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.stream_id,
        _text(d.channel, 'US-ASCII'),
    )


def _row_remove_publication(d: Any) -> tuple[Any, ...]:
    """Message RemovePublication (template 2) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.registration_id,
        _set(d.flags, _SET_REMOVE_PUBLICATION_FLAGS),
    )


def _row_add_exclusive_publication(d: Any) -> tuple[Any, ...]:
    """Message AddExclusivePublication (template 3) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.stream_id,
        _text(d.channel, 'US-ASCII'),
    )


def _row_add_subscription(d: Any) -> tuple[Any, ...]:
    """Message AddSubscription (template 4) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.registration_correlation_id,
        d.stream_id,
        _text(d.channel, 'US-ASCII'),
    )


def _row_remove_subscription(d: Any) -> tuple[Any, ...]:
    """Message RemoveSubscription (template 5) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.registration_id,
    )


def _row_client_keepalive(d: Any) -> tuple[Any, ...]:
    """Message ClientKeepalive (template 6) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
    )


def _row_add_destination(d: Any) -> tuple[Any, ...]:
    """Message AddDestination (template 7) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.registration_correlation_id,
        _text(d.channel, 'US-ASCII'),
    )


def _row_remove_destination(d: Any) -> tuple[Any, ...]:
    """Message RemoveDestination (template 8) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.registration_correlation_id,
        _text(d.channel, 'US-ASCII'),
    )


def _row_add_counter(d: Any) -> tuple[Any, ...]:
    """Message AddCounter (template 9) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.type_id,
        _bytes(d.key),
        _text(d.label, 'US-ASCII'),
    )


def _row_remove_counter(d: Any) -> tuple[Any, ...]:
    """Message RemoveCounter (template 10) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.registration_id,
    )


def _row_client_close(d: Any) -> tuple[Any, ...]:
    """Message ClientClose (template 11) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
    )


def _row_add_rcv_destination(d: Any) -> tuple[Any, ...]:
    """Message AddRcvDestination (template 12) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.registration_correlation_id,
        _text(d.channel, 'US-ASCII'),
    )


def _row_remove_rcv_destination(d: Any) -> tuple[Any, ...]:
    """Message RemoveRcvDestination (template 13) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.registration_correlation_id,
        _text(d.channel, 'US-ASCII'),
    )


def _row_terminate_driver(d: Any) -> tuple[Any, ...]:
    """Message TerminateDriver (template 14) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        _bytes(d.token),
    )


def _row_add_static_counter(d: Any) -> tuple[Any, ...]:
    """Message AddStaticCounter (template 15) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.registration_id,
        d.type_id,
        _bytes(d.key),
        _text(d.label, 'US-ASCII'),
    )


def _row_reject_image(d: Any) -> tuple[Any, ...]:
    """Message RejectImage (template 16) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.image_correlation_id,
        d.position,
        _text(d.reason, 'US-ASCII'),
    )


def _row_remove_destination_by_id(d: Any) -> tuple[Any, ...]:
    """Message RemoveDestinationById (template 17) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.resource_registration_id,
        d.destination_registration_id,
    )


def _row_get_next_available_session_id(d: Any) -> tuple[Any, ...]:
    """Message GetNextAvailableSessionId (template 18) as a row tuple."""
    return (
        d.client_id,
        d.correlation_id,
        d.stream_id,
    )


def _row_on_error(d: Any) -> tuple[Any, ...]:
    """Message OnError (template 3841) as a row tuple."""
    return (
        d.offending_command_correlation_id,
        _enum(d.error_code, _ENUM_ERROR_CODE, -2147483648),
        _text(d.error_message, 'US-ASCII'),
    )


def _row_on_available_image(d: Any) -> tuple[Any, ...]:
    """Message OnAvailableImage (template 3842) as a row tuple."""
    return (
        d.correlation_id,
        d.session_id,
        d.stream_id,
        d.subscription_registration_id,
        d.subscriber_position_id,
        _text(d.log_file_name, 'US-ASCII'),
        _text(d.source_identity, 'US-ASCII'),
    )


def _row_on_publication_ready(d: Any) -> tuple[Any, ...]:
    """Message OnPublicationReady (template 3843) as a row tuple."""
    return (
        d.correlation_id,
        d.registration_id,
        d.session_id,
        d.stream_id,
        d.publication_limit_counter_id,
        d.channel_status_counter_id,
        _text(d.log_file_name, 'US-ASCII'),
    )


def _row_on_operation_success(d: Any) -> tuple[Any, ...]:
    """Message OnOperationSuccess (template 3844) as a row tuple."""
    return (
        d.correlation_id,
    )


def _row_on_unavailable_image(d: Any) -> tuple[Any, ...]:
    """Message OnUnavailableImage (template 3845) as a row tuple."""
    return (
        d.correlation_id,
        d.subscription_registration_id,
        d.stream_id,
        _text(d.channel, 'US-ASCII'),
    )


def _row_on_exclusive_publication_ready(d: Any) -> tuple[Any, ...]:
    """Message OnExclusivePublicationReady (template 3846) as a row tuple."""
    return (
        d.correlation_id,
        d.registration_id,
        d.session_id,
        d.stream_id,
        d.publication_limit_counter_id,
        d.channel_status_counter_id,
        _text(d.log_file_name, 'US-ASCII'),
    )


def _row_on_subscription_ready(d: Any) -> tuple[Any, ...]:
    """Message OnSubscriptionReady (template 3847) as a row tuple."""
    return (
        d.correlation_id,
        d.channel_status_counter_id,
    )


def _row_on_counter_ready(d: Any) -> tuple[Any, ...]:
    """Message OnCounterReady (template 3848) as a row tuple."""
    return (
        d.correlation_id,
        d.counter_id,
    )


def _row_on_unavailable_counter(d: Any) -> tuple[Any, ...]:
    """Message OnUnavailableCounter (template 3849) as a row tuple."""
    return (
        d.correlation_id,
        d.counter_id,
    )


def _row_on_client_timeout(d: Any) -> tuple[Any, ...]:
    """Message OnClientTimeout (template 3850) as a row tuple."""
    return (
        d.client_id,
    )


def _row_on_static_counter(d: Any) -> tuple[Any, ...]:
    """Message OnStaticCounter (template 3851) as a row tuple."""
    return (
        d.correlation_id,
        d.counter_id,
    )


def _row_on_publication_error(d: Any) -> tuple[Any, ...]:
    """Message OnPublicationError (template 3852) as a row tuple."""
    return (
        d.registration_id,
        d.destination_registration_id,
        d.session_id,
        d.stream_id,
        d.receiver_id,
        d.group_tag,
        _enum(d.address_type, _ENUM_ADDRESS_TYPE, -32768),
        d.source_port,
        _list(d.source_address),
        _enum(d.error_code, _ENUM_ERROR_CODE, -2147483648),
        _text(d.error_message, 'US-ASCII'),
    )


def _row_on_next_available_session_id(d: Any) -> tuple[Any, ...]:
    """Message OnNextAvailableSessionId (template 3853) as a row tuple."""
    return (
        d.correlation_id,
        d.next_session_id,
    )


ROW_FUNCTIONS: dict[str, Callable[[Any], tuple[Any, ...]]] = {
    'AddPublication': _row_add_publication,
    'RemovePublication': _row_remove_publication,
    'AddExclusivePublication': _row_add_exclusive_publication,
    'AddSubscription': _row_add_subscription,
    'RemoveSubscription': _row_remove_subscription,
    'ClientKeepalive': _row_client_keepalive,
    'AddDestination': _row_add_destination,
    'RemoveDestination': _row_remove_destination,
    'AddCounter': _row_add_counter,
    'RemoveCounter': _row_remove_counter,
    'ClientClose': _row_client_close,
    'AddRcvDestination': _row_add_rcv_destination,
    'RemoveRcvDestination': _row_remove_rcv_destination,
    'TerminateDriver': _row_terminate_driver,
    'AddStaticCounter': _row_add_static_counter,
    'RejectImage': _row_reject_image,
    'RemoveDestinationById': _row_remove_destination_by_id,
    'GetNextAvailableSessionId': _row_get_next_available_session_id,
    'OnError': _row_on_error,
    'OnAvailableImage': _row_on_available_image,
    'OnPublicationReady': _row_on_publication_ready,
    'OnOperationSuccess': _row_on_operation_success,
    'OnUnavailableImage': _row_on_unavailable_image,
    'OnExclusivePublicationReady': _row_on_exclusive_publication_ready,
    'OnSubscriptionReady': _row_on_subscription_ready,
    'OnCounterReady': _row_on_counter_ready,
    'OnUnavailableCounter': _row_on_unavailable_counter,
    'OnClientTimeout': _row_on_client_timeout,
    'OnStaticCounter': _row_on_static_counter,
    'OnPublicationError': _row_on_publication_error,
    'OnNextAvailableSessionId': _row_on_next_available_session_id,
}
_MESSAGE_BY_DECODER: dict[str, str] = {
    'AddPublicationDecoder': 'AddPublication',
    'RemovePublicationDecoder': 'RemovePublication',
    'AddExclusivePublicationDecoder': 'AddExclusivePublication',
    'AddSubscriptionDecoder': 'AddSubscription',
    'RemoveSubscriptionDecoder': 'RemoveSubscription',
    'ClientKeepaliveDecoder': 'ClientKeepalive',
    'AddDestinationDecoder': 'AddDestination',
    'RemoveDestinationDecoder': 'RemoveDestination',
    'AddCounterDecoder': 'AddCounter',
    'RemoveCounterDecoder': 'RemoveCounter',
    'ClientCloseDecoder': 'ClientClose',
    'AddRcvDestinationDecoder': 'AddRcvDestination',
    'RemoveRcvDestinationDecoder': 'RemoveRcvDestination',
    'TerminateDriverDecoder': 'TerminateDriver',
    'AddStaticCounterDecoder': 'AddStaticCounter',
    'RejectImageDecoder': 'RejectImage',
    'RemoveDestinationByIdDecoder': 'RemoveDestinationById',
    'GetNextAvailableSessionIdDecoder': 'GetNextAvailableSessionId',
    'OnErrorDecoder': 'OnError',
    'OnAvailableImageDecoder': 'OnAvailableImage',
    'OnPublicationReadyDecoder': 'OnPublicationReady',
    'OnOperationSuccessDecoder': 'OnOperationSuccess',
    'OnUnavailableImageDecoder': 'OnUnavailableImage',
    'OnExclusivePublicationReadyDecoder': 'OnExclusivePublicationReady',
    'OnSubscriptionReadyDecoder': 'OnSubscriptionReady',
    'OnCounterReadyDecoder': 'OnCounterReady',
    'OnUnavailableCounterDecoder': 'OnUnavailableCounter',
    'OnClientTimeoutDecoder': 'OnClientTimeout',
    'OnStaticCounterDecoder': 'OnStaticCounter',
    'OnPublicationErrorDecoder': 'OnPublicationError',
    'OnNextAvailableSessionIdDecoder': 'OnNextAvailableSessionId',
}


def _columns(name: str) -> tuple[Column, ...]:
    try:
        return FIELDS[name]
    except KeyError:
        raise KeyError(f"schema {PACKAGE} has no message {name!r}; known: {sorted(FIELDS)}") from None


def to_row(decoder: Any, name: str | None = None) -> tuple[Any, ...]:
    """A decoded message (a ``<Msg>Decoder`` of aeronkit.codecs) as a tuple in ``struct_type`` order.

    Groups and var data are read in wire order, so the decoder must be freshly wrapped.
    """
    cls = type(decoder)
    if name is None:
        if cls.__name__ not in _MESSAGE_BY_DECODER:
            raise TypeError(f"{cls.__name__} is not a message decoder of schema {PACKAGE}")
        name = _MESSAGE_BY_DECODER[cls.__name__]
    _columns(name)
    schema_id = getattr(cls, "SCHEMA_ID", SCHEMA_ID)
    template_id = getattr(cls, "TEMPLATE_ID", TEMPLATE_IDS[name])
    if schema_id != SCHEMA_ID or template_id != TEMPLATE_IDS[name]:
        raise TypeError(
            f"{cls.__name__} decodes template {template_id} of schema {schema_id}, not {name} "
            f"(template {TEMPLATE_IDS[name]} of schema {SCHEMA_ID})"
        )
    return ROW_FUNCTIONS[name](decoder)


# --- Spark -----------------------------------------------------------------------------------------


def _spark_type(tag: str, children: tuple[Column, ...]) -> Any:
    from pyspark.sql import types as T

    if tag.startswith("array<"):
        return T.ArrayType(_spark_type(tag[6:-1], children), containsNull=False)
    if tag == "struct":
        return T.StructType([_spark_field(c) for c in children])
    simple = {
        "byte": T.ByteType, "short": T.ShortType, "int": T.IntegerType, "long": T.LongType,
        "float": T.FloatType, "double": T.DoubleType, "string": T.StringType, "binary": T.BinaryType,
    }
    if tag == "decimal(20,0)":
        return T.DecimalType(20, 0)
    return simple[tag]()


def _spark_field(column: Column) -> Any:
    from pyspark.sql import types as T

    return T.StructField(column.name, _spark_type(column.type, column.children), column.nullable)


def struct_type(name: str) -> Any:
    """The pyspark StructType of message ``name`` (its schema name, e.g. ``"ConnectRequest"``)."""
    from pyspark.sql import types as T

    return T.StructType([_spark_field(c) for c in _columns(name)])


class _LazyStructTypes(Mapping[str, Any]):
    """Message name -> StructType, built on first access so that importing needs no pyspark."""

    def __init__(self) -> None:
        self._built: dict[str, Any] = {}

    def __getitem__(self, name: str) -> Any:
        if name not in self._built:
            self._built[name] = struct_type(name)
        return self._built[name]

    def __iter__(self) -> Iterator[str]:
        return iter(FIELDS)

    def __len__(self) -> int:
        return len(FIELDS)


STRUCT_TYPES: Mapping[str, Any] = _LazyStructTypes()


# --- Arrow -----------------------------------------------------------------------------------------


def _arrow_type(tag: str, children: tuple[Column, ...]) -> Any:
    import pyarrow as pa

    if tag.startswith("array<"):
        return pa.list_(pa.field("element", _arrow_type(tag[6:-1], children), nullable=False))
    if tag == "struct":
        return pa.struct([_arrow_field(c) for c in children])
    if tag == "decimal(20,0)":
        return pa.decimal128(20, 0)
    simple = {
        "byte": pa.int8, "short": pa.int16, "int": pa.int32, "long": pa.int64, "float": pa.float32,
        "double": pa.float64, "string": pa.string, "binary": pa.binary,
    }
    return simple[tag]()


def _arrow_field(column: Column) -> Any:
    import pyarrow as pa

    return pa.field(column.name, _arrow_type(column.type, column.children), nullable=column.nullable)


def arrow_schema(name: str) -> Any:
    """The pyarrow schema of message ``name``, the same mapping as ``struct_type``."""
    import pyarrow as pa

    return pa.schema([_arrow_field(c) for c in _columns(name)])


def to_arrow(name: str, rows: Iterable[tuple[Any, ...]]) -> Any:
    """A pyarrow RecordBatch of message ``name`` from rows made by ``to_row``."""
    import pyarrow as pa

    schema = arrow_schema(name)
    rows = list(rows)
    if not len(schema):  # a message without fields still has one row per message
        return pa.RecordBatch.from_struct_array(pa.array([{}] * len(rows), type=pa.struct([])))
    arrays = [pa.array([row[i] for row in rows], type=f.type) for i, f in enumerate(schema)]
    return pa.RecordBatch.from_arrays(arrays, schema=schema)


class ColumnBatch(NamedTuple):
    """What ``columns_to_arrow(..., invalid="mask")`` returns.

    ``batch`` holds the rows that decoded, in input order. ``invalid`` is a numpy bool array with one
    entry per input row, True where the row was left out of ``batch``; ``reasons`` maps each such row to
    why (e.g. ``"Trade.symbol: not valid US-ASCII"``), so a caller can report those messages and keep
    the rest.
    """

    batch: Any
    invalid: Any
    reasons: dict[int, str]


class _Rows:
    """Per-batch facts shared by every column: row count, each message's block length and version, and
    the rows found invalid so far (first reason wins)."""

    def __init__(self, message: str, count: int, blocks: Any, versions: Any) -> None:
        self.message = message
        self.count = count
        self.blocks = blocks
        self.versions = versions
        self.reasons: dict[int, str] = {}

    def absent(self, column: Column, top_level: bool) -> Any:
        """Bool per row where the message does not carry ``column`` (None: every row does).

        A field added in a later version is absent when the message's version is older or its block ends
        before the field does (the codecs' rule). A composite member is checked by version only: its
        block check is the composite's.
        """
        if column.since <= 0:
            return None
        absent = self.versions < column.since
        if top_level:
            absent |= self.blocks < column.end
        return absent if absent.any() else None

    def invalid(self, rows: Any, reason: str) -> None:
        import numpy as np

        for r in np.flatnonzero(rows).tolist():
            self.reasons.setdefault(r, reason)


def _either(a: Any, b: Any) -> Any:
    if a is None:
        return b
    return a if b is None else a | b


def _null_where(array: Any, rows: Any) -> Any:
    """``array`` with the cells of ``rows`` (bool per row, or None) set to null."""
    import pyarrow as pa
    import pyarrow.compute as pc

    if rows is None or not rows.any():
        return array
    return pc.if_else(pa.array(rows), pa.scalar(None, type=array.type), array)


_ARROW_TEXT = {"us-ascii": "ascii", "ascii": "ascii", "utf-8": "utf-8", "utf8": "utf-8"}
_ASCII_BYTES = bytes(range(1, 128))


def _ascii_compatible(encoding: str) -> bool:
    """Whether ``encoding`` decodes bytes 1..127 as ASCII, so only rows with a high byte need Python."""
    try:
        return _ASCII_BYTES.decode(encoding) == _ASCII_BYTES.decode("ascii")
    except (LookupError, UnicodeDecodeError):
        return False


def _decode_text(cell: bytes, encoding: str) -> str | None:
    """Text up to the first NUL, as the Python codec reads a char array; None when it is not valid."""
    end = cell.find(0)
    try:
        return (cell if end < 0 else cell[:end]).decode(encoding)
    except (UnicodeDecodeError, LookupError):
        return None


def _chars_array(column: Column, raw: Any, rows: _Rows, absent: Any) -> Any:
    """Fixed char cells (``S<n>``, or bytes shaped (count, n)) -> the text the Python codec reads.

    Text ends at the first NUL (bytes after it are ignored, as the codec ignores them). ASCII and UTF-8
    cells are decoded by Arrow in one pass; only rows with a byte >= 0x80 may need Python. A present cell
    that is not valid text in the field's encoding is a row error (``rows.invalid``), never a batch error.
    """
    import numpy as np
    import pyarrow as pa
    import pyarrow.compute as pc

    count = rows.count
    if raw.dtype.kind in ("u", "i"):
        width = raw.shape[1] if raw.ndim == 2 else 1
        data = np.ascontiguousarray(raw.reshape(count, width).astype(np.uint8, copy=False))
    else:
        width = raw.dtype.itemsize
        data = np.ascontiguousarray(raw).view(np.uint8).reshape(count, width)
    owned = False  # never write into the caller's arrays
    if width > 1 and count:
        revived = ((data[:, :-1] == 0) & (data[:, 1:] != 0)).any(axis=1)  # a byte after a NUL
        if revived.any():
            data, owned = data.copy(), True
            part = data[revived]
            np.copyto(part, 0, where=np.logical_or.accumulate(part == 0, axis=1))
            data[revived] = part
    empty = data[:, 0] == 0  # the text ends before its first byte
    encoding = column.encoding or "US-ASCII"
    kind = _ARROW_TEXT.get(encoding.lower())
    wrong = None
    if kind is None and not _ascii_compatible(encoding):
        texts = [_decode_text(bytes(cell), encoding) for cell in data]
        wrong = np.array([t is None for t in texts], dtype=bool)
        text = pa.array([t or "" for t in texts], type=pa.string())
    else:
        replaced: tuple[Any, list[str]] | None = None  # rows decoded in Python, and their text
        high = (data >= 0x80).any(axis=1) if count and data.max() >= 0x80 else None
        if high is not None and not (kind == "utf-8" and _valid_utf8(data)):
            check = high if absent is None else high & ~absent  # absent cells are null whatever they hold
            if kind == "ascii":
                wrong = np.asarray(check)  # an array (axis=1); numpy types it array or scalar
            else:
                at = np.flatnonzero(check)
                texts = [_decode_text(bytes(data[r]), encoding) for r in at.tolist()]
                bad = np.array([t is None for t in texts], dtype=bool)
                wrong = np.zeros(count, dtype=bool)
                wrong[at[bad]] = True
                replaced = (at[~bad], [t for t in texts if t is not None])
            # Arrow must see valid UTF-8: blank every row with a high byte (its text, if any, is replaced)
            if not owned:
                data, owned = data.copy(), True
            data[high] = 0
        cells = pa.FixedSizeBinaryArray.from_buffers(pa.binary(width), count, [None, pa.py_buffer(data)])
        text = pc.utf8_rtrim(cells.cast(pa.binary()).cast(pa.string()), characters="\x00")
        if replaced is not None and len(replaced[0]):
            mask = np.zeros(count, dtype=bool)
            mask[replaced[0]] = True
            text = pc.replace_with_mask(text, pa.array(mask), pa.array(replaced[1], type=pa.string()))
    if wrong is not None and absent is not None:
        wrong &= ~absent
    if wrong is not None and wrong.any():
        rows.invalid(wrong, f"{rows.message}.{column.name}: not valid {encoding}")
    nulls = _either(absent, wrong)
    if column.optional:
        if column.kind == "char" and column.null not in (None, 0, "\x00"):
            empty = data[:, 0] == (column.null if isinstance(column.null, int) else ord(column.null))
        nulls = _either(nulls, empty)
    return _null_where(text, nulls)


def _valid_utf8(data: Any) -> bool:
    """Whether every cell is valid UTF-8 (up to its NULs): one Arrow pass, no Python per row."""
    import pyarrow as pa

    count, width = data.shape
    cells = pa.FixedSizeBinaryArray.from_buffers(pa.binary(width), count, [None, pa.py_buffer(data)])
    try:
        cells.cast(pa.binary()).cast(pa.string())
    except pa.ArrowInvalid:
        return False
    return True


def _column_array(column: Column, columns: Mapping[str, Any], rows: _Rows, absent: Any,
                  top_level: bool) -> Any:
    """One Arrow array from the C column decoders' numpy arrays (vectorised; no per-row Python).

    ``absent`` marks rows whose enclosing composite the message does not carry; the column's own
    absence is added from its ``since``/``end``. Only an optional column turns its null value into null.
    """
    import numpy as np
    import pyarrow as pa

    count = rows.count
    arrow_type = _arrow_type(column.type, column.children)
    if column.kind == "const":
        return pa.repeat(pa.scalar(column.const, type=arrow_type), count)
    absent = _either(absent, rows.absent(column, top_level))
    if column.kind == "composite":
        parts = [_column_array(c, columns, rows, absent, False) for c in column.children]
        mask = pa.array(absent) if absent is not None else None
        return pa.StructArray.from_arrays(parts, fields=list(arrow_type), mask=mask)
    if column.key not in columns:
        raise KeyError(f"column decoder output has no {column.key!r} (field {column.name})")
    raw = np.asarray(columns[column.key])
    if len(raw) != count:
        raise ValueError(f"column {column.key!r} has {len(raw)} values, expected {count}")
    if column.kind in ("chars", "char"):
        return _chars_array(column, raw, rows, absent)
    if column.kind == "enum":
        # hash the raw values once, name each distinct value, then expand: no per-row Python
        encoded = pa.array(raw.reshape(count)).dictionary_encode()
        distinct = encoded.dictionary.to_pylist()
        names = [None if v == column.null else column.table.get(v, str(v)) for v in distinct]
        array = pa.DictionaryArray.from_arrays(encoded.indices, pa.array(names, pa.string())).dictionary_decode()
        return _null_where(array, absent)
    if column.kind == "set":
        size = raw.dtype.itemsize
        little = np.ascontiguousarray(raw.reshape(count).astype(f"<u{size}")).view(np.uint8).reshape(count, size)
        bits = np.unpackbits(little, axis=1, bitorder="little").view(bool)  # column b is bit b
        width = size * 8
        offsets = np.zeros(count + 1, dtype=np.int32)
        np.cumsum(np.count_nonzero(bits, axis=1), out=offsets[1:])
        names = pa.array([column.table.get(b, str(b)) for b in range(width)], pa.string())
        # the bit number of each set bit, row by row: flat positions modulo the (power of two) width
        indices = pa.array((np.flatnonzero(bits) & (width - 1)).astype(np.int32))
        values = pa.DictionaryArray.from_arrays(indices, names).dictionary_decode()
        mask = pa.array(absent) if absent is not None else None
        return pa.ListArray.from_arrays(pa.array(offsets), values, type=arrow_type, mask=mask)
    if column.kind == "array":
        flat = raw.reshape(-1)
        element = _arrow_type(column.type[6:-1], ())
        values = pa.array(flat).cast(element)
        offsets = pa.array(np.arange(0, flat.size + 1, raw.shape[1] if raw.ndim == 2 else 1, dtype=np.int32))
        mask = pa.array(absent) if absent is not None else None
        return pa.ListArray.from_arrays(offsets, values, type=arrow_type, mask=mask)
    mask = absent
    if column.optional:
        mask = _either(mask, np.isnan(raw) if column.null != column.null else raw == column.null)
    return pa.array(raw, mask=mask).cast(arrow_type)


def _per_row(values: Any, count: int, default: int, what: str) -> Any:
    import numpy as np

    if values is None:
        return np.full(count, default, dtype=np.int64)
    array = np.asarray(values)
    if array.ndim == 0:
        return np.full(count, int(array), dtype=np.int64)
    if array.shape != (count,) or array.dtype.kind not in "iu":
        raise ValueError(f"{what} must be {count} integers, one per message, not {array.dtype}{array.shape}")
    return array.astype(np.int64, copy=False)


def columns_to_arrow(name: str, columns: Mapping[str, Any], *, block_lengths: Any = None,
                     versions: Any = None, invalid: str = "raise") -> Any:
    """A RecordBatch of fixed-block message ``name`` from the C column decoders' numpy arrays.

    ``columns`` maps each field's key (see ``Column.key``) to an array with one value per message;
    constant fields need no array. ``block_lengths`` and ``versions`` are each message's header values
    (arrays, or one number for all; default: this schema's block length and version): a field the
    message does not carry (``sinceVersion`` above its version, or ending past its block) is null
    whatever the column holds. Rows agree with ``to_arrow`` of ``to_row``, message for message.

    A row is invalid when a char cell it carries is not text in the field's encoding, or its block is
    shorter than the fields of version 0. ``invalid="raise"`` raises CodecError for the first one and
    returns the RecordBatch; ``invalid="mask"`` returns a ``ColumnBatch`` of the valid rows plus which
    rows were left out and why. Messages with groups or var data are not column-decoded.
    """
    import numpy as np
    import pyarrow as pa

    from aeronkit.errors import CodecError

    if invalid not in ("raise", "mask"):
        raise ValueError(f"invalid must be 'raise' or 'mask', not {invalid!r}")
    fields = _columns(name)
    if name not in FIXED_MESSAGES:
        raise ValueError(f"{name} has groups or var data; column decoding is for fixed-block messages only")
    lengths = {len(v) for v in columns.values()}
    if len(lengths) > 1:
        raise ValueError(f"columns of {name} differ in length: {sorted(lengths)}")
    count = lengths.pop() if lengths else 0
    rows = _Rows(name, count, _per_row(block_lengths, count, BLOCK_LENGTHS[name], "block_lengths"),
                 _per_row(versions, count, SCHEMA_VERSION, "versions"))
    min_block = max((c.end for c in fields if c.kind != "const" and c.since == 0), default=0)
    thin = rows.blocks < min_block
    for r in np.flatnonzero(thin).tolist():
        rows.reasons[r] = f"block length {int(rows.blocks[r])} < {min_block} (the {name} fields of version 0)"
    arrays = [_column_array(c, columns, rows, None, True) for c in fields]
    batch = pa.RecordBatch.from_arrays(arrays, schema=arrow_schema(name))
    if invalid == "raise":
        if rows.reasons:
            first = min(rows.reasons)
            raise CodecError(f"{rows.reasons[first]} (row {first})")
        return batch
    bad = np.zeros(count, dtype=bool)
    if rows.reasons:
        bad[list(rows.reasons)] = True
        batch = batch.filter(pa.array(~bad))
    return ColumnBatch(batch, bad, dict(sorted(rows.reasons.items())))
