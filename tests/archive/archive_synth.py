"""Write archive directories with aeronkit's own writers: catalog, mark file and pattern-filled segments.

The segments hold exactly what Aeron's RecordingWriter would store for an IPC publication carrying the
standard test pattern (StreamFramer frames the messages, SegmentWriter lays the blocks down), so Java's
ArchiveTool and aeronkit's readers can both be pointed at the result.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from aeronkit import testpattern
from aeronkit.archive.catalog import Catalog
from aeronkit.archive.checksum import Checksum
from aeronkit.archive.mark_file import ArchiveMarkFile
from aeronkit.archive.segment import SegmentWriter
from aeronkit.archive.stream_framer import StreamFramer

TERM_LENGTH = 64 * 1024
SEGMENT_LENGTH = 64 * 1024
MTU = 1408
CHANNEL = "aeron:ipc?term-length=64k"


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
    recording_id = catalog.add(
        start_position=start_position,
        start_timestamp=1_700_000_000_000,
        initial_term_id=initial_term_id,
        segment_file_length=segment_length,
        term_buffer_length=term_length,
        mtu_length=MTU,
        session_id=session_id,
        stream_id=stream_id,
        stripped_channel="aeron:ipc",
        original_channel=CHANNEL,
        source_identity="aeron:ipc",
    )
    total = 0
    with SegmentWriter(
        archive_dir, recording_id, start_position, start_position, term_length, segment_length, checksum
    ) as writer:
        framer = StreamFramer(
            writer.on_block,
            term_length=term_length,
            mtu=MTU,
            initial_term_id=initial_term_id,
            session_id=session_id,
            stream_id=stream_id,
            position=start_position,
        )
        for i in range(messages):
            length = pattern_length(i, max_length)
            framer.append(testpattern.message(i, length))
            total += length
    catalog.set_stop_position(recording_id, framer.position, 1_700_000_000_999)
    return SynthRecording(
        recording_id, stream_id, session_id, initial_term_id, messages, total, start_position, framer.position
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
