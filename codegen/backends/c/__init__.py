"""The C back end: header-only C11 flyweights and column decoders, exposed to Python through cffi.

Registers itself as ``c`` so ``aeronkit.codegen.backends.get("c")`` and ``aeronkit codegen --target c``
find it.
"""

from __future__ import annotations

from aeronkit.codegen.backends import register
from aeronkit.codegen.backends.c.generator import CGenerator, generate, render

register("c", CGenerator)

__all__ = ["CGenerator", "generate", "render"]
