"""The Python back end: turns a resolved IR into one module of flyweight codecs per schema.

The generator walks the IR once and builds plain "view" records (names, struct formats, offsets,
null literals) so that the jinja2 templates only lay text out and never decide anything about the
wire. Every layout fact comes from the IR; nothing here recomputes an offset.
"""

from __future__ import annotations

import codecs
import math
import textwrap
from dataclasses import dataclass, field
from typing import Protocol

import jinja2

from aeronkit.codegen.ir import (
    ByteOrder,
    CompositeType,
    EncodedType,
    EnumType,
    Field,
    Group,
    Ir,
    Message,
    Presence,
    PrimitiveType,
    SetType,
    Type,
    VarData,
)
from aeronkit.errors import SchemaError

from . import naming

_WIDTH = 110  # the project's line length; generated code is laid out to fit it


class Output(Protocol):
    def write(self, relpath: str, text: str) -> None: ...


# ---------------------------------------------------------------------------------------------
# views handed to the templates


@dataclass
class FieldView:
    """One fixed-position field (of a message, group entry or composite)."""

    attr: str
    schema_name: str
    offset: int
    size: int
    kind: str  # scalar | chars | array | enum | set | composite | const
    since: int = 0
    description: str = ""
    id: int | None = None
    struct: str = ""
    optional: bool = False
    null_literal: str = ""
    null_is_nan: bool = False
    hint: str = "int"
    set_hint: str = "int"
    type_class: str = ""
    encoding: str = ""
    length: int = 1
    const_literal: str = ""
    dict_expr: str = ""
    slot: str = ""
    lookup: str = ""

    @property
    def end(self) -> int:
        return self.offset + self.size

    @property
    def at(self) -> str:
        """The expression for this field's absolute position inside a flyweight."""
        return f"self._offset + {self.offset}" if self.offset else "self._offset"


@dataclass
class VarView:
    attr: str
    schema_name: str
    id: int
    since: int
    index: int
    prefix_struct: str
    prefix_size: int
    max_length: int
    encoding: str  # python codec name, "" for binary
    skip: str
    description: str = ""


@dataclass
class BodyView:
    """A message or a group entry: fields, then groups, then var data."""

    kind: str  # message | group
    codec: str  # the name used in error messages, e.g. "ListRecordings.entries"
    enc: str
    dec: str
    block_length: int
    fields: list[FieldView]
    groups: list[GroupView]
    var_data: list[VarView]
    description: str = ""
    schema_name: str = ""
    template_id: int = 0
    since: int = 0
    block_struct: str = ""
    field_names: tuple[str, ...] = ()
    group: GroupView | None = None

    @property
    def nvar(self) -> int:
        return len(self.groups) + len(self.var_data)

    @property
    def skips(self) -> list[str]:
        return [g.skip for g in self.groups] + [v.skip for v in self.var_data]

    @property
    def composites(self) -> list[FieldView]:
        return [f for f in self.fields if f.kind == "composite"]

    @property
    def dec_slots(self) -> tuple[str, ...]:
        slots = [
            "_buffer",
            "_offset",
            "_end",
            "_block_length",
            "_acting_version",
            "_cursor_index",
            "_cursor_pos",
        ]
        if self.group is not None:
            slots += ["_parent", "_parent_index", "_start", "_count", "_index"]
        return _slots(slots, self.composites, self.groups)

    @property
    def enc_slots(self) -> tuple[str, ...]:
        slots = ["_buffer", "_offset", "_end", "_root"]
        slots += ["_count", "_index"] if self.group is not None else ["_limit"]
        return _slots(slots, self.composites, self.groups)

    @property
    def field_ends(self) -> tuple[tuple[str, int], ...]:
        return tuple(sorted(((f.attr, f.end) for f in self.fields if f.size), key=lambda pair: pair[1]))


@dataclass
class GroupView:
    attr: str
    schema_name: str
    id: int
    since: int
    index: int
    skip: str
    header_length: int
    dim_struct: str
    dim_values: list[str]  # encoder expressions per dimension member, in struct order
    block_index: int
    count_index: int
    count_max: int
    body: BodyView
    description: str = ""


