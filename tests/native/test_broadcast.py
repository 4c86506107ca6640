"""Broadcast transmitter/receivers against an independent model, including lapping and the copy receiver."""

from __future__ import annotations

import mmap
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.broadcast import (
    TRAILER_LENGTH,
    BroadcastReceiver,
    BroadcastTransmitter,
    CopyBroadcastReceiver,
    LappedError,
)
from aeronkit.errors import ConfigurationError, ProtocolError

CAPACITY = 1024


def align8(n: int) -> int:
    return (n + 7) & ~7


def body_for(seq: int, length: int) -> bytes:
    return bytes((seq * 31 + k) & 0xFF for k in range(length))


@dataclass
class Model:
    """Where Agrona's transmitter puts each message, and what a receiver at a position gets next."""

    capacity: int
    tail: int = 0
    latest: int = 0
    messages: list[tuple[int, int, int, bytes]] = field(default_factory=list)  # (start, aligned, type, body)

    def transmit(self, type_id: int, body: bytes) -> None:
        aligned = align8(len(body) + 8)
        offset = self.tail % self.capacity
        if self.capacity - offset < aligned:
            self.tail += self.capacity - offset
        self.messages.append((self.tail, aligned, type_id, body))
        self.latest = self.tail
        self.tail += aligned

    def after(self, position: int) -> list[tuple[int, int, int, bytes]]:
        return [m for m in self.messages if m[0] >= position]


@dataclass
class ModelReceiver:
    model: Model
    next_record: int

    def receive(self, limit: int) -> tuple[list[tuple[int, bytes]], bool]:
        """(messages delivered, lapped)."""
        if self.next_record < self.model.tail and self.next_record + self.model.capacity <= self.model.tail:
            latest = next(m for m in self.model.messages if m[0] == self.model.latest)
            self.next_record = latest[0] + latest[1]
            return [], True
        pending = self.model.after(self.next_record)[:limit]
        if pending:
            self.next_record = pending[-1][0] + pending[-1][1]
        return [(t, b) for _, _, t, b in pending], False


def new_buffer() -> AtomicBuffer:
    return AtomicBuffer(mmap.mmap(-1, CAPACITY + TRAILER_LENGTH))


def receive(copy: CopyBroadcastReceiver, limit: int) -> tuple[list[tuple[int, bytes]], bool]:
    got: list[tuple[int, bytes]] = []
    try:
        copy.receive(lambda t, buf, off, length: got.append((t, bytes(buf[off:off + length]))), limit)
    except LappedError:
        return got, True
    return got, False


