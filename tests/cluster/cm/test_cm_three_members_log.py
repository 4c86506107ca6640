"""Three ``aeronkit cluster-node`` members serving Aeron Java's AeronCluster client.

The leader's log is an MDC publication; each follower joins it with a multi-destination subscription, has
its archive record it (REMOTE), reports the recorded position in AppendPosition, applies it bounded by the
commit position the leader sends, and its InteropService sees the same history as the leader's: equal
digests on all three members after a few thousand echoes from a Java client (ClusterClientPeer).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from cm_java import AeronkitNode, started_members
from support.interop_ops import DigestLine
from support.java_cluster import ClusterMemberProcess, JavaClusterClient, NodeCounters, ingress_endpoints
from support.wait import wait_until

from aeronkit.cluster.election_state import Role
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

TIMEOUT_S = 90.0
TIMING = {
    "aeron.cluster.startup.canvass.timeout": "60s",
    "aeron.cluster.leader.heartbeat.timeout": "3s",
    "aeron.cluster.log.channel": "aeron:udp?term-length=16m",
}
"""The first election waits (up to a minute) for all three members to canvass, so all three join the log
from its start (a late member would catch up, which the restart in test_cm_three_members.py covers); a
loaded machine can start one member many seconds after the others, and the heartbeat timeout is generous
for the same reason. The leader's MDC log is paced by its fastest follower (max flow control, Java's
default), so a follower a whole term behind is overrun and loses its image: terms long enough for the run
(Java's default is 64 MiB) keep a follower that is briefly slower recoverable by NAK."""
ECHOES = 3_000
MAX_LENGTH = 3_000


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[list[AeronkitNode]]:
    with started_members(tmp_path, 3, properties=TIMING) as members:
        yield members


def settled_with_log(nodes: Sequence[ClusterMemberProcess]) -> list[NodeCounters] | None:
    """Every running member ACTIVE with its election closed, one leader, and the same commit position past
    the leader's NewLeadershipTermEvent (so the followers applied the log the leader appended)."""
    found = [node.counters() for node in nodes if node.is_running()]
    if not all(c is not None and c.is_settled for c in found):
        return None
    counters = [c for c in found if c is not None]
    leaders = [c for c in counters if c.role is Role.LEADER]
    commits = {c.commit_position for c in counters}
    if len(leaders) != 1 or len(commits) != 1 or not counters[0].commit_position:
        return None
    return counters


def settled_past(nodes: Sequence[ClusterMemberProcess], position: int) -> list[NodeCounters] | None:
    """:func:`settled_with_log` once the commit position has passed ``position``: a client's session close,
    appended after its last op, is committed a quorum round trip after the services applied that op."""
    settled = settled_with_log(nodes)
    if settled is None or settled[0].commit_position is None or settled[0].commit_position <= position:
        return None
    return settled


def digests(nodes: list[AeronkitNode]) -> list[list[DigestLine]]:
    return [node.digest_lines() for node in nodes]


def describe(nodes: Sequence[ClusterMemberProcess]) -> str:
    return "\n".join(f"member {n.member_id}: {n.counters()}\n{n.stderr_tail(1500)}" for n in nodes)


def client_digest(client: JavaClusterClient) -> dict[str, int]:
    """A fresh session asks for the DIGEST op: what every member's service must end with."""
    connected = client.command("connect", timeout_s=60)
    assert connected["ok"], connected
    digest = client.command("digest")
    assert digest["ok"], digest
    return digest


def assert_all_applied_the_digest(nodes: list[AeronkitNode], digest: dict[str, int]) -> None:
    """Every member's service ends with the DIGEST op the client asked for, all in the same state (position,
    digest, applied count), the digest and count the client was told."""
    lines = wait_until(lambda: all(found := digests(nodes)) and found and all(
        found_lines and found_lines[-1].event == "digest" for found_lines in found) and found,
        TIMEOUT_S, "every member's service to apply the DIGEST op", detail=lambda: describe(nodes))
    assert lines[0][-1] == lines[1][-1] == lines[2][-1], "all three services reached the same state"
    assert (lines[0][-1].digest, lines[0][-1].applied) == (digest["digest"], digest["applied"])


def test_java_client_echoes_through_three_members_whose_services_apply_the_same_log(
    java: JavaToolchain, tmp_path: Path, cluster: list[AeronkitNode]
) -> None:
    wait_until(
        lambda: settled_with_log(cluster),
        TIMEOUT_S,
        "one leader whose NewLeadershipTermEvent every member committed",
        detail=lambda: describe(cluster),
    )
    client = JavaClusterClient(java, tmp_path, ingress_endpoints(cluster[0].base_port, 3)).start()
    try:
        connected = client.command("connect")
        assert connected["ok"], (connected, describe(cluster))
        result = client.command(f"echo {ECHOES} 1 {MAX_LENGTH} 20261127", timeout_s=300)
        assert result["ok"], result
        assert result["sent"] == result["received"] == ECHOES and result["mismatches"] == 0
        assert result["max_length"] > MAX_LENGTH, "fragmented on ingress, log and egress"
        print(f"java client -> three aeronkit members: {ECHOES} echoes, {result['msgs_per_sec']} msg/s")
        digest = client.command("digest")
        assert digest["ok"], digest
    finally:
        client.stop()
    lines = wait_until(
        lambda: all(found := digests(cluster)) and found,
        TIMEOUT_S,
        "every member's service to apply the DIGEST op",
        detail=lambda: describe(cluster),
    )
    assert lines[0] == lines[1] == lines[2], "every member's service applied the same history"
    (line,) = lines[0]
    assert (line.digest, line.applied) == (digest["digest"], digest["applied"])
    assert line.applied > ECHOES
    wait_until(lambda: settled_past(cluster, line.position), TIMEOUT_S,
               "the followers to commit the client's whole history", detail=lambda: describe(cluster))

