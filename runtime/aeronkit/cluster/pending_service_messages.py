"""Messages a clustered service sends into the cluster (``Cluster.offer``), until they are committed.

Every member's services run the same logic, so every member's consensus module receives the same service
messages in the same order. Each member gives them the same ids, from a per-service sequence in the
service's own id range: ``(service_id << 56) | Long.MIN_VALUE`` plus 1, 2, 3, ... (the top byte names the
service, the sign bit keeps them apart from client session ids). Only the leader appends them to the log
(at most 20 per poll); it remembers where each went and drops it once the commit position passes.
Followers drop theirs when the log shows the same id arriving. After a failover the new leader appends
what is still pending, so no message is lost or doubled.

Aeron keeps the pending messages in an Agrona ``ExpandableRingBuffer``, and the consensus module snapshot
records that buffer's ``size()`` (aeron-cluster/src/main/java/io/aeron/cluster/
PendingServiceMessageTracker.java at 1.51.0, agrona ExpandableRingBuffer). ``RingBuffer`` below keeps the
same layout (8-byte record headers, 8-byte alignment, padding at the wrap, power-of-two growth) so the
snapshot carries the number Java would write. Each stored message is a whole log entry: the 8-byte SBE
header, the SessionMessageHeader (leadership term, cluster session id, timestamp) and the payload. The
timestamp field holds ``Long.MAX_VALUE`` until the leader appends the message, then the log position
after it, which is how the sweep knows it is committed.
"""

from __future__ import annotations

import struct
from collections.abc import Callable

from aeronkit.cluster.protocol import SESSION_HEADER_LENGTH, service_id_from_log_message, service_session_id
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import LONG_MAX, LONG_MIN, NULL_VALUE
from aeronkit.errors import AeronError

SERVICE_MESSAGE_LIMIT = 20
"""PendingServiceMessageTracker.SERVICE_MESSAGE_LIMIT: messages appended per poll."""

_I64 = struct.Struct("<q")
_HEADER = struct.Struct("<ii")  # record length (header included), type
_TYPE_PADDING = 0
_TYPE_DATA = 1
_ALIGNMENT = 8
_RECORD_HEADER_LENGTH = 8
_MAX_CAPACITY = 1 << 30
_HEADER_OFFSET = codecs.HEADER_LENGTH
_CLUSTER_SESSION_ID_OFFSET = _HEADER_OFFSET + 8
_TIMESTAMP_OFFSET = _HEADER_OFFSET + 16

MessageConsumer = Callable[[bytearray, int, int, int], bool]
"""``(buffer, offset, length, head_offset) -> keep_going``; head_offset is where this record ends, counted
from the head."""


class ServiceMessageError(AeronError):
    """A pending-message buffer overflowed, or a snapshot's pending messages are not in sequence."""


def _align(value: int) -> int:
    return (value + _ALIGNMENT - 1) & -_ALIGNMENT


def _next_power_of_two(value: int) -> int:
    return 1 if value <= 1 else 1 << (value - 1).bit_length()


