"""The Python back end over hand-built IR that uses every feature the generator supports.

Each property test encodes drawn values with the generated encoder, checks the bytes against the
independent struct-based reference encoder (offsets straight from the IR), decodes them back and
compares with what the values should decode to.
"""

from __future__ import annotations

import math
import mmap
import struct
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_backend_python_support import (
    BE,
    CONSTANT,
    LE,
    OPTIONAL,
    P,
    apply,
    composite,
    decoder,
    dimension,
    encode,
    enum_type,
    expected,
    fields,
    group,
    header,
    load,
    message,
    message_values,
    prim,
    random_ir,
    ref_message,
    same,
    set_type,
    var_data,
)

from aeronkit.codegen.backends import get
from aeronkit.codegen.frontend import at_version
from aeronkit.codegen.ir import Ir
from aeronkit.codegen.output import MemoryOutput
from aeronkit.errors import CodecError

# ---------------------------------------------------------------------------------------------
# the feature schemas

SIDE = enum_type("Side", P.INT32, {"BUY": 1, "SELL": 2})
CODE = enum_type("Code", P.CHAR, {"ALPHA": ord("A"), "BRAVO": ord("B")})
MODE = enum_type("Mode", P.UINT8, {"ON": 0, "OFF": 1})
FLAGS = set_type("Flags", P.UINT8, {"X": 0, "Y": 3, "Z": 7})
WIDE = set_type("Wide", P.UINT32, {"LO": 0, "HI": 31})
INNER = composite("inner", [("x", prim("x", P.UINT16)), ("y", prim("y", P.INT64), 4)], length=12)
OUTER = composite(
    "outer",
    [
        ("a", prim("a", P.INT8)),
        ("inner", INNER, 4),
        ("side", SIDE, 16),
        ("tag", prim("tag", P.CHAR, 2, presence=CONSTANT, const="OK"), 20),
    ],
    length=24,
)
DIM32 = dimension(count=P.UINT32, name="groupSize32")

ALL_FIELDS = fields(
    {"name": "char1", "type": prim("char1", P.CHAR)},
    {"name": "i8", "type": prim("i8", P.INT8)},
    {"name": "u8", "type": prim("u8", P.UINT8)},
    {"name": "i16", "type": prim("i16", P.INT16)},
    {"name": "u16", "type": prim("u16", P.UINT16)},
    {"name": "i32", "type": prim("i32", P.INT32)},
    {"name": "u32", "type": prim("u32", P.UINT32)},
    {"name": "i64", "type": prim("i64", P.INT64)},
    {"name": "u64", "type": prim("u64", P.UINT64)},
    {"name": "f32", "type": prim("f32", P.FLOAT)},
    {"name": "f64", "type": prim("f64", P.DOUBLE)},
    {"name": "symbol", "type": prim("symbol", P.CHAR, 8)},
    {"name": "label", "type": prim("label", P.CHAR, 12, encoding="UTF-8")},
    {"name": "triple", "type": prim("triple", P.INT32, 3)},
    {"name": "optI32", "type": prim("optI32", P.INT32), "presence": OPTIONAL},
    {"name": "optU8", "type": prim("optU8", P.UINT8, presence=OPTIONAL, null=0)},
    {"name": "optF64", "type": prim("optF64", P.DOUBLE, presence=OPTIONAL)},
    {"name": "konst", "type": prim("konst", P.INT16, presence=CONSTANT, const=42)},
    {"name": "kstr", "type": prim("kstr", P.CHAR, 4, presence=CONSTANT, const="AERN")},
    {"name": "side", "type": SIDE},
    {"name": "code", "type": CODE},
    {"name": "mode", "type": MODE, "presence": OPTIONAL},
    {"name": "flags", "type": FLAGS},
    {"name": "wide", "type": WIDE},
    {"name": "outer", "type": OUTER, "offset": 136},
    {"name": "fixedSide", "type": SIDE, "presence": CONSTANT, "value_ref": "Side.SELL"},
    {"name": "lateValue", "type": prim("lateValue", P.INT64), "since": 1},
)

