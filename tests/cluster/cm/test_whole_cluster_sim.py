"""The whole cluster under one seeded scheduler (whole_cluster.py): three members' drivers, archives,
consensus modules and service containers and a client, in one thread on simulated time, invariants checked
after every round. Each seed elects, commits client messages, loses its leader (its module and service
stop: a crash), elects again among the other two and commits more through the new leader; with a restart
the old leader comes back, catches up and follows. A seed runs in one to three seconds. The cut scenarios
take the leader off the network instead (both ways, or one way), for longer: five to ten seconds."""

from __future__ import annotations

import itertools
import logging
import socket
from collections.abc import Callable
from pathlib import Path

import pytest
import whole_cluster
import whole_service
from cm_harness import MS, Applied
from support.java_cluster import choose_base_port, member_endpoints
from whole_campaign import main as campaign
from whole_client import MESSAGE_TIMEOUT_NS, ClientHost
from whole_cluster import (
    CATCHING_UP,
    IN_FLIGHT,
    SEGMENT_LENGTH,
    SLOW_NS,
    STRANDED,
    InvariantViolation,
    WholeCluster,
    appointed_leader_unavailable,
    blank_member_after_truncation,
    client_cut_off,
    client_failover,
    deaf_leader,
    failover,
    full_disk,
    full_restart,
    isolated_leader,
    mute_leader,
    paused_leader,
    slow_member,
    snapshot_failover,
    torn_recording_log,
)
from whole_service import RealService

from aeronkit.agent import AgentStartError
from aeronkit.cluster.client.aeron_cluster import ClientState
from aeronkit.cluster.consensus_module_agent import ConsensusModuleAgent
from aeronkit.cluster.election_state import ElectionState
from aeronkit.cluster.recording_log import RECORDING_LOG_FILE_NAME
from aeronkit.codecs.cluster import CloseReason
from aeronkit.log import CLUSTER

SEEDS = range(8)


def _caught(cluster: WholeCluster, scenario: Callable[[WholeCluster], object], match: str) -> None:
    """``scenario`` on a cluster with a planted fault must end in the violation ``match`` describes."""
    try:
        with pytest.raises(InvariantViolation, match=match):
            scenario(cluster)
    finally:
        cluster.close()


def _run(tmp_path: Path, seed: int, lossy_member: int | None = None, restart: bool = False,
         base_port: int = 0, stall_catchup: bool = False) -> tuple[WholeCluster, list[bytes]]:
    cluster = WholeCluster(tmp_path, seed, lossy_member=lossy_member, base_port=base_port)
    try:
        return cluster, failover(cluster, restart=restart, stall_catchup=stall_catchup)
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
        # the members' services are real containers, and none of them reported an error
        assert all(isinstance(cluster.service_of(i), RealService) for i in range(3))
        assert cluster.service_errors() == []
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


@pytest.mark.parametrize(
    ("scenario", "reason", "stranded_committed"),
    [
        # cut off both ways: it hears no append positions, and its log never reached the others
        (isolated_leader, "inactive follower quorum", False),
        # it hears no append positions either, but its log (the stranded messages with it) reached both
        # followers: the leader they elect has those messages in its log and commits them in its term
        (deaf_leader, "inactive follower quorum", True),
        # nothing it sends arrives: the followers time it out, and their RequestVote in a newer term
        # reaches it
        (mute_leader, "RequestVote from member", False),
    ],
    ids=["isolated", "deaf", "mute"],
)
def test_a_cut_off_leader_steps_down_and_the_majority_serves_undisturbed(
    tmp_path: Path, scenario: Callable[[WholeCluster], list[bytes]], reason: str, stranded_committed: bool
) -> None:
    cluster = WholeCluster(tmp_path, seed=1)
    try:
        sent = scenario(cluster)
        first, second = cluster.leaders[min(cluster.leaders)], cluster.leaders[max(cluster.leaders)]
        assert first != second and cluster.links.stopped > 0 and not cluster.links.down
        assert any(reason in str(error) for error in cluster.nodes[first].errors), cluster.nodes[first].errors
        expected = sent[:10] + STRANDED + sent[10:] if stranded_committed else sent
        for member in range(3):
            assert cluster.applied(member) == expected, f"member {member}"
        echoed = [payload for client in cluster.clients for _, _, payload in client.messages]
        assert echoed == sent, "a stranded message is never acknowledged"
        assert len(cluster.election_times_ns) == 1
    finally:
        cluster.close()


