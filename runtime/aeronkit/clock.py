"""Clocks, injected through every Context so agents never read the time themselves.

Agent logic asks its clock; tests hand it a ManualClock and step time explicitly, which is what makes
deterministic simulation of drivers, archives and cluster members possible.
"""

from __future__ import annotations

import time
from typing import Protocol


class NanoClock(Protocol):
    def nano_time(self) -> int:
        """Monotonic nanoseconds; only differences are meaningful."""
        ...


class EpochClock(Protocol):
    def time_ms(self) -> int:
        """Milliseconds since the Unix epoch."""
        ...


class SystemNanoClock:
    __slots__ = ()

    def nano_time(self) -> int:
        return time.monotonic_ns()


class SystemEpochClock:
    __slots__ = ()

    def time_ms(self) -> int:
        return time.time_ns() // 1_000_000


class ManualClock:
    """Time that moves only when a test says so; serves as both a nano clock and an epoch clock."""

    __slots__ = ("_epoch_offset_ms", "_ns")

    def __init__(self, start_ns: int = 0, epoch_offset_ms: int = 1_700_000_000_000) -> None:
        self._ns = start_ns
        self._epoch_offset_ms = epoch_offset_ms

    def nano_time(self) -> int:
        return self._ns

    def time_ms(self) -> int:
        return self._epoch_offset_ms + self._ns // 1_000_000

    def advance(self, ns: int) -> int:
        if ns < 0:
            raise ValueError(f"time cannot go backwards: advance({ns})")
        self._ns += ns
        return self._ns

    def advance_ms(self, ms: int) -> int:
        return self.advance(ms * 1_000_000)
