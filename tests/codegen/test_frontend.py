"""The front end resolves every SBE feature into the IR the way the SBE 1.0 spec lays it out.

Expected offsets and lengths below are worked out by hand from primitive sizes (int8=1 ... double=8),
not copied from parser output.
"""

from __future__ import annotations

import math

import pytest

from aeronkit.codegen.frontend import parse_schema
from aeronkit.codegen.ir import (
    ByteOrder,
    CompositeType,
    EncodedType,
    EnumType,
    Presence,
    PrimitiveType,
    SetType,
)
from aeronkit.errors import SchemaError


def _parse(schema_file, schema_xml, types="", messages="", **kwargs):
    version = kwargs.pop("version", 0)
    attrs = kwargs.pop("attrs", "")
    return parse_schema(schema_file(schema_xml(types, messages, version=version, attrs=attrs)), **kwargs)


def test_fields_are_laid_out_in_order_with_primitive_sizes(schema_file, schema_xml) -> None:
    ir = _parse(
        schema_file,
        schema_xml,
        messages="""
        <sbe:message name="AllPrimitives" id="1">
            <field name="a" id="1" type="int8"/>
            <field name="b" id="2" type="int16"/>
            <field name="c" id="3" type="int32"/>
            <field name="d" id="4" type="int64"/>
            <field name="e" id="5" type="uint64"/>
            <field name="f" id="6" type="float"/>
            <field name="g" id="7" type="double"/>
            <field name="h" id="8" type="char"/>
            <field name="i" id="9" type="uint8"/>
            <field name="j" id="10" type="uint16"/>
            <field name="k" id="11" type="uint32"/>
        </sbe:message>""",
    )
    message = ir.message("AllPrimitives")
    sizes = [1, 2, 4, 8, 8, 4, 8, 1, 1, 2, 4]
    expected = [sum(sizes[:i]) for i in range(len(sizes))]
    assert [f.offset for f in message.fields] == expected
    assert [f.encoded_length for f in message.fields] == sizes
    assert message.block_length == sum(sizes)
    assert message.is_fixed
    assert [f.type.primitive for f in message.fields][:3] == [
        PrimitiveType.INT8,
        PrimitiveType.INT16,
        PrimitiveType.INT32,
    ]
    assert ir.source == "test-schema.xml"
    assert (ir.package, ir.id, ir.version) == ("test", 42, 0)


def test_explicit_offsets_leave_padding_and_explicit_block_length_wins(schema_file, schema_xml) -> None:
    ir = _parse(
        schema_file,
        schema_xml,
        messages="""
        <sbe:message name="Padded" id="1" blockLength="64">
            <field name="a" id="1" type="int32"/>
            <field name="b" id="2" type="int64" offset="8"/>
            <field name="c" id="3" type="uint8"/>
            <field name="d" id="4" type="int32" offset="24"/>
        </sbe:message>
        <sbe:message name="Tight" id="2">
            <field name="a" id="1" type="int32" offset="0"/>
            <field name="b" id="2" type="int16" offset="12"/>
        </sbe:message>""",
    )
    padded = ir.message("Padded")
    assert [f.offset for f in padded.fields] == [0, 8, 16, 24]
    assert padded.block_length == 64
    tight = ir.message("Tight")
    assert [f.offset for f in tight.fields] == [0, 12]
    assert tight.block_length == 14


def test_char_arrays_and_character_encodings(schema_file, schema_xml) -> None:
    ir = _parse(
        schema_file,
        schema_xml,
        types="""
        <type name="Symbol" primitiveType="char" length="20"/>
        <type name="Utf8Name" primitiveType="char" length="8" characterEncoding="UTF-8"/>
        <type name="Bytes" primitiveType="uint8" length="16"/>
    """,
        messages="""
        <sbe:message name="M" id="1">
            <field name="symbol" id="1" type="Symbol"/>
            <field name="name" id="2" type="Utf8Name"/>
            <field name="raw" id="3" type="Bytes"/>
        </sbe:message>""",
    )
    symbol, name, raw = ir.message("M").fields
    assert isinstance(symbol.type, EncodedType) and symbol.type.is_string
    assert symbol.type.character_encoding == "US-ASCII"
    assert name.type.character_encoding == "UTF-8" and name.offset == 20
    assert not raw.type.is_string and raw.type.character_encoding is None
    assert raw.offset == 28 and raw.encoded_length == 16
    assert ir.message("M").block_length == 44


