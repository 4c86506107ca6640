"""Appenders over a mapped log: the concurrent one (many threads or processes) and the exclusive one.

They are what ConcurrentPublication and ExclusivePublication do to the log in Aeron 1.51.0
(aeron-client/src/main/java/io/aeron/{Concurrent,Exclusive}Publication.java), in C: each call returns
the new stream position or one of Aeron's codes (NOT_CONNECTED, BACK_PRESSURED, ADMIN_ACTION,
MAX_POSITION_EXCEEDED), and raises only for arguments that are wrong whatever the log's state.
``limit`` plays the part of the publisher-limit counter: an append starts only while position < limit.

The GIL is released for every native call, so appending from several Python threads runs in parallel.
"""

from __future__ import annotations

import array
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from aeronkit._hotpath import ClaimCore
from aeronkit._native import ffi, lib
from aeronkit._native_check import ERR_FIRST, check
from aeronkit.constants import LONG_MAX
from aeronkit.errors import LogBufferArgumentError
from aeronkit.logbuffer import header as hdr
from aeronkit.logbuffer.log_buffers import LogBuffers

if TYPE_CHECKING:
    from typing_extensions import Buffer as BufferExporter

NO_LIMIT = LONG_MAX

Buffer = bytes | bytearray | memoryview


def _int32_array(values: Sequence[int] | BufferExporter, what: str) -> tuple[Any, int]:
    """A cffi int32 array over ``values``: zero-copy for an array('i') or another int32 exporter, else a
    copy. A memoryview is copied: an export of it could outlive the call in a traceback (see _offer)."""
    exporter = cast("BufferExporter", values)  # a plain sequence is not: memoryview raises TypeError
    try:
        view = memoryview(exporter)
    except TypeError:
        data = list(cast("Sequence[int]", values))  # not a buffer, so the sequence of the signature
        return ffi.new("int32_t[]", data), len(data)
    with view:
        if isinstance(values, memoryview) or view.itemsize != 4 or view.format not in ("i", "l", "<i", "=i"):
            data = view.tolist()
            return ffi.new("int32_t[]", data), len(data)
        return ffi.from_buffer("int32_t[]", exporter), len(view)


def _int64_array(values: Sequence[int] | None, count: int) -> Any:
    if values is None:
        return ffi.NULL
    data = list(values)
    if len(data) < count:
        raise ValueError(f"reserved_values has {len(data)} entries for {count} messages")
    return ffi.new("int64_t[]", data)


class BufferClaim(ClaimCore):
    """A frame reserved by ``try_claim``: write the payload in place, then ``commit`` or ``abort``.

    ``buffer`` is a zero-copy view of the payload inside the mapped term (``frame`` the whole frame). Until
    commit the frame's length field is negative, so readers stop before it; commit release-stores the
    positive length, abort turns the frame into padding that readers skip (logbuf/BufferClaim.java).
    ``commit``, ``abort`` and the views are C (aeronkit._hotpath.ClaimCore, the base class); a claim taken
    by Publication.try_claim is committed without leaving C, any other goes through ``_finish``.
    """

    __slots__ = ("_claim",)

    def __init__(self) -> None:
        self._claim: Any = ffi.new("aeronkit_claim_t *")
        self._bind_claim(ffi.buffer(self._claim))
        self._logs = None

    def _wrap(self, logs: LogBuffers) -> None:
        claim = self._claim
        term = logs.term_buffer(claim.partition_index)
        self._logs = logs
        self.frame = term[claim.term_offset:claim.term_offset + claim.frame_length]
        self.buffer = self.frame[hdr.DATA_OFFSET:]

    @property
    def position(self) -> int:
        return int(self._claim.position)

    @property
    def length(self) -> int:
        return int(self._claim.frame_length) - hdr.HEADER_LENGTH

    def _frame(self) -> memoryview:
        if self.frame is None:
            raise LogBufferArgumentError("BufferClaim is not holding a claimed frame")
        return self.frame

    @property
    def reserved_value(self) -> int:
        return int.from_bytes(self._frame()[hdr.RESERVED_VALUE_OFFSET:hdr.DATA_OFFSET], "little", signed=True)

    @reserved_value.setter
    def reserved_value(self, value: int) -> None:
        self._frame()[hdr.RESERVED_VALUE_OFFSET:hdr.DATA_OFFSET] = value.to_bytes(8, "little", signed=True)

    @property
    def flags(self) -> int:
        return self._frame()[hdr.FLAGS_FIELD_OFFSET]

    @flags.setter
    def flags(self, value: int) -> None:
        self._frame()[hdr.FLAGS_FIELD_OFFSET] = value

    @property
    def header_type(self) -> int:
        return int.from_bytes(self._frame()[hdr.TYPE_FIELD_OFFSET:hdr.TERM_OFFSET_FIELD_OFFSET], "little")

    @header_type.setter
    def header_type(self, value: int) -> None:
        self._frame()[hdr.TYPE_FIELD_OFFSET:hdr.TERM_OFFSET_FIELD_OFFSET] = value.to_bytes(2, "little")

    def put_bytes(self, data: Buffer, offset: int = 0) -> BufferClaim:
        """Copy ``data`` into the payload at ``offset``; the slice assignment bounds-checks it."""
        view = memoryview(data)
        if offset < 0:
            raise IndexError(f"offset {offset} < 0")
        buffer = self._frame()[hdr.DATA_OFFSET:]
        buffer[offset:offset + view.nbytes] = view.cast("B")
        return self

    def _finish(self, commit: bool) -> None:
        """commit (True) or abort (False) through cffi: the definition the C part hands over to."""
        logs = self._logs
        if logs is None:
            raise LogBufferArgumentError("BufferClaim is not holding a claimed frame")
        logs.ensure_open()
        fn = lib.aeronkit_claim_commit if commit else lib.aeronkit_claim_abort
        rc = fn(logs.native, self._claim)
        self._logs = None
        self.frame = None
        self.buffer = None
        if rc != 0:
            check(rc, "claim")


