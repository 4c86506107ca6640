"""Counters in cnc.dat: CountersReader (any process) and CountersManager (the one allocating process).

Byte-compatible with agrona/src/main/java/org/agrona/concurrent/status/{CountersReader,CountersManager}.java
at Agrona 2.4.1 (Aeron 1.51.0): 128-byte value records and 512-byte metadata records, both indexed by
counter id; see docs/formats/cnc.md. A record is published by writing type, key and label, then releasing
state = ALLOCATED; readers scan ids until the first never-used record. The manager's free list and reuse
deadline are plain Python state, as in Agrona they are private to the allocating process.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from aeronkit._native import ffi, lib
from aeronkit._native_check import check
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.constants import LONG_MAX, NULL_VALUE
from aeronkit.errors import ConfigurationError, ProtocolError

COUNTER_LENGTH = lib.AERONKIT_COUNTERS_COUNTER_LENGTH
METADATA_LENGTH = lib.AERONKIT_COUNTERS_METADATA_LENGTH
REGISTRATION_ID_OFFSET = lib.AERONKIT_COUNTERS_REGISTRATION_ID_OFFSET
OWNER_ID_OFFSET = lib.AERONKIT_COUNTERS_OWNER_ID_OFFSET
REFERENCE_ID_OFFSET = lib.AERONKIT_COUNTERS_REFERENCE_ID_OFFSET
TYPE_ID_OFFSET = lib.AERONKIT_COUNTERS_TYPE_ID_OFFSET
FREE_FOR_REUSE_DEADLINE_OFFSET = lib.AERONKIT_COUNTERS_FREE_FOR_REUSE_DEADLINE_OFFSET
KEY_OFFSET = lib.AERONKIT_COUNTERS_KEY_OFFSET
LABEL_OFFSET = lib.AERONKIT_COUNTERS_LABEL_OFFSET
MAX_KEY_LENGTH = lib.AERONKIT_COUNTERS_MAX_KEY_LENGTH
MAX_LABEL_LENGTH = lib.AERONKIT_COUNTERS_MAX_LABEL_LENGTH
RECORD_UNUSED = lib.AERONKIT_COUNTERS_RECORD_UNUSED
RECORD_ALLOCATED = lib.AERONKIT_COUNTERS_RECORD_ALLOCATED
RECORD_RECLAIMED = lib.AERONKIT_COUNTERS_RECORD_RECLAIMED
NOT_FREE_TO_REUSE = LONG_MAX
NULL_COUNTER_ID = NULL_VALUE
DEFAULT_TYPE_ID = 0


@dataclass(frozen=True)
class CounterSnapshot:
    """One allocated counter as seen at one moment (values can move right after)."""

    counter_id: int
    type_id: int
    value: int
    label: str
    key: bytes
    registration_id: int
    owner_id: int
    reference_id: int


class CountersReader:
    """Reads counters another process allocates; never writes."""

    def __init__(self, metadata: AtomicBuffer, values: AtomicBuffer, label_encoding: str = "ascii") -> None:
        max_id = check(lib.aeronkit_counters_max_id(metadata.ptr, metadata.length, values.ptr, values.length),
                       "counters buffers (8-byte aligned metadata and values)")
        self.metadata = metadata
        self.values = values
        self.label_encoding = label_encoding
        self.max_counter_id: int = int(values.length // COUNTER_LENGTH) - 1
        self._usable_max = int(max_id)
        self._label = ffi.new("uint8_t[]", MAX_LABEL_LENGTH)
        self._ids = ffi.new("int32_t[]", 256)
        self._types = ffi.new("int32_t[]", 256)
        self._next = ffi.new("int32_t *")

    def validate_counter_id(self, counter_id: int) -> None:
        if counter_id < 0 or counter_id > self._usable_max:
            raise ProtocolError(f"counter id {counter_id} out of range: 0 - maxCounterId={self._usable_max}")

    @staticmethod
    def counter_offset(counter_id: int) -> int:
        return counter_id * COUNTER_LENGTH

    @staticmethod
    def metadata_offset(counter_id: int) -> int:
        return counter_id * METADATA_LENGTH

    def allocated_ids(self) -> Iterator[tuple[int, int]]:
        """(counter_id, type_id) of every allocated counter, stopping at the first unused record."""
        start = 0
        while start >= 0:
            count = lib.aeronkit_counters_scan(
                self.metadata.ptr, self.metadata.length, start, 256, self._ids, self._types, self._next)
            if count < 0:
                check(count, "counters scan")
            batch = [(int(self._ids[i]), int(self._types[i])) for i in range(count)]
            start = int(self._next[0])
            yield from (item for item in batch if item[0] <= self._usable_max)

    def for_each(self, consumer: Callable[[int, int, bytes, str], None]) -> None:
        """consumer(counter_id, type_id, key, label) for every allocated counter (Agrona's MetaData form)."""
        for counter_id, type_id in self.allocated_ids():
            key = self.get_counter_key(counter_id)
            consumer(counter_id, type_id, key, self.get_counter_label(counter_id))

    def snapshot(self) -> list[CounterSnapshot]:
        return [
            CounterSnapshot(
                counter_id=cid, type_id=tid, value=self.get_counter_value(cid),
                label=self.get_counter_label(cid), key=self.get_counter_key(cid),
                registration_id=self.get_counter_registration_id(cid),
                owner_id=self.get_counter_owner_id(cid), reference_id=self.get_counter_reference_id(cid))
            for cid, tid in self.allocated_ids()
        ]

    def get_counter_value(self, counter_id: int) -> int:
        self.validate_counter_id(counter_id)
        return self.values.get_int64_volatile(self.counter_offset(counter_id))

    def get_counter_registration_id(self, counter_id: int) -> int:
        self.validate_counter_id(counter_id)
        return self.values.get_int64_volatile(self.counter_offset(counter_id) + REGISTRATION_ID_OFFSET)

    def get_counter_owner_id(self, counter_id: int) -> int:
        self.validate_counter_id(counter_id)
        return self.values.get_int64(self.counter_offset(counter_id) + OWNER_ID_OFFSET)

    def get_counter_reference_id(self, counter_id: int) -> int:
        self.validate_counter_id(counter_id)
        return self.values.get_int64(self.counter_offset(counter_id) + REFERENCE_ID_OFFSET)

    def get_counter_state(self, counter_id: int) -> int:
        self.validate_counter_id(counter_id)
        return self.metadata.get_int32_volatile(self.metadata_offset(counter_id))

    def get_counter_type_id(self, counter_id: int) -> int:
        self.validate_counter_id(counter_id)
        return self.metadata.get_int32(self.metadata_offset(counter_id) + TYPE_ID_OFFSET)

    def get_free_for_reuse_deadline(self, counter_id: int) -> int:
        self.validate_counter_id(counter_id)
        return self.metadata.get_int64(self.metadata_offset(counter_id) + FREE_FOR_REUSE_DEADLINE_OFFSET)

    def get_counter_key(self, counter_id: int) -> bytes:
        self.validate_counter_id(counter_id)
        return self.metadata.get_bytes(self.metadata_offset(counter_id) + KEY_OFFSET, MAX_KEY_LENGTH)

    def get_counter_label(self, counter_id: int) -> str:
        self.validate_counter_id(counter_id)
        n = lib.aeronkit_counters_label(self.metadata.ptr, self.metadata.length, counter_id,
                                        self._label, MAX_LABEL_LENGTH)
        if n < 0:
            check(n, "counters label")
        return bytes(ffi.buffer(self._label, n)).decode(self.label_encoding, errors="replace")

    def find_by_registration_id(self, registration_id: int) -> int:
        for counter_id, _ in self.allocated_ids():
            if self.get_counter_registration_id(counter_id) == registration_id:
                return counter_id
        return NULL_COUNTER_ID

    def find_by_type_id_and_registration_id(self, type_id: int, registration_id: int) -> int:
        for counter_id, tid in self.allocated_ids():
            if tid == type_id and self.get_counter_registration_id(counter_id) == registration_id:
                return counter_id
        return NULL_COUNTER_ID


def _epoch_ms() -> int:
    return time.time_ns() // 1_000_000


class CountersManager(CountersReader):
    """Allocates and frees counters; the only writer of the metadata buffer."""

    def __init__(self, metadata: AtomicBuffer, values: AtomicBuffer, *,
                 epoch_clock: Callable[[], int] = _epoch_ms, free_to_reuse_timeout_ms: int = 0,
                 label_encoding: str = "ascii") -> None:
        super().__init__(metadata, values, label_encoding)
        if metadata.length < values.length * (METADATA_LENGTH // COUNTER_LENGTH):
            raise ConfigurationError(
                f"counters metadata buffer length {metadata.length} must be at least 4 x values buffer "
                f"length {values.length}")
        metadata.check_writable()
        values.check_writable()
        self.epoch_clock = epoch_clock
        self.free_to_reuse_timeout_ms = free_to_reuse_timeout_ms
        self._high_water_mark = -1
        self._free_list: list[int] = []

    @property
    def capacity(self) -> int:
        return self.max_counter_id + 1

    def available(self) -> int:
        now = self.epoch_clock()
        reusable = sum(1 for cid in self._free_list if now >= self.get_free_for_reuse_deadline(cid))
        return self.capacity - self._high_water_mark - 1 + reusable

    def _encode_label(self, label: str) -> bytes:
        return label.encode(self.label_encoding, errors="replace")[:MAX_LABEL_LENGTH]

    def _next_counter_id(self) -> int:
        now = self.epoch_clock()
        for i, counter_id in enumerate(self._free_list):
            if now >= self.get_free_for_reuse_deadline(counter_id):
                del self._free_list[i]
                rc = lib.aeronkit_counters_reset_values(self.values.ptr, self.values.length, counter_id)
                if rc != 0:
                    check(rc, "counters reset")
                return counter_id
        if self._high_water_mark + 1 > self.max_counter_id:
            raise ProtocolError(
                f"unable to allocate counter, buffer is full: maxCounterId={self.max_counter_id}")
        self._high_water_mark += 1
        return self._high_water_mark

    def allocate(self, label: str, type_id: int = DEFAULT_TYPE_ID, key: bytes = b"") -> int:
        """Publish a new counter and return its id (a reclaimed id once its reuse deadline has passed)."""
        if len(key) > MAX_KEY_LENGTH:
            raise ProtocolError(f"key is too long: {len(key)}, max: {MAX_KEY_LENGTH}")
        counter_id = self._next_counter_id()
        encoded = self._encode_label(label)
        with ffi.from_buffer(key) as key_ptr:  # released before any exception leaves (see AtomicBuffer)
            rc = lib.aeronkit_counters_publish(self.metadata.ptr, self.metadata.length, counter_id, type_id,
                                               key_ptr, len(key), encoded, len(encoded))
        if rc != 0:
            self._free_list.append(counter_id)
            check(rc, f"counters allocate({counter_id})")
        return counter_id

    def free(self, counter_id: int) -> None:
        """Retire a counter; its id may be reused after free_to_reuse_timeout_ms."""
        self.validate_counter_id(counter_id)
        deadline = self.epoch_clock() + self.free_to_reuse_timeout_ms
        rc = lib.aeronkit_counters_reclaim(self.metadata.ptr, self.metadata.length, counter_id, deadline)
        if rc == lib.AERONKIT_COUNTERS_ERR_STATE:
            raise ProtocolError(f"counter not allocated: id={counter_id}")
        if rc != 0:
            check(rc, f"counters free({counter_id})")
        self._free_list.append(counter_id)

    def set_counter_value(self, counter_id: int, value: int) -> None:
        self.validate_counter_id(counter_id)
        self.values.put_int64_ordered(self.counter_offset(counter_id), value)

    def set_counter_registration_id(self, counter_id: int, registration_id: int) -> None:
        self.validate_counter_id(counter_id)
        offset = self.counter_offset(counter_id) + REGISTRATION_ID_OFFSET
        self.values.put_int64_ordered(offset, registration_id)

    def set_counter_owner_id(self, counter_id: int, owner_id: int) -> None:
        self.validate_counter_id(counter_id)
        self.values.put_int64(self.counter_offset(counter_id) + OWNER_ID_OFFSET, owner_id)

    def set_counter_reference_id(self, counter_id: int, reference_id: int) -> None:
        self.validate_counter_id(counter_id)
        self.values.put_int64(self.counter_offset(counter_id) + REFERENCE_ID_OFFSET, reference_id)

    def set_counter_label(self, counter_id: int, label: str) -> None:
        self.validate_counter_id(counter_id)
        encoded = self._encode_label(label)
        rc = lib.aeronkit_counters_set_label(
            self.metadata.ptr, self.metadata.length, counter_id, encoded, len(encoded))
        if rc != 0:
            check(rc, f"counters set_counter_label({counter_id})")

    def append_to_label(self, counter_id: int, suffix: str) -> None:
        self.set_counter_label(counter_id, self.get_counter_label(counter_id) + suffix)

    def new_counter(self, label: str, type_id: int = DEFAULT_TYPE_ID, key: bytes = b"") -> AtomicCounter:
        return AtomicCounter(self.values, self.allocate(label, type_id, key))


class AtomicCounter:
    """A handle on one counter value: ordered set, atomic add, volatile get."""

    __slots__ = ("counter_id", "offset", "values")

    def __init__(self, values: AtomicBuffer, counter_id: int) -> None:
        self.values = values
        self.counter_id = counter_id
        self.offset = counter_id * COUNTER_LENGTH
        values.check(self.offset, COUNTER_LENGTH)

    def get(self) -> int:
        return self.values.get_int64_volatile(self.offset)

    def set_ordered(self, value: int) -> None:
        self.values.put_int64_ordered(self.offset, value)

    def get_and_add(self, delta: int) -> int:
        return self.values.get_and_add_int64(self.offset, delta)

    def increment(self) -> int:
        return self.values.get_and_add_int64(self.offset, 1)
