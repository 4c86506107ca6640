"""Preallocated batches for the native recvmmsg/sendmmsg calls: one Python call moves many datagrams.

A ``ReceiveBatch`` owns ``capacity`` fixed-size slots, their lengths and source addresses; a ``SendBatch``
owns offsets, lengths and destinations into a buffer the caller names at flush time (a term buffer, so the
sender sends straight out of the log as Aeron does). Nothing is allocated per datagram or per call.
The C side is native/aeronkit_udp.c; it bounds-checks every argument again.
"""

from __future__ import annotations

import ipaddress
import socket
from typing import Any

from aeronkit._native import ffi, lib
from aeronkit._native_check import check
from aeronkit.errors import BatchArgumentError

MAX_BATCH = 1024
MAX_DATAGRAM = 65504
TRUNCATED = -1
INVALID = -1

Address = tuple[str, int]
_ADDRESS_SIZE = ffi.sizeof("aeronkit_udp_address_t")
_POINTER_SIZE = ffi.sizeof("aeronkit_udp_image_t *")


def fill_address(slot: Any, address: Address) -> None:
    """Write (host, port) into an aeronkit_udp_address_t."""
    ip = ipaddress.ip_address(address[0])
    slot.family = socket.AF_INET6 if ip.version == 6 else socket.AF_INET
    slot.port = address[1]
    slot.scope_id = 0
    packed = ip.packed
    for i, b in enumerate(packed):
        slot.addr[i] = b


def read_address(slot: Any) -> Address:
    if slot.family == socket.AF_INET6:
        return (str(ipaddress.IPv6Address(bytes(slot.addr[0:16]))), int(slot.port))
    return (str(ipaddress.IPv4Address(bytes(slot.addr[0:4]))), int(slot.port))


