"""The canonical value tree shared by the Java harness and the Python side, and hypothesis strategies for it.

A message body is a dict keyed by schema names (camelCase, exactly as in the XML): integers as ints
(uint64 unsigned), float/double as their raw IEEE bit patterns, optional fields holding their null value as
None, enums by constant name ("NULL_VAL" for the null value, a raw int for an undefined value), sets as
the list of set choice names in schema order, composites as dicts, groups as lists of entry dicts, text
var data as str and binary var data as lower-case hex. Constant fields carry no bytes and are left out.
docs/sbe-tool-crosscheck.md says why.
"""

from __future__ import annotations

import struct
from typing import Any

from hypothesis import strategies as st
from sbe_harness import field_optional, jprop, kind, member_optional

from aeronkit.codegen.ir import (
    CompositeType,
    EncodedType,
    EnumType,
    Field,
    Group,
    Message,
    PrimitiveType,
    SetType,
    Type,
    VarData,
)

Body = dict[str, Any]
Node = Message | Group

ASCII = st.characters(min_codepoint=0x20, max_codepoint=0x7E)
UTF8 = st.characters(codec="utf-8", exclude_categories=("Cs",))


def float_bits(value: float, primitive: PrimitiveType) -> int:
    if primitive is PrimitiveType.FLOAT:
        return struct.unpack("<I", struct.pack("<f", value))[0]
    return struct.unpack("<Q", struct.pack("<d", value))[0]


def bits_float(bits: int, primitive: PrimitiveType) -> float:
    if primitive is PrimitiveType.FLOAT:
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


# ---- strategies

def _primitive(t: EncodedType) -> st.SearchStrategy[Any]:
    p = t.primitive
    if p.is_float:
        floats = st.floats(width=32 if p is PrimitiveType.FLOAT else 64, allow_nan=False)
        return floats.map(lambda v: float_bits(v, p))
    return st.integers(int(t.effective_min), int(t.effective_max))


def type_values(t: Type, optional: bool, max_version: int | None) -> st.SearchStrategy[Any]:
    """Values for one field or composite member, valid at ``max_version`` (None: the newest)."""
    k = kind(t)
    if k == "encoded":
        assert isinstance(t, EncodedType)
        values = _primitive(t)
        if not optional or t.primitive.is_float:
            return values
        null = int(t.effective_null)  # an optional field holding its null value is canonically None
        return st.one_of(st.none(), values.filter(lambda v: v != null))
    if k == "chars":
        assert isinstance(t, EncodedType)
        return st.text(ASCII, max_size=t.length)
    if k == "array":
        assert isinstance(t, EncodedType)
        return st.lists(_primitive(t), min_size=t.length, max_size=t.length)
    if k == "enum":
        assert isinstance(t, EnumType)
        names = [v.name for v in t.values if max_version is None or v.meta.since_version <= max_version]
        return st.sampled_from([*names, "NULL_VAL"] if optional else names)
    if k == "set":
        assert isinstance(t, SetType)
        names = [c.name for c in t.choices if max_version is None or c.meta.since_version <= max_version]
        chosen = st.lists(st.sampled_from(names), unique=True)
        return chosen.map(lambda picked: [n for n in names if n in picked])
    assert isinstance(t, CompositeType)
    return st.fixed_dictionaries({
        m.name: type_values(m.type, member_optional(m), max_version)
        for m in t.members if kind(m.type) != "constant"
    })


