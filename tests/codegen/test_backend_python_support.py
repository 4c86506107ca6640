"""Helpers for the Python back-end tests (no tests here): IR builders, value strategies drawn from an
IR, and an independent reference encoder.

The reference encoder packs bytes with ``struct`` straight from the IR offsets; it shares no code
with the generated codecs, so a byte-for-byte match proves the codec writes the layout the IR says
rather than merely agreeing with itself.
"""

from __future__ import annotations

import itertools
import math
import struct
from types import ModuleType
from typing import Any

from hypothesis import strategies as st

from aeronkit.codegen.backends.python import render
from aeronkit.codegen.backends.python.naming import attribute, class_name
from aeronkit.codegen.ir import (
    ByteOrder,
    Choice,
    CompositeMember,
    CompositeType,
    EncodedType,
    EnumType,
    EnumValue,
    Field,
    Group,
    Ir,
    Message,
    Meta,
    Presence,
    PrimitiveType,
    SetType,
    Type,
    VarData,
)

LE = ByteOrder.LITTLE_ENDIAN
BE = ByteOrder.BIG_ENDIAN
P = PrimitiveType
REQUIRED, OPTIONAL, CONSTANT = Presence.REQUIRED, Presence.OPTIONAL, Presence.CONSTANT

_counter = itertools.count()


# ---------------------------------------------------------------------------------------------
# loading generated code


def load(ir: Ir, name: str = "features") -> ModuleType:
    """Generate the module for ``ir`` and execute it as a fresh, uniquely named module."""
    text = render(ir, name)
    module = ModuleType(f"aeronkit_test_codec_{name}_{next(_counter)}")
    exec(compile(text, f"<generated {name}>", "exec"), module.__dict__)
    return module


# ---------------------------------------------------------------------------------------------
# IR builders: offsets are laid out sequentially unless given, as the front end would


def prim(
    name: str,
    primitive: PrimitiveType,
    length: int = 1,
    *,
    presence: Presence = REQUIRED,
    order: ByteOrder = LE,
    null: int | float | None = None,
    const: Any = None,
    encoding: str | None = None,
    max_value: int | None = None,
) -> EncodedType:
    return EncodedType(
        name=name,
        primitive=primitive,
        length=length,
        presence=presence,
        null_value=null,
        const_value=const,
        character_encoding=encoding,
        byte_order=order,
        max_value=max_value,
    )


def enum_type(
    name: str,
    encoding: PrimitiveType,
    values: dict[str, int],
    order: ByteOrder = LE,
    presence: Presence = REQUIRED,
) -> EnumType:
    return EnumType(
        name=name,
        encoding=encoding,
        values=tuple(EnumValue(n, v) for n, v in values.items()),
        null_value=int(encoding.default_null),
        presence=presence,
        byte_order=order,
    )


def set_type(name: str, encoding: PrimitiveType, bits: dict[str, int], order: ByteOrder = LE) -> SetType:
    return SetType(
        name=name, encoding=encoding, choices=tuple(Choice(n, b) for n, b in bits.items()), byte_order=order
    )


def composite(
    name: str, members: list[tuple], order: ByteOrder = LE, length: int | None = None
) -> CompositeType:
    """members: (name, type) or (name, type, offset)."""
    built: list[CompositeMember] = []
    pos = 0
    for spec in members:
        mname, mtype = spec[0], spec[1]
        offset = spec[2] if len(spec) > 2 else pos
        built.append(CompositeMember(mname, offset, mtype))
        pos = offset + mtype.encoded_length
    return CompositeType(
        name=name, members=tuple(built), encoded_length=pos if length is None else length, byte_order=order
    )


def header(order: ByteOrder = LE) -> CompositeType:
    return composite(
        "messageHeader",
        [(n, prim(n, P.UINT16, order=order)) for n in ("blockLength", "templateId", "schemaId", "version")],
        order,
    )


def dimension(
    order: ByteOrder = LE, count: PrimitiveType = P.UINT16, name: str = "groupSizeEncoding"
) -> CompositeType:
    return composite(
        name,
        [
            ("blockLength", prim("blockLength", P.UINT16, order=order)),
            ("numInGroup", prim("numInGroup", count, order=order)),
        ],
        order,
    )


