"""Our generated Python codecs against Aeron's own Java codecs (in the pinned aeron-all jar).

A small Java driver of ours sets fields on Aeron's real ``io.aeron.archive.codecs`` and
``io.aeron.cluster.codecs`` encoders by reflection, following a script per message that this test
writes from values drawn from our IR. The Java bytes must equal what our Python encoders write
for the same values, byte for byte, and our decoders must read the Java bytes back to those values.
Equal bytes also mean Aeron's decoders read ours.
"""

from __future__ import annotations

import importlib
import random
import subprocess
from pathlib import Path
from typing import Any

import pytest
from test_backend_python_support import decoder, encode, expected, same

from aeronkit.codegen.backends.python.naming import attribute
from aeronkit.codegen.bundled import bundled_schemas
from aeronkit.codegen.frontend import parse_schema
from aeronkit.codegen.ir import EncodedType, EnumType, Field, Group, Message, Presence, PrimitiveType, VarData
from aeronkit.interop.java import JavaToolchain

JAVA_PACKAGES = {"archive": "io.aeron.archive.codecs", "cluster": "io.aeron.cluster.codecs"}
EXAMPLES_PER_MESSAGE = 3

DRIVER = r"""
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/** Encodes one message per input line with Aeron's generated codecs; prints the bytes as hex. */
public final class PyCodecDriver
{
    public static void main(final String[] args) throws Exception
    {
        final BufferedReader in =
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        final PrintStream out = new PrintStream(System.out, false, "UTF-8");
        String line;
        while ((line = in.readLine()) != null)
        {
            if (!line.isEmpty())
            {
                out.println(encode(line.split(" ")));
            }
        }
        out.flush();
    }

    private static String encode(final String[] t) throws Exception
    {
        final Class<?> encClass = Class.forName(t[0] + "." + t[1] + "Encoder");
        final Class<?> hdrClass = Class.forName(t[0] + ".MessageHeaderEncoder");
        final Object enc = encClass.getConstructor().newInstance();
        final Object hdr = hdrClass.getConstructor().newInstance();
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[1 << 16]);
        encClass.getMethod("wrapAndApplyHeader", MutableDirectBuffer.class, int.class, hdrClass)
            .invoke(enc, buffer, 0, hdr);
        final Deque<Object> stack = new ArrayDeque<>();
        stack.push(enc);
        int i = 2;
        while (i < t.length)
        {
            switch (t[i])
            {
                case "S": set(stack.peek(), t[i + 1], t[i + 2], t[i + 3]); i += 4; break;
                case "V": var(stack.peek(), t[i + 1], t[i + 2], t[i + 3]); i += 4; break;
                case "G":
                    stack.push(stack.peek().getClass().getMethod(t[i + 1] + "Count", int.class)
                        .invoke(stack.peek(), Integer.parseInt(t[i + 2])));
                    i += 3;
                    break;
                case "N": stack.peek().getClass().getMethod("next").invoke(stack.peek()); i += 1; break;
                case "P": stack.pop(); i += 1; break;
                default: throw new IllegalArgumentException("bad token " + t[i]);
            }
        }
        final int length = (Integer)hdrClass.getMethod("encodedLength").invoke(hdr) +
            (Integer)encClass.getMethod("encodedLength").invoke(enc);
        final StringBuilder hex = new StringBuilder();
        for (int k = 0; k < length; k++)
        {
            hex.append(String.format("%02x", buffer.getByte(k) & 0xFF));
        }
        return hex.toString();
    }

    private static Method setter(final Object target, final String name, final Class<?> type)
    {
        for (final Method m : target.getClass().getMethods())
        {
            if (m.getName().equals(name) && m.getParameterCount() == 1 &&
                !java.lang.reflect.Modifier.isStatic(m.getModifiers()) &&
                (type == null || m.getParameterTypes()[0] == type))
            {
                return m;
            }
        }
        throw new IllegalArgumentException("no setter " + name + " on " + target.getClass());
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    private static void set(final Object target, final String name, final String kind, final String value)
        throws Exception
    {
        final Method m = setter(target, name, null);
        final Class<?> p = m.getParameterTypes()[0];
        final Object arg;
        if (kind.equals("n"))
        {
            arg = target.getClass().getMethod(name + "NullValue").invoke(null);
        }
        else if (kind.equals("e"))
        {
            arg = Enum.valueOf((Class)p, value);
        }
        else
        {
            final long v = Long.parseLong(value);
            if (p == long.class) arg = v;
            else if (p == int.class) arg = (int)v;
            else if (p == short.class) arg = (short)v;
            else if (p == byte.class) arg = (byte)v;
            else throw new IllegalArgumentException(name + " takes " + p);
        }
        m.invoke(target, arg);
    }

    private static void var(final Object target, final String name, final String kind, final String hex)
        throws Exception
    {
        final byte[] bytes = new byte[hex.equals("-") ? 0 : hex.length() / 2];
        for (int k = 0; k < bytes.length; k++)
        {
            bytes[k] = (byte)Integer.parseInt(hex.substring(2 * k, 2 * k + 2), 16);
        }
        if (kind.equals("s"))
        {
            setter(target, name, String.class).invoke(target, new String(bytes, StandardCharsets.UTF_8));
        }
        else
        {
            final String put = "put" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
            target.getClass().getMethod(put, byte[].class, int.class, int.class)
                .invoke(target, bytes, 0, bytes.length);
        }
    }
}
"""


