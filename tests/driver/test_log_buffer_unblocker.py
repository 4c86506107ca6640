"""Padding over a dead publisher's claim: negative length, nothing written, and nothing written to the end."""

from __future__ import annotations

import struct
from pathlib import Path

from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.driver import log_buffer_unblocker
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.log_buffers import LogBuffers
from aeronkit.logbuffer.term_appender import TermAppender

TERM = 64 * 1024


def _log(tmp_path: Path) -> tuple[LogBuffers, list[AtomicBuffer]]:
    log = LogBuffers.create(tmp_path / "1.logbuffer", TERM, initial_term_id=7, session_id=3, stream_id=4)
    return log, [AtomicBuffer(log.term_buffer(i)) for i in range(3)]


def _frame(log: LogBuffers, offset: int) -> tuple[int, int, int, int]:
    """(frame length, type, term offset, term id) of the frame at offset in term 0."""
    term = log.term_buffer(0)
    length, _, _, kind, term_offset, _, _, term_id = struct.unpack_from("<iBBHiiii", term, offset)
    return length, kind, term_offset, term_id


def _claim(log: LogBuffers, length: int) -> None:
    """Move the tail as a publisher's claim would, then die without writing anything."""
    raw = log.raw_tail(0)
    log._put_int64(d.TERM_TAIL_COUNTERS_OFFSET, raw + length)


def test_zero_length_claim_is_padded_up_to_the_next_frame(tmp_path: Path) -> None:
    log, terms = _log(tmp_path)
    with log:
        appender = TermAppender(log)
        assert appender.offer(b"a" * 10) == 64
        _claim(log, 96)
        assert appender.offer(b"b" * 10) == 224
        assert log_buffer_unblocker.unblock(log, terms, 64)
        assert _frame(log, 64) == (96, 0, 64, 7)
        assert _frame(log, 160)[0] == 42
        assert not log_buffer_unblocker.unblock(log, terms, 224), "nothing blocked at the tail"
        for term in terms:
            term.close()


def test_claim_running_to_the_end_of_the_term_pads_and_rotates(tmp_path: Path) -> None:
    log, terms = _log(tmp_path)
    with log:
        _claim(log, TERM - 1024)
        TermAppender(log).offer(b"c" * 10)
        raw = log.raw_tail(0)
        log._put_int64(d.TERM_TAIL_COUNTERS_OFFSET, raw + 2048)  # claimed past the end, never padded
        assert log_buffer_unblocker.unblock(log, terms, TERM - 1024 + 64)
        assert _frame(log, TERM - 960) == (960, 0, TERM - 960, 7)
        assert log.active_term_count() == 1, "the log rotated to the next term"
        for term in terms:
            term.close()
