"""ReplayMerge's state machine stepped against duck-typed doubles of the subscription, image and archive.

What it proves: the merge drives the subscription only through its public destination API
(``async_add_destination`` / ``async_remove_destination``) in Aeron's order — replay destination at
construction, live destination once the replay is within the live-add window of the recorded position,
replay destination removed (and the replay stopped) once the image has reached it and hears both
transports — and a stalled merge fails on its progress timeout and still removes the replay destination
on close. The end-to-end merge on a Java ArchivingMediaDriver is in
tests/interop/test_archive_client_java_archive.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from aeronkit.archive.client.archive_error import ArchiveTimeoutError
from aeronkit.archive.client.replay_merge import ReplayMerge, ReplayMergeState
from aeronkit.clock import ManualClock

REPLAY_DESTINATION = "aeron:udp?endpoint=127.0.0.1:40100"
LIVE_DESTINATION = "aeron:udp?endpoint=127.0.0.1:40101|control=127.0.0.1:40102"
REPLAY_SESSION_ID = (5 << 32) | 77  # the replay's image has session id 77 (low 32 bits)
TERM_LENGTH = 64 * 1024


@dataclass
class Image:
    session_id: int = 77
    position: int = 0
    term_buffer_length: int = TERM_LENGTH
    active_transport_count: int = 1
    is_closed: bool = False

    def poll(self, handler: Any, limit: int) -> int:
        return 0


@dataclass
class Subscription:
    channel: str = "aeron:udp?control-mode=manual"
    stream_id: int = 1001
    registration_id: int = 42
    channel_status_id: int = 7
    is_closed: bool = False
    image: Image | None = None
    calls: list[tuple[str, str]] = field(default_factory=list)
    resolved_endpoint: str | None = None

    @property
    def is_connected(self) -> bool:
        return self.image is not None

    def image_by_session_id(self, session_id: int) -> Image | None:
        return self.image if self.image is not None and self.image.session_id == session_id else None

    def async_add_destination(self, channel: str) -> int:
        self.calls.append(("add", channel))
        return len(self.calls)

    def async_remove_destination(self, channel: str) -> int:
        self.calls.append(("remove", channel))
        return len(self.calls)


@dataclass
class Operation:
    result: Any
    done: bool = True

    def poll(self) -> bool:
        return True


class Context:
    def __init__(self, clock: ManualClock) -> None:
        self.clock = clock


class Aeron:
    def __init__(self, clock: ManualClock) -> None:
        self.context = Context(clock)
        self.is_closed = False


class Archive:
    def __init__(self, clock: ManualClock) -> None:
        self.aeron = Aeron(clock)
        self.max_recorded_position = 0
        self.replays: list[tuple[int, str, int, int]] = []
        self.stopped: list[int] = []
        self._operation = None

    def async_get_max_recorded_position(self, recording_id: int) -> Operation:
        return Operation(self.max_recorded_position)

    def async_start_replay(self, recording_id: int, channel: str, stream_id: int, params: Any) -> Operation:
        self.replays.append((recording_id, channel, stream_id, params.position))
        return Operation(REPLAY_SESSION_ID)

    def try_stop_replay(self, replay_session_id: int) -> bool:
        self.stopped.append(replay_session_id)
        return True


def step_until(merge: ReplayMerge, clock: ManualClock, state: ReplayMergeState, steps: int = 50) -> None:
    """do_work with 10 ms between calls (the max-position backoff needs time to pass) until ``state``."""
    for _ in range(steps):
        if merge.state is state:
            return
        merge.do_work()
        clock.advance_ms(10)
    raise AssertionError(f"merge stuck in {merge.state} waiting for {state}")


def new_merge() -> tuple[ReplayMerge, Subscription, Archive, ManualClock]:
    clock = ManualClock()
    subscription = Subscription()
    archive = Archive(clock)
    archive.max_recorded_position = 10_000
    merge = ReplayMerge(subscription, archive, "aeron:udp?session-id=77", REPLAY_DESTINATION,  # type: ignore[arg-type]
                        LIVE_DESTINATION, recording_id=3, start_position=0)
    return merge, subscription, archive, clock


def test_destinations_follow_aerons_order_through_the_public_api() -> None:
    merge, subscription, archive, clock = new_merge()
    assert subscription.calls == [("add", REPLAY_DESTINATION)]
    assert merge.state is ReplayMergeState.GET_RECORDING_POSITION

    step_until(merge, clock, ReplayMergeState.CATCHUP)
    (replay,) = archive.replays
    assert replay[0] == 3 and replay[2] == 1001 and replay[3] == 0
    assert "endpoint=127.0.0.1:40100" in replay[1] and "linger=0" in replay[1] and "eos=false" in replay[1]

    image = Image(position=1_000)
    subscription.image = image
    merge.do_work()
    assert merge.image is image and merge.state is ReplayMergeState.CATCHUP
    assert subscription.calls == [("add", REPLAY_DESTINATION)]  # far behind: no live destination yet

    image.position = 10_000  # caught up: within the live-add window (term / 4) of the recorded position
    step_until(merge, clock, ReplayMergeState.ATTEMPT_LIVE_JOIN)
    for _ in range(50):
        merge.do_work()
        clock.advance_ms(10)
        if merge.is_live_added:
            break
    assert subscription.calls == [("add", REPLAY_DESTINATION), ("add", LIVE_DESTINATION)]
    assert archive.stopped == []

    image.active_transport_count = 2  # the live stream now feeds the same image
    step_until(merge, clock, ReplayMergeState.MERGED, steps=200)
    assert subscription.calls == [("add", REPLAY_DESTINATION), ("add", LIVE_DESTINATION),
                                  ("remove", REPLAY_DESTINATION)]
    assert archive.stopped == [REPLAY_SESSION_ID]
    merge.close()
    assert subscription.calls[-1] == ("remove", REPLAY_DESTINATION) and len(subscription.calls) == 3


def test_a_stalled_merge_times_out_and_close_removes_the_replay_destination() -> None:
    merge, subscription, archive, clock = new_merge()
    step_until(merge, clock, ReplayMergeState.CATCHUP)
    clock.advance_ms(merge.merge_progress_timeout_ms + 1)  # no image ever appears
    with pytest.raises(ArchiveTimeoutError, match="no progress"):
        merge.do_work()
    assert merge.has_failed
    merge.close()
    assert subscription.calls == [("add", REPLAY_DESTINATION), ("remove", REPLAY_DESTINATION)]
    assert archive.stopped == [REPLAY_SESSION_ID]


def test_close_after_the_subscription_closed_sends_nothing_to_it() -> None:
    merge, subscription, _archive, _clock = new_merge()
    subscription.is_closed = True
    merge.close()
    assert subscription.calls == [("add", REPLAY_DESTINATION)]


def test_wildcard_replay_port_is_resolved_from_the_subscription() -> None:
    clock = ManualClock()
    subscription = Subscription()
    archive = Archive(clock)
    archive.max_recorded_position = 5_000
    merge = ReplayMerge(subscription, archive, "aeron:udp?session-id=77",  # type: ignore[arg-type]
                        "aeron:udp?endpoint=127.0.0.1:0", LIVE_DESTINATION, recording_id=3, start_position=0)
    assert merge.state is ReplayMergeState.RESOLVE_REPLAY_PORT
    merge.do_work()
    assert merge.state is ReplayMergeState.RESOLVE_REPLAY_PORT  # not bound yet
    subscription.resolved_endpoint = "127.0.0.1:45678"
    step_until(merge, clock, ReplayMergeState.CATCHUP)
    assert "endpoint=127.0.0.1:45678" in archive.replays[0][1]
