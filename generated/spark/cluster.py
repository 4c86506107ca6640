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
    output for fixed-block messages (composites flattened as ``<field>_<member>``).
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
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808),
)

SESSION_EVENT_FIELDS: tuple[Column, ...] = (
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648),
    Column('code', 'string', True, 'enum', 'enum EventCode', key='code', null=-2147483648, table=_ENUM_EVENT_CODE),
    Column('version', 'int', True, 'value', 'int32', key='version', null=0),
    Column('leaderHeartbeatTimeoutNs', 'long', True, 'value', 'int64', key='leader_heartbeat_timeout_ns', null=-9223372036854775808),
    Column('detail', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

SESSION_CONNECT_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648),
    Column('version', 'int', True, 'value', 'int32', key='version', null=0),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
    Column('clientInfo', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

SESSION_CLOSE_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
)

SESSION_KEEP_ALIVE_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
)

NEW_LEADER_EVENT_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648),
    Column('ingressEndpoints', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

CHALLENGE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
    Column('encodedChallenge', 'binary', False, 'bytes', 'var data (binary)'),
)

CHALLENGE_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
)

TIMER_EVENT_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808),
)

SESSION_OPEN_EVENT_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedPrincipal', 'binary', False, 'bytes', 'var data (binary)'),
)

SESSION_CLOSE_EVENT_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808),
    Column('closeReason', 'string', True, 'enum', 'enum CloseReason', key='close_reason', null=-2147483648, table=_ENUM_CLOSE_REASON),
)

CLUSTER_ACTION_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808),
    Column('action', 'string', True, 'enum', 'enum ClusterAction', key='action', null=-2147483648, table=_ENUM_CLUSTER_ACTION),
    Column('flags', 'int', True, 'value', 'int32', key='flags', null=-2147483648),
)

NEW_LEADERSHIP_TERM_EVENT_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808),
    Column('termBaseLogPosition', 'long', False, 'value', 'int64', key='term_base_log_position', null=-9223372036854775808),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648),
    Column('logSessionId', 'int', False, 'value', 'int32', key='log_session_id', null=-2147483648),
    Column('timeUnit', 'string', True, 'enum', 'enum ClusterTimeUnit', key='time_unit', null=-2147483648, table=_ENUM_CLUSTER_TIME_UNIT),
    Column('appVersion', 'int', True, 'value', 'int32', key='app_version', null=0),
)

MEMBERSHIP_CHANGE_EVENT_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648),
    Column('clusterSize', 'int', False, 'value', 'int32', key='cluster_size', null=-2147483648),
    Column('changeType', 'string', True, 'enum', 'enum ChangeType', key='change_type', null=-2147483648, table=_ENUM_CHANGE_TYPE),
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648),
    Column('clusterMembers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

ADMIN_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('requestType', 'string', True, 'enum', 'enum AdminRequestType', key='request_type', null=-2147483648, table=_ENUM_ADMIN_REQUEST_TYPE),
    Column('payload', 'binary', False, 'bytes', 'var data (binary)'),
)

ADMIN_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('requestType', 'string', True, 'enum', 'enum AdminRequestType', key='request_type', null=-2147483648, table=_ENUM_ADMIN_REQUEST_TYPE),
    Column('responseCode', 'string', True, 'enum', 'enum AdminResponseCode', key='response_code', null=-2147483648, table=_ENUM_ADMIN_RESPONSE_CODE),
    Column('message', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('payload', 'binary', False, 'bytes', 'var data (binary)'),
)

CLOSE_SESSION_FIELDS: tuple[Column, ...] = (
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
)

SCHEDULE_TIMER_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('deadline', 'long', False, 'value', 'int64', key='deadline', null=-9223372036854775808),
)

CANCEL_TIMER_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
)

SERVICE_ACK_FIELDS: tuple[Column, ...] = (
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808),
    Column('ackId', 'long', False, 'value', 'int64', key='ack_id', null=-9223372036854775808),
    Column('relevantId', 'long', False, 'value', 'int64', key='relevant_id', null=-9223372036854775808),
    Column('serviceId', 'int', False, 'value', 'int32', key='service_id', null=-2147483648),
)

CLUSTER_MEMBERS_QUERY_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('extended', 'string', True, 'enum', 'enum BooleanType', key='extended', null=-2147483648, table=_ENUM_BOOLEAN_TYPE),
)

REMOVE_MEMBER_FIELDS: tuple[Column, ...] = (
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648),
    Column('isPassive', 'string', True, 'enum', 'enum BooleanType', key='is_passive', null=-2147483648, table=_ENUM_BOOLEAN_TYPE),
)

