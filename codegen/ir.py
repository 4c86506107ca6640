"""The typed intermediate representation between the SBE XML front end and every back end.

The IR is resolved: every type reference is replaced by the type it names, every offset is
computed, every default (null/min/max values, block lengths) is filled in. A back end never looks
at XML and never recomputes a layout; that is what keeps the Python, C and Spark outputs in step.
It is a tree of frozen dataclasses rather than sbe-tool's flat token list because templates walk
trees naturally; ``Ir.describe_layout()`` flattens it for comparisons (schema equivalence, sbe-tool).
This module must not import lxml.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import Enum


class ByteOrder(Enum):
    LITTLE_ENDIAN = "littleEndian"
    BIG_ENDIAN = "bigEndian"

    @property
    def struct_prefix(self) -> str:
        return "<" if self is ByteOrder.LITTLE_ENDIAN else ">"


class Presence(Enum):
    REQUIRED = "required"
    OPTIONAL = "optional"
    CONSTANT = "constant"


class PrimitiveType(Enum):
    """SBE 1.0 primitive types: (xml name, size in bytes, struct code, C type)."""

    CHAR = ("char", 1, "B", "char")
    INT8 = ("int8", 1, "b", "int8_t")
    UINT8 = ("uint8", 1, "B", "uint8_t")
    INT16 = ("int16", 2, "h", "int16_t")
    UINT16 = ("uint16", 2, "H", "uint16_t")
    INT32 = ("int32", 4, "i", "int32_t")
    UINT32 = ("uint32", 4, "I", "uint32_t")
    INT64 = ("int64", 8, "q", "int64_t")
    UINT64 = ("uint64", 8, "Q", "uint64_t")
    FLOAT = ("float", 4, "f", "float")
    DOUBLE = ("double", 8, "d", "double")

    def __init__(self, xml_name: str, size: int, struct_code: str, c_type: str) -> None:
        self.xml_name = xml_name
        self.size = size
        self.struct_code = struct_code
        self.c_type = c_type

    @classmethod
    def from_xml(cls, name: str) -> PrimitiveType:
        for member in cls:
            if member.xml_name == name:
                return member
        raise KeyError(name)

    @property
    def is_float(self) -> bool:
        return self in (PrimitiveType.FLOAT, PrimitiveType.DOUBLE)

    @property
    def is_signed(self) -> bool:
        return self in (PrimitiveType.INT8, PrimitiveType.INT16, PrimitiveType.INT32, PrimitiveType.INT64)

    @property
    def default_null(self) -> int | float:
        """The SBE 1.0 null value used when a schema gives none (spec section 2.4)."""
        return _NULLS[self]

    @property
    def default_min(self) -> int | float:
        return _MINS[self]

    @property
    def default_max(self) -> int | float:
        return _MAXS[self]


_NULLS: dict[PrimitiveType, int | float] = {
    PrimitiveType.CHAR: 0,
    PrimitiveType.INT8: -(2**7),
    PrimitiveType.UINT8: 2**8 - 1,
    PrimitiveType.INT16: -(2**15),
    PrimitiveType.UINT16: 2**16 - 1,
    PrimitiveType.INT32: -(2**31),
    PrimitiveType.UINT32: 2**32 - 1,
    PrimitiveType.INT64: -(2**63),
    PrimitiveType.UINT64: 2**64 - 1,
    PrimitiveType.FLOAT: math.nan,
    PrimitiveType.DOUBLE: math.nan,
}
_MINS: dict[PrimitiveType, int | float] = {
    PrimitiveType.CHAR: 0x20,
    PrimitiveType.INT8: -(2**7) + 1,
    PrimitiveType.UINT8: 0,
    PrimitiveType.INT16: -(2**15) + 1,
    PrimitiveType.UINT16: 0,
    PrimitiveType.INT32: -(2**31) + 1,
    PrimitiveType.UINT32: 0,
    PrimitiveType.INT64: -(2**63) + 1,
    PrimitiveType.UINT64: 0,
    PrimitiveType.FLOAT: -3.4028234663852886e38,
    PrimitiveType.DOUBLE: -1.7976931348623157e308,
}
_MAXS: dict[PrimitiveType, int | float] = {
    PrimitiveType.CHAR: 0x7E,
    PrimitiveType.INT8: 2**7 - 1,
    PrimitiveType.UINT8: 2**8 - 2,
    PrimitiveType.INT16: 2**15 - 1,
    PrimitiveType.UINT16: 2**16 - 2,
    PrimitiveType.INT32: 2**31 - 1,
    PrimitiveType.UINT32: 2**32 - 2,
    PrimitiveType.INT64: 2**63 - 1,
    PrimitiveType.UINT64: 2**64 - 2,
    PrimitiveType.FLOAT: 3.4028234663852886e38,
    PrimitiveType.DOUBLE: 1.7976931348623157e308,
}

Scalar = int | float


@dataclass(frozen=True)
class Meta:
    """What every named element of a schema carries besides its layout."""

    description: str = ""
    since_version: int = 0
    deprecated: int | None = None
    semantic_type: str | None = None
    source_line: int | None = None  # line in the schema file, for error messages


@dataclass(frozen=True)
class EncodedType:
    """A primitive or a fixed array of primitives (SBE <type>).

    ``length`` > 1 means an array; a char array of length > 1 is a string. ``const_value`` is set
    (int, float or str) when ``presence`` is CONSTANT; such a type occupies no bytes on the wire.
    """

    name: str
    primitive: PrimitiveType
    length: int = 1
    presence: Presence = Presence.REQUIRED
    null_value: Scalar | None = None
    min_value: Scalar | None = None
    max_value: Scalar | None = None
    const_value: Scalar | str | None = None
    character_encoding: str | None = None
    byte_order: ByteOrder = ByteOrder.LITTLE_ENDIAN
    meta: Meta = field(default_factory=Meta)

    @property
    def encoded_length(self) -> int:
        return 0 if self.presence is Presence.CONSTANT else self.primitive.size * self.length

    @property
    def effective_null(self) -> Scalar:
        return self.primitive.default_null if self.null_value is None else self.null_value

    @property
    def effective_min(self) -> Scalar:
        return self.primitive.default_min if self.min_value is None else self.min_value

    @property
    def effective_max(self) -> Scalar:
        return self.primitive.default_max if self.max_value is None else self.max_value

    @property
    def is_string(self) -> bool:
        return self.primitive is PrimitiveType.CHAR and self.length > 1


@dataclass(frozen=True)
class EnumValue:
    name: str
    value: int  # a char enum's value is the character's code point
    meta: Meta = field(default_factory=Meta)


@dataclass(frozen=True)
class EnumType:
    """SBE <enum>; its wire form is one ``encoding`` primitive (char, uint8, int32, ...)."""

    name: str
    encoding: PrimitiveType
    values: tuple[EnumValue, ...]
    null_value: int  # the encoding's null, the value decoders map to NULL_VAL
    presence: Presence = Presence.REQUIRED
    byte_order: ByteOrder = ByteOrder.LITTLE_ENDIAN
    meta: Meta = field(default_factory=Meta)

    @property
    def encoded_length(self) -> int:
        return self.encoding.size


@dataclass(frozen=True)
class Choice:
    name: str
    bit: int
    meta: Meta = field(default_factory=Meta)


@dataclass(frozen=True)
class SetType:
    """SBE <set>: a bit set over an unsigned ``encoding`` primitive."""

    name: str
    encoding: PrimitiveType
    choices: tuple[Choice, ...]
    byte_order: ByteOrder = ByteOrder.LITTLE_ENDIAN
    meta: Meta = field(default_factory=Meta)

    @property
    def encoded_length(self) -> int:
        return self.encoding.size


@dataclass(frozen=True)
class CompositeMember:
    """One member of a composite at a fixed offset from the composite's start."""

    name: str
    offset: int
    type: Type
    meta: Meta = field(default_factory=Meta)

    @property
    def encoded_length(self) -> int:
        return self.type.encoded_length