class _Appender:
    """Shared plumbing: argument conversion and the check that turns native error codes into exceptions."""

    def __init__(self, logs: LogBuffers) -> None:
        logs.ensure_open()
        self.logs = logs
        self._cbuf = logs.cbuffer  # keeps the mapping alive while this appender exists
        self._native = logs.native
        self._reserved = ffi.new("int64_t *")
        self._result = ffi.new("int64_t *")
        self._vector = ffi.new("aeronkit_iovec_t[1]")

    @property
    def max_payload_length(self) -> int:
        return self.logs.max_payload_length

    @property
    def max_message_length(self) -> int:
        return self.logs.max_message_length

    def _check(self, result: int, what: str) -> int:
        if result <= ERR_FIRST:
            check(result, what)
        return result

    @staticmethod
    def _release(exports: list[Any]) -> None:
        """Let go of the exports of a caller's buffers before an exception leaves with them.

        A traceback keeps the frame's locals; if it ends up in a reference cycle, CPython 3.11's collector
        may clear an exported memoryview first and crash when the export is released (python/cpython
        gh-77894). Released here, nothing of the caller's stays exported. The success path does not pay:
        the exports die with the frame.
        """
        for export in exports:
            ffi.release(export)

    def _reserved_ptr(self, reserved_value: int | None) -> Any:
        if reserved_value is None:
            return ffi.NULL
        self._reserved[0] = reserved_value
        return self._reserved

    def _vectors(self, buffers: Sequence[Buffer]) -> tuple[Any, list[Any]]:
        keep = [ffi.from_buffer("uint8_t[]", b) for b in buffers]
        vectors = ffi.new("aeronkit_iovec_t[]", len(keep))
        for i, cbuf in enumerate(keep):
            vectors[i].base = cbuf
            vectors[i].length = len(cbuf)
        return vectors, keep


class TermAppender(_Appender):
    """Concurrent appender: any number of threads and processes may append to the same log.

    One instance may be shared by threads: it keeps no per-call scratch state.
    """

    def offer(self, buffer: Buffer, limit: int = NO_LIMIT, reserved_value: int | None = None) -> int:
        """Append one message (fragmented when longer than the MTU payload); position or Aeron code."""
        if self.logs.closed:
            self.logs.ensure_open()
        reserved = ffi.NULL if reserved_value is None else ffi.new("int64_t *", reserved_value)
        src = ffi.from_buffer("uint8_t[]", buffer)
        try:
            result = lib.aeronkit_concurrent_offer(self._native, limit, src, len(src), reserved)
            if result <= ERR_FIRST:
                check(result, "offer")
        except BaseException:
            self._release([src])
            raise
        return result

    def offer_vectors(
        self, buffers: Sequence[Buffer], limit: int = NO_LIMIT, reserved_value: int | None = None
    ) -> int:
        """Append the concatenation of ``buffers`` as one message, without joining them in Python."""
        self.logs.ensure_open()
        reserved = ffi.NULL if reserved_value is None else ffi.new("int64_t *", reserved_value)
        vectors, keep = self._vectors(buffers)
        try:
            result = lib.aeronkit_concurrent_offerv(self._native, limit, vectors, len(buffers), reserved)
            return self._check(result, "offer_vectors")
        except BaseException:
            self._release(keep)
            raise

    def try_claim(self, length: int, claim: BufferClaim, limit: int = NO_LIMIT) -> int:
        """Reserve a frame for ``length`` payload bytes (at most max_payload_length) and wrap ``claim``."""
        self.logs.ensure_open()
        result = self._check(lib.aeronkit_concurrent_try_claim(self._native, limit, length, claim._claim),
                             "try_claim")
        if result > 0:
            claim._wrap(self.logs)
        return result

    def offer_batch(
        self,
        buffer: Buffer,
        offsets: Sequence[int] | array.array[int],
        lengths: Sequence[int] | array.array[int],
        limit: int = NO_LIMIT,
        reserved_values: Sequence[int] | None = None,
    ) -> tuple[int, int]:
        """Append messages ``buffer[offsets[i]:offsets[i] + lengths[i]]`` in one native call.

        All that fit in the active term (and start below ``limit``) are reserved with a single atomic add.
        Returns ``(count, result)``: how many were appended, and the position after them, or the Aeron
        code that stopped the first one (then count is 0; retry the rest on ADMIN_ACTION).
        """
        self.logs.ensure_open()
        c_offsets, n_offsets = _int32_array(offsets, "offsets")
        c_lengths, n_lengths = _int32_array(lengths, "lengths")
        if n_offsets != n_lengths:
            raise ValueError(f"{n_offsets} offsets but {n_lengths} lengths")
        reserved = _int64_array(reserved_values, n_offsets)
        result = ffi.new("int64_t *")
        with ffi.from_buffer("uint8_t[]", buffer) as src:
            count = self._check(lib.aeronkit_concurrent_offer_batch(
                self._native, limit, src, len(src), c_offsets, c_lengths, reserved, n_offsets, result),
                "offer_batch")
        return count, int(result[0])