# ---------------------------------------------------------------------------------------------
# values (seeded, so a failure names a reproducible case) and the script that replays them in Java


def _int_value(rnd: random.Random, t: EncodedType) -> int:
    lo, hi = int(t.effective_min), int(t.effective_max)
    return rnd.choice([lo, hi, 0 if lo <= 0 <= hi else lo, rnd.randint(lo, hi)])


def _text(rnd: random.Random, ascii_only: bool) -> str:
    alphabet = "abcXYZ019:/?=._-" if ascii_only else "abcXYZ019:/?=._-éü€😀"
    return "".join(rnd.choice(alphabet) for _ in range(rnd.choice([0, 1, 5, 30])))


def draw(
    rnd: random.Random, fields: tuple[Field, ...], groups: tuple[Group, ...], var: tuple[VarData, ...]
) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for f in fields:
        t = f.type
        if f.presence is Presence.CONSTANT:
            continue
        key = attribute(f.name)
        optional = f.presence is Presence.OPTIONAL or (
            isinstance(t, EncodedType) and t.presence is Presence.OPTIONAL
        )
        if isinstance(t, EnumType):
            values[key] = rnd.choice([v.name for v in t.values] + ["NULL_VAL"])
        elif isinstance(t, EncodedType) and t.length == 1 and not t.primitive.is_float:
            values[key] = None if optional and rnd.random() < 0.3 else _int_value(rnd, t)
        else:
            raise AssertionError(f"{f.name}: the Java driver does not handle {t!r}")
    for g in groups:
        values[attribute(g.name)] = [
            draw(rnd, g.fields, g.groups, g.var_data) for _ in range(rnd.choice([0, 1, 3]))
        ]
    for v in var:
        if v.is_text:
            values[attribute(v.name)] = _text(rnd, v.character_encoding.upper() in ("US-ASCII", "ASCII"))
        else:
            values[attribute(v.name)] = rnd.randbytes(rnd.choice([0, 1, 17]))
    return values


def script(
    fields: tuple[Field, ...], groups: tuple[Group, ...], var: tuple[VarData, ...], values: dict[str, Any]
) -> list[str]:
    tokens: list[str] = []
    for f in fields:
        key = attribute(f.name)
        if key not in values:
            continue
        value = values[key]
        if isinstance(f.type, EnumType):
            tokens += ["S", f.name, "e", value]
        elif value is None:
            tokens += ["S", f.name, "n", "-"]
        else:
            if f.type.primitive is PrimitiveType.UINT64 and value >= 2**63:  # type: ignore[union-attr]
                value -= 2**64  # Java's long holds uint64 as two's complement
            tokens += ["S", f.name, "i", str(value)]
    for g in groups:
        entries = values[attribute(g.name)]
        tokens += ["G", g.name, str(len(entries))]
        for entry in entries:
            tokens.append("N")
            tokens += script(g.fields, g.groups, g.var_data, entry)
        tokens.append("P")
    for v in var:
        value = values[attribute(v.name)]
        data = value.encode("utf-8") if isinstance(value, str) else value
        tokens += ["V", v.name, "s" if v.is_text else "b", data.hex() or "-"]
    return tokens


@pytest.fixture(scope="module")
def java_encodings(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> list[tuple]:
    root: Path = tmp_path_factory.mktemp("pycodec")
    source = root / "PyCodecDriver.java"
    source.write_text(DRIVER, encoding="utf-8")
    classes = java.compile([source], root / "classes")
    cases: list[tuple[str, Message, dict[str, Any]]] = []
    lines: list[str] = []
    for name, package in JAVA_PACKAGES.items():
        ir = parse_schema(bundled_schemas()[name])
        rnd = random.Random(f"{name}-interop")
        for m in ir.messages:
            for _ in range(EXAMPLES_PER_MESSAGE):
                values = draw(rnd, m.fields, m.groups, m.var_data)
                cases.append((name, m, values))
                lines.append(
                    " ".join(
                        [
                            package,
                            m.name[0].upper() + m.name[1:],
                            *script(m.fields, m.groups, m.var_data, values),
                        ]
                    )
                )
    proc = subprocess.run(
        java.java_command("PyCodecDriver", classpath=[classes]),
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    outputs = proc.stdout.split()
    assert len(outputs) == len(cases)
    return [
        (name, m, values, bytes.fromhex(hex_)) for (name, m, values), hex_ in zip(cases, outputs, strict=True)
    ]


@pytest.mark.java
def test_python_encoders_write_the_bytes_aeron_java_writes(java_encodings: list[tuple]) -> None:
    mismatches = []
    for name, m, values, java_bytes in java_encodings:
        ours = encode(importlib.import_module(f"aeronkit.codecs.{name}"), m, values)
        if ours != java_bytes:
            mismatches.append(f"{name}.{m.name} {values}:\n  java {java_bytes.hex()}\n  ours {ours.hex()}")
    assert not mismatches, "\n".join(mismatches[:5])
    assert len({(n, m.name) for n, m, _, _ in java_encodings}) > 90  # every archive and cluster message


@pytest.mark.java
def test_python_decoders_read_what_aeron_java_writes(java_encodings: list[tuple]) -> None:
    for name, m, values, java_bytes in java_encodings:
        module = importlib.import_module(f"aeronkit.codecs.{name}")
        got = decoder(module, m).wrap_with_header(java_bytes).to_dict()
        assert same(got, expected(m.fields, m.groups, m.var_data, values)), f"{name}.{m.name}: {got}"
