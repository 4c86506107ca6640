"""An Arrow C stream over our own numpy columns, so polars and DuckDB read them with no pyarrow installed.

The Arrow C Data Interface (https://arrow.apache.org/docs/format/CDataInterface.html) is three C structs:
``ArrowSchema`` (a format string per column), ``ArrowArray`` (buffers per column) and
``ArrowArrayStream`` (callbacks handing out a schema, then arrays until one with ``release == NULL``).
The PyCapsule interface (``__arrow_c_stream__``, .../CDataInterface/PyCapsuleInterface.html) passes a
stream to a consumer as a capsule named ``arrow_array_stream``. Here the structs are declared to cffi
(ABI mode: declarations only, nothing compiled) and filled from numpy arrays without copying them; the
capsule is made with CPython's ``PyCapsule_New`` through ctypes, which cffi cannot do.

Ownership, as the interface prescribes: every struct handed out carries a ``release`` callback and a
``private_data`` token naming what keeps its buffers alive (``_OWNED``); the consumer calls ``release``
once it is done (it may first move the struct elsewhere, so nothing is looked up by the struct's address),
and the token's entry goes. A capsule that was never consumed releases its stream when it is collected.

Supported column types are the ones our readers produce: 8-64 bit integers, binary and utf8
(32-bit offsets), each nullable through a validity bitmap. A batch is one struct array of the columns.
"""

from __future__ import annotations

import ctypes
import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from cffi import FFI

_ffi = FFI()
_ffi.cdef(
    """
    struct ArrowSchema {
        const char *format; const char *name; const char *metadata; int64_t flags; int64_t n_children;
        struct ArrowSchema **children; struct ArrowSchema *dictionary;
        void (*release)(struct ArrowSchema *); void *private_data;
    };
    struct ArrowArray {
        int64_t length; int64_t null_count; int64_t offset; int64_t n_buffers; int64_t n_children;
        const void **buffers; struct ArrowArray **children; struct ArrowArray *dictionary;
        void (*release)(struct ArrowArray *); void *private_data;
    };
    struct ArrowArrayStream {
        int (*get_schema)(struct ArrowArrayStream *, struct ArrowSchema *out);
        int (*get_next)(struct ArrowArrayStream *, struct ArrowArray *out);
        const char *(*get_last_error)(struct ArrowArrayStream *);
        void (*release)(struct ArrowArrayStream *);
        void *private_data;
    };
    """
)

ARROW_FLAG_NULLABLE = 2  # ArrowSchema.flags bit: the column may hold nulls
EIO = 5  # the errno get_next returns when producing a batch failed (get_last_error says why)
STREAM_CAPSULE = b"arrow_array_stream"
SCHEMA_CAPSULE = b"arrow_schema"
# Arrow format strings of the numpy dtypes we export, and of the variable-length kinds.
FORMAT_DTYPES: dict[str, np.dtype[Any]] = {
    "c": np.dtype(np.int8), "s": np.dtype(np.int16), "i": np.dtype(np.int32), "l": np.dtype(np.int64),
    "C": np.dtype(np.uint8), "S": np.dtype(np.uint16), "I": np.dtype(np.uint32), "L": np.dtype(np.uint64),
}
INTEGER_FORMATS = {dtype: fmt for fmt, dtype in FORMAT_DTYPES.items()}
BINARY, UTF8 = "z", "u"

_OWNED: dict[int, Any] = {}  # private_data token -> what keeps one struct's memory alive
_tokens = itertools.count(1)


@dataclass(frozen=True)
class Field:
    """A column of the stream's schema: its name, Arrow format string and nullability."""

    name: str
    format: str
    nullable: bool = False

    def __post_init__(self) -> None:
        if self.format not in FORMAT_DTYPES and self.format not in (BINARY, UTF8):
            raise ValueError(f"Arrow format {self.format!r} of column {self.name!r} is not one we export")


