"""``Aeron`` (the client entry point) and its ``Context``.

``Aeron.connect(Context(...))`` maps the driver's cnc.dat, refuses a CnC of another major version,
checks that the driver is alive, takes a client id from the to-driver ring buffer and starts the client
conductor: on its own thread (an AgentRunner with the context's idle strategy) or, with
``use_conductor_agent_invoker=True``, stepped by the caller through ``aeron.conductor_agent_invoker``.
Mirrors aeron-client/src/main/java/io/aeron/Aeron.java at 1.51.0; settings default to Aeron's values and
may come from ``aeron.*`` properties (``-Daeron.dir=...``) or ``AERON_*`` environment variables.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from aeronkit.agent import AgentInvoker, AgentRunner
from aeronkit.client.client_conductor import ClientConductor, CounterHandler
from aeronkit.client.counter import Counter
from aeronkit.client.image import DEFAULT_MAX_BATCH_FRAGMENTS
from aeronkit.client.publication import ExclusivePublication, Publication
from aeronkit.client.subscription import ImageHandler, Subscription
from aeronkit.clock import SystemEpochClock, SystemNanoClock
from aeronkit.cnc import CncFile, CncNotReadyError
from aeronkit.command.responses import PublicationErrorFrame
from aeronkit.common_settings import AERON_DIR, DRIVER_TIMEOUT_MS
from aeronkit.concurrent.broadcast import CopyBroadcastReceiver
from aeronkit.concurrent.counters import CountersReader
from aeronkit.concurrent.ring_buffer import ManyToOneRingBuffer
from aeronkit.constants import NULL_VALUE
from aeronkit.context import Context as BaseContext
from aeronkit.context import (
    Setting,
    check_not_negative,
    check_positive,
    invalid,
    parse_duration_ns,
    parse_str,
)
from aeronkit.errors import ClosedError, CorruptFileError, DriverTimeoutError
from aeronkit.idle import IdleStrategy, SleepingIdleStrategy
from aeronkit.log import CLIENT

KEEPALIVE_INTERVAL_NS = 500_000_000
IDLE_SLEEP_DEFAULT_NS = 16_000_000
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


LOG = logging.getLogger(CLIENT)


def _log_error(error: BaseException) -> None:
    """The default error handler: the ``aeronkit.client`` logger, with the traceback."""
    LOG.error("client error: %s", error, exc_info=error)


SETTINGS: tuple[Setting[Any], ...] = (
    AERON_DIR,
    DRIVER_TIMEOUT_MS,
    Setting("idle_sleep_duration_ns", "aeron.client.idle.sleep.duration", IDLE_SLEEP_DEFAULT_NS,
            parse_duration_ns, "sleep of the conductor thread's default idle strategy"),
    Setting("resource_linger_duration_ns", "aeron.client.resource.linger.duration", 3_000_000_000,
            parse_duration_ns, "how long a closed image's log buffer stays mapped for readers still on it"),
    Setting("client_name", "aeron.client.name", "", parse_str,
            f"name in the client's heartbeat counter label (at most {MAX_CLIENT_NAME_LENGTH} characters)"),
    Setting("use_conductor_agent_invoker", None, False, None,
            "no conductor thread: the caller steps it through aeron.conductor_agent_invoker"),
    Setting("idle_strategy", None, None, None,
            "idle strategy of the conductor thread (default: sleep aeron.client.idle.sleep.duration)"),
    Setting("awaiting_idle_strategy", None, lambda: SleepingIdleStrategy(AWAITING_IDLE_SLEEP_NS), None,
            "idle strategy while a call waits for the driver's answer"),
    Setting("driver_agent_invoker", None, None, None,
            "the invoker of an embedded driver in INVOKER mode, stepped while a call waits for its answer "
            "(Aeron.Context.driverAgentInvoker): a caller on the thread that steps the driver would "
            "otherwise wait for an answer only it can produce"),
    Setting("clock", None, SystemClock, None, "nano and epoch time (a ManualClock in tests)"),
    Setting("keepalive_interval_ns", None, KEEPALIVE_INTERVAL_NS, None,
            "period of the client's keepalive to the driver"),
    Setting("error_handler", None, lambda: _log_error, None, "where conductor errors go"),
    Setting("available_image_handler", None, None, None, "default handler of new images"),
    Setting("unavailable_image_handler", None, None, None, "default handler of images that went away"),
    Setting("max_batch_fragments", None, DEFAULT_MAX_BATCH_FRAGMENTS, None,
            "fragments one native poll call may return"),
    Setting("available_counter_handler", None, None, None, "called for every counter allocated"),
    Setting("unavailable_counter_handler", None, None, None, "called for every counter freed"),
    Setting("publication_error_frame_handler", None, None, None,
            "called with error frames receivers sent to this client's publications"),
)


class Context(BaseContext):
    """Client settings (Aeron.Context): keyword > ``aeron.*`` property > ``AERON_*`` variable > default.

    ``conclude()`` (which ``Aeron.connect`` runs on an open context) fills the idle strategy and checks
    every value; a bad one is named by its property (``aeron.client.name=...: ...``).
    """

    COMPONENT = "client"
    SETTINGS = SETTINGS

    aeron_dir: str
    driver_timeout_ms: int
    idle_sleep_duration_ns: int
    resource_linger_duration_ns: int
    client_name: str
    use_conductor_agent_invoker: bool
    idle_strategy: IdleStrategy
    awaiting_idle_strategy: IdleStrategy
    driver_agent_invoker: AgentInvoker | None
    clock: Any
    keepalive_interval_ns: int
    error_handler: Callable[[BaseException], None]
    available_image_handler: ImageHandler | None
    unavailable_image_handler: ImageHandler | None
    max_batch_fragments: int
    available_counter_handler: CounterHandler | None
    unavailable_counter_handler: CounterHandler | None
    publication_error_frame_handler: Callable[[PublicationErrorFrame], None] | None

    def _conclude(self) -> None:
        self._derive("aeron_dir", str(self.aeron_dir))
        check_positive(self.name_of("driver_timeout_ms"), self.driver_timeout_ms)
        check_positive(self.name_of("keepalive_interval_ns"), self.keepalive_interval_ns)
        check_not_negative(self.name_of("idle_sleep_duration_ns"), self.idle_sleep_duration_ns)
        check_not_negative(self.name_of("resource_linger_duration_ns"), self.resource_linger_duration_ns)
        check_positive(self.name_of("max_batch_fragments"), self.max_batch_fragments)
        if len(self.client_name) > MAX_CLIENT_NAME_LENGTH:
            raise invalid(self.name_of("client_name"), self.client_name,
                          f"must be at most {MAX_CLIENT_NAME_LENGTH} characters, not {len(self.client_name)}")
        if self.idle_strategy is None:
            self._derive("idle_strategy", SleepingIdleStrategy(self.idle_sleep_duration_ns))


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
        ctx = (ctx or Context()).ensure_concluded()
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


def _await_driver_heartbeat(ctx: Context, to_driver: ManyToOneRingBuffer) -> None:
    """Aeron's isDriverActive: the driver's heartbeat must be younger than the driver timeout."""
    assert ctx.driver_timeout_ms is not None
    deadline = _Deadline(ctx)
    idle = SleepingIdleStrategy(AWAITING_IDLE_SLEEP_NS * 10)
    while True:
        heartbeat_ms = to_driver.consumer_heartbeat_time
        age = ctx.clock.time_ms() - heartbeat_ms
        if age <= ctx.driver_timeout_ms:
            return
        if deadline.passed():
            # NULL_VALUE: the driver closed (DriverConductor.onClose), so there is no age to report.
            last = "the driver has shut down" if heartbeat_ms == NULL_VALUE else (
                f"last heartbeat {age} ms ago")
            raise DriverTimeoutError(
                f"no driver heartbeat detected in {ctx.aeron_dir}: {last}, "
                f"driver_timeout_ms={ctx.driver_timeout_ms}")
        idle.idle(0)
