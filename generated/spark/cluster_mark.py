# generated from cluster-mark-codecs.xml by aeronkit codegen; do not edit
"""Spark and Arrow mappings for SBE schema io.aeron.cluster.codecs.mark (id 110, version 2).

Each message maps to one row whose columns are the message's own fields, in wire order: fixed
fields, then repeating groups (arrays of structs), then var data. A reader that wants provenance
columns (recording id, position, ...) adds its own next to these. The mapping is documented in
docs/spark-mapping.md. pyspark and pyarrow are imported only inside the functions that need them,
so importing this module is cheap and works without either installed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from decimal import Decimal
from typing import Any, NamedTuple

SCHEMA_ID = 110
SCHEMA_VERSION = 2
PACKAGE = 'io.aeron.cluster.codecs.mark'


class Column(NamedTuple):
    """One column of a message's row.

    ``type`` is a tag: byte, short, int, long, decimal(20,0), float, double, string, binary, struct,
    array<tag>. ``kind`` says how the SBE value becomes the cell (value, u64, char, chars, array, enum,
    set, const, composite, group, text, bytes). ``key`` is the column's name in the C column decoders'
    output for fixed-block messages (composites flattened as ``<field>_<member>``). ``optional`` says the
    wire's null value means null; ``since`` (sinceVersion) and ``end`` (offset + length in the message
    block) say which messages carry the column, so ``columns_to_arrow`` can tell absent from present.
    """

    name: str
    type: str
    nullable: bool
    kind: str
    sbe: str
    key: str = ""
    null: Any = None
    table: Any = None
    const: Any = None
    encoding: str | None = None
    children: tuple[Column, ...] = ()
    optional: bool = False
    since: int = 0
    end: int = 0


_ENUM_CLUSTER_COMPONENT_TYPE: dict[int, str] = {
    0: 'UNKNOWN',
    1: 'CONSENSUS_MODULE',
    2: 'CONTAINER',
    3: 'BACKUP',
    4: 'STANDBY',
}

MARK_FILE_HEADER_FIELDS: tuple[Column, ...] = (
    Column('version', 'int', False, 'value', 'int32', key='version', null=-2147483648, end=4),
    Column('componentType', 'string', True, 'enum', 'enum ClusterComponentType', key='component_type', null=-2147483648, table=_ENUM_CLUSTER_COMPONENT_TYPE, end=8),
    Column('activityTimestamp', 'long', False, 'value', 'int64', key='activity_timestamp', null=-9223372036854775808, end=16),
    Column('startTimestamp', 'long', False, 'value', 'int64', key='start_timestamp', null=-9223372036854775808, end=24),
    Column('pid', 'long', False, 'value', 'int64', key='pid', null=-9223372036854775808, end=32),
    Column('candidateTermId', 'long', False, 'value', 'int64', key='candidate_term_id', null=-9223372036854775808, end=40),
    Column('archiveStreamId', 'int', False, 'value', 'int32', key='archive_stream_id', null=-2147483648, end=44),
    Column('serviceStreamId', 'int', False, 'value', 'int32', key='service_stream_id', null=-2147483648, end=48),
    Column('consensusModuleStreamId', 'int', False, 'value', 'int32', key='consensus_module_stream_id', null=-2147483648, end=52),
    Column('ingressStreamId', 'int', False, 'value', 'int32', key='ingress_stream_id', null=-2147483648, end=56),
    Column('memberId', 'int', False, 'value', 'int32', key='member_id', null=-2147483648, end=60),
    Column('serviceId', 'int', False, 'value', 'int32', key='service_id', null=-2147483648, end=64),
    Column('headerLength', 'int', False, 'value', 'int32', key='header_length', null=-2147483648, end=68),
    Column('errorBufferLength', 'int', False, 'value', 'int32', key='error_buffer_length', null=-2147483648, end=72),
    Column('clusterId', 'int', False, 'value', 'int32', key='cluster_id', null=-2147483648, end=76),
    Column('aeronDirectory', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('controlChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('ingressChannel', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('serviceName', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('authenticator', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
    Column('servicesClusterDir', 'string', False, 'text', 'var data (US-ASCII)', encoding='US-ASCII'),
)

FIELDS: dict[str, tuple[Column, ...]] = {
    'MarkFileHeader': MARK_FILE_HEADER_FIELDS,
}
TEMPLATE_IDS: dict[str, int] = {
    'MarkFileHeader': 200,
}
BLOCK_LENGTHS: dict[str, int] = {
    'MarkFileHeader': 128,
}
FIXED_MESSAGES: frozenset[str] = frozenset({
})


# --- cell conversions: one SBE value -> one Spark/Arrow cell -------------------------------------------


def _opt(value: Any, null: Any) -> Any:
    return None if value is None or value == null else value


def _opt_nan(value: Any) -> Any:
    return None if value is None or value != value else value


def _u64(value: Any) -> Decimal:
    return Decimal(int(value))


def _opt_u64(value: Any, null: int) -> Decimal | None:
    return None if value is None or value == null else Decimal(int(value))


def _char(value: Any) -> str:
    if isinstance(value, int):
        return chr(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).decode("latin-1")
    return str(value)


def _opt_char(value: Any, null: int) -> str | None:
    """The codec gives a NUL char as "" (its text ends at the first NUL), so "" is the null value 0."""
    if value is None or value == null or value == chr(null) or (null == 0 and value == ""):
        return None
    return _char(value)


def _chars(value: Any, encoding: str) -> str:
    """A fixed char array: text up to its trailing NUL padding."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        value = bytes(value).decode(encoding, errors="replace")
    return str(value).rstrip("\x00")


