"""Appenders: round trips of the standard test pattern through every append API, term-end padding and
rotation, claims, limits and Aeron's result codes, and errors for arguments that would leave the buffers."""

from __future__ import annotations

import array
import itertools
import struct
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_logbuffer_helpers import Assembler, Message, assert_pattern, pattern, read_messages

from aeronkit.logbuffer import (
    ADMIN_ACTION,
    BACK_PRESSURED,
    MAX_POSITION_EXCEEDED,
    NOT_CONNECTED,
    BufferClaim,
    ExclusiveTermAppender,
    LogBufferArgumentError,
    LogBufferBoundsError,
    LogBuffers,
    MessageTooLongError,
    TermAppender,
    TermReader,
)
from aeronkit.logbuffer import descriptor as d

TERM = 64 * 1024
MTU = 1408
MAX_PAYLOAD = MTU - 32
APPENDERS = [ExclusiveTermAppender, TermAppender]
MODES = ["offer", "vectors", "claim", "batch"]


def new_log(tmp: Path, name: str = "log", **kwargs: object) -> LogBuffers:
    args = {"mtu_length": MTU, "session_id": 42, "stream_id": 7, **kwargs}
    return LogBuffers.create(tmp / name, TERM, **args)  # type: ignore[arg-type]


def append_one(appender, i: int, length: int, mode: str, reserved: int | None = None) -> int:
    """Append message i through ``mode``, retrying across a rotation; returns the position."""
    body = pattern(i, length)
    claim = BufferClaim()
    for _attempt in range(3):
        if mode == "claim" and length <= MAX_PAYLOAD:
            result = appender.try_claim(length, claim)
            if result > 0:
                claim.put_bytes(body)
                if reserved is not None:
                    claim.reserved_value = reserved
                claim.commit()
        elif mode == "vectors":
            cut = [0, length // 4, length // 2, length]
            result = appender.offer_vectors([body[a:b] for a, b in itertools.pairwise(cut)],
                                            reserved_value=reserved)
        elif mode == "batch":
            count, result = appender.offer_batch(body, [0], [length],
                                                 reserved_values=None if reserved is None else [reserved])
            assert count in (0, 1) and (count == 1) == (result > 0)
        else:
            result = appender.offer(body, reserved_value=reserved)
        if result != ADMIN_ACTION:
            assert result > 0, f"append {i} ({mode}) gave {result}"
            return result
    raise AssertionError(f"append {i} kept returning ADMIN_ACTION")


def lengths_within(budget: int) -> st.SearchStrategy[list[int]]:
    """Lengths (with fragmentation) whose framed total stays under ``budget`` so no partition is reused."""
    one = st.one_of(st.integers(0, 64), st.integers(0, MAX_PAYLOAD + 64), st.integers(0, TERM // 8))

    def fits(lengths: list[int]) -> bool:
        return sum(d.framed_length(n, MAX_PAYLOAD) + 64 for n in lengths) <= budget

    return st.lists(one, min_size=1, max_size=80).filter(fits)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.filter_too_much])
@given(lengths=lengths_within(int(2.6 * TERM)), appender_type=st.sampled_from(APPENDERS),
       modes=st.lists(st.sampled_from(MODES), min_size=1, max_size=4),
       initial=st.integers(-(2**31), 2**31 - 1))
def test_round_trip_through_every_api(tmp_path_factory, lengths: list[int], appender_type, modes: list[str],
                                      initial: int) -> None:
    with new_log(tmp_path_factory.mktemp("rt"), initial_term_id=initial) as logs:
        appender = appender_type(logs)
        positions = [append_one(appender, i, n, modes[i % len(modes)], reserved=i * 3 + 1)
                     for i, n in enumerate(lengths)]
        messages, end = read_messages(logs, len(lengths))
    assert_pattern(messages, lengths)
    assert positions == sorted(positions) and end == positions[-1]
    assert [m.end_position for m in messages] == positions
    for i, m in enumerate(messages):
        assert (m.session_id, m.stream_id) == (42, 7)
        assert m.fragments == (1 if lengths[i] <= MAX_PAYLOAD else -(-lengths[i] // MAX_PAYLOAD))
        assert m.reserved_values == [i * 3 + 1] * m.fragments
        expected_term = d.compute_term_id_from_position(positions[i] - 1, 16, initial)
        assert set(m.term_ids) == {expected_term}


def frame_at(term: memoryview, offset: int) -> tuple:
    return struct.unpack_from("<iBBHiiiiq", term, offset)


@pytest.mark.parametrize("appender_type", APPENDERS)
def test_term_end_is_padded_and_the_log_rotates(tmp_path: Path, appender_type) -> None:
    with new_log(tmp_path, initial_term_id=10) as logs:
        appender = appender_type(logs)
        body = pattern(0, 1000)  # 1056 bytes framed: 62 fit, 64 - 62 * 1056 / 32 ... leaves 2064 bytes
        results = []
        while (result := appender.offer(body)) > 0:
            results.append(result)
        assert result == ADMIN_ACTION
        end = results[-1]
        assert end == 62 * 1056
        pad = frame_at(logs.term_buffer(0), end)
        assert pad == (TERM - end, 0, 0xC0, 0, end, 42, 7, 10, 0)  # PAD frame to the end of term 0
        assert logs.active_term_count() == 1
        assert d.term_id(logs.raw_tail(1)) == 11 and d.term_offset(logs.raw_tail(1), TERM) == 0
        assert appender.offer(body) == TERM + 1056
        assert frame_at(logs.term_buffer(1), 0)[:8] == (1032, 0, 0xC0, 1, 0, 42, 7, 11)
        if appender_type is TermAppender:
            # the losing getAndAdd pushed the raw tail past the term; readers clamp it
            assert logs.raw_tail(0) & 0xFFFFFFFF == end + 1056
        reader = TermReader(logs)
        assert reader.read(0) == 62 and reader.next_position == TERM  # padding consumed, not delivered


@pytest.mark.parametrize("appender_type", APPENDERS)
def test_claim_commit_abort_and_in_progress(tmp_path: Path, appender_type) -> None:
    with new_log(tmp_path) as logs:
        appender = appender_type(logs)
        reader = TermReader(logs)
        first, second = BufferClaim(), BufferClaim()
        assert appender.try_claim(100, first) == 160
        assert appender.try_claim(10, second) == 224
        assert first.length == 100 and len(first.buffer) == 100
        first.put_bytes(pattern(0, 100))
        first.reserved_value = -99
        first.flags = 0xC0
        assert reader.read(0) == 0 and reader.next_position == 0  # uncommitted: invisible
        first.commit()
        assert reader.read(0) == 1 and reader.next_position == 160
        assert bytes(reader.payload(0)) == pattern(0, 100) and reader.fragment(0).reserved_value == -99
        second.abort()
        assert appender.offer(b"after") == 224 + 64
        assert reader.read(160) == 1 and bytes(reader.payload(0)) == b"after"  # aborted claim skipped
        with pytest.raises(LogBufferArgumentError):
            first.commit()  # not holding a frame any more
        assert appender.try_claim(0, first) > 0
        stale = first._claim.term_offset
        first.commit()
        first._claim.term_offset = stale
        first._logs = logs
        with pytest.raises(LogBufferArgumentError, match="already committed"):
            first.commit()
        with pytest.raises(MessageTooLongError):
            appender.try_claim(MAX_PAYLOAD + 1, first)
        with pytest.raises(LogBufferArgumentError):
            appender.try_claim(-1, first)


def test_claim_with_forged_offsets_is_refused(tmp_path: Path) -> None:
    with new_log(tmp_path) as logs:
        appender = ExclusiveTermAppender(logs)
        claim = BufferClaim()
        appender.try_claim(64, claim)
        for field, value in [("term_offset", TERM), ("term_offset", -32), ("term_offset", 7),
                             ("partition_index", 3), ("frame_length", TERM * 2), ("frame_length", 4)]:
            saved = getattr(claim._claim, field)
            setattr(claim._claim, field, value)
            claim._logs = logs
            with pytest.raises(LogBufferBoundsError):
                claim.commit()
            setattr(claim._claim, field, saved)
        claim._logs = logs
        claim.commit()


@pytest.mark.parametrize("appender_type", APPENDERS)
def test_limit_gives_back_pressure_codes(tmp_path: Path, appender_type) -> None:
    with new_log(tmp_path) as logs:
        appender = appender_type(logs)
        assert appender.offer(b"a", limit=0) == NOT_CONNECTED
        logs.is_connected = True
        assert appender.offer(b"a", limit=0) == BACK_PRESSURED
        assert appender.offer(b"a", limit=1) == 64  # starts below the limit, may end past it
        assert appender.offer(b"a", limit=64) == BACK_PRESSURED
        assert appender.try_claim(1, BufferClaim(), limit=64) == BACK_PRESSURED
        assert appender.offer_batch(b"abc", [0, 1], [1, 2], limit=64) == (0, BACK_PRESSURED)
        assert appender.offer_vectors([b"a"], limit=64) == BACK_PRESSURED


@pytest.mark.parametrize("appender_type", APPENDERS)
def test_max_position_exceeded_in_the_last_term(tmp_path: Path, appender_type) -> None:
    last_term = 2**31 - 1
    with new_log(tmp_path, initial_term_id=5, term_id=d._i32(5 + last_term), term_offset=TERM - 64) as logs:
        appender = appender_type(logs)
        assert logs.tail_position() == TERM * 2**31 - 64
        assert appender.offer(b"x" * 32) == TERM * 2**31  # exactly fills the last term
        assert appender.offer(b"x") == MAX_POSITION_EXCEEDED
        assert appender.offer(b"x") == MAX_POSITION_EXCEEDED


@pytest.mark.parametrize("appender_type", APPENDERS)
def test_bad_arguments_raise(tmp_path: Path, appender_type) -> None:
    with new_log(tmp_path) as logs:
        appender = appender_type(logs)
        with pytest.raises(MessageTooLongError):
            appender.offer(bytes(TERM // 8 + 1))
        with pytest.raises(MessageTooLongError):
            appender.offer_vectors([bytes(TERM // 16), bytes(TERM // 16 + 1)])
        with pytest.raises(LogBufferBoundsError):
            appender.offer_batch(bytes(100), [0, 90], [10, 11])
        with pytest.raises(LogBufferBoundsError):
            appender.offer_batch(bytes(100), [-1], [10])
        with pytest.raises(MessageTooLongError):
            appender.offer_batch(bytes(TERM), [0], [TERM // 8 + 1])
        with pytest.raises(ValueError, match="offsets"):
            appender.offer_batch(bytes(100), [0, 1], [1])
        assert logs.tail_position() == 0  # nothing was written by any of them
        assert appender.offer(bytes(TERM // 8)) > 0  # the max message itself is fine


@pytest.mark.parametrize("appender_type", APPENDERS)
def test_batch_append_stops_at_term_end_and_resumes(tmp_path: Path, appender_type) -> None:
    lengths = [(i * 37) % 3000 for i in range(110)]  # about 2.3 terms
    source = b"".join(pattern(i, n) for i, n in enumerate(lengths))
    offsets = array.array("i", [sum(lengths[:i]) for i in range(len(lengths))])
    with new_log(tmp_path) as logs:
        appender = appender_type(logs)
        done, calls, last = 0, 0, 0
        while done < len(lengths):
            count, result = appender.offer_batch(source, offsets[done:], array.array("i", lengths[done:]),
                                                 reserved_values=range(done, len(lengths)))
            calls += 1
            if count == 0:
                assert result == ADMIN_ACTION
            else:
                assert result > last
                last = result
            done += count
        assert calls >= 3  # the batch spans more than one term
        messages, end = read_messages(logs, len(lengths))
    assert_pattern(messages, lengths)
    assert end == last
    assert [m.reserved_values[0] for m in messages] == list(range(len(lengths)))


def test_exclusive_append_padding(tmp_path: Path) -> None:
    with new_log(tmp_path) as logs:
        appender = ExclusiveTermAppender(logs)
        assert appender.append_padding(100) == 160
        assert appender.offer(b"z") == 224
        reader = TermReader(logs)
        assert reader.read(0) == 1 and reader.fragment(0).term_offset == 160
        with pytest.raises(MessageTooLongError):
            appender.append_padding(TERM)


@pytest.mark.parametrize("appender_type", APPENDERS)
def test_pipeline_through_many_terms_with_cleaning(tmp_path: Path, appender_type) -> None:
    """Writer bounded by a window over the reader, reader consuming, the partition behind it zeroed:
    what a publication, its subscriber and the driver's cleaner do, over ten terms."""
    total_bytes, window = 10 * TERM, TERM // 2
    lengths: list[int] = []
    framed = 0
    while framed < total_bytes:
        lengths.append((len(lengths) * 131) % 2500)
        framed += d.framed_length(lengths[-1], MAX_PAYLOAD)
    with new_log(tmp_path, initial_term_id=2**31 - 4) as logs:
        appender = appender_type(logs)
        reader = TermReader(logs, max_fragments=50)
        assembler = Assembler()
        received: list[Message] = []
        next_message, read_position, cleaned_term = 0, 0, 0
        while len(received) < len(lengths):
            limit = read_position + window
            while next_message < len(lengths):
                result = appender.offer(pattern(next_message, lengths[next_message]), limit=limit)
                if result == ADMIN_ACTION:
                    continue
                if result < 0:
                    assert result == NOT_CONNECTED
                    break
                next_message += 1
            n = reader.read(read_position)
            assembler.feed(reader, n, received)
            read_position = reader.next_position
            term_count = read_position >> 16
            while cleaned_term + 2 <= term_count:  # the term two behind the reader is free to reuse
                logs.term_buffer(cleaned_term % 3)[:] = bytes(TERM)
                cleaned_term += 1
        assert read_position == logs.tail_position() >= total_bytes
        assert cleaned_term >= 8
    assert_pattern(received, lengths)
