"""The UDP half in every threaded mode, spies, channel parameters and the errors that name a setting.

An embedded driver carries a stream from our publication to our subscription over 127.0.0.1 in SHARED,
SHARED_NETWORK (sender and receiver share a thread) and DEDICATED (three threads) modes; an ``aeron-spy:``
subscription reads a network publication's log in place; socket-buffer and channel mistakes are refused
with messages that name the property or channel parameter to change.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator

import pytest
from support.drivers import launched
from support.wait import wait_until
from udp_harness import free_udp_port

from aeronkit.client import Aeron
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.driver import Context, MediaDriver
from aeronkit.driver.system_counters import SystemCounterId
from aeronkit.errors import AeronError, ConfigurationError

SMALL = {"counters_buffer_length": 1024 * 1024, "term_buffer_length": 64 * 1024}


def _exchange(aeron: Aeron, channel: str, count: int, spy: bool = False) -> list[int]:
    """Send ``count`` numbered messages and return the numbers received (by a spy if asked)."""
    subscription = aeron.add_subscription(("aeron-spy:" + channel) if spy else channel, 1001)
    publication = aeron.add_publication(channel, 1001)
    if spy:
        receiver = aeron.add_subscription(channel, 1001)  # a real receiver so the publication connects
        wait_until(lambda: receiver.image_count == 1, 10, "the network image")
    wait_until(lambda: publication.is_connected and subscription.image_count == 1, 10, "connection")
    received: list[int] = []
    sent = 0

    def step() -> bool:
        nonlocal sent
        if sent < count and publication.offer(struct.pack("<q", sent) + bytes(sent % 300)) > 0:
            sent += 1
        subscription.poll(lambda b, o, n, h: received.append(struct.unpack_from("<q", b, o)[0]), 100)
        if spy:
            receiver.poll(lambda *_: None, 100)
        return len(received) >= count

    wait_until(step, 30, f"{count} messages", poll_s=0)
    return received


@pytest.fixture(params=["SHARED", "SHARED_NETWORK", "DEDICATED"])
def driver(request: pytest.FixtureRequest) -> Iterator[MediaDriver]:
    with launched(threading_mode=request.param, **SMALL) as handle:
        yield handle.driver


def test_stream_flows_in_every_threaded_mode(driver: MediaDriver) -> None:
    with Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as aeron:
        channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k|mtu=4096"
        assert _exchange(aeron, channel, 3000) == list(range(3000))
    counters = driver.system_counters
    assert counters[SystemCounterId.BYTES_SENT].get() > 3000 * 40
    assert counters[SystemCounterId.STATUS_MESSAGES_RECEIVED].get() > 0
    assert counters[SystemCounterId.ERRORS].get() == 0


def test_spy_reads_a_network_publication_in_place() -> None:
    with (
        launched(threading_mode="SHARED", **SMALL) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as aeron,
    ):
        channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k"
        assert _exchange(aeron, channel, 500, spy=True) == list(range(500))


def test_socket_buffer_validation_names_the_setting() -> None:
    with pytest.raises(ConfigurationError, match=r"aeron\.socket\.so_sndbuf"):
        MediaDriver.launch_embedded(Context(mtu_length=8192, socket_sndbuf_length=4096, **SMALL))
    with pytest.raises(ConfigurationError, match=r"aeron\.socket\.so_rcvbuf"):
        MediaDriver.launch_embedded(
            Context(initial_window_length=256 * 1024, socket_rcvbuf_length=4096, **SMALL)
        )


@pytest.mark.driver_errors("so-sndbuf", "so-rcvbuf", "fc=min", "dynamic control mode", "term_length=1000")
def test_channel_mistakes_are_refused_with_the_parameter_named() -> None:
    with (
        launched(threading_mode="SHARED", **SMALL) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as aeron,
    ):
        port = free_udp_port()
        cases = [
            (f"aeron:udp?endpoint=127.0.0.1:{port}|mtu=8192|so-sndbuf=4096", "so-sndbuf", True),
            (f"aeron:udp?endpoint=127.0.0.1:{port}|rcv-wnd=65536|so-rcvbuf=4096", "so-rcvbuf", False),
            (f"aeron:udp?endpoint=127.0.0.1:{port}|fc=min", "fc=min", True),
            (f"aeron:udp?control-mode=dynamic|endpoint=127.0.0.1:{port}", "dynamic control mode", True),
            (f"aeron:udp?endpoint=127.0.0.1:{port}|term-length=1000", "term_length=1000", True),
        ]
        for channel, text, is_publication in cases:
            with pytest.raises(AeronError, match=text):
                if is_publication:
                    aeron.add_publication(channel, 1001)
                else:
                    aeron.add_subscription(channel, 1001)


def test_closed_publication_ends_the_stream_and_a_unicast_eos_ends_its_linger_early() -> None:
    """EOS heartbeat -> image end of stream -> EOS SM -> the sender frees the log before its linger."""
    with (
        launched(threading_mode="SHARED", timer_interval_ns=100_000_000, **SMALL) as handle,
        Aeron.connect(ClientContext(aeron_dir=str(handle.aeron_dir))) as aeron,
    ):
        driver = handle.driver
        channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k|linger=30s"
        gone: list[object] = []
        subscription = aeron.add_subscription(channel, 1001, None, gone.append)
        publication = aeron.add_publication(channel, 1001)
        wait_until(lambda: publication.is_connected and subscription.image_count == 1, 10, "connection")
        image = subscription.images[0]
        for _ in range(50):
            wait_until(lambda: publication.offer(b"m" * 100) > 0, 5, "offer")
        end = publication.position
        publication.close()
        wait_until(lambda: (subscription.poll(lambda *_: None, 10), bool(gone))[1], 10,
                   "ON_UNAVAILABLE_IMAGE")
        assert image.position == end and image.is_end_of_stream
        logs = driver.aeron_dir / "publications"
        wait_until(lambda: not any(logs.iterdir()), 10, "the log freed long before the 30 s linger")
