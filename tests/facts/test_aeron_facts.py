"""The one home of each shared fact (counter types, cluster protocol, shared cluster settings) equals the jar.

tests/facts/java/AeronFacts.java prints the pinned Aeron's values by reflection and through Aeron's own
Configuration accessors (so a default is compared as Aeron computes it, not as a digest copied it).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from support.java import compiled_classes

from aeronkit.cluster import protocol, settings
from aeronkit.counter_types import CounterTypeId
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

SOURCES = Path(__file__).resolve().parent / "java"


@pytest.fixture(scope="module")
def facts(java: JavaToolchain) -> dict[str, str]:
    classes = compiled_classes(java, SOURCES, "aeron-facts")
    out = subprocess.run(java.java_command("AeronFacts", classpath=[classes]), capture_output=True, text=True,
                         timeout=120, check=True)
    return dict(line.split("=", 1) for line in out.stdout.splitlines() if "=" in line)


def test_every_counter_type_id_we_name_is_aerons(facts: dict[str, str]) -> None:
    java = {name.removeprefix("counter.").removesuffix("_TYPE_ID"): int(value)
            for name, value in facts.items() if name.startswith("counter.")}
    assert len(CounterTypeId) > 60
    for member in CounterTypeId:
        assert java.get(member.name) == member.value, member.name
    premium = ("EF_VI", "VMA", "ATS", "DPDK", "SEQUENCER", "SELECTOR", "TRANSITION_MODULE",
               "CLUSTER_STANDBY_MAX", "CLUSTER_STANDBY_CYCLE", "CLUSTER_STANDBY_SOURCE",
               "CLUSTER_STANDBY_SNAPSHOT")
    open_source = [n for n in java if not n.startswith(premium)]
    assert sorted(set(open_source) - {m.name for m in CounterTypeId}) == []


def test_cluster_protocol_values_are_aerons(facts: dict[str, str]) -> None:
    assert {k.removeprefix("cm_state."): int(v) for k, v in facts.items() if k.startswith("cm_state.")} == {
        s.name: s.value for s in protocol.ConsensusModuleState}
    assert {k.removeprefix("toggle."): int(v) for k, v in facts.items() if k.startswith("toggle.")} == {
        s.name: s.value for s in protocol.ClusterControlToggle}
    assert int(facts["client_protocol"]) == protocol.CLIENT_PROTOCOL_SEMANTIC_VERSION
    assert int(facts["consensus_protocol"]) == protocol.CONSENSUS_PROTOCOL_SEMANTIC_VERSION
    assert int(facts["app_version"]) == protocol.APP_VERSION_DEFAULT
    assert int(facts["cm_snapshot_type"]) == protocol.CONSENSUS_MODULE_SNAPSHOT_TYPE_ID
    assert int(facts["service_snapshot_type"]) == protocol.SERVICE_SNAPSHOT_TYPE_ID
    assert int(facts["max_services"]) == protocol.MAX_SERVICE_COUNT
    assert int(facts["mocked_offer"]) == protocol.MOCKED_OFFER
    assert int(facts["session_header_length"]) == protocol.SESSION_HEADER_LENGTH


def test_shared_cluster_setting_defaults_are_aerons(facts: dict[str, str]) -> None:
    rows = [getattr(settings, name) for name in dir(settings) if name.isupper()]
    checked = 0
    for row in rows:
        key = row.prop
        if row is settings.SERVICE_SNAPSHOT_STREAM_ID:
            key = "service." + row.prop
        elif row is settings.CONSENSUS_MODULE_SNAPSHOT_STREAM_ID:
            key = "cm." + row.prop
        if key not in facts:
            assert row.default is None, f"{row.prop}: add it to AeronFacts.java"  # Java's default is null too
            continue
        assert str(row.default) == facts[key], row.prop
        checked += 1
    assert checked >= 14
