"""Names shared by every back end: module names for schemas, snake_case, safe identifiers.

Back ends turn SBE names (``correlationId``, ``ConnectRequest``, ``URIString``) into Python and C
identifiers; doing it in one place keeps the Python, C and Spark outputs naming things alike.
"""

from __future__ import annotations

import keyword
import re
from pathlib import Path

# C11 keywords plus the names C headers commonly #define; a generated C identifier must avoid them.
C_KEYWORDS = frozenset(
    {
        "auto",
        "break",
        "case",
        "char",
        "const",
        "continue",
        "default",
        "do",
        "double",
        "else",
        "enum",
        "extern",
        "float",
        "for",
        "goto",
        "if",
        "inline",
        "int",
        "long",
        "register",
        "restrict",
        "return",
        "short",
        "signed",
        "sizeof",
        "static",
        "struct",
        "switch",
        "typedef",
        "union",
        "unsigned",
        "void",
        "volatile",
        "while",
        "_Alignas",
        "_Alignof",
        "_Atomic",
        "_Bool",
        "_Complex",
        "_Generic",
        "_Imaginary",
        "_Noreturn",
        "_Static_assert",
        "_Thread_local",
        "bool",
        "true",
        "false",
        "NULL",
        "alignas",
        "alignof",
        "noreturn",
        "static_assert",
        "thread_local",
    }
)
PYTHON_KEYWORDS = frozenset(keyword.kwlist) | frozenset(keyword.softkwlist)

# Word boundaries: "aB" (lower/digit then upper) and "ABc" (an acronym followed by a word).
_LOWER_UPPER = re.compile(r"([a-z0-9])([A-Z])")
_ACRONYM_WORD = re.compile(r"([A-Z]+)([A-Z][a-z])")
_NOT_IDENT = re.compile(r"[^0-9A-Za-z_]")

def module_name(schema_path: str | Path) -> str:
    """``archive-codecs.xml`` -> ``archive``: file stem, minus a trailing ``-codecs``, '-' -> '_'."""
    stem = Path(schema_path).stem
    if stem.endswith("-codecs"):
        stem = stem[: -len("-codecs")]
    return sanitize(stem.replace("-", "_").replace(".", "_"))


def snake_case(name: str) -> str:
    """``correlationId`` -> ``correlation_id``, ``URIString`` -> ``uri_string``, ``IPv4`` -> ``ipv4``."""
    text = _ACRONYM_WORD.sub(r"\1_\2", name)
    text = _LOWER_UPPER.sub(r"\1_\2", text)
    text = re.sub(r"_+", "_", text.replace("-", "_"))
    return text.lower()


def upper_snake_case(name: str) -> str:
    """``maxRecordings`` -> ``MAX_RECORDINGS``, for constants."""
    return snake_case(name).upper()


def is_keyword(name: str) -> bool:
    """True when ``name`` cannot be used as-is as a Python or C identifier."""
    return name in PYTHON_KEYWORDS or name in C_KEYWORDS


def sanitize(name: str, *, keywords: frozenset[str] | None = None) -> str:
    """A valid identifier: illegal characters -> '_', a leading digit gets '_', keywords get '_' appended."""
    reserved = (PYTHON_KEYWORDS | C_KEYWORDS) if keywords is None else keywords
    text = _NOT_IDENT.sub("_", name) or "_"
    if text[0].isdigit():
        text = "_" + text
    if text in reserved:
        text += "_"
    return text


def python_identifier(name: str) -> str:
    return sanitize(name, keywords=PYTHON_KEYWORDS)


def c_identifier(name: str) -> str:
    return sanitize(name, keywords=C_KEYWORDS)
