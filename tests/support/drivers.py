"""One way for tests to launch a media driver, ours or Aeron Java's, and to see the errors it logged.

Aeron's system tests pick the Java or the C driver behind one interface (aeron-test-support/src/main/java/
io/aeron/test/driver/TestMediaDriver.java at 1.51.0) and fail a test whose drivers logged errors
(aeron-test-support/src/main/java/io/aeron/test/SystemTestWatcher.java reads the distinct error log in every
cnc.dat). Here ``launch_driver`` starts

* ``"aeronkit"``: our MediaDriver in this process (``driver`` is the MediaDriver, for tests that step it or
  look inside), or with ``process=True`` the ``aeronkit driver`` command in a child process;
* ``"java"``: io.aeron.driver.MediaDriver of the pinned aeron-all jar in its own JVM.

Every driver gets an aeron dir of its own (a fresh one in /dev/shm unless the test names one) and, as a
child process, is stopped by pid (SIGTERM, then SIGKILL after a deadline). Child drivers run SHARED with a
backoff idle strategy and 64 KiB terms; tests that exchange data use 127.0.0.1 (or a network namespace
they create). Once a driver is up its cnc.dat is mapped read-only for as long as the handle lives, so the
error log stays readable after the driver exits and even after its directory is deleted: the conftest
watcher (``driver_error_watcher``) reads it after each test and fails the test with any entry the test did
not declare with ``@pytest.mark.driver_errors(pattern, ...)``.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import sys
import uuid
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any, Literal

from aeronkit.cnc import CncFile, CncNotReadyError
from aeronkit.concurrent.error_log import ErrorObservation
from aeronkit.driver import Context, MediaDriver
from aeronkit.errors import CorruptFileError
from aeronkit.interop.java import JavaToolchain
from support.java import JVM_OPTIONS
from support.processes import Child
from support.wait import wait_until

Kind = Literal["aeronkit", "java"]
SHM = Path("/dev/shm")
START_TIMEOUT_S = 90.0
"""A JVM on a loaded two-core machine can take tens of seconds to heartbeat."""

OUR_PROCESS_PROPERTIES: dict[str, str] = {
    "aeron.dir.delete.on.start": "true",
    "aeron.dir.delete.on.shutdown": "true",
    "aeron.threading.mode": "SHARED",
    "aeron.shared.idle.strategy": "backoff",
    "aeron.term.buffer.length": "64k",
    "aeron.ipc.term.buffer.length": "64k",
    "aeron.counters.buffer.length": "1m",
}
"""``aeronkit driver`` as the tests run it; ``properties=`` adds to or overrides these."""

JAVA_PROPERTIES: dict[str, str] = {
    "aeron.dir.delete.on.start": "true",
    "aeron.threading.mode": "SHARED",
    "aeron.shared.idle.strategy": "org.agrona.concurrent.BackoffIdleStrategy",
    "aeron.term.buffer.sparse.file": "true",
    "aeron.ipc.term.buffer.length": "65536",
    "aeron.counters.buffer.length": str(1024 * 1024),
    "aeron.print.configuration": "false",
    "aeron.spies.simulate.connection": "false",
}
"""io.aeron.driver.MediaDriver as the tests run it (docs/interop.md); ``properties=`` adds or overrides."""


def unique_aeron_dir(label: str) -> Path:
    """An aeron dir in /dev/shm (the temp dir where there is none) that no other test or run uses."""
    base = SHM if SHM.is_dir() else Path(os.environ.get("TMPDIR", "/tmp"))
    return base / f"aeronkit-{label}-{os.getpid()}-{uuid.uuid4().hex[:8]}"


class DriverHandle:
    """A launched driver: where it lives, how to stop it and what its distinct error log holds."""

    kind: Kind

    def __init__(self, aeron_dir: Path, owns_dir: bool) -> None:
        self.aeron_dir = aeron_dir
        self._owns_dir = owns_dir
        self._cnc: CncFile | None = None
        self._acknowledged: dict[str, int] = {}
        self.declared: set[str] = set()
        """Patterns of errors a test declared for this driver (they still apply when it shuts down later)."""
        self.released = False

    def __repr__(self) -> str:
        return f"{self.kind} driver in {self.aeron_dir}"

    def _watch(self) -> None:
        """Map cnc.dat for reading (once the driver made it) and register for the error watcher."""
        self._cnc = CncFile.map(self.aeron_dir)
        _HANDLES.append(self)

    @property
    def closed(self) -> bool:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def stop(self, sig: int = signal.SIGTERM) -> int:
        """End a driver in a child process by pid with ``sig``; its exit code."""
        raise NotImplementedError(f"{self} runs in this process: close() it, or launch it with process=True")

    def kill(self) -> int:
        """SIGKILL, as a crash (cnc.dat stays behind): a driver in a child process only."""
        return self.stop(signal.SIGKILL)

    def output(self) -> str:
        """What a driver in a child process wrote to stdout and stderr so far."""
        raise NotImplementedError(f"{self} runs in this process and writes no output of its own")

    def __enter__(self) -> DriverHandle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the distinct error log ------------------------------------------------------------------------

    def errors(self) -> list[ErrorObservation]:
        """Every distinct error the driver logged so far (also after it stopped)."""
        return [] if self._cnc is None else self._cnc.errors()

    def new_errors(self) -> list[ErrorObservation]:
        """Errors first seen, or seen again, since the last ``acknowledge()``."""
        return [o for o in self.errors()
                if o.observation_count > self._acknowledged.get(o.encoded_error, 0)]

    def counters(self) -> dict[int, tuple[int, int, str]]:
        """counter id -> (type id, value, label) of every counter allocated now, as AeronStat lists them."""
        if self._cnc is None:
            return {}
        return {c.counter_id: (c.type_id, c.value, c.label) for c in self._cnc.counters_reader().snapshot()}

    def acknowledge(self) -> None:
        self._acknowledged = {o.encoded_error: o.observation_count for o in self.errors()}

    def release(self) -> None:
        """Stop it if still running, unmap cnc.dat and remove the aeron dir the facade chose."""
        if self.released:
            return
        self.released = True
        self.close()
        if self._cnc is not None:
            self._cnc.close()
        if self._owns_dir:
            shutil.rmtree(self.aeron_dir, ignore_errors=True)
        with contextlib.suppress(ValueError):
            _HANDLES.remove(self)


class EmbeddedDriver(DriverHandle):
    """Our MediaDriver in this process."""

    kind: Kind = "aeronkit"

    def __init__(self, driver: MediaDriver, owns_dir: bool) -> None:
        super().__init__(Path(driver.aeron_dir), owns_dir)
        self.driver = driver
        self._closed = False
        self._watch()

    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        self._closed = True
        self.driver.close()


class ProcessDriver(DriverHandle):
    """A driver in a child process: ``aeronkit driver`` or Aeron Java's MediaDriver."""

    def __init__(self, kind: Kind, argv: list[str], aeron_dir: Path, owns_dir: bool,
                 java: JavaToolchain | None) -> None:
        super().__init__(aeron_dir, owns_dir)
        self.kind = kind
        self.java = java
        self.proc = Child(argv)
        try:
            wait_until(self._ready, START_TIMEOUT_S, f"{self} to start", poll_s=0.05,
                       process=self.proc.process, detail=lambda: self.proc.output()[-3000:])
            self._watch()
        except BaseException:
            self.proc.kill()
            raise

    @property
    def pid(self) -> int:
        return self.proc.pid

    def _ready(self) -> bool:
        """cnc.dat is this process's (not a stale one left in the dir) and the conductor heartbeats in it."""
        try:
            with CncFile.map(self.aeron_dir) as cnc:
                return cnc.pid == self.proc.pid and cnc.is_driver_active(5_000)
        except (CncNotReadyError, CorruptFileError, FileNotFoundError, ValueError):
            return False

    def output(self) -> str:
        return self.proc.output()

    @property
    def closed(self) -> bool:
        return self.proc.process.poll() is not None

    def stop(self, sig: int = signal.SIGTERM) -> int:
        return self.proc.stop(sig)

    def close(self) -> None:
        self.proc.stop()


