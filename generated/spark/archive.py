# generated from archive-codecs.xml by aeronkit codegen; do not edit
"""Spark and Arrow mappings for SBE schema io.aeron.archive.codecs (id 101, version 13).

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

SCHEMA_ID = 101
SCHEMA_VERSION = 13
PACKAGE = 'io.aeron.archive.codecs'


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


_ENUM_CONTROL_RESPONSE_CODE: dict[int, str] = {
    0: 'OK',
    1: 'ERROR',
    2: 'RECORDING_UNKNOWN',
    3: 'SUBSCRIPTION_UNKNOWN',
}

_ENUM_SOURCE_LOCATION: dict[int, str] = {
    0: 'LOCAL',
    1: 'REMOTE',
}

_ENUM_BOOLEAN_TYPE: dict[int, str] = {
    0: 'FALSE',
    1: 'TRUE',
}

_ENUM_RECORDING_STATE: dict[int, str] = {
    0: 'INVALID',
    1: 'VALID',
    2: 'DELETED',
}

_ENUM_RECORDING_SIGNAL: dict[int, str] = {
    0: 'START',
    1: 'STOP',
    2: 'EXTEND',
    3: 'REPLICATE',
    4: 'MERGE',
    5: 'SYNC',
    6: 'DELETE',
    7: 'REPLICATE_END',
}

CONTROL_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('relevantId', 'long', False, 'value', 'int64', key='relevant_id', null=-9223372036854775808, end=24),
    Column('code', 'string', True, 'enum', 'enum ControlResponseCode', key='code', null=-2147483648, table=_ENUM_CONTROL_RESPONSE_CODE, end=28),
    Column('version', 'int', True, 'value', 'int32', key='version', null=0, optional=True, since=4, end=32),
    Column('errorMessage', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

CONNECT_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648, end=12),
    Column('version', 'int', True, 'value', 'int32', key='version', null=0, optional=True, since=2, end=16),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

CLOSE_SESSION_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
)

START_RECORDING_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=20),
    Column('sourceLocation', 'string', True, 'enum', 'enum SourceLocation', key='source_location', null=-2147483648, table=_ENUM_SOURCE_LOCATION, end=24),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

STOP_RECORDING_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=20),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

REPLAY_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
    Column('position', 'long', False, 'value', 'int64', key='position', null=-9223372036854775808, end=32),
    Column('length', 'long', False, 'value', 'int64', key='length', null=-9223372036854775808, end=40),
    Column('replayStreamId', 'int', False, 'value', 'int32', key='replay_stream_id', null=-2147483648, end=44),
    Column('fileIoMaxLength', 'int', True, 'value', 'int32', key='file_io_max_length', null=-2147483648, since=7, end=48),
    Column('replayToken', 'long', True, 'value', 'int64', key='replay_token', null=-9223372036854775808, since=10, end=56),
    Column('replayChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

STOP_REPLAY_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('replaySessionId', 'long', False, 'value', 'int64', key='replay_session_id', null=-9223372036854775808, end=24),
)

LIST_RECORDINGS_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('fromRecordingId', 'long', False, 'value', 'int64', key='from_recording_id', null=-9223372036854775808, end=24),
    Column('recordCount', 'int', False, 'value', 'int32', key='record_count', null=-2147483648, end=28),
)

LIST_RECORDINGS_FOR_URI_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('fromRecordingId', 'long', False, 'value', 'int64', key='from_recording_id', null=-9223372036854775808, end=24),
    Column('recordCount', 'int', False, 'value', 'int32', key='record_count', null=-2147483648, end=28),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=32),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

LIST_RECORDING_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
)

EXTEND_RECORDING_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=28),
    Column('sourceLocation', 'string', True, 'enum', 'enum SourceLocation', key='source_location', null=-2147483648, table=_ENUM_SOURCE_LOCATION, end=32),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

RECORDING_POSITION_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
)

TRUNCATE_RECORDING_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
    Column('position', 'long', False, 'value', 'int64', key='position', null=-9223372036854775808, end=32),
)

STOP_RECORDING_SUBSCRIPTION_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('subscriptionId', 'long', False, 'value', 'int64', key='subscription_id', null=-9223372036854775808, end=24),
)

STOP_POSITION_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
)

FIND_LAST_MATCHING_RECORDING_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('minRecordingId', 'long', False, 'value', 'int64', key='min_recording_id', null=-9223372036854775808, end=24),
    Column('sessionId', 'int', False, 'value', 'int32', key='session_id', null=-2147483648, end=28),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=32),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

LIST_RECORDING_SUBSCRIPTIONS_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('pseudoIndex', 'int', False, 'value', 'int32', key='pseudo_index', null=-2147483648, end=20),
    Column('subscriptionCount', 'int', False, 'value', 'int32', key='subscription_count', null=-2147483648, end=24),
    Column('applyStreamId', 'string', True, 'enum', 'enum BooleanType', key='apply_stream_id', null=-2147483648, table=_ENUM_BOOLEAN_TYPE, end=28),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=32),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

BOUNDED_REPLAY_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
    Column('position', 'long', False, 'value', 'int64', key='position', null=-9223372036854775808, end=32),
    Column('length', 'long', False, 'value', 'int64', key='length', null=-9223372036854775808, end=40),
    Column('limitCounterId', 'int', False, 'value', 'int32', key='limit_counter_id', null=-2147483648, end=44),
    Column('replayStreamId', 'int', False, 'value', 'int32', key='replay_stream_id', null=-2147483648, end=48),
    Column('fileIoMaxLength', 'int', True, 'value', 'int32', key='file_io_max_length', null=-2147483648, since=7, end=52),
    Column('replayToken', 'long', True, 'value', 'int64', key='replay_token', null=-9223372036854775808, since=10, end=60),
    Column('replayChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

STOP_ALL_REPLAYS_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
)

CATALOG_HEADER_FIELDS: tuple[Column, ...] = (
    Column('version', 'int', False, 'value', 'int32', key='version', null=-2147483648, end=4),
    Column('length', 'int', False, 'value', 'int32', key='length', null=-2147483648, end=8),
    Column('nextRecordingId', 'long', False, 'value', 'int64', key='next_recording_id', null=-9223372036854775808, end=16),
    Column('alignment', 'int', False, 'value', 'int32', key='alignment', null=-2147483648, end=20),
    Column('reserved', 'byte', False, 'value', 'int8', key='reserved', null=-128, end=32),
)

RECORDING_DESCRIPTOR_HEADER_FIELDS: tuple[Column, ...] = (
    Column('length', 'int', False, 'value', 'int32', key='length', null=-2147483648, end=4),
    Column('state', 'string', True, 'enum', 'enum RecordingState', key='state', null=-2147483648, table=_ENUM_RECORDING_STATE, end=8),
    Column('checksum', 'int', False, 'value', 'int32', key='checksum', null=-2147483648, end=12),
    Column('reserved', 'byte', False, 'value', 'int8', key='reserved', null=-128, end=32),
)

RECORDING_DESCRIPTOR_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
    Column('startTimestamp', 'long', False, 'value', 'int64', key='start_timestamp', null=-9223372036854775808, end=32),
    Column('stopTimestamp', 'long', False, 'value', 'int64', key='stop_timestamp', null=-9223372036854775808, end=40),
    Column('startPosition', 'long', False, 'value', 'int64', key='start_position', null=-9223372036854775808, end=48),
    Column('stopPosition', 'long', False, 'value', 'int64', key='stop_position', null=-9223372036854775808, end=56),
    Column('initialTermId', 'int', False, 'value', 'int32', key='initial_term_id', null=-2147483648, end=60),
    Column('segmentFileLength', 'int', False, 'value', 'int32', key='segment_file_length', null=-2147483648, end=64),
    Column('termBufferLength', 'int', False, 'value', 'int32', key='term_buffer_length', null=-2147483648, end=68),
    Column('mtuLength', 'int', False, 'value', 'int32', key='mtu_length', null=-2147483648, end=72),
    Column('sessionId', 'int', False, 'value', 'int32', key='session_id', null=-2147483648, end=76),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=80),
    Column('strippedChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('originalChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('sourceIdentity', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

RECORDING_SUBSCRIPTION_DESCRIPTOR_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('subscriptionId', 'long', False, 'value', 'int64', key='subscription_id', null=-9223372036854775808, end=24),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=28),
    Column('strippedChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

RECORDING_SIGNAL_EVENT_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
    Column('subscriptionId', 'long', False, 'value', 'int64', key='subscription_id', null=-9223372036854775808, end=32),
    Column('position', 'long', False, 'value', 'int64', key='position', null=-9223372036854775808, end=40),
    Column('signal', 'string', True, 'enum', 'enum RecordingSignal', key='signal', null=-2147483648, table=_ENUM_RECORDING_SIGNAL, end=44),
)

REPLICATE_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('srcRecordingId', 'long', False, 'value', 'int64', key='src_recording_id', null=-9223372036854775808, end=24),
    Column('dstRecordingId', 'long', False, 'value', 'int64', key='dst_recording_id', null=-9223372036854775808, end=32),
    Column('srcControlStreamId', 'int', False, 'value', 'int32', key='src_control_stream_id', null=-2147483648, end=36),
    Column('srcControlChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('liveDestination', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

STOP_REPLICATION_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('replicationId', 'long', False, 'value', 'int64', key='replication_id', null=-9223372036854775808, end=24),
)

START_POSITION_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
)

DETACH_SEGMENTS_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
    Column('newStartPosition', 'long', False, 'value', 'int64', key='new_start_position', null=-9223372036854775808, end=32),
)

DELETE_DETACHED_SEGMENTS_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
)

PURGE_SEGMENTS_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
    Column('newStartPosition', 'long', False, 'value', 'int64', key='new_start_position', null=-9223372036854775808, end=32),
)

ATTACH_SEGMENTS_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
)

MIGRATE_SEGMENTS_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('srcRecordingId', 'long', False, 'value', 'int64', key='src_recording_id', null=-9223372036854775808, end=24),
    Column('dstRecordingId', 'long', False, 'value', 'int64', key='dst_recording_id', null=-9223372036854775808, end=32),
)

AUTH_CONNECT_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648, end=12),
    Column('version', 'int', True, 'value', 'int32', key='version', null=0, optional=True, end=16),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
    Column('clientInfo', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

CHALLENGE_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('version', 'int', True, 'value', 'int32', key='version', null=0, optional=True, end=20),
    Column('encodedChallenge', 'binary', False, 'bytes', 'var data (binary)'),
)

CHALLENGE_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
)

KEEP_ALIVE_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
)

TAGGED_REPLICATE_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('srcRecordingId', 'long', False, 'value', 'int64', key='src_recording_id', null=-9223372036854775808, end=24),
    Column('dstRecordingId', 'long', False, 'value', 'int64', key='dst_recording_id', null=-9223372036854775808, end=32),
    Column('channelTagId', 'long', False, 'value', 'int64', key='channel_tag_id', null=-9223372036854775808, end=40),
    Column('subscriptionTagId', 'long', False, 'value', 'int64', key='subscription_tag_id', null=-9223372036854775808, end=48),
    Column('srcControlStreamId', 'int', False, 'value', 'int32', key='src_control_stream_id', null=-2147483648, end=52),
    Column('srcControlChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('liveDestination', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

START_RECORDING_REQUEST2_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=20),
    Column('sourceLocation', 'string', True, 'enum', 'enum SourceLocation', key='source_location', null=-2147483648, table=_ENUM_SOURCE_LOCATION, end=24),
    Column('autoStop', 'string', True, 'enum', 'enum BooleanType', key='auto_stop', null=-2147483648, table=_ENUM_BOOLEAN_TYPE, end=28),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

EXTEND_RECORDING_REQUEST2_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=28),
    Column('sourceLocation', 'string', True, 'enum', 'enum SourceLocation', key='source_location', null=-2147483648, table=_ENUM_SOURCE_LOCATION, end=32),
    Column('autoStop', 'string', True, 'enum', 'enum BooleanType', key='auto_stop', null=-2147483648, table=_ENUM_BOOLEAN_TYPE, end=36),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

STOP_RECORDING_BY_IDENTITY_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
)

REPLICATE_REQUEST2_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('srcRecordingId', 'long', False, 'value', 'int64', key='src_recording_id', null=-9223372036854775808, end=24),
    Column('dstRecordingId', 'long', False, 'value', 'int64', key='dst_recording_id', null=-9223372036854775808, end=32),
    Column('stopPosition', 'long', False, 'value', 'int64', key='stop_position', null=-9223372036854775808, end=40),
    Column('channelTagId', 'long', False, 'value', 'int64', key='channel_tag_id', null=-9223372036854775808, end=48),
    Column('subscriptionTagId', 'long', False, 'value', 'int64', key='subscription_tag_id', null=-9223372036854775808, end=56),
    Column('srcControlStreamId', 'int', False, 'value', 'int32', key='src_control_stream_id', null=-2147483648, end=60),
    Column('fileIoMaxLength', 'int', True, 'value', 'int32', key='file_io_max_length', null=-2147483648, since=7, end=64),
    Column('replicationSessionId', 'int', True, 'value', 'int32', key='replication_session_id', null=-2147483648, since=8, end=68),
    Column('srcControlChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('liveDestination', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('replicationChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
    Column('srcResponseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

MAX_RECORDED_POSITION_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
)

ARCHIVE_ID_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
)

RECORDING_STARTED_FIELDS: tuple[Column, ...] = (
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=8),
    Column('startPosition', 'long', False, 'value', 'int64', key='start_position', null=-9223372036854775808, end=16),
    Column('sessionId', 'int', False, 'value', 'int32', key='session_id', null=-2147483648, end=20),
    Column('streamId', 'int', False, 'value', 'int32', key='stream_id', null=-2147483648, end=24),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('sourceIdentity', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

RECORDING_PROGRESS_FIELDS: tuple[Column, ...] = (
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=8),
    Column('startPosition', 'long', False, 'value', 'int64', key='start_position', null=-9223372036854775808, end=16),
    Column('position', 'long', False, 'value', 'int64', key='position', null=-9223372036854775808, end=24),
)

RECORDING_STOPPED_FIELDS: tuple[Column, ...] = (
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=8),
    Column('startPosition', 'long', False, 'value', 'int64', key='start_position', null=-9223372036854775808, end=16),
    Column('stopPosition', 'long', False, 'value', 'int64', key='stop_position', null=-9223372036854775808, end=24),
)

PURGE_RECORDING_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
)

REPLAY_TOKEN_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
)

PING_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
)

UPDATE_CHANNEL_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('controlSessionId', 'long', False, 'value', 'int64', key='control_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=24),
    Column('channel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

FIELDS: dict[str, tuple[Column, ...]] = {
    'ControlResponse': CONTROL_RESPONSE_FIELDS,
    'ConnectRequest': CONNECT_REQUEST_FIELDS,
    'CloseSessionRequest': CLOSE_SESSION_REQUEST_FIELDS,
    'StartRecordingRequest': START_RECORDING_REQUEST_FIELDS,
    'StopRecordingRequest': STOP_RECORDING_REQUEST_FIELDS,
    'ReplayRequest': REPLAY_REQUEST_FIELDS,
    'StopReplayRequest': STOP_REPLAY_REQUEST_FIELDS,
    'ListRecordingsRequest': LIST_RECORDINGS_REQUEST_FIELDS,
    'ListRecordingsForUriRequest': LIST_RECORDINGS_FOR_URI_REQUEST_FIELDS,
    'ListRecordingRequest': LIST_RECORDING_REQUEST_FIELDS,
    'ExtendRecordingRequest': EXTEND_RECORDING_REQUEST_FIELDS,
    'RecordingPositionRequest': RECORDING_POSITION_REQUEST_FIELDS,
    'TruncateRecordingRequest': TRUNCATE_RECORDING_REQUEST_FIELDS,
    'StopRecordingSubscriptionRequest': STOP_RECORDING_SUBSCRIPTION_REQUEST_FIELDS,
    'StopPositionRequest': STOP_POSITION_REQUEST_FIELDS,
    'FindLastMatchingRecordingRequest': FIND_LAST_MATCHING_RECORDING_REQUEST_FIELDS,
    'ListRecordingSubscriptionsRequest': LIST_RECORDING_SUBSCRIPTIONS_REQUEST_FIELDS,
    'BoundedReplayRequest': BOUNDED_REPLAY_REQUEST_FIELDS,
    'StopAllReplaysRequest': STOP_ALL_REPLAYS_REQUEST_FIELDS,
    'CatalogHeader': CATALOG_HEADER_FIELDS,
    'RecordingDescriptorHeader': RECORDING_DESCRIPTOR_HEADER_FIELDS,
    'RecordingDescriptor': RECORDING_DESCRIPTOR_FIELDS,
    'RecordingSubscriptionDescriptor': RECORDING_SUBSCRIPTION_DESCRIPTOR_FIELDS,
    'RecordingSignalEvent': RECORDING_SIGNAL_EVENT_FIELDS,
    'ReplicateRequest': REPLICATE_REQUEST_FIELDS,
    'StopReplicationRequest': STOP_REPLICATION_REQUEST_FIELDS,
    'StartPositionRequest': START_POSITION_REQUEST_FIELDS,
    'DetachSegmentsRequest': DETACH_SEGMENTS_REQUEST_FIELDS,
    'DeleteDetachedSegmentsRequest': DELETE_DETACHED_SEGMENTS_REQUEST_FIELDS,
    'PurgeSegmentsRequest': PURGE_SEGMENTS_REQUEST_FIELDS,
    'AttachSegmentsRequest': ATTACH_SEGMENTS_REQUEST_FIELDS,
    'MigrateSegmentsRequest': MIGRATE_SEGMENTS_REQUEST_FIELDS,
    'AuthConnectRequest': AUTH_CONNECT_REQUEST_FIELDS,
    'Challenge': CHALLENGE_FIELDS,
    'ChallengeResponse': CHALLENGE_RESPONSE_FIELDS,
    'KeepAliveRequest': KEEP_ALIVE_REQUEST_FIELDS,
    'TaggedReplicateRequest': TAGGED_REPLICATE_REQUEST_FIELDS,
    'StartRecordingRequest2': START_RECORDING_REQUEST2_FIELDS,
    'ExtendRecordingRequest2': EXTEND_RECORDING_REQUEST2_FIELDS,
    'StopRecordingByIdentityRequest': STOP_RECORDING_BY_IDENTITY_REQUEST_FIELDS,
    'ReplicateRequest2': REPLICATE_REQUEST2_FIELDS,
    'MaxRecordedPositionRequest': MAX_RECORDED_POSITION_REQUEST_FIELDS,
    'ArchiveIdRequest': ARCHIVE_ID_REQUEST_FIELDS,
    'RecordingStarted': RECORDING_STARTED_FIELDS,
    'RecordingProgress': RECORDING_PROGRESS_FIELDS,
    'RecordingStopped': RECORDING_STOPPED_FIELDS,
    'PurgeRecordingRequest': PURGE_RECORDING_REQUEST_FIELDS,
    'ReplayTokenRequest': REPLAY_TOKEN_REQUEST_FIELDS,
    'Ping': PING_FIELDS,
    'UpdateChannelRequest': UPDATE_CHANNEL_REQUEST_FIELDS,
}
TEMPLATE_IDS: dict[str, int] = {
    'ControlResponse': 1,
    'ConnectRequest': 2,
    'CloseSessionRequest': 3,
    'StartRecordingRequest': 4,
    'StopRecordingRequest': 5,
    'ReplayRequest': 6,
    'StopReplayRequest': 7,
    'ListRecordingsRequest': 8,
    'ListRecordingsForUriRequest': 9,
    'ListRecordingRequest': 10,
    'ExtendRecordingRequest': 11,
    'RecordingPositionRequest': 12,
    'TruncateRecordingRequest': 13,
    'StopRecordingSubscriptionRequest': 14,
    'StopPositionRequest': 15,
    'FindLastMatchingRecordingRequest': 16,
    'ListRecordingSubscriptionsRequest': 17,
    'BoundedReplayRequest': 18,
    'StopAllReplaysRequest': 19,
    'CatalogHeader': 20,
    'RecordingDescriptorHeader': 21,
    'RecordingDescriptor': 22,
    'RecordingSubscriptionDescriptor': 23,
    'RecordingSignalEvent': 24,
    'ReplicateRequest': 50,
    'StopReplicationRequest': 51,
    'StartPositionRequest': 52,
    'DetachSegmentsRequest': 53,
    'DeleteDetachedSegmentsRequest': 54,
    'PurgeSegmentsRequest': 55,
    'AttachSegmentsRequest': 56,
    'MigrateSegmentsRequest': 57,
    'AuthConnectRequest': 58,
    'Challenge': 59,
    'ChallengeResponse': 60,
    'KeepAliveRequest': 61,
    'TaggedReplicateRequest': 62,
    'StartRecordingRequest2': 63,
    'ExtendRecordingRequest2': 64,
    'StopRecordingByIdentityRequest': 65,
    'ReplicateRequest2': 66,
    'MaxRecordedPositionRequest': 67,
    'ArchiveIdRequest': 68,
    'RecordingStarted': 101,
    'RecordingProgress': 102,
    'RecordingStopped': 103,
    'PurgeRecordingRequest': 104,
    'ReplayTokenRequest': 105,
    'Ping': 106,
    'UpdateChannelRequest': 107,
}
BLOCK_LENGTHS: dict[str, int] = {
    'ControlResponse': 32,
    'ConnectRequest': 16,
    'CloseSessionRequest': 8,
    'StartRecordingRequest': 24,
    'StopRecordingRequest': 20,
    'ReplayRequest': 56,
    'StopReplayRequest': 24,
    'ListRecordingsRequest': 28,
    'ListRecordingsForUriRequest': 32,
    'ListRecordingRequest': 24,
    'ExtendRecordingRequest': 32,
    'RecordingPositionRequest': 24,
    'TruncateRecordingRequest': 32,
    'StopRecordingSubscriptionRequest': 24,
    'StopPositionRequest': 24,
    'FindLastMatchingRecordingRequest': 32,
    'ListRecordingSubscriptionsRequest': 32,
    'BoundedReplayRequest': 60,
    'StopAllReplaysRequest': 24,
    'CatalogHeader': 32,
    'RecordingDescriptorHeader': 32,
    'RecordingDescriptor': 80,
    'RecordingSubscriptionDescriptor': 28,
    'RecordingSignalEvent': 44,
    'ReplicateRequest': 36,
    'StopReplicationRequest': 24,
    'StartPositionRequest': 24,
    'DetachSegmentsRequest': 32,
    'DeleteDetachedSegmentsRequest': 24,
    'PurgeSegmentsRequest': 32,
    'AttachSegmentsRequest': 24,
    'MigrateSegmentsRequest': 32,
    'AuthConnectRequest': 16,
    'Challenge': 20,
    'ChallengeResponse': 16,
    'KeepAliveRequest': 16,
    'TaggedReplicateRequest': 52,
    'StartRecordingRequest2': 28,
    'ExtendRecordingRequest2': 36,
    'StopRecordingByIdentityRequest': 24,
    'ReplicateRequest2': 68,
    'MaxRecordedPositionRequest': 24,
    'ArchiveIdRequest': 16,
    'RecordingStarted': 24,
    'RecordingProgress': 24,
    'RecordingStopped': 24,
    'PurgeRecordingRequest': 24,
    'ReplayTokenRequest': 24,
    'Ping': 8,
    'UpdateChannelRequest': 24,
}
FIXED_MESSAGES: frozenset[str] = frozenset({
    'CloseSessionRequest',
    'StopReplayRequest',
    'ListRecordingsRequest',
    'ListRecordingRequest',
    'RecordingPositionRequest',
    'TruncateRecordingRequest',
    'StopRecordingSubscriptionRequest',
    'StopPositionRequest',
    'StopAllReplaysRequest',
    'CatalogHeader',
    'RecordingDescriptorHeader',
    'RecordingSignalEvent',
    'StopReplicationRequest',
    'StartPositionRequest',
    'DetachSegmentsRequest',
    'DeleteDetachedSegmentsRequest',
    'PurgeSegmentsRequest',
    'AttachSegmentsRequest',
    'MigrateSegmentsRequest',
    'KeepAliveRequest',
    'StopRecordingByIdentityRequest',
    'MaxRecordedPositionRequest',
    'ArchiveIdRequest',
    'RecordingProgress',
    'RecordingStopped',
    'PurgeRecordingRequest',
    'ReplayTokenRequest',
    'Ping',
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


def _row_control_response(d: Any) -> tuple[Any, ...]:
    """Message ControlResponse (template 1) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.relevant_id,
        _enum(d.code, _ENUM_CONTROL_RESPONSE_CODE, -2147483648),
        _opt(d.version, 0),
        _text(d.error_message, 'US-ASCII'),
    )


