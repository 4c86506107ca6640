"""The Spark back end: column mapping, row conversion and Arrow output from a hand-built IR.

The IR below covers every row of the mapping table in docs/spark-mapping.md. Most property cases go
through Arrow (fast); the Spark cases share one session and few DataFrames (see the spark marker).
"""

from __future__ import annotations

import importlib
import importlib.util
import math
import re
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from support.deps import require_module

from aeronkit.codegen.backends.spark import generator
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
from aeronkit.errors import CodecError
from aeronkit.spark.sbe_schema import compile_native

TEST_C_FLAGS = ("-std=c11", "-O0")
P = PrimitiveType

# --- a schema with every mapping row -------------------------------------------------------------------

SIDE = EnumType("Side", P.UINT8, (EnumValue("BUY", 0), EnumValue("SELL", 1)), null_value=255)
FLAGS = SetType("Flags", P.UINT8, (Choice("urgent", 0), Choice("hidden", 1), Choice("last", 7)))
WIDE = SetType("Wide", P.UINT16, (Choice("low", 0), Choice("middle", 9), Choice("high", 15)))
POINT = CompositeType(
    "point",
    (
        CompositeMember("x", 0, EncodedType("int32", P.INT32)),
        CompositeMember("y", 4, EncodedType("uint64", P.UINT64)),
        CompositeMember("kind", 12, SIDE),
    ),
    encoded_length=16,
)
GROUP_SIZE = CompositeType(
    "groupSizeEncoding",
    (
        CompositeMember("blockLength", 0, EncodedType("uint16", P.UINT16)),
        CompositeMember("numInGroup", 2, EncodedType("uint16", P.UINT16)),
    ),
    encoded_length=4,
)
LENGTH = EncodedType("length", P.UINT32, max_value=1 << 30)
VAR_TEXT = CompositeType(
    "varStringEncoding",
    (CompositeMember("length", 0, LENGTH),
     CompositeMember("varData", 4, EncodedType("varData", P.UINT8, length=0, character_encoding="UTF-8"))),
    encoded_length=-1,
)
VAR_BYTES = CompositeType(
    "varDataEncoding",
    (CompositeMember("length", 0, LENGTH),
     CompositeMember("varData", 4, EncodedType("varData", P.UINT8, length=0))),
    encoded_length=-1,
)
HEADER = CompositeType(
    "messageHeader",
    tuple(CompositeMember(n, i * 2, EncodedType(n, P.UINT16))
          for i, n in enumerate(("blockLength", "templateId", "schemaId", "version"))),
    encoded_length=8,
)


def _f(name: str, fid: int, offset: int, t: Any, presence: Presence = Presence.REQUIRED, **kw: Any) -> Field:
    return Field(name, fid, offset, t, presence, **kw)


def _enc(name: str, p: PrimitiveType, **kw: Any) -> EncodedType:
    return EncodedType(name, p, **kw)


OPT = Presence.OPTIONAL
EVERYTHING_FIELDS = (
    _f("i8", 1, 0, _enc("int8", P.INT8)),
    _f("u8", 2, 1, _enc("uint8", P.UINT8)),
    _f("i16", 3, 2, _enc("int16", P.INT16)),
    _f("u16", 4, 4, _enc("uint16", P.UINT16)),
    _f("ch", 5, 6, _enc("char", P.CHAR)),
    _f("flags", 6, 7, FLAGS),
    _f("i32", 7, 8, _enc("int32", P.INT32)),
    _f("u32", 8, 12, _enc("uint32", P.UINT32)),
    _f("i64", 9, 16, _enc("int64", P.INT64)),
    _f("u64", 10, 24, _enc("uint64", P.UINT64)),
    _f("f32", 11, 32, _enc("float", P.FLOAT)),
    _f("side", 12, 36, SIDE),
    _f("f64", 13, 40, _enc("double", P.DOUBLE)),
    _f("name", 14, 48, _enc("name_t", P.CHAR, length=8)),
    _f("optName", 15, 56, _enc("short_t", P.CHAR, length=4, presence=OPT), OPT),
    _f("optI32", 16, 60, _enc("int32", P.INT32, presence=OPT), OPT),
    _f("optU64", 17, 64, _enc("uint64", P.UINT64, presence=OPT), OPT),
    _f("optF64", 18, 72, _enc("double", P.DOUBLE, presence=OPT), OPT),
    _f("version", 19, 80, _enc("version_t", P.INT32, presence=OPT, null_value=0), OPT),
    _f("ints", 20, 84, _enc("triple_t", P.INT32, length=3)),
    _f("point", 21, 96, POINT),
    _f("constI32", 22, 112, _enc("answer_t", P.INT32, presence=Presence.CONSTANT, const_value=42),
       Presence.CONSTANT),
    _f("constStr", 23, 112, _enc("greeting_t", P.CHAR, length=5, presence=Presence.CONSTANT,
                                 const_value="hello"), Presence.CONSTANT),
    _f("constSide", 24, 112, SIDE, Presence.CONSTANT, value_ref="Side.SELL"),
    _f("lateI64", 25, 112, _enc("int64", P.INT64), meta=Meta(since_version=1)),
    _f("constRef", 26, 120, _enc("uint8", P.UINT8), Presence.CONSTANT, value_ref="Side.SELL"),
)
LEGS = Group("legs", 40, 9, GROUP_SIZE,
             (_f("price", 41, 0, _enc("double", P.DOUBLE)), _f("legSide", 42, 8, SIDE)), (), ())
ENTRIES = Group("entries", 30, 12, GROUP_SIZE,
                (_f("id", 31, 0, _enc("int64", P.INT64)), _f("qty", 32, 8, _enc("uint32", P.UINT32))),
                (LEGS,), (VarData("note", 33, VAR_TEXT, LENGTH, "UTF-8"),))
EVERYTHING = Message("Everything", 1, 120, EVERYTHING_FIELDS, (ENTRIES,),
                     (VarData("text", 50, VAR_TEXT, LENGTH, "UTF-8"), VarData("blob", 51, VAR_BYTES, LENGTH)))
FIXED = Message("Fixed", 2, 48, (
    _f("a", 1, 0, _enc("int32", P.INT32)),
    _f("side", 2, 4, SIDE),
    _f("flags", 3, 5, FLAGS),
    _f("wide", 10, 6, WIDE),
    _f("b", 4, 8, _enc("uint64", P.UINT64)),
    _f("optA", 5, 16, _enc("int32", P.INT32, presence=OPT), OPT),
    _f("name", 6, 20, _enc("name_t", P.CHAR, length=8)),
    _f("point", 7, 28, POINT),
    _f("f32", 8, 44, _enc("float", P.FLOAT)),
    _f("constI32", 9, 48, _enc("answer_t", P.INT32, presence=Presence.CONSTANT, const_value=42),
       Presence.CONSTANT),
), (), ())
IR = Ir("spark.test", 77, 1, "1.0", ByteOrder.LITTLE_ENDIAN, "every mapping row", HEADER,
        (SIDE, FLAGS, WIDE, POINT, GROUP_SIZE, VAR_TEXT, VAR_BYTES), (EVERYTHING, FIXED),
        source="spark-test.xml")


