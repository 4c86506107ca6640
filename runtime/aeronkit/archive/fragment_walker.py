"""Whole messages out of a recording's segment files, in column batches, with damage reported not raised.

The batched sibling of recording_reader.py (same frame rules, same reassembly), built for analytics: a
recording is cut into ``SegmentSlice``s (plain picklable values, one per Spark partition), and ``walk``
turns one slice into ``MessageBatch``es of numpy columns plus ``Malformed`` records for damaged stretches.
The per-frame loop is C (native/aeronkit_recording_walk.c): Python maps each segment file read-only,
hands it to one C call with the column arrays, and reacts to what the call returns. Format facts:
docs/formats/recording-walk.md; Aeron sources: aeron-archive/src/main/java/io/aeron/archive/
{ReplaySession,RecordingWriter}.java and aeron-client/src/main/java/io/aeron/FragmentAssembler.java (1.51.0).

Ownership rule between slices: a message belongs to the slice where its first (BEGIN) frame begins. A
slice completes a message it began by reading past its stop position (never past the recording's stop),
and silently skips continuation fragments at its start, which the previous slice owns.
"""

from __future__ import annotations

import mmap
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from aeronkit._native import ffi, lib
from aeronkit._native_check import check
from aeronkit.archive.segment import (
    index_segment_files,
    parse_segment_file_name,
    segment_file_base_position,
    segment_file_name,
)
from aeronkit.errors import ConfigurationError, ProtocolError
from aeronkit.logbuffer import descriptor
from aeronkit.logbuffer.descriptor import FRAME_ALIGNMENT, HEADER_LENGTH

if TYPE_CHECKING:
    from aeronkit.archive.archive_directory import ArchiveDirectory, RecordingInfo

DEFAULT_MAX_MESSAGES = 65536
DEFAULT_MAX_BYTES = 8 << 20
_MIN_DATA_CAPACITY = 4096


@dataclass(frozen=True)
class SegmentSlice:
    """A stretch of one recording to read: messages whose first frame begins in [start, stop).

    Plain ints (and bools), so it pickles to a Spark executor. ``recording_start_position`` fixes where
    segment files are aligned (-1: found from the files in the directory); ``active`` says the catalog
    had no stop position, so a zero frame length ends the data instead of being damage; ``checksummed``
    says each frame's sessionId field holds its checksum, so batches carry ``session_id`` (the catalog's)
    in that column instead (ArchiveDirectory explains how it is known).
    """

    recording_id: int
    start_position: int
    stop_position: int
    term_length: int
    segment_length: int
    initial_term_id: int
    stream_id: int
    session_id: int
    recording_stop_position: int
    recording_start_position: int = -1
    active: bool = False
    checksummed: bool = False

    @property
    def length(self) -> int:
        return self.stop_position - self.start_position


@dataclass(frozen=True)
class Malformed:
    """A damaged stretch, in stream order with the batches around it; ``walk`` never raises for damage."""

    recording_id: int
    path: str
    file_offset: int
    position: int
    length: int
    reason: str