def test_a_follower_stuck_in_catch_up_gives_up_rejoins_undisturbing_and_catches_up(tmp_path: Path) -> None:
    cluster, sent = _run(tmp_path, seed=2, restart=True, stall_catchup=True)
    try:
        first = cluster.leaders[min(cluster.leaders)]
        assert cluster.links.stopped > 0 and not cluster.links.down
        # left catch-up at its timeout, went back to canvass, caught up after the heal
        states = [row[3] for _, member, row in cluster.trace if member == first]
        catching_up = [int(state) for state in CATCHING_UP]
        assert states.count(int(ElectionState.CANVASS)) >= 3, states  # start, restart, after the stall
        left = [b for a, b in itertools.pairwise(states) if a in catching_up and b not in catching_up]
        assert len(left) >= 2, states  # once at the stall's timeout, once done
        for member in range(3):
            assert cluster.applied(member) == sent, f"member {member}"
        assert len(cluster.leaders) == 2, "no election beyond the crash's"
    finally:
        cluster.close()


@pytest.mark.parametrize("lossy_member", [None, 2])
def test_after_a_full_restart_every_service_replays_its_log_and_a_new_session_commits(
    tmp_path: Path, lossy_member: int | None
) -> None:
    cluster = WholeCluster(tmp_path, seed=4, lossy_member=lossy_member)
    try:
        sent = full_restart(cluster)
        assert sent == [f"a{k}".encode() for k in range(10)] + [f"b{k}".encode() for k in range(10)]
        first = cluster.leaders[0]
        before = cluster.nodes[first].crashed[0][2]  # the service the crash stopped: it had echoed the ten
        assert before is not None and [a.payload for a in before.applied if a.kind == "message"] == sent[:10]
        for member in range(3):
            assert len(cluster.nodes[member].crashed) == 1
            assert cluster.applied(member) == sent, f"member {member}: the log replayed, then the new session"
        echoed = [payload for client in cluster.clients for _, _, payload in client.messages]
        assert echoed == sent
    finally:
        cluster.close()


@pytest.mark.parametrize("scenario", [isolated_leader, full_restart], ids=["isolated", "restart"])
def test_five_members_survive_a_cut_off_leader_and_a_full_restart(
    tmp_path: Path, scenario: Callable[[WholeCluster], list[bytes]]
) -> None:
    """Five members, one of them lossy: the leader isolated (the other four elect and serve, it rejoins), or
    all five crash and restart; every service ends with what was acknowledged."""
    cluster = WholeCluster(tmp_path, seed=2, size=5, lossy_member=2)
    try:
        sent = scenario(cluster)
        assert len(cluster.leaders) >= 2 and cluster.live() == [0, 1, 2, 3, 4]
        for member in range(5):
            assert cluster.applied(member) == sent, f"member {member}"
        assert cluster.loss is not None and cluster.loss.counts()[0] > 0
    finally:
        cluster.close()


@pytest.mark.parametrize("restart", [False, True], ids=["failover", "failover-and-restart"])
def test_the_real_client_keeps_its_one_session_through_a_failover(tmp_path: Path, restart: bool) -> None:
    """Aeron PR #1791 and #1703: the NewLeaderEvent moves the session to the new leader, which the client's
    first accepted offer confirms; nothing acknowledged is lost or applied twice, and the messages offered
    into the crashed leader's ingress are never applied."""
    cluster = WholeCluster(tmp_path, seed=6, lossy_member=2, udp_ingress=True)
    try:
        sent = client_failover(cluster, restart=restart)
        first, second = cluster.leaders[min(cluster.leaders)], cluster.leaders[max(cluster.leaders)]
        (client,) = cluster.clients
        assert isinstance(client, ClientHost) and client.cluster is not None
        assert [state for _, state, _ in client.states] == [
            ClientState.CONNECTED, ClientState.AWAIT_NEW_LEADER_CONNECTION, ClientState.CONNECTED]
        assert client.leader_member_id == second != first
        assert {session for session, _, _ in client.messages} == {client.cluster.cluster_session_id}
        assert [payload for _, _, payload in client.messages] == sent
        for member in cluster.live():
            assert cluster.applied(member) == sent, f"member {member}"
            assert not set(IN_FLIGHT) & set(cluster.applied(member))
        assert (cluster.nodes[first].module is not None) == restart
    finally:
        cluster.close()


