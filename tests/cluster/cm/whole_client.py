"""The real cluster client in the whole-cluster simulation (whole_cluster.py): our ``AeronCluster`` on a host
of its own -- its own invoker-mode media driver, stepped by the same seeded scheduler on the same clock --
reaching the members over UDP ingress (``ingress_endpoints``, one publication per member as Java's client
makes) and hearing them on a UDP egress endpoint the kernel picks.

The scripted ``ClientStub`` speaks the protocol to one member over IPC and opens a new session after a
failover; this client keeps its one session through leader changes with the state machine of Aeron PR #1791
(CONNECTED, AWAIT_NEW_LEADER, AWAIT_NEW_LEADER_CONNECTION, PENDING_CLOSE, CLOSED), so the simulation can
check what the issue asks of it: after a leader is lost the session ends CONNECTED to the new leader or
CLOSED, each waiting state within its own timeout. ``states`` records every change with the simulated time
it was seen at.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from cm_harness import MS, invoker_client, launch_driver
from whole_network import Links, MemberLinks

from aeronkit.client.header import Header
from aeronkit.clock import ManualClock
from aeronkit.cluster.client import Context
from aeronkit.cluster.client.aeron_cluster import AeronCluster, ClientState
from aeronkit.cluster.client.async_connect import AsyncConnect
from aeronkit.idle import NoOpIdleStrategy

MESSAGE_TIMEOUT_NS = 5_000 * MS
"""The client's message timeout (Aeron's default): connect, and a new leader's first accepted offer."""
KEEP_ALIVE_INTERVAL_NS = 1_000 * MS
"""A keep-alive after this long without ingress: the session (5 s timeout) outlives a member's restart."""

WAITING = (ClientState.AWAIT_NEW_LEADER, ClientState.AWAIT_NEW_LEADER_CONNECTION)


class ClientHost:
    """A media driver and an AeronCluster connecting through it; ``host_id`` is its index among the links'
    hosts (after the members), so a test can cut it off from a member like any member."""

    def __init__(self, base: Path, clock: ManualClock, links: Links, host_id: int, ingress_endpoints: str
                 ) -> None:
        self.clock = clock
        self.aeron_dir = str(base / "aeron")
        links_of_host = MemberLinks(links, host_id)
        self.driver = launch_driver(self.aeron_dir, clock, {"loss_configuration": links_of_host})
        self.messages: list[tuple[int, int, bytes]] = []
        """(cluster session id, timestamp, payload) of every message the services sent back."""
        self.states: list[tuple[int, ClientState, str]] = []
        """(simulated ns, state, reason) of every state the session was seen in, from its connect."""
        self.cluster: AeronCluster | None = None
        self.aeron = invoker_client(self.aeron_dir, clock, self.driver, "cluster-client")
        self.ctx = Context(
            aeron=self.aeron,
            ingress_channel="aeron:udp?term-length=64k",
            ingress_endpoints=ingress_endpoints,
            egress_channel="aeron:udp?endpoint=127.0.0.1:0|term-length=64k",
            nano_clock=clock,
            idle_strategy=NoOpIdleStrategy(),
            egress_listener=self,
            message_timeout_ns=MESSAGE_TIMEOUT_NS,
            keep_alive_interval_ns=KEEP_ALIVE_INTERVAL_NS,
        )
        self._connecting: AsyncConnect | None = AeronCluster.async_connect(self.ctx)

    def agents(self) -> list[tuple[str, Callable[[], int]]]:
        assert self.driver.invoker is not None
        return [("client-driver", self.driver.invoker.invoke), ("cluster-client", self.do_work)]

    def do_work(self) -> int:
        if self._connecting is not None:
            self.cluster = self._connecting.poll()
            if self.cluster is None:
                return 1
            self._connecting = None
        cluster = self.cluster
        assert cluster is not None
        work = self.ctx.run_agent_invokers()
        if not cluster.is_closed:
            work += cluster.poll_egress()
        if not self.states or self.states[-1][1:] != (cluster.state, cluster.last_reason):
            self.states.append((self.clock.nano_time(), cluster.state, cluster.last_reason))
        return work

    @property
    def state(self) -> ClientState | None:
        """None while connecting."""
        return None if self.cluster is None else self.cluster.state

    @property
    def leader_member_id(self) -> int | None:
        """The member the session sends to (None while connecting)."""
        return None if self.cluster is None else self.cluster.leader_member_id

    def timeout_ns(self, state: ClientState) -> int:
        """How long the session may stay in a waiting ``state`` before it must have closed itself."""
        assert self.cluster is not None
        if state is ClientState.AWAIT_NEW_LEADER:
            return self.cluster.new_leader_timeout_ns
        return MESSAGE_TIMEOUT_NS

    def send(self, payload: bytes) -> int:
        """Offer ``payload`` on the session (the publication's result: > 0 once accepted)."""
        return -1 if self.cluster is None else self.cluster.offer(payload)

    def on_message(self, cluster_session_id: int, timestamp: int, buffer: memoryview, offset: int,
                   length: int, header: Header) -> None:
        self.messages.append((cluster_session_id, timestamp, bytes(buffer[offset:offset + length])))

    def close(self) -> None:
        if self._connecting is not None:
            self._connecting.close()
        if self.cluster is not None and not self.cluster.is_closed:
            self.cluster.close()
        self.aeron.close()
        self.driver.close()