@dataclass(frozen=True)
class Column:
    """One column's values for a batch. Integers: ``values`` (any integer dtype, converted to the field's).
    Binary/utf8: ``offsets`` (n + 1 int32) into ``data``. ``valid`` (bool per row) marks nulls, if any."""

    values: Any = None
    offsets: Any = None
    data: Any = None
    valid: Any = None

    @classmethod
    def binary(cls, items: Sequence[bytes | None]) -> Column:
        """A binary or utf8 column from Python values (None is null), for the few rows built that way."""
        lengths = np.fromiter((0 if v is None else len(v) for v in items), dtype=np.int64, count=len(items))
        offsets = np.zeros(len(items) + 1, dtype=np.int64)
        np.cumsum(lengths, out=offsets[1:])
        valid = np.fromiter((v is not None for v in items), dtype=bool, count=len(items))
        return cls(offsets=offsets, data=b"".join(v for v in items if v is not None),
                   valid=None if valid.all() else valid)

    @classmethod
    def nulls(cls, n: int) -> Column:
        return cls(valid=np.zeros(n, dtype=bool))


def _own(value: Any) -> Any:
    """A ``private_data`` token that keeps ``value`` alive until the struct's release drops it."""
    token = next(_tokens)
    _OWNED[token] = value
    return _ffi.cast("void *", token)


def _disown(private_data: Any) -> None:
    _OWNED.pop(int(_ffi.cast("intptr_t", private_data)), None)


def _release_schema(schema: Any) -> None:
    for i in range(schema.n_children):
        child = schema.children[i]
        if child.release != _ffi.NULL:
            child.release(child)
    _disown(schema.private_data)
    schema.release = _ffi.NULL


def _release_array(array: Any) -> None:
    for i in range(array.n_children):
        child = array.children[i]
        if child.release != _ffi.NULL:
            child.release(child)
    _disown(array.private_data)
    array.release = _ffi.NULL


def _fill_schema(out: Any, fmt: str, name: str, flags: int, children: Sequence[Field]) -> None:
    keep: list[Any] = [_ffi.new("char[]", fmt.encode()), _ffi.new("char[]", name.encode())]
    out.format, out.name = keep[0], keep[1]
    out.metadata = _ffi.NULL
    out.flags = flags
    out.n_children = len(children)
    out.dictionary = _ffi.NULL
    if children:
        structs = _ffi.new("struct ArrowSchema[]", len(children))
        pointers = _ffi.new("struct ArrowSchema *[]", len(children))
        for i, f in enumerate(children):
            pointers[i] = structs + i
            _fill_schema(structs + i, f.format, f.name, ARROW_FLAG_NULLABLE if f.nullable else 0, ())
        keep += [structs, pointers]
        out.children = pointers
    else:
        out.children = _ffi.NULL
    out.private_data = _own(keep)
    out.release = _RELEASE_SCHEMA


def _validity(valid: Any, n: int) -> tuple[Any, int]:
    """(bitmap or None, null count) of a bool-per-row array (None: no nulls)."""
    if valid is None:
        return None, 0
    valid = np.asarray(valid, dtype=bool)
    if len(valid) != n:
        raise ValueError(f"validity of {len(valid)} rows in a batch of {n}")
    return np.packbits(valid, bitorder="little"), int(n - np.count_nonzero(valid))


