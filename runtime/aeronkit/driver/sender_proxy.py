"""The conductor's handle on the Sender: one verb per command, each queued for the sender's thread.

aeron-driver/src/main/java/io/aeron/driver/SenderProxy.java at 1.51.0. Each verb wraps the Sender's
``on_*`` method in a command on the sender's bounded queue (aeronkit.concurrent.command_queue, failed
offers counted in "Failed offers to SenderProxy"); the Sender runs them at the start of its duty cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aeronkit.concurrent.command_queue import CommandProxy, FailCounter

if TYPE_CHECKING:
    from aeronkit.driver.media.batch_io import Address
    from aeronkit.driver.network_publication import NetworkPublication
    from aeronkit.driver.send_channel_endpoint import SendChannelEndpoint
    from aeronkit.driver.sender import Sender


class SenderProxy(CommandProxy):
    __slots__ = ("_sender",)

    def __init__(self, sender: Sender, fail_count: FailCounter, *, same_thread: bool) -> None:
        super().__init__(sender.commands, fail_count, same_thread=same_thread)
        self._sender = sender

    def register_endpoint(self, endpoint: SendChannelEndpoint) -> None:
        sender = self._sender
        self._offer(lambda: sender.on_register_endpoint(endpoint))

    def close_endpoint(self, endpoint: SendChannelEndpoint) -> None:
        sender = self._sender
        self._offer(lambda: sender.on_close_endpoint(endpoint))

    def add_network_publication(self, publication: NetworkPublication) -> None:
        sender = self._sender
        self._offer(lambda: sender.on_add_publication(publication))

    def remove_network_publication(self, publication: NetworkPublication) -> None:
        sender = self._sender
        self._offer(lambda: sender.on_remove_publication(publication))

    def add_destination(
        self, endpoint: SendChannelEndpoint, text: str, address: Address, registration_id: int
    ) -> None:
        sender = self._sender
        self._offer(lambda: sender.on_add_destination(endpoint, text, address, registration_id))

    def remove_destination(self, endpoint: SendChannelEndpoint, address: Address) -> None:
        sender = self._sender
        self._offer(lambda: sender.on_remove_destination(endpoint, address, None))

    def remove_destination_by_id(self, endpoint: SendChannelEndpoint, registration_id: int) -> None:
        sender = self._sender
        self._offer(lambda: sender.on_remove_destination(endpoint, None, registration_id))
