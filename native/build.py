"""cffi (API mode) build of ``aeronkit._native``: the hand-written core in native/ plus generated C.

Each concept contributes two files and nothing here changes when one is added:
  native/aeronkit_<concept>.h / .c   static inline hot paths and their out-of-line wrappers
  native/cdef/<concept>.cdef          the declarations cffi exposes to Python
Generated schemas contribute generated/c/<schema>.h (header-only flyweights and column decoders)
and generated/c/<schema>.cdef. The cdef files hold plain C declarations only (no macros, no bodies).
"""

from __future__ import annotations

import os
from pathlib import Path

from cffi import FFI

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
GENERATED = ROOT / "generated" / "c"


def _rel(path: Path) -> str:
    return os.path.relpath(path, ROOT)


def _cdefs() -> str:
    parts = [p.read_text() for p in sorted((HERE / "cdef").glob("*.cdef"))]
    parts += [p.read_text() for p in sorted(GENERATED.glob("*.cdef"))]
    return "\n".join(parts)


def _source() -> str:
    headers = sorted(HERE.glob("aeronkit_*.h")) + sorted(GENERATED.glob("*.h"))
    return "\n".join(f'#include "{h.name}"' for h in headers) + "\n"


ffibuilder = FFI()
ffibuilder.cdef(_cdefs())
ffibuilder.set_source(
    "aeronkit._native",
    _source(),
    sources=[_rel(p) for p in sorted(HERE.glob("aeronkit_*.c"))],
    include_dirs=[_rel(HERE), _rel(GENERATED)],
    extra_compile_args=["-std=c11", "-O3", "-Wall", "-Wextra", "-Wno-unused-parameter",
                        "-Wno-unused-function", "-D_GNU_SOURCE"],
)

if __name__ == "__main__":
    ffibuilder.compile(tmpdir=str(HERE / "_build"), verbose=True)
