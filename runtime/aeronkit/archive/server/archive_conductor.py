"""The archive conductor: control subscriptions, sessions, the catalog, and what each request does.

Mirrors aeron-archive/src/main/java/io/aeron/archive/ArchiveConductor.java at 1.51.0 for what each request
checks and answers. The conductor owns the catalog and the control sessions. It reaches the Recorder and
Replayer agents only through their proxies (a new session goes over a bounded command queue, a stop is
the session's abort flag), and they hand finished sessions back on their ``finished`` queues. The rules
that are not about the conductor's own state live beside it: crash recovery (``recovery``), what a replay
request may ask (``replay_request``), what segment requests do to files (``segment_files``), counter
layouts (``archive_counters``) and recording keys (``recording_subscription``).
"""

from __future__ import annotations

import random
import shutil
from collections import deque
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from aeronkit.archive.catalog import Catalog, RecordingDescriptor
from aeronkit.archive.codes import ArchiveErrorCode as Err
from aeronkit.archive.errors import ArchiveError
from aeronkit.archive.mark_file import ArchiveMarkFile
from aeronkit.archive.protocol import (
    PROTOCOL_MAJOR_VERSION,
    PROTOCOL_SEMANTIC_VERSION,
    RECORDING_POSITION_TYPE_ID,
)
from aeronkit.archive.segment import SegmentWriter, recording_segment_length, segment_file_base_position
from aeronkit.archive.server.archive_counters import recording_position_key, recording_position_label
from aeronkit.archive.server.control_response_proxy import ControlResponseProxy
from aeronkit.archive.server.control_session import ControlSession
from aeronkit.archive.server.control_session_demuxer import ControlSessionDemuxer
from aeronkit.archive.server.recorder import Recorder
from aeronkit.archive.server.recorder_proxy import RecorderProxy
from aeronkit.archive.server.recording_events_proxy import RecordingEventsProxy
from aeronkit.archive.server.recording_session import RecordingSession
from aeronkit.archive.server.recording_subscription import (
    NULL_RECORDING_ID,
    ActiveRecording,
    RecordingSubscription,
    recording_key,
    strip_channel,
)
from aeronkit.archive.server.recovery import recover_recordings
from aeronkit.archive.server.replay_request import (
    CounterLimit,
    RecordingLimit,
    ReplayLimit,
    StopPositionLimit,
    check_replay_length,
    check_replay_limit,
    check_replay_window,
    replay_channel,
    replay_end_position,
    replay_start_position,
)
from aeronkit.archive.server.replay_session import ReplayError, ReplaySession
from aeronkit.archive.server.replayer import Replayer
from aeronkit.archive.server.replayer_proxy import ReplayerProxy
from aeronkit.archive.server.replication_session import ReplicationSession, response_channel_for
from aeronkit.archive.server.segment_files import (
    attachable_start,
    delete_segment_file,
    delete_segments_below,
    migrate_segment_files,
    recording_segment_files,
    truncate_segment_files,
)
from aeronkit.client import Aeron, ExclusivePublication, FragmentAssembler, Header, Image, Subscription
from aeronkit.client.image import FragmentHandler
from aeronkit.codecs import archive as codecs
from aeronkit.codecs.archive import ControlResponseCode, RecordingSignal, RecordingState, SourceLocation
from aeronkit.constants import LONG_MAX, NULL_POSITION, semantic_version_major, semantic_version_string
from aeronkit.driver import channel_uri
from aeronkit.errors import ConfigurationError, RegistrationError
from aeronkit.logbuffer.descriptor import FRAME_ALIGNMENT

if TYPE_CHECKING:  # type only: archive.py builds the conductor
    from aeronkit.archive.server.archive import Context

MAX_LIST_PER_REQUEST = 1_000_000
MARK_FILE_UPDATE_INTERVAL_MS = 1_000
FRAGMENT_LIMIT = 10
_SESSION_ID_MASK = LONG_MAX


class _Closeable(Protocol):
    def close(self) -> None: ...


