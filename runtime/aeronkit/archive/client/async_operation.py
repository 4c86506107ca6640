"""Poll-based control requests: send now, ``poll()`` for the answer later, never block.

Every AeronArchive request exists in two forms. ``archive.get_stop_position(id)`` blocks until the answer
(or a timeout); ``op = archive.async_get_stop_position(id)`` sends the request and returns an
``ArchiveOperation`` that the caller polls from its own duty cycle (an agent's ``do_work``):
``op.poll()`` does a bounded amount of work and returns True once the answer is in ``op.result`` (or
raises the ArchiveError the archive answered with, or ArchiveTimeoutError after the message timeout).
The sync form is the async one polled with the context's idle strategy, so both behave the same.

Like Aeron's poller-based client, one control session reads one response stream, so one operation is
in flight at a time: starting another while one is pending raises ArchiveError. Answers for other
correlation ids are skipped (errors among them go to the error handler); recording signals met while
polling go to the recording signal consumer.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aeronkit.archive.client.archive_error import ArchiveError, ArchiveTimeoutError
from aeronkit.archive.client.control_response_poller import RECORDING_SIGNAL_EVENT
from aeronkit.codecs import archive as codecs

if TYPE_CHECKING:
    from aeronkit.archive.client.aeron_archive import AeronArchive

MAX_POLLS_PER_CALL = 16


class OperationKind(enum.Enum):
    RESPONSE = "response"
    DESCRIPTORS = "recording descriptors"
    SUBSCRIPTION_DESCRIPTORS = "subscription descriptors"


class ArchiveOperation:
    """One outstanding request of a control session."""

    def __init__(
        self,
        archive: AeronArchive,
        what: str,
        correlation_id: int,
        kind: OperationKind = OperationKind.RESPONSE,
        allowed_error_code: int | None = None,
        count: int = 0,
        consumer: Callable[[Any], None] | None = None,
        transform: Callable[[int], Any] | None = None,
    ) -> None:
        self.archive = archive
        self.what = what
        self.correlation_id = correlation_id
        self.kind = kind
        self.allowed_error_code = allowed_error_code
        self.count = count
        self.transform = transform
        self.done = False
        self.result: Any = None
        self.error: BaseException | None = None
        self._remaining = count
        self._deadline_ns = archive._now_ns() + archive.context.message_timeout_ns
        if kind is OperationKind.DESCRIPTORS:
            archive.recording_descriptor_poller.reset(correlation_id, count, consumer or (lambda d: None))
        elif kind is OperationKind.SUBSCRIPTION_DESCRIPTORS:
            archive.recording_subscription_descriptor_poller.reset(
                correlation_id, count, consumer or (lambda d: None)
            )

    def poll(self) -> bool:
        """Make progress; True once complete. Raises the operation's error (once, and again on re-poll)."""
        if self.done:
            if self.error is not None:
                raise self.error
            return True
        archive = self.archive
        with archive._lock, archive._running_handlers():
            try:
                if self.kind is OperationKind.RESPONSE:
                    finished = self._poll_response()
                else:
                    finished = self._poll_descriptors()
                if not finished:
                    archive._check_for_disconnect()
                    self._check_deadline()
            except BaseException as exc:
                self._finish(None, exc)
                raise
        return self.done

    def _finish(self, result: Any, error: BaseException | None = None) -> None:
        self.done = True
        self.result = result
        self.error = error
        if self.archive._operation is self:
            self.archive._operation = None

    def _check_deadline(self) -> None:
        if self._deadline_ns - self.archive._now_ns() < 0:
            timeout_ms = self.archive.context.message_timeout_ns // 1_000_000
            raise ArchiveTimeoutError(
                f"awaiting {self.kind.value} for {self.what} - correlationId="
                f"{self.correlation_id} messageTimeout={timeout_ms}ms",
                correlation_id=self.correlation_id,
            )

    def _poll_response(self) -> bool:
        archive = self.archive
        poller = archive.control_response_poller
        session = archive.control_session_id
        for _ in range(MAX_POLLS_PER_CALL):
            fragments = poller.poll()
            if not poller.is_poll_complete:
                if fragments == 0:
                    return False
                continue
            if poller.control_session_id != session:
                continue
            if poller.template_id == RECORDING_SIGNAL_EVENT:
                archive._dispatch_signal(poller.signal_event())
                continue
            if poller.template_id != codecs.ControlResponseDecoder.TEMPLATE_ID:
                continue
            code = poller.code
            if code == codecs.ControlResponseCode.ERROR:
                error = ArchiveError(
                    f"response for correlationId={self.correlation_id} ({self.what}), error: "
                    f"{poller.error_message}",
                    poller.relevant_id,
                    poller.correlation_id,
                )
                if poller.correlation_id == self.correlation_id:
                    if self.allowed_error_code is not None and poller.relevant_id == self.allowed_error_code:
                        self._finish(None)
                        return True
                    raise error
                archive._on_async_error(error)
            elif poller.correlation_id == self.correlation_id:
                if code != codecs.ControlResponseCode.OK:
                    raise ArchiveError(
                        f"unexpected response code for {self.what}: {code!r}",
                        correlation_id=self.correlation_id,
                    )
                relevant_id = poller.relevant_id
                self._finish(self.transform(relevant_id) if self.transform else relevant_id)
                return True
        return False

    def _poll_descriptors(self) -> bool:
        archive = self.archive
        if self.kind is OperationKind.DESCRIPTORS:
            poller: Any = archive.recording_descriptor_poller
        else:
            poller = archive.recording_subscription_descriptor_poller
        for _ in range(MAX_POLLS_PER_CALL):
            fragments = poller.poll()
            remaining = (
                poller.remaining_record_count
                if self.kind is OperationKind.DESCRIPTORS
                else poller.remaining_subscription_count
            )
            if poller.is_dispatch_complete:
                self._finish(self.count - remaining)
                return True
            if remaining != self._remaining:
                self._remaining = remaining
                self._deadline_ns = archive._now_ns() + archive.context.message_timeout_ns
            if fragments == 0:
                return False
        return False

    def __repr__(self) -> str:
        return (
            f"ArchiveOperation({self.what}, correlation_id={self.correlation_id}, done={self.done}, "
            f"result={self.result!r})"
        )
