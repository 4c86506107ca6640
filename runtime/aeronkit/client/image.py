"""An Image: one publisher session's stream as seen by one subscription.

Reading follows aeron-client/src/main/java/io/aeron/Image.java at 1.51.0: the subscriber position is a
counter in cnc.dat that this client owns and release-stores after each poll; a poll reads committed
frames from that position to at most the end of the current term, steps over padding, and hands each
fragment to the handler. The bounded forms (``bounded_poll``, ``bounded_controlled_poll``,
``controlled_peek``) also stop before the first frame that starts at or after a limit position, which
is how Aeron Cluster reads its log up to the commit position; ``poll`` is ``bounded_poll`` with no limit.
The poll loops themselves are C (aeronkit._hotpath.ImageCore, the base class, native/hotpath/
hotpath_image.c): one scan describes a batch of fragments, limit included, and each fragment costs one
call of the handler with the term's memoryview and the one reused Header, nothing else. Because IPC
publications clean the log right behind the subscriber position, the position moves only after the
handler has seen the bytes, and never once the image is closed.

If a handler raises, the position is committed past the fragment that raised and the exception
propagates (Aeron hands it to the error handler and carries on; in Python the caller decides). A handler
may call the client (add a publication, close a subscription): polls run outside the client's lock, as
in Aeron, unlike the image and counter handlers (see client_conductor).
"""

from __future__ import annotations

import os
import struct
from collections.abc import Callable
from typing import Any

from aeronkit._hotpath import ImageCore
from aeronkit._native import ffi
from aeronkit.client.batch import Batch
from aeronkit.client.counter import CounterValue
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.errors import ClosedError, LogBufferArgumentError
from aeronkit.logbuffer import LogBuffers, TermReader, TermScanner
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.header import DATA_OFFSET, END_FLAG, TERM_ID_FIELD_OFFSET
from aeronkit.logbuffer.term_appender import NO_LIMIT

FragmentHandler = Callable[[memoryview, int, int, Header], Any]
ControlledFragmentHandler = Callable[[memoryview, int, int, Header], ControlledPollAction]
BlockHandler = Callable[[memoryview, int, int, int, int], Any]
RawBlockHandler = Callable[[int, int, memoryview, int, int, int, int], Any]

DEFAULT_MAX_BATCH_FRAGMENTS = 4096
_I32 = struct.Struct("<i")
_ABORT, _BREAK = ControlledPollAction.ABORT, ControlledPollAction.BREAK


def _frame_end(term_offset: int, length: int) -> int:
    return (term_offset + length + DATA_OFFSET + 31) & ~31


