"""Distinct error log: dedup by encoded error, counts and timestamps in Agrona's record layout."""

from __future__ import annotations

import mmap
import struct

from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.cluster.service.errors import ClusterEvent
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.error_log import ENCODED_ERROR_OFFSET, DistinctErrorLog, ErrorLogReader
from aeronkit.driver.exceptions import DriverEvent


class FakeClock:
    def __init__(self) -> None:
        self.now_ms = 10

    def __call__(self) -> int:
        self.now_ms += 1
        return self.now_ms


def new_log(length: int = 4096) -> tuple[DistinctErrorLog, AtomicBuffer]:
    buffer = AtomicBuffer(mmap.mmap(-1, length))
    return DistinctErrorLog(buffer, FakeClock()), buffer


def test_repeats_only_bump_count_and_last_time() -> None:
    log, buffer = new_log()
    assert not ErrorLogReader.has_errors(buffer)
    for _ in range(3):
        assert log.record("java.io.IOException: disk full")
    assert log.record("another error")
    observations = list(ErrorLogReader.observations(buffer))
    assert [(o.observation_count, o.encoded_error) for o in observations] == [
        (3, "java.io.IOException: disk full"), (1, "another error")]
    first = observations[0]
    assert (first.first_observation_ms, first.last_observation_ms) == (11, 13)
    assert ErrorLogReader.has_errors(buffer)


def test_record_layout_is_agronas() -> None:
    log, buffer = new_log()
    log.record("abc")
    log.record("abc")
    raw = buffer.get_bytes(0, 32)
    length, count, last, first = struct.unpack_from("<iiqq", raw)
    assert (length, count, last, first) == (ENCODED_ERROR_OFFSET + 3, 2, 12, 11)
    assert raw[24:27] == b"abc"
    log.record("next")
    assert buffer.get_int32(32) == ENCODED_ERROR_OFFSET + 4  # second record starts 8-byte aligned


def test_exceptions_dedup_by_traceback() -> None:
    log, buffer = new_log(16384)

    def fail(message: str) -> None:
        raise ValueError(message)

    for message in ("same", "same", "different"):
        try:
            fail(message)
        except ValueError as ex:
            log.record(ex)
    observations = list(ErrorLogReader.observations(buffer))
    assert [o.observation_count for o in observations] == [2, 1]
    assert "ValueError: same" in observations[0].encoded_error
    assert "Traceback" in observations[0].encoded_error


def test_an_event_is_one_line_wherever_it_was_raised() -> None:
    """Java's AeronEvent keeps no stack trace: a warning raised in two places is one entry, one line."""
    log, buffer = new_log()

    def warn_here() -> None:
        raise ClusterEvent("followerLogAwait - joinPosition=96 greater than logPosition=0")

    def warn_there() -> None:
        warn_here()

    for raise_it in (warn_here, warn_there):
        try:
            raise_it()
        except ClusterEvent as ex:
            log.record(ex)
    log.record(DriverEvent("onPublicationError"))  # never raised
    assert [(o.observation_count, o.encoded_error) for o in ErrorLogReader.observations(buffer)] == [
        (2, "aeronkit.cluster.service.errors.ClusterEvent: WARN - followerLogAwait - joinPosition=96 greater "
            "than logPosition=0\n"),
        (1, "aeronkit.driver.exceptions.DriverEvent: WARN - onPublicationError\n"),
    ]


def test_full_log_refuses_new_errors_but_counts_known_ones() -> None:
    log, buffer = new_log(64)
    assert log.record("x" * 30)
    assert not log.record("y" * 30)
    assert log.record("x" * 30)
    assert [o.observation_count for o in ErrorLogReader.observations(buffer)] == [2]


def test_since_filter_and_reader_consumer() -> None:
    log, buffer = new_log()
    log.record("old")
    log.record("new")
    seen: list[str] = []
    assert ErrorLogReader.read(buffer, lambda c, f, last, text: seen.append(text), since_timestamp_ms=12) == 1
    assert seen == ["new"]


def test_writer_resumes_after_existing_records() -> None:
    log, buffer = new_log()
    log.record("first")
    again = DistinctErrorLog(buffer, FakeClock())
    again.record("first")
    again.record("second")
    assert [(o.observation_count, o.encoded_error) for o in ErrorLogReader.observations(buffer)] == [
        (2, "first"), (1, "second")]


@settings(max_examples=100, deadline=None)
@given(st.binary(min_size=0, max_size=512))
def test_reader_never_reads_outside_a_garbage_buffer(garbage: bytes) -> None:
    backing = mmap.mmap(-1, 512)
    backing[:len(garbage)] = garbage
    buffer = AtomicBuffer(backing)
    for o in ErrorLogReader.observations(buffer):
        assert 0 <= o.offset < 512 - ENCODED_ERROR_OFFSET + 1
        assert o.offset + o.length <= 512


@settings(max_examples=50, deadline=None)
@given(st.lists(st.sampled_from(["a", "bb", "ccc", "error with a longer message"]), max_size=40))
def test_counts_match_a_counter_model(messages: list[str]) -> None:
    log, buffer = new_log()
    for m in messages:
        assert log.record(m)
    expected: dict[str, int] = {}
    for m in messages:
        expected[m] = expected.get(m, 0) + 1
    assert {o.encoded_error: o.observation_count for o in ErrorLogReader.observations(buffer)} == expected
    assert [o.encoded_error for o in ErrorLogReader.observations(buffer)] == list(expected)
