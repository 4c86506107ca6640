"""What every cluster under test in network namespaces shares, whichever implementation runs its members.

support.java_kv_cluster (Aeron Java members) and support.aeronkit_kv_cluster (aeronkit members) differ only
in how a member process is built, started and made lossy; the rest lives here once: the network
(support.cluster_netns: one namespace per member, ingress on the client network, everything else on the
peer network), the Java ClusterClientPeer clients in the hub namespace (support.java_kv_cluster's
JavaPeerKvClient), and the fault verbs of support.kv_cluster.ClusterUnderTest -- kill is SIGKILL of the
member's process, stop SIGTERM, restart starts the member again on the same cluster and archive directories
once the mark files of a killed member have gone stale (both implementations' 10 s liveness timeout), pause
SIGSTOP/SIGCONT, isolate and partition detach the member's ports from the hub's bridges.
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Generic, TypeVar

from aeronkit.interop.java import JavaToolchain
from support.cluster_netns import ClusterNetwork
from support.java_cluster import (
    TEST_TIMING,
    ClusterMemberProcess,
    JavaClusterClient,
    await_settled_leader,
    egress_channel,
    member_endpoints,
)
from support.java_kv_client import CONNECT_TIMEOUT_MS, REPLY_TIMEOUT_MS, JavaPeerKvClient

BASE_PORT = 20_000
"""Every member has its own address in its own namespace, so the port plan cannot collide with anything."""

Member = TypeVar("Member", bound=ClusterMemberProcess)


class NetnsKvCluster(Generic[Member]):
    """`member_count` members, each in its own namespace, plus the clients it hands out. A subclass builds
    the members (:meth:`_new_member`), starts them (:meth:`_start_members`, :meth:`_start_member`) and says
    which properties make a member's driver drop received frames (:meth:`_loss_properties`)."""

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
        self.hosts = [self.network.member_host(i) for i in range(member_count)]
        self.endpoints = [
            replace(member_endpoints(BASE_PORT, i, self.hosts[i]),
                    ingress=member_endpoints(BASE_PORT, i, self.network.member_client_host(i)).ingress)
            for i in range(member_count)]
        """Ingress on the client network, everything else on the peer network (support.cluster_netns)."""
        self.nodes = [self._new_member(i) for i in range(member_count)]
        self.clients: list[JavaPeerKvClient] = []
        self.paused: set[int] = set()
        self.restarts = 0

    # -- what an implementation provides ---------------------------------------------------------------

    def _new_member(self, member_id: int) -> Member:
        """The member's process object (not started), with :meth:`_member_properties` as its overrides and
        :attr:`network`'s launcher for its namespace."""
        raise NotImplementedError

    def _start_members(self) -> None:
        """Start every member (the first election is :meth:`await_healthy`'s to wait for)."""
        raise NotImplementedError

    def _start_member(self, node: Member) -> None:
        """Start one killed or stopped member again."""
        raise NotImplementedError

    def _loss_properties(self, loss_seed: int) -> dict[str, str]:
        """The properties that make the member's driver drop :attr:`loss_rate` of the data and control
        frames it receives, seeded with `loss_seed`."""
        raise NotImplementedError

    def _describe_members(self) -> str:
        raise NotImplementedError

    # -- ClusterUnderTest ------------------------------------------------------------------------------

    @property
    def member_ids(self) -> Sequence[int]:
        return [node.member_id for node in self.nodes]

    def settings(self) -> Mapping[str, object]:
        net = self.network
        return {"cluster": self._describe_members(),
                "network": f"namespaces; members {net.member_host(0)}.. (peers), "
                           f"{net.member_client_host(0)}.. (ingress); clients {net.client_host}",
                "timing": TEST_TIMING, "reply_timeout_ms": REPLY_TIMEOUT_MS, "loss_rate": self.loss_rate,
                **({"properties": self.extra} if self.extra else {})}

    def _member_properties(self, member_id: int, lossy: bool = False) -> dict[str, str]:
        props = {"aeron.cluster.members": "|".join(e.member_entry() for e in self.endpoints), **self.extra}
        if lossy:
            props.update(self._loss_properties(self.seed * 1000 + member_id * 100 + self.restarts))
        return props

    def start(self) -> None:
        self.network.create()
        try:
            self._start_members()
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        for member_id in list(self.paused):
            self.resume(member_id)
        for client in self.clients:
            client.close()
        for node in self.nodes:
            node.stop()
        self.network.remove()

    def await_healthy(self, timeout_s: float) -> int:
        return await_settled_leader(self.nodes, timeout_s).member_id

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
        self._start_member(node)

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
