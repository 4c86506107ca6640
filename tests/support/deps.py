"""What a test needs from the machine: skipped on a laptop that lacks it, a failure under CI=true.

One place for that rule, so no test can let a missing package or tool pass silently in CI.
"""

from __future__ import annotations

import importlib
import os
import shutil
from types import ModuleType

import pytest

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def missing(reason: str) -> None:
    """Fail under CI, skip elsewhere."""
    if IN_CI:
        pytest.fail(f"{reason} (CI=true: this test never skips)")
    pytest.skip(reason)


def require_module(name: str) -> ModuleType:
    try:
        return importlib.import_module(name)
    except ImportError:
        missing(f"Python package {name!r} is not installed")
        raise  # unreachable: missing() raises


def require_tool(*names: str) -> str:
    """Path of the first of ``names`` on PATH."""
    for name in names:
        path = shutil.which(name)
        if path is not None:
            return path
    missing(f"none of {', '.join(names)} is on PATH")
    raise AssertionError("unreachable")
