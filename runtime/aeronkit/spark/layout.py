"""Which columns a read produces: raw frames, one message type, or a union of a schema's message types.

The layout is decided once from the options (on the Spark driver) and is the single source of both the
Arrow schema the readers build and the Spark StructType the data source declares; the StructType is
derived from the Arrow schema, so the two cannot drift apart.

* raw (no SBE schema): one row per message with its frame header fields and the payload bytes.
* message (a schema with one message, or the ``message`` option): provenance columns, then the message's
  own columns from the generated Spark mapping (docs/spark-mapping.md).
* union (a schema with several messages and no ``message`` option): provenance columns, ``template_id``,
  then one nullable struct column per message, named after it; exactly one of them is set per good row.
  One DataFrame keeps every message of a stream in stream order, and ``df.select("Trade.*")`` or
  :func:`aeronkit.spark.read_messages` gives the per-message view.

In PERMISSIVE mode a malformed record still becomes a row, so every column but ``recording_id`` and
``position`` is nullable there, and the corrupt-record column is added last.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aeronkit.arrow_stream import Field
from aeronkit.errors import ConfigurationError
from aeronkit.spark.read_options import Mode, ReadOptions

if TYPE_CHECKING:
    from pyspark.sql.types import StructType

    from aeronkit.spark.sbe_schema import MessageSchema

# (name, Arrow type name) of the columns a raw read yields, in order; uint8 flags widen to int16 as the
# Spark mapping widens every unsigned type.
RAW_COLUMNS = (
    ("recording_id", "int64"),
    ("position", "int64"),
    ("term_id", "int32"),
    ("term_offset", "int32"),
    ("session_id", "int32"),
    ("stream_id", "int32"),
    ("flags", "int16"),
    ("reserved_value", "int64"),
    ("length", "int32"),
    ("payload", "binary"),
)
# The provenance columns put in front of decoded message columns.
DECODED_COLUMNS = (
    ("recording_id", "int64"),
    ("stream_id", "int32"),
    ("session_id", "int32"),
    ("position", "int64"),
    ("length", "int32"),
)
TEMPLATE_ID_COLUMN = ("template_id", "int32")
ALWAYS_SET = frozenset({"recording_id", "position"})
# Arrow C Data Interface format strings of the provenance types and the corrupt-record column (string),
# for the raw read exported without pyarrow (aeronkit.arrow_stream).
C_FORMATS = {"int64": "l", "int32": "i", "int16": "s", "binary": "z", "string": "u"}
DECODED_NEEDS_PYARROW = (
    "aeron-archive: reading SBE-decoded columns needs pyarrow (pip install 'aeronkit[dataframes]'); "
    "a raw read (no 'schema' option) does not"
)


def message_schema(opts: ReadOptions) -> MessageSchema | None:
    """The compiled SBE schema of the options (memoised per process), or None for a raw read."""
    if opts.schema_xml is None:
        return None
    from aeronkit.spark.sbe_schema import MessageSchema

    return MessageSchema.from_xml(opts.schema_xml, source=opts.schema_source or "<schema>")


class Kind(enum.Enum):
    RAW = "raw"
    MESSAGE = "message"
    UNION = "union"


@dataclass(frozen=True)
class Layout:
    """The shape of every batch a read yields; picklable (names only)."""

    kind: Kind
    messages: tuple[str, ...]
    corrupt_column: str | None

    @classmethod
    def for_options(cls, opts: ReadOptions, schema: MessageSchema | None) -> Layout:
        corrupt = opts.corrupt_column if opts.mode is Mode.PERMISSIVE else None
        if schema is None:
            return cls(Kind.RAW, (), corrupt)
        if opts.message is not None:
            return cls(Kind.MESSAGE, (schema.message(opts.message).name,), corrupt)
        names = tuple(schema.messages)
        if not names:
            raise ConfigurationError(f"aeron-archive: option 'schema': {opts.schema_source} has no message")
        return cls(Kind.MESSAGE if len(names) == 1 else Kind.UNION, names, corrupt)

    @property
    def provenance(self) -> tuple[tuple[str, str], ...]:
        if self.kind is Kind.RAW:
            return RAW_COLUMNS
        if self.kind is Kind.UNION:
            return (*DECODED_COLUMNS, TEMPLATE_ID_COLUMN)
        return DECODED_COLUMNS

    def nullable(self, name: str) -> bool:
        """Whether a provenance column may be null: in PERMISSIVE mode, all but ALWAYS_SET."""
        return self.corrupt_column is not None and name not in ALWAYS_SET

    def c_fields(self) -> list[Field]:
        """The raw layout's columns as Arrow C fields, which need no pyarrow (decoded layouts do)."""
        if self.kind is not Kind.RAW:
            raise ConfigurationError(DECODED_NEEDS_PYARROW)
        fields = [Field(name, C_FORMATS[kind], self.nullable(name)) for name, kind in self.provenance]
        if self.corrupt_column is not None:
            self._check_corrupt_column({f.name for f in fields})
            fields.append(Field(self.corrupt_column, C_FORMATS["string"], nullable=True))
        return fields

    def _check_corrupt_column(self, names: set[str]) -> None:
        if self.corrupt_column in names:
            raise ConfigurationError(
                f"aeron-archive: option 'columnNameOfCorruptRecord' ({self.corrupt_column}) "
                "names a column the read already has"
            )

    def arrow_schema(self, schema: MessageSchema | None) -> Any:
        """The Arrow schema of every batch; message fields come from the generated mapping."""
        import pyarrow as pa

        permissive = self.corrupt_column is not None
        fields = [
            pa.field(name, pa.type_for_alias(kind), nullable=self.nullable(name))
            for name, kind in self.provenance
        ]
        if self.kind is Kind.MESSAGE:
            assert schema is not None
            for f in schema.arrow_schema(self.messages[0]):
                fields.append(f.with_nullable(True) if permissive else f)
        elif self.kind is Kind.UNION:
            assert schema is not None
            for name in self.messages:
                fields.append(pa.field(name, pa.struct(list(schema.arrow_schema(name))), nullable=True))
        if self.corrupt_column is not None:
            self._check_corrupt_column({f.name for f in fields})
            fields.append(pa.field(self.corrupt_column, pa.string(), nullable=True))
        return pa.schema(fields)

    def struct_type(self, schema: MessageSchema | None) -> StructType:
        """The Spark schema, derived from :meth:`arrow_schema`."""
        from pyspark.sql.pandas.types import from_arrow_schema

        return from_arrow_schema(self.arrow_schema(schema))
