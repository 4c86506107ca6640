"""Installs the import root `aeronkit` from runtime/aeronkit and builds the native extensions.

The user asked for `runtime/`, `codegen/` and `generated/` at the top level with a single import name.
The package itself is runtime/aeronkit (runtime/ is its source root); `aeronkit.codegen`,
`aeronkit.codecs`, `aeronkit.spark_schemas` and `aeronkit.schemas` are symbolic links inside it to the
top-level codegen/, generated/python, generated/spark and schemas/. So the mapping from module names to
files is the plain directory tree, which mypy, pyright and IDEs follow from a checkout
(docs/decisions.md, "One source root").
"""

import os
from pathlib import Path

from setuptools import Extension, find_packages, setup

SOURCE_ROOT = "runtime"


def _hotpath() -> Extension:
    """aeronkit._hotpath, the per-message client path as a CPython extension (native/hotpath/hotpath.h
    says why); it compiles the same log-buffer C as the cffi module."""
    shared = [f"native/aeronkit_{name}.c" for name in ("errors", "logbuffer", "term_appender", "term_reader")]
    return Extension(
        "aeronkit._hotpath",
        sources=[*sorted(str(p) for p in Path("native/hotpath").glob("*.c")), *shared],
        include_dirs=["native", "native/hotpath"],
        extra_compile_args=["-std=c11", "-O3", "-Wall", "-Wextra", "-Wno-unused-parameter",
                            "-Wno-unused-function", "-Wno-missing-field-initializers", "-D_GNU_SOURCE"],
    )


NATIVE = os.environ.get("AERONKIT_NO_NATIVE") != "1"
assert Path(SOURCE_ROOT, "aeronkit", "__init__.py").exists(), "run setup.py from the repository root"

setup(
    packages=find_packages(SOURCE_ROOT),  # follows the links to codegen/, generated/ and schemas/
    package_dir={"": SOURCE_ROOT},
    package_data={
        "aeronkit": ["py.typed", "*.pyi"],  # PEP 561: the package and its native modules are typed
        "aeronkit.codegen": ["backends/*/templates/*.j2", "frontend/*.xsd"],
        "aeronkit.schemas": ["*.xml", "*.xsd", "regressions/*.xml"],
        "aeronkit.interop": ["*.toml", "java/*.java"],
    },
    include_package_data=False,
    # AERONKIT_NO_NATIVE=1 installs the pure-Python parts only: the codegen drift check needs no C build.
    cffi_modules=["native/build.py:ffibuilder"] if NATIVE else [],
    ext_modules=[_hotpath()] if NATIVE else [],
)
