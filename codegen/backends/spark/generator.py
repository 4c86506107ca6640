"""Spark back end: turns a resolved schema (codegen.ir) into a module of Spark/Arrow mappings.

The generated module describes each message as columns (the message's own fields only, in wire
order: fixed fields, then groups, then var data) and converts decoded Python codec flyweights into
rows. Every mapping decision is made here, once, from the IR; the template only lays the result out.
The mapping itself is documented in docs/spark-mapping.md and must stay in step with ``_type_column``.

This module must not import pyspark or pyarrow: generation has to work on machines without them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2

from aeronkit.codegen import naming
from aeronkit.codegen.backends.python import naming as py_naming
from aeronkit.codegen.ir import (
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
from aeronkit.codegen.output import Output
from aeronkit.errors import SchemaError

TEMPLATES = Path(__file__).parent / "templates"

# SBE primitive -> column type tag. Unsigned types widen to the next signed type so that no value is lost;
# uint64 has no wider integer in Spark, so it becomes DecimalType(20, 0) (20 digits hold 2**64 - 1).
PRIMITIVE_TAGS: dict[PrimitiveType, str] = {
    PrimitiveType.INT8: "byte",
    PrimitiveType.INT16: "short",
    PrimitiveType.INT32: "int",
    PrimitiveType.INT64: "long",
    PrimitiveType.UINT8: "short",
    PrimitiveType.UINT16: "int",
    PrimitiveType.UINT32: "long",
    PrimitiveType.UINT64: "decimal(20,0)",
    PrimitiveType.FLOAT: "float",
    PrimitiveType.DOUBLE: "double",
    PrimitiveType.CHAR: "string",
}

DEFAULT_CHAR_ENCODING = "US-ASCII"


def snake(name: str) -> str:
    """camelCase / PascalCase -> snake_case, shared with the other back ends."""
    return naming.snake_case(name)


def upper_snake(name: str) -> str:
    return naming.upper_snake_case(name)


def getter(name: str) -> str:
    """The Python codec's attribute for a schema name; to_row reads the decoders through it."""
    return py_naming.attribute(name)


@dataclass
class Column:
    """One output column and how to fill it from a decoder attribute."""

    name: str  # the schema's name, used verbatim as the Spark column name
    attr: str  # the Python codec's getter
    tag: str  # column type tag, see PRIMITIVE_TAGS; "struct", "array<...>", "binary"
    nullable: bool
    kind: str  # value | u64 | char | chars | array | enum | set | const | composite | group | text | bytes
    sbe: str  # human-readable SBE type, for the FIELDS descriptions
    expr: str = ""  # Python expression computing the cell from ``{src}``
    children: list[Column] = field(default_factory=list)
    key: str = ""  # name of the column in the C column decoders' output (fixed-block messages)
    null: str = "None"  # repr of the raw null value (value-like kinds)
    table: str = "None"  # module constant with enum names / set choices
    const: str = "None"  # repr of the constant's cell value
    encoding: str = "None"  # repr of the character encoding (text kinds)
    optional: bool = False  # presence="optional": the wire's null value means null
    since: int = 0  # sinceVersion of the field or composite member
    end: int = 0  # end of the field in the message block (offset + length), for the block-length check


@dataclass
class RowFunction:
    """A generated function turning one flyweight (message, group entry or composite) into a tuple."""

    name: str
    columns: list[Column]
    doc: str


@dataclass
class MessageModel:
    name: str
    id: int
    constant: str  # <MSG>_FIELDS
    row_function: str
    decoder_class: str
    is_fixed: bool
    columns: list[Column]
    block_length: int


