"""Smoke test of the cluster benchmark: both one-member nodes run, every client measures against each, the
report carries every row with ratios to the Java node and the target check.

Timing is never asserted (benchmarks are not tests). What must hold: each client run printed a round-trip
line with one sample per message and an echo rate (the suite fails otherwise), every (node, client) pair is
reported, the ratios are computed against the same client on the aeron-java node, and our node was stopped
with exit code 0 (the suite raises otherwise).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from support.deps import require_module

from aeronkit.interop.java import JavaToolchain

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

require_module("hdrh")

from benchmarks import cluster  # noqa: E402

TINY = cluster.Settings(rtt_messages=50, rtt_warmup=10, echo_messages=200, window=16, rounds=1)


@pytest.mark.java
def test_tiny_run_reports_every_client_on_both_nodes(java: JavaToolchain, tmp_path: Path) -> None:
    md = cluster.run(settings=TINY, results=tmp_path)
    data = json.loads((tmp_path / "cluster.json").read_text())
    text = md.read_text()

    rows = {(row["node"], row["client"]): row for row in data["results"]}
    assert set(rows) == {(n, c) for n in cluster.NODES for c in cluster.IMPLEMENTATIONS}
    for (node, client), row in rows.items():
        assert row["echo_runs"] and all(rate > 0 for rate in row["echo_runs"])
        assert len(row["rtt_runs"]) == TINY.rounds and row["rtt_ns"]["p50"] > 0
        java_row = rows[("aeron-java", client)]
        assert row["msgs_per_sec_ratio"] == pytest.approx(
            row["echo_msgs_per_sec"] / java_row["echo_msgs_per_sec"])
        assert row["p99_ratio"] == pytest.approx(row["rtt_ns"]["p99"] / java_row["rtt_ns"]["p99"])
        if node == "aeron-java":
            assert row["target_met"] is None
        else:
            assert row["target_met"] == (row["msgs_per_sec_ratio"] >= cluster.TARGET_RATE_RATIO
                                         and row["p99_ratio"] <= cluster.TARGET_P99_RATIO)
        assert f"| {node} | {client} |" in text
