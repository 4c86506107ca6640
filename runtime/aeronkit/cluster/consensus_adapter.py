"""What the consensus module hears from the other members outside an election (Java's ConsensusAdapter).

During an election the Election agent polls the consensus transport itself; once it closed, Aeron's
ConsensusModuleAgent polls the same subscription through ConsensusAdapter (upstream, 1.51.0:
aeron-cluster/src/main/java/io/aeron/cluster/ConsensusAdapter.java) and acts on AppendPosition (a follower's
progress, from which the leader computes the commit position), CommitPosition (the leader's heartbeat and
commit), TerminationPosition and TerminationAck (a cluster shutting down), and the messages that mean
another election has started (CanvassPosition, RequestVote, NewLeadershipTerm), StandbySnapshot (a
standby announcing a snapshot, docs/cluster-recovery.md), and a ClusterBackup's BackupQuery,
HeartbeatRequest and ChallengeResponse, which arrive on the same stream. This adapter decodes those
with the generated codecs and hands them to a ``ConsensusListener``; anything else on the stream (templates
the steady state does not use yet, or bytes that do not decode) is counted and dropped with its cause in
``last_rejection``.
"""

from __future__ import annotations

from typing import Any, Protocol

from aeronkit.cluster.consensus_transport import ConsensusTransport
from aeronkit.cluster.standby_snapshots import StandbySnapshotEntry
from aeronkit.codecs import cluster as codecs
from aeronkit.errors import CodecError


class ConsensusListener(Protocol):
    def on_append_position(
        self, leadership_term_id: int, log_position: int, follower_member_id: int, flags: int
    ) -> None: ...

    def on_commit_position(
        self, leadership_term_id: int, log_position: int, leader_member_id: int
    ) -> None: ...

    def on_canvass_position(
        self,
        log_leadership_term_id: int,
        log_position: int,
        leadership_term_id: int,
        follower_member_id: int,
        message: bytes,
    ) -> None: ...

    def on_catchup_position(
        self, leadership_term_id: int, log_position: int, follower_member_id: int, catchup_endpoint: str
    ) -> None: ...

    def on_termination_position(self, leadership_term_id: int, log_position: int) -> None: ...

    def on_backup_query(
        self,
        correlation_id: int,
        response_stream_id: int,
        version: int,
        log_position: int,
        response_channel: str,
        encoded_credentials: bytes,
    ) -> None: ...

    def on_heartbeat_request(
        self, correlation_id: int, response_stream_id: int, response_channel: str, encoded_credentials: bytes
    ) -> None: ...

    def on_consensus_challenge_response(
        self, correlation_id: int, cluster_session_id: int, encoded_credentials: bytes
    ) -> None: ...

    def on_termination_ack(self, leadership_term_id: int, log_position: int, member_id: int) -> None: ...

    def on_standby_snapshot(
        self,
        correlation_id: int,
        version: int,
        entries: list[StandbySnapshotEntry],
        response_stream_id: int,
        response_channel: str,
        encoded_credentials: bytes,
    ) -> None: ...

    def on_election_message(self, name: str, term_id: int, member_id: int, message: bytes) -> None:
        """A CanvassPosition, RequestVote or NewLeadershipTerm: ``term_id`` is the term it is about (the
        canvassing member's, the candidate's, or the new term), ``member_id`` who sent it, ``message`` the
        frame (for an election this starts to handle)."""
        ...


_DECODERS: dict[int, Any] = {
    cls.TEMPLATE_ID: cls
    for cls in (
        codecs.AppendPositionDecoder,
        codecs.CommitPositionDecoder,
        codecs.CanvassPositionDecoder,
        codecs.RequestVoteDecoder,
        codecs.NewLeadershipTermDecoder,
        codecs.CatchupPositionDecoder,
        codecs.TerminationPositionDecoder,
        codecs.TerminationAckDecoder,
        codecs.StandbySnapshotDecoder,
        codecs.BackupQueryDecoder,
        codecs.HeartbeatRequestDecoder,
        codecs.ChallengeResponseDecoder,
    )
}