@dataclass
class CompositeView:
    name: str
    enc: str
    dec: str
    encoded_length: int
    members: list[FieldView]
    description: str = ""

    @property
    def composites(self) -> list[FieldView]:
        return [m for m in self.members if m.kind == "composite"]

    @property
    def dec_slots(self) -> tuple[str, ...]:
        return _slots(["_buffer", "_offset", "_end", "_acting_version"], self.composites, [])

    @property
    def enc_slots(self) -> tuple[str, ...]:
        return _slots(["_buffer", "_offset", "_end"], self.composites, [])

    @property
    def member_ends(self) -> tuple[tuple[str, int], ...]:
        return tuple(sorted(((m.attr, m.end) for m in self.members if m.size), key=lambda pair: pair[1]))


@dataclass
class EnumView:
    name: str
    values: list[tuple[str, int, str]]
    null_value: int
    add_null: bool
    lookup: str
    description: str = ""
    encoding: str = ""


@dataclass
class SetView:
    name: str
    choices: list[tuple[str, int, str]]
    description: str = ""
    encoding: str = ""


@dataclass
class SkipView:
    """A module-level function that steps over one group or var data field without decoding it."""

    name: str
    kind: str  # group | var
    codec: str
    attr: str
    since: int
    prefix_struct: str = ""
    prefix_size: int = 0
    header_length: int = 0
    dim_struct: str = ""
    block_index: int = 0
    count_index: int = 0
    children: list[str] = field(default_factory=list)


# ---------------------------------------------------------------------------------------------


_TEMPLATES = jinja2.Environment(
    loader=jinja2.PackageLoader("aeronkit.codegen.backends.python", "templates"),
    keep_trailing_newline=True,
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
    autoescape=False,
)


class PythonGenerator:
    """Back end object handed out by the registry: ``generate(ir, name, output)``."""

    def generate(self, ir: Ir, name: str, output: Output) -> None:
        output.write(f"python/{name}.py", render(ir, name))


def generate(ir: Ir, name: str, output: Output) -> None:
    PythonGenerator().generate(ir, name, output)


def render(ir: Ir, name: str) -> str:
    """The text of the generated module for ``ir`` (deterministic: same IR, same bytes)."""
    return _Builder(ir, name).render()


