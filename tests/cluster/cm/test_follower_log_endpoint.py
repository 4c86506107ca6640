"""A follower leaving its log subscription frees the ports its destinations bound, even while a service still
subscribes to the log (ConsensusModuleAgent.prepareForNewLeadership removes the destinations first).

The follower's log subscription is a tagged multi-destination channel; the services join the log on the same
channel, so they share its receive endpoint -- and the endpoint keeps every destination's socket bound until
the last subscription leaves it. The services leave only on the next JoinLog, which comes after the consensus
module has joined the log again on the same live and catch-up ports. Found with a Java leader: a follower
whose election restarted during catch-up failed "Address already in use" on its live log port on every
cycle after.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from support.ports import free_udp_port
from support.wait import wait_until

from aeronkit.client import Aeron
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.cluster.consensus_module_agent import ConsensusModuleAgent
from aeronkit.cluster.log_channels import catchup_log_destination, follower_log_channel, live_log_destination
from aeronkit.constants import NULL_VALUE
from aeronkit.driver import Context, MediaDriver
from aeronkit.errors import AeronError

LOG_CHANNEL = "aeron:udp?term-length=64k"
STREAM_ID = 100


@pytest.fixture
def aeron(tmp_path: Path) -> Iterator[Aeron]:
    with (
        MediaDriver.launch_embedded(
            Context(aeron_dir=str(tmp_path / "driver"), threading_mode="SHARED")) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as client,
    ):
        yield client


def _following(aeron: Aeron, live: str, catchup: str) -> ConsensusModuleAgent:
    """A consensus module holding only what a following member holds of its log subscription."""
    agent = ConsensusModuleAgent.__new__(ConsensusModuleAgent)
    agent.aeron = aeron
    channel = follower_log_channel(LOG_CHANNEL, 7, (aeron.next_correlation_id(), aeron.next_correlation_id()))
    subscription = aeron.add_subscription(channel, STREAM_ID)
    subscription.add_destination(catchup)
    subscription.add_destination(live)
    agent._follower_subscription = subscription
    agent._follower_subscription_id = subscription.registration_id
    agent._catchup_log_destination = catchup
    agent._live_log_destination = live
    agent._follower_image = agent._follower_join = agent._follower_join_request = None
    agent._follower_join_services = None
    return agent


def test_leaving_the_log_frees_the_destination_ports_while_a_service_still_subscribes(aeron: Aeron) -> None:
    live = live_log_destination(LOG_CHANNEL, f"127.0.0.1:{free_udp_port()}")
    catchup = catchup_log_destination(LOG_CHANNEL, f"127.0.0.1:{free_udp_port()}")
    agent = _following(aeron, live, catchup)
    service = aeron.add_subscription(agent._follower_subscription.channel, STREAM_ID)  # the service's
    agent._remove_follower_log_subscription()
    assert agent._follower_subscription_id == NULL_VALUE
    tags = (aeron.next_correlation_id(), aeron.next_correlation_id())
    again = aeron.add_subscription(follower_log_channel(LOG_CHANNEL, 7, tags), STREAM_ID)

    def rebound(destination: str) -> bool:
        try:
            again.add_destination(destination)
        except AeronError as refused:
            assert "Address already in use" in str(refused), refused
            return False
        return True

    for destination in (live, catchup):
        wait_until(lambda d=destination: rebound(d), 10, f"{destination} free to bind again")  # type: ignore[misc]
    assert not service.is_closed
    again.close()
    service.close()
