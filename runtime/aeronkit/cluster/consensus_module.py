"""``ConsensusModule``: one cluster member's consensus module, and its ``Context``.

Mirrors aeron-cluster/src/main/java/io/aeron/cluster/ConsensusModule.java at 1.51.0. The Context takes
every setting by Aeron's property name (``-Daeron.cluster.member.id=0``, ``aeron.cluster.members``,
``aeron.cluster.ingress.channel``, ...) with Aeron's defaults, and ``conclude()`` does what Java's does: it
checks the settings, claims the cluster directory's ``cluster-mark.dat`` (a second module on a live
directory is refused), opens ``node-state.dat`` and ``recording.log``, connects an Aeron client whose
conductor the module runs itself (invoker mode), allocates the module's counters (refusing a second module
of the same cluster id on one driver), prepares the local archive client's settings and signals the mark
file ready. ``ConsensusModule.launch(ctx)`` then runs the agent (``consensus_module_agent``) on a thread,
or hands back an invoker to step it (``use_agent_invoker``).

Properties the node does not act on yet (catch-up, some replication settings) are still accepted and
validated, so the same command line works for a Java node and for ours. The consensus channel, stream and
control setting are used once there is more than one member.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, ClassVar

from aeronkit import __version__
from aeronkit.agent import AgentInvoker, AgentRunner
from aeronkit.archive.client import Context as ArchiveContext
from aeronkit.archive.settings import (
    CONTROL_RESPONSE_STREAM_ID,
    LOCAL_CONTROL_CHANNEL,
    LOCAL_CONTROL_STREAM_ID,
)
from aeronkit.client import Aeron
from aeronkit.client import Context as AeronContext
from aeronkit.client.counter import Counter
from aeronkit.clock import EpochClock, SystemEpochClock
from aeronkit.cluster import module_counters, settings
from aeronkit.cluster.authenticator import (
    AUTHENTICATOR_SUPPLIER_PROP,
    AUTHORISATION_SERVICE_SUPPLIER_PROP,
    Authenticator,
    AuthorisationService,
    authenticator_from_name,
    authorisation_service_from_name,
)
from aeronkit.cluster.cluster_clock import CLUSTER_CLOCK_PROP, ClusterClock, cluster_clock_from_name
from aeronkit.cluster.cluster_member import MemberEndpoints, MembersError, parse_members
from aeronkit.cluster.mark_file import (
    FILENAME as MARK_FILENAME,
)
from aeronkit.cluster.mark_file import (
    LINK_FILENAME,
    LIVENESS_TIMEOUT_MS,
    ClusterComponentType,
    ClusterMarkFile,
    ensure_mark_file_link,
)
from aeronkit.cluster.node_state_file import NodeStateFile
from aeronkit.cluster.protocol import APP_VERSION_DEFAULT, MAX_SERVICE_COUNT, local_archive_response_stream_id
from aeronkit.cluster.recording_log import CONSENSUS_MODULE_SERVICE_ID, RecordingLog
from aeronkit.cluster.service.cluster_counters import find as _find_counter
from aeronkit.cluster.service.errors import ClusterEvent
from aeronkit.cluster.timer_service import PRIORITY_HEAP_SUPPLIER, WHEEL_SUPPLIER
from aeronkit.cnc import default_aeron_dir
from aeronkit.concurrent.error_log import DistinctErrorLog
from aeronkit.constants import NULL_VALUE
from aeronkit.context import (
    Context as BaseContext,
)
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
from aeronkit.driver.configuration import format_duration
from aeronkit.errors import ConfigurationError
from aeronkit.idle import IdleStrategy, idle_strategy_from_name

_MS = 1_000_000
_S = 1_000_000_000

LOG_CHANNEL_DEFAULT = "aeron:udp?term-length=64m"

ErrorHandler = Callable[[BaseException], None]


def _row(attr: str, prop: str | None, default: Any, parse: Any, meaning: str) -> Setting[Any]:
    return Setting(attr, prop, default, parse, meaning)


SETTINGS: tuple[Setting[Any], ...] = (
    _row("aeron_dir", "aeron.dir", default_aeron_dir, parse_str, "the media driver's directory"),
    settings.CLUSTER_ID,
    settings.CLUSTER_DIR,
    settings.CLUSTER_SERVICES_DIR,
    settings.MARK_FILE_DIR,
    _row("member_id", "aeron.cluster.member.id", 0, parse_int, "this member's id in aeron.cluster.members"),
    _row(
        "appointed_leader_id",
        "aeron.cluster.appointed.leader.id",
        NULL_VALUE,
        parse_int,
        "only this member may become leader (-1: any)",
    ),
    _row(
        "cluster_members",
        "aeron.cluster.members",
        "",
        parse_str,
        "id,ingress,consensus,log,catchup,archive[,...] per member, joined by |",
    ),
    _row(
        "consensus_endpoints",
        "aeron.cluster.consensus.endpoints",
        "",
        parse_str,
        "deprecated by Aeron; accepted and ignored",
    ),
    _row(
        "member_endpoints",
        "aeron.cluster.member.endpoints",
        "",
        parse_str,
        "this member's endpoints, checked against aeron.cluster.members",
    ),
    settings.INGRESS_CHANNEL,
    settings.INGRESS_STREAM_ID,
    _row(
        "ingress_fragment_limit",
        "aeron.cluster.ingress.fragment.limit",
        50,
        parse_int,
        "ingress fragments per poll",
    ),
    _row(
        "is_ipc_ingress_allowed",
        "aeron.cluster.ingress.ipc.allowed",
        False,
        parse_bool,
        "the leader also takes ingress on aeron:ipc",
    ),
    settings.EGRESS_CHANNEL,
    _row(
        "log_channel",
        "aeron.cluster.log.channel",
        LOG_CHANNEL_DEFAULT,
        parse_str,
        "channel of the replicated log",
    ),
    _row("log_stream_id", "aeron.cluster.log.stream.id", 100, parse_int, "stream of the replicated log"),
    settings.LOG_FRAGMENT_LIMIT,
    settings.REPLAY_CHANNEL,
    settings.REPLAY_STREAM_ID,
    settings.CONTROL_CHANNEL,
    settings.SERVICE_STREAM_ID,
    settings.CONSENSUS_MODULE_STREAM_ID,
    settings.SNAPSHOT_CHANNEL,
    settings.CONSENSUS_MODULE_SNAPSHOT_STREAM_ID,
    _row(
        "consensus_channel",
        "aeron.cluster.consensus.channel",
        "aeron:udp",
        parse_str,
        "channel between members",
    ),
    _row(
        "consensus_stream_id", "aeron.cluster.consensus.stream.id", 108, parse_int, "stream between members"
    ),
    _row(
        "replication_channel",
        "aeron.cluster.replication.channel",
        None,
        parse_str,
        "channel a follower's archive replicates the leader's log on (required)",
    ),
    _row(
        "follower_catchup_channel",
        "aeron.cluster.follower.catchup.channel",
        "aeron:udp",
        parse_str,
        "channel template of catch-up replays to a follower",
    ),
    _row(
        "leader_archive_control_channel",
        "aeron.cluster.leader.archive.control.channel",
        "aeron:udp?term-length=64k",
        parse_str,
        "channel to reach the leader's archive",
    ),
    _row("service_count", "aeron.cluster.service.count", 1, parse_int, "clustered services of this node"),
    _row(
        "max_concurrent_sessions",
        "aeron.cluster.max.sessions",
        10,
        parse_int,
        "open + pending client sessions",
    ),
    _row(
        "session_timeout_ns",
        "aeron.cluster.session.timeout",
        10 * _S,
        parse_duration_ns,
        "a silent client session is closed after this",
    ),
    _row(
        "leader_heartbeat_timeout_ns",
        "aeron.cluster.leader.heartbeat.timeout",
        10 * _S,
        parse_duration_ns,
        "followers start an election after this much leader silence",
    ),
    _row(
        "leader_heartbeat_interval_ns",
        "aeron.cluster.leader.heartbeat.interval",
        200 * _MS,
        parse_duration_ns,
        "commit position / append position heartbeat",
    ),
    _row(
        "startup_canvass_timeout_ns",
        "aeron.cluster.startup.canvass.timeout",
        60 * _S,
        parse_duration_ns,
        "canvass on start-up waits this long for every member",
    ),
    _row("election_timeout_ns", "aeron.cluster.election.timeout", 1 * _S, parse_duration_ns, "ballot length"),
    _row(
        "election_status_interval_ns",
        "aeron.cluster.election.status.interval",
        100 * _MS,
        parse_duration_ns,
        "canvass message interval",
    ),
    _row(
        "election_strict",
        "aeronkit.cluster.election.strict",
        False,
        parse_bool,
        "aeronkit's stricter election rules instead of Aeron's (docs/cluster-election.md)",
    ),
    _row(
        "termination_timeout_ns",
        "aeron.cluster.termination.timeout",
        10 * _S,
        parse_duration_ns,
        "how long a leader waits for followers to acknowledge a shutdown",
    ),
    _row(
        "cycle_threshold_ns",
        "aeron.cluster.cycle.threshold",
        100 * _MS,
        parse_duration_ns,
        "duty cycles longer than this are counted",
    ),
    _row(
        "total_snapshot_duration_threshold_ns",
        "aeron.cluster.total.snapshot.threshold",
        1 * _S,
        parse_duration_ns,
        "snapshots longer than this are counted",
    ),
    _row(
        "standby_snapshot_notification_processing_delay_ns",
        "aeron.cluster.standby.snapshot.notification.processing.delay",
        0,
        parse_duration_ns,
        "how long an accepted standby snapshot notification waits, once committed, before recording.log",
    ),
    _row(
        "accept_standby_snapshots",
        "aeron.cluster.accept.standby.snapshots",
        False,
        parse_bool,
        "record StandbySnapshot notifications as STANDBY_SNAPSHOT entries (docs/cluster-recovery.md)",
    ),
    _row(
        "replication_progress_timeout_ns",
        "aeron.cluster.replication.progress.timeout",
        10 * _S,
        parse_duration_ns,
        "log replication progress timeout",
    ),
    _row(
        "replication_progress_interval_ns",
        "aeron.cluster.replication.progress.interval",
        0,
        parse_duration_ns,
        "log replication progress interval",
    ),
    _row(
        "wheel_tick_resolution_ns",
        "aeron.cluster.wheel.tick.resolution",
        8 * _MS,
        parse_duration_ns,
        "timer wheel tick",
    ),
    _row("ticks_per_wheel", "aeron.cluster.ticks.per.wheel", 128, parse_int, "timer wheel spokes"),
    _row(
        "timer_service_supplier",
        "aeron.cluster.timer.service.supplier",
        WHEEL_SUPPLIER,
        parse_str,
        "WheelTimerServiceSupplier or PriorityHeapTimerServiceSupplier",
    ),
    _row(
        "file_sync_level",
        "aeron.archive.file.sync.level",
        0,
        parse_int,
        "0 none, 1 data, 2 data+metadata for recording.log and node-state (Aeron reads the archive's)",
    ),
    settings.ERROR_BUFFER_LENGTH,
    _row(
        "authenticator_supplier",
        AUTHENTICATOR_SUPPLIER_PROP,
        "",
        parse_str,
        "default (allow all) or module:Name of a Python authenticator",
    ),
    _row(
        "authorisation_service_supplier",
        AUTHORISATION_SERVICE_SUPPLIER_PROP,
        "",
        parse_str,
        "default (backup queries only), ALLOW_ALL, DENY_ALL or module:Name",
    ),
    _row(
        "cluster_clock",
        CLUSTER_CLOCK_PROP,
        "io.aeron.cluster.MillisecondClusterClock",
        parse_str,
        "unit of cluster time",
    ),
    _row(
        "agent_role_name",
        "aeron.cluster.consensus.module.agent.role.name",
        "",
        parse_str,
        "thread and client name (default consensus-module-<clusterId>-<memberId>)",
    ),
    _row(
        "consensus_module_extension",
        "aeron.cluster.consensus.module.extension",
        "",
        parse_str,
        "extensions are Java classes: must stay empty",
    ),
    _row(
        "enable_control_on_consensus_channel",
        "aeron.cluster.consensus.control.enable",
        True,
        parse_bool,
        "consensus publications bind a control address",
    ),
    _row(
        "enable_control_on_log_channel",
        "aeron.cluster.log.control.enable",
        True,
        parse_bool,
        "the log publication binds a control address",
    ),
    replace(LOCAL_CONTROL_CHANNEL, attr="archive_local_control_channel",
            meaning="the local archive's control channel (must be IPC)"),
    replace(LOCAL_CONTROL_STREAM_ID, attr="archive_local_control_stream_id",
            meaning="the local archive's control stream"),
    replace(CONTROL_RESPONSE_STREAM_ID, attr="archive_control_response_stream_id",
            meaning="archive response stream base (the module uses clusterId*100+100+this)"),
    settings.IDLE_STRATEGY,
    _row(
        "app_version", None, APP_VERSION_DEFAULT, None, "application semantic version (same major required)"
    ),
    _row("delete_dir_on_start", None, False, None, "delete the cluster directory first"),
    _row("use_agent_invoker", None, False, None, "step the agent with ConsensusModule.invoker"),
    _row("epoch_clock", None, SystemEpochClock, None, "source of epoch milliseconds"),
    _row("aeron", None, None, None, "an Aeron client in invoker mode to use instead of connecting one"),
    settings.DRIVER_AGENT_INVOKER,
    _row("authenticator", None, None, None, "an Authenticator object (else from the supplier setting)"),
    _row("authorisation_service", None, None, None, "an AuthorisationService (else from the supplier)"),
    _row("random", None, random.Random, None, "randomness (election nominations)"),
    _row("error_handler", None, None, None, "called with every error after it is logged and counted"),
    _row("termination_hook", None, None, None, "called when the module terminates"),
)


def _versioned(name: str) -> str:
    """AeronCounters.appendVersionInfo: `` version=<v> commit=<sha>`` after the label."""
    return f"{name} version={__version__} commit=aeronkit"


class ModuleCounters:
    """The consensus module's long-lived counters (cluster_counters specs), allocated at conclude."""

    def __init__(
        self, aeron: Aeron, cluster_id: int, accept_standby_snapshots: bool, cycle_threshold_ns: int
    ) -> None:
        reader = aeron.counters_reader
        existing = _find_counter(reader, module_counters.MODULE_STATE.type_id, cluster_id)
        if existing != NULL_VALUE:
            raise ConfigurationError(f"existing consensus module detected for clusterId={cluster_id}")
        key = module_counters.cluster_key(cluster_id)

        def add(spec: module_counters.CounterSpec) -> Counter:
            return aeron.add_counter(spec.type_id, module_counters.cluster_label(spec.name, cluster_id), key)

        self.errors = aeron.add_counter(
            module_counters.ERRORS.type_id,
            _versioned(module_counters.cluster_label(module_counters.ERRORS.name, cluster_id)),
            key,
        )
        self.module_state = add(module_counters.MODULE_STATE)
        self.election_state = add(module_counters.ELECTION_STATE)
        self.election_count = add(module_counters.ELECTION_COUNT)
        self.leadership_term_id = add(module_counters.LEADERSHIP_TERM_ID)
        self.node_role = add(module_counters.NODE_ROLE)
        self.commit_position = add(module_counters.COMMIT_POSITION)
        self.control_toggle = add(module_counters.CONTROL_TOGGLE)
        self.node_control_toggle = add(module_counters.NODE_CONTROL_TOGGLE)
        self.snapshot_count = add(module_counters.SNAPSHOT_COUNT)
        self.timed_out_clients = add(module_counters.TIMED_OUT_CLIENTS)
        self.standby_snapshots_received = (
            add(module_counters.STANDBY_SNAPSHOTS_RECEIVED) if accept_standby_snapshots else None
        )
        self.max_cycle_time = add(module_counters.MAX_CYCLE_TIME)
        exceeded = module_counters.CYCLE_TIME_THRESHOLD_EXCEEDED
        self.cycle_threshold_exceeded = aeron.add_counter(
            exceeded.type_id,
            module_counters.cluster_label(exceeded.name + format_duration(cycle_threshold_ns), cluster_id),
            key,
        )

    def all(self) -> list[Counter]:
        return [
            self.errors,
            self.module_state,
            self.election_state,
            self.election_count,
            self.leadership_term_id,
            self.node_role,
            self.commit_position,
            self.control_toggle,
            self.node_control_toggle,
            self.snapshot_count,
            self.timed_out_clients,
            *([self.standby_snapshots_received] if self.standby_snapshots_received is not None else []),
            self.max_cycle_time,
            self.cycle_threshold_exceeded,
        ]

    def close(self) -> None:
        for counter in self.all():
            if not counter.is_closed:
                counter.close()


