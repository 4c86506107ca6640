"""AtomicBuffer's native getters reuse preallocated out-parameters, one set per thread, and stay
correct when threads share a buffer (cffi releases the GIL inside the call).

(Lives here because it was fixed alongside the command protocol work; the buffer suite is tests/native.)
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator

import pytest

from aeronkit.concurrent.atomic_buffer import AtomicBuffer


@pytest.fixture
def fast_switching() -> Iterator[None]:
    """Switch threads as often as possible so a shared out-parameter would be caught mid-use."""
    previous = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        yield
    finally:
        sys.setswitchinterval(previous)


def test_getters_return_what_was_stored() -> None:
    buffer = AtomicBuffer(bytearray(64))
    buffer.put_int64_ordered(8, -(1 << 62))
    buffer.put_int32_ordered(20, -7)
    assert buffer.get_int64_volatile(8) == -(1 << 62)
    assert buffer.get_int32_volatile(20) == -7
    assert buffer.get_and_add_int64(8, 5) == -(1 << 62)
    assert buffer.get_int64_volatile(8) == -(1 << 62) + 5
    assert buffer.compare_and_set_int64(8, -(1 << 62) + 5, 42) is True
    assert buffer.compare_and_set_int64(8, 0, 1) is False
    assert buffer.get_int64_volatile(8) == 42


def test_each_thread_has_its_own_out_parameters() -> None:
    buffer = AtomicBuffer(bytearray(64))
    mine = (buffer._scratch.i32, buffer._scratch.i64)
    assert buffer._scratch.i64 is mine[1]  # reused, not allocated per call
    theirs: list[object] = []
    worker = threading.Thread(target=lambda: theirs.extend((buffer._scratch.i32, buffer._scratch.i64)))
    worker.start()
    worker.join()
    assert theirs[0] is not mine[0] and theirs[1] is not mine[1]


@pytest.mark.usefixtures("fast_switching")
def test_threads_sharing_a_buffer_each_read_their_own_value() -> None:
    threads_count, reads = 4, 20_000
    buffer = AtomicBuffer(bytearray(8 * threads_count))
    for i in range(threads_count):
        buffer.put_int64_ordered(8 * i, 1_000_000 + i)
    wrong: list[tuple[int, int]] = []
    start = threading.Barrier(threads_count)

    def reader(i: int) -> None:
        start.wait()
        expected = 1_000_000 + i
        for _ in range(reads):
            value = buffer.get_int64_volatile(8 * i)
            if value != expected:
                wrong.append((i, value))

    workers = [threading.Thread(target=reader, args=(i,)) for i in range(threads_count)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert wrong == []
