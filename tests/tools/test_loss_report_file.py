"""loss-report.dat writer and reader: LossReport layout, round trips, full report, corrupt entries."""

from __future__ import annotations

import mmap
import struct
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.errors import CorruptFileError
from aeronkit.loss_report import (
    CHANNEL_OFFSET,
    ENTRY_ALIGNMENT,
    LossEntry,
    LossReport,
    LossReportFile,
    read_entries,
)


def test_entry_layout(tmp_path: Path) -> None:
    with LossReportFile.create(tmp_path, length=4096) as report:
        entry = report.writer().create_entry(100, 5_000, -7, 1001, "aeron:udp?endpoint=x:1", "10.0.0.1:99")
        assert entry is not None
        entry.record_observation(50, 6_000)
        raw = report.buffer.get_bytes(0, 128)
    count, lost, first, last, session, stream = struct.unpack_from("<qqqqii", raw, 0)
    assert (count, lost, first, last, session, stream) == (2, 150, 5_000, 6_000, -7, 1001)
    channel = b"aeron:udp?endpoint=x:1"
    assert struct.unpack_from("<i", raw, CHANNEL_OFFSET)[0] == len(channel)
    source_at = CHANNEL_OFFSET + ((4 + len(channel) + 3) & ~3)
    assert struct.unpack_from("<i", raw, source_at)[0] == len(b"10.0.0.1:99")
    assert raw[source_at + 4:source_at + 15] == b"10.0.0.1:99"


entries = st.lists(st.tuples(
    st.integers(0, 2**40), st.integers(0, 2**41),
    st.integers(-2**31, 2**31 - 1), st.integers(-2**31, 2**31 - 1),
    st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=80),
    st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=30),
), max_size=20)


@settings(max_examples=80, deadline=None)
@given(entries)
def test_round_trip(items: list[tuple[int, int, int, int, str, str]]) -> None:
    buffer = AtomicBuffer(mmap.mmap(-1, 8192))
    writer = LossReport(buffer)
    written: list[LossEntry] = []
    for lost, ts, session, stream, channel, source in items:
        handle = writer.create_entry(lost, ts, session, stream, channel, source)
        if handle is None:
            break
        written.append(LossEntry(1, lost, ts, ts, session, stream, channel, source))
    assert read_entries(buffer) == written
    offsets = [0]
    for e in written[:-1]:
        used = CHANNEL_OFFSET + ((4 + len(e.channel) + 3) & ~3) + 4 + len(e.source)
        offsets.append(offsets[-1] + (used + ENTRY_ALIGNMENT - 1) // ENTRY_ALIGNMENT * ENTRY_ALIGNMENT)
    assert all(buffer.get_int64(o) == 1 for o in offsets[:len(written)])


def test_full_report_returns_none() -> None:
    writer = LossReport(AtomicBuffer(mmap.mmap(-1, 128)))
    assert writer.create_entry(1, 1, 1, 1, "aeron:ipc", "src") is not None
    assert writer.create_entry(1, 1, 1, 1, "aeron:udp?endpoint=localhost:1" * 3, "src") is None


def test_corrupt_channel_length_raises_with_offset(tmp_path: Path) -> None:
    with LossReportFile.create(tmp_path, length=4096) as report:
        writer = report.writer()
        writer.create_entry(1, 1, 1, 1, "aeron:ipc", "a")
        writer.create_entry(1, 1, 1, 1, "aeron:ipc", "b")
        report.buffer.put_int32(64 + CHANNEL_OFFSET, 1 << 29)
    with LossReportFile.map(tmp_path) as report, pytest.raises(CorruptFileError) as info:
        report.entries()
    assert info.value.offset == 64


def test_missing_report(tmp_path: Path) -> None:
    with pytest.raises(CorruptFileError, match="does not exist"):
        LossReportFile.map(tmp_path)
