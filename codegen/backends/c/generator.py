"""C back end: one schema's IR -> a header-only C11 flyweight library plus the cffi cdef that exposes it.

Why two files: native/build.py ``#include``s every generated/c/*.h into the single cffi module
``aeronkit._native`` and feeds every generated/c/*.cdef to ``ffi.cdef``. The header therefore holds
``static inline`` definitions (one translation unit, many schemas, so every identifier carries the
module prefix), and the cdef repeats the same type definitions and prototypes without bodies.

The generator walks the IR once into small models (flyweights, leaves, groups, var data, column sets)
with every C name and literal decided here, so the templates only lay out text. Names are checked for
collisions before anything is rendered: a clash is a SchemaError naming both origins, not a compile
error in someone else's build.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path

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
from aeronkit.codegen.naming import c_identifier
from aeronkit.codegen.naming import snake_case as snake
from aeronkit.codegen.output import Output
from aeronkit.errors import SchemaError

TEMPLATES = Path(__file__).resolve().parent / "templates"

_MODULE_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


def c_literal(value: int | float, primitive: PrimitiveType) -> str:
    """A C constant expression of ``primitive``'s type that -pedantic accepts for every value in range."""
    ctype = primitive.c_type
    if primitive.is_float:
        v = float(value)
        if math.isnan(v):
            return f"(({ctype})NAN)"
        if math.isinf(v):
            return f"(({ctype})(INFINITY))" if v > 0 else f"(({ctype})(-INFINITY))"
        return f"(({ctype}){v!r})"
    v = int(value)
    if primitive is PrimitiveType.INT64 and v == -(2**63):
        return "INT64_MIN"
    if v < 0:
        return f"(({ctype})-{-v}LL)"
    return f"(({ctype}){v}ULL)"


def _comment(text: str) -> str:
    """One line of description, safe inside a C block comment."""
    return " ".join(text.replace("*/", "* /").split())


@dataclass
class Leaf:
    """One accessor over bytes at a fixed offset inside a flyweight's block.

    kind: scalar | array | chars | composite | const | const_chars.
    """

    kind: str
    name: str
    offset: int
    end: int
    count: int
    c_type: str
    load: str
    store: str
    since: int
    null: str
    const: str = ""
    composite: str = ""
    description: str = ""


@dataclass
class VarDataModel:
    name: str
    since: int
    length_offset: int
    length_c_type: str
    length_load: str
    length_store: str
    header_length: int
    max_length: int
    description: str = ""


@dataclass
class Column:
    """A primitive leaf of a fixed message, flattened (composites joined with '_') for column decoding."""

    name: str
    offset: int
    end: int
    count: int
    c_type: str
    load: str
    since: int
    null: str
    is_chars: bool


@dataclass
class Flyweight:
    """A composite, message or group: one C struct type and the accessors over its block."""

    kind: str  # composite | message | group
    c_name: str
    upper: str
    block_length: int
    leaves: list[Leaf]
    description: str = ""
    groups: list[Flyweight] = field(default_factory=list)
    var_data: list[VarDataModel] = field(default_factory=list)
    template_id: int = 0
    columns: list[Column] = field(default_factory=list)
    has_columns: bool = False
    # groups only
    since: int = 0
    parent: str = ""
    parent_kind: str = ""
    dim_length: int = 0
    dim_block_length_offset: int = 0
    dim_block_length_load: str = ""
    dim_block_length_store: str = ""
    dim_block_length_c_type: str = ""
    dim_num_offset: int = 0
    dim_num_load: str = ""
    dim_num_store: str = ""
    dim_num_c_type: str = ""
    dim_num_max: int = 0

    @property
    def limit(self) -> str:
        """The C lvalue of the running limit (groups share their message's, through a pointer)."""
        return "(*fw->limit)" if self.kind == "group" else "fw->limit"


@dataclass
class HeaderModel:
    c_name: str
    length: int
    block_length: tuple[int, str, str]  # offset, load, store
    template_id: tuple[int, str, str]
    schema_id: tuple[int, str, str]
    version: tuple[int, str, str]


@dataclass
class ConstantGroup:
    """Named integer constants of one enum or set, with a comment saying which."""

    title: str
    c_type: str
    values: list[tuple[str, str, str]]  # name, literal, description


