"""Helpers for UDP driver tests: the aeronkit CLI and Aeron's tools against a driver, and their stat readers.

Drivers come from support.drivers (``launch_driver``: their own aeron dirs, SHARED with backoff idle
strategies, stopped by pid also when a test fails); everything runs on 127.0.0.1 with ports from
``free_udp_port``. Nothing sleeps for a fixed time: support.wait's ``wait_until`` polls a condition against a
deadline.
"""

from __future__ import annotations

import contextlib
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from support.drivers import DriverHandle
from support.ports import free_udp_port  # noqa: F401  (re-exported: the UDP tests import it from here)
from support.processes import Child

from aeronkit.interop.java import JavaToolchain

STAT_LINE = re.compile(r"^\s*(\d+):\s+(-?[\d,]+) - (.*)$")
MESSAGES = 200_000
PATTERN = {"min_length": "8", "max_length": "4096", "large_every": "100", "large_max_length": "8192"}
JAVA_UDP = {"aeron.term.buffer.length": "65536"}
"""What the UDP tests add to a Java driver's defaults: 64 KiB terms, as ``aeronkit driver`` gets."""


def stat(driver: DriverHandle, java: JavaToolchain | None = None) -> dict[int, tuple[int, str]]:
    """The driver's counters as its own tool prints them: ``aeronkit stat`` for ours, AeronStat for Java's."""
    if driver.kind == "java":
        assert java is not None, "AeronStat needs the JavaToolchain"
        return stat_rows(java_tool(java, driver.aeron_dir, "io.aeron.samples.AeronStat", "watch=false"))
    out = subprocess.run([sys.executable, "-m", "aeronkit.cli", "stat", "--dir", str(driver.aeron_dir)],
                         capture_output=True, text=True, timeout=60, check=True).stdout
    return stat_rows(out)


def java_tool(java: JavaToolchain, aeron_dir: Path, main_class: str, *args: str) -> str:
    """Run one of Aeron's tools (AeronStat, LossStat, ...) against any driver's directory."""
    argv = java.java_command(main_class, *args, properties={"aeron.dir": str(aeron_dir)})
    run = subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout


def loss_lines(text: str) -> list[str]:
    """The CSV entry lines of LossStat / ``aeronkit loss`` output (header and blank lines dropped)."""
    return [line for line in text.splitlines() if line and line[0].isdigit() and line.count(",") >= 7]


def aeronkit_loss(aeron_dir: Path) -> str:
    return subprocess.run([sys.executable, "-m", "aeronkit.cli", "loss", "--dir", str(aeron_dir)],
                          capture_output=True, text=True, timeout=60, check=True).stdout


def stat_rows(text: str) -> dict[int, tuple[int, str]]:
    matches = (STAT_LINE.match(line) for line in text.splitlines())
    return {int(m[1]): (int(m[2].replace(",", "")), m[3]) for m in matches if m}


def system_counter(rows: dict[int, tuple[int, str]], label_prefix: str) -> int:
    values = [value for value, label in rows.values() if label.startswith(label_prefix)]
    assert values, f"no counter labelled {label_prefix!r}"
    return values[0]


def stream_counters(rows: dict[int, tuple[int, str]], name: str) -> list[int]:
    return [value for value, label in rows.values() if label.startswith(f"{name}:")]


def aeronkit_cli(
    command: str, aeron_dir: Path, channel: str, stream_id: int, messages: int, *extra: str
) -> list[str]:
    return [sys.executable, "-m", "aeronkit.cli", command, "--dir", str(aeron_dir), "--channel", channel,
            "--stream-id", str(stream_id), "--messages", str(messages), "--timeout", "150", *extra]


@contextlib.contextmanager
def running(*resources: Child | DriverHandle) -> Iterator[None]:
    """Stop every process and driver (by pid) on the way out, last started first, whatever happened."""
    try:
        yield
    finally:
        for resource in reversed(resources):
            with contextlib.suppress(Exception):
                resource.close()
