"""One scenario for the archive client's user handlers, run against our archive and against Aeron Java's.

A fresh control session records a short stream: its signal consumer must receive RecordingSignal members
(START included, the member of value 0), and every attempt it makes to call back into the same client must
raise ReentrantCallError; a descriptor consumer that calls back fails its listing and leaves the session
usable. Used by tests/archive_client/test_archive_client_on_our_archive.py and
tests/interop/test_archive_client_java_archive.py.
"""

from __future__ import annotations

from typing import Any

import pytest

from aeronkit.archive.client import (
    AeronArchive,
    Context,
    RecordingSignal,
    RecordingSignalEvent,
    ReentrantCallError,
    SourceLocation,
)
from aeronkit.client import Aeron
from aeronkit.idle import SleepingIdleStrategy
from support.wait import wait_until

REENTRANT = "reentrant calls not permitted during callbacks"


def signals_and_reentrancy(aeron: Aeron, channel: str, stream_id: int, **context: Any) -> None:
    """Record ``stream_id`` on ``channel`` with a new session; check what its handlers see and may do."""
    seen: list[RecordingSignalEvent] = []
    refused: list[str] = []
    archive: AeronArchive

    def on_signal(event: RecordingSignalEvent) -> None:
        seen.append(event)
        try:
            archive.get_stop_position(event.recording_id)
        except ReentrantCallError as error:
            refused.append(str(error))

    ctx = Context(
        aeron=aeron,
        control_request_channel="aeron:ipc",
        control_response_channel="aeron:ipc",
        idle_strategy=SleepingIdleStrategy(200_000),
        recording_signal_consumer=on_signal,
        **context,
    )
    archive = AeronArchive.connect(ctx)
    try:
        subscription_id = archive.start_recording(channel, stream_id, SourceLocation.LOCAL)
        publication = aeron.add_exclusive_publication(channel, stream_id)
        try:

            def started() -> bool:
                archive.poll_for_recording_signals()
                return any(e.subscription_id == subscription_id for e in seen)

            wait_until(started, 30, "the START signal of the new recording")
        finally:
            publication.close()
        archive.stop_recording_subscription(subscription_id)
        start = next(e for e in seen if e.subscription_id == subscription_id)
        assert start.signal is RecordingSignal.START and start.signal.name == "START"
        assert all(isinstance(e.signal, RecordingSignal) for e in seen)
        assert refused and set(refused) == {REENTRANT}  # every signal's callback was refused

        recording_id = start.recording_id
        with pytest.raises(ReentrantCallError, match=REENTRANT):
            archive.list_recording(recording_id, lambda d: archive.get_start_position(d.recording_id))
        assert archive.get_start_position(recording_id) == 0  # the session carries on
    finally:
        archive.close()
