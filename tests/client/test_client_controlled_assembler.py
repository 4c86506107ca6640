"""ControlledFragmentAssembler and ImageControlledFragmentAssembler (ControlledFragmentAssembler.java,
ImageControlledFragmentAssembler.java at 1.51.0) over a real log read by Image.bounded_controlled_poll,
as Aeron Cluster reads its log: whatever the delegate answers and wherever the limits fall, every
message comes out whole, in order, once per delivery that was not ABORTed, and an ABORTed message comes
out again next; the reassembled header describes the whole message."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aeronkit import testpattern
from aeronkit.client import (
    ADMIN_ACTION,
    ControlledFragmentAssembler,
    ControlledPollAction,
    Image,
    ImageControlledFragmentAssembler,
)
from aeronkit.client.counter import CounterValue
from aeronkit.client.header import BEGIN_FLAG, END_FLAG, UNFRAGMENTED
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.logbuffer import ExclusiveTermAppender, LogBuffers

TERM = 64 * 1024
MTU = 1408
ABORT, BREAK, COMMIT, CONTINUE = (ControlledPollAction.ABORT, ControlledPollAction.BREAK,
                                  ControlledPollAction.COMMIT, ControlledPollAction.CONTINUE)
_names = itertools.count()


@pytest.fixture(scope="module")
def place(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, AtomicBuffer]]:
    # One counters buffer for the module (see test_client_image_bounded: no AtomicBuffer in a GC cycle).
    values = AtomicBuffer(bytearray(128 * 4))
    yield tmp_path_factory.mktemp("assembler"), values
    values.close()


def _stream(directory: Path, values: AtomicBuffer, lengths: list[int]) -> tuple[LogBuffers, Image, int]:
    path = directory / f"{next(_names)}.logbuffer"
    writer = LogBuffers.create(path, TERM, mtu_length=MTU, session_id=5, stream_id=6, initial_term_id=9)
    appender = ExclusiveTermAppender(writer)
    end = 0
    for i, length in enumerate(lengths):
        while (end := appender.offer(testpattern.message(i, length))) == ADMIN_ACTION:
            pass
        assert end > 0
    counter = CounterValue(values, 3)
    counter.set_release(0)
    return writer, Image(1, 5, 6, 2, "aeron:ipc", LogBuffers.from_file(path), counter, 3), end


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lengths=st.lists(st.integers(8, 5000), min_size=1, max_size=20),
       actions=st.lists(st.sampled_from([CONTINUE, COMMIT, BREAK, ABORT]), min_size=1, max_size=6).filter(
           lambda answers: any(answer != ABORT for answer in answers)),
       per_image=st.booleans(), data=st.data())
def test_every_message_comes_out_whole_and_aborted_ones_again(
        place: tuple[Path, AtomicBuffer], lengths: list[int], actions: list[ControlledPollAction],
        per_image: bool, data: st.DataObject) -> None:
    directory, values = place
    writer, image, end = _stream(directory, values, lengths)
    delivered: list[tuple[int, ControlledPollAction]] = []
    answers = itertools.cycle(actions)

    def on_message(buffer: Any, offset: int, length: int, header: Any) -> ControlledPollAction:
        message = bytes(buffer[offset:offset + length])
        index = testpattern.check(message)
        assert index >= 0 and len(message) == lengths[index], "a whole, undamaged message"
        assert header.flags & UNFRAGMENTED == UNFRAGMENTED and header.frame_length == 32 + length
        assert header.session_id == 5
        action = next(answers)
        delivered.append((index, action))
        return action

    assembler: Any = (ImageControlledFragmentAssembler(on_message) if per_image
                      else ControlledFragmentAssembler(on_message))
    try:
        for _ in range(10_000):
            if image.position >= end:
                break
            limit = image.position + data.draw(st.integers(1, 3 * MTU), label="limit ahead")
            image.bounded_controlled_poll(assembler, limit, data.draw(st.integers(1, 8), label="fragments"))
        assert image.position == end
    finally:
        image._internal_close()
        image._unmap()
        writer.close()
    taken = [index for index, action in delivered if action != ABORT]
    assert taken == list(range(len(lengths)))
    for (index, action), (following, _) in itertools.pairwise(delivered):
        if action == ABORT:
            assert following == index, "an aborted message is delivered again before anything else"


def test_a_missing_fragment_drops_the_message_and_the_next_one_still_comes(
        place: tuple[Path, AtomicBuffer]) -> None:
    directory, values = place
    writer, image, end = _stream(directory, values, [3000, 100, 3000])
    frames: list[tuple[int, int, int]] = []  # (term offset, length, flags) of every fragment
    image.controlled_peek(0, lambda b, o, n, h: frames.append((h.term_offset, n, h.flags)) or CONTINUE, end)
    assert [f[2] for f in frames] == [BEGIN_FLAG, 0, END_FLAG, UNFRAGMENTED, BEGIN_FLAG, 0, END_FLAG]
    term = writer.term_buffer(0)
    got: list[int] = []
    for assembler in (ImageControlledFragmentAssembler(lambda b, o, n, h: got.append(n) or CONTINUE),
                      ControlledFragmentAssembler(lambda b, o, n, h: got.append(n) or CONTINUE)):
        header = image._header
        for k, (term_offset, length, _) in enumerate(frames):
            if k == 1:
                continue  # lost: the END fragment does not follow on from the BEGIN one
            assert assembler(term, term_offset + 32, length, header.wrap(term, term_offset)) == CONTINUE
    image._internal_close()
    image._unmap()
    writer.close()
    assert got == [100, 3000, 100, 3000]
