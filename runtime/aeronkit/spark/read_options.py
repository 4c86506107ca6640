"""The options of the `aeron-archive` reader, parsed once from Spark's strings.

Spark hands a data source its `.option()` values as strings under case-insensitive keys. They are parsed
here, on the driver, into one frozen and picklable value, so a bad value fails at `load()` with an error
naming the option, never later inside an executor. The same value drives the local (no Spark) reader.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from aeronkit.errors import ConfigurationError

FORMAT = "aeron-archive"
DEFAULT_CORRUPT_COLUMN = "_corrupt_record"


class Mode(enum.Enum):
    """What to do with a malformed message or a damaged stretch of a segment (as Spark's file sources)."""

    PERMISSIVE = "PERMISSIVE"  # keep a row: provenance filled, message columns null, the reason in the column
    DROPMALFORMED = "DROPMALFORMED"  # drop it and count it
    FAILFAST = "FAILFAST"  # stop the read with the file and offset


@dataclass(frozen=True)
class ReadOptions:
    """Everything a partition needs to read its slice: plain strings and ints, so it pickles to executors.

    The schema travels as XML text rather than as a path, so executors need not see the driver's files.
    """

    path: str
    schema_xml: str | None = None
    schema_source: str | None = None
    message: str | None = None
    recording_ids: tuple[int, ...] | None = None
    stream_id: int | None = None
    channel: str | None = None
    from_position: int | None = None
    to_position: int | None = None
    mode: Mode = Mode.PERMISSIVE
    corrupt_column: str = DEFAULT_CORRUPT_COLUMN
    max_partition_bytes: int | None = None

    @classmethod
    def parse(cls, options: Mapping[str, str]) -> ReadOptions:
        """From Spark's option strings (any key case); unknown keys are an error that lists the known ones."""
        given = {str(k).lower(): str(v) for k, v in options.items()}
        unknown = sorted(set(given) - _KNOWN.keys())
        if unknown:
            raise _error(
                f"unknown option(s) {', '.join(unknown)}; known: {', '.join(OPTION_NAMES)}"
            )
        path = given.get("path")
        if not path:
            raise _error("option 'path' (the archive directory) is required")
        schema_path = given.get("schema")
        schema_xml = None
        if schema_path:
            try:
                schema_xml = Path(schema_path).read_text(encoding="utf-8")
            except OSError as e:
                raise _error(f"option 'schema': cannot read {schema_path}: {e}") from e
        message = given.get("message") or None
        if message and not schema_xml:
            raise _error("option 'message' needs option 'schema'")
        from_position = _int(given, "fromposition", minimum=0)
        to_position = _int(given, "toposition", minimum=0)
        if from_position is not None and to_position is not None and to_position < from_position:
            raise _error(
                f"option 'toPosition' ({to_position}) is before 'fromPosition' ({from_position})"
            )
        mode_text = given.get("mode", Mode.PERMISSIVE.value).upper()
        try:
            mode = Mode(mode_text)
        except ValueError:
            names = ", ".join(m.value for m in Mode)
            raise _error(f"option 'mode' is {mode_text!r}; one of {names}") from None
        corrupt_column = given.get("columnnameofcorruptrecord", DEFAULT_CORRUPT_COLUMN)
        if not corrupt_column:
            raise _error("option 'columnNameOfCorruptRecord' is empty")
        return cls(
            path=path,
            schema_xml=schema_xml,
            schema_source=schema_path,
            message=message,
            recording_ids=_int_list(given, "recordingid"),
            stream_id=_int(given, "streamid"),
            channel=given.get("channel") or None,
            from_position=from_position,
            to_position=to_position,
            mode=mode,
            corrupt_column=corrupt_column,
            max_partition_bytes=_int(given, "maxpartitionbytes", minimum=4096),
        )


# Every option in Spark's spelling; keys arrive in any case, so they are matched lower-cased.
OPTION_NAMES = (
    "path",
    "schema",
    "message",
    "recordingId",
    "streamId",
    "channel",
    "fromPosition",
    "toPosition",
    "mode",
    "columnNameOfCorruptRecord",
    "maxPartitionBytes",
)
_KNOWN = {name.lower(): name for name in OPTION_NAMES}


def _int(given: Mapping[str, str], key: str, minimum: int | None = None) -> int | None:
    text = given.get(key)
    if text is None or text.strip() == "":
        return None
    try:
        value = int(text.strip(), 0)
    except ValueError:
        raise _error(f"option {_name(key)!r} is {text!r}, not an integer") from None
    if minimum is not None and value < minimum:
        raise _error(f"option {_name(key)!r} is {value}, below {minimum}")
    return value


def _int_list(given: Mapping[str, str], key: str) -> tuple[int, ...] | None:
    text = given.get(key)
    if text is None or text.strip() == "":
        return None
    values = []
    for part in text.split(","):
        try:
            values.append(int(part.strip(), 0))
        except ValueError:
            raise _error(
                f"option {_name(key)!r} is {text!r}; expected comma-separated integers"
            ) from None
    return tuple(values)


def _name(key: str) -> str:
    return _KNOWN.get(key, key)


def _error(text: str) -> ConfigurationError:
    return ConfigurationError(f"{FORMAT}: {text}")
