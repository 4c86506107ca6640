"""The consensus module's messages to its clustered services (service control stream 104, IPC).

Byte for byte Aeron's (aeron-cluster/src/main/java/io/aeron/cluster/ServiceProxy.java at 1.51.0), so a Java
``ClusteredServiceContainer`` can run on an aeronkit consensus module:

* JoinLog: the position to start applying from, the limit (Long.MAX_VALUE while live), this member, the
  log's session id, stream and channel, whether this is a start-up replay, the member's role, and
  ``isStandby`` (always FALSE in open-source Aeron). Each service answers with one ServiceAck.
* ServiceTerminationPosition: stop once the log reaches this position (0: stop now, something failed).
* RequestServiceAck: acknowledge this position (used when the module starts from exported state).
* ClusterMembersResponse / ClusterMembersExtendedResponse: answers to ClusterMembersQuery, which
  ClusterTool ``list-members`` and services send; the publication is shared, so ClusterTool reads them too.

The publication is a concurrent one every service subscribes to; an offer is tried five times. A message
that cannot be sent (no service connected, or the log full) is an error, as in Aeron, except the
termination position, which is reported and dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from aeronkit.cluster.election_state import Role
from aeronkit.codecs import cluster as codecs
from aeronkit.errors import AeronError
from aeronkit.logbuffer.results import CLOSED, MAX_POSITION_EXCEEDED, NOT_CONNECTED

SEND_ATTEMPTS = 5


class ServiceProxyError(AeronError):
    """A message to the services could not be sent."""


class ControlPublication(Protocol):
    @property
    def is_closed(self) -> bool: ...

    def offer(self, buffer: bytes | bytearray | memoryview) -> int: ...

    def close(self) -> None: ...


class MemberDetails(Protocol):
    """What ClusterMembersExtendedResponse says about a member."""

    id: int
    leadership_term_id: int
    log_position: int
    time_of_last_append_position_ns: int | None
    ingress_endpoint: str
    consensus_endpoint: str
    log_endpoint: str
    catchup_endpoint: str
    archive_endpoint: str


def _describe(result: int) -> str:
    return {
        NOT_CONNECTED: "NOT_CONNECTED",
        CLOSED: "CLOSED",
        MAX_POSITION_EXCEEDED: "MAX_POSITION_EXCEEDED",
    }.get(result, str(result))


class ServiceProxy:
    def __init__(self, publication: ControlPublication) -> None:
        self.publication = publication

    def close(self) -> None:
        if not self.publication.is_closed:
            self.publication.close()

    def _send(self, message: bytearray | memoryview, what: str) -> None:
        result = 0
        for _ in range(SEND_ATTEMPTS):
            result = self.publication.offer(message)
            if result > 0:
                return
            if result in (NOT_CONNECTED, CLOSED, MAX_POSITION_EXCEEDED):
                break
        raise ServiceProxyError(f"failed to send {what}: {_describe(result)}")

    def join_log(
        self,
        log_position: int,
        max_log_position: int,
        member_id: int,
        log_session_id: int,
        log_stream_id: int,
        is_startup: bool,
        role: Role,
        channel: str,
    ) -> None:
        text = channel.encode("ascii")
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.JoinLogEncoder.BLOCK_LENGTH + 4 + len(text))
        encoder = codecs.JoinLogEncoder().wrap_and_apply_header(buffer)
        encoder.log_position = log_position
        encoder.max_log_position = max_log_position
        encoder.member_id = member_id
        encoder.log_session_id = log_session_id
        encoder.log_stream_id = log_stream_id
        encoder.is_startup = codecs.BooleanType.TRUE if is_startup else codecs.BooleanType.FALSE
        encoder.role = int(role)
        encoder.is_standby = codecs.BooleanType.FALSE
        encoder.put_log_channel(text)
        self._send(buffer, "join log request")

    def termination_position(self, log_position: int, on_error: Callable[[BaseException], None]) -> None:
        if self.publication.is_closed:
            return
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.ServiceTerminationPositionEncoder.BLOCK_LENGTH)
        codecs.ServiceTerminationPositionEncoder().wrap_and_apply_header(buffer).log_position = log_position
        try:
            self._send(buffer, "service termination position")
        except ServiceProxyError as ex:
            on_error(ex)

    def request_service_ack(self, log_position: int) -> None:
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.RequestServiceAckEncoder.BLOCK_LENGTH)
        codecs.RequestServiceAckEncoder().wrap_and_apply_header(buffer).log_position = log_position
        self._send(buffer, "request for service ack")

    def cluster_members_response(
        self, correlation_id: int, leader_member_id: int, active_members: str
    ) -> None:
        members = active_members.encode("ascii")
        buffer = bytearray(
            codecs.HEADER_LENGTH + codecs.ClusterMembersResponseEncoder.BLOCK_LENGTH + 8 + len(members)
        )
        encoder = codecs.ClusterMembersResponseEncoder().wrap_and_apply_header(buffer)
        encoder.correlation_id = correlation_id
        encoder.leader_member_id = leader_member_id
        encoder.put_active_members(members)
        encoder.put_passive_followers(b"")
        self._send(memoryview(buffer)[: encoder.limit], "cluster members response")

    def cluster_members_extended_response(
        self,
        correlation_id: int,
        current_time_ns: int,
        leader_member_id: int,
        member_id: int,
        members: Sequence[MemberDetails],
    ) -> None:
        buffer = bytearray(4096 + 512 * len(members))
        encoder = codecs.ClusterMembersExtendedResponseEncoder().wrap_and_apply_header(buffer)
        encoder.correlation_id = correlation_id
        encoder.current_time_ns = current_time_ns
        encoder.leader_member_id = leader_member_id
        encoder.member_id = member_id
        group = encoder.active_members_count(len(members))
        for member in members:
            entry = group.next()
            entry.leadership_term_id = member.leadership_term_id
            entry.log_position = member.log_position
            last = member.time_of_last_append_position_ns
            entry.time_of_last_append_ns = 0 if last is None else last
            entry.member_id = member.id
            entry.put_ingress_endpoint(member.ingress_endpoint)
            entry.put_consensus_endpoint(member.consensus_endpoint)
            entry.put_log_endpoint(member.log_endpoint)
            entry.put_catchup_endpoint(member.catchup_endpoint)
            entry.put_archive_endpoint(member.archive_endpoint)
        encoder.passive_members_count(0)
        self._send(memoryview(buffer)[: encoder.limit], "cluster members extended response")
