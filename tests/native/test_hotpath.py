"""aeronkit._hotpath at its edges: the C offer and poll give exactly what the Python definitions give, and
misuse (wrong types, out-of-range slices, unwrapped or released buffers, an image closed or re-polled
from inside its handler, unbound objects) raises or returns a code, never crashes.

The publication and the image here share one log file with no driver: the publisher limit and the
subscriber position are counter records in a bytearray, as in tests/client/test_client_image_reading.py.
"""

from __future__ import annotations

import gc
import threading
import weakref
from itertools import pairwise
from pathlib import Path

import pytest

from aeronkit import _hotpath, testpattern
from aeronkit.client import ControlledPollAction, FragmentAssembler, Image
from aeronkit.client.counter import CounterValue
from aeronkit.client.header import AssembledHeader
from aeronkit.client.publication import CLOSED, ExclusivePublication, Publication
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.errors import ClosedError
from aeronkit.logbuffer import BufferClaim, LogBufferArgumentError, LogBuffers
from aeronkit.logbuffer.header import Header

TERM = 1024 * 1024
MTU = 1408
SESSION, STREAM = 7, 1001


class Pair:
    """A publication and an image over the same log."""

    def __init__(self, path: Path, exclusive: bool = False) -> None:
        self.writer = LogBuffers.create(path, TERM, mtu_length=MTU, session_id=SESSION, stream_id=STREAM,
                                        is_connected=True)
        self.values = AtomicBuffer(bytearray(128 * 4))
        self.limit = CounterValue(self.values, 1)
        self.limit.set_release(2**40)
        kind = ExclusivePublication if exclusive else Publication
        self.publication = kind(None, "aeron:ipc", STREAM, SESSION, 1, 1, self.writer, self.limit, -1)  # type: ignore[arg-type]
        self.image = Image(9, SESSION, STREAM, 3, "aeron:ipc", LogBuffers.from_file(path),
                           CounterValue(self.values, 2))

    def received(self, limit: int = 1000) -> list[bytes]:
        out: list[bytes] = []
        self.image.poll(lambda b, o, n, h: out.append(bytes(b[o:o + n])), limit)
        return out

    def close(self) -> None:
        self.publication._internal_close()
        self.image._internal_close()
        self.image._unmap()
        self.writer.close()


@pytest.fixture(params=[False, True], ids=["concurrent", "exclusive"])
def pair(request: pytest.FixtureRequest, tmp_path: Path):  # type: ignore[no-untyped-def]
    made = Pair(tmp_path / "log", exclusive=request.param)
    yield made
    made.close()


def test_every_fast_offer_form_appends_what_the_python_definition_appends(pair: Pair) -> None:
    data = testpattern.message(3, 300)
    pub = pair.publication
    fast = [pub.offer(data), pub.offer(bytearray(data)), pub.offer(memoryview(data)),
            pub.offer(data, 10), pub.offer(data, 10, 20), pub.offer(data, 0, None), pub.offer(data, 300, 0)]
    slow = [pub._offer_slow(data), pub._offer_slow(bytearray(data)), pub._offer_slow(memoryview(data)),
            pub._offer_slow(data, 10), pub._offer_slow(data, 10, 20), pub._offer_slow(data, 0, None),
            pub._offer_slow(data, 300, 0)]
    assert all(p > 0 for p in fast + slow)
    assert [b - a for a, b in pairwise(fast)] == [b - a for a, b in pairwise(slow)]
    got = pair.received()
    expected = [data, data, data, data[10:], data[10:30], data, b""]
    assert got == expected + expected


