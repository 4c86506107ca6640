"""Publications: offer messages into a log buffer the media driver created and shares with subscribers.

``Publication`` is Aeron's ConcurrentPublication (any thread or process sharing the session may append)
and ``ExclusivePublication`` its single-writer variant (aeron-client/src/main/java/io/aeron/
{Publication,ConcurrentPublication,ExclusivePublication}.java at 1.51.0). The appending itself is C in
aeronkit.logbuffer; this layer adds the publisher-limit counter the driver moves, the closed state and
the batch API. ``offer(buffer)`` itself is one C call (aeronkit._hotpath.PublicationCore, the base class:
publisher limit, append and result without converting arguments through cffi); any other form of offer,
and every error, goes through ``_offer_slow`` below, which is the full definition. Results are Aeron's: a
new position (> 0) or NOT_CONNECTED, BACK_PRESSURED, ADMIN_ACTION, CLOSED, MAX_POSITION_EXCEEDED.

Closing: a publication closed by the user raises ClosedError on further use (misuse is an exception);
one closed underneath the user (the Aeron client closed, the driver timed out) returns CLOSED from
``offer`` like Aeron, so a hot loop sees a value, not an exception.
"""

from __future__ import annotations

import array
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from aeronkit._hotpath import PublicationCore
from aeronkit._native import ffi
from aeronkit.client import channel_status as cs
from aeronkit.client.counter import CounterValue
from aeronkit.errors import ClosedError
from aeronkit.logbuffer import ExclusiveTermAppender, LogBuffers, TermAppender
from aeronkit.logbuffer.descriptor import FRAME_ALIGNMENT, PARTITION_COUNT, align
from aeronkit.logbuffer.header import BEGIN_FLAG, END_FLAG, HEADER_LENGTH, UNFRAGMENTED
from aeronkit.logbuffer.results import (
    ADMIN_ACTION,
    BACK_PRESSURED,
    CLOSED,
    MAX_POSITION_EXCEEDED,
    NOT_CONNECTED,
)
from aeronkit.logbuffer.term_appender import NO_LIMIT, BufferClaim

if TYPE_CHECKING:
    from aeronkit.client.client_conductor import ClientConductor

__all__ = [
    "ADMIN_ACTION",
    "BACK_PRESSURED",
    "CLOSED",
    "MAX_POSITION_EXCEEDED",
    "NOT_CONNECTED",
    "BufferClaim",
    "ExclusivePublication",
    "Publication",
    "ReservedValueSupplier",
]

Buffer = bytes | bytearray | memoryview
ReservedValueSupplier = Callable[[memoryview, int, int], int]
"""Aeron's ReservedValueSupplier: ``supplier(term_buffer, term_offset, frame_length)`` is called once per
frame, after the frame's header and payload are in the term and before its length is committed, and
returns the int64 to store in the frame's reserved value field (e.g. a checksum of the frame)."""


