"""Our archive and cluster schemas are wire-equivalent to the ones inside the pinned aeron-all jar.

schemas/ is written by this project (DESIGN.md rule 5); this module is the proof that it encodes the
same bytes as Aeron. The jar's five XML files are extracted at test time into a temporary directory
(never committed), both sides are parsed by OUR front end into the IR, and ``compare_schemas`` walks
the two IRs: schema id, version, byte order, header layout, the set of template ids and, for each
message, block length, sinceVersion and every field, group and var data (offset, primitive, length,
presence, null/min/max, constants, enum and set values, group dimensions, var-data order and length
types). Descriptions, comments and the order of <types> are deliberately not compared: those are ours.

Every difference is one line ``<schema>: <Message>.<field>: <what> <ours> != <Aeron's>`` so a failure
names itself. The comparator is itself tested below (no Java needed) by mutating copies of our
schemas and by a hypothesis property over the IR.
"""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import etree

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
    SetType,
    Type,
    VarData,
)
from aeronkit.interop.java import JavaToolchain

SCHEMA_DIR = Path(__file__).resolve().parents[2] / "schemas"

# module name -> (our schema file, the file inside aeron-all that it must match)
AERON_COUNTERPARTS: dict[str, tuple[str, str]] = {
    "archive": ("archive-codecs.xml", "archive/aeron-archive-codecs.xml"),
    "archive_mark": ("archive-mark-codecs.xml", "archive/aeron-archive-mark-codecs.xml"),
    "cluster": ("cluster-codecs.xml", "cluster/aeron-cluster-codecs.xml"),
    "cluster_mark": ("cluster-mark-codecs.xml", "cluster/aeron-cluster-mark-codecs.xml"),
    "cluster_node_state": ("cluster-node-state-codecs.xml", "cluster/aeron-cluster-node-state-codecs.xml"),
}


# --------------------------------------------------------------------------------------------------
# The comparator
# --------------------------------------------------------------------------------------------------

def _same(a: object, b: object) -> bool:
    """Equality where NaN equals NaN (float null values are NaN on both sides)."""
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    return a == b


def _kind(t: Type) -> str:
    return {EncodedType: "encoded", EnumType: "enum", SetType: "set", CompositeType: "composite"}[type(t)]


def _check(out: list[str], where: str, what: str, ours: object, theirs: object) -> None:
    if not _same(ours, theirs):
        out.append(f"{where}: {what} {ours} != {theirs}")


def compare_types(where: str, ours: Type, theirs: Type) -> list[str]:
    """Differences between two resolved types as they affect the bytes (names of types excluded)."""
    out: list[str] = []
    if type(ours) is not type(theirs):
        return [f"{where}: type kind {_kind(ours)} != {_kind(theirs)}"]
    if isinstance(ours, EncodedType):
        assert isinstance(theirs, EncodedType)
        _check(out, where, "primitive", ours.primitive.xml_name, theirs.primitive.xml_name)
        _check(out, where, "length", ours.length, theirs.length)
        _check(out, where, "type presence", ours.presence.value, theirs.presence.value)
        _check(out, where, "null value", ours.effective_null, theirs.effective_null)
        _check(out, where, "min value", ours.effective_min, theirs.effective_min)
        _check(out, where, "max value", ours.effective_max, theirs.effective_max)
        _check(out, where, "constant", ours.const_value, theirs.const_value)
        _check(out, where, "character encoding", ours.character_encoding, theirs.character_encoding)
        _check(out, where, "byte order", ours.byte_order.value, theirs.byte_order.value)
    elif isinstance(ours, EnumType):
        assert isinstance(theirs, EnumType)
        _check(out, where, "enum encoding", ours.encoding.xml_name, theirs.encoding.xml_name)
        _check(out, where, "enum null value", ours.null_value, theirs.null_value)
        _check(out, where, "enum presence", ours.presence.value, theirs.presence.value)
        mine = {v.name: v for v in ours.values}
        aeron = {v.name: v for v in theirs.values}
        for name in sorted(aeron.keys() - mine.keys()):
            out.append(f"{where}: enum value {name} missing (Aeron has {aeron[name].value})")
        for name in sorted(mine.keys() - aeron.keys()):
            out.append(f"{where}: enum value {name} not in Aeron's schema")
        for name in sorted(mine.keys() & aeron.keys()):
            _check(out, where, f"enum value {name}", mine[name].value, aeron[name].value)
            _check(out, where, f"enum value {name} sinceVersion",
                   mine[name].meta.since_version, aeron[name].meta.since_version)
    elif isinstance(ours, SetType):
        assert isinstance(theirs, SetType)
        _check(out, where, "set encoding", ours.encoding.xml_name, theirs.encoding.xml_name)
        mine_c = {c.name: c for c in ours.choices}
        aeron_c = {c.name: c for c in theirs.choices}
        for name in sorted(aeron_c.keys() - mine_c.keys()):
            out.append(f"{where}: set choice {name} missing (Aeron has bit {aeron_c[name].bit})")
        for name in sorted(mine_c.keys() - aeron_c.keys()):
            out.append(f"{where}: set choice {name} not in Aeron's schema")
        for name in sorted(mine_c.keys() & aeron_c.keys()):
            _check(out, where, f"set choice {name} bit", mine_c[name].bit, aeron_c[name].bit)
            _check(out, where, f"set choice {name} sinceVersion",
                   mine_c[name].meta.since_version, aeron_c[name].meta.since_version)
    else:
        assert isinstance(ours, CompositeType) and isinstance(theirs, CompositeType)
        _check(out, where, "composite length", ours.encoded_length, theirs.encoded_length)
        _check(out, where, "members", [m.name for m in ours.members], [m.name for m in theirs.members])
        aeron_m = {m.name: m for m in theirs.members}
        for member in ours.members:
            other = aeron_m.get(member.name)
            if other is None:
                continue
            sub = f"{where}.{member.name}"
            _check(out, sub, "offset", member.offset, other.offset)
            _check(out, sub, "sinceVersion", member.meta.since_version, other.meta.since_version)
            out += compare_types(sub, member.type, other.type)
    return out


