"""Lays out messages and groups: fields in order, explicit offsets, block lengths, groups, var data.

The rules are SBE's (and sbe-tool's Message.computeAndValidateOffsets): fields are placed one after
another; an explicit ``offset`` moves the cursor forward and may not move it back over a previous
field; a constant field takes no space; the block length is the end of the last field unless the
element gives a larger ``blockLength``. Every block holds fields, then groups, then var data.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lxml import etree

from aeronkit.codegen.frontend.error_handler import ErrorHandler
from aeronkit.codegen.frontend.type_resolver import TypeResolver
from aeronkit.codegen.frontend.xml_util import children, describe, int_attr, local_name
from aeronkit.codegen.ir import (
    CompositeType,
    EncodedType,
    EnumType,
    Field,
    Group,
    Message,
    Presence,
    PrimitiveType,
    Type,
    VarData,
)

DEFAULT_DIMENSION_TYPE = "groupSizeEncoding"
LENGTH_PRIMITIVES = (PrimitiveType.UINT8, PrimitiveType.UINT16, PrimitiveType.UINT32)
UNSIGNED = (PrimitiveType.UINT8, PrimitiveType.UINT16, PrimitiveType.UINT32, PrimitiveType.UINT64)
_PRESENCES = {p.value: p for p in Presence}
_ORDER = {"field": 0, "group": 1, "data": 2}


@dataclass
class Block:
    """What a message or group body holds once laid out."""

    fields: list[Field] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    var_data: list[VarData] = field(default_factory=list)
    end: int = 0


def is_variable_length(t: Type) -> bool:
    """True for a zero-length array or a composite holding one (a var-data encoding)."""
    if isinstance(t, EncodedType):
        return t.length == 0
    if isinstance(t, CompositeType):
        return any(
            (isinstance(m.type, EncodedType) and m.type.length == 0) or is_variable_length(m.type)
            for m in t.members
        )
    return False


def block_end(fields: list[Field] | tuple[Field, ...]) -> int:
    """End of the last laid-out field (a constant field ends where it starts)."""
    return max((f.offset + f.encoded_length for f in fields), default=0)


class MessageBuilder:
    """Builds IR messages; remembers explicit block lengths for the sinceVersion transform."""

    def __init__(self, errors: ErrorHandler, types: TypeResolver) -> None:
        self.errors = errors
        self.types = types
        self.explicit_block_lengths: dict[str, int] = {}

    def message(self, element: etree._Element) -> Message | None:
        meta = self.types.check_meta(element)
        name = element.get("name")
        msg_id = int_attr(element, "id", self.errors, None, maximum=2**16 - 1)
        if not name or msg_id is None:
            if element.get("id") is None or not name:
                self.errors.error(element.sourceline, f"{describe(element)} needs a name and an id")
            return None
        block = self._block(element, name)
        block_length = self._block_length(element, name, block.end)
        return Message(
            name=name,
            id=msg_id,
            block_length=block_length,
            fields=tuple(block.fields),
            groups=tuple(block.groups),
            var_data=tuple(block.var_data),
            meta=meta,
        )

    def _block_length(self, element: etree._Element, path: str, computed: int) -> int:
        explicit = int_attr(element, "blockLength", self.errors, None)
        if explicit is None:
            return computed
        if explicit < computed:
            self.errors.error(
                element.sourceline,
                f"{describe(element)} blockLength={explicit} is less than its fields need ({computed})",
            )
            return computed
        self.explicit_block_lengths[path] = explicit
        return explicit

    def _block(self, element: etree._Element, path: str) -> Block:
        block = Block()
        names: dict[str, int | None] = {}
        ids: dict[int, str] = {}
        stage = 0
        for child in children(element):
            kind = local_name(child)
            if kind not in _ORDER:
                self.errors.error(child.sourceline, f"unexpected <{kind}> inside {describe(element)}")
                continue
            if _ORDER[kind] < stage:
                later = "group or data" if kind == "field" else "data"
                self.errors.error(
                    child.sourceline,
                    f"{describe(child)} comes after a {later} element in {path}; "
                    "a block holds fields, then groups, then var data",
                )
            stage = max(stage, _ORDER[kind])
            name = child.get("name")
            if name:
                if name in names:
                    self.errors.error(
                        child.sourceline, f"duplicate name '{name}' in {path} (first at line {names[name]})"
                    )
                else:
                    names[name] = child.sourceline
            child_id = int_attr(child, "id", self.errors, None, maximum=2**16 - 1)
            if child_id is not None:
                if child_id in ids:
                    self.errors.error(
                        child.sourceline, f"duplicate id {child_id} in {path} ({name} and {ids[child_id]})"
                    )
                else:
                    ids[child_id] = name or "?"
            if not name or child_id is None:
                if child.get("id") is None or not name:
                    self.errors.error(child.sourceline, f"{describe(child)} in {path} needs a name and an id")
                continue
            if kind == "field":
                built = self._field(child, name, child_id, block.end, path)
                if built is not None:
                    block.fields.append(built)
                    block.end = built.offset + built.encoded_length
            elif kind == "group":
                group = self._group(child, name, child_id, f"{path}.{name}")
                if group is not None:
                    block.groups.append(group)
            else:
                data = self._data(child, name, child_id)
                if data is not None:
                    block.var_data.append(data)
        return block

    def _field(
        self, element: etree._Element, name: str, field_id: int, cursor: int, path: str
    ) -> Field | None:
        meta = self.types.check_meta(element)
        type_name = element.get("type")
        if type_name is None:
            self.errors.error(element.sourceline, f"field {name} has no type")
            return None
        field_type = self.types.resolve(type_name, element.sourceline)
        if field_type is None:
            return None
        if is_variable_length(field_type):
            self.errors.error(
                element.sourceline,
                f"field {name}: type '{type_name}' is variable length; declare it as <data>",
            )
            return None
        if field_type.meta.since_version > meta.since_version:
            self.errors.warning(
                element.sourceline,
                f"field {name} (sinceVersion={meta.since_version}) uses type '{type_name}' added in version "
                f"{field_type.meta.since_version}; older decoders cannot know it",
            )
        presence = self._presence(element, field_type)
        value_ref = element.get("valueRef")
        if presence is Presence.CONSTANT:
            if value_ref is not None:
                self._check_value_ref(element, name, field_type, value_ref)
            elif not (isinstance(field_type, EncodedType) and field_type.const_value is not None):
                self.errors.error(
                    element.sourceline,
                    f"constant field {name} needs a valueRef or a constant type "
                    f"(type '{type_name}' is not constant)",
                )
        elif value_ref is not None:
            self.errors.error(element.sourceline, f"field {name} has a valueRef but presence is not constant")
        offset = int_attr(element, "offset", self.errors, None)
        if offset is not None:
            if offset < cursor:
                self.errors.error(
                    element.sourceline,
                    f"field {name} offset={offset} overlaps the previous field in {path} "
                    f"(which ends at {cursor})",
                )
            else:
                cursor = offset
        return Field(
            name=name,
            id=field_id,
            offset=cursor,
            type=field_type,
            presence=presence,
            value_ref=value_ref,
            epoch=element.get("epoch"),
            time_unit=element.get("timeUnit"),
            meta=meta,
        )

    def _presence(self, element: etree._Element, field_type: Type) -> Presence:
        text = element.get("presence")
        if text is None:
            if isinstance(field_type, EncodedType | EnumType):
                return field_type.presence
            return Presence.REQUIRED
        presence = _PRESENCES.get(text)
        if presence is None:
            self.errors.error(element.sourceline, f"{describe(element)} has unknown presence '{text}'")
            return Presence.REQUIRED
        return presence

    def _check_value_ref(self, element: etree._Element, name: str, field_type: Type, value_ref: str) -> None:
        enum_name = value_ref.partition(".")[0]
        if isinstance(field_type, EnumType) and enum_name != field_type.name:
            self.errors.error(
                element.sourceline,
                f"field {name} valueRef '{value_ref}' names enum {enum_name}, "
                f"but the field's type is {field_type.name}",
            )
            return
        self.types.enum_value(value_ref, element.sourceline)

    def _group(self, element: etree._Element, name: str, group_id: int, path: str) -> Group | None:
        meta = self.types.check_meta(element)
        dimension_name = element.get("dimensionType", DEFAULT_DIMENSION_TYPE)
        dimension = self.types.resolve(dimension_name, element.sourceline, what="dimensionType")
        block = self._block(element, path)
        block_length = self._block_length(element, path, block.end)
        if dimension is None:
            return None
        if not self._has_members(
            element,
            dimension,
            dimension_name,
            "dimensionType",
            {"blockLength": UNSIGNED, "numInGroup": UNSIGNED},
        ):
            return None
        assert isinstance(dimension, CompositeType)
        return Group(
            name=name,
            id=group_id,
            block_length=block_length,
            dimension_type=dimension,
            fields=tuple(block.fields),
            groups=tuple(block.groups),
            var_data=tuple(block.var_data),
            meta=meta,
        )

    def _data(self, element: etree._Element, name: str, data_id: int) -> VarData | None:
        meta = self.types.check_meta(element)
        type_name = element.get("type")
        if type_name is None:
            self.errors.error(element.sourceline, f"data {name} has no type")
            return None
        data_type = self.types.resolve(type_name, element.sourceline)
        if data_type is None:
            return None
        if not self._has_members(
            element, data_type, type_name, "var data type", {"length": LENGTH_PRIMITIVES, "varData": None}
        ):
            return None
        assert isinstance(data_type, CompositeType)
        length_type = data_type.member("length").type
        var_type = data_type.member("varData").type
        assert isinstance(length_type, EncodedType) and isinstance(var_type, EncodedType)
        if var_type.length != 0:
            self.errors.error(
                element.sourceline, f"data {name}: member varData of '{type_name}' must have length=\"0\""
            )
            return None
        return VarData(
            name=name,
            id=data_id,
            type=data_type,
            length_type=length_type,
            character_encoding=var_type.character_encoding,
            meta=meta,
        )

    def _has_members(
        self,
        element: etree._Element,
        t: Type,
        type_name: str,
        role: str,
        required: dict[str, tuple[PrimitiveType, ...] | None],
    ) -> bool:
        """Check that ``t`` is a composite with the named single-primitive members."""
        if not isinstance(t, CompositeType):
            self.errors.error(
                element.sourceline, f"{describe(element)}: {role} '{type_name}' must be a composite"
            )
            return False
        ok = True
        names = {m.name: m.type for m in t.members}
        for member, allowed in required.items():
            member_type = names.get(member)
            if not isinstance(member_type, EncodedType):
                self.errors.error(
                    element.sourceline,
                    f"{describe(element)}: {role} '{type_name}' has no encoded member '{member}'",
                )
                ok = False
            elif allowed is not None and (member_type.primitive not in allowed or member_type.length != 1):
                kinds = "/".join(p.xml_name for p in allowed)
                self.errors.error(
                    element.sourceline,
                    f"{describe(element)}: {role} '{type_name}' member '{member}' must be one {kinds}, "
                    f"not {member_type.primitive.xml_name}",
                )
                ok = False
        return ok