class ExclusiveTermAppender(_Appender):
    """Single-writer appender: owns the tail, so it needs no atomic add (use it from one thread only)."""

    def __init__(self, logs: LogBuffers) -> None:
        super().__init__(logs)
        self._state: Any = ffi.new("aeronkit_exclusive_appender_t *")
        rc = lib.aeronkit_exclusive_init(self._native, self._state)
        if rc != 0:
            check(rc, "ExclusiveTermAppender", path=str(logs.path), offset=logs.meta_offset)

    @property
    def state_buffer(self) -> Any:
        """The tail state as a writable buffer, for a second native caller (aeronkit._hotpath's offer) that
        must append through the same state."""
        return ffi.buffer(self._state)

    @property
    def position(self) -> int:
        return int(self._state.term_begin_position + self._state.term_offset)

    @property
    def term_id(self) -> int:
        return int(self._state.term_id)

    @property
    def term_offset(self) -> int:
        return int(self._state.term_offset)

    def offer(self, buffer: Buffer, limit: int = NO_LIMIT, reserved_value: int | None = None) -> int:
        """Append one message (fragmented when longer than the MTU payload); position or Aeron code."""
        if self.logs.closed:
            self.logs.ensure_open()
        reserved = self._reserved_ptr(reserved_value)
        src = ffi.from_buffer("uint8_t[]", buffer)
        try:
            result = lib.aeronkit_exclusive_offer(self._native, self._state, limit, src, len(src), reserved)
            if result <= ERR_FIRST:
                check(result, "offer")
        except BaseException:
            self._release([src])
            raise
        return result

    def offer_vectors(
        self, buffers: Sequence[Buffer], limit: int = NO_LIMIT, reserved_value: int | None = None
    ) -> int:
        self.logs.ensure_open()
        reserved = self._reserved_ptr(reserved_value)
        vectors, keep = self._vectors(buffers)
        try:
            result = lib.aeronkit_exclusive_offerv(self._native, self._state, limit, vectors, len(buffers),
                                                   reserved)
            return self._check(result, "offer_vectors")
        except BaseException:
            self._release(keep)
            raise

    def try_claim(self, length: int, claim: BufferClaim, limit: int = NO_LIMIT) -> int:
        self.logs.ensure_open()
        rc = lib.aeronkit_exclusive_try_claim(self._native, self._state, limit, length, claim._claim)
        result = self._check(rc, "try_claim")
        if result > 0:
            claim._wrap(self.logs)
        return result

    def append_padding(self, length: int, limit: int = NO_LIMIT) -> int:
        """Append a padding frame with ``length`` body bytes (ExclusivePublication.appendPadding)."""
        self.logs.ensure_open()
        return self._check(lib.aeronkit_exclusive_append_padding(self._native, self._state, limit, length),
                           "append_padding")

    def offer_batch(
        self,
        buffer: Buffer,
        offsets: Sequence[int] | array.array[int],
        lengths: Sequence[int] | array.array[int],
        limit: int = NO_LIMIT,
        reserved_values: Sequence[int] | None = None,
    ) -> tuple[int, int]:
        """Append many messages in one native call, stopping at the limit or after rotating at term end.

        Returns ``(count, result)``: how many were appended and the position after the last one, or the
        code that stopped the first one when count is 0.
        """
        self.logs.ensure_open()
        c_offsets, n_offsets = _int32_array(offsets, "offsets")
        c_lengths, n_lengths = _int32_array(lengths, "lengths")
        if n_offsets != n_lengths:
            raise ValueError(f"{n_offsets} offsets but {n_lengths} lengths")
        reserved = _int64_array(reserved_values, n_offsets)
        with ffi.from_buffer("uint8_t[]", buffer) as src:
            count = self._check(lib.aeronkit_exclusive_offer_batch(
                self._native, self._state, limit, src, len(src), c_offsets, c_lengths, reserved, n_offsets,
                self._result), "offer_batch")
        return count, int(self._result[0])
