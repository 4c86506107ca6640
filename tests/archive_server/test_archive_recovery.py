"""Crash recovery at archive start (issue 11, defects 1 and 2), with the kill simulated deterministically.

A recording is written by the archive's own SegmentWriter from a StreamFramer stream, and the "kill" is an
exception raised at a chosen instant inside the writer (between two of its steps), which stops it exactly
as a SIGKILL would stop the process there: what is in the files stays, nothing after runs. Recovery
(``recover_recordings``, what ArchiveConductor runs at start) must then give a stop position at or past
everything the recorder had acknowledged, and leave a directory that our verify and Java's ArchiveTool
verify both accept:

* a kill inside a segment roll-over, before the next file was created or before it was extended;
* a term-end PAD as the last frame (its later pages are always empty), with and without a checksum;
* a whole DATA frame with a page of zeros, which Aeron's page test mistakes for a torn one;
* a kill between the two writes of a block (body, then its first length field): nothing of it is kept;
* with a checksum, a frame that really is torn is still cut off.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import pytest
from archive_server_harness import archive_tool

from aeronkit import testpattern
from aeronkit.archive import segment as segment_module
from aeronkit.archive.catalog import Catalog
from aeronkit.archive.checksum import CRC32C, Checksum
from aeronkit.archive.segment import SegmentWriter, segment_file_name
from aeronkit.archive.server.recovery import recover_recordings
from aeronkit.archive.stream_framer import StreamFramer
from aeronkit.archive.tool_commands import verify
from aeronkit.interop.java import JavaToolchain
from aeronkit.logbuffer import descriptor

TERM = 64 * 1024
MTU = 1408
STREAM_ID = 1001
PAGE = 4096
NOW_MS = 1_700_000_000_000


class Killed(BaseException):
    """Stands for SIGKILL: nothing in the archive catches it, nothing after it runs."""


@dataclass
class Crashed:
    """An archive directory whose recording was cut short, and what the recorder had acknowledged."""

    archive_dir: Path
    recording_id: int
    acknowledged: int
    segment_length: int
    written: int  # the writer's position when it was killed (may be past the acknowledged one)


def _crash(
    archive_dir: Path,
    messages: list[bytes],
    *,
    segment_length: int = TERM,
    mtu: int = MTU,
    checksum: Checksum | None = None,
    kill: Callable[[SegmentWriter, int], None] | None = None,
) -> Crashed:
    """Record ``messages`` as the archive does, acknowledging each block after ``on_block`` returns (as
    RecordingSession publishes ``rec-pos``); ``kill(writer, block)`` may raise Killed at any block."""
    with Catalog(archive_dir, create=True, checksum=checksum) as catalog:
        recording_id = catalog.add(
            start_position=0,
            start_timestamp=NOW_MS,
            initial_term_id=7,
            segment_file_length=segment_length,
            term_buffer_length=TERM,
            mtu_length=mtu,
            session_id=42,
            stream_id=STREAM_ID,
            stripped_channel="aeron:ipc",
            original_channel="aeron:ipc?term-length=64k",
            source_identity="aeron:ipc",
        )
    writer = SegmentWriter(archive_dir, recording_id, 0, 0, TERM, segment_length, checksum)
    acknowledged = 0
    blocks = 0

    def on_block(term: bytearray, offset: int, length: int) -> None:
        nonlocal acknowledged, blocks
        blocks += 1
        if kill is not None:
            kill(writer, blocks)
        writer.on_block(term, offset, length)
        acknowledged = writer.position

    framer = StreamFramer(
        on_block, term_length=TERM, mtu=mtu, initial_term_id=7, session_id=42, stream_id=STREAM_ID
    )
    try:
        for message in messages:
            framer.append(message)
    except Killed:
        pass
    written = writer.position
    writer.close()  # the process is gone: its (unbuffered) files are closed by the kernel
    return Crashed(archive_dir, recording_id, acknowledged, segment_length, written)


def _recover(crashed: Crashed, checksum: Checksum | None = None) -> int:
    with Catalog(crashed.archive_dir, writable=True, checksum=checksum) as catalog:
        recovered = recover_recordings(catalog, str(crashed.archive_dir), checksum, NOW_MS)
        assert catalog.find(crashed.recording_id).descriptor.stop_position == recovered[crashed.recording_id]
    return recovered[crashed.recording_id]


def _our_verify(archive_dir: Path, checksum: Checksum | None = None) -> str:
    out = io.StringIO()
    assert verify(archive_dir, out, checksum=checksum) == 0, out.getvalue()
    return out.getvalue()


def _segment_path(crashed: Crashed, base: int) -> Path:
    return crashed.archive_dir / segment_file_name(crashed.recording_id, base)


def _messages(count: int, length: int) -> list[bytes]:
    return [testpattern.message(i, length) for i in range(count)]


# -- a kill inside the segment roll-over (defect 1) ---------------------------------------------------------

ROLL_STEPS = ["before-create", "before-extend"]


class _DiesOnExtend:
    """A freshly created segment file whose extension to full length never happens (the kill)."""

    def __init__(self, file: BinaryIO) -> None:
        self._file = file

    def truncate(self, size: int | None = None) -> int:
        raise Killed("before the new segment file was extended")

    def __getattr__(self, name: str) -> object:
        return getattr(self._file, name)


def _kill_in_roll_over(step: str, monkeypatch: pytest.MonkeyPatch) -> Callable[[SegmentWriter, int], None]:
    """Kill the writer inside its first roll-over: when it opens the next segment file to create it
    (before-create) or right after creating it, before extending it (before-extend). Done at the ``open``
    the segment module calls, so it works whatever the writer's internal steps are named."""

    def arm(writer: SegmentWriter, block: int) -> None:
        if block != 1:
            return
        next_file = str(writer.archive_dir / segment_file_name(writer.recording_id, writer.segment_length))

        def open_(file: object, mode: str = "r", *args: object, **kwargs: object) -> object:
            if str(file) != next_file:
                return open(file, mode, *args, **kwargs)  # type: ignore[call-overload]
            if step == "before-create":
                raise Killed("before the next segment file was created")
            return _DiesOnExtend(open(file, mode, *args, **kwargs))  # type: ignore[call-overload]

        monkeypatch.setattr(segment_module, "open", open_, raising=False)

    return arm


