"""An Image: one publisher session's stream as seen by one subscription.

Reading follows aeron-client/src/main/java/io/aeron/Image.java at 1.51.0: the subscriber position is a
counter in cnc.dat that this client owns and release-stores after each poll; a poll reads committed
frames from that position to at most the end of the current term, steps over padding, and hands each
fragment to the handler. The C term reader describes many fragments per call (aeronkit.logbuffer), so
Python only runs the handler. Because IPC publications clean the log right behind the subscriber
position, the position moves only after the handler has seen the bytes.

If a handler raises, the position is committed past the fragment that raised and the exception
propagates (Aeron hands it to the error handler and carries on; in Python the caller decides).
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

from aeronkit.client.batch import Batch
from aeronkit.client.counter import CounterValue
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.errors import ClosedError
from aeronkit.logbuffer import LogBuffers, TermReader, TermScanner
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.header import DATA_OFFSET, SESSION_ID_FIELD_OFFSET, TERM_ID_FIELD_OFFSET

FragmentHandler = Callable[[memoryview, int, int, Header], Any]
ControlledFragmentHandler = Callable[[memoryview, int, int, Header], ControlledPollAction]
BlockHandler = Callable[[memoryview, int, int, int, int], Any]

DEFAULT_MAX_BATCH_FRAGMENTS = 4096
_I32 = struct.Struct("<i")


def _frame_end(term_offset: int, length: int) -> int:
    return (term_offset + length + DATA_OFFSET + 31) & ~31


class Image:
    """Owned by one Subscription; poll it from one thread at a time."""

    def __init__(self, correlation_id: int, session_id: int, stream_id: int,
                 subscription_registration_id: int, source_identity: str, logs: LogBuffers,
                 subscriber_position: CounterValue,
                 max_batch_fragments: int = DEFAULT_MAX_BATCH_FRAGMENTS) -> None:
        self.correlation_id = correlation_id
        self.session_id = session_id
        self.stream_id = stream_id
        self.subscription_registration_id = subscription_registration_id
        self.source_identity = source_identity
        self.logs = logs
        self.term_buffer_length = logs.term_length
        self.initial_term_id = logs.initial_term_id
        self.mtu_length = logs.mtu_length
        self.position_bits_to_shift = logs.position_bits_to_shift
        self._term_mask = logs.term_length - 1
        self._subscriber_position = subscriber_position
        self._position = subscriber_position.get()
        self.join_position = self._position
        self._reader = TermReader(logs, max_batch_fragments)
        self._scanner = TermScanner(logs)
        self._header = Header(logs.initial_term_id, logs.position_bits_to_shift)
        self._batch: Batch | None = None
        self._closed = False
        self.final_position = self._position
        # Set by the conductor that made this image: sends REJECT_IMAGE and waits for the answer.
        self._rejector: Callable[[int, int, str], None] | None = None

    # -- state ------------------------------------------------------------------------------------------

    @property
    def is_closed(self) -> bool:
        return self._closed

    @property
    def position(self) -> int:
        """The subscriber position: everything before it has been consumed."""
        return self.final_position if self._closed else self._position

    @property
    def subscriber_position_id(self) -> int:
        return self._subscriber_position.counter_id

    @property
    def is_end_of_stream(self) -> bool:
        """True once the publisher closed and this image has consumed everything up to its end."""
        if self._closed:
            return self.final_position >= self._end_of_stream_position_or_max()
        return self._position >= self.logs.end_of_stream_position

    def _end_of_stream_position_or_max(self) -> int:
        try:
            return self.logs.end_of_stream_position
        except ClosedError:
            return 2**63 - 1

    @property
    def end_of_stream_position(self) -> int:
        return self.logs.end_of_stream_position

    @property
    def active_transport_count(self) -> int:
        return self.logs.active_transport_count

    def _commit(self, position: int) -> None:
        if position != self._position:
            self._position = position
            self._subscriber_position.set_release(position)

    def _settle(self) -> bool:
        """Commit an outstanding batch; False if the image is closed."""
        if self._batch is not None:
            self._batch.release()
        return not self._closed

    # -- polls ------------------------------------------------------------------------------------------

    def poll(self, handler: FragmentHandler, fragment_limit: int) -> int:
        """Deliver up to ``fragment_limit`` fragments to ``handler(buffer, offset, length, header)``."""
        if not self._settle() or fragment_limit <= 0:
            return 0
        reader = self._reader
        position = self._position
        count = reader.read(position, fragment_limit)
        term = reader.term()
        fragments = reader.fragments
        header = self._header
        done = 0
        try:
            for i in range(count):
                f = fragments[i]  # one cdata view per fragment, not one per field read
                frame_offset = f.term_offset
                header.wrap(term, frame_offset)
                done = i + 1
                handler(term, frame_offset + DATA_OFFSET, f.length, header)
        finally:
            if done == count:
                self._commit(reader.next_position)
            else:
                f = fragments[done - 1]
                self._commit(position - (position & self._term_mask) + _frame_end(f.term_offset, f.length))
        return count

    def controlled_poll(self, handler: ControlledFragmentHandler, fragment_limit: int) -> int:
        """Like poll, but the handler steers with ABORT, BREAK, COMMIT or CONTINUE."""
        if not self._settle() or fragment_limit <= 0:
            return 0
        reader = self._reader
        initial = self._position
        term_begin = initial - (initial & self._term_mask)
        count = reader.read(initial, fragment_limit)
        term = reader.term()
        fragments = reader.fragments
        header = self._header
        position = initial
        read = 0
        completed = True
        try:
            for i in range(count):
                f = fragments[i]
                frame_offset = f.term_offset
                header.wrap(term, frame_offset)
                end = term_begin + _frame_end(frame_offset, f.length)
                action = handler(term, frame_offset + DATA_OFFSET, f.length, header)
                if action == ControlledPollAction.ABORT:
                    completed = False
                    break
                read += 1
                position = end
                if action == ControlledPollAction.BREAK:
                    completed = False
                    break
                if action == ControlledPollAction.COMMIT:
                    self._commit(position)
            if completed:
                position = reader.next_position
        except BaseException:
            f = fragments[read]
            self._commit(term_begin + _frame_end(f.term_offset, f.length))
            raise
        self._commit(position)
        return read

    def block_poll(self, handler: BlockHandler, block_length_limit: int) -> int:
        """Hand over whole frames as one block: ``handler(term, offset, length, session_id, term_id)``."""
        if not self._settle() or block_length_limit <= 0:
            return 0
        position = self._position
        offset = position & self._term_mask
        limit_offset = min(offset + block_length_limit, self.term_buffer_length)
        index = d.index_by_position(position, self.position_bits_to_shift)
        end = self._scanner.block_scan(index, offset, limit_offset)
        length = end - offset
        if length > 0:
            term = self.logs.term_buffer(index)
            session_id = _I32.unpack_from(term, offset + SESSION_ID_FIELD_OFFSET)[0]
            term_id = _I32.unpack_from(term, offset + TERM_ID_FIELD_OFFSET)[0]
            try:
                handler(term, offset, length, session_id, term_id)
            finally:
                self._commit(position + length)
        return length

    def poll_batch(self, max_fragments: int = DEFAULT_MAX_BATCH_FRAGMENTS) -> Batch:
        """Batch API: describe up to ``max_fragments`` fragments without calling Python per fragment.

        The returned Batch holds this image's position until it is released (see aeronkit.client.batch).
        """
        if not self._settle() or max_fragments <= 0:
            return Batch.empty()
        reader = self._reader
        position = self._position
        count = reader.read(position, max_fragments)
        next_position = reader.next_position
        if count == 0:
            self._commit(next_position)  # step over padding
            return Batch.empty()
        batch = Batch(self, reader.term(), reader.fragments, count, position, next_position)
        self._batch = batch
        return batch

    def _release_batch(self, batch: Batch) -> None:
        if self._batch is batch:
            self._batch = None
            if not self._closed:
                self._commit(batch.next_position)

    def reject(self, reason: str) -> None:
        """Ask the driver to reject this image (Aeron 1.51.0 REJECT_IMAGE) at its current position and
        wait for the answer: the driver ends the image (a network sender is told ``reason``; an IPC
        publication is rejected in place). RegistrationError if the driver does not know the image."""
        if self._closed:
            raise ClosedError(f"image {self.correlation_id} is closed")
        if self._rejector is None:
            raise ClosedError(f"image {self.correlation_id} does not belong to a client")
        self._rejector(self.correlation_id, self.position, reason)

    # -- lifecycle --------------------------------------------------------------------------------------

    def _internal_close(self) -> None:
        """Called by the conductor when the driver says the image is gone; the log unmaps after a linger."""
        if not self._closed:
            self.final_position = self._position
            self._closed = True

    def _unmap(self) -> None:
        self.logs.close()

    def __repr__(self) -> str:
        return (f"Image(correlation_id={self.correlation_id}, session_id={self.session_id}, "
                f"stream_id={self.stream_id}, source={self.source_identity!r}, position={self.position})")