@dataclass(frozen=True)
class CompositeType:
    name: str
    members: tuple[CompositeMember, ...]
    encoded_length: int  # includes explicit padding from member offsets
    byte_order: ByteOrder = ByteOrder.LITTLE_ENDIAN
    meta: Meta = field(default_factory=Meta)

    def member(self, name: str) -> CompositeMember:
        for m in self.members:
            if m.name == name:
                return m
        raise KeyError(f"composite {self.name} has no member {name!r}")


Type = EncodedType | EnumType | SetType | CompositeType


@dataclass(frozen=True)
class Field:
    """A fixed-position field in a message or group block.

    ``type`` is the resolved type. For a field whose presence is CONSTANT and that refers to an enum
    value (``valueRef="Enum.VALUE"``), ``value_ref`` holds that reference and the field occupies no bytes.
    A field's own presence overrides its type's.
    """

    name: str
    id: int
    offset: int
    type: Type
    presence: Presence = Presence.REQUIRED
    value_ref: str | None = None
    epoch: str | None = None
    time_unit: str | None = None
    meta: Meta = field(default_factory=Meta)

    @property
    def encoded_length(self) -> int:
        if self.presence is Presence.CONSTANT:
            return 0
        return self.type.encoded_length


@dataclass(frozen=True)
class VarData:
    """A variable-length field: a length prefix then that many bytes.

    ``type`` is the composite holding ``length`` (uint8/uint16/uint32) and ``varData`` (uint8 with
    length 0); ``character_encoding`` is set for text (e.g. US-ASCII, UTF-8), None for binary.
    """

    name: str
    id: int
    type: CompositeType
    length_type: EncodedType
    character_encoding: str | None = None
    meta: Meta = field(default_factory=Meta)

    @property
    def length_prefix_size(self) -> int:
        return self.length_type.primitive.size

    @property
    def max_length(self) -> int:
        return int(self.length_type.effective_max)

    @property
    def is_text(self) -> bool:
        return self.character_encoding is not None


