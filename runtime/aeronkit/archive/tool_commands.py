"""The commands behind `aeronkit archive-tool`, callable from Python too (each writes to a text stream).

Mirrors io.aeron.archive.ArchiveTool (aeron-archive/src/main/java/io/aeron/archive/ArchiveTool.java at
Aeron 1.51.0): the same commands, the same descriptor and mark-file lines (so output of the two tools
can be compared line by line), the same verify rules. ``compact``, ``delete-orphaned-segments`` and
``migrate`` ask before they act, as Java's do (``--yes`` answers for them). Differences: ``dump`` does not
stop to ask after each batch of fragments, and ``verify`` leaves a torn last fragment that straddles a page
boundary in place unless ``--truncate`` is given (Java asks, and truncates on an empty answer);
``capacity`` is a command here, where Java's main lists it in its help but only ArchiveTool.capacity exists.
Exit status is 0 on success and 1 on any error (Java exits with -1). docs/archive-tool.md.
Writable opens use the minimum catalog capacity, as ArchiveTool does, so a compacted catalog never grows.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TextIO

from aeronkit.archive import segment
from aeronkit.archive.catalog import (
    CATALOG_FILE_NAME,
    CATALOG_HEADER_LENGTH,
    DESCRIPTOR_HEADER_LENGTH,
    MAX_CATALOG_LENGTH,
    MIN_CAPACITY,
    Catalog,
    CatalogEntry,
)
from aeronkit.archive.checksum import Checksum, checksum_for
from aeronkit.archive.mark_file import SEMANTIC_VERSION, ArchiveMarkFile
from aeronkit.archive.recording_reader import RecordingReader
from aeronkit.archive.tool import COMMAND_HELP, USAGE, command_help
from aeronkit.codecs import archive as codecs
from aeronkit.codecs.archive import RecordingState
from aeronkit.concurrent.error_log import ErrorObservation
from aeronkit.concurrent.mark_file import format_error_log
from aeronkit.constants import (
    LONG_MAX,
    NULL_POSITION,
    semantic_version_major,
    semantic_version_minor,
    semantic_version_patch,
)
from aeronkit.errors import AeronError, CorruptFileError
from aeronkit.logbuffer.header import (
    BEGIN_FLAG,
    END_FLAG,
    HDR_TYPE_DATA,
    HDR_TYPE_PAD,
    HEADER_LENGTH,
    SESSION_ID_FIELD_OFFSET,
    UNFRAGMENTED,
)
from aeronkit.tools.progress import Progress


class ToolError(AeronError):
    """A command failed in a way the user must hear about (exit status 1)."""


# -- shared helpers --------------------------------------------------------------------------------


def _format_ms(epoch_ms: int) -> str:
    """Local "yyyy-MM-dd HH:mm:ss" as Java's %tF %tT prints a Date (-1 after shutdown is 1969-12-31...)."""
    return datetime.fromtimestamp(epoch_ms / 1000).strftime("%Y-%m-%d %H:%M:%S")


def print_mark_information(archive_dir: Path, out: TextIO) -> None:
    """The two mark-file lines ArchiveTool prints before descriptors (time line, then the header)."""
    try:
        with ArchiveMarkFile.open(archive_dir) as mark:
            header = mark.header()
    except CorruptFileError as ex:
        print(f"WARNING: {ex}", file=sys.stderr)
        return
    now = datetime.now().strftime("%H:%M:%S")
    out.write(
        f"{now} (start: {_format_ms(header.start_timestamp)}, "
        f"activity: {_format_ms(header.activity_timestamp)})\n"
    )
    out.write(header.to_java_string() + "\n")


def _entry_for(catalog: Catalog, recording_id: int) -> CatalogEntry:
    entry = catalog.find_any(recording_id)
    if entry is None:
        raise ToolError(f"no recording found with recordingId: {recording_id}")
    return entry


# -- commands --------------------------------------------------------------------------------------