class _Builder:
    def __init__(self, ir: Ir, name: str) -> None:
        self.ir = ir
        self.name = name
        self.structs: dict[str, str] = {}  # python name -> struct format
        self.enums: dict[str, EnumView] = {}
        self.sets: dict[str, SetView] = {}
        self.composites: dict[str, CompositeView] = {}
        self.type_classes: dict[str, str] = {}  # schema type name -> python class base name
        self.skips: list[SkipView] = []
        self.skip_count = 0
        self.bodies: list[BodyView] = []
        self.used_classes: set[str] = set()

    # -- structs ------------------------------------------------------------------------------

    def struct(self, order: ByteOrder, fmt: str) -> str:
        prefix = order.struct_prefix
        tag = "L" if order is ByteOrder.LITTLE_ENDIAN else "B"
        name = f"_{tag}_{fmt}"
        if name not in self.structs:
            self.structs[name] = prefix + fmt
        return name

    def named_struct(self, name: str, fmt: str) -> str:
        existing = self.structs.get(name)
        if existing is not None and existing != fmt:
            raise SchemaError([f"{self.ir.source}: two layouts both want struct name {name}"])
        self.structs[name] = fmt
        return name

    def skip_name(self, attr: str) -> str:
        """Short, unique names for the skip functions: ``_skip<N>_<field>`` in generation order."""
        self.skip_count += 1
        return f"_skip{self.skip_count}_{attr.rstrip('_')}"

    # -- types --------------------------------------------------------------------------------

    def claim_class(self, base: str, schema_name: str) -> str:
        if base in self.used_classes:
            raise SchemaError([f"{self.ir.source}: name {schema_name!r} maps to Python class {base!r} twice"])
        self.used_classes.add(base)
        return base

    def collect_type(self, t: Type) -> None:
        if isinstance(t, EnumType):
            if t.name in self.type_classes:
                return
            cls = self.claim_class(naming.class_name(t.name), t.name)
            self.type_classes[t.name] = cls
            values = [(naming.member(v.name), v.value, v.meta.description) for v in t.values]
            names = {v[0] for v in values}
            taken = {v[1] for v in values}
            self.enums[t.name] = EnumView(
                name=cls,
                values=values,
                null_value=t.null_value,
                add_null="NULL_VAL" not in names,
                lookup=f"_{naming.snake_case(cls).upper()}_BY_VALUE",
                description=_one_line(t.meta.description),
                encoding=t.encoding.xml_name,
            )
            if t.null_value in taken:
                # an alias would make NULL_VAL and a real value the same member; the schema is odd
                # but valid, so keep the real name and let NULL_VAL alias it.
                pass
        elif isinstance(t, SetType):
            if t.name in self.type_classes:
                return
            cls = self.claim_class(naming.class_name(t.name), t.name)
            self.type_classes[t.name] = cls
            self.sets[t.name] = SetView(
                name=cls,
                choices=[(naming.member(c.name), c.bit, c.meta.description) for c in t.choices],
                description=_one_line(t.meta.description),
                encoding=t.encoding.xml_name,
            )
        elif isinstance(t, CompositeType):
            if t.name in self.type_classes:
                return
            cls = self.claim_class(naming.class_name(t.name), t.name)
            self.type_classes[t.name] = cls
            for m in t.members:
                self.collect_type(m.type)
            members = [
                self.field_view(
                    m.name,
                    m.offset,
                    m.type,
                    Presence.REQUIRED,
                    None,
                    m.meta.since_version,
                    m.meta.description,
                    None,
                    cls,
                )
                for m in t.members
                if m.type.encoded_length > 0 or _is_constant(m.type, Presence.REQUIRED)
            ]
            self.composites[t.name] = CompositeView(
                name=cls,
                enc=self.claim_class(cls + "Encoder", t.name),
                dec=self.claim_class(cls + "Decoder", t.name),
                encoded_length=t.encoded_length,
                members=members,
                description=_one_line(t.meta.description),
            )

    # -- fields -------------------------------------------------------------------------------

    def field_view(
        self,
        schema_name: str,
        offset: int,
        t: Type,
        presence: Presence,
        value_ref: str | None,
        since: int,
        description: str,
        field_id: int | None,
        codec: str,
    ) -> FieldView:
        attr = naming.attribute(schema_name)
        view = FieldView(
            attr=attr,
            schema_name=schema_name,
            offset=offset,
            size=0,
            kind="scalar",
            since=since,
            description=_one_line(description),
            id=field_id,
        )
        if _is_constant(t, presence):
            view.kind = "const"
            view.const_literal, view.hint = self.const_literal(t, value_ref, schema_name, codec)
            view.dict_expr = f"_enum_name(self.{attr})" if isinstance(t, EnumType) else f"self.{attr}"
            return view
        view.size = t.encoded_length
        maybe_none = " | None" if since > 0 else ""
        if isinstance(t, EncodedType):
            order = t.byte_order
            view.optional = presence is Presence.OPTIONAL or t.presence is Presence.OPTIONAL
            if t.primitive is PrimitiveType.CHAR:
                view.kind = "chars"
                view.length = t.length
                view.struct = self.struct(order, f"{t.length}s")
                view.encoding = _codec_name(t.character_encoding or "US-ASCII", schema_name, self.ir)
                view.hint = "str" + maybe_none
                view.set_hint = "str | bytes"
            elif t.length != 1:
                view.kind = "array"
                view.length = t.length
                view.struct = self.struct(order, f"{t.length}{t.primitive.struct_code}")
                elem = "float" if t.primitive.is_float else "int"
                view.hint = f"tuple[{elem}, ...]" + maybe_none
                view.set_hint = f"Sequence[{elem}]"
            else:
                view.struct = self.struct(order, t.primitive.struct_code)
                elem = "float" if t.primitive.is_float else "int"
                null = t.effective_null
                if isinstance(null, float) and math.isnan(null):
                    view.null_is_nan = True
                    view.null_literal = "_NAN"
                else:
                    view.null_literal = repr(float(null) if t.primitive.is_float else int(null))
                none = " | None" if (view.optional or since > 0) else ""
                view.hint = elem + none
                view.set_hint = elem + (" | None" if view.optional else "")
            view.dict_expr = f"self.{attr}"
        elif isinstance(t, EnumType):
            cls = self.type_classes[t.name]
            view.kind = "enum"
            view.type_class = cls
            view.struct = self.struct(t.byte_order, t.encoding.struct_code)
            view.null_literal = repr(int(t.null_value))
            view.lookup = self.enums[t.name].lookup
            view.hint = f"{cls} | int" + maybe_none
            view.set_hint = f"{cls} | int | None"
            view.dict_expr = f"_enum_name(self.{attr})"
        elif isinstance(t, SetType):
            cls = self.type_classes[t.name]
            view.kind = "set"
            view.type_class = cls
            view.struct = self.struct(t.byte_order, t.encoding.struct_code)
            view.hint = cls + maybe_none
            view.set_hint = f"{cls} | int"
            view.dict_expr = f"_set_names(self.{attr})"
        else:
            cls = self.type_classes[t.name]
            comp = self.composites[t.name]
            view.kind = "composite"
            view.type_class = cls
            view.slot = f"_c_{attr}"
            view.hint = comp.dec + maybe_none
            view.set_hint = comp.enc
            if since > 0:
                view.dict_expr = f"_dict_or_none(self.{attr})"
            else:
                view.dict_expr = f"self.{attr}.to_dict()"
        return view

    def const_literal(self, t: Type, value_ref: str | None, schema_name: str, codec: str) -> tuple[str, str]:
        if value_ref:
            type_name, _, member = value_ref.partition(".")
            cls = self.type_classes.get(type_name)
            if cls is None and isinstance(t, EnumType):
                cls = self.type_classes.get(t.name)
            if cls is None:
                where = f"{self.ir.source}: {codec}.{schema_name}"
                raise SchemaError([f"{where}: valueRef {value_ref!r} names no enum"])
            return f"{cls}.{naming.member(member)}", cls
        if isinstance(t, EncodedType) and t.const_value is not None:
            value = t.const_value
            if isinstance(value, str):
                if t.primitive is not PrimitiveType.CHAR:
                    value = float(value) if t.primitive.is_float else int(value, 0)
                else:
                    return repr(value), "str"
            if t.primitive.is_float:
                return repr(float(value)), "float"
            return repr(int(value)), "int"
        raise SchemaError([f"{self.ir.source}: {codec}.{schema_name}: constant without a value"])

    # -- bodies -------------------------------------------------------------------------------

    def body(
        self,
        kind: str,
        codec: str,
        cls: str,
        block_length: int,
        fields: tuple[Field, ...],
        groups: tuple[Group, ...],
        var_data: tuple[VarData, ...],
        description: str,
        schema_name: str,
    ) -> BodyView:
        views = []
        for f in fields:
            self.collect_type(f.type)
            views.append(
                self.field_view(
                    f.name,
                    f.offset,
                    f.type,
                    f.presence,
                    f.value_ref,
                    f.meta.since_version,
                    f.meta.description,
                    f.id,
                    codec,
                )
            )
        _check_unique(
            [v.attr for v in views]
            + [naming.attribute(g.name) for g in groups]
            + [naming.attribute(v.name) for v in var_data],
            codec,
            self.ir,
        )
        body = BodyView(
            kind=kind,
            codec=codec,
            enc=self.claim_class(cls + "Encoder", schema_name),
            dec=self.claim_class(cls + "Decoder", schema_name),
            block_length=block_length,
            fields=views,
            groups=[],
            var_data=[],
            description=_one_line(description),
            schema_name=schema_name,
        )
        index = 0
        for g in groups:
            body.groups.append(self.group(g, codec, cls, index))
            index += 1
        for v in var_data:
            body.var_data.append(self.var_data(v, codec, index))
            index += 1
        self.bodies.append(body)
        return body

    def group(self, g: Group, parent_codec: str, parent_cls: str, index: int) -> GroupView:
        codec = f"{parent_codec}.{g.name}"
        attr = naming.attribute(g.name)
        dim = g.dimension_type
        dim_fmt, order = _flat_struct(dim, codec, self.ir)
        names = [m.name for m in dim.members if m.type.encoded_length > 0]
        dim_struct = self.named_struct(f"_DIM_{_struct_tag(dim_fmt)}", dim_fmt)
        block_index = names.index("blockLength")
        count_index = names.index("numInGroup")
        values = []
        for n in names:
            values.append({"blockLength": "self.BLOCK_LENGTH", "numInGroup": "count"}.get(n, "0"))
        skip = self.skip_name(attr)
        body = self.body(
            "group",
            codec,
            parent_cls + naming.class_name(g.name),
            g.block_length,
            g.fields,
            g.groups,
            g.var_data,
            g.meta.description,
            g.name,
        )
        view = GroupView(
            attr=attr,
            schema_name=g.name,
            id=g.id,
            since=g.meta.since_version,
            index=index,
            skip=skip,
            header_length=dim.encoded_length,
            dim_struct=dim_struct,
            dim_values=values,
            block_index=block_index,
            count_index=count_index,
            count_max=int(g.num_in_group_type.effective_max),
            body=body,
            description=_one_line(g.meta.description),
        )
        del order
        body.group = view
        self.skips.append(
            SkipView(
                name=skip,
                kind="group",
                codec=codec,
                attr=attr,
                since=view.since,
                header_length=view.header_length,
                dim_struct=dim_struct,
                block_index=block_index,
                count_index=count_index,
                children=body.skips,
            )
        )
        return view

    def var_data(self, v: VarData, codec: str, index: int) -> VarView:
        attr = naming.attribute(v.name)
        lt = v.length_type
        skip = self.skip_name(attr)
        view = VarView(
            attr=attr,
            schema_name=v.name,
            id=v.id,
            since=v.meta.since_version,
            index=index,
            prefix_struct=self.struct(lt.byte_order, lt.primitive.struct_code),
            prefix_size=lt.primitive.size,
            max_length=v.max_length,
            encoding=_codec_name(v.character_encoding, v.name, self.ir) if v.is_text else "",
            skip=skip,
            description=_one_line(v.meta.description),
        )
        self.skips.append(
            SkipView(
                name=skip,
                kind="var",
                codec=codec,
                attr=attr,
                since=view.since,
                prefix_struct=view.prefix_struct,
                prefix_size=view.prefix_size,
            )
        )
        return view

    def message(self, m: Message) -> BodyView:
        body = self.body(
            "message",
            m.name,
            naming.class_name(m.name),
            m.block_length,
            m.fields,
            m.groups,
            m.var_data,
            m.meta.description,
            m.name,
        )
        body.template_id = m.id
        body.since = m.meta.since_version
        if m.is_fixed:
            fmt = _block_format(m, self.ir.byte_order)
            if fmt is not None:
                body.block_struct = self.named_struct(f"_BLOCK_{naming.snake_case(m.name).upper()}", fmt)
                body.field_names = tuple(
                    f.attr for f in sorted(body.fields, key=lambda f: f.offset) if f.kind != "const"
                )
        return body

    # -- header -------------------------------------------------------------------------------

    def header(self) -> dict[str, object]:
        hdr = self.ir.header
        fmt, _ = _flat_struct(hdr, "messageHeader", self.ir)
        names = [m.name for m in hdr.members if m.type.encoded_length > 0]
        for required in ("blockLength", "templateId", "schemaId", "version"):
            if required not in names:
                raise SchemaError([f"{self.ir.source}: message header has no {required} member"])
        values = {
            "blockLength": "self.BLOCK_LENGTH",
            "templateId": "self.TEMPLATE_ID",
            "schemaId": "SCHEMA_ID",
            "version": "SCHEMA_VERSION",
        }
        return {
            "struct": self.named_struct("_HEADER", fmt),
            "length": hdr.encoded_length,
            "values": [values.get(n, "0") for n in names],
            "block_index": names.index("blockLength"),
            "template_index": names.index("templateId"),
            "schema_index": names.index("schemaId"),
            "version_index": names.index("version"),
        }

    # -- the module ---------------------------------------------------------------------------

    def render(self) -> str:
        ir = self.ir
        for t in ir.types:
            self.collect_type(t)
        self.collect_type(ir.header)
        header = self.header()
        messages = [self.message(m) for m in ir.messages]
        # composites may have been discovered depth-first; emit them so nested ones come first
        composites = _composites_in_dependency_order(self.composites)
        template = _TEMPLATES.get_template("module.py.j2")
        text = template.render(
            ir=ir,
            name=self.name,
            source=ir.source or f"{self.name}.xml",
            byte_order=ir.byte_order.value,
            structs=sorted(self.structs.items()),
            enums=list(self.enums.values()),
            sets=list(self.sets.values()),
            composites=composites,
            skips=self.skips,
            bodies=self.bodies,
            messages=messages,
            header=header,
            description=_one_line(ir.description),
            uses_sequence=any(f.kind == "array" for b in self.bodies for f in b.fields)
            or any(m.kind == "array" for c in composites for m in c.members),
        )
        return _tidy(text)