class _Names:
    """Every global identifier the output will define, so clashes fail at generation time."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.seen: dict[str, str] = {}
        self.problems: list[str] = []

    def add(self, ident: str, origin: str) -> str:
        if ident in self.seen:
            self.problems.append(
                f"{self.source}: C identifier {ident!r} from {origin} clashes with {self.seen[ident]}"
            )
        else:
            self.seen[ident] = origin
        return ident


def _order(byte_order: ByteOrder) -> str:
    return "le" if byte_order is ByteOrder.LITTLE_ENDIAN else "be"


class _Builder:
    """Walks one Ir into template models."""

    def __init__(self, ir: Ir, name: str) -> None:
        self.ir = ir
        self.pfx = name
        self.upper_pfx = name.upper()
        self.names = _Names(ir.source or ir.package)
        self.composites: dict[str, Flyweight] = {}
        self.enums: dict[str, EnumType] = {}
        self.sets: dict[str, SetType] = {}
        self.problems: list[str] = []

    # ---- primitives ------------------------------------------------------------------------------------
    def load(self, primitive: PrimitiveType, byte_order: ByteOrder) -> str:
        return f"{self.pfx}_load_{primitive.xml_name}_{_order(byte_order)}"

    def store(self, primitive: PrimitiveType, byte_order: ByteOrder) -> str:
        return f"{self.pfx}_store_{primitive.xml_name}_{_order(byte_order)}"

    # ---- types -----------------------------------------------------------------------------------------
    def collect(self, t: Type) -> None:
        if isinstance(t, EnumType):
            self.enums.setdefault(t.name, t)
        elif isinstance(t, SetType):
            self.sets.setdefault(t.name, t)
        elif isinstance(t, CompositeType):
            for m in t.members:
                self.collect(m.type)
            if t.name not in self.composites and not _is_var_data_encoding(t):
                self.composites[t.name] = self.composite(t)

    def composite(self, t: CompositeType) -> Flyweight:
        c_name = f"{self.pfx}_{snake(t.name)}"
        leaves = [
            leaf
            for m in t.members
            if (
                leaf := self.leaf(
                    snake(m.name),
                    m.offset,
                    m.type,
                    m.meta.since_version,
                    Presence.REQUIRED,
                    None,
                    m.meta.description,
                )
            )
            is not None
        ]
        return Flyweight(
            "composite", c_name, c_name.upper(), t.encoded_length, leaves, _comment(t.meta.description)
        )

    def leaf(
        self,
        name: str,
        offset: int,
        t: Type,
        since: int,
        presence: Presence,
        value_ref: str | None,
        description: str,
    ) -> Leaf | None:
        desc = _comment(description)
        if isinstance(t, CompositeType):
            if _is_var_data_encoding(t):
                self.problems.append(f"field {name!r} uses var-data encoding {t.name} as a fixed field")
                return None
            self.collect(t)
            return Leaf(
                "composite",
                name,
                offset,
                offset + t.encoded_length,
                1,
                "",
                "",
                "",
                since,
                "",
                composite=f"{self.pfx}_{snake(t.name)}",
                description=desc,
            )
        if isinstance(t, EnumType):
            self.collect(t)
            prim, order, count, null = t.encoding, t.byte_order, 1, c_literal(t.null_value, t.encoding)
            constant = presence is Presence.CONSTANT or t.presence is Presence.CONSTANT
            const = self.enum_ref(value_ref, t) if constant else ""
        elif isinstance(t, SetType):
            self.collect(t)
            prim, order, count, null = t.encoding, t.byte_order, 1, c_literal(0, t.encoding)
            constant, const = False, ""
        else:
            prim, order, count = t.primitive, t.byte_order, t.length
            null = c_literal(t.effective_null, prim)
            constant = presence is Presence.CONSTANT or t.presence is Presence.CONSTANT
            const = ""
            if constant:
                if value_ref:
                    const = self.enum_ref(value_ref, None)
                elif isinstance(t.const_value, str) and (t.length > 1 or len(t.const_value) != 1):
                    text = t.const_value.encode(t.character_encoding or "ascii")
                    return Leaf(
                        "const_chars",
                        name,
                        offset,
                        offset,
                        len(text),
                        "char",
                        "",
                        "",
                        since,
                        null,
                        const=_c_string(text),
                        description=desc,
                    )
                elif isinstance(t.const_value, str):
                    const = c_literal(ord(t.const_value), prim)
                elif t.const_value is not None:
                    const = c_literal(t.const_value, prim)
                else:
                    self.problems.append(f"constant {name!r} has no value")
                    return None
            elif count == 0:
                return None  # a var-data body marker, not a field
        load, store = self.load(prim, order), self.store(prim, order)
        if constant:
            return Leaf(
                "const",
                name,
                offset,
                offset,
                1,
                prim.c_type,
                load,
                store,
                since,
                null,
                const=const,
                description=desc,
            )
        kind = "scalar" if count == 1 else ("chars" if prim is PrimitiveType.CHAR else "array")
        return Leaf(
            kind,
            name,
            offset,
            offset + prim.size * count,
            count,
            prim.c_type,
            load,
            store,
            since,
            null,
            description=desc,
        )

    def enum_ref(self, value_ref: str | None, t: EnumType | None) -> str:
        if not value_ref or "." not in value_ref:
            self.problems.append(f'constant enum field needs valueRef="Enum.VALUE", got {value_ref!r}')
            return "0"
        enum_name, value_name = value_ref.split(".", 1)
        enum = t if t is not None and t.name == enum_name else self.find_enum(enum_name)
        if enum is None:
            self.problems.append(f"valueRef {value_ref!r} names no enum")
            return "0"
        for v in enum.values:
            if v.name == value_name:
                return c_literal(v.value, enum.encoding)
        self.problems.append(f"valueRef {value_ref!r}: enum {enum_name} has no value {value_name}")
        return "0"

    def find_enum(self, name: str) -> EnumType | None:
        for t in self.ir.types:
            if isinstance(t, EnumType) and t.name == name:
                return t
        return self.enums.get(name)

    # ---- bodies ----------------------------------------------------------------------------------------
    def body_leaves(self, fields: tuple[Field, ...]) -> list[Leaf]:
        return [
            leaf
            for f in fields
            if (
                leaf := self.leaf(
                    snake(f.name),
                    f.offset,
                    f.type,
                    f.meta.since_version,
                    f.presence,
                    f.value_ref,
                    f.meta.description,
                )
            )
            is not None
        ]

    def var_data(self, v: VarData) -> VarDataModel:
        length = v.type.member("length")
        body = v.type.member("varData")
        lt = v.length_type
        return VarDataModel(
            snake(v.name),
            v.meta.since_version,
            length.offset,
            lt.primitive.c_type,
            self.load(lt.primitive, lt.byte_order),
            self.store(lt.primitive, lt.byte_order),
            body.offset,
            v.max_length,
            _comment(v.meta.description),
        )

    def group(self, g: Group, parent: Flyweight) -> Flyweight:
        c_name = f"{parent.c_name}_{snake(g.name)}"
        fw = Flyweight(
            "group",
            c_name,
            c_name.upper(),
            g.block_length,
            self.body_leaves(g.fields),
            _comment(g.meta.description),
            since=g.meta.since_version,
            parent=parent.c_name,
            parent_kind=parent.kind,
        )
        bl, num = g.dimension_type.member("blockLength"), g.dimension_type.member("numInGroup")
        blt, numt = g.block_length_type, g.num_in_group_type
        fw.dim_length = g.dimension_type.encoded_length
        fw.dim_block_length_offset = bl.offset
        fw.dim_block_length_load = self.load(blt.primitive, blt.byte_order)
        fw.dim_block_length_store = self.store(blt.primitive, blt.byte_order)
        fw.dim_block_length_c_type = blt.primitive.c_type
        fw.dim_num_offset = num.offset
        fw.dim_num_load = self.load(numt.primitive, numt.byte_order)
        fw.dim_num_store = self.store(numt.primitive, numt.byte_order)
        fw.dim_num_c_type = numt.primitive.c_type
        fw.dim_num_max = int(numt.effective_max)
        fw.groups = [self.group(sub, fw) for sub in g.groups]
        fw.var_data = [self.var_data(v) for v in g.var_data]
        return fw

    def message(self, m: Message) -> Flyweight:
        c_name = f"{self.pfx}_{snake(m.name)}"
        fw = Flyweight(
            "message",
            c_name,
            c_name.upper(),
            m.block_length,
            self.body_leaves(m.fields),
            _comment(m.meta.description),
            template_id=m.id,
        )
        fw.groups = [self.group(g, fw) for g in m.groups]
        fw.var_data = [self.var_data(v) for v in m.var_data]
        if m.is_fixed:
            fw.has_columns = True
            for f in m.fields:
                fw.columns += self.columns(snake(f.name), f.offset, f.type, f.meta.since_version, f.presence)
        return fw

    def columns(self, name: str, offset: int, t: Type, since: int, presence: Presence) -> list[Column]:
        if presence is Presence.CONSTANT:
            return []
        if isinstance(t, CompositeType):
            out: list[Column] = []
            for m in t.members:
                out += self.columns(
                    f"{name}_{snake(m.name)}",
                    offset + m.offset,
                    m.type,
                    max(since, m.meta.since_version),
                    Presence.REQUIRED,
                )
            return out
        if isinstance(t, EnumType):
            if t.presence is Presence.CONSTANT:
                return []
            prim, order, count, null = t.encoding, t.byte_order, 1, c_literal(t.null_value, t.encoding)
        elif isinstance(t, SetType):
            prim, order, count, null = t.encoding, t.byte_order, 1, c_literal(0, t.encoding)
        else:
            if t.presence is Presence.CONSTANT or t.length == 0:
                return []
            prim, order, count, null = (
                t.primitive,
                t.byte_order,
                t.length,
                c_literal(t.effective_null, t.primitive),
            )
        member = c_identifier(name)
        return [
            Column(
                member,
                offset,
                offset + prim.size * count,
                count,
                prim.c_type,
                self.load(prim, order),
                since,
                null,
                prim is PrimitiveType.CHAR and count > 1,
            )
        ]

    def header(self) -> HeaderModel:
        h = self.ir.header
        parts = {}
        for member in ("blockLength", "templateId", "schemaId", "version"):
            try:
                m = h.member(member)
            except KeyError:
                raise SchemaError(
                    [f"{self.ir.source}: header composite {h.name} has no member {member}"]
                ) from None
            t = m.type
            if not isinstance(t, EncodedType) or t.length != 1 or t.primitive.is_float:
                raise SchemaError([f"{self.ir.source}: header member {member} must be an integer"])
            parts[member] = (
                m.offset,
                self.load(t.primitive, t.byte_order),
                self.store(t.primitive, t.byte_order),
            )
        return HeaderModel(
            f"{self.pfx}_{snake(h.name)}",
            h.encoded_length,
            parts["blockLength"],
            parts["templateId"],
            parts["schemaId"],
            parts["version"],
        )

    def constants(self) -> list[ConstantGroup]:
        out: list[ConstantGroup] = []
        for e in self.enums.values():
            base = f"{self.upper_pfx}_{snake(e.name).upper()}"
            values = [
                (
                    f"{base}_{snake(v.name).upper()}",
                    c_literal(v.value, e.encoding),
                    _comment(v.meta.description),
                )
                for v in e.values
            ]
            values.append((f"{base}_NULL_VALUE", c_literal(e.null_value, e.encoding), "the encoding's null"))
            out.append(ConstantGroup(f"enum {e.name}", e.encoding.c_type, values))
        for s in self.sets.values():
            base = f"{self.upper_pfx}_{snake(s.name).upper()}"
            values = [
                (
                    f"{base}_{snake(c.name).upper()}",
                    c_literal(1 << c.bit, s.encoding),
                    f"bit {c.bit}" + (f": {_comment(c.meta.description)}" if c.meta.description else ""),
                )
                for c in s.choices
            ]
            out.append(ConstantGroup(f"set {s.name} (masks)", s.encoding.c_type, values))
        return out


def _c_string(data: bytes) -> str:
    return (
        '"'
        + "".join(chr(b) if 0x20 <= b < 0x7F and chr(b) not in '"\\?' else f"\\{b:03o}" for b in data)
        + '"'
    )


def _is_var_data_encoding(t: CompositeType) -> bool:
    return any(isinstance(m.type, EncodedType) and m.type.length == 0 for m in t.members)


def _walk_flyweights(fw: Flyweight) -> list[Flyweight]:
    out = [fw]
    for g in fw.groups:
        out += _walk_flyweights(g)
    return out


def _register_names(
    b: _Builder, header: HeaderModel, flyweights: list[Flyweight], constants: list[ConstantGroup]
) -> None:
    """Add every identifier the templates will emit; mirrors the template's naming rules."""
    n = b.names
    for prim in PrimitiveType:
        for order in ByteOrder:
            n.add(b.load(prim, order), "byte-order helpers")
            n.add(b.store(prim, order), "byte-order helpers")
    for c in ("SCHEMA_ID", "SCHEMA_VERSION", "HEADER_LENGTH"):
        n.add(f"{b.upper_pfx}_{c}", "schema constants")
    for group in constants:
        for name, _, _ in group.values:
            n.add(name, group.title)
    for fw in flyweights:
        origin = f"{fw.kind} {fw.c_name}"
        n.add(fw.c_name, origin)
        n.add(f"{fw.upper}_{'ENCODED_LENGTH' if fw.kind == 'composite' else 'BLOCK_LENGTH'}", origin)
        if fw.kind == "message":
            n.add(f"{fw.upper}_TEMPLATE_ID", origin)
            for fn in ("wrap_for_encode", "wrap_and_apply_header", "wrap_for_decode", "encoded_length"):
                n.add(f"{fw.c_name}_{fn}", origin)
            if fw.has_columns:
                for fn in ("columns", "decode_columns", "decode_columns_headered"):
                    n.add(f"{fw.c_name}_{fn}", origin)
                seen: set[str] = set()
                for col in fw.columns:
                    if col.name in seen:
                        n.problems.append(
                            f"{b.names.source}: column {col.name!r} of {fw.c_name} appears twice"
                        )
                    seen.add(col.name)
        elif fw.kind == "composite":
            for fn in ("wrap_for_encode", "wrap_for_decode"):
                n.add(f"{fw.c_name}_{fn}", origin)
        else:
            for fn in ("wrap_for_decode", "wrap_for_encode", "count", "has_next", "next"):
                n.add(f"{fw.c_name}_{fn}", origin)
        for leaf in fw.leaves:
            lo = f"field {leaf.name} of {fw.c_name}"
            if leaf.kind in ("chars", "const_chars"):
                n.add(f"{fw.c_name}_get_{leaf.name}", lo)
                n.add(f"{fw.upper}_{leaf.name.upper()}_LENGTH", lo)
                if leaf.kind == "chars":
                    n.add(f"{fw.c_name}_put_{leaf.name}", lo)
            else:
                n.add(f"{fw.c_name}_{leaf.name}", lo)
                if leaf.kind in ("scalar", "array"):
                    n.add(f"{fw.c_name}_set_{leaf.name}", lo)
                if leaf.kind == "array":
                    n.add(f"{fw.upper}_{leaf.name.upper()}_LENGTH", lo)
        for v in fw.var_data:
            vo = f"var data {v.name} of {fw.c_name}"
            for fn in (f"{v.name}_length", f"get_{v.name}", f"skip_{v.name}", f"put_{v.name}"):
                n.add(f"{fw.c_name}_{fn}", vo)


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    return env


