"""The cluster under test made of Aeron Java: InteropNode members in network namespaces, ClusterClientPeer
clients in the hub namespace (support.kv_cluster's protocols; support.cluster_netns's network).

Faults: kill is SIGKILL of the member's JVM; stop is SIGTERM (Aeron closes everything); restart runs
InteropNode again on the same cluster and archive directories (recovery from its recording log and
snapshots), once the mark files of a killed member have gone stale (Aeron's 10 s liveness timeout); pause is
SIGSTOP/SIGCONT; isolate and partition detach the member's ports from the bridges (every member's ingress
endpoint is on the client network, the rest on the peer network); a *lossy* restart runs the member's media
driver with Aeron's own debug receive endpoint (aeron-driver/src/main/java/io/aeron/driver/ext/
DebugReceiveChannelEndpoint.java at 1.51.0), which drops a seeded random share of the data and control
frames it receives -- the packet-drop fault, since this kernel offers no netem or firewall to drop packets
on the wire.

How the Java client's replies map to outcomes (ClusterClientPeer.request, tests/cluster/java_peers):

* ``ok: true``                             -> ok, with the reply's outputs;
* ``error: "offer <CODE>"``                -> fail: ``AeronCluster.offer`` returned a negative result, the
  message was never appended to the ingress publication;
* ``error: "...IllegalStateException: not connected"`` -> fail: thrown before anything is offered;
* ``error: "no reply"`` or any other error -> info: the request may be in the log (a reply lost with a leader,
  a session closed while waiting);
* no JSON line within the Python-side deadline -> info, and the client is replaced (``broken``).

A reply is matched by op code and a request id unique within the client's JVM, so a late reply to an earlier
``info`` request can never be taken for the answer to a later one (it is printed as an unmatched ``message``
event instead).
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from aeronkit.interop.java import JavaToolchain
from support.cluster_netns import ClusterNetwork
from support.history import EventType
from support.java_cluster import (
    TEST_TIMING,
    JavaCluster,
    JavaClusterClient,
    JavaClusterNode,
    egress_channel,
    member_endpoints,
)
from support.kv_cluster import Outcome

BASE_PORT = 20_000
"""Every member has its own address in its own namespace, so the port plan cannot collide with anything."""

REPLY_TIMEOUT_MS = 2_000
"""How long ClusterClientPeer waits for a reply before it reports ``no reply`` (an ``info``)."""

CONNECT_TIMEOUT_MS = 5_000
"""AeronCluster's message timeout: how long a ``connect`` may take before the client gives up."""

JVM_SLACK_S = 30.0
"""Added to the Java client's own deadlines before Python declares it unresponsive: a JVM on a loaded
two-core machine may stall for seconds (GC, scheduling) without anything being wrong."""

NOT_CONNECTED = "java.lang.IllegalStateException: not connected"

DEBUG_RECEIVE = "io.aeron.driver.ext.DebugReceiveChannelEndpointSupplier"


class JavaPeerKvClient:
    """One ClusterClientPeer JVM holding one session at a time."""

    def __init__(self, peer: JavaClusterClient) -> None:
        self.peer = peer
        self._connected = False
        self._closed_seen = 0

    @property
    def connected(self) -> bool:
        return self._connected and len(self.peer.events_named("closed")) == self._closed_seen

    def connect(self) -> bool:
        reply = self._command("connect", CONNECT_TIMEOUT_MS)
        self._connected = reply is not None and bool(reply.get("ok"))
        self._closed_seen = len(self.peer.events_named("closed"))
        return self._connected

    def put(self, key: int, value: int) -> Outcome:
        return self._request(f"put {key} {value}", lambda r: Outcome(EventType.OK, previous=r["previous"]))

    def get(self, key: int) -> Outcome:
        return self._request(f"get {key}", lambda r: Outcome(EventType.OK, value=r["value"]))

    def cas(self, key: int, expected: int, new: int) -> Outcome:
        return self._request(f"cas {key} {expected} {new}",
                             lambda r: Outcome(EventType.OK, swapped=r["swapped"], current=r["current"]))

    def _command(self, line: str, own_timeout_ms: int) -> dict[str, Any] | None:
        """The peer's result for `line`, or None when it printed none in time (it is then unusable)."""
        try:
            return self.peer.command(line, timeout_s=2 * own_timeout_ms / 1000 + JVM_SLACK_S)
        except AssertionError:
            self._connected = False
            return None

    def _request(self, line: str, decode: Callable[[dict[str, Any]], Outcome]) -> Outcome:
        reply = self._command(line, REPLY_TIMEOUT_MS)
        if reply is None:
            return Outcome(EventType.INFO, error="client did not answer", broken=True)
        if reply.get("ok"):
            return decode(reply)
        error = str(reply.get("error"))
        if error == NOT_CONNECTED:
            self._connected = False
            return Outcome(EventType.FAIL, error=error)
        if error.startswith("offer "):
            return Outcome(EventType.FAIL, error=error)
        return Outcome(EventType.INFO, error=error)

    def close(self) -> None:
        self.peer.stop()


