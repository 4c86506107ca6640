"""Receiver and driver term maintenance: rebuilding a term from datagrams in any order, filling gaps on
unreliable streams and unblocking claims a dead publisher never committed."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_logbuffer_helpers import assert_pattern, pattern, read_messages

from aeronkit.logbuffer import (
    BufferClaim,
    ExclusiveTermAppender,
    LogBufferBoundsError,
    LogBuffers,
    TermAppender,
    TermReader,
    TermRebuilder,
    TermScanner,
)
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.term_rebuilder import NO_ACTION, UNBLOCKED, UNBLOCKED_TO_END

TERM = 64 * 1024
MTU = 1408
LENGTHS = [(i * 389) % 3000 for i in range(30)]  # about 47 KiB framed: one term, some fragmented


def new_log(tmp: Path, name: str) -> LogBuffers:
    return LogBuffers.create(tmp / name, TERM, mtu_length=MTU, initial_term_id=3, session_id=11, stream_id=12)


def frames_of(term: memoryview, end: int) -> list[tuple[int, int]]:
    """(offset, aligned length) of each frame before ``end``."""
    frames, offset = [], 0
    while offset < end:
        length = struct.unpack_from("<i", term, offset)[0]
        frames.append((offset, d.align(length, 32)))
        offset += d.align(length, 32)
    return frames


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory):
    """A publication's term holding the test pattern, to be 'sent' as datagrams."""
    with new_log(tmp_path_factory.mktemp("src"), "src") as logs:
        appender = ExclusiveTermAppender(logs)
        for i, n in enumerate(LENGTHS):
            assert appender.offer(pattern(i, n)) > 0
        yield logs, appender.position


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_rebuild_from_datagrams_in_any_order(source, tmp_path_factory, data: st.DataObject) -> None:
    src, end = source
    src_term = src.term_buffer(0)
    frames = frames_of(src_term, end)
    # Group consecutive frames into datagrams, then deliver them shuffled, some twice.
    datagrams, i = [], 0
    while i < len(frames):
        k = data.draw(st.integers(1, 3))
        group = frames[i:i + k]
        datagrams.append((group[0][0], sum(length for _, length in group)))
        i += k
    order = data.draw(st.permutations(datagrams))
    duplicates = data.draw(st.lists(st.sampled_from(datagrams), max_size=5))

    with new_log(tmp_path_factory.mktemp("dst"), "dst") as dst:
        rebuilder, scanner = TermRebuilder(dst), TermScanner(dst)
        received: set[int] = set()
        for offset, length in [*order, *duplicates]:
            inserted = rebuilder.insert(0, offset, src_term[offset:offset + length])
            assert inserted == (offset not in received)
            received.add(offset)
            contiguous = 0
            while contiguous in received:
                contiguous += dict(datagrams)[contiguous]
            gap_offset, gap_length = scanner.scan_for_gap(0, 0, end)
            assert gap_offset == contiguous
            if contiguous < end:
                next_received = min((o for o in received if o > contiguous), default=end)
                assert gap_length == next_received - contiguous
        assert bytes(dst.term_buffer(0)[:end]) == bytes(src_term[:end])
        messages, position = read_messages(dst, len(LENGTHS))
        assert_pattern(messages, LENGTHS)
        assert position == end


def test_gap_fill_pads_only_unwritten_space(source, tmp_path: Path) -> None:
    src, end = source
    src_term = src.term_buffer(0)
    frames = frames_of(src_term, end)
    lost = next(k for k, (offset, _) in enumerate(frames) if k > 3 and src_term[offset + 5] == 0xC0)
    with new_log(tmp_path, "dst") as dst:
        rebuilder = TermRebuilder(dst)
        for k, (offset, length) in enumerate(frames):
            if k != lost:
                rebuilder.insert(0, offset, src_term[offset:offset + length])
        gap_offset, gap_length = TermScanner(dst).scan_for_gap(0, 0, end)
        assert (gap_offset, gap_length) == frames[lost]
        assert not rebuilder.try_fill_gap(0, 3, gap_offset, gap_length + 32)  # reaches into a frame
        assert rebuilder.try_fill_gap(0, 3, gap_offset, gap_length)
        assert struct.unpack_from("<iBBHiiii", dst.term_buffer(0), gap_offset) == (
            gap_length, 0, 0xC0, 0, gap_offset, 11, 12, 3)
        messages, position = read_messages(dst, len(LENGTHS) - 1)
        assert position == end
        lost_message = sum(1 for offset, _ in frames[:lost] if src_term[offset + 5] & 0x40)  # END flags
        survivors = [i for i in range(len(LENGTHS)) if i != lost_message]
        assert [m.payload for m in messages] == [pattern(i, LENGTHS[i]) for i in survivors]


def test_unblock_a_claim_never_committed(tmp_path: Path) -> None:
    with new_log(tmp_path, "log") as logs:
        appender = TermAppender(logs)
        assert appender.offer(b"before") == 64
        abandoned = BufferClaim()
        assert appender.try_claim(100, abandoned) == 64 + 160  # the publisher dies holding this
        assert appender.offer(b"after") == 64 + 160 + 64
        reader = TermReader(logs)
        assert reader.read(0) == 1 and reader.next_position == 64  # stuck behind the claim
        rebuilder = TermRebuilder(logs)
        assert rebuilder.unblock(0, 64, 288, 3) == UNBLOCKED
        assert rebuilder.unblock(0, 64, 288, 3) == NO_ACTION  # now a committed padding frame
        assert reader.read(64) == 1 and bytes(reader.payload(0)) == b"after"


def test_unblock_space_reserved_but_never_written(tmp_path: Path) -> None:
    with new_log(tmp_path, "log") as logs:
        appender = TermAppender(logs)
        appender.offer(b"x" * 10)  # 64 bytes at 0
        # Another publisher's getAndAdd took [64, 192) and it died before writing a header.
        raw = logs.raw_tail(0)
        logs._put_int64(0, raw + 128)
        assert appender.offer(b"y") == 256
        rebuilder = TermRebuilder(logs)
        assert rebuilder.unblock(0, 64, 256, 3) == UNBLOCKED
        reader = TermReader(logs)
        assert reader.read(0) == 2 and reader.next_position == 256
        # Reserved up to the end of the term: pad to the end.
        logs._put_int64(0, d.pack_tail(3, TERM))
        assert rebuilder.unblock(0, 256, TERM, 3) == UNBLOCKED_TO_END
        assert reader.read(256) == 0 and reader.next_position == TERM


def test_rebuilder_refuses_out_of_term_arguments(tmp_path: Path) -> None:
    with new_log(tmp_path, "log") as logs:
        rebuilder = TermRebuilder(logs)
        for call in (lambda: rebuilder.insert(0, TERM - 32, bytes(64)),
                     lambda: rebuilder.insert(0, 16, bytes(64)),
                     lambda: rebuilder.insert(3, 0, bytes(64)),
                     lambda: rebuilder.insert(0, 0, bytes(8)),
                     lambda: rebuilder.try_fill_gap(0, 3, 0, 48),
                     lambda: rebuilder.try_fill_gap(0, 3, TERM - 32, 64),
                     lambda: rebuilder.unblock(0, 64, 32, 3),
                     lambda: rebuilder.unblock(0, 0, TERM + 32, 3)):
            with pytest.raises(LogBufferBoundsError):
                call()
        assert bytes(logs.term_buffer(0)) == bytes(TERM)
