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
from collections.abc import Sequence
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


def _bad_text(codec: str, field: str, exc: UnicodeDecodeError) -> CodecError:
    return CodecError(f"{codec}.{field}: not valid {exc.encoding}: {exc.reason} at byte {exc.start}")


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


def _skip_control_response_error_message(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ControlResponse.error_message without decoding it."""
    if pos + 4 > end:
        raise _short("ControlResponse", "error_message", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ControlResponse", "error_message", pos, 0, end)
    return pos


def _skip_connect_request_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ConnectRequest.response_channel without decoding it."""
    if pos + 4 > end:
        raise _short("ConnectRequest", "response_channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ConnectRequest", "response_channel", pos, 0, end)
    return pos


def _skip_start_recording_request_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over StartRecordingRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("StartRecordingRequest", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("StartRecordingRequest", "channel", pos, 0, end)
    return pos


def _skip_stop_recording_request_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over StopRecordingRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("StopRecordingRequest", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("StopRecordingRequest", "channel", pos, 0, end)
    return pos


def _skip_replay_request_replay_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplayRequest.replay_channel without decoding it."""
    if pos + 4 > end:
        raise _short("ReplayRequest", "replay_channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplayRequest", "replay_channel", pos, 0, end)
    return pos


def _skip_list_recordings_for_uri_request_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ListRecordingsForUriRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("ListRecordingsForUriRequest", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ListRecordingsForUriRequest", "channel", pos, 0, end)
    return pos


def _skip_extend_recording_request_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ExtendRecordingRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("ExtendRecordingRequest", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ExtendRecordingRequest", "channel", pos, 0, end)
    return pos


def _skip_find_last_matching_recording_request_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over FindLastMatchingRecordingRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("FindLastMatchingRecordingRequest", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("FindLastMatchingRecordingRequest", "channel", pos, 0, end)
    return pos


def _skip_list_recording_subscriptions_request_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ListRecordingSubscriptionsRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("ListRecordingSubscriptionsRequest", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ListRecordingSubscriptionsRequest", "channel", pos, 0, end)
    return pos


def _skip_bounded_replay_request_replay_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over BoundedReplayRequest.replay_channel without decoding it."""
    if pos + 4 > end:
        raise _short("BoundedReplayRequest", "replay_channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("BoundedReplayRequest", "replay_channel", pos, 0, end)
    return pos


def _skip_recording_descriptor_stripped_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RecordingDescriptor.stripped_channel without decoding it."""
    if pos + 4 > end:
        raise _short("RecordingDescriptor", "stripped_channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RecordingDescriptor", "stripped_channel", pos, 0, end)
    return pos


def _skip_recording_descriptor_original_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RecordingDescriptor.original_channel without decoding it."""
    if pos + 4 > end:
        raise _short("RecordingDescriptor", "original_channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RecordingDescriptor", "original_channel", pos, 0, end)
    return pos


def _skip_recording_descriptor_source_identity(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RecordingDescriptor.source_identity without decoding it."""
    if pos + 4 > end:
        raise _short("RecordingDescriptor", "source_identity", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RecordingDescriptor", "source_identity", pos, 0, end)
    return pos


def _skip_recording_subscription_descriptor_stripped_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RecordingSubscriptionDescriptor.stripped_channel without decoding it."""
    if pos + 4 > end:
        raise _short("RecordingSubscriptionDescriptor", "stripped_channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RecordingSubscriptionDescriptor", "stripped_channel", pos, 0, end)
    return pos


def _skip_replicate_request_src_control_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest.src_control_channel without decoding it."""
    if pos + 4 > end:
        raise _short("ReplicateRequest", "src_control_channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest", "src_control_channel", pos, 0, end)
    return pos


def _skip_replicate_request_live_destination(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest.live_destination without decoding it."""
    if pos + 4 > end:
        raise _short("ReplicateRequest", "live_destination", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest", "live_destination", pos, 0, end)
    return pos


def _skip_auth_connect_request_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AuthConnectRequest.response_channel without decoding it."""
    if pos + 4 > end:
        raise _short("AuthConnectRequest", "response_channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AuthConnectRequest", "response_channel", pos, 0, end)
    return pos


def _skip_auth_connect_request_encoded_credentials(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AuthConnectRequest.encoded_credentials without decoding it."""
    if pos + 4 > end:
        raise _short("AuthConnectRequest", "encoded_credentials", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AuthConnectRequest", "encoded_credentials", pos, 0, end)
    return pos


def _skip_auth_connect_request_client_info(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AuthConnectRequest.client_info without decoding it."""
    if version < 12:
        return pos
    if pos + 4 > end:
        raise _short("AuthConnectRequest", "client_info", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AuthConnectRequest", "client_info", pos, 0, end)
    return pos


def _skip_challenge_encoded_challenge(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over Challenge.encoded_challenge without decoding it."""
    if pos + 4 > end:
        raise _short("Challenge", "encoded_challenge", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("Challenge", "encoded_challenge", pos, 0, end)
    return pos


def _skip_challenge_response_encoded_credentials(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ChallengeResponse.encoded_credentials without decoding it."""
    if pos + 4 > end:
        raise _short("ChallengeResponse", "encoded_credentials", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ChallengeResponse", "encoded_credentials", pos, 0, end)
    return pos


def _skip_tagged_replicate_request_src_control_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over TaggedReplicateRequest.src_control_channel without decoding it."""
    if pos + 4 > end:
        raise _short("TaggedReplicateRequest", "src_control_channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("TaggedReplicateRequest", "src_control_channel", pos, 0, end)
    return pos


def _skip_tagged_replicate_request_live_destination(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over TaggedReplicateRequest.live_destination without decoding it."""
    if pos + 4 > end:
        raise _short("TaggedReplicateRequest", "live_destination", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("TaggedReplicateRequest", "live_destination", pos, 0, end)
    return pos


def _skip_start_recording_request2_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over StartRecordingRequest2.channel without decoding it."""
    if pos + 4 > end:
        raise _short("StartRecordingRequest2", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("StartRecordingRequest2", "channel", pos, 0, end)
    return pos


def _skip_extend_recording_request2_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ExtendRecordingRequest2.channel without decoding it."""
    if pos + 4 > end:
        raise _short("ExtendRecordingRequest2", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ExtendRecordingRequest2", "channel", pos, 0, end)
    return pos


def _skip_replicate_request2_src_control_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest2.src_control_channel without decoding it."""
    if pos + 4 > end:
        raise _short("ReplicateRequest2", "src_control_channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest2", "src_control_channel", pos, 0, end)
    return pos


def _skip_replicate_request2_live_destination(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest2.live_destination without decoding it."""
    if pos + 4 > end:
        raise _short("ReplicateRequest2", "live_destination", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest2", "live_destination", pos, 0, end)
    return pos


def _skip_replicate_request2_replication_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest2.replication_channel without decoding it."""
    if pos + 4 > end:
        raise _short("ReplicateRequest2", "replication_channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest2", "replication_channel", pos, 0, end)
    return pos


def _skip_replicate_request2_encoded_credentials(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest2.encoded_credentials without decoding it."""
    if version < 8:
        return pos
    if pos + 4 > end:
        raise _short("ReplicateRequest2", "encoded_credentials", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest2", "encoded_credentials", pos, 0, end)
    return pos


def _skip_replicate_request2_src_response_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ReplicateRequest2.src_response_channel without decoding it."""
    if version < 10:
        return pos
    if pos + 4 > end:
        raise _short("ReplicateRequest2", "src_response_channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ReplicateRequest2", "src_response_channel", pos, 0, end)
    return pos


def _skip_recording_started_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RecordingStarted.channel without decoding it."""
    if pos + 4 > end:
        raise _short("RecordingStarted", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RecordingStarted", "channel", pos, 0, end)
    return pos


def _skip_recording_started_source_identity(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RecordingStarted.source_identity without decoding it."""
    if pos + 4 > end:
        raise _short("RecordingStarted", "source_identity", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RecordingStarted", "source_identity", pos, 0, end)
    return pos


def _skip_update_channel_request_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over UpdateChannelRequest.channel without decoding it."""
    if pos + 4 > end:
        raise _short("UpdateChannelRequest", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("UpdateChannelRequest", "channel", pos, 0, end)
    return pos


class MessageHeaderDecoder:
    """Reads the MessageHeader composite (8 bytes): SBE header in front of every message: 8 bytes."""

    ENCODED_LENGTH = 8
    _FIELD_ENDS = (("block_length", 2), ("template_id", 4), ("schema_id", 6), ("version", 8))
    __slots__ = ("_buffer", "_offset", "_end", "_acting_version")

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
            raise _short("MessageHeader", _first_missing(self._FIELD_ENDS, end - offset), offset, 8, end)
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
            raise _short("MessageHeader", "block_length", self._offset, 2, self._end) from None

    @property
    def template_id(self) -> int:
        """templateId, offset 2"""
        try:
            return _L_H.unpack_from(self._buffer, self._offset + 2)[0]
        except struct.error:
            raise _short("MessageHeader", "template_id", self._offset + 2, 2, self._end) from None

    @property
    def schema_id(self) -> int:
        """schemaId, offset 4"""
        try:
            return _L_H.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise _short("MessageHeader", "schema_id", self._offset + 4, 2, self._end) from None

    @property
    def version(self) -> int:
        """version, offset 6"""
        try:
            return _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise _short("MessageHeader", "version", self._offset + 6, 2, self._end) from None

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


class MessageHeaderEncoder:
    """Writes the MessageHeader composite (8 bytes) in place."""

    ENCODED_LENGTH = 8
    _FIELD_ENDS = (("block_length", 2), ("template_id", 4), ("schema_id", 6), ("version", 8))
    __slots__ = ("_buffer", "_offset", "_end")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 8 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "MessageHeader")
        if offset + 8 > end:
            raise _short("MessageHeader", _first_missing(self._FIELD_ENDS, end - offset), offset, 8, end)
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
        try:
            _L_H.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("MessageHeader", "block_length", value, exc) from None

    block_length = property(None, _set_block_length, doc="blockLength, offset 0")

    def _set_template_id(self, value: int) -> None:
        try:
            _L_H.pack_into(self._buffer, self._offset + 2, value)
        except (struct.error, TypeError) as exc:
            raise _bad("MessageHeader", "template_id", value, exc) from None

    template_id = property(None, _set_template_id, doc="templateId, offset 2")

    def _set_schema_id(self, value: int) -> None:
        try:
            _L_H.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise _bad("MessageHeader", "schema_id", value, exc) from None

    schema_id = property(None, _set_schema_id, doc="schemaId, offset 4")

    def _set_version(self, value: int) -> None:
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise _bad("MessageHeader", "version", value, exc) from None

    version = property(None, _set_version, doc="version, offset 6")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class GroupSizeEncodingDecoder:
    """Reads the GroupSizeEncoding composite (4 bytes): Dimension of a repeating group."""

    ENCODED_LENGTH = 4
    _FIELD_ENDS = (("block_length", 2), ("num_in_group", 4))
    __slots__ = ("_buffer", "_offset", "_end", "_acting_version")

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
            raise _short("GroupSizeEncoding", _first_missing(self._FIELD_ENDS, end - offset), offset, 4, end)
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
            raise _short("GroupSizeEncoding", "block_length", self._offset, 2, self._end) from None

    @property
    def num_in_group(self) -> int:
        """numInGroup, offset 2"""
        try:
            return _L_H.unpack_from(self._buffer, self._offset + 2)[0]
        except struct.error:
            raise _short("GroupSizeEncoding", "num_in_group", self._offset + 2, 2, self._end) from None

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


class GroupSizeEncodingEncoder:
    """Writes the GroupSizeEncoding composite (4 bytes) in place."""

    ENCODED_LENGTH = 4
    _FIELD_ENDS = (("block_length", 2), ("num_in_group", 4))
    __slots__ = ("_buffer", "_offset", "_end")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 4 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "GroupSizeEncoding")
        if offset + 4 > end:
            raise _short("GroupSizeEncoding", _first_missing(self._FIELD_ENDS, end - offset), offset, 4, end)
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
        try:
            _L_H.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("GroupSizeEncoding", "block_length", value, exc) from None

    block_length = property(None, _set_block_length, doc="blockLength, offset 0")

    def _set_num_in_group(self, value: int) -> None:
        try:
            _L_H.pack_into(self._buffer, self._offset + 2, value)
        except (struct.error, TypeError) as exc:
            raise _bad("GroupSizeEncoding", "num_in_group", value, exc) from None

    num_in_group = property(None, _set_num_in_group, doc="numInGroup, offset 2")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class VarAsciiEncodingDecoder:
    """Reads the VarAsciiEncoding composite (4 bytes): uint32 length then that many ASCII bytes."""

    ENCODED_LENGTH = 4
    _FIELD_ENDS = (("length", 4),)
    __slots__ = ("_buffer", "_offset", "_end", "_acting_version")

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
            raise _short("VarAsciiEncoding", _first_missing(self._FIELD_ENDS, end - offset), offset, 4, end)
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
            raise _short("VarAsciiEncoding", "length", self._offset, 4, self._end) from None

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


class VarAsciiEncodingEncoder:
    """Writes the VarAsciiEncoding composite (4 bytes) in place."""

    ENCODED_LENGTH = 4
    _FIELD_ENDS = (("length", 4),)
    __slots__ = ("_buffer", "_offset", "_end")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 4 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "VarAsciiEncoding")
        if offset + 4 > end:
            raise _short("VarAsciiEncoding", _first_missing(self._FIELD_ENDS, end - offset), offset, 4, end)
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
        try:
            _L_I.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("VarAsciiEncoding", "length", value, exc) from None

    length = property(None, _set_length, doc="length, offset 0")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class VarDataEncodingDecoder:
    """Reads the VarDataEncoding composite (4 bytes): uint32 length then that many opaque bytes."""

    ENCODED_LENGTH = 4
    _FIELD_ENDS = (("length", 4),)
    __slots__ = ("_buffer", "_offset", "_end", "_acting_version")

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
            raise _short("VarDataEncoding", _first_missing(self._FIELD_ENDS, end - offset), offset, 4, end)
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
            raise _short("VarDataEncoding", "length", self._offset, 4, self._end) from None

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


class VarDataEncodingEncoder:
    """Writes the VarDataEncoding composite (4 bytes) in place."""

    ENCODED_LENGTH = 4
    _FIELD_ENDS = (("length", 4),)
    __slots__ = ("_buffer", "_offset", "_end")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 4 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "VarDataEncoding")
        if offset + 4 > end:
            raise _short("VarDataEncoding", _first_missing(self._FIELD_ENDS, end - offset), offset, 4, end)
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
        try:
            _L_I.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("VarDataEncoding", "length", value, exc) from None

    length = property(None, _set_length, doc="length, offset 0")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ControlResponseDecoder:
    """Reads ControlResponse (template id 1): Answer to one control request."""

    TEMPLATE_ID = 1
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("relevant_id", 24), ("code", 28), ("version", 32))
    _SKIPS = (_skip_control_response_error_message,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ControlResponse", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ControlResponse", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 1:
            raise CodecError(f"ControlResponse: template id {header[1]} at offset {offset} is not 1")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ControlResponse: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("ControlResponse", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8: Correlation id of the request"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ControlResponse", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def relevant_id(self) -> int:
        """relevantId (id 3), offset 16: Id the answer is about, or an error code"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("ControlResponse", "relevant_id", self._offset + 16, 8, self._end) from None

    @property
    def code(self) -> ControlResponseCode | int:
        """code (id 4), offset 24"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("ControlResponse", "code", self._offset + 24, 4, self._end) from None
        return _CONTROL_RESPONSE_CODE_BY_VALUE(value, value)

    @property
    def version(self) -> int | None:
        """version (id 5), offset 28, since version 4: Archive protocol version"""
        if self._acting_version < 4 or self._block_length < 32:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise _short("ControlResponse", "version", self._offset + 28, 4, self._end) from None
        return None if value == 0 else value

    @property
    def error_message(self) -> str:
        """Var data errorMessage (id 6, ascii): Empty unless code is ERROR."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("ControlResponse", "error_message", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ControlResponse", "error_message", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ControlResponse", "error_message", exc) from None

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


class ControlResponseEncoder:
    """Writes ControlResponse (template id 1): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 1
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("relevant_id", 24), ("code", 28), ("version", 32))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ControlResponse", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ControlResponse")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ControlResponse", field, offset, 40, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ControlResponse", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0: Session the answer belongs to")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ControlResponse", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8: Correlation id of the request")

    def _set_relevant_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ControlResponse", "relevant_id", value, exc) from None

    relevant_id = property(None, _set_relevant_id, doc="relevantId (id 3), offset 16: Id the answer is about, or an error code")

    def _set_code(self, value: ControlResponseCode | int | None) -> None:
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ControlResponse", "code", value, exc) from None

    code = property(None, _set_code, doc="code (id 4), offset 24")

    def _set_version(self, value: int | None) -> None:
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ControlResponse", "version", value, exc) from None

    version = property(None, _set_version, doc="version (id 5), offset 28, since version 4: Archive protocol version")

    def put_error_message(self, value: str | bytes) -> Self:
        """Appends var data errorMessage (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ControlResponse", "error_message")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ControlResponse", "error_message", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ConnectRequestDecoder:
    """Reads ConnectRequest (template id 2): Open a control session, naming where answers go."""

    TEMPLATE_ID = 2
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("response_stream_id", 12), ("version", 16))
    _SKIPS = (_skip_connect_request_response_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ConnectRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ConnectRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 2:
            raise CodecError(f"ConnectRequest: template id {header[1]} at offset {offset} is not 2")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ConnectRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("ConnectRequest", "correlation_id", self._offset, 8, self._end) from None

    @property
    def response_stream_id(self) -> int:
        """responseStreamId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ConnectRequest", "response_stream_id", self._offset + 8, 4, self._end) from None

    @property
    def version(self) -> int | None:
        """version (id 3), offset 12, since version 2"""
        if self._acting_version < 2 or self._block_length < 16:
            return None
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise _short("ConnectRequest", "version", self._offset + 12, 4, self._end) from None
        return None if value == 0 else value

    @property
    def response_channel(self) -> str:
        """Var data responseChannel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("ConnectRequest", "response_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ConnectRequest", "response_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ConnectRequest", "response_channel", exc) from None

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


class ConnectRequestEncoder:
    """Writes ConnectRequest (template id 2): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 2
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("response_stream_id", 12), ("version", 16))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ConnectRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ConnectRequest")
        if offset + 24 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ConnectRequest", field, offset, 24, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ConnectRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 1), offset 0")

    def _set_response_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ConnectRequest", "response_stream_id", value, exc) from None

    response_stream_id = property(None, _set_response_stream_id, doc="responseStreamId (id 2), offset 8")

    def _set_version(self, value: int | None) -> None:
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ConnectRequest", "version", value, exc) from None

    version = property(None, _set_version, doc="version (id 3), offset 12, since version 2")

    def put_response_channel(self, value: str | bytes) -> Self:
        """Appends var data responseChannel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ConnectRequest", "response_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ConnectRequest", "response_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class CloseSessionRequestDecoder:
    """Reads CloseSessionRequest (template id 3): End a control session."""

    TEMPLATE_ID = 3
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("control_session_id",)
    _FIELD_ENDS = (("control_session_id", 8),)
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("CloseSessionRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("CloseSessionRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3:
            raise CodecError(f"CloseSessionRequest: template id {header[1]} at offset {offset} is not 3")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"CloseSessionRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("CloseSessionRequest", "control_session_id", self._offset, 8, self._end) from None

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


class CloseSessionRequestEncoder:
    """Writes CloseSessionRequest (template id 3): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("control_session_id", 8),)
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("CloseSessionRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "CloseSessionRequest")
        if offset + 16 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("CloseSessionRequest", field, offset, 16, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("CloseSessionRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StartRecordingRequestDecoder:
    """Reads StartRecordingRequest (template id 4): Record every image of channel and stream."""

    TEMPLATE_ID = 4
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("stream_id", 20), ("source_location", 24))
    _SKIPS = (_skip_start_recording_request_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("StartRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("StartRecordingRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 4:
            raise CodecError(f"StartRecordingRequest: template id {header[1]} at offset {offset} is not 4")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"StartRecordingRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("StartRecordingRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("StartRecordingRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("StartRecordingRequest", "stream_id", self._offset + 16, 4, self._end) from None

    @property
    def source_location(self) -> SourceLocation | int:
        """sourceLocation (id 4), offset 20"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise _short("StartRecordingRequest", "source_location", self._offset + 20, 4, self._end) from None
        return _SOURCE_LOCATION_BY_VALUE(value, value)

    @property
    def channel(self) -> str:
        """Var data channel (id 5, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("StartRecordingRequest", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("StartRecordingRequest", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("StartRecordingRequest", "channel", exc) from None

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


class StartRecordingRequestEncoder:
    """Writes StartRecordingRequest (template id 4): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 4
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("stream_id", 20), ("source_location", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("StartRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "StartRecordingRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("StartRecordingRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StartRecordingRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StartRecordingRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StartRecordingRequest", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 3), offset 16")

    def _set_source_location(self, value: SourceLocation | int | None) -> None:
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StartRecordingRequest", "source_location", value, exc) from None

    source_location = property(None, _set_source_location, doc="sourceLocation (id 4), offset 20")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "StartRecordingRequest", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("StartRecordingRequest", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopRecordingRequestDecoder:
    """Reads StopRecordingRequest (template id 5): Stop recording a channel and stream."""

    TEMPLATE_ID = 5
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("stream_id", 20))
    _SKIPS = (_skip_stop_recording_request_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("StopRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("StopRecordingRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 5:
            raise CodecError(f"StopRecordingRequest: template id {header[1]} at offset {offset} is not 5")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"StopRecordingRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("StopRecordingRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("StopRecordingRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("StopRecordingRequest", "stream_id", self._offset + 16, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("StopRecordingRequest", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("StopRecordingRequest", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("StopRecordingRequest", "channel", exc) from None

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


class StopRecordingRequestEncoder:
    """Writes StopRecordingRequest (template id 5): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 5
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("stream_id", 20))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("StopRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 20, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 20
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "StopRecordingRequest")
        if offset + 28 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("StopRecordingRequest", field, offset, 28, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopRecordingRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopRecordingRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopRecordingRequest", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 3), offset 16")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "StopRecordingRequest", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("StopRecordingRequest", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ReplayRequestDecoder:
    """Reads ReplayRequest (template id 6): Replay a range of a recording to a channel."""

    TEMPLATE_ID = 6
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 56
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("position", 32), ("length", 40), ("replay_stream_id", 44), ("file_io_max_length", 48), ("replay_token", 56))
    _SKIPS = (_skip_replay_request_replay_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ReplayRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ReplayRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 6:
            raise CodecError(f"ReplayRequest: template id {header[1]} at offset {offset} is not 6")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ReplayRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("ReplayRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ReplayRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("ReplayRequest", "recording_id", self._offset + 16, 8, self._end) from None

    @property
    def position(self) -> int:
        """position (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("ReplayRequest", "position", self._offset + 24, 8, self._end) from None

    @property
    def length(self) -> int:
        """length (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise _short("ReplayRequest", "length", self._offset + 32, 8, self._end) from None

    @property
    def replay_stream_id(self) -> int:
        """replayStreamId (id 6), offset 40"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise _short("ReplayRequest", "replay_stream_id", self._offset + 40, 4, self._end) from None

    @property
    def file_io_max_length(self) -> int | None:
        """fileIoMaxLength (id 8), offset 44, since version 7"""
        if self._acting_version < 7 or self._block_length < 48:
            return None
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 44)[0]
        except struct.error:
            raise _short("ReplayRequest", "file_io_max_length", self._offset + 44, 4, self._end) from None

    @property
    def replay_token(self) -> int | None:
        """replayToken (id 9), offset 48, since version 10"""
        if self._acting_version < 10 or self._block_length < 56:
            return None
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise _short("ReplayRequest", "replay_token", self._offset + 48, 8, self._end) from None

    @property
    def replay_channel(self) -> str:
        """Var data replayChannel (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("ReplayRequest", "replay_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ReplayRequest", "replay_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ReplayRequest", "replay_channel", exc) from None

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


class ReplayRequestEncoder:
    """Writes ReplayRequest (template id 6): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 6
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 56
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("position", 32), ("length", 40), ("replay_stream_id", 44), ("file_io_max_length", 48), ("replay_token", 56))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ReplayRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 56, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 56
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ReplayRequest")
        if offset + 64 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ReplayRequest", field, offset, 64, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplayRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplayRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplayRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def _set_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplayRequest", "position", value, exc) from None

    position = property(None, _set_position, doc="position (id 4), offset 24")

    def _set_length(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplayRequest", "length", value, exc) from None

    length = property(None, _set_length, doc="length (id 5), offset 32")

    def _set_replay_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplayRequest", "replay_stream_id", value, exc) from None

    replay_stream_id = property(None, _set_replay_stream_id, doc="replayStreamId (id 6), offset 40")

    def _set_file_io_max_length(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 44, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplayRequest", "file_io_max_length", value, exc) from None

    file_io_max_length = property(None, _set_file_io_max_length, doc="fileIoMaxLength (id 8), offset 44, since version 7")

    def _set_replay_token(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplayRequest", "replay_token", value, exc) from None

    replay_token = property(None, _set_replay_token, doc="replayToken (id 9), offset 48, since version 10")

    def put_replay_channel(self, value: str | bytes) -> Self:
        """Appends var data replayChannel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ReplayRequest", "replay_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ReplayRequest", "replay_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopReplayRequestDecoder:
    """Reads StopReplayRequest (template id 7): Stop one replay session."""

    TEMPLATE_ID = 7
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "replay_session_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("replay_session_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("StopReplayRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("StopReplayRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 7:
            raise CodecError(f"StopReplayRequest: template id {header[1]} at offset {offset} is not 7")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"StopReplayRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("StopReplayRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("StopReplayRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def replay_session_id(self) -> int:
        """replaySessionId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("StopReplayRequest", "replay_session_id", self._offset + 16, 8, self._end) from None

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


class StopReplayRequestEncoder:
    """Writes StopReplayRequest (template id 7): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 7
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("replay_session_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("StopReplayRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "StopReplayRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("StopReplayRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopReplayRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopReplayRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_replay_session_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopReplayRequest", "replay_session_id", value, exc) from None

    replay_session_id = property(None, _set_replay_session_id, doc="replaySessionId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ListRecordingsRequestDecoder:
    """Reads ListRecordingsRequest (template id 8): List descriptors from a recording id on."""

    TEMPLATE_ID = 8
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 28
    FIELD_NAMES = ("control_session_id", "correlation_id", "from_recording_id", "record_count")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("from_recording_id", 24), ("record_count", 28))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ListRecordingsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ListRecordingsRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 8:
            raise CodecError(f"ListRecordingsRequest: template id {header[1]} at offset {offset} is not 8")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ListRecordingsRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("ListRecordingsRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ListRecordingsRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def from_recording_id(self) -> int:
        """fromRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("ListRecordingsRequest", "from_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def record_count(self) -> int:
        """recordCount (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("ListRecordingsRequest", "record_count", self._offset + 24, 4, self._end) from None

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


class ListRecordingsRequestEncoder:
    """Writes ListRecordingsRequest (template id 8): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 8
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("from_recording_id", 24), ("record_count", 28))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ListRecordingsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 28, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 28
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ListRecordingsRequest")
        if offset + 36 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ListRecordingsRequest", field, offset, 36, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingsRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingsRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_from_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingsRequest", "from_recording_id", value, exc) from None

    from_recording_id = property(None, _set_from_recording_id, doc="fromRecordingId (id 3), offset 16")

    def _set_record_count(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingsRequest", "record_count", value, exc) from None

    record_count = property(None, _set_record_count, doc="recordCount (id 4), offset 24")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ListRecordingsForUriRequestDecoder:
    """Reads ListRecordingsForUriRequest (template id 9): List descriptors matching a channel and stream."""

    TEMPLATE_ID = 9
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("from_recording_id", 24), ("record_count", 28), ("stream_id", 32))
    _SKIPS = (_skip_list_recordings_for_uri_request_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ListRecordingsForUriRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ListRecordingsForUriRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 9:
            raise CodecError(f"ListRecordingsForUriRequest: template id {header[1]} at offset {offset} is not 9")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ListRecordingsForUriRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("ListRecordingsForUriRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ListRecordingsForUriRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def from_recording_id(self) -> int:
        """fromRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("ListRecordingsForUriRequest", "from_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def record_count(self) -> int:
        """recordCount (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("ListRecordingsForUriRequest", "record_count", self._offset + 24, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 5), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise _short("ListRecordingsForUriRequest", "stream_id", self._offset + 28, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("ListRecordingsForUriRequest", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ListRecordingsForUriRequest", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ListRecordingsForUriRequest", "channel", exc) from None

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


class ListRecordingsForUriRequestEncoder:
    """Writes ListRecordingsForUriRequest (template id 9): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 9
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("from_recording_id", 24), ("record_count", 28), ("stream_id", 32))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ListRecordingsForUriRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ListRecordingsForUriRequest")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ListRecordingsForUriRequest", field, offset, 40, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingsForUriRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingsForUriRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_from_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingsForUriRequest", "from_recording_id", value, exc) from None

    from_recording_id = property(None, _set_from_recording_id, doc="fromRecordingId (id 3), offset 16")

    def _set_record_count(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingsForUriRequest", "record_count", value, exc) from None

    record_count = property(None, _set_record_count, doc="recordCount (id 4), offset 24")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingsForUriRequest", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 5), offset 28")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ListRecordingsForUriRequest", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ListRecordingsForUriRequest", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ListRecordingRequestDecoder:
    """Reads ListRecordingRequest (template id 10): Ask for the descriptor of one recording."""

    TEMPLATE_ID = 10
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ListRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ListRecordingRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 10:
            raise CodecError(f"ListRecordingRequest: template id {header[1]} at offset {offset} is not 10")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ListRecordingRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("ListRecordingRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ListRecordingRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("ListRecordingRequest", "recording_id", self._offset + 16, 8, self._end) from None

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


class ListRecordingRequestEncoder:
    """Writes ListRecordingRequest (template id 10): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 10
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ListRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ListRecordingRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ListRecordingRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ExtendRecordingRequestDecoder:
    """Reads ExtendRecordingRequest (template id 11): Append new images to a stopped recording."""

    TEMPLATE_ID = 11
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("stream_id", 28), ("source_location", 32))
    _SKIPS = (_skip_extend_recording_request_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ExtendRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ExtendRecordingRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 11:
            raise CodecError(f"ExtendRecordingRequest: template id {header[1]} at offset {offset} is not 11")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ExtendRecordingRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("ExtendRecordingRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ExtendRecordingRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("ExtendRecordingRequest", "recording_id", self._offset + 16, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("ExtendRecordingRequest", "stream_id", self._offset + 24, 4, self._end) from None

    @property
    def source_location(self) -> SourceLocation | int:
        """sourceLocation (id 5), offset 28"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise _short("ExtendRecordingRequest", "source_location", self._offset + 28, 4, self._end) from None
        return _SOURCE_LOCATION_BY_VALUE(value, value)

    @property
    def channel(self) -> str:
        """Var data channel (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("ExtendRecordingRequest", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ExtendRecordingRequest", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ExtendRecordingRequest", "channel", exc) from None

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


class ExtendRecordingRequestEncoder:
    """Writes ExtendRecordingRequest (template id 11): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 11
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("stream_id", 28), ("source_location", 32))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ExtendRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ExtendRecordingRequest")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ExtendRecordingRequest", field, offset, 40, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ExtendRecordingRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ExtendRecordingRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ExtendRecordingRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ExtendRecordingRequest", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 4), offset 24")

    def _set_source_location(self, value: SourceLocation | int | None) -> None:
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ExtendRecordingRequest", "source_location", value, exc) from None

    source_location = property(None, _set_source_location, doc="sourceLocation (id 5), offset 28")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ExtendRecordingRequest", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ExtendRecordingRequest", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingPositionRequestDecoder:
    """Reads RecordingPositionRequest (template id 12): Ask for the position of an active recording."""

    TEMPLATE_ID = 12
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("RecordingPositionRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("RecordingPositionRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 12:
            raise CodecError(f"RecordingPositionRequest: template id {header[1]} at offset {offset} is not 12")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RecordingPositionRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("RecordingPositionRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RecordingPositionRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RecordingPositionRequest", "recording_id", self._offset + 16, 8, self._end) from None

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


class RecordingPositionRequestEncoder:
    """Writes RecordingPositionRequest (template id 12): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 12
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("RecordingPositionRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RecordingPositionRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RecordingPositionRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingPositionRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingPositionRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingPositionRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class TruncateRecordingRequestDecoder:
    """Reads TruncateRecordingRequest (template id 13): Cut a stopped recording back to a position."""

    TEMPLATE_ID = 13
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id", "position")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("position", 32))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("TruncateRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("TruncateRecordingRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 13:
            raise CodecError(f"TruncateRecordingRequest: template id {header[1]} at offset {offset} is not 13")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"TruncateRecordingRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("TruncateRecordingRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("TruncateRecordingRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("TruncateRecordingRequest", "recording_id", self._offset + 16, 8, self._end) from None

    @property
    def position(self) -> int:
        """position (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("TruncateRecordingRequest", "position", self._offset + 24, 8, self._end) from None

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


class TruncateRecordingRequestEncoder:
    """Writes TruncateRecordingRequest (template id 13): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 13
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("position", 32))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("TruncateRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "TruncateRecordingRequest")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("TruncateRecordingRequest", field, offset, 40, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TruncateRecordingRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TruncateRecordingRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TruncateRecordingRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def _set_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TruncateRecordingRequest", "position", value, exc) from None

    position = property(None, _set_position, doc="position (id 4), offset 24")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopRecordingSubscriptionRequestDecoder:
    """Reads StopRecordingSubscriptionRequest (template id 14): Stop recording by subscription id."""

    TEMPLATE_ID = 14
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "subscription_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("subscription_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("StopRecordingSubscriptionRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("StopRecordingSubscriptionRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 14:
            raise CodecError(f"StopRecordingSubscriptionRequest: template id {header[1]} at offset {offset} is not 14")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"StopRecordingSubscriptionRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("StopRecordingSubscriptionRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("StopRecordingSubscriptionRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def subscription_id(self) -> int:
        """subscriptionId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("StopRecordingSubscriptionRequest", "subscription_id", self._offset + 16, 8, self._end) from None

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


class StopRecordingSubscriptionRequestEncoder:
    """Writes StopRecordingSubscriptionRequest (template id 14): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 14
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("subscription_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("StopRecordingSubscriptionRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "StopRecordingSubscriptionRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("StopRecordingSubscriptionRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopRecordingSubscriptionRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopRecordingSubscriptionRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_subscription_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopRecordingSubscriptionRequest", "subscription_id", value, exc) from None

    subscription_id = property(None, _set_subscription_id, doc="subscriptionId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopPositionRequestDecoder:
    """Reads StopPositionRequest (template id 15): Ask where a recording stopped."""

    TEMPLATE_ID = 15
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("StopPositionRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("StopPositionRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 15:
            raise CodecError(f"StopPositionRequest: template id {header[1]} at offset {offset} is not 15")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"StopPositionRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("StopPositionRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("StopPositionRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("StopPositionRequest", "recording_id", self._offset + 16, 8, self._end) from None

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


class StopPositionRequestEncoder:
    """Writes StopPositionRequest (template id 15): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 15
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("StopPositionRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "StopPositionRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("StopPositionRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopPositionRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopPositionRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopPositionRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class FindLastMatchingRecordingRequestDecoder:
    """Reads FindLastMatchingRecordingRequest (template id 16): Search backwards for the newest recording matching session, stream and channel."""

    TEMPLATE_ID = 16
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("min_recording_id", 24), ("session_id", 28), ("stream_id", 32))
    _SKIPS = (_skip_find_last_matching_recording_request_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("FindLastMatchingRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("FindLastMatchingRecordingRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 16:
            raise CodecError(f"FindLastMatchingRecordingRequest: template id {header[1]} at offset {offset} is not 16")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"FindLastMatchingRecordingRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("FindLastMatchingRecordingRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("FindLastMatchingRecordingRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def min_recording_id(self) -> int:
        """minRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("FindLastMatchingRecordingRequest", "min_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("FindLastMatchingRecordingRequest", "session_id", self._offset + 24, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 5), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise _short("FindLastMatchingRecordingRequest", "stream_id", self._offset + 28, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("FindLastMatchingRecordingRequest", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("FindLastMatchingRecordingRequest", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("FindLastMatchingRecordingRequest", "channel", exc) from None

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


class FindLastMatchingRecordingRequestEncoder:
    """Writes FindLastMatchingRecordingRequest (template id 16): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 16
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("min_recording_id", 24), ("session_id", 28), ("stream_id", 32))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("FindLastMatchingRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "FindLastMatchingRecordingRequest")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("FindLastMatchingRecordingRequest", field, offset, 40, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("FindLastMatchingRecordingRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("FindLastMatchingRecordingRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_min_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("FindLastMatchingRecordingRequest", "min_recording_id", value, exc) from None

    min_recording_id = property(None, _set_min_recording_id, doc="minRecordingId (id 3), offset 16")

    def _set_session_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("FindLastMatchingRecordingRequest", "session_id", value, exc) from None

    session_id = property(None, _set_session_id, doc="sessionId (id 4), offset 24")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise _bad("FindLastMatchingRecordingRequest", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 5), offset 28")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "FindLastMatchingRecordingRequest", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("FindLastMatchingRecordingRequest", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ListRecordingSubscriptionsRequestDecoder:
    """Reads ListRecordingSubscriptionsRequest (template id 17): Page through active recording subscriptions."""

    TEMPLATE_ID = 17
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("pseudo_index", 20), ("subscription_count", 24), ("apply_stream_id", 28), ("stream_id", 32))
    _SKIPS = (_skip_list_recording_subscriptions_request_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ListRecordingSubscriptionsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ListRecordingSubscriptionsRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 17:
            raise CodecError(f"ListRecordingSubscriptionsRequest: template id {header[1]} at offset {offset} is not 17")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ListRecordingSubscriptionsRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("ListRecordingSubscriptionsRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ListRecordingSubscriptionsRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def pseudo_index(self) -> int:
        """pseudoIndex (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("ListRecordingSubscriptionsRequest", "pseudo_index", self._offset + 16, 4, self._end) from None

    @property
    def subscription_count(self) -> int:
        """subscriptionCount (id 4), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise _short("ListRecordingSubscriptionsRequest", "subscription_count", self._offset + 20, 4, self._end) from None

    @property
    def apply_stream_id(self) -> BooleanType | int:
        """applyStreamId (id 5), offset 24"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("ListRecordingSubscriptionsRequest", "apply_stream_id", self._offset + 24, 4, self._end) from None
        return _BOOLEAN_TYPE_BY_VALUE(value, value)

    @property
    def stream_id(self) -> int:
        """streamId (id 6), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise _short("ListRecordingSubscriptionsRequest", "stream_id", self._offset + 28, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("ListRecordingSubscriptionsRequest", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ListRecordingSubscriptionsRequest", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ListRecordingSubscriptionsRequest", "channel", exc) from None

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


class ListRecordingSubscriptionsRequestEncoder:
    """Writes ListRecordingSubscriptionsRequest (template id 17): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 17
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("pseudo_index", 20), ("subscription_count", 24), ("apply_stream_id", 28), ("stream_id", 32))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ListRecordingSubscriptionsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ListRecordingSubscriptionsRequest")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ListRecordingSubscriptionsRequest", field, offset, 40, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingSubscriptionsRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingSubscriptionsRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_pseudo_index(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingSubscriptionsRequest", "pseudo_index", value, exc) from None

    pseudo_index = property(None, _set_pseudo_index, doc="pseudoIndex (id 3), offset 16")

    def _set_subscription_count(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingSubscriptionsRequest", "subscription_count", value, exc) from None

    subscription_count = property(None, _set_subscription_count, doc="subscriptionCount (id 4), offset 20")

    def _set_apply_stream_id(self, value: BooleanType | int | None) -> None:
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingSubscriptionsRequest", "apply_stream_id", value, exc) from None

    apply_stream_id = property(None, _set_apply_stream_id, doc="applyStreamId (id 5), offset 24")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ListRecordingSubscriptionsRequest", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 6), offset 28")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ListRecordingSubscriptionsRequest", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ListRecordingSubscriptionsRequest", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class BoundedReplayRequestDecoder:
    """Reads BoundedReplayRequest (template id 18): Replay limited by a position counter."""

    TEMPLATE_ID = 18
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 60
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("position", 32), ("length", 40), ("limit_counter_id", 44), ("replay_stream_id", 48), ("file_io_max_length", 52), ("replay_token", 60))
    _SKIPS = (_skip_bounded_replay_request_replay_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("BoundedReplayRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("BoundedReplayRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 18:
            raise CodecError(f"BoundedReplayRequest: template id {header[1]} at offset {offset} is not 18")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"BoundedReplayRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("BoundedReplayRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("BoundedReplayRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("BoundedReplayRequest", "recording_id", self._offset + 16, 8, self._end) from None

    @property
    def position(self) -> int:
        """position (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("BoundedReplayRequest", "position", self._offset + 24, 8, self._end) from None

    @property
    def length(self) -> int:
        """length (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise _short("BoundedReplayRequest", "length", self._offset + 32, 8, self._end) from None

    @property
    def limit_counter_id(self) -> int:
        """limitCounterId (id 6), offset 40"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise _short("BoundedReplayRequest", "limit_counter_id", self._offset + 40, 4, self._end) from None

    @property
    def replay_stream_id(self) -> int:
        """replayStreamId (id 7), offset 44"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 44)[0]
        except struct.error:
            raise _short("BoundedReplayRequest", "replay_stream_id", self._offset + 44, 4, self._end) from None

    @property
    def file_io_max_length(self) -> int | None:
        """fileIoMaxLength (id 9), offset 48, since version 7"""
        if self._acting_version < 7 or self._block_length < 52:
            return None
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise _short("BoundedReplayRequest", "file_io_max_length", self._offset + 48, 4, self._end) from None

    @property
    def replay_token(self) -> int | None:
        """replayToken (id 10), offset 52, since version 10"""
        if self._acting_version < 10 or self._block_length < 60:
            return None
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 52)[0]
        except struct.error:
            raise _short("BoundedReplayRequest", "replay_token", self._offset + 52, 8, self._end) from None

    @property
    def replay_channel(self) -> str:
        """Var data replayChannel (id 8, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("BoundedReplayRequest", "replay_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("BoundedReplayRequest", "replay_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("BoundedReplayRequest", "replay_channel", exc) from None

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


class BoundedReplayRequestEncoder:
    """Writes BoundedReplayRequest (template id 18): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 18
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 60
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("position", 32), ("length", 40), ("limit_counter_id", 44), ("replay_stream_id", 48), ("file_io_max_length", 52), ("replay_token", 60))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("BoundedReplayRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 60, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 60
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "BoundedReplayRequest")
        if offset + 68 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("BoundedReplayRequest", field, offset, 68, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("BoundedReplayRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("BoundedReplayRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("BoundedReplayRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def _set_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("BoundedReplayRequest", "position", value, exc) from None

    position = property(None, _set_position, doc="position (id 4), offset 24")

    def _set_length(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise _bad("BoundedReplayRequest", "length", value, exc) from None

    length = property(None, _set_length, doc="length (id 5), offset 32")

    def _set_limit_counter_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise _bad("BoundedReplayRequest", "limit_counter_id", value, exc) from None

    limit_counter_id = property(None, _set_limit_counter_id, doc="limitCounterId (id 6), offset 40")

    def _set_replay_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 44, value)
        except (struct.error, TypeError) as exc:
            raise _bad("BoundedReplayRequest", "replay_stream_id", value, exc) from None

    replay_stream_id = property(None, _set_replay_stream_id, doc="replayStreamId (id 7), offset 44")

    def _set_file_io_max_length(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise _bad("BoundedReplayRequest", "file_io_max_length", value, exc) from None

    file_io_max_length = property(None, _set_file_io_max_length, doc="fileIoMaxLength (id 9), offset 48, since version 7")

    def _set_replay_token(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 52, value)
        except (struct.error, TypeError) as exc:
            raise _bad("BoundedReplayRequest", "replay_token", value, exc) from None

    replay_token = property(None, _set_replay_token, doc="replayToken (id 10), offset 52, since version 10")

    def put_replay_channel(self, value: str | bytes) -> Self:
        """Appends var data replayChannel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "BoundedReplayRequest", "replay_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("BoundedReplayRequest", "replay_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopAllReplaysRequestDecoder:
    """Reads StopAllReplaysRequest (template id 19): Stop every replay, or those of one recording."""

    TEMPLATE_ID = 19
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("StopAllReplaysRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("StopAllReplaysRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 19:
            raise CodecError(f"StopAllReplaysRequest: template id {header[1]} at offset {offset} is not 19")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"StopAllReplaysRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("StopAllReplaysRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("StopAllReplaysRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("StopAllReplaysRequest", "recording_id", self._offset + 16, 8, self._end) from None

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


class StopAllReplaysRequestEncoder:
    """Writes StopAllReplaysRequest (template id 19): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 19
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("StopAllReplaysRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "StopAllReplaysRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("StopAllReplaysRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopAllReplaysRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopAllReplaysRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopAllReplaysRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class CatalogHeaderDecoder:
    """Reads CatalogHeader (template id 20): First record of the catalog: version and entry alignment."""

    TEMPLATE_ID = 20
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("version", "length", "next_recording_id", "alignment", "reserved")
    _FIELD_ENDS = (("version", 4), ("length", 8), ("next_recording_id", 16), ("alignment", 20), ("reserved", 32))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("CatalogHeader", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("CatalogHeader", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 20:
            raise CodecError(f"CatalogHeader: template id {header[1]} at offset {offset} is not 20")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"CatalogHeader: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("CatalogHeader", "version", self._offset, 4, self._end) from None

    @property
    def length(self) -> int:
        """length (id 2), offset 4"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise _short("CatalogHeader", "length", self._offset + 4, 4, self._end) from None

    @property
    def next_recording_id(self) -> int:
        """nextRecordingId (id 3), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("CatalogHeader", "next_recording_id", self._offset + 8, 8, self._end) from None

    @property
    def alignment(self) -> int:
        """alignment (id 4), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("CatalogHeader", "alignment", self._offset + 16, 4, self._end) from None

    @property
    def reserved(self) -> int:
        """reserved (id 5), offset 31"""
        try:
            return _L_b.unpack_from(self._buffer, self._offset + 31)[0]
        except struct.error:
            raise _short("CatalogHeader", "reserved", self._offset + 31, 1, self._end) from None

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


class CatalogHeaderEncoder:
    """Writes CatalogHeader (template id 20): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 20
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("version", 4), ("length", 8), ("next_recording_id", 16), ("alignment", 20), ("reserved", 32))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("CatalogHeader", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "CatalogHeader")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("CatalogHeader", field, offset, 40, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("CatalogHeader", "version", value, exc) from None

    version = property(None, _set_version, doc="version (id 1), offset 0")

    def _set_length(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise _bad("CatalogHeader", "length", value, exc) from None

    length = property(None, _set_length, doc="length (id 2), offset 4")

    def _set_next_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("CatalogHeader", "next_recording_id", value, exc) from None

    next_recording_id = property(None, _set_next_recording_id, doc="nextRecordingId (id 3), offset 8")

    def _set_alignment(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("CatalogHeader", "alignment", value, exc) from None

    alignment = property(None, _set_alignment, doc="alignment (id 4), offset 16")

    def _set_reserved(self, value: int) -> None:
        try:
            _L_b.pack_into(self._buffer, self._offset + 31, value)
        except (struct.error, TypeError) as exc:
            raise _bad("CatalogHeader", "reserved", value, exc) from None

    reserved = property(None, _set_reserved, doc="reserved (id 5), offset 31")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingDescriptorHeaderDecoder:
    """Reads RecordingDescriptorHeader (template id 21): Prefix of each catalog entry."""

    TEMPLATE_ID = 21
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("length", "state", "checksum", "reserved")
    _FIELD_ENDS = (("length", 4), ("state", 8), ("checksum", 12), ("reserved", 32))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("RecordingDescriptorHeader", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("RecordingDescriptorHeader", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 21:
            raise CodecError(f"RecordingDescriptorHeader: template id {header[1]} at offset {offset} is not 21")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RecordingDescriptorHeader: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("RecordingDescriptorHeader", "length", self._offset, 4, self._end) from None

    @property
    def state(self) -> RecordingState | int:
        """state (id 2), offset 4"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise _short("RecordingDescriptorHeader", "state", self._offset + 4, 4, self._end) from None
        return _RECORDING_STATE_BY_VALUE(value, value)

    @property
    def checksum(self) -> int:
        """checksum (id 4), offset 8: Checksum over the descriptor that follows"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RecordingDescriptorHeader", "checksum", self._offset + 8, 4, self._end) from None

    @property
    def reserved(self) -> int:
        """reserved (id 3), offset 31"""
        try:
            return _L_b.unpack_from(self._buffer, self._offset + 31)[0]
        except struct.error:
            raise _short("RecordingDescriptorHeader", "reserved", self._offset + 31, 1, self._end) from None

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


class RecordingDescriptorHeaderEncoder:
    """Writes RecordingDescriptorHeader (template id 21): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 21
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("length", 4), ("state", 8), ("checksum", 12), ("reserved", 32))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("RecordingDescriptorHeader", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RecordingDescriptorHeader")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RecordingDescriptorHeader", field, offset, 40, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptorHeader", "length", value, exc) from None

    length = property(None, _set_length, doc="length (id 1), offset 0: Entry length in bytes, padding included")

    def _set_state(self, value: RecordingState | int | None) -> None:
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptorHeader", "state", value, exc) from None

    state = property(None, _set_state, doc="state (id 2), offset 4")

    def _set_checksum(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptorHeader", "checksum", value, exc) from None

    checksum = property(None, _set_checksum, doc="checksum (id 4), offset 8: Checksum over the descriptor that follows")

    def _set_reserved(self, value: int) -> None:
        try:
            _L_b.pack_into(self._buffer, self._offset + 31, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptorHeader", "reserved", value, exc) from None

    reserved = property(None, _set_reserved, doc="reserved (id 3), offset 31")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingDescriptorDecoder:
    """Reads RecordingDescriptor (template id 22): A recording's metadata, in the catalog and in list answers."""

    TEMPLATE_ID = 22
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 80
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("start_timestamp", 32), ("stop_timestamp", 40), ("start_position", 48), ("stop_position", 56), ("initial_term_id", 60), ("segment_file_length", 64), ("term_buffer_length", 68), ("mtu_length", 72), ("session_id", 76), ("stream_id", 80))
    _SKIPS = (_skip_recording_descriptor_stripped_channel, _skip_recording_descriptor_original_channel, _skip_recording_descriptor_source_identity)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("RecordingDescriptor", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("RecordingDescriptor", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 22:
            raise CodecError(f"RecordingDescriptor: template id {header[1]} at offset {offset} is not 22")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RecordingDescriptor: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("RecordingDescriptor", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RecordingDescriptor", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RecordingDescriptor", "recording_id", self._offset + 16, 8, self._end) from None

    @property
    def start_timestamp(self) -> int:
        """startTimestamp (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("RecordingDescriptor", "start_timestamp", self._offset + 24, 8, self._end) from None

    @property
    def stop_timestamp(self) -> int:
        """stopTimestamp (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise _short("RecordingDescriptor", "stop_timestamp", self._offset + 32, 8, self._end) from None

    @property
    def start_position(self) -> int:
        """startPosition (id 6), offset 40"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise _short("RecordingDescriptor", "start_position", self._offset + 40, 8, self._end) from None

    @property
    def stop_position(self) -> int:
        """stopPosition (id 7), offset 48"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise _short("RecordingDescriptor", "stop_position", self._offset + 48, 8, self._end) from None

    @property
    def initial_term_id(self) -> int:
        """initialTermId (id 8), offset 56"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 56)[0]
        except struct.error:
            raise _short("RecordingDescriptor", "initial_term_id", self._offset + 56, 4, self._end) from None

    @property
    def segment_file_length(self) -> int:
        """segmentFileLength (id 9), offset 60"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 60)[0]
        except struct.error:
            raise _short("RecordingDescriptor", "segment_file_length", self._offset + 60, 4, self._end) from None

    @property
    def term_buffer_length(self) -> int:
        """termBufferLength (id 10), offset 64"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 64)[0]
        except struct.error:
            raise _short("RecordingDescriptor", "term_buffer_length", self._offset + 64, 4, self._end) from None

    @property
    def mtu_length(self) -> int:
        """mtuLength (id 11), offset 68"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 68)[0]
        except struct.error:
            raise _short("RecordingDescriptor", "mtu_length", self._offset + 68, 4, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 12), offset 72"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 72)[0]
        except struct.error:
            raise _short("RecordingDescriptor", "session_id", self._offset + 72, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 13), offset 76"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 76)[0]
        except struct.error:
            raise _short("RecordingDescriptor", "stream_id", self._offset + 76, 4, self._end) from None

    @property
    def stripped_channel(self) -> str:
        """Var data strippedChannel (id 14, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("RecordingDescriptor", "stripped_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("RecordingDescriptor", "stripped_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("RecordingDescriptor", "stripped_channel", exc) from None

    @property
    def original_channel(self) -> str:
        """Var data originalChannel (id 15, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise _short("RecordingDescriptor", "original_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("RecordingDescriptor", "original_channel", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("RecordingDescriptor", "original_channel", exc) from None

    @property
    def source_identity(self) -> str:
        """Var data sourceIdentity (id 16, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 2 else self._seek(2)
        end = self._end
        if pos + 4 > end:
            raise _short("RecordingDescriptor", "source_identity", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("RecordingDescriptor", "source_identity", start, stop - start, end)
        self._cursor_index = 3
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("RecordingDescriptor", "source_identity", exc) from None

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


class RecordingDescriptorEncoder:
    """Writes RecordingDescriptor (template id 22): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 22
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 80
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("start_timestamp", 32), ("stop_timestamp", 40), ("start_position", 48), ("stop_position", 56), ("initial_term_id", 60), ("segment_file_length", 64), ("term_buffer_length", 68), ("mtu_length", 72), ("session_id", 76), ("stream_id", 80))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("RecordingDescriptor", _first_missing(self._FIELD_ENDS, end - offset), offset, 80, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 80
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RecordingDescriptor")
        if offset + 88 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RecordingDescriptor", field, offset, 88, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def _set_start_timestamp(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "start_timestamp", value, exc) from None

    start_timestamp = property(None, _set_start_timestamp, doc="startTimestamp (id 4), offset 24")

    def _set_stop_timestamp(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "stop_timestamp", value, exc) from None

    stop_timestamp = property(None, _set_stop_timestamp, doc="stopTimestamp (id 5), offset 32")

    def _set_start_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "start_position", value, exc) from None

    start_position = property(None, _set_start_position, doc="startPosition (id 6), offset 40")

    def _set_stop_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "stop_position", value, exc) from None

    stop_position = property(None, _set_stop_position, doc="stopPosition (id 7), offset 48")

    def _set_initial_term_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 56, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "initial_term_id", value, exc) from None

    initial_term_id = property(None, _set_initial_term_id, doc="initialTermId (id 8), offset 56")

    def _set_segment_file_length(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 60, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "segment_file_length", value, exc) from None

    segment_file_length = property(None, _set_segment_file_length, doc="segmentFileLength (id 9), offset 60")

    def _set_term_buffer_length(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 64, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "term_buffer_length", value, exc) from None

    term_buffer_length = property(None, _set_term_buffer_length, doc="termBufferLength (id 10), offset 64")

    def _set_mtu_length(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 68, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "mtu_length", value, exc) from None

    mtu_length = property(None, _set_mtu_length, doc="mtuLength (id 11), offset 68")

    def _set_session_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 72, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "session_id", value, exc) from None

    session_id = property(None, _set_session_id, doc="sessionId (id 12), offset 72")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 76, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingDescriptor", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 13), offset 76")

    def put_stripped_channel(self, value: str | bytes) -> Self:
        """Appends var data strippedChannel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "RecordingDescriptor", "stripped_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("RecordingDescriptor", "stripped_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_original_channel(self, value: str | bytes) -> Self:
        """Appends var data originalChannel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "RecordingDescriptor", "original_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("RecordingDescriptor", "original_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_source_identity(self, value: str | bytes) -> Self:
        """Appends var data sourceIdentity (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "RecordingDescriptor", "source_identity")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("RecordingDescriptor", "source_identity", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingSubscriptionDescriptorDecoder:
    """Reads RecordingSubscriptionDescriptor (template id 23): One active recording subscription."""

    TEMPLATE_ID = 23
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("subscription_id", 24), ("stream_id", 28))
    _SKIPS = (_skip_recording_subscription_descriptor_stripped_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("RecordingSubscriptionDescriptor", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("RecordingSubscriptionDescriptor", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 23:
            raise CodecError(f"RecordingSubscriptionDescriptor: template id {header[1]} at offset {offset} is not 23")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RecordingSubscriptionDescriptor: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("RecordingSubscriptionDescriptor", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RecordingSubscriptionDescriptor", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def subscription_id(self) -> int:
        """subscriptionId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RecordingSubscriptionDescriptor", "subscription_id", self._offset + 16, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("RecordingSubscriptionDescriptor", "stream_id", self._offset + 24, 4, self._end) from None

    @property
    def stripped_channel(self) -> str:
        """Var data strippedChannel (id 5, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("RecordingSubscriptionDescriptor", "stripped_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("RecordingSubscriptionDescriptor", "stripped_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("RecordingSubscriptionDescriptor", "stripped_channel", exc) from None

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


class RecordingSubscriptionDescriptorEncoder:
    """Writes RecordingSubscriptionDescriptor (template id 23): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 23
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("subscription_id", 24), ("stream_id", 28))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("RecordingSubscriptionDescriptor", _first_missing(self._FIELD_ENDS, end - offset), offset, 28, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 28
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RecordingSubscriptionDescriptor")
        if offset + 36 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RecordingSubscriptionDescriptor", field, offset, 36, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingSubscriptionDescriptor", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingSubscriptionDescriptor", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_subscription_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingSubscriptionDescriptor", "subscription_id", value, exc) from None

    subscription_id = property(None, _set_subscription_id, doc="subscriptionId (id 3), offset 16")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingSubscriptionDescriptor", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 4), offset 24")

    def put_stripped_channel(self, value: str | bytes) -> Self:
        """Appends var data strippedChannel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "RecordingSubscriptionDescriptor", "stripped_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("RecordingSubscriptionDescriptor", "stripped_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingSignalEventDecoder:
    """Reads RecordingSignalEvent (template id 24): Asynchronous notice of a recording change."""

    TEMPLATE_ID = 24
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 44
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id", "subscription_id", "position", "signal")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("subscription_id", 32), ("position", 40), ("signal", 44))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("RecordingSignalEvent", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("RecordingSignalEvent", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 24:
            raise CodecError(f"RecordingSignalEvent: template id {header[1]} at offset {offset} is not 24")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RecordingSignalEvent: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("RecordingSignalEvent", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RecordingSignalEvent", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RecordingSignalEvent", "recording_id", self._offset + 16, 8, self._end) from None

    @property
    def subscription_id(self) -> int:
        """subscriptionId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("RecordingSignalEvent", "subscription_id", self._offset + 24, 8, self._end) from None

    @property
    def position(self) -> int:
        """position (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise _short("RecordingSignalEvent", "position", self._offset + 32, 8, self._end) from None

    @property
    def signal(self) -> RecordingSignal | int:
        """signal (id 6), offset 40"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise _short("RecordingSignalEvent", "signal", self._offset + 40, 4, self._end) from None
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


class RecordingSignalEventEncoder:
    """Writes RecordingSignalEvent (template id 24): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 24
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 44
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("subscription_id", 32), ("position", 40), ("signal", 44))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("RecordingSignalEvent", _first_missing(self._FIELD_ENDS, end - offset), offset, 44, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 44
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RecordingSignalEvent")
        if offset + 52 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RecordingSignalEvent", field, offset, 52, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingSignalEvent", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingSignalEvent", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingSignalEvent", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def _set_subscription_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingSignalEvent", "subscription_id", value, exc) from None

    subscription_id = property(None, _set_subscription_id, doc="subscriptionId (id 4), offset 24")

    def _set_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingSignalEvent", "position", value, exc) from None

    position = property(None, _set_position, doc="position (id 5), offset 32")

    def _set_signal(self, value: RecordingSignal | int | None) -> None:
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingSignalEvent", "signal", value, exc) from None

    signal = property(None, _set_signal, doc="signal (id 6), offset 40")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ReplicateRequestDecoder:
    """Reads ReplicateRequest (template id 50): Copy a recording from another archive."""

    TEMPLATE_ID = 50
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("src_recording_id", 24), ("dst_recording_id", 32), ("src_control_stream_id", 36))
    _SKIPS = (_skip_replicate_request_src_control_channel, _skip_replicate_request_live_destination)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ReplicateRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ReplicateRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 50:
            raise CodecError(f"ReplicateRequest: template id {header[1]} at offset {offset} is not 50")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ReplicateRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("ReplicateRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ReplicateRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def src_recording_id(self) -> int:
        """srcRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("ReplicateRequest", "src_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def dst_recording_id(self) -> int:
        """dstRecordingId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("ReplicateRequest", "dst_recording_id", self._offset + 24, 8, self._end) from None

    @property
    def src_control_stream_id(self) -> int:
        """srcControlStreamId (id 5), offset 32"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise _short("ReplicateRequest", "src_control_stream_id", self._offset + 32, 4, self._end) from None

    @property
    def src_control_channel(self) -> str:
        """Var data srcControlChannel (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("ReplicateRequest", "src_control_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ReplicateRequest", "src_control_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ReplicateRequest", "src_control_channel", exc) from None

    @property
    def live_destination(self) -> str:
        """Var data liveDestination (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise _short("ReplicateRequest", "live_destination", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ReplicateRequest", "live_destination", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ReplicateRequest", "live_destination", exc) from None

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


class ReplicateRequestEncoder:
    """Writes ReplicateRequest (template id 50): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 50
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("src_recording_id", 24), ("dst_recording_id", 32), ("src_control_stream_id", 36))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ReplicateRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 36, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 36
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ReplicateRequest")
        if offset + 44 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ReplicateRequest", field, offset, 44, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_src_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest", "src_recording_id", value, exc) from None

    src_recording_id = property(None, _set_src_recording_id, doc="srcRecordingId (id 3), offset 16")

    def _set_dst_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest", "dst_recording_id", value, exc) from None

    dst_recording_id = property(None, _set_dst_recording_id, doc="dstRecordingId (id 4), offset 24")

    def _set_src_control_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest", "src_control_stream_id", value, exc) from None

    src_control_stream_id = property(None, _set_src_control_stream_id, doc="srcControlStreamId (id 5), offset 32")

    def put_src_control_channel(self, value: str | bytes) -> Self:
        """Appends var data srcControlChannel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ReplicateRequest", "src_control_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ReplicateRequest", "src_control_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_live_destination(self, value: str | bytes) -> Self:
        """Appends var data liveDestination (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ReplicateRequest", "live_destination")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ReplicateRequest", "live_destination", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopReplicationRequestDecoder:
    """Reads StopReplicationRequest (template id 51): Stop one replication."""

    TEMPLATE_ID = 51
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "replication_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("replication_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("StopReplicationRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("StopReplicationRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 51:
            raise CodecError(f"StopReplicationRequest: template id {header[1]} at offset {offset} is not 51")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"StopReplicationRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("StopReplicationRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("StopReplicationRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def replication_id(self) -> int:
        """replicationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("StopReplicationRequest", "replication_id", self._offset + 16, 8, self._end) from None

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


class StopReplicationRequestEncoder:
    """Writes StopReplicationRequest (template id 51): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 51
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("replication_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("StopReplicationRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "StopReplicationRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("StopReplicationRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopReplicationRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopReplicationRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_replication_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopReplicationRequest", "replication_id", value, exc) from None

    replication_id = property(None, _set_replication_id, doc="replicationId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StartPositionRequestDecoder:
    """Reads StartPositionRequest (template id 52): Ask where a recording starts."""

    TEMPLATE_ID = 52
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("StartPositionRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("StartPositionRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 52:
            raise CodecError(f"StartPositionRequest: template id {header[1]} at offset {offset} is not 52")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"StartPositionRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("StartPositionRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("StartPositionRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("StartPositionRequest", "recording_id", self._offset + 16, 8, self._end) from None

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


class StartPositionRequestEncoder:
    """Writes StartPositionRequest (template id 52): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 52
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("StartPositionRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "StartPositionRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("StartPositionRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StartPositionRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StartPositionRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StartPositionRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class DetachSegmentsRequestDecoder:
    """Reads DetachSegmentsRequest (template id 53): Move a recording's start forward, detaching whole segments."""

    TEMPLATE_ID = 53
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id", "new_start_position")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("new_start_position", 32))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("DetachSegmentsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("DetachSegmentsRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 53:
            raise CodecError(f"DetachSegmentsRequest: template id {header[1]} at offset {offset} is not 53")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"DetachSegmentsRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("DetachSegmentsRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("DetachSegmentsRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("DetachSegmentsRequest", "recording_id", self._offset + 16, 8, self._end) from None

    @property
    def new_start_position(self) -> int:
        """newStartPosition (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("DetachSegmentsRequest", "new_start_position", self._offset + 24, 8, self._end) from None

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


class DetachSegmentsRequestEncoder:
    """Writes DetachSegmentsRequest (template id 53): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 53
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("new_start_position", 32))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("DetachSegmentsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "DetachSegmentsRequest")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("DetachSegmentsRequest", field, offset, 40, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("DetachSegmentsRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("DetachSegmentsRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("DetachSegmentsRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def _set_new_start_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("DetachSegmentsRequest", "new_start_position", value, exc) from None

    new_start_position = property(None, _set_new_start_position, doc="newStartPosition (id 4), offset 24")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class DeleteDetachedSegmentsRequestDecoder:
    """Reads DeleteDetachedSegmentsRequest (template id 54): Delete segment files already detached."""

    TEMPLATE_ID = 54
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("DeleteDetachedSegmentsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("DeleteDetachedSegmentsRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 54:
            raise CodecError(f"DeleteDetachedSegmentsRequest: template id {header[1]} at offset {offset} is not 54")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"DeleteDetachedSegmentsRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("DeleteDetachedSegmentsRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("DeleteDetachedSegmentsRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("DeleteDetachedSegmentsRequest", "recording_id", self._offset + 16, 8, self._end) from None

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


class DeleteDetachedSegmentsRequestEncoder:
    """Writes DeleteDetachedSegmentsRequest (template id 54): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 54
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("DeleteDetachedSegmentsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "DeleteDetachedSegmentsRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("DeleteDetachedSegmentsRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("DeleteDetachedSegmentsRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("DeleteDetachedSegmentsRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("DeleteDetachedSegmentsRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class PurgeSegmentsRequestDecoder:
    """Reads PurgeSegmentsRequest (template id 55): Detach then delete leading segments."""

    TEMPLATE_ID = 55
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id", "new_start_position")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("new_start_position", 32))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("PurgeSegmentsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("PurgeSegmentsRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 55:
            raise CodecError(f"PurgeSegmentsRequest: template id {header[1]} at offset {offset} is not 55")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"PurgeSegmentsRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("PurgeSegmentsRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("PurgeSegmentsRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("PurgeSegmentsRequest", "recording_id", self._offset + 16, 8, self._end) from None

    @property
    def new_start_position(self) -> int:
        """newStartPosition (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("PurgeSegmentsRequest", "new_start_position", self._offset + 24, 8, self._end) from None

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


class PurgeSegmentsRequestEncoder:
    """Writes PurgeSegmentsRequest (template id 55): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 55
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("new_start_position", 32))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("PurgeSegmentsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "PurgeSegmentsRequest")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("PurgeSegmentsRequest", field, offset, 40, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("PurgeSegmentsRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("PurgeSegmentsRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("PurgeSegmentsRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def _set_new_start_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("PurgeSegmentsRequest", "new_start_position", value, exc) from None

    new_start_position = property(None, _set_new_start_position, doc="newStartPosition (id 4), offset 24")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AttachSegmentsRequestDecoder:
    """Reads AttachSegmentsRequest (template id 56): Re-attach detached segments found on disk."""

    TEMPLATE_ID = 56
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("AttachSegmentsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("AttachSegmentsRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 56:
            raise CodecError(f"AttachSegmentsRequest: template id {header[1]} at offset {offset} is not 56")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"AttachSegmentsRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("AttachSegmentsRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("AttachSegmentsRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("AttachSegmentsRequest", "recording_id", self._offset + 16, 8, self._end) from None

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


class AttachSegmentsRequestEncoder:
    """Writes AttachSegmentsRequest (template id 56): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 56
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("AttachSegmentsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "AttachSegmentsRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("AttachSegmentsRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AttachSegmentsRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AttachSegmentsRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AttachSegmentsRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class MigrateSegmentsRequestDecoder:
    """Reads MigrateSegmentsRequest (template id 57): Move segments of one recording onto the front of another."""

    TEMPLATE_ID = 57
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("control_session_id", "correlation_id", "src_recording_id", "dst_recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("src_recording_id", 24), ("dst_recording_id", 32))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("MigrateSegmentsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("MigrateSegmentsRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 57:
            raise CodecError(f"MigrateSegmentsRequest: template id {header[1]} at offset {offset} is not 57")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"MigrateSegmentsRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("MigrateSegmentsRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("MigrateSegmentsRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def src_recording_id(self) -> int:
        """srcRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("MigrateSegmentsRequest", "src_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def dst_recording_id(self) -> int:
        """dstRecordingId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("MigrateSegmentsRequest", "dst_recording_id", self._offset + 24, 8, self._end) from None

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


class MigrateSegmentsRequestEncoder:
    """Writes MigrateSegmentsRequest (template id 57): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 57
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("src_recording_id", 24), ("dst_recording_id", 32))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("MigrateSegmentsRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "MigrateSegmentsRequest")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("MigrateSegmentsRequest", field, offset, 40, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("MigrateSegmentsRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("MigrateSegmentsRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_src_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("MigrateSegmentsRequest", "src_recording_id", value, exc) from None

    src_recording_id = property(None, _set_src_recording_id, doc="srcRecordingId (id 3), offset 16")

    def _set_dst_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("MigrateSegmentsRequest", "dst_recording_id", value, exc) from None

    dst_recording_id = property(None, _set_dst_recording_id, doc="dstRecordingId (id 4), offset 24")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AuthConnectRequestDecoder:
    """Reads AuthConnectRequest (template id 58): Open a control session with credentials."""

    TEMPLATE_ID = 58
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("response_stream_id", 12), ("version", 16))
    _SKIPS = (_skip_auth_connect_request_response_channel, _skip_auth_connect_request_encoded_credentials, _skip_auth_connect_request_client_info)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("AuthConnectRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("AuthConnectRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 58:
            raise CodecError(f"AuthConnectRequest: template id {header[1]} at offset {offset} is not 58")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"AuthConnectRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("AuthConnectRequest", "correlation_id", self._offset, 8, self._end) from None

    @property
    def response_stream_id(self) -> int:
        """responseStreamId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("AuthConnectRequest", "response_stream_id", self._offset + 8, 4, self._end) from None

    @property
    def version(self) -> int | None:
        """version (id 3), offset 12"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise _short("AuthConnectRequest", "version", self._offset + 12, 4, self._end) from None
        return None if value == 0 else value

    @property
    def response_channel(self) -> str:
        """Var data responseChannel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("AuthConnectRequest", "response_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("AuthConnectRequest", "response_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("AuthConnectRequest", "response_channel", exc) from None

    @property
    def encoded_credentials(self) -> bytes:
        """Var data encodedCredentials (id 5, binary)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise _short("AuthConnectRequest", "encoded_credentials", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("AuthConnectRequest", "encoded_credentials", start, stop - start, end)
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
            raise _short("AuthConnectRequest", "client_info", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("AuthConnectRequest", "client_info", start, stop - start, end)
        self._cursor_index = 3
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("AuthConnectRequest", "client_info", exc) from None

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


class AuthConnectRequestEncoder:
    """Writes AuthConnectRequest (template id 58): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 58
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("correlation_id", 8), ("response_stream_id", 12), ("version", 16))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("AuthConnectRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "AuthConnectRequest")
        if offset + 24 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("AuthConnectRequest", field, offset, 24, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AuthConnectRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 1), offset 0")

    def _set_response_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AuthConnectRequest", "response_stream_id", value, exc) from None

    response_stream_id = property(None, _set_response_stream_id, doc="responseStreamId (id 2), offset 8")

    def _set_version(self, value: int | None) -> None:
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AuthConnectRequest", "version", value, exc) from None

    version = property(None, _set_version, doc="version (id 3), offset 12")

    def put_response_channel(self, value: str | bytes) -> Self:
        """Appends var data responseChannel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "AuthConnectRequest", "response_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("AuthConnectRequest", "response_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_encoded_credentials(self, value: bytes) -> Self:
        """Appends var data encodedCredentials (binary, at most 1073741824 bytes) after what was written before."""
        data = _encode_binary(value, 1073741824, "AuthConnectRequest", "encoded_credentials")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("AuthConnectRequest", "encoded_credentials", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_client_info(self, value: str | bytes) -> Self:
        """Appends var data clientInfo (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "AuthConnectRequest", "client_info")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("AuthConnectRequest", "client_info", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ChallengeDecoder:
    """Reads Challenge (template id 59): Archive asks the client for more credentials."""

    TEMPLATE_ID = 59
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("version", 20))
    _SKIPS = (_skip_challenge_encoded_challenge,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("Challenge", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("Challenge", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 59:
            raise CodecError(f"Challenge: template id {header[1]} at offset {offset} is not 59")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"Challenge: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("Challenge", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("Challenge", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def version(self) -> int | None:
        """version (id 3), offset 16"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("Challenge", "version", self._offset + 16, 4, self._end) from None
        return None if value == 0 else value

    @property
    def encoded_challenge(self) -> bytes:
        """Var data encodedChallenge (id 4, binary)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("Challenge", "encoded_challenge", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("Challenge", "encoded_challenge", start, stop - start, end)
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


class ChallengeEncoder:
    """Writes Challenge (template id 59): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 59
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("version", 20))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("Challenge", _first_missing(self._FIELD_ENDS, end - offset), offset, 20, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 20
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "Challenge")
        if offset + 28 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("Challenge", field, offset, 28, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("Challenge", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("Challenge", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_version(self, value: int | None) -> None:
        if value is None:
            value = 0
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("Challenge", "version", value, exc) from None

    version = property(None, _set_version, doc="version (id 3), offset 16")

    def put_encoded_challenge(self, value: bytes) -> Self:
        """Appends var data encodedChallenge (binary, at most 1073741824 bytes) after what was written before."""
        data = _encode_binary(value, 1073741824, "Challenge", "encoded_challenge")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("Challenge", "encoded_challenge", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ChallengeResponseDecoder:
    """Reads ChallengeResponse (template id 60): Client answers a challenge."""

    TEMPLATE_ID = 60
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16))
    _SKIPS = (_skip_challenge_response_encoded_credentials,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ChallengeResponse", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ChallengeResponse", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 60:
            raise CodecError(f"ChallengeResponse: template id {header[1]} at offset {offset} is not 60")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ChallengeResponse: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("ChallengeResponse", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ChallengeResponse", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def encoded_credentials(self) -> bytes:
        """Var data encodedCredentials (id 3, binary)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("ChallengeResponse", "encoded_credentials", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ChallengeResponse", "encoded_credentials", start, stop - start, end)
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


class ChallengeResponseEncoder:
    """Writes ChallengeResponse (template id 60): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 60
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ChallengeResponse", _first_missing(self._FIELD_ENDS, end - offset), offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ChallengeResponse")
        if offset + 24 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ChallengeResponse", field, offset, 24, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ChallengeResponse", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ChallengeResponse", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def put_encoded_credentials(self, value: bytes) -> Self:
        """Appends var data encodedCredentials (binary, at most 1073741824 bytes) after what was written before."""
        data = _encode_binary(value, 1073741824, "ChallengeResponse", "encoded_credentials")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ChallengeResponse", "encoded_credentials", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class KeepAliveRequestDecoder:
    """Reads KeepAliveRequest (template id 61): Client liveness for its control session."""

    TEMPLATE_ID = 61
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("control_session_id", "correlation_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("KeepAliveRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("KeepAliveRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 61:
            raise CodecError(f"KeepAliveRequest: template id {header[1]} at offset {offset} is not 61")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"KeepAliveRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("KeepAliveRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("KeepAliveRequest", "correlation_id", self._offset + 8, 8, self._end) from None

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


class KeepAliveRequestEncoder:
    """Writes KeepAliveRequest (template id 61): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 61
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("KeepAliveRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "KeepAliveRequest")
        if offset + 24 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("KeepAliveRequest", field, offset, 24, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("KeepAliveRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("KeepAliveRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class TaggedReplicateRequestDecoder:
    """Reads TaggedReplicateRequest (template id 62): Replicate with channel and subscription tags."""

    TEMPLATE_ID = 62
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 52
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("src_recording_id", 24), ("dst_recording_id", 32), ("channel_tag_id", 40), ("subscription_tag_id", 48), ("src_control_stream_id", 52))
    _SKIPS = (_skip_tagged_replicate_request_src_control_channel, _skip_tagged_replicate_request_live_destination)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("TaggedReplicateRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("TaggedReplicateRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 62:
            raise CodecError(f"TaggedReplicateRequest: template id {header[1]} at offset {offset} is not 62")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"TaggedReplicateRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("TaggedReplicateRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("TaggedReplicateRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def src_recording_id(self) -> int:
        """srcRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("TaggedReplicateRequest", "src_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def dst_recording_id(self) -> int:
        """dstRecordingId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("TaggedReplicateRequest", "dst_recording_id", self._offset + 24, 8, self._end) from None

    @property
    def channel_tag_id(self) -> int:
        """channelTagId (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise _short("TaggedReplicateRequest", "channel_tag_id", self._offset + 32, 8, self._end) from None

    @property
    def subscription_tag_id(self) -> int:
        """subscriptionTagId (id 6), offset 40"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise _short("TaggedReplicateRequest", "subscription_tag_id", self._offset + 40, 8, self._end) from None

    @property
    def src_control_stream_id(self) -> int:
        """srcControlStreamId (id 7), offset 48"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise _short("TaggedReplicateRequest", "src_control_stream_id", self._offset + 48, 4, self._end) from None

    @property
    def src_control_channel(self) -> str:
        """Var data srcControlChannel (id 8, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("TaggedReplicateRequest", "src_control_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("TaggedReplicateRequest", "src_control_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("TaggedReplicateRequest", "src_control_channel", exc) from None

    @property
    def live_destination(self) -> str:
        """Var data liveDestination (id 9, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise _short("TaggedReplicateRequest", "live_destination", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("TaggedReplicateRequest", "live_destination", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("TaggedReplicateRequest", "live_destination", exc) from None

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


class TaggedReplicateRequestEncoder:
    """Writes TaggedReplicateRequest (template id 62): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 62
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 52
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("src_recording_id", 24), ("dst_recording_id", 32), ("channel_tag_id", 40), ("subscription_tag_id", 48), ("src_control_stream_id", 52))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("TaggedReplicateRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 52, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 52
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "TaggedReplicateRequest")
        if offset + 60 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("TaggedReplicateRequest", field, offset, 60, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TaggedReplicateRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TaggedReplicateRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_src_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TaggedReplicateRequest", "src_recording_id", value, exc) from None

    src_recording_id = property(None, _set_src_recording_id, doc="srcRecordingId (id 3), offset 16")

    def _set_dst_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TaggedReplicateRequest", "dst_recording_id", value, exc) from None

    dst_recording_id = property(None, _set_dst_recording_id, doc="dstRecordingId (id 4), offset 24")

    def _set_channel_tag_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TaggedReplicateRequest", "channel_tag_id", value, exc) from None

    channel_tag_id = property(None, _set_channel_tag_id, doc="channelTagId (id 5), offset 32")

    def _set_subscription_tag_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TaggedReplicateRequest", "subscription_tag_id", value, exc) from None

    subscription_tag_id = property(None, _set_subscription_tag_id, doc="subscriptionTagId (id 6), offset 40")

    def _set_src_control_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TaggedReplicateRequest", "src_control_stream_id", value, exc) from None

    src_control_stream_id = property(None, _set_src_control_stream_id, doc="srcControlStreamId (id 7), offset 48")

    def put_src_control_channel(self, value: str | bytes) -> Self:
        """Appends var data srcControlChannel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "TaggedReplicateRequest", "src_control_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("TaggedReplicateRequest", "src_control_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_live_destination(self, value: str | bytes) -> Self:
        """Appends var data liveDestination (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "TaggedReplicateRequest", "live_destination")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("TaggedReplicateRequest", "live_destination", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StartRecordingRequest2Decoder:
    """Reads StartRecordingRequest2 (template id 63): Start recording, optionally stopping by itself."""

    TEMPLATE_ID = 63
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("stream_id", 20), ("source_location", 24), ("auto_stop", 28))
    _SKIPS = (_skip_start_recording_request2_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("StartRecordingRequest2", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("StartRecordingRequest2", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 63:
            raise CodecError(f"StartRecordingRequest2: template id {header[1]} at offset {offset} is not 63")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"StartRecordingRequest2: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("StartRecordingRequest2", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("StartRecordingRequest2", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("StartRecordingRequest2", "stream_id", self._offset + 16, 4, self._end) from None

    @property
    def source_location(self) -> SourceLocation | int:
        """sourceLocation (id 4), offset 20"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise _short("StartRecordingRequest2", "source_location", self._offset + 20, 4, self._end) from None
        return _SOURCE_LOCATION_BY_VALUE(value, value)

    @property
    def auto_stop(self) -> BooleanType | int:
        """autoStop (id 5), offset 24"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("StartRecordingRequest2", "auto_stop", self._offset + 24, 4, self._end) from None
        return _BOOLEAN_TYPE_BY_VALUE(value, value)

    @property
    def channel(self) -> str:
        """Var data channel (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("StartRecordingRequest2", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("StartRecordingRequest2", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("StartRecordingRequest2", "channel", exc) from None

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


class StartRecordingRequest2Encoder:
    """Writes StartRecordingRequest2 (template id 63): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 63
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("stream_id", 20), ("source_location", 24), ("auto_stop", 28))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("StartRecordingRequest2", _first_missing(self._FIELD_ENDS, end - offset), offset, 28, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 28
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "StartRecordingRequest2")
        if offset + 36 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("StartRecordingRequest2", field, offset, 36, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StartRecordingRequest2", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StartRecordingRequest2", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StartRecordingRequest2", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 3), offset 16")

    def _set_source_location(self, value: SourceLocation | int | None) -> None:
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StartRecordingRequest2", "source_location", value, exc) from None

    source_location = property(None, _set_source_location, doc="sourceLocation (id 4), offset 20")

    def _set_auto_stop(self, value: BooleanType | int | None) -> None:
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StartRecordingRequest2", "auto_stop", value, exc) from None

    auto_stop = property(None, _set_auto_stop, doc="autoStop (id 5), offset 24")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "StartRecordingRequest2", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("StartRecordingRequest2", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ExtendRecordingRequest2Decoder:
    """Reads ExtendRecordingRequest2 (template id 64): Extend a recording, optionally stopping by itself."""

    TEMPLATE_ID = 64
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("stream_id", 28), ("source_location", 32), ("auto_stop", 36))
    _SKIPS = (_skip_extend_recording_request2_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ExtendRecordingRequest2", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ExtendRecordingRequest2", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 64:
            raise CodecError(f"ExtendRecordingRequest2: template id {header[1]} at offset {offset} is not 64")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ExtendRecordingRequest2: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("ExtendRecordingRequest2", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ExtendRecordingRequest2", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("ExtendRecordingRequest2", "recording_id", self._offset + 16, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("ExtendRecordingRequest2", "stream_id", self._offset + 24, 4, self._end) from None

    @property
    def source_location(self) -> SourceLocation | int:
        """sourceLocation (id 5), offset 28"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise _short("ExtendRecordingRequest2", "source_location", self._offset + 28, 4, self._end) from None
        return _SOURCE_LOCATION_BY_VALUE(value, value)

    @property
    def auto_stop(self) -> BooleanType | int:
        """autoStop (id 6), offset 32"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise _short("ExtendRecordingRequest2", "auto_stop", self._offset + 32, 4, self._end) from None
        return _BOOLEAN_TYPE_BY_VALUE(value, value)

    @property
    def channel(self) -> str:
        """Var data channel (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("ExtendRecordingRequest2", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ExtendRecordingRequest2", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ExtendRecordingRequest2", "channel", exc) from None

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


class ExtendRecordingRequest2Encoder:
    """Writes ExtendRecordingRequest2 (template id 64): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 64
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24), ("stream_id", 28), ("source_location", 32), ("auto_stop", 36))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ExtendRecordingRequest2", _first_missing(self._FIELD_ENDS, end - offset), offset, 36, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 36
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ExtendRecordingRequest2")
        if offset + 44 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ExtendRecordingRequest2", field, offset, 44, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ExtendRecordingRequest2", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ExtendRecordingRequest2", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ExtendRecordingRequest2", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ExtendRecordingRequest2", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 4), offset 24")

    def _set_source_location(self, value: SourceLocation | int | None) -> None:
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ExtendRecordingRequest2", "source_location", value, exc) from None

    source_location = property(None, _set_source_location, doc="sourceLocation (id 5), offset 28")

    def _set_auto_stop(self, value: BooleanType | int | None) -> None:
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ExtendRecordingRequest2", "auto_stop", value, exc) from None

    auto_stop = property(None, _set_auto_stop, doc="autoStop (id 6), offset 32")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ExtendRecordingRequest2", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ExtendRecordingRequest2", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StopRecordingByIdentityRequestDecoder:
    """Reads StopRecordingByIdentityRequest (template id 65): Stop an active recording given its id."""

    TEMPLATE_ID = 65
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("StopRecordingByIdentityRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("StopRecordingByIdentityRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 65:
            raise CodecError(f"StopRecordingByIdentityRequest: template id {header[1]} at offset {offset} is not 65")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"StopRecordingByIdentityRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("StopRecordingByIdentityRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("StopRecordingByIdentityRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("StopRecordingByIdentityRequest", "recording_id", self._offset + 16, 8, self._end) from None

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


class StopRecordingByIdentityRequestEncoder:
    """Writes StopRecordingByIdentityRequest (template id 65): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 65
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("StopRecordingByIdentityRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "StopRecordingByIdentityRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("StopRecordingByIdentityRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopRecordingByIdentityRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopRecordingByIdentityRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("StopRecordingByIdentityRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ReplicateRequest2Decoder:
    """Reads ReplicateRequest2 (template id 66): Replicate with every option."""

    TEMPLATE_ID = 66
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 68
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("src_recording_id", 24), ("dst_recording_id", 32), ("stop_position", 40), ("channel_tag_id", 48), ("subscription_tag_id", 56), ("src_control_stream_id", 60), ("file_io_max_length", 64), ("replication_session_id", 68))
    _SKIPS = (_skip_replicate_request2_src_control_channel, _skip_replicate_request2_live_destination, _skip_replicate_request2_replication_channel, _skip_replicate_request2_encoded_credentials, _skip_replicate_request2_src_response_channel)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ReplicateRequest2", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ReplicateRequest2", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 66:
            raise CodecError(f"ReplicateRequest2: template id {header[1]} at offset {offset} is not 66")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ReplicateRequest2: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("ReplicateRequest2", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ReplicateRequest2", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def src_recording_id(self) -> int:
        """srcRecordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("ReplicateRequest2", "src_recording_id", self._offset + 16, 8, self._end) from None

    @property
    def dst_recording_id(self) -> int:
        """dstRecordingId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("ReplicateRequest2", "dst_recording_id", self._offset + 24, 8, self._end) from None

    @property
    def stop_position(self) -> int:
        """stopPosition (id 5), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise _short("ReplicateRequest2", "stop_position", self._offset + 32, 8, self._end) from None

    @property
    def channel_tag_id(self) -> int:
        """channelTagId (id 6), offset 40"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise _short("ReplicateRequest2", "channel_tag_id", self._offset + 40, 8, self._end) from None

    @property
    def subscription_tag_id(self) -> int:
        """subscriptionTagId (id 7), offset 48"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise _short("ReplicateRequest2", "subscription_tag_id", self._offset + 48, 8, self._end) from None

    @property
    def src_control_stream_id(self) -> int:
        """srcControlStreamId (id 8), offset 56"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 56)[0]
        except struct.error:
            raise _short("ReplicateRequest2", "src_control_stream_id", self._offset + 56, 4, self._end) from None

    @property
    def file_io_max_length(self) -> int | None:
        """fileIoMaxLength (id 12), offset 60, since version 7"""
        if self._acting_version < 7 or self._block_length < 64:
            return None
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 60)[0]
        except struct.error:
            raise _short("ReplicateRequest2", "file_io_max_length", self._offset + 60, 4, self._end) from None

    @property
    def replication_session_id(self) -> int | None:
        """replicationSessionId (id 13), offset 64, since version 8"""
        if self._acting_version < 8 or self._block_length < 68:
            return None
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 64)[0]
        except struct.error:
            raise _short("ReplicateRequest2", "replication_session_id", self._offset + 64, 4, self._end) from None

    @property
    def src_control_channel(self) -> str:
        """Var data srcControlChannel (id 9, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("ReplicateRequest2", "src_control_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ReplicateRequest2", "src_control_channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ReplicateRequest2", "src_control_channel", exc) from None

    @property
    def live_destination(self) -> str:
        """Var data liveDestination (id 10, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise _short("ReplicateRequest2", "live_destination", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ReplicateRequest2", "live_destination", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ReplicateRequest2", "live_destination", exc) from None

    @property
    def replication_channel(self) -> str:
        """Var data replicationChannel (id 11, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 2 else self._seek(2)
        end = self._end
        if pos + 4 > end:
            raise _short("ReplicateRequest2", "replication_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ReplicateRequest2", "replication_channel", start, stop - start, end)
        self._cursor_index = 3
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ReplicateRequest2", "replication_channel", exc) from None

    @property
    def encoded_credentials(self) -> bytes | None:
        """Var data encodedCredentials (id 14, binary, since version 8)."""
        if self._acting_version < 8:
            return None
        pos = self._cursor_pos if self._cursor_index == 3 else self._seek(3)
        end = self._end
        if pos + 4 > end:
            raise _short("ReplicateRequest2", "encoded_credentials", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ReplicateRequest2", "encoded_credentials", start, stop - start, end)
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
            raise _short("ReplicateRequest2", "src_response_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("ReplicateRequest2", "src_response_channel", start, stop - start, end)
        self._cursor_index = 5
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("ReplicateRequest2", "src_response_channel", exc) from None

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


class ReplicateRequest2Encoder:
    """Writes ReplicateRequest2 (template id 66): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 66
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 68
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("src_recording_id", 24), ("dst_recording_id", 32), ("stop_position", 40), ("channel_tag_id", 48), ("subscription_tag_id", 56), ("src_control_stream_id", 60), ("file_io_max_length", 64), ("replication_session_id", 68))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ReplicateRequest2", _first_missing(self._FIELD_ENDS, end - offset), offset, 68, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 68
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ReplicateRequest2")
        if offset + 76 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ReplicateRequest2", field, offset, 76, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest2", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest2", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_src_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest2", "src_recording_id", value, exc) from None

    src_recording_id = property(None, _set_src_recording_id, doc="srcRecordingId (id 3), offset 16")

    def _set_dst_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest2", "dst_recording_id", value, exc) from None

    dst_recording_id = property(None, _set_dst_recording_id, doc="dstRecordingId (id 4), offset 24")

    def _set_stop_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest2", "stop_position", value, exc) from None

    stop_position = property(None, _set_stop_position, doc="stopPosition (id 5), offset 32")

    def _set_channel_tag_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest2", "channel_tag_id", value, exc) from None

    channel_tag_id = property(None, _set_channel_tag_id, doc="channelTagId (id 6), offset 40")

    def _set_subscription_tag_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest2", "subscription_tag_id", value, exc) from None

    subscription_tag_id = property(None, _set_subscription_tag_id, doc="subscriptionTagId (id 7), offset 48")

    def _set_src_control_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 56, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest2", "src_control_stream_id", value, exc) from None

    src_control_stream_id = property(None, _set_src_control_stream_id, doc="srcControlStreamId (id 8), offset 56")

    def _set_file_io_max_length(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 60, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest2", "file_io_max_length", value, exc) from None

    file_io_max_length = property(None, _set_file_io_max_length, doc="fileIoMaxLength (id 12), offset 60, since version 7")

    def _set_replication_session_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 64, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplicateRequest2", "replication_session_id", value, exc) from None

    replication_session_id = property(None, _set_replication_session_id, doc="replicationSessionId (id 13), offset 64, since version 8")

    def put_src_control_channel(self, value: str | bytes) -> Self:
        """Appends var data srcControlChannel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ReplicateRequest2", "src_control_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ReplicateRequest2", "src_control_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_live_destination(self, value: str | bytes) -> Self:
        """Appends var data liveDestination (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ReplicateRequest2", "live_destination")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ReplicateRequest2", "live_destination", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_replication_channel(self, value: str | bytes) -> Self:
        """Appends var data replicationChannel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ReplicateRequest2", "replication_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ReplicateRequest2", "replication_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_encoded_credentials(self, value: bytes) -> Self:
        """Appends var data encodedCredentials (binary, at most 1073741824 bytes) after what was written before."""
        data = _encode_binary(value, 1073741824, "ReplicateRequest2", "encoded_credentials")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ReplicateRequest2", "encoded_credentials", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_src_response_channel(self, value: str | bytes) -> Self:
        """Appends var data srcResponseChannel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "ReplicateRequest2", "src_response_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("ReplicateRequest2", "src_response_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class MaxRecordedPositionRequestDecoder:
    """Reads MaxRecordedPositionRequest (template id 67): Ask for the stop position, or the live position if still recording."""

    TEMPLATE_ID = 67
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("MaxRecordedPositionRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("MaxRecordedPositionRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 67:
            raise CodecError(f"MaxRecordedPositionRequest: template id {header[1]} at offset {offset} is not 67")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"MaxRecordedPositionRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("MaxRecordedPositionRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("MaxRecordedPositionRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("MaxRecordedPositionRequest", "recording_id", self._offset + 16, 8, self._end) from None

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


class MaxRecordedPositionRequestEncoder:
    """Writes MaxRecordedPositionRequest (template id 67): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 67
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("MaxRecordedPositionRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "MaxRecordedPositionRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("MaxRecordedPositionRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("MaxRecordedPositionRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("MaxRecordedPositionRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("MaxRecordedPositionRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ArchiveIdRequestDecoder:
    """Reads ArchiveIdRequest (template id 68): Ask for the archive's id."""

    TEMPLATE_ID = 68
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("control_session_id", "correlation_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ArchiveIdRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ArchiveIdRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 68:
            raise CodecError(f"ArchiveIdRequest: template id {header[1]} at offset {offset} is not 68")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ArchiveIdRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("ArchiveIdRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ArchiveIdRequest", "correlation_id", self._offset + 8, 8, self._end) from None

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


class ArchiveIdRequestEncoder:
    """Writes ArchiveIdRequest (template id 68): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 68
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ArchiveIdRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ArchiveIdRequest")
        if offset + 24 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ArchiveIdRequest", field, offset, 24, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ArchiveIdRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ArchiveIdRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingStartedDecoder:
    """Reads RecordingStarted (template id 101): An image began to be recorded."""

    TEMPLATE_ID = 101
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("recording_id", 8), ("start_position", 16), ("session_id", 20), ("stream_id", 24))
    _SKIPS = (_skip_recording_started_channel, _skip_recording_started_source_identity)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("RecordingStarted", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("RecordingStarted", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 101:
            raise CodecError(f"RecordingStarted: template id {header[1]} at offset {offset} is not 101")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RecordingStarted: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("RecordingStarted", "recording_id", self._offset, 8, self._end) from None

    @property
    def start_position(self) -> int:
        """startPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RecordingStarted", "start_position", self._offset + 8, 8, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RecordingStarted", "session_id", self._offset + 16, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise _short("RecordingStarted", "stream_id", self._offset + 20, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 5, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("RecordingStarted", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("RecordingStarted", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("RecordingStarted", "channel", exc) from None

    @property
    def source_identity(self) -> str:
        """Var data sourceIdentity (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise _short("RecordingStarted", "source_identity", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("RecordingStarted", "source_identity", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("RecordingStarted", "source_identity", exc) from None

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


class RecordingStartedEncoder:
    """Writes RecordingStarted (template id 101): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 101
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("recording_id", 8), ("start_position", 16), ("session_id", 20), ("stream_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("RecordingStarted", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RecordingStarted")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RecordingStarted", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingStarted", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 1), offset 0")

    def _set_start_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingStarted", "start_position", value, exc) from None

    start_position = property(None, _set_start_position, doc="startPosition (id 2), offset 8")

    def _set_session_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingStarted", "session_id", value, exc) from None

    session_id = property(None, _set_session_id, doc="sessionId (id 3), offset 16")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingStarted", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 4), offset 20")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "RecordingStarted", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("RecordingStarted", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_source_identity(self, value: str | bytes) -> Self:
        """Appends var data sourceIdentity (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "RecordingStarted", "source_identity")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("RecordingStarted", "source_identity", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingProgressDecoder:
    """Reads RecordingProgress (template id 102): A recording advanced."""

    TEMPLATE_ID = 102
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("recording_id", "start_position", "position")
    _FIELD_ENDS = (("recording_id", 8), ("start_position", 16), ("position", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("RecordingProgress", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("RecordingProgress", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 102:
            raise CodecError(f"RecordingProgress: template id {header[1]} at offset {offset} is not 102")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RecordingProgress: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("RecordingProgress", "recording_id", self._offset, 8, self._end) from None

    @property
    def start_position(self) -> int:
        """startPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RecordingProgress", "start_position", self._offset + 8, 8, self._end) from None

    @property
    def position(self) -> int:
        """position (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RecordingProgress", "position", self._offset + 16, 8, self._end) from None

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


class RecordingProgressEncoder:
    """Writes RecordingProgress (template id 102): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 102
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("recording_id", 8), ("start_position", 16), ("position", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("RecordingProgress", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RecordingProgress")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RecordingProgress", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingProgress", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 1), offset 0")

    def _set_start_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingProgress", "start_position", value, exc) from None

    start_position = property(None, _set_start_position, doc="startPosition (id 2), offset 8")

    def _set_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingProgress", "position", value, exc) from None

    position = property(None, _set_position, doc="position (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RecordingStoppedDecoder:
    """Reads RecordingStopped (template id 103): A recording ended."""

    TEMPLATE_ID = 103
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("recording_id", "start_position", "stop_position")
    _FIELD_ENDS = (("recording_id", 8), ("start_position", 16), ("stop_position", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("RecordingStopped", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("RecordingStopped", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 103:
            raise CodecError(f"RecordingStopped: template id {header[1]} at offset {offset} is not 103")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RecordingStopped: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("RecordingStopped", "recording_id", self._offset, 8, self._end) from None

    @property
    def start_position(self) -> int:
        """startPosition (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RecordingStopped", "start_position", self._offset + 8, 8, self._end) from None

    @property
    def stop_position(self) -> int:
        """stopPosition (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RecordingStopped", "stop_position", self._offset + 16, 8, self._end) from None

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


class RecordingStoppedEncoder:
    """Writes RecordingStopped (template id 103): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 103
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("recording_id", 8), ("start_position", 16), ("stop_position", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("RecordingStopped", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RecordingStopped")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RecordingStopped", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingStopped", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 1), offset 0")

    def _set_start_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingStopped", "start_position", value, exc) from None

    start_position = property(None, _set_start_position, doc="startPosition (id 2), offset 8")

    def _set_stop_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RecordingStopped", "stop_position", value, exc) from None

    stop_position = property(None, _set_stop_position, doc="stopPosition (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class PurgeRecordingRequestDecoder:
    """Reads PurgeRecordingRequest (template id 104): Delete a stopped recording and its files."""

    TEMPLATE_ID = 104
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("PurgeRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("PurgeRecordingRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 104:
            raise CodecError(f"PurgeRecordingRequest: template id {header[1]} at offset {offset} is not 104")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"PurgeRecordingRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("PurgeRecordingRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("PurgeRecordingRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("PurgeRecordingRequest", "recording_id", self._offset + 16, 8, self._end) from None

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


class PurgeRecordingRequestEncoder:
    """Writes PurgeRecordingRequest (template id 104): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 104
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("PurgeRecordingRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "PurgeRecordingRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("PurgeRecordingRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("PurgeRecordingRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("PurgeRecordingRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("PurgeRecordingRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ReplayTokenRequestDecoder:
    """Reads ReplayTokenRequest (template id 105): Get a token that lets another image start a replay."""

    TEMPLATE_ID = 105
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("control_session_id", "correlation_id", "recording_id")
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("ReplayTokenRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("ReplayTokenRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 105:
            raise CodecError(f"ReplayTokenRequest: template id {header[1]} at offset {offset} is not 105")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ReplayTokenRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("ReplayTokenRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ReplayTokenRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("ReplayTokenRequest", "recording_id", self._offset + 16, 8, self._end) from None

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


class ReplayTokenRequestEncoder:
    """Writes ReplayTokenRequest (template id 105): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 105
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("ReplayTokenRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ReplayTokenRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ReplayTokenRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplayTokenRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplayTokenRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ReplayTokenRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class PingDecoder:
    """Reads Ping (template id 106): Heartbeat on a control session."""

    TEMPLATE_ID = 106
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("control_session_id",)
    _FIELD_ENDS = (("control_session_id", 8),)
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("Ping", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("Ping", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 106:
            raise CodecError(f"Ping: template id {header[1]} at offset {offset} is not 106")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"Ping: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
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
            raise _short("Ping", "control_session_id", self._offset, 8, self._end) from None

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


class PingEncoder:
    """Writes Ping (template id 106): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 106
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("control_session_id", 8),)
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("Ping", _first_missing(self._FIELD_ENDS, end - offset), offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "Ping")
        if offset + 16 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("Ping", field, offset, 16, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("Ping", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class UpdateChannelRequestDecoder:
    """Reads UpdateChannelRequest (template id 107): Change the channel stored for a recording."""

    TEMPLATE_ID = 107
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    _SKIPS = (_skip_update_channel_request_channel,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            raise _short("UpdateChannelRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            raise _short("UpdateChannelRequest", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 107:
            raise CodecError(f"UpdateChannelRequest: template id {header[1]} at offset {offset} is not 107")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"UpdateChannelRequest: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

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
            raise _short("UpdateChannelRequest", "control_session_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("UpdateChannelRequest", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def recording_id(self) -> int:
        """recordingId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("UpdateChannelRequest", "recording_id", self._offset + 16, 8, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("UpdateChannelRequest", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("UpdateChannelRequest", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("UpdateChannelRequest", "channel", exc) from None

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


class UpdateChannelRequestEncoder:
    """Writes UpdateChannelRequest (template id 107): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 107
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("control_session_id", 8), ("correlation_id", 16), ("recording_id", 24))
    __slots__ = (
        "_buffer", "_offset", "_end", "_root",
        "_limit",
    )

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
            raise _short("UpdateChannelRequest", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "UpdateChannelRequest")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("UpdateChannelRequest", field, offset, 32, end)
        _HEADER.pack_into(buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION)
        return self.wrap(buffer, offset + 8)

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
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("UpdateChannelRequest", "control_session_id", value, exc) from None

    control_session_id = property(None, _set_control_session_id, doc="controlSessionId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("UpdateChannelRequest", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_recording_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("UpdateChannelRequest", "recording_id", value, exc) from None

    recording_id = property(None, _set_recording_id, doc="recordingId (id 3), offset 16")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "UpdateChannelRequest", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("UpdateChannelRequest", "channel", pos, stop - pos, self._end)
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
