"""Spark back end: Spark StructType / Arrow schema mappings and row converters per SBE message.

Registers itself as ``spark`` so ``aeronkit.codegen.backends.get("spark")`` and
``aeronkit codegen --target spark`` find it.
"""

from __future__ import annotations

from aeronkit.codegen.backends import register
from aeronkit.codegen.backends.spark.generator import SparkGenerator, generate, render

register("spark", SparkGenerator)

__all__ = ["SparkGenerator", "generate", "render"]
