"""Latency percentile charts (benchmarks/plots.py) and the distributions they are drawn from.

A chart is rendered from small synthetic histograms: the file must be a real PNG of some size, and the lines
on it must be the histograms' own percentile distributions (x = 1/(1-p), y = latency in µs), one line per
implementation, medians over runs per percentile.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from support.deps import require_module

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

require_module("hdrh")
require_module("matplotlib")

from benchmarks.latency import (  # noqa: E402
    DISTRIBUTION_TICKS,
    LatencyMeasurement,
    Percentiles,
    from_json,
    parse_dist_line,
    parse_distribution,
    percentiles_of,
    to_json,
)
from benchmarks.plots import latency_plots, percentile_plot, slug  # noqa: E402

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _synthetic(scale: int) -> LatencyMeasurement:
    """1 .. 10,000 µs uniformly, times ``scale``, and the same times 3: the per-tick median is 2x."""
    m = LatencyMeasurement("RTT 32 B low-latency", f"impl-x{scale}")
    m.runs.append(percentiles_of(range(1_000 * scale, 10_000_001 * scale, 1_000 * scale)))
    m.runs.append(percentiles_of(range(3_000 * scale, 30_000_001 * scale, 3_000 * scale)))
    return m


def test_distribution_ticks_cover_the_tail_on_the_log_axis() -> None:
    assert DISTRIBUTION_TICKS[0] == 0.0 and DISTRIBUTION_TICKS[10] == 90.0 and DISTRIBUTION_TICKS[20] == 99.0
    assert DISTRIBUTION_TICKS[-1] == 99.9999 and list(DISTRIBUTION_TICKS) == sorted(set(DISTRIBUTION_TICKS))


def test_distribution_is_the_histogram_at_each_tick_and_survives_json() -> None:
    run = percentiles_of(range(1, 100_001))
    points = dict(run.distribution)
    assert list(points) == list(DISTRIBUTION_TICKS)
    assert points[90.0] == pytest.approx(90_000, rel=1e-3)
    assert points[99.0] == pytest.approx(99_000, rel=1e-3)
    assert points[99.9999] == pytest.approx(100_000, rel=1e-3)
    assert from_json(to_json(run)) == run


def test_median_distribution_is_per_tick_over_runs() -> None:
    m = _synthetic(1)
    first, third = (dict(run.distribution) for run in m.runs)
    for tick, value in m.distribution():
        assert value == (first[tick] + third[tick]) / 2  # the median of two runs
    assert dict(m.distribution())[90.0] == pytest.approx(18_000_000, rel=1e-3)


def test_chart_is_a_png_drawn_from_the_data(tmp_path: Path) -> None:
    fast, slow = _synthetic(1), _synthetic(5)
    series = {fast.implementation: fast.distribution(), slow.implementation: slow.distribution()}
    path = tmp_path / "chart.png"
    drawn = percentile_plot("RTT 32 B low-latency", series, path)

    data = path.read_bytes()
    assert data.startswith(PNG_MAGIC) and len(data) > 10_000
    assert set(drawn) == set(series)
    for name, points in series.items():
        kept = [(p, ns) for p, ns in points if p < 100.0]
        assert len(drawn[name]) == len(kept) == len(DISTRIBUTION_TICKS)
        for (x, y), (p, ns) in zip(drawn[name], kept, strict=True):
            assert x == pytest.approx(1.0 / (1.0 - p / 100.0)) and y == pytest.approx(ns / 1000.0)
    slow_y = [y for _, y in drawn[slow.implementation]]
    fast_y = [y for _, y in drawn[fast.implementation]]
    ratios = [s / f for s, f in zip(slow_y, fast_y, strict=True)]
    assert ratios == pytest.approx([5.0] * len(fast_y), rel=2e-3)


def test_one_chart_per_case_named_after_it(tmp_path: Path) -> None:
    other = LatencyMeasurement("RTT 32 B backoff", "impl-x1", runs=[percentiles_of(range(1, 1_001))])
    no_distribution = LatencyMeasurement("RTT 64 B backoff", "anchor", runs=[
        Percentiles({"p50": 1.0, "p90": 1.0, "p99": 1.0, "p99.9": 1.0, "max": 1.0}, 10)])
    written = latency_plots("udp", [_synthetic(1), _synthetic(5), other, no_distribution], tmp_path)
    assert [path.name for path in written] == ["udp-rtt-32-b-low-latency.png", "udp-rtt-32-b-backoff.png"]
    assert all(path.read_bytes().startswith(PNG_MAGIC) for path in written)
    assert slug("RTT 32 B low-latency") == "rtt-32-b-low-latency"


def test_java_distribution_lines_are_read() -> None:
    text = "noise\nrtt-ns p50=1 p90=2 p99=3 p99.9=4 max=5 count=9\nrtt-dist 0.0=1 50.0=2 99.9999=5\n"
    assert parse_dist_line(text) == ((0.0, 1.0), (50.0, 2.0), (99.9999, 5.0))
    assert parse_dist_line("rtt-ns p50=1 p90=2 p99=3 p99.9=4 max=5 count=9\n") == ()
    table = "\n".join(["       0.110 0.000000000000        600           1.00",
                       "       0.170 0.500000000000      56318           2.00",
                       "     281.855 0.992187500000      99222         128.00",
                       "   78905.343 1.000000000000     100000",
                       "#[Max     =    78905.343, Total count    =       100000]"])
    points = dict(parse_distribution(table).distribution)
    assert points[0.0] == pytest.approx(110.0) and points[DISTRIBUTION_TICKS[3]] == pytest.approx(170.0)
    assert points[90.0] == pytest.approx(281_855.0) and points[99.9999] == pytest.approx(78_905_343.0)