def var_data(
    name: str,
    id: int,
    length: PrimitiveType,
    encoding: str | None,
    order: ByteOrder = LE,
    since: int = 0,
    max_value: int | None = None,
) -> VarData:
    length_type = prim("length", length, order=order, max_value=max_value)
    comp = composite(
        f"var{length.xml_name}",
        [("length", length_type), ("varData", prim("varData", P.UINT8, 0, order=order))],
        order,
    )
    return VarData(
        name=name,
        id=id,
        type=comp,
        length_type=length_type,
        character_encoding=encoding,
        meta=Meta(since_version=since),
    )


def fields(*specs: dict[str, Any]) -> tuple[Field, ...]:
    """specs: dict(name, type, presence=REQUIRED, since=0, offset=None, value_ref=None)."""
    out: list[Field] = []
    pos = 0
    for i, spec in enumerate(specs, 1):
        presence = spec.get("presence", REQUIRED)
        t = spec["type"]
        offset = spec.get("offset", pos)
        f = Field(
            name=spec["name"],
            id=i,
            offset=offset,
            type=t,
            presence=presence,
            value_ref=spec.get("value_ref"),
            meta=Meta(since_version=spec.get("since", 0)),
        )
        out.append(f)
        pos = offset + f.encoded_length
    return tuple(out)


def block_end(fs: tuple[Field, ...]) -> int:
    return max((f.offset + f.encoded_length for f in fs), default=0)


def group(
    name: str,
    id: int,
    fs: tuple[Field, ...],
    groups: tuple[Group, ...] = (),
    var: tuple[VarData, ...] = (),
    dim: CompositeType | None = None,
    since: int = 0,
    padding: int = 0,
) -> Group:
    return Group(
        name=name,
        id=id,
        block_length=block_end(fs) + padding,
        dimension_type=dim or dimension(),
        fields=fs,
        groups=groups,
        var_data=var,
        meta=Meta(since_version=since),
    )


def message(
    name: str,
    id: int,
    fs: tuple[Field, ...],
    groups: tuple[Group, ...] = (),
    var: tuple[VarData, ...] = (),
    padding: int = 0,
) -> Message:
    return Message(
        name=name, id=id, block_length=block_end(fs) + padding, fields=fs, groups=groups, var_data=var
    )


# ---------------------------------------------------------------------------------------------
# value strategies: values are in the shape Decoder.to_dict() returns


def is_constant(t: Type, presence: Presence) -> bool:
    return presence is CONSTANT or (isinstance(t, EncodedType) and t.presence is CONSTANT)


def _int_range(p: PrimitiveType) -> tuple[int, int]:
    bits = 8 * p.size
    if p.is_signed:
        return -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
    return 0, 2**bits - 1


def _text_for(encoding: str, max_bytes: int) -> st.SearchStrategy[str]:
    if encoding.upper() in ("US-ASCII", "ASCII"):
        return st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=max_bytes)
    return st.text(st.characters(blacklist_categories=("Cs",), min_codepoint=1), max_size=max_bytes).filter(
        lambda s: len(s.encode(encoding)) <= max_bytes
    )


def type_values(t: Type, optional: bool) -> st.SearchStrategy[Any]:
    if isinstance(t, EncodedType):
        optional = optional or t.presence is OPTIONAL
        p = t.primitive
        if p is P.CHAR:
            return _text_for(t.character_encoding or "US-ASCII", t.length).filter(lambda s: "\0" not in s)
        if p.is_float:
            width = 32 if p is P.FLOAT else 64
            null_nan = isinstance(t.effective_null, float) and math.isnan(t.effective_null)
            values = st.floats(width=width, allow_nan=not (optional and null_nan))
            if optional:
                values = st.none() | values.filter(lambda v: v != t.effective_null)
            return values
        lo, hi = _int_range(p)
        ints = st.integers(lo, hi)
        if t.length != 1:
            return st.tuples(*([ints] * t.length))
        if optional:
            return st.none() | ints.filter(lambda v: v != t.effective_null)
        return ints
    if isinstance(t, EnumType):
        return st.sampled_from([v.name for v in t.values] + ["NULL_VAL"])
    if isinstance(t, SetType):
        names = [c.name for c in t.choices]
        return st.sets(st.sampled_from(names)).map(lambda chosen: [n for n in names if n in chosen])
    members = {
        attribute(m.name): type_values(m.type, False)
        for m in t.members
        if m.type.encoded_length and not is_constant(m.type, REQUIRED)
    }
    return st.fixed_dictionaries(members)


