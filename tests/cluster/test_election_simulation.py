"""Raft's election guarantees for the election agent, under a seeded simulated network (see simulation.py).

Election Safety: at most one leader per leadership term, ever. Leader completeness at election: a leader won
with a quorum of yes votes, each from a member whose log (logLeadershipTermId, logPosition) was no newer than
its own.
Liveness: on a healthy network, and after partitions heal and crashed nodes restart, every member finishes its
election on one leader within a bounded simulated time. Determinism: one seed, one trace.

The members run Aeron's election rules (the default), except under random chaos: there they run our strict
rules (``ElectionConfig.strict``), because Aeron's let a restarted voter join an older term and a leader
wait beside a newer leadership, which the campaign's named seeds show (cluster_sim/test_campaign.py), so
random seeds would fail now and then.
"""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aeronkit.cluster.election_state import ElectionState

sys.path.insert(0, str(Path(__file__).resolve().parent))
from simulation import MS, SIM_CONFIG, SimCluster

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
SIZES = st.sampled_from([3, 5])
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Worst healthy case: the whole startup canvass (nobody unanimous), a nomination delay, then a ballot that
# times out and a second round. Counted in simulated time from the configuration, not measured.
HEALTHY_BOUND_NS = (
    SIM_CONFIG.startup_canvass_timeout_ns
    + 4 * SIM_CONFIG.election_timeout_ns
    + 2 * SIM_CONFIG.leader_heartbeat_timeout_ns
)
RECOVERY_BOUND_NS = 60_000 * MS


def check_invariants(cluster: SimCluster) -> None:
    cluster.check_election_safety()
    cluster.check_leader_completeness()
    cluster.check_committed_log_survives()
    for _, _, event, details in cluster.trace:
        if event == "truncate":
            d = dict(details)
            assert d["to_position"] >= d["log_position"], f"seed {cluster.seed}: applied log truncated: {d}"


@FAST
@given(seed=SEEDS, size=SIZES)
def test_healthy_network_elects_one_leader_within_bound(seed: int, size: int) -> None:
    with SimCluster(seed, size) as cluster:
        assert cluster.run_until(lambda: cluster.agreed_leader() is not None, HEALTHY_BOUND_NS), (
            f"seed {seed}: no agreed leader after {HEALTHY_BOUND_NS // MS} ms"
        )
        term, leader = cluster.agreed_leader()  # type: ignore[misc]
        check_invariants(cluster)
        assert cluster.check_leader_completeness() >= 1
        best = max(cluster.initial_logs.values(), key=lambda log: (log[0][-1][0] if log[0] else -1, log[1]))
        assert cluster.registry[leader].append_position == best[1]  # nobody had a longer log than the leader
        assert all(log.append_position == best[1] for log in cluster.registry.values())
        cluster.run_for(3 * SIM_CONFIG.leader_heartbeat_timeout_ns)  # and the leadership is stable
        assert cluster.agreed_leader() == (term, leader)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, size=SIZES, drop=st.sampled_from([0.0, 0.05, 0.2]), duplicate=st.sampled_from([0.0, 0.1]))
