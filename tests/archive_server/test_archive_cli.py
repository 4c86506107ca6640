"""``aeronkit archive``: starts (here with its own embedded driver), says where it is, stops on SIGTERM and
leaves the directory free for a successor; a second one on the same live directory exits 1."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

from support.processes import read_line, read_rest, stop

from aeronkit.archive.mark_file import ArchiveMarkFile


def _command(tmp_path: Path) -> list[str]:
    return [
        sys.executable,
        "-m",
        "aeronkit.cli",
        "archive",
        "--embedded-driver",
        "--dir",
        str(tmp_path / "aeron"),
        "--archive-dir",
        str(tmp_path / "archive"),
        "-Daeron.archive.segment.file.length=64k",
        "-Daeron.dir.delete.on.start=true",
    ]


def test_archive_command_runs_until_sigterm(tmp_path: Path) -> None:
    proc = subprocess.Popen(_command(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert proc.stdout is not None
        first = read_line(proc, 30.0)
        assert first.startswith(
            f"aeronkit archive: {tmp_path / 'archive'} on aeron dir {tmp_path / 'aeron'}"
        ), first
        second = subprocess.run(
            [
                sys.executable,
                "-m",
                "aeronkit.cli",
                "archive",
                "--dir",
                str(tmp_path / "aeron"),
                "--archive-dir",
                str(tmp_path / "archive"),
            ],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert second.returncode == 1 and "active mark file detected" in second.stderr, second.stderr
        proc.send_signal(signal.SIGTERM)
        rest = read_rest(proc, 30.0)
        assert proc.returncode == 0, first + rest
        assert "signal received, closing" in rest
    finally:
        stop(proc)
    with ArchiveMarkFile.open(tmp_path / "archive") as mark:
        assert mark.activity_timestamp == -1
        assert mark.header().aeron_directory == str(tmp_path / "aeron")
