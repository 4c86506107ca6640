"""Python spellings of schema names for the generated codecs.

The shared helpers in ``aeronkit.codegen.naming`` are used when present; the tiny fallbacks below
keep this back end usable while that module is being written, and give the same answers for the
names our schemas use.
"""

from __future__ import annotations

import keyword
import re

try:  # the shared helper, once the front end lands
    from aeronkit.codegen.naming import snake_case as _shared_snake_case
except ImportError:  # pragma: no cover - only until codegen/naming.py exists
    _shared_snake_case = None

# Attribute names the generated flyweights use themselves; a field with one of these names gets a
# trailing underscore so that it cannot shadow the codec's own API.
RESERVED = frozenset(
    {
        "wrap",
        "wrap_and_apply_header",
        "wrap_with_header",
        "encoded_length",
        "limit",
        "to_dict",
        "decode_fields",
        "next",
        "count",
        "buffer",
        "offset",
        "acting_version",
        "acting_block_length",
        "mro",
    }
)

_BOUNDARY_1 = re.compile(r"([A-Z]+)([A-Z][a-z])")
_BOUNDARY_2 = re.compile(r"([a-z0-9])([A-Z])")


def snake_case(name: str) -> str:
    """``correlationId`` -> ``correlation_id``; ``URIString`` -> ``uri_string``."""
    if _shared_snake_case is not None:
        return _shared_snake_case(name)
    text = _BOUNDARY_1.sub(r"\1_\2", name)
    text = _BOUNDARY_2.sub(r"\1_\2", text)
    return text.replace("-", "_").lower()


def class_name(name: str) -> str:
    """``messageHeader`` -> ``MessageHeader``; already-capitalised names are kept."""
    parts = re.split(r"[_\-\s]+", name)
    return "".join(p[:1].upper() + p[1:] for p in parts if p)


def attribute(name: str) -> str:
    """A safe snake_case attribute name for a schema field, member, group or var data."""
    ident = snake_case(name)
    if keyword.iskeyword(ident) or ident in RESERVED:
        ident += "_"
    return ident


def member(name: str) -> str:
    """An enum or set member name as the schema spells it, made a legal identifier."""
    ident = re.sub(r"\W", "_", name)
    if ident[:1].isdigit() or ident.startswith("_"):
        ident = "V" + ident  # enum members may not start with "_" (reserved by enum) or a digit
    if keyword.iskeyword(ident):
        ident += "_"
    return ident
