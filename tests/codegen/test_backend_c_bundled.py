"""generated/c for the bundled schemas: no drift, strict compilation, and agreement with the Python codecs.

The agreement tests go through the real ``aeronkit._native`` extension (which includes every
generated/c header). Messages are built at random straight from the IR (random block bytes, random
group counts, random var data), then walked by the C flyweights and by the generated Python decoders;
both readings, normalised (null values and ``None`` both become NULL), must be equal. C setters are
checked the other way: random values written by C must read back through the Python decoder.
"""

from __future__ import annotations

import functools
import importlib
import math
import random
import struct
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_backend_c_ir import GuardedBuffer, gcc_check

from aeronkit.codegen.backends.c.generator import render
from aeronkit.codegen.bundled import bundled_schemas
from aeronkit.codegen.frontend import parse_schema
from aeronkit.codegen.ir import (
    CompositeType,
    EncodedType,
    EnumType,
    Field,
    Group,
    Ir,
    Message,
    Presence,
    PrimitiveType,
    SetType,
    VarData,
)
from aeronkit.codegen.naming import snake_case

GENERATED_C = Path(__file__).resolve().parents[2] / "generated" / "c"
NULL = "NULL"


@functools.cache
def bundled_ir(name: str) -> Ir:
    return parse_schema(bundled_schemas()[name])


@pytest.fixture(scope="module")
def schemas() -> dict[str, Ir]:
    return {name: bundled_ir(name) for name in bundled_schemas()}


@pytest.fixture(scope="module")
def native() -> Any:
    module = importlib.import_module("aeronkit._native")
    if not hasattr(module.lib, "archive_connect_request_wrap_for_decode"):
        pytest.fail(
            "aeronkit._native was built without generated/c; rebuild it (setup.py build_ext --inplace)"
        )
    return module


def test_generated_c_matches_a_fresh_render(schemas: dict[str, Ir]) -> None:
    for name, ir in schemas.items():
        for path, text in render(ir, name).items():
            committed = GENERATED_C / Path(path).name
            assert committed.read_text() == text, (
                f"{committed} is stale: run aeronkit codegen --bundled --lang c"
            )
    expected = {f"{n}.{ext}" for n in schemas for ext in ("h", "cdef")}
    assert {p.name for p in GENERATED_C.iterdir() if p.suffix in (".h", ".cdef")} == expected


def test_all_generated_headers_compile_pedantic_in_one_unit(tmp_path: Path) -> None:
    gcc_check(sorted(GENERATED_C.glob("*.h")), tmp_path)


# ---- random messages from the IR ------------------------------------------------------------------------


def _leaf_types(t: Any) -> list[tuple[int, Any]]:
    if isinstance(t, CompositeType):
        return [(m.offset + o, lt) for m in t.members for o, lt in _leaf_types(m.type)]
    return [(0, t)]


def _random_block(rnd: random.Random, length: int, fields: tuple[Field, ...]) -> bytearray:
    block = bytearray(rnd.getrandbits(8) for _ in range(length))
    for f in fields:  # char arrays hold text for the Python side: printable ASCII, NUL padded
        for off, t in _leaf_types(f.type):
            if isinstance(t, EncodedType) and t.primitive is PrimitiveType.CHAR and t.length > 1:
                n = rnd.randint(0, t.length)
                text = bytes(rnd.randint(0x21, 0x7E) for _ in range(n)) + bytes(t.length - n)
                block[f.offset + off : f.offset + off + t.length] = text
    return block


def _random_var(rnd: random.Random, v: VarData, order: str) -> bytes:
    n = rnd.randint(0, 9)
    data = bytes(rnd.randint(0x20, 0x7E) if v.is_text else rnd.getrandbits(8) for _ in range(n))
    return struct.pack(order + v.length_type.primitive.struct_code, n) + data


def _random_group(rnd: random.Random, g: Group, order: str) -> bytes:
    count = rnd.randint(0, 3)
    dim = g.dimension_type
    header = bytearray(dim.encoded_length)
    for name, value in (("blockLength", g.block_length), ("numInGroup", count)):
        m = dim.member(name)
        assert isinstance(m.type, EncodedType)
        struct.pack_into(order + m.type.primitive.struct_code, header, m.offset, value)
    out = bytes(header)
    for _ in range(count):
        out += bytes(_random_block(rnd, g.block_length, g.fields))
        out += b"".join(_random_group(rnd, sub, order) for sub in g.groups)
        out += b"".join(_random_var(rnd, v, order) for v in g.var_data)
    return out


