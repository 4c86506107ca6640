"""The service agent stepped on one thread with a ManualClock over an INVOKER aeronkit driver, the test acting
as the consensus module: recovery, joining the log, the commit-position bound (Aeron PR #1898's case),
reassembly, the ack protocol, service messages and timers, egress, termination, and bad input."""

from __future__ import annotations

import struct
from collections.abc import Iterator
from pathlib import Path

import pytest
from service_world import FakeConsensusModule, Recorder, World, joined, started

from aeronkit.client.image import Image
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.mark_file import ClusterMarkFile, mark_filename_for_service
from aeronkit.cluster.protocol import MOCKED_OFFER, SESSION_HEADER_LENGTH
from aeronkit.cluster.service import (
    ClientSession,
    Cluster,
    ClusterError,
    ServiceState,
)
from aeronkit.codecs import cluster as codecs
from aeronkit.codecs.cluster import ClusterTimeUnit
from aeronkit.concurrent.error_log import ErrorLogReader
from aeronkit.constants import NULL_VALUE
from aeronkit.counter_types import CounterTypeId


@pytest.fixture
def world(tmp_path: Path) -> Iterator[World]:
    w = World(tmp_path)
    try:
        yield w
    finally:
        w.close()


@pytest.fixture
def cm(world: World) -> Iterator[FakeConsensusModule]:
    module = FakeConsensusModule(world)
    try:
        yield module
    finally:
        module.close()


def test_recovery_without_a_snapshot_starts_the_service_and_acks_zero_with_the_client_id(
    world: World,
    cm: FakeConsensusModule,
) -> None:
    service = Recorder()
    cm.allocate_recovery_state(timestamp=1_234)
    agent, ctx = started(world, cm, service)
    assert service.calls == [("start", False)]
    assert cm.received.acks == [(0, 1_234, 0, ctx.aeron.client_id, 0)]
    assert agent.state is ServiceState.ACTIVE and agent.time == 1_234
    with ClusterMarkFile.open(ctx.cluster_dir, mark_filename_for_service(0)) as mark:
        header = mark.header()
        assert header.component_type == 2  # CONTAINER
        assert (header.service_id, header.cluster_id, header.member_id) == (0, 0, -1)
        assert header.service_name == "clustered-service-0-0"
        assert mark.activity_timestamp == world.clock.time_ms() or mark.is_active(world.clock.time_ms())


def test_recovery_waits_for_the_counters_without_blocking(world: World, cm: FakeConsensusModule) -> None:
    service = Recorder()
    ctx = world.service_context(service)
    agent = world.start_agent(ctx)
    for _ in range(20):  # no recovery counter yet: the agent keeps returning
        world.clock.advance_ms(2)
        world.step()
        assert world.agent_invoker is not None
        world.agent_invoker.invoke()
    assert agent.state is ServiceState.RECOVERING and service.calls == []
    cm.allocate_recovery_state()
    world.run(lambda: len(cm.poll().acks) == 1)
    assert service.calls == [("start", False)]


def test_join_log_subscribes_acks_and_takes_the_role(world: World, cm: FakeConsensusModule) -> None:
    service = Recorder()
    agent = joined(world, cm, service)
    ack = cm.received.acks[1]
    assert ack[0] == 0 and ack[2] == 1 and ack[3] == NULL_VALUE
    assert agent.role is Role.LEADER and service.named("role") == [("role", Role.LEADER)]
    assert agent.member_id == 0


def test_nothing_is_applied_past_the_commit_position_pr_1898(world: World, cm: FakeConsensusModule) -> None:
    """A member holding more log than the quorum (Aeron PR #1898's fast follower) applies only what is
    committed: whole entries up to the commit position, and a fragmented entry only once its last fragment
    is committed."""
    service = Recorder()
    joined(world, cm, service, role=Role.FOLLOWER)
    cm.append_new_leadership_term_event()
    cm.append_session_open(7)
    first = cm.append_message(7, b"a" * 10)
    big = b"".join(
        struct.pack("<i", i) for i in range(1_000)
    )  # 4032-byte entry: fragments of 1376 at MTU 1408
    end_of_big = cm.append_message(7, big)
    last = cm.append_message(7, b"z")
    assert end_of_big == first + 1408 + 1408 + 1312, "three fragments: 1376 + 1376 + 1280 payload bytes"
    world.spin(20)
    assert [c[0] for c in service.calls] == ["start"], "commit position 0: nothing applied"

    cm.set_commit(first)
    world.run(lambda: len(service.named("message")) == 1)
    world.spin(20)
    assert [c[0] for c in service.calls[1:]] == ["term", "open", "message"]

    last_fragment_start = first + 2 * 1408
    cm.set_commit(last_fragment_start)  # two of the three fragments are committed
    world.spin(20)
    assert len(service.named("message")) == 1, "a partly committed entry is not applied"

    cm.set_commit(end_of_big)
    world.run(lambda: len(service.named("message")) == 2)
    world.spin(20)
    _name, session_id, _ts, payload, log_position = service.named("message")[1]
    assert (session_id, payload, log_position) == (7, big, end_of_big)
    assert len(service.named("message")) == 2, "the entry after the commit position waits"

    cm.set_commit(last)
    world.run(lambda: len(service.named("message")) == 3)
    assert service.named("message")[2][3:] == (b"z", last)


