"""A follower down across two leadership changes comes back through FOLLOWER_LOG_REPLICATION.

Three ``aeronkit cluster-node`` members and Aeron Java's client. Follower F is SIGKILLed; the other two go
on committing echoes in the term F knew (T0), so F's log ends before T0 does. Then the leader is SIGKILLed
and restarted twice (the survivor cannot win alone: two of three make the quorum), so two elections among
the two live members move the leadership term on twice, each new term with echoes of its own.

F restarts with its last term T0 and a log that stops inside it. The leader's NewLeadershipTerm describes
T0's end and the term after it, and since F's append position is below the current term's base, Aeron's
Election.onNewLeadershipTerm (aeron-cluster/src/main/java/io/aeron/cluster/Election.java at 1.51.0) sends F
to FOLLOWER_LOG_REPLICATION: its archive copies the rest of T0 from the leader's archive, then (canvassing
again) the next term, and only with the current term's base reached does F replay and join the live log.
Catch-up on the live log alone cannot bring F there, as a catch-up replays one term only.

What the test observes from outside: F's election-state counter (type 207, which our consensus module sets
on every state change) sampled from its driver's cnc.dat while F rejoins; then all three members settled
on one commit position, a further run of echoes, and equal service digests on all three.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from cm_java import AeronkitNode, ElectionStateHistory, started_members
from support.java_cluster import JavaClusterClient, NodeCounters, ingress_endpoints
from support.wait import wait_until
from test_cm_three_members_log import TIMEOUT_S, TIMING, client_digest, describe, digests, settled_with_log

from aeronkit.cluster.election_state import ElectionState, Role
from aeronkit.cluster.recording_log import RECORDING_LOG_FILE_NAME, parse_recording_log
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

ECHOES = 300
MAX_LENGTH = 2_000


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[list[AeronkitNode]]:
    with started_members(tmp_path, 3, properties=TIMING) as members:
        yield members


def settled_term(nodes: list[AeronkitNode], after_term: int) -> list[NodeCounters] | None:
    """The running members settled (one leader, one commit position) in a term newer than ``after_term``."""
    found = settled_with_log(nodes)
    if found is None or any((c.leadership_term_id or 0) <= after_term for c in found):
        return None
    return found


def echo_run(client: JavaClusterClient, seed: int, cluster: list[AeronkitNode]) -> None:
    """Open a session, get ``ECHOES`` echoes back in order, close the session (so no client is left
    waiting on a leader while the cluster has no quorum)."""
    connected = client.command("connect", timeout_s=60)
    assert connected["ok"], (connected, describe(cluster))
    result = client.command(f"echo {ECHOES} 1 {MAX_LENGTH} {seed}", timeout_s=120)
    assert result["ok"] and result["received"] == ECHOES and result["mismatches"] == 0, (
        result, describe(cluster))
    assert client.command("close")["ok"]


def term_entries(node: AeronkitNode) -> list[tuple[int, int]]:
    """(leadership term id, term base log position) of each valid TERM entry in the member's recording.log."""
    path = node.cluster_dir / RECORDING_LOG_FILE_NAME
    parsed = parse_recording_log(path.read_bytes(), str(path))
    return [(e.leadership_term_id, e.term_base_log_position)
            for e in parsed.entries if e.is_term and e.is_valid]


def change_leader(nodes: list[AeronkitNode], term: int) -> int:
    """SIGKILL the leader of ``term`` and start it again on its directories once its mark files are stale;
    the new leadership term the two live members settle in."""
    (leader,) = [n for n in nodes if (c := n.counters()) and c.role is Role.LEADER]
    leader.kill()
    leader.await_mark_files_stale()
    leader.start(await_ready=False)
    settled = wait_until(lambda: settled_term(nodes, term), TIMEOUT_S, f"a leadership term after {term}",
                         detail=lambda: describe(nodes))
    return settled[0].leadership_term_id or 0


def settled_follower(cluster: list[AeronkitNode]) -> tuple[int, AeronkitNode, list[AeronkitNode]]:
    """Once one leader and a committed log: the term, a follower, and the other two members."""
    settled = wait_until(lambda: settled_with_log(cluster), TIMEOUT_S, "one leader and a committed log",
                         detail=lambda: describe(cluster))
    follower = next(n for n, c in zip(cluster, settled, strict=True) if c.role is Role.FOLLOWER)
    return settled[0].leadership_term_id or 0, follower, [n for n in cluster if n is not follower]


def test_a_follower_down_across_two_elections_replicates_the_terms_it_missed_then_agrees(
    java: JavaToolchain, tmp_path: Path, cluster: list[AeronkitNode]
) -> None:
    first_term, follower, others = settled_follower(cluster)
    client = JavaClusterClient(java, tmp_path, ingress_endpoints(cluster[0].base_port, 3)).start()
    try:
        echo_run(client, 1, cluster)
        follower.kill()
        echo_run(client, 2, others)  # the rest of T0, which the follower never received
        middle_term = change_leader(others, first_term)
        echo_run(client, 3, others)
        last_term = change_leader(others, middle_term)
        echo_run(client, 4, others)
        history = ElectionStateHistory(follower)
        history.start()
        try:
            follower.start(await_ready=False)
            rejoined = wait_until(lambda: history.last is ElectionState.CLOSED
                                  and settled_term(cluster, middle_term), TIMEOUT_S,
                                  "the restarted follower settled on the leader's commit position "
                                  "and its election closed",
                                  detail=lambda: describe(cluster))
        finally:
            states = history.stop()
        print(f"terms {first_term} -> {middle_term} -> {last_term}; the follower's election states: "
              f"{[s.name for s in states]}")
        assert {c.leadership_term_id for c in rejoined} == {last_term}
        assert ElectionState.FOLLOWER_LOG_REPLICATION in states, "the follower replicated the terms it missed"
        replicated = states.index(ElectionState.FOLLOWER_LOG_REPLICATION)
        assert ElectionState.FOLLOWER_REPLAY in states[replicated:], "then replayed its log"
        assert states[-1] is ElectionState.CLOSED, "and joined the live log"
        leader = next(n for n, c in zip(cluster, rejoined, strict=True) if c.role is Role.LEADER)
        terms = term_entries(leader)
        ids = [t for t, _ in terms]  # from term 0: a start-up election may have been superseded before
        assert ids[0] <= first_term and ids == list(range(ids[0], last_term + 1)), terms  # the first settle
        assert term_entries(follower) == terms, "the follower's log holds every term it was down for"
        echo_run(client, 5, cluster)
        digest = client_digest(client)
    finally:
        client.stop()
    lines = wait_until(lambda: all(found := digests(cluster)) and found, TIMEOUT_S,
                       "every member's service to apply the DIGEST op", detail=lambda: describe(cluster))
    assert lines[0] == lines[1] == lines[2], "all three services applied the same history"
    assert (lines[0][-1].digest, lines[0][-1].applied) == (digest["digest"], digest["applied"])
