"""A mapped log buffer file: three terms and the metadata section, shared with Aeron Java and C.

``LogBuffers.create`` lays out a new file the way the Aeron driver does
(driver/buffer/FileStoreLogFactory.java and DriverConductor.initLogMetadata at 1.51.0);
``LogBuffers.from_file`` maps an existing one the way io.aeron.LogBuffers does. Fields other processes
poll (tails, active term count, end of stream, connection state) are read and written through the
native acquire/release accessors; the static fields are plain.
"""

from __future__ import annotations

import contextlib
import mmap
import os
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aeronkit._native import ffi, lib
from aeronkit._native_check import check
from aeronkit.concurrent.atomic_buffer import Scratch
from aeronkit.constants import LONG_MAX
from aeronkit.errors import ClosedError, ConfigurationError, CorruptFileError
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.header import TERM_OFFSET_FIELD_OFFSET, create_default_header

_INIT_FIELDS = {  # the metadata field a refused log_init names, for the file offset of the error
    lib.AERONKIT_LOG_ERR_TERM_LENGTH: d.LOG_TERM_LENGTH_OFFSET,
    lib.AERONKIT_LOG_ERR_PAGE_SIZE: d.LOG_PAGE_SIZE_OFFSET,
    lib.AERONKIT_LOG_ERR_MTU: d.LOG_MTU_LENGTH_OFFSET,
    lib.AERONKIT_LOG_ERR_FILE_LENGTH: d.LOG_TERM_LENGTH_OFFSET,
}

_I32 = struct.Struct("<i")
_I64 = struct.Struct("<q")


@dataclass(frozen=True)
class LogMetadata:
    """A snapshot of every metadata field (offsets in descriptor.py), for tools and tests."""

    tail_counters: tuple[int, int, int]
    active_term_count: int
    end_of_stream_position: int
    is_connected: bool
    active_transport_count: int
    correlation_id: int
    initial_term_id: int
    default_frame_header_length: int
    mtu_length: int
    term_length: int
    page_size: int
    publication_window_length: int
    receiver_window_length: int
    socket_sndbuf_length: int
    os_default_socket_sndbuf_length: int
    os_max_socket_sndbuf_length: int
    socket_rcvbuf_length: int
    os_default_socket_rcvbuf_length: int
    os_max_socket_rcvbuf_length: int
    max_resend: int
    default_frame_header: bytes
    entity_tag: int
    response_correlation_id: int
    linger_timeout_ns: int
    untethered_window_limit_timeout_ns: int
    untethered_resting_timeout_ns: int
    group: bool
    is_response: bool
    rejoin: bool
    reliable: bool
    sparse: bool
    signal_eos: bool
    spies_simulate_connection: bool
    tether: bool
    is_publication_revoked: bool
    log_type: int
    untethered_linger_timeout_ns: int


