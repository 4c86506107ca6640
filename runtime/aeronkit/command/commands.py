"""Client -> driver commands: one record per Aeron flyweight, encoded and decoded by the generated codecs.

Records mirror aeron-client/src/main/java/io/aeron/command/ (1.51.0): PublicationMessageFlyweight,
RemovePublicationFlyweight, SubscriptionMessageFlyweight, RemoveMessageFlyweight (RemoveSubscription and
RemoveCounter), CorrelatedMessageFlyweight (ClientKeepalive, ClientClose), DestinationMessageFlyweight,
CounterMessageFlyweight and StaticCounterMessageFlyweight (label aligned, see ``aligned``),
TerminateDriverFlyweight, RejectImageFlyweight, DestinationByIdMessageFlyweight and
GetNextAvailableSessionIdMessageFlyweight. Where Aeron reuses a flyweight for several type ids, one
record serves them all and the type id says which command it is.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from aeronkit.codecs import driver_commands as dc
from aeronkit.command import types
from aeronkit.command.layout import Layout, table
from aeronkit.errors import ProtocolError


class PublicationMessage(NamedTuple):
    """ADD_PUBLICATION and ADD_EXCLUSIVE_PUBLICATION."""

    client_id: int
    correlation_id: int
    stream_id: int
    channel: str


class RemovePublication(NamedTuple):
    """REMOVE_PUBLICATION; ``revoke`` is the REVOKE flag (absent, so False, in 24-byte records)."""

    client_id: int
    correlation_id: int
    registration_id: int
    revoke: bool = False


class SubscriptionMessage(NamedTuple):
    """ADD_SUBSCRIPTION; Aeron's client always sends -1 as the registration correlation id."""

    client_id: int
    correlation_id: int
    registration_correlation_id: int
    stream_id: int
    channel: str


class RemoveMessage(NamedTuple):
    """REMOVE_SUBSCRIPTION and REMOVE_COUNTER."""

    client_id: int
    correlation_id: int
    registration_id: int


class CorrelatedMessage(NamedTuple):
    """CLIENT_KEEPALIVE and CLIENT_CLOSE."""

    client_id: int
    correlation_id: int


class DestinationMessage(NamedTuple):
    """ADD/REMOVE_DESTINATION and ADD/REMOVE_RCV_DESTINATION."""

    client_id: int
    correlation_id: int
    registration_correlation_id: int
    channel: str


class CounterMessage(NamedTuple):
    """ADD_COUNTER; the label starts on the 4-byte boundary after the key."""

    client_id: int
    correlation_id: int
    type_id: int
    key: bytes
    label: str


class StaticCounterMessage(NamedTuple):
    """ADD_STATIC_COUNTER; the label starts on the 4-byte boundary after the key."""

    client_id: int
    correlation_id: int
    registration_id: int
    type_id: int
    key: bytes
    label: str


class TerminateDriver(NamedTuple):
    """TERMINATE_DRIVER with the token the driver's termination validator is given."""

    client_id: int
    correlation_id: int
    token: bytes


class RejectImage(NamedTuple):
    """REJECT_IMAGE."""

    client_id: int
    correlation_id: int
    image_correlation_id: int
    position: int
    reason: str


class DestinationByIdMessage(NamedTuple):
    """REMOVE_DESTINATION_BY_ID."""

    client_id: int
    correlation_id: int
    resource_registration_id: int
    destination_registration_id: int


class GetNextAvailableSessionIdMessage(NamedTuple):
    """GET_NEXT_AVAILABLE_SESSION_ID."""

    client_id: int
    correlation_id: int
    stream_id: int