@dataclass
class _Context:
    """Everything collected while walking the IR: lookup tables and row functions, in first-use order."""

    ir: Ir
    enum_tables: dict[int, tuple[str, EnumType]] = field(default_factory=dict)
    set_tables: dict[int, tuple[str, SetType]] = field(default_factory=dict)
    composite_functions: dict[int, str] = field(default_factory=dict)
    functions: list[RowFunction] = field(default_factory=list)
    used_names: set[str] = field(default_factory=set)
    keep: list[Any] = field(default_factory=list)  # keeps id() keys alive and unique

    def unique(self, base: str) -> str:
        candidate, n = base, 2
        while candidate in self.used_names:
            candidate, n = f"{base}_{n}", n + 1
        self.used_names.add(candidate)
        return candidate

    def enum_value(self, value_ref: str) -> int:
        """The number a ``valueRef="Enum.NAME"`` stands for, for constants of a plain numeric type."""
        enum_name, _, value_name = value_ref.partition(".")
        try:
            t = self.ir.type(enum_name)
        except KeyError:
            t = None
        if isinstance(t, EnumType):
            for v in t.values:
                if v.name == value_name:
                    return v.value
        raise SchemaError([f"{self.ir.source}: valueRef {value_ref!r} names no enum value"])

    def enum_table(self, t: EnumType) -> str:
        if id(t) not in self.enum_tables:
            self.keep.append(t)
            self.enum_tables[id(t)] = (self.unique(f"_ENUM_{upper_snake(t.name)}"), t)
        return self.enum_tables[id(t)][0]

    def set_table(self, t: SetType) -> str:
        if id(t) not in self.set_tables:
            self.keep.append(t)
            self.set_tables[id(t)] = (self.unique(f"_SET_{upper_snake(t.name)}"), t)
        return self.set_tables[id(t)][0]


def _literal(value: Any) -> str:
    if isinstance(value, float) and math.isnan(value):
        return 'float("nan")'
    if isinstance(value, float) and math.isinf(value):
        return 'float("inf")' if value > 0 else 'float("-inf")'
    return repr(value)


def _since(meta_version: int) -> bool:
    return meta_version > 0


def _constant_cell(t: EncodedType, value: Any) -> str:
    """Python source for a constant's cell: constants are columns too, always holding this value."""
    p = t.primitive
    if p is PrimitiveType.CHAR:
        return repr(value if isinstance(value, str) else chr(int(value or 0)))
    if p is PrimitiveType.UINT64:
        return f"Decimal({int(value or 0)})"
    return _literal(float(value or 0) if p.is_float else int(value or 0))


def _encoded_column(name: str, t: EncodedType, presence: Presence, late: bool, key: str,
                    const_value: Any = None) -> Column:
    """A column for a primitive or a fixed array of primitives.

    ``optional`` fields are null when the wire holds the null value; ``late`` fields (sinceVersion > 0)
    are null only when the decoder reports them absent (None), since for them every wire value is real.
    """
    attr = getter(name)
    p = t.primitive
    optional = presence is Presence.OPTIONAL
    nullable = optional or late
    encoding = repr(t.character_encoding or DEFAULT_CHAR_ENCODING)
    if presence is Presence.CONSTANT:
        cell = _constant_cell(t, t.const_value if const_value is None else const_value)
        return Column(name, attr, "string" if p is PrimitiveType.CHAR else PRIMITIVE_TAGS[p], False, "const",
                      f"{t.primitive.xml_name} constant", expr=cell, key=key, const=cell)
    null = _literal(t.effective_null)
    if t.is_string:
        if optional:
            expr = f"_opt_chars({{src}}, {encoding})"
        elif late:
            expr = f"_maybe({{src}}, _chars, {encoding})"
        else:
            expr = f"_chars({{src}}, {encoding})"
        return Column(name, attr, "string", nullable, "chars", f"char[{t.length}]", expr=expr, key=key,
                      encoding=encoding, optional=optional)
    if p is PrimitiveType.CHAR:
        expr = _nullable_expr(optional, late, f"_opt_char({{src}}, {null})", "_char")
        return Column(name, attr, "string", nullable, "char", "char", expr=expr, key=key, null=null,
                      encoding=encoding, optional=optional)
    if t.length > 1:
        element = PRIMITIVE_TAGS[p]
        convert = "_u64_list" if p is PrimitiveType.UINT64 else "_list"
        expr = f"_maybe({{src}}, {convert})" if nullable else f"{convert}({{src}})"
        return Column(name, attr, f"array<{element}>", nullable, "array", f"{p.xml_name}[{t.length}]",
                      expr=expr, key=key, optional=optional)
    tag = PRIMITIVE_TAGS[p]
    if p is PrimitiveType.UINT64:
        expr = _nullable_expr(optional, late, f"_opt_u64({{src}}, {null})", "_u64")
        return Column(name, attr, tag, nullable, "u64", p.xml_name, expr=expr, key=key, null=null,
                      optional=optional)
    if optional:
        is_nan_null = p.is_float and math.isnan(float(t.effective_null))
        expr = "_opt_nan({src})" if is_nan_null else f"_opt({{src}}, {null})"
    else:
        expr = "{src}"  # a late field's None passes through as null
    return Column(name, attr, tag, nullable, "value", p.xml_name, expr=expr, key=key, null=null,
                  optional=optional)