class MessageBatch:
    """Whole messages in position order as numpy columns; ``data`` holds the payloads back to back."""

    __slots__ = (
        "count",
        "data",
        "flags",
        "length",
        "offset",
        "position",
        "recording_id",
        "reserved_value",
        "session_id",
        "stream_id",
        "term_id",
        "term_offset",
    )

    def __init__(
        self, recording_id: int, count: int, columns: dict[str, np.ndarray], data: np.ndarray
    ) -> None:
        self.recording_id = recording_id
        self.count = count
        self.position: np.ndarray = columns["position"]
        self.term_id: np.ndarray = columns["term_id"]
        self.term_offset: np.ndarray = columns["term_offset"]
        self.session_id: np.ndarray = columns["session_id"]
        self.stream_id: np.ndarray = columns["stream_id"]
        self.flags: np.ndarray = columns["flags"]
        self.reserved_value: np.ndarray = columns["reserved_value"]
        self.length: np.ndarray = columns["length"]
        self.offset: np.ndarray = columns["offset"]
        self.data = data

    def __len__(self) -> int:
        return self.count

    def payload(self, i: int) -> bytes:
        """Message ``i``'s payload (all its fragments joined, headers excluded)."""
        if not 0 <= i < self.count:
            raise IndexError(f"message {i} outside a batch of {self.count}")
        start = int(self.offset[i])
        return self.data[start : start + int(self.length[i])].tobytes()

    def payloads(self) -> Iterator[bytes]:
        return (self.payload(i) for i in range(self.count))

    def __repr__(self) -> str:
        first = int(self.position[0]) if self.count else -1
        return (
            f"MessageBatch(recording_id={self.recording_id}, count={self.count}, first_position={first}, "
            f"bytes={len(self.data)})"
        )


# name, numpy dtype, C element type: the columns of a batch, in aeronkit_walk_batch_t order.
_COLUMNS: tuple[tuple[str, Any, str], ...] = (
    ("position", np.int64, "int64_t[]"),
    ("term_id", np.int32, "int32_t[]"),
    ("term_offset", np.int32, "int32_t[]"),
    ("session_id", np.int32, "int32_t[]"),
    ("stream_id", np.int32, "int32_t[]"),
    ("flags", np.uint8, "uint8_t[]"),
    ("reserved_value", np.int64, "int64_t[]"),
    ("length", np.int32, "int32_t[]"),
    ("offset", np.uint64, "uint64_t[]"),
)


def _reason(w: Any) -> str:
    a, b = int(w.detail_a), int(w.detail_b)
    reasons = {
        lib.AERONKIT_WALK_BAD_FRAME_LENGTH: f"frame length {a} < header length {HEADER_LENGTH}",
        lib.AERONKIT_WALK_BAD_TERM_OFFSET: f"term offset {a} expected {b}",
        lib.AERONKIT_WALK_BAD_TERM_ID: f"term id {a} expected {b}",
        lib.AERONKIT_WALK_BAD_STREAM_ID: f"stream id {a} expected {b}",
        lib.AERONKIT_WALK_BAD_SESSION_ID: f"session id {a} expected {b}",
        lib.AERONKIT_WALK_BAD_TYPE: f"frame type {a} is neither DATA nor PAD",
        lib.AERONKIT_WALK_PAST_TERM: f"frame length {a} at term offset {b} runs past the end of its term",
        lib.AERONKIT_WALK_DATA_MISSING: "data missing: frame length 0 before the recording's stop position",
        lib.AERONKIT_WALK_TRUNCATED: f"segment file truncated: it ends at {a} bytes",
        lib.AERONKIT_WALK_NO_BEGIN: "fragment without BEGIN",
        lib.AERONKIT_WALK_NO_END: "message ends before END",
        lib.AERONKIT_WALK_PAST_STOP: f"frame length {a} runs past the recording's stop position {b}",
        lib.AERONKIT_WALK_FILE_MISSING: "segment file missing",
    }
    return reasons.get(int(w.reason), f"unknown damage code {int(w.reason)}")


def _check_slice(s: SegmentSlice) -> None:
    descriptor.check_term_length(s.term_length)
    if s.segment_length < s.term_length or s.segment_length % s.term_length:
        raise ConfigurationError(
            f"segment length {s.segment_length} must be a multiple of the term length {s.term_length}"
        )
    if not 0 <= s.start_position <= s.stop_position <= s.recording_stop_position:
        raise ConfigurationError(
            f"slice [{s.start_position}, {s.stop_position}) must lie before the recording's stop "
            f"position {s.recording_stop_position}"
        )
    if s.start_position % FRAME_ALIGNMENT or s.recording_stop_position % FRAME_ALIGNMENT:
        raise ConfigurationError(
            f"slice start {s.start_position} and recording stop {s.recording_stop_position} must be "
            f"multiples of {FRAME_ALIGNMENT}"
        )
    if s.recording_start_position > s.start_position or s.recording_start_position % FRAME_ALIGNMENT:
        raise ConfigurationError(
            f"recording start position {s.recording_start_position} must be a frame boundary at or before "
            f"the slice start {s.start_position}"
        )


