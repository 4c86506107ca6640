"""One slice of a recording in, Arrow record batches of a layout out, malformed input handled by the mode.

This is where the pieces meet: the C fragment walker (aeronkit.archive.fragment_walker) yields whole
messages in batches with their frame header fields as numpy columns; the runtime-compiled SBE decoders
(aeronkit.spark.sbe_decode) turn payloads into Arrow columns; this module puts provenance columns in front,
applies PERMISSIVE / DROPMALFORMED / FAILFAST, and keeps rows in stream-position order. No Python code
runs per row on the raw and fixed-block paths.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aeronkit.archive.fragment_walker import Malformed, MessageBatch, SegmentSlice, walk
from aeronkit.archive.segment import segment_file_base_position, segment_file_name
from aeronkit.arrow_stream import UTF8, Batch, Column, Field
from aeronkit.errors import CorruptFileError
from aeronkit.spark.layout import Kind, Layout
from aeronkit.spark.read_options import Mode, ReadOptions

if TYPE_CHECKING:
    from aeronkit.spark.sbe_schema import MessageSchema


@dataclass
class ReadStats:
    """What a read saw; ``malformed`` counts every malformed record whatever the mode did with it."""

    rows: int = 0
    malformed: int = 0
    dropped: int = 0
    skipped: int = 0

    def add(self, other: ReadStats) -> None:
        self.rows += other.rows
        self.malformed += other.malformed
        self.dropped += other.dropped
        self.skipped += other.skipped


def locate(s: SegmentSlice, position: int) -> tuple[str, int]:
    """(segment file name, offset in it) of a stream position of the slice's recording."""
    base = segment_file_base_position(s.recording_start_position, position, s.term_length, s.segment_length)
    return segment_file_name(s.recording_id, base), position - base


@dataclass(frozen=True)
class _Bad:
    position: int
    length: int | None
    where: str


