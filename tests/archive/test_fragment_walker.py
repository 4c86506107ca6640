"""The fragment walker (aeronkit.archive.fragment_walker) over recordings we write byte by byte.

Aeron's publications never let a message cross a term (they pad instead), but the walker must reassemble
one that does, across term and segment boundaries too, so ``write_free_recording`` frames payloads
continuously: fragments are cut at the MTU and at term ends, and a term remainder too small for a header
plus one byte becomes a PAD frame (also inside a message). Aeron-shaped recordings (padding, 64 KiB terms)
come from tests/support/recordings.py. Damage is made by editing the files, and each test states which
messages must survive and where the Malformed record must point.
"""

from __future__ import annotations

import os
import pickle
import random
import struct
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.recordings import WrittenRecording, write_payloads

from aeronkit.archive.archive_directory import ArchiveDirectory, RecordingInfo
from aeronkit.archive.catalog import Catalog
from aeronkit.archive.fragment_walker import (
    Malformed,
    MessageBatch,
    SegmentSlice,
    recording_slices,
    walk,
)
from aeronkit.archive.segment import segment_file_base_position, segment_file_name

HEADER = struct.Struct("<iBBHiiiiq")
BEGIN, END, DATA, PAD = 0x80, 0x40, 1, 0


@dataclass(frozen=True)
class FreeRecording:
    recording_id: int
    start_position: int
    stop_position: int
    term_length: int
    segment_length: int
    initial_term_id: int
    session_id: int
    stream_id: int
    positions: tuple[int, ...]  # first frame of each payload
    reserved: tuple[int, ...]


def _align32(n: int) -> int:
    return (n + 31) & ~31


