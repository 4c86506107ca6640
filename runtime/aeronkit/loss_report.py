"""loss-report.dat: one entry per image that saw loss, written by the driver, read by `aeronkit loss`.

Layout (aeron-driver/src/main/java/io/aeron/driver/reports/{LossReport,LossReportReader,LossReportUtil}.java
at Aeron 1.51.0; table in docs/formats/loss-report.md): entries aligned to 64 bytes, each int64 observation
count (released last when the entry is created, so 0 ends the list), int64 total bytes lost, int64 first and
last observation (epoch ms), int32 session id, int32 stream id, then the channel and the source as
length-prefixed ASCII strings, the source starting at the next 4-byte boundary.
"""

from __future__ import annotations

import mmap
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.errors import ConfigurationError, CorruptFileError, ProtocolError

LOSS_REPORT_FILE_NAME = "loss-report.dat"
LOSS_REPORT_BUFFER_LENGTH_DEFAULT = 1024 * 1024
ENTRY_ALIGNMENT = 64
OBSERVATION_COUNT_OFFSET = 0
TOTAL_BYTES_LOST_OFFSET = 8
FIRST_OBSERVATION_OFFSET = 16
LAST_OBSERVATION_OFFSET = 24
SESSION_ID_OFFSET = 32
STREAM_ID_OFFSET = 36
CHANNEL_OFFSET = 40
CSV_HEADER = (
    "#OBSERVATION_COUNT,TOTAL_BYTES_LOST,FIRST_OBSERVATION,LAST_OBSERVATION,SESSION_ID,STREAM_ID,CHANNEL,SOURCE")


def _align(value: int, alignment: int) -> int:
    return (value + alignment - 1) & ~(alignment - 1)


def entry_length(channel_length: int, source_length: int) -> int:
    """Unaligned bytes an entry occupies for the given ASCII string lengths."""
    return CHANNEL_OFFSET + _align(4 + channel_length, 4) + 4 + source_length


@dataclass(frozen=True)
class LossEntry:
    observation_count: int
    total_bytes_lost: int
    first_observation_ms: int
    last_observation_ms: int
    session_id: int
    stream_id: int
    channel: str
    source: str


class ReportEntry:
    """Handle on one entry, to add later observations of loss on the same image."""

    __slots__ = ("buffer", "offset")

    def __init__(self, buffer: AtomicBuffer, offset: int) -> None:
        self.buffer = buffer
        self.offset = offset

    def record_observation(self, bytes_lost: int, timestamp_ms: int) -> None:
        self.buffer.put_int64_ordered(self.offset + LAST_OBSERVATION_OFFSET, timestamp_ms)
        self.buffer.get_and_add_int64(self.offset + TOTAL_BYTES_LOST_OFFSET, bytes_lost)
        self.buffer.get_and_add_int64(self.offset + OBSERVATION_COUNT_OFFSET, 1)


class LossReport:
    """The writer (the driver's receiver side); appends entries, never removes them."""

    def __init__(self, buffer: AtomicBuffer) -> None:
        buffer.check_writable()
        self.buffer = buffer
        self._next_offset = 0

    def create_entry(self, initial_bytes_lost: int, timestamp_ms: int, session_id: int, stream_id: int,
                     channel: str, source: str) -> ReportEntry | None:
        """Add an entry with observation count 1; None when the report is full."""
        channel_bytes = channel.encode("ascii", errors="replace")
        source_bytes = source.encode("ascii", errors="replace")
        required = entry_length(len(channel_bytes), len(source_bytes))
        if required > self.buffer.length - self._next_offset:
            return None
        b = self.buffer
        offset = self._next_offset
        b.put_int64(offset + TOTAL_BYTES_LOST_OFFSET, initial_bytes_lost)
        b.put_int64(offset + FIRST_OBSERVATION_OFFSET, timestamp_ms)
        b.put_int64(offset + LAST_OBSERVATION_OFFSET, timestamp_ms)
        b.put_int32(offset + SESSION_ID_OFFSET, session_id)
        b.put_int32(offset + STREAM_ID_OFFSET, stream_id)
        written = b.put_string_ascii(offset + CHANNEL_OFFSET, channel)
        b.put_string_ascii(offset + CHANNEL_OFFSET + _align(written, 4), source)
        b.put_int64_ordered(offset + OBSERVATION_COUNT_OFFSET, 1)
        self._next_offset += _align(required, ENTRY_ALIGNMENT)
        return ReportEntry(b, offset)


