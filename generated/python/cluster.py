# generated from cluster-codecs.xml by aeronkit codegen; do not edit
"""SBE codecs for schema io.aeron.cluster.codecs (id 111, version 16).

aeronkit cluster protocol: sessions, log events, service control, consensus, snapshots

Encoders and decoders are flyweights: wrap one over a buffer (bytearray, memoryview, mmap, ...) and
read or write fields in place. Decoders return None for optional fields holding their null value and
for fields newer than the acting version; unknown enum values come back as plain ints. See
docs/codegen-python.md.
"""

from __future__ import annotations

import enum
import struct
from typing import Any, Self

from aeronkit.errors import CodecError

SCHEMA_ID = 111
SCHEMA_VERSION = 16
SEMANTIC_VERSION = "5.4"
BYTE_ORDER = "littleEndian"
PACKAGE = "io.aeron.cluster.codecs"
HEADER_LENGTH = 8

_NAN = float("nan")

_BLOCK_APPEND_POSITION = struct.Struct("<qqiB")
_BLOCK_CANCEL_TIMER = struct.Struct("<q")
_BLOCK_CANVASS_POSITION = struct.Struct("<qqqii")
_BLOCK_CLOSE_SESSION = struct.Struct("<q")
_BLOCK_CLUSTER_ACTION_REQUEST = struct.Struct("<qqqii")
_BLOCK_CLUSTER_MEMBERS_QUERY = struct.Struct("<qi")
_BLOCK_COMMIT_POSITION = struct.Struct("<qqi")
_BLOCK_CONSENSUS_MODULE = struct.Struct("<qqqi")
_BLOCK_HEARTBEAT_RESPONSE = struct.Struct("<q")
_BLOCK_JOIN_CLUSTER = struct.Struct("<qi")
_BLOCK_NEW_LEADERSHIP_TERM = struct.Struct("<qqqqqqqqqiiiiq")
_BLOCK_NEW_LEADERSHIP_TERM_EVENT = struct.Struct("<qqqqiiii")
_BLOCK_PENDING_MESSAGE_TRACKER = struct.Struct("<qqii")
_BLOCK_REMOVE_MEMBER = struct.Struct("<ii")
_BLOCK_REQUEST_SERVICE_ACK = struct.Struct("<q")
_BLOCK_REQUEST_VOTE = struct.Struct("<qqqii")
_BLOCK_SCHEDULE_TIMER = struct.Struct("<qq")
_BLOCK_SERVICE_ACK = struct.Struct("<qqqqi")
_BLOCK_SERVICE_TERMINATION_POSITION = struct.Struct("<q")
_BLOCK_SESSION_CLOSE_EVENT = struct.Struct("<qqqi")
_BLOCK_SESSION_CLOSE_REQUEST = struct.Struct("<qq")
_BLOCK_SESSION_KEEP_ALIVE = struct.Struct("<qq")
_BLOCK_SESSION_MESSAGE_HEADER = struct.Struct("<qqq")
_BLOCK_SNAPSHOT_MARKER = struct.Struct("<qqqiiii")
_BLOCK_SNAPSHOT_RECORDING_QUERY = struct.Struct("<qi")
_BLOCK_STOP_CATCHUP = struct.Struct("<qi")
_BLOCK_TERMINATION_ACK = struct.Struct("<qqi")
_BLOCK_TERMINATION_POSITION = struct.Struct("<qq")
_BLOCK_TIMER = struct.Struct("<qq")
_BLOCK_TIMER_EVENT = struct.Struct("<qqq")
_BLOCK_VOTE = struct.Struct("<qqqiii")
_DIM_L_HH = struct.Struct("<HH")
_HEADER = struct.Struct("<HHHH")
_L_B = struct.Struct("<B")
_L_H = struct.Struct("<H")
_L_I = struct.Struct("<I")
_L_i = struct.Struct("<i")
_L_q = struct.Struct("<q")


def _bounds(buffer: Any, offset: int, length: int | None, codec: str) -> tuple[Any, int]:
    """Checks offset/length against the buffer; returns the buffer limited to them and its end."""
    size = len(buffer)
    if offset < 0 or offset > size:
        raise CodecError(f"{codec}: offset {offset} is outside a buffer of {size} bytes")
    if length is None:
        return buffer, size
    end = offset + length
    if length < 0 or end > size:
        raise CodecError(f"{codec}: length {length} at offset {offset} exceeds a buffer of {size} bytes")
    if end == size:
        return buffer, size
    return memoryview(buffer)[:end], end


def _short(codec: str, field: str, offset: int, need: int, end: int) -> CodecError:
    return CodecError(
        f"{codec}.{field}: truncated: needs {need} bytes at offset {offset} but the buffer ends at {end}"
    )


def _bad(codec: str, field: str, value: object, reason: object) -> CodecError:
    return CodecError(f"{codec}.{field}: cannot encode {value!r}: {reason}")


def _first_missing(ends: tuple[tuple[str, int], ...], available: int) -> str:
    for name, end in ends:
        if end > available:
            return name
    return "<block>"


def _chars(raw: bytes, encoding: str, codec: str, field: str) -> str:
    end = raw.find(0)
    if end >= 0:
        raw = raw[:end]
    try:
        return raw.decode(encoding)
    except UnicodeDecodeError as exc:
        raise CodecError(f"{codec}.{field}: not valid {encoding}: {exc.reason}") from None


def _put_chars(value: str | bytes, length: int, encoding: str, codec: str, field: str) -> bytes:
    data = _encode_text(value, encoding, length, codec, field)
    if 0 in data:
        raise _bad(codec, field, value, "NUL inside a char array")
    return data


def _encode_text(value: str | bytes, encoding: str, limit: int, codec: str, field: str) -> bytes:
    if isinstance(value, str):
        try:
            data = value.encode(encoding)
        except UnicodeEncodeError as exc:
            raise _bad(codec, field, value, f"not {encoding}: {exc.reason}") from None
    else:
        data = _encode_binary(value, limit, codec, field)
    if len(data) > limit:
        raise _bad(codec, field, value, f"{len(data)} bytes exceed the maximum of {limit}")
    return data


def _encode_binary(value: bytes, limit: int, codec: str, field: str) -> bytes:
    if isinstance(value, str):
        raise _bad(codec, field, value, "binary data needs bytes, not str")
    try:
        data = bytes(memoryview(value))
    except TypeError:
        raise _bad(codec, field, value, "needs a bytes-like object") from None
    if len(data) > limit:
        raise _bad(codec, field, value, f"{len(data)} bytes exceed the maximum of {limit}")
    return data


def _enum_name(value: object) -> object:
    return value.name if isinstance(value, enum.Enum) else value


def _set_names(value: enum.IntFlag | None) -> list[str] | None:
    if value is None:
        return None
    return [m.name for m in type(value) if m.value & value == m.value and m.name]


def _dict_or_none(value: Any) -> dict[str, Any] | None:
    return None if value is None else value.to_dict()


class _Flyweight:
    """Error helpers shared by every codec class; `_CODEC` names the message, group or composite."""

    __slots__ = ()
    _CODEC = ""
    _FIELD_ENDS: tuple[tuple[str, int], ...] = ()

    def _truncated(self, field: str, position: int, size: int, end: int) -> CodecError:
        return _short(self._CODEC, field, position, size, end)

    def _too_short(self, offset: int, need: int, end: int) -> CodecError:
        """The block at `offset` does not fit before `end`: names the first field cut off."""
        return _short(self._CODEC, _first_missing(self._FIELD_ENDS, end - offset), offset, need, end)

    def _invalid(self, field: str, value: object, reason: object) -> CodecError:
        return _bad(self._CODEC, field, value, reason)

    def _bad_text(self, field: str, exc: UnicodeDecodeError) -> CodecError:
        reason = f"not valid {exc.encoding}: {exc.reason} at byte {exc.start}"
        return CodecError(f"{self._CODEC}.{field}: {reason}")


class AdminRequestType(enum.IntEnum):
    """Admin action a client asks for (SBE enum over int32)."""

    SNAPSHOT = 0
    NULL_VAL = -2147483648


_ADMIN_REQUEST_TYPE_BY_VALUE = {int(m): m for m in AdminRequestType}.get


class AdminResponseCode(enum.IntEnum):
    """Outcome of an admin request (SBE enum over int32)."""

    OK = 0
    ERROR = 1
    UNAUTHORISED_ACCESS = 2
    NULL_VAL = -2147483648


_ADMIN_RESPONSE_CODE_BY_VALUE = {int(m): m for m in AdminResponseCode}.get


class BooleanType(enum.IntEnum):
    """Boolean as a 32-bit integer (SBE enum over int32)."""

    FALSE = 0
    TRUE = 1
    NULL_VAL = -2147483648


_BOOLEAN_TYPE_BY_VALUE = {int(m): m for m in BooleanType}.get


class ChangeType(enum.IntEnum):
    """Direction of a membership change (SBE enum over int32)."""

    JOIN = 0
    QUIT = 1
    NULL_VAL = -2147483648


_CHANGE_TYPE_BY_VALUE = {int(m): m for m in ChangeType}.get


class CloseReason(enum.IntEnum):
    """Why a session ended (SBE enum over int32)."""

    CLIENT_ACTION = 0
    SERVICE_ACTION = 1
    TIMEOUT = 2
    NULL_VAL = -2147483648


_CLOSE_REASON_BY_VALUE = {int(m): m for m in CloseReason}.get


class ClusterAction(enum.IntEnum):
    """Action every node applies at a log position (SBE enum over int32)."""

    SUSPEND = 0
    RESUME = 1
    SNAPSHOT = 2
    NULL_VAL = -2147483648


_CLUSTER_ACTION_BY_VALUE = {int(m): m for m in ClusterAction}.get


class ClusterTimeUnit(enum.IntEnum):
    """Unit of the cluster's timestamps (SBE enum over int32)."""

    MILLIS = 0
    MICROS = 1
    NANOS = 2
    NULL_VAL = -2147483648


_CLUSTER_TIME_UNIT_BY_VALUE = {int(m): m for m in ClusterTimeUnit}.get


class EventCode(enum.IntEnum):
    """Kind of a session event (SBE enum over int32)."""

    OK = 0
    ERROR = 1
    REDIRECT = 2  # Not the leader; detail lists the members
    AUTHENTICATION_REJECTED = 3
    CLOSED = 4
    NULL_VAL = -2147483648


_EVENT_CODE_BY_VALUE = {int(m): m for m in EventCode}.get


class SnapshotMark(enum.IntEnum):
    """Position of a marker within a snapshot (SBE enum over int32)."""

    BEGIN = 0
    SECTION = 1
    END = 2
    NULL_VAL = -2147483648


_SNAPSHOT_MARK_BY_VALUE = {int(m): m for m in SnapshotMark}.get


