"""Replaying this member's own log, from the archive, through the consensus module and its services.

A leader whose log holds entries beyond its recovered state (LEADER_REPLAY) replays ``[start, stop)`` of
its log recording before it leads, as aeron-cluster/src/main/java/io/aeron/cluster/LogReplay.java at 1.51.0
does: the local archive replays that range on the replay channel (the image's session id is the low 32 bits
of the replay session id), the module's log adapter reads it, and the services join the same image
(JoinLog with ``isStartup`` and role FOLLOWER, bounded by ``stop``) and apply it too. The replay is done
when the module has read to ``stop`` and is not in the middle of a snapshot the replayed log asked for.

Every step that needs the archive, the driver or the services is started and then polled, one duty cycle
at a time.
"""

from __future__ import annotations

import enum
from typing import Protocol

from aeronkit.archive.client import ReplayParams, replay_image_session_id
from aeronkit.archive.client.aeron_archive import with_param
from aeronkit.client import Aeron, Subscription
from aeronkit.cluster.archive_requests import ArchiveRequest, ArchiveRequests
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.log_adapter import LogAdapter
from aeronkit.constants import NULL_VALUE
from aeronkit.errors import AeronError


class Join(Protocol):
    def poll(self) -> bool:
        """True once every service acknowledged the JoinLog."""
        ...


class ReplayHost(Protocol):
    @property
    def aeron(self) -> Aeron: ...

    @property
    def archive_requests(self) -> ArchiveRequests: ...

    @property
    def log_adapter(self) -> LogAdapter: ...

    @property
    def is_taking_snapshot(self) -> bool: ...

    def join_services(
        self,
        log_position: int,
        max_log_position: int,
        log_session_id: int,
        log_stream_id: int,
        is_startup: bool,
        role: Role,
        channel: str,
    ) -> Join: ...

    def replay_log_poll(self, stop_position: int) -> int: ...


class _Step(enum.Enum):
    START_REPLAY = 1
    SUBSCRIBE = 2
    AWAIT_IMAGE = 3
    JOIN_SERVICES = 4
    APPLY = 5


class LogReplay:
    def __init__(
        self,
        host: ReplayHost,
        recording_id: int,
        start_position: int,
        stop_position: int,
        replay_channel: str,
        replay_stream_id: int,
    ) -> None:
        self._host = host
        self.start_position = start_position
        self.stop_position = stop_position
        self._channel = replay_channel
        self._stream_id = replay_stream_id
        params = ReplayParams(position=start_position, length=stop_position - start_position)
        self._request: ArchiveRequest = host.archive_requests.submit(
            "log replay",
            lambda archive: archive.async_start_replay(
                recording_id, replay_channel, replay_stream_id, params
            ),
        )
        self.replay_session_id = NULL_VALUE
        self._log_session_id = NULL_VALUE
        self._subscription_id = NULL_VALUE
        self._subscription: Subscription | None = None
        self._join: Join | None = None
        self._step = _Step.START_REPLAY

    def __repr__(self) -> str:
        return (
            f"LogReplay(start={self.start_position}, stop={self.stop_position}, step={self._step.name}, "
            f"position={self._host.log_adapter.position})"
        )

    def do_work(self) -> int:
        host = self._host
        if self._step is _Step.START_REPLAY:
            if not self._request.done:
                return 0
            self.replay_session_id = int(self._request.value())
            self._log_session_id = replay_image_session_id(self.replay_session_id)
            channel = with_param(self._channel, "session-id", str(self._log_session_id))
            self._subscription_id = host.aeron.async_add_subscription(channel, self._stream_id)
            self._step = _Step.SUBSCRIBE
            return 1
        if self._step is _Step.SUBSCRIBE:
            self._subscription = host.aeron.get_subscription(self._subscription_id)
            if self._subscription is None:
                return 0
            self._step = _Step.AWAIT_IMAGE
            return 1
        if self._step is _Step.AWAIT_IMAGE:
            assert self._subscription is not None
            image = self._subscription.image_by_session_id(self._log_session_id)
            if image is None:
                return 0
            if image.join_position != self.start_position:
                raise AeronError(
                    f"joinPosition={image.join_position} expected startPosition={self.start_position}"
                )
            host.log_adapter.set_image(image)
            self._join = host.join_services(
                self.start_position,
                self.stop_position,
                self._log_session_id,
                self._stream_id,
                True,
                Role.FOLLOWER,
                self._subscription.channel,
            )
            self._step = _Step.JOIN_SERVICES
            return 1
        if self._step is _Step.JOIN_SERVICES:
            assert self._join is not None
            if not self._join.poll():
                return 0
            self._step = _Step.APPLY
            return 1
        return host.replay_log_poll(self.stop_position)

    def is_done(self) -> bool:
        return (
            self._step is _Step.APPLY
            and self._host.log_adapter.position >= self.stop_position
            and not self._host.is_taking_snapshot
        )

    def close(self) -> None:
        host = self._host
        if self.replay_session_id != NULL_VALUE:
            replay_session_id = self.replay_session_id
            host.archive_requests.submit(
                "stop log replay",
                lambda archive: archive.async_stop_replay(replay_session_id, allow_unknown=True),
            )
        host.log_adapter.disconnect()
        if self._subscription_id != NULL_VALUE:
            host.aeron.async_remove_subscription(self._subscription_id)