def _row_connect_request(d: Any) -> tuple[Any, ...]:
    """Message ConnectRequest (template 2) as a row tuple."""
    return (
        d.correlation_id,
        d.response_stream_id,
        _opt(d.version, 0),
        _text(d.response_channel, 'US-ASCII'),
    )


def _row_close_session_request(d: Any) -> tuple[Any, ...]:
    """Message CloseSessionRequest (template 3) as a row tuple."""
    return (
        d.control_session_id,
    )


def _row_start_recording_request(d: Any) -> tuple[Any, ...]:
    """Message StartRecordingRequest (template 4) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.stream_id,
        _enum(d.source_location, _ENUM_SOURCE_LOCATION, -2147483648),
        _text(d.channel, 'US-ASCII'),
    )


def _row_stop_recording_request(d: Any) -> tuple[Any, ...]:
    """Message StopRecordingRequest (template 5) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.stream_id,
        _text(d.channel, 'US-ASCII'),
    )


def _row_replay_request(d: Any) -> tuple[Any, ...]:
    """Message ReplayRequest (template 6) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
        d.position,
        d.length,
        d.replay_stream_id,
        d.file_io_max_length,
        d.replay_token,
        _text(d.replay_channel, 'US-ASCII'),
    )


def _row_stop_replay_request(d: Any) -> tuple[Any, ...]:
    """Message StopReplayRequest (template 7) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.replay_session_id,
    )


