"""cnc.dat, the command-and-control file a media driver shares with its clients and tools.

Layout (aeron-client/src/main/java/io/aeron/CncFileDescriptor.java at Aeron 1.51.0; table in
docs/formats/cnc.md): a 128-byte header (version, five section lengths, client liveness timeout, driver
start time, pid, file page size) followed back to back by the to-driver ring buffer, the to-clients
broadcast buffer, counters metadata, counters values and the distinct error log. The driver writes the
version last, so version 0 means "not ready yet"; a different MAJOR version is refused.

``CncFile.create`` is the driver side, ``CncFile.map`` the client/tool side (read-only by default); both
check every length against the file so a damaged file raises CorruptFileError naming path and offset.
"""

from __future__ import annotations

import mmap
import os
import time
from collections.abc import Callable
from pathlib import Path

from aeronkit.common_settings import AERON_DIR, DRIVER_TIMEOUT_DEFAULT_MS
from aeronkit.concurrent import broadcast, ring_buffer
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.broadcast import BroadcastReceiver, BroadcastTransmitter
from aeronkit.concurrent.counters import COUNTER_LENGTH, METADATA_LENGTH, CountersManager, CountersReader
from aeronkit.concurrent.error_log import DistinctErrorLog, ErrorLogReader, ErrorObservation
from aeronkit.concurrent.ring_buffer import ManyToOneRingBuffer
from aeronkit.constants import compose_semantic_version, semantic_version_major, semantic_version_string
from aeronkit.errors import AeronError, ConfigurationError, CorruptFileError

CNC_FILE = "cnc.dat"

CNC_VERSION_FIELD_OFFSET = 0
TO_DRIVER_BUFFER_LENGTH_FIELD_OFFSET = 4
TO_CLIENTS_BUFFER_LENGTH_FIELD_OFFSET = 8
COUNTERS_METADATA_BUFFER_LENGTH_FIELD_OFFSET = 12
COUNTERS_VALUES_BUFFER_LENGTH_FIELD_OFFSET = 16
ERROR_LOG_BUFFER_LENGTH_FIELD_OFFSET = 20
CLIENT_LIVENESS_TIMEOUT_FIELD_OFFSET = 24
START_TIMESTAMP_FIELD_OFFSET = 32
PID_FIELD_OFFSET = 40
FILE_PAGE_SIZE_FIELD_OFFSET = 48
META_DATA_LENGTH = 128
END_OF_METADATA_OFFSET = META_DATA_LENGTH

# Aeron 1.51.0 driver defaults (aeron-driver/src/main/java/io/aeron/driver/Configuration.java).
CONDUCTOR_BUFFER_LENGTH_DEFAULT = 1024 * 1024 + ring_buffer.TRAILER_LENGTH
TO_CLIENTS_BUFFER_LENGTH_DEFAULT = 1024 * 1024 + broadcast.TRAILER_LENGTH
COUNTERS_VALUES_BUFFER_LENGTH_DEFAULT = 8 * 1024 * 1024
ERROR_BUFFER_LENGTH_DEFAULT = 4 * 1024 * 1024
CLIENT_LIVENESS_TIMEOUT_DEFAULT_NS = 10_000_000_000
FILE_PAGE_SIZE_DEFAULT = 4096


CNC_VERSION = compose_semantic_version(0, 2, 0)


class CncVersionError(AeronError):
    """cnc.dat was written by a driver whose CnC MAJOR version differs from ours."""


class CncNotReadyError(AeronError):
    """cnc.dat exists but the driver has not finished writing it (version still 0)."""


def default_aeron_dir() -> str:
    """Like Aeron: -Daeron.dir / AERON_DIR, else /dev/shm/aeron-<user> on Linux, else <tmp>/aeron-<user>."""
    return str(AERON_DIR.resolve())


def _align(value: int, alignment: int) -> int:
    return (value + alignment - 1) & ~(alignment - 1)


def _is_power_of_two(value: int) -> bool:
    return value > 0 and value & (value - 1) == 0


