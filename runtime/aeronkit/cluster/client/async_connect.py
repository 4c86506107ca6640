"""Connecting to a cluster step by step, without blocking: ``AeronCluster.async_connect(ctx)``.

The steps are AeronCluster.AsyncConnect's (aeron-cluster/src/main/java/io/aeron/cluster/client/
AeronCluster.java at 1.51.0), with Java's step numbers:

=====  ==============================  ====================================================================
step   state                           duty
=====  ==============================  ====================================================================
-1     CREATE_EGRESS_SUBSCRIPTION      add the egress subscription (``rejoin=false`` on UDP)
0      CREATE_INGRESS_PUBLICATIONS     add an ingress publication per member (or one on the ingress channel)
1      AWAIT_PUBLICATION_CONNECTED     once egress has its port (``endpoint=host:0`` resolved) and some
                                       ingress is connected: encode SessionConnectRequest on that one
2      SEND_MESSAGE                    offer the request (or a ChallengeResponse)
3      POLL_RESPONSE                   read egress for the answer with our correlation id: OK -> 4,
                                       Challenge -> answer it (2), REDIRECT -> the leader's ingress (1),
                                       ERROR -> ClusterError, AUTHENTICATION_REJECTED -> AuthenticationError
4      CONCLUDE_CONNECT                build the AeronCluster, close the other members' publications
5      DONE
=====  ==============================  ====================================================================

Each ``poll()`` runs the context's agent invokers, then one step, and returns the AeronCluster at the end
(None before). The whole connect must finish within ``message_timeout_ns`` on the context's clock or
ClusterTimeoutError says where it stood. A failed connect frees what it made, so ``poll`` raising is final.
``await`` an AsyncConnect to connect from asyncio.

The egress channel's port is resolved through ``Subscription.try_resolve_channel_endpoint_port``, which
reads the driver's local-socket-address counters: Aeron Java's driver publishes them; ours will once the
transport branch lands them, and until then an egress channel on aeronkit's driver needs a fixed port.
"""

from __future__ import annotations

import asyncio
import enum
from collections.abc import Callable, Generator
from typing import Any

from aeronkit import __version__
from aeronkit.client.publication import CLOSED, NOT_CONNECTED, Publication
from aeronkit.client.subscription import Subscription
from aeronkit.cluster.client.aeron_cluster import FRAGMENT_LIMIT, AeronCluster
from aeronkit.cluster.client.context import Context
from aeronkit.cluster.client.egress_poller import EgressPoller
from aeronkit.cluster.client.errors import AuthenticationError, ClusterError, ClusterTimeoutError
from aeronkit.cluster.client.ingress import (
    MemberIngress,
    async_add_ingress_publication,
    close_all,
    get_ingress_publication,
    member_ingresses,
    parse_ingress_endpoints,
)
from aeronkit.cluster.protocol import CLIENT_PROTOCOL_SEMANTIC_VERSION
from aeronkit.codecs import cluster as codecs
from aeronkit.codecs.cluster import EventCode
from aeronkit.codecs.driver_commands import ErrorCode
from aeronkit.constants import NULL_VALUE
from aeronkit.errors import RegistrationError
from aeronkit.interop.java import aeron_version

__all__ = ["AsyncConnect", "AsyncConnectState"]

CLIENT_VERSION_INFO = f"version={'.'.join(map(str, aeron_version()))} commit=aeronkit-{__version__}"
"""The connect request's clientInfo after ``name=<client name> `` (AeronCounters.formatVersionInfo)."""


class AsyncConnectState(enum.IntEnum):
    """AsyncConnect.State; the value is Java's ``step()``."""

    CREATE_EGRESS_SUBSCRIPTION = -1
    CREATE_INGRESS_PUBLICATIONS = 0
    AWAIT_PUBLICATION_CONNECTED = 1
    SEND_MESSAGE = 2
    POLL_RESPONSE = 3
    CONCLUDE_CONNECT = 4
    DONE = 5


