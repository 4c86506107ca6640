"""`spark.readStream.format("aeron-archive")`: recordings followed while they grow.

A recording is written step by step (``GrowingRecording``, our own framer and segment writer, as the
archive's recorder lays frames down), including a fragmented message whose first fragments reach the disk
in one step and the rest in the next. Micro-batches must deliver every message exactly once and in order,
never a half-written message and never lose one cut by a micro-batch boundary.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from market_messages import MARKET_XML, mixed_feed
from support.recordings import MTU, add_recording, framed_length, write_payloads
from support.wait import wait_until

from aeronkit import testpattern
from aeronkit.archive.archive_directory import ArchiveDirectory
from aeronkit.archive.catalog import Catalog
from aeronkit.archive.segment import SegmentWriter
from aeronkit.archive.stream_framer import StreamFramer
from aeronkit.errors import ConfigurationError
from aeronkit.spark import read_table, register
from aeronkit.spark.streaming import message_boundary, parse_stream_options

TERM = 64 * 1024
SEGMENT = 64 * 1024
STREAM = 7001
CHANNEL = "aeron:ipc?term-length=64k"
FRAGMENTED = 5000  # > MTU - 32: four frames
QUERY_TIMEOUT_S = 120.0


def payload(i: int, length: int) -> bytes:
    """Message ``i`` of the standard test pattern, at least its 8-byte minimum long."""
    return testpattern.message(i, max(testpattern.MIN_LENGTH, length))


class GrowingRecording:
    """An active recording that a test extends in steps, as an archive recorder would.

    Messages are framed at once but reach the segment files only on ``flush``; ``flush(frames=n)`` leaves
    only the first ``n`` frames of the last message written, so a fragmented message can be cut
    between its fragments on disk.
    """

    def __init__(
        self, catalog: Catalog, root: Path, *, session_id: int, stream_id: int = STREAM, start: int = 0
    ) -> None:
        self.catalog = catalog
        self.recording_id = add_recording(
            catalog, stream_id=stream_id, session_id=session_id, initial_term_id=3, start_position=start,
            term_length=TERM, segment_length=SEGMENT, mtu=MTU, channel=CHANNEL,
        )
        self.writer = SegmentWriter(root, self.recording_id, start, start, TERM, SEGMENT)
        self.framer = StreamFramer(
            self._framed, term_length=TERM, mtu=MTU, initial_term_id=3, session_id=session_id,
            stream_id=stream_id, position=start,
        )
        self.held: list[tuple[bytes, int]] = []  # (block, bytes of it already on disk)
        self.payloads: list[bytes] = []
        self.positions: list[int] = []  # where each message's first frame begins

    def _framed(self, term: bytearray, offset: int, length: int) -> None:
        self.held.append((bytes(term[offset : offset + length]), 0))

    def append(self, payloads: list[bytes]) -> None:
        for p in payloads:
            after = self.framer.append(p)
            self.payloads.append(p)
            self.positions.append(after - framed_length(len(p), MTU))

    def flush(self, frames: int | None = None) -> None:
        """Write what is framed; ``frames`` = how many whole frames of the last message reach the disk."""
        while self.held:
            block, done = self.held[0]
            end = len(block)
            if frames is not None and len(self.held) == 1:
                end = min(end, frames * MTU)  # every frame but a message's last is MTU bytes
            if end > done:
                self.writer.on_block(block, done, end - done)
            if end < len(block):
                self.held[0] = (block, end)
                return
            self.held.pop(0)

    def stop(self) -> None:
        self.flush()
        self.writer.close()
        self.catalog.set_stop_position(self.recording_id, self.framer.position, 1_700_000_000_999)


def _info(root: Path, recording_id: int) -> Any:
    with ArchiveDirectory(root) as archive:
        return archive.recording(recording_id)


# -- the boundary, without Spark -------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(
    lengths=st.lists(st.sampled_from([0, 8, 100, 1376, 1377, FRAGMENTED, 3 * MTU]), min_size=1, max_size=40),
    frames_written=st.integers(min_value=0, max_value=3),
    start=st.sampled_from([0, 4096, TERM - 1024, 3 * TERM + 64]),
)
def test_boundary_is_after_the_last_complete_message(
    lengths: list[int], frames_written: int, start: int
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        with Catalog(root, create=True, writable=True) as catalog:
            rec = GrowingRecording(catalog, root, session_id=1, start=start)
            ends = []  # the position after each message, as the framer reports it
            for i, n in enumerate(lengths):
                rec.append([payload(i, n)])
                ends.append(rec.framer.position)
            frames = -(-len(rec.held[-1][0]) // MTU)  # the last message's frames (all but its last: MTU)
            cut = frames_written < frames  # the last message cut between its frames (or not written)
            rec.flush(frames=frames_written if cut else None)
            info = _info(root, rec.recording_id)
            if cut:  # after every complete message, before the cut one (only padding lies between)
                low, high = (ends[-2] if len(ends) > 1 else start), rec.positions[-1]
            else:
                low = high = ends[-1]
            for scan_from in (None, start, ends[0] if ends[0] <= low else None, low):
                assert low <= message_boundary(str(root), info, scan_from) <= high
            rec.stop()
            assert message_boundary(str(root), _info(root, rec.recording_id)) == ends[-1]


def test_stream_options_are_checked() -> None:
    _, stream = parse_stream_options({"path": "/x", "STARTINGPOSITION": "Latest"})
    assert stream.starting_position == "latest"
    _, stream = parse_stream_options({"path": "/x"})
    assert stream.starting_position == "earliest"
    with pytest.raises(ConfigurationError, match="startingPosition"):
        parse_stream_options({"path": "/x", "startingPosition": "middle"})
    with pytest.raises(ConfigurationError, match="unknown option"):
        parse_stream_options({"path": "/x", "startPos": "latest"})


# -- Spark --------------------------------------------------------------------------------------------


class Collector:
    """Rows of every micro-batch, kept in the test process by a foreachBatch callback."""

    def __init__(self) -> None:
        self.batches: list[list[dict[str, Any]]] = []

    def __call__(self, df: Any, batch_id: int) -> None:
        self.batches.append(
            [r.asDict(recursive=True) for r in df.orderBy("recording_id", "position").collect()]
        )

    def rows(self) -> list[dict[str, Any]]:
        return [row for batch in self.batches for row in batch]


def _stream(spark: Any, root: Path, **options: str) -> Any:
    register(spark)
    reader = spark.readStream.format("aeron-archive").option("path", str(root))
    for key, value in options.items():
        reader = reader.option(key, value)
    return reader.load()


def _run_available_now(df: Any, checkpoint: Path, collector: Collector) -> None:
    """One run of the query over what is on disk now, resuming from the checkpoint; always stopped."""
    query = df.writeStream.foreachBatch(collector).option("checkpointLocation", str(checkpoint))
    query = query.trigger(availableNow=True).start()
    try:
        assert query.awaitTermination(QUERY_TIMEOUT_S), "availableNow query did not finish in time"
        assert query.exception() is None
    finally:
        query.stop()


def _payloads(rows: list[dict[str, Any]], recording_id: int) -> list[bytes]:
    return [bytes(r["payload"]) for r in rows if r["recording_id"] == recording_id]


@pytest.fixture
def archive(tmp_path: Path) -> Iterator[tuple[Path, Catalog]]:
    root = tmp_path / "archive"
    root.mkdir()
    with Catalog(root, create=True, writable=True) as catalog:
        yield root, catalog


@pytest.mark.spark
def test_growing_recording_arrives_once_in_order_across_runs(
    spark: Any, archive: tuple, tmp_path: Path
) -> None:
    root, catalog = archive
    rec = GrowingRecording(catalog, root, session_id=11)
    collector = Collector()
    df = _stream(spark, root, streamId=str(STREAM))
    checkpoint = tmp_path / "checkpoint"
    written = 0  # messages wholly on disk

    def step(payloads: list[bytes], frames: int | None = None, complete: int | None = None) -> None:
        nonlocal written
        rec.append(payloads)
        rec.flush(frames=frames)
        written = len(rec.payloads) if complete is None else complete
        _run_available_now(df, checkpoint, collector)
        assert _payloads(collector.rows(), rec.recording_id) == rec.payloads[:written]

    n = 0

    def some(count: int, length: int = 100) -> list[bytes]:
        nonlocal n
        out = [payload(n + i, length + (n + i) % 50) for i in range(count)]
        n += count
        return out

    step(some(300))
    # a fragmented message: only its first two of four frames on disk when the micro-batch runs
    step(some(20) + some(1, FRAGMENTED), frames=2, complete=len(rec.payloads) + 20)
    step(some(400))  # its last frames land, with messages that roll the recording into the next segment
    step(some(3, FRAGMENTED), frames=1, complete=len(rec.payloads) + 2)
    rec.stop()
    _run_available_now(df, checkpoint, collector)
    rows = collector.rows()
    assert _payloads(rows, rec.recording_id) == rec.payloads
    positions = [r["position"] for r in rows]
    assert positions == sorted(set(positions))
    assert len(_info(root, rec.recording_id).segment_files) > 1


@pytest.mark.spark
def test_running_query_follows_a_recording_and_latest_skips_old_data(
    spark: Any, archive: tuple, tmp_path: Path
) -> None:
    root, catalog = archive
    old = write_payloads(
        catalog, root, [payload(i, 64) for i in range(50)], stream_id=STREAM, session_id=20, initial_term_id=0
    )
    rec = GrowingRecording(catalog, root, session_id=21)
    rec.append([payload(i, 80) for i in range(30)])
    rec.flush()
    before = list(rec.payloads)
    df = _stream(spark, root, streamId=str(STREAM), startingPosition="latest")
    collector = Collector()
    query = df.writeStream.foreachBatch(collector).option(
        "checkpointLocation", str(tmp_path / "checkpoint")
    ).start()
    try:
        query.processAllAvailable()
        assert collector.rows() == []  # what was there at query start is skipped
        rec.append([payload(100 + i, 90) for i in range(40)] + [payload(140, FRAGMENTED)])
        rec.flush(frames=2)
        query.processAllAvailable()
        wait_until(lambda: len(collector.rows()) >= 40, QUERY_TIMEOUT_S, "40 rows",
                   work=lambda: _process(query))
        assert _payloads(collector.rows(), rec.recording_id) == rec.payloads[len(before) : len(before) + 40]
        rec.flush()
        query.processAllAvailable()
        wait_until(lambda: len(collector.rows()) >= 41, QUERY_TIMEOUT_S, "41 rows",
                   work=lambda: _process(query))
        assert _payloads(collector.rows(), rec.recording_id) == rec.payloads[len(before) :]
        assert _payloads(collector.rows(), old.recording_id) == []
    finally:
        query.stop()
    assert query.exception() is None


def _process(query: Any) -> None:
    """Work between checks of a wait: a failed query fails the test at once, else it takes what is there."""
    assert query.exception() is None
    query.processAllAvailable()


@pytest.mark.spark
def test_a_new_recording_of_the_stream_joins_at_its_start(spark: Any, archive: tuple, tmp_path: Path) -> None:
    root, catalog = archive
    first = write_payloads(
        catalog, root, [payload(i, 40) for i in range(25)], stream_id=STREAM, session_id=30, initial_term_id=0
    )
    write_payloads(catalog, root, [payload(i, 40) for i in range(5)], stream_id=STREAM + 1, session_id=31,
                   initial_term_id=0)
    df = _stream(spark, root, streamId=str(STREAM), startingPosition="latest")
    collector = Collector()
    checkpoint = tmp_path / "checkpoint"
    _run_available_now(df, checkpoint, collector)
    assert collector.rows() == []
    second = [payload(1000 + i, 3000 if i % 7 == 0 else 120) for i in range(60)]
    added = write_payloads(
        catalog, root, second, stream_id=STREAM, session_id=32, initial_term_id=9, start_position=4096
    )
    _run_available_now(df, checkpoint, collector)
    rows = collector.rows()
    assert _payloads(rows, added.recording_id) == second
    assert [r["position"] for r in rows] == list(added.positions)
    assert _payloads(rows, first.recording_id) == []


def _damage_stream_id(root: Path, rec: GrowingRecording, index: int) -> None:
    """Give message ``index``'s first frame a foreign stream id, as a torn or foreign write would."""
    position = rec.positions[index]
    path = root / f"{rec.recording_id}-{position - position % SEGMENT}.rec"
    with open(path, "r+b") as f:
        f.seek(position % SEGMENT + 16)  # the DATA header's streamId field
        f.write((STREAM + 99).to_bytes(4, "little", signed=True))


