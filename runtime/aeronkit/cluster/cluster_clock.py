"""Cluster time: the clock the leader stamps log entries with, and the one the consensus module runs on.

In Aeron the consensus module's duty cycle reads one clock, the ``ClusterClock`` (aeron-cluster/src/main/
java/io/aeron/cluster/service/ClusterClock.java, MillisecondClusterClock.java at 1.51.0): epoch time in a
unit of the cluster's choice (milliseconds by default, ``aeron.cluster.clock``). Every timeout, heartbeat
and election deadline of the module is that time converted to nanoseconds, and every timestamp in the log
(session messages, timers, opens and closes) is that time in its own unit. The unit travels in
NewLeadershipTermEvent and snapshot markers as ``ClusterTimeUnit``; members with different units refuse to
work together.

Here the clock wraps an injected epoch-millisecond source (a ManualClock in tests), so no agent reads the
wall clock itself. Micro- and nanosecond clocks scale that source: this Python has no better wall clock
to offer, and the unit is what must agree between members.
"""

from __future__ import annotations

from aeronkit.clock import EpochClock, SystemEpochClock
from aeronkit.codecs import cluster as codecs
from aeronkit.context import invalid

CLUSTER_CLOCK_PROP = "aeron.cluster.clock"
_CLOCKS = {
    "io.aeron.cluster.MillisecondClusterClock": codecs.ClusterTimeUnit.MILLIS,
    "io.aeron.cluster.MicrosecondClusterClock": codecs.ClusterTimeUnit.MICROS,
    "io.aeron.cluster.NanosecondClusterClock": codecs.ClusterTimeUnit.NANOS,
}
_NANOS_PER_UNIT = {
    codecs.ClusterTimeUnit.MILLIS: 1_000_000,
    codecs.ClusterTimeUnit.MICROS: 1_000,
    codecs.ClusterTimeUnit.NANOS: 1,
}


class ClusterClock:
    """Epoch time in the cluster's unit, from an epoch-millisecond source."""

    def __init__(
        self,
        time_unit: codecs.ClusterTimeUnit = codecs.ClusterTimeUnit.MILLIS,
        epoch: EpochClock | None = None,
    ) -> None:
        self.time_unit = time_unit
        self._epoch = epoch or SystemEpochClock()
        self._nanos_per_unit = _NANOS_PER_UNIT[time_unit]
        self._units_per_ms = 1_000_000 // self._nanos_per_unit

    def time(self) -> int:
        return self._epoch.time_ms() * self._units_per_ms

    def time_millis(self) -> int:
        return self._epoch.time_ms()

    def time_nanos(self) -> int:
        return self._epoch.time_ms() * 1_000_000

    def convert_to_nanos(self, time: int) -> int:
        return time * self._nanos_per_unit

    def from_nanos(self, time_ns: int) -> int:
        """``TimeUnit.convert(nanos, NANOSECONDS)``: nanoseconds to this clock's unit (rounded down)."""
        return time_ns // self._nanos_per_unit


class ElectionClock:
    """The view of cluster time the Election agent takes: nanoseconds from the cluster clock (as Aeron's
    Election runs on ``clusterClock.timeNanos()``) and epoch milliseconds for node-state timestamps."""

    def __init__(self, clock: ClusterClock) -> None:
        self._clock = clock

    def nano_time(self) -> int:
        return self._clock.time_nanos()

    def time_ms(self) -> int:
        return self._clock.time_millis()


def cluster_clock_from_name(name: str | None, epoch: EpochClock | None = None) -> ClusterClock:
    """The clock an ``aeron.cluster.clock`` value names (Aeron's three clock classes)."""
    if not name:
        return ClusterClock(codecs.ClusterTimeUnit.MILLIS, epoch)
    unit = _CLOCKS.get(name)
    if unit is None:
        raise invalid(CLUSTER_CLOCK_PROP, name, f"must be one of {', '.join(sorted(_CLOCKS))}")
    return ClusterClock(unit, epoch)
