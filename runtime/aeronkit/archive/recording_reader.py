"""Read a recording's fragments and whole messages back out of its segment files.

Walks positions from the recording's start to its stop across ``{recordingId}-{base}.rec`` files, checks
each frame header against the position it sits at (termOffset, termId, streamId, as Aeron's
ReplaySession and RecordingReader do), skips padding, and reassembles fragmented messages by their
BEGIN/END flags (io.aeron.FragmentAssembler semantics). Damage is a CorruptFileError naming the segment
file and the byte offset, never an out-of-bounds read.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from aeronkit.archive.segment import (
    FrameHeader,
    compute_stop_position,
    highest_segment_file,
    index_segment_files,
    read_header,
    segment_file_base_position,
    segment_file_name,
)
from aeronkit.constants import NULL_POSITION
from aeronkit.errors import CorruptFileError
from aeronkit.logbuffer import descriptor

if TYPE_CHECKING:
    from aeronkit.archive.catalog import RecordingDescriptor
from aeronkit.logbuffer.header import BEGIN_FLAG, END_FLAG, HDR_TYPE_DATA, HDR_TYPE_PAD, HEADER_LENGTH


@dataclass(frozen=True)
class RecordedFragment:
    """One DATA frame of a recording: its stream position, header and payload."""

    position: int
    header: FrameHeader
    payload: bytes


class RecordingReader:
    """Reads ``[start_position, stop_position)`` of a recording; a stop of -1 reads to the last frame."""

    def __init__(
        self,
        archive_dir: str | os.PathLike[str],
        recording_id: int,
        start_position: int,
        stop_position: int,
        term_length: int,
        segment_length: int,
        initial_term_id: int,
        stream_id: int,
    ) -> None:
        descriptor.check_term_length(term_length)
        self.archive_dir = Path(archive_dir)
        self.recording_id = recording_id
        self.start_position = start_position
        self.term_length = term_length
        self.segment_length = segment_length
        self.initial_term_id = initial_term_id
        self.stream_id = stream_id
        if stop_position == NULL_POSITION:
            files = index_segment_files(archive_dir).get(recording_id, [])
            stop_position = compute_stop_position(
                archive_dir, highest_segment_file(files), start_position, term_length, segment_length
            )
        self.stop_position = stop_position

    @classmethod
    def for_descriptor(cls, archive_dir: str | os.PathLike[str], d: RecordingDescriptor) -> RecordingReader:
        """A reader over one catalog descriptor's recording."""
        return cls(
            archive_dir,
            d.recording_id,
            d.start_position,
            d.stop_position,
            d.term_buffer_length,
            d.segment_file_length,
            d.initial_term_id,
            d.stream_id,
        )

    def _segment(self, base: int) -> tuple[str, bytes]:
        path = self.archive_dir / segment_file_name(self.recording_id, base)
        try:
            with open(path, "rb") as f:
                return str(path), f.read(self.segment_length)
        except FileNotFoundError:
            raise CorruptFileError(str(path), 0, "segment file is missing") from None

    def fragments(self) -> Iterator[RecordedFragment]:
        """Every DATA fragment in position order (padding frames are stepped over)."""
        bits = descriptor.position_bits_to_shift(self.term_length)
        position = self.start_position
        base = -1
        path, data = "", b""
        while position < self.stop_position:
            wanted = segment_file_base_position(
                self.start_position, position, self.term_length, self.segment_length
            )
            if wanted != base:
                base = wanted
                path, data = self._segment(base)
            offset = position - base
            if offset + HEADER_LENGTH > len(data):
                raise CorruptFileError(path, offset, "segment file ends before the recording's stop position")
            header = read_header(data, offset, path)
            term_id = descriptor.compute_term_id_from_position(position, bits, self.initial_term_id)
            term_offset = position & (self.term_length - 1)
            if header.frame_length < HEADER_LENGTH:
                raise CorruptFileError(
                    path,
                    offset,
                    f"invalid frame length {header.frame_length} at position "
                    f"{position} (stop position {self.stop_position})",
                )
            if (
                header.term_offset != term_offset
                or header.term_id != term_id
                or header.stream_id != self.stream_id
            ):
                raise CorruptFileError(
                    path,
                    offset,
                    f"frame header termOffset={header.term_offset} (expected={term_offset}), "
                    f"termId={header.term_id} (expected={term_id}), streamId={header.stream_id} "
                    f"(expected={self.stream_id})",
                )
            aligned = header.aligned_length
            if offset + aligned > len(data) or term_offset + aligned > self.term_length:
                raise CorruptFileError(path, offset, f"frame length {header.frame_length} runs past its term")
            if header.type == HDR_TYPE_DATA:
                yield RecordedFragment(
                    position, header, bytes(data[offset + HEADER_LENGTH : offset + header.frame_length])
                )
            elif header.type != HDR_TYPE_PAD:
                raise CorruptFileError(path, offset, f"unexpected frame type {header.type}")
            position += aligned

    def messages(self) -> Iterator[bytes]:
        """Whole messages, fragments joined by their BEGIN/END flags; a broken sequence is corruption."""
        pending: bytearray | None = None
        seen_begin = False
        for fragment in self.fragments():
            flags = fragment.header.flags
            if not seen_begin and not flags & BEGIN_FLAG:
                continue  # a recording that joined mid-message starts with its tail, as a subscriber would
            seen_begin = True
            if flags & BEGIN_FLAG and flags & END_FLAG:
                if pending is not None:
                    raise self._broken(fragment, "unfragmented frame inside a fragmented message")
                yield fragment.payload
            elif flags & BEGIN_FLAG:
                if pending is not None:
                    raise self._broken(fragment, "BEGIN fragment inside a fragmented message")
                pending = bytearray(fragment.payload)
            else:
                if pending is None:
                    raise self._broken(fragment, "fragment without a BEGIN fragment")
                pending += fragment.payload
                if flags & END_FLAG:
                    yield bytes(pending)
                    pending = None

    def _broken(self, fragment: RecordedFragment, reason: str) -> CorruptFileError:
        base = segment_file_base_position(
            self.start_position, fragment.position, self.term_length, self.segment_length
        )
        path = self.archive_dir / segment_file_name(self.recording_id, base)
        return CorruptFileError(str(path), fragment.position - base, reason)