def _nullable_expr(optional: bool, late: bool, optional_expr: str, convert: str) -> str:
    if optional:
        return optional_expr
    if late:
        return f"_maybe({{src}}, {convert})"
    return f"{convert}({{src}})"


def _type_column(ctx: _Context, name: str, t: Type, presence: Presence, since: int, path: str,
                 value_ref: str | None = None, offset: int = 0) -> Column:
    """``path`` is the flattened snake_case name; leaves are keyed by it the way the C back end names
    its column decoder members (composites joined with '_', then made a legal C identifier).
    ``since`` is the field's (or member's) sinceVersion and ``offset`` its start in the message block:
    together they tell ``columns_to_arrow`` when a message does not carry the column."""
    column = _type_column_of(ctx, name, t, presence, _since(since), path, value_ref, offset)
    if column.kind != "const":
        column.since = since
        column.end = offset + t.encoded_length
    return column


def _type_column_of(ctx: _Context, name: str, t: Type, presence: Presence, late: bool, path: str,
                    value_ref: str | None, offset: int) -> Column:
    attr = getter(name)
    if isinstance(t, CompositeType):
        return _composite_column(ctx, name, t, late, path, offset)
    key = naming.c_identifier(path)
    if isinstance(t, EncodedType):
        if t.presence is Presence.CONSTANT:
            presence = Presence.CONSTANT
        elif t.presence is Presence.OPTIONAL and presence is Presence.REQUIRED:
            presence = Presence.OPTIONAL
        const_value = ctx.enum_value(value_ref) if presence is Presence.CONSTANT and value_ref else None
        return _encoded_column(name, t, presence, late, key, const_value)
    if isinstance(t, EnumType):
        table = ctx.enum_table(t)
        if presence is Presence.CONSTANT or t.presence is Presence.CONSTANT:
            value_name = (value_ref or "").rpartition(".")[2]
            return Column(name, attr, "string", False, "const", f"enum {t.name} constant",
                          expr=repr(value_name), key=key, table=table, const=repr(value_name))
        return Column(name, attr, "string", True, "enum", f"enum {t.name}",
                      expr=f"_enum({{src}}, {table}, {t.null_value})", key=key, table=table,
                      null=_literal(t.null_value))
    if isinstance(t, SetType):
        table = ctx.set_table(t)
        expr = f"_maybe({{src}}, _set, {table})" if late else f"_set({{src}}, {table})"
        return Column(name, attr, "array<string>", late, "set", f"set {t.name}", expr=expr, key=key,
                      table=table)
    raise TypeError(f"unexpected IR type {type(t).__name__} for {name}")


def _composite_column(ctx: _Context, name: str, t: CompositeType, late: bool, path: str,
                      offset: int) -> Column:
    children = [
        _type_column(ctx, m.name, m.type, Presence.REQUIRED, m.meta.since_version, f"{path}_{snake(m.name)}",
                     offset=offset + m.offset)
        for m in t.members
        # a zero-length member (e.g. a length-0 array) has no value and no getter in the codecs
        if m.type.encoded_length > 0 or getattr(m.type, "presence", None) is Presence.CONSTANT
    ]
    if id(t) not in ctx.composite_functions:
        ctx.keep.append(t)
        fname = ctx.unique(f"_struct_{snake(t.name)}")
        ctx.composite_functions[id(t)] = fname
        ctx.functions.append(RowFunction(fname, children, f"Composite {t.name} as a struct tuple."))
    fname = ctx.composite_functions[id(t)]
    expr = f"_maybe({{src}}, {fname})" if late else f"{fname}({{src}})"
    return Column(name, getter(name), "struct", late, "composite", f"composite {t.name}", expr=expr,
                  children=children, key=path)


