"""Directory compatibility with Aeron Java 1.51.0 archives, in both directions.

Java -> aeronkit: a real ArchivingMediaDriver records the standard test pattern (64 KiB terms and
segments, messages up to 8 KiB, CRC-32C record checksums) plus a truncated second recording; our
archive-tool must print what Java's ArchiveTool prints and our reader must get every message back.
aeronkit -> Java: a directory written only by our writers must pass Java's ArchiveTool verify/describe.
Faults: flipped frame bytes and a bad catalog entry length are reported with file and offset; live
mark files keep a second archive out, ours against Java's and Java's against ours.
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
from pathlib import Path

import pytest
from archive_java import (
    JavaArchiveRun,
    archive_properties,
    archive_tool,
    free_port,
    kill_java_archive_mid_recording,
    parse_records,
    stop_process,
)
from archive_synth import pattern_length, write_archive
from support.wait import wait_until

from aeronkit import testpattern
from aeronkit.archive.catalog import Catalog
from aeronkit.archive.checksum import CRC32C
from aeronkit.archive.mark_file import SEMANTIC_VERSION, ArchiveMarkFile, _epoch_ms
from aeronkit.archive.recording_reader import RecordingReader
from aeronkit.archive.segment import index_segment_files, segment_file_base_position, segment_file_name
from aeronkit.cli import main as cli_main
from aeronkit.errors import CorruptFileError
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java


def ours(archive_dir: Path, *args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run ``aeronkit archive-tool DIR ARGS`` through the real command line entry point."""
    capsys.readouterr()
    rc = cli_main(["archive-tool", str(archive_dir), *args])
    captured = capsys.readouterr()
    return rc, captured.out, captured.err


def test_our_guard_refuses_a_live_java_archive(java_archive_run: JavaArchiveRun) -> None:
    assert "active mark file detected" in java_archive_run.guard_refusal
    assert str(java_archive_run.archive_dir) in java_archive_run.guard_refusal


def test_java_mark_file_reads_as_terminated_archive(java_archive_run: JavaArchiveRun) -> None:
    with ArchiveMarkFile.open(java_archive_run.archive_dir) as mark:
        header = mark.header()
        assert header.version == SEMANTIC_VERSION
        assert header.activity_timestamp == -1  # orderly shutdown after SIGTERM
        assert header.pid == java_archive_run.pid
        assert header.aeron_directory == str(java_archive_run.root / "aeron")
        assert not mark.is_active()


def test_describe_count_and_pid_agree_with_java(
    java: JavaToolchain,
    java_archive: Path,
    java_archive_run: JavaArchiveRun,
    capsys: pytest.CaptureFixture[str],
) -> None:
    java_describe = archive_tool(java, java_archive, "describe")
    assert java_describe.returncode == 0, java_describe.stderr
    rc, out, _ = ours(java_archive, "describe", capsys=capsys)
    assert rc == 0
    theirs = parse_records(java_describe.stdout, "RecordingDescriptor")
    mine = parse_records(out, "RecordingDescriptor")
    assert mine == theirs
    assert {int(r["recordingId"]) for r in mine} == {
        *java_archive_run.recordings,
        java_archive_run.truncated.recording_id,
    }
    for record in mine:
        rid = int(record["recordingId"])
        expected = java_archive_run.recordings.get(rid) or java_archive_run.truncated
        assert int(record["stopPosition"]) == expected.stop_position
        assert int(record["startPosition"]) == expected.start_position
        assert int(record["segmentFileLength"]) == 65536
        assert int(record["termBufferLength"]) == 65536
        assert record["originalChannel"] == "aeron:ipc?term-length=64k"
    assert parse_records(out, "MarkFileHeader") == parse_records(java_describe.stdout, "MarkFileHeader")

    rc, out, _ = ours(java_archive, "describe", "1", capsys=capsys)
    java_one = archive_tool(java, java_archive, "describe", "1")
    assert rc == 0 and parse_records(out, "RecordingDescriptor") == parse_records(
        java_one.stdout, "RecordingDescriptor"
    )

    java_count = archive_tool(java, java_archive, "count-entries")
    rc, out, _ = ours(java_archive, "count-entries", capsys=capsys)
    assert rc == 0 and out.strip() == java_count.stdout.strip().splitlines()[-1] == "2"

    java_pid = archive_tool(java, java_archive, "pid")
    rc, out, _ = ours(java_archive, "pid", capsys=capsys)
    assert rc == 0 and int(out) == int(java_pid.stdout.strip().splitlines()[-1]) == java_archive_run.pid


