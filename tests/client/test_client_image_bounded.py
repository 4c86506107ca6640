"""Image polls against a line-by-line Python model of aeron-client/src/main/java/io/aeron/Image.java at
1.51.0: poll, controlledPoll, boundedPoll, boundedControlledPoll, controlledPeek, blockPoll and rawPoll.

Hypothesis lays out a stream as a publisher and a lossy receiver would (data frames of any size and
fragment flags, padding in mid-term as a gap filler writes it, padding at the end of a term, an
unfinished claim at the tail), starting anywhere in any partition, often just before a term end. It then
runs a random sequence of calls with limits at frame boundaries, inside frames, before the position and
far away; fragment limits from 0; handlers that steer with ABORT/BREAK/COMMIT/CONTINUE or raise; and an
image whose native batch is as small as one fragment, so a poll spans several native reads. The Image
(C term reader underneath) and the model read the same mapped log; every call must deliver the same
fragments (offset, length, flags, header position, payload, the committed position the handler sees),
return the same value and leave the same subscriber position.

One difference is by design: an exception from a handler propagates (Aeron passes it to the error
handler). The model records that it caught one; the Image must raise it, after committing the same
position.
"""

from __future__ import annotations

import os
import struct
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aeronkit.client import ControlledPollAction, Image
from aeronkit.client.counter import CounterValue
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.errors import LogBufferArgumentError
from aeronkit.logbuffer import LogBuffers
from aeronkit.logbuffer import descriptor as d

TERM = 64 * 1024
BITS = d.position_bits_to_shift(TERM)
INITIAL_TERM_ID, SESSION, STREAM = 100, 41, 7
HEADER = struct.Struct("<iBBHiiiiq")
LONG_MAX = 2**63 - 1
ABORT, BREAK, COMMIT, CONTINUE = (ControlledPollAction.ABORT, ControlledPollAction.BREAK,
                                  ControlledPollAction.COMMIT, ControlledPollAction.CONTINUE)
FLAGS = [0xC0, 0x80, 0x00, 0x40]


class HandlerError(Exception):
    pass


# -- the stream ---------------------------------------------------------------------------------------------

FRAMES = st.lists(st.one_of(
    st.tuples(st.just("data"), st.one_of(st.integers(0, 100), st.integers(0, 3000)), st.sampled_from(FLAGS)),
    st.tuples(st.just("pad"), st.integers(0, 500), st.just(0)),
), min_size=1, max_size=70)


def write_stream(terms: list[memoryview], start: int, frames: list[tuple[str, int, int]],
                 tail: str) -> tuple[list[tuple[int, int]], int]:
    """Write ``frames`` from stream position ``start`` over at most two terms; returns [(begin, end)] of
    every committed frame (padding included) and the position after all that was written. ``tail`` is
    "pending" (a claim not yet committed: negative length) or "zero" (nothing)."""
    position = start
    stop = start - (start & (TERM - 1)) + 2 * TERM
    spans = []

    def put(length: int, frame_type: int, flags: int, stored_length: int | None = None) -> None:
        nonlocal position
        term = terms[d.index_by_position(position, BITS)]
        offset = position & (TERM - 1)
        term_id = INITIAL_TERM_ID + (position >> BITS)
        HEADER.pack_into(term, offset, length if stored_length is None else stored_length, 0, flags,
                         frame_type, offset, SESSION, STREAM, term_id, position)
        term[offset + 32:offset + length] = bytes((position + k) & 0xFF for k in range(length - 32))
        if stored_length is None:
            spans.append((position, position + d.align(length, 32)))
        position += d.align(length, 32)

    for kind, body, flags in frames:
        length = body + 32
        remaining = TERM - (position & (TERM - 1))
        if d.align(length, 32) > remaining:  # the appender pads the rest of the term and rotates
            if position + remaining >= stop:
                break
            put(remaining, 0, 0xC0)
        if position + d.align(length, 32) > stop:
            break
        put(length, 1 if kind == "data" else 0, flags if kind == "data" else 0xC0)
    if tail == "pending" and position < stop and (position & (TERM - 1)) + 64 <= TERM:
        put(64, 1, 0xC0, stored_length=-64)
    return spans, position


