"""Idle strategies: what an agent's thread does after a duty cycle that found little or no work.

Names and behaviour follow Agrona's (noop, spin, yield, sleep-ns/sleep-ms, backoff) so the same
configuration strings work for aeronkit and Aeron Java. Sleeping is allowed here and nowhere else in
agent logic: it is the one place that decides how a thread gives the CPU back.
"""

from __future__ import annotations

import os
import select
import time
from collections.abc import Callable, Iterable
from typing import Protocol

from aeronkit.errors import ConfigurationError


class IdleStrategy(Protocol):
    def idle(self, work_count: int) -> None:
        """Called after each duty cycle with the amount of work it did."""
        ...

    def reset(self) -> None:
        ...


class NoOpIdleStrategy:
    """Never idles: for agents that must poll with the lowest latency and own a core."""

    alias = "noop"

    def idle(self, work_count: int) -> None:
        return None

    def reset(self) -> None:
        return None


class BusySpinIdleStrategy(NoOpIdleStrategy):
    """Python has no spin-wait hint; spinning is the same as no-op, kept as a distinct name for configs."""

    alias = "spin"


class YieldingIdleStrategy:
    alias = "yield"

    def idle(self, work_count: int) -> None:
        if work_count <= 0:
            os.sched_yield()

    def reset(self) -> None:
        return None


class SleepingIdleStrategy:
    """Sleeps a fixed period whenever a cycle found no work."""

    alias = "sleep-ns"

    def __init__(self, period_ns: int = 1_000) -> None:
        if period_ns <= 0:
            raise ConfigurationError(f"sleep period must be positive, got {period_ns} ns")
        self.period_s = period_ns / 1e9

    def idle(self, work_count: int) -> None:
        if work_count <= 0:
            time.sleep(self.period_s)

    def reset(self) -> None:
        return None


class BackoffIdleStrategy:
    """Spin, then yield, then sleep with exponentially growing periods; reset by any work.

    Defaults match Agrona's BackoffIdleStrategy (10 spins, 5 yields, 1 us .. 1 ms parks).
    """

    alias = "backoff"
    __slots__ = ("_park_ns", "_spins", "_yields", "max_park_ns", "max_spins", "max_yields", "min_park_ns")

    def __init__(
        self, max_spins: int = 10, max_yields: int = 5, min_park_ns: int = 1_000, max_park_ns: int = 1_000_000
    ) -> None:
        if min_park_ns <= 0 or max_park_ns < min_park_ns:
            raise ConfigurationError(
                f"backoff park periods must satisfy 0 < min ({min_park_ns}) <= max ({max_park_ns})"
            )
        self.max_spins = max_spins
        self.max_yields = max_yields
        self.min_park_ns = min_park_ns
        self.max_park_ns = max_park_ns
        self.reset()

    def reset(self) -> None:
        self._spins = 0
        self._yields = 0
        self._park_ns = self.min_park_ns

    def __repr__(self) -> str:
        """What ``--print-config`` shows for a strategy given as an object: its parameters."""
        return (
            f"BackoffIdleStrategy(max_spins={self.max_spins}, max_yields={self.max_yields}, "
            f"min_park_ns={self.min_park_ns}, max_park_ns={self.max_park_ns})"
        )

    def idle(self, work_count: int) -> None:
        if work_count > 0:
            self.reset()
        elif self._spins < self.max_spins:
            self._spins += 1
        elif self._yields < self.max_yields:
            self._yields += 1
            os.sched_yield()
        else:
            self._park()

    def _park(self) -> None:
        time.sleep(self._park_ns / 1e9)
        self._park_ns = min(self._park_ns * 2, self.max_park_ns)


class ReadableWakeIdleStrategy(BackoffIdleStrategy):
    """Spin, then yield, then wait up to ``max_park_ns`` for any of ``watched()``'s file descriptors (open
    ones) to become readable: a park that a datagram ends at once.

    For a thread that steps a media driver in INVOKER mode together with everything that reads and writes
    its log buffers (a cluster node's SHARED cycle): within that thread a hand-over needs no wake-up (the
    cycle that wrote has work, so the next cycle runs at once), and everything from outside arrives as a
    datagram on one of the driver's sockets. A plain backoff sleeps through that datagram for up to its
    current park; this one returns when the socket is readable. ``watched`` is asked again before every
    wait, so sockets that the driver opens or closes meanwhile are followed. Agrona has no such strategy:
    Aeron Java's empty duty cycle is cheap enough to poll every microsecond, ours is not.
    """

    __slots__ = ("_poll", "_registered", "watched")

    def __init__(
        self, watched: Callable[[], Iterable[int]], max_spins: int = 0, max_yields: int = 2,
        max_park_ns: int = 1_000_000,
    ) -> None:
        if max_park_ns < 1_000_000 or max_park_ns % 1_000_000:
            raise ConfigurationError(
                f"a readable-wake park is whole milliseconds (poll's resolution), got {max_park_ns} ns")
        super().__init__(max_spins, max_yields, max_park_ns, max_park_ns)
        self.watched = watched
        self._poll = select.poll()
        self._registered: frozenset[int] = frozenset()

    def __repr__(self) -> str:
        return (f"ReadableWakeIdleStrategy(max_spins={self.max_spins}, max_yields={self.max_yields}, "
                f"max_park_ns={self.max_park_ns})")

    def _park(self) -> None:
        self._watch(frozenset(self.watched()))
        self._poll.poll(self.max_park_ns // 1_000_000)

    def _watch(self, fds: frozenset[int]) -> None:
        if fds == self._registered:
            return
        for fd in self._registered - fds:
            self._poll.unregister(fd)
        for fd in fds - self._registered:
            self._poll.register(fd, select.POLLIN)
        self._registered = fds


# What "backoff" means as a setting (max spins, max yields, min park ns, max park ns): not Agrona's defaults
# (5 yields) but the driver's IDLE_MAX_SPINS/IDLE_MAX_YIELDS/IDLE_MIN_PARK_NS/IDLE_MAX_PARK_NS, which
# Configuration.agentIdleStrategy uses for every component that takes an idle strategy by name (driver,
# archive, cluster, samples): aeron-driver/src/main/java/io/aeron/driver/Configuration.java, 1.51.0.
NAMED_BACKOFF: tuple[int, int, int, int] = (10, 20, 1_000, 1_000_000)


def idle_strategy_from_name(name: str, setting: str = "idle strategy") -> IdleStrategy:
    """Build a strategy from an Aeron-style name: an alias or Agrona's class name, with the parameters
    Aeron's name lookup gives it (``NAMED_BACKOFF`` for backoff)."""
    key = name.strip()
    short = key.rsplit(".", 1)[-1]
    if key in ("noop", "NoOpIdleStrategy") or short == "NoOpIdleStrategy":
        return NoOpIdleStrategy()
    if key == "spin" or short == "BusySpinIdleStrategy":
        return BusySpinIdleStrategy()
    if key == "yield" or short == "YieldingIdleStrategy":
        return YieldingIdleStrategy()
    if key == "backoff" or short == "BackoffIdleStrategy":
        return BackoffIdleStrategy(*NAMED_BACKOFF)
    if key == "sleep-ns" or short == "SleepingIdleStrategy":
        return SleepingIdleStrategy(1_000)
    if key == "sleep-ms" or short == "SleepingMillisIdleStrategy":
        return SleepingIdleStrategy(1_000_000)
    raise ConfigurationError(
        f"{setting}={name!r} is not an idle strategy (noop, spin, yield, backoff, sleep-ns, sleep-ms)"
    )