JOIN_LOG_FIELDS: tuple[Column, ...] = (
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('maxLogPosition', 'long', False, 'value', 'int64', key='max_log_position', null=-9223372036854775808),
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648),
    Column('logSessionId', 'int', False, 'value', 'int32', key='log_session_id', null=-2147483648),
    Column('logStreamId', 'int', False, 'value', 'int32', key='log_stream_id', null=-2147483648),
    Column('isStartup', 'string', True, 'enum', 'enum BooleanType', key='is_startup', null=-2147483648, table=_ENUM_BOOLEAN_TYPE),
    Column('role', 'int', False, 'value', 'int32', key='role', null=-2147483648),
    Column('isStandby', 'string', True, 'enum', 'enum BooleanType', key='is_standby', null=-2147483648, table=_ENUM_BOOLEAN_TYPE),
    Column('logChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

CLUSTER_MEMBERS_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648),
    Column('activeMembers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('passiveFollowers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

SERVICE_TERMINATION_POSITION_FIELDS: tuple[Column, ...] = (
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
)

CLUSTER_MEMBERS_EXTENDED_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('currentTimeNs', 'long', False, 'value', 'int64', key='current_time_ns', null=-9223372036854775808),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648),
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648),
    Column('activeMembers', 'array<struct>', False, 'group', 'group activeMembers', children=(
        Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
        Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
        Column('timeOfLastAppendNs', 'long', False, 'value', 'int64', key='time_of_last_append_ns', null=-9223372036854775808),
        Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648),
        Column('ingressEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('consensusEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('logEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('catchupEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('archiveEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    )),
    Column('passiveMembers', 'array<struct>', False, 'group', 'group passiveMembers', children=(
        Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
        Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
        Column('timeOfLastAppendNs', 'long', False, 'value', 'int64', key='time_of_last_append_ns', null=-9223372036854775808),
        Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648),
        Column('ingressEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('consensusEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('logEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('catchupEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
        Column('archiveEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    )),
)

CANVASS_POSITION_FIELDS: tuple[Column, ...] = (
    Column('logLeadershipTermId', 'long', False, 'value', 'int64', key='log_leadership_term_id', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('followerMemberId', 'int', False, 'value', 'int32', key='follower_member_id', null=-2147483648),
    Column('protocolVersion', 'int', True, 'value', 'int32', key='protocol_version', null=0),
)

REQUEST_VOTE_FIELDS: tuple[Column, ...] = (
    Column('logLeadershipTermId', 'long', False, 'value', 'int64', key='log_leadership_term_id', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('candidateTermId', 'long', False, 'value', 'int64', key='candidate_term_id', null=-9223372036854775808),
    Column('candidateMemberId', 'int', False, 'value', 'int32', key='candidate_member_id', null=-2147483648),
    Column('protocolVersion', 'int', True, 'value', 'int32', key='protocol_version', null=0),
)

VOTE_FIELDS: tuple[Column, ...] = (
    Column('candidateTermId', 'long', False, 'value', 'int64', key='candidate_term_id', null=-9223372036854775808),
    Column('logLeadershipTermId', 'long', False, 'value', 'int64', key='log_leadership_term_id', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('candidateMemberId', 'int', False, 'value', 'int32', key='candidate_member_id', null=-2147483648),
    Column('followerMemberId', 'int', False, 'value', 'int32', key='follower_member_id', null=-2147483648),
    Column('vote', 'string', True, 'enum', 'enum BooleanType', key='vote', null=-2147483648, table=_ENUM_BOOLEAN_TYPE),
)

NEW_LEADERSHIP_TERM_FIELDS: tuple[Column, ...] = (
    Column('logLeadershipTermId', 'long', False, 'value', 'int64', key='log_leadership_term_id', null=-9223372036854775808),
    Column('nextLeadershipTermId', 'long', False, 'value', 'int64', key='next_leadership_term_id', null=-9223372036854775808),
    Column('nextTermBaseLogPosition', 'long', False, 'value', 'int64', key='next_term_base_log_position', null=-9223372036854775808),
    Column('nextLogPosition', 'long', False, 'value', 'int64', key='next_log_position', null=-9223372036854775808),
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('termBaseLogPosition', 'long', False, 'value', 'int64', key='term_base_log_position', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('leaderRecordingId', 'long', False, 'value', 'int64', key='leader_recording_id', null=-9223372036854775808),
    Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648),
    Column('logSessionId', 'int', False, 'value', 'int32', key='log_session_id', null=-2147483648),
    Column('appVersion', 'int', True, 'value', 'int32', key='app_version', null=0),
    Column('isStartup', 'string', True, 'enum', 'enum BooleanType', key='is_startup', null=-2147483648, table=_ENUM_BOOLEAN_TYPE),
    Column('commitPosition', 'long', True, 'value', 'int64', key='commit_position', null=-9223372036854775808),
)

APPEND_POSITION_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('followerMemberId', 'int', False, 'value', 'int32', key='follower_member_id', null=-2147483648),
    Column('flags', 'short', True, 'value', 'uint8', key='flags', null=255),
)

COMMIT_POSITION_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648),
)

CATCHUP_POSITION_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('followerMemberId', 'int', False, 'value', 'int32', key='follower_member_id', null=-2147483648),
    Column('catchupEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

STOP_CATCHUP_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('followerMemberId', 'int', False, 'value', 'int32', key='follower_member_id', null=-2147483648),
)

ADD_PASSIVE_MEMBER_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('memberEndpoints', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

CLUSTER_MEMBERS_CHANGE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648),
    Column('activeMembers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('passiveMembers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

SNAPSHOT_RECORDING_QUERY_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('requestMemberId', 'int', False, 'value', 'int32', key='request_member_id', null=-2147483648),
)

SNAPSHOT_RECORDINGS_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('snapshots', 'array<struct>', False, 'group', 'group snapshots', children=(
        Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808),
        Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
        Column('termBaseLogPosition', 'long', False, 'value', 'int64', key='term_base_log_position', null=-9223372036854775808),
        Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
        Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808),
        Column('serviceId', 'int', False, 'value', 'int32', key='service_id', null=-2147483648),
    )),
    Column('memberEndpoints', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

JOIN_CLUSTER_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648),
)

TERMINATION_POSITION_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
)

TERMINATION_ACK_FIELDS: tuple[Column, ...] = (
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648),
)

BACKUP_QUERY_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648),
    Column('version', 'int', True, 'value', 'int32', key='version', null=0),
    Column('logPosition', 'long', True, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
)

BACKUP_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('logRecordingId', 'long', False, 'value', 'int64', key='log_recording_id', null=-9223372036854775808),
    Column('logLeadershipTermId', 'long', False, 'value', 'int64', key='log_leadership_term_id', null=-9223372036854775808),
    Column('logTermBaseLogPosition', 'long', False, 'value', 'int64', key='log_term_base_log_position', null=-9223372036854775808),
    Column('lastLeadershipTermId', 'long', False, 'value', 'int64', key='last_leadership_term_id', null=-9223372036854775808),
    Column('lastTermBaseLogPosition', 'long', False, 'value', 'int64', key='last_term_base_log_position', null=-9223372036854775808),
    Column('commitPositionCounterId', 'int', False, 'value', 'int32', key='commit_position_counter_id', null=-2147483648),
    Column('leaderMemberId', 'int', False, 'value', 'int32', key='leader_member_id', null=-2147483648),
    Column('memberId', 'int', True, 'value', 'int32', key='member_id', null=-2147483648),
    Column('snapshots', 'array<struct>', False, 'group', 'group snapshots', children=(
        Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808),
        Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
        Column('termBaseLogPosition', 'long', False, 'value', 'int64', key='term_base_log_position', null=-9223372036854775808),
        Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
        Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808),
        Column('serviceId', 'int', False, 'value', 'int32', key='service_id', null=-2147483648),
    )),
    Column('clusterMembers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

HEARTBEAT_REQUEST_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
)

