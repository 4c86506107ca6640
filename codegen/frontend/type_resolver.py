"""Resolves the <types> section into IR types: encoded types, enums, sets and composites.

Types may refer to each other in any order (a composite's <ref>, an enum whose encodingType names a
<type>), so every declared type is first indexed by name and then resolved on demand, memoised,
with cycle detection. Primitive names (``int64`` ...) resolve to themselves, as in sbe-tool, because
schemas such as Aeron's use them directly as field types.
"""

from __future__ import annotations

from lxml import etree

from aeronkit.codegen.frontend.error_handler import ErrorHandler
from aeronkit.codegen.frontend.values import parse_scalar
from aeronkit.codegen.frontend.xml_util import children, describe, int_attr, local_name, read_meta
from aeronkit.codegen.ir import (
    ByteOrder,
    Choice,
    CompositeMember,
    CompositeType,
    EncodedType,
    EnumType,
    EnumValue,
    Meta,
    Presence,
    PrimitiveType,
    Scalar,
    SetType,
    Type,
)

TYPE_ELEMENTS = ("type", "composite", "enum", "set")
SET_ENCODINGS = (PrimitiveType.UINT8, PrimitiveType.UINT16, PrimitiveType.UINT32, PrimitiveType.UINT64)
_PRESENCES = {p.value: p for p in Presence}
_RESOLVING = object()  # marker in the memo while a type is being resolved
_FAILED = object()  # marker for a declared type that could not be resolved (already reported)