class AsyncConnect:
    """One connect attempt. ``poll()`` until it returns the AeronCluster; ``close()`` to abandon it."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self._clock = ctx.nano_clock
        self._deadline_ns = self._clock.nano_time() + ctx.message_timeout_ns
        self.state = AsyncConnectState.CREATE_EGRESS_SUBSCRIPTION
        self.correlation_id = NULL_VALUE
        self.cluster_session_id = NULL_VALUE
        self.leadership_term_id = NULL_VALUE
        self.leader_member_id = NULL_VALUE
        self.leader_heartbeat_timeout_ns = NULL_VALUE
        self.redirects = 0
        self._message = b""
        self._egress_registration_id = NULL_VALUE
        self._ingress_registration_id = NULL_VALUE
        self.egress_subscription: Subscription | None = None
        self.egress_poller: EgressPoller | None = None
        self.ingress_publication: Publication | None = None
        self._members: dict[int, MemberIngress] = member_ingresses(ctx, ctx.ingress_endpoints)
        self._closed = False

    @property
    def step(self) -> int:
        return int(self.state)

    @staticmethod
    def step_name(step: int) -> str:
        """AsyncConnect.stepName: the state of a step number, ``<unknown>`` for others."""
        try:
            return AsyncConnectState(step).name
        except ValueError:
            return "<unknown>"

    # -- the duty cycle ------------------------------------------------------------------------------------

    def poll(self) -> AeronCluster | None:
        """Run the agent invokers and one step; the connected AeronCluster at the end, None before."""
        if self._closed:
            raise ClusterError(f"connect abandoned at {self.state.name}")
        try:
            self._check_deadline()
            self.ctx.run_agent_invokers()
            if self.state is AsyncConnectState.CONCLUDE_CONNECT:
                return self._conclude_connect()
            _STEPS[self.state](self)
            return None
        except BaseException:
            self.close()
            raise

    def _check_deadline(self) -> None:
        if self._deadline_ns - self._clock.nano_time() < 0:
            subscription = self.egress_subscription
            connected = subscription is not None and subscription.is_connected
            response = None if subscription is None else subscription.try_resolve_channel_endpoint_port()
            refused = [m.publication_error for m in self._members.values() if m.publication_error]
            raise ClusterTimeoutError(
                f"cluster connect timeout: state={self.state.name} "
                f"messageTimeout={self.ctx.message_timeout_ns // 1_000_000}ms "
                f"ingressChannel={self.ctx.ingress_channel} ingressEndpoints={self.ctx.ingress_endpoints} "
                f"ingressPublication={self.ingress_publication} egress.isConnected={connected} "
                f"responseChannel={response or '<unknown>'}" + (f" refused: {refused}" if refused else ""))

    def _create_egress_subscription(self) -> None:
        aeron = self.ctx.aeron
        if self._egress_registration_id == NULL_VALUE:
            self._egress_registration_id = aeron.async_add_subscription(
                self.ctx.egress_channel, self.ctx.egress_stream_id)
        try:
            subscription = aeron.get_subscription(self._egress_registration_id)
        except RegistrationError as ex:
            self._egress_registration_id = NULL_VALUE
            if ex.error_code != ErrorCode.RESOURCE_TEMPORARILY_UNAVAILABLE:
                raise
            return
        if subscription is not None:
            self.egress_subscription = subscription
            self.egress_poller = EgressPoller(subscription, FRAGMENT_LIMIT)
            self._egress_registration_id = NULL_VALUE
            self.state = AsyncConnectState.CREATE_INGRESS_PUBLICATIONS

    def _create_ingress_publications(self) -> None:
        if self.ctx.ingress_endpoints is None:
            if self.ingress_publication is None:
                if self._ingress_registration_id == NULL_VALUE:
                    self._ingress_registration_id = async_add_ingress_publication(
                        self.ctx, self.ctx.ingress_channel)
                try:
                    registration_id = self._ingress_registration_id
                    self.ingress_publication = get_ingress_publication(self.ctx, registration_id)
                except RegistrationError:
                    self._ingress_registration_id = NULL_VALUE
                    raise
            if self.ingress_publication is not None:
                self._ingress_registration_id = NULL_VALUE
                self.state = AsyncConnectState.AWAIT_PUBLICATION_CONNECTED
            return
        ready = 0
        for member in self._members.values():
            if member.publication is not None or member.publication_error is not None:
                ready += 1
                continue
            if member.registration_id == NULL_VALUE:
                member.async_add_publication()
            member.async_get_publication()
        if ready == len(self._members):
            self.state = AsyncConnectState.AWAIT_PUBLICATION_CONNECTED

    def _await_publication_connected(self) -> None:
        assert self.egress_subscription is not None
        response_channel = self.egress_subscription.try_resolve_channel_endpoint_port()
        if response_channel is None:
            return  # the driver has not bound the egress port yet
        if self.ingress_publication is None:
            for member in self._members.values():
                if member.publication is None and member.registration_id != NULL_VALUE:
                    member.async_get_publication()
                if member.publication is not None and member.publication.is_connected:
                    self.ingress_publication = member.publication
                    self._prepare_connect_request(response_channel)
                    return
        elif self.ingress_publication.is_connected:
            self._prepare_connect_request(response_channel)

    def _prepare_connect_request(self, response_channel: str) -> None:
        ctx = self.ctx
        self.correlation_id = ctx.aeron.next_correlation_id()
        buffer = bytearray(4096 + len(response_channel))
        e = codecs.SessionConnectRequestEncoder().wrap_and_apply_header(buffer, 0)
        e.correlation_id = self.correlation_id
        e.response_stream_id = ctx.egress_stream_id
        e.version = CLIENT_PROTOCOL_SEMANTIC_VERSION
        e.put_response_channel(response_channel)
        e.put_encoded_credentials(bytes(ctx.credentials_supplier.encoded_credentials()))
        e.put_client_info(f"name={ctx.client_name} {CLIENT_VERSION_INFO}")
        self._message = bytes(buffer[:e.limit])
        self.state = AsyncConnectState.SEND_MESSAGE

    def _prepare_challenge_response(self, encoded_credentials: bytes) -> None:
        self.correlation_id = self.ctx.aeron.next_correlation_id()
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.ChallengeResponseEncoder.BLOCK_LENGTH + 4
                           + len(encoded_credentials))
        e = codecs.ChallengeResponseEncoder().wrap_and_apply_header(buffer, 0)
        e.correlation_id = self.correlation_id
        e.cluster_session_id = self.cluster_session_id
        e.put_encoded_credentials(encoded_credentials)
        self._message = bytes(buffer[:e.limit])
        self.state = AsyncConnectState.SEND_MESSAGE

    def _send_message(self) -> None:
        assert self.ingress_publication is not None
        position = self.ingress_publication.offer(self._message)
        if position > 0:
            self.state = AsyncConnectState.POLL_RESPONSE
        elif position in (CLOSED, NOT_CONNECTED):
            raise ClusterError("unexpected loss of connection to cluster")

    def _poll_response(self) -> None:
        poller = self.egress_poller
        assert poller is not None
        malformed = poller.malformed
        polled = poller.poll()
        if poller.malformed != malformed:
            self.ctx.error_handler(ClusterError(poller.last_malformed))
        if polled <= 0 or not poller.is_poll_complete or poller.correlation_id != self.correlation_id:
            return
        if poller.is_challenged:
            self.correlation_id = NULL_VALUE
            self.cluster_session_id = poller.cluster_session_id
            answer = self.ctx.credentials_supplier.on_challenge(poller.encoded_challenge or b"")
            self._prepare_challenge_response(bytes(answer))
            return
        code = poller.event_code
        if code == EventCode.OK:
            self.leadership_term_id = poller.leadership_term_id
            self.leader_member_id = poller.leader_member_id
            self.cluster_session_id = poller.cluster_session_id
            self.leader_heartbeat_timeout_ns = poller.leader_heartbeat_timeout_ns
            self.state = AsyncConnectState.CONCLUDE_CONNECT
        elif code == EventCode.ERROR:
            raise ClusterError(poller.detail)
        elif code == EventCode.REDIRECT:
            self._update_members(poller.leader_member_id, poller.detail)
        elif code == EventCode.AUTHENTICATION_REJECTED:
            raise AuthenticationError(poller.detail)

    def _update_members(self, leader_member_id: int, endpoints: str) -> None:
        """REDIRECT: the answering member is not the leader; aim at the leader the detail names."""
        self.redirects += 1
        self.leader_member_id = leader_member_id
        old_leader = self._members.pop(leader_member_id, None)
        answered = self.ingress_publication
        if answered is not None:
            answered.close()
        self.ingress_publication = None
        close_all(self._members)
        try:
            announced = parse_ingress_endpoints(endpoints)
        except ValueError as ex:
            raise ClusterError(f"REDIRECT with unusable endpoints: {ex}") from None
        if leader_member_id not in announced:
            raise ClusterError(f"REDIRECT to member {leader_member_id}, not in its endpoints {endpoints!r}")
        self._members = {mid: MemberIngress(self.ctx, mid, ep) for mid, ep in announced.items()}
        new_leader = self._members[leader_member_id]
        reusable = (
            old_leader is not None
            and old_leader.publication_error is None
            and old_leader.endpoint == new_leader.endpoint
            and old_leader.publication is not answered
        )
        if reusable:
            assert old_leader is not None
            new_leader.publication = old_leader.publication
            new_leader.registration_id = old_leader.registration_id
            self.ingress_publication = old_leader.publication
        else:
            if old_leader is not None:
                old_leader.close()
            new_leader.async_add_publication()
        self.state = AsyncConnectState.AWAIT_PUBLICATION_CONNECTED

    def _conclude_connect(self) -> AeronCluster:
        assert self.ingress_publication is not None and self.egress_subscription is not None
        assert self.egress_poller is not None
        timeout = self.ctx.new_leader_timeout_ns
        if timeout == NULL_VALUE:
            heartbeat = self.leader_heartbeat_timeout_ns
            timeout = 2 * (heartbeat if heartbeat != NULL_VALUE else _leader_heartbeat_timeout_default_ns())
        cluster = AeronCluster(
            self.ctx,
            self.ingress_publication,
            self.egress_subscription,
            self.egress_poller.egress_image,
            self._members,
            self.cluster_session_id,
            self.leadership_term_id,
            self.leader_member_id,
            timeout,
        )
        self.ingress_publication = None
        leader = self._members.pop(self.leader_member_id, None)
        close_all(self._members)
        if leader is not None and leader.publication is not cluster.ingress_publication:
            leader.close()
        self.state = AsyncConnectState.DONE
        return cluster

    # -- asyncio -------------------------------------------------------------------------------------------

    async def wait(self, idle_s: float = 0.001) -> AeronCluster:
        """Poll until connected, yielding to the event loop between steps (sleeping ``idle_s`` when a step
        made no progress)."""
        while True:
            state = self.state
            cluster = self.poll()
            if cluster is not None:
                return cluster
            await asyncio.sleep(0 if self.state != state else idle_s)

    def __await__(self) -> Generator[Any, None, AeronCluster]:
        return self.wait().__await__()

    # -- abandoning ----------------------------------------------------------------------------------------

    def close(self) -> None:
        """Free what the connect made so far, and the context (AsyncConnect.close); nothing once DONE."""
        if self._closed or self.state is AsyncConnectState.DONE:
            return
        self._closed = True
        aeron = self.ctx.aeron
        try:
            if self.ingress_publication is not None:
                self.ingress_publication.close()
            elif self._ingress_registration_id != NULL_VALUE and not aeron.is_closed:
                aeron.async_remove_publication(self._ingress_registration_id)
            if self.egress_subscription is not None:
                self.egress_subscription.close()
            elif self._egress_registration_id != NULL_VALUE and not aeron.is_closed:
                aeron.async_remove_subscription(self._egress_registration_id)
            close_all(self._members)
        finally:
            self.ctx.close()

    def __repr__(self) -> str:
        return f"AsyncConnect(state={self.state.name}, correlation_id={self.correlation_id})"


def _leader_heartbeat_timeout_default_ns() -> int:
    """The consensus module's default leader heartbeat timeout: what a cluster too old to announce its own in
    the SessionEvent is assumed to use (loaded only then: it is the module's fact, and the module is big)."""
    from aeronkit.cluster.consensus_module import Context as ConsensusModuleContext

    default = ConsensusModuleContext.setting("leader_heartbeat_timeout_ns").default_value()
    assert isinstance(default, int)
    return default


_STEPS: dict[AsyncConnectState, Callable[[AsyncConnect], None]] = {
    AsyncConnectState.CREATE_EGRESS_SUBSCRIPTION: AsyncConnect._create_egress_subscription,
    AsyncConnectState.CREATE_INGRESS_PUBLICATIONS: AsyncConnect._create_ingress_publications,
    AsyncConnectState.AWAIT_PUBLICATION_CONNECTED: AsyncConnect._await_publication_connected,
    AsyncConnectState.SEND_MESSAGE: AsyncConnect._send_message,
    AsyncConnectState.POLL_RESPONSE: AsyncConnect._poll_response,
    AsyncConnectState.DONE: lambda _: None,
}
