"""Batch reading of fragments from a log (TermReader, aeron-client/.../logbuffer/TermReader.java at 1.51.0).

One native call describes up to ``fragment_limit`` fragments (offset, length, flags, session, stream,
term id, reserved value) into an array this reader owns; Python then walks that array and hands out
zero-copy views of the mapped term. ``poll`` gives Aeron's FragmentHandler shape on top:
``handler(buffer, offset, length, header)`` with ``buffer`` the whole term, as in Java.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from aeronkit._native import ffi, lib
from aeronkit._native_check import ERR_FIRST, check
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.header import DATA_OFFSET, Header
from aeronkit.logbuffer.log_buffers import LogBuffers
from aeronkit.logbuffer.term_appender import NO_LIMIT

FragmentHandler = Callable[[memoryview, int, int, Header], None]


@dataclass(frozen=True)
class Fragment:
    """A copy of one fragment's description (slow and convenient; ``TermReader.payload`` is zero-copy)."""

    term_offset: int
    length: int
    flags: int
    type: int
    session_id: int
    stream_id: int
    term_id: int
    reserved_value: int
    position: int


class TermReader:
    """Reads committed fragments of one log from a stream position onwards, never past the term end."""

    def __init__(self, logs: LogBuffers, max_fragments: int = 1024) -> None:
        if max_fragments <= 0:
            raise ValueError(f"max_fragments={max_fragments} must be > 0")
        logs.ensure_open()
        self.logs = logs
        self._cbuf = logs.cbuffer  # keeps the mapping alive while this reader exists
        self._native = logs.native
        self.max_fragments = max_fragments
        self.fragments: Any = ffi.new("aeronkit_fragment_t[]", max_fragments)
        self._next_position = ffi.new("int64_t *")
        self.terms = tuple(logs.term_buffer(i) for i in range(d.PARTITION_COUNT))
        self._header = Header(logs.initial_term_id, logs.position_bits_to_shift)
        self.count = 0
        self.partition_index = 0
        self.next_position = 0

    def read(self, position: int, fragment_limit: int | None = None, limit_position: int = NO_LIMIT) -> int:
        """Describe fragments from ``position`` into ``self.fragments``; returns how many.

        ``self.next_position`` is set to the position after the last frame consumed (padding included),
        which is where the next read continues and what a subscriber position should be set to. Reading
        stops at the term end and before the first frame that starts at or after ``limit_position``; a
        frame that starts before it is read whole (Image.boundedPoll's rule).
        """
        self.logs.ensure_open()
        limit = self.max_fragments if fragment_limit is None else min(fragment_limit, self.max_fragments)
        count = lib.aeronkit_log_read_bounded(self._native, position, min(limit_position, NO_LIMIT), limit,
                                              self.fragments, self._next_position)
        if count <= ERR_FIRST:
            corrupt = count == lib.AERONKIT_LOG_ERR_CORRUPT
            at = self._file_offset(int(self._next_position[0])) if corrupt else 0
            check(count, f"read at position {position}", path=str(self.logs.path), offset=at)
        self.count = count
        self.partition_index = d.index_by_position(position, self.logs.position_bits_to_shift)
        self.next_position = int(self._next_position[0])
        return count

    def _file_offset(self, position: int) -> int:
        bits = self.logs.position_bits_to_shift
        term_length = self.logs.term_length
        return d.index_by_position(position, bits) * term_length + (position & (term_length - 1))

    def term(self) -> memoryview:
        """The term the last read came from."""
        return self.terms[self.partition_index]

    def payload(self, i: int) -> memoryview:
        """Zero-copy view of fragment ``i``'s payload (valid until the term is cleaned and reused)."""
        if not 0 <= i < self.count:
            raise IndexError(f"fragment {i} not in [0, {self.count})")
        fragment = self.fragments[i]
        start = fragment.term_offset + DATA_OFFSET
        return self.terms[self.partition_index][start:start + fragment.length]

    def fragment(self, i: int) -> Fragment:
        if not 0 <= i < self.count:
            raise IndexError(f"fragment {i} not in [0, {self.count})")
        f = self.fragments[i]
        end = d.align(f.term_offset + f.length + DATA_OFFSET, d.FRAME_ALIGNMENT)
        logs = self.logs
        position = d.compute_position(f.term_id, end, logs.position_bits_to_shift, logs.initial_term_id)
        return Fragment(f.term_offset, f.length, f.flags, f.type, f.session_id, f.stream_id, f.term_id,
                        f.reserved_value, position)

    def __iter__(self) -> Iterator[Fragment]:
        return (self.fragment(i) for i in range(self.count))

    def poll(self, position: int, handler: FragmentHandler, fragment_limit: int) -> tuple[int, int]:
        """Call ``handler(term, offset, length, header)`` per fragment; returns (fragments, next position)."""
        count = self.read(position, fragment_limit)
        term = self.terms[self.partition_index]
        header = self._header
        fragments = self.fragments
        for i in range(count):
            frame_offset = fragments[i].term_offset
            header.wrap(term, frame_offset)
            handler(term, frame_offset + DATA_OFFSET, fragments[i].length, header)
        return count, self.next_position
