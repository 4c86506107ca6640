"""`spark.read.format("aeron-archive")` in a real local SparkSession: the same rows as the local reader,
one partition per segment file, the modes, a user-given schema."""

from __future__ import annotations

import io
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from market_messages import MARKET_XML, mixed_feed
from support.recordings import WrittenRecording, write_payloads

from aeronkit.archive.catalog import Catalog
from aeronkit.archive.segment import segment_file_name
from aeronkit.archive.tool_commands import execute
from aeronkit.spark import read_messages, read_table, register

pytestmark = pytest.mark.spark
SEGMENT = 64 * 1024


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[WrittenRecording]]:
    root = tmp_path_factory.mktemp("spark-ds") / "archive"
    root.mkdir()
    written = []
    with Catalog(root, create=True, writable=True) as catalog:
        for n, feed in enumerate([mixed_feed(11, 1200, book_every=6), mixed_feed(12, 500, book_every=4)]):
            written.append(
                write_payloads(
                    catalog,
                    root,
                    (payload for _, payload, _ in feed),
                    stream_id=2001 + n,
                    session_id=100 + n,
                    initial_term_id=n * 5,
                )
            )
    return root, written


def _reader(spark: Any, root: Path, **options: str) -> Any:
    register(spark)
    reader = spark.read.format("aeron-archive").option("path", str(root))
    for key, value in options.items():
        reader = reader.option(key, value)
    return reader


def _rows(df: Any) -> list[dict[str, Any]]:
    rows = (r.asDict(recursive=True) for r in df.collect())
    return sorted(rows, key=lambda r: (r["recording_id"], r["position"]))


def _segments(root: Path, recording_id: int) -> int:
    return len(list(root.glob(f"{recording_id}-*.rec")))


def test_raw_read_matches_local_reader_with_one_partition_per_segment(spark: Any, archive: tuple) -> None:
    root, written = archive
    df = _reader(spark, root, maxPartitionBytes=str(SEGMENT)).load()
    assert df.rdd.getNumPartitions() == sum(_segments(root, w.recording_id) for w in written)
    assert _rows(df) == read_table(root).to_pylist()
    assert df.count() == sum(len(w.positions) for w in written)


def test_small_segment_files_are_packed_into_partitions(spark: Any, archive: tuple) -> None:
    root, written = archive
    assert _reader(spark, root).load().rdd.getNumPartitions() == len(written)  # default limit: 128 MiB
    packed = _reader(spark, root, maxPartitionBytes=str(4 * SEGMENT)).load()
    assert packed.rdd.getNumPartitions() == sum(-(-_segments(root, w.recording_id) // 4) for w in written)
    assert _rows(packed) == read_table(root).to_pylist()


@pytest.mark.parametrize("message", [None, "Trade", "BookSnapshot"])
def test_decoded_read_matches_local_reader(spark: Any, archive: tuple, message: str | None) -> None:
    root, _ = archive
    options = {"schema": str(MARKET_XML)} | ({"message": message} if message else {})
    df = _reader(spark, root, **options).load()
    local = read_table(root, **options).to_pylist()
    assert _rows(df) == local
    assert local and all(r["_corrupt_record"] is None for r in local)


def test_read_messages_gives_one_frame_per_type(spark: Any, archive: tuple) -> None:
    root, written = archive
    frames = read_messages(spark, str(root), str(MARKET_XML), mode="FAILFAST")
    assert set(frames) == {"Trade", "Quote", "BookSnapshot"}
    assert sum(df.count() for df in frames.values()) == sum(len(w.positions) for w in written)
    assert "quantity" in frames["Trade"].columns and "levels" in frames["BookSnapshot"].columns


def test_user_schema_projects_columns(spark: Any, archive: tuple) -> None:
    root, _ = archive
    trades = _reader(spark, root, schema=str(MARKET_XML), message="Trade")
    df = trades.schema("position long, symbol string").load()
    assert df.columns == ["position", "symbol"]
    got = sorted((r.position, r.symbol) for r in df.collect())
    local = read_table(root, schema=str(MARKET_XML), message="Trade")
    assert got == sorted(zip(local["position"].to_pylist(), local["symbol"].to_pylist(), strict=True))


def _corrupted(archive: tuple, tmp_path: Path) -> tuple[Path, WrittenRecording, int]:
    root, written = archive
    copy = tmp_path / "archive"
    shutil.copytree(root, copy)
    w, index = written[1], 33
    position = w.positions[index]
    name = segment_file_name(w.recording_id, position - position % SEGMENT)
    with open(copy / name, "r+b") as f:
        f.seek(position % SEGMENT + 32 + 2)  # the SBE header's templateId
        f.write((77).to_bytes(2, "little"))
    return copy, w, index


def test_modes(spark: Any, archive: tuple, tmp_path: Path) -> None:
    copy, w, index = _corrupted(archive, tmp_path)
    opts = {"schema": str(MARKET_XML), "recordingId": str(w.recording_id)}
    permissive = _reader(spark, copy, **opts).load()
    bad = permissive.where(permissive._corrupt_record.isNotNull()).collect()
    assert len(bad) == 1 and bad[0].position == w.positions[index]
    assert "unknown template id 77" in bad[0]._corrupt_record
    dropped = _reader(spark, copy, mode="DROPMALFORMED", **opts).load()
    assert dropped.count() == len(w.positions) - 1
    with pytest.raises(Exception, match=f"offset {w.positions[index] % SEGMENT}"):
        _reader(spark, copy, mode="FAILFAST", **opts).load().collect()


def test_session_id_after_archive_tool_checksum_is_the_recordings(
    spark: Any, archive: tuple, tmp_path: Path
) -> None:
    root, written = archive
    copy = tmp_path / "archive"
    shutil.copytree(root, copy)
    assert execute(copy, "checksum", ["crc32c", "-a"], io.StringIO()) == 0
    for options in ({}, {"schema": str(MARKET_XML)}):
        rows = _reader(spark, copy, **options).load().select("recording_id", "session_id").distinct()
        assert sorted(tuple(r) for r in rows.collect()) == [(w.recording_id, w.session_id) for w in written]


def test_stop_position_far_past_the_segments_fails_the_read_naming_the_catalog_entry(
    spark: Any, archive: tuple, tmp_path: Path
) -> None:
    root, written = archive
    copy = tmp_path / "archive"
    shutil.copytree(root, copy)
    with Catalog(copy, writable=True) as catalog:
        offset = catalog.find(written[0].recording_id).offset  # type: ignore[union-attr]
        catalog.set_stop_position(written[0].recording_id, 1 << 62)
    rid = written[0].recording_id
    expected = f"{copy / 'archive.catalog'} at offset {offset}: recording {rid} stopPosition="
    with pytest.raises(Exception, match=re.escape(expected)):
        _reader(spark, copy).load().collect()
    other = _reader(spark, copy, recordingId=str(written[1].recording_id)).load()
    assert other.count() == len(written[1].positions)
