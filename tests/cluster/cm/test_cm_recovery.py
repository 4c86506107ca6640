"""Restart and recovery of our consensus module, stepped deterministically: the module's snapshot loaded by
replay from the archive, the log after it replayed through module and services, the new term continuing
the same log recording, ids and timers carried over."""

from __future__ import annotations

from pathlib import Path

from cm_harness import connect_client, is_leading, restart_module, start_node

from aeronkit.cluster import recovery_state
from aeronkit.cluster.protocol import ClusterControlToggle
from aeronkit.cluster.recording_log import RecordingLog
from aeronkit.codecs import cluster as codecs
from aeronkit.counter_types import CounterTypeId


def test_restart_without_snapshot_replays_the_whole_log(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        for i in range(5):
            assert client.send(f"m{i}".encode()) > 0
        scheduler.run_until(lambda: len(client.messages) == 5, what="echoes")
        assert node.service is not None
        before = [(a.kind, a.cluster_session_id, a.payload) for a in node.service.applied]
        end_position = node.service.applied[-1].position
        restart_module(node, scheduler)
        scheduler.run_until(lambda: is_leading(node), what="leadership after restart")
        service = node.service
        assert service is not None
        replayed = [(a.kind, a.cluster_session_id, a.payload) for a in service.applied]
        assert replayed[: len(before)] == before  # the same history, applied again from position 0
        joins = service.join_logs
        assert [(j["is_startup"], j["role"], j["log_position"]) for j in joins] == [
            (1, 0, 0),  # replay: startup, as a FOLLOWER, from the start
            (1, 2, end_position),  # then leading the new term from where the log ended
        ]
        assert joins[0]["max_log_position"] == end_position
        assert node.counter(CounterTypeId.CLUSTER_LEADERSHIP_TERM_ID) == 1
        with RecordingLog(tmp_path / "cluster") as log:
            terms = [
                (e.leadership_term_id, e.term_base_log_position, e.log_position)
                for e in log.entries
                if e.is_term
            ]
            recording_ids = {e.recording_id for e in log.entries if e.is_term}
        assert terms == [(0, 0, end_position), (1, end_position, -1)]
        assert len(recording_ids) == 1  # one recording holds every term
        second = connect_client(node, scheduler)
        assert second.cluster_session_id == 2
        scheduler.run_until(lambda: "close" in service.applied_kinds(), what="old session closed")
        closes = [a for a in service.applied if a.kind == "close"]
        assert closes[0].cluster_session_id == 1 and closes[0].payload == bytes([codecs.CloseReason.TIMEOUT])
    finally:
        node.close()


def test_restart_loads_the_snapshot_and_replays_only_what_follows_it(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        assert client.send(b"timer:42:3000") > 0
        assert client.send(b"svc:kept") > 0
        for i in range(3):
            assert client.send(f"before {i}".encode()) > 0
        service = node.service
        assert service is not None
        scheduler.run_until(lambda: service.applied_kinds().count("message") == 6, what="applied")
        node.agent.counters.control_toggle.set(int(ClusterControlToggle.SNAPSHOT))
        scheduler.run_until(
            lambda: node.counter(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER) == 1, what="snapshot"
        )
        snapshot_position = next(a for a in service.applied if a.kind.startswith("action")).position
        for i in range(3):
            assert client.send(f"after {i}".encode()) > 0
        scheduler.run_until(lambda: service.applied_kinds().count("message") == 9, what="applied after")
        restart_module(node, scheduler)
        seen: list[recovery_state.RecoveryState] = []

        def recovering() -> bool:
            counter_id = recovery_state.find_counter_id(node.archive_aeron.counters_reader, 0)
            if counter_id >= 0:
                seen.append(recovery_state.read(node.archive_aeron.counters_reader, counter_id))
            return is_leading(node)

        scheduler.run_until(recovering, what="leadership after restart")
        assert seen and seen[0].log_position == snapshot_position and seen[0].leadership_term_id == 0
        assert seen[0].snapshot_recording_ids == (1000,)
        service = node.service
        assert service is not None
        assert service.acks[0][1] == snapshot_position  # the first ack is at the snapshot's position
        replayed = [a.payload for a in service.applied if a.kind == "message"]
        assert replayed == [b"after 0", b"after 1", b"after 2"]
        agent = node.agent
        assert agent.session_manager.next_session_id == 2
        tracker = agent.trackers[0]
        assert tracker.log_service_session_id == tracker.next_service_session_id - 1
        scheduler.run_until(
            lambda: "timer" in service.applied_kinds(), max_rounds=5_000, what="timer restored"
        )
        second = connect_client(node, scheduler)
        assert second.cluster_session_id == 2
        assert second.send(b"new") > 0
        scheduler.run_until(lambda: second.messages, what="echo")
    finally:
        node.close()