def recording_slices(
    info: RecordingInfo,
    *,
    from_position: int | None = None,
    to_position: int | None = None,
    max_slice_bytes: int | None = None,
) -> list[SegmentSlice]:
    """Cut a recording's [start, stop), clipped to [from_position, to_position), into slices.

    One slice per segment file, or smaller slices of at most ``max_slice_bytes`` rounded down to whole
    terms (at least one term), every boundary on a term boundary so each slice can resynchronise on its
    own. ``from_position`` may fall inside a term: the walk then scans from that term's start and
    delivers only messages beginning at or after it.
    """
    start, stop = info.start_position, info.stop_position
    term_length, segment_length = info.term_length, info.segment_length
    lo = start if from_position is None else max(start, from_position)
    hi = stop if to_position is None else min(stop, to_position)
    if lo >= hi:
        return []
    if lo % FRAME_ALIGNMENT:
        lo += FRAME_ALIGNMENT - lo % FRAME_ALIGNMENT  # no frame can begin between frame boundaries
    step = segment_length
    if max_slice_bytes is not None:
        if max_slice_bytes <= 0:
            raise ConfigurationError(f"max_slice_bytes={max_slice_bytes}: must be positive")
        step = min(segment_length, max(term_length, max_slice_bytes - max_slice_bytes % term_length))
    origin = start - (start & (term_length - 1))
    slices = []
    position = lo
    while position < hi:
        segment_end = (
            segment_file_base_position(start, position, term_length, segment_length) + segment_length
        )
        chunk_end = origin + ((position - origin) // step + 1) * step
        end = min(segment_end, chunk_end, hi)
        slices.append(
            SegmentSlice(
                recording_id=info.recording_id,
                start_position=position,
                stop_position=end,
                term_length=term_length,
                segment_length=segment_length,
                initial_term_id=info.initial_term_id,
                stream_id=info.stream_id,
                session_id=info.session_id,
                recording_stop_position=stop,
                recording_start_position=start,
                active=info.active,
                checksummed=info.checksummed,
            )
        )
        position = end
    return slices


class _Mapping:
    """One segment file mapped read-only (or its absence); closed before the next is opened."""

    def __init__(self, path: Path, segment_length: int) -> None:
        self.path = path
        self.map: mmap.mmap | None = None
        self.pointer: Any = ffi.NULL
        self.length = 0
        self.missing = False
        try:
            with open(path, "rb") as f:
                size = min(os.fstat(f.fileno()).st_size, segment_length)
                if size > 0:
                    self.map = mmap.mmap(f.fileno(), size, access=mmap.ACCESS_READ)
        except FileNotFoundError:
            self.missing = True
            return
        if self.map is not None:
            self.length = len(self.map)
            self.pointer = ffi.from_buffer("uint8_t[]", self.map)

    def close(self) -> None:
        if self.pointer is not ffi.NULL:
            ffi.release(self.pointer)
            self.pointer = ffi.NULL
        if self.map is not None:
            self.map.close()
            self.map = None


class _Walk:
    """The state of one slice's walk: the C structs, the batch being filled and the mapped segment."""

    def __init__(
        self, archive_dir: Path, s: SegmentSlice, max_messages: int, max_bytes: int, check_session_id: bool
    ) -> None:
        self.dir = archive_dir
        self.s = s
        self.max_messages = max_messages
        self.max_bytes = max_bytes
        self.recording_start = s.recording_start_position
        if self.recording_start < 0:
            self.recording_start = self._alignment_from_files()
        scan_from = s.start_position - (s.start_position & (s.term_length - 1))
        if s.recording_start_position >= 0:
            scan_from = max(scan_from, s.recording_start_position)
        else:
            scan_from = s.start_position
        w = ffi.new("aeronkit_walk_t *")
        w.term_length = s.term_length
        w.position_bits = descriptor.position_bits_to_shift(s.term_length)
        w.initial_term_id = s.initial_term_id
        w.stream_id = s.stream_id
        w.session_id = s.session_id
        w.check_session_id = 1 if check_session_id and not s.checksummed else 0
        w.active = 1 if s.active else 0
        w.emit_from = s.start_position
        w.stop_position = s.stop_position
        w.recording_stop_position = s.recording_stop_position
        w.position = scan_from
        w.skip_continuations = 1
        self.w = w
        self.b = ffi.new("aeronkit_walk_batch_t *")
        self.columns: dict[str, np.ndarray] = {}
        self.data = np.empty(0, np.uint8)
        self._keep: list[Any] = []
        self.mapping: _Mapping | None = None
        self.mapped_base = -1

    def _alignment_from_files(self) -> int:
        """Without the recording's start position, any existing segment file's base fixes the alignment."""
        s = self.s
        names = index_segment_files(self.dir).get(s.recording_id, [])
        if names:
            return parse_segment_file_name(names[0])[1]  # type: ignore[index]  # names are segment files
        return s.start_position - (s.start_position & (s.term_length - 1))

    def segment_base(self, position: int) -> int:
        s = self.s
        return segment_file_base_position(self.recording_start, position, s.term_length, s.segment_length)

    def segment_path(self, position: int) -> Path:
        return self.dir / segment_file_name(self.s.recording_id, self.segment_base(position))

    def new_batch(self) -> None:
        """Fresh column arrays sized for what is left of the slice (never more than the limits)."""
        s, w, b = self.s, self.w, self.b
        left = max(0, s.stop_position - max(int(w.position), s.start_position))
        capacity = max(1, min(self.max_messages, left // HEADER_LENGTH + 1))
        self.columns = {name: np.empty(capacity, dtype) for name, dtype, _ in _COLUMNS}
        self._keep = []
        for name, _, ctype in _COLUMNS:
            pointer = ffi.from_buffer(ctype, self.columns[name].data)
            self._keep.append(pointer)
            setattr(b, name, pointer)
        b.capacity = capacity
        b.max_messages = min(self.max_messages, capacity)
        b.max_bytes = self.max_bytes
        b.count = 0
        b.data_used = 0
        self._set_data(np.empty(min(self.max_bytes, max(_MIN_DATA_CAPACITY, left)), np.uint8))

    def _set_data(self, data: np.ndarray) -> None:
        self.data = data
        pointer = ffi.from_buffer("uint8_t[]", data.data)
        self._keep.append(pointer)
        self.b.data = pointer
        self.b.data_capacity = len(data)

    def grow_data(self) -> None:
        b = self.b
        need, capacity, used = int(self.w.need_bytes), int(b.data_capacity), int(b.data_used)
        if b.count == 0:
            new_capacity = max(need, min(2 * capacity, self.max_bytes))
        else:
            new_capacity = min(max(need, 2 * capacity), self.max_bytes)
        data = np.empty(max(new_capacity, capacity + 1), np.uint8)
        data[:used] = self.data[:used]
        self._set_data(data)

    def take_batch(self) -> MessageBatch | None:
        count, used = int(self.b.count), int(self.b.data_used)
        if count == 0:
            return None
        columns = {name: array[:count] for name, array in self.columns.items()}
        if self.s.checksummed:
            columns["session_id"][:] = self.s.session_id  # the field holds each frame's checksum
        batch = MessageBatch(self.s.recording_id, count, columns, self.data[:used])
        self.new_batch()
        return batch

    def malformed(self) -> Malformed:
        w = self.w
        position = int(w.bad_position)
        base = self.segment_base(position)
        return Malformed(
            recording_id=self.s.recording_id,
            path=str(self.dir / segment_file_name(self.s.recording_id, base)),
            file_offset=position - base,
            position=position,
            length=int(w.bad_length),
            reason=_reason(w),
        )

    def map_for(self, position: int) -> _Mapping:
        base = self.segment_base(position)
        if self.mapping is None or base != self.mapped_base:
            self.unmap()
            self.mapping = _Mapping(
                self.dir / segment_file_name(self.s.recording_id, base), self.s.segment_length
            )
            self.mapped_base = base
        return self.mapping

    def unmap(self) -> None:
        if self.mapping is not None:
            self.mapping.close()
            self.mapping = None
            self.mapped_base = -1

    def run(self) -> Iterator[MessageBatch | Malformed]:
        try:
            self.new_batch()
            w, b = self.w, self.b
            while True:
                position = int(w.position)
                mapping = self.map_for(position)
                rc = lib.aeronkit_recording_walk(
                    w,
                    b,
                    mapping.pointer,
                    mapping.length,
                    1 if mapping.missing else 0,
                    self.mapped_base,
                    self.s.segment_length,
                )
                if rc == lib.AERONKIT_WALK_SEGMENT_END:
                    continue
                if rc == lib.AERONKIT_WALK_NEED_DATA:
                    self.grow_data()
                    continue
                if rc == lib.AERONKIT_WALK_BATCH_FULL:
                    batch = self.take_batch()
                    if batch is not None:
                        yield batch
                    continue
                if rc == lib.AERONKIT_WALK_MALFORMED:
                    bad = self.malformed()
                    batch = self.take_batch()
                    if batch is not None:
                        yield batch
                    yield bad
                    continue
                if rc in (lib.AERONKIT_WALK_DONE, lib.AERONKIT_WALK_END_OF_DATA):
                    batch = self.take_batch()
                    if batch is not None:
                        yield batch
                    return
                check(rc, f"recording walk at position {position} of recording {self.s.recording_id}")
                raise ProtocolError(f"recording walk: unknown result {rc}")
        finally:
            self.unmap()


def walk(
    archive_dir: str | os.PathLike[str] | ArchiveDirectory,
    s: SegmentSlice,
    *,
    max_messages: int = DEFAULT_MAX_MESSAGES,
    max_bytes: int = DEFAULT_MAX_BYTES,
    check_session_id: bool = False,
) -> Iterator[MessageBatch | Malformed]:
    """Batches of the slice's whole messages, and Malformed records for damage, in stream order.

    A batch closes at ``max_messages`` messages or once it holds ``max_bytes`` payload bytes; a message
    larger than ``max_bytes`` goes whole into a batch of its own. ``check_session_id`` also checks each
    frame's sessionId; it is off by default because an archive recording with a record checksum stores
    the checksum in that field (Aeron's ReplaySession does not check it either), and never applies to a
    slice marked ``checksummed``. Segment files are mapped
    one at a time and unmapped when the iterator finishes or is closed.
    """
    if max_messages < 1 or max_bytes < 1:
        raise ConfigurationError(f"max_messages={max_messages} and max_bytes={max_bytes} must be positive")
    _check_slice(s)
    path = Path(archive_dir) if isinstance(archive_dir, str | os.PathLike) else archive_dir.path
    return _Walk(path, s, max_messages, max_bytes, check_session_id).run()


def walk_recording(
    archive_dir: str | os.PathLike[str] | ArchiveDirectory, info: RecordingInfo, **options: Any
) -> Iterator[MessageBatch | Malformed]:
    """Every slice of a recording walked in order (a convenience for tools and tests)."""
    slice_options = {
        k: options.pop(k) for k in ("from_position", "to_position", "max_slice_bytes") if k in options
    }
    for s in recording_slices(info, **slice_options):
        yield from walk(archive_dir, s, **options)
