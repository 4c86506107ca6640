"""The Java-made market-data archive, recorded once per test session (see docs/spark-test-data.md)."""

from __future__ import annotations

import pytest
from market_data import MarketArchive, record_market_data

from aeronkit.interop.java import JavaToolchain


@pytest.fixture(scope="session")
def market_archive(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> MarketArchive:
    """Three recordings made by Aeron Java's ArchivingMediaDriver (two stopped, one left active) and the
    values Java sent. Shared by every test: copy ``archive_dir`` (``copy_to``) before changing anything."""
    return record_market_data(java, tmp_path_factory.mktemp("market-archive"))
