"""A cffi export of a memoryview caught in a garbage reference cycle is collected without a crash.

CPython 3.11's cycle collector can clear a memoryview while a cffi object still exports it
(python/cpython gh-77894); when the export is released afterwards the interpreter dies with SIGSEGV in
``_memory_release``. Before the fix an AtomicBuffer's pointer exported its own memoryview, and an append
that raised (a message too long) left the caller's memoryview exported in the traceback. Each shape runs
in a fresh interpreter, so a crash fails the test (as a signal exit status) instead of killing pytest.
"""

from __future__ import annotations

import mmap
import subprocess
import sys
import textwrap

import pytest

from aeronkit.concurrent.atomic_buffer import AtomicBuffer

PRELUDE = """
import gc
import mmap
import tempfile
from pathlib import Path
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.ring_buffer import ManyToOneRingBuffer
from aeronkit.logbuffer import ExclusiveTermAppender, LogBuffers, TermAppender
gc.collect()
gc.disable()  # only the explicit collect below may run, after the cycle is garbage
"""

SHAPES = {
    # The first crash found: the pointer is held beside its buffer by an object in the cycle, so the
    # collector clears the exported memoryview before the pointer's owner lets go.
    "pointer held in the cycle": """
        buffer = AtomicBuffer(bytearray(64))
        holder = [buffer.ptr, buffer]
        holder.append(holder)
        del buffer, holder
    """,
    # How a test found it: a failing example's traceback keeps the frame, its locals and the buffer alive.
    "traceback of a failed call": """
        def fail():
            buffer = AtomicBuffer(bytearray(64))
            pointer = buffer.ptr
            buffer.put_int64_ordered(0, 7)
            raise ValueError(pointer)
        def catch():
            try:
                fail()
            except ValueError as error:
                kept = error  # kept -> traceback -> this frame -> kept, and fail()'s frame with its locals
        catch()
    """,
    # An append that raises keeps the caller's memoryview and its export in the traceback's frames.
    "appender offer that raises": """
        logs = LogBuffers.create(Path(tempfile.mkdtemp()) / "log", 65536)
        def fail(appender):
            try:
                appender.offer(memoryview(bytearray(100_000))[0:99_999])  # longer than the log allows
            except ValueError as error:
                kept = error
        fail(ExclusiveTermAppender(logs))
        fail(TermAppender(logs))
    """,
    "ring buffer write that raises": """
        ring = ManyToOneRingBuffer(AtomicBuffer(bytearray(4096 + 768)))
        def fail():
            try:
                ring.write(2**40, memoryview(bytearray(64))[0:32])  # a type id beyond int32
            except OverflowError as error:
                kept = error
        fail()
    """,
    "slice of a shared map": """
        mapping = mmap.mmap(-1, 4096)
        parent = AtomicBuffer(mapping)
        child = parent.slice(128, 256)
        holder = [child.ptr, parent.ptr, child, parent]
        holder.append(holder)
        del parent, child, holder
    """,
}


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_collecting_a_cycle_that_holds_a_buffer_does_not_crash(shape: str) -> None:
    body = PRELUDE + textwrap.dedent(SHAPES[shape]) + 'print("collected", gc.collect() > 0)\n'
    if "mapping" in SHAPES[shape]:
        body += "mapping.close()\n"  # the collection released every export, so the map closes
    run = subprocess.run([sys.executable, "-X", "faulthandler", "-c", body], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, f"{shape}: exit {run.returncode}\n{run.stderr}"
    assert run.stdout.strip() == "collected True"
    assert "tp_clear" not in run.stderr, run.stderr  # no "Exception ignored in tp_clear of memoryview"


def test_pointer_addresses_the_window_in_its_owner() -> None:
    """The pointer now derives from the owner's export; it must still address the window's first byte."""
    mapping = mmap.mmap(-1, 4096)
    view = memoryview(mapping)[1024:2048]
    window = AtomicBuffer(view, 64, 128)
    window.put_int64_ordered(8, 0x0102030405060708)
    assert mapping[1024 + 64 + 8:1024 + 64 + 16] == (0x0102030405060708).to_bytes(8, "little")
    assert window.get_int64_volatile(8) == 0x0102030405060708
    window.close()
    view.release()
    mapping.close()  # raises BufferError if the owner's export outlived close()
