"""Three ``aeronkit cluster-node`` members, Aeron Java's AeronCluster client, and the leader SIGKILLed while
the client streams echoes.

The survivors elect a new leader (a follower whose log ends before the new leader's would replicate the
missing part from its archive over UDP, FOLLOWER_LOG_REPLICATION; the runs we instrumented did not need to);
the Java client gets NewLeaderEvent, carries on with a further run of echoes, and both survivors'
InteropServices applied the same history (equal digests), including every message the client saw echoed.

Before the new leader re-added each open session's response publication synchronously (Aeron's
ClusterSession.connect), the NewLeaderEvent was never sent and the client closed itself after its new-leader
timeout (twice the leader heartbeat timeout); this test failed that way.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cm_java import AeronkitNode, started_members
from support.java_cluster import JavaClusterClient, ingress_endpoints
from support.wait import wait_until
from test_cm_three_members_log import (
    ECHOES,
    MAX_LENGTH,
    TIMEOUT_S,
    TIMING,
    describe,
    digests,
    settled_with_log,
)

from aeronkit.cluster.election_state import Role
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[list[AeronkitNode]]:
    with started_members(tmp_path, 3, properties=TIMING) as members:
        yield members


def leader_of(nodes: list[AeronkitNode]) -> AeronkitNode:
    (leader,) = [n for n in nodes if n.is_running() and (c := n.counters()) and c.role is Role.LEADER]
    return leader


def await_result(client: JavaClusterClient, name: str, timeout_s: float) -> dict[str, Any]:
    """The result of a command sent earlier with ``send`` (events meanwhile go to ``client.events``)."""
    deadline = time.monotonic() + timeout_s
    while True:
        found = client.read(max(0.0, deadline - time.monotonic()))
        if found.get("result") == name:
            return found


def test_leader_killed_mid_stream_the_java_client_follows_the_new_leader_and_survivors_agree(
    java: JavaToolchain, tmp_path: Path, cluster: list[AeronkitNode]
) -> None:
    wait_until(
        lambda: settled_with_log(cluster),
        TIMEOUT_S,
        "one leader whose NewLeadershipTermEvent every member committed",
        detail=lambda: describe(cluster),
    )
    old_leader = leader_of(cluster)
    survivors = [n for n in cluster if n is not old_leader]
    client = JavaClusterClient(
        java,
        tmp_path,
        ingress_endpoints(cluster[0].base_port, 3),
        properties={"aeronkit.peer.reply.timeout.ms": "4000"},
    ).start()
    try:
        assert client.command("connect")["ok"]
        before = client.command(f"echo {ECHOES} 1 {MAX_LENGTH} 1", timeout_s=300)
        assert before["ok"] and before["received"] == ECHOES, before
        commit_before = max(c.commit_position or 0 for n in cluster if (c := n.counters()))
        client.send(f"echo {ECHOES} 1 {MAX_LENGTH} 2")
        wait_until(
            lambda: (c := old_leader.counters()) is not None
            and (c.commit_position or 0) > commit_before + 100_000,
            TIMEOUT_S,
            "the second run to be under way",
        )
        killed_at = time.monotonic()
        old_leader.kill()
        interrupted = await_result(client, "echo", TIMEOUT_S)
        assert 0 < int(interrupted["received"]) <= ECHOES, interrupted
        new_leader = client.command("await_new_leader 60000", timeout_s=90)
        assert new_leader["ok"], (new_leader, client.events, describe(survivors))
        after = client.command(f"echo {ECHOES} 1 {MAX_LENGTH} 3", timeout_s=300)
        failover_s = time.monotonic() - killed_at
        assert after["ok"] and after["received"] == ECHOES and after["mismatches"] == 0, after
        digest = client.command("digest")
        assert digest["ok"], digest
    finally:
        client.stop()
    print(f"leader kill to the next {ECHOES} echoes done: {failover_s:.1f} s; interrupted: {interrupted}")
    lines = wait_until(
        lambda: all(found := digests(survivors)) and found,
        TIMEOUT_S,
        "both survivors' services to apply the DIGEST op",
        detail=lambda: describe(survivors),
    )
    assert lines[0] == lines[1], "both survivors applied the same history"
    line = lines[0][-1]
    assert (line.digest, line.applied) == (digest["digest"], digest["applied"])
    echoed = int(before["received"]) + int(interrupted["received"]) + int(after["received"])
    assert line.applied >= echoed, "every message the client had an echo for was applied by both survivors"
