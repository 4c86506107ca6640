"""``archive-mark.dat``: the running archive's identity card and the lock that keeps a second archive out.

Layout (aeron-archive/src/main/java/io/aeron/archive/ArchiveMarkFile.java at Aeron 1.51.0, agrona 2.4.1
MarkFile): an 8-byte SBE message header (blockLength 128, template 200, schema 100, version 2), then the
MarkFileHeader block and its four var strings (controlChannel, localControlChannel, eventsChannel,
aeronDirectory), all inside the first 8192 bytes; then the archive's distinct error log of
``errorBufferLength`` bytes; the file is that total rounded up to the driver's file page size. Older files
without the message header have the block at offset 0. The header is written with the generated
``aeronkit.codecs.archive_mark`` codecs.

Liveness: the version field is written last (3.1.0 = "ready"), the activity timestamp every second; a
directory whose timestamp is younger than the liveness timeout (10 s) belongs to a live archive and is
refused. Taking over a stale file swaps its timestamp to Long.MAX_VALUE (activation in progress) with a
compare-and-set so two starters cannot both win. After an orderly shutdown the timestamp is -1.
"""

from __future__ import annotations

import mmap
import os
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from aeronkit.codecs import archive_mark as codecs
from aeronkit.concurrent import mark_file as mark_files
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.mark_file import ACTIVATION_IN_PROGRESS_TIMESTAMP
from aeronkit.constants import NULL_VALUE, compose_semantic_version, semantic_version_major
from aeronkit.errors import CodecError, ConfigurationError, CorruptFileError

if TYPE_CHECKING:
    from aeronkit.concurrent.error_log import ErrorObservation

FILENAME = "archive-mark.dat"
LINK_FILENAME = "archive-mark.lnk"
MAJOR_VERSION = 3
MINOR_VERSION = 1
PATCH_VERSION = 0
SEMANTIC_VERSION = compose_semantic_version(MAJOR_VERSION, MINOR_VERSION, PATCH_VERSION)
HEADER_LENGTH = 8 * 1024
HEADER_OFFSET = codecs.HEADER_LENGTH
VERSION_OFFSET = 0  # inside the MarkFileHeader block
ACTIVITY_TIMESTAMP_OFFSET = 8
LIVENESS_TIMEOUT_MS = 10_000
ERROR_BUFFER_LENGTH_DEFAULT = 1024 * 1024


def _epoch_ms() -> int:
    return time.time_ns() // 1_000_000


def resolve_mark_file_dir(archive_dir: str | os.PathLike[str]) -> Path:
    """The mark file's directory: the one named in ``archive-mark.lnk`` if present, else the archive dir."""
    return mark_files.resolve_mark_file_dir(archive_dir, LINK_FILENAME)


def _header_offset(data: bytes | mmap.mmap) -> int:
    return mark_files.sbe_header_offset(data, codecs)


def _save_existing_errors(path: Path, file: BinaryIO, now_ms: int) -> Path | None:
    """Keep a previous archive's errors before its mark file is reused, as Aeron does: written to
    ``archive-<yyyy-MM-dd-HH-mm-ss-SSSZ>-error.log`` beside the mark file. Returns that path, or None."""
    size = os.fstat(file.fileno()).st_size
    if size <= HEADER_LENGTH:
        return None
    mapping = mmap.mmap(file.fileno(), size, access=mmap.ACCESS_READ)
    try:
        header_length, error_length = struct.unpack_from("<ii", mapping, _header_offset(mapping) + 44)
        if header_length <= 0 or error_length <= 0 or header_length + error_length > size:
            return None
        return mark_files.save_existing_errors(
            path.parent, mapping, header_length, error_length, "archive", now_ms
        )
    finally:
        mapping.close()