def _compare_field(where: str, ours: Field, theirs: Field) -> list[str]:
    out: list[str] = []
    _check(out, where, "id", ours.id, theirs.id)
    _check(out, where, "offset", ours.offset, theirs.offset)
    _check(out, where, "encoded length", ours.encoded_length, theirs.encoded_length)
    _check(out, where, "presence", ours.presence.value, theirs.presence.value)
    _check(out, where, "sinceVersion", ours.meta.since_version, theirs.meta.since_version)
    _check(out, where, "deprecated", ours.meta.deprecated, theirs.meta.deprecated)
    _check(out, where, "valueRef", ours.value_ref, theirs.value_ref)
    return out + compare_types(where, ours.type, theirs.type)


def _compare_var_data(where: str, ours: VarData, theirs: VarData) -> list[str]:
    out: list[str] = []
    _check(out, where, "id", ours.id, theirs.id)
    _check(out, where, "length type",
           ours.length_type.primitive.xml_name, theirs.length_type.primitive.xml_name)
    _check(out, where, "max length", ours.max_length, theirs.max_length)
    _check(out, where, "character encoding", ours.character_encoding, theirs.character_encoding)
    _check(out, where, "sinceVersion", ours.meta.since_version, theirs.meta.since_version)
    return out + compare_types(where, ours.type, theirs.type)


def _compare_body(
    path: str,
    ours: tuple[tuple[Field, ...], tuple[Group, ...], tuple[VarData, ...]],
    theirs: tuple[tuple[Field, ...], tuple[Group, ...], tuple[VarData, ...]],
) -> list[str]:
    out: list[str] = []
    for index, (mine_items, aeron_items) in enumerate(zip(ours, theirs, strict=True)):
        mine = {item.name: item for item in mine_items}
        aeron = {item.name: item for item in aeron_items}
        for name in [i.name for i in aeron_items if i.name not in mine]:
            out.append(f"{path}.{name}: missing (Aeron has it)")
        for name in [i.name for i in mine_items if i.name not in aeron]:
            out.append(f"{path}.{name}: not in Aeron's schema")
        if index == 2:  # var data is positional on the wire: order matters, not just presence
            common_mine = [i.name for i in mine_items if i.name in aeron]
            common_aeron = [i.name for i in aeron_items if i.name in mine]
            _check(out, path, "var data order", common_mine, common_aeron)
        elif index == 1:
            common_mine = [i.name for i in mine_items if i.name in aeron]
            common_aeron = [i.name for i in aeron_items if i.name in mine]
            _check(out, path, "group order", common_mine, common_aeron)
        for item in mine_items:
            other = aeron.get(item.name)
            if other is None:
                continue
            where = f"{path}.{item.name}"
            if isinstance(item, Field):
                out += _compare_field(where, item, other)
            elif isinstance(item, Group):
                out += _compare_group(where, item, other)
            else:
                out += _compare_var_data(where, item, other)
    return out


