"""A private network for a cluster under test: one namespace per member, two bridges, so a test can cut a
member off without touching the host's network.

Layout (all created by :meth:`ClusterNetwork.create`, all removed by :meth:`ClusterNetwork.remove`)::

    namespace <tag>-hub
        bridge bp (peer network 10.203.0.0/24)      <- consensus, log, catch-up, archive, replication
        bridge bc (client network 10.203.1.0/24), 10.203.1.100 on it   <- clients run in this namespace
    namespace <tag>-m<i>, member i:
        p<i> 10.203.0.<i+1>  ==veth==  hub port hp<i> on bp
        c<i> 10.203.1.<i+1>  ==veth==  hub port hc<i> on bc       (the member's ingress endpoint)

Each member namespace also has its loopback up (Aeron's default archive control response channel is
``localhost:0``). Two faults, both by detaching hub ports from their bridge -- packets to and from the member
are then silently dropped, as on a cut cable, while its own interfaces stay up (no send errors that a real
partition would not cause either):

* :meth:`isolate` cuts the member off from everyone (both ports);
* :meth:`partition` cuts it off from the other members only: clients still reach it and it still answers
  them. Aimed at a leader this is the classic split brain: a deposed leader that clients keep talking to.

:meth:`heal` re-attaches the member's ports; a bridge without STP forwards on a re-attached port at once.

Why not a firewall: this machine has neither nft nor iptables, and the kernel has no netem or gact for tc;
iproute2 alone can do this (and is what the multicast tests already need, tests/udp/udp_netns.py). Needs root
(CAP_NET_ADMIN); :func:`unavailable_reason` says why not otherwise.
"""

from __future__ import annotations

import itertools
import os
import subprocess

from support.netns import unavailable_reason

__all__ = ["ClusterNetwork", "unavailable_reason"]

_counter = itertools.count()


def _ip(*args: str) -> None:
    result = subprocess.run(["ip", *args], capture_output=True, text=True, timeout=30, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"ip {' '.join(args)} failed: {result.stderr.strip()}")


class ClusterNetwork:
    PEERS = "10.203.0"
    CLIENTS = "10.203.1"
    PEER_BRIDGE = "bp"
    CLIENT_BRIDGE = "bc"

    def __init__(self, member_count: int) -> None:
        tag = f"akj{os.getpid() % 100000}x{next(_counter)}"
        self.member_count = member_count
        self.hub = f"{tag}-hub"
        self.members = [f"{tag}-m{i}" for i in range(member_count)]
        self.client_host = f"{self.CLIENTS}.100"
        self._created: list[str] = []
        self.detached: set[str] = set()

    def member_host(self, member_id: int) -> str:
        """The member's address on the peer network (everything but ingress)."""
        return f"{self.PEERS}.{member_id + 1}"

    def member_client_host(self, member_id: int) -> str:
        """The member's address on the client network (its ingress endpoint)."""
        return f"{self.CLIENTS}.{member_id + 1}"

    def member_launcher(self, member_id: int) -> tuple[str, ...]:
        """Command prefix that runs a program in member `member_id`'s namespace (``ip`` execs it)."""
        return ("ip", "netns", "exec", self.members[member_id])

    def client_launcher(self) -> tuple[str, ...]:
        return ("ip", "netns", "exec", self.hub)

    def create(self) -> ClusterNetwork:
        try:
            for name in (self.hub, *self.members):
                _ip("netns", "add", name)
                self._created.append(name)
                _ip("-n", name, "link", "set", "lo", "up")
            for bridge in (self.PEER_BRIDGE, self.CLIENT_BRIDGE):
                _ip("-n", self.hub, "link", "add", bridge, "type", "bridge")
                _ip("-n", self.hub, "link", "set", bridge, "up")
            _ip("-n", self.hub, "addr", "add", f"{self.client_host}/24", "dev", self.CLIENT_BRIDGE)
            for i, name in enumerate(self.members):
                for side, address in (("p", self.member_host(i)), ("c", self.member_client_host(i))):
                    _ip("-n", self.hub, "link", "add", f"h{side}{i}", "type", "veth",
                        "peer", "name", f"{side}{i}", "netns", name)
                    _ip("-n", name, "addr", "add", f"{address}/24", "dev", f"{side}{i}")
                    _ip("-n", name, "link", "set", f"{side}{i}", "up")
                    _ip("-n", self.hub, "link", "set", f"h{side}{i}", "master", self._bridge(side))
                    _ip("-n", self.hub, "link", "set", f"h{side}{i}", "up")
        except BaseException:
            self.remove()
            raise
        return self

    def _bridge(self, side: str) -> str:
        return self.PEER_BRIDGE if side == "p" else self.CLIENT_BRIDGE

    def _detach(self, side: str, member_id: int) -> None:
        port = f"h{side}{member_id}"
        _ip("-n", self.hub, "link", "set", port, "nomaster")
        self.detached.add(port)

    def isolate(self, member_id: int) -> None:
        """Cut member `member_id` off from every other member and every client."""
        self._detach("p", member_id)
        self._detach("c", member_id)

    def partition(self, member_id: int) -> None:
        """Cut member `member_id` off from the other members; clients still reach it."""
        self._detach("p", member_id)

    def heal(self, member_id: int) -> None:
        for side in ("p", "c"):
            port = f"h{side}{member_id}"
            if port in self.detached:
                _ip("-n", self.hub, "link", "set", port, "master", self._bridge(side))
                self.detached.discard(port)

    def remove(self) -> None:
        """Delete every namespace (veths and bridges go with them). Safe to call twice."""
        while self._created:
            subprocess.run(["ip", "netns", "del", self._created.pop()], capture_output=True, timeout=30,
                           check=False)

    def __enter__(self) -> ClusterNetwork:
        return self.create()

    def __exit__(self, *exc: object) -> None:
        self.remove()
