"""The aeron-archive read without Spark: raw and decoded layouts, selection options and the three modes.

Recordings are written with aeronkit's own framer and segment writer (tests/support/recordings.py) so the
exact positions, fragmentation and segment boundaries are known; Java-made recordings are read in
test_market_java.py.
"""

from __future__ import annotations

import io
import json
import random
import shutil
from decimal import Decimal
from pathlib import Path

import pytest
from market_messages import MARKET_XML, Feed, book, mixed_feed, trade
from support.deps import require_module
from support.recordings import WrittenRecording, write_payloads

from aeronkit.archive.catalog import Catalog
from aeronkit.archive.segment import segment_file_name
from aeronkit.archive.tool_commands import execute
from aeronkit.errors import ConfigurationError, CorruptFileError
from aeronkit.spark import ReadStats, read_arrow, read_pandas, read_table, recordings

require_module("pyarrow")
require_module("numpy")

PROVENANCE = ["recording_id", "stream_id", "session_id", "position", "length"]


def write_archive(root: Path, feeds: list[Feed], *, active_last: bool = False) -> list[WrittenRecording]:
    """One recording per feed (stream 1001 + n), the last one left active if asked."""
    root.mkdir(parents=True, exist_ok=True)
    written = []
    with Catalog(root, create=True, writable=True) as catalog:
        for n, feed in enumerate(feeds):
            written.append(
                write_payloads(
                    catalog,
                    root,
                    (payload for _, payload, _ in feed),
                    stream_id=1001 + n,
                    session_id=7 - n,
                    initial_term_id=-3 + 11 * n,
                    start_position=0 if n % 2 == 0 else 64 * 1024 * 3 + 4096,
                    stopped=not (active_last and n == len(feeds) - 1),
                )
            )
    return written


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Feed], list[WrittenRecording]]:
    """Two recordings: trades, quotes, BookSnapshots up to ~2 KiB (fragmented), over many 64 KiB segments."""
    root = tmp_path_factory.mktemp("spark-local") / "archive"
    feeds = [mixed_feed(1, 1500, book_every=7), mixed_feed(2, 900, book_every=5)]
    return root, feeds, write_archive(root, feeds)


def test_raw_read_returns_every_payload_with_its_frame_fields(archive: tuple) -> None:
    root, feeds, written = archive
    table = read_table(root)
    assert table.column_names == [
        "recording_id", "position", "term_id", "term_offset", "session_id", "stream_id", "flags",
        "reserved_value", "length", "payload", "_corrupt_record",
    ]
    assert table.num_rows == sum(len(f) for f in feeds)
    for feed, w in zip(feeds, written, strict=True):
        rows = table.filter(table["recording_id"].to_numpy() == w.recording_id).to_pylist()
        assert [r["payload"] for r in rows] == [payload for _, payload, _ in feed]
        assert [r["position"] for r in rows] == list(w.positions)
        assert [r["length"] for r in rows] == list(w.lengths)
        assert {r["stream_id"] for r in rows} == {w.stream_id}
        assert {r["session_id"] for r in rows} == {w.session_id}
        assert all(r["_corrupt_record"] is None for r in rows)
        for r in rows:
            assert r["term_offset"] == r["position"] % (64 * 1024)
            assert r["term_id"] == w.initial_term_id + r["position"] // (64 * 1024)
        fragmented = [r for r in rows if r["length"] > 1408 - 32]
        assert fragmented and all(r["flags"] == 0xC0 for r in fragmented)


def test_schema_read_decodes_every_message_in_union_layout(archive: tuple) -> None:
    root, feeds, written = archive
    table = read_table(root, schema=MARKET_XML)
    messages = ["Trade", "Quote", "BookSnapshot"]
    assert table.column_names == [*PROVENANCE, "template_id", *messages, "_corrupt_record"]
    rows = table.to_pylist()
    expected = [(w, name, row) for feed, w in zip(feeds, written, strict=True) for name, _, row in feed]
    assert len(rows) == len(expected)
    ids = {"Trade": 1, "Quote": 2, "BookSnapshot": 3}
    for got, (w, name, row) in zip(rows, expected, strict=True):
        assert got["recording_id"] == w.recording_id
        assert got["template_id"] == ids[name]
        assert got[name] == row
        assert [m for m in ids if got[m] is not None] == [name]