def _opt_chars(value: Any, encoding: str) -> str | None:
    """An optional char array is null when it is all NULs (its null value)."""
    return None if value is None else (_chars(value, encoding) or None)


def _list(value: Iterable[Any]) -> list[Any]:
    return list(value)


def _u64_list(value: Iterable[Any]) -> list[Decimal]:
    return [Decimal(int(v)) for v in value]


def _maybe(value: Any, convert: Callable[..., Any], *args: Any) -> Any:
    """For fields added in a later schema version: the decoder gives None when the message predates them."""
    return None if value is None else convert(value, *args)


def _enum(value: Any, table: dict[int, str], null: int) -> str | None:
    """The value's name; the null value -> None; a value the schema does not know -> its number as text."""
    if value is None:
        return None
    raw = int(value)
    if raw == null:
        return None
    name = table.get(raw)
    return str(raw) if name is None else name


def _set(value: Any, table: dict[int, str]) -> list[str]:
    """Names of the set bits, lowest bit first; a bit the schema does not name -> its bit number as text."""
    raw = int(value or 0)
    names = []
    while raw:
        low = raw & -raw
        bit = low.bit_length() - 1
        name = table.get(bit)
        names.append(str(bit) if name is None else name)
        raw ^= low
    return names


def _entries(group: Any) -> Iterable[Any]:
    return () if group is None else group


def _text(value: Any, encoding: str) -> str:
    if value is None:
        return ""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).decode(encoding, errors="replace")
    return str(value)


def _bytes(value: Any) -> bytes:
    if value is None:
        return b""
    if isinstance(value, str):
        return value.encode("latin-1")
    return bytes(value)


# --- rows: one decoded flyweight -> one tuple in column order -----------------------------------------


