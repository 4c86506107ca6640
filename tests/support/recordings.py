"""Write archive recordings of arbitrary payloads with aeronkit's own writers (catalog, framer, segments).

What lands on disk is what Aeron's RecordingWriter stores for a publication that offered these payloads:
StreamFramer frames (and fragments) them exactly as io.aeron's TermAppender, SegmentWriter lays the blocks
into ``{recordingId}-{segmentBase}.rec`` files. Tests of readers point at the result instead of running a
driver.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from aeronkit.archive.catalog import Catalog
from aeronkit.archive.checksum import Checksum
from aeronkit.archive.segment import SegmentWriter
from aeronkit.archive.stream_framer import StreamFramer
from aeronkit.logbuffer import descriptor
from aeronkit.logbuffer.header import HEADER_LENGTH

TERM_LENGTH = 64 * 1024
SEGMENT_LENGTH = 64 * 1024
MTU = 1408
CHANNEL = "aeron:ipc?term-length=64k"


def framed_length(length: int, mtu: int = MTU) -> int:
    """Bytes a message of ``length`` takes in a term: its frames, each header-prefixed and 32-aligned."""
    max_payload = mtu - HEADER_LENGTH
    if length <= max_payload:
        return descriptor.align(length + HEADER_LENGTH, descriptor.FRAME_ALIGNMENT)
    return descriptor.compute_fragmented_frame_length(length, max_payload)


@dataclass(frozen=True)
class WrittenRecording:
    recording_id: int
    stream_id: int
    session_id: int
    initial_term_id: int
    start_position: int
    stop_position: int
    positions: tuple[int, ...]  # where each payload's first frame begins
    lengths: tuple[int, ...]


def add_recording(
    catalog: Catalog,
    *,
    stream_id: int,
    session_id: int,
    initial_term_id: int,
    start_position: int = 0,
    term_length: int = TERM_LENGTH,
    segment_length: int = SEGMENT_LENGTH,
    mtu: int = MTU,
    channel: str = CHANNEL,
) -> int:
    """A new active catalog entry (stop position -1) for an IPC recording; returns its recording id."""
    return catalog.add(
        start_position=start_position,
        start_timestamp=1_700_000_000_000,
        initial_term_id=initial_term_id,
        segment_file_length=segment_length,
        term_buffer_length=term_length,
        mtu_length=mtu,
        session_id=session_id,
        stream_id=stream_id,
        stripped_channel=channel.split("?")[0],
        original_channel=channel,
        source_identity="aeron:ipc",
    )


def write_payloads(
    catalog: Catalog,
    archive_dir: Path,
    payloads: Iterable[bytes],
    *,
    stream_id: int,
    session_id: int,
    initial_term_id: int,
    start_position: int = 0,
    term_length: int = TERM_LENGTH,
    segment_length: int = SEGMENT_LENGTH,
    mtu: int = MTU,
    channel: str = CHANNEL,
    checksum: Checksum | None = None,
    stopped: bool = True,
) -> WrittenRecording:
    """Append one recording of ``payloads`` to the catalog; ``stopped=False`` leaves it active (stop -1)."""
    recording_id = add_recording(
        catalog,
        stream_id=stream_id,
        session_id=session_id,
        initial_term_id=initial_term_id,
        start_position=start_position,
        term_length=term_length,
        segment_length=segment_length,
        mtu=mtu,
        channel=channel,
    )
    positions, lengths = [], []
    with SegmentWriter(
        archive_dir, recording_id, start_position, start_position, term_length, segment_length, checksum
    ) as writer:
        framer = StreamFramer(
            writer.on_block,
            term_length=term_length,
            mtu=mtu,
            initial_term_id=initial_term_id,
            session_id=session_id,
            stream_id=stream_id,
            position=start_position,
        )
        for payload in payloads:
            after = framer.append(payload)
            positions.append(after - framed_length(len(payload), mtu))  # after any padding before it
            lengths.append(len(payload))
    if stopped:
        catalog.set_stop_position(recording_id, framer.position, 1_700_000_000_999)
    return WrittenRecording(
        recording_id,
        stream_id,
        session_id,
        initial_term_id,
        start_position,
        framer.position,
        tuple(positions),
        tuple(lengths),
    )
