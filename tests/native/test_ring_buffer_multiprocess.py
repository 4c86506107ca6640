"""Producers in separate processes share one ring buffer in a mapped file: nothing lost, nothing torn."""

from __future__ import annotations

import mmap
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

from support.processes import stop

from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.ring_buffer import TRAILER_LENGTH, ManyToOneRingBuffer

CAPACITY = 16 * 1024
PRODUCERS = 3
MESSAGES = 4000

PRODUCER = r"""
import mmap, os, sys
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.ring_buffer import ManyToOneRingBuffer
path, producer, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
with open(path, "r+b") as f:
    mapped = mmap.mmap(f.fileno(), 0)
ring = ManyToOneRingBuffer(AtomicBuffer(mapped))
for seq in range(count):
    length = 8 + (seq * 7 + producer) % 120
    body = bytearray((seq + producer + k) & 0xFF for k in range(length))
    body[0:4] = seq.to_bytes(4, "little")
    while not ring.write(producer + 1, body):
        os.sched_yield()
"""


def expected_body(producer: int, seq: int) -> bytes:
    length = 8 + (seq * 7 + producer) % 120
    body = bytearray((seq + producer + k) & 0xFF for k in range(length))
    body[0:4] = seq.to_bytes(4, "little")
    return bytes(body)


def test_multi_process_producers_lose_and_tear_nothing(tmp_path: Path) -> None:
    path = tmp_path / "ring.dat"
    path.write_bytes(bytes(CAPACITY + TRAILER_LENGTH))
    with open(path, "r+b") as f:
        mapped = mmap.mmap(f.fileno(), 0)
    ring = ManyToOneRingBuffer(AtomicBuffer(mapped))
    procs = [
        subprocess.Popen([sys.executable, "-c", PRODUCER, str(path), str(p), str(MESSAGES)])
        for p in range(PRODUCERS)
    ]
    next_seq = [0] * PRODUCERS
    problems: list[str] = []

    def on_message(type_id: int, buf: memoryview, offset: int, length: int) -> None:
        producer = type_id - 1
        body = bytes(buf[offset:offset + length])
        seq = int.from_bytes(body[0:4], "little")
        if seq != next_seq[producer]:
            problems.append(f"producer {producer}: expected seq {next_seq[producer]}, got {seq}")
        elif body != expected_body(producer, seq):
            problems.append(f"producer {producer} seq {seq}: torn or corrupt body")
        next_seq[producer] = seq + 1

    try:
        deadline = time.monotonic() + 60
        while sum(next_seq) < PRODUCERS * MESSAGES and not problems:
            assert time.monotonic() < deadline, f"timed out with {next_seq} of {MESSAGES} each"
            if ring.read(on_message, 256) == 0:
                os.sched_yield()
        for proc in procs:
            assert proc.wait(timeout=30) == 0
    finally:
        for proc in procs:
            stop(proc)
    assert problems == []
    assert next_seq == [MESSAGES] * PRODUCERS
    assert ring.read(on_message) == 0
    assert ring.producer_position() == ring.consumer_position()


def test_threads_sharing_one_instance_get_unique_ids_and_lose_nothing() -> None:
    ring = ManyToOneRingBuffer(AtomicBuffer(mmap.mmap(-1, CAPACITY + TRAILER_LENGTH)))
    threads_count, per_thread = 4, 1500
    ids: list[list[int]] = [[] for _ in range(threads_count)]

    def produce(producer: int) -> None:
        for seq in range(per_thread):
            ids[producer].append(ring.next_correlation_id())
            while not ring.write(producer + 1, expected_body(producer, seq)):
                os.sched_yield()

    threads = [threading.Thread(target=produce, args=(p,)) for p in range(threads_count)]
    for t in threads:
        t.start()
    next_seq = [0] * threads_count
    mismatches: list[int] = []

    def on_message(type_id: int, buf: memoryview, offset: int, length: int) -> None:
        producer = type_id - 1
        if bytes(buf[offset:offset + length]) != expected_body(producer, next_seq[producer]):
            mismatches.append(producer)
        next_seq[producer] += 1

    deadline = time.monotonic() + 60
    while sum(next_seq) < threads_count * per_thread:
        assert time.monotonic() < deadline, f"timed out with {next_seq}"
        if ring.read(on_message, 256) == 0:
            os.sched_yield()
    for t in threads:
        t.join(timeout=30)
    assert mismatches == []
    assert next_seq == [per_thread] * threads_count
    all_ids = [i for chunk in ids for i in chunk]
    assert sorted(all_ids) == list(range(threads_count * per_thread))
