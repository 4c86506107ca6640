"""Smoke test of the IPC benchmark suite: every case runs for aeronkit and Aeron Java and is reported.

Timing is never asserted (benchmarks are not tests); what must hold is that each implementation produced
checked output (our workers verify the test pattern before timing, the Java runs must parse) and that the
report carries every case, every implementation, a ratio and its target.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.deps import require_module

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

require_module("hdrh")
require_module("numpy")

from benchmarks import ipc  # noqa: E402
from benchmarks.latency import (  # noqa: E402
    DISTRIBUTION_TICKS,
    KEYS,
    PERCENTILES,
    PRESETS,
    parse_distribution,
    parse_one_line,
    percentiles_of,
)

TINY = dataclasses.replace(ipc.QUICK, warmup_s=0, measure_s=1, rounds=1, verify_messages=500,
                           batch_messages=64, ping_warmup=200, ping_messages=500, ping_verify=50)


@pytest.mark.java
def test_quick_run_reports_every_case_and_ratio(java, tmp_path: Path) -> None:
    md = ipc.run(settings=TINY, results=tmp_path)
    data = json.loads((tmp_path / "ipc.json").read_text())
    text = md.read_text()

    cases = {f"{kind} {n} B" for kind in ("exclusive", "concurrent") for n in TINY.message_lengths}
    seen = {(row["case"], row["implementation"]) for row in data["throughput"]}
    assert seen == {(c, i) for c in cases for i in ("aeron-java", "aeronkit-offer", "aeronkit-batch")}
    for row in data["throughput"]:
        assert row["median"] > 0 and len(row["samples"]) == TINY.rounds
        assert len(row["back_pressure_ratios"]) == TINY.rounds and row["back_pressure_median"] >= 0
        if row["implementation"] == "aeron-java":
            assert row["ratio_to_java"] == pytest.approx(1.0)
        else:
            assert row["ratio_to_java"] == pytest.approx(row["median"] / _java(data, row["case"]))
            assert row["target"] in (ipc.TARGET_BATCH, ipc.TARGET_OFFER)
            assert row["target_met"] == (row["ratio_to_java"] >= row["target"])
        assert f"| {row['case']} | {row['implementation']} |" in text

    latency = {(row["case"], row["implementation"]): row for row in data["latency"]}
    backoff, low = (f"RTT {TINY.ping_length} B {preset.name}" for preset in PRESETS)
    assert set(latency) == {(backoff, "aeron-java-sample")} | {
        (case, name) for case in (backoff, low) for name in ("aeron-java", "aeronkit")}
    for (case, name), row in latency.items():
        medians = row["medians_ns"]
        assert [medians[k] > 0 for k in KEYS] == [True] * len(KEYS)
        ordered = [medians[k] for k in KEYS]
        assert ordered == sorted(ordered)
        assert [run["count"] for run in row["runs"]] == [TINY.ping_messages] * TINY.rounds
        assert all(len(run["distribution"]) == len(DISTRIBUTION_TICKS) for run in row["runs"])
        assert f"| {case} | {name} |" in text
    for case in (backoff, low):
        ours = latency[(case, "aeronkit")]
        assert ours["p50_ratio_to_java"] == pytest.approx(
            ours["medians_ns"]["p50"] / latency[(case, "aeron-java")]["medians_ns"]["p50"])
    for preset in PRESETS:
        assert f"driver SHARED idle={preset.driver}, client idle={preset.client}" in text
    plots = [tmp_path / f"ipc-rtt-{TINY.ping_length}-b-{preset.name}.png" for preset in PRESETS]
    assert data["plots"] == [path.name for path in plots]
    for path in plots:
        assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n") and f"]({path.name})" in text
    assert text.count("Load average") == 1 and len(data["load_average"]) == 1 + TINY.rounds
    assert "term length=1048576" in text and "threading mode=SHARED" in text


def _java(data: dict, case: str) -> float:
    rows = data["throughput"]
    return next(r["median"] for r in rows if r["case"] == case and r["implementation"] == "aeron-java")


def test_percentiles_of_known_values() -> None:
    result = percentiles_of(range(1, 1001))
    assert result.count == 1000
    assert result.values["p50"] == pytest.approx(500, rel=0.002)
    assert result.values["p99"] == pytest.approx(990, rel=0.002)
    assert result.values["max"] == pytest.approx(1000, rel=0.002)


def test_parsers_read_java_output() -> None:
    one = parse_one_line("noise\nrtt-ns p50=140 p90=211 p99=4791 p99.9=405759 max=21200895 count=100000\n")
    assert one.values == {"p50": 140, "p90": 211, "p99": 4791, "p99.9": 405759, "max": 21200895}
    table = "\n".join([
        "       Value     Percentile TotalCount 1/(1-Percentile)", "",
        "       0.110 0.000000000000        600           1.00",
        "       0.170 0.500000000000      56318           2.00",
        "       0.250 0.900000000000      90882          10.00",
        "     281.855 0.992187500000      99222         128.00",
        "    9781.247 0.999121093750      99913        1137.78",
        "   78905.343 1.000000000000     100000",
        "#[Mean    =       32.192, StdDeviation   =      644.340]",
        "#[Max     =    78905.343, Total count    =       100000]",
    ])
    dist = parse_distribution(table)
    assert dist.count == 100000
    assert dist.values["p50"] == pytest.approx(170.0)
    assert dist.values["p90"] == pytest.approx(250.0)
    assert dist.values["p99"] == pytest.approx(281855.0)
    assert dist.values["p99.9"] == pytest.approx(9781247.0)
    assert dist.values["max"] == pytest.approx(78905343.0)
    with pytest.raises(ValueError):
        parse_one_line("nothing here")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=10**9), min_size=1, max_size=300))
def test_percentiles_of_matches_nearest_rank_within_three_digits(values: list[int]) -> None:
    """HdrHistogram keeps 3 significant digits: each percentile is the nearest-rank value rounded up to its
    bucket's highest equivalent value, so it lies in [exact, exact * (1 + 1/1024)]."""
    result = percentiles_of(values)
    ordered = sorted(values)
    assert result.count == len(values)
    for name, p in PERCENTILES:
        exact = ordered[max(1, int(p * len(values) / 100 + 0.5)) - 1]
        assert exact <= result.values[name] <= exact * (1 + 1 / 1024) + 1, name
    assert ordered[-1] <= result.values["max"] <= ordered[-1] * (1 + 1 / 1024) + 1
