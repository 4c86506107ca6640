"""C side of the sbe-tool cross-check: read messages with aeronkit's generated C flyweights (through cffi)
into the same canonical value tree the Java harness and the Python side produce (sbe_values.py).

Bundled schemas are compiled into ``aeronkit._native``; the cross-check's own test schemas are generated with
the C back end and compiled into a throw-away cffi module (cached by the header's hash), because they are test
input, not bundled schemas.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sbe_harness import field_optional, kind, member_optional
from sbe_values import Body, Node, bits_float, float_bits

from aeronkit.codegen import backends
from aeronkit.codegen.ir import CompositeType, EncodedType, EnumType, Ir, PrimitiveType, SetType, Type
from aeronkit.codegen.naming import snake_case
from aeronkit.codegen.output import MemoryOutput
from aeronkit.spark.sbe_schema import compile_native

Native = tuple[Any, Any]  # (ffi, lib)


def bundled_native(name: str, ir: Ir) -> Native | None:
    """aeronkit._native when it holds the C flyweights for this schema, else None."""
    try:
        from aeronkit import _native
    except ImportError:
        return None
    probe = f"{name}_{snake_case(ir.messages[0].name)}_wrap_for_decode"
    return (_native.ffi, _native.lib) if hasattr(_native.lib, probe) else None


STRICT_FLAGS = ("-std=c11", "-O0", "-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter",
                "-Wno-unused-function", "-D_GNU_SOURCE")


def compiled_native(ir: Ir, name: str, cache: Path) -> Native:
    """The C flyweights for ``ir``, compiled with warnings as errors into a cache under ``cache``."""
    out = MemoryOutput()
    backends.get("c").generate(ir, name, out)
    header, cdef = out.files[f"c/{name}.h"], out.files[f"c/{name}.cdef"]
    return compile_native(f"crosscheck_{name}", header, cdef, cache / "sbe-crosscheck-c", flags=STRICT_FLAGS)


class CReader:
    """Walks one schema's IR and calls the generated C getters, group walkers and var-data readers."""

    def __init__(self, ir: Ir, name: str, native: Native) -> None:
        self.ir = ir
        self.pfx = name
        self.ffi, self.lib = native

    def fn(self, owner: str, suffix: str) -> Any:
        return getattr(self.lib, f"{owner}_{suffix}")

    def value(self, t: Type, owner: str, fw: Any, name: str, optional: bool) -> Any:
        k = kind(t)
        getter = f"{owner}_{snake_case(name)}"
        if k == "encoded":
            assert isinstance(t, EncodedType)
            raw = getattr(self.lib, getter)(fw)
            if t.primitive is PrimitiveType.CHAR:
                raw = raw[0] if isinstance(raw, bytes) else int(raw)
            if t.primitive.is_float:
                return float_bits(raw, t.primitive)
            return None if optional and raw == int(t.effective_null) else int(raw)
        if k == "chars":
            assert isinstance(t, EncodedType)
            dst = self.ffi.new("char[]", t.length)
            copied = getattr(self.lib, f"{owner}_get_{snake_case(name)}")(fw, dst, t.length)
            assert copied >= 0, f"{getter}: get failed ({copied})"
            return bytes(self.ffi.buffer(dst, copied)).split(b"\0", 1)[0].decode("ascii")
        if k == "array":
            assert isinstance(t, EncodedType)
            return [int(getattr(self.lib, getter)(fw, i)) for i in range(t.length)]
        if k == "enum":
            assert isinstance(t, EnumType)
            raw = getattr(self.lib, getter)(fw)
            raw = raw[0] if isinstance(raw, bytes) else int(raw)
            names = {v.value: v.name for v in t.values}
            return names.get(raw, "NULL_VAL" if raw == t.null_value else raw)
        if k == "set":
            assert isinstance(t, SetType)
            raw = int(getattr(self.lib, getter)(fw))
            return [c.name for c in t.choices if raw >> c.bit & 1]
        assert isinstance(t, CompositeType)
        c_type = f"{self.pfx}_{snake_case(t.name)}"
        out = self.ffi.new(f"{c_type} *")
        assert getattr(self.lib, getter)(fw, out) == 0, f"{getter}: composite wrap failed"
        return {m.name: self.value(m.type, c_type, out, m.name, member_optional(m))
                for m in t.members if kind(m.type) != "constant"}

    def body(self, node: Node, owner: str, fw: Any) -> Body:
        out: Body = {}
        for f in node.fields:
            if kind(f.type, f) != "constant":
                out[f.name] = self.value(f.type, owner, fw, f.name, field_optional(f))
        for g in node.groups:
            g_type = f"{owner}_{snake_case(g.name)}"
            group = self.ffi.new(f"{g_type} *")
            assert self.fn(g_type, "wrap_for_decode")(fw, group) == 0, f"{g_type}: wrap_for_decode failed"
            entries = []
            while self.fn(g_type, "has_next")(group):
                assert self.fn(g_type, "next")(group) == 0, f"{g_type}: next failed"
                entries.append(self.body(g, g_type, group))
            out[g.name] = entries
        for v in node.var_data:
            var = snake_case(v.name)
            length = self.fn(owner, f"{var}_length")(fw)
            assert length >= 0, f"{owner}_{var}_length failed"
            dst = self.ffi.new("char[]", max(length, 1))
            copied = self.fn(owner, f"get_{var}")(fw, dst, length)
            assert copied == length, f"{owner}_get_{var} copied {copied} of {length}"
            data = bytes(self.ffi.buffer(dst, length))
            out[v.name] = data.decode(v.character_encoding or "ascii") if v.is_text else data.hex()
        return out

    def decode(self, data: bytes) -> tuple[str, Body, int]:
        """(message name, body, bytes consumed) as the C flyweights read ``data``."""
        buffer = self.ffi.from_buffer("uint8_t[]", data)
        header_type = f"{self.pfx}_{snake_case(self.ir.header.name)}"
        header = self.ffi.new(f"{header_type} *")
        assert self.fn(header_type, "wrap_for_decode")(header, buffer, 0, self.ir.version, len(data)) == 0
        template_id = self.fn(header_type, "template_id")(header)
        message = next(m for m in self.ir.messages if m.id == template_id)
        m_type = f"{self.pfx}_{snake_case(message.name)}"
        fw = self.ffi.new(f"{m_type} *")
        header_length = self.ir.header.encoded_length
        rc = self.fn(m_type, "wrap_for_decode")(
            fw, buffer, header_length, self.fn(header_type, "block_length")(header),
            self.fn(header_type, "version")(header), len(data))
        assert rc == 0, f"{m_type}_wrap_for_decode failed"
        body = self.body(message, m_type, fw)
        return message.name, body, header_length + self.fn(m_type, "encoded_length")(fw)


