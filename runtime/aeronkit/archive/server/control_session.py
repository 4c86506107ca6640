"""A control session: one connected AeronArchive client, its response publication and its state machine.

States and timings follow aeron-archive/src/main/java/io/aeron/archive/ControlSession.java at 1.51.0:
INIT (create the response publication) -> CONNECTING (wait until it is connected) -> CONNECTED (ask the
authenticator; a client of another major protocol version gets ERROR "invalid client version" every
200 ms instead) -> AUTHENTICATED (send OK with the session id every 200 ms until the first request) or
CHALLENGED or REJECTED -> ACTIVE (requests, queued responses, a Ping every liveness interval) -> DONE.
A session that cannot reach its client for the connect timeout, or whose response publication is no
longer connected while ACTIVE, is aborted. Responses that cannot be offered now are queued in order.
"""

from __future__ import annotations

import enum
from collections import deque
from typing import TYPE_CHECKING, Any, Protocol

from aeronkit.archive.catalog import RecordingDescriptor
from aeronkit.archive.codes import ArchiveErrorCode
from aeronkit.archive.protocol import CONTROL_SESSION_TYPE_ID
from aeronkit.archive.server.archive_counters import control_session_key, control_session_label
from aeronkit.archive.server.authenticator import SessionProxy
from aeronkit.archive.server.control_response_proxy import ControlResponseProxy, offer
from aeronkit.client import Aeron
from aeronkit.codecs.archive import ControlResponseCode, RecordingSignal

if TYPE_CHECKING:  # type only: archive.py builds the conductor that owns the sessions
    from aeronkit.archive.server.archive import Context

RESEND_INTERVAL_MS = 200
SESSION_REJECTED_MSG = "authentication rejected"
RESPONSE_NOT_CONNECTED_MSG = "control response publication is not connected"


class State(enum.Enum):
    INIT = 0
    CONNECTING = 1
    CONNECTED = 2
    CHALLENGED = 3
    AUTHENTICATED = 4
    ACTIVE = 5
    REJECTED = 6
    DONE = 7


class ControlSessionHost(Protocol):
    """What a control session uses of the archive conductor that owns it."""

    ctx: Context
    aeron: Aeron

    def report(self, error: BaseException) -> None: ...