class SliceReader:
    """Reads slices for one (options, layout, schema); counts into :attr:`stats`."""

    def __init__(self, opts: ReadOptions, layout: Layout, schema: MessageSchema | None) -> None:
        self._opts = opts
        self._layout = layout
        self._schema = schema
        self._arrow_schema: Any = None  # built on first use: a raw read exported through C needs no pyarrow
        self._only = opts.message if layout.kind is Kind.MESSAGE else None
        self.stats = ReadStats()

    @property
    def arrow_schema(self) -> Any:
        if self._arrow_schema is None:
            self._arrow_schema = self._layout.arrow_schema(self._schema)
        return self._arrow_schema

    @property
    def layout(self) -> Layout:
        return self._layout

    def c_fields(self) -> list[Field]:
        """The columns of :meth:`read_c` (raw layout only)."""
        return self._layout.c_fields()

    def read_c(self, s: SegmentSlice) -> Iterator[Batch]:
        """The raw layout's batches of the slice as numpy columns (``aeronkit.arrow_stream``), no pyarrow.

        The same rows as :meth:`read` gives for a raw read, malformed records handled by the same mode.
        """
        fields = self.c_fields()  # refuses a decoded layout
        for item in walk(self._opts.path, s):
            if isinstance(item, Malformed):
                bad = self._malformed(item.path, item.file_offset, item.reason, item.position, None)
                if bad is not None:
                    yield self._bad_batch(s, [bad], fields)
            elif item.count:
                self.stats.rows += item.count
                columns = {name: Column(values) for name, values in _raw_numbers(item).items()}
                columns["payload"] = _payload(item)
                yield Batch(item.count, columns)

    def read(self, s: SegmentSlice) -> Iterator[Any]:
        """Arrow RecordBatches of the slice, in position order."""
        for item in walk(self._opts.path, s):
            if isinstance(item, Malformed):
                bad = self._malformed(item.path, item.file_offset, item.reason, item.position, None)
                if bad is not None:
                    yield self._bad_rows(s, [bad])
            elif item.count:
                yield from self._batch(s, item)

    def _batch(self, s: SegmentSlice, item: MessageBatch) -> Iterator[Any]:
        bad: list[_Bad]
        if self._layout.kind is Kind.RAW:
            good, bad = self._raw(item), []
        else:
            good, bad = self._decoded(s, item)
        self.stats.rows += good.num_rows
        if not bad:
            if good.num_rows:
                yield good
            return
        import pyarrow as pa

        table = pa.Table.from_batches([good, self._bad_rows(s, bad)], schema=self.arrow_schema)
        yield from table.sort_by("position").combine_chunks().to_batches()

    def _malformed(
        self, path: str, file_offset: int, reason: str, position: int, length: int | None
    ) -> _Bad | None:
        self.stats.malformed += 1
        if self._opts.mode is Mode.FAILFAST:
            raise CorruptFileError(path, file_offset, reason)
        if self._opts.mode is Mode.DROPMALFORMED:
            self.stats.dropped += 1
            return None
        return _Bad(position, length, str(CorruptFileError(path, file_offset, reason)))

    def _raw(self, item: MessageBatch) -> Any:
        import pyarrow as pa

        columns: dict[str, Any] = {**_raw_numbers(item), "payload": _binary(item)}
        return self._assemble(item.count, columns, pa)

    def _decoded(self, s: SegmentSlice, item: MessageBatch) -> tuple[Any, list[_Bad]]:
        import numpy as np
        import pyarrow as pa

        from aeronkit.spark.sbe_decode import decode

        assert self._schema is not None
        decoded = decode(self._schema, item.data, item.offset, item.length, only=self._only)
        self.stats.skipped += decoded.skipped
        bad = []
        for index, reason in decoded.malformed:
            position = int(item.position[index])
            name, file_offset = locate(s, position)
            found = self._malformed(
                os.path.join(self._opts.path, name), file_offset, reason, position, int(item.length[index])
            )
            if found is not None:
                bad.append(found)
        tables = {name: t for name, t in decoded.tables.items() if len(t[0])}
        order = (
            np.sort(np.concatenate([idx for idx, _ in tables.values()])) if tables else np.empty(0, np.int64)
        )
        n = len(order)
        columns: dict[str, Any] = {
            "recording_id": np.full(n, item.recording_id, dtype=np.int64),
            "stream_id": item.stream_id[order],
            "session_id": item.session_id[order],
            "position": item.position[order],
            "length": item.length[order],
        }
        if self._layout.kind is Kind.MESSAGE:
            if tables:
                (_, batch), = tables.values()
                columns.update(zip(batch.schema.names, batch.columns, strict=True))
        else:
            template_id = np.zeros(n, dtype=np.int32)
            for name in self._layout.messages:
                struct_type = self.arrow_schema.field(name).type
                if name not in tables:
                    columns[name] = pa.nulls(n, struct_type)
                    continue
                idx, batch = tables[name]
                rows = np.searchsorted(order, idx)
                template_id[rows] = self._schema.message(name).template_id
                take = np.zeros(n, dtype=np.int64)
                take[rows] = np.arange(len(idx))
                missing = np.ones(n, dtype=bool)
                missing[rows] = False
                struct = pa.StructArray.from_arrays(batch.columns, fields=list(struct_type))
                columns[name] = struct.take(pa.array(take, mask=missing))
            columns["template_id"] = template_id
        return self._assemble(n, columns, pa), bad

    def _assemble(self, n: int, columns: dict[str, Any], pa: Any) -> Any:
        arrays = []
        for f in self.arrow_schema:
            value = columns.get(f.name)
            if value is None:
                arrays.append(pa.nulls(n, f.type))
            elif isinstance(value, pa.Array):
                arrays.append(value if value.type == f.type else value.cast(f.type))
            else:
                arrays.append(pa.array(value, type=f.type))
        return pa.RecordBatch.from_arrays(arrays, schema=self.arrow_schema)

    def _bad_columns(self, s: SegmentSlice, bad: list[_Bad]) -> dict[str, list[Any]]:
        """The columns a malformed record's row has (the rest are null)."""
        corrupt_column = self._layout.corrupt_column
        assert corrupt_column is not None  # only a PERMISSIVE read keeps bad rows, and it names the column
        return {
            "recording_id": [s.recording_id] * len(bad),
            "position": [b.position for b in bad],
            "stream_id": [s.stream_id] * len(bad),
            "session_id": [s.session_id] * len(bad),
            "length": [b.length for b in bad],
            corrupt_column: [b.where for b in bad],
        }

    def _bad_rows(self, s: SegmentSlice, bad: list[_Bad]) -> Any:
        import pyarrow as pa

        return self._assemble(len(bad), self._bad_columns(s, bad), pa)

    def _bad_batch(self, s: SegmentSlice, bad: list[_Bad], fields: list[Field]) -> Batch:
        import numpy as np

        columns: dict[str, Column] = {}
        formats = {f.name: f.format for f in fields}
        for name, values in self._bad_columns(s, bad).items():
            if formats[name] == UTF8:
                columns[name] = Column.binary([v.encode() for v in values])
            else:
                valid = np.array([v is not None for v in values], dtype=bool)
                columns[name] = Column(np.array([v or 0 for v in values], dtype=np.int64),
                                       valid=None if valid.all() else valid)
        return Batch(len(bad), columns)


def _raw_numbers(item: MessageBatch) -> dict[str, Any]:
    """The raw layout's numeric columns of a batch (numpy), in RAW_COLUMNS' names."""
    import numpy as np

    return {
        "recording_id": np.full(item.count, item.recording_id, dtype=np.int64),
        "position": item.position,
        "term_id": item.term_id,
        "term_offset": item.term_offset,
        "session_id": item.session_id,
        "stream_id": item.stream_id,
        "flags": item.flags.astype(np.int16),
        "reserved_value": item.reserved_value,
        "length": item.length,
    }


def _payload(item: MessageBatch) -> Column:
    """The payloads as Arrow binary offsets and data, the batch's own buffer when they lie back to back."""
    import numpy as np

    offsets = item.offset.astype(np.int64)
    ends = offsets + item.length
    if item.count and offsets[0] == 0 and np.array_equal(offsets[1:], ends[:-1]) and ends[-1] < 2**31:
        value_offsets = np.empty(item.count + 1, dtype=np.int32)
        value_offsets[:-1] = offsets
        value_offsets[-1] = ends[-1]
        return Column(offsets=value_offsets, data=item.data)
    return Column.binary([item.payload(i) for i in range(item.count)])


def _binary(item: MessageBatch) -> Any:
    """:func:`_payload` as a pyarrow binary array, without copying the data."""
    import numpy as np
    import pyarrow as pa

    column = _payload(item)
    return pa.Array.from_buffers(pa.binary(), item.count, [
        None, pa.py_buffer(column.offsets.astype(np.int32)), pa.py_buffer(column.data)])
