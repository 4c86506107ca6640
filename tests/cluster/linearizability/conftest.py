"""The Porcupine checker binary, built once per run (support.porcupine); without Go these tests skip
locally and fail under CI=true."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.deps import require_tool
from support.porcupine import checker_binary


@pytest.fixture(scope="session")
def porcupine() -> Path:
    return checker_binary(require_tool("go"))
