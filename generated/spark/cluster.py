# generated from cluster-codecs.xml by aeronkit codegen; do not edit
"""Spark and Arrow mappings for SBE schema io.aeron.cluster.codecs (id 111, version 16).

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

SCHEMA_ID = 111
SCHEMA_VERSION = 16
PACKAGE = 'io.aeron.cluster.codecs'


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


_ENUM_EVENT_CODE: dict[int, str] = {
    0: 'OK',
    1: 'ERROR',
    2: 'REDIRECT',
    3: 'AUTHENTICATION_REJECTED',
    4: 'CLOSED',
}

_ENUM_CLOSE_REASON: dict[int, str] = {
    0: 'CLIENT_ACTION',
    1: 'SERVICE_ACTION',
    2: 'TIMEOUT',
}

_ENUM_CLUSTER_ACTION: dict[int, str] = {
    0: 'SUSPEND',
    1: 'RESUME',
    2: 'SNAPSHOT',
}

_ENUM_CLUSTER_TIME_UNIT: dict[int, str] = {
    0: 'MILLIS',
    1: 'MICROS',
    2: 'NANOS',
}

_ENUM_CHANGE_TYPE: dict[int, str] = {
    0: 'JOIN',
    1: 'QUIT',
}

_ENUM_ADMIN_REQUEST_TYPE: dict[int, str] = {
    0: 'SNAPSHOT',
}

_ENUM_ADMIN_RESPONSE_CODE: dict[int, str] = {
    0: 'OK',
    1: 'ERROR',
    2: 'UNAUTHORISED_ACCESS',
}

_ENUM_BOOLEAN_TYPE: dict[int, str] = {
    0: 'FALSE',
    1: 'TRUE',
}

_ENUM_SNAPSHOT_MARK: dict[int, str] = {
    0: 'BEGIN',
    1: 'SECTION',
    2: 'END',
}

SESSION_MESSAGE_HEADER_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=16),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808, end=24),
)

SESSION_EVENT_FIELDS: tuple[Column, ...] = (
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=24),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648, end=28),
    Column('code', 'string', True, 'enum', 'enum EventCode', key='code', null=-2147483648, table=_ENUM_EVENT_CODE, end=32),
    Column('version', 'int', True, 'value', 'int32', key='version', null=0, optional=True, since=6, end=36),
    Column('leaderHeartbeatTimeoutNs', 'long', True, 'value', 'int64', key='leader_heartbeat_timeout_ns', null=-9223372036854775808, optional=True, since=13, end=44),
    Column('detail', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

SESSION_CONNECT_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648, end=12),
    Column('version', 'int', True, 'value', 'int32', key='version', null=0, optional=True, since=2, end=16),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
    Column('clientInfo', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

SESSION_CLOSE_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=16),
)

SESSION_KEEP_ALIVE_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=16),
)

NEW_LEADER_EVENT_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=16),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648, end=20),
    Column('ingressEndpoints', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

CHALLENGE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=16),
    Column('encodedChallenge', 'binary', False, 'bytes', 'var data (binary)'),
)

CHALLENGE_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=16),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
)

TIMER_EVENT_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808, end=24),
)

SESSION_OPEN_EVENT_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=24),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808, end=32),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648, end=36),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedPrincipal', 'binary', False, 'bytes', 'var data (binary)'),
)

SESSION_CLOSE_EVENT_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=16),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808, end=24),
    Column('closeReason', 'string', True, 'enum', 'enum CloseReason', key='close_reason', null=-2147483648, table=_ENUM_CLOSE_REASON, end=28),
)

CLUSTER_ACTION_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808, end=24),
    Column('action', 'string', True, 'enum', 'enum ClusterAction', key='action', null=-2147483648, table=_ENUM_CLUSTER_ACTION, end=28),
    Column('flags', 'int', True, 'value', 'int32', key='flags', null=-2147483648, optional=True, since=11, end=32),
)

NEW_LEADERSHIP_TERM_EVENT_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808, end=24),
    Column('termBaseLogPosition', 'long', False, 'value', 'int64', key='term_base_log_position', null=-9223372036854775808, end=32),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648, end=36),
    Column('logSessionId', 'int', False, 'value', 'int32', key='log_session_id', null=-2147483648, end=40),
    Column('timeUnit', 'string', True, 'enum', 'enum ClusterTimeUnit', key='time_unit', null=-2147483648, table=_ENUM_CLUSTER_TIME_UNIT, since=4, end=44),
    Column('appVersion', 'int', True, 'value', 'int32', key='app_version', null=0, optional=True, since=4, end=48),
)

MEMBERSHIP_CHANGE_EVENT_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808, end=24),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648, end=28),
    Column('clusterSize', 'int', False, 'value', 'int32', key='cluster_size', null=-2147483648, end=32),
    Column('changeType', 'string', True, 'enum', 'enum ChangeType', key='change_type', null=-2147483648, table=_ENUM_CHANGE_TYPE, end=36),
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648, end=40),
    Column('clusterMembers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

ADMIN_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=16),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=24),
    Column('requestType', 'string', True, 'enum', 'enum AdminRequestType', key='request_type', null=-2147483648, table=_ENUM_ADMIN_REQUEST_TYPE, end=28),
    Column('payload', 'binary', False, 'bytes', 'var data (binary)'),
)

ADMIN_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('requestType', 'string', True, 'enum', 'enum AdminRequestType', key='request_type', null=-2147483648, table=_ENUM_ADMIN_REQUEST_TYPE, end=20),
    Column('responseCode', 'string', True, 'enum', 'enum AdminResponseCode', key='response_code', null=-2147483648, table=_ENUM_ADMIN_RESPONSE_CODE, end=24),
    Column('message', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('payload', 'binary', False, 'bytes', 'var data (binary)'),
)

CLOSE_SESSION_FIELDS: tuple[Column, ...] = (
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=8),
)

SCHEDULE_TIMER_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('deadline', 'long', False, 'value', 'int64', key='deadline', null=-9223372036854775808, end=16),
)

CANCEL_TIMER_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
)

SERVICE_ACK_FIELDS: tuple[Column, ...] = (
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=8),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808, end=16),
    Column('ackId', 'long', False, 'value', 'int64', key='ack_id', null=-9223372036854775808, end=24),
    Column('relevantId', 'long', False, 'value', 'int64', key='relevant_id', null=-9223372036854775808, end=32),
    Column('serviceId', 'int', False, 'value', 'int32', key='service_id', null=-2147483648, end=36),
)

CLUSTER_MEMBERS_QUERY_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('extended', 'string', True, 'enum', 'enum BooleanType', key='extended', null=-2147483648, table=_ENUM_BOOLEAN_TYPE, since=5, end=12),
)

REMOVE_MEMBER_FIELDS: tuple[Column, ...] = (
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648, end=4),
    Column('isPassive', 'string', True, 'enum', 'enum BooleanType', key='is_passive', null=-2147483648, table=_ENUM_BOOLEAN_TYPE, end=8),
)

JOIN_LOG_FIELDS: tuple[Column, ...] = (
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=8),
    Column('maxLogPosition', 'long', False, 'value', 'int64', key='max_log_position', null=-9223372036854775808, end=16),
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648, end=20),
    Column('logSessionId', 'int', False, 'value', 'int32', key='log_session_id', null=-2147483648, end=24),
    Column('logStreamId', 'int', False, 'value', 'int32', key='log_stream_id', null=-2147483648, end=28),
    Column('isStartup', 'string', True, 'enum', 'enum BooleanType', key='is_startup', null=-2147483648, table=_ENUM_BOOLEAN_TYPE, end=32),
    Column('role', 'int', False, 'value', 'int32', key='role', null=-2147483648, end=36),
    Column('isStandby', 'string', True, 'enum', 'enum BooleanType', key='is_standby', null=-2147483648, table=_ENUM_BOOLEAN_TYPE, since=16, end=40),
    Column('logChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

CLUSTER_MEMBERS_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648, end=12),
    Column('activeMembers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('passiveFollowers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

SERVICE_TERMINATION_POSITION_FIELDS: tuple[Column, ...] = (
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=8),
)

CLUSTER_MEMBERS_EXTENDED_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('currentTimeNs', 'long', False, 'value', 'int64', key='current_time_ns', null=-9223372036854775808, end=16),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648, end=20),
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648, end=24),
    Column('activeMembers', 'array<struct>', False, 'group', 'group activeMembers', children=(
        Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
        Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
        Column('timeOfLastAppendNs', 'long', False, 'value', 'int64', key='time_of_last_append_ns', null=-9223372036854775808, end=24),
        Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648, end=28),
        Column('ingressEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('consensusEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('logEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('catchupEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('archiveEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    )),
    Column('passiveMembers', 'array<struct>', False, 'group', 'group passiveMembers', children=(
        Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
        Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
        Column('timeOfLastAppendNs', 'long', False, 'value', 'int64', key='time_of_last_append_ns', null=-9223372036854775808, end=24),
        Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648, end=28),
        Column('ingressEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('consensusEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('logEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('catchupEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('archiveEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    )),
)

CANVASS_POSITION_FIELDS: tuple[Column, ...] = (
    Column('logLeadershipTermId', 'long', False, 'value', 'int64', key='log_leadership_term_id', null=-9223372036854775808, end=8),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=24),
    Column('followerMemberId', 'int', False, 'value', 'int32', key='follower_member_id', null=-2147483648, end=28),
    Column('protocolVersion', 'int', True, 'value', 'int32', key='protocol_version', null=0, optional=True, since=9, end=32),
)

REQUEST_VOTE_FIELDS: tuple[Column, ...] = (
    Column('logLeadershipTermId', 'long', False, 'value', 'int64', key='log_leadership_term_id', null=-9223372036854775808, end=8),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
    Column('candidateTermId', 'long', False, 'value', 'int64', key='candidate_term_id', null=-9223372036854775808, end=24),
    Column('candidateMemberId', 'int', False, 'value', 'int32', key='candidate_member_id', null=-2147483648, end=28),
    Column('protocolVersion', 'int', True, 'value', 'int32', key='protocol_version', null=0, optional=True, since=9, end=32),
)

VOTE_FIELDS: tuple[Column, ...] = (
    Column('candidateTermId', 'long', False, 'value', 'int64', key='candidate_term_id', null=-9223372036854775808, end=8),
    Column('logLeadershipTermId', 'long', False, 'value', 'int64', key='log_leadership_term_id', null=-9223372036854775808, end=16),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=24),
    Column('candidateMemberId', 'int', False, 'value', 'int32', key='candidate_member_id', null=-2147483648, end=28),
    Column('followerMemberId', 'int', False, 'value', 'int32', key='follower_member_id', null=-2147483648, end=32),
    Column('vote', 'string', True, 'enum', 'enum BooleanType', key='vote', null=-2147483648, table=_ENUM_BOOLEAN_TYPE, end=36),
)

NEW_LEADERSHIP_TERM_FIELDS: tuple[Column, ...] = (
    Column('logLeadershipTermId', 'long', False, 'value', 'int64', key='log_leadership_term_id', null=-9223372036854775808, end=8),
    Column('nextLeadershipTermId', 'long', False, 'value', 'int64', key='next_leadership_term_id', null=-9223372036854775808, end=16),
    Column('nextTermBaseLogPosition', 'long', False, 'value', 'int64', key='next_term_base_log_position', null=-9223372036854775808, end=24),
    Column('nextLogPosition', 'long', False, 'value', 'int64', key='next_log_position', null=-9223372036854775808, end=32),
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=40),
    Column('termBaseLogPosition', 'long', False, 'value', 'int64', key='term_base_log_position', null=-9223372036854775808, end=48),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=56),
    Column('leaderRecordingId', 'long', False, 'value', 'int64', key='leader_recording_id', null=-9223372036854775808, end=64),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808, end=72),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648, end=76),
    Column('logSessionId', 'int', False, 'value', 'int32', key='log_session_id', null=-2147483648, end=80),
    Column('appVersion', 'int', True, 'value', 'int32', key='app_version', null=0, optional=True, end=84),
    Column('isStartup', 'string', True, 'enum', 'enum BooleanType', key='is_startup', null=-2147483648, table=_ENUM_BOOLEAN_TYPE, end=88),
    Column('commitPosition', 'long', True, 'value', 'int64', key='commit_position', null=-9223372036854775808, since=15, end=96),
)

APPEND_POSITION_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
    Column('followerMemberId', 'int', False, 'value', 'int32', key='follower_member_id', null=-2147483648, end=20),
    Column('flags', 'short', True, 'value', 'uint8', key='flags', null=255, since=8, end=21),
)

COMMIT_POSITION_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648, end=20),
)

CATCHUP_POSITION_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
    Column('followerMemberId', 'int', False, 'value', 'int32', key='follower_member_id', null=-2147483648, end=20),
    Column('catchupEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

STOP_CATCHUP_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('followerMemberId', 'int', False, 'value', 'int32', key='follower_member_id', null=-2147483648, end=12),
)

ADD_PASSIVE_MEMBER_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('memberEndpoints', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

CLUSTER_MEMBERS_CHANGE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648, end=12),
    Column('activeMembers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('passiveMembers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

SNAPSHOT_RECORDING_QUERY_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('requestMemberId', 'int', False, 'value', 'int32', key='request_member_id', null=-2147483648, end=12),
)

SNAPSHOT_RECORDINGS_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('snapshots', 'array<struct>', False, 'group', 'group snapshots', children=(
        Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=8),
        Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=16),
        Column('termBaseLogPosition', 'long', False, 'value', 'int64', key='term_base_log_position', null=-9223372036854775808, end=24),
        Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=32),
        Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808, end=40),
        Column('serviceId', 'int', False, 'value', 'int32', key='service_id', null=-2147483648, end=44),
    )),
    Column('memberEndpoints', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

JOIN_CLUSTER_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648, end=12),
)

TERMINATION_POSITION_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
)

TERMINATION_ACK_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=8),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648, end=20),
)

BACKUP_QUERY_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648, end=12),
    Column('version', 'int', True, 'value', 'int32', key='version', null=0, optional=True, since=2, end=16),
    Column('logPosition', 'long', True, 'value', 'int64', key='log_position', null=-9223372036854775808, optional=True, since=16, end=24),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
)

BACKUP_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('logRecordingId', 'long', False, 'value', 'int64', key='log_recording_id', null=-9223372036854775808, end=16),
    Column('logLeadershipTermId', 'long', False, 'value', 'int64', key='log_leadership_term_id', null=-9223372036854775808, end=24),
    Column('logTermBaseLogPosition', 'long', False, 'value', 'int64', key='log_term_base_log_position', null=-9223372036854775808, end=32),
    Column('lastLeadershipTermId', 'long', False, 'value', 'int64', key='last_leadership_term_id', null=-9223372036854775808, end=40),
    Column('lastTermBaseLogPosition', 'long', False, 'value', 'int64', key='last_term_base_log_position', null=-9223372036854775808, end=48),
    Column('commitPositionCounterId', 'int', False, 'value', 'int32', key='commit_position_counter_id', null=-2147483648, end=52),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648, end=56),
    Column('memberId', 'int', True, 'value', 'int32', key='member_id', null=-2147483648, since=10, end=60),
    Column('snapshots', 'array<struct>', False, 'group', 'group snapshots', children=(
        Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=8),
        Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=16),
        Column('termBaseLogPosition', 'long', False, 'value', 'int64', key='term_base_log_position', null=-9223372036854775808, end=24),
        Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=32),
        Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808, end=40),
        Column('serviceId', 'int', False, 'value', 'int32', key='service_id', null=-2147483648, end=44),
    )),
    Column('clusterMembers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

HEARTBEAT_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648, end=12),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
)

HEARTBEAT_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
)

STANDBY_SNAPSHOT_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('version', 'int', False, 'value', 'int32', key='version', null=-2147483648, end=12),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648, end=16),
    Column('snapshots', 'array<struct>', False, 'group', 'group snapshots', children=(
        Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808, end=8),
        Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=16),
        Column('termBaseLogPosition', 'long', False, 'value', 'int64', key='term_base_log_position', null=-9223372036854775808, end=24),
        Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=32),
        Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808, end=40),
        Column('serviceId', 'int', False, 'value', 'int32', key='service_id', null=-2147483648, end=44),
        Column('archiveEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    )),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
)

SNAPSHOT_MARKER_FIELDS: tuple[Column, ...] = (
    Column('typeId', 'long', False, 'value', 'int64', key='type_id', null=-9223372036854775808, end=8),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=16),
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808, end=24),
    Column('index', 'int', False, 'value', 'int32', key='index', null=-2147483648, end=28),
    Column('mark', 'string', True, 'enum', 'enum SnapshotMark', key='mark', null=-2147483648, table=_ENUM_SNAPSHOT_MARK, end=32),
    Column('timeUnit', 'string', True, 'enum', 'enum ClusterTimeUnit', key='time_unit', null=-2147483648, table=_ENUM_CLUSTER_TIME_UNIT, since=4, end=36),
    Column('appVersion', 'int', True, 'value', 'int32', key='app_version', null=0, optional=True, since=4, end=40),
)

CLIENT_SESSION_FIELDS: tuple[Column, ...] = (
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=8),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648, end=12),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedPrincipal', 'binary', False, 'bytes', 'var data (binary)'),
)

CLUSTER_SESSION_FIELDS: tuple[Column, ...] = (
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808, end=8),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=16),
    Column('openedLogPosition', 'long', False, 'value', 'int64', key='opened_log_position', null=-9223372036854775808, end=24),
    Column('timeOfLastActivity', 'long', False, 'value', 'int64', key='time_of_last_activity', null=-9223372036854775808, end=32),
    Column('closeReason', 'string', True, 'enum', 'enum CloseReason', key='close_reason', null=-2147483648, table=_ENUM_CLOSE_REASON, end=36),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648, end=40),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

TIMER_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808, end=8),
    Column('deadline', 'long', False, 'value', 'int64', key='deadline', null=-9223372036854775808, end=16),
)

CONSENSUS_MODULE_FIELDS: tuple[Column, ...] = (
    Column('nextSessionId', 'long', False, 'value', 'int64', key='next_session_id', null=-9223372036854775808, end=8),
    Column('nextServiceSessionId', 'long', True, 'value', 'int64', key='next_service_session_id', null=-9223372036854775808, optional=True, since=3, end=16),
    Column('logServiceSessionId', 'long', True, 'value', 'int64', key='log_service_session_id', null=-9223372036854775808, optional=True, since=3, end=24),
    Column('pendingMessageCapacity', 'int', True, 'value', 'int32', key='pending_message_capacity', null=0, optional=True, since=3, end=28),
)

CLUSTER_MEMBERS_FIELDS: tuple[Column, ...] = (
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648, end=4),
    Column('highMemberId', 'int', False, 'value', 'int32', key='high_member_id', null=-2147483648, end=8),
    Column('clusterMembers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

PENDING_MESSAGE_TRACKER_FIELDS: tuple[Column, ...] = (
    Column('nextServiceSessionId', 'long', False, 'value', 'int64', key='next_service_session_id', null=-9223372036854775808, end=8),
    Column('logServiceSessionId', 'long', False, 'value', 'int64', key='log_service_session_id', null=-9223372036854775808, end=16),
    Column('pendingMessageCapacity', 'int', True, 'value', 'int32', key='pending_message_capacity', null=0, optional=True, end=20),
    Column('serviceId', 'int', False, 'value', 'int32', key='service_id', null=-2147483648, end=24),
)

REQUEST_SERVICE_ACK_FIELDS: tuple[Column, ...] = (
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808, end=8),
)

FIELDS: dict[str, tuple[Column, ...]] = {
    'SessionMessageHeader': SESSION_MESSAGE_HEADER_FIELDS,
    'SessionEvent': SESSION_EVENT_FIELDS,
    'SessionConnectRequest': SESSION_CONNECT_REQUEST_FIELDS,
    'SessionCloseRequest': SESSION_CLOSE_REQUEST_FIELDS,
    'SessionKeepAlive': SESSION_KEEP_ALIVE_FIELDS,
    'NewLeaderEvent': NEW_LEADER_EVENT_FIELDS,
    'Challenge': CHALLENGE_FIELDS,
    'ChallengeResponse': CHALLENGE_RESPONSE_FIELDS,
    'TimerEvent': TIMER_EVENT_FIELDS,
    'SessionOpenEvent': SESSION_OPEN_EVENT_FIELDS,
    'SessionCloseEvent': SESSION_CLOSE_EVENT_FIELDS,
    'ClusterActionRequest': CLUSTER_ACTION_REQUEST_FIELDS,
    'NewLeadershipTermEvent': NEW_LEADERSHIP_TERM_EVENT_FIELDS,
    'MembershipChangeEvent': MEMBERSHIP_CHANGE_EVENT_FIELDS,
    'AdminRequest': ADMIN_REQUEST_FIELDS,
    'AdminResponse': ADMIN_RESPONSE_FIELDS,
    'CloseSession': CLOSE_SESSION_FIELDS,
    'ScheduleTimer': SCHEDULE_TIMER_FIELDS,
    'CancelTimer': CANCEL_TIMER_FIELDS,
    'ServiceAck': SERVICE_ACK_FIELDS,
    'ClusterMembersQuery': CLUSTER_MEMBERS_QUERY_FIELDS,
    'RemoveMember': REMOVE_MEMBER_FIELDS,
    'JoinLog': JOIN_LOG_FIELDS,
    'ClusterMembersResponse': CLUSTER_MEMBERS_RESPONSE_FIELDS,
    'ServiceTerminationPosition': SERVICE_TERMINATION_POSITION_FIELDS,
    'ClusterMembersExtendedResponse': CLUSTER_MEMBERS_EXTENDED_RESPONSE_FIELDS,
    'CanvassPosition': CANVASS_POSITION_FIELDS,
    'RequestVote': REQUEST_VOTE_FIELDS,
    'Vote': VOTE_FIELDS,
    'NewLeadershipTerm': NEW_LEADERSHIP_TERM_FIELDS,
    'AppendPosition': APPEND_POSITION_FIELDS,
    'CommitPosition': COMMIT_POSITION_FIELDS,
    'CatchupPosition': CATCHUP_POSITION_FIELDS,
    'StopCatchup': STOP_CATCHUP_FIELDS,
    'AddPassiveMember': ADD_PASSIVE_MEMBER_FIELDS,
    'ClusterMembersChange': CLUSTER_MEMBERS_CHANGE_FIELDS,
    'SnapshotRecordingQuery': SNAPSHOT_RECORDING_QUERY_FIELDS,
    'SnapshotRecordings': SNAPSHOT_RECORDINGS_FIELDS,
    'JoinCluster': JOIN_CLUSTER_FIELDS,
    'TerminationPosition': TERMINATION_POSITION_FIELDS,
    'TerminationAck': TERMINATION_ACK_FIELDS,
    'BackupQuery': BACKUP_QUERY_FIELDS,
    'BackupResponse': BACKUP_RESPONSE_FIELDS,
    'HeartbeatRequest': HEARTBEAT_REQUEST_FIELDS,
    'HeartbeatResponse': HEARTBEAT_RESPONSE_FIELDS,
    'StandbySnapshot': STANDBY_SNAPSHOT_FIELDS,
    'SnapshotMarker': SNAPSHOT_MARKER_FIELDS,
    'ClientSession': CLIENT_SESSION_FIELDS,
    'ClusterSession': CLUSTER_SESSION_FIELDS,
    'Timer': TIMER_FIELDS,
    'ConsensusModule': CONSENSUS_MODULE_FIELDS,
    'ClusterMembers': CLUSTER_MEMBERS_FIELDS,
    'PendingMessageTracker': PENDING_MESSAGE_TRACKER_FIELDS,
    'requestServiceAck': REQUEST_SERVICE_ACK_FIELDS,
}
TEMPLATE_IDS: dict[str, int] = {
    'SessionMessageHeader': 1,
    'SessionEvent': 2,
    'SessionConnectRequest': 3,
    'SessionCloseRequest': 4,
    'SessionKeepAlive': 5,
    'NewLeaderEvent': 6,
    'Challenge': 7,
    'ChallengeResponse': 8,
    'TimerEvent': 20,
    'SessionOpenEvent': 21,
    'SessionCloseEvent': 22,
    'ClusterActionRequest': 23,
    'NewLeadershipTermEvent': 24,
    'MembershipChangeEvent': 25,
    'AdminRequest': 26,
    'AdminResponse': 27,
    'CloseSession': 30,
    'ScheduleTimer': 31,
    'CancelTimer': 32,
    'ServiceAck': 33,
    'ClusterMembersQuery': 34,
    'RemoveMember': 35,
    'JoinLog': 40,
    'ClusterMembersResponse': 41,
    'ServiceTerminationPosition': 42,
    'ClusterMembersExtendedResponse': 43,
    'CanvassPosition': 50,
    'RequestVote': 51,
    'Vote': 52,
    'NewLeadershipTerm': 53,
    'AppendPosition': 54,
    'CommitPosition': 55,
    'CatchupPosition': 56,
    'StopCatchup': 57,
    'AddPassiveMember': 70,
    'ClusterMembersChange': 71,
    'SnapshotRecordingQuery': 72,
    'SnapshotRecordings': 73,
    'JoinCluster': 74,
    'TerminationPosition': 75,
    'TerminationAck': 76,
    'BackupQuery': 77,
    'BackupResponse': 78,
    'HeartbeatRequest': 79,
    'HeartbeatResponse': 80,
    'StandbySnapshot': 81,
    'SnapshotMarker': 100,
    'ClientSession': 102,
    'ClusterSession': 103,
    'Timer': 104,
    'ConsensusModule': 105,
    'ClusterMembers': 106,
    'PendingMessageTracker': 107,
    'requestServiceAck': 108,
}
BLOCK_LENGTHS: dict[str, int] = {
    'SessionMessageHeader': 24,
    'SessionEvent': 44,
    'SessionConnectRequest': 16,
    'SessionCloseRequest': 16,
    'SessionKeepAlive': 16,
    'NewLeaderEvent': 20,
    'Challenge': 16,
    'ChallengeResponse': 16,
    'TimerEvent': 24,
    'SessionOpenEvent': 36,
    'SessionCloseEvent': 28,
    'ClusterActionRequest': 32,
    'NewLeadershipTermEvent': 48,
    'MembershipChangeEvent': 40,
    'AdminRequest': 28,
    'AdminResponse': 24,
    'CloseSession': 8,
    'ScheduleTimer': 16,
    'CancelTimer': 8,
    'ServiceAck': 36,
    'ClusterMembersQuery': 12,
    'RemoveMember': 8,
    'JoinLog': 40,
    'ClusterMembersResponse': 12,
    'ServiceTerminationPosition': 8,
    'ClusterMembersExtendedResponse': 24,
    'CanvassPosition': 32,
    'RequestVote': 32,
    'Vote': 36,
    'NewLeadershipTerm': 96,
    'AppendPosition': 21,
    'CommitPosition': 20,
    'CatchupPosition': 20,
    'StopCatchup': 12,
    'AddPassiveMember': 8,
    'ClusterMembersChange': 12,
    'SnapshotRecordingQuery': 12,
    'SnapshotRecordings': 8,
    'JoinCluster': 12,
    'TerminationPosition': 16,
    'TerminationAck': 20,
    'BackupQuery': 24,
    'BackupResponse': 60,
    'HeartbeatRequest': 12,
    'HeartbeatResponse': 8,
    'StandbySnapshot': 16,
    'SnapshotMarker': 40,
    'ClientSession': 12,
    'ClusterSession': 40,
    'Timer': 16,
    'ConsensusModule': 28,
    'ClusterMembers': 8,
    'PendingMessageTracker': 24,
    'requestServiceAck': 8,
}
FIXED_MESSAGES: frozenset[str] = frozenset({
    'SessionMessageHeader',
    'SessionCloseRequest',
    'SessionKeepAlive',
    'TimerEvent',
    'SessionCloseEvent',
    'ClusterActionRequest',
    'NewLeadershipTermEvent',
    'CloseSession',
    'ScheduleTimer',
    'CancelTimer',
    'ServiceAck',
    'ClusterMembersQuery',
    'RemoveMember',
    'ServiceTerminationPosition',
    'CanvassPosition',
    'RequestVote',
    'Vote',
    'NewLeadershipTerm',
    'AppendPosition',
    'CommitPosition',
    'StopCatchup',
    'SnapshotRecordingQuery',
    'JoinCluster',
    'TerminationPosition',
    'TerminationAck',
    'HeartbeatResponse',
    'SnapshotMarker',
    'Timer',
    'ConsensusModule',
    'PendingMessageTracker',
    'requestServiceAck',
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


def _row_session_message_header(d: Any) -> tuple[Any, ...]:
    """Message SessionMessageHeader (template 1) as a row tuple."""
    return (
        d.leadership_term_id,
        d.cluster_session_id,
        d.timestamp,
    )


def _row_session_event(d: Any) -> tuple[Any, ...]:
    """Message SessionEvent (template 2) as a row tuple."""
    return (
        d.cluster_session_id,
        d.correlation_id,
        d.leadership_term_id,
        d.leader_member_id,
        _enum(d.code, _ENUM_EVENT_CODE, -2147483648),
        _opt(d.version, 0),
        _opt(d.leader_heartbeat_timeout_ns, -9223372036854775808),
        _text(d.detail, 'US-ASCII'),
    )


def _row_session_connect_request(d: Any) -> tuple[Any, ...]:
    """Message SessionConnectRequest (template 3) as a row tuple."""
    return (
        d.correlation_id,
        d.response_stream_id,
        _opt(d.version, 0),
        _text(d.response_channel, 'US-ASCII'),
        _bytes(d.encoded_credentials),
        _text(d.client_info, 'US-ASCII'),
    )


def _row_session_close_request(d: Any) -> tuple[Any, ...]:
    """Message SessionCloseRequest (template 4) as a row tuple."""
    return (
        d.leadership_term_id,
        d.cluster_session_id,
    )


def _row_session_keep_alive(d: Any) -> tuple[Any, ...]:
    """Message SessionKeepAlive (template 5) as a row tuple."""
    return (
        d.leadership_term_id,
        d.cluster_session_id,
    )


def _row_new_leader_event(d: Any) -> tuple[Any, ...]:
    """Message NewLeaderEvent (template 6) as a row tuple."""
    return (
        d.leadership_term_id,
        d.cluster_session_id,
        d.leader_member_id,
        _text(d.ingress_endpoints, 'US-ASCII'),
    )


def _row_challenge(d: Any) -> tuple[Any, ...]:
    """Message Challenge (template 7) as a row tuple."""
    return (
        d.correlation_id,
        d.cluster_session_id,
        _bytes(d.encoded_challenge),
    )


def _row_challenge_response(d: Any) -> tuple[Any, ...]:
    """Message ChallengeResponse (template 8) as a row tuple."""
    return (
        d.correlation_id,
        d.cluster_session_id,
        _bytes(d.encoded_credentials),
    )


def _row_timer_event(d: Any) -> tuple[Any, ...]:
    """Message TimerEvent (template 20) as a row tuple."""
    return (
        d.leadership_term_id,
        d.correlation_id,
        d.timestamp,
    )


def _row_session_open_event(d: Any) -> tuple[Any, ...]:
    """Message SessionOpenEvent (template 21) as a row tuple."""
    return (
        d.leadership_term_id,
        d.correlation_id,
        d.cluster_session_id,
        d.timestamp,
        d.response_stream_id,
        _text(d.response_channel, 'US-ASCII'),
        _bytes(d.encoded_principal),
    )


def _row_session_close_event(d: Any) -> tuple[Any, ...]:
    """Message SessionCloseEvent (template 22) as a row tuple."""
    return (
        d.leadership_term_id,
        d.cluster_session_id,
        d.timestamp,
        _enum(d.close_reason, _ENUM_CLOSE_REASON, -2147483648),
    )


def _row_cluster_action_request(d: Any) -> tuple[Any, ...]:
    """Message ClusterActionRequest (template 23) as a row tuple."""
    return (
        d.leadership_term_id,
        d.log_position,
        d.timestamp,
        _enum(d.action, _ENUM_CLUSTER_ACTION, -2147483648),
        _opt(d.flags, -2147483648),
    )


def _row_new_leadership_term_event(d: Any) -> tuple[Any, ...]:
    """Message NewLeadershipTermEvent (template 24) as a row tuple."""
    return (
        d.leadership_term_id,
        d.log_position,
        d.timestamp,
        d.term_base_log_position,
        d.leader_member_id,
        d.log_session_id,
        _enum(d.time_unit, _ENUM_CLUSTER_TIME_UNIT, -2147483648),
        _opt(d.app_version, 0),
    )


def _row_membership_change_event(d: Any) -> tuple[Any, ...]:
    """Message MembershipChangeEvent (template 25) as a row tuple."""
    return (
        d.leadership_term_id,
        d.log_position,
        d.timestamp,
        d.leader_member_id,
        d.cluster_size,
        _enum(d.change_type, _ENUM_CHANGE_TYPE, -2147483648),
        d.member_id,
        _text(d.cluster_members, 'US-ASCII'),
    )


def _row_admin_request(d: Any) -> tuple[Any, ...]:
    """Message AdminRequest (template 26) as a row tuple."""
    return (
        d.leadership_term_id,
        d.cluster_session_id,
        d.correlation_id,
        _enum(d.request_type, _ENUM_ADMIN_REQUEST_TYPE, -2147483648),
        _bytes(d.payload),
    )


def _row_admin_response(d: Any) -> tuple[Any, ...]:
    """Message AdminResponse (template 27) as a row tuple."""
    return (
        d.cluster_session_id,
        d.correlation_id,
        _enum(d.request_type, _ENUM_ADMIN_REQUEST_TYPE, -2147483648),
        _enum(d.response_code, _ENUM_ADMIN_RESPONSE_CODE, -2147483648),
        _text(d.message, 'US-ASCII'),
        _bytes(d.payload),
    )


def _row_close_session(d: Any) -> tuple[Any, ...]:
    """Message CloseSession (template 30) as a row tuple."""
    return (
        d.cluster_session_id,
    )


def _row_schedule_timer(d: Any) -> tuple[Any, ...]:
    """Message ScheduleTimer (template 31) as a row tuple."""
    return (
        d.correlation_id,
        d.deadline,
    )


def _row_cancel_timer(d: Any) -> tuple[Any, ...]:
    """Message CancelTimer (template 32) as a row tuple."""
    return (
        d.correlation_id,
    )


def _row_service_ack(d: Any) -> tuple[Any, ...]:
    """Message ServiceAck (template 33) as a row tuple."""
    return (
        d.log_position,
        d.timestamp,
        d.ack_id,
        d.relevant_id,
        d.service_id,
    )


def _row_cluster_members_query(d: Any) -> tuple[Any, ...]:
    """Message ClusterMembersQuery (template 34) as a row tuple."""
    return (
        d.correlation_id,
        _enum(d.extended, _ENUM_BOOLEAN_TYPE, -2147483648),
    )


def _row_remove_member(d: Any) -> tuple[Any, ...]:
    """Message RemoveMember (template 35) as a row tuple."""
    return (
        d.member_id,
        _enum(d.is_passive, _ENUM_BOOLEAN_TYPE, -2147483648),
    )


def _row_join_log(d: Any) -> tuple[Any, ...]:
    """Message JoinLog (template 40) as a row tuple."""
    return (
        d.log_position,
        d.max_log_position,
        d.member_id,
        d.log_session_id,
        d.log_stream_id,
        _enum(d.is_startup, _ENUM_BOOLEAN_TYPE, -2147483648),
        d.role,
        _enum(d.is_standby, _ENUM_BOOLEAN_TYPE, -2147483648),
        _text(d.log_channel, 'US-ASCII'),
    )


def _row_cluster_members_response(d: Any) -> tuple[Any, ...]:
    """Message ClusterMembersResponse (template 41) as a row tuple."""
    return (
        d.correlation_id,
        d.leader_member_id,
        _text(d.active_members, 'US-ASCII'),
        _text(d.passive_followers, 'US-ASCII'),
    )


def _row_service_termination_position(d: Any) -> tuple[Any, ...]:
    """Message ServiceTerminationPosition (template 42) as a row tuple."""
    return (
        d.log_position,
    )


def _entry_cluster_members_extended_response_active_members(d: Any) -> tuple[Any, ...]:
    """One entry of group activeMembers as a struct tuple."""
    return (
        d.leadership_term_id,
        d.log_position,
        d.time_of_last_append_ns,
        d.member_id,
        _text(d.ingress_endpoint, 'US-ASCII'),
        _text(d.consensus_endpoint, 'US-ASCII'),
        _text(d.log_endpoint, 'US-ASCII'),
        _text(d.catchup_endpoint, 'US-ASCII'),
        _text(d.archive_endpoint, 'US-ASCII'),
    )


def _entry_cluster_members_extended_response_passive_members(d: Any) -> tuple[Any, ...]:
    """One entry of group passiveMembers as a struct tuple."""
    return (
        d.leadership_term_id,
        d.log_position,
        d.time_of_last_append_ns,
        d.member_id,
        _text(d.ingress_endpoint, 'US-ASCII'),
        _text(d.consensus_endpoint, 'US-ASCII'),
        _text(d.log_endpoint, 'US-ASCII'),
        _text(d.catchup_endpoint, 'US-ASCII'),
        _text(d.archive_endpoint, 'US-ASCII'),
    )


def _row_cluster_members_extended_response(d: Any) -> tuple[Any, ...]:
    """Message ClusterMembersExtendedResponse (template 43) as a row tuple."""
    return (
        d.correlation_id,
        d.current_time_ns,
        d.leader_member_id,
        d.member_id,
        [_entry_cluster_members_extended_response_active_members(e) for e in _entries(d.active_members)],
        [_entry_cluster_members_extended_response_passive_members(e) for e in _entries(d.passive_members)],
    )


def _row_canvass_position(d: Any) -> tuple[Any, ...]:
    """Message CanvassPosition (template 50) as a row tuple."""
    return (
        d.log_leadership_term_id,
        d.log_position,
        d.leadership_term_id,
        d.follower_member_id,
        _opt(d.protocol_version, 0),
    )


def _row_request_vote(d: Any) -> tuple[Any, ...]:
    """Message RequestVote (template 51) as a row tuple."""
    return (
        d.log_leadership_term_id,
        d.log_position,
        d.candidate_term_id,
        d.candidate_member_id,
        _opt(d.protocol_version, 0),
    )


def _row_vote(d: Any) -> tuple[Any, ...]:
    """Message Vote (template 52) as a row tuple."""
    return (
        d.candidate_term_id,
        d.log_leadership_term_id,
        d.log_position,
        d.candidate_member_id,
        d.follower_member_id,
        _enum(d.vote, _ENUM_BOOLEAN_TYPE, -2147483648),
    )


def _row_new_leadership_term(d: Any) -> tuple[Any, ...]:
    """Message NewLeadershipTerm (template 53) as a row tuple."""
    return (
        d.log_leadership_term_id,
        d.next_leadership_term_id,
        d.next_term_base_log_position,
        d.next_log_position,
        d.leadership_term_id,
        d.term_base_log_position,
        d.log_position,
        d.leader_recording_id,
        d.timestamp,
        d.leader_member_id,
        d.log_session_id,
        _opt(d.app_version, 0),
        _enum(d.is_startup, _ENUM_BOOLEAN_TYPE, -2147483648),
        d.commit_position,
    )


def _row_append_position(d: Any) -> tuple[Any, ...]:
    """Message AppendPosition (template 54) as a row tuple."""
    return (
        d.leadership_term_id,
        d.log_position,
        d.follower_member_id,
        d.flags,
    )


def _row_commit_position(d: Any) -> tuple[Any, ...]:
    """Message CommitPosition (template 55) as a row tuple."""
    return (
        d.leadership_term_id,
        d.log_position,
        d.leader_member_id,
    )


def _row_catchup_position(d: Any) -> tuple[Any, ...]:
    """Message CatchupPosition (template 56) as a row tuple."""
    return (
        d.leadership_term_id,
        d.log_position,
        d.follower_member_id,
        _text(d.catchup_endpoint, 'US-ASCII'),
    )


def _row_stop_catchup(d: Any) -> tuple[Any, ...]:
    """Message StopCatchup (template 57) as a row tuple."""
    return (
        d.leadership_term_id,
        d.follower_member_id,
    )


def _row_add_passive_member(d: Any) -> tuple[Any, ...]:
    """Message AddPassiveMember (template 70) as a row tuple."""
    return (
        d.correlation_id,
        _text(d.member_endpoints, 'US-ASCII'),
    )


def _row_cluster_members_change(d: Any) -> tuple[Any, ...]:
    """Message ClusterMembersChange (template 71) as a row tuple."""
    return (
        d.correlation_id,
        d.leader_member_id,
        _text(d.active_members, 'US-ASCII'),
        _text(d.passive_members, 'US-ASCII'),
    )


def _row_snapshot_recording_query(d: Any) -> tuple[Any, ...]:
    """Message SnapshotRecordingQuery (template 72) as a row tuple."""
    return (
        d.correlation_id,
        d.request_member_id,
    )


def _entry_snapshot_recordings_snapshots(d: Any) -> tuple[Any, ...]:
    """One entry of group snapshots as a struct tuple."""
    return (
        d.recording_id,
        d.leadership_term_id,
        d.term_base_log_position,
        d.log_position,
        d.timestamp,
        d.service_id,
    )


def _row_snapshot_recordings(d: Any) -> tuple[Any, ...]:
    """Message SnapshotRecordings (template 73) as a row tuple."""
    return (
        d.correlation_id,
        [_entry_snapshot_recordings_snapshots(e) for e in _entries(d.snapshots)],
        _text(d.member_endpoints, 'US-ASCII'),
    )


def _row_join_cluster(d: Any) -> tuple[Any, ...]:
    """Message JoinCluster (template 74) as a row tuple."""
    return (
        d.leadership_term_id,
        d.member_id,
    )


def _row_termination_position(d: Any) -> tuple[Any, ...]:
    """Message TerminationPosition (template 75) as a row tuple."""
    return (
        d.leadership_term_id,
        d.log_position,
    )


def _row_termination_ack(d: Any) -> tuple[Any, ...]:
    """Message TerminationAck (template 76) as a row tuple."""
    return (
        d.leadership_term_id,
        d.log_position,
        d.member_id,
    )


def _row_backup_query(d: Any) -> tuple[Any, ...]:
    """Message BackupQuery (template 77) as a row tuple."""
    return (
        d.correlation_id,
        d.response_stream_id,
        _opt(d.version, 0),
        _opt(d.log_position, -9223372036854775808),
        _text(d.response_channel, 'US-ASCII'),
        _bytes(d.encoded_credentials),
    )


def _entry_backup_response_snapshots(d: Any) -> tuple[Any, ...]:
    """One entry of group snapshots as a struct tuple."""
    return (
        d.recording_id,
        d.leadership_term_id,
        d.term_base_log_position,
        d.log_position,
        d.timestamp,
        d.service_id,
    )


def _row_backup_response(d: Any) -> tuple[Any, ...]:
    """Message BackupResponse (template 78) as a row tuple."""
    return (
        d.correlation_id,
        d.log_recording_id,
        d.log_leadership_term_id,
        d.log_term_base_log_position,
        d.last_leadership_term_id,
        d.last_term_base_log_position,
        d.commit_position_counter_id,
        d.leader_member_id,
        d.member_id,
        [_entry_backup_response_snapshots(e) for e in _entries(d.snapshots)],
        _text(d.cluster_members, 'US-ASCII'),
    )


def _row_heartbeat_request(d: Any) -> tuple[Any, ...]:
    """Message HeartbeatRequest (template 79) as a row tuple."""
    return (
        d.correlation_id,
        d.response_stream_id,
        _text(d.response_channel, 'US-ASCII'),
        _bytes(d.encoded_credentials),
    )


def _row_heartbeat_response(d: Any) -> tuple[Any, ...]:
    """Message HeartbeatResponse (template 80) as a row tuple."""
    return (
        d.correlation_id,
    )


def _entry_standby_snapshot_snapshots(d: Any) -> tuple[Any, ...]:
    """One entry of group snapshots as a struct tuple."""
    return (
        d.recording_id,
        d.leadership_term_id,
        d.term_base_log_position,
        d.log_position,
        d.timestamp,
        d.service_id,
        _text(d.archive_endpoint, 'US-ASCII'),
    )


def _row_standby_snapshot(d: Any) -> tuple[Any, ...]:
    """Message StandbySnapshot (template 81) as a row tuple."""
    return (
        d.correlation_id,
        d.version,
        d.response_stream_id,
        [_entry_standby_snapshot_snapshots(e) for e in _entries(d.snapshots)],
        _text(d.response_channel, 'US-ASCII'),
        _bytes(d.encoded_credentials),
    )


def _row_snapshot_marker(d: Any) -> tuple[Any, ...]:
    """Message SnapshotMarker (template 100) as a row tuple."""
    return (
        d.type_id,
        d.log_position,
        d.leadership_term_id,
        d.index,
        _enum(d.mark, _ENUM_SNAPSHOT_MARK, -2147483648),
        _enum(d.time_unit, _ENUM_CLUSTER_TIME_UNIT, -2147483648),
        _opt(d.app_version, 0),
    )


def _row_client_session(d: Any) -> tuple[Any, ...]:
    """Message ClientSession (template 102) as a row tuple."""
    return (
        d.cluster_session_id,
        d.response_stream_id,
        _text(d.response_channel, 'US-ASCII'),
        _bytes(d.encoded_principal),
    )


def _row_cluster_session(d: Any) -> tuple[Any, ...]:
    """Message ClusterSession (template 103) as a row tuple."""
    return (
        d.cluster_session_id,
        d.correlation_id,
        d.opened_log_position,
        d.time_of_last_activity,
        _enum(d.close_reason, _ENUM_CLOSE_REASON, -2147483648),
        d.response_stream_id,
        _text(d.response_channel, 'US-ASCII'),
    )


def _row_timer(d: Any) -> tuple[Any, ...]:
    """Message Timer (template 104) as a row tuple."""
    return (
        d.correlation_id,
        d.deadline,
    )


def _row_consensus_module(d: Any) -> tuple[Any, ...]:
    """Message ConsensusModule (template 105) as a row tuple."""
    return (
        d.next_session_id,
        _opt(d.next_service_session_id, -9223372036854775808),
        _opt(d.log_service_session_id, -9223372036854775808),
        _opt(d.pending_message_capacity, 0),
    )


def _row_cluster_members(d: Any) -> tuple[Any, ...]:
    """Message ClusterMembers (template 106) as a row tuple."""
    return (
        d.member_id,
        d.high_member_id,
        _text(d.cluster_members, 'US-ASCII'),
    )


def _row_pending_message_tracker(d: Any) -> tuple[Any, ...]:
    """Message PendingMessageTracker (template 107) as a row tuple."""
    return (
        d.next_service_session_id,
        d.log_service_session_id,
        _opt(d.pending_message_capacity, 0),
        d.service_id,
    )


def _row_request_service_ack(d: Any) -> tuple[Any, ...]:
    """Message requestServiceAck (template 108) as a row tuple."""
    return (
        d.log_position,
    )


ROW_FUNCTIONS: dict[str, Callable[[Any], tuple[Any, ...]]] = {
    'SessionMessageHeader': _row_session_message_header,
    'SessionEvent': _row_session_event,
    'SessionConnectRequest': _row_session_connect_request,
    'SessionCloseRequest': _row_session_close_request,
    'SessionKeepAlive': _row_session_keep_alive,
    'NewLeaderEvent': _row_new_leader_event,
    'Challenge': _row_challenge,
    'ChallengeResponse': _row_challenge_response,
    'TimerEvent': _row_timer_event,
    'SessionOpenEvent': _row_session_open_event,
    'SessionCloseEvent': _row_session_close_event,
    'ClusterActionRequest': _row_cluster_action_request,
    'NewLeadershipTermEvent': _row_new_leadership_term_event,
    'MembershipChangeEvent': _row_membership_change_event,
    'AdminRequest': _row_admin_request,
    'AdminResponse': _row_admin_response,
    'CloseSession': _row_close_session,
    'ScheduleTimer': _row_schedule_timer,
    'CancelTimer': _row_cancel_timer,
    'ServiceAck': _row_service_ack,
    'ClusterMembersQuery': _row_cluster_members_query,
    'RemoveMember': _row_remove_member,
    'JoinLog': _row_join_log,
    'ClusterMembersResponse': _row_cluster_members_response,
    'ServiceTerminationPosition': _row_service_termination_position,
    'ClusterMembersExtendedResponse': _row_cluster_members_extended_response,
    'CanvassPosition': _row_canvass_position,
    'RequestVote': _row_request_vote,
    'Vote': _row_vote,
    'NewLeadershipTerm': _row_new_leadership_term,
    'AppendPosition': _row_append_position,
    'CommitPosition': _row_commit_position,
    'CatchupPosition': _row_catchup_position,
    'StopCatchup': _row_stop_catchup,
    'AddPassiveMember': _row_add_passive_member,
    'ClusterMembersChange': _row_cluster_members_change,
    'SnapshotRecordingQuery': _row_snapshot_recording_query,
    'SnapshotRecordings': _row_snapshot_recordings,
    'JoinCluster': _row_join_cluster,
    'TerminationPosition': _row_termination_position,
    'TerminationAck': _row_termination_ack,
    'BackupQuery': _row_backup_query,
    'BackupResponse': _row_backup_response,
    'HeartbeatRequest': _row_heartbeat_request,
    'HeartbeatResponse': _row_heartbeat_response,
    'StandbySnapshot': _row_standby_snapshot,
    'SnapshotMarker': _row_snapshot_marker,
    'ClientSession': _row_client_session,
    'ClusterSession': _row_cluster_session,
    'Timer': _row_timer,
    'ConsensusModule': _row_consensus_module,
    'ClusterMembers': _row_cluster_members,
    'PendingMessageTracker': _row_pending_message_tracker,
    'requestServiceAck': _row_request_service_ack,
}
_MESSAGE_BY_DECODER: dict[str, str] = {
    'SessionMessageHeaderDecoder': 'SessionMessageHeader',
    'SessionEventDecoder': 'SessionEvent',
    'SessionConnectRequestDecoder': 'SessionConnectRequest',
    'SessionCloseRequestDecoder': 'SessionCloseRequest',
    'SessionKeepAliveDecoder': 'SessionKeepAlive',
    'NewLeaderEventDecoder': 'NewLeaderEvent',
    'ChallengeDecoder': 'Challenge',
    'ChallengeResponseDecoder': 'ChallengeResponse',
    'TimerEventDecoder': 'TimerEvent',
    'SessionOpenEventDecoder': 'SessionOpenEvent',
    'SessionCloseEventDecoder': 'SessionCloseEvent',
    'ClusterActionRequestDecoder': 'ClusterActionRequest',
    'NewLeadershipTermEventDecoder': 'NewLeadershipTermEvent',
    'MembershipChangeEventDecoder': 'MembershipChangeEvent',
    'AdminRequestDecoder': 'AdminRequest',
    'AdminResponseDecoder': 'AdminResponse',
    'CloseSessionDecoder': 'CloseSession',
    'ScheduleTimerDecoder': 'ScheduleTimer',
    'CancelTimerDecoder': 'CancelTimer',
    'ServiceAckDecoder': 'ServiceAck',
    'ClusterMembersQueryDecoder': 'ClusterMembersQuery',
    'RemoveMemberDecoder': 'RemoveMember',
    'JoinLogDecoder': 'JoinLog',
    'ClusterMembersResponseDecoder': 'ClusterMembersResponse',
    'ServiceTerminationPositionDecoder': 'ServiceTerminationPosition',
    'ClusterMembersExtendedResponseDecoder': 'ClusterMembersExtendedResponse',
    'CanvassPositionDecoder': 'CanvassPosition',
    'RequestVoteDecoder': 'RequestVote',
    'VoteDecoder': 'Vote',
    'NewLeadershipTermDecoder': 'NewLeadershipTerm',
    'AppendPositionDecoder': 'AppendPosition',
    'CommitPositionDecoder': 'CommitPosition',
    'CatchupPositionDecoder': 'CatchupPosition',
    'StopCatchupDecoder': 'StopCatchup',
    'AddPassiveMemberDecoder': 'AddPassiveMember',
    'ClusterMembersChangeDecoder': 'ClusterMembersChange',
    'SnapshotRecordingQueryDecoder': 'SnapshotRecordingQuery',
    'SnapshotRecordingsDecoder': 'SnapshotRecordings',
    'JoinClusterDecoder': 'JoinCluster',
    'TerminationPositionDecoder': 'TerminationPosition',
    'TerminationAckDecoder': 'TerminationAck',
    'BackupQueryDecoder': 'BackupQuery',
    'BackupResponseDecoder': 'BackupResponse',
    'HeartbeatRequestDecoder': 'HeartbeatRequest',
    'HeartbeatResponseDecoder': 'HeartbeatResponse',
    'StandbySnapshotDecoder': 'StandbySnapshot',
    'SnapshotMarkerDecoder': 'SnapshotMarker',
    'ClientSessionDecoder': 'ClientSession',
    'ClusterSessionDecoder': 'ClusterSession',
    'TimerDecoder': 'Timer',
    'ConsensusModuleDecoder': 'ConsensusModule',
    'ClusterMembersDecoder': 'ClusterMembers',
    'PendingMessageTrackerDecoder': 'PendingMessageTracker',
    'RequestServiceAckDecoder': 'requestServiceAck',
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