def _load(text: str, directory: Path, name: str) -> ModuleType:
    path = directory / f"{name}.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location(f"spark_test_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def mapping(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    return _load(generator.render(IR), tmp_path_factory.mktemp("spark"), "mapping")


# --- helpers for expected values -------------------------------------------------------------------------

SIDE_NAMES = {v.value: v.name for v in SIDE.values}


def expect_enum(raw: int) -> str | None:
    """Mapping table, enum row: name, null value -> None, unknown -> decimal text."""
    if raw == SIDE.null_value:
        return None
    return SIDE_NAMES.get(raw, str(raw))


def expect_set(raw: int, choices: SetType = FLAGS) -> list[str]:
    """Mapping table, set row: names of set bits, lowest first; unknown bits -> bit number as text."""
    names = {c.bit: c.name for c in choices.choices}
    return [names.get(bit, str(bit)) for bit in range(choices.encoding.size * 8) if raw >> bit & 1]


def same(a: Any, b: Any) -> bool:
    """Structural equality; NaN equals NaN, bytearray equals bytes (Spark collects binary as bytearray)."""
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    if isinstance(a, (bytes, bytearray)) and isinstance(b, (bytes, bytearray)):
        return bytes(a) == bytes(b)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b


# --- the generator itself --------------------------------------------------------------------------------


def test_module_starts_with_generated_line_and_is_deterministic() -> None:
    first = generator.render(IR)
    assert first.splitlines()[0] == "# generated from spark-test.xml by aeronkit codegen; do not edit"
    assert generator.render(IR) == first


def test_backend_is_registered_and_writes_spark_path() -> None:
    from aeronkit.codegen import backends
    from aeronkit.codegen.output import MemoryOutput

    out = MemoryOutput()
    backends.get("spark").generate(IR, "sparktest", out)
    assert list(out.files) == ["spark/sparktest.py"]
    assert out.files["spark/sparktest.py"] == generator.render(IR)


def test_neither_generator_nor_generated_modules_import_pyspark_or_pyarrow(tmp_path: Path) -> None:
    (tmp_path / "handmade.py").write_text(generator.render(IR))
    program = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(tmp_path)!r})
        from aeronkit.codegen.backends.spark import generator
        import aeronkit.spark_schemas.archive, aeronkit.spark_schemas.cluster, handmade
        assert handmade.FIELDS["Everything"][0].name == "i8"
        assert len(aeronkit.spark_schemas.archive.STRUCT_TYPES) > 0  # lazy: len needs no pyspark
        heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("pyspark", "pyarrow", "numpy", "py4j"))
        print(heavy)
    """)
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_arrow_schema_covers_every_mapping_row(mapping: ModuleType) -> None:
    pa = require_module("pyarrow")

    def lst(t: Any) -> Any:
        return pa.list_(pa.field("element", t, nullable=False))

    side = pa.string()
    point = pa.struct([pa.field("x", pa.int32(), False), pa.field("y", pa.decimal128(20, 0), False),
                       pa.field("kind", side, True)])
    legs = pa.struct([pa.field("price", pa.float64(), False), pa.field("legSide", side, True)])
    entries = pa.struct([pa.field("id", pa.int64(), False), pa.field("qty", pa.int64(), False),
                         pa.field("legs", lst(legs), False), pa.field("note", pa.string(), False)])
    expected = pa.schema([
        pa.field("i8", pa.int8(), False), pa.field("u8", pa.int16(), False),
        pa.field("i16", pa.int16(), False), pa.field("u16", pa.int32(), False),
        pa.field("ch", pa.string(), False), pa.field("flags", lst(pa.string()), False),
        pa.field("i32", pa.int32(), False), pa.field("u32", pa.int64(), False),
        pa.field("i64", pa.int64(), False), pa.field("u64", pa.decimal128(20, 0), False),
        pa.field("f32", pa.float32(), False), pa.field("side", side, True),
        pa.field("f64", pa.float64(), False), pa.field("name", pa.string(), False),
        pa.field("optName", pa.string(), True), pa.field("optI32", pa.int32(), True),
        pa.field("optU64", pa.decimal128(20, 0), True), pa.field("optF64", pa.float64(), True),
        pa.field("version", pa.int32(), True), pa.field("ints", lst(pa.int32()), False),
        pa.field("point", point, False), pa.field("constI32", pa.int32(), False),
        pa.field("constStr", pa.string(), False), pa.field("constSide", pa.string(), False),
        pa.field("lateI64", pa.int64(), True), pa.field("constRef", pa.int16(), False),
        pa.field("entries", lst(entries), False),
        pa.field("text", pa.string(), False), pa.field("blob", pa.binary(), False),
    ])
    assert mapping.arrow_schema("Everything").equals(expected)
    with pytest.raises(KeyError, match="no message 'Nope'"):
        mapping.arrow_schema("Nope")


@pytest.mark.spark
def test_struct_type_covers_every_mapping_row(mapping: ModuleType) -> None:
    T = require_module("pyspark.sql.types")

    def arr(t: Any) -> Any:
        return T.ArrayType(t, containsNull=False)

    def f(name: str, t: Any, nullable: bool = False) -> Any:
        return T.StructField(name, t, nullable)

    u64 = T.DecimalType(20, 0)
    point = T.StructType([f("x", T.IntegerType()), f("y", u64), f("kind", T.StringType(), True)])
    legs = T.StructType([f("price", T.DoubleType()), f("legSide", T.StringType(), True)])
    entries = T.StructType([f("id", T.LongType()), f("qty", T.LongType()), f("legs", arr(legs)),
                            f("note", T.StringType())])
    expected = T.StructType([
        f("i8", T.ByteType()), f("u8", T.ShortType()), f("i16", T.ShortType()), f("u16", T.IntegerType()),
        f("ch", T.StringType()), f("flags", arr(T.StringType())), f("i32", T.IntegerType()),
        f("u32", T.LongType()), f("i64", T.LongType()), f("u64", u64), f("f32", T.FloatType()),
        f("side", T.StringType(), True), f("f64", T.DoubleType()), f("name", T.StringType()),
        f("optName", T.StringType(), True), f("optI32", T.IntegerType(), True), f("optU64", u64, True),
        f("optF64", T.DoubleType(), True), f("version", T.IntegerType(), True),
        f("ints", arr(T.IntegerType())), f("point", point), f("constI32", T.IntegerType()),
        f("constStr", T.StringType()), f("constSide", T.StringType()), f("lateI64", T.LongType(), True),
        f("constRef", T.ShortType()),
        f("entries", arr(entries)), f("text", T.StringType()), f("blob", T.BinaryType()),
    ])
    assert mapping.struct_type("Everything") == expected
    assert mapping.STRUCT_TYPES["Everything"] is mapping.STRUCT_TYPES["Everything"]  # built once
    assert list(mapping.STRUCT_TYPES) == ["Everything", "Fixed"]


# --- the bundled schemas ---------------------------------------------------------------------------------

BUNDLED = sorted(Path(__file__).resolve().parents[2].joinpath("schemas").glob("*.xml"))


def _bundled_ir(path: Path) -> Ir:
    from aeronkit.codegen.frontend import parse_schema

    return parse_schema(path)


@pytest.mark.parametrize("schema", BUNDLED, ids=[p.name for p in BUNDLED])
def test_generated_spark_modules_match_the_generator(schema: Path) -> None:
    from aeronkit.codegen import naming

    name = naming.module_name(schema)
    committed = schema.parents[1] / "generated" / "spark" / f"{name}.py"
    assert committed.exists(), f"run the spark generator for {schema.name}"
    assert committed.read_text() == generator.render(_bundled_ir(schema)), f"{committed} drifted; regenerate"


@pytest.mark.spark
@pytest.mark.parametrize("name", ["archive", "cluster"])
def test_every_archive_and_cluster_message_builds_a_struct_type(name: str) -> None:
    require_module("pyspark")
    require_module("pyarrow")
    module = importlib.import_module(f"aeronkit.spark_schemas.{name}")
    ir = _bundled_ir(next(p for p in BUNDLED if p.name == f"{name}-codecs.xml"))
    assert list(module.STRUCT_TYPES) == [m.name for m in ir.messages]
    for message in ir.messages:
        struct = module.STRUCT_TYPES[message.name]
        wire_order = [f.name for f in message.fields] + [g.name for g in message.groups] + [
            v.name for v in message.var_data]
        assert struct.fieldNames() == wire_order
        assert module.arrow_schema(message.name).names == wire_order
        assert module.TEMPLATE_IDS[message.name] == message.id


# --- round trips through the generated Python codec ------------------------------------------------------


@pytest.fixture(scope="module")
def codec(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    """The Python codec for the hand-built IR, generated by the python back end."""
    from aeronkit.codegen import backends
    from aeronkit.codegen.output import MemoryOutput

    out = MemoryOutput()
    backends.get("python").generate(IR, "sparktest", out)
    return _load(out.files["python/sparktest.py"], tmp_path_factory.mktemp("codec"), "sparktest")


def _ints(p: PrimitiveType) -> st.SearchStrategy[int]:
    bits = p.size * 8
    if p.is_signed:
        return st.integers(-(2 ** (bits - 1)), 2 ** (bits - 1) - 1)
    return st.integers(0, 2**bits - 1)


ASCII = st.characters(min_codepoint=0x20, max_codepoint=0x7E)
SIDE_RAW = st.sampled_from([0, 1, 255]) | st.integers(0, 255)  # known names, the null value, unknown numbers
NOT_NULL_I32 = st.integers(-(2**31) + 1, 2**31 - 1)
LEG = st.fixed_dictionaries({"price": st.floats(), "leg_side": SIDE_RAW})
ENTRY = st.fixed_dictionaries({
    "id": _ints(P.INT64), "qty": _ints(P.UINT32), "legs": st.lists(LEG, max_size=3),
    "note": st.text(max_size=8),
})
POINT_VALUES = st.fixed_dictionaries({"x": _ints(P.INT32), "y": _ints(P.UINT64), "kind": SIDE_RAW})
EVERYTHING_VALUES = st.fixed_dictionaries({
    "i8": _ints(P.INT8), "u8": _ints(P.UINT8), "i16": _ints(P.INT16), "u16": _ints(P.UINT16),
    "ch": ASCII, "flags": st.integers(0, 255), "i32": _ints(P.INT32), "u32": _ints(P.UINT32),
    "i64": _ints(P.INT64), "u64": st.sampled_from([0, 2**64 - 1, 2**63]) | _ints(P.UINT64),
    "f32": st.floats(width=32), "side": SIDE_RAW, "f64": st.floats(),
    "name": st.text(ASCII, max_size=8), "opt_name": st.text(ASCII, max_size=4),
    "opt_i32": st.none() | NOT_NULL_I32, "opt_u64": st.none() | st.integers(0, 2**64 - 2),
    "opt_f64": st.none() | st.floats(allow_nan=False), "version": st.none() | NOT_NULL_I32.filter(bool),
    "ints": st.lists(_ints(P.INT32), min_size=3, max_size=3), "point": POINT_VALUES,
    "late_i64": _ints(P.INT64), "entries": st.lists(ENTRY, max_size=3),
    "text": st.text(max_size=16), "blob": st.binary(max_size=16),
})
SCALARS = ("i8", "u8", "i16", "u16", "ch", "flags", "i32", "u32", "i64", "u64", "f32", "side", "f64", "name",
           "opt_name", "opt_i32", "opt_u64", "opt_f64", "version", "ints", "late_i64")


def encode_everything(codec: ModuleType, v: dict[str, Any]) -> bytearray:
    buffer = bytearray(8192)
    e = codec.EverythingEncoder().wrap_and_apply_header(buffer)
    for key in SCALARS:
        setattr(e, key, v[key])
    point = e.point
    for key in ("x", "y", "kind"):
        setattr(point, key, v["point"][key])
    entries = e.entries_count(len(v["entries"]))
    for entry in v["entries"]:
        entries.next()
        entries.id = entry["id"]
        entries.qty = entry["qty"]
        legs = entries.legs_count(len(entry["legs"]))
        for leg in entry["legs"]:
            legs.next()
            legs.price = leg["price"]
            legs.leg_side = leg["leg_side"]
        entries.put_note(entry["note"])
    e.put_text(v["text"])
    e.put_blob(v["blob"])
    return buffer


def expected_everything(v: dict[str, Any]) -> dict[str, Any]:
    """The mapping table applied by hand to the values that were encoded."""
    def opt_u64(x: int | None) -> Decimal | None:
        return None if x is None else Decimal(x)

    return {
        "i8": v["i8"], "u8": v["u8"], "i16": v["i16"], "u16": v["u16"], "ch": v["ch"],
        "flags": expect_set(v["flags"]), "i32": v["i32"], "u32": v["u32"], "i64": v["i64"],
        "u64": Decimal(v["u64"]), "f32": v["f32"], "side": expect_enum(v["side"]), "f64": v["f64"],
        "name": v["name"], "optName": v["opt_name"] or None, "optI32": v["opt_i32"],
        "optU64": opt_u64(v["opt_u64"]), "optF64": v["opt_f64"], "version": v["version"],
        "ints": v["ints"],
        "point": {"x": v["point"]["x"], "y": Decimal(v["point"]["y"]),
                  "kind": expect_enum(v["point"]["kind"])},
        "constI32": 42, "constStr": "hello", "constSide": "SELL", "lateI64": v["late_i64"],
        "constRef": 1,
        "entries": [
            {"id": e["id"], "qty": e["qty"],
             "legs": [{"price": leg["price"], "legSide": expect_enum(leg["leg_side"])} for leg in e["legs"]],
             "note": e["note"]}
            for e in v["entries"]
        ],
        "text": v["text"], "blob": v["blob"],
    }


def decoded_rows(codec: ModuleType, mapping: ModuleType,
                 values: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    return [mapping.to_row(codec.EverythingDecoder().wrap_with_header(encode_everything(codec, v)))
            for v in values]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.lists(EVERYTHING_VALUES, min_size=1, max_size=4))
def test_codec_to_row_to_arrow_round_trip(codec: ModuleType, mapping: ModuleType,
                                          values: list[dict[str, Any]]) -> None:
    batch = mapping.to_arrow("Everything", decoded_rows(codec, mapping, values))
    assert batch.schema.equals(mapping.arrow_schema("Everything"))
    got = batch.to_pylist()
    for row, v in zip(got, values, strict=True):
        expected = expected_everything(v)
        wrong = {k: (row[k], expected[k]) for k in expected if not same(row[k], expected[k])}
        assert not wrong, wrong


FIXED_VALUES = st.fixed_dictionaries({
    "a": _ints(P.INT32), "side": SIDE_RAW, "flags": st.integers(0, 255), "wide": _ints(P.UINT16),
    "b": _ints(P.UINT64),
    "opt_a": st.none() | NOT_NULL_I32, "name": st.text(ASCII, max_size=8), "point": POINT_VALUES,
    "f32": st.floats(width=32),
})


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.lists(FIXED_VALUES, max_size=6), chars_as_bytes=st.booleans())
def test_columns_to_arrow_agrees_with_rows(codec: ModuleType, mapping: ModuleType,
                                           values: list[dict[str, Any]], chars_as_bytes: bool) -> None:
    """The vectorised column path and the per-row path give the same batch for the same messages."""
    np = require_module("numpy")
    rows = []
    for v in values:
        buffer = bytearray(256)
        e = codec.FixedEncoder().wrap_and_apply_header(buffer)
        for key in ("a", "side", "flags", "wide", "b", "opt_a", "name", "f32"):
            setattr(e, key, v[key])
        for key in ("x", "y", "kind"):
            setattr(e.point, key, v["point"][key])
        rows.append(mapping.to_row(codec.FixedDecoder().wrap_with_header(buffer)))
    null_i32 = -(2**31)
    columns = {
        "a": np.array([v["a"] for v in values], dtype=np.int32),
        "side": np.array([v["side"] for v in values], dtype=np.uint8),
        "flags": np.array([v["flags"] for v in values], dtype=np.uint8),
        "wide": np.array([v["wide"] for v in values], dtype=np.uint16),
        "b": np.array([v["b"] for v in values], dtype=np.uint64),
        "opt_a": np.array([null_i32 if v["opt_a"] is None else v["opt_a"] for v in values], dtype=np.int32),
        "name": np.array([v["name"].encode() for v in values], dtype="S8"),  # or C's char cells, below
        "point_x": np.array([v["point"]["x"] for v in values], dtype=np.int32),
        "point_y": np.array([v["point"]["y"] for v in values], dtype=np.uint64),
        "point_kind": np.array([v["point"]["kind"] for v in values], dtype=np.uint8),
        "f32": np.array([v["f32"] for v in values], dtype=np.float32),
    }
    if chars_as_bytes:
        columns["name"] = np.frombuffer(columns["name"].tobytes(), dtype=np.uint8).reshape(len(values), 8)
    from_columns = mapping.columns_to_arrow("Fixed", columns).to_pylist()
    from_rows = mapping.to_arrow("Fixed", rows).to_pylist()
    assert same(from_columns, from_rows)
    assert [r["side"] for r in from_columns] == [expect_enum(v["side"]) for v in values]
    assert [r["flags"] for r in from_columns] == [expect_set(v["flags"]) for v in values]
    assert [r["wide"] for r in from_columns] == [expect_set(v["wide"], WIDE) for v in values]
    assert [r["b"] for r in from_columns] == [Decimal(v["b"]) for v in values]


def test_column_keys_are_the_c_column_decoder_members(mapping: ModuleType) -> None:
    """columns_to_arrow is fed from the C back end's <message>_columns struct; the names must agree."""
    from aeronkit.codegen import backends
    from aeronkit.codegen.output import MemoryOutput

    out = MemoryOutput()
    backends.get("c").generate(IR, "sparktest", out)
    header = next(text for path, text in out.files.items() if path.endswith(".h"))
    struct = re.search(r"typedef struct (\w*fixed)_columns\s*\{(.*?)\}", header, re.S | re.I)
    assert struct is not None, "no columns struct for message Fixed in the C header"
    c_members = re.findall(r"\*\s*(\w+);", struct.group(2))

    def leaves(columns: tuple[Any, ...]) -> list[str]:
        keys: list[str] = []
        for c in columns:
            if c.kind == "composite":
                keys += leaves(c.children)
            elif c.kind != "const":
                keys.append(c.key)
        return keys

    assert leaves(mapping.FIXED_FIELDS) == c_members