_INT32_FIELDS = {
    "publication_window_length": d.LOG_PUBLICATION_WINDOW_LENGTH_OFFSET,
    "receiver_window_length": d.LOG_RECEIVER_WINDOW_LENGTH_OFFSET,
    "socket_sndbuf_length": d.LOG_SOCKET_SNDBUF_LENGTH_OFFSET,
    "os_default_socket_sndbuf_length": d.LOG_OS_DEFAULT_SOCKET_SNDBUF_LENGTH_OFFSET,
    "os_max_socket_sndbuf_length": d.LOG_OS_MAX_SOCKET_SNDBUF_LENGTH_OFFSET,
    "socket_rcvbuf_length": d.LOG_SOCKET_RCVBUF_LENGTH_OFFSET,
    "os_default_socket_rcvbuf_length": d.LOG_OS_DEFAULT_SOCKET_RCVBUF_LENGTH_OFFSET,
    "os_max_socket_rcvbuf_length": d.LOG_OS_MAX_SOCKET_RCVBUF_LENGTH_OFFSET,
    "max_resend": d.LOG_MAX_RESEND_OFFSET,
}
_INT64_FIELDS = {
    "entity_tag": d.LOG_ENTITY_TAG_OFFSET,
    "response_correlation_id": d.LOG_RESPONSE_CORRELATION_ID_OFFSET,
    "linger_timeout_ns": d.LOG_LINGER_TIMEOUT_NS_OFFSET,
    "untethered_window_limit_timeout_ns": d.LOG_UNTETHERED_WINDOW_LIMIT_TIMEOUT_NS_OFFSET,
    "untethered_resting_timeout_ns": d.LOG_UNTETHERED_RESTING_TIMEOUT_NS_OFFSET,
    "untethered_linger_timeout_ns": d.LOG_UNTETHERED_LINGER_TIMEOUT_NS_OFFSET,
}
_FLAG_FIELDS = {
    "group": d.LOG_GROUP_OFFSET,
    "is_response": d.LOG_IS_RESPONSE_OFFSET,
    "rejoin": d.LOG_REJOIN_OFFSET,
    "reliable": d.LOG_RELIABLE_OFFSET,
    "sparse": d.LOG_SPARSE_OFFSET,
    "signal_eos": d.LOG_SIGNAL_EOS_OFFSET,
    "spies_simulate_connection": d.LOG_SPIES_SIMULATE_CONNECTION_OFFSET,
    "tether": d.LOG_TETHER_OFFSET,
    "is_publication_revoked": d.LOG_IS_PUBLICATION_REVOKED_OFFSET,
}


def validate_mtu(mtu_length: int, term_length: int) -> None:
    """Aeron's MTU rules: a multiple of 32 above the header, within a UDP payload and the max message."""
    if mtu_length <= d.HEADER_LENGTH:
        raise ConfigurationError(f"mtu_length={mtu_length} <= HEADER_LENGTH={d.HEADER_LENGTH}")
    if mtu_length > d.MAX_UDP_PAYLOAD_LENGTH:
        raise ConfigurationError(
            f"mtu_length={mtu_length} > MAX_UDP_PAYLOAD_LENGTH={d.MAX_UDP_PAYLOAD_LENGTH}")
    if mtu_length % d.FRAME_ALIGNMENT:
        raise ConfigurationError(f"mtu_length={mtu_length} is not a multiple of FRAME_ALIGNMENT=32")
    max_message = d.compute_max_message_length(term_length)
    if mtu_length > max_message:
        raise ConfigurationError(f"mtu_length={mtu_length} > max message length={max_message} for the term")


