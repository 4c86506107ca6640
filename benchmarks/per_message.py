"""Per-message suite: aeronkit, pyaeron and Aeron Java side by side, all clients on one Aeron Java driver.

What Python users feel in request/response code is the per-message path: one ``offer`` per message and one
Python handler call per fragment. This suite puts the three clients on the same standalone Java media driver
(``io.aeron.driver.MediaDriver`` from the pinned aeron-all jar, SHARED threading), with publisher and
subscriber (or ping and pong) in separate processes:

  aeron-java  publisher: ``io.aeron.samples.StreamingPublisher`` unchanged; subscriber:
              benchmarks/java/MessageRateSubscriber.java (RateSubscriber's shape, exact counts);
              round trip: ``io.aeron.samples.Ping`` and ``io.aeron.samples.Pong`` unchanged
  aeronkit    benchmarks/ipc.py's workers: ``Publication.offer`` per message; ``Subscription.poll`` with a
              FragmentAssembler; pong echoes with ``offer(buffer, offset, length)``; ping polls the pong
              image through a FragmentAssembler
  pyaeron     benchmarks/pyaeron_peer.py in its own CPython 3.13 virtualenv: ``Publication.offer``;
              ``Subscription.poll`` (reassembling in C); pong echoes with ``offer(view)``

Every handler is a trivial Python function (adds up bytes, or records one RTT). Throughput is messages
per second counted by the subscriber over a timed window after a warm-up (32 B, 256 B, 1 KiB, concurrent
publications over ``aeron:ipc``); round trips are 32 B, recorded into HdrHistogram (1 ns .. 10 s, 3
digits; the Java Ping sample's own histogram for Java), over ``aeron:ipc`` and UDP on loopback.

Driver presets (the clients busy-spin in both, as the samples do):
  backoff      ``aeron.shared.idle.strategy=backoff``: the driver parks when idle
  low-latency  ``aeron.shared.idle.strategy=yield``: the driver never parks, it yields its core when idle;
               on 2 cores that leaves one core each to ping and pong whenever the driver has no work
Throughput runs on the backoff preset; round trips on both.

Rounds alternate the order of the implementations; a case reports the median over rounds (per percentile
for latency). Run with ``python -m benchmarks per-message`` (``nox -s bench -- per-message``).
"""

from __future__ import annotations

import array
import contextlib
import itertools
import json
import os
import re
import shutil
import socket
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from benchmarks import ipc, pyaeron_peer
from benchmarks.harness import RESULTS, Measurement, environment
from benchmarks.latency import (
    KEYS,
    LatencyMeasurement,
    Percentiles,
    from_json,
    parse_distribution,
    percentiles_of,
)
from benchmarks.plots import latency_plots
from benchmarks.plots import markdown as plot_section
from benchmarks.processes import Process

JAVA_SOURCES = [Path(__file__).resolve().parent / "java" / "MessageRateSubscriber.java"]
IMPLEMENTATIONS = ("aeron-java", "aeronkit", "pyaeron")
PRESETS = {"backoff": "backoff", "low-latency": "yield"}
UDP = "aeron:udp?endpoint=localhost:{port}"
TARGET_VS_PYAERON = 1.0  # aeronkit throughput >= 1.0 x pyaeron; RTT p50 <= 1.0 x pyaeron
TARGET_VS_JAVA_32B = 0.25  # aeronkit per-message IPC throughput at 32 B >= 0.25 x Java
_RATE = re.compile(r"rate messages=(\d+) seconds=([0-9.]+)")


@dataclass(frozen=True)
class Settings:
    message_lengths: tuple[int, ...] = (32, 256, 1024)
    warmup_s: float = 2.0
    measure_s: float = 2.0
    rounds: int = 5
    verify_messages: int = 10_000
    ping_length: int = 32
    ping_warmup: int = 20_000
    ping_messages: int = 100_000
    ping_verify: int = 1_000
    udp_ping_warmup: int = 2_000  # UDP goes through the driver's duty cycle: with a backoff driver that
    udp_ping_messages: int = 10_000  # parks up to 1 ms, round trips are far longer than over IPC
    presets: tuple[str, ...] = ("backoff", "low-latency")
    transports: tuple[str, ...] = ("ipc", "udp")
    timeout_s: float = 300.0

    def describe(self) -> dict[str, object]:
        return {
            "driver": "Aeron Java 1.51.0 io.aeron.driver.MediaDriver, SHARED threading, default term lengths",
            "presets": {name: f"aeron.shared.idle.strategy={PRESETS[name]}" for name in self.presets},
            "clients": "busy spin, fragment limit 10, concurrent publications, separate processes",
            "message lengths": list(self.message_lengths),
            "throughput warm-up s": self.warmup_s,
            "throughput timed s": self.measure_s,
            "rounds": self.rounds,
            "verified messages per aeronkit/pyaeron run": self.verify_messages,
            "ping-pong message length": self.ping_length,
            "ping-pong warm-up round trips": self.ping_warmup,
            "ping-pong timed round trips": f"{self.ping_messages} ipc, {self.udp_ping_messages} udp",
            "ping-pong warm-up round trips udp": self.udp_ping_warmup,
            "udp channels": UDP.format(port="<free port>") + ", one each for ping and pong",
            "python (aeronkit)": sys.version.split()[0],
            "python (pyaeron)": f"{pyaeron_peer.PYTHON_VERSION}, pyaeron {pyaeron_peer.PYAERON_VERSION}",
            "cpus": os.cpu_count(),
        }


