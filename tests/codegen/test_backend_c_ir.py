"""A hand-built IR that exercises every feature the C back end emits, plus tests of the generator itself.

The bundled Aeron schemas use no sets, char arrays, arrays, constants or big-endian data, so this
sample schema covers them: char/uint8/int32 enums, a uint16 set, char arrays, a numeric array, nested
composites (one member newer than the base version), odd offsets, constant fields, a field newer than
version 0, nested groups with var data in entries, a group newer than version 0, and two var-data
length widths. Other C back-end test modules import ``sample_ir`` from here.
"""

from __future__ import annotations

import ctypes
import importlib.util
import mmap
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from cffi import FFI

from aeronkit.codegen.backends.c.generator import c_literal, render, snake
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
    VarData,
)
from aeronkit.errors import SchemaError

P = PrimitiveType


def _enc(name: str, prim: PrimitiveType, order: ByteOrder, length: int = 1, **kw: object) -> EncodedType:
    return EncodedType(name, prim, length=length, byte_order=order, **kw)  # type: ignore[arg-type]


def _composite(name: str, order: ByteOrder, length: int, *members: tuple) -> CompositeType:
    built = []
    for m in members:
        mname, offset, mtype, *since = m
        built.append(CompositeMember(mname, offset, mtype, Meta(since_version=since[0] if since else 0)))
    return CompositeType(name, tuple(built), length, byte_order=order)


def _field(name: str, fid: int, offset: int, ftype: object, since: int = 0, **kw: object) -> Field:
    return Field(name, fid, offset, ftype, meta=Meta(since_version=since), **kw)  # type: ignore[arg-type]


def sample_ir(order: ByteOrder = ByteOrder.LITTLE_ENDIAN) -> Ir:
    """Schema id 77, version 2; every feature the C back end supports, in the given byte order."""
    o = order
    u16 = _enc("uint16", P.UINT16, o)
    header = _composite(
        "messageHeader",
        o,
        8,
        ("blockLength", 0, u16),
        ("templateId", 2, u16),
        ("schemaId", 4, u16),
        ("version", 6, u16),
    )
    dimension = _composite("groupSizeEncoding", o, 4, ("blockLength", 0, u16), ("numInGroup", 2, u16))
    var_string = _composite(
        "varStringEncoding",
        o,
        -1,
        ("length", 0, _enc("length", P.UINT32, o, max_value=1 << 30)),
        ("varData", 4, _enc("varData", P.UINT8, o, length=0)),
    )
    var_short = _composite(
        "varShortEncoding",
        o,
        -1,
        ("length", 0, _enc("length", P.UINT16, o)),
        ("varData", 2, _enc("varData", P.UINT8, o, length=0)),
    )
    colour = EnumType(
        "Colour",
        P.UINT8,
        (EnumValue("RED", 0), EnumValue("GREEN", 1), EnumValue("BLUE", 2)),
        null_value=255,
        byte_order=o,
    )
    side = EnumType(
        "Side", P.CHAR, (EnumValue("BUY", ord("B")), EnumValue("SELL", ord("S"))), null_value=0, byte_order=o
    )
    status = EnumType(
        "Status",
        P.INT32,
        (EnumValue("OK", 0), EnumValue("FAILED", 1), EnumValue("UNKNOWN", 77)),
        null_value=-(2**31),
        byte_order=o,
    )
    flags = SetType(
        "Flags", P.UINT16, (Choice("alpha", 0), Choice("beta", 3), Choice("gamma", 15)), byte_order=o
    )
    point = _composite(
        "point",
        o,
        20,
        ("x", 0, _enc("int32", P.INT32, o)),
        ("y", 4, _enc("double", P.DOUBLE, o)),
        ("label", 12, _enc("label", P.CHAR, o, length=6)),
        ("colour", 18, colour),
    )
    box = _composite("box", o, 24, ("topLeft", 0, point), ("weight", 20, _enc("float", P.FLOAT, o), 1))

    trade_fields = (
        _field("tradeId", 1, 0, _enc("int64", P.INT64, o)),
        _field("price", 2, 8, _enc("double", P.DOUBLE, o)),
        _field("qty", 3, 16, _enc("uint32", P.UINT32, o)),
        _field("side", 4, 20, side),
        _field("flags", 5, 21, flags),
        _field("symbol", 6, 23, _enc("symbol", P.CHAR, o, length=8, character_encoding="US-ASCII")),
        _field("venue", 7, 31, _enc("int16", P.INT16, o)),
        _field("small", 8, 33, _enc("int8", P.INT8, o)),
        _field("usmall", 9, 34, _enc("uint8", P.UINT8, o, null_value=0)),
        _field("big", 10, 35, _enc("uint64", P.UINT64, o)),
        _field("temp", 11, 43, _enc("float", P.FLOAT, o)),
        _field("where", 12, 47, point),
        _field("levels", 13, 67, _enc("levels", P.INT32, o, length=3)),
        _field("status", 14, 79, status),
        _field("kind", 15, 83, _enc("kind", P.INT8, o, presence=Presence.CONSTANT, const_value=7)),
        _field("colourConst", 16, 83, colour, presence=Presence.CONSTANT, value_ref="Colour.BLUE"),
        _field(
            "code", 17, 83, _enc("code", P.CHAR, o, length=3, presence=Presence.CONSTANT, const_value="XYZ")
        ),
        _field("newer", 18, 83, _enc("int64", P.INT64, o), since=2),
        _field("unsigned", 19, 91, _enc("uint16", P.UINT16, o)),
    )
    trade = Message("Trade", 1, 96, trade_fields, (), ())

    fills = Group("fills", 20, 4, dimension, (_field("qty", 1, 0, _enc("uint32", P.UINT32, o)),), (), ())
    legs = Group(
        "legs",
        10,
        12,
        dimension,
        (
            _field("legId", 1, 0, _enc("int32", P.INT32, o)),
            _field("ratio", 2, 4, _enc("double", P.DOUBLE, o)),
        ),
        (fills,),
        (VarData("note", 21, var_string, var_string.member("length").type, "US-ASCII"),),  # type: ignore[arg-type]
    )
    extras = Group(
        "extras",
        11,
        2,
        dimension,
        (_field("tag", 1, 0, _enc("int16", P.INT16, o)),),
        (),
        (),
        meta=Meta(since_version=1),
    )
    order_msg = Message(
        "Order",
        2,
        10,
        (_field("orderId", 1, 0, _enc("int64", P.INT64, o)), _field("count", 2, 8, u16)),
        (legs, extras),
        (
            VarData("name", 30, var_string, var_string.member("length").type, "US-ASCII"),  # type: ignore[arg-type]
            VarData(
                "blob",
                31,
                var_short,
                var_short.member("length").type,
                None,  # type: ignore[arg-type]
                meta=Meta(since_version=2),
            ),
        ),
    )
    empty = Message("Empty", 3, 0, (), (), ())
    boxed = Message("Boxed", 4, 26, (_field("b", 1, 0, box), _field("tail", 2, 24, u16)), (), ())
    types = (header, dimension, var_string, var_short, colour, side, status, flags, point, box)
    return Ir(
        "sample",
        77,
        2,
        "1.0",
        o,
        "sample schema for the C back end",
        header,
        types,
        (trade, order_msg, empty, boxed),
        source="sample.xml",
    )


