"""ArchiveDirectory: the read-only view of an archive's recordings that the Spark reader starts from.

Synthetic directories (our writers) check states, active recordings, file lists and errors; a directory
written by a real Aeron Java 1.51.0 archive checks every field against what Java's ArchiveTool prints.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from archive_java import JavaArchiveRun, archive_tool, parse_records
from support.recordings import write_payloads

from aeronkit.archive.archive_directory import ArchiveDirectory, RecordingInfo, RecordingNotFoundError
from aeronkit.archive.catalog import Catalog
from aeronkit.archive.segment import index_segment_files, parse_segment_file_name
from aeronkit.codecs.archive import RecordingState
from aeronkit.errors import ClosedError, CorruptFileError
from aeronkit.interop.java import JavaToolchain


def payloads(count: int, length: int) -> list[bytes]:
    return [bytes([i & 0xFF]) * length for i in range(count)]


ACTIVE_WRITTEN_STOP: dict[Path, int] = {}


@pytest.fixture
def archive(tmp_path: Path) -> Path:
    """Five recordings: 0 stopped over many segments, 1 active, 2 invalid, 3 deleted, 4 stopped and empty."""
    with Catalog(tmp_path, create=True) as catalog:
        write_payloads(catalog, tmp_path, payloads(900, 1000), stream_id=10, session_id=-1, initial_term_id=5)
        active = write_payloads(
            catalog,
            tmp_path,
            payloads(70, 3000),
            stream_id=11,
            session_id=2,
            initial_term_id=-9,
            start_position=4096,
            stopped=False,
        )
        write_payloads(catalog, tmp_path, payloads(5, 100), stream_id=12, session_id=3, initial_term_id=0)
        write_payloads(catalog, tmp_path, payloads(5, 100), stream_id=13, session_id=4, initial_term_id=0)
        write_payloads(catalog, tmp_path, [], stream_id=14, session_id=5, initial_term_id=0)
        catalog.change_state(2, RecordingState.INVALID)
        catalog.change_state(3, RecordingState.DELETED)
    ACTIVE_WRITTEN_STOP[tmp_path] = active.stop_position  # where the writer ended recording 1
    return tmp_path


def test_valid_recordings_by_default_every_entry_when_asked(archive: Path) -> None:
    with ArchiveDirectory(archive) as directory:
        valid = directory.recordings()
        every = directory.recordings(include_invalid=True)
    assert [r.recording_id for r in valid] == [0, 1, 4]
    assert [(r.recording_id, r.state) for r in every] == [
        (0, "VALID"),
        (1, "VALID"),
        (2, "INVALID"),
        (3, "DELETED"),
        (4, "VALID"),
    ]


def test_fields_come_from_the_catalog_descriptor(archive: Path) -> None:
    with Catalog(archive) as catalog:
        descriptors = {e.recording_id: e.descriptor for e in catalog.entries()}
    with ArchiveDirectory(archive) as directory:
        for info in directory.recordings(include_invalid=True):
            d = descriptors[info.recording_id]
            assert info.descriptor == d
            assert (info.stream_id, info.session_id, info.initial_term_id) == (
                d.stream_id,
                d.session_id,
                d.initial_term_id,
            )
            assert (info.term_length, info.segment_length, info.channel) == (
                d.term_buffer_length,
                d.segment_file_length,
                d.original_channel,
            )
            assert (info.start_position, info.start_timestamp, info.stop_timestamp) == (
                d.start_position,
                d.start_timestamp,
                d.stop_timestamp,
            )
            if not info.active:
                assert info.stop_position == d.stop_position


def test_active_recording_stop_comes_from_its_segment_files(archive: Path) -> None:
    with ArchiveDirectory(archive) as directory:
        active = directory.recording(1)
        stopped = directory.recording(0)
    assert active.active and active.descriptor.stop_position == -1
    assert active.stop_position == ACTIVE_WRITTEN_STOP[archive]
    assert active.stop_position > 64 * 1024  # past a padded term end
    assert not stopped.active and stopped.stop_position == stopped.descriptor.stop_position > 0


def test_segment_files_are_listed_ascending_by_base_position(archive: Path) -> None:
    with ArchiveDirectory(archive) as directory:
        info: RecordingInfo = directory.recording(0)
    bases = [parse_segment_file_name(n)[1] for n in info.segment_files]  # type: ignore[index]
    assert (
        len(bases) > 10 and bases == sorted(bases) and sorted(info.segment_files) != list(info.segment_files)
    )
    assert bases == list(range(0, info.stop_position, info.segment_length))
    assert all(parse_segment_file_name(n)[0] == 0 for n in info.segment_files)  # type: ignore[index]


def test_unknown_recording_is_a_clear_key_error(archive: Path) -> None:
    with ArchiveDirectory(archive) as directory, pytest.raises(KeyError) as raised:
        directory.recording(42)
    assert isinstance(raised.value, RecordingNotFoundError)
    assert "recording 42" in str(raised.value) and str(archive) in str(raised.value)


def test_reading_never_writes_the_directory(archive: Path) -> None:
    before = {p.name: (p.stat().st_size, p.stat().st_mtime_ns, p.read_bytes()) for p in archive.iterdir()}
    with ArchiveDirectory(archive) as directory:
        directory.recordings(include_invalid=True)
        directory.recording(1)
    after = {p.name: (p.stat().st_size, p.stat().st_mtime_ns, p.read_bytes()) for p in archive.iterdir()}
    assert after == before
    assert "archive-mark.dat" not in after


def test_each_call_sees_a_fresh_catalog(archive: Path) -> None:
    with ArchiveDirectory(archive) as directory:
        assert directory.recording(1).active
        with Catalog(archive, writable=True) as catalog:
            catalog.set_stop_position(1, 4096)
        assert not directory.recording(1).active and directory.recording(1).stop_position == 4096


def test_missing_and_damaged_catalogs_name_the_path(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError) as raised:
        ArchiveDirectory(tmp_path / "absent")
    assert raised.value.filename == str(tmp_path / "absent")
    with pytest.raises(FileNotFoundError) as raised:
        ArchiveDirectory(tmp_path)
    assert raised.value.filename == str(tmp_path / "archive.catalog")
    (tmp_path / "archive.catalog").write_bytes(b"\x01" * 10)
    with pytest.raises(CorruptFileError) as corrupt:
        ArchiveDirectory(tmp_path)
    assert str(tmp_path / "archive.catalog") in str(corrupt.value)
    (tmp_path / "archive.catalog").write_bytes(b"\x00" * 4 + b"\x07" * 60)
    with pytest.raises(CorruptFileError, match="incompatible catalog file version"):
        ArchiveDirectory(tmp_path)


def test_a_stop_position_past_the_segment_files_is_refused_with_the_catalog_offset(archive: Path) -> None:
    """ArchiveTool verify's bound: readers would otherwise plan a slice per segment up to 2^62 (and spin)."""
    with Catalog(archive, writable=True) as catalog:
        offset = catalog.find(0).offset  # type: ignore[union-attr]
        catalog.set_stop_position(0, 1 << 62)
    with ArchiveDirectory(archive) as directory:
        with pytest.raises(CorruptFileError) as raised:
            directory.recordings()
        with pytest.raises(CorruptFileError):
            directory.recording(0)
    error = raised.value
    assert (error.path, error.offset) == (str(archive / "archive.catalog"), offset)
    last = max(parse_segment_file_name(n)[1] for n in index_segment_files(archive)[0])  # type: ignore[index]
    assert str(error) == (
        f"{archive / 'archive.catalog'} at offset {offset}: recording 0 stopPosition={1 << 62} lies past its "
        f"highest segment file 0-{last}.rec, max position={last + 64 * 1024 - 1}"
    )
    assert "\n" not in str(error)
    with Catalog(archive, writable=True) as catalog:
        catalog.set_stop_position(0, last + 64 * 1024 - 32)  # inside the highest file: allowed
    with ArchiveDirectory(archive) as directory:
        assert directory.recording(0).stop_position == last + 64 * 1024 - 32


