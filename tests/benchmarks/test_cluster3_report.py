"""The three-member cluster benchmark's report (benchmarks/cluster3.py), from made-up runs: no cluster runs.

The figures are invented, so nothing here says anything about speed. What must hold: every cluster and
client has a row, ratios are each client's median over the aeron-java client's against the same cluster,
failover times are medians of the runs, and a client's failover line is read back on the clock it printed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import cluster, cluster3  # noqa: E402
from benchmarks.latency import KEYS, LatencyMeasurement, Percentiles  # noqa: E402


def _row(cluster_name: str, client: str, scale: float) -> cluster3.Row:
    latency = LatencyMeasurement("echo rtt", client)
    for run in (1.0, 2.0, 3.0):
        latency.runs.append(Percentiles({k: 1000.0 * scale * run * (i + 1) for i, k in enumerate(KEYS)}, 10))
    return cluster3.Row(cluster_name, client, latency,
                        throughput=[100.0 / scale, 300.0 / scale, 200.0 / scale],
                        new_leader_ms=[3000.0, 1000.0, 2000.0 * scale],
                        next_echo_ms=[3100.0, 1100.0, 2100.0])


def test_report_has_every_row_ratios_to_the_java_client_and_failover_medians(tmp_path: Path) -> None:
    rows = [_row("aeron-java", "aeron-java", 1.0), _row("aeron-java", "aeronkit", 2.0),
            _row("aeron-java", "aeronkit+driver", 4.0), _row("aeronkit", "aeron-java", 1.0)]
    md = cluster3.write(cluster.Settings.quick(), rows, [(1.25, 1.0, 1.0), (7.5, 2.0, 1.0)],
                        tmp_path).read_text()
    data = json.loads((tmp_path / "cluster3.json").read_text())

    by_key = {(r["cluster"], r["client"]): r for r in data["results"]}
    assert set(by_key) == {(r.cluster, r.client) for r in rows}
    ours = by_key[("aeron-java", "aeronkit")]
    assert ours["rtt_ns"]["p50"] == 4000.0  # median of 2000, 4000, 6000
    assert ours["echo_msgs_per_sec"] == 100.0
    assert ours["kill_to_new_leader_ms"] == 3000.0 and ours["kill_to_next_echo_ms"] == 2100.0
    assert "| aeron-java | aeronkit | 4.0 |" in md
    assert "| 2.00 / 2.00 / 2.00 / 0.50 |" in md, "over the aeron-java client: 2x slower, half the rate"
    assert "| 4.00 / 4.00 / 4.00 / 0.25 |" in md
    assert md.count("| 1.00 / 1.00 / 1.00 / 1.00 |") == 2, "each cluster's own Java client is its anchor"
    assert data["load_averages"] == [[1.25, 1.0, 1.0], [7.5, 2.0, 1.0]] and "round: 1.2, 7.5." in md


def test_failover_line_is_read_back_and_its_absence_named() -> None:
    text = "rtt-ns ...\nfailover-ready\nfailover new-leader-ns=1500 next-echo-ns=2500\n"
    assert cluster.parse_failover(text, "aeronkit") == (1500, 2500)
    with pytest.raises(RuntimeError, match="aeronkit: no failover line"):
        cluster.parse_failover("failover-ready\n", "aeronkit")
