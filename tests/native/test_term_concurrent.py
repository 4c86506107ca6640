"""Concurrent appenders from two threads and from two processes never lose, tear or overlap a frame,
and a reader running alongside them only ever sees whole frames.

Each writer w appends its own sequence: message j carries the standard pattern for id
``w * 1_000_000 + j`` and some are long enough to be fragmented, so interleaved fragments or a frame
seen before its payload was copied would break reassembly or the pattern check.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from pathlib import Path

from test_logbuffer_helpers import Assembler, Message, pattern

from aeronkit.logbuffer import ADMIN_ACTION, LogBuffers, TermAppender, TermReader

TERM = 1024 * 1024
MTU = 1408
PER_WRITER = 800
DEADLINE_S = 60.0


def length_of(writer: int, j: int) -> int:
    return 8 + (j * 53 + writer * 17) % 1992  # 8..1999: every message carries its id; ~30% fragmented


def append_all(logs: LogBuffers, writer: int, start: threading.Barrier | None = None) -> None:
    """Append this writer's messages; batches of four for writer 1, single offers for the others."""
    appender = TermAppender(logs)
    if start is not None:
        start.wait(timeout=DEADLINE_S)
    j = 0
    while j < PER_WRITER:
        if writer == 1:
            batch = range(j, min(j + 4, PER_WRITER))
            bodies = [pattern(writer * 1_000_000 + k, length_of(writer, k)) for k in batch]
            offsets = [sum(len(b) for b in bodies[:k]) for k in range(len(bodies))]
            count, result = appender.offer_batch(b"".join(bodies), offsets, [len(b) for b in bodies])
            assert count > 0 or result == ADMIN_ACTION, result
            j += count
        else:
            result = appender.offer(pattern(writer * 1_000_000 + j, length_of(writer, j)))
            assert result > 0 or result == ADMIN_ACTION, result
            j += result > 0


def process_writer(path: str, writer: int, start: threading.Barrier) -> None:
    with LogBuffers.from_file(path) as logs:
        append_all(logs, writer, start)


def read_until(logs: LogBuffers, total: int, alive) -> list[Message]:
    """Poll the log while writers run, until ``total`` messages arrived or the deadline passes."""
    reader = TermReader(logs, max_fragments=256)
    assembler = Assembler()
    messages: list[Message] = []
    position = 0
    deadline = time.monotonic() + DEADLINE_S
    while len(messages) < total:
        assert time.monotonic() < deadline, f"only {len(messages)} of {total} messages after {DEADLINE_S}s"
        writers_done = not alive()  # sampled first: once they are done, everything they wrote is visible
        n = reader.read(position)
        assembler.feed(reader, n, messages)
        if reader.next_position == position and writers_done:
            raise AssertionError(f"writers finished; only {len(messages)} of {total} messages in the log")
        position = reader.next_position
    return messages


def check_writers(messages: list[Message], writers: int) -> None:
    by_writer: dict[int, list[bytes]] = {w: [] for w in range(writers)}
    for message in messages:
        by_writer[int.from_bytes(message.payload[:8], "little") // 1_000_000].append(message.payload)
    for w, payloads in by_writer.items():
        assert len(payloads) == PER_WRITER, f"writer {w}: {len(payloads)} messages"
        for j, payload in enumerate(payloads):
            assert payload == pattern(w * 1_000_000 + j, length_of(w, j)), f"writer {w} message {j} corrupt"


def test_two_threads_and_a_live_reader(tmp_path: Path) -> None:
    with LogBuffers.create(tmp_path / "threads", TERM, mtu_length=MTU) as logs:
        start = threading.Barrier(2)
        errors: list[BaseException] = []

        def run(writer: int) -> None:
            try:
                append_all(logs, writer, start)
            except BaseException as exc:  # surfaced below
                errors.append(exc)

        threads = [threading.Thread(target=run, args=(w,)) for w in range(2)]
        for t in threads:
            t.start()
        try:
            messages = read_until(logs, 2 * PER_WRITER, lambda: any(t.is_alive() for t in threads))
        finally:
            for t in threads:
                t.join(timeout=DEADLINE_S)
        assert not errors, errors
        check_writers(messages, 2)
        assert messages[-1].end_position <= logs.tail_position()


def test_two_processes_over_one_mapped_file(tmp_path: Path) -> None:
    path = tmp_path / "processes"
    ctx = multiprocessing.get_context("spawn")
    with LogBuffers.create(path, TERM, mtu_length=MTU) as logs:
        start = ctx.Barrier(2)
        procs = [ctx.Process(target=process_writer, args=(str(path), w, start)) for w in range(2)]
        for p in procs:
            p.start()
        try:
            messages = read_until(logs, 2 * PER_WRITER, lambda: any(p.is_alive() for p in procs))
        finally:
            for p in procs:
                p.join(timeout=DEADLINE_S)
                if p.is_alive():
                    p.kill()
                    p.join()
        assert [p.exitcode for p in procs] == [0, 0]
        check_writers(messages, 2)