ops = st.lists(
    st.one_of(
        st.tuples(st.just("tx"), st.integers(1, 100), st.integers(0, CAPACITY // 8)),
        st.tuples(st.just("rx"), st.integers(0, 1), st.integers(1, 8)),
        st.tuples(st.just("join"), st.just(0), st.just(0)),
    ),
    max_size=80,
)


@settings(max_examples=150, deadline=None)
@given(ops=ops)
def test_receivers_match_model_including_laps(ops: list[tuple[str, int, int]]) -> None:
    buffer = new_buffer()
    tx = BroadcastTransmitter(buffer)
    model = Model(CAPACITY)
    receivers = [(CopyBroadcastReceiver(BroadcastReceiver(buffer), 65536), ModelReceiver(model, 0))]
    seq = 0
    for op, a, b in ops:
        if op == "tx":
            body = body_for(seq, b)
            seq += 1
            tx.transmit(a, body)
            model.transmit(a, body)
        elif op == "join":
            receivers.append((CopyBroadcastReceiver(BroadcastReceiver(buffer), 65536),
                              ModelReceiver(model, model.latest)))
        else:
            real, modelled = receivers[a % len(receivers)]
            expected = modelled.receive(b)
            assert receive(real, b) == expected


def test_lapped_receiver_counts_laps_and_resumes_after_latest() -> None:
    buffer = new_buffer()
    tx = BroadcastTransmitter(buffer)
    receiver = BroadcastReceiver(buffer)
    copy = CopyBroadcastReceiver(receiver)
    for i in range(40):
        tx.transmit(1, body_for(i, 56))
    with pytest.raises(LappedError):
        copy.receive(lambda *args: None)
    assert receiver.lapped_count == 1
    tx.transmit(2, b"fresh")
    got, lapped = receive(copy, 8)
    assert (got, lapped) == ([(2, b"fresh")], False)


def test_plain_receiver_exposes_record_in_place() -> None:
    buffer = new_buffer()
    tx = BroadcastTransmitter(buffer)
    receiver = BroadcastReceiver(buffer)
    tx.transmit(7, b"hello")
    assert receiver.receive_next()
    assert receiver.type_id == 7
    assert bytes(buffer.view[receiver.offset:receiver.offset + receiver.length]) == b"hello"
    assert receiver.validate()
    assert not receiver.receive_next()


def test_new_receiver_starts_at_latest_message() -> None:
    buffer = new_buffer()
    tx = BroadcastTransmitter(buffer)
    for i in range(3):
        tx.transmit(1 + i, body_for(i, 9))
    got, _ = receive(CopyBroadcastReceiver(BroadcastReceiver(buffer)), 10)
    assert got == [(3, body_for(2, 9))]


def test_transmit_validates_arguments_and_capacity() -> None:
    tx = BroadcastTransmitter(new_buffer())
    with pytest.raises(ProtocolError):
        tx.transmit(0, b"x")
    with pytest.raises(ProtocolError):
        tx.transmit(1, bytes(CAPACITY // 8 + 1))
    with pytest.raises(ConfigurationError):
        BroadcastTransmitter(AtomicBuffer(mmap.mmap(-1, 1000 + TRAILER_LENGTH)))


def test_scratch_too_small_is_an_error() -> None:
    buffer = new_buffer()
    tx = BroadcastTransmitter(buffer)
    copy = CopyBroadcastReceiver(BroadcastReceiver(buffer), scratch_length=16)
    tx.transmit(1, bytes(64))
    with pytest.raises(ProtocolError):
        copy.receive(lambda *args: None)


def test_batch_stops_when_scratch_is_full_and_keeps_the_rest() -> None:
    buffer = new_buffer()
    tx = BroadcastTransmitter(buffer)
    copy = CopyBroadcastReceiver(BroadcastReceiver(buffer), scratch_length=100)
    for i in range(4):
        tx.transmit(1, body_for(i, 40))
    first, _ = receive(copy, 10)
    second, _ = receive(copy, 10)
    assert first == [(1, body_for(0, 40)), (1, body_for(1, 40))]
    assert second == [(1, body_for(2, 40)), (1, body_for(3, 40))]


def test_corrupt_record_length_is_an_error() -> None:
    buffer = new_buffer()
    tx = BroadcastTransmitter(buffer)
    copy = CopyBroadcastReceiver(BroadcastReceiver(buffer))
    tx.transmit(1, b"abc")
    buffer.put_int32(0, 1 << 20)
    with pytest.raises(ProtocolError):
        copy.receive(lambda *args: None)


@settings(max_examples=200, deadline=None)
@given(garbage=st.binary(min_size=CAPACITY + TRAILER_LENGTH, max_size=CAPACITY + TRAILER_LENGTH))
def test_garbage_contents_give_errors_never_faults(garbage: bytes) -> None:
    backing = mmap.mmap(-1, CAPACITY + TRAILER_LENGTH)
    backing[:] = garbage
    buffer = AtomicBuffer(backing)
    copy = CopyBroadcastReceiver(BroadcastReceiver(buffer), 65536)
    lengths: list[int] = []
    for _ in range(20):
        try:
            if copy.receive(lambda t, buf, off, length: lengths.append(length), 8) == 0:
                break
        except ProtocolError:
            pass
    assert all(0 <= n <= CAPACITY - 8 for n in lengths)