def test_chaos_keeps_safety_and_recovers_once_healed(
    seed: int, size: int, drop: float, duplicate: float
) -> None:
    """Random crashes, restarts and partitions on a lossy, duplicating, reordering network; then heal."""
    chaos = random.Random(seed ^ 0x5EED)
    strict = replace(SIM_CONFIG, strict=True)
    with SimCluster(
        seed, size, drop=drop, duplicate=duplicate, max_delay_ns=60 * MS, config=strict
    ) as cluster:
        for _ in range(chaos.randint(1, 6)):
            cluster.run_for(chaos.randint(0, 3_000) * MS)
            action = chaos.random()
            live = sorted(cluster.elections)
            dead = [m for m in cluster.ids if m not in cluster.elections]
            if action < 0.3 and len(live) > 1:
                cluster.crash(chaos.choice(live))
            elif action < 0.55 and dead:
                cluster.start(chaos.choice(dead))
            elif action < 0.85:
                ids = cluster.ids[:]
                chaos.shuffle(ids)
                cut = chaos.randint(1, size - 1)
                cluster.network.partition(ids[:cut], ids[cut:])
            else:
                cluster.network.heal()
            check_invariants(cluster)
        cluster.network.heal()
        for member in cluster.ids:
            if member not in cluster.elections:
                cluster.start(member)
        assert cluster.run_until(lambda: cluster.agreed_leader() is not None, RECOVERY_BOUND_NS), (
            f"seed {seed}: no agreed leader {RECOVERY_BOUND_NS // MS} ms after healing: "
            + str(
                {m: (e.state.name, e.leadership_term_id, e.leader_id) for m, e in cluster.elections.items()}
            )
        )
        check_invariants(cluster)


@FAST
@given(seed=SEEDS, size=SIZES)
def test_isolated_leader_is_replaced_and_everyone_converges_after_healing(seed: int, size: int) -> None:
    with SimCluster(seed, size) as cluster:
        assert cluster.run_until(lambda: cluster.agreed_leader() is not None, HEALTHY_BOUND_NS)
        old_term, old_leader = cluster.agreed_leader()  # type: ignore[misc]
        majority = [m for m in cluster.ids if m != old_leader]
        cluster.network.partition([old_leader], majority)

        def majority_moved_on() -> bool:
            agreed = cluster.agreed_leader(majority)
            return agreed is not None and agreed[0] > old_term

        bound = 2 * SIM_CONFIG.leader_heartbeat_timeout_ns + 6 * SIM_CONFIG.election_timeout_ns
        assert cluster.run_until(majority_moved_on, bound), (
            f"seed {seed}: majority did not elect a new leader"
        )
        new_term, new_leader = cluster.agreed_leader(majority)  # type: ignore[misc]
        assert new_leader != old_leader
        cluster.network.heal()
        assert cluster.run_until(lambda: cluster.agreed_leader() is not None, RECOVERY_BOUND_NS)
        assert cluster.agreed_leader()[0] >= new_term  # type: ignore[index]
        check_invariants(cluster)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_minority_partition_never_elects(seed: int) -> None:
    with SimCluster(seed, 5) as cluster:
        cluster.network.partition([0, 1], [2, 3, 4])
        cluster.run_for(HEALTHY_BOUND_NS + SIM_CONFIG.startup_canvass_timeout_ns)
        minority_leaders = {
            mid for term_leaders in cluster.leaders_by_term().values() for mid in term_leaders
        }
        assert not minority_leaders & {0, 1}, f"seed {seed}: a minority member led"
        assert all(cluster.elections[m].state != ElectionState.CLOSED for m in (0, 1))
        assert cluster.agreed_leader([2, 3, 4]) is not None
        check_invariants(cluster)


def run_trace(seed: int, size: int) -> list:
    with SimCluster(seed, size, drop=0.1, duplicate=0.1, max_delay_ns=40 * MS) as cluster:
        cluster.run_for(1_500 * MS)
        cluster.crash(0)
        cluster.network.partition([1], [m for m in cluster.ids if m != 1])
        cluster.run_for(2_500 * MS)
        cluster.network.heal()
        cluster.start(0)
        cluster.run_until(lambda: cluster.agreed_leader() is not None, RECOVERY_BOUND_NS)
        return list(cluster.trace)


@settings(max_examples=10, deadline=None)
@given(seed=SEEDS, size=SIZES)
def test_same_seed_gives_the_same_trace(seed: int, size: int) -> None:
    first = run_trace(seed, size)
    assert first == run_trace(seed, size)
    assert any(event == "leader" for _, _, event, _ in first)


def test_different_seeds_explore_different_histories() -> None:
    traces = {tuple(run_trace(seed, 3)) for seed in range(5)}
    assert len(traces) == 5