def test_constants_take_no_space(schema_file, schema_xml) -> None:
    ir = _parse(
        schema_file,
        schema_xml,
        types="""
        <type name="Venue" primitiveType="char" presence="constant">XLON</type>
        <type name="Answer" primitiveType="int32" presence="constant">42</type>
        <type name="Pi" primitiveType="double" presence="constant">3.5</type>
        <enum name="Side" encodingType="char">
            <validValue name="BUY">B</validValue>
            <validValue name="SELL">S</validValue>
        </enum>
    """,
        messages="""
        <sbe:message name="M" id="1">
            <field name="a" id="1" type="int64"/>
            <field name="venue" id="2" type="Venue"/>
            <field name="answer" id="3" type="Answer"/>
            <field name="pi" id="4" type="Pi"/>
            <field name="side" id="5" type="Side" presence="constant" valueRef="Side.SELL"/>
            <field name="b" id="6" type="int32"/>
        </sbe:message>""",
    )
    fields = {f.name: f for f in ir.message("M").fields}
    venue = ir.type("Venue")
    assert isinstance(venue, EncodedType)
    assert (venue.const_value, venue.length, venue.encoded_length) == ("XLON", 4, 0)
    assert ir.type("Answer").const_value == 42
    assert ir.type("Pi").const_value == 3.5
    for name in ("venue", "answer", "pi", "side"):
        assert fields[name].presence is Presence.CONSTANT
        assert fields[name].encoded_length == 0
        assert fields[name].offset == 8
    assert fields["side"].value_ref == "Side.SELL"
    assert isinstance(fields["side"].type, EnumType)
    assert fields["b"].offset == 8
    assert ir.message("M").block_length == 12


def test_optional_fields_and_null_values(schema_file, schema_xml) -> None:
    ir = _parse(
        schema_file,
        schema_xml,
        types="""
        <type name="OptLong" primitiveType="int64" presence="optional" nullValue="-1"/>
        <type name="Price" primitiveType="int32" minValue="0" maxValue="1000"/>
        <type name="OptChar" primitiveType="char" presence="optional" nullValue="?"/>
    """,
        messages="""
        <sbe:message name="M" id="1">
            <field name="a" id="1" type="OptLong"/>
            <field name="b" id="2" type="int32" presence="optional"/>
            <field name="c" id="3" type="Price"/>
            <field name="d" id="4" type="double" presence="optional"/>
            <field name="e" id="5" type="OptChar"/>
        </sbe:message>""",
    )
    a, b, c, d, e = ir.message("M").fields
    assert a.presence is Presence.OPTIONAL and a.type.null_value == -1 and a.type.effective_null == -1
    assert b.presence is Presence.OPTIONAL and b.type.effective_null == -(2**31)
    assert c.presence is Presence.REQUIRED
    assert (c.type.effective_min, c.type.effective_max) == (0, 1000)
    assert math.isnan(d.type.effective_null)
    assert e.type.effective_null == ord("?")


def test_composites_nested_refs_and_member_offsets(schema_file, schema_xml) -> None:
    ir = _parse(
        schema_file,
        schema_xml,
        types="""
        <enum name="Color" encodingType="uint8">
            <validValue name="RED">1</validValue>
            <validValue name="BLUE">2</validValue>
        </enum>
        <composite name="Decimal">
            <type name="mantissa" primitiveType="int64"/>
            <type name="exponent" primitiveType="int8" presence="constant">-7</type>
        </composite>
        <composite name="Outer">
            <type name="a" primitiveType="uint16"/>
            <ref name="price" type="Decimal" offset="8"/>
            <composite name="inner">
                <type name="x" primitiveType="int32"/>
                <ref name="color" type="Color"/>
            </composite>
            <set name="flags" encodingType="uint8"><choice name="On">0</choice></set>
        </composite>
    """,
        messages="""
        <sbe:message name="M" id="1">
            <field name="o" id="1" type="Outer"/>
            <field name="after" id="2" type="uint8"/>
        </sbe:message>""",
    )
    outer = ir.type("Outer")
    assert isinstance(outer, CompositeType)
    assert [(m.name, m.offset) for m in outer.members] == [
        ("a", 0),
        ("price", 8),
        ("inner", 16),
        ("flags", 21),
    ]
    price = outer.member("price").type
    assert isinstance(price, CompositeType) and price.name == "Decimal" and price.encoded_length == 8
    inner = outer.member("inner").type
    assert isinstance(inner, CompositeType) and inner.encoded_length == 5
    assert isinstance(inner.member("color").type, EnumType)
    assert isinstance(outer.member("flags").type, SetType)
    assert outer.encoded_length == 22
    assert ir.message("M").fields[1].offset == 22


