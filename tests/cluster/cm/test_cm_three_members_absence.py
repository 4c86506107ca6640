"""A member returning after a long absence rejoins without disrupting elections.

Three ``aeronkit cluster-node`` members and Aeron Java's client. Follower F is SIGKILLed; while it is away
the other two commit echoes, the leader is SIGKILLed and restarted so the leadership term moves on (two of
three are a quorum), more echoes follow in the new term and the cluster tool takes a snapshot. Then F
starts again on its directories, with the term it knew and a log that ends far behind the leader's.

Why F cannot disturb the cluster (aeron-cluster/src/main/java/io/aeron/cluster/Election.java and
ConsensusModuleAgent.java at 1.51.0): F's election canvasses with its stale (log term, append position);
the leader, outside any election, answers a CanvassPosition from an older term with a NewLeadershipTerm
(ConsensusModuleAgent.onCanvassPosition), and F, canvassing, follows the term it describes. F never
nominates itself: its canvass needs the others' positions, and a member whose log is behind another's
is not a candidate (Election.canvass, ClusterMember.isUnanimousCandidate/isQuorumCandidate). Nothing F
sends carries a term newer than the leader's, so the leader has no reason to step down.

What the test observes from outside: the leader's and the other follower's election-state counters
(type 207) sampled from their drivers' cnc.dat for the whole of F's return stay CLOSED; their leadership
term id counter and the "Cluster election count" counter are the same after F rejoined as before it
started; F settles on the leader's commit position in that term; echoes go on; the three services'
digests agree.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from cm_java import AeronkitNode, ElectionStateHistory, started_members
from support.java_cluster import JavaClusterClient, ingress_endpoints
from support.wait import wait_until
from test_cm_three_members_log import (
    TIMEOUT_S,
    TIMING,
    assert_all_applied_the_digest,
    client_digest,
    describe,
    settled_with_log,
)
from test_cm_three_members_replication import (
    MAX_LENGTH,
    change_leader,
    echo_run,
    settled_follower,
    settled_term,
)
from test_mixed_members import APPOINTED, await_settled, final_digests, kill_leader, members, start

from aeronkit.cluster.election_state import ElectionState, Role
from aeronkit.cnc import CncFile
from aeronkit.counter_types import CounterTypeId
from aeronkit.interop.java import JavaToolchain

pytestmark = [pytest.mark.java, pytest.mark.slow]
"""Slow: SIGKILLs wait out the 10 s mark-file liveness before a restart, and a leader change, a snapshot and
five echo runs on three Python members took 105 s on the loaded 2-core machine."""


MIXED_ECHOES = 300


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[list[AeronkitNode]]:
    with started_members(tmp_path, 3, properties=TIMING) as members:
        yield members


def election_count(node: AeronkitNode) -> int:
    """The member's "Cluster election count" counter: one more for every election its module entered."""
    with CncFile.map(node.aeron_dir) as cnc:
        reader = cnc.counters_reader()
        (value,) = [reader.get_counter_value(c) for c, t in reader.allocated_ids()
                    if t == CounterTypeId.CLUSTER_ELECTION_COUNT]
    return value


def snapshot(leader: AeronkitNode, nodes: list[AeronkitNode]) -> None:
    """The cluster tool asks the leader for a snapshot; every running member's service writes its line."""
    before = [len(node.digest_lines()) for node in nodes]
    tool = subprocess.run(
        [sys.executable, "-m", "aeronkit.cli", "cluster-tool", str(leader.cluster_dir), "snapshot"],
        capture_output=True, text=True, timeout=TIMEOUT_S,
    )
    assert tool.returncode == 0, tool.stdout + tool.stderr
    wait_until(lambda: all(any(line.event == "snapshot" for line in node.digest_lines()[count:])
                           for node, count in zip(nodes, before, strict=True)),
               TIMEOUT_S, "a snapshot line on every running member", detail=lambda: describe(nodes))


