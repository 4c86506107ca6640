"""The whole cluster under one seeded scheduler (whole_cluster.py): three members' drivers, archives,
consensus modules and services and a client, in one thread on simulated time, invariants checked after
every round. Each seed elects, commits client messages, loses its leader (its module and service stop:
a crash), elects again among the other two and commits more through the new leader; with a restart the
old leader comes back, catches up and follows. A seed runs in one to three seconds."""

from __future__ import annotations

from pathlib import Path

import pytest
from cm_harness import Applied
from support.java_cluster import choose_base_port
from whole_campaign import main as campaign
from whole_cluster import InvariantViolation, WholeCluster, failover

SEEDS = range(8)


def _run(tmp_path: Path, seed: int, lossy_member: int | None = None, restart: bool = False,
         base_port: int = 0) -> tuple[WholeCluster, list[bytes]]:
    cluster = WholeCluster(tmp_path, seed, lossy_member=lossy_member, base_port=base_port)
    try:
        return cluster, failover(cluster, restart=restart)
    except BaseException:
        cluster.close()
        raise


@pytest.mark.parametrize("seed", SEEDS)
def test_a_seed_elects_commits_fails_over_and_commits_again_with_every_invariant(
    tmp_path: Path, seed: int
) -> None:
    lossy = seed % 4 if seed % 4 < 3 else None
    cluster, sent = _run(tmp_path, seed, lossy_member=lossy)
    try:
        if cluster.loss is not None:
            dropped, duplicated, reordered = cluster.loss.counts()
            assert dropped > 0 and duplicated > 0 and reordered > 0, f"seed {seed}: {cluster.loss.counts()}"
        first, second = cluster.leaders[min(cluster.leaders)], cluster.leaders[max(cluster.leaders)]
        assert first != second
        assert sent == [f"a{k}".encode() for k in range(10)] + [f"b{k}".encode() for k in range(10)]
        # every echoed message is in the log of every member that is still up, in the order sent
        for member in cluster.live():
            assert cluster.applied(member) == sent, f"seed {seed}: member {member}"
        # the crashed leader had applied the first ten, in order, and nothing else
        assert cluster.applied(first) == sent[:10]
        echoed = [payload for client in cluster.clients for _, _, payload in client.messages]
        assert echoed == sent
        assert len(cluster.election_times_ns) == 1
    finally:
        cluster.close()


@pytest.mark.parametrize("seed", range(3))
def test_the_old_leader_restarts_catches_up_and_follows(tmp_path: Path, seed: int) -> None:
    cluster, sent = _run(tmp_path, seed, restart=True)
    try:
        first = cluster.leaders[min(cluster.leaders)]
        assert cluster.nodes[first].module is not None and cluster.leader() != first
        assert sent[-2:] == [b"c0", b"c1"]
        for member in range(3):
            assert cluster.applied(member) == sent, f"seed {seed}: member {member}"
    finally:
        cluster.close()


def test_the_checks_catch_a_service_past_commit_and_diverging_services(tmp_path: Path) -> None:
    cluster = WholeCluster(tmp_path, seed=3)
    try:
        leader = cluster.elect()
        cluster.send(cluster.connect(leader), [b"x"])
        follower = next(i for i in cluster.live() if i != leader)
        service = cluster.nodes[follower].service
        assert service is not None
        applied = list(service.applied)
        last = max(k for k, entry in enumerate(applied) if entry.kind == "message")
        service.applied[last] = Applied("message", 1, 0, b"not what the log holds", applied[last].position)
        with pytest.raises(InvariantViolation, match="diverging"):
            cluster.observe()
        service.applied[:] = applied
        service.log_position += 1 << 20
        with pytest.raises(InvariantViolation, match="past commit"):
            cluster.observe()
    finally:
        cluster.close()


def test_the_same_seed_gives_the_same_history(tmp_path: Path) -> None:
    runs = []
    base_port = choose_base_port(3)  # a replay runs on the failing run's ports
    for attempt in range(2):
        cluster, sent = _run(tmp_path / f"run-{attempt}", seed=5, lossy_member=1, base_port=base_port)
        try:
            runs.append((cluster.trace, dict(cluster.leaders), [cluster.applied(i) for i in range(3)], sent))
        finally:
            cluster.close()
    assert runs[0] == runs[1]
    assert len(runs[0][0]) > 20  # the trace holds the elections, commits and applies, not just the start


def test_a_different_seed_gives_a_different_schedule(tmp_path: Path) -> None:
    traces = []
    for seed in (11, 12):
        cluster, _ = _run(tmp_path / f"seed-{seed}", seed)
        try:
            traces.append(cluster.trace)
        finally:
            cluster.close()
    assert traces[0] != traces[1]


def test_the_campaign_reports_seeds_violations_and_election_times(capsys: pytest.CaptureFixture[str]) -> None:
    assert campaign(["--seeds", "2", "--start", "40", "--restart-every", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "2 seeds, 0 violations, 0 liveness failures"
    assert out[1].startswith("leader crash to a new leader, simulated ms: p50 ") and "(2 elections)" in out[1]