class JavaKvCluster:
    """`member_count` InteropNode members, each in its own namespace, plus the clients it hands out."""

    def __init__(
        self, java: JavaToolchain, work_dir: Path, member_count: int = 3, *, seed: int = 0,
        loss_rate: float = 0.1, properties: Mapping[str, str] | None = None,
    ) -> None:
        self.java = java
        self.work_dir = work_dir
        self.member_count = member_count
        self.seed = seed
        self.loss_rate = loss_rate
        self.extra = dict(properties or {})
        self.network = ClusterNetwork(member_count)
        hosts = [self.network.member_host(i) for i in range(member_count)]
        self.endpoints = [
            replace(member_endpoints(BASE_PORT, i, hosts[i]),
                    ingress=member_endpoints(BASE_PORT, i, self.network.member_client_host(i)).ingress)
            for i in range(member_count)]
        """Ingress on the client network, everything else on the peer network (support.cluster_netns)."""
        self.nodes = [
            JavaClusterNode(java, work_dir, i, BASE_PORT, member_count, properties=self._member_properties(i),
                            launcher=self.network.member_launcher(i), hosts=hosts)
            for i in range(member_count)]
        self.cluster = JavaCluster(java, work_dir, member_count, base_port=BASE_PORT, nodes=self.nodes)
        self.clients: list[JavaPeerKvClient] = []
        self.paused: set[int] = set()
        self.restarts = 0

    @property
    def member_ids(self) -> Sequence[int]:
        return [node.member_id for node in self.nodes]

    def settings(self) -> Mapping[str, object]:
        net = self.network
        return {"cluster": f"Aeron Java {self.java.pins.aeron.version}, {self.member_count} InteropNodes",
                "network": f"namespaces; members {net.member_host(0)}.. (peers), "
                           f"{net.member_client_host(0)}.. (ingress); clients {net.client_host}",
                "timing": TEST_TIMING, "reply_timeout_ms": REPLY_TIMEOUT_MS, "loss_rate": self.loss_rate,
                **({"properties": self.extra} if self.extra else {})}

    def _member_properties(self, member_id: int, lossy: bool = False) -> dict[str, str]:
        props = {"aeron.cluster.members": "|".join(e.member_entry() for e in self.endpoints), **self.extra}
        if lossy:
            loss_seed = str(self.seed * 1000 + member_id * 100 + self.restarts)
            props.update({
                "aeron.ReceiveChannelEndpoint.supplier": DEBUG_RECEIVE,
                "aeron.debug.receive.data.loss.rate": str(self.loss_rate),
                "aeron.debug.receive.data.loss.seed": loss_seed,
                "aeron.debug.receive.control.loss.rate": str(self.loss_rate),
                "aeron.debug.receive.control.loss.seed": loss_seed,
            })
        return props

    def start(self) -> None:
        self.network.create()
        try:
            self.cluster.start()
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        for member_id in list(self.paused):
            self.resume(member_id)
        for client in self.clients:
            client.close()
        self.cluster.close()
        self.network.remove()

    def await_healthy(self, timeout_s: float) -> int:
        return self.cluster.await_leader(timeout_s).member_id

    def leader(self) -> int | None:
        for node in self.nodes:
            counters = node.counters() if node.member_id not in self.paused else None
            if counters is not None and counters.is_active_leader:
                return node.member_id
        return None

    def new_client(self) -> JavaPeerKvClient:
        peer = JavaClusterClient(
            self.java, self.work_dir, ",".join(f"{e.member_id}={e.ingress}" for e in self.endpoints),
            properties={"aeron.cluster.egress.channel": egress_channel(self.network.client_host),
                        "aeron.cluster.message.timeout": f"{CONNECT_TIMEOUT_MS}ms",
                        "aeronkit.peer.reply.timeout.ms": str(REPLY_TIMEOUT_MS)},
            launcher=self.network.client_launcher())
        client = JavaPeerKvClient(peer.start())
        self.clients.append(client)
        return client

    def kill(self, member_id: int) -> None:
        self.paused.discard(member_id)
        self.nodes[member_id].kill()

    def stop(self, member_id: int) -> None:
        self.nodes[member_id].stop()

    def restart(self, member_id: int, lossy: bool = False) -> None:
        node = self.nodes[member_id]
        self.restarts += 1
        node.overrides = self._member_properties(member_id, lossy)
        node.await_mark_files_stale()
        node.start()

    def pause(self, member_id: int) -> None:
        self._signal(member_id, signal.SIGSTOP)
        self.paused.add(member_id)

    def resume(self, member_id: int) -> None:
        self._signal(member_id, signal.SIGCONT)
        self.paused.discard(member_id)

    def _signal(self, member_id: int, signum: signal.Signals) -> None:
        proc = self.nodes[member_id].proc
        if proc is not None and proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(proc.pid, signum)

    def isolate(self, member_id: int) -> None:
        self.network.isolate(member_id)

    def partition(self, member_id: int) -> None:
        self.network.partition(member_id)

    def heal(self, member_id: int) -> None:
        self.network.heal(member_id)