def _row_mark_file_header(d: Any) -> tuple[Any, ...]:
    """Message MarkFileHeader (template 200) as a row tuple."""
    return (
        d.version,
        _enum(d.component_type, _ENUM_CLUSTER_COMPONENT_TYPE, -2147483648),
        d.activity_timestamp,
        d.start_timestamp,
        d.pid,
        d.candidate_term_id,
        d.archive_stream_id,
        d.service_stream_id,
        d.consensus_module_stream_id,
        d.ingress_stream_id,
        d.member_id,
        d.service_id,
        d.header_length,
        d.error_buffer_length,
        d.cluster_id,
        _text(d.aeron_directory, 'US-ASCII'),
        _text(d.control_channel, 'US-ASCII'),
        _text(d.ingress_channel, 'US-ASCII'),
        _text(d.service_name, 'US-ASCII'),
        _text(d.authenticator, 'US-ASCII'),
        _text(d.services_cluster_dir, 'US-ASCII'),
    )


ROW_FUNCTIONS: dict[str, Callable[[Any], tuple[Any, ...]]] = {
    'MarkFileHeader': _row_mark_file_header,
}
_MESSAGE_BY_DECODER: dict[str, str] = {
    'MarkFileHeaderDecoder': 'MarkFileHeader',
}


def _columns(name: str) -> tuple[Column, ...]:
    try:
        return FIELDS[name]
    except KeyError:
        raise KeyError(f"schema {PACKAGE} has no message {name!r}; known: {sorted(FIELDS)}") from None


def to_row(decoder: Any, name: str | None = None) -> tuple[Any, ...]:
    """A decoded message (a ``<Msg>Decoder`` of aeronkit.codecs) as a tuple in ``struct_type`` order.

    Groups and var data are read in wire order, so the decoder must be freshly wrapped.
    """
    cls = type(decoder)
    if name is None:
        if cls.__name__ not in _MESSAGE_BY_DECODER:
            raise TypeError(f"{cls.__name__} is not a message decoder of schema {PACKAGE}")
        name = _MESSAGE_BY_DECODER[cls.__name__]
    _columns(name)
    schema_id = getattr(cls, "SCHEMA_ID", SCHEMA_ID)
    template_id = getattr(cls, "TEMPLATE_ID", TEMPLATE_IDS[name])
    if schema_id != SCHEMA_ID or template_id != TEMPLATE_IDS[name]:
        raise TypeError(
            f"{cls.__name__} decodes template {template_id} of schema {schema_id}, not {name} "
            f"(template {TEMPLATE_IDS[name]} of schema {SCHEMA_ID})"
        )
    return ROW_FUNCTIONS[name](decoder)


# --- Spark -----------------------------------------------------------------------------------------


def _spark_type(tag: str, children: tuple[Column, ...]) -> Any:
    from pyspark.sql import types as T

    if tag.startswith("array<"):
        return T.ArrayType(_spark_type(tag[6:-1], children), containsNull=False)
    if tag == "struct":
        return T.StructType([_spark_field(c) for c in children])
    simple = {
        "byte": T.ByteType, "short": T.ShortType, "int": T.IntegerType, "long": T.LongType,
        "float": T.FloatType, "double": T.DoubleType, "string": T.StringType, "binary": T.BinaryType,
    }
    if tag == "decimal(20,0)":
        return T.DecimalType(20, 0)
    return simple[tag]()


def _spark_field(column: Column) -> Any:
    from pyspark.sql import types as T

    return T.StructField(column.name, _spark_type(column.type, column.children), column.nullable)


def struct_type(name: str) -> Any:
    """The pyspark StructType of message ``name`` (its schema name, e.g. ``"ConnectRequest"``)."""
    from pyspark.sql import types as T

    return T.StructType([_spark_field(c) for c in _columns(name)])


class _LazyStructTypes(Mapping[str, Any]):
    """Message name -> StructType, built on first access so that importing needs no pyspark."""

    def __init__(self) -> None:
        self._built: dict[str, Any] = {}

    def __getitem__(self, name: str) -> Any:
        if name not in self._built:
            self._built[name] = struct_type(name)
        return self._built[name]

    def __iter__(self) -> Iterator[str]:
        return iter(FIELDS)

    def __len__(self) -> int:
        return len(FIELDS)


