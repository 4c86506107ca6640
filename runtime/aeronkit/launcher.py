"""How an ``aeronkit`` command runs a component (the driver, the archive, and the cluster node to come).

One rule for every component, so none can look alive while serving nothing: a component that cannot
start (a setting it cannot use, a directory it cannot claim, a control channel the driver refuses, an
agent whose ``on_start`` failed, see ``aeronkit.agent.AgentStartError``) prints one line on stderr
naming the cause and the command exits 1. A started component runs until SIGINT/SIGTERM or until it
stops by itself, says why on one line, and is closed. Unexpected exceptions (bugs) keep their traceback.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from types import FrameType
from typing import Protocol, TypeVar

from aeronkit.errors import AeronError

EXIT_START_FAILED = 1


class Component(Protocol):
    def close(self) -> None: ...


C = TypeVar("C", bound=Component)


@dataclass(frozen=True)
class Stopped:
    """Why a running component stopped, and the command's exit code (0: asked to stop)."""

    reason: str
    exit_code: int = 0


def one_line(error: BaseException) -> str:
    """An error's message on one line (messages from deep down may carry newlines)."""
    return " ".join(str(error).split()) or type(error).__name__


def run_component(
    command: str,
    launch: Callable[[], C],
    announce: Callable[[C], None],
    run_until_stopped: Callable[[C, threading.Event], Stopped],
) -> int:
    """Launch, announce, run until stopped, close; returns the exit code of ``aeronkit <command>``.

    ``run_until_stopped(component, stop)`` returns once ``stop`` is set (a signal arrived) or the component
    ended on its own.
    """
    stop = threading.Event()

    def on_signal(signum: int, frame: FrameType | None) -> None:
        stop.set()

    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        try:
            component = launch()
        except (AeronError, OSError) as exc:
            print(f"aeronkit {command}: {one_line(exc)}", file=sys.stderr, flush=True)
            return EXIT_START_FAILED
        try:
            announce(component)
            stopped = run_until_stopped(component, stop)
            out = sys.stdout if stopped.exit_code == 0 else sys.stderr
            print(f"aeronkit {command}: {stopped.reason}, closing", file=out, flush=True)
            return stopped.exit_code
        finally:
            component.close()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