FILE_ENDINGS = {
    # 992-byte messages take 1024 bytes each: the 64th ends exactly at the end of the 64 KiB term and file
    "data-ends-the-file": _messages(70, 992),
    # 8 KiB messages: seven fill 58688 bytes, the eighth does not fit, a PAD fills the term (and file) end
    "pad-ends-the-file": _messages(9, 8192),
}


@pytest.fixture(params=[(step, ending) for step in ROLL_STEPS for ending in FILE_ENDINGS], ids="/".join)
def rolled(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Crashed]:
    """The block that completes the first file makes the writer roll over, and it dies in there."""
    step, ending = request.param
    crashed = _crash(tmp_path, FILE_ENDINGS[ending], kill=_kill_in_roll_over(step, monkeypatch))
    monkeypatch.undo()
    assert crashed.written == crashed.segment_length  # the whole first file was written
    next_file = _segment_path(crashed, crashed.segment_length)
    if step == "before-create":
        assert not next_file.exists()
    else:
        assert next_file.exists() and next_file.stat().st_size == 0
    yield crashed


def test_a_kill_inside_the_roll_over_recovers_to_the_file_end_and_completes_the_next_file(
    rolled: Crashed,
) -> None:
    stop = _recover(rolled)
    assert stop == rolled.segment_length >= rolled.acknowledged
    next_file = _segment_path(rolled, stop)
    assert next_file.stat().st_size == rolled.segment_length and not any(next_file.read_bytes())
    assert _our_verify(rolled.archive_dir) == f"(recordingId={rolled.recording_id}) OK\n"


@pytest.mark.java
def test_java_verify_accepts_the_directory_after_a_kill_inside_the_roll_over(
    rolled: Crashed, java: JavaToolchain
) -> None:
    _recover(rolled)
    result = archive_tool(java, rolled.archive_dir, "verify")
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"(recordingId={rolled.recording_id}) OK" in result.stdout, result.stdout