STRUCT_TYPES: Mapping[str, Any] = _LazyStructTypes()


# --- Arrow -----------------------------------------------------------------------------------------


def _arrow_type(tag: str, children: tuple[Column, ...]) -> Any:
    import pyarrow as pa

    if tag.startswith("array<"):
        return pa.list_(pa.field("element", _arrow_type(tag[6:-1], children), nullable=False))
    if tag == "struct":
        return pa.struct([_arrow_field(c) for c in children])
    if tag == "decimal(20,0)":
        return pa.decimal128(20, 0)
    simple = {
        "byte": pa.int8, "short": pa.int16, "int": pa.int32, "long": pa.int64, "float": pa.float32,
        "double": pa.float64, "string": pa.string, "binary": pa.binary,
    }
    return simple[tag]()


def _arrow_field(column: Column) -> Any:
    import pyarrow as pa

    return pa.field(column.name, _arrow_type(column.type, column.children), nullable=column.nullable)


def arrow_schema(name: str) -> Any:
    """The pyarrow schema of message ``name``, the same mapping as ``struct_type``."""
    import pyarrow as pa

    return pa.schema([_arrow_field(c) for c in _columns(name)])


def to_arrow(name: str, rows: Iterable[tuple[Any, ...]]) -> Any:
    """A pyarrow RecordBatch of message ``name`` from rows made by ``to_row``."""
    import pyarrow as pa

    schema = arrow_schema(name)
    rows = list(rows)
    if not len(schema):  # a message without fields still has one row per message
        return pa.RecordBatch.from_struct_array(pa.array([{}] * len(rows), type=pa.struct([])))
    arrays = [pa.array([row[i] for row in rows], type=f.type) for i, f in enumerate(schema)]
    return pa.RecordBatch.from_arrays(arrays, schema=schema)


class ColumnBatch(NamedTuple):
    """What ``columns_to_arrow(..., invalid="mask")`` returns.

    ``batch`` holds the rows that decoded, in input order. ``invalid`` is a numpy bool array with one
    entry per input row, True where the row was left out of ``batch``; ``reasons`` maps each such row to
    why (e.g. ``"Trade.symbol: not valid US-ASCII"``), so a caller can report those messages and keep
    the rest.
    """

    batch: Any
    invalid: Any
    reasons: dict[int, str]


class _Rows:
    """Per-batch facts shared by every column: row count, each message's block length and version, and
    the rows found invalid so far (first reason wins)."""

    def __init__(self, message: str, count: int, blocks: Any, versions: Any) -> None:
        self.message = message
        self.count = count
        self.blocks = blocks
        self.versions = versions
        self.reasons: dict[int, str] = {}

    def absent(self, column: Column, top_level: bool) -> Any:
        """Bool per row where the message does not carry ``column`` (None: every row does).

        A field added in a later version is absent when the message's version is older or its block ends
        before the field does (the codecs' rule). A composite member is checked by version only: its
        block check is the composite's.
        """
        if column.since <= 0:
            return None
        absent = self.versions < column.since
        if top_level:
            absent |= self.blocks < column.end
        return absent if absent.any() else None

    def invalid(self, rows: Any, reason: str) -> None:
        import numpy as np

        for r in np.flatnonzero(rows).tolist():
            self.reasons.setdefault(r, reason)


def _either(a: Any, b: Any) -> Any:
    if a is None:
        return b
    return a if b is None else a | b


def _null_where(array: Any, rows: Any) -> Any:
    """``array`` with the cells of ``rows`` (bool per row, or None) set to null."""
    import pyarrow as pa
    import pyarrow.compute as pc

    if rows is None or not rows.any():
        return array
    return pc.if_else(pa.array(rows), pa.scalar(None, type=array.type), array)


