"""A read-only view of an Aeron Archive directory: its recordings, their state and their segment files.

This is what an analytics reader (the Spark data source) needs before it touches any frame: which
recordings exist, where each starts and stops, its term/segment geometry and initial term id, its
stream/session/channel, and the segment files present. It reads ``archive.catalog``
(see aeronkit/archive/catalog.py and aeron-archive/src/main/java/io/aeron/archive/Catalog.java at 1.51.0) and
lists ``{recordingId}-{segmentBase}.rec`` files, and nothing else: it never writes, never takes or checks
the archive mark file, so it works on a directory a live Java archive is writing. Each call to
``recordings()`` takes a fresh snapshot of the catalog, so new recordings and stop positions show up.

An active recording has stop position -1 (NULL_POSITION) in the catalog; its stop position here is the one
its highest segment file implies (the end of the last complete frame, as Aeron's catalog recovery computes
it, without ever truncating anything). A VALID recording whose catalog stop position lies past its highest
segment file (or past its first segment when it has none) is refused with the catalog path and the entry's
offset, as ArchiveTool verify refuses it: a reader would otherwise plan one slice per segment up to a stop
as large as 2^62.

A recording made with a record checksum (``aeron.archive.record.checksum``) or stamped by ArchiveTool
``checksum`` holds each frame's checksum in the frame's sessionId field (ArchiveTool.checksumSegmentFile
and RecordingWriter write it at SESSION_ID_FIELD_OFFSET); its catalog entry then holds a descriptor
checksum, which is never 0 for a checksummed entry but for a 1 in 2^32 chance. ``checksummed`` tells
readers to take the session id from the catalog instead.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from aeronkit.archive.catalog import (
    CATALOG_FILE_NAME,
    Catalog,
    CatalogEntry,
    RecordingDescriptor,
)
from aeronkit.archive.segment import (
    compute_stop_position,
    highest_segment_file,
    index_segment_files,
    parse_segment_file_name,
    segment_file_base_position,
)
from aeronkit.codecs.archive import RecordingState
from aeronkit.constants import NULL_POSITION
from aeronkit.errors import ClosedError, CorruptFileError

VALID = "VALID"
INVALID = "INVALID"
DELETED = "DELETED"


class RecordingNotFoundError(KeyError):
    """No catalog entry has this recording id; the message names the id and the directory."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "recording not found"


@dataclass(frozen=True)
class RecordingInfo:
    """One catalog entry with what a reader needs on top of it: state, activity, stop and files."""

    descriptor: RecordingDescriptor
    state: str
    active: bool
    stop_position: int
    segment_files: tuple[str, ...]
    checksummed: bool = False

    @property
    def recording_id(self) -> int:
        return self.descriptor.recording_id

    @property
    def stream_id(self) -> int:
        return self.descriptor.stream_id

    @property
    def session_id(self) -> int:
        return self.descriptor.session_id

    @property
    def channel(self) -> str:
        """The original channel the recording was started with (the stripped one is on the descriptor)."""
        return self.descriptor.original_channel

    @property
    def stripped_channel(self) -> str:
        return self.descriptor.stripped_channel

    @property
    def source_identity(self) -> str:
        return self.descriptor.source_identity

    @property
    def term_length(self) -> int:
        return self.descriptor.term_buffer_length

    @property
    def segment_length(self) -> int:
        return self.descriptor.segment_file_length

    @property
    def mtu_length(self) -> int:
        return self.descriptor.mtu_length

    @property
    def initial_term_id(self) -> int:
        return self.descriptor.initial_term_id

    @property
    def start_position(self) -> int:
        return self.descriptor.start_position

    @property
    def start_timestamp(self) -> int:
        return self.descriptor.start_timestamp

    @property
    def stop_timestamp(self) -> int:
        return self.descriptor.stop_timestamp

    @property
    def length(self) -> int:
        """Recorded bytes: stop minus start."""
        return max(0, self.stop_position - self.start_position)


def _state_name(state: RecordingState | int) -> str:
    return state.name if isinstance(state, RecordingState) else f"UNKNOWN({int(state)})"