class _RemovePublicationLayout(Layout):
    """The flags field arrived in a later Aeron; a 24-byte record from an older client is still valid
    (RemovePublicationFlyweight.flagsFieldIsValid)."""

    _MIN_LENGTH = dc.RemovePublicationDecoder.BLOCK_LENGTH - 8

    def put_fixed(self, encoder: Any, message: Any) -> None:
        encoder.client_id = message.client_id
        encoder.correlation_id = message.correlation_id
        encoder.registration_id = message.registration_id
        encoder.flags = dc.RemovePublicationFlags.REVOKE if message.revoke else dc.RemovePublicationFlags(0)

    def decode(self, buffer: Any, offset: int, length: int) -> RemovePublication:
        block = self.block_length if length >= self.block_length else self._MIN_LENGTH
        decoder = self.decoder().wrap(buffer, offset, block, length=length)
        revoke = block == self.block_length and bool(decoder.flags & dc.RemovePublicationFlags.REVOKE)
        return RemovePublication(decoder.client_id, decoder.correlation_id, decoder.registration_id, revoke)


LAYOUTS: dict[int, Layout] = table(
    Layout(PublicationMessage, dc.AddPublicationEncoder, dc.AddPublicationDecoder),
    _RemovePublicationLayout(RemovePublication, dc.RemovePublicationEncoder, dc.RemovePublicationDecoder),
    Layout(PublicationMessage, dc.AddExclusivePublicationEncoder, dc.AddExclusivePublicationDecoder),
    Layout(SubscriptionMessage, dc.AddSubscriptionEncoder, dc.AddSubscriptionDecoder),
    Layout(RemoveMessage, dc.RemoveSubscriptionEncoder, dc.RemoveSubscriptionDecoder),
    Layout(CorrelatedMessage, dc.ClientKeepaliveEncoder, dc.ClientKeepaliveDecoder),
    Layout(DestinationMessage, dc.AddDestinationEncoder, dc.AddDestinationDecoder),
    Layout(DestinationMessage, dc.RemoveDestinationEncoder, dc.RemoveDestinationDecoder),
    Layout(CounterMessage, dc.AddCounterEncoder, dc.AddCounterDecoder, aligned=True),
    Layout(RemoveMessage, dc.RemoveCounterEncoder, dc.RemoveCounterDecoder),
    Layout(CorrelatedMessage, dc.ClientCloseEncoder, dc.ClientCloseDecoder),
    Layout(DestinationMessage, dc.AddRcvDestinationEncoder, dc.AddRcvDestinationDecoder),
    Layout(DestinationMessage, dc.RemoveRcvDestinationEncoder, dc.RemoveRcvDestinationDecoder),
    Layout(TerminateDriver, dc.TerminateDriverEncoder, dc.TerminateDriverDecoder),
    Layout(StaticCounterMessage, dc.AddStaticCounterEncoder, dc.AddStaticCounterDecoder, aligned=True),
    Layout(RejectImage, dc.RejectImageEncoder, dc.RejectImageDecoder),
    Layout(DestinationByIdMessage, dc.RemoveDestinationByIdEncoder, dc.RemoveDestinationByIdDecoder),
    Layout(GetNextAvailableSessionIdMessage, dc.GetNextAvailableSessionIdEncoder,
           dc.GetNextAvailableSessionIdDecoder),
)

if set(LAYOUTS) != types.COMMAND_TYPE_IDS:
    raise TypeError("commands.LAYOUTS and types.COMMAND_TYPE_IDS disagree")


def _layout(msg_type_id: int) -> Layout:
    layout = LAYOUTS.get(msg_type_id)
    if layout is None:
        raise ProtocolError(f"unknown command type id {types.name_of(msg_type_id)}")
    return layout


def encode_command(msg_type_id: int, message: Any) -> bytearray:
    """The body Aeron's client writes to the to-driver ring buffer for this command."""
    return _layout(msg_type_id).encode(message)


def decode_command(msg_type_id: int, buffer: Any, offset: int, length: int) -> Any:
    """The record of one ring buffer message; ProtocolError for an unknown id, CodecError when malformed."""
    return _layout(msg_type_id).decode(buffer, offset, length)
