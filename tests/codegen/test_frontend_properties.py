"""Property tests: random valid schemas parse, and their layout matches an independent model.

The strategy draws a schema *model* (fields with sizes and optional gaps, nested groups, var data,
enums, sets, composites, sinceVersions), computes the offsets SBE prescribes from that model, renders
it as XML and checks the parser agrees, so a layout bug cannot hide behind the parser's own sums.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aeronkit.codegen.frontend import parse_schema
from aeronkit.codegen.ir import Field, Group, Message

PRIMITIVE_SIZES = {
    "char": 1,
    "int8": 1,
    "uint8": 1,
    "int16": 2,
    "uint16": 2,
    "int32": 4,
    "uint32": 4,
    "int64": 8,
    "uint64": 8,
    "float": 4,
    "double": 8,
}
SET_SIZES = {"uint8": 1, "uint16": 2, "uint32": 4, "uint64": 8}
ENUM_ENCODINGS = {"char": 1, "uint8": 1, "uint16": 2, "int32": 4}
HEADER = """\
<composite name="messageHeader">
  <type name="blockLength" primitiveType="uint16"/><type name="templateId" primitiveType="uint16"/>
  <type name="schemaId" primitiveType="uint16"/><type name="version" primitiveType="uint16"/>
</composite>
<composite name="groupSizeEncoding">
  <type name="blockLength" primitiveType="uint16"/><type name="numInGroup" primitiveType="uint16"/>
</composite>
<composite name="varAsciiEncoding">
  <type name="length" primitiveType="uint32"/>
  <type name="varData" primitiveType="uint8" length="0" characterEncoding="US-ASCII"/>
</composite>
<composite name="varBytes8">
  <type name="length" primitiveType="uint8"/><type name="varData" primitiveType="uint8" length="0"/>
