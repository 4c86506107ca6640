"""The recordings pipeline (aeronkit.spark.pipeline) and the `aeronkit spark` command.

The pipeline's steps are tested on DataFrames built here with the data source's columns, so the Parquet
layout, the dating and the rates are checked against figures computed in Python from the same input.
"""

from __future__ import annotations

import argparse
import base64
import datetime as dt
import io
import json
import statistics
import subprocess
import sys
from collections import Counter, defaultdict
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aeronkit.cli import build_parser
from aeronkit.errors import ConfigurationError
from aeronkit.spark import pipeline, spark_command
from aeronkit.spark.pipeline import PipelineConfig, PipelineSummary, StreamSummary

NS = 1_000_000_000
# 2026-11-20 23:59:58 UTC, so a few seconds of data cross midnight.
BASE_S = int(dt.datetime(2026, 11, 20, 23, 59, 58, tzinfo=dt.UTC).timestamp())

ROW_COLUMNS = ("recording_id", "stream_id", "session_id", "position", "length", "price", "timestamp",
               "_corrupt_record")


def _schema() -> Any:
    from pyspark.sql import types as T

    return T.StructType([
        T.StructField("recording_id", T.LongType(), False),
        T.StructField("stream_id", T.IntegerType(), False),
        T.StructField("session_id", T.IntegerType(), False),
        T.StructField("position", T.LongType(), False),
        T.StructField("length", T.IntegerType(), False),
        T.StructField("price", T.LongType(), True),
        T.StructField("timestamp", T.LongType(), True),
        T.StructField("_corrupt_record", T.StringType(), True),
    ])


def _rows(per_second: dict[int, list[int]], length_of: dict[int, int]) -> list[tuple[Any, ...]]:
    """Rows for streams -> messages in each second from BASE_S (0 = a second with none), spread over the
    second (the last one at .999999999 s, where a double would round into the next second)."""
    rows = []
    for stream, counts in per_second.items():
        position = 0
        for second, count in enumerate(counts):
            for k in range(count):
                offset = NS - 1 if k == count - 1 else k * (NS // count)
                ts = (BASE_S + second) * NS + offset
                length = length_of[stream]
                rows.append((stream * 10, stream, 7, position, length, 100 + k, ts, None))
                position += 32 * ((length + 32 + 31) // 32)
    return rows


PATTERN = {1001: [3, 1, 0, 4, 1, 5], 1002: [2, 0, 0, 6]}
LENGTHS = {1001: 40, 1002: 24}


@pytest.fixture(scope="module")
def market(spark: Any) -> Any:
    """Hand-made rows: two streams, a malformed row on 1001, seconds that cross midnight UTC."""
    rows = _rows(PATTERN, LENGTHS)
    rows.append((10010, 1001, 7, 999_936, 13, None, None, "template id 99 is not in the schema"))
    return spark.createDataFrame(rows, _schema())


def _expected(rows: list[tuple[Any, ...]]) -> dict[int, tuple[int, int, int]]:
    counts: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])
    for r in rows:
        entry = counts[r[1]]
        entry[0] += 1
        entry[1] += r[4]
        entry[2] += r[7] is not None
    return {k: (v[0], v[1], v[2]) for k, v in counts.items()}