def test_a_leader_whose_whole_process_dies_comes_back_with_its_archive_recovered(tmp_path: Path) -> None:
    """The leader's driver and archive die with its module: the client follows the new leader; the dead
    member's new archive finds the log recording the crash left active and recovers its stop from the
    segment files, and the member replays, catches up and follows."""
    cluster = WholeCluster(tmp_path, seed=10, lossy_member=2, udp_ingress=True)
    try:
        sent = client_failover(cluster, restart=True, whole_node=True)
        first = cluster.leaders[min(cluster.leaders)]
        node = cluster.nodes[first]
        assert len(node.dead) == 1 and not node.is_dead and node.driver is not node.dead[0][0]
        recovered = node.archive.conductor.recovered
        assert len(recovered) == 1 and next(iter(recovered.values())) > 0, recovered
        for member in range(3):
            assert cluster.applied(member) == sent, f"member {member}"
        assert cluster.service_errors() == []
    finally:
        cluster.close()


def test_a_cut_off_client_closes_itself_in_time_and_the_leader_times_its_session_out(tmp_path: Path) -> None:
    cluster = WholeCluster(tmp_path, seed=7, udp_ingress=True)
    try:
        sent = client_cut_off(cluster)
        cut, fresh = cluster.clients
        assert isinstance(cut, ClientHost) and isinstance(fresh, ClientHost)
        (since, waiting, reason), (closed_at, closed, _) = cut.states[-2:]
        assert (waiting, closed) == (ClientState.AWAIT_NEW_LEADER, ClientState.CLOSED), cut.states
        assert cut.cluster is not None and closed_at - since <= cut.cluster.new_leader_timeout_ns + 5 * MS
        assert "NOT_CONNECTED" in reason or "egress image closed" in reason
        session = cut.cluster.cluster_session_id
        for member in range(3):
            service = cluster.service_of(member)
            assert service is not None
            closes = [a.payload for a in service.applied
                      if a.kind == "close" and a.cluster_session_id == session]
            assert closes == [bytes([int(CloseReason.TIMEOUT)])], f"member {member}"
            assert cluster.applied(member) == sent
        assert fresh.state is ClientState.CONNECTED and fresh.cluster is not None
        assert fresh.cluster.cluster_session_id != session
        assert len(cluster.leaders) == 1, "a client's cut is no reason for an election"
    finally:
        cluster.close()


def test_the_check_catches_a_client_waiting_past_its_timeout(tmp_path: Path) -> None:
    """A client that never closes itself (its state-change poll disabled) is caught once it waits longer
    than its timeout allows."""
    cluster = WholeCluster(tmp_path, seed=8, udp_ingress=True)
    try:
        leader = cluster.elect()
        client = cluster.connect_real()
        assert client.cluster is not None
        client.cluster.poll_state_changes = lambda: 0  # type: ignore[method-assign]
        host = cluster.hosts.index(client)
        cluster.links.cut(host, leader)
        cluster.links.cut(leader, host)
        with pytest.raises(InvariantViolation, match=r"stayed AWAIT_NEW_LEADER .* past its"):
            cluster.run_until(lambda: False, 4 * MESSAGE_TIMEOUT_NS, "the check to fire")
    finally:
        cluster.close()


@pytest.mark.parametrize("seed", [1, 6])
def test_a_follower_whose_recording_log_append_was_cut_short_starts_catches_up_and_records_the_term(
    tmp_path: Path, seed: int, caplog: pytest.LogCaptureFixture
) -> None:
    """Seed 1 leaves 17 bytes of the cut TERM record, seed 6 ten bytes of a later one."""
    cluster = WholeCluster(tmp_path, seed)
    try:
        with caplog.at_level(logging.WARNING, logger=CLUSTER):
            sent = torn_recording_log(cluster)
        (cut,) = [r.getMessage() for r in caplog.records if "cut short" in r.getMessage()]
        assert RECORDING_LOG_FILE_NAME in cut and "offset " in cut
        for member in range(3):
            assert cluster.applied(member) == sent, f"member {member}"
        assert sent[-2:] == [b"d0", b"d1"]
    finally:
        cluster.close()


@pytest.mark.parametrize("lossy_member", [None, 0])
def test_a_leader_restarted_after_a_snapshot_loads_it_and_replays_only_the_log_after_it(
    tmp_path: Path, lossy_member: int | None
) -> None:
    cluster = WholeCluster(tmp_path, seed=3, lossy_member=lossy_member)
    try:
        sent = snapshot_failover(cluster)
        restarted = cluster.leaders[min(cluster.leaders)]
        service = cluster.nodes[restarted].service
        assert isinstance(service, RealService)
        # the ten messages before the snapshot (with their session's open and the first term) came from it
        restored = service.service.applied[:service.service.restored]
        assert [a.payload for a in restored if a.kind == "message"] == sent[:10]
        assert [a.kind for a in restored if a.kind != "message"] == ["term", "open"]
        for member in range(3):
            assert cluster.applied(member) == sent, f"member {member}"
        assert cluster.service_errors() == []
    finally:
        cluster.close()


