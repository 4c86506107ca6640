"""A crash at every step of the snapshot protocol, stepped deterministically.

The steps (ConsensusModuleAgent at 1.51.0): the leader appends ClusterActionRequest(SNAPSHOT) and enters
SNAPSHOT; the service applies it, takes its snapshot and acks with the snapshot's recording id; the module,
once every service acked at that position, records its own snapshot in the archive, then appends the
SNAPSHOT entries (services', then its own) to recording.log and returns to ACTIVE. The module and service
are crashed (not stepped again, nothing closed: the driver times their clients out) right after each step,
then restarted on the same directories. Wherever the crash falls, the restarted node ends with exactly one
valid snapshot of that action position in recording.log -- retaken on replay when recording.log did not
have it yet (Aeron replays a SNAPSHOT action into the SNAPSHOT state and the services snapshot again),
loaded when it did -- the history is applied again in the same order, session ids continue, and a later
snapshot completes (the ack sequence is intact).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from cm_harness import Node, Scheduler, connect_client, crash_and_restart_module, is_leading, start_node

from aeronkit.cluster import recovery_state
from aeronkit.cluster.protocol import ClusterControlToggle, ConsensusModuleState
from aeronkit.cluster.recording_log import RecordingLog
from aeronkit.codecs import cluster as codecs
from aeronkit.counter_types import CounterTypeId

SNAPSHOT_ACTION = f"action:{int(codecs.ClusterAction.SNAPSHOT)}"
SERVICE_SNAPSHOT_ID = 1000
"""The recording id the scripted service acks its first snapshot with."""


def action_appended(node: Node) -> bool:
    service = node.service
    assert service is not None
    in_snapshot = node.counter(CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE) == ConsensusModuleState.SNAPSHOT
    return in_snapshot and SNAPSHOT_ACTION not in service.applied_kinds()


def service_acked(node: Node) -> bool:
    service = node.service
    assert service is not None
    return any(relevant_id == SERVICE_SNAPSHOT_ID for _, _, relevant_id in service.acks)


def module_recording(node: Node) -> bool:
    """The archive has the module's snapshot recording (after the log's), recording.log no entry yet."""
    started = len(node.archive.catalog.list()) >= 2
    return started and node.counter(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER) == 0


def snapshot_complete(node: Node) -> bool:
    return node.counter(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER) == 1


CRASH_POINTS: dict[str, tuple[Callable[[Node], bool], str]] = {
    "action_appended": (action_appended, "consensus-module"),
    "service_acked": (service_acked, "service"),
    "module_recording": (module_recording, "archive"),
    "snapshot_complete": (snapshot_complete, "consensus-module"),
}
"""Each crash point: its condition, and the agent whose step reaches it (the crash follows that step)."""


def snapshot_entries(cluster_dir: Path) -> list[tuple[int, int]]:
    with RecordingLog(cluster_dir) as log:
        return [(e.service_id, e.log_position) for e in log.entries if e.is_any_snapshot and e.is_valid]


def snapshot_once(node: Node, scheduler: Scheduler) -> None:
    before = node.counter(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER)
    node.agent.counters.control_toggle.set(int(ClusterControlToggle.SNAPSHOT))
    scheduler.run_until(
        lambda: node.counter(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER) == before + 1, what="snapshot"
    )


@pytest.mark.parametrize("crash_point", list(CRASH_POINTS))
def test_crash_at_each_step_of_the_snapshot_protocol(tmp_path: Path, crash_point: str) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        for i in range(3):
            assert client.send(f"m{i}".encode()) > 0
        service = node.service
        assert service is not None
        scheduler.run_until(lambda: len(client.messages) == 3, what="echoes")
        history = [(a.kind, a.cluster_session_id, a.payload) for a in service.applied]

        node.agent.counters.control_toggle.set(int(ClusterControlToggle.SNAPSHOT))
        reached, stepped = CRASH_POINTS[crash_point]
        assert scheduler.step_until(lambda: reached(node), what=crash_point) == stepped
        completed = crash_point == "snapshot_complete"
        assert bool(snapshot_entries(tmp_path / "cluster")) is completed
        crash_and_restart_module(node, scheduler)

        plan: list[recovery_state.RecoveryState] = []

        def recovered() -> bool:
            counter_id = recovery_state.find_counter_id(node.archive_aeron.counters_reader, 0)
            if counter_id >= 0 and not plan:
                plan.append(recovery_state.read(node.archive_aeron.counters_reader, counter_id))
            return is_leading(node)

        scheduler.run_until(recovered, what="leadership after the crash")
        service = node.service
        assert service is not None
        action = [a for a in service.applied if a.kind == SNAPSHOT_ACTION]
        if completed:
            # the snapshot was loaded: replay starts after the action, which is not applied again
            assert plan[0].snapshot_recording_ids == (SERVICE_SNAPSHOT_ID,) and not action
            action_position = plan[0].log_position
        else:
            # no snapshot yet: the whole log is replayed, the action included, and the snapshot retaken
            assert plan[0].log_position == 0 and len(action) == 1
            replayed = [(a.kind, a.cluster_session_id, a.payload) for a in service.applied]
            assert replayed[: len(history)] == history
            action_position = action[0].position
            assert any(position == action_position for _, position, _ in service.acks[1:])
        assert snapshot_entries(tmp_path / "cluster") == [(0, action_position), (-1, action_position)]
        assert node.counter(CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE) == ConsensusModuleState.ACTIVE

        second = connect_client(node, scheduler)
        assert second.cluster_session_id == 2
        assert second.send(b"after") > 0
        scheduler.run_until(lambda: second.messages, what="echo after the crash")
        snapshot_once(node, scheduler)
        assert len(snapshot_entries(tmp_path / "cluster")) == 4
        assert node.errors == []
    finally:
        node.close()
