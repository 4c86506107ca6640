"""The Java-made market-data archive is what the Spark tests need, and its oracle is right without Spark.

Aeron Java's own ArchiveTool checks the directory; the pure-Python RecordingReader with the generated Python
codec and Spark mapping (``to_row``) decodes every recorded message and must give exactly the rows that
MarketRecorder wrote to expected.jsonl from the values it chose. See docs/spark-test-data.md.
"""

from __future__ import annotations

import base64
import re
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from market_data import (
    ACTIVE_TRADES,
    BOOKS,
    KINDS,
    MESSAGES,
    MTU,
    SEGMENT_LENGTH,
    STREAMS,
    TERM_LENGTH,
    TRADES_AND_QUOTES,
    MarketArchive,
    archive_tool,
    assert_rows_match,
    decode_row,
    normalize,
    record_market_data,
    row_differences,
)

from aeronkit.archive.catalog import Catalog
from aeronkit.archive.recording_reader import RecordingReader
from aeronkit.archive.segment import index_segment_files
from aeronkit.interop.java import JavaToolchain
from aeronkit.logbuffer.header import BEGIN_FLAG, END_FLAG

UNFRAGMENTED = BEGIN_FLAG | END_FLAG
DESCRIPTOR_RE = re.compile(r"recordingId=(\d+)\|.*?\|stopPosition=(-?\d+)\|")


def descriptors(archive_dir: Path) -> dict[int, object]:
    with Catalog(archive_dir) as catalog:
        return {d.recording_id: d for d in catalog.list()}


@pytest.mark.java
def test_three_recordings_as_described(market_archive: MarketArchive) -> None:
    recordings = market_archive.recordings
    assert [recordings[i].kind for i in sorted(recordings)] == list(KINDS)
    for rec in recordings.values():
        assert rec.stream_id == STREAMS[rec.kind]
        assert rec.start_position == 0
        assert rec.stop_position > 0
        assert rec.messages == len(market_archive.expected[rec.recording_id])
        lines = market_archive.expected[rec.recording_id]
        assert {(e.stream_id, e.session_id, e.recording_id) for e in lines} == {
            (rec.stream_id, rec.session_id, rec.recording_id)}
        assert {e.message for e in lines} == set(MESSAGES[rec.kind])
    ipc = [market_archive.recording(TRADES_AND_QUOTES), market_archive.recording(ACTIVE_TRADES)]
    assert ipc[0].stream_id == ipc[1].stream_id and ipc[0].session_id != ipc[1].session_id
    assert "udp" in market_archive.recording(BOOKS).channel
    assert [r.active for r in (market_archive.recording(k) for k in KINDS)] == [False, False, True]
    mix = Counter(e.message for e in market_archive.expected[ipc[0].recording_id])
    assert mix["Trade"] > 0 and mix["Quote"] > 0


@pytest.mark.java
def test_catalog_keeps_the_active_recording_open(market_archive: MarketArchive, java: JavaToolchain) -> None:
    ours = descriptors(market_archive.archive_dir)
    assert sorted(ours) == sorted(market_archive.recordings)
    for rec in market_archive.recordings.values():
        d = ours[rec.recording_id]
        assert (d.session_id, d.stream_id, d.start_position) == (rec.session_id, rec.stream_id, 0)
        assert (d.segment_file_length, d.term_buffer_length, d.mtu_length) == (
            SEGMENT_LENGTH, TERM_LENGTH, MTU)
        assert d.stop_position == (-1 if rec.active else rec.stop_position)

    described = archive_tool(java, market_archive.archive_dir, "describe")
    assert described.returncode == 0, described.stdout + described.stderr
    java_stops = {int(i): int(stop) for i, stop in DESCRIPTOR_RE.findall(described.stdout)}
    assert java_stops == {d.recording_id: d.stop_position for d in ours.values()}


@pytest.mark.java
def test_java_archive_tool_verify_is_clean(
    market_archive: MarketArchive, java: JavaToolchain, tmp_path: Path
) -> None:
    """ArchiveTool 1.51.0 has no 'active' verdict: it checks every segment file and, for a recording without
    a stop position, writes the one it computes from the segments. That must be where Java stopped."""
    copy = market_archive.copy_to(tmp_path / "archive")
    verified = archive_tool(java, copy, "verify", "-a")
    assert verified.returncode == 0, verified.stdout + verified.stderr
    assert "ERR" not in verified.stdout
    for recording_id in market_archive.recordings:
        assert f"(recordingId={recording_id}) OK" in verified.stdout
    after = descriptors(copy)
    for rec in market_archive.recordings.values():
        assert after[rec.recording_id].stop_position == rec.stop_position
    assert descriptors(market_archive.archive_dir)[market_archive.recording(ACTIVE_TRADES).recording_id] \
        .stop_position == -1  # the shared directory was not touched


@pytest.mark.java
def test_recordings_span_many_segment_files(market_archive: MarketArchive) -> None:
    files = index_segment_files(market_archive.archive_dir)
    for rec in market_archive.recordings.values():
        assert len(files.get(rec.recording_id, [])) >= rec.segment_files_needed
        assert rec.segment_files_needed >= 8
    assert market_archive.recording(TRADES_AND_QUOTES).segment_files_needed >= 20
    assert market_archive.recording(BOOKS).segment_files_needed >= 20


def _reader(market_archive: MarketArchive, recording_id: int) -> RecordingReader:
    d = descriptors(market_archive.archive_dir)[recording_id]
    return RecordingReader.for_descriptor(market_archive.archive_dir, d)  # type: ignore[arg-type]


