"""The client conductor: the agent that talks to the media driver for one Aeron client.

Follows aeron-client/src/main/java/io/aeron/ClientConductor.java at 1.51.0. Its duty cycle reads the
driver's broadcasts (responses, images coming and going, counters), checks that the driver is alive (the
to-driver ring buffer's consumer heartbeat must be younger than the driver timeout) and keeps this
client alive for the driver by release-storing the time into the client's heartbeat counter every
keepalive interval. Like Aeron's, it is guarded by a lock: API calls on the user's threads send a command
and then service the conductor themselves while waiting for the answer, so a response is never missed
whether the duty cycle runs on its own thread or through an invoker.

Image handlers (available, unavailable), counter handlers (available, unavailable) and close handlers run
under that lock, in the middle of reading the driver's broadcasts. As in Aeron (``isInCallback`` and
``ensureNotReentrant``), every call that would send a command or service the conductor raises
ReentrantCallError from inside them, before anything is sent or changed; the command queries
(``is_command_active``, ``has_active_commands``) and removing a handler by id stay allowed, and a duty
cycle started from inside a handler (an invoker's ``invoke()``) does nothing. Poll handlers are not
callbacks in this sense: polls do not take the lock.
"""

from __future__ import annotations

import contextlib
import random
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aeronkit._native import ffi, lib
from aeronkit.client.counter import Counter, CounterValue
from aeronkit.client.driver_events_adapter import (
    DriverEventsAdapter,
    ImageReady,
    ImageUnavailable,
    PublicationReady,
)
from aeronkit.client.driver_proxy import DriverProxy
from aeronkit.client.image import Image
from aeronkit.client.publication import ExclusivePublication, Publication
from aeronkit.client.subscription import ImageHandler, Subscription
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.broadcast import CopyBroadcastReceiver
from aeronkit.concurrent.counters import MAX_KEY_LENGTH, MAX_LABEL_LENGTH, RECORD_ALLOCATED, CountersReader
from aeronkit.concurrent.ring_buffer import ManyToOneRingBuffer
from aeronkit.constants import NULL_VALUE, compose_semantic_version
from aeronkit.counter_types import CounterTypeId
from aeronkit.errors import (
    AeronError,
    ClosedError,
    DriverTimeoutError,
    LappedError,
    ProtocolError,
    ReentrantCallError,
    RegistrationError,
)
from aeronkit.logbuffer import LogBuffers

if TYPE_CHECKING:
    from aeronkit.client.aeron import Context

HEARTBEAT_TYPE_ID = CounterTypeId.DRIVER_HEARTBEAT  # "client-heartbeat"
DRIVER_SYSTEM_COUNTER_TYPE_ID = CounterTypeId.DRIVER_SYSTEM_COUNTER
SYSTEM_COUNTER_ID_CONTROL_PROTOCOL_VERSION = 43  # AeronCounters, 1.51.0
CONTROL_PROTOCOL_VERSION_WITH_NEXT_SESSION_ID = compose_semantic_version(1, 0, 0)
CHANNEL_ENDPOINT_ERROR = 4  # ErrorCode.CHANNEL_ENDPOINT_ERROR

ASYNC_RESOURCE = "resource"  # async add of a publication, subscription or counter: error kept for get_*
ASYNC_COMMAND = "command"  # async destination or remove: error goes to the error handler

CounterHandler = Callable[[CountersReader, int, int], None]
"""(counters_reader, registration_id, counter_id), as Aeron's Available/UnavailableCounterHandler."""


class ChannelEndpointError(AeronError):
    """The driver reports a channel endpoint (socket) of one of our publications or subscriptions failed."""

    def __init__(self, status_indicator_id: int, message: str) -> None:
        self.status_indicator_id = status_indicator_id
        super().__init__(f"channel endpoint error (status counter {status_indicator_id}): {message}")


def _check_counter(key: bytes, label: str) -> None:
    """Aeron's argument checks for counters (CountersManager limits), before anything is sent."""
    if len(key) > MAX_KEY_LENGTH:
        raise ValueError(f"key length out of bounds: {len(key)} > {MAX_KEY_LENGTH}")
    if len(label.encode("ascii", errors="replace")) > MAX_LABEL_LENGTH:
        raise ValueError(f"label length exceeds MAX_LABEL_LENGTH: {len(label)} > {MAX_LABEL_LENGTH}")


def _pop_handler(handlers: dict[int, Any], handler_or_id: Any) -> bool:
    if isinstance(handler_or_id, int):
        return handlers.pop(handler_or_id, None) is not None
    for key, value in list(handlers.items()):
        if value is handler_or_id:
            del handlers[key]
            return True
    return False


def _random_session_id() -> int:
    """BitUtil.generateRandomisedId: a random int32, for drivers without GET_NEXT_AVAILABLE_SESSION_ID."""
    return random.randint(-(2**31), 2**31 - 1)


