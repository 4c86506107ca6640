"""Pads over a message a dead concurrent publisher claimed but never committed, so the log moves on.

aeron-client/src/main/java/io/aeron/logbuffer/{LogBufferUnblocker,TermUnblocker}.java at 1.51.0. The
blocked position is the consumers' position that has not moved for the unblock timeout while the
producer is ahead. At that offset either a negative frame length (claimed, header half written) or zero
(claimed, nothing written) stands; we write a padding frame over it: up to the next non-zero frame (after
checking everything between is still zero), or to the end of the term, which then rotates. Every frame
length is read with acquire and the padding length published with release, as the appenders expect.
"""

from __future__ import annotations

import struct

from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.log_buffers import LogBuffers

HDR_TYPE_PAD = 0


def _reset_header(term: AtomicBuffer, default_header: bytes, offset: int, term_id: int, length: int) -> None:
    term.put_bytes(offset, default_header)
    term.put_bytes(offset + 6, struct.pack("<H", HDR_TYPE_PAD))
    term.put_int32(offset + 8, offset)
    term.put_int32(offset + 20, term_id)
    term.put_int32_ordered(offset, length)


def _all_zero_back(term: AtomicBuffer, start: int, limit: int) -> bool:
    i = start - d.FRAME_ALIGNMENT
    while i >= limit:
        if term.get_int32_volatile(i) != 0:
            return False
        i -= d.FRAME_ALIGNMENT
    return True


def unblock_term(
    term: AtomicBuffer, default_header: bytes, blocked_offset: int, tail_offset: int, term_id: int
) -> str:
    """'none', 'unblocked' or 'to_end' (padding reached the end of the term)."""
    frame_length = term.get_int32_volatile(blocked_offset)
    if frame_length < 0:
        _reset_header(term, default_header, blocked_offset, term_id, -frame_length)
        return "unblocked"
    if frame_length != 0:
        return "none"
    current = blocked_offset + d.FRAME_ALIGNMENT
    status = "none"
    while current < tail_offset:
        if term.get_int32_volatile(current) != 0:
            if _all_zero_back(term, current, blocked_offset):
                _reset_header(term, default_header, blocked_offset, term_id, current - blocked_offset)
                status = "unblocked"
            break
        current += d.FRAME_ALIGNMENT
    if current == term.length and term.get_int32_volatile(blocked_offset) == 0:
        _reset_header(term, default_header, blocked_offset, term_id, current - blocked_offset)
        status = "to_end"
    return status


def unblock(log: LogBuffers, terms: list[AtomicBuffer], blocked_position: int) -> bool:
    """LogBufferUnblocker.unblock: True if the log was unblocked (padded or rotated)."""
    term_length = log.term_length
    bits = log.position_bits_to_shift
    blocked_term_count = blocked_position >> bits
    blocked_offset = blocked_position & (term_length - 1)
    active_term_count = log.active_term_count()
    if active_term_count == blocked_term_count - 1 and blocked_offset == 0:
        current_term_id = d.term_id(log.raw_tail(d.index_by_term_count(active_term_count)))
        log.rotate_log(active_term_count, current_term_id)
        return True
    index = d.index_by_term_count(blocked_term_count)
    raw_tail = log.raw_tail(index)
    term_id = d.term_id(raw_tail)
    tail_offset = d.term_offset(raw_tail, term_length)
    status = unblock_term(terms[index], log.default_frame_header, blocked_offset, tail_offset, term_id)
    if status == "to_end":
        log.rotate_log(blocked_term_count, term_id)
        return True
    return status == "unblocked"
