"""A connected session against fake members: the state machine, ingress forms, egress decoding.

Each timeout runs on the injected ManualClock and is checked on both sides of its deadline. Malformed egress
is counted and reported in one line, and the session keeps working after it.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_cluster import MS, S, World
from test_cluster_client_connect import Recorder

from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.client.publication import CLOSED, NOT_CONNECTED, BufferClaim
from aeronkit.cluster.client import (
    SESSION_HEADER_LENGTH,
    AdminRequestType,
    AdminResponseCode,
    AeronCluster,
    ClientState,
    ClusterError,
    EgressAdapter,
    EventCode,
)
from aeronkit.codecs import cluster as codecs
from aeronkit.errors import ClosedError


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


def echo(world: World, cluster: AeronCluster, recorder: Recorder, payload: bytes) -> None:
    count = len(recorder.messages)
    world.run(lambda: cluster.offer(payload) > 0)
    world.run(lambda: len(recorder.messages) > count, step=cluster.poll_egress)
    assert recorder.messages[-1][2] == payload


def test_session_closed_by_the_cluster_goes_pending_close_then_closed(world: World) -> None:
    leader = world.add_member()
    recorder = Recorder()
    cluster = connect(world, egress_listener=recorder)
    leader.send_closed(cluster.cluster_session_id, "TIMEOUT")
    world.run(lambda: recorder.events, step=cluster.poll_egress)
    assert recorder.events[-1][4] == EventCode.CLOSED and recorder.events[-1][5] == "TIMEOUT"
    assert cluster.is_closed, "the same poll that saw CLOSED closed the client"
    assert cluster.last_reason == "session closed by the cluster"
    assert cluster.offer(b"late") == CLOSED, "closed underneath the application: a value, not an exception"
    assert cluster.poll_egress() == 0
    assert not cluster.send_keep_alive()
    cluster.close()
    with pytest.raises(ClosedError):
        cluster.offer(b"after close()")
    assert leader.named("close") == [], "no close request for a session the cluster closed"


def test_new_leader_moves_ingress_and_the_first_accepted_offer_reconnects(world: World) -> None:
    old = world.add_member()
    new = world.add_member(leadership_term_id=4)
    recorder = Recorder()
    cluster = connect(world, egress_listener=recorder)
    csid = cluster.cluster_session_id
    echo(world, cluster, recorder, b"before")
    response_channel = old.named("connect")[0].fields["response_channel"]
    new.adopt(csid, response_channel)
    endpoints = world.ingress_endpoints()
    new.send_new_leader(csid, 4, 1, endpoints)
    world.run(lambda: recorder.new_leaders, step=cluster.poll_egress)
    assert recorder.new_leaders == [(csid, 4, 1, endpoints)]
    assert cluster.state is ClientState.AWAIT_NEW_LEADER_CONNECTION
    assert (cluster.leadership_term_id, cluster.leader_member_id) == (4, 1)
    assert cluster.ingress_endpoints == endpoints
    world.run(lambda: cluster.offer(b"after") > 0, step=cluster.poll_egress)
    assert cluster.state is ClientState.CONNECTED
    world.run(lambda: len(recorder.messages) == 2, step=cluster.poll_egress)
    assert recorder.messages[-1][2] == b"after"
    moved = new.named("message")
    assert [(m.payload, m.fields["leadership_term_id"]) for m in moved] == [(b"after", 4)]
    assert [m.payload for m in old.named("message")] == [b"before"]
    cluster.close()


def test_lost_egress_waits_for_a_new_leader_then_closes_at_the_new_leader_timeout(world: World) -> None:
    leader = world.add_member()
    cluster = connect(world, egress_listener=Recorder(), new_leader_timeout_ns=1 * S)
    leader.close_egress(cluster.cluster_session_id)  # the leader's egress image goes (EOS, then unavailable)
    world.run(lambda: cluster.state is ClientState.AWAIT_NEW_LEADER, step=cluster.poll_egress)
    assert cluster.last_reason == "egress image closed"
    lost_at = world.clock.nano_time()
    assert cluster.offer(b"nobody") == CLOSED
    world.run(lambda: world.clock.nano_time() - lost_at >= 1 * S - 2 * MS, step=cluster.poll_egress)
    assert cluster.state is ClientState.AWAIT_NEW_LEADER, "not before the deadline"
    world.run(lambda: cluster.is_closed, step=cluster.poll_egress, max_cycles=10)
    assert 1 * S <= world.clock.nano_time() - lost_at <= 1 * S + 5 * MS
    assert cluster.last_reason == "no usable leader by the deadline (AWAIT_NEW_LEADER)"


def test_a_new_leader_that_never_takes_ingress_closes_after_the_message_timeout(world: World) -> None:
    leader = world.add_member()
    unreachable = world.add_member()
    unreachable.stop_ingress()
    cluster = connect(world, egress_listener=Recorder(), message_timeout_ns=500 * MS)
    leader.send_new_leader(cluster.cluster_session_id, 4, 1, world.ingress_endpoints())
    world.run(lambda: cluster.state is ClientState.AWAIT_NEW_LEADER_CONNECTION, step=cluster.poll_egress)
    switched_at = world.clock.nano_time()
    results = set()
    world.run(lambda: world.clock.nano_time() - switched_at >= 490 * MS,
              step=lambda: (results.add(cluster.offer(b"x")), cluster.poll_egress()))
    assert results == {NOT_CONNECTED} and cluster.state is ClientState.AWAIT_NEW_LEADER_CONNECTION
    world.run(lambda: cluster.is_closed, step=cluster.poll_egress, max_cycles=20)
    assert 500 * MS <= world.clock.nano_time() - switched_at <= 510 * MS


def test_malformed_egress_is_counted_reported_and_dropped(world: World) -> None:
    leader = world.add_member()
    recorder = Recorder()
    cluster = connect(world, egress_listener=recorder)
    csid = cluster.cluster_session_id
    event = leader.session_event(csid, 1, EventCode.ERROR, "a detail the message no longer holds")
    leader.send_raw(csid, event[:30])  # block says 44 bytes, 22 arrive
    other_schema = bytearray(event)
    struct.pack_into("<H", other_schema, 4, 999)
    leader.send_raw(csid, bytes(other_schema))
    leader.send_raw(csid, b"\x01\x02\x03")  # shorter than an SBE header
    leader.send_raw(csid, struct.pack("<HHHH", 24, 1, codecs.SCHEMA_ID, 16) + b"\0" * 8)  # cut session header
    leader.send_message(csid, b"still works")
    world.run(lambda: recorder.messages, step=cluster.poll_egress)
    assert [m[2] for m in recorder.messages] == [b"still works"]
    assert recorder.events == []
    assert cluster.malformed_egress == 4
    lines = [str(e) for e in world.errors]
    assert len(lines) == 4 and all("\n" not in line and "dropped" in line for line in lines)
    assert "SessionEvent" in lines[0] and "expected cluster egress schemaId=111 actual=999" in lines[1]
    assert "shorter than the 8-byte SBE header" in lines[2] and "no 32-byte header" in lines[3]
    assert cluster.state is ClientState.CONNECTED
    cluster.close()


def test_messages_for_other_sessions_are_ignored(world: World) -> None:
    leader = world.add_member()
    recorder = Recorder()
    cluster = connect(world, egress_listener=recorder)
    csid = cluster.cluster_session_id
    session = leader.sessions[csid]
    leader.sessions[csid + 1] = session  # a reply addressed to another session on the same stream
    leader.send_message(csid + 1, b"not mine")
    leader.send_closed(csid + 1)
    leader.send_message(csid, b"mine")
    world.run(lambda: recorder.messages, step=cluster.poll_egress)
    assert [m[2] for m in recorder.messages] == [b"mine"] and recorder.events == []
    assert not cluster.is_closed
    cluster.close()


def test_keep_alive_admin_request_and_its_response(world: World) -> None:
    leader = world.add_member()
    responses: list[tuple[int, int, object, object, str, bytes]] = []

    class Admin(Recorder):
        def on_admin_response(self, cluster_session_id: int, correlation_id: int, request_type: object,
                              response_code: object, message: str, payload: memoryview, payload_offset: int,
                              payload_length: int) -> None:
            responses.append((cluster_session_id, correlation_id, request_type, response_code, message,
                              bytes(payload[payload_offset:payload_offset + payload_length])))

    cluster = connect(world, egress_listener=Admin())
    csid = cluster.cluster_session_id
    assert cluster.send_keep_alive()
    assert cluster.send_admin_request_to_take_a_snapshot(4242)
    world.run(lambda: leader.named("admin"))
    assert leader.named("keep_alive")[0].fields == {"leadership_term_id": 3, "cluster_session_id": csid}
    admin = leader.named("admin")[0].fields
    assert (admin["correlation_id"], admin["request_type"], admin["payload"]) == (4242, "SNAPSHOT", b"")
    leader.send_admin_response(csid, 4242, "done", b"\x07\x08")
    world.run(lambda: responses, step=cluster.poll_egress)
    assert responses == [(csid, 4242, AdminRequestType.SNAPSHOT, AdminResponseCode.OK, "done", b"\x07\x08")]
    cluster.close()


def test_automatic_keep_alive_after_the_interval_without_ingress(world: World) -> None:
    leader = world.add_member()
    cluster = connect(world, egress_listener=Recorder(), keep_alive_interval_ns=200 * MS)
    start = world.clock.nano_time()
    world.run(lambda: leader.named("keep_alive"), step=cluster.poll_egress)
    assert world.clock.nano_time() - start >= 200 * MS - 2 * MS
    first = world.clock.nano_time()
    world.run(lambda: cluster.offer(b"ingress counts as activity") > 0)
    world.run(lambda: world.clock.nano_time() - first >= 150 * MS, step=cluster.poll_egress)
    assert len(leader.named("keep_alive")) == 1, "the message reset the interval"
    cluster.close()


def test_try_claim_offer_slices_and_vectors_carry_the_session_header(world: World) -> None:
    leader = world.add_member(echo=False)
    cluster = connect(world, egress_listener=Recorder())
    claim = BufferClaim()
    world.run(lambda: cluster.try_claim(5, claim) > 0)
    assert claim.buffer is not None and len(claim.buffer) == 5 + SESSION_HEADER_LENGTH
    claim.buffer[SESSION_HEADER_LENGTH:] = b"claim"
    claim.commit()
    world.run(lambda: cluster.offer(b"xxsliceyy", 2, 5) > 0)
    world.run(lambda: cluster.offer_vectors([b"vec", memoryview(b"tors")]) > 0)
    world.run(lambda: len(leader.named("message")) == 3)
    assert [m.payload for m in leader.named("message")] == [b"claim", b"slice", b"vectors"]
    with pytest.raises(IndexError):
        cluster.offer(b"short", 3, 5)
    cluster.close()


def test_controlled_poll_abort_redelivers_and_an_egress_adapter_reads_the_subscription(world: World) -> None:
    leader = world.add_member()
    seen: list[bytes] = []
    aborted: list[bytes] = []

    def on_message(cluster_session_id: int, timestamp: int, buffer: memoryview, offset: int, length: int,
                   header: Header) -> ControlledPollAction:
        payload = bytes(buffer[offset:offset + length])
        if payload == b"second" and not aborted:
            aborted.append(payload)
            return ControlledPollAction.ABORT
        seen.append(payload)
        return ControlledPollAction.CONTINUE

    cluster = connect(world, controlled_egress_listener=on_message)
    for payload in (b"first", b"second", b"third"):
        leader.send_message(cluster.cluster_session_id, payload)
    world.run(lambda: len(seen) == 3, step=cluster.controlled_poll_egress)
    assert seen == [b"first", b"second", b"third"] and aborted == [b"second"]
    with pytest.raises(ClusterError, match="egressListener must be specified"):
        leader.send_message(cluster.cluster_session_id, b"to the unset listener")
        world.run(lambda: False, step=cluster.poll_egress, max_cycles=200)

    adapter_seen: list[bytes] = []
    adapter = EgressAdapter(
        lambda csid, ts, buf, off, length, hdr: adapter_seen.append(bytes(buf[off:off + length])),
        cluster.cluster_session_id, cluster.egress_subscription, 10)
    leader.send_message(cluster.cluster_session_id, b"adapter")
    world.run(lambda: adapter_seen, step=adapter.poll)
    assert adapter_seen[-1] == b"adapter"
    cluster.close()


def test_context_manager_sends_close_and_use_after_close_raises(world: World) -> None:
    leader = world.add_member()
    with connect(world, egress_listener=Recorder()) as cluster:
        pass
    world.run(lambda: leader.named("close"))
    assert cluster.is_closed and cluster.last_reason == "closed by the application"
    for call in (lambda: cluster.offer(b"x"), cluster.poll_egress, cluster.send_keep_alive,
                 lambda: cluster.send_admin_request_to_take_a_snapshot(1)):
        with pytest.raises(ClosedError):
            call()
    cluster.close()  # idempotent
    assert not cluster.ctx.aeron.is_closed, "an Aeron client the application gave stays open"