class ArchiveDirectory:
    """Recordings of one archive directory, read-only. Opening checks the catalog once (errors name it)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        if not self.path.is_dir():
            raise FileNotFoundError(2, "archive directory not found", str(self.path))
        if not (self.path / CATALOG_FILE_NAME).exists():
            raise FileNotFoundError(2, "archive catalog not found", str(self.path / CATALOG_FILE_NAME))
        with Catalog(self.path):
            pass  # a damaged catalog raises CorruptFileError naming the file and offset here, not later
        self._closed = False

    def _check_open(self) -> None:
        if self._closed:
            raise ClosedError(f"ArchiveDirectory {self.path} is closed")

    def _info(
        self, entry: CatalogEntry, files: dict[int, list[str]], recover_stop: bool = True
    ) -> RecordingInfo:
        d = entry.descriptor
        names = files.get(d.recording_id, [])
        active = d.stop_position == NULL_POSITION
        stop = d.stop_position
        if active and not recover_stop:
            stop = d.start_position
        elif active:
            stop = compute_stop_position(
                self.path,
                highest_segment_file(names),
                d.start_position,
                d.term_buffer_length,
                d.segment_file_length,
            )
        elif entry.state == RecordingState.VALID:
            self._check_stop_within_segments(entry, names)
        return RecordingInfo(
            d, _state_name(entry.state), active, stop, tuple(names), checksummed=entry.checksum != 0
        )

    def _check_stop_within_segments(self, entry: CatalogEntry, names: list[str]) -> None:
        """The bound ArchiveTool verify puts on a stop position: inside the highest segment file, or inside
        the first segment when there is no file at all (a missing file there is damage a reader reports)."""
        d = entry.descriptor
        highest = highest_segment_file(names)
        if highest is not None:
            base = parse_segment_file_name(highest)[1]  # type: ignore[index]  # a segment file name
            where = f"its highest segment file {highest}"
        else:
            base = segment_file_base_position(
                d.start_position, d.start_position, d.term_buffer_length, d.segment_file_length
            )
            where = "its first segment (it has no segment files)"
        max_position = base + d.segment_file_length - 1
        if d.stop_position > max_position:
            raise CorruptFileError(
                str(self.path / CATALOG_FILE_NAME),
                entry.offset,
                f"recording {d.recording_id} stopPosition={d.stop_position} lies past {where}, "
                f"max position={max_position}",
            )

    def _entries(self) -> list[CatalogEntry]:
        with Catalog(self.path) as catalog:
            return list(catalog.entries())

    def recordings(
        self,
        *,
        include_invalid: bool = False,
        recover_active_stop: bool = True,
        where: Callable[[RecordingDescriptor], bool] | None = None,
    ) -> list[RecordingInfo]:
        """Recordings in catalog order: VALID only, or every entry (INVALID, DELETED) when asked.

        An active recording's stop position is recovered from its highest segment file, frame by frame;
        a caller that finds the end itself (the streaming reader, on every poll) passes
        ``recover_active_stop=False`` and gets the start position there instead. ``where`` picks entries
        by their descriptor first, so only those are looked at further (a damaged stop position of a
        recording the caller does not want is not its error).
        """
        self._check_open()
        entries = [
            e
            for e in self._entries()
            if (include_invalid or e.state == RecordingState.VALID) and (where is None or where(e.descriptor))
        ]
        files = index_segment_files(self.path)
        return [self._info(e, files, recover_active_stop) for e in entries]

    def recording(self, recording_id: int) -> RecordingInfo:
        """The entry with this id, whatever its state (check ``state``); RecordingNotFoundError if none."""
        self._check_open()
        for entry in self._entries():
            if entry.recording_id == recording_id:
                files = index_segment_files(self.path)
                return self._info(entry, files)
        raise RecordingNotFoundError(f"recording {recording_id} is not in the catalog of {self.path}")

    def segment_path(self, name: str) -> Path:
        """Full path of one of a recording's segment files (a name from ``RecordingInfo.segment_files``)."""
        if parse_segment_file_name(name) is None:
            raise ValueError(f"{name!r} is not a segment file name")
        return self.path / name

    def close(self) -> None:
        self._closed = True

    def __enter__(self) -> ArchiveDirectory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"ArchiveDirectory({str(self.path)!r})"