FILLS = group(
    "fills",
    21,
    fields({"name": "fillId", "type": prim("fillId", P.UINT32)}),
    var=(var_data("note", 22, P.UINT8, "US-ASCII"),),
)
LEGS = group(
    "legs",
    20,
    fields(
        {"name": "price", "type": prim("price", P.INT64)},
        {"name": "qty", "type": prim("qty", P.INT32), "presence": OPTIONAL},
        {"name": "side", "type": SIDE},
    ),
    groups=(FILLS,),
    var=(var_data("tag", 23, P.UINT16, None),),
    padding=3,
)
BULK = group("bulk", 24, fields({"name": "v", "type": prim("v", P.INT16)}), dim=DIM32)
EXTRAS = group("extras", 30, fields({"name": "w", "type": prim("w", P.INT16)}), since=1)

ALL_TYPES = message(
    "AllTypes",
    1,
    ALL_FIELDS,
    groups=(LEGS, BULK, EXTRAS),
    var=(
        var_data("text8", 40, P.UINT8, "UTF-8"),
        var_data("bin16", 41, P.UINT16, None),
        var_data("text32", 42, P.UINT32, "US-ASCII", max_value=1 << 30),
        var_data("late", 43, P.UINT16, "UTF-8", since=1),
    ),
    padding=5,
)
FIXED = message(
    "Fixed",
    2,
    fields(
        {"name": "a", "type": prim("a", P.INT32)},
        {"name": "b", "type": prim("b", P.INT64), "offset": 8},
        {"name": "side", "type": SIDE},
        {"name": "sym", "type": prim("sym", P.CHAR, 4)},
        {"name": "flags", "type": FLAGS},
    ),
)
EMPTY = message("Empty", 3, ())
# a message evolved the way SBE allows peers of either version to read it: a block field and a
# trailing var data field added in version 1 (a group added before var data is readable by newer
# decoders only, which AllTypes.extras covers)
EVOLVING = message(
    "Evolving",
    4,
    fields({"name": "a", "type": prim("a", P.INT32)}, {"name": "b", "type": prim("b", P.INT64), "since": 1}),
    groups=(
        group(
            "items",
            9,
            fields({"name": "x", "type": prim("x", P.UINT16)}),
            var=(var_data("label", 10, P.UINT8, "UTF-8"),),
        ),
    ),
    var=(var_data("name", 11, P.UINT8, "UTF-8"), var_data("extra", 12, P.UINT16, None, since=1)),
)


def _ir(messages: tuple, order=LE, version: int = 1, types: tuple = ()) -> Ir:
    return Ir(
        package="test.features",
        id=77,
        version=version,
        semantic_version="1.0",
        byte_order=order,
        description="features",
        header=header(order),
        types=types,
        messages=messages,
        source="features.xml",
    )


FEATURES = _ir((ALL_TYPES, FIXED, EMPTY, EVOLVING), types=(SIDE, CODE, MODE, FLAGS, WIDE, INNER, OUTER))

B_SIDE = enum_type("BSide", P.INT16, {"UP": 1, "DOWN": -2}, order=BE)
B_SET = set_type("BSet", P.UINT16, {"P": 1, "Q": 9}, order=BE)
B_COMP = composite(
    "bpair",
    [("hi", prim("hi", P.UINT32, order=BE)), ("lo", prim("lo", P.INT16, order=BE), 6)],
    order=BE,
    length=8,
)
BIG = message(
    "BigOne",
    5,
    fields(
        {"name": "u16", "type": prim("u16", P.UINT16, order=BE)},
        {"name": "i32", "type": prim("i32", P.INT32, order=BE)},
        {"name": "f64", "type": prim("f64", P.DOUBLE, order=BE)},
        {"name": "opt", "type": prim("opt", P.UINT64, order=BE), "presence": OPTIONAL},
        {"name": "side", "type": B_SIDE},
        {"name": "set", "type": B_SET},
        {"name": "pair", "type": B_COMP},
        {"name": "arr", "type": prim("arr", P.UINT16, 2, order=BE)},
    ),
    groups=(
        group(
            "rows",
            6,
            fields({"name": "n", "type": prim("n", P.INT32, order=BE)}),
            dim=dimension(BE),
            var=(var_data("cell", 7, P.UINT16, "UTF-8", order=BE),),
        ),
    ),
    var=(var_data("blob", 8, P.UINT32, None, order=BE, max_value=1 << 30),),
)
BIG_IR = _ir((BIG,), order=BE, version=0, types=(B_SIDE, B_SET, B_COMP))