def _field_column(ctx: _Context, f: Field) -> Column:
    return _type_column(ctx, f.name, f.type, f.presence, f.meta.since_version, snake(f.name), f.value_ref,
                        f.offset)


def _var_data_column(v: VarData) -> Column:
    if v.is_text:
        encoding = repr(v.character_encoding)
        return Column(v.name, getter(v.name), "string", False, "text", f"var data ({v.character_encoding})",
                      expr=f"_text({{src}}, {encoding})", encoding=encoding)
    return Column(v.name, getter(v.name), "binary", False, "bytes", "var data (binary)", expr="_bytes({src})")


def _body_columns(ctx: _Context, owner: str, fields: tuple[Field, ...], groups: tuple[Group, ...],
                  var_data: tuple[VarData, ...]) -> list[Column]:
    columns = [_field_column(ctx, f) for f in fields]
    for g in groups:
        entry = _body_columns(ctx, f"{owner}_{snake(g.name)}", g.fields, g.groups, g.var_data)
        fname = ctx.unique(f"_entry_{owner}_{snake(g.name)}")
        ctx.functions.append(RowFunction(fname, entry, f"One entry of group {g.name} as a struct tuple."))
        columns.append(Column(g.name, getter(g.name), "array<struct>", False, "group", f"group {g.name}",
                              expr=f"[{fname}(e) for e in _entries({{src}})]", children=entry))
    columns += [_var_data_column(v) for v in var_data]
    return columns


def _message_model(ctx: _Context, m: Message) -> MessageModel:
    columns = _body_columns(ctx, snake(m.name), m.fields, m.groups, m.var_data)
    fname = ctx.unique(f"_row_{snake(m.name)}")
    ctx.functions.append(RowFunction(fname, columns, f"Message {m.name} (template {m.id}) as a row tuple."))
    decoder = f"{py_naming.class_name(m.name)}Decoder"
    return MessageModel(m.name, m.id, f"{upper_snake(m.name)}_FIELDS", fname, decoder, m.is_fixed, columns,
                        m.block_length)


def _render_expr(column: Column, src: str) -> str:
    return column.expr.replace("{src}", src)


def _describe(column: Column, indent: str) -> str:
    """Python source for a Column(...) description literal, nested for structs and groups."""
    args = [repr(column.name), repr(column.tag), repr(column.nullable), repr(column.kind), repr(column.sbe)]
    extras = []
    if column.key:
        extras.append(f"key={column.key!r}")
    if column.null != "None" and column.kind in ("value", "u64", "char", "enum"):
        extras.append(f"null={column.null}")
    if column.table != "None":
        extras.append(f"table={column.table}")
    if column.kind == "const":
        extras.append(f"const={column.const}")
    if column.encoding != "None":
        extras.append(f"encoding={column.encoding}")
    if column.optional:
        extras.append("optional=True")
    if column.since:
        extras.append(f"since={column.since}")
    if column.end:
        extras.append(f"end={column.end}")
    if column.children:
        inner = indent + "    "
        kids = "".join(f"{inner}{_describe(c, inner)},\n" for c in column.children)
        extras.append(f"children=(\n{kids}{indent})")
    return f"Column({', '.join(args + extras)})"


def render(ir: Ir) -> str:
    """The generated module's text for one schema."""
    ctx = _Context(ir)
    messages = [_message_model(ctx, m) for m in ir.messages]
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["expr"] = _render_expr
    env.filters["describe"] = _describe
    env.filters["py"] = repr
    template = env.get_template("module.py.j2")
    enums = [(table, t) for table, t in ctx.enum_tables.values()]
    sets = [(table, t) for table, t in ctx.set_tables.values()]
    return template.render(ir=ir, messages=messages, functions=ctx.functions, enums=enums, sets=sets,
                           source=ir.source or ir.package)


class SparkGenerator:
    """The back end object the registry hands out."""

    def generate(self, ir: Ir, name: str, output: Output) -> None:
        """Write ``spark/<name>.py`` for one schema (``name`` is the schema's module name)."""
        output.write(f"spark/{name}.py", render(ir))


def generate(ir: Ir, name: str, output: Output) -> None:
    SparkGenerator().generate(ir, name, output)