# ---------------------------------------------------------------------------------------------
# helpers


def _slots(base: list[str], composites: list[FieldView], groups: list[GroupView]) -> tuple[str, ...]:
    return tuple(sorted(base + [c.slot for c in composites] + [f"_g_{g.attr}" for g in groups]))


def _docstring(text: str, indent: int) -> str:
    """A docstring literal at ``indent``, wrapped to the line length when it would not fit on one line."""
    pad = " " * indent
    text = " ".join(str(text).split())
    if indent + len(text) + 6 <= _WIDTH:
        return f'{pad}"""{text}"""'
    lines = textwrap.wrap(text, width=_WIDTH - indent - 3, break_long_words=False, break_on_hyphens=False)
    body = "\n".join(pad + line for line in lines[1:])
    return f'{pad}"""{lines[0]}\n{body}\n{pad}"""' if body else f'{pad}"""{lines[0]}\n{pad}"""'


def _tuple_lines(items: tuple[object, ...] | list[str], indent: int, lead: str, names: bool = False) -> str:
    """A tuple literal (of names when ``names``): one line when it fits after ``lead``, else one item
    per line."""
    show = str if names else _pyrepr
    parts = [show(item) for item in items]
    one = "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"
    if indent + len(lead) + len(one) <= _WIDTH:
        return one
    pad = " " * (indent + 4)
    rows = "".join(f"{pad}{part},\n" for part in parts)
    return "(\n" + rows + " " * indent + ")"