MOD = load(FEATURES)
OLD_IR = at_version(FEATURES, 0)
OLD = load(OLD_IR, "features_v0")
BIG_MOD = load(BIG_IR, "big")

FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def roundtrip(module: Any, ir: Ir, name: str, values: dict[str, Any]) -> bytes:
    m = ir.message(name)
    data = encode(module, m, values)
    assert data == ref_message(ir, m, values), "encoder bytes differ from the IR reference layout"
    dec = decoder(module, m).wrap_with_header(data)
    want = expected(m.fields, m.groups, m.var_data, values)
    got = dec.to_dict()
    assert same(got, want), f"decoded {got!r}\nexpected {want!r}"
    assert dec.encoded_length == len(data) - module.HEADER_LENGTH
    return data


# ---------------------------------------------------------------------------------------------
# round trips


@FAST
@given(message_values(ALL_TYPES))
def test_every_feature_round_trips_and_matches_the_ir_layout(values: dict[str, Any]) -> None:
    roundtrip(MOD, FEATURES, "AllTypes", values)


@FAST
@given(message_values(BIG))
def test_big_endian_schema_round_trips(values: dict[str, Any]) -> None:
    data = roundtrip(BIG_MOD, BIG_IR, "BigOne", values)
    assert struct.unpack_from(">H", data, 2)[0] == 5  # template id, big-endian on the wire


@FAST
@given(message_values(FIXED))
def test_decode_fields_reads_the_whole_block_raw(values: dict[str, Any]) -> None:
    data = roundtrip(MOD, FEATURES, "Fixed", values)
    raw = MOD.FixedDecoder.decode_fields(data, MOD.HEADER_LENGTH)
    by_name = dict(zip(MOD.FixedDecoder.FIELD_NAMES, raw, strict=True))
    assert by_name["a"] == values["a"] and by_name["b"] == values["b"]
    assert by_name["side"] == (MOD.Side[values["side"]].value)
    assert by_name["sym"] == values["sym"].encode().ljust(4, b"\0")


def test_empty_message_round_trips() -> None:
    data = roundtrip(MOD, FEATURES, "Empty", {})
    assert len(data) == MOD.HEADER_LENGTH


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(message_values(ALL_TYPES))
def test_truncation_at_every_byte_raises_codec_error(values: dict[str, Any]) -> None:
    data = encode(MOD, ALL_TYPES, values)
    dec = MOD.AllTypesDecoder()
    for cut in range(len(data)):
        with pytest.raises(CodecError):
            dec.wrap_with_header(data[:cut]).to_dict()
    # the same bytes inside a larger buffer, bounded by `length`
    padded = data + b"\x7f" * 16
    for cut in range(0, len(data), 7):
        with pytest.raises(CodecError):
            dec.wrap_with_header(padded, 0, cut).to_dict()


