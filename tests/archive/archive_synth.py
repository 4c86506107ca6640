"""Write archive directories with aeronkit's own writers: catalog, mark file and pattern-filled segments.

The segments hold exactly what Aeron's RecordingWriter would store for an IPC publication carrying the
standard test pattern (StreamFramer frames the messages, SegmentWriter lays the blocks down), so Java's
ArchiveTool and aeronkit's readers can both be pointed at the result.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from support.recordings import CHANNEL, MTU, SEGMENT_LENGTH, TERM_LENGTH, write_payloads

from aeronkit import testpattern
from aeronkit.archive.catalog import Catalog
from aeronkit.archive.checksum import Checksum
from aeronkit.archive.mark_file import ArchiveMarkFile


def pattern_length(i: int, max_length: int = 8192) -> int:
    """Message lengths shared with tests/archive/java/ArchivePatternRecorder.java: 8..max, most fragmented."""
    return 8 + (i * 7919) % (max_length - 7)


@dataclass(frozen=True)
class SynthRecording:
    recording_id: int
    stream_id: int
    session_id: int
    initial_term_id: int
    messages: int
    bytes: int
    start_position: int
    stop_position: int


def write_recording(
    catalog: Catalog,
    archive_dir: Path,
    *,
    stream_id: int,
    session_id: int,
    initial_term_id: int,
    messages: int,
    max_length: int = 8192,
    checksum: Checksum | None = None,
    start_position: int = 0,
    term_length: int = TERM_LENGTH,
    segment_length: int = SEGMENT_LENGTH,
) -> SynthRecording:
    """Append one stopped recording of the pattern (messages 0..n-1) to the catalog and its segments."""
    lengths = [pattern_length(i, max_length) for i in range(messages)]
    written = write_payloads(
        catalog,
        archive_dir,
        (testpattern.message(i, length) for i, length in enumerate(lengths)),
        stream_id=stream_id,
        session_id=session_id,
        initial_term_id=initial_term_id,
        start_position=start_position,
        term_length=term_length,
        segment_length=segment_length,
        mtu=MTU,
        channel=CHANNEL,
        checksum=checksum,
    )
    return SynthRecording(
        written.recording_id,
        stream_id,
        session_id,
        initial_term_id,
        messages,
        sum(lengths),
        start_position,
        written.stop_position,
    )


def write_archive(
    archive_dir: Path, counts: list[int], checksum: Checksum | None = None, aeron_dir: str = "/dev/null/aeron"
) -> list[SynthRecording]:
    """A stopped archive: a mark file (terminated), a catalog and one recording per entry of ``counts``."""
    archive_dir.mkdir(parents=True, exist_ok=True)
    mark = ArchiveMarkFile.create(
        archive_dir,
        control_channel="aeron:udp?endpoint=127.0.0.1:8010",
        aeron_directory=aeron_dir,
    )
    mark.signal_terminated()
    mark.close()
    recordings = []
    with Catalog(archive_dir, create=True, checksum=checksum) as catalog:
        for n, count in enumerate(counts):
            recordings.append(
                write_recording(
                    catalog,
                    archive_dir,
                    stream_id=1001 + n,
                    session_id=-77 + n,
                    initial_term_id=-5 + 3 * n,
                    messages=count,
                    checksum=checksum,
                )
            )
    return recordings
