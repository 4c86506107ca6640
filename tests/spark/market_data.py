"""Java-made market-data recordings for the Spark tests, and the values Java says it sent.

``record_market_data(java, root)`` generates sbe-tool's Java codecs for ``market.xml``, compiles them with our
programs in ``java/`` into the Java cache (never the repository), and runs ``MarketRecorder``: an embedded
Aeron Java ArchivingMediaDriver records three publications into 64 KiB segment files and the program writes
``expected.jsonl``, one JSON object per message in recording order, with the fields as a Spark
``Row.asDict(recursive=True)`` shows them under docs/spark-mapping.md (uint64 as decimal text, binary var data
as base64). ``row_differences`` compares any reader's row against that oracle. See docs/spark-test-data.md.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import os
import re
import shutil
import subprocess
import types
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any

from support.ports import free_udp_ports
from support.processes import read_until, running

from aeronkit.codegen import backends
from aeronkit.codegen.frontend import parse_schema
from aeronkit.codegen.ir import Ir
from aeronkit.codegen.output import MemoryOutput
from aeronkit.interop.java import JavaToolchain, JavaUnavailableError
from aeronkit.spark.sbe_schema import load_source_module

HERE = Path(__file__).resolve().parent
SCHEMA = HERE / "market.xml"
JAVA_SOURCES = HERE / "java"
SCHEMA_NAME = "market"
MAIN_CLASS = "MarketRecorder"
BACKOFF = "org.agrona.concurrent.BackoffIdleStrategy"
SBE_JVM_FLAGS = ["--add-opens", "java.base/jdk.internal.misc=ALL-UNNAMED"]
SEGMENT_LENGTH = 64 * 1024
TERM_LENGTH = 64 * 1024
MTU = 1408

# What MarketRecorder makes, in recording order: its kinds, their streams and their message types
TRADES_AND_QUOTES = "TRADES_AND_QUOTES"
BOOKS = "BOOKS"
ACTIVE_TRADES = "ACTIVE_TRADES"
KINDS = (TRADES_AND_QUOTES, BOOKS, ACTIVE_TRADES)
STREAMS = {TRADES_AND_QUOTES: 1001, BOOKS: 1002, ACTIVE_TRADES: 1001}
MESSAGES = {TRADES_AND_QUOTES: ("Trade", "Quote"), BOOKS: ("BookSnapshot",), ACTIVE_TRADES: ("Trade",)}

LINE_RE = re.compile(
    r"recording id=(\d+) stream=(\d+) session=(-?\d+) start=(\d+) stop=(\d+) messages=(\d+) "
    r"state=(stopped|active) channel=(\S+)$"
)


@dataclass(frozen=True)
class MarketRecording:
    """One recording as MarketRecorder reported it. ``stop_position`` is where the publication ended (and,
    for the active recording, what the archive had recorded when the JVM halted; its catalog says -1)."""

    kind: str
    recording_id: int
    stream_id: int
    session_id: int
    start_position: int
    stop_position: int
    messages: int
    active: bool
    channel: str

    @property
    def segment_files_needed(self) -> int:
        """How many 64 KiB segment files [start, stop) must touch."""
        first = self.start_position // SEGMENT_LENGTH
        last = (self.stop_position - 1) // SEGMENT_LENGTH
        return last - first + 1


@dataclass(frozen=True)
class ExpectedMessage:
    """One line of expected.jsonl: which recording carried it, the message name and its row fields."""

    stream_id: int
    session_id: int
    recording_id: int
    message: str
    fields: dict[str, Any]


@dataclass
class MarketArchive:
    """A stopped Java archive directory with the three market recordings and the values Java sent."""

    root: Path
    archive_dir: Path
    expected_path: Path
    seed: int
    recordings: dict[int, MarketRecording] = field(default_factory=dict)
    expected: dict[int, list[ExpectedMessage]] = field(default_factory=dict)

    @property
    def schema(self) -> Path:
        """The SBE schema the messages were encoded with (tests/spark/market.xml)."""
        return SCHEMA

    def recording(self, kind: str) -> MarketRecording:
        """The recording of one kind: TRADES_AND_QUOTES, BOOKS or ACTIVE_TRADES (any case, '-' for '_')."""
        wanted = kind.upper().replace("-", "_")
        for r in self.recordings.values():
            if r.kind == wanted:
                return r
        raise KeyError(f"no recording of kind {kind!r}; kinds are {', '.join(KINDS)}")

    def expected_rows(self, recording_id: int, message: str | None = None) -> list[dict[str, Any]]:
        """The expected ``fields`` of one recording's messages (optionally of one message type), in order."""
        return [e.fields for e in self.expected[recording_id] if message is None or e.message == message]

    def copy_to(self, target: Path) -> Path:
        """A private copy of the archive directory (ArchiveTool verify rewrites the catalog)."""
        shutil.copytree(self.archive_dir, target)
        return target


# ---- the schema in memory (the oracle decodes with our generated Python codec and Spark mapping)


@cache
def market_ir() -> Ir:
    return parse_schema(SCHEMA)