def _skip1_detail(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over SessionEvent.detail without decoding it."""
    if pos + 4 > end:
        raise _short("SessionEvent", "detail", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("SessionEvent", "detail", start, pos - start, end)
    return pos


def _skip2_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over SessionConnectRequest.response_channel without decoding it."""
    if pos + 4 > end:
        raise _short("SessionConnectRequest", "response_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("SessionConnectRequest", "response_channel", start, pos - start, end)
    return pos


def _skip3_encoded_credentials(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over SessionConnectRequest.encoded_credentials without decoding it."""
    if pos + 4 > end:
        raise _short("SessionConnectRequest", "encoded_credentials", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("SessionConnectRequest", "encoded_credentials", start, pos - start, end)
    return pos


def _skip4_client_info(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over SessionConnectRequest.client_info without decoding it."""
    if version < 14:
        return pos
    if pos + 4 > end:
        raise _short("SessionConnectRequest", "client_info", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("SessionConnectRequest", "client_info", start, pos - start, end)
    return pos


def _skip5_ingress_endpoints(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over NewLeaderEvent.ingress_endpoints without decoding it."""
    if pos + 4 > end:
        raise _short("NewLeaderEvent", "ingress_endpoints", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("NewLeaderEvent", "ingress_endpoints", start, pos - start, end)
    return pos


def _skip6_encoded_challenge(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over Challenge.encoded_challenge without decoding it."""
    if pos + 4 > end:
        raise _short("Challenge", "encoded_challenge", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("Challenge", "encoded_challenge", start, pos - start, end)
    return pos


def _skip7_encoded_credentials(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ChallengeResponse.encoded_credentials without decoding it."""
    if pos + 4 > end:
        raise _short("ChallengeResponse", "encoded_credentials", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ChallengeResponse", "encoded_credentials", start, pos - start, end)
    return pos


def _skip8_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over SessionOpenEvent.response_channel without decoding it."""
    if pos + 4 > end:
        raise _short("SessionOpenEvent", "response_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("SessionOpenEvent", "response_channel", start, pos - start, end)
    return pos


def _skip9_encoded_principal(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over SessionOpenEvent.encoded_principal without decoding it."""
    if pos + 4 > end:
        raise _short("SessionOpenEvent", "encoded_principal", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("SessionOpenEvent", "encoded_principal", start, pos - start, end)
    return pos


def _skip10_cluster_members(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over MembershipChangeEvent.cluster_members without decoding it."""
    if pos + 4 > end:
        raise _short("MembershipChangeEvent", "cluster_members", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("MembershipChangeEvent", "cluster_members", start, pos - start, end)
    return pos


def _skip11_payload(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AdminRequest.payload without decoding it."""
    if pos + 4 > end:
        raise _short("AdminRequest", "payload", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AdminRequest", "payload", start, pos - start, end)
    return pos


def _skip12_message(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AdminResponse.message without decoding it."""
    if pos + 4 > end:
        raise _short("AdminResponse", "message", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AdminResponse", "message", start, pos - start, end)
    return pos


def _skip13_payload(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AdminResponse.payload without decoding it."""
    if pos + 4 > end:
        raise _short("AdminResponse", "payload", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AdminResponse", "payload", start, pos - start, end)
    return pos


def _skip14_log_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over JoinLog.log_channel without decoding it."""
    if pos + 4 > end:
        raise _short("JoinLog", "log_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("JoinLog", "log_channel", start, pos - start, end)
    return pos


def _skip15_active_members(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersResponse.active_members without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersResponse", "active_members", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ClusterMembersResponse", "active_members", start, pos - start, end)
    return pos


def _skip16_passive_followers(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersResponse.passive_followers without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersResponse", "passive_followers", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ClusterMembersResponse", "passive_followers", start, pos - start, end)
    return pos


def _skip18_ingress_endpoint(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersExtendedResponse.activeMembers.ingress_endpoint without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersExtendedResponse.activeMembers", "ingress_endpoint", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short(
            "ClusterMembersExtendedResponse.activeMembers", "ingress_endpoint", start, pos - start, end
        )
    return pos


def _skip19_consensus_endpoint(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersExtendedResponse.activeMembers.consensus_endpoint without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersExtendedResponse.activeMembers", "consensus_endpoint", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short(
            "ClusterMembersExtendedResponse.activeMembers", "consensus_endpoint", start, pos - start, end
        )
    return pos


def _skip20_log_endpoint(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersExtendedResponse.activeMembers.log_endpoint without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersExtendedResponse.activeMembers", "log_endpoint", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ClusterMembersExtendedResponse.activeMembers", "log_endpoint", start, pos - start, end)
    return pos


def _skip21_catchup_endpoint(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersExtendedResponse.activeMembers.catchup_endpoint without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersExtendedResponse.activeMembers", "catchup_endpoint", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short(
            "ClusterMembersExtendedResponse.activeMembers", "catchup_endpoint", start, pos - start, end
        )
    return pos


def _skip22_archive_endpoint(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersExtendedResponse.activeMembers.archive_endpoint without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersExtendedResponse.activeMembers", "archive_endpoint", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short(
            "ClusterMembersExtendedResponse.activeMembers", "archive_endpoint", start, pos - start, end
        )
    return pos


def _skip17_active_members(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersExtendedResponse.activeMembers without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersExtendedResponse.activeMembers", "<dimension>", pos, 4, end)
    dims = _DIM_L_HH.unpack_from(buffer, pos)
    block = dims[0]
    pos += 4
    for _ in range(dims[1]):
        pos += block
        if pos > end:
            raise _short("ClusterMembersExtendedResponse.activeMembers", "<entry>", pos - block, block, end)
        pos = _skip18_ingress_endpoint(buffer, pos, end, version)
        pos = _skip19_consensus_endpoint(buffer, pos, end, version)
        pos = _skip20_log_endpoint(buffer, pos, end, version)
        pos = _skip21_catchup_endpoint(buffer, pos, end, version)
        pos = _skip22_archive_endpoint(buffer, pos, end, version)
    return pos


def _skip24_ingress_endpoint(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersExtendedResponse.passiveMembers.ingress_endpoint without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersExtendedResponse.passiveMembers", "ingress_endpoint", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short(
            "ClusterMembersExtendedResponse.passiveMembers", "ingress_endpoint", start, pos - start, end
        )
    return pos


def _skip25_consensus_endpoint(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersExtendedResponse.passiveMembers.consensus_endpoint without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersExtendedResponse.passiveMembers", "consensus_endpoint", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short(
            "ClusterMembersExtendedResponse.passiveMembers", "consensus_endpoint", start, pos - start, end
        )
    return pos


def _skip26_log_endpoint(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersExtendedResponse.passiveMembers.log_endpoint without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersExtendedResponse.passiveMembers", "log_endpoint", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ClusterMembersExtendedResponse.passiveMembers", "log_endpoint", start, pos - start, end)
    return pos


def _skip27_catchup_endpoint(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersExtendedResponse.passiveMembers.catchup_endpoint without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersExtendedResponse.passiveMembers", "catchup_endpoint", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short(
            "ClusterMembersExtendedResponse.passiveMembers", "catchup_endpoint", start, pos - start, end
        )
    return pos


def _skip28_archive_endpoint(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersExtendedResponse.passiveMembers.archive_endpoint without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersExtendedResponse.passiveMembers", "archive_endpoint", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short(
            "ClusterMembersExtendedResponse.passiveMembers", "archive_endpoint", start, pos - start, end
        )
    return pos


def _skip23_passive_members(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersExtendedResponse.passiveMembers without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersExtendedResponse.passiveMembers", "<dimension>", pos, 4, end)
    dims = _DIM_L_HH.unpack_from(buffer, pos)
    block = dims[0]
    pos += 4
    for _ in range(dims[1]):
        pos += block
        if pos > end:
            raise _short("ClusterMembersExtendedResponse.passiveMembers", "<entry>", pos - block, block, end)
        pos = _skip24_ingress_endpoint(buffer, pos, end, version)
        pos = _skip25_consensus_endpoint(buffer, pos, end, version)
        pos = _skip26_log_endpoint(buffer, pos, end, version)
        pos = _skip27_catchup_endpoint(buffer, pos, end, version)
        pos = _skip28_archive_endpoint(buffer, pos, end, version)
    return pos


def _skip29_catchup_endpoint(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over CatchupPosition.catchup_endpoint without decoding it."""
    if pos + 4 > end:
        raise _short("CatchupPosition", "catchup_endpoint", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("CatchupPosition", "catchup_endpoint", start, pos - start, end)
    return pos


def _skip30_member_endpoints(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddPassiveMember.member_endpoints without decoding it."""
    if pos + 4 > end:
        raise _short("AddPassiveMember", "member_endpoints", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddPassiveMember", "member_endpoints", start, pos - start, end)
    return pos


def _skip31_active_members(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersChange.active_members without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersChange", "active_members", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ClusterMembersChange", "active_members", start, pos - start, end)
    return pos


def _skip32_passive_members(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembersChange.passive_members without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembersChange", "passive_members", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ClusterMembersChange", "passive_members", start, pos - start, end)
    return pos


def _skip33_snapshots(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over SnapshotRecordings.snapshots without decoding it."""
    if pos + 4 > end:
        raise _short("SnapshotRecordings.snapshots", "<dimension>", pos, 4, end)
    dims = _DIM_L_HH.unpack_from(buffer, pos)
    block = dims[0]
    pos += 4
    size = block * dims[1]
    if pos + size > end:
        raise _short("SnapshotRecordings.snapshots", "<entries>", pos, size, end)
    pos += size
    return pos


def _skip34_member_endpoints(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over SnapshotRecordings.member_endpoints without decoding it."""
    if pos + 4 > end:
        raise _short("SnapshotRecordings", "member_endpoints", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("SnapshotRecordings", "member_endpoints", start, pos - start, end)
    return pos


def _skip35_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over BackupQuery.response_channel without decoding it."""
    if pos + 4 > end:
        raise _short("BackupQuery", "response_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("BackupQuery", "response_channel", start, pos - start, end)
    return pos


def _skip36_encoded_credentials(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over BackupQuery.encoded_credentials without decoding it."""
    if pos + 4 > end:
        raise _short("BackupQuery", "encoded_credentials", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("BackupQuery", "encoded_credentials", start, pos - start, end)
    return pos


def _skip37_snapshots(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over BackupResponse.snapshots without decoding it."""
    if pos + 4 > end:
        raise _short("BackupResponse.snapshots", "<dimension>", pos, 4, end)
    dims = _DIM_L_HH.unpack_from(buffer, pos)
    block = dims[0]
    pos += 4
    size = block * dims[1]
    if pos + size > end:
        raise _short("BackupResponse.snapshots", "<entries>", pos, size, end)
    pos += size
    return pos


def _skip38_cluster_members(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over BackupResponse.cluster_members without decoding it."""
    if pos + 4 > end:
        raise _short("BackupResponse", "cluster_members", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("BackupResponse", "cluster_members", start, pos - start, end)
    return pos


def _skip39_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over HeartbeatRequest.response_channel without decoding it."""
    if pos + 4 > end:
        raise _short("HeartbeatRequest", "response_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("HeartbeatRequest", "response_channel", start, pos - start, end)
    return pos


def _skip40_encoded_credentials(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over HeartbeatRequest.encoded_credentials without decoding it."""
    if pos + 4 > end:
        raise _short("HeartbeatRequest", "encoded_credentials", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("HeartbeatRequest", "encoded_credentials", start, pos - start, end)
    return pos


def _skip42_archive_endpoint(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over StandbySnapshot.snapshots.archive_endpoint without decoding it."""
    if pos + 4 > end:
        raise _short("StandbySnapshot.snapshots", "archive_endpoint", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("StandbySnapshot.snapshots", "archive_endpoint", start, pos - start, end)
    return pos


def _skip41_snapshots(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over StandbySnapshot.snapshots without decoding it."""
    if pos + 4 > end:
        raise _short("StandbySnapshot.snapshots", "<dimension>", pos, 4, end)
    dims = _DIM_L_HH.unpack_from(buffer, pos)
    block = dims[0]
    pos += 4
    for _ in range(dims[1]):
        pos += block
        if pos > end:
            raise _short("StandbySnapshot.snapshots", "<entry>", pos - block, block, end)
        pos = _skip42_archive_endpoint(buffer, pos, end, version)
    return pos


def _skip43_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over StandbySnapshot.response_channel without decoding it."""
    if pos + 4 > end:
        raise _short("StandbySnapshot", "response_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("StandbySnapshot", "response_channel", start, pos - start, end)
    return pos


def _skip44_encoded_credentials(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over StandbySnapshot.encoded_credentials without decoding it."""
    if pos + 4 > end:
        raise _short("StandbySnapshot", "encoded_credentials", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("StandbySnapshot", "encoded_credentials", start, pos - start, end)
    return pos


def _skip45_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClientSession.response_channel without decoding it."""
    if pos + 4 > end:
        raise _short("ClientSession", "response_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ClientSession", "response_channel", start, pos - start, end)
    return pos


def _skip46_encoded_principal(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClientSession.encoded_principal without decoding it."""
    if pos + 4 > end:
        raise _short("ClientSession", "encoded_principal", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ClientSession", "encoded_principal", start, pos - start, end)
    return pos


def _skip47_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterSession.response_channel without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterSession", "response_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ClusterSession", "response_channel", start, pos - start, end)
    return pos


def _skip48_cluster_members(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembers.cluster_members without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembers", "cluster_members", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ClusterMembers", "cluster_members", start, pos - start, end)
    return pos


class MessageHeaderDecoder(_Flyweight):
    """Reads the MessageHeader composite (8 bytes): SBE header in front of every message: 8 bytes."""

    _CODEC = "MessageHeader"
    ENCODED_LENGTH = 8
    _FIELD_ENDS = (("block_length", 2), ("template_id", 4), ("schema_id", 6), ("version", 8))
    __slots__ = ("_acting_version", "_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._acting_version = SCHEMA_VERSION

    def wrap(
        self, buffer: Any, offset: int = 0, acting_version: int = SCHEMA_VERSION, length: int | None = None
    ) -> Self:
        """Views the 8 bytes at `offset`; raises CodecError if they are not all there."""
        buffer, end = _bounds(buffer, offset, length, "MessageHeader")
        if offset + 8 > end:
            raise self._too_short(offset, 8, end)
        return self._at(buffer, offset, end, acting_version)

    def _at(self, buffer: Any, offset: int, end: int, acting_version: int) -> Self:
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._acting_version = acting_version
        return self

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def encoded_length(self) -> int:
        return 8

    @property
    def block_length(self) -> int:
        """blockLength, offset 0"""
        try:
            return _L_H.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("block_length", self._offset, 2, self._end) from None

    @property
    def template_id(self) -> int:
        """templateId, offset 2"""
        try:
            return _L_H.unpack_from(self._buffer, self._offset + 2)[0]
        except struct.error:
            raise self._truncated("template_id", self._offset + 2, 2, self._end) from None

    @property
    def schema_id(self) -> int:
        """schemaId, offset 4"""
        try:
            return _L_H.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("schema_id", self._offset + 4, 2, self._end) from None

    @property
    def version(self) -> int:
        """version, offset 6"""
        try:
            return _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 6, 2, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "block_length": self.block_length,
            "template_id": self.template_id,
            "schema_id": self.schema_id,
            "version": self.version,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class MessageHeaderEncoder(_Flyweight):
    """Writes the MessageHeader composite (8 bytes) in place."""

    _CODEC = "MessageHeader"
    ENCODED_LENGTH = 8
    _FIELD_ENDS = (("block_length", 2), ("template_id", 4), ("schema_id", 6), ("version", 8))
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 8 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "MessageHeader")
        if offset + 8 > end:
            raise self._too_short(offset, 8, end)
        return self._at(buffer, offset, end)

    def _at(self, buffer: Any, offset: int, end: int) -> Self:
        self._buffer = buffer
        self._offset = offset
        self._end = end
        return self

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def encoded_length(self) -> int:
        return 8

    def _set_block_length(self, value: int) -> None:
        """blockLength, offset 0"""
        try:
            _L_H.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("block_length", value, exc) from None

    block_length = property(None, _set_block_length)

    def _set_template_id(self, value: int) -> None:
        """templateId, offset 2"""
        try:
            _L_H.pack_into(self._buffer, self._offset + 2, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("template_id", value, exc) from None

    template_id = property(None, _set_template_id)

    def _set_schema_id(self, value: int) -> None:
        """schemaId, offset 4"""
        try:
            _L_H.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("schema_id", value, exc) from None

    schema_id = property(None, _set_schema_id)

    def _set_version(self, value: int) -> None:
        """version, offset 6"""
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class GroupSizeEncodingDecoder(_Flyweight):
    """Reads the GroupSizeEncoding composite (4 bytes): Dimension of a repeating group."""

    _CODEC = "GroupSizeEncoding"
    ENCODED_LENGTH = 4
    _FIELD_ENDS = (("block_length", 2), ("num_in_group", 4))
    __slots__ = ("_acting_version", "_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._acting_version = SCHEMA_VERSION

    def wrap(
        self, buffer: Any, offset: int = 0, acting_version: int = SCHEMA_VERSION, length: int | None = None
    ) -> Self:
        """Views the 4 bytes at `offset`; raises CodecError if they are not all there."""
        buffer, end = _bounds(buffer, offset, length, "GroupSizeEncoding")
        if offset + 4 > end:
            raise self._too_short(offset, 4, end)
        return self._at(buffer, offset, end, acting_version)

    def _at(self, buffer: Any, offset: int, end: int, acting_version: int) -> Self:
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._acting_version = acting_version
        return self

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def encoded_length(self) -> int:
        return 4

    @property
    def block_length(self) -> int:
        """blockLength, offset 0"""
        try:
            return _L_H.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("block_length", self._offset, 2, self._end) from None

    @property
    def num_in_group(self) -> int:
        """numInGroup, offset 2"""
        try:
            return _L_H.unpack_from(self._buffer, self._offset + 2)[0]
        except struct.error:
            raise self._truncated("num_in_group", self._offset + 2, 2, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "block_length": self.block_length,
            "num_in_group": self.num_in_group,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class GroupSizeEncodingEncoder(_Flyweight):
    """Writes the GroupSizeEncoding composite (4 bytes) in place."""

    _CODEC = "GroupSizeEncoding"
    ENCODED_LENGTH = 4
    _FIELD_ENDS = (("block_length", 2), ("num_in_group", 4))
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 4 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "GroupSizeEncoding")
        if offset + 4 > end:
            raise self._too_short(offset, 4, end)
        return self._at(buffer, offset, end)

    def _at(self, buffer: Any, offset: int, end: int) -> Self:
        self._buffer = buffer
        self._offset = offset
        self._end = end
        return self

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def encoded_length(self) -> int:
        return 4

    def _set_block_length(self, value: int) -> None:
        """blockLength, offset 0"""
        try:
            _L_H.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("block_length", value, exc) from None

    block_length = property(None, _set_block_length)

    def _set_num_in_group(self, value: int) -> None:
        """numInGroup, offset 2"""
        try:
            _L_H.pack_into(self._buffer, self._offset + 2, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("num_in_group", value, exc) from None

    num_in_group = property(None, _set_num_in_group)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class VarAsciiEncodingDecoder(_Flyweight):
    """Reads the VarAsciiEncoding composite (4 bytes): uint32 length then that many ASCII bytes."""

    _CODEC = "VarAsciiEncoding"
    ENCODED_LENGTH = 4
    _FIELD_ENDS = (("length", 4),)
    __slots__ = ("_acting_version", "_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._acting_version = SCHEMA_VERSION

    def wrap(
        self, buffer: Any, offset: int = 0, acting_version: int = SCHEMA_VERSION, length: int | None = None
    ) -> Self:
        """Views the 4 bytes at `offset`; raises CodecError if they are not all there."""
        buffer, end = _bounds(buffer, offset, length, "VarAsciiEncoding")
        if offset + 4 > end:
            raise self._too_short(offset, 4, end)
        return self._at(buffer, offset, end, acting_version)

    def _at(self, buffer: Any, offset: int, end: int, acting_version: int) -> Self:
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._acting_version = acting_version
        return self

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def encoded_length(self) -> int:
        return 4

    @property
    def length(self) -> int:
        """length, offset 0"""
        try:
            return _L_I.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("length", self._offset, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "length": self.length,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class VarAsciiEncodingEncoder(_Flyweight):
    """Writes the VarAsciiEncoding composite (4 bytes) in place."""

    _CODEC = "VarAsciiEncoding"
    ENCODED_LENGTH = 4
    _FIELD_ENDS = (("length", 4),)
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 4 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "VarAsciiEncoding")
        if offset + 4 > end:
            raise self._too_short(offset, 4, end)
        return self._at(buffer, offset, end)

    def _at(self, buffer: Any, offset: int, end: int) -> Self:
        self._buffer = buffer
        self._offset = offset
        self._end = end
        return self

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def encoded_length(self) -> int:
        return 4

    def _set_length(self, value: int) -> None:
        """length, offset 0"""
        try:
            _L_I.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("length", value, exc) from None

    length = property(None, _set_length)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class VarDataEncodingDecoder(_Flyweight):
    """Reads the VarDataEncoding composite (4 bytes): uint32 length then that many opaque bytes."""

    _CODEC = "VarDataEncoding"
    ENCODED_LENGTH = 4
    _FIELD_ENDS = (("length", 4),)
    __slots__ = ("_acting_version", "_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._acting_version = SCHEMA_VERSION

    def wrap(
        self, buffer: Any, offset: int = 0, acting_version: int = SCHEMA_VERSION, length: int | None = None
    ) -> Self:
        """Views the 4 bytes at `offset`; raises CodecError if they are not all there."""
        buffer, end = _bounds(buffer, offset, length, "VarDataEncoding")
        if offset + 4 > end:
            raise self._too_short(offset, 4, end)
        return self._at(buffer, offset, end, acting_version)

    def _at(self, buffer: Any, offset: int, end: int, acting_version: int) -> Self:
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._acting_version = acting_version
        return self

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def encoded_length(self) -> int:
        return 4

    @property
    def length(self) -> int:
        """length, offset 0"""
        try:
            return _L_I.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("length", self._offset, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "length": self.length,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class VarDataEncodingEncoder(_Flyweight):
    """Writes the VarDataEncoding composite (4 bytes) in place."""

    _CODEC = "VarDataEncoding"
    ENCODED_LENGTH = 4
    _FIELD_ENDS = (("length", 4),)
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 4 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "VarDataEncoding")
        if offset + 4 > end:
            raise self._too_short(offset, 4, end)
        return self._at(buffer, offset, end)

    def _at(self, buffer: Any, offset: int, end: int) -> Self:
        self._buffer = buffer
        self._offset = offset
        self._end = end
        return self

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def encoded_length(self) -> int:
        return 4

    def _set_length(self, value: int) -> None:
        """length, offset 0"""
        try:
            _L_I.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("length", value, exc) from None

    length = property(None, _set_length)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class SessionMessageHeaderDecoder(_Flyweight):
    """Reads SessionMessageHeader (template id 1): Prefix of every application message on ingress and egress.
    """

    TEMPLATE_ID = 1
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionMessageHeader"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("leadership_term_id", "cluster_session_id", "timestamp")
    _FIELD_ENDS = (("leadership_term_id", 8), ("cluster_session_id", 16), ("timestamp", 24))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 24
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 24,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionMessageHeader")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionMessageHeader")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 1:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 1"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"SessionMessageHeader: offset {offset} is negative")
        try:
            return _BLOCK_SESSION_MESSAGE_HEADER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("SessionMessageHeader", "<block>", offset, 24, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset + 8, 8, self._end) from None

    @property
    def timestamp(self) -> int:
        """timestamp (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "cluster_session_id": self.cluster_session_id,
            "timestamp": self.timestamp,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SessionMessageHeaderEncoder(_Flyweight):
    """Writes SessionMessageHeader (template id 1): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 1
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionMessageHeader"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("leadership_term_id", 8), ("cluster_session_id", 16), ("timestamp", 24))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionMessageHeader")
        if offset + 24 > end:
            raise self._too_short(offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionMessageHeader")
        if offset + 32 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 32, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 32
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class SessionEventDecoder(_Flyweight):
    """Reads SessionEvent (template id 2): Answer to a connect, or a later change of session state."""

    TEMPLATE_ID = 2
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionEvent"
    BLOCK_LENGTH = 44
    _FIELD_ENDS = (
        ("cluster_session_id", 8),
        ("correlation_id", 16),
        ("leadership_term_id", 24),
        ("leader_member_id", 28),
        ("code", 32),
        ("version", 36),
        ("leader_heartbeat_timeout_ns", 44),
    )
    _SKIPS = (_skip1_detail,)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 44
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 44,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionEvent")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionEvent")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 2:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 2"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(1) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset + 16, 8, self._end) from None

    @property
    def leader_member_id(self) -> int:
        """leaderMemberId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("leader_member_id", self._offset + 24, 4, self._end) from None

    @property
    def code(self) -> EventCode | int:
        """code (id 5), offset 28"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("code", self._offset + 28, 4, self._end) from None
        return _EVENT_CODE_BY_VALUE(value, value)

    @property
    def version(self) -> int | None:
        """version (id 6), offset 32, since version 6"""
        if self._acting_version < 6 or self._block_length < 36:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 32, 4, self._end) from None
        return None if value == 0 else value

    @property
    def leader_heartbeat_timeout_ns(self) -> int | None:
        """leaderHeartbeatTimeoutNs (id 8), offset 36, since version 13: The leader's configured heartbeat
        timeout
        """
        if self._acting_version < 13 or self._block_length < 44:
            return None
        try:
            value = _L_q.unpack_from(self._buffer, self._offset + 36)[0]
        except struct.error:
            raise self._truncated("leader_heartbeat_timeout_ns", self._offset + 36, 8, self._end) from None
        return None if value == -9223372036854775808 else value

    @property
    def detail(self) -> str:
        """Var data detail (id 7, ascii): Error text or member endpoints."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("detail", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("detail", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("detail", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "cluster_session_id": self.cluster_session_id,
            "correlation_id": self.correlation_id,
            "leadership_term_id": self.leadership_term_id,
            "leader_member_id": self.leader_member_id,
            "code": _enum_name(self.code),
            "version": self.version,
            "leader_heartbeat_timeout_ns": self.leader_heartbeat_timeout_ns,
            "detail": self.detail,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SessionEventEncoder(_Flyweight):
    """Writes SessionEvent (template id 2): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 2
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionEvent"
    BLOCK_LENGTH = 44
    _FIELD_ENDS = (
        ("cluster_session_id", 8),
        ("correlation_id", 16),
        ("leadership_term_id", 24),
        ("leader_member_id", 28),
        ("code", 32),
        ("version", 36),
        ("leader_heartbeat_timeout_ns", 44),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionEvent")
        if offset + 44 > end:
            raise self._too_short(offset, 44, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 44
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionEvent")
        if offset + 52 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 52, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 52
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_leader_member_id(self, value: int) -> None:
        """leaderMemberId (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leader_member_id", value, exc) from None

    leader_member_id = property(None, _set_leader_member_id)

    def _set_code(self, value: EventCode | int | None) -> None:
        """code (id 5), offset 28"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("code", value, exc) from None

    code = property(None, _set_code)

    def _set_version(self, value: int | None) -> None:
        """version (id 6), offset 32, since version 6"""
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_leader_heartbeat_timeout_ns(self, value: int | None) -> None:
        """leaderHeartbeatTimeoutNs (id 8), offset 36, since version 13: The leader's configured heartbeat
        timeout
        """
        if value is None:
            value = -9223372036854775808
        try:
            _L_q.pack_into(self._buffer, self._offset + 36, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leader_heartbeat_timeout_ns", value, exc) from None

    leader_heartbeat_timeout_ns = property(None, _set_leader_heartbeat_timeout_ns)

    def put_detail(self, value: str | bytes) -> Self:
        """Appends var data detail (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "detail")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("detail", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class SessionConnectRequestDecoder(_Flyweight):
    """Reads SessionConnectRequest (template id 3): Ask the cluster for a session."""

    TEMPLATE_ID = 3
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionConnectRequest"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("response_stream_id", 12), ("version", 16))
    _SKIPS = (_skip2_response_channel, _skip3_encoded_credentials, _skip4_client_info)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 16
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 16,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionConnectRequest")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionConnectRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(3) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def response_stream_id(self) -> int:
        """responseStreamId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("response_stream_id", self._offset + 8, 4, self._end) from None

    @property
    def version(self) -> int | None:
        """version (id 3), offset 12, since version 2"""
        if self._acting_version < 2 or self._block_length < 16:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 12, 4, self._end) from None
        return None if value == 0 else value

    @property
    def response_channel(self) -> str:
        """Var data responseChannel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("response_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("response_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("response_channel", exc) from None

    @property
    def encoded_credentials(self) -> bytes:
        """Var data encodedCredentials (id 5, binary)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("encoded_credentials", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("encoded_credentials", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    @property
    def client_info(self) -> str | None:
        """Var data clientInfo (id 6, ascii, since version 14)."""
        if self._acting_version < 14:
            return None
        pos = self._cursor_pos if self._cursor_index == 2 else self._seek(2)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("client_info", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("client_info", start, stop - start, end)
        self._cursor_index = 3
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("client_info", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "response_stream_id": self.response_stream_id,
            "version": self.version,
            "response_channel": self.response_channel,
            "encoded_credentials": self.encoded_credentials,
            "client_info": self.client_info,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SessionConnectRequestEncoder(_Flyweight):
    """Writes SessionConnectRequest (template id 3): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionConnectRequest"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("response_stream_id", 12), ("version", 16))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionConnectRequest")
        if offset + 16 > end:
            raise self._too_short(offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionConnectRequest")
        if offset + 24 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 24, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 24
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_response_stream_id(self, value: int) -> None:
        """responseStreamId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("response_stream_id", value, exc) from None

    response_stream_id = property(None, _set_response_stream_id)

    def _set_version(self, value: int | None) -> None:
        """version (id 3), offset 12, since version 2"""
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def put_response_channel(self, value: str | bytes) -> Self:
        """Appends var data responseChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "response_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("response_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_encoded_credentials(self, value: bytes) -> Self:
        """Appends var data encodedCredentials (binary, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_binary(value, 1073741824, self._CODEC, "encoded_credentials")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("encoded_credentials", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_client_info(self, value: str | bytes) -> Self:
        """Appends var data clientInfo (ascii text, at most 1073741824 bytes) after what was written before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "client_info")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("client_info", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class SessionCloseRequestDecoder(_Flyweight):
    """Reads SessionCloseRequest (template id 4): Client ends its session."""

    TEMPLATE_ID = 4
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionCloseRequest"
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("leadership_term_id", "cluster_session_id")
    _FIELD_ENDS = (("leadership_term_id", 8), ("cluster_session_id", 16))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 16
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 16,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionCloseRequest")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionCloseRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 4:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 4"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"SessionCloseRequest: offset {offset} is negative")
        try:
            return _BLOCK_SESSION_CLOSE_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("SessionCloseRequest", "<block>", offset, 16, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset + 8, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "cluster_session_id": self.cluster_session_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SessionCloseRequestEncoder(_Flyweight):
    """Writes SessionCloseRequest (template id 4): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 4
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionCloseRequest"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("leadership_term_id", 8), ("cluster_session_id", 16))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionCloseRequest")
        if offset + 16 > end:
            raise self._too_short(offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionCloseRequest")
        if offset + 24 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 24, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 24
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class SessionKeepAliveDecoder(_Flyweight):
    """Reads SessionKeepAlive (template id 5): Client liveness when it has nothing to send."""

    TEMPLATE_ID = 5
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionKeepAlive"
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("leadership_term_id", "cluster_session_id")
    _FIELD_ENDS = (("leadership_term_id", 8), ("cluster_session_id", 16))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 16
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 16,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionKeepAlive")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionKeepAlive")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 5:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 5"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"SessionKeepAlive: offset {offset} is negative")
        try:
            return _BLOCK_SESSION_KEEP_ALIVE.unpack_from(buffer, offset)
        except struct.error:
            raise _short("SessionKeepAlive", "<block>", offset, 16, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset + 8, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "cluster_session_id": self.cluster_session_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SessionKeepAliveEncoder(_Flyweight):
    """Writes SessionKeepAlive (template id 5): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 5
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionKeepAlive"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("leadership_term_id", 8), ("cluster_session_id", 16))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionKeepAlive")
        if offset + 16 > end:
            raise self._too_short(offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionKeepAlive")
        if offset + 24 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 24, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 24
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class NewLeaderEventDecoder(_Flyweight):
    """Reads NewLeaderEvent (template id 6): Told to sessions after an election."""

    TEMPLATE_ID = 6
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "NewLeaderEvent"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("leadership_term_id", 8), ("cluster_session_id", 16), ("leader_member_id", 20))
    _SKIPS = (_skip5_ingress_endpoints,)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 20
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 20,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "NewLeaderEvent")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "NewLeaderEvent")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 6:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 6"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(1) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset + 8, 8, self._end) from None

    @property
    def leader_member_id(self) -> int:
        """leaderMemberId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("leader_member_id", self._offset + 16, 4, self._end) from None

    @property
    def ingress_endpoints(self) -> str:
        """Var data ingressEndpoints (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("ingress_endpoints", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("ingress_endpoints", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("ingress_endpoints", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "cluster_session_id": self.cluster_session_id,
            "leader_member_id": self.leader_member_id,
            "ingress_endpoints": self.ingress_endpoints,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class NewLeaderEventEncoder(_Flyweight):
    """Writes NewLeaderEvent (template id 6): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 6
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "NewLeaderEvent"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("leadership_term_id", 8), ("cluster_session_id", 16), ("leader_member_id", 20))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "NewLeaderEvent")
        if offset + 20 > end:
            raise self._too_short(offset, 20, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 20
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "NewLeaderEvent")
        if offset + 28 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 28, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 28
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def _set_leader_member_id(self, value: int) -> None:
        """leaderMemberId (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leader_member_id", value, exc) from None

    leader_member_id = property(None, _set_leader_member_id)

    def put_ingress_endpoints(self, value: str | bytes) -> Self:
        """Appends var data ingressEndpoints (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "ingress_endpoints")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("ingress_endpoints", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ChallengeDecoder(_Flyweight):
    """Reads Challenge (template id 7): Cluster asks the connecting client for more credentials."""

    TEMPLATE_ID = 7
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "Challenge"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("cluster_session_id", 16))
    _SKIPS = (_skip6_encoded_challenge,)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 16
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 16,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "Challenge")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "Challenge")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 7:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 7"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(1) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset + 8, 8, self._end) from None

    @property
    def encoded_challenge(self) -> bytes:
        """Var data encodedChallenge (id 3, binary)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("encoded_challenge", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("encoded_challenge", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "cluster_session_id": self.cluster_session_id,
            "encoded_challenge": self.encoded_challenge,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ChallengeEncoder(_Flyweight):
    """Writes Challenge (template id 7): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 7
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "Challenge"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("cluster_session_id", 16))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "Challenge")
        if offset + 16 > end:
            raise self._too_short(offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "Challenge")
        if offset + 24 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 24, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 24
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def put_encoded_challenge(self, value: bytes) -> Self:
        """Appends var data encodedChallenge (binary, at most 1073741824 bytes) after what was written before.
        """
        data = _encode_binary(value, 1073741824, self._CODEC, "encoded_challenge")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("encoded_challenge", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ChallengeResponseDecoder(_Flyweight):
    """Reads ChallengeResponse (template id 8): Client answers a challenge."""

    TEMPLATE_ID = 8
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ChallengeResponse"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("cluster_session_id", 16))
    _SKIPS = (_skip7_encoded_credentials,)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 16
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 16,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ChallengeResponse")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ChallengeResponse")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 8:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 8"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(1) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset + 8, 8, self._end) from None

    @property
    def encoded_credentials(self) -> bytes:
        """Var data encodedCredentials (id 3, binary)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("encoded_credentials", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("encoded_credentials", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "cluster_session_id": self.cluster_session_id,
            "encoded_credentials": self.encoded_credentials,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ChallengeResponseEncoder(_Flyweight):
    """Writes ChallengeResponse (template id 8): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 8
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ChallengeResponse"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("cluster_session_id", 16))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ChallengeResponse")
        if offset + 16 > end:
            raise self._too_short(offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ChallengeResponse")
        if offset + 24 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 24, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 24
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def put_encoded_credentials(self, value: bytes) -> Self:
        """Appends var data encodedCredentials (binary, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_binary(value, 1073741824, self._CODEC, "encoded_credentials")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("encoded_credentials", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class TimerEventDecoder(_Flyweight):
    """Reads TimerEvent (template id 20): A scheduled timer expired."""

    TEMPLATE_ID = 20
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "TimerEvent"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("leadership_term_id", "correlation_id", "timestamp")
    _FIELD_ENDS = (("leadership_term_id", 8), ("correlation_id", 16), ("timestamp", 24))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 24
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 24,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TimerEvent")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TimerEvent")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 20:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 20"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"TimerEvent: offset {offset} is negative")
        try:
            return _BLOCK_TIMER_EVENT.unpack_from(buffer, offset)
        except struct.error:
            raise _short("TimerEvent", "<block>", offset, 24, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def timestamp(self) -> int:
        """timestamp (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "correlation_id": self.correlation_id,
            "timestamp": self.timestamp,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class TimerEventEncoder(_Flyweight):
    """Writes TimerEvent (template id 20): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 20
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "TimerEvent"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("leadership_term_id", 8), ("correlation_id", 16), ("timestamp", 24))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TimerEvent")
        if offset + 24 > end:
            raise self._too_short(offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TimerEvent")
        if offset + 32 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 32, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 32
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class SessionOpenEventDecoder(_Flyweight):
    """Reads SessionOpenEvent (template id 21): A client session was opened."""

    TEMPLATE_ID = 21
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionOpenEvent"
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("correlation_id", 16),
        ("cluster_session_id", 24),
        ("timestamp", 32),
        ("response_stream_id", 36),
    )
    _SKIPS = (_skip8_response_channel, _skip9_encoded_principal)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 36
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 36,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionOpenEvent")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionOpenEvent")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 21:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 21"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(2) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset + 16, 8, self._end) from None

    @property
    def timestamp(self) -> int:
        """timestamp (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 24, 8, self._end) from None

    @property
    def response_stream_id(self) -> int:
        """responseStreamId (id 6), offset 32"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("response_stream_id", self._offset + 32, 4, self._end) from None

    @property
    def response_channel(self) -> str:
        """Var data responseChannel (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("response_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("response_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("response_channel", exc) from None

    @property
    def encoded_principal(self) -> bytes:
        """Var data encodedPrincipal (id 8, binary)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("encoded_principal", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("encoded_principal", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "correlation_id": self.correlation_id,
            "cluster_session_id": self.cluster_session_id,
            "timestamp": self.timestamp,
            "response_stream_id": self.response_stream_id,
            "response_channel": self.response_channel,
            "encoded_principal": self.encoded_principal,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SessionOpenEventEncoder(_Flyweight):
    """Writes SessionOpenEvent (template id 21): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 21
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionOpenEvent"
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("correlation_id", 16),
        ("cluster_session_id", 24),
        ("timestamp", 32),
        ("response_stream_id", 36),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionOpenEvent")
        if offset + 36 > end:
            raise self._too_short(offset, 36, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 36
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionOpenEvent")
        if offset + 44 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 44, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 44
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def _set_response_stream_id(self, value: int) -> None:
        """responseStreamId (id 6), offset 32"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("response_stream_id", value, exc) from None

    response_stream_id = property(None, _set_response_stream_id)

    def put_response_channel(self, value: str | bytes) -> Self:
        """Appends var data responseChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "response_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("response_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_encoded_principal(self, value: bytes) -> Self:
        """Appends var data encodedPrincipal (binary, at most 1073741824 bytes) after what was written before.
        """
        data = _encode_binary(value, 1073741824, self._CODEC, "encoded_principal")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("encoded_principal", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class SessionCloseEventDecoder(_Flyweight):
    """Reads SessionCloseEvent (template id 22): A client session was closed."""

    TEMPLATE_ID = 22
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionCloseEvent"
    BLOCK_LENGTH = 28
    FIELD_NAMES = ("leadership_term_id", "cluster_session_id", "timestamp", "close_reason")
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("cluster_session_id", 16),
        ("timestamp", 24),
        ("close_reason", 28),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 28
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 28,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionCloseEvent")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionCloseEvent")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 22:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 22"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"SessionCloseEvent: offset {offset} is negative")
        try:
            return _BLOCK_SESSION_CLOSE_EVENT.unpack_from(buffer, offset)
        except struct.error:
            raise _short("SessionCloseEvent", "<block>", offset, 28, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset + 8, 8, self._end) from None

    @property
    def timestamp(self) -> int:
        """timestamp (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 16, 8, self._end) from None

    @property
    def close_reason(self) -> CloseReason | int:
        """closeReason (id 4), offset 24"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("close_reason", self._offset + 24, 4, self._end) from None
        return _CLOSE_REASON_BY_VALUE(value, value)

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "cluster_session_id": self.cluster_session_id,
            "timestamp": self.timestamp,
            "close_reason": _enum_name(self.close_reason),
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SessionCloseEventEncoder(_Flyweight):
    """Writes SessionCloseEvent (template id 22): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 22
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SessionCloseEvent"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("cluster_session_id", 16),
        ("timestamp", 24),
        ("close_reason", 28),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionCloseEvent")
        if offset + 28 > end:
            raise self._too_short(offset, 28, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 28
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SessionCloseEvent")
        if offset + 36 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 36, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 36
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def _set_close_reason(self, value: CloseReason | int | None) -> None:
        """closeReason (id 4), offset 24"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("close_reason", value, exc) from None

    close_reason = property(None, _set_close_reason)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClusterActionRequestDecoder(_Flyweight):
    """Reads ClusterActionRequest (template id 23): Apply an action (suspend, resume, snapshot) at a position.
    """

    TEMPLATE_ID = 23
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterActionRequest"
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("leadership_term_id", "log_position", "timestamp", "action", "flags")
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("log_position", 16),
        ("timestamp", 24),
        ("action", 28),
        ("flags", 32),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 32
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 32,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterActionRequest")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterActionRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 23:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 23"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"ClusterActionRequest: offset {offset} is negative")
        try:
            return _BLOCK_CLUSTER_ACTION_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ClusterActionRequest", "<block>", offset, 32, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    @property
    def timestamp(self) -> int:
        """timestamp (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 16, 8, self._end) from None

    @property
    def action(self) -> ClusterAction | int:
        """action (id 4), offset 24"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("action", self._offset + 24, 4, self._end) from None
        return _CLUSTER_ACTION_BY_VALUE(value, value)

    @property
    def flags(self) -> int | None:
        """flags (id 5), offset 28, since version 11"""
        if self._acting_version < 11 or self._block_length < 32:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 28, 4, self._end) from None
        return None if value == -2147483648 else value

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "log_position": self.log_position,
            "timestamp": self.timestamp,
            "action": _enum_name(self.action),
            "flags": self.flags,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClusterActionRequestEncoder(_Flyweight):
    """Writes ClusterActionRequest (template id 23): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 23
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterActionRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("log_position", 16),
        ("timestamp", 24),
        ("action", 28),
        ("flags", 32),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterActionRequest")
        if offset + 32 > end:
            raise self._too_short(offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterActionRequest")
        if offset + 40 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 40, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 40
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def _set_action(self, value: ClusterAction | int | None) -> None:
        """action (id 4), offset 24"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("action", value, exc) from None

    action = property(None, _set_action)

    def _set_flags(self, value: int | None) -> None:
        """flags (id 5), offset 28, since version 11"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class NewLeadershipTermEventDecoder(_Flyweight):
    """Reads NewLeadershipTermEvent (template id 24): A leadership term began."""

    TEMPLATE_ID = 24
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "NewLeadershipTermEvent"
    BLOCK_LENGTH = 48
    FIELD_NAMES = (
        "leadership_term_id",
        "log_position",
        "timestamp",
        "term_base_log_position",
        "leader_member_id",
        "log_session_id",
        "time_unit",
        "app_version",
    )
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("log_position", 16),
        ("timestamp", 24),
        ("term_base_log_position", 32),
        ("leader_member_id", 36),
        ("log_session_id", 40),
        ("time_unit", 44),
        ("app_version", 48),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 48
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 48,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "NewLeadershipTermEvent")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "NewLeadershipTermEvent")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 24:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 24"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"NewLeadershipTermEvent: offset {offset} is negative")
        try:
            return _BLOCK_NEW_LEADERSHIP_TERM_EVENT.unpack_from(buffer, offset)
        except struct.error:
            raise _short("NewLeadershipTermEvent", "<block>", offset, 48, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    @property
    def timestamp(self) -> int:
        """timestamp (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 16, 8, self._end) from None

    @property
    def term_base_log_position(self) -> int:
        """termBaseLogPosition (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("term_base_log_position", self._offset + 24, 8, self._end) from None

    @property
    def leader_member_id(self) -> int:
        """leaderMemberId (id 5), offset 32"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("leader_member_id", self._offset + 32, 4, self._end) from None

    @property
    def log_session_id(self) -> int:
        """logSessionId (id 6), offset 36"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 36)[0]
        except struct.error:
            raise self._truncated("log_session_id", self._offset + 36, 4, self._end) from None

    @property
    def time_unit(self) -> ClusterTimeUnit | int | None:
        """timeUnit (id 7), offset 40, since version 4"""
        if self._acting_version < 4 or self._block_length < 44:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("time_unit", self._offset + 40, 4, self._end) from None
        return _CLUSTER_TIME_UNIT_BY_VALUE(value, value)

    @property
    def app_version(self) -> int | None:
        """appVersion (id 8), offset 44, since version 4"""
        if self._acting_version < 4 or self._block_length < 48:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 44)[0]
        except struct.error:
            raise self._truncated("app_version", self._offset + 44, 4, self._end) from None
        return None if value == 0 else value

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "log_position": self.log_position,
            "timestamp": self.timestamp,
            "term_base_log_position": self.term_base_log_position,
            "leader_member_id": self.leader_member_id,
            "log_session_id": self.log_session_id,
            "time_unit": _enum_name(self.time_unit),
            "app_version": self.app_version,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class NewLeadershipTermEventEncoder(_Flyweight):
    """Writes NewLeadershipTermEvent (template id 24): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 24
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "NewLeadershipTermEvent"
    BLOCK_LENGTH = 48
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("log_position", 16),
        ("timestamp", 24),
        ("term_base_log_position", 32),
        ("leader_member_id", 36),
        ("log_session_id", 40),
        ("time_unit", 44),
        ("app_version", 48),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "NewLeadershipTermEvent")
        if offset + 48 > end:
            raise self._too_short(offset, 48, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 48
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "NewLeadershipTermEvent")
        if offset + 56 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 56, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 56
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def _set_term_base_log_position(self, value: int) -> None:
        """termBaseLogPosition (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_base_log_position", value, exc) from None

    term_base_log_position = property(None, _set_term_base_log_position)

    def _set_leader_member_id(self, value: int) -> None:
        """leaderMemberId (id 5), offset 32"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leader_member_id", value, exc) from None

    leader_member_id = property(None, _set_leader_member_id)

    def _set_log_session_id(self, value: int) -> None:
        """logSessionId (id 6), offset 36"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 36, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_session_id", value, exc) from None

    log_session_id = property(None, _set_log_session_id)

    def _set_time_unit(self, value: ClusterTimeUnit | int | None) -> None:
        """timeUnit (id 7), offset 40, since version 4"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("time_unit", value, exc) from None

    time_unit = property(None, _set_time_unit)

    def _set_app_version(self, value: int | None) -> None:
        """appVersion (id 8), offset 44, since version 4"""
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 44, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("app_version", value, exc) from None

    app_version = property(None, _set_app_version)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class MembershipChangeEventDecoder(_Flyweight):
    """Reads MembershipChangeEvent (template id 25): Cluster size changed."""

    TEMPLATE_ID = 25
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "MembershipChangeEvent"
    BLOCK_LENGTH = 40
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("log_position", 16),
        ("timestamp", 24),
        ("leader_member_id", 28),
        ("cluster_size", 32),
        ("change_type", 36),
        ("member_id", 40),
    )
    _SKIPS = (_skip10_cluster_members,)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 40
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 40,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "MembershipChangeEvent")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "MembershipChangeEvent")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 25:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 25"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(1) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    @property
    def timestamp(self) -> int:
        """timestamp (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 16, 8, self._end) from None

    @property
    def leader_member_id(self) -> int:
        """leaderMemberId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("leader_member_id", self._offset + 24, 4, self._end) from None

    @property
    def cluster_size(self) -> int:
        """clusterSize (id 5), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("cluster_size", self._offset + 28, 4, self._end) from None

    @property
    def change_type(self) -> ChangeType | int:
        """changeType (id 6), offset 32"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("change_type", self._offset + 32, 4, self._end) from None
        return _CHANGE_TYPE_BY_VALUE(value, value)

    @property
    def member_id(self) -> int:
        """memberId (id 7), offset 36"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 36)[0]
        except struct.error:
            raise self._truncated("member_id", self._offset + 36, 4, self._end) from None

    @property
    def cluster_members(self) -> str:
        """Var data clusterMembers (id 8, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("cluster_members", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("cluster_members", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("cluster_members", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "log_position": self.log_position,
            "timestamp": self.timestamp,
            "leader_member_id": self.leader_member_id,
            "cluster_size": self.cluster_size,
            "change_type": _enum_name(self.change_type),
            "member_id": self.member_id,
            "cluster_members": self.cluster_members,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class MembershipChangeEventEncoder(_Flyweight):
    """Writes MembershipChangeEvent (template id 25): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 25
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "MembershipChangeEvent"
    BLOCK_LENGTH = 40
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("log_position", 16),
        ("timestamp", 24),
        ("leader_member_id", 28),
        ("cluster_size", 32),
        ("change_type", 36),
        ("member_id", 40),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "MembershipChangeEvent")
        if offset + 40 > end:
            raise self._too_short(offset, 40, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 40
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "MembershipChangeEvent")
        if offset + 48 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 48, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 48
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def _set_leader_member_id(self, value: int) -> None:
        """leaderMemberId (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leader_member_id", value, exc) from None

    leader_member_id = property(None, _set_leader_member_id)

    def _set_cluster_size(self, value: int) -> None:
        """clusterSize (id 5), offset 28"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_size", value, exc) from None

    cluster_size = property(None, _set_cluster_size)

    def _set_change_type(self, value: ChangeType | int | None) -> None:
        """changeType (id 6), offset 32"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("change_type", value, exc) from None

    change_type = property(None, _set_change_type)

    def _set_member_id(self, value: int) -> None:
        """memberId (id 7), offset 36"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 36, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("member_id", value, exc) from None

    member_id = property(None, _set_member_id)

    def put_cluster_members(self, value: str | bytes) -> Self:
        """Appends var data clusterMembers (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "cluster_members")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("cluster_members", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AdminRequestDecoder(_Flyweight):
    """Reads AdminRequest (template id 26): Client asks the cluster to run an admin action."""

    TEMPLATE_ID = 26
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AdminRequest"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("cluster_session_id", 16),
        ("correlation_id", 24),
        ("request_type", 28),
    )
    _SKIPS = (_skip11_payload,)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 28
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 28,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AdminRequest")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AdminRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 26:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 26"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(1) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset + 8, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 16, 8, self._end) from None

    @property
    def request_type(self) -> AdminRequestType | int:
        """requestType (id 4), offset 24"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("request_type", self._offset + 24, 4, self._end) from None
        return _ADMIN_REQUEST_TYPE_BY_VALUE(value, value)

    @property
    def payload(self) -> bytes:
        """Var data payload (id 5, binary): May be empty."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("payload", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("payload", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "cluster_session_id": self.cluster_session_id,
            "correlation_id": self.correlation_id,
            "request_type": _enum_name(self.request_type),
            "payload": self.payload,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class AdminRequestEncoder(_Flyweight):
    """Writes AdminRequest (template id 26): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 26
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AdminRequest"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("cluster_session_id", 16),
        ("correlation_id", 24),
        ("request_type", 28),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AdminRequest")
        if offset + 28 > end:
            raise self._too_short(offset, 28, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 28
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AdminRequest")
        if offset + 36 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 36, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 36
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_request_type(self, value: AdminRequestType | int | None) -> None:
        """requestType (id 4), offset 24"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("request_type", value, exc) from None

    request_type = property(None, _set_request_type)

    def put_payload(self, value: bytes) -> Self:
        """Appends var data payload (binary, at most 1073741824 bytes) after what was written before."""
        data = _encode_binary(value, 1073741824, self._CODEC, "payload")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("payload", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AdminResponseDecoder(_Flyweight):
    """Reads AdminResponse (template id 27): Outcome of an admin request."""

    TEMPLATE_ID = 27
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AdminResponse"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (
        ("cluster_session_id", 8),
        ("correlation_id", 16),
        ("request_type", 20),
        ("response_code", 24),
    )
    _SKIPS = (_skip12_message, _skip13_payload)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 24
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 24,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AdminResponse")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AdminResponse")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 27:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 27"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(2) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def request_type(self) -> AdminRequestType | int:
        """requestType (id 3), offset 16"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("request_type", self._offset + 16, 4, self._end) from None
        return _ADMIN_REQUEST_TYPE_BY_VALUE(value, value)

    @property
    def response_code(self) -> AdminResponseCode | int:
        """responseCode (id 4), offset 20"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("response_code", self._offset + 20, 4, self._end) from None
        return _ADMIN_RESPONSE_CODE_BY_VALUE(value, value)

    @property
    def message(self) -> str:
        """Var data message (id 5, ascii): Error text, if any."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("message", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("message", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("message", exc) from None

    @property
    def payload(self) -> bytes:
        """Var data payload (id 6, binary): May be empty."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("payload", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("payload", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "cluster_session_id": self.cluster_session_id,
            "correlation_id": self.correlation_id,
            "request_type": _enum_name(self.request_type),
            "response_code": _enum_name(self.response_code),
            "message": self.message,
            "payload": self.payload,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class AdminResponseEncoder(_Flyweight):
    """Writes AdminResponse (template id 27): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 27
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AdminResponse"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (
        ("cluster_session_id", 8),
        ("correlation_id", 16),
        ("request_type", 20),
        ("response_code", 24),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AdminResponse")
        if offset + 24 > end:
            raise self._too_short(offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AdminResponse")
        if offset + 32 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 32, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 32
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_request_type(self, value: AdminRequestType | int | None) -> None:
        """requestType (id 3), offset 16"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("request_type", value, exc) from None

    request_type = property(None, _set_request_type)

    def _set_response_code(self, value: AdminResponseCode | int | None) -> None:
        """responseCode (id 4), offset 20"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("response_code", value, exc) from None

    response_code = property(None, _set_response_code)

    def put_message(self, value: str | bytes) -> Self:
        """Appends var data message (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "message")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("message", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_payload(self, value: bytes) -> Self:
        """Appends var data payload (binary, at most 1073741824 bytes) after what was written before."""
        data = _encode_binary(value, 1073741824, self._CODEC, "payload")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("payload", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class CloseSessionDecoder(_Flyweight):
    """Reads CloseSession (template id 30): Service asks to close a session."""

    TEMPLATE_ID = 30
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CloseSession"
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("cluster_session_id",)
    _FIELD_ENDS = (("cluster_session_id", 8),)
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 8
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 8,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CloseSession")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CloseSession")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 30:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 30"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"CloseSession: offset {offset} is negative")
        try:
            return _BLOCK_CLOSE_SESSION.unpack_from(buffer, offset)
        except struct.error:
            raise _short("CloseSession", "<block>", offset, 8, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "cluster_session_id": self.cluster_session_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class CloseSessionEncoder(_Flyweight):
    """Writes CloseSession (template id 30): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 30
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CloseSession"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("cluster_session_id", 8),)
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CloseSession")
        if offset + 8 > end:
            raise self._too_short(offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CloseSession")
        if offset + 16 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 16, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 16
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ScheduleTimerDecoder(_Flyweight):
    """Reads ScheduleTimer (template id 31): Service schedules, or reschedules, a timer."""

    TEMPLATE_ID = 31
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ScheduleTimer"
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("correlation_id", "deadline")
    _FIELD_ENDS = (("correlation_id", 8), ("deadline", 16))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 16
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 16,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ScheduleTimer")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ScheduleTimer")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 31:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 31"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"ScheduleTimer: offset {offset} is negative")
        try:
            return _BLOCK_SCHEDULE_TIMER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ScheduleTimer", "<block>", offset, 16, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def deadline(self) -> int:
        """deadline (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("deadline", self._offset + 8, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "deadline": self.deadline,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ScheduleTimerEncoder(_Flyweight):
    """Writes ScheduleTimer (template id 31): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 31
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ScheduleTimer"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("deadline", 16))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ScheduleTimer")
        if offset + 16 > end:
            raise self._too_short(offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ScheduleTimer")
        if offset + 24 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 24, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 24
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_deadline(self, value: int) -> None:
        """deadline (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("deadline", value, exc) from None

    deadline = property(None, _set_deadline)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class CancelTimerDecoder(_Flyweight):
    """Reads CancelTimer (template id 32): Service cancels a timer."""

    TEMPLATE_ID = 32
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CancelTimer"
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("correlation_id",)
    _FIELD_ENDS = (("correlation_id", 8),)
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 8
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 8,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CancelTimer")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CancelTimer")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 32:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 32"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"CancelTimer: offset {offset} is negative")
        try:
            return _BLOCK_CANCEL_TIMER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("CancelTimer", "<block>", offset, 8, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class CancelTimerEncoder(_Flyweight):
    """Writes CancelTimer (template id 32): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 32
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CancelTimer"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("correlation_id", 8),)
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CancelTimer")
        if offset + 8 > end:
            raise self._too_short(offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CancelTimer")
        if offset + 16 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 16, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 16
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ServiceAckDecoder(_Flyweight):
    """Reads ServiceAck (template id 33): Service reached a log position or finished an action."""

    TEMPLATE_ID = 33
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ServiceAck"
    BLOCK_LENGTH = 36
    FIELD_NAMES = ("log_position", "timestamp", "ack_id", "relevant_id", "service_id")
    _FIELD_ENDS = (
        ("log_position", 8),
        ("timestamp", 16),
        ("ack_id", 24),
        ("relevant_id", 32),
        ("service_id", 36),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 36
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 36,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ServiceAck")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ServiceAck")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 33:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 33"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"ServiceAck: offset {offset} is negative")
        try:
            return _BLOCK_SERVICE_ACK.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ServiceAck", "<block>", offset, 36, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def log_position(self) -> int:
        """logPosition (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset, 8, self._end) from None

    @property
    def timestamp(self) -> int:
        """timestamp (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 8, 8, self._end) from None

    @property
    def ack_id(self) -> int:
        """ackId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("ack_id", self._offset + 16, 8, self._end) from None

    @property
    def relevant_id(self) -> int:
        """relevantId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("relevant_id", self._offset + 24, 8, self._end) from None

    @property
    def service_id(self) -> int:
        """serviceId (id 5), offset 32"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("service_id", self._offset + 32, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "log_position": self.log_position,
            "timestamp": self.timestamp,
            "ack_id": self.ack_id,
            "relevant_id": self.relevant_id,
            "service_id": self.service_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ServiceAckEncoder(_Flyweight):
    """Writes ServiceAck (template id 33): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 33
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ServiceAck"
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (
        ("log_position", 8),
        ("timestamp", 16),
        ("ack_id", 24),
        ("relevant_id", 32),
        ("service_id", 36),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ServiceAck")
        if offset + 36 > end:
            raise self._too_short(offset, 36, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 36
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ServiceAck")
        if offset + 44 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 44, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 44
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def _set_ack_id(self, value: int) -> None:
        """ackId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("ack_id", value, exc) from None

    ack_id = property(None, _set_ack_id)

    def _set_relevant_id(self, value: int) -> None:
        """relevantId (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("relevant_id", value, exc) from None

    relevant_id = property(None, _set_relevant_id)

    def _set_service_id(self, value: int) -> None:
        """serviceId (id 5), offset 32"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("service_id", value, exc) from None

    service_id = property(None, _set_service_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClusterMembersQueryDecoder(_Flyweight):
    """Reads ClusterMembersQuery (template id 34): Ask the consensus module for the member list."""

    TEMPLATE_ID = 34
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterMembersQuery"
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("correlation_id", "extended")
    _FIELD_ENDS = (("correlation_id", 8), ("extended", 12))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 12
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 12,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersQuery")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersQuery")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 34:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 34"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"ClusterMembersQuery: offset {offset} is negative")
        try:
            return _BLOCK_CLUSTER_MEMBERS_QUERY.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ClusterMembersQuery", "<block>", offset, 12, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def extended(self) -> BooleanType | int | None:
        """extended (id 2), offset 8, since version 5"""
        if self._acting_version < 5 or self._block_length < 12:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("extended", self._offset + 8, 4, self._end) from None
        return _BOOLEAN_TYPE_BY_VALUE(value, value)

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "extended": _enum_name(self.extended),
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClusterMembersQueryEncoder(_Flyweight):
    """Writes ClusterMembersQuery (template id 34): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 34
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterMembersQuery"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("extended", 12))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersQuery")
        if offset + 12 > end:
            raise self._too_short(offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersQuery")
        if offset + 20 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 20, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 20
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_extended(self, value: BooleanType | int | None) -> None:
        """extended (id 2), offset 8, since version 5"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("extended", value, exc) from None

    extended = property(None, _set_extended)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RemoveMemberDecoder(_Flyweight):
    """Reads RemoveMember (template id 35): Remove an active or passive member."""

    TEMPLATE_ID = 35
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemoveMember"
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("member_id", "is_passive")
    _FIELD_ENDS = (("member_id", 4), ("is_passive", 8))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 8
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 8,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "RemoveMember")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "RemoveMember")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 35:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 35"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"RemoveMember: offset {offset} is negative")
        try:
            return _BLOCK_REMOVE_MEMBER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("RemoveMember", "<block>", offset, 8, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def member_id(self) -> int:
        """memberId (id 1), offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("member_id", self._offset, 4, self._end) from None

    @property
    def is_passive(self) -> BooleanType | int:
        """isPassive (id 2), offset 4"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("is_passive", self._offset + 4, 4, self._end) from None
        return _BOOLEAN_TYPE_BY_VALUE(value, value)

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "member_id": self.member_id,
            "is_passive": _enum_name(self.is_passive),
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RemoveMemberEncoder(_Flyweight):
    """Writes RemoveMember (template id 35): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 35
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemoveMember"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("member_id", 4), ("is_passive", 8))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "RemoveMember")
        if offset + 8 > end:
            raise self._too_short(offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "RemoveMember")
        if offset + 16 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 16, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 16
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_member_id(self, value: int) -> None:
        """memberId (id 1), offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("member_id", value, exc) from None

    member_id = property(None, _set_member_id)

    def _set_is_passive(self, value: BooleanType | int | None) -> None:
        """isPassive (id 2), offset 4"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("is_passive", value, exc) from None

    is_passive = property(None, _set_is_passive)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class JoinLogDecoder(_Flyweight):
    """Reads JoinLog (template id 40): Consensus module tells a service which log to follow."""

    TEMPLATE_ID = 40
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "JoinLog"
    BLOCK_LENGTH = 40
    _FIELD_ENDS = (
        ("log_position", 8),
        ("max_log_position", 16),
        ("member_id", 20),
        ("log_session_id", 24),
        ("log_stream_id", 28),
        ("is_startup", 32),
        ("role", 36),
        ("is_standby", 40),
    )
    _SKIPS = (_skip14_log_channel,)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 40
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 40,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "JoinLog")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "JoinLog")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 40:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 40"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(1) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def log_position(self) -> int:
        """logPosition (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset, 8, self._end) from None

    @property
    def max_log_position(self) -> int:
        """maxLogPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("max_log_position", self._offset + 8, 8, self._end) from None

    @property
    def member_id(self) -> int:
        """memberId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("member_id", self._offset + 16, 4, self._end) from None

    @property
    def log_session_id(self) -> int:
        """logSessionId (id 4), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("log_session_id", self._offset + 20, 4, self._end) from None

    @property
    def log_stream_id(self) -> int:
        """logStreamId (id 5), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("log_stream_id", self._offset + 24, 4, self._end) from None

    @property
    def is_startup(self) -> BooleanType | int:
        """isStartup (id 6), offset 28"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("is_startup", self._offset + 28, 4, self._end) from None
        return _BOOLEAN_TYPE_BY_VALUE(value, value)

    @property
    def role(self) -> int:
        """role (id 7), offset 32"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("role", self._offset + 32, 4, self._end) from None

    @property
    def is_standby(self) -> BooleanType | int | None:
        """isStandby (id 9), offset 36, since version 16"""
        if self._acting_version < 16 or self._block_length < 40:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 36)[0]
        except struct.error:
            raise self._truncated("is_standby", self._offset + 36, 4, self._end) from None
        return _BOOLEAN_TYPE_BY_VALUE(value, value)

    @property
    def log_channel(self) -> str:
        """Var data logChannel (id 8, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("log_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("log_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("log_channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "log_position": self.log_position,
            "max_log_position": self.max_log_position,
            "member_id": self.member_id,
            "log_session_id": self.log_session_id,
            "log_stream_id": self.log_stream_id,
            "is_startup": _enum_name(self.is_startup),
            "role": self.role,
            "is_standby": _enum_name(self.is_standby),
            "log_channel": self.log_channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class JoinLogEncoder(_Flyweight):
    """Writes JoinLog (template id 40): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 40
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "JoinLog"
    BLOCK_LENGTH = 40
    _FIELD_ENDS = (
        ("log_position", 8),
        ("max_log_position", 16),
        ("member_id", 20),
        ("log_session_id", 24),
        ("log_stream_id", 28),
        ("is_startup", 32),
        ("role", 36),
        ("is_standby", 40),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "JoinLog")
        if offset + 40 > end:
            raise self._too_short(offset, 40, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 40
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "JoinLog")
        if offset + 48 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 48, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 48
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_max_log_position(self, value: int) -> None:
        """maxLogPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("max_log_position", value, exc) from None

    max_log_position = property(None, _set_max_log_position)

    def _set_member_id(self, value: int) -> None:
        """memberId (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("member_id", value, exc) from None

    member_id = property(None, _set_member_id)

    def _set_log_session_id(self, value: int) -> None:
        """logSessionId (id 4), offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_session_id", value, exc) from None

    log_session_id = property(None, _set_log_session_id)

    def _set_log_stream_id(self, value: int) -> None:
        """logStreamId (id 5), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_stream_id", value, exc) from None

    log_stream_id = property(None, _set_log_stream_id)

    def _set_is_startup(self, value: BooleanType | int | None) -> None:
        """isStartup (id 6), offset 28"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("is_startup", value, exc) from None

    is_startup = property(None, _set_is_startup)

    def _set_role(self, value: int) -> None:
        """role (id 7), offset 32"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("role", value, exc) from None

    role = property(None, _set_role)

    def _set_is_standby(self, value: BooleanType | int | None) -> None:
        """isStandby (id 9), offset 36, since version 16"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 36, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("is_standby", value, exc) from None

    is_standby = property(None, _set_is_standby)

    def put_log_channel(self, value: str | bytes) -> Self:
        """Appends var data logChannel (ascii text, at most 1073741824 bytes) after what was written before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "log_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("log_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClusterMembersResponseDecoder(_Flyweight):
    """Reads ClusterMembersResponse (template id 41): Member list as text."""

    TEMPLATE_ID = 41
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterMembersResponse"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("leader_member_id", 12))
    _SKIPS = (_skip15_active_members, _skip16_passive_followers)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 12
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 12,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersResponse")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersResponse")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 41:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 41"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(2) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def leader_member_id(self) -> int:
        """leaderMemberId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("leader_member_id", self._offset + 8, 4, self._end) from None

    @property
    def active_members(self) -> str:
        """Var data activeMembers (id 3, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("active_members", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("active_members", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("active_members", exc) from None

    @property
    def passive_followers(self) -> str:
        """Var data passiveFollowers (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("passive_followers", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("passive_followers", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("passive_followers", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "leader_member_id": self.leader_member_id,
            "active_members": self.active_members,
            "passive_followers": self.passive_followers,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClusterMembersResponseEncoder(_Flyweight):
    """Writes ClusterMembersResponse (template id 41): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 41
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterMembersResponse"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("leader_member_id", 12))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersResponse")
        if offset + 12 > end:
            raise self._too_short(offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersResponse")
        if offset + 20 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 20, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 20
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_leader_member_id(self, value: int) -> None:
        """leaderMemberId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leader_member_id", value, exc) from None

    leader_member_id = property(None, _set_leader_member_id)

    def put_active_members(self, value: str | bytes) -> Self:
        """Appends var data activeMembers (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "active_members")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("active_members", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_passive_followers(self, value: str | bytes) -> Self:
        """Appends var data passiveFollowers (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "passive_followers")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("passive_followers", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ServiceTerminationPositionDecoder(_Flyweight):
    """Reads ServiceTerminationPosition (template id 42): Consensus module tells a service where to stop."""

    TEMPLATE_ID = 42
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ServiceTerminationPosition"
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("log_position",)
    _FIELD_ENDS = (("log_position", 8),)
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 8
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 8,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ServiceTerminationPosition")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ServiceTerminationPosition")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 42:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 42"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"ServiceTerminationPosition: offset {offset} is negative")
        try:
            return _BLOCK_SERVICE_TERMINATION_POSITION.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ServiceTerminationPosition", "<block>", offset, 8, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def log_position(self) -> int:
        """logPosition (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "log_position": self.log_position,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ServiceTerminationPositionEncoder(_Flyweight):
    """Writes ServiceTerminationPosition (template id 42): set fields, then groups and var data in schema
    order.
    """

    TEMPLATE_ID = 42
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ServiceTerminationPosition"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("log_position", 8),)
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ServiceTerminationPosition")
        if offset + 8 > end:
            raise self._too_short(offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ServiceTerminationPosition")
        if offset + 16 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 16, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 16
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClusterMembersExtendedResponseActiveMembersDecoder(_Flyweight):
    """Iterates the entries of group ClusterMembersExtendedResponse.activeMembers (id 5); each step makes this
    object view the next entry. Voting members.
    """

    HEADER_LENGTH = 4
    _CODEC = "ClusterMembersExtendedResponse.activeMembers"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("log_position", 16),
        ("time_of_last_append_ns", 24),
        ("member_id", 28),
    )
    _SKIPS = (
        _skip18_ingress_endpoint,
        _skip19_consensus_endpoint,
        _skip20_log_endpoint,
        _skip21_catchup_endpoint,
        _skip22_archive_endpoint,
    )
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_count",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_index",
        "_offset",
        "_parent",
        "_parent_index",
        "_start",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 28
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0
        self._parent: Any = None
        self._parent_index = -1
        self._start = -1
        self._count = 0
        self._index = -1

    def _reset(self, parent: Any, index: int, pos: int) -> Self:
        buffer = parent._buffer
        end = parent._end
        if pos + 4 > end:
            raise self._truncated("<dimension>", pos, 4, end)
        dims = _DIM_L_HH.unpack_from(buffer, pos)
        self._buffer = buffer
        self._end = end
        self._acting_version = parent._acting_version
        self._block_length = dims[0]
        self._count = dims[1]
        self._parent = parent
        self._parent_index = index
        self._start = pos
        self._index = -1
        self._offset = pos + 4
        self._cursor_index = 0
        self._cursor_pos = self._offset
        return self

    def _empty(self, parent: Any) -> Self:
        """The group as seen by a peer whose version predates it: no entries."""
        self._buffer = parent._buffer
        self._end = parent._end
        self._acting_version = parent._acting_version
        self._parent = parent
        self._parent_index = -1
        self._start = -1
        self._count = 0
        self._index = -1
        return self

    @property
    def count(self) -> int:
        """numInGroup from the dimension header."""
        return self._count

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Self:
        return self

    def __next__(self) -> Self:
        i = self._index + 1
        if i >= self._count:
            if i == self._count:
                self._index = i
                pos = self._start + 4 if i == 0 else self._seek(5)
                parent = self._parent
                if parent._cursor_index == self._parent_index and parent._cursor_pos == self._start:
                    parent._cursor_index = self._parent_index + 1
                    parent._cursor_pos = pos
            raise StopIteration
        pos = self._start + 4 if i == 0 else self._seek(5)
        if pos + self._block_length > self._end:
            raise self._truncated(f"<entry {i}>", pos, self._block_length, self._end)
        self._index = i
        self._offset = pos
        self._cursor_index = 0
        self._cursor_pos = pos + self._block_length
        return self

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the entry to the end of its last var data/group (header excluded)."""
        return self._seek(5) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 6), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 7), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    @property
    def time_of_last_append_ns(self) -> int:
        """timeOfLastAppendNs (id 8), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("time_of_last_append_ns", self._offset + 16, 8, self._end) from None

    @property
    def member_id(self) -> int:
        """memberId (id 9), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("member_id", self._offset + 24, 4, self._end) from None

    @property
    def ingress_endpoint(self) -> str:
        """Var data ingressEndpoint (id 10, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("ingress_endpoint", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("ingress_endpoint", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("ingress_endpoint", exc) from None

    @property
    def consensus_endpoint(self) -> str:
        """Var data consensusEndpoint (id 11, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("consensus_endpoint", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("consensus_endpoint", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("consensus_endpoint", exc) from None

    @property
    def log_endpoint(self) -> str:
        """Var data logEndpoint (id 12, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 2 else self._seek(2)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("log_endpoint", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("log_endpoint", start, stop - start, end)
        self._cursor_index = 3
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("log_endpoint", exc) from None

    @property
    def catchup_endpoint(self) -> str:
        """Var data catchupEndpoint (id 13, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 3 else self._seek(3)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("catchup_endpoint", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("catchup_endpoint", start, stop - start, end)
        self._cursor_index = 4
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("catchup_endpoint", exc) from None

    @property
    def archive_endpoint(self) -> str:
        """Var data archiveEndpoint (id 14, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 4 else self._seek(4)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("archive_endpoint", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("archive_endpoint", start, stop - start, end)
        self._cursor_index = 5
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("archive_endpoint", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "log_position": self.log_position,
            "time_of_last_append_ns": self.time_of_last_append_ns,
            "member_id": self.member_id,
            "ingress_endpoint": self.ingress_endpoint,
            "consensus_endpoint": self.consensus_endpoint,
            "log_endpoint": self.log_endpoint,
            "catchup_endpoint": self.catchup_endpoint,
            "archive_endpoint": self.archive_endpoint,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClusterMembersExtendedResponseActiveMembersEncoder(_Flyweight):
    """Writes the entries of group ClusterMembersExtendedResponse.activeMembers: call next() (or iterate)
    before filling each entry.
    """

    HEADER_LENGTH = 4
    MAX_COUNT = 65534
    _CODEC = "ClusterMembersExtendedResponse.activeMembers"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("log_position", 16),
        ("time_of_last_append_ns", 24),
        ("member_id", 28),
    )
    __slots__ = ("_buffer", "_count", "_end", "_index", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = None
        self._count = 0
        self._index = -1

    def _reset(self, root: Any, count: int) -> Self:
        if not 0 <= count <= 65534:
            raise self._invalid("<count>", count, "numInGroup must be in 0..65534")
        pos = root._limit
        end = root._end
        if pos + 4 > end:
            raise self._truncated("<dimension>", pos, 4, end)
        _DIM_L_HH.pack_into(root._buffer, pos, self.BLOCK_LENGTH, count)
        root._limit = pos + 4
        self._buffer = root._buffer
        self._end = end
        self._root = root
        self._count = count
        self._index = -1
        self._offset = root._limit
        return self

    def next(self) -> Self:
        """Moves to the next entry (the first on the first call) and reserves its block."""
        i = self._index + 1
        if i >= self._count:
            raise CodecError(f"{self._CODEC}: next() called more than count={self._count} times")
        root = self._root
        pos = root._limit
        if pos + 28 > self._end:
            raise self._truncated(f"<entry {i}>", pos, 28, self._end)
        self._index = i
        self._offset = pos
        root._limit = pos + 28
        return self

    def __iter__(self) -> Self:
        return self

    def __next__(self) -> Self:
        if self._index + 1 >= self._count:
            raise StopIteration
        return self.next()

    @property
    def count(self) -> int:
        return self._count

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 6), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 7), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_time_of_last_append_ns(self, value: int) -> None:
        """timeOfLastAppendNs (id 8), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("time_of_last_append_ns", value, exc) from None

    time_of_last_append_ns = property(None, _set_time_of_last_append_ns)

    def _set_member_id(self, value: int) -> None:
        """memberId (id 9), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("member_id", value, exc) from None

    member_id = property(None, _set_member_id)

    def put_ingress_endpoint(self, value: str | bytes) -> Self:
        """Appends var data ingressEndpoint (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "ingress_endpoint")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("ingress_endpoint", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_consensus_endpoint(self, value: str | bytes) -> Self:
        """Appends var data consensusEndpoint (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "consensus_endpoint")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("consensus_endpoint", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_log_endpoint(self, value: str | bytes) -> Self:
        """Appends var data logEndpoint (ascii text, at most 1073741824 bytes) after what was written before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "log_endpoint")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("log_endpoint", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_catchup_endpoint(self, value: str | bytes) -> Self:
        """Appends var data catchupEndpoint (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "catchup_endpoint")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("catchup_endpoint", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_archive_endpoint(self, value: str | bytes) -> Self:
        """Appends var data archiveEndpoint (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "archive_endpoint")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("archive_endpoint", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClusterMembersExtendedResponsePassiveMembersDecoder(_Flyweight):
    """Iterates the entries of group ClusterMembersExtendedResponse.passiveMembers (id 15); each step makes
    this object view the next entry. Non-voting members.
    """

    HEADER_LENGTH = 4
    _CODEC = "ClusterMembersExtendedResponse.passiveMembers"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("log_position", 16),
        ("time_of_last_append_ns", 24),
        ("member_id", 28),
    )
    _SKIPS = (
        _skip24_ingress_endpoint,
        _skip25_consensus_endpoint,
        _skip26_log_endpoint,
        _skip27_catchup_endpoint,
        _skip28_archive_endpoint,
    )
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_count",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_index",
        "_offset",
        "_parent",
        "_parent_index",
        "_start",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 28
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0
        self._parent: Any = None
        self._parent_index = -1
        self._start = -1
        self._count = 0
        self._index = -1

    def _reset(self, parent: Any, index: int, pos: int) -> Self:
        buffer = parent._buffer
        end = parent._end
        if pos + 4 > end:
            raise self._truncated("<dimension>", pos, 4, end)
        dims = _DIM_L_HH.unpack_from(buffer, pos)
        self._buffer = buffer
        self._end = end
        self._acting_version = parent._acting_version
        self._block_length = dims[0]
        self._count = dims[1]
        self._parent = parent
        self._parent_index = index
        self._start = pos
        self._index = -1
        self._offset = pos + 4
        self._cursor_index = 0
        self._cursor_pos = self._offset
        return self

    def _empty(self, parent: Any) -> Self:
        """The group as seen by a peer whose version predates it: no entries."""
        self._buffer = parent._buffer
        self._end = parent._end
        self._acting_version = parent._acting_version
        self._parent = parent
        self._parent_index = -1
        self._start = -1
        self._count = 0
        self._index = -1
        return self

    @property
    def count(self) -> int:
        """numInGroup from the dimension header."""
        return self._count

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Self:
        return self

    def __next__(self) -> Self:
        i = self._index + 1
        if i >= self._count:
            if i == self._count:
                self._index = i
                pos = self._start + 4 if i == 0 else self._seek(5)
                parent = self._parent
                if parent._cursor_index == self._parent_index and parent._cursor_pos == self._start:
                    parent._cursor_index = self._parent_index + 1
                    parent._cursor_pos = pos
            raise StopIteration
        pos = self._start + 4 if i == 0 else self._seek(5)
        if pos + self._block_length > self._end:
            raise self._truncated(f"<entry {i}>", pos, self._block_length, self._end)
        self._index = i
        self._offset = pos
        self._cursor_index = 0
        self._cursor_pos = pos + self._block_length
        return self

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the entry to the end of its last var data/group (header excluded)."""
        return self._seek(5) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 16), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 17), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    @property
    def time_of_last_append_ns(self) -> int:
        """timeOfLastAppendNs (id 18), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("time_of_last_append_ns", self._offset + 16, 8, self._end) from None

    @property
    def member_id(self) -> int:
        """memberId (id 19), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("member_id", self._offset + 24, 4, self._end) from None

    @property
    def ingress_endpoint(self) -> str:
        """Var data ingressEndpoint (id 20, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("ingress_endpoint", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("ingress_endpoint", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("ingress_endpoint", exc) from None

    @property
    def consensus_endpoint(self) -> str:
        """Var data consensusEndpoint (id 21, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("consensus_endpoint", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("consensus_endpoint", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("consensus_endpoint", exc) from None

    @property
    def log_endpoint(self) -> str:
        """Var data logEndpoint (id 22, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 2 else self._seek(2)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("log_endpoint", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("log_endpoint", start, stop - start, end)
        self._cursor_index = 3
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("log_endpoint", exc) from None

    @property
    def catchup_endpoint(self) -> str:
        """Var data catchupEndpoint (id 23, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 3 else self._seek(3)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("catchup_endpoint", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("catchup_endpoint", start, stop - start, end)
        self._cursor_index = 4
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("catchup_endpoint", exc) from None

    @property
    def archive_endpoint(self) -> str:
        """Var data archiveEndpoint (id 24, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 4 else self._seek(4)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("archive_endpoint", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("archive_endpoint", start, stop - start, end)
        self._cursor_index = 5
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("archive_endpoint", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "log_position": self.log_position,
            "time_of_last_append_ns": self.time_of_last_append_ns,
            "member_id": self.member_id,
            "ingress_endpoint": self.ingress_endpoint,
            "consensus_endpoint": self.consensus_endpoint,
            "log_endpoint": self.log_endpoint,
            "catchup_endpoint": self.catchup_endpoint,
            "archive_endpoint": self.archive_endpoint,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClusterMembersExtendedResponsePassiveMembersEncoder(_Flyweight):
    """Writes the entries of group ClusterMembersExtendedResponse.passiveMembers: call next() (or iterate)
    before filling each entry.
    """

    HEADER_LENGTH = 4
    MAX_COUNT = 65534
    _CODEC = "ClusterMembersExtendedResponse.passiveMembers"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("leadership_term_id", 8),
        ("log_position", 16),
        ("time_of_last_append_ns", 24),
        ("member_id", 28),
    )
    __slots__ = ("_buffer", "_count", "_end", "_index", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = None
        self._count = 0
        self._index = -1

    def _reset(self, root: Any, count: int) -> Self:
        if not 0 <= count <= 65534:
            raise self._invalid("<count>", count, "numInGroup must be in 0..65534")
        pos = root._limit
        end = root._end
        if pos + 4 > end:
            raise self._truncated("<dimension>", pos, 4, end)
        _DIM_L_HH.pack_into(root._buffer, pos, self.BLOCK_LENGTH, count)
        root._limit = pos + 4
        self._buffer = root._buffer
        self._end = end
        self._root = root
        self._count = count
        self._index = -1
        self._offset = root._limit
        return self

    def next(self) -> Self:
        """Moves to the next entry (the first on the first call) and reserves its block."""
        i = self._index + 1
        if i >= self._count:
            raise CodecError(f"{self._CODEC}: next() called more than count={self._count} times")
        root = self._root
        pos = root._limit
        if pos + 28 > self._end:
            raise self._truncated(f"<entry {i}>", pos, 28, self._end)
        self._index = i
        self._offset = pos
        root._limit = pos + 28
        return self

    def __iter__(self) -> Self:
        return self

    def __next__(self) -> Self:
        if self._index + 1 >= self._count:
            raise StopIteration
        return self.next()

    @property
    def count(self) -> int:
        return self._count

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 16), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 17), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_time_of_last_append_ns(self, value: int) -> None:
        """timeOfLastAppendNs (id 18), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("time_of_last_append_ns", value, exc) from None

    time_of_last_append_ns = property(None, _set_time_of_last_append_ns)

    def _set_member_id(self, value: int) -> None:
        """memberId (id 19), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("member_id", value, exc) from None

    member_id = property(None, _set_member_id)

    def put_ingress_endpoint(self, value: str | bytes) -> Self:
        """Appends var data ingressEndpoint (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "ingress_endpoint")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("ingress_endpoint", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_consensus_endpoint(self, value: str | bytes) -> Self:
        """Appends var data consensusEndpoint (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "consensus_endpoint")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("consensus_endpoint", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_log_endpoint(self, value: str | bytes) -> Self:
        """Appends var data logEndpoint (ascii text, at most 1073741824 bytes) after what was written before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "log_endpoint")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("log_endpoint", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_catchup_endpoint(self, value: str | bytes) -> Self:
        """Appends var data catchupEndpoint (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "catchup_endpoint")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("catchup_endpoint", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_archive_endpoint(self, value: str | bytes) -> Self:
        """Appends var data archiveEndpoint (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "archive_endpoint")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("archive_endpoint", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClusterMembersExtendedResponseDecoder(_Flyweight):
    """Reads ClusterMembersExtendedResponse (template id 43): Member list with per-member progress."""

    TEMPLATE_ID = 43
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterMembersExtendedResponse"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (
        ("correlation_id", 8),
        ("current_time_ns", 16),
        ("leader_member_id", 20),
        ("member_id", 24),
    )
    _SKIPS = (_skip17_active_members, _skip23_passive_members)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_g_active_members",
        "_g_passive_members",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 24
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0
        self._g_active_members = ClusterMembersExtendedResponseActiveMembersDecoder()
        self._g_passive_members = ClusterMembersExtendedResponsePassiveMembersDecoder()

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 24,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersExtendedResponse")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersExtendedResponse")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 43:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 43"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(2) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def current_time_ns(self) -> int:
        """currentTimeNs (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("current_time_ns", self._offset + 8, 8, self._end) from None

    @property
    def leader_member_id(self) -> int:
        """leaderMemberId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("leader_member_id", self._offset + 16, 4, self._end) from None

    @property
    def member_id(self) -> int:
        """memberId (id 4), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("member_id", self._offset + 20, 4, self._end) from None

    @property
    def active_members(self) -> ClusterMembersExtendedResponseActiveMembersDecoder:
        """Group activeMembers (id 5): iterate it; Voting members."""
        return self._g_active_members._reset(self, 0, self._seek(0))

    @property
    def passive_members(self) -> ClusterMembersExtendedResponsePassiveMembersDecoder:
        """Group passiveMembers (id 15): iterate it; Non-voting members."""
        return self._g_passive_members._reset(self, 1, self._seek(1))

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "current_time_ns": self.current_time_ns,
            "leader_member_id": self.leader_member_id,
            "member_id": self.member_id,
            "active_members": [entry.to_dict() for entry in self.active_members],
            "passive_members": [entry.to_dict() for entry in self.passive_members],
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClusterMembersExtendedResponseEncoder(_Flyweight):
    """Writes ClusterMembersExtendedResponse (template id 43): set fields, then groups and var data in schema
    order.
    """

    TEMPLATE_ID = 43
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterMembersExtendedResponse"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (
        ("correlation_id", 8),
        ("current_time_ns", 16),
        ("leader_member_id", 20),
        ("member_id", 24),
    )
    __slots__ = ("_buffer", "_end", "_g_active_members", "_g_passive_members", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0
        self._g_active_members = ClusterMembersExtendedResponseActiveMembersEncoder()
        self._g_passive_members = ClusterMembersExtendedResponsePassiveMembersEncoder()

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersExtendedResponse")
        if offset + 24 > end:
            raise self._too_short(offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersExtendedResponse")
        if offset + 32 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 32, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 32
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_current_time_ns(self, value: int) -> None:
        """currentTimeNs (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("current_time_ns", value, exc) from None

    current_time_ns = property(None, _set_current_time_ns)

    def _set_leader_member_id(self, value: int) -> None:
        """leaderMemberId (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leader_member_id", value, exc) from None

    leader_member_id = property(None, _set_leader_member_id)

    def _set_member_id(self, value: int) -> None:
        """memberId (id 4), offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("member_id", value, exc) from None

    member_id = property(None, _set_member_id)

    def active_members_count(self, count: int) -> ClusterMembersExtendedResponseActiveMembersEncoder:
        """Starts group activeMembers with `count` entries (writes its dimension header); call next() per
        entry.
        """
        return self._g_active_members._reset(self._root, count)

    def passive_members_count(self, count: int) -> ClusterMembersExtendedResponsePassiveMembersEncoder:
        """Starts group passiveMembers with `count` entries (writes its dimension header); call next() per
        entry.
        """
        return self._g_passive_members._reset(self._root, count)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class CanvassPositionDecoder(_Flyweight):
    """Reads CanvassPosition (template id 50): A member's appended log position while canvassing."""

    TEMPLATE_ID = 50
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CanvassPosition"
    BLOCK_LENGTH = 32
    FIELD_NAMES = (
        "log_leadership_term_id",
        "log_position",
        "leadership_term_id",
        "follower_member_id",
        "protocol_version",
    )
    _FIELD_ENDS = (
        ("log_leadership_term_id", 8),
        ("log_position", 16),
        ("leadership_term_id", 24),
        ("follower_member_id", 28),
        ("protocol_version", 32),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 32
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 32,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CanvassPosition")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CanvassPosition")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 50:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 50"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"CanvassPosition: offset {offset} is negative")
        try:
            return _BLOCK_CANVASS_POSITION.unpack_from(buffer, offset)
        except struct.error:
            raise _short("CanvassPosition", "<block>", offset, 32, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def log_leadership_term_id(self) -> int:
        """logLeadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("log_leadership_term_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset + 16, 8, self._end) from None

    @property
    def follower_member_id(self) -> int:
        """followerMemberId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("follower_member_id", self._offset + 24, 4, self._end) from None

    @property
    def protocol_version(self) -> int | None:
        """protocolVersion (id 5), offset 28, since version 9"""
        if self._acting_version < 9 or self._block_length < 32:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("protocol_version", self._offset + 28, 4, self._end) from None
        return None if value == 0 else value

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "log_leadership_term_id": self.log_leadership_term_id,
            "log_position": self.log_position,
            "leadership_term_id": self.leadership_term_id,
            "follower_member_id": self.follower_member_id,
            "protocol_version": self.protocol_version,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class CanvassPositionEncoder(_Flyweight):
    """Writes CanvassPosition (template id 50): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 50
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CanvassPosition"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("log_leadership_term_id", 8),
        ("log_position", 16),
        ("leadership_term_id", 24),
        ("follower_member_id", 28),
        ("protocol_version", 32),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CanvassPosition")
        if offset + 32 > end:
            raise self._too_short(offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CanvassPosition")
        if offset + 40 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 40, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 40
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_log_leadership_term_id(self, value: int) -> None:
        """logLeadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_leadership_term_id", value, exc) from None

    log_leadership_term_id = property(None, _set_log_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_follower_member_id(self, value: int) -> None:
        """followerMemberId (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("follower_member_id", value, exc) from None

    follower_member_id = property(None, _set_follower_member_id)

    def _set_protocol_version(self, value: int | None) -> None:
        """protocolVersion (id 5), offset 28, since version 9"""
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("protocol_version", value, exc) from None

    protocol_version = property(None, _set_protocol_version)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RequestVoteDecoder(_Flyweight):
    """Reads RequestVote (template id 51): A candidate asks for a vote."""

    TEMPLATE_ID = 51
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RequestVote"
    BLOCK_LENGTH = 32
    FIELD_NAMES = (
        "log_leadership_term_id",
        "log_position",
        "candidate_term_id",
        "candidate_member_id",
        "protocol_version",
    )
    _FIELD_ENDS = (
        ("log_leadership_term_id", 8),
        ("log_position", 16),
        ("candidate_term_id", 24),
        ("candidate_member_id", 28),
        ("protocol_version", 32),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 32
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 32,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "RequestVote")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "RequestVote")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 51:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 51"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"RequestVote: offset {offset} is negative")
        try:
            return _BLOCK_REQUEST_VOTE.unpack_from(buffer, offset)
        except struct.error:
            raise _short("RequestVote", "<block>", offset, 32, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def log_leadership_term_id(self) -> int:
        """logLeadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("log_leadership_term_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    @property
    def candidate_term_id(self) -> int:
        """candidateTermId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("candidate_term_id", self._offset + 16, 8, self._end) from None

    @property
    def candidate_member_id(self) -> int:
        """candidateMemberId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("candidate_member_id", self._offset + 24, 4, self._end) from None

    @property
    def protocol_version(self) -> int | None:
        """protocolVersion (id 5), offset 28, since version 9"""
        if self._acting_version < 9 or self._block_length < 32:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("protocol_version", self._offset + 28, 4, self._end) from None
        return None if value == 0 else value

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "log_leadership_term_id": self.log_leadership_term_id,
            "log_position": self.log_position,
            "candidate_term_id": self.candidate_term_id,
            "candidate_member_id": self.candidate_member_id,
            "protocol_version": self.protocol_version,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RequestVoteEncoder(_Flyweight):
    """Writes RequestVote (template id 51): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 51
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RequestVote"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("log_leadership_term_id", 8),
        ("log_position", 16),
        ("candidate_term_id", 24),
        ("candidate_member_id", 28),
        ("protocol_version", 32),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "RequestVote")
        if offset + 32 > end:
            raise self._too_short(offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "RequestVote")
        if offset + 40 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 40, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 40
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_log_leadership_term_id(self, value: int) -> None:
        """logLeadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_leadership_term_id", value, exc) from None

    log_leadership_term_id = property(None, _set_log_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_candidate_term_id(self, value: int) -> None:
        """candidateTermId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("candidate_term_id", value, exc) from None

    candidate_term_id = property(None, _set_candidate_term_id)

    def _set_candidate_member_id(self, value: int) -> None:
        """candidateMemberId (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("candidate_member_id", value, exc) from None

    candidate_member_id = property(None, _set_candidate_member_id)

    def _set_protocol_version(self, value: int | None) -> None:
        """protocolVersion (id 5), offset 28, since version 9"""
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("protocol_version", value, exc) from None

    protocol_version = property(None, _set_protocol_version)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class VoteDecoder(_Flyweight):
    """Reads Vote (template id 52): A member's vote for or against a candidate."""

    TEMPLATE_ID = 52
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "Vote"
    BLOCK_LENGTH = 36
    FIELD_NAMES = (
        "candidate_term_id",
        "log_leadership_term_id",
        "log_position",
        "candidate_member_id",
        "follower_member_id",
        "vote",
    )
    _FIELD_ENDS = (
        ("candidate_term_id", 8),
        ("log_leadership_term_id", 16),
        ("log_position", 24),
        ("candidate_member_id", 28),
        ("follower_member_id", 32),
        ("vote", 36),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 36
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 36,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "Vote")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "Vote")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 52:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 52"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"Vote: offset {offset} is negative")
        try:
            return _BLOCK_VOTE.unpack_from(buffer, offset)
        except struct.error:
            raise _short("Vote", "<block>", offset, 36, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def candidate_term_id(self) -> int:
        """candidateTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("candidate_term_id", self._offset, 8, self._end) from None

    @property
    def log_leadership_term_id(self) -> int:
        """logLeadershipTermId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_leadership_term_id", self._offset + 8, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 16, 8, self._end) from None

    @property
    def candidate_member_id(self) -> int:
        """candidateMemberId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("candidate_member_id", self._offset + 24, 4, self._end) from None

    @property
    def follower_member_id(self) -> int:
        """followerMemberId (id 5), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("follower_member_id", self._offset + 28, 4, self._end) from None

    @property
    def vote(self) -> BooleanType | int:
        """vote (id 6), offset 32"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("vote", self._offset + 32, 4, self._end) from None
        return _BOOLEAN_TYPE_BY_VALUE(value, value)

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "candidate_term_id": self.candidate_term_id,
            "log_leadership_term_id": self.log_leadership_term_id,
            "log_position": self.log_position,
            "candidate_member_id": self.candidate_member_id,
            "follower_member_id": self.follower_member_id,
            "vote": _enum_name(self.vote),
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class VoteEncoder(_Flyweight):
    """Writes Vote (template id 52): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 52
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "Vote"
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (
        ("candidate_term_id", 8),
        ("log_leadership_term_id", 16),
        ("log_position", 24),
        ("candidate_member_id", 28),
        ("follower_member_id", 32),
        ("vote", 36),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "Vote")
        if offset + 36 > end:
            raise self._too_short(offset, 36, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 36
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "Vote")
        if offset + 44 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 44, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 44
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_candidate_term_id(self, value: int) -> None:
        """candidateTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("candidate_term_id", value, exc) from None

    candidate_term_id = property(None, _set_candidate_term_id)

    def _set_log_leadership_term_id(self, value: int) -> None:
        """logLeadershipTermId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_leadership_term_id", value, exc) from None

    log_leadership_term_id = property(None, _set_log_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_candidate_member_id(self, value: int) -> None:
        """candidateMemberId (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("candidate_member_id", value, exc) from None

    candidate_member_id = property(None, _set_candidate_member_id)

    def _set_follower_member_id(self, value: int) -> None:
        """followerMemberId (id 5), offset 28"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("follower_member_id", value, exc) from None

    follower_member_id = property(None, _set_follower_member_id)

    def _set_vote(self, value: BooleanType | int | None) -> None:
        """vote (id 6), offset 32"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("vote", value, exc) from None

    vote = property(None, _set_vote)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class NewLeadershipTermDecoder(_Flyweight):
    """Reads NewLeadershipTerm (template id 53): The elected leader announces its term."""

    TEMPLATE_ID = 53
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "NewLeadershipTerm"
    BLOCK_LENGTH = 96
    FIELD_NAMES = (
        "log_leadership_term_id",
        "next_leadership_term_id",
        "next_term_base_log_position",
        "next_log_position",
        "leadership_term_id",
        "term_base_log_position",
        "log_position",
        "leader_recording_id",
        "timestamp",
        "leader_member_id",
        "log_session_id",
        "app_version",
        "is_startup",
        "commit_position",
    )
    _FIELD_ENDS = (
        ("log_leadership_term_id", 8),
        ("next_leadership_term_id", 16),
        ("next_term_base_log_position", 24),
        ("next_log_position", 32),
        ("leadership_term_id", 40),
        ("term_base_log_position", 48),
        ("log_position", 56),
        ("leader_recording_id", 64),
        ("timestamp", 72),
        ("leader_member_id", 76),
        ("log_session_id", 80),
        ("app_version", 84),
        ("is_startup", 88),
        ("commit_position", 96),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 96
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 96,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "NewLeadershipTerm")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "NewLeadershipTerm")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 53:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 53"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"NewLeadershipTerm: offset {offset} is negative")
        try:
            return _BLOCK_NEW_LEADERSHIP_TERM.unpack_from(buffer, offset)
        except struct.error:
            raise _short("NewLeadershipTerm", "<block>", offset, 96, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def log_leadership_term_id(self) -> int:
        """logLeadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("log_leadership_term_id", self._offset, 8, self._end) from None

    @property
    def next_leadership_term_id(self) -> int:
        """nextLeadershipTermId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("next_leadership_term_id", self._offset + 8, 8, self._end) from None

    @property
    def next_term_base_log_position(self) -> int:
        """nextTermBaseLogPosition (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("next_term_base_log_position", self._offset + 16, 8, self._end) from None

    @property
    def next_log_position(self) -> int:
        """nextLogPosition (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("next_log_position", self._offset + 24, 8, self._end) from None

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset + 32, 8, self._end) from None

    @property
    def term_base_log_position(self) -> int:
        """termBaseLogPosition (id 6), offset 40"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("term_base_log_position", self._offset + 40, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 7), offset 48"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 48, 8, self._end) from None

    @property
    def leader_recording_id(self) -> int:
        """leaderRecordingId (id 8), offset 56"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 56)[0]
        except struct.error:
            raise self._truncated("leader_recording_id", self._offset + 56, 8, self._end) from None

    @property
    def timestamp(self) -> int:
        """timestamp (id 9), offset 64"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 64)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 64, 8, self._end) from None

    @property
    def leader_member_id(self) -> int:
        """leaderMemberId (id 10), offset 72"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 72)[0]
        except struct.error:
            raise self._truncated("leader_member_id", self._offset + 72, 4, self._end) from None

    @property
    def log_session_id(self) -> int:
        """logSessionId (id 11), offset 76"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 76)[0]
        except struct.error:
            raise self._truncated("log_session_id", self._offset + 76, 4, self._end) from None

    @property
    def app_version(self) -> int | None:
        """appVersion (id 12), offset 80"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 80)[0]
        except struct.error:
            raise self._truncated("app_version", self._offset + 80, 4, self._end) from None
        return None if value == 0 else value

    @property
    def is_startup(self) -> BooleanType | int:
        """isStartup (id 13), offset 84"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 84)[0]
        except struct.error:
            raise self._truncated("is_startup", self._offset + 84, 4, self._end) from None
        return _BOOLEAN_TYPE_BY_VALUE(value, value)

    @property
    def commit_position(self) -> int | None:
        """commitPosition (id 14), offset 88, since version 15"""
        if self._acting_version < 15 or self._block_length < 96:
            return None
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 88)[0]
        except struct.error:
            raise self._truncated("commit_position", self._offset + 88, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "log_leadership_term_id": self.log_leadership_term_id,
            "next_leadership_term_id": self.next_leadership_term_id,
            "next_term_base_log_position": self.next_term_base_log_position,
            "next_log_position": self.next_log_position,
            "leadership_term_id": self.leadership_term_id,
            "term_base_log_position": self.term_base_log_position,
            "log_position": self.log_position,
            "leader_recording_id": self.leader_recording_id,
            "timestamp": self.timestamp,
            "leader_member_id": self.leader_member_id,
            "log_session_id": self.log_session_id,
            "app_version": self.app_version,
            "is_startup": _enum_name(self.is_startup),
            "commit_position": self.commit_position,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class NewLeadershipTermEncoder(_Flyweight):
    """Writes NewLeadershipTerm (template id 53): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 53
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "NewLeadershipTerm"
    BLOCK_LENGTH = 96
    _FIELD_ENDS = (
        ("log_leadership_term_id", 8),
        ("next_leadership_term_id", 16),
        ("next_term_base_log_position", 24),
        ("next_log_position", 32),
        ("leadership_term_id", 40),
        ("term_base_log_position", 48),
        ("log_position", 56),
        ("leader_recording_id", 64),
        ("timestamp", 72),
        ("leader_member_id", 76),
        ("log_session_id", 80),
        ("app_version", 84),
        ("is_startup", 88),
        ("commit_position", 96),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "NewLeadershipTerm")
        if offset + 96 > end:
            raise self._too_short(offset, 96, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 96
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "NewLeadershipTerm")
        if offset + 104 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 104, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 104
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_log_leadership_term_id(self, value: int) -> None:
        """logLeadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_leadership_term_id", value, exc) from None

    log_leadership_term_id = property(None, _set_log_leadership_term_id)

    def _set_next_leadership_term_id(self, value: int) -> None:
        """nextLeadershipTermId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("next_leadership_term_id", value, exc) from None

    next_leadership_term_id = property(None, _set_next_leadership_term_id)

    def _set_next_term_base_log_position(self, value: int) -> None:
        """nextTermBaseLogPosition (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("next_term_base_log_position", value, exc) from None

    next_term_base_log_position = property(None, _set_next_term_base_log_position)

    def _set_next_log_position(self, value: int) -> None:
        """nextLogPosition (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("next_log_position", value, exc) from None

    next_log_position = property(None, _set_next_log_position)

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 5), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_term_base_log_position(self, value: int) -> None:
        """termBaseLogPosition (id 6), offset 40"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_base_log_position", value, exc) from None

    term_base_log_position = property(None, _set_term_base_log_position)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 7), offset 48"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_leader_recording_id(self, value: int) -> None:
        """leaderRecordingId (id 8), offset 56"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 56, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leader_recording_id", value, exc) from None

    leader_recording_id = property(None, _set_leader_recording_id)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 9), offset 64"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 64, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def _set_leader_member_id(self, value: int) -> None:
        """leaderMemberId (id 10), offset 72"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 72, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leader_member_id", value, exc) from None

    leader_member_id = property(None, _set_leader_member_id)

    def _set_log_session_id(self, value: int) -> None:
        """logSessionId (id 11), offset 76"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 76, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_session_id", value, exc) from None

    log_session_id = property(None, _set_log_session_id)

    def _set_app_version(self, value: int | None) -> None:
        """appVersion (id 12), offset 80"""
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 80, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("app_version", value, exc) from None

    app_version = property(None, _set_app_version)

    def _set_is_startup(self, value: BooleanType | int | None) -> None:
        """isStartup (id 13), offset 84"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 84, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("is_startup", value, exc) from None

    is_startup = property(None, _set_is_startup)

    def _set_commit_position(self, value: int) -> None:
        """commitPosition (id 14), offset 88, since version 15"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 88, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("commit_position", value, exc) from None

    commit_position = property(None, _set_commit_position)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AppendPositionDecoder(_Flyweight):
    """Reads AppendPosition (template id 54): Follower's appended log position."""

    TEMPLATE_ID = 54
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AppendPosition"
    BLOCK_LENGTH = 21
    FIELD_NAMES = ("leadership_term_id", "log_position", "follower_member_id", "flags")
    _FIELD_ENDS = (("leadership_term_id", 8), ("log_position", 16), ("follower_member_id", 20), ("flags", 21))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 21
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 21,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AppendPosition")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AppendPosition")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 54:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 54"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"AppendPosition: offset {offset} is negative")
        try:
            return _BLOCK_APPEND_POSITION.unpack_from(buffer, offset)
        except struct.error:
            raise _short("AppendPosition", "<block>", offset, 21, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    @property
    def follower_member_id(self) -> int:
        """followerMemberId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("follower_member_id", self._offset + 16, 4, self._end) from None

    @property
    def flags(self) -> int | None:
        """flags (id 4), offset 20, since version 8"""
        if self._acting_version < 8 or self._block_length < 21:
            return None
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 20, 1, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "log_position": self.log_position,
            "follower_member_id": self.follower_member_id,
            "flags": self.flags,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class AppendPositionEncoder(_Flyweight):
    """Writes AppendPosition (template id 54): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 54
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AppendPosition"
    BLOCK_LENGTH = 21
    _FIELD_ENDS = (("leadership_term_id", 8), ("log_position", 16), ("follower_member_id", 20), ("flags", 21))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AppendPosition")
        if offset + 21 > end:
            raise self._too_short(offset, 21, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 21
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AppendPosition")
        if offset + 29 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 29, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 29
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_follower_member_id(self, value: int) -> None:
        """followerMemberId (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("follower_member_id", value, exc) from None

    follower_member_id = property(None, _set_follower_member_id)

    def _set_flags(self, value: int) -> None:
        """flags (id 4), offset 20, since version 8"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class CommitPositionDecoder(_Flyweight):
    """Reads CommitPosition (template id 55): Leader's quorum position."""

    TEMPLATE_ID = 55
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CommitPosition"
    BLOCK_LENGTH = 20
    FIELD_NAMES = ("leadership_term_id", "log_position", "leader_member_id")
    _FIELD_ENDS = (("leadership_term_id", 8), ("log_position", 16), ("leader_member_id", 20))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 20
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 20,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CommitPosition")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CommitPosition")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 55:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 55"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"CommitPosition: offset {offset} is negative")
        try:
            return _BLOCK_COMMIT_POSITION.unpack_from(buffer, offset)
        except struct.error:
            raise _short("CommitPosition", "<block>", offset, 20, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    @property
    def leader_member_id(self) -> int:
        """leaderMemberId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("leader_member_id", self._offset + 16, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "log_position": self.log_position,
            "leader_member_id": self.leader_member_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class CommitPositionEncoder(_Flyweight):
    """Writes CommitPosition (template id 55): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 55
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CommitPosition"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("leadership_term_id", 8), ("log_position", 16), ("leader_member_id", 20))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CommitPosition")
        if offset + 20 > end:
            raise self._too_short(offset, 20, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 20
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CommitPosition")
        if offset + 28 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 28, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 28
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_leader_member_id(self, value: int) -> None:
        """leaderMemberId (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leader_member_id", value, exc) from None

    leader_member_id = property(None, _set_leader_member_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class CatchupPositionDecoder(_Flyweight):
    """Reads CatchupPosition (template id 56): Follower asks the leader to replay from a position."""

    TEMPLATE_ID = 56
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CatchupPosition"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("leadership_term_id", 8), ("log_position", 16), ("follower_member_id", 20))
    _SKIPS = (_skip29_catchup_endpoint,)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 20
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 20,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CatchupPosition")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CatchupPosition")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 56:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 56"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(1) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    @property
    def follower_member_id(self) -> int:
        """followerMemberId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("follower_member_id", self._offset + 16, 4, self._end) from None

    @property
    def catchup_endpoint(self) -> str:
        """Var data catchupEndpoint (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("catchup_endpoint", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("catchup_endpoint", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("catchup_endpoint", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "log_position": self.log_position,
            "follower_member_id": self.follower_member_id,
            "catchup_endpoint": self.catchup_endpoint,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class CatchupPositionEncoder(_Flyweight):
    """Writes CatchupPosition (template id 56): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 56
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CatchupPosition"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("leadership_term_id", 8), ("log_position", 16), ("follower_member_id", 20))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CatchupPosition")
        if offset + 20 > end:
            raise self._too_short(offset, 20, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 20
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "CatchupPosition")
        if offset + 28 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 28, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 28
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_follower_member_id(self, value: int) -> None:
        """followerMemberId (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("follower_member_id", value, exc) from None

    follower_member_id = property(None, _set_follower_member_id)

    def put_catchup_endpoint(self, value: str | bytes) -> Self:
        """Appends var data catchupEndpoint (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "catchup_endpoint")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("catchup_endpoint", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopCatchupDecoder(_Flyweight):
    """Reads StopCatchup (template id 57): Leader ends a follower's catch-up."""

    TEMPLATE_ID = 57
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopCatchup"
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("leadership_term_id", "follower_member_id")
    _FIELD_ENDS = (("leadership_term_id", 8), ("follower_member_id", 12))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 12
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 12,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "StopCatchup")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "StopCatchup")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 57:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 57"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"StopCatchup: offset {offset} is negative")
        try:
            return _BLOCK_STOP_CATCHUP.unpack_from(buffer, offset)
        except struct.error:
            raise _short("StopCatchup", "<block>", offset, 12, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def follower_member_id(self) -> int:
        """followerMemberId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("follower_member_id", self._offset + 8, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "follower_member_id": self.follower_member_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StopCatchupEncoder(_Flyweight):
    """Writes StopCatchup (template id 57): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 57
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopCatchup"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("leadership_term_id", 8), ("follower_member_id", 12))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "StopCatchup")
        if offset + 12 > end:
            raise self._too_short(offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "StopCatchup")
        if offset + 20 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 20, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 20
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_follower_member_id(self, value: int) -> None:
        """followerMemberId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("follower_member_id", value, exc) from None

    follower_member_id = property(None, _set_follower_member_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AddPassiveMemberDecoder(_Flyweight):
    """Reads AddPassiveMember (template id 70): Register a passive member."""

    TEMPLATE_ID = 70
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddPassiveMember"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("correlation_id", 8),)
    _SKIPS = (_skip30_member_endpoints,)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 8
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 8,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AddPassiveMember")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AddPassiveMember")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 70:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 70"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(1) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def member_endpoints(self) -> str:
        """Var data memberEndpoints (id 2, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("member_endpoints", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("member_endpoints", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("member_endpoints", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "member_endpoints": self.member_endpoints,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class AddPassiveMemberEncoder(_Flyweight):
    """Writes AddPassiveMember (template id 70): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 70
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddPassiveMember"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("correlation_id", 8),)
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AddPassiveMember")
        if offset + 8 > end:
            raise self._too_short(offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "AddPassiveMember")
        if offset + 16 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 16, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 16
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def put_member_endpoints(self, value: str | bytes) -> Self:
        """Appends var data memberEndpoints (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "member_endpoints")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("member_endpoints", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClusterMembersChangeDecoder(_Flyweight):
    """Reads ClusterMembersChange (template id 71): Reply to a membership change."""

    TEMPLATE_ID = 71
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterMembersChange"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("leader_member_id", 12))
    _SKIPS = (_skip31_active_members, _skip32_passive_members)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 12
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 12,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersChange")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersChange")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 71:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 71"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(2) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def leader_member_id(self) -> int:
        """leaderMemberId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("leader_member_id", self._offset + 8, 4, self._end) from None

    @property
    def active_members(self) -> str:
        """Var data activeMembers (id 3, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("active_members", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("active_members", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("active_members", exc) from None

    @property
    def passive_members(self) -> str:
        """Var data passiveMembers (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("passive_members", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("passive_members", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("passive_members", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "leader_member_id": self.leader_member_id,
            "active_members": self.active_members,
            "passive_members": self.passive_members,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClusterMembersChangeEncoder(_Flyweight):
    """Writes ClusterMembersChange (template id 71): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 71
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterMembersChange"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("leader_member_id", 12))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersChange")
        if offset + 12 > end:
            raise self._too_short(offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembersChange")
        if offset + 20 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 20, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 20
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_leader_member_id(self, value: int) -> None:
        """leaderMemberId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leader_member_id", value, exc) from None

    leader_member_id = property(None, _set_leader_member_id)

    def put_active_members(self, value: str | bytes) -> Self:
        """Appends var data activeMembers (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "active_members")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("active_members", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_passive_members(self, value: str | bytes) -> Self:
        """Appends var data passiveMembers (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "passive_members")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("passive_members", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class SnapshotRecordingQueryDecoder(_Flyweight):
    """Reads SnapshotRecordingQuery (template id 72): Ask the leader for its latest snapshots."""

    TEMPLATE_ID = 72
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SnapshotRecordingQuery"
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("correlation_id", "request_member_id")
    _FIELD_ENDS = (("correlation_id", 8), ("request_member_id", 12))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 12
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 12,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SnapshotRecordingQuery")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SnapshotRecordingQuery")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 72:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 72"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"SnapshotRecordingQuery: offset {offset} is negative")
        try:
            return _BLOCK_SNAPSHOT_RECORDING_QUERY.unpack_from(buffer, offset)
        except struct.error:
            raise _short("SnapshotRecordingQuery", "<block>", offset, 12, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def request_member_id(self) -> int:
        """requestMemberId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("request_member_id", self._offset + 8, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "request_member_id": self.request_member_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SnapshotRecordingQueryEncoder(_Flyweight):
    """Writes SnapshotRecordingQuery (template id 72): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 72
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SnapshotRecordingQuery"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("request_member_id", 12))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SnapshotRecordingQuery")
        if offset + 12 > end:
            raise self._too_short(offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SnapshotRecordingQuery")
        if offset + 20 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 20, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 20
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_request_member_id(self, value: int) -> None:
        """requestMemberId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("request_member_id", value, exc) from None

    request_member_id = property(None, _set_request_member_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class SnapshotRecordingsSnapshotsDecoder(_Flyweight):
    """Iterates the entries of group SnapshotRecordings.snapshots (id 3); each step makes this object view the
    next entry. One entry per snapshot.
    """

    HEADER_LENGTH = 4
    _CODEC = "SnapshotRecordings.snapshots"
    BLOCK_LENGTH = 44
    _FIELD_ENDS = (
        ("recording_id", 8),
        ("leadership_term_id", 16),
        ("term_base_log_position", 24),
        ("log_position", 32),
        ("timestamp", 40),
        ("service_id", 44),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_count",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_index",
        "_offset",
        "_parent",
        "_parent_index",
        "_start",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 44
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0
        self._parent: Any = None
        self._parent_index = -1
        self._start = -1
        self._count = 0
        self._index = -1

    def _reset(self, parent: Any, index: int, pos: int) -> Self:
        buffer = parent._buffer
        end = parent._end
        if pos + 4 > end:
            raise self._truncated("<dimension>", pos, 4, end)
        dims = _DIM_L_HH.unpack_from(buffer, pos)
        self._buffer = buffer
        self._end = end
        self._acting_version = parent._acting_version
        self._block_length = dims[0]
        self._count = dims[1]
        self._parent = parent
        self._parent_index = index
        self._start = pos
        self._index = -1
        self._offset = pos + 4
        self._cursor_index = 0
        self._cursor_pos = self._offset
        return self

    def _empty(self, parent: Any) -> Self:
        """The group as seen by a peer whose version predates it: no entries."""
        self._buffer = parent._buffer
        self._end = parent._end
        self._acting_version = parent._acting_version
        self._parent = parent
        self._parent_index = -1
        self._start = -1
        self._count = 0
        self._index = -1
        return self

    @property
    def count(self) -> int:
        """numInGroup from the dimension header."""
        return self._count

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Self:
        return self

    def __next__(self) -> Self:
        i = self._index + 1
        if i >= self._count:
            if i == self._count:
                self._index = i
                pos = self._start + 4 if i == 0 else self._seek(0)
                parent = self._parent
                if parent._cursor_index == self._parent_index and parent._cursor_pos == self._start:
                    parent._cursor_index = self._parent_index + 1
                    parent._cursor_pos = pos
            raise StopIteration
        pos = self._start + 4 if i == 0 else self._seek(0)
        if pos + self._block_length > self._end:
            raise self._truncated(f"<entry {i}>", pos, self._block_length, self._end)
        self._index = i
        self._offset = pos
        self._cursor_index = 0
        self._cursor_pos = pos + self._block_length
        return self

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the entry to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def recording_id(self) -> int:
        """recordingId (id 4), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset, 8, self._end) from None

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 5), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset + 8, 8, self._end) from None

    @property
    def term_base_log_position(self) -> int:
        """termBaseLogPosition (id 6), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("term_base_log_position", self._offset + 16, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 7), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 24, 8, self._end) from None

    @property
    def timestamp(self) -> int:
        """timestamp (id 8), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 32, 8, self._end) from None

    @property
    def service_id(self) -> int:
        """serviceId (id 9), offset 40"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("service_id", self._offset + 40, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "recording_id": self.recording_id,
            "leadership_term_id": self.leadership_term_id,
            "term_base_log_position": self.term_base_log_position,
            "log_position": self.log_position,
            "timestamp": self.timestamp,
            "service_id": self.service_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SnapshotRecordingsSnapshotsEncoder(_Flyweight):
    """Writes the entries of group SnapshotRecordings.snapshots: call next() (or iterate) before filling each
    entry.
    """

    HEADER_LENGTH = 4
    MAX_COUNT = 65534
    _CODEC = "SnapshotRecordings.snapshots"
    BLOCK_LENGTH = 44
    _FIELD_ENDS = (
        ("recording_id", 8),
        ("leadership_term_id", 16),
        ("term_base_log_position", 24),
        ("log_position", 32),
        ("timestamp", 40),
        ("service_id", 44),
    )
    __slots__ = ("_buffer", "_count", "_end", "_index", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = None
        self._count = 0
        self._index = -1

    def _reset(self, root: Any, count: int) -> Self:
        if not 0 <= count <= 65534:
            raise self._invalid("<count>", count, "numInGroup must be in 0..65534")
        pos = root._limit
        end = root._end
        if pos + 4 > end:
            raise self._truncated("<dimension>", pos, 4, end)
        _DIM_L_HH.pack_into(root._buffer, pos, self.BLOCK_LENGTH, count)
        root._limit = pos + 4
        self._buffer = root._buffer
        self._end = end
        self._root = root
        self._count = count
        self._index = -1
        self._offset = root._limit
        return self

    def next(self) -> Self:
        """Moves to the next entry (the first on the first call) and reserves its block."""
        i = self._index + 1
        if i >= self._count:
            raise CodecError(f"{self._CODEC}: next() called more than count={self._count} times")
        root = self._root
        pos = root._limit
        if pos + 44 > self._end:
            raise self._truncated(f"<entry {i}>", pos, 44, self._end)
        self._index = i
        self._offset = pos
        root._limit = pos + 44
        return self

    def __iter__(self) -> Self:
        return self

    def __next__(self) -> Self:
        if self._index + 1 >= self._count:
            raise StopIteration
        return self.next()

    @property
    def count(self) -> int:
        return self._count

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 4), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 5), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_term_base_log_position(self, value: int) -> None:
        """termBaseLogPosition (id 6), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_base_log_position", value, exc) from None

    term_base_log_position = property(None, _set_term_base_log_position)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 7), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 8), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def _set_service_id(self, value: int) -> None:
        """serviceId (id 9), offset 40"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("service_id", value, exc) from None

    service_id = property(None, _set_service_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class SnapshotRecordingsDecoder(_Flyweight):
    """Reads SnapshotRecordings (template id 73): The leader's latest snapshots."""

    TEMPLATE_ID = 73
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SnapshotRecordings"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("correlation_id", 8),)
    _SKIPS = (_skip33_snapshots, _skip34_member_endpoints)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_g_snapshots",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 8
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0
        self._g_snapshots = SnapshotRecordingsSnapshotsDecoder()

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 8,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SnapshotRecordings")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SnapshotRecordings")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 73:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 73"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(2) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def snapshots(self) -> SnapshotRecordingsSnapshotsDecoder:
        """Group snapshots (id 3): iterate it; One entry per snapshot."""
        return self._g_snapshots._reset(self, 0, self._seek(0))

    @property
    def member_endpoints(self) -> str:
        """Var data memberEndpoints (id 10, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("member_endpoints", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("member_endpoints", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("member_endpoints", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "snapshots": [entry.to_dict() for entry in self.snapshots],
            "member_endpoints": self.member_endpoints,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SnapshotRecordingsEncoder(_Flyweight):
    """Writes SnapshotRecordings (template id 73): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 73
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SnapshotRecordings"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("correlation_id", 8),)
    __slots__ = ("_buffer", "_end", "_g_snapshots", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0
        self._g_snapshots = SnapshotRecordingsSnapshotsEncoder()

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SnapshotRecordings")
        if offset + 8 > end:
            raise self._too_short(offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SnapshotRecordings")
        if offset + 16 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 16, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 16
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def snapshots_count(self, count: int) -> SnapshotRecordingsSnapshotsEncoder:
        """Starts group snapshots with `count` entries (writes its dimension header); call next() per entry.
        """
        return self._g_snapshots._reset(self._root, count)

    def put_member_endpoints(self, value: str | bytes) -> Self:
        """Appends var data memberEndpoints (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "member_endpoints")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("member_endpoints", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class JoinClusterDecoder(_Flyweight):
    """Reads JoinCluster (template id 74): A passive member becomes active."""

    TEMPLATE_ID = 74
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "JoinCluster"
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("leadership_term_id", "member_id")
    _FIELD_ENDS = (("leadership_term_id", 8), ("member_id", 12))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 12
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 12,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "JoinCluster")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "JoinCluster")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 74:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 74"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"JoinCluster: offset {offset} is negative")
        try:
            return _BLOCK_JOIN_CLUSTER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("JoinCluster", "<block>", offset, 12, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def member_id(self) -> int:
        """memberId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("member_id", self._offset + 8, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "member_id": self.member_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class JoinClusterEncoder(_Flyweight):
    """Writes JoinCluster (template id 74): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 74
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "JoinCluster"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("leadership_term_id", 8), ("member_id", 12))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "JoinCluster")
        if offset + 12 > end:
            raise self._too_short(offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "JoinCluster")
        if offset + 20 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 20, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 20
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_member_id(self, value: int) -> None:
        """memberId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("member_id", value, exc) from None

    member_id = property(None, _set_member_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class TerminationPositionDecoder(_Flyweight):
    """Reads TerminationPosition (template id 75): Leader tells members where to stop."""

    TEMPLATE_ID = 75
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "TerminationPosition"
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("leadership_term_id", "log_position")
    _FIELD_ENDS = (("leadership_term_id", 8), ("log_position", 16))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 16
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 16,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TerminationPosition")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TerminationPosition")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 75:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 75"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"TerminationPosition: offset {offset} is negative")
        try:
            return _BLOCK_TERMINATION_POSITION.unpack_from(buffer, offset)
        except struct.error:
            raise _short("TerminationPosition", "<block>", offset, 16, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "log_position": self.log_position,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class TerminationPositionEncoder(_Flyweight):
    """Writes TerminationPosition (template id 75): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 75
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "TerminationPosition"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("leadership_term_id", 8), ("log_position", 16))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TerminationPosition")
        if offset + 16 > end:
            raise self._too_short(offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TerminationPosition")
        if offset + 24 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 24, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 24
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class TerminationAckDecoder(_Flyweight):
    """Reads TerminationAck (template id 76): Member reached the termination position."""

    TEMPLATE_ID = 76
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "TerminationAck"
    BLOCK_LENGTH = 20
    FIELD_NAMES = ("leadership_term_id", "log_position", "member_id")
    _FIELD_ENDS = (("leadership_term_id", 8), ("log_position", 16), ("member_id", 20))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 20
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 20,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TerminationAck")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TerminationAck")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 76:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 76"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"TerminationAck: offset {offset} is negative")
        try:
            return _BLOCK_TERMINATION_ACK.unpack_from(buffer, offset)
        except struct.error:
            raise _short("TerminationAck", "<block>", offset, 20, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    @property
    def member_id(self) -> int:
        """memberId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("member_id", self._offset + 16, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "leadership_term_id": self.leadership_term_id,
            "log_position": self.log_position,
            "member_id": self.member_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class TerminationAckEncoder(_Flyweight):
    """Writes TerminationAck (template id 76): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 76
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "TerminationAck"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("leadership_term_id", 8), ("log_position", 16), ("member_id", 20))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TerminationAck")
        if offset + 20 > end:
            raise self._too_short(offset, 20, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 20
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TerminationAck")
        if offset + 28 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 28, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 28
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_member_id(self, value: int) -> None:
        """memberId (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("member_id", value, exc) from None

    member_id = property(None, _set_member_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class BackupQueryDecoder(_Flyweight):
    """Reads BackupQuery (template id 77): Cluster backup asks a member for what to copy."""

    TEMPLATE_ID = 77
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "BackupQuery"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("correlation_id", 8), ("response_stream_id", 12), ("version", 16), ("log_position", 24))
    _SKIPS = (_skip35_response_channel, _skip36_encoded_credentials)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 24
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 24,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "BackupQuery")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "BackupQuery")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 77:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 77"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(2) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def response_stream_id(self) -> int:
        """responseStreamId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("response_stream_id", self._offset + 8, 4, self._end) from None

    @property
    def version(self) -> int | None:
        """version (id 3), offset 12, since version 2"""
        if self._acting_version < 2 or self._block_length < 16:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 12, 4, self._end) from None
        return None if value == 0 else value

    @property
    def log_position(self) -> int | None:
        """logPosition (id 6), offset 16, since version 16"""
        if self._acting_version < 16 or self._block_length < 24:
            return None
        try:
            value = _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 16, 8, self._end) from None
        return None if value == -9223372036854775808 else value

    @property
    def response_channel(self) -> str:
        """Var data responseChannel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("response_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("response_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("response_channel", exc) from None

    @property
    def encoded_credentials(self) -> bytes:
        """Var data encodedCredentials (id 5, binary)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("encoded_credentials", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("encoded_credentials", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "response_stream_id": self.response_stream_id,
            "version": self.version,
            "log_position": self.log_position,
            "response_channel": self.response_channel,
            "encoded_credentials": self.encoded_credentials,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class BackupQueryEncoder(_Flyweight):
    """Writes BackupQuery (template id 77): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 77
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "BackupQuery"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("correlation_id", 8), ("response_stream_id", 12), ("version", 16), ("log_position", 24))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "BackupQuery")
        if offset + 24 > end:
            raise self._too_short(offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "BackupQuery")
        if offset + 32 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 32, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 32
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_response_stream_id(self, value: int) -> None:
        """responseStreamId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("response_stream_id", value, exc) from None

    response_stream_id = property(None, _set_response_stream_id)

    def _set_version(self, value: int | None) -> None:
        """version (id 3), offset 12, since version 2"""
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_log_position(self, value: int | None) -> None:
        """logPosition (id 6), offset 16, since version 16"""
        if value is None:
            value = -9223372036854775808
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def put_response_channel(self, value: str | bytes) -> Self:
        """Appends var data responseChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "response_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("response_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_encoded_credentials(self, value: bytes) -> Self:
        """Appends var data encodedCredentials (binary, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_binary(value, 1073741824, self._CODEC, "encoded_credentials")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("encoded_credentials", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class BackupResponseSnapshotsDecoder(_Flyweight):
    """Iterates the entries of group BackupResponse.snapshots (id 9); each step makes this object view the
    next entry. One entry per snapshot.
    """

    HEADER_LENGTH = 4
    _CODEC = "BackupResponse.snapshots"
    BLOCK_LENGTH = 44
    _FIELD_ENDS = (
        ("recording_id", 8),
        ("leadership_term_id", 16),
        ("term_base_log_position", 24),
        ("log_position", 32),
        ("timestamp", 40),
        ("service_id", 44),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_count",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_index",
        "_offset",
        "_parent",
        "_parent_index",
        "_start",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 44
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0
        self._parent: Any = None
        self._parent_index = -1
        self._start = -1
        self._count = 0
        self._index = -1

    def _reset(self, parent: Any, index: int, pos: int) -> Self:
        buffer = parent._buffer
        end = parent._end
        if pos + 4 > end:
            raise self._truncated("<dimension>", pos, 4, end)
        dims = _DIM_L_HH.unpack_from(buffer, pos)
        self._buffer = buffer
        self._end = end
        self._acting_version = parent._acting_version
        self._block_length = dims[0]
        self._count = dims[1]
        self._parent = parent
        self._parent_index = index
        self._start = pos
        self._index = -1
        self._offset = pos + 4
        self._cursor_index = 0
        self._cursor_pos = self._offset
        return self

    def _empty(self, parent: Any) -> Self:
        """The group as seen by a peer whose version predates it: no entries."""
        self._buffer = parent._buffer
        self._end = parent._end
        self._acting_version = parent._acting_version
        self._parent = parent
        self._parent_index = -1
        self._start = -1
        self._count = 0
        self._index = -1
        return self

    @property
    def count(self) -> int:
        """numInGroup from the dimension header."""
        return self._count

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Self:
        return self

    def __next__(self) -> Self:
        i = self._index + 1
        if i >= self._count:
            if i == self._count:
                self._index = i
                pos = self._start + 4 if i == 0 else self._seek(0)
                parent = self._parent
                if parent._cursor_index == self._parent_index and parent._cursor_pos == self._start:
                    parent._cursor_index = self._parent_index + 1
                    parent._cursor_pos = pos
            raise StopIteration
        pos = self._start + 4 if i == 0 else self._seek(0)
        if pos + self._block_length > self._end:
            raise self._truncated(f"<entry {i}>", pos, self._block_length, self._end)
        self._index = i
        self._offset = pos
        self._cursor_index = 0
        self._cursor_pos = pos + self._block_length
        return self

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the entry to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def recording_id(self) -> int:
        """recordingId (id 10), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset, 8, self._end) from None

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 11), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset + 8, 8, self._end) from None

    @property
    def term_base_log_position(self) -> int:
        """termBaseLogPosition (id 12), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("term_base_log_position", self._offset + 16, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 13), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 24, 8, self._end) from None

    @property
    def timestamp(self) -> int:
        """timestamp (id 14), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 32, 8, self._end) from None

    @property
    def service_id(self) -> int:
        """serviceId (id 15), offset 40"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("service_id", self._offset + 40, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "recording_id": self.recording_id,
            "leadership_term_id": self.leadership_term_id,
            "term_base_log_position": self.term_base_log_position,
            "log_position": self.log_position,
            "timestamp": self.timestamp,
            "service_id": self.service_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class BackupResponseSnapshotsEncoder(_Flyweight):
    """Writes the entries of group BackupResponse.snapshots: call next() (or iterate) before filling each
    entry.
    """

    HEADER_LENGTH = 4
    MAX_COUNT = 65534
    _CODEC = "BackupResponse.snapshots"
    BLOCK_LENGTH = 44
    _FIELD_ENDS = (
        ("recording_id", 8),
        ("leadership_term_id", 16),
        ("term_base_log_position", 24),
        ("log_position", 32),
        ("timestamp", 40),
        ("service_id", 44),
    )
    __slots__ = ("_buffer", "_count", "_end", "_index", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = None
        self._count = 0
        self._index = -1

    def _reset(self, root: Any, count: int) -> Self:
        if not 0 <= count <= 65534:
            raise self._invalid("<count>", count, "numInGroup must be in 0..65534")
        pos = root._limit
        end = root._end
        if pos + 4 > end:
            raise self._truncated("<dimension>", pos, 4, end)
        _DIM_L_HH.pack_into(root._buffer, pos, self.BLOCK_LENGTH, count)
        root._limit = pos + 4
        self._buffer = root._buffer
        self._end = end
        self._root = root
        self._count = count
        self._index = -1
        self._offset = root._limit
        return self

    def next(self) -> Self:
        """Moves to the next entry (the first on the first call) and reserves its block."""
        i = self._index + 1
        if i >= self._count:
            raise CodecError(f"{self._CODEC}: next() called more than count={self._count} times")
        root = self._root
        pos = root._limit
        if pos + 44 > self._end:
            raise self._truncated(f"<entry {i}>", pos, 44, self._end)
        self._index = i
        self._offset = pos
        root._limit = pos + 44
        return self

    def __iter__(self) -> Self:
        return self

    def __next__(self) -> Self:
        if self._index + 1 >= self._count:
            raise StopIteration
        return self.next()

    @property
    def count(self) -> int:
        return self._count

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 10), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 11), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_term_base_log_position(self, value: int) -> None:
        """termBaseLogPosition (id 12), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_base_log_position", value, exc) from None

    term_base_log_position = property(None, _set_term_base_log_position)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 13), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 14), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def _set_service_id(self, value: int) -> None:
        """serviceId (id 15), offset 40"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("service_id", value, exc) from None

    service_id = property(None, _set_service_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class BackupResponseDecoder(_Flyweight):
    """Reads BackupResponse (template id 78): Recording ids, positions and snapshots a backup needs."""

    TEMPLATE_ID = 78
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "BackupResponse"
    BLOCK_LENGTH = 60
    _FIELD_ENDS = (
        ("correlation_id", 8),
        ("log_recording_id", 16),
        ("log_leadership_term_id", 24),
        ("log_term_base_log_position", 32),
        ("last_leadership_term_id", 40),
        ("last_term_base_log_position", 48),
        ("commit_position_counter_id", 52),
        ("leader_member_id", 56),
        ("member_id", 60),
    )
    _SKIPS = (_skip37_snapshots, _skip38_cluster_members)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_g_snapshots",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 60
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0
        self._g_snapshots = BackupResponseSnapshotsDecoder()

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 60,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "BackupResponse")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "BackupResponse")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 78:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 78"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(2) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def log_recording_id(self) -> int:
        """logRecordingId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_recording_id", self._offset + 8, 8, self._end) from None

    @property
    def log_leadership_term_id(self) -> int:
        """logLeadershipTermId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("log_leadership_term_id", self._offset + 16, 8, self._end) from None

    @property
    def log_term_base_log_position(self) -> int:
        """logTermBaseLogPosition (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("log_term_base_log_position", self._offset + 24, 8, self._end) from None

    @property
    def last_leadership_term_id(self) -> int:
        """lastLeadershipTermId (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("last_leadership_term_id", self._offset + 32, 8, self._end) from None

    @property
    def last_term_base_log_position(self) -> int:
        """lastTermBaseLogPosition (id 6), offset 40"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("last_term_base_log_position", self._offset + 40, 8, self._end) from None

    @property
    def commit_position_counter_id(self) -> int:
        """commitPositionCounterId (id 7), offset 48"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise self._truncated("commit_position_counter_id", self._offset + 48, 4, self._end) from None

    @property
    def leader_member_id(self) -> int:
        """leaderMemberId (id 8), offset 52"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 52)[0]
        except struct.error:
            raise self._truncated("leader_member_id", self._offset + 52, 4, self._end) from None

    @property
    def member_id(self) -> int | None:
        """memberId (id 17), offset 56, since version 10: Member that answered"""
        if self._acting_version < 10 or self._block_length < 60:
            return None
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 56)[0]
        except struct.error:
            raise self._truncated("member_id", self._offset + 56, 4, self._end) from None

    @property
    def snapshots(self) -> BackupResponseSnapshotsDecoder:
        """Group snapshots (id 9): iterate it; One entry per snapshot."""
        return self._g_snapshots._reset(self, 0, self._seek(0))

    @property
    def cluster_members(self) -> str:
        """Var data clusterMembers (id 16, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("cluster_members", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("cluster_members", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("cluster_members", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "log_recording_id": self.log_recording_id,
            "log_leadership_term_id": self.log_leadership_term_id,
            "log_term_base_log_position": self.log_term_base_log_position,
            "last_leadership_term_id": self.last_leadership_term_id,
            "last_term_base_log_position": self.last_term_base_log_position,
            "commit_position_counter_id": self.commit_position_counter_id,
            "leader_member_id": self.leader_member_id,
            "member_id": self.member_id,
            "snapshots": [entry.to_dict() for entry in self.snapshots],
            "cluster_members": self.cluster_members,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class BackupResponseEncoder(_Flyweight):
    """Writes BackupResponse (template id 78): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 78
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "BackupResponse"
    BLOCK_LENGTH = 60
    _FIELD_ENDS = (
        ("correlation_id", 8),
        ("log_recording_id", 16),
        ("log_leadership_term_id", 24),
        ("log_term_base_log_position", 32),
        ("last_leadership_term_id", 40),
        ("last_term_base_log_position", 48),
        ("commit_position_counter_id", 52),
        ("leader_member_id", 56),
        ("member_id", 60),
    )
    __slots__ = ("_buffer", "_end", "_g_snapshots", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0
        self._g_snapshots = BackupResponseSnapshotsEncoder()

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "BackupResponse")
        if offset + 60 > end:
            raise self._too_short(offset, 60, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 60
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "BackupResponse")
        if offset + 68 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 68, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 68
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_log_recording_id(self, value: int) -> None:
        """logRecordingId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_recording_id", value, exc) from None

    log_recording_id = property(None, _set_log_recording_id)

    def _set_log_leadership_term_id(self, value: int) -> None:
        """logLeadershipTermId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_leadership_term_id", value, exc) from None

    log_leadership_term_id = property(None, _set_log_leadership_term_id)

    def _set_log_term_base_log_position(self, value: int) -> None:
        """logTermBaseLogPosition (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_term_base_log_position", value, exc) from None

    log_term_base_log_position = property(None, _set_log_term_base_log_position)

    def _set_last_leadership_term_id(self, value: int) -> None:
        """lastLeadershipTermId (id 5), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("last_leadership_term_id", value, exc) from None

    last_leadership_term_id = property(None, _set_last_leadership_term_id)

    def _set_last_term_base_log_position(self, value: int) -> None:
        """lastTermBaseLogPosition (id 6), offset 40"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("last_term_base_log_position", value, exc) from None

    last_term_base_log_position = property(None, _set_last_term_base_log_position)

    def _set_commit_position_counter_id(self, value: int) -> None:
        """commitPositionCounterId (id 7), offset 48"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("commit_position_counter_id", value, exc) from None

    commit_position_counter_id = property(None, _set_commit_position_counter_id)

    def _set_leader_member_id(self, value: int) -> None:
        """leaderMemberId (id 8), offset 52"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 52, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leader_member_id", value, exc) from None

    leader_member_id = property(None, _set_leader_member_id)

    def _set_member_id(self, value: int) -> None:
        """memberId (id 17), offset 56, since version 10: Member that answered"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 56, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("member_id", value, exc) from None

    member_id = property(None, _set_member_id)

    def snapshots_count(self, count: int) -> BackupResponseSnapshotsEncoder:
        """Starts group snapshots with `count` entries (writes its dimension header); call next() per entry.
        """
        return self._g_snapshots._reset(self._root, count)

    def put_cluster_members(self, value: str | bytes) -> Self:
        """Appends var data clusterMembers (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "cluster_members")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("cluster_members", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class HeartbeatRequestDecoder(_Flyweight):
    """Reads HeartbeatRequest (template id 79): Ask a member to answer with a heartbeat."""

    TEMPLATE_ID = 79
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "HeartbeatRequest"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("response_stream_id", 12))
    _SKIPS = (_skip39_response_channel, _skip40_encoded_credentials)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 12
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 12,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "HeartbeatRequest")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "HeartbeatRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 79:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 79"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(2) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def response_stream_id(self) -> int:
        """responseStreamId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("response_stream_id", self._offset + 8, 4, self._end) from None

    @property
    def response_channel(self) -> str:
        """Var data responseChannel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("response_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("response_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("response_channel", exc) from None

    @property
    def encoded_credentials(self) -> bytes:
        """Var data encodedCredentials (id 5, binary)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("encoded_credentials", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("encoded_credentials", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "response_stream_id": self.response_stream_id,
            "response_channel": self.response_channel,
            "encoded_credentials": self.encoded_credentials,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class HeartbeatRequestEncoder(_Flyweight):
    """Writes HeartbeatRequest (template id 79): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 79
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "HeartbeatRequest"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("response_stream_id", 12))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "HeartbeatRequest")
        if offset + 12 > end:
            raise self._too_short(offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "HeartbeatRequest")
        if offset + 20 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 20, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 20
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_response_stream_id(self, value: int) -> None:
        """responseStreamId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("response_stream_id", value, exc) from None

    response_stream_id = property(None, _set_response_stream_id)

    def put_response_channel(self, value: str | bytes) -> Self:
        """Appends var data responseChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "response_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("response_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_encoded_credentials(self, value: bytes) -> Self:
        """Appends var data encodedCredentials (binary, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_binary(value, 1073741824, self._CODEC, "encoded_credentials")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("encoded_credentials", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class HeartbeatResponseDecoder(_Flyweight):
    """Reads HeartbeatResponse (template id 80): A member's heartbeat answer."""

    TEMPLATE_ID = 80
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "HeartbeatResponse"
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("correlation_id",)
    _FIELD_ENDS = (("correlation_id", 8),)
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 8
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 8,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "HeartbeatResponse")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "HeartbeatResponse")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 80:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 80"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"HeartbeatResponse: offset {offset} is negative")
        try:
            return _BLOCK_HEARTBEAT_RESPONSE.unpack_from(buffer, offset)
        except struct.error:
            raise _short("HeartbeatResponse", "<block>", offset, 8, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class HeartbeatResponseEncoder(_Flyweight):
    """Writes HeartbeatResponse (template id 80): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 80
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "HeartbeatResponse"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("correlation_id", 8),)
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "HeartbeatResponse")
        if offset + 8 > end:
            raise self._too_short(offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "HeartbeatResponse")
        if offset + 16 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 16, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 16
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StandbySnapshotSnapshotsDecoder(_Flyweight):
    """Iterates the entries of group StandbySnapshot.snapshots (id 4); each step makes this object view the
    next entry.
    """

    HEADER_LENGTH = 4
    _CODEC = "StandbySnapshot.snapshots"
    BLOCK_LENGTH = 44
    _FIELD_ENDS = (
        ("recording_id", 8),
        ("leadership_term_id", 16),
        ("term_base_log_position", 24),
        ("log_position", 32),
        ("timestamp", 40),
        ("service_id", 44),
    )
    _SKIPS = (_skip42_archive_endpoint,)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_count",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_index",
        "_offset",
        "_parent",
        "_parent_index",
        "_start",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 44
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0
        self._parent: Any = None
        self._parent_index = -1
        self._start = -1
        self._count = 0
        self._index = -1

    def _reset(self, parent: Any, index: int, pos: int) -> Self:
        buffer = parent._buffer
        end = parent._end
        if pos + 4 > end:
            raise self._truncated("<dimension>", pos, 4, end)
        dims = _DIM_L_HH.unpack_from(buffer, pos)
        self._buffer = buffer
        self._end = end
        self._acting_version = parent._acting_version
        self._block_length = dims[0]
        self._count = dims[1]
        self._parent = parent
        self._parent_index = index
        self._start = pos
        self._index = -1
        self._offset = pos + 4
        self._cursor_index = 0
        self._cursor_pos = self._offset
        return self

    def _empty(self, parent: Any) -> Self:
        """The group as seen by a peer whose version predates it: no entries."""
        self._buffer = parent._buffer
        self._end = parent._end
        self._acting_version = parent._acting_version
        self._parent = parent
        self._parent_index = -1
        self._start = -1
        self._count = 0
        self._index = -1
        return self

    @property
    def count(self) -> int:
        """numInGroup from the dimension header."""
        return self._count

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Self:
        return self

    def __next__(self) -> Self:
        i = self._index + 1
        if i >= self._count:
            if i == self._count:
                self._index = i
                pos = self._start + 4 if i == 0 else self._seek(1)
                parent = self._parent
                if parent._cursor_index == self._parent_index and parent._cursor_pos == self._start:
                    parent._cursor_index = self._parent_index + 1
                    parent._cursor_pos = pos
            raise StopIteration
        pos = self._start + 4 if i == 0 else self._seek(1)
        if pos + self._block_length > self._end:
            raise self._truncated(f"<entry {i}>", pos, self._block_length, self._end)
        self._index = i
        self._offset = pos
        self._cursor_index = 0
        self._cursor_pos = pos + self._block_length
        return self

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the entry to the end of its last var data/group (header excluded)."""
        return self._seek(1) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def recording_id(self) -> int:
        """recordingId (id 5), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset, 8, self._end) from None

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 6), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset + 8, 8, self._end) from None

    @property
    def term_base_log_position(self) -> int:
        """termBaseLogPosition (id 7), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("term_base_log_position", self._offset + 16, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 8), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 24, 8, self._end) from None

    @property
    def timestamp(self) -> int:
        """timestamp (id 9), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 32, 8, self._end) from None

    @property
    def service_id(self) -> int:
        """serviceId (id 10), offset 40"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("service_id", self._offset + 40, 4, self._end) from None

    @property
    def archive_endpoint(self) -> str:
        """Var data archiveEndpoint (id 11, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("archive_endpoint", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("archive_endpoint", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("archive_endpoint", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "recording_id": self.recording_id,
            "leadership_term_id": self.leadership_term_id,
            "term_base_log_position": self.term_base_log_position,
            "log_position": self.log_position,
            "timestamp": self.timestamp,
            "service_id": self.service_id,
            "archive_endpoint": self.archive_endpoint,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StandbySnapshotSnapshotsEncoder(_Flyweight):
    """Writes the entries of group StandbySnapshot.snapshots: call next() (or iterate) before filling each
    entry.
    """

    HEADER_LENGTH = 4
    MAX_COUNT = 65534
    _CODEC = "StandbySnapshot.snapshots"
    BLOCK_LENGTH = 44
    _FIELD_ENDS = (
        ("recording_id", 8),
        ("leadership_term_id", 16),
        ("term_base_log_position", 24),
        ("log_position", 32),
        ("timestamp", 40),
        ("service_id", 44),
    )
    __slots__ = ("_buffer", "_count", "_end", "_index", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = None
        self._count = 0
        self._index = -1

    def _reset(self, root: Any, count: int) -> Self:
        if not 0 <= count <= 65534:
            raise self._invalid("<count>", count, "numInGroup must be in 0..65534")
        pos = root._limit
        end = root._end
        if pos + 4 > end:
            raise self._truncated("<dimension>", pos, 4, end)
        _DIM_L_HH.pack_into(root._buffer, pos, self.BLOCK_LENGTH, count)
        root._limit = pos + 4
        self._buffer = root._buffer
        self._end = end
        self._root = root
        self._count = count
        self._index = -1
        self._offset = root._limit
        return self

    def next(self) -> Self:
        """Moves to the next entry (the first on the first call) and reserves its block."""
        i = self._index + 1
        if i >= self._count:
            raise CodecError(f"{self._CODEC}: next() called more than count={self._count} times")
        root = self._root
        pos = root._limit
        if pos + 44 > self._end:
            raise self._truncated(f"<entry {i}>", pos, 44, self._end)
        self._index = i
        self._offset = pos
        root._limit = pos + 44
        return self

    def __iter__(self) -> Self:
        return self

    def __next__(self) -> Self:
        if self._index + 1 >= self._count:
            raise StopIteration
        return self.next()

    @property
    def count(self) -> int:
        return self._count

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 5), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 6), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_term_base_log_position(self, value: int) -> None:
        """termBaseLogPosition (id 7), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_base_log_position", value, exc) from None

    term_base_log_position = property(None, _set_term_base_log_position)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 8), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 9), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def _set_service_id(self, value: int) -> None:
        """serviceId (id 10), offset 40"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("service_id", value, exc) from None

    service_id = property(None, _set_service_id)

    def put_archive_endpoint(self, value: str | bytes) -> Self:
        """Appends var data archiveEndpoint (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "archive_endpoint")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("archive_endpoint", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StandbySnapshotDecoder(_Flyweight):
    """Reads StandbySnapshot (template id 81): Snapshots taken on a standby node."""

    TEMPLATE_ID = 81
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StandbySnapshot"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("version", 12), ("response_stream_id", 16))
    _SKIPS = (_skip41_snapshots, _skip43_response_channel, _skip44_encoded_credentials)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_g_snapshots",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 16
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0
        self._g_snapshots = StandbySnapshotSnapshotsDecoder()

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 16,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "StandbySnapshot")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "StandbySnapshot")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 81:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 81"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(3) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def version(self) -> int:
        """version (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 8, 4, self._end) from None

    @property
    def response_stream_id(self) -> int:
        """responseStreamId (id 3), offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("response_stream_id", self._offset + 12, 4, self._end) from None

    @property
    def snapshots(self) -> StandbySnapshotSnapshotsDecoder:
        """Group snapshots (id 4): iterate it."""
        return self._g_snapshots._reset(self, 0, self._seek(0))

    @property
    def response_channel(self) -> str:
        """Var data responseChannel (id 12, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("response_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("response_channel", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("response_channel", exc) from None

    @property
    def encoded_credentials(self) -> bytes:
        """Var data encodedCredentials (id 13, binary)."""
        pos = self._cursor_pos if self._cursor_index == 2 else self._seek(2)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("encoded_credentials", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("encoded_credentials", start, stop - start, end)
        self._cursor_index = 3
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "version": self.version,
            "response_stream_id": self.response_stream_id,
            "snapshots": [entry.to_dict() for entry in self.snapshots],
            "response_channel": self.response_channel,
            "encoded_credentials": self.encoded_credentials,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StandbySnapshotEncoder(_Flyweight):
    """Writes StandbySnapshot (template id 81): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 81
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StandbySnapshot"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("version", 12), ("response_stream_id", 16))
    __slots__ = ("_buffer", "_end", "_g_snapshots", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0
        self._g_snapshots = StandbySnapshotSnapshotsEncoder()

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "StandbySnapshot")
        if offset + 16 > end:
            raise self._too_short(offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "StandbySnapshot")
        if offset + 24 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 24, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 24
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_version(self, value: int) -> None:
        """version (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_response_stream_id(self, value: int) -> None:
        """responseStreamId (id 3), offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("response_stream_id", value, exc) from None

    response_stream_id = property(None, _set_response_stream_id)

    def snapshots_count(self, count: int) -> StandbySnapshotSnapshotsEncoder:
        """Starts group snapshots with `count` entries (writes its dimension header); call next() per entry.
        """
        return self._g_snapshots._reset(self._root, count)

    def put_response_channel(self, value: str | bytes) -> Self:
        """Appends var data responseChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "response_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("response_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_encoded_credentials(self, value: bytes) -> Self:
        """Appends var data encodedCredentials (binary, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_binary(value, 1073741824, self._CODEC, "encoded_credentials")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("encoded_credentials", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class SnapshotMarkerDecoder(_Flyweight):
    """Reads SnapshotMarker (template id 100): Begin, section or end of a snapshot."""

    TEMPLATE_ID = 100
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SnapshotMarker"
    BLOCK_LENGTH = 40
    FIELD_NAMES = (
        "type_id",
        "log_position",
        "leadership_term_id",
        "index",
        "mark",
        "time_unit",
        "app_version",
    )
    _FIELD_ENDS = (
        ("type_id", 8),
        ("log_position", 16),
        ("leadership_term_id", 24),
        ("index", 28),
        ("mark", 32),
        ("time_unit", 36),
        ("app_version", 40),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 40
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 40,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SnapshotMarker")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SnapshotMarker")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 100:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 100"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"SnapshotMarker: offset {offset} is negative")
        try:
            return _BLOCK_SNAPSHOT_MARKER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("SnapshotMarker", "<block>", offset, 40, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def type_id(self) -> int:
        """typeId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("type_id", self._offset, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 8, 8, self._end) from None

    @property
    def leadership_term_id(self) -> int:
        """leadershipTermId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("leadership_term_id", self._offset + 16, 8, self._end) from None

    @property
    def index(self) -> int:
        """index (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("index", self._offset + 24, 4, self._end) from None

    @property
    def mark(self) -> SnapshotMark | int:
        """mark (id 5), offset 28"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("mark", self._offset + 28, 4, self._end) from None
        return _SNAPSHOT_MARK_BY_VALUE(value, value)

    @property
    def time_unit(self) -> ClusterTimeUnit | int | None:
        """timeUnit (id 6), offset 32, since version 4"""
        if self._acting_version < 4 or self._block_length < 36:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("time_unit", self._offset + 32, 4, self._end) from None
        return _CLUSTER_TIME_UNIT_BY_VALUE(value, value)

    @property
    def app_version(self) -> int | None:
        """appVersion (id 7), offset 36, since version 4"""
        if self._acting_version < 4 or self._block_length < 40:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 36)[0]
        except struct.error:
            raise self._truncated("app_version", self._offset + 36, 4, self._end) from None
        return None if value == 0 else value

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "type_id": self.type_id,
            "log_position": self.log_position,
            "leadership_term_id": self.leadership_term_id,
            "index": self.index,
            "mark": _enum_name(self.mark),
            "time_unit": _enum_name(self.time_unit),
            "app_version": self.app_version,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SnapshotMarkerEncoder(_Flyweight):
    """Writes SnapshotMarker (template id 100): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 100
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SnapshotMarker"
    BLOCK_LENGTH = 40
    _FIELD_ENDS = (
        ("type_id", 8),
        ("log_position", 16),
        ("leadership_term_id", 24),
        ("index", 28),
        ("mark", 32),
        ("time_unit", 36),
        ("app_version", 40),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SnapshotMarker")
        if offset + 40 > end:
            raise self._too_short(offset, 40, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 40
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "SnapshotMarker")
        if offset + 48 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 48, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 48
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_type_id(self, value: int) -> None:
        """typeId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("type_id", value, exc) from None

    type_id = property(None, _set_type_id)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def _set_leadership_term_id(self, value: int) -> None:
        """leadershipTermId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("leadership_term_id", value, exc) from None

    leadership_term_id = property(None, _set_leadership_term_id)

    def _set_index(self, value: int) -> None:
        """index (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("index", value, exc) from None

    index = property(None, _set_index)

    def _set_mark(self, value: SnapshotMark | int | None) -> None:
        """mark (id 5), offset 28"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("mark", value, exc) from None

    mark = property(None, _set_mark)

    def _set_time_unit(self, value: ClusterTimeUnit | int | None) -> None:
        """timeUnit (id 6), offset 32, since version 4"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("time_unit", value, exc) from None

    time_unit = property(None, _set_time_unit)

    def _set_app_version(self, value: int | None) -> None:
        """appVersion (id 7), offset 36, since version 4"""
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 36, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("app_version", value, exc) from None

    app_version = property(None, _set_app_version)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClientSessionDecoder(_Flyweight):
    """Reads ClientSession (template id 102): A session as a service snapshots it."""

    TEMPLATE_ID = 102
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClientSession"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("cluster_session_id", 8), ("response_stream_id", 12))
    _SKIPS = (_skip45_response_channel, _skip46_encoded_principal)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 12
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 12,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClientSession")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClientSession")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 102:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 102"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(2) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset, 8, self._end) from None

    @property
    def response_stream_id(self) -> int:
        """responseStreamId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("response_stream_id", self._offset + 8, 4, self._end) from None

    @property
    def response_channel(self) -> str:
        """Var data responseChannel (id 3, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("response_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("response_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("response_channel", exc) from None

    @property
    def encoded_principal(self) -> bytes:
        """Var data encodedPrincipal (id 4, binary)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("encoded_principal", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("encoded_principal", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "cluster_session_id": self.cluster_session_id,
            "response_stream_id": self.response_stream_id,
            "response_channel": self.response_channel,
            "encoded_principal": self.encoded_principal,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClientSessionEncoder(_Flyweight):
    """Writes ClientSession (template id 102): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 102
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClientSession"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("cluster_session_id", 8), ("response_stream_id", 12))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClientSession")
        if offset + 12 > end:
            raise self._too_short(offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClientSession")
        if offset + 20 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 20, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 20
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def _set_response_stream_id(self, value: int) -> None:
        """responseStreamId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("response_stream_id", value, exc) from None

    response_stream_id = property(None, _set_response_stream_id)

    def put_response_channel(self, value: str | bytes) -> Self:
        """Appends var data responseChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "response_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("response_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_encoded_principal(self, value: bytes) -> Self:
        """Appends var data encodedPrincipal (binary, at most 1073741824 bytes) after what was written before.
        """
        data = _encode_binary(value, 1073741824, self._CODEC, "encoded_principal")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("encoded_principal", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClusterSessionDecoder(_Flyweight):
    """Reads ClusterSession (template id 103): A session as the consensus module snapshots it."""

    TEMPLATE_ID = 103
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterSession"
    BLOCK_LENGTH = 40
    _FIELD_ENDS = (
        ("cluster_session_id", 8),
        ("correlation_id", 16),
        ("opened_log_position", 24),
        ("time_of_last_activity", 32),
        ("close_reason", 36),
        ("response_stream_id", 40),
    )
    _SKIPS = (_skip47_response_channel,)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 40
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 40,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterSession")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterSession")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 103:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 103"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(1) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def cluster_session_id(self) -> int:
        """clusterSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("cluster_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def opened_log_position(self) -> int:
        """openedLogPosition (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("opened_log_position", self._offset + 16, 8, self._end) from None

    @property
    def time_of_last_activity(self) -> int:
        """timeOfLastActivity (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("time_of_last_activity", self._offset + 24, 8, self._end) from None

    @property
    def close_reason(self) -> CloseReason | int:
        """closeReason (id 5), offset 32"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("close_reason", self._offset + 32, 4, self._end) from None
        return _CLOSE_REASON_BY_VALUE(value, value)

    @property
    def response_stream_id(self) -> int:
        """responseStreamId (id 6), offset 36"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 36)[0]
        except struct.error:
            raise self._truncated("response_stream_id", self._offset + 36, 4, self._end) from None

    @property
    def response_channel(self) -> str:
        """Var data responseChannel (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("response_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("response_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("response_channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "cluster_session_id": self.cluster_session_id,
            "correlation_id": self.correlation_id,
            "opened_log_position": self.opened_log_position,
            "time_of_last_activity": self.time_of_last_activity,
            "close_reason": _enum_name(self.close_reason),
            "response_stream_id": self.response_stream_id,
            "response_channel": self.response_channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClusterSessionEncoder(_Flyweight):
    """Writes ClusterSession (template id 103): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 103
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterSession"
    BLOCK_LENGTH = 40
    _FIELD_ENDS = (
        ("cluster_session_id", 8),
        ("correlation_id", 16),
        ("opened_log_position", 24),
        ("time_of_last_activity", 32),
        ("close_reason", 36),
        ("response_stream_id", 40),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterSession")
        if offset + 40 > end:
            raise self._too_short(offset, 40, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 40
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterSession")
        if offset + 48 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 48, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 48
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_cluster_session_id(self, value: int) -> None:
        """clusterSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_session_id", value, exc) from None

    cluster_session_id = property(None, _set_cluster_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_opened_log_position(self, value: int) -> None:
        """openedLogPosition (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("opened_log_position", value, exc) from None

    opened_log_position = property(None, _set_opened_log_position)

    def _set_time_of_last_activity(self, value: int) -> None:
        """timeOfLastActivity (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("time_of_last_activity", value, exc) from None

    time_of_last_activity = property(None, _set_time_of_last_activity)

    def _set_close_reason(self, value: CloseReason | int | None) -> None:
        """closeReason (id 5), offset 32"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("close_reason", value, exc) from None

    close_reason = property(None, _set_close_reason)

    def _set_response_stream_id(self, value: int) -> None:
        """responseStreamId (id 6), offset 36"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 36, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("response_stream_id", value, exc) from None

    response_stream_id = property(None, _set_response_stream_id)

    def put_response_channel(self, value: str | bytes) -> Self:
        """Appends var data responseChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "response_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("response_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class TimerDecoder(_Flyweight):
    """Reads Timer (template id 104): A pending timer in a snapshot."""

    TEMPLATE_ID = 104
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "Timer"
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("correlation_id", "deadline")
    _FIELD_ENDS = (("correlation_id", 8), ("deadline", 16))
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 16
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 16,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "Timer")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "Timer")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 104:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 104"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"Timer: offset {offset} is negative")
        try:
            return _BLOCK_TIMER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("Timer", "<block>", offset, 16, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def deadline(self) -> int:
        """deadline (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("deadline", self._offset + 8, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "deadline": self.deadline,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class TimerEncoder(_Flyweight):
    """Writes Timer (template id 104): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 104
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "Timer"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("deadline", 16))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "Timer")
        if offset + 16 > end:
            raise self._too_short(offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "Timer")
        if offset + 24 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 24, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 24
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_deadline(self, value: int) -> None:
        """deadline (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("deadline", value, exc) from None

    deadline = property(None, _set_deadline)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ConsensusModuleDecoder(_Flyweight):
    """Reads ConsensusModule (template id 105): Consensus module counters in a snapshot."""

    TEMPLATE_ID = 105
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ConsensusModule"
    BLOCK_LENGTH = 28
    FIELD_NAMES = (
        "next_session_id",
        "next_service_session_id",
        "log_service_session_id",
        "pending_message_capacity",
    )
    _FIELD_ENDS = (
        ("next_session_id", 8),
        ("next_service_session_id", 16),
        ("log_service_session_id", 24),
        ("pending_message_capacity", 28),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 28
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 28,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ConsensusModule")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ConsensusModule")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 105:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 105"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"ConsensusModule: offset {offset} is negative")
        try:
            return _BLOCK_CONSENSUS_MODULE.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ConsensusModule", "<block>", offset, 28, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def next_session_id(self) -> int:
        """nextSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("next_session_id", self._offset, 8, self._end) from None

    @property
    def next_service_session_id(self) -> int | None:
        """nextServiceSessionId (id 2), offset 8, since version 3"""
        if self._acting_version < 3 or self._block_length < 16:
            return None
        try:
            value = _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("next_service_session_id", self._offset + 8, 8, self._end) from None
        return None if value == -9223372036854775808 else value

    @property
    def log_service_session_id(self) -> int | None:
        """logServiceSessionId (id 3), offset 16, since version 3"""
        if self._acting_version < 3 or self._block_length < 24:
            return None
        try:
            value = _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("log_service_session_id", self._offset + 16, 8, self._end) from None
        return None if value == -9223372036854775808 else value

    @property
    def pending_message_capacity(self) -> int | None:
        """pendingMessageCapacity (id 4), offset 24, since version 3"""
        if self._acting_version < 3 or self._block_length < 28:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("pending_message_capacity", self._offset + 24, 4, self._end) from None
        return None if value == 0 else value

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "next_session_id": self.next_session_id,
            "next_service_session_id": self.next_service_session_id,
            "log_service_session_id": self.log_service_session_id,
            "pending_message_capacity": self.pending_message_capacity,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ConsensusModuleEncoder(_Flyweight):
    """Writes ConsensusModule (template id 105): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 105
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ConsensusModule"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("next_session_id", 8),
        ("next_service_session_id", 16),
        ("log_service_session_id", 24),
        ("pending_message_capacity", 28),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ConsensusModule")
        if offset + 28 > end:
            raise self._too_short(offset, 28, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 28
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ConsensusModule")
        if offset + 36 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 36, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 36
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_next_session_id(self, value: int) -> None:
        """nextSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("next_session_id", value, exc) from None

    next_session_id = property(None, _set_next_session_id)

    def _set_next_service_session_id(self, value: int | None) -> None:
        """nextServiceSessionId (id 2), offset 8, since version 3"""
        if value is None:
            value = -9223372036854775808
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("next_service_session_id", value, exc) from None

    next_service_session_id = property(None, _set_next_service_session_id)

    def _set_log_service_session_id(self, value: int | None) -> None:
        """logServiceSessionId (id 3), offset 16, since version 3"""
        if value is None:
            value = -9223372036854775808
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_service_session_id", value, exc) from None

    log_service_session_id = property(None, _set_log_service_session_id)

    def _set_pending_message_capacity(self, value: int | None) -> None:
        """pendingMessageCapacity (id 4), offset 24, since version 3"""
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("pending_message_capacity", value, exc) from None

    pending_message_capacity = property(None, _set_pending_message_capacity)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClusterMembersDecoder(_Flyweight):
    """Reads ClusterMembers (template id 106): Member list in a snapshot."""

    TEMPLATE_ID = 106
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterMembers"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("member_id", 4), ("high_member_id", 8))
    _SKIPS = (_skip48_cluster_members,)
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 8
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 8,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembers")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembers")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 106:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 106"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(1) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def member_id(self) -> int:
        """memberId (id 1), offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("member_id", self._offset, 4, self._end) from None

    @property
    def high_member_id(self) -> int:
        """highMemberId (id 2), offset 4"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("high_member_id", self._offset + 4, 4, self._end) from None

    @property
    def cluster_members(self) -> str:
        """Var data clusterMembers (id 3, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("cluster_members", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("cluster_members", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("cluster_members", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "member_id": self.member_id,
            "high_member_id": self.high_member_id,
            "cluster_members": self.cluster_members,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClusterMembersEncoder(_Flyweight):
    """Writes ClusterMembers (template id 106): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 106
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterMembers"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("member_id", 4), ("high_member_id", 8))
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembers")
        if offset + 8 > end:
            raise self._too_short(offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ClusterMembers")
        if offset + 16 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 16, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 16
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_member_id(self, value: int) -> None:
        """memberId (id 1), offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("member_id", value, exc) from None

    member_id = property(None, _set_member_id)

    def _set_high_member_id(self, value: int) -> None:
        """highMemberId (id 2), offset 4"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("high_member_id", value, exc) from None

    high_member_id = property(None, _set_high_member_id)

    def put_cluster_members(self, value: str | bytes) -> Self:
        """Appends var data clusterMembers (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "cluster_members")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("cluster_members", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class PendingMessageTrackerDecoder(_Flyweight):
    """Reads PendingMessageTracker (template id 107): A service's pending-message tracker in a snapshot."""

    TEMPLATE_ID = 107
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "PendingMessageTracker"
    BLOCK_LENGTH = 24
    FIELD_NAMES = (
        "next_service_session_id",
        "log_service_session_id",
        "pending_message_capacity",
        "service_id",
    )
    _FIELD_ENDS = (
        ("next_service_session_id", 8),
        ("log_service_session_id", 16),
        ("pending_message_capacity", 20),
        ("service_id", 24),
    )
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 24
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 24,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "PendingMessageTracker")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "PendingMessageTracker")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 107:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 107"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"PendingMessageTracker: offset {offset} is negative")
        try:
            return _BLOCK_PENDING_MESSAGE_TRACKER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("PendingMessageTracker", "<block>", offset, 24, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def next_service_session_id(self) -> int:
        """nextServiceSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("next_service_session_id", self._offset, 8, self._end) from None

    @property
    def log_service_session_id(self) -> int:
        """logServiceSessionId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("log_service_session_id", self._offset + 8, 8, self._end) from None

    @property
    def pending_message_capacity(self) -> int | None:
        """pendingMessageCapacity (id 3), offset 16"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("pending_message_capacity", self._offset + 16, 4, self._end) from None
        return None if value == 0 else value

    @property
    def service_id(self) -> int:
        """serviceId (id 4), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("service_id", self._offset + 20, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "next_service_session_id": self.next_service_session_id,
            "log_service_session_id": self.log_service_session_id,
            "pending_message_capacity": self.pending_message_capacity,
            "service_id": self.service_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class PendingMessageTrackerEncoder(_Flyweight):
    """Writes PendingMessageTracker (template id 107): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 107
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "PendingMessageTracker"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (
        ("next_service_session_id", 8),
        ("log_service_session_id", 16),
        ("pending_message_capacity", 20),
        ("service_id", 24),
    )
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "PendingMessageTracker")
        if offset + 24 > end:
            raise self._too_short(offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "PendingMessageTracker")
        if offset + 32 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 32, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 32
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_next_service_session_id(self, value: int) -> None:
        """nextServiceSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("next_service_session_id", value, exc) from None

    next_service_session_id = property(None, _set_next_service_session_id)

    def _set_log_service_session_id(self, value: int) -> None:
        """logServiceSessionId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_service_session_id", value, exc) from None

    log_service_session_id = property(None, _set_log_service_session_id)

    def _set_pending_message_capacity(self, value: int | None) -> None:
        """pendingMessageCapacity (id 3), offset 16"""
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("pending_message_capacity", value, exc) from None

    pending_message_capacity = property(None, _set_pending_message_capacity)

    def _set_service_id(self, value: int) -> None:
        """serviceId (id 4), offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("service_id", value, exc) from None

    service_id = property(None, _set_service_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RequestServiceAckDecoder(_Flyweight):
    """Reads requestServiceAck (template id 108): Ask every service on this node to acknowledge a position."""

    TEMPLATE_ID = 108
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "requestServiceAck"
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("log_position",)
    _FIELD_ENDS = (("log_position", 8),)
    _SKIPS = ()
    __slots__ = (
        "_acting_version",
        "_block_length",
        "_buffer",
        "_cursor_index",
        "_cursor_pos",
        "_end",
        "_offset",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 8
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 8,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "requestServiceAck")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise self._too_short(offset, acting_block_length, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._block_length = acting_block_length
        self._acting_version = acting_version
        self._cursor_index = 0
        self._cursor_pos = offset + acting_block_length
        return self

    def wrap_with_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Reads the message header at `offset`, checks it names this message, then wraps the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "requestServiceAck")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 108:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 108"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 8, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"requestServiceAck: offset {offset} is negative")
        try:
            return _BLOCK_REQUEST_SERVICE_ACK.unpack_from(buffer, offset)
        except struct.error:
            raise _short("requestServiceAck", "<block>", offset, 8, len(buffer)) from None

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    @property
    def acting_block_length(self) -> int:
        return self._block_length

    @property
    def acting_version(self) -> int:
        return self._acting_version

    @property
    def limit(self) -> int:
        """Position just after the last group or var data field read so far."""
        return self._cursor_pos

    @property
    def encoded_length(self) -> int:
        """Bytes from the start of the body to the end of its last var data/group (header excluded)."""
        return self._seek(0) - self._offset

    def _seek(self, index: int) -> int:
        """Start of the index-th group/var data field; steps over earlier ones when read out of order."""
        if index == self._cursor_index:
            return self._cursor_pos
        if index > self._cursor_index:
            i = self._cursor_index
            pos = self._cursor_pos
        else:
            i = 0
            pos = self._offset + self._block_length
        skips = self._SKIPS
        while i < index:
            pos = skips[i](self._buffer, pos, self._end, self._acting_version)
            i += 1
        self._cursor_index = index
        self._cursor_pos = pos
        return pos

    @property
    def log_position(self) -> int:
        """logPosition (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "log_position": self.log_position,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RequestServiceAckEncoder(_Flyweight):
    """Writes requestServiceAck (template id 108): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 108
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "requestServiceAck"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("log_position", 8),)
    __slots__ = ("_buffer", "_end", "_limit", "_offset", "_root")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0
        self._root: Any = self
        self._limit = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Starts a body at `offset` (no header); CodecError if the block does not fit."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "requestServiceAck")
        if offset + 8 > end:
            raise self._too_short(offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "requestServiceAck")
        if offset + 16 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 16, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 16
        return self

    @property
    def limit(self) -> int:
        """Position just after everything written so far."""
        return self._limit

    @property
    def encoded_length(self) -> int:
        """Bytes written from the start of the body (header excluded)."""
        return self._limit - self._offset

    @property
    def buffer(self) -> Any:
        return self._buffer

    @property
    def offset(self) -> int:
        return self._offset

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


MESSAGES: dict[int, tuple[type[Any], type[Any]]] = {
    1: (SessionMessageHeaderDecoder, SessionMessageHeaderEncoder),
    2: (SessionEventDecoder, SessionEventEncoder),
    3: (SessionConnectRequestDecoder, SessionConnectRequestEncoder),
    4: (SessionCloseRequestDecoder, SessionCloseRequestEncoder),
    5: (SessionKeepAliveDecoder, SessionKeepAliveEncoder),
    6: (NewLeaderEventDecoder, NewLeaderEventEncoder),
    7: (ChallengeDecoder, ChallengeEncoder),
    8: (ChallengeResponseDecoder, ChallengeResponseEncoder),
    20: (TimerEventDecoder, TimerEventEncoder),
    21: (SessionOpenEventDecoder, SessionOpenEventEncoder),
    22: (SessionCloseEventDecoder, SessionCloseEventEncoder),
    23: (ClusterActionRequestDecoder, ClusterActionRequestEncoder),
    24: (NewLeadershipTermEventDecoder, NewLeadershipTermEventEncoder),
    25: (MembershipChangeEventDecoder, MembershipChangeEventEncoder),
    26: (AdminRequestDecoder, AdminRequestEncoder),
    27: (AdminResponseDecoder, AdminResponseEncoder),
    30: (CloseSessionDecoder, CloseSessionEncoder),
    31: (ScheduleTimerDecoder, ScheduleTimerEncoder),
    32: (CancelTimerDecoder, CancelTimerEncoder),
    33: (ServiceAckDecoder, ServiceAckEncoder),
    34: (ClusterMembersQueryDecoder, ClusterMembersQueryEncoder),
    35: (RemoveMemberDecoder, RemoveMemberEncoder),
    40: (JoinLogDecoder, JoinLogEncoder),
    41: (ClusterMembersResponseDecoder, ClusterMembersResponseEncoder),
    42: (ServiceTerminationPositionDecoder, ServiceTerminationPositionEncoder),
    43: (ClusterMembersExtendedResponseDecoder, ClusterMembersExtendedResponseEncoder),
    50: (CanvassPositionDecoder, CanvassPositionEncoder),
    51: (RequestVoteDecoder, RequestVoteEncoder),
    52: (VoteDecoder, VoteEncoder),
    53: (NewLeadershipTermDecoder, NewLeadershipTermEncoder),
    54: (AppendPositionDecoder, AppendPositionEncoder),
    55: (CommitPositionDecoder, CommitPositionEncoder),
    56: (CatchupPositionDecoder, CatchupPositionEncoder),
    57: (StopCatchupDecoder, StopCatchupEncoder),
    70: (AddPassiveMemberDecoder, AddPassiveMemberEncoder),
    71: (ClusterMembersChangeDecoder, ClusterMembersChangeEncoder),
    72: (SnapshotRecordingQueryDecoder, SnapshotRecordingQueryEncoder),
    73: (SnapshotRecordingsDecoder, SnapshotRecordingsEncoder),
    74: (JoinClusterDecoder, JoinClusterEncoder),
    75: (TerminationPositionDecoder, TerminationPositionEncoder),
    76: (TerminationAckDecoder, TerminationAckEncoder),
    77: (BackupQueryDecoder, BackupQueryEncoder),
    78: (BackupResponseDecoder, BackupResponseEncoder),
    79: (HeartbeatRequestDecoder, HeartbeatRequestEncoder),
    80: (HeartbeatResponseDecoder, HeartbeatResponseEncoder),
    81: (StandbySnapshotDecoder, StandbySnapshotEncoder),
    100: (SnapshotMarkerDecoder, SnapshotMarkerEncoder),
    102: (ClientSessionDecoder, ClientSessionEncoder),
    103: (ClusterSessionDecoder, ClusterSessionEncoder),
    104: (TimerDecoder, TimerEncoder),
    105: (ConsensusModuleDecoder, ConsensusModuleEncoder),
    106: (ClusterMembersDecoder, ClusterMembersEncoder),
    107: (PendingMessageTrackerDecoder, PendingMessageTrackerEncoder),
    108: (RequestServiceAckDecoder, RequestServiceAckEncoder),
}
"""Template id -> (decoder class, encoder class), for dispatching on a message header."""
