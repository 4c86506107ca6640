"""Spark benchmark: reading a >= 1 GiB archive recording of 64-byte messages, rows/s and MB/s.

The recording is benchmarks/spark_data.py's: one stopped recording of `Tick` messages (8-byte SBE header +
56-byte block of benchmarks/schemas/spark-bench.xml) in 96-byte frames, 16 MiB terms, 128 MiB segments.

Implementations (each reads every row and every column):
  python-rows   the plain baseline: mmap each segment file, ``struct.unpack_from`` each frame header, join
                fragments when a message spans frames, decode with the generated Python codec of the bench
                schema and build one tuple per row (the generated Spark mapping's row function, so the
                tuple holds what a Spark row holds). On N cores: a multiprocessing pool of N over segments.
  arrow-local   ``aeronkit.spark.read_arrow(path=, schema=, message=)``: the data source's own Arrow batch
                reader without Spark, in one process (only measured on 1 core).
  spark         ``spark.read.format("aeron-archive")`` with options path, schema, message, forced through
                every column by ``df.write.format("noop")``; SparkSession ``local[N]``.

"On N cores" means the worker process (and everything it starts: pool workers, the JVM, Spark's Python
workers) is pinned to N CPUs with ``sched_setaffinity``, and N is the parallelism. Each implementation and
core count runs in its own worker process, started once, warmed on a small recording, then asked for one
timed read per round; the implementations alternate order each round, so load drift on the shared machine
hits them alike. A round times the whole read: for Spark from ``load()`` to the end of the noop write.

Correctness is checked in every run against the generator. python-rows and arrow-local return the row
count and the sum of ``price`` from every timed round. Spark's noop write returns nothing, so the Spark
worker (and the arrow-local one) also runs one untimed read after the rounds that must reproduce the row
count, the exact sum of every numeric column and the number of SELLs.

Figures: rows/s; MB/s of payload (64 bytes x rows) and of file bytes (the recording's length, stop minus
start position: frame headers and term-end padding included); MB = 10^6 bytes. Medians over rounds, with
min and max. Run with ``python -m benchmarks spark`` (``--quick``: a 4 MiB recording). Workers are this
module too: ``python -m benchmarks.spark serve <json>``.
"""

from __future__ import annotations

import json
import mmap
import os
import statistics
import struct
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from aeronkit.archive.segment import first_frame_offset
from aeronkit.errors import CorruptFileError
from aeronkit.logbuffer.header import BEGIN_FLAG, END_FLAG, HDR_TYPE_DATA, HEADER_LENGTH
from benchmarks import spark_data
from benchmarks.harness import RESULTS, environment
from benchmarks.processes import Process
from benchmarks.spark_data import DataSpec, Recording

IMPLEMENTATIONS = ("python-rows", "arrow-local", "spark")
BASELINE = "python-rows"
SPARK_FORMAT = "aeron-archive"
MB = 1e6
RESULT_PREFIX = "RESULT "
READY = "READY"
_FRAME = struct.Struct("<iBBH")  # frameLength, version, flags, type: the first 8 bytes of a frame header
_HEADER_LENGTH = HEADER_LENGTH
_DATA = HDR_TYPE_DATA
_BEGIN, _END = BEGIN_FLAG, END_FLAG
_UNFRAGMENTED = BEGIN_FLAG | END_FLAG


