"""Frame a sequence of messages into term buffers the way an Aeron publication does, in pure Python.

The archive records term-buffer bytes, so writing an archive directory without a media driver (for tests,
for tools that synthesize or repair recordings) needs the same frames a publication would have appended:
32-byte DATA headers with termOffset/termId/sessionId/streamId, messages longer than ``mtu - 32``
fragmented with BEGIN/END flags, each frame aligned to 32 bytes, and a PAD frame filling the rest of a
term when the next message (all its fragments) does not fit. Mirrors io.aeron.logbuffer.TermAppender
(``appendUnfragmentedMessage``/``appendFragmentedMessage``/``handleEndOfLogCondition``) at Aeron 1.51.0.
Blocks are handed to ``on_block(term, term_offset, length)``, the shape SegmentWriter.on_block takes.
"""

from __future__ import annotations

import struct
from collections.abc import Callable

from aeronkit.errors import ConfigurationError
from aeronkit.logbuffer import descriptor
from aeronkit.logbuffer.header import (
    BEGIN_FLAG,
    CURRENT_VERSION,
    END_FLAG,
    HDR_TYPE_DATA,
    HDR_TYPE_PAD,
    HEADER_LENGTH,
    UNFRAGMENTED,
)

_HEADER = struct.Struct("<iBBHiiiiq")
BlockHandler = Callable[[bytearray, int, int], None]


class StreamFramer:
    """Appends messages to a stream starting at ``position``; frames go to ``on_block`` as they are made."""

    def __init__(
        self,
        on_block: BlockHandler,
        *,
        term_length: int,
        mtu: int,
        initial_term_id: int,
        session_id: int,
        stream_id: int,
        position: int = 0,
    ) -> None:
        descriptor.check_term_length(term_length)
        if mtu <= HEADER_LENGTH or mtu % descriptor.FRAME_ALIGNMENT:
            raise ConfigurationError(f"mtu={mtu}: must be a multiple of 32 greater than 32")
        if position < 0 or position % descriptor.FRAME_ALIGNMENT:
            raise ConfigurationError(f"position={position}: must be a non-negative multiple of 32")
        self.on_block = on_block
        self.term_length = term_length
        self.max_payload = mtu - HEADER_LENGTH
        self.max_message = descriptor.compute_max_message_length(term_length)
        self.initial_term_id = initial_term_id
        self.session_id = session_id
        self.stream_id = stream_id
        self._bits = descriptor.position_bits_to_shift(term_length)
        self.position = position
        self.term = bytearray(term_length)

    @property
    def term_id(self) -> int:
        return descriptor.compute_term_id_from_position(self.position, self._bits, self.initial_term_id)

    @property
    def term_offset(self) -> int:
        return self.position & (self.term_length - 1)

    def _header(self, offset: int, frame_length: int, flags: int, frame_type: int) -> None:
        _HEADER.pack_into(
            self.term,
            offset,
            frame_length,
            CURRENT_VERSION,
            flags,
            frame_type,
            offset,
            self.session_id,
            self.stream_id,
            self.term_id,
            0,
        )

    def append(self, message: bytes | bytearray | memoryview) -> int:
        """Frame one message (fragmenting it if needed); returns the stream position after it."""
        length = len(message)
        if length > self.max_message:
            raise ConfigurationError(f"message of {length} bytes exceeds the maximum {self.max_message}")
        if length <= self.max_payload:
            framed = descriptor.align(length + HEADER_LENGTH, descriptor.FRAME_ALIGNMENT)
        else:
            framed = descriptor.compute_fragmented_frame_length(length, self.max_payload)
        if self.term_offset + framed > self.term_length:
            self._pad_to_term_end()
        start = self.term_offset
        offset = start
        remaining = length
        src = 0
        flags = BEGIN_FLAG
        while True:
            chunk = min(remaining, self.max_payload)
            if chunk == remaining:
                flags |= END_FLAG
            frame_length = chunk + HEADER_LENGTH
            aligned = descriptor.align(frame_length, descriptor.FRAME_ALIGNMENT)
            self.term[offset + HEADER_LENGTH : offset + frame_length] = message[src : src + chunk]
            self.term[offset + frame_length : offset + aligned] = bytes(aligned - frame_length)
            self._header(
                offset, frame_length, flags if length > self.max_payload else UNFRAGMENTED, HDR_TYPE_DATA
            )
            offset += aligned
            src += chunk
            remaining -= chunk
            flags = 0
            if remaining == 0:
                break
        self.on_block(self.term, start, offset - start)
        self._advance(offset - start)
        return self.position

    def _pad_to_term_end(self) -> None:
        offset = self.term_offset
        padding = self.term_length - offset
        self.term[offset:] = bytes(padding)
        self._header(offset, padding, UNFRAGMENTED, HDR_TYPE_PAD)
        self.on_block(self.term, offset, padding)
        self._advance(padding)

    def _advance(self, length: int) -> None:
        self.position += length
        if self.term_offset == 0:
            self.term[:] = bytes(self.term_length)
