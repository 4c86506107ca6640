"""Recording the consensus module's snapshot into the local archive, and replaying one back, step by step.

Aeron's module does both synchronously (ConsensusModuleAgent.takeSnapshot and loadSnapshot at 1.51.0):
add an exclusive publication on the snapshot channel, ask the archive to record it (LOCAL, auto-stop), wait
for the recording's position counter, write the records, wait until the archive has them all, close the
publication; or replay a snapshot recording from position 0 on the replay channel and read it to its END
marker. Here each is a small state machine polled once per duty cycle, so the module never waits inside
``do_work`` for the driver or the archive. The records are built before the first step, from state
captured at one instant, so nothing the module does meanwhile can leak into the snapshot.
"""

from __future__ import annotations

import enum
from typing import Protocol

from aeronkit.archive.client import NULL_LENGTH, ReplayParams, SourceLocation, replay_image_session_id
from aeronkit.archive.client.aeron_archive import with_param
from aeronkit.client import Aeron, ExclusivePublication, Image, Subscription
from aeronkit.cluster.archive_requests import ArchiveRequest, ArchiveRequests
from aeronkit.cluster.consensus_module_snapshot import SnapshotListener, SnapshotLoader
from aeronkit.cluster.service import recording_pos
from aeronkit.concurrent.counters import NULL_COUNTER_ID
from aeronkit.constants import NULL_VALUE
from aeronkit.errors import AeronError
from aeronkit.logbuffer.results import ADMIN_ACTION, BACK_PRESSURED, NOT_CONNECTED


class SnapshotTaskError(AeronError):
    """A snapshot could not be recorded or loaded."""


class SnapshotHost(Protocol):
    @property
    def aeron(self) -> Aeron: ...

    @property
    def archive_requests(self) -> ArchiveRequests: ...

    @property
    def archive_id(self) -> int: ...


class _Take(enum.Enum):
    PUBLICATION = 1
    START_RECORDING = 2
    AWAIT_COUNTER = 3
    WRITE = 4
    AWAIT_RECORDED = 5
    DONE = 6


class SnapshotRecorder:
    """Writes ``records`` to a new recording; ``recording_id`` once ``poll`` returned True."""

    def __init__(self, host: SnapshotHost, records: list[bytes], channel: str, stream_id: int) -> None:
        self._host = host
        self._records = records
        self._channel = channel
        self._stream_id = stream_id
        self._publication_id = host.aeron.async_add_exclusive_publication(channel, stream_id)
        self._publication: ExclusivePublication | None = None
        self._request: ArchiveRequest | None = None
        self._counter_id = NULL_COUNTER_ID
        self._next = 0
        self.recording_id = NULL_VALUE
        self._step = _Take.PUBLICATION

    def poll(self) -> bool:
        """One step; True when the snapshot is fully recorded (raises SnapshotTaskError on failure)."""
        host = self._host
        if self._step is _Take.PUBLICATION:
            self._publication = host.aeron.get_exclusive_publication(self._publication_id)
            if self._publication is None:
                return False
            channel = with_param(self._channel, "session-id", str(self._publication.session_id))
            stream_id = self._stream_id
            self._request = host.archive_requests.submit(
                "snapshot recording",
                lambda archive: archive.async_start_recording(channel, stream_id, SourceLocation.LOCAL, True),
            )
            self._step = _Take.START_RECORDING
        if self._step is _Take.START_RECORDING:
            assert self._request is not None
            if not self._request.done:
                return False
            self._request.value()
            self._step = _Take.AWAIT_COUNTER
        publication = self._publication
        assert publication is not None
        counters = host.aeron.counters_reader
        if self._step is _Take.AWAIT_COUNTER:
            self._counter_id = recording_pos.find_counter_id_by_session(
                counters, publication.session_id, host.archive_id
            )
            if self._counter_id == NULL_COUNTER_ID:
                return False
            self.recording_id = recording_pos.get_recording_id(counters, self._counter_id)
            self._step = _Take.WRITE
        if self._step is _Take.WRITE:
            while self._next < len(self._records):
                result = publication.offer(self._records[self._next])
                if result > 0:
                    self._next += 1
                elif result in (BACK_PRESSURED, ADMIN_ACTION, NOT_CONNECTED):
                    return False  # try again on the next duty cycle
                else:
                    raise SnapshotTaskError(f"snapshot publication failed: offer result {result}")
            self._step = _Take.AWAIT_RECORDED
        if self._step is _Take.AWAIT_RECORDED:
            if not recording_pos.is_active(counters, self._counter_id, self.recording_id):
                raise SnapshotTaskError(f"recording has stopped unexpectedly: {self.recording_id}")
            if counters.get_counter_value(self._counter_id) < publication.position:
                return False
            host.aeron.async_remove_publication(self._publication_id)  # auto-stop ends the recording
            self._step = _Take.DONE
        return True

    def abandon(self) -> None:
        if self._step is not _Take.DONE:
            self._host.aeron.async_remove_publication(self._publication_id)
            self._step = _Take.DONE


class _Load(enum.Enum):
    START_REPLAY = 1
    SUBSCRIBE = 2
    AWAIT_IMAGE = 3
    READ = 4
    DONE = 5


class SnapshotReplayLoader:
    """Replays a consensus module snapshot recording into ``listener``."""

    def __init__(
        self,
        host: SnapshotHost,
        recording_id: int,
        listener: SnapshotListener,
        replay_channel: str,
        replay_stream_id: int,
    ) -> None:
        self._host = host
        self._listener = listener
        self._channel = replay_channel
        self._stream_id = replay_stream_id
        params = ReplayParams(position=0, length=NULL_LENGTH)
        self._request = host.archive_requests.submit(
            "snapshot replay",
            lambda archive: archive.async_start_replay(
                recording_id, replay_channel, replay_stream_id, params
            ),
        )
        self._session_id = NULL_VALUE
        self._subscription_id = NULL_VALUE
        self._subscription: Subscription | None = None
        self._image: Image | None = None
        self._loader: SnapshotLoader | None = None
        self._step = _Load.START_REPLAY

    def poll(self) -> bool:
        host = self._host
        if self._step is _Load.START_REPLAY:
            if not self._request.done:
                return False
            self._session_id = replay_image_session_id(int(self._request.value()))
            channel = with_param(self._channel, "session-id", str(self._session_id))
            self._subscription_id = host.aeron.async_add_subscription(channel, self._stream_id)
            self._step = _Load.SUBSCRIBE
        if self._step is _Load.SUBSCRIBE:
            self._subscription = host.aeron.get_subscription(self._subscription_id)
            if self._subscription is None:
                return False
            self._step = _Load.AWAIT_IMAGE
        if self._step is _Load.AWAIT_IMAGE:
            assert self._subscription is not None
            self._image = self._subscription.image_by_session_id(self._session_id)
            if self._image is None:
                return False
            self._loader = SnapshotLoader(self._image, self._listener)
            self._step = _Load.READ
        if self._step is _Load.READ:
            assert self._loader is not None and self._image is not None
            fragments = self._loader.poll()
            if not self._loader.is_done:
                if fragments == 0 and self._image.is_closed:
                    raise SnapshotTaskError(f"snapshot ended unexpectedly: {self._image}")
                return False
            host.aeron.async_remove_subscription(self._subscription_id)
            self._step = _Load.DONE
        return True

    def abandon(self) -> None:
        if self._step is not _Load.DONE and self._subscription_id != NULL_VALUE:
            self._host.aeron.async_remove_subscription(self._subscription_id)
        self._step = _Load.DONE
