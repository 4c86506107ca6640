"""Spark over Aeron Archive recordings: a PySpark data source, a local reader and the pipeline.

``register(spark)`` once, then ``spark.read.format("aeron-archive").option("path", DIR).load()``; add
``.option("schema", "market.xml")`` (and ``.option("message", "Trade")``) to get the messages decoded into
the columns of the generated Spark mapping. The same read without Spark: :func:`read_arrow`,
:func:`read_table`, :func:`read_pandas`. docs/spark.md has every option and column.

Names are imported on first use, so ``import aeronkit.spark`` costs nothing and needs neither pyspark nor
pyarrow.
"""

from __future__ import annotations

import importlib
from typing import Any

from aeronkit.spark.read_options import FORMAT

# public name -> the module under aeronkit.spark that defines it
_LAZY = {
    "read_arrow": "local_reader",
    "RecordingBatches": "local_reader",
    "read_table": "local_reader",
    "read_pandas": "local_reader",
    "recordings": "local_reader",
    "ReadOptions": "read_options",
    "Mode": "read_options",
    "ReadStats": "slice_reader",
}

__all__ = ["FORMAT", "read_messages", "register", *_LAZY]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'aeronkit.spark' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"aeronkit.spark.{module}"), name)
    globals()[name] = value
    return value


def register(spark: Any) -> None:
    """Make ``spark.read.format("aeron-archive")`` available in this SparkSession."""
    from aeronkit.spark.datasource import AeronArchiveDataSource

    spark.dataSource.register(AeronArchiveDataSource)


def read_messages(spark: Any, path: str, schema: str, **options: Any) -> dict[str, Any]:
    """One DataFrame per message type of ``schema`` (each a read with ``message`` set), by message name."""
    from aeronkit.spark.sbe_schema import MessageSchema

    register(spark)
    frames = {}
    for name in MessageSchema.load(schema).messages:
        reader = spark.read.format(FORMAT).option("path", str(path)).option("schema", str(schema))
        for key, value in options.items():
            reader = reader.option(key, value if isinstance(value, str) else str(value))
        frames[name] = reader.option("message", name).load()
    return frames
