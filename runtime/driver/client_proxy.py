"""Responses and events from the driver to every client, written to the to-clients broadcast buffer.

Layouts are Aeron's response flyweights (aeron-client/src/main/java/io/aeron/command/*Flyweight.java and
aeron-driver/.../ClientProxy.java at 1.51.0; table in docs/formats/driver-commands.md, schema
driver_commands): little-endian fields, ASCII strings as int32 length + bytes, and in ImageBuffersReady the
source identity starting on the 4-byte boundary after the log file name. The broadcast never blocks:
a slow client is lapped, as with Aeron.
"""

from __future__ import annotations

import struct

from aeronkit.codecs.driver_commands import ErrorCode
from aeronkit.concurrent.broadcast import BroadcastTransmitter

ON_ERROR = 0x0F01
ON_AVAILABLE_IMAGE = 0x0F02
ON_PUBLICATION_READY = 0x0F03
ON_OPERATION_SUCCESS = 0x0F04
ON_UNAVAILABLE_IMAGE = 0x0F05
ON_EXCLUSIVE_PUBLICATION_READY = 0x0F06
ON_SUBSCRIPTION_READY = 0x0F07
ON_COUNTER_READY = 0x0F08
ON_UNAVAILABLE_COUNTER = 0x0F09
ON_CLIENT_TIMEOUT = 0x0F0A
ON_STATIC_COUNTER = 0x0F0B
ON_PUBLICATION_ERROR = 0x0F0C
ON_NEXT_AVAILABLE_SESSION_ID = 0x0F0D

_Q = struct.Struct("<q")
_QI = struct.Struct("<qi")
_ERROR = struct.Struct("<qii")
_PUB_READY = struct.Struct("<qqiiiii")
_IMAGE_READY = struct.Struct("<qiiqii")
_IMAGE_MSG = struct.Struct("<qqii")
_PUB_ERROR = struct.Struct("<qqiiqqhH16sii")
_I32 = struct.Struct("<i")


def _ascii(text: str) -> bytes:
    return text.encode("ascii", errors="replace")


class ClientProxy:
    """Encodes and transmits each response; one instance per driver, used by the conductor only."""

    def __init__(self, transmitter: BroadcastTransmitter) -> None:
        self.transmitter = transmitter

    def _send(self, msg_type_id: int, body: bytes) -> None:
        self.transmitter.transmit(msg_type_id, body)

    def on_error(self, correlation_id: int, code: ErrorCode | int, message: str) -> None:
        data = _ascii(message)
        self._send(ON_ERROR, _ERROR.pack(correlation_id, int(code), len(data)) + data)

    def on_publication_ready(
        self,
        correlation_id: int,
        registration_id: int,
        stream_id: int,
        session_id: int,
        log_file_name: str,
        publication_limit_id: int,
        channel_status_id: int,
        exclusive: bool,
    ) -> None:
        data = _ascii(log_file_name)
        body = (
            _PUB_READY.pack(
                correlation_id,
                registration_id,
                session_id,
                stream_id,
                publication_limit_id,
                channel_status_id,
                len(data),
            )
            + data
        )
        self._send(ON_EXCLUSIVE_PUBLICATION_READY if exclusive else ON_PUBLICATION_READY, body)

    def on_subscription_ready(self, correlation_id: int, channel_status_id: int) -> None:
        self._send(ON_SUBSCRIPTION_READY, _QI.pack(correlation_id, channel_status_id))

    def operation_succeeded(self, correlation_id: int) -> None:
        self._send(ON_OPERATION_SUCCESS, _Q.pack(correlation_id))

    def on_available_image(
        self,
        correlation_id: int,
        stream_id: int,
        session_id: int,
        subscription_registration_id: int,
        position_counter_id: int,
        log_file_name: str,
        source_identity: str,
    ) -> None:
        name = _ascii(log_file_name)
        source = _ascii(source_identity)
        padding = b"\0" * (((len(name) + 3) & ~3) - len(name))
        body = (
            _IMAGE_READY.pack(
                correlation_id,
                session_id,
                stream_id,
                subscription_registration_id,
                position_counter_id,
                len(name),
            )
            + name
            + padding
            + _I32.pack(len(source))
            + source
        )
        self._send(ON_AVAILABLE_IMAGE, body)

    def on_unavailable_image(
        self, correlation_id: int, subscription_registration_id: int, stream_id: int, channel: str
    ) -> None:
        data = _ascii(channel)
        self._send(
            ON_UNAVAILABLE_IMAGE,
            _IMAGE_MSG.pack(correlation_id, subscription_registration_id, stream_id, len(data)) + data,
        )

    def on_counter_ready(self, correlation_id: int, counter_id: int) -> None:
        self._send(ON_COUNTER_READY, _QI.pack(correlation_id, counter_id))

    def on_unavailable_counter(self, registration_id: int, counter_id: int) -> None:
        self._send(ON_UNAVAILABLE_COUNTER, _QI.pack(registration_id, counter_id))

    def on_static_counter(self, correlation_id: int, counter_id: int) -> None:
        self._send(ON_STATIC_COUNTER, _QI.pack(correlation_id, counter_id))

    def on_client_timeout(self, client_id: int) -> None:
        self._send(ON_CLIENT_TIMEOUT, _Q.pack(client_id))

    def on_next_available_session_id(self, correlation_id: int, session_id: int) -> None:
        self._send(ON_NEXT_AVAILABLE_SESSION_ID, _QI.pack(correlation_id, session_id))

    def on_publication_error(
        self, registration_id: int, session_id: int, stream_id: int, error_code: int, message: str
    ) -> None:
        """An IPC image was rejected: no destination, receiver or group; source 127.0.0.1:0."""
        data = _ascii(message)
        address = bytes([127, 0, 0, 1]) + bytes(12)
        body = (
            _PUB_ERROR.pack(
                registration_id, -1, session_id, stream_id, -1, -1, 1, 0, address, error_code, len(data)
            )
            + data
        )
        self._send(ON_PUBLICATION_ERROR, body)
