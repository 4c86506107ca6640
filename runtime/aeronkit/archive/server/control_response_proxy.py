"""Encodes what the archive sends on a control session's response publication.

ControlResponse, RecordingDescriptor, RecordingSubscriptionDescriptor, RecordingSignalEvent, Challenge and
Ping, in the archive schema of the pinned release (aeron-archive/src/main/java/io/aeron/archive/
ControlResponseProxy.java at 1.51.0 for what is sent when). Each ``send_*`` returns True once the message
is in the publication, False when it could not be offered now (the caller queues and retries); a few
immediate retries absorb ADMIN_ACTION (term rotation), as Aeron's proxy does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aeronkit.archive.catalog import RecordingDescriptor
from aeronkit.archive.protocol import PROTOCOL_SEMANTIC_VERSION
from aeronkit.codecs import archive as codecs
from aeronkit.codecs.archive import ControlResponseCode, RecordingSignal

if TYPE_CHECKING:
    from aeronkit.client.publication import Publication

SEND_ATTEMPTS = 3
_BUFFER_LENGTH = 64 * 1024


def offer(publication: Publication, data: bytes | bytearray | memoryview, length: int) -> bool:
    """Offer ``data[:length]``; True once it is in, False if not connected / back pressured / closed."""
    if publication is None or publication.is_closed:
        return False
    for _ in range(SEND_ATTEMPTS):
        result = publication.offer(data, 0, length)
        if result > 0:
            return True
        if result != -3:  # ADMIN_ACTION: the log rotated, try again at once
            return False
    return False


class ControlResponseProxy:
    """One encoding buffer reused for every message; used from the archive conductor's thread only."""

    def __init__(self) -> None:
        self._buffer = bytearray(_BUFFER_LENGTH)
        self._response = codecs.ControlResponseEncoder()
        self._descriptor = codecs.RecordingDescriptorEncoder()
        self._subscription = codecs.RecordingSubscriptionDescriptorEncoder()
        self._signal = codecs.RecordingSignalEventEncoder()
        self._challenge = codecs.ChallengeEncoder()
        self._ping = codecs.PingEncoder()

    def encode_response(
        self,
        control_session_id: int,
        correlation_id: int,
        relevant_id: int,
        code: ControlResponseCode,
        error_message: str = "",
    ) -> bytes:
        enc = self._response.wrap_and_apply_header(self._buffer, 0)
        enc.control_session_id = control_session_id
        enc.correlation_id = correlation_id
        enc.relevant_id = relevant_id
        enc.code = code
        enc.version = PROTOCOL_SEMANTIC_VERSION
        enc.put_error_message(error_message.encode("ascii", "replace")[:8192])
        return bytes(self._buffer[: enc.limit])

    def send_response(
        self,
        publication: Publication,
        control_session_id: int,
        correlation_id: int,
        relevant_id: int,
        code: ControlResponseCode,
        error_message: str = "",
    ) -> bool:
        data = self.encode_response(control_session_id, correlation_id, relevant_id, code, error_message)
        return offer(publication, data, len(data))

    def encode_descriptor(
        self, control_session_id: int, correlation_id: int, d: RecordingDescriptor
    ) -> bytes:
        enc = self._descriptor.wrap_and_apply_header(self._buffer, 0)
        d.encode(enc)
        enc.control_session_id = control_session_id
        enc.correlation_id = correlation_id
        return bytes(self._buffer[: enc.limit])

    def encode_subscription(
        self,
        control_session_id: int,
        correlation_id: int,
        subscription_id: int,
        stream_id: int,
        stripped_channel: str,
    ) -> bytes:
        enc = self._subscription.wrap_and_apply_header(self._buffer, 0)
        enc.control_session_id = control_session_id
        enc.correlation_id = correlation_id
        enc.subscription_id = subscription_id
        enc.stream_id = stream_id
        enc.put_stripped_channel(stripped_channel)
        return bytes(self._buffer[: enc.limit])

    def encode_signal(
        self,
        control_session_id: int,
        correlation_id: int,
        recording_id: int,
        subscription_id: int,
        position: int,
        signal: RecordingSignal,
    ) -> bytes:
        enc = self._signal.wrap_and_apply_header(self._buffer, 0)
        enc.control_session_id = control_session_id
        enc.correlation_id = correlation_id
        enc.recording_id = recording_id
        enc.subscription_id = subscription_id
        enc.position = position
        enc.signal = signal
        return bytes(self._buffer[: enc.limit])

    def encode_challenge(self, control_session_id: int, correlation_id: int, challenge: bytes) -> bytes:
        enc = self._challenge.wrap_and_apply_header(self._buffer, 0)
        enc.control_session_id = control_session_id
        enc.correlation_id = correlation_id
        enc.version = PROTOCOL_SEMANTIC_VERSION
        enc.put_encoded_challenge(challenge)
        return bytes(self._buffer[: enc.limit])

    def encode_ping(self, control_session_id: int) -> bytes:
        enc = self._ping.wrap_and_apply_header(self._buffer, 0)
        enc.control_session_id = control_session_id
        return bytes(self._buffer[: enc.limit])
