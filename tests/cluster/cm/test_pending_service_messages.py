"""Pending service messages: Aeron's id numbering per service, leader append/commit sweep, follower sweep,
leadership loss, snapshot verification -- and the ring buffer's size/capacity, which the consensus module
snapshot records, equal to Agrona's ExpandableRingBuffer for the same operations (checked against Java)."""

from __future__ import annotations

import random
import struct
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.java import compiled_classes

from aeronkit.cluster.pending_service_messages import (
    SERVICE_MESSAGE_LIMIT,
    PendingServiceMessageTracker,
    RingBuffer,
    ServiceMessageError,
)
from aeronkit.cluster.protocol import SESSION_HEADER_LENGTH, service_session_id
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import LONG_MIN
from aeronkit.interop.java import JavaToolchain

JAVA_DIR = Path(__file__).resolve().parent / "java"


def entry(service_id: int, payload: bytes) -> bytes:
    """A service's message as the module receives it: SBE header, SessionMessageHeader, payload."""
    buffer = bytearray(SESSION_HEADER_LENGTH + len(payload))
    header = codecs.SessionMessageHeaderEncoder().wrap_and_apply_header(buffer)
    header.leadership_term_id = 0
    header.cluster_session_id = service_id
    header.timestamp = 0
    buffer[SESSION_HEADER_LENGTH:] = payload
    return bytes(buffer)


def session_id_of(message: bytes) -> int:
    return struct.unpack_from("<q", message, codecs.HEADER_LENGTH + 8)[0]


def consume(ring: RingBuffer, count: int) -> list[bytes]:
    """Take up to ``count`` messages from the head."""
    taken: list[bytes] = []

    def take(buffer: bytearray, offset: int, length: int, head_offset: int) -> bool:
        if len(taken) >= count:
            return False
        taken.append(bytes(buffer[offset : offset + length]))
        return True

    ring.consume(take, 2**31 - 1)
    return taken


class Log:
    """A log the leader appends to: positions grow by 64 per message; ``accept`` False is back pressure."""

    def __init__(self) -> None:
        self.appended: list[tuple[int, bytes]] = []
        self.accept = True

    def append(self, leadership_term_id: int, cluster_session_id: int, payload: memoryview) -> int:
        if not self.accept:
            return -1
        self.appended.append((cluster_session_id, bytes(payload)))
        return 64 * len(self.appended)


@pytest.mark.parametrize("service_id", [0, 1, 9])
def test_ids_run_in_the_service_range_and_commit_sweeps_them(service_id: int) -> None:
    commit = [0]
    tracker = PendingServiceMessageTracker(service_id, lambda: commit[0])
    first = service_session_id(service_id, LONG_MIN) + 1
    assert tracker.next_service_session_id == first and first < 0
    for i in range(45):
        tracker.enqueue_message(entry(service_id, f"m{i}".encode()))
    log = Log()
    assert tracker.poll(log.append) == SERVICE_MESSAGE_LIMIT  # 20 per poll, as Aeron
    assert tracker.poll(log.append) == SERVICE_MESSAGE_LIMIT
    assert tracker.poll(log.append) == 5
    assert [sid for sid, _ in log.appended] == list(range(first, first + 45))
    assert [payload for _, payload in log.appended] == [f"m{i}".encode() for i in range(45)]
    commit[0] = 64 * 30
    tracker.sweep_leader_messages()
    assert tracker.log_service_session_id == first + 29
    assert tracker.size() > 0
    commit[0] = 64 * 45
    tracker.sweep_leader_messages()
    assert tracker.log_service_session_id == first + 44 and tracker.size() == 0
    assert tracker.next_service_session_id == first + 45


def test_back_pressure_keeps_messages_for_the_next_poll() -> None:
    tracker = PendingServiceMessageTracker(0, lambda: 0)
    for i in range(3):
        tracker.enqueue_message(entry(0, bytes([i])))
    log = Log()
    log.accept = False
    assert tracker.poll(log.append) == 0
    log.accept = True
    assert tracker.poll(log.append) == 3
    assert tracker.poll(log.append) == 0  # appended ones are not appended twice