# -- the model ----------------------------------------------------------------------------------------------

def frame_length(term: memoryview, offset: int) -> int:
    return int(struct.unpack_from("<i", term, offset)[0])


def is_padding(term: memoryview, offset: int) -> bool:
    return struct.unpack_from("<H", term, offset + 6)[0] == 0


Record = tuple[int, int, int, int, bytes, int]


class JavaImage:
    """Image.java's reading methods transcribed, over the same terms; ``position`` is its subscriber
    position. A handler gets (term, frame_offset, frame_length, term_begin) and returns an action."""

    def __init__(self, terms: list[memoryview], position: int) -> None:
        self.terms = terms
        self.position = position
        self.caught = 0

    def _active(self, position: int) -> memoryview:
        return self.terms[d.index_by_position(position, BITS)]

    def poll(self, handler: Callable[..., Any], fragment_limit: int) -> int:
        return self.bounded_poll(handler, LONG_MAX, fragment_limit)  # poll = boundedPoll to the term end

    def bounded_poll(self, handler: Callable[..., Any], limit_position: int, fragment_limit: int) -> int:
        initial = self.position
        if initial >= limit_position:
            return 0
        read = 0
        initial_offset = initial & (TERM - 1)
        offset = initial_offset
        term = self._active(initial)
        limit_offset = min(TERM, limit_position - initial + offset)
        try:
            while read < fragment_limit and offset < limit_offset:
                length = frame_length(term, offset)
                if length <= 0:
                    break
                frame_offset = offset
                offset += d.align(length, 32)
                if is_padding(term, frame_offset):
                    continue
                read += 1
                handler(term, frame_offset, length, initial - initial_offset)
        except HandlerError:
            self.caught += 1
        finally:
            resulting = initial + (offset - initial_offset)
            if resulting > initial:
                self.position = resulting
        return read

    def controlled_poll(self, handler: Callable[..., Any], fragment_limit: int) -> int:
        return self.bounded_controlled_poll(handler, LONG_MAX, fragment_limit)

    def bounded_controlled_poll(self, handler: Callable[..., Any], limit_position: int,
                                fragment_limit: int) -> int:
        initial = self.position
        if initial >= limit_position:
            return 0
        read = 0
        initial_offset = initial & (TERM - 1)
        term_begin = initial - initial_offset
        offset = initial_offset
        term = self._active(initial)
        limit_offset = min(TERM, limit_position - initial + offset)
        try:
            while read < fragment_limit and offset < limit_offset:
                length = frame_length(term, offset)
                if length <= 0:
                    break
                frame_offset = offset
                aligned = d.align(length, 32)
                offset += aligned
                if is_padding(term, frame_offset):
                    continue
                read += 1
                action = handler(term, frame_offset, length, term_begin)
                if action == ABORT:
                    read -= 1
                    offset -= aligned
                    break
                if action == BREAK:
                    break
                if action == COMMIT:
                    initial += offset - initial_offset
                    initial_offset = offset
                    self.position = initial
        except HandlerError:
            self.caught += 1
        finally:
            resulting = initial + (offset - initial_offset)
            if resulting > initial:
                self.position = resulting
        return read

    def controlled_peek(self, initial_position: int, handler: Callable[..., Any], limit_position: int) -> int:
        current = self.position
        limit = current - (current & (TERM - 1)) + TERM
        if initial_position < current or initial_position > limit:
            raise LogBufferArgumentError(f"{initial_position} position out of range: {current}-{limit}")
        if initial_position & 31:
            raise LogBufferArgumentError(f"{initial_position} position not aligned to FRAME_ALIGNMENT")
        if initial_position >= limit_position:
            return initial_position
        initial_offset = initial_position & (TERM - 1)
        term_begin = initial_position - initial_offset
        offset = initial_offset
        position = initial_position
        term = self._active(initial_position)
        limit_offset = min(TERM, limit_position - initial_position + offset)
        resulting = initial_position
        try:
            while offset < limit_offset:
                length = frame_length(term, offset)
                if length <= 0:
                    break
                frame_offset = offset
                offset += d.align(length, 32)
                if is_padding(term, frame_offset):
                    position += offset - initial_offset
                    initial_offset = offset
                    resulting = position
                    continue
                action = handler(term, frame_offset, length, term_begin)
                if action == ABORT:
                    break
                position += offset - initial_offset
                initial_offset = offset
                if term[frame_offset + 5] & 0x40:
                    resulting = position
                if action == BREAK:
                    break
        except HandlerError:
            self.caught += 1
        return resulting

    def block_poll(self, handler: Callable[..., Any], block_length_limit: int) -> int:
        position = self.position
        offset = position & (TERM - 1)
        limit_offset = min(offset + block_length_limit, TERM)
        term = self._active(position)
        resulting = self._block_scan(term, offset, limit_offset)
        length = resulting - offset
        if resulting > offset:
            try:
                term_id = struct.unpack_from("<i", term, offset + 20)[0]
                file_offset = d.index_by_position(position, BITS) * TERM + offset
                handler(file_offset, term, offset, length, SESSION, term_id)
            except HandlerError:
                self.caught += 1
            finally:
                self.position = position + length
        return length

    @staticmethod
    def _block_scan(term: memoryview, term_offset: int, limit_offset: int) -> int:
        offset = term_offset
        while offset < limit_offset:
            length = frame_length(term, offset)
            if length <= 0:
                break
            aligned = d.align(length, 32)
            if is_padding(term, offset):
                if term_offset == offset:
                    offset += aligned
                break
            if offset + aligned > limit_offset:
                break
            offset += aligned
        return offset


