"""A ClusterBackup's BackupQuery and HeartbeatRequest on our consensus module, stepped deterministically:
the frames go through the consensus adapter as if heard on the consensus stream, and the answers are read
off the response channel they name and decoded with the generated codecs (SessionManager.onBackupAction
and processPendingSessions, ConsensusPublisher.backupResponse at Aeron 1.51.0)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from cm_harness import MEMBERS, Node, Scheduler, connect_client, is_leading, start_node
from test_cm_sessions import ChallengeAuthenticator

from aeronkit.client.header import Header
from aeronkit.cluster.consensus_adapter import ConsensusAdapter
from aeronkit.cluster.consensus_transport import MessageHandler
from aeronkit.cluster.protocol import CLIENT_PROTOCOL_SEMANTIC_VERSION, ClusterControlToggle
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import NULL_VALUE, compose_semantic_version
from aeronkit.counter_types import CounterTypeId

RESPONSE_STREAM_ID = 300


class _Silent:
    """A consensus transport nobody sends on: the test hands frames to the adapter itself."""

    def send(self, member_id: int, message: bytes) -> bool:
        return False

    def poll(self, handler: MessageHandler, limit: int) -> int:
        return 0


class BackupStub:
    """What a ClusterBackup puts on the consensus stream, and what comes back on its response channel."""

    def __init__(self, node: Node, scheduler: Scheduler) -> None:
        self.aeron = node.new_client("backup")
        self.responses = self.aeron.add_subscription("aeron:ipc", RESPONSE_STREAM_ID)
        self.adapter = ConsensusAdapter(_Silent(), node.agent, 10)
        self.received: list[tuple[int, Any]] = []
        scheduler.add(lambda: [("backup", self.do_work)])

    def do_work(self) -> int:
        invoker = self.aeron.conductor_agent_invoker
        assert invoker is not None
        return invoker.invoke() + self.responses.poll(self._on_response, 10)

    def _on_response(self, buffer: Any, offset: int, length: int, header: Header) -> None:
        message = bytes(buffer[offset : offset + length])
        h = codecs.MessageHeaderDecoder().wrap(message, 0)
        decoders = {
            codecs.BackupResponseDecoder.TEMPLATE_ID: codecs.BackupResponseDecoder,
            codecs.HeartbeatResponseDecoder.TEMPLATE_ID: codecs.HeartbeatResponseDecoder,
            codecs.SessionEventDecoder.TEMPLATE_ID: codecs.SessionEventDecoder,
            codecs.ChallengeDecoder.TEMPLATE_ID: codecs.ChallengeDecoder,
        }
        decoder = decoders[h.template_id]().wrap(message, codecs.HEADER_LENGTH, h.block_length, h.version)
        self.received.append((h.template_id, decoder))

    def backup_query(
        self,
        correlation_id: int,
        log_position: int = NULL_VALUE,
        version: int = CLIENT_PROTOCOL_SEMANTIC_VERSION,
    ) -> None:
        channel = b"aeron:ipc"
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.BackupQueryEncoder.BLOCK_LENGTH + 8 + len(channel))
        query = codecs.BackupQueryEncoder().wrap_and_apply_header(buffer)
        query.correlation_id = correlation_id
        query.response_stream_id = RESPONSE_STREAM_ID
        query.version = version
        query.log_position = log_position
        query.put_response_channel(channel)
        query.put_encoded_credentials(b"")
        self.adapter.on_message(bytes(buffer[: query.limit]))

    def challenge_response(self, correlation_id: int, cluster_session_id: int, credentials: bytes) -> None:
        buffer = bytearray(
            codecs.HEADER_LENGTH + codecs.ChallengeResponseEncoder.BLOCK_LENGTH + 4 + len(credentials)
        )
        response = codecs.ChallengeResponseEncoder().wrap_and_apply_header(buffer)
        response.correlation_id = correlation_id
        response.cluster_session_id = cluster_session_id
        response.put_encoded_credentials(credentials)
        self.adapter.on_message(bytes(buffer[: response.limit]))

    def heartbeat_request(self, correlation_id: int) -> None:
        channel = b"aeron:ipc"
        buffer = bytearray(
            codecs.HEADER_LENGTH + codecs.HeartbeatRequestEncoder.BLOCK_LENGTH + 8 + len(channel)
        )
        request = codecs.HeartbeatRequestEncoder().wrap_and_apply_header(buffer)
        request.correlation_id = correlation_id
        request.response_stream_id = RESPONSE_STREAM_ID
        request.put_response_channel(channel)
        request.put_encoded_credentials(b"")
        self.adapter.on_message(bytes(buffer[: request.limit]))


def _snapshot(node: Node, scheduler: Scheduler, count: int) -> None:
    node.agent.counters.control_toggle.set(int(ClusterControlToggle.SNAPSHOT))
    scheduler.run_until(
        lambda: node.counter(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER) == count, what=f"snapshot {count}"
    )


def test_backup_query_is_answered_with_the_log_snapshots_and_members(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        service = node.service
        assert service is not None
        assert client.send(b"first") > 0
        scheduler.run_until(lambda: "message" in service.applied_kinds(), what="first message")
        _snapshot(node, scheduler, 1)
        assert client.send(b"second") > 0
        scheduler.run_until(lambda: service.applied_kinds().count("message") == 2, what="second message")
        _snapshot(node, scheduler, 2)
        recording_log = node.agent.ctx.recording_log
        snapshots = [e for e in recording_log.entries if e.is_any_snapshot]
        assert len(snapshots) == 4 and snapshots[0].log_position < snapshots[2].log_position

        backup = BackupStub(node, scheduler)
        backup.backup_query(correlation_id=77)
        scheduler.run_until(lambda: backup.received, what="BackupResponse")
        template_id, response = backup.received[0]
        assert template_id == codecs.BackupResponseDecoder.TEMPLATE_ID
        last_term = recording_log.find_last_term()
        assert last_term is not None
        assert (
            response.correlation_id,
            response.log_recording_id,
            response.log_leadership_term_id,
            response.log_term_base_log_position,
            response.last_leadership_term_id,
            response.last_term_base_log_position,
            response.commit_position_counter_id,
            response.leader_member_id,
            response.member_id,
        ) == (
            77,
            node.agent.log_recording_id,
            0,
            0,
            0,
            0,
            node.agent.counters.commit_position.id,
            0,
            0,
        )
        assert last_term.recording_id == node.agent.log_recording_id
        sent = [
            (
                s.recording_id,
                s.leadership_term_id,
                s.term_base_log_position,
                s.log_position,
                s.timestamp,
                s.service_id,
            )
            for s in response.snapshots
        ]
        newest = [
            (
                e.recording_id,
                e.leadership_term_id,
                e.term_base_log_position,
                e.log_position,
                e.timestamp,
                e.service_id,
            )
            for e in snapshots[2:]
        ]
        assert sent == newest  # the newest set: the service's entry, then the consensus module's
        assert response.cluster_members == MEMBERS  # ClusterMember.encodeAsString of the configured one

        older = snapshots[0].log_position
        backup.backup_query(correlation_id=78, log_position=older + 1)  # the newest set at or before it
        backup.heartbeat_request(correlation_id=79)
        scheduler.run_until(lambda: len(backup.received) == 3, what="second BackupResponse and heartbeat")
        by_template = {t: d for t, d in backup.received[1:]}
        at_or_before = by_template[codecs.BackupResponseDecoder.TEMPLATE_ID]
        assert at_or_before.correlation_id == 78
        assert [(s.log_position, s.service_id) for s in at_or_before.snapshots] == [(older, 0), (older, -1)]
        assert by_template[codecs.HeartbeatResponseDecoder.TEMPLATE_ID].correlation_id == 79

        backup.backup_query(correlation_id=80, log_position=older - 1)  # none that old: the oldest set
        scheduler.run_until(lambda: len(backup.received) == 4, what="third BackupResponse")
        oldest = backup.received[3][1]
        assert [(s.log_position, s.service_id) for s in oldest.snapshots] == [(older, 0), (older, -1)]
        assert [s.id for s in node.agent.session_manager.sessions] == [client.cluster_session_id]
    finally:
        node.close()


@pytest.mark.parametrize(
    ("settings", "version", "code", "detail"),
    [
        (
            {"authorisation_service_supplier": "DENY_ALL"},
            CLIENT_PROTOCOL_SEMANTIC_VERSION,
            codecs.EventCode.AUTHENTICATION_REJECTED,
            "Not authorised for BackupQuery",
        ),
        (
            {},
            compose_semantic_version(1, 0, 0),
            codecs.EventCode.ERROR,
            "invalid client version 1.0.0, cluster=0.3.0",
        ),
    ],
)
def test_backup_query_refused(
    tmp_path: Path, settings: dict[str, str], version: int, code: codecs.EventCode, detail: str
) -> None:
    node, scheduler, _ = start_node(tmp_path, **settings)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        backup = BackupStub(node, scheduler)
        backup.backup_query(correlation_id=5, version=version)
        scheduler.run_until(lambda: backup.received, what="answer")
        template_id, event = backup.received[0]
        assert template_id == codecs.SessionEventDecoder.TEMPLATE_ID
        assert (event.correlation_id, event.cluster_session_id, event.code, event.detail) == (
            5,
            NULL_VALUE,
            code,
            detail,
        )
    finally:
        node.close()


def test_heartbeat_request_is_not_answered_during_an_election(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        backup = BackupStub(node, scheduler)
        backup.heartbeat_request(correlation_id=3)  # the module is still electing itself
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        scheduler.run(200)
        assert backup.received == []
        backup.heartbeat_request(correlation_id=4)
        scheduler.run_until(lambda: backup.received, what="heartbeat response")
        assert [(t, d.correlation_id) for t, d in backup.received] == [
            (codecs.HeartbeatResponseDecoder.TEMPLATE_ID, 4)
        ]
    finally:
        node.close()


@pytest.mark.parametrize(("answer", "accepted"), [(b"secret", True), (b"guess", False)])
def test_backup_answers_a_challenge_on_the_consensus_stream(
    tmp_path: Path, answer: bytes, accepted: bool
) -> None:
    node, scheduler, _ = start_node(tmp_path, authenticator=ChallengeAuthenticator())
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        backup = BackupStub(node, scheduler)
        backup.heartbeat_request(correlation_id=21)
        scheduler.run_until(lambda: backup.received, what="challenge")
        template_id, challenge = backup.received[0]
        assert template_id == codecs.ChallengeDecoder.TEMPLATE_ID
        assert (
            challenge.correlation_id,
            challenge.cluster_session_id,
            bytes(challenge.encoded_challenge),
        ) == (
            21,
            NULL_VALUE,
            b"who?",
        )
        backup.challenge_response(22, NULL_VALUE, answer)
        scheduler.run_until(lambda: len(backup.received) == 2, what="answer")
        template_id, reply = backup.received[1]
        if accepted:
            assert (template_id, reply.correlation_id) == (codecs.HeartbeatResponseDecoder.TEMPLATE_ID, 22)
        else:
            assert template_id == codecs.SessionEventDecoder.TEMPLATE_ID
            assert (reply.correlation_id, reply.code, reply.detail) == (
                22,
                codecs.EventCode.AUTHENTICATION_REJECTED,
                "session failed authentication",
            )
    finally:
        node.close()