@dataclass(frozen=True)
class Settings:
    """Everything a run uses; printed in the report."""

    data: DataSpec = field(default_factory=DataSpec)
    # The warm-up recording: 4 MiB in the benchmark's own term and segment shape, read once per worker.
    warmup: DataSpec = field(default_factory=lambda: DataSpec(messages=43_690, term_length=256 * 1024,
                                                              segment_length=1024 * 1024))
    cores: tuple[int, ...] = (1, 2)
    implementations: tuple[str, ...] = IMPLEMENTATIONS
    rounds: int = 3
    timeout_s: float = 1800.0  # per worker request
    # Core counts an implementation is limited to (the others run at every count in `cores`).
    only_cores: dict[str, tuple[int, ...]] = field(default_factory=lambda: {"arrow-local": (1,)})

    def describe(self) -> dict[str, object]:
        d = self.data
        return {
            "messages": d.messages,
            "message length": spark_data.MESSAGE_LENGTH,
            "frame length": spark_data.FRAME_LENGTH,
            "payload bytes": d.payload_bytes,
            "recording bytes": d.stop_position,
            "term length": d.term_length,
            "segment length": d.segment_length,
            "segment files with data": d.segment_count,
            "schema": f"benchmarks/schemas/{spark_data.SCHEMA.name} ({spark_data.MESSAGE}, block "
                      f"{spark_data.BLOCK_LENGTH})",
            "cores": list(self.cores),
            "rounds": self.rounds,
            "warm-up": f"one read of a {self.warmup.stop_position} byte recording per worker",
            "check": f"rows and sum({spark_data.CHECK_COLUMN}) in every timed round (python-rows, "
                     "arrow-local); rows, exact sums of every numeric column and count(side='SELL') in one "
                     "untimed read after the rounds (arrow-local, spark)",
        }


QUICK = Settings(data=DataSpec(messages=43_690, term_length=256 * 1024, segment_length=1024 * 1024),
                 warmup=DataSpec(messages=2_000, term_length=64 * 1024, segment_length=64 * 1024))


@dataclass
class Sample:
    seconds: float
    rows: int
    check_sum: int


@dataclass
class Row:
    """One implementation at one core count: its timed samples and what went wrong, if anything."""

    implementation: str
    cores: int
    samples: list[Sample] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    check: str = "not run"  # "ok" or what did not match
    checked: str = f"rows and sum({spark_data.CHECK_COLUMN}) in every round"
    ready_seconds: float | None = None  # worker start to ready: imports, session/pool start, warm-up read

    @property
    def seconds(self) -> list[float]:
        return [s.seconds for s in self.samples]


# -- the baseline: a plain Python per-row reader -----------------------------------------------------------

def segment_ranges(recording: Recording) -> list[tuple[str, int, int]]:
    """(segment file, first frame offset, end offset) for each file that holds part of the recording."""
    spec = recording.spec
    out = []
    for k, path in enumerate(recording.segment_files):
        base = k * spec.segment_length
        end = min(spec.segment_length, spec.stop_position - base)
        out.append((str(path), first_frame_offset(base, 0, spec.term_length), end))
    return out


def segment_rows(path: str, offset: int, limit: int, codec_dir: str,
                 message: str) -> Iterator[tuple[Any, ...]]:
    """Rows of every message in ``[offset, limit)`` of one segment file, in order, one tuple each.

    Frame lengths are checked against ``limit`` (a bad one raises CorruptFileError naming the offset);
    PAD frames are stepped over; fragments (BEGIN ... END) are joined before decoding, so a message that
    spans frames is one row. All fragments of a message sit in one term (the appender pads the term and
    rotates rather than split a message across terms: ExclusiveTermAppender.appendFragmentedMessage), and
    segments hold whole terms, so joining within one segment is enough.
    """
    codec, mapping = spark_data.load_codecs(Path(codec_dir))
    decoder = getattr(codec, f"{message}Decoder")()
    to_row = mapping.ROW_FUNCTIONS[message]
    wrap = decoder.wrap_with_header
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mm:
        try:
            yield from _frames_to_rows(mm, path, offset, min(limit, len(mm)), wrap, to_row)
        finally:
            decoder.wrap(b"", 0, 0)  # drop the decoder's view of the map so the map can close


