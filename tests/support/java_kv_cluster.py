"""The cluster under test made of Aeron Java: InteropNode members in network namespaces, ClusterClientPeer
clients in the hub namespace (support.kv_cluster's protocols; the network, clients and fault verbs are
support.netns_kv_cluster's, the client's outcome mapping support.java_kv_client's).

Faults: kill is SIGKILL of the member's JVM; stop is SIGTERM (Aeron closes everything); restart runs
InteropNode again on the same cluster and archive directories (recovery from its recording log and
snapshots), once the mark files of a killed member have gone stale (Aeron's 10 s liveness timeout); pause is
SIGSTOP/SIGCONT; isolate and partition detach the member's ports from the bridges (every member's ingress
endpoint is on the client network, the rest on the peer network); a *lossy* restart runs the member's media
driver with Aeron's own debug receive endpoint (aeron-driver/src/main/java/io/aeron/driver/ext/
DebugReceiveChannelEndpoint.java at 1.51.0), which drops a seeded random share of the data and control
frames it receives -- the packet-drop fault, since this kernel offers no netem or firewall to drop packets
on the wire.
"""

from __future__ import annotations

from support.java_cluster import JavaClusterNode
from support.netns_kv_cluster import BASE_PORT, NetnsKvCluster

DEBUG_RECEIVE = "io.aeron.driver.ext.DebugReceiveChannelEndpointSupplier"


class JavaKvCluster(NetnsKvCluster[JavaClusterNode]):
    """`member_count` InteropNode members, each in its own namespace, plus the clients it hands out."""

    def _new_member(self, member_id: int) -> JavaClusterNode:
        return JavaClusterNode(
            self.java, self.work_dir, member_id, BASE_PORT, self.member_count,
            properties=self._member_properties(member_id), launcher=self.network.member_launcher(member_id),
            hosts=self.hosts)

    def _start_members(self) -> None:
        """One after the other, each up to its READY line (InteropNode prints it once launched)."""
        for node in self.nodes:
            node.start()

    def _start_member(self, node: JavaClusterNode) -> None:
        node.start()

    def _loss_properties(self, loss_seed: int) -> dict[str, str]:
        return {
            "aeron.ReceiveChannelEndpoint.supplier": DEBUG_RECEIVE,
            "aeron.debug.receive.data.loss.rate": str(self.loss_rate),
            "aeron.debug.receive.data.loss.seed": str(loss_seed),
            "aeron.debug.receive.control.loss.rate": str(self.loss_rate),
            "aeron.debug.receive.control.loss.seed": str(loss_seed),
        }

    def _describe_members(self) -> str:
        return f"Aeron Java {self.java.pins.aeron.version}, {self.member_count} InteropNodes"
