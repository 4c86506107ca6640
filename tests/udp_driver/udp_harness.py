"""Processes and helpers for UDP driver tests: our driver and Aeron Java's, pattern programs, stat readers.

Everything runs on 127.0.0.1 with ports from ``free_udp_port``; drivers use the SHARED threading mode with
backoff idle strategies and their own aeron dirs; every process is stopped by pid (SIGTERM, then SIGKILL
after a deadline), also when a test fails. Nothing sleeps for a fixed time: ``wait_for`` polls a condition
against a deadline.
"""

from __future__ import annotations

import contextlib
import queue
import re
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from support.ports import free_udp_port  # noqa: F401  (re-exported: the UDP tests import it from here)
from support.wait import wait_until

from aeronkit.cnc import CncFile, CncNotReadyError
from aeronkit.errors import CorruptFileError
from aeronkit.interop.java import JavaToolchain

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "client"))
from java_driver import compiled_programs, driver_properties

STAT_LINE = re.compile(r"^\s*(\d+):\s+(-?[\d,]+) - (.*)$")
MESSAGES = 200_000
PATTERN = {"min_length": "8", "max_length": "4096", "large_every": "100", "large_max_length": "8192"}


def wait_for(condition: Callable[[], Any], timeout_s: float, what: str, period_s: float = 0.02) -> Any:
    """support.wait.wait_until under the name (and 20 ms poll) the UDP tests use."""
    return wait_until(condition, timeout_s, what, poll_s=period_s)


class Proc:
    """A child process whose output is collected by a thread, so waiting never blocks on a full pipe."""

    def __init__(self, argv: list[str], log: Path | None = None) -> None:
        self.argv = argv
        self.process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    @property
    def pid(self) -> int:
        return self.process.pid

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def output(self) -> str:
        while True:
            try:
                self.seen.append(self.lines.get_nowait())
            except queue.Empty:
                return "\n".join(self.seen)

    def await_line(self, pattern: str, timeout_s: float) -> re.Match[str]:
        regex = re.compile(pattern)

        def found() -> re.Match[str] | None:
            match = regex.search(self.output())
            if match is None and self.process.poll() is not None and not self._reader.is_alive():
                raise AssertionError(f"{self.argv[-3:]} exited ({self.process.returncode}) without "
                                     f"{pattern!r}:\n{self.output()[-3000:]}")
            return match

        return wait_for(found, timeout_s, f"{pattern!r} from {' '.join(self.argv[-3:])}")  # type: ignore[no-any-return]

    def wait(self, timeout_s: float) -> int:
        code = self.process.wait(timeout=timeout_s)
        self._reader.join(5)
        return code

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self._reader.join(5)

    def kill(self) -> None:
        self.stop(signal.SIGKILL)


def _cnc_ready(aeron_dir: Path) -> bool:
    try:
        CncFile.map(aeron_dir).close()
        return True
    except (CncNotReadyError, CorruptFileError, FileNotFoundError, OSError):
        return False


class OurDriver:
    """``aeronkit driver`` as a subprocess in SHARED mode with a backoff idle strategy."""

    def __init__(self, aeron_dir: Path, *properties: str, netns: str | None = None) -> None:
        self.aeron_dir = aeron_dir
        argv = [*(["ip", "netns", "exec", netns] if netns else []),
            sys.executable, "-m", "aeronkit.cli", "driver", f"-Daeron.dir={aeron_dir}",
            "-Daeron.dir.delete.on.start=true", "-Daeron.dir.delete.on.shutdown=true",
            "-Daeron.threading.mode=SHARED", "-Daeron.shared.idle.strategy=backoff",
            "-Daeron.term.buffer.length=64k", "-Daeron.ipc.term.buffer.length=64k",
            "-Daeron.counters.buffer.length=1m", *properties,
        ]
        self.proc = Proc(argv)
        self.proc.await_line(r"cnc\.dat at", 60)
        wait_for(lambda: _cnc_ready(aeron_dir), 30, "our driver's cnc.dat")

    def stat(self) -> dict[int, tuple[int, str]]:
        """`aeronkit stat` output parsed: counter id -> (value, label)."""
        out = subprocess.run([sys.executable, "-m", "aeronkit.cli", "stat", "--dir", str(self.aeron_dir)],
                             capture_output=True, text=True, timeout=60, check=True).stdout
        return stat_rows(out)

    def loss_report(self) -> str:
        return aeronkit_loss(self.aeron_dir)

    def stop(self) -> None:
        self.proc.stop()


class JavaDriver:
    """io.aeron.driver.MediaDriver (SHARED, backoff) with extra system properties."""

    def __init__(self, java: JavaToolchain, aeron_dir: Path, netns: str | None = None, **extra: str) -> None:
        self.java = java
        self.aeron_dir = aeron_dir
        props = driver_properties(aeron_dir, **{"aeron.term.buffer.length": "65536", **extra})
        argv = java.java_command("io.aeron.driver.MediaDriver", properties=props)
        argv.insert(1, "-Xmx256m")
        if netns:
            argv = ["ip", "netns", "exec", netns, *argv]
        self.proc = Proc(argv)
        wait_for(lambda: _driver_active(aeron_dir), 60, "the Java MediaDriver's cnc.dat")

    def tool(self, main_class: str, *args: str) -> str:
        return java_tool(self.java, self.aeron_dir, main_class, *args)

    def stat(self) -> dict[int, tuple[int, str]]:
        return stat_rows(self.tool("io.aeron.samples.AeronStat", "watch=false"))

    def stop(self) -> None:
        self.proc.stop()


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


def _driver_active(aeron_dir: Path) -> bool:
    with contextlib.suppress(Exception):
        cnc = CncFile.map(aeron_dir)
        try:
            return bool(cnc.is_driver_active(5_000))
        finally:
            cnc.close()
    return False


def stat_rows(text: str) -> dict[int, tuple[int, str]]:
    matches = (STAT_LINE.match(line) for line in text.splitlines())
    return {int(m[1]): (int(m[2].replace(",", "")), m[3]) for m in matches if m}


def system_counter(rows: dict[int, tuple[int, str]], label_prefix: str) -> int:
    values = [value for value, label in rows.values() if label.startswith(label_prefix)]
    assert values, f"no counter labelled {label_prefix!r}"
    return values[0]


def stream_counters(rows: dict[int, tuple[int, str]], name: str) -> list[int]:
    return [value for value, label in rows.values() if label.startswith(f"{name}:")]


def java_pattern(java: JavaToolchain, main_class: str, aeron_dir: Path, **props: str) -> list[str]:
    """argv for tests/interop/java StandardPattern{Publisher,Subscriber}."""
    properties = {"aeron.dir": str(aeron_dir)}
    properties.update({f"aeronkit.{k.replace('_', '.')}": v for k, v in props.items()})
    argv = java.java_command(main_class, classpath=[compiled_programs(java)], properties=properties)
    argv.insert(1, "-Xmx128m")
    return argv


def aeronkit_cli(
    command: str, aeron_dir: Path, channel: str, stream_id: int, messages: int, *extra: str
) -> list[str]:
    return [sys.executable, "-m", "aeronkit.cli", command, "--dir", str(aeron_dir), "--channel", channel,
            "--stream-id", str(stream_id), "--messages", str(messages), "--timeout", "150", *extra]


@contextlib.contextmanager
def running(*procs: Proc | OurDriver | JavaDriver) -> Iterator[None]:
    """Stop every process on the way out, whatever happened."""
    try:
        yield
    finally:
        for proc in reversed(procs):
            with contextlib.suppress(Exception):
                proc.stop()