def _frames_to_rows(mm: mmap.mmap, path: str, offset: int, limit: int, wrap: Any,
                    to_row: Any) -> Iterator[tuple[Any, ...]]:
    unpack = _FRAME.unpack_from
    pending: bytearray | None = None
    while offset < limit:
        if offset + _HEADER_LENGTH > limit:
            raise CorruptFileError(path, offset, "truncated frame header")
        frame_length, _, flags, frame_type = unpack(mm, offset)
        if frame_length <= 0:
            break
        if frame_length < _HEADER_LENGTH:
            raise CorruptFileError(path, offset, f"invalid frame length {frame_length}")
        aligned = (frame_length + 31) & ~31
        if offset + aligned > limit:
            raise CorruptFileError(path, offset, f"frame length {frame_length} runs past {limit}")
        if frame_type == _DATA:
            body = offset + _HEADER_LENGTH
            length = frame_length - _HEADER_LENGTH
            if flags & _UNFRAGMENTED == _UNFRAGMENTED:
                yield to_row(wrap(mm, body, length))
            elif flags & _BEGIN:
                pending = bytearray(mm[body:body + length])
            elif pending is not None:
                pending += mm[body:body + length]
                if flags & _END:
                    yield to_row(wrap(pending, 0, len(pending)))
                    pending = None
        offset += aligned


def count_and_sum(task: tuple[str, int, int, str, str, int]) -> tuple[int, int]:
    """(rows, sum of column ``index``) over one segment range: the unit of work of the baseline."""
    path, offset, limit, codec_dir, message, index = task
    rows = total = 0
    for row in segment_rows(path, offset, limit, codec_dir, message):
        rows += 1
        total += row[index]
    return rows, total


class PythonRows:
    """The per-row baseline, in this process (1 core) or a spawn pool of ``cores`` processes."""

    def __init__(self, cores: int, work_dir: str) -> None:
        self.cores = cores
        self.codec_dir = str(Path(work_dir) / "codecs")
        self.index = spark_data.TICK_COLUMNS.index(spark_data.CHECK_COLUMN)
        self.pool: Any = None
        if cores > 1:
            import multiprocessing

            self.pool = multiprocessing.get_context("spawn").Pool(cores)

    def read(self, recording: Recording) -> tuple[int, int]:
        tasks = [(path, offset, end, self.codec_dir, spark_data.MESSAGE, self.index)
                 for path, offset, end in segment_ranges(recording)]
        parts = self.pool.map(count_and_sum, tasks, chunksize=1) if self.pool else map(count_and_sum, tasks)
        rows = total = 0
        for r, t in parts:
            rows += r
            total += t
        return rows, total

    def check(self, recording: Recording) -> dict[str, int] | None:
        return None  # every timed read returns count and sum; the unit tests compare its rows field by field

    def close(self) -> None:
        if self.pool is not None:
            self.pool.close()
            self.pool.join()


# -- the contenders ---------------------------------------------------------------------------------------

class ArrowLocal:
    """``aeronkit.spark.read_arrow``: the data source's batch reader without Spark."""

    def __init__(self, cores: int, work_dir: str) -> None:
        from aeronkit import spark

        self.read_arrow = spark.read_arrow

    def read(self, recording: Recording) -> tuple[int, int]:
        import pyarrow.compute as pc

        rows = total = 0
        for batch in self.read_arrow(path=str(recording.path), schema=str(spark_data.SCHEMA),
                                     message=spark_data.MESSAGE):
            rows += batch.num_rows
            total += pc.sum(batch.column(spark_data.CHECK_COLUMN)).as_py() or 0
        return rows, total

    def check(self, recording: Recording) -> dict[str, int] | None:
        """Rows, exact sums of every numeric column and the SELL count (untimed)."""
        import pyarrow.compute as pc

        got = {name: 0 for name in spark_data.column_sums(0)}
        rows = 0
        for batch in self.read_arrow(path=str(recording.path), schema=str(spark_data.SCHEMA),
                                     message=spark_data.MESSAGE):
            rows += batch.num_rows
            for name in spark_data.NUMERIC_COLUMNS:
                got[f"sum({name})"] += spark_data.exact_sum(batch.column(name).to_numpy())
            got[spark_data.SELL_COUNT] += pc.sum(pc.equal(batch.column("side"), "SELL")).as_py() or 0
        return {"rows": rows, **got}

    def close(self) -> None:
        pass


