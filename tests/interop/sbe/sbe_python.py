"""Python side of the sbe-tool cross-check: drive aeronkit's generated Python codecs from the same IR and
canonical value trees the Java harness uses (sbe_values.py), so both sides can be compared value for value.

Bundled schemas use the committed modules (``aeronkit.codecs.<name>``); the cross-check's own feature schema
is generated in memory with the Python back end, because it is test input, not a bundled schema.
"""

from __future__ import annotations

import importlib
import types
from typing import Any

from sbe_harness import field_optional, kind, member_optional
from sbe_values import Body, Node, bits_float, float_bits

from aeronkit.codegen import backends
from aeronkit.codegen.backends.python.naming import attribute, class_name
from aeronkit.codegen.ir import (
    CompositeType,
    EncodedType,
    EnumType,
    Ir,
    Message,
    PrimitiveType,
    SetType,
    Type,
)
from aeronkit.codegen.output import MemoryOutput
from aeronkit.spark.sbe_schema import load_source_module

BUFFER_LENGTH = 1 << 20


def bundled_module(name: str) -> types.ModuleType:
    return importlib.import_module(f"aeronkit.codecs.{name}")


def generated_module(ir: Ir, name: str) -> types.ModuleType:
    """Generate the Python codecs for ``ir`` in memory and import them as a throw-away module."""
    out = MemoryOutput()
    backends.get("python").generate(ir, name, out)
    source = out.files[f"python/{name}.py"]
    return load_source_module(source, f"_sbe_crosscheck_{name}", f"<generated {name}>")


def schema_module(ir: Ir, name: str, bundled: bool) -> types.ModuleType:
    return bundled_module(name) if bundled else generated_module(ir, name)


# ---- decoding into the canonical tree

def _enum_canonical(t: EnumType, value: Any) -> Any:
    if value is None:
        return "NULL_VAL"
    raw = int(value)
    for v in t.values:
        if v.value == raw:
            return v.name
    return "NULL_VAL" if raw == t.null_value else raw


def _set_canonical(t: SetType, value: Any) -> list[str]:
    raw = 0 if value is None else int(value)
    return [c.name for c in t.choices if raw >> c.bit & 1]


def type_canonical(t: Type, optional: bool, value: Any) -> Any:
    k = kind(t)
    if k == "encoded":
        assert isinstance(t, EncodedType)
        if t.primitive.is_float:
            return float_bits(float(t.effective_null) if value is None else value, t.primitive)
        if t.primitive is PrimitiveType.CHAR and isinstance(value, str | bytes | bytearray):
            # a single char reads as a 1-character string in aeronkit; canonically it is its code
            value = (value.encode("latin-1") if isinstance(value, str) else bytes(value))[:1]
            value = value[0] if value else 0
        null = int(t.effective_null)
        if value is None:
            return None if optional else null
        return None if optional and value == null else int(value)
    if k == "chars":
        text = value.decode("ascii") if isinstance(value, bytes | bytearray) else str(value)
        return text.split("\0", 1)[0]
    if k == "array":
        return [int(v) for v in value]
    if k == "enum":
        assert isinstance(t, EnumType)
        return _enum_canonical(t, value)
    if k == "set":
        assert isinstance(t, SetType)
        return _set_canonical(t, value)
    assert isinstance(t, CompositeType)
    return {
        m.name: type_canonical(m.type, member_optional(m), getattr(value, attribute(m.name)))
        for m in t.members if kind(m.type) != "constant"
    }


def body_canonical(node: Node, dec: Any) -> Body:
    """Read every field, group entry and var data through the decoder's own properties, in schema order."""
    out: Body = {}
    for f in node.fields:
        if kind(f.type, f) != "constant":
            out[f.name] = type_canonical(f.type, field_optional(f), getattr(dec, attribute(f.name)))
    for g in node.groups:
        out[g.name] = [body_canonical(g, entry) for entry in getattr(dec, attribute(g.name))]
    for v in node.var_data:
        value = getattr(dec, attribute(v.name))
        if value is None:  # aeronkit reads var data newer than the acting version as None, sbe-tool as empty
            value = "" if v.is_text else b""
        out[v.name] = value if v.is_text else bytes(value).hex()
    return out


def header_canonical(ir: Ir, module: types.ModuleType, data: bytes) -> dict[str, int]:
    header = getattr(module, class_name(ir.header.name) + "Decoder")().wrap(data, 0)
    return {m.name: type_canonical(m.type, False, getattr(header, attribute(m.name)))
            for m in ir.header.members if kind(m.type) != "constant"}


def decode(ir: Ir, module: types.ModuleType, data: bytes) -> tuple[dict[str, int], str, Body, int]:
    """(header, message name, body, bytes consumed) as aeronkit's newest Python decoder sees ``data``."""
    header = header_canonical(ir, module, data)
    message = next(m for m in ir.messages if m.id == header["templateId"])
    dec = getattr(module, class_name(message.name) + "Decoder")().wrap_with_header(data, 0)
    body = body_canonical(message, dec)
    return header, message.name, body, module.HEADER_LENGTH + dec.encoded_length


# ---- encoding from the canonical tree

def _encode_value(t: Type, optional: bool, value: Any) -> Any:
    k = kind(t)
    if k == "encoded":
        assert isinstance(t, EncodedType)
        if t.primitive.is_float:
            return bits_float(value, t.primitive)
        if t.primitive is PrimitiveType.CHAR and value is not None:
            return bytes([value])
        return value
    if k == "enum":
        assert isinstance(t, EnumType)
        if value == "NULL_VAL":
            return t.null_value
        return next(v.value for v in t.values if v.name == value)
    if k == "set":
        assert isinstance(t, SetType)
        return sum(1 << c.bit for c in t.choices if c.name in value)
    return value


def _fill_composite(t: CompositeType, flyweight: Any, values: dict[str, Any]) -> None:
    for m in t.members:
        if kind(m.type) == "constant":
            continue
        if isinstance(m.type, CompositeType):
            _fill_composite(m.type, getattr(flyweight, attribute(m.name)), values[m.name])
        else:
            setattr(flyweight, attribute(m.name), _encode_value(m.type, member_optional(m), values[m.name]))


def fill_body(node: Node, enc: Any, body: Body) -> None:
    """Set every field, group and var data through the encoder's own API, in schema order."""
    for f in node.fields:
        if kind(f.type, f) == "constant":
            continue
        if isinstance(f.type, CompositeType):
            _fill_composite(f.type, getattr(enc, attribute(f.name)), body[f.name])
        else:
            setattr(enc, attribute(f.name), _encode_value(f.type, field_optional(f), body[f.name]))
    for g in node.groups:
        entries = body[g.name]
        group = getattr(enc, attribute(g.name) + "_count")(len(entries))
        for entry in entries:
            fill_body(g, group.next(), entry)
    for v in node.var_data:
        value = body[v.name]
        getattr(enc, "put_" + attribute(v.name))(value if v.is_text else bytes.fromhex(value))


def encode(module: types.ModuleType, message: Message, body: Body) -> bytes:
    """The message encoded by aeronkit's Python encoder after wrap_and_apply_header."""
    buffer = bytearray(BUFFER_LENGTH)
    enc = getattr(module, class_name(message.name) + "Encoder")().wrap_and_apply_header(buffer, 0)
    fill_body(message, enc, body)
    return bytes(buffer[: module.HEADER_LENGTH + enc.encoded_length])
