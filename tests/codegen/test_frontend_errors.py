"""Every schema problem is reported, with its file and line, in one run.

Line numbers are found by searching the schema text for the offending element (``line_in``), or
written out literally where the whole document is in the test.
"""

from __future__ import annotations

import pytest

from aeronkit.codegen.frontend import ErrorHandler, parse_schema
from aeronkit.errors import SchemaError


def _problems(path, **kwargs) -> list[str]:
    with pytest.raises(SchemaError) as info:
        parse_schema(path, **kwargs)
    assert str(info.value) == "\n".join(info.value.problems)
    return info.value.problems


LITERAL = """\
<?xml version="1.0" encoding="UTF-8"?>
<sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="p" id="1" version="1">
    <types>
        <composite name="messageHeader">
            <type name="blockLength" primitiveType="uint16"/>
            <type name="templateId" primitiveType="uint16"/>
            <type name="schemaId" primitiveType="uint16"/>
            <type name="version" primitiveType="uint16"/>
        </composite>
        <enum name="Letters" encodingType="char">
            <validValue name="A">AB</validValue>
        </enum>
    </types>
    <sbe:message name="M" id="1">
        <field name="a" id="1" type="Missing"/>
        <field name="b" id="2" type="int32" sinceVersion="5"/>
    </sbe:message>
</sbe:messageSchema>
"""


def test_literal_document_reports_each_problem_at_its_line(schema_file) -> None:
    problems = _problems(schema_file(LITERAL, "literal.xml"))
    assert problems == [
        "literal.xml:11: enum Letters value A: char value 'AB' must be exactly one character (encoding char)",
        "literal.xml:15: unknown type 'Missing'",
        'literal.xml:16: <field name="b"> sinceVersion=5 is newer than the schema version=1',
    ]


def test_stop_on_error_reports_only_the_first(schema_file) -> None:
    problems = _problems(schema_file(LITERAL, "literal.xml"), stop_on_error=True)
    assert problems == [
        "literal.xml:11: enum Letters value A: char value 'AB' must be exactly one character (encoding char)"
    ]