class Context(BaseContext):
    """ConsensusModule.Context: settings by Aeron property name; ``conclude()`` claims the directory."""

    SETTINGS: ClassVar[tuple[Setting[Any], ...]] = SETTINGS
    COMPONENT = "consensus module"

    aeron_dir: str
    cluster_id: int
    cluster_dir: str
    cluster_services_dir: str | None
    mark_file_dir: str | None
    member_id: int
    appointed_leader_id: int
    cluster_members: str
    consensus_endpoints: str
    member_endpoints: str
    ingress_channel: str | None
    ingress_stream_id: int
    ingress_fragment_limit: int
    is_ipc_ingress_allowed: bool
    egress_channel: str | None
    log_channel: str
    log_stream_id: int
    log_fragment_limit: int
    replay_channel: str
    replay_stream_id: int
    control_channel: str
    service_stream_id: int
    consensus_module_stream_id: int
    snapshot_channel: str
    snapshot_stream_id: int
    consensus_channel: str
    consensus_stream_id: int
    replication_channel: str | None
    follower_catchup_channel: str
    leader_archive_control_channel: str
    service_count: int
    max_concurrent_sessions: int
    session_timeout_ns: int
    leader_heartbeat_timeout_ns: int
    leader_heartbeat_interval_ns: int
    startup_canvass_timeout_ns: int
    election_timeout_ns: int
    election_status_interval_ns: int
    election_strict: bool
    termination_timeout_ns: int
    cycle_threshold_ns: int
    total_snapshot_duration_threshold_ns: int
    standby_snapshot_notification_processing_delay_ns: int
    accept_standby_snapshots: bool
    replication_progress_timeout_ns: int
    replication_progress_interval_ns: int
    wheel_tick_resolution_ns: int
    ticks_per_wheel: int
    timer_service_supplier: str
    file_sync_level: int
    error_buffer_length: int
    authenticator_supplier: str
    authorisation_service_supplier: str
    cluster_clock: str
    agent_role_name: str
    consensus_module_extension: str
    enable_control_on_consensus_channel: bool
    enable_control_on_log_channel: bool
    archive_local_control_channel: str
    archive_local_control_stream_id: int
    archive_control_response_stream_id: int
    idle_strategy: str | IdleStrategy
    app_version: int
    delete_dir_on_start: bool
    use_agent_invoker: bool
    epoch_clock: EpochClock
    aeron: Aeron | None
    driver_agent_invoker: AgentInvoker | None
    authenticator: Authenticator | None
    authorisation_service: AuthorisationService | None
    random: random.Random
    error_handler: ErrorHandler | None
    termination_hook: Callable[[], None] | None

    # created by conclude()
    members: list[MemberEndpoints]
    this_member: MemberEndpoints
    clock: ClusterClock
    mark_file: ClusterMarkFile
    node_state_file: NodeStateFile
    recording_log: RecordingLog
    error_log: DistinctErrorLog
    client: Aeron
    owns_aeron_client: bool
    counters: ModuleCounters
    archive_context: ArchiveContext
    idle: IdleStrategy

    def _conclude(self) -> None:
        self._validate()
        if self.authenticator is None:
            self.authenticator = authenticator_from_name(self.authenticator_supplier)
        if self.authorisation_service is None:
            self.authorisation_service = authorisation_service_from_name(self.authorisation_service_supplier)
        cluster_dir = Path(self.cluster_dir).resolve()
        self.cluster_dir = str(cluster_dir)
        mark_dir = Path(self.mark_file_dir).resolve() if self.mark_file_dir else cluster_dir
        self.mark_file_dir = str(mark_dir)
        self.cluster_services_dir = (
            str(Path(self.cluster_services_dir).resolve()) if self.cluster_services_dir else self.cluster_dir
        )
        if self.delete_dir_on_start and cluster_dir.exists():
            import shutil

            shutil.rmtree(cluster_dir)
        cluster_dir.mkdir(parents=True, exist_ok=True)
        mark_dir.mkdir(parents=True, exist_ok=True)
        self.clock = cluster_clock_from_name(self.cluster_clock, self.epoch_clock)
        now_ms = self.epoch_clock.time_ms()
        self.mark_file = ClusterMarkFile.create(
            mark_dir / MARK_FILENAME,
            ClusterComponentType.CONSENSUS_MODULE,
            now_ms=now_ms,
            error_buffer_length=self.error_buffer_length,
            timeout_ms=LIVENESS_TIMEOUT_MS,
        )
        self.on_release(self._close_mark_file)
        ensure_mark_file_link(cluster_dir, mark_dir / MARK_FILENAME, LINK_FILENAME)
        self.node_state_file = NodeStateFile(cluster_dir, create=True, file_sync_level=self.file_sync_level)
        self.on_release(self.node_state_file.close)
        if (
            self.node_state_file.candidate_term_id == NULL_VALUE
            and self.mark_file.candidate_term_id != NULL_VALUE
        ):
            self.node_state_file.update_candidate_term_id(
                self.mark_file.candidate_term_id, NULL_VALUE, now_ms
            )
        self.error_log = DistinctErrorLog(self.mark_file.error_buffer(), self.epoch_clock.time_ms, "ascii")
        self.recording_log = RecordingLog(cluster_dir, create=True)
        self.on_release(self.recording_log.close)
        if not self.agent_role_name:
            self.agent_role_name = f"consensus-module-{self.cluster_id}-{self.member_id}"
        self.owns_aeron_client = self.aeron is None
        if self.aeron is None:
            client = Aeron.connect(
                AeronContext(
                    aeron_dir=self.aeron_dir,
                    use_conductor_agent_invoker=True,
                    driver_agent_invoker=self.driver_agent_invoker,
                    client_name=self.agent_role_name,
                    error_handler=self.report_error,
                )
            )
            self.on_release(client.close)
        else:
            client = self.aeron
        if client.conductor_agent_invoker is None:
            raise invalid("aeron", client, "must be an Aeron client in conductor agent invoker mode")
        self.client = client
        self.counters = ModuleCounters(
            client, self.cluster_id, self.accept_standby_snapshots, self.cycle_threshold_ns
        )
        self.on_release(self.counters.close)
        self.archive_context = self._archive_context(client)
        self.idle = (
            idle_strategy_from_name(self.idle_strategy, settings.IDLE_STRATEGY.name)
            if isinstance(self.idle_strategy, str)
            else self.idle_strategy
        )
        self._conclude_mark_file(client)

    def _validate(self) -> None:
        log_params = {part.split("=", 1)[0] for part in self.log_channel.partition("?")[2].split("|")}
        for key in ("init-term-id", "term-id", "term-offset"):
            if key in log_params:
                raise invalid(self.name_of("log_channel"), self.log_channel, f"must not contain: {key}")
        check_range(self.name_of("service_count"), self.service_count, 0, MAX_SERVICE_COUNT)
        if self.consensus_module_extension:
            raise invalid(
                self.name_of("consensus_module_extension"),
                self.consensus_module_extension,
                "consensus module extensions are Java classes and cannot run here",
            )
        if self.service_count == 0:
            raise invalid(
                self.name_of("service_count"),
                0,
                "zero services are only supported with a ConsensusModuleExtension",
            )
        if not self.cluster_members:
            raise invalid(self.name_of("cluster_members"), "", "must be set")
        try:
            self.members = parse_members(self.cluster_members)
        except MembersError as ex:
            raise invalid(self.name_of("cluster_members"), self.cluster_members, str(ex)) from None
        found = [m for m in self.members if m.id == self.member_id]
        if not found:
            raise invalid(self.name_of("member_id"), self.member_id, "not found in aeron.cluster.members")
        self.this_member = found[0]
        if self.member_endpoints:
            theirs = self.member_endpoints.split(",")
            mine = [
                self.this_member.ingress,
                self.this_member.consensus,
                self.this_member.log,
                self.this_member.catchup,
                self.this_member.archive,
            ]
            if theirs != mine:
                raise invalid(
                    self.name_of("member_endpoints"),
                    self.member_endpoints,
                    f"differs from aeron.cluster.members: {self.this_member.endpoints}",
                )
        if not self.ingress_channel:
            raise invalid(self.name_of("ingress_channel"), self.ingress_channel, "must be set")
        if not self.replication_channel:
            raise invalid(self.name_of("replication_channel"), self.replication_channel, "must be set")
        if self.startup_canvass_timeout_ns // max(1, self.leader_heartbeat_timeout_ns) < 2:
            raise invalid(
                self.name_of("startup_canvass_timeout_ns"),
                self.startup_canvass_timeout_ns,
                f"must be a multiple (>= 2) of aeron.cluster.leader.heartbeat.timeout="
                f"{self.leader_heartbeat_timeout_ns}",
            )
        for attr in (
            "session_timeout_ns",
            "leader_heartbeat_timeout_ns",
            "leader_heartbeat_interval_ns",
            "election_timeout_ns",
            "election_status_interval_ns",
            "termination_timeout_ns",
            "max_concurrent_sessions",
            "ingress_fragment_limit",
            "log_fragment_limit",
            "ticks_per_wheel",
        ):
            check_positive(self.name_of(attr), getattr(self, attr))
        if self.ticks_per_wheel & (self.ticks_per_wheel - 1):
            raise invalid(self.name_of("ticks_per_wheel"), self.ticks_per_wheel, "must be a power of 2")
        check_range(self.name_of("file_sync_level"), self.file_sync_level, 0, 2)
        if self.timer_service_supplier not in (WHEEL_SUPPLIER, PRIORITY_HEAP_SUPPLIER):
            raise invalid(
                self.name_of("timer_service_supplier"),
                self.timer_service_supplier,
                f"must be {WHEEL_SUPPLIER} or {PRIORITY_HEAP_SUPPLIER}",
            )
        check_positive(self.name_of("wheel_tick_resolution_ns"), self.wheel_tick_resolution_ns)
        cluster_clock_from_name(self.cluster_clock)  # validates the name
        if not self.archive_local_control_channel.startswith("aeron:ipc"):
            raise invalid(
                self.name_of("archive_local_control_channel"),
                self.archive_local_control_channel,
                "local archive control must be IPC",
            )

    def _archive_context(self, client: Aeron) -> ArchiveContext:
        channel = self.archive_local_control_channel
        alias = f"cluster-{self.cluster_id}-member-{self.member_id}"
        return ArchiveContext(
            aeron=client,
            control_request_channel=_with_alias(channel, f"cm-archive-ctrl-req-{alias}"),
            control_response_channel=_with_alias(channel, f"cm-archive-ctrl-resp-{alias}"),
            control_request_stream_id=self.archive_local_control_stream_id,
            control_response_stream_id=local_archive_response_stream_id(
                self.cluster_id, self.archive_control_response_stream_id, CONSENSUS_MODULE_SERVICE_ID
            ),
            client_name=self.agent_role_name,
            error_handler=self.report_error,
        )

    def _conclude_mark_file(self, client: Aeron) -> None:
        authenticator = self.authenticator
        assert authenticator is not None
        cls = type(authenticator)
        self.mark_file.write_properties(
            archive_stream_id=self.archive_local_control_stream_id,
            service_stream_id=self.service_stream_id,
            consensus_module_stream_id=self.consensus_module_stream_id,
            ingress_stream_id=self.ingress_stream_id,
            member_id=self.member_id,
            service_id=CONSENSUS_MODULE_SERVICE_ID,
            cluster_id=self.cluster_id,
            aeron_directory=str(client.context.aeron_dir),
            control_channel=self.control_channel,
            ingress_channel=self.ingress_channel,
            service_name=None,
            authenticator=f"{cls.__module__}:{cls.__qualname__}",
            services_cluster_dir=self.cluster_services_dir,
        )
        self.mark_file.signal_ready(self.epoch_clock.time_ms())

    def _close_mark_file(self) -> None:
        if not self.mark_file.is_closed:
            self.mark_file.signal_terminated()
            self.mark_file.close()

    def report_error(self, error: BaseException) -> None:
        """Aeron's CountedErrorHandler: to the error log and the error counter, then to the handler."""
        log = getattr(self, "error_log", None)
        if log is not None:
            log.record(error)
        counters = getattr(self, "counters", None)
        if counters is not None and not counters.errors.is_closed:
            counters.errors.increment()
        if self.error_handler is not None:
            self.error_handler(error)

    def record_event(self, message: str) -> None:
        """An event worth keeping in the error log but not counted as an error (a rejected client)."""
        self.error_log.record(ClusterEvent(message))


