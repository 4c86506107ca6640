"""The Python back end of the SBE compiler: one module of flyweight codecs per schema.

Importing this package registers the back end as "python" with ``aeronkit.codegen.backends``.
"""

from __future__ import annotations

from .generator import PythonGenerator, generate, render

__all__ = ["PythonGenerator", "generate", "render"]

try:
    from aeronkit.codegen.backends import register as _register
except ImportError:  # the registry is written by the front-end work; tolerate its absence
    _register = None

if _register is not None:
    _register("python", PythonGenerator)
