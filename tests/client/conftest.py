"""Fixtures for client tests: one Java MediaDriver per module for the tests that need a real driver."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from support.drivers import DriverHandle, launched

from aeronkit.interop.java import JavaToolchain


@pytest.fixture(scope="module")
def java_driver(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[DriverHandle]:
    tmp: Path = tmp_path_factory.mktemp("java-driver")
    with launched("java", java=java, aeron_dir=tmp / "aeron") as driver:
        yield driver