# -- the calls ----------------------------------------------------------------------------------------------

class Steering:
    """The k-th fragment handed over in one call gets ``actions[k % len]``; the ``raise_at``-th raises."""

    def __init__(self, actions: list[ControlledPollAction], raise_at: int | None) -> None:
        self.actions = actions or [CONTINUE]
        self.raise_at = raise_at
        self.calls = 0

    def next(self) -> ControlledPollAction:
        k = self.calls
        self.calls += 1
        if k == self.raise_at:
            raise HandlerError(f"fragment {k}")
        return self.actions[k % len(self.actions)]


def image_handler(seen: list[Record], steering: Steering, counter: CounterValue) -> Callable[..., Any]:
    def on_fragment(buffer: memoryview, offset: int, length: int, header: Any) -> ControlledPollAction:
        seen.append((header.term_offset, length, header.flags, header.position,
                     bytes(buffer[offset:offset + length]), counter.get()))
        return steering.next()
    return on_fragment


def model_handler(seen: list[Record], steering: Steering, model: JavaImage) -> Callable[..., Any]:
    def on_fragment(term: memoryview, frame_offset: int, length: int, term_begin: int) -> Any:
        seen.append((frame_offset, length - 32, term[frame_offset + 5],
                     term_begin + frame_offset + d.align(length, 32),
                     bytes(term[frame_offset + 32:frame_offset + length]), model.position))
        return steering.next()
    return on_fragment


def limit_strategy(position: int, spans: list[tuple[int, int]]) -> st.SearchStrategy[int]:
    """Limits that matter: at frame starts and ends, inside frames, around the position, the term end,
    far below and far above."""
    bounds = sorted({b for span in spans for b in span} | {position})
    inside = [b + k for (b, e) in spans for k in (1, 31, 32, e - b - 1) if b + k < e]
    term_end = position - (position & (TERM - 1)) + TERM
    ahead = [b for b in bounds if b > position] or [position + 32]
    return st.one_of(
        st.sampled_from(ahead),
        st.sampled_from(inside) if inside else st.just(position + 1),
        st.integers(position - 100, position + 5000),
        st.sampled_from([*bounds, term_end, term_end - 1, term_end + 1, LONG_MAX, 0, -(2**63)]),
    )