def test_the_state_machine_check_catches_a_snapshot_that_lost_a_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    encode = whole_service.encode_applied
    monkeypatch.setattr(whole_service, "encode_applied", lambda applied: encode(applied[:-1]))
    cluster = WholeCluster(tmp_path, seed=3)
    _caught(cluster, snapshot_failover, "services applied diverging sequences")


def test_a_blank_member_after_log_truncation_says_why_it_cannot_catch_up_and_never_disturbs_the_leader(
    tmp_path: Path,
) -> None:
    cluster = WholeCluster(tmp_path, seed=2, segment_length=SEGMENT_LENGTH)
    try:
        sent = blank_member_after_truncation(cluster)
        (leader,) = set(cluster.leaders.values())
        assert len(cluster.leaders) == 1, "no election while the blank member tried to join"
        (blank,) = [i for i in range(3) if cluster.nodes[i].crashed and i != leader]
        refused = [str(e) for e in cluster.nodes[leader].errors if "catch-up replay" in str(e)]
        assert refused and all("requested replay start position=0 is outside recording" in e for e in refused)
        timeouts = {str(e) for e in cluster.nodes[blank].errors}
        assert timeouts == {"WARN - election timed out: failed to join the catch-up log"}
        assert len(refused) >= len(cluster.nodes[blank].errors) >= 1, "each attempt is counted"
        assert cluster.applied(blank) == []
        for member in cluster.live():
            assert cluster.applied(member) == sent
    finally:
        cluster.close()


def test_the_blank_member_check_catches_a_leader_that_never_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ConsensusModuleAgent, "_collect_refused_catchups", lambda self: None)
    cluster = WholeCluster(tmp_path, seed=2, segment_length=SEGMENT_LENGTH)
    _caught(cluster, blank_member_after_truncation, "the leader never said why member")


@pytest.mark.parametrize("seed", [2, 1], ids=["follower", "leader"])
def test_a_member_whose_disk_fills_stops_says_why_and_once_freed_catches_up(
    tmp_path: Path, seed: int
) -> None:
    cluster = WholeCluster(tmp_path, seed=seed)
    try:
        sent = full_disk(cluster)
        assert cluster.disks is not None and cluster.disks.failed_writes > 0 and not cluster.disks.full
        first = cluster.leaders[0]
        full = first if seed % 2 else next(i for i in range(3) if i != first and cluster.nodes[i].errors)
        errors = {str(e).split(" (errorCode")[0].split(": /")[0] for e in cluster.nodes[full].errors}
        assert any("No space left on device" in e for e in errors), errors
        assert any("No space left on device" in str(e) for e in cluster.nodes[full].archive_errors)
        assert any("low storage threshold=1048576 <= usableSpace=0" in e for e in errors) or seed % 2, errors
        if seed % 2:  # the full leader was replaced, and never led again
            assert len(cluster.leaders) >= 2 and full not in list(cluster.leaders.values())[1:]
        else:
            assert len(cluster.leaders) == 1, "a full follower disturbed nobody"
        for member in range(3):
            assert cluster.applied(member) == sent, f"member {member}"
    finally:
        cluster.close()


