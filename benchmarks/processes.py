"""Child-process plumbing shared by the ipc, udp and archive suites.

``Process`` runs a worker or Java sample with stdout read on a thread and stops it by its pid (never by
name); ``Stop`` and ``offer_until_stopped`` are the worker side of the throughput publishers.
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


class Process:
    """A child process whose stdout lines are read on a thread, stopped by its pid and never left behind.

    ``stdin_text`` is written and stdin closed; ``keep_stdin`` keeps stdin open for ``answer``.
    """

    def __init__(self, argv: list[str], cwd: Path = ROOT, stdin_text: str | None = None,
                 env_extra: dict[str, str] | None = None, keep_stdin: bool = False) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
        env.update(env_extra or {})
        self.argv = argv
        piped = keep_stdin or stdin_text is not None
        self.proc = subprocess.Popen(argv, cwd=cwd, env=env, text=True, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT,
                                     stdin=subprocess.PIPE if piped else subprocess.DEVNULL)
        if stdin_text is not None:
            assert self.proc.stdin is not None
            self.proc.stdin.write(stdin_text)
            self.proc.stdin.close()
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.output: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    @property
    def label(self) -> str:
        """How errors name this process."""
        return f"{self.argv[-2:]}"

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.output.append(line)
            self.lines.put(line)
        self.lines.put(None)

    @property
    def text(self) -> str:
        return "".join(self.output)

    def answer(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def expect(self, predicate: Callable[[str], bool], deadline: float) -> str:
        """The next line for which predicate holds; fails on exit or at the deadline."""
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise RuntimeError(f"timed out waiting on {self.label}:\n{self.text[-3000:]}")
            try:
                line = self.lines.get(timeout=remaining)
            except queue.Empty:
                continue
            if line is None:
                code = self.proc.wait()
                raise RuntimeError(f"{self.label} exited ({code}) early:\n{self.text[-3000:]}")
            if predicate(line):
                return line

    def wait(self, deadline: float) -> int:
        try:
            code = self.proc.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            self.stop()
            raise RuntimeError(f"{self.label} did not finish in time:\n{self.text[-3000:]}") from None
        self._reader.join(timeout=5)
        return code

    def stop(self, grace_s: float = 15.0) -> None:
        """SIGTERM by pid, then SIGKILL if it does not go within the grace period."""
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=grace_s)
            except subprocess.TimeoutExpired:
                os.kill(self.proc.pid, signal.SIGKILL)
                self.proc.wait()
        if self.proc.stdin is not None and not self.proc.stdin.closed:
            with contextlib.suppress(BrokenPipeError):
                self.proc.stdin.close()
        self._reader.join(timeout=5)


class Stop:
    """Set by SIGTERM so a busy loop can end, close its client and report."""

    def __init__(self) -> None:
        self.running = True
        signal.signal(signal.SIGTERM, self._on_signal)

    def _on_signal(self, signum: int, frame: object) -> None:
        self.running = False


def offer_until_stopped(pub: Any, stop: Stop, length: int, api: str, verify: int, batch: int,
                        stop_during_verify: bool) -> dict[str, Any]:
    """Offer the first `verify` messages with the test pattern, then fixed messages until SIGTERM.

    With stop_during_verify, SIGTERM also ends waiting out back pressure on a pattern message.
    """
    from aeronkit import testpattern

    offered = back_pressured = 0
    if api == "offer":
        offer = pub.offer
        for i in range(verify):
            message = testpattern.message(i, length)
            while offer(message) <= 0:
                back_pressured += 1
                if stop_during_verify and not stop.running:
                    break
        offered = verify
        message = bytes(length)
        while stop.running:
            for _ in range(1000):
                if offer(message) > 0:
                    offered += 1
                else:
                    back_pressured += 1
    else:
        import numpy as np

        offsets = np.arange(0, batch * length, length, dtype=np.int32)
        lengths = np.full(batch, length, dtype=np.int32)
        buffer = bytearray(batch * length)
        offer_batch = pub.offer_batch
        while stop.running:
            if offered < verify:
                for k in range(batch):
                    testpattern.write_message(buffer, k * length, offered + k, length)
            elif offered - verify < batch:
                buffer[:] = bytes(len(buffer))
            done = 0
            while done < batch and stop.running:
                count, _ = offer_batch(buffer, offsets[done:], lengths[done:])
                if count:
                    done += count
                else:
                    back_pressured += 1
            offered += done
    return {"offered": offered, "back_pressured": back_pressured}


def client_idle(name: str) -> Callable[[int], None] | None:
    """The ``idle`` call of a latency preset's client idle strategy (an Aeron name, runtime/aeronkit/idle.py),
    or None for the spinning ones (noop, spin): their loops then poll without a call per cycle, as Python
    has no spin-wait hint to give."""
    from aeronkit.idle import NoOpIdleStrategy, idle_strategy_from_name

    strategy = idle_strategy_from_name(name, "client idle strategy")
    return None if isinstance(strategy, NoOpIdleStrategy) else strategy.idle
