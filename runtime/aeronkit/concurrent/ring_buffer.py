"""Many-to-one ring buffer (clients -> driver commands), byte-compatible with Agrona's ManyToOneRingBuffer.

Layout and protocol: agrona/src/main/java/org/agrona/concurrent/ringbuffer/{ManyToOneRingBuffer,
RingBufferDescriptor,RecordDescriptor}.java at Agrona 2.4.1 (the version Aeron 1.51.0 uses); see
docs/formats/cnc.md. Producers may live in other processes (the buffer is usually a section of a mapped
cnc.dat): claiming, committing and consuming are native calls with the right memory ordering.

Reading is batched: one native call collects up to N records' (type, offset, length), Python runs the
handler over a memoryview of the buffer for each, then one native call zeroes the consumed bytes and
releases the new head, so a Python handler never sees a record the producers can overwrite.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from aeronkit._native import ffi, lib
from aeronkit._native_check import check
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.errors import ProtocolError

TRAILER_LENGTH = lib.AERONKIT_RB_TRAILER_LENGTH
TAIL_POSITION_OFFSET = lib.AERONKIT_RB_TAIL_POSITION_OFFSET
HEAD_CACHE_POSITION_OFFSET = lib.AERONKIT_RB_HEAD_CACHE_POSITION_OFFSET
HEAD_POSITION_OFFSET = lib.AERONKIT_RB_HEAD_POSITION_OFFSET
CORRELATION_COUNTER_OFFSET = lib.AERONKIT_RB_CORRELATION_COUNTER_OFFSET
CONSUMER_HEARTBEAT_OFFSET = lib.AERONKIT_RB_CONSUMER_HEARTBEAT_OFFSET
HEADER_LENGTH = lib.AERONKIT_RB_HEADER_LENGTH
ALIGNMENT = lib.AERONKIT_RB_ALIGNMENT
PADDING_MSG_TYPE_ID = lib.AERONKIT_RB_PADDING_MSG_TYPE_ID
INSUFFICIENT_CAPACITY = -2
"""What try_claim returns when there is no room (Agrona's RingBuffer.INSUFFICIENT_CAPACITY)."""

MessageHandler = Callable[[int, memoryview, int, int], None]
"""handler(msg_type_id, buffer, offset, length): the body is buffer[offset:offset + length]."""


class Action(enum.Enum):
    """What a controlled handler wants done with its message (Agrona's ControlledMessageHandler.Action)."""

    ABORT = 1
    BREAK = 2
    COMMIT = 3
    CONTINUE = 4


ControlledMessageHandler = Callable[[int, memoryview, int, int], Action]


def align(value: int, alignment: int = ALIGNMENT) -> int:
    return (value + alignment - 1) & ~(alignment - 1)


class ManyToOneRingBuffer:
    """Any number of producers (threads or processes), one consumer.

    Producer methods may be called from several threads on one instance (the native calls release the
    GIL and keep no shared scratch); read/controlled_read belong to the single consumer thread.
    """

    def __init__(self, buffer: AtomicBuffer, batch_size: int = 256) -> None:
        capacity = check(lib.aeronkit_rb_capacity(buffer.ptr, buffer.length),
                         f"ring buffer of {buffer.length} bytes")
        self.buffer = buffer
        self.capacity: int = capacity
        self.max_msg_length: int = lib.aeronkit_rb_max_msg_length(buffer.ptr, buffer.length)
        self._batch_size = max(1, batch_size)
        self._types = ffi.new("int32_t[]", self._batch_size)
        self._offsets = ffi.new("int32_t[]", self._batch_size)
        self._lengths = ffi.new("int32_t[]", self._batch_size)
        self._batch = ffi.new("aeronkit_rb_batch_t *")

    # -- producers -----------------------------------------------------------------------------------------

    def _check_message(self, msg_type_id: int, length: int) -> None:
        if msg_type_id < 1:
            raise ProtocolError(f"message type id must be greater than zero, msgTypeId={msg_type_id}")
        if length < 0 or length > self.max_msg_length:
            raise ProtocolError(
                f"encoded message exceeds maxMsgLength={self.max_msg_length}, length={length}")

    def write(self, msg_type_id: int, data: bytes | bytearray | memoryview) -> bool:
        """Append one message; False when the buffer is full (back pressure, not an error)."""
        self.buffer.check_writable()
        self._check_message(msg_type_id, len(data))
        with ffi.from_buffer(data) as src:  # released before any exception leaves (see AtomicBuffer)
            rc = lib.aeronkit_rb_write(self.buffer.ptr, self.buffer.length, msg_type_id, src, len(data))
        return check(rc, "ring buffer write") == 0  # else AERONKIT_RB_INSUFFICIENT_CAPACITY: back pressure

    def try_claim(self, msg_type_id: int, length: int) -> int:
        """Claim room for a body of `length`: its offset in the buffer, or INSUFFICIENT_CAPACITY."""
        self.buffer.check_writable()
        self._check_message(msg_type_id, length)
        rc = lib.aeronkit_rb_try_claim(self.buffer.ptr, self.buffer.length, msg_type_id, length)
        if rc == lib.AERONKIT_RB_INSUFFICIENT_CAPACITY:
            return INSUFFICIENT_CAPACITY
        if rc < 0:
            check(rc, "ring buffer try_claim")
        return int(rc)

    def commit(self, index: int) -> None:
        rc = lib.aeronkit_rb_commit(self.buffer.ptr, self.buffer.length, index)
        if rc != 0:
            check(rc, f"ring buffer commit({index})")

    def abort(self, index: int) -> None:
        rc = lib.aeronkit_rb_abort(self.buffer.ptr, self.buffer.length, index)
        if rc != 0:
            check(rc, f"ring buffer abort({index})")

    def next_correlation_id(self) -> int:
        self.buffer.check_writable()
        out = ffi.new("int64_t *")  # per call: producers on several threads share one instance
        rc = lib.aeronkit_rb_next_correlation_id(self.buffer.ptr, self.buffer.length, out)
        if rc != 0:
            check(rc, "ring buffer next_correlation_id")
        return int(out[0])

    # -- consumer ------------------------------------------------------------------------------------------

    def _collect(self, limit: int) -> int:
        count = lib.aeronkit_rb_read_batch(
            self.buffer.ptr, self.buffer.length, min(limit, self._batch_size),
            self._types, self._offsets, self._lengths, self._batch)
        if count < 0:
            if self._batch.bytes > 0:
                self._consume(self._batch.head, self._batch.bytes)
            check(count, "ring buffer read")
        if count == 0 and self._batch.bytes > 0:
            self._consume(self._batch.head, self._batch.bytes)  # only padding: pass it here
        return int(count)

    def _consume(self, head: int, nbytes: int) -> None:
        if nbytes > 0:
            rc = lib.aeronkit_rb_consume(self.buffer.ptr, self.buffer.length, head, nbytes)
            if rc != 0:
                check(rc, "ring buffer consume")

    def _end_of(self, head: int, i: int) -> int:
        """Bytes from the batch's head index to the end of record i (padding before it included)."""
        record_end: int = self._offsets[i] - HEADER_LENGTH + align(self._lengths[i] + HEADER_LENGTH)
        return record_end - (head & (self.capacity - 1))

    def read(self, handler: MessageHandler, message_count_limit: int = 2**31 - 1) -> int:
        """Deliver up to min(limit, batch_size) messages from one contiguous block; returns messages read."""
        self.buffer.check_writable()
        if message_count_limit <= 0:
            return 0
        count = self._collect(message_count_limit)
        if count == 0:
            return 0
        head = int(self._batch.head)
        total = int(self._batch.bytes)
        view = self.buffer.view
        i = 0
        try:
            for i in range(count):
                handler(int(self._types[i]), view, int(self._offsets[i]), int(self._lengths[i]))
        except BaseException:
            self._consume(head, self._end_of(head, i))
            raise
        self._consume(head, total)
        return count

    def controlled_read(self, handler: ControlledMessageHandler, message_count_limit: int = 2**31 - 1) -> int:
        """Like read, but the handler may ABORT (leave this message), BREAK, or COMMIT early."""
        self.buffer.check_writable()
        if message_count_limit <= 0:
            return 0
        count = self._collect(message_count_limit)
        if count == 0:
            return 0
        head = int(self._batch.head)
        total = int(self._batch.bytes)
        view = self.buffer.view
        committed = 0
        consumed = total
        read = 0
        try:
            for i in range(count):
                action = handler(int(self._types[i]), view, int(self._offsets[i]), int(self._lengths[i]))
                if action is Action.ABORT:
                    start = int(self._offsets[i]) - HEADER_LENGTH - (head & (self.capacity - 1))
                    consumed = start
                    break
                read += 1
                end = self._end_of(head, i)
                if action is Action.BREAK:
                    consumed = end
                    break
                if action is Action.COMMIT:
                    self._consume(head + committed, end - committed)
                    committed = end
        except BaseException:
            self._consume(head + committed, self._end_of(head, read) - committed)
            raise
        self._consume(head + committed, consumed - committed)
        return read

    # -- state ---------------------------------------------------------------------------------------------

    def _trailer(self, fn: Callable[..., int], what: str) -> int:
        out = ffi.new("int64_t *")
        rc = fn(self.buffer.ptr, self.buffer.length, out)
        if rc != 0:
            check(rc, f"ring buffer {what}")
        return int(out[0])

    @property
    def consumer_heartbeat_time(self) -> int:
        """Epoch ms the consumer (driver conductor) last said it was alive."""
        return self._trailer(lib.aeronkit_rb_consumer_heartbeat_time, "consumer_heartbeat_time")

    @consumer_heartbeat_time.setter
    def consumer_heartbeat_time(self, time_ms: int) -> None:
        self.buffer.check_writable()
        rc = lib.aeronkit_rb_set_consumer_heartbeat_time(self.buffer.ptr, self.buffer.length, time_ms)
        if rc != 0:
            check(rc, "ring buffer consumer_heartbeat_time")

    def producer_position(self) -> int:
        return self._trailer(lib.aeronkit_rb_producer_position, "producer_position")

    def consumer_position(self) -> int:
        return self._trailer(lib.aeronkit_rb_consumer_position, "consumer_position")

    def size(self) -> int:
        rc = lib.aeronkit_rb_size(self.buffer.ptr, self.buffer.length)
        if rc < 0:
            check(rc, "ring buffer size")
        return int(rc)

    def unblock(self) -> bool:
        """Turn a record left half-written by a dead producer into padding; True if one was freed."""
        self.buffer.check_writable()
        rc = lib.aeronkit_rb_unblock(self.buffer.ptr, self.buffer.length)
        if rc < 0:
            check(rc, "ring buffer unblock")
        return rc == 1