def test_columns_to_arrow_refuses_bad_input(mapping: ModuleType) -> None:
    np = require_module("numpy")
    with pytest.raises(ValueError, match="fixed-block messages only"):
        mapping.columns_to_arrow("Everything", {})
    with pytest.raises(KeyError, match="'side'"):
        mapping.columns_to_arrow("Fixed", {"a": np.zeros(2, dtype=np.int32)})
    good = {key: np.zeros(1, dtype=dtype) for key, dtype in (
        ("a", np.int32), ("side", np.uint8), ("flags", np.uint8), ("wide", np.uint16), ("b", np.uint64),
        ("opt_a", np.int32), ("point_x", np.int32), ("point_y", np.uint64), ("point_kind", np.uint8),
        ("f32", np.float32))}
    assert mapping.columns_to_arrow("Fixed", {**good, "name": np.array([b"ok"], dtype="S8")}).num_rows == 1
    with pytest.raises(CodecError, match=r"Fixed\.name: not valid US-ASCII \(row 0\)"):
        mapping.columns_to_arrow("Fixed", {**good, "name": np.array([b"caf\xe9"], dtype="S8")})
    blank = {**good, "name": np.zeros((1, 8), np.uint8)}
    with pytest.raises(ValueError, match="block_lengths must be 1 integers"):
        mapping.columns_to_arrow("Fixed", blank, block_lengths=[48, 48])
    with pytest.raises(ValueError, match="invalid must be 'raise' or 'mask'"):
        mapping.columns_to_arrow("Fixed", blank, invalid="drop")
    short = mapping.columns_to_arrow("Fixed", blank, block_lengths=40, invalid="mask")
    assert short.reasons == {0: "block length 40 < 48 (the Fixed fields of version 0)"}
    assert short.batch.num_rows == 0
    with pytest.raises(ValueError, match="differ in length"):
        mapping.columns_to_arrow("Fixed", {"a": np.zeros(2, dtype=np.int32),
                                           "b": np.zeros(3, dtype=np.uint64)})


