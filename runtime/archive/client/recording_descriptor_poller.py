"""Collects the RecordingDescriptor messages that answer one list-recordings request.

aeron-archive/src/main/java/io/aeron/archive/client/RecordingDescriptorPoller.java at 1.51.0: after
``reset(correlation_id, count, consumer)`` each poll hands the descriptors of this session and request to
the consumer until ``count`` arrived, or the archive answers RECORDING_UNKNOWN for the request (no more
recordings). An ERROR for this request raises ArchiveError with the archive's code; errors for other
requests go to the error handler; recording signals met on the way go to the signal consumer.
Descriptors reach the consumer as ``RecordingDescriptor`` values rather than sixteen arguments.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aeronkit.archive.client.archive_error import ArchiveError
from aeronkit.archive.client.control_response_poller import (
    CONTROL_RESPONSE,
    RECORDING_DESCRIPTOR,
    RECORDING_SIGNAL_EVENT,
    MessageCheck,
)
from aeronkit.archive.client.controlled_fragment_assembler import ControlledFragmentAssembler
from aeronkit.archive.client.recording_signal_adapter import RecordingSignalConsumer, signal_of
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.codecs import archive as codecs
from aeronkit.errors import CodecError


@dataclass(frozen=True)
class RecordingDescriptor:
    """One recording as the archive's catalog describes it (stop_position -1 while recording)."""

    control_session_id: int
    correlation_id: int
    recording_id: int
    start_timestamp: int
    stop_timestamp: int
    start_position: int
    stop_position: int
    initial_term_id: int
    segment_file_length: int
    term_buffer_length: int
    mtu_length: int
    session_id: int
    stream_id: int
    stripped_channel: str
    original_channel: str
    source_identity: str

    @classmethod
    def decode(cls, d: codecs.RecordingDescriptorDecoder) -> RecordingDescriptor:
        return cls(
            d.control_session_id,
            d.correlation_id,
            d.recording_id,
            d.start_timestamp,
            d.stop_timestamp,
            d.start_position,
            d.stop_position,
            d.initial_term_id,
            d.segment_file_length,
            d.term_buffer_length,
            d.mtu_length,
            d.session_id,
            d.stream_id,
            d.stripped_channel,
            d.original_channel,
            d.source_identity,
        )


RecordingDescriptorConsumer = Callable[[RecordingDescriptor], None]
ErrorHandler = Callable[[BaseException], None]


class RecordingDescriptorPoller:
    def __init__(
        self,
        subscription: Any,
        error_handler: ErrorHandler | None,
        control_session_id: int,
        fragment_limit: int = 10,
        signal_consumer: RecordingSignalConsumer | None = None,
        check: MessageCheck | None = None,
    ) -> None:
        self.subscription = subscription
        self.error_handler = error_handler
        self.control_session_id = control_session_id
        self.fragment_limit = fragment_limit
        self.signal_consumer = signal_consumer
        self.check = check or MessageCheck()
        self.correlation_id = -1
        self.remaining_record_count = 0
        self.is_dispatch_complete = False
        self._consumer: RecordingDescriptorConsumer | None = None
        self._assembler = ControlledFragmentAssembler(self._on_fragment)
        self._response = codecs.ControlResponseDecoder()
        self._descriptor = codecs.RecordingDescriptorDecoder()
        self._signal = codecs.RecordingSignalEventDecoder()

    def reset(self, correlation_id: int, record_count: int, consumer: RecordingDescriptorConsumer) -> None:
        self.correlation_id = correlation_id
        self.remaining_record_count = record_count
        self._consumer = consumer
        self.is_dispatch_complete = False

    def poll(self) -> int:
        if self.is_dispatch_complete:
            self.is_dispatch_complete = False
        return self.subscription.controlled_poll(self._assembler, self.fragment_limit)

    def _on_fragment(self, buffer: Any, offset: int, length: int, header: Header) -> ControlledPollAction:
        if self.is_dispatch_complete:
            return ControlledPollAction.ABORT
        check = self.check
        template_id = check.template_id(buffer, offset, length)
        try:
            if template_id == CONTROL_RESPONSE:
                return self._on_response(check.wrap(self._response, buffer, offset, length))
            if template_id == RECORDING_DESCRIPTOR:
                d = check.wrap(self._descriptor, buffer, offset, length)
                if (
                    d.control_session_id == self.control_session_id
                    and d.correlation_id == self.correlation_id
                ):
                    descriptor = RecordingDescriptor.decode(d)
                    if self._consumer is not None:
                        self._consumer(descriptor)
                    self.remaining_record_count -= 1
                    if self.remaining_record_count == 0:
                        self.is_dispatch_complete = True
                        return ControlledPollAction.BREAK
            elif template_id == RECORDING_SIGNAL_EVENT:
                s = check.wrap(self._signal, buffer, offset, length)
                if s.control_session_id == self.control_session_id and self.signal_consumer is not None:
                    self.signal_consumer(signal_of(s))
        except CodecError as exc:
            check.malformed(str(exc))
        return ControlledPollAction.CONTINUE

    def _on_response(self, r: codecs.ControlResponseDecoder) -> ControlledPollAction:
        if r.control_session_id != self.control_session_id:
            return ControlledPollAction.CONTINUE
        code = r.code
        correlation_id = r.correlation_id
        if code == codecs.ControlResponseCode.RECORDING_UNKNOWN and correlation_id == self.correlation_id:
            self.is_dispatch_complete = True
            return ControlledPollAction.BREAK
        if code == codecs.ControlResponseCode.ERROR:
            error = ArchiveError(
                f"response for correlationId={self.correlation_id}, error: {r.error_message}",
                r.relevant_id,
                correlation_id,
            )
            if correlation_id == self.correlation_id:
                self.is_dispatch_complete = True
                raise error
            if self.error_handler is not None:
                self.error_handler(error)
        return ControlledPollAction.CONTINUE
