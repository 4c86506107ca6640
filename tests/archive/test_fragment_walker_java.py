"""The fragment walker and ArchiveDirectory on recordings a real Aeron Java 1.51.0 archive wrote.

The stopped archive (CRC-32C record checksums, a recording that joined a live stream mid-term, a truncated
second recording) comes from the session fixture in conftest.py; the live case starts its own
ArchivingMediaDriver and reads the directory while that archive still holds an active recording.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from archive_java import JavaArchiveRun, recorder_command, running_java_archive
from support.processes import read_until, stop
from test_fragment_walker import expected_term_id, walk_all

from aeronkit import testpattern
from aeronkit.archive.archive_directory import ArchiveDirectory
from aeronkit.archive.recording_reader import RecordingReader
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java


def test_walker_yields_exactly_the_java_recorded_pattern(
    java_archive: Path, java_archive_run: JavaArchiveRun
) -> None:
    truncated = java_archive_run.truncated
    assert truncated is not None
    expected = {**java_archive_run.recordings, truncated.recording_id: truncated}
    with ArchiveDirectory(java_archive) as directory:
        infos = directory.recordings()
    assert {i.recording_id for i in infos} == expected.keys()
    for info in infos:
        want = expected[info.recording_id]
        assert info.checksummed  # recorded with aeron.archive.record.checksum: sessionId holds each CRC
        for max_slice_bytes in (None, 3 * 64 * 1024 + 1):
            walked = walk_all(java_archive, info, max_slice_bytes=max_slice_bytes, max_messages=100)
            assert walked.malformed == []
            indices = [testpattern.check(m) for m in walked.payloads]
            # the archive joins the live stream a few messages before the recorder's "first" (see the reader
            # test in test_archive_java.py): from there on every message, once, in order
            assert indices[0] <= want.first
            assert indices == list(range(indices[0], want.first + want.messages))
            assert sum(len(m) for m in walked.payloads[want.first - indices[0] :]) == want.bytes
            assert walked.positions[0] == info.start_position
            assert all(
                row[1] == expected_term_id(info.initial_term_id, row[0], info.term_length)
                and row[2] == row[0] % info.term_length
                and row[3] == info.session_id
                and row[4] == info.stream_id
                for row in walked.rows
            )
        reader = RecordingReader.for_descriptor(java_archive, info.descriptor)
        assert list(reader.messages()) == walk_all(java_archive, info).payloads


def test_live_java_archive_with_an_active_recording(java: JavaToolchain, tmp_path: Path) -> None:
    """ArchiveDirectory and the walker on a directory a running Java archive is recording into."""
    with running_java_archive(java, tmp_path / "live") as (_driver, props):
        archive_dir = tmp_path / "live" / "archive"
        recorder = subprocess.Popen(
            recorder_command(java, props, messages=300, hold=True),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        try:
            lines = [line for line in read_until(recorder, "holding", 90) if line.startswith("holding")]
            fields = dict(part.split("=") for part in lines[-1].split()[1:])
            with ArchiveDirectory(archive_dir) as directory:
                (info,) = directory.recordings()
            assert info.active and info.descriptor.stop_position == -1
            assert info.stop_position == int(fields["stop"])
            walked = walk_all(archive_dir, info, max_slice_bytes=64 * 1024)
            assert walked.malformed == []
            assert [testpattern.check(m) for m in walked.payloads] == list(range(int(fields["messages"])))
        finally:
            recorder.kill()  # the recording stays active until the archive goes away with it
            stop(recorder, 15)