class TypeResolver:
    """Owns the global type namespace of one schema."""

    def __init__(self, errors: ErrorHandler, byte_order: ByteOrder, schema_version: int) -> None:
        self.errors = errors
        self.byte_order = byte_order
        self.schema_version = schema_version
        self.declared: dict[str, etree._Element] = {}
        self._memo: dict[str, object] = {}

    # -- declaration -------------------------------------------------------------------------------

    def declare(self, types_element: etree._Element) -> None:
        for element in children(types_element):
            kind = local_name(element)
            if kind not in TYPE_ELEMENTS:
                self.errors.error(element.sourceline, f"unexpected <{kind}> inside <types>")
                continue
            name = element.get("name")
            if not name:
                self.errors.error(element.sourceline, f"<{kind}> has no name")
                continue
            if name in self.declared:
                first = self.declared[name].sourceline
                self.errors.error(
                    element.sourceline, f"duplicate type name '{name}' (first declared at line {first})"
                )
                continue
            self.declared[name] = element

    def declared_types(self) -> list[Type]:
        """Every declared type, resolved, in declaration order (failed ones left out)."""
        result = []
        for name in self.declared:
            resolved = self.resolve(name, None)
            if resolved is not None:
                result.append(resolved)
        return result

    # -- resolution --------------------------------------------------------------------------------

    def resolve(self, name: str, line: int | None, *, what: str = "type") -> Type | None:
        """The type called ``name`` (declared or primitive); reports unknown names at ``line``."""
        memo = self._memo.get(name)
        if memo is _RESOLVING:
            self.errors.error(line, f"{what} '{name}' refers to itself (cyclic type reference)")
            return None
        if memo is _FAILED:
            return None
        if memo is not None:
            return memo  # type: ignore[return-value]  # sentinels are handled above
        element = self.declared.get(name)
        if element is None:
            try:
                primitive = PrimitiveType.from_xml(name)
            except KeyError:
                self.errors.error(line, f"unknown {what} '{name}'")
                return None
            return self._primitive(name, primitive)
        self._memo[name] = _RESOLVING
        resolved = None
        try:
            resolved = self.build(element)
        finally:
            self._memo[name] = _FAILED if resolved is None else resolved
        return resolved

    def build(self, element: etree._Element) -> Type | None:
        """Build the type an element declares (top level or inline in a composite)."""
        meta = self.check_meta(element)
        kind = local_name(element)
        if kind == "type":
            return self._encoded(element, meta)
        if kind == "enum":
            return self._enum(element, meta)
        if kind == "set":
            return self._set(element, meta)
        if kind == "composite":
            return self._composite(element, meta)
        self.errors.error(element.sourceline, f"unexpected <{kind}> where a type was expected")
        return None

    def check_meta(self, element: etree._Element) -> Meta:
        meta = read_meta(element, self.errors)
        if meta.since_version > self.schema_version:
            self.errors.error(
                element.sourceline,
                f"{describe(element)} sinceVersion={meta.since_version} is newer than the schema "
                f"version={self.schema_version}",
            )
        if meta.deprecated is not None and meta.deprecated < meta.since_version:
            self.errors.warning(
                element.sourceline,
                f"{describe(element)} deprecated={meta.deprecated} is before its "
                f"sinceVersion={meta.since_version}",
            )
        return meta

    def _primitive(self, name: str, primitive: PrimitiveType) -> EncodedType:
        return EncodedType(
            name=name,
            primitive=primitive,
            character_encoding="US-ASCII" if primitive is PrimitiveType.CHAR else None,
            byte_order=self.byte_order,
        )

    def _presence(self, element: etree._Element) -> Presence:
        text = element.get("presence", "required")
        presence = _PRESENCES.get(text)
        if presence is None:
            self.errors.error(element.sourceline, f"{describe(element)} has unknown presence '{text}'")
            return Presence.REQUIRED
        return presence

    def _scalar_attr(self, element: etree._Element, attr: str, primitive: PrimitiveType) -> Scalar | None:
        text = element.get(attr)
        if text is None:
            return None
        try:
            return parse_scalar(text, primitive)
        except ValueError as exc:
            self.errors.error(element.sourceline, f"{describe(element)} {attr}: {exc}")
            return None

    def _encoded(self, element: etree._Element, meta: Meta) -> EncodedType | None:
        name = element.get("name", "")
        primitive_name = element.get("primitiveType")
        if primitive_name is None:
            self.errors.error(element.sourceline, f"{describe(element)} has no primitiveType")
            return None
        try:
            primitive = PrimitiveType.from_xml(primitive_name)
        except KeyError:
            self.errors.error(
                element.sourceline, f"{describe(element)} has unknown primitiveType '{primitive_name}'"
            )
            return None
        presence = self._presence(element)
        length = int_attr(element, "length", self.errors, None)
        const_value: Scalar | str | None = None
        if presence is Presence.CONSTANT:
            const_value, length = self._constant(element, primitive, length)
        encoding = element.get("characterEncoding")
        if encoding is None and primitive is PrimitiveType.CHAR:
            encoding = "US-ASCII"
        return EncodedType(
            name=name,
            primitive=primitive,
            length=1 if length is None else length,
            presence=presence,
            null_value=self._scalar_attr(element, "nullValue", primitive),
            min_value=self._scalar_attr(element, "minValue", primitive),
            max_value=self._scalar_attr(element, "maxValue", primitive),
            const_value=const_value,
            character_encoding=encoding.strip() if encoding else None,
            byte_order=self.byte_order,
            meta=meta,
        )

    def _constant(
        self, element: etree._Element, primitive: PrimitiveType, length: int | None
    ) -> tuple[Scalar | str | None, int | None]:
        """A constant's value: element text, or the enum value its valueRef names."""
        value_ref = element.get("valueRef")
        if value_ref is not None:
            value = self.enum_value(value_ref, element.sourceline)
            if value is None:
                return None, length
            return (chr(value) if primitive is PrimitiveType.CHAR else value), length
        text = element.text or ""
        if primitive is PrimitiveType.CHAR:
            if not text:
                self.errors.error(element.sourceline, f"constant {describe(element)} has no value")
                return None, length
            if length is None:
                length = len(text)
            elif len(text) > length:
                self.errors.error(
                    element.sourceline,
                    f"constant {describe(element)} value is {len(text)} chars, longer than length={length}",
                )
            return text, length
        if not text.strip():
            self.errors.error(element.sourceline, f"constant {describe(element)} has no value")
            return None, length
        try:
            return parse_scalar(text, primitive), length
        except ValueError as exc:
            self.errors.error(element.sourceline, f"constant {describe(element)}: {exc}")
            return None, length

    def enum_value(self, value_ref: str, line: int | None) -> int | None:
        """The numeric value of ``Enum.VALUE``; reports a malformed or dangling reference."""
        enum_name, dot, value_name = value_ref.partition(".")
        if not dot or not enum_name or not value_name:
            self.errors.error(line, f"valueRef '{value_ref}' must have the form EnumName.ValueName")
            return None
        enum = self.resolve(enum_name, line, what="enum")
        if enum is None:
            return None
        if not isinstance(enum, EnumType):
            self.errors.error(line, f"valueRef '{value_ref}': '{enum_name}' is not an enum")
            return None
        for value in enum.values:
            if value.name == value_name:
                return value.value
        self.errors.error(line, f"valueRef '{value_ref}': enum {enum_name} has no value '{value_name}'")
        return None

    def _encoding(self, element: etree._Element) -> tuple[PrimitiveType, EncodedType | None] | None:
        """An enum's or set's encodingType: a primitive name or a single-value <type>."""
        name = element.get("encodingType")
        if name is None:
            self.errors.error(element.sourceline, f"{describe(element)} has no encodingType")
            return None
        resolved = self.resolve(name, element.sourceline, what="encodingType")
        if resolved is None:
            return None
        if not isinstance(resolved, EncodedType) or resolved.length != 1:
            self.errors.error(
                element.sourceline,
                f"{describe(element)} encodingType '{name}' must be a single primitive value",
            )
            return None
        named = resolved if name in self.declared else None
        return resolved.primitive, named

    def _enum(self, element: etree._Element, meta: Meta) -> EnumType | None:
        name = element.get("name", "")
        encoding = self._encoding(element)
        if encoding is None:
            return None
        primitive, named = encoding
        if primitive.is_float:
            self.errors.error(
                element.sourceline, f"{describe(element)} cannot be encoded as {primitive.xml_name}"
            )
            return None
        null_value = primitive.default_null if named is None or named.null_value is None else named.null_value
        values: list[EnumValue] = []
        names: dict[str, int | None] = {}
        seen: dict[int, str] = {}
        for child in children(element):
            if local_name(child) != "validValue":
                self.errors.error(child.sourceline, f"unexpected <{local_name(child)}> inside enum {name}")
                continue
            value = self._valid_value(child, primitive, int(null_value), name)
            if value is None:
                continue
            if value.name in names:
                self.errors.error(child.sourceline, f"enum {name} has duplicate value name '{value.name}'")
                continue
            if value.value in seen:
                self.errors.error(
                    child.sourceline,
                    f"enum {name} value {value.name}={value.value} duplicates {seen[value.value]}",
                )
                continue
            names[value.name] = value.value
            seen[value.value] = value.name
            values.append(value)
        if not values and not list(children(element)):
            self.errors.error(element.sourceline, f"enum {name} has no validValue")
        presence = named.presence if named is not None else Presence.REQUIRED
        return EnumType(
            name=name,
            encoding=primitive,
            values=tuple(values),
            null_value=int(null_value),
            presence=presence,
            byte_order=self.byte_order,
            meta=meta,
        )

    def _valid_value(
        self, element: etree._Element, primitive: PrimitiveType, null_value: int, enum_name: str
    ) -> EnumValue | None:
        meta = self.check_meta(element)
        name = element.get("name")
        if not name:
            self.errors.error(element.sourceline, f"validValue in enum {enum_name} has no name")
            return None
        text = element.text or ""
        if primitive is PrimitiveType.CHAR and len(text) > 1:
            text = text.strip()
        try:
            value = int(parse_scalar(text, primitive))
        except ValueError as exc:
            self.errors.error(
                element.sourceline, f"enum {enum_name} value {name}: {exc} (encoding {primitive.xml_name})"
            )
            return None
        if value == null_value:
            self.errors.error(
                element.sourceline,
                f"enum {enum_name} value {name}={value} equals the null value of its encoding "
                f"{primitive.xml_name}",
            )
            return None
        return EnumValue(name=name, value=value, meta=meta)

    def _set(self, element: etree._Element, meta: Meta) -> SetType | None:
        name = element.get("name", "")
        encoding = self._encoding(element)
        if encoding is None:
            return None
        primitive = encoding[0]
        if primitive not in SET_ENCODINGS:
            self.errors.error(
                element.sourceline,
                f"set {name} encodingType must be uint8, uint16, uint32 or uint64, not {primitive.xml_name}",
            )
            return None
        bits = primitive.size * 8
        choices: list[Choice] = []
        names: set[str] = set()
        used: dict[int, str] = {}
        for child in children(element):
            if local_name(child) != "choice":
                self.errors.error(child.sourceline, f"unexpected <{local_name(child)}> inside set {name}")
                continue
            choice_meta = self.check_meta(child)
            choice_name = child.get("name")
            if not choice_name:
                self.errors.error(child.sourceline, f"choice in set {name} has no name")
                continue
            try:
                bit = int(parse_scalar(child.text or "", PrimitiveType.UINT8))
            except ValueError as exc:
                self.errors.error(child.sourceline, f"set {name} choice {choice_name}: {exc}")
                continue
            if bit >= bits:
                self.errors.error(
                    child.sourceline,
                    f"set {name} choice {choice_name} bit {bit} does not fit in {primitive.xml_name} "
                    f"(0..{bits - 1})",
                )
                continue
            if choice_name in names:
                self.errors.error(child.sourceline, f"set {name} has duplicate choice name '{choice_name}'")
                continue
            if bit in used:
                self.errors.error(
                    child.sourceline, f"set {name} choice {choice_name} reuses bit {bit} of {used[bit]}"
                )
                continue
            names.add(choice_name)
            used[bit] = choice_name
            choices.append(Choice(name=choice_name, bit=bit, meta=choice_meta))
        return SetType(
            name=name,
            encoding=primitive,
            choices=tuple(choices),
            byte_order=self.byte_order,
            meta=meta,
        )

    def _composite(self, element: etree._Element, meta: Meta) -> CompositeType | None:
        name = element.get("name", "")
        members: list[CompositeMember] = []
        names: set[str] = set()
        cursor = 0
        for child in children(element):
            kind = local_name(child)
            member_name = child.get("name", "")
            if kind == "ref":
                member_meta = self.check_meta(child)
                type_name = child.get("type")
                if type_name is None:
                    self.errors.error(child.sourceline, f'<ref name="{member_name}"> in {name} has no type')
                    continue
                member_type = self.resolve(type_name, child.sourceline)
            elif kind in TYPE_ELEMENTS:
                member_type = self.build(child)
                member_meta = member_type.meta if member_type is not None else Meta()
            else:
                self.errors.error(child.sourceline, f"unexpected <{kind}> inside composite {name}")
                continue
            if member_name in names:
                self.errors.error(child.sourceline, f"composite {name} has duplicate member '{member_name}'")
                continue
            names.add(member_name)
            if member_type is None:
                continue
            offset = int_attr(child, "offset", self.errors, None)
            if offset is not None:
                if offset < cursor:
                    self.errors.error(
                        child.sourceline,
                        f"composite {name} member {member_name} offset={offset} overlaps the previous member "
                        f"(ends at {cursor})",
                    )
                else:
                    cursor = offset
            members.append(
                CompositeMember(
                    name=member_name,
                    offset=cursor,
                    type=member_type,
                    meta=member_meta,
                )
            )
            cursor += member_type.encoded_length
        if not members and not list(children(element)):
            self.errors.error(element.sourceline, f"composite {name} has no members")
        return CompositeType(
            name=name,
            members=tuple(members),
            encoded_length=cursor,
            byte_order=self.byte_order,
            meta=meta,
        )
