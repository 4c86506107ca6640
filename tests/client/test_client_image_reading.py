"""Image reading without a driver: a log made by LogBuffers.create, appended to by the exclusive
appender, read through Image (poll, controlled_poll, block_poll, poll_batch) and FragmentAssembler.

The subscriber position counter is a real counter record in a bytearray, so the tests see exactly what
a driver would: the position only moves after the handler has seen the bytes.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit import testpattern
from aeronkit.client import ADMIN_ACTION, ControlledPollAction, FragmentAssembler, Image
from aeronkit.client.counter import CounterValue
from aeronkit.client.header import BEGIN_FLAG, END_FLAG, UNFRAGMENTED
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.errors import ClosedError
from aeronkit.logbuffer import ExclusiveTermAppender, LogBuffers
from aeronkit.logbuffer import descriptor as d

TERM = 64 * 1024
MTU = 1408
SESSION, STREAM, INITIAL_TERM_ID = 77, 1001, 5


class Log:
    def __init__(self, path: Path) -> None:
        self.writer = LogBuffers.create(path, TERM, mtu_length=MTU, initial_term_id=INITIAL_TERM_ID,
                                        session_id=SESSION, stream_id=STREAM, correlation_id=9)
        self.appender = ExclusiveTermAppender(self.writer)
        self.values = AtomicBuffer(bytearray(128 * 4))
        self.position = CounterValue(self.values, 2)
        self.image = Image(9, SESSION, STREAM, 3, "aeron:ipc", LogBuffers.from_file(path), self.position)
        self.clean_position = 0

    def clean(self) -> None:
        """Zero the log behind the subscriber, as an IPC publication's driver does (cleanBufferTo)."""
        target = self.position.get()
        while self.clean_position < target:
            index = d.index_by_position(self.clean_position, d.position_bits_to_shift(TERM))
            offset = self.clean_position & (TERM - 1)
            length = min(target - self.clean_position, TERM - offset)
            term = self.writer.term_buffer(index)
            term[offset:offset + length] = bytes(length)
            term.release()
            self.clean_position += length

    def offer(self, data: bytes, reserved: int | None = None) -> int:
        result = self.appender.offer(data, reserved_value=reserved)
        while result == ADMIN_ACTION:
            result = self.appender.offer(data, reserved_value=reserved)
        assert result > 0, result
        return result

    def close(self) -> None:
        self.image.logs.close()
        self.writer.close()


@pytest.fixture
def log(tmp_path: Path):  # type: ignore[no-untyped-def]
    made = Log(tmp_path / "log.logbuffer")
    yield made
    made.close()


def _collect(image: Image, limit: int = 1000) -> list[tuple[bytes, int, int, int]]:
    out: list[tuple[bytes, int, int, int]] = []
    image.poll(lambda b, o, n, h: out.append((bytes(b[o:o + n]), h.flags, h.session_id, h.position)), limit)
    return out


def test_poll_delivers_in_order_and_commits_the_subscriber_position(log: Log) -> None:
    positions = [log.offer(testpattern.message(i, 100 + i)) for i in range(5)]
    assert log.image.join_position == 0
    got = _collect(log.image, 3)
    assert [testpattern.check(m) for m, *_ in got] == [0, 1, 2]
    assert [p for *_, p in got] == positions[:3]
    assert {s for _, _, s, _ in got} == {SESSION}
    assert log.position.get() == positions[2] == log.image.position
    got = _collect(log.image)
    assert [testpattern.check(m) for m, *_ in got] == [3, 4]
    assert log.position.get() == positions[-1]
    assert _collect(log.image) == []


def test_header_fields_and_reserved_value(log: Log) -> None:
    log.offer(b"x" * 40, reserved=0x1122334455667788)
    seen = []

    def handler(buffer, offset, length, header) -> None:  # type: ignore[no-untyped-def]
        seen.append((header.frame_length, header.flags, header.type, header.term_offset, header.session_id,
                     header.stream_id, header.term_id, header.reserved_value, header.position))

    assert log.image.poll(handler, 10) == 1
    assert seen == [(72, UNFRAGMENTED, 1, 0, SESSION, STREAM, INITIAL_TERM_ID, 0x1122334455667788, 96)]


def test_handler_exception_commits_past_the_failing_fragment(log: Log) -> None:
    positions = [log.offer(testpattern.message(i, 64)) for i in range(4)]
    calls = []

    def handler(buffer, offset, length, header) -> None:  # type: ignore[no-untyped-def]
        calls.append(testpattern.check(buffer[offset:offset + length]))
        if len(calls) == 2:
            raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        log.image.poll(handler, 10)
    assert calls == [0, 1]
    assert log.position.get() == positions[1]
    assert [testpattern.check(m) for m, *_ in _collect(log.image)] == [2, 3]