class RingBuffer:
    """Agrona's ExpandableRingBuffer: FIFO records in a growable power-of-two byte ring."""

    def __init__(self) -> None:
        self._capacity = 0
        self._mask = 0
        self._head = 0
        self._tail = 0
        self._buffer = bytearray()

    @property
    def capacity(self) -> int:
        return self._capacity

    def size(self) -> int:
        """Bytes in use, padding and record headers included."""
        return self._tail - self._head

    def is_empty(self) -> bool:
        return self._head == self._tail

    def reset(self, required_capacity: int) -> None:
        """Empty the ring and size it for ``required_capacity`` bytes (rounded up to a power of two)."""
        if required_capacity < 0:
            raise ServiceMessageError(f"required capacity < 0 : {required_capacity}")
        capacity = _next_power_of_two(required_capacity)  # Agrona rounds 0 up to 1 as well
        if capacity > _MAX_CAPACITY:
            raise ServiceMessageError(f"requiredCapacity={required_capacity} > maxCapacity={_MAX_CAPACITY}")
        if capacity != self._capacity:
            self._capacity = capacity
            self._mask = capacity - 1
            self._buffer = bytearray(capacity)
        self._head = self._tail = 0

    def append(self, message: bytes | bytearray | memoryview) -> bool:
        length = len(message)
        aligned = _align(_RECORD_HEADER_LENGTH + length)
        head_offset = self._head & self._mask
        tail_offset = self._tail & self._mask
        remaining = self._capacity - (self._tail - self._head)
        if aligned > remaining:
            self._resize(aligned)
        elif tail_offset >= head_offset:
            to_end = self._capacity - tail_offset
            if to_end < aligned <= remaining - to_end:
                _HEADER.pack_into(self._buffer, tail_offset, to_end, _TYPE_PADDING)
                self._tail += to_end
            elif aligned > to_end:
                self._resize(aligned)
        if aligned > self._capacity - (self._tail - self._head):
            return False
        offset = self._tail & self._mask
        _HEADER.pack_into(self._buffer, offset, _RECORD_HEADER_LENGTH + length, _TYPE_DATA)
        self._buffer[offset + _RECORD_HEADER_LENGTH : offset + _RECORD_HEADER_LENGTH + length] = message
        self._tail += aligned
        return True

    def _resize(self, message_length: int) -> None:
        capacity = _next_power_of_two(self._capacity + message_length)
        if capacity < self._capacity or capacity > _MAX_CAPACITY:
            return
        used = self._tail - self._head
        head_offset = self._head & self._mask if self._capacity else 0
        first = min(used, self._capacity - head_offset)
        grown = bytearray(capacity)
        grown[0:first] = self._buffer[head_offset : head_offset + first]
        if first < used:
            grown[first:used] = self._buffer[0 : used - first]
        self._buffer, self._capacity, self._mask = grown, capacity, capacity - 1
        self._head, self._tail = 0, used

    def for_each(self, consumer: MessageConsumer, limit: int, head_offset: int = 0) -> int:
        """Visit up to ``limit`` records from ``head_offset`` on without consuming; returns bytes passed."""
        if head_offset < 0 or head_offset > self.size() or head_offset % _ALIGNMENT:
            raise ServiceMessageError(f"size={self.size()} : headOffset={head_offset}")
        start = self._head + head_offset
        position = start
        count = 0
        while count < limit and position < self._tail:
            offset = position & self._mask
            length, record_type = _HEADER.unpack_from(self._buffer, offset)
            position += _align(length)
            if record_type != _TYPE_PADDING:
                if not consumer(
                    self._buffer,
                    offset + _RECORD_HEADER_LENGTH,
                    length - _RECORD_HEADER_LENGTH,
                    position - self._head,
                ):
                    break
                count += 1
        return position - start

    def consume(self, consumer: MessageConsumer, limit: int) -> int:
        """Remove records from the head while ``consumer`` accepts them; returns bytes removed."""
        position = self._head
        count = 0
        try:
            while count < limit and position < self._tail:
                offset = position & self._mask
                length, record_type = _HEADER.unpack_from(self._buffer, offset)
                aligned = _align(length)
                position += aligned
                if record_type != _TYPE_PADDING:
                    if not consumer(
                        self._buffer,
                        offset + _RECORD_HEADER_LENGTH,
                        length - _RECORD_HEADER_LENGTH,
                        position - self._head,
                    ):
                        position -= aligned
                        break
                    count += 1
        finally:
            removed = position - self._head
            self._head = position
        return removed


Appender = Callable[[int, int, memoryview], int]
"""``append(leadership_term_id, cluster_session_id, payload) -> position`` (LogPublisher.append_message);
the timestamp is the appender's cluster time."""


