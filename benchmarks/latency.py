"""Latency percentiles for the benchmarks: HdrHistogram on our side, Java's HdrHistogram output on theirs.

Latency is never averaged (DESIGN.md, "Performance method"): each run yields the percentiles p50, p90,
p99, p99.9 and max of one HdrHistogram, and a case reports, per percentile, the median over its runs.

Our side records round-trip times into the PyPI ``hdrhistogram`` package (import name ``hdrh``) with the
same range and precision Aeron's EmbeddedPingPong uses (1 ns .. 10 s, 3 significant digits). Java's side
comes from Java's own HdrHistogram, read from what the program prints: either our anchor's one-line
``rtt-ns p50=.. p90=.. p99=.. p99.9=.. max=.. count=..`` (benchmarks/java/IpcPingPong.java) or the
percentile distribution table that ``Histogram.outputPercentileDistribution(out, 1000.0)`` prints in
Aeron's EmbeddedPingPong (values in microseconds).
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterable
from dataclasses import dataclass, field

PERCENTILES: tuple[tuple[str, float], ...] = (("p50", 50.0), ("p90", 90.0), ("p99", 99.0), ("p99.9", 99.9))
KEYS: tuple[str, ...] = (*(name for name, _ in PERCENTILES), "max")
HIGHEST_TRACKABLE_NS = 10_000_000_000
SIGNIFICANT_DIGITS = 3

_ONE_LINE = re.compile(r"rtt-ns p50=(\d+) p90=(\d+) p99=(\d+) p99\.9=(\d+) max=(\d+) count=(\d+)")
_TABLE_ROW = re.compile(r"^\s*([0-9.]+)\s+([0-9.]+)\s+(\d+)(?:\s+[0-9.]+)?\s*$")
_MAX_LINE = re.compile(r"#\[Max\s*=\s*([0-9.]+),\s*Total count\s*=\s*(\d+)\]")


@dataclass(frozen=True)
class Percentiles:
    """One run's round-trip percentiles in nanoseconds and how many round trips were recorded."""

    values: dict[str, float]
    count: int

    def __post_init__(self) -> None:
        missing = [k for k in KEYS if k not in self.values]
        if missing:
            raise ValueError(f"percentiles without {', '.join(missing)}")
        if self.count <= 0:
            raise ValueError("a latency run recorded no round trips")


@dataclass
class LatencyMeasurement:
    """All runs of one latency case for one implementation; medians are taken per percentile."""

    case: str
    implementation: str
    runs: list[Percentiles] = field(default_factory=list)

    def median(self, key: str) -> float:
        return statistics.median(run.values[key] for run in self.runs)

    @property
    def medians(self) -> dict[str, float]:
        return {key: self.median(key) for key in KEYS}


def new_histogram():  # type: ignore[no-untyped-def]
    """An HdrHistogram with EmbeddedPingPong's range and precision (values in nanoseconds)."""
    from hdrh.histogram import HdrHistogram

    return HdrHistogram(1, HIGHEST_TRACKABLE_NS, SIGNIFICANT_DIGITS)


def percentiles_of(rtts_ns: Iterable[int]) -> Percentiles:
    """Record round-trip times (ns) into an HdrHistogram and read p50/p90/p99/p99.9/max back."""
    histogram = new_histogram()
    for value in rtts_ns:
        histogram.record_value(max(1, min(int(value), HIGHEST_TRACKABLE_NS)))
    count = histogram.get_total_count()
    values: dict[str, float] = {name: float(histogram.get_value_at_percentile(p)) for name, p in PERCENTILES}
    values["max"] = float(histogram.get_max_value())
    return Percentiles(values, count)


def parse_one_line(text: str) -> Percentiles:
    """The ``rtt-ns ...`` line printed by benchmarks/java/IpcPingPong.java."""
    match = _ONE_LINE.search(text)
    if match is None:
        raise ValueError(f"no 'rtt-ns p50=...' line in the Java output:\n{text[-2000:]}")
    p50, p90, p99, p999, top, count = (int(g) for g in match.groups())
    return Percentiles({"p50": p50, "p90": p90, "p99": p99, "p99.9": p999, "max": top}, count)


def parse_distribution(text: str, unit_ns: float = 1000.0) -> Percentiles:
    """Percentiles from a Java ``outputPercentileDistribution`` table (values scaled by ``unit_ns``).

    The table lists values at fixed percentile ticks; for each wanted percentile we take the value of the
    first tick at or above it, which is what HdrHistogram's valueAtPercentile returns when the tick falls
    exactly on it and otherwise an upper bound within one tick. Max comes from the ``#[Max = ...]`` line.
    """
    rows: list[tuple[float, float]] = []
    for line in text.splitlines():
        match = _TABLE_ROW.match(line)
        if match:
            rows.append((float(match.group(2)), float(match.group(1)) * unit_ns))
    max_match = _MAX_LINE.search(text)
    if not rows or max_match is None:
        raise ValueError(f"no HdrHistogram percentile table in the Java output:\n{text[-2000:]}")
    values: dict[str, float] = {}
    for name, p in PERCENTILES:
        level = p / 100.0
        values[name] = next((v for q, v in rows if q >= level - 1e-12), rows[-1][1])
    values["max"] = float(max_match.group(1)) * unit_ns
    return Percentiles(values, int(max_match.group(2)))
