"""Test data for the Spark benchmark: one stopped archive recording of 64-byte `Tick` messages.

The directory this writes is an Aeron archive directory, byte for byte what an Aeron 1.51.0 archive would
leave after recording an exclusive publication of these messages and then stopping: an ``archive.catalog``
with one VALID descriptor (aeronkit.archive.catalog.Catalog) and segment files written by
aeronkit.archive.segment.SegmentWriter, which follows aeron-archive/.../RecordingWriter.java. Each message
is an 8-byte SBE message header plus the 56-byte `Tick` block of benchmarks/schemas/spark-bench.xml, so a
frame is 32 + 64 = 96 bytes (already 32-aligned). Terms fill with whole frames; the bytes left at a term's
end (a 16 MiB term holds 174,762 frames and 64 spare bytes) become one PAD frame, as the term appender
writes it when the next message does not fit (aeron-client/.../logbuffer/ExclusiveTermAppender.java,
``handleEndOfLogCondition``): the default header with type PAD and the remaining length. The recorder
writes only a padding frame's 32-byte header and moves its offset by the whole length (RecordingWriter),
so the padding body stays zero in the file. The frame layout is docs/formats/frames.md.

Every field is a function of the message index (``tick_columns``), so a reader can be checked by a row
count and a column sum without keeping the data. A full term always ends in padding: the recording is
treated as stopped after the publisher's next offer tripped the term, so a recording of ``k`` full terms
stops exactly at ``k * term_length``. A partial last term has no padding.

Terms are built with numpy, one 16 MiB term at a time (a structured array over the frames), so a 1 GiB
recording takes seconds. The result is cached under ``~/.cache/aeronkit/bench/spark-<parameters>`` (or
``$AERONKIT_BENCH_CACHE``) and reused when its manifest, catalog and segment files check out.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

from aeronkit.archive.catalog import Catalog
from aeronkit.archive.mark_file import ArchiveMarkFile
from aeronkit.archive.segment import SegmentWriter, check_segment_length, segment_file_name
from aeronkit.codecs.archive import RecordingState
from aeronkit.errors import ConfigurationError, CorruptFileError
from aeronkit.logbuffer import descriptor
from aeronkit.logbuffer.header import (
    CURRENT_VERSION,
    HDR_TYPE_DATA,
    HDR_TYPE_PAD,
    HEADER_LENGTH,
    UNFRAGMENTED,
)

SCHEMA = Path(__file__).resolve().parent / "schemas" / "spark-bench.xml"
SCHEMA_MODULE = "spark_bench"  # module name of the generated codecs (the schema's package)
MESSAGE = "Tick"
TEMPLATE_ID = 1
SCHEMA_ID = 901
SCHEMA_VERSION = 1
BLOCK_LENGTH = 56
MESSAGE_LENGTH = 8 + BLOCK_LENGTH  # what the issue asks for: 64-byte messages
FRAME_LENGTH = HEADER_LENGTH + MESSAGE_LENGTH
CHECK_COLUMN = "price"  # the column whose sum every reader must reproduce
FORMAT_VERSION = 2  # bump when the bytes written for the same parameters change (invalidates caches)
MANIFEST = "bench-manifest.json"
BASE_TIMESTAMP_NS = 1_763_683_200_000_000_000  # 2025-11-21T00:00:00Z; ticks are 1 us apart
CHANNEL = "aeron:ipc?term-length={term}|init-term-id={initial}|term-id={initial}|term-offset=0"
SOURCE_IDENTITY = "aeron:ipc"
AERON_DIRECTORY = "/dev/shm/aeron-bench"  # recorded in the mark file only; nothing runs there
CONTROL_CHANNEL = "aeron:udp?endpoint=127.0.0.1:8010"  # Aeron's default, recorded in the mark file only

# One frame as numpy sees it: the data header (DataHeaderFlyweight) then the SBE header and the Tick block.
FRAME_DTYPE = np.dtype({
    "names": ["frame_length", "version", "flags", "type", "term_offset", "session_id", "stream_id",
              "term_id", "reserved_value", "block_length", "template_id", "schema_id", "schema_version",
              "timestamp", "sequence", "instrumentId", "quantity", "price", "tradeId", "accountId", "side",
              "venue", "condition", "exchangeSequence"],
    "formats": ["<i4", "u1", "u1", "<u2", "<i4", "<i4", "<i4", "<i4", "<i8", "<u2", "<u2", "<u2", "<u2",
                "<i8", "<i8", "<i4", "<i4", "<i8", "<i8", "<i8", "u1", "u1", "<u2", "<u4"],
    "offsets": [0, 4, 5, 6, 8, 12, 16, 20, 24, 32, 34, 36, 38,
                40, 48, 56, 60, 64, 72, 80, 88, 89, 90, 92],
    "itemsize": FRAME_LENGTH,
})
TICK_COLUMNS = FRAME_DTYPE.names[13:]  # schema field names, in wire order
SIDE_NAMES = ("BUY", "SELL")


def tick_columns(index: np.ndarray) -> dict[str, np.ndarray]:
    """The Tick fields of messages ``index`` (int64 array), as raw wire values keyed by schema name."""
    i = index.astype(np.int64, copy=False)
    return {
        "timestamp": BASE_TIMESTAMP_NS + i * 1000,
        "sequence": i,
        "instrumentId": (i % 5000 + 1).astype(np.int32),
        "quantity": ((i * 7) % 1000 + 1).astype(np.int32),
        "price": 1_000_000 + (i * 31) % 100_000,
        "tradeId": 2 * i + 1,
        "accountId": (i * 13) % 100_003,
        "side": (i & 1).astype(np.uint8),
        "venue": (i % 7).astype(np.uint8),
        "condition": ((i * 3) & 0xFFFF).astype(np.uint16),
        "exchangeSequence": ((i + 17) & 0xFFFFFFFF).astype(np.uint32),
    }


def tick_row(index: int) -> tuple[Any, ...]:
    """Message ``index`` as a row in the Spark mapping (docs/spark-mapping.md): enum as its name."""
    values = {name: int(column[0]) for name, column in tick_columns(np.array([index])).items()}
    values["side"] = SIDE_NAMES[values["side"]]
    return tuple(values[name] for name in TICK_COLUMNS)


NUMERIC_COLUMNS = tuple(name for name in TICK_COLUMNS if name != "side")
SELL_COUNT = "count(side='SELL')"


def exact_sum(values: np.ndarray) -> int:
    """The exact integer sum of an integer array of fewer than 2**31 values (no int64 overflow).

    Each value is split into its signed upper and unsigned lower 32 bits; neither half's sum can overflow
    int64 for that many values, and the two recombine exactly in Python ints.
    """
    v = values.astype(np.int64, copy=False)
    return int((v >> 32).sum(dtype=np.int64)) * (1 << 32) + int((v & 0xFFFFFFFF).sum(dtype=np.int64))


def column_sums(messages: int) -> dict[str, int]:
    """Exact sums of every numeric Tick column over messages 0..messages-1, and the number of SELLs.

    A reader that reproduces all of them has every column of every row right with overwhelming odds, at
    the cost of one aggregation rather than keeping the rows.
    """
    sums = {f"sum({name})": 0 for name in NUMERIC_COLUMNS} | {SELL_COUNT: 0}
    for start in range(0, messages, 1 << 22):
        columns = tick_columns(np.arange(start, min(messages, start + (1 << 22)), dtype=np.int64))
        for name in NUMERIC_COLUMNS:
            sums[f"sum({name})"] += exact_sum(columns[name])
        sums[SELL_COUNT] += int(np.count_nonzero(columns["side"] == 1))
    return sums


def check_sum(messages: int) -> int:
    """Sum of CHECK_COLUMN over messages 0..messages-1 (chunked so memory stays flat)."""
    total = 0
    for start in range(0, messages, 1 << 22):
        index = np.arange(start, min(messages, start + (1 << 22)), dtype=np.int64)
        total += int(tick_columns(index)[CHECK_COLUMN].sum(dtype=np.int64))
    return total


@dataclass(frozen=True)
class DataSpec:
    """What recording to write. The defaults are the benchmark's: 64 full 16 MiB terms (1 GiB, 8 segments)."""

    messages: int = 64 * ((16 * 1024 * 1024) // FRAME_LENGTH)
    term_length: int = 16 * 1024 * 1024
    segment_length: int = 128 * 1024 * 1024
    initial_term_id: int = 1_000
    session_id: int = 0x1EE7
    stream_id: int = 1001
    mtu_length: int = 1408

    def __post_init__(self) -> None:
        descriptor.check_term_length(self.term_length)
        check_segment_length(self.segment_length)
        if self.segment_length < self.term_length:
            raise ConfigurationError(
                f"segment length {self.segment_length} is shorter than the term length {self.term_length}")
        if self.messages <= 0:
            raise ConfigurationError(f"messages={self.messages}: a recording needs at least one message")

    @property
    def per_term(self) -> int:
        return self.term_length // FRAME_LENGTH

    @property
    def full_terms(self) -> int:
        return self.messages // self.per_term

    @property
    def stop_position(self) -> int:
        """Recording length: full terms (with their padding) plus the frames of a partial last term."""
        return self.full_terms * self.term_length + (self.messages % self.per_term) * FRAME_LENGTH

    @property
    def payload_bytes(self) -> int:
        return self.messages * MESSAGE_LENGTH

    @property
    def segment_count(self) -> int:
        """Segment files holding data (a recording ending on a segment boundary has one more, empty)."""
        return -(-self.stop_position // self.segment_length)

    @property
    def name(self) -> str:
        return (f"spark-m{self.messages}-t{self.term_length}-s{self.segment_length}-i{self.initial_term_id}"
                f"-v{FORMAT_VERSION}")


@dataclass(frozen=True)
class Recording:
    """A written recording: where it is and what a correct reader must find in it."""

    path: Path
    spec: DataSpec
    recording_id: int
    messages: int
    check_sum: int
    build_seconds: float  # 0.0 when the cache was reused

    @property
    def segment_files(self) -> list[Path]:
        """Segment files in position order that hold data."""
        return [self.path / segment_file_name(self.recording_id, k * self.spec.segment_length)
                for k in range(self.spec.segment_count)]


def cache_root() -> Path:
    env = os.environ.get("AERONKIT_BENCH_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "aeronkit" / "bench"


def term_id(spec: DataSpec, term_index: int) -> int:
    """The id of the recording's ``term_index``-th term: int32 arithmetic, wrapping as Aeron's does."""
    return (spec.initial_term_id + term_index + 2**31) % 2**32 - 2**31


def _term_frames(spec: DataSpec, term_index: int, count: int, out: np.ndarray) -> np.ndarray:
    """Fill ``out[:count]`` with the frames of term ``term_index`` and return that view."""
    frames = out[:count]
    first = term_index * spec.per_term
    index = np.arange(first, first + count, dtype=np.int64)
    frames["frame_length"] = FRAME_LENGTH
    frames["version"] = CURRENT_VERSION
    frames["flags"] = UNFRAGMENTED
    frames["type"] = HDR_TYPE_DATA
    frames["term_offset"] = np.arange(count, dtype=np.int32) * FRAME_LENGTH
    frames["session_id"] = spec.session_id
    frames["stream_id"] = spec.stream_id
    frames["term_id"] = term_id(spec, term_index)
    frames["reserved_value"] = 0
    frames["block_length"] = BLOCK_LENGTH
    frames["template_id"] = TEMPLATE_ID
    frames["schema_id"] = SCHEMA_ID
    frames["schema_version"] = SCHEMA_VERSION
    for name, column in tick_columns(index).items():
        frames[name] = column
    return frames


def _padding_header(spec: DataSpec, term_index: int, term_offset: int) -> bytes:
    """The PAD frame that fills a term from ``term_offset`` to its end (length = the rest of the term)."""
    pad = np.zeros(1, dtype=FRAME_DTYPE)
    pad["frame_length"] = spec.term_length - term_offset
    pad["version"] = CURRENT_VERSION
    pad["flags"] = UNFRAGMENTED
    pad["type"] = HDR_TYPE_PAD
    pad["term_offset"] = term_offset
    pad["session_id"] = spec.session_id
    pad["stream_id"] = spec.stream_id
    pad["term_id"] = term_id(spec, term_index)
    return pad.tobytes()[:HEADER_LENGTH]


def _write(directory: Path, spec: DataSpec) -> int:
    """Write segments and catalog into an empty ``directory``; returns the CHECK_COLUMN sum."""
    started_ms = time.time_ns() // 1_000_000
    total = 0
    buffer = np.zeros(spec.per_term, dtype=FRAME_DTYPE)
    term = bytearray(spec.term_length)
    terms = spec.full_terms + (1 if spec.messages % spec.per_term else 0)
    with SegmentWriter(directory, 0, 0, 0, spec.term_length, spec.segment_length) as writer:
        for t in range(terms):
            count = min(spec.per_term, spec.messages - t * spec.per_term)
            frames = _term_frames(spec, t, count, buffer)
            total += int(frames[CHECK_COLUMN].sum(dtype=np.int64))
            used = count * FRAME_LENGTH
            term[:used] = frames.tobytes()
            writer.on_block(term, 0, used)
            if count == spec.per_term and used < spec.term_length:
                term[used:used + HEADER_LENGTH] = _padding_header(spec, t, used)
                writer.on_block(term, used, spec.term_length - used)
        if writer.position != spec.stop_position:
            raise AssertionError(f"wrote up to {writer.position}, expected {spec.stop_position}")
    stopped_ms = time.time_ns() // 1_000_000
    with Catalog(directory, create=True, writable=True) as catalog:
        channel = CHANNEL.format(term=spec.term_length, initial=spec.initial_term_id)
        catalog.add(start_timestamp=started_ms, stop_timestamp=stopped_ms, start_position=0,
                    stop_position=spec.stop_position, initial_term_id=spec.initial_term_id,
                    segment_file_length=spec.segment_length, term_buffer_length=spec.term_length,
                    mtu_length=spec.mtu_length, session_id=spec.session_id, stream_id=spec.stream_id,
                    stripped_channel="aeron:ipc", original_channel=channel, source_identity=SOURCE_IDENTITY)
    # An archive that ran and shut down cleanly leaves its mark file with activity timestamp -1; Aeron's
    # ArchiveTool describe/verify open it, so the directory is complete only with it.
    with ArchiveMarkFile.create(directory, control_channel=CONTROL_CHANNEL,
                                aeron_directory=AERON_DIRECTORY) as mark:
        mark.signal_ready(stopped_ms)
        mark.signal_terminated()
    return total


def _verify(directory: Path, spec: DataSpec) -> tuple[int, int] | None:
    """(recording id, check sum) of a cached recording that matches ``spec``, or None if it does not."""
    try:
        manifest = json.loads((directory / MANIFEST).read_text())
        if manifest.get("spec") != asdict(spec) or manifest.get("format_version") != FORMAT_VERSION:
            return None
        with Catalog(directory) as catalog:
            entries = catalog.list()
            if len(entries) != 1:
                return None
            d = entries[0]
            entry = catalog.find(d.recording_id)
            if entry is None or catalog.state_name(entry) != RecordingState.VALID.name:
                return None
        found = (d.start_position, d.stop_position, d.term_buffer_length, d.segment_file_length,
                 d.initial_term_id, d.stream_id)
        wanted = (0, spec.stop_position, spec.term_length, spec.segment_length, spec.initial_term_id,
                  spec.stream_id)
        if found != wanted:
            return None
        for k in range(spec.segment_count):
            path = directory / segment_file_name(d.recording_id, k * spec.segment_length)
            if path.stat().st_size != spec.segment_length:
                return None
        return d.recording_id, int(manifest["check_sum"])
    except (OSError, ValueError, KeyError, CorruptFileError):
        return None


def ensure_recording(spec: DataSpec = DataSpec(), root: Path | None = None) -> Recording:
    """The cached recording for ``spec``, written first if absent or if the cached one does not check out.

    The directory is built beside its final name and renamed into place, so a crash or a concurrent
    builder never leaves a half-written recording under the final name.
    """
    root = cache_root() if root is None else root
    root.mkdir(parents=True, exist_ok=True)
    final = root / spec.name
    found = _verify(final, spec) if final.exists() else None
    if found is not None:
        return Recording(final, spec, found[0], spec.messages, found[1], 0.0)
    start = time.perf_counter()
    staging = Path(tempfile.mkdtemp(prefix=f".{spec.name}.", dir=root))
    try:
        total = _write(staging, spec)
        manifest = {"spec": asdict(spec), "format_version": FORMAT_VERSION, "check_sum": total,
                    "check_column": CHECK_COLUMN, "messages": spec.messages, "schema": SCHEMA.name}
        (staging / MANIFEST).write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
        if final.exists():
            shutil.rmtree(final)
        os.rename(staging, final)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    found = _verify(final, spec)
    if found is None:
        raise CorruptFileError(str(final), 0, "freshly written benchmark recording failed its own check")
    return Recording(final, spec, found[0], spec.messages, total, time.perf_counter() - start)


def generate_codecs(dest: Path) -> Path:
    """Generate the bench schema's Python codec and Spark mapping modules into ``dest``; returns ``dest``."""
    from aeronkit.codegen import backends
    from aeronkit.codegen.frontend import parse_schema
    from aeronkit.codegen.output import DirOutput

    ir = parse_schema(SCHEMA)
    out = DirOutput(dest)
    for lang in ("python", "spark"):
        backends.get(lang).generate(ir, SCHEMA_MODULE, out)
    return dest


def load_module(path: Path, name: str) -> ModuleType:
    """Import one generated file under ``name`` (cached in sys.modules, so workers load it once)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def load_codecs(dest: Path) -> tuple[ModuleType, ModuleType]:
    """(Python codec module, Spark mapping module) generated by ``generate_codecs(dest)``."""
    codec = load_module(dest / "python" / f"{SCHEMA_MODULE}.py", f"_bench_{SCHEMA_MODULE}_codec")
    mapping = load_module(dest / "spark" / f"{SCHEMA_MODULE}.py", f"_bench_{SCHEMA_MODULE}_spark")
    return codec, mapping


def main(argv: list[str] | None = None) -> int:
    """``python -m benchmarks.spark_data [messages]``: write (or find) the recording and print where."""
    args = sys.argv[1:] if argv is None else argv
    spec = DataSpec(messages=int(args[0])) if args else DataSpec()
    rec = ensure_recording(spec)
    print(json.dumps({"path": str(rec.path), "messages": rec.messages, "stop_position": spec.stop_position,
                      "segments": spec.segment_count, "check_sum": rec.check_sum,
                      "build_seconds": round(rec.build_seconds, 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