@pytest.mark.spark
def test_parquet_by_stream_and_date_holds_every_row(spark: Any, market: Any, tmp_path: Path) -> None:
    out = tmp_path / "out"
    dated = pipeline.with_date(market, {10010: dt.date(2020, 1, 2)}, "timestamp", "ns")
    pipeline.write_parquet(dated, str(out))
    directories = sorted(str(p.relative_to(out)) for p in out.glob("stream_id=*/date=*") if p.is_dir())
    expected_dirs = set()
    for stream, counts in PATTERN.items():
        for second, count in enumerate(counts):
            if count:
                day = dt.datetime.fromtimestamp(BASE_S + second, tz=dt.UTC).date()
                expected_dirs.add(f"stream_id={stream}/date={day.isoformat()}")
    # The malformed row has no timestamp: it takes its recording's start day.
    expected_dirs.add("stream_id=1001/date=2020-01-02")
    assert directories == sorted(expected_dirs)
    written = spark.read.parquet(str(out))
    input_rows = sorted(tuple(r) for r in market.collect())
    output_rows = sorted(tuple(r[c] for c in ROW_COLUMNS) for r in written.collect())
    assert output_rows == input_rows
    summaries = pipeline.stream_summaries(written)
    assert {s.stream_id: (s.messages, s.bytes, s.malformed) for s in summaries} == _expected(input_rows)


@pytest.mark.spark
def test_per_second_rates_follow_the_pattern(market: Any) -> None:
    found = pipeline.stream_summaries(market, "_corrupt_record", "timestamp", "ns")
    summaries = {s.stream_id: s for s in found}
    for stream, counts in PATTERN.items():
        present = [c for c in counts if c]
        s = summaries[stream]
        assert (s.seconds, s.rate_min, s.rate_median, s.rate_max) == (
            len(present), min(present), statistics.median(present), max(present)
        )


