"""Spark back end: Spark StructType / Arrow schema mappings and row converters per SBE message."""

from __future__ import annotations

from aeronkit.codegen.backends.spark.generator import generate, render

__all__ = ["generate", "render"]
