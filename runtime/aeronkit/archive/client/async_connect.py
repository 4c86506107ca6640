"""Connecting to an archive step by step, without blocking: ``AeronArchive.async_connect(ctx)``.

The steps and their order are those of AeronArchive.AsyncConnect in
aeron-archive/src/main/java/io/aeron/archive/client/AeronArchive.java at 1.51.0: subscribe to the
control response channel, add the exclusive control request publication, wait for it to connect, send
AuthConnectRequest (protocol version 1.12.0, response channel and stream, credentials, client info),
wait for the response image, then read the answer. A Challenge makes the credentials supplier's
``on_challenge`` produce a ChallengeResponse; an OK from an archive speaking protocol >= 1.11 is
followed by an ArchiveIdRequest; finally a keep-alive is sent and the AeronArchive is built. Each
``poll()`` does one step and returns the AeronArchive once connected (None until then); the whole
connect must finish within the context's message timeout or ArchiveTimeoutError names the step.

Our Aeron client adds publications and subscriptions synchronously (it waits for the driver's answer,
bounded by the driver timeout), so the first two steps block briefly where Aeron's asyncAdd* would not.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from aeronkit.archive.client.archive_error import ArchiveError, ArchiveTimeoutError
from aeronkit.archive.client.archive_proxy import ArchiveProxy
from aeronkit.archive.client.control_response_poller import ControlResponsePoller
from aeronkit.codecs import archive as codecs
from aeronkit.constants import NULL_VALUE, compose_semantic_version, semantic_version_string

if TYPE_CHECKING:
    from aeronkit.archive.client.aeron_archive import AeronArchive, Context

PROTOCOL_VERSION_WITH_ARCHIVE_ID = compose_semantic_version(1, 11, 0)


class AsyncConnectState(enum.IntEnum):
    AWAIT_SUBSCRIPTION = 0
    ADD_PUBLICATION = 1
    AWAIT_PUBLICATION_CONNECTED = 2
    SEND_CONNECT_REQUEST = 3
    AWAIT_SUBSCRIPTION_CONNECTED = 4
    AWAIT_CONNECT_RESPONSE = 5
    SEND_ARCHIVE_ID_REQUEST = 6
    AWAIT_ARCHIVE_ID_RESPONSE = 7
    SEND_CHALLENGE_RESPONSE = 8
    AWAIT_CHALLENGE_RESPONSE = 9
    DONE = 10


class AsyncConnect:
    def __init__(self, ctx: Context) -> None:
        ctx.ensure_concluded()
        self.ctx = ctx
        self.state = AsyncConnectState.AWAIT_SUBSCRIPTION
        self.control_response_poller: ControlResponsePoller | None = None
        self.archive_proxy: ArchiveProxy | None = None
        self.correlation_id = NULL_VALUE
        self.control_session_id = NULL_VALUE
        self.archive_protocol_version = 0
        self._challenge_answer = b""
        self._archive: AeronArchive | None = None
        assert ctx.aeron is not None
        self._clock = ctx.aeron.context.clock
        self._deadline_ns = self._clock.nano_time() + ctx.message_timeout_ns

    @property
    def step(self) -> int:
        return int(self.state)

    def poll(self) -> AeronArchive | None:
        """One step of the connect; the AeronArchive once DONE, else None."""
        self._check_deadline()
        state = self.state
        try:
            if state == AsyncConnectState.AWAIT_SUBSCRIPTION:
                self._add_subscription()
            elif state == AsyncConnectState.ADD_PUBLICATION:
                self._add_publication()
            elif state == AsyncConnectState.AWAIT_PUBLICATION_CONNECTED:
                self._await_publication_connected()
            elif state == AsyncConnectState.SEND_CONNECT_REQUEST:
                self._send_connect_request()
            elif state == AsyncConnectState.AWAIT_SUBSCRIPTION_CONNECTED:
                self._await_subscription_connected()
            elif state == AsyncConnectState.SEND_ARCHIVE_ID_REQUEST:
                self._send_archive_id_request()
            elif state == AsyncConnectState.SEND_CHALLENGE_RESPONSE:
                self._send_challenge_response()
            elif state in (
                AsyncConnectState.AWAIT_CONNECT_RESPONSE,
                AsyncConnectState.AWAIT_ARCHIVE_ID_RESPONSE,
                AsyncConnectState.AWAIT_CHALLENGE_RESPONSE,
            ):
                self._poll_for_response()
        except BaseException:
            self.close()
            raise
        return self._archive

    def _check_deadline(self) -> None:
        if self.state != AsyncConnectState.DONE and self._deadline_ns - self._clock.nano_time() < 0:
            state = self.state
            self.close()
            raise ArchiveTimeoutError(
                f"Archive connect timeout: step={state.name} request={self.ctx.control_request_channel} "
                f"stream={self.ctx.control_request_stream_id} response={self.ctx.control_response_channel} "
                f"stream={self.ctx.control_response_stream_id} "
                f"messageTimeout={self.ctx.message_timeout_ns // 1_000_000}ms"
            )

    def _add_subscription(self) -> None:
        ctx = self.ctx
        assert ctx.aeron is not None and ctx.control_response_channel is not None  # set by conclude()
        subscription = ctx.aeron.add_subscription(
            ctx.control_response_channel, ctx.control_response_stream_id
        )
        self.control_response_poller = ControlResponsePoller(subscription, on_malformed=ctx.on_malformed)
        self.state = AsyncConnectState.ADD_PUBLICATION

    def _add_publication(self) -> None:
        ctx = self.ctx
        assert ctx.aeron is not None and ctx.control_request_channel is not None  # set by conclude()
        publication = ctx.aeron.add_exclusive_publication(
            ctx.control_request_channel, ctx.control_request_stream_id
        )
        self.archive_proxy = ArchiveProxy(
            publication,
            nano_clock=self._clock,
            connect_timeout_ns=ctx.message_timeout_ns,
            retry_attempts=ctx.message_retry_attempts,
            credentials_supplier=ctx.credentials_supplier,
            client_info=ctx.client_info(),
        )
        self.state = AsyncConnectState.AWAIT_PUBLICATION_CONNECTED

    def _await_publication_connected(self) -> None:
        assert self.archive_proxy is not None and self.ctx.aeron is not None
        if self.archive_proxy.publication.is_connected:
            self.correlation_id = self.ctx.aeron.next_correlation_id()
            self.state = AsyncConnectState.SEND_CONNECT_REQUEST

    def _send_connect_request(self) -> None:
        assert self.archive_proxy is not None and self.control_response_poller is not None
        ctx = self.ctx
        response_channel = self.control_response_poller.subscription.try_resolve_channel_endpoint_port()
        if response_channel is None:
            return  # the driver has not bound the response endpoint's port yet
        if self.archive_proxy.try_connect(
            response_channel, ctx.control_response_stream_id, self.correlation_id
        ):
            self.state = AsyncConnectState.AWAIT_SUBSCRIPTION_CONNECTED

    def _await_subscription_connected(self) -> None:
        assert self.control_response_poller is not None
        if self.control_response_poller.subscription.is_connected:
            self.state = AsyncConnectState.AWAIT_CONNECT_RESPONSE

    def _send_archive_id_request(self) -> None:
        assert self.archive_proxy is not None
        if self.archive_proxy.archive_id(self.correlation_id, self.control_session_id):
            self.state = AsyncConnectState.AWAIT_ARCHIVE_ID_RESPONSE

    def _send_challenge_response(self) -> None:
        assert self.archive_proxy is not None
        if self.archive_proxy.try_challenge_response(
            self._challenge_answer, self.correlation_id, self.control_session_id
        ):
            self.state = AsyncConnectState.AWAIT_CHALLENGE_RESPONSE

    def _poll_for_response(self) -> None:
        poller = self.control_response_poller
        assert poller is not None and self.archive_proxy is not None and self.ctx.aeron is not None
        poller.poll()
        if not poller.is_poll_complete or poller.correlation_id != self.correlation_id:
            return
        self.control_session_id = poller.control_session_id
        if poller.was_challenged:
            self._challenge_answer = bytes(
                self.ctx.credentials_supplier.on_challenge(poller.encoded_challenge or b"")
            )
            self.correlation_id = self.ctx.aeron.next_correlation_id()
            self.state = AsyncConnectState.SEND_CHALLENGE_RESPONSE
            return
        if poller.template_id != codecs.ControlResponseDecoder.TEMPLATE_ID:
            return
        code = poller.code
        if code != codecs.ControlResponseCode.OK:
            self.archive_proxy.close_session(self.control_session_id)
            if code == codecs.ControlResponseCode.ERROR:
                raise ArchiveError(poller.error_message, poller.relevant_id, self.correlation_id)
            raise ArchiveError(f"unexpected response: code={code!r}", correlation_id=self.correlation_id)
        if self.state == AsyncConnectState.AWAIT_ARCHIVE_ID_RESPONSE:
            self._done(poller.relevant_id)
            return
        self.archive_protocol_version = poller.version
        if poller.version < PROTOCOL_VERSION_WITH_ARCHIVE_ID:
            self._done(NULL_VALUE)
        else:
            self.correlation_id = self.ctx.aeron.next_correlation_id()
            self.state = AsyncConnectState.SEND_ARCHIVE_ID_REQUEST

    def _done(self, archive_id: int) -> None:
        from aeronkit.archive.client.aeron_archive import AeronArchive

        assert self.archive_proxy is not None and self.control_response_poller is not None
        if not self.archive_proxy.keep_alive(self.control_session_id, NULL_VALUE):
            self.archive_proxy.close_session(self.control_session_id)
            raise ArchiveError("failed to send keep alive after archive connect")
        self._archive = AeronArchive(
            self.ctx,
            self.control_response_poller,
            self.archive_proxy,
            self.control_session_id,
            archive_id,
            self.archive_protocol_version,
        )
        self.state = AsyncConnectState.DONE

    def close(self) -> None:
        """Free what a failed or abandoned connect created (not the connected AeronArchive's resources)."""
        if self.state == AsyncConnectState.DONE:
            return
        if self.control_response_poller is not None:
            self.control_response_poller.subscription.close()
            self.control_response_poller = None
        if self.archive_proxy is not None:
            self.archive_proxy.publication.close()
            self.archive_proxy = None
        self.ctx.close()

    def __repr__(self) -> str:
        return (
            f"AsyncConnect(state={self.state.name}, archive_protocol="
            f"{semantic_version_string(self.archive_protocol_version)})"
        )
