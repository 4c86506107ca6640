"""Replay then join live: a subscription that starts from any recorded position and carries on live.

The helper for a consumer that was away: it replays an active recording from ``start_position`` and,
once the replay has caught up with where the live stream was when we joined it, stops the replay and
continues on the live stream, so the handler sees every fragment from ``start_position`` on exactly once
and in order. Aeron 1.51.0 ships a PersistentSubscription of its own
(aeron-archive/src/main/java/io/aeron/archive/client/PersistentSubscription.java) built on response
channels and replay tokens; this one is ours and simpler, and works with any archive and any pair of
channels because it relies only on two facts:

* a replay keeps the recording's initial term id and term offsets, so a replayed frame carries the same
  stream position as the live frame it was recorded from;
* a live subscription that joins holds the publisher back from its join position (its image keeps the
  data), so nothing between the replayed part and the live part is lost while we replay.

Order of work: subscribe live first (narrowed to the recording's session id) and wait for its image;
then start the replay (following the recording); deliver replayed fragments; once the delivered position
has reached the live image's join position *at a message boundary* (a fragment with the END flag), stop
the replay and deliver live fragments whose end position is beyond what was delivered. Because the switch
happens between messages, a FragmentAssembler given as the handler sees whole messages on both sides.
Use ``poll()`` from the caller's duty cycle; it never blocks except for the archive requests at start
and switch (bounded by the archive client's message timeout).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

from aeronkit.archive.client.aeron_archive import REPLAY_ALL_AND_FOLLOW, AeronArchive, with_param
from aeronkit.archive.client.archive_error import ArchiveError, ArchiveErrorCode
from aeronkit.client import Subscription
from aeronkit.client.header import END_FLAG, Header
from aeronkit.constants import NULL_POSITION
from aeronkit.errors import ClosedError

FragmentHandler = Callable[[Any, int, int, Header], Any]


class PersistentSubscriptionState(enum.Enum):
    AWAIT_LIVE_IMAGE = "AWAIT_LIVE_IMAGE"
    REPLAY = "REPLAY"
    LIVE = "LIVE"
    CLOSED = "CLOSED"


class PersistentSubscription:
    def __init__(
        self,
        archive: AeronArchive,
        recording_id: int,
        live_channel: str,
        replay_channel: str,
        replay_stream_id: int,
        start_position: int = NULL_POSITION,
        fragment_limit: int = 64,
    ) -> None:
        descriptor = archive.get_recording_descriptor(recording_id)
        if descriptor is None:
            raise ArchiveError(f"unknown recording id: {recording_id}", ArchiveErrorCode.UNKNOWN_RECORDING)
        if descriptor.stop_position != NULL_POSITION:
            raise ArchiveError(
                f"recording {recording_id} is not active (stopped at {descriptor.stop_position}); "
                "there is no live stream to join"
            )
        self.archive = archive
        self.recording_id = recording_id
        self.stream_id = descriptor.stream_id
        self.session_id = descriptor.session_id
        self.replay_channel = replay_channel
        self.replay_stream_id = replay_stream_id
        self.fragment_limit = fragment_limit
        self.start_position = descriptor.start_position if start_position == NULL_POSITION else start_position
        self.delivered_position = self.start_position
        self.live_join_position = NULL_POSITION
        self.replay_session_id = NULL_POSITION
        self.replayed_fragments = 0
        self.live_fragments = 0
        self._at_message_boundary = True
        self._handler: FragmentHandler | None = None
        self._replay: Subscription | None = None
        self.live: Subscription = archive.aeron.add_subscription(
            with_param(live_channel, "session-id", str(self.session_id)), self.stream_id
        )
        self.state = PersistentSubscriptionState.AWAIT_LIVE_IMAGE

    @property
    def is_live(self) -> bool:
        return self.state is PersistentSubscriptionState.LIVE

    def poll(self, handler: FragmentHandler, fragment_limit: int | None = None) -> int:
        """Deliver up to ``fragment_limit`` fragments (replayed or live) to ``handler``; work done."""
        limit = fragment_limit or self.fragment_limit
        state = self.state
        if state is PersistentSubscriptionState.CLOSED:
            raise ClosedError("persistent subscription is closed")
        if state is PersistentSubscriptionState.AWAIT_LIVE_IMAGE:
            return self._await_live_image()
        self._handler = handler
        if state is PersistentSubscriptionState.REPLAY:
            return self._poll_replay(limit)
        return self.live.poll(self._on_live_fragment, limit)

    def _await_live_image(self) -> int:
        images = self.live.images
        if not images:
            return 0
        self.live_join_position = images[0].join_position
        if self.start_position >= self.live_join_position:
            self.state = PersistentSubscriptionState.LIVE
            return 1
        self._replay = self.archive.replay(
            self.recording_id,
            self.replay_channel,
            self.replay_stream_id,
            position=self.start_position,
            length=REPLAY_ALL_AND_FOLLOW,
        )
        self.replay_session_id = self.archive.last_replay_session_id
        self.state = PersistentSubscriptionState.REPLAY
        return 1

    def _poll_replay(self, limit: int) -> int:
        assert self._replay is not None
        work = self._replay.poll(self._on_replay_fragment, limit)
        if self.delivered_position >= self.live_join_position and self._at_message_boundary:
            self._switch_to_live()
            work += 1
        return work

    def _on_replay_fragment(self, buffer: Any, offset: int, length: int, header: Header) -> None:
        if self.delivered_position >= self.live_join_position and self._at_message_boundary:
            return  # caught up: the rest comes from the live image
        self._deliver(buffer, offset, length, header)
        self.replayed_fragments += 1

    def _on_live_fragment(self, buffer: Any, offset: int, length: int, header: Header) -> None:
        if header.position <= self.delivered_position:
            return  # already delivered from the replay
        self._deliver(buffer, offset, length, header)
        self.live_fragments += 1

    def _deliver(self, buffer: Any, offset: int, length: int, header: Header) -> None:
        assert self._handler is not None
        self._handler(buffer, offset, length, header)
        self.delivered_position = header.position
        self._at_message_boundary = bool(header.flags & END_FLAG)

    def _switch_to_live(self) -> None:
        self._stop_replay()
        self.state = PersistentSubscriptionState.LIVE

    def _stop_replay(self) -> None:
        if self._replay is not None:
            replay, self._replay = self._replay, None
            try:
                self.archive.try_stop_replay(self.replay_session_id)
            finally:
                replay.close()

    def close(self) -> None:
        if self.state is PersistentSubscriptionState.CLOSED:
            return
        self.state = PersistentSubscriptionState.CLOSED
        try:
            self._stop_replay()
        finally:
            self.live.close()

    def __enter__(self) -> PersistentSubscription:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (
            f"PersistentSubscription(recording_id={self.recording_id}, state={self.state.name}, "
            f"delivered_position={self.delivered_position}, live_join_position={self.live_join_position})"
        )
