"""Driver -> client responses and events: one record per Aeron flyweight, through the generated codecs.

Records mirror aeron-client/src/main/java/io/aeron/command/ (1.51.0): ErrorResponseFlyweight,
ImageBuffersReadyFlyweight (source identity aligned, see ``aligned``), PublicationBuffersReadyFlyweight
(ON_PUBLICATION_READY and ON_EXCLUSIVE_PUBLICATION_READY), OperationSucceededFlyweight,
ImageMessageFlyweight, SubscriptionReadyFlyweight, CounterUpdateFlyweight (ON_COUNTER_READY and
ON_UNAVAILABLE_COUNTER), ClientTimeoutFlyweight, StaticCounterFlyweight, PublicationErrorFrameFlyweight
and NextAvailableSessionIdFlyweight. The driver side that sends them is
aeron-driver/src/main/java/io/aeron/driver/ClientProxy.java.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from aeronkit.codecs import driver_commands as dc
from aeronkit.command import types
from aeronkit.command.layout import Layout, table
from aeronkit.errors import CodecError, ProtocolError

SOURCE_ADDRESS_LENGTH = 16  # PublicationErrorFrameFlyweight: room for an IPv6 address; IPv4 uses 4


class ErrorResponse(NamedTuple):
    offending_command_correlation_id: int
    error_code: int
    error_message: str


class ImageBuffersReady(NamedTuple):
    correlation_id: int
    session_id: int
    stream_id: int
    subscription_registration_id: int
    subscriber_position_id: int
    log_file_name: str
    source_identity: str


class PublicationBuffersReady(NamedTuple):
    correlation_id: int
    registration_id: int
    session_id: int
    stream_id: int
    publication_limit_counter_id: int
    channel_status_counter_id: int
    log_file_name: str


class OperationSucceeded(NamedTuple):
    correlation_id: int


class ImageMessage(NamedTuple):
    """ON_UNAVAILABLE_IMAGE."""

    correlation_id: int
    subscription_registration_id: int
    stream_id: int
    channel: str


class SubscriptionReady(NamedTuple):
    correlation_id: int
    channel_status_counter_id: int


class CounterUpdate(NamedTuple):
    """ON_COUNTER_READY (correlation id) and ON_UNAVAILABLE_COUNTER (the counter's registration id)."""

    correlation_id: int
    counter_id: int


class ClientTimeout(NamedTuple):
    client_id: int


class StaticCounter(NamedTuple):
    correlation_id: int
    counter_id: int


class PublicationErrorFrame(NamedTuple):
    """ON_PUBLICATION_ERROR; ``source_address`` is the 16-byte field (an IPv4 address fills 4)."""

    registration_id: int
    destination_registration_id: int
    session_id: int
    stream_id: int
    receiver_id: int
    group_tag: int
    address_type: int
    source_port: int
    source_address: bytes
    error_code: int
    error_message: str


class NextAvailableSessionId(NamedTuple):
    correlation_id: int
    next_session_id: int


class _PublicationErrorLayout(Layout):
    """The address is a fixed array of 16 uint8 in the codec and plain bytes in the record."""

    def put_fixed(self, encoder: Any, message: Any) -> None:
        address = bytes(message.source_address)
        if len(address) > SOURCE_ADDRESS_LENGTH:
            raise CodecError(f"OnPublicationError.source_address: {len(address)} bytes exceed 16")
        padded = address.ljust(SOURCE_ADDRESS_LENGTH, b"\0")
        super().put_fixed(encoder, message._replace(source_address=padded))

    def get_fixed(self, decoder: Any) -> list[Any]:
        values = super().get_fixed(decoder)
        index = self.fixed.index("source_address")
        values[index] = bytes(values[index])
        return values


LAYOUTS: dict[int, Layout] = table(
    Layout(ErrorResponse, dc.OnErrorEncoder, dc.OnErrorDecoder),
    Layout(ImageBuffersReady, dc.OnAvailableImageEncoder, dc.OnAvailableImageDecoder, aligned=True),
    Layout(PublicationBuffersReady, dc.OnPublicationReadyEncoder, dc.OnPublicationReadyDecoder),
    Layout(OperationSucceeded, dc.OnOperationSuccessEncoder, dc.OnOperationSuccessDecoder),
    Layout(ImageMessage, dc.OnUnavailableImageEncoder, dc.OnUnavailableImageDecoder),
    Layout(PublicationBuffersReady, dc.OnExclusivePublicationReadyEncoder,
           dc.OnExclusivePublicationReadyDecoder),
    Layout(SubscriptionReady, dc.OnSubscriptionReadyEncoder, dc.OnSubscriptionReadyDecoder),
    Layout(CounterUpdate, dc.OnCounterReadyEncoder, dc.OnCounterReadyDecoder),
    Layout(CounterUpdate, dc.OnUnavailableCounterEncoder, dc.OnUnavailableCounterDecoder),
    Layout(ClientTimeout, dc.OnClientTimeoutEncoder, dc.OnClientTimeoutDecoder),
    Layout(StaticCounter, dc.OnStaticCounterEncoder, dc.OnStaticCounterDecoder),
    _PublicationErrorLayout(
        PublicationErrorFrame, dc.OnPublicationErrorEncoder, dc.OnPublicationErrorDecoder),
    Layout(NextAvailableSessionId, dc.OnNextAvailableSessionIdEncoder, dc.OnNextAvailableSessionIdDecoder),
)

if set(LAYOUTS) != types.RESPONSE_TYPE_IDS:
    raise TypeError("responses.LAYOUTS and types.RESPONSE_TYPE_IDS disagree")


def _layout(msg_type_id: int) -> Layout:
    layout = LAYOUTS.get(msg_type_id)
    if layout is None:
        raise ProtocolError(f"unknown response type id {types.name_of(msg_type_id)}")
    return layout


def encode_response(msg_type_id: int, message: Any) -> bytearray:
    """The body Aeron's driver transmits on the to-clients broadcast buffer for this response."""
    return _layout(msg_type_id).encode(message)


def decode_response(msg_type_id: int, buffer: Any, offset: int, length: int) -> Any:
    """The record of one broadcast message; ProtocolError for an unknown id, CodecError when malformed."""
    return _layout(msg_type_id).decode(buffer, offset, length)