@dataclass(frozen=True)
class MarkFileHeader:
    """What a mark file says about its archive."""

    version: int
    activity_timestamp: int
    start_timestamp: int
    pid: int
    control_stream_id: int
    local_control_stream_id: int
    events_stream_id: int
    header_length: int
    error_buffer_length: int
    archive_id: int
    control_channel: str
    local_control_channel: str
    events_channel: str
    aeron_directory: str

    def to_java_string(self) -> str:
        """The line Java's generated MarkFileHeaderDecoder.toString() prints (ArchiveTool describe)."""
        return (
            f"[MarkFileHeader](sbeTemplateId={codecs.MarkFileHeaderDecoder.TEMPLATE_ID}"
            f"|sbeSchemaId={codecs.SCHEMA_ID}|sbeSchemaVersion={codecs.SCHEMA_VERSION}"
            f"|sbeBlockLength={codecs.MarkFileHeaderDecoder.BLOCK_LENGTH}):"
            f"version={self.version}|activityTimestamp={self.activity_timestamp}"
            f"|startTimestamp={self.start_timestamp}|pid={self.pid}|controlStreamId={self.control_stream_id}"
            f"|localControlStreamId={self.local_control_stream_id}|eventsStreamId={self.events_stream_id}"
            f"|headerLength={self.header_length}|errorBufferLength={self.error_buffer_length}"
            f"|archiveId={self.archive_id}|controlChannel='{self.control_channel}'"
            f"|localControlChannel='{self.local_control_channel}'|eventsChannel='{self.events_channel}'"
            f"|aeronDirectory='{self.aeron_directory}'"
        )


