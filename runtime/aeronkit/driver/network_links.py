"""Subscriptions to UDP channels as the conductor tracks them: network subscriptions and spies.

aeron-driver/src/main/java/io/aeron/driver/SubscriptionLink.java at 1.51.0 (NetworkSubscriptionLink,
SpySubscriptionLink). A network subscription matches the images that arrive on its receive endpoint; a spy
(``aeron-spy:aeron:udp?...``) matches the local network publications of the same channel and reads their
logs in place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aeronkit.driver.network_publication import NetworkPublication
from aeronkit.driver.publication_image import PublicationImage
from aeronkit.driver.subscription_link import AeronClient, Subscribable, SubscriptionLink

if TYPE_CHECKING:
    from aeronkit.driver.driver_conductor import DriverConductor
    from aeronkit.driver.media.udp_channel import UdpChannel
    from aeronkit.driver.publication_params import SubscriptionParams
    from aeronkit.driver.receive_channel_endpoint import ReceiveChannelEndpoint


class NetworkSubscriptionLink(SubscriptionLink):
    """A subscription to a UDP channel: matches images that arrive on its receive endpoint."""

    def __init__(
        self,
        registration_id: int,
        stream_id: int,
        channel: str,
        client: AeronClient,
        params: SubscriptionParams,
        *,
        endpoint: ReceiveChannelEndpoint,
        udp_channel: UdpChannel,
        is_reliable: bool,
    ) -> None:
        super().__init__(registration_id, stream_id, channel, client, params)
        self.endpoint = endpoint
        self.udp_channel = udp_channel
        self.is_reliable = is_reliable

    def on_time_event(self, now_ns: int, now_ms: int, conductor: DriverConductor) -> None:
        super().on_time_event(now_ns, now_ms, conductor)
        if self.reached_end_of_life:  # its client timed out: the receiver must drop the interest too
            conductor.network.remove_subscription(self)

    def matches(self, stream: Subscribable) -> bool:
        return (
            isinstance(stream, PublicationImage)
            and stream.endpoint is self.endpoint
            and super().matches(stream)
        )


class SpySubscriptionLink(SubscriptionLink):
    """``aeron-spy:aeron:udp?...``: reads local network publications on the same channel in place."""

    def __init__(
        self,
        registration_id: int,
        stream_id: int,
        channel: str,
        client: AeronClient,
        params: SubscriptionParams,
        *,
        udp_channel: UdpChannel,
    ) -> None:
        super().__init__(registration_id, stream_id, channel, client, params)
        self.udp_channel = udp_channel

    def matches(self, stream: Subscribable) -> bool:
        return (
            isinstance(stream, NetworkPublication)
            and stream.endpoint.udp_channel.canonical_form == self.udp_channel.canonical_form
            and super().matches(stream)
        )
