"""The poll/dispatch loop shared by the recording and recording-subscription descriptor pollers.

Both answer one list request: descriptors of this session and request go to the consumer until the
requested count arrived, or the archive answers the poller's "unknown" code for the request (no more).
An ERROR for this request raises ArchiveError with the archive's code; errors for other requests go to
the error handler; recording signals met on the way go to the signal consumer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aeronkit.archive.client.archive_error import ArchiveError
from aeronkit.archive.client.control_response_poller import (
    CONTROL_RESPONSE,
    RECORDING_SIGNAL_EVENT,
    MessageCheck,
)
from aeronkit.archive.client.controlled_fragment_assembler import ControlledFragmentAssembler
from aeronkit.archive.client.recording_signal_adapter import RecordingSignalConsumer, signal_of
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.codecs import archive as codecs
from aeronkit.errors import CodecError

if TYPE_CHECKING:
    from aeronkit.client.subscription import FragmentSource

ErrorHandler = Callable[[BaseException], None]


class DescriptorPoller:
    """Subclasses set the descriptor template, the "no more" response code and ``_deliver``."""

    _descriptor_template_id: int
    _unknown_code: codecs.ControlResponseCode

    def __init__(
        self,
        subscription: FragmentSource,
        error_handler: ErrorHandler | None,
        control_session_id: int,
        fragment_limit: int,
        signal_consumer: RecordingSignalConsumer | None,
        check: MessageCheck | None,
        descriptor_decoder: Any,
    ) -> None:
        self.subscription = subscription
        self.error_handler = error_handler
        self.control_session_id = control_session_id
        self.fragment_limit = fragment_limit
        self.signal_consumer = signal_consumer
        self.check = check or MessageCheck()
        self.correlation_id = -1
        self._remaining = 0
        self.is_dispatch_complete = False
        self._consumer: Callable[[Any], None] | None = None
        self._assembler = ControlledFragmentAssembler(self._on_fragment)
        self._response = codecs.ControlResponseDecoder()
        self._descriptor = descriptor_decoder
        self._signal = codecs.RecordingSignalEventDecoder()

    def _reset(self, correlation_id: int, count: int, consumer: Callable[[Any], None]) -> None:
        self.correlation_id = correlation_id
        self._remaining = count
        self._consumer = consumer
        self.is_dispatch_complete = False

    def _deliver(self, d: Any) -> None:
        """Hand one matching descriptor to the consumer."""
        raise NotImplementedError

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
            if template_id == self._descriptor_template_id:
                d = check.wrap(self._descriptor, buffer, offset, length)
                if (
                    d.control_session_id == self.control_session_id
                    and d.correlation_id == self.correlation_id
                ):
                    self._deliver(d)
                    self._remaining -= 1
                    if self._remaining == 0:
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
        if code == self._unknown_code and correlation_id == self.correlation_id:
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