class LogBuffers:
    """Owner of one mapping of a log buffer file; appenders, readers and scanners borrow it."""

    def __init__(self, path: Path, mapping: mmap.mmap) -> None:
        self.path = path
        self._mmap = mapping
        self._cbuf: Any = ffi.from_buffer("uint8_t[]", mapping)
        self._view = memoryview(mapping)
        self.native: Any = ffi.new("aeronkit_log_t *")
        rc = lib.aeronkit_log_init(self.native, self._cbuf, len(mapping))
        if rc != 0:
            file_offset = max(len(mapping) - d.LOG_META_DATA_LENGTH, 0) + _INIT_FIELDS.get(rc, 0)
            self._release()
            check(rc, "log buffer", path=str(path), offset=file_offset)
        self.term_length: int = self.native.term_length
        self.page_size: int = self.native.page_size
        self.mtu_length: int = self.native.mtu_length
        self.initial_term_id: int = self.native.initial_term_id
        self.position_bits_to_shift: int = self.native.position_bits_to_shift
        self.max_payload_length: int = self.native.max_payload_length
        self.max_message_length: int = self.native.max_message_length
        self.max_possible_position: int = self.native.max_possible_position
        self.meta_offset = len(mapping) - d.LOG_META_DATA_LENGTH
        self.closed = False
        # out-parameters of the ordered reads, one set per thread (AtomicBuffer's reasons): the driver reads
        # every publication's tail each conductor cycle, and an ffi.new per read was a quarter of its cost
        self._scratch = Scratch()

    # -- construction ---------------------------------------------------------------------------------

    @classmethod
    def from_file(cls, path: str | os.PathLike[str]) -> LogBuffers:
        """Map an existing log buffer file (ours, or one an Aeron driver wrote)."""
        path = Path(path)
        with open(path, "r+b") as f:
            length = os.fstat(f.fileno()).st_size
            if length < d.LOG_META_DATA_LENGTH:
                raise CorruptFileError(str(path), 0, f"file length {length} < LOG_META_DATA_LENGTH=4096")
            mapping = mmap.mmap(f.fileno(), length)
        return cls(path, mapping)

    @classmethod
    def create(
        cls,
        path: str | os.PathLike[str],
        term_length: int,
        *,
        page_size: int = d.PAGE_MIN_SIZE,
        mtu_length: int = 1408,
        initial_term_id: int = 0,
        term_id: int | None = None,
        term_offset: int = 0,
        session_id: int = 0,
        stream_id: int = 0,
        correlation_id: int = 0,
        log_type: int = d.LOG_BUFFER_TYPE_EXCLUSIVE_PUBLICATION,
        sparse: bool = True,
        is_connected: bool = False,
        **fields: int | bool,
    ) -> LogBuffers:
        """Create and format a new log buffer file, failing if ``path`` exists.

        ``term_id``/``term_offset`` start the stream part-way (Aeron's ``init-term-id``/``term-id``/
        ``term-offset`` channel parameters). Further metadata fields (``publication_window_length``,
        ``entity_tag``, ``tether``, ...) may be passed by their LogMetadata names.
        """
        d.check_term_length(term_length)
        d.check_page_size(page_size)
        validate_mtu(mtu_length, term_length)
        active_term_id = initial_term_id if term_id is None else term_id
        if not 0 <= term_offset <= term_length or term_offset % d.FRAME_ALIGNMENT:
            raise ConfigurationError(f"term_offset={term_offset} is not a 32-aligned offset within the term")
        unknown = set(fields) - set(_INT32_FIELDS) - set(_INT64_FIELDS) - set(_FLAG_FIELDS)
        if unknown:
            raise ConfigurationError(f"unknown log metadata fields: {', '.join(sorted(unknown))}")

        path = Path(path)
        length = d.compute_log_length(term_length, page_size)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
        try:
            if sparse:
                os.ftruncate(fd, length)
            else:
                os.posix_fallocate(fd, 0, length)
            mapping = mmap.mmap(fd, length)
        except BaseException:
            os.close(fd)
            path.unlink(missing_ok=True)
            raise
        os.close(fd)

        meta = memoryview(mapping)[length - d.LOG_META_DATA_LENGTH:]
        _I64.pack_into(meta, d.LOG_CORRELATION_ID_OFFSET, correlation_id)
        _I32.pack_into(meta, d.LOG_INITIAL_TERM_ID_OFFSET, initial_term_id)
        _I32.pack_into(meta, d.LOG_DEFAULT_FRAME_HEADER_LENGTH_OFFSET, d.HEADER_LENGTH)
        _I32.pack_into(meta, d.LOG_MTU_LENGTH_OFFSET, mtu_length)
        _I32.pack_into(meta, d.LOG_TERM_LENGTH_OFFSET, term_length)
        _I32.pack_into(meta, d.LOG_PAGE_SIZE_OFFSET, page_size)
        header = create_default_header(session_id, stream_id, initial_term_id)
        meta[d.LOG_DEFAULT_FRAME_HEADER_OFFSET:d.LOG_DEFAULT_FRAME_HEADER_OFFSET + len(header)] = header
        # DriverConductor.initLogMetadata stores the starting term offset in the default header too.
        _I32.pack_into(meta, d.LOG_DEFAULT_FRAME_HEADER_OFFSET + TERM_OFFSET_FIELD_OFFSET, term_offset)
        meta[d.LOG_SPARSE_OFFSET] = 1 if sparse else 0
        meta[d.LOG_TYPE_OFFSET] = log_type
        _I64.pack_into(meta, d.LOG_ENTITY_TAG_OFFSET, -1)
        _I64.pack_into(meta, d.LOG_RESPONSE_CORRELATION_ID_OFFSET, -1)
        for name, value in fields.items():
            if name in _INT32_FIELDS:
                _I32.pack_into(meta, _INT32_FIELDS[name], int(value))
            elif name in _INT64_FIELDS:
                _I64.pack_into(meta, _INT64_FIELDS[name], int(value))
            else:
                meta[_FLAG_FIELDS[name]] = 1 if value else 0
        meta.release()

        logs = cls(path, mapping)
        for index, raw_tail in enumerate(d.initial_tails(initial_term_id, active_term_id, term_offset)):
            logs._put_int64(d.TERM_TAIL_COUNTERS_OFFSET + 8 * index, raw_tail)
        logs._put_int32(d.LOG_ACTIVE_TERM_COUNT_OFFSET, d.compute_term_count(active_term_id, initial_term_id))
        logs.is_connected = is_connected
        logs._put_int64(d.LOG_END_OF_STREAM_POSITION_OFFSET, LONG_MAX)  # last: readers see a complete log
        return logs

    # -- lifecycle ------------------------------------------------------------------------------------

    def _release(self) -> None:
        self._cbuf = None
        self._view.release()
        # If someone still holds a view of a fragment, the mapping is unmapped when that view dies.
        with contextlib.suppress(BufferError):
            self._mmap.close()

    def close(self) -> None:
        """Unmap the file. Idempotent; borrowers raise ClosedError afterwards."""
        if not self.closed:
            self.closed = True
            self.native = None
            self._release()

    def __enter__(self) -> LogBuffers:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def ensure_open(self) -> None:
        if self.closed:
            raise ClosedError(f"log buffers {self.path} are closed")

    # -- buffers --------------------------------------------------------------------------------------

    @property
    def cbuffer(self) -> Any:
        """The cffi view of the whole mapping (for passing to other native code)."""
        self.ensure_open()
        return self._cbuf

    def term_buffer(self, index: int) -> memoryview:
        """Zero-copy view of partition ``index`` (0..2)."""
        self.ensure_open()
        if not 0 <= index < d.PARTITION_COUNT:
            raise IndexError(f"partition index {index} not in [0, 3)")
        start = index * self.term_length
        return self._view[start:start + self.term_length]

    def metadata_buffer(self) -> memoryview:
        self.ensure_open()
        return self._view[self.meta_offset:self.meta_offset + d.LOG_META_DATA_LENGTH]

    # -- ordered metadata access ----------------------------------------------------------------------

    def _get_int32(self, field: int) -> int:
        self.ensure_open()
        out = self._scratch.i32
        rc = lib.aeronkit_atomic_get_int32(self._cbuf, len(self._mmap), self.meta_offset + field, out)
        if rc != 0:
            check(rc, "metadata read")
        return int(out[0])

    def _get_int64(self, field: int) -> int:
        self.ensure_open()
        out = self._scratch.i64
        rc = lib.aeronkit_atomic_get_int64(self._cbuf, len(self._mmap), self.meta_offset + field, out)
        if rc != 0:
            check(rc, "metadata read")
        return int(out[0])

    def _put_int32(self, field: int, value: int) -> None:
        self.ensure_open()
        lib.aeronkit_atomic_put_int32_ordered(self._cbuf, len(self._mmap), self.meta_offset + field, value)

    def _put_int64(self, field: int, value: int) -> None:
        self.ensure_open()
        lib.aeronkit_atomic_put_int64_ordered(self._cbuf, len(self._mmap), self.meta_offset + field, value)

    def raw_tail(self, index: int) -> int:
        """Raw tail of partition ``index`` (acquire)."""
        self.ensure_open()
        out = self._scratch.i64
        rc = lib.aeronkit_log_raw_tail(self.native, index, out)
        if rc != 0:
            check(rc, f"raw_tail({index})")
        return int(out[0])

    def active_term_count(self) -> int:
        return self._get_int32(d.LOG_ACTIVE_TERM_COUNT_OFFSET)

    def active_raw_tail(self) -> int:
        return self.raw_tail(d.index_by_term_count(self.active_term_count()))

    def tail_position(self) -> int:
        """Stream position of the active tail: how far appenders have claimed."""
        raw = self.active_raw_tail()
        return d.compute_position(d.term_id(raw), d.term_offset(raw, self.term_length),
                                  self.position_bits_to_shift, self.initial_term_id)

    def rotate_log(self, term_count: int, term_id: int) -> bool:
        """LogBufferDescriptor.rotateLog: CAS the next partition's tail, then the active term count."""
        self.ensure_open()
        return lib.aeronkit_log_rotate(self.native, term_count, term_id) == 1

    @property
    def end_of_stream_position(self) -> int:
        return self._get_int64(d.LOG_END_OF_STREAM_POSITION_OFFSET)

    @end_of_stream_position.setter
    def end_of_stream_position(self, position: int) -> None:
        self._put_int64(d.LOG_END_OF_STREAM_POSITION_OFFSET, position)

    @property
    def is_connected(self) -> bool:
        return self._get_int32(d.LOG_IS_CONNECTED_OFFSET) == 1

    @is_connected.setter
    def is_connected(self, value: bool) -> None:
        self._put_int32(d.LOG_IS_CONNECTED_OFFSET, 1 if value else 0)

    @property
    def active_transport_count(self) -> int:
        return self._get_int32(d.LOG_ACTIVE_TRANSPORT_COUNT)

    @active_transport_count.setter
    def active_transport_count(self, value: int) -> None:
        self._put_int32(d.LOG_ACTIVE_TRANSPORT_COUNT, value)

    # -- plain metadata -------------------------------------------------------------------------------

    @property
    def default_frame_header(self) -> bytes:
        meta = self.metadata_buffer()
        start = d.LOG_DEFAULT_FRAME_HEADER_OFFSET
        return bytes(meta[start:start + d.HEADER_LENGTH])

    @property
    def session_id(self) -> int:
        value: int = _I32.unpack_from(self.metadata_buffer(), d.LOG_DEFAULT_FRAME_HEADER_OFFSET + 12)[0]
        return value

    @property
    def stream_id(self) -> int:
        value: int = _I32.unpack_from(self.metadata_buffer(), d.LOG_DEFAULT_FRAME_HEADER_OFFSET + 16)[0]
        return value

    def metadata(self) -> LogMetadata:
        """Every metadata field at once; ordered fields are read with acquire semantics."""
        meta = self.metadata_buffer()

        def i32(offset: int) -> int:
            value: int = _I32.unpack_from(meta, offset)[0]
            return value

        def i64(offset: int) -> int:
            value: int = _I64.unpack_from(meta, offset)[0]
            return value

        # Named by the offset tables, so only the dataclass can check these names and types (at run time).
        tabled: dict[str, Any] = {name: i32(offset) for name, offset in _INT32_FIELDS.items()}
        tabled.update({name: i64(offset) for name, offset in _INT64_FIELDS.items()})
        tabled.update({name: meta[offset] == 1 for name, offset in _FLAG_FIELDS.items()})

        snapshot = LogMetadata(
            tail_counters=(self.raw_tail(0), self.raw_tail(1), self.raw_tail(2)),
            active_term_count=self.active_term_count(),
            end_of_stream_position=self.end_of_stream_position,
            is_connected=self.is_connected,
            active_transport_count=self.active_transport_count,
            correlation_id=i64(d.LOG_CORRELATION_ID_OFFSET),
            initial_term_id=i32(d.LOG_INITIAL_TERM_ID_OFFSET),
            default_frame_header_length=i32(d.LOG_DEFAULT_FRAME_HEADER_LENGTH_OFFSET),
            mtu_length=i32(d.LOG_MTU_LENGTH_OFFSET),
            term_length=i32(d.LOG_TERM_LENGTH_OFFSET),
            page_size=i32(d.LOG_PAGE_SIZE_OFFSET),
            default_frame_header=self.default_frame_header,
            log_type=meta[d.LOG_TYPE_OFFSET],
            **tabled,
        )
        meta.release()
        return snapshot