class CncFile:
    """A mapped cnc.dat and the five buffers inside it."""

    def __init__(self, path: Path, mapped: mmap.mmap, writable: bool) -> None:
        self.path = path
        self._mmap = mapped
        self.buffer = AtomicBuffer(mapped, writable=writable)
        self.writable = writable
        self._sections: dict[int, AtomicBuffer] = {}

    # -- construction ----------------------------------------------------------------------------------

    @classmethod
    def create(
        cls, aeron_dir: str | os.PathLike[str], *,
        to_driver_buffer_length: int = CONDUCTOR_BUFFER_LENGTH_DEFAULT,
        to_clients_buffer_length: int = TO_CLIENTS_BUFFER_LENGTH_DEFAULT,
        counters_values_buffer_length: int = COUNTERS_VALUES_BUFFER_LENGTH_DEFAULT,
        error_buffer_length: int = ERROR_BUFFER_LENGTH_DEFAULT,
        client_liveness_timeout_ns: int = CLIENT_LIVENESS_TIMEOUT_DEFAULT_NS,
        start_timestamp_ms: int | None = None,
        pid: int | None = None,
        file_page_size: int = FILE_PAGE_SIZE_DEFAULT,
    ) -> CncFile:
        """Create (or replace) cnc.dat with its header filled; call signal_ready() once buffers are set up."""
        if not _is_power_of_two(to_driver_buffer_length - ring_buffer.TRAILER_LENGTH):
            raise ConfigurationError(
                f"aeron.conductor.buffer.length={to_driver_buffer_length} must be a power of two + "
                f"{ring_buffer.TRAILER_LENGTH}")
        if not _is_power_of_two(to_clients_buffer_length - broadcast.TRAILER_LENGTH):
            raise ConfigurationError(
                f"aeron.clients.buffer.length={to_clients_buffer_length} must be a power of two + "
                f"{broadcast.TRAILER_LENGTH}")
        if counters_values_buffer_length <= 0 or counters_values_buffer_length % COUNTER_LENGTH:
            raise ConfigurationError(
                f"aeron.counters.buffer.length={counters_values_buffer_length} must be a positive "
                f"multiple of {COUNTER_LENGTH}")
        if error_buffer_length <= 0 or error_buffer_length % 8:
            raise ConfigurationError(
                f"aeron.error.buffer.length={error_buffer_length} must be a positive multiple of 8")
        if not _is_power_of_two(file_page_size):
            raise ConfigurationError(f"aeron.file.page.size={file_page_size} must be a power of two")
        metadata_length = counters_values_buffer_length * (METADATA_LENGTH // COUNTER_LENGTH)
        total = (to_driver_buffer_length + to_clients_buffer_length + metadata_length
                 + counters_values_buffer_length + error_buffer_length)
        file_length = _align(META_DATA_LENGTH + total, file_page_size)
        if file_length > 2**31 - 1:
            raise ConfigurationError(f"cnc.dat length {file_length} exceeds the int32 limit")

        directory = Path(aeron_dir)
        directory.mkdir(parents=True, exist_ok=True)
        path = directory / CNC_FILE
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            os.ftruncate(fd, file_length)
            mapped = mmap.mmap(fd, file_length, mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE)
        finally:
            os.close(fd)
        cnc = cls(path, mapped, writable=True)
        b = cnc.buffer
        b.put_int32(TO_DRIVER_BUFFER_LENGTH_FIELD_OFFSET, to_driver_buffer_length)
        b.put_int32(TO_CLIENTS_BUFFER_LENGTH_FIELD_OFFSET, to_clients_buffer_length)
        b.put_int32(COUNTERS_METADATA_BUFFER_LENGTH_FIELD_OFFSET, metadata_length)
        b.put_int32(COUNTERS_VALUES_BUFFER_LENGTH_FIELD_OFFSET, counters_values_buffer_length)
        b.put_int32(ERROR_LOG_BUFFER_LENGTH_FIELD_OFFSET, error_buffer_length)
        b.put_int64(CLIENT_LIVENESS_TIMEOUT_FIELD_OFFSET, client_liveness_timeout_ns)
        b.put_int64(START_TIMESTAMP_FIELD_OFFSET,
                    time.time_ns() // 1_000_000 if start_timestamp_ms is None else start_timestamp_ms)
        b.put_int64(PID_FIELD_OFFSET, os.getpid() if pid is None else pid)
        b.put_int32(FILE_PAGE_SIZE_FIELD_OFFSET, file_page_size)
        cnc._validate_layout()
        return cnc

    @classmethod
    def map(cls, aeron_dir: str | os.PathLike[str] | None = None, *, writable: bool = False) -> CncFile:
        """Map an existing cnc.dat and check it: ready, compatible version, lengths inside the file."""
        path = Path(aeron_dir if aeron_dir is not None else default_aeron_dir()) / CNC_FILE
        try:
            fd = os.open(path, os.O_RDWR if writable else os.O_RDONLY)
        except FileNotFoundError:
            raise CorruptFileError(str(path), 0, "file not found (is a media driver running?)") from None
        try:
            size = os.fstat(fd).st_size
            if size < META_DATA_LENGTH:
                raise CorruptFileError(
                    str(path), size, f"file is {size} bytes, shorter than the {META_DATA_LENGTH}-byte header")
            access = mmap.ACCESS_WRITE if writable else mmap.ACCESS_READ
            mapped = mmap.mmap(fd, size, access=access)
        finally:
            os.close(fd)
        cnc = cls(path, mapped, writable=writable)
        try:
            version = cnc.version
            if version == 0:
                raise CncNotReadyError(f"{path}: version is 0, the driver has not finished creating it")
            if semantic_version_major(version) != semantic_version_major(CNC_VERSION):
                raise CncVersionError(
                    f"{path}: cnc.dat version {semantic_version_string(version)} not compatible with "
                    f"{semantic_version_string(CNC_VERSION)}")
            cnc._validate_layout()
        except BaseException:
            cnc.close()
            raise
        return cnc

    @classmethod
    def await_ready(cls, aeron_dir: str | os.PathLike[str], timeout_s: float, *,
                    writable: bool = False, poll_interval_s: float = 0.01) -> CncFile:
        """Map cnc.dat once it exists and is ready, polling until the deadline."""
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                return cls.map(aeron_dir, writable=writable)
            except (CncNotReadyError, CorruptFileError):
                if time.monotonic() >= deadline:
                    raise
            time.sleep(poll_interval_s)

    def _validate_layout(self) -> None:
        b = self.buffer
        path = str(self.path)
        fields = (
            (TO_DRIVER_BUFFER_LENGTH_FIELD_OFFSET, "to-driver buffer length"),
            (TO_CLIENTS_BUFFER_LENGTH_FIELD_OFFSET, "to-clients buffer length"),
            (COUNTERS_METADATA_BUFFER_LENGTH_FIELD_OFFSET, "counters metadata buffer length"),
            (COUNTERS_VALUES_BUFFER_LENGTH_FIELD_OFFSET, "counters values buffer length"),
            (ERROR_LOG_BUFFER_LENGTH_FIELD_OFFSET, "error log buffer length"),
        )
        offset = END_OF_METADATA_OFFSET
        bounds: list[tuple[int, int]] = []
        for field_offset, name in fields:
            length = b.get_int32(field_offset)
            if length < 0 or length % 8:
                raise CorruptFileError(
                    path, field_offset, f"{name} {length} is negative or not a multiple of 8")
            bounds.append((offset, length))
            offset += length
        if offset > b.length:
            raise CorruptFileError(
                path, b.length,
                f"file is {b.length} bytes but its header describes {offset} bytes (truncated)")
        rb_len = bounds[0][1]
        if not _is_power_of_two(rb_len - ring_buffer.TRAILER_LENGTH):
            raise CorruptFileError(path, TO_DRIVER_BUFFER_LENGTH_FIELD_OFFSET,
                                   f"to-driver buffer length {rb_len} is not a power of two + 768")
        bc_len = bounds[1][1]
        if not _is_power_of_two(bc_len - broadcast.TRAILER_LENGTH):
            raise CorruptFileError(path, TO_CLIENTS_BUFFER_LENGTH_FIELD_OFFSET,
                                   f"to-clients buffer length {bc_len} is not a power of two + 128")
        self._bounds = bounds

    # -- header fields ---------------------------------------------------------------------------------

    @property
    def version(self) -> int:
        return self.buffer.get_int32_volatile(CNC_VERSION_FIELD_OFFSET)

    @property
    def semantic_version(self) -> str:
        return semantic_version_string(self.version)

    @property
    def client_liveness_timeout_ns(self) -> int:
        return self.buffer.get_int64(CLIENT_LIVENESS_TIMEOUT_FIELD_OFFSET)

    @property
    def start_timestamp_ms(self) -> int:
        return self.buffer.get_int64(START_TIMESTAMP_FIELD_OFFSET)

    @property
    def pid(self) -> int:
        return self.buffer.get_int64(PID_FIELD_OFFSET)

    @property
    def file_page_size(self) -> int:
        """The driver's file page size; 0 (drivers before 1.48.0) reads as 4096, as Aeron's client does."""
        value = self.buffer.get_int32(FILE_PAGE_SIZE_FIELD_OFFSET)
        return value if value > 0 else FILE_PAGE_SIZE_DEFAULT

    def signal_ready(self) -> None:
        """Publish the version (last, ordered): from now on clients and tools may use the file."""
        self.buffer.put_int32_ordered(CNC_VERSION_FIELD_OFFSET, CNC_VERSION)

    # -- sections --------------------------------------------------------------------------------------

    def _section(self, index: int) -> AtomicBuffer:
        """The window over one section, made once and shared by every wrapper handed out."""
        section = self._sections.get(index)
        if section is None:
            offset, length = self._bounds[index]
            section = self._sections[index] = self.buffer.slice(offset, length)
        return section

    def to_driver_buffer(self) -> AtomicBuffer:
        return self._section(0)

    def to_clients_buffer(self) -> AtomicBuffer:
        return self._section(1)

    def counters_metadata_buffer(self) -> AtomicBuffer:
        return self._section(2)

    def counters_values_buffer(self) -> AtomicBuffer:
        return self._section(3)

    def error_log_buffer(self) -> AtomicBuffer:
        return self._section(4)

    def to_driver(self) -> ManyToOneRingBuffer:
        return ManyToOneRingBuffer(self.to_driver_buffer())

    def to_clients_transmitter(self) -> BroadcastTransmitter:
        return BroadcastTransmitter(self.to_clients_buffer())

    def to_clients_receiver(self) -> BroadcastReceiver:
        return BroadcastReceiver(self.to_clients_buffer())

    def counters_reader(self) -> CountersReader:
        return CountersReader(self.counters_metadata_buffer(), self.counters_values_buffer())

    def counters_manager(self, *, epoch_clock: Callable[[], int] | None = None,
                         free_to_reuse_timeout_ms: int = 0) -> CountersManager:
        """The allocating side (the driver); reuse of freed ids waits free_to_reuse_timeout_ms."""
        if epoch_clock is None:
            return CountersManager(self.counters_metadata_buffer(), self.counters_values_buffer(),
                                   free_to_reuse_timeout_ms=free_to_reuse_timeout_ms)
        return CountersManager(self.counters_metadata_buffer(), self.counters_values_buffer(),
                               epoch_clock=epoch_clock, free_to_reuse_timeout_ms=free_to_reuse_timeout_ms)

    def error_log(self) -> DistinctErrorLog:
        return DistinctErrorLog(self.error_log_buffer())

    def errors(self, since_timestamp_ms: int = 0) -> list[ErrorObservation]:
        return list(ErrorLogReader.observations(self.error_log_buffer(), since_timestamp_ms))

    def driver_heartbeat_ms(self) -> int:
        """The driver conductor's last heartbeat (epoch ms), from the to-driver ring buffer trailer."""
        offset, length = self._bounds[0]
        return self.buffer.get_int64_volatile(
            offset + length - ring_buffer.TRAILER_LENGTH + ring_buffer.CONSUMER_HEARTBEAT_OFFSET)

    def is_driver_active(self, driver_timeout_ms: int = DRIVER_TIMEOUT_DEFAULT_MS,
                         now_ms: int | None = None) -> bool:
        now = time.time_ns() // 1_000_000 if now_ms is None else now_ms
        return now - self.driver_heartbeat_ms() <= driver_timeout_ms

    # -- lifetime --------------------------------------------------------------------------------------

    def close(self) -> None:
        for section in self._sections.values():
            section.close()
        self._sections.clear()
        self.buffer.close()
        if not self._mmap.closed:
            self._mmap.close()

    def __enter__(self) -> CncFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
