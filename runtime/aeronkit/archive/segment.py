"""Recording segment files: names, lengths, position arithmetic, frame scanning, recovery and writing.

A recording is stored as fixed-length segment files ``{recordingId}-{segmentBasePosition}.rec`` in the
archive directory. Their bytes are the stream's term buffers laid end to end from the start of the term
that holds the recording's start position, so a frame's file offset, term offset and term id follow from
its position. Facts from aeron-archive/src/main/java/io/aeron/archive/{Archive,RecordingWriter,Catalog,
ArchiveTool}.java and client/AeronArchive.java (``segmentFileBasePosition``) at Aeron 1.51.0; the frame
header is docs/formats/frames.md.
"""

from __future__ import annotations

import os
import struct
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from aeronkit.archive.checksum import Checksum, stamp_frame
from aeronkit.errors import ConfigurationError, CorruptFileError
from aeronkit.logbuffer import descriptor
from aeronkit.logbuffer.header import (
    HDR_TYPE_DATA,
    HDR_TYPE_PAD,
    HEADER_LENGTH,
    SESSION_ID_FIELD_OFFSET,
    TYPE_FIELD_OFFSET,
    VERSION_FIELD_OFFSET,
)

SEGMENT_SUFFIX = ".rec"
DELETE_SUFFIX = ".del"
MIN_SEGMENT_LENGTH = 64 * 1024
MAX_SEGMENT_LENGTH = 1024 * 1024 * 1024
DEFAULT_SEGMENT_LENGTH = 128 * 1024 * 1024
PAGE_SIZE = 4096
FRAME_ALIGNMENT = descriptor.FRAME_ALIGNMENT

# frameLength, version, flags, type, termOffset, sessionId, streamId, termId, reservedValue
_HEADER = struct.Struct("<iBBHiiiiq")
_I32 = struct.Struct("<i")
_U16 = struct.Struct("<H")
_LENGTH_FIELD_END = VERSION_FIELD_OFFSET  # a frame's length field is its bytes [0, 4)


def is_power_of_two(value: int) -> bool:
    return value > 0 and value & (value - 1) == 0


def check_segment_length(length: int, setting: str = "aeron.archive.segment.file.length") -> int:
    """Segment lengths are powers of two in [64 KiB, 1 GiB] (Archive.Context.conclude)."""
    if not is_power_of_two(length) or not MIN_SEGMENT_LENGTH <= length <= MAX_SEGMENT_LENGTH:
        raise ConfigurationError(
            f"{setting}={length}: must be a power of 2 between {MIN_SEGMENT_LENGTH} and {MAX_SEGMENT_LENGTH}"
        )
    return length


def recording_segment_length(archive_segment_length: int, term_length: int) -> int:
    """A recording's segments are at least one term long: max(archive setting, image term length)."""
    return max(check_segment_length(archive_segment_length), term_length)


def segment_file_name(recording_id: int, segment_base_position: int) -> str:
    return f"{recording_id}-{segment_base_position}{SEGMENT_SUFFIX}"


def parse_segment_file_name(name: str) -> tuple[int, int] | None:
    """(recordingId, segmentBasePosition) of a segment file name, or None if it is not one."""
    if not name.endswith(SEGMENT_SUFFIX):
        return None
    stem = name[: -len(SEGMENT_SUFFIX)]
    dash = stem.find("-")
    if dash <= 0 or dash == len(stem) - 1:
        return None
    rec, base = stem[:dash], stem[dash + 1 :]
    if not rec.isdigit() or not base.isdigit():
        return None
    return int(rec), int(base)


def segment_file_base_position(
    start_position: int, position: int, term_length: int, segment_length: int
) -> int:
    """Base position of the segment holding ``position``: segments are aligned to the start term's base."""
    start_term_base = start_position - (start_position & (term_length - 1))
    length_from_base = position - start_term_base
    segments = length_from_base - (length_from_base & (segment_length - 1))
    return start_term_base + segments


def segment_file_offset(start_position: int, position: int, term_length: int, segment_length: int) -> int:
    """Offset of ``position`` inside its segment file."""
    return position - segment_file_base_position(start_position, position, term_length, segment_length)


def first_frame_offset(segment_base: int, start_position: int, term_length: int) -> int:
    """Where frames begin in a segment file: the start position's term offset in the first one, else 0."""
    start_term_offset = start_position & (term_length - 1)
    return start_term_offset if segment_base == start_position - start_term_offset else 0