def test_to_row_rejects_a_foreign_decoder(codec: ModuleType, mapping: ModuleType) -> None:
    with pytest.raises(TypeError, match=r"not a message decoder of schema spark\.test"):
        mapping.to_row(SimpleNamespace())
    with pytest.raises(TypeError, match=r"decodes template 2 of schema 77, not Everything"):
        mapping.to_row(codec.FixedDecoder(), name="Everything")
    with pytest.raises(KeyError, match="no message 'Nope'"):
        mapping.to_row(codec.FixedDecoder(), name="Nope")


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=EVERYTHING_VALUES)
def test_field_added_in_a_later_version_is_null_in_an_older_message(
    codec: ModuleType, mapping: ModuleType, values: dict[str, Any]
) -> None:
    values["late_i64"] = -(2**63)  # the int64 null value is a real value for a required field
    buffer = encode_everything(codec, values)
    current = mapping.to_row(codec.EverythingDecoder().wrap_with_header(buffer))
    assert mapping.to_arrow("Everything", [current]).column("lateI64").to_pylist() == [-(2**63)]
    buffer[6:8] = (0).to_bytes(2, "little")  # header version 0: the message predates lateI64
    old = mapping.to_row(codec.EverythingDecoder().wrap_with_header(buffer))
    names = [c.name for c in mapping.EVERYTHING_FIELDS]
    assert old[names.index("lateI64")] is None
    assert old[names.index("i64")] == values["i64"]


