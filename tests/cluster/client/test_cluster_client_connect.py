"""The cluster client's connect against fake members (tests/cluster/client/fake_cluster.py), on one thread.

What the SessionConnectRequest carries (version 0.3.0, the resolved egress channel with ``rejoin=false``, the
client info), a REDIRECT from a follower to the leader, a challenge answered with the credentials supplier
and a rejected answer, ERROR, and the connect deadline on the injected clock, each with what is left behind.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_cluster import EGRESS_CHANNEL, MS, S, World

from aeronkit.cluster.client import (
    AeronCluster,
    AsyncConnect,
    AsyncConnectState,
    AuthenticationError,
    ClusterError,
    ClusterTimeoutError,
    EventCode,
)
from aeronkit.cluster.client.async_connect import CLIENT_VERSION_INFO
from aeronkit.cluster.protocol import CLIENT_PROTOCOL_SEMANTIC_VERSION


class Recorder:
    """An EgressListener that keeps everything it is told."""

    def __init__(self) -> None:
        self.messages: list[tuple[int, int, bytes]] = []
        self.events: list[tuple[int, int, int, int, EventCode | int, str]] = []
        self.new_leaders: list[tuple[int, int, int, str]] = []

    def on_message(self, cluster_session_id: int, timestamp: int, buffer: memoryview, offset: int,
                   length: int, header: object) -> None:
        self.messages.append((cluster_session_id, timestamp, bytes(buffer[offset:offset + length])))

    def on_session_event(self, correlation_id: int, cluster_session_id: int, leadership_term_id: int,
                         leader_member_id: int, code: EventCode | int, detail: str) -> None:
        self.events.append(
            (correlation_id, cluster_session_id, leadership_term_id, leader_member_id, code, detail))

    def on_new_leader(self, cluster_session_id: int, leadership_term_id: int, leader_member_id: int,
                      ingress_endpoints: str) -> None:
        self.new_leaders.append((cluster_session_id, leadership_term_id, leader_member_id, ingress_endpoints))


class Credentials:
    def __init__(self, credentials: bytes, answer: bytes) -> None:
        self.credentials = credentials
        self.answer = answer
        self.challenges: list[bytes] = []

    def encoded_credentials(self) -> bytes:
        return self.credentials

    def on_challenge(self, encoded_challenge: bytes) -> bytes:
        self.challenges.append(encoded_challenge)
        return self.answer


@pytest.fixture
def world(tmp_path: Path) -> Iterator[World]:
    w = World(tmp_path)
    try:
        yield w
    finally:
        w.close()


def connect(world: World, **settings: object) -> AeronCluster:
    connecting = AeronCluster.async_connect(world.client_context(**settings))
    cluster: AeronCluster = world.run(connecting.poll, max_cycles=3_000)
    return cluster


def test_connect_request_carries_what_java_sends_and_the_session_echoes(world: World) -> None:
    leader = world.add_member()
    recorder = Recorder()
    cluster = connect(world, egress_listener=recorder, client_name="probe", egress_channel=EGRESS_CHANNEL)
    try:
        request = leader.named("connect")[0].fields
        assert request["version"] == CLIENT_PROTOCOL_SEMANTIC_VERSION == 0x300
        assert request["response_stream_id"] == 102
        bound = cluster.egress_subscription.resolved_endpoint
        assert bound is not None and bound.startswith("127.0.0.1:") and not bound.endswith(":0"), bound
        resolved = EGRESS_CHANNEL.replace("127.0.0.1:0", bound)
        assert request["response_channel"] == resolved + "|rejoin=false", "the port the driver bound"
        assert request["encoded_credentials"] == b""
        assert request["client_info"] == f"name=probe {CLIENT_VERSION_INFO}"
        assert CLIENT_VERSION_INFO.startswith("version=1.51.0 commit=aeronkit-")
        assert cluster.cluster_session_id == 100 and cluster.leadership_term_id == 3
        assert cluster.leader_member_id == 0
        assert cluster.new_leader_timeout_ns == 2 * 2 * S, "twice the heartbeat timeout the leader announced"

        small, large = b"hello", bytes(range(256)) * 12  # 3072 bytes: fragmented on a 1408-byte MTU
        for payload in (small, large):
            world.run(lambda p=payload: cluster.offer(p) > 0)
        world.run(lambda: len(recorder.messages) == 2, step=cluster.poll_egress)
        assert [m[2] for m in recorder.messages] == [small, large]
        assert all(m[0] == cluster.cluster_session_id for m in recorder.messages)
        assert recorder.messages[0][1] < recorder.messages[1][1], "each reply's own timestamp"
        sent = leader.named("message")
        assert [r.payload for r in sent] == [small, large]
        assert {(r.fields["leadership_term_id"], r.fields["cluster_session_id"], r.fields["timestamp"])
                for r in sent} == {(3, 100, 0)}, "session header: term, session, timestamp 0"
    finally:
        cluster.close()
    world.run(lambda: leader.named("close"))
    assert leader.named("close")[0].fields == {"leadership_term_id": 3, "cluster_session_id": 100}


def test_redirect_from_a_follower_reaches_the_leader(world: World) -> None:
    follower = world.add_member(role="follower", leader_id=1)
    leader = world.add_member()
    leader.stop_ingress()  # only the follower is reachable at first: the client must be told where to go
    connecting = AeronCluster.async_connect(world.client_context(egress_listener=Recorder()))
    world.run(lambda: connecting.state is AsyncConnectState.POLL_RESPONSE, step=connecting.poll)
    leader.subscription = world.aeron.add_subscription(
        f"aeron:udp?term-length=64k|endpoint={leader.endpoint}", 101)
    cluster = world.run(connecting.poll)
    try:
        assert connecting.redirects == 1
        assert cluster.leader_member_id == 1 and cluster.cluster_session_id == 200
        first, second = follower.named("connect"), leader.named("connect")
        assert len(first) == 1 and len(second) == 1
        assert second[0].fields["correlation_id"] != first[0].fields["correlation_id"]
        world.run(lambda: cluster.offer(b"to the leader") > 0)
        world.run(lambda: leader.named("message"))
        assert follower.named("message") == []
    finally:
        cluster.close()


def test_challenge_is_answered_with_the_credentials_supplier(world: World) -> None:
    leader = world.add_member(challenge=b"interop-challenge", expected_response=b"interop-response")
    credentials = Credentials(b"interop-user", b"interop-response")
    cluster = connect(world, egress_listener=Recorder(), credentials_supplier=credentials)
    try:
        assert credentials.challenges == [b"interop-challenge"]
        request = leader.named("connect")[0].fields
        answer = leader.named("challenge_response")[0].fields
        assert request["encoded_credentials"] == b"interop-user"
        assert answer["encoded_credentials"] == b"interop-response"
        assert answer["cluster_session_id"] == cluster.cluster_session_id
        assert answer["correlation_id"] != request["correlation_id"], "the answer is a new request"
    finally:
        cluster.close()


def test_wrong_challenge_answer_is_an_authentication_error(world: World) -> None:
    world.add_member(challenge=b"interop-challenge", expected_response=b"interop-response")
    ctx = world.client_context(egress_listener=Recorder(), credentials_supplier=Credentials(b"u", b"wrong"))
    connecting = AeronCluster.async_connect(ctx)
    with pytest.raises(AuthenticationError, match="session failed authentication"):
        world.run(connecting.poll)
    assert connecting.egress_subscription is not None and connecting.egress_subscription.is_closed
    with pytest.raises(ClusterError, match="abandoned"):
        connecting.poll()


def test_error_event_is_raised_with_the_clusters_detail(world: World) -> None:
    world.add_member(refuse=(EventCode.ERROR, "concurrent session limit"))
    connecting = AeronCluster.async_connect(world.client_context(egress_listener=Recorder()))
    with pytest.raises(ClusterError, match="concurrent session limit"):
        world.run(connecting.poll)


def test_connect_times_out_on_the_injected_clock_and_frees_what_it_made(world: World) -> None:
    silent = world.add_member()
    silent.stop_ingress()
    ctx = world.client_context(egress_listener=Recorder(), message_timeout_ns=300 * MS)
    connecting = AeronCluster.async_connect(ctx)
    start = world.clock.nano_time()
    with pytest.raises(ClusterTimeoutError, match="state=AWAIT_PUBLICATION_CONNECTED") as raised:
        world.run(connecting.poll)
    waited = world.clock.nano_time() - start
    assert 300 * MS <= waited <= 320 * MS, waited
    assert "messageTimeout=300ms" in str(raised.value)
    assert connecting.egress_subscription is not None and connecting.egress_subscription.is_closed


def test_blocking_connect_and_asyncio_connect(world: World) -> None:
    world.add_member()
    cluster = AeronCluster.connect(world.client_context(egress_listener=Recorder()))
    try:
        assert cluster.cluster_session_id == 100
    finally:
        cluster.close()

    async def main() -> AeronCluster:
        return await AeronCluster.async_connect(world.client_context(egress_listener=Recorder()))

    second = asyncio.run(main())
    try:
        assert second.cluster_session_id == 101
    finally:
        second.close()


def test_step_names_are_javas() -> None:
    assert [AsyncConnect.step_name(s) for s in range(-1, 6)] == [
        "CREATE_EGRESS_SUBSCRIPTION", "CREATE_INGRESS_PUBLICATIONS", "AWAIT_PUBLICATION_CONNECTED",
        "SEND_MESSAGE", "POLL_RESPONSE", "CONCLUDE_CONNECT", "DONE"]
    assert AsyncConnect.step_name(6) == "<unknown>"


def test_malformed_egress_while_connecting_is_reported_and_skipped(world: World) -> None:
    event = world.add_member().session_event(100, 1, EventCode.OK, "")
    world.members[0].garbage = event[:20]  # an OK event cut short, ahead of the real one
    cluster = connect(world, egress_listener=Recorder())
    try:
        assert cluster.cluster_session_id == 100
        (error,) = world.errors
        assert "SessionEvent" in str(error) and "\n" not in str(error)
    finally:
        cluster.close()
