"""Driver responses and events, read from the to-clients broadcast buffer and decoded for the conductor.

Every client sees every message the driver broadcasts; this adapter decodes the ones a client acts on
(aeron-client/src/main/java/io/aeron/DriverEventsAdapter.java at 1.51.0) and hands them to a listener,
which filters by correlation and registration ids it owns. Decoding is the shared protocol package
``aeronkit.command`` (the driver encodes with the same one) over the generated driver_commands codecs;
they check every length against the record, so a malformed record raises ProtocolError (CodecError)
instead of reading past it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from aeronkit.command import responses as rsp
from aeronkit.command.types import (
    ON_AVAILABLE_IMAGE,
    ON_CLIENT_TIMEOUT,
    ON_COUNTER_READY,
    ON_ERROR,
    ON_EXCLUSIVE_PUBLICATION_READY,
    ON_NEXT_AVAILABLE_SESSION_ID,
    ON_OPERATION_SUCCESS,
    ON_PUBLICATION_ERROR,
    ON_PUBLICATION_READY,
    ON_STATIC_COUNTER,
    ON_SUBSCRIPTION_READY,
    ON_UNAVAILABLE_COUNTER,
    ON_UNAVAILABLE_IMAGE,
)
from aeronkit.concurrent.broadcast import CopyBroadcastReceiver
from aeronkit.errors import ProtocolError

_LAYOUTS = rsp.LAYOUTS
# The events a client acts on; anything else (a newer driver's events) is skipped without being decoded,
# as Aeron's DriverEventsAdapter does.
_HANDLED = frozenset({
    ON_ERROR, ON_AVAILABLE_IMAGE, ON_PUBLICATION_READY, ON_OPERATION_SUCCESS, ON_UNAVAILABLE_IMAGE,
    ON_EXCLUSIVE_PUBLICATION_READY, ON_SUBSCRIPTION_READY, ON_COUNTER_READY, ON_UNAVAILABLE_COUNTER,
    ON_CLIENT_TIMEOUT, ON_STATIC_COUNTER, ON_NEXT_AVAILABLE_SESSION_ID, ON_PUBLICATION_ERROR,
})


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

    def on_static_counter(self, correlation_id: int, counter_id: int) -> None: ...

    def on_next_available_session_id(self, correlation_id: int, session_id: int) -> None: ...

    def on_publication_error(self, frame: rsp.PublicationErrorFrame) -> None: ...

    def on_unavailable_counter(self, registration_id: int, counter_id: int) -> None: ...

    def on_client_timeout(self, client_id: int) -> None: ...


def decode_image_ready(view: Any, offset: int, length: int) -> ImageReady:
    """ImageBuffersReady; the source identity starts on the 4-byte boundary after the log file name."""
    r = _LAYOUTS[ON_AVAILABLE_IMAGE].decode(view, offset, length)
    return ImageReady(r.correlation_id, r.session_id, r.stream_id, r.subscription_registration_id,
                      r.subscriber_position_id, r.log_file_name, r.source_identity)


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
        if msg_type_id not in _HANDLED:
            return
        listener = self.listener
        if msg_type_id == ON_AVAILABLE_IMAGE:
            listener.on_available_image(decode_image_ready(view, offset, length))
            return
        r: Any = _LAYOUTS[msg_type_id].decode(view, offset, length)
        if msg_type_id == ON_ERROR:
            listener.on_error(r.offending_command_correlation_id, int(r.error_code), r.error_message)
        elif msg_type_id in (ON_PUBLICATION_READY, ON_EXCLUSIVE_PUBLICATION_READY):
            listener.on_publication_ready(PublicationReady(
                r.correlation_id, r.registration_id, r.session_id, r.stream_id,
                r.publication_limit_counter_id, r.channel_status_counter_id, r.log_file_name,
                msg_type_id == ON_EXCLUSIVE_PUBLICATION_READY))
        elif msg_type_id == ON_SUBSCRIPTION_READY:
            listener.on_subscription_ready(r.correlation_id, r.channel_status_counter_id)
        elif msg_type_id == ON_OPERATION_SUCCESS:
            listener.on_operation_success(r.correlation_id)
        elif msg_type_id == ON_UNAVAILABLE_IMAGE:
            listener.on_unavailable_image(
                ImageUnavailable(r.correlation_id, r.subscription_registration_id, r.stream_id, r.channel))
        elif msg_type_id == ON_COUNTER_READY:
            listener.on_counter_ready(r.correlation_id, r.counter_id)
        elif msg_type_id == ON_STATIC_COUNTER:
            listener.on_static_counter(r.correlation_id, r.counter_id)
        elif msg_type_id == ON_PUBLICATION_ERROR:
            listener.on_publication_error(r)
        elif msg_type_id == ON_NEXT_AVAILABLE_SESSION_ID:
            listener.on_next_available_session_id(r.correlation_id, r.next_session_id)
        elif msg_type_id == ON_UNAVAILABLE_COUNTER:
            listener.on_unavailable_counter(r.correlation_id, r.counter_id)
        elif msg_type_id == ON_CLIENT_TIMEOUT:
            listener.on_client_timeout(r.client_id)