HEARTBEAT_RESPONSE_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
)

STANDBY_SNAPSHOT_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('version', 'int', False, 'value', 'int32', key='version', null=-2147483648),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648),
    Column('snapshots', 'array<struct>', False, 'group', 'group snapshots', children=(
        Column('recordingId', 'long', False, 'value', 'int64', key='recording_id', null=-9223372036854775808),
        Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
        Column('termBaseLogPosition', 'long', False, 'value', 'int64', key='term_base_log_position', null=-9223372036854775808),
        Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
        Column('timestamp', 'long', False, 'value', 'int64', key='timestamp', null=-9223372036854775808),
        Column('serviceId', 'int', False, 'value', 'int32', key='service_id', null=-2147483648),
        Column('archiveEndpoint', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    )),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedCredentials', 'binary', False, 'bytes', 'var data (binary)'),
)

SNAPSHOT_MARKER_FIELDS: tuple[Column, ...] = (
    Column('typeId', 'long', False, 'value', 'int64', key='type_id', null=-9223372036854775808),
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
    Column('leadershipTermId', 'long', False, 'value', 'int64', key='leadership_term_id', null=-9223372036854775808),
    Column('index', 'int', False, 'value', 'int32', key='index', null=-2147483648),
    Column('mark', 'string', True, 'enum', 'enum SnapshotMark', key='mark', null=-2147483648, table=_ENUM_SNAPSHOT_MARK),
    Column('timeUnit', 'string', True, 'enum', 'enum ClusterTimeUnit', key='time_unit', null=-2147483648, table=_ENUM_CLUSTER_TIME_UNIT),
    Column('appVersion', 'int', True, 'value', 'int32', key='app_version', null=0),
)

