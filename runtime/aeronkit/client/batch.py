"""The batch API on the subscriber side: many fragments described by one native call, zero-copy.

``Image.poll_batch`` / ``Subscription.poll_batch`` return a ``Batch``: the term as a memoryview and, per
fragment, its payload offset, length, flags, session id, term id and reserved value. The numbers come
from the array the C term reader filled (aeronkit_fragment_t, 32 bytes each); with numpy installed they
are exposed as numpy views of that array, so Python touches no per-fragment object at all.

The payload views point into the shared log. IPC publications clean a term right behind the subscriber
position, so a batch holds the image's position until it is released: ``release()`` (or leaving a
``with`` block, or the next poll of that image) commits the position and invalidates the views.

For dataframe libraries a batch is also an Arrow record batch (``to_arrow`` and the PyCapsule stream
interface ``__arrow_c_stream__``, so ``polars.DataFrame(batch)`` works): one row per fragment with the
descriptor columns and the payload as ``binary``. That export copies, on purpose: it must stay valid after
``release`` (when the term may be cleaned), which no view into the log can; ``array`` is the zero-copy view.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from aeronkit._native import ffi
from aeronkit.errors import ClosedError
from aeronkit.logbuffer.header import DATA_OFFSET

if TYPE_CHECKING:
    from aeronkit.client.image import Image

FRAGMENT_SIZE = 32


def fragment_dtype() -> Any:
    """numpy dtype matching aeronkit_fragment_t (native/aeronkit_term_reader.h)."""
    import numpy as np

    return np.dtype([
        ("reserved_value", "<i8"), ("term_offset", "<i4"), ("length", "<i4"), ("session_id", "<i4"),
        ("stream_id", "<i4"), ("term_id", "<i4"), ("flags", "u1"), ("version", "u1"), ("type", "<u2"),
    ])


class Batch:
    """Fragments from one image, valid until ``release``. ``len(batch)`` is the fragment count."""

    __slots__ = ("_array", "_fragments", "_image", "count", "next_position", "position", "term")

    def __init__(self, image: Image | None, term: memoryview | None, fragments: Any, count: int,
                 position: int, next_position: int) -> None:
        self._image = image
        self.term = term
        self._fragments = fragments
        self._array: Any = None
        self.count = count
        self.position = position
        self.next_position = next_position

    @classmethod
    def empty(cls) -> Batch:
        return cls(None, None, None, 0, 0, 0)

    def __len__(self) -> int:
        return self.count

    @property
    def image(self) -> Image | None:
        return self._image

    @property
    def is_released(self) -> bool:
        return self._fragments is None

    def _check(self) -> Any:
        if self._fragments is None:
            raise ClosedError("batch used after release")
        return self._fragments

    # -- numpy views (zero-copy over the native fragment array) ------------------------------------------

    @property
    def array(self) -> Any:
        """Structured numpy view of the fragment descriptions (fields as in ``fragment_dtype``)."""
        fragments = self._check()
        if self._array is None:
            import numpy as np

            raw = memoryview(ffi.buffer(fragments, self.count * FRAGMENT_SIZE)) if self.count else b""
            self._array = np.frombuffer(raw, dtype=fragment_dtype(), count=self.count)
        return self._array

    @property
    def offsets(self) -> Any:
        """Payload offsets in ``term`` (int32)."""
        return self.array["term_offset"] + DATA_OFFSET

    @property
    def lengths(self) -> Any:
        return self.array["length"]

    @property
    def flags(self) -> Any:
        return self.array["flags"]

    @property
    def session_ids(self) -> Any:
        return self.array["session_id"]

    @property
    def term_ids(self) -> Any:
        return self.array["term_id"]

    @property
    def reserved_values(self) -> Any:
        return self.array["reserved_value"]

    # -- Arrow (copied out of the log, so it outlives the batch) -----------------------------------------

    ARROW_COLUMNS = ("term_id", "term_offset", "session_id", "stream_id", "reserved_value", "flags", "length")

    def to_arrow(self) -> Any:
        """A ``pyarrow.RecordBatch``: ``ARROW_COLUMNS`` of each fragment, then ``payload`` (binary)."""
        import pyarrow as pa

        array = self.array
        columns = {name: pa.array(array[name]) for name in self.ARROW_COLUMNS}
        columns["payload"] = pa.array([bytes(payload) for payload, _ in self], type=pa.binary())
        return pa.record_batch(columns)

    def __arrow_c_stream__(self, requested_schema: object | None = None) -> object:
        """The Arrow PyCapsule stream interface: the columns of ``to_arrow`` as a one-batch stream, copied out
        of the log here and exported by ``aeronkit.arrow_stream``, so no pyarrow is needed."""
        import numpy as np

        from aeronkit import arrow_stream

        array = self.array
        fields = [arrow_stream.Field(name, arrow_stream.INTEGER_FORMATS[array.dtype[name]])
                  for name in self.ARROW_COLUMNS]
        fields.append(arrow_stream.Field("payload", arrow_stream.BINARY))
        columns = {name: arrow_stream.Column(np.array(array[name])) for name in self.ARROW_COLUMNS}
        columns["payload"] = arrow_stream.Column.binary([bytes(payload) for payload, _ in self])
        return arrow_stream.stream_capsule(fields, iter([arrow_stream.Batch(self.count, columns)]))

    # -- plain access -----------------------------------------------------------------------------------

    def payload(self, i: int) -> memoryview:
        fragments = self._check()
        if not 0 <= i < self.count:
            raise IndexError(f"fragment {i} not in [0, {self.count})")
        start = fragments[i].term_offset + DATA_OFFSET
        assert self.term is not None
        return self.term[start:start + fragments[i].length]

    def fragment_flags(self, i: int) -> int:
        fragments = self._check()
        if not 0 <= i < self.count:
            raise IndexError(f"fragment {i} not in [0, {self.count})")
        return int(fragments[i].flags)

    def __iter__(self) -> Iterator[tuple[memoryview, int]]:
        """(payload view, flags) per fragment."""
        fragments = self._check()
        term = self.term
        for i in range(self.count):
            f = fragments[i]
            start = f.term_offset + DATA_OFFSET
            assert term is not None
            yield term[start:start + f.length], f.flags

    # -- lifecycle --------------------------------------------------------------------------------------

    def release(self) -> None:
        """Commit the image's position past this batch; the views are invalid afterwards. Idempotent."""
        if self._fragments is not None:
            self._fragments = None
            self._array = None
            image = self._image
            if image is not None:
                image._release_batch(self)

    def __enter__(self) -> Batch:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()