@settings(max_examples=30, deadline=None)
@given(message_values(ALL_TYPES), st.randoms(use_true_random=False))
def test_var_data_and_groups_read_in_any_order(values: dict[str, Any], rnd: Any) -> None:
    data = encode(MOD, ALL_TYPES, values)
    want = expected(ALL_TYPES.fields, ALL_TYPES.groups, ALL_TYPES.var_data, values)
    names = ["legs", "bulk", "extras", "text8", "bin16", "text32", "late"]
    dec = MOD.AllTypesDecoder().wrap_with_header(data)
    for name in rnd.sample(names * 2, len(names) * 2):
        value = getattr(dec, name)
        if name in ("legs", "bulk", "extras"):
            value = [entry.to_dict() for entry in value]
        assert same(value, want[name]), name
    assert dec.encoded_length == len(data) - MOD.HEADER_LENGTH
    # within group entries: nested var data read before the nested group, and a partly read group
    for entry, entry_want in zip(dec.legs, want["legs"], strict=True):
        assert entry.tag == entry_want["tag"]
        assert [f.to_dict() for f in entry.fills] == entry_want["fills"]
    legs = dec.legs
    if len(legs):
        next(legs)
    assert same(dec.text32, want["text32"])


# ---------------------------------------------------------------------------------------------
# versions


@FAST
@given(message_values(OLD_IR.message("AllTypes")))
def test_old_encoder_new_decoder_sees_absent_fields_as_none(values: dict[str, Any]) -> None:
    old_msg = OLD_IR.message("AllTypes")
    data = encode(OLD, old_msg, values)
    assert data == ref_message(OLD_IR, old_msg, values)
    dec = MOD.AllTypesDecoder().wrap_with_header(data)
    assert dec.acting_version == 0 and dec.acting_block_length == old_msg.block_length
    got = dec.to_dict()
    assert same(got, expected(ALL_TYPES.fields, ALL_TYPES.groups, ALL_TYPES.var_data, values, version=0))
    assert got["late_value"] is None and got["extras"] == [] and got["late"] is None


@FAST
@given(message_values(EVOLVING))
def test_new_encoder_old_decoder_skips_the_longer_block(values: dict[str, Any]) -> None:
    old_msg = OLD_IR.message("Evolving")
    assert old_msg.block_length < EVOLVING.block_length
    data = encode(MOD, EVOLVING, values)
    dec = OLD.EvolvingDecoder().wrap_with_header(data)
    assert dec.acting_block_length == EVOLVING.block_length and dec.acting_version == 1
    assert same(dec.to_dict(), expected(old_msg.fields, old_msg.groups, old_msg.var_data, values))
    # the old decoder's message ends where the var data it knows ends: before `extra`
    assert dec.encoded_length == len(data) - OLD.HEADER_LENGTH - 2 - len(values["extra"])


@FAST
@given(message_values(OLD_IR.message("Evolving")))
def test_evolving_message_old_encoder_new_decoder(values: dict[str, Any]) -> None:
    data = encode(OLD, OLD_IR.message("Evolving"), values)
    got = MOD.EvolvingDecoder().wrap_with_header(data).to_dict()
    assert same(got, expected(EVOLVING.fields, EVOLVING.groups, EVOLVING.var_data, values, version=0))
    assert got["b"] is None and got["extra"] is None


def test_field_beyond_a_short_acting_block_is_absent_even_at_a_new_version() -> None:
    data = bytearray(encode(MOD, ALL_TYPES, _fixed_values()))
    block = ALL_TYPES.block_length
    dec = MOD.AllTypesDecoder().wrap(data, MOD.HEADER_LENGTH, block - 13, 1)
    assert dec.late_value is None  # lateValue ends past the acting block


# ---------------------------------------------------------------------------------------------
# decisions: None, unknown enums, sets, constants


def _body(values: dict[str, Any] | None = None) -> tuple[bytearray, Any]:
    buf = bytearray(4096)
    enc = MOD.AllTypesEncoder().wrap_and_apply_header(buf)
    apply(MOD, enc, ALL_TYPES.fields, ALL_TYPES.groups, ALL_TYPES.var_data, values or _fixed_values())
    return buf, enc


