"""Reads client commands from the to-driver ring buffer and hands each, decoded, to the conductor.

Mirrors aeron-driver/src/main/java/io/aeron/driver/ClientCommandAdapter.java at 1.51.0: one command per
conductor duty cycle (COMMAND_DRAIN_LIMIT = 1), every length checked before a field is read (a short
record is MALFORMED_COMMAND), an unknown type is UNKNOWN_COMMAND_TYPE_ID, and any failure becomes an
ON_ERROR for the command's correlation id, one more on the ERRORS counter and an entry in the error log.
Layouts: aeron-client/src/main/java/io/aeron/command/*Flyweight.java (docs/formats/driver-commands.md);
the codec module aeronkit.codecs.driver_commands describes the same bytes. Commands are rare, so they are
unpacked with ``struct`` directly from the ring buffer's memoryview.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import TYPE_CHECKING

from aeronkit.codecs.driver_commands import ErrorCode
from aeronkit.concurrent.ring_buffer import Action, ManyToOneRingBuffer
from aeronkit.driver.client_proxy import ClientProxy
from aeronkit.driver.configuration import COMMAND_DRAIN_LIMIT, IPC_CHANNEL, SPY_PREFIX
from aeronkit.driver.exceptions import ControlProtocolError

if TYPE_CHECKING:
    from aeronkit.driver.driver_conductor import DriverConductor

ADD_PUBLICATION = 0x01
REMOVE_PUBLICATION = 0x02
ADD_EXCLUSIVE_PUBLICATION = 0x03
ADD_SUBSCRIPTION = 0x04
REMOVE_SUBSCRIPTION = 0x05
CLIENT_KEEPALIVE = 0x06
ADD_DESTINATION = 0x07
REMOVE_DESTINATION = 0x08
ADD_COUNTER = 0x09
REMOVE_COUNTER = 0x0A
CLIENT_CLOSE = 0x0B
ADD_RCV_DESTINATION = 0x0C
REMOVE_RCV_DESTINATION = 0x0D
TERMINATE_DRIVER = 0x0E
ADD_STATIC_COUNTER = 0x0F
REJECT_IMAGE = 0x10
REMOVE_DESTINATION_BY_ID = 0x11
GET_NEXT_AVAILABLE_SESSION_ID = 0x12

REVOKE_FLAG = 0x1

_QQ = struct.Struct("<qq")
_QQQ = struct.Struct("<qqq")
_QQQQ = struct.Struct("<qqqq")
_QQI = struct.Struct("<qqi")
_QQII = struct.Struct("<qqii")
_QQQII = struct.Struct("<qqqii")
_QQQI = struct.Struct("<qqqi")
_QQQIII = struct.Struct("<qqqii")
_QQQQI = struct.Struct("<qqqqi")
_I32 = struct.Struct("<i")


def _align4(value: int) -> int:
    return (value + 3) & ~3


class _Body:
    """A bounds-checked view of one command body."""

    __slots__ = ("buf", "length", "msg_type_id", "offset")

    def __init__(self, msg_type_id: int, buf: memoryview, offset: int, length: int) -> None:
        self.msg_type_id = msg_type_id
        self.buf = buf
        self.offset = offset
        self.length = length

    def require(self, needed: int) -> None:
        if self.length < needed:
            raise ControlProtocolError(
                ErrorCode.MALFORMED_COMMAND,
                f"command=0x{self.msg_type_id:02x} too short: length={self.length} required={needed}",
            )

    def unpack(self, layout: struct.Struct, at: int = 0) -> tuple[int, ...]:
        self.require(at + layout.size)
        return layout.unpack_from(self.buf, self.offset + at)

    def string(self, at: int) -> tuple[str, int]:
        """ASCII string with int32 length at ``at``; returns it and the offset just past it."""
        (length,) = self.unpack(_I32, at)
        if length < 0:
            raise ControlProtocolError(
                ErrorCode.MALFORMED_COMMAND,
                f"command=0x{self.msg_type_id:02x} negative string length {length}",
            )
        self.require(at + 4 + length)
        start = self.offset + at + 4
        return bytes(self.buf[start : start + length]).decode("ascii", errors="replace"), at + 4 + length

    def blob(self, at: int) -> tuple[bytes, int]:
        (length,) = self.unpack(_I32, at)
        if length < 0:
            raise ControlProtocolError(
                ErrorCode.MALFORMED_COMMAND, f"command=0x{self.msg_type_id:02x} negative length {length}"
            )
        self.require(at + 4 + length)
        start = self.offset + at + 4
        return bytes(self.buf[start : start + length]), at + 4 + length


class ClientCommandAdapter:
    """The conductor's reader of the to-driver ring buffer."""

    def __init__(
        self,
        to_driver: ManyToOneRingBuffer,
        client_proxy: ClientProxy,
        conductor: DriverConductor,
        on_error: Callable[[BaseException], None],
    ) -> None:
        self.to_driver = to_driver
        self.client_proxy = client_proxy
        self.conductor = conductor
        self.record_error = on_error

    def receive(self) -> int:
        return self.to_driver.controlled_read(self._on_message, COMMAND_DRAIN_LIMIT)

    def _on_message(self, msg_type_id: int, buf: memoryview, offset: int, length: int) -> Action:
        body = _Body(msg_type_id, buf, offset, length)
        correlation_id = 0
        try:
            if length >= 16:
                correlation_id = _QQ.unpack_from(buf, offset)[1]
            self._dispatch(body)
        except Exception as ex:  # every failure answers the client and is logged, never kills the driver
            self.on_error(correlation_id, ex)
        return Action.CONTINUE

    def on_error(self, correlation_id: int, error: BaseException) -> None:
        self.record_error(error)
        if isinstance(error, ControlProtocolError):
            self.client_proxy.on_error(correlation_id, error.code, str(error))
        else:
            self.client_proxy.on_error(
                correlation_id, ErrorCode.GENERIC_ERROR, f"{type(error).__name__} : {error}"
            )

    def _dispatch(self, body: _Body) -> None:
        conductor = self.conductor
        kind = body.msg_type_id
        if kind in (ADD_PUBLICATION, ADD_EXCLUSIVE_PUBLICATION):
            client_id, correlation_id, stream_id = body.unpack(_QQI)
            channel, _ = body.string(20)
            exclusive = kind == ADD_EXCLUSIVE_PUBLICATION
            if channel.startswith(IPC_CHANNEL):
                conductor.on_add_ipc_publication(channel, stream_id, correlation_id, client_id, exclusive)
            else:
                conductor.on_add_network_publication(channel, stream_id, correlation_id, client_id, exclusive)
        elif kind == REMOVE_PUBLICATION:
            client_id, correlation_id, registration_id = body.unpack(_QQQ)
            revoke = False
            if body.length >= _QQQQ.size:
                revoke = bool(body.unpack(_QQQQ)[3] & REVOKE_FLAG)
            conductor.on_remove_publication(registration_id, correlation_id, revoke)
        elif kind == ADD_SUBSCRIPTION:
            client_id, correlation_id, _unused, stream_id = body.unpack(_QQQI)
            channel, _ = body.string(28)
            if channel.startswith(IPC_CHANNEL):
                conductor.on_add_ipc_subscription(channel, stream_id, correlation_id, client_id)
            elif channel.startswith(SPY_PREFIX):
                conductor.on_add_spy_subscription(channel, stream_id, correlation_id, client_id)
            else:
                conductor.on_add_network_subscription(channel, stream_id, correlation_id, client_id)
        elif kind == REMOVE_SUBSCRIPTION:
            client_id, correlation_id, registration_id = body.unpack(_QQQ)
            conductor.on_remove_subscription(registration_id, correlation_id)
        elif kind == CLIENT_KEEPALIVE:
            client_id, _correlation_id = body.unpack(_QQ)
            conductor.on_client_keepalive(client_id)
        elif kind in (ADD_DESTINATION, REMOVE_DESTINATION, ADD_RCV_DESTINATION, REMOVE_RCV_DESTINATION):
            client_id, correlation_id, registration_id = body.unpack(_QQQ)
            channel, _ = body.string(24)
            conductor.on_destination(kind, registration_id, channel, correlation_id)
        elif kind == REMOVE_DESTINATION_BY_ID:
            client_id, correlation_id, registration_id, _destination_id = body.unpack(_QQQQ)
            conductor.on_destination(kind, registration_id, "", correlation_id)
        elif kind == ADD_COUNTER:
            client_id, correlation_id, type_id = body.unpack(_QQI)
            key, end = body.blob(20)
            label, _ = body.string(20 + _align4(end - 20))
            conductor.on_add_counter(type_id, key, label, correlation_id, client_id)
        elif kind == ADD_STATIC_COUNTER:
            client_id, correlation_id, registration_id, type_id = body.unpack(_QQQI)
            key, end = body.blob(28)
            label, _ = body.string(28 + _align4(end - 28))
            conductor.on_add_static_counter(type_id, key, label, registration_id, correlation_id, client_id)
        elif kind == REMOVE_COUNTER:
            client_id, correlation_id, registration_id = body.unpack(_QQQ)
            conductor.on_remove_counter(registration_id, correlation_id)
        elif kind == CLIENT_CLOSE:
            client_id, _correlation_id = body.unpack(_QQ)
            conductor.on_client_close(client_id)
        elif kind == TERMINATE_DRIVER:
            body.unpack(_QQ)
            token, _ = body.blob(16)
            conductor.on_terminate_driver(token)
        elif kind == REJECT_IMAGE:
            client_id, correlation_id, image_correlation_id, position = body.unpack(_QQQQ)
            reason, _ = body.string(32)
            conductor.on_reject_image(correlation_id, image_correlation_id, position, reason)
        elif kind == GET_NEXT_AVAILABLE_SESSION_ID:
            client_id, correlation_id, stream_id = body.unpack(_QQI)
            conductor.on_next_available_session_id(correlation_id, stream_id)
        else:
            raise ControlProtocolError(ErrorCode.UNKNOWN_COMMAND_TYPE_ID, f"command typeId={kind}")
