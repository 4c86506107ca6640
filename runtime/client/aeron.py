"""``Aeron`` (the client entry point) and its ``Context``.

``Aeron.connect(Context(...))`` maps the driver's cnc.dat, refuses a CnC of another major version,
checks that the driver is alive, takes a client id from the to-driver ring buffer and starts the client
conductor: on its own thread (an AgentRunner with the context's idle strategy) or, with
``use_conductor_agent_invoker=True``, stepped by the caller through ``aeron.conductor_agent_invoker``.
Mirrors aeron-client/src/main/java/io/aeron/Aeron.java at 1.51.0; settings default to Aeron's values and
may come from ``aeron.*`` properties (``-Daeron.dir=...``) or ``AERON_*`` environment variables.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aeronkit import config
from aeronkit.agent import AgentInvoker, AgentRunner
from aeronkit.client.client_conductor import ClientConductor, CounterHandler
from aeronkit.client.counter import Counter
from aeronkit.client.image import DEFAULT_MAX_BATCH_FRAGMENTS
from aeronkit.client.publication import ExclusivePublication, Publication
from aeronkit.client.subscription import ImageHandler, Subscription
from aeronkit.clock import SystemEpochClock, SystemNanoClock
from aeronkit.cnc import CncFile, CncNotReadyError, default_aeron_dir
from aeronkit.command.responses import PublicationErrorFrame
from aeronkit.concurrent.broadcast import CopyBroadcastReceiver
from aeronkit.concurrent.counters import CountersReader
from aeronkit.errors import ClosedError, ConfigurationError, CorruptFileError, DriverTimeoutError
from aeronkit.idle import IdleStrategy, SleepingIdleStrategy

DRIVER_TIMEOUT_PROP_NAME = "aeron.driver.timeout"
DRIVER_TIMEOUT_DEFAULT_MS = 10_000
KEEPALIVE_INTERVAL_NS = 500_000_000
IDLE_SLEEP_PROP_NAME = "aeron.client.idle.sleep.duration"
IDLE_SLEEP_DEFAULT_NS = 16_000_000
RESOURCE_LINGER_PROP_NAME = "aeron.client.resource.linger.duration"
RESOURCE_LINGER_DEFAULT_NS = 3_000_000_000
CLIENT_NAME_PROP_NAME = "aeron.client.name"
MAX_CLIENT_NAME_LENGTH = 100
AWAITING_IDLE_SLEEP_NS = 1_000_000


class SystemClock:
    """Monotonic nanoseconds and epoch milliseconds from the OS (ManualClock is the test double)."""

    __slots__ = ("_epoch", "_nano")

    def __init__(self) -> None:
        self._nano = SystemNanoClock()
        self._epoch = SystemEpochClock()

    def nano_time(self) -> int:
        return self._nano.nano_time()

    def time_ms(self) -> int:
        return self._epoch.time_ms()


def _print_error(error: BaseException) -> None:
    traceback.print_exception(error, file=sys.stderr)


@dataclass
class Context:
    """Client settings. ``None`` means: Aeron property / environment variable, else Aeron's default."""

    aeron_dir: str | None = None
    driver_timeout_ms: int | None = None
    use_conductor_agent_invoker: bool = False
    idle_strategy: IdleStrategy | None = None
    awaiting_idle_strategy: IdleStrategy | None = None
    clock: Any = None
    keepalive_interval_ns: int = KEEPALIVE_INTERVAL_NS
    resource_linger_duration_ns: int | None = None
    error_handler: Callable[[BaseException], None] = _print_error
    available_image_handler: ImageHandler | None = None
    unavailable_image_handler: ImageHandler | None = None
    max_batch_fragments: int = DEFAULT_MAX_BATCH_FRAGMENTS
    client_name: str | None = None
    available_counter_handler: CounterHandler | None = None
    unavailable_counter_handler: CounterHandler | None = None
    publication_error_frame_handler: Callable[[PublicationErrorFrame], None] | None = None
    _concluded: bool = field(default=False, repr=False)

    def conclude(self) -> Context:
        """Fill defaults and validate; every message names the setting."""
        if self._concluded:
            return self
        if self.aeron_dir is None:
            self.aeron_dir = default_aeron_dir()
        if self.driver_timeout_ms is None:
            self.driver_timeout_ms = config.get_duration_ns(
                DRIVER_TIMEOUT_PROP_NAME, DRIVER_TIMEOUT_DEFAULT_MS * 1_000_000) // 1_000_000
        if self.driver_timeout_ms <= 0:
            raise ConfigurationError(f"driver_timeout_ms={self.driver_timeout_ms} must be positive")
        if self.keepalive_interval_ns <= 0:
            raise ConfigurationError(f"keepalive_interval_ns={self.keepalive_interval_ns} must be positive")
        if self.resource_linger_duration_ns is None:
            self.resource_linger_duration_ns = config.get_duration_ns(
                RESOURCE_LINGER_PROP_NAME, RESOURCE_LINGER_DEFAULT_NS)
        if self.idle_strategy is None:
            self.idle_strategy = SleepingIdleStrategy(config.get_duration_ns(IDLE_SLEEP_PROP_NAME,
                                                                             IDLE_SLEEP_DEFAULT_NS))
        if self.awaiting_idle_strategy is None:
            self.awaiting_idle_strategy = SleepingIdleStrategy(AWAITING_IDLE_SLEEP_NS)
        if self.clock is None:
            self.clock = SystemClock()
        if self.client_name is None:
            self.client_name = config.get_str(CLIENT_NAME_PROP_NAME, "")
        if len(self.client_name) > MAX_CLIENT_NAME_LENGTH:
            raise ConfigurationError(
                f"client_name length must be <= {MAX_CLIENT_NAME_LENGTH}: {len(self.client_name)}")
        if self.max_batch_fragments <= 0:
            raise ConfigurationError(f"max_batch_fragments={self.max_batch_fragments} must be positive")
        self._concluded = True
        return self