class ArchiveConductor:
    """The archive's control agent. Everything here runs on one thread (see Archive.launch)."""

    def __init__(self, ctx: Context, aeron: Aeron, catalog: Catalog, mark_file: ArchiveMarkFile) -> None:
        self.ctx = ctx
        self.aeron = aeron
        self.catalog = catalog
        self.mark_file = mark_file
        assert ctx.archive_dir is not None and ctx.epoch_clock is not None
        self.archive_dir = ctx.archive_dir
        self.epoch_clock = ctx.epoch_clock
        self.now_ms = self.epoch_clock()
        self.proxy = ControlResponseProxy()
        self.demuxer = ControlSessionDemuxer(self)
        self.recorder = Recorder()
        self.replayer = Replayer(self.epoch_clock)
        self.recorder_proxy = RecorderProxy(self.recorder)
        self.replayer_proxy = ReplayerProxy(self.replayer)
        self.sessions: dict[int, ControlSession] = {}
        self.next_session_id = random.randint(0, 2**31 - 1)
        self.replay_id = 1
        self.recording_subscriptions: dict[int, RecordingSubscription] = {}
        self.active_recordings: dict[int, ActiveRecording] = {}
        self.replays: dict[int, ReplaySession] = {}
        self.replications: dict[int, ReplicationSession] = {}
        self._replication_subscriptions: dict[int, int] = {}
        self.replay_tokens: dict[int, int] = {}
        self.pending_images: deque[tuple[int, Image]] = deque()
        self.gone_request_images: deque[int] = deque()
        self.errors = 0
        self.mark_deadline_ms = 0
        self._control_subscriptions: list[Subscription] = []
        self._assemblers: list[FragmentAssembler] = []
        self.events: RecordingEventsProxy | None = None
        self.request_source_identity = ""
        self.recovered = recover_recordings(catalog, self.archive_dir, ctx.record_checksum_impl, self.now_ms)

    # -- lifecycle ------------------------------------------------------------------------------------------

    def role_name(self) -> str:
        return "archive-conductor"

    def on_start(self) -> None:
        """Subscribe to the control channels and open the events publication; a failure names the setting."""
        ctx = self.ctx
        channels = []
        if ctx.control_channel_enabled and ctx.control_channel:
            channels.append(("aeron.archive.control.channel", ctx.control_channel, ctx.control_stream_id))
        channels.append(
            ("aeron.archive.local.control.channel", ctx.local_control_channel, ctx.local_control_stream_id)
        )
        for setting, channel, stream_id in channels:
            subscription = self._add_control_subscription(setting, channel, stream_id)
            self._control_subscriptions.append(subscription)
            self._assemblers.append(FragmentAssembler(self._control_handler(subscription)))
        if ctx.recording_events_enabled:
            events_channel = ctx.recording_events_channel
            assert events_channel is not None  # Context.conclude requires it when events are enabled
            try:
                publication = self.aeron.add_publication(events_channel, ctx.recording_events_stream_id)
            except (RegistrationError, ValueError) as exc:
                raise ConfigurationError(
                    f"aeron.archive.recording.events.channel={events_channel}: {exc}"
                ) from exc
            self.events = RecordingEventsProxy(publication)

    def _add_control_subscription(self, setting: str, channel: str, stream_id: int) -> Subscription:
        """A control channel the driver refuses (a typo, a port in use) fails the start, naming it."""
        try:
            return self.aeron.add_subscription(
                channel, stream_id, unavailable_image_handler=self._on_request_image_gone
            )
        except (RegistrationError, ValueError) as exc:
            raise ConfigurationError(f"{setting}={channel}: {exc}") from exc

    def on_close(self) -> None:
        for replication in self.replications.values():
            replication.close()
        self.replications.clear()
        self.recorder.on_close()
        self._finish_recordings()
        self.replayer.on_close()
        for session in list(self.sessions.values()):
            session.close()
        self.sessions.clear()
        for sub in self.recording_subscriptions.values():
            self._close_quietly(sub.subscription)
        self.recording_subscriptions.clear()
        for subscription in self._control_subscriptions:
            self._close_quietly(subscription)
        if self.events is not None:
            self._close_quietly(self.events)

    def _close_quietly(self, resource: _Closeable) -> None:
        try:
            resource.close()
        except Exception as exc:
            self.report(exc)

    def report(self, error: BaseException) -> None:
        self.errors += 1
        handler = self.ctx.error_handler
        if handler is not None:
            handler(error)

    # -- duty cycle -----------------------------------------------------------------------------------------

    def do_work(self) -> int:
        now_ms = self.epoch_clock()
        self.now_ms = now_ms
        work = self._update_mark_file(now_ms)
        work += self._poll_control_requests()
        work += self._start_pending_recordings()
        work += self._abort_sessions_of_gone_requesters()
        work += self._finish_recordings()
        work += self._finish_replays()
        work += self._run_replications(now_ms)
        work += self._run_control_sessions(now_ms)
        return work

    def _update_mark_file(self, now_ms: int) -> int:
        """Tell would-be successors this archive is alive (ArchiveMarkFile activity timestamp)."""
        if now_ms < self.mark_deadline_ms:
            return 0
        self.mark_deadline_ms = now_ms + MARK_FILE_UPDATE_INTERVAL_MS
        self.mark_file.update_activity_timestamp(now_ms)
        return 1

    def _poll_control_requests(self) -> int:
        work = 0
        for subscription, assembler in zip(self._control_subscriptions, self._assemblers, strict=True):
            work += subscription.poll(assembler, FRAGMENT_LIMIT)
        return work

    def _start_pending_recordings(self) -> int:
        """Images that appeared on recording subscriptions (queued by the client conductor's thread)."""
        work = 0
        while self.pending_images:
            subscription_id, image = self.pending_images.popleft()
            self._on_recording_image(subscription_id, image)
            work += 1
        return work

    def _abort_sessions_of_gone_requesters(self) -> int:
        """A client's request publication went away: its control sessions end (Aeron: image unavailable)."""
        work = 0
        while self.gone_request_images:
            image_session_id = self.gone_request_images.popleft()
            for session in self.sessions.values():
                if session.image_session_id == image_session_id:
                    session.abort("request publication image unavailable")
            work += 1
        return work

    def _run_replications(self, now_ms: int) -> int:
        work = 0
        for replication_id, replication in list(self.replications.items()):
            work += replication.do_work(now_ms)
            if replication.is_done:
                del self.replications[replication_id]
                self._replication_subscriptions.pop(replication_id, None)
        return work

    def _run_control_sessions(self, now_ms: int) -> int:
        work = 0
        done = []
        for session_id, session in self.sessions.items():
            work += session.do_work(now_ms)
            if session.is_done:
                done.append(session_id)
        for session_id in done:
            self._close_session(self.sessions.pop(session_id))
        return work

    def _control_handler(self, subscription: Subscription) -> FragmentHandler:
        def on_fragment(buffer: Any, offset: int, length: int, header: Header) -> None:
            image = subscription.image_by_session_id(header.session_id)
            self.request_source_identity = "" if image is None else image.source_identity
            self.demuxer.on_message(buffer, offset, length, header.session_id)

        return on_fragment

    def _on_request_image_gone(self, image: Image) -> None:
        self.gone_request_images.append(image.session_id)  # client conductor thread -> our queue

    # -- control sessions -----------------------------------------------------------------------------------

    def connect(
        self,
        correlation_id: int,
        response_stream_id: int,
        version: int,
        response_channel: str,
        credentials: bytes,
        image_session_id: int,
        client_info: str = "",
    ) -> None:
        session_id = self.next_session_id
        self.next_session_id = (self.next_session_id + 1) & _SESSION_ID_MASK
        invalid = None
        if semantic_version_major(version) != PROTOCOL_MAJOR_VERSION:
            invalid = (
                f"invalid client version {semantic_version_string(version)}, archive is "
                f"{semantic_version_string(PROTOCOL_SEMANTIC_VERSION)}"
            )
        session = ControlSession(
            session_id,
            correlation_id,
            response_stream_id,
            response_channel,
            image_session_id,
            self,
            self.proxy,
            invalid,
            self.now_ms,
        )
        session.client_info = client_info
        session.source_identity = self.request_source_identity
        self.sessions[session_id] = session
        assert self.ctx.authenticator is not None
        if invalid is None:
            self.ctx.authenticator.on_connect_request(session_id, credentials, self.now_ms)

    def close_session(self, session: ControlSession) -> None:
        session.abort("session closed")

    def _close_session(self, session: ControlSession) -> None:
        for replay in list(self.replays.values()):
            if replay.control_session is session:
                self.replayer_proxy.stop_replay(replay, "control session closed")
        session.close()

    # -- recording ------------------------------------------------------------------------------------------

    def start_recording(
        self,
        session: ControlSession,
        correlation_id: int,
        stream_id: int,
        source_location: SourceLocation,
        auto_stop: bool,
        channel: str,
        extend_recording_id: int = NULL_RECORDING_ID,
    ) -> None:
        try:
            stripped = strip_channel(channel)
            key = recording_key(stream_id, channel)
            uri = channel_uri.parse(channel)
        except Exception as exc:
            session.send_error(correlation_id, f"invalid channel {channel!r}: {exc}")
            return
        try:
            self._check_can_record(key, stream_id, channel)
        except ArchiveError as refused:
            session.send_error(correlation_id, refused.message, refused.error_code)
            return
        subscribe_channel = channel
        if not uri.is_ipc and source_location == SourceLocation.LOCAL:
            subscribe_channel = "aeron-spy:" + channel
        try:
            registration_id = self._add_recording_subscription(
                session,
                correlation_id,
                stream_id,
                channel,
                extend_recording_id,
                subscribe_channel,
                auto_stop,
                key,
                stripped,
            )
        except Exception as exc:
            session.send_error(correlation_id, f"failed to subscribe to {subscribe_channel}: {exc}")
            return
        session.send_ok(correlation_id, registration_id)

    def _check_can_record(self, key: str, stream_id: int, channel: str) -> None:
        if any(sub.key == key for sub in self.recording_subscriptions.values()):
            raise ArchiveError(
                f"recording exists for streamId={stream_id} channel={channel}", Err.ACTIVE_SUBSCRIPTION
            )
        if len(self.active_recordings) >= (self.ctx.max_concurrent_recordings or 0):
            raise ArchiveError(
                f"max concurrent recordings reached {self.ctx.max_concurrent_recordings}", Err.MAX_RECORDINGS
            )
        self._check_storage_space()

    def _check_storage_space(self) -> None:
        """Aeron refuses new recordings when usable space is at or below the low storage space threshold."""
        threshold = self.ctx.low_storage_space_threshold or 0
        if threshold <= 0:
            return
        free = shutil.disk_usage(self.archive_dir).free
        if free <= threshold:
            raise ArchiveError(f"low storage threshold={threshold} <= usableSpace={free}", Err.STORAGE_SPACE)

    def _add_recording_subscription(
        self,
        session: ControlSession,
        correlation_id: int,
        stream_id: int,
        channel: str,
        extend_recording_id: int,
        subscribe_channel: str | None = None,
        auto_stop: bool = True,
        key: str | None = None,
        stripped: str | None = None,
    ) -> int:
        """Subscribe and record every image that appears; returns the subscription registration id."""
        holder: dict[str, int] = {}

        def on_image(image: Image) -> None:  # client conductor thread: hand over through the queue
            self.pending_images.append((holder.get("id", image.subscription_registration_id), image))

        subscription = self.aeron.add_subscription(
            subscribe_channel or channel, stream_id, available_image_handler=on_image
        )
        holder["id"] = subscription.registration_id
        self.recording_subscriptions[subscription.registration_id] = RecordingSubscription(
            subscription,
            key or recording_key(stream_id, channel),
            stream_id,
            channel,
            stripped or strip_channel(channel),
            auto_stop,
            session.control_session_id,
            correlation_id,
            extend_recording_id,
        )
        return int(subscription.registration_id)

    def extend_recording(
        self,
        session: ControlSession,
        correlation_id: int,
        recording_id: int,
        stream_id: int,
        source_location: SourceLocation,
        auto_stop: bool,
        channel: str,
    ) -> None:
        try:
            d = self._find_descriptor(recording_id)
            if d.stream_id != stream_id:
                raise ArchiveError(
                    f"cannot extend recording {recording_id} with streamId="
                    f"{stream_id} for existing streamId={d.stream_id}",
                    Err.INVALID_EXTENSION,
                )
            if recording_id in self.active_recordings:
                raise ArchiveError(f"cannot extend active recording {recording_id}", Err.ACTIVE_RECORDING)
        except ArchiveError as refused:
            session.send_error(correlation_id, refused.message, refused.error_code)
            return
        self.start_recording(
            session, correlation_id, stream_id, source_location, auto_stop, channel, recording_id
        )

    def _on_recording_image(self, subscription_id: int, image: Image) -> None:
        """An image on a recording subscription becomes a recording: entry, writer, counter, session."""
        sub = self.recording_subscriptions.get(subscription_id)
        if sub is None:
            return
        session = self.sessions.get(sub.control_session_id)
        extending = sub.extend_recording_id != NULL_RECORDING_ID
        try:
            d = self._extended_descriptor(sub, image) if extending else self._new_descriptor(sub, image)
            self._sync_catalog()
            recording = self._open_recording(d, image, sub.stripped_channel)
        except Exception as exc:
            self.report(exc)
            if session is not None:
                session.send_error(
                    sub.correlation_id, str(exc), Err.INVALID_EXTENSION if extending else Err.GENERIC
                )
            return
        self._start_recording_session(
            sub, recording, RecordingSignal.EXTEND if extending else RecordingSignal.START
        )

    def _extended_descriptor(self, sub: RecordingSubscription, image: Image) -> RecordingDescriptor:
        """The stopped recording this image extends: it must join at its stop with the same geometry."""
        recording_id = sub.extend_recording_id
        entry = self.catalog.find(recording_id)
        if entry is None:
            raise ValueError(f"unknown recording id: {recording_id}")
        d = entry.descriptor
        join = image.join_position
        if (
            join != d.stop_position
            or image.initial_term_id != d.initial_term_id
            or image.term_buffer_length != d.term_buffer_length
            or image.mtu_length != d.mtu_length
        ):
            raise ValueError(
                f"cannot extend recording {recording_id}: image joinPosition={join} "
                f"initialTermId={image.initial_term_id} termLength={image.term_buffer_length} "
                f"mtu={image.mtu_length} do not follow stopPosition={d.stop_position} "
                f"initialTermId={d.initial_term_id} termLength={d.term_buffer_length} "
                f"mtu={d.mtu_length}"
            )
        return self.catalog.update(recording_id, stop_position=NULL_POSITION, stop_timestamp=-1)

    def _new_descriptor(self, sub: RecordingSubscription, image: Image) -> RecordingDescriptor:
        """A new catalog entry starting at the image's join position."""
        recording_id = self.catalog.add(
            start_timestamp=self.now_ms,
            start_position=image.join_position,
            initial_term_id=image.initial_term_id,
            segment_file_length=recording_segment_length(
                self.ctx.segment_file_length or 0, image.term_buffer_length
            ),
            term_buffer_length=image.term_buffer_length,
            mtu_length=image.mtu_length,
            session_id=image.session_id,
            stream_id=image.stream_id,
            stripped_channel=sub.stripped_channel,
            original_channel=sub.original_channel,
            source_identity=image.source_identity,
            control_session_id=sub.control_session_id,
            correlation_id=sub.correlation_id,
        )
        return self._find_descriptor(recording_id)

    def _open_recording(
        self, d: RecordingDescriptor, image: Image, stripped_channel: str
    ) -> RecordingSession:
        """The segment writer at the image's join position and the ``rec-pos`` counter, set to it."""
        ctx = self.ctx
        join = image.join_position
        writer = SegmentWriter(
            self.archive_dir,
            d.recording_id,
            d.start_position,
            join,
            image.term_buffer_length,
            d.segment_file_length,
            ctx.record_checksum_impl,
            ctx.file_sync_level or 0,
        )
        archive_id = ctx.archive_id or 0
        counter = self.aeron.add_counter(
            RECORDING_POSITION_TYPE_ID,
            recording_position_label(
                d.recording_id, image.session_id, image.stream_id, stripped_channel, archive_id
            ),
            recording_position_key(d.recording_id, image.session_id, image.source_identity, archive_id),
        )
        counter.set(join)
        limit = min(image.term_buffer_length, ctx.file_io_max_length or image.term_buffer_length)
        return RecordingSession(d.recording_id, image, writer, counter, limit, self.events, d.start_position)

    def _start_recording_session(
        self, sub: RecordingSubscription, recording: RecordingSession, signal: RecordingSignal
    ) -> None:
        """Hand the session to the Recorder, then announce it (RecordingStarted, START/EXTEND signal)."""
        recording_id = recording.recording_id
        self.active_recordings[recording_id] = ActiveRecording(recording, recording.position_counter, sub)
        sub.recordings.add(recording_id)
        if not self.recorder_proxy.start_recording(recording):
            recording.error = ArchiveError(
                f"recorder command queue full ({self.recorder_proxy.failed_offers} refused offers)"
            )
            self._finish_recording(recording)
            return
        image = recording.image
        if self.events is not None:
            self.events.started(
                recording_id,
                recording.start_position,
                image.session_id,
                image.stream_id,
                sub.original_channel,
                image.source_identity,
            )
        session = self.sessions.get(sub.control_session_id)
        if session is not None:
            session.send_signal(
                sub.correlation_id, recording_id, sub.registration_id, image.join_position, signal
            )

    def _finish_recordings(self) -> int:
        work = 0
        while self.recorder.finished:
            self._finish_recording(self.recorder.finished.popleft())
            work += 1
        return work

    def _finish_recording(self, recording: RecordingSession) -> None:
        """A recording ended: stop position into the catalog, counter closed, STOP (and any error) sent."""
        recording_id = recording.recording_id
        active = self.active_recordings.pop(recording_id, None)
        recording.close()
        position = recording.position
        try:
            self.catalog.set_stop_position(recording_id, position, self.now_ms)
            self._sync_catalog()
        except Exception as exc:
            self.report(exc)
        if recording.error is not None:
            self.report(recording.error)
        if self.events is not None:
            self.events.stopped(recording_id, recording.start_position, position)
        if active is None:
            return
        self._close_quietly(active.counter)
        sub = active.subscription
        sub.recordings.discard(recording_id)
        session = self.sessions.get(sub.control_session_id)
        if session is not None:
            if recording.error is not None:
                session.send_error(sub.correlation_id, f"recording {recording_id} failed: {recording.error}")
            session.send_signal(
                sub.correlation_id, recording_id, sub.registration_id, position, RecordingSignal.STOP
            )
        if sub.auto_stop and not sub.recordings and sub.registration_id in self.recording_subscriptions:
            self._remove_recording_subscription(sub)

    def _sync_catalog(self) -> None:
        """Force catalog changes to disk when aeron.archive.catalog.file.sync.level asks for it."""
        if self.ctx.catalog_file_sync_level:
            self.catalog.flush()

    def _remove_recording_subscription(self, sub: RecordingSubscription) -> None:
        self.recording_subscriptions.pop(sub.registration_id, None)
        for recording_id in list(sub.recordings):
            active = self.active_recordings.get(recording_id)
            if active is not None:
                self.recorder_proxy.stop_recording(active.session)
        self._close_quietly(sub.subscription)

    def stop_recording(
        self, session: ControlSession, correlation_id: int, stream_id: int, channel: str
    ) -> None:
        try:
            key = recording_key(stream_id, channel)
        except Exception as exc:
            session.send_error(correlation_id, f"invalid channel {channel!r}: {exc}")
            return
        for sub in list(self.recording_subscriptions.values()):
            if sub.key == key:
                self._remove_recording_subscription(sub)
                session.send_ok(correlation_id, 0)
                return
        session.send_error(
            correlation_id,
            f"no recording found for streamId={stream_id} channel={channel}",
            Err.UNKNOWN_SUBSCRIPTION,
        )

    def stop_recording_subscription(
        self, session: ControlSession, correlation_id: int, subscription_id: int
    ) -> None:
        sub = self.recording_subscriptions.get(subscription_id)
        if sub is None:
            session.send_error(
                correlation_id,
                f"no recording subscription found for subscriptionId={subscription_id}",
                Err.UNKNOWN_SUBSCRIPTION,
            )
            return
        self._remove_recording_subscription(sub)
        session.send_ok(correlation_id, 0)

    def stop_recording_by_identity(
        self, session: ControlSession, correlation_id: int, recording_id: int
    ) -> None:
        active = self.active_recordings.get(recording_id)
        if active is None:
            if self.catalog.find(recording_id) is None:
                session.send_error(
                    correlation_id, f"unknown recording id: {recording_id}", Err.UNKNOWN_RECORDING
                )
            else:
                session.send_ok(correlation_id, 0)
            return
        self.recorder_proxy.stop_recording(active.session)
        sub = active.subscription
        if not (sub.recordings - {recording_id}):
            self._remove_recording_subscription(sub)
        session.send_ok(correlation_id, 1)

    # -- positions and listing ------------------------------------------------------------------------------

    def _find_descriptor(self, recording_id: int) -> RecordingDescriptor:
        entry = self.catalog.find(recording_id)
        if entry is None:
            raise ArchiveError(f"unknown recording id: {recording_id}", Err.UNKNOWN_RECORDING)
        return entry.descriptor

    def _descriptor(
        self, session: ControlSession, correlation_id: int, recording_id: int
    ) -> RecordingDescriptor | None:
        """The recording's descriptor, or None after answering UNKNOWN_RECORDING."""
        try:
            return self._find_descriptor(recording_id)
        except ArchiveError as refused:
            session.send_error(correlation_id, refused.message, refused.error_code)
            return None

    def active_recording_session(self, recording_id: int) -> RecordingSession | None:
        active = self.active_recordings.get(recording_id)
        return None if active is None else active.session

    def recorded_position(self, recording_id: int) -> int:
        active = self.active_recordings.get(recording_id)
        return NULL_POSITION if active is None else active.session.position

    def recording_position(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        session.send_ok(correlation_id, self.recorded_position(recording_id))

    def start_position(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        d = self._descriptor(session, correlation_id, recording_id)
        if d is not None:
            session.send_ok(correlation_id, d.start_position)

    def stop_position(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        d = self._descriptor(session, correlation_id, recording_id)
        if d is not None:
            session.send_ok(
                correlation_id, NULL_POSITION if recording_id in self.active_recordings else d.stop_position
            )

    def max_recorded_position(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        d = self._descriptor(session, correlation_id, recording_id)
        if d is not None:
            live = self.recorded_position(recording_id)
            session.send_ok(correlation_id, live if live != NULL_POSITION else d.stop_position)

    def find_last_matching_recording(
        self,
        session: ControlSession,
        correlation_id: int,
        min_recording_id: int,
        session_id: int,
        stream_id: int,
        channel: str,
    ) -> None:
        session.send_ok(
            correlation_id, self.catalog.find_last(min_recording_id, session_id, stream_id, channel)
        )

    def _live_descriptor(self, d: RecordingDescriptor) -> RecordingDescriptor:
        if d.recording_id in self.active_recordings:
            return replace(d, stop_position=NULL_POSITION)
        return d

    def list_recordings(
        self,
        session: ControlSession,
        correlation_id: int,
        from_recording_id: int,
        record_count: int,
        stream_id: int | None,
        channel: str,
    ) -> None:
        count = max(0, min(record_count, MAX_LIST_PER_REQUEST))
        sent = 0
        next_id = max(from_recording_id, 0)
        for d in self.catalog.list(next_id):
            if sent >= count:
                break
            next_id = d.recording_id + 1
            if stream_id is not None and (d.stream_id != stream_id or channel not in d.original_channel):
                continue
            session.send_descriptor(correlation_id, self._live_descriptor(d))
            sent += 1
        if sent < count:
            session.send_code(
                correlation_id,
                max(next_id, self.catalog.next_recording_id),
                ControlResponseCode.RECORDING_UNKNOWN,
            )

    def list_recording(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        entry = self.catalog.find(recording_id)
        if entry is None:
            session.send_code(correlation_id, recording_id, ControlResponseCode.RECORDING_UNKNOWN)
        else:
            session.send_descriptor(correlation_id, self._live_descriptor(entry.descriptor))

    def list_recording_subscriptions(
        self,
        session: ControlSession,
        correlation_id: int,
        pseudo_index: int,
        count: int,
        apply_stream_id: bool,
        stream_id: int,
        channel: str,
    ) -> None:
        matches = [
            sub
            for sub in self.recording_subscriptions.values()
            if (not apply_stream_id or sub.stream_id == stream_id) and channel in sub.original_channel
        ]
        sent = 0
        for sub in matches[max(pseudo_index, 0) :]:
            if sent >= count:
                break
            session.send_subscription_descriptor(
                correlation_id, sub.registration_id, sub.stream_id, sub.stripped_channel
            )
            sent += 1
        if sent < count:
            session.send_code(
                correlation_id, max(pseudo_index, 0) + sent, ControlResponseCode.SUBSCRIPTION_UNKNOWN
            )

    # -- replay ---------------------------------------------------------------------------------------------

    def start_replay(
        self,
        session: ControlSession,
        correlation_id: int,
        recording_id: int,
        position: int,
        length: int,
        replay_stream_id: int,
        replay_channel_: str,
        limit_counter_id: int | None,
        file_io_max_length: int | None,
    ) -> None:
        """ReplayRequest / BoundedReplayRequest: check, bound, open the publication, hand to the Replayer."""
        try:
            d = self._replayable_descriptor(recording_id)
            start = self._validate_replay(d, position, length, file_io_max_length)
            limit = self._replay_limit(d, start, limit_counter_id)
            end = replay_end_position(length, start, limit)
            publication = self._add_replay_publication(d, start, replay_channel_, replay_stream_id)
        except ArchiveError as refused:
            session.send_error(correlation_id, refused.message, refused.error_code)
            return
        replay = self._new_replay_session(
            session, correlation_id, d, publication, start, end, limit, file_io_max_length
        )
        try:
            replay.check_start()
        except ReplayError as exc:
            replay.close()
            session.send_error(correlation_id, exc.message, exc.code)
            return
        if not self.replayer_proxy.start_replay(replay):
            replay.close()
            session.send_error(
                correlation_id,
                f"replayer command queue full ({self.replayer_proxy.failed_offers} refused offers)",
            )
            return
        self.replays[replay.replay_session_id] = replay
        session.send_ok(correlation_id, replay.replay_session_id)

    def _replayable_descriptor(self, recording_id: int) -> RecordingDescriptor:
        if len(self.replays) >= (self.ctx.max_concurrent_replays or 0):
            raise ArchiveError(
                f"max concurrent replays reached {self.ctx.max_concurrent_replays}", Err.MAX_REPLAYS
            )
        return self._find_descriptor(recording_id)

    def _validate_replay(
        self, d: RecordingDescriptor, position: int, length: int, file_io_max_length: int | None
    ) -> int:
        """The replay's start position, once position, length and file I/O length pass Aeron's checks."""
        start = replay_start_position(d, position)
        active = d.recording_id in self.active_recordings
        recorded = self.recorded_position(d.recording_id) if active else d.stop_position
        check_replay_window(d, start, recorded, active)
        check_replay_length(d, length, file_io_max_length)
        return start

    def _replay_limit(self, d: RecordingDescriptor, start: int, limit_counter_id: int | None) -> ReplayLimit:
        """A counter for a bounded replay, else the live recording, else the stop position."""
        if limit_counter_id is not None:
            counter_limit = CounterLimit(self.aeron.counters_reader, limit_counter_id)
            check_replay_limit(d, start, counter_limit)
            return counter_limit
        recording = self.active_recording_session(d.recording_id)
        return StopPositionLimit(d.stop_position) if recording is None else RecordingLimit(recording)

    def _add_replay_publication(
        self, d: RecordingDescriptor, start: int, channel: str, stream_id: int
    ) -> ExclusivePublication:
        try:
            return self.aeron.add_exclusive_publication(
                replay_channel(channel, d, start, self.ctx.replay_linger_ns or 0), stream_id
            )
        except Exception as exc:
            raise ArchiveError(f"failed to create replay publication on {channel}: {exc}") from exc

    def _new_replay_session(
        self,
        session: ControlSession,
        correlation_id: int,
        d: RecordingDescriptor,
        publication: ExclusivePublication,
        start: int,
        end: int,
        limit: ReplayLimit,
        file_io_max_length: int | None,
    ) -> ReplaySession:
        replay_session_id = (self.replay_id << 32) | (publication.session_id & 0xFFFF_FFFF)
        self.replay_id += 1
        io_max = max(file_io_max_length or self.ctx.file_io_max_length or d.term_buffer_length, d.mtu_length)
        return ReplaySession(
            replay_session_id,
            correlation_id,
            session,
            self.archive_dir,
            d,
            publication,
            start,
            end,
            limit.position,
            limit.is_live,
            self.now_ms + (self.ctx.connect_timeout_ms or 0),
            io_max,
            self.ctx.replay_checksum_impl,
        )

    def _finish_replays(self) -> int:
        work = 0
        while self.replayer.finished:
            replay = self.replayer.finished.popleft()
            self.replays.pop(replay.replay_session_id, None)
            if replay.error is not None:
                self.report(replay.error)
                session = replay.control_session
                if not session.is_done:
                    session.send_error(replay.correlation_id, replay.error.message, replay.error.code)
            work += 1
        return work

    def stop_replay(self, session: ControlSession, correlation_id: int, replay_session_id: int) -> None:
        replay = self.replays.get(replay_session_id)
        if replay is None:
            session.send_error(
                correlation_id, f"replay session not known: id={replay_session_id}", Err.UNKNOWN_REPLAY
            )
            return
        self.replayer_proxy.stop_replay(replay, "stop replay")
        session.send_ok(correlation_id, 0)

    def stop_all_replays(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        for replay in self.replays.values():
            if recording_id == NULL_POSITION or replay.recording_id == recording_id:
                self.replayer_proxy.stop_replay(replay, "stop all replays")
        session.send_ok(correlation_id, 0)

    def replay_token(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        if self._descriptor(session, correlation_id, recording_id) is None:
            return
        token = random.randint(1, 2**62)
        self.replay_tokens[token] = recording_id
        session.send_ok(correlation_id, token)

    # -- truncate, purge, segments --------------------------------------------------------------------------

    def _stopped_descriptor(self, recording_id: int, action: str) -> RecordingDescriptor:
        """A recording no recording or replay is using, or ArchiveError (ACTIVE_RECORDING)."""
        d = self._find_descriptor(recording_id)
        if recording_id in self.active_recordings:
            raise ArchiveError(f"cannot {action} active recording {recording_id}", Err.ACTIVE_RECORDING)
        if any(r.recording_id == recording_id for r in self.replays.values()):
            raise ArchiveError(
                f"cannot {action} recording with active replay {recording_id}", Err.ACTIVE_RECORDING
            )
        return d

    def truncate_recording(
        self, session: ControlSession, correlation_id: int, recording_id: int, position: int
    ) -> None:
        try:
            d = self._stopped_descriptor(recording_id, "truncate")
            if position < d.start_position or position > d.stop_position or position & (FRAME_ALIGNMENT - 1):
                raise ArchiveError(
                    f"invalid truncate position {position}: recording {recording_id} "
                    f"is [{d.start_position}, {d.stop_position}]",
                    Err.INVALID_POSITION,
                )
        except ArchiveError as refused:
            session.send_error(correlation_id, refused.message, refused.error_code)
            return
        deleted = truncate_segment_files(self.archive_dir, d, position)
        self.catalog.set_stop_position(recording_id, position)
        self.catalog.flush()
        session.send_ok(correlation_id, deleted)
        session.send_signal(correlation_id, recording_id, NULL_POSITION, position, RecordingSignal.DELETE)

    def purge_recording(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        try:
            d = self._stopped_descriptor(recording_id, "purge")
        except ArchiveError as refused:
            session.send_error(correlation_id, refused.message, refused.error_code)
            return
        self.catalog.change_state(recording_id, RecordingState.DELETED)
        deleted = sum(
            1
            for _base, name in recording_segment_files(self.archive_dir, recording_id)
            if delete_segment_file(self.archive_dir, name)
        )
        self.catalog.flush()
        session.send_ok(correlation_id, deleted)
        session.send_signal(
            correlation_id, recording_id, NULL_POSITION, d.stop_position, RecordingSignal.DELETE
        )

    def _check_new_start(self, d: RecordingDescriptor, new_start: int) -> None:
        """A new start must be a segment base after the first file and not past the file holding the stop."""
        seg = d.segment_file_length
        first_base = segment_file_base_position(d.start_position, d.start_position, d.term_buffer_length, seg)
        stop = (
            d.stop_position
            if d.recording_id not in self.active_recordings
            else self.recorded_position(d.recording_id)
        )
        last_base = segment_file_base_position(
            d.start_position, max(stop, d.start_position), d.term_buffer_length, seg
        )
        if (new_start - first_base) % seg != 0 or new_start < first_base + seg or new_start > last_base:
            raise ArchiveError(
                f"invalid segment start: newStartPosition={new_start} must be a "
                f"segment base in [{first_base + seg}, {last_base}]",
                Err.INVALID_POSITION,
            )

    def detach_segments(
        self, session: ControlSession, correlation_id: int, recording_id: int, new_start: int
    ) -> None:
        try:
            self._check_new_start(self._find_descriptor(recording_id), new_start)
        except ArchiveError as refused:
            session.send_error(correlation_id, refused.message, refused.error_code)
            return
        self.catalog.set_start_position(recording_id, new_start)
        session.send_ok(correlation_id, 0)

    def delete_detached_segments(
        self, session: ControlSession, correlation_id: int, recording_id: int
    ) -> None:
        d = self._descriptor(session, correlation_id, recording_id)
        if d is None:
            return
        first_base = segment_file_base_position(
            d.start_position, d.start_position, d.term_buffer_length, d.segment_file_length
        )
        deleted = delete_segments_below(self.archive_dir, recording_id, first_base)
        session.send_ok(correlation_id, deleted)
        if deleted:
            session.send_signal(
                correlation_id, recording_id, NULL_POSITION, d.start_position, RecordingSignal.DELETE
            )

    def purge_segments(
        self, session: ControlSession, correlation_id: int, recording_id: int, new_start: int
    ) -> None:
        try:
            deleted = self.purge(recording_id, new_start)
        except ArchiveError as refused:
            session.send_error(correlation_id, refused.message, refused.error_code)
            return
        session.send_ok(correlation_id, deleted)
        session.send_signal(correlation_id, recording_id, NULL_POSITION, new_start, RecordingSignal.DELETE)

    def purge(self, recording_id: int, new_start: int) -> int:
        """PurgeSegments' work: the recording now starts at ``new_start`` (a segment base, checked) and its
        segment files below it are deleted; returns how many. ArchiveError when ``new_start`` is refused."""
        self._check_new_start(self._find_descriptor(recording_id), new_start)
        self.catalog.set_start_position(recording_id, new_start)
        return delete_segments_below(self.archive_dir, recording_id, new_start)

    def attach_segments(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        """Walk back over full segment files before the start; the start moves to the earliest one."""
        d = self._descriptor(session, correlation_id, recording_id)
        if d is None:
            return
        new_start, attached = attachable_start(self.archive_dir, d)
        if attached:
            self.catalog.set_start_position(recording_id, new_start)
        session.send_ok(correlation_id, attached)

    def migrate_segments(
        self, session: ControlSession, correlation_id: int, src_id: int, dst_id: int
    ) -> None:
        """Move a stopped source recording's segments onto the destination it joins end-to-start."""
        try:
            src = self._stopped_descriptor(src_id, "migrate")
            dst = self._stopped_descriptor(dst_id, "migrate")
            new_start, new_stop = _migrated_span(src, dst)
        except ArchiveError as refused:
            session.send_error(correlation_id, refused.message, refused.error_code)
            return
        moved = migrate_segment_files(self.archive_dir, src_id, dst_id)
        self.catalog.update(dst_id, start_position=new_start, stop_position=new_stop)
        self.catalog.update(src_id, start_position=src.stop_position)
        self.catalog.flush()
        session.send_ok(correlation_id, moved)

    # -- replication --------------------------------------------------------------------------------------

    def replicate(
        self,
        session: ControlSession,
        correlation_id: int,
        d: codecs.ReplicateRequest2Decoder | codecs.ReplicateRequestDecoder,
    ) -> None:
        """ReplicateRequest2 (and the older forms): copy a source recording into a new one here, or extend
        ``dst_recording_id``, up to ``stop_position`` when one is given (a cluster follower's log replication
        copies the leader's live log recording up to a term's end)."""
        live_destination = getattr(d, "live_destination", "") or ""
        replication_channel = getattr(d, "replication_channel", "") or self.ctx.replication_channel or ""
        credentials = getattr(d, "encoded_credentials", b"") or b""
        dst_recording_id = int(d.dst_recording_id)
        try:
            self._check_replication_destination(dst_recording_id)
            if not replication_channel:
                raise ArchiveError("no replication channel: set aeron.archive.replication.channel")
        except ArchiveError as refused:
            session.send_error(correlation_id, refused.message, refused.error_code)
            return
        replication_id = self.next_session_id
        self.next_session_id += 1
        replication = ReplicationSession(
            replication_id,
            session,
            self,
            d.src_recording_id,
            d.src_control_channel,
            d.src_control_stream_id,
            replication_channel,
            bytes(credentials),
            self.now_ms + 2 * (self.ctx.connect_timeout_ms or 0),
            live_destination,
            dst_recording_id,
            int(getattr(d, "stop_position", NULL_POSITION)),
            response_channel=getattr(d, "src_response_channel", "")
            or response_channel_for(self.ctx.control_channel if self.ctx.control_channel_enabled else None),
        )
        replication_session_id = getattr(d, "replication_session_id", None)
        if replication_session_id not in (None, NULL_POSITION):
            replication.session_id_override = int(replication_session_id)
        self.replications[replication_id] = replication
        session.send_ok(correlation_id, replication_id)

    def _check_replication_destination(self, dst_recording_id: int) -> None:
        if dst_recording_id == NULL_RECORDING_ID:
            return
        self._find_descriptor(dst_recording_id)
        if dst_recording_id in self.active_recordings:
            raise ArchiveError(
                f"cannot replicate into active recording {dst_recording_id}", Err.ACTIVE_RECORDING
            )

    def stop_replication(self, session: ControlSession, correlation_id: int, replication_id: int) -> None:
        replication = self.replications.pop(replication_id, None)
        if replication is None:
            session.send_error(
                correlation_id, f"unknown replication id {replication_id}", Err.UNKNOWN_REPLICATION
            )
            return
        replication.abort()
        session.send_ok(correlation_id, 0)

    def start_replication_recording(
        self, replication: ReplicationSession, channel: str, stream_id: int
    ) -> None:
        sub_id = self._add_recording_subscription(
            replication.control_session,
            replication.replication_id,
            stream_id,
            channel,
            replication.dst_recording_id,
        )
        self._replication_subscriptions[replication.replication_id] = sub_id

    def replication_recording_started(self, replication: ReplicationSession) -> bool:
        """True once the replication's recording subscription has come and gone (auto stop)."""
        sub_id = self._replication_subscriptions.get(replication.replication_id)
        return sub_id is not None and sub_id not in self.recording_subscriptions

    def replication_subscription(self, replication: ReplicationSession) -> Subscription:
        """The client Subscription a replication records from (live merge adds and removes destinations)."""
        sub_id = self._replication_subscriptions[replication.replication_id]
        return self.recording_subscriptions[sub_id].subscription

    def release_replication_recording(self, replication: ReplicationSession) -> None:
        """After a live merge the recording belongs to the live stream: keep it when the replication ends."""
        self._replication_subscriptions.pop(replication.replication_id, None)

    def stop_replication_recording(self, replication: ReplicationSession) -> None:
        sub_id = self._replication_subscriptions.pop(replication.replication_id, None)
        sub = None if sub_id is None else self.recording_subscriptions.get(sub_id)
        if sub is not None:
            self._remove_recording_subscription(sub)

    def unsupported(self, session: ControlSession, correlation_id: int, what: str) -> None:
        session.send_error(correlation_id, f"{what} is not supported by this aeronkit archive yet")


def _migrated_span(src: RecordingDescriptor, dst: RecordingDescriptor) -> tuple[int, int]:
    """(start, stop) of the destination once the source's segments join it end-to-start on a file boundary."""
    if (
        src.segment_file_length != dst.segment_file_length
        or src.term_buffer_length != dst.term_buffer_length
        or src.initial_term_id != dst.initial_term_id
        or src.stream_id != dst.stream_id
    ):
        raise ArchiveError(
            "cannot migrate segments between recordings of different stream, term or segment geometry"
        )
    seg = src.segment_file_length
    if src.stop_position == dst.start_position and src.stop_position % seg == 0:
        return src.start_position, dst.stop_position
    if src.start_position == dst.stop_position and src.start_position % seg == 0:
        return dst.start_position, src.stop_position
    raise ArchiveError(
        f"invalid migrate: recordings {src.recording_id} and {dst.recording_id} are not contiguous on a "
        "segment boundary"
    )
