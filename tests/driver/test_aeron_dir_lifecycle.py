"""The aeron directory: layout, refusing a live driver, replacing a stale one, embedded names, cleanup."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from driver_harness import SMALL_BUFFERS

from aeronkit.clock import ManualClock
from aeronkit.cnc import CncFile
from aeronkit.driver import ActiveDriverError, Context, MediaDriver
from aeronkit.driver.aeron_dir import default_dir_base


def _ctx(directory: Path, clock: ManualClock | None = None, **extra: object) -> Context:
    if clock is not None:
        extra.update(nano_clock=clock, epoch_clock=clock)
    return Context(aeron_dir=str(directory), threading_mode="INVOKER", **SMALL_BUFFERS, **extra)


def test_fresh_dir_layout_and_cnc_header(tmp_path: Path) -> None:
    clock = ManualClock(epoch_offset_ms=1_800_000_000_000)
    with MediaDriver.launch(_ctx(tmp_path / "a", clock)) as driver:
        assert sorted(os.listdir(driver.aeron_dir)) == [
            "cnc.dat",
            "images",
            "loss-report.dat",
            "publications",
        ]
        with CncFile.map(driver.aeron_dir, writable=True) as cnc:
            assert cnc.semantic_version == "0.2.0"
            assert cnc.pid == os.getpid()
            assert cnc.start_timestamp_ms == clock.time_ms()
            assert cnc.driver_heartbeat_ms() == clock.time_ms()
            assert cnc.client_liveness_timeout_ns == 10_000_000_000
            assert cnc.file_page_size == 4096
            assert cnc.to_driver().next_correlation_id() == 1, "id 0 is burnt at start, like Aeron"


def test_heartbeat_is_refreshed_by_the_conductor_timer(tmp_path: Path) -> None:
    clock = ManualClock()
    with MediaDriver.launch(_ctx(tmp_path / "a", clock)) as driver, CncFile.map(driver.aeron_dir) as cnc:
        start = cnc.driver_heartbeat_ms()
        clock.advance_ms(1500)
        assert driver.invoker is not None
        driver.invoker.invoke()
        assert cnc.driver_heartbeat_ms() == start + 1500


def test_a_live_driver_dir_is_refused_and_left_alone(tmp_path: Path) -> None:
    with MediaDriver.launch(_ctx(tmp_path / "a")) as first:
        with pytest.raises(ActiveDriverError, match="Active media driver detected"):
            MediaDriver.launch(_ctx(tmp_path / "a"))
        with CncFile.map(first.aeron_dir) as cnc:
            assert cnc.is_driver_active()


def test_a_stale_dir_is_replaced(tmp_path: Path) -> None:
    clock = ManualClock(epoch_offset_ms=1_700_000_000_000)
    with MediaDriver.launch(_ctx(tmp_path / "a", clock)):
        pass
    (tmp_path / "a" / "leftover.txt").write_text("old")
    stale = _ctx(tmp_path / "a")
    with MediaDriver.launch(stale) as driver:
        assert not (driver.aeron_dir / "leftover.txt").exists()


def test_delete_on_start_skips_the_liveness_check(tmp_path: Path) -> None:
    with MediaDriver.launch(_ctx(tmp_path / "a")) as first:
        with MediaDriver.launch(_ctx(tmp_path / "b", dir_delete_on_start=True)):
            pass
        assert first.cnc_path.exists()


def test_embedded_uses_a_unique_dir_and_deletes_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("AERON_DIR", raising=False)
    with (
        MediaDriver.launch_embedded(Context(threading_mode="INVOKER", **SMALL_BUFFERS)) as one,
        MediaDriver.launch_embedded(Context(threading_mode="INVOKER", **SMALL_BUFFERS)) as two,
    ):
        assert one.aeron_dir != two.aeron_dir
        assert str(one.aeron_dir).startswith(default_dir_base() + "-")
        assert one.cnc_path.exists()
    assert not one.aeron_dir.exists()
    assert not two.aeron_dir.exists()


def test_delete_on_shutdown(tmp_path: Path) -> None:
    with MediaDriver.launch(_ctx(tmp_path / "a", dir_delete_on_shutdown=True)) as driver:
        assert driver.cnc_path.exists()
    assert not (tmp_path / "a").exists()