def _column_buffers(f: Field, column: Column, n: int) -> tuple[list[Any], int]:
    """The Arrow buffers of one column (validity first; numpy arrays or bytes-like) and its null count."""
    bitmap, nulls = _validity(column.valid, n)
    if f.format in FORMAT_DTYPES:
        if column.values is None:
            if nulls != n:
                raise ValueError(f"column {f.name!r} has no values but {n - nulls} non-null rows")
            values = np.zeros(n, dtype=FORMAT_DTYPES[f.format])
        else:
            values = np.ascontiguousarray(column.values, dtype=FORMAT_DTYPES[f.format])
        if len(values) != n:
            raise ValueError(f"column {f.name!r} has {len(values)} values in a batch of {n}")
        return [bitmap, values], nulls
    if column.offsets is None:
        if nulls != n:
            raise ValueError(f"column {f.name!r} has no offsets but {n - nulls} non-null rows")
        return [bitmap, np.zeros(n + 1, dtype=np.int32), b""], nulls
    offsets = np.asarray(column.offsets)
    data = memoryview(column.data).cast("B")
    if len(offsets) != n + 1 or (n and (offsets[0] != 0 or offsets[-1] > len(data) or offsets[-1] >= 2**31
                                        or np.any(np.diff(offsets) < 0))):
        raise ValueError(f"offsets of column {f.name!r} do not describe {n} values in {len(data)} bytes")
    return [bitmap, np.ascontiguousarray(offsets, dtype=np.int32), data], nulls


def _fill_array(out: Any, n: int, nulls: int, buffers: Sequence[Any], children: Sequence[Any]) -> None:
    """Fill ``out`` with ``buffers`` (None for an absent validity bitmap) and already-filled children."""
    pointers = _ffi.new("const void *[]", len(buffers))
    keep: list[Any] = [pointers, *children]
    for i, buffer in enumerate(buffers):
        if buffer is None:
            pointers[i] = _ffi.NULL
        else:
            cdata = _ffi.from_buffer(buffer)
            keep.append(cdata)
            pointers[i] = cdata
    out.length, out.null_count, out.offset = n, nulls, 0
    out.n_buffers, out.buffers = len(buffers), pointers
    out.n_children = len(children)
    out.dictionary = _ffi.NULL
    if children:
        child_pointers = _ffi.new("struct ArrowArray *[]", len(children))
        for i, child in enumerate(children):
            child_pointers[i] = child
        keep.append(child_pointers)
        out.children = child_pointers
    else:
        out.children = _ffi.NULL
    out.private_data = _own(keep)
    out.release = _RELEASE_ARRAY


def _fill_batch(out: Any, fields: Sequence[Field], n: int, columns: dict[str, Column]) -> None:
    children = []
    for f in fields:
        column = columns.get(f.name, Column.nulls(n))
        buffers, nulls = _column_buffers(f, column, n)
        if nulls and not f.nullable:
            raise ValueError(f"column {f.name!r} is not nullable but has {nulls} nulls")
        child = _ffi.new("struct ArrowArray *")
        _fill_array(child, n, nulls, buffers, ())
        children.append(child)
    _fill_array(out, n, 0, [None], children)


@dataclass(frozen=True)
class Batch:
    """``length`` rows of ``columns`` by name; a column of the schema missing here is all null."""

    length: int
    columns: dict[str, Column]


class _StreamState:
    """What a stream's callbacks work from: the schema, the batches still to come and the last error."""

    def __init__(self, fields: Sequence[Field], batches: Iterator[Batch]) -> None:
        self.fields = tuple(fields)
        self.batches = batches
        self.error = _ffi.NULL


def _state(stream: Any) -> _StreamState:
    state: _StreamState = _OWNED[int(_ffi.cast("intptr_t", stream.private_data))]
    return state


def _failed(state: _StreamState, exc: BaseException) -> int:
    state.error = _ffi.new("char[]", f"{type(exc).__name__}: {exc}".encode(errors="replace"))
    return EIO


def _get_schema(stream: Any, out: Any) -> int:
    state = _state(stream)
    try:
        _fill_schema(out, "+s", "", 0, state.fields)
    except Exception as exc:  # a C caller cannot take an exception: it gets an errno
        return _failed(state, exc)
    return 0


def _get_next(stream: Any, out: Any) -> int:
    state = _state(stream)
    try:
        batch = next(state.batches, None)
        if batch is None:
            out.release = _ffi.NULL  # the end of the stream
            return 0
        _fill_batch(out, state.fields, batch.length, batch.columns)
    except Exception as exc:  # as above
        return _failed(state, exc)
    return 0


