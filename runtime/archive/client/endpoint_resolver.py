"""Resolving a subscription's ``endpoint=host:0`` to the port the driver actually bound.

An archive client often subscribes to ``aeron:udp?endpoint=localhost:0`` and must tell the archive the
real port. The driver publishes each bound address in a local-socket-address counter (type 14): key =
channel status counter id (int32), address length (int32), address (ASCII); the counter's value is
ACTIVE (1) while bound (aeron-client/src/main/java/io/aeron/status/LocalSocketAddressStatus.java and
Subscription.tryResolveChannelEndpointPort at 1.51.0). Our Aeron client has no resolver yet, so the
archive client reads the counters itself.
"""

from __future__ import annotations

import struct
from typing import Any

from aeronkit.client.channel_status import ACTIVE as CHANNEL_ENDPOINT_ACTIVE
from aeronkit.counter_types import CounterTypeId

LOCAL_SOCKET_ADDRESS_STATUS_TYPE_ID = CounterTypeId.DRIVER_LOCAL_SOCKET_ADDRESS_STATUS
_KEY = struct.Struct("<ii")


def endpoint_of(channel: str) -> str | None:
    for item in channel.partition("?")[2].split("|"):
        key, _, value = item.partition("=")
        if key == "endpoint":
            return value
    return None


def needs_resolution(channel: str) -> bool:
    endpoint = endpoint_of(channel)
    return endpoint is not None and endpoint.endswith(":0") and "control-mode=manual" not in channel


def resolved_endpoint(counters: Any, channel_status_id: int) -> str | None:
    """The first ACTIVE bound address of the channel whose status counter is ``channel_status_id``."""
    if channel_status_id < 0 or counters.get_counter_value(channel_status_id) != CHANNEL_ENDPOINT_ACTIVE:
        return None
    for counter_id, type_id in counters.allocated_ids():
        if type_id != LOCAL_SOCKET_ADDRESS_STATUS_TYPE_ID:
            continue
        key = counters.get_counter_key(counter_id)
        status_id, length = _KEY.unpack_from(key, 0)
        active = counters.get_counter_value(counter_id) == CHANNEL_ENDPOINT_ACTIVE
        if status_id == channel_status_id and active and 0 < length <= len(key) - _KEY.size:
            return bytes(key[_KEY.size : _KEY.size + length]).decode("ascii", errors="replace")
    return None


def replace_wildcard_port(channel: str, resolved: str) -> str:
    """``channel`` with the ``:0`` port of its endpoint replaced by the port of ``resolved``."""
    port = resolved.rpartition(":")[2]
    if not port or port == "0":
        raise ValueError(f"no usable port in resolved endpoint {resolved!r}")
    base, _, query = channel.partition("?")
    items = []
    for item in query.split("|"):
        key, _, value = item.partition("=")
        if key == "endpoint" and value.endswith(":0"):
            item = f"endpoint={value[:-2]}:{port}"
        items.append(item)
    return f"{base}?{'|'.join(items)}"


def try_resolve_channel_endpoint_port(aeron: Any, subscription: Any) -> str | None:
    """The subscription's channel with its wildcard port resolved; the channel as is when nothing needs
    resolving; None while the driver has not bound it yet."""
    channel: str = subscription.channel
    if not needs_resolution(channel):
        return channel
    resolved = resolved_endpoint(aeron.counters_reader, subscription.channel_status_id)
    return None if resolved is None else replace_wildcard_port(channel, resolved)
