"""The clustered service container: run a deterministic service on every member of an Aeron cluster.

Mirrors io.aeron.cluster.service at Aeron 1.51.0, in snake_case: implement ``ClusteredService``, launch a
``ClusteredServiceContainer`` with a ``Context`` beside the member's consensus module (aeronkit's or Java's
``ClusteredMediaDriver``), and the container feeds the service the committed log, takes its snapshots and
answers the consensus module. See docs/cluster-service.md.
"""

from aeronkit.cluster.election_state import Role
from aeronkit.cluster.protocol import MOCKED_OFFER
from aeronkit.cluster.service.agent import ClusteredServiceAgent, ServiceState
from aeronkit.cluster.service.client_session import ClientSession
from aeronkit.cluster.service.clustered_service import Cluster, ClusteredService
from aeronkit.cluster.service.container import ClusteredServiceContainer, Context
from aeronkit.cluster.service.errors import ClusterError, ClusterTerminationError

__all__ = [
    "MOCKED_OFFER",
    "ClientSession",
    "Cluster",
    "ClusterError",
    "ClusterTerminationError",
    "ClusteredService",
    "ClusteredServiceAgent",
    "ClusteredServiceContainer",
    "Context",
    "Role",
    "ServiceState",
]