def _call_lines(args: str, call: str, indent: int) -> str:
    """``call(args)`` at ``indent``, with the arguments on their own line when it would not fit."""
    pad = " " * indent
    line = f"{pad}{call}({args})"
    if len(line) <= _WIDTH:
        return line
    return f"{pad}{call}(\n{pad}    {args}\n{pad})"


def _is_constant(t: Type, presence: Presence) -> bool:
    if presence is Presence.CONSTANT:
        return True
    return isinstance(t, EncodedType) and t.presence is Presence.CONSTANT


def _codec_name(encoding: str | None, where: str, ir: Ir) -> str:
    try:
        return codecs.lookup(encoding or "US-ASCII").name
    except LookupError:
        raise SchemaError([f"{ir.source}: {where}: unknown characterEncoding {encoding!r}"]) from None


def _one_line(text: str | None) -> str:
    if not text:
        return ""
    text = " ".join(text.split()).replace("\\", "\\\\").replace('"""', "'''")
    return text + " " if text.endswith('"') else text


def _check_unique(attrs: list[str], codec: str, ir: Ir) -> None:
    seen: set[str] = set()
    for a in attrs:
        if a in seen:
            raise SchemaError([f"{ir.source}: {codec}: two members map to the Python name {a!r}"])
        seen.add(a)