def _fixed_values() -> dict[str, Any]:
    return {
        "char1": "c",
        "i8": -1,
        "u8": 2,
        "i16": -3,
        "u16": 4,
        "i32": -5,
        "u32": 6,
        "i64": -7,
        "u64": 8,
        "f32": 1.5,
        "f64": math.nan,
        "symbol": "ABC",
        "label": "héllo",
        "triple": (1, 2, 3),
        "opt_i32": None,
        "opt_u8": 9,
        "opt_f64": None,
        "side": "BUY",
        "code": "BRAVO",
        "mode": "NULL_VAL",
        "flags": ["X", "Z"],
        "wide": ["HI"],
        "outer": {"a": 1, "inner": {"x": 2, "y": 3}, "side": "SELL"},
        "late_value": 11,
        "legs": [
            {"price": 1, "qty": None, "side": "SELL", "fills": [{"fill_id": 5, "note": "n"}], "tag": b"t"}
        ],
        "bulk": [{"v": 1}, {"v": 2}],
        "extras": [],
        "text8": "ü",
        "bin16": b"\x00\x01",
        "text32": "x",
        "late": "z",
    }


def test_optional_null_on_the_wire_decodes_as_none_and_none_writes_the_null() -> None:
    buf, _ = _body()
    dec = MOD.AllTypesDecoder().wrap_with_header(buf)
    off = MOD.HEADER_LENGTH
    field = {f.name: f for f in ALL_FIELDS}
    assert struct.unpack_from("<i", buf, off + field["optI32"].offset)[0] == -(2**31)
    assert math.isnan(struct.unpack_from("<d", buf, off + field["optF64"].offset)[0])
    assert dec.opt_i32 is None and dec.opt_f64 is None and dec.opt_u8 == 9
    assert math.isnan(dec.f64)  # a required double keeps NaN
    assert dec.mode is MOD.Mode.NULL_VAL and dec.mode == 255


def test_unknown_enum_value_decodes_as_the_raw_int_and_unknown_set_bits_survive() -> None:
    buf, _ = _body()
    field = {f.name: f for f in ALL_FIELDS}
    struct.pack_into("<i", buf, MOD.HEADER_LENGTH + field["side"].offset, 99)
    struct.pack_into("<B", buf, MOD.HEADER_LENGTH + field["flags"].offset, 0b10000011)
    dec = MOD.AllTypesDecoder().wrap_with_header(buf)
    assert dec.side == 99 and type(dec.side) is int
    assert dec.to_dict()["side"] == 99
    assert MOD.Flags.X in dec.flags and MOD.Flags.Z in dec.flags and int(dec.flags) == 0b10000011
    assert dec.to_dict()["flags"] == ["X", "Z"]


def test_enums_sets_and_constants_have_the_schema_values() -> None:
    assert MOD.Side.BUY == 1 and MOD.Side.NULL_VAL == -(2**31)
    assert ord("B") == MOD.Code.BRAVO and MOD.Code.NULL_VAL == 0
    assert MOD.Flags.Y == 1 << 3 and MOD.Wide.HI == 1 << 31
    dec = MOD.AllTypesDecoder().wrap_with_header(_body()[0])
    assert dec.konst == 42 and dec.kstr == "AERN" and dec.fixed_side is MOD.Side.SELL
    assert dec.outer.tag == "OK" and MOD.AllTypesEncoder().konst == 42
    assert MOD.AllTypesDecoder.TEMPLATE_ID == 1 and MOD.AllTypesDecoder.SCHEMA_ID == 77
    assert ALL_TYPES.block_length == MOD.AllTypesEncoder.BLOCK_LENGTH and MOD.SCHEMA_VERSION == 1
    assert MOD.BYTE_ORDER == "littleEndian" and BIG_MOD.BYTE_ORDER == "bigEndian"
    assert MOD.MESSAGES[1] == (MOD.AllTypesDecoder, MOD.AllTypesEncoder)