class Publication(PublicationCore):
    """A concurrent publication: safe to share between threads of this process and with other clients."""

    _appender: TermAppender | ExclusiveTermAppender

    def __init__(self, conductor: ClientConductor, channel: str, stream_id: int, session_id: int,
                 registration_id: int, original_registration_id: int, logs: LogBuffers,
                 position_limit: CounterValue, channel_status_id: int) -> None:
        self._conductor = conductor
        self.channel = channel
        self.stream_id = stream_id
        self.session_id = session_id
        self.registration_id = registration_id
        self.original_registration_id = original_registration_id
        self.channel_status_id = channel_status_id
        self.logs = logs
        self._limit = position_limit
        self.initial_term_id = logs.initial_term_id
        self.term_buffer_length = logs.term_length
        self.max_payload_length = logs.max_payload_length
        self.max_message_length = logs.max_message_length
        self.max_possible_position = logs.max_possible_position
        self.position_bits_to_shift = logs.position_bits_to_shift
        self._closed = False
        self._closed_by_user = False
        self._revoke_on_close = False
        self._appender = self._new_appender(logs)
        terms = tuple(logs.term_buffer(i) for i in range(PARTITION_COUNT))
        self._bind(logs, ffi.buffer(logs.cbuffer), terms, position_limit.values.view, position_limit.offset,
                   self._appender_state())

    def _appender_state(self) -> Any:
        """The appender state the C offer shares with the Python appender (None: a concurrent append keeps
        its state in the log)."""
        return None

    def _new_appender(self, logs: LogBuffers) -> TermAppender | ExclusiveTermAppender:
        return TermAppender(logs)

    # -- state ------------------------------------------------------------------------------------------

    @property
    def is_closed(self) -> bool:
        return self._closed

    @property
    def is_connected(self) -> bool:
        """True while at least one subscriber is connected (the driver's is-connected flag in the log)."""
        return not self._closed and self.logs.is_connected

    def _usable(self) -> bool:
        """False when closed underneath the user; raises ClosedError when the user closed it."""
        if self._closed:
            if self._closed_by_user:
                raise ClosedError(f"publication {self.registration_id} on {self.channel} is closed")
            return False
        return True

    @property
    def position(self) -> int:
        """Position the next message will be appended at (the producer position)."""
        if not self._usable():
            return CLOSED
        return self.logs.tail_position()

    @property
    def position_limit(self) -> int:
        """The publisher-limit counter: appends start only below it; the driver moves it."""
        if not self._usable():
            return CLOSED
        return self._limit.get()

    # -- offers -----------------------------------------------------------------------------------------

    def _offer_slow(self, buffer: Buffer, offset: int = 0, length: int | None = None,
                    reserved_value_supplier: ReservedValueSupplier | None = None) -> int:
        """``offer(buffer, offset=0, length=None, reserved_value_supplier=None)``: append
        ``buffer[offset:offset + length]`` as one message; position or an Aeron code. The C ``offer`` runs
        the plain ``offer(buffer)`` of an open publication itself and hands every other call here."""
        if self._closed and not self._usable():
            return CLOSED
        if offset != 0 or length is not None:
            size = memoryview(buffer).nbytes
            end = size if length is None else offset + length
            if offset < 0 or end < offset or end > size:
                raise IndexError(f"offset={offset} length={length} outside a buffer of {size} bytes")
            buffer = memoryview(buffer).cast("B")[offset:end]
        if reserved_value_supplier is not None:
            return self._offer_supplied(memoryview(buffer).cast("B"), reserved_value_supplier)
        return self._appender.offer(buffer, self._limit.get())

    def offer_vectors(self, buffers: Sequence[Buffer],
                      reserved_value_supplier: ReservedValueSupplier | None = None) -> int:
        """Append the concatenation of ``buffers`` as one message without joining them in Python."""
        if self._closed and not self._usable():
            return CLOSED
        if reserved_value_supplier is not None:
            joined = b"".join(memoryview(b).cast("B") for b in buffers)
            return self._offer_supplied(memoryview(joined), reserved_value_supplier)
        return self._appender.offer_vectors(buffers, self._limit.get())

    # -- reserved value supplier: frame by frame, as Aeron's appenders call it --------------------------

    def _offer_supplied(self, message: memoryview, supplier: ReservedValueSupplier) -> int:
        """Claim each frame, fill it, ask ``supplier`` about the finished frame, store the value, commit.

        A single-frame message is exactly Aeron's path on either publication kind. A fragmented message
        needs all its frames reserved together so no other writer interleaves: an exclusive publication
        (one writer) claims them one after another once the whole message fits in the term; a concurrent
        publication, whose frames are reserved in one atomic step in native code, cannot call back per
        frame, so that combination is refused.
        """
        length = len(message)
        if length > self.max_message_length:
            raise ValueError(f"message exceeds max_message_length of {self.max_message_length}, "
                             f"length={length}")
        limit = self._limit.get()
        if length <= self.max_payload_length:
            return self._append_frame(message, UNFRAGMENTED, supplier, limit)
        return self._offer_fragmented_supplied(message, supplier, limit)

    def _offer_fragmented_supplied(self, message: memoryview, supplier: ReservedValueSupplier,
                                   limit: int) -> int:
        raise ValueError(
            f"a reserved_value_supplier with a message longer than max_payload_length "
            f"({len(message)} > {self.max_payload_length}) needs an ExclusivePublication: a concurrent "
            "publication reserves a fragmented message in one atomic step")

    def _append_frame(self, payload: memoryview, flags: int, supplier: ReservedValueSupplier,
                      limit: int) -> int:
        claim = BufferClaim()
        result = self._appender.try_claim(len(payload), claim, limit)
        if result <= 0:
            return result
        try:
            frame = claim._frame()
            frame[HEADER_LENGTH:HEADER_LENGTH + len(payload)] = payload
            if flags != UNFRAGMENTED:
                claim.flags = flags
            native = claim._claim
            term = self.logs.term_buffer(native.partition_index)
            claim.reserved_value = int(supplier(term, int(native.term_offset), int(native.frame_length)))
        except BaseException:
            claim.abort()
            raise
        claim.commit()
        return result

    def _try_claim_slow(self, length: int, buffer_claim: BufferClaim) -> int:
        """``try_claim(length, buffer_claim)``: reserve a frame of ``length`` payload bytes (<=
        max_payload_length) to fill in place. The C ``try_claim`` does it for an open publication and hands
        every other call here."""
        if self._closed and not self._usable():
            return CLOSED
        if length > self.max_payload_length:
            raise ValueError(
                f"claim exceeds max_payload_length of {self.max_payload_length}, length={length}")
        return self._appender.try_claim(length, buffer_claim, self._limit.get())

    def offer_batch(self, buffer: Buffer, offsets: Sequence[int] | array.array[int] | Any,
                    lengths: Sequence[int] | array.array[int] | Any,
                    reserved_values: Sequence[int] | None = None) -> tuple[int, int]:
        """Batch API: append messages ``buffer[offsets[i]:offsets[i] + lengths[i]]`` in one native call.

        Returns ``(count, result)``: how many messages (a prefix) were appended and the position after
        them; when count is 0, result is the Aeron code that stopped the first one (BACK_PRESSURED,
        ADMIN_ACTION after a term rotation, ...). Offer the rest again. ``offsets``/``lengths`` are read
        without copying when they are int32 buffers (``array('i')``, numpy int32).
        """
        if self._closed and not self._usable():
            return 0, CLOSED
        return self._appender.offer_batch(buffer, offsets, lengths, self._limit.get(), reserved_values)

    # -- channel endpoint -------------------------------------------------------------------------------

    @property
    def channel_status(self) -> int:
        """ACTIVE (1), INITIALIZING (0), ERRORED (-1) or CLOSING (2); NO_ID_ALLOCATED (-1) once closed."""
        if self._closed:
            return cs.NO_ID_ALLOCATED
        return cs.channel_status(self._conductor.counters_reader, self.channel_status_id)

    @property
    def local_socket_addresses(self) -> list[str]:
        """Bound ``host:port`` of the publication's socket(s) (its control endpoint for MDC)."""
        return cs.local_socket_addresses(self._conductor.counters_reader, self.channel_status,
                                         self.channel_status_id)

    # -- destinations (manual multi-destination-cast: ``aeron:udp?control-mode=manual``) ----------------

    def _check_open(self) -> None:
        if self._closed:
            raise ClosedError(f"publication {self.registration_id} on {self.channel} is closed")

    def add_destination(self, endpoint_channel: str) -> int:
        """Add a destination (e.g. ``aeron:udp?endpoint=127.0.0.1:40123``) and wait for the driver.

        Returns the destination's registration id (for ``remove_destination_by_id``).
        """
        self._check_open()
        return self._conductor.add_destination(self.original_registration_id, endpoint_channel)

    def remove_destination(self, endpoint_channel: str) -> None:
        self._check_open()
        self._conductor.remove_destination(self.original_registration_id, endpoint_channel)

    def remove_destination_by_id(self, destination_registration_id: int) -> None:
        self._check_open()
        self._conductor.remove_destination_by_id(self.original_registration_id, destination_registration_id)

    def async_add_destination(self, endpoint_channel: str) -> int:
        """Send ADD_DESTINATION without waiting; the correlation id returned is the destination's
        registration id and ``aeron.is_command_active(id)`` says when the driver answered."""
        self._check_open()
        return self._conductor.async_add_destination(self.original_registration_id, endpoint_channel)

    def async_remove_destination(self, endpoint_channel: str) -> int:
        self._check_open()
        return self._conductor.async_remove_destination(self.original_registration_id, endpoint_channel)

    def async_remove_destination_by_id(self, destination_registration_id: int) -> int:
        self._check_open()
        return self._conductor.async_remove_destination_by_id(self.original_registration_id,
                                                              destination_registration_id)

    # -- lifecycle --------------------------------------------------------------------------------------

    def close(self) -> None:
        """Remove the publication from the driver and unmap its log; idempotent."""
        try:
            if not self._closed:
                self._conductor.release_publication(self)
        finally:
            self._closed_by_user = self._closed  # still open if the conductor refused (a reentrant call)

    def _internal_close(self) -> None:
        """Closed by the conductor: stop appending. The log is unmapped later, after a linger; the C offer
        lets go of the log and the counters now, so neither mapping is held open by it."""
        self._closed = True
        self._unbind()

    def __enter__(self) -> Publication:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(channel={self.channel!r}, stream_id={self.stream_id}, "
                f"session_id={self.session_id}, registration_id={self.registration_id})")