@dataclass(frozen=True)
class Group:
    """A repeating group: a dimension header (blockLength, numInGroup), then entries of one block each.

    Each entry is ``block_length`` bytes of fields, then nested groups, then var data, in that order.
    """

    name: str
    id: int
    block_length: int
    dimension_type: CompositeType  # has members blockLength and numInGroup
    fields: tuple[Field, ...]
    groups: tuple[Group, ...]
    var_data: tuple[VarData, ...]
    meta: Meta = field(default_factory=Meta)

    @property
    def block_length_type(self) -> EncodedType:
        t = self.dimension_type.member("blockLength").type
        assert isinstance(t, EncodedType)
        return t

    @property
    def num_in_group_type(self) -> EncodedType:
        t = self.dimension_type.member("numInGroup").type
        assert isinstance(t, EncodedType)
        return t


@dataclass(frozen=True)
class Message:
    name: str
    id: int
    block_length: int
    fields: tuple[Field, ...]
    groups: tuple[Group, ...]
    var_data: tuple[VarData, ...]
    meta: Meta = field(default_factory=Meta)

    @property
    def is_fixed(self) -> bool:
        """True when the message is a single fixed block (no groups, no var data)."""
        return not self.groups and not self.var_data


@dataclass(frozen=True)
class Ir:
    """A whole schema, resolved.

    ``types`` holds every named type declared in <types> (in declaration order), so back ends can
    emit each enum, set and composite once. ``header`` is the message header composite (by default
    ``messageHeader``, or whatever ``headerType`` names).
    """

    package: str
    id: int
    version: int
    semantic_version: str
    byte_order: ByteOrder
    description: str
    header: CompositeType
    types: tuple[Type, ...]
    messages: tuple[Message, ...]
    source: str = ""  # file name the schema came from, for the "generated from" line

    def message(self, name: str) -> Message:
        for m in self.messages:
            if m.name == name:
                return m
        raise KeyError(f"schema {self.package} has no message {name!r}")

    def type(self, name: str) -> Type:
        for t in self.types:
            if t.name == name:
                return t
        raise KeyError(f"schema {self.package} has no type {name!r}")

    def describe_layout(self) -> list[tuple[str, ...]]:
        """The wire layout as flat, comparable rows: one per schema/header/message/field/value.

        Names are included because they are the only stable way to say *which* field differs.
        """
        rows: list[tuple[str, ...]] = [
            ("schema", str(self.id), str(self.version), self.byte_order.value),
        ]
        rows += [("header", *row) for row in _type_rows(self.header, "")]
        for msg in self.messages:
            path = msg.name
            rows.append(("message", path, str(msg.id), str(msg.block_length), str(msg.meta.since_version)))
            rows += _body_rows(path, msg.fields, msg.groups, msg.var_data)
        return rows


def _type_rows(t: Type, path: str) -> list[tuple[str, ...]]:
    if isinstance(t, EncodedType):
        const = "" if t.const_value is None else repr(t.const_value)
        return [("encoded", path, t.primitive.xml_name, str(t.length), t.presence.value,
                 _num(t.effective_null), const, t.character_encoding or "")]
    if isinstance(t, EnumType):
        rows: list[tuple[str, ...]] = [("enum", path, t.encoding.xml_name, _num(t.null_value))]
        rows += [("enumValue", path, v.name, str(v.value), str(v.meta.since_version)) for v in t.values]
        return rows
    if isinstance(t, SetType):
        rows = [("set", path, t.encoding.xml_name)]
        rows += [("choice", path, c.name, str(c.bit), str(c.meta.since_version)) for c in t.choices]
        return rows
    rows = [("composite", path, str(t.encoded_length))]
    for m in t.members:
        sub = f"{path}.{m.name}" if path else m.name
        rows.append(("member", sub, str(m.offset), str(m.meta.since_version)))
        rows += _type_rows(m.type, sub)
    return rows


def _body_rows(
    path: str, fields: tuple[Field, ...], groups: tuple[Group, ...], var_data: tuple[VarData, ...]
) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    for f in fields:
        fpath = f"{path}.{f.name}"
        rows.append(("field", fpath, str(f.id), str(f.offset), str(f.encoded_length), f.presence.value,
                     str(f.meta.since_version), f.value_ref or ""))
        rows += _type_rows(f.type, fpath)
    for g in groups:
        gpath = f"{path}.{g.name}"
        rows.append(("group", gpath, str(g.id), str(g.block_length), str(g.meta.since_version)))
        rows += _type_rows(g.dimension_type, f"{gpath}#dimension")
        rows += _body_rows(gpath, g.fields, g.groups, g.var_data)
    for v in var_data:
        vpath = f"{path}.{v.name}"
        rows.append(("varData", vpath, str(v.id), v.length_type.primitive.xml_name,
                     v.character_encoding or "", str(v.meta.since_version)))
    return rows


def _num(value: Scalar | None) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and math.isnan(value):
        return "NaN"
    return repr(value)
