"""The RecoveryState counter (type 204): what a recovering node hands its services before they start.

When a node starts, its consensus module works out the latest snapshot and publishes it as one counter
whose *key* carries the snapshot's leadership term id, log position, the recovery timestamp, the cluster id
and one snapshot recording id per service. Every service container of the node finds that counter by type
and cluster id, loads the snapshot recording it names, acks, and the consensus module then frees the
counter. Counters are the channel because both sides already share the driver's cnc.dat, and the key
layout is fixed so that a Java container can recover from an aeronkit consensus module and the reverse.

Layout and label as Aeron 1.51.0 writes them
(aeron-cluster/src/main/java/io/aeron/cluster/service/RecoveryState.java), all little-endian::

    key  @0  leadershipTermId i64   (NULL_VALUE: no snapshot, start from an empty state)
         @8  logPosition      i64   (the snapshot's log position, 0 when there is none)
         @16 timestamp        i64   (cluster time when the snapshot was taken)
         @24 clusterId        i32
         @28 serviceCount     i32
         @32 snapshotRecordingId i64 per service, indexed by service id
    label "Cluster recovery: leadershipTermId=<t> logPosition=<p> clusterId=<c>"

The key may hold at most ``(112 - 32) / 8 = 10`` recording ids, which is where the ten-service limit of a
cluster comes from (``protocol.MAX_SERVICE_COUNT``).
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from aeronkit.client.counter import Counter
from aeronkit.cluster.protocol import MAX_SERVICE_COUNT
from aeronkit.concurrent.counters import MAX_KEY_LENGTH, NULL_COUNTER_ID, RECORD_ALLOCATED, CountersReader
from aeronkit.constants import NULL_VALUE
from aeronkit.counter_types import CounterTypeId
from aeronkit.errors import ProtocolError

TYPE_ID = CounterTypeId.CLUSTER_RECOVERY_STATE
NAME = "Cluster recovery: leadershipTermId="
"""The label's fixed start (RecoveryState.NAME); tools match counters by it."""

LEADERSHIP_TERM_ID_OFFSET = 0
LOG_POSITION_OFFSET = 8
TIMESTAMP_OFFSET = 16
CLUSTER_ID_OFFSET = 24
SERVICE_COUNT_OFFSET = 28
SNAPSHOT_RECORDING_IDS_OFFSET = 32

_FIXED = struct.Struct("<qqqii")
_I32 = struct.Struct("<i")
_I64 = struct.Struct("<q")

assert SNAPSHOT_RECORDING_IDS_OFFSET + MAX_SERVICE_COUNT * 8 <= MAX_KEY_LENGTH


class CounterAllocator(Protocol):
    """What ``allocate`` needs of an Aeron client (aeronkit.client.Aeron satisfies it)."""

    def add_counter(self, type_id: int, label: str, key: bytes | bytearray | memoryview = b"") -> Counter: ...


@dataclass(frozen=True)
class RecoveryState:
    """The values a RecoveryState key carries (``leadership_term_id`` NULL_VALUE: nothing to recover)."""

    leadership_term_id: int
    log_position: int
    timestamp: int
    cluster_id: int
    snapshot_recording_ids: tuple[int, ...]

    def encode_key(self) -> bytes:
        """The counter key; ProtocolError when more recording ids are given than a key can hold."""
        count = len(self.snapshot_recording_ids)
        key_length = SNAPSHOT_RECORDING_IDS_OFFSET + count * 8
        if key_length > MAX_KEY_LENGTH:
            raise ProtocolError(f"{key_length} exceeds max key length {MAX_KEY_LENGTH}")
        fixed = _FIXED.pack(
            self.leadership_term_id, self.log_position, self.timestamp, self.cluster_id, count
        )
        return fixed + struct.pack(f"<{count}q", *self.snapshot_recording_ids)

    def label(self) -> str:
        """Java's label: ``Cluster recovery: leadershipTermId=3 logPosition=640 clusterId=0``."""
        return f"{NAME}{self.leadership_term_id} logPosition={self.log_position} clusterId={self.cluster_id}"

    @classmethod
    def decode_key(cls, key: bytes | bytearray | memoryview) -> RecoveryState:
        """Read a key as ``encode_key`` lays it out; the service count must fit the bytes given."""
        view = memoryview(key)
        if len(view) < SNAPSHOT_RECORDING_IDS_OFFSET:
            raise ProtocolError(
                f"recovery state key of {len(view)} bytes: needs {SNAPSHOT_RECORDING_IDS_OFFSET}"
            )
        term, position, timestamp, cluster_id, count = _FIXED.unpack_from(view, 0)
        end = SNAPSHOT_RECORDING_IDS_OFFSET + count * 8
        if count < 0 or end > min(len(view), MAX_KEY_LENGTH):
            raise ProtocolError(
                f"recovery state key: serviceCount={count} at offset {SERVICE_COUNT_OFFSET} does not fit "
                f"a {min(len(view), MAX_KEY_LENGTH)}-byte key"
            )
        ids = struct.unpack_from(f"<{count}q", view, SNAPSHOT_RECORDING_IDS_OFFSET)
        return cls(term, position, timestamp, cluster_id, tuple(ids))