def spark_session(cores: int, local_dir: str) -> Any:
    """A local[cores] session bound to loopback, UI off (the project's rules for Spark on this machine)."""
    os.environ["SPARK_LOCAL_IP"] = "127.0.0.1"
    os.environ["SPARK_LOCAL_HOSTNAME"] = "localhost"
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    from pyspark.sql import SparkSession

    conf = {"spark.driver.bindAddress": "127.0.0.1", "spark.driver.host": "127.0.0.1",
            "spark.ui.enabled": "false", "spark.ui.showConsoleProgress": "false",
            "spark.sql.shuffle.partitions": str(cores), "spark.default.parallelism": str(cores),
            "spark.pyspark.python": sys.executable, "spark.local.dir": local_dir}
    builder = SparkSession.builder.master(f"local[{cores}]").appName(f"aeronkit-bench-spark-{cores}")
    for key, value in conf.items():
        builder = builder.config(key, value)
    return builder.getOrCreate()


class SparkSource:
    """The aeron-archive data source on a local[cores] session, forced through every column by noop."""

    def __init__(self, cores: int, work_dir: str) -> None:
        from aeronkit import spark

        self.session = spark_session(cores, tempfile.mkdtemp(prefix="spark-local-", dir=work_dir))
        self.session.sparkContext.setLogLevel("ERROR")
        spark.register(self.session)

    def frame(self, recording: Recording) -> Any:
        return (self.session.read.format(SPARK_FORMAT).option("path", str(recording.path))
                .option("schema", str(spark_data.SCHEMA)).option("message", spark_data.MESSAGE).load())

    def read(self, recording: Recording) -> tuple[int, int] | None:
        self.frame(recording).write.format("noop").mode("overwrite").save()
        return None

    def check(self, recording: Recording) -> dict[str, int] | None:
        """Rows, exact sums of every numeric column and the SELL count, in one untimed Spark job."""
        from pyspark.sql import functions as F

        exprs = [F.count(F.lit(1)).alias("rows")]
        exprs += [F.sum(F.col(name).cast("decimal(38,0)")).alias(f"sum({name})")
                  for name in spark_data.NUMERIC_COLUMNS]
        exprs.append(F.sum(F.when(F.col("side") == "SELL", 1).otherwise(0)).alias(spark_data.SELL_COUNT))
        got = self.frame(recording).agg(*exprs).first().asDict()
        return {key: int(value or 0) for key, value in got.items()}

    def close(self) -> None:
        self.session.stop()


READERS: dict[str, type] = {"python-rows": PythonRows, "arrow-local": ArrowLocal, "spark": SparkSource}


def unavailable(implementation: str) -> str | None:
    """Why an implementation cannot run here (checked in the parent before starting a worker), or None."""
    try:
        from aeronkit import spark
    except ImportError as ex:  # pragma: no cover - the package is part of the tree
        return f"aeronkit.spark does not import: {ex}"
    if implementation == "arrow-local":
        try:
            spark.read_arrow  # noqa: B018 - resolving the lazy name imports the reader and pyarrow
        except AttributeError:
            return "aeronkit.spark.read_arrow does not exist yet"
        except ImportError as ex:
            return f"aeronkit.spark.read_arrow does not import: {ex}"
    if implementation == "spark":
        if not hasattr(spark, "register"):
            return "aeronkit.spark.register does not exist yet"
        try:
            import pyspark  # noqa: F401
        except ImportError:
            return "pyspark is not installed"
    return None


# -- the worker process -----------------------------------------------------------------------------------

def _pin(cores: int) -> list[int]:
    cpus = sorted(os.sched_getaffinity(0))
    if len(cpus) < cores:
        raise RuntimeError(f"{cores} cores asked for, this process may use only CPUs {cpus}")
    os.sched_setaffinity(0, cpus[:cores])
    return cpus[:cores]