QUICK = Settings(warmup_s=0.5, measure_s=1.0, rounds=1, verify_messages=1_000, ping_warmup=1_000,
                 ping_messages=5_000, ping_verify=100, udp_ping_warmup=500, udp_ping_messages=2_000)
FULL = Settings()


class JavaDriver:
    """A standalone Aeron Java media driver in its own process, stopped by its pid."""

    def __init__(self, toolchain: Any, preset: str, tag: str) -> None:
        self.aeron_dir = Path("/dev/shm") / f"aeronkit-bench-pm-{os.getpid()}-{tag}"
        properties = {"aeron.dir": str(self.aeron_dir), "aeron.dir.delete.on.start": "true",
                      "aeron.dir.delete.on.shutdown": "true", "aeron.threading.mode": "SHARED",
                      "aeron.shared.idle.strategy": PRESETS[preset]}
        self.process = Process(toolchain.java_command("io.aeron.driver.MediaDriver", properties=properties))
        deadline = time.monotonic() + 60.0
        while not (self.aeron_dir / "cnc.dat").exists():
            if self.process.proc.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"the Java media driver did not start:\n{self.process.text[-3000:]}")
            time.sleep(0.05)

    def stop(self) -> None:
        self.process.stop()
        shutil.rmtree(self.aeron_dir, ignore_errors=True)