def var_data_values(v: VarData, max_size: int = 24) -> st.SearchStrategy[str]:
    size = min(max_size, v.max_length)
    if not v.is_text:
        return st.binary(max_size=size).map(bytes.hex)
    if (v.character_encoding or "").upper().replace("_", "-") in ("UTF-8", "UTF8"):
        return st.text(UTF8, max_size=size // 4)
    return st.text(ASCII, max_size=size)


def body_values(node: Node, max_version: int | None = None, depth: int = 0) -> st.SearchStrategy[Body]:
    """A canonical body for a message or group entry; groups get up to 3 entries (nested ones up to 2)."""
    parts: dict[str, st.SearchStrategy[Any]] = {}
    for f in node.fields:
        if kind(f.type, f) != "constant":
            parts[f.name] = type_values(f.type, field_optional(f), max_version)
    for g in node.groups:
        parts[g.name] = st.lists(body_values(g, max_version, depth + 1), max_size=3 if depth == 0 else 2)
    for v in node.var_data:
        parts[v.name] = var_data_values(v)
    return st.fixed_dictionaries(parts)


# ---- version projections

def project(body: Body, old: Node) -> Body:
    """The part of a newest-version body that a version-N decoder (whose IR node is ``old``) can see."""
    out: Body = {}
    for f in old.fields:
        if kind(f.type, f) != "constant":
            out[f.name] = body[f.name]
    for g in old.groups:
        out[g.name] = [project(entry, g) for entry in body[g.name]]
    for v in old.var_data:
        out[v.name] = body[v.name]
    return out


def absent_value(t: Type, optional: bool) -> Any:
    """What a decoder reports for a field that the acting version does not have yet."""
    k = kind(t)
    if k == "encoded":
        assert isinstance(t, EncodedType)
        if t.primitive.is_float:
            return float_bits(float(t.effective_null), t.primitive)
        return None if optional else int(t.effective_null)
    if k == "enum":
        return "NULL_VAL"
    if k == "set":
        return []
    if k == "chars":
        return ""
    if k == "array":
        assert isinstance(t, EncodedType)
        return [int(t.effective_null)] * t.length
    assert isinstance(t, CompositeType)
    return {m.name: absent_value(m.type, member_optional(m)) for m in t.members if kind(m.type) != "constant"}


def widen(body: Body, new: Node, acting_version: int) -> Body:
    """The newest-version view of a body written at ``acting_version``: newer parts read as absent."""
    out: Body = {}
    for f in new.fields:
        if kind(f.type, f) == "constant":
            continue
        if f.meta.since_version > acting_version:
            out[f.name] = absent_value(f.type, field_optional(f))
        else:
            out[f.name] = body[f.name]
    for g in new.groups:
        if g.meta.since_version > acting_version:
            out[g.name] = []
        else:
            out[g.name] = [widen(entry, g, acting_version) for entry in body[g.name]]
    for v in new.var_data:
        out[v.name] = "" if v.meta.since_version > acting_version else body[v.name]
    return out


def fields_by_name(node: Node) -> dict[str, Field]:
    return {f.name: f for f in node.fields}


def ir_layout(node: Node, old_sbe_tool_transform: bool = False) -> dict[str, Any]:
    """What sbe-tool's generated decoder should report for ``node`` (see Layout.java), from our IR.

    ``old_sbe_tool_transform``: the codecs were generated with sbe.schema.transform.version, whose groups
    report block length 0 in sbe-tool 1.38.1 (see docs/sbe-tool-crosscheck.md).
    """
    out: dict[str, Any] = {}
    if isinstance(node, Message):
        out.update(templateId=node.id, blockLength=node.block_length)
    out["fields"] = {
        jprop(f.name): {"id": f.id, "sinceVersion": f.meta.since_version, "offset": f.offset,
                        "length": f.encoded_length}
        for f in node.fields
    }
    out["groups"] = {
        jprop(g.name): {
            "id": g.id, "sinceVersion": g.meta.since_version,
            "blockLength": 0 if old_sbe_tool_transform else g.block_length,
            "headerSize": g.dimension_type.encoded_length, **ir_layout(g, old_sbe_tool_transform),
        }
        for g in node.groups
    }
    out["varData"] = {
        jprop(v.name): {"id": v.id, "sinceVersion": v.meta.since_version,
                        "headerLength": v.length_prefix_size}
        for v in node.var_data
    }
    return out
