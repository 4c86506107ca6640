"""Latency percentile-distribution charts, one PNG per latency case, every implementation on one chart.

The shape is HdrHistogram's own plot (its plotFiles.html and HistogramLogAnalyzer): the x axis is the
percentile on a log scale of 1/(1-p), so 90 %, 99 %, 99.9 % ... are equally spaced and the tail gets as much
room as the median; the y axis is the latency at that percentile (log scale here, because one chart holds
sub-microsecond IPC medians beside millisecond stalls). The points are the medians over rounds at
benchmarks/latency.py's DISTRIBUTION_TICKS (``LatencyMeasurement.distribution``), never an average.

matplotlib is in the ``bench`` extra; it draws with the Agg backend into a Figure of its own, so nothing
global (pyplot's state, a display) is touched.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from benchmarks.latency import LatencyMeasurement

_NINES = 6  # x axis up to 99.9999 %, the last DISTRIBUTION_TICKS tick


def slug(text: str) -> str:
    """A file-name-safe form of a case name: ``RTT 32 B low-latency`` -> ``rtt-32-b-low-latency``."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def percentile_plot(title: str, series: Mapping[str, Sequence[tuple[float, float]]],
                    path: Path) -> dict[str, list[tuple[float, float]]]:
    """Draw each series of (percentile, latency ns) points into a PNG at ``path``.

    Returns what was drawn, read back from the chart's lines: per label, the (1/(1-p), latency µs) points.
    Points at p = 100 have no place on the 1/(1-p) axis and are left out (the tables carry the max).
    """
    import numpy
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(8.0, 5.0), dpi=100)
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    for label, points in series.items():
        kept = [(p, ns) for p, ns in points if p < 100.0]
        if kept:
            axes.plot([1.0 / (1.0 - p / 100.0) for p, _ in kept], [ns / 1000.0 for _, ns in kept],
                      label=label, drawstyle="steps-post", linewidth=1.5)
    axes.set_xscale("log")
    axes.set_yscale("log")
    ticks = [10.0 ** k for k in range(_NINES + 1)]
    axes.set_xticks(ticks, [f"{100.0 * (1.0 - 1.0 / t):.{max(0, k - 2)}f}%" for k, t in enumerate(ticks)])
    axes.set_xlim(1.0, ticks[-1])
    axes.set_xlabel("percentile")
    axes.set_ylabel("round-trip latency (µs)")
    axes.set_title(title)
    axes.grid(True, which="major", linestyle=":")
    axes.legend(loc="upper left")
    figure.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, format="png")
    drawn = {}
    for line in axes.get_lines():
        xs = numpy.asarray(line.get_xdata(), dtype=float).tolist()
        ys = numpy.asarray(line.get_ydata(), dtype=float).tolist()
        drawn[str(line.get_label())] = list(zip(xs, ys, strict=True))
    return drawn


def latency_plots(suite: str, measurements: Iterable[LatencyMeasurement], results: Path) -> list[Path]:
    """One ``<suite>-<case>.png`` per latency case in ``results``, with every implementation that has a
    distribution; returns the files written (cases without any distribution get none)."""
    by_case: dict[str, dict[str, list[tuple[float, float]]]] = {}
    for m in measurements:
        points = m.distribution()
        if points:
            by_case.setdefault(m.case, {})[m.implementation] = points
    written = []
    for case, series in by_case.items():
        path = results / f"{suite}-{slug(case)}.png"
        percentile_plot(f"{suite}: {case} (median over rounds per percentile)", series, path)
        written.append(path)
    return written


def markdown(plots: Sequence[Path]) -> list[str]:
    """The report section that links the charts written beside it."""
    return ["", "## Percentile distributions", "", *(f"![{path.stem}]({path.name})" for path in plots)]