class ReceiveBatch:
    """``capacity`` receive slots of ``slot_length`` bytes; filled by ``receive(fd)``."""

    def __init__(self, capacity: int = 64, slot_length: int = MAX_DATAGRAM) -> None:
        if not 1 <= capacity <= MAX_BATCH:
            raise BatchArgumentError(f"capacity={capacity} not in [1, {MAX_BATCH}]")
        if not 1 <= slot_length <= MAX_DATAGRAM + 1:
            raise BatchArgumentError(f"slot_length={slot_length} not in [1, {MAX_DATAGRAM + 1}]")
        self.capacity = capacity
        self.slot_length = slot_length
        self.buffer = bytearray(capacity * slot_length)
        self.view = memoryview(self.buffer)
        self._cbuf: Any = ffi.from_buffer("uint8_t[]", self.buffer)
        self.lengths: Any = ffi.new("int32_t[]", capacity)
        self.addresses: Any = ffi.new("aeronkit_udp_address_t[]", capacity)
        self.types: Any = ffi.new("int32_t[]", capacity)
        self._address_bytes = ffi.buffer(self.addresses)
        self._sources: dict[bytes, Address] = {}
        self.count = 0

    def receive(self, fd: int, max_count: int | None = None) -> int:
        """Receive up to max_count (default capacity) waiting datagrams; returns how many arrived."""
        limit = self.capacity if max_count is None else max_count
        rc = lib.aeronkit_udp_recv_batch(
            fd, self._cbuf, len(self.buffer), self.slot_length, self.lengths, self.addresses, limit)
        if rc < 0:
            self.count = 0
            check(rc, "recv_batch")
        self.count = rc
        return rc

    def classify(self) -> int:
        """Check the received datagrams in C and fill ``types`` (frame type, or INVALID); returns the
        number of valid ones. See aeronkit_udp_classify in native/aeronkit_udp.h for the rules."""
        rc = lib.aeronkit_udp_classify(self._cbuf, len(self.buffer), self.slot_length, self.lengths,
                                       self.count, self.types)
        if rc < 0:
            check(rc, "classify")
        return rc

    def receive_data(
        self, fd: int, images: Any, image_count: int, now_ns: int, pending: Any, result: Any
    ) -> int:
        """Receive, classify and insert known images' DATA/PAD in one native call (the receiver's hot path).

        ``images`` is an ``aeronkit_udp_image_t *[]`` holding ``image_count`` images' receive states; the
        indices of the valid datagrams left for Python land in ``pending`` (capacity entries) and the counts
        in ``result``. See aeronkit_udp_receive_data in native/aeronkit_udp.h.
        """
        self._check_table(images, image_count, pending)
        rc = lib.aeronkit_udp_receive_data(
            fd, self._cbuf, len(self.buffer), self.slot_length, self.lengths, self.addresses, self.types,
            self.capacity, images if image_count else ffi.NULL, image_count, now_ns, pending, result)
        if rc < 0:
            self.count = 0
            check(rc, "receive_data")
        self.count = rc
        return rc

    def dispatch(
        self,
        order: Any,
        order_count: int,
        images: Any,
        image_count: int,
        now_ns: int,
        pending: Any,
        result: Any,
    ) -> int:
        """The insert half of ``receive_data`` over datagrams already received and classified: slots
        ``order[0 .. order_count)`` in that order (an index may repeat). See aeronkit_udp_dispatch_data."""
        self._check_table(images, image_count, pending)
        if ffi.sizeof(order) < order_count * 4:
            raise BatchArgumentError(f"order_count={order_count} exceeds the order array")
        rc = lib.aeronkit_udp_dispatch_data(
            self._cbuf, len(self.buffer), self.slot_length, self.lengths, self.types, self.count, order,
            order_count, images if image_count else ffi.NULL, image_count, now_ns, pending, result)
        if rc < 0:
            check(rc, "dispatch_data")
        return rc

    def _check_table(self, images: Any, image_count: int, pending: Any) -> None:
        if not 0 <= image_count <= (ffi.sizeof(images) // _POINTER_SIZE if image_count else 0):
            raise BatchArgumentError(f"image_count={image_count} exceeds the image table")
        if ffi.sizeof(pending) < self.capacity * 4:
            raise BatchArgumentError("the pending index array is smaller than the batch")

    def put(self, datagram: bytes | memoryview, source: Address) -> int:
        """Copy a datagram into the next free slot and classify it there; returns its index.

        For datagrams that must outlive the batch they arrived in (a loss interceptor holds or duplicates
        them); ``clear`` empties the batch again."""
        index = self.count
        length = len(datagram)
        if index == self.capacity:
            raise BatchArgumentError(f"the batch is full ({self.capacity} datagrams)")
        if length > self.slot_length:
            raise BatchArgumentError(f"datagram length={length} exceeds the slot length {self.slot_length}")
        start = index * self.slot_length
        self.view[start:start + length] = datagram
        self.lengths[index] = length
        fill_address(self.addresses[index], source)
        slot = self._cbuf + start
        rc = lib.aeronkit_udp_classify(
            slot, self.slot_length, self.slot_length, self.lengths + index, 1, self.types + index)
        if rc < 0:
            check(rc, "classify")
        self.count = index + 1
        return index

    def clear(self) -> None:
        self.count = 0

    def length(self, index: int) -> int:
        """Datagram length, or TRUNCATED (-1) if it did not fit its slot."""
        return int(self.lengths[index])

    def datagram(self, index: int) -> memoryview:
        """Zero-copy view of datagram ``index`` (valid until the next ``receive``)."""
        if not 0 <= index < self.count:
            raise IndexError(f"datagram {index} not in [0, {self.count})")
        start = index * self.slot_length
        return self.view[start:start + max(self.length(index), 0)]

    def source(self, index: int) -> Address:
        """(host, port) the datagram came from; decoded once per distinct peer and then cached."""
        if not 0 <= index < self.count:
            raise IndexError(f"datagram {index} not in [0, {self.count})")
        raw = self._address_bytes[index * _ADDRESS_SIZE:(index + 1) * _ADDRESS_SIZE]
        source = self._sources.get(raw)
        if source is None:
            if len(self._sources) > 4096:
                self._sources.clear()
            source = self._sources[raw] = read_address(self.addresses[index])
        return source


class SendBatch:
    """Datagrams staged as (offset, length[, destination]) slices of one buffer, sent by ``flush``."""

    def __init__(self, capacity: int = 64) -> None:
        if not 1 <= capacity <= MAX_BATCH:
            raise BatchArgumentError(f"capacity={capacity} not in [1, {MAX_BATCH}]")
        self.capacity = capacity
        self.offsets: Any = ffi.new("int64_t[]", capacity)
        self.lengths: Any = ffi.new("int32_t[]", capacity)
        self.addresses: Any = ffi.new("aeronkit_udp_address_t[]", capacity)
        self.count = 0
        self._addressed = False
        self._address_cache: dict[Address, bytes] = {}

    def add(self, offset: int, length: int, destination: Address | None = None) -> bool:
        """Stage one datagram; False when the batch is full."""
        if self.count == self.capacity:
            return False
        if not 0 <= length <= MAX_DATAGRAM:
            raise BatchArgumentError(f"datagram length={length} not in [0, {MAX_DATAGRAM}]")
        i = self.count
        self.offsets[i] = offset
        self.lengths[i] = length
        if destination is not None:
            fill_address(self.addresses[i], destination)
            self._addressed = True
        elif self._addressed:
            raise BatchArgumentError("a batch either addresses every datagram or none")
        self.count += 1
        return True

    @property
    def addressed(self) -> bool:
        """True when every staged datagram carries its own destination."""
        return self._addressed

    def clear(self) -> None:
        self.count = 0
        self._addressed = False

    def flush(self, fd: int, buffer: Any) -> int:
        """Send the staged datagrams from ``buffer`` (bytes-like or cffi uint8_t[]); returns how many went.

        Fewer than staged means the socket buffer filled (EAGAIN); the unsent ones are kept at the front of
        the batch for the next flush.
        """
        if self.count == 0:
            return 0
        cbuf = buffer if isinstance(buffer, ffi.CData) else ffi.from_buffer("uint8_t[]", buffer)
        size = ffi.sizeof(cbuf)
        addresses = self.addresses if self._addressed else ffi.NULL
        rc = lib.aeronkit_udp_send_batch(fd, cbuf, size, self.offsets, self.lengths, addresses, self.count)
        if rc < 0:
            check(rc, "send_batch")
        if rc < self.count:
            remaining = self.count - rc
            ffi.memmove(self.offsets, self.offsets + rc, remaining * 8)
            ffi.memmove(self.lengths, self.lengths + rc, remaining * 4)
            if self._addressed:
                ffi.memmove(self.addresses, self.addresses + rc, remaining * _ADDRESS_SIZE)
            self.count = remaining
        else:
            self.clear()
        return rc