class ConsensusAdapter:
    """Polls a consensus transport and dispatches the steady state's messages to a listener."""

    def __init__(self, transport: ConsensusTransport, listener: ConsensusListener, poll_limit: int) -> None:
        self._transport = transport
        self._listener = listener
        self._poll_limit = poll_limit
        self._header = codecs.MessageHeaderDecoder()
        self._decoders = {template_id: cls() for template_id, cls in _DECODERS.items()}
        self.rejected_messages = 0
        self.last_rejection = ""

    def poll(self) -> int:
        return self._transport.poll(self.on_message, self._poll_limit)

    def on_message(self, message: bytes) -> None:
        try:
            header = self._header.wrap(message, 0)
            if header.schema_id != codecs.SCHEMA_ID:
                self._reject(f"consensus message of schema {header.schema_id}, expected {codecs.SCHEMA_ID}")
                return
            decoder = self._decoders.get(header.template_id)
            if decoder is None:
                self._reject(f"consensus message template {header.template_id} is not handled here")
                return
            body = decoder.wrap(message, codecs.HEADER_LENGTH, header.block_length, header.version)
            self._dispatch(header.template_id, body, message)
        except CodecError as ex:
            self._reject(f"malformed consensus message of {len(message)} bytes: {ex}")

    def _dispatch(self, template_id: int, d: Any, message: bytes) -> None:
        listener = self._listener
        if template_id == codecs.AppendPositionDecoder.TEMPLATE_ID:
            listener.on_append_position(
                d.leadership_term_id, d.log_position, d.follower_member_id, int(d.flags)
            )
        elif template_id == codecs.CommitPositionDecoder.TEMPLATE_ID:
            listener.on_commit_position(d.leadership_term_id, d.log_position, d.leader_member_id)
        elif template_id == codecs.CanvassPositionDecoder.TEMPLATE_ID:
            listener.on_canvass_position(
                d.log_leadership_term_id, d.log_position, d.leadership_term_id, d.follower_member_id, message
            )
        elif template_id == codecs.CatchupPositionDecoder.TEMPLATE_ID:
            listener.on_catchup_position(
                d.leadership_term_id, d.log_position, d.follower_member_id, d.catchup_endpoint
            )
        elif template_id == codecs.TerminationPositionDecoder.TEMPLATE_ID:
            listener.on_termination_position(d.leadership_term_id, d.log_position)
        elif template_id == codecs.TerminationAckDecoder.TEMPLATE_ID:
            listener.on_termination_ack(d.leadership_term_id, d.log_position, d.member_id)
        elif template_id == codecs.StandbySnapshotDecoder.TEMPLATE_ID:
            entries = [
                StandbySnapshotEntry(s.recording_id, s.leadership_term_id, s.term_base_log_position,
                                     s.log_position, s.timestamp, s.service_id, s.archive_endpoint)
                for s in d.snapshots
            ]
            listener.on_standby_snapshot(d.correlation_id, d.version, entries, d.response_stream_id,
                                         d.response_channel, d.encoded_credentials)
        elif template_id == codecs.BackupQueryDecoder.TEMPLATE_ID:
            listener.on_backup_query(
                d.correlation_id,
                d.response_stream_id,
                d.version,
                d.log_position,
                d.response_channel,
                bytes(d.encoded_credentials),
            )
        elif template_id == codecs.HeartbeatRequestDecoder.TEMPLATE_ID:
            listener.on_heartbeat_request(
                d.correlation_id, d.response_stream_id, d.response_channel, bytes(d.encoded_credentials)
            )
        elif template_id == codecs.ChallengeResponseDecoder.TEMPLATE_ID:
            listener.on_consensus_challenge_response(
                d.correlation_id, d.cluster_session_id, bytes(d.encoded_credentials)
            )
        elif template_id == codecs.RequestVoteDecoder.TEMPLATE_ID:
            listener.on_election_message(
                "RequestVote", d.candidate_term_id, d.candidate_member_id, message
            )
        else:
            listener.on_election_message(
                "NewLeadershipTerm", d.leadership_term_id, d.leader_member_id, message
            )

    def _reject(self, reason: str) -> None:
        self.rejected_messages += 1
        self.last_rejection = reason
