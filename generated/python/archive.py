# generated from archive-codecs.xml by aeronkit codegen; do not edit
"""SBE codecs for schema io.aeron.archive.codecs (id 101, version 13).

aeronkit archive protocol: control session, recording events, catalog records

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

SCHEMA_ID = 101
SCHEMA_VERSION = 13
SEMANTIC_VERSION = "5.2"
BYTE_ORDER = "littleEndian"
PACKAGE = "io.aeron.archive.codecs"
HEADER_LENGTH = 8

_NAN = float("nan")

_BLOCK_ARCHIVE_ID_REQUEST = struct.Struct("<qq")
_BLOCK_ATTACH_SEGMENTS_REQUEST = struct.Struct("<qqq")
_BLOCK_CATALOG_HEADER = struct.Struct("<iiqi11xb")
_BLOCK_CLOSE_SESSION_REQUEST = struct.Struct("<q")
_BLOCK_DELETE_DETACHED_SEGMENTS_REQUEST = struct.Struct("<qqq")
_BLOCK_DETACH_SEGMENTS_REQUEST = struct.Struct("<qqqq")
_BLOCK_KEEP_ALIVE_REQUEST = struct.Struct("<qq")
_BLOCK_LIST_RECORDINGS_REQUEST = struct.Struct("<qqqi")
_BLOCK_LIST_RECORDING_REQUEST = struct.Struct("<qqq")
_BLOCK_MAX_RECORDED_POSITION_REQUEST = struct.Struct("<qqq")
_BLOCK_MIGRATE_SEGMENTS_REQUEST = struct.Struct("<qqqq")
_BLOCK_PING = struct.Struct("<q")
_BLOCK_PURGE_RECORDING_REQUEST = struct.Struct("<qqq")
_BLOCK_PURGE_SEGMENTS_REQUEST = struct.Struct("<qqqq")
_BLOCK_RECORDING_DESCRIPTOR_HEADER = struct.Struct("<iii19xb")
_BLOCK_RECORDING_POSITION_REQUEST = struct.Struct("<qqq")
_BLOCK_RECORDING_PROGRESS = struct.Struct("<qqq")
_BLOCK_RECORDING_SIGNAL_EVENT = struct.Struct("<qqqqqi")
_BLOCK_RECORDING_STOPPED = struct.Struct("<qqq")
_BLOCK_REPLAY_TOKEN_REQUEST = struct.Struct("<qqq")
_BLOCK_START_POSITION_REQUEST = struct.Struct("<qqq")
_BLOCK_STOP_ALL_REPLAYS_REQUEST = struct.Struct("<qqq")
_BLOCK_STOP_POSITION_REQUEST = struct.Struct("<qqq")
_BLOCK_STOP_RECORDING_BY_IDENTITY_REQUEST = struct.Struct("<qqq")
_BLOCK_STOP_RECORDING_SUBSCRIPTION_REQUEST = struct.Struct("<qqq")
_BLOCK_STOP_REPLAY_REQUEST = struct.Struct("<qqq")
_BLOCK_STOP_REPLICATION_REQUEST = struct.Struct("<qqq")
_BLOCK_TRUNCATE_RECORDING_REQUEST = struct.Struct("<qqqq")
_HEADER = struct.Struct("<HHHH")
_L_H = struct.Struct("<H")
_L_I = struct.Struct("<I")
_L_b = struct.Struct("<b")
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


class BooleanType(enum.IntEnum):
    """Boolean as a 32-bit integer (SBE enum over int32)."""

    FALSE = 0
    TRUE = 1
    NULL_VAL = -2147483648


_BOOLEAN_TYPE_BY_VALUE = {int(m): m for m in BooleanType}.get


class ControlResponseCode(enum.IntEnum):
    """Outcome of a control request (SBE enum over int32)."""

    OK = 0  # Request done
    ERROR = 1  # Request failed; see errorMessage
    RECORDING_UNKNOWN = 2  # No recording with that id
    SUBSCRIPTION_UNKNOWN = 3  # No recording subscription with that id
    NULL_VAL = -2147483648


_CONTROL_RESPONSE_CODE_BY_VALUE = {int(m): m for m in ControlResponseCode}.get


class RecordingSignal(enum.IntEnum):
    """What just happened to a recording (SBE enum over int32)."""

    START = 0
    STOP = 1
    EXTEND = 2
    REPLICATE = 3
    MERGE = 4
    SYNC = 5
    DELETE = 6
    REPLICATE_END = 7
    NULL_VAL = -2147483648


_RECORDING_SIGNAL_BY_VALUE = {int(m): m for m in RecordingSignal}.get


class RecordingState(enum.IntEnum):
    """Catalog state of a recording entry (SBE enum over int32)."""

    INVALID = 0
    VALID = 1
    DELETED = 2
    NULL_VAL = -2147483648


_RECORDING_STATE_BY_VALUE = {int(m): m for m in RecordingState}.get


class SourceLocation(enum.IntEnum):
    """Whether the recorded stream is local to the archive's driver (SBE enum over int32)."""

    LOCAL = 0
    REMOTE = 1
    NULL_VAL = -2147483648


_SOURCE_LOCATION_BY_VALUE = {int(m): m for m in SourceLocation}.get


