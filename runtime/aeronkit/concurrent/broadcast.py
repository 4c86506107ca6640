"""Broadcast buffer (driver -> all clients), byte-compatible with Agrona's broadcast package.

Layout and protocol: agrona/src/main/java/org/agrona/concurrent/broadcast/{BroadcastBufferDescriptor,
RecordDescriptor,BroadcastTransmitter,BroadcastReceiver,CopyBroadcastReceiver}.java at Agrona 2.4.1;
see docs/formats/cnc.md. The transmitter never waits: a receiver that falls a capacity behind is lapped,
which it detects from the tail-intent counter. CopyBroadcastReceiver copies each message into a scratch
buffer and re-validates after the copy, so Python handlers always see stable, untorn bytes.
"""

from __future__ import annotations

from collections.abc import Callable

from aeronkit._native import ffi, lib
from aeronkit._native_check import check
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.errors import LappedError, ProtocolError

TAIL_INTENT_COUNTER_OFFSET = lib.AERONKIT_BC_TAIL_INTENT_COUNTER_OFFSET
TAIL_COUNTER_OFFSET = lib.AERONKIT_BC_TAIL_COUNTER_OFFSET
LATEST_COUNTER_OFFSET = lib.AERONKIT_BC_LATEST_COUNTER_OFFSET
TRAILER_LENGTH = lib.AERONKIT_BC_TRAILER_LENGTH
HEADER_LENGTH = lib.AERONKIT_BC_HEADER_LENGTH
RECORD_ALIGNMENT = lib.AERONKIT_BC_RECORD_ALIGNMENT
PADDING_MSG_TYPE_ID = lib.AERONKIT_BC_PADDING_MSG_TYPE_ID
SCRATCH_BUFFER_LENGTH = 4096

MessageHandler = Callable[[int, memoryview, int, int], None]


def _capacity(buffer: AtomicBuffer) -> int:
    capacity = lib.aeronkit_bc_capacity(buffer.ptr, buffer.length)
    return check(capacity, f"broadcast buffer of {buffer.length} bytes")


class BroadcastTransmitter:
    """The single writer."""

    def __init__(self, buffer: AtomicBuffer) -> None:
        self.capacity = _capacity(buffer)
        self.buffer = buffer
        self.max_msg_length = self.capacity // 8

    def transmit(self, msg_type_id: int, data: bytes | bytearray | memoryview) -> None:
        self.buffer.check_writable()
        if msg_type_id < 1:
            raise ProtocolError(f"type id must be greater than zero, msgTypeId={msg_type_id}")
        if len(data) > self.max_msg_length:
            raise ProtocolError(
                f"encoded message exceeds maxMsgLength of {self.max_msg_length}, length={len(data)}")
        with ffi.from_buffer(data) as src:  # released before any exception leaves (see AtomicBuffer)
            rc = lib.aeronkit_bc_transmit(self.buffer.ptr, self.buffer.length, msg_type_id, src, len(data))
        if rc != 0:
            check(rc, "broadcast transmit")


class BroadcastReceiver:
    """One reader's cursor; starts at the latest record, as Agrona's receiver does."""

    def __init__(self, buffer: AtomicBuffer) -> None:
        self.capacity = _capacity(buffer)
        self.buffer = buffer
        self._state = ffi.new("aeronkit_bc_receiver_t *")
        rc = lib.aeronkit_bc_receiver_init(self._state, buffer.ptr, buffer.length)
        if rc != 0:
            check(rc, "broadcast receiver")
        self._type = ffi.new("int32_t *")
        self._offset = ffi.new("int32_t *")
        self._length = ffi.new("int32_t *")

    @property
    def lapped_count(self) -> int:
        return int(self._state.lapped_count)

    def receive_next(self) -> bool:
        """Move to the next record; True when one is available (read it with type_id/offset/length)."""
        rc = lib.aeronkit_bc_receive_next(self._state, self.buffer.ptr, self.buffer.length)
        if rc < 0:
            check(rc, "broadcast receive_next")
        if rc == 1:
            rc = lib.aeronkit_bc_receiver_record(
                self._state, self.buffer.ptr, self.buffer.length, self._type, self._offset, self._length)
            if rc < 0:
                check(rc, "broadcast receive_next")
            return True
        return False

    @property
    def type_id(self) -> int:
        return int(self._type[0])

    @property
    def offset(self) -> int:
        return int(self._offset[0])

    @property
    def length(self) -> int:
        return int(self._length[0])

    def validate(self) -> bool:
        """True while the current record has not been overwritten by a lapping transmitter."""
        rc = lib.aeronkit_bc_validate(self._state, self.buffer.ptr, self.buffer.length)
        if rc < 0:
            check(rc, "broadcast validate")
        return rc == 1


class CopyBroadcastReceiver:
    """Copies messages into a scratch buffer in batches and validates each copy before handing it over."""

    def __init__(self, receiver: BroadcastReceiver, scratch_length: int = SCRATCH_BUFFER_LENGTH,
                 batch_size: int = 64) -> None:
        self.receiver = receiver
        self._scratch = bytearray(scratch_length)
        self._scratch_ptr = ffi.from_buffer("uint8_t[]", self._scratch)
        self._scratch_view = memoryview(self._scratch)
        self._batch_size = max(1, batch_size)
        self._types = ffi.new("int32_t[]", self._batch_size)
        self._offsets = ffi.new("int32_t[]", self._batch_size)
        self._lengths = ffi.new("int32_t[]", self._batch_size)
        self._lapped = ffi.new("int32_t *")

    def receive(self, handler: MessageHandler, limit: int = 1) -> int:
        """Deliver up to `limit` messages; raises LappedError (after delivering good ones) when lapped."""
        rcv = self.receiver
        count = lib.aeronkit_bc_copy_receive_batch(
            rcv._state, rcv.buffer.ptr, rcv.buffer.length, self._scratch_ptr, len(self._scratch),
            min(max(limit, 0), self._batch_size), self._types, self._offsets, self._lengths, self._lapped)
        if count < 0:
            check(count, "broadcast receive")
        for i in range(count):
            handler(int(self._types[i]), self._scratch_view, int(self._offsets[i]), int(self._lengths[i]))
        if self._lapped[0]:
            raise LappedError("unable to keep up with broadcast")
        return int(count)
