"""What the archive client hands to user handlers, and what handlers may not do.

Recording signals reach ``Context.recording_signal_consumer`` as ``RecordingSignal`` members on every
path that dispatches them (START is the member of value 0, which a falsy-zero default once flattened to a
bare 0). A handler the client runs (signal consumer, descriptor consumer, error handler) that calls back
into the same client gets ``ReentrantCallError`` ("reentrant calls not permitted during callbacks", Aeron's
AeronArchive.ensureNotReentrant), and the client stays usable after it. Fakes here; the same is proven
against our archive (test_archive_client_on_our_archive.py) and Java's
(tests/interop/test_archive_client_java_archive.py).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from archive_client_fakes import FakePublication, FakeResponseStream, control_response, descriptor, signal

from aeronkit.archive.client import (
    AeronArchive,
    ArchiveError,
    ArchiveProxy,
    Context,
    ControlResponsePoller,
    RecordingDescriptor,
    RecordingSignal,
    RecordingSignalEvent,
    ReentrantCallError,
)
from aeronkit.clock import ManualClock
from aeronkit.codecs import archive as codecs
from aeronkit.idle import NoOpIdleStrategy

SESSION = 42


def _archive(
    stream: FakeResponseStream,
    on_signal: Callable[[RecordingSignalEvent], None] | None = None,
    on_error: Callable[[BaseException], None] | None = None,
) -> AeronArchive:
    correlation = iter(range(100, 10_000))
    aeron: Any = SimpleNamespace(
        next_correlation_id=lambda: next(correlation), context=SimpleNamespace(clock=ManualClock())
    )
    ctx = Context(
        aeron=aeron,
        control_request_channel="aeron:ipc",
        control_response_channel="aeron:ipc",
        message_timeout_ns=1_000_000_000,
        idle_strategy=NoOpIdleStrategy(),
        recording_signal_consumer=on_signal,
        error_handler=on_error,
    )
    proxy = ArchiveProxy(FakePublication(), NoOpIdleStrategy())
    return AeronArchive(ctx, ControlResponsePoller(stream), proxy, SESSION, 1)


def _assert_members(events: list[RecordingSignalEvent], expected: list[RecordingSignal]) -> None:
    assert [e.signal for e in events] == expected
    for event, member in zip(events, expected, strict=True):
        assert event.signal is member and event.signal.name == member.name  # a member, not an int


def test_start_signal_is_the_enum_member_on_every_dispatch_path() -> None:
    stream = FakeResponseStream()
    seen: list[RecordingSignalEvent] = []
    archive = _archive(stream, on_signal=seen.append)
    # met while a request waits for its answer
    stream.append(signal(SESSION, 8, codecs.RecordingSignal.START))
    stream.append(control_response(SESSION, 100, 4096))
    assert archive.get_stop_position(8) == 4096
    # polled for
    stream.append(signal(SESSION, 8, codecs.RecordingSignal.START))
    assert archive.poll_for_recording_signals() == 1
    stream.append(signal(SESSION, 8, codecs.RecordingSignal.START))
    assert archive.poll_for_error_response() is None
    stream.append(signal(SESSION, 8, codecs.RecordingSignal.START))
    archive.check_for_error_response()
    # met in the middle of a listing
    stream.append(descriptor(SESSION, 101, 8))
    stream.append(signal(SESSION, 8, codecs.RecordingSignal.START))
    stream.append(control_response(SESSION, 101, 0, codecs.ControlResponseCode.RECORDING_UNKNOWN))
    assert [d.recording_id for d in archive.recording_descriptors()] == [8]
    # the async form
    operation = archive.async_get_start_position(8)
    stream.append(signal(SESSION, 8, codecs.RecordingSignal.START))
    stream.append(control_response(SESSION, 102, 0))
    assert operation.poll() and operation.result == 0
    _assert_members(seen, [RecordingSignal.START] * 6)


def test_a_signal_consumer_calling_back_is_refused_and_the_client_carries_on() -> None:
    stream = FakeResponseStream()
    refusals: list[BaseException] = []
    archive: AeronArchive

    def consumer(event: RecordingSignalEvent) -> None:
        for call in (
            lambda: archive.get_stop_position(event.recording_id),
            lambda: archive.async_get_stop_position(event.recording_id),
            archive.poll_for_recording_signals,
            archive.poll_for_error_response,
            archive.check_for_error_response,
        ):
            with pytest.raises(ReentrantCallError, match="reentrant calls not permitted during callbacks"):
                call()
        refusals.append(ReentrantCallError())

    archive = _archive(stream, on_signal=consumer)
    stream.append(signal(SESSION, 3, codecs.RecordingSignal.STOP))
    assert archive.poll_for_recording_signals() == 1
    stream.append(signal(SESSION, 3, codecs.RecordingSignal.STOP))
    stream.append(control_response(SESSION, 100, 512))
    assert archive.get_stop_position(3) == 512  # the consumer ran mid-request and was refused there too
    assert len(refusals) == 2
    stream.append(control_response(SESSION, 101, 1024))
    assert archive.get_stop_position(3) == 1024  # nothing left over: the next request just works


def test_a_descriptor_consumer_calling_back_fails_the_listing_not_the_session() -> None:
    stream = FakeResponseStream()
    archive = _archive(stream)

    def consumer(d: RecordingDescriptor) -> None:
        archive.list_recording(d.recording_id, lambda _: None)

    stream.append(descriptor(SESSION, 100, 5))
    stream.append(control_response(SESSION, 100, 0, codecs.ControlResponseCode.RECORDING_UNKNOWN))
    with pytest.raises(ReentrantCallError):
        archive.list_recordings(0, 10, consumer)
    stream.append(control_response(SESSION, 101, 64))
    assert archive.get_stop_position(5) == 64


def test_an_error_handler_calling_back_is_refused() -> None:
    stream = FakeResponseStream()
    archive: AeronArchive
    refused: list[str] = []

    def on_error(error: BaseException) -> None:
        assert isinstance(error, ArchiveError)
        try:
            archive.get_recording_position(1)
        except ReentrantCallError as reentrant:
            refused.append(str(reentrant))

    archive = _archive(stream, on_error=on_error)
    stream.append(control_response(SESSION, 7, 2, codecs.ControlResponseCode.ERROR, "an older request"))
    stream.append(control_response(SESSION, 100, 9))
    assert archive.get_stop_position(1) == 9
    assert refused == ["reentrant calls not permitted during callbacks"]


def test_other_threads_wait_rather_than_being_refused() -> None:
    """The flag belongs to the call in progress: a second thread blocks on the lock, then runs."""
    import threading

    stream = FakeResponseStream()
    results: list[int] = []
    started = threading.Event()
    release = threading.Event()
    archive: AeronArchive

    def consumer(event: RecordingSignalEvent) -> None:
        started.set()
        assert release.wait(30)

    archive = _archive(stream, on_signal=consumer)
    stream.append(signal(SESSION, 1, codecs.RecordingSignal.START))
    poller = threading.Thread(target=archive.poll_for_recording_signals)
    poller.start()
    assert started.wait(30)
    other = threading.Thread(target=lambda: results.append(archive.get_stop_position(1)))
    other.start()
    stream.append(control_response(SESSION, 100, 77))
    release.set()
    poller.join(30)
    other.join(30)
    assert results == [77]
