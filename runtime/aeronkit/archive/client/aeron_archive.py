"""``AeronArchive``: a control session with an Aeron Archive (ours or Aeron's ArchivingMediaDriver).

A session is an exclusive publication to the archive's control request channel and a subscription to
our control response channel; requests carry a correlation id and the archive answers each with a
ControlResponse (or a stream of descriptors). The API mirrors
aeron-archive/src/main/java/io/aeron/archive/client/AeronArchive.java at 1.51.0 in snake_case, with two
Python decisions:

* every request has a blocking form (``get_stop_position``) and a poll-based form
  (``async_get_stop_position``) returning an ``ArchiveOperation``; see async_operation.py;
* failures raise ``ArchiveError`` carrying the archive's error code (``ArchiveErrorCode``), and a
  missing answer raises ``ArchiveTimeoutError`` naming the request and the message timeout.

Calls are serialised by a re-entrant lock, so one AeronArchive may be shared by threads; recording
signals met while waiting are handed to ``Context.recording_signal_consumer``. A handler the client runs
(signal or descriptor consumer, error handler) must not call back into the same client: that raises
``ReentrantCallError``, as Aeron's client does. Settings default to Aeron's
values and may come from ``aeron.archive.*`` properties or ``AERON_ARCHIVE_*`` environment variables.
"""

from __future__ import annotations

import contextlib
import enum
import random
import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from aeronkit.archive.client.archive_error import ArchiveError, ArchiveErrorCode, ReentrantCallError
from aeronkit.archive.client.archive_proxy import (
    NULL_LENGTH,
    ArchiveProxy,
    CredentialsSupplier,
    NullCredentialsSupplier,
    ReplayParams,
    ReplicationParams,
    SourceLocation,
)
from aeronkit.archive.client.async_connect import AsyncConnect
from aeronkit.archive.client.async_operation import ArchiveOperation, OperationKind
from aeronkit.archive.client.control_response_poller import ControlResponsePoller
from aeronkit.archive.client.recording_descriptor_poller import (
    RecordingDescriptor,
    RecordingDescriptorConsumer,
    RecordingDescriptorPoller,
)
from aeronkit.archive.client.recording_signal_adapter import RecordingSignalConsumer, RecordingSignalEvent
from aeronkit.archive.client.recording_subscription_descriptor_poller import (
    RecordingSubscriptionDescriptor,
    RecordingSubscriptionDescriptorConsumer,
    RecordingSubscriptionDescriptorPoller,
)
from aeronkit.archive.protocol import PROTOCOL_SEMANTIC_VERSION, REPLAY_ALL_AND_FOLLOW, REPLAY_ALL_AND_STOP
from aeronkit.archive.settings import (
    CONTROL_CHANNEL,
    CONTROL_RESPONSE_STREAM_ID,
    CONTROL_STREAM_ID,
    RECORDING_EVENTS_CHANNEL,
    RECORDING_EVENTS_STREAM_ID,
)
from aeronkit.client import Aeron, ExclusivePublication, Publication, Subscription
from aeronkit.client import Context as AeronContext
from aeronkit.codecs import archive as codecs
from aeronkit.common_settings import AERON_DIR
from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.context import Context as BaseContext
from aeronkit.context import (
    Setting,
    check_positive,
    invalid,
    parse_bool,
    parse_duration_ns,
    parse_int,
    parse_size,
    parse_str,
)
from aeronkit.idle import BackoffIdleStrategy, IdleStrategy
from aeronkit.interop.java import aeron_version

__all__ = [
    "NULL_LENGTH",
    "NULL_POSITION",
    "NULL_VALUE",
    "PROTOCOL_SEMANTIC_VERSION",
    "REPLAY_ALL_AND_FOLLOW",
    "REPLAY_ALL_AND_STOP",
    "AeronArchive",
    "Context",
    "State",
]

MAX_CLIENT_NAME_LENGTH = 100
CLIENT_VERSION = ".".join(map(str, aeron_version()))  # reported in client info, as Aeron's client does
NOT_CONNECTED_MSG = "not connected"
FRAGMENT_LIMIT = 10
# Session ids we put on the control channels: away from the drivers' reserved range near zero.
_SESSION_ID_LOW = 1_000_000
_SESSION_ID_HIGH = 2**31 - 1


class State(enum.Enum):
    CONNECTED = "CONNECTED"
    DISCONNECTED = "DISCONNECTED"
    CLOSED = "CLOSED"


def with_default_params(channel: str, **params: str) -> str:
    """Add ``key=value`` params the channel does not set already (Aeron's applyDefaultParams)."""
    base, _, query = channel.partition("?")
    present = {item.split("=", 1)[0] for item in query.split("|") if item}
    extra = [f"{k.replace('_', '-')}={v}" for k, v in params.items() if k.replace("_", "-") not in present]
    if not extra:
        return channel
    return f"{base}?{'|'.join([*(q for q in query.split('|') if q), *extra])}"


def with_param(channel: str, key: str, value: str) -> str:
    """Set ``key=value`` on a channel, replacing a value it had."""
    base, _, query = channel.partition("?")
    items = [item for item in query.split("|") if item and item.split("=", 1)[0] != key]
    return f"{base}?{'|'.join([*items, f'{key}={value}'])}"