def test_a_recording_without_segment_files_may_stop_inside_its_first_segment_only(tmp_path: Path) -> None:
    with Catalog(tmp_path, create=True) as catalog:
        write_payloads(catalog, tmp_path, payloads(5, 100), stream_id=10, session_id=1, initial_term_id=0)
        stop = catalog.find(0).descriptor.stop_position  # type: ignore[union-attr]
    for name in os.listdir(tmp_path):
        if name.endswith(".rec"):
            os.unlink(tmp_path / name)
    with ArchiveDirectory(tmp_path) as directory:
        assert directory.recording(0).stop_position == stop  # a missing file: the readers report it
    with Catalog(tmp_path, writable=True) as catalog:
        catalog.set_stop_position(0, 1 << 62)
    with ArchiveDirectory(tmp_path) as directory, pytest.raises(CorruptFileError, match="no segment files"):
        directory.recordings()


def test_checksummed_is_known_from_the_catalog_entry(archive: Path) -> None:
    from aeronkit.archive.checksum import CRC32C
    from aeronkit.archive.tool_commands import checksum_recordings

    with ArchiveDirectory(archive) as directory:
        assert not any(r.checksummed for r in directory.recordings(include_invalid=True))
    checksum_recordings(archive, io.StringIO(), CRC32C, recording_id=4, all_segments=True)
    with ArchiveDirectory(archive) as directory:
        checksummed = {r.recording_id: r.checksummed for r in directory.recordings()}
    assert checksummed == {0: False, 1: False, 4: True}


