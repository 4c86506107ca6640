"""Reads client commands from the to-driver ring buffer and hands each, decoded, to the conductor.

Mirrors aeron-driver/src/main/java/io/aeron/driver/ClientCommandAdapter.java at 1.51.0: one command per
conductor duty cycle (COMMAND_DRAIN_LIMIT = 1), every length checked before a field is read (a short
record is MALFORMED_COMMAND), an unknown type is UNKNOWN_COMMAND_TYPE_ID, and any failure becomes an
ON_ERROR for the command's correlation id, one more on the ERRORS counter and an entry in the error log.
Commands are decoded by the shared protocol package ``aeronkit.command`` (the client encodes with the
same one), which reads them through the generated driver_commands codecs
(docs/formats/driver-commands.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aeronkit.codecs.driver_commands import ErrorCode
from aeronkit.command import commands as cmd
from aeronkit.command.types import (  # noqa: F401  (re-exported: the conductors compare against these)
    ADD_COUNTER,
    ADD_DESTINATION,
    ADD_EXCLUSIVE_PUBLICATION,
    ADD_PUBLICATION,
    ADD_RCV_DESTINATION,
    ADD_STATIC_COUNTER,
    ADD_SUBSCRIPTION,
    CLIENT_CLOSE,
    CLIENT_KEEPALIVE,
    COMMAND_TYPE_IDS,
    GET_NEXT_AVAILABLE_SESSION_ID,
    REJECT_IMAGE,
    REMOVE_COUNTER,
    REMOVE_DESTINATION,
    REMOVE_DESTINATION_BY_ID,
    REMOVE_PUBLICATION,
    REMOVE_RCV_DESTINATION,
    REMOVE_SUBSCRIPTION,
    REVOKE_FLAG,
    TERMINATE_DRIVER,
)
from aeronkit.concurrent.ring_buffer import Action, ManyToOneRingBuffer
from aeronkit.driver.client_proxy import ClientProxy
from aeronkit.driver.configuration import COMMAND_DRAIN_LIMIT, IPC_CHANNEL, SPY_PREFIX
from aeronkit.driver.exceptions import ControlProtocolError
from aeronkit.errors import CodecError

if TYPE_CHECKING:
    from aeronkit.driver.driver_conductor import DriverConductor

_CORRELATED = cmd.LAYOUTS[CLIENT_KEEPALIVE]  # every command starts with CorrelatedMessageFlyweight's fields
_CORRELATED_LENGTH = _CORRELATED.block_length


def _decode(kind: int, buf: memoryview, offset: int, length: int) -> Any:
    """The command's record; a record too short or malformed for its type is MALFORMED_COMMAND."""
    try:
        return cmd.LAYOUTS[kind].decode(buf, offset, length)
    except CodecError as ex:
        # Aeron's validateLength words it "command=<id> too short: length=<n>"; the codec adds which part.
        problem = "too short" if "truncated" in str(ex) else "malformed"
        raise ControlProtocolError(
            ErrorCode.MALFORMED_COMMAND, f"command={kind} {problem}: length={length}: {ex}"
        ) from None


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
        correlation_id = 0
        try:
            if length >= _CORRELATED_LENGTH:
                correlation_id = _CORRELATED.decode(buf, offset, length).correlation_id
            self._dispatch(msg_type_id, buf, offset, length)
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

    def _dispatch(self, kind: int, buf: memoryview, offset: int, length: int) -> None:
        if kind not in COMMAND_TYPE_IDS:
            raise ControlProtocolError(ErrorCode.UNKNOWN_COMMAND_TYPE_ID, f"command typeId={kind}")
        conductor = self.conductor
        m = _decode(kind, buf, offset, length)
        if kind in (ADD_PUBLICATION, ADD_EXCLUSIVE_PUBLICATION):
            exclusive = kind == ADD_EXCLUSIVE_PUBLICATION
            if m.channel.startswith(IPC_CHANNEL):
                conductor.on_add_ipc_publication(
                    m.channel, m.stream_id, m.correlation_id, m.client_id, exclusive)
            else:
                conductor.network.on_add_network_publication(
                    m.channel, m.stream_id, m.correlation_id, m.client_id, exclusive)
        elif kind == REMOVE_PUBLICATION:
            conductor.on_remove_publication(m.registration_id, m.correlation_id, m.revoke)
        elif kind == ADD_SUBSCRIPTION:
            if m.channel.startswith(IPC_CHANNEL):
                conductor.on_add_ipc_subscription(m.channel, m.stream_id, m.correlation_id, m.client_id)
            elif m.channel.startswith(SPY_PREFIX):
                conductor.network.on_add_spy_subscription(
                    m.channel, m.stream_id, m.correlation_id, m.client_id)
            else:
                conductor.network.on_add_network_subscription(
                    m.channel, m.stream_id, m.correlation_id, m.client_id)
        elif kind == REMOVE_SUBSCRIPTION:
            conductor.on_remove_subscription(m.registration_id, m.correlation_id)
        elif kind == CLIENT_KEEPALIVE:
            conductor.on_client_keepalive(m.client_id)
        elif kind in (ADD_DESTINATION, REMOVE_DESTINATION, ADD_RCV_DESTINATION, REMOVE_RCV_DESTINATION):
            conductor.on_destination(kind, m.registration_correlation_id, m.channel, m.correlation_id)
        elif kind == REMOVE_DESTINATION_BY_ID:
            # on_destination takes a channel; for this command the conductor reads the destination's
            # registration id from it (NetworkResources.on_destination: int(channel)).
            conductor.on_destination(
                kind, m.resource_registration_id, str(m.destination_registration_id), m.correlation_id)
        elif kind == ADD_COUNTER:
            conductor.on_add_counter(m.type_id, m.key, m.label, m.correlation_id, m.client_id)
        elif kind == ADD_STATIC_COUNTER:
            conductor.on_add_static_counter(
                m.type_id, m.key, m.label, m.registration_id, m.correlation_id, m.client_id)
        elif kind == REMOVE_COUNTER:
            conductor.on_remove_counter(m.registration_id, m.correlation_id)
        elif kind == CLIENT_CLOSE:
            conductor.on_client_close(m.client_id)
        elif kind == TERMINATE_DRIVER:
            conductor.on_terminate_driver(m.token)
        elif kind == REJECT_IMAGE:
            conductor.on_reject_image(m.correlation_id, m.image_correlation_id, m.position, m.reason)
        elif kind == GET_NEXT_AVAILABLE_SESSION_ID:
            conductor.on_next_available_session_id(m.correlation_id, m.stream_id)