def body_values(
    fs: tuple[Field, ...], groups: tuple[Group, ...], var: tuple[VarData, ...], max_entries: int = 3
) -> st.SearchStrategy[dict[str, Any]]:
    parts: dict[str, st.SearchStrategy[Any]] = {}
    for f in fs:
        if not is_constant(f.type, f.presence):
            parts[attribute(f.name)] = type_values(f.type, f.presence is OPTIONAL)
    for g in groups:
        parts[attribute(g.name)] = st.lists(
            body_values(g.fields, g.groups, g.var_data, max(1, max_entries - 1)), max_size=max_entries
        )
    for v in var:
        limit = min(v.max_length, 40)
        parts[attribute(v.name)] = (
            _text_for(v.character_encoding, limit) if v.is_text else st.binary(max_size=limit)
        )
    return st.fixed_dictionaries(parts)


def message_values(m: Message) -> st.SearchStrategy[dict[str, Any]]:
    return body_values(m.fields, m.groups, m.var_data)


# ---------------------------------------------------------------------------------------------
# expected decoder output


def _const_value(t: Type, f_value_ref: str | None) -> Any:
    if f_value_ref:
        return f_value_ref.partition(".")[2]
    assert isinstance(t, EncodedType)
    return t.const_value


def type_expected(t: Type, value: Any) -> Any:
    if isinstance(t, CompositeType):
        out = {}
        for m in t.members:
            if is_constant(m.type, REQUIRED):
                out[attribute(m.name)] = _const_value(m.type, None)
            elif m.type.encoded_length:
                out[attribute(m.name)] = type_expected(m.type, value[attribute(m.name)])
        return out
    return value


def expected(
    fs: tuple[Field, ...],
    groups: tuple[Group, ...],
    var: tuple[VarData, ...],
    values: dict[str, Any] | None,
    version: int | None = None,
) -> dict[str, Any]:
    """What to_dict() must return for ``values``; with ``version``, elements newer than it are absent
    (None, or an empty list for groups), and elements missing from ``values`` are treated as absent."""

    def absent(since: int, key: str) -> bool:
        return (version is not None and since > version) or values is None or key not in values

    out: dict[str, Any] = {}
    for f in fs:
        key = attribute(f.name)
        if is_constant(f.type, f.presence):
            out[key] = _const_value(f.type, f.value_ref)
        elif absent(f.meta.since_version, key):
            out[key] = None
        else:
            out[key] = type_expected(f.type, values[key])  # type: ignore[index]
    for g in groups:
        key = attribute(g.name)
        if absent(g.meta.since_version, key):
            out[key] = []
        else:
            out[key] = [expected(g.fields, g.groups, g.var_data, e, version) for e in values[key]]  # type: ignore[index]
    for v in var:
        key = attribute(v.name)
        out[key] = None if absent(v.meta.since_version, key) else values[key]  # type: ignore[index]
    return out


def same(a: Any, b: Any) -> bool:
    """Equality where NaN equals NaN (float fields round-trip NaN payload-free)."""
    if isinstance(a, float) and isinstance(b, float):
        return (math.isnan(a) and math.isnan(b)) or a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, int) and isinstance(b, int):
        return a == b
    return type(a) is type(b) and a == b


# ---------------------------------------------------------------------------------------------
# driving the generated encoder


def apply(
    module: ModuleType,
    enc: Any,
    fs: tuple[Field, ...],
    groups: tuple[Group, ...],
    var: tuple[VarData, ...],
    values: dict[str, Any],
) -> None:
    for f in fs:
        key = attribute(f.name)
        if key in values:
            _set(module, enc, key, f.type, values[key])
    for g in groups:
        key = attribute(g.name)
        if key not in values:
            continue
        entries = values[key]
        genc = getattr(enc, f"{key}_count")(len(entries))
        for entry in entries:
            genc.next()
            apply(module, genc, g.fields, g.groups, g.var_data, entry)
    for v in var:
        key = attribute(v.name)
        if key in values:
            getattr(enc, f"put_{key.rstrip('_')}")(values[key])


def _set(module: ModuleType, target: Any, key: str, t: Type, value: Any) -> None:
    if isinstance(t, CompositeType):
        nested = getattr(target, key)
        for m in t.members:
            mkey = attribute(m.name)
            if mkey in value:
                _set(module, nested, mkey, m.type, value[mkey])
        return
    if isinstance(t, EnumType):
        value = getattr(module, class_name(t.name))[value]
    elif isinstance(t, SetType):
        cls = getattr(module, class_name(t.name))
        flags = cls(0)
        for n in value:
            flags |= cls[n]
        value = flags
    setattr(target, key, value)


