"""`archive-tool capacity / compact / delete-orphaned-segments / migrate` (issue 11, ArchiveTool parity).

Each command runs on a copy of one directory while Aeron Java 1.51.0's ArchiveTool runs on another copy;
the printed text and every file left behind (names and bytes, catalog included) must be the same. Java's
ArchiveTool has no `capacity` command (its help lists one, its main refuses it), so capacity is compared
with ArchiveTool.capacity(File[, long]) called from tests/archive/java/CatalogCapacity.java. The directory
has a VALID, an INVALID, a DELETED and an active recording, detached segments below a recording's start,
segments past its stop and files whose names Java indexes but cannot parse.
"""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from archive_java import archive_tool, archive_tool_answering, catalog_capacity
from archive_synth import write_archive

from aeronkit.archive.catalog import Catalog
from aeronkit.archive.tool import COMMANDS
from aeronkit.archive.tool_commands import (
    COMPACT_WARNING,
    CONTINUE_PROMPT,
    MIGRATE_WARNING,
    ORPHANED_WARNING,
    execute,
)
from aeronkit.cli import main as cli_main
from aeronkit.codecs.archive import RecordingState
from aeronkit.interop.java import JavaToolchain

SEGMENT = 64 * 1024
STRAY_FILES = ("0-99942400.rec", "3-99942400.rec", "3-junk.rec", "2--64.rec", "1-.rec", "9-0.rec")


def files(directory: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir())}


def ours(
    directory: Path, *args: str, answer: str = "", capsys: pytest.CaptureFixture[str]
) -> tuple[int, str, str]:
    capsys.readouterr()
    out = io.StringIO()
    rc = execute(directory, args[0], list(args[1:]), out, answers=io.StringIO(answer))
    return rc, out.getvalue(), capsys.readouterr().err


@pytest.fixture
def archive(tmp_path: Path) -> Path:
    """0 VALID with its first two segments detached, 1 INVALID, 2 DELETED, 3 active; stray segment files."""
    directory = tmp_path / "archive"
    write_archive(directory, [300, 40, 5, 20])
    with Catalog(directory, writable=True) as catalog:
        catalog.set_start_position(0, 2 * SEGMENT)
        catalog.change_state(1, RecordingState.INVALID)
        catalog.change_state(2, RecordingState.DELETED)
        catalog.set_stop_position(3, -1)
    for name in STRAY_FILES:
        (directory / name).write_bytes(b"stray")
    return directory


def copies(archive: Path, tmp_path: Path) -> tuple[Path, Path]:
    mine, theirs = tmp_path / "ours", tmp_path / "java"
    shutil.copytree(archive, mine)
    shutil.copytree(archive, theirs)
    return mine, theirs


# -- without Java ------------------------------------------------------------------------------------------


