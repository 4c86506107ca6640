"""XSD validation of a schema document against aeronkit's own SBE 1.0 XSD (sbe-1.0.xsd).

Validation catches structural mistakes (misspelt attributes, elements in the wrong place or order)
before the semantic pass, and lxml reports each with its line. Documents in the older 2017 draft
namespace, or in no namespace, are validated as if they were in the SBE 1.0 namespace, because
their structure is the same and sbe-tool reads them alike.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from lxml import etree

from aeronkit.codegen.frontend.error_handler import ErrorHandler

SBE_NAMESPACE = "http://fixprotocol.io/2016/sbe"
TOLERATED_NAMESPACES = ("http://fixprotocol.io/2017/sbe", "")
XSD_RESOURCE = "sbe-1.0.xsd"


@lru_cache(maxsize=1)
def sbe_xml_schema() -> etree.XMLSchema:
    """Our SBE 1.0 XSD, loaded once per process."""
    data = resources.files("aeronkit.codegen.frontend").joinpath(XSD_RESOURCE).read_bytes()
    return etree.XMLSchema(etree.fromstring(data))


def normalise_namespace(root: etree._Element) -> None:
    """Move the root and its <message> children into the SBE 1.0 namespace (in place).

    Only those two are qualified in SBE documents; the rest are unqualified and stay as they are.
    """
    qname = etree.QName(root)
    namespace = qname.namespace or ""
    if namespace == SBE_NAMESPACE or namespace not in TOLERATED_NAMESPACES:
        return
    root.tag = f"{{{SBE_NAMESPACE}}}{qname.localname}"
    for child in root:
        if isinstance(child.tag, str) and etree.QName(child).namespace in (namespace or None,):
            local = etree.QName(child).localname
            if local == "message":
                child.tag = f"{{{SBE_NAMESPACE}}}message"


def validate(
    document: etree._ElementTree, errors: ErrorHandler, schema: etree.XMLSchema | None = None
) -> bool:
    """Validate ``document``; record each violation as ``file:line: reason``. True when valid."""
    xml_schema = schema or sbe_xml_schema()
    if xml_schema.validate(document):
        return True
    for entry in xml_schema.error_log:
        errors.error(entry.line, f"XSD: {entry.message}")
    return False
