"""`aeronkit spark ARCHIVE_DIR --out DIR ...`: the recordings pipeline on Spark, from the command line.

Builds its own SparkSession (loopback-only defaults when the master is local), registers the
``aeron-archive`` source, runs :func:`aeronkit.spark.pipeline.run_pipeline`, prints the summary table and
stops the session. Run inside a process that already has an active session, it uses that one (``--master``
and ``--conf`` then do not apply) and leaves it running. pyspark is imported only in ``run`` so
``aeronkit --help`` stays cheap.
Exit codes: 0 done, 1 the Spark job failed or the archive cannot be read (e.g. a malformed message under
``--mode FAILFAST``, a damaged catalog), 2 a configuration error (the message names the option) or nothing
to read. The recordings are selected before Spark starts, so selection errors are one line, never a JVM
stack trace. docs/spark-pipeline.md.
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import TYPE_CHECKING, TextIO

from aeronkit.errors import ConfigurationError, CorruptFileError, SchemaError

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

    from aeronkit.spark.pipeline import PipelineConfig

HELP = "read archive recordings with an SBE schema on Spark, write Parquet by stream and date, print counts"

DESCRIPTION = """\
Read the recordings of an Aeron archive directory through the aeron-archive Spark data source, decode
each message with an SBE schema, and write Parquet under --out partitioned by stream and day
(OUT/stream_id=N/date=YYYY-MM-DD/part-*.parquet). Then print, per stream id: messages, bytes (sum of
the messages' lengths) and malformed messages, and with --timestamp-field the messages per second
(minimum, median and maximum over the seconds that hold messages). The same figures are saved as
OUT/_aeronkit_summary.json."""

EPILOG = """\
columns written:
  recording_id, stream_id, session_id, position, length, then the message's fields (--message), or
  template_id and one struct column per message (a schema without --message), or the raw frame
  columns and payload (no --schema); _corrupt_record under --mode PERMISSIVE; date (partition).

dating rows (the 'date' partition, UTC):
  from --timestamp-field (a field of the message, a dotted path such as Trade.time reaches into a
  message struct) in --timestamp-unit units since the epoch; rows where it is null, and every row
  without --timestamp-field, take the day their recording started (catalog start timestamp).

malformed messages (--mode):
  PERMISSIVE     keep the row: message columns null, the reason in _corrupt_record (counted)
  DROPMALFORMED  drop the row
  FAILFAST       stop at the first one (exit code 1)

Spark:
  --master local[*] (default) runs in this process with loopback-only networking; --master
  spark://HOST:PORT runs on a standalone cluster whose executors must see ARCHIVE_DIR and --out at the
  same paths. --conf k=v sets any Spark property (repeatable), e.g. --conf spark.executor.memory=2g.

exit codes: 0 done, 1 the Spark job failed or the archive cannot be read (unreadable data, a damaged
catalog, unwritable output), 2 a configuration error (named in the message) or nothing to read (no
valid recording with data in the selection)

example:
  aeronkit spark /data/archive --schema market.xml --message Trade --out /data/trades \\
      --timestamp-field timestamp --timestamp-unit ns"""

# The data source names its options in Spark's spelling; users of this command know the flags.
_FLAG_OF_OPTION = {
    "path": "ARCHIVE_DIR",
    "schema": "--schema",
    "message": "--message",
    "recordingId": "--recording-id",
    "streamId": "--stream-id",
    "channel": "--channel",
    "fromPosition": "--from-position",
    "toPosition": "--to-position",
    "mode": "--mode",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.description = DESCRIPTION
    parser.epilog = EPILOG
    parser.add_argument("archive_dir", metavar="ARCHIVE_DIR",
                        help="the archive directory (aeron.archive.dir)")
    parser.add_argument("--schema", metavar="XML", help="SBE schema that encodes the recorded messages")
    parser.add_argument("--message", metavar="NAME",
                        help="decode only this message of the schema (one column per field)")
    parser.add_argument("--out", metavar="DIR", required=True,
                        help="output directory for the Parquet data and _aeronkit_summary.json "
                             "(must not exist unless --overwrite)")
    parser.add_argument("--overwrite", action="store_true", help="replace --out if it exists")
    parser.add_argument("--master", default="local[*]",
                        help="Spark master: local[*] (default), local[N] or spark://HOST:PORT")
    parser.add_argument("--timestamp-field", metavar="FIELD",
                        help="message field holding the event time: dates rows and enables per-second rates")
    parser.add_argument("--timestamp-unit", choices=("ns", "us", "ms", "s"), default="ns",
                        help="unit of --timestamp-field since the epoch (default ns)")
    parser.add_argument("--recording-id", metavar="ID[,ID...]", help="read only these recordings")
    parser.add_argument("--stream-id", metavar="ID", help="read only recordings of this stream id")
    parser.add_argument("--channel", metavar="TEXT", help="read only recordings whose channel contains TEXT")
    parser.add_argument("--from-position", metavar="POS", help="start each recording at this position")
    parser.add_argument("--to-position", metavar="POS", help="stop each recording at this position")
    parser.add_argument("--mode", default="PERMISSIVE", metavar="MODE",
                        help="malformed messages: PERMISSIVE (default), DROPMALFORMED or FAILFAST")
    parser.add_argument("--conf", action="append", default=[], metavar="K=V",
                        help="a Spark property (repeatable)")


def parse_conf(pairs: list[str]) -> dict[str, str]:
    """``k=v`` strings as a dict; anything else is a ConfigurationError naming --conf."""
    conf: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ConfigurationError(f"--conf {pair!r} is not KEY=VALUE")
        conf[key.strip()] = value
    return conf


def _int_arg(flag: str, text: str | None) -> int | None:
    if text is None:
        return None
    try:
        return int(text, 0)
    except ValueError:
        raise ConfigurationError(f"{flag} {text!r} is not an integer") from None


def config_from_args(args: argparse.Namespace) -> PipelineConfig:
    """The pipeline configuration the flags describe, validated (paths absolute, values checked)."""
    from aeronkit.spark.pipeline import PipelineConfig

    recording_ids: tuple[int, ...] = ()
    if args.recording_id:
        try:
            recording_ids = tuple(int(part, 0) for part in args.recording_id.split(","))
        except ValueError:
            raise ConfigurationError(
                f"--recording-id {args.recording_id!r} is not a comma-separated list of integers"
            ) from None
    config = PipelineConfig(
        archive_dir=args.archive_dir,
        out=args.out,
        schema=args.schema,
        message=args.message,
        timestamp_field=args.timestamp_field,
        timestamp_unit=args.timestamp_unit,
        recording_ids=recording_ids,
        stream_id=_int_arg("--stream-id", args.stream_id),
        channel=args.channel,
        from_position=_int_arg("--from-position", args.from_position),
        to_position=_int_arg("--to-position", args.to_position),
        mode=args.mode,
        overwrite=args.overwrite,
    )
    return config.validated()


def _check_schema(config: PipelineConfig) -> None:
    """Parse the schema before Spark starts, so a bad schema or message name is exit 2 within a second."""
    if config.schema is None:
        return
    from aeronkit.codegen.frontend import parse_schema

    ir = parse_schema(config.schema)
    names = [m.name for m in ir.messages]
    if config.message is not None and config.message not in names:
        raise ConfigurationError(
            f"--message {config.message!r} is not in {config.schema}; messages: {', '.join(names)}"
        )


def _nothing_to_read(config: PipelineConfig) -> str:
    """Why a selection holds no data, in one line naming the archive and the flags that narrowed it."""
    flags = [
        f"{flag} {value}"
        for flag, value in (
            ("--recording-id", ",".join(map(str, config.recording_ids))),
            ("--stream-id", config.stream_id),
            ("--channel", config.channel),
            ("--from-position", config.from_position),
            ("--to-position", config.to_position),
        )
        if value not in (None, "")
    ]
    narrowed = f" selected by {' '.join(flags)}" if flags else ""
    return f"nothing to read: ARCHIVE_DIR {config.archive_dir} has no recorded data{narrowed}"


def check_selection(config: PipelineConfig) -> None:
    """Select the recordings and plan their partitions here, before Spark starts, as the data source would.

    An unknown --recording-id or a damaged catalog is then one line from this process instead of a JVM
    stack trace from the Spark driver, and an archive with nothing to read (no valid recording, or none
    with data in the window) is said as much instead of surfacing as Spark's Parquet schema-inference
    error over an empty output directory. Reads only the catalog and the last segment of active recordings.
    """
    from aeronkit.spark.planning import plan_slices, select_recordings
    from aeronkit.spark.read_options import ReadOptions

    opts = ReadOptions.parse(config.read_options())
    if not plan_slices(opts, select_recordings(opts)):
        raise ConfigurationError(_nothing_to_read(config))


def session_settings(master: str, stderr_is_terminal: bool) -> dict[str, str]:
    """Spark settings the command sets before the user's --conf. Spark's console progress bar (stages and
    their tasks, one task per planned partition) is the pipeline's progress: on only when stderr is a
    terminal, where it redraws one line and erases it when a stage ends; into a file or CI log it would be
    noise. A local master gets loopback-only networking and no UI; a cluster master keeps its defaults."""
    settings: dict[str, str] = {
        "spark.sql.session.timeZone": "UTC",
        "spark.pyspark.python": sys.executable,
        "spark.ui.showConsoleProgress": "true" if stderr_is_terminal else "false",
    }
    if master.startswith("local"):
        settings |= {
            "spark.driver.bindAddress": "127.0.0.1",
            "spark.driver.host": "127.0.0.1",
            "spark.ui.enabled": "false",
        }
    return settings


def build_session(master: str, conf: dict[str, str], app_name: str = "aeronkit spark") -> SparkSession:
    """A SparkSession for `master` with ``session_settings``, then --conf on top."""
    import os

    from pyspark.sql import SparkSession

    settings = session_settings(master, sys.stderr.isatty())
    if master.startswith("local"):
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    builder = SparkSession.builder.master(master).appName(app_name)
    for key, value in (settings | conf).items():
        builder = builder.config(key, value)
    return builder.getOrCreate()


def _with_flag(message: str) -> str:
    """A data source message that names an option, with the flag that sets it appended."""
    for option, flag in _FLAG_OF_OPTION.items():
        if f"option '{option}'" in message:
            return f"{message} ({flag})"
    return message


def _configuration_message(error: BaseException) -> str | None:
    """The text of a ConfigurationError or SchemaError raised inside Spark (it arrives wrapped), or None."""
    match = re.search(r"(?:ConfigurationError|SchemaError): (.+)", str(error))
    return None if match is None else _with_flag(match.group(1).strip())


def _data_error_message(error: BaseException) -> str:
    """The reader's own error (e.g. ``CorruptFileError: <segment> at offset N: unknown template id 99``)
    out of Spark's wrapping, which carries a Python traceback from the executor; else the first lines."""
    found: list[str] = re.findall(r"aeronkit\.errors\.(\w+: .+)", str(error))
    if found:
        return found[-1].strip()
    lines = [line for line in str(error).splitlines() if line.strip()]
    return "\n".join(lines[:6]) or type(error).__name__


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        conf = parse_conf(args.conf)
        config = config_from_args(args)
        _check_schema(config)
    except (ConfigurationError, SchemaError) as e:
        print(f"aeronkit spark: {e}", file=err)
        return 2

    try:
        from pyspark.sql import SparkSession
    except ImportError:
        print("aeronkit spark: needs pyspark >= 4.0 (pip install 'aeronkit[spark]')", file=err)
        return 2

    try:
        check_selection(config)
    except ConfigurationError as e:
        print(f"aeronkit spark: {_with_flag(str(e))}", file=err)
        return 2
    except CorruptFileError as e:
        print(f"aeronkit spark: the archive cannot be read: {e}", file=err)
        return 1
    except FileNotFoundError as e:
        print(f"aeronkit spark: ARCHIVE_DIR {config.archive_dir} is not an archive: {e}", file=err)
        return 2

    from aeronkit.spark.pipeline import run_pipeline

    # Called inside a process that already has a session (a notebook, a test), use it and leave it
    # running: stopping it would pull the SparkContext from under its owner.
    existing = SparkSession.getActiveSession()
    session = existing if existing is not None else build_session(args.master, conf)
    try:
        summary = run_pipeline(session, config)
    except (ConfigurationError, SchemaError) as e:
        print(f"aeronkit spark: {e}", file=err)
        return 2
    except Exception as e:  # Spark wraps executor failures in its own exception classes
        wrapped = _configuration_message(e)
        if wrapped is not None:
            print(f"aeronkit spark: {wrapped}", file=err)
            return 2
        print(f"aeronkit spark: the Spark job failed: {_data_error_message(e)}", file=err)
        return 1
    finally:
        if existing is None:
            session.stop()
    print(summary.format_table(), file=out)
    print(f"wrote {config.out} (summary: {config.out}/_aeronkit_summary.json)", file=out)
    return 0
