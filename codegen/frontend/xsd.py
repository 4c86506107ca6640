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
    """Put the document in the shape the SBE 1.0 XSD expects (in place).

    In that shape only the root and its <message> children are in the SBE namespace. Documents in
    the 2017 draft namespace, in none, or with the SBE namespace as default namespace (which
    qualifies every element) describe the same thing, and sbe-tool reads them by local name, so we
    rewrite them rather than reject them. Elements of any other namespace are left for the XSD to
    reject.
    """
    sbe_like = {SBE_NAMESPACE, *TOLERATED_NAMESPACES}
    for element in root.iter():
        if not isinstance(element.tag, str):
            continue
        qname = etree.QName(element)
        if (qname.namespace or "") not in sbe_like:
            continue
        qualified = element is root or (qname.localname == "message" and element.getparent() is root)
        element.tag = f"{{{SBE_NAMESPACE}}}{qname.localname}" if qualified else qname.localname
    etree.cleanup_namespaces(root)


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
