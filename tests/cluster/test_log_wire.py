"""The replicated log on the wire: the leader's MDC publication, followers' multi-destination subscriptions.

Three of our drivers in this process, one per member. The leader publishes with the channel Aeron 1.51.0's
ConsensusModuleAgent builds (manual control mode, control on its log host, port 0) and one destination per
follower's log endpoint; each follower joins as Election.addFollowerSubscription does (manual control,
the leader's session id, group, no rejoin, alias log-cm) with its log endpoint as the live destination. Both
followers must see the leader's bytes in order and, polling bounded by the commit position they were told,
must never pass it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import ExitStack

import pytest
from support.drivers import launched
from support.ports import free_udp_ports
from support.wait import wait_until

from aeronkit.client import Aeron, FragmentAssembler, Header, Image, Subscription
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.cluster.log_channels import (
    catchup_log_destination,
    destination_uri,
    follower_log_channel,
    is_log_mdc,
    leader_control_params,
    live_log_destination,
)
from aeronkit.counter_types import CounterTypeId

LOG_STREAM_ID = 100
LOG_CHANNEL = "aeron:udp?term-length=1m"
"""The leader's MDC publication is paced by its fastest receiver (max flow control, as Java's default), so a
follower that falls a whole term behind is overrun and loses its image, in Java as in ours: terms long enough
for the whole run (Java's default log term is 64 MiB) keep a briefly slower follower recoverable by NAK."""
DRIVER = {"threading_mode": "SHARED", "term_buffer_length": 64 * 1024, "counters_buffer_length": 1024 * 1024}
TIMEOUT_S = 60.0


def test_channels_are_the_ones_java_builds() -> None:
    assert is_log_mdc("aeron:udp?term-length=64m")
    assert not is_log_mdc("aeron:udp?endpoint=224.0.1.1:40456") and not is_log_mdc("aeron:ipc")
    assert leader_control_params("aeron:udp", "10.0.0.1:9004", True) == {
        "control-mode": "manual",
        "control": "10.0.0.1:0",
    }
    assert leader_control_params("aeron:udp", "10.0.0.1:9004", False) == {"control-mode": "manual"}
    assert leader_control_params("aeron:ipc", "10.0.0.1:9004", True) == {}
    assert destination_uri("aeron:udp?term-length=64m", "10.0.0.2:9004") == "aeron:udp?endpoint=10.0.0.2:9004"
    assert destination_uri("aeron:udp?interface=10.0.0.0/8", "h:1") == (
        "aeron:udp?endpoint=h:1|interface=10.0.0.0/8"
    )
    assert follower_log_channel("aeron:udp?term-length=64m|so-rcvbuf=2m|rcv-wnd=1m", -7, (3, 4)) == (
        "aeron:udp?tags=3,4|control-mode=manual|session-id=-7|group=true|rejoin=false|so-rcvbuf=2m|rcv-wnd=1m"
        "|alias=log-cm"
    )
    assert live_log_destination("aeron:udp", "h:4") == "aeron:udp?endpoint=h:4"
    assert live_log_destination("aeron:udp?endpoint=224.0.1.1:40456", "h:4") == (
        "aeron:udp?endpoint=224.0.1.1:40456"
    ), "a multicast log is joined as it is"
    assert catchup_log_destination("aeron:udp", "h:5") == "aeron:udp?endpoint=h:5"


class Node:
    def __init__(self, stack: ExitStack) -> None:
        self.driver = stack.enter_context(launched(**DRIVER))
        self.aeron = stack.enter_context(Aeron.connect(ClientContext(aeron_dir=str(self.driver.aeron_dir))))


@pytest.fixture
def nodes() -> Iterator[list[Node]]:
    with ExitStack() as stack:
        yield [Node(stack) for _ in range(3)]


class Follower:
    """A follower's log subscription and what it applied, bounded by the commit position."""

    def __init__(self, node: Node, log_endpoint: str, session_id: int) -> None:
        aeron = self._aeron = node.aeron
        tags = (aeron.next_correlation_id(), aeron.next_correlation_id())
        self.subscription: Subscription = aeron.add_subscription(
            follower_log_channel(LOG_CHANNEL, session_id, tags), LOG_STREAM_ID
        )
        self.subscription.add_destination(live_log_destination(LOG_CHANNEL, log_endpoint))
        self.session_id = session_id
        self.applied: list[bytes] = []
        self._assembler = FragmentAssembler(self._on_message)

    def _on_message(self, buffer: memoryview, offset: int, length: int, header: Header) -> None:
        self.applied.append(bytes(buffer[offset : offset + length]))

    @property
    def image(self) -> Image | None:
        return self.subscription.image_by_session_id(self.session_id)

    def received(self) -> int:
        """The receiver's high-water mark for the leader's image (what arrived, applied or not)."""
        image = self.image
        if image is None:
            return 0
        counters = self._aeron.counters_reader
        counter_id = counters.find_by_type_id_and_registration_id(
            CounterTypeId.DRIVER_RECEIVER_HWM, image.correlation_id
        )
        return 0 if counter_id < 0 else counters.get_counter_value(counter_id)

    def poll(self, commit_position: int) -> int:
        image = self.image
        return 0 if image is None else int(image.bounded_poll(self._assembler, commit_position, 10))


def test_followers_receive_the_leaders_mdc_log_up_to_the_commit_position(nodes: list[Node]) -> None:
    leader, *others = nodes
    leader_log, *follower_logs = (f"127.0.0.1:{port}" for port in free_udp_ports(3))
    params = {"alias": "log", **leader_control_params(LOG_CHANNEL, leader_log, True), "ssc": "false"}
    params.update({"init-term-id": "0", "term-id": "0", "term-offset": "0"})
    channel = LOG_CHANNEL + "|" + "|".join(f"{k}={v}" for k, v in params.items())
    publication = leader.aeron.add_exclusive_publication(channel, LOG_STREAM_ID)
    try:
        for endpoint in follower_logs:
            publication.add_destination(destination_uri(LOG_CHANNEL, endpoint))
        followers = [
            Follower(node, endpoint, publication.session_id)
            for node, endpoint in zip(others, follower_logs, strict=True)
        ]
        wait_until(
            lambda: all(f.image is not None for f in followers) and publication.is_connected,
            TIMEOUT_S,
            "both followers to join the leader's log",
        )
        rng = random.Random(13)
        messages = [rng.randbytes(rng.choice((8, 200, 1500, 3000))) for _ in range(300)]
        # Ten messages fit in a receiver window (128 KiB) even if all are 3000 B, so they all arrive while
        # the followers apply only the six the commit position covers.
        positions = []
        for message in messages[:10]:
            wait_until(lambda m=message: publication.offer(m) > 0, TIMEOUT_S, "the leader to append")
            positions.append(publication.position)
        commit_position = positions[5]
        wait_until(
            lambda: all(f.received() == positions[-1] for f in followers),
            TIMEOUT_S,
            "both followers to receive ten messages, four of them past the commit position",
            work=lambda: sum(f.poll(commit_position) for f in followers),
        )
        for follower in followers:
            while follower.poll(commit_position):
                pass  # drain what the bound allows: the poll stops at the commit position, never past it
            assert follower.applied == messages[:6], "nothing past the commit position is applied"
            image = follower.image
            assert image is not None and image.position == commit_position
        sent = 10

        def leader_and_followers() -> int:
            """A leader that commits what a quorum (itself and the furthest follower) has, and followers that
            apply what is committed."""
            nonlocal sent
            work = 0
            if sent < len(messages) and publication.offer(messages[sent]) > 0:
                sent += 1
                work += 1
            committed = max(f.received() for f in followers)
            return work + sum(f.poll(committed) for f in followers)

        wait_until(
            lambda: all(len(f.applied) == len(messages) for f in followers),
            TIMEOUT_S,
            "both followers to apply all 300 messages",
            work=leader_and_followers,
            detail=lambda: [(len(f.applied), f.received(), publication.position) for f in followers],
        )
        for follower in followers:
            assert follower.applied == messages
    finally:
        publication.close()
