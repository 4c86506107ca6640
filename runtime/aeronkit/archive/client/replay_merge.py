"""ReplayMerge: replay a recording into a multi-destination subscription, then merge with the live stream.

The states and thresholds follow aeron-archive/src/main/java/io/aeron/archive/client/ReplayMerge.java at
1.51.0. The subscription must use ``control-mode=manual`` (multi-destination); the replay destination
is added to it, the recording is replayed from ``start_position`` to the replay channel (given the
replay destination's endpoint, ``linger=0``, ``eos=false``), and its image is polled while we chase the
archive's max recorded position (asked with a backoff of 8 ms doubling to 500 ms). Once the image is
within a quarter of a term (at most 32 MiB) of that position the live destination is added; once the
image has reached the recorded position and receives from both transports, the replay destination is
removed and the replay stopped: the image carries on live, having lost and repeated nothing, because
both transports feed the same image (the replay channel must carry the live stream's ``session-id``).
Every state must make progress within ``merge_progress_timeout_ms`` (5 s) or ArchiveTimeoutError is
raised and the merge is FAILED.

Destinations are added and removed through the subscription's public API without waiting for the
driver, as Aeron's ReplayMerge does (``Subscription.async_add_destination`` /
``async_remove_destination``): the merge is a duty-cycle step and must not block; a refused
destination reaches the Aeron client's error handler, and the merge then fails on its progress timeout.
A replay destination with a ``:0`` port is resolved, as Aeron does, from the subscription's bound address
(``Subscription.resolved_endpoint``, the driver's local socket address counter; state RESOLVE_REPLAY_PORT).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

from aeronkit.archive.client.aeron_archive import AeronArchive, replay_image_session_id, with_param
from aeronkit.archive.client.archive_error import ArchiveTimeoutError
from aeronkit.archive.client.async_operation import ArchiveOperation
from aeronkit.client import Image, Subscription
from aeronkit.client.channel_status import endpoint_param
from aeronkit.client.header import Header
from aeronkit.constants import LONG_MAX, NULL_POSITION, NULL_VALUE

LIVE_ADD_MAX_WINDOW = 32 * 1024 * 1024
REPLAY_REMOVE_THRESHOLD = 0
MERGE_PROGRESS_TIMEOUT_DEFAULT_MS = 5_000
INITIAL_GET_MAX_RECORDED_POSITION_BACKOFF_MS = 8
GET_MAX_RECORDED_POSITION_BACKOFF_MAX_MS = 500
REPLAY_LENGTH = LONG_MAX

FragmentHandler = Callable[[Any, int, int, Header], Any]


class ReplayMergeState(enum.Enum):
    RESOLVE_REPLAY_PORT = "RESOLVE_REPLAY_PORT"
    GET_RECORDING_POSITION = "GET_RECORDING_POSITION"
    REPLAY = "REPLAY"
    CATCHUP = "CATCHUP"
    ATTEMPT_LIVE_JOIN = "ATTEMPT_LIVE_JOIN"
    MERGED = "MERGED"
    FAILED = "FAILED"
    CLOSED = "CLOSED"


class ReplayMerge:
    def __init__(
        self,
        subscription: Subscription,
        archive: AeronArchive,
        replay_channel: str,
        replay_destination: str,
        live_destination: str,
        recording_id: int,
        start_position: int,
        merge_progress_timeout_ms: int = MERGE_PROGRESS_TIMEOUT_DEFAULT_MS,
    ) -> None:
        for name, channel in (
            ("subscription", subscription.channel),
            ("replay_channel", replay_channel),
            ("replay_destination", replay_destination),
            ("live_destination", live_destination),
        ):
            if channel.startswith("aeron:ipc"):
                raise ValueError(f"IPC merging is not supported: {name}={channel}")
        if "control-mode=manual" not in subscription.channel:
            raise ValueError(f"Subscription URI must have 'control-mode=manual' uri={subscription.channel}")
        endpoint = endpoint_param(replay_destination)
        if endpoint is None:
            raise ValueError(f"replay_destination needs an endpoint: {replay_destination}")
        self.subscription = subscription
        self.archive = archive
        self.replay_destination = replay_destination
        self.live_destination = live_destination
        self.recording_id = recording_id
        self.start_position = start_position
        self.merge_progress_timeout_ms = merge_progress_timeout_ms
        channel = with_param(replay_channel, "linger", "0")
        channel = with_param(channel, "eos", "false")
        self._clock = archive.aeron.context.clock
        if endpoint.endswith(":0"):
            self.replay_channel = channel  # the endpoint is filled in once the driver has bound the port
            self.state = ReplayMergeState.RESOLVE_REPLAY_PORT
        else:
            self.replay_channel = with_param(channel, "endpoint", endpoint)
            self.state = ReplayMergeState.GET_RECORDING_POSITION
        self.image: Image | None = None
        self.is_live_added = False
        self.is_replay_active = False
        self.replay_session_id = NULL_VALUE
        self.next_target_position = NULL_POSITION
        self.position_of_last_progress = NULL_POSITION
        self._operation: ArchiveOperation | None = None
        now_ms = self._now_ms()
        self._time_of_last_progress_ms = now_ms
        self._time_of_next_get_max_ms = now_ms
        self._get_max_backoff_ms = INITIAL_GET_MAX_RECORDED_POSITION_BACKOFF_MS
        subscription.async_add_destination(replay_destination)

    def _now_ms(self) -> int:
        now: int = self._clock.time_ms()
        return now

    @property
    def is_merged(self) -> bool:
        return self.state is ReplayMergeState.MERGED

    @property
    def has_failed(self) -> bool:
        return self.state is ReplayMergeState.FAILED

    def poll(self, handler: FragmentHandler, fragment_limit: int) -> int:
        """Advance the merge, then poll the (replay, later merged) image."""
        self.do_work()
        return 0 if self.image is None else self.image.poll(handler, fragment_limit)

    def do_work(self) -> int:
        now_ms = self._now_ms()
        state = self.state
        try:
            if state is ReplayMergeState.RESOLVE_REPLAY_PORT:
                work = self._resolve_replay_port(now_ms)
            elif state is ReplayMergeState.GET_RECORDING_POSITION:
                work = self._get_recording_position(now_ms)
            elif state is ReplayMergeState.REPLAY:
                work = self._replay(now_ms)
            elif state is ReplayMergeState.CATCHUP:
                work = self._catchup(now_ms)
            elif state is ReplayMergeState.ATTEMPT_LIVE_JOIN:
                work = self._attempt_live_join(now_ms)
            else:
                return 0
            self._check_progress(now_ms)
        except BaseException:
            self.state = ReplayMergeState.FAILED
            raise
        return work

    # -- states -----------------------------------------------------------------------------------------

    def _poll_operation(self) -> bool:
        """True once the outstanding archive request has its answer."""
        assert self._operation is not None
        return self._operation.poll()

    def _ask_max_recorded_position(self, now_ms: int) -> bool:
        if now_ms < self._time_of_next_get_max_ms:
            return False
        self._operation = self.archive.async_get_max_recorded_position(self.recording_id)
        self._get_max_backoff_ms = min(self._get_max_backoff_ms * 2, GET_MAX_RECORDED_POSITION_BACKOFF_MAX_MS)
        self._time_of_next_get_max_ms = now_ms + self._get_max_backoff_ms
        return True

    def _resolve_replay_port(self, now_ms: int) -> int:
        resolved = self.subscription.resolved_endpoint
        if resolved is None:
            return 0
        self.replay_channel = with_param(self.replay_channel, "endpoint", resolved)
        self._time_of_last_progress_ms = now_ms
        self.state = ReplayMergeState.GET_RECORDING_POSITION
        return 1

    def _get_recording_position(self, now_ms: int) -> int:
        if self._operation is None:
            if self._ask_max_recorded_position(now_ms):
                self._time_of_last_progress_ms = now_ms
                return 1
            return 0
        if not self._poll_operation():
            return 0
        self.next_target_position = int(self._operation.result)
        self._operation = None
        if self.next_target_position != NULL_POSITION:
            self._time_of_last_progress_ms = now_ms
            self.state = ReplayMergeState.REPLAY
        return 1

    def _replay(self, now_ms: int) -> int:
        if self._operation is None:
            from aeronkit.archive.client.archive_proxy import ReplayParams

            params = ReplayParams(position=self.start_position, length=REPLAY_LENGTH)
            self._operation = self.archive.async_start_replay(
                self.recording_id, self.replay_channel, self.subscription.stream_id, params
            )
            self._time_of_last_progress_ms = now_ms
            return 1
        if not self._poll_operation():
            return 0
        self.replay_session_id = int(self._operation.result)
        self._operation = None
        self.is_replay_active = True
        self._time_of_last_progress_ms = now_ms
        self._get_max_backoff_ms = INITIAL_GET_MAX_RECORDED_POSITION_BACKOFF_MS
        self._time_of_next_get_max_ms = now_ms
        self.state = ReplayMergeState.CATCHUP
        return 1

    def _catchup(self, now_ms: int) -> int:
        if self.image is None and self.subscription.is_connected:
            self._time_of_last_progress_ms = now_ms
            image = self.subscription.image_by_session_id(replay_image_session_id(self.replay_session_id))
            if image is not None:
                self.image = image
                self.position_of_last_progress = image.position
            else:
                self.position_of_last_progress = NULL_POSITION
        if self.image is None:
            return 0
        position = self.image.position
        if position >= self.next_target_position:
            self._time_of_last_progress_ms = now_ms
            self.position_of_last_progress = position
            self.state = ReplayMergeState.ATTEMPT_LIVE_JOIN
            return 1
        if position > self.position_of_last_progress:
            self._time_of_last_progress_ms = now_ms
            self.position_of_last_progress = position
        elif self.image.is_closed:
            raise RuntimeError("ReplayMerge image closed unexpectedly")
        return 0

    def _attempt_live_join(self, now_ms: int) -> int:
        if self._operation is None:
            if self._ask_max_recorded_position(now_ms):
                self._time_of_last_progress_ms = now_ms
                return 1
            return 0
        if not self._poll_operation():
            return 0
        self.next_target_position = int(self._operation.result)
        self._operation = None
        if self.next_target_position == NULL_POSITION:
            return 1
        next_state = ReplayMergeState.CATCHUP
        image = self.image
        if image is not None:
            position = image.position
            if self._should_add_live_destination(image, position):
                self.subscription.async_add_destination(self.live_destination)
                self._time_of_last_progress_ms = now_ms
                self.position_of_last_progress = position
                self.is_live_added = True
            elif self._should_stop_and_remove_replay(image, position):
                self.subscription.async_remove_destination(self.replay_destination)
                self._stop_replay()
                self._time_of_last_progress_ms = now_ms
                self.position_of_last_progress = position
                next_state = ReplayMergeState.MERGED
        self.state = next_state
        return 1

    def _should_add_live_destination(self, image: Image, position: int) -> bool:
        window = min(image.term_buffer_length >> 2, LIVE_ADD_MAX_WINDOW)
        return not self.is_live_added and self.next_target_position - position <= window

    def _should_stop_and_remove_replay(self, image: Image, position: int) -> bool:
        return (
            self.is_live_added
            and self.next_target_position - position <= REPLAY_REMOVE_THRESHOLD
            and image.active_transport_count >= 2
        )

    def _stop_replay(self) -> None:
        if self.is_replay_active:
            self.is_replay_active = False
            self.archive.try_stop_replay(self.replay_session_id)

    def _check_progress(self, now_ms: int) -> None:
        if now_ms > self._time_of_last_progress_ms + self.merge_progress_timeout_ms:
            transports = self.image.active_transport_count if self.image is not None else 0
            raise ArchiveTimeoutError(
                f"ReplayMerge no progress: state={self.state.name}, activeTransportCount={transports}"
            )

    def close(self) -> None:
        """Remove the replay destination and stop the replay unless merged; the subscription stays open."""
        state = self.state
        if state is ReplayMergeState.CLOSED:
            return
        self.state = ReplayMergeState.CLOSED
        if self._operation is not None and not self._operation.done:
            self.archive._operation = None  # abandon the answer; the archive session stays usable
        self._operation = None
        if self.archive.aeron.is_closed:
            return
        if state is not ReplayMergeState.MERGED and not self.subscription.is_closed:
            self.subscription.async_remove_destination(self.replay_destination)
        self._stop_replay()

    def __enter__(self) -> ReplayMerge:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (
            f"ReplayMerge(state={self.state.name}, next_target_position={self.next_target_position}, "
            f"position_of_last_progress={self.position_of_last_progress}, live_added={self.is_live_added}, "
            f"replay_active={self.is_replay_active}, replay_channel={self.replay_channel!r})"
        )
