"""The container's own measurements: duty-cycle time and snapshot duration, as counters tools can read.

Aeron's container allocates four counters per service (keyed by cluster id and service id, see
cluster_counters): the longest duty cycle seen (type 218) and how many cycles took longer than
``aeron.cluster.service.cycle.threshold`` (219), the longest snapshot (236) and how many snapshots took
longer than ``aeron.cluster.service.snapshot.threshold`` (237)
(aeron-driver/src/main/java/io/aeron/driver/status/DutyCycleStallTracker.java and
aeron-cluster/src/main/java/io/aeron/cluster/service/SnapshotDurationTracker.java at 1.51.0). Times come from
the agent's injected nano clock, so a ManualClock test sees exact values.
"""

from __future__ import annotations

from aeronkit.client.counter import Counter
from aeronkit.constants import LONG_MIN


def _propose_max(counter: Counter, value: int) -> None:
    """The counter keeps the largest value proposed (one writer: this agent)."""
    if not counter.is_closed and value > counter.get():
        counter.set(value)


class DutyCycleTracker:
    """Max cycle time and cycles over the threshold (DutyCycleStallTracker)."""

    def __init__(self, max_cycle_time: Counter, threshold_exceeded: Counter, threshold_ns: int) -> None:
        self.max_cycle_time = max_cycle_time
        self.threshold_exceeded = threshold_exceeded
        self.threshold_ns = threshold_ns
        self._last_ns = 0
        self._max_ns = 0

    def update(self, now_ns: int) -> None:
        self._last_ns = now_ns

    def measure_and_update(self, now_ns: int) -> None:
        """Once per duty cycle: only a new maximum or a cycle over the threshold touches a counter (the max
        is kept here, so a steady cycle reads nothing from the counters file)."""
        cycle_ns = now_ns - self._last_ns
        self._last_ns = now_ns
        if cycle_ns > self._max_ns:
            self._max_ns = cycle_ns
            _propose_max(self.max_cycle_time, cycle_ns)
        if cycle_ns > self.threshold_ns and not self.threshold_exceeded.is_closed:
            self.threshold_exceeded.increment()


class SnapshotDurationTracker:
    """Longest snapshot and snapshots over the threshold (SnapshotDurationTracker)."""

    def __init__(self, max_duration: Counter, threshold_exceeded: Counter, threshold_ns: int) -> None:
        self.max_duration = max_duration
        self.threshold_exceeded = threshold_exceeded
        self.threshold_ns = threshold_ns
        self._start_ns = LONG_MIN

    def on_snapshot_begin(self, now_ns: int) -> None:
        self._start_ns = now_ns

    def on_snapshot_end(self, now_ns: int) -> None:
        if self._start_ns == LONG_MIN or self.max_duration.is_closed:
            return
        duration_ns = now_ns - self._start_ns
        if duration_ns > self.threshold_ns:
            self.threshold_exceeded.increment()
        _propose_max(self.max_duration, duration_ns)
