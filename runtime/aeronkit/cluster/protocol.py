"""Facts of Aeron Cluster's protocol that the consensus module, the service container and the client share.

Each value is Aeron 1.51.0's (aeron-cluster/src/main/java/io/aeron/cluster/: ConsensusModule.java
Configuration and State, ClusterControl.java ToggleState, service/ClusteredServiceContainer.java
Configuration, service/ClientSession.java, client/AeronCluster.java Configuration,
PendingServiceMessageTracker.java). Wire layouts come from the generated codecs (aeronkit.codecs.cluster);
counter type ids from aeronkit.counter_types; property names and defaults from aeronkit.cluster.settings.
"""

from __future__ import annotations

import enum

from aeronkit.codecs import cluster as codecs
from aeronkit.constants import compose_semantic_version

CLIENT_PROTOCOL_SEMANTIC_VERSION = compose_semantic_version(0, 3, 0)
"""AeronCluster.Configuration.PROTOCOL_SEMANTIC_VERSION: sent in SessionConnectRequest and SessionEvent;
the consensus module refuses another major version."""

CONSENSUS_PROTOCOL_SEMANTIC_VERSION = compose_semantic_version(1, 0, 0)
"""ConsensusModule.Configuration.PROTOCOL_SEMANTIC_VERSION: in CanvassPosition and RequestVote."""

APP_VERSION_DEFAULT = compose_semantic_version(0, 0, 1)
"""Context.appVersion default of both the consensus module and the container: in NewLeadershipTerm,
NewLeadershipTermEvent and snapshot markers; a different major version is fatal."""

CONSENSUS_MODULE_SNAPSHOT_TYPE_ID = 1
SERVICE_SNAPSHOT_TYPE_ID = 2
"""SnapshotMarker.typeId of the consensus module's and of a service's snapshot."""

MAX_SERVICE_COUNT = 10
"""ClusteredServiceContainer.Configuration.MAX_SERVICE_COUNT: service ids are 0..9."""

MOCKED_OFFER = 1
"""ClientSession.MOCKED_OFFER: what a follower's ClientSession.offer returns (nothing is sent)."""

SESSION_HEADER_LENGTH = (
    codecs.MessageHeaderEncoder.ENCODED_LENGTH + codecs.SessionMessageHeaderEncoder.BLOCK_LENGTH
)
"""AeronCluster.SESSION_HEADER_LENGTH (32): the SBE header and SessionMessageHeader before every payload on
ingress, the log and egress."""


class ConsensusModuleState(enum.IntEnum):
    """ConsensusModule.State: the value of the module-state counter (type 200)."""

    INIT = 0
    ACTIVE = 1
    SUSPENDED = 2
    SNAPSHOT = 3
    QUITTING = 4
    TERMINATING = 5
    CLOSED = 6


class ClusterControlToggle(enum.IntEnum):
    """ClusterControl.ToggleState: the value of the control-toggle counter (type 202) that ClusterTool and
    AdminRequest set and the leader's consensus module acts on."""

    INACTIVE = 0
    NEUTRAL = 1
    SUSPEND = 2
    RESUME = 3
    SNAPSHOT = 4
    SHUTDOWN = 5
    ABORT = 6
    STANDBY_SNAPSHOT = 7


def service_session_id(service_id: int, session_id: int) -> int:
    """PendingServiceMessageTracker.serviceSessionId: the service id in the top byte of a session id.

    Computed in Java's signed 64-bit arithmetic: the sequence of a service starts at
    ``service_session_id(service_id, LONG_MIN) + 1``.
    """
    value = ((service_id << 56) | (session_id & 0xFFFF_FFFF_FFFF_FFFF)) & 0xFFFF_FFFF_FFFF_FFFF
    return value - (1 << 64) if value >= 1 << 63 else value


def service_id_from_log_message(cluster_session_id: int) -> int:
    """PendingServiceMessageTracker.serviceIdFromLogMessage: which service sent a service message."""
    return ((cluster_session_id & 0xFFFF_FFFF_FFFF_FFFF) >> 56) & 0x7F


def local_archive_response_stream_id(cluster_id: int, response_stream_id: int, service_id: int) -> int:
    """Response stream of the local archive client of the consensus module (service_id -1) or a service.

    ConsensusModule.Context.conclude: ``clusterId * 100 + 100 + controlResponseStreamId``;
    ClusteredServiceContainer.Context.conclude adds ``serviceId + 1``.
    """
    return cluster_id * 100 + 100 + response_stream_id + (service_id + 1)