_ARROW_TEXT = {"us-ascii": "ascii", "ascii": "ascii", "utf-8": "utf-8", "utf8": "utf-8"}
_ASCII_BYTES = bytes(range(1, 128))


def _ascii_compatible(encoding: str) -> bool:
    """Whether ``encoding`` decodes bytes 1..127 as ASCII, so only rows with a high byte need Python."""
    try:
        return _ASCII_BYTES.decode(encoding) == _ASCII_BYTES.decode("ascii")
    except (LookupError, UnicodeDecodeError):
        return False


def _decode_text(cell: bytes, encoding: str) -> str | None:
    """Text up to the first NUL, as the Python codec reads a char array; None when it is not valid."""
    end = cell.find(0)
    try:
        return (cell if end < 0 else cell[:end]).decode(encoding)
    except (UnicodeDecodeError, LookupError):
        return None


def _chars_array(column: Column, raw: Any, rows: _Rows, absent: Any) -> Any:
    """Fixed char cells (``S<n>``, or bytes shaped (count, n)) -> the text the Python codec reads.

    Text ends at the first NUL (bytes after it are ignored, as the codec ignores them). ASCII and UTF-8
    cells are decoded by Arrow in one pass; only rows with a byte >= 0x80 may need Python. A present cell
    that is not valid text in the field's encoding is a row error (``rows.invalid``), never a batch error.
    """
    import numpy as np
    import pyarrow as pa
    import pyarrow.compute as pc

    count = rows.count
    if raw.dtype.kind in ("u", "i"):
        width = raw.shape[1] if raw.ndim == 2 else 1
        data = np.ascontiguousarray(raw.reshape(count, width).astype(np.uint8, copy=False))
    else:
        width = raw.dtype.itemsize
        data = np.ascontiguousarray(raw).view(np.uint8).reshape(count, width)
    owned = False  # never write into the caller's arrays
    if width > 1 and count:
        revived = ((data[:, :-1] == 0) & (data[:, 1:] != 0)).any(axis=1)  # a byte after a NUL
        if revived.any():
            data, owned = data.copy(), True
            part = data[revived]
            np.copyto(part, 0, where=np.logical_or.accumulate(part == 0, axis=1))
            data[revived] = part
    empty = data[:, 0] == 0  # the text ends before its first byte
    encoding = column.encoding or "US-ASCII"
    kind = _ARROW_TEXT.get(encoding.lower())
    wrong = None
    if kind is None and not _ascii_compatible(encoding):
        texts = [_decode_text(bytes(cell), encoding) for cell in data]
        wrong = np.array([t is None for t in texts], dtype=bool)
        text = pa.array([t or "" for t in texts], type=pa.string())
    else:
        replaced: tuple[Any, list[str]] | None = None  # rows decoded in Python, and their text
        high = (data >= 0x80).any(axis=1) if count and data.max() >= 0x80 else None
        if high is not None and not (kind == "utf-8" and _valid_utf8(data)):
            check = high if absent is None else high & ~absent  # absent cells are null whatever they hold
            if kind == "ascii":
                wrong = np.asarray(check)  # an array (axis=1); numpy types it array or scalar
            else:
                at = np.flatnonzero(check)
                texts = [_decode_text(bytes(data[r]), encoding) for r in at.tolist()]
                bad = np.array([t is None for t in texts], dtype=bool)
                wrong = np.zeros(count, dtype=bool)
                wrong[at[bad]] = True
                replaced = (at[~bad], [t for t in texts if t is not None])
            # Arrow must see valid UTF-8: blank every row with a high byte (its text, if any, is replaced)
            if not owned:
                data, owned = data.copy(), True
            data[high] = 0
        cells = pa.FixedSizeBinaryArray.from_buffers(pa.binary(width), count, [None, pa.py_buffer(data)])
        text = pc.utf8_rtrim(cells.cast(pa.binary()).cast(pa.string()), characters="\x00")
        if replaced is not None and len(replaced[0]):
            mask = np.zeros(count, dtype=bool)
            mask[replaced[0]] = True
            text = pc.replace_with_mask(text, pa.array(mask), pa.array(replaced[1], type=pa.string()))
    if wrong is not None and absent is not None:
        wrong &= ~absent
    if wrong is not None and wrong.any():
        rows.invalid(wrong, f"{rows.message}.{column.name}: not valid {encoding}")
    nulls = _either(absent, wrong)
    if column.optional:
        if column.kind == "char" and column.null not in (None, 0, "\x00"):
            empty = data[:, 0] == (column.null if isinstance(column.null, int) else ord(column.null))
        nulls = _either(nulls, empty)
    return _null_where(text, nulls)