def test_verify_agrees_with_java_including_record_checksums(
    java: JavaToolchain, java_archive: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    java_copy = tmp_path / "java-copy"
    shutil.copytree(java_archive, java_copy)
    java_verify = archive_tool(
        java, java_copy, "verify", "-a", "-checksum", "io.aeron.archive.checksum.Crc32c"
    )
    assert java_verify.returncode == 0, java_verify.stdout + java_verify.stderr
    rc, out, err = ours(java_archive, "verify", "-a", "--checksum", "crc32c", capsys=capsys)
    assert rc == 0, out + err
    assert sorted(out.splitlines()) == sorted(
        line for line in java_verify.stdout.splitlines() if line.startswith("(recordingId=")
    )
    # the wrong algorithm fails on every recording
    rc, out, _ = ours(java_archive, "verify", "-a", "--checksum", "crc32", capsys=capsys)
    assert rc == 1 and out.count("ERR:") == 2


def test_reader_reassembles_every_java_recorded_message(
    java_archive: Path, java_archive_run: JavaArchiveRun
) -> None:
    expected = {
        **{r.recording_id: r for r in java_archive_run.recordings.values()},
        java_archive_run.truncated.recording_id: java_archive_run.truncated,
    }
    with Catalog(java_archive) as catalog:
        descriptors = {e.recording_id: e.descriptor for e in catalog}
    assert descriptors.keys() == expected.keys()
    files = index_segment_files(java_archive)
    for rid, want in expected.items():
        d = descriptors[rid]
        assert len(files[rid]) >= 2 if rid != java_archive_run.truncated.recording_id else True
        messages = list(RecordingReader.for_descriptor(java_archive, d).messages())
        indices = [testpattern.check(m) for m in messages]
        # Java's archive joins the live IPC stream at the position its driver last saw consumed, which may
        # be a few messages before the recorder's "first" (sent after the recording started): read from there
        assert indices == list(range(indices[0], want.first + want.messages))
        assert indices[0] <= want.first
        assert sum(len(m) for m in messages) == sum(pattern_length(i) for i in indices)
        assert sum(len(m) for m in messages[want.first - indices[0] :]) == want.bytes
    main = next(iter(java_archive_run.recordings.values()))
    first_base = segment_file_base_position(main.start_position, main.start_position, 65536, 65536)
    last_base = segment_file_base_position(main.start_position, main.stop_position, 65536, 65536)
    assert first_base == main.start_position - main.start_position % 65536
    names = [segment_file_name(main.recording_id, b) for b in range(first_base, last_base + 1, 65536)]
    assert sorted(files[main.recording_id]) == sorted(names) and len(names) > 50  # many 64 KiB segments
    # the main recording joined a live stream: it starts mid-term, after the first messages
    assert main.first > 0 and main.start_position % 65536 != 0


def test_dump_and_errors_run_on_java_archive(
    java: JavaToolchain, java_archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rc, out, err = ours(java_archive, "dump", "0", "--limit", "5", capsys=capsys)
    assert rc == 0, err
    assert out.count("Frame at position [") == 5
    assert "Recording 0" in out and "Fragmented frame. BEGIN_FRAGMENT" in out
    rc, out, err = ours(java_archive, "errors", capsys=capsys)
    assert rc == 0, err
    java_errors = archive_tool(java, java_archive, "errors")
    assert java_errors.returncode == 0, java_errors.stderr
    assert out.count("distinct errors observed.") == 2
    mine = [line for line in out.splitlines() if "distinct errors observed" in line]
    theirs = [line for line in java_errors.stdout.splitlines() if "distinct errors observed" in line]
    # Java prints the letter "O" when a log is empty ("O distinct errors observed"); we print the digit
    assert [m.split()[0] for m in mine] == [t.split()[0].replace("O", "0") for t in theirs]


def test_flipped_frame_header_bytes_reported_with_file_and_offset(
    java: JavaToolchain, java_archive: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = index_segment_files(java_archive)[0]
    victim = files[len(files) // 2]
    path = java_archive / victim
    data = bytearray(path.read_bytes())
    # walk to the third frame of the file and flip its termOffset bytes
    offset = 0
    for _ in range(2):
        offset += (struct.unpack_from("<i", data, offset)[0] + 31) & ~31
    data[offset + 8] ^= 0xFF
    data[offset + 9] ^= 0x5A
    path.write_bytes(bytes(data))
    java_copy = tmp_path / "java-copy"
    shutil.copytree(java_archive, java_copy)

    rc, out, err = ours(java_archive, "verify", "-a", capsys=capsys)
    assert rc == 1 and "Traceback" not in err
    line = next(x for x in out.splitlines() if x.startswith("(recordingId=0"))
    assert str(path) in line and f"at offset {offset}" in line and "termOffset=" in line
    assert "(recordingId=1) OK" in out
    rc, out, _ = ours(java_archive, "count-entries", capsys=capsys)
    assert out.strip() == "1"  # recording 0 is INVALID now

    java_verify = archive_tool(java, java_copy, "verify", "-a")
    assert java_verify.returncode != 0
    assert "(recordingId=0, file=" in java_verify.stdout and victim in java_verify.stdout

    with Catalog(java_archive) as catalog:
        d = catalog.find_any(0).descriptor
    with pytest.raises(CorruptFileError) as caught:
        list(RecordingReader.for_descriptor(java_archive, d).messages())
    assert caught.value.path == str(path) and caught.value.offset == offset


def test_bad_catalog_entry_length_reported_with_offset(
    java_archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with Catalog(java_archive) as catalog:
        second = [e.offset for e in catalog.entries()][1]
    with open(java_archive / "archive.catalog", "r+b") as f:
        f.seek(second)
        f.write(struct.pack("<i", 0x7FFF_0000))
    for command in (["verify"], ["describe"], ["count-entries"]):
        rc, out, err = ours(java_archive, *command, capsys=capsys)
        assert rc == 1 and "RecordingDescriptor" not in out
        assert f"archive.catalog at offset {second}: descriptor length" in err
        assert "Traceback" not in err


def test_java_archive_tool_accepts_our_directory(
    java: JavaToolchain, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive_dir = tmp_path / "ours"
    recordings = write_archive(archive_dir, [700, 90], checksum=CRC32C)
    java_verify = archive_tool(java, archive_dir, "verify", "-a", "-checksum", "CRC-32C")
    assert java_verify.returncode == 0, java_verify.stdout + java_verify.stderr
    assert "(recordingId=0) OK" in java_verify.stdout and "(recordingId=1) OK" in java_verify.stdout
    java_describe = archive_tool(java, archive_dir, "describe")
    assert java_describe.returncode == 0, java_describe.stderr
    theirs = parse_records(java_describe.stdout, "RecordingDescriptor")
    assert [int(r["stopPosition"]) for r in theirs] == [r.stop_position for r in recordings]
    rc, out, _ = ours(archive_dir, "describe", capsys=capsys)
    assert rc == 0 and parse_records(out, "RecordingDescriptor") == theirs
    assert parse_records(out, "MarkFileHeader") == parse_records(java_describe.stdout, "MarkFileHeader")
    assert archive_tool(java, archive_dir, "count-entries").stdout.strip().splitlines()[-1] == "2"
    assert int(archive_tool(java, archive_dir, "pid").stdout.strip().splitlines()[-1]) > 0
    # Java's verify left every stop position as we wrote it (it rewrites the ones it disagrees with)
    with Catalog(archive_dir) as catalog:
        assert [e.descriptor.stop_position for e in catalog] == [r.stop_position for r in recordings]
    # and Java's own checksum command writes the very checksums we wrote
    before = sorted((p.name, p.read_bytes()) for p in archive_dir.glob("*.rec"))
    java_checksum = archive_tool(java, archive_dir, "checksum", "CRC-32C", "-a")
    assert java_checksum.returncode == 0, java_checksum.stdout
    assert sorted((p.name, p.read_bytes()) for p in archive_dir.glob("*.rec")) == before


def test_java_refuses_to_start_on_our_live_archive(java: JavaToolchain, tmp_path: Path) -> None:
    archive_dir = tmp_path / "archive"
    mark = ArchiveMarkFile.create(
        archive_dir, control_channel="aeron:udp?endpoint=127.0.0.1:1", aeron_directory=str(tmp_path / "aeron")
    )
    mark.signal_ready(_epoch_ms())
    argv = java.java_command(
        "io.aeron.archive.ArchivingMediaDriver", properties=archive_properties(tmp_path, free_port())
    )
    argv.insert(1, "-Xmx128m")
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:

        def refused() -> bool:
            mark.update_activity_timestamp(_epoch_ms())  # stay live, as a running archive would
            return proc.poll() is not None

        wait_until(refused, 60, "the Java archive to refuse our live mark file and exit", poll_s=0.05)
        assert proc.poll() != 0
        output = proc.stdout.read().decode(errors="replace") if proc.stdout else ""
        assert "active mark file detected" in output
    finally:
        stop_process(proc)
        if proc.stdout:
            proc.stdout.close()
        mark.close()
    # our file is untouched: still ours, still ready
    with ArchiveMarkFile.open(archive_dir) as reopened:
        assert reopened.header().pid == os.getpid() and reopened.version == SEMANTIC_VERSION


def test_archive_killed_mid_recording_is_recovered_like_java(
    java: JavaToolchain, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = kill_java_archive_mid_recording(java, tmp_path / "killed")
    ((rid, rec),) = run.recordings.items()
    assert "active mark file detected" in run.refused_after_kill  # a fresh timestamp: looks live
    with ArchiveMarkFile.open(run.archive_dir) as mark:
        assert mark.activity_timestamp > 0 and mark.header().pid == run.pid
    with Catalog(run.archive_dir) as catalog:
        d = catalog.find(rid).descriptor
    assert d.stop_position == -1 and d.stop_timestamp == -1  # the crash left the recording active
    reader = RecordingReader.for_descriptor(run.archive_dir, d)
    assert reader.stop_position == rec.stop_position  # recovered from the last segment
    messages = list(reader.messages())
    assert [testpattern.check(m) for m in messages] == list(range(rec.messages))

    java_copy = tmp_path / "java-copy"
    shutil.copytree(run.archive_dir, java_copy)
    java_verify = archive_tool(java, java_copy, "verify")
    assert java_verify.returncode == 0, java_verify.stdout + java_verify.stderr
    rc, out, err = ours(run.archive_dir, "verify", capsys=capsys)
    assert (rc, out) == (0, f"(recordingId={rid}) OK\n"), err
    theirs = parse_records(archive_tool(java, java_copy, "describe").stdout, "RecordingDescriptor")
    _, out, _ = ours(run.archive_dir, "describe", capsys=capsys)
    mine = parse_records(out, "RecordingDescriptor")
    assert int(mine[0]["stopPosition"]) == int(theirs[0]["stopPosition"]) == rec.stop_position
    assert int(mine[0]["stopTimestamp"]) > 0 and int(theirs[0]["stopTimestamp"]) > 0
    drop = {"stopTimestamp"}
    assert {k: v for k, v in mine[0].items() if k not in drop} == {
        k: v for k, v in theirs[0].items() if k not in drop
    }


def _java_lines(proc: subprocess.CompletedProcess[str]) -> list[str]:
    return [line for line in proc.stdout.splitlines() if line.startswith("(recordingId=")]


def test_zero_byte_segment_file_fails_verify_as_in_java(
    java: JavaToolchain, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine, theirs = tmp_path / "ours", tmp_path / "java"
    write_archive(mine, [300, 40])
    highest = index_segment_files(mine)[0][-1]
    (mine / highest).write_bytes(b"")  # e.g. created, then the disk filled before its first frame
    shutil.copytree(mine, theirs)
    java_verify = archive_tool(java, theirs, "verify")
    assert java_verify.returncode != 0
    rc, out, _ = ours(mine, "verify", capsys=capsys)
    assert rc == 1
    assert _java_lines(java_verify) == [
        f"(recordingId=0, file={theirs / highest}) ERR: failed to read fragment header",
        "(recordingId=1) OK",
    ]
    # ours adds the offset; otherwise the same lines, and both left the same catalog states and positions
    renamed = [line.replace(" at offset 0", "").replace(str(mine), str(theirs)) for line in out.splitlines()]
    assert renamed == _java_lines(java_verify)
    java_described = archive_tool(java, theirs, "describe-all").stdout
    our_described = ours(mine, "describe-all", capsys=capsys)[1]
    assert parse_records(java_described, "RecordingDescriptor") == parse_records(
        our_described, "RecordingDescriptor"
    )
    assert (theirs / "archive.catalog").read_bytes() == (mine / "archive.catalog").read_bytes()


def test_verify_checksum_without_checksums_extends_javas_line(
    java: JavaToolchain, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine, theirs = tmp_path / "ours", tmp_path / "java"
    write_archive(mine, [300, 40])
    shutil.copytree(mine, theirs)
    java_verify = archive_tool(java, theirs, "verify", "-checksum", "io.aeron.archive.checksum.Crc32c")
    assert java_verify.returncode != 0
    rc, out, _ = ours(mine, "verify", "--checksum", "crc32c", capsys=capsys)
    assert rc == 1
    lines, java_lines = out.splitlines(), _java_lines(java_verify)
    assert len(lines) == len(java_lines) == 2
    for line, java_line in zip(lines, java_lines, strict=True):
        head, _, tail = line.partition("; ")
        assert head == java_line and java_line.endswith(", actual=0")
        assert tail.startswith("its catalog entry holds no checksum: written without checksums")
    assert (theirs / "archive.catalog").read_bytes() == (mine / "archive.catalog").read_bytes()
