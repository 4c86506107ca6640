"""Decodes control requests and hands each to its control session / the conductor.

aeron-archive/src/main/java/io/aeron/archive/ControlSessionAdapter.java at 1.51.0: messages are
reassembled (FragmentAssembler) then decoded with the header's block length and version. Connect
requests create sessions; every other request names a control session id, unknown ids are dropped.
Bad input never crashes the archive: a message too short, of another schema, of an unknown template or
with fields cut off is answered with an ERROR ControlResponse when the session it names is known
(relevantId GENERIC, the correlation id if it could be read), and reported to the error handler.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

from aeronkit.codecs import archive as codecs
from aeronkit.codecs.archive import BooleanType, SourceLocation
from aeronkit.errors import CodecError

_HEADER = struct.Struct("<HHHH")
_I64 = struct.Struct("<q")
NULL_VALUE = -1
UNAUTHORISED_ACTION = 13


def _bool(value: Any) -> bool:
    return value == BooleanType.TRUE or value == 1


class ControlSessionDemuxer:
    """Called with each whole control message (after fragment reassembly)."""

    def __init__(self, conductor: Any) -> None:
        self.conductor = conductor
        c = conductor
        self._decoders: dict[int, tuple[Any, Callable[[Any, Any], None]]] = {
            codecs.CloseSessionRequestDecoder.TEMPLATE_ID: (
                codecs.CloseSessionRequestDecoder(),
                lambda s, d: c.close_session(s),
            ),
            codecs.KeepAliveRequestDecoder.TEMPLATE_ID: (codecs.KeepAliveRequestDecoder(), lambda s, d: None),
            codecs.ArchiveIdRequestDecoder.TEMPLATE_ID: (
                codecs.ArchiveIdRequestDecoder(),
                lambda s, d: s.send_ok(d.correlation_id, c.ctx.archive_id),
            ),
            codecs.StartRecordingRequestDecoder.TEMPLATE_ID: (
                codecs.StartRecordingRequestDecoder(),
                lambda s, d: c.start_recording(
                    s, d.correlation_id, d.stream_id, d.source_location, False, d.channel
                ),
            ),
            codecs.StartRecordingRequest2Decoder.TEMPLATE_ID: (
                codecs.StartRecordingRequest2Decoder(),
                lambda s, d: c.start_recording(
                    s, d.correlation_id, d.stream_id, d.source_location, _bool(d.auto_stop), d.channel
                ),
            ),
            codecs.StopRecordingRequestDecoder.TEMPLATE_ID: (
                codecs.StopRecordingRequestDecoder(),
                lambda s, d: c.stop_recording(s, d.correlation_id, d.stream_id, d.channel),
            ),
            codecs.StopRecordingSubscriptionRequestDecoder.TEMPLATE_ID: (
                codecs.StopRecordingSubscriptionRequestDecoder(),
                lambda s, d: c.stop_recording_subscription(s, d.correlation_id, d.subscription_id),
            ),
            codecs.StopRecordingByIdentityRequestDecoder.TEMPLATE_ID: (
                codecs.StopRecordingByIdentityRequestDecoder(),
                lambda s, d: c.stop_recording_by_identity(s, d.correlation_id, d.recording_id),
            ),
            codecs.ExtendRecordingRequestDecoder.TEMPLATE_ID: (
                codecs.ExtendRecordingRequestDecoder(),
                lambda s, d: c.extend_recording(
                    s, d.correlation_id, d.recording_id, d.stream_id, d.source_location, False, d.channel
                ),
            ),
            codecs.ExtendRecordingRequest2Decoder.TEMPLATE_ID: (
                codecs.ExtendRecordingRequest2Decoder(),
                lambda s, d: c.extend_recording(
                    s,
                    d.correlation_id,
                    d.recording_id,
                    d.stream_id,
                    d.source_location,
                    _bool(d.auto_stop),
                    d.channel,
                ),
            ),
            codecs.ReplayRequestDecoder.TEMPLATE_ID: (
                codecs.ReplayRequestDecoder(),
                lambda s, d: c.start_replay(
                    s,
                    d.correlation_id,
                    d.recording_id,
                    d.position,
                    d.length,
                    d.replay_stream_id,
                    d.replay_channel,
                    None,
                    _positive_or_none(d, "file_io_max_length"),
                ),
            ),
            codecs.BoundedReplayRequestDecoder.TEMPLATE_ID: (
                codecs.BoundedReplayRequestDecoder(),
                lambda s, d: c.start_replay(
                    s,
                    d.correlation_id,
                    d.recording_id,
                    d.position,
                    d.length,
                    d.replay_stream_id,
                    d.replay_channel,
                    d.limit_counter_id,
                    _positive_or_none(d, "file_io_max_length"),
                ),
            ),
            codecs.StopReplayRequestDecoder.TEMPLATE_ID: (
                codecs.StopReplayRequestDecoder(),
                lambda s, d: c.stop_replay(s, d.correlation_id, d.replay_session_id),
            ),
            codecs.StopAllReplaysRequestDecoder.TEMPLATE_ID: (
                codecs.StopAllReplaysRequestDecoder(),
                lambda s, d: c.stop_all_replays(s, d.correlation_id, d.recording_id),
            ),
            codecs.ReplayTokenRequestDecoder.TEMPLATE_ID: (
                codecs.ReplayTokenRequestDecoder(),
                lambda s, d: c.replay_token(s, d.correlation_id, d.recording_id),
            ),
            codecs.ListRecordingsRequestDecoder.TEMPLATE_ID: (
                codecs.ListRecordingsRequestDecoder(),
                lambda s, d: c.list_recordings(
                    s, d.correlation_id, d.from_recording_id, d.record_count, None, ""
                ),
            ),
            codecs.ListRecordingsForUriRequestDecoder.TEMPLATE_ID: (
                codecs.ListRecordingsForUriRequestDecoder(),
                lambda s, d: c.list_recordings(
                    s, d.correlation_id, d.from_recording_id, d.record_count, d.stream_id, d.channel
                ),
            ),
            codecs.ListRecordingRequestDecoder.TEMPLATE_ID: (
                codecs.ListRecordingRequestDecoder(),
                lambda s, d: c.list_recording(s, d.correlation_id, d.recording_id),
            ),
            codecs.ListRecordingSubscriptionsRequestDecoder.TEMPLATE_ID: (
                codecs.ListRecordingSubscriptionsRequestDecoder(),
                lambda s, d: c.list_recording_subscriptions(
                    s,
                    d.correlation_id,
                    d.pseudo_index,
                    d.subscription_count,
                    _bool(d.apply_stream_id),
                    d.stream_id,
                    d.channel,
                ),
            ),
            codecs.FindLastMatchingRecordingRequestDecoder.TEMPLATE_ID: (
                codecs.FindLastMatchingRecordingRequestDecoder(),
                lambda s, d: c.find_last_matching_recording(
                    s, d.correlation_id, d.min_recording_id, d.session_id, d.stream_id, d.channel
                ),
            ),
            codecs.RecordingPositionRequestDecoder.TEMPLATE_ID: (
                codecs.RecordingPositionRequestDecoder(),
                lambda s, d: c.recording_position(s, d.correlation_id, d.recording_id),
            ),
            codecs.StartPositionRequestDecoder.TEMPLATE_ID: (
                codecs.StartPositionRequestDecoder(),
                lambda s, d: c.start_position(s, d.correlation_id, d.recording_id),
            ),
            codecs.StopPositionRequestDecoder.TEMPLATE_ID: (
                codecs.StopPositionRequestDecoder(),
                lambda s, d: c.stop_position(s, d.correlation_id, d.recording_id),
            ),
            codecs.MaxRecordedPositionRequestDecoder.TEMPLATE_ID: (
                codecs.MaxRecordedPositionRequestDecoder(),
                lambda s, d: c.max_recorded_position(s, d.correlation_id, d.recording_id),
            ),
            codecs.TruncateRecordingRequestDecoder.TEMPLATE_ID: (
                codecs.TruncateRecordingRequestDecoder(),
                lambda s, d: c.truncate_recording(s, d.correlation_id, d.recording_id, d.position),
            ),
            codecs.PurgeRecordingRequestDecoder.TEMPLATE_ID: (
                codecs.PurgeRecordingRequestDecoder(),
                lambda s, d: c.purge_recording(s, d.correlation_id, d.recording_id),
            ),
            codecs.DetachSegmentsRequestDecoder.TEMPLATE_ID: (
                codecs.DetachSegmentsRequestDecoder(),
                lambda s, d: c.detach_segments(s, d.correlation_id, d.recording_id, d.new_start_position),
            ),
            codecs.DeleteDetachedSegmentsRequestDecoder.TEMPLATE_ID: (
                codecs.DeleteDetachedSegmentsRequestDecoder(),
                lambda s, d: c.delete_detached_segments(s, d.correlation_id, d.recording_id),
            ),
            codecs.PurgeSegmentsRequestDecoder.TEMPLATE_ID: (
                codecs.PurgeSegmentsRequestDecoder(),
                lambda s, d: c.purge_segments(s, d.correlation_id, d.recording_id, d.new_start_position),
            ),
            codecs.AttachSegmentsRequestDecoder.TEMPLATE_ID: (
                codecs.AttachSegmentsRequestDecoder(),
                lambda s, d: c.attach_segments(s, d.correlation_id, d.recording_id),
            ),
            codecs.MigrateSegmentsRequestDecoder.TEMPLATE_ID: (
                codecs.MigrateSegmentsRequestDecoder(),
                lambda s, d: c.migrate_segments(s, d.correlation_id, d.src_recording_id, d.dst_recording_id),
            ),
            codecs.ReplicateRequest2Decoder.TEMPLATE_ID: (
                codecs.ReplicateRequest2Decoder(),
                lambda s, d: c.replicate(s, d.correlation_id, d),
            ),
            codecs.ReplicateRequestDecoder.TEMPLATE_ID: (
                codecs.ReplicateRequestDecoder(),
                lambda s, d: c.replicate(s, d.correlation_id, d),
            ),
            codecs.TaggedReplicateRequestDecoder.TEMPLATE_ID: (
                codecs.TaggedReplicateRequestDecoder(),
                lambda s, d: c.unsupported(s, d.correlation_id, "replicate"),
            ),
            codecs.StopReplicationRequestDecoder.TEMPLATE_ID: (
                codecs.StopReplicationRequestDecoder(),
                lambda s, d: c.stop_replication(s, d.correlation_id, d.replication_id),
            ),
            codecs.UpdateChannelRequestDecoder.TEMPLATE_ID: (
                codecs.UpdateChannelRequestDecoder(),
                lambda s, d: c.unsupported(s, d.correlation_id, "update channel"),
            ),
        }
        self._auth_connect = codecs.AuthConnectRequestDecoder()
        self._connect = codecs.ConnectRequestDecoder()
        self._challenge_response = codecs.ChallengeResponseDecoder()

    def on_message(self, buffer: Any, offset: int, length: int, image_session_id: int) -> None:
        """One reassembled control message from the client publication with ``image_session_id``."""
        try:
            self._dispatch(buffer, offset, length, image_session_id)
        except (CodecError, ValueError, UnicodeError) as exc:
            self._malformed(buffer, offset, length, f"malformed control request: {exc}")
            self.conductor.report(exc)

    def _dispatch(self, buffer: Any, offset: int, length: int, image_session_id: int) -> None:
        if length < _HEADER.size:
            raise CodecError(f"control message of {length} bytes is shorter than the 8-byte message header")
        block_length, template_id, schema_id, version = _HEADER.unpack_from(buffer, offset)
        if schema_id != codecs.SCHEMA_ID:
            raise CodecError(f"expected schemaId={codecs.SCHEMA_ID}, actual={schema_id}")
        body = offset + _HEADER.size
        end = offset + length
        view = memoryview(buffer)[:end]
        conductor = self.conductor
        now_ms = conductor.now_ms
        if template_id == codecs.AuthConnectRequestDecoder.TEMPLATE_ID:
            d = self._auth_connect.wrap(view, body, block_length, version)
            channel = d.response_channel
            credentials = d.encoded_credentials
            client_info = d.client_info or ""
            conductor.connect(
                d.correlation_id,
                d.response_stream_id,
                d.version or 0,
                channel,
                credentials,
                image_session_id,
                client_info,
            )
            return
        if template_id == codecs.ConnectRequestDecoder.TEMPLATE_ID:
            d = self._connect.wrap(view, body, block_length, version)
            conductor.connect(
                d.correlation_id,
                d.response_stream_id,
                d.version or 0,
                d.response_channel,
                b"",
                image_session_id,
            )
            return
        if template_id == codecs.ChallengeResponseDecoder.TEMPLATE_ID:
            d = self._challenge_response.wrap(view, body, block_length, version)
            session = conductor.sessions.get(d.control_session_id)
            if session is not None:
                session.on_challenge_response(d.correlation_id, d.encoded_credentials, now_ms)
            return
        entry = self._decoders.get(template_id)
        if entry is None:
            raise CodecError(f"unknown control request templateId={template_id}")
        decoder, handler = entry
        d = decoder.wrap(view, body, block_length, version)
        session = conductor.sessions.get(d.control_session_id)
        if session is None:
            return  # unknown control session id: dropped, as Aeron drops it
        if not session.on_request(now_ms):
            return
        handler(session, d)

    def _malformed(self, buffer: Any, offset: int, length: int, message: str) -> None:
        """Answer a bad request with ERROR when the control session (and maybe correlation id) is readable."""
        if length < _HEADER.size + 8:
            return
        try:
            _bl, template_id, _schema, _v = _HEADER.unpack_from(buffer, offset)
            if template_id in (
                codecs.AuthConnectRequestDecoder.TEMPLATE_ID,
                codecs.ConnectRequestDecoder.TEMPLATE_ID,
            ):
                return
            session_id = _I64.unpack_from(buffer, offset + _HEADER.size)[0]
            correlation_id = NULL_VALUE
            if length >= _HEADER.size + 16:
                correlation_id = _I64.unpack_from(buffer, offset + _HEADER.size + 8)[0]
        except struct.error:
            return
        session = self.conductor.sessions.get(session_id)
        if session is not None and session.on_request(self.conductor.now_ms):
            session.send_error(correlation_id, message)


def _positive_or_none(decoder: Any, name: str) -> int | None:
    """A length a client may leave unset: Aeron reads any value <= 0 (NULL_VALUE is -1) as the default."""
    value = getattr(decoder, name)
    return None if value is None or value <= 0 else int(value)


__all__ = ["ControlSessionDemuxer", "SourceLocation"]
