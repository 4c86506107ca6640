"""What an application hands the cluster client to receive egress: listeners for messages and events.

Aeron 1.51.0's io.aeron.cluster.client.EgressListener and ControlledEgressListener
(aeron-cluster/src/main/java/io/aeron/cluster/client/) are functional interfaces: ``onMessage`` is the one
method a listener must have, the session-event, new-leader and admin-response callbacks default to doing
nothing. Here they are Protocols with the same four callbacks in snake_case; subclassing one inherits its
no-op defaults, and :func:`as_egress_listener` / :func:`as_controlled_egress_listener` accept a plain
function (the ``on_message``) or an object that has only some of the callbacks, as a Java lambda would be.
The extension listeners receive messages of another SBE schema (EgressListenerExtension).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.codecs.cluster import AdminRequestType, AdminResponseCode, EventCode

Buffer = memoryview
"""Egress arrives as a view of the term buffer (or of the reassembled message): copy what must outlive the
callback."""

OnMessage = Callable[[int, int, Buffer, int, int, Header], None]
OnControlledMessage = Callable[[int, int, Buffer, int, int, Header], ControlledPollAction]


class SessionEvents(Protocol):
    """The three callbacks both listener kinds share; each defaults to doing nothing, as in Java."""

    def on_session_event(
        self,
        correlation_id: int,
        cluster_session_id: int,
        leadership_term_id: int,
        leader_member_id: int,
        code: EventCode | int,
        detail: str,
    ) -> None:
        """A SessionEvent for this session after the connect (e.g. CLOSED with the reason in ``detail``)."""

    def on_new_leader(
        self, cluster_session_id: int, leadership_term_id: int, leader_member_id: int, ingress_endpoints: str
    ) -> None:
        """A new leader took over this session; ``ingress_endpoints`` is ``id=host:port,...``."""

    def on_admin_response(
        self,
        cluster_session_id: int,
        correlation_id: int,
        request_type: AdminRequestType | int,
        response_code: AdminResponseCode | int,
        message: str,
        payload: Buffer,
        payload_offset: int,
        payload_length: int,
    ) -> None:
        """The answer to an AdminRequest this session sent (e.g. a snapshot request)."""


@runtime_checkable
class EgressListener(SessionEvents, Protocol):
    """Receives the session's egress (EgressListener.java). Subclass it to inherit no-op event callbacks."""

    def on_message(
        self, cluster_session_id: int, timestamp: int, buffer: Buffer, offset: int, length: int,
        header: Header,
    ) -> None:
        """A message the service sent this session; ``timestamp`` is the cluster time of the log entry that
        produced it; ``buffer[offset:offset + length]`` is the payload after the 32-byte session header."""
        ...


@runtime_checkable
class ControlledEgressListener(SessionEvents, Protocol):
    """ControlledEgressListener.java: ``on_message`` steers the poll (ABORT leaves the message for the next
    poll, BREAK stops after it, COMMIT/CONTINUE go on)."""

    def on_message(
        self, cluster_session_id: int, timestamp: int, buffer: Buffer, offset: int, length: int,
        header: Header,
    ) -> ControlledPollAction:
        ...


class EgressListenerExtension(Protocol):
    """Receives egress messages of another SBE schema (EgressListenerExtension.java): ``buffer[offset:]`` is
    the body after the 8-byte SBE header."""

    def on_extension_message(
        self,
        acting_block_length: int,
        template_id: int,
        schema_id: int,
        acting_version: int,
        buffer: Buffer,
        offset: int,
        length: int,
    ) -> None: ...


class ControlledEgressListenerExtension(Protocol):
    """ControlledEgressListenerExtension.java: as EgressListenerExtension, steering the poll."""

    def on_extension_message(
        self,
        acting_block_length: int,
        template_id: int,
        schema_id: int,
        acting_version: int,
        buffer: Buffer,
        offset: int,
        length: int,
    ) -> ControlledPollAction: ...


class _Callbacks:
    """The event callbacks of an object that may lack some of them (a lambda-like listener): those it has
    are called, the others do nothing."""

    def __init__(self, target: object) -> None:
        self._session_event = getattr(target, "on_session_event", None)
        self._new_leader = getattr(target, "on_new_leader", None)
        self._admin_response = getattr(target, "on_admin_response", None)

    def on_session_event(
        self,
        correlation_id: int,
        cluster_session_id: int,
        leadership_term_id: int,
        leader_member_id: int,
        code: EventCode | int,
        detail: str,
    ) -> None:
        if self._session_event is not None:
            self._session_event(
                correlation_id, cluster_session_id, leadership_term_id, leader_member_id, code, detail)

    def on_new_leader(
        self, cluster_session_id: int, leadership_term_id: int, leader_member_id: int, ingress_endpoints: str
    ) -> None:
        if self._new_leader is not None:
            self._new_leader(cluster_session_id, leadership_term_id, leader_member_id, ingress_endpoints)

    def on_admin_response(
        self,
        cluster_session_id: int,
        correlation_id: int,
        request_type: AdminRequestType | int,
        response_code: AdminResponseCode | int,
        message: str,
        payload: Buffer,
        payload_offset: int,
        payload_length: int,
    ) -> None:
        if self._admin_response is not None:
            self._admin_response(
                cluster_session_id, correlation_id, request_type, response_code, message, payload,
                payload_offset, payload_length)


class _EgressListenerShim(_Callbacks):
    def __init__(self, target: object, on_message: OnMessage) -> None:
        super().__init__(target)
        self._on_message = on_message

    def on_message(
        self, cluster_session_id: int, timestamp: int, buffer: Buffer, offset: int, length: int,
        header: Header,
    ) -> None:
        self._on_message(cluster_session_id, timestamp, buffer, offset, length, header)

    def __repr__(self) -> str:
        return f"EgressListener({self._on_message!r})"


class _ControlledEgressListenerShim(_Callbacks):
    def __init__(self, target: object, on_message: OnControlledMessage) -> None:
        super().__init__(target)
        self._on_message = on_message

    def on_message(
        self, cluster_session_id: int, timestamp: int, buffer: Buffer, offset: int, length: int,
        header: Header,
    ) -> ControlledPollAction:
        return self._on_message(cluster_session_id, timestamp, buffer, offset, length, header)

    def __repr__(self) -> str:
        return f"ControlledEgressListener({self._on_message!r})"


def _on_message_of(listener: object, what: str) -> Callable[..., Any]:
    on_message: object = getattr(listener, "on_message", None)
    if on_message is None and callable(listener):
        on_message = listener
    if on_message is None or not callable(on_message):
        raise TypeError(f"{what} needs on_message or to be callable, got {listener!r}")
    return on_message


def as_egress_listener(listener: EgressListener | OnMessage) -> EgressListener:
    """``listener`` as a full EgressListener: a function becomes its ``on_message``; missing event callbacks
    do nothing. TypeError if it is neither."""
    if isinstance(listener, EgressListener):
        return listener
    return _EgressListenerShim(listener, _on_message_of(listener, "an egress listener"))


def as_controlled_egress_listener(
    listener: ControlledEgressListener | OnControlledMessage,
) -> ControlledEgressListener:
    """As :func:`as_egress_listener`, for controlled polls."""
    if isinstance(listener, ControlledEgressListener):
        return listener
    return _ControlledEgressListenerShim(listener, _on_message_of(listener, "a controlled egress listener"))
