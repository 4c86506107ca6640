"""The Python back end of the SBE compiler: one module of flyweight codecs per schema.

Importing this package registers the back end as "python" with ``aeronkit.codegen.backends``.
"""

from __future__ import annotations

from aeronkit.codegen.backends import register

from .generator import PythonGenerator, generate, render

__all__ = ["PythonGenerator", "generate", "render"]

register("python", PythonGenerator)