def test_sessions_timers_and_closes_are_applied_in_log_order_with_their_positions(
    world: World,
    cm: FakeConsensusModule,
) -> None:
    service = Recorder()
    agent = joined(world, cm, service)
    term_end = cm.append_new_leadership_term_event()
    opened = cm.append_session_open(3, principal=b"who")
    timer = cm.append_timer(55)
    closed = cm.append_session_close(3, codecs.CloseReason.TIMEOUT)
    cm.set_commit(closed)
    world.run(lambda: len(service.named("close")) == 1)
    assert service.named("term") == [("term", 0, term_end)]
    assert [c[0] for c in service.calls[2:]] == ["term", "open", "timer", "close"]
    assert service.named("timer")[0][1] == 55
    assert service.named("close")[0][3] == codecs.CloseReason.TIMEOUT
    assert agent.log_position == closed and agent.time == cm.timestamp
    assert agent.time_unit is ClusterTimeUnit.MILLIS
    assert agent.client_sessions == () and opened < timer < closed


def test_acks_are_numbered_in_order_and_a_requested_ack_waits_for_its_position(
    world: World,
    cm: FakeConsensusModule,
) -> None:
    service = Recorder()
    joined(world, cm, service)
    cm.append_new_leadership_term_event()
    position = cm.append_timer(1)
    cm.request_ack(position)
    world.spin(20)
    assert len(cm.poll().acks) == 2, "the log has not reached the requested position"
    cm.set_commit(position)
    world.run(lambda: len(cm.poll().acks) == 3)
    assert [(a[0], a[2], a[3]) for a in cm.received.acks[1:]] == [(0, 1, -1), (position, 2, -1)]
    assert cm.received.acks[0][2] == 0


def test_service_messages_timers_and_session_closes_go_to_the_consensus_module(
    world: World,
    cm: FakeConsensusModule,
) -> None:
    service = Recorder()
    agent = joined(world, cm, service, service_id=3)

    def act(session: ClientSession | None, payload: bytes) -> None:
        cluster = service.cluster
        assert cluster is not None and session is not None
        assert cluster.offer(b"to-all") > 0
        assert cluster.schedule_timer(9, cluster.time + 100)
        assert cluster.cancel_timer(8)
        assert cluster.close_client_session(session.id)
        assert session.is_closing and cluster.close_client_session(session.id), "asked once only"

    service.on_message = act
    cm.append_new_leadership_term_event()
    cm.append_session_open(11)
    at = cm.append_message(11, b"go")
    cm.set_commit(at)
    world.run(lambda: "close" in cm.poll().order)
    got = cm.received
    assert got.messages == [(3, 0, b"to-all")], "clusterSessionId carries the service id, as Java's"
    assert got.timers == [("schedule", 9, cm.timestamp + 100), ("cancel", 8, 0)]
    assert got.closes == [11]
    assert got.order[-4:] == ["message", "schedule", "cancel", "close"]
    assert agent.get_client_session(11) is not None


def test_sending_from_a_lifecycle_callback_is_refused(world: World, cm: FakeConsensusModule) -> None:
    class Eager(Recorder):
        def on_start(self, cluster: Cluster, snapshot_image: Image | None) -> None:
            super().on_start(cluster, snapshot_image)
            with pytest.raises(ClusterError, match="not allowed from onStart"):
                cluster.offer(b"too early")
            with pytest.raises(ClusterError, match="not allowed from onStart"):
                cluster.schedule_timer(1, 2)
            self.calls.append(("refused",))

    service = Eager()
    cm.allocate_recovery_state()
    started(world, cm, service)
    assert service.named("refused") == [("refused",)]