def test_a_message_of_16_kib_and_more_is_copied_without_the_gil_from_two_threads(tmp_path: Path) -> None:
    pair = Pair(tmp_path / "log")  # concurrent: an exclusive publication has one writer thread
    count = 20

    def write(writer: int) -> None:
        for i in range(count):
            message = testpattern.message(writer * 1000 + i, 20_000)
            while pair.publication.offer(message) <= 0:
                pass

    threads = [threading.Thread(target=write, args=(w,)) for w in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    got: list[bytes] = []
    assembler = FragmentAssembler(lambda b, o, n, h: got.append(bytes(b[o:o + n])))
    while pair.image.poll(assembler, 100):
        pass
    pair.close()
    sent = [w * 1000 + i for w in range(2) for i in range(count)]
    assert sorted(testpattern.check(m) for m in got) == sent


@pytest.mark.parametrize("args", [(b"abc", -1), (b"abc", 4), (b"abc", 1, 3), (b"abc", 0, -1)])
def test_slices_out_of_range_raise_index_error(pair: Pair, args: tuple[object, ...]) -> None:
    with pytest.raises(IndexError):
        pair.publication.offer(*args)


def test_wrong_types_raise_as_the_python_definition_does(pair: Pair) -> None:
    with pytest.raises(TypeError):
        pair.publication.offer("text")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        pair.publication.offer(b"abc", "1")  # type: ignore[arg-type]
    with pytest.raises(BufferError):  # not contiguous: cffi refuses it, as before
        pair.publication.offer(memoryview(bytes(64))[::2])
    assert pair.received() == []


def test_offer_after_close_answers_closed_or_raises(pair: Pair) -> None:
    pair.publication._internal_close()
    assert pair.publication.offer(b"late") == CLOSED
    pair.publication._closed_by_user = True
    with pytest.raises(ClosedError):
        pair.publication.offer(b"late")


def test_unbound_cores_raise_instead_of_touching_memory() -> None:
    with pytest.raises(AttributeError):  # no Python definition to fall back to
        _hotpath.PublicationCore().offer(b"x")
    with pytest.raises(RuntimeError):
        _hotpath.ImageCore().poll(print, 10)
    terms = (memoryview(b""),) * 3
    with pytest.raises(ValueError):  # not a log buffer
        _hotpath.PublicationCore()._bind(None, bytearray(100), terms, bytearray(64), 0, None)
    with pytest.raises(ValueError):  # three term views
        _hotpath.PublicationCore()._bind(None, bytearray(100), terms[:2], bytearray(64), 0, None)
    with pytest.raises(ValueError):  # the claim struct has the wrong size
        _hotpath.ClaimCore()._bind_claim(bytearray(8))
    with pytest.raises(AttributeError):  # nothing to commit and no Python definition to hand it to
        _hotpath.ClaimCore().commit()
    with pytest.raises(TypeError):
        _hotpath.SubscriptionCore().poll(print, 10)


def test_header_reads_are_bounds_checked_and_need_a_frame() -> None:
    header = Header(0, 16)
    with pytest.raises(ValueError):
        _ = header.flags
    frame = bytearray(32)
    frame[5] = 0xC0
    header.wrap(frame, 0)
    assert header.flags == 0xC0
    frame.extend(b"more")  # a bytearray header does not pin its buffer
    header.wrap(frame, 8)
    with pytest.raises(IndexError):
        _ = header.reserved_value
    view = memoryview(bytearray(32))
    header.wrap(view, 0)
    with pytest.raises(BufferError):  # a memoryview header pins the view while wrapped
        view.release()
    header.wrap(b"", 0)
    view.release()
    released = memoryview(bytearray(32))
    released.release()
    header.wrap(released, 0)
    with pytest.raises(ValueError):
        _ = header.term_id


def test_assembled_header_subclasses_keep_their_own_position() -> None:
    first = bytearray(32)
    first[5] = 0x80
    assembled = AssembledHeader(0, 16).assemble(bytes(first), 100, 0x40, 12345)
    assert (assembled.flags, assembled.frame_length, assembled.position) == (0xC0, 132, 12345)


def test_a_handler_that_closes_the_image_ends_the_poll_without_moving_the_position(pair: Pair) -> None:
    for i in range(5):
        pair.publication.offer(testpattern.message(i, 64))
    seen: list[int] = []

    def close_on_second(buffer: memoryview, offset: int, length: int, header: Header) -> None:
        seen.append(testpattern.check(buffer[offset:offset + length]))
        if len(seen) == 2:
            pair.image._internal_close()
            pair.image._unmap()

    assert pair.image.poll(close_on_second, 10) == 2
    assert seen == [0, 1]
    assert pair.image.position == 0 and pair.image.poll(close_on_second, 10) == 0


def test_a_handler_may_poll_the_same_image_again(pair: Pair) -> None:
    for i in range(6):
        pair.publication.offer(testpattern.message(i, 64))
    seen: list[int] = []

    def nested(buffer: memoryview, offset: int, length: int, header: Header) -> None:
        seen.append(testpattern.check(buffer[offset:offset + length]))
        if len(seen) == 1:
            pair.image.poll(nested, 2)

    pair.image.poll(nested, 3)
    assert seen[:3] == [0, 0, 1]  # the inner poll starts from the uncommitted position, as before
    assert pair.image.position > 0


def test_controlled_actions_from_any_equal_value(pair: Pair) -> None:
    for i in range(4):
        pair.publication.offer(testpattern.message(i, 64))
    answers = iter([None, 3, 1.0])  # CONTINUE, CONTINUE, BREAK (compared with ==, as before)
    assert pair.image.controlled_poll(lambda b, o, n, h: next(answers), 10) == 3
    assert pair.image.controlled_poll(lambda b, o, n, h: ControlledPollAction.ABORT, 10) == 0
    assert [testpattern.check(m) for m in pair.received()] == [3]


def test_an_image_held_by_its_batch_is_collected(pair: Pair) -> None:
    pair.publication.offer(b"x" * 64)
    batch = pair.image.poll_batch(10)
    assert batch.count == 1
    ref = weakref.ref(pair.image)
    pair.image._internal_close()
    pair.image._unmap()
    pair.image = None  # type: ignore[assignment]
    del batch
    gc.collect()
    assert ref() is None
    pair.image = Image(9, SESSION, STREAM, 3, "aeron:ipc", LogBuffers.from_file(pair.writer.path),
                       CounterValue(pair.values, 2))


def test_assembler_called_directly_passes_unfragmented_through_and_reassembles_the_rest() -> None:
    got: list[tuple[bytes, int]] = []
    assembler = FragmentAssembler(lambda b, o, n, h: got.append((bytes(b[o:o + n]), h.flags)))
    frames = []
    for flags, term_offset, body in ((0xC0, 0, b"whole"), (0x80, 64, b"be"), (0x40, 128, b"gin")):
        frame = bytearray(64)
        frame[0:4] = (32 + len(body)).to_bytes(4, "little")
        frame[5] = flags
        frame[8:12] = term_offset.to_bytes(4, "little")
        frame[12:16] = SESSION.to_bytes(4, "little")
        frame[32:32 + len(body)] = body
        frames.append((memoryview(frame), len(body)))
    for view, length in frames:
        assembler(view, 32, length, Header(0, 16).wrap(view, 0))
    assert got == [(b"whole", 0xC0), (b"begin", 0xC0)]


def test_claims_through_the_publication_commit_abort_and_refuse_after_close(pair: Pair) -> None:
    claim = BufferClaim()
    pub = pair.publication
    assert pub.try_claim(11, claim) > 0 and claim.frame is not None and len(claim.frame) == 43
    assert claim.buffer is not None and len(claim.buffer) == 11
    claim.buffer[:] = b"hello claim"
    claim.commit()
    assert pub.try_claim(5, claim) > 0
    claim.abort()  # padding: readers step over it
    assert claim.buffer is None and claim._logs is None
    with pytest.raises(LogBufferArgumentError):
        claim.commit()
    assert pub.offer(b"after") > 0
    assert pair.received() == [b"hello claim", b"after"]
    with pytest.raises(ValueError):
        pub.try_claim(10**9, claim)
    assert pub.try_claim(8, claim) > 0
    pub._internal_close()
    pair.writer.close()
    with pytest.raises(ClosedError):  # the publication let go of its log: the Python definition decides
        claim.commit()
