"""IPC benchmark: aeronkit's client and media driver beside Aeron Java 1.51.0 in the same run.

Throughput (32 B, 256 B, 1 KiB; exclusive and concurrent publication):
  aeron-java       io.aeron.samples.EmbeddedExclusiveIpcThroughput / EmbeddedIpcThroughput from the pinned
                   aeron-all jar, unchanged: embedded SHARED driver, publisher and subscriber threads with
                   busy-spin idle, fragment limit 10; we read its once-a-second "Duration ..ms - N messages"
                   lines, drop the warm-up ones and take messages / duration over the rest.
  aeronkit-offer   the same shape with aeronkit: ``offer`` per message, ``Image.poll`` (limit 10) through a
                   FragmentAssembler, busy spin.
  aeronkit-batch   the same with the batch API: ``offer_batch`` and ``Image.poll_batch``.
Round-trip latency (32 B, ping-pong over two IPC streams, tryClaim echo, HdrHistogram percentiles):
  aeron-java       benchmarks/java/IpcPingPong.java: EmbeddedPingPong's shape with the driver's threading
                   mode taken from aeron.threading.mode (SHARED here, like every other case)
  aeron-java-sample io.aeron.samples.EmbeddedPingPong unchanged (it fixes DEDICATED mode in code), shown
                   for reference
  aeronkit         the same ping-pong with aeronkit (``offer``, ``try_claim``, ``Image.poll``)
Round trips run in each preset of benchmarks/latency.py (backoff: the driver parks when idle, clients spin;
low-latency: driver and clients yield when idle), the same idle strategy names on both sides; the shipped
sample only in backoff (its idling is fixed in code). Each latency case also gets a percentile chart.

Our side runs the embedded driver (SHARED, backoff) on a thread of this process and the publisher and
subscriber (ping and pong) as separate Python processes, because Python threads share one interpreter lock:
processes are how Python gets the parallelism Java gets from threads. Every aeronkit run first checks
its output — the first messages carry the standard test pattern and the subscriber (or the ping side, for
echoes) verifies order and content — and only then warms up and times. A Java run counts as correct when
its output parses into positive rates or a full histogram.

Run with ``python -m benchmarks ipc`` (``nox -s bench -- ipc``, ``aeronkit bench ipc``). The workers
are this module too: ``python -m benchmarks.ipc <role> <json arguments>``.
"""

from __future__ import annotations

import array
import json
import os
import re
import shutil
import signal
import statistics
import struct
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from benchmarks.harness import RESULTS, LoadAverages, Measurement, environment, load_line
from benchmarks.latency import (
    BACKOFF,
    KEYS,
    PRESETS,
    LatencyMeasurement,
    Percentiles,
    Preset,
    from_json,
    parse_distribution,
    parse_one_line,
    ticks_property,
)
from benchmarks.plots import latency_plots
from benchmarks.plots import markdown as plot_section
from benchmarks.processes import Process, Stop, client_idle, offer_until_stopped

ROOT = Path(__file__).resolve().parent.parent
JAVA_SOURCES = [Path(__file__).resolve().parent / "java" / name for name in ("IpcPingPong.java",
                                                                                 "LatencyReport.java")]
STREAM_ID = 1001  # the samples' default stream ids
PING_STREAM_ID = 1002
PONG_STREAM_ID = 1003
CHANNEL = "aeron:ipc"
FRAGMENT_LIMIT = 10  # aeron.sample.frameCountLimit default
JAVA_SAMPLES = {True: "io.aeron.samples.EmbeddedExclusiveIpcThroughput",
                False: "io.aeron.samples.EmbeddedIpcThroughput"}
JAVA_PING_PONG = "aeronkit.bench.IpcPingPong"
JAVA_PING_PONG_SAMPLE = "io.aeron.samples.EmbeddedPingPong"
BUSY_SPIN = "org.agrona.concurrent.BusySpinIdleStrategy"
_DURATION = re.compile(r"Duration (\d+)ms - ([\d,]+) messages - ([\d,]+) payload bytes")
_BACK_PRESSURE = re.compile(r"Publisher back pressure ratio: ([0-9.]+)")
_I64 = struct.Struct("<q")
TARGET_BATCH = 1.0  # batch API >= Java's throughput
TARGET_OFFER = 0.1  # per-message API >= 0.1 x Java
TARGET_RTT_P50 = 3.0  # RTT p50 <= 3 x Java


