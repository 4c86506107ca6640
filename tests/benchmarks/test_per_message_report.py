"""The per-message suite's report: ratios, targets and every case, from measurements made up here.

The suite itself needs a Java driver, the Aeron samples and a pyaeron virtualenv and takes minutes; what
can be checked without them is that the report says what the samples say: medians, ratios to Java and to
pyaeron, which targets are met, and the machine load it was taken under.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import per_message as pm  # noqa: E402
from benchmarks.harness import Measurement  # noqa: E402
from benchmarks.latency import KEYS, LatencyMeasurement, Percentiles  # noqa: E402


def _percentiles(p50: float) -> Percentiles:
    return Percentiles({key: p50 * (i + 1) for i, key in enumerate(KEYS)}, 100)


def test_report_carries_medians_ratios_targets_and_load(tmp_path: Path) -> None:
    settings = pm.Settings(message_lengths=(32, 1024), rounds=3, presets=("backoff",), transports=("ipc",))
    report = pm.Report(settings)
    samples = {("32 B", "aeron-java"): [10e6, 12e6, 11e6], ("32 B", "aeronkit"): [3e6, 5e6, 4e6],
               ("32 B", "pyaeron"): [4e6, 4e6, 4e6], ("1024 B", "aeron-java"): [2e6, 2e6, 2e6],
               ("1024 B", "aeronkit"): [1e6, 1e6, 1e6], ("1024 B", "pyaeron"): [0.5e6, 0.5e6, 0.5e6]}
    report.throughput = [Measurement(case, impl, "messages/s", values)
                         for (case, impl), values in samples.items()]
    case = "RTT 32 B ipc backoff"
    report.latency = [LatencyMeasurement(case, "aeron-java", [_percentiles(200)] * 3),
                      LatencyMeasurement(case, "aeronkit", [_percentiles(500), _percentiles(700),
                                                            _percentiles(600)]),
                      LatencyMeasurement(case, "pyaeron", [_percentiles(400)] * 3)]
    report.load = [("start", (11.0, 10.0, 9.0))]

    text = pm.write_report(report, tmp_path).read_text()
    data = json.loads((tmp_path / "per-message.json").read_text())

    rows = {(r["case"], r["implementation"]): r for r in data["throughput"]}
    ours = rows[("32 B", "aeronkit")]
    assert ours["median"] == 4e6
    assert ours["ratio_to_java"] == pytest.approx(4 / 11) and ours["ratio_to_pyaeron"] == pytest.approx(1.0)
    assert ours["target_met_vs_pyaeron"] and ours["target_met_vs_java"]  # 1.0 x pyaeron, 0.36 x Java
    assert rows[("1024 B", "aeronkit")]["ratio_to_pyaeron"] == pytest.approx(2.0)
    assert "target_met_vs_java" not in rows[("1024 B", "aeronkit")]  # the Java target is for 32 B only
    latency = {r["implementation"]: r for r in data["latency"]}
    assert latency["aeronkit"]["medians_ns"]["p50"] == 600
    assert latency["aeronkit"]["p50_ratio_to_pyaeron"] == pytest.approx(1.5)
    assert latency["aeronkit"]["p50_ratio_to_java"] == pytest.approx(3.0)
    assert not latency["aeronkit"]["target_met_vs_pyaeron"]
    assert data["load_averages"] == [["start", [11.0, 10.0, 9.0]]]

    assert "| 32 B | aeronkit | 4,000,000 | 3,000,000..5,000,000 | 0.36 | 1.00 |" in text
    assert "| RTT 32 B ipc backoff | aeronkit | 600 |" in text
    assert "RTT p50 <= 1.0 x pyaeron: not met" in text
    assert "throughput >= 1.0 x pyaeron at every size: met" in text
    assert "start: 11.0 10.0 9.0" in text
