"""Bound socket addresses on our driver: the local-socket-address counters (type 14) and endpoint labels.

Aeron 1.51.0 (DriverConductor.getOrCreateSendChannelEndpoint / getOrCreateReceiveChannelEndpoint,
status/LocalSocketAddressStatus.java) gives every socket a channel endpoint binds a ``snd-local-sockaddr`` or
``rcv-local-sockaddr`` counter: key = channel status counter id, address length, address; label
"<name>: <status id> <address>"; value ACTIVE (1); registration id of the command that opened the endpoint.
The channel status label gets the bound address too. Clients resolve ``endpoint=host:0`` from them, so these
tests check the counters' exact layout, that both our client's resolver and the raw counters agree with the
socket, that a publication sent to the resolved channel connects, and that closing frees them.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator

import pytest
from support.wait import wait_until
from udp_harness import free_udp_port

from aeronkit.client import Aeron
from aeronkit.client import channel_status as cs
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.concurrent.counters import RECORD_ALLOCATED, CountersReader
from aeronkit.counter_types import CounterTypeId
from aeronkit.driver import Context, MediaDriver

SMALL = {"counters_buffer_length": 1024 * 1024, "term_buffer_length": 64 * 1024}
STREAM = 1201


@pytest.fixture
def aeron() -> Iterator[tuple[MediaDriver, Aeron]]:
    with (
        MediaDriver.launch_embedded(Context(threading_mode="SHARED", **SMALL)) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as client,
    ):
        yield driver, client


def _address_counters(reader: CountersReader) -> dict[int, tuple[int, str, str, int, int]]:
    """Allocated type 14 counters: id -> (status id, address from the key, label, value, registration id)."""
    found = {}
    for counter_id, type_id in reader.allocated_ids():
        if type_id != CounterTypeId.DRIVER_LOCAL_SOCKET_ADDRESS_STATUS:
            continue
        key = reader.get_counter_key(counter_id)
        status_id, length = struct.unpack_from("<ii", key)
        found[counter_id] = (
            status_id,
            bytes(key[8 : 8 + length]).decode(),
            reader.get_counter_label(counter_id),
            reader.get_counter_value(counter_id),
            reader.get_counter_registration_id(counter_id),
        )
    return found


def test_subscription_on_a_wildcard_port_publishes_its_bound_address(
    aeron: tuple[MediaDriver, Aeron],
) -> None:
    driver, client = aeron
    reader = client.counters_reader
    subscription = client.add_subscription("aeron:udp?endpoint=127.0.0.1:0", STREAM)
    wait_until(lambda: subscription.try_resolve_channel_endpoint_port() is not None, 10, "the bound port")
    socket_port = driver.conductor.network.receive_endpoints[
        next(iter(driver.conductor.network.receive_endpoints))
    ].transport.bound_address[1]
    assert subscription.local_socket_addresses == [f"127.0.0.1:{socket_port}"]
    assert subscription.try_resolve_channel_endpoint_port() == f"aeron:udp?endpoint=127.0.0.1:{socket_port}"

    status_id = subscription.channel_status_id
    (address_id,) = _address_counters(reader)
    assert _address_counters(reader)[address_id] == (
        status_id,
        f"127.0.0.1:{socket_port}",
        f"rcv-local-sockaddr: {status_id} 127.0.0.1:{socket_port}",
        cs.ACTIVE,
        subscription.registration_id,
    )
    assert reader.get_counter_type_id(status_id) == CounterTypeId.DRIVER_RECEIVE_CHANNEL_STATUS
    assert reader.get_counter_label(status_id) == (
        f"rcv-channel: aeron:udp?endpoint=127.0.0.1:0 127.0.0.1:{socket_port}"
    )
    assert reader.get_counter_registration_id(status_id) == subscription.registration_id

    # the resolved channel is a working address: a publication to it connects and delivers
    publication = client.add_exclusive_publication(
        f"{subscription.try_resolve_channel_endpoint_port()}|term-length=64k", STREAM
    )
    wait_until(lambda: publication.is_connected, 10, "the publication to the resolved port connecting")
    send_status = publication.channel_status_id
    (send_address,) = (a for a in _address_counters(reader).values() if a[0] == send_status)
    control_port = driver.conductor.network.send_endpoints[
        next(iter(driver.conductor.network.send_endpoints))
    ].transport.bound_address[1]
    assert publication.local_socket_addresses == [send_address[1]]
    assert send_address[1].endswith(f":{control_port}")
    assert send_address[2] == f"snd-local-sockaddr: {send_status} {send_address[1]}"
    assert reader.get_counter_label(send_status).endswith(f"term-length=64k {send_address[1]}")

    assert publication.offer(b"to the resolved port") > 0
    got: list[bytes] = []
    wait_until(lambda: subscription.poll(lambda b, o, n, h: got.append(bytes(b[o : o + n])), 10) or got, 10,
             "the message")
    assert got == [b"to the resolved port"]

    publication.close()
    subscription.close()
    wait_until(lambda: not _address_counters(reader), 15, "both address counters freed")
    assert reader.get_counter_state(address_id) != RECORD_ALLOCATED


@pytest.mark.parametrize(
    "channel",
    [
        "aeron:udp?control-mode=manual|control=127.0.0.1:0",
        "aeron:udp?control-mode=dynamic|control=127.0.0.1:0",
    ],
)
def test_multi_destination_publication_publishes_its_control_address(
    aeron: tuple[MediaDriver, Aeron], channel: str
) -> None:
    driver, client = aeron
    publication = client.add_exclusive_publication(f"{channel}|term-length=64k", STREAM)
    wait_until(lambda: publication.local_socket_addresses, 10, "the control socket's address")
    (endpoint,) = driver.conductor.network.send_endpoints.values()
    host, port = endpoint.transport.bound_address
    assert port > 0
    assert publication.local_socket_addresses == [f"{host}:{port}"]
    publication.close()
    wait_until(lambda: not _address_counters(client.counters_reader), 15, "the address counter freed")


def test_address_counters_follow_endpoints_not_subscriptions(aeron: tuple[MediaDriver, Aeron]) -> None:
    """Two ``:0`` subscriptions get two sockets (Aeron gives a wildcard port a unique canonical form), so two
    counters; two subscriptions on one fixed port share its endpoint and its one counter, which stays until
    the last of them closes."""
    _, client = aeron
    reader = client.counters_reader
    first = client.add_subscription("aeron:udp?endpoint=127.0.0.1:0", STREAM)
    other = client.add_subscription("aeron:udp?endpoint=127.0.0.1:0", STREAM)
    wait_until(lambda: first.local_socket_addresses and other.local_socket_addresses, 10, "both addresses")
    assert first.channel_status_id != other.channel_status_id
    assert first.local_socket_addresses != other.local_socket_addresses
    assert len(_address_counters(reader)) == 2
    first.close()
    other.close()
    wait_until(lambda: not _address_counters(reader), 15, "both wildcard counters freed")

    port = free_udp_port()
    second = client.add_subscription(f"aeron:udp?endpoint=127.0.0.1:{port}", STREAM + 1)
    third = client.add_subscription(f"aeron:udp?endpoint=127.0.0.1:{port}", STREAM + 2)
    assert second.channel_status_id == third.channel_status_id
    assert second.local_socket_addresses == third.local_socket_addresses == [f"127.0.0.1:{port}"]
    second.close()
    assert third.local_socket_addresses == [f"127.0.0.1:{port}"]  # the endpoint is still in use
    assert len(_address_counters(reader)) == 1
    third.close()
    wait_until(lambda: not _address_counters(reader), 15, "the shared endpoint's counter freed")
