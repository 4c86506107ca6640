"""The client <-> media driver command protocol, in one place (Aeron's io.aeron.command).

Both ends of the protocol use this package: the client's DriverProxy and DriverEventsAdapter, and the
driver's ClientCommandAdapter and ClientProxy. Message type ids come from the generated
``aeronkit.codecs.driver_commands`` codecs (schemas/driver-commands.xml), and every layout is written
and read through those codecs, so the wire knowledge lives in the schema and nowhere else. The one
thing plain SBE cannot say, Aeron's 4-byte alignment of a second string, is in ``aligned``.
See docs/formats/driver-commands.md.
"""

from aeronkit.command.commands import (
    CorrelatedMessage,
    CounterMessage,
    DestinationByIdMessage,
    DestinationMessage,
    GetNextAvailableSessionIdMessage,
    PublicationMessage,
    RejectImage,
    RemoveMessage,
    RemovePublication,
    StaticCounterMessage,
    SubscriptionMessage,
    TerminateDriver,
    decode_command,
    encode_command,
)
from aeronkit.command.responses import (
    ClientTimeout,
    CounterUpdate,
    ErrorResponse,
    ImageBuffersReady,
    ImageMessage,
    NextAvailableSessionId,
    OperationSucceeded,
    PublicationBuffersReady,
    PublicationErrorFrame,
    StaticCounter,
    SubscriptionReady,
    decode_response,
    encode_response,
)

__all__ = [
    "ClientTimeout",
    "CorrelatedMessage",
    "CounterMessage",
    "CounterUpdate",
    "DestinationByIdMessage",
    "DestinationMessage",
    "ErrorResponse",
    "GetNextAvailableSessionIdMessage",
    "ImageBuffersReady",
    "ImageMessage",
    "NextAvailableSessionId",
    "OperationSucceeded",
    "PublicationBuffersReady",
    "PublicationErrorFrame",
    "PublicationMessage",
    "RejectImage",
    "RemoveMessage",
    "RemovePublication",
    "StaticCounter",
    "StaticCounterMessage",
    "SubscriptionMessage",
    "SubscriptionReady",
    "TerminateDriver",
    "decode_command",
    "decode_response",
    "encode_command",
    "encode_response",
]