def _get_last_error(stream: Any) -> Any:
    return _state(stream).error


def _release_stream(stream: Any) -> None:
    _disown(stream.private_data)
    stream.release = _ffi.NULL


_pythonapi = ctypes.pythonapi
_pythonapi.PyCapsule_New.restype = ctypes.py_object
_pythonapi.PyCapsule_New.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
_pythonapi.PyCapsule_GetPointer.restype = ctypes.c_void_p
_pythonapi.PyCapsule_GetPointer.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
_pythonapi.PyCapsule_GetName.restype = ctypes.c_char_p
_pythonapi.PyCapsule_GetName.argtypes = [ctypes.c_void_p]
_CAPSULE_STRUCTS: dict[int, Any] = {}  # a capsule's struct address -> the cffi memory holding that struct


def _capsule_destructor(capsule: int) -> None:
    """Release a struct nobody took (a consumer that took it moved it out and left ``release`` NULL)."""
    address = _pythonapi.PyCapsule_GetPointer(capsule, _pythonapi.PyCapsule_GetName(capsule))
    struct = _CAPSULE_STRUCTS.pop(address, None)
    if struct is not None and struct.release != _ffi.NULL:
        struct.release(struct)


def _capsule(struct: Any, name: bytes) -> object:
    address = int(_ffi.cast("uintptr_t", struct))
    _CAPSULE_STRUCTS[address] = struct
    destructor = ctypes.cast(_CAPSULE_DESTRUCTOR, ctypes.c_void_p)
    capsule: object = _pythonapi.PyCapsule_New(address, name, destructor)
    return capsule


def stream_capsule(fields: Sequence[Field], batches: Iterator[Batch]) -> object:
    """A PyCapsule ``arrow_array_stream`` handing ``batches`` (one struct array each) to a consumer."""
    stream = _ffi.new("struct ArrowArrayStream *")
    stream.get_schema = _GET_SCHEMA
    stream.get_next = _GET_NEXT
    stream.get_last_error = _GET_LAST_ERROR
    stream.release = _RELEASE_STREAM
    stream.private_data = _own(_StreamState(fields, batches))
    return _capsule(stream, STREAM_CAPSULE)


def schema_capsule(fields: Sequence[Field]) -> object:
    """A PyCapsule ``arrow_schema`` of the struct of ``fields`` (``__arrow_c_schema__``), which lets a
    consumer such as DuckDB learn the columns before it opens the stream."""
    schema = _ffi.new("struct ArrowSchema *")
    _fill_schema(schema, "+s", "", 0, fields)
    return _capsule(schema, SCHEMA_CAPSULE)


# The C entry points of the callbacks above. A consumer may call one while the interpreter shuts down,
# after this module's globals are gone (DuckDB's default connection frees what it read at exit), so each
# gets one reference that is never given back: they live as long as the process.
_RELEASE_SCHEMA: Any = _ffi.callback("void(struct ArrowSchema *)", _release_schema)
_RELEASE_ARRAY: Any = _ffi.callback("void(struct ArrowArray *)", _release_array)
_GET_SCHEMA: Any = _ffi.callback("int(struct ArrowArrayStream *, struct ArrowSchema *)", _get_schema)
_GET_NEXT: Any = _ffi.callback("int(struct ArrowArrayStream *, struct ArrowArray *)", _get_next)
_GET_LAST_ERROR: Any = _ffi.callback("const char *(struct ArrowArrayStream *)", _get_last_error)
_RELEASE_STREAM: Any = _ffi.callback("void(struct ArrowArrayStream *)", _release_stream)
_CAPSULE_DESTRUCTOR: Any = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(_capsule_destructor)
for _callback in (_RELEASE_SCHEMA, _RELEASE_ARRAY, _GET_SCHEMA, _GET_NEXT, _GET_LAST_ERROR, _RELEASE_STREAM,
                  _CAPSULE_DESTRUCTOR):
    _pythonapi.Py_IncRef(ctypes.py_object(_callback))
