# generated from frames-codecs.xml by aeronkit codegen; do not edit
"""SBE codecs for schema aeronkit.frames (id 9001, version 0).

Aeron transport frame headers (no SBE header on the wire)

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

SCHEMA_ID = 9001
SCHEMA_VERSION = 0
SEMANTIC_VERSION = "1.51.0"
BYTE_ORDER = "littleEndian"
PACKAGE = "aeronkit.frames"
HEADER_LENGTH = 8

_NAN = float("nan")

_BLOCK_DATA_FRAME = struct.Struct("<iBBHiiiiq")
_BLOCK_NAK_FRAME = struct.Struct("<iBBHiiiii")
_BLOCK_PAD_FRAME = struct.Struct("<iBBHiiiiq")
_BLOCK_RESPONSE_SETUP_FRAME = struct.Struct("<iBBHiii")
_BLOCK_RTT_MEASUREMENT_FRAME = struct.Struct("<iBBHiiqqq")
_BLOCK_SETUP_FRAME = struct.Struct("<iBBHiiiiiiii")
_BLOCK_STATUS_MESSAGE_FRAME = struct.Struct("<iBBHiiiiiq")
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


class HeaderType(enum.IntEnum):
    """Frame type at offset 6 of every frame (SBE enum over uint16)."""

    PAD = 0  # Padding in a term; same layout as DATA
    DATA = 1  # Message fragment, or heartbeat when frameLength is 0
    NAK = 2  # Receiver asks for a retransmit
    SM = 3  # Status message: receiver position and window
    ERR = 4  # Receiver reports an error for a stream
    SETUP = 5  # Sender announces a stream
    RTTM = 6  # Round-trip time measurement
    RES = 7  # Name resolution entries (driver resolver)
    ATS_DATA = 8  # Transport security, data (Java numbering)
    ATS_SM = 9  # Transport security, status (Java numbering)
    ATS_SETUP = 10  # Transport security, setup (Java numbering)
    RSP_SETUP = 11  # Response channel setup
    EXT = 65535  # Extension frame
    NULL_VAL = 65534


_HEADER_TYPE_BY_VALUE = {int(m): m for m in HeaderType}.get


class DataFlags(enum.IntFlag):
    """Flags of DATA and PAD frames (SBE set over uint8)."""

    BEGIN = 1 << 7  # First fragment of a message (0x80)
    END = 1 << 6  # Last fragment of a message (0x40)
    EOS = 1 << 5  # End of stream, on the final heartbeat (0x20)
    REVOKED = 1 << 4  # Publication was revoked (0x10)


class SetupFlags(enum.IntFlag):
    """Flags of SETUP frames (SBE set over uint8)."""

    SEND_RESPONSE_SETUP = 1 << 7  # Receiver should answer with RSP_SETUP (0x80)
    GROUP = 1 << 6  # Channel has group semantics, e.g. multicast (0x40)


class StatusFlags(enum.IntFlag):
    """Flags of SM frames (SBE set over uint8)."""

    SEND_SETUP = 1 << 7  # Receiver asks the sender for a SETUP (0x80)
    END_OF_STREAM = 1 << 6  # Receiver has consumed up to end of stream (0x40)


class RttmFlags(enum.IntFlag):
    """Flags of RTTM frames (SBE set over uint8)."""

    REPLY = 1 << 7  # A request: the peer should reply (0x80)


class ErrorFlags(enum.IntFlag):
    """Flags of ERR frames (SBE set over uint8)."""

    HAS_GROUP_ID = 1 << 3  # groupTag is meaningful (0x08)


def _skip1_error_message(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ErrorFrame.error_message without decoding it."""
    if pos + 4 > end:
        raise _short("ErrorFrame", "error_message", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ErrorFrame", "error_message", start, pos - start, end)
    return pos


class FrameHeaderDecoder(_Flyweight):
    """Reads the FrameHeader composite (8 bytes): The 8 bytes every frame starts with."""

    _CODEC = "FrameHeader"
    ENCODED_LENGTH = 8
    _FIELD_ENDS = (("frame_length", 4), ("version", 5), ("flags", 6), ("header_type", 8))
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
        buffer, end = _bounds(buffer, offset, length, "FrameHeader")
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
    def frame_length(self) -> int:
        """frameLength, offset 0: Frame length including this header"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version, offset 4: Protocol version, 0"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> DataFlags:
        """flags, offset 5"""
        try:
            value = _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None
        return DataFlags(value)

    @property
    def header_type(self) -> HeaderType | int:
        """headerType, offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": _set_names(self.flags),
            "header_type": _enum_name(self.header_type),
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class FrameHeaderEncoder(_Flyweight):
    """Writes the FrameHeader composite (8 bytes) in place."""

    _CODEC = "FrameHeader"
    ENCODED_LENGTH = 8
    _FIELD_ENDS = (("frame_length", 4), ("version", 5), ("flags", 6), ("header_type", 8))
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 8 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "FrameHeader")
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

    def _set_frame_length(self, value: int) -> None:
        """frameLength, offset 0: Frame length including this header"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version, offset 4: Protocol version, 0"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: DataFlags | int) -> None:
        """flags, offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType, offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class DataHeaderDecoder(_Flyweight):
    """Reads the DataHeader composite (32 bytes): DATA and PAD frame header, 32 bytes; payload follows."""

    _CODEC = "DataHeader"
    ENCODED_LENGTH = 32
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("term_offset", 12),
        ("session_id", 16),
        ("stream_id", 20),
        ("term_id", 24),
        ("reserved_value", 32),
    )
    __slots__ = ("_acting_version", "_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._acting_version = SCHEMA_VERSION

    def wrap(
        self, buffer: Any, offset: int = 0, acting_version: int = SCHEMA_VERSION, length: int | None = None
    ) -> Self:
        """Views the 32 bytes at `offset`; raises CodecError if they are not all there."""
        buffer, end = _bounds(buffer, offset, length, "DataHeader")
        if offset + 32 > end:
            raise self._too_short(offset, 32, end)
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
        return 32

    @property
    def frame_length(self) -> int:
        """frameLength, offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version, offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> DataFlags:
        """flags, offset 5"""
        try:
            value = _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None
        return DataFlags(value)

    @property
    def header_type(self) -> HeaderType | int:
        """headerType, offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def term_offset(self) -> int:
        """termOffset, offset 8: Offset of this frame in its term"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("term_offset", self._offset + 8, 4, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId, offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 12, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId, offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 16, 4, self._end) from None

    @property
    def term_id(self) -> int:
        """termId, offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("term_id", self._offset + 20, 4, self._end) from None

    @property
    def reserved_value(self) -> int:
        """reservedValue, offset 24: User-supplied, 0 by default"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("reserved_value", self._offset + 24, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": _set_names(self.flags),
            "header_type": _enum_name(self.header_type),
            "term_offset": self.term_offset,
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "term_id": self.term_id,
            "reserved_value": self.reserved_value,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class DataHeaderEncoder(_Flyweight):
    """Writes the DataHeader composite (32 bytes) in place."""

    _CODEC = "DataHeader"
    ENCODED_LENGTH = 32
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("term_offset", 12),
        ("session_id", 16),
        ("stream_id", 20),
        ("term_id", 24),
        ("reserved_value", 32),
    )
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 32 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "DataHeader")
        if offset + 32 > end:
            raise self._too_short(offset, 32, end)
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
        return 32

    def _set_frame_length(self, value: int) -> None:
        """frameLength, offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version, offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: DataFlags | int) -> None:
        """flags, offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType, offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_term_offset(self, value: int) -> None:
        """termOffset, offset 8: Offset of this frame in its term"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_offset", value, exc) from None

    term_offset = property(None, _set_term_offset)

    def _set_session_id(self, value: int) -> None:
        """sessionId, offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId, offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_term_id(self, value: int) -> None:
        """termId, offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_id", value, exc) from None

    term_id = property(None, _set_term_id)

    def _set_reserved_value(self, value: int) -> None:
        """reservedValue, offset 24: User-supplied, 0 by default"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("reserved_value", value, exc) from None

    reserved_value = property(None, _set_reserved_value)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class SetupHeaderDecoder(_Flyweight):
    """Reads the SetupHeader composite (40 bytes): SETUP frame, 40 bytes."""

    _CODEC = "SetupHeader"
    ENCODED_LENGTH = 40
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("term_offset", 12),
        ("session_id", 16),
        ("stream_id", 20),
        ("initial_term_id", 24),
        ("active_term_id", 28),
        ("term_length", 32),
        ("mtu_length", 36),
        ("ttl", 40),
    )
    __slots__ = ("_acting_version", "_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._acting_version = SCHEMA_VERSION

    def wrap(
        self, buffer: Any, offset: int = 0, acting_version: int = SCHEMA_VERSION, length: int | None = None
    ) -> Self:
        """Views the 40 bytes at `offset`; raises CodecError if they are not all there."""
        buffer, end = _bounds(buffer, offset, length, "SetupHeader")
        if offset + 40 > end:
            raise self._too_short(offset, 40, end)
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
        return 40

    @property
    def frame_length(self) -> int:
        """frameLength, offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version, offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> SetupFlags:
        """flags, offset 5"""
        try:
            value = _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None
        return SetupFlags(value)

    @property
    def header_type(self) -> HeaderType | int:
        """headerType, offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def term_offset(self) -> int:
        """termOffset, offset 8: Sender's current offset in the active term"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("term_offset", self._offset + 8, 4, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId, offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 12, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId, offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 16, 4, self._end) from None

    @property
    def initial_term_id(self) -> int:
        """initialTermId, offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("initial_term_id", self._offset + 20, 4, self._end) from None

    @property
    def active_term_id(self) -> int:
        """activeTermId, offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("active_term_id", self._offset + 24, 4, self._end) from None

    @property
    def term_length(self) -> int:
        """termLength, offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("term_length", self._offset + 28, 4, self._end) from None

    @property
    def mtu_length(self) -> int:
        """mtuLength, offset 32"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("mtu_length", self._offset + 32, 4, self._end) from None

    @property
    def ttl(self) -> int:
        """ttl, offset 36: Multicast TTL, 0 when unset"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 36)[0]
        except struct.error:
            raise self._truncated("ttl", self._offset + 36, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": _set_names(self.flags),
            "header_type": _enum_name(self.header_type),
            "term_offset": self.term_offset,
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "initial_term_id": self.initial_term_id,
            "active_term_id": self.active_term_id,
            "term_length": self.term_length,
            "mtu_length": self.mtu_length,
            "ttl": self.ttl,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SetupHeaderEncoder(_Flyweight):
    """Writes the SetupHeader composite (40 bytes) in place."""

    _CODEC = "SetupHeader"
    ENCODED_LENGTH = 40
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("term_offset", 12),
        ("session_id", 16),
        ("stream_id", 20),
        ("initial_term_id", 24),
        ("active_term_id", 28),
        ("term_length", 32),
        ("mtu_length", 36),
        ("ttl", 40),
    )
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 40 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "SetupHeader")
        if offset + 40 > end:
            raise self._too_short(offset, 40, end)
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
        return 40

    def _set_frame_length(self, value: int) -> None:
        """frameLength, offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version, offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: SetupFlags | int) -> None:
        """flags, offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType, offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_term_offset(self, value: int) -> None:
        """termOffset, offset 8: Sender's current offset in the active term"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_offset", value, exc) from None

    term_offset = property(None, _set_term_offset)

    def _set_session_id(self, value: int) -> None:
        """sessionId, offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId, offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_initial_term_id(self, value: int) -> None:
        """initialTermId, offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("initial_term_id", value, exc) from None

    initial_term_id = property(None, _set_initial_term_id)

    def _set_active_term_id(self, value: int) -> None:
        """activeTermId, offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("active_term_id", value, exc) from None

    active_term_id = property(None, _set_active_term_id)

    def _set_term_length(self, value: int) -> None:
        """termLength, offset 28"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_length", value, exc) from None

    term_length = property(None, _set_term_length)

    def _set_mtu_length(self, value: int) -> None:
        """mtuLength, offset 32"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("mtu_length", value, exc) from None

    mtu_length = property(None, _set_mtu_length)

    def _set_ttl(self, value: int) -> None:
        """ttl, offset 36: Multicast TTL, 0 when unset"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 36, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("ttl", value, exc) from None

    ttl = property(None, _set_ttl)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StatusMessageHeaderDecoder(_Flyweight):
    """Reads the StatusMessageHeader composite (36 bytes): SM frame, 36 bytes; frameLength 44 adds a group
    tag.
    """

    _CODEC = "StatusMessageHeader"
    ENCODED_LENGTH = 36
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("consumption_term_id", 20),
        ("consumption_term_offset", 24),
        ("receiver_window_length", 28),
        ("receiver_id", 36),
    )
    __slots__ = ("_acting_version", "_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._acting_version = SCHEMA_VERSION

    def wrap(
        self, buffer: Any, offset: int = 0, acting_version: int = SCHEMA_VERSION, length: int | None = None
    ) -> Self:
        """Views the 36 bytes at `offset`; raises CodecError if they are not all there."""
        buffer, end = _bounds(buffer, offset, length, "StatusMessageHeader")
        if offset + 36 > end:
            raise self._too_short(offset, 36, end)
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
        return 36

    @property
    def frame_length(self) -> int:
        """frameLength, offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version, offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> StatusFlags:
        """flags, offset 5"""
        try:
            value = _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None
        return StatusFlags(value)

    @property
    def header_type(self) -> HeaderType | int:
        """headerType, offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def session_id(self) -> int:
        """sessionId, offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 8, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId, offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 12, 4, self._end) from None

    @property
    def consumption_term_id(self) -> int:
        """consumptionTermId, offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("consumption_term_id", self._offset + 16, 4, self._end) from None

    @property
    def consumption_term_offset(self) -> int:
        """consumptionTermOffset, offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("consumption_term_offset", self._offset + 20, 4, self._end) from None

    @property
    def receiver_window_length(self) -> int:
        """receiverWindowLength, offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("receiver_window_length", self._offset + 24, 4, self._end) from None

    @property
    def receiver_id(self) -> int:
        """receiverId, offset 28: Random id of the receiving endpoint; unaligned"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("receiver_id", self._offset + 28, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": _set_names(self.flags),
            "header_type": _enum_name(self.header_type),
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "consumption_term_id": self.consumption_term_id,
            "consumption_term_offset": self.consumption_term_offset,
            "receiver_window_length": self.receiver_window_length,
            "receiver_id": self.receiver_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StatusMessageHeaderEncoder(_Flyweight):
    """Writes the StatusMessageHeader composite (36 bytes) in place."""

    _CODEC = "StatusMessageHeader"
    ENCODED_LENGTH = 36
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("consumption_term_id", 20),
        ("consumption_term_offset", 24),
        ("receiver_window_length", 28),
        ("receiver_id", 36),
    )
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 36 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "StatusMessageHeader")
        if offset + 36 > end:
            raise self._too_short(offset, 36, end)
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
        return 36

    def _set_frame_length(self, value: int) -> None:
        """frameLength, offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version, offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: StatusFlags | int) -> None:
        """flags, offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType, offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_session_id(self, value: int) -> None:
        """sessionId, offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId, offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_consumption_term_id(self, value: int) -> None:
        """consumptionTermId, offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("consumption_term_id", value, exc) from None

    consumption_term_id = property(None, _set_consumption_term_id)

    def _set_consumption_term_offset(self, value: int) -> None:
        """consumptionTermOffset, offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("consumption_term_offset", value, exc) from None

    consumption_term_offset = property(None, _set_consumption_term_offset)

    def _set_receiver_window_length(self, value: int) -> None:
        """receiverWindowLength, offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("receiver_window_length", value, exc) from None

    receiver_window_length = property(None, _set_receiver_window_length)

    def _set_receiver_id(self, value: int) -> None:
        """receiverId, offset 28: Random id of the receiving endpoint; unaligned"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("receiver_id", value, exc) from None

    receiver_id = property(None, _set_receiver_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StatusMessageGroupTagDecoder(_Flyweight):
    """Reads the StatusMessageGroupTag composite (8 bytes): Optional 8 bytes at offset 36 of an SM when
    frameLength is 44.
    """

    _CODEC = "StatusMessageGroupTag"
    ENCODED_LENGTH = 8
    _FIELD_ENDS = (("group_tag", 8),)
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
        buffer, end = _bounds(buffer, offset, length, "StatusMessageGroupTag")
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
    def group_tag(self) -> int:
        """groupTag, offset 0"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("group_tag", self._offset, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "group_tag": self.group_tag,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StatusMessageGroupTagEncoder(_Flyweight):
    """Writes the StatusMessageGroupTag composite (8 bytes) in place."""

    _CODEC = "StatusMessageGroupTag"
    ENCODED_LENGTH = 8
    _FIELD_ENDS = (("group_tag", 8),)
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 8 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "StatusMessageGroupTag")
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

    def _set_group_tag(self, value: int) -> None:
        """groupTag, offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("group_tag", value, exc) from None

    group_tag = property(None, _set_group_tag)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class NakHeaderDecoder(_Flyweight):
    """Reads the NakHeader composite (28 bytes): NAK frame, 28 bytes."""

    _CODEC = "NakHeader"
    ENCODED_LENGTH = 28
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("term_id", 20),
        ("term_offset", 24),
        ("length", 28),
    )
    __slots__ = ("_acting_version", "_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._acting_version = SCHEMA_VERSION

    def wrap(
        self, buffer: Any, offset: int = 0, acting_version: int = SCHEMA_VERSION, length: int | None = None
    ) -> Self:
        """Views the 28 bytes at `offset`; raises CodecError if they are not all there."""
        buffer, end = _bounds(buffer, offset, length, "NakHeader")
        if offset + 28 > end:
            raise self._too_short(offset, 28, end)
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
        return 28

    @property
    def frame_length(self) -> int:
        """frameLength, offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version, offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> int:
        """flags, offset 5"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None

    @property
    def header_type(self) -> HeaderType | int:
        """headerType, offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def session_id(self) -> int:
        """sessionId, offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 8, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId, offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 12, 4, self._end) from None

    @property
    def term_id(self) -> int:
        """termId, offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("term_id", self._offset + 16, 4, self._end) from None

    @property
    def term_offset(self) -> int:
        """termOffset, offset 20: Start of the gap"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("term_offset", self._offset + 20, 4, self._end) from None

    @property
    def length(self) -> int:
        """length, offset 24: Length of the gap in bytes"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("length", self._offset + 24, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": self.flags,
            "header_type": _enum_name(self.header_type),
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "term_id": self.term_id,
            "term_offset": self.term_offset,
            "length": self.length,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class NakHeaderEncoder(_Flyweight):
    """Writes the NakHeader composite (28 bytes) in place."""

    _CODEC = "NakHeader"
    ENCODED_LENGTH = 28
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("term_id", 20),
        ("term_offset", 24),
        ("length", 28),
    )
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 28 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "NakHeader")
        if offset + 28 > end:
            raise self._too_short(offset, 28, end)
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
        return 28

    def _set_frame_length(self, value: int) -> None:
        """frameLength, offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version, offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: int) -> None:
        """flags, offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType, offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_session_id(self, value: int) -> None:
        """sessionId, offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId, offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_term_id(self, value: int) -> None:
        """termId, offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_id", value, exc) from None

    term_id = property(None, _set_term_id)

    def _set_term_offset(self, value: int) -> None:
        """termOffset, offset 20: Start of the gap"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_offset", value, exc) from None

    term_offset = property(None, _set_term_offset)

    def _set_length(self, value: int) -> None:
        """length, offset 24: Length of the gap in bytes"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("length", value, exc) from None

    length = property(None, _set_length)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RttMeasurementHeaderDecoder(_Flyweight):
    """Reads the RttMeasurementHeader composite (40 bytes): RTTM frame, 40 bytes."""

    _CODEC = "RttMeasurementHeader"
    ENCODED_LENGTH = 40
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("echo_timestamp_ns", 24),
        ("reception_delta", 32),
        ("receiver_id", 40),
    )
    __slots__ = ("_acting_version", "_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._acting_version = SCHEMA_VERSION

    def wrap(
        self, buffer: Any, offset: int = 0, acting_version: int = SCHEMA_VERSION, length: int | None = None
    ) -> Self:
        """Views the 40 bytes at `offset`; raises CodecError if they are not all there."""
        buffer, end = _bounds(buffer, offset, length, "RttMeasurementHeader")
        if offset + 40 > end:
            raise self._too_short(offset, 40, end)
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
        return 40

    @property
    def frame_length(self) -> int:
        """frameLength, offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version, offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> RttmFlags:
        """flags, offset 5"""
        try:
            value = _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None
        return RttmFlags(value)

    @property
    def header_type(self) -> HeaderType | int:
        """headerType, offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def session_id(self) -> int:
        """sessionId, offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 8, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId, offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 12, 4, self._end) from None

    @property
    def echo_timestamp_ns(self) -> int:
        """echoTimestampNs, offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("echo_timestamp_ns", self._offset + 16, 8, self._end) from None

    @property
    def reception_delta(self) -> int:
        """receptionDelta, offset 24: Nanoseconds between reception and reply"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("reception_delta", self._offset + 24, 8, self._end) from None

    @property
    def receiver_id(self) -> int:
        """receiverId, offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("receiver_id", self._offset + 32, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": _set_names(self.flags),
            "header_type": _enum_name(self.header_type),
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "echo_timestamp_ns": self.echo_timestamp_ns,
            "reception_delta": self.reception_delta,
            "receiver_id": self.receiver_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RttMeasurementHeaderEncoder(_Flyweight):
    """Writes the RttMeasurementHeader composite (40 bytes) in place."""

    _CODEC = "RttMeasurementHeader"
    ENCODED_LENGTH = 40
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("echo_timestamp_ns", 24),
        ("reception_delta", 32),
        ("receiver_id", 40),
    )
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 40 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "RttMeasurementHeader")
        if offset + 40 > end:
            raise self._too_short(offset, 40, end)
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
        return 40

    def _set_frame_length(self, value: int) -> None:
        """frameLength, offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version, offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: RttmFlags | int) -> None:
        """flags, offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType, offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_session_id(self, value: int) -> None:
        """sessionId, offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId, offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_echo_timestamp_ns(self, value: int) -> None:
        """echoTimestampNs, offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("echo_timestamp_ns", value, exc) from None

    echo_timestamp_ns = property(None, _set_echo_timestamp_ns)

    def _set_reception_delta(self, value: int) -> None:
        """receptionDelta, offset 24: Nanoseconds between reception and reply"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("reception_delta", value, exc) from None

    reception_delta = property(None, _set_reception_delta)

    def _set_receiver_id(self, value: int) -> None:
        """receiverId, offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("receiver_id", value, exc) from None

    receiver_id = property(None, _set_receiver_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ErrorHeaderDecoder(_Flyweight):
    """Reads the ErrorHeader composite (40 bytes): ERR frame, 40 bytes then errorMessageLength ASCII bytes."""

    _CODEC = "ErrorHeader"
    ENCODED_LENGTH = 40
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("receiver_id", 24),
        ("group_tag", 32),
        ("error_code", 36),
        ("error_message_length", 40),
    )
    __slots__ = ("_acting_version", "_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._acting_version = SCHEMA_VERSION

    def wrap(
        self, buffer: Any, offset: int = 0, acting_version: int = SCHEMA_VERSION, length: int | None = None
    ) -> Self:
        """Views the 40 bytes at `offset`; raises CodecError if they are not all there."""
        buffer, end = _bounds(buffer, offset, length, "ErrorHeader")
        if offset + 40 > end:
            raise self._too_short(offset, 40, end)
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
        return 40

    @property
    def frame_length(self) -> int:
        """frameLength, offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version, offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> ErrorFlags:
        """flags, offset 5"""
        try:
            value = _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None
        return ErrorFlags(value)

    @property
    def header_type(self) -> HeaderType | int:
        """headerType, offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def session_id(self) -> int:
        """sessionId, offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 8, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId, offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 12, 4, self._end) from None

    @property
    def receiver_id(self) -> int:
        """receiverId, offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("receiver_id", self._offset + 16, 8, self._end) from None

    @property
    def group_tag(self) -> int:
        """groupTag, offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("group_tag", self._offset + 24, 8, self._end) from None

    @property
    def error_code(self) -> int:
        """errorCode, offset 32: An Aeron ErrorCode value"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("error_code", self._offset + 32, 4, self._end) from None

    @property
    def error_message_length(self) -> int:
        """errorMessageLength, offset 36: At most 1023"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 36)[0]
        except struct.error:
            raise self._truncated("error_message_length", self._offset + 36, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": _set_names(self.flags),
            "header_type": _enum_name(self.header_type),
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "receiver_id": self.receiver_id,
            "group_tag": self.group_tag,
            "error_code": self.error_code,
            "error_message_length": self.error_message_length,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ErrorHeaderEncoder(_Flyweight):
    """Writes the ErrorHeader composite (40 bytes) in place."""

    _CODEC = "ErrorHeader"
    ENCODED_LENGTH = 40
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("receiver_id", 24),
        ("group_tag", 32),
        ("error_code", 36),
        ("error_message_length", 40),
    )
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 40 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "ErrorHeader")
        if offset + 40 > end:
            raise self._too_short(offset, 40, end)
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
        return 40

    def _set_frame_length(self, value: int) -> None:
        """frameLength, offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version, offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: ErrorFlags | int) -> None:
        """flags, offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType, offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_session_id(self, value: int) -> None:
        """sessionId, offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId, offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_receiver_id(self, value: int) -> None:
        """receiverId, offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("receiver_id", value, exc) from None

    receiver_id = property(None, _set_receiver_id)

    def _set_group_tag(self, value: int) -> None:
        """groupTag, offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("group_tag", value, exc) from None

    group_tag = property(None, _set_group_tag)

    def _set_error_code(self, value: int) -> None:
        """errorCode, offset 32: An Aeron ErrorCode value"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("error_code", value, exc) from None

    error_code = property(None, _set_error_code)

    def _set_error_message_length(self, value: int) -> None:
        """errorMessageLength, offset 36: At most 1023"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 36, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("error_message_length", value, exc) from None

    error_message_length = property(None, _set_error_message_length)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ResponseSetupHeaderDecoder(_Flyweight):
    """Reads the ResponseSetupHeader composite (20 bytes): RSP_SETUP frame, 20 bytes."""

    _CODEC = "ResponseSetupHeader"
    ENCODED_LENGTH = 20
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("response_session_id", 20),
    )
    __slots__ = ("_acting_version", "_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = b""
        self._offset = 0
        self._end = 0
        self._acting_version = SCHEMA_VERSION

    def wrap(
        self, buffer: Any, offset: int = 0, acting_version: int = SCHEMA_VERSION, length: int | None = None
    ) -> Self:
        """Views the 20 bytes at `offset`; raises CodecError if they are not all there."""
        buffer, end = _bounds(buffer, offset, length, "ResponseSetupHeader")
        if offset + 20 > end:
            raise self._too_short(offset, 20, end)
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
        return 20

    @property
    def frame_length(self) -> int:
        """frameLength, offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version, offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> int:
        """flags, offset 5"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None

    @property
    def header_type(self) -> HeaderType | int:
        """headerType, offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def session_id(self) -> int:
        """sessionId, offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 8, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId, offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 12, 4, self._end) from None

    @property
    def response_session_id(self) -> int:
        """responseSessionId, offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("response_session_id", self._offset + 16, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": self.flags,
            "header_type": _enum_name(self.header_type),
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "response_session_id": self.response_session_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ResponseSetupHeaderEncoder(_Flyweight):
    """Writes the ResponseSetupHeader composite (20 bytes) in place."""

    _CODEC = "ResponseSetupHeader"
    ENCODED_LENGTH = 20
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("response_session_id", 20),
    )
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 20 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "ResponseSetupHeader")
        if offset + 20 > end:
            raise self._too_short(offset, 20, end)
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
        return 20

    def _set_frame_length(self, value: int) -> None:
        """frameLength, offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version, offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: int) -> None:
        """flags, offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType, offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_session_id(self, value: int) -> None:
        """sessionId, offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId, offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_response_session_id(self, value: int) -> None:
        """responseSessionId, offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("response_session_id", value, exc) from None

    response_session_id = property(None, _set_response_session_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class MessageHeaderDecoder(_Flyweight):
    """Reads the MessageHeader composite (8 bytes): Required by SBE; Aeron frames do not carry it."""

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
    """Reads the VarAsciiEncoding composite (4 bytes): uint32 length then ASCII bytes; same bytes as Aeron's
    int32 length.
    """

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


class PadFrameDecoder(_Flyweight):
    """Reads PadFrame (template id 0): Padding frame; header only, frameLength covers the padding."""

    TEMPLATE_ID = 0
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "PadFrame"
    BLOCK_LENGTH = 32
    FIELD_NAMES = (
        "frame_length",
        "version",
        "flags",
        "header_type",
        "term_offset",
        "session_id",
        "stream_id",
        "term_id",
        "reserved_value",
    )
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("term_offset", 12),
        ("session_id", 16),
        ("stream_id", 20),
        ("term_id", 24),
        ("reserved_value", 32),
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
            buffer, end = _bounds(buffer, offset, length, "PadFrame")
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
            buffer, end = _bounds(buffer, offset, length, "PadFrame")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 0:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 0"
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
            raise CodecError(f"PadFrame: offset {offset} is negative")
        try:
            return _BLOCK_PAD_FRAME.unpack_from(buffer, offset)
        except struct.error:
            raise _short("PadFrame", "<block>", offset, 32, len(buffer)) from None

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
    def frame_length(self) -> int:
        """frameLength (id 1), offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version (id 2), offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> DataFlags:
        """flags (id 3), offset 5"""
        try:
            value = _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None
        return DataFlags(value)

    @property
    def header_type(self) -> HeaderType | int:
        """headerType (id 4), offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def term_offset(self) -> int:
        """termOffset (id 5), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("term_offset", self._offset + 8, 4, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 6), offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 12, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 7), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 16, 4, self._end) from None

    @property
    def term_id(self) -> int:
        """termId (id 8), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("term_id", self._offset + 20, 4, self._end) from None

    @property
    def reserved_value(self) -> int:
        """reservedValue (id 9), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("reserved_value", self._offset + 24, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": _set_names(self.flags),
            "header_type": _enum_name(self.header_type),
            "term_offset": self.term_offset,
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "term_id": self.term_id,
            "reserved_value": self.reserved_value,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class PadFrameEncoder(_Flyweight):
    """Writes PadFrame (template id 0): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 0
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "PadFrame"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("term_offset", 12),
        ("session_id", 16),
        ("stream_id", 20),
        ("term_id", 24),
        ("reserved_value", 32),
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
            buffer, end = _bounds(buffer, offset, length, "PadFrame")
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
            buffer, end = _bounds(buffer, offset, length, "PadFrame")
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

    def _set_frame_length(self, value: int) -> None:
        """frameLength (id 1), offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version (id 2), offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: DataFlags | int) -> None:
        """flags (id 3), offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType (id 4), offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_term_offset(self, value: int) -> None:
        """termOffset (id 5), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_offset", value, exc) from None

    term_offset = property(None, _set_term_offset)

    def _set_session_id(self, value: int) -> None:
        """sessionId (id 6), offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 7), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_term_id(self, value: int) -> None:
        """termId (id 8), offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_id", value, exc) from None

    term_id = property(None, _set_term_id)

    def _set_reserved_value(self, value: int) -> None:
        """reservedValue (id 9), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("reserved_value", value, exc) from None

    reserved_value = property(None, _set_reserved_value)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class DataFrameDecoder(_Flyweight):
    """Reads DataFrame (template id 1): Data fragment; the payload follows the 32-byte block."""

    TEMPLATE_ID = 1
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "DataFrame"
    BLOCK_LENGTH = 32
    FIELD_NAMES = (
        "frame_length",
        "version",
        "flags",
        "header_type",
        "term_offset",
        "session_id",
        "stream_id",
        "term_id",
        "reserved_value",
    )
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("term_offset", 12),
        ("session_id", 16),
        ("stream_id", 20),
        ("term_id", 24),
        ("reserved_value", 32),
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
            buffer, end = _bounds(buffer, offset, length, "DataFrame")
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
            buffer, end = _bounds(buffer, offset, length, "DataFrame")
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
            raise CodecError(f"DataFrame: offset {offset} is negative")
        try:
            return _BLOCK_DATA_FRAME.unpack_from(buffer, offset)
        except struct.error:
            raise _short("DataFrame", "<block>", offset, 32, len(buffer)) from None

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
    def frame_length(self) -> int:
        """frameLength (id 1), offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version (id 2), offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> DataFlags:
        """flags (id 3), offset 5"""
        try:
            value = _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None
        return DataFlags(value)

    @property
    def header_type(self) -> HeaderType | int:
        """headerType (id 4), offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def term_offset(self) -> int:
        """termOffset (id 5), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("term_offset", self._offset + 8, 4, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 6), offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 12, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 7), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 16, 4, self._end) from None

    @property
    def term_id(self) -> int:
        """termId (id 8), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("term_id", self._offset + 20, 4, self._end) from None

    @property
    def reserved_value(self) -> int:
        """reservedValue (id 9), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("reserved_value", self._offset + 24, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": _set_names(self.flags),
            "header_type": _enum_name(self.header_type),
            "term_offset": self.term_offset,
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "term_id": self.term_id,
            "reserved_value": self.reserved_value,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class DataFrameEncoder(_Flyweight):
    """Writes DataFrame (template id 1): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 1
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "DataFrame"
    BLOCK_LENGTH = 32
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("term_offset", 12),
        ("session_id", 16),
        ("stream_id", 20),
        ("term_id", 24),
        ("reserved_value", 32),
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
            buffer, end = _bounds(buffer, offset, length, "DataFrame")
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
            buffer, end = _bounds(buffer, offset, length, "DataFrame")
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

    def _set_frame_length(self, value: int) -> None:
        """frameLength (id 1), offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version (id 2), offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: DataFlags | int) -> None:
        """flags (id 3), offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType (id 4), offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_term_offset(self, value: int) -> None:
        """termOffset (id 5), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_offset", value, exc) from None

    term_offset = property(None, _set_term_offset)

    def _set_session_id(self, value: int) -> None:
        """sessionId (id 6), offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 7), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_term_id(self, value: int) -> None:
        """termId (id 8), offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_id", value, exc) from None

    term_id = property(None, _set_term_id)

    def _set_reserved_value(self, value: int) -> None:
        """reservedValue (id 9), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("reserved_value", value, exc) from None

    reserved_value = property(None, _set_reserved_value)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class NakFrameDecoder(_Flyweight):
    """Reads NakFrame (template id 2): Retransmit request."""

    TEMPLATE_ID = 2
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "NakFrame"
    BLOCK_LENGTH = 28
    FIELD_NAMES = (
        "frame_length",
        "version",
        "flags",
        "header_type",
        "session_id",
        "stream_id",
        "term_id",
        "term_offset",
        "length",
    )
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("term_id", 20),
        ("term_offset", 24),
        ("length", 28),
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
            buffer, end = _bounds(buffer, offset, length, "NakFrame")
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
            buffer, end = _bounds(buffer, offset, length, "NakFrame")
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
            raise CodecError(f"NakFrame: offset {offset} is negative")
        try:
            return _BLOCK_NAK_FRAME.unpack_from(buffer, offset)
        except struct.error:
            raise _short("NakFrame", "<block>", offset, 28, len(buffer)) from None

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
    def frame_length(self) -> int:
        """frameLength (id 1), offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version (id 2), offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> int:
        """flags (id 3), offset 5"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None

    @property
    def header_type(self) -> HeaderType | int:
        """headerType (id 4), offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def session_id(self) -> int:
        """sessionId (id 5), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 8, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 6), offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 12, 4, self._end) from None

    @property
    def term_id(self) -> int:
        """termId (id 7), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("term_id", self._offset + 16, 4, self._end) from None

    @property
    def term_offset(self) -> int:
        """termOffset (id 8), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("term_offset", self._offset + 20, 4, self._end) from None

    @property
    def length(self) -> int:
        """length (id 9), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("length", self._offset + 24, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": self.flags,
            "header_type": _enum_name(self.header_type),
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "term_id": self.term_id,
            "term_offset": self.term_offset,
            "length": self.length,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class NakFrameEncoder(_Flyweight):
    """Writes NakFrame (template id 2): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 2
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "NakFrame"
    BLOCK_LENGTH = 28
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("term_id", 20),
        ("term_offset", 24),
        ("length", 28),
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
            buffer, end = _bounds(buffer, offset, length, "NakFrame")
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
            buffer, end = _bounds(buffer, offset, length, "NakFrame")
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

    def _set_frame_length(self, value: int) -> None:
        """frameLength (id 1), offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version (id 2), offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: int) -> None:
        """flags (id 3), offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType (id 4), offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_session_id(self, value: int) -> None:
        """sessionId (id 5), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 6), offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_term_id(self, value: int) -> None:
        """termId (id 7), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_id", value, exc) from None

    term_id = property(None, _set_term_id)

    def _set_term_offset(self, value: int) -> None:
        """termOffset (id 8), offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_offset", value, exc) from None

    term_offset = property(None, _set_term_offset)

    def _set_length(self, value: int) -> None:
        """length (id 9), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("length", value, exc) from None

    length = property(None, _set_length)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class StatusMessageFrameDecoder(_Flyweight):
    """Reads StatusMessageFrame (template id 3): Status message; when frameLength is 44 a
    StatusMessageGroupTag follows the block.
    """

    TEMPLATE_ID = 3
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StatusMessageFrame"
    BLOCK_LENGTH = 36
    FIELD_NAMES = (
        "frame_length",
        "version",
        "flags",
        "header_type",
        "session_id",
        "stream_id",
        "consumption_term_id",
        "consumption_term_offset",
        "receiver_window_length",
        "receiver_id",
    )
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("consumption_term_id", 20),
        ("consumption_term_offset", 24),
        ("receiver_window_length", 28),
        ("receiver_id", 36),
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
            buffer, end = _bounds(buffer, offset, length, "StatusMessageFrame")
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
            buffer, end = _bounds(buffer, offset, length, "StatusMessageFrame")
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
            raise CodecError(f"StatusMessageFrame: offset {offset} is negative")
        try:
            return _BLOCK_STATUS_MESSAGE_FRAME.unpack_from(buffer, offset)
        except struct.error:
            raise _short("StatusMessageFrame", "<block>", offset, 36, len(buffer)) from None

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
    def frame_length(self) -> int:
        """frameLength (id 1), offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version (id 2), offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> StatusFlags:
        """flags (id 3), offset 5"""
        try:
            value = _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None
        return StatusFlags(value)

    @property
    def header_type(self) -> HeaderType | int:
        """headerType (id 4), offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def session_id(self) -> int:
        """sessionId (id 5), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 8, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 6), offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 12, 4, self._end) from None

    @property
    def consumption_term_id(self) -> int:
        """consumptionTermId (id 7), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("consumption_term_id", self._offset + 16, 4, self._end) from None

    @property
    def consumption_term_offset(self) -> int:
        """consumptionTermOffset (id 8), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("consumption_term_offset", self._offset + 20, 4, self._end) from None

    @property
    def receiver_window_length(self) -> int:
        """receiverWindowLength (id 9), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("receiver_window_length", self._offset + 24, 4, self._end) from None

    @property
    def receiver_id(self) -> int:
        """receiverId (id 10), offset 28"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("receiver_id", self._offset + 28, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": _set_names(self.flags),
            "header_type": _enum_name(self.header_type),
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "consumption_term_id": self.consumption_term_id,
            "consumption_term_offset": self.consumption_term_offset,
            "receiver_window_length": self.receiver_window_length,
            "receiver_id": self.receiver_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class StatusMessageFrameEncoder(_Flyweight):
    """Writes StatusMessageFrame (template id 3): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 3
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "StatusMessageFrame"
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("consumption_term_id", 20),
        ("consumption_term_offset", 24),
        ("receiver_window_length", 28),
        ("receiver_id", 36),
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
            buffer, end = _bounds(buffer, offset, length, "StatusMessageFrame")
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
            buffer, end = _bounds(buffer, offset, length, "StatusMessageFrame")
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

    def _set_frame_length(self, value: int) -> None:
        """frameLength (id 1), offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version (id 2), offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: StatusFlags | int) -> None:
        """flags (id 3), offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType (id 4), offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_session_id(self, value: int) -> None:
        """sessionId (id 5), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 6), offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_consumption_term_id(self, value: int) -> None:
        """consumptionTermId (id 7), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("consumption_term_id", value, exc) from None

    consumption_term_id = property(None, _set_consumption_term_id)

    def _set_consumption_term_offset(self, value: int) -> None:
        """consumptionTermOffset (id 8), offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("consumption_term_offset", value, exc) from None

    consumption_term_offset = property(None, _set_consumption_term_offset)

    def _set_receiver_window_length(self, value: int) -> None:
        """receiverWindowLength (id 9), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("receiver_window_length", value, exc) from None

    receiver_window_length = property(None, _set_receiver_window_length)

    def _set_receiver_id(self, value: int) -> None:
        """receiverId (id 10), offset 28"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("receiver_id", value, exc) from None

    receiver_id = property(None, _set_receiver_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ErrorFrameDecoder(_Flyweight):
    """Reads ErrorFrame (template id 4): Error report; errorMessage's length prefix sits at offset 36."""

    TEMPLATE_ID = 4
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ErrorFrame"
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("receiver_id", 24),
        ("group_tag", 32),
        ("error_code", 36),
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
            buffer, end = _bounds(buffer, offset, length, "ErrorFrame")
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
            buffer, end = _bounds(buffer, offset, length, "ErrorFrame")
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
    def frame_length(self) -> int:
        """frameLength (id 1), offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version (id 2), offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> ErrorFlags:
        """flags (id 3), offset 5"""
        try:
            value = _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None
        return ErrorFlags(value)

    @property
    def header_type(self) -> HeaderType | int:
        """headerType (id 4), offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def session_id(self) -> int:
        """sessionId (id 5), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 8, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 6), offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 12, 4, self._end) from None

    @property
    def receiver_id(self) -> int:
        """receiverId (id 7), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("receiver_id", self._offset + 16, 8, self._end) from None

    @property
    def group_tag(self) -> int:
        """groupTag (id 8), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("group_tag", self._offset + 24, 8, self._end) from None

    @property
    def error_code(self) -> int:
        """errorCode (id 9), offset 32"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("error_code", self._offset + 32, 4, self._end) from None

    @property
    def error_message(self) -> str:
        """Var data errorMessage (id 10, ascii)."""
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
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": _set_names(self.flags),
            "header_type": _enum_name(self.header_type),
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "receiver_id": self.receiver_id,
            "group_tag": self.group_tag,
            "error_code": self.error_code,
            "error_message": self.error_message,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ErrorFrameEncoder(_Flyweight):
    """Writes ErrorFrame (template id 4): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 4
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ErrorFrame"
    BLOCK_LENGTH = 36
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("receiver_id", 24),
        ("group_tag", 32),
        ("error_code", 36),
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
            buffer, end = _bounds(buffer, offset, length, "ErrorFrame")
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
            buffer, end = _bounds(buffer, offset, length, "ErrorFrame")
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

    def _set_frame_length(self, value: int) -> None:
        """frameLength (id 1), offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version (id 2), offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: ErrorFlags | int) -> None:
        """flags (id 3), offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType (id 4), offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_session_id(self, value: int) -> None:
        """sessionId (id 5), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 6), offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_receiver_id(self, value: int) -> None:
        """receiverId (id 7), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("receiver_id", value, exc) from None

    receiver_id = property(None, _set_receiver_id)

    def _set_group_tag(self, value: int) -> None:
        """groupTag (id 8), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("group_tag", value, exc) from None

    group_tag = property(None, _set_group_tag)

    def _set_error_code(self, value: int) -> None:
        """errorCode (id 9), offset 32"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
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


class SetupFrameDecoder(_Flyweight):
    """Reads SetupFrame (template id 5): Stream setup."""

    TEMPLATE_ID = 5
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SetupFrame"
    BLOCK_LENGTH = 40
    FIELD_NAMES = (
        "frame_length",
        "version",
        "flags",
        "header_type",
        "term_offset",
        "session_id",
        "stream_id",
        "initial_term_id",
        "active_term_id",
        "term_length",
        "mtu_length",
        "ttl",
    )
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("term_offset", 12),
        ("session_id", 16),
        ("stream_id", 20),
        ("initial_term_id", 24),
        ("active_term_id", 28),
        ("term_length", 32),
        ("mtu_length", 36),
        ("ttl", 40),
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
            buffer, end = _bounds(buffer, offset, length, "SetupFrame")
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
            buffer, end = _bounds(buffer, offset, length, "SetupFrame")
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
            raise CodecError(f"SetupFrame: offset {offset} is negative")
        try:
            return _BLOCK_SETUP_FRAME.unpack_from(buffer, offset)
        except struct.error:
            raise _short("SetupFrame", "<block>", offset, 40, len(buffer)) from None

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
    def frame_length(self) -> int:
        """frameLength (id 1), offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version (id 2), offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> SetupFlags:
        """flags (id 3), offset 5"""
        try:
            value = _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None
        return SetupFlags(value)

    @property
    def header_type(self) -> HeaderType | int:
        """headerType (id 4), offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def term_offset(self) -> int:
        """termOffset (id 5), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("term_offset", self._offset + 8, 4, self._end) from None

    @property
    def session_id(self) -> int:
        """sessionId (id 6), offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 12, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 7), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 16, 4, self._end) from None

    @property
    def initial_term_id(self) -> int:
        """initialTermId (id 8), offset 20"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 20)[0]
        except struct.error:
            raise self._truncated("initial_term_id", self._offset + 20, 4, self._end) from None

    @property
    def active_term_id(self) -> int:
        """activeTermId (id 9), offset 24"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("active_term_id", self._offset + 24, 4, self._end) from None

    @property
    def term_length(self) -> int:
        """termLength (id 10), offset 28"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 28)[0]
        except struct.error:
            raise self._truncated("term_length", self._offset + 28, 4, self._end) from None

    @property
    def mtu_length(self) -> int:
        """mtuLength (id 11), offset 32"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("mtu_length", self._offset + 32, 4, self._end) from None

    @property
    def ttl(self) -> int:
        """ttl (id 12), offset 36"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 36)[0]
        except struct.error:
            raise self._truncated("ttl", self._offset + 36, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": _set_names(self.flags),
            "header_type": _enum_name(self.header_type),
            "term_offset": self.term_offset,
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "initial_term_id": self.initial_term_id,
            "active_term_id": self.active_term_id,
            "term_length": self.term_length,
            "mtu_length": self.mtu_length,
            "ttl": self.ttl,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class SetupFrameEncoder(_Flyweight):
    """Writes SetupFrame (template id 5): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 5
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "SetupFrame"
    BLOCK_LENGTH = 40
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("term_offset", 12),
        ("session_id", 16),
        ("stream_id", 20),
        ("initial_term_id", 24),
        ("active_term_id", 28),
        ("term_length", 32),
        ("mtu_length", 36),
        ("ttl", 40),
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
            buffer, end = _bounds(buffer, offset, length, "SetupFrame")
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
            buffer, end = _bounds(buffer, offset, length, "SetupFrame")
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

    def _set_frame_length(self, value: int) -> None:
        """frameLength (id 1), offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version (id 2), offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: SetupFlags | int) -> None:
        """flags (id 3), offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType (id 4), offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_term_offset(self, value: int) -> None:
        """termOffset (id 5), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_offset", value, exc) from None

    term_offset = property(None, _set_term_offset)

    def _set_session_id(self, value: int) -> None:
        """sessionId (id 6), offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 7), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_initial_term_id(self, value: int) -> None:
        """initialTermId (id 8), offset 20"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 20, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("initial_term_id", value, exc) from None

    initial_term_id = property(None, _set_initial_term_id)

    def _set_active_term_id(self, value: int) -> None:
        """activeTermId (id 9), offset 24"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("active_term_id", value, exc) from None

    active_term_id = property(None, _set_active_term_id)

    def _set_term_length(self, value: int) -> None:
        """termLength (id 10), offset 28"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 28, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("term_length", value, exc) from None

    term_length = property(None, _set_term_length)

    def _set_mtu_length(self, value: int) -> None:
        """mtuLength (id 11), offset 32"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("mtu_length", value, exc) from None

    mtu_length = property(None, _set_mtu_length)

    def _set_ttl(self, value: int) -> None:
        """ttl (id 12), offset 36"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 36, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("ttl", value, exc) from None

    ttl = property(None, _set_ttl)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class RttMeasurementFrameDecoder(_Flyweight):
    """Reads RttMeasurementFrame (template id 6): Round-trip time measurement."""

    TEMPLATE_ID = 6
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RttMeasurementFrame"
    BLOCK_LENGTH = 40
    FIELD_NAMES = (
        "frame_length",
        "version",
        "flags",
        "header_type",
        "session_id",
        "stream_id",
        "echo_timestamp_ns",
        "reception_delta",
        "receiver_id",
    )
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("echo_timestamp_ns", 24),
        ("reception_delta", 32),
        ("receiver_id", 40),
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
            buffer, end = _bounds(buffer, offset, length, "RttMeasurementFrame")
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
            buffer, end = _bounds(buffer, offset, length, "RttMeasurementFrame")
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
            raise CodecError(f"RttMeasurementFrame: offset {offset} is negative")
        try:
            return _BLOCK_RTT_MEASUREMENT_FRAME.unpack_from(buffer, offset)
        except struct.error:
            raise _short("RttMeasurementFrame", "<block>", offset, 40, len(buffer)) from None

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
    def frame_length(self) -> int:
        """frameLength (id 1), offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version (id 2), offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> RttmFlags:
        """flags (id 3), offset 5"""
        try:
            value = _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None
        return RttmFlags(value)

    @property
    def header_type(self) -> HeaderType | int:
        """headerType (id 4), offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def session_id(self) -> int:
        """sessionId (id 5), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 8, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 6), offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 12, 4, self._end) from None

    @property
    def echo_timestamp_ns(self) -> int:
        """echoTimestampNs (id 7), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("echo_timestamp_ns", self._offset + 16, 8, self._end) from None

    @property
    def reception_delta(self) -> int:
        """receptionDelta (id 8), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("reception_delta", self._offset + 24, 8, self._end) from None

    @property
    def receiver_id(self) -> int:
        """receiverId (id 9), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("receiver_id", self._offset + 32, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": _set_names(self.flags),
            "header_type": _enum_name(self.header_type),
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "echo_timestamp_ns": self.echo_timestamp_ns,
            "reception_delta": self.reception_delta,
            "receiver_id": self.receiver_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class RttMeasurementFrameEncoder(_Flyweight):
    """Writes RttMeasurementFrame (template id 6): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 6
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "RttMeasurementFrame"
    BLOCK_LENGTH = 40
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("echo_timestamp_ns", 24),
        ("reception_delta", 32),
        ("receiver_id", 40),
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
            buffer, end = _bounds(buffer, offset, length, "RttMeasurementFrame")
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
            buffer, end = _bounds(buffer, offset, length, "RttMeasurementFrame")
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

    def _set_frame_length(self, value: int) -> None:
        """frameLength (id 1), offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version (id 2), offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: RttmFlags | int) -> None:
        """flags (id 3), offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType (id 4), offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_session_id(self, value: int) -> None:
        """sessionId (id 5), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 6), offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_echo_timestamp_ns(self, value: int) -> None:
        """echoTimestampNs (id 7), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("echo_timestamp_ns", value, exc) from None

    echo_timestamp_ns = property(None, _set_echo_timestamp_ns)

    def _set_reception_delta(self, value: int) -> None:
        """receptionDelta (id 8), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("reception_delta", value, exc) from None

    reception_delta = property(None, _set_reception_delta)

    def _set_receiver_id(self, value: int) -> None:
        """receiverId (id 9), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("receiver_id", value, exc) from None

    receiver_id = property(None, _set_receiver_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ResponseSetupFrameDecoder(_Flyweight):
    """Reads ResponseSetupFrame (template id 11): Response channel setup."""

    TEMPLATE_ID = 11
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ResponseSetupFrame"
    BLOCK_LENGTH = 20
    FIELD_NAMES = (
        "frame_length",
        "version",
        "flags",
        "header_type",
        "session_id",
        "stream_id",
        "response_session_id",
    )
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("response_session_id", 20),
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
            buffer, end = _bounds(buffer, offset, length, "ResponseSetupFrame")
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
            buffer, end = _bounds(buffer, offset, length, "ResponseSetupFrame")
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
            raise CodecError(f"ResponseSetupFrame: offset {offset} is negative")
        try:
            return _BLOCK_RESPONSE_SETUP_FRAME.unpack_from(buffer, offset)
        except struct.error:
            raise _short("ResponseSetupFrame", "<block>", offset, 20, len(buffer)) from None

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
    def frame_length(self) -> int:
        """frameLength (id 1), offset 0"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset, 4, self._end) from None

    @property
    def version(self) -> int:
        """version (id 2), offset 4"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("version", self._offset + 4, 1, self._end) from None

    @property
    def flags(self) -> int:
        """flags (id 3), offset 5"""
        try:
            return _L_B.unpack_from(self._buffer, self._offset + 5)[0]
        except struct.error:
            raise self._truncated("flags", self._offset + 5, 1, self._end) from None

    @property
    def header_type(self) -> HeaderType | int:
        """headerType (id 4), offset 6"""
        try:
            value = _L_H.unpack_from(self._buffer, self._offset + 6)[0]
        except struct.error:
            raise self._truncated("header_type", self._offset + 6, 2, self._end) from None
        return _HEADER_TYPE_BY_VALUE(value, value)

    @property
    def session_id(self) -> int:
        """sessionId (id 5), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("session_id", self._offset + 8, 4, self._end) from None

    @property
    def stream_id(self) -> int:
        """streamId (id 6), offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("stream_id", self._offset + 12, 4, self._end) from None

    @property
    def response_session_id(self) -> int:
        """responseSessionId (id 7), offset 16"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("response_session_id", self._offset + 16, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "frame_length": self.frame_length,
            "version": self.version,
            "flags": self.flags,
            "header_type": _enum_name(self.header_type),
            "session_id": self.session_id,
            "stream_id": self.stream_id,
            "response_session_id": self.response_session_id,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class ResponseSetupFrameEncoder(_Flyweight):
    """Writes ResponseSetupFrame (template id 11): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 11
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ResponseSetupFrame"
    BLOCK_LENGTH = 20
    _FIELD_ENDS = (
        ("frame_length", 4),
        ("version", 5),
        ("flags", 6),
        ("header_type", 8),
        ("session_id", 12),
        ("stream_id", 16),
        ("response_session_id", 20),
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
            buffer, end = _bounds(buffer, offset, length, "ResponseSetupFrame")
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
            buffer, end = _bounds(buffer, offset, length, "ResponseSetupFrame")
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

    def _set_frame_length(self, value: int) -> None:
        """frameLength (id 1), offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_version(self, value: int) -> None:
        """version (id 2), offset 4"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_flags(self, value: int) -> None:
        """flags (id 3), offset 5"""
        try:
            _L_B.pack_into(self._buffer, self._offset + 5, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("flags", value, exc) from None

    flags = property(None, _set_flags)

    def _set_header_type(self, value: HeaderType | int | None) -> None:
        """headerType (id 4), offset 6"""
        if value is None:
            value = 65534
        try:
            _L_H.pack_into(self._buffer, self._offset + 6, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_type", value, exc) from None

    header_type = property(None, _set_header_type)

    def _set_session_id(self, value: int) -> None:
        """sessionId (id 5), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("session_id", value, exc) from None

    session_id = property(None, _set_session_id)

    def _set_stream_id(self, value: int) -> None:
        """streamId (id 6), offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("stream_id", value, exc) from None

    stream_id = property(None, _set_stream_id)

    def _set_response_session_id(self, value: int) -> None:
        """responseSessionId (id 7), offset 16"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("response_session_id", value, exc) from None

    response_session_id = property(None, _set_response_session_id)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


MESSAGES: dict[int, tuple[type[Any], type[Any]]] = {
    0: (PadFrameDecoder, PadFrameEncoder),
    1: (DataFrameDecoder, DataFrameEncoder),
    2: (NakFrameDecoder, NakFrameEncoder),
    3: (StatusMessageFrameDecoder, StatusMessageFrameEncoder),
    4: (ErrorFrameDecoder, ErrorFrameEncoder),
    5: (SetupFrameDecoder, SetupFrameEncoder),
    6: (RttMeasurementFrameDecoder, RttMeasurementFrameEncoder),
    11: (ResponseSetupFrameDecoder, ResponseSetupFrameEncoder),
}
"""Template id -> (decoder class, encoder class), for dispatching on a message header."""