def test_message_option_reads_one_type_and_counts_the_rest_as_skipped(archive: tuple) -> None:
    root, feeds, written = archive
    stats = ReadStats()
    table = read_table(root, schema=MARKET_XML, message="BookSnapshot", mode="FAILFAST", stats=stats)
    pairs = zip(feeds, written, strict=True)
    books = [(w, row) for feed, w in pairs for name, _, row in feed if name == "BookSnapshot"]
    assert table.num_rows == len(books) == stats.rows
    assert stats.skipped == sum(len(f) for f in feeds) - len(books)
    assert stats.malformed == 0
    assert "_corrupt_record" not in table.column_names  # FAILFAST has no corrupt column
    got = table.to_pylist()
    for g, (w, row) in zip(got, books, strict=True):
        assert {k: g[k] for k in row} == row
        assert g["recording_id"] == w.recording_id
    assert max(g["length"] for g in got) > 1408


def test_selection_by_recording_stream_channel_and_position(archive: tuple) -> None:
    root, feeds, written = archive
    second = written[1]
    assert read_table(root, recordingId=[second.recording_id]).num_rows == len(feeds[1])
    assert read_table(root, streamId=second.stream_id).num_rows == len(feeds[1])
    assert read_table(root, channel="aeron:ipc").num_rows == sum(map(len, feeds))
    assert read_table(root, channel="aeron:udp").num_rows == 0
    low, high = second.positions[100], second.positions[400]
    window = read_table(root, recordingId=second.recording_id, fromPosition=low, toPosition=high)
    assert window["position"].to_pylist() == list(second.positions[100:400])
    with pytest.raises(ConfigurationError, match="recordingId"):
        read_table(root, recordingId=[99])


def test_partitions_split_anywhere_give_the_same_rows(archive: tuple) -> None:
    root, _, _ = archive
    whole = read_table(root, schema=MARKET_XML, mode="FAILFAST")
    sliced = read_table(root, schema=MARKET_XML, mode="FAILFAST", maxPartitionBytes=8192)
    assert sliced.equals(whole)


def test_active_recording_reads_to_the_last_frame(tmp_path: Path) -> None:
    feeds = [mixed_feed(5, 300), mixed_feed(6, 700, book_every=9)]
    written = write_archive(tmp_path / "a", feeds, active_last=True)
    listed = {r["recording_id"]: r for r in recordings(tmp_path / "a")}
    assert listed[written[1].recording_id]["active"] is True
    assert listed[written[1].recording_id]["stop_position"] == written[1].stop_position
    table = read_table(tmp_path / "a", recordingId=written[1].recording_id, schema=MARKET_XML)
    assert table["position"].to_pylist() == list(written[1].positions)


def _corrupt_copy(archive: tuple, tmp_path: Path) -> tuple[Path, WrittenRecording, int]:
    """A copy whose first recording has one message with a foreign schema id; returns its index."""
    root, _, written = archive
    copy = tmp_path / "corrupt"
    shutil.copytree(root, copy)
    w = written[0]
    index = 10
    position = w.positions[index]
    name = segment_file_name(w.recording_id, position - position % (64 * 1024))
    with open(copy / name, "r+b") as f:
        f.seek(position % (64 * 1024) + 32 + 4)  # frame header, then the SBE header's schemaId
        f.write((999).to_bytes(2, "little"))
    return copy, w, index