def random_message(rnd: random.Random, ir: Ir, msg: Message) -> bytes:
    order = ir.byte_order.struct_prefix
    body = bytes(_random_block(rnd, msg.block_length, msg.fields))
    body += b"".join(_random_group(rnd, g, order) for g in msg.groups)
    body += b"".join(_random_var(rnd, v, order) for v in msg.var_data)
    return body


# ---- normalised readings --------------------------------------------------------------------------------


def _null_of(t: Any) -> Any:
    if isinstance(t, EnumType):
        return t.null_value
    if isinstance(t, SetType):
        return None
    return t.effective_null


def _norm(value: Any, t: Any) -> Any:
    if value is None:
        return NULL
    if isinstance(value, float) and math.isnan(value):
        return NULL
    if isinstance(value, bytes) and len(value) == 1 and not (isinstance(t, EncodedType) and t.length > 1):
        value = value[0]
    if isinstance(value, (bytes, str)) or (isinstance(t, EncodedType) and t.length > 1):
        if isinstance(value, bytes):
            value = value.split(b"\0", 1)[0].decode("ascii")
        return value if not isinstance(value, list) else tuple(value)
    value = int(value) if not isinstance(value, float) else value
    null = _null_of(t)
    return NULL if null is not None and not isinstance(null, float) and value == null else value


class Refused(Exception):
    """A C wrap or walk returned -1."""


def _ok(condition: bool) -> None:
    if not condition:
        raise Refused