class ExclusivePublication(Publication):
    """A publication with one writer: no atomic add per append, and ``append_padding``. One thread only."""

    _appender: ExclusiveTermAppender

    def _new_appender(self, logs: LogBuffers) -> ExclusiveTermAppender:
        return ExclusiveTermAppender(logs)

    def _appender_state(self) -> Any:
        return self._appender.state_buffer

    @property
    def position(self) -> int:
        if not self._usable():
            return CLOSED
        return self._appender.position

    @property
    def term_id(self) -> int:
        return self._appender.term_id

    @property
    def term_offset(self) -> int:
        return self._appender.term_offset

    def _offer_fragmented_supplied(self, message: memoryview, supplier: ReservedValueSupplier,
                                   limit: int) -> int:
        """One writer: claim the fragments in turn once the whole message is known to fit in the term
        (else the native offer pads the term and answers ADMIN_ACTION, or reports back pressure)."""
        max_payload = self.max_payload_length
        sizes = [min(max_payload, len(message) - at) for at in range(0, len(message), max_payload)]
        required = sum(align(size + HEADER_LENGTH, FRAME_ALIGNMENT) for size in sizes)
        if self._appender.term_offset + required > self.term_buffer_length or self.position >= limit:
            return self._appender.offer(message, limit)
        result = 0
        at = 0
        last = len(sizes) - 1
        for index, size in enumerate(sizes):
            flags = (BEGIN_FLAG if index == 0 else 0) | (END_FLAG if index == last else 0)
            frame_limit = limit if index == 0 else NO_LIMIT
            result = self._append_frame(message[at:at + size], flags, supplier, frame_limit)
            if result <= 0:
                return result
            at += size
        return result

    def revoke_on_close(self) -> None:
        """Close with the REVOKE flag: the driver drops the stream at once instead of draining it
        (Aeron 1.51.0 ExclusivePublication.revokeOnClose)."""
        self._revoke_on_close = True

    def revoke(self) -> None:
        """Revoke and close now (ExclusivePublication.revoke)."""
        if not self._closed:
            self._revoke_on_close = True
        self.close()

    def append_padding(self, length: int) -> int:
        if self._closed and not self._usable():
            return CLOSED
        return self._appender.append_padding(length, self._limit.get())