def _row_list_recordings_request(d: Any) -> tuple[Any, ...]:
    """Message ListRecordingsRequest (template 8) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.from_recording_id,
        d.record_count,
    )


def _row_list_recordings_for_uri_request(d: Any) -> tuple[Any, ...]:
    """Message ListRecordingsForUriRequest (template 9) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.from_recording_id,
        d.record_count,
        d.stream_id,
        _text(d.channel, 'US-ASCII'),
    )


def _row_list_recording_request(d: Any) -> tuple[Any, ...]:
    """Message ListRecordingRequest (template 10) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
    )


def _row_extend_recording_request(d: Any) -> tuple[Any, ...]:
    """Message ExtendRecordingRequest (template 11) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
        d.stream_id,
        _enum(d.source_location, _ENUM_SOURCE_LOCATION, -2147483648),
        _text(d.channel, 'US-ASCII'),
    )


def _row_recording_position_request(d: Any) -> tuple[Any, ...]:
    """Message RecordingPositionRequest (template 12) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
    )


def _row_truncate_recording_request(d: Any) -> tuple[Any, ...]:
    """Message TruncateRecordingRequest (template 13) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
        d.position,
    )


def _row_stop_recording_subscription_request(d: Any) -> tuple[Any, ...]:
    """Message StopRecordingSubscriptionRequest (template 14) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.subscription_id,
    )


def _row_stop_position_request(d: Any) -> tuple[Any, ...]:
    """Message StopPositionRequest (template 15) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
    )


