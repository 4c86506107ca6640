"""The wait the Java-peer tests put before reading recording.log after a snapshot
(support.java_cluster.await_snapshot_entries): it must hold off until the consensus module's own SNAPSHOT
entry is in the file -- not on a service's entry, a missing file or an entry still being written -- and
name the file when the deadline passes."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from support.java_cluster import await_snapshot_entries, module_snapshot_entries

from aeronkit.cluster.recording_log import CONSENSUS_MODULE_SERVICE_ID, RECORDING_LOG_FILE_NAME, RecordingLog


def test_only_the_modules_valid_entry_counts(tmp_path: Path) -> None:
    assert module_snapshot_entries(tmp_path) == []  # no recording.log yet
    with RecordingLog(tmp_path, create=True) as log:
        log.append_term(7, 0, 0, 1_000)
        log.append_snapshot(8, 0, 0, 640, 1_001, 0)  # the service's entry comes first
    assert module_snapshot_entries(tmp_path) == []
    with pytest.raises(AssertionError, match=RECORDING_LOG_FILE_NAME):
        await_snapshot_entries(tmp_path, timeout_s=0.2)
    with RecordingLog(tmp_path) as log:
        log.append_snapshot(9, 0, 0, 640, 1_002, CONSENSUS_MODULE_SERVICE_ID)
    (entry,) = await_snapshot_entries(tmp_path, timeout_s=5)
    assert (entry.recording_id, entry.log_position) == (9, 640)
    with RecordingLog(tmp_path) as log:
        assert log.invalidate_latest_snapshot()
    assert module_snapshot_entries(tmp_path) == [], "an invalidated snapshot is not the one awaited"


def test_a_partly_written_entry_is_waited_out(tmp_path: Path) -> None:
    with RecordingLog(tmp_path, create=True) as log:
        log.append_term(7, 0, 0, 1_000)
        log.append_snapshot(9, 0, 0, 640, 1_002, CONSENSUS_MODULE_SERVICE_ID)
    path = tmp_path / RECORDING_LOG_FILE_NAME
    whole = path.read_bytes()
    path.write_bytes(whole[:-20])  # the module's entry cut short, as a reader may see it mid-write
    assert module_snapshot_entries(tmp_path) == []
    writer = threading.Timer(0.1, path.write_bytes, args=(whole,))
    writer.start()
    try:
        assert len(await_snapshot_entries(tmp_path, timeout_s=10)) == 1
    finally:
        writer.join()