SETTINGS: tuple[Setting[Any], ...] = (
    AERON_DIR,
    replace(CONTROL_CHANNEL, attr="control_request_channel"),
    replace(CONTROL_STREAM_ID, attr="control_request_stream_id"),
    Setting("control_response_channel", "aeron.archive.control.response.channel", None, parse_str,
            "channel the archive answers this client on"),
    CONTROL_RESPONSE_STREAM_ID,
    RECORDING_EVENTS_CHANNEL,
    RECORDING_EVENTS_STREAM_ID,
    Setting("message_timeout_ns", "aeron.archive.message.timeout", 10_000_000_000, parse_duration_ns,
            "longest wait for an answer (and for the whole connect)"),
    Setting("message_retry_attempts", "aeron.archive.message.retry.attempts", 3, parse_int,
            "offers of a request before giving up"),
    Setting("control_term_buffer_length", "aeron.archive.control.term.buffer.length", 64 * 1024, parse_size,
            "term length of the control channels unless they set term-length"),
    Setting("control_term_buffer_sparse", "aeron.archive.control.term.buffer.sparse", True, parse_bool,
            "sparse log buffers for the control channels unless they set sparse"),
    Setting("control_mtu_length", "aeron.archive.control.mtu.length", 1408, parse_size,
            "MTU of the control channels unless they set mtu"),
    Setting("client_name", "aeron.archive.client.name", "", parse_str,
            f"name in the connect request's client info (at most {MAX_CLIENT_NAME_LENGTH} characters)"),
    Setting("aeron", None, None, None, "a connected Aeron client to share (else conclude connects one)"),
    Setting("owns_aeron_client", None, False, None, "close the Aeron client with this context"),
    Setting("credentials_supplier", None, NullCredentialsSupplier, None, "credentials and challenge answers"),
    Setting("idle_strategy", None, lambda: BackoffIdleStrategy(10, 5, 1_000, 1_000_000), None,
            "idle strategy while waiting for answers"),
    Setting("error_handler", None, None, None, "errors of asynchronous operations"),
    Setting("recording_signal_consumer", None, None, None, "recording signals met while waiting"),
    Setting("on_malformed", None, None, None, "told of each malformed message on the response stream"),
)


class Context(BaseContext):
    """Settings of an archive client (AeronArchive.Context): keyword > property > environment > default.

    Give ``aeron`` to share a connected client, else ``conclude()`` connects one to ``aeron_dir`` and owns
    it (closed with the archive client, or at once if the conclude fails). ``conclude`` also applies the
    control defaults (term length, mtu, sparse) to both control channels and gives them one session id.
    One context serves one connection; ``copy()`` gives another (with its own Aeron client if this one
    connected its own).
    """

    COMPONENT = "archive client"
    SETTINGS = SETTINGS

    aeron_dir: str
    control_request_channel: str | None
    control_request_stream_id: int
    control_response_channel: str | None
    control_response_stream_id: int
    recording_events_channel: str | None
    recording_events_stream_id: int
    message_timeout_ns: int
    message_retry_attempts: int
    control_term_buffer_length: int
    control_term_buffer_sparse: bool
    control_mtu_length: int
    client_name: str
    aeron: Aeron | None
    owns_aeron_client: bool
    credentials_supplier: CredentialsSupplier
    idle_strategy: IdleStrategy
    error_handler: Callable[[BaseException], None] | None
    recording_signal_consumer: RecordingSignalConsumer | None
    on_malformed: Callable[[str], None] | None

    def _conclude(self) -> None:
        """AeronArchive.Context.conclude: check, connect Aeron if needed, set the channels' session id."""
        for attr in ("control_request_channel", "control_response_channel"):
            if not getattr(self, attr):
                raise invalid(self.name_of(attr), getattr(self, attr), "must be set")
        check_positive(self.name_of("message_timeout_ns"), self.message_timeout_ns)
        check_positive(self.name_of("message_retry_attempts"), self.message_retry_attempts)
        if len(self.client_name) > MAX_CLIENT_NAME_LENGTH:
            raise invalid(self.name_of("client_name"), self.client_name,
                          f"must be at most {MAX_CLIENT_NAME_LENGTH} characters, not {len(self.client_name)}")
        assert self.control_request_channel is not None and self.control_response_channel is not None
        defaults = {
            "term_length": str(self.control_term_buffer_length),
            "mtu": str(self.control_mtu_length),
            "sparse": "true" if self.control_term_buffer_sparse else "false",
        }
        request = with_default_params(self.control_request_channel, **defaults)
        response = with_default_params(self.control_response_channel, **defaults)
        if "control-mode=response" not in response:
            session_id = str(random.randint(_SESSION_ID_LOW, _SESSION_ID_HIGH))
            request = with_param(request, "session-id", session_id)
            response = with_param(response, "session-id", session_id)
        if self.aeron is None:
            aeron = Aeron.connect(AeronContext(aeron_dir=self.aeron_dir))
            self._derive("aeron", aeron)
            self._derive("owns_aeron_client", True)
            self.on_release(lambda: self._close_owned(aeron))
        elif self.owns_aeron_client:
            self.on_release(self.aeron.close)
        self._derive("control_request_channel", request)
        self._derive("control_response_channel", response)

    def _close_owned(self, aeron: Aeron) -> None:
        aeron.close()
        if not self.is_concluded:  # a failed conclude: a retry connects afresh
            self._derive("aeron", None)
            self._derive("owns_aeron_client", False)

    def client_info(self) -> str:
        return f"name={self.client_name} version={CLIENT_VERSION} commit=aeronkit"

    def close(self) -> None:
        """Close the Aeron client if this context owns it (what ``release`` does)."""
        self.release()


