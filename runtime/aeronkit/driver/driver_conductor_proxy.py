"""The Receiver's and Sender's handle on the conductor: a SETUP asks for an image, response channels connect.

aeron-driver/src/main/java/io/aeron/driver/DriverConductorProxy.java at 1.51.0 (createPublicationImage,
responseSetup, responseConnected, onPublicationError).
The command goes on the conductor's bounded queue (aeronkit.concurrent.command_queue, failed offers counted
in "Failed offers to DriverConductorProxy"); the conductor drains it as its own duty. Aeron's conductor queue
is unbounded (ManyToOneConcurrentLinkedQueue); ours is bounded like the other two, so a flood of SETUPs holds
the receiver back instead of growing memory.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aeronkit.concurrent.command_queue import CommandProxy, FailCounter

if TYPE_CHECKING:
    from aeronkit.driver.driver_conductor import DriverConductor
    from aeronkit.driver.media.batch_io import Address
    from aeronkit.driver.receive_channel_endpoint import ReceiveChannelEndpoint
    from aeronkit.driver.udp_frames import ErrorFrame


class DriverConductorProxy(CommandProxy):
    __slots__ = ("_conductor",)

    def __init__(self, conductor: DriverConductor, fail_count: FailCounter, *, same_thread: bool) -> None:
        super().__init__(conductor.commands, fail_count, same_thread=same_thread)
        self._conductor = conductor

    def create_publication_image(
        self,
        endpoint: ReceiveChannelEndpoint,
        transport_index: int,
        session_id: int,
        stream_id: int,
        initial_term_id: int,
        active_term_id: int,
        term_offset: int,
        term_length: int,
        mtu: int,
        flags: int,
        source: Address,
        control_address: Address,
    ) -> None:
        network = self._conductor.network
        self._offer(lambda: network.on_create_publication_image(
            endpoint, transport_index, session_id, stream_id, initial_term_id, active_term_id, term_offset,
            term_length, mtu, flags, source, control_address))

    def response_setup(self, response_correlation_id: int, response_session_id: int) -> None:
        """Sender: an RSP_SETUP for a publication whose answers go to the subscription
        ``response_correlation_id`` names the session they come from."""
        network = self._conductor.network
        self._offer(lambda: network.on_response_setup(response_correlation_id, response_session_id))

    def response_connected(self, response_correlation_id: int) -> None:
        """Sender: a publication heard its first receiver; if it answers an image (a response publication),
        that image stops sending RSP_SETUP."""
        network = self._conductor.network
        self._offer(lambda: network.on_response_connected(response_correlation_id))

    def on_publication_error(
        self, registration_id: int, destination_registration_id: int, error: ErrorFrame, source: Address
    ) -> None:
        """Sender: a receiver sent a publication an error frame; its clients hear of it."""
        conductor = self._conductor
        self._offer(lambda: conductor.on_publication_error(
            registration_id, destination_registration_id, error, source))