class Image(ImageCore):
    """Owned by one Subscription; poll it from one thread at a time.

    From the C base: ``poll(handler, fragment_limit)``, ``bounded_poll(handler, limit_position,
    fragment_limit)``, ``controlled_poll(handler, fragment_limit)``, ``bounded_controlled_poll(handler,
    limit_position, fragment_limit)`` (each returns the fragments delivered or consumed; see the module
    docstring for the rules) and ``position``, the subscriber position.
    """

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
        self._bind(logs, ffi.buffer(logs.cbuffer), tuple(self._reader.terms), self._header,
                   subscriber_position.values.view, subscriber_position.offset, max_batch_fragments)
        self._log_fd = -1  # raw_poll's descriptor of the log file, opened on first use
        # Set by the conductor that made this image: sends REJECT_IMAGE and waits for the answer.
        self._rejector: Callable[[int, int, str], None] | None = None

    # -- state ------------------------------------------------------------------------------------------

    @property
    def is_closed(self) -> bool:
        return self._closed

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
            return NO_LIMIT

    @property
    def end_of_stream_position(self) -> int:
        return self.logs.end_of_stream_position

    @property
    def active_transport_count(self) -> int:
        return self.logs.active_transport_count

    def _settle(self) -> bool:
        """Commit an outstanding batch; False if the image is closed."""
        if self._batch is not None:
            self._batch.release()
        return not self._closed

    # -- polls ------------------------------------------------------------------------------------------

    def controlled_peek(self, initial_position: int, handler: ControlledFragmentHandler,
                        limit_position: int) -> int:
        """Hand fragments from ``initial_position`` (at or after this image's position, within its term)
        up to ``limit_position`` to ``handler`` without consuming them; returns the position after the
        last whole message seen (a fragment with the END flag) or padding stepped over. ABORT and BREAK
        stop the scan, ABORT before the fragment counts. The subscriber position does not move."""
        if not self._settle():
            return initial_position
        self._validate_position(initial_position)
        if initial_position >= limit_position:
            return initial_position
        reader = self._reader
        header = self._header
        term_begin = initial_position - (initial_position & self._term_mask)
        term_end = term_begin + self.term_buffer_length
        position = resulting = initial_position
        while True:
            count = reader.read(position, None, limit_position)
            term = reader.term()
            fragments = reader.fragments
            for i in range(count):
                if self._closed:
                    return resulting
                f = fragments[i]
                frame_offset = f.term_offset
                if term_begin + frame_offset != position:  # the reader stepped over padding to get here
                    position = resulting = term_begin + frame_offset
                header.wrap(term, frame_offset)
                action = handler(term, frame_offset + DATA_OFFSET, f.length, header)
                if action == _ABORT:
                    return resulting
                position = term_begin + _frame_end(frame_offset, f.length)
                if f.flags & END_FLAG:
                    resulting = position
                if action == _BREAK:
                    return resulting
            if reader.next_position != position:  # padding after the last fragment
                position = resulting = reader.next_position
            if count < reader.max_fragments or position >= term_end:
                return resulting

    def _validate_position(self, position: int) -> None:
        """Image.validatePosition: from this image's position to the end of its current term, aligned."""
        current = self._position
        limit = current - (current & self._term_mask) + self.term_buffer_length
        if position < current or position > limit:
            raise LogBufferArgumentError(f"{position} position out of range: {current}-{limit}")
        if position & (d.FRAME_ALIGNMENT - 1):
            raise LogBufferArgumentError(f"{position} position not aligned to FRAME_ALIGNMENT")

    def block_poll(self, handler: BlockHandler, block_length_limit: int) -> int:
        """Hand over whole frames as one block: ``handler(term, offset, length, session_id, term_id)``.

        The block ends before the first frame that would pass ``block_length_limit`` bytes, and at
        padding: padding comes alone, as a block of its own. Returns the bytes consumed."""
        block = self._next_block(block_length_limit)
        if block is None:
            return 0
        position, index, offset, length = block
        term = self.logs.term_buffer(index)
        term_id = _I32.unpack_from(term, offset + TERM_ID_FIELD_OFFSET)[0]
        try:
            handler(term, offset, length, self.session_id, term_id)
        finally:
            self._commit(position + length)
        return length

    def raw_poll(self, handler: RawBlockHandler, block_length_limit: int) -> int:
        """block_poll that also says where the block lies in the log file, for copying it without Python
        touching the bytes (os.sendfile / os.copy_file_range, as the archive's recorder may):
        ``handler(fd, file_offset, term, offset, length, session_id, term_id)``; ``fd`` is a read-only
        descriptor of the log file that this image owns (Aeron hands over the log's FileChannel)."""
        block = self._next_block(block_length_limit)
        if block is None:
            return 0
        position, index, offset, length = block
        if self._log_fd < 0:
            self._log_fd = os.open(self.logs.path, os.O_RDONLY | os.O_CLOEXEC)
        term = self.logs.term_buffer(index)
        term_id = _I32.unpack_from(term, offset + TERM_ID_FIELD_OFFSET)[0]
        try:
            handler(self._log_fd, index * self.term_buffer_length + offset, term, offset, length,
                    self.session_id, term_id)
        finally:
            self._commit(position + length)
        return length

    def _next_block(self, block_length_limit: int) -> tuple[int, int, int, int] | None:
        """(position, partition index, term offset, length) of the next block (TermBlockScanner), if any."""
        if not self._settle() or block_length_limit <= 0:
            return None
        position = self._position
        offset = position & self._term_mask
        limit_offset = min(offset + block_length_limit, self.term_buffer_length)
        index = d.index_by_position(position, self.position_bits_to_shift)
        length = self._scanner.block_scan(index, offset, limit_offset) - offset
        return (position, index, offset, length) if length > 0 else None

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
        next_position = batch.next_position
        if self._batch is batch:
            self._batch = None
            self._commit(next_position)

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
        """Called by the conductor when the driver says the image is gone; the log unmaps after a linger.
        The driver may free the subscriber position counter from now on, so the C part lets go of it."""
        if not self._closed:
            self.final_position = self._position
            self._closed = True
            self._unbind_position()

    def _unmap(self) -> None:
        self._unbind()
        if self._log_fd >= 0:
            os.close(self._log_fd)
            self._log_fd = -1
        self.logs.close()

    def __repr__(self) -> str:
        return (f"Image(correlation_id={self.correlation_id}, session_id={self.session_id}, "
                f"stream_id={self.stream_id}, source={self.source_identity!r}, position={self.position})")
