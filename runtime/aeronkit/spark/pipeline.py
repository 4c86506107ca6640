"""The recordings pipeline behind ``aeronkit spark``: archive -> Parquet by stream and day -> a summary.

One pass reads the recordings through the ``aeron-archive`` data source and writes Parquet partitioned by
``stream_id`` and ``date``; the summary is then computed from the Parquet just written (columnar and cheap,
and it proves what landed on disk) rather than by decoding the archive a second time. The summary is printed
as a table and saved as ``_aeronkit_summary.json`` next to the data. docs/spark-pipeline.md.

The steps are separate functions over DataFrames so each can be tested on a DataFrame built by hand.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aeronkit.errors import ConfigurationError

if TYPE_CHECKING:
    from pyspark.sql import Column, DataFrame, SparkSession

FORMAT = "aeron-archive"
SUMMARY_FILE = "_aeronkit_summary.json"
PARTITION_COLUMNS = ("stream_id", "date")
#: How many of a timestamp field's units make one second.
UNITS_PER_SECOND = {"ns": 1_000_000_000, "us": 1_000_000, "ms": 1_000, "s": 1}
MODES = ("PERMISSIVE", "DROPMALFORMED", "FAILFAST")
SECONDS_PER_DAY = 86_400


@dataclass(frozen=True)
class PipelineConfig:
    """What to read, where to write it and how to date it.

    ``validated()`` makes paths absolute, because executors run in other working directories.
    """

    archive_dir: str
    out: str
    schema: str | None = None
    message: str | None = None
    timestamp_field: str | None = None
    timestamp_unit: str = "ns"
    recording_ids: tuple[int, ...] = ()
    stream_id: int | None = None
    channel: str | None = None
    from_position: int | None = None
    to_position: int | None = None
    mode: str = "PERMISSIVE"
    corrupt_column: str = "_corrupt_record"
    overwrite: bool = False

    def validated(self) -> PipelineConfig:
        """A copy with absolute paths and a normalised mode; raises ConfigurationError naming the setting."""
        archive = Path(self.archive_dir).expanduser()
        if not archive.is_dir():
            raise ConfigurationError(f"ARCHIVE_DIR {self.archive_dir!r} is not a directory")
        schema = None
        if self.schema is not None:
            schema_path = Path(self.schema).expanduser()
            if not schema_path.is_file():
                raise ConfigurationError(f"--schema {self.schema!r} is not a file")
            schema = str(schema_path.resolve())
        if self.message is not None and schema is None:
            raise ConfigurationError("--message needs --schema (the SBE XML that defines the message)")
        if self.timestamp_unit not in UNITS_PER_SECOND:
            raise ConfigurationError(
                f"--timestamp-unit {self.timestamp_unit!r} is not one of {', '.join(UNITS_PER_SECOND)}"
            )
        if self.timestamp_field is not None and not self.timestamp_field.strip():
            raise ConfigurationError("--timestamp-field is empty")
        if self.timestamp_field is not None and schema is None:
            raise ConfigurationError("--timestamp-field needs --schema (it names a field of a message)")
        mode = self.mode.upper()
        if mode not in MODES:
            raise ConfigurationError(f"--mode {self.mode!r} is not one of {', '.join(MODES)}")
        if not self.out:
            raise ConfigurationError("--out is required")
        out = self.out if "://" in self.out else str(Path(self.out).expanduser().resolve())
        if "://" not in out and Path(out).exists() and not self.overwrite:
            raise ConfigurationError(f"--out {self.out!r} exists; choose a new directory or pass --overwrite")
        return PipelineConfig(
            archive_dir=str(archive.resolve()), out=out, schema=schema, message=self.message,
            timestamp_field=self.timestamp_field, timestamp_unit=self.timestamp_unit,
            recording_ids=tuple(self.recording_ids), stream_id=self.stream_id, channel=self.channel,
            from_position=self.from_position, to_position=self.to_position, mode=mode,
            corrupt_column=self.corrupt_column, overwrite=self.overwrite,
        )

    def read_options(self) -> dict[str, str]:
        """The data source's options (all strings, Spark's spelling); unset ones are left out."""
        options = {
            "path": self.archive_dir, "mode": self.mode, "columnNameOfCorruptRecord": self.corrupt_column,
        }
        optional: dict[str, Any] = {
            "schema": self.schema,
            "message": self.message,
            "recordingId": ",".join(str(r) for r in self.recording_ids) if self.recording_ids else None,
            "streamId": self.stream_id,
            "channel": self.channel,
            "fromPosition": self.from_position,
            "toPosition": self.to_position,
        }
        options.update({key: str(value) for key, value in optional.items() if value is not None})
        return options


@dataclass(frozen=True)
class StreamSummary:
    """Totals for one stream id over every recording read; rates are None without a timestamp field."""

    stream_id: int
    messages: int
    bytes: int
    malformed: int | None
    seconds: int | None = None
    rate_min: int | None = None
    rate_median: float | None = None
    rate_max: int | None = None


@dataclass(frozen=True)
class PipelineSummary:
    """What ``run_pipeline`` wrote and counted; ``to_json`` is the content of ``_aeronkit_summary.json``."""

    out: str
    archive_dir: str
    schema: str | None
    message: str | None
    master: str | None
    timestamp_field: str | None
    timestamp_unit: str | None
    streams: tuple[StreamSummary, ...] = field(default_factory=tuple)

    @property
    def messages(self) -> int:
        return sum(s.messages for s in self.streams)

    @property
    def bytes(self) -> int:
        return sum(s.bytes for s in self.streams)

    @property
    def malformed(self) -> int | None:
        counts = [s.malformed for s in self.streams]
        return None if any(c is None for c in counts) else sum(c for c in counts if c is not None)

    def to_json(self) -> str:
        body = asdict(self)
        body["streams"] = [asdict(s) for s in self.streams]
        body["total"] = {"messages": self.messages, "bytes": self.bytes, "malformed": self.malformed}
        return json.dumps(body, indent=2, sort_keys=False) + "\n"

    def format_table(self) -> str:
        """A fixed-width table, one line per stream and a total line; '-' where a figure does not apply."""
        with_rates = self.timestamp_field is not None
        header = ["stream_id", "messages", "bytes", "malformed"]
        if with_rates:
            header += ["seconds", "msg/s min", "msg/s median", "msg/s max"]
        rows = [header]
        for s in self.streams:
            row = [str(s.stream_id), str(s.messages), str(s.bytes), _cell(s.malformed)]
            if with_rates:
                row += [_cell(s.seconds), _cell(s.rate_min), _cell(s.rate_median), _cell(s.rate_max)]
            rows.append(row)
        total = ["total", str(self.messages), str(self.bytes), _cell(self.malformed)]
        rows.append(total + ([""] * 4 if with_rates else []))
        widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
        lines = ["  ".join(cell.rjust(w) for cell, w in zip(r, widths, strict=True)).rstrip() for r in rows]
        lines.insert(1, "  ".join("-" * w for w in widths))
        return "\n".join(lines)


def _cell(value: float | int | None) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


# ---------------------------------------------------------------------------------------------- steps


def read_recordings(spark: SparkSession, config: PipelineConfig) -> DataFrame:
    """The archive as a DataFrame through the ``aeron-archive`` source (registered here if need be)."""
    from aeronkit import spark as aeron_spark

    aeron_spark.register(spark)
    return spark.read.format(FORMAT).options(**config.read_options()).load()


def recording_dates(recordings: Iterable[Mapping[str, Any]]) -> dict[int, dt.date]:
    """recording id -> the UTC day its recording started (catalog ``start_timestamp``, epoch ms)."""
    dates: dict[int, dt.date] = {}
    for row in recordings:
        start_ms = row.get("start_timestamp")
        if start_ms is None:
            continue
        day = dt.datetime.fromtimestamp(int(start_ms) // 1000, tz=dt.UTC).date()
        dates[int(row["recording_id"])] = day
    return dates


def timestamp_columns(df: DataFrame, timestamp_field: str) -> list[tuple[Column, Any]]:
    """The columns `timestamp_field` names, with their Spark types.

    A top-level column or a dotted path (``Trade.timestamp``) names one. Otherwise, in the rows of a schema
    read without ``message`` (one struct column per message), a bare field name names that field in every
    message struct that has it, so ``timestamp`` covers Trade, Quote and BookSnapshot rows alike.
    """
    from pyspark.sql import functions as F
    from pyspark.sql import types as T

    # Resolved against the schema rather than by trying a select: a failed select logs a stack trace.
    data_type: Any = df.schema
    for part in timestamp_field.split("."):
        if not isinstance(data_type, T.StructType) or part not in data_type.fieldNames():
            break
        data_type = data_type[part].dataType
    else:
        path = ".".join(f"`{part}`" for part in timestamp_field.split("."))
        return [(F.col(path), data_type)]
    found = []
    for struct_field in df.schema.fields:
        data_type = struct_field.dataType
        if isinstance(data_type, T.StructType) and timestamp_field in data_type.fieldNames():
            column = F.col(f"`{struct_field.name}`").getField(timestamp_field)
            found.append((column, data_type[timestamp_field].dataType))
    if not found:
        raise ConfigurationError(
            f"--timestamp-field {timestamp_field!r} is not a column nor a field of a message struct; "
            f"columns: {', '.join(df.columns)}"
        )
    return found


def epoch_seconds(df: DataFrame, timestamp_field: str, unit: str) -> Column:
    """Whole UTC seconds since the epoch of `timestamp_field` (see :func:`timestamp_columns`; where it
    names several message fields, the one of the row's message).

    Integral and decimal timestamps are divided as decimals: an int64 of nanoseconds does not fit a double,
    and rounding would move a message across a second (or day) boundary. Floor, not truncation, so
    times before 1970 land in the right second.
    """
    from pyspark.sql import functions as F
    from pyspark.sql import types as T

    seconds = []
    for column, data_type in timestamp_columns(df, timestamp_field):
        if isinstance(data_type, T.TimestampType | T.TimestampNTZType):
            seconds.append(F.unix_seconds(column.cast(T.TimestampType())))
        elif isinstance(data_type, T.ByteType | T.ShortType | T.IntegerType | T.LongType | T.DecimalType):
            # decimal(20,0) / decimal(10,0) has scale 11 in Spark, so no quotient is rounded up to a whole
            # second (decimal(38,0) operands would leave scale 6 and round x.999999999 up to x + 1).
            divisor = F.lit(UNITS_PER_SECOND[unit]).cast(T.DecimalType(10, 0))
            seconds.append(F.floor(column.cast(T.DecimalType(20, 0)) / divisor).cast(T.LongType()))
        elif isinstance(data_type, T.FloatType | T.DoubleType):
            quotient = column.cast(T.DoubleType()) / F.lit(float(UNITS_PER_SECOND[unit]))
            seconds.append(F.floor(quotient).cast(T.LongType()))
        else:
            raise ConfigurationError(
                f"--timestamp-field {timestamp_field!r} has type {data_type.simpleString()}; "
                "expected an integer, decimal, floating-point or timestamp column"
            )
    return seconds[0] if len(seconds) == 1 else F.coalesce(*seconds)


def with_date(
    df: DataFrame, dates: Mapping[int, dt.date], timestamp_field: str | None = None, unit: str = "ns",
) -> DataFrame:
    """Add the ``date`` partition column (UTC day).

    From the timestamp field when given and not null, else from the recording's start (rows whose message
    has no such field, malformed rows, or no field given). A recording missing from `dates` gets null, which
    Spark writes as its default partition.
    """
    from pyspark.sql import functions as F
    from pyspark.sql import types as T

    if "date" in df.columns:
        raise ConfigurationError(
            "the rows already have a column 'date'; it would clash with the 'date' partition column"
        )
    if dates:
        pairs = [item for rid, day in sorted(dates.items()) for item in (F.lit(rid).cast("long"), F.lit(day))]
        start_day = F.create_map(*pairs)[F.col("recording_id").cast("long")]
    else:
        start_day = F.lit(None).cast(T.DateType())
    day = start_day
    if timestamp_field is not None:
        seconds = epoch_seconds(df, timestamp_field, unit)
        from_field = F.date_from_unix_date(F.floor(seconds / F.lit(SECONDS_PER_DAY)).cast("int"))
        day = F.coalesce(from_field, start_day)
    return df.withColumn("date", day)


def write_parquet(df: DataFrame, out: str, overwrite: bool = False) -> None:
    """Parquet under `out`, one directory per ``stream_id=N/date=YYYY-MM-DD``."""
    writer = df.write.mode("overwrite" if overwrite else "errorifexists")
    writer.partitionBy(*PARTITION_COLUMNS).parquet(out)


def stream_summaries(
    df: DataFrame,
    corrupt_column: str | None = "_corrupt_record",
    timestamp_field: str | None = None,
    unit: str = "ns",
) -> list[StreamSummary]:
    """Per stream: messages, bytes (sum of ``length``), malformed rows and, with a timestamp field, the
    minimum, median and maximum of messages per second over the seconds that hold at least one message.

    Malformed is None when the rows carry no corrupt-record column (DROPMALFORMED or FAILFAST reads).
    """
    from pyspark.sql import functions as F

    malformed = (
        F.sum(F.when(F.col(corrupt_column).isNotNull(), 1).otherwise(0))
        if corrupt_column is not None and corrupt_column in df.columns
        else F.lit(None)
    )
    totals = (
        df.groupBy("stream_id")
        .agg(
            F.count(F.lit(1)).alias("messages"),
            F.sum("length").alias("bytes"),
            malformed.alias("malformed"),
        )
        .collect()
    )
    rates: dict[int, Any] = {}
    if timestamp_field is not None:
        seconds = epoch_seconds(df, timestamp_field, unit)
        per_second = (
            df.select(F.col("stream_id"), seconds.alias("second"))
            .where(F.col("second").isNotNull())
            .groupBy("stream_id", "second")
            .count()
        )
        rates = {
            int(r["stream_id"]): r
            for r in per_second.groupBy("stream_id").agg(
                F.count(F.lit(1)).alias("seconds"),
                F.min("count").alias("rate_min"),
                F.median("count").alias("rate_median"),
                F.max("count").alias("rate_max"),
            ).collect()
        }
    summaries = []
    for row in sorted(totals, key=lambda r: int(r["stream_id"])):
        stream_id = int(row["stream_id"])
        rate_fields: dict[str, Any] = {}
        if timestamp_field is not None:
            rate = rates.get(stream_id)
            rate_fields = {"seconds": 0} if rate is None else {
                "seconds": int(rate["seconds"]),
                "rate_min": int(rate["rate_min"]),
                "rate_median": float(rate["rate_median"]),
                "rate_max": int(rate["rate_max"]),
            }
        summaries.append(StreamSummary(
            stream_id=stream_id,
            messages=int(row["messages"]),
            bytes=int(row["bytes"] or 0),
            malformed=None if row["malformed"] is None else int(row["malformed"]),
            **rate_fields,
        ))
    return summaries


def write_summary(summary: PipelineSummary) -> Path | None:
    """Save the summary JSON in the output directory (local paths only; None for a remote file system)."""
    if "://" in summary.out and not summary.out.startswith("file://"):
        return None
    target = Path(summary.out.removeprefix("file://")) / SUMMARY_FILE
    target.write_text(summary.to_json(), encoding="utf-8")
    return target


def run_pipeline(
    spark: SparkSession, config: PipelineConfig, recordings: Sequence[Mapping[str, Any]] | None = None,
) -> PipelineSummary:
    """Read, write Parquet by stream and date, summarise from the Parquet, save the summary JSON.

    `recordings` (catalog rows) defaults to ``aeronkit.spark.recordings(config.archive_dir)``; it only
    dates rows when no timestamp field is given (or a row's is null).
    """
    config = config.validated()
    df = read_recordings(spark, config)
    if recordings is None:
        from aeronkit import spark as aeron_spark

        recordings = aeron_spark.recordings(config.archive_dir)
    dated = with_date(df, recording_dates(recordings), config.timestamp_field, config.timestamp_unit)
    write_parquet(dated, config.out, config.overwrite)
    # With the schema given, a read that produced no rows (every message dropped, a window in which no
    # message begins) reads back as an empty frame; Spark cannot infer a schema from no Parquet files.
    written = spark.read.schema(dated.schema).parquet(config.out)
    corrupt = config.corrupt_column if config.mode == "PERMISSIVE" else None
    summary = PipelineSummary(
        out=config.out,
        archive_dir=config.archive_dir,
        schema=config.schema,
        message=config.message,
        master=spark.sparkContext.master,
        timestamp_field=config.timestamp_field,
        timestamp_unit=config.timestamp_unit if config.timestamp_field else None,
        streams=tuple(stream_summaries(written, corrupt, config.timestamp_field, config.timestamp_unit)),
    )
    write_summary(summary)
    return summary
