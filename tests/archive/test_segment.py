"""Segment files: naming, position arithmetic, writing like RecordingWriter, reading, recovery, verify."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aeronkit import testpattern
from aeronkit.archive import segment
from aeronkit.archive.checksum import CRC32, CRC32C
from aeronkit.archive.recording_reader import RecordingReader
from aeronkit.archive.segment import SegmentWriter
from aeronkit.archive.stream_framer import StreamFramer
from aeronkit.errors import ConfigurationError, CorruptFileError
from aeronkit.logbuffer import descriptor

KB64 = 64 * 1024
SETTINGS = settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@given(st.integers(0, 2**63 - 1), st.integers(0, 2**62).map(lambda v: v * 32))
def test_segment_file_names_round_trip(recording_id: int, base: int) -> None:
    name = segment.segment_file_name(recording_id, base)
    assert name == f"{recording_id}-{base}.rec"
    assert segment.parse_segment_file_name(name) == (recording_id, base)


@pytest.mark.parametrize(
    "name",
    ["archive.catalog", "archive-mark.dat", "-0.rec", "5-.rec", "a-0.rec", "5-0.rec.del", "5-x.rec", "5-0"],
)
def test_other_files_are_not_segments(name: str) -> None:
    assert segment.parse_segment_file_name(name) is None


def test_segment_length_rules() -> None:
    for length in (64 * 1024, 128 * 1024 * 1024, 1024 * 1024 * 1024):
        assert segment.check_segment_length(length) == length
    for length in (0, 32 * 1024, 96 * 1024, 2 * 1024 * 1024 * 1024, -65536):
        with pytest.raises(ConfigurationError, match=r"aeron\.archive\.segment\.file\.length"):
            segment.check_segment_length(length)
    assert segment.recording_segment_length(KB64, 1024 * 1024) == 1024 * 1024
    assert segment.recording_segment_length(128 * 1024 * 1024, KB64) == 128 * 1024 * 1024


@given(
    term_shift=st.integers(16, 20),
    segment_terms=st.integers(0, 4),
    start=st.integers(0, 2**40),
    distance=st.integers(0, 2**36),
)
def test_segment_base_position_arithmetic(
    term_shift: int, segment_terms: int, start: int, distance: int
) -> None:
    term_length = 1 << term_shift
    segment_length = term_length << segment_terms
    start -= start % 32
    position = start + distance - distance % 32
    base = segment.segment_file_base_position(start, position, term_length, segment_length)
    start_term_base = start - (start & (term_length - 1))
    assert base <= position < base + segment_length
    assert (base - start_term_base) % segment_length == 0
    assert segment.segment_file_offset(start, position, term_length, segment_length) == position - base
    first = segment.first_frame_offset(base, start, term_length)
    assert first == (start - start_term_base if base == start_term_base else 0)


def write_stream(
    directory: Path,
    lengths: list[int],
    *,
    start: int = 0,
    initial_term_id: int = 0,
    checksum: object = None,
    recording_id: int = 3,
    mtu: int = 1408,
) -> int:
    with SegmentWriter(directory, recording_id, start, start, KB64, KB64, checksum) as writer:  # type: ignore[arg-type]
        framer = StreamFramer(
            writer.on_block,
            term_length=KB64,
            mtu=mtu,
            initial_term_id=initial_term_id,
            session_id=99,
            stream_id=1001,
            position=start,
        )
        for i, length in enumerate(lengths):
            framer.append(testpattern.message(i, length))
    return framer.position


@SETTINGS
@given(
    lengths=st.lists(st.integers(8, 8192), min_size=1, max_size=40),
    start_term_offset=st.integers(0, 2047).map(lambda v: v * 32),
    start_term=st.integers(0, 3),
    initial_term_id=st.sampled_from([0, -7, 2**31 - 2, -(2**31)]),
    checksum=st.sampled_from([None, CRC32, CRC32C]),
)
def test_written_recordings_read_back_and_verify(
    tmp_path_factory: pytest.TempPathFactory,
    lengths: list[int],
    start_term_offset: int,
    start_term: int,
    initial_term_id: int,
    checksum: object,
) -> None:
    directory = tmp_path_factory.mktemp("seg")
    start = start_term * KB64 + start_term_offset
    stop = write_stream(directory, lengths, start=start, initial_term_id=initial_term_id, checksum=checksum)
    reader = RecordingReader(directory, 3, start, stop, KB64, KB64, initial_term_id, 1001)
    messages = list(reader.messages())
    assert [len(m) for m in messages] == lengths
    assert [testpattern.check(m) for m in messages] == list(range(len(lengths)))
    files = segment.index_segment_files(directory)[3]
    assert all(os.path.getsize(directory / f) == KB64 for f in files)
    for name in files:
        assert (
            segment.verify_segment_file(directory / name, start, KB64, KB64, 1001, initial_term_id, checksum)
            is None
        )  # type: ignore[arg-type]
    highest = segment.highest_segment_file(files)
    assert segment.compute_stop_position(directory, highest, start, KB64, KB64) == stop
    # an active recording (stop unknown) reads to the same end
    assert RecordingReader(directory, 3, start, -1, KB64, KB64, initial_term_id, 1001).stop_position == stop


def test_padding_frame_writes_only_its_header(tmp_path: Path) -> None:
    framed = descriptor.framed_length(8192, 1408 - 32)  # 5 full 1408-byte fragments + 1344 = 8384
    assert 7 * framed < KB64 < 8 * framed  # the 8th message does not fit the first 64 KiB term
    stop = write_stream(tmp_path, [8192] * 8)
    data = (tmp_path / "3-0.rec").read_bytes()
    pad_offset = 7 * framed
    frame_length, _, flags, frame_type = struct.unpack_from("<iBBH", data, pad_offset)
    assert frame_type == 0 and frame_length == KB64 - pad_offset and flags == 0xC0
    assert not any(data[pad_offset + 32 :])  # the padding body stays zero (sparse)
    assert stop == KB64 + framed
    second = (tmp_path / f"3-{KB64}.rec").read_bytes()
    assert struct.unpack_from("<i", second, 8)[0] == 0 and struct.unpack_from("<i", second, 20)[0] == 1


def test_rolling_onto_an_existing_segment_is_refused(tmp_path: Path) -> None:
    (tmp_path / f"3-{KB64}.rec").write_bytes(b"")
    with pytest.raises(CorruptFileError, match="segment file already exists"):
        write_stream(tmp_path, [8192] * 9)


def test_recovery_stops_at_the_last_complete_frame(tmp_path: Path) -> None:
    stop = write_stream(tmp_path, [100, 5000, 3000, 6000])
    path = tmp_path / "3-0.rec"
    assert segment.recover_stop_offset(path, 0, KB64) == stop
    # a crash tore the last message: its later pages never reached the disk
    data = bytearray(path.read_bytes())
    data[8192:stop] = bytes(stop - 8192)
    path.write_bytes(bytes(data))
    recovered = segment.recover_stop_offset(path, 0, KB64)
    assert recovered < stop and recovered % 32 == 0
    assert recovered > 8192 - 32  # frames before the lost page are kept, the straddling one too (so far)
    asked: list[str] = []
    cut = segment.recover_stop_offset(
        path, 0, KB64, truncate_on_page_straddle=lambda p: asked.append(p) or True
    )
    assert asked == [str(path)] and cut < recovered
    assert os.path.getsize(path) == KB64 and not any(path.read_bytes()[cut:])


def test_a_trailing_pad_is_never_taken_for_a_torn_frame(tmp_path: Path) -> None:
    """A PAD's later pages are empty by design (only its header is written): even when it crosses a page
    and ends the walk, no one is asked to truncate it and the stop stays past it (Aeron would doubt it)."""
    framed = descriptor.framed_length(8192, 1408 - 32)
    write_stream(tmp_path, [8192] * 8)
    data = (tmp_path / "3-0.rec").read_bytes()
    pad_offset = 7 * framed
    assert segment.fragment_straddles_page(pad_offset, KB64 - pad_offset)
    assert not segment.last_frame_may_be_torn(data, pad_offset, KB64 - pad_offset)
    second = tmp_path / f"3-{KB64}.rec"
    second.unlink()  # the PAD is now the last frame of the highest file
    asked: list[str] = []
    stop = segment.compute_stop_position(
        tmp_path, "3-0.rec", 0, KB64, KB64, truncate_on_page_straddle=lambda p: asked.append(p) or True
    )
    assert (stop, asked) == (KB64, [])


def test_verify_reports_file_and_offset_of_a_damaged_header(tmp_path: Path) -> None:
    write_stream(tmp_path, [1000, 2000, 3000], checksum=CRC32C)
    path = tmp_path / "3-0.rec"
    assert segment.verify_segment_file(path, 0, KB64, KB64, 1001, 0, CRC32C) is None
    data = bytearray(path.read_bytes())
    second = (1032 + 31) & ~31
    data[second + 16] ^= 0x01  # streamId
    path.write_bytes(bytes(data))
    problem = segment.verify_segment_file(path, 0, KB64, KB64, 1001, 0)
    assert problem is not None and problem.path == str(path) and problem.offset == second
    assert "streamId=1000 (expected=1001)" in problem.reason
    data[second + 16] ^= 0x01
    data[second + 100] ^= 0xFF  # payload: only a checksum notices
    path.write_bytes(bytes(data))
    assert segment.verify_segment_file(path, 0, KB64, KB64, 1001, 0) is None
    problem = segment.verify_segment_file(path, 0, KB64, KB64, 1001, 0, CRC32C)
    assert problem is not None and problem.offset == second and "checksum failed" in problem.reason


@settings(max_examples=200, deadline=None)
@given(st.binary(min_size=0, max_size=600), st.integers(0, 600))
def test_frame_scan_of_garbage_never_reads_out_of_bounds(data: bytes, limit: int) -> None:
    try:
        for header in segment.scan_frames(data, 0, limit, "garbage.rec"):
            assert header.file_offset + header.aligned_length <= len(data)
    except CorruptFileError as ex:
        assert ex.path == "garbage.rec" and 0 <= ex.offset <= len(data)


def ignored_bytes(directory: Path, stop: int) -> set[int]:
    """Stream positions whose bytes a reader does not interpret: version, sessionId and reserved value
    fields, alignment padding, padding-frame bodies (the flags byte is handled by the caller)."""
    ignored: set[int] = set()
    for name in segment.index_segment_files(directory)[3]:
        base = segment.parse_segment_file_name(name)[1]  # type: ignore[index]
        data = (directory / name).read_bytes()
        for h in segment.scan_frames(data, 0, len(data)):
            at = base + h.file_offset
            ignored |= {at + 4, *range(at + 12, at + 16), *range(at + 24, at + 32)}
            body_start = at + (32 if h.type == 0 else h.frame_length)
            ignored |= set(range(body_start, at + h.aligned_length))
    return {p for p in ignored if p < stop}


@SETTINGS
@given(position=st.integers(0, KB64 * 2 - 1), value=st.integers(1, 255))
def test_a_damaged_byte_is_reported_or_changes_the_messages(
    tmp_path_factory: pytest.TempPathFactory, position: int, value: int
) -> None:
    directory = tmp_path_factory.mktemp("dmg")
    lengths = [8 + (i * 7919) % 8185 for i in range(15)]
    stop = write_stream(directory, lengths)
    if position >= stop:
        return
    ignored = ignored_bytes(directory, stop)
    base = position - position % KB64
    path = directory / f"3-{base}.rec"
    data = bytearray(path.read_bytes())
    is_flags = position - base >= 0 and any(
        position == base + h.file_offset + 5 for h in segment.scan_frames(data, 0, len(data))
    )
    data[position - base] ^= value
    path.write_bytes(bytes(data))
    reader = RecordingReader(directory, 3, 0, stop, KB64, KB64, 0, 1001)
    try:
        messages = list(reader.messages())
    except CorruptFileError as ex:
        assert ex.path.endswith(".rec") and 0 <= ex.offset < KB64
        assert position not in ignored
        return
    intact = [len(m) for m in messages] == lengths and all(
        testpattern.check(m) == i for i, m in enumerate(messages)
    )
    expected_intact = position in ignored or (is_flags and value & 0xC0 == 0)
    assert intact == expected_intact


@pytest.mark.parametrize("sync_level", [0, 1, 2])
def test_written_blocks_are_visible_before_close(tmp_path: Path, sync_level: int) -> None:
    writer = SegmentWriter(tmp_path, 9, 0, 0, KB64, KB64, file_sync_level=sync_level)
    try:
        framer = StreamFramer(
            writer.on_block, term_length=KB64, mtu=1408, initial_term_id=5, session_id=1, stream_id=1001
        )
        framer.append(testpattern.message(0, 3000))
        # a replay reading the file while the recording is open must see every byte up to the position
        reader = RecordingReader(tmp_path, 9, 0, writer.position, KB64, KB64, 5, 1001)
        assert [testpattern.check(m) for m in reader.messages()] == [0]
        assert writer.path == tmp_path / "9-0.rec"
    finally:
        writer.close()
    with pytest.raises(ConfigurationError, match=r"aeron\.archive\.file\.sync\.level=3"):
        SegmentWriter(tmp_path, 10, 0, 0, KB64, KB64, file_sync_level=3)