@cache
def market_modules() -> types.SimpleNamespace:
    """``.codecs`` (generated Python codecs) and ``.spark`` (generated Spark mapping) for market.xml, made in
    memory: market.xml is test input, not a bundled schema, so nothing is written under generated/."""
    ir = market_ir()
    out = MemoryOutput()
    backends.get("python").generate(ir, SCHEMA_NAME, out)
    backends.get("spark").generate(ir, SCHEMA_NAME, out)
    modules = {
        target: load_source_module(
            out.files[f"{target}/{SCHEMA_NAME}.py"],
            f"_aeronkit_test_{SCHEMA_NAME}_{target}",
            f"<generated {target}/{SCHEMA_NAME}.py>",
        )
        for target in ("python", "spark")
    }
    return types.SimpleNamespace(codecs=modules["python"], spark=modules["spark"])


def _cell_dict(column: Any, value: Any) -> Any:
    if value is None:
        return None
    if column.type == "struct":
        return {c.name: _cell_dict(c, v) for c, v in zip(column.children, value, strict=True)}
    if column.type == "array<struct>":
        return [{c.name: _cell_dict(c, v) for c, v in zip(column.children, entry, strict=True)}
                for entry in value]
    return value


def decode_row(message_bytes: bytes) -> tuple[str, dict[str, Any]]:
    """(message name, row as a dict) of one whole SBE message, by the generated codec and ``to_row``."""
    modules = market_modules()
    header = modules.codecs.MessageHeaderDecoder().wrap(message_bytes, 0)
    names = {tid: name for name, tid in modules.spark.TEMPLATE_IDS.items()}
    name = names[header.template_id]
    decoder = getattr(modules.codecs, f"{name}Decoder")().wrap_with_header(message_bytes, 0)
    row = modules.spark.to_row(decoder, name=name)
    columns = modules.spark.FIELDS[name]
    return name, {c.name: _cell_dict(c, v) for c, v in zip(columns, row, strict=True)}


# ---- comparing rows with the oracle


