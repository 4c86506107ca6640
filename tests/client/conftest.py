"""Fixtures for client tests: one Java MediaDriver per module for the tests that need a real driver."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from java_driver import JavaMediaDriver, java_media_driver

from aeronkit.interop.java import JavaToolchain


@pytest.fixture(scope="module")
def java_driver(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[JavaMediaDriver]:
    tmp: Path = tmp_path_factory.mktemp("java-driver")
    with java_media_driver(java, tmp) as driver:
        yield driver