def test_leader_replies_on_the_response_channel_and_a_follower_is_mocked(
    world: World,
    cm: FakeConsensusModule,
) -> None:
    service = Recorder()
    replies: list[int] = []
    service.on_message = lambda session, payload: replies.append(session.offer(b"re:" + payload))
    egress = cm.aeron.add_subscription("aeron:ipc?term-length=64k|alias=egress", 102)
    joined(world, cm, service, role=Role.LEADER)
    cm.append_new_leadership_term_event()
    cm.append_session_open(5, response_channel="aeron:ipc?term-length=64k|alias=egress")
    at = cm.append_message(5, b"hello")
    cm.set_commit(at)
    world.run(lambda: len(replies) == 1)
    assert replies[0] > 0
    got: list[bytes] = []
    world.run(lambda: egress.poll(lambda b, o, n, h: got.append(bytes(b[o : o + n])), 10) > 0 or bool(got))
    header = codecs.SessionMessageHeaderDecoder().wrap_with_header(got[0])
    assert (header.cluster_session_id, header.leadership_term_id, header.timestamp) == (5, 0, cm.timestamp)
    assert got[0][SESSION_HEADER_LENGTH:] == b"re:hello"


def test_follower_offers_are_mocked(world: World, cm: FakeConsensusModule) -> None:
    service = Recorder()
    replies: list[int] = []
    service.on_message = lambda session, payload: replies.append(session.offer(b"x"))
    joined(world, cm, service, role=Role.FOLLOWER)
    cm.append_new_leadership_term_event()
    cm.append_session_open(5)
    cm.set_commit(cm.append_message(5, b"hello"))
    world.run(lambda: len(replies) == 1)
    assert replies == [MOCKED_OFFER]


def test_termination_position_runs_on_terminate_acks_and_stops(
    world: World,
    cm: FakeConsensusModule,
) -> None:
    service = Recorder()
    hooks: list[str] = []
    joined(world, cm, service, termination_hook=lambda: hooks.append("terminated"))
    cm.append_new_leadership_term_event()
    end = cm.append_timer(4)
    cm.terminate_at(end)
    world.spin(10)
    assert service.named("terminate") == [], "the log has not reached the termination position"
    cm.set_commit(end)
    assert world.agent_invoker is not None
    invoker = world.agent_invoker
    world.run(lambda: invoker.is_closed)
    assert service.named("terminate") == [("terminate", end)]
    assert cm.poll().acks[-1][:3] == (end, cm.timestamp, 2)
    assert hooks == ["terminated"]
    with ClusterMarkFile.open(world.root / "cluster", mark_filename_for_service(0)) as mark:
        assert mark.activity_timestamp == -1, "an orderly stop frees the mark file at once"


def test_a_vanished_commit_position_counter_terminates_the_service(
    world: World,
    cm: FakeConsensusModule,
) -> None:
    service = Recorder()
    joined(world, cm, service)
    cm.commit.close()
    assert world.agent_invoker is not None
    invoker = world.agent_invoker
    world.run(lambda: invoker.is_closed)
    assert service.named("terminate") == [("terminate", 0)]


def test_an_incompatible_app_version_in_the_log_stops_the_service(
    world: World,
    cm: FakeConsensusModule,
) -> None:
    service = Recorder()
    joined(world, cm, service)
    cm.set_commit(cm.append_new_leadership_term_event(app_version=2 << 16))
    assert world.agent_invoker is not None
    invoker = world.agent_invoker
    world.run(lambda: invoker.is_closed)
    assert any("incompatible version: 0.0.1 log=2.0.0" in str(e) for e in world.errors)
    assert service.named("term") == []


def test_a_foreign_log_entry_is_recorded_and_dropped(world: World, cm: FakeConsensusModule) -> None:
    service = Recorder()
    joined(world, cm, service)
    cm.append_new_leadership_term_event()
    foreign = bytearray(cm_message_of_schema(101))
    cm._append(bytes(foreign))
    after = cm.append_timer(12)
    cm.set_commit(after)
    world.run(lambda: len(service.named("timer")) == 1)
    assert any("expected schemaId=111, actual=101" in str(e) for e in world.errors)
    with ClusterMarkFile.open(world.root / "cluster", mark_filename_for_service(0)) as mark:
        buffer = mark.error_buffer()
        try:
            texts = [o.encoded_error for o in ErrorLogReader.observations(buffer)]
        finally:
            buffer.close()
    assert any("expected schemaId=111, actual=101" in t for t in texts), "recorded in the mark file"
    counted = [
        s.value
        for s in world.driver_counters()
        if s.type_id == CounterTypeId.CLUSTER_CLUSTERED_SERVICE_ERROR_COUNT
    ]
    assert counted == [1], "and counted in the container's error counter (type 215)"


def cm_message_of_schema(schema_id: int) -> bytes:
    """A 32-byte message whose SBE header names another schema."""
    return struct.pack("<HHHH", 24, 1, schema_id, 1) + bytes(24)
