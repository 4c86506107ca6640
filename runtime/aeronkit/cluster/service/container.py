"""``ClusteredServiceContainer``: one clustered service beside a consensus module, and its Context.

A container is a process (or thread) that hosts one ``ClusteredService`` for a cluster member: it claims
``cluster-mark-service-<id>.dat`` in the cluster directory (kept alive once a second, its error log holding
the container's errors), connects an Aeron client to the member's media driver, and runs the service agent
on its own thread (aeron-cluster/src/main/java/io/aeron/cluster/service/ClusteredServiceContainer.java at
1.51.0). The Context takes Aeron's property names and defaults; the rows several cluster components read
come from aeronkit.cluster.settings.

Settings only code can give: ``clustered_service`` (else ``aeron.cluster.service.class.name`` names a
class, ``module:Class`` or ``module.Class``, built with no arguments), ``aeron`` (else one is connected to
``aeron.dir`` and owned), ``archive_context`` (an unconcluded aeronkit archive client Context to clone per
connection; else the local archive's IPC control channel with the container's response stream
``clusterId * 100 + 100 + 20 + serviceId + 1``), the clocks, ``error_handler``, ``termination_hook``.
"""

from __future__ import annotations

import importlib
import sys
import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, ClassVar

from aeronkit import config
from aeronkit.agent import AgentInvoker, AgentRunner
from aeronkit.archive.client.aeron_archive import Context as ArchiveContext
from aeronkit.archive.client.aeron_archive import with_param
from aeronkit.archive.settings import (
    CONTROL_RESPONSE_STREAM_ID,
    CONTROL_STREAM_ID_DEFAULT,
    LOCAL_CONTROL_CHANNEL,
    LOCAL_CONTROL_STREAM_ID,
)
from aeronkit.client.aeron import Aeron
from aeronkit.client.aeron import Context as AeronContext
from aeronkit.client.counter import Counter
from aeronkit.clock import EpochClock, NanoClock, SystemEpochClock, SystemNanoClock
from aeronkit.cluster import settings
from aeronkit.cluster.mark_file import (
    ClusterComponentType,
    ClusterMarkFile,
    ensure_mark_file_link,
    link_filename_for_service,
    mark_filename_for_service,
)
from aeronkit.cluster.protocol import APP_VERSION_DEFAULT, MAX_SERVICE_COUNT, local_archive_response_stream_id
from aeronkit.cluster.service.agent import ClusteredServiceAgent
from aeronkit.cluster.service.cluster_counters import allocate_service_counter, allocate_service_error_counter
from aeronkit.cluster.service.clustered_service import ClusteredService
from aeronkit.cluster.service.trackers import DutyCycleTracker, SnapshotDurationTracker
from aeronkit.cnc import default_aeron_dir
from aeronkit.common_settings import AERON_DIR
from aeronkit.concurrent.error_log import DistinctErrorLog
from aeronkit.constants import NULL_VALUE
from aeronkit.context import Context as BaseContext
from aeronkit.context import (
    Setting,
    check_positive,
    check_range,
    invalid,
    parse_bool,
    parse_duration_ns,
    parse_int,
    parse_str,
)
from aeronkit.counter_types import CounterTypeId
from aeronkit.driver.configuration import format_duration
from aeronkit.errors import AeronError
from aeronkit.idle import IdleStrategy, idle_strategy_from_name

SERVICE_NAME_DEFAULT = "clustered-service"
LIVENESS_TIMEOUT_MS = 10_000
"""ClusteredServiceContainer.Configuration.LIVENESS_TIMEOUT_MS: a mark file quiet this long is stale."""

ErrorHandler = Callable[[BaseException], None]


