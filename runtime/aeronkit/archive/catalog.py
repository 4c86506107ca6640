"""The archive catalog, ``archive.catalog``: one descriptor per recording, byte-compatible with Aeron's.

Layout (aeron-archive/src/main/java/io/aeron/archive/Catalog.java at Aeron 1.51.0; no SBE message headers
anywhere in the file, only raw blocks of the archive schema):

* offset 0: CatalogHeader block (32 bytes): version (3.1.0), length (32), nextRecordingId, alignment.
* from offset 32 (or 1024 in legacy catalogs whose alignment is 0): entries back to back, each a
  RecordingDescriptorHeader block (32 bytes: length, state, checksum) followed by a RecordingDescriptor
  body (80-byte block + strippedChannel, originalChannel, sourceIdentity), zero padded so the entry is a
  multiple of ``alignment``. ``length`` is the body length including that padding.
* the first entry whose length is 0 ends the scan: the rest of the file is free space.

Only VALID entries are indexed (found by id, counted by ``count-entries``); INVALID and DELETED entries stay
in the file. Every read is bounds-checked: a damaged entry is a CorruptFileError naming the file and the
entry's offset, never a read past the end of the mapping.
"""

from __future__ import annotations

import bisect
import mmap
import os
import struct
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from aeronkit.archive.checksum import Checksum
from aeronkit.archive.mark_file import MAJOR_VERSION, SEMANTIC_VERSION
from aeronkit.codecs import archive as codecs
from aeronkit.codecs.archive import RecordingState
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.constants import (
    NULL_POSITION,
    NULL_TIMESTAMP,
    NULL_VALUE,
    semantic_version_major,
    semantic_version_string,
)
from aeronkit.errors import CodecError, ConfigurationError, CorruptFileError

CATALOG_FILE_NAME = "archive.catalog"
DEFAULT_CAPACITY = 1024 * 1024
MIN_CAPACITY = codecs.CatalogHeaderDecoder.BLOCK_LENGTH
MAX_CATALOG_LENGTH = 2**31 - 1
CATALOG_HEADER_LENGTH = codecs.CatalogHeaderDecoder.BLOCK_LENGTH
DESCRIPTOR_HEADER_LENGTH = codecs.RecordingDescriptorHeaderDecoder.BLOCK_LENGTH
DESCRIPTOR_BLOCK_LENGTH = codecs.RecordingDescriptorDecoder.BLOCK_LENGTH
DEFAULT_ALIGNMENT = 64  # CACHE_LINE_LENGTH: what a new catalog uses
LEGACY_ALIGNMENT = 1024  # alignment 0 in the header: 1024-byte records starting at 1024
NULL_RECORD_ID = NULL_VALUE

# Byte offsets inside the RecordingDescriptor block, for single-field updates (same as the codec's layout).
_STOP_TIMESTAMP_OFFSET = 32
_START_POSITION_OFFSET = 40
_STOP_POSITION_OFFSET = 48
_I32 = struct.Struct("<i")
_I64 = struct.Struct("<q")


def _epoch_ms() -> int:
    return time.time_ns() // 1_000_000


def _align(value: int, alignment: int) -> int:
    return (value + alignment - 1) & ~(alignment - 1)


def descriptor_fields(dec: codecs.RecordingDescriptorDecoder) -> dict[str, Any]:
    """The sixteen fields of a RecordingDescriptor message by name (shared with the archive client)."""
    return {
        "recording_id": dec.recording_id,
        "start_timestamp": dec.start_timestamp,
        "stop_timestamp": dec.stop_timestamp,
        "start_position": dec.start_position,
        "stop_position": dec.stop_position,
        "initial_term_id": dec.initial_term_id,
        "segment_file_length": dec.segment_file_length,
        "term_buffer_length": dec.term_buffer_length,
        "mtu_length": dec.mtu_length,
        "session_id": dec.session_id,
        "stream_id": dec.stream_id,
        "stripped_channel": dec.stripped_channel,
        "original_channel": dec.original_channel,
        "source_identity": dec.source_identity,
        "control_session_id": dec.control_session_id,
        "correlation_id": dec.correlation_id,
    }