def launch_driver(
    kind: Kind = "aeronkit",
    *,
    aeron_dir: Path | str | None = None,
    java: JavaToolchain | None = None,
    process: bool = False,
    properties: Mapping[str, str] | None = None,
    netns: str | None = None,
    ctx: Context | None = None,
    **settings: Any,
) -> DriverHandle:
    """Launch a driver and wait until it is up.

    In this process (``kind="aeronkit"``): ``ctx`` as given, or a Context of ``settings`` (driver Context
    keywords) with its own aeron dir, deleted on start. In a child process (``process=True``, or
    ``kind="java"``, which needs ``java``): ``properties`` as Aeron system properties on top of the defaults
    above, the command prefixed with ``ip netns exec <netns>`` when given.
    """
    if kind == "aeronkit" and not process:
        if properties is not None or netns is not None:
            raise ValueError("an in-process driver takes Context settings, not properties or a netns")
        if ctx is not None:
            if settings or aeron_dir is not None:
                raise ValueError("pass either ctx or settings/aeron_dir, not both")
            return EmbeddedDriver(MediaDriver.launch(ctx), owns_dir=False)
        directory, owned = _directory(aeron_dir, kind)
        settings.setdefault("dir_delete_on_start", True)
        return EmbeddedDriver(MediaDriver.launch(Context(aeron_dir=str(directory), **settings)), owned)
    if ctx is not None or settings:
        raise ValueError(f"a {kind} driver in a child process takes properties, not Context settings")
    directory, owned = _directory(aeron_dir, kind)
    if kind == "aeronkit":
        props = {"aeron.dir": str(directory), **OUR_PROCESS_PROPERTIES, **(properties or {})}
        argv = [sys.executable, "-m", "aeronkit.cli", "driver", *(f"-D{k}={v}" for k, v in props.items())]
    elif java is None:
        raise ValueError("a java driver needs the JavaToolchain (the `java` fixture)")
    else:
        props = {"aeron.dir": str(directory), **JAVA_PROPERTIES, **(properties or {})}
        argv = java.java_command("io.aeron.driver.MediaDriver", properties=props)
        argv[1:1] = JVM_OPTIONS
    if netns is not None:
        argv = ["ip", "netns", "exec", netns, *argv]
    return ProcessDriver(kind, argv, directory, owned, java)