def write_free_recording(
    catalog: Catalog,
    archive_dir: Path,
    payloads: Sequence[bytes],
    *,
    term_length: int,
    segment_length: int,
    initial_term_id: int,
    start_position: int,
    session_id: int = 7,
    stream_id: int = 1001,
    mtu: int = 1408,
    active: bool = False,
) -> FreeRecording:
    """Append a recording of ``payloads`` (any lengths) to the catalog and write its segment files."""
    origin = start_position - (start_position & (term_length - 1))
    stream = bytearray(start_position - origin)
    position = start_position
    positions, reserved = [], []
    max_payload = mtu - 32

    def term_id(p: int) -> int:
        value = (initial_term_id + p // term_length) & 0xFFFFFFFF
        return value - (1 << 32) if value >= 1 << 31 else value

    def frame(length: int, flags: int, frame_type: int, value: int, body: bytes) -> None:
        nonlocal position
        header = HEADER.pack(
            length,
            0,
            flags,
            frame_type,
            position & (term_length - 1),
            session_id,
            stream_id,
            term_id(position),
            value,
        )
        stream.extend(header)
        stream.extend(body)
        stream.extend(bytes(_align32(length) - length))
        position += _align32(length)

    for index, payload in enumerate(payloads):
        value = (index * 0x9E3779B97F4A7C15) & 0x7FFFFFFFFFFFFFFF
        sent = 0
        first = True
        while first or sent < len(payload):
            room = term_length - (position & (term_length - 1))
            if room < 64:
                frame(room, BEGIN | END, PAD, 0, bytes(room - 32))
                continue
            chunk = min(len(payload) - sent, max_payload, room - 32)
            flags = (BEGIN if first else 0) | (END if sent + chunk == len(payload) else 0)
            if first:
                positions.append(position)
                reserved.append(value)
            frame(32 + chunk, flags, DATA, value, payload[sent : sent + chunk])
            sent += chunk
            first = False
    stop = position
    recording_id = catalog.add(
        start_position=start_position,
        start_timestamp=1_700_000_000_000,
        initial_term_id=initial_term_id,
        segment_file_length=segment_length,
        term_buffer_length=term_length,
        mtu_length=mtu,
        session_id=session_id,
        stream_id=stream_id,
        stripped_channel="aeron:ipc",
        original_channel="aeron:ipc?term-length=64k",
        source_identity="aeron:ipc",
    )
    for base in range(origin, max(stop, start_position + 1), segment_length):
        chunk = bytes(stream[base - origin : base - origin + segment_length])
        (archive_dir / segment_file_name(recording_id, base)).write_bytes(chunk.ljust(segment_length, b"\0"))
    if not active:
        catalog.set_stop_position(recording_id, stop, 1_700_000_000_999)
    return FreeRecording(
        recording_id,
        start_position,
        stop,
        term_length,
        segment_length,
        initial_term_id,
        session_id,
        stream_id,
        tuple(positions),
        tuple(reserved),
    )


def expected_term_id(initial_term_id: int, position: int, term_length: int) -> int:
    value = (initial_term_id + position // term_length) & 0xFFFFFFFF
    return value - (1 << 32) if value >= 1 << 31 else value


@dataclass
class Walked:
    positions: list[int]
    payloads: list[bytes]
    rows: list[tuple[int, ...]]  # position, term id, term offset, session, stream, flags, reserved value
    malformed: list[Malformed]
    batches: list[MessageBatch]


def walk_all(
    archive_dir: Path,
    info: RecordingInfo,
    *,
    max_slice_bytes: int | None = None,
    from_position: int | None = None,
    to_position: int | None = None,
    **options: int,
) -> Walked:
    """Walk every slice of a recording, each slice pickled first as it would be for a Spark executor."""
    out = Walked([], [], [], [], [])
    slices = recording_slices(
        info, from_position=from_position, to_position=to_position, max_slice_bytes=max_slice_bytes
    )
    for s in slices:
        for item in walk(archive_dir, pickle.loads(pickle.dumps(s)), **options):
            if isinstance(item, Malformed):
                out.malformed.append(item)
                continue
            out.batches.append(item)
            for i in range(item.count):
                out.positions.append(int(item.position[i]))
                out.payloads.append(item.payload(i))
                out.rows.append(
                    tuple(
                        int(column[i])
                        for column in (
                            item.position,
                            item.term_id,
                            item.term_offset,
                            item.session_id,
                            item.stream_id,
                            item.flags,
                            item.reserved_value,
                        )
                    )
                )
    return out


def payload(i: int, length: int) -> bytes:
    return random.Random(i * 1_000_003 + length).randbytes(length)


def only_recording(archive_dir: Path) -> RecordingInfo:
    with ArchiveDirectory(archive_dir) as directory:
        (info,) = directory.recordings()
    return info


# -- whole recordings, any geometry ----------------------------------------------------------------------

lengths_strategy = st.lists(
    st.one_of(st.integers(0, 100), st.integers(100, 4000), st.integers(60_000, 140_000)),
    min_size=1,
    max_size=14,
).filter(lambda ls: sum(ls) <= 700_000)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    lengths=lengths_strategy,
    segment_terms=st.sampled_from([1, 2]),
    initial_term_id=st.integers(-(2**31), 2**31 - 1),
    start_term=st.integers(0, 3),
    start_offset=st.integers(0, 2047).map(lambda n: n * 32),
    mtu=st.sampled_from([1408, 4096, 8192]),
    max_slice_bytes=st.one_of(st.none(), st.integers(1, 300_000)),
    max_messages=st.integers(1, 20),
    max_bytes=st.integers(1, 300_000),
)
def test_every_message_once_with_its_position_and_header_fields(
    lengths: list[int],
    segment_terms: int,
    initial_term_id: int,
    start_term: int,
    start_offset: int,
    mtu: int,
    max_slice_bytes: int | None,
    max_messages: int,
    max_bytes: int,
) -> None:
    term_length = 64 * 1024
    payloads = [payload(i, n) for i, n in enumerate(lengths)]
    with tempfile.TemporaryDirectory() as tmp:
        archive_dir = Path(tmp)
        with Catalog(archive_dir, create=True) as catalog:
            rec = write_free_recording(
                catalog,
                archive_dir,
                payloads,
                term_length=term_length,
                segment_length=segment_terms * term_length,
                initial_term_id=initial_term_id,
                start_position=start_term * term_length + start_offset,
                mtu=mtu,
            )
        info = only_recording(archive_dir)
        whole = walk_all(archive_dir, info)
        sliced = walk_all(
            archive_dir, info, max_slice_bytes=max_slice_bytes, max_messages=max_messages, max_bytes=max_bytes
        )
    assert whole.malformed == [] and sliced.malformed == []
    assert whole.payloads == payloads
    assert whole.positions == list(rec.positions)
    assert whole.rows == [
        (
            p,
            expected_term_id(initial_term_id, p, term_length),
            p % term_length,
            rec.session_id,
            rec.stream_id,
            0xC0,
            reserved,
        )
        for p, reserved in zip(rec.positions, rec.reserved, strict=True)
    ]
    assert sliced.rows == whole.rows and sliced.payloads == whole.payloads
    for batch in sliced.batches:
        assert 1 <= batch.count <= max_messages
        assert len(batch.data) <= max_bytes or batch.count == 1  # only a lone big message may exceed it


def aeron_recording(
    archive_dir: Path,
    count: int = 400,
    max_length: int = 3000,
    segment_length: int = 128 * 1024,
    stopped: bool = True,
) -> tuple[WrittenRecording, list[bytes]]:
    """A recording as an Aeron publication makes it: padding at term ends, messages never crossing terms."""
    payloads = [payload(i, 8 + (i * 7919) % (max_length - 7)) for i in range(count)]
    with Catalog(archive_dir, create=True) as catalog:
        rec = write_payloads(
            catalog,
            archive_dir,
            payloads,
            stream_id=1001,
            session_id=-5,
            initial_term_id=77,
            segment_length=segment_length,
            stopped=stopped,
        )
    return rec, payloads


def test_aeron_shaped_recording_with_padding_reads_back(tmp_path: Path) -> None:
    rec, payloads = aeron_recording(tmp_path)
    info = only_recording(tmp_path)
    assert len(info.segment_files) > 3
    walked = walk_all(tmp_path, info, max_slice_bytes=64 * 1024)
    assert walked.malformed == []
    assert walked.payloads == payloads and walked.positions == list(rec.positions)


def test_from_and_to_position_select_messages_by_their_first_frame(tmp_path: Path) -> None:
    term_length = 64 * 1024
    payloads = [payload(i, 900 + 5000 * (i % 7)) for i in range(120)]
    with Catalog(tmp_path, create=True) as catalog:
        rec = write_free_recording(
            catalog,
            tmp_path,
            payloads,
            term_length=term_length,
            segment_length=2 * term_length,
            initial_term_id=3,
            start_position=4096,
        )
    info = only_recording(tmp_path)
    for lo, hi in [(4096 + 1, 200_000), (150_017, 300_003), (0, rec.stop_position), (333_333, 333_334)]:
        walked = walk_all(tmp_path, info, from_position=lo, to_position=hi, max_slice_bytes=40_000)
        want = [i for i, p in enumerate(rec.positions) if max(lo, info.start_position) <= p < hi]
        assert walked.positions == [rec.positions[i] for i in want]
        assert walked.payloads == [payloads[i] for i in want]
        assert walked.malformed == []


def test_empty_recording_has_no_slices_and_slices_pickle(tmp_path: Path) -> None:
    with Catalog(tmp_path, create=True) as catalog:
        write_payloads(catalog, tmp_path, [], stream_id=1, session_id=2, initial_term_id=3)
        write_payloads(catalog, tmp_path, [b"x" * 100], stream_id=1, session_id=2, initial_term_id=3)
    with ArchiveDirectory(tmp_path) as directory:
        empty, one = directory.recordings()
    assert recording_slices(empty) == []
    (s,) = recording_slices(one)
    assert pickle.loads(pickle.dumps(s)) == s and isinstance(s, SegmentSlice)
    assert (s.start_position, s.stop_position, s.recording_stop_position) == (0, 160, 160)
    assert recording_slices(one, from_position=160) == []


def test_segment_files_are_unmapped_when_the_walk_ends_or_is_abandoned(tmp_path: Path) -> None:
    aeron_recording(tmp_path, count=200)
    info = only_recording(tmp_path)

    def mapped() -> list[str]:
        with open("/proc/self/maps") as maps:
            return [line for line in maps if str(tmp_path) in line]

    (first, *_rest) = recording_slices(info)
    iterator = walk(tmp_path, first, max_messages=1)
    assert isinstance(next(iterator), MessageBatch)
    assert len(mapped()) == 1  # the segment being read
    iterator.close()
    assert mapped() == []
    list(walk(tmp_path, first))
    assert mapped() == []


# -- damage ----------------------------------------------------------------------------------------------

I32 = struct.Struct("<i")


@dataclass(frozen=True)
class Spot:
    """A message's first frame: its stream position, the file holding it and the offset in that file."""

    index: int
    position: int
    path: Path
    file_offset: int
    term_end: int
    segment_end: int


def spot(archive_dir: Path, rec: WrittenRecording, index: int, segment_length: int = 128 * 1024) -> Spot:
    position = rec.positions[index]
    base = segment_file_base_position(rec.start_position, position, 64 * 1024, segment_length)
    return Spot(
        index,
        position,
        archive_dir / segment_file_name(rec.recording_id, base),
        position - base,
        position - position % (64 * 1024) + 64 * 1024,
        base + segment_length,
    )


def in_second_term_of_a_segment(rec: WrittenRecording) -> int:
    """Index of a message in the middle of a segment's second term (64 KiB terms, 128 KiB segments)."""
    return next(
        i for i, p in enumerate(rec.positions) if p > 3 * 128 * 1024 and 80_000 < p % (128 * 1024) < 100_000
    )


def write_i32(path: Path, offset: int, value: int) -> None:
    with open(path, "r+b") as f:
        f.seek(offset)
        f.write(I32.pack(value))


def survivors(
    rec: WrittenRecording, payloads: Sequence[bytes], lost: Iterable[int]
) -> tuple[list[int], list[bytes]]:
    gone = set(lost)
    keep = [i for i in range(len(payloads)) if i not in gone]
    return [rec.positions[i] for i in keep], [payloads[i] for i in keep]


def lost_between(rec: WrittenRecording, lo: int, hi: int) -> list[int]:
    return [i for i, p in enumerate(rec.positions) if lo <= p < hi]


@pytest.mark.parametrize(
    ("field_offset", "value", "reason"),
    [
        (0, 7, "frame length 7 < header length 32"),
        (0, -64, "frame length -64 < header length 32"),
        (20, None, "term id {bad} expected {good}"),
        (8, 96, "term offset 96 expected {offset}"),
        (16, 999, "stream id 999 expected 1001"),
        (6, 5, "frame type 5 is neither DATA nor PAD"),
    ],
)
def test_bad_frame_header_skips_to_the_next_term(
    tmp_path: Path, field_offset: int, value: int | None, reason: str
) -> None:
    rec, payloads = aeron_recording(tmp_path)
    bad = spot(tmp_path, rec, in_second_term_of_a_segment(rec))
    good_term_id = expected_term_id(77, bad.position, 64 * 1024)
    if field_offset == 20:
        value = good_term_id + 1
    if field_offset == 6:
        with open(bad.path, "r+b") as f:
            f.seek(bad.file_offset + 6)
            f.write(struct.pack("<H", value))
    else:
        write_i32(bad.path, bad.file_offset + field_offset, value)
    walked = walk_all(tmp_path, only_recording(tmp_path), max_slice_bytes=64 * 1024)
    expected_reason = reason.format(bad=value, good=good_term_id, offset=bad.position % (64 * 1024))
    assert walked.malformed == [
        Malformed(
            rec.recording_id,
            str(bad.path),
            bad.file_offset,
            bad.position,
            bad.term_end - bad.position,
            expected_reason,
        )
    ]
    positions, kept = survivors(rec, payloads, lost_between(rec, bad.position, bad.term_end))
    assert walked.positions == positions and walked.payloads == kept


def test_zeroed_middle_of_a_stopped_recording_is_data_missing(tmp_path: Path) -> None:
    rec, payloads = aeron_recording(tmp_path)
    bad = spot(tmp_path, rec, in_second_term_of_a_segment(rec))
    with open(bad.path, "r+b") as f:
        f.seek(bad.file_offset)
        f.write(bytes(5000))
    walked = walk_all(tmp_path, only_recording(tmp_path))
    (m,) = walked.malformed
    assert (m.path, m.file_offset, m.position, m.length) == (
        str(bad.path),
        bad.file_offset,
        bad.position,
        bad.term_end - bad.position,
    )
    assert m.reason.startswith("data missing")
    assert (walked.positions, walked.payloads) == survivors(
        rec, payloads, lost_between(rec, bad.position, bad.term_end)
    )


def test_truncated_segment_file_loses_the_rest_of_that_file_only(tmp_path: Path) -> None:
    rec, payloads = aeron_recording(tmp_path)
    bad = spot(tmp_path, rec, in_second_term_of_a_segment(rec))
    os.truncate(bad.path, bad.file_offset + 10)
    walked = walk_all(tmp_path, only_recording(tmp_path), max_slice_bytes=64 * 1024)
    assert walked.malformed == [
        Malformed(
            rec.recording_id,
            str(bad.path),
            bad.file_offset,
            bad.position,
            bad.segment_end - bad.position,
            f"segment file truncated: it ends at {bad.file_offset + 10} bytes",
        )
    ]
    assert (walked.positions, walked.payloads) == survivors(
        rec, payloads, lost_between(rec, bad.position, bad.segment_end)
    )


def test_missing_segment_file_is_one_malformed_for_the_whole_segment(tmp_path: Path) -> None:
    rec, payloads = aeron_recording(tmp_path)
    bad = spot(tmp_path, rec, in_second_term_of_a_segment(rec))
    bad.path.unlink()
    base = bad.position - bad.file_offset
    for max_slice_bytes in (None, 64 * 1024):
        walked = walk_all(tmp_path, only_recording(tmp_path), max_slice_bytes=max_slice_bytes)
        lengths = [m.length for m in walked.malformed]
        assert {(m.path, m.reason) for m in walked.malformed} == {(str(bad.path), "segment file missing")}
        assert walked.malformed[0].position == base and walked.malformed[0].file_offset == 0
        assert sum(lengths) == 128 * 1024  # one record per slice that covers the missing segment
        assert (walked.positions, walked.payloads) == survivors(
            rec, payloads, lost_between(rec, base, bad.segment_end)
        )


def fragmented_index(rec: WrittenRecording, after: int) -> int:
    """A message past ``after`` that is fragmented (longer than one 1408-byte MTU frame's payload)."""
    return next(i for i, p in enumerate(rec.positions) if p > after and rec.lengths[i] > 1376 * 2)


def test_lost_begin_flag_is_a_fragment_without_begin(tmp_path: Path) -> None:
    rec, payloads = aeron_recording(tmp_path)
    i = fragmented_index(rec, 200_000)
    bad = spot(tmp_path, rec, i)
    with open(bad.path, "r+b") as f:
        f.seek(bad.file_offset + 5)
        f.write(b"\x00")  # BEGIN cleared: the message's frames are now an orphan run
    walked = walk_all(tmp_path, only_recording(tmp_path))
    assert walked.malformed == [
        Malformed(
            rec.recording_id,
            str(bad.path),
            bad.file_offset,
            bad.position,
            rec.positions[i + 1] - rec.positions[i],
            "fragment without BEGIN",
        )
    ]
    assert (walked.positions, walked.payloads) == survivors(rec, payloads, [i])


def test_lost_end_flag_is_a_message_that_ends_before_end(tmp_path: Path) -> None:
    rec, payloads = aeron_recording(tmp_path)
    i = fragmented_index(rec, 200_000)
    bad = spot(tmp_path, rec, i)
    frames = -(-rec.lengths[i] // 1376)
    last_frame = bad.file_offset + (frames - 1) * 1408
    with open(bad.path, "r+b") as f:
        f.seek(last_frame + 5)
        assert f.read(1) == b"\x40"
        f.seek(last_frame + 5)
        f.write(b"\x00")
    walked = walk_all(tmp_path, only_recording(tmp_path))
    assert walked.malformed == [
        Malformed(
            rec.recording_id,
            str(bad.path),
            bad.file_offset,
            bad.position,
            rec.positions[i + 1] - rec.positions[i],
            "message ends before END",
        )
    ]
    assert (walked.positions, walked.payloads) == survivors(rec, payloads, [i])


def test_stop_position_inside_a_frame_is_reported(tmp_path: Path) -> None:
    rec, payloads = aeron_recording(tmp_path, count=50)
    last = spot(tmp_path, rec, 49)
    with Catalog(tmp_path, writable=True) as catalog:
        catalog.set_stop_position(rec.recording_id, last.position + 32)
    walked = walk_all(tmp_path, only_recording(tmp_path))
    (m,) = walked.malformed
    assert (m.position, m.length, m.file_offset) == (last.position, 32, last.file_offset)
    assert m.reason.startswith(f"frame length {rec.lengths[49] + 32 if rec.lengths[49] <= 1376 else 1408}")
    assert walked.payloads == payloads[:49]


# -- active recordings -----------------------------------------------------------------------------------


def test_active_recording_reads_to_the_last_complete_frame(tmp_path: Path) -> None:
    rec, payloads = aeron_recording(tmp_path, stopped=False)
    info = only_recording(tmp_path)
    assert info.active and info.descriptor.stop_position == -1
    assert info.stop_position == rec.stop_position
    walked = walk_all(tmp_path, info, max_slice_bytes=64 * 1024)
    assert walked.malformed == [] and walked.payloads == payloads


def test_active_recording_drops_a_message_still_being_written(tmp_path: Path) -> None:
    term_length = 64 * 1024
    payloads = [payload(i, 3000 + 9000 * (i % 3)) for i in range(30)]
    with Catalog(tmp_path, create=True) as catalog:
        rec = write_free_recording(
            catalog,
            tmp_path,
            payloads,
            term_length=term_length,
            segment_length=term_length,
            initial_term_id=0,
            start_position=0,
            active=True,
        )
    # the last message's final fragment has not landed yet: its frame is still zero
    last_fragment = rec.stop_position - 32 - ((len(payloads[-1]) % 1376) + 31) // 32 * 32
    base = last_fragment - last_fragment % term_length
    with open(tmp_path / segment_file_name(rec.recording_id, base), "r+b") as f:
        f.seek(last_fragment - base)
        f.write(bytes(rec.stop_position - last_fragment))
    info = only_recording(tmp_path)
    assert info.active and info.stop_position == last_fragment
    walked = walk_all(tmp_path, info)
    assert walked.malformed == []
    assert walked.payloads == payloads[:-1] and walked.positions == list(rec.positions[:-1])
