"""Commands from this client to the media driver, written into the to-driver ring buffer of cnc.dat.

Aeron's DriverProxy (aeron-client/src/main/java/io/aeron/DriverProxy.java at 1.51.0). The command bodies
come from the shared protocol package ``aeronkit.command`` (the same one the driver reads them with),
which writes them through the generated driver_commands codecs; this class only picks the values, takes
each correlation id from the ring buffer's shared counter, as Aeron's client does, and writes the record.
"""

from __future__ import annotations

from typing import Any

from aeronkit.command import commands as cmd
from aeronkit.command.types import (  # noqa: F401  (re-exported: the ids callers used to find here)
    ADD_COUNTER,
    ADD_DESTINATION,
    ADD_EXCLUSIVE_PUBLICATION,
    ADD_PUBLICATION,
    ADD_RCV_DESTINATION,
    ADD_STATIC_COUNTER,
    ADD_SUBSCRIPTION,
    CLIENT_CLOSE,
    CLIENT_KEEPALIVE,
    GET_NEXT_AVAILABLE_SESSION_ID,
    REJECT_IMAGE,
    REMOVE_COUNTER,
    REMOVE_DESTINATION,
    REMOVE_DESTINATION_BY_ID,
    REMOVE_PUBLICATION,
    REMOVE_RCV_DESTINATION,
    REMOVE_SUBSCRIPTION,
)
from aeronkit.concurrent.ring_buffer import ManyToOneRingBuffer
from aeronkit.constants import NULL_VALUE
from aeronkit.errors import AeronError

MAX_CHANNEL_LENGTH = 4095


class CommandWriteError(AeronError):
    """The to-driver ring buffer had no room for a command (the driver is not consuming)."""


def _checked(text: str, what: str) -> str:
    length = len(text.encode("ascii", errors="replace"))
    if length > MAX_CHANNEL_LENGTH:
        raise ValueError(f"{what} is {length} bytes, longer than {MAX_CHANNEL_LENGTH}")
    return text


