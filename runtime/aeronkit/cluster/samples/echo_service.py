"""The smallest useful clustered service: every client message goes back to its session.

Aeron's sample (aeron-samples/src/main/java/io/aeron/samples/cluster/EchoService.java at 1.51.0) echoes on
the leader and keeps no state; followers' offers are mocked by the container. Like Aeron's sample it tries
each reply three times, idling with the cluster's idle strategy in between (which keeps the container
alive), and then drops it: egress is not state.
"""

from __future__ import annotations

from aeronkit.client.header import Header
from aeronkit.client.image import Image
from aeronkit.client.publication import ExclusivePublication
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.service.client_session import Buffer, ClientSession
from aeronkit.cluster.service.clustered_service import Cluster, ClusteredService
from aeronkit.codecs.cluster import CloseReason

SEND_ATTEMPTS = 3


class EchoService(ClusteredService):
    """Echoes each client message to the session that sent it."""

    def __init__(self) -> None:
        self.cluster: Cluster | None = None

    def on_start(self, cluster: Cluster, snapshot_image: Image | None) -> None:
        self.cluster = cluster

    def on_session_open(self, session: ClientSession, timestamp: int) -> None:
        return None

    def on_session_close(
        self, session: ClientSession, timestamp: int, close_reason: CloseReason | int
    ) -> None:
        return None

    def on_session_message(
        self,
        session: ClientSession | None,
        timestamp: int,
        buffer: Buffer,
        offset: int,
        length: int,
        header: Header,
    ) -> None:
        if session is None or self.cluster is None:
            return
        idle = self.cluster.idle_strategy
        idle.reset()
        for _ in range(SEND_ATTEMPTS):
            if session.offer(buffer, offset, length) > 0:
                return
            idle.idle()

    def on_timer_event(self, correlation_id: int, timestamp: int) -> None:
        return None

    def on_take_snapshot(self, snapshot_publication: ExclusivePublication) -> None:
        return None

    def on_role_change(self, new_role: Role) -> None:
        return None

    def on_terminate(self, cluster: Cluster) -> None:
        return None
