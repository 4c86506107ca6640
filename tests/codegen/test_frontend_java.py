"""The front end against the official tools: FIX's sbe.xsd and sbe-tool's own parser (pinned sbe-all jar).

* every bundled schema is valid under the official XSD (extracted from the jar at test time);
* our XSD and the official one accept and reject the same example documents;
* sbe-tool's IR and ours give the same message/field/group/var-data layout (ids, offsets, block
  lengths, versions) for every bundled schema and a feature-rich test schema, and the same
  message/field layout after the sinceVersion transform.
"""

from __future__ import annotations

import subprocess
import textwrap
from pathlib import Path

import pytest
from lxml import etree

from aeronkit.codegen.bundled import bundled_schemas
from aeronkit.codegen.frontend import parse_schema
from aeronkit.codegen.frontend.xsd import normalise_namespace, sbe_xml_schema
from aeronkit.codegen.ir import Group, Ir, Message

pytestmark = pytest.mark.java

# A small program of ours over sbe-tool's public API: parse (optionally transform) and print one
# line per message, field, group and var data in token order.
LAYOUT_DUMP = textwrap.dedent("""\
    import java.io.BufferedInputStream;
    import java.io.FileInputStream;
    import java.io.InputStream;
    import java.util.ArrayDeque;
    import java.util.ArrayList;
    import java.util.Comparator;
    import java.util.Deque;
    import java.util.List;
    import uk.co.real_logic.sbe.ir.Ir;
    import uk.co.real_logic.sbe.ir.Token;
    import uk.co.real_logic.sbe.xml.IrGenerator;
    import uk.co.real_logic.sbe.xml.MessageSchema;
    import uk.co.real_logic.sbe.xml.ParserOptions;
    import uk.co.real_logic.sbe.xml.SchemaTransformerFactory;
    import uk.co.real_logic.sbe.xml.XmlSchemaParser;

    public final class LayoutDump
    {
        public static void main(final String[] args) throws Exception
        {
            final ParserOptions options = ParserOptions.builder().stopOnError(true).build();
            MessageSchema schema;
            try (InputStream in = new BufferedInputStream(new FileInputStream(args[0])))
            {
                schema = XmlSchemaParser.parse(in, options);
            }
            if (args.length > 1)
            {
                schema = new SchemaTransformerFactory("*:" + args[1]).transform(schema);
            }
            final Ir ir = new IrGenerator().generate(schema);
            final List<List<Token>> messages = new ArrayList<>(ir.messages());
            messages.sort(Comparator.comparingInt(tokens -> tokens.get(0).id()));
            final StringBuilder out = new StringBuilder();
            for (final List<Token> tokens : messages)
            {
                final Token head = tokens.get(0);
                out.append("message|").append(head.name()).append('|').append(head.id()).append('|')
                    .append(head.encodedLength()).append('|').append(head.version()).append('\\n');
                final Deque<String> path = new ArrayDeque<>();
                path.push(head.name());
                for (int i = 1; i < tokens.size() - 1; i++)
                {
                    final Token t = tokens.get(i);
                    final String name = path.peek() + "." + t.name();
                    switch (t.signal())
                    {
                        case BEGIN_FIELD:
                            out.append("field|").append(name).append('|').append(t.id()).append('|')
                                .append(t.offset()).append('|').append(t.version()).append('\\n');
                            i += t.componentTokenCount() - 1;
                            break;
                        case BEGIN_GROUP:
                            out.append("group|").append(name).append('|').append(t.id()).append('|')
                                .append(t.encodedLength()).append('|').append(t.version()).append('\\n');
                            path.push(name);
                            i += tokens.get(i + 1).componentTokenCount();
                            break;
                        case END_GROUP:
                            path.pop();
                            break;
                        case BEGIN_VAR_DATA:
                            out.append("data|").append(name).append('|').append(t.id()).append('|')
                                .append(t.version()).append('\\n');
                            i += t.componentTokenCount() - 1;
                            break;
                        default:
                            throw new IllegalStateException("unexpected token " + t);
                    }
                }
            }
            System.out.print(out);
        }
    }
    """)