def test_use_after_close_raises(archive: Path) -> None:
    directory = ArchiveDirectory(archive)
    directory.close()
    with pytest.raises(ClosedError):
        directory.recordings()


@pytest.mark.java
def test_every_field_equals_java_archive_tool_describe_all(
    java: JavaToolchain, java_archive: Path, java_archive_run: JavaArchiveRun
) -> None:
    truncated = java_archive_run.truncated
    assert truncated is not None
    with Catalog(java_archive, writable=True) as catalog:
        catalog.change_state(truncated.recording_id, RecordingState.INVALID)
    described = archive_tool(java, java_archive, "describe-all")
    assert described.returncode == 0, described.stderr
    lines = [line for line in described.stdout.splitlines() if line.startswith("[RecordingDescriptor]")]
    theirs = parse_records("\n".join(lines), "RecordingDescriptor")
    states = [line.rsplit("|", 1)[1] for line in lines]
    assert "INVALID" in states and "VALID" in states
    with ArchiveDirectory(java_archive) as directory:
        mine = directory.recordings(include_invalid=True)
        assert [r.recording_id for r in directory.recordings()] == [
            int(t["recordingId"]) for t, s in zip(theirs, states, strict=True) if s == "VALID"
        ]
    assert [r.state for r in mine] == states
    for info, record in zip(mine, theirs, strict=True):
        assert {
            "recordingId": str(info.recording_id),
            "startTimestamp": str(info.start_timestamp),
            "stopTimestamp": str(info.stop_timestamp),
            "startPosition": str(info.start_position),
            "stopPosition": str(info.stop_position),
            "initialTermId": str(info.initial_term_id),
            "segmentFileLength": str(info.segment_length),
            "termBufferLength": str(info.term_length),
            "mtuLength": str(info.mtu_length),
            "sessionId": str(info.session_id),
            "streamId": str(info.stream_id),
            "strippedChannel": info.stripped_channel,
            "originalChannel": info.channel,
            "sourceIdentity": info.source_identity,
        }.items() <= record.items()
        assert not info.active
        files = sorted(n for n in os.listdir(java_archive) if n.startswith(f"{info.recording_id}-"))
        assert sorted(info.segment_files) == files and files