CALLS = ["bounded_controlled_poll", "controlled_peek", "bounded_poll", "controlled_poll", "raw_poll",
         "block_poll", "poll"]


@pytest.fixture(scope="module")
def log_file(tmp_path_factory: pytest.TempPathFactory) -> Any:
    path = tmp_path_factory.mktemp("bounded") / "log.logbuffer"
    # One counters buffer for the module: an AtomicBuffer that became garbage inside a reference cycle (a
    # failing example's traceback) would be torn down by CPython 3.11's cycle collector in an order that
    # crashes (cffi's from_buffer over a memoryview).
    values = AtomicBuffer(bytearray(128 * 4))
    with LogBuffers.create(path, TERM, initial_term_id=INITIAL_TERM_ID, session_id=SESSION,
                           stream_id=STREAM, correlation_id=5) as writer:
        yield path, writer, values
    values.close()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(frames=FRAMES, tail=st.sampled_from(["pending", "zero"]),
       start_term=st.integers(0, 4), start_offset=st.one_of(
           st.integers(0, 40).map(lambda k: 32 * k), st.integers(1, 120).map(lambda k: TERM - 32 * k)),
       batch=st.sampled_from([1, 2, 3, 4096]), data=st.data())
def test_image_polls_match_the_java_model(log_file: Any, frames: list[tuple[str, int, int]], tail: str,
                                          start_term: int, start_offset: int, batch: int,
                                          data: st.DataObject) -> None:
    path, writer, values = log_file
    terms = [writer.term_buffer(i) for i in range(d.PARTITION_COUNT)]
    for term in terms:
        term[:] = bytes(TERM)
    start = start_term * TERM + start_offset
    spans, written_end = write_stream(terms, start, frames, tail)

    counter = CounterValue(values, 2)
    counter.set_release(start)
    image = Image(5, SESSION, STREAM, 3, "aeron:ipc", LogBuffers.from_file(path), counter, batch)
    model = JavaImage(terms, start)
    try:
        for _ in range(data.draw(st.integers(1, 20), label="calls")):
            call = data.draw(st.sampled_from(CALLS), label="call")
            _compare_one_call(call, image, model, counter, spans, written_end, data)
    finally:
        image._internal_close()
        image._unmap()