# --- Spark: one session, few DataFrames, many rows each ----------------------------------------------------


@pytest.fixture(scope="session")
def spark() -> Iterator[Any]:
    require_module("pyspark")
    from pyspark.sql import SparkSession

    existing = SparkSession.getActiveSession()
    if existing is not None:  # another suite's session: share it, leave stopping it to its owner
        yield existing
        return
    session = (
        SparkSession.builder.master("local[1]")
        .appName("aeronkit-spark-mapping")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "1")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .getOrCreate()
    )
    yield session
    session.stop()


BOUNDARY = {
    "i8": -128, "u8": 255, "i16": -(2**15), "u16": 2**16 - 1, "ch": "~", "flags": 0xFF,
    "i32": -(2**31), "u32": 2**32 - 1, "i64": -(2**63), "u64": 2**64 - 1, "f32": math.nan, "side": 255,
    "f64": math.nan, "name": "abcdefgh", "opt_name": "", "opt_i32": None, "opt_u64": None, "opt_f64": None,
    "version": None, "ints": [2**31 - 1, -(2**31), 0], "point": {"x": 1, "y": 2**64 - 1, "kind": 99},
    "late_i64": 2**63 - 1, "text": "ünïcode", "blob": bytes(range(8)),
    "entries": [
        {"id": 1, "qty": 2**32 - 1, "note": "", "legs": [{"price": math.inf, "leg_side": 1},
                                                         {"price": math.nan, "leg_side": 7}]},
        {"id": 2, "qty": 0, "note": "x", "legs": []},
    ],
}


@pytest.mark.spark
@settings(max_examples=3, deadline=None, suppress_health_check=list(HealthCheck))
@given(values=st.lists(EVERYTHING_VALUES, min_size=10, max_size=30))
@example(values=[BOUNDARY, {**BOUNDARY, "opt_name": "ab", "opt_i32": 7, "opt_u64": 2**64 - 2, "opt_f64": -0.5,
                            "version": 3, "side": 0, "entries": []}])
def test_rows_survive_a_spark_dataframe(spark: Any, codec: ModuleType, mapping: ModuleType,
                                        values: list[dict[str, Any]]) -> None:
    """createDataFrame(rows, STRUCT_TYPES[...]) checks every cell against the schema; collect returns them."""
    frame = spark.createDataFrame(decoded_rows(codec, mapping, values), mapping.STRUCT_TYPES["Everything"])
    collected = [row.asDict(recursive=True) for row in frame.collect()]
    assert len(collected) == len(values)
    for row, v in zip(collected, values, strict=True):
        expected = expected_everything(v)
        wrong = {k: (row[k], expected[k]) for k in expected if not same(row[k], expected[k])}
        assert not wrong, wrong


@pytest.mark.spark
def test_arrow_batches_load_into_spark_with_the_struct_type(spark: Any, codec: ModuleType,
                                                            mapping: ModuleType) -> None:
    """What a Spark data source yields (Arrow batches) arrives in Spark with exactly struct_type's types."""
    pa = require_module("pyarrow")
    batch = mapping.to_arrow("Everything", decoded_rows(codec, mapping, [BOUNDARY, BOUNDARY]))
    frame = spark.createDataFrame(pa.Table.from_batches([batch]))
    assert frame.schema == mapping.struct_type("Everything")
    assert same([r.asDict(recursive=True) for r in frame.collect()], [expected_everything(BOUNDARY)] * 2)


# --- every bundled message through its real codec ----------------------------------------------------------


def _fill(encoder: Any, groups: tuple[Group, ...], var_data: tuple[VarData, ...]) -> None:
    """One entry per group (recursively) and one byte per var data; fixed fields stay zero."""
    from aeronkit.codegen.backends.python import naming as py_naming

    for g in groups:
        entries = getattr(encoder, f"{py_naming.attribute(g.name)}_count")(1)
        entries.next()
        _fill(entries, g.groups, g.var_data)
    for v in var_data:
        getattr(encoder, f"put_{py_naming.attribute(v.name)}")("x" if v.is_text else b"x")


def _check_cells(columns: tuple[Any, ...], cells: list[Any], where: str) -> None:
    for column, cell in zip(columns, cells, strict=True):
        assert column.nullable or cell is not None, f"{where}.{column.name} is null but not nullable"
        if column.kind == "group":
            assert len(cell) == 1, f"{where}.{column.name} lost its entry"
            _check_cells(column.children, list(cell[0].values()), f"{where}.{column.name}")
        elif column.kind in ("text", "bytes"):
            assert cell in ("x", b"x"), f"{where}.{column.name} = {cell!r}"


@pytest.mark.parametrize("schema", BUNDLED, ids=[p.name for p in BUNDLED])
def test_every_bundled_message_maps_from_its_python_codec(schema: Path) -> None:
    require_module("pyarrow")
    from aeronkit.codegen import naming
    from aeronkit.codegen.backends.python import naming as py_naming

    name = naming.module_name(schema)
    codec = importlib.import_module(f"aeronkit.codecs.{name}")
    mapping = importlib.import_module(f"aeronkit.spark_schemas.{name}")
    for message in _bundled_ir(schema).messages:
        cls = py_naming.class_name(message.name)
        buffer = bytearray(64 * 1024)
        encoder = getattr(codec, f"{cls}Encoder")().wrap_and_apply_header(buffer)
        _fill(encoder, message.groups, message.var_data)
        row = mapping.to_row(getattr(codec, f"{cls}Decoder")().wrap_with_header(buffer))
        batch = mapping.to_arrow(message.name, [row, row])
        assert batch.schema.equals(mapping.arrow_schema(message.name))
        assert batch.num_rows == 2
        _check_cells(mapping.FIELDS[message.name], list(batch.to_pylist()[1].values()), message.name)