def serve(args: dict[str, Any]) -> int:
    """Worker: set up one reader, warm it, then answer ``round`` / ``check`` / ``quit`` lines on stdin."""
    cpus = _pin(args["cores"])
    recording = _recording(args["recording"])
    warm = _recording(args["warmup"])
    reader = READERS[args["implementation"]](args["cores"], args["work_dir"])
    try:
        reader.read(warm)
        print(f"{READY} {json.dumps({'cpus': cpus})}", flush=True)
        for line in sys.stdin:
            command = line.strip()
            if command == "quit":
                break
            try:
                if command == "round":
                    start = time.perf_counter()
                    got = reader.read(recording)
                    seconds = time.perf_counter() - start
                    rows, total = got if got is not None else (-1, -1)
                    _reply({"seconds": seconds, "rows": rows, "check_sum": total})
                elif command == "check":
                    _reply(reader.check(recording) or {})
                else:
                    _reply({"error": f"unknown command {command!r}"})
            except Exception as ex:  # reported to the parent as this case's error; the worker stays up
                _reply({"error": _describe(ex)})
    finally:
        reader.close()
    return 0


def _describe(ex: BaseException) -> str:
    """One line for the report: the exception's first line and (Spark wraps Python errors) its last."""
    lines = [s.strip() for s in str(ex).splitlines() if s.strip()]
    text = " ... ".join(dict.fromkeys(lines[:1] + lines[-1:]))
    return f"{type(ex).__name__}: {text}"[:500]


def _reply(value: dict[str, Any]) -> None:
    print(RESULT_PREFIX + json.dumps(value), flush=True)


def _recording(d: dict[str, Any]) -> Recording:
    spec = DataSpec(**d["spec"])
    return Recording(Path(d["path"]), spec, d["recording_id"], d["messages"], d["check_sum"], 0.0)


def _recording_json(rec: Recording) -> dict[str, Any]:
    return {"path": str(rec.path), "spec": asdict(rec.spec), "recording_id": rec.recording_id,
            "messages": rec.messages, "check_sum": rec.check_sum}


class Worker(Process):
    """One reader in its own pinned process."""

    def __init__(self, implementation: str, cores: int, args: dict[str, Any]) -> None:
        payload = json.dumps(args | {"implementation": implementation, "cores": cores})
        super().__init__([sys.executable, "-m", "benchmarks.spark", "serve", payload], keep_stdin=True)
        self.implementation = implementation
        self.cores = cores

    @property
    def label(self) -> str:
        return f"{self.implementation} worker on {self.cores} core(s)"

    def request(self, command: str, timeout_s: float) -> dict[str, Any]:
        """Send one command and return its reply; a reply carrying an error raises RuntimeError."""
        self.answer(command)
        line = self.expect(lambda s: s.startswith(RESULT_PREFIX), time.monotonic() + timeout_s)
        reply: dict[str, Any] = json.loads(line[len(RESULT_PREFIX):])
        if "error" in reply:
            raise RuntimeError(reply["error"])
        return reply

    def quit(self, timeout_s: float = 60.0) -> None:
        try:
            self.answer("quit")
            self.wait(time.monotonic() + timeout_s)
        except (OSError, RuntimeError):
            pass
        finally:
            self.stop()


# -- the parent: rounds, checks, report ---------------------------------------------------------------------

def _check_result(rec: Recording, rows: int, total: int) -> str:
    if rows == rec.messages and total == rec.check_sum:
        return "ok"
    return (f"mismatch: {rows} rows (expected {rec.messages}), sum({spark_data.CHECK_COLUMN}) {total} "
            f"(expected {rec.check_sum})")


def _check_columns(rec: Recording, got: dict[str, int]) -> str:
    """"ok" when the row count and every column sum match the generator's, else what differs."""
    expected = {"rows": rec.messages} | spark_data.column_sums(rec.messages)
    wrong = [f"{key} {got.get(key)} (expected {value})" for key, value in expected.items()
             if got.get(key) != value]
    return "ok" if not wrong else "mismatch: " + ", ".join(wrong)


def _cases(settings: Settings) -> list[tuple[str, int]]:
    cases = []
    for cores in settings.cores:
        for impl in settings.implementations:
            if cores not in settings.only_cores.get(impl, (cores,)):
                continue
            cases.append((impl, cores))
    return cases


