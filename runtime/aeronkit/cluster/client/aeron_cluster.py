"""``AeronCluster``: a client session with an Aeron Cluster (ours or Aeron Java's).

A session is an ingress publication to the leader, carrying each message behind a 32-byte session header
(SBE header + SessionMessageHeader{leadershipTermId, clusterSessionId, timestamp 0}), and an egress
subscription on which the cluster's services answer and the consensus module announces session events and
new leaders. The API and its behaviour are Aeron 1.51.0's io.aeron.cluster.client.AeronCluster
(aeron-cluster/src/main/java/io/aeron/cluster/client/AeronCluster.java) in snake_case; docs/cluster-client.md
lists every difference.

The session's state table (AeronCluster.State):

==============================  ==========================================================================
CONNECTED                       ingress to the leader works
AWAIT_NEW_LEADER                the ingress failed (NOT_CONNECTED/CLOSED offer) or the egress image went
                                away; closes after the new-leader timeout unless a NewLeaderEvent comes
AWAIT_NEW_LEADER_CONNECTION     a NewLeaderEvent came: ingress now goes to the new leader; the first
                                accepted offer makes the session CONNECTED, else it closes after the
                                message timeout
PENDING_CLOSE                   the cluster closed the session (SessionEvent CLOSED) or the ingress
                                position overflowed; the next poll closes the client
CLOSED                          terminal
==============================  ==========================================================================

Nothing here blocks a duty cycle: where Java waits inside ``onNewLeader`` for the new leader's ingress
publication, this client adds it asynchronously and picks it up on later polls. Time comes from the
context's ``nano_clock``, so a test steps it. Not thread safe, like Java's.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from aeronkit.client.controlled_fragment_assembler import ControlledFragmentAssembler
from aeronkit.client.fragment_assembler import FragmentAssembler
from aeronkit.client.header import Header
from aeronkit.client.image import Image
from aeronkit.client.publication import (
    CLOSED,
    MAX_POSITION_EXCEEDED,
    NOT_CONNECTED,
    BufferClaim,
    Publication,
)
from aeronkit.client.subscription import Subscription
from aeronkit.cluster.client.context import Context
from aeronkit.cluster.client.egress_adapter import EgressDispatcher
from aeronkit.cluster.client.egress_listener import ControlledEgressListenerExtension, EgressListenerExtension
from aeronkit.cluster.client.errors import ClusterError
from aeronkit.cluster.client.ingress import (
    MemberIngress,
    async_add_ingress_publication,
    close_all,
    get_ingress_publication,
    member_channel,
    member_ingresses,
)
from aeronkit.cluster.protocol import SESSION_HEADER_LENGTH
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import NULL_VALUE
from aeronkit.errors import ClosedError

if TYPE_CHECKING:
    from aeronkit.cluster.client.async_connect import AsyncConnect

__all__ = ["FRAGMENT_LIMIT", "SEND_ATTEMPTS", "AeronCluster", "ClientState"]

Buffer = bytes | bytearray | memoryview

SEND_ATTEMPTS = 3
"""AeronCluster.SEND_ATTEMPTS: keep-alive, admin request and close request each try three claims."""
FRAGMENT_LIMIT = 10
"""AeronCluster.FRAGMENT_LIMIT: fragments per egress poll."""

_KEEP_ALIVE_LENGTH = codecs.HEADER_LENGTH + codecs.SessionKeepAliveEncoder.BLOCK_LENGTH
_CLOSE_REQUEST_LENGTH = codecs.HEADER_LENGTH + codecs.SessionCloseRequestEncoder.BLOCK_LENGTH
_ADMIN_REQUEST_LENGTH = codecs.HEADER_LENGTH + codecs.AdminRequestEncoder.BLOCK_LENGTH + 4  # + empty payload


class ClientState(enum.Enum):
    CONNECTED = "CONNECTED"
    AWAIT_NEW_LEADER = "AWAIT_NEW_LEADER"
    AWAIT_NEW_LEADER_CONNECTION = "AWAIT_NEW_LEADER_CONNECTION"
    PENDING_CLOSE = "PENDING_CLOSE"
    CLOSED = "CLOSED"


S = ClientState
_TRANSITIONS: dict[ClientState, frozenset[ClientState]] = {
    S.CONNECTED: frozenset({S.AWAIT_NEW_LEADER, S.AWAIT_NEW_LEADER_CONNECTION, S.PENDING_CLOSE, S.CLOSED}),
    S.AWAIT_NEW_LEADER: frozenset({S.AWAIT_NEW_LEADER_CONNECTION, S.PENDING_CLOSE, S.CLOSED}),
    S.AWAIT_NEW_LEADER_CONNECTION: frozenset(
        {S.CONNECTED, S.AWAIT_NEW_LEADER, S.AWAIT_NEW_LEADER_CONNECTION, S.PENDING_CLOSE, S.CLOSED}),
    S.PENDING_CLOSE: frozenset({S.CLOSED}),
    S.CLOSED: frozenset(),
}
"""Which state may follow which. A session the cluster closed stays closing: a late NewLeaderEvent does not
revive it (Java's onNewLeader would)."""
_AWAITING_LEADER = (S.AWAIT_NEW_LEADER, S.AWAIT_NEW_LEADER_CONNECTION)
_EGRESS_WATCHED = (S.CONNECTED, S.AWAIT_NEW_LEADER_CONNECTION)


class SessionHeader:
    """The 32 bytes in front of every ingress message of this session; the term id changes with leaders."""

    __slots__ = ("_encoder", "bytes")

    def __init__(self, cluster_session_id: int, leadership_term_id: int) -> None:
        self.bytes = bytearray(SESSION_HEADER_LENGTH)
        self._encoder = codecs.SessionMessageHeaderEncoder().wrap_and_apply_header(self.bytes, 0)
        self._encoder.cluster_session_id = cluster_session_id
        self._encoder.timestamp = 0
        self.leadership_term_id = leadership_term_id

    @property
    def leadership_term_id(self) -> int:
        return int.from_bytes(self.bytes[8:16], "little", signed=True)

    @leadership_term_id.setter
    def leadership_term_id(self, value: int) -> None:
        self._encoder.leadership_term_id = value


class AeronCluster:
    """A connected session. Make one with ``AeronCluster.connect(ctx)`` or ``AeronCluster.async_connect``."""

    def __init__(
        self,
        ctx: Context,
        publication: Publication,
        subscription: Subscription,
        egress_image: Image | None,
        endpoint_by_id: dict[int, MemberIngress],
        cluster_session_id: int,
        leadership_term_id: int,
        leader_member_id: int,
        new_leader_timeout_ns: int,
    ) -> None:
        self.ctx = ctx
        self._publication: Publication | None = publication
        self._subscription = subscription
        self._egress_image = egress_image
        self._endpoint_by_id = endpoint_by_id
        self._cluster_session_id = cluster_session_id
        self._leadership_term_id = leadership_term_id
        self._leader_member_id = leader_member_id
        self.new_leader_timeout_ns = new_leader_timeout_ns
        """How long a session waits for a NewLeaderEvent (the context's, or twice the leader's heartbeat
        timeout from the connect's SessionEvent); Java writes it back into the context."""
        self.ingress_endpoints = ctx.ingress_endpoints
        """The members' ingress endpoints as last announced (Java writes them back into the context)."""
        self._clock = ctx.nano_clock
        self._idle = ctx.idle_strategy
        self._header = SessionHeader(cluster_session_id, leadership_term_id)
        self._claim = BufferClaim()
        self._keep_alive = codecs.SessionKeepAliveEncoder()
        self._admin_request = codecs.AdminRequestEncoder()
        self._close_request = codecs.SessionCloseRequestEncoder()
        self._pending_registration_id = NULL_VALUE
        self._last_ingress_ns = self._clock.nano_time()
        self._closed_by_user = False
        self._state = S.CONNECTED
        self._deadline_ns = 0
        self.last_reason = "connected"
        self.egress_extension: EgressListenerExtension | None = None
        self.controlled_egress_extension: ControlledEgressListenerExtension | None = None
        self._dispatcher = self._new_dispatcher(controlled=False)
        self._controlled_dispatcher = self._new_dispatcher(controlled=True)
        self._assembler = FragmentAssembler(self._dispatcher.dispatch)
        self._controlled_assembler = ControlledFragmentAssembler(self._controlled_dispatcher.dispatch)

    def _new_dispatcher(self, controlled: bool) -> EgressDispatcher:
        return EgressDispatcher(
            self._cluster_session_id,
            self.ctx.controlled_egress_listener if controlled else self.ctx.egress_listener,
            controlled=controlled,
            on_new_leader=self._on_new_leader_event,
            on_closed=self._on_session_closed,
            on_malformed=self._on_malformed,
        )

    # -- connecting ----------------------------------------------------------------------------------------

    @classmethod
    def connect(cls, ctx: Context | None = None) -> AeronCluster:
        """Conclude ``ctx`` and connect, idling with its idle strategy between steps (AeronCluster.connect).

        Raises ClusterTimeoutError after ``message_timeout_ns``, AuthenticationError if the cluster rejects
        the credentials, ClusterError for its other refusals; the context (and an Aeron client it made) is
        closed on failure.
        """
        from aeronkit.cluster.client.async_connect import AsyncConnect

        ctx = ctx if ctx is not None else Context()
        ctx.conclude()
        try:
            connecting = AsyncConnect(ctx)
            idle = ctx.idle_strategy
            state = connecting.state
            while (cluster := connecting.poll()) is None:
                if state != connecting.state:
                    state = connecting.state
                    idle.reset()
                else:
                    idle.idle(0)
            return cluster
        except BaseException:
            ctx.close()
            raise

    @classmethod
    def async_connect(cls, ctx: Context | None = None) -> AsyncConnect:
        """Conclude ``ctx`` and return an AsyncConnect: ``poll()`` it until it returns the client, or
        ``await`` it in asyncio."""
        from aeronkit.cluster.client.async_connect import AsyncConnect

        ctx = ctx if ctx is not None else Context()
        ctx.conclude()
        try:
            return AsyncConnect(ctx)
        except BaseException:
            ctx.close()
            raise

    # -- what the session is -------------------------------------------------------------------------------

    @property
    def state(self) -> ClientState:
        return self._state

    @property
    def is_closed(self) -> bool:
        """True once closed: by ``close()``, by the cluster (SessionEvent CLOSED) or a lost leader."""
        return self._state is S.CLOSED

    @property
    def context(self) -> Context:
        return self.ctx

    @property
    def cluster_session_id(self) -> int:
        return self._cluster_session_id

    @property
    def leadership_term_id(self) -> int:
        return self._leadership_term_id

    @property
    def leader_member_id(self) -> int:
        return self._leader_member_id

    @property
    def ingress_publication(self) -> Publication | None:
        """The raw ingress publication (None while a new leader's is being added, or after a disconnect):
        prefix messages with the session header, pass each result to ``track_ingress_publication_result``."""
        return self._publication

    @property
    def egress_subscription(self) -> Subscription:
        return self._subscription

    @property
    def malformed_egress(self) -> int:
        """Egress messages for which the decoder found too few bytes or another schema, dropped."""
        return self._dispatcher.malformed + self._controlled_dispatcher.malformed

    def _usable(self) -> bool:
        """False once closed underneath the user; raises ClosedError after the user's ``close()``."""
        if self._state is S.CLOSED:
            if self._closed_by_user:
                raise ClosedError(f"cluster session {self._cluster_session_id} is closed")
            return False
        return True

    # -- ingress -------------------------------------------------------------------------------------------

    def offer(self, buffer: Buffer, offset: int = 0, length: int | None = None) -> int:
        """Send ``buffer[offset:offset + length]`` behind the session header (one vectored append).

        The new position, or Aeron's NOT_CONNECTED / BACK_PRESSURED / ADMIN_ACTION / CLOSED /
        MAX_POSITION_EXCEEDED, as Publication.offer.
        """
        publication = self._publication
        if publication is None:
            return self._no_publication()
        if offset != 0 or length is not None:
            view = memoryview(buffer).cast("B")
            end = len(view) if length is None else offset + length
            if offset < 0 or end < offset or end > len(view):
                raise IndexError(f"offset={offset} length={length} outside a buffer of {len(view)} bytes")
            buffer = view[offset:end]
        result = publication.offer_vectors((self._header.bytes, buffer))
        if result > 0 and self._state is S.CONNECTED and not self.ctx.keep_alive_interval_ns:
            return result
        self.track_ingress_publication_result(result)
        return result

    def offer_vectors(self, buffers: Sequence[Buffer]) -> int:
        """Send the concatenation of ``buffers`` behind the session header (Java's
        offer(DirectBufferVector[]), without the placeholder first vector)."""
        publication = self._publication
        if publication is None:
            return self._no_publication()
        result = publication.offer_vectors((self._header.bytes, *buffers))
        self.track_ingress_publication_result(result)
        return result

    def try_claim(self, length: int, buffer_claim: BufferClaim) -> int:
        """Claim ``length`` bytes plus the session header, which is written; the caller writes its message at
        ``buffer_claim.buffer[SESSION_HEADER_LENGTH:]`` and commits (or aborts) the claim."""
        publication = self._publication
        if publication is None:
            return self._no_publication()
        result = publication.try_claim(length + SESSION_HEADER_LENGTH, buffer_claim)
        self.track_ingress_publication_result(result)
        if result > 0:
            assert buffer_claim.buffer is not None
            buffer_claim.buffer[:SESSION_HEADER_LENGTH] = self._header.bytes
        return result

    def _no_publication(self) -> int:
        """What an offer returns without an ingress publication: CLOSED after a disconnect (Java offers to the
        closed one), NOT_CONNECTED while a new leader's publication is being added."""
        if not self._usable():
            return CLOSED
        return NOT_CONNECTED if self._state is S.AWAIT_NEW_LEADER_CONNECTION else CLOSED

    def track_ingress_publication_result(self, result: int) -> None:
        """Follow an ingress result (AeronCluster.trackIngressPublicationResult): a NOT_CONNECTED or CLOSED
        offer while CONNECTED means the leader is gone; the first offer a new leader accepts reconnects."""
        state = self._state
        if state is S.CONNECTED:
            if result in (NOT_CONNECTED, CLOSED):
                self._on_disconnected("ingress offer returned " + ("NOT_CONNECTED" if result == NOT_CONNECTED
                                                                   else "CLOSED"))
            elif result == MAX_POSITION_EXCEEDED:
                self._close_publication()
                self._set_state(S.PENDING_CLOSE, 0, "ingress max position exceeded")
        elif state is S.AWAIT_NEW_LEADER_CONNECTION and result > 0:
            self._set_state(S.CONNECTED, 0, "first ingress accepted by the new leader")
        if result > 0:
            self._last_ingress_ns = self._clock.nano_time()

    def send_keep_alive(self) -> bool:
        """SessionKeepAlive (refreshes the session's activity, links a new leader's ingress image); True if
        sent, False if three claims failed (back pressure, or no leader to send to)."""
        if not self._usable():
            return False
        return self._send(_KEEP_ALIVE_LENGTH, self._encode_keep_alive, raise_on_closed=False)

    def send_admin_request_to_take_a_snapshot(self, correlation_id: int) -> bool:
        """AdminRequest SNAPSHOT (needs the cluster's authorisation, e.g. ALLOW_ALL); the answer comes to the
        listener's ``on_admin_response``. False if three claims failed; ClusterError if ingress is closed."""
        self._usable()

        def encode(buffer: memoryview) -> None:
            e = self._admin_request.wrap_and_apply_header(buffer, 0)
            e.leadership_term_id = self._leadership_term_id
            e.cluster_session_id = self._cluster_session_id
            e.correlation_id = correlation_id
            e.request_type = codecs.AdminRequestType.SNAPSHOT
            e.put_payload(b"")

        return self._send(_ADMIN_REQUEST_LENGTH, encode, raise_on_closed=True)

    def _encode_keep_alive(self, buffer: memoryview) -> None:
        e = self._keep_alive.wrap_and_apply_header(buffer, 0)
        e.leadership_term_id = self._leadership_term_id
        e.cluster_session_id = self._cluster_session_id

    def _encode_close_request(self, buffer: memoryview) -> None:
        e = self._close_request.wrap_and_apply_header(buffer, 0)
        e.leadership_term_id = self._leadership_term_id
        e.cluster_session_id = self._cluster_session_id

    def _send(self, length: int, encode: Callable[[memoryview], None], raise_on_closed: bool) -> bool:
        """Claim, encode and commit one control message, up to SEND_ATTEMPTS claims with idling between."""
        self._idle.reset()
        attempts = SEND_ATTEMPTS
        claim = self._claim
        while True:
            publication = self._publication
            position = CLOSED if publication is None else publication.try_claim(length, claim)
            self.track_ingress_publication_result(position)
            if position > 0:
                assert claim.buffer is not None
                try:
                    encode(claim.buffer)
                except BaseException:
                    claim.abort()
                    raise
                claim.commit()
                return True
            if position == CLOSED and raise_on_closed:
                raise ClusterError("ingress publication is closed")
            if position == MAX_POSITION_EXCEEDED:
                assert publication is not None
                raise ClusterError(f"max position exceeded: term-length={publication.term_buffer_length}")
            attempts -= 1
            if attempts <= 0:
                return False
            self._idle.idle(0)

    # -- egress --------------------------------------------------------------------------------------------

    def poll_egress(self) -> int:
        """Poll up to 10 egress fragments for ``ctx.egress_listener``, then the session's duties (a vanished
        egress image, a new leader's ingress, keep-alive, timeouts). Call it often: it is how the client
        notices a leader change. 0 when closed by the cluster; ClosedError after ``close()``."""
        if not self._usable():
            return 0
        work = self._subscription.poll(self._assembler, FRAGMENT_LIMIT)
        return work + self._duties()

    def controlled_poll_egress(self) -> int:
        """As ``poll_egress``, for ``ctx.controlled_egress_listener`` (its ``on_message`` steers the poll)."""
        if not self._usable():
            return 0
        work = self._subscription.controlled_poll(self._controlled_assembler, FRAGMENT_LIMIT)
        return work + self._duties()

    def _duties(self) -> int:
        return (
            self._check_egress_image()
            + self._await_new_leader_publication()
            + self._send_keep_alive_when_due()
            + self.poll_state_changes()
        )

    def poll_state_changes(self) -> int:
        """Close the client if the cluster closed the session or a leader did not come in time (Java's
        pollStateChanges); call it if you poll ``egress_subscription`` yourself. 1 if it closed."""
        state = self._state
        if state is S.PENDING_CLOSE or (
            state in _AWAITING_LEADER and self._clock.nano_time() - self._deadline_ns >= 0
        ):
            if state is not S.PENDING_CLOSE:
                self.last_reason = f"no usable leader by the deadline ({state.name})"
            self._close(by_user=False)
            return 1
        return 0

    def _check_egress_image(self) -> int:
        image = self._egress_image
        if image is not None and image.is_closed and self._state in _EGRESS_WATCHED:
            self._on_disconnected("egress image closed")
            return 1
        return 0

    def _await_new_leader_publication(self) -> int:
        """Pick up the new leader's ingress publication once the driver made it (Java waits for it)."""
        if self._pending_registration_id == NULL_VALUE:
            return 0
        publication = get_ingress_publication(self.ctx, self._pending_registration_id)
        if publication is None:
            return 0
        self._pending_registration_id = NULL_VALUE
        self._publication = publication
        if self._endpoint_by_id and self._leader_member_id in self._endpoint_by_id:
            self._endpoint_by_id[self._leader_member_id].publication = publication
        return 1

    def _send_keep_alive_when_due(self) -> int:
        """aeronkit: a keep-alive after ``keep_alive_interval_ns`` without ingress (off unless set)."""
        interval = self.ctx.keep_alive_interval_ns
        publication = self._publication
        if not interval or publication is None or self._state not in _EGRESS_WATCHED:
            return 0
        if self._clock.nano_time() - self._last_ingress_ns < interval:
            return 0
        position = publication.try_claim(_KEEP_ALIVE_LENGTH, self._claim)
        self.track_ingress_publication_result(position)
        if position > 0:
            assert self._claim.buffer is not None
            self._encode_keep_alive(self._claim.buffer)
            self._claim.commit()
            return 1
        return 0

    # -- events from egress --------------------------------------------------------------------------------

    def _on_session_closed(self) -> None:
        if self._state is not S.CLOSED:
            self._set_state(S.PENDING_CLOSE, 0, "session closed by the cluster")

    def _on_new_leader_event(
        self, cluster_session_id: int, leadership_term_id: int, leader_member_id: int, ingress_endpoints: str,
        header: Header,
    ) -> None:
        if self._state in (S.PENDING_CLOSE, S.CLOSED):
            return
        self._egress_image = self._subscription.image_by_session_id(header.session_id)
        self.on_new_leader(cluster_session_id, leadership_term_id, leader_member_id, ingress_endpoints)

    def on_new_leader(
        self, cluster_session_id: int, leadership_term_id: int, leader_member_id: int, ingress_endpoints: str
    ) -> None:
        """Switch ingress to a new leader (AeronCluster.onNewLeader); call it yourself when an EgressAdapter
        or EgressPoller of yours sees the NewLeaderEvent. Both listeners are told."""
        if cluster_session_id != self._cluster_session_id:
            raise ClusterError(
                f"invalid clusterSessionId={cluster_session_id} expected={self._cluster_session_id}")
        self._set_state(
            S.AWAIT_NEW_LEADER_CONNECTION, self._clock.nano_time() + self.ctx.message_timeout_ns,
            f"new leader {leader_member_id} in term {leadership_term_id}")
        self._leadership_term_id = leadership_term_id
        self._leader_member_id = leader_member_id
        self._header.leadership_term_id = leadership_term_id
        self._close_publication()
        if self.ctx.ingress_endpoints is None:
            channel = self.ctx.ingress_channel
        else:
            self.ingress_endpoints = ingress_endpoints
            close_all(self._endpoint_by_id)
            self._endpoint_by_id = member_ingresses(self.ctx, ingress_endpoints)
            leader = self._endpoint_by_id.get(leader_member_id)
            if leader is None:
                raise ClusterError(
                    f"new leader {leader_member_id} is not among the ingress endpoints {ingress_endpoints!r}")
            channel = member_channel(self.ctx.ingress_channel, leader.endpoint)
        self._pending_registration_id = async_add_ingress_publication(self.ctx, channel)
        self._assembler.clear()
        self._controlled_assembler = ControlledFragmentAssembler(self._controlled_dispatcher.dispatch)
        self.ctx.egress_listener.on_new_leader(
            cluster_session_id, leadership_term_id, leader_member_id, ingress_endpoints)
        self.ctx.controlled_egress_listener.on_new_leader(
            cluster_session_id, leadership_term_id, leader_member_id, ingress_endpoints)

    def _on_disconnected(self, reason: str) -> None:
        self._close_publication()
        self._set_state(S.AWAIT_NEW_LEADER, self._clock.nano_time() + self.new_leader_timeout_ns, reason)

    def _on_malformed(self, description: str) -> None:
        self.ctx.error_handler(ClusterError(description))

    # -- state ---------------------------------------------------------------------------------------------

    def _set_state(self, new_state: ClientState, deadline_ns: int, reason: str) -> None:
        """The one way the state changes; a move the table does not allow is a bug here, not bad input."""
        if new_state not in _TRANSITIONS[self._state]:
            raise AssertionError(f"cluster client: {self._state.name} -> {new_state.name} ({reason})")
        self._state = new_state
        self._deadline_ns = deadline_ns
        self.last_reason = reason

    def _close_publication(self) -> None:
        if self._publication is not None:
            self._publication.close()
            self._publication = None
        if self._pending_registration_id != NULL_VALUE:
            if not self.ctx.aeron.is_closed:
                self.ctx.aeron.async_remove_publication(self._pending_registration_id)
            self._pending_registration_id = NULL_VALUE

    # -- closing -------------------------------------------------------------------------------------------

    def close(self) -> None:
        """Send SessionCloseRequest if connected, release the publication and subscription (or the Aeron
        client the context owns). Idempotent; other calls raise ClosedError afterwards."""
        self._close(by_user=True)

    def _close(self, by_user: bool) -> None:
        if by_user:
            self._closed_by_user = True
        if self._state is S.CLOSED:
            return
        try:
            publication = self._publication
            if self._state is S.CONNECTED and publication is not None and publication.is_connected:
                self._send(_CLOSE_REQUEST_LENGTH, self._encode_close_request, raise_on_closed=False)
        finally:
            try:
                if not self.ctx.owns_aeron_client:
                    self._close_publication()
                    close_all(self._endpoint_by_id)
                    self._subscription.close()
            finally:
                self._state = S.CLOSED
                if by_user:
                    self.last_reason = "closed by the application"
                self.ctx.close()

    def __enter__(self) -> AeronCluster:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (
            f"AeronCluster(cluster_session_id={self._cluster_session_id}, state={self._state.name}, "
            f"leadership_term_id={self._leadership_term_id}, leader_member_id={self._leader_member_id})"
        )