def test_follower_drops_what_the_log_already_carries() -> None:
    tracker = PendingServiceMessageTracker(0, lambda: 0)
    first = tracker.next_service_session_id
    for i in range(4):
        tracker.enqueue_message(entry(0, bytes([i])))
    tracker.sweep_follower_messages(first + 1)  # the leader's copies of the first two are in the log
    assert [session_id_of(m) for m in tracker.messages()] == [first + 2, first + 3]
    # a message whose id the log has already passed is numbered but never kept
    behind = PendingServiceMessageTracker(0, lambda: 0)
    behind.sweep_follower_messages(first + 5)
    behind.enqueue_message(entry(0, b"late"))
    assert behind.size() == 0 and behind.next_service_session_id == first + 1


def test_lost_leadership_keeps_uncommitted_messages_for_the_next_leader() -> None:
    commit = [0]
    tracker = PendingServiceMessageTracker(0, lambda: commit[0])
    first = tracker.next_service_session_id
    for i in range(4):
        tracker.enqueue_message(entry(0, bytes([i])))
    log = Log()
    tracker.poll(log.append)
    commit[0] = 64 * 2
    tracker.restore_uncommitted_messages()
    assert [session_id_of(m) for m in tracker.messages()] == [first + 2, first + 3]
    again = Log()
    assert tracker.poll(again.append) == 2
    assert [sid for sid, _ in again.appended] == [first + 2, first + 3]


def test_snapshot_state_is_verified_as_aeron_does() -> None:
    tracker = PendingServiceMessageTracker(0, lambda: 0)
    log_id = service_session_id(0, LONG_MIN) + 10
    tracker.load_state(log_id + 3, log_id, 1024)
    for offset in (1, 2):
        message = bytearray(entry(0, b"x"))
        struct.pack_into("<q", message, codecs.HEADER_LENGTH + 8, log_id + offset)
        tracker.append_loaded_message(message)
    tracker.verify()
    broken = PendingServiceMessageTracker(0, lambda: 0)
    broken.load_state(log_id + 3, log_id, 1024)
    message = bytearray(entry(0, b"x"))
    struct.pack_into("<q", message, codecs.HEADER_LENGTH + 8, log_id + 2)
    broken.append_loaded_message(message)
    with pytest.raises(ServiceMessageError, match="snapshot has incorrect pending message"):
        broken.verify()


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.integers(1, 700), st.integers(-5, -1)), max_size=80))
def test_ring_buffer_is_fifo_across_wraps_and_growth(ops: list[int]) -> None:
    """Positive: append that many bytes; negative: consume that many messages. Order is kept."""
    ring = RingBuffer()
    model: list[bytes] = []
    serial = 0
    for op in ops:
        if op > 0:
            message = bytes([serial % 256]) * op
            serial += 1
            assert ring.append(message)
            model.append(message)
        else:
            assert consume(ring, -op) == model[:-op]
            del model[:-op]
    seen: list[bytes] = []

    def visit(buffer: bytearray, offset: int, length: int, head_offset: int) -> bool:
        seen.append(bytes(buffer[offset : offset + length]))
        return True

    ring.for_each(visit, 2**31 - 1)
    assert seen == model


@pytest.mark.java
def test_ring_buffer_size_and_capacity_equal_agronas(java: JavaToolchain) -> None:
    rng = random.Random(20261126)
    commands: list[str] = []
    for _ in range(3000):
        roll = rng.random()
        if roll < 0.6:
            commands.append(f"append {rng.choice([1, 7, 8, 9, 33, 100, 255, 1000, rng.randint(1, 3000)])}")
        elif roll < 0.98:
            commands.append(f"consume {rng.randint(0, 4)}")
        else:
            commands.append(f"reset {rng.choice([0, 1, 100, 4096, 5000])}")
    classes = compiled_classes(java, JAVA_DIR, "cm-java")
    done = subprocess.run(
        java.java_command("RingBufferTrace", classpath=[classes]),
        input="\n".join(commands) + "\n",
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    ring = RingBuffer()
    ours: list[str] = []
    for command in commands:
        verb, value = command.split()
        n = int(value)
        line = ""
        if verb == "append":
            line = "" if ring.append(bytes(n)) else "refused "
        elif verb == "consume":
            consume(ring, n)
        else:
            ring.reset(n)
        ours.append(f"{line}{ring.size()} {ring.capacity}")
    assert ours == done.stdout.splitlines()
