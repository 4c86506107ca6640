"""MediaDriver and its Context: start the driver's agents over a fresh aeron directory, stop them cleanly.

Start-up follows aeron-driver/src/main/java/io/aeron/driver/MediaDriver.java at 1.51.0: recreate the
aeron dir (refusing a live driver's), create cnc.dat with its header, allocate the system counters first
(so ids match Aeron's), burn correlation id 0, stamp the consumer heartbeat, then publish the CnC version
last so clients only see a complete file. The agents run per threading mode: DEDICATED/SHARED_NETWORK
(one thread per agent), SHARED (one CompositeAgent thread) or INVOKER (``driver.invoker.invoke()`` from
the caller). Close stops the agents, frees every log and counter, marks the heartbeat -1 and optionally
deletes the directory.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aeronkit.agent import Agent, AgentInvoker, AgentRunner, CompositeAgent
from aeronkit.clock import EpochClock, NanoClock, SystemEpochClock, SystemNanoClock
from aeronkit.cnc import CncFile
from aeronkit.concurrent.error_log import DistinctErrorLog
from aeronkit.constants import compose_semantic_version
from aeronkit.context import Context as BaseContext
from aeronkit.context import Setting, check_positive, invalid
from aeronkit.driver import aeron_dir
from aeronkit.driver.client_proxy import ClientProxy
from aeronkit.driver.configuration import (
    AERON_COMPATIBLE_VERSION,
    CONTROL_PROTOCOL_SEMANTIC_VERSION,
    SETTINGS,
    MiB,
    ThreadingMode,
    format_duration,
    parse_threading_mode,
    untethered_linger_ns,
)
from aeronkit.driver.driver_conductor import CachedEpochClock, DriverConductor
from aeronkit.driver.ext.loss_generators import DebugChannelEndpointConfiguration
from aeronkit.driver.media.transport import SocketBufferLimits, validate_socket_buffer_lengths
from aeronkit.driver.receiver import Receiver
from aeronkit.driver.sender import Sender
from aeronkit.driver.system_counters import SystemCounterId, SystemCounters
from aeronkit.errors import ClosedError, ConfigurationError
from aeronkit.idle import IdleStrategy, idle_strategy_from_name
from aeronkit.log import DRIVER
from aeronkit.logbuffer.descriptor import check_page_size, check_term_length
from aeronkit.logbuffer.log_buffers import validate_mtu
from aeronkit.loss_report import LossReportFile

TerminationValidator = Callable[[Path, bytes], bool]

_ALLOW = ("allow", "io.aeron.driver.DefaultAllowTerminationValidator")
_DENY = ("deny", "io.aeron.driver.DefaultDenyTerminationValidator")


_CODE_ONLY: tuple[Setting[Any], ...] = (
    Setting("nano_clock", None, SystemNanoClock, None, "monotonic time of the agents (ManualClock in tests)"),
    Setting("epoch_clock", None, SystemEpochClock, None, "wall-clock ms of heartbeats and timestamps"),
    Setting("termination_hook", None, None, None, "called once a client's TERMINATE_DRIVER was accepted"),
    Setting("error_handler", None, None, None, "sees every error before the distinct error log does"),
    Setting("loss_configuration", None, None, None, "debug loss per channel (default: aeron.debug.*)"),
)


class Context(BaseContext):
    """Driver configuration. Keywords win over -D properties, then AERON_* env vars, then Aeron's defaults.

    Attribute names are the snake_case of Aeron's Context getters (``aeron_dir``, ``threading_mode``,
    ``ipc_term_buffer_length``, ``client_liveness_timeout_ns``, ...); configuration.SETTINGS (and
    docs/driver.md) lists every one with its property. ``nano_clock``/``epoch_clock`` may be injected (a
    ManualClock serves both) and ``termination_validator`` may be a callable(aeron_dir, token) -> bool.
    ``conclude()`` (which ``MediaDriver`` calls on an open context) runs Aeron's start-up checks.
    """

    COMPONENT = "driver"
    SETTINGS = (*SETTINGS, *_CODE_ONLY)

    aeron_dir: str
    dir_delete_on_start: bool
    dir_delete_on_shutdown: bool
    threading_mode: ThreadingMode
    conductor_idle_strategy: str | IdleStrategy
    shared_idle_strategy: str | IdleStrategy
    sender_idle_strategy: str | IdleStrategy
    receiver_idle_strategy: str | IdleStrategy
    shared_network_idle_strategy: str | IdleStrategy
    ipc_term_buffer_length: int
    ipc_mtu_length: int
    ipc_publication_term_window_length: int
    term_buffer_sparse_file: bool
    file_page_size: int
    client_liveness_timeout_ns: int
    publication_linger_timeout_ns: int
    publication_unblock_timeout_ns: int
    image_liveness_timeout_ns: int
    untethered_window_limit_timeout_ns: int
    untethered_linger_timeout_ns: int
    untethered_resting_timeout_ns: int
    driver_timeout_ms: int
    timer_interval_ns: int
    counter_free_to_reuse_timeout_ns: int
    conductor_buffer_length: int
    clients_buffer_length: int
    counters_buffer_length: int
    error_buffer_length: int
    loss_report_buffer_length: int
    spies_simulate_connection: bool
    tether_subscriptions: bool
    rejoin_stream: bool
    publication_reserved_session_id_low: int
    publication_reserved_session_id_high: int
    conductor_cycle_threshold_ns: int
    termination_validator: str | TerminationValidator
    term_buffer_length: int
    mtu_length: int
    publication_term_window_length: int
    initial_window_length: int
    status_message_timeout_ns: int
    publication_connection_timeout_ns: int
    socket_sndbuf_length: int
    socket_rcvbuf_length: int
    socket_multicast_ttl: int
    nak_unicast_delay_ns: int
    nak_unicast_retry_delay_ratio: int
    nak_multicast_max_backoff_ns: int
    nak_multicast_group_size: int
    retransmit_unicast_delay_ns: int
    retransmit_unicast_linger_ns: int
    max_resend: int
    send_to_status_poll_ratio: int
    reliable_stream: bool
    multicast_flow_control_strategy: str
    flow_control_receiver_timeout_ns: int
    flow_control_group_tag: int
    flow_control_group_min_size: int
    unicast_flow_control_rrwm: int
    multicast_flow_control_rrwm: int
    nano_clock: NanoClock
    epoch_clock: EpochClock
    termination_hook: Callable[[], None] | None
    error_handler: Callable[[BaseException], None] | None
    loss_configuration: DebugChannelEndpointConfiguration | None

    def _conclude(self) -> None:
        """Aeron's start-up checks (MediaDriver.Context.conclude and Configuration.validate*)."""
        self._derive("aeron_dir", str(self.aeron_dir))
        if not isinstance(self.threading_mode, ThreadingMode):
            self._derive("threading_mode", parse_threading_mode(
                self.name_of("threading_mode"), str(self.threading_mode)))
        self._derive("untethered_linger_timeout_ns", untethered_linger_ns(
            self.untethered_linger_timeout_ns, self.untethered_window_limit_timeout_ns))
        for term, mtu in (("ipc_term_buffer_length", "ipc_mtu_length"), ("term_buffer_length", "mtu_length")):
            self._check(term, check_term_length)
            self._check(mtu, validate_mtu, getattr(self, term))
        if self.initial_window_length < self.mtu_length:
            raise invalid(self.name_of("initial_window_length"), self.initial_window_length,
                          f"must be >= {self.name_of('mtu_length')}={self.mtu_length}")
        self._check("file_page_size", check_page_size)
        if self.counters_buffer_length < MiB:
            raise invalid(self.name_of("counters_buffer_length"), self.counters_buffer_length,
                          f"must be >= {MiB} (1 MiB)")
        check_positive(self.name_of("timer_interval_ns"), self.timer_interval_ns)
        for longer, shorter in (("publication_unblock_timeout_ns", "client_liveness_timeout_ns"),
                                ("client_liveness_timeout_ns", "timer_interval_ns")):
            if not getattr(self, longer) > getattr(self, shorter):
                raise invalid(self.name_of(longer), getattr(self, longer),
                              f"must be > {self.name_of(shorter)}={getattr(self, shorter)} (ns)")
        validator = self.termination_validator
        if isinstance(validator, str) and validator not in _ALLOW + _DENY:
            raise invalid(self.name_of("termination_validator"), validator,
                          "must be allow, deny or Aeron's DefaultAllow/DefaultDenyTerminationValidator")
        for which in IDLE_STRATEGY_SETTINGS:
            self.idle_strategy(which)  # a bad name fails here, naming its property

    def _check(self, attr: str, check: Callable[..., None], *args: int) -> None:
        """Run a log buffer rule on a setting; its message becomes the requirement of an ``invalid``."""
        value = getattr(self, attr)
        try:
            check(value, *args)
        except ConfigurationError as ex:
            raise invalid(self.name_of(attr), value, str(ex)) from None

    def allow_termination(self, directory: Path, token: bytes) -> bool:
        validator = self.termination_validator
        if callable(validator):
            return bool(validator(directory, token))
        return validator in _ALLOW

    def idle_strategy(self, which: str) -> IdleStrategy:
        """The idle strategy setting ``which`` (e.g. "shared_idle_strategy") as an object."""
        value: str | IdleStrategy = getattr(self, which)
        if isinstance(value, str):
            return idle_strategy_from_name(value, self.name_of(which))
        return value


