"""The cluster client for asyncio: ``await`` the connect, ``await offer()``, ``async for`` over the egress.

The same design as the transport and archive awaitables (docs/asyncio.md): everything runs on the event
loop's thread, each step is the synchronous client's non-blocking call (``AsyncConnect.poll``,
``AeronCluster.offer``, ``AeronCluster.poll_egress``), and a ``Backoff`` waits when a step did nothing. The
client is not thread-safe, so handing it to an agent thread would need a lock around every call; polling it
where the application's coroutines run needs none.

Egress is delivered by the synchronous client as a view of the term buffer that is valid only inside its
callback, so each message is copied once into an ``EgressMessage`` and queued for the iterator. The
session's events (new leader, session event, admin response) still reach the ``egress_listener`` the context
was given, if any; its ``on_message`` does not: messages go to the iterator. A new leader needs no action
here: polling the egress (which the iterator and a waiting ``offer`` both do) runs the client's own
failover state machine.
"""

from __future__ import annotations

import collections
import time
from dataclasses import dataclass

from aeronkit.asyncio.backoff import DEFAULT_BACKOFF, Backoff, BackoffSettings
from aeronkit.client import CLOSED, MAX_POSITION_EXCEEDED
from aeronkit.client.header import Header
from aeronkit.cluster.client import AeronCluster, Context, EgressListener
from aeronkit.cluster.client.egress_listener import as_egress_listener
from aeronkit.codecs.cluster import AdminRequestType, AdminResponseCode, EventCode
from aeronkit.errors import AeronError, ClosedError

Buffer = bytes | bytearray | memoryview


@dataclass(frozen=True)
class EgressMessage:
    """A message the clustered service sent this session; ``timestamp`` is the cluster time of the log
    entry that produced it; ``payload`` is a copy (it outlives the poll that delivered it)."""

    cluster_session_id: int
    timestamp: int
    payload: bytes


class _EgressQueue(EgressListener):
    """Queues messages for the iterator and forwards the session's events to the application's listener."""

    def __init__(self, events: EgressListener | None) -> None:
        self.messages: collections.deque[EgressMessage] = collections.deque()
        self._events = events

    def on_message(
        self, cluster_session_id: int, timestamp: int, buffer: memoryview, offset: int, length: int,
        header: Header,
    ) -> None:
        payload = bytes(buffer[offset:offset + length])
        self.messages.append(EgressMessage(cluster_session_id, timestamp, payload))

    def on_session_event(
        self, correlation_id: int, cluster_session_id: int, leadership_term_id: int, leader_member_id: int,
        code: EventCode | int, detail: str,
    ) -> None:
        if self._events is not None:
            self._events.on_session_event(
                correlation_id, cluster_session_id, leadership_term_id, leader_member_id, code, detail)

    def on_new_leader(
        self, cluster_session_id: int, leadership_term_id: int, leader_member_id: int, ingress_endpoints: str
    ) -> None:
        if self._events is not None:
            self._events.on_new_leader(
                cluster_session_id, leadership_term_id, leader_member_id, ingress_endpoints)

    def on_admin_response(
        self, cluster_session_id: int, correlation_id: int, request_type: AdminRequestType | int,
        response_code: AdminResponseCode | int, message: str, payload: memoryview, payload_offset: int,
        payload_length: int,
    ) -> None:
        if self._events is not None:
            self._events.on_admin_response(cluster_session_id, correlation_id, request_type, response_code,
                                           message, payload, payload_offset, payload_length)


class AsyncAeronCluster:
    """A connected cluster session for asyncio code; ``cluster`` is the synchronous client underneath."""

    def __init__(self, cluster: AeronCluster, queue: _EgressQueue,
                 backoff: BackoffSettings = DEFAULT_BACKOFF) -> None:
        self.cluster = cluster
        self._queue = queue
        self._backoff = backoff

    @classmethod
    async def connect(cls, ctx: Context | None = None,
                      backoff: BackoffSettings = DEFAULT_BACKOFF) -> AsyncAeronCluster:
        """Conclude ``ctx`` and connect (AeronCluster.async_connect polled on the loop).

        Raises what the synchronous connect raises: ClusterTimeoutError after the context's message
        timeout, AuthenticationError, ClusterError.
        """
        ctx = ctx if ctx is not None else Context()
        given = ctx.egress_listener
        queue = _EgressQueue(None if given is None else as_egress_listener(given))
        ctx.egress_listener = queue
        connecting = AeronCluster.async_connect(ctx)
        try:
            pacing = Backoff(backoff)
            while True:
                state = connecting.state
                cluster = connecting.poll()
                if cluster is not None:
                    return cls(cluster, queue, backoff)
                if connecting.state != state:
                    pacing.reset()
                else:
                    await pacing.idle()
        except BaseException:
            connecting.close()
            raise

    async def offer(self, buffer: Buffer, offset: int = 0, length: int | None = None, *,
                    timeout: float | None = None) -> int:
        """Send one ingress message; the ingress publication's new position.

        NOT_CONNECTED, BACK_PRESSURED and ADMIN_ACTION (also while the client awaits a new leader) are
        waited out, polling the egress so the client's failover runs, until ``timeout`` seconds (None: no
        limit), then TimeoutError. A closed session raises ClosedError; MAX_POSITION_EXCEEDED AeronError.
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        pacing = Backoff(self._backoff)
        while True:
            result = self.cluster.offer(buffer, offset, length)
            if result > 0:
                return result
            if result == CLOSED or self.cluster.is_closed:
                raise ClosedError(f"cluster session {self.cluster.cluster_session_id} is closed")
            if result == MAX_POSITION_EXCEEDED:
                raise AeronError(f"cluster session {self.cluster.cluster_session_id}: max position exceeded")
            if deadline is not None and time.monotonic() > deadline:
                raise TimeoutError(f"offer to the cluster ({result}): not done within the deadline")
            if self.cluster.poll_egress() == 0:
                await pacing.idle()

    def __aiter__(self) -> AsyncAeronCluster:
        return self

    async def __anext__(self) -> EgressMessage:
        """The next egress message; iteration ends once the session is closed and every message is read."""
        pacing = Backoff(self._backoff)
        while not self._queue.messages:
            if self.cluster.is_closed:
                raise StopAsyncIteration
            if self.cluster.poll_egress() == 0:
                await pacing.idle()
            else:
                pacing.reset()
        return self._queue.messages.popleft()

    def close(self) -> None:
        """Close the session (the cluster sees a SessionCloseRequest) and the context's resources."""
        self.cluster.close()

    async def __aenter__(self) -> AsyncAeronCluster:
        return self

    async def __aexit__(self, *exc: object) -> None:
        self.close()