class Aeron:
    """A connected client. Use ``Aeron.connect(ctx)``; close it (or use ``with``) to free everything."""

    def __init__(self, ctx: Context, cnc: CncFile, conductor: ClientConductor) -> None:
        self.context = ctx
        self.cnc = cnc
        self.conductor = conductor
        self.client_id = conductor.client_id
        self._runner: AgentRunner | None = None
        self._invoker: AgentInvoker | None = None
        self._closed = False

    @classmethod
    def connect(cls, ctx: Context | None = None) -> Aeron:
        ctx = (ctx or Context()).conclude()
        assert ctx.aeron_dir is not None and ctx.driver_timeout_ms is not None
        cnc = _map_cnc(ctx)
        try:
            to_driver = cnc.to_driver()
            _await_driver_heartbeat(ctx, to_driver)
            receiver = CopyBroadcastReceiver(cnc.to_clients_receiver())
            values = cnc.counters_values_buffer()
            reader = CountersReader(cnc.counters_metadata_buffer(), values)
            client_id = to_driver.next_correlation_id()
            conductor = ClientConductor(ctx, to_driver, receiver, reader, values, client_id)
        except BaseException:
            cnc.close()
            raise
        aeron = cls(ctx, cnc, conductor)
        if ctx.use_conductor_agent_invoker:
            aeron._invoker = AgentInvoker(conductor, ctx.error_handler)
            aeron._invoker.start()
        else:
            assert ctx.idle_strategy is not None
            aeron._runner = AgentRunner(conductor, ctx.idle_strategy, ctx.error_handler).start()
        return aeron

    # -- state ------------------------------------------------------------------------------------------

    @property
    def conductor_agent_invoker(self) -> AgentInvoker | None:
        """The invoker to call ``invoke()`` on, when the context asked for invoker mode; else None."""
        return self._invoker

    @property
    def is_closed(self) -> bool:
        return self._closed

    @property
    def terminal_error(self) -> BaseException | None:
        """Why the client stopped working on its own (driver timeout, client timeout), if it did."""
        return self.conductor.terminal_error

    @property
    def counters_reader(self) -> CountersReader:
        self._check()
        return self.conductor.counters_reader

    def _check(self) -> None:
        if self._closed:
            raise ClosedError("Aeron client is closed")

    # -- API --------------------------------------------------------------------------------------------

    def add_publication(self, channel: str, stream_id: int) -> Publication:
        """A concurrent publication; blocks until the driver answers (RegistrationError if it refuses)."""
        self._check()
        return self.conductor.add_publication(channel, stream_id, exclusive=False)

    def add_exclusive_publication(self, channel: str, stream_id: int) -> ExclusivePublication:
        self._check()
        publication = self.conductor.add_publication(channel, stream_id, exclusive=True)
        assert isinstance(publication, ExclusivePublication)
        return publication

    def add_subscription(self, channel: str, stream_id: int,
                         available_image_handler: ImageHandler | None = None,
                         unavailable_image_handler: ImageHandler | None = None) -> Subscription:
        """Subscribe; image handlers run on the conductor's thread (or inside ``invoke()``)."""
        self._check()
        return self.conductor.add_subscription(channel, stream_id, available_image_handler,
                                               unavailable_image_handler)

    def async_add_publication(self, channel: str, stream_id: int) -> int:
        """Send ADD_PUBLICATION without waiting; poll ``get_publication(registration_id)``."""
        self._check()
        return self.conductor.async_add_publication(channel, stream_id, exclusive=False)

    def async_add_exclusive_publication(self, channel: str, stream_id: int) -> int:
        self._check()
        return self.conductor.async_add_publication(channel, stream_id, exclusive=True)

    def get_publication(self, registration_id: int) -> Publication | None:
        """The concurrent publication of an async add once ready, else None; raises the driver's
        RegistrationError (once) when it refused it."""
        self._check()
        return self.conductor.get_publication(registration_id, exclusive=False)

    def get_exclusive_publication(self, registration_id: int) -> ExclusivePublication | None:
        self._check()
        publication = self.conductor.get_publication(registration_id, exclusive=True)
        assert publication is None or isinstance(publication, ExclusivePublication)
        return publication

    def async_remove_publication(self, registration_id: int) -> None:
        """Close a publication (or abandon one still being added) by registration id, without waiting."""
        self._check()
        self.conductor.async_remove_publication(registration_id)

    def async_add_subscription(self, channel: str, stream_id: int,
                               available_image_handler: ImageHandler | None = None,
                               unavailable_image_handler: ImageHandler | None = None) -> int:
        self._check()
        return self.conductor.async_add_subscription(channel, stream_id, available_image_handler,
                                                     unavailable_image_handler)

    def get_subscription(self, registration_id: int) -> Subscription | None:
        self._check()
        return self.conductor.get_subscription(registration_id)

    def async_remove_subscription(self, registration_id: int) -> None:
        self._check()
        self.conductor.async_remove_subscription(registration_id)

    def is_command_active(self, correlation_id: int) -> bool:
        """True while the driver has not answered an async command (add, remove, destination)."""
        return self.conductor.is_command_active(correlation_id)

    def has_active_commands(self) -> bool:
        return self.conductor.has_active_commands()

    # -- counters ---------------------------------------------------------------------------------------

    def add_counter(self, type_id: int, label: str, key: bytes | bytearray | memoryview = b"") -> Counter:
        """A counter owned by this client (freed when it closes); ``key`` is at most 112 bytes, ``label``
        at most 380. Aeron's buffer/offset/length form is a slice here: ``key=memoryview(buf)[o:o + n]``."""
        self._check()
        return self.conductor.add_counter(type_id, bytes(key), label)

    def async_add_counter(self, type_id: int, label: str, key: bytes | bytearray | memoryview = b"") -> int:
        self._check()
        return self.conductor.async_add_counter(type_id, bytes(key), label)

    def add_static_counter(self, type_id: int, label: str, registration_id: int,
                           key: bytes | bytearray | memoryview = b"") -> Counter:
        """A counter that outlives this client: the driver returns the existing one with the same
        ``type_id`` and ``registration_id`` if there is one. Closing it does not remove it."""
        self._check()
        return self.conductor.add_static_counter(type_id, bytes(key), label, registration_id)

    def async_add_static_counter(self, type_id: int, label: str, registration_id: int,
                                 key: bytes | bytearray | memoryview = b"") -> int:
        self._check()
        return self.conductor.async_add_static_counter(type_id, bytes(key), label, registration_id)

    def get_counter(self, correlation_id: int) -> Counter | None:
        self._check()
        return self.conductor.get_counter(correlation_id)

    def async_remove_counter(self, registration_id: int) -> None:
        self._check()
        self.conductor.async_remove_counter(registration_id)

    def add_available_counter_handler(self, handler: CounterHandler) -> int:
        """``handler(counters_reader, registration_id, counter_id)`` for every counter any client or the
        driver allocates from now on (on the conductor's thread); returns an id for removal."""
        self._check()
        return self.conductor.add_available_counter_handler(handler)

    def remove_available_counter_handler(self, handler_or_id: CounterHandler | int) -> bool:
        return self.conductor.remove_available_counter_handler(handler_or_id)

    def add_unavailable_counter_handler(self, handler: CounterHandler) -> int:
        self._check()
        return self.conductor.add_unavailable_counter_handler(handler)

    def remove_unavailable_counter_handler(self, handler_or_id: CounterHandler | int) -> bool:
        return self.conductor.remove_unavailable_counter_handler(handler_or_id)

    def add_close_handler(self, handler: Callable[[], None]) -> int:
        """Run ``handler()`` when this client closes (also when the driver timed it out)."""
        self._check()
        return self.conductor.add_close_handler(handler)

    def remove_close_handler(self, handler_or_id: Callable[[], None] | int) -> bool:
        return self.conductor.remove_close_handler(handler_or_id)

    # -- ids --------------------------------------------------------------------------------------------

    def next_correlation_id(self) -> int:
        """A unique id from the driver's shared counter (cnc.dat), as every client's commands use."""
        self._check()
        return self.conductor.to_driver.next_correlation_id()

    def next_session_id(self, stream_id: int) -> int:
        """A session id no publication of ``stream_id`` uses, asked of the driver (random on drivers
        whose control protocol predates GET_NEXT_AVAILABLE_SESSION_ID)."""
        self._check()
        return self.conductor.next_session_id(stream_id)

    @property
    def client_name(self) -> str:
        return self.context.client_name or ""

    # -- lifecycle --------------------------------------------------------------------------------------

    def close(self) -> None:
        """Stop the conductor, close every publication, subscription and counter, send CLIENT_CLOSE."""
        if self._closed:
            return
        self._closed = True
        try:
            if self._runner is not None:
                self._runner.close()
            if self._invoker is not None:
                self._invoker.close()
        finally:
            self.conductor.close()
            self.cnc.close()

    def __enter__(self) -> Aeron:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Aeron(client_id={self.client_id}, aeron_dir={self.context.aeron_dir!r})"