def test_composite_flyweights_stand_alone_with_padding_untouched() -> None:
    buf = bytearray(b"\xee" * 30)
    enc = MOD.OuterEncoder().wrap(buf, 2)
    enc.a = -4
    enc.inner.x = 513
    enc.inner.y = -9
    enc.side = MOD.Side.SELL
    assert buf[3:6] == b"\xee\xee\xee" and buf[6:8] == b"\x01\x02" and buf[8:10] == b"\xee\xee"
    dec = MOD.OuterDecoder().wrap(buf, 2)
    assert dec.to_dict() == {"a": -4, "inner": {"x": 513, "y": -9}, "side": "SELL", "tag": "OK"}
    assert MOD.OuterDecoder.ENCODED_LENGTH == 24
    with pytest.raises(CodecError, match=r"Outer\.<block>"):
        MOD.OuterDecoder().wrap(buf, 8)
    header_dec = MOD.MessageHeaderDecoder().wrap(
        encode(MOD, FIXED, {"a": 1, "b": 2, "side": "BUY", "sym": "", "flags": []})
    )
    assert header_dec.to_dict() == {
        "block_length": FIXED.block_length,
        "template_id": 2,
        "schema_id": 77,
        "version": 1,
    }


# ---------------------------------------------------------------------------------------------
# errors


def test_foreign_template_and_schema_raise() -> None:
    data = bytearray(encode(MOD, FIXED, {"a": 1, "b": 2, "side": "BUY", "sym": "ab", "flags": []}))
    with pytest.raises(CodecError, match="template id 2"):
        MOD.AllTypesDecoder().wrap_with_header(data)
    struct.pack_into("<H", data, 4, 12345)
    with pytest.raises(CodecError, match="schema id 12345"):
        MOD.FixedDecoder().wrap_with_header(data)


def test_writing_past_the_end_names_message_and_field() -> None:
    with pytest.raises(CodecError, match=r"Fixed\.side"):
        MOD.FixedEncoder().wrap(bytearray(18))
    with pytest.raises(CodecError, match=r"<header>"):
        MOD.FixedEncoder().wrap_and_apply_header(bytearray(5))
    buf = bytearray(MOD.HEADER_LENGTH + ALL_TYPES.block_length + 4 + 6 + 4 + 5)
    enc = MOD.AllTypesEncoder().wrap_and_apply_header(buf)
    with pytest.raises(CodecError, match=r"AllTypes\.legs"):
        enc.legs_count(1).next()
    enc2 = MOD.AllTypesEncoder().wrap_and_apply_header(buf)
    with pytest.raises(CodecError, match=r"AllTypes\.text8"):
        enc2.legs_count(0)
        enc2.bulk_count(0)
        enc2.extras_count(0)
        enc2.put_text8("x" * 20)
    assert enc2.encoded_length == ALL_TYPES.block_length + 14  # the failed put wrote nothing


def test_bad_values_raise_codec_error() -> None:
    enc = MOD.AllTypesEncoder().wrap_and_apply_header(bytearray(4096))
    with pytest.raises(CodecError, match=r"AllTypes\.u8"):
        enc.u8 = 256
    with pytest.raises(CodecError, match=r"AllTypes\.symbol"):
        enc.symbol = "123456789"
    with pytest.raises(CodecError, match=r"AllTypes\.symbol"):
        enc.symbol = "é"
    with pytest.raises(CodecError, match=r"AllTypes\.triple"):
        enc.triple = (1, 2)
    with pytest.raises(CodecError, match=r"maximum of 254"):
        enc.legs_count(0)
        enc.bulk_count(0)
        enc.extras_count(0)
        enc.put_text8(b"x" * 255)
    with pytest.raises(CodecError, match="bytes"):
        enc.put_bin16("text")
    with pytest.raises(CodecError, match="numInGroup"):
        MOD.AllTypesEncoder().wrap_and_apply_header(bytearray(4096)).legs_count(65536)
    group_enc = MOD.AllTypesEncoder().wrap_and_apply_header(bytearray(4096)).legs_count(1)
    group_enc.next()
    with pytest.raises(CodecError, match="count=1"):
        group_enc.next()


