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


def _skip1_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddPublication.channel without decoding it."""
    if pos + 4 > end:
        raise _short("AddPublication", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddPublication", "channel", start, pos - start, end)
    return pos


def _skip2_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddExclusivePublication.channel without decoding it."""
    if pos + 4 > end:
        raise _short("AddExclusivePublication", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddExclusivePublication", "channel", start, pos - start, end)
    return pos


def _skip3_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddSubscription.channel without decoding it."""
    if pos + 4 > end:
        raise _short("AddSubscription", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddSubscription", "channel", start, pos - start, end)
    return pos


def _skip4_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddDestination.channel without decoding it."""
    if pos + 4 > end:
        raise _short("AddDestination", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddDestination", "channel", start, pos - start, end)
    return pos


def _skip5_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RemoveDestination.channel without decoding it."""
    if pos + 4 > end:
        raise _short("RemoveDestination", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RemoveDestination", "channel", start, pos - start, end)
    return pos


def _skip6_key(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddCounter.key without decoding it."""
    if pos + 4 > end:
        raise _short("AddCounter", "key", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddCounter", "key", start, pos - start, end)
    return pos


def _skip7_label(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddCounter.label without decoding it."""
    if pos + 4 > end:
        raise _short("AddCounter", "label", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddCounter", "label", start, pos - start, end)
    return pos


def _skip8_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddRcvDestination.channel without decoding it."""
    if pos + 4 > end:
        raise _short("AddRcvDestination", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddRcvDestination", "channel", start, pos - start, end)
    return pos


def _skip9_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RemoveRcvDestination.channel without decoding it."""
    if pos + 4 > end:
        raise _short("RemoveRcvDestination", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RemoveRcvDestination", "channel", start, pos - start, end)
    return pos


def _skip10_token(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over TerminateDriver.token without decoding it."""
    if pos + 4 > end:
        raise _short("TerminateDriver", "token", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("TerminateDriver", "token", start, pos - start, end)
    return pos


def _skip11_key(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddStaticCounter.key without decoding it."""
    if pos + 4 > end:
        raise _short("AddStaticCounter", "key", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddStaticCounter", "key", start, pos - start, end)
    return pos


def _skip12_label(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over AddStaticCounter.label without decoding it."""
    if pos + 4 > end:
        raise _short("AddStaticCounter", "label", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("AddStaticCounter", "label", start, pos - start, end)
    return pos


def _skip13_reason(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over RejectImage.reason without decoding it."""
    if pos + 4 > end:
        raise _short("RejectImage", "reason", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("RejectImage", "reason", start, pos - start, end)
    return pos


def _skip14_error_message(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnError.error_message without decoding it."""
    if pos + 4 > end:
        raise _short("OnError", "error_message", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnError", "error_message", start, pos - start, end)
    return pos


def _skip15_log_file_name(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnAvailableImage.log_file_name without decoding it."""
    if pos + 4 > end:
        raise _short("OnAvailableImage", "log_file_name", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnAvailableImage", "log_file_name", start, pos - start, end)
    return pos


def _skip16_source_identity(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnAvailableImage.source_identity without decoding it."""
    if pos + 4 > end:
        raise _short("OnAvailableImage", "source_identity", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnAvailableImage", "source_identity", start, pos - start, end)
    return pos


def _skip17_log_file_name(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnPublicationReady.log_file_name without decoding it."""
    if pos + 4 > end:
        raise _short("OnPublicationReady", "log_file_name", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnPublicationReady", "log_file_name", start, pos - start, end)
    return pos


def _skip18_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnUnavailableImage.channel without decoding it."""
    if pos + 4 > end:
        raise _short("OnUnavailableImage", "channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnUnavailableImage", "channel", start, pos - start, end)
    return pos


def _skip19_log_file_name(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnExclusivePublicationReady.log_file_name without decoding it."""
    if pos + 4 > end:
        raise _short("OnExclusivePublicationReady", "log_file_name", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnExclusivePublicationReady", "log_file_name", start, pos - start, end)
    return pos


def _skip20_error_message(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over OnPublicationError.error_message without decoding it."""
    if pos + 4 > end:
        raise _short("OnPublicationError", "error_message", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("OnPublicationError", "error_message", start, pos - start, end)
    return pos


class MessageHeaderDecoder(_Flyweight):
    """Reads the MessageHeader composite (8 bytes): Required by SBE; the ring buffer record header replaces
    it.
    """

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


class VarAsciiEncodingDecoder(_Flyweight):
    """Reads the VarAsciiEncoding composite (4 bytes): Aeron string: 4-byte length then ASCII bytes."""

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
    """Reads the VarDataEncoding composite (4 bytes): Aeron byte block: 4-byte length then the bytes."""

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


class AddPublicationDecoder(_Flyweight):
    """Reads AddPublication (template id 1): ADD_PUBLICATION, PublicationMessageFlyweight."""

    TEMPLATE_ID = 1
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddPublication"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("stream_id", 20))
    _SKIPS = (_skip1_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "AddPublication")
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
            buffer, end = _bounds(buffer, offset, length, "AddPublication")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("client_id", self._offset, 8, self._end) from None

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


class AddPublicationEncoder(_Flyweight):
    """Writes AddPublication (template id 1): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 1
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddPublication"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("stream_id", 20))
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
            buffer, end = _bounds(buffer, offset, length, "AddPublication")
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
            buffer, end = _bounds(buffer, offset, length, "AddPublication")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

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


class RemovePublicationDecoder(_Flyweight):
    """Reads RemovePublication (template id 2): REMOVE_PUBLICATION, RemovePublicationFlyweight; records of 24
    bytes (older clients) have no flags.
    """

    TEMPLATE_ID = 2
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemovePublication"
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("client_id", "correlation_id", "registration_id", "flags")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24), ("flags", 32))
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
            buffer, end = _bounds(buffer, offset, length, "RemovePublication")
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
            buffer, end = _bounds(buffer, offset, length, "RemovePublication")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_id(self) -> int:
        """registrationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("registration_id", self._offset + 16, 8, self._end) from None

    @property
    def flags(self) -> RemovePublicationFlags:
        """flags (id 4), offset 24"""
        try:
            value = _L_Q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 24, 8, self._end) from None
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


class RemovePublicationEncoder(_Flyweight):
    """Writes RemovePublication (template id 2): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 2
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemovePublication"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24), ("flags", 32))
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
            buffer, end = _bounds(buffer, offset, length, "RemovePublication")
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
            buffer, end = _bounds(buffer, offset, length, "RemovePublication")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_registration_id(self, value: int) -> None:
        """registrationId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id)

    def _set_flags(self, value: RemovePublicationFlags | int) -> None:
        """flags (id 4), offset 24"""
        try:
            _L_Q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AddExclusivePublicationDecoder(_Flyweight):
    """Reads AddExclusivePublication (template id 3): ADD_EXCLUSIVE_PUBLICATION, PublicationMessageFlyweight.
    """

    TEMPLATE_ID = 3
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddExclusivePublication"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("stream_id", 20))
    _SKIPS = (_skip2_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "AddExclusivePublication")
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
            buffer, end = _bounds(buffer, offset, length, "AddExclusivePublication")
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

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


class AddExclusivePublicationEncoder(_Flyweight):
    """Writes AddExclusivePublication (template id 3): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 3
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddExclusivePublication"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("stream_id", 20))
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
            buffer, end = _bounds(buffer, offset, length, "AddExclusivePublication")
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
            buffer, end = _bounds(buffer, offset, length, "AddExclusivePublication")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

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


class AddSubscriptionDecoder(_Flyweight):
    """Reads AddSubscription (template id 4): ADD_SUBSCRIPTION, SubscriptionMessageFlyweight."""

    TEMPLATE_ID = 4
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddSubscription"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("client_id", 8),
        ("correlation_id", 16),
        ("registration_correlation_id", 24),
        ("stream_id", 28),
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
            buffer, end = _bounds(buffer, offset, length, "AddSubscription")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_correlation_id(self) -> int:
        """registrationCorrelationId (id 3), offset 16: Unused, -1"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("registration_correlation_id", self._offset + 16, 8, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 24, 4, self._end) from None

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


class AddSubscriptionEncoder(_Flyweight):
    """Writes AddSubscription (template id 4): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 4
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddSubscription"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("client_id", 8),
        ("correlation_id", 16),
        ("registration_correlation_id", 24),
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
            buffer, end = _bounds(buffer, offset, length, "AddSubscription")
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
            buffer, end = _bounds(buffer, offset, length, "AddSubscription")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_registration_correlation_id(self, value: int) -> None:
        """registrationCorrelationId (id 3), offset 16: Unused, -1"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("registration_correlation_id", value, exc) from None

    registration_correlation_id = property(None, _set_registration_correlation_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
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


class RemoveSubscriptionDecoder(_Flyweight):
    """Reads RemoveSubscription (template id 5): REMOVE_SUBSCRIPTION, RemoveSubscriptionFlyweight."""

    TEMPLATE_ID = 5
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemoveSubscription"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("client_id", "correlation_id", "registration_id")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveSubscription")
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
            buffer, end = _bounds(buffer, offset, length, "RemoveSubscription")
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_id(self) -> int:
        """registrationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("registration_id", self._offset + 16, 8, self._end) from None

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


class RemoveSubscriptionEncoder(_Flyweight):
    """Writes RemoveSubscription (template id 5): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 5
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemoveSubscription"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveSubscription")
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
            buffer, end = _bounds(buffer, offset, length, "RemoveSubscription")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_registration_id(self, value: int) -> None:
        """registrationId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClientKeepaliveDecoder(_Flyweight):
    """Reads ClientKeepalive (template id 6): CLIENT_KEEPALIVE, CorrelatedMessageFlyweight."""

    TEMPLATE_ID = 6
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClientKeepalive"
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("client_id", "correlation_id")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "ClientKeepalive")
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
            buffer, end = _bounds(buffer, offset, length, "ClientKeepalive")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

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
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClientKeepaliveEncoder(_Flyweight):
    """Writes ClientKeepalive (template id 6): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 6
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClientKeepalive"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "ClientKeepalive")
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
            buffer, end = _bounds(buffer, offset, length, "ClientKeepalive")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AddDestinationDecoder(_Flyweight):
    """Reads AddDestination (template id 7): ADD_DESTINATION (publication side), DestinationMessageFlyweight.
    """

    TEMPLATE_ID = 7
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddDestination"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "AddDestination")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_correlation_id(self) -> int:
        """registrationCorrelationId (id 3), offset 16: Publication's registration id"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("registration_correlation_id", self._offset + 16, 8, self._end) from None

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


class AddDestinationEncoder(_Flyweight):
    """Writes AddDestination (template id 7): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 7
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddDestination"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "AddDestination")
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
            buffer, end = _bounds(buffer, offset, length, "AddDestination")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_registration_correlation_id(self, value: int) -> None:
        """registrationCorrelationId (id 3), offset 16: Publication's registration id"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("registration_correlation_id", value, exc) from None

    registration_correlation_id = property(None, _set_registration_correlation_id)

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


class RemoveDestinationDecoder(_Flyweight):
    """Reads RemoveDestination (template id 8): REMOVE_DESTINATION (publication side),
    DestinationMessageFlyweight.
    """

    TEMPLATE_ID = 8
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemoveDestination"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
    _SKIPS = (_skip5_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestination")
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestination")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_correlation_id(self) -> int:
        """registrationCorrelationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("registration_correlation_id", self._offset + 16, 8, self._end) from None

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


class RemoveDestinationEncoder(_Flyweight):
    """Writes RemoveDestination (template id 8): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 8
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemoveDestination"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestination")
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestination")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_registration_correlation_id(self, value: int) -> None:
        """registrationCorrelationId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("registration_correlation_id", value, exc) from None

    registration_correlation_id = property(None, _set_registration_correlation_id)

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


class AddCounterDecoder(_Flyweight):
    """Reads AddCounter (template id 9): ADD_COUNTER, CounterMessageFlyweight; label starts at the 4-byte
    boundary after key.
    """

    TEMPLATE_ID = 9
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddCounter"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("type_id", 20))
    _SKIPS = (_skip6_key, _skip7_label)
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
            buffer, end = _bounds(buffer, offset, length, "AddCounter")
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
            buffer, end = _bounds(buffer, offset, length, "AddCounter")
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def type_id(self) -> int:
        """typeId (id 3), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("type_id", self._offset + 16, 4, self._end) from None

    @property
    def key(self) -> bytes:
        """Var data key (id 4, binary)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("key", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("key", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    @property
    def label(self) -> str:
        """Var data label (id 5, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("label", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("label", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("label", exc) from None

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


class AddCounterEncoder(_Flyweight):
    """Writes AddCounter (template id 9): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 9
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddCounter"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("type_id", 20))
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
            buffer, end = _bounds(buffer, offset, length, "AddCounter")
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
            buffer, end = _bounds(buffer, offset, length, "AddCounter")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_type_id(self, value: int) -> None:
        """typeId (id 3), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("type_id", value, exc) from None

    type_id = property(None, _set_type_id)

    def put_key(self, value: bytes) -> Self:
        """Appends var data key (binary, at most 1073741824 bytes) after what was written before."""
        data = _encode_binary(value, 1073741824, self._CODEC, "key")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("key", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_label(self, value: str | bytes) -> Self:
        """Appends var data label (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "label")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("label", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RemoveCounterDecoder(_Flyweight):
    """Reads RemoveCounter (template id 10): REMOVE_COUNTER, RemoveCounterFlyweight."""

    TEMPLATE_ID = 10
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemoveCounter"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("client_id", "correlation_id", "registration_id")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveCounter")
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
            buffer, end = _bounds(buffer, offset, length, "RemoveCounter")
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_id(self) -> int:
        """registrationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("registration_id", self._offset + 16, 8, self._end) from None

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


class RemoveCounterEncoder(_Flyweight):
    """Writes RemoveCounter (template id 10): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 10
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemoveCounter"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveCounter")
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
            buffer, end = _bounds(buffer, offset, length, "RemoveCounter")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_registration_id(self, value: int) -> None:
        """registrationId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClientCloseDecoder(_Flyweight):
    """Reads ClientClose (template id 11): CLIENT_CLOSE, CorrelatedMessageFlyweight."""

    TEMPLATE_ID = 11
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClientClose"
    BLOCK_LENGTH = 16
    FIELD_NAMES = ("client_id", "correlation_id")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "ClientClose")
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
            buffer, end = _bounds(buffer, offset, length, "ClientClose")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

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
            "client_id": self.client_id,
            "correlation_id": self.correlation_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ClientCloseEncoder(_Flyweight):
    """Writes ClientClose (template id 11): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 11
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClientClose"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "ClientClose")
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
            buffer, end = _bounds(buffer, offset, length, "ClientClose")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AddRcvDestinationDecoder(_Flyweight):
    """Reads AddRcvDestination (template id 12): ADD_RCV_DESTINATION (subscription side),
    DestinationMessageFlyweight.
    """

    TEMPLATE_ID = 12
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddRcvDestination"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "AddRcvDestination")
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_correlation_id(self) -> int:
        """registrationCorrelationId (id 3), offset 16: Subscription's registration id"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("registration_correlation_id", self._offset + 16, 8, self._end) from None

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


class AddRcvDestinationEncoder(_Flyweight):
    """Writes AddRcvDestination (template id 12): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 12
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddRcvDestination"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "AddRcvDestination")
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
            buffer, end = _bounds(buffer, offset, length, "AddRcvDestination")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_registration_correlation_id(self, value: int) -> None:
        """registrationCorrelationId (id 3), offset 16: Subscription's registration id"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("registration_correlation_id", value, exc) from None

    registration_correlation_id = property(None, _set_registration_correlation_id)

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


class RemoveRcvDestinationDecoder(_Flyweight):
    """Reads RemoveRcvDestination (template id 13): REMOVE_RCV_DESTINATION, DestinationMessageFlyweight."""

    TEMPLATE_ID = 13
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemoveRcvDestination"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveRcvDestination")
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_correlation_id(self) -> int:
        """registrationCorrelationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("registration_correlation_id", self._offset + 16, 8, self._end) from None

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


class RemoveRcvDestinationEncoder(_Flyweight):
    """Writes RemoveRcvDestination (template id 13): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 13
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemoveRcvDestination"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_correlation_id", 24))
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
            buffer, end = _bounds(buffer, offset, length, "RemoveRcvDestination")
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
            buffer, end = _bounds(buffer, offset, length, "RemoveRcvDestination")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_registration_correlation_id(self, value: int) -> None:
        """registrationCorrelationId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("registration_correlation_id", value, exc) from None

    registration_correlation_id = property(None, _set_registration_correlation_id)

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


class TerminateDriverDecoder(_Flyweight):
    """Reads TerminateDriver (template id 14): TERMINATE_DRIVER, TerminateDriverFlyweight."""

    TEMPLATE_ID = 14
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "TerminateDriver"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16))
    _SKIPS = (_skip10_token,)
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
            buffer, end = _bounds(buffer, offset, length, "TerminateDriver")
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
            buffer, end = _bounds(buffer, offset, length, "TerminateDriver")
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def token(self) -> bytes:
        """Var data token (id 3, binary): Checked by the driver's termination validator."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("token", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("token", start, stop - start, end)
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


class TerminateDriverEncoder(_Flyweight):
    """Writes TerminateDriver (template id 14): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 14
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "TerminateDriver"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "TerminateDriver")
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
            buffer, end = _bounds(buffer, offset, length, "TerminateDriver")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def put_token(self, value: bytes) -> Self:
        """Appends var data token (binary, at most 1073741824 bytes) after what was written before."""
        data = _encode_binary(value, 1073741824, self._CODEC, "token")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("token", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class AddStaticCounterDecoder(_Flyweight):
    """Reads AddStaticCounter (template id 15): ADD_STATIC_COUNTER, StaticCounterMessageFlyweight; label
    starts at the 4-byte boundary after key.
    """

    TEMPLATE_ID = 15
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddStaticCounter"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24), ("type_id", 28))
    _SKIPS = (_skip11_key, _skip12_label)
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
            buffer, end = _bounds(buffer, offset, length, "AddStaticCounter")
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
            buffer, end = _bounds(buffer, offset, length, "AddStaticCounter")
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def registration_id(self) -> int:
        """registrationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("registration_id", self._offset + 16, 8, self._end) from None

    @property
    def type_id(self) -> int:
        """typeId (id 4), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("type_id", self._offset + 24, 4, self._end) from None

    @property
    def key(self) -> bytes:
        """Var data key (id 5, binary)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("key", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("key", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        return bytes(self._buffer[start:stop])

    @property
    def label(self) -> str:
        """Var data label (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("label", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("label", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("label", exc) from None

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


class AddStaticCounterEncoder(_Flyweight):
    """Writes AddStaticCounter (template id 15): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 15
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "AddStaticCounter"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("registration_id", 24), ("type_id", 28))
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
            buffer, end = _bounds(buffer, offset, length, "AddStaticCounter")
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
            buffer, end = _bounds(buffer, offset, length, "AddStaticCounter")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_registration_id(self, value: int) -> None:
        """registrationId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id)

    def _set_type_id(self, value: int) -> None:
        """typeId (id 4), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("type_id", value, exc) from None

    type_id = property(None, _set_type_id)

    def put_key(self, value: bytes) -> Self:
        """Appends var data key (binary, at most 1073741824 bytes) after what was written before."""
        data = _encode_binary(value, 1073741824, self._CODEC, "key")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("key", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_label(self, value: str | bytes) -> Self:
        """Appends var data label (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "label")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("label", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RejectImageDecoder(_Flyweight):
    """Reads RejectImage (template id 16): REJECT_IMAGE, RejectImageFlyweight."""

    TEMPLATE_ID = 16
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RejectImage"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("image_correlation_id", 24), ("position", 32))
    _SKIPS = (_skip13_reason,)
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
            buffer, end = _bounds(buffer, offset, length, "RejectImage")
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
            buffer, end = _bounds(buffer, offset, length, "RejectImage")
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
    def client_id(self) -> int:
        """clientId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def image_correlation_id(self) -> int:
        """imageCorrelationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("image_correlation_id", self._offset + 16, 8, self._end) from None

    @property
    def position(self) -> int:
        """position (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("position", self._offset + 24, 8, self._end) from None

    @property
    def reason(self) -> str:
        """Var data reason (id 5, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("reason", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("reason", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("reason", exc) from None

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


class RejectImageEncoder(_Flyweight):
    """Writes RejectImage (template id 16): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 16
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RejectImage"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("image_correlation_id", 24), ("position", 32))
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
            buffer, end = _bounds(buffer, offset, length, "RejectImage")
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
            buffer, end = _bounds(buffer, offset, length, "RejectImage")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_image_correlation_id(self, value: int) -> None:
        """imageCorrelationId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("image_correlation_id", value, exc) from None

    image_correlation_id = property(None, _set_image_correlation_id)

    def _set_position(self, value: int) -> None:
        """position (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("position", value, exc) from None

    position = property(None, _set_position)

    def put_reason(self, value: str | bytes) -> Self:
        """Appends var data reason (ascii text, at most 1073741824 bytes) after what was written before."""
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "reason")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("reason", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RemoveDestinationByIdDecoder(_Flyweight):
    """Reads RemoveDestinationById (template id 17): REMOVE_DESTINATION_BY_ID,
    DestinationByIdMessageFlyweight.
    """

    TEMPLATE_ID = 17
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemoveDestinationById"
    BLOCK_LENGTH = 32
    FIELD_NAMES = ("client_id", "correlation_id", "resource_registration_id", "destination_registration_id")
    _FIELD_ENDS = (
        ("client_id", 8),
        ("correlation_id", 16),
        ("resource_registration_id", 24),
        ("destination_registration_id", 32),
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestinationById")
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestinationById")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

    @property
    def correlation_id(self) -> int:
        """correlationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("correlation_id", self._offset + 8, 8, self._end) from None

    @property
    def resource_registration_id(self) -> int:
        """resourceRegistrationId (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("resource_registration_id", self._offset + 16, 8, self._end) from None

    @property
    def destination_registration_id(self) -> int:
        """destinationRegistrationId (id 4), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("destination_registration_id", self._offset + 24, 8, self._end) from None

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


class RemoveDestinationByIdEncoder(_Flyweight):
    """Writes RemoveDestinationById (template id 17): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 17
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RemoveDestinationById"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("client_id", 8),
        ("correlation_id", 16),
        ("resource_registration_id", 24),
        ("destination_registration_id", 32),
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestinationById")
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
            buffer, end = _bounds(buffer, offset, length, "RemoveDestinationById")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_resource_registration_id(self, value: int) -> None:
        """resourceRegistrationId (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("resource_registration_id", value, exc) from None

    resource_registration_id = property(None, _set_resource_registration_id)

    def _set_destination_registration_id(self, value: int) -> None:
        """destinationRegistrationId (id 4), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("destination_registration_id", value, exc) from None

    destination_registration_id = property(None, _set_destination_registration_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class GetNextAvailableSessionIdDecoder(_Flyweight):
    """Reads GetNextAvailableSessionId (template id 18): GET_NEXT_AVAILABLE_SESSION_ID,
    GetNextAvailableSessionIdMessageFlyweight.
    """

    TEMPLATE_ID = 18
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "GetNextAvailableSessionId"
    BLOCK_LENGTH = 20
    FIELD_NAMES = ("client_id", "correlation_id", "stream_id")
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("stream_id", 20))
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
            buffer, end = _bounds(buffer, offset, length, "GetNextAvailableSessionId")
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
            buffer, end = _bounds(buffer, offset, length, "GetNextAvailableSessionId")
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

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

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


class GetNextAvailableSessionIdEncoder(_Flyweight):
    """Writes GetNextAvailableSessionId (template id 18): set fields, then groups and var data in schema
    order.
    """

    TEMPLATE_ID = 18
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "GetNextAvailableSessionId"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("client_id", 8), ("correlation_id", 16), ("stream_id", 20))
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
            buffer, end = _bounds(buffer, offset, length, "GetNextAvailableSessionId")
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
            buffer, end = _bounds(buffer, offset, length, "GetNextAvailableSessionId")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

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

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnErrorDecoder(_Flyweight):
    """Reads OnError (template id 3841): ON_ERROR (0x0F01), ErrorResponseFlyweight."""

    TEMPLATE_ID = 3841
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnError"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("offending_command_correlation_id", 8), ("error_code", 12))
    _SKIPS = (_skip14_error_message,)
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
            buffer, end = _bounds(buffer, offset, length, "OnError")
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
            buffer, end = _bounds(buffer, offset, length, "OnError")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3841:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3841"
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
    def offending_command_correlation_id(self) -> int:
        """offendingCommandCorrelationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("offending_command_correlation_id", self._offset, 8, self._end) from None

    @property
    def error_code(self) -> ErrorCode | int:
        """errorCode (id 2), offset 8"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("error_code", self._offset + 8, 4, self._end) from None
        return _ERROR_CODE_BY_VALUE(value, value)

    @property
    def error_message(self) -> str:
        """Var data errorMessage (id 3, ascii)."""
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


class OnErrorEncoder(_Flyweight):
    """Writes OnError (template id 3841): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3841
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnError"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("offending_command_correlation_id", 8), ("error_code", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnError")
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
            buffer, end = _bounds(buffer, offset, length, "OnError")
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

    def _set_offending_command_correlation_id(self, value: int) -> None:
        """offendingCommandCorrelationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("offending_command_correlation_id", value, exc) from None

    offending_command_correlation_id = property(None, _set_offending_command_correlation_id)

    def _set_error_code(self, value: ErrorCode | int | None) -> None:
        """errorCode (id 2), offset 8"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("error_code", value, exc) from None

    error_code = property(None, _set_error_code)

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


class OnAvailableImageDecoder(_Flyweight):
    """Reads OnAvailableImage (template id 3842): ON_AVAILABLE_IMAGE (0x0F02), ImageBuffersReadyFlyweight;
    sourceIdentity at the 4-byte boundary.
    """

    TEMPLATE_ID = 3842
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnAvailableImage"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("correlation_id", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("subscription_registration_id", 24),
        ("subscriber_position_id", 28),
    )
    _SKIPS = (_skip15_log_file_name, _skip16_source_identity)
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
            buffer, end = _bounds(buffer, offset, length, "OnAvailableImage")
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
            buffer, end = _bounds(buffer, offset, length, "OnAvailableImage")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3842:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3842"
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
    def session_id(self) -> int:
        """sessionId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 8, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 3), offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 12, 4, self._end) from None

    @property
    def subscription_registration_id(self) -> int:
        """subscriptionRegistrationId (id 4), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("subscription_registration_id", self._offset + 16, 8, self._end) from None

    @property
    def subscriber_position_id(self) -> int:
        """subscriberPositionId (id 5), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("subscriber_position_id", self._offset + 24, 4, self._end) from None

    @property
    def log_file_name(self) -> str:
        """Var data logFileName (id 6, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("log_file_name", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("log_file_name", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("log_file_name", exc) from None

    @property
    def source_identity(self) -> str:
        """Var data sourceIdentity (id 7, ascii)."""
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


class OnAvailableImageEncoder(_Flyweight):
    """Writes OnAvailableImage (template id 3842): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3842
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnAvailableImage"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("correlation_id", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("subscription_registration_id", 24),
        ("subscriber_position_id", 28),
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
            buffer, end = _bounds(buffer, offset, length, "OnAvailableImage")
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
            buffer, end = _bounds(buffer, offset, length, "OnAvailableImage")
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

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_session_id(self, value: int) -> None:
        """sessionId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 3), offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_subscription_registration_id(self, value: int) -> None:
        """subscriptionRegistrationId (id 4), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("subscription_registration_id", value, exc) from None

    subscription_registration_id = property(None, _set_subscription_registration_id)

    def _set_subscriber_position_id(self, value: int) -> None:
        """subscriberPositionId (id 5), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("subscriber_position_id", value, exc) from None

    subscriber_position_id = property(None, _set_subscriber_position_id)

    def put_log_file_name(self, value: str | bytes) -> Self:
        """Appends var data logFileName (ascii text, at most 1073741824 bytes) after what was written before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "log_file_name")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("log_file_name", pos, stop - pos, self._end)
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


class OnPublicationReadyDecoder(_Flyweight):
    """Reads OnPublicationReady (template id 3843): ON_PUBLICATION_READY (0x0F03),
    PublicationBuffersReadyFlyweight.
    """

    TEMPLATE_ID = 3843
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnPublicationReady"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("correlation_id", 8),
        ("registration_id", 16),
        ("session_id", 20),
        ("stream_id", 24),
        ("publication_limit_counter_id", 28),
        ("channel_status_counter_id", 32),
    )
    _SKIPS = (_skip17_log_file_name,)
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
            buffer, end = _bounds(buffer, offset, length, "OnPublicationReady")
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
            buffer, end = _bounds(buffer, offset, length, "OnPublicationReady")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3843:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3843"
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
    def registration_id(self) -> int:
        """registrationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("registration_id", self._offset + 8, 8, self._end) from None

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
    def publication_limit_counter_id(self) -> int:
        """publicationLimitCounterId (id 5), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("publication_limit_counter_id", self._offset + 24, 4, self._end) from None

    @property
    def channel_status_counter_id(self) -> int:
        """channelStatusCounterId (id 6), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("channel_status_counter_id", self._offset + 28, 4, self._end) from None

    @property
    def log_file_name(self) -> str:
        """Var data logFileName (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("log_file_name", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("log_file_name", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("log_file_name", exc) from None

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


class OnPublicationReadyEncoder(_Flyweight):
    """Writes OnPublicationReady (template id 3843): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3843
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnPublicationReady"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("correlation_id", 8),
        ("registration_id", 16),
        ("session_id", 20),
        ("stream_id", 24),
        ("publication_limit_counter_id", 28),
        ("channel_status_counter_id", 32),
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
            buffer, end = _bounds(buffer, offset, length, "OnPublicationReady")
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
            buffer, end = _bounds(buffer, offset, length, "OnPublicationReady")
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

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_registration_id(self, value: int) -> None:
        """registrationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id)

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

    def _set_publication_limit_counter_id(self, value: int) -> None:
        """publicationLimitCounterId (id 5), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("publication_limit_counter_id", value, exc) from None

    publication_limit_counter_id = property(None, _set_publication_limit_counter_id)

    def _set_channel_status_counter_id(self, value: int) -> None:
        """channelStatusCounterId (id 6), offset 28"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("channel_status_counter_id", value, exc) from None

    channel_status_counter_id = property(None, _set_channel_status_counter_id)

    def put_log_file_name(self, value: str | bytes) -> Self:
        """Appends var data logFileName (ascii text, at most 1073741824 bytes) after what was written before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "log_file_name")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("log_file_name", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnOperationSuccessDecoder(_Flyweight):
    """Reads OnOperationSuccess (template id 3844): ON_OPERATION_SUCCESS (0x0F04),
    OperationSucceededFlyweight.
    """

    TEMPLATE_ID = 3844
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnOperationSuccess"
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
            buffer, end = _bounds(buffer, offset, length, "OnOperationSuccess")
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
            buffer, end = _bounds(buffer, offset, length, "OnOperationSuccess")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3844:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3844"
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


class OnOperationSuccessEncoder(_Flyweight):
    """Writes OnOperationSuccess (template id 3844): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3844
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnOperationSuccess"
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
            buffer, end = _bounds(buffer, offset, length, "OnOperationSuccess")
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
            buffer, end = _bounds(buffer, offset, length, "OnOperationSuccess")
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


class OnUnavailableImageDecoder(_Flyweight):
    """Reads OnUnavailableImage (template id 3845): ON_UNAVAILABLE_IMAGE (0x0F05), ImageMessageFlyweight."""

    TEMPLATE_ID = 3845
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnUnavailableImage"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("correlation_id", 8), ("subscription_registration_id", 16), ("stream_id", 20))
    _SKIPS = (_skip18_channel,)
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableImage")
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableImage")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3845:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3845"
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
    def subscription_registration_id(self) -> int:
        """subscriptionRegistrationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("subscription_registration_id", self._offset + 8, 8, self._end) from None

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


class OnUnavailableImageEncoder(_Flyweight):
    """Writes OnUnavailableImage (template id 3845): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3845
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnUnavailableImage"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (("correlation_id", 8), ("subscription_registration_id", 16), ("stream_id", 20))
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableImage")
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableImage")
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

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_subscription_registration_id(self, value: int) -> None:
        """subscriptionRegistrationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("subscription_registration_id", value, exc) from None

    subscription_registration_id = property(None, _set_subscription_registration_id)

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


class OnExclusivePublicationReadyDecoder(_Flyweight):
    """Reads OnExclusivePublicationReady (template id 3846): ON_EXCLUSIVE_PUBLICATION_READY (0x0F06),
    PublicationBuffersReadyFlyweight.
    """

    TEMPLATE_ID = 3846
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnExclusivePublicationReady"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("correlation_id", 8),
        ("registration_id", 16),
        ("session_id", 20),
        ("stream_id", 24),
        ("publication_limit_counter_id", 28),
        ("channel_status_counter_id", 32),
    )
    _SKIPS = (_skip19_log_file_name,)
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
            buffer, end = _bounds(buffer, offset, length, "OnExclusivePublicationReady")
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
            buffer, end = _bounds(buffer, offset, length, "OnExclusivePublicationReady")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3846:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3846"
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
    def registration_id(self) -> int:
        """registrationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("registration_id", self._offset + 8, 8, self._end) from None

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
    def publication_limit_counter_id(self) -> int:
        """publicationLimitCounterId (id 5), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("publication_limit_counter_id", self._offset + 24, 4, self._end) from None

    @property
    def channel_status_counter_id(self) -> int:
        """channelStatusCounterId (id 6), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("channel_status_counter_id", self._offset + 28, 4, self._end) from None

    @property
    def log_file_name(self) -> str:
        """Var data logFileName (id 7, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("log_file_name", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("log_file_name", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("log_file_name", exc) from None

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


class OnExclusivePublicationReadyEncoder(_Flyweight):
    """Writes OnExclusivePublicationReady (template id 3846): set fields, then groups and var data in schema
    order.
    """

    TEMPLATE_ID = 3846
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnExclusivePublicationReady"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("correlation_id", 8),
        ("registration_id", 16),
        ("session_id", 20),
        ("stream_id", 24),
        ("publication_limit_counter_id", 28),
        ("channel_status_counter_id", 32),
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
            buffer, end = _bounds(buffer, offset, length, "OnExclusivePublicationReady")
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
            buffer, end = _bounds(buffer, offset, length, "OnExclusivePublicationReady")
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

    def _set_correlation_id(self, value: int) -> None:
        """correlationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("correlation_id", value, exc) from None

    correlation_id = property(None, _set_correlation_id)

    def _set_registration_id(self, value: int) -> None:
        """registrationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id)

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

    def _set_publication_limit_counter_id(self, value: int) -> None:
        """publicationLimitCounterId (id 5), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("publication_limit_counter_id", value, exc) from None

    publication_limit_counter_id = property(None, _set_publication_limit_counter_id)

    def _set_channel_status_counter_id(self, value: int) -> None:
        """channelStatusCounterId (id 6), offset 28"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("channel_status_counter_id", value, exc) from None

    channel_status_counter_id = property(None, _set_channel_status_counter_id)

    def put_log_file_name(self, value: str | bytes) -> Self:
        """Appends var data logFileName (ascii text, at most 1073741824 bytes) after what was written before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "log_file_name")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("log_file_name", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnSubscriptionReadyDecoder(_Flyweight):
    """Reads OnSubscriptionReady (template id 3847): ON_SUBSCRIPTION_READY (0x0F07),
    SubscriptionReadyFlyweight.
    """

    TEMPLATE_ID = 3847
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnSubscriptionReady"
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("correlation_id", "channel_status_counter_id")
    _FIELD_ENDS = (("correlation_id", 8), ("channel_status_counter_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnSubscriptionReady")
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
            buffer, end = _bounds(buffer, offset, length, "OnSubscriptionReady")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3847:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3847"
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
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def channel_status_counter_id(self) -> int:
        """channelStatusCounterId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("channel_status_counter_id", self._offset + 8, 4, self._end) from None

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


class OnSubscriptionReadyEncoder(_Flyweight):
    """Writes OnSubscriptionReady (template id 3847): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3847
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnSubscriptionReady"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("channel_status_counter_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnSubscriptionReady")
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
            buffer, end = _bounds(buffer, offset, length, "OnSubscriptionReady")
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

    def _set_channel_status_counter_id(self, value: int) -> None:
        """channelStatusCounterId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("channel_status_counter_id", value, exc) from None

    channel_status_counter_id = property(None, _set_channel_status_counter_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnCounterReadyDecoder(_Flyweight):
    """Reads OnCounterReady (template id 3848): ON_COUNTER_READY (0x0F08), CounterUpdateFlyweight."""

    TEMPLATE_ID = 3848
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnCounterReady"
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("correlation_id", "counter_id")
    _FIELD_ENDS = (("correlation_id", 8), ("counter_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnCounterReady")
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
            buffer, end = _bounds(buffer, offset, length, "OnCounterReady")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3848:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3848"
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
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def counter_id(self) -> int:
        """counterId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("counter_id", self._offset + 8, 4, self._end) from None

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


class OnCounterReadyEncoder(_Flyweight):
    """Writes OnCounterReady (template id 3848): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3848
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnCounterReady"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("counter_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnCounterReady")
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
            buffer, end = _bounds(buffer, offset, length, "OnCounterReady")
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

    def _set_counter_id(self, value: int) -> None:
        """counterId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("counter_id", value, exc) from None

    counter_id = property(None, _set_counter_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnUnavailableCounterDecoder(_Flyweight):
    """Reads OnUnavailableCounter (template id 3849): ON_UNAVAILABLE_COUNTER (0x0F09), CounterUpdateFlyweight.
    """

    TEMPLATE_ID = 3849
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnUnavailableCounter"
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("correlation_id", "counter_id")
    _FIELD_ENDS = (("correlation_id", 8), ("counter_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableCounter")
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableCounter")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3849:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3849"
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
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def counter_id(self) -> int:
        """counterId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("counter_id", self._offset + 8, 4, self._end) from None

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


class OnUnavailableCounterEncoder(_Flyweight):
    """Writes OnUnavailableCounter (template id 3849): set fields, then groups and var data in schema order.
    """

    TEMPLATE_ID = 3849
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnUnavailableCounter"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("counter_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableCounter")
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
            buffer, end = _bounds(buffer, offset, length, "OnUnavailableCounter")
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

    def _set_counter_id(self, value: int) -> None:
        """counterId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("counter_id", value, exc) from None

    counter_id = property(None, _set_counter_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnClientTimeoutDecoder(_Flyweight):
    """Reads OnClientTimeout (template id 3850): ON_CLIENT_TIMEOUT (0x0F0A), ClientTimeoutFlyweight."""

    TEMPLATE_ID = 3850
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnClientTimeout"
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("client_id",)
    _FIELD_ENDS = (("client_id", 8),)
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
            buffer, end = _bounds(buffer, offset, length, "OnClientTimeout")
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
            buffer, end = _bounds(buffer, offset, length, "OnClientTimeout")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3850:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3850"
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
            raise self._truncated("client_id", self._offset, 8, self._end) from None

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


class OnClientTimeoutEncoder(_Flyweight):
    """Writes OnClientTimeout (template id 3850): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3850
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnClientTimeout"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("client_id", 8),)
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
            buffer, end = _bounds(buffer, offset, length, "OnClientTimeout")
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
            buffer, end = _bounds(buffer, offset, length, "OnClientTimeout")
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

    def _set_client_id(self, value: int) -> None:
        """clientId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("client_id", value, exc) from None

    client_id = property(None, _set_client_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnStaticCounterDecoder(_Flyweight):
    """Reads OnStaticCounter (template id 3851): ON_STATIC_COUNTER (0x0F0B), StaticCounterFlyweight."""

    TEMPLATE_ID = 3851
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnStaticCounter"
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("correlation_id", "counter_id")
    _FIELD_ENDS = (("correlation_id", 8), ("counter_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnStaticCounter")
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
            buffer, end = _bounds(buffer, offset, length, "OnStaticCounter")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3851:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3851"
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
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def counter_id(self) -> int:
        """counterId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("counter_id", self._offset + 8, 4, self._end) from None

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


class OnStaticCounterEncoder(_Flyweight):
    """Writes OnStaticCounter (template id 3851): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3851
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnStaticCounter"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("counter_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnStaticCounter")
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
            buffer, end = _bounds(buffer, offset, length, "OnStaticCounter")
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

    def _set_counter_id(self, value: int) -> None:
        """counterId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("counter_id", value, exc) from None

    counter_id = property(None, _set_counter_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class OnPublicationErrorDecoder(_Flyweight):
    """Reads OnPublicationError (template id 3852): ON_PUBLICATION_ERROR (0x0F0C),
    PublicationErrorFrameFlyweight.
    """

    TEMPLATE_ID = 3852
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnPublicationError"
    BLOCK_LENGTH = 64
    _FIELD_ENDS = (
        ("registration_id", 8),
        ("destination_registration_id", 16),
        ("session_id", 20),
        ("stream_id", 24),
        ("receiver_id", 32),
        ("group_tag", 40),
        ("address_type", 42),
        ("source_port", 44),
        ("source_address", 60),
        ("error_code", 64),
    )
    _SKIPS = (_skip20_error_message,)
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
            buffer, end = _bounds(buffer, offset, length, "OnPublicationError")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3852:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3852"
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
    def registration_id(self) -> int:
        """registrationId (id 1), offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("registration_id", self._offset, 8, self._end) from None

    @property
    def destination_registration_id(self) -> int:
        """destinationRegistrationId (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("destination_registration_id", self._offset + 8, 8, self._end) from None

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
    def receiver_id(self) -> int:
        """receiverId (id 5), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("receiver_id", self._offset + 24, 8, self._end) from None

    @property
    def group_tag(self) -> int:
        """groupTag (id 6), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("group_tag", self._offset + 32, 8, self._end) from None

    @property
    def address_type(self) -> AddressType | int:
        """addressType (id 7), offset 40"""
        try:
            value = _L_h.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("address_type", self._offset + 40, 2, self._end) from None
        return _ADDRESS_TYPE_BY_VALUE(value, value)

    @property
    def source_port(self) -> int:
        """sourcePort (id 8), offset 42"""
        try:
            return _L_H.unpack_from(self._buffer, self._offset + 42)[0]
        except struct.error:
            raise self._truncated("source_port", self._offset + 42, 2, self._end) from None

    @property
    def source_address(self) -> tuple[int, ...]:
        """sourceAddress (id 9), offset 44"""
        try:
            return _L_16B.unpack_from(self._buffer, self._offset + 44)
        except struct.error:
            raise self._truncated("source_address", self._offset + 44, 16, self._end) from None

    @property
    def error_code(self) -> ErrorCode | int:
        """errorCode (id 10), offset 60"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 60)[0]
        except struct.error:
            raise self._truncated("error_code", self._offset + 60, 4, self._end) from None
        return _ERROR_CODE_BY_VALUE(value, value)

    @property
    def error_message(self) -> str:
        """Var data errorMessage (id 11, ascii)."""
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


class OnPublicationErrorEncoder(_Flyweight):
    """Writes OnPublicationError (template id 3852): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3852
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnPublicationError"
    BLOCK_LENGTH = 64
    _FIELD_ENDS = (
        ("registration_id", 8),
        ("destination_registration_id", 16),
        ("session_id", 20),
        ("stream_id", 24),
        ("receiver_id", 32),
        ("group_tag", 40),
        ("address_type", 42),
        ("source_port", 44),
        ("source_address", 60),
        ("error_code", 64),
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
            buffer, end = _bounds(buffer, offset, length, "OnPublicationError")
        if offset + 64 > end:
            raise self._too_short(offset, 64, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 64
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "OnPublicationError")
        if offset + 72 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 72, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 72
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

    def _set_registration_id(self, value: int) -> None:
        """registrationId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("registration_id", value, exc) from None

    registration_id = property(None, _set_registration_id)

    def _set_destination_registration_id(self, value: int) -> None:
        """destinationRegistrationId (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("destination_registration_id", value, exc) from None

    destination_registration_id = property(None, _set_destination_registration_id)

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

    def _set_receiver_id(self, value: int) -> None:
        """receiverId (id 5), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("receiver_id", value, exc) from None

    receiver_id = property(None, _set_receiver_id)

    def _set_group_tag(self, value: int) -> None:
        """groupTag (id 6), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("group_tag", value, exc) from None

    group_tag = property(None, _set_group_tag)

    def _set_address_type(self, value: AddressType | int | None) -> None:
        """addressType (id 7), offset 40"""
        if value is None:
            value = -32768
        try:
            _L_h.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("address_type", value, exc) from None

    address_type = property(None, _set_address_type)

    def _set_source_port(self, value: int) -> None:
        """sourcePort (id 8), offset 42"""
        try:
            _L_H.pack_into(self._buffer, self._offset + 42, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("source_port", value, exc) from None

    source_port = property(None, _set_source_port)

    def _set_source_address(self, value: Sequence[int]) -> None:
        """sourceAddress (id 9), offset 44"""
        try:
            _L_16B.pack_into(self._buffer, self._offset + 44, *value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("source_address", value, exc) from None

    source_address = property(None, _set_source_address)

    def _set_error_code(self, value: ErrorCode | int | None) -> None:
        """errorCode (id 10), offset 60"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 60, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("error_code", value, exc) from None

    error_code = property(None, _set_error_code)

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


class OnNextAvailableSessionIdDecoder(_Flyweight):
    """Reads OnNextAvailableSessionId (template id 3853): ON_NEXT_AVAILABLE_SESSION_ID (0x0F0D),
    NextAvailableSessionIdFlyweight.
    """

    TEMPLATE_ID = 3853
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnNextAvailableSessionId"
    BLOCK_LENGTH = 12
    FIELD_NAMES = ("correlation_id", "next_session_id")
    _FIELD_ENDS = (("correlation_id", 8), ("next_session_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnNextAvailableSessionId")
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
            buffer, end = _bounds(buffer, offset, length, "OnNextAvailableSessionId")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 3853:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 3853"
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
            raise self._truncated("correlation_id", self._offset, 8, self._end) from None

    @property
    def next_session_id(self) -> int:
        """nextSessionId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("next_session_id", self._offset + 8, 4, self._end) from None

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


class OnNextAvailableSessionIdEncoder(_Flyweight):
    """Writes OnNextAvailableSessionId (template id 3853): set fields, then groups and var data in schema
    order.
    """

    TEMPLATE_ID = 3853
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "OnNextAvailableSessionId"
    BLOCK_LENGTH = 12
    _FIELD_ENDS = (("correlation_id", 8), ("next_session_id", 12))
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
            buffer, end = _bounds(buffer, offset, length, "OnNextAvailableSessionId")
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
            buffer, end = _bounds(buffer, offset, length, "OnNextAvailableSessionId")
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

    def _set_next_session_id(self, value: int) -> None:
        """nextSessionId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("next_session_id", value, exc) from None

    next_session_id = property(None, _set_next_session_id)

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
