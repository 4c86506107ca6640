"""Replication of a recording from another archive (ours or Aeron's) into this one.

A reduced form of aeron-archive/src/main/java/io/aeron/archive/ReplicationSession.java at 1.51.0: this
archive connects to the source archive as a control client (AuthConnectRequest), asks for the source
descriptor (ListRecording), adds a catalog entry with the source's start position, initial term id, term
and MTU lengths, session and stream ids and channels (signal REPLICATE), subscribes to the replication
channel with the source session id as an extension of that entry, and asks the source to replay
``[start, stop)`` there. The replay carries the original term geometry, so the replicated segment files
hold the same frames. When the recording has caught up with the source stop position: SYNC, then
REPLICATE_END (always last, also after an error, which is sent as ERROR with the replication id). An
active source recording is replayed open-ended: the replica follows it live and ends (REPLICATE_END, no
SYNC, as Aeron on end of stream) when the source recording stops.

Live merge (``liveDestination``, the source recording must be active): the replica records from a
manual control-mode subscription (the replication channel without its endpoint, session id of the
source) with the replication endpoint added as the replay's destination. After the source replay has
caught up with the source's recorded position, the session keeps asking that position and, once within
a quarter term (at most 32 MiB), adds the live destination; when the replica is at the source position
and its image hears both transports, it removes the replay destination, stops the source replay and
signals MERGE. The recording then simply follows the live stream (it stops when that stream ends), as in
ReplicationSession's CATCHUP and ATTEMPT_LIVE_JOIN states.

Into an existing recording (``dstRecordingId``): an empty destination takes the source's descriptor, a
non-empty one is extended from its own stop position.

Over UDP the control responses come to a ``localhost:0`` socket and a ``:0`` replication endpoint is sent
to the source with the port the driver bound (both read from its local socket address counters). Tagged
replication and a ``:0`` replication endpoint for live merge are not supported yet.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable
from typing import Any, Protocol

from aeronkit.archive.catalog import Catalog, RecordingDescriptor
from aeronkit.archive.codes import ArchiveErrorCode as Err
from aeronkit.archive.errors import ArchiveError
from aeronkit.archive.protocol import PROTOCOL_SEMANTIC_VERSION
from aeronkit.archive.server.control_session import ControlSession
from aeronkit.archive.server.recording_session import RecordingSession
from aeronkit.client import Aeron, FragmentAssembler, Subscription
from aeronkit.client import channel_status as cs
from aeronkit.codecs import archive as codecs
from aeronkit.codecs.archive import RecordingSignal
from aeronkit.driver import channel_uri

RESPONSE_STREAM_ID = 21
RETRY_INTERVAL_MS = 50
LIVE_ADD_MAX_WINDOW = 32 * 1024 * 1024  # Aeron's ReplayMerge.LIVE_ADD_MAX_WINDOW
REPLAY_REMOVE_THRESHOLD = 0
UDP_RESPONSE_CHANNEL = "aeron:udp?endpoint=localhost:0"
"""The response channel when the archive has no control endpoint to take a host from."""
ACTION_TIMEOUT_MS = 10_000  # how long one source position request may go unanswered (Aeron: message timeout)


class ReplicationState(enum.Enum):
    CONNECT = 1
    AWAIT_CONNECT = 2
    DESCRIPTOR = 3
    REPLAY = 4
    REPLICATE = 5
    DONE = 6
    SRC_POSITION = 7
    CATCHUP = 8
    ATTEMPT_LIVE_JOIN = 9


def response_channel_for(control_channel: str | None) -> str:
    """Where a source archive sends its responses to this archive's replications: the host of this
    archive's own control endpoint with any port, as Archive.Context.conclude derives
    archiveClientContext.controlResponseChannel (aeron-archive/src/main/java/io/aeron/archive/Archive.java at
    1.51.0). ``localhost`` only reaches a source on the same host: a source on another machine (or network
    namespace) would answer into its own loopback and the replication never connects."""
    endpoint = channel_uri.parse(control_channel).get("endpoint") if control_channel else None
    if endpoint is None or ":" not in endpoint:
        return UDP_RESPONSE_CHANNEL
    return f"aeron:udp?endpoint={endpoint.rsplit(':', 1)[0]}:0"


class ReplicationError(ArchiveError):
    """Why a replication failed; ``code`` is the ArchiveErrorCode sent back to the requester."""

    def __init__(self, message: str, code: int = Err.GENERIC) -> None:
        super().__init__(message, code)
        self.code = self.error_code


_TRANSIENT = (-1, -2, -3)  # NOT_CONNECTED, BACK_PRESSURED, ADMIN_ACTION
_OPEN_ENDED = (ReplicationState.REPLICATE, ReplicationState.CATCHUP, ReplicationState.ATTEMPT_LIVE_JOIN)


class ReplicationHost(Protocol):
    """What a replication uses of the archive conductor that runs it (on the conductor's thread)."""

    aeron: Aeron
    catalog: Catalog
    now_ms: int

    def report(self, error: BaseException) -> None: ...

    def active_recording_session(self, recording_id: int) -> RecordingSession | None: ...

    def start_replication_recording(
        self, replication: ReplicationSession, channel: str, stream_id: int
    ) -> None: ...

    def replication_subscription(self, replication: ReplicationSession) -> Subscription: ...

    def replication_recording_started(self, replication: ReplicationSession) -> bool: ...

    def release_replication_recording(self, replication: ReplicationSession) -> None: ...

    def stop_replication_recording(self, replication: ReplicationSession) -> None: ...


class ReplicationSession:
    """Runs on the conductor's thread; ``do_work`` is called each duty cycle until ``is_done``."""

    def __init__(
        self,
        replication_id: int,
        control_session: ControlSession,
        conductor: ReplicationHost,
        src_recording_id: int,
        src_control_channel: str,
        src_control_stream_id: int,
        replication_channel: str,
        credentials: bytes,
        deadline_ms: int,
        live_destination: str = "",
        dst_recording_id: int = -1,
        dst_stop_position: int = -1,
        response_channel: str = UDP_RESPONSE_CHANNEL,
    ) -> None:
        self.replication_id = replication_id
        self.response_channel = response_channel
        """The UDP channel the source archive answers on (:func:`response_channel_for`)."""
        self.control_session = control_session
        self.conductor = conductor
        self.src_recording_id = src_recording_id
        self.src_control_channel = src_control_channel
        self.src_control_stream_id = src_control_stream_id
        self.replication_channel = replication_channel
        self.credentials = credentials
        self.deadline_ms = deadline_ms
        self.state = ReplicationState.CONNECT
        self.dst_recording_id = dst_recording_id
        self.dst_stop_position = dst_stop_position
        """Where the replica stops (-1: at the source's stop, or never for a live source); Aeron's
        ReplicationSession.dstStopPosition, which bounds the replay's length and ends the replication
        without SYNC."""
        self.replay_position = -1
        self.src_stop_position = -1
        self.src_session_id = 0
        self._src_control_session_id = -1
        self._awaiting = -1
        self._responses: list[tuple[int, int, int, int, str]] = []
        self._descriptor: Any = None
        self._publication: Any = None
        self._subscription: Any = None
        self._assembler = FragmentAssembler(self._on_response)
        self._header = codecs.MessageHeaderDecoder()
        self._control_response = codecs.ControlResponseDecoder()
        self._recording_descriptor = codecs.RecordingDescriptorDecoder()
        self._buffer = bytearray(4096)
        self._correlation = random.randint(1, 2**40)
        self._retry_at_ms = 0
        self._replay_channel = ""
        self.session_id_override: int | None = None
        self.live_destination = live_destination
        self._pending: tuple[bytes, int] | None = None
        self.src_recording_position = -1
        self._src_replay_session_id = -1
        self._recording_subscription: Any = None
        self._replay_destination: str | None = None
        self._is_live_added = False

    @property
    def is_done(self) -> bool:
        return self.state == ReplicationState.DONE

    # -- talking to the source archive ---------------------------------------------------------------------

    def _next_correlation(self) -> int:
        self._correlation += 1
        return self._correlation

    def _send(self, encoder: Any, var: dict[str, Any], **fields: Any) -> int:
        enc = encoder.wrap_and_apply_header(self._buffer, 0)
        correlation_id = self._next_correlation()
        fields["correlation_id"] = correlation_id
        if "control_session_id" in type(encoder).__dict__:
            fields["control_session_id"] = self._src_control_session_id
        for name, value in fields.items():
            setattr(enc, name, value)
        for name, value in var.items():
            getattr(enc, f"put_{name}")(value)
        result = self._publication.offer(self._buffer, 0, enc.limit)
        if result < 0:
            if result not in _TRANSIENT:
                raise ReplicationError(
                    f"could not send a request to the source archive (offer result {result})",
                    Err.REPLICATION_CONNECTION_FAILURE,
                )
            # back pressure, an admin action or a connection not yet seen by the publication: retry the
            # same bytes each duty cycle until sent or the action timeout passes (Aeron's proxies retry)
            self._pending = (bytes(self._buffer[: enc.limit]), self.conductor.now_ms + ACTION_TIMEOUT_MS)
        self._awaiting = correlation_id
        return correlation_id

    def _on_response(self, buffer: Any, offset: int, length: int, header: Any) -> None:
        view = memoryview(buffer)[: offset + length]
        message = self._header.wrap(view, offset)
        if message.schema_id != codecs.SCHEMA_ID:
            return
        template_id = message.template_id
        body = offset + codecs.HEADER_LENGTH
        if template_id == codecs.ControlResponseDecoder.TEMPLATE_ID:
            r = self._control_response.wrap(view, body, message.block_length, message.version)
            self._responses.append(
                (r.correlation_id, r.relevant_id, int(r.code), r.control_session_id, r.error_message)
            )
        elif template_id == codecs.RecordingDescriptorDecoder.TEMPLATE_ID:
            d = self._recording_descriptor.wrap(view, body, message.block_length, message.version)
            if d.correlation_id == self._awaiting:
                self._descriptor = RecordingDescriptor.decode(d)

    def _response(self) -> tuple[int, int, int, int, str] | None:
        for response in self._responses:
            if response[0] == self._awaiting:
                self._responses.remove(response)
                return response
        self._responses.clear()
        return None

    # -- duty cycle ---------------------------------------------------------------------------------------

    def do_work(self, now_ms: int) -> int:
        if self.state == ReplicationState.DONE:
            return 0
        try:
            if self._pending is not None:
                data, deadline = self._pending
                result = self._publication.offer(data, 0, len(data))
                if result < 0:
                    if result not in _TRANSIENT or now_ms > deadline:
                        raise ReplicationError(
                            f"could not send a request to the source archive (offer result {result})",
                            Err.REPLICATION_CONNECTION_FAILURE,
                        )
                    return 0
                self._pending = None
            if self._subscription is not None:
                self._subscription.poll(self._assembler, 16)
            if self.state not in _OPEN_ENDED and now_ms > self.deadline_ms:
                raise ReplicationError(
                    f"replication timed out in state {self.state.name}", Err.REPLICATION_CONNECTION_FAILURE
                )
            return self._step(now_ms)
        except ReplicationError as exc:
            self._fail(exc.message, exc.code)
        except Exception as exc:
            self.conductor.report(exc)
            self._fail(f"replication failed: {exc}", Err.GENERIC)
        return 1

    def _step(self, now_ms: int) -> int:
        """The current state's work (a state table, like the cluster's Election)."""
        return _STATE_WORK[self.state](self, now_ms)

    def _connect(self, now_ms: int) -> int:
        """Open a response subscription and a request publication to the source archive. Over IPC the
        response stream is told apart by a session id; over UDP it gets its own socket on
        :attr:`response_channel`, whose bound port goes in the connect request (AeronArchive.Context's
        control response channel)."""
        request = channel_uri.parse(self.src_control_channel)
        session_id = random.randint(1, 2**30)
        if request.is_ipc:
            response_channel = f"aeron:ipc?term-length=64k|session-id={session_id}"
        else:
            response_channel = self.response_channel
        self._subscription = self.conductor.aeron.add_subscription(response_channel, RESPONSE_STREAM_ID)
        params = dict(request.params)
        params["session-id"] = str(session_id)
        self._publication = self.conductor.aeron.add_exclusive_publication(
            str(channel_uri.ChannelUri(media=request.media, params=params)), self.src_control_stream_id
        )
        self.state = ReplicationState.AWAIT_CONNECT
        return 1

    def _await_connect(self, now_ms: int) -> int:
        """Send AuthConnectRequest once the publication is connected; on OK ask for the source descriptor."""
        if self._awaiting == -1:
            response_channel = self._subscription.try_resolve_channel_endpoint_port()
            if not self._publication.is_connected or response_channel is None:
                return 0
            self._send(
                codecs.AuthConnectRequestEncoder(),
                {
                    "response_channel": response_channel,
                    "encoded_credentials": self.credentials,
                    "client_info": "name=aeronkit-replication",
                },
                response_stream_id=RESPONSE_STREAM_ID,
                version=PROTOCOL_SEMANTIC_VERSION,
            )
            return 1
        response = self._response()
        if response is None:
            return 0
        if response[2] != 0:
            raise ReplicationError(
                f"source archive refused the connection: {response[4]}",
                Err.REPLICATION_CONNECTION_FAILURE,
            )
        self._src_control_session_id = response[1]
        self._send(codecs.ListRecordingRequestEncoder(), {}, recording_id=self.src_recording_id)
        self.state = ReplicationState.DESCRIPTOR
        return 1

    def _await_descriptor(self, now_ms: int) -> int:
        if self._descriptor is None:
            if self._response() is not None:
                raise ReplicationError(
                    f"unknown source recording id: {self.src_recording_id}", Err.UNKNOWN_RECORDING
                )
            return 0
        return self._start_replication()

    def _await_replay(self, now_ms: int) -> int:
        """The source's answer to the replay request; a clash with a lingering publication is retried."""
        if self._retry_at_ms:
            if now_ms < self._retry_at_ms:
                return 0
            self._retry_at_ms = 0
            self._send_replay()
            return 1
        response = self._response()
        if response is None:
            return 0
        if response[2] != 0:
            if "clashing sessionId" in response[4] and not self.live_destination:
                # the source's original publication with this session id is still lingering: retry
                self._retry_at_ms = now_ms + RETRY_INTERVAL_MS
                return 1
            raise ReplicationError(f"source archive refused the replay: {response[4]}")
        self._src_replay_session_id = response[1]
        self.state = ReplicationState.CATCHUP if self.live_destination else ReplicationState.REPLICATE
        return 1

    def _replicate(self, now_ms: int) -> int:
        return self._await_sync()

    def _await_src_position(self, now_ms: int) -> int:
        response = self._response()
        if response is None:
            return 0
        self._check_position(response)
        self._begin_replay()
        return 1

    def _catch_up(self, now_ms: int) -> int:
        """Live merge: wait until the replica has recorded up to the source position last asked."""
        recording = self._recording()
        if recording is None or recording.position < self.src_recording_position:
            return 0
        self._awaiting = -1  # the replay request was answered: the next request asks the position
        self.state = ReplicationState.ATTEMPT_LIVE_JOIN
        return 1

    def _done(self, now_ms: int) -> int:
        return 0

    # -- live merge -----------------------------------------------------------------------------------------

    def _request_src_position(self) -> None:
        self._send(codecs.RecordingPositionRequestEncoder(), {}, recording_id=self.src_recording_id)

    def _check_position(self, response: tuple[int, int, int, int, str]) -> None:
        if response[2] != 0:
            raise ReplicationError(f"source archive refused the position request: {response[4]}", response[1])
        if response[1] == -1:
            raise ReplicationError("cannot live merge without active source recording")
        self.src_recording_position = response[1]

    def _recording(self) -> RecordingSession | None:
        """The replica's active recording session, or None before it starts; an error once it has ended."""
        recording = self.conductor.active_recording_session(self.dst_recording_id)
        if recording is None and self.conductor.replication_recording_started(self):
            raise ReplicationError("replication image closed unexpectedly")
        return recording

    def _attempt_live_join(self, now_ms: int) -> int:
        recording = self._recording()
        if recording is None:
            return 0
        if self._awaiting == -1:
            self._request_src_position()
            self._retry_at_ms = now_ms + ACTION_TIMEOUT_MS
            return 1
        response = self._response()
        if response is None:
            if now_ms > self._retry_at_ms:
                raise ReplicationError("failed to get the source recording position", Err.GENERIC)
            return 0
        self._awaiting = -1
        self._check_position(response)
        position = recording.position
        behind = self.src_recording_position - position
        image = recording.image
        if not self._is_live_added:
            if behind <= min(image.term_buffer_length >> 2, LIVE_ADD_MAX_WINDOW):
                self._recording_subscription.async_add_destination(self.live_destination)
                self._is_live_added = True
        elif behind <= REPLAY_REMOVE_THRESHOLD and image.active_transport_count >= 2:
            self._recording_subscription.async_remove_destination(self._replay_destination)
            self._replay_destination = None
            self._stop_src_replay()
            self.conductor.release_replication_recording(self)
            self._signal(position, RecordingSignal.MERGE)
            self._finish()
        return 1

    def _stop_src_replay(self) -> None:
        if self._src_replay_session_id == -1 or self._publication is None:
            return
        enc = codecs.StopReplayRequestEncoder().wrap_and_apply_header(self._buffer, 0)
        enc.control_session_id = self._src_control_session_id
        enc.correlation_id = self._next_correlation()
        enc.replay_session_id = self._src_replay_session_id
        self._publication.offer(self._buffer, 0, enc.limit)
        self._src_replay_session_id = -1

    def _start_replication(self) -> int:
        d = self._descriptor
        conductor = self.conductor
        self.src_stop_position = d.stop_position
        self.src_session_id = d.session_id
        if self.dst_recording_id != -1:
            return self._start_into_existing()
        self.replay_position = d.start_position
        self.dst_recording_id = conductor.catalog.add(
            start_timestamp=conductor.now_ms,
            start_position=d.start_position,
            stop_position=d.start_position,
            stop_timestamp=conductor.now_ms,
            initial_term_id=d.initial_term_id,
            segment_file_length=d.segment_file_length,
            term_buffer_length=d.term_buffer_length,
            mtu_length=d.mtu_length,
            session_id=d.session_id,
            stream_id=d.stream_id,
            stripped_channel=d.stripped_channel,
            original_channel=d.original_channel,
            source_identity=d.source_identity,
        )
        self._signal(d.start_position, RecordingSignal.REPLICATE)
        return self._continue_replication()

    def _start_into_existing(self) -> int:
        """dstRecordingId: an empty destination takes the source's descriptor, a non-empty one is extended
        from its stop position (ReplicationSession.onRecordingDescriptor); no REPLICATE signal either way."""
        d = self._descriptor
        catalog = self.conductor.catalog
        entry = catalog.find(self.dst_recording_id)
        if entry is None:
            raise ReplicationError(
                f"unknown destination recording id: {self.dst_recording_id}", Err.UNKNOWN_RECORDING
            )
        dst = entry.descriptor
        if dst.start_position == dst.stop_position:
            self.replay_position = d.start_position
            catalog.replace(
                self.dst_recording_id,
                start_position=d.start_position,
                stop_position=d.start_position,
                start_timestamp=d.start_timestamp,
                stop_timestamp=d.start_timestamp,
                initial_term_id=d.initial_term_id,
                segment_file_length=d.segment_file_length,
                term_buffer_length=d.term_buffer_length,
                mtu_length=d.mtu_length,
                session_id=d.session_id,
                stream_id=d.stream_id,
                stripped_channel=d.stripped_channel,
                original_channel=d.original_channel,
                source_identity=d.source_identity,
            )
        else:
            if (
                dst.stream_id != d.stream_id
                or dst.initial_term_id != d.initial_term_id
                or dst.term_buffer_length != d.term_buffer_length
                or dst.segment_file_length != d.segment_file_length
                or dst.stop_position < d.start_position
                or (d.stop_position != -1 and dst.stop_position > d.stop_position)
            ):
                raise ReplicationError(
                    f"destination recording {self.dst_recording_id} cannot be extended from source recording "
                    f"{self.src_recording_id}: stream, term geometry or positions differ",
                    Err.INVALID_EXTENSION,
                )
            self.replay_position = dst.stop_position  # equal to the source stop: already in sync
        return self._continue_replication()

    def _continue_replication(self) -> int:
        d = self._descriptor
        if d.stop_position == self.replay_position and d.stop_position != -1:
            self._signal(d.stop_position, RecordingSignal.SYNC)
            self._finish()
            return 1
        if self.dst_stop_position != -1 and self.replay_position >= self.dst_stop_position:
            self._finish()
            return 1
        if self.live_destination:
            if d.stop_position != -1:
                raise ReplicationError("cannot live merge without active source recording")
            self._request_src_position()
            self.state = ReplicationState.SRC_POSITION
            return 1
        self._begin_replay()
        return 1

    def _begin_replay(self) -> None:
        d = self._descriptor
        uri = channel_uri.parse(self.replication_channel)
        params = dict(uri.params)
        if self.live_destination:
            # Aeron: the replay uses the source session id so the replay and live merge into one image
            session_id = d.session_id
        else:
            session_id = d.session_id if self.session_id_override is None else self.session_id_override
        params["session-id"] = str(session_id)
        channel = str(channel_uri.ChannelUri(media=uri.media, params=params))
        if self.live_destination:
            endpoint = params.get("endpoint")
            if uri.is_ipc or not endpoint:
                raise ReplicationError("live merge needs a UDP replication channel with an endpoint")
            record_params = {k: v for k, v in params.items() if k != "endpoint"}
            record_params["control-mode"] = "manual"
            record_params["rejoin"] = "false"
            record_channel = str(channel_uri.ChannelUri(media=uri.media, params=record_params))
            self.conductor.start_replication_recording(self, record_channel, d.stream_id)
            self._recording_subscription = self.conductor.replication_subscription(self)
            self._replay_destination = f"aeron:udp?endpoint={endpoint}"
            self._recording_subscription.async_add_destination(self._replay_destination)
            params["linger"] = "0"
            params["eos"] = "false"
            channel = str(channel_uri.ChannelUri(media=uri.media, params=params))
        else:
            self.conductor.start_replication_recording(self, channel, d.stream_id)
        self._replay_channel = channel
        self.state = ReplicationState.REPLAY
        self._send_replay()

    def _send_replay(self) -> None:
        """Ask the source for the replay; a ``:0`` replay endpoint is first resolved to the port the
        recording subscription bound (ReplicationSession.replay), retried each duty cycle until it has."""
        d = self._descriptor
        if cs.needs_port_resolution(self._replay_channel):
            resolved = self.conductor.replication_subscription(self).resolved_endpoint
            if resolved is None:
                self._retry_at_ms = self.conductor.now_ms
                return
            self._replay_channel = cs.with_resolved_port(self._replay_channel, resolved)
        self._send(
            codecs.ReplayRequestEncoder(),
            {"replay_channel": self._replay_channel},
            recording_id=self.src_recording_id,
            position=self.replay_position,
            length=self._replay_length(),
            replay_stream_id=d.stream_id,
            file_io_max_length=0,
            replay_token=-1,
        )

    def _replay_length(self) -> int:
        """The requested stop bounds the replay; else the source's stop, or none for a live source."""
        stop = self.dst_stop_position if self.dst_stop_position != -1 else self._descriptor.stop_position
        return -1 if stop == -1 else stop - self.replay_position

    def _await_sync(self) -> int:
        conductor = self.conductor
        if conductor.active_recording_session(self.dst_recording_id) is not None:
            return 0
        self._src_replay_session_id = -1  # the source replay has ended with the recording: nothing to stop
        entry = conductor.catalog.find(self.dst_recording_id)
        reached_stop = (
            entry is not None
            and self.dst_stop_position != -1
            and entry.descriptor.stop_position >= self.dst_stop_position
        )
        if self.src_stop_position == -1 or reached_stop:
            # an active source: its replay followed it live and ended when it stopped (Aeron: EOS, no SYNC);
            # or the replay ended at the requested stop, short of the source's: no SYNC either
            if entry is not None and conductor.replication_recording_started(self):
                self._finish()
                return 1
            return 0
        if entry is None or entry.descriptor.stop_position < self.src_stop_position:
            position = -1 if entry is None else entry.descriptor.stop_position
            if conductor.replication_recording_started(self):
                raise ReplicationError(
                    f"replication stopped at {position} before the source stop {self.src_stop_position}"
                )
            return 0
        self._signal(entry.descriptor.stop_position, RecordingSignal.SYNC)
        self._finish()
        return 1

    def _signal(self, position: int, signal: RecordingSignal) -> None:
        self.control_session.send_signal(self.replication_id, self.dst_recording_id, -1, position, signal)

    def abort(self) -> None:
        """Stopped on request: the requester asked for it, so it gets REPLICATE_END and no error, as Aeron's
        ArchiveConductor.stopReplication aborts the session without an error response."""
        if self.state != ReplicationState.DONE:
            self.conductor.stop_replication_recording(self)
            self._finish()

    def _fail(self, message: str, code: int) -> None:
        if not self.control_session.is_done:
            self.control_session.send_error(self.replication_id, message, code)
        self.conductor.stop_replication_recording(self)
        self._finish()

    def _finish(self) -> None:
        self._signal(-1, RecordingSignal.REPLICATE_END)
        self.close()
        self.state = ReplicationState.DONE

    def close(self) -> None:
        self._stop_src_replay()
        if self._publication is not None and not self._publication.is_closed:
            if self._src_control_session_id != -1:
                enc = codecs.CloseSessionRequestEncoder().wrap_and_apply_header(self._buffer, 0)
                enc.control_session_id = self._src_control_session_id
                self._publication.offer(self._buffer, 0, enc.limit)
            self._publication.close()
        if self._subscription is not None and not self._subscription.is_closed:
            self._subscription.close()


_STATE_WORK: dict[ReplicationState, Callable[[ReplicationSession, int], int]] = {
    ReplicationState.CONNECT: ReplicationSession._connect,
    ReplicationState.AWAIT_CONNECT: ReplicationSession._await_connect,
    ReplicationState.DESCRIPTOR: ReplicationSession._await_descriptor,
    ReplicationState.REPLAY: ReplicationSession._await_replay,
    ReplicationState.REPLICATE: ReplicationSession._replicate,
    ReplicationState.SRC_POSITION: ReplicationSession._await_src_position,
    ReplicationState.CATCHUP: ReplicationSession._catch_up,
    ReplicationState.ATTEMPT_LIVE_JOIN: ReplicationSession._attempt_live_join,
    ReplicationState.DONE: ReplicationSession._done,
}