def test_enum_encodings(schema_file, schema_xml) -> None:
    ir = _parse(
        schema_file,
        schema_xml,
        types="""
        <enum name="CharEnum" encodingType="char">
            <validValue name="A">a</validValue>
            <validValue name="Z">Z</validValue>
        </enum>
        <enum name="IntEnum" encodingType="int32">
            <validValue name="NEG">-5</validValue>
            <validValue name="BIG">2000000000</validValue>
        </enum>
        <type name="SmallEncoding" primitiveType="uint8" nullValue="200"/>
        <enum name="NamedEncoding" encodingType="SmallEncoding">
            <validValue name="ONE">1</validValue>
        </enum>
        <enum name="Plain" encodingType="uint8">
            <validValue name="ZERO">0</validValue>
        </enum>
    """,
        messages="""
        <sbe:message name="M" id="1">
            <field name="a" id="1" type="CharEnum"/>
            <field name="b" id="2" type="IntEnum"/>
            <field name="c" id="3" type="NamedEncoding"/>
        </sbe:message>""",
    )
    char_enum = ir.type("CharEnum")
    assert isinstance(char_enum, EnumType)
    assert [(v.name, v.value) for v in char_enum.values] == [("A", ord("a")), ("Z", ord("Z"))]
    assert char_enum.null_value == 0 and char_enum.encoding is PrimitiveType.CHAR
    int_enum = ir.type("IntEnum")
    assert [v.value for v in int_enum.values] == [-5, 2000000000]
    assert int_enum.null_value == -(2**31) and int_enum.encoded_length == 4
    named = ir.type("NamedEncoding")
    assert named.encoding is PrimitiveType.UINT8 and named.null_value == 200
    assert ir.type("Plain").null_value == 255
    assert [f.offset for f in ir.message("M").fields] == [0, 1, 5]


def test_sets_map_choices_to_bits(schema_file, schema_xml) -> None:
    ir = _parse(
        schema_file,
        schema_xml,
        types="""
        <set name="Small" encodingType="uint8">
            <choice name="First">0</choice>
            <choice name="Last">7</choice>
        </set>
        <set name="Wide" encodingType="uint32">
            <choice name="High">31</choice>
        </set>
    """,
        messages="""
        <sbe:message name="M" id="1">
            <field name="s" id="1" type="Small"/>
            <field name="w" id="2" type="Wide"/>
        </sbe:message>""",
    )
    small = ir.type("Small")
    assert isinstance(small, SetType)
    assert [(c.name, c.bit) for c in small.choices] == [("First", 0), ("Last", 7)]
    assert ir.type("Wide").encoded_length == 4
    assert ir.message("M").block_length == 5


def test_custom_header_type(schema_file, schema_xml) -> None:
    text = schema_xml(
        """
        <composite name="wideHeader">
            <type name="blockLength" primitiveType="uint32"/>
            <type name="templateId" primitiveType="uint16"/>
            <type name="schemaId" primitiveType="uint16"/>
            <type name="version" primitiveType="uint16"/>
            <type name="flags" primitiveType="uint16"/>
        </composite>
    """,
        '<sbe:message name="M" id="1"><field name="a" id="1" type="int8"/></sbe:message>',
        attrs=' headerType="wideHeader"',
    )
    ir = parse_schema(schema_file(text))
    assert ir.header.name == "wideHeader"
    assert ir.header.encoded_length == 12
    assert ir.header.member("flags").offset == 10


def test_groups_nested_dimension_types_and_block_lengths(schema_file, schema_xml) -> None:
    ir = _parse(
        schema_file,
        schema_xml,
        types="""
        <composite name="smallGroupSize">
            <type name="blockLength" primitiveType="uint8"/>
            <type name="numInGroup" primitiveType="uint8"/>
        </composite>
    """,
        messages="""
        <sbe:message name="M" id="1">
            <field name="a" id="1" type="int64"/>
            <group name="outer" id="2">
                <field name="x" id="3" type="int32"/>
                <group name="inner" id="4" dimensionType="smallGroupSize" blockLength="16">
                    <field name="y" id="5" type="int16"/>
                </group>
                <data name="note" id="6" type="varAsciiEncoding"/>
            </group>
            <group name="second" id="7">
                <field name="z" id="8" type="double"/>
            </group>
        </sbe:message>""",
    )
    message = ir.message("M")
    assert message.block_length == 8 and not message.is_fixed
    outer, second = message.groups
    assert outer.block_length == 4 and outer.dimension_type.name == "groupSizeEncoding"
    assert outer.num_in_group_type.primitive is PrimitiveType.UINT16
    inner = outer.groups[0]
    assert inner.block_length == 16 and inner.dimension_type.encoded_length == 2
    assert inner.block_length_type.primitive is PrimitiveType.UINT8
    assert [v.name for v in outer.var_data] == ["note"]
    assert second.fields[0].offset == 0 and second.block_length == 8


