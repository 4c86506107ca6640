"""Client sessions on our consensus module (SessionManager semantics of Aeron 1.51.0), stepped
deterministically: timeouts, keep-alives, closes, refusals, challenge authentication, redirects."""

from __future__ import annotations

from pathlib import Path

import pytest
from cm_harness import ClientStub, connect_client, is_leading, start_node

from aeronkit.cluster.authenticator import SessionProxy
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import NULL_VALUE, compose_semantic_version
from aeronkit.counter_types import CounterTypeId


def test_silent_session_times_out_and_is_closed_in_the_log(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        opened_at = scheduler.rounds
        scheduler.run_until(lambda: len(client.events) == 2, max_rounds=8_000, what="CLOSED event")
        elapsed_ms = scheduler.rounds - opened_at
        assert 5_000 <= elapsed_ms <= 5_100  # session timeout 5 s, checked every slow tick
        closed = client.events[1]
        assert (closed.code, closed.detail, closed.cluster_session_id) == (
            codecs.EventCode.CLOSED,
            "TIMEOUT",
            1,
        )
        assert node.counter(CounterTypeId.CLUSTER_CLIENT_TIMEOUT_COUNT) == 1
        assert node.service is not None
        scheduler.run_until(lambda: "close" in node.service.applied_kinds(), what="close applied")
        close = next(a for a in node.service.applied if a.kind == "close")
        assert close.payload == bytes([codecs.CloseReason.TIMEOUT])
    finally:
        node.close()


def test_keep_alives_keep_a_session_open_past_the_timeout(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        for _ in range(8):
            scheduler.run(1_000)
            assert client.keep_alive() > 0
        assert [e.code for e in client.events] == [codecs.EventCode.OK]
        assert node.counter(CounterTypeId.CLUSTER_CLIENT_TIMEOUT_COUNT) == 0
        assert client.send(b"still here") > 0
        scheduler.run_until(lambda: client.messages, what="echo")
    finally:
        node.close()


def test_client_close_and_service_close(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        first = connect_client(node, scheduler)
        assert first.close() > 0
        service = node.service
        assert service is not None
        scheduler.run_until(lambda: "close" in service.applied_kinds(), what="client close applied")
        second = connect_client(node, scheduler)
        assert second.cluster_session_id == 2
        assert second.send(b"close") > 0
        scheduler.run_until(lambda: len(second.events) == 2, what="service close event")
        assert (second.events[1].code, second.events[1].detail) == (codecs.EventCode.CLOSED, "SERVICE_ACTION")
        scheduler.run_until(lambda: service.applied_kinds().count("close") == 2, what="service close applied")
        reasons = [a.payload for a in service.applied if a.kind == "close"]
        assert reasons == [
            bytes([codecs.CloseReason.CLIENT_ACTION]),
            bytes([codecs.CloseReason.SERVICE_ACTION]),
        ]
        assert first.events[-1].code == codecs.EventCode.OK  # a client's own close is not answered
    finally:
        node.close()


def test_other_major_client_version_is_refused(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = ClientStub(node.new_client("client"))
        scheduler.add(lambda: [("client", client.do_work)])
        version = compose_semantic_version(1, 0, 0)
        scheduler.run_until(lambda: client.connect(version=version) != NULL_VALUE, what="ingress")
        scheduler.run_until(lambda: client.events, what="answer")
        event = client.events[0]
        assert event.code == codecs.EventCode.ERROR
        assert event.detail == "invalid client version 1.0.0, cluster is 0.3.0"
        assert event.cluster_session_id == 1  # the id is taken even for a refused session, as in Aeron
    finally:
        node.close()


def test_session_limit(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path, max_concurrent_sessions=2)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        connect_client(node, scheduler)
        connect_client(node, scheduler)
        third = ClientStub(node.new_client("third"), response_stream_id=103)
        scheduler.add(lambda: [("third", third.do_work)])
        scheduler.run_until(lambda: third.connect() != NULL_VALUE, what="ingress")
        scheduler.run_until(lambda: third.events, what="answer")
        assert (third.events[0].code, third.events[0].detail) == (
            codecs.EventCode.ERROR,
            "concurrent session limit",
        )
    finally:
        node.close()


class ChallengeAuthenticator:
    """Challenges every client with b"who?" and lets in those answering b"secret"."""

    def __init__(self) -> None:
        self.answers: dict[int, bytes] = {}
        self.credentials: dict[int, bytes] = {}

    def on_connect_request(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None:
        self.credentials[session_id] = encoded_credentials

    def on_challenge_response(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None:
        self.answers[session_id] = encoded_credentials

    def on_connected_session(self, proxy: SessionProxy, now_ms: int) -> None:
        proxy.challenge(b"who?")

    def on_challenged_session(self, proxy: SessionProxy, now_ms: int) -> None:
        answer = self.answers.get(proxy.session_id)
        if answer == b"secret":
            proxy.authenticate(b"principal:" + self.credentials[proxy.session_id])
        elif answer is not None:
            proxy.reject()


@pytest.mark.parametrize(("answer", "accepted"), [(b"secret", True), (b"guess", False)])
def test_challenge_response_authentication(tmp_path: Path, answer: bytes, accepted: bool) -> None:
    node, scheduler, _ = start_node(tmp_path, authenticator=ChallengeAuthenticator())
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = ClientStub(node.new_client("client"))
        scheduler.add(lambda: [("client", client.do_work)])
        scheduler.run_until(lambda: client.connect(b"alice") != NULL_VALUE, what="ingress")
        scheduler.run_until(lambda: client.challenges, what="challenge")
        _correlation, session_id, challenge = client.challenges[0]
        assert (session_id, challenge) == (1, b"who?")
        response_correlation = client.aeron.next_correlation_id()
        assert client.challenge_response(response_correlation, answer) > 0
        scheduler.run_until(lambda: client.events, what="answer")
        event = client.events[0]
        assert event.correlation_id == response_correlation  # answered under the challenge response's id
        if accepted:
            assert (event.code, event.cluster_session_id) == (codecs.EventCode.OK, 1)
            service = node.service
            assert service is not None
            scheduler.run_until(lambda: "open" in service.applied_kinds(), what="open applied")
        else:
            assert (event.code, event.detail) == (
                codecs.EventCode.AUTHENTICATION_REJECTED,
                "session failed authentication",
            )
    finally:
        node.close()


def test_follower_answers_connect_with_a_redirect_naming_every_member(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = ClientStub(node.new_client("client"))
        scheduler.add(lambda: [("client", client.do_work)])
        manager = node.agent.session_manager
        endpoints = "0=localhost:20110,1=localhost:21110,2=localhost:22110"

        class Image:
            correlation_id, session_id, source_identity = 1, 2, "aeron:ipc"

        manager.on_session_connect(77, 102, 768, "aeron:ipc", b"", "", Image(), False, endpoints)
        scheduler.run_until(lambda: client.events, what="redirect")
        event = client.events[0]
        assert (event.code, event.correlation_id, event.cluster_session_id) == (
            codecs.EventCode.REDIRECT,
            77,
            -1,
        )
        assert event.detail == endpoints
    finally:
        node.close()


def test_pending_session_that_never_connects_its_egress_times_out(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        silent = ClientStub(node.new_client("silent"), response_stream_id=999)
        invoker = silent.aeron.conductor_agent_invoker
        assert invoker is not None
        scheduler.add(lambda: [("silent", invoker.invoke)])
        silent.egress.close()  # nobody will ever read the response stream
        scheduler.run_until(lambda: silent.connect() != NULL_VALUE, what="ingress")
        manager = node.agent.session_manager
        scheduler.run_until(lambda: manager.pending_count == 1, what="pending")
        scheduler.run(5_000 + 50)
        assert manager.pending_count == 0 and not manager.sessions
        assert node.counter(CounterTypeId.CLUSTER_CLIENT_TIMEOUT_COUNT) == 1
    finally:
        node.close()