class DriverProxy:
    """Writes commands for one client id; returns each command's correlation id."""

    def __init__(self, to_driver: ManyToOneRingBuffer, client_id: int) -> None:
        self.to_driver = to_driver
        self.client_id = client_id

    def next_correlation_id(self) -> int:
        return self.to_driver.next_correlation_id()

    def _write(self, msg_type_id: int, message: Any, what: str) -> None:
        body = cmd.encode_command(msg_type_id, message)
        if not self.to_driver.write(msg_type_id, body):
            raise CommandWriteError(f"could not write {what} command: to-driver ring buffer is full")

    def add_publication(self, channel: str, stream_id: int, exclusive: bool = False) -> int:
        correlation_id = self.next_correlation_id()
        channel = _checked(channel, "channel")
        message = cmd.PublicationMessage(self.client_id, correlation_id, stream_id, channel)
        self._write(ADD_EXCLUSIVE_PUBLICATION if exclusive else ADD_PUBLICATION, message, "add publication")
        return correlation_id

    def remove_publication(self, registration_id: int, revoke: bool = False) -> int:
        """REMOVE_PUBLICATION; ``revoke`` sets the REVOKE flag (the driver drops the stream at once)."""
        correlation_id = self.next_correlation_id()
        message = cmd.RemovePublication(self.client_id, correlation_id, registration_id, revoke=revoke)
        self._write(REMOVE_PUBLICATION, message, "remove publication")
        return correlation_id

    def add_subscription(self, channel: str, stream_id: int) -> int:
        correlation_id = self.next_correlation_id()
        message = cmd.SubscriptionMessage(
            self.client_id, correlation_id, NULL_VALUE, stream_id, _checked(channel, "channel"))
        self._write(ADD_SUBSCRIPTION, message, "add subscription")
        return correlation_id

    def remove_subscription(self, registration_id: int) -> int:
        correlation_id = self.next_correlation_id()
        self._write(REMOVE_SUBSCRIPTION, cmd.RemoveMessage(self.client_id, correlation_id, registration_id),
                    "remove subscription")
        return correlation_id

    def add_counter(self, type_id: int, key: bytes, label: str) -> int:
        """CounterMessage: the label starts on the 4-byte boundary after the key (Aeron's layout)."""
        correlation_id = self.next_correlation_id()
        label = _checked(label, "label")
        message = cmd.CounterMessage(self.client_id, correlation_id, type_id, bytes(key), label)
        self._write(ADD_COUNTER, message, "add counter")
        return correlation_id

    def remove_counter(self, registration_id: int) -> int:
        correlation_id = self.next_correlation_id()
        self._write(REMOVE_COUNTER, cmd.RemoveMessage(self.client_id, correlation_id, registration_id),
                    "remove counter")
        return correlation_id

    def add_static_counter(self, type_id: int, key: bytes, label: str, registration_id: int) -> int:
        """ADD_STATIC_COUNTER: a counter that outlives this client, found again by ``registration_id``."""
        correlation_id = self.next_correlation_id()
        message = cmd.StaticCounterMessage(self.client_id, correlation_id, registration_id, type_id,
                                           bytes(key), _checked(label, "label"))
        self._write(ADD_STATIC_COUNTER, message, "add static counter")
        return correlation_id

    def _destination(self, msg_type_id: int, registration_id: int, channel: str, what: str) -> int:
        correlation_id = self.next_correlation_id()
        message = cmd.DestinationMessage(self.client_id, correlation_id, registration_id,
                                         _checked(channel, "endpoint channel"))
        self._write(msg_type_id, message, what)
        return correlation_id

    def add_destination(self, registration_id: int, channel: str) -> int:
        """ADD_DESTINATION on a manual multi-destination publication; the correlation id names it."""
        return self._destination(ADD_DESTINATION, registration_id, channel, "add destination")

    def remove_destination(self, registration_id: int, channel: str) -> int:
        return self._destination(REMOVE_DESTINATION, registration_id, channel, "remove destination")

    def remove_destination_by_id(self, registration_id: int, destination_registration_id: int) -> int:
        """REMOVE_DESTINATION_BY_ID: the destination is the correlation id of its ADD_DESTINATION."""
        correlation_id = self.next_correlation_id()
        message = cmd.DestinationByIdMessage(self.client_id, correlation_id, registration_id,
                                             destination_registration_id)
        self._write(REMOVE_DESTINATION_BY_ID, message, "remove destination by id")
        return correlation_id

    def add_rcv_destination(self, registration_id: int, channel: str) -> int:
        """ADD_RCV_DESTINATION on a multi-destination subscription (control-mode=manual)."""
        return self._destination(ADD_RCV_DESTINATION, registration_id, channel, "add rcv destination")

    def remove_rcv_destination(self, registration_id: int, channel: str) -> int:
        return self._destination(REMOVE_RCV_DESTINATION, registration_id, channel, "remove rcv destination")

    def reject_image(self, image_correlation_id: int, position: int, reason: str) -> int:
        correlation_id = self.next_correlation_id()
        message = cmd.RejectImage(self.client_id, correlation_id, image_correlation_id, position,
                                  _checked(reason, "reason"))
        self._write(REJECT_IMAGE, message, "reject image")
        return correlation_id

    def next_available_session_id(self, stream_id: int) -> int:
        correlation_id = self.next_correlation_id()
        message = cmd.GetNextAvailableSessionIdMessage(self.client_id, correlation_id, stream_id)
        self._write(GET_NEXT_AVAILABLE_SESSION_ID, message, "get next available session id")
        return correlation_id

    def client_close(self) -> None:
        """Tell the driver this client is gone; it frees everything the client held. Best effort."""
        self.to_driver.write(CLIENT_CLOSE, cmd.encode_command(
            CLIENT_CLOSE, cmd.CorrelatedMessage(self.client_id, NULL_VALUE)))
