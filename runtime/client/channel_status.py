"""Channel endpoint status and bound socket addresses, read from the driver's counters.

The driver gives each UDP channel endpoint a status counter (its id arrives with the publication or
subscription) and one local-socket-address counter per bound socket: type 14, key = channel status
counter id (int32), address length (int32), address (ASCII), value ACTIVE while bound
(aeron-client/src/main/java/io/aeron/status/{ChannelEndpointStatus,LocalSocketAddressStatus}.java and
ClientConductor.channelStatus at 1.51.0). IPC channels have no status counter: Aeron reports them ACTIVE.
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
_KEY = struct.Struct("<ii")


def channel_status(reader: CountersReader, channel_status_id: int) -> int:
    """INITIALIZING until the driver allocated the status counter, ACTIVE without one, else its value."""
    if channel_status_id == 0:
        return INITIALIZING
    if channel_status_id == NO_ID_ALLOCATED:
        return ACTIVE
    return reader.get_counter_value(channel_status_id)


def local_socket_addresses(reader: CountersReader, status: int, channel_status_id: int) -> list[str]:
    """Every ACTIVE bound address (``host:port``) of the channel, when the channel itself is ACTIVE."""
    if status != ACTIVE:
        return []
    found = []
    for counter_id in range(reader.max_counter_id + 1):
        state = reader.get_counter_state(counter_id)
        if state == RECORD_UNUSED:
            break
        if state != RECORD_ALLOCATED:
            continue
        if reader.get_counter_type_id(counter_id) != LOCAL_SOCKET_ADDRESS_STATUS_TYPE_ID:
            continue
        key = reader.get_counter_key(counter_id)
        status_id, length = _KEY.unpack_from(key, 0)
        if status_id == channel_status_id and reader.get_counter_value(counter_id) == ACTIVE \
                and 0 < length <= len(key) - _KEY.size:
            found.append(bytes(key[_KEY.size:_KEY.size + length]).decode("ascii", errors="replace"))
    return found


def endpoint_param(channel: str) -> str | None:
    for item in channel.partition("?")[2].split("|"):
        key, _, value = item.partition("=")
        if key == "endpoint":
            return value
    return None


def with_resolved_port(channel: str, resolved: str) -> str:
    """``channel`` with the ``:0`` port of its endpoint replaced by the port of ``resolved``."""
    port = resolved.rpartition(":")[2]
    base, _, query = channel.partition("?")
    items = []
    for item in query.split("|"):
        key, _, value = item.partition("=")
        if key == "endpoint" and value.endswith(":0"):
            item = f"endpoint={value[:-2]}:{port}"
        items.append(item)
    return f"{base}?{'|'.join(items)}"