def _compare_one_call(call: str, image: Image, model: JavaImage, counter: CounterValue,
                      spans: list[tuple[int, int]], written_end: int, data: st.DataObject) -> None:
    position = model.position
    assert image.position == counter.get() == position
    steering_args = (data.draw(st.lists(st.sampled_from([ABORT, BREAK, COMMIT, CONTINUE]), max_size=4),
                               label="actions"),
                     data.draw(st.one_of(st.none(), st.integers(0, 6)), label="raise_at"))
    got: list[Any] = []
    want: list[Any] = []
    image_h = image_handler(got, Steering(*steering_args), counter)
    model_h = model_handler(want, Steering(*steering_args), model)
    caught = model.caught
    fragment_limit = data.draw(st.integers(0, 12), label="fragment_limit")
    limit = data.draw(limit_strategy(position, spans), label="limit")

    if call in ("block_poll", "raw_poll"):
        block_limit = data.draw(st.integers(-1, 2 * TERM), label="block_length_limit")

        def on_block(fd: int | None, file_offset: int, term: memoryview, offset: int, length: int,
                     session_id: int, term_id: int) -> None:
            block = bytes(term[offset:offset + length])
            if fd is not None:
                assert os.pread(fd, length, file_offset) == block, "raw_poll: the file holds the block"
            got.append((file_offset if fd is not None else None, offset, length, session_id, term_id, block,
                        counter.get()))
            if steering_args[1] == 0:
                raise HandlerError("block")

        def on_model_block(file_offset: int, term: memoryview, offset: int, length: int, session_id: int,
                           term_id: int) -> None:
            want.append((file_offset if call == "raw_poll" else None, offset, length, session_id, term_id,
                         bytes(term[offset:offset + length]), model.position))
            if steering_args[1] == 0:
                raise HandlerError("block")

        def run_image() -> int:
            if call == "raw_poll":
                return image.raw_poll(on_block, block_limit)
            return image.block_poll(lambda t, o, n, s, i: on_block(None, -1, t, o, n, s, i), block_limit)

        def run_model() -> int:
            return model.block_poll(on_model_block, block_limit)
    elif call == "controlled_peek":
        term_end = position - (position & (TERM - 1)) + TERM
        starts = {b for span in spans for b in span if position <= b <= term_end}  # peeks start at frames
        starts |= {p for p in range(written_end, written_end + 128, 32) if position <= p <= term_end}
        peek_from = data.draw(st.one_of(
            st.sampled_from(sorted(starts | {position})),
            st.sampled_from([position - 32, position + 1, term_end + 32])),
            label="initial_position")

        def run_image() -> int:
            return image.controlled_peek(peek_from, image_h, limit)

        def run_model() -> int:
            return model.controlled_peek(peek_from, model_h, limit)
    else:
        def run_image() -> int:
            method = getattr(image, call)
            return int(method(image_h, fragment_limit) if call in ("poll", "controlled_poll")
                       else method(image_h, limit, fragment_limit))

        def run_model() -> int:
            method = getattr(model, call)
            return int(method(model_h, fragment_limit) if call in ("poll", "controlled_poll")
                       else method(model_h, limit, fragment_limit))

    try:
        expected: Any = run_model()
    except LogBufferArgumentError as exc:
        expected = ("refused", str(exc))
    raised = model.caught > caught
    try:
        result: Any = run_image()
        assert not raised, f"{call}: the model's handler raised, the image's call returned {result}"
    except HandlerError:
        assert raised, f"{call}: the image raised but the model did not"
        result = expected
    except LogBufferArgumentError as exc:
        result = ("refused", str(exc))
    assert got == want, call
    assert result == expected, call
    assert image.position == counter.get() == model.position, call


# -- the rules, one example each ---------------------------------------------------------------------------

@pytest.fixture
def stream(log_file: Any) -> Any:
    """Term 0: A (132 B) | padding (64) | B (32) | C (BEGIN, 232) | D (END, 42) | ... | padding to the term
    end; term 1: E. Yields (image, counter, spans by name)."""
    path, writer, values = log_file
    terms = [writer.term_buffer(i) for i in range(d.PARTITION_COUNT)]
    for term in terms:
        term[:] = bytes(TERM)
    frames = [("data", 100, 0xC0), ("pad", 32, 0), ("data", 0, 0xC0), ("data", 200, 0x80), ("data", 10, 0x40),
              *[("data", 2000, 0xC0)] * 30, ("data", 3000, 0xC0), ("data", 100, 0xC0), ("data", 500, 0xC0)]
    spans, _ = write_stream(terms, 0, frames, "zero")
    named = dict(zip(["A", "pad", "B", "C", "D"], spans, strict=False))
    named["last"], named["term_pad"], named["E"] = spans[-3], spans[-2], spans[-1]
    assert named["term_pad"][1] == TERM == named["E"][0]
    counter = CounterValue(values, 2)
    counter.set_release(0)
    image = Image(5, SESSION, STREAM, 3, "aeron:ipc", LogBuffers.from_file(path), counter, 2)
    yield image, counter, named
    image._internal_close()
    image._unmap()


def _ends(image: Image, call: str, *args: Any, actions: list[ControlledPollAction] | None = None
          ) -> list[int]:
    seen: list[int] = []
    steering = iter(actions or [])

    def handler(buffer: memoryview, offset: int, length: int, header: Any) -> ControlledPollAction:
        seen.append(header.position)
        return next(steering, CONTINUE)

    getattr(image, call)(handler, *args)
    return seen


