"""Channel endpoint status and bound socket addresses, read from the driver's counters.

The driver gives each UDP channel endpoint a status counter (its id arrives with the publication or
subscription) and one local-socket-address counter per bound socket: type 14, key = channel status
counter id (int32), address length (int32), address (ASCII), value ACTIVE while bound
(aeron-client/src/main/java/io/aeron/status/{ChannelEndpointStatus,LocalSocketAddressStatus}.java and
ClientConductor.channelStatus at 1.51.0). IPC channels have no status counter: Aeron reports them ACTIVE.
This module is the one reader of that layout (the driver writes it through the same key struct, in
aeronkit.driver.channel_status_counters): Publication and Subscription use it, and so do the archive and
cluster clients, through ``Subscription.try_resolve_channel_endpoint_port``.
"""

from __future__ import annotations

import struct

from aeronkit.concurrent.counters import RECORD_ALLOCATED, RECORD_UNUSED, CountersReader
from aeronkit.counter_types import CounterTypeId

INITIALIZING = 0
ERRORED = -1
ACTIVE = 1
CLOSING = 2
NO_ID_ALLOCATED = -1
LOCAL_SOCKET_ADDRESS_STATUS_TYPE_ID = CounterTypeId.DRIVER_LOCAL_SOCKET_ADDRESS_STATUS
LOCAL_SOCKET_ADDRESS_KEY = struct.Struct("<ii")  # channel status counter id, address length; address follows


def channel_status(reader: CountersReader, channel_status_id: int) -> int:
    """INITIALIZING until the driver allocated the status counter, ACTIVE without one, else its value."""
    if channel_status_id == 0:
        return INITIALIZING
    if channel_status_id == NO_ID_ALLOCATED:
        return ACTIVE
    return reader.get_counter_value(channel_status_id)


def local_socket_addresses(reader: CountersReader, status: int, channel_status_id: int) -> list[str]:
    """Every ACTIVE bound address (``host:port``) of the channel, when the channel itself is ACTIVE
    (LocalSocketAddressStatus.findAddresses)."""
    if status != ACTIVE:
        return []
    found = []
    for counter_id in range(reader.max_counter_id + 1):
        state = reader.get_counter_state(counter_id)
        if state == RECORD_UNUSED:
            break
        if state != RECORD_ALLOCATED:
            continue
        if reader.get_counter_type_id(counter_id) != CounterTypeId.DRIVER_LOCAL_SOCKET_ADDRESS_STATUS:
            continue
        key = reader.get_counter_key(counter_id)
        status_id, length = LOCAL_SOCKET_ADDRESS_KEY.unpack_from(key, 0)
        if status_id == channel_status_id and reader.get_counter_value(counter_id) == ACTIVE \
                and 0 < length <= len(key) - LOCAL_SOCKET_ADDRESS_KEY.size:
            start = LOCAL_SOCKET_ADDRESS_KEY.size
            found.append(bytes(key[start:start + length]).decode("ascii", errors="replace"))
    return found


def endpoint_param(channel: str) -> str | None:
    """The ``endpoint`` parameter of a channel URI, or None."""
    for item in channel.partition("?")[2].split("|"):
        key, _, value = item.partition("=")
        if key == "endpoint":
            return value
    return None


def needs_port_resolution(channel: str) -> bool:
    """An ``endpoint=host:0`` wildcard port the driver chooses; not on a manual (MDS) subscription, whose
    endpoints are its destinations (Subscription.tryResolveChannelEndpointPort)."""
    endpoint = endpoint_param(channel)
    return endpoint is not None and endpoint.endswith(":0") and "control-mode=manual" not in channel


def with_resolved_port(channel: str, resolved: str) -> str:
    """``channel`` with the ``:0`` port of its endpoint replaced by the port of ``resolved``
    (ChannelUri.replaceEndpointWildcardPort)."""
    port = resolved.rpartition(":")[2]
    if not port.isdigit() or port == "0":
        raise ValueError(f"no usable port in resolved endpoint {resolved!r}")
    base, _, query = channel.partition("?")
    items = []
    for item in query.split("|"):
        key, _, value = item.partition("=")
        if key == "endpoint" and value.endswith(":0"):
            item = f"endpoint={value[:-2]}:{port}"
        items.append(item)
    return f"{base}?{'|'.join(items)}"
