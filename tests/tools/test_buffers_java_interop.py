"""Agrona's own ManyToOneRingBuffer and broadcast classes and ours share one mapped file, both directions.

The Java side is tests/tools/java/BufferInterop.java, compiled against the pinned aeron-all jar (which
bundles Agrona 2.4.1). Record layouts, padding at the wrap point and the trailer counters must agree for
these to pass.
"""

from __future__ import annotations

import mmap
import os
import subprocess
import time
from pathlib import Path

import pytest
from support.processes import read_rest, read_until, stop

from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.broadcast import TRAILER_LENGTH as BROADCAST_TRAILER
from aeronkit.concurrent.broadcast import BroadcastReceiver, BroadcastTransmitter, CopyBroadcastReceiver
from aeronkit.concurrent.ring_buffer import TRAILER_LENGTH as RING_TRAILER
from aeronkit.concurrent.ring_buffer import ManyToOneRingBuffer
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

CAPACITY = 4096
FILLER_TYPE = 99
SOURCE = Path(__file__).parent / "java" / "BufferInterop.java"


def message(seq: int) -> tuple[int, bytes]:
    length = 4 + (seq * 37) % 300
    body = bytearray((seq + k) & 0xFF for k in range(length))
    body[0:4] = seq.to_bytes(4, "little", signed=True)
    return 1 + seq % 5, bytes(body)


@pytest.fixture(scope="module")
def classes(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return java.compile([SOURCE], tmp_path_factory.mktemp("buffer-interop-classes"))


def start(java: JavaToolchain, classes: Path, mode: str, path: Path, count: int) -> subprocess.Popen[str]:
    command = java.java_command("BufferInterop", mode, str(path), str(count), classpath=[classes])
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def finish(proc: subprocess.Popen[str]) -> str:
    """The rest of the Java side's output once it exits (within a deadline); always stopped by pid."""
    try:
        out = read_rest(proc, 90)
    finally:
        stop(proc)
    assert proc.returncode == 0, out
    return out


def await_line(proc: subprocess.Popen[str], expected: str, timeout_s: float) -> None:
    read_until(proc, expected, timeout_s)


def test_java_producer_python_consumer(java: JavaToolchain, classes: Path, tmp_path: Path) -> None:
    path = tmp_path / "ring.dat"
    path.write_bytes(bytes(CAPACITY + RING_TRAILER))
    with open(path, "r+b") as f:
        ring = ManyToOneRingBuffer(AtomicBuffer(mmap.mmap(f.fileno(), 0)))
    count = 3000
    proc = start(java, classes, "ring-produce", path, count)
    got: list[tuple[int, bytes]] = []
    try:
        deadline = time.monotonic() + 90
        while len(got) < count:
            assert time.monotonic() < deadline, f"only {len(got)} of {count} messages arrived"
            if ring.read(lambda t, b, o, n: got.append((t, bytes(b[o:o + n]))), 256) == 0:
                os.sched_yield()
    finally:
        out = finish(proc)
    assert f"produced {count}" in out
    assert got == [message(i) for i in range(count)]
    assert ring.producer_position() == ring.consumer_position() > 3 * CAPACITY


def test_python_producer_java_consumer(java: JavaToolchain, classes: Path, tmp_path: Path) -> None:
    path = tmp_path / "ring.dat"
    path.write_bytes(bytes(CAPACITY + RING_TRAILER))
    with open(path, "r+b") as f:
        ring = ManyToOneRingBuffer(AtomicBuffer(mmap.mmap(f.fileno(), 0)))
    count = 3000
    proc = start(java, classes, "ring-consume", path, count)
    try:
        deadline = time.monotonic() + 90
        for i in range(count):
            type_id, body = message(i)
            while not ring.write(type_id, body):
                assert time.monotonic() < deadline and proc.poll() is None, f"Java consumer stalled at {i}"
                os.sched_yield()
    finally:
        out = finish(proc)
    assert f"consumed {count}" in out
    assert ring.producer_position() > 3 * CAPACITY


def prefill_near_end(tx: BroadcastTransmitter, buffer: AtomicBuffer) -> None:
    """Transmit small fillers until the tail sits near the end, so the next messages wrap with padding."""
    while True:
        tail = buffer.get_int64_volatile(CAPACITY + 8)
        if tail % CAPACITY > CAPACITY - 200:
            return
        tx.transmit(FILLER_TYPE, bytes(24))


def test_java_transmitter_python_receiver(java: JavaToolchain, classes: Path, tmp_path: Path) -> None:
    path = tmp_path / "broadcast.dat"
    path.write_bytes(bytes(CAPACITY + BROADCAST_TRAILER))
    with open(path, "r+b") as f:
        buffer = AtomicBuffer(mmap.mmap(f.fileno(), 0))
    prefill_near_end(BroadcastTransmitter(buffer), buffer)
    receiver = CopyBroadcastReceiver(BroadcastReceiver(buffer), 65536, 64)
    count = 8
    assert f"transmitted {count}" in finish(start(java, classes, "broadcast-transmit", path, count))
    got: list[tuple[int, bytes]] = []
    receiver.receive(lambda t, b, o, n: got.append((t, bytes(b[o:o + n]))), 64)
    assert [m for m in got if m[0] != FILLER_TYPE] == [message(i) for i in range(count)]
    assert buffer.get_int64_volatile(CAPACITY + 8) > CAPACITY  # Java wrapped past the end


def test_python_transmitter_java_receiver(java: JavaToolchain, classes: Path, tmp_path: Path) -> None:
    path = tmp_path / "broadcast.dat"
    path.write_bytes(bytes(CAPACITY + BROADCAST_TRAILER))
    with open(path, "r+b") as f:
        buffer = AtomicBuffer(mmap.mmap(f.fileno(), 0))
    tx = BroadcastTransmitter(buffer)
    prefill_near_end(tx, buffer)
    count = 8
    proc = start(java, classes, "broadcast-receive", path, count)
    try:
        await_line(proc, "ready", 60)
        for i in range(count):
            tx.transmit(*message(i))
    finally:
        out = finish(proc)
    assert f"received {count}" in out
    assert buffer.get_int64_volatile(CAPACITY + 8) > CAPACITY
