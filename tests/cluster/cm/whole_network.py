"""The links between the whole-cluster simulation's members (whole_cluster.py): which directed links are
down (a partition, or a one-way link), which are slow (a delay), and one member's lossy reception.

Every member's driver gets a ``MemberLinks`` as its loss configuration. Data, setup and heartbeat frames
are stopped where they leave the sender (its ``send.data`` hook: the destination address says which
member they are for); status messages, NAKs and RTT replies where they reach the sender of the stream
(its ``receive.control`` hook: the source address is the receiving member's socket). Between the two, a
directed link ``a -> b`` being down stops everything ``a`` sends to ``b`` and nothing ``b`` sends to
``a``: a one-way link. A member's addresses are the ports its driver's receive endpoints are bound to
(the member plan's consensus, log, catch-up and archive ports and the kernel's ephemeral ones for
replication and replay), read from the drivers themselves, so an endpoint opened mid-run is known the
moment it exists.

A slow directed link ``a -> b`` holds what crosses it for its delay (plus a seeded jitter of up to a quarter
of it, so datagrams may overtake each other) and then sends it again from the socket that first sent it to
the address it was for: the receiver sees the same datagram from the same source, later. ``deliver_due`` is
an agent of the scheduler. A control frame held at ``b``'s reception would meet ``b``'s filter again when
resent; the filter lets through, once, each datagram it is told is a redelivery.
"""

from __future__ import annotations

import heapq
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Protocol

from aeronkit.clock import NanoClock
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

    def __init__(self, nodes: Sequence[HasDriver], clock: NanoClock, seed: int) -> None:
        self.nodes = nodes
        self.clock = clock
        self.random = random.Random(seed)
        self.down: set[tuple[int, int]] = set()
        self.delays: dict[tuple[int, int], int] = {}
        self.stopped = 0
        self.delayed = 0
        self._in_flight: list[tuple[int, int, Any, bytes, Address]] = []
        self._redelivered: Counter[tuple[int, bytes]] = Counter()
        self._owners: dict[int, int] = {}
        self._transports: dict[int, Any] = {}
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

    def slow(self, member: int, delay_ns: int) -> None:
        """Everything between ``member`` and every other host takes ``delay_ns`` (and a jitter) each way."""
        for other in range(len(self.nodes)):
            if other != member:
                self.delays[member, other] = self.delays[other, member] = delay_ns

    def hold(self, transport: Any, frame: bytes, address: Address, delay_ns: int) -> None:
        """Send ``frame`` from ``transport``'s socket to ``address`` once its delay has passed."""
        due = self.clock.nano_time() + delay_ns + self.random.randrange(delay_ns // 4 + 1)
        heapq.heappush(self._in_flight, (due, self.delayed, transport, frame, address))
        self.delayed += 1

    def deliver_due(self) -> int:
        """The scheduler's agent for the slow links: sends what is due; busy (1) while anything is held, so
        time advances in busy rounds' steps and nothing is delivered an idle round's step late."""
        now = self.clock.nano_time()
        in_flight = self._in_flight
        while in_flight and in_flight[0][0] <= now:
            _, _, transport, frame, address = heapq.heappop(in_flight)
            if not transport.closed:
                self._redelivered[address[1], frame] += 1
                transport.send_to(frame, address)
        return 1 if in_flight else 0

    def redelivery(self, port: int, frame: bytes) -> bool:
        """Whether ``frame``, arriving at the socket bound to ``port``, is one ``deliver_due`` resent (each
        resend is recognised once)."""
        key = (port, frame)
        if self._redelivered[key] <= 0:
            return False
        self._redelivered[key] -= 1
        return True

    def transport_at(self, address: Address) -> Any:
        """The receive transport of any member bound to ``address``'s port (to resend from), or None."""
        self.owner(address)
        return self._transports.get(address[1])

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
            self._transports = {transport.bound_address[1]: transport for _, transport in transports}
        return self._owners.get(address[1])


class _LinkFilter:
    """A LossGenerator for one member's driver: drops what crosses a link that is down. ``outbound``: the
    address is where a datagram goes (from this member); otherwise where it came from (to this member)."""

    def __init__(self, links: Links, member: int, *, outbound: bool) -> None:
        self.links = links
        self.member = member
        self.outbound = outbound
        self._owner: Any = None

    def should_drop_frame(self, address: Address, frame: memoryview | bytes, length: int) -> bool:
        links = self.links
        if not links.down and not links.delays:
            return False
        other = links.owner(address)
        if other is None or other == self.member:
            return False
        link = (self.member, other) if self.outbound else (other, self.member)
        if link in links.down:
            links.stopped += 1
            return True
        delay_ns = links.delays.get(link, 0)
        if delay_ns == 0:
            return False
        data = bytes(frame[:length])
        if self.outbound:
            links.hold(self._endpoint().transport, data, address, delay_ns)
            return True
        own = self._endpoint().transport.bound_address
        if links.redelivery(own[1], data):
            return False
        links.hold(links.transport_at(address), data, own, delay_ns)
        return True

    def _endpoint(self) -> Any:
        """The send endpoint this filter belongs to: its socket sends the data and takes in the control."""
        endpoint = self._owner
        if endpoint is None:
            for candidate in self.links.nodes[self.member].driver.conductor.network.send_endpoints.values():
                interceptor = candidate.send_interceptor if self.outbound else candidate.poller.interceptor
                if interceptor is not None and getattr(interceptor, "loss", None) is self:
                    endpoint = self._owner = candidate
                    break
        assert endpoint is not None, "a filter of a send endpoint that is gone"
        return endpoint


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