def index_segment_files(archive_dir: str | os.PathLike[str]) -> dict[int, list[str]]:
    """Segment file names by recording id; names that do not parse are skipped, as Aeron skips them."""
    index: dict[int, list[str]] = {}
    try:
        names = os.listdir(archive_dir)
    except FileNotFoundError:
        return index
    for name in names:
        parsed = parse_segment_file_name(name)
        if parsed is not None:
            index.setdefault(parsed[0], []).append(name)
    for files in index.values():
        files.sort(key=lambda n: parse_segment_file_name(n)[1])  # type: ignore[index]  # segment files only
    return index


def highest_segment_file(files: list[str]) -> str | None:
    best: tuple[int, str] | None = None
    for name in files:
        parsed = parse_segment_file_name(name)
        if parsed is not None and (best is None or parsed[1] > best[0]):
            best = (parsed[1], name)
    return None if best is None else best[1]


@dataclass(frozen=True)
class FrameHeader:
    """The 32-byte header of one DATA or PAD frame, and where it sits in its file."""

    file_offset: int
    frame_length: int
    version: int
    flags: int
    type: int
    term_offset: int
    session_id: int
    stream_id: int
    term_id: int
    reserved_value: int

    @property
    def aligned_length(self) -> int:
        return descriptor.align(self.frame_length, FRAME_ALIGNMENT)


def read_header(data: bytes | bytearray | memoryview, offset: int, path: str = "<buffer>") -> FrameHeader:
    if offset < 0 or offset + HEADER_LENGTH > len(data):
        raise CorruptFileError(
            path, offset, f"frame header needs {HEADER_LENGTH} bytes, file has {len(data)}"
        )
    return FrameHeader(offset, *_HEADER.unpack_from(data, offset))


def scan_frames(
    data: bytes | bytearray | memoryview, offset: int, limit: int, path: str = "<buffer>"
) -> Iterator[FrameHeader]:
    """Frames from ``offset`` until a zero frame length or ``limit``; a frame that cannot be a frame raises.

    A frame is refused (CorruptFileError naming the file offset) when its length is negative, shorter than
    a header, or runs past ``limit``; a segment is never read out of bounds.
    """
    limit = min(limit, len(data))
    while offset < limit:
        if offset + 4 > limit:
            raise CorruptFileError(path, offset, "truncated frame header")
        (frame_length,) = _I32.unpack_from(data, offset)
        if frame_length == 0:
            return
        if frame_length < HEADER_LENGTH:
            raise CorruptFileError(path, offset, f"invalid frame length {frame_length}")
        aligned = descriptor.align(frame_length, FRAME_ALIGNMENT)
        if offset + aligned > limit:
            raise CorruptFileError(
                path, offset, f"frame length {frame_length} runs past the end of the segment at {limit}"
            )
        header = read_header(data, offset, path)
        yield header
        offset += aligned


def read_segment(path: str | os.PathLike[str], segment_length: int) -> bytes:
    """The first ``segment_length`` bytes of a segment file (fewer if the file is shorter)."""
    with open(path, "rb") as f:
        return f.read(segment_length)


def fragment_straddles_page(offset: int, length: int) -> bool:
    return offset // PAGE_SIZE != (offset + length - 1) // PAGE_SIZE


