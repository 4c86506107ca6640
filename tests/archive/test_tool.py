"""`aeronkit archive-tool` on directories written by our own writers (Java-free; see test_archive_java.py)."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from archive_java import parse_records
from archive_synth import write_archive

from aeronkit.archive.catalog import Catalog
from aeronkit.archive.checksum import CRC32C
from aeronkit.archive.segment import index_segment_files
from aeronkit.cli import build_parser
from aeronkit.cli import main as cli_main
from aeronkit.codecs.archive import RecordingState


def run(archive_dir: Path, *args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    capsys.readouterr()
    rc = cli_main(["archive-tool", str(archive_dir), *args])
    out = capsys.readouterr()
    return rc, out.out, out.err


@pytest.fixture
def archive(tmp_path: Path) -> Path:
    directory = tmp_path / "archive"
    write_archive(directory, [300, 40, 5])
    return directory


def test_describe_count_pid(archive: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _ = run(archive, "describe", capsys=capsys)
    assert rc == 0
    records = parse_records(out, "RecordingDescriptor")
    assert [int(r["recordingId"]) for r in records] == [0, 1, 2]
    assert [r["streamId"] for r in records] == ["1001", "1002", "1003"]
    assert "Catalog capacity in bytes: 1048576" in out
    (mark,) = parse_records(out, "MarkFileHeader")
    assert mark["activityTimestamp"] == "-1" and mark["version"] == "196864"
    rc, out, _ = run(archive, "count-entries", capsys=capsys)
    assert (rc, out) == (0, "3\n")
    rc, out, _ = run(archive, "pid", capsys=capsys)
    assert rc == 0 and int(out) == int(mark["pid"])
    rc, out, _ = run(archive, "describe", "1", capsys=capsys)
    assert rc == 0 and [r["recordingId"] for r in parse_records(out, "RecordingDescriptor")] == ["1"]


def test_state_changes_follow_aeron_rules(archive: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _ = run(archive, "mark-invalid", "1", capsys=capsys)
    assert (rc, out) == (0, "(recordingId=1) changed state to INVALID\n")
    rc, out, _ = run(archive, "mark-invalid", "1", capsys=capsys)
    assert (rc, out) == (0, "")  # already there: nothing to do
    assert run(archive, "count-entries", capsys=capsys)[1] == "2\n"
    rc, out, _ = run(archive, "describe-all", capsys=capsys)
    assert "|INVALID" in out and out.count("|VALID") == 2
    rc, out, _ = run(archive, "mark-valid", "1", capsys=capsys)
    assert (rc, out) == (0, "(recordingId=1) changed state to VALID\n")
    with Catalog(archive, writable=True) as catalog:
        catalog.change_state(2, RecordingState.DELETED)
    rc, _, err = run(archive, "mark-valid", "2", capsys=capsys)
    assert rc == 1 and "state transition DELETED -> VALID is not allowed" in err
    rc, _, err = run(archive, "mark-valid", "99", capsys=capsys)
    assert rc == 1 and "no recording found with recordingId: 99" in err
    rc, out, _ = run(archive, "verify", capsys=capsys)
    assert rc == 0 and "(recordingId=2) skipping: DELETED" in out


def test_verify_repairs_stop_position_and_revalidates(
    archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with Catalog(archive, writable=True) as catalog:
        true_stop = catalog.find(0).descriptor.stop_position
        catalog.set_stop_position(0, -1)  # as after a crash mid-recording
        catalog.invalidate(1)
    rc, out, _ = run(archive, "verify", "-a", capsys=capsys)
    assert rc == 0 and out.splitlines() == [f"(recordingId={i}) OK" for i in range(3)]
    with Catalog(archive) as catalog:
        assert catalog.find(0).descriptor.stop_position == true_stop
        assert catalog.entry_count == 3


def test_verify_flags_bad_positions_and_missing_segments(
    archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with Catalog(archive, writable=True) as catalog:
        catalog.set_start_position(1, 33)
        catalog.set_stop_position(2, 1 << 30)
    rc, out, _ = run(archive, "verify", capsys=capsys)
    assert rc == 1
    assert "(recordingId=1) ERR: Non-aligned startPosition=33" in out
    assert "(recordingId=2) ERR: Invariant violation" in out and "exceed max segment file position" in out
    assert "(recordingId=0) OK" in out
    assert run(archive, "count-entries", capsys=capsys)[1] == "1\n"
    rc, out, _ = run(archive, "verify", "0", capsys=capsys)
    assert (rc, out) == (0, "(recordingId=0) OK\n")
    rc, _, err = run(archive, "verify", "7", capsys=capsys)
    assert rc == 1 and "no recording found with recordingId: 7" in err


def test_checksum_then_verify_with_checksum(archive: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _ = run(archive, "verify", "-a", "--checksum", "crc32c", capsys=capsys)
    assert rc == 1 and out.count("ERR: invalid Catalog checksum") == 3
    rc, _, _ = run(archive, "mark-valid", "0", capsys=capsys)
    for rid in ("0", "1", "2"):
        run(archive, "mark-valid", rid, capsys=capsys)
    rc, out, err = run(archive, "checksum", "crc32c", "-a", capsys=capsys)
    assert rc == 0, err
    rc, out, _ = run(archive, "verify", "-a", "-checksum", "io.aeron.archive.checksum.Crc32c", capsys=capsys)
    assert rc == 0, out
    files = index_segment_files(archive)[0]
    path = archive / files[1]
    data = bytearray(path.read_bytes())
    data[100] ^= 0x20  # a payload byte of the first frame: only the checksum can tell
    path.write_bytes(bytes(data))
    rc, out, _ = run(archive, "verify", "0", "-a", "--checksum", "crc32c", capsys=capsys)
    assert rc == 1 and f"(recordingId=0, file={path}) ERR: checksum failed" in out and "at offset 0" in out


def test_dump_shows_frames(archive: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _ = run(archive, "dump", "2", "--limit", "3", capsys=capsys)
    assert rc == 0
    assert "Recording 2" in out and "Recording 0" not in out
    assert out.count("Frame at position [") == 3 and "bytes remain in recording id 2" in out
    rc, _, err = run(archive, "dump", "--limit", "0", capsys=capsys)
    assert rc == 1 and "Invalid fragmentCountLimit=0" in err


def test_errors_without_a_driver(archive: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _ = run(archive, "errors", capsys=capsys)
    assert rc == 0
    assert out.startswith("Archive error log:") and "0 distinct errors observed." in out
    assert "cannot read the driver's cnc.dat" in out


def test_bad_input_is_an_error_message_not_a_traceback(
    tmp_path: Path, archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rc, _, err = run(tmp_path / "nope", "describe", capsys=capsys)
    assert rc == 1 and "Archive folder not found" in err
    rc, _, err = run(archive, "verify", "--checksum", "md5", capsys=capsys)
    assert rc == 1 and "unknown checksum 'md5'" in err
    rc, _, err = run(archive, "mark-valid", capsys=capsys)
    assert rc == 1 and "invalid arguments for mark-valid" in err
    with open(archive / "archive.catalog", "r+b") as f:
        f.write(struct.pack("<i", 9 << 16))
    rc, _, err = run(archive, "describe", capsys=capsys)
    assert rc == 1 and "incompatible catalog file version 9.0.0" in err and "Traceback" not in err
    (archive / "archive-mark.dat").write_bytes(b"short")
    rc, _, err = run(archive, "pid", capsys=capsys)
    assert rc == 1 and "archive-mark.dat at offset 0" in err


def test_written_with_checksums_verifies_with_checksums(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    directory = tmp_path / "crc"
    write_archive(directory, [120], checksum=CRC32C)
    rc, out, _ = run(directory, "verify", "-a", "--checksum", "crc32c", capsys=capsys)
    assert (rc, out) == (0, "(recordingId=0) OK\n")


def test_help_lists_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["archive-tool", "--help"])
    text = capsys.readouterr().out
    for command in ("describe", "dump", "errors", "pid", "verify", "checksum", "count-entries", "mark-valid"):
        assert command in text


def test_verify_keeps_a_compacted_catalog_at_its_size(
    archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with Catalog(archive) as catalog:
        used = catalog.next_entry_offset
    path = archive / "archive.catalog"
    with open(path, "r+b") as f:
        f.truncate(used)  # what ArchiveTool compact leaves: no free space after the last entry
    rc, out, _ = run(archive, "verify", capsys=capsys)
    assert rc == 0 and out.count(") OK") == 3
    assert path.stat().st_size == used
    rc, out, _ = run(archive, "describe", capsys=capsys)
    assert f"Catalog capacity in bytes: {used}" in out and len(parse_records(out, "RecordingDescriptor")) == 3


def test_verify_rejects_a_zero_byte_segment_file(archive: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Java's verify reads one frame header before anything else, so an empty last segment fails there."""
    highest = index_segment_files(archive)[0][-1]
    (archive / highest).write_bytes(b"")
    rc, out, _ = run(archive, "verify", capsys=capsys)
    assert rc == 1
    assert out.splitlines() == [
        f"(recordingId=0, file={archive / highest}) ERR: failed to read fragment header at offset 0",
        "(recordingId=1) OK",
        "(recordingId=2) OK",
    ]
    assert run(archive, "count-entries", capsys=capsys)[1] == "2\n"  # recording 0 is INVALID now