LOG = logging.getLogger(DRIVER)

IDLE_STRATEGY_SETTINGS = (
    "conductor_idle_strategy",
    "shared_idle_strategy",
    "sender_idle_strategy",
    "receiver_idle_strategy",
    "shared_network_idle_strategy",
)


class MediaDriver:
    """A running media driver; use as a context manager or call close()."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx.ensure_concluded()
        self.aeron_dir = Path(ctx.aeron_dir)
        self._closed = False
        self._terminated = threading.Event()
        self._runners: list[AgentRunner] = []
        self.invoker: AgentInvoker | None = None
        now_ms = ctx.epoch_clock.time_ms()
        aeron_dir.ensure_recreated(
            self.aeron_dir,
            delete_on_start=ctx.dir_delete_on_start,
            driver_timeout_ms=ctx.driver_timeout_ms,
            now_ms=now_ms,
        )
        try:
            self._start(now_ms)
        except BaseException:
            self._stop_agents()  # an agent that failed to start: stop those that did (AgentStartError)
            self._release_files()
            if ctx.dir_delete_on_shutdown:
                aeron_dir.delete(self.aeron_dir)
            raise
        LOG.info("media driver started in %s (threading mode %s)", self.aeron_dir, ctx.threading_mode.value)

    def _start(self, now_ms: int) -> None:
        ctx = self.ctx
        self.socket_limits = SocketBufferLimits.probe()
        for warning in validate_socket_buffer_lengths(
            ctx.mtu_length, ctx.initial_window_length, ctx.socket_sndbuf_length, ctx.socket_rcvbuf_length,
            self.socket_limits,
        ):
            LOG.warning(warning)
        self.cnc = CncFile.create(
            self.aeron_dir,
            to_driver_buffer_length=ctx.conductor_buffer_length,
            to_clients_buffer_length=ctx.clients_buffer_length,
            counters_values_buffer_length=ctx.counters_buffer_length,
            error_buffer_length=ctx.error_buffer_length,
            client_liveness_timeout_ns=ctx.client_liveness_timeout_ns,
            start_timestamp_ms=now_ms,
            pid=os.getpid(),
            file_page_size=ctx.file_page_size,
        )
        self.loss_report = LossReportFile.create(
            self.aeron_dir, ctx.loss_report_buffer_length, ctx.file_page_size
        )
        self.cached_epoch_clock = CachedEpochClock(now_ms)
        reuse_ms = (
            max(ctx.counter_free_to_reuse_timeout_ns // 1_000_000, 1)
            if ctx.counter_free_to_reuse_timeout_ns > 0
            else 0
        )
        self.counters_manager = self.cnc.counters_manager(
            epoch_clock=self.cached_epoch_clock.time_ms, free_to_reuse_timeout_ms=reuse_ms
        )
        self.system_counters = SystemCounters(self.counters_manager)
        self.system_counters[SystemCounterId.AERON_VERSION].set_ordered(
            compose_semantic_version(*AERON_COMPATIBLE_VERSION))
        self.system_counters[SystemCounterId.CONTROL_PROTOCOL_VERSION].set_ordered(
            CONTROL_PROTOCOL_SEMANTIC_VERSION
        )
        mode = ctx.threading_mode.value
        threshold = format_duration(ctx.conductor_cycle_threshold_ns)
        for max_id, exceeded_id in (
            (
                SystemCounterId.CONDUCTOR_MAX_CYCLE_TIME,
                SystemCounterId.CONDUCTOR_CYCLE_TIME_THRESHOLD_EXCEEDED,
            ),
            (SystemCounterId.SENDER_MAX_CYCLE_TIME, SystemCounterId.SENDER_CYCLE_TIME_THRESHOLD_EXCEEDED),
            (SystemCounterId.RECEIVER_MAX_CYCLE_TIME, SystemCounterId.RECEIVER_CYCLE_TIME_THRESHOLD_EXCEEDED),
        ):
            self.system_counters.append_to_label(max_id, f": {mode}")
            self.system_counters.append_to_label(exceeded_id, f": threshold={threshold} {mode}")
        self.system_counters.append_to_label(
            SystemCounterId.NAME_RESOLVER_TIME_THRESHOLD_EXCEEDED, ": threshold=5s"
        )
        self.system_counters.append_to_label(SystemCounterId.RESOLUTION_CHANGES, ": driverName=null")
        self.system_counters[SystemCounterId.BYTES_CURRENTLY_MAPPED].set_ordered(
            self.cnc.buffer.length + self.loss_report.buffer.length
        )
        self.error_log = DistinctErrorLog(self.cnc.error_log_buffer(), epoch_clock=ctx.epoch_clock.time_ms)
        to_driver = self.cnc.to_driver()
        self.client_proxy = ClientProxy(self.cnc.to_clients_transmitter())
        self.conductor = DriverConductor(
            ctx,
            to_driver=to_driver,
            client_proxy=self.client_proxy,
            counters_manager=self.counters_manager,
            system_counters=self.system_counters,
            cached_epoch_clock=self.cached_epoch_clock,
            error_handler=self._on_error,
            termination_hook=self._on_terminate,
        )
        self.sender = Sender(
            ctx.nano_clock, self.system_counters, send_to_status_poll_ratio=ctx.send_to_status_poll_ratio,
            status_message_timeout_ns=ctx.status_message_timeout_ns,
            cycle_threshold_ns=ctx.conductor_cycle_threshold_ns)
        self.receiver = Receiver(
            ctx.nano_clock, self.system_counters, error_handler=self._on_error,
            cycle_threshold_ns=ctx.conductor_cycle_threshold_ns)
        loss_configuration = ctx.loss_configuration or DebugChannelEndpointConfiguration.from_properties()
        self.conductor.attach_network(
            self.sender, self.receiver, self.loss_report, loss_configuration, self.socket_limits)
        to_driver.next_correlation_id()
        to_driver.consumer_heartbeat_time = ctx.epoch_clock.time_ms()
        self.cnc.signal_ready()
        self._start_agents(
            self.conductor,
            [(self.sender, "sender_idle_strategy"), (self.receiver, "receiver_idle_strategy")],
        )

    def _start_agents(self, conductor: Agent, network: list[tuple[Agent, str]]) -> None:
        """Give the agents threads per threading mode (Aeron's MediaDriver constructor).

        ``network`` is the UDP half's agents with the name of their idle strategy setting, e.g.
        ``[(sender, "sender_idle_strategy"), (receiver, "receiver_idle_strategy")]``; empty for IPC only.
        """
        ctx = self.ctx
        mode = ctx.threading_mode
        on_error = self._on_agent_error
        others = [agent for agent, _ in network]
        if mode is ThreadingMode.INVOKER:
            self.invoker = AgentInvoker(CompositeAgent(conductor, *others), on_error)
            self.invoker.start()
            return
        if mode is ThreadingMode.SHARED:
            idle = ctx.idle_strategy("shared_idle_strategy")
            self._runners.append(AgentRunner(CompositeAgent(conductor, *others), idle, on_error).start())
            return
        self._runners.append(
            AgentRunner(conductor, ctx.idle_strategy("conductor_idle_strategy"), on_error).start()
        )
        if not network:
            return
        if mode is ThreadingMode.SHARED_NETWORK:
            idle = ctx.idle_strategy("shared_network_idle_strategy")
            self._runners.append(AgentRunner(CompositeAgent(*others), idle, on_error).start())
        else:
            for agent, idle_setting in network:
                self._runners.append(AgentRunner(agent, ctx.idle_strategy(idle_setting), on_error).start())

    # -- errors and termination ------------------------------------------------------------------------

    def _on_error(self, error: BaseException) -> None:
        """Record in the distinct error log (what ErrorStat shows); stderr if the log is full."""
        if self.ctx.error_handler is not None:
            self.ctx.error_handler(error)
        try:
            recorded = self.error_log.record(error)
        except Exception:
            recorded = False
        if not recorded:
            LOG.error("driver error (error log full): %r", error)

    def _on_agent_error(self, error: BaseException) -> None:
        """An exception escaped a duty cycle: count it (ERRORS) and log it, like Agrona's AgentRunner."""
        self.system_counters[SystemCounterId.ERRORS].increment()
        self._on_error(error)

    def _on_terminate(self) -> None:
        self._terminated.set()
        if self.ctx.termination_hook is not None:
            self.ctx.termination_hook()

    @property
    def termination_requested(self) -> bool:
        return self._terminated.is_set()

    def await_termination(self, timeout_s: float | None = None) -> bool:
        """Block until a client's TERMINATE_DRIVER was accepted (or the timeout)."""
        return self._terminated.wait(timeout_s)

    # -- lifecycle -------------------------------------------------------------------------------------

    @classmethod
    def launch(cls, ctx: Context | None = None) -> MediaDriver:
        return cls(ctx or Context())

    @classmethod
    def launch_embedded(cls, ctx: Context | None = None) -> MediaDriver:
        """Like Aeron's launchEmbedded: unless aeron.dir was set, use a unique /dev/shm/aeron-<user>-<uuid>.

        A generated directory is deleted on close unless ``dir_delete_on_shutdown`` was set (Aeron leaves
        it; we do not litter /dev/shm). The driver runs on a copy; the given context is not changed.
        """
        ctx = ctx or Context()
        if not ctx.is_set("aeron_dir"):
            delete = ctx.dir_delete_on_shutdown if ctx.is_set("dir_delete_on_shutdown") else True
            ctx = ctx.copy(aeron_dir=aeron_dir.embedded_dir_name(), dir_delete_on_shutdown=delete)
        return cls(ctx)

    @property
    def aeron_directory_name(self) -> str:
        return str(self.aeron_dir)

    @property
    def cnc_path(self) -> Path:
        return self.aeron_dir / "cnc.dat"

    def receive_file_descriptors(self) -> list[int]:
        """The sockets the receiver and the sender read (data; status, NAK and RTT), for a thread that
        steps this driver as an invoker and parks until one of them is readable
        (idle.ReadableWakeIdleStrategy). Read from the driver's own lists: only that thread may ask."""
        receiving = [t for endpoint in self.receiver.endpoints for t in endpoint.transports if t is not None]
        sending = [t for endpoint in self.sender.endpoints for t in endpoint.poller.transports]
        sockets = [t.receive_socket for t in (*receiving, *sending) if not t.closed]
        return [s.fileno() for s in sockets if s is not None]

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self._stop_agents()
        self.conductor.on_close()  # idempotent: frees logs even if an agent thread died early
        self._release_files()
        if self.ctx.dir_delete_on_shutdown:
            aeron_dir.delete(self.aeron_dir)
        LOG.info("media driver in %s closed", self.aeron_dir)

    def _stop_agents(self) -> None:
        """Network agents first, the conductor last (MediaDriver.close at 1.51.0 closes the receiver and
        sender runners before the conductor's): the conductor's on_close frees the publications' logs, which
        a sender still running on its own thread would otherwise go on scanning."""
        for runner in reversed(self._runners):
            with contextlib.suppress(TimeoutError):
                runner.close()
        if self.invoker is not None:
            self.invoker.close()

    def _release_files(self) -> None:
        for name in ("cnc", "loss_report"):
            resource = getattr(self, name, None)
            if resource is not None:
                with contextlib.suppress(Exception):
                    resource.close()

    def ensure_open(self) -> None:
        if self._closed:
            raise ClosedError("media driver is closed")

    def __enter__(self) -> MediaDriver:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"MediaDriver(aeron_dir={str(self.aeron_dir)!r}, mode={self.ctx.threading_mode.value})"


def wait_for_driver_stop(driver: MediaDriver, should_stop: Callable[[], bool], period_s: float = 0.1) -> None:
    """Used by the CLI: return once a signal arrived or a client terminated the driver."""
    while not should_stop() and not driver.termination_requested:
        driver.await_termination(period_s)
    time.sleep(0)