FEATURES = """
    <enum name="Side" encodingType="char"><validValue name="BUY">B</validValue></enum>
    <set name="Flags" encodingType="uint16"><choice name="A">0</choice><choice name="B">9</choice></set>
    <type name="Venue" primitiveType="char" presence="constant">XLON</type>
    <type name="Later" primitiveType="int32" sinceVersion="1"/>
    <composite name="Point">
        <type name="x" primitiveType="int32"/>
        <ref name="side" type="Side" offset="6"/>
    </composite>
    <composite name="smallGroupSize">
        <type name="blockLength" primitiveType="uint8"/>
        <type name="numInGroup" primitiveType="uint8"/>
    </composite>
"""
FEATURE_MESSAGES = """
    <sbe:message name="Order" id="3">
        <field name="id" id="1" type="int64"/>
        <field name="side" id="2" type="Side"/>
        <field name="venue" id="3" type="Venue"/>
        <field name="flags" id="4" type="Flags" offset="12"/>
        <field name="point" id="5" type="Point"/>
        <field name="constSide" id="6" type="Side" presence="constant" valueRef="Side.BUY"/>
        <field name="later" id="7" type="Later" sinceVersion="1"/>
        <field name="latest" id="8" type="double" sinceVersion="2"/>
        <group name="legs" id="10" blockLength="24">
            <field name="qty" id="11" type="uint32"/>
            <group name="fills" id="12" dimensionType="smallGroupSize">
                <field name="px" id="13" type="double" offset="8"/>
            </group>
            <data name="legNote" id="14" type="varDataEncoding"/>
        </group>
        <data name="note" id="20" type="varAsciiEncoding"/>
        <data name="extra" id="21" type="varDataEncoding" sinceVersion="2"/>
    </sbe:message>
    <sbe:message name="Heartbeat" id="1" blockLength="16">
        <field name="t" id="1" type="int64"/>
    </sbe:message>
    <sbe:message name="Added" id="2" sinceVersion="2">
        <field name="a" id="1" type="int8"/>
    </sbe:message>
"""


@pytest.fixture(scope="module")
def official_xsd(java, tmp_path_factory) -> etree.XMLSchema:
    target = tmp_path_factory.mktemp("fpl") / "sbe.xsd"
    java.extract(java.sbe_jar, "fpl/sbe.xsd", target)
    return etree.XMLSchema(etree.parse(str(target)))


@pytest.fixture(scope="module")
def layout_dump(java, tmp_path_factory):
    root = tmp_path_factory.mktemp("layoutdump")
    source = root / "LayoutDump.java"
    source.write_text(LAYOUT_DUMP)
    classes = java.compile([source], root / "classes", classpath=[java.sbe_jar])

    def run(schema: Path, version: int | None = None) -> list[str]:
        argv = ["java", "-cp", f"{classes}:{java.sbe_jar}", "LayoutDump", str(schema)]
        if version is not None:
            argv.append(str(version))
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)
        assert proc.returncode == 0, proc.stderr
        return proc.stdout.splitlines()

    return run


def _our_layout(ir: Ir) -> list[str]:
    lines: list[str] = []

    def body(block: Message | Group, path: str) -> None:
        for f in block.fields:
            version = max(f.meta.since_version, f.type.meta.since_version)
            lines.append(f"field|{path}.{f.name}|{f.id}|{f.offset}|{version}")
        for g in block.groups:
            lines.append(f"group|{path}.{g.name}|{g.id}|{g.block_length}|{g.meta.since_version}")
            body(g, f"{path}.{g.name}")
        for v in block.var_data:
            lines.append(f"data|{path}.{v.name}|{v.id}|{v.meta.since_version}")

    for message in sorted(ir.messages, key=lambda m: m.id):
        lines.append(
            f"message|{message.name}|{message.id}|{message.block_length}|{message.meta.since_version}"
        )
        body(message, message.name)
    return lines


def _valid(schema: etree.XMLSchema, path: Path) -> bool:
    document = etree.parse(str(path))
    return schema.validate(document)


def test_bundled_schemas_are_valid_under_the_official_and_our_xsd(official_xsd) -> None:
    schemas = bundled_schemas()
    assert schemas
    for name, path in schemas.items():
        assert _valid(official_xsd, path), (name, official_xsd.error_log)
        document = etree.parse(str(path))
        normalise_namespace(document.getroot())
        assert sbe_xml_schema().validate(document), (name, sbe_xml_schema().error_log)