def test_verify_checksum_says_when_a_recording_has_no_checksums(
    archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rc, out, _ = run(archive, "verify", "1", "--checksum", "crc32c", capsys=capsys)
    assert rc == 1
    (line,) = out.splitlines()
    assert line.startswith("(recordingId=1) ERR: invalid Catalog checksum: expected=")
    assert line.endswith(
        ", actual=0; its catalog entry holds no checksum: written without checksums, so the recording is "
        "now INVALID; store them with 'checksum crc32c 1 -a', then verify again"
    )
    # following the advice makes the recording VALID again
    assert run(archive, "checksum", "crc32c", "1", "-a", capsys=capsys)[0] == 0
    assert run(archive, "verify", "1", "-a", "--checksum", "crc32c", capsys=capsys)[:2] == (
        0,
        "(recordingId=1) OK\n",
    )
    assert run(archive, "count-entries", capsys=capsys)[1] == "3\n"
    # checksums stored in the last segment only: the first one still holds the session id in their place
    assert run(archive, "checksum", "crc32c", "0", capsys=capsys)[0] == 0
    rc, out, _ = run(archive, "verify", "0", "-a", "--checksum", "crc32c", capsys=capsys)
    first = archive / index_segment_files(archive)[0][0]
    assert rc == 1 and out.startswith(f"(recordingId=0, file={first}) ERR: checksum failed recorded=-77 (")
    assert "; the frame holds the sessionId, not a checksum: written without checksums" in out
    # damage is not mistaken for a missing checksum
    assert run(archive, "checksum", "crc32c", "0", "-a", capsys=capsys)[0] == 0
    data = bytearray(first.read_bytes())
    data[100] ^= 0x01
    first.write_bytes(bytes(data))
    rc, out, _ = run(archive, "verify", "0", "-a", "--checksum", "crc32c", capsys=capsys)
    assert rc == 1 and "checksum failed" in out and "without checksums" not in out
