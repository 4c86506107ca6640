"""ManyToOneRingBuffer against an independent model of Agrona's algorithm, plus claim/abort/unblock edges."""

from __future__ import annotations

import contextlib
import mmap
import struct
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.ring_buffer import (
    HEAD_POSITION_OFFSET,
    INSUFFICIENT_CAPACITY,
    TAIL_POSITION_OFFSET,
    TRAILER_LENGTH,
    Action,
    ManyToOneRingBuffer,
)
from aeronkit.errors import ConfigurationError, ProtocolError


def new_ring(capacity: int) -> ManyToOneRingBuffer:
    return ManyToOneRingBuffer(AtomicBuffer(mmap.mmap(-1, capacity + TRAILER_LENGTH)))


def payload(seq: int, length: int) -> bytes:
    return bytes((seq + k) & 0xFF for k in range(length))


def align8(n: int) -> int:
    return (n + 7) & ~7


@dataclass
class Model:
    """Positions and records as Agrona's ManyToOneRingBuffer would leave them (single-threaded)."""

    capacity: int
    head: int = 0
    tail: int = 0
    records: list[tuple[int, int, int, bytes]] = field(default_factory=list)  # (pos, aligned, type, body)

    def write(self, type_id: int, body: bytes) -> bool:
        required = align8(len(body) + 8)
        if required > self.capacity - (self.tail - self.head):
            return False
        tail_index = self.tail % self.capacity
        to_end = self.capacity - tail_index
        if required > to_end:
            if required > self.head % self.capacity:
                self.records.append((self.tail, to_end, -1, b""))
                self.tail += to_end
                return False
            self.records.append((self.tail, to_end, -1, b""))
            self.tail += to_end
        self.records.append((self.tail, required, type_id, body))
        self.tail += required
        return True

    def read(self, limit: int) -> list[tuple[int, bytes]]:
        out: list[tuple[int, bytes]] = []
        block_end = self.head + self.capacity - self.head % self.capacity
        while self.records and len(out) < limit and self.records[0][0] < block_end:
            pos, aligned, type_id, body = self.records.pop(0)
            assert pos == self.head
            self.head += aligned
            if type_id != -1:
                out.append((type_id, body))
        return out


def collect(ring: ManyToOneRingBuffer, limit: int) -> list[tuple[int, bytes]]:
    got: list[tuple[int, bytes]] = []
    ring.read(lambda t, buf, off, length: got.append((t, bytes(buf[off:off + length]))), limit)
    return got


ops = st.lists(
    st.one_of(
        st.tuples(st.just("w"), st.integers(1, 1000), st.integers(0, 128)),
        st.tuples(st.just("r"), st.integers(1, 6), st.just(0)),
    ),
    max_size=120,
)


@settings(max_examples=150, deadline=None)
@given(ops=ops)
def test_matches_model_through_wraps_and_padding(ops: list[tuple[str, int, int]]) -> None:
    ring = new_ring(1024)
    model = Model(1024)
    seq = 0
    for op, a, b in ops:
        if op == "w":
            body = payload(seq, b)
            seq += 1
            assert ring.write(a, body) == model.write(a, body)
        else:
            assert collect(ring, a) == model.read(a)
        assert ring.producer_position() == model.tail
        assert ring.consumer_position() == model.head
        assert ring.size() == model.tail - model.head
    assert collect(ring, 10_000) == model.read(10_000)


def test_write_rejects_bad_type_and_oversize() -> None:
    ring = new_ring(1024)
    assert ring.max_msg_length == 128
    with pytest.raises(ProtocolError):
        ring.write(0, b"x")
    with pytest.raises(ProtocolError):
        ring.write(1, bytes(129))
    assert ring.write(1, bytes(128))


@pytest.mark.parametrize("length", [0, 8, 1000 + TRAILER_LENGTH, 1024 + TRAILER_LENGTH + 8])
def test_capacity_must_be_power_of_two_plus_trailer(length: int) -> None:
    with pytest.raises(ConfigurationError):
        ManyToOneRingBuffer(AtomicBuffer(mmap.mmap(-1, max(length, 1)), 0, length))


def test_try_claim_commit_abort() -> None:
    ring = new_ring(1024)
    index = ring.try_claim(5, 16)
    assert index == 8
    ring.buffer.put_bytes(index, b"A" * 16)
    assert collect(ring, 10) == []  # not committed: the consumer must not see it
    ring.commit(index)
    with pytest.raises(ProtocolError):
        ring.commit(index)
    aborted = ring.try_claim(6, 8)
    ring.abort(aborted)
    with pytest.raises(ProtocolError):
        ring.abort(aborted)
    assert ring.write(7, b"after")
    assert collect(ring, 10) == [(5, b"A" * 16), (7, b"after")]
    with pytest.raises(ProtocolError):
        ring.commit(3)