# --- the real C column decoders feed columns_to_arrow ------------------------------------------------------

C_DTYPES = {"int8_t": "i1", "uint8_t": "u1", "int16_t": "<i2", "uint16_t": "<u2", "int32_t": "<i4",
            "uint32_t": "<u4", "int64_t": "<i8", "uint64_t": "<u8", "float": "<f4", "double": "<f8",
            "char": "u1"}


@pytest.fixture(scope="module")
def c_columns(tmp_path_factory: pytest.TempPathFactory) -> tuple[Any, Any, dict[str, str]]:
    """The C back end's output for the hand-built IR, compiled with cffi: lib, ffi, Fixed's columns."""
    from aeronkit.codegen import backends
    from aeronkit.codegen.output import MemoryOutput

    out = MemoryOutput()
    backends.get("c").generate(IR, "sparktest", out)
    cdef = out.files["c/sparktest.cdef"]
    struct = re.search(r"typedef struct sparktest_fixed_columns\s*\{(.*?)\}", cdef, re.S)
    assert struct is not None, "no columns struct for Fixed in the cdef"
    members = {m: t for t, m in re.findall(r"(\w+)\s*\*\s*(\w+);", struct.group(1))}
    ffi, lib = compile_native(
        "sparktest", out.files["c/sparktest.h"], cdef, tmp_path_factory.mktemp("cspark"), flags=TEST_C_FLAGS
    )
    return lib, ffi, members


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.lists(FIXED_VALUES, min_size=1, max_size=20))
def test_c_column_decoders_feed_columns_to_arrow(
    c_columns: tuple[Any, Any, dict[str, str]], codec: ModuleType, mapping: ModuleType,
    values: list[dict[str, Any]],
) -> None:
    """Python-encoded messages, column-decoded by the generated C, then columns_to_arrow, equal the rows."""
    np = require_module("numpy")
    lib, ffi, members = c_columns
    stride = 64
    buffer = bytearray(len(values) * stride)
    rows = []
    for i, v in enumerate(values):
        e = codec.FixedEncoder().wrap_and_apply_header(buffer, i * stride)
        for key in ("a", "side", "flags", "wide", "b", "opt_a", "name", "f32"):
            setattr(e, key, v[key])
        for key in ("x", "y", "kind"):
            setattr(e.point, key, v["point"][key])
        rows.append(mapping.to_row(codec.FixedDecoder().wrap_with_header(buffer, i * stride)))
    struct = ffi.new("sparktest_fixed_columns *")
    arrays: dict[str, Any] = {}
    for member, c_type in members.items():
        shape = (len(values), 8) if member == "name" else len(values)  # name is the one array leaf: char[8]
        arrays[member] = np.zeros(shape, dtype=C_DTYPES[c_type])
        setattr(struct, member, ffi.cast(f"{c_type} *", ffi.from_buffer(arrays[member])))
    offsets = np.arange(len(values), dtype=np.uint64) * stride
    decoded = lib.sparktest_fixed_decode_columns_headered(
        ffi.from_buffer(buffer), len(buffer), ffi.cast("uint64_t *", ffi.from_buffer(offsets)), len(values),
        struct)
    assert decoded == len(values)
    from_c = mapping.columns_to_arrow("Fixed", arrays).to_pylist()
    assert same(from_c, mapping.to_arrow("Fixed", rows).to_pylist())


# --- columns_to_arrow across versions: late fields, optional nulls, raw char bytes ------------------------
#
# A second schema, at version 2, whose fixed message grew: version-0 fields (char arrays in US-ASCII and
# UTF-8, optional and required single chars, a composite with a member added in version 1), then fields of
# versions 1 and 2 of every kind. Messages are written byte by byte (so char cells may hold anything: NULs
# in the middle, bytes >= 0x80, broken UTF-8) with a header of any version and a block that ends after the
# fields of version 0, 1 or 2, or later (a newer sender). The C column decoders then columns_to_arrow must
# give, row for row, what to_arrow gives for to_row of each message, and must report exactly the messages
# whose decoding raises CodecError.

SPOT = CompositeType(
    "spot",
    (CompositeMember("a", 0, _enc("int16", P.INT16)),
     CompositeMember("b", 2, _enc("int32", P.INT32), Meta(since_version=1))),
    encoded_length=6,
)
LATE_FIELDS = (
    _f("id", 1, 0, _enc("int64", P.INT64)),
    _f("sym", 2, 8, _enc("sym_t", P.CHAR, length=6)),
    _f("utf", 3, 14, _enc("utf_t", P.CHAR, length=4, character_encoding="UTF-8")),
    _f("optI32", 4, 18, _enc("int32", P.INT32, presence=OPT), OPT),
    _f("optCh", 5, 22, _enc("char", P.CHAR, presence=OPT), OPT),
    _f("ch", 6, 23, _enc("char", P.CHAR)),
    _f("spot", 7, 24, SPOT),
    _f("lateI32", 8, 30, _enc("int32", P.INT32), meta=Meta(since_version=1)),
    _f("lateOptI64", 9, 34, _enc("int64", P.INT64, presence=OPT), OPT, meta=Meta(since_version=1)),
    _f("lateFlags", 10, 42, FLAGS, meta=Meta(since_version=1)),
    _f("lateName", 11, 43, _enc("late_t", P.CHAR, length=4), meta=Meta(since_version=1)),
    _f("lateOptName", 12, 47, _enc("opt3_t", P.CHAR, length=3, presence=OPT), OPT,
       meta=Meta(since_version=1)),
    _f("lateSide", 13, 50, SIDE, meta=Meta(since_version=2)),
    _f("latePoint", 14, 51, POINT, meta=Meta(since_version=2)),
    _f("lateInts", 15, 67, _enc("pair_t", P.INT16, length=2), meta=Meta(since_version=2)),
)
VERSION_ENDS = (30, 50, 71)  # the block after the fields of version 0, 1, 2
EVOLVING = Message("Evolving", 3, 71, LATE_FIELDS, (), ())
LATE_IR = Ir("spark.late", 78, 2, "2.0", ByteOrder.LITTLE_ENDIAN, "late fields", HEADER,
             (SIDE, FLAGS, POINT, SPOT), (EVOLVING,), source="spark-late.xml")
LATE_STRIDE = 96  # room for the longest block a newer sender writes


@pytest.fixture(scope="module")
def late(tmp_path_factory: pytest.TempPathFactory) -> SimpleNamespace:
    """LATE_IR's Python codec, Spark mapping and compiled C column decoder."""
    from aeronkit.codegen import backends
    from aeronkit.codegen.output import MemoryOutput

    tmp = tmp_path_factory.mktemp("late")
    out = MemoryOutput()
    backends.get("python").generate(LATE_IR, "latetest", out)
    backends.get("c").generate(LATE_IR, "latetest", out)
    codec_module = _load(out.files["python/latetest.py"], tmp, "latetest")
    mapping_module = _load(generator.render(LATE_IR), tmp, "latemapping")
    cdef = out.files["c/latetest.cdef"]
    struct = re.search(r"typedef struct latetest_evolving_columns\s*\{(.*?)\}", cdef, re.S)
    assert struct is not None, "no columns struct for Evolving in the cdef"
    ffi, lib = compile_native("latetest", out.files["c/latetest.h"], cdef, tmp / "c", flags=TEST_C_FLAGS)
    members = {m: t for t, m in re.findall(r"(\w+)\s*\*\s*(\w+);", struct.group(1))}
    return SimpleNamespace(codec=codec_module, mapping=mapping_module, lib=lib, ffi=ffi, members=members)