def _row_find_last_matching_recording_request(d: Any) -> tuple[Any, ...]:
    """Message FindLastMatchingRecordingRequest (template 16) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.min_recording_id,
        d.session_id,
        d.stream_id,
        _text(d.channel, 'US-ASCII'),
    )


def _row_list_recording_subscriptions_request(d: Any) -> tuple[Any, ...]:
    """Message ListRecordingSubscriptionsRequest (template 17) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.pseudo_index,
        d.subscription_count,
        _enum(d.apply_stream_id, _ENUM_BOOLEAN_TYPE, -2147483648),
        d.stream_id,
        _text(d.channel, 'US-ASCII'),
    )


def _row_bounded_replay_request(d: Any) -> tuple[Any, ...]:
    """Message BoundedReplayRequest (template 18) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
        d.position,
        d.length,
        d.limit_counter_id,
        d.replay_stream_id,
        d.file_io_max_length,
        d.replay_token,
        _text(d.replay_channel, 'US-ASCII'),
    )


def _row_stop_all_replays_request(d: Any) -> tuple[Any, ...]:
    """Message StopAllReplaysRequest (template 19) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
    )


def _row_catalog_header(d: Any) -> tuple[Any, ...]:
    """Message CatalogHeader (template 20) as a row tuple."""
    return (
        d.version,
        d.length,
        d.next_recording_id,
        d.alignment,
        d.reserved,
    )


