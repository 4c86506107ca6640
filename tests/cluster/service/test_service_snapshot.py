"""Service snapshots through an INVOKER aeronkit archive: taken at the ClusterActionRequest's position, laid
out as Java's (BEGIN, ClientSession per session, END, user part), acked with the recording id, and loaded by
a restarted container."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from service_world import FakeConsensusModule, Recorder, World, joined, started

from aeronkit.archive.archive_directory import ArchiveDirectory
from aeronkit.archive.recording_reader import RecordingReader
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.protocol import APP_VERSION_DEFAULT, SERVICE_SNAPSHOT_TYPE_ID
from aeronkit.cluster.service import ClientSession, ServiceState
from aeronkit.cluster.service.service_snapshot import encode_session
from aeronkit.cluster.snapshot_marker import SnapshotMarker
from aeronkit.codecs import cluster as codecs
from aeronkit.codecs.cluster import ClusterTimeUnit, SnapshotMark


@pytest.fixture
def world(tmp_path: Path) -> Iterator[World]:
    w = World(tmp_path)
    w.start_archive()
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


def recorded_messages(world: World, recording_id: int) -> list[bytes]:
    with ArchiveDirectory(world.root / "archive") as archive:
        info = archive.recording(recording_id)
        d = info.descriptor
        reader = RecordingReader(
            world.root / "archive",
            recording_id,
            d.start_position,
            info.stop_position,
            d.term_buffer_length,
            d.segment_file_length,
            d.initial_term_id,
            d.stream_id,
        )
        return list(reader.messages())


def take_snapshot(world: World, cm: FakeConsensusModule, service: Recorder) -> tuple[int, int, int]:
    """Sessions 3 and 9 open, one message, SNAPSHOT, one message: (action position, recording id, after)."""
    cm.append_new_leadership_term_event()
    cm.append_session_open(9, response_channel="aeron:udp?endpoint=localhost:40123", principal=b"nine")
    cm.append_session_open(3, response_channel="aeron:ipc?alias=three", response_stream_id=77)
    cm.append_message(3, b"before")
    action = cm.append_action()
    after = cm.append_message(3, b"after")
    cm.set_commit(after)
    world.run(lambda: len(cm.poll().acks) == 3, max_cycles=5_000)
    position, _timestamp, ack_id, recording_id, _service = cm.received.acks[2]
    assert (position, ack_id) == (action, 2)
    assert recording_id >= 0
    return action, recording_id, after


def test_snapshot_is_taken_at_the_action_position_before_anything_after_it(
    world: World,
    cm: FakeConsensusModule,
) -> None:
    service = Recorder()
    agent = joined(world, cm, service, role=Role.FOLLOWER)
    action, recording_id, after = take_snapshot(world, cm, service)
    world.run(lambda: len(service.named("message")) == 2)
    order = [c[3] if c[0] == "message" else c[0] for c in service.calls if c[0] in ("message", "snapshot")]
    assert order == [b"before", "snapshot", b"after"], "the entry after the action waits for the snapshot"
    assert service.named("message")[0][4] < action < service.named("message")[1][4]
    assert agent.state is ServiceState.ACTIVE and agent.log_position == after

    messages = recorded_messages(world, recording_id)
    begin, session3, session9, end, user = (messages + [b""] * 5)[:5]
    assert len(messages) == 5
    for raw, mark in ((begin, SnapshotMark.BEGIN), (end, SnapshotMark.END)):
        assert SnapshotMarker.decode(raw) == SnapshotMarker(
            SERVICE_SNAPSHOT_TYPE_ID, action, 0, 0, mark, ClusterTimeUnit.MILLIS, APP_VERSION_DEFAULT
        )
    decoded = [codecs.ClientSessionDecoder().wrap_with_header(raw) for raw in (session3, session9)]
    assert [
        (d.cluster_session_id, d.response_stream_id, d.response_channel, d.encoded_principal) for d in decoded
    ] == [(3, 77, "aeron:ipc?alias=three", b""), (9, 102, "aeron:udp?endpoint=localhost:40123", b"nine")]
    assert user == b"user-state"

    counters = {c.type_id: c for c in world.driver_counters() if c.type_id in (218, 219, 236, 237)}
    assert counters[236].label == "Clustered service max snapshot duration in ns - clusterId=0 serviceId=0"
    assert counters[237].label == (
        "Clustered service max snapshot duration exceeded count: threshold=1s - clusterId=0 serviceId=0")
    assert counters[218].label == "Cluster container max cycle time in ns - clusterId=0 serviceId=0"
    assert counters[219].label == (
        "Cluster container work cycle time exceeded count: threshold=100ms - clusterId=0 serviceId=0")
    # The ManualClock moves 2 ms per world cycle: every duty cycle measures 2 ms, the snapshot a few cycles.
    assert (counters[218].value, counters[219].value) == (2_000_000, 0)
    assert counters[236].value > 0 and counters[236].value % 2_000_000 == 0 and counters[237].value == 0


def test_a_restarted_container_loads_the_snapshot_and_resumes_at_its_position(
    world: World,
    cm: FakeConsensusModule,
) -> None:
    first = Recorder()
    joined(world, cm, first, role=Role.FOLLOWER)
    action, recording_id, _after = take_snapshot(world, cm, first)
    timestamp = cm.received.acks[2][1]
    assert world.agent_invoker is not None
    world.agent_invoker.close()  # orderly stop: the mark file may be taken over at once
    assert cm.recovery is not None
    cm.recovery.close()

    cm.allocate_recovery_state(0, action, timestamp, (recording_id,))
    cm.received.acks.clear()
    second = Recorder()
    agent, ctx = started(world, cm, second)
    assert second.calls == [("start", True)]
    assert second.loaded_user_state == b"user-state"
    assert [
        (s.id, s.response_stream_id, s.response_channel, s.encoded_principal) for s in agent.client_sessions
    ] == [(3, 77, "aeron:ipc?alias=three", b""), (9, 102, "aeron:udp?endpoint=localhost:40123", b"nine")]
    assert cm.received.acks == [(action, timestamp, 0, ctx.aeron.client_id, 0)]
    assert (agent.log_position, agent.time, agent.time_unit) == (action, timestamp, ClusterTimeUnit.MILLIS)


def test_a_snapshot_of_another_major_app_version_fails_the_start(
    world: World, cm: FakeConsensusModule
) -> None:
    first = Recorder()
    joined(world, cm, first, role=Role.FOLLOWER)
    action, recording_id, _after = take_snapshot(world, cm, first)
    assert world.agent_invoker is not None
    world.agent_invoker.close()
    assert cm.recovery is not None
    cm.recovery.close()

    cm.allocate_recovery_state(0, action, 0, (recording_id,))
    cm.received.acks.clear()
    second = Recorder()
    ctx = world.service_context(second, app_version=1 << 16)
    world.start_agent(ctx)
    invoker = world.agent_invoker
    world.run(lambda: invoker.is_closed, max_cycles=5_000)
    assert cm.poll().acks == [(action, 0, 0, -1, 0)], "ack 0 says the start failed (relevant id -1)"
    assert any("incompatible app version: 1.0.0 snapshot=0.0.1" in str(e) for e in world.errors)
    assert second.calls == []


@given(
    cluster_session_id=st.integers(-(2**63), 2**63 - 1),
    response_stream_id=st.integers(-(2**31), 2**31 - 1),
    channel=st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=300),
    principal=st.binary(max_size=300),
)
def test_session_records_round_trip_through_the_generated_decoder(
    cluster_session_id: int,
    response_stream_id: int,
    channel: str,
    principal: bytes,
) -> None:
    session = ClientSession(cluster_session_id, response_stream_id, channel, principal, owner=None)  # type: ignore[arg-type]
    record = encode_session(session)
    decoded = codecs.ClientSessionDecoder().wrap_with_header(record)
    assert (
        decoded.cluster_session_id,
        decoded.response_stream_id,
        decoded.response_channel,
        decoded.encoded_principal,
    ) == (cluster_session_id, response_stream_id, channel, principal)
    assert len(record) == 8 + 12 + 4 + len(channel) + 4 + len(principal)