def test_var_data_length_widths_and_text(schema_file, schema_xml) -> None:
    ir = _parse(
        schema_file,
        schema_xml,
        types="""
        <composite name="tinyVarString">
            <type name="length" primitiveType="uint8"/>
            <type name="varData" primitiveType="char" length="0"/>
        </composite>
    """,
        messages="""
        <sbe:message name="M" id="1">
            <field name="a" id="1" type="int32"/>
            <data name="tiny" id="2" type="tinyVarString"/>
            <data name="blob" id="3" type="varDataEncoding"/>
            <data name="text" id="4" type="varAsciiEncoding"/>
        </sbe:message>""",
    )
    tiny, blob, text = ir.message("M").var_data
    assert (tiny.length_prefix_size, tiny.is_text, tiny.max_length) == (1, True, 254)
    assert (blob.length_prefix_size, blob.is_text) == (2, False)
    assert (text.length_prefix_size, text.character_encoding, text.max_length) == (4, "US-ASCII", 1073741824)
    assert ir.message("M").block_length == 4


def test_metadata_is_recorded(schema_file, schema_xml) -> None:
    text = schema_xml(
        messages="""
        <sbe:message name="M" id="7" description="a message" semanticType="X" sinceVersion="1">
            <field name="ts" id="1" type="int64" epoch="unix" timeUnit="millisecond" sinceVersion="2"
                   deprecated="3" semanticType="UTCTimestamp" description="when"/>
            <field name="plain" id="2" type="int32"/>
        </sbe:message>""",
        version=3,
        attrs=' semanticVersion="5.2" description="demo"',
    )
    ir = parse_schema(schema_file(text))
    assert (ir.semantic_version, ir.description, ir.version) == ("5.2", "demo", 3)
    message = ir.message("M")
    assert (message.meta.description, message.meta.semantic_type, message.meta.since_version) == (
        "a message",
        "X",
        1,
    )
    ts, plain = message.fields
    assert (ts.epoch, ts.time_unit) == ("unix", "millisecond")
    assert (ts.meta.since_version, ts.meta.deprecated, ts.meta.semantic_type, ts.meta.description) == (
        2,
        3,
        "UTCTimestamp",
        "when",
    )
    lines = text.splitlines()
    assert lines[message.meta.source_line - 1].strip().startswith('<sbe:message name="M"')
    assert lines[plain.meta.source_line - 1].strip().startswith('<field name="plain"')
    assert (plain.epoch, plain.time_unit) == (None, None)


def test_byte_order_reaches_every_type(schema_file, schema_xml) -> None:
    ir = _parse(
        schema_file,
        schema_xml,
        types='<type name="T" primitiveType="int32"/>',
        messages='<sbe:message name="M" id="1"><field name="a" id="1" type="T"/></sbe:message>',
        attrs=' byteOrder="bigEndian"',
    )
    assert ir.byte_order is ByteOrder.BIG_ENDIAN
    assert ir.type("T").byte_order is ByteOrder.BIG_ENDIAN
    assert ir.header.byte_order is ByteOrder.BIG_ENDIAN
    assert ir.message("M").fields[0].type.byte_order is ByteOrder.BIG_ENDIAN


@pytest.mark.parametrize(
    "root",
    [
        '<sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2017/sbe"',
        '<messageSchema xmlns="http://fixprotocol.io/2016/sbe"',
        '<x:messageSchema xmlns:x="http://fixprotocol.io/2016/sbe"',
        "<messageSchema",
    ],
)
def test_namespaces_and_prefixes_are_tolerated(schema_file, schema_xml, root: str) -> None:
    text = schema_xml(
        messages='<sbe:message name="M" id="1"><field name="a" id="1" type="int8"/></sbe:message>'
    )
    prefix = root.split(":")[0].lstrip("<") if ":messageSchema" in root else ""
    closing = f"</{prefix}:messageSchema>" if prefix else "</messageSchema>"
    text = text.replace('<sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe"', root)
    text = text.replace("</sbe:messageSchema>", closing)
    text = text.replace("<sbe:message ", f"<{prefix}:message " if prefix else "<message ")
    text = text.replace("</sbe:message>", f"</{prefix}:message>" if prefix else "</message>")
    ir = parse_schema(schema_file(text))
    assert ir.message("M").fields[0].name == "a"


