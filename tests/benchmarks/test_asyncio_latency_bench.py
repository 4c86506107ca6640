"""Smoke test of the asyncio latency suite: both ping APIs verify their echoes, then time every round trip.

Timing is never asserted (benchmarks are not tests): what must hold is that each case ran against the
pong worker, checked the test pattern first, recorded exactly the round trips asked for, and was reported.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from support.deps import require_module

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

require_module("hdrh")

from benchmarks import asyncio_latency  # noqa: E402
from benchmarks.latency import KEYS  # noqa: E402

TINY = asyncio_latency.Settings(warmup=50, messages=300, verify=30, rounds=1)


def test_both_ping_apis_are_measured_and_reported(tmp_path: Path) -> None:
    report = asyncio_latency.run(settings=TINY, results=tmp_path)
    data = json.loads((tmp_path / "asyncio.json").read_text())
    rows = {row["api"]: row for row in data["latency"]}
    assert set(rows) == {"sync", "asyncio"}
    for row in rows.values():
        assert [run["count"] for run in row["runs"]] == [TINY.messages]
        assert set(row["medians_ns"]) == set(KEYS)
        assert 0 < row["medians_ns"]["p50"] <= row["medians_ns"]["p99"] <= row["medians_ns"]["max"]
    text = report.read_text()
    assert "| IPC RTT 32 B | sync |" in text and "| IPC RTT 32 B | asyncio |" in text
