"""Garbage in the to-driver ring buffer: the driver answers or ignores it, never crashes or reads past it."""

from __future__ import annotations

import struct
from collections.abc import Iterator
from pathlib import Path

import pytest
from driver_harness import ON_ERROR, ON_PUBLICATION_READY, SMALL_BUFFERS, RawClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aeronkit.clock import ManualClock
from aeronkit.cnc import CncFile
from aeronkit.driver import Context, MediaDriver
from aeronkit.driver.system_counters import SystemCounterId


@pytest.fixture(scope="module")
def garbage_driver(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[MediaDriver, CncFile]]:
    clock = ManualClock()
    directory: Path = tmp_path_factory.mktemp("garbage") / "aeron"
    ctx = Context(
        aeron_dir=str(directory),
        threading_mode="INVOKER",
        nano_clock=clock,
        epoch_clock=clock,
        **SMALL_BUFFERS,
    )
    with MediaDriver.launch(ctx) as driver, CncFile.map(driver.aeron_dir, writable=True) as cnc:
        yield driver, cnc


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(msg_type=st.integers(min_value=1, max_value=0x14), body=st.binary(max_size=200))
def test_any_command_bytes_leave_the_driver_working(
    garbage_driver: tuple[MediaDriver, CncFile], msg_type: int, body: bytes
) -> None:
    driver, cnc = garbage_driver
    assert driver.invoker is not None
    if msg_type == 0x0E:
        body = body[:16]  # TERMINATE_DRIVER: the validator denies anyway; keep the token short
    ring = cnc.to_driver()
    errors_before = cnc.counters_reader().get_counter_value(SystemCounterId.ERRORS)
    assert ring.write(msg_type, body)
    driver.invoker.invoke()
    assert ring.size() == 0, "the command was consumed"
    assert not driver.invoker.is_closed
    errors_after = cnc.counters_reader().get_counter_value(SystemCounterId.ERRORS)
    assert errors_after >= errors_before
    if len(body) < 16 and msg_type not in (0x0E,):
        assert errors_after == errors_before + 1, "a record too short for its header is MALFORMED_COMMAND"

    client = RawClient(cnc, driver.invoker.invoke)
    cid = client.add_publication("aeron:ipc", 77)
    assert client.await_correlated(ON_PUBLICATION_READY, cid).q(0) == cid


def test_string_length_past_the_record_is_malformed(garbage_driver: tuple[MediaDriver, CncFile]) -> None:
    driver, cnc = garbage_driver
    client = RawClient(cnc, lambda: driver.invoker.invoke() if driver.invoker else None)
    cid = client.next_id()
    client.send(0x01, struct.pack("<qqii", client.client_id, cid, 1, 1_000_000) + b"aeron:ipc")
    error = client.await_correlated(ON_ERROR, cid)
    assert error.i(8) == 7
    assert "too short" in error.string(12)
