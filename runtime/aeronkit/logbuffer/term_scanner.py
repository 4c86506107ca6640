"""Scanning terms for blocks and holes without delivering fragments.

``scan_for_availability`` is TermScanner (how many bytes a sender may send as one block, stopping at
padding), ``block_scan`` is TermBlockScanner (the end of a run of whole frames, for block polls and
archive recording) and ``scan_for_gap`` is TermGapScanner (the first run of unwritten frames, for loss
detection); all in aeron-client/src/main/java/io/aeron/logbuffer/ at 1.51.0, done in C here.
"""

from __future__ import annotations

from typing import Any

from aeronkit._native import ffi, lib
from aeronkit._native_check import check
from aeronkit.logbuffer.log_buffers import LogBuffers


class TermScanner:
    """Scans the terms of one log; holds its out-parameters so a scan allocates nothing."""

    def __init__(self, logs: LogBuffers) -> None:
        logs.ensure_open()
        self.logs = logs
        self._cbuf = logs.cbuffer  # keeps the mapping alive while this scanner exists
        self._native = logs.native
        self._a: Any = ffi.new("int32_t *")
        self._b: Any = ffi.new("int32_t *")

    def _check(self, rc: int, what: str, partition_index: int, offset: int) -> None:
        if rc != 0:
            at = partition_index * self.logs.term_length + offset if rc == lib.AERONKIT_LOG_ERR_CORRUPT else 0
            check(rc, what, path=str(self.logs.path), offset=at)

    def scan_for_availability(
        self, partition_index: int, term_offset: int, max_length: int
    ) -> tuple[int, int]:
        """(available, padding): bytes of whole frames ready from term_offset, up to max_length.

        ``available`` is negative when the first frame alone exceeds max_length (its length, negated),
        and ``padding`` is the padding frame's body length when the scan stopped on padding.
        """
        self.logs.ensure_open()
        rc = lib.aeronkit_term_scan_for_availability(
            self._native, partition_index, term_offset, max_length, self._a, self._b)
        self._check(rc, "scan_for_availability", partition_index, term_offset)
        return int(self._a[0]), int(self._b[0])

    def block_scan(self, partition_index: int, term_offset: int, limit_offset: int) -> int:
        """Offset after the last whole frame before limit_offset; padding ends a block."""
        self.logs.ensure_open()
        rc = lib.aeronkit_term_block_scan(self._native, partition_index, term_offset, limit_offset, self._a)
        self._check(rc, "block_scan", partition_index, int(self._a[0]))
        return int(self._a[0])

    def scan_for_gap(self, partition_index: int, term_offset: int, limit_offset: int) -> tuple[int, int]:
        """(gap_offset, gap_length): the first run of unwritten 32-byte slots before limit_offset.

        gap_offset is where contiguous frames end (the rebuild offset); gap_length is 0 if there is no gap.
        """
        self.logs.ensure_open()
        rc = lib.aeronkit_term_gap_scan(
            self._native, partition_index, term_offset, limit_offset, self._a, self._b)
        self._check(rc, "scan_for_gap", partition_index, int(self._a[0]))
        return int(self._a[0]), int(self._b[0])