def test_snake_keeps_acronyms_and_upper_case_words() -> None:
    assert snake("srcResponseChannel") == "src_response_channel"
    assert snake("RECORDING_UNKNOWN") == "recording_unknown"
    assert snake("ConnectRequest") == "connect_request"
    assert snake("leaderHeartbeatTimeoutNs") == "leader_heartbeat_timeout_ns"
    assert snake("srcURIText") == "src_uri_text"


@pytest.mark.parametrize("prim", list(PrimitiveType))
def test_literals_are_typed_and_cover_the_extremes(prim: PrimitiveType) -> None:
    for value in (prim.default_null, prim.default_min, prim.default_max):
        text = c_literal(value, prim)
        assert prim.c_type in text or text == "INT64_MIN"
        if not prim.is_float:
            digits = re.findall(r"\d+", text.replace("int64_t", "").replace(prim.c_type, ""))
            assert text == "INT64_MIN" or int(digits[0]) == abs(int(value))


def test_first_line_names_the_source_and_output_is_deterministic() -> None:
    first = render(sample_ir(), "cgen_le")
    second = render(sample_ir(), "cgen_le")
    assert first == second
    assert set(first) == {"c/cgen_le.h", "c/cgen_le.cdef"}
    for text in first.values():
        assert text.splitlines()[0] == "/* generated from sample.xml by aeronkit codegen; do not edit */"


def test_every_identifier_carries_the_module_prefix() -> None:
    text = render(sample_ir(), "cgen_le")["c/cgen_le.h"]
    defined = re.findall(r"^static inline [\w ]+?\**\b(\w+)\(", text, flags=re.M)
    defined += re.findall(r"^#define (\w+)", text, flags=re.M)
    defined += re.findall(r"^typedef struct (\w+)", text, flags=re.M)
    assert len(defined) > 100
    outside = [
        d
        for d in defined
        if not (d.startswith("cgen_le_") or d.startswith("CGEN_LE_") or d == "AERONKIT_GENERATED_CGEN_LE_H")
    ]
    assert outside == []