class AeronArchive:
    """A connected control session; use ``AeronArchive.connect(ctx)`` (or ``async_connect``)."""

    def __init__(
        self,
        ctx: Context,
        poller: ControlResponsePoller,
        proxy: ArchiveProxy,
        control_session_id: int,
        archive_id: int,
        archive_protocol_version: int = 0,
    ) -> None:
        assert ctx.aeron is not None and ctx.idle_strategy is not None
        self.context = ctx
        self.aeron = ctx.aeron
        self.control_response_poller = poller
        self.archive_proxy = proxy
        self.control_session_id = control_session_id
        self._archive_id = archive_id
        self.archive_protocol_version = archive_protocol_version
        self.idle_strategy = ctx.idle_strategy
        self.state = State.CONNECTED
        self.last_correlation_id = NULL_VALUE
        self.last_replay_session_id = NULL_VALUE
        self.recording_descriptor_poller = RecordingDescriptorPoller(
            poller.subscription,
            ctx.error_handler,
            control_session_id,
            FRAGMENT_LIMIT,
            self._dispatch_signal,
            poller.check,
        )
        self.recording_subscription_descriptor_poller = RecordingSubscriptionDescriptorPoller(
            poller.subscription,
            ctx.error_handler,
            control_session_id,
            FRAGMENT_LIMIT,
            self._dispatch_signal,
            poller.check,
        )
        self._lock = threading.RLock()
        self._in_callback = False
        self._operation: ArchiveOperation | None = None
        self._clock = self.aeron.context.clock

    # -- connecting -------------------------------------------------------------------------------------

    @classmethod
    def connect(cls, ctx: Context | None = None) -> AeronArchive:
        """Connect and block until the session is established (or ArchiveTimeoutError / ArchiveError)."""
        connect = AsyncConnect(ctx or Context())
        idle = connect.ctx.idle_strategy
        assert idle is not None
        idle.reset()
        while True:
            step = connect.step
            archive = connect.poll()
            if archive is not None:
                return archive
            idle.idle(1 if connect.step != step else 0)

    @classmethod
    def async_connect(cls, ctx: Context | None = None) -> AsyncConnect:
        """Begin connecting; call ``poll()`` on the result until it returns the AeronArchive."""
        return AsyncConnect(ctx or Context())

    # -- state ------------------------------------------------------------------------------------------

    @property
    def archive_id(self) -> int:
        """The archive's id (its Aeron client id unless configured), -1 for archives older than 1.11."""
        return self._archive_id

    @property
    def control_response_subscription(self) -> Subscription:
        subscription: Subscription = self.control_response_poller.subscription
        return subscription

    @property
    def malformed_response_count(self) -> int:
        """Messages on the response stream that were not valid archive messages (skipped, not raised)."""
        return self.control_response_poller.malformed_count

    def _now_ns(self) -> int:
        now: int = self._clock.nano_time()
        return now

    def _ensure_connected(self) -> None:
        if self.state is not State.CONNECTED:
            if self.state is State.CLOSED:
                raise ArchiveError("client is closed")
            self.close()
            raise ArchiveError(f"client is not connected (state={self.state.name})")

    def _check_for_disconnect(self) -> None:
        subscription = self.control_response_poller.subscription
        if not subscription.is_connected:
            self.state = State.DISCONNECTED
            raise ArchiveError(
                f"response channel from archive is not connected, channel={subscription.channel}, "
                f"streamId={subscription.stream_id}, imageCount={subscription.image_count}"
            )

    def _ensure_not_reentrant(self) -> None:
        if self._in_callback:
            raise ReentrantCallError()

    @contextlib.contextmanager
    def _running_handlers(self) -> Iterator[None]:
        """Held (with the lock) around every poll that may run a user handler: a call into this client
        from inside one raises ReentrantCallError (AeronArchive.isInCallback at 1.51.0, which Aeron sets
        around the listings; here it covers every poll that dispatches signals, descriptors or errors)."""
        self._ensure_not_reentrant()
        self._in_callback = True
        try:
            yield
        finally:
            self._in_callback = False

    def _dispatch_signal(self, event: RecordingSignalEvent) -> None:
        consumer = self.context.recording_signal_consumer
        if consumer is not None:
            consumer(event)

    def _on_async_error(self, error: ArchiveError) -> None:
        if self.context.error_handler is not None:
            self.context.error_handler(error)

    # -- the two forms of a request ---------------------------------------------------------------------

    def _begin(
        self,
        what: str,
        send: Callable[[int], bool],
        kind: OperationKind = OperationKind.RESPONSE,
        **options: Any,
    ) -> ArchiveOperation:
        """Send a request now and return the operation to poll for its answer."""
        with self._lock:
            self._ensure_connected()
            self._ensure_not_reentrant()
            if self._operation is not None and not self._operation.done:
                raise ArchiveError(
                    f"cannot start {what}: {self._operation.what} (correlationId="
                    f"{self._operation.correlation_id}) is still in progress"
                )
            correlation_id = self.aeron.next_correlation_id()
            self.last_correlation_id = correlation_id
            if not send(correlation_id):
                raise ArchiveError(f"failed to send {what} request", correlation_id=correlation_id)
            operation = ArchiveOperation(self, what, correlation_id, kind, **options)
            self._operation = operation
            return operation

    def _begin_stop(
        self, what: str, send: Callable[[int], bool], unknown_code: int, allow_unknown: bool
    ) -> ArchiveOperation:
        """A stop request answering True; with allow_unknown, ``unknown_code`` answers False (no error)."""
        return self._begin(
            what,
            send,
            allowed_error_code=unknown_code if allow_unknown else None,
            transform=lambda relevant_id: True,
        )

    def await_operation(self, operation: ArchiveOperation) -> Any:
        """Poll ``operation`` with the idle strategy until it completes; its result."""
        idle = self.idle_strategy
        idle.reset()
        while not operation.poll():
            idle.idle(0)
        return operation.result

    # -- errors and signals -----------------------------------------------------------------------------

    def poll_for_error_response(self) -> str | None:
        """Poll once; the error message if an error for this session arrived, NOT_CONNECTED_MSG if the
        response stream is gone, else None. Other messages are stepped over (signals dispatched)."""
        with self._lock, self._running_handlers():
            self._ensure_connected()
            poller = self.control_response_poller
            if not poller.subscription.is_connected:
                self.state = State.DISCONNECTED
                return NOT_CONNECTED_MSG
            if (
                poller.poll() != 0
                and poller.is_poll_complete
                and poller.control_session_id == self.control_session_id
            ):
                if poller.code == codecs.ControlResponseCode.ERROR:
                    return poller.error_message
                if poller.template_id == codecs.RecordingSignalEventDecoder.TEMPLATE_ID:
                    self._dispatch_poller_signal()
            return None

    def check_for_error_response(self) -> None:
        """Raise ArchiveError (or hand it to the error handler) if the archive sent an error or is gone."""
        with self._lock, self._running_handlers():
            self._ensure_connected()
            poller = self.control_response_poller
            if not poller.subscription.is_connected:
                self.state = State.DISCONNECTED
                self._raise_or_handle(ArchiveError(NOT_CONNECTED_MSG))
            elif (
                poller.poll() != 0
                and poller.is_poll_complete
                and poller.control_session_id == self.control_session_id
            ):
                if poller.code == codecs.ControlResponseCode.ERROR:
                    self._raise_or_handle(
                        ArchiveError(poller.error_message, poller.relevant_id, poller.correlation_id)
                    )
                elif poller.template_id == codecs.RecordingSignalEventDecoder.TEMPLATE_ID:
                    self._dispatch_poller_signal()

    def poll_for_recording_signals(self) -> int:
        """Poll once for a recording signal of this session; 1 if one was dispatched, else 0."""
        with self._lock, self._running_handlers():
            self._ensure_connected()
            poller = self.control_response_poller
            if (
                poller.poll() != 0
                and poller.is_poll_complete
                and poller.control_session_id == self.control_session_id
            ):
                if poller.code == codecs.ControlResponseCode.ERROR:
                    self._raise_or_handle(
                        ArchiveError(poller.error_message, poller.relevant_id, poller.correlation_id)
                    )
                elif poller.template_id == codecs.RecordingSignalEventDecoder.TEMPLATE_ID:
                    self._dispatch_poller_signal()
                    return 1
            return 0

    def _dispatch_poller_signal(self) -> None:
        self._dispatch_signal(self.control_response_poller.signal_event())

    def _raise_or_handle(self, error: ArchiveError) -> None:
        if self.context.error_handler is not None:
            self.context.error_handler(error)
        else:
            raise error

    def send_keep_alive(self) -> bool:
        """Tell the archive this session is alive (it answers nothing)."""
        with self._lock:
            self._ensure_connected()
            return self.archive_proxy.keep_alive(self.control_session_id, NULL_VALUE)

    # -- recording --------------------------------------------------------------------------------------

    def async_start_recording(
        self,
        channel: str,
        stream_id: int,
        source_location: SourceLocation | int = SourceLocation.LOCAL,
        auto_stop: bool = False,
    ) -> ArchiveOperation:
        return self._begin(
            "start recording",
            lambda c: self.archive_proxy.start_recording(
                channel, stream_id, source_location, c, self.control_session_id, auto_stop
            ),
        )

    def start_recording(
        self,
        channel: str,
        stream_id: int,
        source_location: SourceLocation | int = SourceLocation.LOCAL,
        auto_stop: bool = False,
    ) -> int:
        """Record a channel and stream; the archive's subscription id for the recording."""
        return int(
            self.await_operation(self.async_start_recording(channel, stream_id, source_location, auto_stop))
        )

    def async_extend_recording(
        self,
        recording_id: int,
        channel: str,
        stream_id: int,
        source_location: SourceLocation | int = SourceLocation.LOCAL,
        auto_stop: bool = False,
    ) -> ArchiveOperation:
        return self._begin(
            "extend recording",
            lambda c: self.archive_proxy.extend_recording(
                channel, stream_id, source_location, recording_id, c, self.control_session_id, auto_stop
            ),
        )

    def extend_recording(
        self,
        recording_id: int,
        channel: str,
        stream_id: int,
        source_location: SourceLocation | int = SourceLocation.LOCAL,
        auto_stop: bool = False,
    ) -> int:
        """Append a new stream to a stopped recording (same geometry); the recording subscription id."""
        return int(
            self.await_operation(
                self.async_extend_recording(recording_id, channel, stream_id, source_location, auto_stop)
            )
        )

    def async_stop_recording(
        self, channel: str, stream_id: int, allow_unknown: bool = False
    ) -> ArchiveOperation:
        return self._begin_stop(
            "stop recording",
            lambda c: self.archive_proxy.stop_recording(channel, stream_id, c, self.control_session_id),
            ArchiveErrorCode.UNKNOWN_SUBSCRIPTION,
            allow_unknown,
        )

    def stop_recording(self, channel: str, stream_id: int) -> None:
        self.await_operation(self.async_stop_recording(channel, stream_id))

    def try_stop_recording(self, channel: str, stream_id: int) -> bool:
        """Like stop_recording, but False (no error) when no such recording subscription exists."""
        return bool(self.await_operation(self.async_stop_recording(channel, stream_id, allow_unknown=True)))

    def async_stop_recording_subscription(
        self, subscription_id: int, allow_unknown: bool = False
    ) -> ArchiveOperation:
        return self._begin_stop(
            "stop recording subscription",
            lambda c: self.archive_proxy.stop_recording_subscription(
                subscription_id, c, self.control_session_id
            ),
            ArchiveErrorCode.UNKNOWN_SUBSCRIPTION,
            allow_unknown,
        )

    def stop_recording_subscription(self, subscription_id: int) -> None:
        """Stop the recording started with this subscription id (start_recording's result)."""
        self.await_operation(self.async_stop_recording_subscription(subscription_id))

    def try_stop_recording_subscription(self, subscription_id: int) -> bool:
        return bool(self.await_operation(self.async_stop_recording_subscription(subscription_id, True)))

    def async_try_stop_recording_by_identity(self, recording_id: int) -> ArchiveOperation:
        return self._begin(
            "stop recording by identity",
            lambda c: self.archive_proxy.stop_recording_by_identity(recording_id, c, self.control_session_id),
            transform=lambda relevant_id: relevant_id != 0,
        )

    def try_stop_recording_by_identity(self, recording_id: int) -> bool:
        """Stop an active recording by its id; True if one was stopped."""
        return bool(self.await_operation(self.async_try_stop_recording_by_identity(recording_id)))

    def stop_recording_publication(self, publication: Publication) -> None:
        """Stop recording a publication this client added (by its session-specific channel)."""
        channel = with_param(publication.channel, "session-id", str(publication.session_id))
        self.stop_recording(channel, publication.stream_id)

    def add_recorded_publication(self, channel: str, stream_id: int) -> Publication:
        """A publication whose session is recorded from its first byte."""
        publication = self.aeron.add_publication(channel, stream_id)
        if publication.original_registration_id != publication.registration_id:
            publication.close()
            raise ArchiveError(f"publication already added for channel={channel} streamId={stream_id}")
        try:
            self.start_recording(with_param(channel, "session-id", str(publication.session_id)), stream_id)
        except BaseException:
            publication.close()
            raise
        return publication

    def add_recorded_exclusive_publication(self, channel: str, stream_id: int) -> ExclusivePublication:
        publication = self.aeron.add_exclusive_publication(channel, stream_id)
        try:
            self.start_recording(with_param(channel, "session-id", str(publication.session_id)), stream_id)
        except BaseException:
            publication.close()
            raise
        return publication

    # -- positions and lookups --------------------------------------------------------------------------

    def _recording_query(self, what: str, send: Callable[..., bool], recording_id: int) -> ArchiveOperation:
        return self._begin(what, lambda c: send(recording_id, c, self.control_session_id))

    def async_get_recording_position(self, recording_id: int) -> ArchiveOperation:
        return self._recording_query(
            "get recording position", self.archive_proxy.get_recording_position, recording_id
        )

    def get_recording_position(self, recording_id: int) -> int:
        """Live recorded position of an active recording; NULL_POSITION if it is not active."""
        return int(self.await_operation(self.async_get_recording_position(recording_id)))

    def async_get_start_position(self, recording_id: int) -> ArchiveOperation:
        return self._recording_query(
            "get start position", self.archive_proxy.get_start_position, recording_id
        )

    def get_start_position(self, recording_id: int) -> int:
        return int(self.await_operation(self.async_get_start_position(recording_id)))

    def async_get_stop_position(self, recording_id: int) -> ArchiveOperation:
        return self._recording_query("get stop position", self.archive_proxy.get_stop_position, recording_id)

    def get_stop_position(self, recording_id: int) -> int:
        """Stop position from the catalog; NULL_POSITION while the recording is active."""
        return int(self.await_operation(self.async_get_stop_position(recording_id)))

    def async_get_max_recorded_position(self, recording_id: int) -> ArchiveOperation:
        return self._recording_query(
            "get max recorded position", self.archive_proxy.get_max_recorded_position, recording_id
        )

    def get_max_recorded_position(self, recording_id: int) -> int:
        """Live position if active, else the stop position."""
        return int(self.await_operation(self.async_get_max_recorded_position(recording_id)))

    def async_find_last_matching_recording(
        self, min_recording_id: int, channel_fragment: str, stream_id: int, session_id: int
    ) -> ArchiveOperation:
        return self._begin(
            "find last matching recording",
            lambda c: self.archive_proxy.find_last_matching_recording(
                min_recording_id, channel_fragment, stream_id, session_id, c, self.control_session_id
            ),
        )

    def find_last_matching_recording(
        self, min_recording_id: int, channel_fragment: str, stream_id: int, session_id: int
    ) -> int:
        """Highest recording id >= min_recording_id of this stream and session (matched exactly) whose
        channel contains the fragment; -1 if none."""
        return int(
            self.await_operation(
                self.async_find_last_matching_recording(
                    min_recording_id, channel_fragment, stream_id, session_id
                )
            )
        )

    def async_request_archive_id(self) -> ArchiveOperation:
        return self._begin("archive id", lambda c: self.archive_proxy.archive_id(c, self.control_session_id))

    def request_archive_id(self) -> int:
        """Ask the archive for its id again (``archive_id`` holds the value learnt at connect)."""
        return int(self.await_operation(self.async_request_archive_id()))

    # -- listing ----------------------------------------------------------------------------------------

    def async_list_recordings(
        self, from_recording_id: int, record_count: int, consumer: RecordingDescriptorConsumer
    ) -> ArchiveOperation:
        return self._begin(
            "list recordings",
            lambda c: self.archive_proxy.list_recordings(
                from_recording_id, record_count, c, self.control_session_id
            ),
            OperationKind.DESCRIPTORS,
            count=record_count,
            consumer=consumer,
        )

    def list_recordings(
        self, from_recording_id: int, record_count: int, consumer: RecordingDescriptorConsumer
    ) -> int:
        """Hand up to ``record_count`` descriptors from ``from_recording_id`` on to ``consumer``; how many."""
        return int(
            self.await_operation(self.async_list_recordings(from_recording_id, record_count, consumer))
        )

    def async_list_recordings_for_uri(
        self,
        from_recording_id: int,
        record_count: int,
        channel_fragment: str,
        stream_id: int,
        consumer: RecordingDescriptorConsumer,
    ) -> ArchiveOperation:
        return self._begin(
            "list recordings for uri",
            lambda c: self.archive_proxy.list_recordings_for_uri(
                from_recording_id, record_count, channel_fragment, stream_id, c, self.control_session_id
            ),
            OperationKind.DESCRIPTORS,
            count=record_count,
            consumer=consumer,
        )

    def list_recordings_for_uri(
        self,
        from_recording_id: int,
        record_count: int,
        channel_fragment: str,
        stream_id: int,
        consumer: RecordingDescriptorConsumer,
    ) -> int:
        return int(
            self.await_operation(
                self.async_list_recordings_for_uri(
                    from_recording_id, record_count, channel_fragment, stream_id, consumer
                )
            )
        )

    def async_list_recording(
        self, recording_id: int, consumer: RecordingDescriptorConsumer
    ) -> ArchiveOperation:
        return self._begin(
            "list recording",
            lambda c: self.archive_proxy.list_recording(recording_id, c, self.control_session_id),
            OperationKind.DESCRIPTORS,
            count=1,
            consumer=consumer,
        )

    def list_recording(self, recording_id: int, consumer: RecordingDescriptorConsumer) -> int:
        """1 if the recording exists (its descriptor went to ``consumer``), else 0."""
        return int(self.await_operation(self.async_list_recording(recording_id, consumer)))

    def get_recording_descriptor(self, recording_id: int) -> RecordingDescriptor | None:
        """The catalog descriptor of one recording, or None if the archive does not know it."""
        found: list[RecordingDescriptor] = []
        self.list_recording(recording_id, found.append)
        return found[0] if found else None

    def recording_descriptors(
        self,
        from_recording_id: int = 0,
        record_count: int = 2**31 - 1,
        channel_fragment: str | None = None,
        stream_id: int = 0,
    ) -> list[RecordingDescriptor]:
        """Descriptors as a list: all, or those on ``stream_id`` whose channel holds ``channel_fragment``."""
        found: list[RecordingDescriptor] = []
        if channel_fragment is None:
            self.list_recordings(from_recording_id, record_count, found.append)
        else:
            self.list_recordings_for_uri(
                from_recording_id, record_count, channel_fragment, stream_id, found.append
            )
        return found

    def async_list_recording_subscriptions(
        self,
        pseudo_index: int,
        subscription_count: int,
        channel_fragment: str,
        stream_id: int,
        apply_stream_id: bool,
        consumer: RecordingSubscriptionDescriptorConsumer,
    ) -> ArchiveOperation:
        return self._begin(
            "list recording subscriptions",
            lambda c: self.archive_proxy.list_recording_subscriptions(
                pseudo_index,
                subscription_count,
                channel_fragment,
                stream_id,
                apply_stream_id,
                c,
                self.control_session_id,
            ),
            OperationKind.SUBSCRIPTION_DESCRIPTORS,
            count=subscription_count,
            consumer=consumer,
        )

    def list_recording_subscriptions(
        self,
        pseudo_index: int,
        subscription_count: int,
        channel_fragment: str,
        stream_id: int,
        apply_stream_id: bool,
        consumer: RecordingSubscriptionDescriptorConsumer,
    ) -> int:
        return int(
            self.await_operation(
                self.async_list_recording_subscriptions(
                    pseudo_index, subscription_count, channel_fragment, stream_id, apply_stream_id, consumer
                )
            )
        )

    def recording_subscriptions(
        self, channel_fragment: str = "", stream_id: int = 0, apply_stream_id: bool = False
    ) -> list[RecordingSubscriptionDescriptor]:
        found: list[RecordingSubscriptionDescriptor] = []
        self.list_recording_subscriptions(
            0, 2**31 - 1, channel_fragment, stream_id, apply_stream_id, found.append
        )
        return found

    # -- truncate and purge -----------------------------------------------------------------------------

    def async_truncate_recording(self, recording_id: int, position: int) -> ArchiveOperation:
        return self._begin(
            "truncate recording",
            lambda c: self.archive_proxy.truncate_recording(
                recording_id, position, c, self.control_session_id
            ),
        )

    def truncate_recording(self, recording_id: int, position: int) -> int:
        """Cut a stopped recording back to ``position`` (a frame boundary); segment files deleted."""
        return int(self.await_operation(self.async_truncate_recording(recording_id, position)))

    def async_purge_recording(self, recording_id: int) -> ArchiveOperation:
        return self._recording_query("purge recording", self.archive_proxy.purge_recording, recording_id)

    def purge_recording(self, recording_id: int) -> int:
        """Delete a stopped recording and its segments; the number of segment files deleted."""
        return int(self.await_operation(self.async_purge_recording(recording_id)))

    # -- replay -----------------------------------------------------------------------------------------

    def async_start_replay(
        self,
        recording_id: int,
        replay_channel: str,
        replay_stream_id: int,
        params: ReplayParams | None = None,
    ) -> ArchiveOperation:
        params = params or ReplayParams()
        return self._begin(
            "start replay",
            lambda c: self.archive_proxy.replay(
                recording_id, replay_channel, replay_stream_id, params, c, self.control_session_id
            ),
        )

    def start_replay(
        self,
        recording_id: int,
        replay_channel: str,
        replay_stream_id: int,
        params: ReplayParams | None = None,
        *,
        position: int | None = None,
        length: int | None = None,
    ) -> int:
        """Replay a recording to any channel; the replay session id (low 32 bits = the image session id).

        ``position`` NULL_POSITION starts at the recording's start; ``length`` REPLAY_ALL_AND_FOLLOW
        follows an active recording, REPLAY_ALL_AND_STOP stops at the position current at the request.
        """
        params = _replay_params(params, position, length)
        operation = self.async_start_replay(recording_id, replay_channel, replay_stream_id, params)
        self.last_replay_session_id = int(self.await_operation(operation))
        return self.last_replay_session_id

    def start_bounded_replay(
        self,
        recording_id: int,
        position: int,
        length: int,
        limit_counter_id: int,
        replay_channel: str,
        replay_stream_id: int,
    ) -> int:
        """A replay that never passes the value of counter ``limit_counter_id``."""
        params = ReplayParams(position=position, length=length, bounding_limit_counter_id=limit_counter_id)
        return self.start_replay(recording_id, replay_channel, replay_stream_id, params)

    def replay(
        self,
        recording_id: int,
        replay_channel: str,
        replay_stream_id: int,
        params: ReplayParams | None = None,
        *,
        position: int | None = None,
        length: int | None = None,
    ) -> Subscription:
        """Start a replay and subscribe to it (the channel narrowed to the replay's session id)."""
        replay_session_id = self.start_replay(
            recording_id, replay_channel, replay_stream_id, params, position=position, length=length
        )
        session_id = _to_int32(replay_session_id)
        return self.aeron.add_subscription(
            with_param(replay_channel, "session-id", str(session_id)), replay_stream_id
        )

    def async_stop_replay(self, replay_session_id: int, allow_unknown: bool = False) -> ArchiveOperation:
        return self._begin_stop(
            "stop replay",
            lambda c: self.archive_proxy.stop_replay(replay_session_id, c, self.control_session_id),
            ArchiveErrorCode.UNKNOWN_REPLAY,
            allow_unknown,
        )

    def stop_replay(self, replay_session_id: int) -> None:
        self.await_operation(self.async_stop_replay(replay_session_id))

    def try_stop_replay(self, replay_session_id: int) -> bool:
        """Stop a replay; False (no error) if it had already ended."""
        return bool(self.await_operation(self.async_stop_replay(replay_session_id, allow_unknown=True)))

    def async_stop_all_replays(self, recording_id: int = NULL_VALUE) -> ArchiveOperation:
        return self._recording_query("stop all replays", self.archive_proxy.stop_all_replays, recording_id)

    def stop_all_replays(self, recording_id: int = NULL_VALUE) -> None:
        """Stop every replay of a recording (NULL_VALUE: of every recording)."""
        self.await_operation(self.async_stop_all_replays(recording_id))

    # -- segments ---------------------------------------------------------------------------------------

    def detach_segments(self, recording_id: int, new_start_position: int) -> None:
        self.await_operation(
            self._begin(
                "detach segments",
                lambda c: self.archive_proxy.detach_segments(
                    recording_id, new_start_position, c, self.control_session_id
                ),
            )
        )

    def delete_detached_segments(self, recording_id: int) -> int:
        return int(
            self.await_operation(
                self._recording_query(
                    "delete detached segments", self.archive_proxy.delete_detached_segments, recording_id
                )
            )
        )

    def purge_segments(self, recording_id: int, new_start_position: int) -> int:
        return int(
            self.await_operation(
                self._begin(
                    "purge segments",
                    lambda c: self.archive_proxy.purge_segments(
                        recording_id, new_start_position, c, self.control_session_id
                    ),
                )
            )
        )

    def attach_segments(self, recording_id: int) -> int:
        return int(
            self.await_operation(
                self._recording_query("attach segments", self.archive_proxy.attach_segments, recording_id)
            )
        )

    def migrate_segments(self, src_recording_id: int, dst_recording_id: int) -> int:
        return int(
            self.await_operation(
                self._begin(
                    "migrate segments",
                    lambda c: self.archive_proxy.migrate_segments(
                        src_recording_id, dst_recording_id, c, self.control_session_id
                    ),
                )
            )
        )

    # -- replication ------------------------------------------------------------------------------------

    def async_replicate(
        self,
        src_recording_id: int,
        src_control_stream_id: int,
        src_control_channel: str,
        params: ReplicationParams | None = None,
    ) -> ArchiveOperation:
        params = params or ReplicationParams()
        return self._begin(
            "replicate",
            lambda c: self.archive_proxy.replicate(
                src_recording_id,
                src_control_stream_id,
                src_control_channel,
                params,
                c,
                self.control_session_id,
            ),
        )

    def replicate(
        self,
        src_recording_id: int,
        src_control_stream_id: int,
        src_control_channel: str,
        params: ReplicationParams | None = None,
        *,
        dst_recording_id: int | None = None,
        live_destination: str | None = None,
    ) -> int:
        """Copy a recording from another archive into this one; the replication id (stop it with it)."""
        params = params or ReplicationParams()
        if dst_recording_id is not None:
            params.dst_recording_id = dst_recording_id
        if live_destination is not None:
            params.live_destination = live_destination
        return int(
            self.await_operation(
                self.async_replicate(src_recording_id, src_control_stream_id, src_control_channel, params)
            )
        )

    def tagged_replicate(
        self,
        src_recording_id: int,
        dst_recording_id: int,
        channel_tag_id: int,
        subscription_tag_id: int,
        src_control_stream_id: int,
        src_control_channel: str,
        live_destination: str | None = None,
    ) -> int:
        """Replicate with the replication subscription tagged, so a live merge can share it."""
        params = ReplicationParams(
            dst_recording_id=dst_recording_id,
            channel_tag_id=channel_tag_id,
            subscription_tag_id=subscription_tag_id,
            live_destination=live_destination,
        )
        return self.replicate(src_recording_id, src_control_stream_id, src_control_channel, params)

    def async_stop_replication(self, replication_id: int, allow_unknown: bool = False) -> ArchiveOperation:
        return self._begin_stop(
            "stop replication",
            lambda c: self.archive_proxy.stop_replication(replication_id, c, self.control_session_id),
            ArchiveErrorCode.UNKNOWN_REPLICATION,
            allow_unknown,
        )

    def stop_replication(self, replication_id: int) -> None:
        self.await_operation(self.async_stop_replication(replication_id))

    def try_stop_replication(self, replication_id: int) -> bool:
        return bool(self.await_operation(self.async_stop_replication(replication_id, allow_unknown=True)))

    # -- lifecycle --------------------------------------------------------------------------------------

    def close(self) -> None:
        """Close the control session (best effort), its publication and subscription, and an owned Aeron."""
        with self._lock:
            if self.state is State.CLOSED:
                return
            was_connected = self.state is State.CONNECTED
            self.state = State.CLOSED
            try:
                if was_connected:
                    with contextlib.suppress(ArchiveError):
                        self.archive_proxy.close_session(self.control_session_id)
                if not self.context.owns_aeron_client:
                    self.archive_proxy.publication.close()
                    self.control_response_poller.subscription.close()
            finally:
                self.context.close()

    def __enter__(self) -> AeronArchive:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (
            f"AeronArchive(control_session_id={self.control_session_id}, archive_id={self._archive_id}, "
            f"state={self.state.name})"
        )


def _replay_params(params: ReplayParams | None, position: int | None, length: int | None) -> ReplayParams:
    params = ReplayParams(**vars(params)) if params is not None else ReplayParams()
    if position is not None:
        params.position = position
    if length is not None:
        params.length = length
    return params


def replay_image_session_id(replay_session_id: int) -> int:
    """The session id of a replay's image: the low 32 bits of the replay session id, signed."""
    return _to_int32(replay_session_id)


def _to_int32(value: int) -> int:
    low = value & 0xFFFFFFFF
    return low - (1 << 32) if low & 0x80000000 else low
