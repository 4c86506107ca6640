"""The links between the whole-cluster simulation's members (whole_cluster.py): which directed links are
down (a partition, or a one-way link), and one member's lossy reception.

Every member's driver gets a ``MemberLinks`` as its loss configuration. Data, setup and heartbeat frames
are stopped where they leave the sender (its ``send.data`` hook: the destination address says which
member they are for); status messages, NAKs and RTT replies where they reach the sender of the stream
(its ``receive.control`` hook: the source address is the receiving member's socket). Between the two, a
directed link ``a -> b`` being down stops everything ``a`` sends to ``b`` and nothing ``b`` sends to
``a``: a one-way link. A member's addresses are the ports its driver's receive endpoints are bound to
(the member plan's consensus, log, catch-up and archive ports and the kernel's ephemeral ones for
replication and replay), read from the drivers themselves, so an endpoint opened mid-run is known the
moment it exists.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol

from aeronkit.driver.ext.loss_generators import (
    Address,
    DebugChannelEndpointConfiguration,
    DebugFrameInterceptor,
    LossSettings,
)
from aeronkit.driver.media_driver import MediaDriver


class HasDriver(Protocol):
    driver: MediaDriver


class Links:
    """The directed links that deliver nothing now, and how many datagrams they stopped."""

    def __init__(self, nodes: Sequence[HasDriver]) -> None:
        self.nodes = nodes
        self.down: set[tuple[int, int]] = set()
        self.stopped = 0
        self._owners: dict[int, int] = {}
        self._signature: tuple[int, ...] = ()

    def cut(self, source: int, destination: int) -> None:
        """Nothing ``source`` sends reaches ``destination`` (the other way is untouched)."""
        self.down.add((source, destination))

    def isolate(self, member: int) -> None:
        """``member`` and every other member stop hearing each other, both ways."""
        for other in range(len(self.nodes)):
            if other != member:
                self.down |= {(member, other), (other, member)}

    def heal(self) -> None:
        self.down.clear()

    def delivers(self, sender: int, receiver: int | None) -> bool:
        return receiver is None or (sender, receiver) not in self.down

    def owner(self, address: Address) -> int | None:
        """The member whose driver has a receive socket bound to ``address``'s port (None: no member's)."""
        transports = [
            (member, transport)
            for member, node in enumerate(self.nodes)
            for endpoint in node.driver.conductor.network.receive_endpoints.values()
            for transport in endpoint.transports
            if transport is not None
        ]
        signature = tuple(id(transport) for _, transport in transports)
        if signature != self._signature:  # an endpoint opened or closed: read the ports again
            self._signature = signature
            self._owners = {transport.bound_address[1]: member for member, transport in transports}
        return self._owners.get(address[1])


class _LinkFilter:
    """A LossGenerator for one member's driver: drops what crosses a link that is down. ``outbound``: the
    address is where a datagram goes (from this member); otherwise where it came from (to this member)."""

    def __init__(self, links: Links, member: int, *, outbound: bool) -> None:
        self.links = links
        self.member = member
        self.outbound = outbound

    def should_drop_frame(self, address: Address, frame: memoryview | bytes, length: int) -> bool:
        links = self.links
        if not links.down:
            return False
        other = links.owner(address)
        if other is None or other == self.member:
            return False
        delivers = links.delivers(self.member, other) if self.outbound else links.delivers(other, self.member)
        if not delivers:
            links.stopped += 1
        return not delivers


class MemberLinks(DebugChannelEndpointConfiguration):
    """One member driver's loss configuration: the link filter on what it sends and the control it gets
    back, and, for the lossy member, seeded drop/duplicate/reorder of the data it receives (each receive
    endpoint its own seed, so endpoints do not drop in lockstep). The lossy interceptors are kept so a
    test can see that datagrams were in fact dropped, duplicated and reordered."""

    def __init__(self, links: Links, member: int, lossy: LossSettings | None = None) -> None:
        super().__init__({} if lossy is None else {"receive.data": lossy})
        self.links = links
        self.member = member
        self.made: list[DebugFrameInterceptor] = []

    def interceptor(self, kind: str, alias: str | None, canonical_form: str) -> DebugFrameInterceptor | None:
        if kind in ("send.data", "receive.control"):
            return DebugFrameInterceptor(_LinkFilter(self.links, self.member, outbound=kind == "send.data"))
        settings = self.settings(kind, alias, canonical_form)
        made = replace(settings, seed=settings.seed * 1_000 + 2 * len(self.made)).interceptor()
        if made is not None:
            self.made.append(made)
        return made

    def counts(self) -> tuple[int, int, int]:
        """(dropped, duplicated, reordered) by the lossy reception so far."""
        return (sum(i.dropped for i in self.made), sum(i.duplicated for i in self.made),
                sum(i.reordered for i in self.made))
