"""Spark and Arrow mappings generated from the bundled SBE schemas, one module per schema.

Written by ``aeronkit codegen --target spark`` (codegen/backends/spark); never edit by hand. Importing a
module here does not import pyspark or pyarrow. The mapping is described in docs/spark-mapping.md.
"""
