"""``aeronkit driver`` as a process: -D properties, where cnc.dat is, clean stop on SIGTERM, clear errors."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

from support.processes import read_line, read_rest, stop

from aeronkit.cnc import CncFile
from aeronkit.driver.configuration import SETTINGS


def _driver(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "aeronkit.cli", "driver", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def _stop(proc: subprocess.Popen[str]) -> str:
    """SIGTERM the driver (a clean close is what the tests check), collect the rest of its output, and
    stop it by pid if it outlives the deadline."""
    try:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        return read_rest(proc, 30)
    finally:
        stop(proc)


def test_runs_until_sigterm_with_aeron_properties(tmp_path: Path) -> None:
    aeron_dir = tmp_path / "aeron"
    proc = _driver(
        f"-Daeron.dir={aeron_dir}",
        "-Daeron.threading.mode=SHARED",
        "-Daeron.client.liveness.timeout=7s",
        "-Daeron.counters.buffer.length=1m",
        "--print-config",
    )
    try:
        first = read_line(proc, 60)
        assert first.startswith(f"aeronkit driver: cnc.dat at {aeron_dir / 'cnc.dat'} (threading mode SHARED")
        config_lines = [read_line(proc, 30).rstrip("\n") for _ in SETTINGS]
        assert "  aeron.client.liveness.timeout=7000000000" in config_lines
        assert "  aeron.threading.mode=SHARED" in config_lines
        with CncFile.map(aeron_dir) as cnc:
            assert cnc.client_liveness_timeout_ns == 7_000_000_000
            assert cnc.pid == proc.pid
            assert cnc.counters_reader().max_counter_id == 1024 * 1024 // 128 - 1
    finally:
        out = _stop(proc)
    assert proc.returncode == 0
    assert "signal received, closing" in out
    with CncFile.map(aeron_dir) as cnc:
        assert cnc.driver_heartbeat_ms() == -1, "a closed driver leaves a dead heartbeat"


def test_bad_property_is_reported_by_name(tmp_path: Path) -> None:
    proc = _driver("--dir", str(tmp_path / "a"), "-Daeron.ipc.term.buffer.length=12345")
    try:
        out = read_rest(proc, 60)
    finally:
        stop(proc)
    assert proc.returncode == 1
    assert "aeron.ipc.term.buffer.length" in out
    assert not (tmp_path / "a").exists()
