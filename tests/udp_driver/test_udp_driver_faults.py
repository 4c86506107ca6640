"""Faults between two real drivers on 127.0.0.1: a publisher or a subscriber side killed with SIGKILL.

The killed side is an ``aeronkit driver`` subprocess with an ``aeronkit pub``/``sub`` client; the surviving
side is an embedded driver (SHARED, backoff) with our client in this process, configured with short
timeouts (image liveness 3 s, publication connection 1 s) so the test waits on conditions, not on sleeps.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.drivers import DriverHandle, launch_driver, launched
from support.processes import Child
from support.wait import wait_until
from udp_harness import aeronkit_cli, free_udp_port, running

from aeronkit.client import Aeron
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.client.image import Image
from aeronkit.driver import MediaDriver

NOT_CONNECTED = -1

SHORT = {
    "threading_mode": "SHARED",
    "image_liveness_timeout_ns": 3_000_000_000,
    "publication_connection_timeout_ns": 1_000_000_000,
    "term_buffer_length": 64 * 1024,
    "counters_buffer_length": 1024 * 1024,
}


@pytest.fixture
def embedded() -> Iterator[tuple[MediaDriver, Aeron]]:
    with launched(**SHORT) as handle, Aeron.connect(ClientContext(aeron_dir=str(handle.aeron_dir))) as aeron:
        yield handle.driver, aeron


def _start_publisher(tmp: Path, channel: str) -> tuple[DriverHandle, Child]:
    driver = launch_driver(process=True, aeron_dir=tmp)
    pub = Child(aeronkit_cli("pub", tmp, channel, 1001, 10_000_000, "--length", "64"))
    return driver, pub


def test_killed_publisher_image_goes_unavailable_and_a_restarted_one_gives_a_new_image(
    embedded: tuple[MediaDriver, Aeron], tmp_path: Path
) -> None:
    _, aeron = embedded
    channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}"
    available: list[Image] = []
    unavailable: list[Image] = []
    subscription = aeron.add_subscription(channel, 1001, available.append, unavailable.append)
    received: list[int] = []

    def poll() -> None:
        subscription.poll(lambda buffer, offset, length, header: received.append(length), 100)

    driver, pub = _start_publisher(tmp_path / "first", channel)
    with running(driver, pub):
        wait_until(lambda: (poll(), len(received) > 100)[1], 60, "messages from the first publisher")
        assert available
        pub.stop(signal.SIGKILL)
        driver.kill()
    first = {image.correlation_id for image in available}
    wait_until(lambda: (poll(), len(unavailable) == len(available))[1], 20,
               "ON_UNAVAILABLE_IMAGE after the image liveness timeout")
    assert {image.correlation_id for image in unavailable} == first
    assert subscription.image_count == 0
    driver, pub = _start_publisher(tmp_path / "second", channel)
    with running(driver, pub):
        wait_until(lambda: (poll(), len(available) > len(first))[1], 60, "a new image after the restart")
        assert available[-1].correlation_id not in first
        count = len(received)
        wait_until(lambda: (poll(), len(received) > count + 100)[1], 60, "messages from the new image")


def test_killed_subscriber_leaves_the_publication_not_connected_after_the_timeout(
    embedded: tuple[MediaDriver, Aeron], tmp_path: Path
) -> None:
    _, aeron = embedded
    channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}"
    publication = aeron.add_publication(channel, 1001)
    assert not publication.is_connected
    driver = launch_driver(process=True, aeron_dir=tmp_path / "sub")
    sub = Child(aeronkit_cli("sub", tmp_path / "sub", channel, 1001, 10_000_000))
    with running(driver, sub):
        wait_until(lambda: publication.is_connected, 60, "the remote subscriber")
        sub.stop(signal.SIGKILL)
        driver.kill()
    wait_until(lambda: not publication.is_connected, 15, "not connected after the connection timeout")
    # the conductor pins pub-lmt to the sender position on its next cycle: offers then fail
    assert wait_until(lambda: publication.offer(b"x" * 16) == NOT_CONNECTED, 5, "NOT_CONNECTED from offer")
