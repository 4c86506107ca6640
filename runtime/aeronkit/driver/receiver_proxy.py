"""The conductor's handle on the Receiver: one verb per command, each queued for the receiver's thread.

aeron-driver/src/main/java/io/aeron/driver/ReceiverProxy.java at 1.51.0. Each verb wraps the Receiver's
``on_*`` method in a command on the receiver's bounded queue (aeronkit.concurrent.command_queue, failed
offers counted in "Failed offers to ReceiverProxy"); the Receiver runs them at the start of its duty cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aeronkit.concurrent.command_queue import CommandProxy, FailCounter

if TYPE_CHECKING:
    from aeronkit.driver.media.transport import ReceiveChannelTransport
    from aeronkit.driver.media.udp_channel import UdpChannel
    from aeronkit.driver.publication_image import PublicationImage
    from aeronkit.driver.receive_channel_endpoint import ReceiveChannelEndpoint
    from aeronkit.driver.receiver import Receiver


class ReceiverProxy(CommandProxy):
    __slots__ = ("_receiver",)

    def __init__(self, receiver: Receiver, fail_count: FailCounter, *, same_thread: bool) -> None:
        super().__init__(receiver.commands, fail_count, same_thread=same_thread)
        self._receiver = receiver

    def register_endpoint(self, endpoint: ReceiveChannelEndpoint) -> None:
        receiver = self._receiver
        self._offer(lambda: receiver.on_register_endpoint(endpoint))

    def close_endpoint(self, endpoint: ReceiveChannelEndpoint) -> None:
        receiver = self._receiver
        self._offer(lambda: receiver.on_close_endpoint(endpoint))

    def add_destination(self, endpoint: ReceiveChannelEndpoint, transport: ReceiveChannelTransport) -> None:
        receiver = self._receiver
        self._offer(lambda: receiver.on_add_destination(endpoint, transport))

    def remove_destination(self, endpoint: ReceiveChannelEndpoint, udp_channel: UdpChannel) -> None:
        receiver = self._receiver
        self._offer(lambda: receiver.on_remove_destination(endpoint, udp_channel))

    def add_subscription(
        self, endpoint: ReceiveChannelEndpoint, stream_id: int, session_id: int | None
    ) -> None:
        receiver = self._receiver
        self._offer(lambda: receiver.on_add_subscription(endpoint, stream_id, session_id))

    def remove_subscription(
        self, endpoint: ReceiveChannelEndpoint, stream_id: int, session_id: int | None
    ) -> None:
        receiver = self._receiver
        self._offer(lambda: receiver.on_remove_subscription(endpoint, stream_id, session_id))

    def request_setup(self, endpoint: ReceiveChannelEndpoint, stream_id: int, session_id: int) -> None:
        receiver = self._receiver
        self._offer(lambda: receiver.on_request_setup(endpoint, stream_id, session_id))

    def new_publication_image(self, image: PublicationImage) -> None:
        receiver = self._receiver
        self._offer(lambda: receiver.on_new_image(image))

    def image_creation_failed(
        self, endpoint: ReceiveChannelEndpoint, session_id: int, stream_id: int
    ) -> None:
        receiver = self._receiver
        self._offer(lambda: receiver.on_image_creation_failed(endpoint, session_id, stream_id))

    def reject_image(self, image: PublicationImage, reason: str) -> None:
        receiver = self._receiver
        self._offer(lambda: receiver.on_reject_image(image, reason))

    def remove_cool_down(self, endpoint: ReceiveChannelEndpoint, session_id: int, stream_id: int) -> None:
        receiver = self._receiver
        self._offer(lambda: receiver.on_remove_cool_down(endpoint, session_id, stream_id))