def test_try_claim_reports_insufficient_capacity() -> None:
    ring = new_ring(256)
    while ring.write(1, bytes(32)):
        pass
    assert ring.try_claim(1, 32) == INSUFFICIENT_CAPACITY


def test_unblock_frees_a_consumer_stuck_behind_a_dead_producer() -> None:
    ring = new_ring(1024)
    claimed = ring.try_claim(9, 40)  # producer "dies" here without committing
    assert ring.write(3, b"later")
    assert collect(ring, 10) == []
    assert ring.unblock()
    assert collect(ring, 10) == [(3, b"later")]
    assert not ring.unblock()
    assert claimed == 8


def test_unblock_when_claim_length_never_written() -> None:
    ring = new_ring(1024)
    # Simulate a producer that won the CAS on the tail and died before writing the record header.
    ring.buffer.put_int64_ordered(1024 + TAIL_POSITION_OFFSET, 48)
    ring.buffer.put_int32_ordered(48, 16)
    ring.buffer.put_int32_ordered(52, 4)
    ring.buffer.put_int64_ordered(1024 + TAIL_POSITION_OFFSET, 64)
    assert collect(ring, 10) == []
    assert ring.unblock()
    assert collect(ring, 10) == [(4, b"\x00" * 8)]
    assert ring.consumer_position() == 64


def test_correlation_ids_and_heartbeat() -> None:
    ring = new_ring(1024)
    assert [ring.next_correlation_id() for _ in range(3)] == [0, 1, 2]
    ring.consumer_heartbeat_time = 1_700_000_000_123
    assert ring.consumer_heartbeat_time == 1_700_000_000_123


def test_controlled_read_abort_break_commit() -> None:
    ring = new_ring(1024)
    for i in range(4):
        assert ring.write(1 + i, payload(i, 10))
    seen: list[int] = []

    def abort_on_third(t: int, buf: memoryview, off: int, length: int) -> Action:
        if t == 3:
            return Action.ABORT
        seen.append(t)
        return Action.COMMIT if t == 1 else Action.CONTINUE

    assert ring.controlled_read(abort_on_third) == 2
    assert seen == [1, 2]
    assert ring.consumer_position() == 2 * 24

    def brk(t: int, buf: memoryview, off: int, length: int) -> Action:
        seen.append(t)
        return Action.BREAK

    assert ring.controlled_read(brk) == 1
    assert collect(ring, 10) == [(4, payload(3, 10))]
    assert seen == [1, 2, 3]


def test_handler_exception_consumes_the_failing_message() -> None:
    ring = new_ring(1024)
    for i in range(3):
        ring.write(1 + i, payload(i, 4))

    def fail_on_second(t: int, buf: memoryview, off: int, length: int) -> None:
        if t == 2:
            raise RuntimeError("handler failed")

    with pytest.raises(RuntimeError):
        ring.read(fail_on_second)
    assert collect(ring, 10) == [(3, payload(2, 4))]


def test_consumed_bytes_are_zeroed() -> None:
    ring = new_ring(1024)
    ring.write(1, b"\xff" * 40)
    collect(ring, 1)
    assert ring.buffer.get_bytes(0, 48) == bytes(48)
    assert ring.buffer.get_int64_volatile(1024 + HEAD_POSITION_OFFSET) == 48


def test_corrupt_record_length_is_an_error_not_a_crash() -> None:
    ring = new_ring(1024)
    ring.write(1, b"ok")
    ring.buffer.put_int32_ordered(0, 5000)
    with pytest.raises(ProtocolError):
        collect(ring, 10)


def test_read_only_buffer_refuses_writes() -> None:
    backing = mmap.mmap(-1, 1024 + TRAILER_LENGTH)
    ring = ManyToOneRingBuffer(AtomicBuffer(backing, writable=False))
    with pytest.raises(ProtocolError):
        ring.write(1, b"x")
    assert struct.unpack_from("<q", backing, 1024 + TAIL_POSITION_OFFSET)[0] == 0


@settings(max_examples=200, deadline=None)
@given(garbage=st.binary(min_size=256 + TRAILER_LENGTH, max_size=256 + TRAILER_LENGTH),
       index=st.integers(-2**31, 2**31 - 1))
def test_garbage_contents_give_errors_never_faults(garbage: bytes, index: int) -> None:
    backing = mmap.mmap(-1, 256 + TRAILER_LENGTH)
    backing[:] = garbage
    ring = ManyToOneRingBuffer(AtomicBuffer(backing))
    delivered: list[int] = []
    for attempt in (
        lambda: ring.read(lambda t, buf, off, length: delivered.append(off + length), 64),
        ring.unblock,
        lambda: ring.commit(index),
        lambda: ring.abort(index),
        lambda: ring.write(1, b"probe"),
    ):
        with contextlib.suppress(ProtocolError):
            attempt()
    assert all(0 < end <= 256 for end in delivered)
    assert 0 <= ring.size() <= 256