def test_controlled_poll_actions(log: Log) -> None:
    positions = [log.offer(testpattern.message(i, 64)) for i in range(6)]
    image = log.image

    def steer(actions: list[ControlledPollAction], seen: list[int]):  # type: ignore[no-untyped-def]
        def handler(buffer, offset, length, header):  # type: ignore[no-untyped-def]
            seen.append(testpattern.check(buffer[offset:offset + length]))
            return actions[len(seen) - 1]
        return handler

    seen: list[int] = []
    assert image.controlled_poll(steer([ControlledPollAction.ABORT], seen), 10) == 0
    assert seen == [0] and log.position.get() == 0

    seen = []
    handler = steer([ControlledPollAction.CONTINUE, ControlledPollAction.BREAK], seen)
    assert image.controlled_poll(handler, 10) == 2
    assert seen == [0, 1] and log.position.get() == positions[1]

    seen = []
    commits: list[int] = []
    actions = [ControlledPollAction.COMMIT, ControlledPollAction.CONTINUE, ControlledPollAction.ABORT]

    def committing(buffer, offset, length, header):  # type: ignore[no-untyped-def]
        seen.append(testpattern.check(buffer[offset:offset + length]))
        commits.append(log.position.get())
        return actions[len(seen) - 1]

    assert image.controlled_poll(committing, 10) == 2
    assert seen == [2, 3, 4]
    # COMMIT on 2 stored its position before 3 was handled; ABORT on 4 leaves the position after 3.
    assert commits == [positions[1], positions[2], positions[2]]
    assert log.position.get() == positions[3]
    seen = []
    assert image.controlled_poll(steer([ControlledPollAction.CONTINUE] * 5, seen), 10) == 2
    assert seen == [4, 5] and log.position.get() == positions[5]


def test_block_poll_hands_over_whole_frames(log: Log) -> None:
    positions = [log.offer(testpattern.message(i, 100)) for i in range(4)]
    blocks = []
    frame = d.align(100 + 32, 32)
    read = log.image.block_poll(lambda b, o, n, s, t: blocks.append((bytes(b[o:o + n]), o, s, t)),
                                2 * frame + 10)
    assert read == 2 * frame
    block, offset, session, term_id = blocks[0]
    assert (offset, session, term_id) == (0, SESSION, INITIAL_TERM_ID)
    assert testpattern.check(block[32:132]) == 0 and testpattern.check(block[frame + 32:frame + 132]) == 1
    assert log.position.get() == positions[1]


def test_fragmented_messages_reassemble_across_term_rotation(log: Log) -> None:
    gen = testpattern.LengthGenerator(3, 8, 4096, 10, 8192)
    lengths = [gen.next() for _ in range(200)]
    verifier = testpattern.Verifier()
    flags_seen: set[int] = set()
    positions: list[int] = []

    def on_message(buffer, offset, length, header) -> None:  # type: ignore[no-untyped-def]
        verifier.on_message(buffer[offset:offset + length])
        flags_seen.add(header.flags)
        positions.append(header.position)

    assembler = FragmentAssembler(on_message)
    for i, length in enumerate(lengths):
        log.offer(testpattern.message(i, length))
        log.image.poll(assembler, 100)
        log.clean()
    log.image.poll(assembler, 100)
    verifier.finish(len(lengths))
    assert verifier.ok and verifier.messages == 200 and verifier.bytes == sum(lengths)
    assert flags_seen == {UNFRAGMENTED}
    assert positions == sorted(positions) and positions[-1] == log.image.position
    assert log.image.position > 3 * TERM  # the terms rotated


