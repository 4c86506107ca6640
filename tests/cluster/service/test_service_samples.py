"""The sample services under the stepped container: EchoService echoes, and the Python InteropService keeps
the digest, replies, digest lines and snapshot of docs/cluster-interop-service.md (checked against the
independent model in tests/support/interop_ops.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from service_world import FakeConsensusModule, World, joined, started
from support import interop_ops as ops

from aeronkit.archive.archive_directory import ArchiveDirectory
from aeronkit.archive.recording_reader import RecordingReader
from aeronkit.client import FragmentAssembler
from aeronkit.client.subscription import Subscription
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.protocol import SESSION_HEADER_LENGTH, service_session_id
from aeronkit.cluster.samples import EchoService, InteropService
from aeronkit.codecs.cluster import CloseReason
from aeronkit.constants import LONG_MIN

EGRESS = "aeron:ipc?term-length=64k|alias=egress"


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


def replies(world: World, egress: Subscription, count: int) -> list[bytes]:
    got: list[bytes] = []
    assembler = FragmentAssembler(lambda b, o, n, h: got.append(bytes(b[o + SESSION_HEADER_LENGTH : o + n])))
    world.run(lambda: egress.poll(assembler, 10) >= 0 and len(got) >= count)
    return got


def test_echo_service_echoes_on_the_leader_only(world: World, cm: FakeConsensusModule) -> None:
    egress = cm.aeron.add_subscription(EGRESS, 102)
    service = EchoService()
    joined(world, cm, service, role=Role.LEADER)  # type: ignore[arg-type]
    cm.append_new_leadership_term_event()
    cm.append_session_open(1, response_channel=EGRESS)
    cm.append_message(1, b"one")
    cm.set_commit(cm.append_message(1, b"two" * 1000))
    assert replies(world, egress, 2) == [b"one", b"two" * 1000]


def test_interop_service_follows_the_contract(world: World, cm: FakeConsensusModule) -> None:
    egress = cm.aeron.add_subscription(EGRESS, 102)
    service = InteropService()
    joined(world, cm, service, role=Role.LEADER)  # type: ignore[arg-type]
    cm.append_new_leadership_term_event()
    expected = 0
    csid = 4
    cm.append_session_open(csid, response_channel=EGRESS)
    expected = ops.digest_record(expected, ops.Kind.SESSION_OPEN, csid, cm.timestamp)
    requests = [
        ops.put(1, 1, 10),
        ops.get(2, 1),
        ops.cas(3, 1, 10, 11),
        ops.cas(4, 1, 10, 12),
        ops.echo(5, b"hi"),
        b"\x01short",
        bytes([42]) + bytes(8),
        ops.timer(6, 77, 100),
        ops.cancel(7, 78),
        ops.digest(8),
    ]
    for request in requests:
        digest_at = cm.append_message(csid, request)
        expected = ops.digest_record(expected, ops.Kind.SESSION_MESSAGE, csid, cm.timestamp, request)
    cm.set_commit(digest_at)
    got = [ops.decode_reply(r) for r in replies(world, egress, 8)]
    assert [(r.op, r.request_id, r.value, r.ok) for r in got[:4]] == [
        (ops.Op.PUT, 1, -1, None),
        (ops.Op.GET, 2, 10, None),
        (ops.Op.CAS, 3, 11, True),
        (ops.Op.CAS, 4, 11, False),
    ]
    assert got[4].body == b"hi" and (got[5].ok, got[6].ok) == (True, True)
    assert (got[7].value, got[7].applied) == (expected, 11)
    assert cm.poll().timers == [("schedule", 77, cm.timestamp - 2 + 100), ("cancel", 78, 0)]
    assert service.rejected == 2

    timer_at = cm.append_timer(77)
    expected = ops.digest_record(
        expected, ops.Kind.TIMER, ops.NO_SESSION, cm.timestamp, (77).to_bytes(8, "little")
    )
    service_request = ops.service(9, b"\xca\xfe")
    cm.append_message(csid, service_request)
    expected = ops.digest_record(expected, ops.Kind.SESSION_MESSAGE, csid, cm.timestamp, service_request)
    cm.set_commit(cm.log.position if cm.log else 0)
    world.run(lambda: len(cm.poll().messages) == 1)
    service_id, _term, applied = cm.received.messages[0]
    assert (service_id, applied) == (0, ops.service_applied(9, b"\xca\xfe"))
    # The consensus module appends it with the next service-session id of service 0 (session None).
    cm.append_message(service_session_id(0, LONG_MIN) + 1, applied)
    expected = ops.digest_record(expected, ops.Kind.SERVICE_MESSAGE, ops.NO_SESSION, cm.timestamp, applied)
    closed_at = cm.append_session_close(csid, CloseReason.CLIENT_ACTION)
    expected = ops.digest_record(expected, ops.Kind.SESSION_CLOSE, csid, cm.timestamp, b"\x00")
    cm.set_commit(closed_at)
    world.run(lambda: service.applied == 15)
    assert service.digest == expected and timer_at < closed_at

    action = cm.append_action()
    cm.set_commit(action)
    world.run(lambda: len(cm.poll().acks) == 3, max_cycles=5_000)
    recording_id = cm.received.acks[2][3]
    lines = [
        ops.DigestLine.parse(line)
        for line in (world.root / "cluster" / "interop-digest-0.txt").read_text().splitlines(keepends=True)
    ]
    snapshot_state = ops.SnapshotState(expected, 15, 2, {1: 11})
    assert lines == [
        ops.DigestLine(digest_at, got[7].value or 0, 11, 1, "digest"),
        ops.DigestLine(action, expected, 15, 1, "snapshot"),
    ]
    assert user_part(world, recording_id) == snapshot_state.encode()

    assert world.agent_invoker is not None and cm.recovery is not None
    world.agent_invoker.close()
    cm.recovery.close()
    cm.allocate_recovery_state(0, action, cm.timestamp, (recording_id,))
    cm.received.acks.clear()
    restored = InteropService()
    started(world, cm, restored)  # type: ignore[arg-type]
    assert (restored.digest, restored.applied, restored.rejected, restored.map) == (expected, 15, 2, {1: 11})
    assert (
        (world.root / "cluster" / "interop-digest-0.txt").read_text().splitlines()[-1].endswith("terminate")
    )


def user_part(world: World, recording_id: int) -> bytes:
    """The last message of a snapshot recording: the service's own part, after the END marker."""
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
        return list(reader.messages())[-1]
