"""Deadline-based waiting: tests wait on a condition, never on a fixed sleep."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def wait_until(
    predicate: Callable[[], T],
    timeout_s: float,
    message: str = "condition",
    poll_s: float = 0.001,
    *,
    work: Callable[[], object] | None = None,
    detail: Callable[[], object] | None = None,
    process: subprocess.Popen[Any] | None = None,
) -> T:
    """Poll `predicate` until it returns something truthy and return that value.

    Raises AssertionError naming `message` and the time waited once `timeout_s` has passed, so a failing
    test says what it was waiting for instead of hanging or failing on a later, confusing assertion.
    ``work`` runs after every unmet check (polling a subscription, draining a queue: whatever makes the
    condition come true) and, while it reports work done (truthy), the next check follows without a pause,
    as an idle strategy would; ``detail()`` is added to the failure (state worth seeing); a ``process`` that
    exits before the condition holds fails the wait at once, with its exit code, rather than at the deadline.
    """
    started = time.monotonic()
    deadline = started + timeout_s
    while True:
        result = predicate()
        if result:
            return result
        if process is not None and process.poll() is not None:
            raise AssertionError(
                f"pid {process.pid} exited with {process.returncode} while waiting for {message}"
                + _detail(detail))
        busy = work() if work is not None else None
        now = time.monotonic()
        if now >= deadline:
            raise AssertionError(
                f"timed out waiting for {message} (waited {now - started:.2f} s)" + _detail(detail))
        if not busy:
            time.sleep(poll_s)


def _detail(detail: Callable[[], object] | None) -> str:
    return "" if detail is None else f": {detail()}"


def offerable(publication: Any) -> bool:
    """True once an offer to `publication` can succeed: connected *and* a publisher limit above its position.

    The driver sets the connected flag and raises the publisher limit on different duty cycles (Java's
    IpcPublication and NetworkPublication do the same), so a test that offers as soon as `is_connected`
    reads true can meet BACK_PRESSURED under load.
    """
    return bool(publication.is_connected and publication.position_limit > publication.position)