</composite>"""


@dataclass
class FieldModel:
    name: str
    type_name: str
    size: int
    gap: int | None  # explicit offset = running end + gap, or None for no offset attribute
    since: int
    expected_offset: int = 0


@dataclass
class BlockModel:
    name: str
    fields: list[FieldModel] = field(default_factory=list)
    groups: list[BlockModel] = field(default_factory=list)
    data: list[tuple[str, str, int]] = field(default_factory=list)  # (name, type, since)
    extra_block: int | None = None
    since: int = 0

    def layout(self) -> int:
        """Assign expected offsets (the SBE rule) and return the expected block length."""
        cursor = 0
        for f in self.fields:
            if f.gap is not None:
                cursor += f.gap
            f.expected_offset = cursor
            cursor += f.size
        for g in self.groups:
            g.layout()
        return cursor + (self.extra_block or 0)

    def xml(self, tag: str, ids: list[int]) -> str:
        ids[0] += 1
        attrs = f' name="{self.name}" id="{ids[0]}"'
        if self.extra_block is not None:
            attrs += f' blockLength="{self.layout()}"'
        if self.since:
            attrs += f' sinceVersion="{self.since}"'
        parts = [f"<{tag}{attrs}>"]
        for f in self.fields:
            ids[0] += 1
            offset = f' offset="{f.expected_offset}"' if f.gap is not None else ""
            since = f' sinceVersion="{f.since}"' if f.since else ""
            parts.append(f'<field name="{f.name}" id="{ids[0]}" type="{f.type_name}"{offset}{since}/>')
        parts += [g.xml("group", ids) for g in self.groups]
        for name, type_name, since in self.data:
            ids[0] += 1
            since_attr = f' sinceVersion="{since}"' if since else ""
            parts.append(f'<data name="{name}" id="{ids[0]}" type="{type_name}"{since_attr}/>')
        parts.append(f"</{tag}>")
        return "\n".join(parts)


@st.composite
def schemas(draw) -> tuple[str, list[BlockModel], int]:
    version = draw(st.integers(0, 3))
    since = st.integers(0, version)
    counter = [0]

    def fresh(prefix: str) -> str:
        counter[0] += 1
        return f"{prefix}{counter[0]}"

    types_xml: list[str] = []
    type_sizes: dict[str, int] = dict(PRIMITIVE_SIZES)
    for _ in range(draw(st.integers(0, 2))):
        name, encoding = fresh("Enum"), draw(st.sampled_from(sorted(ENUM_ENCODINGS)))
        if encoding == "char":
            values = draw(st.lists(st.sampled_from("ABCDEFGHIJ"), min_size=1, max_size=5, unique=True))
        else:
            values = [
                str(v) for v in draw(st.lists(st.integers(0, 100), min_size=1, max_size=5, unique=True))
            ]
        valid = "".join(
            f'<validValue name="V{i}" sinceVersion="{draw(since)}">{v}</validValue>'
            for i, v in enumerate(values)
        )
        types_xml.append(f'<enum name="{name}" encodingType="{encoding}">{valid}</enum>')
        type_sizes[name] = ENUM_ENCODINGS[encoding]
    for _ in range(draw(st.integers(0, 2))):
        name, encoding = fresh("Set"), draw(st.sampled_from(sorted(SET_SIZES)))
        bits = draw(
            st.lists(st.integers(0, SET_SIZES[encoding] * 8 - 1), min_size=1, max_size=6, unique=True)
        )
        choices = "".join(f'<choice name="C{b}">{b}</choice>' for b in bits)
        types_xml.append(f'<set name="{name}" encodingType="{encoding}">{choices}</set>')
        type_sizes[name] = SET_SIZES[encoding]
    for _ in range(draw(st.integers(0, 2))):
        name, length = fresh("Chars"), draw(st.integers(2, 12))
        types_xml.append(f'<type name="{name}" primitiveType="char" length="{length}"/>')
        type_sizes[name] = length
    for _ in range(draw(st.integers(0, 2))):
        name, cursor, members = fresh("Comp"), 0, []
        for i in range(draw(st.integers(1, 3))):
            prim = draw(st.sampled_from(sorted(PRIMITIVE_SIZES)))
            gap = draw(st.one_of(st.none(), st.integers(0, 4)))
            offset = ""
            if gap is not None:
                cursor += gap
                offset = f' offset="{cursor}"'
            members.append(f'<type name="m{i}" primitiveType="{prim}"{offset}/>')
            cursor += PRIMITIVE_SIZES[prim]
        types_xml.append(f'<composite name="{name}">{"".join(members)}</composite>')
        type_sizes[name] = cursor
    type_names = sorted(type_sizes)

    def block(name: str, depth: int, block_since: int) -> BlockModel:
        later = st.integers(block_since, version)
        model = BlockModel(name=name, since=block_since)
        for _ in range(draw(st.integers(0, 5))):
            type_name = draw(st.sampled_from(type_names))
            gap = draw(st.one_of(st.none(), st.integers(0, 8)))
            model.fields.append(FieldModel(fresh("f"), type_name, type_sizes[type_name], gap, draw(later)))
        model.fields.sort(key=lambda f: f.since)  # versions append fields at the end
        if draw(st.booleans()):
            model.extra_block = draw(st.integers(0, 16))
        if depth < 2:
            for _ in range(draw(st.integers(0, 2))):
                model.groups.append(block(fresh("g"), depth + 1, draw(later)))
        for _ in range(draw(st.integers(0, 2))):
            model.data.append(
                (fresh("d"), draw(st.sampled_from(["varAsciiEncoding", "varBytes8"])), draw(later))
            )
        return model

    messages = [block(fresh("Msg"), 0, draw(since)) for _ in range(draw(st.integers(1, 3)))]
    for model in messages:
        model.layout()
    ids = [0]
    body = "\n".join(m.xml("sbe:message", ids) for m in messages)
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="prop" id="9" '
        f'version="{version}">\n'
        f"<types>\n{HEADER}\n{chr(10).join(types_xml)}\n</types>\n{body}\n</sbe:messageSchema>\n"
    )
    return text, messages, version


def _check_block(ir_block: Message | Group, model: BlockModel, version: int | None) -> None:
    expected_fields = [f for f in model.fields if version is None or f.since <= version]
    assert [f.name for f in ir_block.fields] == [f.name for f in expected_fields]
    assert [f.offset for f in ir_block.fields] == [f.expected_offset for f in expected_fields]
    fields: tuple[Field, ...] = ir_block.fields
    for before, after in pairwise(fields):
        assert after.offset >= before.offset + before.encoded_length
    end = max((f.offset + f.encoded_length for f in fields), default=0)
    assert ir_block.block_length >= end
    if model.extra_block is not None:
        assert ir_block.block_length == model.layout()
    else:
        assert ir_block.block_length == end
    groups = [g for g in model.groups if version is None or g.since <= version]
    assert [g.name for g in ir_block.groups] == [g.name for g in groups]
    for ir_group, group_model in zip(ir_block.groups, groups, strict=True):
        _check_block(ir_group, group_model, version)
    data = [d for d in model.data if version is None or d[2] <= version]
    assert [v.name for v in ir_block.var_data] == [d[0] for d in data]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(schema=schemas(), pick=st.integers(0, 3))
def test_random_schemas_parse_with_model_offsets(tmp_path_factory, schema, pick: int) -> None:
    text, messages, version = schema
    path = tmp_path_factory.mktemp("prop") / "random-schema.xml"
    path.write_text(text, encoding="utf-8")
    ir = parse_schema(path)
    assert [m.name for m in ir.messages] == [m.name for m in messages]
    for ir_message, model in zip(ir.messages, messages, strict=True):
        _check_block(ir_message, model, None)
    at = min(pick, version)
    old = parse_schema(path, version=at)
    assert old.version == at
    kept = [m for m in messages if m.since <= at]
    assert [m.name for m in old.messages] == [m.name for m in kept]
    for ir_message, model in zip(old.messages, kept, strict=True):
        _check_block(ir_message, model, at)