def _valid_utf8(data: Any) -> bool:
    """Whether every cell is valid UTF-8 (up to its NULs): one Arrow pass, no Python per row."""
    import pyarrow as pa

    count, width = data.shape
    cells = pa.FixedSizeBinaryArray.from_buffers(pa.binary(width), count, [None, pa.py_buffer(data)])
    try:
        cells.cast(pa.binary()).cast(pa.string())
    except pa.ArrowInvalid:
        return False
    return True


def _column_array(column: Column, columns: Mapping[str, Any], rows: _Rows, absent: Any,
                  top_level: bool) -> Any:
    """One Arrow array from the C column decoders' numpy arrays (vectorised; no per-row Python).

    ``absent`` marks rows whose enclosing composite the message does not carry; the column's own
    absence is added from its ``since``/``end``. Only an optional column turns its null value into null.
    """
    import numpy as np
    import pyarrow as pa

    count = rows.count
    arrow_type = _arrow_type(column.type, column.children)
    if column.kind == "const":
        return pa.repeat(pa.scalar(column.const, type=arrow_type), count)
    absent = _either(absent, rows.absent(column, top_level))
    if column.kind == "composite":
        parts = [_column_array(c, columns, rows, absent, False) for c in column.children]
        mask = pa.array(absent) if absent is not None else None
        return pa.StructArray.from_arrays(parts, fields=list(arrow_type), mask=mask)
    if column.key not in columns:
        raise KeyError(f"column decoder output has no {column.key!r} (field {column.name})")
    raw = np.asarray(columns[column.key])
    if len(raw) != count:
        raise ValueError(f"column {column.key!r} has {len(raw)} values, expected {count}")
    if column.kind in ("chars", "char"):
        return _chars_array(column, raw, rows, absent)
    if column.kind == "enum":
        # hash the raw values once, name each distinct value, then expand: no per-row Python
        encoded = pa.array(raw.reshape(count)).dictionary_encode()
        distinct = encoded.dictionary.to_pylist()
        names = [None if v == column.null else column.table.get(v, str(v)) for v in distinct]
        array = pa.DictionaryArray.from_arrays(encoded.indices, pa.array(names, pa.string())).dictionary_decode()
        return _null_where(array, absent)
    if column.kind == "set":
        size = raw.dtype.itemsize
        little = np.ascontiguousarray(raw.reshape(count).astype(f"<u{size}")).view(np.uint8).reshape(count, size)
        bits = np.unpackbits(little, axis=1, bitorder="little").view(bool)  # column b is bit b
        width = size * 8
        offsets = np.zeros(count + 1, dtype=np.int32)
        np.cumsum(np.count_nonzero(bits, axis=1), out=offsets[1:])
        names = pa.array([column.table.get(b, str(b)) for b in range(width)], pa.string())
        # the bit number of each set bit, row by row: flat positions modulo the (power of two) width
        indices = pa.array((np.flatnonzero(bits) & (width - 1)).astype(np.int32))
        values = pa.DictionaryArray.from_arrays(indices, names).dictionary_decode()
        mask = pa.array(absent) if absent is not None else None
        return pa.ListArray.from_arrays(pa.array(offsets), values, type=arrow_type, mask=mask)
    if column.kind == "array":
        flat = raw.reshape(-1)
        element = _arrow_type(column.type[6:-1], ())
        values = pa.array(flat).cast(element)
        offsets = pa.array(np.arange(0, flat.size + 1, raw.shape[1] if raw.ndim == 2 else 1, dtype=np.int32))
        mask = pa.array(absent) if absent is not None else None
        return pa.ListArray.from_arrays(offsets, values, type=arrow_type, mask=mask)
    mask = absent
    if column.optional:
        mask = _either(mask, np.isnan(raw) if column.null != column.null else raw == column.null)
    return pa.array(raw, mask=mask).cast(arrow_type)


