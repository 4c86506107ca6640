"""RecoveryState counter (type 204): key layout and label as Java writes them, lookup by cluster id,
getters."""

from __future__ import annotations

import mmap
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.cluster import recovery_state
from aeronkit.cluster.protocol import MAX_SERVICE_COUNT
from aeronkit.cluster.recovery_state import RecoveryState
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.counters import (
    COUNTER_LENGTH,
    METADATA_LENGTH,
    NULL_COUNTER_ID,
    CountersManager,
)
from aeronkit.constants import NULL_VALUE
from aeronkit.counter_types import CounterTypeId
from aeronkit.errors import ProtocolError

int32 = st.integers(min_value=-(2**31), max_value=2**31 - 1)
int64 = st.integers(min_value=-(2**63), max_value=2**63 - 1)
states = st.builds(
    RecoveryState,
    int64,
    int64,
    int64,
    int32,
    st.lists(int64, max_size=MAX_SERVICE_COUNT).map(tuple),
)


def manager(counters: int = 32) -> CountersManager:
    return CountersManager(
        AtomicBuffer(mmap.mmap(-1, counters * METADATA_LENGTH)),
        AtomicBuffer(mmap.mmap(-1, counters * COUNTER_LENGTH)),
        epoch_clock=lambda: 0,
    )


def allocate(counters: CountersManager, state: RecoveryState) -> int:
    return counters.allocate(state.label(), recovery_state.TYPE_ID, state.encode_key())


def test_key_layout_and_label_are_javas() -> None:
    state = RecoveryState(3, 640, 1_700_000_000_123, 7, (11, -1, 42))
    key = state.encode_key()
    # RecoveryState.java: term @0, position @8, timestamp @16, clusterId @24, count @28, ids @32.
    assert key == struct.pack("<qqqiiqqq", 3, 640, 1_700_000_000_123, 7, 3, 11, -1, 42)
    assert state.label() == "Cluster recovery: leadershipTermId=3 logPosition=640 clusterId=7"
    assert recovery_state.TYPE_ID == CounterTypeId.CLUSTER_RECOVERY_STATE == 204


@given(states)
def test_key_round_trips(state: RecoveryState) -> None:
    key = state.encode_key()
    assert len(key) == 32 + 8 * len(state.snapshot_recording_ids)
    assert RecoveryState.decode_key(key) == state
    # A counter key is read back padded to 112 bytes: the count, not the length, bounds the ids.
    assert RecoveryState.decode_key(key + bytes(112 - len(key))) == state


def test_more_recording_ids_than_a_key_holds_are_refused() -> None:
    with pytest.raises(ProtocolError, match="120 exceeds max key length 112"):
        RecoveryState(0, 0, 0, 0, tuple(range(MAX_SERVICE_COUNT + 1))).encode_key()


@given(count=st.one_of(st.integers(11, 2**31 - 1), st.integers(-(2**31), -1)))
def test_a_damaged_service_count_is_named(count: int) -> None:
    key = struct.pack("<qqqii", 0, 0, 0, 0, count) + bytes(80)
    with pytest.raises(ProtocolError, match=f"serviceCount={count} at offset 28"):
        RecoveryState.decode_key(key)


@settings(max_examples=60)
@given(
    wanted=states,
    others=st.lists(st.tuples(int32, st.sampled_from([203, 204, 100])), max_size=5),
)
def test_find_returns_the_counter_of_the_cluster_and_getters_read_it(
    wanted: RecoveryState, others: list[tuple[int, int]]
) -> None:
    counters = manager()
    for cluster_id, type_id in others:
        if cluster_id == wanted.cluster_id and type_id == recovery_state.TYPE_ID:
            continue  # only one recovery state per cluster, as a consensus module allocates it
        other = RecoveryState(1, 2, 3, cluster_id, (9,))
        counters.allocate(other.label(), type_id, other.encode_key())
    counter_id = allocate(counters, wanted)
    assert recovery_state.find_counter_id(counters, wanted.cluster_id) == counter_id
    assert recovery_state.get_leadership_term_id(counters, counter_id) == wanted.leadership_term_id
    assert recovery_state.get_log_position(counters, counter_id) == wanted.log_position
    assert recovery_state.get_timestamp(counters, counter_id) == wanted.timestamp
    for service_id, recording_id in enumerate(wanted.snapshot_recording_ids):
        assert recovery_state.get_snapshot_recording_id(counters, counter_id, service_id) == recording_id
    assert recovery_state.read(counters, counter_id) == wanted


def test_getters_on_another_counter_give_null_and_the_recording_id_raises() -> None:
    counters = manager()
    commit = counters.allocate("Commit position", CounterTypeId.CLUSTER_COMMIT_POSITION, struct.pack("<i", 0))
    assert recovery_state.get_leadership_term_id(counters, commit) == NULL_VALUE
    assert recovery_state.get_log_position(counters, commit) == NULL_VALUE
    assert recovery_state.get_timestamp(counters, commit) == NULL_VALUE
    with pytest.raises(ProtocolError, match=f"active counter not found {commit}"):
        recovery_state.get_snapshot_recording_id(counters, commit, 0)
    assert recovery_state.find_counter_id(counters, 0) == NULL_COUNTER_ID


def test_service_id_beyond_the_count_raises_as_java() -> None:
    counters = manager()
    counter_id = allocate(counters, RecoveryState(2, 64, 5, 0, (100, 101)))
    with pytest.raises(ProtocolError, match="invalid serviceId 2 for count of 2"):
        recovery_state.get_snapshot_recording_id(counters, counter_id, 2)
    with pytest.raises(ProtocolError, match="invalid serviceId -1 for count of 2"):
        recovery_state.get_snapshot_recording_id(counters, counter_id, -1)


def test_a_freed_recovery_state_is_no_longer_found() -> None:
    counters = manager()
    counter_id = allocate(counters, RecoveryState(NULL_VALUE, 0, 0, 4, (NULL_VALUE,)))
    assert recovery_state.find_counter_id(counters, 4) == counter_id
    counters.free(counter_id)
    assert recovery_state.find_counter_id(counters, 4) == NULL_COUNTER_ID
    assert recovery_state.get_leadership_term_id(counters, counter_id) == NULL_VALUE
