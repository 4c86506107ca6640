"""Driver responses and events, read from the to-clients broadcast buffer and decoded for the conductor.

Every client sees every message the driver broadcasts; this adapter decodes the ones a client acts on
(aeron-client/src/main/java/io/aeron/DriverEventsAdapter.java and the response flyweights in
io/aeron/command/ at 1.51.0) and hands them to a listener, which filters by correlation and registration
ids it owns. Each decode checks its lengths against the record, so a malformed record raises
ProtocolError instead of reading past it.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from aeronkit.concurrent.broadcast import CopyBroadcastReceiver
from aeronkit.errors import ProtocolError

ON_ERROR = 0x0F01
ON_AVAILABLE_IMAGE = 0x0F02
ON_PUBLICATION_READY = 0x0F03
ON_OPERATION_SUCCESS = 0x0F04
ON_UNAVAILABLE_IMAGE = 0x0F05
ON_EXCLUSIVE_PUBLICATION_READY = 0x0F06
ON_SUBSCRIPTION_READY = 0x0F07
ON_COUNTER_READY = 0x0F08
ON_UNAVAILABLE_COUNTER = 0x0F09
ON_CLIENT_TIMEOUT = 0x0F0A
ON_STATIC_COUNTER = 0x0F0B

_Q = struct.Struct("<q")
_QI = struct.Struct("<qi")
_ERROR = struct.Struct("<qii")
_PUB_READY = struct.Struct("<qqiiiii")
_IMAGE_READY = struct.Struct("<qiiqii")
_IMAGE_MSG = struct.Struct("<qqii")
_I32 = struct.Struct("<i")


@dataclass(frozen=True)
class PublicationReady:
    correlation_id: int
    registration_id: int
    session_id: int
    stream_id: int
    publication_limit_counter_id: int
    channel_status_indicator_id: int
    log_file_name: str
    exclusive: bool


@dataclass(frozen=True)
class ImageReady:
    correlation_id: int
    session_id: int
    stream_id: int
    subscription_registration_id: int
    subscriber_position_id: int
    log_file_name: str
    source_identity: str


@dataclass(frozen=True)
class ImageUnavailable:
    correlation_id: int
    subscription_registration_id: int
    stream_id: int
    channel: str


class DriverEventsListener(Protocol):
    def on_error(self, correlation_id: int, error_code: int, message: str) -> None: ...

    def on_publication_ready(self, ready: PublicationReady) -> None: ...

    def on_subscription_ready(self, correlation_id: int, channel_status_id: int) -> None: ...

    def on_operation_success(self, correlation_id: int) -> None: ...

    def on_available_image(self, ready: ImageReady) -> None: ...

    def on_unavailable_image(self, event: ImageUnavailable) -> None: ...

    def on_counter_ready(self, correlation_id: int, counter_id: int) -> None: ...

    def on_unavailable_counter(self, registration_id: int, counter_id: int) -> None: ...

    def on_client_timeout(self, client_id: int) -> None: ...


def _need(length: int, needed: int, what: str) -> None:
    if needed > length:
        raise ProtocolError(f"{what}: record of {length} bytes, needs {needed}")


def _string(view: memoryview, offset: int, end: int, what: str) -> tuple[str, int]:
    """An Agrona ASCII string at offset: (text, offset just after it); bounded by end."""
    _need(end - offset, 4, what)
    length = _I32.unpack_from(view, offset)[0]
    if length < 0 or offset + 4 + length > end:
        raise ProtocolError(f"{what}: string length {length} runs past the record")
    return bytes(view[offset + 4:offset + 4 + length]).decode("ascii", errors="replace"), offset + 4 + length


def decode_image_ready(view: memoryview, offset: int, length: int) -> ImageReady:
    """ImageBuffersReady; the source identity starts on the 4-byte boundary after the log file name."""
    end = offset + length
    _need(length, _IMAGE_READY.size, "available image")
    corr, session, stream, sub_reg, position_id, _ = _IMAGE_READY.unpack_from(view, offset)
    log_file, after = _string(view, offset + 28, end, "available image log file")
    source_at = offset + 32 + ((after - offset - 32 + 3) & ~3)
    source, _ = _string(view, source_at, end, "available image source identity")
    return ImageReady(corr, session, stream, sub_reg, position_id, log_file, source)


class DriverEventsAdapter:
    """Decodes up to ``limit`` broadcast records per ``receive`` call for one listener."""

    def __init__(self, receiver: CopyBroadcastReceiver, listener: DriverEventsListener,
                 error_handler: Callable[[BaseException], None]) -> None:
        self.receiver = receiver
        self.listener = listener
        self.error_handler = error_handler

    def receive(self, limit: int = 10) -> int:
        return self.receiver.receive(self._on_message, limit)

    def _on_message(self, msg_type_id: int, view: memoryview, offset: int, length: int) -> None:
        """A malformed record is reported and skipped; the records after it are still delivered."""
        try:
            self._dispatch(msg_type_id, view, offset, length)
        except ProtocolError as exc:
            self.error_handler(exc)

    def _dispatch(self, msg_type_id: int, view: memoryview, offset: int, length: int) -> None:
        listener = self.listener
        end = offset + length
        if msg_type_id == ON_ERROR:
            _need(length, _ERROR.size, "error response")
            corr, code, _ = _ERROR.unpack_from(view, offset)
            message, _ = _string(view, offset + 12, end, "error response message")
            listener.on_error(corr, code, message)
        elif msg_type_id in (ON_PUBLICATION_READY, ON_EXCLUSIVE_PUBLICATION_READY):
            _need(length, _PUB_READY.size, "publication ready")
            corr, reg, session, stream, limit_id, status_id, _ = _PUB_READY.unpack_from(view, offset)
            log_file, _ = _string(view, offset + 32, end, "publication ready log file")
            listener.on_publication_ready(PublicationReady(
                corr, reg, session, stream, limit_id, status_id, log_file,
                msg_type_id == ON_EXCLUSIVE_PUBLICATION_READY))
        elif msg_type_id == ON_SUBSCRIPTION_READY:
            _need(length, _QI.size, "subscription ready")
            listener.on_subscription_ready(*_QI.unpack_from(view, offset))
        elif msg_type_id == ON_OPERATION_SUCCESS:
            _need(length, _Q.size, "operation success")
            listener.on_operation_success(_Q.unpack_from(view, offset)[0])
        elif msg_type_id == ON_AVAILABLE_IMAGE:
            listener.on_available_image(decode_image_ready(view, offset, length))
        elif msg_type_id == ON_UNAVAILABLE_IMAGE:
            _need(length, _IMAGE_MSG.size, "unavailable image")
            corr, sub_reg, stream, _ = _IMAGE_MSG.unpack_from(view, offset)
            channel, _ = _string(view, offset + 20, end, "unavailable image channel")
            listener.on_unavailable_image(ImageUnavailable(corr, sub_reg, stream, channel))
        elif msg_type_id in (ON_COUNTER_READY, ON_STATIC_COUNTER):
            _need(length, _QI.size, "counter ready")
            listener.on_counter_ready(*_QI.unpack_from(view, offset))
        elif msg_type_id == ON_UNAVAILABLE_COUNTER:
            _need(length, _QI.size, "unavailable counter")
            listener.on_unavailable_counter(*_QI.unpack_from(view, offset))
        elif msg_type_id == ON_CLIENT_TIMEOUT:
            _need(length, _Q.size, "client timeout")
            listener.on_client_timeout(_Q.unpack_from(view, offset)[0])