class ClientTimeoutError(AeronError, TimeoutError):
    """The driver timed this client out (its heartbeat counter went stale) and freed its resources."""


@dataclass
class _Pending:
    kind: str
    done: bool = False
    result: Any = None
    error: BaseException | None = None
    extra: dict[str, Any] = field(default_factory=dict)


class ClientConductor:
    """Agent (role ``aeron-client-conductor``); every public method takes the lock."""

    def __init__(self, ctx: Context, to_driver: ManyToOneRingBuffer, receiver: CopyBroadcastReceiver,
                 counters_reader: CountersReader, counters_values: AtomicBuffer, client_id: int) -> None:
        self.ctx = ctx
        self.clock = ctx.clock
        self.to_driver = to_driver
        self.counters_reader = counters_reader
        self.counters_values = counters_values
        self.client_id = client_id
        self.proxy = DriverProxy(to_driver, client_id)
        self.adapter = DriverEventsAdapter(receiver, self, self._report)
        self.lock = threading.RLock()
        self.driver_timeout_ns = ctx.driver_timeout_ms * 1_000_000
        self._pending: dict[int, _Pending] = {}
        self._publications: dict[int, Publication] = {}
        self._subscriptions: dict[int, Subscription] = {}
        self._counters: dict[int, Counter] = {}
        self._pending_subscriptions: set[int] = set()
        self._async: dict[int, str] = {}  # Aeron's asyncCommandIdSet, with what each command is
        self._async_errors: dict[int, RegistrationError] = {}
        self._stashed_channels: dict[int, str] = {}
        self._available_counter_handlers: dict[int, CounterHandler] = {}
        self._unavailable_counter_handlers: dict[int, CounterHandler] = {}
        self._close_handlers: dict[int, Callable[[], None]] = {}
        if ctx.available_counter_handler is not None:
            self._available_counter_handlers[to_driver.next_correlation_id()] = ctx.available_counter_handler
        if ctx.unavailable_counter_handler is not None:
            handler_id = to_driver.next_correlation_id()
            self._unavailable_counter_handlers[handler_id] = ctx.unavailable_counter_handler
        self._lingering: list[tuple[int, Callable[[], None]]] = []
        self._heartbeat: CounterValue | None = None
        self._last_keepalive_ns = self.clock.nano_time()
        self.terminal_error: BaseException | None = None
        self.closed = False
        self._in_callback = False  # Aeron's isInCallback: a user handler is running under the lock

    # -- agent ------------------------------------------------------------------------------------------

    def role_name(self) -> str:
        return "aeron-client-conductor"

    def on_start(self) -> None:
        return None

    def on_close(self) -> None:
        return None

    def do_work(self) -> int:
        if not self.lock.acquire(blocking=False):
            return 0
        try:
            if self.closed or self.terminal_error is not None:
                return 0
            return self._service()
        finally:
            self.lock.release()

    def _service(self) -> int:
        if self._in_callback:  # never re-enter the broadcast receive from a handler it is calling
            return 0
        work = 0
        try:
            work += self.adapter.receive(10)
        except LappedError as exc:
            self._report(exc)
        work += self._check_timeouts()
        return work

    def _report(self, error: BaseException) -> None:
        with contextlib.suppress(Exception):  # a failing error handler must not stop the conductor
            self.ctx.error_handler(error)

    # -- liveness ---------------------------------------------------------------------------------------

    def _check_timeouts(self) -> int:
        now_ns = self.clock.nano_time()
        if now_ns - self._last_keepalive_ns < self.ctx.keepalive_interval_ns:
            return 0
        self._last_keepalive_ns = now_ns
        now_ms = self.clock.time_ms()
        heartbeat_ms = self.to_driver.consumer_heartbeat_time
        if now_ms > heartbeat_ms + self.ctx.driver_timeout_ms:
            # A closing driver sets the heartbeat to NULL_VALUE (DriverConductor.onClose): no age to report
            # (aeron-client/src/main/java/io/aeron/ClientConductor.java, checkLiveness).
            self._terminate(DriverTimeoutError(
                f"MediaDriver ({self.ctx.aeron_dir}) has been shut down" if heartbeat_ms == NULL_VALUE else
                f"MediaDriver keepalive: age={now_ms - heartbeat_ms}ms > "
                f"driver_timeout_ms={self.ctx.driver_timeout_ms} "
                f"(is the driver of {self.ctx.aeron_dir} dead?)"))
            return 1
        self._keep_alive(now_ms)
        self._unmap_lingering(now_ns)
        return 1

    def _keep_alive(self, now_ms: int) -> None:
        reader = self.counters_reader
        if self._heartbeat is None:
            counter_id = reader.find_by_type_id_and_registration_id(HEARTBEAT_TYPE_ID, self.client_id)
            if counter_id >= 0:
                self._heartbeat = CounterValue(self.counters_values, counter_id)
                self._heartbeat.set_release(now_ms)
                self._label_heartbeat(counter_id)
            return
        counter_id = self._heartbeat.counter_id
        if (reader.get_counter_state(counter_id) != RECORD_ALLOCATED
                or reader.get_counter_type_id(counter_id) != HEARTBEAT_TYPE_ID
                or reader.get_counter_registration_id(counter_id) != self.client_id):
            self._terminate(ClientTimeoutError(
                f"client heartbeat counter {counter_id} is no longer ours: the driver timed out "
                f"client {self.client_id}"))
            return
        self._heartbeat.set_release(now_ms)

    def _label_heartbeat(self, counter_id: int) -> None:
        """Append `` name=<client name> version=<aeronkit version>`` to the heartbeat counter's label, as
        Aeron's client does once it has found the counter, so AeronStat tells clients apart."""
        from aeronkit import __version__

        reader = self.counters_reader
        label = reader.get_counter_label(counter_id) + f" name={self.ctx.client_name} version={__version__}"
        encoded = label.encode("ascii", errors="replace")[:MAX_LABEL_LENGTH]
        metadata = reader.metadata
        lib.aeronkit_counters_set_label(metadata.ptr, metadata.length, counter_id, ffi.from_buffer(encoded),
                                        len(encoded))

    @property
    def heartbeat_counter_id(self) -> int:
        return -1 if self._heartbeat is None else self._heartbeat.counter_id

    def _terminate(self, error: BaseException) -> None:
        """The driver or this client's session is gone: close everything locally and report once."""
        if self.terminal_error is not None:
            return
        self.terminal_error = error
        self._force_close_resources()
        for pending in self._pending.values():
            pending.error = error
            pending.done = True
        self._report(error)

    def _ensure_usable(self) -> None:
        if self.closed:
            raise ClosedError("Aeron client is closed")
        if self.terminal_error is not None:
            raise type(self.terminal_error)(str(self.terminal_error))

    def _ensure_not_reentrant(self) -> None:
        """Called with the lock held, so a set flag means this very thread is inside a handler."""
        if self._in_callback:
            raise ReentrantCallError("reentrant calls not permitted during callbacks")

    def _is_shut(self) -> bool:
        return self.closed or self.terminal_error is not None

    @contextlib.contextmanager
    def _callback(self) -> Iterator[None]:
        """Run a user handler (image, counter, close) with the reentrancy flag set, as Aeron does."""
        outer = self._in_callback
        self._in_callback = True
        try:
            yield
        finally:
            self._in_callback = outer

    # -- awaiting responses -----------------------------------------------------------------------------

    def _await(self, correlation_id: int) -> Any:
        """Service the conductor on this thread until the driver answers ``correlation_id``.

        Two deadlines, whichever passes first: ``driver_timeout_ms`` on the context's clock (so a
        simulation decides when the driver is late) and the same span on the OS monotonic clock, a guard
        so that a ManualClock nobody advances cannot hang the caller forever.
        """
        deadline = self.clock.nano_time() + self.driver_timeout_ns
        guard = time.monotonic_ns() + self.driver_timeout_ns
        idle = self.ctx.awaiting_idle_strategy
        driver = self.ctx.driver_agent_invoker
        idle.reset()
        while True:
            if driver is not None:
                driver.invoke()
            with self.lock:
                pending = self._pending[correlation_id]
                if not pending.done and self.terminal_error is None:
                    self._service()
                if pending.done or self.terminal_error is not None:
                    del self._pending[correlation_id]
                    if pending.error is not None:
                        raise pending.error
                    self._ensure_usable()
                    return pending.result
                if self.clock.nano_time() > deadline or time.monotonic_ns() > guard:
                    del self._pending[correlation_id]
                    raise DriverTimeoutError(
                        f"no response from MediaDriver within {self.ctx.driver_timeout_ms} ms "
                        f"(correlation id {correlation_id}, {pending.kind})")
            idle.idle(0)

    def _send(self, kind: str, send: Callable[[], int], **extra: Any) -> int:
        """Write a command and register it as awaited (``_await`` collects the answer)."""
        with self.lock:
            self._ensure_usable()
            self._ensure_not_reentrant()
            correlation_id = send()
            self._pending[correlation_id] = _Pending(kind, extra=extra)
            return correlation_id

    def _send_async(self, send: Callable[[], int], kind: str = ASYNC_COMMAND) -> int:
        """Write a command whose answer nobody waits for; ``is_command_active`` tracks it."""
        with self.lock:
            self._ensure_usable()
            self._ensure_not_reentrant()
            correlation_id = send()
            self._async[correlation_id] = kind
            return correlation_id

    def _call(self, kind: str, send: Callable[[], int], **extra: Any) -> Any:
        return self._await(self._send(kind, send, **extra))

    # -- API: publications and subscriptions ------------------------------------------------------------

    def add_publication(self, channel: str, stream_id: int, exclusive: bool) -> Publication:
        publication: Publication = self._call(
            "add exclusive publication" if exclusive else "add publication",
            lambda: self.proxy.add_publication(channel, stream_id, exclusive), channel=channel)
        return publication

    def async_add_publication(self, channel: str, stream_id: int, exclusive: bool) -> int:
        with self.lock:
            registration_id = self._send_async(
                lambda: self.proxy.add_publication(channel, stream_id, exclusive), ASYNC_RESOURCE)
            self._stashed_channels[registration_id] = channel
            return registration_id

    def get_publication(self, registration_id: int, exclusive: bool) -> Publication | None:
        """The publication of an ``async_add_*publication`` once the driver made it, else None.

        Raises the driver's RegistrationError (once) when it refused the publication.
        """
        with self.lock:
            self._ensure_usable()
            self._ensure_not_reentrant()
            if registration_id in self._async:
                self._service()
            publication = self._publications.get(registration_id)
            if publication is not None and isinstance(publication, ExclusivePublication) == exclusive:
                return publication
            self._raise_async_error(registration_id)
            return None

    def add_subscription(self, channel: str, stream_id: int, available: ImageHandler | None,
                         unavailable: ImageHandler | None) -> Subscription:
        with self.lock:
            self._ensure_usable()
            self._ensure_not_reentrant()
            corr = self.proxy.add_subscription(channel, stream_id)
            subscription = self._new_subscription(channel, stream_id, corr, available, unavailable)
            self._pending[corr] = _Pending("add subscription", extra={"subscription": subscription})
        try:
            self._await(corr)
        except BaseException:
            with self.lock:
                self._subscriptions.pop(corr, None)
                for image in subscription._internal_close():
                    image._unmap()
            raise
        return subscription

    def _new_subscription(self, channel: str, stream_id: int, registration_id: int,
                          available: ImageHandler | None, unavailable: ImageHandler | None) -> Subscription:
        subscription = Subscription(self, channel, stream_id, registration_id,
                                    available or self.ctx.available_image_handler,
                                    unavailable or self.ctx.unavailable_image_handler)
        self._subscriptions[registration_id] = subscription
        return subscription

    def async_add_subscription(self, channel: str, stream_id: int, available: ImageHandler | None,
                               unavailable: ImageHandler | None) -> int:
        with self.lock:
            registration_id = self._send_async(
                lambda: self.proxy.add_subscription(channel, stream_id), ASYNC_RESOURCE)
            self._new_subscription(channel, stream_id, registration_id, available, unavailable)
            self._pending_subscriptions.add(registration_id)
            return registration_id

    def get_subscription(self, registration_id: int) -> Subscription | None:
        with self.lock:
            self._ensure_usable()
            self._ensure_not_reentrant()
            if registration_id in self._async:
                self._service()
            subscription = self._subscriptions.get(registration_id)
            if subscription is not None and registration_id not in self._pending_subscriptions:
                return subscription
            self._raise_async_error(registration_id)
            return None

    def _raise_async_error(self, correlation_id: int) -> None:
        error = self._async_errors.pop(correlation_id, None)
        if error is not None:
            raise error

    # -- API: destinations ------------------------------------------------------------------------------

    def add_destination(self, registration_id: int, endpoint_channel: str) -> int:
        """Blocking ADD_DESTINATION; returns its correlation id (the destination's registration id)."""
        corr = self._send("add destination",
                          lambda: self.proxy.add_destination(registration_id, endpoint_channel))
        self._await(corr)
        return corr

    def remove_destination(self, registration_id: int, endpoint_channel: str) -> None:
        self._call("remove destination",
                   lambda: self.proxy.remove_destination(registration_id, endpoint_channel))

    def remove_destination_by_id(self, registration_id: int, destination_registration_id: int) -> None:
        self._call("remove destination by id", lambda: self.proxy.remove_destination_by_id(
            registration_id, destination_registration_id))

    def add_rcv_destination(self, registration_id: int, endpoint_channel: str) -> None:
        self._call("add rcv destination",
                   lambda: self.proxy.add_rcv_destination(registration_id, endpoint_channel))

    def remove_rcv_destination(self, registration_id: int, endpoint_channel: str) -> None:
        self._call("remove rcv destination",
                   lambda: self.proxy.remove_rcv_destination(registration_id, endpoint_channel))

    def async_add_destination(self, registration_id: int, endpoint_channel: str) -> int:
        return self._send_async(lambda: self.proxy.add_destination(registration_id, endpoint_channel))

    def async_remove_destination(self, registration_id: int, endpoint_channel: str) -> int:
        return self._send_async(lambda: self.proxy.remove_destination(registration_id, endpoint_channel))

    def async_remove_destination_by_id(self, registration_id: int, destination_registration_id: int) -> int:
        return self._send_async(
            lambda: self.proxy.remove_destination_by_id(registration_id, destination_registration_id))

    def async_add_rcv_destination(self, registration_id: int, endpoint_channel: str) -> int:
        return self._send_async(lambda: self.proxy.add_rcv_destination(registration_id, endpoint_channel))

    def async_remove_rcv_destination(self, registration_id: int, endpoint_channel: str) -> int:
        return self._send_async(lambda: self.proxy.remove_rcv_destination(registration_id, endpoint_channel))

    def is_command_active(self, correlation_id: int) -> bool:
        """True while an async command has no answer; its error is reported to the error handler."""
        with self.lock:
            if self.closed:
                return False
            self._ensure_usable()
            if correlation_id in self._async:
                self._service()
            return correlation_id in self._async

    def has_active_commands(self) -> bool:
        with self.lock:
            if self.closed:
                return False
            self._ensure_usable()
            return bool(self._async)

    # -- API: counters ----------------------------------------------------------------------------------

    def add_counter(self, type_id: int, key: bytes, label: str) -> Counter:
        _check_counter(key, label)
        counter: Counter = self._call("add counter", lambda: self.proxy.add_counter(type_id, key, label))
        return counter

    def async_add_counter(self, type_id: int, key: bytes, label: str) -> int:
        _check_counter(key, label)
        return self._send_async(lambda: self.proxy.add_counter(type_id, key, label), ASYNC_RESOURCE)

    def add_static_counter(self, type_id: int, key: bytes, label: str, registration_id: int) -> Counter:
        _check_counter(key, label)
        counter: Counter = self._call("add static counter", lambda: self.proxy.add_static_counter(
            type_id, key, label, registration_id))
        return counter

    def async_add_static_counter(self, type_id: int, key: bytes, label: str, registration_id: int) -> int:
        _check_counter(key, label)
        return self._send_async(
            lambda: self.proxy.add_static_counter(type_id, key, label, registration_id), ASYNC_RESOURCE)

    def get_counter(self, correlation_id: int) -> Counter | None:
        with self.lock:
            self._ensure_usable()
            self._ensure_not_reentrant()
            if correlation_id in self._async:
                self._service()
            counter = self._counters.get(correlation_id)
            if counter is not None:
                return counter
            self._raise_async_error(correlation_id)
            return None

    def add_available_counter_handler(self, handler: CounterHandler) -> int:
        with self.lock:
            self._ensure_usable()
            self._ensure_not_reentrant()
            registration_id = self.to_driver.next_correlation_id()
            self._available_counter_handlers[registration_id] = handler
            return registration_id

    def add_unavailable_counter_handler(self, handler: CounterHandler) -> int:
        with self.lock:
            self._ensure_usable()
            self._ensure_not_reentrant()
            registration_id = self.to_driver.next_correlation_id()
            self._unavailable_counter_handlers[registration_id] = handler
            return registration_id

    def remove_available_counter_handler(self, handler_or_id: CounterHandler | int) -> bool:
        return self._remove_handler(self._available_counter_handlers, handler_or_id)

    def remove_unavailable_counter_handler(self, handler_or_id: CounterHandler | int) -> bool:
        return self._remove_handler(self._unavailable_counter_handlers, handler_or_id)

    def add_close_handler(self, handler: Callable[[], None]) -> int:
        with self.lock:
            self._ensure_usable()
            self._ensure_not_reentrant()
            registration_id = self.to_driver.next_correlation_id()
            self._close_handlers[registration_id] = handler
            return registration_id

    def remove_close_handler(self, handler_or_id: Callable[[], None] | int) -> bool:
        return self._remove_handler(self._close_handlers, handler_or_id)

    def _remove_handler(self, handlers: dict[int, Any], handler_or_id: Any) -> bool:
        """By id: always allowed. By the handler itself: False once closed, and guarded, as in Aeron."""
        with self.lock:
            if not isinstance(handler_or_id, int):
                if self._is_shut():
                    return False
                self._ensure_not_reentrant()
            return _pop_handler(handlers, handler_or_id)

    # -- API: the rest ----------------------------------------------------------------------------------

    def next_session_id(self, stream_id: int) -> int:
        """GET_NEXT_AVAILABLE_SESSION_ID when the driver's control protocol has it (>= 1.0.0), else random."""
        if self.control_protocol_version < CONTROL_PROTOCOL_VERSION_WITH_NEXT_SESSION_ID:
            with self.lock:
                self._ensure_usable()
            return _random_session_id()
        session_id: int = self._call("next available session id",
                                     lambda: self.proxy.next_available_session_id(stream_id))
        return session_id

    def _rejector_for(self, subscription: Subscription) -> Callable[[int, int, str], None]:
        def reject(image_correlation_id: int, position: int, reason: str) -> None:
            if subscription.channel.startswith("aeron-spy:"):
                raise ValueError("spies can not reject images")  # Subscription.rejectImage
            self.reject_image(image_correlation_id, position, reason)
        return reject

    def reject_image(self, image_correlation_id: int, position: int, reason: str) -> None:
        self._call("reject image", lambda: self.proxy.reject_image(image_correlation_id, position, reason))

    @property
    def control_protocol_version(self) -> int:
        """The driver's control protocol version (system counter 43), 0 when it publishes none."""
        reader = self.counters_reader
        counter_id = SYSTEM_COUNTER_ID_CONTROL_PROTOCOL_VERSION
        try:
            if (reader.get_counter_state(counter_id) == RECORD_ALLOCATED
                    and reader.get_counter_type_id(counter_id) == DRIVER_SYSTEM_COUNTER_TYPE_ID
                    and reader.get_counter_registration_id(counter_id) == counter_id):
                return reader.get_counter_value(counter_id)
        except ProtocolError:
            pass
        return 0

    # -- releasing --------------------------------------------------------------------------------------

    def release_publication(self, publication: Publication) -> None:
        with self.lock:
            if not self._is_shut():
                self._ensure_not_reentrant()
            if publication.is_closed:
                return
            publication._internal_close()
            self._publications.pop(publication.registration_id, None)
            self._linger(publication.logs.close)
            if self.closed or self.terminal_error is not None:
                return
            corr = self.proxy.remove_publication(publication.registration_id, publication._revoke_on_close)
            self._pending[corr] = _Pending("remove publication")
        self._await(corr)

    def async_remove_publication(self, registration_id: int) -> None:
        """Close a publication by registration id (also one still being added) without waiting."""
        with self.lock:
            if self._is_shut():
                return
            self._ensure_not_reentrant()
            publication = self._publications.pop(registration_id, None)
            revoke = False
            if publication is not None:
                publication._internal_close()
                self._linger(publication.logs.close)
                revoke = publication._revoke_on_close
            was_async = registration_id in self._async
            self._async.pop(registration_id, None)
            if was_async or publication is not None:
                self._async[self.proxy.remove_publication(registration_id, revoke)] = ASYNC_COMMAND
                self._stashed_channels.pop(registration_id, None)

    def release_subscription(self, subscription: Subscription) -> None:
        with self.lock:
            if not self._is_shut():
                self._ensure_not_reentrant()
            if subscription.is_closed:
                return
            self._subscriptions.pop(subscription.registration_id, None)
            self._pending_subscriptions.discard(subscription.registration_id)
            self._close_images(subscription)
            if self.closed or self.terminal_error is not None:
                return
            corr = self.proxy.remove_subscription(subscription.registration_id)
            self._pending[corr] = _Pending("remove subscription")
        self._await(corr)

    def async_remove_subscription(self, registration_id: int) -> None:
        with self.lock:
            if self._is_shut():
                return
            self._ensure_not_reentrant()
            subscription = self._subscriptions.pop(registration_id, None)
            self._pending_subscriptions.discard(registration_id)
            if subscription is not None:
                self._close_images(subscription)
            was_async = registration_id in self._async
            self._async.pop(registration_id, None)
            if was_async or subscription is not None:
                self._async[self.proxy.remove_subscription(registration_id)] = ASYNC_COMMAND

    def release_counter(self, counter: Counter) -> None:
        """Close a counter: REMOVE_COUNTER for one this client owns; a static counter stays in the driver."""
        with self.lock:
            if not self._is_shut():
                self._ensure_not_reentrant()
            if counter.is_closed:
                return
            counter._internal_close()
            correlation_id, client_owned = counter.correlation_id, counter.client_owned
            if self._counters.get(correlation_id) is counter:
                del self._counters[correlation_id]
            if self._is_shut() or not client_owned:
                return
            corr = self.proxy.remove_counter(correlation_id)
            self._pending[corr] = _Pending("remove counter")
        self._await(corr)

    def async_remove_counter(self, registration_id: int) -> None:
        with self.lock:
            if self._is_shut():
                return
            self._ensure_not_reentrant()
            counter = self._counters.pop(registration_id, None)
            if counter is not None:
                counter._internal_close()
            was_async = registration_id in self._async
            self._async.pop(registration_id, None)
            if was_async or (counter is not None and counter.client_owned):
                self._async[self.proxy.remove_counter(registration_id)] = ASYNC_COMMAND

    # -- driver events (called with the lock held, from _service) ---------------------------------------

    def on_error(self, correlation_id: int, error_code: int, message: str) -> None:
        """An awaited command raises; an async resource's error is kept for get_*; others are reported."""
        pending = self._pending.get(correlation_id)
        if pending is not None and not pending.done:
            pending.error = RegistrationError(correlation_id, error_code, f"{pending.kind}: {message}")
            pending.done = True
            return
        if error_code == CHANNEL_ENDPOINT_ERROR:
            self._on_channel_endpoint_error(correlation_id, message)
            return
        kind = self._async.pop(correlation_id, None)
        if kind is None:
            return
        self._stashed_channels.pop(correlation_id, None)
        error = RegistrationError(correlation_id, error_code, message)
        if kind != ASYNC_RESOURCE:
            self._report(error)
            return
        self._async_errors[correlation_id] = error
        if correlation_id in self._pending_subscriptions:
            self._pending_subscriptions.discard(correlation_id)
            subscription = self._subscriptions.pop(correlation_id, None)
            if subscription is not None:
                subscription._internal_close()

    def _on_channel_endpoint_error(self, status_id: int, message: str) -> None:
        """Aeron sends the channel status counter id as the correlation id: tell the user, once."""
        resources: list[Publication | Subscription] = [*self._publications.values(),
                                                       *self._subscriptions.values()]
        if any(r.channel_status_id == status_id for r in resources):
            self._report(ChannelEndpointError(status_id, message))
        if status_id in self._async:
            self._async.pop(status_id, None)
            self._stashed_channels.pop(status_id, None)
            self._report(RegistrationError(status_id, CHANNEL_ENDPOINT_ERROR, message))

    def on_publication_ready(self, ready: PublicationReady) -> None:
        pending = self._pending.get(ready.correlation_id)
        if pending is not None and not pending.done:
            channel = pending.extra["channel"]
        elif ready.correlation_id in self._async:
            self._async.pop(ready.correlation_id, None)
            channel = self._stashed_channels.pop(ready.correlation_id, "")
            pending = _Pending("async add publication")
        else:
            return
        try:
            logs = LogBuffers.from_file(ready.log_file_name)
            cls = ExclusivePublication if ready.exclusive else Publication
            publication = cls(self, channel, ready.stream_id, ready.session_id,
                              ready.correlation_id, ready.registration_id, logs,
                              CounterValue(self.counters_values, ready.publication_limit_counter_id),
                              ready.channel_status_indicator_id)
        except Exception as exc:
            pending.error = exc
            if ready.correlation_id not in self._pending:
                self._report(exc)
        else:
            self._publications[publication.registration_id] = publication
            pending.result = publication
        pending.done = True

    def on_subscription_ready(self, correlation_id: int, channel_status_id: int) -> None:
        pending = self._pending.get(correlation_id)
        if pending is not None and not pending.done:
            subscription: Subscription = pending.extra["subscription"]
            subscription.channel_status_id = channel_status_id
            pending.result = subscription
            pending.done = True
        elif correlation_id in self._async:
            self._async.pop(correlation_id, None)
            self._pending_subscriptions.discard(correlation_id)
            ready = self._subscriptions.get(correlation_id)
            if ready is not None:
                ready.channel_status_id = channel_status_id

    def on_operation_success(self, correlation_id: int) -> None:
        self._async.pop(correlation_id, None)
        pending = self._pending.get(correlation_id)
        if pending is not None and not pending.done:
            pending.done = True

    def on_counter_ready(self, correlation_id: int, counter_id: int) -> None:
        """Ours (awaited or async): a new Counter; every counter also goes to the available handlers."""
        pending = self._pending.get(correlation_id)
        ours = pending is not None and not pending.done
        if not ours and correlation_id in self._async:
            self._async.pop(correlation_id, None)
            ours = True
        if ours:
            try:
                counter = Counter(self, correlation_id, counter_id, self.counters_values)
            except Exception as exc:
                if pending is not None:
                    pending.error = exc
                    pending.done = True
                else:
                    self._report(exc)
                return
            self._counters[correlation_id] = counter
            if pending is not None:
                pending.result = counter
                pending.done = True
        self._notify_counter(self._available_counter_handlers, correlation_id, counter_id)

    def on_static_counter(self, correlation_id: int, counter_id: int) -> None:
        pending = self._pending.get(correlation_id)
        awaited = pending is not None and not pending.done
        if not awaited and correlation_id not in self._async:
            return
        self._async.pop(correlation_id, None)
        try:
            registration_id = self.counters_reader.get_counter_registration_id(counter_id)
            counter = Counter(self, correlation_id, counter_id, self.counters_values,
                              registration_id=registration_id, client_owned=False)
        except Exception as exc:
            if pending is not None and awaited:
                pending.error = exc
                pending.done = True
            else:
                self._report(exc)
            return
        self._counters[correlation_id] = counter
        if pending is not None and awaited:
            pending.result = counter
            pending.done = True

    def on_unavailable_counter(self, registration_id: int, counter_id: int) -> None:
        self._notify_counter(self._unavailable_counter_handlers, registration_id, counter_id)
        counter = self._counters.get(registration_id)
        if counter is not None and counter.client_owned and counter.counter_id == counter_id:
            del self._counters[registration_id]
            counter._internal_close()

    def on_publication_error(self, frame: Any) -> None:
        """An error frame a receiver sent one of our publications (e.g. its image was rejected):
        to the context's ``publication_error_frame_handler``, as Aeron's ClientConductor does."""
        handler = self.ctx.publication_error_frame_handler
        if handler is None:
            return
        if any(p.original_registration_id == frame.registration_id for p in self._publications.values()):
            try:
                handler(frame)
            except Exception as exc:
                self._report(exc)

    def on_next_available_session_id(self, correlation_id: int, session_id: int) -> None:
        pending = self._pending.get(correlation_id)
        if pending is not None and not pending.done:
            pending.result = session_id
            pending.done = True

    def _notify_counter(self, handlers: dict[int, CounterHandler], registration_id: int,
                        counter_id: int) -> None:
        for handler in list(handlers.values()):
            try:
                with self._callback():
                    handler(self.counters_reader, registration_id, counter_id)
            except Exception as exc:
                self._report(exc)

    def on_available_image(self, ready: ImageReady) -> None:
        subscription = self._subscriptions.get(ready.subscription_registration_id)
        if subscription is None or subscription.is_closed:
            return
        if any(i.correlation_id == ready.correlation_id for i in subscription._images):
            return
        try:
            logs = LogBuffers.from_file(ready.log_file_name)
            image = Image(ready.correlation_id, ready.session_id, ready.stream_id,
                          ready.subscription_registration_id, ready.source_identity, logs,
                          CounterValue(self.counters_values, ready.subscriber_position_id),
                          self.ctx.max_batch_fragments)
        except Exception as exc:
            self._report(exc)
            return
        image._rejector = self._rejector_for(subscription)
        subscription._add_image(image)
        handler = subscription.available_image_handler
        if handler is not None:
            try:
                with self._callback():
                    handler(image)
            except Exception as exc:
                self._report(exc)

    def on_unavailable_image(self, event: ImageUnavailable) -> None:
        subscription = self._subscriptions.get(event.subscription_registration_id)
        if subscription is None:
            return
        image = subscription._remove_image(event.correlation_id)
        if image is None:
            return
        self._linger(image._unmap)
        self._notify_unavailable(subscription, [image])

    def _close_images(self, subscription: Subscription) -> None:
        """Close the subscription and its images; each goes to its unavailable-image handler, whichever way
        the subscription closes (close, async remove, the client closing), as ClientConductor.closeImages
        does (aeron-client/src/main/java/io/aeron/ClientConductor.java, 1.51.0)."""
        images = subscription._internal_close()
        for image in images:
            self._linger(image._unmap)
        self._notify_unavailable(subscription, images)

    def _notify_unavailable(self, subscription: Subscription, images: list[Image]) -> None:
        handler = subscription.unavailable_image_handler
        if handler is None:
            return
        for image in images:
            try:
                with self._callback():
                    handler(image)
            except Exception as exc:
                self._report(exc)

    def on_client_timeout(self, client_id: int) -> None:
        if client_id == self.client_id:
            self._terminate(ClientTimeoutError(f"client {client_id} timed out by the driver"))

    # -- resources --------------------------------------------------------------------------------------

    def _linger(self, unmap: Callable[[], None]) -> None:
        """Unmap later: another thread may still be inside a poll or offer on the closed resource."""
        self._lingering.append((self.clock.nano_time() + self.ctx.resource_linger_duration_ns, unmap))

    def _unmap_lingering(self, now_ns: int) -> None:
        if not self._lingering:
            return
        keep = []
        for deadline, unmap in self._lingering:
            if now_ns >= deadline:
                unmap()
            else:
                keep.append((deadline, unmap))
        self._lingering = keep

    def _force_close_resources(self) -> None:
        for publication in list(self._publications.values()):
            publication._internal_close()
            self._linger(publication.logs.close)
        self._publications.clear()
        for subscription in list(self._subscriptions.values()):
            self._close_images(subscription)
        self._subscriptions.clear()
        self._pending_subscriptions.clear()
        for counter in list(self._counters.values()):
            counter._internal_close()
            if counter.client_owned:
                self._notify_counter(self._unavailable_counter_handlers, counter.registration_id,
                                     counter.counter_id)
        self._counters.clear()

    def close(self) -> None:
        """Close every resource, tell the driver (CLIENT_CLOSE) and unmap all logs. Idempotent."""
        with self.lock:
            if self.closed:
                return
            terminated = self.terminal_error is not None
            self._force_close_resources()
            for handler in list(self._close_handlers.values()):
                try:
                    with self._callback():
                        handler()
                except Exception as exc:
                    self._report(exc)
            self.closed = True
            if not terminated:
                try:
                    self.proxy.client_close()
                except Exception as exc:
                    self._report(exc)
            for _, unmap in self._lingering:
                unmap()
            self._lingering.clear()
