"""Latency percentiles for the benchmarks: HdrHistogram on our side, Java's HdrHistogram output on theirs.

Latency is never averaged (DESIGN.md, "Performance method"): each run yields the percentiles p50, p90,
p99, p99.9 and max of one HdrHistogram, and a case reports, per percentile, the median over its runs.

Our side records round-trip times into the PyPI ``hdrhistogram`` package (import name ``hdrh``) with the
same range and precision Aeron's EmbeddedPingPong uses (1 ns .. 10 s, 3 significant digits). Java's side
comes from Java's own HdrHistogram, read from what the program prints: either our anchor's one-line
``rtt-ns p50=.. p90=.. p99=.. p99.9=.. max=.. count=..`` (benchmarks/java/IpcPingPong.java) or the
percentile distribution table that ``Histogram.outputPercentileDistribution(out, 1000.0)`` prints in
Aeron's EmbeddedPingPong (values in microseconds).

Each run also keeps its percentile distribution: the latency at every ``DISTRIBUTION_TICKS`` percentile
(spaced evenly on the 1/(1-p) axis HdrHistogram's plots use), which benchmarks/plots.py draws. Java's
anchors print theirs as one ``rtt-dist p=value ...`` line at the ticks the harness passes in
``aeronkit.bench.percentiles``.

Latency suites run in presets (``PRESETS``): the idle strategies of the driver's SHARED thread and of the
clients' polling loops, by the names Aeron's driver accepts (Configuration.agentIdleStrategy: noop, spin,
yield, backoff, sleep-ns, sleep-ms), so both sides are configured by the same strings.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

PERCENTILES: tuple[tuple[str, float], ...] = (("p50", 50.0), ("p90", 90.0), ("p99", 99.0), ("p99.9", 99.9))
KEYS: tuple[str, ...] = (*(name for name, _ in PERCENTILES), "max")
HIGHEST_TRACKABLE_NS = 10_000_000_000
SIGNIFICANT_DIGITS = 3

DISTRIBUTION_TICKS: tuple[float, ...] = tuple(round(100.0 * (1.0 - 10.0 ** (-k / 10)), 6) for k in range(61))
_ONE_LINE = re.compile(r"rtt-ns p50=(\d+) p90=(\d+) p99=(\d+) p99\.9=(\d+) max=(\d+) count=(\d+)")
_TABLE_ROW = re.compile(r"^\s*([0-9.]+)\s+([0-9.]+)\s+(\d+)(?:\s+[0-9.]+)?\s*$")
_MAX_LINE = re.compile(r"#\[Max\s*=\s*([0-9.]+),\s*Total count\s*=\s*(\d+)\]")
_DIST_LINE = re.compile(r"^rtt-dist((?: [0-9.]+=\d+)+)\s*$", re.MULTILINE)


@dataclass(frozen=True)
class Preset:
    """The idle strategies one latency preset runs with: the driver's single SHARED thread and the clients'
    polling loops (Java: ``aeronkit.bench.clientIdleStrategy``, read through the driver's own name lookup)."""

    name: str
    driver: str
    client: str

    def describe(self) -> str:
        return f"driver SHARED idle={self.driver}, client idle={self.client}"


# backoff: the driver parks when idle, the clients busy-spin (Aeron's samples). low-latency, sized for 2
# cores: nothing sleeps, and every thread that finds no work yields its core (three busy threads on two
# cores). A busy-spinning driver was tried first: at load 8 .. 9 our UDP round trip p50 was 8 ms with it and
# 175 .. 251 us with a yielding driver, Java's 8.5 us and 11 .. 19 us (docs/benchmarks.md).
BACKOFF = Preset("backoff", driver="backoff", client="spin")
LOW_LATENCY = Preset("low-latency", driver="yield", client="yield")
PRESETS: tuple[Preset, ...] = (BACKOFF, LOW_LATENCY)


@dataclass(frozen=True)
class Percentiles:
    """One run's round-trip percentiles in nanoseconds and how many round trips were recorded."""

    values: dict[str, float]
    count: int
    distribution: tuple[tuple[float, float], ...] = ()  # (percentile, ns) at DISTRIBUTION_TICKS

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

    def distribution(self) -> list[tuple[float, float]]:
        """Per tick, the median over the runs that carry a distribution (empty when none does)."""
        runs = [dict(run.distribution) for run in self.runs if run.distribution]
        if not runs:
            return []
        return [(tick, statistics.median(run[tick] for run in runs)) for tick in DISTRIBUTION_TICKS]


def to_json(result: Percentiles) -> dict[str, object]:
    """How a worker process hands one run's result to the harness (``from_json`` reads it back)."""
    return {"percentiles": result.values, "count": result.count,
            "distribution": [list(point) for point in result.distribution]}


def from_json(data: dict[str, Any]) -> Percentiles:
    return Percentiles({k: float(v) for k, v in data["percentiles"].items()}, int(data["count"]),
                       tuple((float(p), float(v)) for p, v in data.get("distribution", ())))


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
    distribution = tuple((p, float(histogram.get_value_at_percentile(p))) for p in DISTRIBUTION_TICKS)
    return Percentiles(values, count, distribution if count else ())


def parse_one_line(text: str) -> Percentiles:
    """The ``rtt-ns ...`` line printed by benchmarks/java/IpcPingPong.java."""
    match = _ONE_LINE.search(text)
    if match is None:
        raise ValueError(f"no 'rtt-ns p50=...' line in the Java output:\n{text[-2000:]}")
    p50, p90, p99, p999, top, count = (int(g) for g in match.groups())
    return Percentiles({"p50": p50, "p90": p90, "p99": p99, "p99.9": p999, "max": top}, count,
                       parse_dist_line(text))


def parse_dist_line(text: str) -> tuple[tuple[float, float], ...]:
    """The ``rtt-dist 50.0=161 90.0=240 ...`` line (ns at each requested percentile); () when absent."""
    match = _DIST_LINE.search(text)
    if match is None:
        return ()
    pairs = (item.split("=") for item in match.group(1).split())
    return tuple((float(p), float(v)) for p, v in pairs)


def ticks_property() -> str:
    """DISTRIBUTION_TICKS as the ``aeronkit.bench.percentiles`` value the Java anchors read."""
    return ",".join(repr(tick) for tick in DISTRIBUTION_TICKS)


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
    values = {name: _at_or_above(rows, p) for name, p in PERCENTILES}
    values["max"] = float(max_match.group(1)) * unit_ns
    distribution = tuple((tick, _at_or_above(rows, tick)) for tick in DISTRIBUTION_TICKS)
    return Percentiles(values, int(max_match.group(2)), distribution)


def _at_or_above(rows: list[tuple[float, float]], percentile: float) -> float:
    level = percentile / 100.0
    return next((v for q, v in rows if q >= level - 1e-12), rows[-1][1])
