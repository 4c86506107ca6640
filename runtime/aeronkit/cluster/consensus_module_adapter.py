"""What clustered services (and ClusterTool) send the consensus module (control stream 105, IPC).

Decodes, as aeron-cluster/src/main/java/io/aeron/cluster/ConsensusModuleAdapter.java at 1.51.0 does:
SessionMessageHeader + payload (a service's ``Cluster.offer``; the header's cluster session id is the
sending service's id), CloseSession (30), ScheduleTimer (31), CancelTimer (32), ServiceAck (33; the poll
stops after each ack, so acks are handled one at a time) and ClusterMembersQuery (34). Messages are
reassembled when fragmented, at most 25 fragments per poll. Bytes that do not decode are counted and
dropped with one error line (Aeron throws, which would stop its duty cycle).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from aeronkit.archive.client.controlled_fragment_assembler import ControlledFragmentAssembler
from aeronkit.client import Subscription
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.codecs import cluster as codecs
from aeronkit.errors import CodecError, ProtocolError

FRAGMENT_LIMIT = 25


class ServiceListener(Protocol):
    def on_service_message(self, entry: memoryview) -> None:
        """``entry`` is the whole message: SBE header, SessionMessageHeader (service id as the cluster
        session id), payload."""
        ...

    def on_service_close_session(self, cluster_session_id: int) -> None: ...

    def on_schedule_timer(self, correlation_id: int, deadline: int) -> None: ...

    def on_cancel_timer(self, correlation_id: int) -> None: ...

    def on_service_ack(
        self, log_position: int, timestamp: int, ack_id: int, relevant_id: int, service_id: int
    ) -> None: ...

    def on_cluster_members_query(self, correlation_id: int, is_extended: bool) -> None: ...


class ConsensusModuleAdapter:
    def __init__(
        self, subscription: Subscription, listener: ServiceListener, on_error: Callable[[BaseException], None]
    ) -> None:
        self.subscription = subscription
        self._listener = listener
        self._on_error = on_error
        self._assembler = ControlledFragmentAssembler(self._on_fragment)
        self._header = codecs.MessageHeaderDecoder()
        self._session_header = codecs.SessionMessageHeaderDecoder()
        self._decoders: dict[int, Any] = {
            codecs.CloseSessionDecoder.TEMPLATE_ID: codecs.CloseSessionDecoder(),
            codecs.ScheduleTimerDecoder.TEMPLATE_ID: codecs.ScheduleTimerDecoder(),
            codecs.CancelTimerDecoder.TEMPLATE_ID: codecs.CancelTimerDecoder(),
            codecs.ServiceAckDecoder.TEMPLATE_ID: codecs.ServiceAckDecoder(),
            codecs.ClusterMembersQueryDecoder.TEMPLATE_ID: codecs.ClusterMembersQueryDecoder(),
        }
        self.rejected = 0

    def close(self) -> None:
        if not self.subscription.is_closed:
            self.subscription.close()

    def poll(self) -> int:
        return self.subscription.controlled_poll(self._assembler, FRAGMENT_LIMIT)

    def _on_fragment(self, buffer: Any, offset: int, length: int, header: Header) -> ControlledPollAction:
        message = memoryview(buffer)[offset : offset + length]
        try:
            return self._dispatch(message)
        except (CodecError, ProtocolError) as ex:
            self.rejected += 1
            self._on_error(ProtocolError(f"malformed service control message ({length} bytes) dropped: {ex}"))
            return ControlledPollAction.CONTINUE

    def _dispatch(self, message: memoryview) -> ControlledPollAction:
        header = self._header.wrap(message, 0)
        if header.schema_id != codecs.SCHEMA_ID:
            raise ProtocolError(f"expected schemaId={codecs.SCHEMA_ID}, actual={header.schema_id}")
        template_id, block_length, version = header.template_id, header.block_length, header.version
        listener = self._listener
        if template_id == codecs.SessionMessageHeaderDecoder.TEMPLATE_ID:
            self._session_header.wrap(message, codecs.HEADER_LENGTH, block_length, version)
            listener.on_service_message(message)
            return ControlledPollAction.CONTINUE
        decoder = self._decoders.get(template_id)
        if decoder is None:
            return ControlledPollAction.CONTINUE  # other messages on the stream are for someone else
        d = decoder.wrap(message, codecs.HEADER_LENGTH, block_length, version)
        if template_id == codecs.CloseSessionDecoder.TEMPLATE_ID:
            listener.on_service_close_session(d.cluster_session_id)
        elif template_id == codecs.ScheduleTimerDecoder.TEMPLATE_ID:
            listener.on_schedule_timer(d.correlation_id, d.deadline)
        elif template_id == codecs.CancelTimerDecoder.TEMPLATE_ID:
            listener.on_cancel_timer(d.correlation_id)
        elif template_id == codecs.ServiceAckDecoder.TEMPLATE_ID:
            listener.on_service_ack(d.log_position, d.timestamp, d.ack_id, d.relevant_id, d.service_id)
            return ControlledPollAction.BREAK
        else:
            listener.on_cluster_members_query(d.correlation_id, d.extended == codecs.BooleanType.TRUE)
        return ControlledPollAction.CONTINUE