def test_permissive_keeps_a_corrupt_row_in_place(archive: tuple, tmp_path: Path) -> None:
    copy, w, index = _corrupt_copy(archive, tmp_path)
    stats = ReadStats()
    table = read_table(copy, schema=MARKET_XML, recordingId=w.recording_id, stats=stats)
    rows = table.to_pylist()
    assert len(rows) == len(w.positions) and stats.malformed == 1 and stats.dropped == 0
    bad = rows[index]
    assert bad["position"] == w.positions[index]
    assert bad["template_id"] is None and bad["Trade"] is None and bad["Quote"] is None
    name = segment_file_name(w.recording_id, w.positions[index] - w.positions[index] % (64 * 1024))
    assert name in bad["_corrupt_record"]
    assert f"offset {w.positions[index] % (64 * 1024)}" in bad["_corrupt_record"]
    assert "schema id 999" in bad["_corrupt_record"]
    assert all(r["_corrupt_record"] is None for i, r in enumerate(rows) if i != index)


def test_dropmalformed_drops_and_counts(archive: tuple, tmp_path: Path) -> None:
    copy, w, index = _corrupt_copy(archive, tmp_path)
    stats = ReadStats()
    table = read_table(copy, schema=MARKET_XML, recordingId=w.recording_id, mode="DROPMALFORMED", stats=stats)
    assert table["position"].to_pylist() == [p for i, p in enumerate(w.positions) if i != index]
    assert (stats.malformed, stats.dropped) == (1, 1)


def test_failfast_names_file_and_offset(archive: tuple, tmp_path: Path) -> None:
    copy, w, index = _corrupt_copy(archive, tmp_path)
    with pytest.raises(CorruptFileError) as e:
        read_table(copy, schema=MARKET_XML, recordingId=w.recording_id, mode="FAILFAST")
    position = w.positions[index]
    assert e.value.path.endswith(segment_file_name(w.recording_id, position - position % (64 * 1024)))
    assert e.value.offset == position % (64 * 1024)


def test_damaged_frame_costs_the_rest_of_its_term_only(tmp_path: Path) -> None:
    rng = random.Random(3)
    feed = [("Trade", *trade(rng, i)) for i in range(4000)]
    w = write_archive(tmp_path / "a", [feed])[0]
    victim = 2500
    position = w.positions[victim]
    term = position - position % (64 * 1024)
    with open(tmp_path / "a" / segment_file_name(w.recording_id, term), "r+b") as f:
        f.seek(position - term)
        f.write((7).to_bytes(4, "little", signed=True))  # frame length below the header length
    stats = ReadStats()
    table = read_table(tmp_path / "a", mode="PERMISSIVE", stats=stats)
    good = [p for p in table["position"].to_pylist() if p < position or p >= term + 64 * 1024]
    assert good == [p for p in w.positions if p < position or p >= term + 64 * 1024]
    bad = table.filter(table["_corrupt_record"].is_valid()).to_pylist()
    assert len(bad) == 1 == stats.malformed
    assert bad[0]["position"] == position
    assert f"offset {position - term}" in bad[0]["_corrupt_record"]


def test_big_snapshots_pad_terms_and_span_segments(tmp_path: Path) -> None:
    rng = random.Random(9)
    feed = [("BookSnapshot", *book(rng, i, 400 + i % 100)) for i in range(120)]  # ~6-7 KiB each
    w = write_archive(tmp_path / "a", [feed])[0]
    table = read_table(tmp_path / "a", schema=MARKET_XML, mode="FAILFAST", maxPartitionBytes=65536)
    assert table.num_rows == 120
    assert [r["snapshotId"] for r in table["BookSnapshot"].to_pylist()] == [Decimal(i) for i in range(120)]
    assert table["BookSnapshot"].to_pylist() == [row for _, _, row in feed]
    assert table["position"].to_pylist() == list(w.positions)


def test_arrow_batches_and_pandas_hold_the_same_rows(archive: tuple) -> None:
    pd = require_module("pandas")
    root, feeds, _ = archive
    batches = list(read_arrow(root, schema=MARKET_XML, message="Quote", mode="FAILFAST"))
    assert len(batches) >= 1 and all(b.schema == batches[0].schema for b in batches)
    frame = read_pandas(root, schema=MARKET_XML, message="Quote", mode="FAILFAST")
    quotes = [row for feed in feeds for name, _, row in feed if name == "Quote"]
    assert len(frame) == sum(b.num_rows for b in batches) == len(quotes)
    assert frame["symbol"].tolist() == [q["symbol"] for q in quotes]
    assert frame["bidSize"].tolist() == [q["bidSize"] for q in quotes]
    assert [None if e is pd.NA else e for e in frame["expireTime"]] == [q["expireTime"] for q in quotes]


