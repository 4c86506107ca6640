"""A subscription added to an image that already has a subscriber starts where the slowest one is.

Aeron's PublicationImage.joinPosition is the rebuild position or, when lower, the position of the slowest
subscriber already on the image. A cluster relies on it: a follower's consensus module joins the leader's
log first, and its services (and its archive) subscribe to the same channel afterwards; they must see the
log from where the module stands, not only what arrives after they came. Before, our driver joined a new
subscriber at the rebuild position, so the later subscriber missed everything already received.
"""

from __future__ import annotations

from support.drivers import launched
from support.ports import free_udp_ports
from support.wait import wait_until

from aeronkit.client import Aeron, FragmentAssembler, Header
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.counter_types import CounterTypeId

STREAM = 1002
MESSAGES = 20
TIMEOUT_S = 30.0


def test_a_later_subscription_joins_at_the_slowest_subscribers_position() -> None:
    (port,) = free_udp_ports(1)
    channel = f"aeron:udp?endpoint=127.0.0.1:{port}"
    with (
        launched(threading_mode="SHARED") as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as aeron,
    ):
        first = aeron.add_subscription(channel, STREAM)
        publication = aeron.add_exclusive_publication(channel, STREAM)
        wait_until(lambda: publication.is_connected, TIMEOUT_S, "the first subscription to connect")
        messages = [bytes([i]) * (i + 1) for i in range(MESSAGES)]
        for message in messages:
            wait_until(lambda m=message: publication.offer(m) > 0, TIMEOUT_S, "the publication to take it")
        end = publication.position
        image = wait_until(
            lambda: first.image_by_session_id(publication.session_id), TIMEOUT_S, "the first image"
        )
        counters = aeron.counters_reader

        def rebuilt() -> int:
            counter_id = counters.find_by_type_id_and_registration_id(
                CounterTypeId.DRIVER_RECEIVER_POS, image.correlation_id
            )
            return -1 if counter_id < 0 else counters.get_counter_value(counter_id)

        wait_until(lambda: rebuilt() == end, TIMEOUT_S, "the receiver to rebuild every message")
        assert image.position == 0, "the first subscriber has consumed nothing"
        second = aeron.add_subscription(channel, STREAM)
        late = wait_until(
            lambda: second.image_by_session_id(publication.session_id),
            TIMEOUT_S,
            "the second subscription to get the image",
        )
        assert late.join_position == 0, "joined where the first subscriber stands, not at the newest byte"
        received: list[bytes] = []

        def on_message(buffer: memoryview, offset: int, length: int, header: Header) -> None:
            received.append(bytes(buffer[offset : offset + length]))

        assembler = FragmentAssembler(on_message)
        wait_until(
            lambda: late.position == end,
            TIMEOUT_S,
            "the late subscriber to read every message",
            work=lambda: late.poll(assembler, 10),
        )
        assert received == messages
        publication.close()