def test_a_member_back_after_a_long_absence_follows_without_an_election(
    java: JavaToolchain, tmp_path: Path, cluster: list[AeronkitNode]
) -> None:
    first_term, absent, others = settled_follower(cluster)
    client = JavaClusterClient(java, tmp_path, ingress_endpoints(cluster[0].base_port, 3)).start()
    try:
        echo_run(client, 1, cluster)
        absent.kill()
        echo_run(client, 2, others)
        term = change_leader(others, first_term)
        echo_run(client, 3, others)
        counters = wait_until(lambda: settled_term(others, first_term), TIMEOUT_S, "the two settled",
                              detail=lambda: describe(others))
        (leader,) = [n for n, c in zip(others, counters, strict=True) if c.role is Role.LEADER]
        snapshot(leader, others)
        echo_run(client, 4, others)
        elections_before = {node.member_id: election_count(node) for node in others}

        watches = [ElectionStateHistory(node) for node in [*others, absent]]
        for watch in watches:
            watch.start()
        try:
            absent.start(await_ready=False)
            rejoined = wait_until(
                lambda: watches[-1].last is ElectionState.CLOSED
                and (found := settled_with_log(cluster)) and len(found) == 3
                and all(c.leadership_term_id == term for c in found) and found,
                TIMEOUT_S, "the returning member settled on the leader's commit position",
                detail=lambda: describe(cluster))
        finally:
            *histories, returning = [watch.stop() for watch in watches]
        assert histories == [[ElectionState.CLOSED]] * 2, (
            f"an election ran on a member that stayed up: {histories}")
        assert ElectionState.NOMINATE not in returning and ElectionState.CANDIDATE_BALLOT not in returning
        assert ElectionState.FOLLOWER_LOG_REPLICATION in returning, (
            f"the returning member replicated the rest of the term it knew: {returning}")
        assert returning[-1] is ElectionState.CLOSED, returning
        assert {node.member_id: election_count(node) for node in others} == elections_before
        roles = {node.member_id: c.role for node, c in zip(cluster, rejoined, strict=True)}
        assert roles[leader.member_id] is Role.LEADER and roles[absent.member_id] is Role.FOLLOWER, roles

        echo_run(client, 5, cluster)
        assert {c.leadership_term_id for c in (n.counters() for n in cluster) if c} == {term}
        digest = client_digest(client)
    finally:
        client.stop()
    assert_all_applied_the_digest(cluster, digest)
    print(f"terms {first_term} -> {term}; the returning member's election states "
          f"{[s.name for s in returning]}; election counts {elections_before}; "
          f"the returning member settled at commit position {rejoined[0].commit_position}")


def test_a_java_member_back_after_a_long_absence_follows_an_aeronkit_leader_without_an_election(
    java: JavaToolchain, tmp_path: Path
) -> None:
    """The mixed case: a Java member away across a leadership change of two aeronkit members comes back
    (now free to nominate itself) and follows our leader; neither of ours runs an election for it."""
    mixed = members(java, tmp_path, "AAJ", appointed=0)
    mixed.nodes[1].overrides[APPOINTED] = "-1"  # ours both may lead: either can take over from the other
    with mixed as nodes:
        ours, returning = nodes[:2], nodes[2]
        first_leader = await_settled(nodes, "one of our members leading")
        assert first_leader in ours
        client = JavaClusterClient(java, tmp_path, ingress_endpoints(returning.base_port, 3),
                                   properties={"aeronkit.peer.reply.timeout.ms": "4000"}).start()
        seeds = iter(range(1, 100))

        def echoes() -> None:
            result = client.command(f"echo {MIXED_ECHOES} 1 {MAX_LENGTH} {next(seeds)}", timeout_s=300)
            assert result["ok"] and result["received"] == MIXED_ECHOES and result["mismatches"] == 0, (
                result, describe(nodes))

        try:
            assert client.command("connect")["ok"]
            echoes()
            snapshot_taken = client.command("snapshot", timeout_s=60)
            assert snapshot_taken["ok"], snapshot_taken
            returning.kill()
            echoes()
            first_counters = first_leader.counters()
            assert first_counters is not None
            first_term = first_counters.leadership_term_id
            # No session waits through the outage: the client's new-leader timeout (twice the heartbeat
            # timeout) is shorter than a restart after the 10 s mark-file liveness.
            assert client.command("close")["ok"]
            kill_leader(first_leader)
            start(first_leader)  # one member alone is no quorum: the new term waits for this one
            leader = await_settled(ours, "our two members settled in a new term")
            (counters,) = [c for n in [leader] if (c := n.counters())]
            term = counters.leadership_term_id
            assert term is not None and first_term is not None and term > first_term
            assert client.command("connect", timeout_s=60)["ok"]
            echoes()
            elections_before = [election_count(node) for node in ours]
            watches = [ElectionStateHistory(node) for node in ours if isinstance(node, AeronkitNode)]
            for watch in watches:
                watch.start()
            try:
                returning.overrides[APPOINTED] = "-1"
                returning.await_mark_files_stale()
                start(returning)
                assert await_settled(nodes, "the Java member back and following") is leader
            finally:
                histories = [watch.stop() for watch in watches]
            assert histories == [[ElectionState.CLOSED]] * 2, (
                f"an election ran on a member that stayed up: {histories}")
            assert [election_count(node) for node in ours] == elections_before
            assert {c.leadership_term_id for c in (n.counters() for n in nodes) if c} == {term}
            echoes()
            digest = client.command("digest")
            assert digest["ok"], digest
        finally:
            client.stop()
        final_digests(nodes, digest["digest"], digest["applied"])
        print(f"terms {first_term} -> {term}, leader {first_leader.member_id} -> {leader.member_id}; "
              f"election counts of ours {elections_before}")
