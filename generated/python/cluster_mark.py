# generated from cluster-mark-codecs.xml by aeronkit codegen; do not edit
"""SBE codecs for schema io.aeron.cluster.codecs.mark (id 110, version 2).

aeronkit cluster mark file header

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

SCHEMA_ID = 110
SCHEMA_VERSION = 2
SEMANTIC_VERSION = "5.4"
BYTE_ORDER = "littleEndian"
PACKAGE = "io.aeron.cluster.codecs.mark"
HEADER_LENGTH = 8

_NAN = float("nan")

_HEADER = struct.Struct("<HHHH")
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


class ClusterComponentType(enum.IntEnum):
    """Which cluster component owns the mark file (SBE enum over int32)."""

    UNKNOWN = 0
    CONSENSUS_MODULE = 1
    CONTAINER = 2
    BACKUP = 3
    STANDBY = 4
    NULL_VAL = -2147483648


_CLUSTER_COMPONENT_TYPE_BY_VALUE = {int(m): m for m in ClusterComponentType}.get


def _skip1_aeron_directory(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over MarkFileHeader.aeron_directory without decoding it."""
    if pos + 4 > end:
        raise _short("MarkFileHeader", "aeron_directory", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("MarkFileHeader", "aeron_directory", start, pos - start, end)
    return pos


def _skip2_control_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over MarkFileHeader.control_channel without decoding it."""
    if pos + 4 > end:
        raise _short("MarkFileHeader", "control_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("MarkFileHeader", "control_channel", start, pos - start, end)
    return pos


def _skip3_ingress_channel(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over MarkFileHeader.ingress_channel without decoding it."""
    if pos + 4 > end:
        raise _short("MarkFileHeader", "ingress_channel", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("MarkFileHeader", "ingress_channel", start, pos - start, end)
    return pos


def _skip4_service_name(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over MarkFileHeader.service_name without decoding it."""
    if pos + 4 > end:
        raise _short("MarkFileHeader", "service_name", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("MarkFileHeader", "service_name", start, pos - start, end)
    return pos


def _skip5_authenticator(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over MarkFileHeader.authenticator without decoding it."""
    if pos + 4 > end:
        raise _short("MarkFileHeader", "authenticator", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("MarkFileHeader", "authenticator", start, pos - start, end)
    return pos


def _skip6_services_cluster_dir(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over MarkFileHeader.services_cluster_dir without decoding it."""
    if version < 1:
        return pos
    if pos + 4 > end:
        raise _short("MarkFileHeader", "services_cluster_dir", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("MarkFileHeader", "services_cluster_dir", start, pos - start, end)
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


class MarkFileHeaderDecoder(_Flyweight):
    """Reads MarkFileHeader (template id 200): Liveness, identity and channels of a consensus module, service
    container or backup.
    """

    TEMPLATE_ID = 200
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "MarkFileHeader"
    BLOCK_LENGTH = 128
    _FIELD_ENDS = (
        ("version", 4),
        ("component_type", 8),
        ("activity_timestamp", 16),
        ("start_timestamp", 24),
        ("pid", 32),
        ("candidate_term_id", 40),
        ("archive_stream_id", 44),
        ("service_stream_id", 48),
        ("consensus_module_stream_id", 52),
        ("ingress_stream_id", 56),
        ("member_id", 60),
        ("service_id", 64),
        ("header_length", 68),
        ("error_buffer_length", 72),
        ("cluster_id", 76),
    )
    _SKIPS = (
        _skip1_aeron_directory,
        _skip2_control_channel,
        _skip3_ingress_channel,
        _skip4_service_name,
        _skip5_authenticator,
        _skip6_services_cluster_dir,
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
        self._block_length = 128
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 128,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "MarkFileHeader")
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
            buffer, end = _bounds(buffer, offset, length, "MarkFileHeader")
        if offset + 8 > end:
            raise self._truncated("<header>", offset, 8, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 200:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 200"
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
        return self._seek(6) - self._offset

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
    def component_type(self) -> ClusterComponentType | int:
        """componentType (id 2), offset 4"""
        try:
            value = _L_i.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("component_type", self._offset + 4, 4, self._end) from None
        return _CLUSTER_COMPONENT_TYPE_BY_VALUE(value, value)

    @property
    def activity_timestamp(self) -> int:
        """activityTimestamp (id 3), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("activity_timestamp", self._offset + 8, 8, self._end) from None

    @property
    def start_timestamp(self) -> int:
        """startTimestamp (id 4), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("start_timestamp", self._offset + 16, 8, self._end) from None

    @property
    def pid(self) -> int:
        """pid (id 5), offset 24"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 24)[0]
        except struct.error:
            raise self._truncated("pid", self._offset + 24, 8, self._end) from None

    @property
    def candidate_term_id(self) -> int:
        """candidateTermId (id 6), offset 32"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 32)[0]
        except struct.error:
            raise self._truncated("candidate_term_id", self._offset + 32, 8, self._end) from None

    @property
    def archive_stream_id(self) -> int:
        """archiveStreamId (id 7), offset 40"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 40)[0]
        except struct.error:
            raise self._truncated("archive_stream_id", self._offset + 40, 4, self._end) from None

    @property
    def service_stream_id(self) -> int:
        """serviceStreamId (id 8), offset 44"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 44)[0]
        except struct.error:
            raise self._truncated("service_stream_id", self._offset + 44, 4, self._end) from None

    @property
    def consensus_module_stream_id(self) -> int:
        """consensusModuleStreamId (id 9), offset 48"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 48)[0]
        except struct.error:
            raise self._truncated("consensus_module_stream_id", self._offset + 48, 4, self._end) from None

    @property
    def ingress_stream_id(self) -> int:
        """ingressStreamId (id 10), offset 52"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 52)[0]
        except struct.error:
            raise self._truncated("ingress_stream_id", self._offset + 52, 4, self._end) from None

    @property
    def member_id(self) -> int:
        """memberId (id 11), offset 56"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 56)[0]
        except struct.error:
            raise self._truncated("member_id", self._offset + 56, 4, self._end) from None

    @property
    def service_id(self) -> int:
        """serviceId (id 12), offset 60"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 60)[0]
        except struct.error:
            raise self._truncated("service_id", self._offset + 60, 4, self._end) from None

    @property
    def header_length(self) -> int:
        """headerLength (id 13), offset 64"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 64)[0]
        except struct.error:
            raise self._truncated("header_length", self._offset + 64, 4, self._end) from None

    @property
    def error_buffer_length(self) -> int:
        """errorBufferLength (id 14), offset 68"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 68)[0]
        except struct.error:
            raise self._truncated("error_buffer_length", self._offset + 68, 4, self._end) from None

    @property
    def cluster_id(self) -> int:
        """clusterId (id 15), offset 72"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 72)[0]
        except struct.error:
            raise self._truncated("cluster_id", self._offset + 72, 4, self._end) from None

    @property
    def aeron_directory(self) -> str:
        """Var data aeronDirectory (id 16, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 0 else self._seek(0)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("aeron_directory", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("aeron_directory", start, stop - start, end)
        self._cursor_index = 1
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("aeron_directory", exc) from None

    @property
    def control_channel(self) -> str:
        """Var data controlChannel (id 17, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 1 else self._seek(1)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("control_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("control_channel", start, stop - start, end)
        self._cursor_index = 2
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("control_channel", exc) from None

    @property
    def ingress_channel(self) -> str:
        """Var data ingressChannel (id 18, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 2 else self._seek(2)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("ingress_channel", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("ingress_channel", start, stop - start, end)
        self._cursor_index = 3
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("ingress_channel", exc) from None

    @property
    def service_name(self) -> str:
        """Var data serviceName (id 19, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 3 else self._seek(3)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("service_name", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("service_name", start, stop - start, end)
        self._cursor_index = 4
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("service_name", exc) from None

    @property
    def authenticator(self) -> str:
        """Var data authenticator (id 20, ascii)."""
        pos = self._cursor_pos if self._cursor_index == 4 else self._seek(4)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("authenticator", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("authenticator", start, stop - start, end)
        self._cursor_index = 5
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("authenticator", exc) from None

    @property
    def services_cluster_dir(self) -> str | None:
        """Var data servicesClusterDir (id 21, ascii, since version 1)."""
        if self._acting_version < 1:
            return None
        pos = self._cursor_pos if self._cursor_index == 5 else self._seek(5)
        end = self._end
        if pos + 4 > end:
            raise self._truncated("services_cluster_dir", pos, 4, end)
        start = pos + 4
        stop = start + _L_I.unpack_from(self._buffer, pos)[0]
        if stop > end:
            raise self._truncated("services_cluster_dir", start, stop - start, end)
        self._cursor_index = 6
        self._cursor_pos = stop
        try:
            return str(self._buffer[start:stop], "ascii")
        except UnicodeDecodeError as exc:
            raise self._bad_text("services_cluster_dir", exc) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "version": self.version,
            "component_type": _enum_name(self.component_type),
            "activity_timestamp": self.activity_timestamp,
            "start_timestamp": self.start_timestamp,
            "pid": self.pid,
            "candidate_term_id": self.candidate_term_id,
            "archive_stream_id": self.archive_stream_id,
            "service_stream_id": self.service_stream_id,
            "consensus_module_stream_id": self.consensus_module_stream_id,
            "ingress_stream_id": self.ingress_stream_id,
            "member_id": self.member_id,
            "service_id": self.service_id,
            "header_length": self.header_length,
            "error_buffer_length": self.error_buffer_length,
            "cluster_id": self.cluster_id,
            "aeron_directory": self.aeron_directory,
            "control_channel": self.control_channel,
            "ingress_channel": self.ingress_channel,
            "service_name": self.service_name,
            "authenticator": self.authenticator,
            "services_cluster_dir": self.services_cluster_dir,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class MarkFileHeaderEncoder(_Flyweight):
    """Writes MarkFileHeader (template id 200): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 200
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "MarkFileHeader"
    BLOCK_LENGTH = 128
    _FIELD_ENDS = (
        ("version", 4),
        ("component_type", 8),
        ("activity_timestamp", 16),
        ("start_timestamp", 24),
        ("pid", 32),
        ("candidate_term_id", 40),
        ("archive_stream_id", 44),
        ("service_stream_id", 48),
        ("consensus_module_stream_id", 52),
        ("ingress_stream_id", 56),
        ("member_id", 60),
        ("service_id", 64),
        ("header_length", 68),
        ("error_buffer_length", 72),
        ("cluster_id", 76),
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
            buffer, end = _bounds(buffer, offset, length, "MarkFileHeader")
        if offset + 128 > end:
            raise self._too_short(offset, 128, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 128
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "MarkFileHeader")
        if offset + 136 > end:
            if offset + 8 > end:
                raise self._truncated("<header>", offset, 8, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 8)
            raise _short(self._CODEC, field, offset, 136, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION
        )
        self._buffer = buffer
        self._offset = offset + 8
        self._end = end
        self._limit = offset + 136
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

    def _set_component_type(self, value: ClusterComponentType | int | None) -> None:
        """componentType (id 2), offset 4"""
        if value is None:
            value = -2147483648
        try:
            _L_i.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("component_type", value, exc) from None

    component_type = property(None, _set_component_type)

    def _set_activity_timestamp(self, value: int) -> None:
        """activityTimestamp (id 3), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("activity_timestamp", value, exc) from None

    activity_timestamp = property(None, _set_activity_timestamp)

    def _set_start_timestamp(self, value: int) -> None:
        """startTimestamp (id 4), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("start_timestamp", value, exc) from None

    start_timestamp = property(None, _set_start_timestamp)

    def _set_pid(self, value: int) -> None:
        """pid (id 5), offset 24"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 24, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("pid", value, exc) from None

    pid = property(None, _set_pid)

    def _set_candidate_term_id(self, value: int) -> None:
        """candidateTermId (id 6), offset 32"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 32, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("candidate_term_id", value, exc) from None

    candidate_term_id = property(None, _set_candidate_term_id)

    def _set_archive_stream_id(self, value: int) -> None:
        """archiveStreamId (id 7), offset 40"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 40, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("archive_stream_id", value, exc) from None

    archive_stream_id = property(None, _set_archive_stream_id)

    def _set_service_stream_id(self, value: int) -> None:
        """serviceStreamId (id 8), offset 44"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 44, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("service_stream_id", value, exc) from None

    service_stream_id = property(None, _set_service_stream_id)

    def _set_consensus_module_stream_id(self, value: int) -> None:
        """consensusModuleStreamId (id 9), offset 48"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 48, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("consensus_module_stream_id", value, exc) from None

    consensus_module_stream_id = property(None, _set_consensus_module_stream_id)

    def _set_ingress_stream_id(self, value: int) -> None:
        """ingressStreamId (id 10), offset 52"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 52, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("ingress_stream_id", value, exc) from None

    ingress_stream_id = property(None, _set_ingress_stream_id)

    def _set_member_id(self, value: int) -> None:
        """memberId (id 11), offset 56"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 56, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("member_id", value, exc) from None

    member_id = property(None, _set_member_id)

    def _set_service_id(self, value: int) -> None:
        """serviceId (id 12), offset 60"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 60, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("service_id", value, exc) from None

    service_id = property(None, _set_service_id)

    def _set_header_length(self, value: int) -> None:
        """headerLength (id 13), offset 64"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 64, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("header_length", value, exc) from None

    header_length = property(None, _set_header_length)

    def _set_error_buffer_length(self, value: int) -> None:
        """errorBufferLength (id 14), offset 68"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 68, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("error_buffer_length", value, exc) from None

    error_buffer_length = property(None, _set_error_buffer_length)

    def _set_cluster_id(self, value: int) -> None:
        """clusterId (id 15), offset 72"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 72, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("cluster_id", value, exc) from None

    cluster_id = property(None, _set_cluster_id)

    def put_aeron_directory(self, value: str | bytes) -> Self:
        """Appends var data aeronDirectory (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "aeron_directory")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("aeron_directory", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_control_channel(self, value: str | bytes) -> Self:
        """Appends var data controlChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "control_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("control_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_ingress_channel(self, value: str | bytes) -> Self:
        """Appends var data ingressChannel (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "ingress_channel")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("ingress_channel", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_service_name(self, value: str | bytes) -> Self:
        """Appends var data serviceName (ascii text, at most 1073741824 bytes) after what was written before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "service_name")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("service_name", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_authenticator(self, value: str | bytes) -> Self:
        """Appends var data authenticator (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "authenticator")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("authenticator", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def put_services_cluster_dir(self, value: str | bytes) -> Self:
        """Appends var data servicesClusterDir (ascii text, at most 1073741824 bytes) after what was written
        before.
        """
        data = _encode_text(value, "ascii", 1073741824, self._CODEC, "services_cluster_dir")
        root = self._root
        pos = root._limit
        start = pos + 4
        stop = start + len(data)
        if stop > self._end:
            raise self._truncated("services_cluster_dir", pos, stop - pos, self._end)
        _L_I.pack_into(self._buffer, pos, len(data))
        self._buffer[start:stop] = data
        root._limit = stop
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


MESSAGES: dict[int, tuple[type[Any], type[Any]]] = {
    200: (MarkFileHeaderDecoder, MarkFileHeaderEncoder),
}
"""Template id -> (decoder class, encoder class), for dispatching on a message header."""
