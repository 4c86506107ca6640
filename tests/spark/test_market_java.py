"""The issue's proof: Spark reads recordings made by Aeron Java's ArchivingMediaDriver, fed by a Java
publisher encoding market.xml with sbe-tool's codecs, and returns exactly the values Java sent.

The archive (tests/spark/conftest.py ``market_archive``) holds three recordings over many 64 KiB segment
files: trades and quotes on IPC, fragmented BookSnapshots over UDP, and trades in a recording Java left
active (catalog stop position -1).
"""

from __future__ import annotations

from typing import Any

import pytest
from market_data import MarketArchive, assert_rows_match
from market_messages import MARKET_XML

from aeronkit.spark import ReadStats, read_table, recordings, register

pytestmark = [pytest.mark.java, pytest.mark.spark]
MESSAGES = ("Trade", "Quote", "BookSnapshot")


def _spark_rows(spark: Any, market: MarketArchive, **options: str) -> list[dict[str, Any]]:
    register(spark)
    reader = spark.read.format("aeron-archive").option("path", str(market.archive_dir))
    for key, value in options.items():
        reader = reader.option(key, value)
    rows = [r.asDict(recursive=True) for r in reader.load().collect()]
    return sorted(rows, key=lambda r: (r["recording_id"], r["position"]))


def test_catalog_listing_matches_what_java_recorded(market_archive: MarketArchive) -> None:
    listed = {r["recording_id"]: r for r in recordings(market_archive.archive_dir)}
    assert set(listed) == set(market_archive.recordings)
    for rid, rec in market_archive.recordings.items():
        got = listed[rid]
        assert (got["stream_id"], got["session_id"]) == (rec.stream_id, rec.session_id)
        assert got["active"] is rec.active
        assert got["stop_position"] == rec.stop_position
        assert got["segment_files"] >= rec.segment_files_needed


@pytest.mark.parametrize("message", MESSAGES)
def test_spark_returns_exactly_what_java_sent_per_message(
    spark: Any, market_archive: MarketArchive, message: str
) -> None:
    rows = _spark_rows(spark, market_archive, schema=str(MARKET_XML), message=message, mode="FAILFAST")
    for rid in market_archive.recordings:
        got = [r for r in rows if r["recording_id"] == rid]
        assert_rows_match(got, market_archive.expected_rows(rid, message), f"recording {rid} {message}")
    assert rows, f"no {message} at all"


def test_spark_union_layout_keeps_stream_order(spark: Any, market_archive: MarketArchive) -> None:
    rows = _spark_rows(spark, market_archive, schema=str(MARKET_XML))
    assert all(r["_corrupt_record"] is None for r in rows)
    for rid in market_archive.recordings:
        expected = market_archive.expected[rid]
        got = [r for r in rows if r["recording_id"] == rid]
        assert [next(m for m in MESSAGES if r[m] is not None) for r in got] == [e.message for e in expected]
        flattened = [r[next(m for m in MESSAGES if r[m] is not None)] for r in got]
        assert_rows_match(flattened, [e.fields for e in expected], f"recording {rid}")


def test_raw_spark_read_sees_fragmented_snapshots(spark: Any, market_archive: MarketArchive) -> None:
    books = market_archive.recording("BOOKS")
    rows = _spark_rows(spark, market_archive, recordingId=str(books.recording_id))
    assert len(rows) == books.messages
    assert max(r["length"] for r in rows) > 1408
    assert {r["stream_id"] for r in rows} == {books.stream_id}
    positions = [r["position"] for r in rows]
    assert positions == sorted(positions) and positions[0] == books.start_position


def test_local_reader_agrees_with_java(market_archive: MarketArchive) -> None:
    stats = ReadStats()
    active = market_archive.recording("ACTIVE_TRADES")
    rid = active.recording_id
    archive = market_archive.archive_dir
    table = read_table(archive, schema=MARKET_XML, message="Trade", recordingId=rid, stats=stats)
    assert_rows_match(table.to_pylist(), market_archive.expected_rows(rid), "active recording")
    assert stats.malformed == 0 and stats.rows == active.messages