def _skip1_error_message(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ControlResponse.error_message without decoding it."""
    if pos + 4 > end:
        raise _short("ControlResponse", "error_message", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ControlResponse", "error_message", start, pos - start, end)
    return pos


def _skip2_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ConnectRequest.response_channel without decoding it."""
    if pos + 4 > end:
        raise _short("ConnectRequest", "response_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ConnectRequest", "response_channel", start, pos - start, end)
    return pos


def _skip3_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over StartRecordingRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("StartRecordingRequest", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("StartRecordingRequest", "channel", start, pos - start, end)
    return pos


def _skip4_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over StopRecordingRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("StopRecordingRequest", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("StopRecordingRequest", "channel", start, pos - start, end)
    return pos


def _skip5_replay_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplayRequest.replay_channel without decoding it."""
    if pos + 4 > end:
        raise _short("ReplayRequest", "replay_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplayRequest", "replay_channel", start, pos - start, end)
    return pos


def _skip6_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ListRecordingsForUriRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("ListRecordingsForUriRequest", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ListRecordingsForUriRequest", "channel", start, pos - start, end)
    return pos


def _skip7_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ExtendRecordingRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("ExtendRecordingRequest", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ExtendRecordingRequest", "channel", start, pos - start, end)
    return pos


def _skip8_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over FindLastMatchingRecordingRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("FindLastMatchingRecordingRequest", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("FindLastMatchingRecordingRequest", "channel", start, pos - start, end)
    return pos


def _skip9_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ListRecordingSubscriptionsRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("ListRecordingSubscriptionsRequest", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ListRecordingSubscriptionsRequest", "channel", start, pos - start, end)
    return pos


def _skip10_replay_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over BoundedReplayRequest.replay_channel without decoding it."""
    if pos + 4 > end:
        raise _short("BoundedReplayRequest", "replay_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("BoundedReplayRequest", "replay_channel", start, pos - start, end)
    return pos


def _skip11_stripped_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RecordingDescriptor.stripped_channel without decoding it."""
    if pos + 4 > end:
        raise _short("RecordingDescriptor", "stripped_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RecordingDescriptor", "stripped_channel", start, pos - start, end)
    return pos


def _skip12_original_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RecordingDescriptor.original_channel without decoding it."""
    if pos + 4 > end:
        raise _short("RecordingDescriptor", "original_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RecordingDescriptor", "original_channel", start, pos - start, end)
    return pos


def _skip13_source_identity(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RecordingDescriptor.source_identity without decoding it."""
    if pos + 4 > end:
        raise _short("RecordingDescriptor", "source_identity", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RecordingDescriptor", "source_identity", start, pos - start, end)
    return pos


def _skip14_stripped_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RecordingSubscriptionDescriptor.stripped_channel without decoding it."""
    if pos + 4 > end:
        raise _short("RecordingSubscriptionDescriptor", "stripped_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RecordingSubscriptionDescriptor", "stripped_channel", start, pos - start, end)
    return pos


def _skip15_src_control_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest.src_control_channel without decoding it."""
    if pos + 4 > end:
        raise _short("ReplicateRequest", "src_control_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest", "src_control_channel", start, pos - start, end)
    return pos


def _skip16_live_destination(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest.live_destination without decoding it."""
    if pos + 4 > end:
        raise _short("ReplicateRequest", "live_destination", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest", "live_destination", start, pos - start, end)
    return pos


def _skip17_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AuthConnectRequest.response_channel without decoding it."""
    if pos + 4 > end:
        raise _short("AuthConnectRequest", "response_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AuthConnectRequest", "response_channel", start, pos - start, end)
    return pos


def _skip18_encoded_credentials(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AuthConnectRequest.encoded_credentials without decoding it."""
    if pos + 4 > end:
        raise _short("AuthConnectRequest", "encoded_credentials", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AuthConnectRequest", "encoded_credentials", start, pos - start, end)
    return pos


def _skip19_client_info(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AuthConnectRequest.client_info without decoding it."""
    if version < 12:
        return pos
    if pos + 4 > end:
        raise _short("AuthConnectRequest", "client_info", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AuthConnectRequest", "client_info", start, pos - start, end)
    return pos


def _skip20_encoded_challenge(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over Challenge.encoded_challenge without decoding it."""
    if pos + 4 > end:
        raise _short("Challenge", "encoded_challenge", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("Challenge", "encoded_challenge", start, pos - start, end)
    return pos


def _skip21_encoded_credentials(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ChallengeResponse.encoded_credentials without decoding it."""
    if pos + 4 > end:
        raise _short("ChallengeResponse", "encoded_credentials", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ChallengeResponse", "encoded_credentials", start, pos - start, end)
    return pos


def _skip22_src_control_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over TaggedReplicateRequest.src_control_channel without decoding it."""
    if pos + 4 > end:
        raise _short("TaggedReplicateRequest", "src_control_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("TaggedReplicateRequest", "src_control_channel", start, pos - start, end)
    return pos


def _skip23_live_destination(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over TaggedReplicateRequest.live_destination without decoding it."""
    if pos + 4 > end:
        raise _short("TaggedReplicateRequest", "live_destination", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("TaggedReplicateRequest", "live_destination", start, pos - start, end)
    return pos


def _skip24_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over StartRecordingRequest2.channel without decoding it."""
    if pos + 4 > end:
        raise _short("StartRecordingRequest2", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("StartRecordingRequest2", "channel", start, pos - start, end)
    return pos


def _skip25_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ExtendRecordingRequest2.channel without decoding it."""
    if pos + 4 > end:
        raise _short("ExtendRecordingRequest2", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ExtendRecordingRequest2", "channel", start, pos - start, end)
    return pos


def _skip26_src_control_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest2.src_control_channel without decoding it."""
    if pos + 4 > end:
        raise _short("ReplicateRequest2", "src_control_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest2", "src_control_channel", start, pos - start, end)
    return pos


def _skip27_live_destination(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest2.live_destination without decoding it."""
    if pos + 4 > end:
        raise _short("ReplicateRequest2", "live_destination", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest2", "live_destination", start, pos - start, end)
    return pos


def _skip28_replication_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest2.replication_channel without decoding it."""
    if pos + 4 > end:
        raise _short("ReplicateRequest2", "replication_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest2", "replication_channel", start, pos - start, end)
    return pos


def _skip29_encoded_credentials(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest2.encoded_credentials without decoding it."""
    if version < 8:
        return pos
    if pos + 4 > end:
        raise _short("ReplicateRequest2", "encoded_credentials", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest2", "encoded_credentials", start, pos - start, end)
    return pos


def _skip30_src_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest2.src_response_channel without decoding it."""
    if version < 10:
        return pos
    if pos + 4 > end:
        raise _short("ReplicateRequest2", "src_response_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest2", "src_response_channel", start, pos - start, end)
    return pos


def _skip31_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RecordingStarted.channel without decoding it."""
    if pos + 4 > end:
        raise _short("RecordingStarted", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RecordingStarted", "channel", start, pos - start, end)
    return pos


def _skip32_source_identity(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RecordingStarted.source_identity without decoding it."""
    if pos + 4 > end:
        raise _short("RecordingStarted", "source_identity", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RecordingStarted", "source_identity", start, pos - start, end)
    return pos


def _skip33_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over UpdateChannelRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("UpdateChannelRequest", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("UpdateChannelRequest", "channel", start, pos - start, end)
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


class ControlResponseDecoder(_Flyweight):
    """Reads ControlResponse (template id 1): Answer to one control request."""

    TEMPLATE_ID = 1
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ControlResponse"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("relevant_id", 24),
        ("code", 28),
        ("version", 32),
    )
    _SKIPS = (_skip1_error_message,)
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
            buffer, end = _bounds(buffer, offset, length, "ControlResponse")
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
            buffer, end = _bounds(buffer, offset, length, "ControlResponse")
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0: Session the answer belongs to"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8: Correlation id of the request"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def relevant_id(self) -> int:
        """relevantId (id 3), offset 16: Id the answer is about, or an error code"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("relevant_id", self._offset + 16, 8, self._end) from None

    @property
    def code(self) -> ControlResponseCode | int:
        """code (id 4), offset 24"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("code", self._offset + 24, 4, self._end) from None
        return _CONTROL_RESPONSE_CODE_BY_VALUE(value, value)

    @property
    def version(self) -> int | None:
        """version (id 5), offset 28, since version 4: Archive protocol version"""
        if self._acting_version < 4 or self._block_length < 32:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 28, 4, self._end) from None
        return None if value == 0 else value

    @property
    def error_message(self) -> str:
        """Var data errorMessage (id 6, ascii): Empty unless code is ERROR."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("error_message", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("error_message", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("error_message", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "relevant_id": self.relevant_id,
            "code": _enum_name(self.code),
            "version": self.version,
            "error_message": self.error_message,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ControlResponseEncoder(_Flyweight):
    """Writes ControlResponse (template id 1): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 1
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ControlResponse"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("relevant_id", 24),
        ("code", 28),
        ("version", 32),
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
            buffer, end = _bounds(buffer, offset, length, "ControlResponse")
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
            buffer, end = _bounds(buffer, offset, length, "ControlResponse")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0: Session the answer belongs to"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8: Correlation id of the request"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_relevant_id(self, value: int) -> None:
        """relevantId (id 3), offset 16: Id the answer is about, or an error code"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("relevant_id", value, exc) from None

    relevant_id = property(None, _set_relevant_id)

    def _set_code(self, value: ControlResponseCode | int | None) -> None:
        """code (id 4), offset 24"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("code", value, exc) from None

    code = property(None, _set_code)

    def _set_version(self, value: int | None) -> None:
        """version (id 5), offset 28, since version 4: Archive protocol version"""
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def put_error_message(self, value: str | bytes) -> Self:
        """Appends var data errorMessage (ascii text, at most 1073741824 bytes) after what was written before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "error_message")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("error_message", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ConnectRequestDecoder(_Flyweight):
    """Reads ConnectRequest (template id 2): Open a control session, naming where answers go."""

    TEMPLATE_ID = 2
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ConnectRequest"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("response_stream_id", 12), ("version", 16))
    _SKIPS = (_skip2_response_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "ConnectRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ConnectRequest")
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

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "response_stream_id": self.response_stream_id,
            "version": self.version,
            "response_channel": self.response_channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ConnectRequestEncoder(_Flyweight):
    """Writes ConnectRequest (template id 2): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 2
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ConnectRequest"
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
            buffer, end = _bounds(buffer, offset, length, "ConnectRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ConnectRequest")
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

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class CloseSessionRequestDecoder(_Flyweight):
    """Reads CloseSessionRequest (template id 3): End a control session."""

    TEMPLATE_ID = 3
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CloseSessionRequest"
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("control_session_id",)
    _FIELD_ENDS = (("control_session_id", 8),)
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
            buffer, end = _bounds(buffer, offset, length, "CloseSessionRequest")
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
            buffer, end = _bounds(buffer, offset, length, "CloseSessionRequest")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"CloseSessionRequest: offset {offset} is negative")
        try:
            return _BLOCK_CLOSE_SESSION_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("CloseSessionRequest", "<block>", offset, 8, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class CloseSessionRequestEncoder(_Flyweight):
    """Writes CloseSessionRequest (template id 3): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CloseSessionRequest"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("control_session_id", 8),)
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
            buffer, end = _bounds(buffer, offset, length, "CloseSessionRequest")
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
            buffer, end = _bounds(buffer, offset, length, "CloseSessionRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StartRecordingRequestDecoder(_Flyweight):
    """Reads StartRecordingRequest (template id 4): Record every image of channel and stream."""

    TEMPLATE_ID = 4
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StartRecordingRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("stream_id", 20),
        ("source_location", 24),
    )
    _SKIPS = (_skip3_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "StartRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StartRecordingRequest")
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 16, 4, self._end) from None

    @property
    def source_location(self) -> SourceLocation | int:
        """sourceLocation (id 4), offset 20"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("source_location", self._offset + 20, 4, self._end) from None
        return _SOURCE_LOCATION_BY_VALUE(value, value)

    @property
    def channel(self) -> str:
        """Var data channel (id 5, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "stream_id": self.stream_id,
            "source_location": _enum_name(self.source_location),
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StartRecordingRequestEncoder(_Flyweight):
    """Writes StartRecordingRequest (template id 4): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 4
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StartRecordingRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("stream_id", 20),
        ("source_location", 24),
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
            buffer, end = _bounds(buffer, offset, length, "StartRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StartRecordingRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_source_location(self, value: SourceLocation | int | None) -> None:
        """sourceLocation (id 4), offset 20"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("source_location", value, exc) from None

    source_location = property(None, _set_source_location)

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopRecordingRequestDecoder(_Flyweight):
    """Reads StopRecordingRequest (template id 5): Stop recording a channel and stream."""

    TEMPLATE_ID = 5
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopRecordingRequest"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("stream_id", 20))
    _SKIPS = (_skip4_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "StopRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopRecordingRequest")
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 16, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "stream_id": self.stream_id,
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StopRecordingRequestEncoder(_Flyweight):
    """Writes StopRecordingRequest (template id 5): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 5
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopRecordingRequest"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("stream_id", 20))
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
            buffer, end = _bounds(buffer, offset, length, "StopRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopRecordingRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ReplayRequestDecoder(_Flyweight):
    """Reads ReplayRequest (template id 6): Replay a range of a recording to a channel."""

    TEMPLATE_ID = 6
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ReplayRequest"
    BLOCK_LENGTH = 56
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("position", 32),
        ("length", 40),
        ("replay_stream_id", 44),
        ("file_io_max_length", 48),
        ("replay_token", 56),
    )
    _SKIPS = (_skip5_replay_channel,)
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
        self._block_length = 56
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 56,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ReplayRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ReplayRequest")
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    @property
    def position(self) -> int:
        """position (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("position", self._offset + 24, 8, self._end) from None

    @property
    def length(self) -> int:
        """length (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("length", self._offset + 32, 8, self._end) from None

    @property
    def replay_stream_id(self) -> int:
        """replayStreamId (id 6), offset 40"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("replay_stream_id", self._offset + 40, 4, self._end) from None

    @property
    def file_io_max_length(self) -> int | None:
        """fileIoMaxLength (id 8), offset 44, since version 7"""
        if self._acting_version < 7 or self._block_length < 48:
            return None
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 44)[0]
        except struct.error:
            raise self._truncated("file_io_max_length", self._offset + 44, 4, self._end) from None

    @property
    def replay_token(self) -> int | None:
        """replayToken (id 9), offset 48, since version 10"""
        if self._acting_version < 10 or self._block_length < 56:
            return None
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise self._truncated("replay_token", self._offset + 48, 8, self._end) from None

    @property
    def replay_channel(self) -> str:
        """Var data replayChannel (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("replay_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("replay_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("replay_channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
            "position": self.position,
            "length": self.length,
            "replay_stream_id": self.replay_stream_id,
            "file_io_max_length": self.file_io_max_length,
            "replay_token": self.replay_token,
            "replay_channel": self.replay_channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ReplayRequestEncoder(_Flyweight):
    """Writes ReplayRequest (template id 6): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 6
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ReplayRequest"
    BLOCK_LENGTH = 56
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("position", 32),
        ("length", 40),
        ("replay_stream_id", 44),
        ("file_io_max_length", 48),
        ("replay_token", 56),
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
            buffer, end = _bounds(buffer, offset, length, "ReplayRequest")
        if offset + 56 > end:
            raise self._too_short(offset, 56, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 56
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ReplayRequest")
        if offset + 64 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 64, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 64
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_position(self, value: int) -> None:
        """position (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("position", value, exc) from None

    position = property(None, _set_position)

    def _set_length(self, value: int) -> None:
        """length (id 5), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("length", value, exc) from None

    length = property(None, _set_length)

    def _set_replay_stream_id(self, value: int) -> None:
        """replayStreamId (id 6), offset 40"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("replay_stream_id", value, exc) from None

    replay_stream_id = property(None, _set_replay_stream_id)

    def _set_file_io_max_length(self, value: int) -> None:
        """fileIoMaxLength (id 8), offset 44, since version 7"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 44, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("file_io_max_length", value, exc) from None

    file_io_max_length = property(None, _set_file_io_max_length)

    def _set_replay_token(self, value: int) -> None:
        """replayToken (id 9), offset 48, since version 10"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("replay_token", value, exc) from None

    replay_token = property(None, _set_replay_token)

    def put_replay_channel(self, value: str | bytes) -> Self:
        """Appends var data replayChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "replay_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("replay_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopReplayRequestDecoder(_Flyweight):
    """Reads StopReplayRequest (template id 7): Stop one replay session."""

    TEMPLATE_ID = 7
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopReplayRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "replay_session_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("replay_session_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StopReplayRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopReplayRequest")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"StopReplayRequest: offset {offset} is negative")
        try:
            return _BLOCK_STOP_REPLAY_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("StopReplayRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def replay_session_id(self) -> int:
        """replaySessionId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("replay_session_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "replay_session_id": self.replay_session_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StopReplayRequestEncoder(_Flyweight):
    """Writes StopReplayRequest (template id 7): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 7
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopReplayRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("replay_session_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StopReplayRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopReplayRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_replay_session_id(self, value: int) -> None:
        """replaySessionId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("replay_session_id", value, exc) from None

    replay_session_id = property(None, _set_replay_session_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ListRecordingsRequestDecoder(_Flyweight):
    """Reads ListRecordingsRequest (template id 8): List descriptors from a recording id on."""

    TEMPLATE_ID = 8
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ListRecordingsRequest"
    BLOCK_LENGTH = 28
    FIELD_NAMES = ("control_session_id", "correlation_id", "from_recording_id", "record_count")
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("from_recording_id", 24),
        ("record_count", 28),
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingsRequest")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"ListRecordingsRequest: offset {offset} is negative")
        try:
            return _BLOCK_LIST_RECORDINGS_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ListRecordingsRequest", "<block>", offset, 28, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def from_recording_id(self) -> int:
        """fromRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("from_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def record_count(self) -> int:
        """recordCount (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("record_count", self._offset + 24, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "from_recording_id": self.from_recording_id,
            "record_count": self.record_count,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ListRecordingsRequestEncoder(_Flyweight):
    """Writes ListRecordingsRequest (template id 8): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 8
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ListRecordingsRequest"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("from_recording_id", 24),
        ("record_count", 28),
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingsRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_from_recording_id(self, value: int) -> None:
        """fromRecordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("from_recording_id", value, exc) from None

    from_recording_id = property(None, _set_from_recording_id)

    def _set_record_count(self, value: int) -> None:
        """recordCount (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("record_count", value, exc) from None

    record_count = property(None, _set_record_count)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ListRecordingsForUriRequestDecoder(_Flyweight):
    """Reads ListRecordingsForUriRequest (template id 9): List descriptors matching a channel and stream."""

    TEMPLATE_ID = 9
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ListRecordingsForUriRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("from_recording_id", 24),
        ("record_count", 28),
        ("stream_id", 32),
    )
    _SKIPS = (_skip6_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingsForUriRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingsForUriRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 9:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 9"
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def from_recording_id(self) -> int:
        """fromRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("from_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def record_count(self) -> int:
        """recordCount (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("record_count", self._offset + 24, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 5), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 28, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "from_recording_id": self.from_recording_id,
            "record_count": self.record_count,
            "stream_id": self.stream_id,
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ListRecordingsForUriRequestEncoder(_Flyweight):
    """Writes ListRecordingsForUriRequest (template id 9): set fields, then groups and var data in schema
    order.
    """

    TEMPLATE_ID = 9
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ListRecordingsForUriRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("from_recording_id", 24),
        ("record_count", 28),
        ("stream_id", 32),
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingsForUriRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingsForUriRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_from_recording_id(self, value: int) -> None:
        """fromRecordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("from_recording_id", value, exc) from None

    from_recording_id = property(None, _set_from_recording_id)

    def _set_record_count(self, value: int) -> None:
        """recordCount (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("record_count", value, exc) from None

    record_count = property(None, _set_record_count)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 5), offset 28"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ListRecordingRequestDecoder(_Flyweight):
    """Reads ListRecordingRequest (template id 10): Ask for the descriptor of one recording."""

    TEMPLATE_ID = 10
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ListRecordingRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 10:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 10"
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
            raise CodecError(f"ListRecordingRequest: offset {offset} is negative")
        try:
            return _BLOCK_LIST_RECORDING_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ListRecordingRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ListRecordingRequestEncoder(_Flyweight):
    """Writes ListRecordingRequest (template id 10): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 10
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ListRecordingRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ExtendRecordingRequestDecoder(_Flyweight):
    """Reads ExtendRecordingRequest (template id 11): Append new images to a stopped recording."""

    TEMPLATE_ID = 11
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ExtendRecordingRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("stream_id", 28),
        ("source_location", 32),
    )
    _SKIPS = (_skip7_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "ExtendRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ExtendRecordingRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 11:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 11"
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 24, 4, self._end) from None

    @property
    def source_location(self) -> SourceLocation | int:
        """sourceLocation (id 5), offset 28"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("source_location", self._offset + 28, 4, self._end) from None
        return _SOURCE_LOCATION_BY_VALUE(value, value)

    @property
    def channel(self) -> str:
        """Var data channel (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
            "stream_id": self.stream_id,
            "source_location": _enum_name(self.source_location),
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ExtendRecordingRequestEncoder(_Flyweight):
    """Writes ExtendRecordingRequest (template id 11): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 11
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ExtendRecordingRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("stream_id", 28),
        ("source_location", 32),
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
            buffer, end = _bounds(buffer, offset, length, "ExtendRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ExtendRecordingRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_source_location(self, value: SourceLocation | int | None) -> None:
        """sourceLocation (id 5), offset 28"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("source_location", value, exc) from None

    source_location = property(None, _set_source_location)

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingPositionRequestDecoder(_Flyweight):
    """Reads RecordingPositionRequest (template id 12): Ask for the position of an active recording."""

    TEMPLATE_ID = 12
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingPositionRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RecordingPositionRequest")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingPositionRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 12:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 12"
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
            raise CodecError(f"RecordingPositionRequest: offset {offset} is negative")
        try:
            return _BLOCK_RECORDING_POSITION_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("RecordingPositionRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RecordingPositionRequestEncoder(_Flyweight):
    """Writes RecordingPositionRequest (template id 12): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 12
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingPositionRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RecordingPositionRequest")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingPositionRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class TruncateRecordingRequestDecoder(_Flyweight):
    """Reads TruncateRecordingRequest (template id 13): Cut a stopped recording back to a position."""

    TEMPLATE_ID = 13
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "TruncateRecordingRequest"
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id", "position")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("position", 32))
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
            buffer, end = _bounds(buffer, offset, length, "TruncateRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "TruncateRecordingRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 13:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 13"
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
            raise CodecError(f"TruncateRecordingRequest: offset {offset} is negative")
        try:
            return _BLOCK_TRUNCATE_RECORDING_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("TruncateRecordingRequest", "<block>", offset, 32, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    @property
    def position(self) -> int:
        """position (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("position", self._offset + 24, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
            "position": self.position,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class TruncateRecordingRequestEncoder(_Flyweight):
    """Writes TruncateRecordingRequest (template id 13): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 13
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "TruncateRecordingRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("position", 32))
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
            buffer, end = _bounds(buffer, offset, length, "TruncateRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "TruncateRecordingRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_position(self, value: int) -> None:
        """position (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("position", value, exc) from None

    position = property(None, _set_position)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopRecordingSubscriptionRequestDecoder(_Flyweight):
    """Reads StopRecordingSubscriptionRequest (template id 14): Stop recording by subscription id."""

    TEMPLATE_ID = 14
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopRecordingSubscriptionRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "subscription_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("subscription_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StopRecordingSubscriptionRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopRecordingSubscriptionRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 14:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 14"
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
            raise CodecError(f"StopRecordingSubscriptionRequest: offset {offset} is negative")
        try:
            return _BLOCK_STOP_RECORDING_SUBSCRIPTION_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("StopRecordingSubscriptionRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def subscription_id(self) -> int:
        """subscriptionId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("subscription_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "subscription_id": self.subscription_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StopRecordingSubscriptionRequestEncoder(_Flyweight):
    """Writes StopRecordingSubscriptionRequest (template id 14): set fields, then groups and var data in
    schema order.
    """

    TEMPLATE_ID = 14
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopRecordingSubscriptionRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("subscription_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StopRecordingSubscriptionRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopRecordingSubscriptionRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_subscription_id(self, value: int) -> None:
        """subscriptionId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("subscription_id", value, exc) from None

    subscription_id = property(None, _set_subscription_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopPositionRequestDecoder(_Flyweight):
    """Reads StopPositionRequest (template id 15): Ask where a recording stopped."""

    TEMPLATE_ID = 15
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopPositionRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StopPositionRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopPositionRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 15:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 15"
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
            raise CodecError(f"StopPositionRequest: offset {offset} is negative")
        try:
            return _BLOCK_STOP_POSITION_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("StopPositionRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StopPositionRequestEncoder(_Flyweight):
    """Writes StopPositionRequest (template id 15): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 15
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopPositionRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StopPositionRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopPositionRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class FindLastMatchingRecordingRequestDecoder(_Flyweight):
    """Reads FindLastMatchingRecordingRequest (template id 16): Search backwards for the newest recording
    matching session, stream and channel.
    """

    TEMPLATE_ID = 16
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "FindLastMatchingRecordingRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("min_recording_id", 24),
        ("session_id", 28),
        ("stream_id", 32),
    )
    _SKIPS = (_skip8_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "FindLastMatchingRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "FindLastMatchingRecordingRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 16:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 16"
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def min_recording_id(self) -> int:
        """minRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("min_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 24, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 5), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 28, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "min_recording_id": self.min_recording_id,
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class FindLastMatchingRecordingRequestEncoder(_Flyweight):
    """Writes FindLastMatchingRecordingRequest (template id 16): set fields, then groups and var data in
    schema order.
    """

    TEMPLATE_ID = 16
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "FindLastMatchingRecordingRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("min_recording_id", 24),
        ("session_id", 28),
        ("stream_id", 32),
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
            buffer, end = _bounds(buffer, offset, length, "FindLastMatchingRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "FindLastMatchingRecordingRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_min_recording_id(self, value: int) -> None:
        """minRecordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("min_recording_id", value, exc) from None

    min_recording_id = property(None, _set_min_recording_id)

    def _set_session_id(self, value: int) -> None:
        """sessionId (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 5), offset 28"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ListRecordingSubscriptionsRequestDecoder(_Flyweight):
    """Reads ListRecordingSubscriptionsRequest (template id 17): Page through active recording subscriptions.
    """

    TEMPLATE_ID = 17
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ListRecordingSubscriptionsRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("pseudo_index", 20),
        ("subscription_count", 24),
        ("apply_stream_id", 28),
        ("stream_id", 32),
    )
    _SKIPS = (_skip9_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingSubscriptionsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingSubscriptionsRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 17:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 17"
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def pseudo_index(self) -> int:
        """pseudoIndex (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("pseudo_index", self._offset + 16, 4, self._end) from None

    @property
    def subscription_count(self) -> int:
        """subscriptionCount (id 4), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("subscription_count", self._offset + 20, 4, self._end) from None

    @property
    def apply_stream_id(self) -> BooleanType | int:
        """applyStreamId (id 5), offset 24"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("apply_stream_id", self._offset + 24, 4, self._end) from None
        return _BOOLEAN_TYPE_BY_VALUE(value, value)

    @property
    def stream_id(self) -> int:
        """streamId (id 6), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 28, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "pseudo_index": self.pseudo_index,
            "subscription_count": self.subscription_count,
            "apply_stream_id": _enum_name(self.apply_stream_id),
            "stream_id": self.stream_id,
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ListRecordingSubscriptionsRequestEncoder(_Flyweight):
    """Writes ListRecordingSubscriptionsRequest (template id 17): set fields, then groups and var data in
    schema order.
    """

    TEMPLATE_ID = 17
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ListRecordingSubscriptionsRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("pseudo_index", 20),
        ("subscription_count", 24),
        ("apply_stream_id", 28),
        ("stream_id", 32),
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingSubscriptionsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ListRecordingSubscriptionsRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_pseudo_index(self, value: int) -> None:
        """pseudoIndex (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("pseudo_index", value, exc) from None

    pseudo_index = property(None, _set_pseudo_index)

    def _set_subscription_count(self, value: int) -> None:
        """subscriptionCount (id 4), offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("subscription_count", value, exc) from None

    subscription_count = property(None, _set_subscription_count)

    def _set_apply_stream_id(self, value: BooleanType | int | None) -> None:
        """applyStreamId (id 5), offset 24"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("apply_stream_id", value, exc) from None

    apply_stream_id = property(None, _set_apply_stream_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 6), offset 28"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class BoundedReplayRequestDecoder(_Flyweight):
    """Reads BoundedReplayRequest (template id 18): Replay limited by a position counter."""

    TEMPLATE_ID = 18
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "BoundedReplayRequest"
    BLOCK_LENGTH = 60
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("position", 32),
        ("length", 40),
        ("limit_counter_id", 44),
        ("replay_stream_id", 48),
        ("file_io_max_length", 52),
        ("replay_token", 60),
    )
    _SKIPS = (_skip10_replay_channel,)
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
        self._block_length = 60
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

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
            buffer, end = _bounds(buffer, offset, length, "BoundedReplayRequest")
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
            buffer, end = _bounds(buffer, offset, length, "BoundedReplayRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 18:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 18"
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    @property
    def position(self) -> int:
        """position (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("position", self._offset + 24, 8, self._end) from None

    @property
    def length(self) -> int:
        """length (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("length", self._offset + 32, 8, self._end) from None

    @property
    def limit_counter_id(self) -> int:
        """limitCounterId (id 6), offset 40"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("limit_counter_id", self._offset + 40, 4, self._end) from None

    @property
    def replay_stream_id(self) -> int:
        """replayStreamId (id 7), offset 44"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 44)[0]
        except struct.error:
            raise self._truncated("replay_stream_id", self._offset + 44, 4, self._end) from None

    @property
    def file_io_max_length(self) -> int | None:
        """fileIoMaxLength (id 9), offset 48, since version 7"""
        if self._acting_version < 7 or self._block_length < 52:
            return None
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise self._truncated("file_io_max_length", self._offset + 48, 4, self._end) from None

    @property
    def replay_token(self) -> int | None:
        """replayToken (id 10), offset 52, since version 10"""
        if self._acting_version < 10 or self._block_length < 60:
            return None
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 52)[0]
        except struct.error:
            raise self._truncated("replay_token", self._offset + 52, 8, self._end) from None

    @property
    def replay_channel(self) -> str:
        """Var data replayChannel (id 8, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("replay_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("replay_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("replay_channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
            "position": self.position,
            "length": self.length,
            "limit_counter_id": self.limit_counter_id,
            "replay_stream_id": self.replay_stream_id,
            "file_io_max_length": self.file_io_max_length,
            "replay_token": self.replay_token,
            "replay_channel": self.replay_channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class BoundedReplayRequestEncoder(_Flyweight):
    """Writes BoundedReplayRequest (template id 18): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 18
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "BoundedReplayRequest"
    BLOCK_LENGTH = 60
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("position", 32),
        ("length", 40),
        ("limit_counter_id", 44),
        ("replay_stream_id", 48),
        ("file_io_max_length", 52),
        ("replay_token", 60),
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
            buffer, end = _bounds(buffer, offset, length, "BoundedReplayRequest")
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
            buffer, end = _bounds(buffer, offset, length, "BoundedReplayRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_position(self, value: int) -> None:
        """position (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("position", value, exc) from None

    position = property(None, _set_position)

    def _set_length(self, value: int) -> None:
        """length (id 5), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("length", value, exc) from None

    length = property(None, _set_length)

    def _set_limit_counter_id(self, value: int) -> None:
        """limitCounterId (id 6), offset 40"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("limit_counter_id", value, exc) from None

    limit_counter_id = property(None, _set_limit_counter_id)

    def _set_replay_stream_id(self, value: int) -> None:
        """replayStreamId (id 7), offset 44"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 44, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("replay_stream_id", value, exc) from None

    replay_stream_id = property(None, _set_replay_stream_id)

    def _set_file_io_max_length(self, value: int) -> None:
        """fileIoMaxLength (id 9), offset 48, since version 7"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("file_io_max_length", value, exc) from None

    file_io_max_length = property(None, _set_file_io_max_length)

    def _set_replay_token(self, value: int) -> None:
        """replayToken (id 10), offset 52, since version 10"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 52, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("replay_token", value, exc) from None

    replay_token = property(None, _set_replay_token)

    def put_replay_channel(self, value: str | bytes) -> Self:
        """Appends var data replayChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "replay_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("replay_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopAllReplaysRequestDecoder(_Flyweight):
    """Reads StopAllReplaysRequest (template id 19): Stop every replay, or those of one recording."""

    TEMPLATE_ID = 19
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopAllReplaysRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StopAllReplaysRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopAllReplaysRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 19:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 19"
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
            raise CodecError(f"StopAllReplaysRequest: offset {offset} is negative")
        try:
            return _BLOCK_STOP_ALL_REPLAYS_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("StopAllReplaysRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StopAllReplaysRequestEncoder(_Flyweight):
    """Writes StopAllReplaysRequest (template id 19): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 19
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopAllReplaysRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StopAllReplaysRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopAllReplaysRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class CatalogHeaderDecoder(_Flyweight):
    """Reads CatalogHeader (template id 20): First record of the catalog: version and entry alignment."""

    TEMPLATE_ID = 20
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CatalogHeader"
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("version", "length", "next_recording_id", "alignment", "reserved")
    _FIELD_ENDS = (
        ("version", 4),
        ("length", 8),
        ("next_recording_id", 16),
        ("alignment", 20),
        ("reserved", 32),
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
            buffer, end = _bounds(buffer, offset, length, "CatalogHeader")
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
            buffer, end = _bounds(buffer, offset, length, "CatalogHeader")
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
            raise CodecError(f"CatalogHeader: offset {offset} is negative")
        try:
            return _BLOCK_CATALOG_HEADER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("CatalogHeader", "<block>", offset, 32, len(buffer)) from None

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
    def version(self) -> int:
        """version (id 1), offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("version", self._offset, 4, self._end) from None

    @property
    def length(self) -> int:
        """length (id 2), offset 4"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("length", self._offset + 4, 4, self._end) from None

    @property
    def next_recording_id(self) -> int:
        """nextRecordingId (id 3), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("next_recording_id", self._offset + 8, 8, self._end) from None

    @property
    def alignment(self) -> int:
        """alignment (id 4), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("alignment", self._offset + 16, 4, self._end) from None

    @property
    def reserved(self) -> int:
        """reserved (id 5), offset 31"""
        try:
            return _L_b.unpack_from(self._buffer, self._offset + 31)[0]
        except struct.error:
            raise self._truncated("reserved", self._offset + 31, 1, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "version": self.version,
            "length": self.length,
            "next_recording_id": self.next_recording_id,
            "alignment": self.alignment,
            "reserved": self.reserved,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class CatalogHeaderEncoder(_Flyweight):
    """Writes CatalogHeader (template id 20): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 20
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "CatalogHeader"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("version", 4),
        ("length", 8),
        ("next_recording_id", 16),
        ("alignment", 20),
        ("reserved", 32),
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
            buffer, end = _bounds(buffer, offset, length, "CatalogHeader")
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
            buffer, end = _bounds(buffer, offset, length, "CatalogHeader")
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

    def _set_version(self, value: int) -> None:
        """version (id 1), offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_length(self, value: int) -> None:
        """length (id 2), offset 4"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("length", value, exc) from None

    length = property(None, _set_length)

    def _set_next_recording_id(self, value: int) -> None:
        """nextRecordingId (id 3), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("next_recording_id", value, exc) from None

    next_recording_id = property(None, _set_next_recording_id)

    def _set_alignment(self, value: int) -> None:
        """alignment (id 4), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("alignment", value, exc) from None

    alignment = property(None, _set_alignment)

    def _set_reserved(self, value: int) -> None:
        """reserved (id 5), offset 31"""
        try:
            _L_b.pack_into(self._buffer, self._offset + 31, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("reserved", value, exc) from None

    reserved = property(None, _set_reserved)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingDescriptorHeaderDecoder(_Flyweight):
    """Reads RecordingDescriptorHeader (template id 21): Prefix of each catalog entry."""

    TEMPLATE_ID = 21
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingDescriptorHeader"
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("length", "state", "checksum", "reserved")
    _FIELD_ENDS = (("length", 4), ("state", 8), ("checksum", 12), ("reserved", 32))
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
            buffer, end = _bounds(buffer, offset, length, "RecordingDescriptorHeader")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingDescriptorHeader")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"RecordingDescriptorHeader: offset {offset} is negative")
        try:
            return _BLOCK_RECORDING_DESCRIPTOR_HEADER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("RecordingDescriptorHeader", "<block>", offset, 32, len(buffer)) from None

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
    def length(self) -> int:
        """length (id 1), offset 0: Entry length in bytes, padding included"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("length", self._offset, 4, self._end) from None

    @property
    def state(self) -> RecordingState | int:
        """state (id 2), offset 4"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("state", self._offset + 4, 4, self._end) from None
        return _RECORDING_STATE_BY_VALUE(value, value)

    @property
    def checksum(self) -> int:
        """checksum (id 4), offset 8: Checksum over the descriptor that follows"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("checksum", self._offset + 8, 4, self._end) from None

    @property
    def reserved(self) -> int:
        """reserved (id 3), offset 31"""
        try:
            return _L_b.unpack_from(self._buffer, self._offset + 31)[0]
        except struct.error:
            raise self._truncated("reserved", self._offset + 31, 1, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "length": self.length,
            "state": _enum_name(self.state),
            "checksum": self.checksum,
            "reserved": self.reserved,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RecordingDescriptorHeaderEncoder(_Flyweight):
    """Writes RecordingDescriptorHeader (template id 21): set fields, then groups and var data in schema
    order.
    """

    TEMPLATE_ID = 21
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingDescriptorHeader"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("length", 4), ("state", 8), ("checksum", 12), ("reserved", 32))
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
            buffer, end = _bounds(buffer, offset, length, "RecordingDescriptorHeader")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingDescriptorHeader")
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

    def _set_length(self, value: int) -> None:
        """length (id 1), offset 0: Entry length in bytes, padding included"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("length", value, exc) from None

    length = property(None, _set_length)

    def _set_state(self, value: RecordingState | int | None) -> None:
        """state (id 2), offset 4"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("state", value, exc) from None

    state = property(None, _set_state)

    def _set_checksum(self, value: int) -> None:
        """checksum (id 4), offset 8: Checksum over the descriptor that follows"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("checksum", value, exc) from None

    checksum = property(None, _set_checksum)

    def _set_reserved(self, value: int) -> None:
        """reserved (id 3), offset 31"""
        try:
            _L_b.pack_into(self._buffer, self._offset + 31, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("reserved", value, exc) from None

    reserved = property(None, _set_reserved)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingDescriptorDecoder(_Flyweight):
    """Reads RecordingDescriptor (template id 22): A recording's metadata, in the catalog and in list answers.
    """

    TEMPLATE_ID = 22
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingDescriptor"
    BLOCK_LENGTH = 80
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("start_timestamp", 32),
        ("stop_timestamp", 40),
        ("start_position", 48),
        ("stop_position", 56),
        ("initial_term_id", 60),
        ("segment_file_length", 64),
        ("term_buffer_length", 68),
        ("mtu_length", 72),
        ("session_id", 76),
        ("stream_id", 80),
    )
    _SKIPS = (_skip11_stripped_channel, _skip12_original_channel, _skip13_source_identity)
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
        self._block_length = 80
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 80,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "RecordingDescriptor")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingDescriptor")
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    @property
    def start_timestamp(self) -> int:
        """startTimestamp (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("start_timestamp", self._offset + 24, 8, self._end) from None

    @property
    def stop_timestamp(self) -> int:
        """stopTimestamp (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("stop_timestamp", self._offset + 32, 8, self._end) from None

    @property
    def start_position(self) -> int:
        """startPosition (id 6), offset 40"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("start_position", self._offset + 40, 8, self._end) from None

    @property
    def stop_position(self) -> int:
        """stopPosition (id 7), offset 48"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise self._truncated("stop_position", self._offset + 48, 8, self._end) from None

    @property
    def initial_term_id(self) -> int:
        """initialTermId (id 8), offset 56"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 56)[0]
        except struct.error:
            raise self._truncated("initial_term_id", self._offset + 56, 4, self._end) from None

    @property
    def segment_file_length(self) -> int:
        """segmentFileLength (id 9), offset 60"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 60)[0]
        except struct.error:
            raise self._truncated("segment_file_length", self._offset + 60, 4, self._end) from None

    @property
    def term_buffer_length(self) -> int:
        """termBufferLength (id 10), offset 64"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 64)[0]
        except struct.error:
            raise self._truncated("term_buffer_length", self._offset + 64, 4, self._end) from None

    @property
    def mtu_length(self) -> int:
        """mtuLength (id 11), offset 68"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 68)[0]
        except struct.error:
            raise self._truncated("mtu_length", self._offset + 68, 4, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 12), offset 72"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 72)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 72, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 13), offset 76"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 76)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 76, 4, self._end) from None

    @property
    def stripped_channel(self) -> str:
        """Var data strippedChannel (id 14, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("stripped_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("stripped_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("stripped_channel", exc) from None

    @property
    def original_channel(self) -> str:
        """Var data originalChannel (id 15, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("original_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("original_channel", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("original_channel", exc) from None

    @property
    def source_identity(self) -> str:
        """Var data sourceIdentity (id 16, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 2 else self._seek(2)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("source_identity", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("source_identity", start, stop - start, end)
        self._cursor_index = 3
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("source_identity", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
            "start_timestamp": self.start_timestamp,
            "stop_timestamp": self.stop_timestamp,
            "start_position": self.start_position,
            "stop_position": self.stop_position,
            "initial_term_id": self.initial_term_id,
            "segment_file_length": self.segment_file_length,
            "term_buffer_length": self.term_buffer_length,
            "mtu_length": self.mtu_length,
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "stripped_channel": self.stripped_channel,
            "original_channel": self.original_channel,
            "source_identity": self.source_identity,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RecordingDescriptorEncoder(_Flyweight):
    """Writes RecordingDescriptor (template id 22): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 22
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingDescriptor"
    BLOCK_LENGTH = 80
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("start_timestamp", 32),
        ("stop_timestamp", 40),
        ("start_position", 48),
        ("stop_position", 56),
        ("initial_term_id", 60),
        ("segment_file_length", 64),
        ("term_buffer_length", 68),
        ("mtu_length", 72),
        ("session_id", 76),
        ("stream_id", 80),
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
            buffer, end = _bounds(buffer, offset, length, "RecordingDescriptor")
        if offset + 80 > end:
            raise self._too_short(offset, 80, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 80
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "RecordingDescriptor")
        if offset + 88 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 88, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 88
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_start_timestamp(self, value: int) -> None:
        """startTimestamp (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("start_timestamp", value, exc) from None

    start_timestamp = property(None, _set_start_timestamp)

    def _set_stop_timestamp(self, value: int) -> None:
        """stopTimestamp (id 5), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stop_timestamp", value, exc) from None

    stop_timestamp = property(None, _set_stop_timestamp)

    def _set_start_position(self, value: int) -> None:
        """startPosition (id 6), offset 40"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("start_position", value, exc) from None

    start_position = property(None, _set_start_position)

    def _set_stop_position(self, value: int) -> None:
        """stopPosition (id 7), offset 48"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stop_position", value, exc) from None

    stop_position = property(None, _set_stop_position)

    def _set_initial_term_id(self, value: int) -> None:
        """initialTermId (id 8), offset 56"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 56, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("initial_term_id", value, exc) from None

    initial_term_id = property(None, _set_initial_term_id)

    def _set_segment_file_length(self, value: int) -> None:
        """segmentFileLength (id 9), offset 60"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 60, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("segment_file_length", value, exc) from None

    segment_file_length = property(None, _set_segment_file_length)

    def _set_term_buffer_length(self, value: int) -> None:
        """termBufferLength (id 10), offset 64"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 64, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_buffer_length", value, exc) from None

    term_buffer_length = property(None, _set_term_buffer_length)

    def _set_mtu_length(self, value: int) -> None:
        """mtuLength (id 11), offset 68"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 68, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("mtu_length", value, exc) from None

    mtu_length = property(None, _set_mtu_length)

    def _set_session_id(self, value: int) -> None:
        """sessionId (id 12), offset 72"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 72, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 13), offset 76"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 76, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def put_stripped_channel(self, value: str | bytes) -> Self:
        """Appends var data strippedChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "stripped_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("stripped_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_original_channel(self, value: str | bytes) -> Self:
        """Appends var data originalChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "original_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("original_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_source_identity(self, value: str | bytes) -> Self:
        """Appends var data sourceIdentity (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "source_identity")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("source_identity", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingSubscriptionDescriptorDecoder(_Flyweight):
    """Reads RecordingSubscriptionDescriptor (template id 23): One active recording subscription."""

    TEMPLATE_ID = 23
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingSubscriptionDescriptor"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("subscription_id", 24),
        ("stream_id", 28),
    )
    _SKIPS = (_skip14_stripped_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "RecordingSubscriptionDescriptor")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingSubscriptionDescriptor")
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def subscription_id(self) -> int:
        """subscriptionId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("subscription_id", self._offset + 16, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 24, 4, self._end) from None

    @property
    def stripped_channel(self) -> str:
        """Var data strippedChannel (id 5, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("stripped_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("stripped_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("stripped_channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "subscription_id": self.subscription_id,
            "stream_id": self.stream_id,
            "stripped_channel": self.stripped_channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RecordingSubscriptionDescriptorEncoder(_Flyweight):
    """Writes RecordingSubscriptionDescriptor (template id 23): set fields, then groups and var data in schema
    order.
    """

    TEMPLATE_ID = 23
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingSubscriptionDescriptor"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("subscription_id", 24),
        ("stream_id", 28),
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
            buffer, end = _bounds(buffer, offset, length, "RecordingSubscriptionDescriptor")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingSubscriptionDescriptor")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_subscription_id(self, value: int) -> None:
        """subscriptionId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("subscription_id", value, exc) from None

    subscription_id = property(None, _set_subscription_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def put_stripped_channel(self, value: str | bytes) -> Self:
        """Appends var data strippedChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "stripped_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("stripped_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingSignalEventDecoder(_Flyweight):
    """Reads RecordingSignalEvent (template id 24): Asynchronous notice of a recording change."""

    TEMPLATE_ID = 24
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingSignalEvent"
    BLOCK_LENGTH = 44
    FIELD_NAMES = (
        "control_session_id",
        "correlation_id",
        "recording_id",
        "subscription_id",
        "position",
        "signal",
    )
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("subscription_id", 32),
        ("position", 40),
        ("signal", 44),
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
            buffer, end = _bounds(buffer, offset, length, "RecordingSignalEvent")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingSignalEvent")
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
            raise CodecError(f"RecordingSignalEvent: offset {offset} is negative")
        try:
            return _BLOCK_RECORDING_SIGNAL_EVENT.unpack_from(buffer, offset)
        except struct.error:
            raise _short("RecordingSignalEvent", "<block>", offset, 44, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    @property
    def subscription_id(self) -> int:
        """subscriptionId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("subscription_id", self._offset + 24, 8, self._end) from None

    @property
    def position(self) -> int:
        """position (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("position", self._offset + 32, 8, self._end) from None

    @property
    def signal(self) -> RecordingSignal | int:
        """signal (id 6), offset 40"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("signal", self._offset + 40, 4, self._end) from None
        return _RECORDING_SIGNAL_BY_VALUE(value, value)

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
            "subscription_id": self.subscription_id,
            "position": self.position,
            "signal": _enum_name(self.signal),
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RecordingSignalEventEncoder(_Flyweight):
    """Writes RecordingSignalEvent (template id 24): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 24
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingSignalEvent"
    BLOCK_LENGTH = 44
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("subscription_id", 32),
        ("position", 40),
        ("signal", 44),
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
            buffer, end = _bounds(buffer, offset, length, "RecordingSignalEvent")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingSignalEvent")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_subscription_id(self, value: int) -> None:
        """subscriptionId (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("subscription_id", value, exc) from None

    subscription_id = property(None, _set_subscription_id)

    def _set_position(self, value: int) -> None:
        """position (id 5), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("position", value, exc) from None

    position = property(None, _set_position)

    def _set_signal(self, value: RecordingSignal | int | None) -> None:
        """signal (id 6), offset 40"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("signal", value, exc) from None

    signal = property(None, _set_signal)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ReplicateRequestDecoder(_Flyweight):
    """Reads ReplicateRequest (template id 50): Copy a recording from another archive."""

    TEMPLATE_ID = 50
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ReplicateRequest"
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("src_recording_id", 24),
        ("dst_recording_id", 32),
        ("src_control_stream_id", 36),
    )
    _SKIPS = (_skip15_src_control_channel, _skip16_live_destination)
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
            buffer, end = _bounds(buffer, offset, length, "ReplicateRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ReplicateRequest")
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def src_recording_id(self) -> int:
        """srcRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("src_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def dst_recording_id(self) -> int:
        """dstRecordingId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("dst_recording_id", self._offset + 24, 8, self._end) from None

    @property
    def src_control_stream_id(self) -> int:
        """srcControlStreamId (id 5), offset 32"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("src_control_stream_id", self._offset + 32, 4, self._end) from None

    @property
    def src_control_channel(self) -> str:
        """Var data srcControlChannel (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("src_control_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("src_control_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("src_control_channel", exc) from None

    @property
    def live_destination(self) -> str:
        """Var data liveDestination (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("live_destination", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("live_destination", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("live_destination", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "src_recording_id": self.src_recording_id,
            "dst_recording_id": self.dst_recording_id,
            "src_control_stream_id": self.src_control_stream_id,
            "src_control_channel": self.src_control_channel,
            "live_destination": self.live_destination,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ReplicateRequestEncoder(_Flyweight):
    """Writes ReplicateRequest (template id 50): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 50
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ReplicateRequest"
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("src_recording_id", 24),
        ("dst_recording_id", 32),
        ("src_control_stream_id", 36),
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
            buffer, end = _bounds(buffer, offset, length, "ReplicateRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ReplicateRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_src_recording_id(self, value: int) -> None:
        """srcRecordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("src_recording_id", value, exc) from None

    src_recording_id = property(None, _set_src_recording_id)

    def _set_dst_recording_id(self, value: int) -> None:
        """dstRecordingId (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("dst_recording_id", value, exc) from None

    dst_recording_id = property(None, _set_dst_recording_id)

    def _set_src_control_stream_id(self, value: int) -> None:
        """srcControlStreamId (id 5), offset 32"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("src_control_stream_id", value, exc) from None

    src_control_stream_id = property(None, _set_src_control_stream_id)

    def put_src_control_channel(self, value: str | bytes) -> Self:
        """Appends var data srcControlChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "src_control_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("src_control_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_live_destination(self, value: str | bytes) -> Self:
        """Appends var data liveDestination (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "live_destination")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("live_destination", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopReplicationRequestDecoder(_Flyweight):
    """Reads StopReplicationRequest (template id 51): Stop one replication."""

    TEMPLATE_ID = 51
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopReplicationRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "replication_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("replication_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StopReplicationRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopReplicationRequest")
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
            raise CodecError(f"StopReplicationRequest: offset {offset} is negative")
        try:
            return _BLOCK_STOP_REPLICATION_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("StopReplicationRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def replication_id(self) -> int:
        """replicationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("replication_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "replication_id": self.replication_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StopReplicationRequestEncoder(_Flyweight):
    """Writes StopReplicationRequest (template id 51): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 51
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopReplicationRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("replication_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StopReplicationRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopReplicationRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_replication_id(self, value: int) -> None:
        """replicationId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("replication_id", value, exc) from None

    replication_id = property(None, _set_replication_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StartPositionRequestDecoder(_Flyweight):
    """Reads StartPositionRequest (template id 52): Ask where a recording starts."""

    TEMPLATE_ID = 52
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StartPositionRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StartPositionRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StartPositionRequest")
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
            raise CodecError(f"StartPositionRequest: offset {offset} is negative")
        try:
            return _BLOCK_START_POSITION_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("StartPositionRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StartPositionRequestEncoder(_Flyweight):
    """Writes StartPositionRequest (template id 52): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 52
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StartPositionRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StartPositionRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StartPositionRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class DetachSegmentsRequestDecoder(_Flyweight):
    """Reads DetachSegmentsRequest (template id 53): Move a recording's start forward, detaching whole
    segments.
    """

    TEMPLATE_ID = 53
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "DetachSegmentsRequest"
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id", "new_start_position")
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("new_start_position", 32),
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
            buffer, end = _bounds(buffer, offset, length, "DetachSegmentsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "DetachSegmentsRequest")
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
            raise CodecError(f"DetachSegmentsRequest: offset {offset} is negative")
        try:
            return _BLOCK_DETACH_SEGMENTS_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("DetachSegmentsRequest", "<block>", offset, 32, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    @property
    def new_start_position(self) -> int:
        """newStartPosition (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("new_start_position", self._offset + 24, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
            "new_start_position": self.new_start_position,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class DetachSegmentsRequestEncoder(_Flyweight):
    """Writes DetachSegmentsRequest (template id 53): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 53
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "DetachSegmentsRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("new_start_position", 32),
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
            buffer, end = _bounds(buffer, offset, length, "DetachSegmentsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "DetachSegmentsRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_new_start_position(self, value: int) -> None:
        """newStartPosition (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("new_start_position", value, exc) from None

    new_start_position = property(None, _set_new_start_position)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class DeleteDetachedSegmentsRequestDecoder(_Flyweight):
    """Reads DeleteDetachedSegmentsRequest (template id 54): Delete segment files already detached."""

    TEMPLATE_ID = 54
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "DeleteDetachedSegmentsRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "DeleteDetachedSegmentsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "DeleteDetachedSegmentsRequest")
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
            raise CodecError(f"DeleteDetachedSegmentsRequest: offset {offset} is negative")
        try:
            return _BLOCK_DELETE_DETACHED_SEGMENTS_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("DeleteDetachedSegmentsRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class DeleteDetachedSegmentsRequestEncoder(_Flyweight):
    """Writes DeleteDetachedSegmentsRequest (template id 54): set fields, then groups and var data in schema
    order.
    """

    TEMPLATE_ID = 54
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "DeleteDetachedSegmentsRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "DeleteDetachedSegmentsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "DeleteDetachedSegmentsRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class PurgeSegmentsRequestDecoder(_Flyweight):
    """Reads PurgeSegmentsRequest (template id 55): Detach then delete leading segments."""

    TEMPLATE_ID = 55
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "PurgeSegmentsRequest"
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id", "new_start_position")
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("new_start_position", 32),
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
            buffer, end = _bounds(buffer, offset, length, "PurgeSegmentsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "PurgeSegmentsRequest")
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
            raise CodecError(f"PurgeSegmentsRequest: offset {offset} is negative")
        try:
            return _BLOCK_PURGE_SEGMENTS_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("PurgeSegmentsRequest", "<block>", offset, 32, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    @property
    def new_start_position(self) -> int:
        """newStartPosition (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("new_start_position", self._offset + 24, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
            "new_start_position": self.new_start_position,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class PurgeSegmentsRequestEncoder(_Flyweight):
    """Writes PurgeSegmentsRequest (template id 55): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 55
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "PurgeSegmentsRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("new_start_position", 32),
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
            buffer, end = _bounds(buffer, offset, length, "PurgeSegmentsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "PurgeSegmentsRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_new_start_position(self, value: int) -> None:
        """newStartPosition (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("new_start_position", value, exc) from None

    new_start_position = property(None, _set_new_start_position)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AttachSegmentsRequestDecoder(_Flyweight):
    """Reads AttachSegmentsRequest (template id 56): Re-attach detached segments found on disk."""

    TEMPLATE_ID = 56
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AttachSegmentsRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "AttachSegmentsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "AttachSegmentsRequest")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"AttachSegmentsRequest: offset {offset} is negative")
        try:
            return _BLOCK_ATTACH_SEGMENTS_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("AttachSegmentsRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class AttachSegmentsRequestEncoder(_Flyweight):
    """Writes AttachSegmentsRequest (template id 56): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 56
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AttachSegmentsRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "AttachSegmentsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "AttachSegmentsRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class MigrateSegmentsRequestDecoder(_Flyweight):
    """Reads MigrateSegmentsRequest (template id 57): Move segments of one recording onto the front of
    another.
    """

    TEMPLATE_ID = 57
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "MigrateSegmentsRequest"
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("control_session_id", "correlation_id", "src_recording_id", "dst_recording_id")
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("src_recording_id", 24),
        ("dst_recording_id", 32),
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
            buffer, end = _bounds(buffer, offset, length, "MigrateSegmentsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "MigrateSegmentsRequest")
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
            raise CodecError(f"MigrateSegmentsRequest: offset {offset} is negative")
        try:
            return _BLOCK_MIGRATE_SEGMENTS_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("MigrateSegmentsRequest", "<block>", offset, 32, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def src_recording_id(self) -> int:
        """srcRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("src_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def dst_recording_id(self) -> int:
        """dstRecordingId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("dst_recording_id", self._offset + 24, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "src_recording_id": self.src_recording_id,
            "dst_recording_id": self.dst_recording_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class MigrateSegmentsRequestEncoder(_Flyweight):
    """Writes MigrateSegmentsRequest (template id 57): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 57
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "MigrateSegmentsRequest"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("src_recording_id", 24),
        ("dst_recording_id", 32),
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
            buffer, end = _bounds(buffer, offset, length, "MigrateSegmentsRequest")
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
            buffer, end = _bounds(buffer, offset, length, "MigrateSegmentsRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_src_recording_id(self, value: int) -> None:
        """srcRecordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("src_recording_id", value, exc) from None

    src_recording_id = property(None, _set_src_recording_id)

    def _set_dst_recording_id(self, value: int) -> None:
        """dstRecordingId (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("dst_recording_id", value, exc) from None

    dst_recording_id = property(None, _set_dst_recording_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AuthConnectRequestDecoder(_Flyweight):
    """Reads AuthConnectRequest (template id 58): Open a control session with credentials."""

    TEMPLATE_ID = 58
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AuthConnectRequest"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("response_stream_id", 12), ("version", 16))
    _SKIPS = (_skip17_response_channel, _skip18_encoded_credentials, _skip19_client_info)
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
            buffer, end = _bounds(buffer, offset, length, "AuthConnectRequest")
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
            buffer, end = _bounds(buffer, offset, length, "AuthConnectRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 58:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 58"
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
        """version (id 3), offset 12"""
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
        """Var data clientInfo (id 6, ascii, since version 12)."""
        if self._acting_version < 12:
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


class AuthConnectRequestEncoder(_Flyweight):
    """Writes AuthConnectRequest (template id 58): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 58
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AuthConnectRequest"
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
            buffer, end = _bounds(buffer, offset, length, "AuthConnectRequest")
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
            buffer, end = _bounds(buffer, offset, length, "AuthConnectRequest")
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
        """version (id 3), offset 12"""
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


class ChallengeDecoder(_Flyweight):
    """Reads Challenge (template id 59): Archive asks the client for more credentials."""

    TEMPLATE_ID = 59
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "Challenge"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("version", 20))
    _SKIPS = (_skip20_encoded_challenge,)
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
        if header[1] != 59:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 59"
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def version(self) -> int | None:
        """version (id 3), offset 16"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 16, 4, self._end) from None
        return None if value == 0 else value

    @property
    def encoded_challenge(self) -> bytes:
        """Var data encodedChallenge (id 4, binary)."""
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
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "version": self.version,
            "encoded_challenge": self.encoded_challenge,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ChallengeEncoder(_Flyweight):
    """Writes Challenge (template id 59): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 59
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "Challenge"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("version", 20))
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
            buffer, end = _bounds(buffer, offset, length, "Challenge")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_version(self, value: int | None) -> None:
        """version (id 3), offset 16"""
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

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
    """Reads ChallengeResponse (template id 60): Client answers a challenge."""

    TEMPLATE_ID = 60
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ChallengeResponse"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16))
    _SKIPS = (_skip21_encoded_credentials,)
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
        if header[1] != 60:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 60"
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

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
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "encoded_credentials": self.encoded_credentials,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ChallengeResponseEncoder(_Flyweight):
    """Writes ChallengeResponse (template id 60): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 60
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ChallengeResponse"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16))
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

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


class KeepAliveRequestDecoder(_Flyweight):
    """Reads KeepAliveRequest (template id 61): Client liveness for its control session."""

    TEMPLATE_ID = 61
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "KeepAliveRequest"
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("control_session_id", "correlation_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "KeepAliveRequest")
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
            buffer, end = _bounds(buffer, offset, length, "KeepAliveRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 61:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 61"
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
            raise CodecError(f"KeepAliveRequest: offset {offset} is negative")
        try:
            return _BLOCK_KEEP_ALIVE_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("KeepAliveRequest", "<block>", offset, 16, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class KeepAliveRequestEncoder(_Flyweight):
    """Writes KeepAliveRequest (template id 61): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 61
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "KeepAliveRequest"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "KeepAliveRequest")
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
            buffer, end = _bounds(buffer, offset, length, "KeepAliveRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class TaggedReplicateRequestDecoder(_Flyweight):
    """Reads TaggedReplicateRequest (template id 62): Replicate with channel and subscription tags."""

    TEMPLATE_ID = 62
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "TaggedReplicateRequest"
    BLOCK_LENGTH = 52
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("src_recording_id", 24),
        ("dst_recording_id", 32),
        ("channel_tag_id", 40),
        ("subscription_tag_id", 48),
        ("src_control_stream_id", 52),
    )
    _SKIPS = (_skip22_src_control_channel, _skip23_live_destination)
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
        self._block_length = 52
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 52,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TaggedReplicateRequest")
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
            buffer, end = _bounds(buffer, offset, length, "TaggedReplicateRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 62:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 62"
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def src_recording_id(self) -> int:
        """srcRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("src_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def dst_recording_id(self) -> int:
        """dstRecordingId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("dst_recording_id", self._offset + 24, 8, self._end) from None

    @property
    def channel_tag_id(self) -> int:
        """channelTagId (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("channel_tag_id", self._offset + 32, 8, self._end) from None

    @property
    def subscription_tag_id(self) -> int:
        """subscriptionTagId (id 6), offset 40"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("subscription_tag_id", self._offset + 40, 8, self._end) from None

    @property
    def src_control_stream_id(self) -> int:
        """srcControlStreamId (id 7), offset 48"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise self._truncated("src_control_stream_id", self._offset + 48, 4, self._end) from None

    @property
    def src_control_channel(self) -> str:
        """Var data srcControlChannel (id 8, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("src_control_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("src_control_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("src_control_channel", exc) from None

    @property
    def live_destination(self) -> str:
        """Var data liveDestination (id 9, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("live_destination", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("live_destination", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("live_destination", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "src_recording_id": self.src_recording_id,
            "dst_recording_id": self.dst_recording_id,
            "channel_tag_id": self.channel_tag_id,
            "subscription_tag_id": self.subscription_tag_id,
            "src_control_stream_id": self.src_control_stream_id,
            "src_control_channel": self.src_control_channel,
            "live_destination": self.live_destination,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class TaggedReplicateRequestEncoder(_Flyweight):
    """Writes TaggedReplicateRequest (template id 62): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 62
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "TaggedReplicateRequest"
    BLOCK_LENGTH = 52
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("src_recording_id", 24),
        ("dst_recording_id", 32),
        ("channel_tag_id", 40),
        ("subscription_tag_id", 48),
        ("src_control_stream_id", 52),
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
            buffer, end = _bounds(buffer, offset, length, "TaggedReplicateRequest")
        if offset + 52 > end:
            raise self._too_short(offset, 52, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 52
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "TaggedReplicateRequest")
        if offset + 60 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 60, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 60
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_src_recording_id(self, value: int) -> None:
        """srcRecordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("src_recording_id", value, exc) from None

    src_recording_id = property(None, _set_src_recording_id)

    def _set_dst_recording_id(self, value: int) -> None:
        """dstRecordingId (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("dst_recording_id", value, exc) from None

    dst_recording_id = property(None, _set_dst_recording_id)

    def _set_channel_tag_id(self, value: int) -> None:
        """channelTagId (id 5), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("channel_tag_id", value, exc) from None

    channel_tag_id = property(None, _set_channel_tag_id)

    def _set_subscription_tag_id(self, value: int) -> None:
        """subscriptionTagId (id 6), offset 40"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("subscription_tag_id", value, exc) from None

    subscription_tag_id = property(None, _set_subscription_tag_id)

    def _set_src_control_stream_id(self, value: int) -> None:
        """srcControlStreamId (id 7), offset 48"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("src_control_stream_id", value, exc) from None

    src_control_stream_id = property(None, _set_src_control_stream_id)

    def put_src_control_channel(self, value: str | bytes) -> Self:
        """Appends var data srcControlChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "src_control_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("src_control_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_live_destination(self, value: str | bytes) -> Self:
        """Appends var data liveDestination (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "live_destination")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("live_destination", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StartRecordingRequest2Decoder(_Flyweight):
    """Reads StartRecordingRequest2 (template id 63): Start recording, optionally stopping by itself."""

    TEMPLATE_ID = 63
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StartRecordingRequest2"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("stream_id", 20),
        ("source_location", 24),
        ("auto_stop", 28),
    )
    _SKIPS = (_skip24_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "StartRecordingRequest2")
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
            buffer, end = _bounds(buffer, offset, length, "StartRecordingRequest2")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 63:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 63"
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 16, 4, self._end) from None

    @property
    def source_location(self) -> SourceLocation | int:
        """sourceLocation (id 4), offset 20"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("source_location", self._offset + 20, 4, self._end) from None
        return _SOURCE_LOCATION_BY_VALUE(value, value)

    @property
    def auto_stop(self) -> BooleanType | int:
        """autoStop (id 5), offset 24"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("auto_stop", self._offset + 24, 4, self._end) from None
        return _BOOLEAN_TYPE_BY_VALUE(value, value)

    @property
    def channel(self) -> str:
        """Var data channel (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "stream_id": self.stream_id,
            "source_location": _enum_name(self.source_location),
            "auto_stop": _enum_name(self.auto_stop),
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StartRecordingRequest2Encoder(_Flyweight):
    """Writes StartRecordingRequest2 (template id 63): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 63
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StartRecordingRequest2"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("stream_id", 20),
        ("source_location", 24),
        ("auto_stop", 28),
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
            buffer, end = _bounds(buffer, offset, length, "StartRecordingRequest2")
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
            buffer, end = _bounds(buffer, offset, length, "StartRecordingRequest2")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_source_location(self, value: SourceLocation | int | None) -> None:
        """sourceLocation (id 4), offset 20"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("source_location", value, exc) from None

    source_location = property(None, _set_source_location)

    def _set_auto_stop(self, value: BooleanType | int | None) -> None:
        """autoStop (id 5), offset 24"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("auto_stop", value, exc) from None

    auto_stop = property(None, _set_auto_stop)

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ExtendRecordingRequest2Decoder(_Flyweight):
    """Reads ExtendRecordingRequest2 (template id 64): Extend a recording, optionally stopping by itself."""

    TEMPLATE_ID = 64
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ExtendRecordingRequest2"
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("stream_id", 28),
        ("source_location", 32),
        ("auto_stop", 36),
    )
    _SKIPS = (_skip25_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "ExtendRecordingRequest2")
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
            buffer, end = _bounds(buffer, offset, length, "ExtendRecordingRequest2")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 64:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 64"
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 24, 4, self._end) from None

    @property
    def source_location(self) -> SourceLocation | int:
        """sourceLocation (id 5), offset 28"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("source_location", self._offset + 28, 4, self._end) from None
        return _SOURCE_LOCATION_BY_VALUE(value, value)

    @property
    def auto_stop(self) -> BooleanType | int:
        """autoStop (id 6), offset 32"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("auto_stop", self._offset + 32, 4, self._end) from None
        return _BOOLEAN_TYPE_BY_VALUE(value, value)

    @property
    def channel(self) -> str:
        """Var data channel (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
            "stream_id": self.stream_id,
            "source_location": _enum_name(self.source_location),
            "auto_stop": _enum_name(self.auto_stop),
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ExtendRecordingRequest2Encoder(_Flyweight):
    """Writes ExtendRecordingRequest2 (template id 64): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 64
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ExtendRecordingRequest2"
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("recording_id", 24),
        ("stream_id", 28),
        ("source_location", 32),
        ("auto_stop", 36),
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
            buffer, end = _bounds(buffer, offset, length, "ExtendRecordingRequest2")
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
            buffer, end = _bounds(buffer, offset, length, "ExtendRecordingRequest2")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_source_location(self, value: SourceLocation | int | None) -> None:
        """sourceLocation (id 5), offset 28"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("source_location", value, exc) from None

    source_location = property(None, _set_source_location)

    def _set_auto_stop(self, value: BooleanType | int | None) -> None:
        """autoStop (id 6), offset 32"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("auto_stop", value, exc) from None

    auto_stop = property(None, _set_auto_stop)

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopRecordingByIdentityRequestDecoder(_Flyweight):
    """Reads StopRecordingByIdentityRequest (template id 65): Stop an active recording given its id."""

    TEMPLATE_ID = 65
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopRecordingByIdentityRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StopRecordingByIdentityRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopRecordingByIdentityRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 65:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 65"
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
            raise CodecError(f"StopRecordingByIdentityRequest: offset {offset} is negative")
        try:
            return _BLOCK_STOP_RECORDING_BY_IDENTITY_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("StopRecordingByIdentityRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StopRecordingByIdentityRequestEncoder(_Flyweight):
    """Writes StopRecordingByIdentityRequest (template id 65): set fields, then groups and var data in schema
    order.
    """

    TEMPLATE_ID = 65
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StopRecordingByIdentityRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "StopRecordingByIdentityRequest")
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
            buffer, end = _bounds(buffer, offset, length, "StopRecordingByIdentityRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ReplicateRequest2Decoder(_Flyweight):
    """Reads ReplicateRequest2 (template id 66): Replicate with every option."""

    TEMPLATE_ID = 66
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ReplicateRequest2"
    BLOCK_LENGTH = 68
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("src_recording_id", 24),
        ("dst_recording_id", 32),
        ("stop_position", 40),
        ("channel_tag_id", 48),
        ("subscription_tag_id", 56),
        ("src_control_stream_id", 60),
        ("file_io_max_length", 64),
        ("replication_session_id", 68),
    )
    _SKIPS = (
        _skip26_src_control_channel,
        _skip27_live_destination,
        _skip28_replication_channel,
        _skip29_encoded_credentials,
        _skip30_src_response_channel,
    )
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
        self._block_length = 68
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 68,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ReplicateRequest2")
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
            buffer, end = _bounds(buffer, offset, length, "ReplicateRequest2")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 66:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 66"
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def src_recording_id(self) -> int:
        """srcRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("src_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def dst_recording_id(self) -> int:
        """dstRecordingId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("dst_recording_id", self._offset + 24, 8, self._end) from None

    @property
    def stop_position(self) -> int:
        """stopPosition (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("stop_position", self._offset + 32, 8, self._end) from None

    @property
    def channel_tag_id(self) -> int:
        """channelTagId (id 6), offset 40"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("channel_tag_id", self._offset + 40, 8, self._end) from None

    @property
    def subscription_tag_id(self) -> int:
        """subscriptionTagId (id 7), offset 48"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise self._truncated("subscription_tag_id", self._offset + 48, 8, self._end) from None

    @property
    def src_control_stream_id(self) -> int:
        """srcControlStreamId (id 8), offset 56"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 56)[0]
        except struct.error:
            raise self._truncated("src_control_stream_id", self._offset + 56, 4, self._end) from None

    @property
    def file_io_max_length(self) -> int | None:
        """fileIoMaxLength (id 12), offset 60, since version 7"""
        if self._acting_version < 7 or self._block_length < 64:
            return None
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 60)[0]
        except struct.error:
            raise self._truncated("file_io_max_length", self._offset + 60, 4, self._end) from None

    @property
    def replication_session_id(self) -> int | None:
        """replicationSessionId (id 13), offset 64, since version 8"""
        if self._acting_version < 8 or self._block_length < 68:
            return None
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 64)[0]
        except struct.error:
            raise self._truncated("replication_session_id", self._offset + 64, 4, self._end) from None

    @property
    def src_control_channel(self) -> str:
        """Var data srcControlChannel (id 9, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("src_control_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("src_control_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("src_control_channel", exc) from None

    @property
    def live_destination(self) -> str:
        """Var data liveDestination (id 10, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("live_destination", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("live_destination", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("live_destination", exc) from None

    @property
    def replication_channel(self) -> str:
        """Var data replicationChannel (id 11, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 2 else self._seek(2)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("replication_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("replication_channel", start, stop - start, end)
        self._cursor_index = 3
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("replication_channel", exc) from None

    @property
    def encoded_credentials(self) -> bytes | None:
        """Var data encodedCredentials (id 14, binary, since version 8)."""
        if self._acting_version < 8:
            return None
        pos = self._cursor_pos if self._cursor_index == 3 else self._seek(3)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("encoded_credentials", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("encoded_credentials", start, stop - start, end)
        self._cursor_index = 4
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    @property
    def src_response_channel(self) -> str | None:
        """Var data srcResponseChannel (id 15, ascii, since version 10)."""
        if self._acting_version < 10:
            return None
        pos = self._cursor_pos if self._cursor_index == 4 else self._seek(4)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("src_response_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("src_response_channel", start, stop - start, end)
        self._cursor_index = 5
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("src_response_channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "src_recording_id": self.src_recording_id,
            "dst_recording_id": self.dst_recording_id,
            "stop_position": self.stop_position,
            "channel_tag_id": self.channel_tag_id,
            "subscription_tag_id": self.subscription_tag_id,
            "src_control_stream_id": self.src_control_stream_id,
            "file_io_max_length": self.file_io_max_length,
            "replication_session_id": self.replication_session_id,
            "src_control_channel": self.src_control_channel,
            "live_destination": self.live_destination,
            "replication_channel": self.replication_channel,
            "encoded_credentials": self.encoded_credentials,
            "src_response_channel": self.src_response_channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ReplicateRequest2Encoder(_Flyweight):
    """Writes ReplicateRequest2 (template id 66): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 66
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ReplicateRequest2"
    BLOCK_LENGTH = 68
    _FIELD_ENDS = (
        ("control_session_id", 8),
        ("correlation_id", 16),
        ("src_recording_id", 24),
        ("dst_recording_id", 32),
        ("stop_position", 40),
        ("channel_tag_id", 48),
        ("subscription_tag_id", 56),
        ("src_control_stream_id", 60),
        ("file_io_max_length", 64),
        ("replication_session_id", 68),
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
            buffer, end = _bounds(buffer, offset, length, "ReplicateRequest2")
        if offset + 68 > end:
            raise self._too_short(offset, 68, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 68
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "ReplicateRequest2")
        if offset + 76 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 76, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 76
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_src_recording_id(self, value: int) -> None:
        """srcRecordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("src_recording_id", value, exc) from None

    src_recording_id = property(None, _set_src_recording_id)

    def _set_dst_recording_id(self, value: int) -> None:
        """dstRecordingId (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("dst_recording_id", value, exc) from None

    dst_recording_id = property(None, _set_dst_recording_id)

    def _set_stop_position(self, value: int) -> None:
        """stopPosition (id 5), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stop_position", value, exc) from None

    stop_position = property(None, _set_stop_position)

    def _set_channel_tag_id(self, value: int) -> None:
        """channelTagId (id 6), offset 40"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("channel_tag_id", value, exc) from None

    channel_tag_id = property(None, _set_channel_tag_id)

    def _set_subscription_tag_id(self, value: int) -> None:
        """subscriptionTagId (id 7), offset 48"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("subscription_tag_id", value, exc) from None

    subscription_tag_id = property(None, _set_subscription_tag_id)

    def _set_src_control_stream_id(self, value: int) -> None:
        """srcControlStreamId (id 8), offset 56"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 56, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("src_control_stream_id", value, exc) from None

    src_control_stream_id = property(None, _set_src_control_stream_id)

    def _set_file_io_max_length(self, value: int) -> None:
        """fileIoMaxLength (id 12), offset 60, since version 7"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 60, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("file_io_max_length", value, exc) from None

    file_io_max_length = property(None, _set_file_io_max_length)

    def _set_replication_session_id(self, value: int) -> None:
        """replicationSessionId (id 13), offset 64, since version 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 64, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("replication_session_id", value, exc) from None

    replication_session_id = property(None, _set_replication_session_id)

    def put_src_control_channel(self, value: str | bytes) -> Self:
        """Appends var data srcControlChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "src_control_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("src_control_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_live_destination(self, value: str | bytes) -> Self:
        """Appends var data liveDestination (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "live_destination")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("live_destination", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_replication_channel(self, value: str | bytes) -> Self:
        """Appends var data replicationChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "replication_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("replication_channel", pos, stop - pos, self._end)
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

    def put_src_response_channel(self, value: str | bytes) -> Self:
        """Appends var data srcResponseChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "src_response_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("src_response_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class MaxRecordedPositionRequestDecoder(_Flyweight):
    """Reads MaxRecordedPositionRequest (template id 67): Ask for the stop position, or the live position if
    still recording.
    """

    TEMPLATE_ID = 67
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "MaxRecordedPositionRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "MaxRecordedPositionRequest")
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
            buffer, end = _bounds(buffer, offset, length, "MaxRecordedPositionRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 67:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 67"
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
            raise CodecError(f"MaxRecordedPositionRequest: offset {offset} is negative")
        try:
            return _BLOCK_MAX_RECORDED_POSITION_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("MaxRecordedPositionRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class MaxRecordedPositionRequestEncoder(_Flyweight):
    """Writes MaxRecordedPositionRequest (template id 67): set fields, then groups and var data in schema
    order.
    """

    TEMPLATE_ID = 67
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "MaxRecordedPositionRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "MaxRecordedPositionRequest")
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
            buffer, end = _bounds(buffer, offset, length, "MaxRecordedPositionRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ArchiveIdRequestDecoder(_Flyweight):
    """Reads ArchiveIdRequest (template id 68): Ask for the archive's id."""

    TEMPLATE_ID = 68
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ArchiveIdRequest"
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("control_session_id", "correlation_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "ArchiveIdRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ArchiveIdRequest")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 68:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 68"
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
            raise CodecError(f"ArchiveIdRequest: offset {offset} is negative")
        try:
            return _BLOCK_ARCHIVE_ID_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ArchiveIdRequest", "<block>", offset, 16, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ArchiveIdRequestEncoder(_Flyweight):
    """Writes ArchiveIdRequest (template id 68): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 68
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ArchiveIdRequest"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "ArchiveIdRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ArchiveIdRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingStartedDecoder(_Flyweight):
    """Reads RecordingStarted (template id 101): An image began to be recorded."""

    TEMPLATE_ID = 101
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingStarted"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("recording_id", 8), ("start_position", 16), ("session_id", 20), ("stream_id", 24))
    _SKIPS = (_skip31_channel, _skip32_source_identity)
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
            buffer, end = _bounds(buffer, offset, length, "RecordingStarted")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingStarted")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 101:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 101"
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
    def recording_id(self) -> int:
        """recordingId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset, 8, self._end) from None

    @property
    def start_position(self) -> int:
        """startPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("start_position", self._offset + 8, 8, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 16, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 20, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 5, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("channel", exc) from None

    @property
    def source_identity(self) -> str:
        """Var data sourceIdentity (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("source_identity", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("source_identity", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("source_identity", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "recording_id": self.recording_id,
            "start_position": self.start_position,
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "channel": self.channel,
            "source_identity": self.source_identity,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RecordingStartedEncoder(_Flyweight):
    """Writes RecordingStarted (template id 101): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 101
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingStarted"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("recording_id", 8), ("start_position", 16), ("session_id", 20), ("stream_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RecordingStarted")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingStarted")
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

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_start_position(self, value: int) -> None:
        """startPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("start_position", value, exc) from None

    start_position = property(None, _set_start_position)

    def _set_session_id(self, value: int) -> None:
        """sessionId (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 4), offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_source_identity(self, value: str | bytes) -> Self:
        """Appends var data sourceIdentity (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "source_identity")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("source_identity", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingProgressDecoder(_Flyweight):
    """Reads RecordingProgress (template id 102): A recording advanced."""

    TEMPLATE_ID = 102
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingProgress"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("recording_id", "start_position", "position")
    _FIELD_ENDS = (("recording_id", 8), ("start_position", 16), ("position", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RecordingProgress")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingProgress")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"RecordingProgress: offset {offset} is negative")
        try:
            return _BLOCK_RECORDING_PROGRESS.unpack_from(buffer, offset)
        except struct.error:
            raise _short("RecordingProgress", "<block>", offset, 24, len(buffer)) from None

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
    def recording_id(self) -> int:
        """recordingId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset, 8, self._end) from None

    @property
    def start_position(self) -> int:
        """startPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("start_position", self._offset + 8, 8, self._end) from None

    @property
    def position(self) -> int:
        """position (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("position", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "recording_id": self.recording_id,
            "start_position": self.start_position,
            "position": self.position,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RecordingProgressEncoder(_Flyweight):
    """Writes RecordingProgress (template id 102): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 102
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingProgress"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("recording_id", 8), ("start_position", 16), ("position", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RecordingProgress")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingProgress")
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

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_start_position(self, value: int) -> None:
        """startPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("start_position", value, exc) from None

    start_position = property(None, _set_start_position)

    def _set_position(self, value: int) -> None:
        """position (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("position", value, exc) from None

    position = property(None, _set_position)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingStoppedDecoder(_Flyweight):
    """Reads RecordingStopped (template id 103): A recording ended."""

    TEMPLATE_ID = 103
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingStopped"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("recording_id", "start_position", "stop_position")
    _FIELD_ENDS = (("recording_id", 8), ("start_position", 16), ("stop_position", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RecordingStopped")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingStopped")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"RecordingStopped: offset {offset} is negative")
        try:
            return _BLOCK_RECORDING_STOPPED.unpack_from(buffer, offset)
        except struct.error:
            raise _short("RecordingStopped", "<block>", offset, 24, len(buffer)) from None

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
    def recording_id(self) -> int:
        """recordingId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset, 8, self._end) from None

    @property
    def start_position(self) -> int:
        """startPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("start_position", self._offset + 8, 8, self._end) from None

    @property
    def stop_position(self) -> int:
        """stopPosition (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("stop_position", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "recording_id": self.recording_id,
            "start_position": self.start_position,
            "stop_position": self.stop_position,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RecordingStoppedEncoder(_Flyweight):
    """Writes RecordingStopped (template id 103): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 103
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RecordingStopped"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("recording_id", 8), ("start_position", 16), ("stop_position", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RecordingStopped")
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
            buffer, end = _bounds(buffer, offset, length, "RecordingStopped")
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

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def _set_start_position(self, value: int) -> None:
        """startPosition (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("start_position", value, exc) from None

    start_position = property(None, _set_start_position)

    def _set_stop_position(self, value: int) -> None:
        """stopPosition (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stop_position", value, exc) from None

    stop_position = property(None, _set_stop_position)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class PurgeRecordingRequestDecoder(_Flyweight):
    """Reads PurgeRecordingRequest (template id 104): Delete a stopped recording and its files."""

    TEMPLATE_ID = 104
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "PurgeRecordingRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "PurgeRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "PurgeRecordingRequest")
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
            raise CodecError(f"PurgeRecordingRequest: offset {offset} is negative")
        try:
            return _BLOCK_PURGE_RECORDING_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("PurgeRecordingRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class PurgeRecordingRequestEncoder(_Flyweight):
    """Writes PurgeRecordingRequest (template id 104): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 104
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "PurgeRecordingRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "PurgeRecordingRequest")
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
            buffer, end = _bounds(buffer, offset, length, "PurgeRecordingRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ReplayTokenRequestDecoder(_Flyweight):
    """Reads ReplayTokenRequest (template id 105): Get a token that lets another image start a replay."""

    TEMPLATE_ID = 105
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ReplayTokenRequest"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "ReplayTokenRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ReplayTokenRequest")
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
            raise CodecError(f"ReplayTokenRequest: offset {offset} is negative")
        try:
            return _BLOCK_REPLAY_TOKEN_REQUEST.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ReplayTokenRequest", "<block>", offset, 24, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ReplayTokenRequestEncoder(_Flyweight):
    """Writes ReplayTokenRequest (template id 105): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 105
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ReplayTokenRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "ReplayTokenRequest")
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
            buffer, end = _bounds(buffer, offset, length, "ReplayTokenRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class PingDecoder(_Flyweight):
    """Reads Ping (template id 106): Heartbeat on a control session."""

    TEMPLATE_ID = 106
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "Ping"
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("control_session_id",)
    _FIELD_ENDS = (("control_session_id", 8),)
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
            buffer, end = _bounds(buffer, offset, length, "Ping")
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
            buffer, end = _bounds(buffer, offset, length, "Ping")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"Ping: offset {offset} is negative")
        try:
            return _BLOCK_PING.unpack_from(buffer, offset)
        except struct.error:
            raise _short("Ping", "<block>", offset, 8, len(buffer)) from None

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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class PingEncoder(_Flyweight):
    """Writes Ping (template id 106): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 106
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "Ping"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("control_session_id", 8),)
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
            buffer, end = _bounds(buffer, offset, length, "Ping")
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
            buffer, end = _bounds(buffer, offset, length, "Ping")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class UpdateChannelRequestDecoder(_Flyweight):
    """Reads UpdateChannelRequest (template id 107): Change the channel stored for a recording."""

    TEMPLATE_ID = 107
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "UpdateChannelRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = (_skip33_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "UpdateChannelRequest")
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
            buffer, end = _bounds(buffer, offset, length, "UpdateChannelRequest")
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
    def control_session_id(self) -> int:
        """controlSessionId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("recording_id", self._offset + 16, 8, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "control_session_id": self.control_session_id,
            "correlation_id": self.correlation_id,
            "recording_id": self.recording_id,
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class UpdateChannelRequestEncoder(_Flyweight):
    """Writes UpdateChannelRequest (template id 107): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 107
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "UpdateChannelRequest"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "UpdateChannelRequest")
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
            buffer, end = _bounds(buffer, offset, length, "UpdateChannelRequest")
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

    def _set_control_session_id(self, value: int) -> None:
        """controlSessionId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_recording_id(self, value: int) -> None:
        """recordingId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id)

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


MESSAGES: dict[int, tuple[type[Any], type[Any]]] = {
    1: (ControlResponseDecoder, ControlResponseEncoder),
    2: (ConnectRequestDecoder, ConnectRequestEncoder),
    3: (CloseSessionRequestDecoder, CloseSessionRequestEncoder),
    4: (StartRecordingRequestDecoder, StartRecordingRequestEncoder),
    5: (StopRecordingRequestDecoder, StopRecordingRequestEncoder),
    6: (ReplayRequestDecoder, ReplayRequestEncoder),
    7: (StopReplayRequestDecoder, StopReplayRequestEncoder),
    8: (ListRecordingsRequestDecoder, ListRecordingsRequestEncoder),
    9: (ListRecordingsForUriRequestDecoder, ListRecordingsForUriRequestEncoder),
    10: (ListRecordingRequestDecoder, ListRecordingRequestEncoder),
    11: (ExtendRecordingRequestDecoder, ExtendRecordingRequestEncoder),
    12: (RecordingPositionRequestDecoder, RecordingPositionRequestEncoder),
    13: (TruncateRecordingRequestDecoder, TruncateRecordingRequestEncoder),
    14: (StopRecordingSubscriptionRequestDecoder, StopRecordingSubscriptionRequestEncoder),
    15: (StopPositionRequestDecoder, StopPositionRequestEncoder),
    16: (FindLastMatchingRecordingRequestDecoder, FindLastMatchingRecordingRequestEncoder),
    17: (ListRecordingSubscriptionsRequestDecoder, ListRecordingSubscriptionsRequestEncoder),
    18: (BoundedReplayRequestDecoder, BoundedReplayRequestEncoder),
    19: (StopAllReplaysRequestDecoder, StopAllReplaysRequestEncoder),
    20: (CatalogHeaderDecoder, CatalogHeaderEncoder),
    21: (RecordingDescriptorHeaderDecoder, RecordingDescriptorHeaderEncoder),
    22: (RecordingDescriptorDecoder, RecordingDescriptorEncoder),
    23: (RecordingSubscriptionDescriptorDecoder, RecordingSubscriptionDescriptorEncoder),
    24: (RecordingSignalEventDecoder, RecordingSignalEventEncoder),
    50: (ReplicateRequestDecoder, ReplicateRequestEncoder),
    51: (StopReplicationRequestDecoder, StopReplicationRequestEncoder),
    52: (StartPositionRequestDecoder, StartPositionRequestEncoder),
    53: (DetachSegmentsRequestDecoder, DetachSegmentsRequestEncoder),
    54: (DeleteDetachedSegmentsRequestDecoder, DeleteDetachedSegmentsRequestEncoder),
    55: (PurgeSegmentsRequestDecoder, PurgeSegmentsRequestEncoder),
    56: (AttachSegmentsRequestDecoder, AttachSegmentsRequestEncoder),
    57: (MigrateSegmentsRequestDecoder, MigrateSegmentsRequestEncoder),
    58: (AuthConnectRequestDecoder, AuthConnectRequestEncoder),
    59: (ChallengeDecoder, ChallengeEncoder),
    60: (ChallengeResponseDecoder, ChallengeResponseEncoder),
    61: (KeepAliveRequestDecoder, KeepAliveRequestEncoder),
    62: (TaggedReplicateRequestDecoder, TaggedReplicateRequestEncoder),
    63: (StartRecordingRequest2Decoder, StartRecordingRequest2Encoder),
    64: (ExtendRecordingRequest2Decoder, ExtendRecordingRequest2Encoder),
    65: (StopRecordingByIdentityRequestDecoder, StopRecordingByIdentityRequestEncoder),
    66: (ReplicateRequest2Decoder, ReplicateRequest2Encoder),
    67: (MaxRecordedPositionRequestDecoder, MaxRecordedPositionRequestEncoder),
    68: (ArchiveIdRequestDecoder, ArchiveIdRequestEncoder),
    101: (RecordingStartedDecoder, RecordingStartedEncoder),
    102: (RecordingProgressDecoder, RecordingProgressEncoder),
    103: (RecordingStoppedDecoder, RecordingStoppedEncoder),
    104: (PurgeRecordingRequestDecoder, PurgeRecordingRequestEncoder),
    105: (ReplayTokenRequestDecoder, ReplayTokenRequestEncoder),
    106: (PingDecoder, PingEncoder),
    107: (UpdateChannelRequestDecoder, UpdateChannelRequestEncoder),
}
"""Template id -> (decoder class, encoder class), for dispatching on a message header."""