def test_name_clash_is_a_schema_error_naming_both() -> None:
    ir = sample_ir()
    clash = Message("where", 9, 8, (_field("x", 1, 0, _enc("int64", P.INT64, ir.byte_order)),), (), ())
    bad = Ir(
        ir.package,
        ir.id,
        ir.version,
        ir.semantic_version,
        ir.byte_order,
        ir.description,
        ir.header,
        (*ir.types, _composite("trade_where", ir.byte_order, 8, ("x", 0, _enc("i", P.INT64, ir.byte_order)))),
        (*ir.messages, clash),
        source="bad.xml",
    )
    with pytest.raises(SchemaError, match="cgen_trade_where"):
        render(bad, "cgen")


def test_module_name_must_be_a_c_identifier() -> None:
    with pytest.raises(SchemaError, match="module name"):
        render(sample_ir(), "Bad-Name")


def build_module(files: dict[str, str], module_name: str, tmp: Path) -> Any:
    """Compile rendered ``c/*.h`` + ``c/*.cdef`` into a throwaway cffi extension in ``tmp`` and import it.

    -Werror covers cffi's own wrappers too, so a cdef that disagrees with its header fails here.
    """
    cdir = tmp / "c"
    cdir.mkdir(parents=True, exist_ok=True)
    for path, text in files.items():
        (tmp / path).write_text(text)
    ffi = FFI()
    ffi.cdef("\n".join(text for path, text in sorted(files.items()) if path.endswith(".cdef")))
    includes = "".join(f'#include "{Path(p).name}"\n' for p in sorted(files) if p.endswith(".h"))
    ffi.set_source(
        module_name,
        includes,
        include_dirs=[str(cdir)],
        extra_compile_args=[
            "-std=c11",
            "-O1",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-Wno-unused-parameter",
            "-Wno-unused-function",
        ],
    )
    so = ffi.compile(tmpdir=str(tmp))
    spec = importlib.util.spec_from_file_location(module_name, so)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def gcc_check(headers: list[Path], tmp: Path) -> None:
    """Compile every header into one translation unit with the strictest flags the brief asks for."""
    unit = tmp / "all_headers.c"
    unit.write_text("".join(f'#include "{h.name}"\n' for h in headers) + "int main(void) { return 0; }\n")
    include_dirs = sorted({str(h.parent) for h in headers})
    cmd = [
        "gcc",
        "-std=c11",
        "-Wall",
        "-Wextra",
        "-Werror",
        "-pedantic",
        "-fsyntax-only",
        *(f"-I{d}" for d in include_dirs),
        str(unit),
    ]
    result = subprocess.run(cmd, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr[:4000]


class GuardedBuffer:
    """Bytes placed so they end exactly where a PROT_NONE page begins."""

    PAGE = mmap.PAGESIZE

    def __init__(self, data: bytes) -> None:
        pages = (len(data) + self.PAGE - 1) // self.PAGE + 1
        self.map = mmap.mmap(-1, pages * self.PAGE)
        base = ctypes.addressof(ctypes.c_char.from_buffer(self.map))
        guard = base + (pages - 1) * self.PAGE
        libc = ctypes.CDLL(None, use_errno=True)
        libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
        assert libc.mprotect(guard, self.PAGE, 0) == 0, ctypes.get_errno()
        start = guard - len(data)
        self.map[start - base : guard - base] = data
        self.address = start

    def pointer(self, ffi: Any) -> Any:
        return ffi.cast("uint8_t *", self.address)


def test_output_is_the_same_under_different_hash_seeds() -> None:
    """Set and dict ordering must never leak into generated text (sbe-tool's determinism test, item 7)."""
    script = (
        "import hashlib, sys; sys.path.insert(0, sys.argv[1]);"
        "from test_backend_c_ir import sample_ir; from aeronkit.codegen.backends.c.generator import render;"
        "print(hashlib.sha256(repr(sorted(render(sample_ir(), 'cgen').items())).encode()).hexdigest())"
    )
    digests = set()
    for seed in ("1", "2", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        result = subprocess.run(
            [sys.executable, "-c", script, str(Path(__file__).parent)],
            capture_output=True,
            text=True,
            env=env,
            check=True,
        )
        digests.add(result.stdout.strip())
    assert len(digests) == 1


def test_var_data_encoding_as_a_fixed_field_is_a_schema_error() -> None:
    ir = sample_ir()
    var_string = ir.type("varStringEncoding")
    bad_msg = Message("Bad", 9, 8, (_field("oops", 1, 0, var_string),), (), ())
    bad = Ir(
        ir.package,
        ir.id,
        ir.version,
        ir.semantic_version,
        ir.byte_order,
        ir.description,
        ir.header,
        ir.types,
        (*ir.messages, bad_msg),
        source="bad.xml",
    )
    with pytest.raises(SchemaError, match=r"bad.xml: field 'oops' uses var-data encoding varStringEncoding"):
        render(bad, "cgen")
