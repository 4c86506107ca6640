"""Crash recovery at archive start: recordings the catalog still shows as active get a stop position.

aeron-archive/src/main/java/io/aeron/archive/Catalog.java at 1.51.0 (refreshAndFixDescriptor,
computeStopPosition): a VALID recording whose stop position is NULL_POSITION was cut short by a crash, and
its stop is recomputed from its highest segment file, to the end of its last complete frame (a frame torn
across a page is cut off), then written to the catalog.
"""

from __future__ import annotations

from aeronkit.archive.catalog import NULL_POSITION, Catalog, RecordingDescriptor
from aeronkit.archive.checksum import Checksum
from aeronkit.archive.segment import compute_stop_position, highest_segment_file, index_segment_files


def recover_recordings(
    catalog: Catalog, archive_dir: str, checksum: Checksum | None, now_ms: int
) -> dict[int, int]:
    """Give every recording a crash left active its stop position; returns {recording id: stop}."""
    files_by_id = index_segment_files(archive_dir)
    recovered: dict[int, int] = {}
    for d in catalog.list():
        if d.stop_position != NULL_POSITION:
            continue
        stop = recovered_stop_position(archive_dir, d, files_by_id.get(d.recording_id, []), checksum)
        catalog.set_stop_position(d.recording_id, stop, now_ms)
        recovered[d.recording_id] = stop
    if recovered:
        catalog.flush()
    return recovered


def recovered_stop_position(
    archive_dir: str, d: RecordingDescriptor, files: list[str], checksum: Checksum | None
) -> int:
    """Where the recording ends: past the last complete frame of its highest segment file."""
    return compute_stop_position(
        archive_dir,
        highest_segment_file(files),
        d.start_position,
        d.term_buffer_length,
        d.segment_file_length,
        checksum,
        lambda _path: True,
    )
