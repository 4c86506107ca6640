"""Polls the control response stream for one complete answer at a time.

Same contract as aeron-archive/src/main/java/io/aeron/archive/client/ControlResponsePoller.java at 1.51.0:
``poll()`` stops (BREAK) after the first ControlResponse, Challenge or RecordingSignalEvent and exposes
its fields until the next ``poll()``; other templates (descriptors meant for a listing, the archive's
Ping heartbeats) are stepped over. Where Java throws on a foreign schema id, this poller counts the
message in ``malformed_count``, remembers why in ``last_malformed`` and steps over it, so one bad frame
cannot wedge a control session; the same goes for messages too short for their declared layout.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aeronkit.archive.client.controlled_fragment_assembler import ControlledFragmentAssembler
from aeronkit.archive.client.recording_signal_adapter import RecordingSignalEvent
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.codecs import archive as codecs
from aeronkit.constants import NULL_VALUE
from aeronkit.errors import CodecError

if TYPE_CHECKING:
    from aeronkit.client.subscription import Subscription

FRAGMENT_LIMIT = 10

CONTROL_RESPONSE = codecs.ControlResponseDecoder.TEMPLATE_ID
CHALLENGE = codecs.ChallengeDecoder.TEMPLATE_ID
RECORDING_SIGNAL_EVENT = codecs.RecordingSignalEventDecoder.TEMPLATE_ID
RECORDING_DESCRIPTOR = codecs.RecordingDescriptorDecoder.TEMPLATE_ID
RECORDING_SUBSCRIPTION_DESCRIPTOR = codecs.RecordingSubscriptionDescriptorDecoder.TEMPLATE_ID
PING = codecs.PingDecoder.TEMPLATE_ID


class MessageCheck:
    """Reads and checks the SBE header of one control message; counts what does not decode."""

    def __init__(self, on_malformed: Callable[[str], None] | None = None) -> None:
        self.header = codecs.MessageHeaderDecoder()
        self.malformed_count = 0
        self.last_malformed = ""
        self.on_malformed = on_malformed

    def template_id(self, buffer: Any, offset: int, length: int) -> int:
        """The template id, or -1 (and counted) when the frame is not an archive-schema message."""
        try:
            header = self.header.wrap(buffer, offset, length=length)
            schema_id = header.schema_id
            if schema_id != codecs.SCHEMA_ID:
                return self.malformed(f"expected schemaId={codecs.SCHEMA_ID}, actual={schema_id}")
            return header.template_id
        except CodecError as exc:
            return self.malformed(str(exc))

    def wrap(self, decoder: Any, buffer: Any, offset: int, length: int) -> Any:
        """Wrap ``decoder`` over the body with the sender's block length and version (acting values)."""
        header = self.header
        return decoder.wrap(
            buffer,
            offset + codecs.HEADER_LENGTH,
            header.block_length,
            header.version,
            length=length - codecs.HEADER_LENGTH,
        )

    def malformed(self, reason: str) -> int:
        self.malformed_count += 1
        self.last_malformed = reason
        if self.on_malformed is not None:
            self.on_malformed(reason)
        return -1


class ControlResponsePoller:
    """One subscription to the archive's control responses; poll from one thread."""

    def __init__(
        self,
        subscription: Subscription,
        fragment_limit: int = FRAGMENT_LIMIT,
        on_malformed: Callable[[str], None] | None = None,
    ) -> None:
        self.subscription = subscription
        self.fragment_limit = fragment_limit
        self.check = MessageCheck(on_malformed)
        self.ping_count = 0
        self._assembler = ControlledFragmentAssembler(self._on_fragment)
        self._response = codecs.ControlResponseDecoder()
        self._challenge = codecs.ChallengeDecoder()
        self._signal = codecs.RecordingSignalEventDecoder()
        self.is_poll_complete = False
        self._clear()

    def _clear(self) -> None:
        self.template_id = NULL_VALUE
        self.control_session_id = NULL_VALUE
        self.correlation_id = NULL_VALUE
        self.relevant_id = NULL_VALUE
        self.version = 0
        self.code: codecs.ControlResponseCode | int | None = None
        self.error_message = ""
        self.recording_id = NULL_VALUE
        self.subscription_id = NULL_VALUE
        self.position = NULL_VALUE
        self.recording_signal: codecs.RecordingSignal | int | None = None
        self.encoded_challenge: bytes | None = None
        self.is_poll_complete = False

    @property
    def malformed_count(self) -> int:
        return self.check.malformed_count

    @property
    def was_challenged(self) -> bool:
        return self.encoded_challenge is not None

    def signal_event(self) -> RecordingSignalEvent:
        """The RecordingSignalEvent just polled, as a value handed to a signal consumer.

        The signal is passed on as decoded. START is the enum member of value 0, which is falsy, so a
        ``signal or default`` here once turned START into a bare 0 for every consumer.
        """
        signal = self.recording_signal
        if self.template_id != RECORDING_SIGNAL_EVENT or signal is None:
            raise ValueError(f"no recording signal was polled (template id {self.template_id})")
        return RecordingSignalEvent(
            self.control_session_id,
            self.correlation_id,
            self.recording_id,
            self.subscription_id,
            self.position,
            signal,
        )

    def poll(self) -> int:
        """Poll for the next complete message; fragments read (0 if nothing arrived)."""
        if self.is_poll_complete:
            self._clear()
        return self.subscription.controlled_poll(self._assembler, self.fragment_limit)

    def _on_fragment(self, buffer: Any, offset: int, length: int, header: Header) -> ControlledPollAction:
        if self.is_poll_complete:
            return ControlledPollAction.ABORT
        check = self.check
        template_id = check.template_id(buffer, offset, length)
        try:
            if template_id == CONTROL_RESPONSE:
                d = check.wrap(self._response, buffer, offset, length)
                code = d.code
                self.control_session_id = d.control_session_id
                self.correlation_id = d.correlation_id
                self.relevant_id = d.relevant_id
                self.version = d.version or 0
                self.error_message = d.error_message
                self.code = code
            elif template_id == CHALLENGE:
                c = check.wrap(self._challenge, buffer, offset, length)
                self.control_session_id = c.control_session_id
                self.correlation_id = c.correlation_id
                self.version = c.version or 0
                self.encoded_challenge = bytes(c.encoded_challenge)
                self.code = None
            elif template_id == RECORDING_SIGNAL_EVENT:
                s = check.wrap(self._signal, buffer, offset, length)
                self.control_session_id = s.control_session_id
                self.correlation_id = s.correlation_id
                self.recording_id = s.recording_id
                self.subscription_id = s.subscription_id
                self.position = s.position
                self.recording_signal = s.signal
            else:
                if template_id == PING:
                    self.ping_count += 1
                return ControlledPollAction.CONTINUE
        except CodecError as exc:
            self._clear()
            check.malformed(str(exc))
            return ControlledPollAction.CONTINUE
        self.template_id = template_id
        self.is_poll_complete = True
        return ControlledPollAction.BREAK

    def __repr__(self) -> str:
        return (
            f"ControlResponsePoller(template_id={self.template_id}, control_session_id="
            f"{self.control_session_id}, correlation_id={self.correlation_id}, "
            f"relevant_id={self.relevant_id}, "
            f"code={self.code!r}, complete={self.is_poll_complete})"
        )