def _directory(aeron_dir: Path | str | None, kind: Kind) -> tuple[Path, bool]:
    if aeron_dir is not None:
        return Path(aeron_dir), False
    return unique_aeron_dir(f"{kind}-driver"), True


@contextlib.contextmanager
def launched(kind: Kind = "aeronkit", **options: Any) -> Iterator[DriverHandle]:
    """``launch_driver`` as a context manager: the driver is closed (by pid for a child) on the way out."""
    handle = launch_driver(kind, **options)
    try:
        yield handle
    finally:
        handle.close()


# -- the error watcher's side ---------------------------------------------------------------------------

_HANDLES: list[DriverHandle] = []
"""Every launched driver whose error log has not been released yet."""


def watched() -> list[DriverHandle]:
    return list(_HANDLES)


def unexpected_errors(handles: Iterable[DriverHandle], expected: Iterable[str]) -> list[str]:
    """The new entries of ``handles``' error logs that match none of the ``expected`` regular expressions
    (nor one declared for that driver before), one line each; acknowledges everything read, so no entry is
    reported twice."""
    expected = list(expected)
    found: list[str] = []
    for handle in handles:
        handle.declared.update(expected)
        patterns = [re.compile(p) for p in handle.declared]
        for observation in handle.new_errors():
            text = observation.encoded_error
            if not any(p.search(text) for p in patterns):
                found.append(f"{handle} logged ({observation.observation_count}x): {_summary(text)}")
        handle.acknowledge()
    return found


def _summary(encoded_error: str) -> str:
    """The line that says what went wrong: a Python traceback's last line and where it was raised, or the
    first line of a Java stack trace (Throwable.toString())."""
    lines = [line for line in encoded_error.strip().splitlines() if line.strip()]
    if lines and lines[0].startswith("Traceback"):
        where = [line.strip() for line in lines if line.lstrip().startswith("File ")]
        return lines[-1] + (f" [{where[-1]}]" if where else "")
    return lines[0] if lines else "(empty entry)"


def release_closed() -> None:
    """Unmap and clean up every handle whose driver is gone and whose errors were checked."""
    for handle in watched():
        if handle.closed:
            handle.release()
