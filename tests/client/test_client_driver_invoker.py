"""A client on the thread that steps an embedded driver (Aeron.Context.driverAgentInvoker).

With the driver in INVOKER mode nobody else steps it, so a synchronous call that waits for the driver's
answer can only be answered if the waiting client steps the driver itself -- what the cluster node's one
shared duty cycle relies on (runtime/aeronkit/cluster/node.py). Without the setting the same call waits
for an answer no thread will produce and fails with a driver timeout.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from aeronkit.client import Aeron
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.driver import Context, MediaDriver
from aeronkit.errors import DriverTimeoutError


@pytest.fixture
def invoked_driver(tmp_path: Path) -> Iterator[MediaDriver]:
    with MediaDriver.launch(Context(aeron_dir=str(tmp_path / "driver"), threading_mode="INVOKER")) as driver:
        yield driver


def test_waiting_calls_step_the_driver_they_wait_for(invoked_driver: MediaDriver) -> None:
    driver = invoked_driver
    assert driver.invoker is not None
    ctx = ClientContext(aeron_dir=str(driver.aeron_dir), use_conductor_agent_invoker=True,
                        driver_agent_invoker=driver.invoker)
    with Aeron.connect(ctx) as aeron:
        assert aeron.conductor_agent_invoker is not None
        subscription = aeron.add_subscription("aeron:ipc", 7)
        publication = aeron.add_publication("aeron:ipc", 7)
        received: list[bytes] = []
        for _ in range(1000):
            driver.invoker.invoke()
            aeron.conductor_agent_invoker.invoke()
            if publication.offer(b"on one thread") > 0:
                break
        for _ in range(1000):
            if subscription.poll(lambda buf, off, ln, hdr: received.append(bytes(buf[off:off + ln])), 10):
                break
        assert received == [b"on one thread"]


def test_without_it_a_waiting_call_times_out(invoked_driver: MediaDriver) -> None:
    ctx = ClientContext(aeron_dir=str(invoked_driver.aeron_dir), use_conductor_agent_invoker=True,
                        driver_timeout_ms=300)
    with Aeron.connect(ctx) as aeron, pytest.raises(DriverTimeoutError, match="no response from MediaDriver"):
        aeron.add_subscription("aeron:ipc", 7)
