"""Test doubles for the archive client: a response stream laid out as real Aeron frames, and a recorder of
requests, so pollers, adapters and AeronArchive run without a driver.

``FakeResponseStream`` appends messages as DATA frames in one term (fragmenting those longer than the
MTU payload with BEGIN/END flags, 32-byte aligned like a log buffer) and implements ``controlled_poll``
and ``poll`` with Aeron's ABORT / BREAK / COMMIT / CONTINUE rules, so a test sees exactly what a
subscription would hand over. ``FakePublication`` decodes nothing; it keeps the bytes of every offer.
"""

from __future__ import annotations

import struct
from typing import Any

from aeronkit.client.header import ControlledPollAction
from aeronkit.codecs import archive as codecs
from aeronkit.logbuffer.header import BEGIN_FLAG, END_FLAG, HDR_TYPE_DATA, HEADER_LENGTH, Header

TERM_LENGTH = 1 << 22
_FRAME = struct.Struct("<iBBHiiiiq")


def align32(n: int) -> int:
    return (n + 31) & ~31


class FakeResponseStream:
    def __init__(self, session_id: int = 7, stream_id: int = 20, mtu_payload: int = 1376) -> None:
        self.term = bytearray(TERM_LENGTH)
        self.view = memoryview(self.term)
        self.session_id = session_id
        self.stream_id = stream_id
        self.mtu_payload = mtu_payload
        self.tail = 0
        self.position = 0
        self.is_connected = True
        self.channel = "aeron:ipc"
        self.image_count = 1
        self._header = Header(0, 22)

    def try_resolve_channel_endpoint_port(self) -> str:
        """Subscription's resolver: an IPC channel has no port to resolve."""
        return self.channel

    def append(self, message: bytes | bytearray) -> None:
        """Append one message, fragmented over the MTU payload like a publication would."""
        chunks = [message[i : i + self.mtu_payload] for i in range(0, len(message), self.mtu_payload)] or [
            b""
        ]
        for index, chunk in enumerate(chunks):
            flags = (BEGIN_FLAG if index == 0 else 0) | (END_FLAG if index == len(chunks) - 1 else 0)
            length = HEADER_LENGTH + len(chunk)
            _FRAME.pack_into(
                self.term,
                self.tail,
                length,
                0,
                flags,
                HDR_TYPE_DATA,
                self.tail,
                self.session_id,
                self.stream_id,
                0,
                0,
            )
            self.term[self.tail + HEADER_LENGTH : self.tail + length] = chunk
            self.tail += align32(length)

    def _frames(self, limit: int) -> list[tuple[int, int]]:
        frames = []
        offset = self.position
        while offset < self.tail and len(frames) < limit:
            length = struct.unpack_from("<i", self.term, offset)[0]
            frames.append((offset, length))
            offset += align32(length)
        return frames

    def controlled_poll(self, handler: Any, fragment_limit: int) -> int:
        read = 0
        for offset, length in self._frames(fragment_limit):
            action = handler(
                self.view,
                offset + HEADER_LENGTH,
                length - HEADER_LENGTH,
                self._header.wrap(self.view, offset),
            )
            if action == ControlledPollAction.ABORT:
                break
            read += 1
            self.position = offset + align32(length)
            if action == ControlledPollAction.BREAK:
                break
        return read

    def poll(self, handler: Any, fragment_limit: int) -> int:
        frames = self._frames(fragment_limit)
        for offset, length in frames:
            self.position = offset + align32(length)
            handler(
                self.view,
                offset + HEADER_LENGTH,
                length - HEADER_LENGTH,
                self._header.wrap(self.view, offset),
            )
        return len(frames)

    @property
    def remaining(self) -> int:
        return self.tail - self.position

    def close(self) -> None:
        self.is_connected = False


class FakePublication:
    """Keeps each offered message; ``results`` (if given) are returned before succeeding."""

    def __init__(self, results: list[int] | None = None) -> None:
        self.sent: list[bytes] = []
        self.results = list(results or [])
        self.is_connected = True
        self.term_buffer_length = 65536
        self.closed = False

    def offer(self, buffer: Any, offset: int = 0, length: int | None = None) -> int:
        if self.results:
            return self.results.pop(0)
        end = len(buffer) if length is None else offset + length
        self.sent.append(bytes(buffer[offset:end]))
        return 64 * len(self.sent)

    def close(self) -> None:
        self.closed = True


def encode(encoder_type: type, var: dict[str, Any] | None = None, **fields: Any) -> bytes:
    """One archive-schema message: header + fields + var data (in the order given)."""
    buffer = bytearray(1 << 16)
    encoder = encoder_type().wrap_and_apply_header(buffer, 0)
    for name, value in fields.items():
        setattr(encoder, name, value)
    for name, value in (var or {}).items():
        getattr(encoder, f"put_{name}")(value)
    return bytes(buffer[: codecs.HEADER_LENGTH + encoder.encoded_length])


def control_response(
    session: int,
    correlation: int,
    relevant: int = 0,
    code: codecs.ControlResponseCode = codecs.ControlResponseCode.OK,
    message: str = "",
    version: int = (1 << 16) | (12 << 8),
) -> bytes:
    return encode(
        codecs.ControlResponseEncoder,
        {"error_message": message},
        control_session_id=session,
        correlation_id=correlation,
        relevant_id=relevant,
        code=code,
        version=version,
    )


def descriptor(
    session: int, correlation: int, recording_id: int, channel: str = "aeron:ipc", stop_position: int = 4096
) -> bytes:
    return encode(
        codecs.RecordingDescriptorEncoder,
        {"stripped_channel": channel, "original_channel": channel, "source_identity": "aeron:ipc"},
        control_session_id=session,
        correlation_id=correlation,
        recording_id=recording_id,
        start_timestamp=1,
        stop_timestamp=2,
        start_position=0,
        stop_position=stop_position,
        initial_term_id=5,
        segment_file_length=65536,
        term_buffer_length=65536,
        mtu_length=1408,
        session_id=11,
        stream_id=1001,
    )


def signal(session: int, recording_id: int, kind: codecs.RecordingSignal, position: int = 0) -> bytes:
    return encode(
        codecs.RecordingSignalEventEncoder,
        control_session_id=session,
        correlation_id=1,
        recording_id=recording_id,
        subscription_id=3,
        position=position,
        signal=kind,
    )