@pytest.mark.java
def test_book_snapshots_are_fragmented_and_ticks_are_not(market_archive: MarketArchive) -> None:
    books = market_archive.recording(BOOKS)
    flags = Counter(f.header.flags for f in _reader(market_archive, books.recording_id).fragments())
    assert flags[BEGIN_FLAG] > 0 and flags[END_FLAG] > 0 and flags[0] > 0  # begin, end and middle fragments
    assert flags[BEGIN_FLAG] == flags[END_FLAG]
    lengths = [len(m) for m in _reader(market_archive, books.recording_id).messages()]
    assert sum(1 for n in lengths if n > MTU) > len(lengths) // 2
    assert 6000 <= max(lengths) <= TERM_LENGTH // 8
    for kind in (TRADES_AND_QUOTES, ACTIVE_TRADES):
        rec = market_archive.recording(kind)
        fragments = _reader(market_archive, rec.recording_id).fragments()
        assert {f.header.flags for f in fragments} == {UNFRAGMENTED}


@pytest.mark.java
def test_python_decoding_equals_what_java_sent(market_archive: MarketArchive) -> None:
    """The oracle, checked without Spark: every recorded message, decoded by the generated Python codec and
    mapped by the generated Spark ``to_row``, equals its expected.jsonl line, in count and order."""
    for rec in market_archive.recordings.values():
        decoded = [decode_row(m) for m in _reader(market_archive, rec.recording_id).messages()]
        expected = market_archive.expected[rec.recording_id]
        assert [name for name, _ in decoded] == [e.message for e in expected]
        assert_rows_match([row for _, row in decoded], [e.fields for e in expected], rec.kind)


@pytest.mark.java
def test_expected_values_cover_the_mapping_edges(market_archive: MarketArchive) -> None:
    """The data exercises what docs/spark-mapping.md promises: big uint64s, nulls, empty groups and data..."""
    fields = {kind: [e.fields for e in market_archive.expected[market_archive.recording(kind).recording_id]]
              for kind in KINDS}
    trades = [f for f in fields[TRADES_AND_QUOTES] if "tradeId" in f]
    quotes = [f for f in fields[TRADES_AND_QUOTES] if "quoteId" in f]
    books = fields[BOOKS]
    trade_ids = {int(f["tradeId"]) for f in trades}
    assert {2**63, 2**64 - 1, 0} <= trade_ids and any(2**63 < t < 2**64 - 1 for t in trade_ids)
    assert None in {f["side"] for f in trades} and None in {f["matchId"] for f in trades}
    assert any(f["matchId"] is not None for f in trades)
    assert [] in [f["flags"] for f in trades]
    assert ["AUCTION", "ODD_LOT", "OPENING", "CLOSING", "SHORT_SALE"] in [f["flags"] for f in trades]
    assert {f["price"]["exponent"] for f in trades} == {-4}
    assert {-(2**63), 2**63 - 1} <= {f["price"]["mantissa"] for f in trades}
    assert {0, 2**32 - 1} <= {f["quantity"] for f in trades}
    assert None in {f["expireTime"] for f in quotes} and 2**63 - 1 in {f["expireTime"] for f in quotes}
    assert 8 in {len(f["symbol"]) for f in trades} and 1 in {len(f["symbol"]) for f in trades}
    assert [] in [f["levels"] for f in books] and "" in {f["note"] for f in books}
    assert any(not v.isascii() for v in {f["venue"] for f in books})
    assert any('"' in v or "\\" in v for v in {f["venue"] for f in books})
    assert {0, 2**16 - 1} <= {lvl["orders"] for f in books for lvl in f["levels"]}


@pytest.mark.java
def test_same_seed_same_values(market_archive: MarketArchive, java: JavaToolchain, tmp_path: Path) -> None:
    """The feed is a pure function of the seed: a short run repeats the first messages of the session's run
    (recording 0 comes first, so its draws do not depend on how many messages follow)."""
    small = record_market_data(java, tmp_path / "small", ticks=300, books=2, active_trades=2)
    again = small.expected[small.recording(TRADES_AND_QUOTES).recording_id]
    before = market_archive.expected[market_archive.recording(TRADES_AND_QUOTES).recording_id][:300]
    assert [(e.message, e.fields) for e in again] == [(e.message, e.fields) for e in before]
    assert small.recording(BOOKS).messages == 2 and small.recording(ACTIVE_TRADES).active


@pytest.mark.java
def test_a_failing_recorder_is_reported(java: JavaToolchain, tmp_path: Path) -> None:
    """A recorder that gives up (here: a deadline already past) fails the fixture with its own words."""
    with pytest.raises(AssertionError, match="timed out waiting for"):
        record_market_data(java, tmp_path / "late", ticks=10, books=1, active_trades=1, timeout_s=0.001)


def test_row_differences_names_each_mismatch() -> None:
    expected = {"a": "18446744073709551615", "b": [{"x": 1}], "c": "AQI="}
    same = {"a": Decimal(2**64 - 1), "b": [{"x": 1}], "c": b"\x01\x02", "extra": 9}
    assert row_differences(same, expected) == []
    problems = row_differences({"a": Decimal(5), "b": [{"x": 2}]}, expected, "r ")
    assert [p.split(":")[0] for p in problems] == ["r a", "r b", "r c"]


@given(st.integers(min_value=0, max_value=2**64 - 1))
def test_normalize_gives_uint64_text(value: int) -> None:
    assert normalize(Decimal(value)) == str(value)
    assert normalize(Decimal(value).scaleb(0)) == str(value)


@given(st.binary(max_size=300))
def test_normalize_gives_base64(data: bytes) -> None:
    assert base64.b64decode(normalize(data)) == data
    assert normalize(bytearray(data)) == normalize(memoryview(data)) == normalize(data)