def describe(
    archive_dir: Path, out: TextIO, recording_id: int | None = None, all_states: bool = False,
    as_json: bool = False,
) -> None:
    """Java's describe output; with ``as_json`` one JSON object per recording (its fields and state)."""
    with Catalog(archive_dir) as catalog:
        if as_json:
            chosen = [_entry_for(catalog, recording_id)] if recording_id is not None else [
                e for e in catalog.entries() if all_states or e.state == RecordingState.VALID]
            for entry in chosen:
                fields = dataclasses.asdict(entry.descriptor) | {"state": catalog.state_name(entry)}
                out.write(json.dumps(fields, sort_keys=True) + "\n")
            return
        if recording_id is not None:
            out.write(_entry_for(catalog, recording_id).descriptor.to_java_string() + "\n")
            return
        print_mark_information(archive_dir, out)
        out.write(f"Catalog capacity in bytes: {catalog.capacity}\n")
        for entry in catalog.entries():
            line = entry.descriptor.to_java_string()
            if all_states:
                out.write(f"{line}|{catalog.state_name(entry)}\n")
            elif entry.state == RecordingState.VALID:
                out.write(line + "\n")


def count_entries(archive_dir: Path, out: TextIO) -> int:
    with Catalog(archive_dir) as catalog:
        out.write(f"{catalog.entry_count}\n")
        return catalog.entry_count


def pid(archive_dir: Path, out: TextIO) -> int:
    with ArchiveMarkFile.open(archive_dir) as mark:
        value = mark.header().pid
    out.write(f"{value}\n")
    return value


def _print_error_log(observations: list[ErrorObservation], out: TextIO) -> None:
    out.write(format_error_log(observations))


def errors(archive_dir: Path, out: TextIO) -> None:
    with ArchiveMarkFile.open(archive_dir) as mark:
        observations = mark.errors()
        aeron_dir = mark.header().aeron_directory
    out.write("Archive error log:\n")
    _print_error_log(observations, out)
    out.write(f"\nAeron driver error log (directory: {aeron_dir}):\n")
    from aeronkit.cnc import CncFile

    try:
        cnc = CncFile.map(aeron_dir)
    except (AeronError, OSError) as ex:
        out.write(f"cannot read the driver's cnc.dat: {ex}\n")
        return
    try:
        _print_error_log(cnc.errors(), out)
    finally:
        cnc.close()


def _hex_dump(data: bytes, out: TextIO) -> None:
    for i in range(0, len(data), 16):
        chunk = data[i : i + 16]
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        out.write(f"|{i:08x}| {chunk.hex(' '):<47} |{text}|\n")


def dump(archive_dir: Path, out: TextIO, recording_id: int | None = None, limit: int | None = None) -> None:
    """Descriptors and their recorded frames; at most ``limit`` data fragments per recording."""
    if limit is not None and limit <= 0:
        raise ToolError(f"Invalid fragmentCountLimit={limit}")
    with Catalog(archive_dir) as catalog:
        print_mark_information(archive_dir, out)
        out.write(f"Catalog capacity in bytes: {catalog.capacity}\n\n")
        out.write(f"Dumping up to {limit if limit is not None else LONG_MAX} fragments per recording\n")
        for entry in catalog.entries():
            d = entry.descriptor
            if recording_id is not None and d.recording_id != recording_id:
                continue
            stream_length = -1 if d.stop_position == -1 else d.stop_position - d.start_position
            out.write(
                f"\n\nRecording {d.recording_id}\n  channel: {d.stripped_channel}\n"
                f"  streamId: {d.stream_id}\n  stream length: {stream_length}\n"
            )
            out.write(f"state={catalog.state_name(entry)} length={entry.length} checksum={entry.checksum}\n")
            out.write(d.to_java_string() + "\n")
            if stream_length == 0:
                out.write("Recording is empty\n")
                continue
            reader = RecordingReader.for_descriptor(archive_dir, d)
            for count, fragment in enumerate(reader.fragments(), start=1):
                h = fragment.header
                out.write(
                    f"\nFrame at position [{fragment.position}] data at offset [{h.file_offset}] "
                    f"with length = {h.frame_length}\n"
                )
                if h.type == HDR_TYPE_PAD:
                    out.write("PADDING FRAME\n")
                elif h.type == HDR_TYPE_DATA:
                    if h.flags & UNFRAGMENTED != UNFRAGMENTED:
                        suffix = ("BEGIN_FRAGMENT" if h.flags & BEGIN_FLAG else "") + (
                            "END_FRAGMENT" if h.flags & END_FLAG else ""
                        )
                        out.write(f"Fragmented frame. {suffix}\n")
                    _hex_dump(fragment.payload, out)
                if limit is not None and count >= limit:
                    out.write(
                        f"{limit} fragments dumped; {reader.stop_position - fragment.position} bytes "
                        f"remain in recording id {d.recording_id}\n"
                    )
                    break


