"""Three ``aeronkit cluster-node`` members snapshot together, then all three crash (SIGKILL) and restart on
their directories: each recovers its service from its snapshot plus the log after it, the replayed history
gives the same digest line at the same log position as before the crash, and Aeron Java's AeronCluster
client carries on against the restarted cluster (its keys are still there, the digest continues).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from cm_java import AeronkitNode, started_members
from support.interop_ops import DigestLine
from support.java_cluster import JavaClusterClient, ingress_endpoints
from support.wait import wait_until
from test_cm_three_members_log import TIMING, describe, settled_with_log

from aeronkit.cluster.election_state import Role
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

TIMEOUT_S = 120.0
KEYS = {1: 11, 2: 22, 3: 33}
LATE_KEYS = {4: 44, 5: 55}
"""Written after the snapshot: only the log replay brings them back."""


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[list[AeronkitNode]]:
    with started_members(tmp_path, 3, properties=TIMING) as members:
        yield members


def _last_lines(nodes: list[AeronkitNode], count: int) -> list[list[DigestLine]] | None:
    """Every member's digest lines once each has at least ``count`` of them."""
    found = [node.digest_lines() for node in nodes]
    return found if all(len(lines) >= count for lines in found) else None


def _leader(nodes: list[AeronkitNode]) -> AeronkitNode:
    counters = wait_until(
        lambda: settled_with_log(nodes), TIMEOUT_S, "a settled cluster", detail=lambda: describe(nodes)
    )
    (leader,) = [n for n, c in zip(nodes, counters, strict=True) if c.role is Role.LEADER]
    return leader


def _client_session(java: JavaToolchain, work: Path, nodes: list[AeronkitNode]) -> JavaClusterClient:
    client = JavaClusterClient(java, work, ingress_endpoints(nodes[0].base_port, 3)).start()
    connected = client.command("connect")
    assert connected["ok"], (connected, describe(nodes))
    return client


def test_snapshot_then_restart_of_all_three_recovers_the_same_state(
    java: JavaToolchain, tmp_path: Path, cluster: list[AeronkitNode]
) -> None:
    leader = _leader(cluster)
    client = _client_session(java, tmp_path / "client1", cluster)
    try:
        for key, value in KEYS.items():
            assert client.command(f"put {key} {value}")["ok"]
        assert client.command("echo 200 1 512 7")["ok"]
        tool = subprocess.run(
            [sys.executable, "-m", "aeronkit.cli", "cluster-tool", str(leader.cluster_dir), "snapshot"],
            capture_output=True,
            text=True,
            timeout=TIMEOUT_S,
        )
        assert tool.returncode == 0, tool.stdout + tool.stderr
        snapshots = wait_until(
            lambda: _last_lines(cluster, 1),
            TIMEOUT_S,
            "a snapshot line on every member",
            detail=lambda: describe(cluster),
        )
        assert all(lines[-1].event == "snapshot" for lines in snapshots), snapshots
        assert snapshots[0][-1] == snapshots[1][-1] == snapshots[2][-1]
        for key, value in LATE_KEYS.items():
            assert client.command(f"put {key} {value}")["ok"]
        assert client.command("echo 100 1 512 8")["ok"]
        digest = client.command("digest")
        assert digest["ok"], digest
    finally:
        client.stop()
    before = wait_until(
        lambda: _last_lines(cluster, 2),
        TIMEOUT_S,
        "the DIGEST op's line on every member",
        detail=lambda: describe(cluster),
    )
    assert before[0] == before[1] == before[2]
    line = before[0][-1]
    assert (line.event, line.digest, line.applied) == ("digest", digest["digest"], digest["applied"])
    assert line.position > snapshots[0][-1].position

    for node in cluster:
        assert node.kill() is not None
    for node in cluster:
        node.await_mark_files_stale()
        node.start(await_ready=False)
    leader = _leader(cluster)

    # The DIGEST op was after the snapshot: replaying the log from the snapshot writes its line again.
    after = wait_until(
        lambda: _last_lines(cluster, 3),
        TIMEOUT_S,
        "the replayed DIGEST op's line on every member",
        detail=lambda: describe(cluster),
    )
    for lines in after:
        assert lines[:2] == before[0] and lines[2] == line, lines

    client = _client_session(java, tmp_path / "client2", cluster)
    try:
        for key, value in {**KEYS, **LATE_KEYS}.items():
            got = client.command(f"get {key}")
            assert got["ok"] and got["value"] == value, got
        assert client.command("echo 50 1 512 9")["ok"]
        again = client.command("digest")
        assert again["ok"] and again["applied"] > line.applied, again
    finally:
        client.stop()
    final = wait_until(
        lambda: _last_lines(cluster, 4),
        TIMEOUT_S,
        "the new DIGEST op's line on every member",
        detail=lambda: describe(cluster),
    )
    assert final[0][-1] == final[1][-1] == final[2][-1]
    assert (final[0][-1].digest, final[0][-1].applied) == (again["digest"], again["applied"])
