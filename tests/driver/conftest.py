"""Fixtures for the driver tests; the harness itself is in driver_harness.py (a unique module name)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from driver_harness import SMALL_BUFFERS, SteppedDriver
from support.drivers import launched

from aeronkit.clock import ManualClock
from aeronkit.cnc import CncFile
from aeronkit.driver import Context


@pytest.fixture
def stepped(tmp_path: Path) -> Iterator[SteppedDriver]:
    clock = ManualClock(start_ns=1_000_000_000)
    ctx = Context(
        aeron_dir=str(tmp_path / "aeron"),
        threading_mode="INVOKER",
        nano_clock=clock,
        epoch_clock=clock,
        client_liveness_timeout_ns=5_000_000_000,
        publication_unblock_timeout_ns=8_000_000_000,
        **SMALL_BUFFERS,
    )
    with launched(ctx=ctx) as handle:
        cnc = CncFile.map(handle.aeron_dir, writable=True)
        try:
            yield SteppedDriver(handle.driver, clock, cnc)
        finally:
            cnc.close()