def _position_problem(recording_id: int, start: int, stop: int) -> str | None:
    if start < 0:
        return f"(recordingId={recording_id}) ERR: Negative startPosition={start}"
    if start & 31:
        return f"(recordingId={recording_id}) ERR: Non-aligned startPosition={start}"
    if stop != -1:
        if stop < start:
            return (
                f"(recordingId={recording_id}) ERR: Invariant violation stopPosition={stop} is before "
                f"startPosition={start}"
            )
        if stop & 31:
            return f"(recordingId={recording_id}) ERR: Non-aligned stopPosition={stop}"
    return None


def verify(
    archive_dir: Path,
    out: TextIO,
    recording_id: int | None = None,
    all_segments: bool = False,
    checksum: Checksum | None = None,
    truncate_on_page_straddle: Callable[[str], bool] | None = None,
    now_ms: Callable[[], int] | None = None,
) -> int:
    """Verify entries like ArchiveTool verify; returns the number of faulty entries (each left INVALID).

    A progress bar over the segment files to read goes to stderr when it is a terminal."""
    import time

    clock = now_ms or (lambda: time.time_ns() // 1_000_000)
    errors_found = 0
    found = False
    with Catalog(archive_dir, writable=True, capacity=MIN_CAPACITY, checksum=checksum) as catalog:
        files_by_id = segment.index_segment_files(archive_dir)
        progress = _segments_progress("verify", catalog, files_by_id, recording_id, all_segments)
        for entry in list(catalog.entries()):
            d = entry.descriptor
            rid = d.recording_id
            if recording_id is not None and rid != recording_id:
                continue
            found = True
            if entry.state not in (RecordingState.VALID, RecordingState.INVALID):
                progress.close()
                out.write(f"(recordingId={rid}) skipping: {catalog.state_name(entry)}\n")
                continue
            problem = _verify_entry(
                catalog,
                entry,
                archive_dir,
                files_by_id.get(rid, []),
                all_segments,
                checksum,
                truncate_on_page_straddle,
                clock,
                progress,
            )
            progress.close()
            if problem is not None:
                out.write(problem + "\n")
                errors_found += 1
                catalog.set_state_at(entry, RecordingState.INVALID)
                continue
            out.write(f"(recordingId={rid}) OK\n")
        progress.close()
    if recording_id is not None and not found:
        raise ToolError(f"no recording found with recordingId: {recording_id}")
    return errors_found


def _verify_entry(
    catalog: Catalog,
    entry: CatalogEntry,
    archive_dir: Path,
    files: list[str],
    all_segments: bool,
    checksum: Checksum | None,
    truncate_on_page_straddle: Callable[[str], bool] | None,
    clock: Callable[[], int],
    progress: Progress,
) -> str | None:
    d = entry.descriptor
    rid = d.recording_id
    problem = _position_problem(rid, d.start_position, d.stop_position)
    if problem is not None:
        return problem
    seg_len, term_len = d.segment_file_length, d.term_buffer_length
    if not segment.is_power_of_two(term_len) or not segment.is_power_of_two(seg_len) or seg_len < term_len:
        return f"(recordingId={rid}) ERR: invalid termBufferLength={term_len} or segmentFileLength={seg_len}"
    max_file = segment.highest_segment_file(files)
    try:
        if max_file is not None:
            max_position = segment.parse_segment_file_name(max_file)[1] + seg_len - 1  # type: ignore[index]  # a segment
            if d.start_position > max_position or d.stop_position > max_position:
                return (
                    f"(recordingId={rid}) ERR: Invariant violation: startPosition={d.start_position} and/or "
                    f"stopPosition={d.stop_position} exceed max segment file position={max_position}"
                )
        computed_stop = segment.compute_stop_position(
            archive_dir, max_file, d.start_position, term_len, seg_len, checksum, truncate_on_page_straddle
        )
    except (OSError, AeronError) as ex:
        return f"(recordingId={rid}) ERR: {ex}"
    if checksum is not None:
        expected = catalog.compute_descriptor_checksum(entry, checksum)
        if expected != entry.checksum:
            line = (
                f"(recordingId={rid}) ERR: invalid Catalog checksum: expected={expected}, "
                f"actual={entry.checksum}"
            )
            if entry.checksum == 0:
                line += _without_checksums(rid, checksum, "its catalog entry holds no checksum")
            return line
    if max_file is not None:
        for name in files if all_segments else [max_file]:
            progress.advance(name)
            found = _first_header_problem(archive_dir / name, d.start_position, term_len) or (
                segment.verify_segment_file(
                    archive_dir / name,
                    d.start_position,
                    term_len,
                    seg_len,
                    d.stream_id,
                    d.initial_term_id,
                    checksum,
                )
            )
            if found is not None:
                line = f"(recordingId={rid}, file={found.path}) ERR: {found.reason} at offset {found.offset}"
                if checksum is not None and _holds_session_id(found, d.session_id):
                    line += _without_checksums(rid, checksum, "the frame holds the sessionId, not a checksum")
                return line
    if computed_stop != d.stop_position:
        catalog.update_entry(entry, stop_position=computed_stop, stop_timestamp=clock())
    if entry.state == RecordingState.INVALID and files:
        catalog.set_state_at(entry, RecordingState.VALID)
    return None


def _first_header_problem(path: Path, start_position: int, term_length: int) -> segment.SegmentProblem | None:
    """A segment file too short to hold a frame header where its frames begin (a 0-byte file, say).

    Java's ArchiveTool.isInvalidSegmentFile reads one header before it looks at any frame length, so such a
    file fails there ("failed to read fragment header"); segment.verify_segment_file's scan would stop
    before reading anything and pass it.
    """
    parsed = segment.parse_segment_file_name(path.name)
    if parsed is None:
        return None  # verify_segment_file names it
    offset = segment.first_frame_offset(parsed[1], start_position, term_length)
    try:
        size = path.stat().st_size
    except OSError as ex:
        return segment.SegmentProblem(str(path), 0, f"cannot read: {ex}")
    if size < offset + HEADER_LENGTH:
        return segment.SegmentProblem(str(path), offset, "failed to read fragment header")
    return None


def _holds_session_id(problem: segment.SegmentProblem, session_id: int) -> bool:
    """Whether the frame a checksum check failed on holds the recording's session id where the checksum
    belongs: the sign of a segment written without checksums, not of damaged data."""
    if not problem.reason.startswith("checksum failed"):
        return False
    with open(problem.path, "rb") as f:
        f.seek(problem.offset + SESSION_ID_FIELD_OFFSET)
        field = f.read(4)
    return len(field) == 4 and int.from_bytes(field, "little", signed=True) == session_id


def _without_checksums(recording_id: int, checksum: Checksum, sign: str) -> str:
    """What verify --checksum adds to Java's line when there are simply no checksums to check: the sign of
    it, that the recording is now INVALID, and how to store checksums (Java says none of this)."""
    return (
        f"; {sign}: written without checksums, so the recording is now INVALID; store them with "
        f"'checksum {checksum.name} {recording_id} -a', then verify again"
    )


def _segments_progress(label: str, catalog: Catalog, files_by_id: dict[int, list[str]],
                       recording_id: int | None, all_segments: bool) -> Progress:
    """A bar over the segment files a verify or checksum will read: all of each recording's with ``-a``,
    else its last one."""
    total = 0
    for entry in catalog.entries():
        rid = entry.descriptor.recording_id
        if recording_id is None or rid == recording_id:
            files = files_by_id.get(rid, [])
            total += len(files) if all_segments else min(1, len(files))
    return Progress(label, total)


def checksum_recordings(
    archive_dir: Path,
    out: TextIO,
    checksum: Checksum,
    recording_id: int | None = None,
    all_segments: bool = False,
) -> int:
    """Store frame checksums in segment files and refresh descriptor checksums; returns frames stamped."""
    stamped = 0
    found = False
    with Catalog(archive_dir, writable=True, capacity=MIN_CAPACITY, checksum=checksum) as catalog:
        files_by_id = segment.index_segment_files(archive_dir)
        progress = _segments_progress("checksum", catalog, files_by_id, recording_id, all_segments)
        for entry in list(catalog.entries()):
            d = entry.descriptor
            if recording_id is not None and d.recording_id != recording_id:
                continue
            found = True
            catalog.update_checksum(entry.offset)
            files = files_by_id.get(d.recording_id, [])
            chosen = files if all_segments else [f for f in [segment.highest_segment_file(files)] if f]
            for name in chosen:
                progress.advance(name)
                try:
                    stamped += segment.apply_checksums(
                        archive_dir / name, d.start_position, d.term_buffer_length, checksum
                    )
                except (OSError, AeronError) as ex:
                    progress.close()
                    out.write(
                        f"(recordingId={d.recording_id}, file={archive_dir / name}) ERR: failed to "
                        f"checksum: {ex}\n"
                    )
        progress.close()
    if recording_id is not None and not found:
        raise ToolError(f"no recording found with recordingId: {recording_id}")
    return stamped


def change_state(
    archive_dir: Path, out: TextIO, recording_id: int, expected: RecordingState, target: RecordingState
) -> None:
    with Catalog(archive_dir, writable=True, capacity=MIN_CAPACITY) as catalog:
        entry = _entry_for(catalog, recording_id)
        if entry.state != target:
            if entry.state != expected:
                raise ToolError(
                    f"(recordingId={recording_id}) state transition {catalog.state_name(entry)} -> "
                    f"{target.name} is not allowed"
                )
            catalog.set_state_at(entry, target)
            out.write(f"(recordingId={recording_id}) changed state to {target.name}\n")


# -- catalog maintenance: capacity, compact, delete-orphaned-segments, migrate ------------------------
#
# Semantics and output of ArchiveTool's capacity(File[, long]), compact, deleteOrphanedSegments and
# migrate at 1.51.0. The three that delete or rewrite ask first, as Java's main does: the warning, a blank
# line, "Continue? (y/n): " and one line of answer (empty, y or yes goes ahead); --yes skips the question.

COMPACT_WARNING = (
    "WARNING: Compacting the Catalog is non-recoverable operation! All non-ACTIVE recordings will be "
    "deleted along with the corresponding segment files."
)
ORPHANED_WARNING = "WARNING: All orphaned segment files will be deleted."
MIGRATE_WARNING = (
    "WARNING: please ensure archive is not running and that a backup has been taken of the archive "
    "directory before attempting migration(s)."
)
CONTINUE_PROMPT = "Continue? (y/n): "
_DIGITS = re.compile(r"[0-9]+")
_SIGNED_DIGITS = re.compile(r"-?[0-9]+")


def _orphaned_warning(recording_id: int) -> str:
    return f"WARNING: All orphaned segment files owned by the RecordingId[{recording_id}] will be deleted."


def _confirmed(out: TextIO, warning: str, assume_yes: bool, answers: TextIO) -> bool:
    """Print ``warning`` and ask to continue, as Java's ArchiveTool.readContinueAnswer; True to go ahead.

    No answer at all (end of input) is an error rather than a yes: a script that forgot ``--yes`` must not
    delete anything. Java's Scanner would throw there too.
    """
    out.write(warning + "\n")
    if assume_yes:
        return True
    out.write(CONTINUE_PROMPT)
    out.flush()
    answer = answers.readline()
    if not answer:
        raise ToolError("no answer to 'Continue? (y/n)' on stdin: answer it, or pass --yes")
    answer = answer.rstrip("\r\n")
    return answer == "" or answer.lower() in ("y", "yes")


def capacity(archive_dir: Path, out: TextIO, new_capacity: int | None = None) -> int:
    """The catalog's capacity in bytes (its file length); with ``new_capacity``, grown to it first if it is
    larger (ArchiveTool.capacity(File, long): a smaller value changes nothing). Prints and returns it."""
    if new_capacity is None:
        with Catalog(archive_dir) as catalog:
            value = catalog.capacity
    else:
        if not MIN_CAPACITY <= new_capacity <= MAX_CATALOG_LENGTH:
            raise ToolError(
                f"Invalid catalog capacity provided: expected a value between {MIN_CAPACITY} and "
                f"{MAX_CATALOG_LENGTH}, got {new_capacity}"
            )
        with Catalog(archive_dir, writable=True, capacity=new_capacity) as catalog:
            value = catalog.capacity
    out.write(f"{value}\n")
    return value


def _segment_files_by_recording(archive_dir: Path) -> dict[int, list[str]]:
    """Segment file names by recording id the way Java's Catalog.indexSegmentFiles lists them: any name
    ending ``.rec`` whose text before the first dash is a recording id, whatever follows the dash (so
    ``7-junk.rec`` belongs to recording 7). segment.index_segment_files, which the readers use, keeps only
    well-formed names; compact and delete-orphaned-segments must see the others too, to delete them as
    Java does. Names whose prefix is not a number are skipped (Java's listing fails on them)."""
    index: dict[int, list[str]] = {}
    for name in sorted(os.listdir(archive_dir)):
        dash = name.find("-")
        if name.endswith(segment.SEGMENT_SUFFIX) and dash > 0 and _DIGITS.fullmatch(name[:dash]):
            index.setdefault(int(name[:dash]), []).append(name)
    return index


def _segment_position(name: str) -> int | None:
    """The base position in a segment file name, or None where Java's parseSegmentFilePosition throws."""
    text = name[name.find("-") + 1 : -len(segment.SEGMENT_SUFFIX)]
    return int(text) if _SIGNED_DIGITS.fullmatch(text) else None


def compact(archive_dir: Path, out: TextIO) -> tuple[int, int]:
    """Rewrite the catalog without its entries that are not VALID and delete their segment files.

    ArchiveTool.compact: a new ``archive.catalog.compact`` gets a fresh header (same version, next
    recording id and alignment) and the VALID entries' bytes back to back, sized to what they use; it then
    replaces the catalog. Returns (entries removed, catalog bytes reclaimed) and prints them.
    """
    catalog_path = archive_dir / CATALOG_FILE_NAME
    compact_path = archive_dir / (CATALOG_FILE_NAME + ".compact")
    if compact_path.exists():
        compact_path.unlink()  # Java fails here and deletes it too, so that the next run can proceed
        raise ToolError(f"{compact_path} was left by an interrupted compaction and is now removed: run again")
    with Catalog(archive_dir) as catalog:
        entries = list(catalog.entries())
        header = bytearray(CATALOG_HEADER_LENGTH)
        encoder = codecs.CatalogHeaderEncoder().wrap(header, 0)
        encoder.version = catalog.version
        encoder.length = CATALOG_HEADER_LENGTH
        encoder.next_recording_id = catalog.next_recording_id
        encoder.alignment = catalog.alignment
    files = _segment_files_by_recording(archive_dir)
    source = catalog_path.read_bytes()
    kept: list[bytes] = [bytes(header)]
    removed = reclaimed = 0
    for entry in entries:
        frame_length = DESCRIPTOR_HEADER_LENGTH + entry.length
        if entry.state == RecordingState.VALID:
            kept.append(source[entry.offset : entry.offset + frame_length])
            continue
        removed += 1
        reclaimed += frame_length
        for name in files.get(entry.recording_id, []):
            (archive_dir / name).unlink(missing_ok=True)
    with open(compact_path, "xb") as f:
        f.write(b"".join(kept))
    out.write(f"Compaction result: deleted {removed} records and reclaimed {reclaimed} bytes\n")
    catalog_path.unlink()
    os.rename(compact_path, catalog_path)
    return removed, reclaimed


def delete_orphaned_segments(archive_dir: Path, out: TextIO, recording_id: int | None = None) -> list[str]:
    """Delete segment files below a recording's start segment or above its stop segment (any state), or
    with no base position in their name: ArchiveTool.deleteOrphanedSegments, which prints nothing (an
    active recording, stop -1, keeps every file from its start segment up). Returns the names deleted."""
    deleted: list[str] = []
    found = False
    with Catalog(archive_dir) as catalog:
        entries = list(catalog.entries())
    files = _segment_files_by_recording(archive_dir)
    for entry in entries:
        d = entry.descriptor
        if recording_id is not None and d.recording_id != recording_id:
            continue
        found = True
        term, length = d.term_buffer_length, d.segment_file_length
        lowest = segment.segment_file_base_position(d.start_position, d.start_position, term, length)
        highest = (
            None
            if d.stop_position == NULL_POSITION
            else segment.segment_file_base_position(d.start_position, d.stop_position, term, length)
        )
        for name in files.get(d.recording_id, []):
            base = _segment_position(name)
            if base is None or base < lowest or (highest is not None and base > highest):
                (archive_dir / name).unlink(missing_ok=True)
                deleted.append(name)
    if recording_id is not None and not found:
        raise ToolError(f"no recording found with recordingId: {recording_id}")
    return deleted


def _full_version(version: int) -> str:
    """MigrationUtils.fullVersionString: the int, then its three parts."""
    return (
        f"{version}(Major {semantic_version_major(version)} Minor {semantic_version_minor(version)} "
        f"Patch {semantic_version_patch(version)})"
    )


def migrate(archive_dir: Path, out: TextIO) -> None:
    """Print the mark file's, the catalog's and the software's versions, then migrate (ArchiveTool.migrate).

    Aeron's migration steps (ArchiveMigration_0_1, _1_2, _2_3) lead up to 3.0.0 and run only for a mark
    file older than their target, so an archive of the current major version (3) needs none and nothing
    is changed: these three lines are all Java prints for it too. Older archives are refused when their
    mark file is opened (major version 2 or less): migrate them with Java's ArchiveTool.
    """
    with ArchiveMarkFile.open(archive_dir) as mark:
        mark_version = mark.version
    with Catalog(archive_dir, writable=True, capacity=MIN_CAPACITY) as catalog:
        catalog_version = catalog.version
    out.write(f"MarkFile version={_full_version(mark_version)}\n")
    out.write(f"Catalog version={_full_version(catalog_version)}\n")
    out.write(f"Latest version={_full_version(SEMANTIC_VERSION)}\n")


# -- command line ----------------------------------------------------------------------------------


def _parse_tail(command: str, args: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog=f"aeronkit archive-tool DIR {command}", add_help=False)
    if command in ("describe", "verify", "delete-orphaned-segments"):
        p.add_argument("recording_id", nargs="?", type=int)
    if command in ("describe", "describe-all"):
        p.add_argument("--json", action="store_true")
    if command in ("compact", "delete-orphaned-segments", "migrate"):
        p.add_argument("--yes", "-y", action="store_true")
    if command == "capacity":
        p.add_argument("new_capacity", nargs="?", type=int)
    if command == "dump":
        p.add_argument("recording_id", nargs="?", type=int)
        p.add_argument("--limit", type=int, default=None)
    if command in ("verify", "checksum"):
        p.add_argument("-a", dest="all_segments", action="store_true")
    if command == "verify":
        p.add_argument("--checksum", "-checksum", dest="checksum", default=None)
        p.add_argument("--truncate", action="store_true")
    if command == "checksum":
        p.add_argument("checksum")
        p.add_argument("recording_id", nargs="?", type=int)
    if command in ("mark-valid", "mark-invalid"):
        p.add_argument("recording_id", type=int)
    try:
        return p.parse_args(args)
    except SystemExit:
        raise ToolError(f"invalid arguments for {command}: {' '.join(args)}\n{USAGE}") from None


def execute(
    archive_dir: str | os.PathLike[str],
    command: str,
    args: list[str],
    out: TextIO | None = None,
    answers: TextIO | None = None,
) -> int:
    """Run one command; the exit status. Errors are printed as ``ERR: ...`` on stderr. ``answers`` (stdin
    by default) answers the question compact, delete-orphaned-segments and migrate ask without --yes."""
    out = sys.stdout if out is None else out
    answers = sys.stdin if answers is None else answers
    if command in COMMAND_HELP and ("-h" in args or "--help" in args):
        out.write(command_help(command))
        return 0
    directory = Path(archive_dir)
    try:
        if not directory.is_dir():
            raise ToolError(f"Archive folder not found: {directory.absolute()}")
        a = _parse_tail(command, args)
        if command == "describe":
            describe(directory, out, a.recording_id, as_json=a.json)
        elif command == "describe-all":
            describe(directory, out, all_states=True, as_json=a.json)
        elif command == "dump":
            dump(directory, out, a.recording_id, a.limit)
        elif command == "errors":
            errors(directory, out)
        elif command == "pid":
            pid(directory, out)
        elif command == "count-entries":
            count_entries(directory, out)
        elif command == "verify":
            chk = checksum_for(a.checksum) if a.checksum else None
            return (
                1
                if verify(
                    directory,
                    out,
                    a.recording_id,
                    a.all_segments,
                    chk,
                    (lambda _path: True) if a.truncate else None,
                )
                else 0
            )
        elif command == "checksum":
            checksum_recordings(directory, out, checksum_for(a.checksum), a.recording_id, a.all_segments)
        elif command == "mark-valid":
            change_state(directory, out, a.recording_id, RecordingState.INVALID, RecordingState.VALID)
        elif command == "mark-invalid":
            change_state(directory, out, a.recording_id, RecordingState.VALID, RecordingState.INVALID)
        elif command == "capacity":
            capacity(directory, out, a.new_capacity)
        elif command == "compact":
            if _confirmed(out, COMPACT_WARNING, a.yes, answers):
                compact(directory, out)
        elif command == "delete-orphaned-segments":
            rid = a.recording_id
            warning = ORPHANED_WARNING if rid is None else _orphaned_warning(rid)
            if _confirmed(out, warning, a.yes, answers):
                delete_orphaned_segments(directory, out, rid)
        elif command == "migrate":
            if _confirmed(out, MIGRATE_WARNING, a.yes, answers):
                migrate(directory, out)
        else:
            raise ToolError(f"Invalid command: {command}\n{USAGE}")
    except (AeronError, OSError) as ex:
        out.flush()
        print(f"ERR: {ex}", file=sys.stderr)
        return 1
    return 0
