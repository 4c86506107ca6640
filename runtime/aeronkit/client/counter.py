"""Counters a client uses: its own (``Aeron.add_counter``) and the driver's position counters it reads.

Values live in the counters values buffer of cnc.dat (128-byte records, value at offset 0); reads are
acquire loads and writes release stores through aeronkit._native, as Aeron's AtomicCounter and
ReadablePosition do (aeron-client/src/main/java/io/aeron/Counter.java at 1.51.0).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aeronkit._native import ffi, lib
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.counters import COUNTER_LENGTH
from aeronkit.errors import ClosedError, ProtocolError

if TYPE_CHECKING:
    from aeronkit.client.client_conductor import ClientConductor


class CounterValue:
    """One counter's value, with preallocated out-parameters so a hot-path read allocates nothing."""

    __slots__ = ("_length", "_out", "_ptr", "counter_id", "offset", "values")

    def __init__(self, values: AtomicBuffer, counter_id: int) -> None:
        offset = counter_id * COUNTER_LENGTH
        if counter_id < 0 or offset + COUNTER_LENGTH > values.length:
            raise ProtocolError(f"counter id {counter_id} outside the counters values buffer")
        self.values = values
        self.counter_id = counter_id
        self.offset = offset
        self._ptr: Any = values.ptr
        self._length = values.length
        self._out: Any = ffi.new("int64_t *")

    def get(self) -> int:
        """Acquire load of the value."""
        lib.aeronkit_atomic_get_int64(self._ptr, self._length, self.offset, self._out)
        return int(self._out[0])

    def set_release(self, value: int) -> None:
        lib.aeronkit_atomic_put_int64_ordered(self._ptr, self._length, self.offset, value)

    def get_and_add(self, delta: int) -> int:
        return self.values.get_and_add_int64(self.offset, delta)


class Counter:
    """A counter allocated through the driver.

    ``correlation_id`` is the id of the ADD_COUNTER/ADD_STATIC_COUNTER command. For a counter this client
    owns, ``registration_id`` is the same id and ``close`` removes it from the driver. A static counter
    (``client_owned`` False) carries the registration id it was created with and lives on after
    ``close`` and after the client, as in Aeron.
    """

    def __init__(self, conductor: ClientConductor, correlation_id: int, counter_id: int,
                 values: AtomicBuffer, registration_id: int | None = None, client_owned: bool = True) -> None:
        self._conductor = conductor
        self.correlation_id = correlation_id
        self.registration_id = correlation_id if registration_id is None else registration_id
        self.client_owned = client_owned
        self.counter_id = counter_id
        self._value = CounterValue(values, counter_id)
        self._closed = False

    def _check(self) -> None:
        if self._closed:
            raise ClosedError(f"counter {self.counter_id} (registration {self.registration_id}) is closed")

    def get(self) -> int:
        self._check()
        return self._value.get()

    def set(self, value: int) -> None:
        self._check()
        self._value.set_release(value)

    def increment(self) -> int:
        self._check()
        return self._value.get_and_add(1)

    def get_and_add(self, delta: int) -> int:
        self._check()
        return self._value.get_and_add(delta)

    @property
    def label(self) -> str:
        self._check()
        return self._conductor.counters_reader.get_counter_label(self.counter_id)

    @property
    def is_closed(self) -> bool:
        return self._closed

    @property
    def id(self) -> int:
        """The counter id (index in cnc.dat's counters), Aeron's ``Counter.id()``."""
        return self.counter_id

    def close(self) -> None:
        """Remove the counter from the driver (a static one stays); idempotent. Later use raises."""
        if not self._closed:
            self._conductor.release_counter(self)

    def _internal_close(self) -> None:
        self._closed = True

    def __enter__(self) -> Counter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