@pytest.mark.spark
@pytest.mark.parametrize("unit", ["us", "ms", "s"])
def test_rates_in_coarser_units(spark: Any, unit: str) -> None:
    per = pipeline.UNITS_PER_SECOND[unit]
    pattern = [2, 5, 1]
    stamps = [(BASE_S + second) * per + k * (per // 8) for second, n in enumerate(pattern) for k in range(n)]
    rows = [(1, 5, 0, i * 64, 30, 1, ts, None) for i, ts in enumerate(stamps)]
    (s,) = pipeline.stream_summaries(spark.createDataFrame(rows, _schema()), None, "timestamp", unit)
    got = (s.messages, s.malformed, s.seconds, s.rate_min, s.rate_median, s.rate_max)
    assert got == (len(stamps), None, 3, 1, 2.0, 5)


@pytest.mark.spark
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.integers(min_value=-(2**62), max_value=2**63 - 1), min_size=1, max_size=40))
def test_dates_from_nanosecond_timestamps_are_exact(spark: Any, stamps: list[int]) -> None:
    rows = [(1, 5, 0, 0, 8, None, ts, None) for ts in stamps]
    got = pipeline.with_date(spark.createDataFrame(rows, _schema()), {}, "timestamp", "ns")
    days = sorted((r["timestamp"], r["date"]) for r in got.collect())
    epoch = dt.date(1970, 1, 1)
    assert days == sorted((ts, epoch + dt.timedelta(days=(ts // NS) // 86_400)) for ts in stamps)


@pytest.mark.spark
def test_a_bare_timestamp_field_covers_every_message_struct(spark: Any) -> None:
    """Rows of a schema read without `message`: the field is taken from whichever struct the row holds."""
    from pyspark.sql import types as T

    schema = T.StructType([
        T.StructField("recording_id", T.LongType()), T.StructField("stream_id", T.IntegerType()),
        T.StructField("length", T.IntegerType()), T.StructField("template_id", T.IntegerType()),
        T.StructField("Trade", T.StructType([T.StructField("timestamp", T.LongType())])),
        T.StructField("Quote", T.StructType([T.StructField("bid", T.LongType()),
                                             T.StructField("timestamp", T.DecimalType(20, 0))])),
    ])
    trade_s = [0, 0, 1, 3]
    quote_s = [0, 1, 1, 1, 2]
    rows = [(1, 4, 30, 1, ((BASE_S + s) * NS + NS - 1,), None) for s in trade_s]
    rows += [(1, 4, 50, 2, None, (7, Decimal((BASE_S + s) * NS))) for s in quote_s]
    (summary,) = pipeline.stream_summaries(spark.createDataFrame(rows, schema), None, "timestamp", "ns")
    per_second = sorted(Counter(trade_s + quote_s).values())
    assert (summary.messages, summary.bytes) == (len(rows), 30 * len(trade_s) + 50 * len(quote_s))
    assert (summary.seconds, summary.rate_min, summary.rate_median, summary.rate_max) == (
        len(per_second), per_second[0], statistics.median(per_second), per_second[-1]
    )
    dated = pipeline.with_date(spark.createDataFrame(rows, schema), {}, "Quote.timestamp", "ns")
    assert sum(1 for r in dated.collect() if r["date"] is not None) == len(quote_s)


@pytest.mark.spark
def test_dates_from_recording_start_without_a_timestamp_field(spark: Any) -> None:
    starts = [
        {"recording_id": 1, "start_timestamp": BASE_S * 1000 + 999},  # 23:59:58.999 on the 20th
        {"recording_id": 2, "start_timestamp": (BASE_S + 2) * 1000},  # 00:00:00 on the 21st
    ]
    dates = pipeline.recording_dates(starts)
    assert dates == {1: dt.date(2026, 11, 20), 2: dt.date(2026, 11, 21)}
    rows = [(rid, 9, 0, 0, 8, None, None, None) for rid in (1, 2, 2, 3)]
    got = Counter((r["recording_id"], r["date"]) for r in pipeline.with_date(
        spark.createDataFrame(rows, _schema()), dates).collect())
    assert got == Counter({(1, dates[1]): 1, (2, dates[2]): 2, (3, None): 1})


@pytest.mark.spark
def test_timestamp_field_errors_name_the_option(market: Any) -> None:
    with pytest.raises(ConfigurationError, match="--timestamp-field 'nope' is not a column nor a field"):
        pipeline.with_date(market, {}, "nope")
    with pytest.raises(ConfigurationError, match="--timestamp-field '_corrupt_record' has type string"):
        pipeline.stream_summaries(market, None, "_corrupt_record")
    with pytest.raises(ConfigurationError, match="clash with the 'date' partition"):
        pipeline.with_date(market.withColumnRenamed("price", "date"), {})


@pytest.mark.spark
def test_run_pipeline_writes_parquet_and_summary_json(
    spark: Any, market: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The whole flow with the read step replaced by the hand-made rows (the read is the data source's)."""
    seen: dict[str, str] = {}

    def fake_read(_spark: Any, config: PipelineConfig) -> Any:
        seen.update(config.read_options())
        return market

    monkeypatch.setattr(pipeline, "read_recordings", fake_read)
    archive = tmp_path / "archive"
    archive.mkdir()
    schema = tmp_path / "market.xml"
    schema.write_text("<messageSchema/>")
    config = PipelineConfig(str(archive), str(tmp_path / "out"), schema=str(schema), message="Trade",
                            timestamp_field="timestamp", recording_ids=(10, 20), mode="permissive")
    summary = pipeline.run_pipeline(spark, config, recordings=[])
    assert seen == {"path": str(archive), "schema": str(schema), "message": "Trade", "recordingId": "10,20",
                    "mode": "PERMISSIVE", "columnNameOfCorruptRecord": "_corrupt_record"}
    expected = _expected([tuple(r) for r in market.collect()])
    assert {s.stream_id: (s.messages, s.bytes, s.malformed) for s in summary.streams} == expected
    saved = json.loads((tmp_path / "out" / pipeline.SUMMARY_FILE).read_text())
    assert saved["total"]["messages"] == sum(v[0] for v in expected.values()) == summary.messages
    assert [s["stream_id"] for s in saved["streams"]] == sorted(expected)
    assert saved["master"] == spark.sparkContext.master
    table = summary.format_table().splitlines()
    assert table[0].split()[:4] == ["stream_id", "messages", "bytes", "malformed"]
    assert table[-1].split()[:3] == ["total", str(summary.messages), str(summary.bytes)]
    # A second run into the same directory needs --overwrite, and then replaces (not appends to) it.
    with pytest.raises(ConfigurationError, match="--overwrite"):
        pipeline.run_pipeline(spark, config, recordings=[])
    again = pipeline.run_pipeline(spark, replace(config, overwrite=True), recordings=[])
    assert again.streams == summary.streams
    assert spark.read.parquet(str(tmp_path / "out")).count() == summary.messages


def test_summary_table_without_rates() -> None:
    summary = PipelineSummary("o", "a", None, None, "local[1]", None, None,
                              (StreamSummary(3, 10, 400, None), StreamSummary(12, 1, 8, None)))
    lines = summary.format_table().splitlines()
    assert [line.split() for line in lines[2:]] == [
        ["3", "10", "400", "-"], ["12", "1", "8", "-"], ["total", "11", "408", "-"],
    ]
    assert json.loads(summary.to_json())["total"] == {"messages": 11, "bytes": 408, "malformed": None}


# ------------------------------------------------------------------------------------------ the CLI


def _args(*argv: str) -> argparse.Namespace:
    return build_parser().parse_args(["spark", *argv])


def test_help_explains_every_option(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        build_parser().parse_args(["spark", "--help"])
    assert exit_info.value.code == 0
    text = capsys.readouterr().out
    for flag in ("ARCHIVE_DIR", "--schema", "--message", "--out", "--master", "--timestamp-field",
                 "--timestamp-unit", "--recording-id", "--stream-id", "--mode", "--conf", "local[*]",
                 "stream_id=N/date=YYYY-MM-DD", "_aeronkit_summary.json", "exit codes", "FAILFAST"):
        assert flag in text, flag


def test_out_is_required(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as exit_info:
        _args(str(tmp_path))
    assert exit_info.value.code == 2
    assert "--out" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("extra", "named"),
    [
        (["--timestamp-unit", "days"], "--timestamp-unit"),
    ],
)
def test_argparse_rejects_bad_choices(extra: list[str], named: str, tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        _args(str(tmp_path), "--out", str(tmp_path / "o"), *extra)
    assert exit_info.value.code == 2
    assert named in capsys.readouterr().err


@pytest.mark.parametrize(
    ("extra", "named"),
    [
        (["--mode", "LENIENT"], "--mode 'LENIENT'"),
        (["--conf", "spark.executor.memory"], "--conf 'spark.executor.memory' is not KEY=VALUE"),
        (["--recording-id", "1,x"], "--recording-id '1,x'"),
        (["--stream-id", "ten"], "--stream-id 'ten' is not an integer"),
        (["--message", "Trade"], "--message needs --schema"),
        (["--schema", "/nonexistent/market.xml"], "--schema '/nonexistent/market.xml' is not a file"),
        (["--timestamp-field", "t"], "--timestamp-field needs --schema"),
    ],
)
def test_bad_options_exit_2_naming_the_option(extra: list[str], named: str, tmp_path: Path) -> None:
    err = io.StringIO()
    code = spark_command.run(_args(str(tmp_path), "--out", str(tmp_path / "o"), *extra), err=err)
    assert code == 2
    assert named in err.getvalue()


def test_missing_archive_and_existing_out_exit_2(tmp_path: Path) -> None:
    err = io.StringIO()
    assert spark_command.run(_args(str(tmp_path / "nope"), "--out", str(tmp_path / "o")), err=err) == 2
    assert "ARCHIVE_DIR" in err.getvalue()
    err = io.StringIO()
    assert spark_command.run(_args(str(tmp_path), "--out", str(tmp_path)), err=err) == 2
    assert "--overwrite" in err.getvalue()


def test_a_message_the_schema_lacks_exits_2_listing_the_messages(tmp_path: Path) -> None:
    schema = Path(__file__).with_name("market.xml")
    err = io.StringIO()
    args = _args(str(tmp_path), "--out", str(tmp_path / "o"), "--schema", str(schema), "--message", "Nope")
    code = spark_command.run(args, err=err)
    assert code == 2
    assert "--message 'Nope' is not in" in err.getvalue() and "messages:" in err.getvalue()


def test_wrapped_configuration_errors_are_recognised() -> None:
    wrapped = RuntimeError(
        "[PYTHON_DATA_SOURCE_ERROR] Traceback...\naeronkit.errors.ConfigurationError: aeron-archive: option "
        "'streamId' is 'x', not an integer\n"
    )
    assert spark_command._configuration_message(wrapped) == (
        "aeron-archive: option 'streamId' is 'x', not an integer (--stream-id)"
    )
    assert spark_command._configuration_message(RuntimeError("Task failed: CorruptFileError ...")) is None


# ------------------------------------------------------------- end to end on the Java-made archive


def _encoded_length(ir: Any, message: str, fields: dict[str, Any]) -> int:
    """An SBE message's length (header included) from its expected field values and the schema's layout."""

    def body(block_length: int, groups: Any, var_data: Any, values: dict[str, Any]) -> int:
        total = block_length
        for group in groups:
            entries = values[group.name]
            total += group.dimension_type.encoded_length
            total += sum(body(group.block_length, group.groups, group.var_data, e) for e in entries)
        for data in var_data:
            value = values[data.name]
            raw = value.encode(data.character_encoding) if data.is_text else base64.b64decode(value)
            total += data.length_prefix_size + len(raw)
        return total

    m = ir.message(message)
    return ir.header.encoded_length + body(m.block_length, m.groups, m.var_data, fields)


def _expected_figures(market: Any, recording_ids: set[int]) -> dict[int, dict[str, Any]]:
    """Per stream, from what Java says it sent: messages, bytes, per-second counts and the UTC days."""
    from market_data import iter_expected, market_ir

    ir = market_ir()
    figures: dict[int, dict[str, Any]] = defaultdict(
        lambda: {"messages": 0, "bytes": 0, "seconds": Counter(), "days": set()}
    )
    for e in iter_expected(market):
        if e.recording_id not in recording_ids:
            continue
        f = figures[e.stream_id]
        f["messages"] += 1
        f["bytes"] += _encoded_length(ir, e.message, e.fields)
        ts = int(e.fields["timestamp"])
        f["seconds"][ts // NS] += 1
        f["days"].add(dt.date(1970, 1, 1) + dt.timedelta(days=ts // NS // 86_400))
    return figures


def _run_cli(market: Any, out: Path, master: str, scratch: Path, *extra: str) -> dict[str, Any]:
    from support.spark import loopback_environment

    argv = [
        sys.executable, "-m", "aeronkit.cli", "spark", str(market.archive_dir), "--out", str(out),
        "--schema", str(market.schema), "--master", master, "--timestamp-field", "timestamp", *extra,
        "--conf", "spark.driver.bindAddress=127.0.0.1", "--conf", "spark.driver.host=127.0.0.1",
        "--conf", "spark.ui.enabled=false", "--conf", f"spark.local.dir={scratch}",
        "--conf", "spark.executor.memory=512m", "--conf", "spark.cores.max=2",
        "--conf", "spark.sql.shuffle.partitions=4",
    ]
    done = subprocess.run(argv, capture_output=True, text=True, env=loopback_environment(), timeout=300,
                          check=False)
    assert done.returncode == 0, f"exit {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-6000:]}"
    assert "total" in done.stdout and pipeline.SUMMARY_FILE in done.stdout
    return dict(json.loads((out / pipeline.SUMMARY_FILE).read_text()))


def _check_run(spark: Any, market: Any, out: Path, summary: dict[str, Any], recording_ids: set[int]) -> None:
    """The summary's figures, the partition directories and the rows per recording all match Java's."""
    expected = _expected_figures(market, recording_ids)
    by_stream = {s["stream_id"]: s for s in summary["streams"]}
    assert set(by_stream) == set(expected)
    for stream, want in expected.items():
        got = by_stream[stream]
        rates = sorted(want["seconds"].values())
        assert (got["messages"], got["bytes"], got["malformed"]) == (want["messages"], want["bytes"], 0)
        assert (got["seconds"], got["rate_min"], got["rate_median"], got["rate_max"]) == (
            len(rates), rates[0], statistics.median(rates), rates[-1]
        ), stream
    directories = {str(p.relative_to(out)) for p in out.glob("stream_id=*/date=*") if p.is_dir()}
    assert directories == {
        f"stream_id={stream}/date={day.isoformat()}"
        for stream, want in expected.items()
        for day in want["days"]
    }
    written = spark.read.parquet(str(out))
    per_recording = Counter(r["recording_id"] for r in written.select("recording_id").collect())
    assert per_recording == Counter({rid: len(market.expected[rid]) for rid in recording_ids})


@pytest.mark.java
@pytest.mark.spark
def test_cli_on_the_java_archive_locally(spark: Any, market_archive: Any, tmp_path: Path) -> None:
    from market_data import assert_rows_match

    out = tmp_path / "out"
    summary = _run_cli(market_archive, out, "local[*]", tmp_path / "scratch", "--timestamp-unit", "ns")
    assert summary["master"].startswith("local")
    _check_run(spark, market_archive, out, summary, set(market_archive.recordings))
    # Rows land intact: each message struct equals what Java sent, in recording order. Checked on the
    # BOOKS recording (groups, text and binary var data, fragmented messages: the hardest to round-trip)
    # and the first trades and quotes, to keep the collect small; the counts above cover every row.
    names = ("Trade", "Quote", "BookSnapshot")
    books = market_archive.recording("BOOKS").recording_id
    mixed = market_archive.recording("TRADES_AND_QUOTES").recording_id
    written = spark.read.parquet(str(out))
    for rid, limit in ((books, None), (mixed, 500)):
        messages = market_archive.expected[rid][:limit]
        chosen = written.where(f"recording_id = {rid}").orderBy("position")
        rows = [r.asDict(recursive=True) for r in (chosen.limit(limit) if limit else chosen).collect()]
        got = sorted(rows, key=lambda r: r["position"])
        assert [next(n for n in names if r[n] is not None) for r in got] == [e.message for e in messages]
        flattened = [r[next(n for n in names if r[n] is not None)] for r in got]
        assert_rows_match(flattened, [e.fields for e in messages], f"recording {rid}")


@pytest.mark.java
@pytest.mark.spark
def test_cli_on_the_java_archive_on_the_standalone_cluster(
    spark: Any, spark_standalone: Any, market_archive: Any, tmp_path: Path,
) -> None:
    """The recording Java left active (fewest segment files) keeps the test short; the executors the worker
    starts do the reading and writing, the local test covers every recording."""
    out = tmp_path / "out"
    chosen = {market_archive.recording("ACTIVE_TRADES").recording_id}
    ids = ",".join(str(rid) for rid in sorted(chosen))
    master = spark_standalone.master_url
    before = {app["id"] for app in spark_standalone.status().get("completedapps", [])}
    summary = _run_cli(market_archive, out, master, tmp_path / "scratch", "--recording-id", ids)
    assert summary["master"] == master
    finished = [a for a in spark_standalone.status().get("completedapps", []) if a["id"] not in before]
    assert [a["name"] for a in finished] == ["aeronkit spark"]
    _check_run(spark, market_archive, out, summary, chosen)


# ------------------------------------------------ malformed data and data source errors, in process


@pytest.fixture(scope="module")
def damaged_trades(market_archive: Any, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, int]:
    """A copy of the Java archive whose ACTIVE_TRADES recording's first message names template id 99.

    Returns (archive dir, recording id, messages in that recording).
    """
    archive = market_archive.copy_to(tmp_path_factory.mktemp("damaged") / "archive")
    rec = market_archive.recording("ACTIVE_TRADES")
    segments = sorted(archive.glob(f"{rec.recording_id}-*.rec"), key=lambda p: int(p.stem.split("-")[1]))
    first = segments[0]
    offset = rec.start_position - int(first.stem.split("-")[1])
    with first.open("r+b") as f:
        f.seek(offset)
        header = f.read(36)
        frame_length = int.from_bytes(header[0:4], "little", signed=True)
        frame_type = int.from_bytes(header[6:8], "little")
        template_id = int.from_bytes(header[34:36], "little")
        assert (frame_length > 32, frame_type, template_id) == (True, 1, 1), header.hex()
        f.seek(offset + 34)
        f.write((99).to_bytes(2, "little"))
    return archive, rec.recording_id, rec.messages


@pytest.mark.java
@pytest.mark.spark
@pytest.mark.parametrize("mode", ["PERMISSIVE", "DROPMALFORMED"])
def test_malformed_messages_are_counted_or_dropped(
    spark: Any, market_archive: Any, damaged_trades: tuple[Path, int, int], mode: str, tmp_path: Path,
) -> None:
    archive, rid, messages = damaged_trades
    config = PipelineConfig(str(archive), str(tmp_path / "out"), schema=str(market_archive.schema),
                            recording_ids=(rid,), mode=mode, timestamp_field="timestamp")
    (stream,) = pipeline.run_pipeline(spark, config).streams
    if mode == "PERMISSIVE":
        assert (stream.messages, stream.malformed) == (messages, 1)
        corrupt = spark.read.parquet(str(tmp_path / "out")).where("_corrupt_record IS NOT NULL").collect()
        assert len(corrupt) == 1 and "99" in corrupt[0]["_corrupt_record"]
    else:
        assert (stream.messages, stream.malformed) == (messages - 1, None)


@pytest.mark.java
@pytest.mark.spark
def test_failfast_on_a_malformed_message_exits_1(
    spark: Any, market_archive: Any, damaged_trades: tuple[Path, int, int], tmp_path: Path,
) -> None:
    archive, rid, _ = damaged_trades
    out, err = io.StringIO(), io.StringIO()
    args = _args(str(archive), "--out", str(tmp_path / "out"), "--schema", str(market_archive.schema),
                 "--recording-id", str(rid), "--mode", "FAILFAST")
    assert spark_command.run(args, out=out, err=err) == 1
    assert "the Spark job failed: CorruptFileError: " in err.getvalue()
    assert "99" in err.getvalue().split("CorruptFileError: ", 1)[1]
    assert out.getvalue() == ""
    assert spark.range(3).count() == 3, "the CLI stopped the session it did not create"


@pytest.mark.java
@pytest.mark.spark
def test_a_recording_the_archive_lacks_exits_2_naming_the_flag(
    spark: Any, market_archive: Any, tmp_path: Path,
) -> None:
    absent = max(market_archive.recordings) + 100
    err = io.StringIO()
    archive = str(market_archive.archive_dir)
    args = _args(archive, "--out", str(tmp_path / "out"), "--recording-id", str(absent))
    assert spark_command.run(args, err=err) == 2
    assert f"no valid recording {absent}" in err.getvalue() and "(--recording-id)" in err.getvalue()


# ------------------------------------------------------------- nothing to read, bad selections


def _small_archive(root: Path, payload_lengths: list[int]) -> Any:
    """One stopped recording (stream 1001) of these payload lengths, written with our own writers."""
    from support.recordings import write_payloads

    from aeronkit.archive.catalog import Catalog

    root.mkdir(parents=True, exist_ok=True)
    with Catalog(root, create=True) as catalog:
        if not payload_lengths:
            return None
        return write_payloads(
            catalog, root, (bytes([i]) * n for i, n in enumerate(payload_lengths)),
            stream_id=1001, session_id=5, initial_term_id=0,
        )


def _cli_child(archive: Path, out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """`aeronkit spark` in a child process, so stderr holds everything it (and any JVM) printed."""
    from support.spark import loopback_environment

    argv = [sys.executable, "-m", "aeronkit.cli", "spark", str(archive), "--out", str(out), *extra]
    return subprocess.run(argv, capture_output=True, text=True, env=loopback_environment(), timeout=300,
                          check=False)


@pytest.mark.spark
def test_an_archive_without_recordings_says_there_is_nothing_to_read(tmp_path: Path) -> None:
    archive = tmp_path / "archive"
    _small_archive(archive, [])
    done = _cli_child(archive, tmp_path / "out")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"aeronkit spark: nothing to read: ARCHIVE_DIR {archive} has no recorded data\n"
    assert not (tmp_path / "out").exists()


@pytest.mark.spark
def test_an_unknown_recording_id_is_one_line_without_a_jvm_stack(tmp_path: Path) -> None:
    archive = tmp_path / "archive"
    _small_archive(archive, [100] * 3)
    done = _cli_child(archive, tmp_path / "out", "--recording-id", "0,7")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        f"aeronkit spark: aeron-archive: option 'recordingId': no valid recording 7 in {archive} "
        "(--recording-id)\n"
    )
    done = _cli_child(archive, tmp_path / "out", "--stream-id", "99")
    assert (done.returncode, done.stderr) == (
        2, f"aeronkit spark: nothing to read: ARCHIVE_DIR {archive} has no recorded data selected by "
           "--stream-id 99\n",
    )


@pytest.mark.spark
def test_a_stop_position_past_the_segments_is_one_line_exit_1(tmp_path: Path) -> None:
    from aeronkit.archive.catalog import Catalog

    archive = tmp_path / "archive"
    _small_archive(archive, [100] * 3)
    with Catalog(archive, writable=True) as catalog:
        offset = catalog.find(0).offset  # type: ignore[union-attr]
        catalog.set_stop_position(0, 1 << 62)
    done = _cli_child(archive, tmp_path / "out")
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.startswith(
        f"aeronkit spark: the archive cannot be read: {archive / 'archive.catalog'} at offset {offset}: "
        f"recording 0 stopPosition={1 << 62} lies past its highest segment file 0-0.rec"
    )
    assert done.stderr.count("\n") == 1


@pytest.mark.spark
def test_a_read_without_rows_gives_an_empty_summary(spark: Any, tmp_path: Path) -> None:
    """A window in which no message begins reads nothing; the summary says 0 instead of Spark failing to
    infer a Parquet schema from no files."""
    archive = tmp_path / "archive"
    written = _small_archive(archive, [5000, 100])  # message 0 spans four frames
    inside = written.positions[0] + 1408  # its second frame: no message begins in [inside, inside + 32)
    config = PipelineConfig(
        str(archive), str(tmp_path / "out"), from_position=inside, to_position=inside + 32
    )
    summary = pipeline.run_pipeline(spark, config)
    assert summary.streams == () and summary.messages == 0
    assert summary.format_table().splitlines()[-1].split() == ["total", "0", "0", "0"]


def test_without_pyspark_the_command_says_what_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "pyspark.sql", None)  # makes `from pyspark.sql import ...` fail
    err = io.StringIO()
    assert spark_command.run(_args(str(tmp_path), "--out", str(tmp_path / "o")), err=err) == 2
    assert "needs pyspark" in err.getvalue()


def test_spark_progress_bar_only_on_a_terminal() -> None:
    assert spark_command.session_settings("local[2]", True)["spark.ui.showConsoleProgress"] == "true"
    on_pipe = spark_command.session_settings("local[2]", False)
    assert on_pipe["spark.ui.showConsoleProgress"] == "false"
    assert on_pipe["spark.driver.host"] == "127.0.0.1"
    assert "spark.driver.host" not in spark_command.session_settings("spark://cluster:7077", True)
