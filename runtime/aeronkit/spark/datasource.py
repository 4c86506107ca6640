"""`spark.read.format("aeron-archive")`: the PySpark (>= 4.0) Python data source over archive recordings.

Planning (``schema()``, ``partitions()``) runs on the driver and reads only the catalog; ``read()`` runs in
executors, maps the segment files of its slice itself and yields Arrow record batches (the C walker and
column decoders fill them), so executors need the archive directory at the same path but never the schema
file: the schema's XML text travels inside the pickled options. Register once per session with
:func:`aeronkit.spark.register`.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

from pyspark.sql.datasource import (
    DataSource,
    DataSourceReader,
    DataSourceStreamReader,
    InputPartition,
)
from pyspark.sql.types import StructType

from aeronkit.archive.fragment_walker import SegmentSlice
from aeronkit.errors import ConfigurationError
from aeronkit.spark.layout import Layout, message_schema
from aeronkit.spark.planning import plan_slices, select_recordings
from aeronkit.spark.read_options import FORMAT, ReadOptions
from aeronkit.spark.slice_reader import SliceReader

log = logging.getLogger("aeronkit.spark")


class SlicePartition(InputPartition):
    """One Spark task: a slice of one recording (None for a read that selects nothing)."""

    def __init__(self, value: SegmentSlice | None) -> None:
        super().__init__(value)


class AeronArchiveDataSource(DataSource):
    """Reads Aeron Archive recordings, raw or decoded with an SBE schema; options in docs/spark.md."""

    @classmethod
    def name(cls) -> str:
        return FORMAT

    def _parsed(self) -> ReadOptions:
        return ReadOptions.parse(dict(self.options))

    def schema(self) -> StructType:
        from aeronkit.spark.streaming import without_stream_options

        # Spark asks a streaming read for its schema too, so options only a streaming read has are set
        # aside here; a batch read that names one still fails, in reader().
        opts = ReadOptions.parse(without_stream_options(dict(self.options)))
        sbe = message_schema(opts)
        return Layout.for_options(opts, sbe).struct_type(sbe)

    def reader(self, schema: StructType) -> DataSourceReader:
        return AeronArchiveReader(self._parsed(), schema)

    def streamReader(self, schema: StructType) -> DataSourceStreamReader:
        """``spark.readStream.format("aeron-archive")``: follows recordings as they grow (streaming.py)."""
        from aeronkit.spark.streaming import AeronArchiveStreamReader, parse_stream_options

        opts, stream_opts = parse_stream_options(dict(self.options))
        return AeronArchiveStreamReader(opts, stream_opts, schema)


class AeronArchiveReader(DataSourceReader):
    """Holds only the parsed options and the output schema, so it pickles to every executor."""

    def __init__(self, opts: ReadOptions, schema: StructType) -> None:
        self.opts = opts
        self.output = schema
        sbe = message_schema(opts)
        available = Layout.for_options(opts, sbe).arrow_schema(sbe).names
        unknown = [name for name in schema.fieldNames() if name not in available]
        if unknown:
            raise ConfigurationError(
                f"aeron-archive: the given schema names column(s) {', '.join(unknown)} that this read does "
                f"not produce; it produces {', '.join(available)}"
            )

    def partitions(self) -> list[InputPartition]:
        slices = plan_slices(self.opts, select_recordings(self.opts))
        return [SlicePartition(s) for s in slices] or [SlicePartition(None)]

    def read(self, partition: InputPartition) -> Iterator[Any]:
        from pyspark.sql.pandas.types import to_arrow_schema

        s = partition.value
        if s is None:
            return
        sbe = message_schema(self.opts)
        reader = SliceReader(self.opts, Layout.for_options(self.opts, sbe), sbe)
        target = to_arrow_schema(self.output, timezone="UTC")
        names = list(target.names)
        for batch in reader.read(s):
            if batch.schema.names != names:
                batch = batch.select(names)
            if not batch.schema.equals(target):
                batch = batch.cast(target)
            yield batch
        if reader.stats.malformed:
            log.warning(
                "aeron-archive: recording %d [%d, %d): %d malformed record(s), %d dropped",
                s.recording_id, s.start_position, s.stop_position,
                reader.stats.malformed, reader.stats.dropped,
            )