def test_session_id_after_archive_tool_checksum_is_the_recordings(archive: tuple, tmp_path: Path) -> None:
    """`archive-tool checksum` writes each frame's CRC into its sessionId field (as Aeron's ArchiveTool
    does); the reader takes the session id from the catalog once the entry carries a checksum."""
    root, feeds, written = archive
    copy = tmp_path / "archive"
    shutil.copytree(root, copy)
    assert execute(copy, "checksum", ["crc32c", "-a"], io.StringIO()) == 0
    with open(copy / segment_file_name(written[0].recording_id, 0), "rb") as f:
        f.seek(12)  # the first frame's sessionId field now holds its checksum
        assert int.from_bytes(f.read(4), "little", signed=True) != written[0].session_id
    for options in ({}, {"schema": str(MARKET_XML)}):
        table = read_table(copy, **options)
        assert table.num_rows == sum(len(f) for f in feeds)
        for w in written:
            rows = table.filter(table["recording_id"].to_numpy() == w.recording_id)
            assert set(rows["session_id"].to_pylist()) == {w.session_id}
    assert read_table(copy)["payload"].to_pylist() == read_table(root)["payload"].to_pylist()


def test_stop_position_far_past_the_segments_fails_at_once_naming_the_catalog_entry(
    archive: tuple, tmp_path: Path
) -> None:
    root, _, written = archive
    copy = tmp_path / "archive"
    shutil.copytree(root, copy)
    with Catalog(copy, writable=True) as catalog:
        offset = catalog.find(written[1].recording_id).offset  # type: ignore[union-attr]
        catalog.set_stop_position(written[1].recording_id, 1 << 62)
    with pytest.raises(CorruptFileError) as raised:
        read_table(copy)
    assert (raised.value.path, raised.value.offset) == (str(copy / "archive.catalog"), offset)
    assert f"recording {written[1].recording_id} stopPosition={1 << 62} lies past" in str(raised.value)
    # the other recording is still readable on its own
    assert read_table(copy, recordingId=written[0].recording_id).num_rows == len(written[0].positions)


def test_polars_and_duckdb_read_recordings_through_the_arrow_stream_interface(archive: tuple) -> None:
    import duckdb
    import polars as pl

    root, feeds, _ = archive
    table = read_table(root, schema=MARKET_XML, message="Quote", mode="FAILFAST")
    quotes = [row for feed in feeds for name, _, row in feed if name == "Quote"]
    frame = pl.DataFrame(read_arrow(root, schema=MARKET_XML, message="Quote", mode="FAILFAST"))
    assert frame.height == table.num_rows == len(quotes)
    assert frame["symbol"].to_list() == [q["symbol"] for q in quotes]
    assert frame["position"].to_list() == table["position"].to_pylist()
    batches = read_arrow(root, schema=MARKET_XML, message="Quote", mode="FAILFAST")
    assert batches.schema == table.schema
    count, bid_size = duckdb.execute("SELECT count(*), sum(bidSize) FROM batches").fetchone()  # type: ignore[misc]
    assert (count, bid_size) == (len(quotes), sum(q["bidSize"] for q in quotes))


def test_batches_are_one_pass_and_a_stream_carries_the_rest(archive: tuple) -> None:
    import polars as pl

    root, _, _ = archive
    total = read_table(root).num_rows
    batches = read_arrow(root, maxPartitionBytes=4096)
    first = next(batches)
    assert 0 < first.num_rows < total
    assert pl.DataFrame(batches).height == total - first.num_rows
    assert list(batches) == []


