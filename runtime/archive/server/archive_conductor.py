"""The archive conductor: control subscriptions, sessions, the catalog, recordings and replays.

Mirrors aeron-archive/src/main/java/io/aeron/archive/ArchiveConductor.java at 1.51.0 for what each request
checks and answers. The conductor owns the catalog; the Recorder and Replayer agents own file I/O and
hand finished sessions back through queues. On start it recovers recordings a crash left active: the
stop position is recomputed from the highest segment file, to the end of its last complete frame (a
frame torn across a page is cut off, as Aeron does), and written to the catalog.
"""

from __future__ import annotations

import os
import random
import struct
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from aeronkit.archive.catalog import NULL_POSITION, Catalog, RecordingDescriptor
from aeronkit.archive.codes import ArchiveErrorCode as Err
from aeronkit.archive.mark_file import ArchiveMarkFile
from aeronkit.archive.segment import (
    SegmentWriter,
    compute_stop_position,
    highest_segment_file,
    index_segment_files,
    parse_segment_file_name,
    recording_segment_length,
    segment_file_base_position,
    segment_file_name,
)
from aeronkit.archive.server.archive import PROTOCOL_MAJOR_VERSION, PROTOCOL_SEMANTIC_VERSION, Context
from aeronkit.archive.server.control_response_proxy import ControlResponseProxy
from aeronkit.archive.server.control_session import ControlSession
from aeronkit.archive.server.control_session_demuxer import ControlSessionDemuxer
from aeronkit.archive.server.recorder import Recorder
from aeronkit.archive.server.recording_events_proxy import RecordingEventsProxy
from aeronkit.archive.server.recording_session import RecordingSession
from aeronkit.archive.server.replay_session import ReplayError, ReplaySession
from aeronkit.archive.server.replayer import Replayer
from aeronkit.archive.server.replication_session import ReplicationSession
from aeronkit.client.fragment_assembler import FragmentAssembler
from aeronkit.codecs.archive import ControlResponseCode, RecordingSignal, RecordingState, SourceLocation
from aeronkit.driver import channel_uri

RECORDING_POSITION_TYPE_ID = 100
CONTROL_SESSION_TYPE_ID = 113
MAX_LIST_PER_REQUEST = 1_000_000
REPLAY_ALL_AND_FOLLOW = -1
REPLAY_ALL_AND_STOP = -2
MARK_FILE_UPDATE_INTERVAL_MS = 1_000
FRAGMENT_LIMIT = 10
_MAX_LONG = 2**63 - 1
_STRIPPED_KEYS = (
    "endpoint",
    "interface",
    "control",
    "control-mode",
    "tags",
    "rejoin",
    "group",
    "tether",
    "flow-control",
    "gtag",
    "cc",
    "so-rcvbuf",
    "so-sndbuf",
    "rcv-wnd",
    "channel-rcv-ts-offset",
    "channel-snd-ts-offset",
    "media-rcv-ts-offset",
    "session-id",
    "alias",
    "response-correlation-id",
    "response-endpoint",
    "ttl",
    "stream-id",
)
_KEY_PARAMS = ("endpoint", "interface", "control", "session-id", "tags")


def strip_channel(channel: str) -> str:
    """Aeron's strippedChannelBuilder: keep only the params that identify the stream."""
    uri = channel_uri.parse(channel)
    params = {k: v for k, v in uri.params.items() if k in _STRIPPED_KEYS}
    return str(channel_uri.ChannelUri(media=uri.media, params=params, spy=False))


def recording_key(stream_id: int, channel: str) -> str:
    uri = channel_uri.parse(channel)
    params = "|".join(f"{k}={uri.params[k]}" for k in _KEY_PARAMS if k in uri.params)
    return f"{stream_id}:{uri.media}?{params}"


@dataclass
class RecordingSubscription:
    """A subscription the archive records every image of (startRecording / extendRecording)."""

    subscription: Any
    key: str
    stream_id: int
    original_channel: str
    stripped_channel: str
    auto_stop: bool
    control_session_id: int
    correlation_id: int
    extend_recording_id: int = -1
    recordings: set[int] = field(default_factory=set)