@dataclass(frozen=True)
class Settings:
    """Everything both sides share; printed in the report."""

    message_lengths: tuple[int, ...] = (32, 256, 1024)
    term_length: int = 64 * 1024 * 1024  # Aeron's default IPC term length
    warmup_s: int = 2  # throughput: seconds (Java: report lines) dropped before timing
    measure_s: int = 2  # throughput: seconds (Java: report lines) timed
    rounds: int = 5
    verify_messages: int = 10_000  # aeronkit: pattern messages checked before timing
    batch_messages: int = 4096  # aeronkit-batch: messages per offer_batch call
    batch_poll_fragments: int = 4096  # aeronkit-batch: max fragments per poll_batch
    ping_length: int = 32
    ping_warmup: int = 20_000
    ping_messages: int = 100_000
    ping_verify: int = 1_000
    java_sample_ping_pong: bool = True
    presets: tuple[Preset, ...] = PRESETS  # round trips run once per preset
    timeout_s: float = 300.0  # per run; busy-spinning pairs crawl when the shared machine is overloaded

    def describe(self) -> dict[str, object]:
        return {
            "threading mode": "SHARED (driver: one thread; Java and aeronkit)",
            "throughput idle": "driver backoff, clients busy spin (Java: aeron.sample.idleStrategy="
                               "BusySpinIdleStrategy; aeronkit: none)",
            "round-trip presets": {preset.name: preset.describe() for preset in self.presets},
            "term length": self.term_length,
            "mtu": 1408,
            "channel": CHANNEL,
            "message lengths": list(self.message_lengths),
            "fragment limit": FRAGMENT_LIMIT,
            "throughput warm-up s": self.warmup_s,
            "throughput timed s": self.measure_s,
            "rounds": self.rounds,
            "aeronkit verified messages per run": self.verify_messages,
            "batch messages per offer_batch": self.batch_messages,
            "batch max fragments per poll_batch": self.batch_poll_fragments,
            "ping-pong message length": self.ping_length,
            "ping-pong warm-up round trips": self.ping_warmup,
            "ping-pong timed round trips": self.ping_messages,
            "python": sys.version.split()[0],
        }


QUICK = Settings(message_lengths=(32, 256, 1024), term_length=1024 * 1024, warmup_s=1, measure_s=1, rounds=1,
                 verify_messages=2_000, batch_messages=256, ping_warmup=1_000, ping_messages=2_000,
                 ping_verify=200, java_sample_ping_pong=True)
FULL = Settings()


# -- processes -------------------------------------------------------------------------------------------

def _worker_argv(role: str, **kwargs: object) -> list[str]:
    return [sys.executable, "-m", "benchmarks.ipc", role, json.dumps(kwargs)]


def _worker(role: str, **kwargs: object) -> Process:
    return Process(_worker_argv(role, **kwargs))


def _json_line(process: Process) -> dict[str, Any]:
    for line in reversed(process.output):
        if line.startswith("{"):
            return dict(json.loads(line))
    raise RuntimeError(f"no result from {process.argv[-2:]}:\n{process.text[-3000:]}")


# -- Java side -------------------------------------------------------------------------------------------

