"""The cluster under test made of aeronkit: ``aeronkit cluster-node`` members running the interop service
(aeronkit.cluster.samples.interop_service, docs/cluster-interop-service.md) in network namespaces, with Aeron
Java's ClusterClientPeer as the clients -- the same network, clients and fault verbs as the Java cluster
(support.netns_kv_cluster), so one campaign tests either implementation.

A member is one Python process (runtime/aeronkit/cluster/node.py: media driver, archive, consensus module
and service container together), started as tests/cluster/cm/cm_java.py's AeronkitNode does it, exec'd by
``ip netns exec`` so its pid is the node's. So kill is SIGKILL of everything the member runs, as for a Java
member's JVM. Stop is SIGTERM with ``--on-signal close``: the member closes alone, as Java's
ClusteredMediaDriver does on SIGTERM (the node's default, a cluster SHUTDOWN, would end every member when
aimed at the leader). A lossy restart runs the node's own driver with its debug receive loss generators
(``aeron.debug.receive.{data,control}.loss.{rate,seed}``, runtime/aeronkit/driver/ext/loss_generators.py),
which drop a seeded share of the data and control frames the driver receives, as Aeron's
DebugReceiveChannelEndpoint does for a Java member.
"""

from __future__ import annotations

import sys
from pathlib import Path

from support.netns_kv_cluster import BASE_PORT, NetnsKvCluster

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cluster" / "cm"))  # as tests/aio does

from cm_java import AeronkitNode


class AeronkitKvCluster(NetnsKvCluster[AeronkitNode]):
    """`member_count` aeronkit members, each in its own namespace, plus the Java clients it hands out."""

    def _new_member(self, member_id: int) -> AeronkitNode:
        return AeronkitNode(
            self.work_dir, member_id, BASE_PORT, self.member_count,
            properties=self._member_properties(member_id), launcher=self.network.member_launcher(member_id),
            hosts=self.hosts, on_signal="close")

    def _start_members(self) -> None:
        """All at once, each up to the line naming its services (everything launched): a member is ready
        only once an election has completed, which needs a majority running."""
        for node in self.nodes:
            node.start(await_ready=False)

    def _start_member(self, node: AeronkitNode) -> None:
        node.start(await_ready=False)

    def _loss_properties(self, loss_seed: int) -> dict[str, str]:
        return {f"aeron.debug.receive.{kind}.loss.{what}": value
                for kind in ("data", "control")
                for what, value in (("rate", str(self.loss_rate)), ("seed", str(loss_seed)))}

    def _describe_members(self) -> str:
        return f"aeronkit {self.member_count} cluster-node members (interop service), Java clients"
