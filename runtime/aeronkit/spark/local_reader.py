"""The data source's reader without Spark: Arrow batches, an Arrow table or pandas, for small local use.

Same options, same layout, same modes and the same C paths as ``spark.read.format("aeron-archive")``; the
slices are read one after another in this process. Useful in notebooks and tests, and as the yardstick the
Spark read is compared with.

``read_arrow`` returns ``RecordingBatches``, which also speaks the Arrow PyCapsule stream interface
(``__arrow_c_stream__``, https://arrow.apache.org/docs/format/CDataInterface/PyCapsuleInterface.html), so
polars (``pl.DataFrame(batches)``), DuckDB (``duckdb.sql("FROM batches")``) and any other Arrow consumer
read a recording without the caller going through pyarrow's API; ``read_table``'s ``pyarrow.Table`` does
too. A raw read (no SBE schema) needs no pyarrow at all: its stream is built by ``aeronkit.arrow_stream``
straight from the fragment walker's numpy columns, without a copy, and iterating converts each batch to a
``pyarrow.RecordBatch`` only when asked. Decoded (SBE) reads build their batches with pyarrow.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import asdict
from typing import Any

from aeronkit.archive.archive_directory import ArchiveDirectory
from aeronkit.arrow_stream import Batch, Field, schema_capsule, stream_capsule
from aeronkit.errors import ConfigurationError
from aeronkit.spark.layout import DECODED_NEEDS_PYARROW, Kind, Layout, message_schema
from aeronkit.spark.planning import plan_slices, select_recordings
from aeronkit.spark.read_options import ReadOptions
from aeronkit.spark.slice_reader import ReadStats, SliceReader


def read_options(path: str, **options: Any) -> ReadOptions:
    """Keyword options in Spark spelling (``recordingId=[1, 2]``, ``mode="FAILFAST"``), parsed as Spark."""
    strings = {"path": str(path)}
    for key, value in options.items():
        if value is None:
            continue
        if isinstance(value, Iterable) and not isinstance(value, str | bytes):
            value = ",".join(str(v) for v in value)
        strings[key] = str(value)
    return ReadOptions.parse(strings)


def _slice_reader(path: str, options: dict[str, Any]) -> tuple[ReadOptions, SliceReader]:
    opts = read_options(path, **options)
    sbe = message_schema(opts)
    return opts, SliceReader(opts, Layout.for_options(opts, sbe), sbe)


def _batches(opts: ReadOptions, reader: SliceReader, stats: ReadStats | None) -> Iterator[Any]:
    try:
        for s in plan_slices(opts, select_recordings(opts)):
            yield from reader.read(s)
    finally:
        if stats is not None:
            stats.add(reader.stats)


def _c_batches(opts: ReadOptions, reader: SliceReader, stats: ReadStats | None) -> Iterator[Batch]:
    try:
        for s in plan_slices(opts, select_recordings(opts)):
            yield from reader.read_c(s)
    finally:
        if stats is not None:
            stats.add(reader.stats)


class _OneStream:
    """An object with ``__arrow_c_stream__`` over given batches, for pyarrow's importer."""

    def __init__(self, fields: list[Field], batches: Iterator[Batch]) -> None:
        self._fields = fields
        self._batches = batches

    def __arrow_c_stream__(self, requested_schema: object | None = None) -> object:
        return stream_capsule(self._fields, self._batches)


class RecordingBatches:
    """The record batches of ``read_arrow``: an iterator of ``pyarrow.RecordBatch`` with its ``schema``,
    and an Arrow C stream (``__arrow_c_stream__``) for consumers that take one.

    One pass, like any stream: iterating and exporting share the same batches, so a stream exported after
    some batches were taken carries only the rest. A raw read's batches are numpy columns until used: the
    C stream hands them over as they are (no pyarrow), iteration turns each into a ``pyarrow.RecordBatch``.
    """

    def __init__(self, reader: SliceReader, batches: Iterator[Any], raw: bool) -> None:
        self._reader = reader
        self._batches = batches
        self._raw = raw

    @property
    def schema(self) -> Any:
        """The ``pyarrow.Schema`` of every batch (needs pyarrow)."""
        return self._reader.arrow_schema

    def __iter__(self) -> RecordingBatches:
        return self

    def __next__(self) -> Any:
        batch = next(self._batches)
        if not self._raw:
            return batch
        import pyarrow as pa

        stream = _OneStream(self._reader.c_fields(), iter([batch]))
        return pa.RecordBatchReader.from_stream(stream, schema=self.schema).read_next_batch()

    def __arrow_c_schema__(self) -> object:
        """A PyCapsule named ``arrow_schema``: the batches' columns, read before any batch is."""
        if self._raw:
            return schema_capsule(self._reader.c_fields())
        return self.schema.__arrow_c_schema__()

    def __arrow_c_stream__(self, requested_schema: object | None = None) -> object:
        """A PyCapsule named ``arrow_array_stream`` over the remaining batches, without copying them."""
        if self._raw:
            return stream_capsule(self._reader.c_fields(), self._batches)
        import pyarrow as pa

        reader = pa.RecordBatchReader.from_batches(self.schema, self._batches)
        return reader.__arrow_c_stream__(requested_schema)


def read_arrow(path: str, *, stats: ReadStats | None = None, **options: Any) -> RecordingBatches:
    """Arrow record batches of every selected recording, recording by recording, in position order.

    ``stats``, if given, is filled with the rows read and the malformed records met (dropped or not).
    A raw read (no ``schema`` option) exported through ``__arrow_c_stream__`` needs no pyarrow.
    """
    opts, reader = _slice_reader(path, options)
    if reader.layout.kind is Kind.RAW:
        return RecordingBatches(reader, _c_batches(opts, reader, stats), raw=True)
    try:
        import pyarrow  # noqa: F401 (only probing that it is installed, before any batch is asked for)
    except ImportError:
        raise ConfigurationError(DECODED_NEEDS_PYARROW) from None
    return RecordingBatches(reader, _batches(opts, reader, stats), raw=False)


def read_table(path: str, *, stats: ReadStats | None = None, **options: Any) -> Any:
    """All of :func:`read_arrow` as one ``pyarrow.Table`` (empty, with the right schema, if none matched)."""
    import pyarrow as pa

    opts, reader = _slice_reader(path, options)
    return pa.Table.from_batches(list(_batches(opts, reader, stats)), schema=reader.arrow_schema)


def read_pandas(path: str, **options: Any) -> Any:
    """:func:`read_table` as a pandas DataFrame with Arrow-backed columns (``pd.ArrowDtype``).

    Arrow-backed, because numpy-backed pandas turns an integer column with nulls into float64, which
    cannot hold every int64 (nanosecond timestamps above 2^53 would change); nulls stay ``pd.NA``.
    """
    import pandas as pd

    return read_table(path, **options).to_pandas(types_mapper=pd.ArrowDtype)


def recordings(path: str) -> list[dict[str, Any]]:
    """The archive's valid recordings as plain dicts: catalog fields, ``active`` and the stop position."""
    with ArchiveDirectory(path) as archive:
        rows = []
        for info in archive.recordings():
            row = asdict(info.descriptor)
            row.update(active=info.active, stop_position=info.stop_position)
            row["segment_files"] = len(info.segment_files)
            rows.append(row)
        return rows