def test_a_frame_that_starts_before_the_limit_is_delivered_whole(stream: Any) -> None:
    image, counter, s = stream
    a0, a1 = s["A"]
    assert _ends(image, "bounded_poll", a0, 10) == [] and counter.get() == 0  # limit at the position
    assert _ends(image, "bounded_poll", a0 + 1, 10) == [a1]  # the limit falls inside A
    assert counter.get() == a1, "A is consumed, the padding after it (past the limit) is not"
    assert _ends(image, "bounded_poll", a1 + 1, 10) == []
    assert counter.get() == s["pad"][1], "padding that starts before the limit is stepped over"
    assert _ends(image, "bounded_poll", s["C"][1], 10) == [s["B"][1], s["C"][1]]
    assert _ends(image, "bounded_poll", -(2**63), 10) == [] and counter.get() == s["C"][1]


def test_abort_leaves_the_position_at_the_aborted_frame_after_padding(stream: Any) -> None:
    image, counter, s = stream
    ends = _ends(image, "bounded_controlled_poll", LONG_MAX, 10, actions=[CONTINUE, ABORT])
    assert ends == [s["A"][1], s["B"][1]]
    assert counter.get() == s["B"][0] == s["pad"][1], "ABORT on B keeps the padding before it consumed"
    ends = _ends(image, "bounded_controlled_poll", LONG_MAX, 10, actions=[COMMIT, BREAK])
    assert ends == [s["B"][1], s["C"][1]] and counter.get() == s["C"][1]


def test_peek_ends_after_whole_messages_and_padding_and_moves_nothing(stream: Any) -> None:
    image, counter, s = stream
    assert image.controlled_peek(0, lambda *a: CONTINUE, s["D"][0]) == s["B"][1], "C alone is no message"
    assert image.controlled_peek(0, lambda *a: CONTINUE, s["D"][0] + 1) == s["D"][1]
    aborted_at_b = iter([CONTINUE, ABORT])
    assert image.controlled_peek(0, lambda *a: next(aborted_at_b), LONG_MAX) == s["pad"][1]
    assert image.controlled_peek(s["pad"][1], lambda *a: BREAK, LONG_MAX) == s["B"][1]
    assert image.controlled_peek(s["C"][0], lambda *a: CONTINUE, s["C"][0] + 1) == s["C"][0]
    assert counter.get() == 0 == image.position
    assert image.controlled_peek(s["last"][1], lambda *a: CONTINUE, LONG_MAX) == TERM, "term-end padding"
    for bad, reason in [(-32, "out of range: 0-65536"), (TERM + 32, "out of range"), (64 + 1, "not aligned")]:
        with pytest.raises(LogBufferArgumentError, match=reason):
            image.controlled_peek(bad, lambda *a: CONTINUE, LONG_MAX)


def _poll_to(image: Image, position: int) -> None:
    while image.position < position:
        assert image.bounded_poll(lambda *a: None, position, 1000) > 0


def test_polls_stop_at_the_term_end_and_continue_in_the_next_term(stream: Any) -> None:
    image, counter, s = stream
    _poll_to(image, s["last"][0])
    assert counter.get() == s["last"][0]
    assert _ends(image, "bounded_poll", LONG_MAX, 1000) == [s["last"][1]]
    assert counter.get() == TERM, "the padding at the term end is consumed with the last frame"
    assert _ends(image, "bounded_poll", LONG_MAX, 1000) == [s["E"][1]]


def test_padding_is_a_block_of_its_own(stream: Any) -> None:
    image, counter, s = stream
    _poll_to(image, s["last"][0])
    blocks: list[tuple[int, int, int]] = []

    def on_block(term: memoryview, offset: int, length: int, session_id: int, term_id: int) -> None:
        blocks.append((offset, length, term_id - INITIAL_TERM_ID))

    for _ in range(3):
        image.block_poll(on_block, 2 * TERM)
    last, pad, e = s["last"], s["term_pad"], s["E"]
    assert blocks == [(last[0], last[1] - last[0], 0), (pad[0], pad[1] - pad[0], 0), (0, e[1] - e[0], 1)]
    assert counter.get() == e[1]