class Context(BaseContext):
    """Settings of a clustered service container (ClusteredServiceContainer.Context)."""

    COMPONENT = "clustered service container"
    SETTINGS: ClassVar[tuple[Setting[Any], ...]] = (
        settings.CLUSTER_ID,
        Setting("service_id", "aeron.cluster.service.id", 0, parse_int, "id of this service (0..9)"),
        Setting(
            "service_name",
            "aeron.cluster.service.name",
            None,
            parse_str,
            "name of the service (default clustered-service-<cluster id>-<service id>)",
        ),
        Setting(
            "service_class_name",
            "aeron.cluster.service.class.name",
            None,
            parse_str,
            "class of the service when no instance is given: module:Class or module.Class",
        ),
        Setting("clustered_service", None, None, None, "the service instance (code only)"),
        settings.CLUSTER_DIR,
        settings.MARK_FILE_DIR,
        settings.CONTROL_CHANNEL,
        settings.SERVICE_STREAM_ID,
        settings.CONSENSUS_MODULE_STREAM_ID,
        settings.REPLAY_CHANNEL,
        settings.REPLAY_STREAM_ID,
        settings.SNAPSHOT_CHANNEL,
        settings.SERVICE_SNAPSHOT_STREAM_ID,
        settings.LOG_FRAGMENT_LIMIT,
        settings.IDLE_STRATEGY,
        settings.SERVICE_ERROR_BUFFER_LENGTH,
        Setting(
            "cycle_threshold_ns",
            "aeron.cluster.service.cycle.threshold",
            100_000_000,
            parse_duration_ns,
            "a duty cycle longer than this is counted (type 219)",
        ),
        Setting(
            "snapshot_duration_threshold_ns",
            "aeron.cluster.service.snapshot.threshold",
            1_000_000_000,
            parse_duration_ns,
            "a snapshot longer than this is counted (type 237)",
        ),
        Setting(
            "is_responding_service",
            "aeron.cluster.service.responder",
            True,
            parse_bool,
            "whether the leader's service answers clients on egress",
        ),
        Setting(
            "app_version",
            None,
            APP_VERSION_DEFAULT,
            None,
            "application version in snapshots; another major version in the log or a snapshot is fatal",
        ),
        AERON_DIR,
        Setting("aeron", None, None, None, "an Aeron client to use (code only; default: connect one)"),
        settings.DRIVER_AGENT_INVOKER,
        replace(LOCAL_CONTROL_CHANNEL, attr="archive_control_channel",
                meaning="IPC control channel of the local archive"),
        replace(LOCAL_CONTROL_STREAM_ID, attr="archive_control_stream_id",
                meaning="control stream of the local archive"),
        replace(CONTROL_RESPONSE_STREAM_ID, attr="archive_control_response_stream_id",
                meaning="base of the response stream (the container adds clusterId*100+100+serviceId+1)"),
        Setting("archive_context", None, None, None, "archive client settings to clone (code only)"),
        Setting("nano_clock", None, SystemNanoClock, None, "monotonic clock (code only)"),
        Setting("epoch_clock", None, SystemEpochClock, None, "wall clock in ms (code only)"),
        Setting("error_handler", None, None, None, "also told of every error (code only)"),
        Setting("termination_hook", None, None, None, "called when the service terminates (code only)"),
    )

    cluster_id: int
    service_id: int
    service_name: str
    service_class_name: str | None
    clustered_service: ClusteredService
    cluster_dir: str
    mark_file_dir: str | None
    control_channel: str
    service_stream_id: int
    consensus_module_stream_id: int
    replay_channel: str
    replay_stream_id: int
    snapshot_channel: str
    snapshot_stream_id: int
    log_fragment_limit: int
    idle_strategy: IdleStrategy
    error_buffer_length: int
    cycle_threshold_ns: int
    snapshot_duration_threshold_ns: int
    is_responding_service: bool
    app_version: int
    aeron_dir: str | None
    aeron: Aeron
    driver_agent_invoker: AgentInvoker | None
    archive_control_channel: str
    archive_control_stream_id: int
    archive_control_response_stream_id: int
    archive_context: ArchiveContext
    nano_clock: NanoClock
    epoch_clock: EpochClock
    error_handler: ErrorHandler | None
    termination_hook: Callable[[], None]

    # Made by conclude (not settings).
    mark_file: ClusterMarkFile
    error_log: DistinctErrorLog
    error_counter: Counter
    duty_cycle_tracker: DutyCycleTracker
    snapshot_duration_tracker: SnapshotDurationTracker
    owns_aeron_client: bool

    def _conclude(self) -> None:
        check_range(self.name_of("service_id"), self.service_id, 0, MAX_SERVICE_COUNT - 1)
        check_positive(self.name_of("log_fragment_limit"), self.log_fragment_limit)
        check_positive(self.name_of("cycle_threshold_ns"), self.cycle_threshold_ns)
        check_positive(self.name_of("snapshot_duration_threshold_ns"), self.snapshot_duration_threshold_ns)
        if isinstance(self.idle_strategy, str):
            self.idle_strategy = idle_strategy_from_name(self.idle_strategy, self.name_of("idle_strategy"))
        if not self.service_name:
            self.service_name = f"{SERVICE_NAME_DEFAULT}-{self.cluster_id}-{self.service_id}"
        cluster_dir = Path(self.cluster_dir).resolve()
        mark_file_dir = Path(self.mark_file_dir).resolve() if self.mark_file_dir else cluster_dir
        for path, what in ((cluster_dir, "cluster_dir"), (mark_file_dir, "mark_file_dir")):
            try:
                path.mkdir(parents=True, exist_ok=True)
            except OSError as ex:
                raise invalid(self.name_of(what), str(path), f"cannot create the directory: {ex}") from None
        self.cluster_dir = str(cluster_dir)
        self.mark_file_dir = str(mark_file_dir)
        mark_path = mark_file_dir / mark_filename_for_service(self.service_id)
        mark_file = ClusterMarkFile.create(
            mark_path,
            ClusterComponentType.CONTAINER,
            now_ms=self.epoch_clock.time_ms(),
            error_buffer_length=self.error_buffer_length,
            timeout_ms=LIVENESS_TIMEOUT_MS,
        )
        object.__setattr__(self, "mark_file", mark_file)
        self.on_release(mark_file.close)
        try:
            self._conclude_with_mark_file(mark_path)
        except BaseException:
            mark_file.signal_failed_start()
            raise

    def _conclude_with_mark_file(self, mark_path: Path) -> None:
        ensure_mark_file_link(self.cluster_dir, mark_path, link_filename_for_service(self.service_id))
        object.__setattr__(
            self,
            "error_log",
            DistinctErrorLog(self.mark_file.error_buffer(), self.epoch_clock.time_ms, "ascii"),
        )
        owns_aeron = self.aeron is None
        object.__setattr__(self, "owns_aeron_client", owns_aeron)
        if owns_aeron:
            self.aeron = Aeron.connect(
                AeronContext(
                    aeron_dir=self.aeron_dir or default_aeron_dir(),
                    # with the driver on this thread, the client's conductor must be too
                    use_conductor_agent_invoker=self.driver_agent_invoker is not None,
                    driver_agent_invoker=self.driver_agent_invoker,
                    client_name=self.service_name,
                    error_handler=self.counted_error_handler,
                )
            )
            self.on_release(self.aeron.close)
        self._allocate_counters(owns_aeron)
        if self.archive_context is None:
            self.archive_context = ArchiveContext(
                control_request_channel=self.archive_control_channel,
                control_request_stream_id=self.archive_control_stream_id,
                control_response_channel=self.archive_control_channel,
                control_response_stream_id=local_archive_response_stream_id(
                    self.cluster_id, self.archive_control_response_stream_id, self.service_id
                ),
            )
        archive = self.archive_context
        for channel, what in (
            (archive.control_request_channel, "request"),
            (archive.control_response_channel, "response"),
        ):
            if not (channel or "").startswith("aeron:ipc"):
                raise invalid(f"archive control {what} channel", channel, "local archive control must be IPC")
        self.archive_context = archive.copy(
            aeron=self.aeron,
            owns_aeron_client=False,
            client_name=self.service_name,
            error_handler=self.counted_error_handler,
            control_request_channel=_with_alias(
                archive.control_request_channel or "",
                f"sc-{self.service_id}-archive-ctrl-req-cluster-{self.cluster_id}",
            ),
            control_response_channel=_with_alias(
                archive.control_response_channel or "",
                f"sc-{self.service_id}-archive-ctrl-resp-cluster-{self.cluster_id}",
            ),
        )
        if self.clustered_service is None:
            self.clustered_service = _new_clustered_service(
                self.service_class_name, self.name_of("service_class_name")
            )
        if self.termination_hook is None:
            self.termination_hook = _no_op
        self.mark_file.write_properties(
            archive_stream_id=self.archive_context.control_request_stream_id or CONTROL_STREAM_ID_DEFAULT,
            service_stream_id=self.service_stream_id,
            consensus_module_stream_id=self.consensus_module_stream_id,
            ingress_stream_id=NULL_VALUE,
            member_id=NULL_VALUE,
            service_id=self.service_id,
            cluster_id=self.cluster_id,
            aeron_directory=str(self.aeron.context.aeron_dir),
            control_channel=self.control_channel,
            service_name=self.service_name,
        )
        self.mark_file.signal_ready(self.epoch_clock.time_ms())

    def _allocate_counters(self, owns_aeron: bool) -> None:
        """The error counter (215) and the trackers' counters (218, 219, 236, 237), as Java allocates them."""

        def counter(name: str, type_id: CounterTypeId) -> Counter:
            allocated = allocate_service_counter(self.aeron, name, type_id, self.cluster_id, self.service_id)
            if not owns_aeron:  # an owned client frees its counters when it closes
                self.on_release(allocated.close)
            return allocated

        error_counter = allocate_service_error_counter(self.aeron, self.cluster_id, self.service_id)
        if not owns_aeron:
            self.on_release(error_counter.close)
        object.__setattr__(self, "error_counter", error_counter)
        cycle = format_duration(self.cycle_threshold_ns)
        object.__setattr__(
            self,
            "duty_cycle_tracker",
            DutyCycleTracker(
                counter(
                    "Cluster container max cycle time in ns",
                    CounterTypeId.CLUSTER_CLUSTERED_SERVICE_MAX_CYCLE_TIME,
                ),
                counter(
                    f"Cluster container work cycle time exceeded count: threshold={cycle}",
                    CounterTypeId.CLUSTER_CLUSTERED_SERVICE_CYCLE_TIME_THRESHOLD_EXCEEDED,
                ),
                self.cycle_threshold_ns,
            ),
        )
        snapshot = format_duration(self.snapshot_duration_threshold_ns)
        object.__setattr__(
            self,
            "snapshot_duration_tracker",
            SnapshotDurationTracker(
                counter(
                    "Clustered service max snapshot duration in ns",
                    CounterTypeId.CLUSTERED_SERVICE_MAX_SNAPSHOT_DURATION,
                ),
                counter(
                    f"Clustered service max snapshot duration exceeded count: threshold={snapshot}",
                    CounterTypeId.CLUSTERED_SERVICE_SNAPSHOT_DURATION_THRESHOLD_EXCEEDED,
                ),
                self.snapshot_duration_threshold_ns,
            ),
        )

    def counted_error_handler(self, error: BaseException) -> None:
        """Record an error in the mark file's error log, count it (type 215), tell ``error_handler``."""
        error_log = getattr(self, "error_log", None)
        if error_log is not None:
            error_log.record(error)
        counter = getattr(self, "error_counter", None)
        if counter is not None and not counter.is_closed:
            counter.increment()
        if self.error_handler is not None:
            self.error_handler(error)

    def close(self) -> None:
        """Release what conclude created (the owned Aeron client, the error counter, the mark file)."""
        self.release()


