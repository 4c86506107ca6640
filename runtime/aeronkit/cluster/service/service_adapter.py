"""What the consensus module tells its services: join this log, terminate at, ack at.

The consensus module publishes to every service of its node on one IPC stream (the control channel,
stream 104 by default). A container reads it one message per poll, reassembling a fragmented JoinLog
(whose log channel may be long), and hands each message to its agent
(aeron-cluster/src/main/java/io/aeron/cluster/service/ServiceAdapter.java at 1.51.0):

* JoinLog (40): subscribe to the log and start applying it at ``log_position``;
* ServiceTerminationPosition (42): terminate once the log reaches this position;
* RequestServiceAck (108): ack once the log reaches this position.

Other templates on the stream (ClusterMembersResponse, answers to tools) are not for the service and are
skipped. A message of another schema is refused with ClusterError naming both ids, which the agent's error
handler records and counts; the adapter has already moved past it.
"""

from __future__ import annotations

from typing import Protocol

from aeronkit.client.fragment_assembler import FragmentAssembler
from aeronkit.client.header import Header
from aeronkit.client.subscription import Subscription
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.service.errors import ClusterError
from aeronkit.codecs import cluster as codecs
from aeronkit.errors import CodecError

FRAGMENT_LIMIT = 1
"""ServiceAdapter.FRAGMENT_LIMIT: one message per duty cycle, so each is acted on before the next."""


class ServiceAdapterListener(Protocol):
    """The agent's side of the adapter."""

    def on_join_log(
        self,
        log_position: int,
        max_log_position: int,
        member_id: int,
        log_session_id: int,
        log_stream_id: int,
        is_startup: bool,
        role: Role,
        is_standby: bool,
        log_channel: str,
    ) -> None: ...

    def on_service_termination_position(self, log_position: int) -> None: ...

    def on_request_service_ack(self, log_position: int) -> None: ...


class ServiceAdapter:
    """Polls the consensus module's stream to the services (owns the subscription)."""

    def __init__(self, subscription: Subscription, listener: ServiceAdapterListener) -> None:
        self.subscription = subscription
        self.listener = listener
        self._assembler = FragmentAssembler(self._on_fragment)
        self._header = codecs.MessageHeaderDecoder()
        self._join_log = codecs.JoinLogDecoder()
        self._termination = codecs.ServiceTerminationPositionDecoder()
        self._request_ack = codecs.RequestServiceAckDecoder()

    def close(self) -> None:
        self.subscription.close()

    def poll(self) -> int:
        return self.subscription.poll(self._assembler, FRAGMENT_LIMIT)

    def _on_fragment(self, buffer: memoryview, offset: int, length: int, header: Header) -> None:
        try:
            message = self._header.wrap(buffer, offset)
            if message.schema_id != codecs.SCHEMA_ID:
                raise ClusterError(f"expected schemaId={codecs.SCHEMA_ID}, actual={message.schema_id}")
            template_id = message.template_id
            body = offset + codecs.HEADER_LENGTH
            block_length, version = message.block_length, message.version
            end = offset + length
            if template_id == codecs.JoinLogDecoder.TEMPLATE_ID:
                join = self._join_log.wrap(buffer, body, block_length, version, end - body)
                self.listener.on_join_log(
                    join.log_position,
                    join.max_log_position,
                    join.member_id,
                    join.log_session_id,
                    join.log_stream_id,
                    join.is_startup == codecs.BooleanType.TRUE,
                    Role(join.role),
                    join.is_standby == codecs.BooleanType.TRUE,
                    join.log_channel,
                )
            elif template_id == codecs.ServiceTerminationPositionDecoder.TEMPLATE_ID:
                termination = self._termination.wrap(buffer, body, block_length, version, end - body)
                self.listener.on_service_termination_position(termination.log_position)
            elif template_id == codecs.RequestServiceAckDecoder.TEMPLATE_ID:
                request = self._request_ack.wrap(buffer, body, block_length, version, end - body)
                self.listener.on_request_service_ack(request.log_position)
        except (CodecError, ValueError) as ex:  # a truncated block, or a role outside 0..2
            raise ClusterError(
                f"malformed message from the consensus module at offset {offset}: {ex}"
            ) from None
