"""Shared fixtures. Java-backed tests fail (never skip) when CI=true and Java or Maven is missing."""

from __future__ import annotations

import os

import pytest

from aeronkit.interop.java import JavaToolchain

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


@pytest.fixture(scope="session")
def java() -> JavaToolchain:
    """The JDK, Maven and the pinned jars. Outside CI a machine without Java skips these tests."""
    toolchain = JavaToolchain()
    missing = toolchain.missing_tools()
    if missing:
        message = f"Java interop needs {', '.join(missing)} on PATH"
        if IN_CI:
            pytest.fail(message + " (CI=true: Java tests never skip)")
        pytest.skip(message)
    return toolchain
