"""What the archive's segment requests do to a recording's files: truncate, delete, attach, migrate.

The file side of aeron-archive/src/main/java/io/aeron/archive/ArchiveConductor.java at 1.51.0
(truncateRecording, purgeRecording, deleteDetachedSegments, purgeSegments, attachSegments,
migrateSegments); the conductor checks each request and updates the catalog, these functions touch the
files. Aeron defers deletes to a DeleteSegmentsSession; here they are done at once (docs/archive.md).
"""

from __future__ import annotations

import os

from aeronkit.archive.catalog import RecordingDescriptor
from aeronkit.archive.segment import (
    index_segment_files,
    parse_segment_file_name,
    segment_file_base_position,
    segment_file_name,
    zero_segment_after,
)


def recording_segment_files(archive_dir: str, recording_id: int) -> list[tuple[int, str]]:
    """(base position, file name) of every segment file of a recording, lowest base first."""
    result = []
    for name in index_segment_files(archive_dir).get(recording_id, []):
        parsed = parse_segment_file_name(name)
        if parsed is not None:
            result.append((parsed[1], name))
    return sorted(result)


def delete_segment_file(archive_dir: str, name: str) -> bool:
    """Delete one file; False if it was already gone."""
    try:
        os.unlink(os.path.join(archive_dir, name))
        return True
    except FileNotFoundError:
        return False


def delete_segments_below(archive_dir: str, recording_id: int, base: int) -> int:
    """Delete every segment file of a recording whose base is below ``base``; returns how many went."""
    return sum(
        1
        for file_base, name in recording_segment_files(archive_dir, recording_id)
        if file_base < base and delete_segment_file(archive_dir, name)
    )


def truncate_segment_files(archive_dir: str, d: RecordingDescriptor, position: int) -> int:
    """Cut a stopped recording's files back to ``position``: later files go, the one holding it is zeroed
    from there on. Returns how many files were deleted."""
    seg = d.segment_file_length
    keep_base = (
        None
        if position == d.start_position
        else segment_file_base_position(d.start_position, position, d.term_buffer_length, seg)
    )
    deleted = 0
    for base, name in recording_segment_files(archive_dir, d.recording_id):
        if keep_base is not None and base < keep_base:
            continue
        if keep_base is not None and base == keep_base and position > base:
            zero_segment_after(os.path.join(archive_dir, name), position - base, seg)
            continue
        if delete_segment_file(archive_dir, name):
            deleted += 1
    return deleted


def attachable_start(archive_dir: str, d: RecordingDescriptor) -> tuple[int, int]:
    """(new start position, files attached): walk back over full-length files just before the start."""
    seg = d.segment_file_length
    base = segment_file_base_position(d.start_position, d.start_position, d.term_buffer_length, seg)
    present = {b for b, _name in recording_segment_files(archive_dir, d.recording_id)}
    attached = 0
    while base - seg >= 0 and (base - seg) in present:
        path = os.path.join(archive_dir, segment_file_name(d.recording_id, base - seg))
        if os.path.getsize(path) != seg:
            break
        base -= seg
        attached += 1
    return base, attached


def migrate_segment_files(archive_dir: str, src_id: int, dst_id: int) -> int:
    """Rename the source recording's files to the destination's names (same bases); returns how many moved.
    A destination file that already exists is left as it is."""
    moved = 0
    for base, name in recording_segment_files(archive_dir, src_id):
        target = os.path.join(archive_dir, segment_file_name(dst_id, base))
        if os.path.exists(target):
            continue
        os.rename(os.path.join(archive_dir, name), target)
        moved += 1
    return moved