def test_primitive_names_are_types_and_multiple_types_sections(schema_file, schema_xml) -> None:
    text = schema_xml(
        '<type name="First" primitiveType="int16"/>\n</types>\n'
        '<types>\n<type name="Second" primitiveType="int8"/>',
        '<sbe:message name="M" id="1"><field name="a" id="1" type="First"/>'
        '<field name="b" id="2" type="Second"/><field name="c" id="3" type="uint64"/></sbe:message>',
    )
    ir = parse_schema(schema_file(text))
    assert [t.name for t in ir.types][-2:] == ["First", "Second"]
    assert [f.offset for f in ir.message("M").fields] == [0, 2, 3]


VERSIONED = """
    <sbe:message name="M" id="1">
        <field name="a" id="1" type="int64"/>
        <field name="b" id="2" type="Color"/>
        <field name="c" id="3" type="int32" sinceVersion="2"/>
        <field name="d" id="4" type="Flags" sinceVersion="3"/>
        <group name="g" id="5">
            <field name="x" id="6" type="int32"/>
            <field name="y" id="7" type="int64" sinceVersion="2"/>
            <data name="gd" id="8" type="varDataEncoding" sinceVersion="3"/>
        </group>
        <group name="later" id="9" sinceVersion="2">
            <field name="z" id="10" type="int8"/>
        </group>
        <data name="text" id="11" type="varAsciiEncoding" sinceVersion="1"/>
    </sbe:message>
    <sbe:message name="Fixed" id="2" blockLength="32">
        <field name="a" id="1" type="int32"/>
        <field name="b" id="2" type="int32" sinceVersion="3"/>
    </sbe:message>
    <sbe:message name="New" id="3" sinceVersion="2">
        <field name="a" id="1" type="int32"/>
    </sbe:message>"""
VERSIONED_TYPES = """
    <enum name="Color" encodingType="uint8">
        <validValue name="RED">0</validValue>
        <validValue name="GREEN" sinceVersion="2">1</validValue>
    </enum>
    <set name="Flags" encodingType="uint8">
        <choice name="A">0</choice>
        <choice name="B" sinceVersion="3">1</choice>
    </set>
    <type name="Later" primitiveType="int32" sinceVersion="2"/>"""


def test_since_version_transform(schema_file, schema_xml) -> None:
    path = schema_file(schema_xml(VERSIONED_TYPES, VERSIONED, version=3))
    full = parse_schema(path)
    assert full.version == 3 and full.message("M").block_length == 14
    v1 = parse_schema(path, version=1)
    assert v1.version == 1
    assert [m.name for m in v1.messages] == ["M", "Fixed"]
    m = v1.message("M")
    assert [f.name for f in m.fields] == ["a", "b"] and m.block_length == 9
    assert [g.name for g in m.groups] == ["g"]
    assert [f.name for f in m.groups[0].fields] == ["x"] and m.groups[0].block_length == 4
    assert m.groups[0].var_data == ()
    assert [v.name for v in m.var_data] == ["text"]
    assert [v.name for v in m.fields[1].type.values] == ["RED"]
    assert "Later" not in [t.name for t in v1.types]
    assert [v.name for v in v1.type("Color").values] == ["RED"]
    assert v1.message("Fixed").block_length == 32
    v2 = parse_schema(path, version=2)
    assert [f.offset for f in v2.message("M").fields] == [0, 8, 9]
    assert v2.message("M").block_length == 13
    assert [g.name for g in v2.message("M").groups] == ["g", "later"]
    assert [c.name for c in v2.type("Flags").choices] == ["A"]
    v3 = parse_schema(path, version=3)
    assert v3.describe_layout()[1:] == full.describe_layout()[1:]


def test_version_outside_the_schema_is_an_error(schema_file, schema_xml) -> None:
    path = schema_file(schema_xml(VERSIONED_TYPES, VERSIONED, version=3))
    with pytest.raises(SchemaError, match="version=4 is outside"):
        parse_schema(path, version=4)


def test_every_bundled_schema_resolves(bundled_ir) -> None:
    assert bundled_ir, "no bundled schemas found"
    for name, ir in bundled_ir.items():
        assert ir.source.endswith(".xml"), name
        assert {m.name for m in ir.header.members} >= {"blockLength", "templateId", "schemaId", "version"}
        ids = [m.id for m in ir.messages]
        assert len(ids) == len(set(ids)), name
        for message in ir.messages:
            ends = [f.offset + f.encoded_length for f in message.fields]
            assert message.block_length >= max(ends, default=0), (name, message.name)
        assert ir.describe_layout()[0][1] == str(ir.id)