class CReader:
    """Walks a message through the C flyweights in wire order, naming everything from the IR."""

    def __init__(self, native: Any, pfx: str) -> None:
        self.ffi, self.lib, self.pfx = native.ffi, native.lib, pfx

    def fn(self, owner: str, name: str) -> Any:
        return getattr(self.lib, f"{owner}_{name}")

    def leaf(self, owner: str, fw: Any, name: str, t: Any) -> Any:
        if isinstance(t, CompositeType):
            c_type = f"{self.pfx}_{snake_case(t.name)}"
            sub = self.ffi.new(f"{c_type} *")
            assert self.fn(owner, name)(fw, sub) == 0
            return {snake_case(m.name): self.leaf(c_type, sub, snake_case(m.name), m.type) for m in t.members}
        if isinstance(t, EncodedType) and t.length > 1:
            if t.primitive is PrimitiveType.CHAR:
                dst = self.ffi.new("char[]", t.length)
                assert self.fn(owner, f"get_{name}")(fw, dst, t.length) == t.length
                return _norm(self.ffi.buffer(dst, t.length)[:], t)
            return _norm([self.fn(owner, name)(fw, i) for i in range(t.length)], t)
        return _norm(self.fn(owner, name)(fw), t)

    def body(self, owner: str, fw: Any, fields: Any, groups: Any, var_data: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields:
            if f.presence is Presence.CONSTANT or (isinstance(f.type, EncodedType) and f.type.length == 0):
                continue
            out[snake_case(f.name)] = self.leaf(owner, fw, snake_case(f.name), f.type)
        for g in groups:
            g_type = f"{owner}_{snake_case(g.name)}"
            entry = self.ffi.new(f"{g_type} *")
            _ok(self.fn(g_type, "wrap_for_decode")(fw, entry) == 0)
            rows = []
            while self.fn(g_type, "has_next")(entry):
                _ok(self.fn(g_type, "next")(entry) == 0)
                rows.append(self.body(g_type, entry, g.fields, g.groups, g.var_data))
            out[snake_case(g.name)] = rows
        for v in var_data:
            name = snake_case(v.name)
            n = self.fn(owner, f"{name}_length")(fw)
            _ok(n >= 0)
            dst = self.ffi.new("char[]", max(n, 1))
            _ok(self.fn(owner, f"get_{name}")(fw, dst, n) == n)
            raw = self.ffi.buffer(dst, n)[:]
            out[name] = raw.decode("ascii") if v.is_text else raw
        return out

    def message(self, ir: Ir, msg: Message, data: bytes, buf: Any = None) -> dict[str, Any]:
        """Reads everything; raises Refused at the first -1 (a truncated buffer must produce one)."""
        c_type = f"{self.pfx}_{snake_case(msg.name)}"
        fw = self.ffi.new(f"{c_type} *")
        if buf is None:
            buf = self.ffi.from_buffer("uint8_t[]", data) if data else self.ffi.new("uint8_t[]", 1)
        _ok(self.fn(c_type, "wrap_for_decode")(fw, buf, 0, msg.block_length, ir.version, len(data)) == 0)
        out = self.body(c_type, fw, msg.fields, msg.groups, msg.var_data)
        assert self.fn(c_type, "encoded_length")(fw) == len(data)
        return out


def _py_attr(obj: Any, name: str) -> Any:
    return getattr(obj, name) if hasattr(type(obj), name) else getattr(obj, name + "_")


def py_leaf(value: Any, t: Any) -> Any:
    if isinstance(t, CompositeType):
        return {snake_case(m.name): py_leaf(_py_attr(value, snake_case(m.name)), m.type) for m in t.members}
    return _norm(list(value) if isinstance(value, tuple) else value, t)


def py_body(dec: Any, fields: Any, groups: Any, var_data: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields:
        if f.presence is Presence.CONSTANT or (isinstance(f.type, EncodedType) and f.type.length == 0):
            continue
        out[snake_case(f.name)] = py_leaf(_py_attr(dec, snake_case(f.name)), f.type)
    for g in groups:
        out[snake_case(g.name)] = [
            py_body(e, g.fields, g.groups, g.var_data) for e in _py_attr(dec, snake_case(g.name))
        ]
    for v in var_data:
        value = _py_attr(dec, snake_case(v.name))
        out[snake_case(v.name)] = value if value is not None else ("" if v.is_text else b"")
    return out


def python_message(ir: Ir, name: str, msg: Message, data: bytes) -> dict[str, Any]:
    module = importlib.import_module(f"aeronkit.codecs.{name}")
    decoder_class = module.MESSAGES[msg.id][0]
    dec = decoder_class().wrap(data, 0, msg.block_length, ir.version, len(data))
    return py_body(dec, msg.fields, msg.groups, msg.var_data)


def _all_messages() -> list[tuple[str, str]]:
    out = []
    for name in bundled_schemas():
        out += [(name, m.name) for m in bundled_ir(name).messages]
    return out


MESSAGES = _all_messages()


@pytest.mark.parametrize(("schema", "message"), MESSAGES, ids=[f"{s}.{m}" for s, m in MESSAGES])
def test_c_flyweights_and_python_codecs_read_random_messages_alike(
    native: Any, schemas: dict[str, Ir], schema: str, message: str
) -> None:
    ir = schemas[schema]
    msg = ir.message(message)
    rnd = random.Random(f"{schema}.{message}")
    reader = CReader(native, schema)
    for _ in range(12):
        data = random_message(rnd, ir, msg)
        assert reader.message(ir, msg, data) == python_message(ir, schema, msg, data)


def _fixed_messages() -> list[tuple[str, str]]:
    return [(s, m) for s, m in MESSAGES if bundled_ir(s).message(m).is_fixed]


FIXED = _fixed_messages()


def _values_strategy(t: Any) -> st.SearchStrategy[Any]:
    p = t.encoding if isinstance(t, (EnumType, SetType)) else t.primitive
    if p is PrimitiveType.FLOAT:
        return st.floats(width=32, allow_nan=False)
    if p is PrimitiveType.DOUBLE:
        return st.floats(allow_nan=False)
    lo = -(2 ** (p.size * 8 - 1)) if p.is_signed else 0
    return st.integers(lo, lo + 2 ** (p.size * 8) - 1)


@pytest.mark.parametrize(("schema", "message"), FIXED, ids=[f"{s}.{m}" for s, m in FIXED])
@settings(max_examples=10, deadline=None)
@given(data=st.data())
def test_c_setters_write_what_python_decoders_read(schema: str, message: str, data: st.DataObject) -> None:
    native = importlib.import_module("aeronkit._native")
    ir = bundled_ir(schema)
    msg = ir.message(message)
    ffi, lib = native.ffi, native.lib
    c_type = f"{schema}_{snake_case(msg.name)}"
    raw = bytearray(msg.block_length)
    fw = ffi.new(f"{c_type} *")
    assert getattr(lib, f"{c_type}_wrap_for_encode")(fw, ffi.from_buffer("uint8_t[]", raw), 0, len(raw)) == 0
    expected: dict[str, Any] = {}

    def write(owner: str, obj: Any, name: str, t: Any) -> Any:
        if isinstance(t, CompositeType):
            sub_type = f"{schema}_{snake_case(t.name)}"
            sub = ffi.new(f"{sub_type} *")
            assert getattr(lib, f"{owner}_{name}")(obj, sub) == 0
            return {snake_case(m.name): write(sub_type, sub, snake_case(m.name), m.type) for m in t.members}
        if isinstance(t, EncodedType) and (t.length != 1 or t.presence is Presence.CONSTANT):
            return None  # arrays/constants are covered by the sample schema; the bundled ones have none
        value = data.draw(_values_strategy(t), label=f"{owner}.{name}")
        assert getattr(lib, f"{owner}_set_{name}")(obj, value) == 0
        return (
            _norm(
                struct.unpack("f", struct.pack("f", value))[0]
                if t.primitive is PrimitiveType.FLOAT
                else value,
                t,
            )
            if isinstance(t, EncodedType)
            else _norm(value, t)
        )

    for f in msg.fields:
        if f.presence is not Presence.CONSTANT:
            expected[snake_case(f.name)] = write(c_type, fw, snake_case(f.name), f.type)
    module = importlib.import_module(f"aeronkit.codecs.{schema}")
    dec = module.MESSAGES[msg.id][0]().wrap(raw, 0, msg.block_length, ir.version, len(raw))
    got = py_body(dec, msg.fields, (), ())
    assert {k: v for k, v in got.items() if expected.get(k) is not None} == {
        k: v for k, v in expected.items() if v is not None
    }


@pytest.mark.parametrize("schema", ["archive", "cluster"])
def test_column_decoders_agree_with_python_for_every_fixed_message(
    native: Any, schemas: dict[str, Ir], schema: str
) -> None:
    ir = schemas[schema]
    ffi, lib = native.ffi, native.lib
    rnd = random.Random(schema)
    for msg in (m for m in ir.messages if m.is_fixed):
        c_type = f"{schema}_{snake_case(msg.name)}"
        count = 7
        bodies = [random_message(rnd, ir, msg) for _ in range(count)]
        raw = b"".join(bodies)
        offsets = [i * msg.block_length for i in range(count)]
        cols = ffi.new(f"{c_type}_columns *")
        arrays: dict[str, tuple[Any, Any]] = {}
        for f in msg.fields:
            for _off, t in _leaf_types(f.type):
                if isinstance(t, (EnumType, SetType)) or (
                    isinstance(t, EncodedType) and t.length == 1 and t.presence is not Presence.CONSTANT
                ):
                    p = t.encoding if isinstance(t, (EnumType, SetType)) else t.primitive
                    name = snake_case(f.name)  # bundled fixed messages have no composite fields
                    arrays[name] = (ffi.new(f"{p.c_type}[]", count), t)
                    setattr(cols, name, arrays[name][0])
        buf = ffi.from_buffer("uint8_t[]", raw) if raw else ffi.new("uint8_t[]", 1)
        assert getattr(lib, f"{c_type}_decode_columns")(buf, len(raw), offsets, count, cols) == count
        for row, body in enumerate(bodies):
            python = python_message(ir, schema, msg, body)
            assert {k: _norm(a[row], t) for k, (a, t) in arrays.items()} == {k: python[k] for k in arrays}


TRUNCATED = [
    (s, m) for s, m in MESSAGES if s in ("archive", "cluster") and not bundled_ir(s).message(m).is_fixed
][::3]


@pytest.mark.parametrize(("schema", "message"), TRUNCATED, ids=[f"{s}.{m}" for s, m in TRUNCATED])
def test_truncated_bundled_messages_are_refused_before_the_guard_page(
    native: Any, schemas: dict[str, Ir], schema: str, message: str
) -> None:
    ir = schemas[schema]
    msg = ir.message(message)
    rnd = random.Random(f"truncate {schema}.{message}")
    reader = CReader(native, schema)
    data = random_message(rnd, ir, msg)
    for length in range(len(data)):
        guarded = GuardedBuffer(data[:length])
        with pytest.raises(Refused):
            reader.message(ir, msg, data[:length], guarded.pointer(native.ffi))
    assert reader.message(ir, msg, data, GuardedBuffer(data).pointer(native.ffi)) == python_message(
        ir, schema, msg, data
    )