CASES = {
    "duplicate type": (
        '<type name="T" primitiveType="int8"/>\n<type name="T" primitiveType="int16"/>',
        '<sbe:message name="M" id="1"><field name="a" id="1" type="T"/></sbe:message>',
        ('<type name="T" primitiveType="int16"/>', "duplicate type name 'T'"),
    ),
    "duplicate field name": (
        "",
        '<sbe:message name="M" id="1">\n<field name="a" id="1" type="int8"/>\n'
        '<field name="a" id="2" type="int8"/>\n</sbe:message>',
        ('<field name="a" id="2"', "duplicate name 'a' in M"),
    ),
    "duplicate field id": (
        "",
        '<sbe:message name="M" id="1">\n<field name="a" id="1" type="int8"/>\n'
        '<field name="b" id="1" type="int8"/>\n</sbe:message>',
        ('<field name="b" id="1"', "duplicate id 1 in M (b and a)"),
    ),
    "duplicate message id": (
        "",
        '<sbe:message name="M" id="1"><field name="a" id="1" type="int8"/></sbe:message>\n'
        '<sbe:message name="N" id="1"><field name="a" id="1" type="int8"/></sbe:message>',
        ('<sbe:message name="N"', "duplicate message id 1: N and M"),
    ),
    "duplicate message name": (
        "",
        '<sbe:message name="M" id="1"><field name="a" id="1" type="int8"/></sbe:message>\n'
        '<sbe:message name="M" id="2"><field name="a" id="1" type="int8"/></sbe:message>',
        ('<sbe:message name="M" id="2"', "duplicate message name 'M'"),
    ),
    "overlapping offsets": (
        "",
        '<sbe:message name="M" id="1">\n<field name="a" id="1" type="int64"/>\n'
        '<field name="b" id="2" type="int32" offset="4"/>\n</sbe:message>',
        ('<field name="b"', "field b offset=4 overlaps the previous field in M (which ends at 8)"),
    ),
    "overlapping composite members": (
        '<composite name="C">\n<type name="a" primitiveType="int32"/>\n'
        '<type name="b" primitiveType="int32" offset="2"/>\n</composite>',
        '<sbe:message name="M" id="1"><field name="c" id="1" type="C"/></sbe:message>',
        ('<type name="b" primitiveType="int32" offset="2"/>', "composite C member b offset=2 overlaps"),
    ),
    "bad enum value for uint8": (
        '<enum name="E" encodingType="uint8">\n<validValue name="X">300</validValue>\n</enum>',
        '<sbe:message name="M" id="1"><field name="e" id="1" type="E"/></sbe:message>',
        ('<validValue name="X">', "enum E value X: 300 is outside the range of uint8"),
    ),
    "enum value equal to null": (
        '<enum name="E" encodingType="uint8">\n<validValue name="X">255</validValue>\n</enum>',
        '<sbe:message name="M" id="1"><field name="e" id="1" type="E"/></sbe:message>',
        ('<validValue name="X">', "equals the null value"),
    ),
    "block length too small": (
        "",
        '<sbe:message name="M" id="1" blockLength="4">\n'
        '<field name="a" id="1" type="int64"/>\n</sbe:message>',
        ('<sbe:message name="M"', "blockLength=4 is less than its fields need (8)"),
    ),
    "unknown dimension type": (
        "",
        '<sbe:message name="M" id="1">\n<group name="g" id="1" dimensionType="nope">\n'
        '<field name="a" id="2" type="int8"/>\n</group>\n</sbe:message>',
        ('<group name="g"', "unknown dimensionType 'nope'"),
    ),
    "data type not composite": (
        "",
        '<sbe:message name="M" id="1">\n<data name="d" id="1" type="int32"/>\n</sbe:message>',
        ('<data name="d"', "var data type 'int32' must be a composite"),
    ),
    "var data composite as field": (
        "",
        '<sbe:message name="M" id="1">\n<field name="d" id="1" type="varDataEncoding"/>\n</sbe:message>',
        ('<field name="d"', "is variable length; declare it as <data>"),
    ),
    "zero-length array as field": (
        '<type name="Empty" primitiveType="uint8" length="0"/>',
        '<sbe:message name="M" id="1">\n<field name="e" id="1" type="Empty"/>\n</sbe:message>',
        ('<field name="e"', "field e: type 'Empty' is variable length; declare it as <data>"),
    ),
    "dangling valueRef": (
        '<enum name="E" encodingType="uint8">\n<validValue name="X">1</validValue>\n</enum>',
        '<sbe:message name="M" id="1">\n'
        '<field name="e" id="1" type="E" presence="constant" valueRef="E.Y"/>\n</sbe:message>',
        ('valueRef="E.Y"', "valueRef 'E.Y': enum E has no value 'Y'"),
    ),
    "constant without value": (
        '<type name="K" primitiveType="int32" presence="constant"/>',
        '<sbe:message name="M" id="1"><field name="k" id="1" type="K"/></sbe:message>',
        ('<type name="K"', 'constant <type name="K"> has no value'),
    ),
    "set bit out of range": (
        '<set name="S" encodingType="uint8">\n<choice name="Big">8</choice>\n</set>',
        '<sbe:message name="M" id="1"><field name="s" id="1" type="S"/></sbe:message>',
        ('<choice name="Big">', "set S choice Big bit 8 does not fit in uint8 (0..7)"),
    ),
    "set with signed encoding": (
        '<set name="S" encodingType="int8">\n<choice name="A">0</choice>\n</set>',
        '<sbe:message name="M" id="1"><field name="s" id="1" type="S"/></sbe:message>',
        ('<set name="S"', "set S encodingType must be uint8, uint16, uint32 or uint64, not int8"),
    ),
    "cyclic composite": (
        '<composite name="A">\n<ref name="b" type="B"/>\n</composite>\n'
        '<composite name="B">\n<ref name="a" type="A"/>\n</composite>',
        '<sbe:message name="M" id="1"><field name="a" id="1" type="int8"/></sbe:message>',
        ('<ref name="a" type="A"/>', "type 'A' refers to itself"),
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_problem_is_reported_with_its_line(schema_file, schema_xml, line_in, case: str) -> None:
    types, messages, (needle, reason) = CASES[case]
    text = schema_xml(types, messages)
    problems = _problems(schema_file(text))
    expected_prefix = f"test-schema.xml:{line_in(text, needle)}: "
    assert any(p.startswith(expected_prefix) and reason in p for p in problems), problems


ORDER_CASES = {
    "group after data": (
        '<sbe:message name="M" id="1">\n<data name="d" id="1" type="varDataEncoding"/>\n'
        '<group name="g" id="2">\n<field name="a" id="3" type="int8"/>\n</group>\n</sbe:message>',
        '<group name="g"',
        "comes after a data element in M",
    ),
    "field after group": (
        '<sbe:message name="M" id="1">\n<group name="g" id="2">\n<field name="a" id="3" type="int8"/>\n'
        '</group>\n<field name="late" id="4" type="int8"/>\n</sbe:message>',
        '<field name="late"',
        "comes after a group or data element in M",
    ),
}


@pytest.mark.parametrize("case", sorted(ORDER_CASES))
def test_block_order_is_checked_by_xsd_and_by_the_semantic_pass(
    schema_file, schema_xml, line_in, case: str
) -> None:
    messages, needle, reason = ORDER_CASES[case]
    text = schema_xml("", messages)
    path = schema_file(text)
    line = line_in(text, needle)
    semantic = _problems(path, validate_xsd=False)
    assert any(p.startswith(f"test-schema.xml:{line}: ") and reason in p for p in semantic), semantic
    xsd = _problems(path)
    assert any(p.startswith(f"test-schema.xml:{line}: XSD: ") for p in xsd), xsd


def test_many_problems_in_one_pass_sorted_by_line(schema_file, schema_xml, line_in) -> None:
    text = schema_xml(
        '<enum name="E" encodingType="char">\n<validValue name="X">xy</validValue>\n</enum>',
        '<sbe:message name="M" id="1">\n<field name="a" id="1" type="Nope1"/>\n'
        '<field name="b" id="1" type="int8"/>\n</sbe:message>\n'
        '<sbe:message name="N" id="1">\n<field name="c" id="1" type="Nope2"/>\n</sbe:message>',
    )
    problems = _problems(schema_file(text))
    lines = [int(p.split(":")[1]) for p in problems]
    assert lines == sorted(lines)
    assert lines == [
        line_in(text, '<validValue name="X">'),
        line_in(text, 'type="Nope1"'),
        line_in(text, '<field name="b" id="1"'),
        line_in(text, '<sbe:message name="N"'),
        line_in(text, 'type="Nope2"'),
    ]


def test_header_must_exist_and_have_its_members(schema_file, schema_xml, line_in) -> None:
    missing = schema_xml(
        '<composite name="other"><type name="a" primitiveType="uint8"/></composite>',
        '<sbe:message name="M" id="1"><field name="a" id="1" type="int8"/></sbe:message>',
        standard=False,
    )
    problems = _problems(schema_file(missing))
    assert problems == [
        f"test-schema.xml:{line_in(missing, '<sbe:messageSchema')}: "
        "headerType 'messageHeader' is not declared in <types>"
    ]
    partial = schema_xml(
        '<composite name="messageHeader">\n<type name="blockLength" primitiveType="uint16"/>\n'
        '<type name="templateId" primitiveType="uint16"/>\n</composite>',
        '<sbe:message name="M" id="1"><field name="a" id="1" type="int8"/></sbe:message>',
        standard=False,
    )
    problems = _problems(schema_file(partial))
    line = line_in(partial, '<composite name="messageHeader">')
    assert problems == [
        f"test-schema.xml:{line}: message header 'messageHeader' needs an unsigned integer member 'schemaId'",
        f"test-schema.xml:{line}: message header 'messageHeader' needs an unsigned integer member 'version'",
    ]


def test_xsd_violation_reports_line_and_lxml_reason(schema_file, schema_xml, line_in) -> None:
    text = schema_xml(
        '<type name="T" primitveType="int8"/>',
        '<sbe:message name="M" id="1"><field name="a" id="1" type="int8"/></sbe:message>',
    )
    problems = _problems(schema_file(text))
    line = line_in(text, 'primitveType="int8"')
    assert any(p.startswith(f"test-schema.xml:{line}: XSD: ") and "primitveType" in p for p in problems)


def test_malformed_xml_and_missing_file(schema_file, tmp_path) -> None:
    text = '<?xml version="1.0"?>\n<sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe">\n<types>\n'
    problems = _problems(schema_file(text, "broken.xml"))
    assert (
        len(problems) == 1 and problems[0].startswith("broken.xml:") and "not well-formed XML" in problems[0]
    )
    problems = _problems(tmp_path / "absent.xml")
    assert "cannot read schema" in problems[0]


def test_wrong_root_element(schema_file) -> None:
    problems = _problems(schema_file('<?xml version="1.0"?>\n\n<schema/>\n', "root.xml"))
    assert problems == ["root.xml:3: root element is <schema>, expected <messageSchema>"]


def test_keyword_names_warn_and_warnings_fatal_turns_them_into_errors(
    schema_file, schema_xml, line_in
) -> None:
    text = schema_xml(
        messages='<sbe:message name="M" id="1">\n<field name="class" id="1" type="int8"/>\n</sbe:message>'
    )
    path = schema_file(text)
    seen: list[str] = []
    ir = parse_schema(path, on_warning=seen.append)
    assert ir.message("M").fields[0].name == "class"
    line = line_in(text, '<field name="class"')
    assert seen == [
        f"test-schema.xml:{line}: warning: field name 'class' is a Python or C keyword; "
        "generated code appends '_'"
    ]
    problems = _problems(path, warnings_fatal=True)
    assert problems == seen


def test_error_handler_counts_and_modes() -> None:
    warned: list[str] = []
    handler = ErrorHandler("x.xml", on_warning=warned.append)
    handler.warning(3, "w")
    handler.error(None, "no line")
    handler.error(2, "e")
    assert (handler.error_count, handler.warning_count) == (2, 1)
    assert warned == ["x.xml:3: warning: w"]
    with pytest.raises(SchemaError) as info:
        handler.check()
    assert info.value.problems == ["x.xml: no line", "x.xml:2: e"]
    strict = ErrorHandler("y.xml", stop_on_error=True, warnings_fatal=True)
    with pytest.raises(SchemaError) as info:
        strict.warning(5, "fatal now")
    assert info.value.problems == ["y.xml:5: warning: fatal now"]


def test_field_older_than_its_type_warns(schema_file, schema_xml, line_in) -> None:
    text = schema_xml(
        '<type name="New" primitiveType="int32" sinceVersion="2"/>',
        '<sbe:message name="M" id="1">\n<field name="a" id="1" type="New" sinceVersion="1"/>\n</sbe:message>',
        version=2,
    )
    seen: list[str] = []
    parse_schema(schema_file(text), on_warning=seen.append)
    line = line_in(text, '<field name="a"')
    assert seen == [
        f"test-schema.xml:{line}: warning: field a (sinceVersion=1) uses type 'New' added in version 2; "
        "older decoders cannot know it"
    ]