def _row_recording_descriptor_header(d: Any) -> tuple[Any, ...]:
    """Message RecordingDescriptorHeader (template 21) as a row tuple."""
    return (
        d.length,
        _enum(d.state, _ENUM_RECORDING_STATE, -2147483648),
        d.checksum,
        d.reserved,
    )


def _row_recording_descriptor(d: Any) -> tuple[Any, ...]:
    """Message RecordingDescriptor (template 22) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
        d.start_timestamp,
        d.stop_timestamp,
        d.start_position,
        d.stop_position,
        d.initial_term_id,
        d.segment_file_length,
        d.term_buffer_length,
        d.mtu_length,
        d.session_id,
        d.stream_id,
        _text(d.stripped_channel, 'US-ASCII'),
        _text(d.original_channel, 'US-ASCII'),
        _text(d.source_identity, 'US-ASCII'),
    )


def _row_recording_subscription_descriptor(d: Any) -> tuple[Any, ...]:
    """Message RecordingSubscriptionDescriptor (template 23) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.subscription_id,
        d.stream_id,
        _text(d.stripped_channel, 'US-ASCII'),
    )


def _row_recording_signal_event(d: Any) -> tuple[Any, ...]:
    """Message RecordingSignalEvent (template 24) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
        d.subscription_id,
        d.position,
        _enum(d.signal, _ENUM_RECORDING_SIGNAL, -2147483648),
    )


def _row_replicate_request(d: Any) -> tuple[Any, ...]:
    """Message ReplicateRequest (template 50) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.src_recording_id,
        d.dst_recording_id,
        d.src_control_stream_id,
        _text(d.src_control_channel, 'US-ASCII'),
        _text(d.live_destination, 'US-ASCII'),
    )


