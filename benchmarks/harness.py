"""Timing, statistics and result files shared by every suite.

Cases are timed in rounds: one round runs each implementation once (in alternating order), so drift in
machine load (2 shared cores) hits every implementation alike. A case reports the median over rounds.
"""

from __future__ import annotations

import json
import platform
import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"


@dataclass
class Measurement:
    case: str
    implementation: str
    unit: str
    samples: list[float] = field(default_factory=list)

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    @property
    def spread(self) -> tuple[float, float]:
        return min(self.samples), max(self.samples)


def time_per_op_ns(fn: Callable[[int], object], ops: int) -> float:
    """Nanoseconds per operation for one call of fn(ops), which must perform `ops` operations."""
    start = time.perf_counter_ns()
    fn(ops)
    return (time.perf_counter_ns() - start) / ops


def run_rounds(
    case: str, impls: dict[str, Callable[[int], object]], ops: int, rounds: int = 7, warmup: int = 2
) -> list[Measurement]:
    """Time each implementation `rounds` times after `warmup` untimed rounds, alternating order each round."""
    names = list(impls)
    results = {n: Measurement(case, n, "ns/op") for n in names}
    for _ in range(warmup):
        for n in names:
            impls[n](max(1, ops // 10))
    for r in range(rounds):
        order = names if r % 2 == 0 else list(reversed(names))
        for n in order:
            results[n].samples.append(time_per_op_ns(impls[n], ops))
    return [results[n] for n in names]


LoadAverages = list[tuple[str, tuple[float, float, float]]]  # (when, os.getloadavg())


def load_line(load: LoadAverages) -> str:
    """The load averages a run recorded, printed beside its figures (2 shared cores: read them first)."""
    return "Load average (1, 5, 15 min): " + "; ".join(
        f"{when} {one:.1f} {five:.1f} {fifteen:.1f}" for when, (one, five, fifteen) in load)


def environment() -> dict[str, str]:
    return {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "processor": platform.processor() or "unknown",
        "system": f"{platform.system()} {platform.release()}",
    }


def write_results(suite: str, rows: list[Measurement], baseline: str, settings: dict[str, object],
                  results: Path = RESULTS) -> Path:
    """Write JSON and a markdown table with medians, msgs/s and the ratio to `baseline` per case."""
    results.mkdir(parents=True, exist_ok=True)
    data = {
        "suite": suite,
        "environment": environment(),
        "settings": settings,
        "baseline": baseline,
        "measurements": [asdict(m) | {"median": m.median} for m in rows],
    }
    (results / f"{suite}.json").write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    lines = [
        f"# {suite}",
        "",
        "Settings: " + ", ".join(f"{k}={v}" for k, v in settings.items()),
        "",
        f"| case | implementation | median ns/op | min..max ns/op | messages/s | ratio to {baseline} |",
        "|---|---|---:|---:|---:|---:|",
    ]
    base = {m.case: m.median for m in rows if m.implementation == baseline}
    for m in rows:
        lo, hi = m.spread
        ratio = base.get(m.case)
        ratio_text = f"{ratio / m.median:.2f}x" if ratio else "-"
        lines.append(
            f"| {m.case} | {m.implementation} | {m.median:,.1f} | {lo:,.1f}..{hi:,.1f} | "
            f"{1e9 / m.median:,.0f} | {ratio_text} |"
        )
    lines.append("")
    lines.append(f"Ratio = {baseline} time / implementation time (above 1 means faster than {baseline}).")
    path = results / f"{suite}.md"
    path.write_text("\n".join(lines) + "\n")
    return path
