"""Commands from this client to the media driver, written into the to-driver ring buffer of cnc.dat.

Layouts are Aeron's command flyweights (aeron-client/src/main/java/io/aeron/command/*Flyweight.java and
DriverProxy.java at 1.51.0; table in docs/formats/driver-commands.md): a 16-byte correlated header
(client id, correlation id) and the command's own fields, little-endian, with no SBE message header.
Commands are small and rare, so they are packed with ``struct`` here rather than through a codec object;
every correlation id comes from the ring buffer's shared counter, as Aeron's client takes them.
"""

from __future__ import annotations

import struct

from aeronkit.concurrent.ring_buffer import ManyToOneRingBuffer
from aeronkit.errors import AeronError

ADD_PUBLICATION = 0x01
REMOVE_PUBLICATION = 0x02
ADD_EXCLUSIVE_PUBLICATION = 0x03
ADD_SUBSCRIPTION = 0x04
REMOVE_SUBSCRIPTION = 0x05
CLIENT_KEEPALIVE = 0x06
ADD_COUNTER = 0x09
REMOVE_COUNTER = 0x0A
CLIENT_CLOSE = 0x0B

NULL_VALUE = -1
MAX_CHANNEL_LENGTH = 4095

_CORRELATED = struct.Struct("<qq")
_PUBLICATION = struct.Struct("<qqii")
_SUBSCRIPTION = struct.Struct("<qqqii")
_REMOVE = struct.Struct("<qqq")
_REMOVE_PUBLICATION = struct.Struct("<qqqq")
_COUNTER = struct.Struct("<qqii")
_I32 = struct.Struct("<i")


class CommandWriteError(AeronError):
    """The to-driver ring buffer had no room for a command (the driver is not consuming)."""


def _ascii(text: str, what: str) -> bytes:
    data = text.encode("ascii", errors="replace")
    if len(data) > MAX_CHANNEL_LENGTH:
        raise ValueError(f"{what} is {len(data)} bytes, longer than {MAX_CHANNEL_LENGTH}")
    return data


def _pad4(length: int) -> int:
    return (length + 3) & ~3


class DriverProxy:
    """Writes commands for one client id; returns each command's correlation id."""

    def __init__(self, to_driver: ManyToOneRingBuffer, client_id: int) -> None:
        self.to_driver = to_driver
        self.client_id = client_id

    def next_correlation_id(self) -> int:
        return self.to_driver.next_correlation_id()

    def _write(self, msg_type_id: int, body: bytes, what: str) -> None:
        if not self.to_driver.write(msg_type_id, body):
            raise CommandWriteError(f"could not write {what} command: to-driver ring buffer is full")

    def add_publication(self, channel: str, stream_id: int, exclusive: bool = False) -> int:
        correlation_id = self.next_correlation_id()
        data = _ascii(channel, "channel")
        body = _PUBLICATION.pack(self.client_id, correlation_id, stream_id, len(data)) + data
        kind = ADD_EXCLUSIVE_PUBLICATION if exclusive else ADD_PUBLICATION
        self._write(kind, body, "add publication")
        return correlation_id

    def remove_publication(self, registration_id: int) -> int:
        correlation_id = self.next_correlation_id()
        body = _REMOVE_PUBLICATION.pack(self.client_id, correlation_id, registration_id, 0)
        self._write(REMOVE_PUBLICATION, body, "remove publication")
        return correlation_id

    def add_subscription(self, channel: str, stream_id: int) -> int:
        correlation_id = self.next_correlation_id()
        data = _ascii(channel, "channel")
        body = _SUBSCRIPTION.pack(self.client_id, correlation_id, NULL_VALUE, stream_id, len(data)) + data
        self._write(ADD_SUBSCRIPTION, body, "add subscription")
        return correlation_id

    def remove_subscription(self, registration_id: int) -> int:
        correlation_id = self.next_correlation_id()
        self._write(REMOVE_SUBSCRIPTION, _REMOVE.pack(self.client_id, correlation_id, registration_id),
                    "remove subscription")
        return correlation_id

    def add_counter(self, type_id: int, key: bytes, label: str) -> int:
        """CounterMessage: the label starts on the 4-byte boundary after the key (Aeron's layout)."""
        correlation_id = self.next_correlation_id()
        label_bytes = _ascii(label, "label")
        key = bytes(key)
        body = bytearray(_COUNTER.pack(self.client_id, correlation_id, type_id, len(key)))
        body += key + b"\0" * (_pad4(len(key)) - len(key))
        body += _I32.pack(len(label_bytes)) + label_bytes
        self._write(ADD_COUNTER, bytes(body), "add counter")
        return correlation_id

    def remove_counter(self, registration_id: int) -> int:
        correlation_id = self.next_correlation_id()
        self._write(REMOVE_COUNTER, _REMOVE.pack(self.client_id, correlation_id, registration_id),
                    "remove counter")
        return correlation_id

    def client_close(self) -> None:
        """Tell the driver this client is gone; it frees everything the client held. Best effort."""
        self.to_driver.write(CLIENT_CLOSE, _CORRELATED.pack(self.client_id, NULL_VALUE))
