"""Collects the RecordingSubscriptionDescriptor messages that answer one list-recording-subscriptions.

aeron-archive/src/main/java/io/aeron/archive/client/RecordingSubscriptionDescriptorPoller.java at 1.51.0:
like the recording descriptor poller, but SUBSCRIPTION_UNKNOWN for the request means "no more".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aeronkit.archive.client.archive_error import ArchiveError
from aeronkit.archive.client.control_response_poller import (
    CONTROL_RESPONSE,
    RECORDING_SIGNAL_EVENT,
    RECORDING_SUBSCRIPTION_DESCRIPTOR,
    MessageCheck,
)
from aeronkit.archive.client.controlled_fragment_assembler import ControlledFragmentAssembler
from aeronkit.archive.client.recording_signal_adapter import RecordingSignalConsumer, signal_of
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.codecs import archive as codecs
from aeronkit.errors import CodecError


@dataclass(frozen=True)
class RecordingSubscriptionDescriptor:
    """One active recording subscription of the archive."""

    control_session_id: int
    correlation_id: int
    subscription_id: int
    stream_id: int
    stripped_channel: str


RecordingSubscriptionDescriptorConsumer = Callable[[RecordingSubscriptionDescriptor], None]


class RecordingSubscriptionDescriptorPoller:
    def __init__(
        self,
        subscription: Any,
        error_handler: Callable[[BaseException], None] | None,
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
        self.remaining_subscription_count = 0
        self.is_dispatch_complete = False
        self._consumer: RecordingSubscriptionDescriptorConsumer | None = None
        self._assembler = ControlledFragmentAssembler(self._on_fragment)
        self._response = codecs.ControlResponseDecoder()
        self._descriptor = codecs.RecordingSubscriptionDescriptorDecoder()
        self._signal = codecs.RecordingSignalEventDecoder()

    def reset(
        self, correlation_id: int, subscription_count: int, consumer: RecordingSubscriptionDescriptorConsumer
    ) -> None:
        self.correlation_id = correlation_id
        self.remaining_subscription_count = subscription_count
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
            if template_id == RECORDING_SUBSCRIPTION_DESCRIPTOR:
                d = check.wrap(self._descriptor, buffer, offset, length)
                if (
                    d.control_session_id == self.control_session_id
                    and d.correlation_id == self.correlation_id
                ):
                    if self._consumer is not None:
                        self._consumer(
                            RecordingSubscriptionDescriptor(
                                d.control_session_id,
                                d.correlation_id,
                                d.subscription_id,
                                d.stream_id,
                                d.stripped_channel,
                            )
                        )
                    self.remaining_subscription_count -= 1
                    if self.remaining_subscription_count == 0:
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
        if code == codecs.ControlResponseCode.SUBSCRIPTION_UNKNOWN and correlation_id == self.correlation_id:
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