def _has_data_in_all_pages_after_straddle(data: bytes, frame_offset: int, aligned_length: int) -> bool:
    page = (frame_offset // PAGE_SIZE + 1) * PAGE_SIZE
    end = frame_offset + aligned_length
    while page < end:
        if not any(data[page : min(page + PAGE_SIZE, end)]):
            return False
        page += PAGE_SIZE
    return True


def _has_valid_checksum(data: bytes, frame_offset: int, aligned_length: int, checksum: Checksum) -> bool:
    computed = checksum.compute(data, frame_offset + HEADER_LENGTH, aligned_length - HEADER_LENGTH)
    stored: int = _I32.unpack_from(data, frame_offset + SESSION_ID_FIELD_OFFSET)[0]
    return computed == stored


def last_frame_may_be_torn(
    data: bytes, frame_offset: int, aligned_length: int, checksum: Checksum | None = None
) -> bool:
    """Whether the last frame of a segment may have been cut short by a crash (Catalog.isValidFragment).

    Only a frame that straddles a 4 KiB page boundary can be torn that way. It is whole when its checksum
    matches or every page it reaches holds some non-zero byte. A PAD frame is always whole: a recorder
    writes only its 32-byte header, so its later pages are empty by design (Aeron does not make this
    exception and so doubts every term-end padding that crosses a page).
    """
    if not aligned_length or not fragment_straddles_page(frame_offset, aligned_length):
        return False
    (frame_type,) = _U16.unpack_from(data, frame_offset + TYPE_FIELD_OFFSET)
    if frame_type == HDR_TYPE_PAD:
        return False
    if (
        checksum is not None
        and frame_offset + aligned_length <= len(data)
        and _has_valid_checksum(data, frame_offset, aligned_length, checksum)
    ):
        return False
    return not _has_data_in_all_pages_after_straddle(data, frame_offset, aligned_length)


def recover_stop_offset(
    path: str | os.PathLike[str],
    offset: int,
    segment_length: int,
    checksum: Checksum | None = None,
    truncate_on_page_straddle: Callable[[str], bool] | None = None,
) -> int:
    """The offset just past the last complete frame of a segment, as Aeron recovers a crashed recording.

    Frames are walked from ``offset`` while their length is positive. If the last one may have been torn
    (``last_frame_may_be_torn``), ``truncate_on_page_straddle(path)`` decides: on True the file is cut
    back to that frame (then re-extended to the segment length) and its offset returned.
    """
    path = os.fspath(path)
    data = read_segment(path, segment_length)
    limit = min(segment_length, len(data))
    next_offset = offset
    last_length = 0
    while next_offset + 4 <= limit:
        (frame_length,) = _I32.unpack_from(data, next_offset)
        if frame_length <= 0:
            break
        last_length = descriptor.align(frame_length, FRAME_ALIGNMENT)
        next_offset += last_length
    last_offset = next_offset - last_length
    if (
        last_frame_may_be_torn(data, last_offset, last_length, checksum)
        and truncate_on_page_straddle is not None
        and truncate_on_page_straddle(path)
    ):
        zero_segment_after(path, last_offset, segment_length)
        return last_offset
    return next_offset


def zero_segment_after(path: str | os.PathLike[str], offset: int, segment_length: int) -> None:
    """Make bytes ``[offset, segment_length)`` of a segment file zero and the file full length.

    Cut back, then re-extend (sparse): whatever a crash left past ``offset`` is gone, and a short or empty
    file becomes a full-length one, as ArchiveTool verify expects every segment file to be.
    """
    with open(path, "r+b") as f:
        f.truncate(offset)
        f.truncate(segment_length)


def complete_stop_segment(
    archive_dir: str | os.PathLike[str],
    recording_id: int,
    start_position: int,
    stop_position: int,
    term_length: int,
    segment_length: int,
) -> Path:
    """Leave the segment file holding a recovered ``stop_position`` present, full length and zero past it.

    A crash during a segment roll-over leaves the recording's stop exactly at the end of file k with file
    k+1 either missing (the kill came before it was created) or empty (before it was extended); Aeron's
    ArchiveTool verify then fails ("stopPosition exceeds max segment file position", "failed to read
    fragment header"). Aeron's own recovery leaves both states alone; here the file is created or extended,
    so the directory verifies after a kill at any instant. Bytes past the stop are only ever what an
    interrupted write left (never acknowledged) and are cleared, so an extension writes over zeros.
    Returns the file's path.
    """
    base = segment_file_base_position(start_position, stop_position, term_length, segment_length)
    path = Path(archive_dir) / segment_file_name(recording_id, base)
    if not path.exists():
        path.touch()
    zero_segment_after(path, stop_position - base, segment_length)
    return path


def compute_stop_position(
    archive_dir: str | os.PathLike[str],
    max_segment_file: str | None,
    start_position: int,
    term_length: int,
    segment_length: int,
    checksum: Checksum | None = None,
    truncate_on_page_straddle: Callable[[str], bool] | None = None,
) -> int:
    """The recorded position implied by the highest segment file (start position if there is none)."""
    if max_segment_file is None:
        return start_position
    parsed = parse_segment_file_name(max_segment_file)
    if parsed is None:
        raise CorruptFileError(os.path.join(archive_dir, max_segment_file), 0, "not a segment file name")
    base = parsed[1]
    offset = first_frame_offset(base, start_position, term_length)
    stop_offset = recover_stop_offset(
        os.path.join(archive_dir, max_segment_file),
        offset,
        segment_length,
        checksum,
        truncate_on_page_straddle,
    )
    return max(base + stop_offset, start_position)


@dataclass(frozen=True)
class SegmentProblem:
    """Why a segment file failed verification: the file, the byte offset and what was wrong."""

    path: str
    offset: int
    reason: str

    def __str__(self) -> str:
        return f"{self.path} at offset {self.offset}: {self.reason}"


def verify_segment_file(
    path: str | os.PathLike[str],
    start_position: int,
    term_length: int,
    segment_length: int,
    stream_id: int,
    initial_term_id: int,
    checksum: Checksum | None = None,
) -> SegmentProblem | None:
    """Check every frame header of a segment against the position it sits at (ArchiveTool verify).

    Each frame's termOffset, termId and streamId must be the ones its position implies; with a checksum,
    each DATA frame's sessionId must hold the payload checksum. Returns the first problem, or None.
    """
    path = os.fspath(path)
    parsed = parse_segment_file_name(os.path.basename(path))
    if parsed is None:
        return SegmentProblem(path, 0, "not a segment file name")
    base = parsed[1]
    bits = descriptor.position_bits_to_shift(term_length)
    try:
        data = read_segment(path, segment_length)
    except OSError as ex:
        return SegmentProblem(path, 0, f"cannot read: {ex}")
    file_offset = first_frame_offset(base, start_position, term_length)
    limit = min(segment_length, len(data))
    while file_offset < limit:
        if file_offset + HEADER_LENGTH > len(data):
            return SegmentProblem(path, file_offset, "failed to read fragment header")
        header = read_header(data, file_offset, path)
        if header.frame_length == 0:
            break
        position = base + file_offset
        term_id = descriptor.compute_term_id_from_position(position, bits, initial_term_id)
        term_offset = position & (term_length - 1)
        if (
            header.frame_length < HEADER_LENGTH
            or header.term_offset != term_offset
            or header.term_id != term_id
            or header.stream_id != stream_id
        ):
            return SegmentProblem(
                path,
                file_offset,
                f"fragment frameLength={header.frame_length} termOffset={header.term_offset} "
                f"(expected={term_offset}), termId={header.term_id} (expected={term_id}), "
                f"streamId={header.stream_id} (expected={stream_id})",
            )
        aligned = header.aligned_length
        if file_offset + aligned > len(data):
            return SegmentProblem(
                path, file_offset + HEADER_LENGTH, f"failed to read {aligned - HEADER_LENGTH} byte(s) of data"
            )
        if checksum is not None and header.type == HDR_TYPE_DATA:
            computed = checksum.compute(data, file_offset + HEADER_LENGTH, aligned - HEADER_LENGTH)
            if computed != header.session_id:
                return SegmentProblem(
                    path, file_offset, f"checksum failed recorded={header.session_id} (expected={computed})"
                )
        file_offset += aligned
    return None


def apply_checksums(
    path: str | os.PathLike[str], start_position: int, term_length: int, checksum: Checksum
) -> int:
    """Rewrite every DATA frame's checksum into its sessionId (ArchiveTool checksum); returns the count."""
    path = os.fspath(path)
    parsed = parse_segment_file_name(os.path.basename(path))
    if parsed is None:
        raise CorruptFileError(path, 0, "not a segment file name")
    with open(path, "r+b") as f:
        data = bytearray(f.read())
        offset = first_frame_offset(parsed[1], start_position, term_length)
        count = 0
        for header in scan_frames(data, offset, len(data), path):
            if header.type == HDR_TYPE_DATA:
                value = checksum.compute(
                    data, header.file_offset + HEADER_LENGTH, header.aligned_length - HEADER_LENGTH
                )
                f.seek(header.file_offset + SESSION_ID_FIELD_OFFSET)
                f.write(_I32.pack(value))
                count += 1
    return count


class SegmentWriter:
    """Writes blocks of a term buffer into segment files exactly as Aeron's RecordingWriter does.

    ``on_block`` takes whole frames (as ``Image.blockPoll`` hands them): their bytes go to the current file
    at the current offset, except that a padding frame contributes only its 32-byte header while the offset
    still advances by its full length. Files are created at the full segment length (sparse); reaching the
    end rolls to the next base position, and an already existing next file is an error. With a checksum,
    each DATA frame's sessionId is replaced by the payload checksum before writing.

    Writes are unbuffered (``os.pwrite``), so once ``on_block`` returns the bytes are in the kernel and any
    reader of the file sees them: a recorder may publish ``position`` right after. ``file_sync_level`` is
    ``aeron.archive.file.sync.level``: 0 none, 1 fdatasync, 2 fsync (data and metadata).

    Each block is written in two steps, its first frame's length field last (the order a publisher uses
    in a term; Aeron's RecordingWriter writes the block in one go). Until that field is written the block
    ends the frame walk, so a crash part way through a block leaves nothing a recovery would take for a
    frame: every frame recovery reaches after a kill is whole, whatever its bytes (a page of zeros
    included). With a sync level, each step is forced before the next, which extends that to power loss.
    """

    def __init__(
        self,
        archive_dir: str | os.PathLike[str],
        recording_id: int,
        start_position: int,
        position: int,
        term_length: int,
        segment_length: int,
        checksum: Checksum | None = None,
        file_sync_level: int = 0,
    ) -> None:
        descriptor.check_term_length(term_length)
        check_segment_length(segment_length)
        if segment_length < term_length:
            raise ConfigurationError(
                f"segment length {segment_length} is shorter than the term length {term_length}"
            )
        if file_sync_level not in (0, 1, 2):
            raise ConfigurationError(f"aeron.archive.file.sync.level={file_sync_level}: must be 0, 1 or 2")
        self.archive_dir = Path(archive_dir)
        self.recording_id = recording_id
        self.segment_length = segment_length
        self.checksum = checksum
        self.file_sync_level = file_sync_level
        self.segment_base = segment_file_base_position(start_position, position, term_length, segment_length)
        self.segment_offset = position - self.segment_base
        self._file = self._open_existing_or_new(self.segment_base)

    @property
    def position(self) -> int:
        return self.segment_base + self.segment_offset

    @property
    def path(self) -> Path:
        """The segment file being written."""
        return self.archive_dir / segment_file_name(self.recording_id, self.segment_base)

    def _open_existing_or_new(self, base: int) -> BinaryIO:
        path = self.archive_dir / segment_file_name(self.recording_id, base)
        f = open(path, "r+b" if path.exists() else "w+b", buffering=0)  # noqa: SIM115 - closed on roll/close
        f.truncate(self.segment_length)
        return f

    def on_block(self, term: bytes | bytearray | memoryview, term_offset: int, length: int) -> None:
        """Append ``term[term_offset:term_offset + length]`` (whole frames, or one padding frame)."""
        if length < HEADER_LENGTH or term_offset < 0 or term_offset + length > len(term):
            raise ValueError(f"block [{term_offset}, {term_offset + length}) outside a term of {len(term)}")
        if self.segment_offset + length > self.segment_length:
            raise ValueError(
                f"block of {length} bytes crosses the end of segment at offset {self.segment_offset}"
            )
        (frame_type,) = _U16.unpack_from(term, term_offset + TYPE_FIELD_OFFSET)
        is_padding = frame_type == HDR_TYPE_PAD
        data_length = HEADER_LENGTH if is_padding else length
        # Written straight from the term (no copy): the publisher cannot reuse these bytes until the
        # recorder's position moves past them, which happens only after this returns.
        frames = memoryview(term).cast("B")
        block: bytearray | memoryview = frames[term_offset : term_offset + data_length]
        if self.checksum is not None and not is_padding:
            buf = bytearray(block)
            for header in scan_frames(buf, 0, len(buf)):
                stamp_frame(self.checksum, buf, header.file_offset, header.aligned_length)
            block = buf
        view = memoryview(block)
        self._write(view[_LENGTH_FIELD_END:], self.segment_offset + _LENGTH_FIELD_END)
        self._write(view[:_LENGTH_FIELD_END], self.segment_offset)
        self.segment_offset += length
        if self.segment_offset >= self.segment_length:
            self._roll()

    def _write(self, data: memoryview, file_offset: int) -> None:
        """Write all of ``data`` at ``file_offset`` in the current file, then force it per the sync level."""
        fd = self._file.fileno()
        written = 0
        while written < len(data):
            written += os.pwrite(fd, data[written:], file_offset + written)
        if self.file_sync_level == 1:
            os.fdatasync(fd)
        elif self.file_sync_level == 2:
            os.fsync(fd)

    def _roll(self) -> None:
        """Close the full file and start the next one (RecordingWriter.onFileRollOver), step by step.

        A crash can stop this between any two steps; recovery (``complete_stop_segment``) repairs either
        state it leaves: no next file, or an empty one.
        """
        self._file.close()
        self.segment_offset = 0
        self.segment_base += self.segment_length
        self._file = self._create_segment_file(self.segment_base)
        self._extend_segment_file(self._file)

    def _create_segment_file(self, base: int) -> BinaryIO:
        path = self.archive_dir / segment_file_name(self.recording_id, base)
        try:
            return open(path, "xb+", buffering=0)
        except FileExistsError:
            raise CorruptFileError(str(path), 0, "segment file already exists") from None

    def _extend_segment_file(self, f: BinaryIO) -> None:
        f.truncate(self.segment_length)

    def close(self) -> None:
        if not self._file.closed:
            self._file.close()

    def __enter__(self) -> SegmentWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
