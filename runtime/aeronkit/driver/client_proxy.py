"""Responses and events from the driver to every client, written to the to-clients broadcast buffer.

Mirrors aeron-driver/src/main/java/io/aeron/driver/ClientProxy.java at 1.51.0. The bodies come from the
shared protocol package ``aeronkit.command`` (the client decodes them with the same one), written through
the generated driver_commands codecs, with ImageBuffersReady's source identity on the 4-byte boundary
after the log file name. The broadcast never blocks: a slow client is lapped, as with Aeron.
"""

from __future__ import annotations

import ipaddress
from typing import Any

from aeronkit.codecs.driver_commands import AddressType, ErrorCode
from aeronkit.command import responses as rsp
from aeronkit.command.types import (
    ON_AVAILABLE_IMAGE,
    ON_CLIENT_TIMEOUT,
    ON_COUNTER_READY,
    ON_ERROR,
    ON_EXCLUSIVE_PUBLICATION_READY,
    ON_NEXT_AVAILABLE_SESSION_ID,
    ON_OPERATION_SUCCESS,
    ON_PUBLICATION_ERROR,
    ON_PUBLICATION_READY,
    ON_STATIC_COUNTER,
    ON_SUBSCRIPTION_READY,
    ON_UNAVAILABLE_COUNTER,
    ON_UNAVAILABLE_IMAGE,
)
from aeronkit.concurrent.broadcast import BroadcastTransmitter
from aeronkit.constants import NULL_VALUE

_NULL_ID = NULL_VALUE
_LOOPBACK_V4 = bytes([127, 0, 0, 1])


class ClientProxy:
    """Encodes and transmits each response; one instance per driver, used by the conductor only."""

    def __init__(self, transmitter: BroadcastTransmitter) -> None:
        self.transmitter = transmitter

    def _send(self, msg_type_id: int, message: Any) -> None:
        self.transmitter.transmit(msg_type_id, rsp.encode_response(msg_type_id, message))

    def on_error(self, correlation_id: int, code: ErrorCode | int, message: str) -> None:
        self._send(ON_ERROR, rsp.ErrorResponse(correlation_id, int(code), message))

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
        ready = rsp.PublicationBuffersReady(
            correlation_id, registration_id, session_id, stream_id, publication_limit_id, channel_status_id,
            log_file_name,
        )
        self._send(ON_EXCLUSIVE_PUBLICATION_READY if exclusive else ON_PUBLICATION_READY, ready)

    def on_subscription_ready(self, correlation_id: int, channel_status_id: int) -> None:
        self._send(ON_SUBSCRIPTION_READY, rsp.SubscriptionReady(correlation_id, channel_status_id))

    def operation_succeeded(self, correlation_id: int) -> None:
        self._send(ON_OPERATION_SUCCESS, rsp.OperationSucceeded(correlation_id))

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
        self._send(ON_AVAILABLE_IMAGE, rsp.ImageBuffersReady(
            correlation_id, session_id, stream_id, subscription_registration_id, position_counter_id,
            log_file_name, source_identity,
        ))

    def on_unavailable_image(
        self, correlation_id: int, subscription_registration_id: int, stream_id: int, channel: str
    ) -> None:
        self._send(ON_UNAVAILABLE_IMAGE, rsp.ImageMessage(
            correlation_id, subscription_registration_id, stream_id, channel))

    def on_counter_ready(self, correlation_id: int, counter_id: int) -> None:
        self._send(ON_COUNTER_READY, rsp.CounterUpdate(correlation_id, counter_id))

    def on_unavailable_counter(self, registration_id: int, counter_id: int) -> None:
        self._send(ON_UNAVAILABLE_COUNTER, rsp.CounterUpdate(registration_id, counter_id))

    def on_static_counter(self, correlation_id: int, counter_id: int) -> None:
        self._send(ON_STATIC_COUNTER, rsp.StaticCounter(correlation_id, counter_id))

    def on_client_timeout(self, client_id: int) -> None:
        self._send(ON_CLIENT_TIMEOUT, rsp.ClientTimeout(client_id))

    def on_next_available_session_id(self, correlation_id: int, session_id: int) -> None:
        self._send(ON_NEXT_AVAILABLE_SESSION_ID, rsp.NextAvailableSessionId(correlation_id, session_id))

    def on_publication_error(
        self,
        registration_id: int,
        session_id: int,
        stream_id: int,
        error_code: int,
        message: str,
        *,
        destination_registration_id: int = _NULL_ID,
        receiver_id: int = _NULL_ID,
        group_tag: int | None = None,
        source: tuple[str, int] = ("127.0.0.1", 0),
    ) -> None:
        """ON_PUBLICATION_ERROR (ClientProxy.onPublicationErrorFrame): a receiver refused a publication's
        stream. An IPC image rejected by a client has no destination, receiver or group, and
        source 127.0.0.1:0."""
        host, port = source
        packed = ipaddress.ip_address(host).packed
        address_type = AddressType.IPV6 if len(packed) == 16 else AddressType.IPV4
        self._send(ON_PUBLICATION_ERROR, rsp.PublicationErrorFrame(
            registration_id, destination_registration_id, session_id, stream_id, receiver_id,
            _NULL_ID if group_tag is None else group_tag, address_type, port, packed, error_code, message,
        ))
