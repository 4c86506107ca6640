"""Every bundled schema is valid SBE 1.0 XML according to the official XSD.

The XSD ships inside the pinned sbe-all jar (``fpl/sbe.xsd``); it is extracted at test time into a
temporary directory because nothing fetched is committed. Validation catches what our own front
end might forgive: misspelt attributes, elements in the wrong place, bad enumerations of
``presence`` or ``byteOrder``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree

from aeronkit.interop.java import JavaToolchain

SCHEMA_DIR = Path(__file__).resolve().parents[2] / "schemas"
BUNDLED = sorted(SCHEMA_DIR.glob("*.xml")) + sorted((SCHEMA_DIR / "regressions").glob("*.xml"))


@pytest.fixture(scope="module")
def sbe_xsd(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> etree.XMLSchema:
    path = java.extract(java.sbe_jar, "fpl/sbe.xsd", tmp_path_factory.mktemp("xsd") / "sbe.xsd")
    return etree.XMLSchema(etree.parse(str(path)))


def test_all_seven_bundled_schemas_are_present() -> None:
    names = {p.name for p in SCHEMA_DIR.glob("*.xml")}
    expected = {
        "archive-codecs.xml", "archive-mark-codecs.xml", "cluster-codecs.xml", "cluster-mark-codecs.xml",
        "cluster-node-state-codecs.xml", "frames-codecs.xml", "driver-commands.xml",
    }
    assert expected <= names, f"missing: {sorted(expected - names)}"


@pytest.mark.java
@pytest.mark.parametrize("schema", BUNDLED, ids=lambda p: p.name)
def test_schema_validates_against_official_xsd(sbe_xsd: etree.XMLSchema, schema: Path) -> None:
    document = etree.parse(str(schema))
    valid = sbe_xsd.validate(document)
    problems = [f"{schema.name}:{e.line}: {e.message}" for e in sbe_xsd.error_log]
    assert valid, "\n".join(problems)


@pytest.mark.java
def test_xsd_rejects_a_broken_schema(sbe_xsd: etree.XMLSchema, tmp_path: Path) -> None:
    """Guards the guard: a presence value outside the XSD's enumeration must fail validation."""
    source = (SCHEMA_DIR / "archive-mark-codecs.xml").read_text()
    broken = source.replace('presence="optional"', 'presence="sometimes"', 1)
    assert broken != source
    target = tmp_path / "broken.xml"
    target.write_text(broken)
    assert not sbe_xsd.validate(etree.parse(str(target)))
