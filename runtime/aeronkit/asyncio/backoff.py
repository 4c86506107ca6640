"""How an awaiting aeronkit call gives the event loop back: a few yields, then parks growing to a bound.

Aeron has no file descriptor to wait on: new data shows up as a changed position in shared memory. So an
awaitable poll is a loop of tries, and what matters is what happens between tries. ``Backoff`` first
yields to the event loop ``max_yields`` times (``asyncio.sleep(0)``: other tasks run, nothing sleeps, the
lowest latency), then parks with ``asyncio.sleep`` from ``min_park_s`` doubling up to ``max_park_s``. The
park bounds both the idle CPU (one try per ``max_park_s`` per waiting call) and the extra latency of the
first message after a quiet spell. It is the cooperative twin of aeronkit.idle.BackoffIdleStrategy
(Agrona's BackoffIdleStrategy), on the loop's timer instead of a thread's.

asyncio's selectors wait in whole milliseconds, so any park below 1 ms costs about 1 ms; the default
bound is that millisecond.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from aeronkit.errors import ConfigurationError


@dataclass(frozen=True)
class BackoffSettings:
    max_yields: int = 20
    min_park_s: float = 0.0001
    max_park_s: float = 0.001

    def __post_init__(self) -> None:
        if self.max_yields < 0 or not 0 < self.min_park_s <= self.max_park_s:
            raise ConfigurationError(
                f"backoff needs max_yields >= 0 and 0 < min_park_s <= max_park_s, got {self}")


DEFAULT_BACKOFF = BackoffSettings()


class Backoff:
    """One waiting call's state: how many tries failed so far. ``reset()`` after any progress."""

    __slots__ = ("_park_s", "_settings", "_yields")

    def __init__(self, settings: BackoffSettings = DEFAULT_BACKOFF) -> None:
        self._settings = settings
        self._yields = 0
        self._park_s = settings.min_park_s

    def reset(self) -> None:
        self._yields = 0
        self._park_s = self._settings.min_park_s

    async def idle(self) -> None:
        """Give the loop back after a try that found nothing."""
        if self._yields < self._settings.max_yields:
            self._yields += 1
            await asyncio.sleep(0)
            return
        await asyncio.sleep(self._park_s)
        self._park_s = min(self._park_s * 2, self._settings.max_park_s)
