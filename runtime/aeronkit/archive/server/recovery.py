"""Crash recovery at archive start: recordings the catalog still shows as active get a stop position.

aeron-archive/src/main/java/io/aeron/archive/Catalog.java at 1.51.0 (refreshAndFixDescriptor,
computeStopPosition): a VALID recording whose stop position is NULL_POSITION was cut short by a crash, and
its stop is recomputed from its highest segment file. Ours differs in three steps, each to the same end:
no position a recorder acknowledged is ever lost, and the directory verifies (Java's ArchiveTool and ours)
after a kill at any instant.

1. ``recovered_stop_position``: the end of the last frame the walk reaches. Aeron refuses to start when
   that frame crosses a page boundary and a later page is empty (it may be torn). Our SegmentWriter writes
   each block's first length field last, so after a kill every frame the walk reaches is whole and such a
   frame is simply one with a page of zeros (a term-end PAD always looks like that). Only a record
   checksum can prove a frame torn (a power loss without a sync level, or a directory written by another
   writer); then it is cut off.
2. ``complete_stop_segment``: the file holding the stop exists at full length, zero past the stop (a kill
   inside a segment roll-over leaves the next file missing or empty).
3. The stop position goes into the catalog, which is flushed.
"""

from __future__ import annotations

from aeronkit.archive.catalog import Catalog, RecordingDescriptor
from aeronkit.archive.checksum import Checksum
from aeronkit.archive.segment import (
    complete_stop_segment,
    compute_stop_position,
    highest_segment_file,
    index_segment_files,
)
from aeronkit.constants import NULL_POSITION


def recover_recordings(
    catalog: Catalog, archive_dir: str, checksum: Checksum | None, now_ms: int
) -> dict[int, int]:
    """Give every recording a crash left active its stop position; returns {recording id: stop}."""
    files_by_id = index_segment_files(archive_dir)
    recovered: dict[int, int] = {}
    for d in catalog.list():
        if d.stop_position != NULL_POSITION:
            continue
        files = files_by_id.get(d.recording_id, [])
        stop = recovered_stop_position(archive_dir, d, files, checksum)
        if files:
            complete_stop_segment(
                archive_dir,
                d.recording_id,
                d.start_position,
                stop,
                d.term_buffer_length,
                d.segment_file_length,
            )
        catalog.set_stop_position(d.recording_id, stop, now_ms)
        recovered[d.recording_id] = stop
    if recovered:
        catalog.flush()
    return recovered


def recovered_stop_position(
    archive_dir: str, d: RecordingDescriptor, files: list[str], checksum: Checksum | None
) -> int:
    """Where the recording ends: past the last whole frame of its highest segment file (see module doc)."""
    return compute_stop_position(
        archive_dir,
        highest_segment_file(files),
        d.start_position,
        d.term_buffer_length,
        d.segment_file_length,
        checksum,
        _cut_torn_frame if checksum is not None else None,
    )


def _cut_torn_frame(path: str) -> bool:
    """With a checksum, a frame that may be torn failed it: it is torn, never acknowledged, and is cut."""
    return True