@dataclass(frozen=True)
class RecordingDescriptor:
    """The fields of one catalog descriptor (RecordingDescriptor, template 22, without its message header)."""

    recording_id: int
    start_timestamp: int
    stop_timestamp: int
    start_position: int
    stop_position: int
    initial_term_id: int
    segment_file_length: int
    term_buffer_length: int
    mtu_length: int
    session_id: int
    stream_id: int
    stripped_channel: str
    original_channel: str
    source_identity: str
    control_session_id: int = 0
    correlation_id: int = 0

    @classmethod
    def decode(cls, dec: codecs.RecordingDescriptorDecoder) -> RecordingDescriptor:
        return cls(**descriptor_fields(dec))

    def encode(self, enc: codecs.RecordingDescriptorEncoder) -> None:
        enc.control_session_id = self.control_session_id
        enc.correlation_id = self.correlation_id
        enc.recording_id = self.recording_id
        enc.start_timestamp = self.start_timestamp
        enc.stop_timestamp = self.stop_timestamp
        enc.start_position = self.start_position
        enc.stop_position = self.stop_position
        enc.initial_term_id = self.initial_term_id
        enc.segment_file_length = self.segment_file_length
        enc.term_buffer_length = self.term_buffer_length
        enc.mtu_length = self.mtu_length
        enc.session_id = self.session_id
        enc.stream_id = self.stream_id
        enc.put_stripped_channel(self.stripped_channel)
        enc.put_original_channel(self.original_channel)
        enc.put_source_identity(self.source_identity)

    def to_java_string(self) -> str:
        """The line Java's generated RecordingDescriptorDecoder.toString() prints (ArchiveTool describe)."""
        return (
            f"[RecordingDescriptor](sbeTemplateId={codecs.RecordingDescriptorDecoder.TEMPLATE_ID}"
            f"|sbeSchemaId={codecs.SCHEMA_ID}|sbeSchemaVersion={codecs.SCHEMA_VERSION}"
            f"|sbeBlockLength={DESCRIPTOR_BLOCK_LENGTH}):"
            f"controlSessionId={self.control_session_id}|correlationId={self.correlation_id}"
            f"|recordingId={self.recording_id}|startTimestamp={self.start_timestamp}"
            f"|stopTimestamp={self.stop_timestamp}|startPosition={self.start_position}"
            f"|stopPosition={self.stop_position}|initialTermId={self.initial_term_id}"
            f"|segmentFileLength={self.segment_file_length}|termBufferLength={self.term_buffer_length}"
            f"|mtuLength={self.mtu_length}|sessionId={self.session_id}|streamId={self.stream_id}"
            f"|strippedChannel='{self.stripped_channel}'|originalChannel='{self.original_channel}'"
            f"|sourceIdentity='{self.source_identity}'"
        )


def descriptor_frame_length(d: RecordingDescriptor, alignment: int) -> int:
    """Catalog bytes an entry takes: header + 7 longs + 6 ints + three length-prefixed strings, aligned."""
    body = (
        7 * 8 + 6 * 4 + 4 + len(d.stripped_channel) + 4 + len(d.original_channel) + 4 + len(d.source_identity)
    )
    return _align(DESCRIPTOR_HEADER_LENGTH + body, alignment)


@dataclass(frozen=True)
class CatalogEntry:
    """One entry as found in the file: where it is, its header fields and its descriptor."""

    offset: int
    length: int
    state: RecordingState | int
    checksum: int
    descriptor: RecordingDescriptor

    @property
    def recording_id(self) -> int:
        return self.descriptor.recording_id


def _state_name(state: RecordingState | int) -> str:
    return state.name if isinstance(state, RecordingState) else str(state)


