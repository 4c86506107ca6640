"""Injected loss, duplication and reordering on both sides of one driver; every datagram takes the C path.

One embedded driver (SHARED) carries a stream from our publication to our subscription on 127.0.0.1. The
channel's alias selects per-channel debug loss settings (aeronkit.driver.ext.loss_generators) for
``send.data`` (the sender drops, duplicates and reorders data on the way out) and ``receive.data`` (the
receiver does the same to what arrives). The receiving interceptor is a filter over each received batch:
what it lets through goes into the image by the same native insert as with no interceptor
(aeronkit_udp_dispatch_data), only held-back and duplicated datagrams are copied. The stream must arrive
whole and in order, recovered by NAKs and retransmits, and the interceptors must really have dropped,
duplicated and reordered.
"""

from __future__ import annotations

import contextlib
import struct
from collections.abc import Iterator

from support.wait import wait_until
from udp_harness import free_udp_port

from aeronkit.client import Aeron
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.driver import Context, MediaDriver
from aeronkit.driver import udp_frames as f
from aeronkit.driver.ext.loss_generators import (
    DebugChannelEndpointConfiguration,
    DebugFrameInterceptor,
    LossSettings,
)
from aeronkit.driver.system_counters import SystemCounterId

STREAM = 1001
MESSAGES = 3000
DATA_TYPES = (f.HDR_TYPE_DATA, f.HDR_TYPE_PAD)


def _message(i: int) -> bytes:
    return struct.pack("<q", i) + bytes((i + k) & 0xFF for k in range(8, 8 + i % 300))


@contextlib.contextmanager
def _driver_and_client(loss: DebugChannelEndpointConfiguration) -> Iterator[tuple[MediaDriver, Aeron]]:
    """An embedded SHARED driver with ``loss`` as its debug loss configuration, and a client of it."""
    ctx = Context(threading_mode="SHARED", counters_buffer_length=1024 * 1024, term_buffer_length=64 * 1024,
                  loss_configuration=loss)
    with MediaDriver.launch_embedded(ctx) as driver, \
            Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as aeron:
        yield driver, aeron


def test_a_stream_through_lossy_duplicating_reordering_interceptors_arrives_whole() -> None:
    receiving = LossSettings(rate=0.05, seed=11, duplicate_rate=0.05, reorder_rate=0.05, reorder_depth=3,
                             frame_types=DATA_TYPES)
    sending = LossSettings(rate=0.03, seed=12, duplicate_rate=0.03, reorder_rate=0.03, reorder_depth=2,
                           frame_types=DATA_TYPES)
    per_channel = {"lossy": {"receive.data": receiving, "send.data": sending}}
    loss = DebugChannelEndpointConfiguration(per_channel=per_channel)
    channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k|alias=lossy"
    with _driver_and_client(loss) as (driver, aeron):
        subscription = aeron.add_subscription(channel, STREAM)
        publication = aeron.add_publication(channel, STREAM)
        wait_until(lambda: publication.is_connected, 30, "the lossy stream to connect")
        received: list[int] = []
        sent = 0

        def on_fragment(buffer: memoryview, offset: int, length: int, header: object) -> None:
            message = bytes(buffer[offset:offset + length])
            assert message == _message(len(received)), f"message {len(received)} damaged or out of order"
            received.append(len(received))

        def step() -> bool:
            nonlocal sent
            if sent < MESSAGES and publication.offer(_message(sent)) > 0:
                sent += 1
            subscription.poll(on_fragment, 100)
            return len(received) == MESSAGES

        wait_until(step, 120, "every message through the lossy channel", poll_s=0)

        network = driver.conductor.network
        receive_side = next(iter(network.receive_endpoints.values())).interceptor
        send_side = next(iter(network.send_endpoints.values())).send_interceptor
        for side in (receive_side, send_side):
            assert side is not None
            assert side.dropped > 0 and side.duplicated > 0 and side.reordered > 0, vars(side)
        counters = driver.system_counters
        assert counters[SystemCounterId.NAK_MESSAGES_SENT].get() > 0
        assert counters[SystemCounterId.RETRANSMITS_SENT].get() > 0


class _Destinations:
    """A LossGenerator that drops nothing and keeps every destination it is asked about."""

    def __init__(self) -> None:
        self.seen: set[tuple[str, int]] = set()

    def should_drop_frame(self, address: tuple[str, int], frame: memoryview | bytes, length: int) -> bool:
        self.seen.add(address)
        return False


class _Watching(DebugChannelEndpointConfiguration):
    def __init__(self) -> None:
        super().__init__()
        self.destinations = _Destinations()

    def interceptor(self, kind: str, alias: str | None, canonical_form: str) -> DebugFrameInterceptor | None:
        return DebugFrameInterceptor(self.destinations) if kind == "send.data" else None


def test_a_unicast_publications_send_interceptor_is_told_the_address_it_sends_to() -> None:
    """A connected (unicast) endpoint has no per-datagram address; its interceptor is given the endpoint's
    connect address, as Aeron's DebugSendChannelEndpoint gives its loss generator, so a filter can tell
    where a datagram goes (the whole-cluster simulation's one-way links depend on it)."""
    watching = _Watching()
    port = free_udp_port()
    channel = f"aeron:udp?endpoint=127.0.0.1:{port}|term-length=64k"
    with _driver_and_client(watching) as (_, aeron):
        subscription = aeron.add_subscription(channel, STREAM)
        publication = aeron.add_publication(channel, STREAM)
        wait_until(lambda: publication.is_connected and publication.offer(b"where to") > 0, 30, "an offer")
        wait_until(lambda: subscription.poll(lambda *_: None, 10) > 0, 30, "the message through")
    assert watching.destinations.seen == {("127.0.0.1", port)}
