"""aeronkit.arrow_stream, the Arrow C stream built without pyarrow: polars and DuckDB against a model.

Random integer and binary/utf8 columns with random nulls, in random batches, must come out of polars and
DuckDB exactly as put in; a batch that fails to build reaches the consumer as its error, and bad offsets
are refused naming the column.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit import arrow_stream as a

FIELDS = [a.Field("n64", "l"), a.Field("n16", "s", True), a.Field("u8", "C", True),
          a.Field("blob", "z", True), a.Field("text", "u", True)]


class Source:
    """A Python object speaking the PyCapsule interface over given batches, as the readers' results do."""

    def __init__(self, batches: list[a.Batch]) -> None:
        self.batches = batches

    def __arrow_c_schema__(self) -> object:
        return a.schema_capsule(FIELDS)

    def __arrow_c_stream__(self, requested_schema: object | None = None) -> object:
        return a.stream_capsule(FIELDS, iter(self.batches))


rows = st.lists(st.tuples(
    st.integers(-2**63, 2**63 - 1), st.none() | st.integers(-2**15, 2**15 - 1),
    st.none() | st.integers(0, 255), st.none() | st.binary(max_size=20), st.none() | st.text(max_size=10),
), max_size=30)


def _batch(part: list[tuple]) -> a.Batch:
    n64, n16, u8, blob, text = (list(c) for c in zip(*part, strict=True)) if part else ([], [], [], [], [])

    def ints(values: list[int | None], dtype: type) -> a.Column:
        valid = np.array([v is not None for v in values], dtype=bool)
        return a.Column(np.array([v or 0 for v in values], dtype=dtype), valid=valid)

    return a.Batch(len(part), {
        "n64": a.Column(np.array(n64, dtype=np.int64)),
        "n16": ints(n16, np.int16),
        "u8": ints(u8, np.uint8),
        "blob": a.Column.binary(blob),
        "text": a.Column.binary([None if t is None else t.encode() for t in text]),
    })


@settings(max_examples=60, deadline=None)
@given(st.lists(rows, max_size=4))
def test_polars_and_duckdb_read_what_was_put_in(parts: list[list[tuple]]) -> None:
    import duckdb
    import polars as pl

    expected = [r for part in parts for r in part]
    saved = sys.modules.get("pyarrow")
    sys.modules["pyarrow"] = None  # type: ignore[assignment]  # no pyarrow below, whatever is installed
    try:
        frame = pl.DataFrame(Source([_batch(p) for p in parts]))
        source = Source([_batch(p) for p in parts])  # noqa: F841 (DuckDB finds it by its name)
        duck = duckdb.execute("SELECT n64, n16, u8, blob, text FROM source").fetchall()
    finally:
        if saved is None:
            del sys.modules["pyarrow"]
        else:
            sys.modules["pyarrow"] = saved
    assert frame.columns == [f.name for f in FIELDS]
    assert frame.rows() == expected
    assert [(r[0], r[1], r[2], None if r[3] is None else bytes(r[3]), r[4]) for r in duck] == expected


def test_a_batch_that_cannot_be_built_is_the_consumers_error() -> None:
    import polars as pl

    def batches() -> Iterator[a.Batch]:
        yield _batch([(1, None, 2, b"x", "y")])
        raise RuntimeError("segment 3 vanished")

    class Failing(Source):
        def __arrow_c_stream__(self, requested_schema: object | None = None) -> object:
            return a.stream_capsule(FIELDS, batches())

    with pytest.raises(Exception, match="RuntimeError: segment 3 vanished"):
        pl.DataFrame(Failing([]))


def test_offsets_past_the_data_are_refused_naming_the_column() -> None:
    import polars as pl

    blob = a.Column(offsets=np.array([0, 3, 9]), data=b"abc")
    bad = a.Batch(2, {"n64": a.Column(np.array([1, 2])), "blob": blob})
    with pytest.raises(Exception, match="offsets of column 'blob' do not describe 2 values in 3 bytes"):
        pl.DataFrame(Source([bad]))


def test_a_null_in_a_column_declared_not_nullable_is_refused() -> None:
    import polars as pl

    bad = a.Batch(1, {"n64": a.Column(np.array([1]), valid=np.array([False]))})
    with pytest.raises(Exception, match="column 'n64' is not nullable but has 1 nulls"):
        pl.DataFrame(Source([bad]))


def test_an_unknown_format_is_refused() -> None:
    with pytest.raises(ValueError, match="Arrow format 'f' of column 'x'"):
        a.Field("x", "f")