def _flat_struct(comp: CompositeType, codec: str, ir: Ir) -> tuple[str, ByteOrder]:
    """One struct format over a composite of plain scalars (message header, group dimension)."""
    order = comp.byte_order
    parts: list[str] = []
    pos = 0
    for m in sorted(comp.members, key=lambda m: m.offset):
        t = m.type
        if t.encoded_length == 0:
            continue
        if not isinstance(t, EncodedType) or t.length != 1:
            raise SchemaError([f"{ir.source}: {codec}.{m.name}: must be a single primitive"])
        if m.offset < pos:
            raise SchemaError([f"{ir.source}: {codec}.{m.name}: overlaps the previous member"])
        if m.offset > pos:
            parts.append(f"{m.offset - pos}x")
        parts.append(t.primitive.struct_code)
        pos = m.offset + t.encoded_length
        order = t.byte_order
    if comp.encoded_length > pos:
        parts.append(f"{comp.encoded_length - pos}x")
    return order.struct_prefix + "".join(parts), order


def _struct_tag(fmt: str) -> str:
    return ("L" if fmt[0] == "<" else "B") + "_" + fmt[1:]


def _block_format(m: Message, order: ByteOrder) -> str | None:
    """A struct over a whole fixed block, for decode_fields(); None when it would not be cheap."""
    parts: list[str] = []
    pos = 0
    for f in sorted(m.fields, key=lambda f: f.offset):
        if f.encoded_length == 0:
            continue
        t = f.type
        if isinstance(t, EncodedType):
            if t.byte_order is not order or (t.length != 1 and t.primitive is not PrimitiveType.CHAR):
                return None
            code = f"{t.length}s" if t.primitive is PrimitiveType.CHAR else t.primitive.struct_code
        elif isinstance(t, (EnumType, SetType)):
            if t.byte_order is not order:
                return None
            code = t.encoding.struct_code
        else:
            return None
        if f.offset < pos:
            return None
        if f.offset > pos:
            parts.append(f"{f.offset - pos}x")
        parts.append(code)
        pos = f.offset + f.encoded_length
    if not parts:
        return None
    return order.struct_prefix + "".join(parts)


