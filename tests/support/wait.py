"""Deadline-based waiting: tests wait on a condition, never on a fixed sleep."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def wait_until(
    predicate: Callable[[], T], timeout_s: float, message: str = "condition", poll_s: float = 0.001,
) -> T:
    """Poll `predicate` until it returns something truthy and return that value.

    Raises AssertionError naming `message` and the time waited once `timeout_s` has passed, so a failing
    test says what it was waiting for instead of hanging or failing on a later, confusing assertion.
    """
    started = time.monotonic()
    deadline = started + timeout_s
    while True:
        result = predicate()
        if result:
            return result
        now = time.monotonic()
        if now >= deadline:
            raise AssertionError(f"timed out waiting for {message} (waited {now - started:.2f} s)")
        time.sleep(poll_s)