# Run in a child interpreter where `import pyarrow` fails (None in sys.modules is how CPython spells "this
# module cannot be imported"; importlib.util.find_spec answers None, so polars and DuckDB see it absent).
NO_PYARROW_READER = r"""
import json, sys
sys.modules["pyarrow"] = None
import duckdb, polars as pl
from aeronkit.spark import read_arrow
from aeronkit.errors import ConfigurationError

path, permissive_path, schema_xml = sys.argv[1:4]
frame = pl.DataFrame(read_arrow(path, mode="FAILFAST"))
batches = read_arrow(path, mode="FAILFAST", maxPartitionBytes=65536)
duck = duckdb.execute(
    "SELECT count(*), sum(length), sum(position), sum(octet_length(payload)), count(DISTINCT stream_id) "
    "FROM batches").fetchone()
bad = pl.DataFrame(read_arrow(permissive_path, mode="PERMISSIVE"))
try:
    pl.DataFrame(read_arrow(path, schema=schema_xml))
    decoded = "read"
except ConfigurationError as e:
    decoded = str(e)
print(json.dumps({
    "columns": frame.columns,
    "dtypes": [str(t) for t in frame.dtypes],
    "positions": frame["position"].to_list(),
    "payload_hex": [p.hex() for p in frame["payload"].to_list()],
    "flags": frame["flags"].to_list(),
    "duckdb": list(duck),
    "bad_rows": bad.filter(pl.col("_corrupt_record").is_not_null()).select(
        "position", "term_id", "payload", "_corrupt_record").rows(),
    "bad_height": bad.height,
    "null_payloads": bad["payload"].null_count(),
    "decoded": decoded,
    "pyarrow_modules": sorted(m for m in sys.modules if m.split(".")[0] == "pyarrow" and sys.modules[m]),
}))
"""


def test_polars_and_duckdb_read_a_raw_recording_with_no_pyarrow(archive: tuple, tmp_path: Path) -> None:
    """The raw read's Arrow C stream is built by aeronkit.arrow_stream from numpy columns: in a process that
    cannot import pyarrow, polars and DuckDB read exactly the rows pyarrow reads here, a PERMISSIVE read's
    malformed row arrives with its nulls and corrupt-record text, and a decoded read says it needs pyarrow."""
    import subprocess
    import sys

    root, _, written = archive
    damaged = tmp_path / "damaged"
    shutil.copytree(root, damaged)
    w = written[0]
    position = w.positions[700]
    term = position - position % (64 * 1024)
    with open(damaged / segment_file_name(w.recording_id, term), "r+b") as f:
        f.seek(position - term)
        f.write((7).to_bytes(4, "little", signed=True))  # frame length below the header length
    proc = subprocess.run([sys.executable, "-c", NO_PYARROW_READER, str(root), str(damaged), MARKET_XML],
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    got = json.loads(proc.stdout)
    assert got["pyarrow_modules"] == []

    table = read_table(root, mode="FAILFAST")
    assert got["columns"] == table.column_names
    assert got["dtypes"] == ["Int64", "Int64", "Int32", "Int32", "Int32", "Int32", "Int16", "Int64", "Int32",
                             "Binary"]
    assert got["positions"] == table["position"].to_pylist()
    assert got["payload_hex"] == [p.hex() for p in table["payload"].to_pylist()]
    assert got["flags"] == table["flags"].to_pylist()
    lengths = table["length"].to_pylist()
    assert got["duckdb"] == [table.num_rows, sum(lengths), sum(table["position"].to_pylist()),
                             sum(len(p) for p in table["payload"].to_pylist()), 2]
    assert sum(lengths) == sum(len(p) for p in table["payload"].to_pylist())

    expected_bad = read_table(damaged, mode="PERMISSIVE")
    bad = expected_bad.filter(expected_bad["_corrupt_record"].is_valid()).to_pylist()
    assert len(bad) == 1 and bad[0]["position"] == position
    assert [tuple(r) for r in got["bad_rows"]] == [(position, None, None, bad[0]["_corrupt_record"])]
    assert got["bad_height"] == expected_bad.num_rows and got["null_payloads"] == 1
    assert "needs pyarrow" in got["decoded"]
