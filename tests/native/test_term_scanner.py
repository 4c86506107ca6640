"""Reader and scanners against Python models of Aeron's TermReader, TermScanner, TermBlockScanner and
TermGapScanner (logbuffer/*.java at 1.51.0), over terms laid out with data, padding, holes and frames
still being written; plus the errors for offsets outside the term and for damaged frames."""

from __future__ import annotations

import struct

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aeronkit.errors import CorruptFileError
from aeronkit.logbuffer import LogBufferBoundsError, LogBuffers, TermReader, TermScanner
from aeronkit.logbuffer import descriptor as d

TERM = 64 * 1024
HEADER = struct.Struct("<iBBHiiiiq")

OPS = st.lists(st.one_of(
    st.tuples(st.just("data"), st.integers(0, 3000)),
    st.tuples(st.just("pad"), st.integers(0, 500)),
    st.tuples(st.just("hole"), st.integers(1, 8)),
    st.tuples(st.just("pending"), st.integers(0, 100)),
), max_size=60)


def lay_out(term: memoryview, ops: list[tuple[str, int]]) -> list[int]:
    """Write frames as a publisher (data, pad), a lossy receiver (hole) or an unfinished claim (pending).

    Returns the offsets a reader may legitimately start from: frame starts and every slot of a hole.
    """
    offset = 0
    starts = []
    for kind, size in ops:
        if kind == "hole":
            length = 32 * size
            if offset + length > TERM:
                break
            starts.extend(range(offset, offset + length, 32))
            offset += length
            continue
        frame_length = size + 32
        aligned = d.align(frame_length, 32)
        if offset + aligned > TERM:
            break
        starts.append(offset)
        frame_type = 0 if kind == "pad" else 1
        stored = -frame_length if kind == "pending" else frame_length
        HEADER.pack_into(term, offset, stored, 0, 0xC0, frame_type, offset, 9, 8, 7, offset * 3)
        term[offset + 32:offset + frame_length] = bytes((offset + k) & 0xFF for k in range(size))
        offset += aligned
    return [*starts, *range(offset, TERM + 1, 32)][:len(starts) + 4]


def frame_length(term: memoryview, offset: int) -> int:
    return struct.unpack_from("<i", term, offset)[0]


def is_pad(term: memoryview, offset: int) -> bool:
    return struct.unpack_from("<H", term, offset + 6)[0] == 0


def model_read(
    term: memoryview, offset: int, limit: int, limit_offset: int = TERM
) -> tuple[list[tuple[int, int]], int]:
    """TermReader.read, and Image.boundedPoll's scan when ``limit_offset`` is below the term end: a frame
    that starts before the limit is read whole."""
    fragments = []
    while len(fragments) < limit and offset < limit_offset:
        length = frame_length(term, offset)
        if length <= 0:
            break
        if not is_pad(term, offset):
            fragments.append((offset, length - 32))
        offset += d.align(length, 32)
    return fragments, offset


def model_availability(term: memoryview, offset: int, max_length: int) -> tuple[int, int]:
    limit = min(max_length, TERM - offset)
    available = padding = 0
    while offset + available < TERM:
        length = frame_length(term, offset + available)
        if length <= 0:
            break
        aligned = d.align(length, 32)
        if is_pad(term, offset + available):
            padding, aligned = aligned - 32, 32
        available += aligned
        if available > limit:
            return (-available if aligned == available else available - aligned), 0
        if padding or available >= limit:
            break
    return available, padding


def model_block(term: memoryview, offset: int, limit: int) -> int:
    start = offset
    while offset < limit:
        length = frame_length(term, offset)
        if length <= 0:
            break
        aligned = d.align(length, 32)
        if is_pad(term, offset):
            return offset + aligned if offset == start else offset
        if offset + aligned > limit:
            break
        offset += aligned
    return offset


def model_gap(term: memoryview, offset: int, limit: int) -> tuple[int, int]:
    while offset < limit:
        length = frame_length(term, offset)
        if length <= 0:
            break
        offset += d.align(length, 32)
    begin = offset
    if offset >= limit:
        return begin, 0
    offset += 32
    while offset < limit and frame_length(term, offset) == 0:
        offset += 32
    return begin, offset - begin


