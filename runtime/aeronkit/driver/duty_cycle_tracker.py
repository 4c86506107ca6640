"""How long each agent's duty cycles take: the longest one, and how many ran over the threshold.

aeron-driver/src/main/java/io/aeron/driver/DutyCycleTracker.java and status/DutyCycleStallTracker.java at
1.51.0. The conductor, Sender and Receiver each own one over their pair of system counters ("Conductor max
cycle time doing its work in ns" and "... exceeded threshold", and the Sender's and Receiver's alike); they
call ``measure_and_update`` once per duty cycle with the time their injected clock gave them.
"""

from __future__ import annotations

from aeronkit.concurrent.counters import AtomicCounter


class DutyCycleTracker:
    """Max cycle time and cycles over ``threshold_ns``, published into two system counters."""

    __slots__ = ("exceeded", "last_ns", "max_cycle", "max_ns", "threshold_ns")

    def __init__(self, max_cycle: AtomicCounter, exceeded: AtomicCounter, threshold_ns: int) -> None:
        self.max_cycle = max_cycle
        self.exceeded = exceeded
        self.threshold_ns = threshold_ns
        self.last_ns = 0
        self.max_ns = 0

    def update(self, now_ns: int) -> None:
        """The agent starts: cycles are measured from here."""
        self.last_ns = now_ns

    def measure_and_update(self, now_ns: int) -> None:
        cycle_ns = now_ns - self.last_ns
        if cycle_ns > self.max_ns:
            self.max_ns = cycle_ns
            self.max_cycle.set_ordered(cycle_ns)
        if cycle_ns > self.threshold_ns:
            self.exceeded.increment()
        self.last_ns = now_ns