def _row_stop_replication_request(d: Any) -> tuple[Any, ...]:
    """Message StopReplicationRequest (template 51) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.replication_id,
    )


def _row_start_position_request(d: Any) -> tuple[Any, ...]:
    """Message StartPositionRequest (template 52) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
    )


def _row_detach_segments_request(d: Any) -> tuple[Any, ...]:
    """Message DetachSegmentsRequest (template 53) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
        d.new_start_position,
    )


def _row_delete_detached_segments_request(d: Any) -> tuple[Any, ...]:
    """Message DeleteDetachedSegmentsRequest (template 54) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
    )


def _row_purge_segments_request(d: Any) -> tuple[Any, ...]:
    """Message PurgeSegmentsRequest (template 55) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
        d.new_start_position,
    )


def _row_attach_segments_request(d: Any) -> tuple[Any, ...]:
    """Message AttachSegmentsRequest (template 56) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
    )


def _row_migrate_segments_request(d: Any) -> tuple[Any, ...]:
    """Message MigrateSegmentsRequest (template 57) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.src_recording_id,
        d.dst_recording_id,
    )


def _row_auth_connect_request(d: Any) -> tuple[Any, ...]:
    """Message AuthConnectRequest (template 58) as a row tuple."""
    return (
        d.correlation_id,
        d.response_stream_id,
        _opt(d.version, 0),
        _text(d.response_channel, 'US-ASCII'),
        _bytes(d.encoded_credentials),
        _text(d.client_info, 'US-ASCII'),
    )


def _row_challenge(d: Any) -> tuple[Any, ...]:
    """Message Challenge (template 59) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        _opt(d.version, 0),
        _bytes(d.encoded_challenge),
    )


def _row_challenge_response(d: Any) -> tuple[Any, ...]:
    """Message ChallengeResponse (template 60) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        _bytes(d.encoded_credentials),
    )


def _row_keep_alive_request(d: Any) -> tuple[Any, ...]:
    """Message KeepAliveRequest (template 61) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
    )


