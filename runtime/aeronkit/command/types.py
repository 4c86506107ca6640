"""Message type ids of the client <-> driver protocol (Aeron's ControlProtocolEvents).

Every id is the template id of the generated codec for that message, so the numbers are written once,
in schemas/driver-commands.xml, and the schema equivalence test proves them against
aeron-client/src/main/java/io/aeron/command/ControlProtocolEvents.java (1.51.0).
"""

from __future__ import annotations

from typing import Final

from aeronkit.codecs import driver_commands as dc

# Client -> driver commands (to-driver ring buffer in cnc.dat).
ADD_PUBLICATION: Final[int] = dc.AddPublicationEncoder.TEMPLATE_ID
REMOVE_PUBLICATION: Final[int] = dc.RemovePublicationEncoder.TEMPLATE_ID
ADD_EXCLUSIVE_PUBLICATION: Final[int] = dc.AddExclusivePublicationEncoder.TEMPLATE_ID
ADD_SUBSCRIPTION: Final[int] = dc.AddSubscriptionEncoder.TEMPLATE_ID
REMOVE_SUBSCRIPTION: Final[int] = dc.RemoveSubscriptionEncoder.TEMPLATE_ID
CLIENT_KEEPALIVE: Final[int] = dc.ClientKeepaliveEncoder.TEMPLATE_ID
ADD_DESTINATION: Final[int] = dc.AddDestinationEncoder.TEMPLATE_ID
REMOVE_DESTINATION: Final[int] = dc.RemoveDestinationEncoder.TEMPLATE_ID
ADD_COUNTER: Final[int] = dc.AddCounterEncoder.TEMPLATE_ID
REMOVE_COUNTER: Final[int] = dc.RemoveCounterEncoder.TEMPLATE_ID
CLIENT_CLOSE: Final[int] = dc.ClientCloseEncoder.TEMPLATE_ID
ADD_RCV_DESTINATION: Final[int] = dc.AddRcvDestinationEncoder.TEMPLATE_ID
REMOVE_RCV_DESTINATION: Final[int] = dc.RemoveRcvDestinationEncoder.TEMPLATE_ID
TERMINATE_DRIVER: Final[int] = dc.TerminateDriverEncoder.TEMPLATE_ID
ADD_STATIC_COUNTER: Final[int] = dc.AddStaticCounterEncoder.TEMPLATE_ID
REJECT_IMAGE: Final[int] = dc.RejectImageEncoder.TEMPLATE_ID
REMOVE_DESTINATION_BY_ID: Final[int] = dc.RemoveDestinationByIdEncoder.TEMPLATE_ID
GET_NEXT_AVAILABLE_SESSION_ID: Final[int] = dc.GetNextAvailableSessionIdEncoder.TEMPLATE_ID

# Driver -> client responses and events (to-clients broadcast buffer in cnc.dat).
ON_ERROR: Final[int] = dc.OnErrorEncoder.TEMPLATE_ID
ON_AVAILABLE_IMAGE: Final[int] = dc.OnAvailableImageEncoder.TEMPLATE_ID
ON_PUBLICATION_READY: Final[int] = dc.OnPublicationReadyEncoder.TEMPLATE_ID
ON_OPERATION_SUCCESS: Final[int] = dc.OnOperationSuccessEncoder.TEMPLATE_ID
ON_UNAVAILABLE_IMAGE: Final[int] = dc.OnUnavailableImageEncoder.TEMPLATE_ID
ON_EXCLUSIVE_PUBLICATION_READY: Final[int] = dc.OnExclusivePublicationReadyEncoder.TEMPLATE_ID
ON_SUBSCRIPTION_READY: Final[int] = dc.OnSubscriptionReadyEncoder.TEMPLATE_ID
ON_COUNTER_READY: Final[int] = dc.OnCounterReadyEncoder.TEMPLATE_ID
ON_UNAVAILABLE_COUNTER: Final[int] = dc.OnUnavailableCounterEncoder.TEMPLATE_ID
ON_CLIENT_TIMEOUT: Final[int] = dc.OnClientTimeoutEncoder.TEMPLATE_ID
ON_STATIC_COUNTER: Final[int] = dc.OnStaticCounterEncoder.TEMPLATE_ID
ON_PUBLICATION_ERROR: Final[int] = dc.OnPublicationErrorEncoder.TEMPLATE_ID
ON_NEXT_AVAILABLE_SESSION_ID: Final[int] = dc.OnNextAvailableSessionIdEncoder.TEMPLATE_ID

COMMAND_TYPE_IDS: Final[frozenset[int]] = frozenset({
    ADD_PUBLICATION, REMOVE_PUBLICATION, ADD_EXCLUSIVE_PUBLICATION, ADD_SUBSCRIPTION, REMOVE_SUBSCRIPTION,
    CLIENT_KEEPALIVE, ADD_DESTINATION, REMOVE_DESTINATION, ADD_COUNTER, REMOVE_COUNTER, CLIENT_CLOSE,
    ADD_RCV_DESTINATION, REMOVE_RCV_DESTINATION, TERMINATE_DRIVER, ADD_STATIC_COUNTER, REJECT_IMAGE,
    REMOVE_DESTINATION_BY_ID, GET_NEXT_AVAILABLE_SESSION_ID,
})
RESPONSE_TYPE_IDS: Final[frozenset[int]] = frozenset({
    ON_ERROR, ON_AVAILABLE_IMAGE, ON_PUBLICATION_READY, ON_OPERATION_SUCCESS, ON_UNAVAILABLE_IMAGE,
    ON_EXCLUSIVE_PUBLICATION_READY, ON_SUBSCRIPTION_READY, ON_COUNTER_READY, ON_UNAVAILABLE_COUNTER,
    ON_CLIENT_TIMEOUT, ON_STATIC_COUNTER, ON_PUBLICATION_ERROR, ON_NEXT_AVAILABLE_SESSION_ID,
})

# RemovePublicationFlyweight.FLAG_REVOKE, from the schema's RemovePublicationFlags set.
REVOKE_FLAG: Final[int] = int(dc.RemovePublicationFlags.REVOKE)


def name_of(msg_type_id: int) -> str:
    """Aeron's constant name for a type id (for error messages and tools); hex for an unknown id."""
    return _NAMES.get(msg_type_id, f"0x{msg_type_id:x}")


_NAMES: Final[dict[int, str]] = {
    value: key for key, value in dict(globals()).items()
    if key.isupper() and isinstance(value, int) and not key.endswith("_FLAG")
}
