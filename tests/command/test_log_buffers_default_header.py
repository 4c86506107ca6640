"""LogBuffers.create stores the starting term offset in the default frame header, as Aeron's
DriverConductor.initLogMetadata does (aeron-driver/src/main/java/io/aeron/driver/DriverConductor.java,
1.51.0), and frames appended after it still carry their own term offsets.

(Lives here because it was fixed alongside the command protocol work; the log buffer suite is
tests/native.)
"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.header import TERM_ID_FIELD_OFFSET, TERM_OFFSET_FIELD_OFFSET
from aeronkit.logbuffer.log_buffers import LogBuffers
from aeronkit.logbuffer.term_appender import TermAppender

TERM_LENGTH = 64 * 1024


@pytest.mark.parametrize("term_offset", [0, 32, 4096, TERM_LENGTH - 32])
def test_default_header_holds_the_starting_term_offset(tmp_path: Path, term_offset: int) -> None:
    logs = LogBuffers.create(tmp_path / "a.logbuffer", TERM_LENGTH, initial_term_id=7, term_id=9,
                             term_offset=term_offset, session_id=41, stream_id=1001)
    try:
        header = logs.default_frame_header
        assert struct.unpack_from("<i", header, TERM_OFFSET_FIELD_OFFSET)[0] == term_offset
        assert struct.unpack_from("<i", header, TERM_ID_FIELD_OFFSET)[0] == 7  # Aeron: the initial term id
        assert (logs.session_id, logs.stream_id) == (41, 1001)
        assert header[5] == 0xC0 and struct.unpack_from("<H", header, 6)[0] == 1  # B|E, DATA
    finally:
        logs.close()


def test_appended_frames_carry_their_own_term_offset(tmp_path: Path) -> None:
    start = 4096
    logs = LogBuffers.create(tmp_path / "b.logbuffer", TERM_LENGTH, initial_term_id=3, term_offset=start,
                             session_id=5, stream_id=6)
    try:
        appender = TermAppender(logs)
        positions = [appender.offer(bytes(range(n))) for n in (10, 100)]
        assert positions[0] > start
        term = logs.term_buffer(0)
        second = start + d.align(d.HEADER_LENGTH + 10, d.FRAME_ALIGNMENT)
        assert struct.unpack_from("<i", term, start + TERM_OFFSET_FIELD_OFFSET)[0] == start
        assert struct.unpack_from("<i", term, second + TERM_OFFSET_FIELD_OFFSET)[0] == second
    finally:
        logs.close()
