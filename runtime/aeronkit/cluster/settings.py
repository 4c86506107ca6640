"""Cluster settings that more than one cluster Context reads: each property spelled once.

The consensus module, the clustered service container and the AeronCluster client read some of the same
Aeron properties (``aeron.cluster.dir``, the control and snapshot channels, the ingress and egress
streams). Their rows live here and each Context's ``SETTINGS`` table includes the rows it reads beside
its own. Names and defaults are Aeron 1.51.0's (aeron-cluster/src/main/java/io/aeron/cluster/
service/ClusteredServiceContainer.java, ConsensusModule.java and client/AeronCluster.java, Configuration).
``aeron.cluster.snapshot.stream.id`` is one property with two defaults (a service's snapshots 106, the
consensus module's 107), hence two rows.
"""

from __future__ import annotations

from aeronkit.context import Setting, parse_int, parse_size, parse_str

CLUSTER_ID: Setting[int] = Setting(
    "cluster_id", "aeron.cluster.id", 0, parse_int,
    "id of this cluster (tells apart the counters of clusters sharing a driver)")
DRIVER_AGENT_INVOKER: Setting[object] = Setting(
    "driver_agent_invoker", None, None, None,
    "an embedded media driver's AgentInvoker (a driver in INVOKER threading mode stepped on this component's "
    "thread): its Aeron client steps it while awaiting the driver, as Aeron.Context.driverAgentInvoker "
    "(code only)")
CLUSTER_DIR: Setting[str] = Setting(
    "cluster_dir", "aeron.cluster.dir", "aeron-cluster", parse_str,
    "directory of recording.log, node-state.dat and the mark files")
CLUSTER_SERVICES_DIR: Setting[str | None] = Setting(
    "cluster_services_dir", "aeron.cluster.services.dir", None, parse_str,
    "directory of the service containers' files (default: the cluster dir)")
MARK_FILE_DIR: Setting[str | None] = Setting(
    "mark_file_dir", "aeron.cluster.mark.file.dir", None, parse_str,
    "directory of the mark files (default: the cluster dir; a .lnk file points here)")
CONTROL_CHANNEL: Setting[str] = Setting(
    "control_channel", "aeron.cluster.control.channel", "aeron:ipc?term-length=128k", parse_str,
    "channel between the consensus module and its services (IPC)")
SERVICE_STREAM_ID: Setting[int] = Setting(
    "service_stream_id", "aeron.cluster.service.stream.id", 104, parse_int,
    "stream the consensus module sends to its services on")
CONSENSUS_MODULE_STREAM_ID: Setting[int] = Setting(
    "consensus_module_stream_id", "aeron.cluster.consensus.module.stream.id", 105, parse_int,
    "stream the services send to the consensus module on")
REPLAY_CHANNEL: Setting[str] = Setting(
    "replay_channel", "aeron.cluster.replay.channel", "aeron:ipc", parse_str,
    "channel the local archive replays the log and snapshots on")
REPLAY_STREAM_ID: Setting[int] = Setting(
    "replay_stream_id", "aeron.cluster.replay.stream.id", 103, parse_int, "stream of local replays")
SNAPSHOT_CHANNEL: Setting[str] = Setting(
    "snapshot_channel", "aeron.cluster.snapshot.channel", "aeron:ipc?alias=snapshot", parse_str,
    "channel snapshots are recorded from")
SERVICE_SNAPSHOT_STREAM_ID: Setting[int] = Setting(
    "snapshot_stream_id", "aeron.cluster.snapshot.stream.id", 106, parse_int,
    "stream of a service's snapshots")
CONSENSUS_MODULE_SNAPSHOT_STREAM_ID: Setting[int] = Setting(
    "snapshot_stream_id", "aeron.cluster.snapshot.stream.id", 107, parse_int,
    "stream of the consensus module's snapshots")
LOG_FRAGMENT_LIMIT: Setting[int] = Setting(
    "log_fragment_limit", "aeron.cluster.log.fragment.limit", 50, parse_int, "log fragments per poll")
IDLE_STRATEGY: Setting[str] = Setting(
    "idle_strategy", "aeron.cluster.idle.strategy", "org.agrona.concurrent.BackoffIdleStrategy", parse_str,
    "idle strategy of the cluster agents")
INGRESS_CHANNEL: Setting[str | None] = Setting(
    "ingress_channel", "aeron.cluster.ingress.channel", None, parse_str,
    "channel clients send to the cluster on (required)")
INGRESS_STREAM_ID: Setting[int] = Setting(
    "ingress_stream_id", "aeron.cluster.ingress.stream.id", 101, parse_int, "stream of ingress")
EGRESS_CHANNEL: Setting[str | None] = Setting(
    "egress_channel", "aeron.cluster.egress.channel", None, parse_str,
    "channel the cluster answers clients on (client: required; consensus module: a template)")
EGRESS_STREAM_ID: Setting[int] = Setting(
    "egress_stream_id", "aeron.cluster.egress.stream.id", 102, parse_int, "stream of egress")
ERROR_BUFFER_LENGTH: Setting[int] = Setting(
    "error_buffer_length", "aeron.cluster.error.buffer.length", 1024 * 1024, parse_size,
    "length of the consensus module's error log in its mark file")
SERVICE_ERROR_BUFFER_LENGTH: Setting[int] = Setting(
    "error_buffer_length", "aeron.cluster.service.error.buffer.length", 1024 * 1024, parse_size,
    "length of a service container's error log in its mark file")
