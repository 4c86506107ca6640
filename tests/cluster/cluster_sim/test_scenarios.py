"""Named election scenarios of issue 14 on the campaign's simulated cluster (invariants checked throughout).

* A stale member — down while the others went through several leadership terms, so its node-state and
  recording log are old — rejoining never disrupts an election the others can finish: it neither forces a new
  term on an elected leader nor wins one, and it ends following the others' leader in their term.
* Appointed leader unavailable (``ElectionConfig.appointed_leader_id``, Aeron's
  ``aeron.cluster.appointed.leader.id``): only the appointed member nominates, so while it is down nobody
  nominates, nobody's candidate term moves and nobody leads; once it starts it leads. Lost after leading, it
  is waited for in the same way and leads again in a newer term.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from simulation import MS, SIM_CONFIG

from aeronkit.cluster.election_state import ElectionState
from aeronkit.testing import LinkProfile
from cluster_sim.campaign import RECOVERY_BOUND_NS
from cluster_sim.cluster import CampaignCluster
from cluster_sim.disk import SimNodeState

CASES = [(seed, size) for size in (3, 5) for seed in range(4)]
NOMINATE = int(ElectionState.NOMINATE)
BALLOT = int(ElectionState.CANDIDATE_BALLOT)


def _same_logs(size: int) -> list[tuple[list[tuple[int, int]], int, int]]:
    return [([(0, 0)], 64, 64) for _ in range(size)]


def _elect(cluster: CampaignCluster, members: list[int]) -> tuple[int, int]:
    assert cluster.run_until(lambda: cluster.agreed_leader(members) is not None, RECOVERY_BOUND_NS), (
        f"seed {cluster.seed}: {members} agreed on no leader"
    )
    agreed = cluster.agreed_leader(members)
    assert agreed is not None
    return agreed


def _advance_terms(cluster: CampaignCluster, members: list[int], count: int) -> tuple[int, int]:
    """Restart the leader ``count`` times so the members elect again, each time in a newer term."""
    term, leader = _elect(cluster, members)
    for _ in range(count):
        cluster.crash(leader)
        cluster.start(leader)
        assert cluster.run_until(
            lambda previous=term: (cluster.agreed_leader(members) or (previous, 0))[0] > previous,
            RECOVERY_BOUND_NS,
        ), f"seed {cluster.seed}: no newer term after restarting leader {leader}"
        term, leader = _elect(cluster, members)
    return term, leader


def _events_since(
    cluster: CampaignCluster, since_ns: int, event: str
) -> list[tuple[int, int, dict[str, int]]]:
    return [(t, m, dict(d)) for t, m, e, d in cluster.trace if t >= since_ns and e == event]


@pytest.mark.parametrize(("seed", "size"), CASES)
def test_stale_member_rejoining_an_elected_cluster_follows_without_a_new_term(seed: int, size: int) -> None:
    cluster = CampaignCluster(seed, size, LinkProfile(max_delay_ns=20 * MS), logs=_same_logs(size))
    stale = size - 1
    others = cluster.ids[:-1]
    _elect(cluster, cluster.ids)
    cluster.crash(stale)
    stale_term = SimNodeState(cluster.disks[stale]).candidate_term_id
    term, leader = _advance_terms(cluster, others, 3)
    assert term > stale_term + 2  # the stale member's node-state and log are three elections behind

    rejoined_ns = cluster.clock.nano_time()
    cluster.start(stale)
    assert cluster.run_until(lambda: cluster.agreed_leader() is not None, RECOVERY_BOUND_NS), (
        f"seed {seed}: stale member {stale} never joined"
    )
    cluster.run_for(3 * SIM_CONFIG.leader_heartbeat_timeout_ns)  # and stays a follower

    assert cluster.agreed_leader() == (term, leader)
    assert cluster.registry[stale].log_leadership_term_id == term  # it caught up with the newer terms
    assert _events_since(cluster, rejoined_ns, "leader") == []
    disturbed = [(t, m) for t, m, _ in _events_since(cluster, rejoined_ns, "state") if m != stale]
    assert disturbed == [], f"seed {seed}: the others left their election after {stale} rejoined: {disturbed}"
    assert cluster.invariants.violations == []


@pytest.mark.parametrize(("seed", "size"), CASES)
def test_stale_member_rejoining_mid_election_lets_the_others_finish_it(seed: int, size: int) -> None:
    cluster = CampaignCluster(seed, size, LinkProfile(max_delay_ns=20 * MS), logs=_same_logs(size))
    stale = size - 1
    _elect(cluster, cluster.ids)
    cluster.crash(stale)
    term, leader = _advance_terms(cluster, cluster.ids[:-1], 2)

    # The leader dies just as the stale member comes back: the survivors must elect one of themselves.
    cluster.crash(leader)
    cluster.start(stale)
    survivors = [m for m in cluster.ids if m not in (leader, stale)]
    new_term, new_leader = _elect(cluster, [*survivors, stale])

    assert new_leader in survivors  # the stale log can never win
    assert new_term > term
    assert cluster.registry[stale].log_leadership_term_id == new_term
    assert cluster.invariants.violations == []


def _appointed_cluster(seed: int, size: int, appointed: int) -> CampaignCluster:
    # The appointed member holds the longest log, so it is a candidate once it canvasses.
    logs = [([(0, 0)], 128 if member == appointed else 64, 64) for member in range(size)]
    config = replace(SIM_CONFIG, appointed_leader_id=appointed)
    return CampaignCluster(seed, size, LinkProfile(max_delay_ns=20 * MS), config=config, logs=logs)


@pytest.mark.parametrize(("seed", "size"), CASES)
def test_appointed_leader_unavailable_nobody_else_nominates_then_it_leads(seed: int, size: int) -> None:
    appointed = seed % size
    cluster = _appointed_cluster(seed, size, appointed)
    cluster.crash(appointed)
    terms_before = {m: SimNodeState(cluster.disks[m]).candidate_term_id for m in cluster.ids}

    cluster.run_for(3 * SIM_CONFIG.startup_canvass_timeout_ns)  # well past every canvass deadline

    nominated = [(t, m) for t, m, d in _events_since(cluster, 0, "state") if d["new"] in (NOMINATE, BALLOT)]
    assert nominated == [], f"seed {seed}: members nominated without the appointed leader: {nominated}"
    assert _events_since(cluster, 0, "leader") == []
    assert all(cluster.elections[m].state == ElectionState.CANVASS for m in cluster.elections)
    assert {m: SimNodeState(cluster.disks[m]).candidate_term_id for m in cluster.ids} == terms_before

    cluster.start(appointed)
    _, leader = _elect(cluster, cluster.ids)
    assert leader == appointed
    assert {m for _, m in _leaders(cluster)} == {appointed}
    assert cluster.invariants.violations == []


def _leaders(cluster: CampaignCluster) -> list[tuple[int, int]]:
    return [(d["leadership_term_id"], m) for _, m, d in _events_since(cluster, 0, "leader")]


def test_without_an_appointed_leader_the_same_cluster_elects_among_the_others() -> None:
    """The control for the test above: the same start with no appointment elects while that member is down."""
    cluster = CampaignCluster(1, 3, LinkProfile(max_delay_ns=20 * MS), logs=[([(0, 0)], 64, 64)] * 3)
    cluster.crash(0)
    _, leader = _elect(cluster, [1, 2])
    assert leader in (1, 2)


@pytest.mark.parametrize(("seed", "size"), CASES)
def test_appointed_leader_lost_after_leading_is_waited_for_and_leads_again(seed: int, size: int) -> None:
    appointed = (seed + 1) % size
    cluster = _appointed_cluster(seed, size, appointed)
    term, leader = _elect(cluster, cluster.ids)
    assert leader == appointed
    cluster.crash(appointed)
    lost_ns = cluster.clock.nano_time()

    cluster.run_for(SIM_CONFIG.leader_heartbeat_timeout_ns + 2 * SIM_CONFIG.startup_canvass_timeout_ns)

    assert _events_since(cluster, lost_ns, "leader") == []
    assert all(cluster.elections[m].state == ElectionState.CANVASS for m in cluster.elections)
    cluster.start(appointed)
    new_term, new_leader = _elect(cluster, cluster.ids)
    assert (new_leader, new_term > term) == (appointed, True)
    assert cluster.invariants.violations == []