@dataclass
class ActiveRecording:
    session: RecordingSession
    counter: Any
    subscription: RecordingSubscription
    control_session_id: int
    correlation_id: int


class ArchiveConductor:
    """The archive's control agent. Everything here runs on one thread (see Archive.launch)."""

    def __init__(self, ctx: Context, aeron: Any, catalog: Catalog, mark_file: ArchiveMarkFile) -> None:
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
        self.sessions: dict[int, ControlSession] = {}
        self.next_session_id = random.randint(0, 2**31 - 1)
        self.replay_id = 1
        self.recording_subscriptions: dict[int, RecordingSubscription] = {}
        self.active_recordings: dict[int, ActiveRecording] = {}
        self.replays: dict[int, ReplaySession] = {}
        self.replications: dict[int, ReplicationSession] = {}
        self._replication_subscriptions: dict[int, int] = {}
        self.replay_tokens: dict[int, int] = {}
        self.pending_images: deque[tuple[int, Any]] = deque()
        self.gone_request_images: deque[int] = deque()
        self.errors = 0
        self.mark_deadline_ms = 0
        self._control_subscriptions: list[Any] = []
        self._assemblers: list[FragmentAssembler] = []
        self.events: RecordingEventsProxy | None = None
        self.recovered: dict[int, int] = {}
        self.request_source_identity = ""
        self._recover_catalog()

    # -- lifecycle ------------------------------------------------------------------------------------------

    def role_name(self) -> str:
        return "archive-conductor"

    def on_start(self) -> None:
        ctx = self.ctx
        channels = []
        if ctx.control_channel_enabled and ctx.control_channel:
            channels.append((ctx.control_channel, ctx.control_stream_id))
        channels.append((ctx.local_control_channel, ctx.local_control_stream_id))
        for channel, stream_id in channels:
            subscription = self.aeron.add_subscription(
                channel, stream_id, unavailable_image_handler=self._on_request_image_gone
            )
            self._control_subscriptions.append(subscription)
            self._assemblers.append(FragmentAssembler(self._control_handler(subscription)))
        if ctx.recording_events_enabled:
            self.events = RecordingEventsProxy(
                self.aeron.add_publication(ctx.recording_events_channel, ctx.recording_events_stream_id)
            )

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

    def _close_quietly(self, resource: Any) -> None:
        try:
            resource.close()
        except Exception as exc:
            self.report(exc)

    def report(self, error: BaseException) -> None:
        self.errors += 1
        handler = self.ctx.error_handler
        if handler is not None:
            handler(error)

    # -- recovery -------------------------------------------------------------------------------------------

    def _recover_catalog(self) -> None:
        """Recordings still active in the catalog were cut short by a crash: fix their stop positions."""
        segments = index_segment_files(self.archive_dir)
        checksum = self.ctx.record_checksum_impl
        for d in self.catalog.list():
            if d.stop_position != NULL_POSITION:
                continue
            stop = compute_stop_position(
                self.archive_dir,
                highest_segment_file(segments.get(d.recording_id, [])),
                d.start_position,
                d.term_buffer_length,
                d.segment_file_length,
                checksum,
                lambda _path: True,
            )
            self.catalog.set_stop_position(d.recording_id, stop, self.now_ms)
            self.recovered[d.recording_id] = stop
        if self.recovered:
            self.catalog.flush()

    # -- duty cycle -----------------------------------------------------------------------------------------

    def do_work(self) -> int:
        now_ms = self.epoch_clock()
        self.now_ms = now_ms
        work = 0
        if now_ms >= self.mark_deadline_ms:
            self.mark_deadline_ms = now_ms + MARK_FILE_UPDATE_INTERVAL_MS
            self.mark_file.update_activity_timestamp(now_ms)
            work += 1
        for subscription, assembler in zip(self._control_subscriptions, self._assemblers, strict=True):
            work += subscription.poll(assembler, FRAGMENT_LIMIT)
        while self.pending_images:
            subscription_id, image = self.pending_images.popleft()
            self._on_recording_image(subscription_id, image)
            work += 1
        while self.gone_request_images:
            image_session_id = self.gone_request_images.popleft()
            for session in self.sessions.values():
                if session.image_session_id == image_session_id:
                    session.abort("request publication image unavailable")
            work += 1
        work += self._finish_recordings()
        work += self._finish_replays()
        for replication_id, replication in list(self.replications.items()):
            work += replication.do_work(now_ms)
            if replication.is_done:
                del self.replications[replication_id]
                self._replication_subscriptions.pop(replication_id, None)
        done = []
        for session_id, session in self.sessions.items():
            work += session.do_work(now_ms)
            if session.is_done:
                done.append(session_id)
        for session_id in done:
            self._close_session(self.sessions.pop(session_id))
        return work

    def _control_handler(self, subscription: Any) -> Any:
        def on_fragment(buffer: Any, offset: int, length: int, header: Any) -> None:
            image = subscription.image_by_session_id(header.session_id)
            self.request_source_identity = "" if image is None else image.source_identity
            self.demuxer.on_message(buffer, offset, length, header.session_id)

        return on_fragment

    def _on_request_image_gone(self, image: Any) -> None:
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
        self.next_session_id = (self.next_session_id + 1) & 0x7FFF_FFFF_FFFF_FFFF
        invalid = None
        if (version >> 16) & 0xFF != PROTOCOL_MAJOR_VERSION:
            from aeronkit.archive.server.archive import semantic_version_string

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
                replay.abort("control session closed")
        session.close()

    # -- recording ------------------------------------------------------------------------------------------

    def start_recording(
        self,
        session: ControlSession,
        correlation_id: int,
        stream_id: int,
        source_location: Any,
        auto_stop: bool,
        channel: str,
        extend_recording_id: int = -1,
    ) -> None:
        try:
            stripped = strip_channel(channel)
            key = recording_key(stream_id, channel)
            uri = channel_uri.parse(channel)
        except Exception as exc:
            session.send_error(correlation_id, f"invalid channel {channel!r}: {exc}")
            return
        if any(sub.key == key for sub in self.recording_subscriptions.values()):
            session.send_error(
                correlation_id,
                f"recording exists for streamId={stream_id} channel={channel}",
                Err.ACTIVE_SUBSCRIPTION,
            )
            return
        if len(self.active_recordings) >= (self.ctx.max_concurrent_recordings or 0):
            session.send_error(
                correlation_id,
                f"max concurrent recordings reached {self.ctx.max_concurrent_recordings}",
                Err.MAX_RECORDINGS,
            )
            return
        if not self._has_storage_space(session, correlation_id):
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

        def on_image(image: Any) -> None:  # client conductor thread: hand over through the queue
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

    def _has_storage_space(self, session: ControlSession, correlation_id: int) -> bool:
        """Aeron refuses new recordings when usable space is at or below the low storage space threshold."""
        import shutil

        threshold = self.ctx.low_storage_space_threshold or 0
        if threshold <= 0:
            return True
        free = shutil.disk_usage(self.archive_dir).free
        if free <= threshold:
            session.send_error(
                correlation_id,
                f"low storage threshold={threshold} <= usableSpace={free}",
                Err.STORAGE_SPACE,
            )
            return False
        return True

    def extend_recording(
        self,
        session: ControlSession,
        correlation_id: int,
        recording_id: int,
        stream_id: int,
        source_location: Any,
        auto_stop: bool,
        channel: str,
    ) -> None:
        entry = self.catalog.find(recording_id)
        if entry is None:
            session.send_error(correlation_id, f"unknown recording id: {recording_id}", Err.UNKNOWN_RECORDING)
            return
        if entry.descriptor.stream_id != stream_id:
            session.send_error(
                correlation_id,
                f"cannot extend recording {recording_id} with streamId="
                f"{stream_id} for existing streamId={entry.descriptor.stream_id}",
                Err.INVALID_EXTENSION,
            )
            return
        if recording_id in self.active_recordings:
            session.send_error(
                correlation_id, f"cannot extend active recording {recording_id}", Err.ACTIVE_RECORDING
            )
            return
        self.start_recording(
            session, correlation_id, stream_id, source_location, auto_stop, channel, recording_id
        )

    def _on_recording_image(self, subscription_id: int, image: Any) -> None:
        sub = self.recording_subscriptions.get(subscription_id)
        if sub is None:
            return
        session = self.sessions.get(sub.control_session_id)
        ctx = self.ctx
        segment_length = recording_segment_length(ctx.segment_file_length or 0, image.term_buffer_length)
        now = self.now_ms
        join = image.join_position
        signal = RecordingSignal.START
        try:
            if sub.extend_recording_id >= 0:
                recording_id = sub.extend_recording_id
                d = self.catalog.find(recording_id)
                if d is None:
                    raise ValueError(f"unknown recording id: {recording_id}")
                d = d.descriptor
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
                self.catalog.update(recording_id, stop_position=NULL_POSITION, stop_timestamp=-1)
                start_position = d.start_position
                segment_length = d.segment_file_length
                signal = RecordingSignal.EXTEND
            else:
                recording_id = self.catalog.add(
                    start_timestamp=now,
                    start_position=join,
                    initial_term_id=image.initial_term_id,
                    segment_file_length=segment_length,
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
                start_position = join
            self._sync_catalog()
            writer = SegmentWriter(
                self.archive_dir,
                recording_id,
                start_position,
                join,
                image.term_buffer_length,
                segment_length,
                ctx.record_checksum_impl,
                ctx.file_sync_level or 0,
            )
            counter = self.aeron.add_counter(
                RECORDING_POSITION_TYPE_ID,
                self._counter_label(recording_id, image.session_id, image.stream_id, sub.stripped_channel),
                self._counter_key(recording_id, image.session_id, image.source_identity),
            )
            counter.set(join)
        except Exception as exc:
            self.report(exc)
            if session is not None:
                session.send_error(
                    sub.correlation_id,
                    str(exc),
                    Err.INVALID_EXTENSION if sub.extend_recording_id >= 0 else Err.GENERIC,
                )
            return
        limit = min(image.term_buffer_length, ctx.file_io_max_length or image.term_buffer_length)
        recording = RecordingSession(recording_id, image, writer, counter, limit, self.events, start_position)
        self.active_recordings[recording_id] = ActiveRecording(
            recording, counter, sub, sub.control_session_id, sub.correlation_id
        )
        sub.recordings.add(recording_id)
        self.recorder.add(recording)
        if self.events is not None:
            self.events.started(
                recording_id,
                start_position,
                image.session_id,
                image.stream_id,
                sub.original_channel,
                image.source_identity,
            )
        if session is not None:
            session.send_signal(sub.correlation_id, recording_id, subscription_id, join, signal)

    def _counter_key(self, recording_id: int, session_id: int, source_identity: str) -> bytes:
        source = source_identity.encode("ascii", "replace")[: 112 - 16 - 8]
        return (
            struct.pack("<qii", recording_id, session_id, len(source))
            + source
            + struct.pack("<q", self.ctx.archive_id or 0)
        )

    def _counter_label(self, recording_id: int, session_id: int, stream_id: int, stripped: str) -> str:
        suffix = f" - archiveId={self.ctx.archive_id}"
        label = f"rec-pos: {recording_id} {session_id} {stream_id} {stripped}"
        return label[: 380 - len(suffix)] + suffix

    def _finish_recordings(self) -> int:
        work = 0
        while self.recorder.finished:
            recording = self.recorder.finished.popleft()
            work += 1
            active = self.active_recordings.pop(recording.recording_id, None)
            recording.close()
            position = recording.position
            try:
                self.catalog.set_stop_position(recording.recording_id, position, self.now_ms)
                self._sync_catalog()
            except Exception as exc:
                self.report(exc)
            if recording.error is not None:
                self.report(recording.error)
            if self.events is not None:
                self.events.stopped(recording.recording_id, recording.start_position, position)
            if active is None:
                continue
            self._close_quietly(active.counter)
            sub = active.subscription
            sub.recordings.discard(recording.recording_id)
            session = self.sessions.get(active.control_session_id)
            if session is not None:
                if recording.error is not None:
                    session.send_error(
                        active.correlation_id, f"recording {recording.recording_id} failed: {recording.error}"
                    )
                session.send_signal(
                    active.correlation_id,
                    recording.recording_id,
                    sub.subscription.registration_id,
                    position,
                    RecordingSignal.STOP,
                )
            if (
                sub.auto_stop
                and not sub.recordings
                and sub.subscription.registration_id in self.recording_subscriptions
            ):
                self._remove_recording_subscription(sub)
        return work

    def _sync_catalog(self) -> None:
        """Force catalog changes to disk when aeron.archive.catalog.file.sync.level asks for it."""
        if self.ctx.catalog_file_sync_level:
            self.catalog.flush()

    def _remove_recording_subscription(self, sub: RecordingSubscription) -> None:
        self.recording_subscriptions.pop(sub.subscription.registration_id, None)
        for recording_id in list(sub.recordings):
            active = self.active_recordings.get(recording_id)
            if active is not None:
                active.session.abort()
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
        active.session.abort()
        sub = active.subscription
        if not (sub.recordings - {recording_id}):
            self._remove_recording_subscription(sub)
        session.send_ok(correlation_id, 1)

    # -- positions and listing ------------------------------------------------------------------------------

    def _descriptor(
        self, session: ControlSession, correlation_id: int, recording_id: int
    ) -> RecordingDescriptor | None:
        entry = self.catalog.find(recording_id)
        if entry is None:
            session.send_error(correlation_id, f"unknown recording id: {recording_id}", Err.UNKNOWN_RECORDING)
            return None
        return entry.descriptor

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
            from dataclasses import replace

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
                correlation_id, sub.subscription.registration_id, sub.stream_id, sub.stripped_channel
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
        replay_channel: str,
        limit_counter_id: int | None,
        file_io_max_length: int | None,
    ) -> None:
        if len(self.replays) >= (self.ctx.max_concurrent_replays or 0):
            session.send_error(
                correlation_id,
                f"max concurrent replays reached {self.ctx.max_concurrent_replays}",
                Err.MAX_REPLAYS,
            )
            return
        d = self._descriptor(session, correlation_id, recording_id)
        if d is None:
            return
        active = self.active_recordings.get(recording_id)
        start = d.start_position
        replay_position = start if position == NULL_POSITION else position
        if replay_position & 31:
            session.send_error(
                correlation_id,
                f"requested replay start position={replay_position} is not a "
                "multiple of FRAME_ALIGNMENT (32)",
            )
            return
        stop = active.session.position if active is not None else d.stop_position
        if replay_position < start or (active is None and replay_position >= stop):
            session.send_error(
                correlation_id,
                f"requested replay start position={replay_position} is outside "
                f"recording {recording_id} [{start}, {stop})",
                Err.INVALID_POSITION,
            )
            return
        if length == 0:
            session.send_error(correlation_id, "replay length must not be zero", Err.EMPTY_RECORDING)
            return
        if file_io_max_length is not None and 0 < file_io_max_length < d.mtu_length:
            session.send_error(
                correlation_id, f"fileIoMaxLength={file_io_max_length} < mtuLength={d.mtu_length}"
            )
            return
        if limit_counter_id is not None:
            limit_value = self.aeron.counters_reader.get_counter_value(limit_counter_id)
            if replay_position > limit_value:
                session.send_error(
                    correlation_id,
                    f"requested replay start position={replay_position} must be less than the limit "
                    f"position={limit_value} for recording {recording_id}",
                    Err.INVALID_POSITION,
                )
                return
        counter_limit = None
        if limit_counter_id is not None:
            reader = self.aeron.counters_reader
            counter_limit = limit_counter_id

            def limit() -> int:
                return int(reader.get_counter_value(counter_limit))

            def is_live() -> bool:
                return True
        elif active is not None:
            recording = active.session

            def limit() -> int:
                return recording.position

            def is_live() -> bool:
                return recording.recording_id in self.active_recordings

        else:

            def limit() -> int:
                return stop

            def is_live() -> bool:
                return False

        if length == REPLAY_ALL_AND_STOP:
            end_position = limit()
        elif length < 0 or length >= _MAX_LONG - replay_position:
            end_position = _MAX_LONG if (active is not None or counter_limit is not None) else stop
        else:
            end_position = replay_position + length
            if active is None and counter_limit is None:
                end_position = min(end_position, stop)
        term_length = d.term_buffer_length
        bits = term_length.bit_length() - 1
        term_id = d.initial_term_id + (replay_position >> bits)
        term_offset = replay_position & (term_length - 1)
        try:
            uri = channel_uri.parse(replay_channel)
            params = {
                k: v
                for k, v in uri.params.items()
                if k not in ("init-term-id", "term-id", "term-offset", "term-length", "mtu")
            }
            params.update(
                {
                    "init-term-id": str(d.initial_term_id),
                    "term-id": str(term_id),
                    "term-offset": str(term_offset),
                    "term-length": str(term_length),
                    "mtu": str(d.mtu_length),
                }
            )
            params.setdefault("linger", f"{self.ctx.replay_linger_ns}ns")
            channel = str(channel_uri.ChannelUri(media=uri.media, params=params, spy=False))
            publication = self.aeron.add_exclusive_publication(channel, replay_stream_id)
        except Exception as exc:
            session.send_error(
                correlation_id, f"failed to create replay publication on {replay_channel}: {exc}"
            )
            return
        replay_session_id = (self.replay_id << 32) | (publication.session_id & 0xFFFF_FFFF)
        self.replay_id += 1
        io_max = max(file_io_max_length or self.ctx.file_io_max_length or term_length, d.mtu_length)
        replay = ReplaySession(
            replay_session_id,
            correlation_id,
            session,
            self.archive_dir,
            d,
            publication,
            replay_position,
            end_position,
            limit,
            is_live,
            self.now_ms + (self.ctx.connect_timeout_ms or 0),
            io_max,
            self.ctx.replay_checksum_impl,
        )
        try:
            replay.check_start()
        except ReplayError as exc:
            replay.close()
            session.send_error(correlation_id, exc.message, exc.code)
            return
        self.replays[replay_session_id] = replay
        self.replayer.add(replay)
        session.send_ok(correlation_id, replay_session_id)

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
        replay.abort("stop replay")
        session.send_ok(correlation_id, 0)

    def stop_all_replays(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        for replay in self.replays.values():
            if recording_id == NULL_POSITION or replay.recording_id == recording_id:
                replay.abort("stop all replays")
        session.send_ok(correlation_id, 0)

    def replay_token(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        if self._descriptor(session, correlation_id, recording_id) is None:
            return
        token = random.randint(1, 2**62)
        self.replay_tokens[token] = recording_id
        session.send_ok(correlation_id, token)

    # -- truncate, purge, segments --------------------------------------------------------------------------

    def _stopped_descriptor(
        self, session: ControlSession, correlation_id: int, recording_id: int, action: str
    ) -> RecordingDescriptor | None:
        d = self._descriptor(session, correlation_id, recording_id)
        if d is None:
            return None
        if recording_id in self.active_recordings:
            session.send_error(
                correlation_id, f"cannot {action} active recording {recording_id}", Err.ACTIVE_RECORDING
            )
            return None
        if any(r.recording_id == recording_id for r in self.replays.values()):
            session.send_error(
                correlation_id,
                f"cannot {action} recording with active replay {recording_id}",
                Err.ACTIVE_RECORDING,
            )
            return None
        return d

    def _segment_files(self, recording_id: int) -> list[tuple[int, str]]:
        files = index_segment_files(self.archive_dir).get(recording_id, [])
        result = []
        for name in files:
            parsed = parse_segment_file_name(name)
            if parsed is not None:
                result.append((parsed[1], name))
        return sorted(result)

    def _delete(self, name: str) -> bool:
        try:
            os.unlink(os.path.join(self.archive_dir, name))
            return True
        except FileNotFoundError:
            return False

    def truncate_recording(
        self, session: ControlSession, correlation_id: int, recording_id: int, position: int
    ) -> None:
        d = self._stopped_descriptor(session, correlation_id, recording_id, "truncate")
        if d is None:
            return
        if position < d.start_position or position > d.stop_position or position & 31:
            session.send_error(
                correlation_id,
                f"invalid truncate position {position}: recording {recording_id} "
                f"is [{d.start_position}, {d.stop_position}]",
                Err.INVALID_POSITION,
            )
            return
        deleted = 0
        if position == d.start_position:
            keep_base = None
        else:
            keep_base = segment_file_base_position(
                d.start_position, position, d.term_buffer_length, d.segment_file_length
            )
        for base, name in self._segment_files(recording_id):
            if keep_base is not None and base < keep_base:
                continue
            if keep_base is not None and base == keep_base and position > base:
                path = os.path.join(self.archive_dir, name)
                with open(path, "r+b") as f:
                    offset = position - base
                    f.seek(offset)
                    f.write(bytes(d.segment_file_length - offset))
                continue
            if self._delete(name):
                deleted += 1
        self.catalog.set_stop_position(recording_id, position)
        self.catalog.flush()
        session.send_ok(correlation_id, deleted)
        session.send_signal(correlation_id, recording_id, NULL_POSITION, position, RecordingSignal.DELETE)

    def purge_recording(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        d = self._stopped_descriptor(session, correlation_id, recording_id, "purge")
        if d is None:
            return
        self.catalog.change_state(recording_id, RecordingState.DELETED)
        deleted = sum(1 for _base, name in self._segment_files(recording_id) if self._delete(name))
        self.catalog.flush()
        session.send_ok(correlation_id, deleted)
        session.send_signal(
            correlation_id, recording_id, NULL_POSITION, d.stop_position, RecordingSignal.DELETE
        )

    def _check_new_start(
        self, session: ControlSession, correlation_id: int, d: RecordingDescriptor, new_start: int
    ) -> bool:
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
            session.send_error(
                correlation_id,
                f"invalid segment start: newStartPosition={new_start} must be a "
                f"segment base in [{first_base + seg}, {last_base}]",
                Err.INVALID_POSITION,
            )
            return False
        return True

    def detach_segments(
        self, session: ControlSession, correlation_id: int, recording_id: int, new_start: int
    ) -> None:
        d = self._descriptor(session, correlation_id, recording_id)
        if d is None or not self._check_new_start(session, correlation_id, d, new_start):
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
        deleted = sum(
            1 for base, name in self._segment_files(recording_id) if base < first_base and self._delete(name)
        )
        session.send_ok(correlation_id, deleted)
        if deleted:
            session.send_signal(
                correlation_id, recording_id, NULL_POSITION, d.start_position, RecordingSignal.DELETE
            )

    def purge_segments(
        self, session: ControlSession, correlation_id: int, recording_id: int, new_start: int
    ) -> None:
        d = self._descriptor(session, correlation_id, recording_id)
        if d is None or not self._check_new_start(session, correlation_id, d, new_start):
            return
        self.catalog.set_start_position(recording_id, new_start)
        deleted = sum(
            1 for base, name in self._segment_files(recording_id) if base < new_start and self._delete(name)
        )
        session.send_ok(correlation_id, deleted)
        session.send_signal(correlation_id, recording_id, NULL_POSITION, new_start, RecordingSignal.DELETE)

    def attach_segments(self, session: ControlSession, correlation_id: int, recording_id: int) -> None:
        """Walk back over full segment files before the start; the start moves to the earliest one."""
        d = self._descriptor(session, correlation_id, recording_id)
        if d is None:
            return
        seg = d.segment_file_length
        base = segment_file_base_position(d.start_position, d.start_position, d.term_buffer_length, seg)
        names = {b for b, _n in self._segment_files(recording_id)}
        attached = 0
        while base - seg >= 0 and (base - seg) in names:
            path = os.path.join(self.archive_dir, segment_file_name(recording_id, base - seg))
            if os.path.getsize(path) != seg:
                break
            base -= seg
            attached += 1
        if attached:
            self.catalog.set_start_position(recording_id, base)
        session.send_ok(correlation_id, attached)

    def migrate_segments(
        self, session: ControlSession, correlation_id: int, src_id: int, dst_id: int
    ) -> None:
        """Move a stopped source recording's segments onto the destination it joins end-to-start."""
        src = self._stopped_descriptor(session, correlation_id, src_id, "migrate")
        dst = None if src is None else self._stopped_descriptor(session, correlation_id, dst_id, "migrate")
        if src is None or dst is None:
            return
        if (
            src.segment_file_length != dst.segment_file_length
            or src.term_buffer_length != dst.term_buffer_length
            or src.initial_term_id != dst.initial_term_id
            or src.stream_id != dst.stream_id
        ):
            session.send_error(
                correlation_id,
                "cannot migrate segments between recordings of different stream, term or segment geometry",
            )
            return
        seg = src.segment_file_length
        if src.stop_position == dst.start_position and src.stop_position % seg == 0:
            new_start, new_stop = src.start_position, dst.stop_position
        elif src.start_position == dst.stop_position and src.start_position % seg == 0:
            new_start, new_stop = dst.start_position, src.stop_position
        else:
            session.send_error(
                correlation_id,
                f"invalid migrate: recordings {src_id} and {dst_id} are not contiguous on a segment boundary",
            )
            return
        moved = 0
        for base, name in self._segment_files(src_id):
            target = os.path.join(self.archive_dir, segment_file_name(dst_id, base))
            if os.path.exists(target):
                continue
            os.rename(os.path.join(self.archive_dir, name), target)
            moved += 1
        self.catalog.update(dst_id, start_position=new_start, stop_position=new_stop)
        self.catalog.update(src_id, start_position=src.stop_position)
        self.catalog.flush()
        session.send_ok(correlation_id, moved)

    # -- replication --------------------------------------------------------------------------------------

    def replicate(self, session: ControlSession, correlation_id: int, d: Any) -> None:
        """ReplicateRequest2 (and the older forms): copy a stopped source recording into a new one here."""
        live_destination = getattr(d, "live_destination", "") or ""
        replication_channel = getattr(d, "replication_channel", "") or self.ctx.replication_channel or ""
        credentials = getattr(d, "encoded_credentials", b"") or b""
        dst_recording_id = int(d.dst_recording_id)
        if dst_recording_id != NULL_POSITION:
            if self.catalog.find(dst_recording_id) is None:
                session.send_error(
                    correlation_id, f"unknown recording id: {dst_recording_id}", Err.UNKNOWN_RECORDING
                )
                return
            if dst_recording_id in self.active_recordings:
                session.send_error(
                    correlation_id,
                    f"cannot replicate into active recording {dst_recording_id}",
                    Err.ACTIVE_RECORDING,
                )
                return
        if not replication_channel:
            session.send_error(
                correlation_id, "no replication channel: set aeron.archive.replication.channel"
            )
            return
        replication_id = self.next_session_id
        self.next_session_id += 1
        self.replications[replication_id] = ReplicationSession(
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
        )
        replication_session_id = getattr(d, "replication_session_id", None)
        if replication_session_id not in (None, NULL_POSITION):
            self.replications[replication_id].session_id_override = int(replication_session_id)
        session.send_ok(correlation_id, replication_id)

    def stop_replication(self, session: ControlSession, correlation_id: int, replication_id: int) -> None:
        replication = self.replications.get(replication_id)
        if replication is None:
            session.send_error(
                correlation_id, f"unknown replication id {replication_id}", Err.UNKNOWN_REPLICATION
            )
            return
        replication._fail("replication stopped", Err.GENERIC)
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

    def replication_subscription(self, replication: ReplicationSession) -> Any:
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
