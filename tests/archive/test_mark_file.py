"""archive-mark.dat: layout, readiness, the live-archive guard, legacy files and the error log."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import pytest

from aeronkit.archive import mark_file
from aeronkit.archive.mark_file import (
    ACTIVATION_IN_PROGRESS_TIMESTAMP,
    FILENAME,
    LINK_FILENAME,
    SEMANTIC_VERSION,
    ArchiveMarkFile,
)
from aeronkit.codecs import archive_mark as codecs
from aeronkit.concurrent.error_log import DistinctErrorLog
from aeronkit.errors import ConfigurationError, CorruptFileError

NOW = 1_800_000_000_000


def create(directory: Path, now: int = NOW, **kw: object) -> ArchiveMarkFile:
    return ArchiveMarkFile.create(
        directory,
        control_channel="aeron:udp?endpoint=127.0.0.1:8010",
        events_channel="aeron:udp?endpoint=127.0.0.1:8030",
        aeron_directory="/dev/shm/aeron-test",
        epoch_clock=lambda: now,
        **kw,
    )  # type: ignore[arg-type]


def test_layout_matches_aeron(tmp_path: Path) -> None:
    mark = create(tmp_path, archive_id=42, file_page_size=8192)
    mark.signal_ready(NOW + 5)
    mark.close()
    raw = (tmp_path / FILENAME).read_bytes()
    assert len(raw) == (8192 + 1024 * 1024 + 8191) // 8192 * 8192
    header = codecs.MessageHeaderDecoder().wrap(raw, 0)
    assert (header.block_length, header.template_id, header.schema_id, header.version) == (128, 200, 100, 2)
    version, activity, start, pid = struct.unpack_from("<i4xqqq", raw, 8)
    assert (version, activity, start, pid) == (SEMANTIC_VERSION, NOW + 5, NOW, os.getpid())
    with ArchiveMarkFile.open(tmp_path) as reopened:
        h = reopened.header()
        assert (h.header_length, h.error_buffer_length, h.archive_id) == (8192, 1024 * 1024, 42)
        assert (h.control_stream_id, h.local_control_stream_id, h.events_stream_id) == (10, 10, 30)
        assert h.control_channel == "aeron:udp?endpoint=127.0.0.1:8010"
        assert h.local_control_channel == "aeron:ipc?term-length=64k"
        assert h.events_channel == "aeron:udp?endpoint=127.0.0.1:8030"
        assert h.aeron_directory == "/dev/shm/aeron-test"
        assert "|archiveId=42|" in h.to_java_string()


def test_not_ready_until_signalled(tmp_path: Path) -> None:
    mark = create(tmp_path)
    try:
        assert mark.activity_timestamp == ACTIVATION_IN_PROGRESS_TIMESTAMP
        with pytest.raises(CorruptFileError, match="not initialised"):
            ArchiveMarkFile.open(tmp_path)
        mark.signal_ready(NOW)
        with ArchiveMarkFile.open(tmp_path) as reader:
            assert reader.is_active(NOW + 10_000) and not reader.is_active(NOW + 10_001)
    finally:
        mark.close()


def test_live_archive_is_refused_and_stale_one_taken_over(tmp_path: Path) -> None:
    first = create(tmp_path)
    first.signal_ready(NOW)
    first.update_activity_timestamp(NOW + 3_000)
    with pytest.raises(ConfigurationError, match="active mark file detected"):
        create(tmp_path, now=NOW + 12_999)
    first.close()
    second = create(tmp_path, now=NOW + 13_000)  # 10 s without activity: the first archive is dead
    try:
        assert second.version == 0 and second.activity_timestamp == ACTIVATION_IN_PROGRESS_TIMESTAMP
        with pytest.raises(ConfigurationError, match="active mark file detected"):
            create(tmp_path, now=NOW + 60_000)  # activation in progress counts as live
        second.signal_terminated()
        assert second.activity_timestamp == -1
    finally:
        second.close()
    create(tmp_path, now=NOW).close()  # after an orderly shutdown a new archive may start at once


def test_foreign_major_version_is_refused(tmp_path: Path) -> None:
    mark = create(tmp_path)
    mark.close()
    path = tmp_path / FILENAME
    raw = bytearray(path.read_bytes())
    struct.pack_into("<i", raw, 8, 2 << 16)
    struct.pack_into("<q", raw, 16, 1)
    path.write_bytes(bytes(raw))
    with pytest.raises(CorruptFileError, match="major version 2 does not match software: 3"):
        ArchiveMarkFile.open(tmp_path)
    with pytest.raises(ConfigurationError, match="major version 2"):
        create(tmp_path)


def test_legacy_file_without_message_header(tmp_path: Path) -> None:
    raw = bytearray(8192 + 4096)
    enc = codecs.MarkFileHeaderEncoder().wrap(raw, 0)
    enc.version = SEMANTIC_VERSION
    enc.activity_timestamp = NOW
    enc.start_timestamp = NOW - 1
    enc.pid = 4242
    enc.header_length = 8192
    enc.error_buffer_length = 4096
    for put in (enc.put_control_channel, enc.put_local_control_channel, enc.put_events_channel):
        put("")
    enc.put_aeron_directory("/legacy")
    (tmp_path / FILENAME).write_bytes(bytes(raw))
    with ArchiveMarkFile.open(tmp_path) as mark:
        assert mark.header_offset == 0
        assert mark.header().pid == 4242 and mark.header().aeron_directory == "/legacy"


def test_link_file_points_at_the_mark_file_directory(tmp_path: Path) -> None:
    elsewhere = tmp_path / "marks"
    mark = create(elsewhere)
    mark.signal_terminated()
    mark.close()
    archive_dir = tmp_path / "archive"
    archive_dir.mkdir()
    (archive_dir / LINK_FILENAME).write_text(str(elsewhere) + "\n")
    assert mark_file.resolve_mark_file_dir(archive_dir) == elsewhere
    with ArchiveMarkFile.open(archive_dir) as reader:
        assert reader.path == elsewhere / FILENAME


def test_error_log_is_read_back(tmp_path: Path) -> None:
    mark = create(tmp_path)
    mark.signal_ready(NOW)
    buffer = mark.error_buffer()
    log = DistinctErrorLog(buffer, epoch_clock=lambda: NOW)
    assert log.record("java.io.IOException: disk full")
    assert log.record("java.io.IOException: disk full")
    buffer.close()
    mark.close()
    with ArchiveMarkFile.open(tmp_path) as reader:
        (observation,) = reader.errors()
        assert observation.observation_count == 2 and "disk full" in observation.encoded_error


def test_settings_are_validated(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="headerLengthCapacity=8192"):
        create(tmp_path, local_control_channel="x" * 9000)
    with pytest.raises(ConfigurationError, match=r"aeron\.archive\.error\.buffer\.length=4096"):
        create(tmp_path, error_buffer_length=4096)
    with pytest.raises(ConfigurationError, match=r"aeron\.file\.page\.size=1000"):
        create(tmp_path, file_page_size=1000)


def test_damaged_or_short_files(tmp_path: Path) -> None:
    with pytest.raises(CorruptFileError, match="mark file not found"):
        ArchiveMarkFile.open(tmp_path)
    (tmp_path / FILENAME).write_bytes(b"\0" * 40)
    with pytest.raises(CorruptFileError, match="too short"):
        ArchiveMarkFile.open(tmp_path)
    mark = create(tmp_path)  # a torn, never-ready file holds no live archive
    mark.signal_ready(NOW)
    mark.close()
    path = tmp_path / FILENAME
    raw = bytearray(path.read_bytes())
    struct.pack_into("<I", raw, 8 + 128, 100_000)  # controlChannel length far past the header
    path.write_bytes(bytes(raw))
    with pytest.raises(CorruptFileError, match=r"does not decode|runs past"):
        ArchiveMarkFile.open(tmp_path)


def test_previous_archive_errors_are_saved_before_reuse(tmp_path: Path) -> None:
    first = create(tmp_path)
    first.signal_ready(NOW)
    buffer = first.error_buffer()
    DistinctErrorLog(buffer, epoch_clock=lambda: NOW).record("java.lang.IllegalStateException: boom")
    buffer.close()
    first.signal_terminated()
    first.close()
    second = create(tmp_path, now=NOW + 1)
    try:
        saved = second.saved_errors_path
        assert saved is not None and saved.parent == tmp_path
        assert saved.name.startswith("archive-") and saved.name.endswith("-error.log")
        text = saved.read_text()
        assert "1 observations from" in text and "boom" in text and "1 distinct errors observed." in text
        second.signal_ready(NOW + 1)
        assert second.errors() == []  # the new archive starts with an empty log
        second.signal_terminated()
    finally:
        second.close()
    third = create(tmp_path, now=NOW + 2)  # nothing logged: nothing saved
    assert third.saved_errors_path is None
    third.close()
