"""What the consensus module itself says to a client on its egress (response) publication.

The services answer clients with their own messages; the consensus module sends the session-level ones,
with Aeron's bytes (aeron-cluster/src/main/java/io/aeron/cluster/EgressPublisher.java at 1.51.0):
SessionEvent (OK, ERROR, REDIRECT, AUTHENTICATION_REJECTED, CLOSED; always with the client protocol
version 0.3.0 and this member's leader heartbeat timeout, which the client uses for its new-leader
timeout), Challenge, NewLeaderEvent and AdminResponse; and, on a ClusterBackup's response channel,
BackupResponse and HeartbeatResponse. Each is offered up to three times; False means the
caller tries again on a later duty cycle.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from aeronkit.cluster.protocol import CLIENT_PROTOCOL_SEMANTIC_VERSION
from aeronkit.cluster.recording_log import Entry
from aeronkit.codecs import cluster as codecs

SEND_ATTEMPTS = 3


class EgressSession(Protocol):
    """The session fields and response publication an egress message needs."""

    @property
    def id(self) -> int: ...

    @property
    def correlation_id(self) -> int: ...

    def offer(self, message: bytes | bytearray | memoryview) -> int: ...


class EgressPublisher:
    def __init__(self, leader_heartbeat_timeout_ns: int) -> None:
        self.leader_heartbeat_timeout_ns = leader_heartbeat_timeout_ns

    @staticmethod
    def _send(session: EgressSession, message: bytearray, length: int) -> bool:
        view = memoryview(message)[:length]
        return any(session.offer(view) > 0 for _ in range(SEND_ATTEMPTS))

    def send_event(
        self,
        session: EgressSession,
        leadership_term_id: int,
        leader_member_id: int,
        code: codecs.EventCode,
        detail: str,
    ) -> bool:
        text = detail.encode("ascii", "replace")
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.SessionEventEncoder.BLOCK_LENGTH + 4 + len(text))
        encoder = codecs.SessionEventEncoder().wrap_and_apply_header(buffer)
        encoder.cluster_session_id = session.id
        encoder.correlation_id = session.correlation_id
        encoder.leadership_term_id = leadership_term_id
        encoder.leader_member_id = leader_member_id
        encoder.code = code
        encoder.version = CLIENT_PROTOCOL_SEMANTIC_VERSION
        encoder.leader_heartbeat_timeout_ns = self.leader_heartbeat_timeout_ns
        encoder.put_detail(text)
        return self._send(session, buffer, encoder.limit)

    def send_challenge(self, session: EgressSession, encoded_challenge: bytes) -> bool:
        buffer = bytearray(
            codecs.HEADER_LENGTH + codecs.ChallengeEncoder.BLOCK_LENGTH + 4 + len(encoded_challenge)
        )
        encoder = codecs.ChallengeEncoder().wrap_and_apply_header(buffer)
        encoder.cluster_session_id = session.id
        encoder.correlation_id = session.correlation_id
        encoder.put_encoded_challenge(encoded_challenge)
        return self._send(session, buffer, encoder.limit)

    def new_leader(
        self, session: EgressSession, leadership_term_id: int, leader_member_id: int, ingress_endpoints: str
    ) -> bool:
        text = ingress_endpoints.encode("ascii")
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.NewLeaderEventEncoder.BLOCK_LENGTH + 4 + len(text))
        encoder = codecs.NewLeaderEventEncoder().wrap_and_apply_header(buffer)
        encoder.cluster_session_id = session.id
        encoder.leadership_term_id = leadership_term_id
        encoder.leader_member_id = leader_member_id
        encoder.put_ingress_endpoints(text)
        return self._send(session, buffer, encoder.limit)

    def send_admin_response(
        self,
        session: EgressSession,
        correlation_id: int,
        request_type: codecs.AdminRequestType,
        response_code: codecs.AdminResponseCode,
        message: str,
    ) -> bool:
        text = message.encode("ascii", "replace")
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.AdminResponseEncoder.BLOCK_LENGTH + 8 + len(text))
        encoder = codecs.AdminResponseEncoder().wrap_and_apply_header(buffer)
        encoder.cluster_session_id = session.id
        encoder.correlation_id = correlation_id
        encoder.request_type = request_type
        encoder.response_code = response_code
        encoder.put_message(text)
        encoder.put_payload(b"")
        return self._send(session, buffer, encoder.limit)

    # -- answers to a ClusterBackup's queries (ConsensusPublisher.backupResponse / heartbeatResponse) --------

    def backup_response(
        self,
        session: EgressSession,
        *,
        commit_position_counter_id: int,
        leader_member_id: int,
        member_id: int,
        last_term: Entry,
        cluster_members: str,
        snapshots: Sequence[Entry],
    ) -> bool:
        """BackupResponse: where the log is (the last TERM entry's recording, term and base, given as both
        the log's and the last term), the snapshot set the backup should copy, which counter holds the
        commit position, who leads and answers, and every member's endpoints (ClusterMember.encodeAsString).
        Aeron sends it from ConsensusPublisher (aeron-cluster/.../ConsensusPublisher.java, 1.51.0) on the
        backup session's response publication."""
        text = cluster_members.encode("ascii")
        buffer = bytearray(
            codecs.HEADER_LENGTH
            + codecs.BackupResponseEncoder.BLOCK_LENGTH
            + 4
            + len(snapshots) * codecs.BackupResponseSnapshotsEncoder.BLOCK_LENGTH
            + 4
            + len(text)
        )
        encoder = codecs.BackupResponseEncoder().wrap_and_apply_header(buffer)
        encoder.correlation_id = session.correlation_id
        encoder.log_recording_id = last_term.recording_id
        encoder.log_leadership_term_id = last_term.leadership_term_id
        encoder.log_term_base_log_position = last_term.term_base_log_position
        encoder.last_leadership_term_id = last_term.leadership_term_id
        encoder.last_term_base_log_position = last_term.term_base_log_position
        encoder.commit_position_counter_id = commit_position_counter_id
        encoder.leader_member_id = leader_member_id
        encoder.member_id = member_id
        group = encoder.snapshots_count(len(snapshots))
        for snapshot in snapshots:
            entry = group.next()
            entry.recording_id = snapshot.recording_id
            entry.leadership_term_id = snapshot.leadership_term_id
            entry.term_base_log_position = snapshot.term_base_log_position
            entry.log_position = snapshot.log_position
            entry.timestamp = snapshot.timestamp
            entry.service_id = snapshot.service_id
        encoder.put_cluster_members(text)
        return self._send(session, buffer, encoder.limit)

    def heartbeat_response(self, session: EgressSession) -> bool:
        """HeartbeatResponse: only the request's correlation id, proof that this member is alive."""
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.HeartbeatResponseEncoder.BLOCK_LENGTH)
        encoder = codecs.HeartbeatResponseEncoder().wrap_and_apply_header(buffer)
        encoder.correlation_id = session.correlation_id
        return self._send(session, buffer, encoder.limit)
