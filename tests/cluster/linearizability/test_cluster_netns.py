"""support.cluster_netns: the campaign's private network really cuts what it says it cuts.

UDP probes between namespaces: a partitioned member is unreachable from its peers but not from clients, an
isolated one from both, and healing restores both paths. A probe that must arrive gets a generous deadline;
one that must not is given a short window (a dropped datagram never arrives, however loaded the machine)."""

from __future__ import annotations

import socket
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.cluster_netns import ClusterNetwork, unavailable_reason
from support.deps import missing

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "udp"))
from udp_netns import Namespace

ARRIVES_S = 20.0
LOST_WINDOW_S = 0.5


@pytest.fixture
def network() -> Iterator[ClusterNetwork]:
    reason = unavailable_reason()
    if reason is not None:
        missing(f"cluster network namespaces: {reason}")
    with ClusterNetwork(3) as net:
        yield net


def udp_in(namespace: str, bind: tuple[str, int] | None = None) -> socket.socket:
    def make() -> socket.socket:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        if bind is not None:
            sock.bind(bind)
        return sock
    return Namespace(namespace, "", "").run(make)


def delivered(sender: socket.socket, receiver: socket.socket, window_s: float) -> bool:
    payload = sender.getsockname()[1].to_bytes(4, "little") + b"probe"
    sender.sendto(payload, receiver.getsockname())
    receiver.settimeout(window_s)
    try:
        while True:
            data, _ = receiver.recvfrom(64)
            if data == payload:
                return True
    except TimeoutError:
        return False


def test_partition_cuts_peers_only_isolate_cuts_both_heal_restores(network: ClusterNetwork) -> None:
    peer_in = udp_in(network.members[0], (network.member_host(0), 0))
    client_in = udp_in(network.members[0], (network.member_client_host(0), 0))
    peer_out = udp_in(network.members[1], (network.member_host(1), 0))
    client_out = udp_in(network.hub, (network.client_host, 0))
    sockets = [peer_in, client_in, peer_out, client_out]
    try:
        assert delivered(peer_out, peer_in, ARRIVES_S) and delivered(client_out, client_in, ARRIVES_S)

        network.partition(0)
        assert not delivered(peer_out, peer_in, LOST_WINDOW_S), "a partitioned member is cut from its peers"
        assert delivered(client_out, client_in, ARRIVES_S), "clients still reach a partitioned member"

        network.heal(0)
        assert delivered(peer_out, peer_in, ARRIVES_S)

        network.isolate(0)
        assert not delivered(peer_out, peer_in, LOST_WINDOW_S)
        assert not delivered(client_out, client_in, LOST_WINDOW_S), "an isolated member is cut from clients"

        network.heal(0)
        assert delivered(peer_out, peer_in, ARRIVES_S) and delivered(client_out, client_in, ARRIVES_S)
        assert not network.detached
    finally:
        for sock in sockets:
            sock.close()


def test_namespaces_are_removed() -> None:
    reason = unavailable_reason()
    if reason is not None:
        missing(f"cluster network namespaces: {reason}")
    net = ClusterNetwork(2).create()
    names = [net.hub, *net.members]
    net.remove()
    net.remove()
    listed = Path("/var/run/netns")
    assert not any((listed / name).exists() for name in names)