@pytest.mark.spark
def test_decoded_stream_with_damage_equals_the_batch_read(spark: Any, archive: tuple, tmp_path: Path) -> None:
    root, catalog = archive
    feed = [p for _, p, _ in mixed_feed(5, 700, book_every=9)]
    rec = GrowingRecording(catalog, root, session_id=41)
    rec.append(feed[:400])
    rec.flush()
    _damage_stream_id(root, rec, 150)  # in an early term: the rest of that term is reported and skipped
    df = _stream(spark, root, schema=str(MARKET_XML))
    collector = Collector()
    checkpoint = tmp_path / "checkpoint"
    _run_available_now(df, checkpoint, collector)
    rec.append(feed[400:])
    rec.flush()
    _run_available_now(df, checkpoint, collector)
    rec.stop()
    _run_available_now(df, checkpoint, collector)
    rows = collector.rows()
    assert rows == read_table(root, schema=str(MARKET_XML)).to_pylist()
    corrupt = [r for r in rows if r["_corrupt_record"] is not None]
    assert len(corrupt) == 1 and f"stream id {STREAM + 99}" in corrupt[0]["_corrupt_record"]
    damaged = rec.positions[150]
    term_end = damaged - damaged % TERM + TERM
    lost = sum(1 for p in rec.positions if damaged <= p < term_end)  # resync at the next term
    assert len(rows) == len(feed) - lost + 1


@pytest.mark.spark
def test_failfast_stops_the_query_on_damage(spark: Any, archive: tuple, tmp_path: Path) -> None:
    root, catalog = archive
    rec = GrowingRecording(catalog, root, session_id=51)
    rec.append([payload(i, 200) for i in range(100)])
    rec.flush()
    _damage_stream_id(root, rec, 60)
    df = _stream(spark, root, mode="FAILFAST")
    query = df.writeStream.foreachBatch(Collector()).option(
        "checkpointLocation", str(tmp_path / "checkpoint")
    ).trigger(availableNow=True).start()
    try:
        with pytest.raises(Exception, match="stream id"):
            query.awaitTermination(QUERY_TIMEOUT_S)
    finally:
        query.stop()


@pytest.mark.spark
def test_a_batch_read_refuses_starting_position(spark: Any, archive: tuple) -> None:
    root, catalog = archive
    write_payloads(catalog, root, [payload(0, 8)], stream_id=STREAM, session_id=60, initial_term_id=0)
    register(spark)
    reader = spark.read.format("aeron-archive").option("path", str(root)).option("startingPosition", "latest")
    with pytest.raises(Exception, match="startingposition"):
        reader.load().collect()