def _widths(columns: tuple[Any, ...], out: dict[str, int]) -> dict[str, int]:
    """Column key -> values per message (n for char[n] and T[n], else 1)."""
    for c in columns:
        if c.kind == "composite":
            _widths(c.children, out)
        elif c.kind != "const":
            out[c.key] = int(c.sbe[c.sbe.rindex("[") + 1:-1]) if c.kind in ("chars", "array") else 1
    return out


# char cells: padded text (the usual), or any bytes: NULs in the middle, bytes >= 0x80, broken UTF-8
CHAR_BYTE = st.sampled_from([*range(0x20, 0x7F), *[0] * 12, 0x80, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xFF])


def _cell(width: int) -> st.SearchStrategy[bytes]:
    padded = st.text(st.characters(max_codepoint=0x7E, blacklist_categories=("Cs",), min_codepoint=1)
                     | st.sampled_from("é€"), max_size=width)
    return (padded.map(lambda s: s.encode("utf-8")[:width].ljust(width, b"\0"))
            | st.lists(CHAR_BYTE, min_size=width, max_size=width).map(bytes))


def _null_or(p: PrimitiveType, null: int) -> st.SearchStrategy[int]:
    return st.just(null) | _ints(p)  # the null value is drawn often, optional or not


LATE_MESSAGE = st.fixed_dictionaries({
    "version": st.integers(0, 3),
    "block": st.sampled_from(VERSION_ENDS) | st.integers(VERSION_ENDS[0], LATE_STRIDE - 8),
    "id": _ints(P.INT64), "sym": _cell(6), "utf": _cell(4),
    "opt_i32": _null_or(P.INT32, -(2**31)), "opt_ch": _cell(1), "ch": _cell(1),
    "spot_a": _ints(P.INT16), "spot_b": _null_or(P.INT32, -(2**31)),
    "late_i32": _null_or(P.INT32, -(2**31)), "late_opt_i64": _null_or(P.INT64, -(2**63)),
    "late_flags": _ints(P.UINT8), "late_name": _cell(4), "late_opt_name": _cell(3), "late_side": SIDE_RAW,
    "point_x": _ints(P.INT32), "point_y": _null_or(P.UINT64, 2**64 - 1), "point_kind": SIDE_RAW,
    "late_ints": st.tuples(_ints(P.INT16), _ints(P.INT16)),
    "tail": st.binary(min_size=LATE_STRIDE, max_size=LATE_STRIDE),  # what lies past the block
})


def write_late(buffer: bytearray, at: int, v: dict[str, Any]) -> None:
    """One Evolving message at ``at``, byte by byte; the bytes past its block are ``tail``."""
    import struct

    buffer[at:at + LATE_STRIDE] = v["tail"]
    struct.pack_into("<HHHH", buffer, at, v["block"], EVOLVING.id, LATE_IR.id, v["version"])
    body = at + 8
    block = bytearray(v["tail"][: EVOLVING.block_length])
    struct.pack_into("<q6s4sic1shiiqB4s3sBiQB3x2h", block, 0, v["id"], v["sym"], v["utf"], v["opt_i32"],
                     v["opt_ch"], v["ch"], v["spot_a"], v["spot_b"], v["late_i32"], v["late_opt_i64"],
                     v["late_flags"], v["late_name"], v["late_opt_name"], v["late_side"], v["point_x"],
                     v["point_y"], v["point_kind"], *v["late_ints"])
    buffer[body:body + min(v["block"], EVOLVING.block_length)] = block[: v["block"]]


def c_decode_late(late: SimpleNamespace, buffer: bytearray, count: int) -> dict[str, Any]:
    """The generated C column decoder over ``count`` messages at LATE_STRIDE apart."""
    np = require_module("numpy")
    ffi = late.ffi
    widths = _widths(late.mapping.FIELDS["Evolving"], {})
    assert set(widths) == set(late.members)
    out = ffi.new("latetest_evolving_columns *")
    arrays: dict[str, Any] = {}
    for member, c_type in late.members.items():
        shape = (count, widths[member]) if widths[member] > 1 else (count,)
        arrays[member] = np.zeros(shape, dtype=C_DTYPES[c_type])
        setattr(out, member, ffi.cast(f"{c_type} *", ffi.from_buffer(arrays[member])))
    offsets = np.arange(count, dtype=np.uint64) * LATE_STRIDE
    done = late.lib.latetest_evolving_decode_columns_headered(
        ffi.from_buffer(buffer), len(buffer), ffi.cast("uint64_t *", ffi.from_buffer(offsets)), count, out)
    assert done == count
    return arrays


def rows_of_late(late: SimpleNamespace, buffer: bytearray, count: int) -> tuple[list[Any], list[str | None]]:
    """to_row of each message, or the CodecError text when the codec refuses it."""
    rows: list[Any] = []
    errors: list[str | None] = []
    for i in range(count):
        decoder = late.codec.EvolvingDecoder().wrap_with_header(buffer, i * LATE_STRIDE, LATE_STRIDE)
        try:
            rows.append(late.mapping.to_row(decoder))
            errors.append(None)
        except CodecError as exc:
            errors.append(str(exc))
    return rows, errors


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.lists(LATE_MESSAGE, min_size=1, max_size=12))
def test_columns_to_arrow_equals_to_row_across_versions(late: SimpleNamespace,
                                                        values: list[dict[str, Any]]) -> None:
    np = require_module("numpy")
    buffer = bytearray(len(values) * LATE_STRIDE)
    for i, v in enumerate(values):
        write_late(buffer, i * LATE_STRIDE, v)
    rows, errors = rows_of_late(late, buffer, len(values))
    arrays = c_decode_late(late, buffer, len(values))
    blocks = np.array([v["block"] for v in values], dtype=np.uint16)
    versions = np.array([v["version"] for v in values], dtype=np.uint16)

    got = late.mapping.columns_to_arrow("Evolving", arrays, block_lengths=blocks, versions=versions,
                                        invalid="mask")
    refused = [e is not None for e in errors]
    assert got.invalid.tolist() == refused
    assert sorted(got.reasons) == [i for i, bad in enumerate(refused) if bad]
    for i, reason in got.reasons.items():  # the codec blames the same field, in its own words
        field_name = reason.split(":")[0].removeprefix("Evolving.")
        assert reason.endswith(("not valid US-ASCII", "not valid UTF-8")), reason
        codec_says = str(errors[i])
        assert codec_says.startswith(f"Evolving.{generator.getter(field_name)}: not valid"), codec_says
    assert got.batch.schema.equals(late.mapping.arrow_schema("Evolving"))
    assert same(got.batch.to_pylist(), late.mapping.to_arrow("Evolving", rows).to_pylist())
    if any(refused):
        with pytest.raises(CodecError, match=re.escape(got.reasons[min(got.reasons)])):
            late.mapping.columns_to_arrow("Evolving", arrays, block_lengths=blocks, versions=versions)
    else:
        plain = late.mapping.columns_to_arrow("Evolving", arrays, block_lengths=blocks, versions=versions)
        assert same(plain.to_pylist(), got.batch.to_pylist())