class PendingServiceMessageTracker:
    """One service's messages, numbered on every member, appended to the log by the leader."""

    def __init__(self, service_id: int, commit_position: Callable[[], int]) -> None:
        self.service_id = service_id
        self._commit_position = commit_position
        self.log_service_session_id = service_session_id(service_id, LONG_MIN)
        self.next_service_session_id = self.log_service_session_id + 1
        self.leadership_term_id = NULL_VALUE
        self.pending_messages = RingBuffer()
        self._head_offset = 0
        self._uncommitted = 0
        self._appender: Appender | None = None

    def size(self) -> int:
        return self.pending_messages.size()

    def enqueue_message(self, entry: bytes | bytearray | memoryview) -> None:
        """A service's message (``entry`` is the whole log entry: SBE header, SessionMessageHeader whose
        cluster session id is the service id, payload) gets the next id; ids already in the log (a follower
        that saw the leader's copy first) are not kept."""
        cluster_session_id = self.next_service_session_id
        self.next_service_session_id += 1
        if cluster_session_id > self.log_service_session_id:
            record = bytearray(entry)
            _I64.pack_into(record, _CLUSTER_SESSION_ID_OFFSET, cluster_session_id)
            _I64.pack_into(record, _TIMESTAMP_OFFSET, LONG_MAX)
            if not self.pending_messages.append(record):
                raise ServiceMessageError(
                    f"pending service message buffer at capacity={self.size()} "
                    f"for serviceId={self.service_id}"
                )

    def poll(self, appender: Appender) -> int:
        """Leader: append up to 20 not-yet-appended messages; returns how many went into the log."""
        self._appender = appender
        before = self._uncommitted
        self.pending_messages.for_each(self._append_one, SERVICE_MESSAGE_LIMIT, self._head_offset)
        return self._uncommitted - before

    def _append_one(self, buffer: bytearray, offset: int, length: int, head_offset: int) -> bool:
        assert self._appender is not None
        cluster_session_id = _I64.unpack_from(buffer, offset + _CLUSTER_SESSION_ID_OFFSET)[0]
        payload = memoryview(buffer)[offset + SESSION_HEADER_LENGTH : offset + length]
        try:
            position = self._appender(self.leadership_term_id, cluster_session_id, payload)
        finally:
            payload.release()
        if position > 0:
            self._uncommitted += 1
            self._head_offset = head_offset
            _I64.pack_into(buffer, offset + _TIMESTAMP_OFFSET, position)
            return True
        return False

    def sweep_leader_messages(self) -> None:
        """Leader: drop appended messages the commit position has passed."""
        if self._uncommitted > 0:
            self._head_offset -= self.pending_messages.consume(self._committed, 2**31 - 1)
            self._head_offset = max(self._head_offset, 0)

    def _committed(self, buffer: bytearray, offset: int, length: int, head_offset: int) -> bool:
        appended_at = _I64.unpack_from(buffer, offset + _TIMESTAMP_OFFSET)[0]
        if self._commit_position() >= appended_at:
            self.log_service_session_id = _I64.unpack_from(buffer, offset + _CLUSTER_SESSION_ID_OFFSET)[0]
            self._uncommitted -= 1
            return True
        return False

    def sweep_follower_messages(self, cluster_session_id: int) -> None:
        """Follower (or replay): the log carries ``cluster_session_id``; drop it and everything before."""
        self.log_service_session_id = cluster_session_id
        self.pending_messages.consume(self._in_log, 2**31 - 1)

    def _in_log(self, buffer: bytearray, offset: int, length: int, head_offset: int) -> bool:
        return bool(
            _I64.unpack_from(buffer, offset + _CLUSTER_SESSION_ID_OFFSET)[0] <= self.log_service_session_id
        )

    def restore_uncommitted_messages(self) -> None:
        """Leadership lost: committed ones go, the rest are marked not-yet-appended for the next leader."""
        if self._uncommitted > 0:
            self.pending_messages.consume(self._committed, 2**31 - 1)
            self.reset()
            self._uncommitted = 0
            self._head_offset = 0

    def reset(self) -> None:
        """Mark every message not-yet-appended (after a snapshot load, or a lost leadership)."""
        self.pending_messages.for_each(_reset_timestamp, 2**31 - 1)

    def load_state(self, next_service_session_id: int, log_service_session_id: int, capacity: int) -> None:
        self.next_service_session_id = next_service_session_id
        self.log_service_session_id = log_service_session_id
        self.pending_messages.reset(capacity)

    def append_loaded_message(self, entry: bytes | bytearray | memoryview) -> None:
        """A pending message from a snapshot, kept verbatim."""
        self.pending_messages.append(entry)

    def verify(self) -> None:
        """After a snapshot load: ids must run logServiceSessionId+1, +2, ... and end at next - 1."""
        count = 0

        def check(buffer: bytearray, offset: int, length: int, head_offset: int) -> bool:
            nonlocal count
            count += 1
            cluster_session_id = _I64.unpack_from(buffer, offset + _CLUSTER_SESSION_ID_OFFSET)[0]
            if cluster_session_id != self.log_service_session_id + count:
                raise ServiceMessageError(
                    f"snapshot has incorrect pending message: serviceId={self.service_id} "
                    f"nextServiceSessionId={self.next_service_session_id} "
                    f"logServiceSessionId={self.log_service_session_id} "
                    f"clusterSessionId={cluster_session_id} "
                    f"pendingMessageIndex={count}"
                )
            return True

        self.pending_messages.for_each(check, 2**31 - 1)
        if self.next_service_session_id != self.log_service_session_id + count + 1:
            raise ServiceMessageError(
                f"snapshot has incorrect pending message state: serviceId={self.service_id} "
                f"nextServiceSessionId={self.next_service_session_id} "
                f"logServiceSessionId={self.log_service_session_id} pendingMessageCount={count}"
            )

    def messages(self) -> list[bytes]:
        """Every pending message as stored (the snapshot writes them verbatim)."""
        out: list[bytes] = []

        def collect(buffer: bytearray, offset: int, length: int, head_offset: int) -> bool:
            out.append(bytes(buffer[offset : offset + length]))
            return True

        self.pending_messages.for_each(collect, 2**31 - 1)
        return out


def _reset_timestamp(buffer: bytearray, offset: int, length: int, head_offset: int) -> bool:
    if _I64.unpack_from(buffer, offset + _TIMESTAMP_OFFSET)[0] < LONG_MAX:
        _I64.pack_into(buffer, offset + _TIMESTAMP_OFFSET, LONG_MAX)
        return True
    return False


def route_loaded_message(trackers: list[PendingServiceMessageTracker], cluster_session_id: int) -> int:
    """Which tracker a pending message from a snapshot belongs to (its id's top byte)."""
    service_id = service_id_from_log_message(cluster_session_id)
    if service_id >= len(trackers):
        raise ServiceMessageError(
            f"pending message clusterSessionId={cluster_session_id} names serviceId={service_id} "
            f"of {len(trackers)} services"
        )
    return service_id
