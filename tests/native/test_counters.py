"""CountersManager / CountersReader: publish, free, reuse after the deadline, bounds, Agrona layout."""

from __future__ import annotations

import mmap
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.counters import (
    COUNTER_LENGTH,
    KEY_OFFSET,
    LABEL_OFFSET,
    MAX_KEY_LENGTH,
    MAX_LABEL_LENGTH,
    METADATA_LENGTH,
    NOT_FREE_TO_REUSE,
    RECORD_ALLOCATED,
    RECORD_RECLAIMED,
    CountersManager,
    CountersReader,
)
from aeronkit.errors import ConfigurationError, ProtocolError

COUNTERS = 16


class FakeClock:
    def __init__(self) -> None:
        self.now_ms = 1_000

    def __call__(self) -> int:
        return self.now_ms


def buffers(counters: int = COUNTERS) -> tuple[AtomicBuffer, AtomicBuffer]:
    return (AtomicBuffer(mmap.mmap(-1, counters * METADATA_LENGTH)),
            AtomicBuffer(mmap.mmap(-1, counters * COUNTER_LENGTH)))


def test_layout_constants_match_agrona() -> None:
    assert (COUNTER_LENGTH, METADATA_LENGTH, KEY_OFFSET, LABEL_OFFSET) == (128, 512, 16, 128)
    assert (MAX_KEY_LENGTH, MAX_LABEL_LENGTH) == (112, 380)


def test_allocate_publishes_record_in_agrona_layout() -> None:
    metadata, values = buffers()
    manager = CountersManager(metadata, values, epoch_clock=FakeClock())
    key = struct.pack("<qii", 42, 7, 1001)
    counter_id = manager.allocate("pub-lmt: 42 7 1001 aeron:ipc", 1, key)
    manager.set_counter_value(counter_id, 99)
    manager.set_counter_registration_id(counter_id, 42)
    manager.set_counter_owner_id(counter_id, 5)
    manager.set_counter_reference_id(counter_id, 6)
    raw_meta = metadata.get_bytes(0, METADATA_LENGTH)
    assert struct.unpack_from("<iiq", raw_meta, 0) == (RECORD_ALLOCATED, 1, NOT_FREE_TO_REUSE)
    assert raw_meta[KEY_OFFSET:KEY_OFFSET + len(key)] == key
    label = b"pub-lmt: 42 7 1001 aeron:ipc"
    assert struct.unpack_from("<i", raw_meta, LABEL_OFFSET)[0] == len(label)
    assert raw_meta[LABEL_OFFSET + 4:LABEL_OFFSET + 4 + len(label)] == label
    assert struct.unpack_from("<qqqq", values.get_bytes(0, 32)) == (99, 42, 5, 6)

    reader = CountersReader(metadata, values)
    assert [s.counter_id for s in reader.snapshot()] == [counter_id]
    snap = reader.snapshot()[0]
    assert (snap.type_id, snap.value, snap.label, snap.registration_id, snap.owner_id, snap.reference_id) == (
        1, 99, label.decode(), 42, 5, 6)
    assert reader.find_by_registration_id(42) == counter_id
    assert reader.find_by_type_id_and_registration_id(1, 42) == counter_id
    assert reader.find_by_type_id_and_registration_id(2, 42) == -1


def test_free_then_reuse_only_after_deadline() -> None:
    clock = FakeClock()
    manager = CountersManager(*buffers(), epoch_clock=clock, free_to_reuse_timeout_ms=1_000)
    a = manager.allocate("a")
    b = manager.allocate("b")
    manager.set_counter_value(a, 123)
    manager.set_counter_registration_id(a, 77)
    manager.free(a)
    assert manager.get_counter_state(a) == RECORD_RECLAIMED
    assert manager.get_counter_key(a) == bytes(MAX_KEY_LENGTH)
    assert manager.get_free_for_reuse_deadline(a) == 2_000
    assert manager.allocate("c") == b + 1
    clock.now_ms = 2_000
    reused = manager.allocate("d")
    assert reused == a
    assert manager.get_counter_value(a) == 0
    assert manager.get_counter_registration_id(a) == 0
    assert manager.get_counter_label(a) == "d"
    assert [cid for cid, _ in manager.allocated_ids()] == [a, b, b + 1]
    with pytest.raises(ProtocolError):
        manager.free(COUNTERS + 3)


