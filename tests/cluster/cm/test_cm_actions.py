"""Timers, service messages, admin requests and the control toggle on our consensus module, stepped
deterministically."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from cm_harness import connect_client, is_leading, start_node

from aeronkit.cluster.protocol import ClusterControlToggle, ConsensusModuleState, service_session_id
from aeronkit.cluster.recording_log import RecordingLog
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import LONG_MIN
from aeronkit.counter_types import CounterTypeId


def set_toggle(node: object, toggle: ClusterControlToggle) -> None:
    node.agent.counters.control_toggle.set(int(toggle))  # type: ignore[attr-defined]


def test_timer_fires_once_after_its_deadline_and_a_cancelled_one_never(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        service = node.service
        assert service is not None
        assert client.send(b"timer:7:100") > 0
        assert client.send(b"timer:8:50") > 0
        assert client.send(b"cancel:8") > 0
        scheduler.run_until(lambda: service.applied_kinds().count("message") == 3, what="requests applied")
        scheduled_at = service.applied[-1].timestamp
        scheduler.run_until(lambda: "timer" in service.applied_kinds(), what="timer event")
        timer = next(a for a in service.applied if a.kind == "timer")
        assert struct.unpack("<q", timer.payload)[0] == 7
        assert (
            scheduled_at + 100 <= timer.timestamp <= scheduled_at + 100 + 20
        )  # one 8 ms wheel tick late at most
        scheduler.run(500)
        assert service.applied_kinds().count("timer") == 1
    finally:
        node.close()


def test_service_messages_are_numbered_in_the_service_id_range_and_committed(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        service = node.service
        assert service is not None
        for i in range(3):
            assert client.send(f"svc:{i}".encode()) > 0
        scheduler.run_until(lambda: service.applied_kinds().count("message") == 6, what="service messages")
        from_service = [a for a in service.applied if a.kind == "message" and a.cluster_session_id < 0]
        first_id = service_session_id(0, LONG_MIN) + 1
        assert [a.cluster_session_id for a in from_service] == [first_id, first_id + 1, first_id + 2]
        assert [a.payload for a in from_service] == [b"svc:0", b"svc:1", b"svc:2"]
        scheduler.run(50)
        tracker = node.agent.trackers[0]
        assert tracker.size() == 0 and tracker.log_service_session_id == first_id + 2
    finally:
        node.close()


@pytest.mark.parametrize(
    ("supplier", "code", "message"),
    [
        (
            "",
            codecs.AdminResponseCode.UNAUTHORISED_ACCESS,
            "Execution of the SNAPSHOT request was not authorised",
        ),
        ("ALLOW_ALL", codecs.AdminResponseCode.OK, ""),
    ],
)
def test_admin_snapshot_request_is_authorised_as_aeron_1_51_does(
    tmp_path: Path, supplier: str, code: int, message: str
) -> None:
    node, scheduler, _ = start_node(tmp_path, authorisation_service_supplier=supplier)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        correlation_id = client.admin_snapshot()
        scheduler.run_until(lambda: client.admin_responses, what="admin response")
        response = client.admin_responses[0]
        assert (response["correlation_id"], response["response_code"], response["message"]) == (
            correlation_id,
            code,
            message,
        )
        if code == codecs.AdminResponseCode.OK:
            scheduler.run_until(
                lambda: node.counter(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER) == 1, what="snapshot"
            )
        else:
            scheduler.run(200)
            assert node.counter(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER) == 0
    finally:
        node.close()


def test_snapshot_through_the_toggle_writes_recording_log_entries(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        assert client.send(b"timer:5:100000") > 0
        service = node.service
        assert service is not None
        scheduler.run_until(lambda: "message" in service.applied_kinds(), what="message")
        set_toggle(node, ClusterControlToggle.SNAPSHOT)
        scheduler.run_until(
            lambda: node.counter(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER) == 1, what="snapshot"
        )
        assert node.counter(CounterTypeId.CLUSTER_CONTROL_TOGGLE) == ClusterControlToggle.NEUTRAL
        assert node.counter(CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE) == ConsensusModuleState.ACTIVE
        action = next(a for a in service.applied if a.kind == f"action:{int(codecs.ClusterAction.SNAPSHOT)}")
        with RecordingLog(tmp_path / "cluster") as log:
            snapshots = [e for e in log.entries if e.is_any_snapshot]
        assert [(e.service_id, e.log_position, e.leadership_term_id) for e in snapshots] == [
            (0, action.position, 0),
            (-1, action.position, 0),
        ]
        assert snapshots[0].recording_id == 1000  # the service's snapshot recording, as it acked
        assert service.acks[-1] == (2, action.position, 1000)
        assert client.send(b"after") > 0
        scheduler.run_until(lambda: any(m[2] == b"after" for m in client.messages), what="echo after")
    finally:
        node.close()


def test_failed_service_snapshot_is_not_recorded(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        service = node.service
        assert service is not None
        service.fail_next_snapshot = True
        set_toggle(node, ClusterControlToggle.SNAPSHOT)
        scheduler.run_until(lambda: service.acks[-1][2] == -1, what="failed ack")
        scheduler.run_until(
            lambda: node.counter(CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE) == ConsensusModuleState.ACTIVE,
            what="back to ACTIVE",
        )
        assert node.counter(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER) == 0
        with RecordingLog(tmp_path / "cluster") as log:
            assert not [e for e in log.entries if e.is_any_snapshot]
    finally:
        node.close()


def test_suspend_stops_ingress_until_resume(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        set_toggle(node, ClusterControlToggle.SUSPEND)
        scheduler.run_until(
            lambda: (
                node.counter(CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE) == ConsensusModuleState.SUSPENDED
            ),
            what="suspended",
        )
        assert client.send(b"while suspended") > 0
        scheduler.run(300)
        assert not client.messages
        set_toggle(node, ClusterControlToggle.RESUME)
        scheduler.run_until(lambda: client.messages, what="echo after resume")
        assert node.counter(CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE) == ConsensusModuleState.ACTIVE
        service = node.service
        assert service is not None
        actions = [a.kind for a in service.applied if a.kind.startswith("action")]
        assert actions == [
            f"action:{int(codecs.ClusterAction.SUSPEND)}",
            f"action:{int(codecs.ClusterAction.RESUME)}",
        ]
    finally:
        node.close()


def test_shutdown_snapshots_then_terminates_and_commits_the_term(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        assert client.send(b"before shutdown") > 0
        scheduler.run_until(lambda: client.messages, what="echo")
        set_toggle(node, ClusterControlToggle.SHUTDOWN)
        scheduler.run_until(lambda: node.agent.is_terminated, what="termination")
        service = node.service
        assert service is not None
        assert service.terminated
        action = next(a for a in service.applied if a.kind == f"action:{int(codecs.ClusterAction.SNAPSHOT)}")
        assert service.termination_position == action.position
        assert node.agent.state is ConsensusModuleState.CLOSED
        assert node.agent.termination_reason == "expected termination"
        assert node.counter(CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE) == -1  # freed with its client
        with RecordingLog(tmp_path / "cluster") as log:
            term = log.find_last_term()
            snapshots = [e for e in log.entries if e.is_any_snapshot]
        assert term is not None and term.log_position == action.position
        assert {e.log_position for e in snapshots} == {action.position}
    finally:
        node.close()


def test_abort_terminates_without_a_snapshot(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        set_toggle(node, ClusterControlToggle.ABORT)
        scheduler.run_until(lambda: node.agent.is_terminated, what="termination")
        service = node.service
        assert service is not None and service.terminated and service.termination_position is not None
        assert not [a for a in service.applied if a.kind.startswith("action")]
        with RecordingLog(tmp_path / "cluster") as log:
            assert not [e for e in log.entries if e.is_any_snapshot]
    finally:
        node.close()