def test_every_command_has_help(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for command in COMMANDS:
        capsys.readouterr()
        assert cli_main(["archive-tool", str(tmp_path / "absent"), command, "--help"]) == 0
        text = capsys.readouterr().out
        assert text.startswith(f"usage: aeronkit archive-tool DIR {command}")
    with pytest.raises(SystemExit):
        cli_main(["archive-tool", "--help"])
    listing = capsys.readouterr().out
    usages = ("capacity [BYTES]", "compact [--yes]", "delete-orphaned-segments [ID] [--yes]", "migrate")
    assert all(usage in listing for usage in usages)


def test_compact_asks_and_does_nothing_on_no_or_without_an_answer(
    archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = files(archive)
    rc, out, _ = ours(archive, "compact", answer="n\n", capsys=capsys)
    assert (rc, out) == (0, f"{COMPACT_WARNING}\n{CONTINUE_PROMPT}")
    rc, out, err = ours(archive, "compact", answer="", capsys=capsys)  # stdin at its end: never a yes
    assert rc == 1 and err == "ERR: no answer to 'Continue? (y/n)' on stdin: answer it, or pass --yes\n"
    assert files(archive) == before
    rc, out, _ = ours(archive, "compact", "--yes", capsys=capsys)
    result = "Compaction result: deleted 2 records and reclaimed 384 bytes"
    assert (rc, out) == (0, f"{COMPACT_WARNING}\n{result}\n")
    with Catalog(archive) as catalog:
        assert [(e.recording_id, e.state) for e in catalog.entries()] == [
            (0, RecordingState.VALID),
            (3, RecordingState.VALID),
        ]
        assert catalog.next_recording_id == 4 and catalog.capacity == catalog.next_entry_offset
    assert not [n for n in files(archive) if n.startswith(("1-", "2-"))]


def test_a_stale_compaction_file_is_removed_and_reported(
    archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    stale = archive / "archive.catalog.compact"
    stale.write_bytes(b"half")
    rc, _, err = ours(archive, "compact", "--yes", capsys=capsys)
    assert rc == 1 and f"ERR: {stale} was left by an interrupted compaction" in err
    assert not stale.exists()
    assert ours(archive, "compact", "--yes", capsys=capsys)[0] == 0


def test_capacity_reads_grows_and_refuses_bad_sizes(
    archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert ours(archive, "capacity", capsys=capsys)[:2] == (0, "1048576\n")
    assert ours(archive, "capacity", "3000000", capsys=capsys)[:2] == (0, "3000000\n")
    assert (archive / "archive.catalog").stat().st_size == 3000000
    assert ours(archive, "capacity", "64", capsys=capsys)[:2] == (0, "3000000\n")  # never shrinks
    for bad in ("31", str(2**31)):
        rc, _, err = ours(archive, "capacity", bad, capsys=capsys)
        assert rc == 1 and "Invalid catalog capacity provided: expected a value between 32 and" in err
    assert (archive / "archive.catalog").stat().st_size == 3000000


def test_delete_orphaned_segments_of_an_unknown_recording_is_an_error(
    archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = files(archive)
    rc, out, err = ours(archive, "delete-orphaned-segments", "42", "--yes", capsys=capsys)
    assert rc == 1 and err == "ERR: no recording found with recordingId: 42\n"
    assert out == "WARNING: All orphaned segment files owned by the RecordingId[42] will be deleted.\n"
    assert files(archive) == before


def test_migrate_refuses_an_archive_older_than_major_3(
    archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mark = archive / "archive-mark.dat"
    data = bytearray(mark.read_bytes())
    data[8 + 2] = 2  # the MarkFileHeader version's major byte (after the 8-byte SBE message header)
    mark.write_bytes(bytes(data))
    before = files(archive)
    rc, out, err = ours(archive, "migrate", "--yes", capsys=capsys)
    assert rc == 1 and out == f"{MIGRATE_WARNING}\n"
    assert "mark file major version 2 does not match software: 3" in err
    assert files(archive) == before


# -- against Java's ArchiveTool ----------------------------------------------------------------------------


@pytest.mark.java
@pytest.mark.parametrize("answer", ["y\n", "\n", "n\n"])
def test_compact_leaves_what_java_leaves(
    java: JavaToolchain, archive: Path, tmp_path: Path, answer: str, capsys: pytest.CaptureFixture[str]
) -> None:
    mine, theirs = copies(archive, tmp_path)
    java_run = archive_tool_answering(java, theirs, answer, "compact")
    assert java_run.returncode == 0, java_run.stdout + java_run.stderr
    rc, out, err = ours(mine, "compact", answer=answer, capsys=capsys)
    assert rc == 0, err
    assert out == java_run.stdout
    assert files(mine) == files(theirs)
    if answer == "n\n":
        assert files(mine) == files(archive)
    else:
        assert out.endswith("Compaction result: deleted 2 records and reclaimed 384 bytes\n")
        described = archive_tool(java, mine, "describe-all")  # Java reads our compacted catalog
        assert described.returncode == 0 and described.stdout.count("[RecordingDescriptor]") == 2


@pytest.mark.java
@pytest.mark.parametrize("target", [None, "0", "3"])
def test_delete_orphaned_segments_deletes_what_java_deletes(
    java: JavaToolchain, archive: Path, tmp_path: Path, target: str | None, capsys: pytest.CaptureFixture[str]
) -> None:
    mine, theirs = copies(archive, tmp_path)
    args = ["delete-orphaned-segments", *([target] if target else [])]
    java_run = archive_tool_answering(java, theirs, "y\n", *args)
    assert java_run.returncode == 0, java_run.stdout + java_run.stderr
    rc, out, err = ours(mine, *args, answer="y\n", capsys=capsys)
    assert rc == 0, err
    assert out == java_run.stdout
    assert out.startswith(ORPHANED_WARNING if target is None else "WARNING: All orphaned segment files owned")
    assert files(mine) == files(theirs)
    gone = set(files(archive)) - set(files(mine))
    expected = {
        None: {"0-0.rec", "0-65536.rec", "0-99942400.rec", "3-junk.rec", "2--64.rec", "1-.rec"},
        "0": {"0-0.rec", "0-65536.rec", "0-99942400.rec"},
        "3": {"3-junk.rec"},  # active: nothing above its start is an orphan
    }[target]
    assert gone == expected


@pytest.mark.java
def test_migrate_on_a_current_archive_prints_what_java_prints_and_changes_nothing(
    java: JavaToolchain, archive: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine, theirs = copies(archive, tmp_path)
    java_run = archive_tool_answering(java, theirs, "y\n", "migrate")
    assert java_run.returncode == 0, java_run.stdout + java_run.stderr
    rc, out, err = ours(mine, "migrate", answer="y\n", capsys=capsys)
    assert rc == 0, err
    assert out == java_run.stdout
    version = "196864(Major 3 Minor 1 Patch 0)"
    assert out.endswith(
        f"MarkFile version={version}\nCatalog version={version}\nLatest version={version}\n"
    )
    assert files(mine) == files(theirs) == files(archive)


@pytest.mark.java
def test_capacity_agrees_with_java_archive_tool_capacity(
    java: JavaToolchain, archive: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine, theirs = copies(archive, tmp_path)
    for size in ([], ["2097152"], ["4096"], ["2097153"]):
        java_run = catalog_capacity(java, theirs, *size)
        assert java_run.returncode == 0, java_run.stderr
        rc, out, err = ours(mine, "capacity", *size, capsys=capsys)
        assert rc == 0, err
        assert out == java_run.stdout
        assert files(mine) == files(theirs)
    assert out == "2097153\n"
    # Java's command line lists `capacity` in its help but refuses it
    refused = archive_tool(java, theirs, "capacity")
    assert refused.returncode != 0 and "ERR: Invalid command" in refused.stderr