def _compare_group(where: str, ours: Group, theirs: Group) -> list[str]:
    out: list[str] = []
    _check(out, where, "group id", ours.id, theirs.id)
    _check(out, where, "group block length", ours.block_length, theirs.block_length)
    _check(out, where, "group sinceVersion", ours.meta.since_version, theirs.meta.since_version)
    out += compare_types(f"{where}#dimension", ours.dimension_type, theirs.dimension_type)
    return out + _compare_body(
        where, (ours.fields, ours.groups, ours.var_data), (theirs.fields, theirs.groups, theirs.var_data)
    )


def compare_message(label: str, ours: Message, theirs: Message) -> list[str]:
    """Differences in one message; ``label`` (the schema's module name) starts every line."""
    out: list[str] = []
    where = f"{label}: {ours.name}"
    _check(out, where, "name", ours.name, theirs.name)
    _check(out, where, "template id", ours.id, theirs.id)
    _check(out, where, "block length", ours.block_length, theirs.block_length)
    _check(out, where, "sinceVersion", ours.meta.since_version, theirs.meta.since_version)
    _check(out, where, "deprecated", ours.meta.deprecated, theirs.meta.deprecated)
    out += _compare_body(
        where, (ours.fields, ours.groups, ours.var_data), (theirs.fields, theirs.groups, theirs.var_data)
    )
    return out


def compare_schema_level(label: str, ours: Ir, theirs: Ir) -> list[str]:
    """Schema id, version, byte order, header layout and the set of template ids."""
    out: list[str] = []
    _check(out, label, "schema id", ours.id, theirs.id)
    _check(out, label, "version", ours.version, theirs.version)
    _check(out, label, "byte order", ours.byte_order.value, theirs.byte_order.value)
    out += compare_types(f"{label}: header {ours.header.name}", ours.header, theirs.header)
    mine_ids = {m.id: m.name for m in ours.messages}
    aeron_ids = {m.id: m.name for m in theirs.messages}
    for template_id in sorted(aeron_ids.keys() - mine_ids.keys()):
        out.append(f"{label}: template id {template_id} ({aeron_ids[template_id]}) missing")
    for template_id in sorted(mine_ids.keys() - aeron_ids.keys()):
        out.append(f"{label}: template id {template_id} ({mine_ids[template_id]}) not in Aeron's schema")
    return out


def compare_schemas(label: str, ours: Ir, theirs: Ir) -> list[str]:
    """Every wire difference between two schemas; empty means wire-equivalent."""
    out = compare_schema_level(label, ours, theirs)
    aeron_by_id = {m.id: m for m in theirs.messages}
    for message in ours.messages:
        other = aeron_by_id.get(message.id)
        if other is not None:
            out += compare_message(label, message, other)
    return out


# --------------------------------------------------------------------------------------------------
# The proof against the pinned jar (Java-backed: the jar comes through Maven)
# --------------------------------------------------------------------------------------------------

def _our_messages() -> list[tuple[str, str]]:
    """(module, message name) for every message in our schemas, read with lxml at collection time."""
    pairs: list[tuple[str, str]] = []
    for label, (ours, _) in AERON_COUNTERPARTS.items():
        root = etree.parse(str(SCHEMA_DIR / ours)).getroot()
        pairs += [(label, m.get("name", "")) for m in root
                  if isinstance(m.tag, str) and etree.QName(m).localname == "message"]
    return pairs


@pytest.fixture(scope="module")
def schema_pairs(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Ir, Ir]]:
    """label -> (our IR, the jar's IR), both parsed by our front end."""
    jar = java.aeron_jar
    work = tmp_path_factory.mktemp("aeron-schemas")
    pairs: dict[str, tuple[Ir, Ir]] = {}
    for label, (ours, member) in AERON_COUNTERPARTS.items():
        extracted = java.extract(jar, member, work / Path(member).name)
        pairs[label] = (parse_schema(SCHEMA_DIR / ours), parse_schema(extracted))
    return pairs


@pytest.mark.java
@pytest.mark.parametrize("label", sorted(AERON_COUNTERPARTS))
def test_schema_header_and_template_ids_match_aeron(
    schema_pairs: dict[str, tuple[Ir, Ir]], label: str
) -> None:
    ours, theirs = schema_pairs[label]
    differences = compare_schema_level(label, ours, theirs)
    assert not differences, "\n".join(differences)
    assert {m.id for m in ours.messages} == {m.id for m in theirs.messages}


