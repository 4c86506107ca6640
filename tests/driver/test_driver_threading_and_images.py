"""Threading modes with real threads, and IPC image lifecycles: untethered subscribers, rejected images."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from driver_harness import (
    ON_AVAILABLE_IMAGE,
    ON_OPERATION_SUCCESS,
    ON_PUBLICATION_ERROR,
    ON_PUBLICATION_READY,
    ON_SUBSCRIPTION_READY,
    ON_UNAVAILABLE_IMAGE,
    SMALL_BUFFERS,
    RawClient,
    SteppedDriver,
)
from support.wait import wait_until

from aeronkit.clock import ManualClock
from aeronkit.cnc import CncFile
from aeronkit.driver import Context, MediaDriver
from aeronkit.driver.system_counters import SystemCounterId

WAIT_S = 30.0  # a driver on its own threads, on a loaded 2-core machine


@pytest.mark.parametrize("mode", ["SHARED", "DEDICATED", "SHARED_NETWORK"])
def test_threaded_modes_answer_commands(tmp_path: Path, mode: str) -> None:
    ctx = Context(
        aeron_dir=str(tmp_path / mode),
        threading_mode=mode,
        shared_idle_strategy="backoff",
        conductor_idle_strategy="backoff",
        **SMALL_BUFFERS,
    )
    with MediaDriver.launch(ctx) as driver, CncFile.map(driver.aeron_dir, writable=True) as cnc:
        assert driver.invoker is None
        client = RawClient(cnc, lambda: None)  # the driver runs itself; wait_until paces the polls
        cid = client.add_publication("aeron:ipc", 5)
        ready = client.await_message(ON_PUBLICATION_READY, lambda m: m.q(0) == cid, timeout_s=WAIT_S)
        assert ready.q(8) == cid
        sub = client.add_subscription("aeron:ipc", 5)
        client.await_message(ON_SUBSCRIPTION_READY, lambda m: m.q(0) == sub, timeout_s=WAIT_S)
        image = client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == sub, timeout_s=WAIT_S)
        assert image.q(0) == cid
        label = cnc.counters_reader().get_counter_label(SystemCounterId.CONDUCTOR_MAX_CYCLE_TIME)
        assert label.endswith(f": {mode}")


def _untethered_driver(tmp_path: Path) -> tuple[MediaDriver, ManualClock]:
    clock = ManualClock(start_ns=1_000_000_000)
    ctx = Context(
        aeron_dir=str(tmp_path / "u"),
        threading_mode="INVOKER",
        nano_clock=clock,
        epoch_clock=clock,
        untethered_window_limit_timeout_ns=2_000_000_000,
        untethered_resting_timeout_ns=3_000_000_000,
        image_liveness_timeout_ns=2_000_000_000,
        **SMALL_BUFFERS,
    )
    return MediaDriver.launch(ctx), clock


def test_untethered_subscriber_left_behind_goes_unavailable_rests_then_rejoins(tmp_path: Path) -> None:
    driver, clock = _untethered_driver(tmp_path)
    with driver, CncFile.map(driver.aeron_dir, writable=True) as cnc:
        stepped = SteppedDriver(driver, clock, cnc)
        client = stepped.client()
        pub = client.add_publication("aeron:ipc", 3)
        client.await_message(ON_PUBLICATION_READY, lambda m: m.q(0) == pub)
        fast = client.add_subscription("aeron:ipc", 3)
        fast_pos = client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == fast).i(24)
        slow = client.add_subscription("aeron:ipc?tether=false", 3)
        slow_pos = client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == slow).i(24)
        stepped.set_counter(fast_pos, 40_000)
        stepped.step(2)
        for _ in range(3):
            stepped.advance_ms(1000, keep_alive=(client,))
        gone = client.await_message(ON_UNAVAILABLE_IMAGE, lambda m: m.q(8) == slow)
        assert gone.q(0) == pub
        for _ in range(3):  # linger (= window limit timeout), then rest
            stepped.advance_ms(1000, keep_alive=(client,))
        limit = stepped.counters()[cnc.counters_reader().find_by_type_id_and_registration_id(1, pub)][1]
        assert limit == 40_000 + 32 * 1024, (
            "a resting untethered subscriber no longer holds the publisher back"
        )
        for _ in range(4):
            stepped.advance_ms(1000, keep_alive=(client,))
        back = client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == slow)
        assert back.i(24) == slow_pos
        assert stepped.counters()[slow_pos][1] == 40_000, "rejoins at the join position"


def test_rejected_ipc_image_is_unlinked_then_relinked_after_cool_down(tmp_path: Path) -> None:
    driver, clock = _untethered_driver(tmp_path)
    with driver, CncFile.map(driver.aeron_dir, writable=True) as cnc:
        stepped = SteppedDriver(driver, clock, cnc)
        client = stepped.client()
        pub = client.add_publication("aeron:ipc", 4)
        client.await_message(ON_PUBLICATION_READY, lambda m: m.q(0) == pub)
        sub = client.add_subscription("aeron:ipc", 4)
        client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == sub)
        cid = client.next_id()
        reason = b"not wanted"
        client.send(0x10, struct.pack("<qqqqi", client.client_id, cid, pub, 0, len(reason)) + reason)
        client.await_message(ON_OPERATION_SUCCESS, lambda m: m.q(0) == cid)
        error = client.await_message(ON_PUBLICATION_ERROR, lambda m: m.q(0) == pub)
        assert error.i(60) == 13
        assert error.string(64) == "not wanted"
        client.await_message(ON_UNAVAILABLE_IMAGE, lambda m: m.q(8) == sub)
        assert stepped.counters()[SystemCounterId.IMAGES_REJECTED][1] == 1
        for _ in range(4):
            stepped.advance_ms(1000, keep_alive=(client,))
        client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == sub)


class _FakeNetworkAgent:
    """Stands in for the Sender or Receiver: records which thread ran it."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.threads: set[str] = set()
        self.closed = False

    def role_name(self) -> str:
        return self.name

    def on_start(self) -> None:
        return None

    def do_work(self) -> int:
        import threading

        self.threads.add(threading.current_thread().name)
        return 0

    def on_close(self) -> None:
        self.closed = True


@pytest.mark.parametrize(
    ("mode", "runners"), [("SHARED", 1), ("SHARED_NETWORK", 2), ("DEDICATED", 3), ("INVOKER", 0)]
)
def test_network_agents_get_threads_per_mode(tmp_path: Path, mode: str, runners: int) -> None:
    sender, receiver = _FakeNetworkAgent("sender"), _FakeNetworkAgent("receiver")

    class WithNetwork(MediaDriver):
        def _start_agents(self, conductor, network):  # type: ignore[no-untyped-def]
            super()._start_agents(
                conductor, [(sender, "sender_idle_strategy"), (receiver, "receiver_idle_strategy")]
            )

    ctx = Context(aeron_dir=str(tmp_path / mode), threading_mode=mode, **SMALL_BUFFERS)
    with WithNetwork(ctx) as driver:
        assert len(driver._runners) == runners
        if driver.invoker is not None:
            driver.invoker.invoke()
        wait_until(lambda: sender.threads and receiver.threads, WAIT_S,
                   "both network agents to run on a thread")
        shared = sender.threads == receiver.threads
        assert shared is (mode in ("SHARED", "SHARED_NETWORK", "INVOKER"))
    assert sender.closed and receiver.closed
