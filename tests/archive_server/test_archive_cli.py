"""``aeronkit archive``: starts (here with its own embedded driver), says where it is, stops on SIGTERM and
leaves the directory free for a successor; a second one on the same live directory exits 1."""

from __future__ import annotations

import signal
import socket
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


def _failed_start(tmp_path: Path, control_channel: str) -> subprocess.CompletedProcess[str]:
    """Run ``aeronkit archive`` whose control channel the driver refuses; it must exit by itself."""
    return subprocess.run(
        [*_command(tmp_path), f"-Daeron.archive.control.channel={control_channel}"],
        capture_output=True,
        text=True,
        timeout=60,  # the deadline: an archive that keeps running without serving fails here
        check=False,
    )


def _assert_one_line_naming(proc: subprocess.CompletedProcess[str], *causes: str) -> None:
    assert proc.returncode != 0, (proc.stdout, proc.stderr)
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr  # one line, no traceback
    assert lines[0].startswith("aeronkit archive: archive-conductor failed to start: "), lines[0]
    assert "aeron.archive.control.channel=" in lines[0]
    for cause in causes:
        assert cause in lines[0], lines[0]
    assert "aeronkit archive: " not in proc.stdout  # never announced as started


def test_archive_whose_control_port_is_in_use_exits_non_zero_with_one_line(tmp_path: Path) -> None:
    (tmp_path / "archive").mkdir()  # an existing directory is kept (one the launch created is removed)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as taken:
        taken.bind(("127.0.0.1", 0))
        port = taken.getsockname()[1]
        proc = _failed_start(tmp_path, f"aeron:udp?endpoint=127.0.0.1:{port}")
    _assert_one_line_naming(proc, f"127.0.0.1:{port}", "Address already in use")
    with ArchiveMarkFile.open(tmp_path / "archive") as mark:
        assert mark.activity_timestamp == -1  # the directory is left free for a successor


def test_archive_with_a_mistyped_control_channel_exits_non_zero_with_one_line(tmp_path: Path) -> None:
    proc = _failed_start(tmp_path, "aeron:udp?endpont=127.0.0.1:8010")  # 'endpont': no endpoint at all
    _assert_one_line_naming(proc, "endpont=127.0.0.1:8010", "must specify an endpoint")


def test_print_config_lists_every_archive_setting_as_a_property(tmp_path: Path) -> None:
    """Like ``aeronkit driver --print-config``: one ``  <property>=<value>`` line per setting, each value
    in a form ``-D`` accepts again (durations held in milliseconds carry their unit)."""
    from aeronkit.archive.server import Context

    command = [*_command(tmp_path), "--print-config", "-Daeron.archive.connect.timeout=2s"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        first = read_line(proc, 30.0)
        assert first.startswith("aeronkit archive: "), first
        lines = [read_line(proc, 30.0).rstrip("\n") for s in Context.SETTINGS if s.prop is not None]
        assert f"  aeron.archive.dir={tmp_path / 'archive'}" in lines
        assert f"  aeron.dir={tmp_path / 'aeron'}" in lines
        assert "  aeron.archive.segment.file.length=65536" in lines
        assert "  aeron.archive.connect.timeout=2000ms" in lines
        assert "  aeron.archive.threading.mode=DEDICATED" in lines
        assert all(line.startswith("  aeron.") for line in lines), lines
        proc.send_signal(signal.SIGTERM)
        rest = read_rest(proc, 30.0)
        assert proc.returncode == 0, first + rest
    finally:
        stop(proc)