def read_entries(buffer: AtomicBuffer, path: str = "<buffer>") -> list[LossEntry]:
    """Every entry, in order; a string or entry running past the end raises CorruptFileError."""
    entries: list[LossEntry] = []
    offset = 0
    capacity = buffer.length
    while offset + CHANNEL_OFFSET + 4 <= capacity:
        count = buffer.get_int64_volatile(offset + OBSERVATION_COUNT_OFFSET)
        if count <= 0:
            break
        try:
            channel = buffer.get_string_ascii(offset + CHANNEL_OFFSET, capacity)
            source_offset = offset + CHANNEL_OFFSET + _align(4 + len(channel), 4)
            source = buffer.get_string_ascii(source_offset, capacity)
        except ProtocolError as ex:
            reason = f"loss report entry strings run outside the file ({ex})"
            raise CorruptFileError(path, offset, reason) from None
        entries.append(LossEntry(
            observation_count=count,
            total_bytes_lost=buffer.get_int64_volatile(offset + TOTAL_BYTES_LOST_OFFSET),
            first_observation_ms=buffer.get_int64(offset + FIRST_OBSERVATION_OFFSET),
            last_observation_ms=buffer.get_int64_volatile(offset + LAST_OBSERVATION_OFFSET),
            session_id=buffer.get_int32(offset + SESSION_ID_OFFSET),
            stream_id=buffer.get_int32(offset + STREAM_ID_OFFSET),
            channel=channel,
            source=source))
        offset += _align(entry_length(len(channel), len(source)), ENTRY_ALIGNMENT)
    return entries


def format_timestamp(epoch_ms: int) -> str:
    """Java's SimpleDateFormat("yyyy-MM-dd HH:mm:ss.SSSZ") in the local time zone, as LossStat prints."""
    moment = datetime.fromtimestamp(epoch_ms / 1000).astimezone()
    return moment.strftime("%Y-%m-%d %H:%M:%S.") + f"{epoch_ms % 1000:03d}" + moment.strftime("%z")


def format_entry(entry: LossEntry) -> str:
    """One CSV line in LossReportReader.defaultEntryConsumer's format."""
    first = format_timestamp(entry.first_observation_ms)
    last = format_timestamp(entry.last_observation_ms)
    return (f"{entry.observation_count},{entry.total_bytes_lost},{first},{last},"
            f"{entry.session_id},{entry.stream_id},{entry.channel},{entry.source}")


class LossReportFile:
    """loss-report.dat mapped from an aeron directory."""

    def __init__(self, path: Path, mapped: mmap.mmap, writable: bool) -> None:
        self.path = path
        self._mmap = mapped
        self.buffer = AtomicBuffer(mapped, writable=writable)

    @classmethod
    def create(cls, aeron_dir: str | os.PathLike[str],
               length: int = LOSS_REPORT_BUFFER_LENGTH_DEFAULT, page_size: int = 4096) -> LossReportFile:
        if length <= 0:
            raise ConfigurationError(f"aeron.loss.report.buffer.length={length} must be positive")
        length = _align(length, page_size)
        directory = Path(aeron_dir)
        directory.mkdir(parents=True, exist_ok=True)
        path = directory / LOSS_REPORT_FILE_NAME
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            os.ftruncate(fd, length)
            mapped = mmap.mmap(fd, length, mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE)
        finally:
            os.close(fd)
        return cls(path, mapped, writable=True)

    @classmethod
    def map(cls, aeron_dir: str | os.PathLike[str]) -> LossReportFile:
        path = Path(aeron_dir) / LOSS_REPORT_FILE_NAME
        try:
            fd = os.open(path, os.O_RDONLY)
        except FileNotFoundError:
            raise CorruptFileError(str(path), 0, "loss report does not exist") from None
        try:
            size = os.fstat(fd).st_size
            if size < CHANNEL_OFFSET + 4:
                raise CorruptFileError(str(path), size, f"file is {size} bytes, too short for one entry")
            mapped = mmap.mmap(fd, size, access=mmap.ACCESS_READ)
        finally:
            os.close(fd)
        return cls(path, mapped, writable=False)

    def writer(self) -> LossReport:
        return LossReport(self.buffer)

    def entries(self) -> list[LossEntry]:
        return read_entries(self.buffer, str(self.path))

    def close(self) -> None:
        self.buffer.close()
        if not self._mmap.closed:
            self._mmap.close()

    def __enter__(self) -> LossReportFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