class CWriter:
    """Writes canonical bodies with the generated C setters, group encoders and var-data writers."""

    def __init__(self, ir: Ir, name: str, native: Native) -> None:
        self.ir = ir
        self.pfx = name
        self.ffi, self.lib = native

    def fn(self, owner: str, suffix: str) -> Any:
        return getattr(self.lib, f"{owner}_{suffix}")

    def _scalar(self, primitive: PrimitiveType, value: Any) -> Any:
        if primitive is PrimitiveType.CHAR:
            return bytes([value])
        if primitive.is_float:
            return bits_float(value, primitive)
        return value

    def put(self, t: Type, owner: str, fw: Any, name: str, value: Any) -> None:
        k = kind(t)
        field = snake_case(name)
        if k == "encoded":
            assert isinstance(t, EncodedType)
            raw = int(t.effective_null) if value is None else value
            rc = self.fn(owner, f"set_{field}")(fw, self._scalar(t.primitive, raw))
        elif k == "chars":
            data = value.encode("ascii")
            rc = 0 if self.fn(owner, f"put_{field}")(fw, data, len(data)) >= 0 else -1
        elif k == "array":
            assert isinstance(t, EncodedType)
            rc = min((self.fn(owner, f"set_{field}")(fw, i, self._scalar(t.primitive, v))
                      for i, v in enumerate(value)), default=0)
        elif k == "enum":
            assert isinstance(t, EnumType)
            raw = t.null_value if value == "NULL_VAL" else next(v.value for v in t.values if v.name == value)
            rc = self.fn(owner, f"set_{field}")(fw, self._scalar(t.encoding, raw))
        elif k == "set":
            assert isinstance(t, SetType)
            rc = self.fn(owner, f"set_{field}")(fw, sum(1 << c.bit for c in t.choices if c.name in value))
        else:
            assert isinstance(t, CompositeType)
            c_type = f"{self.pfx}_{snake_case(t.name)}"
            out = self.ffi.new(f"{c_type} *")
            rc = self.fn(owner, field)(fw, out)
            for m in t.members:
                if kind(m.type) != "constant":
                    self.put(m.type, c_type, out, m.name, value[m.name])
        assert rc == 0, f"{owner}: setting {name} to {value!r} failed ({rc})"

    def body(self, node: Node, owner: str, fw: Any, body: Body) -> None:
        for f in node.fields:
            if kind(f.type, f) != "constant":
                self.put(f.type, owner, fw, f.name, body[f.name])
        for g in node.groups:
            g_type = f"{owner}_{snake_case(g.name)}"
            group = self.ffi.new(f"{g_type} *")
            entries = body[g.name]
            assert self.fn(g_type, "wrap_for_encode")(fw, group, len(entries)) == 0, f"{g_type}: wrap failed"
            for entry in entries:
                assert self.fn(g_type, "next")(group) == 0, f"{g_type}: next failed"
                self.body(g, g_type, group, entry)
        for v in node.var_data:
            value = body[v.name]
            data = value.encode(v.character_encoding or "ascii") if v.is_text else bytes.fromhex(value)
            written = self.fn(owner, f"put_{snake_case(v.name)}")(fw, data, len(data))
            assert written >= 0, f"{owner}_put_{snake_case(v.name)} failed ({written})"

    def encode(self, message_name: str, body: Body, capacity: int = 1 << 20) -> bytes:
        """wrap_and_apply_header, then every value through the C setters; returns the encoded bytes."""
        message = self.ir.message(message_name)
        m_type = f"{self.pfx}_{snake_case(message.name)}"
        buffer = self.ffi.new("uint8_t[]", capacity)
        fw = self.ffi.new(f"{m_type} *")
        rc = self.fn(m_type, "wrap_and_apply_header")(fw, buffer, 0, capacity)
        assert rc == 0, f"{m_type}: wrap_and_apply_header failed"
        self.body(message, m_type, fw, body)
        length = self.ir.header.encoded_length + self.fn(m_type, "encoded_length")(fw)
        return bytes(self.ffi.buffer(buffer, length))