def test_double_free_and_full_buffer_are_errors() -> None:
    manager = CountersManager(*buffers(4), epoch_clock=FakeClock())
    ids = [manager.allocate(f"c{i}") for i in range(4)]
    assert ids == [0, 1, 2, 3]
    assert manager.available() == 0
    with pytest.raises(ProtocolError):
        manager.allocate("one too many")
    manager.free(2)
    with pytest.raises(ProtocolError):
        manager.free(2)
    assert manager.available() == 1


def test_reader_skips_reclaimed_and_stops_at_unused() -> None:
    metadata, values = buffers()
    manager = CountersManager(metadata, values, epoch_clock=FakeClock(), free_to_reuse_timeout_ms=10)
    for i in range(5):
        manager.allocate(f"c{i}")
    manager.free(1)
    manager.free(3)
    # a record past the first unused one is never reported (Agrona readers stop there)
    metadata.put_int32(7 * METADATA_LENGTH, RECORD_ALLOCATED)
    reader = CountersReader(metadata, values)
    seen: list[tuple[int, str]] = []
    reader.for_each(lambda cid, tid, key, label: seen.append((cid, label)))
    assert seen == [(0, "c0"), (2, "c2"), (4, "c4")]


def test_label_and_key_limits() -> None:
    manager = CountersManager(*buffers(), epoch_clock=FakeClock())
    long_label = "x" * (MAX_LABEL_LENGTH + 50)
    counter_id = manager.allocate(long_label)
    assert manager.get_counter_label(counter_id) == "x" * MAX_LABEL_LENGTH
    with pytest.raises(ProtocolError):
        manager.allocate("k", 1, bytes(MAX_KEY_LENGTH + 1))
    manager.set_counter_label(counter_id, "short")
    manager.append_to_label(counter_id, " more")
    assert manager.get_counter_label(counter_id) == "short more"
    assert manager.allocate("non-ascii é") == counter_id + 1
    assert manager.get_counter_label(counter_id + 1) == "non-ascii ?"


def test_metadata_must_be_four_times_values() -> None:
    metadata = AtomicBuffer(mmap.mmap(-1, COUNTERS * METADATA_LENGTH // 2))
    values = AtomicBuffer(mmap.mmap(-1, COUNTERS * COUNTER_LENGTH))
    with pytest.raises(ConfigurationError):
        CountersManager(metadata, values)


def test_reader_survives_garbage_label_length() -> None:
    metadata, values = buffers()
    manager = CountersManager(metadata, values, epoch_clock=FakeClock())
    counter_id = manager.allocate("ok")
    metadata.put_int32(LABEL_OFFSET, 1 << 30)
    assert len(CountersReader(metadata, values).get_counter_label(counter_id)) == MAX_LABEL_LENGTH
    metadata.put_int32(LABEL_OFFSET, -5)
    assert CountersReader(metadata, values).get_counter_label(counter_id) == ""


def test_atomic_counter_handle() -> None:
    manager = CountersManager(*buffers(), epoch_clock=FakeClock())
    counter = manager.new_counter("events")
    counter.increment()
    counter.get_and_add(10)
    assert counter.get() == 11
    counter.set_ordered(5)
    assert manager.get_counter_value(counter.counter_id) == 5


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(0, COUNTERS - 1), st.integers(0, 3)), max_size=60))
def test_allocate_free_sequences_keep_reader_consistent(ops: list[tuple[bool, int, int]]) -> None:
    """Against a dict model: the reader always lists exactly the live counters with their labels."""
    clock = FakeClock()
    manager = CountersManager(*buffers(), epoch_clock=clock, free_to_reuse_timeout_ms=2)
    live: dict[int, str] = {}
    for n, (allocate, pick, advance) in enumerate(ops):
        clock.now_ms += advance
        if allocate and manager.available() > 0:
            label = f"counter-{n}"
            counter_id = manager.allocate(label)
            assert counter_id not in live
            live[counter_id] = label
        elif live:
            victim = sorted(live)[pick % len(live)]
            manager.free(victim)
            del live[victim]
        reader = CountersReader(manager.metadata, manager.values)
        assert {cid: reader.get_counter_label(cid) for cid, _ in reader.allocated_ids()} == live