# ---------------------------------------------------------------------------------------------
# the reference encoder


def ref_message(ir: Ir, m: Message, values: dict[str, Any], size: int = 8192) -> bytes:
    buf = bytearray(size)
    hdr = ir.header
    header_values = {
        "blockLength": m.block_length,
        "templateId": m.id,
        "schemaId": ir.id,
        "version": ir.version,
    }
    for member in hdr.members:
        _ref_type(buf, member.offset, member.type, header_values.get(member.name, 0), False)
    limit = _ref_body(buf, hdr.encoded_length, m.fields, m.groups, m.var_data, m.block_length, values)
    return bytes(buf[:limit])


def _ref_body(
    buf: bytearray,
    pos: int,
    fs: tuple[Field, ...],
    groups: tuple[Group, ...],
    var: tuple[VarData, ...],
    block_length: int,
    values: dict[str, Any],
) -> int:
    for f in fs:
        if is_constant(f.type, f.presence):
            continue
        _ref_type(buf, pos + f.offset, f.type, values[attribute(f.name)], f.presence is OPTIONAL)
    limit = pos + block_length
    for g in groups:
        entries = values[attribute(g.name)]
        dims = {"blockLength": g.block_length, "numInGroup": len(entries)}
        for member in g.dimension_type.members:
            _ref_type(buf, limit + member.offset, member.type, dims.get(member.name, 0), False)
        limit += g.dimension_type.encoded_length
        for entry in entries:
            limit = _ref_body(buf, limit, g.fields, g.groups, g.var_data, g.block_length, entry)
    for v in var:
        value = values[attribute(v.name)]
        data = value.encode(v.character_encoding) if isinstance(value, str) else bytes(value)
        lt = v.length_type
        struct.pack_into(lt.byte_order.struct_prefix + lt.primitive.struct_code, buf, limit, len(data))
        limit += lt.primitive.size
        buf[limit : limit + len(data)] = data
        limit += len(data)
    return limit


def _ref_type(buf: bytearray, offset: int, t: Type, value: Any, optional: bool) -> None:
    if isinstance(t, EncodedType):
        if t.presence is CONSTANT or t.encoded_length == 0:
            return
        prefix = t.byte_order.struct_prefix
        if t.primitive is P.CHAR:
            data = value.encode(t.character_encoding or "US-ASCII")
            buf[offset : offset + t.length] = data.ljust(t.length, b"\0")
        elif t.length != 1:
            struct.pack_into(f"{prefix}{t.length}{t.primitive.struct_code}", buf, offset, *value)
        else:
            struct.pack_into(
                prefix + t.primitive.struct_code, buf, offset, t.effective_null if value is None else value
            )
    elif isinstance(t, EnumType):
        number = t.null_value if value == "NULL_VAL" else {v.name: v.value for v in t.values}[value]
        struct.pack_into(t.byte_order.struct_prefix + t.encoding.struct_code, buf, offset, number)
    elif isinstance(t, SetType):
        bits = {c.name: c.bit for c in t.choices}
        number = sum(1 << bits[n] for n in value)
        struct.pack_into(t.byte_order.struct_prefix + t.encoding.struct_code, buf, offset, number)
    else:
        for m in t.members:
            if m.type.encoded_length and not is_constant(m.type, REQUIRED):
                _ref_type(buf, offset + m.offset, m.type, value[attribute(m.name)], False)


def encode(module: ModuleType, m: Message, values: dict[str, Any], size: int = 8192) -> bytes:
    """Encode ``values`` with the generated encoder (header included) and return the used bytes."""
    buf = bytearray(size)
    enc = getattr(module, class_name(m.name) + "Encoder")().wrap_and_apply_header(buf)
    apply(module, enc, m.fields, m.groups, m.var_data, values)
    return bytes(buf[: module.HEADER_LENGTH + enc.encoded_length])


def decoder(module: ModuleType, m: Message) -> Any:
    return getattr(module, class_name(m.name) + "Decoder")()


# ---------------------------------------------------------------------------------------------
# random schemas, built as IR directly (offsets with gaps, nested groups, var data, enums, sets,
# composites, optional fields, either byte order)

