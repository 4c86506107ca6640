"""The generated C, compiled and called through cffi, against Python's struct built from the IR offsets.

The sample schema (test_backend_c_ir.sample_ir) is rendered twice, little- and big-endian, and both
headers go into one extension, which also proves two schemas' headers coexist in one translation unit.
Truncation tests place the message so it ends exactly at a PROT_NONE guard page: any read past the
buffer length the C was given would crash the test run rather than pass silently.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_backend_c_ir import GuardedBuffer, build_module, gcc_check, sample_ir

from aeronkit.codegen.backends.c.generator import render
from aeronkit.codegen.ir import (
    ByteOrder,
    CompositeType,
    EncodedType,
    EnumType,
    Ir,
    Message,
    Presence,
    PrimitiveType,
    SetType,
)
from aeronkit.codegen.naming import c_identifier, snake_case

ORDERS = {"cgen_le": ByteOrder.LITTLE_ENDIAN, "cgen_be": ByteOrder.BIG_ENDIAN}
SETTINGS = settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@pytest.fixture(scope="module")
def native(tmp_path_factory: pytest.TempPathFactory) -> Any:
    tmp = tmp_path_factory.mktemp("cgen")
    files: dict[str, str] = {}
    for name, order in ORDERS.items():
        files.update(render(sample_ir(order), name))
    return build_module(files, "_cgen_sample", tmp)


# ---- a reference layout, computed from the IR alone ---------------------------------------------------


@dataclass(frozen=True)
class RefLeaf:
    """A primitive leaf of a message block: where it is and how the C API reaches it."""

    path: tuple[str, ...]  # snake names, message field down to the leaf
    owners: tuple[str, ...]  # C flyweight type at each step
    offset: int
    prim: PrimitiveType
    length: int
    since: int
    null: int | float
    order: ByteOrder

    @property
    def fmt(self) -> str:
        prefix = self.order.struct_prefix
        if self.prim is PrimitiveType.CHAR and self.length > 1:
            return f"{prefix}{self.length}s"
        return prefix + self.prim.struct_code * self.length

    @property
    def column(self) -> str:
        return c_identifier("_".join(self.path))


def ref_leaves(pfx: str, msg: Message) -> list[RefLeaf]:
    out: list[RefLeaf] = []

    def walk(t: Any, path: tuple[str, ...], owners: tuple[str, ...], offset: int, since: int) -> None:
        if isinstance(t, CompositeType):
            inner = (*owners, f"{pfx}_{snake_case(t.name)}")
            for m in t.members:
                walk(
                    m.type,
                    (*path, snake_case(m.name)),
                    inner,
                    offset + m.offset,
                    max(since, m.meta.since_version),
                )
        elif isinstance(t, EnumType):
            out.append(RefLeaf(path, owners, offset, t.encoding, 1, since, t.null_value, t.byte_order))
        elif isinstance(t, SetType):
            out.append(RefLeaf(path, owners, offset, t.encoding, 1, since, 0, t.byte_order))
        elif isinstance(t, EncodedType) and t.presence is not Presence.CONSTANT and t.length > 0:
            out.append(
                RefLeaf(path, owners, offset, t.primitive, t.length, since, t.effective_null, t.byte_order)
            )

    for f in msg.fields:
        if f.presence is not Presence.CONSTANT:
            walk(
                f.type,
                (snake_case(f.name),),
                (f"{pfx}_{snake_case(msg.name)}",),
                f.offset,
                f.meta.since_version,
            )
    return out


def values_for(leaf: RefLeaf) -> st.SearchStrategy[Any]:
    p = leaf.prim
    if p is PrimitiveType.CHAR:
        return (
            st.binary(min_size=leaf.length, max_size=leaf.length) if leaf.length > 1 else st.integers(0, 255)
        )
    if p is PrimitiveType.FLOAT:
        one: st.SearchStrategy[Any] = st.floats(width=32, allow_nan=False)
    elif p is PrimitiveType.DOUBLE:
        one = st.floats(allow_nan=False)
    else:
        lo = -(2 ** (p.size * 8 - 1)) if p.is_signed else 0
        one = st.integers(lo, lo + 2 ** (p.size * 8) - 1)
    return one if leaf.length == 1 else st.lists(one, min_size=leaf.length, max_size=leaf.length)


def pack(leaf: RefLeaf, buf: bytearray, base: int, value: Any) -> None:
    args = value if isinstance(value, list) else [value]
    struct.pack_into(leaf.fmt, buf, base + leaf.offset, *args)


def c_owner(native: Any, fw: Any, leaf: RefLeaf) -> tuple[Any, str]:
    obj, owner = fw, leaf.owners[0]
    for name, nxt in zip(leaf.path[:-1], leaf.owners[1:], strict=True):
        sub = native.ffi.new(f"{nxt} *")
        assert getattr(native.lib, f"{owner}_{name}")(obj, sub) == 0
        obj, owner = sub, nxt
    return obj, owner


def c_read(native: Any, fw: Any, leaf: RefLeaf) -> Any:
    ffi, lib = native.ffi, native.lib
    obj, owner = c_owner(native, fw, leaf)
    last = leaf.path[-1]
    if leaf.prim is PrimitiveType.CHAR and leaf.length > 1:
        dst = ffi.new("char[]", leaf.length)
        assert getattr(lib, f"{owner}_get_{last}")(obj, dst, leaf.length) == leaf.length
        return ffi.buffer(dst, leaf.length)[:]
    getter = getattr(lib, f"{owner}_{last}")
    if leaf.length > 1:
        return [getter(obj, i) for i in range(leaf.length)]
    value = getter(obj)
    return ord(value) if leaf.prim is PrimitiveType.CHAR else value


def c_write(native: Any, fw: Any, leaf: RefLeaf, value: Any) -> None:
    lib = native.lib
    obj, owner = c_owner(native, fw, leaf)
    last = leaf.path[-1]
    if leaf.prim is PrimitiveType.CHAR and leaf.length > 1:
        assert getattr(lib, f"{owner}_put_{last}")(obj, value, len(value)) == len(value)
    elif leaf.length > 1:
        for i, v in enumerate(value):
            assert getattr(lib, f"{owner}_set_{last}")(obj, i, v) == 0
    else:
        assert (
            getattr(lib, f"{owner}_set_{last}")(
                obj, bytes([value]) if leaf.prim is PrimitiveType.CHAR else value
            )
            == 0
        )


def same(a: Any, b: Any) -> bool:
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float) and math.isnan(a):
        return isinstance(b, float) and math.isnan(b)
    return bool(a == b)


def expected(leaf: RefLeaf, value: Any) -> Any:
    """What the C getter returns for a packed value: floats go through float32 rounding."""
    if leaf.prim is PrimitiveType.FLOAT:
        to32 = lambda v: struct.unpack("f", struct.pack("f", v))[0]  # noqa: E731
        return [to32(v) for v in value] if isinstance(value, list) else to32(value)
    return value


def null_of(leaf: RefLeaf) -> Any:
    if leaf.prim is PrimitiveType.CHAR and leaf.length > 1:
        return bytes(leaf.length)
    return [leaf.null] * leaf.length if leaf.length > 1 else leaf.null


# ---- compilation ----------------------------------------------------------------------------------------


def test_headers_compile_pedantic_together(tmp_path: Path) -> None:
    headers = []
    for name, order in ORDERS.items():
        for path, text in render(sample_ir(order), name).items():
            target = tmp_path / Path(path).name
            target.write_text(text)
            if target.suffix == ".h":
                headers.append(target)
    gcc_check(headers, tmp_path)


def test_constants_match_the_ir(native: Any) -> None:
    lib = native.lib
    ir = sample_ir()
    for pfx in ORDERS:
        up = pfx.upper()
        assert getattr(lib, f"{up}_SCHEMA_ID") == ir.id and getattr(lib, f"{up}_SCHEMA_VERSION") == ir.version
        for t in ir.types:
            if isinstance(t, EnumType):
                for v in t.values:
                    assert getattr(lib, f"{up}_{snake_case(t.name).upper()}_{v.name}") == v.value
            if isinstance(t, SetType):
                for c in t.choices:
                    assert getattr(lib, f"{up}_{snake_case(t.name).upper()}_{c.name.upper()}") == 1 << c.bit
        for m in ir.messages:
            assert getattr(lib, f"{up}_{snake_case(m.name).upper()}_TEMPLATE_ID") == m.id
            assert getattr(lib, f"{up}_{snake_case(m.name).upper()}_BLOCK_LENGTH") == m.block_length


# ---- fixed fields ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("pfx", sorted(ORDERS))
@pytest.mark.parametrize("message", ["Trade", "Boxed"])
@SETTINGS
@given(data=st.data())
def test_fixed_fields_round_trip_against_struct(
    native: Any, pfx: str, message: str, data: st.DataObject
) -> None:
    ffi, lib = native.ffi, native.lib
    ir = sample_ir(ORDERS[pfx])
    msg = ir.message(message)
    leaves = ref_leaves(pfx, msg)
    values = {leaf.column: data.draw(values_for(leaf), label=leaf.column) for leaf in leaves}
    base = data.draw(st.integers(0, 9), label="offset")
    packed = bytearray(base + msg.block_length + 3)
    for leaf in leaves:
        pack(leaf, packed, base, values[leaf.column])
    c_name = f"{pfx}_{snake_case(message)}"

    fw = ffi.new(f"{c_name} *")
    buf = ffi.from_buffer("uint8_t[]", packed)
    assert (
        getattr(lib, f"{c_name}_wrap_for_decode")(fw, buf, base, msg.block_length, ir.version, len(packed))
        == 0
    )
    for leaf in leaves:
        assert same(c_read(native, fw, leaf), expected(leaf, values[leaf.column])), leaf.column

    written = bytearray(len(packed))
    out = ffi.from_buffer("uint8_t[]", written)
    assert getattr(lib, f"{c_name}_wrap_for_encode")(fw, out, base, len(written)) == 0
    for leaf in leaves:
        c_write(native, fw, leaf, values[leaf.column])
    assert written == packed


def test_constant_fields_need_no_bytes(native: Any) -> None:
    ffi, lib = native.ffi, native.lib
    fw = ffi.new("cgen_le_trade *")  # never wrapped: constants still answer
    assert lib.cgen_le_trade_kind(fw) == 7
    assert lib.cgen_le_trade_colour_const(fw) == lib.CGEN_LE_COLOUR_BLUE
    dst = ffi.new("char[]", 3)
    assert lib.cgen_le_trade_get_code(fw, dst, 3) == 3 and ffi.buffer(dst, 3)[:] == b"XYZ"
    assert lib.cgen_le_trade_get_code(fw, dst, 2) == -1


def test_unwrapped_flyweight_reads_nulls_and_refuses_writes(native: Any) -> None:
    ffi, lib = native.ffi, native.lib
    fw = ffi.new("cgen_le_trade *")
    assert lib.cgen_le_trade_trade_id(fw) == -(2**63)
    assert math.isnan(lib.cgen_le_trade_price(fw))
    assert lib.cgen_le_trade_set_trade_id(fw, 1) == -1
    assert lib.cgen_le_trade_set_levels(fw, 0, 1) == -1
    assert lib.cgen_le_trade_put_symbol(fw, b"ab", 2) == -1
    order = ffi.new("cgen_le_order *")
    legs = ffi.new("cgen_le_order_legs *")
    assert lib.cgen_le_order_legs_wrap_for_decode(order, legs) == -1
    assert lib.cgen_le_order_legs_next(legs) == -1
    assert lib.cgen_le_order_name_length(order) == -1
    stray = ffi.new("cgen_le_order_legs_fills *")
    assert lib.cgen_le_order_legs_fills_wrap_for_decode(legs, stray) == -1  # legs.limit is NULL


def test_char_array_and_array_bounds(native: Any) -> None:
    ffi, lib = native.ffi, native.lib
    raw = bytearray(96)
    fw = ffi.new("cgen_le_trade *")
    assert lib.cgen_le_trade_wrap_for_encode(fw, ffi.from_buffer("uint8_t[]", raw), 0, 96) == 0
    assert lib.CGEN_LE_TRADE_SYMBOL_LENGTH == 8
    assert lib.cgen_le_trade_put_symbol(fw, b"ABCDEFGHI", 9) == -1
    assert lib.cgen_le_trade_put_symbol(fw, b"ABCDEFGH", 8) == 8
    assert lib.cgen_le_trade_put_symbol(fw, b"XY", 2) == 2
    assert raw[23:31] == b"XY" + bytes(6)
    dst = ffi.new("char[]", 8)
    assert lib.cgen_le_trade_get_symbol(fw, dst, 7) == -1
    assert lib.cgen_le_trade_set_levels(fw, 3, 5) == -1
    assert lib.cgen_le_trade_set_levels(fw, 2, 5) == 0
    assert lib.cgen_le_trade_levels(fw, 2) == 5
    assert lib.cgen_le_trade_levels(fw, 3) == -(2**31)
    assert struct.unpack_from("<3i", raw, 67) == (0, 0, 5)


def test_sets_and_char_enums_use_their_encoding(native: Any) -> None:
    ffi, lib = native.ffi, native.lib
    raw = bytearray(96)
    fw = ffi.new("cgen_be_trade *")
    assert lib.cgen_be_trade_wrap_for_encode(fw, ffi.from_buffer("uint8_t[]", raw), 0, 96) == 0
    assert lib.cgen_be_trade_set_flags(fw, lib.CGEN_BE_FLAGS_ALPHA | lib.CGEN_BE_FLAGS_GAMMA) == 0
    assert raw[21:23] == struct.pack(">H", 0x8001)
    assert lib.cgen_be_trade_set_side(fw, bytes([lib.CGEN_BE_SIDE_SELL])) == 0
    assert raw[20:21] == b"S"


def test_fields_newer_than_the_acting_version_or_block_read_null(native: Any) -> None:
    ffi, lib = native.ffi, native.lib
    raw = bytearray(96)
    struct.pack_into("<q", raw, 83, 1234)
    struct.pack_into("<H", raw, 91, 9)
    buf = ffi.from_buffer("uint8_t[]", raw)
    fw = ffi.new("cgen_le_trade *")
    assert lib.cgen_le_trade_wrap_for_decode(fw, buf, 0, 96, 2, 96) == 0
    assert (lib.cgen_le_trade_newer(fw), lib.cgen_le_trade_unsigned(fw)) == (1234, 9)
    assert lib.cgen_le_trade_wrap_for_decode(fw, buf, 0, 96, 1, 96) == 0
    assert (lib.cgen_le_trade_newer(fw), lib.cgen_le_trade_unsigned(fw)) == (-(2**63), 9)
    assert lib.cgen_le_trade_wrap_for_decode(fw, buf, 0, 83, 2, 96) == 0  # an older, shorter block
    assert (lib.cgen_le_trade_newer(fw), lib.cgen_le_trade_unsigned(fw)) == (-(2**63), 0xFFFF)
    assert lib.cgen_le_trade_set_newer(fw, 1) == -1  # outside the acting block: never written

    boxed = bytearray(26)
    struct.pack_into("<f", boxed, 20, 1.5)
    bw = ffi.new("cgen_le_boxed *")
    box = ffi.new("cgen_le_box *")
    assert lib.cgen_le_boxed_wrap_for_decode(bw, ffi.from_buffer("uint8_t[]", boxed), 0, 26, 0, 26) == 0
    assert lib.cgen_le_boxed_b(bw, box) == 0
    assert math.isnan(lib.cgen_le_box_weight(box))
    assert lib.cgen_le_boxed_wrap_for_decode(bw, ffi.from_buffer("uint8_t[]", boxed), 0, 26, 1, 26) == 0
    assert lib.cgen_le_boxed_b(bw, box) == 0
    assert lib.cgen_le_box_weight(box) == 1.5


def test_wrap_checks_bounds_at_every_length(native: Any) -> None:
    ffi, lib = native.ffi, native.lib
    for length in range(0, 96 + 8 + 1):
        raw = ffi.new("uint8_t[]", max(length, 1))
        fw = ffi.new("cgen_le_trade *")
        rc_decode = lib.cgen_le_trade_wrap_for_decode(fw, raw, 0, 96, 2, length)
        rc_encode = lib.cgen_le_trade_wrap_for_encode(fw, raw, 0, length)
        rc_header = lib.cgen_le_trade_wrap_and_apply_header(fw, raw, 0, length)
        assert (rc_decode, rc_encode, rc_header) == (
            0 if length >= 96 else -1,
            0 if length >= 96 else -1,
            0 if length >= 104 else -1,
        )
    fw = ffi.new("cgen_le_trade *")
    raw = ffi.new("uint8_t[]", 200)
    assert lib.cgen_le_trade_wrap_for_decode(fw, raw, 2**64 - 1, 96, 2, 200) == -1  # no wrap-around
    assert lib.cgen_le_trade_wrap_for_decode(fw, ffi.NULL, 0, 96, 2, 200) == -1


# ---- groups and var data --------------------------------------------------------------------------------

LEGS = st.lists(
    st.tuples(
        st.integers(-(2**31), 2**31 - 1),
        st.floats(allow_nan=False),
        st.lists(st.integers(0, 2**32 - 1), max_size=3),
        st.binary(max_size=12),
    ),
    max_size=3,
)
ORDER_VALUES = st.tuples(
    st.integers(-(2**63), 2**63 - 1),
    st.integers(0, 2**16 - 1),
    LEGS,
    st.lists(st.integers(-(2**15), 2**15 - 1), max_size=3),
    st.binary(max_size=20),
    st.binary(max_size=20),
)


def ref_order(values: tuple, order: ByteOrder, version: int = 2, header: bool = True) -> bytes:
    """The Order message laid out by hand with struct, as the SBE spec orders it."""
    order_id, count, legs, extras, name, blob = values
    e = order.struct_prefix
    out = struct.pack(e + "HHHH", 10, 2, 77, version) if header else b""
    out += struct.pack(e + "qH", order_id, count)
    out += struct.pack(e + "HH", 12, len(legs))
    for leg_id, ratio, fills, note in legs:
        out += struct.pack(e + "id", leg_id, ratio) + struct.pack(e + "HH", 4, len(fills))
        out += b"".join(struct.pack(e + "I", q) for q in fills)
        out += struct.pack(e + "I", len(note)) + note
    if version >= 1:
        out += struct.pack(e + "HH", 2, len(extras)) + b"".join(struct.pack(e + "h", t) for t in extras)
    out += struct.pack(e + "I", len(name)) + name
    if version >= 2:
        out += struct.pack(e + "H", len(blob)) + blob
    return out


def c_encode_order(native: Any, pfx: str, values: tuple, size: int) -> bytes:
    ffi, lib = native.ffi, native.lib
    order_id, count, legs, extras, name, blob = values
    raw = bytearray(size)
    buf = ffi.from_buffer("uint8_t[]", raw)
    f = lambda n: getattr(lib, f"{pfx}_order_{n}")  # noqa: E731
    m = ffi.new(f"{pfx}_order *")
    assert f("wrap_and_apply_header")(m, buf, 0, size) == 0
    assert f("set_order_id")(m, order_id) == 0 and f("set_count")(m, count) == 0
    g = ffi.new(f"{pfx}_order_legs *")
    assert f("legs_wrap_for_encode")(m, g, len(legs)) == 0
    for leg_id, ratio, fills, note in legs:
        assert f("legs_next")(g) == 0
        assert f("legs_set_leg_id")(g, leg_id) == 0 and f("legs_set_ratio")(g, ratio) == 0
        fg = ffi.new(f"{pfx}_order_legs_fills *")
        assert f("legs_fills_wrap_for_encode")(g, fg, len(fills)) == 0
        for q in fills:
            assert f("legs_fills_next")(fg) == 0 and f("legs_fills_set_qty")(fg, q) == 0
        assert f("legs_put_note")(g, note, len(note)) == len(note)
    eg = ffi.new(f"{pfx}_order_extras *")
    assert f("extras_wrap_for_encode")(m, eg, len(extras)) == 0
    for t in extras:
        assert f("extras_next")(eg) == 0 and f("extras_set_tag")(eg, t) == 0
    assert f("put_name")(m, name, len(name)) == len(name)
    assert f("put_blob")(m, blob, len(blob)) == len(blob)
    return bytes(raw[: 8 + f("encoded_length")(m)])


def c_decode_order(native: Any, pfx: str, buf: Any, length: int, version: int = 2) -> tuple[list[Any], bool]:
    """Walk an Order in wire order; returns what was read and whether the walk completed."""
    ffi, lib = native.ffi, native.lib
    f = lambda n: getattr(lib, f"{pfx}_order_{n}")  # noqa: E731
    seen: list[Any] = []

    def var(get: Any, length_of: Any, fw: Any) -> bool:
        n = length_of(fw)
        if n < 0:
            return False
        dst = ffi.new("char[]", max(n, 1))
        if get(fw, dst, n) != n:
            return False
        seen.append(ffi.buffer(dst, n)[:])
        return True

    m = ffi.new(f"{pfx}_order *")
    if length < 8 or f("wrap_for_decode")(m, buf, 8, 10, version, length) != 0:
        return seen, False
    seen += [f("order_id")(m), f("count")(m)]
    g = ffi.new(f"{pfx}_order_legs *")
    if f("legs_wrap_for_decode")(m, g) != 0:
        return seen, False
    seen.append(("legs", f("legs_count")(g)))
    while f("legs_has_next")(g):
        if f("legs_next")(g) != 0:
            return seen, False
        seen += [f("legs_leg_id")(g), f("legs_ratio")(g)]
        fg = ffi.new(f"{pfx}_order_legs_fills *")
        if f("legs_fills_wrap_for_decode")(g, fg) != 0:
            return seen, False
        seen.append(("fills", f("legs_fills_count")(fg)))
        while f("legs_fills_has_next")(fg):
            if f("legs_fills_next")(fg) != 0:
                return seen, False
            seen.append(f("legs_fills_qty")(fg))
        if not var(f("legs_get_note"), f("legs_note_length"), g):
            return seen, False
    eg = ffi.new(f"{pfx}_order_extras *")
    if f("extras_wrap_for_decode")(m, eg) != 0:
        return seen, False
    seen.append(("extras", f("extras_count")(eg)))
    while f("extras_has_next")(eg):
        if f("extras_next")(eg) != 0:
            return seen, False
        seen.append(f("extras_tag")(eg))
    if not var(f("get_name"), f("name_length"), m) or not var(f("get_blob"), f("blob_length"), m):
        return seen, False
    return seen, True


def flat_order(values: tuple, version: int = 2) -> list[Any]:
    order_id, count, legs, extras, name, blob = values
    out: list[Any] = [order_id, count, ("legs", len(legs))]
    for leg_id, ratio, fills, note in legs:
        out += [leg_id, ratio, ("fills", len(fills)), *fills, note]
    out.append(("extras", len(extras) if version >= 1 else 0))
    out += extras if version >= 1 else []
    return [*out, name, blob if version >= 2 else b""]


@pytest.mark.parametrize("pfx", sorted(ORDERS))
@SETTINGS
@given(values=ORDER_VALUES)
def test_groups_and_var_data_match_the_hand_layout(native: Any, pfx: str, values: tuple) -> None:
    reference = ref_order(values, ORDERS[pfx])
    assert c_encode_order(native, pfx, values, len(reference) + 16) == reference
    buf = native.ffi.from_buffer("uint8_t[]", reference)
    seen, complete = c_decode_order(native, pfx, buf, len(reference))
    assert complete and same(seen, flat_order(values))


@SETTINGS
@given(values=ORDER_VALUES, version=st.integers(0, 1))
def test_older_versions_skip_newer_groups_and_var_data(native: Any, values: tuple, version: int) -> None:
    reference = ref_order(values, ByteOrder.LITTLE_ENDIAN, version)
    buf = native.ffi.from_buffer("uint8_t[]", reference)
    seen, complete = c_decode_order(native, "cgen_le", buf, len(reference), version)
    assert complete and same(seen, flat_order(values, version))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=ORDER_VALUES)
def test_truncation_at_every_length_fails_cleanly_before_the_guard_page(native: Any, values: tuple) -> None:
    reference = ref_order(values, ByteOrder.LITTLE_ENDIAN)
    full = flat_order(values)
    for length in range(len(reference) + 1):
        guarded = GuardedBuffer(reference[:length])
        seen, complete = c_decode_order(native, "cgen_le", guarded.pointer(native.ffi), length)
        assert complete == (length == len(reference))
        assert same(seen, full[: len(seen)])


def test_hostile_counts_and_lengths_are_refused(native: Any) -> None:
    ffi, lib = native.ffi, native.lib
    raw = bytearray(ref_order((1, 2, [], [], b"", b""), ByteOrder.LITTLE_ENDIAN))
    struct.pack_into("<H", raw, 20, 0xFFFF)  # legs numInGroup
    guarded = GuardedBuffer(bytes(raw))
    m, g = ffi.new("cgen_le_order *"), ffi.new("cgen_le_order_legs *")
    assert lib.cgen_le_order_wrap_for_decode(m, guarded.pointer(ffi), 8, 10, 2, len(raw)) == 0
    assert lib.cgen_le_order_legs_wrap_for_decode(m, g) == 0
    assert lib.cgen_le_order_legs_count(g) == 0xFFFF and lib.cgen_le_order_legs_has_next(g)
    assert lib.cgen_le_order_legs_next(g) == -1

    raw = bytearray(ref_order((1, 2, [], [], b"abc", b""), ByteOrder.LITTLE_ENDIAN))
    struct.pack_into("<I", raw, 26, 0xFFFFFFFF)  # name length
    guarded = GuardedBuffer(bytes(raw))
    m2 = ffi.new("cgen_le_order *")
    assert lib.cgen_le_order_wrap_for_decode(m2, guarded.pointer(ffi), 8, 10, 2, len(raw)) == 0
    assert lib.cgen_le_order_legs_wrap_for_decode(m2, g) == 0
    e = ffi.new("cgen_le_order_extras *")
    assert lib.cgen_le_order_extras_wrap_for_decode(m2, e) == 0
    assert lib.cgen_le_order_name_length(m2) == 0xFFFFFFFF
    dst = ffi.new("char[]", 16)
    assert lib.cgen_le_order_get_name(m2, dst, 16) == -1
    assert lib.cgen_le_order_skip_name(m2) == -1

    out = bytearray(64)
    m3 = ffi.new("cgen_le_order *")
    assert lib.cgen_le_order_wrap_for_encode(m3, ffi.from_buffer("uint8_t[]", out), 0, 64) == 0
    assert lib.cgen_le_order_legs_wrap_for_encode(m3, g, 0x10000) == -1  # over numInGroup's max
    assert lib.cgen_le_order_put_name(m3, b"x", (1 << 30) + 1) == -1  # over the length type's max
    assert lib.cgen_le_order_put_name(m3, b"x" * 60, 60) == -1  # does not fit


# ---- column decoders ------------------------------------------------------------------------------------


def columns_for(native: Any, pfx: str, msg: Message, count: int) -> tuple[Any, dict[str, Any]]:
    ffi = native.ffi
    cols = ffi.new(f"{pfx}_{snake_case(msg.name)}_columns *")
    arrays = {}
    for leaf in ref_leaves(pfx, msg):
        ctype = leaf.prim.c_type
        arrays[leaf.column] = ffi.new(f"{ctype}[]", max(count * leaf.length, 1))
        setattr(cols, leaf.column, arrays[leaf.column])
    return cols, arrays


def column_value(native: Any, arrays: dict[str, Any], leaf: RefLeaf, row: int) -> Any:
    arr = arrays[leaf.column]
    if leaf.prim is PrimitiveType.CHAR and leaf.length > 1:
        return native.ffi.buffer(arr, len(arr))[row * leaf.length : (row + 1) * leaf.length]
    if leaf.length > 1:
        return [arr[row * leaf.length + j] for j in range(leaf.length)]
    value = arr[row]
    return ord(value) if leaf.prim is PrimitiveType.CHAR else value


@pytest.mark.parametrize("pfx", sorted(ORDERS))
@pytest.mark.parametrize("message", ["Trade", "Boxed"])
@SETTINGS
@given(data=st.data())
def test_column_decoder_matches_per_message_getters(
    native: Any, pfx: str, message: str, data: st.DataObject
) -> None:
    ffi, lib = native.ffi, native.lib
    ir: Ir = sample_ir(ORDERS[pfx])
    msg = ir.message(message)
    raw = data.draw(st.binary(min_size=0, max_size=400), label="buffer")
    offsets = data.draw(st.lists(st.integers(0, len(raw) + 3), max_size=12), label="offsets")
    c_name = f"{pfx}_{snake_case(message)}"
    cols, arrays = columns_for(native, pfx, msg, len(offsets))
    buf = ffi.from_buffer("uint8_t[]", raw) if raw else ffi.new("uint8_t[]", 1)
    rc = getattr(lib, f"{c_name}_decode_columns")(buf, len(raw), offsets, len(offsets), cols)
    bad = [i for i, o in enumerate(offsets) if o + msg.block_length > len(raw)]
    assert rc == (-(bad[0] + 1) if bad else len(offsets))
    fw = ffi.new(f"{c_name} *")
    for row in range(bad[0] if bad else len(offsets)):
        assert (
            getattr(lib, f"{c_name}_wrap_for_decode")(
                fw, buf, offsets[row], msg.block_length, ir.version, len(raw)
            )
            == 0
        )
        for leaf in ref_leaves(pfx, msg):
            assert same(column_value(native, arrays, leaf, row), c_read(native, fw, leaf)), (row, leaf.column)


@pytest.mark.parametrize("pfx", sorted(ORDERS))
@SETTINGS
@given(data=st.data())
def test_headered_column_decoder_honours_each_header(native: Any, pfx: str, data: st.DataObject) -> None:
    ffi, lib = native.ffi, native.lib
    ir = sample_ir(ORDERS[pfx])
    msg = ir.message("Trade")
    e = ORDERS[pfx].struct_prefix
    raw = bytearray()
    offsets: list[int] = []
    headers: list[tuple[int, int, int]] = []
    for _ in range(data.draw(st.integers(0, 8), label="count")):
        block_length = data.draw(st.sampled_from([0, 20, 83, 91, 96, 100]), label="block_length")
        version = data.draw(st.integers(0, 3), label="version")
        template = data.draw(st.sampled_from([1, 1, 1, 1, 2]), label="template")
        offsets.append(len(raw))
        headers.append((block_length, version, template))
        raw += struct.pack(e + "HHHH", block_length, template, 77, version)
        raw += data.draw(st.binary(min_size=block_length, max_size=block_length), label="body")
    cut = data.draw(st.integers(0, 8), label="cut")
    raw = raw[: max(0, len(raw) - cut)]
    cols, arrays = columns_for(native, pfx, msg, len(offsets))
    buf = ffi.from_buffer("uint8_t[]", raw) if raw else ffi.new("uint8_t[]", 1)
    rc = getattr(lib, f"{pfx}_trade_decode_columns_headered")(buf, len(raw), offsets, len(offsets), cols)
    bad = [
        i
        for i, (o, (bl, _, t)) in enumerate(zip(offsets, headers, strict=True))
        if t != 1 or o + 8 + bl > len(raw)
    ]
    assert rc == (-(bad[0] + 1) if bad else len(offsets))
    fw = ffi.new(f"{pfx}_trade *")
    for row in range(bad[0] if bad else len(offsets)):
        block_length, version, _ = headers[row]
        assert (
            getattr(lib, f"{pfx}_trade_wrap_for_decode")(
                fw, buf, offsets[row] + 8, block_length, version, len(raw)
            )
            == 0
        )
        for leaf in ref_leaves(pfx, msg):
            got = column_value(native, arrays, leaf, row)
            present = version >= leaf.since and block_length >= leaf.offset + leaf.prim.size * leaf.length
            assert same(got, c_read(native, fw, leaf) if present else null_of(leaf)), (row, leaf.column)


def test_column_decoder_skips_null_columns_and_rejects_null_inputs(native: Any) -> None:
    ffi, lib = native.ffi, native.lib
    raw = bytearray(96 * 2)
    struct.pack_into("<q", raw, 96, 42)
    cols = ffi.new("cgen_le_trade_columns *")
    ids = ffi.new("int64_t[]", 2)
    cols.trade_id = ids
    buf = ffi.from_buffer("uint8_t[]", raw)
    assert lib.cgen_le_trade_decode_columns(buf, len(raw), [0, 96], 2, cols) == 2
    assert list(ids) == [0, 42]
    assert lib.cgen_le_trade_decode_columns(buf, len(raw), [0, 97], 2, cols) == -2
    assert lib.cgen_le_trade_decode_columns(ffi.NULL, len(raw), [0], 1, cols) == -1
    assert lib.cgen_le_trade_decode_columns(buf, len(raw), [0], 1, ffi.NULL) == -1
    assert lib.cgen_le_trade_decode_columns(buf, len(raw), ffi.NULL, 0, cols) == 0
    assert lib.cgen_le_empty_decode_columns(buf, 0, [0, 1], 2, ffi.new("cgen_le_empty_columns *")) == -2