def test_a_recording_extended_after_the_roll_over_recovery_continues_in_the_completed_file(
    rolled: Crashed,
) -> None:
    stop = _recover(rolled)
    with SegmentWriter(
        rolled.archive_dir, rolled.recording_id, 0, stop, TERM, rolled.segment_length
    ) as writer:
        framer = StreamFramer(
            writer.on_block,
            term_length=TERM,
            mtu=MTU,
            initial_term_id=7,
            session_id=42,
            stream_id=STREAM_ID,
            position=stop,
        )
        framer.append(testpattern.message(0, 100))
    assert writer.position > stop


# -- a trailing PAD, a page of zeros, a torn block (defect 2) -----------------------------------------------


@pytest.mark.parametrize("checksum", [None, CRC32C], ids=["no-checksum", "crc32c"])
def test_a_term_end_pad_the_recorder_acknowledged_is_kept(tmp_path: Path, checksum: Checksum | None) -> None:
    """Segments of two terms: the PAD closing the first term is the last frame of the file, mid-segment."""
    pad_at = 7 * descriptor.compute_fragmented_frame_length(8192, MTU - 32)

    def kill_after_the_pad(writer: SegmentWriter, block: int) -> None:
        if writer.position == TERM:  # the PAD is written and acknowledged; the next block never lands
            raise Killed("after the term-end PAD")

    crashed = _crash(
        tmp_path,
        _messages(9, 8192),
        segment_length=2 * TERM,
        checksum=checksum,
        kill=kill_after_the_pad,
    )
    assert crashed.acknowledged == TERM and TERM - pad_at > PAGE  # the PAD crosses a page boundary
    assert _recover(crashed, checksum) == TERM
    assert _our_verify(crashed.archive_dir, checksum)


def test_a_whole_frame_with_a_page_of_zeros_is_kept(tmp_path: Path) -> None:
    """Aeron's page test takes a frame with an empty page for a torn one; ours keeps what was written whole
    (the writer writes a block's first length last, so a torn block is never reachable after a kill)."""
    mtu = 16 * 1024
    zeros_page = bytes(2 * PAGE)
    crashed = _crash(tmp_path, [testpattern.message(0, 100), zeros_page], mtu=mtu)
    first = descriptor.align(100 + 32, 32)
    assert crashed.acknowledged == first + descriptor.align(len(zeros_page) + 32, 32)
    assert _recover(crashed) == crashed.acknowledged


def test_a_kill_between_the_two_writes_of_a_block_keeps_nothing_of_it(tmp_path: Path) -> None:
    def kill_before_the_length(writer: SegmentWriter, block: int) -> None:
        if block == 3:
            real_write = writer._write
            calls = []

            def write(data: memoryview, file_offset: int) -> None:
                calls.append(file_offset)
                if len(calls) == 2:  # the body is in the file, its first frame's length is not
                    raise Killed("between the writes")
                real_write(data, file_offset)

            writer._write = write  # type: ignore[method-assign]

    crashed = _crash(tmp_path, _messages(5, 3000), kill=kill_before_the_length)
    data = _segment_path(crashed, 0).read_bytes()
    assert any(data[crashed.acknowledged : crashed.acknowledged + 3000])  # the body did land
    stop = _recover(crashed)
    assert stop == crashed.acknowledged
    assert not any(_segment_path(crashed, 0).read_bytes()[stop:])  # and is cleared for an extension
    assert _our_verify(crashed.archive_dir)


def test_with_a_checksum_a_torn_frame_is_still_cut_off(tmp_path: Path) -> None:
    crashed = _crash(tmp_path, _messages(3, 8000), checksum=CRC32C, mtu=16 * 1024)
    path = _segment_path(crashed, 0)
    last = crashed.acknowledged - descriptor.align(8000 + 32, 32)
    data = bytearray(path.read_bytes())
    tear = (last // PAGE + 1) * PAGE
    data[tear : crashed.acknowledged] = bytes(crashed.acknowledged - tear)  # a page never reached the disk
    path.write_bytes(bytes(data))
    assert _recover(crashed, CRC32C) == last
    assert path.stat().st_size == crashed.segment_length and not any(path.read_bytes()[last:])