def _per_row(values: Any, count: int, default: int, what: str) -> Any:
    import numpy as np

    if values is None:
        return np.full(count, default, dtype=np.int64)
    array = np.asarray(values)
    if array.ndim == 0:
        return np.full(count, int(array), dtype=np.int64)
    if array.shape != (count,) or array.dtype.kind not in "iu":
        raise ValueError(f"{what} must be {count} integers, one per message, not {array.dtype}{array.shape}")
    return array.astype(np.int64, copy=False)


def columns_to_arrow(name: str, columns: Mapping[str, Any], *, block_lengths: Any = None,
                     versions: Any = None, invalid: str = "raise") -> Any:
    """A RecordBatch of fixed-block message ``name`` from the C column decoders' numpy arrays.

    ``columns`` maps each field's key (see ``Column.key``) to an array with one value per message;
    constant fields need no array. ``block_lengths`` and ``versions`` are each message's header values
    (arrays, or one number for all; default: this schema's block length and version): a field the
    message does not carry (``sinceVersion`` above its version, or ending past its block) is null
    whatever the column holds. Rows agree with ``to_arrow`` of ``to_row``, message for message.

    A row is invalid when a char cell it carries is not text in the field's encoding, or its block is
    shorter than the fields of version 0. ``invalid="raise"`` raises CodecError for the first one and
    returns the RecordBatch; ``invalid="mask"`` returns a ``ColumnBatch`` of the valid rows plus which
    rows were left out and why. Messages with groups or var data are not column-decoded.
    """
    import numpy as np
    import pyarrow as pa

    from aeronkit.errors import CodecError

    if invalid not in ("raise", "mask"):
        raise ValueError(f"invalid must be 'raise' or 'mask', not {invalid!r}")
    fields = _columns(name)
    if name not in FIXED_MESSAGES:
        raise ValueError(f"{name} has groups or var data; column decoding is for fixed-block messages only")
    lengths = {len(v) for v in columns.values()}
    if len(lengths) > 1:
        raise ValueError(f"columns of {name} differ in length: {sorted(lengths)}")
    count = lengths.pop() if lengths else 0
    rows = _Rows(name, count, _per_row(block_lengths, count, BLOCK_LENGTHS[name], "block_lengths"),
                 _per_row(versions, count, SCHEMA_VERSION, "versions"))
    min_block = max((c.end for c in fields if c.kind != "const" and c.since == 0), default=0)
    thin = rows.blocks < min_block
    for r in np.flatnonzero(thin).tolist():
        rows.reasons[r] = f"block length {int(rows.blocks[r])} < {min_block} (the {name} fields of version 0)"
    arrays = [_column_array(c, columns, rows, None, True) for c in fields]
    batch = pa.RecordBatch.from_arrays(arrays, schema=arrow_schema(name))
    if invalid == "raise":
        if rows.reasons:
            first = min(rows.reasons)
            raise CodecError(f"{rows.reasons[first]} (row {first})")
        return batch
    bad = np.zeros(count, dtype=bool)
    if rows.reasons:
        bad[list(rows.reasons)] = True
        batch = batch.filter(pa.array(~bad))
    return ColumnBatch(batch, bad, dict(sorted(rows.reasons.items())))
