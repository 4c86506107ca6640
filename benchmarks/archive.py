"""Archive benchmark: recording and replay throughput of aeronkit's archive beside Aeron Java 1.51.0.

Cases: recording and replay of 32 B and 1 KiB messages over IPC and UDP (loopback).
  aeron-java  io.aeron.samples.archive.EmbeddedRecordingThroughput / EmbeddedReplayThroughput from the
              pinned aeron-all jar, unchanged. Each JVM answers "y" to the sample's "Execute again?" prompt
              for the warm-up iterations and "n" after the timed one; we parse its
              "Recorded|Replayed X MB @ Y MB/s" line. The replay sample always replays to aeron:ipc, so the
              UDP replay cases run benchmarks/java/ArchiveReplayThroughput.java instead: the sample's shape
              (record a UDP stream once, replay it whole, time request to last message) with the replay
              sent to a UDP endpoint; it prints the same line and takes the same answers.
  aeronkit    the same shape with aeronkit: an ArchivingMediaDriver (driver and archive, SHARED) embedded
              in this process and the client (Aeron + AeronArchive, publisher or replay subscriber) in a
              worker process, because Python threads share one interpreter lock. The worker does what the
              sample does, then checks its work: a recording must reach the publication's position on
              the archive's RecordingPos counter, a replay must deliver every message in order (message i
              carries i in its first 8 bytes, as the samples write them).

Figures are the samples' own definitions: MB/s is stream bytes (frames, 32-byte headers included) per
second in MiB; messages/s is messages per second. A recording is timed from the first offer until the
archive's recording position reaches the publication's position; a replay from the replay request until
the last message is polled (request and connection setup included). Each run does `warmup` untimed
iterations then one timed one; a case's figure is the median over rounds, the implementations alternate
order each round.

Run with ``python -m benchmarks archive`` (``--quick`` for a smoke run). Workers are this module too:
``python -m benchmarks.archive <role> <json arguments>``.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import statistics
import struct
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from benchmarks.harness import RESULTS, environment
from benchmarks.processes import Process

ROOT = Path(__file__).resolve().parent.parent
STREAM_ID = 1001  # aeron.sample.streamId default
REPLAY_STREAM_ID = 101  # EmbeddedReplayThroughput.REPLAY_STREAM_ID
REPLAY_CHANNEL = "aeron:ipc"  # EmbeddedReplayThroughput.REPLAY_URI
CONTROL_CHANNEL = "aeron:ipc?term-length=64k"  # the archive's local control channel (Aeron's default)
FRAGMENT_LIMIT = 10  # aeron.sample.frameCountLimit default
HEADER_LENGTH = 32
FRAME_ALIGNMENT = 32
MEGABYTE = 1024.0 * 1024.0  # Samples.MEGABYTE
RECORDING_POSITION_TYPE_ID = 100  # RecordingPos.RECORDING_POSITION_TYPE_ID
JAVA_SAMPLES = {"recording": "io.aeron.samples.archive.EmbeddedRecordingThroughput",
                "replay": "io.aeron.samples.archive.EmbeddedReplayThroughput"}
# The sample replays to aeron:ipc only; replays over UDP use our program of the same shape.
JAVA_UDP_REPLAY = "aeronkit.bench.ArchiveReplayThroughput"
JAVA_SOURCES = [Path(__file__).resolve().parent / "java" / "ArchiveReplayThroughput.java"]
KINDS = ("recording", "replay")
TRANSPORTS = ("ipc", "udp")
IMPLEMENTATIONS = ("aeron-java", "aeronkit")
STALL_S = 20.0  # a publisher that cannot offer for this long is reported as stuck
TARGET = 1.0  # aeronkit >= 1.0 x Java in every case (issue 16; shown, never asserted)
_RESULT = re.compile(
    r"(Recorded|Replayed) ([\d.]+) MB @ ([\d.]+) MB/s - ([\d,]+) msg/sec - (\d+) byte payload")
_I64 = struct.Struct("<q")


def frame_length(message_length: int) -> int:
    """Stream bytes one unfragmented message takes: header plus payload, aligned to 32."""
    return (message_length + HEADER_LENGTH + FRAME_ALIGNMENT - 1) & ~(FRAME_ALIGNMENT - 1)


def stream_position(messages: int, length: int, term_length: int) -> int:
    """Publication position after `messages` unfragmented messages from position 0.

    A term holds whole frames only; when the next frame does not fit, the rest of the term becomes a
    padding frame, which counts in the position (and so in the samples' MB figure).
    """
    if messages <= 0:
        return 0
    frame = frame_length(length)
    per_term = term_length // frame
    return ((messages - 1) // per_term) * term_length + ((messages - 1) % per_term + 1) * frame


@dataclass(frozen=True)
class Settings:
    """Everything both sides share; printed in the report."""

    message_lengths: tuple[int, ...] = (32, 1024)
    transports: tuple[str, ...] = TRANSPORTS
    kinds: tuple[str, ...] = KINDS
    messages: dict[int, int] = field(default_factory=lambda: {32: 1_000_000, 1024: 200_000})
    term_length: int = 16 * 1024 * 1024
    segment_length: int = 128 * 1024 * 1024  # Aeron's default segment file length
    warmup: int = 1  # untimed iterations per run
    rounds: int = 3
    batch_messages: int = 1024  # aeronkit publisher: messages per offer_batch call
    poll_fragments: int = 4096  # aeronkit replay subscriber: max fragments per poll_batch
    verify_messages: int = 10_000  # aeronkit recording: messages read back from the segment files
    implementations: tuple[str, ...] = IMPLEMENTATIONS
    timeout_s: float = 300.0

    def count(self, length: int) -> int:
        return self.messages[length]

    def describe(self) -> dict[str, object]:
        return {
            "threading mode": "SHARED driver and SHARED archive (one agent thread each), both sides",
            "term length": self.term_length,
            "segment file length": self.segment_length,
            "file sync level": 0,
            "mtu": 1408,
            "message lengths": list(self.message_lengths),
            "messages per iteration": {str(k): v for k, v in self.messages.items()},
            "warm-up iterations per run": self.warmup,
            "rounds": self.rounds,
            "control channel": CONTROL_CHANNEL + " (local IPC control, stream 10; responses stream 20)",
            "replay destination": f"stream {REPLAY_STREAM_ID}; ipc cases: {REPLAY_CHANNEL} (Aeron's sample); "
                                  "udp cases: a UDP endpoint (benchmarks/java/ArchiveReplayThroughput.java)",
            "udp": "aeron:udp?endpoint=127.0.0.1:<free port>",
            "archive dir": "a fresh temporary directory per run on the same filesystem",
            "aeronkit publisher": f"offer_batch, {self.batch_messages} messages per call",
            "aeronkit replay subscriber": f"poll_batch, up to {self.poll_fragments} fragments, every "
                                          "message's count checked",
            "aeronkit recording check": f"first {self.verify_messages} messages read back from the segments",
            "python": sys.version.split()[0],
        }


QUICK = Settings(messages={32: 200_000, 1024: 50_000}, term_length=1024 * 1024,
                 segment_length=16 * 1024 * 1024, warmup=1, rounds=1)
FULL = Settings()


@dataclass
class Sample:
    mb_per_s: float
    messages_per_s: float


@dataclass
class Row:
    case: str
    implementation: str
    kind: str
    transport: str
    length: int
    samples: list[Sample] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # one per failed run; a failed run is not a sample

    @property
    def error(self) -> str | None:
        """Why the case has no figure (the first failure), or None when it was measured."""
        return None if self.samples or not self.errors else self.errors[0]

    @property
    def mb_median(self) -> float:
        return statistics.median(s.mb_per_s for s in self.samples)

    @property
    def msg_median(self) -> float:
        return statistics.median(s.messages_per_s for s in self.samples)


def case_name(kind: str, transport: str, length: int) -> str:
    return f"{kind} {transport} {length} B"


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def channel_for(transport: str, port: int) -> str:
    return "aeron:ipc" if transport == "ipc" else f"aeron:udp?endpoint=127.0.0.1:{port}"


def replay_channel_for(transport: str) -> str:
    """Where a replay goes: aeron:ipc as Aeron's sample does, or a UDP endpoint for the UDP cases."""
    return REPLAY_CHANNEL if transport == "ipc" else channel_for(transport, free_udp_port())


# -- processes -------------------------------------------------------------------------------------------

class Child(Process):
    """A child process with stdout read on a thread and stdin kept open for answers; stopped by its pid."""

    def __init__(self, argv: list[str], env_extra: dict[str, str] | None = None) -> None:
        super().__init__(argv, env_extra=env_extra, keep_stdin=True)

    @property
    def label(self) -> str:
        return self.argv[-1][:120]


# -- Java side -------------------------------------------------------------------------------------------

def parse_java_result(line: str, kind: str, length: int, messages: int, term_length: int) -> Sample:
    """One sample line -> Sample; checks it is the expected kind, payload length and stream size.

    messages/s is derived from the printed MB/s and the exact stream length, because the sample's own
    msg/sec figure is rounded down to thousands by integer millisecond arithmetic.
    """
    match = _RESULT.search(line)
    if match is None:
        raise ValueError(f"not a sample result line: {line!r}")
    verb, mb, rate, _, payload = match.groups()
    if (verb == "Recorded") != (kind == "recording") or int(payload) != length:
        raise ValueError(f"expected a {kind} of {length} B messages, got: {line.strip()}")
    position = stream_position(messages, length, term_length)
    if abs(float(mb) - position / MEGABYTE) > 0.006:
        raise ValueError(f"{line.strip()}: expected {position / MEGABYTE:.2f} MB for {messages} messages")
    mb_per_s = float(rate)
    if mb_per_s <= 0:
        raise ValueError(f"no throughput in: {line.strip()}")
    return Sample(mb_per_s, mb_per_s * MEGABYTE * messages / position)


class JavaSide:
    """Runs the pinned jar's archive samples, each JVM with its own aeron dir and archive dir."""

    def __init__(self, settings: Settings, work: Path) -> None:
        from aeronkit.interop.java import JavaToolchain

        self.settings = settings
        self.work = work
        self.toolchain = JavaToolchain()
        self.toolchain.require_tools()
        self._classes: Path | None = None
        self._runs = 0

    def _command(self, kind: str, transport: str, props: dict[str, str]) -> list[str]:
        if kind == "replay" and transport == "udp":
            if self._classes is None:
                self._classes = self.toolchain.compile(JAVA_SOURCES, self.work / "classes")
            props = props | {"aeronkit.bench.replay.channel": replay_channel_for(transport),
                             "aeronkit.bench.replay.streamId": str(REPLAY_STREAM_ID)}
            return self.toolchain.java_command(JAVA_UDP_REPLAY, classpath=[self._classes], properties=props)
        return self.toolchain.java_command(JAVA_SAMPLES[kind], properties=props)

    def properties(self, kind: str, transport: str, length: int, port: int) -> dict[str, str]:
        self._runs += 1
        s = self.settings
        name = f"aeronkit-bench-archive-java-{os.getpid()}-{self._runs}"
        return {
            "aeron.dir": str(Path("/dev/shm") / name),
            "aeron.dir.delete.on.start": "true",
            "aeron.dir.delete.on.shutdown": "true",
            "aeron.threading.mode": "SHARED",
            "aeron.archive.threading.mode": "SHARED",
            "aeron.archive.dir": str(self.work / name),
            "aeron.archive.file.sync.level": "0",
            "aeron.archive.catalog.file.sync.level": "0",
            "aeron.archive.segment.file.length": str(s.segment_length),
            "aeron.term.buffer.length": str(s.term_length),
            "aeron.ipc.term.buffer.length": str(s.term_length),
            "aeron.archive.control.channel.enabled": "false",
            "aeron.archive.control.channel": CONTROL_CHANNEL,
            "aeron.archive.control.response.channel": CONTROL_CHANNEL,
            "aeron.archive.replication.channel": "aeron:udp?endpoint=127.0.0.1:0",
            "aeron.sample.channel": channel_for(transport, port),
            "aeron.sample.messages": str(s.count(length)),
            "aeron.sample.messageLength": str(length),
        }

    def run(self, kind: str, transport: str, length: int) -> Sample:
        s = self.settings
        props = self.properties(kind, transport, length, free_udp_port())
        child = Child(self._command(kind, transport, props))
        results = []
        try:
            deadline = time.monotonic() + s.timeout_s
            for iteration in range(s.warmup + 1):
                line = child.expect(lambda text: _RESULT.search(text) is not None, deadline)
                results.append(parse_java_result(line, kind, length, s.count(length), s.term_length))
                again = iteration < s.warmup
                if again and kind == "recording":
                    # The sample truncates the last recording as soon as it reads "y", written for a person
                    # at the prompt; answered at once, the archive may not have stopped it yet ("cannot
                    # truncate active recording"). Its RecordingPos counter going is the stop.
                    _await_no_recording_counter(props["aeron.dir"], deadline)
                child.answer("y" if again else "n")
            if child.wait(deadline) != 0:
                raise RuntimeError(f"{JAVA_SAMPLES[kind]} failed:\n{child.text[-3000:]}")
        finally:
            child.stop()
            shutil.rmtree(props["aeron.dir"], ignore_errors=True)
            shutil.rmtree(props["aeron.archive.dir"], ignore_errors=True)
        return results[-1]


def _await_no_recording_counter(aeron_dir: str, deadline: float) -> None:
    """Wait until a driver's cnc.dat (Java's here) has no RecordingPos counter allocated."""
    from aeronkit.cnc import CncFile

    cnc = CncFile.map(aeron_dir)
    try:
        counters = cnc.counters_reader()
        while any(type_id == RECORDING_POSITION_TYPE_ID for _, type_id in counters.allocated_ids()):
            if time.monotonic() > deadline:
                raise RuntimeError(f"a recording in {aeron_dir} did not stop")
            time.sleep(0.001)  # polling another process's counters; the deadline bounds the wait
    finally:
        cnc.close()


# -- aeronkit side: the parent -----------------------------------------------------------------------------

class AeronkitSide:
    """Each run: a fresh ArchivingMediaDriver in this process and one client worker process."""

    def __init__(self, settings: Settings, work: Path) -> None:
        self.settings = settings
        self.work = work
        self._runs = 0

    def _launch(self, kind: str, archive_dir: Path) -> Any:
        from aeronkit.archive.server import Context as ArchiveContext
        from aeronkit.archive.server.archiving_media_driver import ArchivingMediaDriver
        from aeronkit.driver import Context as DriverContext

        s = self.settings
        driver_ctx = DriverContext(
            aeron_dir=str(Path("/dev/shm") / f"aeronkit-bench-archive-{os.getpid()}-{self._runs}"),
            dir_delete_on_start=True, dir_delete_on_shutdown=True, threading_mode="SHARED",
            shared_idle_strategy="backoff",
            term_buffer_length=s.term_length, ipc_term_buffer_length=s.term_length,
            spies_simulate_connection=(kind == "recording"))
        archive_ctx = ArchiveContext(
            archive_dir=str(archive_dir), threading_mode="SHARED", control_channel_enabled=False,
            local_control_channel=CONTROL_CHANNEL, recording_events_enabled=False,
            segment_file_length=s.segment_length, file_sync_level=0, catalog_file_sync_level=0,
            delete_archive_on_start=True)
        return ArchivingMediaDriver.launch(driver_ctx, archive_ctx)

    def run(self, kind: str, transport: str, length: int) -> Sample:
        s = self.settings
        self._runs += 1
        archive_dir = self.work / f"aeronkit-archive-{self._runs}"
        deadline = time.monotonic() + s.timeout_s
        with self._launch(kind, archive_dir) as amd:
            args = {"aeron_dir": str(amd.driver.aeron_dir),
                    "channel": channel_for(transport, free_udp_port()), "length": length,
                    "replay_channel": replay_channel_for(transport),
                    "messages": s.count(length), "iterations": s.warmup + 1, "batch": s.batch_messages,
                    "poll_fragments": s.poll_fragments, "term_length": s.term_length,
                    "archive_dir": str(archive_dir), "segment_length": s.segment_length,
                    "verify": s.verify_messages}
            child = Child([sys.executable, "-m", "benchmarks.archive", kind, json.dumps(args)])
            try:
                code = child.wait(deadline)
            finally:
                child.stop()
        shutil.rmtree(archive_dir, ignore_errors=True)
        result = _json_line(child)
        if code != 0 or "error" in result:
            raise RuntimeError(f"aeronkit {kind} worker failed ({code}): {result.get('error')}\n"
                               f"{child.text[-3000:]}")
        seconds = float(result["seconds"])
        position = stream_position(s.count(length), length, s.term_length)
        return Sample(position / seconds / MEGABYTE, s.count(length) / seconds)


def _json_line(child: Child) -> dict[str, Any]:
    for line in reversed(child.output):
        if line.startswith("{"):
            return dict(json.loads(line))
    return {"error": "no result line"}


# -- the suite ----------------------------------------------------------------------------------------------

@dataclass
class Report:
    settings: Settings
    rows: list[Row]
    notes: list[str] = field(default_factory=list)


def run(quick: bool = False, settings: Settings | None = None, results: Path = RESULTS) -> Path:
    """Every case for every implementation, alternating order each round; writes archive.json/.md."""
    s = settings or (QUICK if quick else FULL)
    rows: dict[tuple[str, str], Row] = {}
    with tempfile.TemporaryDirectory(prefix="aeronkit-bench-archive-") as tmp:
        work = Path(tmp)
        sides: dict[str, Any] = {}
        if "aeron-java" in s.implementations:
            sides["aeron-java"] = JavaSide(s, work)
        if "aeronkit" in s.implementations:
            sides["aeronkit"] = AeronkitSide(s, work)
        names = list(sides)
        for kind in s.kinds:
            for transport in s.transports:
                for length in s.message_lengths:
                    case = case_name(kind, transport, length)
                    for name in names:
                        rows[(case, name)] = Row(case, name, kind, transport, length)
        for r in range(s.rounds):
            order = names if r % 2 == 0 else list(reversed(names))
            for row_key in [k for k in rows if k[1] == names[0]]:
                case = row_key[0]
                for name in order:
                    row = rows[(case, name)]
                    try:
                        sample = sides[name].run(row.kind, row.transport, row.length)
                    except Exception as exc:  # a failed run is reported; later rounds try again
                        row.errors.append(str(exc).splitlines()[0][:300] if str(exc) else type(exc).__name__)
                        print(f"round {r + 1}/{s.rounds} {case} {name}: FAILED {exc}", file=sys.stderr,
                              flush=True)
                        continue
                    row.samples.append(sample)
                    print(f"round {r + 1}/{s.rounds} {case} {name}: {sample.mb_per_s:,.2f} MB/s "
                          f"{sample.messages_per_s:,.0f} msg/s", file=sys.stderr, flush=True)
    return write_report(Report(s, list(rows.values())), results)


def _table_rows(report: Report) -> list[dict[str, object]]:
    java = {r.case: r for r in report.rows if r.implementation == "aeron-java" and r.samples}
    out: list[dict[str, object]] = []
    for r in report.rows:
        measured = bool(r.samples)
        base = java.get(r.case)
        ratio = (r.mb_median / base.mb_median) if measured and base and r.implementation != "aeron-java" \
            else (1.0 if measured and r.implementation == "aeron-java" else None)
        ours = r.implementation == "aeronkit"
        out.append({
            "case": r.case, "kind": r.kind, "transport": r.transport, "message_length": r.length,
            "implementation": r.implementation, "error": r.error, "failed_runs": r.errors,
            "samples_mb_per_s": [x.mb_per_s for x in r.samples],
            "samples_messages_per_s": [x.messages_per_s for x in r.samples],
            "median_mb_per_s": r.mb_median if measured else None,
            "median_messages_per_s": r.msg_median if measured else None,
            "ratio_to_java": ratio,
            "target": TARGET if ours else None,
            "target_met": None if not ours or ratio is None else ratio >= TARGET,
        })
    return out


def write_report(report: Report, results: Path = RESULTS) -> Path:
    """archive.json (every sample) and archive.md (medians, ratios, target, settings) in `results`."""
    results.mkdir(parents=True, exist_ok=True)
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    rows = _table_rows(report)
    settings = report.settings.describe()
    data = {"suite": "archive", "date": when, "environment": environment(), "settings": settings,
            "rows": rows, "notes": report.notes}
    (results / "archive.json").write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    lines = [f"# archive ({when})", "", "Settings: " + "; ".join(f"{k}={v}" for k, v in settings.items()), "",
             "| case | implementation | median MB/s | min..max MB/s | median messages/s "
             "| ratio aeronkit/Java | target | failed runs |",
             "|---|---|---:|---:|---:|---:|---|---:|"]
    for row in rows:
        mbs, failed = row["samples_mb_per_s"], row["failed_runs"]
        assert isinstance(mbs, list) and isinstance(failed, list)
        if not mbs:
            lines.append(f"| {row['case']} | {row['implementation']} | not measured: {row['error'] or '-'} "
                         f"| - | - | - | - | {len(failed)} |")
            continue
        ratio = row["ratio_to_java"]
        target = "-" if row["target_met"] is None else \
            f">= {row['target']}x: {'met' if row['target_met'] else 'not met'}"
        lines.append(f"| {row['case']} | {row['implementation']} | {row['median_mb_per_s']:,.2f} | "
                     f"{min(mbs):,.2f}..{max(mbs):,.2f} | {row['median_messages_per_s']:,.0f} | "
                     f"{'-' if ratio is None else f'{ratio:.3f}'} | {target} | {len(failed)} |")
    lines += ["", "aeron-java: EmbeddedRecordingThroughput / EmbeddedReplayThroughput from aeron-all 1.51.0, "
              "unchanged; replays over UDP: benchmarks/java/ArchiveReplayThroughput.java (the replay "
              "sample's shape, replay sent to a UDP endpoint). aeronkit publishes with offer_batch where the "
              "Java recording sample offers one message at a time. Failed runs (reasons in archive.json) "
              "give no sample. MB/s counts stream bytes (frames with their 32-byte headers) in MiB per "
              "second; "
              "replays are timed including the replay request and connection setup, as the sample does. "
              "Ratios are aeronkit/Java on the MB/s medians (the same for messages/s: both sides move the "
              "same frames). The target is an aim, not an assertion.", *report.notes]
    path = results / "archive.md"
    path.write_text("\n".join(lines) + "\n")
    return path


# -- aeronkit side: the worker processes --------------------------------------------------------------------

def _await(condition: Callable[[], bool], what: str, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out waiting for {what}")
        os.sched_yield()


def _connect(aeron_dir: str) -> tuple[Any, Any]:
    from aeronkit.archive.client import AeronArchive
    from aeronkit.archive.client import Context as ArchiveClientContext
    from aeronkit.client import Aeron, Context

    aeron = Aeron.connect(Context(aeron_dir=aeron_dir))
    archive = AeronArchive.connect(ArchiveClientContext(
        aeron=aeron, control_request_channel=CONTROL_CHANNEL, control_response_channel=CONTROL_CHANNEL))
    return aeron, archive


def _find_recording_counter(aeron: Any, session_id: int) -> int | None:
    """Id of the archive's RecordingPos counter for `session_id` (key: recording id, then session id)."""
    counters = aeron.counters_reader
    for counter_id, type_id in counters.allocated_ids():
        if type_id == RECORDING_POSITION_TYPE_ID and \
                struct.unpack_from("<i", counters.get_counter_key(counter_id), 8)[0] == session_id:
            return int(counter_id)
    return None


def _recording_counter(aeron: Any, session_id: int, timeout_s: float = 30.0) -> int:
    deadline = time.monotonic() + timeout_s
    while (counter_id := _find_recording_counter(aeron, session_id)) is None:
        if time.monotonic() > deadline:
            raise TimeoutError(f"no RecordingPos counter for session {session_id}")
        os.sched_yield()
    return counter_id


def _recording_id_of(aeron: Any, counter_id: int) -> int:
    return int(struct.unpack_from("<q", aeron.counters_reader.get_counter_key(counter_id), 0)[0])


class _Publisher:
    """offer_batch of `messages` messages of `length` bytes; message i carries i in its first 8 bytes."""

    def __init__(self, length: int, batch: int) -> None:
        import numpy as np

        self.np = np
        self.length = length
        self.batch = batch
        self.buffer = np.zeros(batch * length, dtype=np.uint8)
        self.counts = self.buffer.view(np.int64).reshape(batch, length // 8)[:, 0] if length % 8 == 0 \
            else None
        self.offsets = np.arange(0, batch * length, length, dtype=np.int32)
        self.lengths = np.full(batch, length, dtype=np.int32)
        self.base = np.arange(batch, dtype=np.int64)

    def publish(self, pub: Any, messages: int, between: Callable[[], object] | None = None) -> None:
        np = self.np
        if self.counts is None:
            raise ValueError("message length must be a multiple of 8")
        offer_batch = pub.offer_batch
        sent = 0
        stalled_since = None
        while sent < messages:
            n = min(self.batch, messages - sent)
            self.counts[:] = self.base + sent
            done = 0
            while done < n:
                count, _ = offer_batch(self.buffer, self.offsets[done:n], self.lengths[done:n])
                done += count
                if between is not None:
                    between()
                if count:
                    stalled_since = None
                elif stalled_since is None:
                    stalled_since = time.monotonic()
                elif time.monotonic() - stalled_since > STALL_S:
                    raise RuntimeError(f"no offer succeeded for {STALL_S} s at position {pub.position} "
                                       f"after {sent + done} of {messages} messages (limit stuck)")
            sent += n
        del np


def _verify_recording(archive_dir: str, recording_id: int, stop_position: int, term_length: int,
                      segment_length: int, initial_term_id: int, length: int, verify: int) -> str | None:
    """Read the first `verify` messages back from the segment files: lengths and counts in order."""
    from aeronkit.archive.recording_reader import RecordingReader

    reader = RecordingReader(archive_dir, recording_id, 0, stop_position, term_length, segment_length,
                             initial_term_id, STREAM_ID)
    checked = 0
    for fragment in reader.fragments():
        if checked >= verify:
            break
        if len(fragment.payload) != length or _I64.unpack_from(fragment.payload, 0)[0] != checked:
            return f"recorded message {checked} is wrong in the segment files"
        checked += 1
    if checked < min(verify, 1):
        return "the segment files hold no messages"
    return None


def _record(aeron_dir: str, channel: str, replay_channel: str, length: int, messages: int, iterations: int,
            batch: int,
            poll_fragments: int, term_length: int, archive_dir: str, segment_length: int,
            verify: int) -> dict[str, Any]:
    """EmbeddedRecordingThroughput's loop: record, publish, wait for the archive; truncate between runs."""
    from aeronkit.archive.client import NULL_POSITION, SourceLocation

    aeron, archive = _connect(aeron_dir)
    try:
        archive.start_recording(channel, STREAM_ID, SourceLocation.LOCAL)
        publisher = _Publisher(length, batch)
        counters = aeron.counters_reader
        previous = None
        seconds = 0.0
        for _ in range(iterations):
            if previous is not None:
                # The previous publication is closed; its recording stops once the archive sees the
                # image go, and only a stopped recording may be truncated.
                _await(lambda r=previous: archive.get_stop_position(r) != NULL_POSITION,
                       "the previous recording to stop")
                archive.truncate_recording(previous, 0)
            pub = aeron.add_exclusive_publication(channel, STREAM_ID)
            try:
                # Over UDP only the archive's spy subscribes: the driver's spies-simulate-connection
                # (set in _launch, as the sample sets it) is what connects the publication.
                _await(lambda p=pub: bool(p.is_connected),
                       "the publication to connect (over UDP: spies-simulate-connection, archive spy)",
                       10.0)
                start = time.perf_counter()
                publisher.publish(pub, messages)
                stop_position = pub.position
                counter_id = _recording_counter(aeron, pub.session_id)
                deadline = time.monotonic() + 120.0
                while counters.get_counter_value(counter_id) < stop_position:
                    if time.monotonic() > deadline:
                        return {"error": f"recording stuck at {counters.get_counter_value(counter_id)} "
                                         f"of {stop_position}"}
                seconds = time.perf_counter() - start
                if stop_position != stream_position(messages, length, term_length):
                    return {"error": f"publication ended at {stop_position}, expected "
                                     f"{stream_position(messages, length, term_length)}"}
                previous = _recording_id_of(aeron, counter_id)
                initial_term_id = pub.initial_term_id
            finally:
                pub.close()
        assert previous is not None
        problem = _verify_recording(archive_dir, previous, stop_position, term_length, segment_length,
                                    initial_term_id, length, min(verify, messages))
        if problem:
            return {"error": problem}
        return {"seconds": seconds, "recording_id": previous, "verified": min(verify, messages)}
    finally:
        archive.close()
        aeron.close()


def _replay(aeron_dir: str, channel: str, replay_channel: str, length: int, messages: int, iterations: int,
            batch: int,
            poll_fragments: int, term_length: int, archive_dir: str, segment_length: int,
            verify: int) -> dict[str, Any]:
    """EmbeddedReplayThroughput's loop: make one recording, then replay it `iterations` times, checking
    every replayed message's count."""
    import numpy as np

    from aeronkit.archive.client import SourceLocation

    aeron, archive = _connect(aeron_dir)
    try:
        pub = aeron.add_exclusive_publication(channel, STREAM_ID)
        session_channel = _with_session_id(channel, pub.session_id)
        subscription_id = archive.start_recording(session_channel, STREAM_ID, SourceLocation.LOCAL)
        counter_id = _recording_counter(aeron, pub.session_id)
        sub = aeron.add_subscription(session_channel, STREAM_ID)
        _await(lambda: sub.image_count > 0 and pub.is_connected, "the live subscription")
        image = sub.images[0]

        def drain() -> None:
            got = image.poll_batch(poll_fragments)
            got.release()

        _Publisher(length, batch).publish(pub, messages, between=drain)
        position = pub.position
        _await(lambda: (drain(), image.position >= position)[1], "the live subscriber", 120.0)
        _await(lambda: aeron.counters_reader.get_counter_value(counter_id) >= position, "the recording",
               120.0)
        archive.stop_recording_subscription(subscription_id)
        sub.close()
        pub.close()
        found: list[int] = []
        archive.list_recordings_for_uri(0, 10, session_channel, STREAM_ID,
                                        lambda descriptor: found.append(descriptor.recording_id))
        if len(found) != 1:
            return {"error": f"expected one recording for {session_channel}, found {found}"}
        recording_id = found[0]
        seconds = 0.0
        for _ in range(iterations):
            start = time.perf_counter()
            replay = archive.replay(recording_id, replay_channel, REPLAY_STREAM_ID, position=0,
                                    length=position)
            try:
                _await(lambda r=replay: bool(r.image_count > 0), "the replay image")
                replay_image = replay.images[0]
                received = 0
                deadline = time.monotonic() + 120.0
                while received < messages:
                    got = replay_image.poll_batch(poll_fragments)
                    if got.count:
                        counts = np.frombuffer(got.term, dtype="<i8")[got.offsets // 8]
                        if not np.array_equal(counts, np.arange(received, received + got.count)):
                            return {"error": f"replayed message out of order near {received}"}
                        received += got.count
                        got.release()
                    elif replay_image.is_closed or time.monotonic() > deadline:
                        return {"error": f"replay ended after {received} of {messages} messages"}
                seconds = time.perf_counter() - start
            finally:
                replay.close()
        return {"seconds": seconds, "recording_id": recording_id}
    finally:
        archive.close()
        aeron.close()


def _with_session_id(channel: str, session_id: int) -> str:
    separator = "|" if "?" in channel else "?"
    return f"{channel}{separator}session-id={session_id}"


ROLES: dict[str, Callable[..., dict[str, Any]]] = {"recording": _record, "replay": _replay}


def _worker_main(argv: list[str]) -> int:
    role, arguments = argv[0], json.loads(argv[1])
    try:
        result = ROLES[role](**arguments)
    except Exception as exc:  # reported to the parent as a result line, with the type
        result = {"error": f"{type(exc).__name__}: {exc}"}
    print(json.dumps(result), flush=True)
    return 1 if "error" in result else 0


if __name__ == "__main__":
    sys.exit(_worker_main(sys.argv[1:]))