def test_bad_wrap_arguments_raise() -> None:
    with pytest.raises(CodecError, match="offset -1"):
        MOD.FixedDecoder().wrap(bytearray(64), -1)
    with pytest.raises(CodecError, match="length 100"):
        MOD.FixedDecoder().wrap(bytearray(64), 0, length=100)
    with pytest.raises(CodecError):
        MOD.FixedDecoder.decode_fields(bytearray(10))


def test_huge_group_count_on_the_wire_raises_instead_of_reading_past_the_end() -> None:
    values = _fixed_values()
    buf, enc = _body(values)
    data = bytearray(buf[: MOD.HEADER_LENGTH + enc.encoded_length])
    start = MOD.HEADER_LENGTH + ALL_TYPES.block_length
    struct.pack_into("<H", data, start + 2, 60000)  # legs numInGroup
    dec = MOD.AllTypesDecoder().wrap_with_header(data)
    with pytest.raises(CodecError, match="legs"):
        dec.to_dict()
    with pytest.raises(CodecError):
        _ = dec.text8  # skipping the group runs off the end too


# ---------------------------------------------------------------------------------------------
# buffers and API shape


def test_works_over_memoryview_and_mmap() -> None:
    values = _fixed_values()
    want = expected(ALL_TYPES.fields, ALL_TYPES.groups, ALL_TYPES.var_data, values)
    with mmap.mmap(-1, 4096) as mm:
        enc = MOD.AllTypesEncoder().wrap_and_apply_header(mm, 100)
        apply(MOD, enc, ALL_TYPES.fields, ALL_TYPES.groups, ALL_TYPES.var_data, values)
        end = 100 + MOD.HEADER_LENGTH + enc.encoded_length
        assert same(MOD.AllTypesDecoder().wrap_with_header(mm, 100).to_dict(), want)
        data = mm[100:end]
    view = memoryview(bytearray(data))
    assert same(MOD.AllTypesDecoder().wrap_with_header(view).to_dict(), want)
    assert data == ref_message(FEATURES, ALL_TYPES, values)


def test_group_encoder_iterates_and_decoder_entries_are_views() -> None:
    buf = bytearray(512)
    enc = MOD.AllTypesEncoder().wrap_and_apply_header(buf)
    enc.legs_count(0)
    for i, entry in enumerate(enc.bulk_count(3)):
        entry.v = i * 10
    enc.extras_count(0)
    enc.put_text8("a").put_bin16(b"b").put_text32("c").put_late("d")
    dec = MOD.AllTypesDecoder().wrap_with_header(buf)
    bulk = dec.bulk
    assert len(bulk) == 3 and bulk.count == 3
    assert [e.v for e in bulk] == [0, 10, 20]
    assert dec.late == "d" and dec.limit == MOD.HEADER_LENGTH + enc.encoded_length
    assert "AllTypesDecoder(" in repr(dec)


def test_generated_module_header_and_registry() -> None:
    out = MemoryOutput()
    get("python").generate(FEATURES, "features", out)
    text = out.files["python/features.py"]
    assert text.splitlines()[0] == "# generated from features.xml by aeronkit codegen; do not edit"
    again = MemoryOutput()
    get("python").generate(FEATURES, "features", again)
    assert again.files == out.files
    compile(text, "features.py", "exec")


# ---------------------------------------------------------------------------------------------
# random schemas


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(random_ir(), st.data())
def test_random_schemas_round_trip_and_match_the_ir_layout(ir: Ir, data: st.DataObject) -> None:
    module = load(ir, "random")
    for m in ir.messages:
        values = data.draw(message_values(m), label=m.name)
        encoded = roundtrip(module, ir, m.name, values)
        with pytest.raises(CodecError):
            decoder(module, m).wrap_with_header(encoded[:-1]).to_dict()