def test_assembler_drops_a_message_whose_middle_is_missing() -> None:
    delivered: list[bytes] = []
    assembler = FragmentAssembler(lambda b, o, n, h: delivered.append(bytes(b[o:o + n])))

    class FakeHeader:
        def __init__(self, flags: int, term_offset: int, length: int) -> None:
            self.flags, self.term_offset, self.session_id = flags, term_offset, 1
            self.next_term_offset = d.align(term_offset + length + 32, 32)
            self.initial_term_id, self.position_bits_to_shift, self.position = 0, 16, self.next_term_offset

    frame = memoryview(bytearray(32 + 64))
    assembler(frame, 32, 64, FakeHeader(BEGIN_FLAG, 0, 64))
    assembler(frame, 32, 64, FakeHeader(END_FLAG, 512, 64))  # not where the first ended: dropped
    assert delivered == []
    assembler(frame, 32, 64, FakeHeader(BEGIN_FLAG, 0, 64))
    assembler(frame, 32, 64, FakeHeader(0, 96, 64))
    assembler(frame, 32, 64, FakeHeader(END_FLAG, 192, 64))
    assert [len(m) for m in delivered] == [192]


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(8, 8192), min_size=1, max_size=20), st.integers(1, 64))  # < 3 terms: no cleaner
def test_poll_batch_matches_the_appended_stream(tmp_path_factory, lengths: list[int], batch: int) -> None:  # type: ignore[no-untyped-def]
    made = Log(tmp_path_factory.mktemp("batch") / "log.logbuffer")
    try:
        verifier = testpattern.Verifier()
        partial = bytearray()
        for i, length in enumerate(lengths):
            made.offer(testpattern.message(i, length))
        while True:
            with made.image.poll_batch(batch) as got:
                if not got.count:
                    break
                assert got.count <= batch
                arr_lengths = got.lengths
                assert isinstance(arr_lengths, np.ndarray) and arr_lengths.dtype == np.int32
                assert (got.session_ids == SESSION).all()
                for k, (view, flags) in enumerate(got):
                    assert len(view) == arr_lengths[k]
                    assert bytes(got.term[got.offsets[k]:got.offsets[k] + arr_lengths[k]]) == bytes(view)
                    if flags == UNFRAGMENTED:
                        verifier.on_message(view)
                    elif flags & BEGIN_FLAG:
                        partial = bytearray(view)
                    else:
                        partial += view
                        if flags & END_FLAG:
                            verifier.on_message(partial)
                # Until released, the subscriber position stays at the start of the batch.
                assert made.position.get() == got.position
            assert made.position.get() == got.next_position
        verifier.finish(len(lengths))
        assert verifier.ok and verifier.bytes == sum(lengths)
        assert made.image.position == made.appender.position
    finally:
        made.close()


def test_batch_is_released_by_the_next_poll_and_unusable_after(log: Log) -> None:
    log.offer(b"a" * 10)
    batch = log.image.poll_batch()
    assert batch.count == 1 and bytes(batch.payload(0)) == b"a" * 10
    log.offer(b"b" * 10)
    assert [m for m, *_ in _collect(log.image)] == [b"b" * 10]
    assert batch.is_released
    with pytest.raises(ClosedError):
        batch.payload(0)


def test_closed_image_polls_nothing_and_reports_its_final_position(log: Log) -> None:
    end = log.offer(b"z" * 50)
    assert len(_collect(log.image)) == 1
    log.image._internal_close()
    log.offer(b"after" * 3)
    assert log.image.is_closed and _collect(log.image) == []
    assert log.image.position == end
    assert log.image.poll_batch().count == 0


def test_end_of_stream(log: Log) -> None:
    end = log.offer(b"q" * 30)
    assert not log.image.is_end_of_stream
    log.writer.end_of_stream_position = end
    assert not log.image.is_end_of_stream
    _collect(log.image)
    assert log.image.is_end_of_stream


def test_batch_exports_arrow_that_outlives_the_release(log: Log, monkeypatch: pytest.MonkeyPatch) -> None:
    """polars reads a batch through the Arrow PyCapsule stream interface, with pyarrow made unimportable (the
    stream is aeronkit.arrow_stream's); the rows are copies, so they hold after the batch is released and the
    log behind it is cleaned."""
    import polars as pl
    payloads = [b"first", b"second message", b""]
    for i, payload in enumerate(payloads):
        log.offer(payload, reserved=1_000 + i)
    batch = log.image.poll_batch()
    with monkeypatch.context() as no_pyarrow:
        no_pyarrow.setitem(sys.modules, "pyarrow", None)  # `import pyarrow` now raises ImportError
        frame = pl.DataFrame(batch)
    assert [str(t) for t in frame.dtypes] == ["Int32", "Int32", "Int32", "Int32", "Int64", "UInt8", "Int32",
                                              "Binary"]
    offsets = batch.offsets.tolist()
    batch.release()
    log.clean()
    assert frame.columns == [*batch.ARROW_COLUMNS, "payload"]
    assert frame["payload"].to_list() == payloads
    assert frame["reserved_value"].to_list() == [1_000, 1_001, 1_002]
    assert set(frame["session_id"].to_list()) == {SESSION} and set(frame["stream_id"].to_list()) == {STREAM}
    assert (frame["term_offset"] + 32).to_list() == offsets  # DATA_OFFSET: the header before each payload
    assert frame["flags"].to_list() == [UNFRAGMENTED] * 3 and frame["length"].to_list() == [5, 14, 0]
