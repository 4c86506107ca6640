"""Maps the top-level folders onto the one import root `aeronkit` and builds the cffi extension.

The user asked for `runtime/`, `codegen/` and `generated/` at the top level while keeping a single
import name, so each folder is mounted under `aeronkit` here rather than moved into a src/ tree.
"""

import os
from pathlib import Path

from setuptools import find_packages, setup

ROOTS = {
    "aeronkit": "runtime",
    "aeronkit.codegen": "codegen",
    "aeronkit.codecs": "generated/python",
    "aeronkit.spark_schemas": "generated/spark",
}


def _packages() -> tuple[list[str], dict[str, str]]:
    packages: list[str] = []
    package_dir: dict[str, str] = {}
    for name, folder in ROOTS.items():
        package_dir[name] = folder
        packages.append(name)
        for sub in find_packages(folder):
            packages.append(f"{name}.{sub}")
    packages.append("aeronkit.schemas")
    package_dir["aeronkit.schemas"] = "schemas"
    return packages, package_dir


packages, package_dir = _packages()
NO_NATIVE = os.environ.get("AERONKIT_NO_NATIVE") == "1"
assert Path("runtime/__init__.py").exists(), "run setup.py from the repository root"

setup(
    packages=packages,
    package_dir=package_dir,
    package_data={
        "aeronkit.codegen": ["backends/*/templates/*.j2", "frontend/*.xsd"],
        "aeronkit.schemas": ["*.xml", "*.xsd", "regressions/*.xml"],
        "aeronkit.interop": ["*.toml", "java/*.java"],
    },
    include_package_data=False,
    # AERONKIT_NO_NATIVE=1 installs the pure-Python parts only: the codegen drift check needs no C build.
    cffi_modules=[] if NO_NATIVE else ["native/build.py:ffibuilder"],
    # cffi builds _native against the stable ABI (_native.abi3.so): one wheel serves CPython 3.11 and later.
    options={} if NO_NATIVE else {"bdist_wheel": {"py_limited_api": "cp311"}},
)
