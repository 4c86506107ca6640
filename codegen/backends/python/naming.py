"""Python spellings of schema names for the generated codecs.

``snake_case`` is the shared helper of ``aeronkit.codegen.naming``; the rest is what only the Python
back end needs.
"""

from __future__ import annotations

import keyword
import re

from aeronkit.codegen.naming import snake_case as snake_case  # re-exported: the back end's one spelling

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
