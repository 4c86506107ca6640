"""Encodes archive control requests and offers them on the control request publication.

Every request is one SBE message of schema 101 written with the generated encoders in
``aeronkit.codecs.archive``; the layouts and the request set follow
aeron-archive/src/main/java/io/aeron/archive/client/ArchiveProxy.java at 1.51.0 (protocol 1.12.0):
AuthConnectRequest (never the legacy ConnectRequest), StartRecordingRequest2 / ExtendRecordingRequest2
when auto-stop is asked for, ReplicateRequest2 for every replication. A request is offered up to
``retry_attempts`` times while back pressured; NOT_CONNECTED, CLOSED and MAX_POSITION_EXCEEDED raise
ArchiveError at once because retrying cannot help. Methods return False when the attempts ran out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, Self

from aeronkit.archive.errors import ArchiveError
from aeronkit.archive.protocol import PROTOCOL_SEMANTIC_VERSION, REPLAY_ALL_AND_FOLLOW
from aeronkit.client.publication import CLOSED, MAX_POSITION_EXCEEDED, NOT_CONNECTED, Publication
from aeronkit.codecs import archive as codecs
from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.idle import IdleStrategy, YieldingIdleStrategy

if TYPE_CHECKING:
    from aeronkit.clock import NanoClock

NULL_LENGTH = NULL_VALUE
DEFAULT_RETRY_ATTEMPTS = 3
HEADER_LENGTH = codecs.HEADER_LENGTH

SourceLocation = codecs.SourceLocation


class CredentialsSupplier(Protocol):
    """Authentication hook: credentials for the connect request and answers to the archive's challenges."""

    def encoded_credentials(self) -> bytes: ...

    def on_challenge(self, encoded_challenge: bytes) -> bytes: ...


class NullCredentialsSupplier:
    """No credentials, and an empty answer to any challenge (default: allow all)."""

    def encoded_credentials(self) -> bytes:
        return b""

    def on_challenge(self, encoded_challenge: bytes) -> bytes:
        return b""


@dataclass
class ReplayParams:
    """Optional settings of a replay (ReplayParams.java): where, how much, bounded by which counter."""

    position: int = NULL_POSITION
    length: int = REPLAY_ALL_AND_FOLLOW
    bounding_limit_counter_id: int = NULL_VALUE
    file_io_max_length: int = NULL_VALUE
    replay_token: int = NULL_VALUE

    @property
    def is_bounded(self) -> bool:
        return self.bounding_limit_counter_id != NULL_VALUE


@dataclass
class ReplicationParams:
    """Optional settings of a replication (ReplicationParams.java)."""

    stop_position: int = NULL_POSITION
    dst_recording_id: int = NULL_VALUE
    live_destination: str | None = None
    replication_channel: str | None = None
    channel_tag_id: int = NULL_VALUE
    subscription_tag_id: int = NULL_VALUE
    file_io_max_length: int = NULL_VALUE
    replication_session_id: int = NULL_VALUE
    encoded_credentials: bytes = b""
    src_response_channel: str | None = None


class _MessageEncoder(Protocol):
    """What every generated archive request encoder class offers the proxy (aeronkit.codecs.archive)."""

    BLOCK_LENGTH: int

    def wrap_and_apply_header(self, buffer: bytearray, offset: int = ...) -> Self: ...