class JavaSide:
    """Runs the Aeron samples and our Java anchor from the pinned jar, each with its own aeron dir."""

    def __init__(self, settings: Settings, work: Path) -> None:
        from aeronkit.interop.java import JavaToolchain

        self.settings = settings
        self.work = work
        self.toolchain = JavaToolchain()
        self.classes = self.toolchain.compile(JAVA_SOURCES, work / "classes")
        self._dirs = 0

    def _properties(self, driver_idle: str = BACKOFF.driver, **extra: str) -> dict[str, str]:
        self._dirs += 1
        return {
            "aeron.dir": str(Path("/dev/shm") / f"aeronkit-bench-java-{os.getpid()}-{self._dirs}"),
            "aeron.dir.delete.on.start": "true",
            "aeron.dir.delete.on.shutdown": "true",
            "aeron.threading.mode": "SHARED",
            "aeron.shared.idle.strategy": driver_idle,
            "aeron.ipc.term.buffer.length": str(self.settings.term_length),
            "aeron.sample.idleStrategy": BUSY_SPIN,
            **extra,
        }

    def throughput(self, exclusive: bool, length: int) -> tuple[float, float | None]:
        """Messages per second over the timed report lines of one sample run, and the publisher's
        back-pressure ratio (failed offers per message, over the whole run) that it prints on SIGTERM."""
        s = self.settings
        props = self._properties(**{"aeron.sample.messageLength": str(length)})
        proc = Process(self.toolchain.java_command(JAVA_SAMPLES[exclusive], properties=props))
        try:
            deadline = time.monotonic() + s.timeout_s
            reports = []
            while len(reports) < s.warmup_s + s.measure_s:
                match = _DURATION.search(proc.expect(lambda line: "Duration" in line, deadline))
                assert match is not None
                reports.append((int(match.group(1)), int(match.group(2).replace(",", ""))))
        finally:
            proc.stop()
            shutil.rmtree(props["aeron.dir"], ignore_errors=True)
        timed = reports[s.warmup_s:]
        millis = sum(ms for ms, _ in timed)
        messages = sum(n for _, n in timed)
        if millis <= 0 or messages <= 0:
            raise RuntimeError(f"{JAVA_SAMPLES[exclusive]} reported no messages: {reports}")
        pressure = _BACK_PRESSURE.search(proc.text)
        return messages * 1000.0 / millis, float(pressure.group(1)) if pressure else None

    def ping_pong(self, preset: Preset) -> Percentiles:
        s = self.settings
        props = self._properties(preset.driver, **{
            "aeronkit.bench.clientIdleStrategy": preset.client,
            "aeronkit.bench.percentiles": ticks_property(),
            "aeronkit.bench.messages": str(s.ping_messages),
            "aeronkit.bench.warmup.messages": str(s.ping_warmup),
            "aeronkit.bench.messageLength": str(s.ping_length)})
        argv = self.toolchain.java_command(JAVA_PING_PONG, classpath=[self.classes], properties=props)
        proc = Process(argv)
        try:
            if proc.wait(time.monotonic() + s.timeout_s) != 0:
                raise RuntimeError(f"{JAVA_PING_PONG} failed:\n{proc.text[-3000:]}")
        finally:
            proc.stop()
            shutil.rmtree(props["aeron.dir"], ignore_errors=True)
        result = parse_one_line(proc.text)
        if result.count != s.ping_messages:
            raise RuntimeError(f"{JAVA_PING_PONG} recorded {result.count} of {s.ping_messages} round trips")
        return result

    def ping_pong_sample(self) -> Percentiles:
        """EmbeddedPingPong as shipped (DEDICATED driver); answers 'n' to its 'Execute again?' prompt."""
        s = self.settings
        iterations = 2
        props = self._properties(**{
            "aeron.sample.ping.channel": CHANNEL, "aeron.sample.pong.channel": CHANNEL,
            "aeron.sample.messages": str(s.ping_messages), "aeron.sample.messageLength": str(s.ping_length),
            "aeron.sample.warmup.iterations": str(iterations),
            "aeron.sample.warmup.messages": str(max(1, s.ping_warmup // iterations))})
        proc = Process(self.toolchain.java_command(JAVA_PING_PONG_SAMPLE, properties=props), stdin_text="n\n")
        try:
            if proc.wait(time.monotonic() + s.timeout_s) != 0:
                raise RuntimeError(f"{JAVA_PING_PONG_SAMPLE} failed:\n{proc.text[-3000:]}")
        finally:
            proc.stop()
            shutil.rmtree(props["aeron.dir"], ignore_errors=True)
        result = parse_distribution(proc.text, unit_ns=1000.0)
        if result.count != s.ping_messages:
            raise RuntimeError(f"{JAVA_PING_PONG_SAMPLE} recorded {result.count} of {s.ping_messages}")
        return result


# -- aeronkit side: the parent -----------------------------------------------------------------------------

class AeronkitSide:
    """Each run gets a fresh embedded driver (SHARED, backoff) in this process and two worker processes."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def _driver(self, idle: str = BACKOFF.driver):  # type: ignore[no-untyped-def]
        from aeronkit.driver import Context, MediaDriver

        return MediaDriver.launch_embedded(Context(
            threading_mode="SHARED", shared_idle_strategy=idle,
            ipc_term_buffer_length=self.settings.term_length))

    def throughput(self, exclusive: bool, length: int, api: str) -> tuple[float, float | None]:
        """Messages per second the subscriber counted in its timed window, and the publisher's failed
        offers (offer) or failed offer_batch calls (batch) per message offered."""
        s = self.settings
        deadline = time.monotonic() + s.timeout_s
        with self._driver() as driver:
            common = {"aeron_dir": str(driver.aeron_dir), "length": length, "api": api,
                      "verify": s.verify_messages, "batch": s.batch_messages}
            sub = _worker("subscribe", **common, warmup_s=s.warmup_s, measure_s=s.measure_s,
                          poll_fragments=s.batch_poll_fragments)
            pub: Process | None = None
            try:
                sub.expect(lambda line: line.startswith("ready"), deadline)
                pub = _worker("publish", **common, exclusive=exclusive)
                code = sub.wait(deadline)
            finally:
                if pub is not None:
                    pub.stop()
                sub.stop()
            result = _json_line(sub)
            if code != 0 or result.get("error"):
                raise RuntimeError(f"aeronkit {api} subscriber failed ({code}):\n{sub.text[-3000:]}")
            if pub is not None and pub.proc.returncode not in (0, -signal.SIGTERM):
                raise RuntimeError(f"aeronkit {api} publisher failed:\n{pub.text[-3000:]}")
            pressure = None
            if pub is not None:
                published = _json_line(pub)
                pressure = published["back_pressured"] / max(1, published["offered"])
            return float(result["rate"]), pressure

    def ping_pong(self, preset: Preset) -> Percentiles:
        s = self.settings
        deadline = time.monotonic() + s.timeout_s
        with self._driver(preset.driver) as driver:
            common = {"aeron_dir": str(driver.aeron_dir), "length": s.ping_length, "idle": preset.client}
            pong = _worker("pong", **common)
            try:
                pong.expect(lambda line: line.startswith("ready"), deadline)
                ping = _worker("ping", **common, warmup=s.ping_warmup, messages=s.ping_messages,
                               verify=s.ping_verify)
                try:
                    code = ping.wait(deadline)
                finally:
                    ping.stop()
            finally:
                pong.stop()
            result = _json_line(ping)
            if code != 0 or result.get("error"):
                raise RuntimeError(f"aeronkit ping failed ({code}):\n{ping.text[-3000:]}")
            return from_json(result)


# -- the suite -----------------------------------------------------------------------------------------------

@dataclass
class Report:
    settings: Settings
    throughput: list[Measurement] = field(default_factory=list)
    latency: list[LatencyMeasurement] = field(default_factory=list)
    back_pressure: dict[tuple[str, str], list[float]] = field(default_factory=dict)
    load: LoadAverages = field(default_factory=list)


def _case(exclusive: bool, length: int) -> str:
    return f"{'exclusive' if exclusive else 'concurrent'} {length} B"


def _latency_case(s: Settings, preset: Preset) -> str:
    return f"RTT {s.ping_length} B {preset.name}"


def run(quick: bool = False, settings: Settings | None = None, results: Path = RESULTS) -> Path:
    """Run every case, alternating Java and aeronkit each round, and write ipc.{json,md} into `results`."""
    s = settings or (QUICK if quick else FULL)
    report = Report(s, load=[("start", os.getloadavg())])
    with tempfile.TemporaryDirectory(prefix="aeronkit-bench-ipc-") as tmp:
        java = JavaSide(s, Path(tmp))
        ours = AeronkitSide(s)
        cases = [(exclusive, length) for exclusive in (True, False) for length in s.message_lengths]
        rows: dict[tuple[str, str], Measurement] = {}
        impls: dict[str, Callable[[bool, int], tuple[float, float | None]]] = {
            "aeron-java": java.throughput,
            "aeronkit-offer": lambda e, n: ours.throughput(e, n, "offer"),
            "aeronkit-batch": lambda e, n: ours.throughput(e, n, "batch"),
        }
        for exclusive, length in cases:
            for name in impls:
                case = _case(exclusive, length)
                rows[(case, name)] = Measurement(case, name, "messages/s")
        latency_impls: dict[str, Callable[[Preset], Percentiles]] = {"aeron-java": java.ping_pong,
                                                                      "aeronkit": ours.ping_pong}
        if s.java_sample_ping_pong:
            latency_impls["aeron-java-sample"] = lambda _: java.ping_pong_sample()
        latency = {(preset.name, name): LatencyMeasurement(_latency_case(s, preset), name)
                   for preset in s.presets for name in latency_impls
                   if name != "aeron-java-sample" or preset.name == BACKOFF.name}
        for r in range(s.rounds):
            for exclusive, length in cases:
                names = list(impls) if r % 2 == 0 else list(reversed(impls))
                for name in names:
                    rate, pressure = impls[name](exclusive, length)
                    rows[(_case(exclusive, length), name)].samples.append(rate)
                    if pressure is not None:
                        report.back_pressure.setdefault((_case(exclusive, length), name), []).append(pressure)
                    print(f"round {r + 1}/{s.rounds} {_case(exclusive, length)} {name}: {rate:,.0f} msg/s",
                          file=sys.stderr, flush=True)
            for preset in s.presets:
                names = list(latency_impls) if r % 2 == 0 else list(reversed(latency_impls))
                for name in names:
                    if (preset.name, name) not in latency:
                        continue
                    result = latency_impls[name](preset)
                    latency[(preset.name, name)].runs.append(result)
                    print(f"round {r + 1}/{s.rounds} {_latency_case(s, preset)} {name}: "
                          f"p50 {result.values['p50']:,.0f} ns", file=sys.stderr, flush=True)
            report.load.append((f"round {r + 1}", os.getloadavg()))
        report.throughput = list(rows.values())
        report.latency = list(latency.values())
    return write_report(report, results)


def _ratio_rows(report: Report) -> list[dict[str, object]]:
    java = {m.case: m.median for m in report.throughput if m.implementation == "aeron-java"}
    out = []
    for m in report.throughput:
        ratio = m.median / java[m.case] if java.get(m.case) else None
        target = {"aeronkit-batch": TARGET_BATCH, "aeronkit-offer": TARGET_OFFER}.get(m.implementation)
        pressure = report.back_pressure.get((m.case, m.implementation), [])
        out.append({"case": m.case, "implementation": m.implementation, "median": m.median,
                    "back_pressure_ratios": pressure,
                    "back_pressure_median": statistics.median(pressure) if pressure else None,
                    "min": min(m.samples), "max": max(m.samples), "samples": m.samples,
                    "ratio_to_java": ratio, "target": target,
                    "target_met": None if target is None or ratio is None else ratio >= target})
    return out


def _latency_rows(report: Report) -> list[dict[str, object]]:
    java = {m.case: m.medians for m in report.latency if m.implementation == "aeron-java"}
    out = []
    for m in report.latency:
        medians = m.medians
        ours = m.implementation == "aeronkit"
        anchor = java.get(m.case)
        ratio = medians["p50"] / anchor["p50"] if anchor and anchor["p50"] and ours else None
        out.append({"case": m.case, "implementation": m.implementation, "medians_ns": medians,
                    "runs": [asdict(run) for run in m.runs], "p50_ratio_to_java": ratio,
                    "target": TARGET_RTT_P50 if m.implementation == "aeronkit" else None,
                    "target_met": None if ratio is None else ratio <= TARGET_RTT_P50})
    return out


def _fraction(value: object) -> str:
    return "-" if value is None else f"{value:.3f}"


def write_report(report: Report, results: Path = RESULTS) -> Path:
    """ipc.json (every sample) and ipc.md (medians, ratios, targets, settings) in `results`."""
    results.mkdir(parents=True, exist_ok=True)
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    throughput = _ratio_rows(report)
    latency = _latency_rows(report)
    settings = report.settings.describe()
    plots = latency_plots("ipc", report.latency, results)
    data = {"suite": "ipc", "date": when, "environment": environment(), "settings": settings,
            "load_average": report.load, "throughput": throughput, "latency": latency,
            "plots": [path.name for path in plots]}
    (results / "ipc.json").write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")

    def met(row: dict[str, object], word: str) -> str:
        if row["target"] is None:
            return "-"
        return f"{word} {row['target']}x: {'met' if row['target_met'] else 'not met'}"

    lines = [f"# ipc ({when})", "", "Settings: " + "; ".join(f"{k}={v}" for k, v in settings.items()),
             "", load_line(report.load),
             "", "## Throughput (median over rounds)", "",
             "| case | implementation | median messages/s | min..max messages/s | publisher back pressure "
             "| ratio aeronkit/Java | target |",
             "|---|---|---:|---:|---:|---:|---|"]
    for row in throughput:
        ratio = row["ratio_to_java"]
        lines.append(f"| {row['case']} | {row['implementation']} | {row['median']:,.0f} | "
                     f"{row['min']:,.0f}..{row['max']:,.0f} | {_fraction(row['back_pressure_median'])} | "
                     f"{'-' if ratio is None else f'{ratio:.3f}'} | {met(row, '>=')} |")
    lines += ["", "## Round-trip latency (ns; median of each percentile over rounds)", "",
              "| case | implementation | " + " | ".join(KEYS) + " | p50 ratio aeronkit/Java | target |",
              "|---|---|" + "---:|" * len(KEYS) + "---:|---|"]
    for row in latency:
        medians = row["medians_ns"]
        assert isinstance(medians, dict)
        ratio = row["p50_ratio_to_java"]
        lines.append(f"| {row['case']} | {row['implementation']} | "
                     + " | ".join(f"{medians[k]:,.0f}" for k in KEYS)
                     + f" | {'-' if ratio is None else f'{ratio:.1f}'} | {met(row, 'p50 <=')} |")
    lines += ["", "aeron-java: EmbeddedExclusiveIpcThroughput (exclusive) / EmbeddedIpcThroughput "
              "(concurrent); "
              "for RTT benchmarks/java/IpcPingPong.java in SHARED mode. aeron-java-sample: EmbeddedPingPong "
              "as shipped (DEDICATED driver, percentiles read from its printed distribution). "
              "Publisher back pressure: failed offers per message offered over the whole run, as the "
              "samples print it (aeronkit-batch: failed offer_batch calls per message); near 0 means the "
              "publisher, not the subscriber, set the pace. "
              "Ratios are against aeron-java. Targets are aims, not assertions."]
    lines += plot_section(plots)
    path = results / "ipc.md"
    path.write_text("\n".join(lines) + "\n")
    return path


# -- aeronkit side: the worker processes --------------------------------------------------------------------

def _connect(aeron_dir: str):  # type: ignore[no-untyped-def]
    from aeronkit.client import Aeron, Context

    return Aeron.connect(Context(aeron_dir=aeron_dir))


def _await(condition: Callable[[], bool], what: str, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out waiting for {what}")
        os.sched_yield()


def _publish(aeron_dir: str, length: int, api: str, verify: int, batch: int,
             exclusive: bool, channel: str = CHANNEL, stream_id: int = STREAM_ID) -> dict[str, Any]:
    """Offer the first `verify` messages with the test pattern, then fixed messages until SIGTERM."""
    stop = Stop()
    with _connect(aeron_dir) as aeron:
        pub = (aeron.add_exclusive_publication if exclusive else aeron.add_publication)(channel, stream_id)
        _await(lambda: pub.is_connected, "the subscriber to connect")
        return offer_until_stopped(pub, stop, length, api, verify, batch, stop_during_verify=False)


def _subscribe(aeron_dir: str, length: int, api: str, verify: int, batch: int, warmup_s: float,
               measure_s: float, poll_fragments: int, channel: str = CHANNEL, stream_id: int = STREAM_ID,
               via_subscription: bool = False) -> dict[str, Any]:
    """Verify the first `verify` messages, warm up, then count messages over `measure_s` seconds.

    ``offer`` polls the image through a FragmentAssembler, or the subscription with ``via_subscription``
    (as the per-message suite's Java and pyaeron subscribers do)."""
    from aeronkit import testpattern
    from aeronkit.client import FragmentAssembler

    clock = time.perf_counter
    with _connect(aeron_dir) as aeron:
        sub = aeron.add_subscription(channel, stream_id)
        print("ready", flush=True)
        _await(lambda: sub.image_count > 0, "an image")
        image = sub.images[0]
        polled = sub if via_subscription else image
        received = total_bytes = corrupt = 0

        def check(data: memoryview | bytes, size: int) -> None:
            nonlocal received, total_bytes, corrupt
            if received < verify and (size != length or testpattern.check(data) != received):
                corrupt += 1
            received += 1
            total_bytes += size

        def on_verify(buffer: memoryview, offset: int, size: int, header: object) -> None:
            check(buffer[offset:offset + size], size)

        def on_fragment(buffer: memoryview, offset: int, size: int, header: object) -> None:
            nonlocal total_bytes
            total_bytes += size

        deadline = time.monotonic() + 60.0
        if api == "offer":
            verifier = FragmentAssembler(on_verify)
            while received < verify:
                polled.poll(verifier, FRAGMENT_LIMIT)
                if time.monotonic() > deadline:
                    return {"error": f"only {received} of {verify} messages arrived"}
            counter = FragmentAssembler(on_fragment)
            poll = polled.poll
            end = clock() + warmup_s
            while clock() < end:
                poll(counter, FRAGMENT_LIMIT)
            start_bytes, start = total_bytes, clock()
            end = start + measure_s
            while (now := clock()) < end:
                poll(counter, FRAGMENT_LIMIT)
        else:
            poll_batch = image.poll_batch
            while received < verify:
                got = poll_batch(poll_fragments)
                for i in range(got.count):
                    check(got.payload(i), int(got.lengths[i]))
                got.release()
                if time.monotonic() > deadline:
                    return {"error": f"only {received} of {verify} messages arrived"}
            end = clock() + warmup_s
            while clock() < end:
                got = poll_batch(poll_fragments)
                if got.count:
                    total_bytes += int(got.lengths.sum())
                    got.release()
            start_bytes, start = total_bytes, clock()
            end = start + measure_s
            while (now := clock()) < end:
                got = poll_batch(poll_fragments)
                if got.count:
                    total_bytes += int(got.lengths.sum())
                    got.release()
        if corrupt:
            return {"error": f"{corrupt} of the first {verify} messages were out of order or corrupt"}
        timed_bytes = total_bytes - start_bytes
        if timed_bytes % length:
            return {"error": f"{timed_bytes} bytes is not a whole number of {length}-byte messages"}
        messages = timed_bytes // length
        return {"messages": messages, "seconds": now - start, "rate": messages / (now - start),
                "verified": verify}


def _pong(aeron_dir: str, length: int, ping_channel: str = CHANNEL, pong_channel: str = CHANNEL,
          ping_stream_id: int = PING_STREAM_ID, pong_stream_id: int = PONG_STREAM_ID,
          echo_with: str = "try_claim", idle: str = BACKOFF.client) -> dict[str, Any]:
    """Echo every ping until SIGTERM: with try_claim (as EmbeddedPingPong's pong does), or with
    ``offer(buffer, offset, length)`` through a FragmentAssembler (as Aeron's Pong sample does); between
    polls it idles with the client idle strategy ``idle``."""
    from aeronkit.client import BufferClaim, FragmentAssembler

    stop = Stop()
    echoed = 0
    with _connect(aeron_dir) as aeron:
        pings = aeron.add_subscription(ping_channel, ping_stream_id)
        pongs = aeron.add_publication(pong_channel, pong_stream_id)
        print("ready", flush=True)
        claim = BufferClaim()
        try_claim, offer = pongs.try_claim, pongs.offer

        def claim_echo(buffer: memoryview, offset: int, size: int, header: Any) -> None:
            nonlocal echoed
            while try_claim(size, claim) <= 0:
                if not stop.running:
                    return
            assert claim.buffer is not None
            claim.buffer[:size] = buffer[offset:offset + size]
            claim.commit()
            echoed += 1

        def offer_echo(buffer: memoryview, offset: int, size: int, header: Any) -> None:
            nonlocal echoed
            while offer(buffer, offset, size) <= 0:
                if not stop.running:
                    return
            echoed += 1

        echo = claim_echo if echo_with == "try_claim" else FragmentAssembler(offer_echo)
        poll = pings.poll
        pause = client_idle(idle)
        if pause is None:
            while stop.running:
                poll(echo, FRAGMENT_LIMIT)
        else:
            while stop.running:
                pause(poll(echo, FRAGMENT_LIMIT))
    return {"echoed": echoed}


def _ping(aeron_dir: str, length: int, warmup: int, messages: int, verify: int,
          ping_channel: str = CHANNEL, pong_channel: str = CHANNEL, ping_stream_id: int = PING_STREAM_ID,
          pong_stream_id: int = PONG_STREAM_ID, assemble: bool = False,
          idle: str = BACKOFF.client) -> dict[str, Any]:
    """Check `verify` echoes against the test pattern, warm up, then time `messages` round trips (the pong
    image polled through a FragmentAssembler with ``assemble``, as Aeron's Ping sample does), idling
    between polls of the pong image with the client idle strategy ``idle``."""
    from aeronkit import testpattern
    from aeronkit.client import FragmentAssembler
    from benchmarks.latency import percentiles_of, to_json

    clock = time.perf_counter_ns
    with _connect(aeron_dir) as aeron:
        pongs = aeron.add_subscription(pong_channel, pong_stream_id)
        pings = aeron.add_publication(ping_channel, ping_stream_id)
        _await(lambda: pongs.image_count > 0 and pings.is_connected, "the pong side")
        image = pongs.images[0]
        offer, poll = pings.offer, image.poll
        pause = client_idle(idle)
        echoes: list[bytes] = []

        def keep(buffer: memoryview, offset: int, size: int, header: object) -> None:
            echoes.append(bytes(buffer[offset:offset + size]))

        for i in range(verify):
            sent = testpattern.message(i, length)
            while (position := offer(sent)) < 0:
                pass
            while image.position < position:
                poll(keep, FRAGMENT_LIMIT)
        wrong = sum(1 for i, echo in enumerate(echoes) if echo != testpattern.message(i, length))
        if len(echoes) != verify or wrong:
            return {"error": f"{len(echoes)} echoes of {verify}, {wrong} differ from what was sent"}

        rtts = array.array("q")
        record = rtts.append
        unpack = _I64.unpack_from
        pack = _I64.pack_into
        buffer = bytearray(length)

        def on_pong(term: memoryview, offset: int, size: int, header: object) -> None:
            record(clock() - unpack(term, offset)[0])

        handler = FragmentAssembler(on_pong) if assemble else on_pong

        def round_trips(count: int) -> None:
            for _ in range(count):
                pack(buffer, 0, clock())
                while (position := offer(buffer)) < 0:
                    pack(buffer, 0, clock())
                while image.position < position:
                    if pause is None:
                        poll(handler, FRAGMENT_LIMIT)
                    else:
                        pause(poll(handler, FRAGMENT_LIMIT))

        round_trips(warmup)
        del rtts[:]
        round_trips(messages)
    return to_json(percentiles_of(rtts))


ROLES: dict[str, Callable[..., dict[str, Any]]] = {"publish": _publish, "subscribe": _subscribe,
                                                    "pong": _pong, "ping": _ping}


def _worker_main(argv: list[str]) -> int:
    role, arguments = argv[0], json.loads(argv[1])
    result = ROLES[role](**arguments)
    print(json.dumps(result), flush=True)
    return 1 if "error" in result else 0


if __name__ == "__main__":
    sys.exit(_worker_main(sys.argv[1:]))