def _composites_in_dependency_order(composites: dict[str, CompositeView]) -> list[CompositeView]:
    ordered: list[CompositeView] = []
    done: set[str] = set()
    by_class = {c.name: c for c in composites.values()}

    def visit(c: CompositeView) -> None:
        if c.name in done:
            return
        done.add(c.name)
        for m in c.composites:
            visit(by_class[m.type_class])
        ordered.append(c)

    for c in composites.values():
        visit(c)
    return ordered


def _tidy(text: str) -> str:
    """Normalises the blank lines the templates leave, so the output reads like hand-written code:
    at most one blank line before an indented line (inside a class), at most two at top level."""
    lines = [line.rstrip() for line in text.splitlines()]
    out: list[str] = []
    blanks = 0
    for line in lines:
        if not line:
            blanks += 1
            continue
        if out:
            out.extend([""] * min(blanks, 1 if line[0] == " " else 2))
        blanks = 0
        out.append(line)
    return "\n".join(out) + "\n"


def _pyrepr(value: object) -> str:
    """repr() with double-quoted strings, so the generated code reads like ruff-formatted code."""
    if isinstance(value, str):
        text = repr(value)
        if text.startswith("'") and '"' not in value:
            text = '"' + text[1:-1].replace("\\'", "'") + '"'
        return text
    if isinstance(value, tuple):
        inner = ", ".join(_pyrepr(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    return repr(value)


_TEMPLATES.filters["oneline"] = _one_line
_TEMPLATES.filters["pyrepr"] = _pyrepr
_TEMPLATES.filters["docstring"] = _docstring
_TEMPLATES.filters["call_lines"] = _call_lines
_TEMPLATES.filters["tuple_lines"] = _tuple_lines
