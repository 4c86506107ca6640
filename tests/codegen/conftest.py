"""Fixtures for codegen tests: every bundled schema parsed once, and small schemas written to tmp."""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from aeronkit.codegen.bundled import bundled_schemas
from aeronkit.codegen.frontend import parse_schema
from aeronkit.codegen.ir import Ir

SBE_NS = "http://fixprotocol.io/2016/sbe"

# The encodings nearly every schema declares; tests add their own types after these.
STANDARD_TYPES = """\
<composite name="messageHeader">
    <type name="blockLength" primitiveType="uint16"/>
    <type name="templateId" primitiveType="uint16"/>
    <type name="schemaId" primitiveType="uint16"/>
    <type name="version" primitiveType="uint16"/>
</composite>
<composite name="groupSizeEncoding">
    <type name="blockLength" primitiveType="uint16"/>
    <type name="numInGroup" primitiveType="uint16"/>
</composite>
<composite name="varAsciiEncoding">
    <type name="length" primitiveType="uint32" maxValue="1073741824"/>
    <type name="varData" primitiveType="uint8" length="0" characterEncoding="US-ASCII"/>
</composite>
<composite name="varDataEncoding">
    <type name="length" primitiveType="uint16"/>
    <type name="varData" primitiveType="uint8" length="0"/>
</composite>"""


def schema_text(
    types: str = "",
    messages: str = "",
    *,
    version: int = 0,
    attrs: str = "",
    standard: bool = True,
) -> str:
    """A whole schema document; ``types`` and ``messages`` are XML fragments (dedented here)."""
    type_xml = (STANDARD_TYPES + "\n" if standard else "") + textwrap.dedent(types).strip("\n")
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<sbe:messageSchema xmlns:sbe="{SBE_NS}" package="test" id="42" version="{version}"{attrs}>\n'
        f"<types>\n{type_xml}\n</types>\n"
        f"{textwrap.dedent(messages).strip(chr(10))}\n"
        "</sbe:messageSchema>\n"
    )


def line_of(text: str, needle: str, occurrence: int = 1) -> int:
    """1-based line of the ``occurrence``-th line containing ``needle`` (how a test names a line)."""
    hits = [number for number, line in enumerate(text.splitlines(), 1) if needle in line]
    assert len(hits) >= occurrence, f"{needle!r} occurs {len(hits)} times"
    return hits[occurrence - 1]


@pytest.fixture(scope="session")
def bundled_ir() -> dict[str, Ir]:
    """Every bundled schema, parsed once per test session, keyed by module name."""
    return {name: parse_schema(path) for name, path in bundled_schemas().items()}


@pytest.fixture
def schema_file(tmp_path: Path) -> Callable[..., Path]:
    """``schema_file(text, name="test-schema.xml")`` writes a schema to tmp and returns its path."""

    def write(text: str, name: str = "test-schema.xml") -> Path:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path

    return write


@pytest.fixture
def schema_xml() -> Callable[..., str]:
    """The ``schema_text`` builder (conftest modules are not importable from tests without a package)."""
    return schema_text


@pytest.fixture
def line_in() -> Callable[..., int]:
    """The ``line_of`` helper: the line a test expects an error at, found by searching the text."""
    return line_of