def _with_alias(channel: str, alias: str) -> str:
    """ChannelUri.addAliasIfAbsent."""
    base, _, query = channel.partition("?")
    params = [p for p in query.split("|") if p]
    if any(p.split("=", 1)[0] == "alias" for p in params):
        return channel
    return f"{base}?{'|'.join([*params, f'alias={alias}'])}"


class ConsensusModule:
    """A running consensus module: ``launch(ctx)``; ``close()`` stops it and releases the directory."""

    def __init__(self, ctx: Context) -> None:
        from aeronkit.cluster.consensus_module_agent import ConsensusModuleAgent

        self.context = ctx
        self.agent = ConsensusModuleAgent(ctx)
        self.invoker: AgentInvoker | None = None
        self._runner: AgentRunner | None = None
        self._closed = False

    @classmethod
    def launch(cls, ctx: Context | None = None) -> ConsensusModule:
        ctx = ctx or Context()
        if not ctx.is_concluded:
            ctx.conclude()
        try:
            module = cls(ctx)
        except BaseException:
            _abandon(ctx)
            raise
        try:
            if ctx.use_agent_invoker:
                module.invoker = AgentInvoker(module.agent, ctx.report_error)
                module.invoker.start()
            else:
                module._runner = AgentRunner(module.agent, ctx.idle, ctx.report_error).start()
        except BaseException:
            # the agent's on_start failed (AgentStartError names it) and it has been closed already
            _abandon(ctx)
            raise
        return module

    @property
    def is_terminated(self) -> bool:
        """True once the agent stopped (a SHUTDOWN/ABORT completed or a fatal error)."""
        return self.agent.is_terminated

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            if self._runner is not None:
                self._runner.close()
            if self.invoker is not None:
                self.invoker.close()
        finally:
            self.context.release()

    def __enter__(self) -> ConsensusModule:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _abandon(ctx: Context) -> None:
    """A start that failed: the mark file says so (unless the agent's close already released it, which
    marks it terminated) and everything the context created is released, so the start's own error is
    the one the caller sees."""
    if not ctx.mark_file.is_closed:
        ctx.mark_file.signal_failed_start()
    ctx.release()