def run_cores(cores: int, impls: list[str], rows: dict[tuple[str, int], Row], rec: Recording,
              args: dict[str, Any], settings: Settings) -> None:
    """Start one worker per implementation at ``cores`` (one after another), then alternate rounds."""
    workers: list[Worker] = []
    try:
        for impl in impls:
            started = time.monotonic()
            worker = Worker(impl, cores, args)
            try:
                worker.expect(lambda s: s.startswith(READY), started + settings.timeout_s)
                rows[(impl, cores)].ready_seconds = time.monotonic() - started
            except RuntimeError as ex:
                rows[(impl, cores)].errors.append(f"worker did not start: {_last_line(str(ex))}")
                worker.stop()
                continue
            workers.append(worker)
        for r in range(settings.rounds):
            for worker in (workers if r % 2 == 0 else list(reversed(workers))):
                row = rows[(worker.implementation, cores)]
                if row.errors:
                    continue
                try:
                    got = worker.request("round", settings.timeout_s)
                except RuntimeError as ex:
                    row.errors.append(f"round {r} failed: {_last_line(str(ex))}")
                    continue
                row.samples.append(Sample(got["seconds"], got["rows"], got["check_sum"]))
                if got["rows"] >= 0:
                    verdict = _check_result(rec, got["rows"], got["check_sum"])
                    row.check = verdict if row.check in ("not run", "ok") else row.check
        for worker in workers:
            row = rows[(worker.implementation, cores)]
            if row.errors or row.check.startswith("mismatch"):
                continue
            try:
                got = worker.request("check", settings.timeout_s)
                if got:
                    row.check = _check_columns(rec, got)
                    full = "rows, every numeric column's exact sum and the SELL count, once, untimed"
                    row.checked = full if not row.samples or row.samples[0].rows < 0 else \
                        f"{row.checked}; {full}"
            except RuntimeError as ex:
                row.errors.append(f"check failed: {_last_line(str(ex))}")
    finally:
        for worker in workers:
            worker.quit()


def _last_line(text: str) -> str:
    lines = [s for s in text.strip().splitlines() if s.strip()]
    return lines[-1].strip()[:300] if lines else text[:300]


def run(quick: bool = False, settings: Settings | None = None, results: Path = RESULTS,
        cache: Path | None = None) -> Path:
    """Run every case and write spark.json / spark.md into ``results``; returns the markdown path."""
    settings = settings or (QUICK if quick else Settings())
    rec = spark_data.ensure_recording(settings.data, cache)
    warm = spark_data.ensure_recording(settings.warmup, cache)
    cases = _cases(settings)
    rows = {case: Row(*case) for case in cases}
    available = len(os.sched_getaffinity(0))
    with tempfile.TemporaryDirectory(prefix="aeronkit-bench-spark-") as tmp:
        spark_data.generate_codecs(Path(tmp) / "codecs")
        args = {"recording": _recording_json(rec), "warmup": _recording_json(warm), "work_dir": tmp}
        for cores in settings.cores:
            impls = []
            for impl, c in cases:
                if c != cores:
                    continue
                reason = unavailable(impl)
                if reason is None and cores > available:
                    reason = f"this machine lets the benchmark use {available} CPU(s)"
                if reason is not None:
                    rows[(impl, cores)].errors.append(reason)
                else:
                    impls.append(impl)
            if impls:
                run_cores(cores, impls, rows, rec, args, settings)
    notes = [f"Recording built in {rec.build_seconds:.1f} s" if rec.build_seconds else
             f"Recording reused from the cache ({rec.path.parent})"]
    return write_report(settings, rec, [rows[c] for c in cases], results, notes)


