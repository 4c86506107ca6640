# generated from cluster-node-state-codecs.xml by aeronkit codegen; do not edit
"""SBE codecs for schema io.aeron.cluster.codecs.node (id 112, version 10).

aeronkit cluster node state file records

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

SCHEMA_ID = 112
SCHEMA_VERSION = 10
SEMANTIC_VERSION = "5.3"
BYTE_ORDER = "littleEndian"
PACKAGE = "io.aeron.cluster.codecs.node"
HEADER_LENGTH = 16

_NAN = float("nan")

_BLOCK_CANDIDATE_TERM = struct.Struct("<qqq")
_BLOCK_NODE_STATE_HEADER = struct.Struct("<ii")
_HEADER = struct.Struct("<HHHHii")
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


def _skip1_cluster_members(buffer: Any, pos: int, end: int, version: int) -> int:
    """Steps over ClusterMembers.cluster_members without decoding it."""
    if pos + 4 > end:
        raise _short("ClusterMembers", "cluster_members", pos, 4, end)
    start = pos + 4
    pos = start + _L_I.unpack_from(buffer, pos)[0]
    if pos > end:
        raise _short("ClusterMembers", "cluster_members", start, pos - start, end)
    return pos


class MessageHeaderDecoder(_Flyweight):
    """Reads the MessageHeader composite (16 bytes): Record header: SBE's 8 bytes plus frame length and
    padding.
    """

    _CODEC = "MessageHeader"
    ENCODED_LENGTH = 16
    _FIELD_ENDS = (
        ("block_length", 2),
        ("template_id", 4),
        ("schema_id", 6),
        ("version", 8),
        ("frame_length", 12),
        ("padding", 16),
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
        """Views the 16 bytes at `offset`; raises CodecError if they are not all there."""
        buffer, end = _bounds(buffer, offset, length, "MessageHeader")
        if offset + 16 > end:
            raise self._too_short(offset, 16, end)
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
        return 16

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

    @property
    def frame_length(self) -> int:
        """frameLength, offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("frame_length", self._offset + 8, 4, self._end) from None

    @property
    def padding(self) -> int:
        """padding, offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("padding", self._offset + 12, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every member by name; enums by name, sets as lists of names."""
        return {
            "block_length": self.block_length,
            "template_id": self.template_id,
            "schema_id": self.schema_id,
            "version": self.version,
            "frame_length": self.frame_length,
            "padding": self.padding,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class MessageHeaderEncoder(_Flyweight):
    """Writes the MessageHeader composite (16 bytes) in place."""

    _CODEC = "MessageHeader"
    ENCODED_LENGTH = 16
    _FIELD_ENDS = (
        ("block_length", 2),
        ("template_id", 4),
        ("schema_id", 6),
        ("version", 8),
        ("frame_length", 12),
        ("padding", 16),
    )
    __slots__ = ("_buffer", "_end", "_offset")

    def __init__(self) -> None:
        self._buffer: Any = bytearray()
        self._offset = 0
        self._end = 0

    def wrap(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Views the 16 bytes at `offset` for writing; CodecError if they do not fit."""
        buffer, end = _bounds(buffer, offset, length, "MessageHeader")
        if offset + 16 > end:
            raise self._too_short(offset, 16, end)
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
        return 16

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

    def _set_frame_length(self, value: int) -> None:
        """frameLength, offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("frame_length", value, exc) from None

    frame_length = property(None, _set_frame_length)

    def _set_padding(self, value: int) -> None:
        """padding, offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("padding", value, exc) from None

    padding = property(None, _set_padding)

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


class NodeStateHeaderDecoder(_Flyweight):
    """Reads nodeStateHeader (template id 300): First record: file format version."""

    TEMPLATE_ID = 300
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "nodeStateHeader"
    BLOCK_LENGTH = 8
    FIELD_NAMES = ("version", "padding")
    _FIELD_ENDS = (("version", 4), ("padding", 8))
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
            buffer, end = _bounds(buffer, offset, length, "nodeStateHeader")
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
            buffer, end = _bounds(buffer, offset, length, "nodeStateHeader")
        if offset + 16 > end:
            raise self._truncated("<header>", offset, 16, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 300:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 300"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 16, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"nodeStateHeader: offset {offset} is negative")
        try:
            return _BLOCK_NODE_STATE_HEADER.unpack_from(buffer, offset)
        except struct.error:
            raise _short("nodeStateHeader", "<block>", offset, 8, len(buffer)) from None

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
    def padding(self) -> int:
        """padding (id 2), offset 4"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 4)[0]
        except struct.error:
            raise self._truncated("padding", self._offset + 4, 4, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "version": self.version,
            "padding": self.padding,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class NodeStateHeaderEncoder(_Flyweight):
    """Writes nodeStateHeader (template id 300): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 300
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "nodeStateHeader"
    BLOCK_LENGTH = 8
    _FIELD_ENDS = (("version", 4), ("padding", 8))
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
            buffer, end = _bounds(buffer, offset, length, "nodeStateHeader")
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
            buffer, end = _bounds(buffer, offset, length, "nodeStateHeader")
        if offset + 24 > end:
            if offset + 16 > end:
                raise self._truncated("<header>", offset, 16, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 16)
            raise _short(self._CODEC, field, offset, 24, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION, 0, 0
        )
        self._buffer = buffer
        self._offset = offset + 16
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

    def _set_version(self, value: int) -> None:
        """version (id 1), offset 0"""
        try:
            _L_i.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("version", value, exc) from None

    version = property(None, _set_version)

    def _set_padding(self, value: int) -> None:
        """padding (id 2), offset 4"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 4, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("padding", value, exc) from None

    padding = property(None, _set_padding)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class CandidateTermDecoder(_Flyweight):
    """Reads candidateTerm (template id 301): Last candidate term this node voted in, and when."""

    TEMPLATE_ID = 301
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "candidateTerm"
    BLOCK_LENGTH = 24
    FIELD_NAMES = ("candidate_term_id", "timestamp", "log_position")
    _FIELD_ENDS = (("candidate_term_id", 8), ("timestamp", 16), ("log_position", 24))
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
            buffer, end = _bounds(buffer, offset, length, "candidateTerm")
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
            buffer, end = _bounds(buffer, offset, length, "candidateTerm")
        if offset + 16 > end:
            raise self._truncated("<header>", offset, 16, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 301:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 301"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 16, block_length, version)

    @staticmethod
    def decode_fields(buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Every field of the block in one call, raw (ints, enums as ints, char arrays as padded bytes), in
        FIELD_NAMES order.
        """
        if offset < 0:
            raise CodecError(f"candidateTerm: offset {offset} is negative")
        try:
            return _BLOCK_CANDIDATE_TERM.unpack_from(buffer, offset)
        except struct.error:
            raise _short("candidateTerm", "<block>", offset, 24, len(buffer)) from None

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
    def timestamp(self) -> int:
        """timestamp (id 2), offset 8"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("timestamp", self._offset + 8, 8, self._end) from None

    @property
    def log_position(self) -> int:
        """logPosition (id 3), offset 16"""
        try:
            return _L_q.unpack_from(self._buffer, self._offset + 16)[0]
        except struct.error:
            raise self._truncated("log_position", self._offset + 16, 8, self._end) from None

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
            "candidate_term_id": self.candidate_term_id,
            "timestamp": self.timestamp,
            "log_position": self.log_position,
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class CandidateTermEncoder(_Flyweight):
    """Writes candidateTerm (template id 301): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 301
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "candidateTerm"
    BLOCK_LENGTH = 24
    _FIELD_ENDS = (("candidate_term_id", 8), ("timestamp", 16), ("log_position", 24))
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
            buffer, end = _bounds(buffer, offset, length, "candidateTerm")
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
            buffer, end = _bounds(buffer, offset, length, "candidateTerm")
        if offset + 40 > end:
            if offset + 16 > end:
                raise self._truncated("<header>", offset, 16, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 16)
            raise _short(self._CODEC, field, offset, 40, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION, 0, 0
        )
        self._buffer = buffer
        self._offset = offset + 16
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

    def _set_candidate_term_id(self, value: int) -> None:
        """candidateTermId (id 1), offset 0"""
        try:
            _L_q.pack_into(self._buffer, self._offset, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("candidate_term_id", value, exc) from None

    candidate_term_id = property(None, _set_candidate_term_id)

    def _set_timestamp(self, value: int) -> None:
        """timestamp (id 2), offset 8"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("timestamp", value, exc) from None

    timestamp = property(None, _set_timestamp)

    def _set_log_position(self, value: int) -> None:
        """logPosition (id 3), offset 16"""
        try:
            _L_q.pack_into(self._buffer, self._offset + 16, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("log_position", value, exc) from None

    log_position = property(None, _set_log_position)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


class ClusterMembersDecoder(_Flyweight):
    """Reads ClusterMembers (template id 303): Membership as last known by this node."""

    TEMPLATE_ID = 303
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterMembers"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("leadership_term_id", 8), ("member_id", 12), ("high_member_id", 16))
    _SKIPS = (_skip1_cluster_members,)
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
        if offset + 16 > end:
            raise self._truncated("<header>", offset, 16, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 303:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 303"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 16, block_length, version)

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
    def member_id(self) -> int:
        """memberId (id 2), offset 8"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 8)[0]
        except struct.error:
            raise self._truncated("member_id", self._offset + 8, 4, self._end) from None

    @property
    def high_member_id(self) -> int:
        """highMemberId (id 3), offset 12"""
        try:
            return _L_i.unpack_from(self._buffer, self._offset + 12)[0]
        except struct.error:
            raise self._truncated("high_member_id", self._offset + 12, 4, self._end) from None

    @property
    def cluster_members(self) -> str:
        """Var data clusterMembers (id 4, ascii)."""
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
    """Writes ClusterMembers (template id 303): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 303
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "ClusterMembers"
    BLOCK_LENGTH = 16
    _FIELD_ENDS = (("leadership_term_id", 8), ("member_id", 12), ("high_member_id", 16))
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
            buffer, end = _bounds(buffer, offset, length, "ClusterMembers")
        if offset + 32 > end:
            if offset + 16 > end:
                raise self._truncated("<header>", offset, 16, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 16)
            raise _short(self._CODEC, field, offset, 32, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION, 0, 0
        )
        self._buffer = buffer
        self._offset = offset + 16
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

    def _set_member_id(self, value: int) -> None:
        """memberId (id 2), offset 8"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 8, value)
        except (struct.error, TypeError) as exc:
            raise self._invalid("member_id", value, exc) from None

    member_id = property(None, _set_member_id)

    def _set_high_member_id(self, value: int) -> None:
        """highMemberId (id 3), offset 12"""
        try:
            _L_i.pack_into(self._buffer, self._offset + 12, value)
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


class NodeStateFooterDecoder(_Flyweight):
    """Reads nodeStateFooter (template id 304): Empty record closing the file."""

    TEMPLATE_ID = 304
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "nodeStateFooter"
    BLOCK_LENGTH = 0
    _FIELD_ENDS = ()
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
        self._block_length = 0
        self._acting_version = SCHEMA_VERSION
        self._cursor_index = 0
        self._cursor_pos = 0

    def wrap(
        self,
        buffer: Any,
        offset: int = 0,
        acting_block_length: int = 0,
        acting_version: int = SCHEMA_VERSION,
        length: int | None = None,
    ) -> Self:
        """Views the message body at `offset` as written by a peer with the given block length and version.

        `length` (optional) bounds the view; by default it runs to the end of the buffer.
        """
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "nodeStateFooter")
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
            buffer, end = _bounds(buffer, offset, length, "nodeStateFooter")
        if offset + 16 > end:
            raise self._truncated("<header>", offset, 16, end)
        header = _HEADER.unpack_from(buffer, offset)
        if header[1] != 304:
            raise CodecError(
                f"{self._CODEC}: template id {header[1]} at offset {offset} is not 304"
            )
        if header[2] != SCHEMA_ID:
            raise CodecError(
                f"{self._CODEC}: schema id {header[2]} at offset {offset} is not {SCHEMA_ID}"
            )
        block_length, version = header[0], header[3]
        return self.wrap(buffer, offset + 16, block_length, version)

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

    def to_dict(self) -> dict[str, Any]:
        """Every field, group and var data value by name; enums by name, sets as lists of names."""
        return {
        }

    def __repr__(self) -> str:
        try:
            body = repr(self.to_dict())
        except CodecError as exc:
            body = f"<{exc}>"
        return f"{type(self).__name__}({body})"


class NodeStateFooterEncoder(_Flyweight):
    """Writes nodeStateFooter (template id 304): set fields, then groups and var data in schema order."""

    TEMPLATE_ID = 304
    SCHEMA_ID = SCHEMA_ID
    SCHEMA_VERSION = SCHEMA_VERSION
    _CODEC = "nodeStateFooter"
    BLOCK_LENGTH = 0
    _FIELD_ENDS = ()
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
            buffer, end = _bounds(buffer, offset, length, "nodeStateFooter")
        if offset + 0 > end:
            raise self._too_short(offset, 0, end)
        self._buffer = buffer
        self._offset = offset
        self._end = end
        self._limit = offset + 0
        return self

    def wrap_and_apply_header(self, buffer: Any, offset: int = 0, length: int | None = None) -> Self:
        """Writes the message header (block length, template id, schema id, version) then starts the body."""
        if length is None and offset >= 0:
            end = len(buffer)
        else:
            buffer, end = _bounds(buffer, offset, length, "nodeStateFooter")
        if offset + 16 > end:
            if offset + 16 > end:
                raise self._truncated("<header>", offset, 16, end)
            field = _first_missing(self._FIELD_ENDS, end - offset - 16)
            raise _short(self._CODEC, field, offset, 16, end)
        _HEADER.pack_into(
            buffer, offset, self.BLOCK_LENGTH, self.TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION, 0, 0
        )
        self._buffer = buffer
        self._offset = offset + 16
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

    def __repr__(self) -> str:
        return f"{type(self).__name__}(offset={self._offset})"


MESSAGES: dict[int, tuple[type[Any], type[Any]]] = {
    300: (NodeStateHeaderDecoder, NodeStateHeaderEncoder),
    301: (CandidateTermDecoder, CandidateTermEncoder),
    303: (ClusterMembersDecoder, ClusterMembersEncoder),
    304: (NodeStateFooterDecoder, NodeStateFooterEncoder),
}
"""Template id -> (decoder class, encoder class), for dispatching on a message header."""
