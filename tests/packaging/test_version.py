"""One version: aeronkit.__version__ is the distribution's version (pyproject reads it) and --version's."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import version

import aeronkit


def test_the_version_is_written_once_and_reported_everywhere() -> None:
    assert version("aeronkit") == aeronkit.__version__
    proc = subprocess.run([sys.executable, "-m", "aeronkit.cli", "--version"], capture_output=True, text=True,
                          timeout=120, check=True)
    assert proc.stdout.strip() == f"aeronkit {aeronkit.__version__}"