XSD_EXAMPLES = {
    "valid: features": (FEATURES, FEATURE_MESSAGES, ""),
    "valid: minimal": ("", '<sbe:message name="M" id="1"/>', ""),
    "invalid: misspelt attribute": ('<type name="T" primitveType="int8"/>', "", ""),
    "invalid: unknown primitive": ('<type name="T" primitiveType="int128"/>', "", ""),
    "invalid: name with hyphen": ('<type name="bad-name" primitiveType="int8"/>', "", ""),
    "invalid: group before field": (
        "",
        '<sbe:message name="M" id="1"><group name="g" id="1"/><field name="a" id="2" type="int8"/>'
        "</sbe:message>",
        "",
    ),
    "invalid: data before group": (
        "",
        '<sbe:message name="M" id="1"><data name="d" id="1" type="varDataEncoding"/>'
        '<group name="g" id="2"/></sbe:message>',
        "",
    ),
    "invalid: message without id": ("", '<sbe:message name="M"/>', ""),
    "invalid: field id too large": (
        "",
        '<sbe:message name="M" id="1"><field name="a" id="70000" type="int8"/></sbe:message>',
        "",
    ),
    "invalid: enum without values": ('<enum name="E" encodingType="uint8"/>', "", ""),
    "invalid: choice not a number": (
        '<set name="S" encodingType="uint8"><choice name="A">x</choice></set>',
        "",
        "",
    ),
    "invalid: malformed valueRef": (
        "",
        '<sbe:message name="M" id="1"><field name="a" id="1" type="int8" presence="constant" '
        'valueRef="NoDot"/></sbe:message>',
        "",
    ),
    "invalid: bad byte order": ("", '<sbe:message name="M" id="1"/>', ' byteOrder="middleEndian"'),
    "invalid: bad presence": ('<type name="T" primitiveType="int8" presence="sometimes"/>', "", ""),
    "invalid: unknown element": ('<typo name="T"/>', "", ""),
}


@pytest.mark.parametrize("case", sorted(XSD_EXAMPLES))
def test_our_xsd_agrees_with_the_official_one(official_xsd, schema_file, schema_xml, case: str) -> None:
    types, messages, attrs = XSD_EXAMPLES[case]
    messages = messages or '<sbe:message name="M" id="1"><field name="a" id="1" type="int8"/></sbe:message>'
    text = schema_xml(types, messages, version=2, attrs=attrs)
    path = schema_file(text)
    official = _valid(official_xsd, path)
    ours = _valid(sbe_xml_schema(), path)
    assert official == case.startswith("valid"), official_xsd.error_log
    assert ours == official, sbe_xml_schema().error_log


def test_layout_matches_sbe_tool_for_every_bundled_schema(layout_dump) -> None:
    for name, path in bundled_schemas().items():
        assert _our_layout(parse_schema(path)) == layout_dump(path), name


def test_layout_matches_sbe_tool_for_a_feature_rich_schema(layout_dump, schema_file, schema_xml) -> None:
    path = schema_file(schema_xml(FEATURES, FEATURE_MESSAGES, version=2))
    ours = _our_layout(parse_schema(path))
    assert ours == layout_dump(path)
    assert any(line.startswith("group|Order.legs.fills|") for line in ours)


def _messages_and_fields(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith(("message|", "field|", "data|"))]


@pytest.mark.parametrize("version", [0, 1])
def test_since_version_transform_matches_sbe_tool(layout_dump, schema_file, schema_xml, version: int) -> None:
    """sbe-tool's transform copies groups without their computed block length, so groups are
    compared by name only; messages, fields and var data must agree exactly."""
    path = schema_file(schema_xml(FEATURES, FEATURE_MESSAGES, version=2))
    ours = _our_layout(parse_schema(path, version=version))
    theirs = layout_dump(path, version)
    assert _messages_and_fields(ours) == _messages_and_fields(theirs)
    assert [line.split("|")[1] for line in ours if line.startswith("group|")] == [
        line.split("|")[1] for line in theirs if line.startswith("group|")
    ]


def test_since_version_transform_matches_sbe_tool_on_bundled_schemas(layout_dump) -> None:
    for name, path in bundled_schemas().items():
        ir = parse_schema(path)
        old = max(ir.version - 1, 0)
        assert _messages_and_fields(_our_layout(parse_schema(path, version=old))) == _messages_and_fields(
            layout_dump(path, old)
        ), name