def _stats(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def summarize(row: Row, rec: Recording) -> dict[str, Any]:
    """JSON of one row: samples, and medians/min/max of seconds, rows/s, payload MB/s and file MB/s."""
    out: dict[str, Any] = {"implementation": row.implementation, "cores": row.cores,
                           "samples_seconds": row.seconds, "check": row.check, "checked": row.checked,
                           "ready_seconds": row.ready_seconds,
                           "errors": row.errors, "measured": bool(row.samples) and not row.errors}
    if not out["measured"]:
        return out
    secs = row.seconds
    out["seconds"] = _stats(secs)
    out["rows_per_s"] = _stats([rec.messages / s for s in secs])
    out["payload_mb_per_s"] = _stats([rec.spec.payload_bytes / MB / s for s in secs])
    out["file_mb_per_s"] = _stats([rec.spec.stop_position / MB / s for s in secs])
    return out


def write_report(settings: Settings, rec: Recording, rows: list[Row], results: Path,
                 notes: list[str]) -> Path:
    """spark.json (every sample) and spark.md (medians, min..max, speed-up over the baseline)."""
    results.mkdir(parents=True, exist_ok=True)
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    summary = [summarize(r, rec) for r in rows]
    base = {s["cores"]: s["rows_per_s"]["median"] for s in summary
            if s["implementation"] == BASELINE and s["measured"]}
    for s in summary:
        s["speedup_vs_baseline"] = (s["rows_per_s"]["median"] / base[s["cores"]]
                                    if s["measured"] and s["cores"] in base else None)
    described = settings.describe() | {"versions": _versions()}
    data = {"suite": "spark", "date": when, "environment": environment(), "settings": described,
            "rows": summary, "notes": notes}
    (results / "spark.json").write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    lines = [f"# spark ({when})", "",
             "Settings: " + "; ".join(f"{k}={v}" for k, v in described.items()), "",
             "| implementation | cores | median rows/s | min..max rows/s | median payload MB/s "
             "| min..max payload MB/s | median file MB/s | min..max file MB/s | median s "
             "| speed-up vs python-rows | check | worker ready s |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|"]
    for s in summary:
        ready = "-" if s["ready_seconds"] is None else f"{s['ready_seconds']:.1f}"
        if not s["measured"]:
            reason = "; ".join(s["errors"]) or "no samples"
            lines.append(f"| {s['implementation']} | {s['cores']} | not measured: {reason} "
                         f"| - | - | - | - | - | - | - | {s['check']} | {ready} |")
            continue
        cells = []
        for key, fmt in (("rows_per_s", ",.0f"), ("payload_mb_per_s", ",.1f"), ("file_mb_per_s", ",.1f")):
            st = s[key]
            cells += [format(st["median"], fmt), f"{format(st['min'], fmt)}..{format(st['max'], fmt)}"]
        up = "-" if s["speedup_vs_baseline"] is None else f"{s['speedup_vs_baseline']:.2f}x"
        lines.append(f"| {s['implementation']} | {s['cores']} | {' | '.join(cells)} | "
                     f"{s['seconds']['median']:.2f} | {up} | {s['check']} | {ready} |")
    lines += ["", f"MB = 10^6 bytes. Payload = {spark_data.MESSAGE_LENGTH} bytes x rows; file bytes = the "
              "recording's length (96-byte frames with their headers and term-end padding). \"cores\": the "
              "worker and everything it starts are pinned to that many CPUs and use that parallelism. "
              "Check: against the generator; see the check setting above. Worker ready: from "
              "starting the worker process to the end of its warm-up read (imports, pool or Spark session "
              "start, one read of the warm-up recording); not part of any timed round.", *notes]
    path = results / "spark.md"
    path.write_text("\n".join(lines) + "\n")
    return path


def _versions() -> dict[str, str]:
    out = {"python": sys.version.split()[0], "aeronkit commit": _commit(), "cpu": _cpu_model(),
           "cpus usable": str(len(os.sched_getaffinity(0)))}
    for name in ("pyspark", "pyarrow", "numpy"):
        try:
            out[name] = __import__(name).__version__
        except ImportError:
            out[name] = "not installed"
    return out


def _commit() -> str:
    """The commit measured: ``$AERONKIT_BENCH_COMMIT`` (set it when running from a clean export, which
    has no .git), else what git says about this tree."""
    import subprocess

    named = os.environ.get("AERONKIT_BENCH_COMMIT")
    if named:
        return named
    try:
        argv = ["git", "-C", str(Path(__file__).resolve().parent), "rev-parse", "--short", "HEAD"]
        done = subprocess.run(argv, capture_output=True, text=True, timeout=10, check=False)
    except OSError:
        return "unknown"
    return done.stdout.strip() or "unknown"


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown"


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "serve":
        return serve(json.loads(argv[1]))
    path = run(quick="--quick" in argv)
    print(path.read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