class ControlSession:
    """Owned by the archive conductor; every method runs on the conductor's thread."""

    def __init__(
        self,
        control_session_id: int,
        correlation_id: int,
        response_stream_id: int,
        response_channel: str,
        image_session_id: int,
        conductor: ControlSessionHost,
        proxy: ControlResponseProxy,
        invalid_version_message: str | None,
        now_ms: int,
    ) -> None:
        self.control_session_id = control_session_id
        self.correlation_id = correlation_id
        self.response_stream_id = response_stream_id
        self.response_channel = response_channel
        self.image_session_id = image_session_id
        self.conductor = conductor
        self.proxy = proxy
        self.invalid_version_message = invalid_version_message
        self.state = State.INIT
        self.publication: Any = None
        self.encoded_principal = b""
        self.abort_reason: str | None = None
        self.queue: deque[bytes] = deque()
        self.active_listing = False
        self.client_info = ""
        self.source_identity = ""
        self.counter: Any = None
        ctx = conductor.ctx
        self.connect_timeout_ms = ctx.connect_timeout_ms
        self.liveness_interval_ms = ctx.session_liveness_check_interval_ms
        self.activity_deadline_ms = now_ms + self.connect_timeout_ms
        self.resend_deadline_ms = 0
        self.liveness_deadline_ms = now_ms + self.liveness_interval_ms
        self._proxy_view = SessionProxy(self)

    # -- authenticator actions ----------------------------------------------------------------------------

    def authenticate(self, encoded_principal: bytes = b"") -> bool:
        """Send OK(controlSessionId) for the connect; the session waits for its first request."""
        self.encoded_principal = bytes(encoded_principal)
        self.state = State.AUTHENTICATED
        self.resend_deadline_ms = 0
        return True

    def challenge(self, encoded_challenge: bytes) -> bool:
        data = self.proxy.encode_challenge(self.control_session_id, self.correlation_id, encoded_challenge)
        if offer(self.publication, data, len(data)):
            self.state = State.CHALLENGED
            return True
        return False

    def reject(self) -> None:
        self.state = State.REJECTED
        self.resend_deadline_ms = 0

    def on_challenge_response(self, correlation_id: int, credentials: bytes, now_ms: int) -> None:
        if self.state == State.CHALLENGED:
            self.correlation_id = correlation_id
            self.conductor.ctx.authenticator.on_challenge_response(
                self.control_session_id, credentials, now_ms
            )

    # -- requests -----------------------------------------------------------------------------------------

    def on_request(self, now_ms: int) -> bool:
        """Any request activates an authenticated session; False if the session cannot take requests."""
        if self.state == State.AUTHENTICATED:
            self.state = State.ACTIVE
            self.activity_deadline_ms = -1
        return self.state == State.ACTIVE

    def abort(self, reason: str) -> None:
        if self.state != State.DONE:
            self.abort_reason = reason
            self.state = State.DONE

    @property
    def is_done(self) -> bool:
        return self.state == State.DONE

    # -- responses ----------------------------------------------------------------------------------------

    def _send(self, data: bytes) -> None:
        if self.queue or not offer(self.publication, data, len(data)):
            self.queue.append(data)

    def send_ok(self, correlation_id: int, relevant_id: int = 0) -> None:
        self._send(
            self.proxy.encode_response(
                self.control_session_id, correlation_id, relevant_id, ControlResponseCode.OK
            )
        )

    def send_error(
        self, correlation_id: int, message: str, error_code: int = ArchiveErrorCode.GENERIC
    ) -> None:
        self._send(
            self.proxy.encode_response(
                self.control_session_id, correlation_id, error_code, ControlResponseCode.ERROR, message
            )
        )

    def send_code(self, correlation_id: int, relevant_id: int, code: ControlResponseCode) -> None:
        self._send(self.proxy.encode_response(self.control_session_id, correlation_id, relevant_id, code))

    def send_descriptor(self, correlation_id: int, descriptor: RecordingDescriptor) -> None:
        self._send(self.proxy.encode_descriptor(self.control_session_id, correlation_id, descriptor))

    def send_subscription_descriptor(
        self, correlation_id: int, subscription_id: int, stream_id: int, stripped_channel: str
    ) -> None:
        self._send(
            self.proxy.encode_subscription(
                self.control_session_id, correlation_id, subscription_id, stream_id, stripped_channel
            )
        )

    def send_signal(
        self,
        correlation_id: int,
        recording_id: int,
        subscription_id: int,
        position: int,
        signal: RecordingSignal,
    ) -> None:
        if self.state == State.ACTIVE:
            self._send(
                self.proxy.encode_signal(
                    self.control_session_id, correlation_id, recording_id, subscription_id, position, signal
                )
            )

    # -- duty cycle ---------------------------------------------------------------------------------------

    def do_work(self, now_ms: int) -> int:
        if self.state == State.DONE:
            return 0
        if self.activity_deadline_ms != -1 and now_ms > self.activity_deadline_ms:
            self.abort(
                "failed to send response for more than connectTimeoutMs=" + str(self.connect_timeout_ms)
                if self.state == State.ACTIVE
                else f"failed to establish initial connection: state={self.state.name}"
            )
            return 1
        state = self.state
        if state == State.INIT:
            return self._init()
        if state == State.CONNECTING:
            if self.publication.is_connected:
                self.state = State.CONNECTED
                return 1
            return 0
        if state == State.CONNECTED:
            return self._send_connect_response(now_ms)
        if state == State.CHALLENGED:
            self.conductor.ctx.authenticator.on_challenged_session(self._proxy_view, now_ms)
            return 1
        if state == State.AUTHENTICATED:
            if now_ms > self.resend_deadline_ms:
                self.resend_deadline_ms = now_ms + RESEND_INTERVAL_MS
                data = self.proxy.encode_response(
                    self.control_session_id,
                    self.correlation_id,
                    self.control_session_id,
                    ControlResponseCode.OK,
                )
                if offer(self.publication, data, len(data)):
                    self.activity_deadline_ms = -1
                return 1
            return 0
        if state == State.ACTIVE:
            return self._active(now_ms)
        if state == State.REJECTED and now_ms > self.resend_deadline_ms:
            self.resend_deadline_ms = now_ms + RESEND_INTERVAL_MS
            data = self.proxy.encode_response(
                self.control_session_id,
                self.correlation_id,
                ArchiveErrorCode.AUTHENTICATION_REJECTED,
                ControlResponseCode.ERROR,
                SESSION_REJECTED_MSG,
            )
            offer(self.publication, data, len(data))
            return 1
        return 0

    def _init(self) -> int:
        try:
            self.publication = self.conductor.aeron.add_exclusive_publication(
                self.response_channel, self.response_stream_id
            )
        except Exception as exc:
            self.abort(f"failed to create the response publication: {exc}")
            self.conductor.report(exc)
            return 1
        self.state = State.CONNECTING
        self._add_counter()
        return 1

    def _add_counter(self) -> None:
        """The ``control-session`` counter (type 113) tools use to see who is connected (Aeron 1.49+)."""
        add_counter = getattr(self.conductor.aeron, "add_counter", None)
        if add_counter is None:
            return
        archive_id = self.conductor.ctx.archive_id or 0
        key = control_session_key(archive_id, self.control_session_id)
        label = control_session_label(
            self.client_info, self.source_identity, self.image_session_id, archive_id
        )
        try:
            self.counter = add_counter(CONTROL_SESSION_TYPE_ID, label, key)
            self.counter.set(self.control_session_id)
        except Exception as exc:  # a full counters buffer must not stop the session
            self.conductor.report(exc)

    def _send_connect_response(self, now_ms: int) -> int:
        if now_ms <= self.resend_deadline_ms:
            return 0
        self.resend_deadline_ms = now_ms + RESEND_INTERVAL_MS
        if self.invalid_version_message is not None:
            data = self.proxy.encode_response(
                self.control_session_id,
                self.correlation_id,
                self.control_session_id,
                ControlResponseCode.ERROR,
                self.invalid_version_message,
            )
            offer(self.publication, data, len(data))
        else:
            self.conductor.ctx.authenticator.on_connected_session(self._proxy_view, now_ms)
        return 1

    def _active(self, now_ms: int) -> int:
        work = 0
        if not self.publication.is_connected:
            self.abort(RESPONSE_NOT_CONNECTED_MSG)
            return 1
        if now_ms >= self.liveness_deadline_ms:
            self.liveness_deadline_ms = now_ms + self.liveness_interval_ms
            ping = self.proxy.encode_ping(self.control_session_id)
            failed = self.queue or not offer(self.publication, ping, len(ping))
            if failed and self.activity_deadline_ms == -1:
                self.activity_deadline_ms = now_ms + self.connect_timeout_ms
            work += 1
        sent = 0
        while self.queue and sent < 64:
            head = self.queue[0]
            if not offer(self.publication, head, len(head)):
                if self.activity_deadline_ms == -1:
                    self.activity_deadline_ms = now_ms + self.connect_timeout_ms
                break
            self.queue.popleft()
            sent += 1
            self.activity_deadline_ms = -1
        return work + sent

    def close(self) -> None:
        self.state = State.DONE
        if self.counter is not None:
            try:
                self.counter.close()
            except Exception as exc:
                self.conductor.report(exc)
            self.counter = None
        if self.publication is not None and not self.publication.is_closed:
            try:
                self.publication.close()
            except Exception as exc:  # the driver may already be gone at shutdown
                self.conductor.report(exc)
