# generated from driver-commands.xml by aeronkit codegen; do not edit
"""SBE codecs for schema aeronkit.driver_commands (id 9002, version 0).

Aeron client/driver control protocol carried in cnc.dat (no SBE header on the wire)

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

SCHEMA_ID = 9002
SCHEMA_VERSION = 0
SEMANTIC_VERSION = "1.51.0"
BYTE_ORDER = "littleEndian"
PACKAGE = "aeronkit.driver_commands"
HEADER_LENGTH = 8

_NAN = float("nan")

_BLOCK_CLIENT_CLOSE = struct.Struct("<qq")
_BLOCK_CLIENT_KEEPALIVE = struct.Struct("<qq")
_BLOCK_GET_NEXT_AVAILABLE_SESSION_ID = struct.Struct("<qqi")
_BLOCK_ON_CLIENT_TIMEOUT = struct.Struct("<q")
_BLOCK_ON_COUNTER_READY = struct.Struct("<qi")
_BLOCK_ON_NEXT_AVAILABLE_SESSION_ID = struct.Struct("<qi")
_BLOCK_ON_OPERATION_SUCCESS = struct.Struct("<q")
_BLOCK_ON_STATIC_COUNTER = struct.Struct("<qi")
_BLOCK_ON_SUBSCRIPTION_READY = struct.Struct("<qi")
_BLOCK_ON_UNAVAILABLE_COUNTER = struct.Struct("<qi")
_BLOCK_REMOVE_COUNTER = struct.Struct("<qqq")
_BLOCK_REMOVE_DESTINATION_BY_ID = struct.Struct("<qqqq")
_BLOCK_REMOVE_PUBLICATION = struct.Struct("<qqqQ")
_BLOCK_REMOVE_SUBSCRIPTION = struct.Struct("<qqq")
_HEADER = struct.Struct("<HHHH")
_L_16B = struct.Struct("<16B")
_L_H = struct.Struct("<H")
_L_I = struct.Struct("<I")
_L_Q = struct.Struct("<Q")
_L_h = struct.Struct("<h")
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


class ErrorCode(enum.IntEnum):
    """Why the driver refused a command (Aeron's ErrorCode) (SBE enum over int32)."""

    UNUSED = 0
    INVALID_CHANNEL = 1
    UNKNOWN_SUBSCRIPTION = 2
    UNKNOWN_PUBLICATION = 3
    CHANNEL_ENDPOINT_ERROR = 4
    UNKNOWN_COUNTER = 5
    UNKNOWN_COMMAND_TYPE_ID = 6
    MALFORMED_COMMAND = 7
    NOT_SUPPORTED = 8
    UNKNOWN_HOST = 9
    RESOURCE_TEMPORARILY_UNAVAILABLE = 10
    GENERIC_ERROR = 11
    STORAGE_SPACE = 12
    IMAGE_REJECTED = 13
    PUBLICATION_REVOKED = 14
    UNKNOWN_CODE_VALUE = -1  # Code not known to this version
    NULL_VAL = -2147483648


_ERROR_CODE_BY_VALUE = {int(m): m for m in ErrorCode}.get


class AddressType(enum.IntEnum):
    """Family of the source address in OnPublicationError (SBE enum over int16)."""

    IPV4 = 1
    IPV6 = 2
    NULL_VAL = -32768


_ADDRESS_TYPE_BY_VALUE = {int(m): m for m in AddressType}.get


class RemovePublicationFlags(enum.IntFlag):
    """Options of RemovePublication (SBE set over uint64)."""

    REVOKE = 1 << 0  # Revoke: discard unsent data instead of draining


def _skip_add_publication_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddPublication.channel without decoding it."""
    if pos + 4 > end:
        raise _short("AddPublication", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddPublication", "channel", pos, 0, end)
    return pos


def _skip_add_exclusive_publication_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddExclusivePublication.channel without decoding it."""
    if pos + 4 > end:
        raise _short("AddExclusivePublication", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddExclusivePublication", "channel", pos, 0, end)
    return pos


def _skip_add_subscription_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddSubscription.channel without decoding it."""
    if pos + 4 > end:
        raise _short("AddSubscription", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddSubscription", "channel", pos, 0, end)
    return pos


def _skip_add_destination_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddDestination.channel without decoding it."""
    if pos + 4 > end:
        raise _short("AddDestination", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddDestination", "channel", pos, 0, end)
    return pos


def _skip_remove_destination_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RemoveDestination.channel without decoding it."""
    if pos + 4 > end:
        raise _short("RemoveDestination", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RemoveDestination", "channel", pos, 0, end)
    return pos


def _skip_add_counter_key(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddCounter.key without decoding it."""
    if pos + 4 > end:
        raise _short("AddCounter", "key", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddCounter", "key", pos, 0, end)
    return pos


def _skip_add_counter_label(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddCounter.label without decoding it."""
    if pos + 4 > end:
        raise _short("AddCounter", "label", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddCounter", "label", pos, 0, end)
    return pos


def _skip_add_rcv_destination_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddRcvDestination.channel without decoding it."""
    if pos + 4 > end:
        raise _short("AddRcvDestination", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddRcvDestination", "channel", pos, 0, end)
    return pos


def _skip_remove_rcv_destination_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RemoveRcvDestination.channel without decoding it."""
    if pos + 4 > end:
        raise _short("RemoveRcvDestination", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RemoveRcvDestination", "channel", pos, 0, end)
    return pos


def _skip_terminate_driver_token(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over TerminateDriver.token without decoding it."""
    if pos + 4 > end:
        raise _short("TerminateDriver", "token", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("TerminateDriver", "token", pos, 0, end)
    return pos


def _skip_add_static_counter_key(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddStaticCounter.key without decoding it."""
    if pos + 4 > end:
        raise _short("AddStaticCounter", "key", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddStaticCounter", "key", pos, 0, end)
    return pos


def _skip_add_static_counter_label(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddStaticCounter.label without decoding it."""
    if pos + 4 > end:
        raise _short("AddStaticCounter", "label", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddStaticCounter", "label", pos, 0, end)
    return pos


def _skip_reject_image_reason(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RejectImage.reason without decoding it."""
    if pos + 4 > end:
        raise _short("RejectImage", "reason", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RejectImage", "reason", pos, 0, end)
    return pos


def _skip_on_error_error_message(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnError.error_message without decoding it."""
    if pos + 4 > end:
        raise _short("OnError", "error_message", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnError", "error_message", pos, 0, end)
    return pos


def _skip_on_available_image_log_file_name(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnAvailableImage.log_file_name without decoding it."""
    if pos + 4 > end:
        raise _short("OnAvailableImage", "log_file_name", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnAvailableImage", "log_file_name", pos, 0, end)
    return pos


def _skip_on_available_image_source_identity(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnAvailableImage.source_identity without decoding it."""
    if pos + 4 > end:
        raise _short("OnAvailableImage", "source_identity", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnAvailableImage", "source_identity", pos, 0, end)
    return pos


def _skip_on_publication_ready_log_file_name(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnPublicationReady.log_file_name without decoding it."""
    if pos + 4 > end:
        raise _short("OnPublicationReady", "log_file_name", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnPublicationReady", "log_file_name", pos, 0, end)
    return pos


def _skip_on_unavailable_image_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnUnavailableImage.channel without decoding it."""
    if pos + 4 > end:
        raise _short("OnUnavailableImage", "channel", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnUnavailableImage", "channel", pos, 0, end)
    return pos


def _skip_on_exclusive_publication_ready_log_file_name(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnExclusivePublicationReady.log_file_name without decoding it."""
    if pos + 4 > end:
        raise _short("OnExclusivePublicationReady", "log_file_name", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnExclusivePublicationReady", "log_file_name", pos, 0, end)
    return pos


def _skip_on_publication_error_error_message(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnPublicationError.error_message without decoding it."""
    if pos + 4 > end:
        raise _short("OnPublicationError", "error_message", pos, 4, end)
    pos += 4 + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnPublicationError", "error_message", pos, 0, end)
    return pos


class MessageHeaderDecoder:
    """Reads the MessageHeader composite (8 bytes): Required by SBE; the ring buffer record header replaces it."""

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


class VarAsciiEncodingDecoder:
    """Reads the VarAsciiEncoding composite (4 bytes): Aeron string: 4-byte length then ASCII bytes."""

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
    """Reads the VarDataEncoding composite (4 bytes): Aeron byte block: 4-byte length then the bytes."""

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


class AddPublicationDecoder:
    """Reads AddPublication (template id 1): ADD_PUBLICATION, PublicationMessageFlyweight."""

    TEMPLATE_ID = 1
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("stream_id", 20))
    _SKIPS = (_skip_add_publication_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "AddPublication")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("AddPublication", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "AddPublication")
        if offset + 8 > end:
            raise _short("AddPublication", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 1:
            raise CodecError(f"AddPublication: template id {header[1]} at offset {offset} is not 1")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"AddPublication: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("AddPublication", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("AddPublication", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("AddPublication", "stream_id", self._offset + 16, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("AddPublication", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("AddPublication", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("AddPublication", "channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
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


class AddPublicationEncoder:
    """Writes AddPublication (template id 1): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 1
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("stream_id", 20))
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
            buffer, end = _bounds(buffer, offset, length, "AddPublication")
        if offset + 20 > end:
            raise _short("AddPublication", _first_missing(self._FIELD_ENDS, end - offset), offset, 20, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 20
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "AddPublication")
        if offset + 28 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("AddPublication", field, offset, 28, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddPublication", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddPublication", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddPublication", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 3), offset 16")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "AddPublication", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("AddPublication", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RemovePublicationDecoder:
    """Reads RemovePublication (template id 2): REMOVE_PUBLICATION, RemovePublicationFlyweight; records of 24 bytes (older clients) have no flags."""

    TEMPLATE_ID = 2
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("client_id", "correlation_id", "registration_id", "flags")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24), ("flags", 32))
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
            buffer, end = _bounds(buffer, offset, length, "RemovePublication")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("RemovePublication", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "RemovePublication")
        if offset + 8 > end:
            raise _short("RemovePublication", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 2:
            raise CodecError(f"RemovePublication: template id {header[1]} at offset {offset} is not 2")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RemovePublication: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"RemovePublication: offset {offset} is negative")
        try:
            return _BLOCK_REMOVE_PUBLICATION.unpack_from(buffer, offset)
        except struct.error:
            raise _short("RemovePublication", "<block>", offset, 32, len(buffer)) from None

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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("RemovePublication", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RemovePublication", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_id(self) -> int:
        """registrationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RemovePublication", "registration_id", self._offset + 16, 8, self._end) from None

    @property
    def flags(self) -> RemovePublicationFlags:
        """flags (id 4), offset 24"""
        try:
            value = _L_Q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("RemovePublication", "flags", self._offset + 24, 8, self._end) from None
        return RemovePublicationFlags(value)

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "registration_id": self.registration_id,
            "flags": _set_names(self.flags),
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RemovePublicationEncoder:
    """Writes RemovePublication (template id 2): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 2
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24), ("flags", 32))
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
            buffer, end = _bounds(buffer, offset, length, "RemovePublication")
        if offset + 32 > end:
            raise _short("RemovePublication", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RemovePublication")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RemovePublication", field, offset, 40, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemovePublication", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemovePublication", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_registration_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemovePublication", "registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id, doc="registrationId (id 3), offset 16")

    def _set_flags(self, value: RemovePublicationFlags | int) -> None:
        try:
            _L_Q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemovePublication", "flags", value, exc) from None

    flags = property(None, _set_flags, doc="flags (id 4), offset 24")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AddExclusivePublicationDecoder:
    """Reads AddExclusivePublication (template id 3): ADD_EXCLUSIVE_PUBLICATION, PublicationMessageFlyweight."""

    TEMPLATE_ID = 3
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("stream_id", 20))
    _SKIPS = (_skip_add_exclusive_publication_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "AddExclusivePublication")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("AddExclusivePublication", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "AddExclusivePublication")
        if offset + 8 > end:
            raise _short("AddExclusivePublication", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3:
            raise CodecError(f"AddExclusivePublication: template id {header[1]} at offset {offset} is not 3")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"AddExclusivePublication: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("AddExclusivePublication", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("AddExclusivePublication", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("AddExclusivePublication", "stream_id", self._offset + 16, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("AddExclusivePublication", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("AddExclusivePublication", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("AddExclusivePublication", "channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
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


class AddExclusivePublicationEncoder:
    """Writes AddExclusivePublication (template id 3): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("stream_id", 20))
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
            buffer, end = _bounds(buffer, offset, length, "AddExclusivePublication")
        if offset + 20 > end:
            raise _short("AddExclusivePublication", _first_missing(self._FIELD_ENDS, end - offset), offset, 20, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 20
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "AddExclusivePublication")
        if offset + 28 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("AddExclusivePublication", field, offset, 28, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddExclusivePublication", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddExclusivePublication", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddExclusivePublication", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 3), offset 16")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "AddExclusivePublication", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("AddExclusivePublication", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AddSubscriptionDecoder:
    """Reads AddSubscription (template id 4): ADD_SUBSCRIPTION, SubscriptionMessageFlyweight."""

    TEMPLATE_ID = 4
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24), ("stream_id", 28))
    _SKIPS = (_skip_add_subscription_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "AddSubscription")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("AddSubscription", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "AddSubscription")
        if offset + 8 > end:
            raise _short("AddSubscription", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 4:
            raise CodecError(f"AddSubscription: template id {header[1]} at offset {offset} is not 4")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"AddSubscription: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("AddSubscription", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("AddSubscription", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_correlation_id(self) -> int:
        """registrationCorrelationId (id 3), offset 16: Unused, -1"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("AddSubscription", "registration_correlation_id", self._offset + 16, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("AddSubscription", "stream_id", self._offset + 24, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 5, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("AddSubscription", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("AddSubscription", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("AddSubscription", "channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "registration_correlation_id": self.registration_correlation_id,
            "stream_id": self.stream_id,
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class AddSubscriptionEncoder:
    """Writes AddSubscription (template id 4): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 4
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24), ("stream_id", 28))
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
            buffer, end = _bounds(buffer, offset, length, "AddSubscription")
        if offset + 28 > end:
            raise _short("AddSubscription", _first_missing(self._FIELD_ENDS, end - offset), offset, 28, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 28
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "AddSubscription")
        if offset + 36 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("AddSubscription", field, offset, 36, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddSubscription", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddSubscription", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_registration_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddSubscription", "registration_correlation_id", value, exc) from None

    registration_correlation_id = property(None, _set_registration_correlation_id, doc="registrationCorrelationId (id 3), offset 16: Unused, -1")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddSubscription", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 4), offset 24")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "AddSubscription", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("AddSubscription", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RemoveSubscriptionDecoder:
    """Reads RemoveSubscription (template id 5): REMOVE_SUBSCRIPTION, RemoveSubscriptionFlyweight."""

    TEMPLATE_ID = 5
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("client_id", "correlation_id", "registration_id")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveSubscription")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("RemoveSubscription", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "RemoveSubscription")
        if offset + 8 > end:
            raise _short("RemoveSubscription", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 5:
            raise CodecError(f"RemoveSubscription: template id {header[1]} at offset {offset} is not 5")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RemoveSubscription: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"RemoveSubscription: offset {offset} is negative")
        try:
            return _BLOCK_REMOVE_SUBSCRIPTION.unpack_from(buffer, offset)
        except struct.error:
            raise _short("RemoveSubscription", "<block>", offset, 24, len(buffer)) from None

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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("RemoveSubscription", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RemoveSubscription", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_id(self) -> int:
        """registrationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RemoveSubscription", "registration_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "registration_id": self.registration_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RemoveSubscriptionEncoder:
    """Writes RemoveSubscription (template id 5): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 5
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveSubscription")
        if offset + 24 > end:
            raise _short("RemoveSubscription", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RemoveSubscription")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RemoveSubscription", field, offset, 32, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveSubscription", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveSubscription", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_registration_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveSubscription", "registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id, doc="registrationId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClientKeepaliveDecoder:
    """Reads ClientKeepalive (template id 6): CLIENT_KEEPALIVE, CorrelatedMessageFlyweight."""

    TEMPLATE_ID = 6
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("client_id", "correlation_id")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "ClientKeepalive")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("ClientKeepalive", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "ClientKeepalive")
        if offset + 8 > end:
            raise _short("ClientKeepalive", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 6:
            raise CodecError(f"ClientKeepalive: template id {header[1]} at offset {offset} is not 6")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ClientKeepalive: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"ClientKeepalive: offset {offset} is negative")
        try:
            return _BLOCK_CLIENT_KEEPALIVE.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ClientKeepalive", "<block>", offset, 16, len(buffer)) from None

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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("ClientKeepalive", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ClientKeepalive", "correlation_id", self._offset + 8, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClientKeepaliveEncoder:
    """Writes ClientKeepalive (template id 6): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 6
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "ClientKeepalive")
        if offset + 16 > end:
            raise _short("ClientKeepalive", _first_missing(self._FIELD_ENDS, end - offset), offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ClientKeepalive")
        if offset + 24 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ClientKeepalive", field, offset, 24, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ClientKeepalive", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ClientKeepalive", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AddDestinationDecoder:
    """Reads AddDestination (template id 7): ADD_DESTINATION (publication side), DestinationMessageFlyweight."""

    TEMPLATE_ID = 7
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
    _SKIPS = (_skip_add_destination_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "AddDestination")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("AddDestination", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "AddDestination")
        if offset + 8 > end:
            raise _short("AddDestination", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 7:
            raise CodecError(f"AddDestination: template id {header[1]} at offset {offset} is not 7")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"AddDestination: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("AddDestination", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("AddDestination", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_correlation_id(self) -> int:
        """registrationCorrelationId (id 3), offset 16: Publication's registration id"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("AddDestination", "registration_correlation_id", self._offset + 16, 8, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("AddDestination", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("AddDestination", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("AddDestination", "channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "registration_correlation_id": self.registration_correlation_id,
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class AddDestinationEncoder:
    """Writes AddDestination (template id 7): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 7
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "AddDestination")
        if offset + 24 > end:
            raise _short("AddDestination", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "AddDestination")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("AddDestination", field, offset, 32, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddDestination", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddDestination", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_registration_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddDestination", "registration_correlation_id", value, exc) from None

    registration_correlation_id = property(None, _set_registration_correlation_id, doc="registrationCorrelationId (id 3), offset 16: Publication's registration id")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "AddDestination", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("AddDestination", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RemoveDestinationDecoder:
    """Reads RemoveDestination (template id 8): REMOVE_DESTINATION (publication side), DestinationMessageFlyweight."""

    TEMPLATE_ID = 8
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
    _SKIPS = (_skip_remove_destination_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestination")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("RemoveDestination", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestination")
        if offset + 8 > end:
            raise _short("RemoveDestination", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 8:
            raise CodecError(f"RemoveDestination: template id {header[1]} at offset {offset} is not 8")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RemoveDestination: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("RemoveDestination", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RemoveDestination", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_correlation_id(self) -> int:
        """registrationCorrelationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RemoveDestination", "registration_correlation_id", self._offset + 16, 8, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("RemoveDestination", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("RemoveDestination", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("RemoveDestination", "channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "registration_correlation_id": self.registration_correlation_id,
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RemoveDestinationEncoder:
    """Writes RemoveDestination (template id 8): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 8
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestination")
        if offset + 24 > end:
            raise _short("RemoveDestination", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RemoveDestination")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RemoveDestination", field, offset, 32, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveDestination", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveDestination", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_registration_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveDestination", "registration_correlation_id", value, exc) from None

    registration_correlation_id = property(None, _set_registration_correlation_id, doc="registrationCorrelationId (id 3), offset 16")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "RemoveDestination", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("RemoveDestination", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AddCounterDecoder:
    """Reads AddCounter (template id 9): ADD_COUNTER, CounterMessageFlyweight; label starts at the 4-byte boundary after key."""

    TEMPLATE_ID = 9
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("type_id", 20))
    _SKIPS = (_skip_add_counter_key, _skip_add_counter_label)
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
            buffer, end = _bounds(buffer, offset, length, "AddCounter")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("AddCounter", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "AddCounter")
        if offset + 8 > end:
            raise _short("AddCounter", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 9:
            raise CodecError(f"AddCounter: template id {header[1]} at offset {offset} is not 9")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"AddCounter: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("AddCounter", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("AddCounter", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def type_id(self) -> int:
        """typeId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("AddCounter", "type_id", self._offset + 16, 4, self._end) from None

    @property
    def key(self) -> bytes:
        """Var data key (id 4, binary)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("AddCounter", "key", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("AddCounter", "key", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    @property
    def label(self) -> str:
        """Var data label (id 5, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise _short("AddCounter", "label", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("AddCounter", "label", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("AddCounter", "label", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "type_id": self.type_id,
            "key": self.key,
            "label": self.label,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class AddCounterEncoder:
    """Writes AddCounter (template id 9): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 9
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("type_id", 20))
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
            buffer, end = _bounds(buffer, offset, length, "AddCounter")
        if offset + 20 > end:
            raise _short("AddCounter", _first_missing(self._FIELD_ENDS, end - offset), offset, 20, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 20
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "AddCounter")
        if offset + 28 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("AddCounter", field, offset, 28, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddCounter", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddCounter", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_type_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddCounter", "type_id", value, exc) from None

    type_id = property(None, _set_type_id, doc="typeId (id 3), offset 16")

    def put_key(self, value: bytes) -> Self:
        """Appends var data key (binary, at most 1073741824 bytes) after what was written before."""
        data = _encode_binary(value, 1073741824, "AddCounter", "key")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("AddCounter", "key", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_label(self, value: str | bytes) -> Self:
        """Appends var data label (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "AddCounter", "label")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("AddCounter", "label", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RemoveCounterDecoder:
    """Reads RemoveCounter (template id 10): REMOVE_COUNTER, RemoveCounterFlyweight."""

    TEMPLATE_ID = 10
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("client_id", "correlation_id", "registration_id")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveCounter")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("RemoveCounter", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "RemoveCounter")
        if offset + 8 > end:
            raise _short("RemoveCounter", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 10:
            raise CodecError(f"RemoveCounter: template id {header[1]} at offset {offset} is not 10")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RemoveCounter: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"RemoveCounter: offset {offset} is negative")
        try:
            return _BLOCK_REMOVE_COUNTER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("RemoveCounter", "<block>", offset, 24, len(buffer)) from None

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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("RemoveCounter", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RemoveCounter", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_id(self) -> int:
        """registrationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RemoveCounter", "registration_id", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "registration_id": self.registration_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RemoveCounterEncoder:
    """Writes RemoveCounter (template id 10): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 10
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveCounter")
        if offset + 24 > end:
            raise _short("RemoveCounter", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RemoveCounter")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RemoveCounter", field, offset, 32, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveCounter", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveCounter", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_registration_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveCounter", "registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id, doc="registrationId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClientCloseDecoder:
    """Reads ClientClose (template id 11): CLIENT_CLOSE, CorrelatedMessageFlyweight."""

    TEMPLATE_ID = 11
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("client_id", "correlation_id")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "ClientClose")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("ClientClose", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "ClientClose")
        if offset + 8 > end:
            raise _short("ClientClose", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 11:
            raise CodecError(f"ClientClose: template id {header[1]} at offset {offset} is not 11")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"ClientClose: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"ClientClose: offset {offset} is negative")
        try:
            return _BLOCK_CLIENT_CLOSE.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ClientClose", "<block>", offset, 16, len(buffer)) from None

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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("ClientClose", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("ClientClose", "correlation_id", self._offset + 8, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClientCloseEncoder:
    """Writes ClientClose (template id 11): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 11
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "ClientClose")
        if offset + 16 > end:
            raise _short("ClientClose", _first_missing(self._FIELD_ENDS, end - offset), offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "ClientClose")
        if offset + 24 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("ClientClose", field, offset, 24, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ClientClose", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("ClientClose", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AddRcvDestinationDecoder:
    """Reads AddRcvDestination (template id 12): ADD_RCV_DESTINATION (subscription side), DestinationMessageFlyweight."""

    TEMPLATE_ID = 12
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
    _SKIPS = (_skip_add_rcv_destination_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "AddRcvDestination")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("AddRcvDestination", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "AddRcvDestination")
        if offset + 8 > end:
            raise _short("AddRcvDestination", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 12:
            raise CodecError(f"AddRcvDestination: template id {header[1]} at offset {offset} is not 12")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"AddRcvDestination: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("AddRcvDestination", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("AddRcvDestination", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_correlation_id(self) -> int:
        """registrationCorrelationId (id 3), offset 16: Subscription's registration id"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("AddRcvDestination", "registration_correlation_id", self._offset + 16, 8, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("AddRcvDestination", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("AddRcvDestination", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("AddRcvDestination", "channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "registration_correlation_id": self.registration_correlation_id,
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class AddRcvDestinationEncoder:
    """Writes AddRcvDestination (template id 12): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 12
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "AddRcvDestination")
        if offset + 24 > end:
            raise _short("AddRcvDestination", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "AddRcvDestination")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("AddRcvDestination", field, offset, 32, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddRcvDestination", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddRcvDestination", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_registration_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddRcvDestination", "registration_correlation_id", value, exc) from None

    registration_correlation_id = property(None, _set_registration_correlation_id, doc="registrationCorrelationId (id 3), offset 16: Subscription's registration id")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "AddRcvDestination", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("AddRcvDestination", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RemoveRcvDestinationDecoder:
    """Reads RemoveRcvDestination (template id 13): REMOVE_RCV_DESTINATION, DestinationMessageFlyweight."""

    TEMPLATE_ID = 13
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
    _SKIPS = (_skip_remove_rcv_destination_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "RemoveRcvDestination")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("RemoveRcvDestination", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "RemoveRcvDestination")
        if offset + 8 > end:
            raise _short("RemoveRcvDestination", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 13:
            raise CodecError(f"RemoveRcvDestination: template id {header[1]} at offset {offset} is not 13")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RemoveRcvDestination: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("RemoveRcvDestination", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RemoveRcvDestination", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_correlation_id(self) -> int:
        """registrationCorrelationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RemoveRcvDestination", "registration_correlation_id", self._offset + 16, 8, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("RemoveRcvDestination", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("RemoveRcvDestination", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("RemoveRcvDestination", "channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "registration_correlation_id": self.registration_correlation_id,
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RemoveRcvDestinationEncoder:
    """Writes RemoveRcvDestination (template id 13): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 13
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveRcvDestination")
        if offset + 24 > end:
            raise _short("RemoveRcvDestination", _first_missing(self._FIELD_ENDS, end - offset), offset, 24, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 24
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RemoveRcvDestination")
        if offset + 32 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RemoveRcvDestination", field, offset, 32, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveRcvDestination", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveRcvDestination", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_registration_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveRcvDestination", "registration_correlation_id", value, exc) from None

    registration_correlation_id = property(None, _set_registration_correlation_id, doc="registrationCorrelationId (id 3), offset 16")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "RemoveRcvDestination", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("RemoveRcvDestination", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class TerminateDriverDecoder:
    """Reads TerminateDriver (template id 14): TERMINATE_DRIVER, TerminateDriverFlyweight."""

    TEMPLATE_ID = 14
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16))
    _SKIPS = (_skip_terminate_driver_token,)
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
            buffer, end = _bounds(buffer, offset, length, "TerminateDriver")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("TerminateDriver", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "TerminateDriver")
        if offset + 8 > end:
            raise _short("TerminateDriver", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 14:
            raise CodecError(f"TerminateDriver: template id {header[1]} at offset {offset} is not 14")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"TerminateDriver: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("TerminateDriver", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("TerminateDriver", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def token(self) -> bytes:
        """Var data token (id 3, binary): Checked by the driver's termination validator."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("TerminateDriver", "token", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("TerminateDriver", "token", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "token": self.token,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class TerminateDriverEncoder:
    """Writes TerminateDriver (template id 14): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 14
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "TerminateDriver")
        if offset + 16 > end:
            raise _short("TerminateDriver", _first_missing(self._FIELD_ENDS, end - offset), offset, 16, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 16
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "TerminateDriver")
        if offset + 24 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("TerminateDriver", field, offset, 24, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TerminateDriver", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("TerminateDriver", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def put_token(self, value: bytes) -> Self:
        """Appends var data token (binary, at most 1073741824 bytes) after what was written before."""
        data = _encode_binary(value, 1073741824, "TerminateDriver", "token")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("TerminateDriver", "token", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AddStaticCounterDecoder:
    """Reads AddStaticCounter (template id 15): ADD_STATIC_COUNTER, StaticCounterMessageFlyweight; label starts at the 4-byte boundary after key."""

    TEMPLATE_ID = 15
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24), ("type_id", 28))
    _SKIPS = (_skip_add_static_counter_key, _skip_add_static_counter_label)
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
            buffer, end = _bounds(buffer, offset, length, "AddStaticCounter")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("AddStaticCounter", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "AddStaticCounter")
        if offset + 8 > end:
            raise _short("AddStaticCounter", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 15:
            raise CodecError(f"AddStaticCounter: template id {header[1]} at offset {offset} is not 15")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"AddStaticCounter: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("AddStaticCounter", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("AddStaticCounter", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_id(self) -> int:
        """registrationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("AddStaticCounter", "registration_id", self._offset + 16, 8, self._end) from None

    @property
    def type_id(self) -> int:
        """typeId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("AddStaticCounter", "type_id", self._offset + 24, 4, self._end) from None

    @property
    def key(self) -> bytes:
        """Var data key (id 5, binary)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("AddStaticCounter", "key", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("AddStaticCounter", "key", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    @property
    def label(self) -> str:
        """Var data label (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise _short("AddStaticCounter", "label", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("AddStaticCounter", "label", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("AddStaticCounter", "label", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "registration_id": self.registration_id,
            "type_id": self.type_id,
            "key": self.key,
            "label": self.label,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class AddStaticCounterEncoder:
    """Writes AddStaticCounter (template id 15): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 15
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24), ("type_id", 28))
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
            buffer, end = _bounds(buffer, offset, length, "AddStaticCounter")
        if offset + 28 > end:
            raise _short("AddStaticCounter", _first_missing(self._FIELD_ENDS, end - offset), offset, 28, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 28
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "AddStaticCounter")
        if offset + 36 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("AddStaticCounter", field, offset, 36, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddStaticCounter", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddStaticCounter", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_registration_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddStaticCounter", "registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id, doc="registrationId (id 3), offset 16")

    def _set_type_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("AddStaticCounter", "type_id", value, exc) from None

    type_id = property(None, _set_type_id, doc="typeId (id 4), offset 24")

    def put_key(self, value: bytes) -> Self:
        """Appends var data key (binary, at most 1073741824 bytes) after what was written before."""
        data = _encode_binary(value, 1073741824, "AddStaticCounter", "key")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("AddStaticCounter", "key", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_label(self, value: str | bytes) -> Self:
        """Appends var data label (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "AddStaticCounter", "label")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("AddStaticCounter", "label", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RejectImageDecoder:
    """Reads RejectImage (template id 16): REJECT_IMAGE, RejectImageFlyweight."""

    TEMPLATE_ID = 16
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("image_correlation_id", 24), ("position", 32))
    _SKIPS = (_skip_reject_image_reason,)
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
            buffer, end = _bounds(buffer, offset, length, "RejectImage")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("RejectImage", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "RejectImage")
        if offset + 8 > end:
            raise _short("RejectImage", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 16:
            raise CodecError(f"RejectImage: template id {header[1]} at offset {offset} is not 16")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RejectImage: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("RejectImage", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RejectImage", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def image_correlation_id(self) -> int:
        """imageCorrelationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RejectImage", "image_correlation_id", self._offset + 16, 8, self._end) from None

    @property
    def position(self) -> int:
        """position (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("RejectImage", "position", self._offset + 24, 8, self._end) from None

    @property
    def reason(self) -> str:
        """Var data reason (id 5, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("RejectImage", "reason", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("RejectImage", "reason", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("RejectImage", "reason", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "image_correlation_id": self.image_correlation_id,
            "position": self.position,
            "reason": self.reason,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RejectImageEncoder:
    """Writes RejectImage (template id 16): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 16
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("image_correlation_id", 24), ("position", 32))
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
            buffer, end = _bounds(buffer, offset, length, "RejectImage")
        if offset + 32 > end:
            raise _short("RejectImage", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RejectImage")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RejectImage", field, offset, 40, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RejectImage", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RejectImage", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_image_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RejectImage", "image_correlation_id", value, exc) from None

    image_correlation_id = property(None, _set_image_correlation_id, doc="imageCorrelationId (id 3), offset 16")

    def _set_position(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RejectImage", "position", value, exc) from None

    position = property(None, _set_position, doc="position (id 4), offset 24")

    def put_reason(self, value: str | bytes) -> Self:
        """Appends var data reason (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "RejectImage", "reason")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("RejectImage", "reason", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RemoveDestinationByIdDecoder:
    """Reads RemoveDestinationById (template id 17): REMOVE_DESTINATION_BY_ID, DestinationByIdMessageFlyweight."""

    TEMPLATE_ID = 17
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("client_id", "correlation_id", "resource_registration_id", "destination_registration_id")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("resource_registration_id", 24), ("destination_registration_id", 32))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestinationById")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("RemoveDestinationById", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestinationById")
        if offset + 8 > end:
            raise _short("RemoveDestinationById", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 17:
            raise CodecError(f"RemoveDestinationById: template id {header[1]} at offset {offset} is not 17")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"RemoveDestinationById: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"RemoveDestinationById: offset {offset} is negative")
        try:
            return _BLOCK_REMOVE_DESTINATION_BY_ID.unpack_from(buffer, offset)
        except struct.error:
            raise _short("RemoveDestinationById", "<block>", offset, 32, len(buffer)) from None

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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("RemoveDestinationById", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("RemoveDestinationById", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def resource_registration_id(self) -> int:
        """resourceRegistrationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("RemoveDestinationById", "resource_registration_id", self._offset + 16, 8, self._end) from None

    @property
    def destination_registration_id(self) -> int:
        """destinationRegistrationId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("RemoveDestinationById", "destination_registration_id", self._offset + 24, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "resource_registration_id": self.resource_registration_id,
            "destination_registration_id": self.destination_registration_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RemoveDestinationByIdEncoder:
    """Writes RemoveDestinationById (template id 17): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 17
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("resource_registration_id", 24), ("destination_registration_id", 32))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestinationById")
        if offset + 32 > end:
            raise _short("RemoveDestinationById", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "RemoveDestinationById")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("RemoveDestinationById", field, offset, 40, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveDestinationById", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveDestinationById", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_resource_registration_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveDestinationById", "resource_registration_id", value, exc) from None

    resource_registration_id = property(None, _set_resource_registration_id, doc="resourceRegistrationId (id 3), offset 16")

    def _set_destination_registration_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("RemoveDestinationById", "destination_registration_id", value, exc) from None

    destination_registration_id = property(None, _set_destination_registration_id, doc="destinationRegistrationId (id 4), offset 24")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class GetNextAvailableSessionIdDecoder:
    """Reads GetNextAvailableSessionId (template id 18): GET_NEXT_AVAILABLE_SESSION_ID, GetNextAvailableSessionIdMessageFlyweight."""

    TEMPLATE_ID = 18
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    FIELD_NAMES = ("client_id", "correlation_id", "stream_id")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("stream_id", 20))
    _SKIPS = ()
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
            buffer, end = _bounds(buffer, offset, length, "GetNextAvailableSessionId")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("GetNextAvailableSessionId", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "GetNextAvailableSessionId")
        if offset + 8 > end:
            raise _short("GetNextAvailableSessionId", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 18:
            raise CodecError(f"GetNextAvailableSessionId: template id {header[1]} at offset {offset} is not 18")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"GetNextAvailableSessionId: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"GetNextAvailableSessionId: offset {offset} is negative")
        try:
            return _BLOCK_GET_NEXT_AVAILABLE_SESSION_ID.unpack_from(buffer, offset)
        except struct.error:
            raise _short("GetNextAvailableSessionId", "<block>", offset, 20, len(buffer)) from None

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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("GetNextAvailableSessionId", "client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("GetNextAvailableSessionId", "correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("GetNextAvailableSessionId", "stream_id", self._offset + 16, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
            "stream_id": self.stream_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class GetNextAvailableSessionIdEncoder:
    """Writes GetNextAvailableSessionId (template id 18): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 18
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("stream_id", 20))
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
            buffer, end = _bounds(buffer, offset, length, "GetNextAvailableSessionId")
        if offset + 20 > end:
            raise _short("GetNextAvailableSessionId", _first_missing(self._FIELD_ENDS, end - offset), offset, 20, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 20
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "GetNextAvailableSessionId")
        if offset + 28 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("GetNextAvailableSessionId", field, offset, 28, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("GetNextAvailableSessionId", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def _set_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("GetNextAvailableSessionId", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 2), offset 8")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("GetNextAvailableSessionId", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 3), offset 16")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnErrorDecoder:
    """Reads OnError (template id 3841): ON_ERROR (0x0F01), ErrorResponseFlyweight."""

    TEMPLATE_ID = 3841
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("offending_command_correlation_id", 8), ("error_code", 12))
    _SKIPS = (_skip_on_error_error_message,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            buffer, end = _bounds(buffer, offset, length, "OnError")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnError", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnError")
        if offset + 8 > end:
            raise _short("OnError", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3841:
            raise CodecError(f"OnError: template id {header[1]} at offset {offset} is not 3841")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnError: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def offending_command_correlation_id(self) -> int:
        """offendingCommandCorrelationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("OnError", "offending_command_correlation_id", self._offset, 8, self._end) from None

    @property
    def error_code(self) -> ErrorCode | int:
        """errorCode (id 2), offset 8"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("OnError", "error_code", self._offset + 8, 4, self._end) from None
        return _ERROR_CODE_BY_VALUE(value, value)

    @property
    def error_message(self) -> str:
        """Var data errorMessage (id 3, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("OnError", "error_message", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("OnError", "error_message", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("OnError", "error_message", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "offending_command_correlation_id": self.offending_command_correlation_id,
            "error_code": _enum_name(self.error_code),
            "error_message": self.error_message,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class OnErrorEncoder:
    """Writes OnError (template id 3841): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3841
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("offending_command_correlation_id", 8), ("error_code", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnError")
        if offset + 12 > end:
            raise _short("OnError", _first_missing(self._FIELD_ENDS, end - offset), offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnError")
        if offset + 20 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnError", field, offset, 20, end)
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

    def _set_offending_command_correlation_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnError", "offending_command_correlation_id", value, exc) from None

    offending_command_correlation_id = property(None, _set_offending_command_correlation_id, doc="offendingCommandCorrelationId (id 1), offset 0")

    def _set_error_code(self, value: ErrorCode | int | None) -> None:
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnError", "error_code", value, exc) from None

    error_code = property(None, _set_error_code, doc="errorCode (id 2), offset 8")

    def put_error_message(self, value: str | bytes) -> Self:
        """Appends var data errorMessage (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "OnError", "error_message")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("OnError", "error_message", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnAvailableImageDecoder:
    """Reads OnAvailableImage (template id 3842): ON_AVAILABLE_IMAGE (0x0F02), ImageBuffersReadyFlyweight; sourceIdentity at the 4-byte boundary."""

    TEMPLATE_ID = 3842
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("correlation_id", 8), ("session_id", 12), ("stream_id", 16), ("subscription_registration_id", 24), ("subscriber_position_id", 28))
    _SKIPS = (_skip_on_available_image_log_file_name, _skip_on_available_image_source_identity)
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
            buffer, end = _bounds(buffer, offset, length, "OnAvailableImage")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnAvailableImage", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnAvailableImage")
        if offset + 8 > end:
            raise _short("OnAvailableImage", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3842:
            raise CodecError(f"OnAvailableImage: template id {header[1]} at offset {offset} is not 3842")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnAvailableImage: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def correlation_id(self) -> int:
        """correlationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("OnAvailableImage", "correlation_id", self._offset, 8, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("OnAvailableImage", "session_id", self._offset + 8, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 3), offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise _short("OnAvailableImage", "stream_id", self._offset + 12, 4, self._end) from None

    @property
    def subscription_registration_id(self) -> int:
        """subscriptionRegistrationId (id 4), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("OnAvailableImage", "subscription_registration_id", self._offset + 16, 8, self._end) from None

    @property
    def subscriber_position_id(self) -> int:
        """subscriberPositionId (id 5), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("OnAvailableImage", "subscriber_position_id", self._offset + 24, 4, self._end) from None

    @property
    def log_file_name(self) -> str:
        """Var data logFileName (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("OnAvailableImage", "log_file_name", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("OnAvailableImage", "log_file_name", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("OnAvailableImage", "log_file_name", exc) from None

    @property
    def source_identity(self) -> str:
        """Var data sourceIdentity (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise _short("OnAvailableImage", "source_identity", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("OnAvailableImage", "source_identity", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("OnAvailableImage", "source_identity", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "subscription_registration_id": self.subscription_registration_id,
            "subscriber_position_id": self.subscriber_position_id,
            "log_file_name": self.log_file_name,
            "source_identity": self.source_identity,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class OnAvailableImageEncoder:
    """Writes OnAvailableImage (template id 3842): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3842
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("correlation_id", 8), ("session_id", 12), ("stream_id", 16), ("subscription_registration_id", 24), ("subscriber_position_id", 28))
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
            buffer, end = _bounds(buffer, offset, length, "OnAvailableImage")
        if offset + 28 > end:
            raise _short("OnAvailableImage", _first_missing(self._FIELD_ENDS, end - offset), offset, 28, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 28
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnAvailableImage")
        if offset + 36 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnAvailableImage", field, offset, 36, end)
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
            raise _bad("OnAvailableImage", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 1), offset 0")

    def _set_session_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnAvailableImage", "session_id", value, exc) from None

    session_id = property(None, _set_session_id, doc="sessionId (id 2), offset 8")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnAvailableImage", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 3), offset 12")

    def _set_subscription_registration_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnAvailableImage", "subscription_registration_id", value, exc) from None

    subscription_registration_id = property(None, _set_subscription_registration_id, doc="subscriptionRegistrationId (id 4), offset 16")

    def _set_subscriber_position_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnAvailableImage", "subscriber_position_id", value, exc) from None

    subscriber_position_id = property(None, _set_subscriber_position_id, doc="subscriberPositionId (id 5), offset 24")

    def put_log_file_name(self, value: str | bytes) -> Self:
        """Appends var data logFileName (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "OnAvailableImage", "log_file_name")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("OnAvailableImage", "log_file_name", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_source_identity(self, value: str | bytes) -> Self:
        """Appends var data sourceIdentity (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "OnAvailableImage", "source_identity")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("OnAvailableImage", "source_identity", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnPublicationReadyDecoder:
    """Reads OnPublicationReady (template id 3843): ON_PUBLICATION_READY (0x0F03), PublicationBuffersReadyFlyweight."""

    TEMPLATE_ID = 3843
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("correlation_id", 8), ("registration_id", 16), ("session_id", 20), ("stream_id", 24), ("publication_limit_counter_id", 28), ("channel_status_counter_id", 32))
    _SKIPS = (_skip_on_publication_ready_log_file_name,)
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
            buffer, end = _bounds(buffer, offset, length, "OnPublicationReady")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnPublicationReady", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnPublicationReady")
        if offset + 8 > end:
            raise _short("OnPublicationReady", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3843:
            raise CodecError(f"OnPublicationReady: template id {header[1]} at offset {offset} is not 3843")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnPublicationReady: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
            raise _short("OnPublicationReady", "correlation_id", self._offset, 8, self._end) from None

    @property
    def registration_id(self) -> int:
        """registrationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("OnPublicationReady", "registration_id", self._offset + 8, 8, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("OnPublicationReady", "session_id", self._offset + 16, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise _short("OnPublicationReady", "stream_id", self._offset + 20, 4, self._end) from None

    @property
    def publication_limit_counter_id(self) -> int:
        """publicationLimitCounterId (id 5), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("OnPublicationReady", "publication_limit_counter_id", self._offset + 24, 4, self._end) from None

    @property
    def channel_status_counter_id(self) -> int:
        """channelStatusCounterId (id 6), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise _short("OnPublicationReady", "channel_status_counter_id", self._offset + 28, 4, self._end) from None

    @property
    def log_file_name(self) -> str:
        """Var data logFileName (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("OnPublicationReady", "log_file_name", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("OnPublicationReady", "log_file_name", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("OnPublicationReady", "log_file_name", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "registration_id": self.registration_id,
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "publication_limit_counter_id": self.publication_limit_counter_id,
            "channel_status_counter_id": self.channel_status_counter_id,
            "log_file_name": self.log_file_name,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class OnPublicationReadyEncoder:
    """Writes OnPublicationReady (template id 3843): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3843
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("correlation_id", 8), ("registration_id", 16), ("session_id", 20), ("stream_id", 24), ("publication_limit_counter_id", 28), ("channel_status_counter_id", 32))
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
            buffer, end = _bounds(buffer, offset, length, "OnPublicationReady")
        if offset + 32 > end:
            raise _short("OnPublicationReady", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnPublicationReady")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnPublicationReady", field, offset, 40, end)
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
            raise _bad("OnPublicationReady", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 1), offset 0")

    def _set_registration_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationReady", "registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id, doc="registrationId (id 2), offset 8")

    def _set_session_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationReady", "session_id", value, exc) from None

    session_id = property(None, _set_session_id, doc="sessionId (id 3), offset 16")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationReady", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 4), offset 20")

    def _set_publication_limit_counter_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationReady", "publication_limit_counter_id", value, exc) from None

    publication_limit_counter_id = property(None, _set_publication_limit_counter_id, doc="publicationLimitCounterId (id 5), offset 24")

    def _set_channel_status_counter_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationReady", "channel_status_counter_id", value, exc) from None

    channel_status_counter_id = property(None, _set_channel_status_counter_id, doc="channelStatusCounterId (id 6), offset 28")

    def put_log_file_name(self, value: str | bytes) -> Self:
        """Appends var data logFileName (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "OnPublicationReady", "log_file_name")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("OnPublicationReady", "log_file_name", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnOperationSuccessDecoder:
    """Reads OnOperationSuccess (template id 3844): ON_OPERATION_SUCCESS (0x0F04), OperationSucceededFlyweight."""

    TEMPLATE_ID = 3844
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("correlation_id",)
    _FIELD_ENDS = (("correlation_id", 8),)
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
            buffer, end = _bounds(buffer, offset, length, "OnOperationSuccess")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnOperationSuccess", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnOperationSuccess")
        if offset + 8 > end:
            raise _short("OnOperationSuccess", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3844:
            raise CodecError(f"OnOperationSuccess: template id {header[1]} at offset {offset} is not 3844")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnOperationSuccess: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"OnOperationSuccess: offset {offset} is negative")
        try:
            return _BLOCK_ON_OPERATION_SUCCESS.unpack_from(buffer, offset)
        except struct.error:
            raise _short("OnOperationSuccess", "<block>", offset, 8, len(buffer)) from None

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
            raise _short("OnOperationSuccess", "correlation_id", self._offset, 8, self._end) from None

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


class OnOperationSuccessEncoder:
    """Writes OnOperationSuccess (template id 3844): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3844
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("correlation_id", 8),)
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
            buffer, end = _bounds(buffer, offset, length, "OnOperationSuccess")
        if offset + 8 > end:
            raise _short("OnOperationSuccess", _first_missing(self._FIELD_ENDS, end - offset), offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnOperationSuccess")
        if offset + 16 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnOperationSuccess", field, offset, 16, end)
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
            raise _bad("OnOperationSuccess", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 1), offset 0")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnUnavailableImageDecoder:
    """Reads OnUnavailableImage (template id 3845): ON_UNAVAILABLE_IMAGE (0x0F05), ImageMessageFlyweight."""

    TEMPLATE_ID = 3845
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("correlation_id", 8), ("subscription_registration_id", 16), ("stream_id", 20))
    _SKIPS = (_skip_on_unavailable_image_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableImage")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnUnavailableImage", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableImage")
        if offset + 8 > end:
            raise _short("OnUnavailableImage", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3845:
            raise CodecError(f"OnUnavailableImage: template id {header[1]} at offset {offset} is not 3845")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnUnavailableImage: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
            raise _short("OnUnavailableImage", "correlation_id", self._offset, 8, self._end) from None

    @property
    def subscription_registration_id(self) -> int:
        """subscriptionRegistrationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("OnUnavailableImage", "subscription_registration_id", self._offset + 8, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("OnUnavailableImage", "stream_id", self._offset + 16, 4, self._end) from None

    @property
    def channel(self) -> str:
        """Var data channel (id 4, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("OnUnavailableImage", "channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("OnUnavailableImage", "channel", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("OnUnavailableImage", "channel", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "subscription_registration_id": self.subscription_registration_id,
            "stream_id": self.stream_id,
            "channel": self.channel,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class OnUnavailableImageEncoder:
    """Writes OnUnavailableImage (template id 3845): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3845
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("correlation_id", 8), ("subscription_registration_id", 16), ("stream_id", 20))
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableImage")
        if offset + 20 > end:
            raise _short("OnUnavailableImage", _first_missing(self._FIELD_ENDS, end - offset), offset, 20, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 20
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnUnavailableImage")
        if offset + 28 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnUnavailableImage", field, offset, 28, end)
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
            raise _bad("OnUnavailableImage", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 1), offset 0")

    def _set_subscription_registration_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnUnavailableImage", "subscription_registration_id", value, exc) from None

    subscription_registration_id = property(None, _set_subscription_registration_id, doc="subscriptionRegistrationId (id 2), offset 8")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnUnavailableImage", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 3), offset 16")

    def put_channel(self, value: str | bytes) -> Self:
        """Appends var data channel (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "OnUnavailableImage", "channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("OnUnavailableImage", "channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnExclusivePublicationReadyDecoder:
    """Reads OnExclusivePublicationReady (template id 3846): ON_EXCLUSIVE_PUBLICATION_READY (0x0F06), PublicationBuffersReadyFlyweight."""

    TEMPLATE_ID = 3846
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("correlation_id", 8), ("registration_id", 16), ("session_id", 20), ("stream_id", 24), ("publication_limit_counter_id", 28), ("channel_status_counter_id", 32))
    _SKIPS = (_skip_on_exclusive_publication_ready_log_file_name,)
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
            buffer, end = _bounds(buffer, offset, length, "OnExclusivePublicationReady")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnExclusivePublicationReady", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnExclusivePublicationReady")
        if offset + 8 > end:
            raise _short("OnExclusivePublicationReady", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3846:
            raise CodecError(f"OnExclusivePublicationReady: template id {header[1]} at offset {offset} is not 3846")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnExclusivePublicationReady: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
            raise _short("OnExclusivePublicationReady", "correlation_id", self._offset, 8, self._end) from None

    @property
    def registration_id(self) -> int:
        """registrationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("OnExclusivePublicationReady", "registration_id", self._offset + 8, 8, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("OnExclusivePublicationReady", "session_id", self._offset + 16, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise _short("OnExclusivePublicationReady", "stream_id", self._offset + 20, 4, self._end) from None

    @property
    def publication_limit_counter_id(self) -> int:
        """publicationLimitCounterId (id 5), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("OnExclusivePublicationReady", "publication_limit_counter_id", self._offset + 24, 4, self._end) from None

    @property
    def channel_status_counter_id(self) -> int:
        """channelStatusCounterId (id 6), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise _short("OnExclusivePublicationReady", "channel_status_counter_id", self._offset + 28, 4, self._end) from None

    @property
    def log_file_name(self) -> str:
        """Var data logFileName (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("OnExclusivePublicationReady", "log_file_name", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("OnExclusivePublicationReady", "log_file_name", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("OnExclusivePublicationReady", "log_file_name", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "registration_id": self.registration_id,
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "publication_limit_counter_id": self.publication_limit_counter_id,
            "channel_status_counter_id": self.channel_status_counter_id,
            "log_file_name": self.log_file_name,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class OnExclusivePublicationReadyEncoder:
    """Writes OnExclusivePublicationReady (template id 3846): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3846
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("correlation_id", 8), ("registration_id", 16), ("session_id", 20), ("stream_id", 24), ("publication_limit_counter_id", 28), ("channel_status_counter_id", 32))
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
            buffer, end = _bounds(buffer, offset, length, "OnExclusivePublicationReady")
        if offset + 32 > end:
            raise _short("OnExclusivePublicationReady", _first_missing(self._FIELD_ENDS, end - offset), offset, 32, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 32
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnExclusivePublicationReady")
        if offset + 40 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnExclusivePublicationReady", field, offset, 40, end)
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
            raise _bad("OnExclusivePublicationReady", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 1), offset 0")

    def _set_registration_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnExclusivePublicationReady", "registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id, doc="registrationId (id 2), offset 8")

    def _set_session_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnExclusivePublicationReady", "session_id", value, exc) from None

    session_id = property(None, _set_session_id, doc="sessionId (id 3), offset 16")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnExclusivePublicationReady", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 4), offset 20")

    def _set_publication_limit_counter_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnExclusivePublicationReady", "publication_limit_counter_id", value, exc) from None

    publication_limit_counter_id = property(None, _set_publication_limit_counter_id, doc="publicationLimitCounterId (id 5), offset 24")

    def _set_channel_status_counter_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnExclusivePublicationReady", "channel_status_counter_id", value, exc) from None

    channel_status_counter_id = property(None, _set_channel_status_counter_id, doc="channelStatusCounterId (id 6), offset 28")

    def put_log_file_name(self, value: str | bytes) -> Self:
        """Appends var data logFileName (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "OnExclusivePublicationReady", "log_file_name")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("OnExclusivePublicationReady", "log_file_name", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnSubscriptionReadyDecoder:
    """Reads OnSubscriptionReady (template id 3847): ON_SUBSCRIPTION_READY (0x0F07), SubscriptionReadyFlyweight."""

    TEMPLATE_ID = 3847
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("correlation_id", "channel_status_counter_id")
    _FIELD_ENDS = (("correlation_id", 8), ("channel_status_counter_id", 12))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            buffer, end = _bounds(buffer, offset, length, "OnSubscriptionReady")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnSubscriptionReady", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnSubscriptionReady")
        if offset + 8 > end:
            raise _short("OnSubscriptionReady", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3847:
            raise CodecError(f"OnSubscriptionReady: template id {header[1]} at offset {offset} is not 3847")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnSubscriptionReady: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"OnSubscriptionReady: offset {offset} is negative")
        try:
            return _BLOCK_ON_SUBSCRIPTION_READY.unpack_from(buffer, offset)
        except struct.error:
            raise _short("OnSubscriptionReady", "<block>", offset, 12, len(buffer)) from None

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
            raise _short("OnSubscriptionReady", "correlation_id", self._offset, 8, self._end) from None

    @property
    def channel_status_counter_id(self) -> int:
        """channelStatusCounterId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("OnSubscriptionReady", "channel_status_counter_id", self._offset + 8, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "channel_status_counter_id": self.channel_status_counter_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class OnSubscriptionReadyEncoder:
    """Writes OnSubscriptionReady (template id 3847): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3847
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("channel_status_counter_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnSubscriptionReady")
        if offset + 12 > end:
            raise _short("OnSubscriptionReady", _first_missing(self._FIELD_ENDS, end - offset), offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnSubscriptionReady")
        if offset + 20 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnSubscriptionReady", field, offset, 20, end)
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
            raise _bad("OnSubscriptionReady", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 1), offset 0")

    def _set_channel_status_counter_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnSubscriptionReady", "channel_status_counter_id", value, exc) from None

    channel_status_counter_id = property(None, _set_channel_status_counter_id, doc="channelStatusCounterId (id 2), offset 8")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnCounterReadyDecoder:
    """Reads OnCounterReady (template id 3848): ON_COUNTER_READY (0x0F08), CounterUpdateFlyweight."""

    TEMPLATE_ID = 3848
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("correlation_id", "counter_id")
    _FIELD_ENDS = (("correlation_id", 8), ("counter_id", 12))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            buffer, end = _bounds(buffer, offset, length, "OnCounterReady")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnCounterReady", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnCounterReady")
        if offset + 8 > end:
            raise _short("OnCounterReady", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3848:
            raise CodecError(f"OnCounterReady: template id {header[1]} at offset {offset} is not 3848")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnCounterReady: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"OnCounterReady: offset {offset} is negative")
        try:
            return _BLOCK_ON_COUNTER_READY.unpack_from(buffer, offset)
        except struct.error:
            raise _short("OnCounterReady", "<block>", offset, 12, len(buffer)) from None

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
            raise _short("OnCounterReady", "correlation_id", self._offset, 8, self._end) from None

    @property
    def counter_id(self) -> int:
        """counterId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("OnCounterReady", "counter_id", self._offset + 8, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "counter_id": self.counter_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class OnCounterReadyEncoder:
    """Writes OnCounterReady (template id 3848): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3848
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("counter_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnCounterReady")
        if offset + 12 > end:
            raise _short("OnCounterReady", _first_missing(self._FIELD_ENDS, end - offset), offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnCounterReady")
        if offset + 20 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnCounterReady", field, offset, 20, end)
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
            raise _bad("OnCounterReady", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 1), offset 0")

    def _set_counter_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnCounterReady", "counter_id", value, exc) from None

    counter_id = property(None, _set_counter_id, doc="counterId (id 2), offset 8")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnUnavailableCounterDecoder:
    """Reads OnUnavailableCounter (template id 3849): ON_UNAVAILABLE_COUNTER (0x0F09), CounterUpdateFlyweight."""

    TEMPLATE_ID = 3849
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("correlation_id", "counter_id")
    _FIELD_ENDS = (("correlation_id", 8), ("counter_id", 12))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableCounter")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnUnavailableCounter", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableCounter")
        if offset + 8 > end:
            raise _short("OnUnavailableCounter", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3849:
            raise CodecError(f"OnUnavailableCounter: template id {header[1]} at offset {offset} is not 3849")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnUnavailableCounter: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"OnUnavailableCounter: offset {offset} is negative")
        try:
            return _BLOCK_ON_UNAVAILABLE_COUNTER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("OnUnavailableCounter", "<block>", offset, 12, len(buffer)) from None

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
            raise _short("OnUnavailableCounter", "correlation_id", self._offset, 8, self._end) from None

    @property
    def counter_id(self) -> int:
        """counterId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("OnUnavailableCounter", "counter_id", self._offset + 8, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "counter_id": self.counter_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class OnUnavailableCounterEncoder:
    """Writes OnUnavailableCounter (template id 3849): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3849
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("counter_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableCounter")
        if offset + 12 > end:
            raise _short("OnUnavailableCounter", _first_missing(self._FIELD_ENDS, end - offset), offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnUnavailableCounter")
        if offset + 20 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnUnavailableCounter", field, offset, 20, end)
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
            raise _bad("OnUnavailableCounter", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 1), offset 0")

    def _set_counter_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnUnavailableCounter", "counter_id", value, exc) from None

    counter_id = property(None, _set_counter_id, doc="counterId (id 2), offset 8")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnClientTimeoutDecoder:
    """Reads OnClientTimeout (template id 3850): ON_CLIENT_TIMEOUT (0x0F0A), ClientTimeoutFlyweight."""

    TEMPLATE_ID = 3850
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("client_id",)
    _FIELD_ENDS = (("client_id", 8),)
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
            buffer, end = _bounds(buffer, offset, length, "OnClientTimeout")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnClientTimeout", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnClientTimeout")
        if offset + 8 > end:
            raise _short("OnClientTimeout", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3850:
            raise CodecError(f"OnClientTimeout: template id {header[1]} at offset {offset} is not 3850")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnClientTimeout: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"OnClientTimeout: offset {offset} is negative")
        try:
            return _BLOCK_ON_CLIENT_TIMEOUT.unpack_from(buffer, offset)
        except struct.error:
            raise _short("OnClientTimeout", "<block>", offset, 8, len(buffer)) from None

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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("OnClientTimeout", "client_id", self._offset, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "client_id": self.client_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class OnClientTimeoutEncoder:
    """Writes OnClientTimeout (template id 3850): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3850
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("client_id", 8),)
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
            buffer, end = _bounds(buffer, offset, length, "OnClientTimeout")
        if offset + 8 > end:
            raise _short("OnClientTimeout", _first_missing(self._FIELD_ENDS, end - offset), offset, 8, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 8
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnClientTimeout")
        if offset + 16 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnClientTimeout", field, offset, 16, end)
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

    def _set_client_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnClientTimeout", "client_id", value, exc) from None

    client_id = property(None, _set_client_id, doc="clientId (id 1), offset 0")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnStaticCounterDecoder:
    """Reads OnStaticCounter (template id 3851): ON_STATIC_COUNTER (0x0F0B), StaticCounterFlyweight."""

    TEMPLATE_ID = 3851
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("correlation_id", "counter_id")
    _FIELD_ENDS = (("correlation_id", 8), ("counter_id", 12))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            buffer, end = _bounds(buffer, offset, length, "OnStaticCounter")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnStaticCounter", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnStaticCounter")
        if offset + 8 > end:
            raise _short("OnStaticCounter", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3851:
            raise CodecError(f"OnStaticCounter: template id {header[1]} at offset {offset} is not 3851")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnStaticCounter: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"OnStaticCounter: offset {offset} is negative")
        try:
            return _BLOCK_ON_STATIC_COUNTER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("OnStaticCounter", "<block>", offset, 12, len(buffer)) from None

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
            raise _short("OnStaticCounter", "correlation_id", self._offset, 8, self._end) from None

    @property
    def counter_id(self) -> int:
        """counterId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("OnStaticCounter", "counter_id", self._offset + 8, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "counter_id": self.counter_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class OnStaticCounterEncoder:
    """Writes OnStaticCounter (template id 3851): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3851
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("counter_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnStaticCounter")
        if offset + 12 > end:
            raise _short("OnStaticCounter", _first_missing(self._FIELD_ENDS, end - offset), offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnStaticCounter")
        if offset + 20 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnStaticCounter", field, offset, 20, end)
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
            raise _bad("OnStaticCounter", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 1), offset 0")

    def _set_counter_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnStaticCounter", "counter_id", value, exc) from None

    counter_id = property(None, _set_counter_id, doc="counterId (id 2), offset 8")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnPublicationErrorDecoder:
    """Reads OnPublicationError (template id 3852): ON_PUBLICATION_ERROR (0x0F0C), PublicationErrorFrameFlyweight."""

    TEMPLATE_ID = 3852
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 64
    _FIELD_ENDS = (("registration_id", 8), ("destination_registration_id", 16), ("session_id", 20), ("stream_id", 24), ("receiver_id", 32), ("group_tag", 40), ("address_type", 42), ("source_port", 44), ("source_address", 60), ("error_code", 64))
    _SKIPS = (_skip_on_publication_error_error_message,)
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
    )

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._block_length = 64
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 64,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "OnPublicationError")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnPublicationError", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnPublicationError")
        if offset + 8 > end:
            raise _short("OnPublicationError", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3852:
            raise CodecError(f"OnPublicationError: template id {header[1]} at offset {offset} is not 3852")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnPublicationError: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
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
    def registration_id(self) -> int:
        """registrationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise _short("OnPublicationError", "registration_id", self._offset, 8, self._end) from None

    @property
    def destination_registration_id(self) -> int:
        """destinationRegistrationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("OnPublicationError", "destination_registration_id", self._offset + 8, 8, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise _short("OnPublicationError", "session_id", self._offset + 16, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise _short("OnPublicationError", "stream_id", self._offset + 20, 4, self._end) from None

    @property
    def receiver_id(self) -> int:
        """receiverId (id 5), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise _short("OnPublicationError", "receiver_id", self._offset + 24, 8, self._end) from None

    @property
    def group_tag(self) -> int:
        """groupTag (id 6), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise _short("OnPublicationError", "group_tag", self._offset + 32, 8, self._end) from None

    @property
    def address_type(self) -> AddressType | int:
        """addressType (id 7), offset 40"""
        try:
            value = _L_h.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise _short("OnPublicationError", "address_type", self._offset + 40, 2, self._end) from None
        return _ADDRESS_TYPE_BY_VALUE(value, value)

    @property
    def source_port(self) -> int:
        """sourcePort (id 8), offset 42"""
        try:
            return _L_H.unpack_from(self._buffer, self._offset + 42)[0]
        except struct.error:
            raise _short("OnPublicationError", "source_port", self._offset + 42, 2, self._end) from None

    @property
    def source_address(self) -> tuple[int, ...]:
        """sourceAddress (id 9), offset 44"""
        try:
            return _L_16B.unpack_from(self._buffer, self._offset + 44)
        except struct.error:
            raise _short("OnPublicationError", "source_address", self._offset + 44, 16, self._end) from None

    @property
    def error_code(self) -> ErrorCode | int:
        """errorCode (id 10), offset 60"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 60)[0]
        except struct.error:
            raise _short("OnPublicationError", "error_code", self._offset + 60, 4, self._end) from None
        return _ERROR_CODE_BY_VALUE(value, value)

    @property
    def error_message(self) -> str:
        """Var data errorMessage (id 11, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise _short("OnPublicationError", "error_message", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise _short("OnPublicationError", "error_message", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise _bad_text("OnPublicationError", "error_message", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "registration_id": self.registration_id,
            "destination_registration_id": self.destination_registration_id,
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "receiver_id": self.receiver_id,
            "group_tag": self.group_tag,
            "address_type": _enum_name(self.address_type),
            "source_port": self.source_port,
            "source_address": self.source_address,
            "error_code": _enum_name(self.error_code),
            "error_message": self.error_message,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class OnPublicationErrorEncoder:
    """Writes OnPublicationError (template id 3852): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3852
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 64
    _FIELD_ENDS = (("registration_id", 8), ("destination_registration_id", 16), ("session_id", 20), ("stream_id", 24), ("receiver_id", 32), ("group_tag", 40), ("address_type", 42), ("source_port", 44), ("source_address", 60), ("error_code", 64))
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
            buffer, end = _bounds(buffer, offset, length, "OnPublicationError")
        if offset + 64 > end:
            raise _short("OnPublicationError", _first_missing(self._FIELD_ENDS, end - offset), offset, 64, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 64
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnPublicationError")
        if offset + 72 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnPublicationError", field, offset, 72, end)
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

    def _set_registration_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationError", "registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id, doc="registrationId (id 1), offset 0")

    def _set_destination_registration_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationError", "destination_registration_id", value, exc) from None

    destination_registration_id = property(None, _set_destination_registration_id, doc="destinationRegistrationId (id 2), offset 8")

    def _set_session_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationError", "session_id", value, exc) from None

    session_id = property(None, _set_session_id, doc="sessionId (id 3), offset 16")

    def _set_stream_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationError", "stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id, doc="streamId (id 4), offset 20")

    def _set_receiver_id(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationError", "receiver_id", value, exc) from None

    receiver_id = property(None, _set_receiver_id, doc="receiverId (id 5), offset 24")

    def _set_group_tag(self, value: int) -> None:
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationError", "group_tag", value, exc) from None

    group_tag = property(None, _set_group_tag, doc="groupTag (id 6), offset 32")

    def _set_address_type(self, value: AddressType | int | None) -> None:
        if value is None:
            value = -32768
        try:
            _L_h.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationError", "address_type", value, exc) from None

    address_type = property(None, _set_address_type, doc="addressType (id 7), offset 40")

    def _set_source_port(self, value: int) -> None:
        try:
            _L_H.pack_into(self._buffer, self._offset + 42, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationError", "source_port", value, exc) from None

    source_port = property(None, _set_source_port, doc="sourcePort (id 8), offset 42")

    def _set_source_address(self, value: Sequence[int]) -> None:
        try:
            _L_16B.pack_into(self._buffer, self._offset + 44, *value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationError", "source_address", value, exc) from None

    source_address = property(None, _set_source_address, doc="sourceAddress (id 9), offset 44")

    def _set_error_code(self, value: ErrorCode | int | None) -> None:
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 60, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnPublicationError", "error_code", value, exc) from None

    error_code = property(None, _set_error_code, doc="errorCode (id 10), offset 60")

    def put_error_message(self, value: str | bytes) -> Self:
        """Appends var data errorMessage (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, "OnPublicationError", "error_message")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise _short("OnPublicationError", "error_message", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnNextAvailableSessionIdDecoder:
    """Reads OnNextAvailableSessionId (template id 3853): ON_NEXT_AVAILABLE_SESSION_ID (0x0F0D), NextAvailableSessionIdFlyweight."""

    TEMPLATE_ID = 3853
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("correlation_id", "next_session_id")
    _FIELD_ENDS = (("correlation_id", 8), ("next_session_id", 12))
    _SKIPS = ()
    __slots__ = (
        "_buffer", "_offset", "_end", "_block_length", "_acting_version", "_cursor_index", "_cursor_pos",
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
            buffer, end = _bounds(buffer, offset, length, "OnNextAvailableSessionId")
        if acting_block_length < 0 or offset + acting_block_length > end:
            raise _short("OnNextAvailableSessionId", _first_missing(self._FIELD_ENDS, end - offset), offset, acting_block_length, end)
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
            buffer, end = _bounds(buffer, offset, length, "OnNextAvailableSessionId")
        if offset + 8 > end:
            raise _short("OnNextAvailableSessionId", "<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3853:
            raise CodecError(f"OnNextAvailableSessionId: template id {header[1]} at offset {offset} is not 3853")
        if header[2] != SCHEMA_ID:
            raise CodecError(f"OnNextAvailableSessionId: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}")
        return self.wrap(buffer, offset + 8, header[0], header[3])

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in FIELD_NAMES order."""
        if offset < 0:
            raise CodecError(f"OnNextAvailableSessionId: offset {offset} is negative")
        try:
            return _BLOCK_ON_NEXT_AVAILABLE_SESSION_ID.unpack_from(buffer, offset)
        except struct.error:
            raise _short("OnNextAvailableSessionId", "<block>", offset, 12, len(buffer)) from None

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
            raise _short("OnNextAvailableSessionId", "correlation_id", self._offset, 8, self._end) from None

    @property
    def next_session_id(self) -> int:
        """nextSessionId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise _short("OnNextAvailableSessionId", "next_session_id", self._offset + 8, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "correlation_id": self.correlation_id,
            "next_session_id": self.next_session_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class OnNextAvailableSessionIdEncoder:
    """Writes OnNextAvailableSessionId (template id 3853): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3853
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("next_session_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnNextAvailableSessionId")
        if offset + 12 > end:
            raise _short("OnNextAvailableSessionId", _first_missing(self._FIELD_ENDS, end - offset), offset, 12, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 12
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        buffer, end = _bounds(buffer, offset, length, "OnNextAvailableSessionId")
        if offset + 20 > end:
            field = "<header>" if offset + 8 > end else _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short("OnNextAvailableSessionId", field, offset, 20, end)
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
            raise _bad("OnNextAvailableSessionId", "correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id, doc="correlationId (id 1), offset 0")

    def _set_next_session_id(self, value: int) -> None:
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise _bad("OnNextAvailableSessionId", "next_session_id", value, exc) from None

    next_session_id = property(None, _set_next_session_id, doc="nextSessionId (id 2), offset 8")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


MESSAGES: dict[int, tuple[type[Any], type[Any]]] = {
    1: (AddPublicationDecoder, AddPublicationEncoder),
    2: (RemovePublicationDecoder, RemovePublicationEncoder),
    3: (AddExclusivePublicationDecoder, AddExclusivePublicationEncoder),
    4: (AddSubscriptionDecoder, AddSubscriptionEncoder),
    5: (RemoveSubscriptionDecoder, RemoveSubscriptionEncoder),
    6: (ClientKeepaliveDecoder, ClientKeepaliveEncoder),
    7: (AddDestinationDecoder, AddDestinationEncoder),
    8: (RemoveDestinationDecoder, RemoveDestinationEncoder),
    9: (AddCounterDecoder, AddCounterEncoder),
    10: (RemoveCounterDecoder, RemoveCounterEncoder),
    11: (ClientCloseDecoder, ClientCloseEncoder),
    12: (AddRcvDestinationDecoder, AddRcvDestinationEncoder),
    13: (RemoveRcvDestinationDecoder, RemoveRcvDestinationEncoder),
    14: (TerminateDriverDecoder, TerminateDriverEncoder),
    15: (AddStaticCounterDecoder, AddStaticCounterEncoder),
    16: (RejectImageDecoder, RejectImageEncoder),
    17: (RemoveDestinationByIdDecoder, RemoveDestinationByIdEncoder),
    18: (GetNextAvailableSessionIdDecoder, GetNextAvailableSessionIdEncoder),
    3841: (OnErrorDecoder, OnErrorEncoder),
    3842: (OnAvailableImageDecoder, OnAvailableImageEncoder),
    3843: (OnPublicationReadyDecoder, OnPublicationReadyEncoder),
    3844: (OnOperationSuccessDecoder, OnOperationSuccessEncoder),
    3845: (OnUnavailableImageDecoder, OnUnavailableImageEncoder),
    3846: (OnExclusivePublicationReadyDecoder, OnExclusivePublicationReadyEncoder),
    3847: (OnSubscriptionReadyDecoder, OnSubscriptionReadyEncoder),
    3848: (OnCounterReadyDecoder, OnCounterReadyEncoder),
    3849: (OnUnavailableCounterDecoder, OnUnavailableCounterEncoder),
    3850: (OnClientTimeoutDecoder, OnClientTimeoutEncoder),
    3851: (OnStaticCounterDecoder, OnStaticCounterEncoder),
    3852: (OnPublicationErrorDecoder, OnPublicationErrorEncoder),
    3853: (OnNextAvailableSessionIdDecoder, OnNextAvailableSessionIdEncoder),
}
"""Template id -> (decoder class, encoder class), for dispatching on a message header."""
