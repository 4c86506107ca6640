"""Child processes in tests: read their output with a deadline and always stop them by pid."""

from __future__ import annotations

import contextlib
import queue
import re
import signal
import subprocess
import threading
import time
import weakref
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from support.wait import wait_until

_READERS: weakref.WeakKeyDictionary[subprocess.Popen[Any], _LineReader] = weakref.WeakKeyDictionary()
_READERS_LOCK = threading.Lock()


class _LineReader:
    """A daemon thread that moves a child's stdout lines into a queue, so reads can time out."""

    def __init__(self, stream: Any) -> None:
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.thread = threading.Thread(target=self._pump, args=(stream,), daemon=True)
        self.thread.start()

    def _pump(self, stream: Any) -> None:
        try:
            for line in iter(stream.readline, "" if _is_text(stream) else b""):
                self.lines.put(line if isinstance(line, str) else line.decode(errors="replace"))
        except (OSError, ValueError):
            pass  # the pipe was closed underneath us: the process is being stopped
        self.lines.put(None)


def _is_text(stream: Any) -> bool:
    return hasattr(stream, "encoding")


def _reader(proc: subprocess.Popen[Any]) -> _LineReader:
    with _READERS_LOCK:
        reader = _READERS.get(proc)
        if reader is None:
            if proc.stdout is None:
                raise ValueError("read_line needs a process started with stdout=subprocess.PIPE")
            reader = _READERS[proc] = _LineReader(proc.stdout)
        return reader


def read_line(proc: subprocess.Popen[Any], timeout_s: float, seen: list[str] | None = None) -> str:
    """Return the next line of `proc`'s stdout (with its newline), waiting at most `timeout_s`.

    Once a process is read through this function, keep reading it only through this function: a thread owns
    its stdout. `seen` (optional) collects every line returned, so failures can show the whole transcript.
    Raises AssertionError with what was read so far when the deadline passes or the child closes stdout.
    """
    reader = _reader(proc)
    transcript = seen if seen is not None else []
    try:
        line = reader.lines.get(timeout=timeout_s)
    except queue.Empty:
        raise AssertionError(
            f"no line from pid {proc.pid} within {timeout_s} s; read so far: {transcript!r}"
        ) from None
    if line is None:
        reader.lines.put(None)  # stay at end-of-file for later reads
        raise AssertionError(
            f"pid {proc.pid} closed stdout (exit code {proc.poll()}); read so far: {transcript!r}"
        )
    transcript.append(line)
    return line


def read_until(proc: subprocess.Popen[Any], needle: str, timeout_s: float) -> list[str]:
    """Read lines until one contains `needle` (all within one deadline); return every line read."""
    deadline = time.monotonic() + timeout_s
    seen: list[str] = []
    while True:
        line = read_line(proc, max(0.0, deadline - time.monotonic()), seen)
        if needle in line:
            return seen


def read_rest(proc: subprocess.Popen[Any], timeout_s: float) -> str:
    """Everything `proc` still writes to stdout until it closes it, then its exit, within one deadline.

    The deadline-bounded replacement for ``communicate()`` once `read_line` owns the child's stdout.
    """
    reader = _reader(proc)
    deadline = time.monotonic() + timeout_s
    seen: list[str] = []
    while True:
        try:
            line = reader.lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise AssertionError(
                f"pid {proc.pid} still writing after {timeout_s} s; read so far: {''.join(seen)!r}"
            ) from None
        if line is None:
            reader.lines.put(None)
            break
        seen.append(line)
    proc.wait(timeout=max(0.1, deadline - time.monotonic()))
    return "".join(seen)


def stop(proc: subprocess.Popen[Any], timeout_s: float = 10.0) -> int:
    """Terminate `proc` (by its pid), wait, and kill it if it outlives the deadline; safe to call twice."""
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            proc.terminate()
        try:
            proc.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
            proc.wait(timeout=timeout_s)
    with _READERS_LOCK:
        _READERS.pop(proc, None)
    return int(proc.returncode)


@contextlib.contextmanager
def running(*argv: str, timeout_s: float = 10.0, **popen: Any) -> Iterator[subprocess.Popen[Any]]:
    """Start a child with stdout piped (text) and always stop it on exit, whatever the test did."""
    popen.setdefault("stdout", subprocess.PIPE)
    popen.setdefault("text", True)
    proc = subprocess.Popen(list(argv), **popen)
    try:
        yield proc
    finally:
        stop(proc, timeout_s)


class Child:
    """A child process whose output (stdout and stderr, as text) a thread collects while it runs.

    Nothing the child writes can block it on a full pipe, ``await_line`` waits on a pattern with a deadline,
    and ``stop``/``close`` end it by pid (SIGTERM, then SIGKILL after a deadline), also when a test failed.
    """

    def __init__(self, argv: Sequence[str], env: Mapping[str, str] | None = None) -> None:
        self.argv = list(argv)
        self.process: subprocess.Popen[str] = subprocess.Popen(
            self.argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            env=None if env is None else dict(env))
        self.seen: list[str] = []
        self._reader = _reader(self.process)
        self._ended = False

    @property
    def pid(self) -> int:
        return self.process.pid

    def _drain(self, timeout_s: float = 0.0) -> None:
        """Move what the reader collected into ``seen``; with a timeout, until the child closes its output."""
        deadline = time.monotonic() + timeout_s
        while not self._ended:
            try:
                line = self._reader.lines.get(timeout=max(0.0, deadline - time.monotonic())) if timeout_s \
                    else self._reader.lines.get_nowait()
            except queue.Empty:
                return
            if line is None:
                self._ended = True
                return
            self.seen.append(line.rstrip("\n"))

    def output(self) -> str:
        self._drain()
        return "\n".join(self.seen)

    def await_line(self, pattern: str, timeout_s: float) -> re.Match[str]:
        """The first line of all output so far that matches ``pattern``, waited for up to the deadline."""
        regex = re.compile(pattern)

        def found() -> re.Match[str] | None:
            self._drain()
            for line in self.seen:
                match = regex.search(line)
                if match:
                    return match
            if self._ended:
                raise AssertionError(f"{' '.join(self.argv[-4:])} ended (exit code {self.process.poll()}) "
                                     f"without a line matching {pattern!r}:\n{self.output()[-3000:]}")
            return None

        return wait_until(found, timeout_s, f"{pattern!r} from {' '.join(self.argv[-4:])}", poll_s=0.02)

    def wait(self, timeout_s: float) -> int:
        """Its exit code once it ends within the deadline (all its output collected by then)."""
        code = self.process.wait(timeout=timeout_s)
        self._drain(timeout_s=5.0)
        return code

    def stop(self, sig: int = signal.SIGTERM, timeout_s: float = 15.0) -> int:
        """Send ``sig`` (SIGKILL for a crash), then make sure it ends: the ``stop`` above, by pid."""
        if sig != signal.SIGTERM and self.process.poll() is None:
            self.process.send_signal(sig)
        code = stop(self.process, timeout_s)
        self._drain(timeout_s=5.0)
        return code

    def kill(self) -> int:
        return self.stop(signal.SIGKILL)

    def close(self) -> None:
        self.stop()