@pytest.fixture(scope="module")
def log(tmp_path_factory: pytest.TempPathFactory):
    with LogBuffers.create(tmp_path_factory.mktemp("scan") / "log", TERM) as logs:
        yield logs


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=OPS, data=st.data())
def test_reader_and_scanners_match_models(
    log: LogBuffers, ops: list[tuple[str, int]], data: st.DataObject
) -> None:
    partition = data.draw(st.integers(0, 2))
    term = log.term_buffer(partition)
    term[:] = bytes(TERM)
    offset = data.draw(st.sampled_from(lay_out(term, ops)))
    block_limit = data.draw(st.integers(offset, TERM))
    fragment_limit = data.draw(st.integers(0, 70))
    max_length = data.draw(st.integers(0, TERM))

    reader = TermReader(log, max_fragments=128)
    position = partition * TERM + offset
    count = reader.read(position, fragment_limit)
    expected, end = model_read(term, offset, fragment_limit)
    assert [(reader.fragments[i].term_offset, reader.fragments[i].length) for i in range(count)] == expected
    assert reader.next_position == partition * TERM + end
    for i, (frame_offset, length) in enumerate(expected):
        assert bytes(reader.payload(i)) == bytes(term[frame_offset + 32:frame_offset + 32 + length])
        f = reader.fragment(i)
        fields = (f.session_id, f.stream_id, f.term_id, f.reserved_value, f.flags)
        assert fields == (9, 8, 7, frame_offset * 3, 0xC0)

    limit_position = position + data.draw(st.integers(-64, TERM + 64))
    count = reader.read(position, fragment_limit, limit_position)
    limit_offset = min(TERM, max(offset, offset + limit_position - position))
    bounded, end = model_read(term, offset, fragment_limit, limit_offset)
    assert [(reader.fragments[i].term_offset, reader.fragments[i].length) for i in range(count)] == bounded
    assert reader.next_position == partition * TERM + end

    scanner = TermScanner(log)
    available = scanner.scan_for_availability(partition, offset, max_length)
    assert available == model_availability(term, offset, max_length)
    assert scanner.block_scan(partition, offset, block_limit) == model_block(term, offset, block_limit)
    assert scanner.scan_for_gap(partition, offset, block_limit) == model_gap(term, offset, block_limit)


def test_poll_hands_out_the_term_and_a_header(log: LogBuffers) -> None:
    term = log.term_buffer(0)
    term[:] = bytes(TERM)
    lay_out(term, [("data", 5), ("pad", 40), ("data", 100)])
    seen = []

    def handler(buffer: memoryview, offset: int, length: int, header) -> None:
        payload = bytes(buffer[offset:offset + length])
        seen.append((payload, header.term_offset, header.position, header.flags))

    assert TermReader(log).poll(0, handler, 10) == (2, 64 + 96 + 160)
    term_seven = d.compute_term_begin_position(7, 16, log.initial_term_id)  # lay_out stamps term id 7
    assert seen == [(bytes(range(5)), 0, term_seven + 64, 0xC0),
                    (bytes((160 + k) & 0xFF for k in range(100)), 160, term_seven + 320, 0xC0)]


@pytest.mark.parametrize(("partition", "offset"), [(0, -32), (0, 7), (0, TERM + 32), (3, 0), (-1, 0)])
def test_scanners_refuse_offsets_outside_the_term(log: LogBuffers, partition: int, offset: int) -> None:
    scanner = TermScanner(log)
    with pytest.raises(LogBufferBoundsError):
        scanner.scan_for_availability(partition, offset, 100)
    with pytest.raises(LogBufferBoundsError):
        scanner.block_scan(partition, offset, TERM)
    with pytest.raises(LogBufferBoundsError):
        scanner.scan_for_gap(partition, offset, TERM)


def test_scanner_limits_outside_the_term_are_refused(log: LogBuffers) -> None:
    scanner = TermScanner(log)
    with pytest.raises(LogBufferBoundsError):
        scanner.block_scan(0, 64, 32)
    with pytest.raises(LogBufferBoundsError):
        scanner.scan_for_gap(0, 0, TERM + 1)


def test_reader_refuses_misaligned_and_negative_positions(log: LogBuffers) -> None:
    reader = TermReader(log)
    for position in (-32, 5, 3 * TERM + 4):
        with pytest.raises(LogBufferBoundsError):
            reader.read(position)


@pytest.mark.parametrize("bad_length", [5, 31, TERM, 2**31 - 1])
def test_damaged_frames_are_reported_not_followed(log: LogBuffers, bad_length: int) -> None:
    term = log.term_buffer(1)
    term[:] = bytes(TERM)
    lay_out(term, [("data", 10), ("data", 10)])
    struct.pack_into("<i", term, 64, bad_length)  # second frame claims to run off the end of the term
    reader = TermReader(log)
    with pytest.raises(CorruptFileError) as info:
        reader.read(TERM)
    assert info.value.offset == TERM + 64
    scanner = TermScanner(log)
    for call in (lambda: scanner.scan_for_availability(1, 0, TERM), lambda: scanner.block_scan(1, 0, TERM),
                 lambda: scanner.scan_for_gap(1, 0, TERM)):
        with pytest.raises(CorruptFileError):
            call()