@pytest.mark.java
@pytest.mark.parametrize(("label", "message"), _our_messages(), ids=lambda v: v)
def test_message_is_wire_equivalent_to_aeron(
    schema_pairs: dict[str, tuple[Ir, Ir]], label: str, message: str
) -> None:
    ours, theirs = schema_pairs[label]
    mine = ours.message(message)
    aeron = {m.id: m for m in theirs.messages}.get(mine.id)
    assert aeron is not None, f"{label}: {message}: template id {mine.id} is not in Aeron's schema"
    differences = compare_message(label, mine, aeron)
    assert not differences, "\n".join(differences)


@pytest.mark.java
@pytest.mark.parametrize("label", sorted(AERON_COUNTERPARTS))
def test_flat_layouts_are_identical(schema_pairs: dict[str, tuple[Ir, Ir]], label: str) -> None:
    """A second, independent walk: the IR's own flat layout rows, messages ordered by template id.

    Only description-free rows are produced by ``describe_layout``, so equality here means the
    front end sees nothing but formatting and prose differ between the two files.
    """
    ours, theirs = schema_pairs[label]

    def rows(ir: Ir) -> list[tuple[str, ...]]:
        ordered = dataclasses.replace(ir, messages=tuple(sorted(ir.messages, key=lambda m: m.id)))
        return ordered.describe_layout()

    mine, aeron = rows(ours), rows(theirs)
    first = next((i for i, (a, b) in enumerate(zip(mine, aeron, strict=False)) if a != b), None)
    assert first is None and len(mine) == len(aeron), (
        f"{label}: first differing layout row {first}: "
        f"{mine[first] if first is not None else mine[len(aeron):][:1]} != "
        f"{aeron[first] if first is not None else aeron[len(mine):][:1]}"
    )


# --------------------------------------------------------------------------------------------------
# The comparator catches what it must (no Java needed)
# --------------------------------------------------------------------------------------------------

def _parse_mutated(tmp_path: Path, file_name: str, old: str, new: str) -> Ir:
    source = (SCHEMA_DIR / file_name).read_text()
    assert source.count(old) == 1, f"mutation anchor not unique in {file_name}: {old!r}"
    target = tmp_path / file_name
    target.write_text(source.replace(old, new))
    return parse_schema(target)


@pytest.fixture(scope="module")
def archive_ir() -> Ir:
    return parse_schema(SCHEMA_DIR / "archive-codecs.xml")


def test_identical_schemas_have_no_differences(archive_ir: Ir) -> None:
    again = parse_schema(SCHEMA_DIR / "archive-codecs.xml")
    assert compare_schemas("archive", archive_ir, again) == []


def test_comparator_reports_a_moved_field(archive_ir: Ir, tmp_path: Path) -> None:
    original = archive_ir.message("ReplayRequest")
    field = next(f for f in original.fields if f.name == "fileIoMaxLength")
    mutated = _parse_mutated(
        tmp_path, "archive-codecs.xml",
        '<field name="fileIoMaxLength" id="8" type="int32" sinceVersion="7"/>',
        f'<field name="fileIoMaxLength" id="8" type="int32" sinceVersion="7" offset="{field.offset + 4}"/>',
    )
    differences = compare_schemas("archive", mutated, archive_ir)
    expected = f"archive: ReplayRequest.fileIoMaxLength: offset {field.offset + 4} != {field.offset}"
    assert expected in differences
    assert all("ReplayRequest" in d for d in differences), differences


def test_comparator_reports_a_changed_type(archive_ir: Ir, tmp_path: Path) -> None:
    mutated = _parse_mutated(
        tmp_path, "archive-codecs.xml",
        '<field name="limitCounterId" id="6" type="int32"/>',
        '<field name="limitCounterId" id="6" type="int64"/>',
    )
    differences = compare_schemas("archive", mutated, archive_ir)
    assert "archive: BoundedReplayRequest.limitCounterId: primitive int64 != int32" in differences
    before = archive_ir.message("BoundedReplayRequest").block_length
    assert f"archive: BoundedReplayRequest: block length {before + 4} != {before}" in differences


