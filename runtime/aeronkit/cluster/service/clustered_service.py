"""The two faces of a clustered service: what the user implements and what the cluster offers it.

``ClusteredService`` is the user's deterministic state machine: the container calls it for each log entry,
in log order, identically on every member (aeron-cluster/src/main/java/io/aeron/cluster/service/
ClusteredService.java at 1.51.0, in snake_case). Subclass it to inherit Java's defaults for the two
optional callbacks (``on_new_leadership_term_event`` does nothing, ``do_background_work`` returns 0); a
class that only matches the protocol structurally must define them itself.

``Cluster`` is what the service may call (service/Cluster.java): the member's id and role, the log position
and cluster time of the entry being applied, its sessions, and the requests that go through the log:
service messages, timers, session closes. Those requests are only legal while an entry is being applied
(and in the session callbacks); from on_start, on_role_change, on_take_snapshot, on_terminate or
do_background_work they raise ClusterError, as Java throws.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from aeronkit.client.aeron import Aeron
from aeronkit.client.header import Header
from aeronkit.client.image import Image
from aeronkit.client.publication import ExclusivePublication
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.service.client_session import Buffer, ClientSession
from aeronkit.codecs.cluster import CloseReason, ClusterTimeUnit
from aeronkit.logbuffer.term_appender import BufferClaim

if TYPE_CHECKING:
    from aeronkit.cluster.service.container import Context


class ClusterIdleStrategy(Protocol):
    """The idle strategy a service uses while it waits (on back pressure, in a long on_start): idling also
    keeps the container alive (client conductor, mark file, background work)."""

    def idle(self, work_count: int = 0) -> None: ...

    def reset(self) -> None: ...


class Cluster(Protocol):
    """The cluster hosting a service (implemented by the container's agent)."""

    @property
    def member_id(self) -> int: ...

    @property
    def role(self) -> Role: ...

    @property
    def log_position(self) -> int:
        """Position of the end of the log entry being applied (of the snapshot, before the first)."""
        ...

    @property
    def time(self) -> int:
        """Cluster time of the entry being applied, in ``time_unit`` since the epoch."""
        ...

    @property
    def time_unit(self) -> ClusterTimeUnit | None:
        """The unit of cluster time (None until the first NewLeadershipTermEvent or snapshot)."""
        ...

    @property
    def aeron(self) -> Aeron: ...

    @property
    def context(self) -> Context: ...

    @property
    def client_sessions(self) -> Sequence[ClientSession]:
        """The open sessions in ascending id."""
        ...

    def get_client_session(self, cluster_session_id: int) -> ClientSession | None: ...

    def close_client_session(self, cluster_session_id: int) -> bool:
        """Ask the consensus module to close a session; False when back-pressured. ClusterError for an
        unknown id."""
        ...

    def schedule_timer(self, correlation_id: int, deadline: int) -> bool:
        """(Re)schedule timer ``correlation_id`` at ``deadline`` (cluster time); False when back-pressured."""
        ...

    def cancel_timer(self, correlation_id: int) -> bool: ...

    def offer(self, buffer: Buffer, offset: int = 0, length: int | None = None) -> int:
        """Send a service message to the cluster (it reaches every service with session None)."""
        ...

    def offer_vectors(self, buffers: Sequence[Buffer]) -> int: ...

    def try_claim(self, length: int, buffer_claim: BufferClaim) -> int:
        """Claim room for a service message; write the payload after the 32-byte session header."""
        ...

    @property
    def idle_strategy(self) -> ClusterIdleStrategy: ...

    def idle(self, work_count: int = 0) -> None: ...


class ClusteredService(Protocol):
    """A service the container runs; every callback but the last two is mandatory."""

    def on_start(self, cluster: Cluster, snapshot_image: Image | None) -> None:
        """Start, loading state from ``snapshot_image`` (positioned after the container's records) if any."""
        ...

    def on_session_open(self, session: ClientSession, timestamp: int) -> None: ...

    def on_session_close(
        self, session: ClientSession, timestamp: int, close_reason: CloseReason | int
    ) -> None: ...

    def on_session_message(
        self,
        session: ClientSession | None,
        timestamp: int,
        buffer: Buffer,
        offset: int,
        length: int,
        header: Header,
    ) -> None:
        """A message from a client, or from a service (``session`` None)."""
        ...

    def on_timer_event(self, correlation_id: int, timestamp: int) -> None: ...

    def on_take_snapshot(self, snapshot_publication: ExclusivePublication) -> None:
        """Offer the service's state; the recording is complete once everything offered is recorded."""
        ...

    def on_role_change(self, new_role: Role) -> None: ...

    def on_terminate(self, cluster: Cluster) -> None: ...

    def on_new_leadership_term_event(
        self,
        leadership_term_id: int,
        log_position: int,
        timestamp: int,
        term_base_log_position: int,
        leader_member_id: int,
        log_session_id: int,
        time_unit: ClusterTimeUnit | int,
        app_version: int,
    ) -> None:
        """A leader started a term (default: nothing)."""

    def do_background_work(self, now_ns: int) -> int:
        """Non-deterministic upkeep each duty cycle; must not change state or send (default: 0)."""
        return 0