def _row_tagged_replicate_request(d: Any) -> tuple[Any, ...]:
    """Message TaggedReplicateRequest (template 62) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.src_recording_id,
        d.dst_recording_id,
        d.channel_tag_id,
        d.subscription_tag_id,
        d.src_control_stream_id,
        _text(d.src_control_channel, 'US-ASCII'),
        _text(d.live_destination, 'US-ASCII'),
    )


def _row_start_recording_request2(d: Any) -> tuple[Any, ...]:
    """Message StartRecordingRequest2 (template 63) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.stream_id,
        _enum(d.source_location, _ENUM_SOURCE_LOCATION, -2147483648),
        _enum(d.auto_stop, _ENUM_BOOLEAN_TYPE, -2147483648),
        _text(d.channel, 'US-ASCII'),
    )


def _row_extend_recording_request2(d: Any) -> tuple[Any, ...]:
    """Message ExtendRecordingRequest2 (template 64) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
        d.stream_id,
        _enum(d.source_location, _ENUM_SOURCE_LOCATION, -2147483648),
        _enum(d.auto_stop, _ENUM_BOOLEAN_TYPE, -2147483648),
        _text(d.channel, 'US-ASCII'),
    )


def _row_stop_recording_by_identity_request(d: Any) -> tuple[Any, ...]:
    """Message StopRecordingByIdentityRequest (template 65) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
    )


def _row_replicate_request2(d: Any) -> tuple[Any, ...]:
    """Message ReplicateRequest2 (template 66) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.src_recording_id,
        d.dst_recording_id,
        d.stop_position,
        d.channel_tag_id,
        d.subscription_tag_id,
        d.src_control_stream_id,
        d.file_io_max_length,
        d.replication_session_id,
        _text(d.src_control_channel, 'US-ASCII'),
        _text(d.live_destination, 'US-ASCII'),
        _text(d.replication_channel, 'US-ASCII'),
        _bytes(d.encoded_credentials),
        _text(d.src_response_channel, 'US-ASCII'),
    )


def _row_max_recorded_position_request(d: Any) -> tuple[Any, ...]:
    """Message MaxRecordedPositionRequest (template 67) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
    )


def _row_archive_id_request(d: Any) -> tuple[Any, ...]:
    """Message ArchiveIdRequest (template 68) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
    )


def _row_recording_started(d: Any) -> tuple[Any, ...]:
    """Message RecordingStarted (template 101) as a row tuple."""
    return (
        d.recording_id,
        d.start_position,
        d.session_id,
        d.stream_id,
        _text(d.channel, 'US-ASCII'),
        _text(d.source_identity, 'US-ASCII'),
    )


def _row_recording_progress(d: Any) -> tuple[Any, ...]:
    """Message RecordingProgress (template 102) as a row tuple."""
    return (
        d.recording_id,
        d.start_position,
        d.position,
    )


def _row_recording_stopped(d: Any) -> tuple[Any, ...]:
    """Message RecordingStopped (template 103) as a row tuple."""
    return (
        d.recording_id,
        d.start_position,
        d.stop_position,
    )


def _row_purge_recording_request(d: Any) -> tuple[Any, ...]:
    """Message PurgeRecordingRequest (template 104) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
    )