def test_comparator_reports_a_changed_enum_value(archive_ir: Ir, tmp_path: Path) -> None:
    mutated = _parse_mutated(
        tmp_path, "archive-codecs.xml",
        '<validValue name="SUBSCRIPTION_UNKNOWN" description="No recording subscription with that id">3',
        '<validValue name="SUBSCRIPTION_UNKNOWN" description="No recording subscription with that id">7',
    )
    differences = compare_schemas("archive", mutated, archive_ir)
    assert "archive: ControlResponse.code: enum value SUBSCRIPTION_UNKNOWN 7 != 3" in differences


def test_comparator_reports_missing_var_data(archive_ir: Ir, tmp_path: Path) -> None:
    mutated = _parse_mutated(
        tmp_path, "archive-codecs.xml",
        '    <data name="sourceIdentity" id="6" type="varAsciiEncoding"/>\n  </sbe:message>\n\n'
        '  <sbe:message name="RecordingProgress"',
        '  </sbe:message>\n\n  <sbe:message name="RecordingProgress"',
    )
    differences = compare_schemas("archive", mutated, archive_ir)
    assert differences == ["archive: RecordingStarted.sourceIdentity: missing (Aeron has it)"]


def test_comparator_reports_swapped_var_data(archive_ir: Ir, tmp_path: Path) -> None:
    mutated = _parse_mutated(
        tmp_path, "archive-codecs.xml",
        '<data name="srcControlChannel" id="6" type="varAsciiEncoding"/>\n'
        '    <data name="liveDestination" id="7" type="varAsciiEncoding"/>',
        '<data name="liveDestination" id="7" type="varAsciiEncoding"/>\n'
        '    <data name="srcControlChannel" id="6" type="varAsciiEncoding"/>',
    )
    differences = compare_schemas("archive", mutated, archive_ir)
    assert differences == [
        "archive: ReplicateRequest: var data order "
        "['liveDestination', 'srcControlChannel'] != ['srcControlChannel', 'liveDestination']"
    ]


def test_comparator_reports_a_missing_message_and_header_change(archive_ir: Ir) -> None:
    fewer = dataclasses.replace(archive_ir, messages=archive_ir.messages[1:], version=12)
    differences = compare_schema_level("archive", fewer, archive_ir)
    dropped = archive_ir.messages[0]
    assert "archive: version 12 != 13" in differences
    assert f"archive: template id {dropped.id} ({dropped.name}) missing" in differences


def _field_paths(ir: Ir) -> list[tuple[int, int]]:
    return [(mi, fi) for mi, m in enumerate(ir.messages) for fi in range(len(m.fields))]


_ARCHIVE = parse_schema(SCHEMA_DIR / "archive-codecs.xml")
_CLUSTER = parse_schema(SCHEMA_DIR / "cluster-codecs.xml")


@settings(max_examples=60, deadline=None)
@given(
    data=st.data(),
    ir=st.sampled_from([_ARCHIVE, _CLUSTER]),
    attribute=st.sampled_from(["offset", "id", "presence_flip", "since_version"]),
)
def test_any_single_field_change_is_reported_with_its_name(
    data: st.DataObject, ir: Ir, attribute: str
) -> None:
    """Property: perturb one attribute of any one field; the comparator names exactly that field."""
    mi, fi = data.draw(st.sampled_from(_field_paths(ir)))
    message = ir.messages[mi]
    field = message.fields[fi]
    if attribute == "offset":
        changed = dataclasses.replace(field, offset=field.offset + data.draw(st.integers(1, 64)))
    elif attribute == "id":
        changed = dataclasses.replace(field, id=field.id + data.draw(st.integers(1, 1000)))
    elif attribute == "since_version":
        meta = dataclasses.replace(field.meta, since_version=field.meta.since_version + 1)
        changed = dataclasses.replace(field, meta=meta)
    else:
        flipped = Presence.OPTIONAL if field.presence is Presence.REQUIRED else Presence.REQUIRED
        changed = dataclasses.replace(field, presence=flipped)
    fields = (*message.fields[:fi], changed, *message.fields[fi + 1:])
    mutated_message = dataclasses.replace(message, fields=fields)
    mutated = dataclasses.replace(ir, messages=(*ir.messages[:mi], mutated_message, *ir.messages[mi + 1:]))
    differences = compare_schemas("x", mutated, ir)
    assert differences, f"{message.name}.{field.name}: {attribute} change went unnoticed"
    assert all(d.startswith(f"x: {message.name}.{field.name}: ") for d in differences), differences