class Peers:
    """Starts each implementation's publisher/subscriber or ping/pong pair against one driver."""

    def __init__(self, settings: Settings, work: Path) -> None:
        from aeronkit.interop.java import JavaToolchain

        self.settings = settings
        self.work = work
        self.toolchain = JavaToolchain()
        self.classes = self.toolchain.compile(JAVA_SOURCES, work / "classes")
        self.pyaeron = pyaeron_peer.ensure_venv()
        self._streams = itertools.count(2001, 2)  # a fresh stream (pair) per run: no lingering image
        ports = [_free_udp_port() for _ in range(2)]
        self.channels = {"ipc": ("aeron:ipc", "aeron:ipc"),
                         "udp": (UDP.format(port=ports[0]), UDP.format(port=ports[1]))}

    def _java(self, main: str, aeron_dir: Path, classpath: bool = False, **properties: object) -> list[str]:
        props = {"aeron.dir": str(aeron_dir), **{k: str(v) for k, v in properties.items()}}
        return self.toolchain.java_command(main, classpath=[self.classes] if classpath else None,
                                           properties=props)

    # -- throughput --------------------------------------------------------------------------------------

    def throughput(self, implementation: str, aeron_dir: Path, length: int) -> float:
        s = self.settings
        deadline = time.monotonic() + s.timeout_s
        stream = next(self._streams)
        channel = self.channels["ipc"][0]
        if implementation == "aeron-java":
            sub = Process(self._java("aeronkit.bench.MessageRateSubscriber", aeron_dir, classpath=True, **{
                "aeron.sample.channel": channel, "aeron.sample.streamId": stream,
                "aeron.sample.messageLength": length, "aeronkit.bench.warmup.s": s.warmup_s,
                "aeronkit.bench.measure.s": s.measure_s}))
            pub_argv = self._java("io.aeron.samples.StreamingPublisher", aeron_dir, **{
                "aeron.sample.channel": channel, "aeron.sample.streamId": stream,
                "aeron.sample.messageLength": length, "aeron.sample.messages": 10**12})
        elif implementation == "aeronkit":
            common = {"aeron_dir": str(aeron_dir), "length": length, "api": "offer",
                      "verify": s.verify_messages, "batch": 0, "channel": channel, "stream_id": stream}
            sub = ipc._worker("subscribe", **common, warmup_s=s.warmup_s, measure_s=s.measure_s,
                              poll_fragments=0, via_subscription=True)
            pub_argv = ipc._worker_argv("publish", **common, exclusive=False)
        else:
            common = {"aeron_dir": str(aeron_dir), "channel": channel, "stream_id": stream, "length": length,
                      "verify": s.verify_messages}
            sub = Process(pyaeron_peer.command(self.pyaeron, "subscribe", **common, warmup_s=s.warmup_s,
                                               measure_s=s.measure_s))
            pub_argv = pyaeron_peer.command(self.pyaeron, "publish", **common)
        pub: Process | None = None
        try:
            sub.expect(lambda line: line.startswith("ready"), deadline)
            pub = Process(pub_argv)
            code = sub.wait(deadline)
        finally:
            if pub is not None:
                pub.stop()
            sub.stop()
        if code != 0:
            raise RuntimeError(f"{implementation} subscriber failed ({code}):\n{sub.text[-3000:]}")
        if implementation == "aeron-java":
            match = _RATE.search(sub.text)
            if match is None:
                raise RuntimeError(f"no rate line from the Java subscriber:\n{sub.text[-3000:]}")
            return int(match.group(1)) / float(match.group(2))
        result = ipc._json_line(sub)
        if result.get("error"):
            raise RuntimeError(f"{implementation} subscriber: {result['error']}")
        return float(result["rate"])

    # -- round trips -------------------------------------------------------------------------------------

    def ping_pong(self, implementation: str, aeron_dir: Path, transport: str) -> Percentiles:
        s = self.settings
        deadline = time.monotonic() + s.timeout_s
        ping_stream = next(self._streams)
        ping_channel, pong_channel = self.channels[transport]
        warmup, messages = ((s.udp_ping_warmup, s.udp_ping_messages) if transport == "udp"
                            else (s.ping_warmup, s.ping_messages))
        streams = {"ping_channel": ping_channel, "pong_channel": pong_channel, "ping_stream_id": ping_stream,
                   "pong_stream_id": ping_stream + 1}
        if implementation == "aeron-java":
            props: dict[str, object] = {
                "aeron.sample.ping.channel": ping_channel, "aeron.sample.pong.channel": pong_channel,
                "aeron.sample.ping.streamId": ping_stream, "aeron.sample.pong.streamId": ping_stream + 1,
                "aeron.sample.messageLength": s.ping_length}
            pong = Process(self._java("io.aeron.samples.Pong", aeron_dir, **props))
            try:
                ping = Process(self._java("io.aeron.samples.Ping", aeron_dir, **props, **{
                    "aeron.sample.messages": messages, "aeron.sample.warmup.iterations": 2,
                    "aeron.sample.warmup.messages": max(1, warmup // 2)}), stdin_text="n\n")
                try:
                    code = ping.wait(deadline)
                finally:
                    ping.stop()
            finally:
                pong.stop()
            if code != 0:
                raise RuntimeError(f"Ping sample failed ({code}):\n{ping.text[-3000:]}")
            result = parse_distribution(ping.text, unit_ns=1000.0)
            if result.count != messages:
                raise RuntimeError(f"Ping sample recorded {result.count} of {messages} round trips")
            return result
        out = self.work / f"rtt-{ping_stream}.bin"
        if implementation == "aeronkit":
            pong = ipc._worker("pong", aeron_dir=str(aeron_dir), length=s.ping_length, echo_with="offer",
                               **streams)
            ping_argv = ipc._worker_argv("ping", aeron_dir=str(aeron_dir), length=s.ping_length,
                                         warmup=warmup, messages=messages, verify=s.ping_verify,
                                         assemble=True, **streams)
        else:
            pong = Process(pyaeron_peer.command(self.pyaeron, "pong", aeron_dir=str(aeron_dir), **streams))
            ping_argv = pyaeron_peer.command(
                self.pyaeron, "ping", aeron_dir=str(aeron_dir), length=s.ping_length, warmup=warmup,
                messages=messages, verify=s.ping_verify, out=str(out), **streams)
        try:
            pong.expect(lambda line: line.startswith("ready"), deadline)
            ping = Process(ping_argv)
            try:
                code = ping.wait(deadline)
            finally:
                ping.stop()
        finally:
            pong.stop()
        result = ipc._json_line(ping)
        if code != 0 or result.get("error"):
            raise RuntimeError(f"{implementation} ping failed ({code}):\n{ping.text[-3000:]}")
        if implementation == "aeronkit":
            return from_json(result)
        rtts = array.array("q")
        rtts.frombytes(out.read_bytes())
        out.unlink()
        return percentiles_of(rtts)


def _free_udp_port() -> int:
    """A loopback UDP port nobody holds right now (the machine is shared: no fixed ports)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


# -- the suite --------------------------------------------------------------------------------------------

@dataclass
class Report:
    settings: Settings
    throughput: list[Measurement] = field(default_factory=list)
    latency: list[LatencyMeasurement] = field(default_factory=list)
    load: list[tuple[str, tuple[float, float, float]]] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)


@contextlib.contextmanager
def _driver(toolchain: Any, preset: str) -> Iterator[JavaDriver]:
    driver = JavaDriver(toolchain, preset, preset)
    try:
        yield driver
    finally:
        driver.stop()


def _alternate(names: tuple[str, ...], round_index: int) -> tuple[str, ...]:
    return names if round_index % 2 == 0 else tuple(reversed(names))


def run(quick: bool = False, settings: Settings | None = None, results: Path = RESULTS) -> Path:
    """Every case on a Java driver per preset, implementations alternating; writes per-message.{json,md}."""
    s = settings or (QUICK if quick else FULL)
    report = Report(s)
    report.load.append(("start", os.getloadavg()))
    rates = {(n, impl): Measurement(f"{n} B", impl, "messages/s") for n in s.message_lengths
             for impl in IMPLEMENTATIONS}
    rtts = {(preset, transport, impl): LatencyMeasurement(f"RTT {s.ping_length} B {transport} {preset}", impl)
            for preset in s.presets for transport in s.transports for impl in IMPLEMENTATIONS}
    with tempfile.TemporaryDirectory(prefix="aeronkit-bench-pm-") as tmp:
        peers = Peers(s, Path(tmp))
        for preset in s.presets:
            with _driver(peers.toolchain, preset) as driver:
                for r in range(s.rounds):
                    if preset == "backoff":
                        for n in s.message_lengths:
                            for impl in _alternate(IMPLEMENTATIONS, r):
                                what = f"{preset} round {r + 1}/{s.rounds} {n} B {impl}"
                                try:
                                    rate = peers.throughput(impl, driver.aeron_dir, n)
                                except RuntimeError as failure:
                                    report.failures.append(f"{what}: {_summary(failure)}")
                                    _say(f"{what}: failed")
                                    continue
                                rates[(n, impl)].samples.append(rate)
                                _say(f"{what}: {rate:,.0f} msg/s")
                    for transport in s.transports:
                        for impl in _alternate(IMPLEMENTATIONS, r):
                            what = f"{preset} round {r + 1}/{s.rounds} RTT {transport} {impl}"
                            try:
                                result = peers.ping_pong(impl, driver.aeron_dir, transport)
                            except RuntimeError as failure:
                                report.failures.append(f"{what}: {_summary(failure)}")
                                _say(f"{what}: failed")
                                continue
                            rtts[(preset, transport, impl)].runs.append(result)
                            p50, p99 = result.values["p50"], result.values["p99"]
                            _say(f"{what}: p50 {p50:,.0f} ns p99 {p99:,.0f} ns")
                    report.load.append((f"{preset} round {r + 1}", os.getloadavg()))
    report.throughput = [m for m in rates.values() if m.samples]
    report.latency = list(rtts.values())
    return write_report(report, results)


def _summary(failure: Exception) -> str:
    """The first line of a failed run's error and the last line of its output (a worker's JSON verdict)."""
    lines = [line for line in str(failure).splitlines() if line.strip()]
    return " ... ".join(dict.fromkeys([lines[0], lines[-1]])) if lines else type(failure).__name__


def _say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _ratio(a: float | None, b: float | None) -> float | None:
    return None if not a or not b else a / b


def _throughput_rows(report: Report) -> list[dict[str, object]]:
    medians = {(m.case, m.implementation): m.median for m in report.throughput}
    rows = []
    for m in report.throughput:
        java, pyaeron = medians.get((m.case, "aeron-java")), medians.get((m.case, "pyaeron"))
        row: dict[str, object] = {"case": m.case, "implementation": m.implementation, "median": m.median,
                                  "min": min(m.samples), "max": max(m.samples), "samples": m.samples,
                                  "ratio_to_java": _ratio(m.median, java),
                                  "ratio_to_pyaeron": _ratio(m.median, pyaeron)}
        if m.implementation == "aeronkit":
            row["target_met_vs_pyaeron"] = (row["ratio_to_pyaeron"] or 0) >= TARGET_VS_PYAERON
            if m.case == "32 B":
                row["target_met_vs_java"] = (row["ratio_to_java"] or 0) >= TARGET_VS_JAVA_32B
        rows.append(row)
    return rows


def _latency_rows(report: Report) -> list[dict[str, object]]:
    p50 = {(m.case, m.implementation): m.medians["p50"] for m in report.latency if m.runs}
    rows = []
    for m in report.latency:
        if not m.runs:
            continue
        row: dict[str, object] = {"case": m.case, "implementation": m.implementation, "medians_ns": m.medians,
                                  "runs": [asdict(run) for run in m.runs],
                                  "p50_ratio_to_java": _ratio(p50[(m.case, m.implementation)],
                                                              p50.get((m.case, "aeron-java"))),
                                  "p50_ratio_to_pyaeron": _ratio(p50[(m.case, m.implementation)],
                                                                 p50.get((m.case, "pyaeron")))}
        if m.implementation == "aeronkit":
            row["target_met_vs_pyaeron"] = (row["p50_ratio_to_pyaeron"] or 99) <= TARGET_VS_PYAERON
        rows.append(row)
    return rows


def _x(value: object) -> str:
    return "-" if not isinstance(value, float) else f"{value:.2f}"


def write_report(report: Report, results: Path = RESULTS) -> Path:
    """per-message.json (every sample, the load averages) and per-message.md (medians and ratios)."""
    results.mkdir(parents=True, exist_ok=True)
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    throughput, latency = _throughput_rows(report), _latency_rows(report)
    settings = report.settings.describe()
    plots = latency_plots("per-message", report.latency, results)
    data = {"suite": "per-message", "date": when, "environment": environment(), "settings": settings,
            "load_averages": report.load, "failures": report.failures, "throughput": throughput,
            "latency": latency, "plots": [path.name for path in plots]}
    (results / "per-message.json").write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    loads = "; ".join(f"{what}: {a:.1f} {b:.1f} {c:.1f}" for what, (a, b, c) in report.load)
    lines = [f"# per-message ({when})", "", "Settings: " + "; ".join(f"{k}={v}" for k, v in settings.items()),
             "", f"Load averages (1, 5, 15 min) on {os.cpu_count()} cores: {loads}", "",
             "## Throughput, aeron:ipc, backoff driver (median messages/s over rounds)", "",
             "| case | implementation | median | min..max | ratio to Java | ratio to pyaeron |",
             "|---|---|---:|---:|---:|---:|"]
    for row in throughput:
        lines.append(f"| {row['case']} | {row['implementation']} | {row['median']:,.0f} | "
                     f"{row['min']:,.0f}..{row['max']:,.0f} | {_x(row['ratio_to_java'])} | "
                     f"{_x(row['ratio_to_pyaeron'])} |")
    lines += ["", "## Round trips (ns; median of each percentile over rounds)", "",
              "| case | implementation | " + " | ".join(KEYS) + " | p50 / Java | p50 / pyaeron |",
              "|---|---|" + "---:|" * len(KEYS) + "---:|---:|"]
    for row in latency:
        medians = row["medians_ns"]
        assert isinstance(medians, dict)
        lines.append(f"| {row['case']} | {row['implementation']} | "
                     + " | ".join(f"{medians[k]:,.0f}" for k in KEYS)
                     + f" | {_x(row['p50_ratio_to_java'])} | {_x(row['p50_ratio_to_pyaeron'])} |")
    targets = [f"aeronkit throughput >= {TARGET_VS_PYAERON} x pyaeron at every size",
               f"aeronkit RTT p50 <= {TARGET_VS_PYAERON} x pyaeron",
               f"aeronkit 32 B throughput >= {TARGET_VS_JAVA_32B} x Java"]
    met = [all(r.get("target_met_vs_pyaeron", True) for r in throughput),
           all(r.get("target_met_vs_pyaeron", True) for r in latency),
           all(r.get("target_met_vs_java", True) for r in throughput)]
    lines += ["", "Targets (aims, not assertions): "
              + "; ".join(f"{t}: {'met' if ok else 'not met'}" for t, ok in zip(targets, met, strict=True)),
              "", "Failed runs (left out of the medians): " + ("; ".join(report.failures) or "none"),
              "", "Medians of rounds; ratios are of medians. Java's round trips come from the Ping sample's "
              "own HdrHistogram (the first tick at or above each percentile)."]
    lines += plot_section(plots)
    path = results / "per-message.md"
    path.write_text("\n".join(lines) + "\n")
    return path