_SCALARS = [p for p in PrimitiveType if p is not P.CHAR]
_names = (f"f{i}" for i in itertools.count())


@st.composite
def _random_type(draw: st.DrawFn, order: ByteOrder, depth: int = 0) -> tuple[Type, Presence]:
    kind = draw(
        st.sampled_from(["scalar", "scalar", "chars", "array", "enum", "set", "composite"][: 7 - depth])
    )
    name = next(_names)
    if kind == "scalar":
        presence = draw(st.sampled_from([REQUIRED, OPTIONAL]))
        return prim(name, draw(st.sampled_from(_SCALARS)), order=order), presence
    if kind == "chars":
        return prim(name, P.CHAR, draw(st.integers(1, 6)), order=order), REQUIRED
    if kind == "array":
        return prim(
            name, draw(st.sampled_from([P.INT8, P.UINT16, P.INT32])), draw(st.integers(2, 3)), order=order
        ), REQUIRED
    if kind == "enum":
        encoding = draw(st.sampled_from([P.CHAR, P.UINT8, P.INT32]))
        codes = draw(st.lists(st.integers(65, 90), min_size=1, max_size=3, unique=True))
        return enum_type(f"E{name}", encoding, {f"V{c}": c for c in codes}, order=order), REQUIRED
    if kind == "set":
        encoding = draw(st.sampled_from([P.UINT8, P.UINT16, P.UINT32]))
        bits = draw(st.lists(st.integers(0, 8 * encoding.size - 1), min_size=1, max_size=3, unique=True))
        return set_type(f"S{name}", encoding, {f"B{b}": b for b in bits}, order=order), REQUIRED
    members = []
    pos = 0
    for _ in range(draw(st.integers(1, 3))):
        member_type, _presence = draw(_random_type(order, depth + 1))
        pos += draw(st.integers(0, 2))
        members.append((next(_names), member_type, pos))
        pos += member_type.encoded_length
    return composite(f"C{name}", members, order, length=pos + draw(st.integers(0, 2))), REQUIRED


@st.composite
def _random_fields(draw: st.DrawFn, order: ByteOrder) -> tuple[Field, ...]:
    specs = []
    pos = 0
    for _ in range(draw(st.integers(0, 5))):
        t, presence = draw(_random_type(order))
        pos += draw(st.integers(0, 3))
        specs.append({"name": next(_names), "type": t, "presence": presence, "offset": pos})
        pos += t.encoded_length
    return fields(*specs)


@st.composite
def _random_var(draw: st.DrawFn, order: ByteOrder, first_id: int) -> tuple[VarData, ...]:
    out = []
    for i in range(draw(st.integers(0, 2))):
        length = draw(st.sampled_from([P.UINT8, P.UINT16, P.UINT32]))
        encoding = draw(st.sampled_from([None, "US-ASCII", "UTF-8"]))
        out.append(
            var_data(
                next(_names),
                first_id + i,
                length,
                encoding,
                order=order,
                max_value=(1 << 30) if length is P.UINT32 else None,
            )
        )
    return tuple(out)


@st.composite
def _random_groups(draw: st.DrawFn, order: ByteOrder, depth: int) -> tuple[Group, ...]:
    if depth >= 2:
        return ()
    out = []
    for i in range(draw(st.integers(0, 2))):
        out.append(
            group(
                next(_names),
                100 + i,
                draw(_random_fields(order)),
                groups=draw(_random_groups(order, depth + 1)),
                var=draw(_random_var(order, 200)),
                dim=dimension(order),
                padding=draw(st.integers(0, 3)),
            )
        )
    return tuple(out)


@st.composite
def random_ir(draw: st.DrawFn) -> Ir:
    order = draw(st.sampled_from([LE, BE]))
    messages = []
    for i in range(draw(st.integers(1, 3))):
        messages.append(
            message(
                f"Msg{i}",
                i + 1,
                draw(_random_fields(order)),
                groups=draw(_random_groups(order, 0)),
                var=draw(_random_var(order, 300)),
                padding=draw(st.integers(0, 3)),
            )
        )
    return Ir(
        package="random",
        id=draw(st.integers(1, 65534)),
        version=0,
        semantic_version="",
        byte_order=order,
        description="",
        header=header(order),
        types=(),
        messages=tuple(messages),
        source="random.xml",
    )
