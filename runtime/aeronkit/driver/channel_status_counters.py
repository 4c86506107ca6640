"""The counters that describe a UDP channel endpoint: its status and the socket addresses it bound.

Each send or receive channel endpoint has a status counter (``snd-channel`` type 6 / ``rcv-channel`` type 7;
key = int32 channel length + channel, label "<name>: <channel> " with the bound address appended once the
socket is open), and each socket it binds has a local-socket-address counter (``snd-local-sockaddr`` /
``rcv-local-sockaddr``, type 14; key = int32 status counter id, int32 address length, address; label
"<name>: <status counter id> <address>"; value ACTIVE while bound). Both carry the registration id of the
command that created them. A client finds the port an ``endpoint=host:0`` got through the type 14 counters
(aeronkit.client.channel_status reads them). A multi-destination subscription (``control-mode=manual``) binds
no socket of its own: each destination it adds gets its own ``rcv-local-sockaddr``.

Layouts and labels: aeron-client/src/main/java/io/aeron/status/ChannelEndpointStatus.java and
LocalSocketAddressStatus.java, aeron-driver/src/main/java/io/aeron/driver/status/SendLocalSocketAddress.java
and ReceiveLocalSocketAddress.java at 1.51.0; they are allocated in DriverConductor.java's
getOrCreateSendChannelEndpoint, getOrCreateReceiveChannelEndpoint and onAddRcvNetworkDestination. Aeron
allocates the address counter first and fills its key once the socket is bound; ours is allocated just
after the bind, with the same key, label and value, and in the same id order.
"""

from __future__ import annotations

import struct

from aeronkit.client.channel_status import ACTIVE, LOCAL_SOCKET_ADDRESS_KEY
from aeronkit.concurrent.counters import MAX_KEY_LENGTH, MAX_LABEL_LENGTH, CountersManager
from aeronkit.counter_types import CounterTypeId
from aeronkit.driver.media.batch_io import Address
from aeronkit.driver.stream_counters import Position

SEND_CHANNEL_STATUS_NAME = "snd-channel"
RECEIVE_CHANNEL_STATUS_NAME = "rcv-channel"
SEND_LOCAL_SOCKET_ADDRESS_NAME = "snd-local-sockaddr"
RECEIVE_LOCAL_SOCKET_ADDRESS_NAME = "rcv-local-sockaddr"
MAX_CHANNEL_LENGTH = MAX_KEY_LENGTH - 4
_CHANNEL_LENGTH = struct.Struct("<i")


def format_address(address: Address) -> str:
    """``host:port``, with an IPv6 host in brackets (NetworkUtil.formatAddressAndPort)."""
    host, port = address
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def allocate_channel_status(
    manager: CountersManager, name: str, type_id: int, registration_id: int, channel: str
) -> Position:
    """A channel endpoint's status counter, INITIALIZING (0) until ``indicate_active``."""
    data = channel.encode("ascii", errors="replace")[:MAX_CHANNEL_LENGTH]
    label = f"{name}: {channel}"[:MAX_LABEL_LENGTH]
    if len(label) < MAX_LABEL_LENGTH:
        label += " "
    counter_id = manager.allocate(label, type_id, _CHANNEL_LENGTH.pack(len(data)) + data)
    manager.set_counter_registration_id(counter_id, registration_id)
    return Position(manager, counter_id)


def indicate_active(status: Position, bound: str | None) -> None:
    """The endpoint is open: its bound address (if it has a socket of its own) goes onto the label, then
    the status becomes ACTIVE."""
    if bound is not None:
        status.manager.append_to_label(status.counter_id, bound)
    status.set_release(ACTIVE)


def allocate_local_socket_address(
    manager: CountersManager, name: str, registration_id: int, channel_status_id: int, bound: str
) -> Position:
    """The counter naming one bound socket of the channel whose status counter is ``channel_status_id``."""
    data = bound.encode("ascii", errors="replace")[: MAX_KEY_LENGTH - LOCAL_SOCKET_ADDRESS_KEY.size]
    key = LOCAL_SOCKET_ADDRESS_KEY.pack(channel_status_id, len(data)) + data
    counter_id = manager.allocate(
        f"{name}: {channel_status_id} {bound}", CounterTypeId.DRIVER_LOCAL_SOCKET_ADDRESS_STATUS, key
    )
    manager.set_counter_registration_id(counter_id, registration_id)
    position = Position(manager, counter_id)
    position.set_release(ACTIVE)
    return position