def allocate(
    aeron: CounterAllocator,
    leadership_term_id: int,
    log_position: int,
    timestamp: int,
    cluster_id: int,
    snapshot_recording_ids: Sequence[int],
) -> Counter:
    """Publish the recovery state for this node's services (RecoveryState.allocate); the caller closes it
    once every service has acked its recovery."""
    state = RecoveryState(
        leadership_term_id, log_position, timestamp, cluster_id, tuple(snapshot_recording_ids)
    )
    return aeron.add_counter(TYPE_ID, state.label(), state.encode_key())


def find_counter_id(counters: CountersReader, cluster_id: int) -> int:
    """The id of the allocated recovery-state counter of ``cluster_id``, else NULL_COUNTER_ID."""
    for counter_id, type_id in counters.allocated_ids():
        if type_id == TYPE_ID and _key_int(counters, counter_id, CLUSTER_ID_OFFSET) == cluster_id:
            return counter_id
    return NULL_COUNTER_ID


def _is_recovery_state(counters: CountersReader, counter_id: int) -> bool:
    return (
        counters.get_counter_state(counter_id) == RECORD_ALLOCATED
        and counters.get_counter_type_id(counter_id) == TYPE_ID
    )


def _key_int(counters: CountersReader, counter_id: int, offset: int) -> int:
    return int(_I32.unpack_from(counters.get_counter_key(counter_id), offset)[0])


def _key_long(counters: CountersReader, counter_id: int, offset: int) -> int:
    return int(_I64.unpack_from(counters.get_counter_key(counter_id), offset)[0])


def get_leadership_term_id(counters: CountersReader, counter_id: int) -> int:
    """The snapshot's leadership term id; NULL_VALUE when there is no snapshot or no such counter."""
    if not _is_recovery_state(counters, counter_id):
        return NULL_VALUE
    return _key_long(counters, counter_id, LEADERSHIP_TERM_ID_OFFSET)


def get_log_position(counters: CountersReader, counter_id: int) -> int:
    """The snapshot's log position; NULL_VALUE when the counter is not a recovery state."""
    if not _is_recovery_state(counters, counter_id):
        return NULL_VALUE
    return _key_long(counters, counter_id, LOG_POSITION_OFFSET)


def get_timestamp(counters: CountersReader, counter_id: int) -> int:
    """The snapshot's cluster time; NULL_VALUE when the counter is not a recovery state."""
    if not _is_recovery_state(counters, counter_id):
        return NULL_VALUE
    return _key_long(counters, counter_id, TIMESTAMP_OFFSET)


def get_snapshot_recording_id(counters: CountersReader, counter_id: int, service_id: int) -> int:
    """The snapshot recording of ``service_id``. Unlike the other getters this raises, as Java does: a
    service asking for a missing counter or an id beyond the count has been misconfigured."""
    if not _is_recovery_state(counters, counter_id):
        raise ProtocolError(f"active counter not found {counter_id}")
    count = _key_int(counters, counter_id, SERVICE_COUNT_OFFSET)
    if not 0 <= service_id < count:
        raise ProtocolError(f"invalid serviceId {service_id} for count of {count}")
    return _key_long(counters, counter_id, SNAPSHOT_RECORDING_IDS_OFFSET + service_id * 8)


def read(counters: CountersReader, counter_id: int) -> RecoveryState:
    """Every field of an allocated recovery-state counter (for tools and tests)."""
    if not _is_recovery_state(counters, counter_id):
        raise ProtocolError(f"active counter not found {counter_id}")
    return RecoveryState.decode_key(counters.get_counter_key(counter_id))
