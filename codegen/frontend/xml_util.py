"""Small helpers over lxml elements: local names, child elements, typed attributes.

SBE schemas put only the root and <message> in the SBE namespace (elementFormDefault is
unqualified), and older or hand-written files use other namespaces or none, so everything here
works on local names.
"""

from __future__ import annotations

from collections.abc import Iterator

from lxml import etree

from aeronkit.codegen.frontend.error_handler import ErrorHandler
from aeronkit.codegen.frontend.values import parse_int
from aeronkit.codegen.ir import Meta


def local_name(element: etree._Element) -> str:
    return str(etree.QName(element).localname)


def children(element: etree._Element) -> Iterator[etree._Element]:
    """Child elements only (comments and processing instructions skipped)."""
    for child in element:
        if isinstance(child.tag, str):
            yield child


def int_attr(
    element: etree._Element,
    name: str,
    errors: ErrorHandler,
    default: int | None = None,
    *,
    minimum: int = 0,
    maximum: int | None = None,
) -> int | None:
    """An integer attribute; a malformed or out-of-range value is reported and ``default`` returned."""
    text = element.get(name)
    if text is None:
        return default
    try:
        value = parse_int(text)
    except ValueError as exc:
        errors.error(element.sourceline, f"<{local_name(element)}> attribute {name}: {exc}")
        return default
    if value < minimum or (maximum is not None and value > maximum):
        bound = f"[{minimum}, {maximum}]" if maximum is not None else f">= {minimum}"
        errors.error(element.sourceline, f"<{local_name(element)}> attribute {name}={value} must be {bound}")
        return default
    return value


def read_meta(element: etree._Element, errors: ErrorHandler) -> Meta:
    return Meta(
        description=element.get("description", ""),
        since_version=int_attr(element, "sinceVersion", errors, 0) or 0,
        deprecated=int_attr(element, "deprecated", errors, None),
        semantic_type=element.get("semanticType"),
        source_line=element.sourceline,
    )


def describe(element: etree._Element) -> str:
    """``<field name="x">`` style label for messages."""
    name = element.get("name")
    return f'<{local_name(element)} name="{name}">' if name is not None else f"<{local_name(element)}>"
