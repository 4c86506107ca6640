"""A seeded simulated network: delay, loss, duplication, reordering, partitions, one-way links, crashed nodes.

Aeron is tested against real loss with its debug endpoints (aeron-driver/src/main/java/io/aeron/driver/ext/
DebugSendChannelEndpoint.java and DebugReceiveChannelEndpoint.java at 1.51.0, driven by a LossGenerator);
components that exchange bytes without sockets (a sender and its receivers' images, election agents, a whole
cluster) need the same faults in simulated time. Nodes are named by any hashable (member ids, "sender");
every message travels one way from a source to a destination over a link whose ``LinkProfile`` says how
long it takes and how often it is lost, duplicated or held back. One ``random.Random(seed)`` makes every
choice, in the order messages are sent, so one seed gives one network history byte for byte.

A message sent into a partition, over a cut one-way link, from or to a crashed node is lost as a datagram is:
the sender cannot tell. ``history`` records each send, loss and delivery (with a CRC of the bytes), which is
what a determinism check compares.
"""

from __future__ import annotations

import heapq
import random
import zlib
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from aeronkit.clock import ManualClock
from aeronkit.driver.ext.loss_generators import LossGenerator

Node = Hashable
MessageHandler = Callable[[bytes], None]
_MS = 1_000_000


@dataclass(frozen=True)
class LinkProfile:
    """How one direction of a link behaves.

    Each message takes a uniform delay in [min_delay_ns, max_delay_ns] (different delays reorder messages
    already); with probability ``reorder`` it is held back a further ``reorder_delay_ns`` so that later
    messages overtake it. ``loss_generator`` (one of Aeron's deterministic rules from
    aeronkit.driver.ext.loss_generators, e.g. FixedLossGenerator) decides first; then ``loss`` drops at
    random. A message that survives is delivered twice with probability ``duplicate``.
    """

    min_delay_ns: int = 1 * _MS
    max_delay_ns: int = 20 * _MS
    loss: float = 0.0
    duplicate: float = 0.0
    reorder: float = 0.0
    reorder_delay_ns: int = 20 * _MS
    loss_generator: LossGenerator | None = None

    def __post_init__(self) -> None:
        for name in ("loss", "duplicate", "reorder"):
            rate = getattr(self, name)
            if not 0.0 <= rate <= 1.0:
                raise ValueError(f"link {name}={rate} not in [0, 1]")
        if not 0 <= self.min_delay_ns <= self.max_delay_ns:
            raise ValueError(
                f"link delay [{self.min_delay_ns}, {self.max_delay_ns}] ns must satisfy 0 <= min <= max")
        if self.reorder_delay_ns < 0:
            raise ValueError(f"link reorder_delay_ns={self.reorder_delay_ns} must not be negative")


@dataclass
class LinkStats:
    """What happened on one direction of one link so far."""

    sent: int = 0
    dropped: int = 0
    duplicated: int = 0
    reordered: int = 0
    delivered: int = 0


@dataclass(order=True)
class _InFlight:
    due_ns: int
    seq: int
    source: Node = field(compare=False)
    message: bytes = field(compare=False)


