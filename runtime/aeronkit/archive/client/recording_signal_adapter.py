"""Recording signals (START, STOP, EXTEND, REPLICATE, MERGE, SYNC, DELETE, REPLICATE_END) for a session.

The archive sends a RecordingSignalEvent on a control session's response stream when a recording that
session started or acts on changes state. AeronArchive dispatches the ones it meets while waiting for
answers to ``Context.recording_signal_consumer``; ``RecordingSignalAdapter`` is for applications that
poll the response stream themselves (aeron-archive/src/main/java/io/aeron/archive/client/
RecordingSignalAdapter.java at 1.51.0): it hands control responses of its session to a listener and
signals to a consumer, one complete message per ``poll()`` call at most.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aeronkit.archive.client.controlled_fragment_assembler import ControlledFragmentAssembler
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.codecs import archive as codecs
from aeronkit.errors import CodecError

if TYPE_CHECKING:
    from aeronkit.client.subscription import FragmentSource

RecordingSignal = codecs.RecordingSignal


@dataclass(frozen=True)
class RecordingSignalEvent:
    control_session_id: int
    correlation_id: int
    recording_id: int
    subscription_id: int
    position: int
    signal: RecordingSignal | int


RecordingSignalConsumer = Callable[[RecordingSignalEvent], None]


@dataclass(frozen=True)
class ControlResponse:
    """One ControlResponse as a value (what a ControlEventListener receives)."""

    control_session_id: int
    correlation_id: int
    relevant_id: int
    code: codecs.ControlResponseCode | int
    error_message: str


ControlEventListener = Callable[[ControlResponse], None]


def signal_of(d: codecs.RecordingSignalEventDecoder) -> RecordingSignalEvent:
    return RecordingSignalEvent(
        d.control_session_id, d.correlation_id, d.recording_id, d.subscription_id, d.position, d.signal
    )


class RecordingSignalAdapter:
    def __init__(
        self,
        control_session_id: int,
        listener: ControlEventListener | None,
        consumer: RecordingSignalConsumer,
        subscription: FragmentSource,
        fragment_limit: int = 10,
    ) -> None:
        from aeronkit.archive.client.control_response_poller import MessageCheck

        self.control_session_id = control_session_id
        self.listener = listener
        self.consumer = consumer
        self.subscription = subscription
        self.fragment_limit = fragment_limit
        self.check = MessageCheck()
        self._assembler = ControlledFragmentAssembler(self._on_fragment)
        self._response = codecs.ControlResponseDecoder()
        self._signal = codecs.RecordingSignalEventDecoder()
        self._done = False

    @property
    def malformed_count(self) -> int:
        return self.check.malformed_count

    def poll(self) -> int:
        self._done = False
        return self.subscription.controlled_poll(self._assembler, self.fragment_limit)

    def _on_fragment(self, buffer: Any, offset: int, length: int, header: Header) -> ControlledPollAction:
        if self._done:
            return ControlledPollAction.ABORT
        check = self.check
        template_id = check.template_id(buffer, offset, length)
        try:
            if template_id == codecs.ControlResponseDecoder.TEMPLATE_ID:
                r = check.wrap(self._response, buffer, offset, length)
                if r.control_session_id == self.control_session_id:
                    if self.listener is not None:
                        self.listener(
                            ControlResponse(
                                r.control_session_id, r.correlation_id, r.relevant_id, r.code, r.error_message
                            )
                        )
                    self._done = True
                    return ControlledPollAction.BREAK
            elif template_id == codecs.RecordingSignalEventDecoder.TEMPLATE_ID:
                s = check.wrap(self._signal, buffer, offset, length)
                if s.control_session_id == self.control_session_id:
                    self.consumer(signal_of(s))
                    self._done = True
                    return ControlledPollAction.BREAK
        except CodecError as exc:
            check.malformed(str(exc))
        return ControlledPollAction.CONTINUE