class ArchiveMarkFile:
    """An open ``archive-mark.dat``: ``create`` claims a directory for an archive, ``open`` reads one."""

    def __init__(
        self, path: Path, file: BinaryIO, mapping: mmap.mmap, header_offset: int, writable: bool
    ) -> None:
        self.path = path
        self._file = file
        self._map = mapping
        self.header_offset = header_offset
        self.writable = writable
        self._fields = AtomicBuffer(mapping, header_offset, ACTIVITY_TIMESTAMP_OFFSET + 8, writable=writable)
        self.saved_errors_path: Path | None = None

    # -- opening -----------------------------------------------------------------------------------------

    @classmethod
    def open(cls, archive_dir: str | os.PathLike[str], *, writable: bool = False) -> ArchiveMarkFile:
        """Map an existing mark file (following ``archive-mark.lnk``); it must have signalled ready (3.x)."""
        path = resolve_mark_file_dir(archive_dir) / FILENAME
        minimum = HEADER_OFFSET + codecs.MarkFileHeaderDecoder.BLOCK_LENGTH
        file, mapping = mark_files.map_existing(path, minimum, writable=writable)
        mark = cls(path, file, mapping, _header_offset(mapping), writable)
        try:
            version = mark.version
            if version == 0:
                raise CorruptFileError(
                    str(path), mark.header_offset, "mark file is created but not initialised"
                )
            mark_files.check_major_version(path, mark.header_offset, version, MAJOR_VERSION)
            mark.header()
        except BaseException:
            mark.close()
            raise
        return mark

    @classmethod
    def create(
        cls,
        mark_dir: str | os.PathLike[str],
        *,
        control_channel: str | None,
        local_control_channel: str = "aeron:ipc?term-length=64k",
        events_channel: str | None = None,
        aeron_directory: str,
        control_stream_id: int = 10,
        local_control_stream_id: int = 10,
        events_stream_id: int = 30,
        error_buffer_length: int = ERROR_BUFFER_LENGTH_DEFAULT,
        archive_id: int = NULL_VALUE,
        file_page_size: int = 4096,
        epoch_clock: Callable[[], int] = _epoch_ms,
        liveness_timeout_ms: int = LIVENESS_TIMEOUT_MS,
        pid: int | None = None,
    ) -> ArchiveMarkFile:
        """Claim ``mark_dir`` for an archive: refuse if a live archive holds it, else write a fresh header.

        The new file is not yet "ready": call ``signal_ready(now_ms)`` once the archive is up.
        """
        mark_dir = Path(mark_dir)
        path = mark_dir / FILENAME
        strings = [control_channel or "", local_control_channel, events_channel or "", aeron_directory]
        header_length = (
            HEADER_OFFSET
            + codecs.MarkFileHeaderEncoder.BLOCK_LENGTH
            + 4 * len(strings)
            + sum(len(s) for s in strings)
        )
        if header_length > HEADER_LENGTH:
            raise ConfigurationError(
                f"ArchiveMarkFile headerLength={header_length} > headerLengthCapacity="
                f"{HEADER_LENGTH}: channels or aeron dir are too long"
            )
        if file_page_size < 4096 or file_page_size & (file_page_size - 1):
            raise ConfigurationError(f"aeron.file.page.size={file_page_size}: must be a power of 2 >= 4096")
        if not ERROR_BUFFER_LENGTH_DEFAULT <= error_buffer_length <= 2**31 - 1 - HEADER_LENGTH:
            raise ConfigurationError(
                f"aeron.archive.error.buffer.length={error_buffer_length}: must be at least "
                f"{ERROR_BUFFER_LENGTH_DEFAULT} (as Archive.Context.conclude requires)"
            )
        total = (HEADER_LENGTH + error_buffer_length + file_page_size - 1) & ~(file_page_size - 1)
        mark_dir.mkdir(parents=True, exist_ok=True)
        now = epoch_clock()
        if path.exists():
            file = open(path, "r+b")  # noqa: SIM115 - owned by the ArchiveMarkFile
            try:
                cls._take_over(path, file, now, liveness_timeout_ms)
                saved = _save_existing_errors(path, file, now)
            except BaseException:
                file.close()
                raise
        else:
            file = open(path, "w+b")  # noqa: SIM115
            saved = None
        try:
            file.truncate(0)
            file.truncate(total)
            mapping = mmap.mmap(file.fileno(), total, access=mmap.ACCESS_WRITE)
        except BaseException:
            file.close()
            raise
        mark = cls(path, file, mapping, HEADER_OFFSET, True)
        mark.saved_errors_path = saved
        mark._fields.put_int64_volatile(ACTIVITY_TIMESTAMP_OFFSET, ACTIVATION_IN_PROGRESS_TIMESTAMP)
        # No length argument: a bounded codec would hold a memoryview export of the map (and encoders are
        # cyclic); the strings were already checked to fit the 8 KiB header region above.
        enc = codecs.MarkFileHeaderEncoder().wrap_and_apply_header(mapping, 0)
        enc.start_timestamp = now
        enc.pid = os.getpid() if pid is None else pid
        enc.control_stream_id = control_stream_id
        enc.local_control_stream_id = local_control_stream_id
        enc.events_stream_id = events_stream_id
        enc.header_length = HEADER_LENGTH
        enc.error_buffer_length = error_buffer_length
        enc.archive_id = archive_id
        for put, value in zip(
            (
                enc.put_control_channel,
                enc.put_local_control_channel,
                enc.put_events_channel,
                enc.put_aeron_directory,
            ),
            strings,
            strict=True,
        ):
            put(value)
        return mark

    @staticmethod
    def _take_over(path: Path, file: BinaryIO, now_ms: int, liveness_timeout_ms: int) -> None:
        """Refuse a live archive's file; otherwise swap its timestamp to 'activation in progress'."""
        size = os.fstat(file.fileno()).st_size
        if size < HEADER_OFFSET + ACTIVITY_TIMESTAMP_OFFSET + 8:
            return  # a torn, too-short file holds no live archive
        mapping = mmap.mmap(file.fileno(), size, access=mmap.ACCESS_WRITE)
        try:
            offset = _header_offset(mapping)
            fields = AtomicBuffer(mapping, offset, ACTIVITY_TIMESTAMP_OFFSET + 8)
            try:
                version = fields.get_int32_volatile(VERSION_OFFSET)
                if version != 0 and semantic_version_major(version) != MAJOR_VERSION:
                    raise ConfigurationError(
                        f"mark file ({path}) major version {semantic_version_major(version)} does not match "
                        f"software: {MAJOR_VERSION}"
                    )
                timestamp = fields.get_int64_volatile(ACTIVITY_TIMESTAMP_OFFSET)
                if now_ms - timestamp < liveness_timeout_ms:
                    raise ConfigurationError(
                        f"active mark file detected: {path} (activity timestamp {timestamp}, "
                        f"now {now_ms}; aeron.archive.dir is in use by a running archive)"
                    )
                if not fields.compare_and_set_int64(
                    ACTIVITY_TIMESTAMP_OFFSET, timestamp, ACTIVATION_IN_PROGRESS_TIMESTAMP
                ):
                    raise ConfigurationError(f"concurrent mark file activation: {path}")
            finally:
                fields.close()
        finally:
            mapping.close()

    # -- fields ------------------------------------------------------------------------------------------

    @property
    def version(self) -> int:
        return self._fields.get_int32_volatile(VERSION_OFFSET)

    @property
    def activity_timestamp(self) -> int:
        return self._fields.get_int64_volatile(ACTIVITY_TIMESTAMP_OFFSET)

    def header(self) -> MarkFileHeader:
        """Decode the header block and strings (bounds-checked against the 8 KiB header region)."""
        limit = min(len(self._map), HEADER_LENGTH)
        try:
            if self.header_offset:
                dec = codecs.MarkFileHeaderDecoder().wrap_with_header(self._map, 0)
            else:
                dec = codecs.MarkFileHeaderDecoder().wrap(self._map, 0, 128, 1)
            values = MarkFileHeader(
                version=self.version,
                activity_timestamp=self.activity_timestamp,
                start_timestamp=dec.start_timestamp,
                pid=dec.pid,
                control_stream_id=dec.control_stream_id,
                local_control_stream_id=dec.local_control_stream_id,
                events_stream_id=dec.events_stream_id,
                header_length=dec.header_length or 0,
                error_buffer_length=dec.error_buffer_length or 0,
                archive_id=NULL_VALUE if dec.archive_id is None else dec.archive_id,
                control_channel=dec.control_channel,
                local_control_channel=dec.local_control_channel,
                events_channel=dec.events_channel,
                aeron_directory=dec.aeron_directory,
            )
            if dec.limit > limit:
                raise CorruptFileError(
                    str(self.path), dec.limit, "mark file header runs past its 8 KiB region"
                )
        except CorruptFileError:
            raise
        except (CodecError, ValueError, UnicodeError) as ex:  # a damaged header
            raise CorruptFileError(
                str(self.path), self.header_offset, f"mark file header does not decode: {ex}"
            ) from None
        return values

    def error_buffer(self) -> AtomicBuffer:
        """The archive's distinct error log (empty window for files without one)."""
        h = self.header()
        start, length = h.header_length, h.error_buffer_length
        if start <= 0 or length <= 0 or start + length > len(self._map):
            return AtomicBuffer(b"", 0, 0)
        return AtomicBuffer(self._map, start, length, writable=self.writable)

    def errors(self) -> list[ErrorObservation]:
        """Distinct errors the archive logged (ErrorObservation records)."""
        from aeronkit.concurrent.error_log import ErrorLogReader

        buffer = self.error_buffer()
        try:
            return list(ErrorLogReader.observations(buffer))
        finally:
            buffer.close()

    def is_active(self, now_ms: int | None = None, timeout_ms: int = LIVENESS_TIMEOUT_MS) -> bool:
        now_ms = _epoch_ms() if now_ms is None else now_ms
        return self.version != 0 and now_ms - self.activity_timestamp <= timeout_ms

    # -- liveness ----------------------------------------------------------------------------------------

    def update_activity_timestamp(self, now_ms: int) -> None:
        self._fields.put_int64_ordered(ACTIVITY_TIMESTAMP_OFFSET, now_ms)

    def signal_ready(self, activity_timestamp_ms: int) -> None:
        """Publish the timestamp, then the version (release order), then flush: the archive is up."""
        self._fields.put_int64_ordered(ACTIVITY_TIMESTAMP_OFFSET, activity_timestamp_ms)
        self._fields.put_int32_ordered(VERSION_OFFSET, SEMANTIC_VERSION)
        self._map.flush()

    def signal_terminated(self) -> None:
        """Orderly shutdown: timestamp -1 lets the next archive start at once."""
        self.signal_ready(NULL_VALUE)

    def close(self) -> None:
        self._fields.close()
        if not self._map.closed:
            if self.writable:
                self._map.flush()
            self._map.close()
        self._file.close()

    def __enter__(self) -> ArchiveMarkFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
