"""Three ``aeronkit cluster-node`` processes (each its own driver, archive, consensus module and EchoService)
hold their election on the consensus channel over UDP loopback, and when the leader is SIGKILLed the two
survivors time it out and elect one of themselves in a newer term; restarted on its directories, the old
leader canvasses, is answered with the new term by the leader, catches up on its log from the leader's
archive and follows the new leader in its term. (Clients on three members: test_cm_three_members_log.py.)
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from cm_java import ECHO_SERVICE, AeronkitNode, started_members
from support.java_cluster import NodeCounters, await_mark_files_stale
from support.wait import wait_until

from aeronkit.cluster.election_state import ElectionState, Role

TIMEOUT_S = 90.0


@pytest.fixture
def nodes(tmp_path: Path) -> Iterator[list[AeronkitNode]]:
    with started_members(tmp_path, 3, service=ECHO_SERVICE) as members:
        yield members


def settled(nodes: list[AeronkitNode]) -> tuple[int, int] | None:
    """(leader id, term) once exactly one running member leads and every other running member follows it
    with its election closed, in the same term; else None."""
    counters: dict[int, NodeCounters] = {}
    for node in nodes:
        if node.is_running():
            found = node.counters()
            if found is None:
                return None
            counters[node.member_id] = found
    leaders = [mid for mid, c in counters.items() if c.role is Role.LEADER]
    if len(leaders) != 1:
        return None
    term = counters[leaders[0]].leadership_term_id
    followers = [c for mid, c in counters.items() if mid != leaders[0]]
    if term is None or not all(
        c.role is Role.FOLLOWER and c.election_state is ElectionState.CLOSED and c.leadership_term_id == term
        for c in followers
    ):
        return None
    return leaders[0], term


def describe(nodes: list[AeronkitNode]) -> str:
    return "\n".join(f"member {n.member_id}: {n.counters()}" for n in nodes)


def test_three_nodes_elect_fail_over_and_take_the_killed_leader_back_as_follower(
    nodes: list[AeronkitNode],
) -> None:
    first = wait_until(
        lambda: settled(nodes),
        TIMEOUT_S,
        "one leader and two followers in its term",
        detail=lambda: describe(nodes),
    )
    leader_id, term = first
    assert nodes[leader_id].kill() is not None
    survivors = [node for node in nodes if node.member_id != leader_id]
    second = wait_until(
        lambda: (found := settled(survivors)) is not None and found[1] > term and found,
        TIMEOUT_S,
        f"the survivors to time out leader {leader_id} and elect one of themselves after term {term}",
        detail=lambda: describe(survivors),
    )
    assert second[0] in {node.member_id for node in survivors}
    await_mark_files_stale(nodes[leader_id].dir)
    nodes[leader_id].start(await_ready=False)
    third = wait_until(
        lambda: settled(nodes),
        TIMEOUT_S,
        f"member {leader_id}, restarted on its directories, to follow the new leader",
        detail=lambda: describe(nodes),
    )
    assert third == second, "the restarted member joins the new term instead of disrupting it"


def test_a_leader_whose_followers_both_die_steps_down_and_leads_again_with_one_back(
    nodes: list[AeronkitNode],
) -> None:
    """With no quorum appending for the heartbeat timeout the leader enters an election ("inactive follower
    quorum", as Aeron's ConsensusModuleAgent does) instead of staying a leader that can commit nothing;
    when one follower returns on its directories the two elect a leader in a newer term."""
    leader_id, term = wait_until(lambda: settled(nodes), TIMEOUT_S,
                                 "one leader and two followers in its term", detail=lambda: describe(nodes))
    leader = nodes[leader_id]
    followers = [node for node in nodes if node is not leader]
    for follower in followers:
        assert follower.kill() is not None
    wait_until(lambda: (c := leader.counters()) is not None and c.role is Role.FOLLOWER
               and c.election_state is not ElectionState.CLOSED, TIMEOUT_S,
               f"leader {leader_id} to step down without a quorum", detail=lambda: describe([leader]))
    assert "inactive follower quorum" in leader.stderr_path.read_text()
    back = followers[0]
    await_mark_files_stale(back.dir)
    back.start(await_ready=False)
    found = wait_until(lambda: (found := settled([leader, back])) is not None and found[1] > term and found,
                       TIMEOUT_S, f"members {leader_id} and {back.member_id} to elect in a term after {term}",
                       detail=lambda: describe([leader, back]))
    assert found[0] in {leader_id, back.member_id}