def render(ir: Ir, name: str) -> dict[str, str]:
    """Render ``c/<name>.h`` and ``c/<name>.cdef`` as text, keyed by their path under the output root."""
    if not _MODULE_NAME.match(name):
        raise SchemaError([f"C module name {name!r} must be a lower-case C identifier"])
    b = _Builder(ir, name)
    b.collect(ir.header)
    for t in ir.types:
        b.collect(t)
    messages = [b.message(m) for m in ir.messages]
    header = b.header()
    composites = list(b.composites.values())
    constants = b.constants()
    flyweights = composites + [f for m in messages for f in _walk_flyweights(m)]
    _register_names(b, header, flyweights, constants)
    problems = [f"{ir.source or ir.package}: {p}" for p in b.problems] + b.names.problems
    if problems:
        raise SchemaError(problems)
    context = {
        "source": ir.source or ir.package,
        "pfx": name,
        "PFX": b.upper_pfx,
        "ir": ir,
        "header": header,
        "composites": composites,
        "messages": messages,
        "flyweights": flyweights,
        "constants": constants,
        "primitives": list(PrimitiveType),
        "orders": [("le", False), ("be", True)],
    }
    env = _environment()
    return {
        f"c/{name}.h": env.get_template("header.h.j2").render(context),
        f"c/{name}.cdef": env.get_template("cdef.j2").render(context),
    }


def generate(ir: Ir, name: str, output: Output) -> None:
    """Write ``c/<name>.h`` and ``c/<name>.cdef`` for one schema into ``output``."""
    for path, text in render(ir, name).items():
        output.write(path, text)


class CGenerator:
    """The registry's view of this back end (``backends.get("c")``)."""

    def generate(self, ir: Ir, name: str, output: Output) -> None:
        generate(ir, name, output)