def normalize(value: Any) -> Any:
    """A cell as expected.jsonl writes it: Decimal -> its text, bytes -> base64, Row/struct -> dict."""
    if hasattr(value, "asDict"):  # a pyspark Row
        value = value.asDict(recursive=True)
    if isinstance(value, Decimal):
        return str(value.quantize(Decimal(1))) if value == value.to_integral_value() else str(value)
    if isinstance(value, bytes | bytearray | memoryview):
        return base64.b64encode(bytes(value)).decode("ascii")
    if isinstance(value, Mapping):
        return {k: normalize(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [normalize(v) for v in value]
    return value


def row_differences(actual: Mapping[str, Any], expected: Mapping[str, Any], where: str = "") -> list[str]:
    """Every field of ``expected`` that ``actual`` lacks or holds differently (extra columns, such as a
    reader's provenance columns, are ignored). Empty when the row matches."""
    problems = []
    for name, want in expected.items():
        if name not in actual:
            problems.append(f"{where}{name}: missing")
            continue
        got = normalize(actual[name])
        if got != want:
            problems.append(f"{where}{name}: {got!r} != expected {want!r}")
    return problems


def assert_rows_match(actual: list[Mapping[str, Any]], expected: list[Mapping[str, Any]], what: str) -> None:
    """Same count, same order, same values; the message names the first few differences."""
    assert len(actual) == len(expected), f"{what}: {len(actual)} rows, expected {len(expected)}"
    problems: list[str] = []
    for i, (got, want) in enumerate(zip(actual, expected, strict=True)):
        problems += row_differences(got, want, f"{what} row {i} ")
        if len(problems) >= 10:
            break
    assert not problems, "\n".join(problems)


def load_expected(path: Path) -> dict[int, list[ExpectedMessage]]:
    """expected.jsonl grouped by recording id, each list in recording order."""
    grouped: dict[int, list[ExpectedMessage]] = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            e = ExpectedMessage(**json.loads(line))
            grouped.setdefault(e.recording_id, []).append(e)
    return grouped


# ---- building and running the Java side


def _sources() -> list[Path]:
    return sorted(JAVA_SOURCES.glob("*.java"))


def compiled_market_classes(java: JavaToolchain) -> Path:
    """sbe-tool's Java codecs for market.xml plus our programs, compiled once per content hash into the Java
    cache; a temporary directory renamed into place keeps concurrent sessions from seeing half a build."""
    digest = hashlib.sha256()
    for part in (java.pins.sbe.coordinates, java.pins.aeron.jar_name):
        digest.update(part.encode() + b"\0")
    for path in [SCHEMA, *_sources()]:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    out = java.cache / f"aeronkit-spark-market-{digest.hexdigest()[:16]}"
    if (out / ".done").exists():
        return out
    tmp = out.with_name(f"{out.name}.tmp{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        generated = tmp / "src"
        props = {
            "sbe.output.dir": str(generated),
            "sbe.target.language": "Java",
            "sbe.validation.stop.on.error": "true",
        }
        argv = ["java", *SBE_JVM_FLAGS, *[f"-D{k}={v}" for k, v in props.items()], "-jar", str(java.sbe_jar),
                str(SCHEMA)]
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)
        if proc.returncode != 0:
            raise JavaUnavailableError(f"sbe-tool failed on {SCHEMA}:\n{proc.stdout}{proc.stderr}")
        java.compile(sorted(generated.rglob("*.java")) + _sources(), tmp / "classes")
        (tmp / ".done").write_text("ok\n")
        with contextlib.suppress(OSError):  # another session finished the same build first: same classes
            tmp.rename(out)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out


def classes_dir(java: JavaToolchain) -> Path:
    return compiled_market_classes(java) / "classes"


def recorder_properties(root: Path, control_port: int, udp_port: int, **settings: object) -> dict[str, str]:
    """Aeron's own properties for the embedded ArchivingMediaDriver plus MarketRecorder's settings."""
    props = {
        "aeron.dir": str(root / "aeron"),
        "aeron.dir.delete.on.start": "true",
        "aeron.threading.mode": "SHARED",
        "aeron.shared.idle.strategy": BACKOFF,
        "aeron.term.buffer.sparse.file": "true",
        "aeron.ipc.term.buffer.length": str(TERM_LENGTH),
        "aeron.term.buffer.length": str(TERM_LENGTH),
        "aeron.mtu.length": str(MTU),
        "aeron.archive.threading.mode": "SHARED",
        "aeron.archive.idle.strategy": BACKOFF,
        "aeron.archive.dir": str(root / "archive"),
        "aeron.archive.control.channel": f"aeron:udp?endpoint=127.0.0.1:{control_port}",
        "aeron.archive.control.response.channel": "aeron:udp?endpoint=127.0.0.1:0",
        "aeron.archive.replication.channel": "aeron:udp?endpoint=127.0.0.1:0",
        "aeron.archive.segment.file.length": str(SEGMENT_LENGTH),
        "aeronkit.udp.port": str(udp_port),
    }
    props.update({f"aeronkit.{k.replace('_', '.')}": str(v) for k, v in settings.items()})
    return props


def parse_recordings(lines: list[str]) -> dict[int, MarketRecording]:
    """MarketRecorder's per-recording lines, in order, matched to the three kinds it makes."""
    found = [m for m in (LINE_RE.match(line.strip()) for line in lines) if m]
    if len(found) != len(KINDS):
        raise AssertionError(
            f"MarketRecorder reported {len(found)} recordings, expected {len(KINDS)}: {lines!r}"
        )
    recordings = {}
    for kind, m in zip(KINDS, found, strict=True):
        rec = MarketRecording(
            kind, int(m[1]), int(m[2]), int(m[3]), int(m[4]), int(m[5]), int(m[6]), m[7] == "active", m[8]
        )
        recordings[rec.recording_id] = rec
    return recordings


def record_market_data(
    java: JavaToolchain,
    root: Path,
    *,
    ticks: int = 16_000,
    books: int = 600,
    active_trades: int = 6_000,
    seed: int = 20261121,
    timeout_s: float = 90.0,
) -> MarketArchive:
    """Run MarketRecorder once under ``root`` and return the archive it left and the expected values.

    The JVM halts itself after the last recording (which stays active); on any failure it is stopped by pid.
    """
    root.mkdir(parents=True, exist_ok=True)
    classes = classes_dir(java)
    control_port, udp_port = free_udp_ports(2)
    props = recorder_properties(
        root, control_port, udp_port, ticks=ticks, books=books, active_trades=active_trades, seed=seed,
        timeout_ms=int(timeout_s * 1000),
    )
    expected_path = root / "expected.jsonl"
    argv = java.java_command(MAIN_CLASS, str(expected_path), classpath=[classes], properties=props)
    argv.insert(1, "-Xmx256m")
    log = root / "market-recorder.stderr"
    with open(log, "wb") as stderr, running(*argv, stderr=stderr, timeout_s=15.0) as proc:
        try:
            lines = read_until(proc, "done", timeout_s + 15.0)
        except AssertionError as ex:
            raise AssertionError(f"{ex}\nstderr: {log.read_text(errors='replace')[-3000:]}") from None
        proc.wait(timeout=15.0)
    if proc.returncode != 0:
        raise AssertionError(f"MarketRecorder exited {proc.returncode}: {lines!r}")
    archive = MarketArchive(root, root / "archive", expected_path, seed, parse_recordings(lines))
    archive.expected = load_expected(expected_path)
    return archive


def archive_tool(java: JavaToolchain, archive_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run io.aeron.archive.ArchiveTool; answers 'n' to its page-straddle question (never truncate)."""
    argv = java.java_command("io.aeron.archive.ArchiveTool", str(archive_dir), *args)
    return subprocess.run(argv, input="n\n" * 64, capture_output=True, text=True, timeout=120, check=False)


def iter_expected(archive: MarketArchive) -> Iterator[ExpectedMessage]:
    """Every expected message of every recording, in recording-id order."""
    for recording_id in sorted(archive.expected):
        yield from archive.expected[recording_id]