def test_columns_to_arrow_tells_absent_from_null_by_hand(late: SimpleNamespace) -> None:
    """The rules written out for three messages, without to_row: absence comes from version and block, a
    required field keeps its null value, text ends at the first NUL, invalid text is one row's error."""
    np = require_module("numpy")
    base = {
        "id": 7, "sym": b"AB\0CD\0", "utf": "é".encode().ljust(4, b"\0"), "opt_i32": -(2**31),
        "opt_ch": b"\0", "ch": b"x", "spot_a": 1, "spot_b": -(2**31), "late_i32": -(2**31),
        "late_opt_i64": -(2**63), "late_flags": 0, "late_name": b"\0" * 4, "late_opt_name": b"\0" * 3,
        "late_side": 1, "point_x": 5, "point_y": 2**64 - 1, "point_kind": 0, "late_ints": (3, 4),
        "tail": bytes(range(LATE_STRIDE)),
    }
    messages = [
        {**base, "version": 0, "block": VERSION_ENDS[0]},  # an old sender: nothing late is carried
        {**base, "version": 1, "block": VERSION_ENDS[1]},  # version 1 fields only
        {**base, "version": 2, "block": VERSION_ENDS[1]},  # version 2, but its block stops at version 1
        {**base, "version": 2, "block": VERSION_ENDS[2], "sym": b"ok\0\xff\xff\0"},  # after a NUL: ignored
        {**base, "version": 2, "block": VERSION_ENDS[2], "sym": b"o\xff\0\0\0\0"},  # invalid text
    ]
    buffer = bytearray(len(messages) * LATE_STRIDE)
    for i, v in enumerate(messages):
        write_late(buffer, i * LATE_STRIDE, v)
    arrays = c_decode_late(late, buffer, len(messages))
    arrays["late_name"][0] = 0xFF  # whatever an absent cell holds (C writes NULs) is neither text nor error
    got = late.mapping.columns_to_arrow(
        "Evolving", arrays, block_lengths=np.array([v["block"] for v in messages]),
        versions=[v["version"] for v in messages], invalid="mask")
    assert got.invalid.tolist() == [False, False, False, False, True]
    assert got.reasons == {4: "Evolving.sym: not valid US-ASCII"}
    old, v1, cut, new = got.batch.to_pylist()
    assert (old["sym"], old["utf"], old["optI32"], old["optCh"], old["ch"]) == ("AB", "é", None, None, "x")
    assert old["spot"] == {"a": 1, "b": None}  # member b came in version 1
    assert all(old[k] is None for k in ("lateI32", "lateOptI64", "lateFlags", "lateName", "lateOptName",
                                        "lateSide", "latePoint", "lateInts"))
    assert v1["spot"] == {"a": 1, "b": -(2**31)}  # present: a required member keeps the null value
    assert (v1["lateI32"], v1["lateOptI64"], v1["lateFlags"]) == (-(2**31), None, [])
    assert (v1["lateName"], v1["lateOptName"]) == ("", None)  # required all-NUL text is "", optional null
    assert (v1["lateSide"], v1["latePoint"], v1["lateInts"]) == (None, None, None)
    assert cut == v1  # version 2 with a version-1 block carries exactly the version-1 fields
    assert new["sym"] == "ok"
    assert (new["lateSide"], new["latePoint"], new["lateInts"]) == (
        "SELL", {"x": 5, "y": Decimal(2**64 - 1), "kind": "BUY"}, [3, 4])
    with pytest.raises(CodecError, match=r"Evolving\.sym: not valid US-ASCII \(row 4\)"):
        late.mapping.columns_to_arrow("Evolving", c_decode_late(late, buffer, len(messages)),
                                      block_lengths=[v["block"] for v in messages],
                                      versions=[v["version"] for v in messages])


TEXTS = Message("Texts", 1, 12, (
    _f("latin", 1, 0, _enc("latin_t", P.CHAR, length=4, character_encoding="ISO-8859-1")),
    _f("cp1252", 2, 4, _enc("cp_t", P.CHAR, length=4, character_encoding="windows-1252")),
    _f("utf16", 3, 8, _enc("u16_t", P.CHAR, length=4, character_encoding="UTF-16LE", presence=OPT), OPT),
), (), ())
TEXTS_IR = Ir("spark.texts", 79, 0, "0", ByteOrder.LITTLE_ENDIAN, "other encodings", HEADER, (), (TEXTS,),
              source="spark-texts.xml")


@pytest.fixture(scope="module")
def texts(tmp_path_factory: pytest.TempPathFactory) -> SimpleNamespace:
    from aeronkit.codegen import backends
    from aeronkit.codegen.output import MemoryOutput

    tmp = tmp_path_factory.mktemp("texts")
    out = MemoryOutput()
    backends.get("python").generate(TEXTS_IR, "textstest", out)
    return SimpleNamespace(codec=_load(out.files["python/textstest.py"], tmp, "textstest"),
                           mapping=_load(generator.render(TEXTS_IR), tmp, "textsmapping"))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cells=st.lists(st.tuples(_cell(4), _cell(4), _cell(4)), min_size=1, max_size=10))
def test_columns_to_arrow_other_encodings_agree_with_rows(texts: SimpleNamespace,
                                                          cells: list[tuple[bytes, bytes, bytes]]) -> None:
    """Encodings Arrow cannot decode: ASCII-compatible ones (Latin-1, windows-1252, which has undefined
    bytes) go to Python only for rows with a high byte; UTF-16 goes to Python for every row."""
    np = require_module("numpy")
    rows, refused = [], []
    for latin, cp, u16 in cells:
        buffer = bytearray(HEADER.encoded_length) + latin + cp + u16
        buffer[:8] = bytes([12, 0, 1, 0, 79, 0, 0, 0])
        try:
            rows.append(texts.mapping.to_row(texts.codec.TextsDecoder().wrap_with_header(buffer)))
            refused.append(False)
        except CodecError:
            refused.append(True)
    columns = {key: np.frombuffer(b"".join(c[i] for c in cells), dtype=np.uint8).reshape(len(cells), 4)
               for i, key in enumerate(("latin", "cp1252", "utf16"))}
    got = texts.mapping.columns_to_arrow("Texts", columns, invalid="mask")
    assert got.invalid.tolist() == refused
    assert same(got.batch.to_pylist(), texts.mapping.to_arrow("Texts", rows).to_pylist())
