"""The short linearizability campaign against three members (the default suite's cut of ``nox -s
cluster_jepsen``), once with Aeron Java members and once with aeronkit's: clients, nemesis and both checkers
over one real history.

One round of RUN_S seconds with a kill -9, a partition (cut from the other members, still reachable by
clients) and a lossy restart, in a seeded order, so the whole rig runs against the real thing every time:
namespaces, member processes, the Java client's outcome mapping, recovery, checking. Both implementations
face the same seed, so the same workload and fault plan (support.campaign: not the same interleaving)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Protocol

import pytest
from support.aeronkit_kv_cluster import AeronkitKvCluster
from support.campaign import CampaignOptions, run_campaign
from support.cluster_netns import unavailable_reason
from support.deps import missing
from support.java_kv_cluster import JavaKvCluster
from support.kv_cluster import ClusterUnderTest
from support.nemesis import Fault

from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

RUN_S = 30.0
OPTIONS = CampaignOptions(seconds=RUN_S, seed=11, round_s=RUN_S, clients=3, keys=3,
                          faults=(Fault.KILL, Fault.PARTITION, Fault.LOSSY), quiet_s=(0.5, 1.5),
                          fault_s=(2.0, 3.0))


class ClusterClass(Protocol):
    def __call__(self, java: JavaToolchain, work_dir: Path, *, seed: int) -> ClusterUnderTest: ...


@pytest.fixture
def namespaces() -> None:
    reason = unavailable_reason()
    if reason is not None:
        missing(f"the cluster campaign runs members in network namespaces: {reason}")


@pytest.mark.parametrize("cluster_class", [JavaKvCluster, AeronkitKvCluster], ids=["java", "aeronkit"])
def test_short_campaign_against_three_members_is_linearizable(
    java: JavaToolchain, porcupine: Path, tmp_path: Path, namespaces: None, cluster_class: ClusterClass,
) -> None:
    lines: list[str] = []
    started = time.monotonic()
    result = run_campaign(lambda: cluster_class(java, tmp_path / "cluster", seed=OPTIONS.seed), OPTIONS,
                          tmp_path, porcupine, lines.append)
    elapsed = time.monotonic() - started
    report = "\n".join(lines)
    assert result.sound, report
    assert lines[-1] == f"1 histories, {result.ops} ops, 0 violations"
    [round_result] = result.rounds
    verdict = round_result.verdict
    assert verdict.result == "ok" and verdict.operations > 50, report
    assert round_result.python_checked_keys == len(verdict.keys) > 1, "the second opinion saw every key"
    nemesis = round_result.nemesis
    assert sum(nemesis.injected.values()) >= 1 and nemesis.slow_recoveries == 0, report
    nemesis_log = [json.loads(line) for line in (round_result.history.parent / "nemesis.jsonl").open()]
    assert [e["nemesis"] for e in nemesis_log[:2]] == ["start", "started"], nemesis_log
    assert all(w.ok > 0 for w in round_result.workers), "every client got answers"
    print(f"{report}\nwall {elapsed:.1f} s")
