"""Which standby snapshot set a starting member fetches (StandbySnapshotReplicator.computeSnapshotsToReplicate
and RecordingLog.latestStandbySnapshots at Aeron 1.51.0), on recording.log files built with our writer, and
when an accepted notification is recorded (SessionManager.processPendingStandbySnapshotNotifications)."""

from __future__ import annotations

from pathlib import Path

from aeronkit.cluster.recording_log import RecordingLog
from aeronkit.cluster.standby_snapshots import (
    StandbySnapshotEntry,
    StandbySnapshotNotifications,
    latest_standby_snapshots,
    snapshots_to_replicate,
)

SERVICE_COUNT = 1


def standby_set(log: RecordingLog, first_recording_id: int, position: int, endpoint: str,
                services: tuple[int, ...] = (0, -1)) -> None:
    """A standby snapshot set as the StandbySnapshot message lists it: services first, the module last."""
    for offset, service_id in enumerate(services):
        log.append_standby_snapshot(first_recording_id + offset, 1, 0, position, 7, service_id, endpoint)


def local_snapshot(log: RecordingLog, first_recording_id: int, position: int) -> None:
    log.append_snapshot(first_recording_id, 1, 0, position, 5, 0)
    log.append_snapshot(first_recording_id + 1, 1, 0, position, 5, -1)


def summary(log: RecordingLog) -> list[tuple[str, int, list[tuple[int, int]]]]:
    return [(source.endpoint, source.log_position, [(e.recording_id, e.service_id) for e in source.entries])
            for source in snapshots_to_replicate(log, SERVICE_COUNT)]


def test_each_endpoint_offers_its_highest_complete_set(tmp_path: Path) -> None:
    with RecordingLog(tmp_path, create=True) as log:
        log.append_term(0, 1, 0, 1)
        standby_set(log, 10, 1024, "a:1")
        standby_set(log, 20, 4096, "a:1", services=(0,))  # incomplete: the module's entry never came
        standby_set(log, 30, 2048, "b:1")
        latest = latest_standby_snapshots(log, SERVICE_COUNT)
        assert {endpoint: [e.recording_id for e in entries] for endpoint, entries in latest.items()} == {
            "a:1": [11, 10], "b:1": [31, 30]}
        assert summary(log) == [("b:1", 2048, [(31, -1), (30, 0)]), ("a:1", 1024, [(11, -1), (10, 0)])]


def test_equal_positions_are_tried_in_endpoint_order(tmp_path: Path) -> None:
    with RecordingLog(tmp_path, create=True) as log:
        standby_set(log, 10, 1024, "z:1")
        standby_set(log, 20, 1024, "b:2")
        assert [source.endpoint for source in snapshots_to_replicate(log, SERVICE_COUNT)] == ["b:2", "z:1"]


def test_sets_no_newer_than_the_local_snapshot_are_not_fetched(tmp_path: Path) -> None:
    with RecordingLog(tmp_path, create=True) as log:
        log.append_term(0, 1, 0, 1)
        standby_set(log, 10, 1024, "a:1")
        standby_set(log, 20, 3072, "b:1")
        local_snapshot(log, 1, 2048)
        assert summary(log) == [("b:1", 3072, [(21, -1), (20, 0)])]
        local_snapshot(log, 3, 3072)
        assert snapshots_to_replicate(log, SERVICE_COUNT) == []


def test_invalidated_entries_do_not_count_towards_a_set(tmp_path: Path) -> None:
    with RecordingLog(tmp_path, create=True) as log:
        standby_set(log, 10, 1024, "a:1")
        standby_set(log, 20, 2048, "a:1")
        (index,) = [i for i, e in enumerate(log.entries) if e.recording_id == 21]
        log.invalidate_entry(index)
        assert summary(log) == [("a:1", 1024, [(11, -1), (10, 0)])]


def notification(position: int, endpoint: str = "a:1") -> list[StandbySnapshotEntry]:
    return [StandbySnapshotEntry(10, 1, 0, position, 7, 0, endpoint),
            StandbySnapshotEntry(11, 1, 0, position, 7, -1, endpoint)]


def test_a_notification_waits_for_the_commit_position_then_the_delay(tmp_path: Path) -> None:
    recorded: list[int] = []
    with RecordingLog(tmp_path, create=True) as log:
        notifications = StandbySnapshotNotifications(log, 50, lambda: recorded.append(1), lambda _: None)
        notifications.add(notification(2048))
        notifications.add(notification(1024, "b:1"))
        assert notifications.poll(commit_position=1024, now_ns=0) == 1  # only the one at 1024 is committed
        assert notifications.poll(commit_position=1024, now_ns=49) == 0 and log.entries == []
        assert notifications.poll(commit_position=1024, now_ns=50) == 1
        assert [(e.type_name, e.log_position, e.archive_endpoint) for e in log.entries] == [
            ("STANDBY_SNAPSHOT", 1024, "b:1")] * 2
        assert notifications.poll(commit_position=4096, now_ns=60) == 1
        assert notifications.poll(commit_position=4096, now_ns=110) == 1
        assert len(log.entries) == 4 and recorded == [1, 1]
        assert summary(log) == [("a:1", 2048, [(11, -1), (10, 0)]), ("b:1", 1024, [(11, -1), (10, 0)])]


def test_without_a_delay_a_committed_notification_is_recorded_at_once(tmp_path: Path) -> None:
    with RecordingLog(tmp_path, create=True) as log:
        notifications = StandbySnapshotNotifications(log, 0, lambda: None, lambda _: None)
        notifications.add(notification(64))
        notifications.add([])
        assert notifications.poll(commit_position=64, now_ns=0) == 2
        assert [e.recording_id for e in log.entries] == [10, 11]