class ArchiveProxy:
    """One control request publication; not thread safe (AeronArchive serialises calls with its lock)."""

    def __init__(
        self,
        publication: Publication,
        retry_idle_strategy: IdleStrategy | None = None,
        nano_clock: NanoClock | None = None,
        connect_timeout_ns: int = 10_000_000_000,
        retry_attempts: int = DEFAULT_RETRY_ATTEMPTS,
        credentials_supplier: CredentialsSupplier | None = None,
        client_info: str = "",
    ) -> None:
        if retry_attempts <= 0:
            raise ValueError(f"retry_attempts={retry_attempts} must be positive")
        self.publication = publication
        self.retry_idle_strategy = retry_idle_strategy or YieldingIdleStrategy()
        self.nano_clock = nano_clock
        self.connect_timeout_ns = connect_timeout_ns
        self.retry_attempts = retry_attempts
        self.credentials_supplier: CredentialsSupplier = credentials_supplier or NullCredentialsSupplier()
        self.client_info = client_info
        self._buffer = bytearray(1024)

    # -- encoding helpers -------------------------------------------------------------------------------

    def _encoder(self, encoder_type: type[_MessageEncoder], *var_data: str | bytes | None) -> Any:
        """A fresh encoder over a buffer big enough for the block and the given var data."""
        need = HEADER_LENGTH + encoder_type.BLOCK_LENGTH + sum(4 + len(v or b"") * 4 for v in var_data)
        if len(self._buffer) < need:
            self._buffer = bytearray(max(need, 2 * len(self._buffer)))
        return encoder_type().wrap_and_apply_header(self._buffer, 0)

    def _offer(self, encoder: Any) -> bool:
        length = HEADER_LENGTH + encoder.encoded_length
        idle = self.retry_idle_strategy
        idle.reset()
        attempts = self.retry_attempts
        while True:
            result = self.publication.offer(self._buffer, 0, length)
            if result > 0:
                return True
            _raise_for_fatal(result, self.publication)
            attempts -= 1
            if attempts <= 0:
                return False
            idle.idle(0)

    def _offer_with_timeout(self, encoder: Any, invoker: Callable[[], Any] | None = None) -> bool:
        """Connect-time offers: keep trying through NOT_CONNECTED until the connect deadline."""
        length = HEADER_LENGTH + encoder.encoded_length
        idle = self.retry_idle_strategy
        idle.reset()
        clock = self.nano_clock
        deadline = clock.nano_time() + self.connect_timeout_ns if clock is not None else None
        while True:
            result = self.publication.offer(self._buffer, 0, length)
            if result > 0:
                return True
            if result != NOT_CONNECTED:
                _raise_for_fatal(result, self.publication)
            if clock is None or deadline is None or deadline - clock.nano_time() < 0:
                return False
            if invoker is not None:
                invoker()
            idle.idle(0)

    @staticmethod
    def _ids(encoder: Any, control_session_id: int, correlation_id: int) -> Any:
        encoder.control_session_id = control_session_id
        encoder.correlation_id = correlation_id
        return encoder

    # -- session ----------------------------------------------------------------------------------------

    def _connect_encoder(self, response_channel: str, response_stream_id: int, correlation_id: int) -> Any:
        credentials = bytes(self.credentials_supplier.encoded_credentials() or b"")
        e = self._encoder(codecs.AuthConnectRequestEncoder, response_channel, credentials, self.client_info)
        e.correlation_id = correlation_id
        e.response_stream_id = response_stream_id
        e.version = PROTOCOL_SEMANTIC_VERSION
        e.put_response_channel(response_channel)
        e.put_encoded_credentials(credentials)
        e.put_client_info(self.client_info)
        return e

    def connect(
        self,
        response_channel: str,
        response_stream_id: int,
        correlation_id: int,
        invoker: Callable[[], Any] | None = None,
    ) -> bool:
        """AuthConnectRequest, retried until the connect timeout (the publication may still be connecting)."""
        return self._offer_with_timeout(
            self._connect_encoder(response_channel, response_stream_id, correlation_id), invoker
        )

    def try_connect(self, response_channel: str, response_stream_id: int, correlation_id: int) -> bool:
        """One attempt at AuthConnectRequest (the async connect calls this each step)."""
        e = self._connect_encoder(response_channel, response_stream_id, correlation_id)
        return self.publication.offer(self._buffer, 0, HEADER_LENGTH + e.encoded_length) > 0

    def try_challenge_response(
        self, encoded_credentials: bytes, correlation_id: int, control_session_id: int
    ) -> bool:
        e = self._ids(
            self._encoder(codecs.ChallengeResponseEncoder, encoded_credentials),
            control_session_id,
            correlation_id,
        )
        e.put_encoded_credentials(bytes(encoded_credentials))
        return self.publication.offer(self._buffer, 0, HEADER_LENGTH + e.encoded_length) > 0

    def keep_alive(self, control_session_id: int, correlation_id: int = NULL_VALUE) -> bool:
        return self._offer(
            self._ids(self._encoder(codecs.KeepAliveRequestEncoder), control_session_id, correlation_id)
        )

    def close_session(self, control_session_id: int) -> bool:
        e = self._encoder(codecs.CloseSessionRequestEncoder)
        e.control_session_id = control_session_id
        return self._offer(e)

    def archive_id(self, correlation_id: int, control_session_id: int) -> bool:
        return self._offer(
            self._ids(self._encoder(codecs.ArchiveIdRequestEncoder), control_session_id, correlation_id)
        )

    # -- recording --------------------------------------------------------------------------------------

    def start_recording(
        self,
        channel: str,
        stream_id: int,
        source_location: SourceLocation | int,
        correlation_id: int,
        control_session_id: int,
        auto_stop: bool = False,
    ) -> bool:
        if auto_stop:
            e = self._ids(
                self._encoder(codecs.StartRecordingRequest2Encoder, channel),
                control_session_id,
                correlation_id,
            )
            e.stream_id = stream_id
            e.source_location = source_location
            e.auto_stop = codecs.BooleanType.TRUE
        else:
            e = self._ids(
                self._encoder(codecs.StartRecordingRequestEncoder, channel),
                control_session_id,
                correlation_id,
            )
            e.stream_id = stream_id
            e.source_location = source_location
        e.put_channel(channel)
        return self._offer(e)

    def stop_recording(
        self, channel: str, stream_id: int, correlation_id: int, control_session_id: int
    ) -> bool:
        e = self._ids(
            self._encoder(codecs.StopRecordingRequestEncoder, channel), control_session_id, correlation_id
        )
        e.stream_id = stream_id
        e.put_channel(channel)
        return self._offer(e)

    def stop_recording_subscription(
        self, subscription_id: int, correlation_id: int, control_session_id: int
    ) -> bool:
        e = self._ids(
            self._encoder(codecs.StopRecordingSubscriptionRequestEncoder), control_session_id, correlation_id
        )
        e.subscription_id = subscription_id
        return self._offer(e)

    def stop_recording_by_identity(
        self, recording_id: int, correlation_id: int, control_session_id: int
    ) -> bool:
        return self._recording_request(
            codecs.StopRecordingByIdentityRequestEncoder, recording_id, correlation_id, control_session_id
        )

    def extend_recording(
        self,
        channel: str,
        stream_id: int,
        source_location: SourceLocation | int,
        recording_id: int,
        correlation_id: int,
        control_session_id: int,
        auto_stop: bool = False,
    ) -> bool:
        encoder_type = (
            codecs.ExtendRecordingRequest2Encoder if auto_stop else codecs.ExtendRecordingRequestEncoder
        )
        e = self._ids(self._encoder(encoder_type, channel), control_session_id, correlation_id)
        e.recording_id = recording_id
        e.stream_id = stream_id
        e.source_location = source_location
        if auto_stop:
            e.auto_stop = codecs.BooleanType.TRUE
        e.put_channel(channel)
        return self._offer(e)

    def _recording_request(
        self, encoder_type: type, recording_id: int, correlation_id: int, control_session_id: int
    ) -> bool:
        e = self._ids(self._encoder(encoder_type), control_session_id, correlation_id)
        e.recording_id = recording_id
        return self._offer(e)

    def get_recording_position(self, recording_id: int, correlation_id: int, control_session_id: int) -> bool:
        return self._recording_request(
            codecs.RecordingPositionRequestEncoder, recording_id, correlation_id, control_session_id
        )

    def get_start_position(self, recording_id: int, correlation_id: int, control_session_id: int) -> bool:
        return self._recording_request(
            codecs.StartPositionRequestEncoder, recording_id, correlation_id, control_session_id
        )

    def get_stop_position(self, recording_id: int, correlation_id: int, control_session_id: int) -> bool:
        return self._recording_request(
            codecs.StopPositionRequestEncoder, recording_id, correlation_id, control_session_id
        )

    def get_max_recorded_position(
        self, recording_id: int, correlation_id: int, control_session_id: int
    ) -> bool:
        return self._recording_request(
            codecs.MaxRecordedPositionRequestEncoder, recording_id, correlation_id, control_session_id
        )

    def truncate_recording(
        self, recording_id: int, position: int, correlation_id: int, control_session_id: int
    ) -> bool:
        e = self._ids(
            self._encoder(codecs.TruncateRecordingRequestEncoder), control_session_id, correlation_id
        )
        e.recording_id = recording_id
        e.position = position
        return self._offer(e)

    def purge_recording(self, recording_id: int, correlation_id: int, control_session_id: int) -> bool:
        return self._recording_request(
            codecs.PurgeRecordingRequestEncoder, recording_id, correlation_id, control_session_id
        )

    def find_last_matching_recording(
        self,
        min_recording_id: int,
        channel_fragment: str,
        stream_id: int,
        session_id: int,
        correlation_id: int,
        control_session_id: int,
    ) -> bool:
        e = self._ids(
            self._encoder(codecs.FindLastMatchingRecordingRequestEncoder, channel_fragment),
            control_session_id,
            correlation_id,
        )
        e.min_recording_id = min_recording_id
        e.session_id = session_id
        e.stream_id = stream_id
        e.put_channel(channel_fragment)
        return self._offer(e)

    # -- listing ----------------------------------------------------------------------------------------

    def list_recordings(
        self, from_recording_id: int, record_count: int, correlation_id: int, control_session_id: int
    ) -> bool:
        e = self._ids(self._encoder(codecs.ListRecordingsRequestEncoder), control_session_id, correlation_id)
        e.from_recording_id = from_recording_id
        e.record_count = record_count
        return self._offer(e)

    def list_recordings_for_uri(
        self,
        from_recording_id: int,
        record_count: int,
        channel_fragment: str,
        stream_id: int,
        correlation_id: int,
        control_session_id: int,
    ) -> bool:
        e = self._ids(
            self._encoder(codecs.ListRecordingsForUriRequestEncoder, channel_fragment),
            control_session_id,
            correlation_id,
        )
        e.from_recording_id = from_recording_id
        e.record_count = record_count
        e.stream_id = stream_id
        e.put_channel(channel_fragment)
        return self._offer(e)

    def list_recording(self, recording_id: int, correlation_id: int, control_session_id: int) -> bool:
        return self._recording_request(
            codecs.ListRecordingRequestEncoder, recording_id, correlation_id, control_session_id
        )

    def list_recording_subscriptions(
        self,
        pseudo_index: int,
        subscription_count: int,
        channel_fragment: str,
        stream_id: int,
        apply_stream_id: bool,
        correlation_id: int,
        control_session_id: int,
    ) -> bool:
        e = self._ids(
            self._encoder(codecs.ListRecordingSubscriptionsRequestEncoder, channel_fragment),
            control_session_id,
            correlation_id,
        )
        e.pseudo_index = pseudo_index
        e.subscription_count = subscription_count
        e.apply_stream_id = codecs.BooleanType.TRUE if apply_stream_id else codecs.BooleanType.FALSE
        e.stream_id = stream_id
        e.put_channel(channel_fragment)
        return self._offer(e)

    # -- replay -----------------------------------------------------------------------------------------

    def replay(
        self,
        recording_id: int,
        replay_channel: str,
        replay_stream_id: int,
        params: ReplayParams,
        correlation_id: int,
        control_session_id: int,
    ) -> bool:
        """ReplayRequest, or BoundedReplayRequest when the params name a limit counter."""
        if params.is_bounded:
            e = self._ids(
                self._encoder(codecs.BoundedReplayRequestEncoder, replay_channel),
                control_session_id,
                correlation_id,
            )
            e.limit_counter_id = params.bounding_limit_counter_id
        else:
            e = self._ids(
                self._encoder(codecs.ReplayRequestEncoder, replay_channel), control_session_id, correlation_id
            )
        e.recording_id = recording_id
        e.position = params.position
        e.length = params.length
        e.replay_stream_id = replay_stream_id
        e.file_io_max_length = params.file_io_max_length
        e.replay_token = params.replay_token
        e.put_replay_channel(replay_channel)
        return self._offer(e)

    def stop_replay(self, replay_session_id: int, correlation_id: int, control_session_id: int) -> bool:
        e = self._ids(self._encoder(codecs.StopReplayRequestEncoder), control_session_id, correlation_id)
        e.replay_session_id = replay_session_id
        return self._offer(e)

    def stop_all_replays(self, recording_id: int, correlation_id: int, control_session_id: int) -> bool:
        return self._recording_request(
            codecs.StopAllReplaysRequestEncoder, recording_id, correlation_id, control_session_id
        )

    def request_replay_token(self, recording_id: int, correlation_id: int, control_session_id: int) -> bool:
        return self._recording_request(
            codecs.ReplayTokenRequestEncoder, recording_id, correlation_id, control_session_id
        )

    # -- segments ---------------------------------------------------------------------------------------

    def _position_request(
        self,
        encoder_type: type,
        recording_id: int,
        new_start_position: int,
        correlation_id: int,
        control_session_id: int,
    ) -> bool:
        e = self._ids(self._encoder(encoder_type), control_session_id, correlation_id)
        e.recording_id = recording_id
        e.new_start_position = new_start_position
        return self._offer(e)

    def detach_segments(
        self, recording_id: int, new_start_position: int, correlation_id: int, control_session_id: int
    ) -> bool:
        return self._position_request(
            codecs.DetachSegmentsRequestEncoder,
            recording_id,
            new_start_position,
            correlation_id,
            control_session_id,
        )

    def purge_segments(
        self, recording_id: int, new_start_position: int, correlation_id: int, control_session_id: int
    ) -> bool:
        return self._position_request(
            codecs.PurgeSegmentsRequestEncoder,
            recording_id,
            new_start_position,
            correlation_id,
            control_session_id,
        )

    def delete_detached_segments(
        self, recording_id: int, correlation_id: int, control_session_id: int
    ) -> bool:
        return self._recording_request(
            codecs.DeleteDetachedSegmentsRequestEncoder, recording_id, correlation_id, control_session_id
        )

    def attach_segments(self, recording_id: int, correlation_id: int, control_session_id: int) -> bool:
        return self._recording_request(
            codecs.AttachSegmentsRequestEncoder, recording_id, correlation_id, control_session_id
        )

    def migrate_segments(
        self, src_recording_id: int, dst_recording_id: int, correlation_id: int, control_session_id: int
    ) -> bool:
        e = self._ids(self._encoder(codecs.MigrateSegmentsRequestEncoder), control_session_id, correlation_id)
        e.src_recording_id = src_recording_id
        e.dst_recording_id = dst_recording_id
        return self._offer(e)

    # -- replication ------------------------------------------------------------------------------------

    def replicate(
        self,
        src_recording_id: int,
        src_control_stream_id: int,
        src_control_channel: str,
        params: ReplicationParams,
        correlation_id: int,
        control_session_id: int,
    ) -> bool:
        """ReplicateRequest2 (the only replicate message the 1.51.0 Java client sends)."""
        if params.live_destination and params.replication_session_id != NULL_VALUE:
            raise ValueError(
                "ReplicationParams.live_destination and replication_session_id can not be specified together"
            )
        credentials = bytes(params.encoded_credentials or b"")
        e = self._ids(
            self._encoder(
                codecs.ReplicateRequest2Encoder,
                src_control_channel,
                params.live_destination,
                params.replication_channel,
                credentials,
                params.src_response_channel,
            ),
            control_session_id,
            correlation_id,
        )
        e.src_recording_id = src_recording_id
        e.dst_recording_id = params.dst_recording_id
        e.stop_position = params.stop_position
        e.channel_tag_id = params.channel_tag_id
        e.subscription_tag_id = params.subscription_tag_id
        e.src_control_stream_id = src_control_stream_id
        e.file_io_max_length = params.file_io_max_length
        e.replication_session_id = params.replication_session_id
        e.put_src_control_channel(src_control_channel)
        e.put_live_destination(params.live_destination or "")
        e.put_replication_channel(params.replication_channel or "")
        e.put_encoded_credentials(credentials)
        e.put_src_response_channel(params.src_response_channel or "")
        return self._offer(e)

    def stop_replication(self, replication_id: int, correlation_id: int, control_session_id: int) -> bool:
        e = self._ids(self._encoder(codecs.StopReplicationRequestEncoder), control_session_id, correlation_id)
        e.replication_id = replication_id
        return self._offer(e)


def _raise_for_fatal(result: int, publication: Publication) -> None:
    if result == CLOSED:
        raise ArchiveError("connection to the archive has been closed")
    if result == NOT_CONNECTED:
        raise ArchiveError("connection to the archive is no longer available")
    if result == MAX_POSITION_EXCEEDED:
        raise ArchiveError(
            "offer failed due to max position being reached: "
            f"term-length={getattr(publication, 'term_buffer_length', '?')}"
        )