def _row_replay_token_request(d: Any) -> tuple[Any, ...]:
    """Message ReplayTokenRequest (template 105) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
    )


def _row_ping(d: Any) -> tuple[Any, ...]:
    """Message Ping (template 106) as a row tuple."""
    return (
        d.control_session_id,
    )


def _row_update_channel_request(d: Any) -> tuple[Any, ...]:
    """Message UpdateChannelRequest (template 107) as a row tuple."""
    return (
        d.control_session_id,
        d.correlation_id,
        d.recording_id,
        _text(d.channel, 'US-ASCII'),
    )


ROW_FUNCTIONS: dict[str, Callable[[Any], tuple[Any, ...]]] = {
    'ControlResponse': _row_control_response,
    'ConnectRequest': _row_connect_request,
    'CloseSessionRequest': _row_close_session_request,
    'StartRecordingRequest': _row_start_recording_request,
    'StopRecordingRequest': _row_stop_recording_request,
    'ReplayRequest': _row_replay_request,
    'StopReplayRequest': _row_stop_replay_request,
    'ListRecordingsRequest': _row_list_recordings_request,
    'ListRecordingsForUriRequest': _row_list_recordings_for_uri_request,
    'ListRecordingRequest': _row_list_recording_request,
    'ExtendRecordingRequest': _row_extend_recording_request,
    'RecordingPositionRequest': _row_recording_position_request,
    'TruncateRecordingRequest': _row_truncate_recording_request,
    'StopRecordingSubscriptionRequest': _row_stop_recording_subscription_request,
    'StopPositionRequest': _row_stop_position_request,
    'FindLastMatchingRecordingRequest': _row_find_last_matching_recording_request,
    'ListRecordingSubscriptionsRequest': _row_list_recording_subscriptions_request,
    'BoundedReplayRequest': _row_bounded_replay_request,
    'StopAllReplaysRequest': _row_stop_all_replays_request,
    'CatalogHeader': _row_catalog_header,
    'RecordingDescriptorHeader': _row_recording_descriptor_header,
    'RecordingDescriptor': _row_recording_descriptor,
    'RecordingSubscriptionDescriptor': _row_recording_subscription_descriptor,
    'RecordingSignalEvent': _row_recording_signal_event,
    'ReplicateRequest': _row_replicate_request,
    'StopReplicationRequest': _row_stop_replication_request,
    'StartPositionRequest': _row_start_position_request,
    'DetachSegmentsRequest': _row_detach_segments_request,
    'DeleteDetachedSegmentsRequest': _row_delete_detached_segments_request,
    'PurgeSegmentsRequest': _row_purge_segments_request,
    'AttachSegmentsRequest': _row_attach_segments_request,
    'MigrateSegmentsRequest': _row_migrate_segments_request,
    'AuthConnectRequest': _row_auth_connect_request,
    'Challenge': _row_challenge,
    'ChallengeResponse': _row_challenge_response,
    'KeepAliveRequest': _row_keep_alive_request,
    'TaggedReplicateRequest': _row_tagged_replicate_request,
    'StartRecordingRequest2': _row_start_recording_request2,
    'ExtendRecordingRequest2': _row_extend_recording_request2,
    'StopRecordingByIdentityRequest': _row_stop_recording_by_identity_request,
    'ReplicateRequest2': _row_replicate_request2,
    'MaxRecordedPositionRequest': _row_max_recorded_position_request,
    'ArchiveIdRequest': _row_archive_id_request,
    'RecordingStarted': _row_recording_started,
    'RecordingProgress': _row_recording_progress,
    'RecordingStopped': _row_recording_stopped,
    'PurgeRecordingRequest': _row_purge_recording_request,
    'ReplayTokenRequest': _row_replay_token_request,
    'Ping': _row_ping,
    'UpdateChannelRequest': _row_update_channel_request,
}
_MESSAGE_BY_DECODER: dict[str, str] = {
    'ControlResponseDecoder': 'ControlResponse',
    'ConnectRequestDecoder': 'ConnectRequest',
    'CloseSessionRequestDecoder': 'CloseSessionRequest',
    'StartRecordingRequestDecoder': 'StartRecordingRequest',
    'StopRecordingRequestDecoder': 'StopRecordingRequest',
    'ReplayRequestDecoder': 'ReplayRequest',
    'StopReplayRequestDecoder': 'StopReplayRequest',
    'ListRecordingsRequestDecoder': 'ListRecordingsRequest',
    'ListRecordingsForUriRequestDecoder': 'ListRecordingsForUriRequest',
    'ListRecordingRequestDecoder': 'ListRecordingRequest',
    'ExtendRecordingRequestDecoder': 'ExtendRecordingRequest',
    'RecordingPositionRequestDecoder': 'RecordingPositionRequest',
    'TruncateRecordingRequestDecoder': 'TruncateRecordingRequest',
    'StopRecordingSubscriptionRequestDecoder': 'StopRecordingSubscriptionRequest',
    'StopPositionRequestDecoder': 'StopPositionRequest',
    'FindLastMatchingRecordingRequestDecoder': 'FindLastMatchingRecordingRequest',
    'ListRecordingSubscriptionsRequestDecoder': 'ListRecordingSubscriptionsRequest',
    'BoundedReplayRequestDecoder': 'BoundedReplayRequest',
    'StopAllReplaysRequestDecoder': 'StopAllReplaysRequest',
    'CatalogHeaderDecoder': 'CatalogHeader',
    'RecordingDescriptorHeaderDecoder': 'RecordingDescriptorHeader',
    'RecordingDescriptorDecoder': 'RecordingDescriptor',
    'RecordingSubscriptionDescriptorDecoder': 'RecordingSubscriptionDescriptor',
    'RecordingSignalEventDecoder': 'RecordingSignalEvent',
    'ReplicateRequestDecoder': 'ReplicateRequest',
    'StopReplicationRequestDecoder': 'StopReplicationRequest',
    'StartPositionRequestDecoder': 'StartPositionRequest',
    'DetachSegmentsRequestDecoder': 'DetachSegmentsRequest',
    'DeleteDetachedSegmentsRequestDecoder': 'DeleteDetachedSegmentsRequest',
    'PurgeSegmentsRequestDecoder': 'PurgeSegmentsRequest',
    'AttachSegmentsRequestDecoder': 'AttachSegmentsRequest',
    'MigrateSegmentsRequestDecoder': 'MigrateSegmentsRequest',
    'AuthConnectRequestDecoder': 'AuthConnectRequest',
    'ChallengeDecoder': 'Challenge',
    'ChallengeResponseDecoder': 'ChallengeResponse',
    'KeepAliveRequestDecoder': 'KeepAliveRequest',
    'TaggedReplicateRequestDecoder': 'TaggedReplicateRequest',
    'StartRecordingRequest2Decoder': 'StartRecordingRequest2',
    'ExtendRecordingRequest2Decoder': 'ExtendRecordingRequest2',
    'StopRecordingByIdentityRequestDecoder': 'StopRecordingByIdentityRequest',
    'ReplicateRequest2Decoder': 'ReplicateRequest2',
    'MaxRecordedPositionRequestDecoder': 'MaxRecordedPositionRequest',
    'ArchiveIdRequestDecoder': 'ArchiveIdRequest',
    'RecordingStartedDecoder': 'RecordingStarted',
    'RecordingProgressDecoder': 'RecordingProgress',
    'RecordingStoppedDecoder': 'RecordingStopped',
    'PurgeRecordingRequestDecoder': 'PurgeRecordingRequest',
    'ReplayTokenRequestDecoder': 'ReplayTokenRequest',
    'PingDecoder': 'Ping',
    'UpdateChannelRequestDecoder': 'UpdateChannelRequest',
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