CLIENT_SESSION_FIELDS: tuple[Column, ...] = (
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('encodedPrincipal', 'binary', False, 'bytes', 'var data (binary)'),
)

CLUSTER_SESSION_FIELDS: tuple[Column, ...] = (
    Column('clusterSessionId', 'long', False, 'value', 'int64', key='cluster_session_id', null=-9223372036854775808),
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('openedLogPosition', 'long', False, 'value', 'int64', key='opened_log_position', null=-9223372036854775808),
    Column('timeOfLastActivity', 'long', False, 'value', 'int64', key='time_of_last_activity', null=-9223372036854775808),
    Column('closeReason', 'string', True, 'enum', 'enum CloseReason', key='close_reason', null=-2147483648, table=_ENUM_CLOSE_REASON),
    Column('responseStreamId', 'int', False, 'value', 'int32', key='response_stream_id', null=-2147483648),
    Column('responseChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

TIMER_FIELDS: tuple[Column, ...] = (
    Column('correlationId', 'long', False, 'value', 'int64', key='correlation_id', null=-9223372036854775808),
    Column('deadline', 'long', False, 'value', 'int64', key='deadline', null=-9223372036854775808),
)

CONSENSUS_MODULE_FIELDS: tuple[Column, ...] = (
    Column('nextSessionId', 'long', False, 'value', 'int64', key='next_session_id', null=-9223372036854775808),
    Column('nextServiceSessionId', 'long', True, 'value', 'int64', key='next_service_session_id', null=-9223372036854775808),
    Column('logServiceSessionId', 'long', True, 'value', 'int64', key='log_service_session_id', null=-9223372036854775808),
    Column('pendingMessageCapacity', 'int', True, 'value', 'int32', key='pending_message_capacity', null=0),
)

CLUSTER_MEMBERS_FIELDS: tuple[Column, ...] = (
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648),
    Column('highMemberId', 'int', False, 'value', 'int32', key='high_member_id', null=-2147483648),
    Column('clusterMembers', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

PENDING_MESSAGE_TRACKER_FIELDS: tuple[Column, ...] = (
    Column('nextServiceSessionId', 'long', False, 'value', 'int64', key='next_service_session_id', null=-9223372036854775808),
    Column('logServiceSessionId', 'long', False, 'value', 'int64', key='log_service_session_id', null=-9223372036854775808),
    Column('pendingMessageCapacity', 'int', True, 'value', 'int32', key='pending_message_capacity', null=0),
    Column('serviceId', 'int', False, 'value', 'int32', key='service_id', null=-2147483648),
)

REQUEST_SERVICE_ACK_FIELDS: tuple[Column, ...] = (
    Column('logPosition', 'long', False, 'value', 'int64', key='log_position', null=-9223372036854775808),
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
    if value is None or value == null or value == chr(null):
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


_ARROW_TEXT = {"us-ascii": "ascii", "ascii": "ascii", "utf-8": "utf-8", "utf8": "utf-8"}


def _chars_array(column: Column, raw: Any, count: int) -> Any:
    """Fixed char cells (``S<n>``, or bytes shaped (count, n)) -> strings without their NUL padding.

    ASCII and UTF-8 are decoded by Arrow in one pass; bytes that are not valid text raise CodecError,
    as the Python codec does for the same message.
    """
    import numpy as np
    import pyarrow as pa
    import pyarrow.compute as pc

    from aeronkit.errors import CodecError

    if raw.dtype.kind in ("u", "i"):
        width = raw.shape[1] if raw.ndim == 2 else 1
        raw = np.ascontiguousarray(raw.astype("u1")).view(f"S{width}").reshape(count)
    width = raw.dtype.itemsize
    data = np.ascontiguousarray(raw).view(np.uint8).reshape(count, width)
    encoding = column.encoding or "US-ASCII"
    kind = _ARROW_TEXT.get(encoding.lower())
    if kind == "ascii" and (data >= 0x80).any():
        row = int(np.nonzero((data >= 0x80).any(axis=1))[0][0])
        raise CodecError(f"{column.name}: value {row} is not {encoding}")
    if kind is None:
        try:
            texts = [bytes(v).rstrip(b"\x00").decode(encoding) for v in data]
        except UnicodeDecodeError as exc:
            raise CodecError(f"{column.name}: not valid {encoding}: {exc.reason}") from None
        text = pa.array(texts, type=pa.string())
    else:
        cells = pa.FixedSizeBinaryArray.from_buffers(pa.binary(width), count, [None, pa.py_buffer(data)])
        try:
            text = cells.cast(pa.binary()).cast(pa.string())
        except pa.ArrowInvalid as exc:
            raise CodecError(f"{column.name}: not valid {encoding}: {exc}") from None
        text = pc.utf8_rtrim(text, characters="\x00")
    if column.nullable:
        text = pc.if_else(pc.equal(text, ""), pa.scalar(None, pa.string()), text)
    return text


def _column_array(column: Column, columns: Mapping[str, Any], count: int) -> Any:
    """One Arrow array from the C column decoders' numpy arrays (vectorised; no per-row Python)."""
    import numpy as np
    import pyarrow as pa

    arrow_type = _arrow_type(column.type, column.children)
    if column.kind == "const":
        return pa.repeat(pa.scalar(column.const, type=arrow_type), count)
    if column.kind == "composite":
        parts = [_column_array(c, columns, count) for c in column.children]
        return pa.StructArray.from_arrays(parts, fields=list(arrow_type))
    if column.key not in columns:
        raise KeyError(f"column decoder output has no {column.key!r} (field {column.name})")
    raw = np.asarray(columns[column.key])
    if len(raw) != count:
        raise ValueError(f"column {column.key!r} has {len(raw)} values, expected {count}")
    if column.kind in ("chars", "char"):
        return _chars_array(column, raw, count)
    if column.kind == "enum":
        # hash the raw values once, name each distinct value, then expand: no per-row Python
        encoded = pa.array(raw.reshape(count)).dictionary_encode()
        distinct = encoded.dictionary.to_pylist()
        names = [None if v == column.null else column.table.get(v, str(v)) for v in distinct]
        return pa.DictionaryArray.from_arrays(encoded.indices, pa.array(names, pa.string())).dictionary_decode()
    if column.kind == "set":
        size = raw.dtype.itemsize
        little = np.ascontiguousarray(raw.reshape(count).astype(f"<u{size}")).view(np.uint8).reshape(count, size)
        bits = np.unpackbits(little, axis=1, bitorder="little").view(bool)  # column b is bit b
        width = size * 8
        offsets = np.zeros(count + 1, dtype=np.int32)
        np.cumsum(np.count_nonzero(bits, axis=1), out=offsets[1:])
        names = pa.array([column.table.get(b, str(b)) for b in range(width)], pa.string())
        indices = pa.array(np.nonzero(bits)[1].astype(np.int32))
        values = pa.DictionaryArray.from_arrays(indices, names).dictionary_decode()
        return pa.ListArray.from_arrays(pa.array(offsets), values, type=arrow_type)
    if column.kind == "array":
        flat = raw.reshape(-1)
        element = _arrow_type(column.type[6:-1], ())
        values = pa.array(flat).cast(element)
        offsets = pa.array(np.arange(0, flat.size + 1, raw.shape[1] if raw.ndim == 2 else 1, dtype=np.int32))
        return pa.ListArray.from_arrays(offsets, values, type=arrow_type)
    mask = None
    if column.nullable:
        mask = np.isnan(raw) if column.null != column.null else raw == column.null
    return pa.array(raw, mask=mask).cast(arrow_type)


def columns_to_arrow(name: str, columns: Mapping[str, Any]) -> Any:
    """A RecordBatch of fixed-block message ``name`` from the C column decoders' numpy arrays.

    ``columns`` maps each field's key (see ``Column.key``) to an array with one value per message;
    constant fields need no array. Messages with groups or var data are not column-decoded.
    """
    import pyarrow as pa

    fields = _columns(name)
    if name not in FIXED_MESSAGES:
        raise ValueError(f"{name} has groups or var data; column decoding is for fixed-block messages only")
    lengths = {len(v) for v in columns.values()}
    if len(lengths) > 1:
        raise ValueError(f"columns of {name} differ in length: {sorted(lengths)}")
    count = lengths.pop() if lengths else 0
    arrays = [_column_array(c, columns, count) for c in fields]
    return pa.RecordBatch.from_arrays(arrays, schema=arrow_schema(name))
