"""A real Aeron Java MediaDriver (and our Java pattern programs) for client tests, stopped by pid.

The driver runs the SHARED threading mode with backoff idle strategies, sparse 64 KiB IPC terms and its
own aeron dir under the test's temporary directory (deleted on start), as docs/interop.md requires.
``compiled_programs`` javac's tests/interop/java/*.java once per source hash into the Java cache
(support.java); waiting and stopping go through support.wait and support.processes.
"""

from __future__ import annotations

import contextlib
import subprocess
from collections.abc import Iterator
from pathlib import Path

from support.java import compiled_classes
from support.processes import stop
from support.wait import wait_until

from aeronkit.cnc import CncFile
from aeronkit.interop.java import JavaToolchain

JAVA_SOURCES = Path(__file__).resolve().parents[1] / "interop" / "java"
BACKOFF = "org.agrona.concurrent.BackoffIdleStrategy"


def driver_properties(aeron_dir: Path, **extra: str) -> dict[str, str]:
    props = {
        "aeron.dir": str(aeron_dir),
        "aeron.dir.delete.on.start": "true",
        "aeron.threading.mode": "SHARED",
        "aeron.shared.idle.strategy": BACKOFF,
        "aeron.term.buffer.sparse.file": "true",
        "aeron.ipc.term.buffer.length": "65536",
        "aeron.counters.buffer.length": str(1024 * 1024),
        "aeron.print.configuration": "false",
        "aeron.spies.simulate.connection": "false",
    }
    props.update(extra)
    return props


def stop_process(proc: subprocess.Popen[bytes] | subprocess.Popen[str], timeout_s: float = 10.0) -> None:
    """Terminate by pid, wait with a deadline, then kill (support.processes.stop; kept for callers)."""
    stop(proc, timeout_s)


class JavaMediaDriver:
    """io.aeron.driver.MediaDriver in its own JVM."""

    def __init__(self, java: JavaToolchain, aeron_dir: Path, log_path: Path, **extra: str) -> None:
        self.aeron_dir = aeron_dir
        self.log_path = log_path
        self._log = open(log_path, "wb")  # noqa: SIM115 - closed in stop()
        argv = java.java_command("io.aeron.driver.MediaDriver",
                                 properties=driver_properties(aeron_dir, **extra))
        argv.insert(1, "-Xmx256m")
        self.proc = subprocess.Popen(argv, stdout=self._log, stderr=subprocess.STDOUT)

    @property
    def pid(self) -> int:
        return self.proc.pid

    def await_ready(self, timeout_s: float = 60.0) -> None:
        """Wait until cnc.dat is ready and the driver has heartbeated in it."""

        def active() -> bool:
            if self.proc.poll() is not None:
                raise RuntimeError(f"Java MediaDriver exited with {self.proc.returncode}: {self.log()}")
            with contextlib.suppress(Exception):
                cnc = CncFile.map(self.aeron_dir)
                try:
                    return cnc.is_driver_active(5_000)
                finally:
                    cnc.close()
            return False

        wait_until(active, timeout_s, f"the Java MediaDriver's heartbeat in {self.aeron_dir}", poll_s=0.05)

    def log(self) -> str:
        self._log.flush()
        return self.log_path.read_text(errors="replace")[-4000:]

    def kill(self) -> None:
        """SIGKILL: the driver dies without cleaning up, as a crash would."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def stop(self) -> None:
        stop_process(self.proc)
        self._log.close()


@contextlib.contextmanager
def java_media_driver(java: JavaToolchain, tmp: Path, **extra: str) -> Iterator[JavaMediaDriver]:
    driver = JavaMediaDriver(java, tmp / "aeron", tmp / "driver.log", **extra)
    try:
        driver.await_ready()
        yield driver
    finally:
        driver.stop()


def compiled_programs(java: JavaToolchain) -> Path:
    """Classes dir of tests/interop/java/*.java, compiled once per source hash."""
    return compiled_classes(java, JAVA_SOURCES, "client-programs")


def java_program(java: JavaToolchain, main_class: str, aeron_dir: Path, **props: str) -> list[str]:
    """argv for one of our Java programs, against the driver in ``aeron_dir``."""
    properties = {"aeron.dir": str(aeron_dir)}
    properties.update({f"aeronkit.{k.replace('_', '.')}": v for k, v in props.items()})
    argv = java.java_command(main_class, classpath=[compiled_programs(java)], properties=properties)
    argv.insert(1, "-Xmx128m")
    return argv
