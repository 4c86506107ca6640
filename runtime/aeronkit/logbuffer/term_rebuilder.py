"""Term maintenance for receivers and the driver: rebuild from datagrams, fill gaps, unblock dead claims.

``insert`` is TermRebuilder (a received datagram goes into the image's term at its term offset unless
it is already there), ``try_fill_gap`` is TermGapFiller (an unreliable stream pads over loss it will not
wait for) and ``unblock`` is TermUnblocker (the driver pads over a claim a dead publisher never
committed); aeron-client/src/main/java/io/aeron/logbuffer/ at 1.51.0, done in C here.
"""

from __future__ import annotations

from typing import Any

from aeronkit._native import ffi, lib
from aeronkit._native_check import check
from aeronkit.logbuffer.log_buffers import LogBuffers

NO_ACTION = 0
UNBLOCKED = 1
UNBLOCKED_TO_END = 2


class TermRebuilder:
    """Writes into the terms of one log on behalf of a receiver or the driver's conductor."""

    def __init__(self, logs: LogBuffers) -> None:
        logs.ensure_open()
        self.logs = logs
        self._cbuf: Any = logs.cbuffer  # keeps the mapping alive while this object exists
        self._native = logs.native

    def _check(self, rc: int, what: str, partition_index: int, offset: int) -> int:
        if rc < 0:
            at = partition_index * self.logs.term_length + offset if rc == lib.AERONKIT_LOG_ERR_CORRUPT else 0
            check(rc, what, path=str(self.logs.path), offset=at)
        return rc

    def insert(self, partition_index: int, term_offset: int, packet: bytes | bytearray | memoryview) -> bool:
        """Insert a datagram of one or more frames at ``term_offset``; False if a frame is already there."""
        self.logs.ensure_open()
        with ffi.from_buffer("uint8_t[]", packet) as src:  # released before any exception leaves
            rc = lib.aeronkit_term_rebuild_insert(self._native, partition_index, term_offset, src, len(src))
        return self._check(rc, "insert", partition_index, term_offset) == 1

    def try_fill_gap(self, partition_index: int, term_id: int, gap_offset: int, gap_length: int) -> bool:
        """Pad over [gap_offset, gap_offset + gap_length) if it is still all unwritten."""
        self.logs.ensure_open()
        rc = lib.aeronkit_term_gap_fill(self._native, partition_index, term_id, gap_offset, gap_length)
        return self._check(rc, "try_fill_gap", partition_index, gap_offset) == 1

    def unblock(self, partition_index: int, blocked_offset: int, tail_offset: int, term_id: int) -> int:
        """NO_ACTION, UNBLOCKED or UNBLOCKED_TO_END, as TermUnblocker.unblock."""
        self.logs.ensure_open()
        rc = lib.aeronkit_term_unblock(self._native, partition_index, blocked_offset, tail_offset, term_id)
        return self._check(rc, "unblock", partition_index, blocked_offset)
