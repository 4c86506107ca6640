"""Smoke test of the UDP benchmark suite: every case runs for Aeron Java, aeronkit and the C baseline.

Timing is never asserted (benchmarks are not tests, and this machine's load decides the figures). What must
hold: each implementation produced checked output (our workers verify the test pattern, the C program
checks sequence numbers and echoes, Java's output must parse), and the report carries every case, every
implementation, the ratios (computed from the medians it shows) and the settings both sides used.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest
from support.deps import require_module, require_tool

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

require_module("hdrh")
require_module("numpy")

from benchmarks import udp  # noqa: E402
from benchmarks.latency import DISTRIBUTION_TICKS, KEYS, PRESETS  # noqa: E402

TINY = dataclasses.replace(udp.QUICK, warmup_s=1, measure_s=1, rounds=1, verify_messages=300,
                           batch_messages=64, ping_warmup=50, ping_messages=200, ping_verify=20,
                           ping_max_s=3.0, timeout_s=120.0)


@pytest.mark.java
def test_quick_run_reports_every_case_ratio_and_setting(java, tmp_path: Path) -> None:
    md = udp.run(settings=TINY, results=tmp_path)
    data = json.loads((tmp_path / "udp.json").read_text())
    text = md.read_text()

    cases = {f"throughput {n} B" for n in (32, 288, 1344)} | {"throughput 1344 B loopback-sized"}
    seen = {(row["case"], row["implementation"]) for row in data["throughput"]}
    assert seen == {(c, i) for c in cases for i in udp.IMPLEMENTATIONS}
    java_median = {r["case"]: r["median"] for r in data["throughput"] if r["implementation"] == "aeron-java"}
    wire_median = {r["case"]: r["median"] for r in data["throughput"] if r["implementation"] == "physical"}
    for row in data["throughput"]:
        assert row["median"] > 0 and len(row["samples"]) == TINY.rounds
        assert row["ratio_to_java"] == pytest.approx(row["median"] / java_median[row["case"]])
        assert row["ratio_to_physical"] == pytest.approx(row["median"] / wire_median[row["case"]])
        if row["implementation"] != "aeronkit-batch":
            assert row["target"] is None and row["target_met"] is None
        elif row["case"].endswith("loopback-sized"):
            assert row["target"] == f">= {udp.TARGET_LOOPBACK_VS_PHYSICAL}x physical"
            assert row["target_met"] == (row["ratio_to_physical"] >= udp.TARGET_LOOPBACK_VS_PHYSICAL)
        else:
            assert row["target"] == f">= {udp.TARGET_BATCH_VS_JAVA}x Java"
            assert row["target_met"] == (row["ratio_to_java"] >= udp.TARGET_BATCH_VS_JAVA)
        assert f"| {row['case']} | {row['implementation']} | {row['median']:,.0f} |" in text

    latency = {(row["case"], row["implementation"]): row for row in data["latency"]}
    rtt_cases = [f"RTT {TINY.ping_length} B {preset.name}" for preset in PRESETS]
    assert set(latency) == {(case, name) for case in rtt_cases for name in udp.LATENCY_IMPLEMENTATIONS}
    for (case, name), row in latency.items():
        ordered = [row["medians_ns"][k] for k in KEYS]
        assert ordered == sorted(ordered) and ordered[0] > 0
        assert len(row["runs"]) == TINY.rounds
        assert all(0 < run["count"] <= TINY.ping_messages for run in row["runs"])
        assert all(len(run["distribution"]) == len(DISTRIBUTION_TICKS) for run in row["runs"])
        assert f"| {case} | {name} |" in text
    for case in rtt_cases:
        ours, theirs = latency[(case, "aeronkit")], latency[(case, "aeron-java")]
        for key in ("p50", "p99"):
            expected = ours["medians_ns"][key] / theirs["medians_ns"][key]
            assert ours[f"{key}_ratio_to_java"] == pytest.approx(expected)
        if case.endswith(udp.TARGET_RTT_PRESET):
            assert ours["target_met"] == (ours["p50_ratio_to_java"] <= udp.TARGET_RTT_P50
                                          and ours["p99_ratio_to_java"] <= udp.TARGET_RTT_P99)
        else:
            assert ours["target"] is None and ours["target_met"] is None
    for preset in PRESETS:
        assert f"driver SHARED idle={preset.driver}, client idle={preset.client}" in text
        plot = tmp_path / f"udp-rtt-{TINY.ping_length}-b-{preset.name}.png"
        assert plot.read_bytes().startswith(b"\x89PNG\r\n\x1a\n") and f"]({plot.name})" in text
    assert len(data["load_average"]) == 1 + TINY.rounds
    for setting in ("threading mode=SHARED", "term length=1048576", "mtu=1408", "so_rcvbuf=2097152",
                    "so_sndbuf=2097152", "message lengths=[32, 288, 1344]"):
        assert setting in text


def test_loopback_sizing_reaches_both_drivers() -> None:
    """The loopback-sized case differs from the physical one only by window and socket buffers, and both
    drivers get them: Java's as aeron.* properties, ours in the embedded driver's context."""
    sizing = udp.FULL.loopback_sizing
    assert sizing.java_properties() == {"aeron.socket.so_sndbuf": "4194304",
                                        "aeron.socket.so_rcvbuf": "4194304",
                                        "aeron.rcv.initial.window.length": "2097152"}
    assert "aeron.rcv.initial.window.length" not in udp.FULL.default_sizing.java_properties()
    with udp.AeronkitSide(udp.QUICK)._driver(sizing=udp.QUICK.loopback_sizing) as driver:
        ctx = driver.ctx
        assert (ctx.initial_window_length, ctx.socket_sndbuf_length, ctx.socket_rcvbuf_length) == (
            2 * 1024 * 1024, 4 * 1024 * 1024, 4 * 1024 * 1024)


def _baseline(tmp_path: Path) -> Path:
    cc = require_tool("gcc", "cc")
    binary = tmp_path / "udp_baseline"
    argv = [cc, "-O2", "-std=c11", "-Wall", "-Werror", "-pthread", "-o", str(binary), str(udp.C_SOURCE)]
    subprocess.run(argv, check=True, capture_output=True, text=True)
    return binary


def test_c_baseline_refuses_bad_arguments(tmp_path: Path) -> None:
    binary = _baseline(tmp_path)
    for argv in (["throughput", "4", "0", "1", "8", "0"], ["throughput", "32", "0", "1", "5000", "0"],
                 ["pingpong", "70000", "0", "10", "1", str(tmp_path / "x")],
                 ["pingpong", "32x", "0", "1", "1", "y"],
                 ["nonsense"]):
        proc = subprocess.run([str(binary), *argv], capture_output=True, text=True, timeout=30)
        assert proc.returncode == 2, argv
        assert "must be" in proc.stderr or "usage" in proc.stderr


def test_c_ping_pong_writes_one_rtt_per_round_trip(tmp_path: Path) -> None:
    binary = _baseline(tmp_path)
    out = tmp_path / "rtt.bin"
    proc = subprocess.run([str(binary), "pingpong", "64", "10", "300", "30", str(out)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    count = int(proc.stdout.split("count=")[1].split()[0])
    assert 0 < count <= 300 and "errors=0" in proc.stdout
    assert out.stat().st_size == 8 * count
