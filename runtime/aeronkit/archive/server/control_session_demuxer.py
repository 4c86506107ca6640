"""Decodes control requests and hands each to its control session / the conductor.

aeron-archive/src/main/java/io/aeron/archive/ControlSessionAdapter.java at 1.51.0: messages are
reassembled (FragmentAssembler) then decoded with the header's block length and version. Connect
requests create sessions; every other request names a control session id, unknown ids are dropped.
Bad input never crashes the archive: a message too short, of another schema, of an unknown template or
with fields cut off is answered with an ERROR ControlResponse when the session it names is known
(relevantId GENERIC, the correlation id if it could be read), and reported to the error handler.

Each request template has one named method here (``_on_<request>``) that unpacks the decoded fields into
the conductor's call, so a request is found by name rather than inside a table of lambdas.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aeronkit.archive.server.control_session import ControlSession
from aeronkit.codecs import archive as codecs
from aeronkit.codecs.archive import BooleanType, SourceLocation
from aeronkit.constants import NULL_VALUE
from aeronkit.errors import CodecError

if TYPE_CHECKING:  # type only: the conductor builds the demuxer
    from aeronkit.archive.server.archive_conductor import ArchiveConductor

_I64 = struct.Struct("<q")
_REQUEST_IDS_LENGTH = 16  # every request body starts with controlSessionId, correlationId (int64 each)

Route = Callable[[ControlSession, Any], None]


def _bool(value: BooleanType | int) -> bool:
    return value == BooleanType.TRUE or value == 1


def _positive_or_none(decoder: Any, name: str) -> int | None:
    """A length a client may leave unset: Aeron reads any value <= 0 (NULL_VALUE is -1) as the default."""
    value = getattr(decoder, name)
    return None if value is None or value <= 0 else int(value)


class ControlSessionDemuxer:
    """Called with each whole control message (after fragment reassembly)."""

    def __init__(self, conductor: ArchiveConductor) -> None:
        self.conductor = conductor
        self._header = codecs.MessageHeaderDecoder()
        self._auth_connect = codecs.AuthConnectRequestDecoder()
        self._connect = codecs.ConnectRequestDecoder()
        self._challenge_response = codecs.ChallengeResponseDecoder()
        routes: tuple[tuple[type[Any], Route], ...] = (
            (codecs.CloseSessionRequestDecoder, self._on_close_session),
            (codecs.KeepAliveRequestDecoder, self._on_keep_alive),
            (codecs.ArchiveIdRequestDecoder, self._on_archive_id),
            (codecs.StartRecordingRequestDecoder, self._on_start_recording),
            (codecs.StartRecordingRequest2Decoder, self._on_start_recording2),
            (codecs.StopRecordingRequestDecoder, self._on_stop_recording),
            (codecs.StopRecordingSubscriptionRequestDecoder, self._on_stop_recording_subscription),
            (codecs.StopRecordingByIdentityRequestDecoder, self._on_stop_recording_by_identity),
            (codecs.ExtendRecordingRequestDecoder, self._on_extend_recording),
            (codecs.ExtendRecordingRequest2Decoder, self._on_extend_recording2),
            (codecs.ReplayRequestDecoder, self._on_replay),
            (codecs.BoundedReplayRequestDecoder, self._on_bounded_replay),
            (codecs.StopReplayRequestDecoder, self._on_stop_replay),
            (codecs.StopAllReplaysRequestDecoder, self._on_stop_all_replays),
            (codecs.ReplayTokenRequestDecoder, self._on_replay_token),
            (codecs.ListRecordingsRequestDecoder, self._on_list_recordings),
            (codecs.ListRecordingsForUriRequestDecoder, self._on_list_recordings_for_uri),
            (codecs.ListRecordingRequestDecoder, self._on_list_recording),
            (codecs.ListRecordingSubscriptionsRequestDecoder, self._on_list_recording_subscriptions),
            (codecs.FindLastMatchingRecordingRequestDecoder, self._on_find_last_matching_recording),
            (codecs.RecordingPositionRequestDecoder, self._on_recording_position),
            (codecs.StartPositionRequestDecoder, self._on_start_position),
            (codecs.StopPositionRequestDecoder, self._on_stop_position),
            (codecs.MaxRecordedPositionRequestDecoder, self._on_max_recorded_position),
            (codecs.TruncateRecordingRequestDecoder, self._on_truncate_recording),
            (codecs.PurgeRecordingRequestDecoder, self._on_purge_recording),
            (codecs.DetachSegmentsRequestDecoder, self._on_detach_segments),
            (codecs.DeleteDetachedSegmentsRequestDecoder, self._on_delete_detached_segments),
            (codecs.PurgeSegmentsRequestDecoder, self._on_purge_segments),
            (codecs.AttachSegmentsRequestDecoder, self._on_attach_segments),
            (codecs.MigrateSegmentsRequestDecoder, self._on_migrate_segments),
            (codecs.ReplicateRequest2Decoder, self._on_replicate),
            (codecs.ReplicateRequestDecoder, self._on_replicate),
            (codecs.TaggedReplicateRequestDecoder, self._on_tagged_replicate),
            (codecs.StopReplicationRequestDecoder, self._on_stop_replication),
            (codecs.UpdateChannelRequestDecoder, self._on_update_channel),
        )
        self._routes: dict[int, tuple[Any, Route]] = {
            decoder.TEMPLATE_ID: (decoder(), route) for decoder, route in routes
        }

    # -- dispatch -------------------------------------------------------------------------------------------

    def on_message(self, buffer: Any, offset: int, length: int, image_session_id: int) -> None:
        """One reassembled control message from the client publication with ``image_session_id``."""
        try:
            self._dispatch(buffer, offset, length, image_session_id)
        except (CodecError, ValueError, UnicodeError) as exc:
            self._malformed(buffer, offset, length, f"malformed control request: {exc}")
            self.conductor.report(exc)

    def _dispatch(self, buffer: Any, offset: int, length: int, image_session_id: int) -> None:
        header = self._header.wrap(buffer, offset, length=length)
        if header.schema_id != codecs.SCHEMA_ID:
            raise CodecError(f"expected schemaId={codecs.SCHEMA_ID}, actual={header.schema_id}")
        template_id, block_length, version = header.template_id, header.block_length, header.version
        body = offset + codecs.HEADER_LENGTH
        view = memoryview(buffer)[: offset + length]
        if template_id == codecs.AuthConnectRequestDecoder.TEMPLATE_ID:
            self._on_auth_connect(
                self._auth_connect.wrap(view, body, block_length, version), image_session_id
            )
            return
        if template_id == codecs.ConnectRequestDecoder.TEMPLATE_ID:
            self._on_connect(self._connect.wrap(view, body, block_length, version), image_session_id)
            return
        if template_id == codecs.ChallengeResponseDecoder.TEMPLATE_ID:
            self._on_challenge_response(self._challenge_response.wrap(view, body, block_length, version))
            return
        entry = self._routes.get(template_id)
        if entry is None:
            raise CodecError(f"unknown control request templateId={template_id}")
        decoder, route = entry
        d = decoder.wrap(view, body, block_length, version)
        session = self.conductor.sessions.get(d.control_session_id)
        if session is None:
            return  # unknown control session id: dropped, as Aeron drops it
        if not session.on_request(self.conductor.now_ms):
            return
        route(session, d)

    def _malformed(self, buffer: Any, offset: int, length: int, message: str) -> None:
        """Answer a bad request with ERROR when the control session (and maybe correlation id) is readable."""
        header_length = codecs.HEADER_LENGTH
        if length < header_length + _I64.size:
            return
        try:
            template_id = self._header.wrap(buffer, offset, length=length).template_id
            if template_id in (
                codecs.AuthConnectRequestDecoder.TEMPLATE_ID,
                codecs.ConnectRequestDecoder.TEMPLATE_ID,
            ):
                return
            session_id = _I64.unpack_from(buffer, offset + header_length)[0]
            correlation_id = NULL_VALUE
            if length >= header_length + _REQUEST_IDS_LENGTH:
                correlation_id = _I64.unpack_from(buffer, offset + header_length + _I64.size)[0]
        except (CodecError, struct.error):
            return
        session = self.conductor.sessions.get(session_id)
        if session is not None and session.on_request(self.conductor.now_ms):
            session.send_error(correlation_id, message)

    # -- session requests -----------------------------------------------------------------------------------

    def _on_auth_connect(self, d: Any, image_session_id: int) -> None:
        self.conductor.connect(
            d.correlation_id,
            d.response_stream_id,
            d.version or 0,
            d.response_channel,
            d.encoded_credentials,
            image_session_id,
            d.client_info or "",
        )

    def _on_connect(self, d: Any, image_session_id: int) -> None:
        self.conductor.connect(
            d.correlation_id, d.response_stream_id, d.version or 0, d.response_channel, b"", image_session_id
        )

    def _on_challenge_response(self, d: Any) -> None:
        session = self.conductor.sessions.get(d.control_session_id)
        if session is not None:
            session.on_challenge_response(d.correlation_id, d.encoded_credentials, self.conductor.now_ms)

    def _on_close_session(self, s: ControlSession, d: Any) -> None:
        self.conductor.close_session(s)

    def _on_keep_alive(self, s: ControlSession, d: Any) -> None:
        """Being a request at all is the point: it activated the session and kept it alive."""

    def _on_archive_id(self, s: ControlSession, d: Any) -> None:
        s.send_ok(d.correlation_id, self.conductor.ctx.archive_id or 0)

    # -- recording ------------------------------------------------------------------------------------------

    def _on_start_recording(self, s: ControlSession, d: Any) -> None:
        self.conductor.start_recording(s, d.correlation_id, d.stream_id, d.source_location, False, d.channel)

    def _on_start_recording2(self, s: ControlSession, d: Any) -> None:
        self.conductor.start_recording(
            s, d.correlation_id, d.stream_id, d.source_location, _bool(d.auto_stop), d.channel
        )

    def _on_stop_recording(self, s: ControlSession, d: Any) -> None:
        self.conductor.stop_recording(s, d.correlation_id, d.stream_id, d.channel)

    def _on_stop_recording_subscription(self, s: ControlSession, d: Any) -> None:
        self.conductor.stop_recording_subscription(s, d.correlation_id, d.subscription_id)

    def _on_stop_recording_by_identity(self, s: ControlSession, d: Any) -> None:
        self.conductor.stop_recording_by_identity(s, d.correlation_id, d.recording_id)

    def _on_extend_recording(self, s: ControlSession, d: Any) -> None:
        self.conductor.extend_recording(
            s, d.correlation_id, d.recording_id, d.stream_id, d.source_location, False, d.channel
        )

    def _on_extend_recording2(self, s: ControlSession, d: Any) -> None:
        self.conductor.extend_recording(
            s, d.correlation_id, d.recording_id, d.stream_id, d.source_location, _bool(d.auto_stop), d.channel
        )

    # -- replay ---------------------------------------------------------------------------------------------

    def _on_replay(self, s: ControlSession, d: Any) -> None:
        self.conductor.start_replay(
            s,
            d.correlation_id,
            d.recording_id,
            d.position,
            d.length,
            d.replay_stream_id,
            d.replay_channel,
            None,
            _positive_or_none(d, "file_io_max_length"),
        )

    def _on_bounded_replay(self, s: ControlSession, d: Any) -> None:
        self.conductor.start_replay(
            s,
            d.correlation_id,
            d.recording_id,
            d.position,
            d.length,
            d.replay_stream_id,
            d.replay_channel,
            d.limit_counter_id,
            _positive_or_none(d, "file_io_max_length"),
        )

    def _on_stop_replay(self, s: ControlSession, d: Any) -> None:
        self.conductor.stop_replay(s, d.correlation_id, d.replay_session_id)

    def _on_stop_all_replays(self, s: ControlSession, d: Any) -> None:
        self.conductor.stop_all_replays(s, d.correlation_id, d.recording_id)

    def _on_replay_token(self, s: ControlSession, d: Any) -> None:
        self.conductor.replay_token(s, d.correlation_id, d.recording_id)

    # -- listing and positions ------------------------------------------------------------------------------

    def _on_list_recordings(self, s: ControlSession, d: Any) -> None:
        self.conductor.list_recordings(s, d.correlation_id, d.from_recording_id, d.record_count, None, "")

    def _on_list_recordings_for_uri(self, s: ControlSession, d: Any) -> None:
        self.conductor.list_recordings(
            s, d.correlation_id, d.from_recording_id, d.record_count, d.stream_id, d.channel
        )

    def _on_list_recording(self, s: ControlSession, d: Any) -> None:
        self.conductor.list_recording(s, d.correlation_id, d.recording_id)

    def _on_list_recording_subscriptions(self, s: ControlSession, d: Any) -> None:
        self.conductor.list_recording_subscriptions(
            s,
            d.correlation_id,
            d.pseudo_index,
            d.subscription_count,
            _bool(d.apply_stream_id),
            d.stream_id,
            d.channel,
        )

    def _on_find_last_matching_recording(self, s: ControlSession, d: Any) -> None:
        self.conductor.find_last_matching_recording(
            s, d.correlation_id, d.min_recording_id, d.session_id, d.stream_id, d.channel
        )

    def _on_recording_position(self, s: ControlSession, d: Any) -> None:
        self.conductor.recording_position(s, d.correlation_id, d.recording_id)

    def _on_start_position(self, s: ControlSession, d: Any) -> None:
        self.conductor.start_position(s, d.correlation_id, d.recording_id)

    def _on_stop_position(self, s: ControlSession, d: Any) -> None:
        self.conductor.stop_position(s, d.correlation_id, d.recording_id)

    def _on_max_recorded_position(self, s: ControlSession, d: Any) -> None:
        self.conductor.max_recorded_position(s, d.correlation_id, d.recording_id)

    # -- truncate, purge, segments --------------------------------------------------------------------------

    def _on_truncate_recording(self, s: ControlSession, d: Any) -> None:
        self.conductor.truncate_recording(s, d.correlation_id, d.recording_id, d.position)

    def _on_purge_recording(self, s: ControlSession, d: Any) -> None:
        self.conductor.purge_recording(s, d.correlation_id, d.recording_id)

    def _on_detach_segments(self, s: ControlSession, d: Any) -> None:
        self.conductor.detach_segments(s, d.correlation_id, d.recording_id, d.new_start_position)

    def _on_delete_detached_segments(self, s: ControlSession, d: Any) -> None:
        self.conductor.delete_detached_segments(s, d.correlation_id, d.recording_id)

    def _on_purge_segments(self, s: ControlSession, d: Any) -> None:
        self.conductor.purge_segments(s, d.correlation_id, d.recording_id, d.new_start_position)

    def _on_attach_segments(self, s: ControlSession, d: Any) -> None:
        self.conductor.attach_segments(s, d.correlation_id, d.recording_id)

    def _on_migrate_segments(self, s: ControlSession, d: Any) -> None:
        self.conductor.migrate_segments(s, d.correlation_id, d.src_recording_id, d.dst_recording_id)

    # -- replication ----------------------------------------------------------------------------------------

    def _on_replicate(self, s: ControlSession, d: Any) -> None:
        self.conductor.replicate(s, d.correlation_id, d)

    def _on_tagged_replicate(self, s: ControlSession, d: Any) -> None:
        self.conductor.unsupported(s, d.correlation_id, "replicate")

    def _on_stop_replication(self, s: ControlSession, d: Any) -> None:
        self.conductor.stop_replication(s, d.correlation_id, d.replication_id)

    def _on_update_channel(self, s: ControlSession, d: Any) -> None:
        self.conductor.unsupported(s, d.correlation_id, "update channel")


__all__ = ["ControlSessionDemuxer", "SourceLocation"]