class Catalog:
    """An open ``archive.catalog``: read-only, or writable (created when ``create`` and absent).

    The file is memory-mapped like Aeron maps it; a writable catalog is extended to ``capacity`` (sparse)
    and grows by half again when full, up to 2 GiB - 1.
    """

    def __init__(
        self,
        archive_dir: str | os.PathLike[str],
        *,
        writable: bool = False,
        create: bool = False,
        capacity: int = DEFAULT_CAPACITY,
        checksum: Checksum | None = None,
        epoch_clock: Callable[[], int] = _epoch_ms,
        file_sync_level: int = 0,
    ) -> None:
        if file_sync_level not in (0, 1, 2):
            raise ConfigurationError(
                f"aeron.archive.catalog.file.sync.level={file_sync_level}: must be 0, 1 or 2"
            )
        self.file_sync_level = file_sync_level
        if not MIN_CAPACITY <= capacity <= MAX_CATALOG_LENGTH:
            raise ConfigurationError(
                f"aeron.archive.catalog.capacity={capacity}: must be between {MIN_CAPACITY} and "
                f"{MAX_CATALOG_LENGTH}"
            )
        self.archive_dir = Path(archive_dir)
        self.path = self.archive_dir / CATALOG_FILE_NAME
        self.writable = writable or create
        self.checksum = checksum
        self.epoch_clock = epoch_clock
        self._header_dec = codecs.CatalogHeaderDecoder()
        self._dh_dec = codecs.RecordingDescriptorHeaderDecoder()
        self._d_dec = codecs.RecordingDescriptorDecoder()
        exists = self.path.exists()
        if not exists and not create:
            raise CorruptFileError(str(self.path), 0, "catalog file not found")
        if exists and self.path.stat().st_size < CATALOG_HEADER_LENGTH:
            raise CorruptFileError(
                str(self.path), 0, f"catalog is {self.path.stat().st_size} bytes, shorter than its header"
            )
        self._file = open(self.path, ("r+b" if exists else "w+b") if self.writable else "rb")  # noqa: SIM115
        try:
            size = os.fstat(self._file.fileno()).st_size
            if self.writable and size < capacity:
                self._file.truncate(capacity)
                size = capacity
            self.capacity = size
            self._map = mmap.mmap(
                self._file.fileno(), size, access=mmap.ACCESS_WRITE if self.writable else mmap.ACCESS_READ
            )
            if not exists:
                enc = codecs.CatalogHeaderEncoder().wrap(self._map, 0)
                enc.version = SEMANTIC_VERSION
                enc.length = CATALOG_HEADER_LENGTH
                enc.next_recording_id = 0
                enc.alignment = DEFAULT_ALIGNMENT
            self._read_header()
            self._build_index()
        except BaseException:
            self._close_files()
            raise

    # -- header ------------------------------------------------------------------------------------------

    def _read_header(self) -> None:
        dec = self._header_dec.wrap(self._map, 0)
        self.version = dec.version
        if semantic_version_major(self.version) != MAJOR_VERSION:
            raise CorruptFileError(
                str(self.path),
                0,
                f"incompatible catalog file version {semantic_version_string(self.version)}, "
                f"archive software is {semantic_version_string(SEMANTIC_VERSION)}",
            )
        alignment = dec.alignment
        if alignment == 0:
            self.alignment = LEGACY_ALIGNMENT
            self.first_entry_offset = LEGACY_ALIGNMENT
        elif alignment < 8 or alignment & (alignment - 1):
            raise CorruptFileError(str(self.path), 16, f"invalid catalog alignment {alignment}")
        else:
            self.alignment = alignment
            self.first_entry_offset = CATALOG_HEADER_LENGTH
        self._header_next_recording_id = dec.next_recording_id

    @property
    def next_recording_id(self) -> int:
        return self._next_recording_id

    @property
    def free_space(self) -> int:
        """Bytes left before the catalog must grow."""
        return self.capacity - self.next_entry_offset

    # -- scanning ----------------------------------------------------------------------------------------

    def _entry_at(self, offset: int) -> CatalogEntry | None:
        """Decode the entry at ``offset``; None at the end marker (length 0 or end of file)."""
        size = len(self._map)
        if offset + DESCRIPTOR_HEADER_LENGTH > size:
            return None
        (length,) = _I32.unpack_from(self._map, offset)
        if length == 0:
            return None
        path = str(self.path)
        if length < 0:
            raise CorruptFileError(path, offset, f"invalid descriptor length {length}")
        frame_length = _align(length + DESCRIPTOR_HEADER_LENGTH, self.alignment)
        if offset + frame_length > size:
            raise CorruptFileError(
                path, offset, f"descriptor length {length} runs past the end of the catalog ({size} bytes)"
            )
        if length < DESCRIPTOR_BLOCK_LENGTH + 12:
            raise CorruptFileError(path, offset, f"descriptor length {length} is shorter than a descriptor")
        hd = self._dh_dec.wrap(self._map, offset)
        body = offset + DESCRIPTOR_HEADER_LENGTH
        try:
            dec = self._d_dec.wrap(self._map, body)
            descriptor = RecordingDescriptor.decode(dec)
            used = dec.encoded_length
        except CodecError as ex:
            raise CorruptFileError(path, offset, f"descriptor does not decode: {ex}") from None
        if used > length:
            raise CorruptFileError(
                path, offset, f"descriptor needs {used} bytes but its entry holds {length}"
            )
        return CatalogEntry(offset, length, hd.state, hd.checksum, descriptor)

    def _scan(self) -> Iterator[CatalogEntry]:
        offset = self.first_entry_offset
        while True:
            entry = self._entry_at(offset)
            if entry is None:
                return
            yield entry
            offset += _align(entry.length + DESCRIPTOR_HEADER_LENGTH, self.alignment)

    def _build_index(self) -> None:
        self._ids: list[int] = []
        self._offsets: list[int] = []
        last_id = -1
        offset = self.first_entry_offset
        for entry in self._scan():
            last_id = entry.recording_id
            if entry.state == RecordingState.VALID:
                if self._ids and entry.recording_id <= self._ids[-1]:
                    raise CorruptFileError(
                        str(self.path),
                        entry.offset,
                        f"recording id {entry.recording_id} is not above {self._ids[-1]}",
                    )
                self._ids.append(entry.recording_id)
                self._offsets.append(entry.offset)
            offset = entry.offset + _align(entry.length + DESCRIPTOR_HEADER_LENGTH, self.alignment)
        self.next_entry_offset = offset
        next_id = self._header_next_recording_id
        if next_id == 0:
            next_id = last_id + 1
        elif self.writable and next_id < last_id + 1:
            raise CorruptFileError(
                str(self.path),
                8,
                f"invalid nextRecordingId: expected value greater or equal to {last_id + 1}, was {next_id}",
            )
        self._next_recording_id = next_id

    def entries(self) -> Iterator[CatalogEntry]:
        """Every entry in file order, whatever its state."""
        return self._scan()

    def __iter__(self) -> Iterator[CatalogEntry]:
        return (e for e in self._scan() if e.state == RecordingState.VALID)

    @property
    def entry_count(self) -> int:
        """Number of VALID entries (Aeron's Catalog.entryCount, printed by ``count-entries``)."""
        return len(self._ids)

    def _offset_of(self, recording_id: int) -> int:
        i = bisect.bisect_left(self._ids, recording_id)
        if i < len(self._ids) and self._ids[i] == recording_id:
            return self._offsets[i]
        return -1

    def find(self, recording_id: int) -> CatalogEntry | None:
        """The VALID entry of a recording, or None."""
        offset = self._offset_of(recording_id)
        return None if offset < 0 else self._entry_at(offset)

    def find_any(self, recording_id: int) -> CatalogEntry | None:
        """The entry of a recording in any state (a scan: INVALID/DELETED entries are not indexed)."""
        for entry in self._scan():
            if entry.recording_id == recording_id:
                return entry
        return None

    def list(self, from_recording_id: int = 0, count: int | None = None) -> list[RecordingDescriptor]:
        """VALID descriptors with id >= ``from_recording_id``, at most ``count`` (ListRecordings)."""
        start = bisect.bisect_left(self._ids, from_recording_id)
        stop = len(self._ids) if count is None else min(len(self._ids), start + max(count, 0))
        result = []
        for offset in self._offsets[start:stop]:
            entry = self._entry_at(offset)
            if entry is not None:
                result.append(entry.descriptor)
        return result

    def find_last(self, min_recording_id: int, session_id: int, stream_id: int, channel_fragment: str) -> int:
        """Highest VALID id >= min with this session and stream whose original channel holds the fragment."""
        for i in range(len(self._ids) - 1, -1, -1):
            if self._ids[i] < min_recording_id:
                break
            entry = self._entry_at(self._offsets[i])
            if entry is None:
                continue
            d = entry.descriptor
            if (
                d.session_id == session_id
                and d.stream_id == stream_id
                and channel_fragment in d.original_channel
            ):
                return d.recording_id
        return NULL_RECORD_ID

    # -- writing -----------------------------------------------------------------------------------------

    def _require_writable(self) -> None:
        if not self.writable:
            raise ConfigurationError(f"{self.path}: catalog opened read-only")

    def _grow(self, needed_end: int) -> None:
        if needed_end > MAX_CATALOG_LENGTH:
            raise ConfigurationError(
                f"{self.path}: catalog is full, max capacity reached: {MAX_CATALOG_LENGTH}"
            )
        capacity = self.capacity
        while capacity < needed_end:
            capacity = min(capacity + (capacity >> 1), MAX_CATALOG_LENGTH)
        self._map.flush()
        self._map.close()
        self._file.truncate(capacity)
        self._map = mmap.mmap(self._file.fileno(), capacity, access=mmap.ACCESS_WRITE)
        self.capacity = capacity

    def add(self, descriptor: RecordingDescriptor | None = None, **fields_: object) -> int:
        """Append a VALID recording; its id is the catalog's next recording id. Returns that id.

        Pass a descriptor (its recording_id is replaced) or the descriptor's fields as keywords; stop
        position and stop timestamp default to -1 (an active recording).
        """
        self._require_writable()
        recording_id = self._next_recording_id
        if descriptor is None:
            values = {
                "stop_position": NULL_POSITION,
                "stop_timestamp": NULL_TIMESTAMP,
                **fields_,
                "recording_id": recording_id,
            }
            descriptor = RecordingDescriptor(**values)  # type: ignore[arg-type]  # fields by name from the codec
        else:
            descriptor = replace(descriptor, recording_id=recording_id)
        frame_length = descriptor_frame_length(descriptor, self.alignment)
        offset = self.next_entry_offset
        if offset + frame_length > self.capacity:
            self._grow(offset + frame_length)
        self._map[offset : offset + frame_length] = bytes(frame_length)
        self._encode(offset, descriptor)
        length = frame_length - DESCRIPTOR_HEADER_LENGTH
        henc = codecs.RecordingDescriptorHeaderEncoder().wrap(self._map, offset)
        henc.length = length
        henc.checksum = self._compute_checksum(offset, length)
        henc.state = RecordingState.VALID
        codecs.CatalogHeaderEncoder().wrap(self._map, 0).next_recording_id = recording_id + 1
        self._next_recording_id = recording_id + 1
        self.next_entry_offset = offset + frame_length
        self._ids.append(recording_id)
        self._offsets.append(offset)
        self._force()
        return recording_id

    def _force(self) -> None:
        """Apply the catalog sync level after a change: 1 msync the map, 2 also fsync file metadata."""
        if self.file_sync_level >= 1:
            self._map.flush()
            if self.file_sync_level == 2:
                os.fsync(self._file.fileno())

    def _encode(self, offset: int, descriptor: RecordingDescriptor) -> None:
        """Write a descriptor body into its entry. The entry was sized for it (descriptor_frame_length), so
        the encoder is not given a length: a bounded codec keeps a memoryview export of the map alive."""
        descriptor.encode(
            codecs.RecordingDescriptorEncoder().wrap(self._map, offset + DESCRIPTOR_HEADER_LENGTH)
        )

    def _compute_checksum(self, offset: int, length: int) -> int:
        if self.checksum is None:
            return 0
        return self.checksum.compute(self._map, offset + DESCRIPTOR_HEADER_LENGTH, length)

    def compute_descriptor_checksum(self, entry: CatalogEntry, checksum: Checksum) -> int:
        """The checksum the entry's header should hold under ``checksum`` (verify -checksum)."""
        return checksum.compute(self._map, entry.offset + DESCRIPTOR_HEADER_LENGTH, entry.length)

    def update_checksum(self, offset: int) -> None:
        """Recompute an entry's descriptor checksum (no-op without a checksum), as Catalog.updateChecksum."""
        if self.checksum is None:
            return
        self._require_writable()
        (length,) = _I32.unpack_from(self._map, offset)
        codecs.RecordingDescriptorHeaderEncoder().wrap(self._map, offset).checksum = self._compute_checksum(
            offset, length
        )

    def _valid_offset(self, recording_id: int) -> int:
        offset = self._offset_of(recording_id)
        if offset < 0:
            raise ConfigurationError(f"unknown recording id: {recording_id}")
        return offset

    @staticmethod
    def _check_fixed_fields(changes: dict[str, object]) -> None:
        """In-place rewrites may change fixed fields only: new strings could overrun the entry."""
        allowed = {f.name for f in fields(RecordingDescriptor)} - {
            "recording_id",
            "stripped_channel",
            "original_channel",
            "source_identity",
        }
        unknown = set(changes) - allowed
        if unknown:
            raise ConfigurationError(f"cannot update descriptor fields {sorted(unknown)}")

    def update(self, recording_id: int, **changes: object) -> RecordingDescriptor:
        """Rewrite fixed fields of a VALID descriptor in place (channel strings cannot change here)."""
        self._require_writable()
        offset = self._valid_offset(recording_id)
        entry = self._entry_at(offset)
        assert entry is not None
        self._check_fixed_fields(changes)
        new = replace(entry.descriptor, **changes)  # type: ignore[arg-type]  # fields by name
        self._encode(offset, new)
        self.update_checksum(offset)
        self._force()
        return new

    def replace(self, recording_id: int, **changes: object) -> RecordingDescriptor:
        """Rewrite a VALID descriptor whole, channel strings included (Aeron's Catalog.replaceRecording, used
        when an empty replication destination takes its source's descriptor). A longer entry moves every
        entry after it to the right (growing the file if needed); a shorter one keeps its frame, zeroed past
        the new descriptor. Offsets of entries read before the call are stale after it."""
        self._require_writable()
        offset = self._valid_offset(recording_id)
        entry = self._entry_at(offset)
        assert entry is not None
        new = replace(entry.descriptor, **changes)  # type: ignore[arg-type]  # fields by name
        old_frame = _align(entry.length + DESCRIPTOR_HEADER_LENGTH, self.alignment)
        frame = max(old_frame, descriptor_frame_length(new, self.alignment))
        if frame > old_frame:
            self._shift_right(offset + old_frame, frame - old_frame)
        length = frame - DESCRIPTOR_HEADER_LENGTH
        self._map[offset + DESCRIPTOR_HEADER_LENGTH : offset + frame] = bytes(length)
        self._encode(offset, new)
        codecs.RecordingDescriptorHeaderEncoder().wrap(self._map, offset).length = length
        self.update_checksum(offset)
        self._force()
        return new

    def _shift_right(self, start: int, shift: int) -> None:
        """Move the entries from ``start`` to the end of the last one ``shift`` bytes on, and their index."""
        end = self.next_entry_offset
        if end + shift > self.capacity:
            self._grow(end + shift)
        self._map.move(start + shift, start, end - start)
        self.next_entry_offset = end + shift
        self._offsets = [o + shift if o >= start else o for o in self._offsets]

    def set_stop_position(self, recording_id: int, position: int, timestamp_ms: int | None = None) -> None:
        """Record where a recording stopped (stopTimestamp then stopPosition, as recordingStopped does)."""
        self._require_writable()
        offset = self._valid_offset(recording_id) + DESCRIPTOR_HEADER_LENGTH
        if timestamp_ms is not None:
            _I64.pack_into(self._map, offset + _STOP_TIMESTAMP_OFFSET, timestamp_ms)
        self._put_position(offset + _STOP_POSITION_OFFSET, position)
        self.update_checksum(offset - DESCRIPTOR_HEADER_LENGTH)
        self._force()

    def set_start_position(self, recording_id: int, position: int) -> None:
        self._require_writable()
        offset = self._valid_offset(recording_id) + DESCRIPTOR_HEADER_LENGTH
        self._put_position(offset + _START_POSITION_OFFSET, position)
        self.update_checksum(offset - DESCRIPTOR_HEADER_LENGTH)
        self._force()

    def _put_position(self, offset: int, value: int) -> None:
        """Positions are read by other threads and tools while an archive runs: store with release order."""
        window = AtomicBuffer(self._map, offset, 8)
        try:
            window.put_int64_volatile(0, value)
        finally:
            window.close()

    def change_state(self, recording_id: int, state: RecordingState) -> bool:
        """Set a VALID recording's state (e.g. DELETED on purge); it leaves the index. False if not VALID."""
        self._require_writable()
        i = bisect.bisect_left(self._ids, recording_id)
        if i >= len(self._ids) or self._ids[i] != recording_id:
            return False
        codecs.RecordingDescriptorHeaderEncoder().wrap(self._map, self._offsets[i]).state = state
        if state != RecordingState.VALID:
            del self._ids[i]
            del self._offsets[i]
        self._force()
        return True

    def set_state_at(self, entry: CatalogEntry, state: RecordingState) -> None:
        """Set any entry's state (ArchiveTool mark-valid / mark-invalid / verify), keeping the index true."""
        self._require_writable()
        codecs.RecordingDescriptorHeaderEncoder().wrap(self._map, entry.offset).state = state
        i = bisect.bisect_left(self._ids, entry.recording_id)
        present = i < len(self._ids) and self._ids[i] == entry.recording_id
        if state == RecordingState.VALID and not present:
            self._ids.insert(i, entry.recording_id)
            self._offsets.insert(i, entry.offset)
        elif state != RecordingState.VALID and present:
            del self._ids[i]
            del self._offsets[i]
        self._force()

    def invalidate(self, recording_id: int) -> bool:
        return self.change_state(recording_id, RecordingState.INVALID)

    def update_entry(self, entry: CatalogEntry, **changes: object) -> None:
        """Rewrite fixed fields of any entry (used by verify to fix stop positions of INVALID entries too)."""
        self._require_writable()
        self._check_fixed_fields(changes)
        new = replace(entry.descriptor, **changes)  # type: ignore[arg-type]  # fields by name
        self._encode(entry.offset, new)
        self.update_checksum(entry.offset)
        self._force()

    # -- lifecycle ---------------------------------------------------------------------------------------

    def flush(self) -> None:
        if self.writable:
            self._map.flush()

    def _close_files(self) -> None:
        m = getattr(self, "_map", None)
        if m is not None and not m.closed:
            if self.writable:
                m.flush()
            m.close()
        file = getattr(self, "_file", None)
        if file is not None:
            file.close()

    def close(self) -> None:
        self._close_files()

    def __enter__(self) -> Catalog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def state_name(self, entry: CatalogEntry) -> str:
        return _state_name(entry.state)
