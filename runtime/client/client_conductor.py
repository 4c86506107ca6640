"""The client conductor: the agent that talks to the media driver for one Aeron client.

Follows aeron-client/src/main/java/io/aeron/ClientConductor.java at 1.51.0. Its duty cycle reads the
driver's broadcasts (responses, images coming and going, counters), checks that the driver is alive (the
to-driver ring buffer's consumer heartbeat must be younger than the driver timeout) and keeps this
client alive for the driver by release-storing the time into the client's heartbeat counter every
keepalive interval. Like Aeron's, it is guarded by a lock: API calls on the user's threads send a command
and then service the conductor themselves while waiting for the answer, so a response is never missed
whether the duty cycle runs on its own thread or through an invoker.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

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
from aeronkit.concurrent.broadcast import CopyBroadcastReceiver, LappedError
from aeronkit.concurrent.counters import RECORD_ALLOCATED, CountersReader
from aeronkit.concurrent.ring_buffer import ManyToOneRingBuffer
from aeronkit.errors import AeronError, ClosedError, DriverTimeoutError, RegistrationError
from aeronkit.logbuffer import LogBuffers

if TYPE_CHECKING:
    from aeronkit.client.aeron import Context

HEARTBEAT_TYPE_ID = 11  # AeronCounters.DRIVER_HEARTBEAT_TYPE_ID ("client-heartbeat")


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
        self._lingering: list[tuple[int, Callable[[], None]]] = []
        self._heartbeat: CounterValue | None = None
        self._last_keepalive_ns = self.clock.nano_time()
        self.terminal_error: BaseException | None = None
        self.closed = False

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
            self._terminate(DriverTimeoutError(
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

    # -- awaiting responses -----------------------------------------------------------------------------

    def _await(self, correlation_id: int) -> Any:
        """Service the conductor on this thread until the driver answers ``correlation_id``."""
        deadline = self.clock.nano_time() + self.driver_timeout_ns
        idle = self.ctx.awaiting_idle_strategy
        idle.reset()
        while True:
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
                if self.clock.nano_time() > deadline:
                    del self._pending[correlation_id]
                    raise DriverTimeoutError(
                        f"no response from MediaDriver within {self.ctx.driver_timeout_ms} ms "
                        f"(correlation id {correlation_id}, {pending.kind})")
            idle.idle(0)

    def _send(self, kind: str, send: Callable[[], int], **extra: Any) -> int:
        with self.lock:
            self._ensure_usable()
            correlation_id = send()
            self._pending[correlation_id] = _Pending(kind, extra=extra)
            return correlation_id

    # -- API --------------------------------------------------------------------------------------------

    def add_publication(self, channel: str, stream_id: int, exclusive: bool) -> Publication:
        corr = self._send("add exclusive publication" if exclusive else "add publication",
                          lambda: self.proxy.add_publication(channel, stream_id, exclusive), channel=channel)
        publication: Publication = self._await(corr)
        return publication

    def add_subscription(self, channel: str, stream_id: int, available: ImageHandler | None,
                         unavailable: ImageHandler | None) -> Subscription:
        with self.lock:
            self._ensure_usable()
            corr = self.proxy.add_subscription(channel, stream_id)
            subscription = Subscription(self, channel, stream_id, corr,
                                        available or self.ctx.available_image_handler,
                                        unavailable or self.ctx.unavailable_image_handler)
            self._subscriptions[corr] = subscription
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

    def add_counter(self, type_id: int, key: bytes, label: str) -> Counter:
        corr = self._send("add counter", lambda: self.proxy.add_counter(type_id, key, label))
        counter: Counter = self._await(corr)
        return counter

    def release_publication(self, publication: Publication) -> None:
        with self.lock:
            if publication.is_closed:
                return
            publication._internal_close()
            self._publications.pop(publication.registration_id, None)
            self._linger(publication.logs.close)
            if self.closed or self.terminal_error is not None:
                return
            corr = self.proxy.remove_publication(publication.registration_id)
            self._pending[corr] = _Pending("remove publication")
        self._await(corr)

    def release_subscription(self, subscription: Subscription) -> None:
        with self.lock:
            if subscription.is_closed:
                return
            self._subscriptions.pop(subscription.registration_id, None)
            for image in subscription._internal_close():
                self._linger(image._unmap)
            if self.closed or self.terminal_error is not None:
                return
            corr = self.proxy.remove_subscription(subscription.registration_id)
            self._pending[corr] = _Pending("remove subscription")
        self._await(corr)

    def release_counter(self, counter: Counter) -> None:
        with self.lock:
            if counter.is_closed:
                return
            counter._internal_close()
            self._counters.pop(counter.registration_id, None)
            if self.closed or self.terminal_error is not None:
                return
            corr = self.proxy.remove_counter(counter.registration_id)
            self._pending[corr] = _Pending("remove counter")
        self._await(corr)

    # -- driver events (called with the lock held, from _service) ---------------------------------------

    def on_error(self, correlation_id: int, error_code: int, message: str) -> None:
        pending = self._pending.get(correlation_id)
        if pending is not None and not pending.done:
            pending.error = RegistrationError(correlation_id, error_code, f"{pending.kind}: {message}")
            pending.done = True

    def on_publication_ready(self, ready: PublicationReady) -> None:
        pending = self._pending.get(ready.correlation_id)
        if pending is None or pending.done:
            return
        try:
            logs = LogBuffers.from_file(ready.log_file_name)
            cls = ExclusivePublication if ready.exclusive else Publication
            publication = cls(self, pending.extra["channel"], ready.stream_id, ready.session_id,
                              ready.correlation_id, ready.registration_id, logs,
                              CounterValue(self.counters_values, ready.publication_limit_counter_id),
                              ready.channel_status_indicator_id)
        except Exception as exc:
            pending.error = exc
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

    def on_operation_success(self, correlation_id: int) -> None:
        pending = self._pending.get(correlation_id)
        if pending is not None and not pending.done:
            pending.done = True

    def on_counter_ready(self, correlation_id: int, counter_id: int) -> None:
        pending = self._pending.get(correlation_id)
        if pending is not None and not pending.done:
            counter = Counter(self, correlation_id, counter_id, self.counters_values)
            self._counters[correlation_id] = counter
            pending.result = counter
            pending.done = True

    def on_unavailable_counter(self, registration_id: int, counter_id: int) -> None:
        counter = self._counters.pop(registration_id, None)
        if counter is not None:
            counter._internal_close()

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
        subscription._add_image(image)
        handler = subscription.available_image_handler
        if handler is not None:
            try:
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
        handler = subscription.unavailable_image_handler
        if handler is not None:
            try:
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
            for image in subscription._internal_close():
                self._linger(image._unmap)
        self._subscriptions.clear()
        for counter in list(self._counters.values()):
            counter._internal_close()
        self._counters.clear()

    def close(self) -> None:
        """Close every resource, tell the driver (CLIENT_CLOSE) and unmap all logs. Idempotent."""
        with self.lock:
            if self.closed:
                return
            terminated = self.terminal_error is not None
            self._force_close_resources()
            self.closed = True
            if not terminated:
                try:
                    self.proxy.client_close()
                except Exception as exc:
                    self._report(exc)
            for _, unmap in self._lingering:
                unmap()
            self._lingering.clear()
