"""Spark over Aeron Archive recordings: a PySpark data source and the recordings pipeline."""