class _Deadline:
    """The driver timeout on the context's clock and, as a guard, on the OS monotonic clock (a ManualClock
    nobody advances must not make ``connect`` wait forever); passed when either has."""

    def __init__(self, ctx: Context) -> None:
        assert ctx.driver_timeout_ms is not None
        span = ctx.driver_timeout_ms * 1_000_000
        self._clock = ctx.clock
        self._deadline = ctx.clock.nano_time() + span
        self._guard = time.monotonic_ns() + span

    def passed(self) -> bool:
        return self._clock.nano_time() > self._deadline or time.monotonic_ns() > self._guard


def _map_cnc(ctx: Context) -> CncFile:
    """Map cnc.dat, waiting up to the driver timeout for a starting driver to create it."""
    assert ctx.aeron_dir is not None and ctx.driver_timeout_ms is not None
    deadline = _Deadline(ctx)
    idle = SleepingIdleStrategy(AWAITING_IDLE_SLEEP_NS * 10)
    while True:
        try:
            return CncFile.map(ctx.aeron_dir, writable=True)
        except (CncNotReadyError, CorruptFileError) as exc:
            if deadline.passed():
                raise DriverTimeoutError(
                    f"no usable cnc.dat in {ctx.aeron_dir} within driver_timeout_ms={ctx.driver_timeout_ms}: "
                    f"{exc}") from exc
        idle.idle(0)


def _await_driver_heartbeat(ctx: Context, to_driver: Any) -> None:
    """Aeron's isDriverActive: the driver's heartbeat must be younger than the driver timeout."""
    assert ctx.driver_timeout_ms is not None
    deadline = _Deadline(ctx)
    idle = SleepingIdleStrategy(AWAITING_IDLE_SLEEP_NS * 10)
    while True:
        age = ctx.clock.time_ms() - to_driver.consumer_heartbeat_time
        if age <= ctx.driver_timeout_ms:
            return
        if deadline.passed():
            raise DriverTimeoutError(
                f"no driver heartbeat detected in {ctx.aeron_dir}: last heartbeat {age} ms ago, "
                f"driver_timeout_ms={ctx.driver_timeout_ms}")
        idle.idle(0)