def test_the_durability_check_catches_a_member_committing_what_it_did_not_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A module that goes on following the leader when its log recording stopped (no election), no longer
    bounding what it applies by what it recorded."""
    real = ConsensusModuleAgent.append_position

    def unbounded(agent: ConsensusModuleAgent) -> int:
        stopped = agent._append_position is None and agent.election is None  # type: ignore[attr-defined]
        return 1 << 40 if stopped else int(real.fget(agent))  # type: ignore[attr-defined]

    monkeypatch.setattr(ConsensusModuleAgent, "append_position", property(unbounded))
    monkeypatch.setattr(ConsensusModuleAgent, "_on_recording_signal", lambda agent, event: None)
    cluster = WholeCluster(tmp_path, seed=2)
    _caught(cluster, full_disk, "passed its recorded log")


@pytest.mark.parametrize("lossy_member", [None, 1])
def test_a_leader_paused_past_the_heartbeat_timeout_resumes_as_a_follower_and_its_stale_term_is_lost(
    tmp_path: Path, lossy_member: int | None
) -> None:
    cluster = WholeCluster(tmp_path, seed=4, lossy_member=lossy_member)
    try:
        sent = paused_leader(cluster)
        paused = cluster.leaders[min(cluster.leaders)]
        assert not cluster.nodes[paused].crashed and not cluster.nodes[paused].is_paused
        assert len(cluster.leaders) == 2 and paused not in list(cluster.leaders.values())[1:]
        assert any("inactive follower quorum" in str(e) for e in cluster.nodes[paused].errors)
        for member in range(3):
            assert cluster.applied(member) == sent, f"member {member}"  # STRANDED nowhere
    finally:
        cluster.close()


def test_a_slow_leader_commits_no_sooner_than_a_round_trip_over_its_links(tmp_path: Path) -> None:
    cluster = WholeCluster(tmp_path, seed=1)
    try:
        leader = cluster.elect()
        client = cluster.connect(leader)
        elapsed = []
        for payload in (b"fast", b"slow"):
            if payload == b"slow":
                cluster.slow(leader, SLOW_NS)
            start = cluster.clock.nano_time()
            cluster.send(client, [payload])  # the client is on the leader's node: only the quorum is remote
            elapsed.append(cluster.clock.nano_time() - start)
        assert elapsed[0] < SLOW_NS and elapsed[1] >= 2 * SLOW_NS, elapsed
        assert cluster.links.delayed > 0
    finally:
        cluster.close()


@pytest.mark.parametrize("seed", [1, 5])
def test_with_a_slow_member_a_leader_crash_is_survived_and_the_old_leader_catches_up(
    tmp_path: Path, seed: int
) -> None:
    cluster = WholeCluster(tmp_path, seed=seed, lossy_member=2)
    try:
        sent = slow_member(cluster)
        for member in range(3):
            assert cluster.applied(member) == sent, f"member {member}"
        assert len(cluster.leaders) == 2 and cluster.links.delayed > 0
    finally:
        cluster.close()


@pytest.mark.parametrize("appointed", [0, 2])
def test_while_the_appointed_leader_is_down_nobody_else_leads_and_back_it_leads_again(
    tmp_path: Path, appointed: int
) -> None:
    cluster = WholeCluster(tmp_path, seed=9, lossy_member=1, appointed_leader=appointed)
    try:
        sent = appointed_leader_unavailable(cluster)
        assert len(cluster.leaders) == 2 and set(cluster.leaders.values()) == {appointed}
        assert len(cluster.nodes[appointed].crashed) == 1
        for member in range(3):
            assert cluster.applied(member) == sent, f"member {member}"
    finally:
        cluster.close()


def test_the_appointed_leader_check_catches_members_that_were_not_told(tmp_path: Path) -> None:
    cluster = WholeCluster(tmp_path, seed=5)
    cluster.appointed_leader = 1  # told to the scenario only: the others elect while it is down
    _caught(cluster, appointed_leader_unavailable, "appointed leader 1, but the terms were led by")


def test_a_plan_whose_port_another_process_took_before_the_bind_is_chosen_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The plan's ports are free when chosen and bound a moment later: one taken in between (the
    campaign found a second campaign process doing it) makes the cluster choose another plan, unless the
    plan was given to replay a run."""
    taken_base, free_base = choose_base_port(3), choose_base_port(3)
    plans = iter([taken_base, free_base])
    monkeypatch.setattr(whole_cluster, "choose_base_port", lambda size: next(plans))
    archive_port = int(member_endpoints(taken_base, 0).archive.rsplit(":", 1)[1])
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as squatter:
        squatter.bind(("127.0.0.1", archive_port))
        cluster = WholeCluster(tmp_path / "chosen", seed=1)
        try:
            assert cluster.base_port == free_base
            cluster.elect()
        finally:
            cluster.close()
        with pytest.raises(AgentStartError, match="Address already in use"):
            WholeCluster(tmp_path / "replay", seed=1, base_port=taken_base)


def test_the_checks_catch_a_service_past_commit_and_diverging_services(tmp_path: Path) -> None:
    cluster = WholeCluster(tmp_path, seed=3, real_service=False)  # the scripted service's state is plantable
    try:
        leader = cluster.elect()
        cluster.send(cluster.connect(leader), [b"x"])
        follower = next(i for i in cluster.live() if i != leader)
        cluster.run_until(lambda: cluster.applied(follower) == [b"x"], 1_000 * MS, "the follower to apply it")
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
    # seed 23 restarts the whole cluster; seed 24 crashes the leader under the real client and restarts it
    # (24 % 2 == 0)
    assert campaign(["--seeds", "2", "--start", "23", "--restart-every", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "2 seeds, 0 violations, 0 liveness failures"
    assert out[1].startswith("leader lost to a new leader, simulated ms: p50 ") and "(2 elections)" in out[1]
    assert out[2] == "scenarios: client 1, restart 1"