def _with_alias(channel: str, alias: str) -> str:
    """Add ``alias=`` unless the channel has one (ChannelUri.addAliasIfAbsent)."""
    return channel if "alias=" in channel else with_param(channel, "alias", alias)


def _new_clustered_service(class_name: str | None, setting: str) -> ClusteredService:
    if not class_name:
        raise invalid(setting, class_name, "either a service instance or a class name must be given")
    module_name, _, attr = class_name.replace(":", ".").rpartition(".")
    try:
        cls = getattr(importlib.import_module(module_name), attr)
        service: ClusteredService = cls()
    except (ImportError, AttributeError, ValueError, TypeError) as ex:
        raise invalid(setting, class_name, f"cannot build the service: {ex}") from None
    return service


def _no_op() -> None:
    return None


class ClusteredServiceContainer:
    """A running container: ``launch(ctx)`` concludes the context and starts the agent on its thread;
    ``launch_invoked(ctx)`` leaves the agent to the caller's duty cycle through ``invoker`` (how a node
    steps its services on the thread of its consensus module, docs/cluster.md "Threads")."""

    def __init__(self, ctx: Context) -> None:
        ctx.conclude()
        self.context = ctx
        self.agent = ClusteredServiceAgent(ctx)
        self._runner = AgentRunner(self.agent, ctx.idle_strategy, ctx.counted_error_handler)
        self.invoker: AgentInvoker | None = None

    @classmethod
    def launch(cls, ctx: Context | None = None) -> ClusteredServiceContainer:
        container = cls(ctx or Context())
        container._runner.start()
        return container

    @classmethod
    def launch_invoked(cls, ctx: Context | None = None) -> ClusteredServiceContainer:
        """No thread: the agent starts on the first ``invoker.invoke()`` and runs one duty cycle per call."""
        container = cls(ctx or Context())
        container.invoker = AgentInvoker(container.agent, container.context.counted_error_handler)
        return container

    @property
    def is_running(self) -> bool:
        if self.invoker is not None:
            return not self.invoker.is_closed
        return self._runner.is_running

    def close(self) -> None:
        """Stop the agent (on_terminate runs if the service is active) and release the context. An invoked
        agent is closed on this thread: whoever invoked it must have stopped doing so."""
        if self.invoker is not None:
            self.invoker.close()
        self._runner.close()

    def __enter__(self) -> ClusteredServiceContainer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def main(argv: list[str] | None = None) -> int:
    """``python -m aeronkit.cluster.service -Dname=value ...``: run a container until SIGINT/SIGTERM or until
    the cluster terminates it; exit 1 (after one line on stderr) when it cannot start."""
    import signal

    config.consume_system_properties(list(sys.argv[1:] if argv is None else argv))
    stop = threading.Event()
    try:
        ctx = Context()
        ctx.termination_hook = stop.set
        container = ClusteredServiceContainer.launch(ctx)
    except (AeronError, OSError) as ex:
        print(f"clustered service container cannot start: {ex}", file=sys.stderr)
        return 1
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: stop.set())
    with container:
        while not stop.wait(0.1) and container.is_running:
            pass
    return 0