class SimNetwork:
    """Point-to-point messages between named nodes under one seed and one ManualClock."""

    def __init__(
        self, clock: ManualClock, seed: int, default: LinkProfile | None = None, *, record: bool = True,
    ) -> None:
        self.clock = clock
        self.seed = seed
        self.default = default if default is not None else LinkProfile()
        self.history: list[str] = []
        self._record = record
        self._rng = random.Random(seed)
        self._profiles: dict[tuple[Node, Node], LinkProfile] = {}
        self._stats: dict[tuple[Node, Node], LinkStats] = {}
        self._queues: dict[Node, list[_InFlight]] = {}
        self._groups: list[frozenset[Node]] | None = None
        self._cut: set[tuple[Node, Node]] = set()
        self._down: set[Node] = set()
        self._seq = 0

    # -- shaping --------------------------------------------------------------------------------------------

    def link(self, source: Node, destination: Node, **changes: Any) -> LinkProfile:
        """Give the one-way link ``source -> destination`` the default profile with ``changes`` applied."""
        profile = replace(self.default, **changes)
        self._profiles[(source, destination)] = profile
        return profile

    def profile(self, source: Node, destination: Node) -> LinkProfile:
        return self._profiles.get((source, destination), self.default)

    def partition(self, *groups: Iterable[Node]) -> None:
        """Only nodes inside the same group reach each other until ``heal()``; unlisted nodes reach nobody."""
        self._groups = [frozenset(group) for group in groups]
        self._event("partition", "", "", " | ".join(repr(sorted(map(repr, g))) for g in self._groups))

    def heal(self) -> None:
        """End the partition and restore every cut link."""
        self._groups = None
        self._cut.clear()
        self._event("heal", "", "", "")

    def cut(self, source: Node, destination: Node) -> None:
        """Lose everything from ``source`` to ``destination`` (the other direction still works)."""
        self._cut.add((source, destination))
        self._event("cut", source, destination, "")

    def restore(self, source: Node, destination: Node) -> None:
        self._cut.discard((source, destination))
        self._event("restore", source, destination, "")

    def crash(self, node: Node) -> None:
        """The node is gone: what is in flight to it is lost, as is all it sends or is sent until restart."""
        self._down.add(node)
        lost = self._queues.pop(node, [])
        for item in lost:
            self.stats(item.source, node).dropped += 1
        self._event("crash", node, "", str(len(lost)))

    def restart(self, node: Node) -> None:
        self._down.discard(node)
        self._event("restart", node, "", "")

    def is_up(self, node: Node) -> bool:
        return node not in self._down

    def connected(self, source: Node, destination: Node) -> bool:
        """Whether a message from ``source`` can reach ``destination`` now."""
        if source in self._down or destination in self._down or (source, destination) in self._cut:
            return False
        return self._groups is None or any(source in g and destination in g for g in self._groups)

    # -- traffic --------------------------------------------------------------------------------------------

    def send(self, source: Node, destination: Node, message: bytes) -> bool:
        """Put one message on the wire. Always True: a datagram leaves whether or not it will arrive."""
        message = bytes(message)
        stats = self.stats(source, destination)
        stats.sent += 1
        crc = f"{len(message)} {zlib.crc32(message):08x}"
        profile = self.profile(source, destination)
        if not self.connected(source, destination):
            stats.dropped += 1
            self._event("unreachable", source, destination, crc)
            return True
        if self._lost(profile, source, message):
            stats.dropped += 1
            self._event("lost", source, destination, crc)
            return True
        copies = 2 if profile.duplicate and self._rng.random() < profile.duplicate else 1
        stats.duplicated += copies - 1
        for _ in range(copies):
            delay = self._rng.randint(profile.min_delay_ns, profile.max_delay_ns)
            if profile.reorder and self._rng.random() < profile.reorder:
                stats.reordered += 1
                delay += profile.reorder_delay_ns
            self._seq += 1
            due = self.clock.nano_time() + delay
            queue = self._queues.setdefault(destination, [])
            heapq.heappush(queue, _InFlight(due, self._seq, source, message))
            self._event("send", source, destination, f"{crc} seq={self._seq} due={due}")
        return True

    def _lost(self, profile: LinkProfile, source: Node, message: bytes) -> bool:
        generator = profile.loss_generator
        if generator is not None and generator.should_drop_frame((str(source), 0), message, len(message)):
            return True
        return bool(profile.loss) and self._rng.random() < profile.loss

    def poll(self, destination: Node, handler: MessageHandler, limit: int | None = None) -> int:
        """Hand ``destination``'s messages that are due (at most ``limit``) to ``handler``, earliest first."""
        queue = self._queues.get(destination)
        count = 0
        now = self.clock.nano_time()
        while queue and queue[0].due_ns <= now and (limit is None or count < limit):
            item = heapq.heappop(queue)
            self.stats(item.source, destination).delivered += 1
            self._event("deliver", item.source, destination, f"seq={item.seq}")
            count += 1
            handler(item.message)
        return count

    def in_flight(self, destination: Node) -> int:
        return len(self._queues.get(destination, ()))

    def next_due_ns(self) -> int | None:
        """When the earliest message in flight to anyone arrives (None: nothing in flight), so a simulation
        can let quiet time pass in longer steps without stepping over a delivery."""
        return min((queue[0].due_ns for queue in self._queues.values() if queue), default=None)

    def endpoint(self, node: Node) -> SimEndpoint:
        return SimEndpoint(self, node)

    # -- observation ----------------------------------------------------------------------------------------

    def stats(self, source: Node, destination: Node) -> LinkStats:
        key = (source, destination)
        found = self._stats.get(key)
        if found is None:
            found = self._stats[key] = LinkStats()
        return found

    def _event(self, kind: str, source: Node, destination: Node, detail: str) -> None:
        if self._record:
            self.history.append(f"{self.clock.nano_time()} {kind} {source!r} {destination!r} {detail}\n")

    def history_bytes(self) -> bytes:
        """Every send, loss, delivery and fault so far as text: what a determinism check compares."""
        return "".join(self.history).encode()


class SimEndpoint:
    """One node's view of a SimNetwork: ``send(to, message)`` and ``poll(handler, limit)``.

    It has the shape of aeronkit.cluster.consensus_transport.ConsensusTransport, so election agents and
    consensus modules run on it unchanged.
    """

    __slots__ = ("_network", "node")

    def __init__(self, network: SimNetwork, node: Node) -> None:
        self._network = network
        self.node = node

    def send(self, destination: Node, message: bytes) -> bool:
        return self._network.send(self.node, destination, message)

    def poll(self, handler: MessageHandler, limit: int) -> int:
        return self._network.poll(self.node, handler, limit)
