"""The consensus module's agent: one member's duty cycle, after Aeron 1.51.0's ConsensusModuleAgent.

``do_work`` is a short sum of named duties, each doing a bounded amount of work and never waiting for an
answer another agent (driver, archive, services) has to produce -- requests are issued and their answers
polled on later cycles:

* ``_slow_tick`` (every 10 ms, at once again while it finds work): run the Aeron client's conductor, keep
  the mark file alive, answer redirects and rejections, and on the leader act on the control toggle
  (SUSPEND, RESUME, SNAPSHOT, SHUTDOWN, ABORT), open pending sessions and time out silent ones;
* ``_archive``: the local archive request queue, and recording signals when it is idle;
* ``_startup``: recovery -- connect to the archive, stop the last log recording, plan recovery from
  recording.log and the archive, publish the recovery state for the services, load the module's snapshot,
  wait for every service's first ack -- then start the election;
* ``_election_work`` while an election runs (its host calls, below, do the log publication, replay and
  joining); ``_consensus_work`` once it closed: the other members' consensus messages (``ConsensusAdapter``),
  the leader's timers, pending service messages, ingress, commit position and CommitPosition heartbeats, a
  follower's AppendPosition heartbeats and leader-silence check; the service control stream;
* ``_snapshot_work``: a snapshot being recorded or loaded.

States (module state counter 200): INIT until recovery is done, ACTIVE, SUSPENDED, SNAPSHOT, TERMINATING,
CLOSED; role (201) FOLLOWER/CANDIDATE/LEADER. Everything the leader appends but the commit position has not
passed yet (timers, session closes, next committed session id, previous module state) is kept so a lost
leadership can roll it back, as Aeron does.

A one-member cluster's election makes it leader of a new term at once. With more than one member the
election, heartbeats and failover run on the consensus channel (``AeronConsensusTransport``); followers
join the leader's MDC log (``join_log_as_follower``), record it REMOTE, apply it bounded by the commit
position they were told (``_follower_log_work``) and report their recorded position; late or restarted
members catch up from the leader's archive (``on_catchup_position``, ``catchup_poll``). Replicating the
leader's recording between archives (``replicate_log``) waits on our archive server replicating over UDP
(docs/cluster.md, "Not built yet").
"""

from __future__ import annotations

import dataclasses
import enum
import logging
import random
from collections import deque
from typing import Any, NoReturn

from aeronkit.agent import AgentTerminationError
from aeronkit.archive.client import (
    AeronArchive,
    RecordingDescriptor,
    RecordingSignal,
    RecordingSignalEvent,
    ReplayParams,
    ReplicationParams,
)
from aeronkit.archive.client.replay_merge import LIVE_ADD_MAX_WINDOW
from aeronkit.archive.errors import ArchiveError
from aeronkit.client import ExclusivePublication, Image, Subscription
from aeronkit.client.header import ControlledPollAction
from aeronkit.cluster import recovery_state
from aeronkit.cluster.aeron_consensus_transport import AeronConsensusTransport
from aeronkit.cluster.archive_requests import ArchiveConnect, ArchiveRequest, ArchiveRequests
from aeronkit.cluster.cluster_clock import ElectionClock
from aeronkit.cluster.cluster_member import ClusterMember, encode_members, ingress_endpoints, quorum_position
from aeronkit.cluster.cluster_session import Action, ClusterSession
from aeronkit.cluster.consensus_adapter import ConsensusAdapter
from aeronkit.cluster.consensus_module import Context
from aeronkit.cluster.consensus_module_adapter import ConsensusModuleAdapter
from aeronkit.cluster.consensus_module_snapshot import SnapshotState, build
from aeronkit.cluster.consensus_transport import ConsensusPublisher, ConsensusTransport
from aeronkit.cluster.egress_publisher import EgressPublisher
from aeronkit.cluster.election import Election, ElectionConfig
from aeronkit.cluster.election import LogReplay as ElectionLogReplay
from aeronkit.cluster.election_log import ArchiveElectionLog
from aeronkit.cluster.election_state import ElectionState, Role
from aeronkit.cluster.ingress_adapter import IngressAdapter
from aeronkit.cluster.log_adapter import LogAdapter
from aeronkit.cluster.log_channels import (
    catchup_log_destination,
    destination_uri,
    follower_log_channel,
    leader_control_params,
    live_log_destination,
)
from aeronkit.cluster.log_publisher import CLUSTER_ACTION_FLAGS_DEFAULT, LogPublisher
from aeronkit.cluster.log_replay import LogReplay
from aeronkit.cluster.module_counters import compare_and_set
from aeronkit.cluster.pending_service_messages import PendingServiceMessageTracker, route_loaded_message
from aeronkit.cluster.protocol import (
    CLIENT_PROTOCOL_SEMANTIC_VERSION,
    ClusterControlToggle,
    ConsensusModuleState,
)
from aeronkit.cluster.recording_log import CONSENSUS_MODULE_SERVICE_ID
from aeronkit.cluster.recovery_plan import RecoveryPlan
from aeronkit.cluster.service import recording_pos
from aeronkit.cluster.service_ack import ServiceAck, ServiceAckQueues, missing_relevant_ids
from aeronkit.cluster.service_proxy import ServiceProxy
from aeronkit.cluster.session_manager import SessionManager
from aeronkit.cluster.snapshot_marker import check_app_version, check_time_unit
from aeronkit.cluster.snapshot_tasks import SnapshotRecorder, SnapshotReplayLoader
from aeronkit.cluster.standby_snapshots import (
    StandbySnapshotEntry,
    StandbySnapshotError,
    StandbySnapshotNotifications,
    StandbySnapshotReplicator,
)
from aeronkit.cluster.timer_service import (
    PRIORITY_HEAP_SUPPLIER,
    PriorityHeapTimerService,
    TimerService,
    WheelTimerService,
)
from aeronkit.codecs import cluster as codecs
from aeronkit.concurrent.counters import NULL_COUNTER_ID, RECORD_ALLOCATED
from aeronkit.constants import LONG_MAX, NULL_POSITION, NULL_VALUE
from aeronkit.errors import AeronError, ProtocolError, RegistrationError
from aeronkit.log import CLUSTER

LOG = logging.getLogger(CLUSTER)
S = ConsensusModuleState
CONSENSUS_POLL_LIMIT = 50
"""Consensus messages handled per duty cycle outside an election (the Election's own poll limit inside)."""
SLOW_TICK_INTERVAL_NS = 10_000_000
MARK_FILE_UPDATE_INTERVAL_NS = 1_000_000_000


class ClusterTermination(AgentTerminationError):
    """The module stopped: ``is_expected`` after SHUTDOWN/ABORT completed, False after a fatal error."""

    def __init__(self, reason: str, is_expected: bool) -> None:
        super().__init__(reason)
        self.is_expected = is_expected


class _Phase(enum.Enum):
    CONNECT_ARCHIVE = 1
    STOP_LAST_RECORDING = 2
    REPLICATE_STANDBY_SNAPSHOTS = 3
    PLAN_RECOVERY = 4
    RECOVERY_STATE = 5
    LOAD_SNAPSHOT = 6
    AWAIT_SERVICES = 7
    RUNNING = 8
    STOPPING = 9


class _AppendPosition:
    """Aeron's ReadableCounter over the log recording's rec-pos counter."""

    def __init__(self, counter_id: int, registration_id: int) -> None:
        self.counter_id = counter_id
        self.registration_id = registration_id


class _ServicesJoin:
    """awaitServicesReady without waiting: JoinLog sent now, the services' acks collected by ``poll``."""

    def __init__(self, agent: ConsensusModuleAgent, log_position: int) -> None:
        self._agent = agent
        self._log_position = log_position

    def poll(self) -> bool:
        agent = self._agent
        agent._poll_services()
        if agent.state is S.CLOSED:
            agent._unexpected_termination("State.CLOSED == state")
        if agent._service_acks.has_reached(self._log_position, agent._service_ack_id):
            agent._service_acks.remove_head()
            agent._service_ack_id += 1
            agent._awaited_join = None
            return True
        return False


class _LeaderJoin(enum.Enum):
    RECORD = 1
    APPEND_POSITION = 2
    SERVICES = 3


class _FollowerJoin(enum.Enum):
    """tryJoinLogAsFollower in steps: the subscription and its live destination, the leader's image, the
    REMOTE recording of it, its recorded position counter, the services joined."""

    SUBSCRIPTION = 1
    IMAGE = 2
    RECORD = 3
    APPEND_POSITION = 4
    SERVICES = 5


class ConsensusModuleAgent:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.aeron = ctx.client
        self.clock = ctx.clock
        self.counters = ctx.counters
        self.member_id = ctx.member_id
        self.service_count = ctx.service_count
        self.state = S.INIT
        self.role = Role.FOLLOWER
        self.leadership_term_id = NULL_VALUE
        self.members = {m.id: ClusterMember(m.id) for m in ctx.members}
        self.this_member = self.members[ctx.member_id]
        self.leader_member_id = ctx.member_id
        self.ingress_endpoints = ingress_endpoints(ctx.members)
        self._rng: random.Random = ctx.random
        self.log_publisher = LogPublisher()
        self.egress = EgressPublisher(ctx.leader_heartbeat_timeout_ns)
        self.timer_service: TimerService = self._new_timer_service()
        self.trackers = [
            PendingServiceMessageTracker(service_id, self._commit_position)
            for service_id in range(ctx.service_count)
        ]
        authenticator, authorisation = ctx.authenticator, ctx.authorisation_service
        assert authenticator is not None and authorisation is not None
        self.session_manager = SessionManager(
            aeron=self.aeron,
            cluster_id=ctx.cluster_id,
            member_id=ctx.member_id,
            clock=self.clock,
            egress=self.egress,
            log=self.log_publisher,
            authenticator=authenticator,
            authorisation=authorisation,
            session_timeout_ns=ctx.session_timeout_ns,
            max_sessions=ctx.max_concurrent_sessions,
            timed_out_counter=self.counters.timed_out_clients,
            record_event=ctx.record_event,
            accept_standby_snapshots=ctx.accept_standby_snapshots,
            on_standby_snapshot=self._on_accepted_standby_snapshot,
        )
        self._standby_notifications = StandbySnapshotNotifications(
            ctx.recording_log,
            ctx.standby_snapshot_notification_processing_delay_ns,
            self._on_standby_snapshot_recorded,
            ctx.record_event,
        )
        self.ingress = IngressAdapter(ctx.ingress_fragment_limit, self, ctx.report_error)
        self.log_adapter = LogAdapter(self, ctx.log_fragment_limit, ctx.report_error)
        self.election: Election | None = None
        self.recovery_plan: RecoveryPlan | None = None
        self.log_recording_id = NULL_VALUE
        self.log_recording_stop_position = 0
        self.termination_position = NULL_POSITION
        self.termination_leadership_term_id = NULL_VALUE
        self.is_terminated = False
        self.termination_reason = ""
        self._phase = _Phase.CONNECT_ARCHIVE
        self._archive_connect: ArchiveConnect | None = None
        self._archive: AeronArchive | None = None
        self._requests: ArchiveRequests | None = None
        self._request: ArchiveRequest | None = None
        self._descriptor: RecordingDescriptor | None = None
        self._recovery_state_id = NULL_VALUE
        self._plan_refresh: tuple[ArchiveRequest, list[RecordingDescriptor]] | None = None
        self._log_truncation: tuple[int, int, ArchiveRequest] | None = None  # (term id, position, request)
        self._snapshot_acks: list[ServiceAck] = []
        self._snapshot_loader: SnapshotReplayLoader | None = None
        self._snapshot_recorder: SnapshotRecorder | None = None
        self._snapshot_after: tuple[int, int, int] | None = None  # (log position, timestamp, leadership term)
        self._standby_replicator: StandbySnapshotReplicator | None = None
        self._service_acks = ServiceAckQueues(ctx.service_count)
        self._service_ack_id = 0
        self._expected_ack_position = 0
        self._service_client_ids = [NULL_VALUE] * ctx.service_count
        self._append_position: _AppendPosition | None = None
        self._stopping_append_position: _AppendPosition | None = None
        self._log_subscription_id = NULL_VALUE
        self._log_publication_id = NULL_VALUE
        self._log_channel_tag = NULL_VALUE
        self._log_control_params: dict[str, str] = {}
        self._local_log_channel = ""
        self._leader_join: _LeaderJoin | None = None
        self._leader_join_request: ArchiveRequest | None = None
        self._leader_join_for: tuple[int, int] | None = None
        """(leadership term id, log session id) of the leader join in progress."""
        self._leader_join_services: _ServicesJoin | None = None
        self._follower_join: _FollowerJoin | None = None
        self._follower_join_request: ArchiveRequest | None = None
        self._follower_join_services: _ServicesJoin | None = None
        self._awaited_join: _ServicesJoin | None = None
        """The JoinLog whose acks the services still owe (the superseded one when a new JoinLog goes out)."""
        self._follower_subscription_id = NULL_VALUE
        self._follower_subscription: Subscription | None = None
        self._follower_image: Image | None = None
        self._notified_commit_position = 0
        self._last_append_position = 0
        self._live_log_destination: str | None = None
        self._catchup_log_destination: str | None = None
        self._log_replication: ArchiveRequest | None = None
        self._log_replication_ended = False
        self._log_replication_position = NULL_POSITION
        self._log_replication_counter_id = NULL_COUNTER_ID
        self._catchup_replays: dict[int, ArchiveRequest] = {}
        """The leader's catch-up replays, by follower: the start-replay request (its value the session id)."""
        self._ingress_subscription_id = NULL_VALUE
        self._ipc_ingress_subscription_id = NULL_VALUE
        self._expired_timer_counts: dict[int, int] = {}
        self._uncommitted_timers: deque[tuple[int, int]] = deque()
        self._uncommitted_previous_state: deque[tuple[int, ConsensusModuleState]] = deque()
        self._termination_deadline_ns: int | None = None
        self._termination_services_done = False
        self._terminated_members: set[int] = set()  # followers that acked the termination position
        self._slow_tick_deadline_ns = 0
        self._mark_file_update_deadline_ns = 0
        self._time_of_last_log_update_ns = 0
        self._stop_requests: list[ArchiveRequest] = []
        self._stop_deadline_ns = 0
        self._unavailable_counter_handler = NULL_VALUE
        self.service_proxy: ServiceProxy | None = None
        self.service_adapter: ConsensusModuleAdapter | None = None
        self.consensus: ConsensusTransport = _NoPeers()
        """The consensus stream to the other members (on_start adds it when there are any)."""
        self._consensus_publisher = ConsensusPublisher(self.consensus)
        self._consensus_adapter = ConsensusAdapter(self.consensus, self, CONSENSUS_POLL_LIMIT)
        self._time_of_last_leader_update_ns = 0
        self._time_of_last_append_sent_ns = 0

    def role_name(self) -> str:
        return self.ctx.agent_role_name

    # -- lifecycle -------------------------------------------------------------------------------------

    def on_start(self) -> None:
        """Add the service control publication and subscription and the archive connection's channels: the
        only places the module waits for the driver, as Aeron's constructor does."""
        ctx = self.ctx
        self.service_adapter = ConsensusModuleAdapter(
            self.aeron.add_subscription(ctx.control_channel, ctx.consensus_module_stream_id),
            self,
            ctx.report_error,
        )
        self.service_proxy = ServiceProxy(
            self.aeron.add_publication(ctx.control_channel, ctx.service_stream_id)
        )
        self._set_role(Role.FOLLOWER)
        self.counters.module_state.set(int(S.INIT))
        self.counters.leadership_term_id.set(NULL_VALUE)
        self._unavailable_counter_handler = self.aeron.add_unavailable_counter_handler(
            self._on_unavailable_counter
        )
        ctx.archive_context.recording_signal_consumer = self._on_recording_signal
        ctx.archive_context.error_handler = self._on_archive_error
        self._archive_connect = ArchiveConnect(ctx.archive_context)
        if len(ctx.members) > 1:
            self.consensus = AeronConsensusTransport(
                self.aeron,
                ctx.this_member,
                ctx.members,
                channel=ctx.consensus_channel,
                stream_id=ctx.consensus_stream_id,
                bind_control=ctx.enable_control_on_consensus_channel,
            )
        self._consensus_publisher = ConsensusPublisher(self.consensus)
        self._consensus_adapter = ConsensusAdapter(self.consensus, self, CONSENSUS_POLL_LIMIT)

    def do_work(self) -> int:
        timestamp = self.clock.time()
        now_ns = self.clock.convert_to_nanos(timestamp)
        work = 0
        try:
            if now_ns >= self._slow_tick_deadline_ns:
                ticked = self._slow_tick(now_ns)
                work += ticked
                self._slow_tick_deadline_ns = now_ns + 1 if ticked > 0 else now_ns + SLOW_TICK_INTERVAL_NS
            work += self._archive_work()
            if self._phase is _Phase.RUNNING:
                if self.election is not None:
                    work += self._election_work(now_ns)
                else:
                    work += self._consensus_work(timestamp, now_ns)
                work += self._snapshot_work(now_ns)
            elif self._phase is _Phase.STOPPING:
                work += self._stopping_work(now_ns)
            else:
                work += self._startup(now_ns)
        except AgentTerminationError:
            self._run_termination_hook()
            raise
        except Exception as ex:
            if self.election is None:
                raise
            self.ctx.report_error(ex)
            self.election.handle_error(self.clock.time_nanos(), str(ex), self._commit_position())
        return work

    def on_close(self) -> None:
        ctx = self.ctx
        aeron = self.aeron
        if not aeron.is_closed:
            aeron.remove_unavailable_counter_handler(self._unavailable_counter_handler)
            for task in (self._snapshot_recorder, self._snapshot_loader):
                if task is not None:
                    task.abandon()
            self.log_publisher.disconnect(aeron.async_remove_publication)
            self.log_adapter.disconnect()
            self.ingress.close(aeron.async_remove_subscription)
            self.session_manager.close_sessions()
            if self._archive is not None:
                self._send_stop_log_recording(self._archive)
                self._archive.close()
            elif self._archive_connect is not None:
                self._archive_connect.close()
            if self.service_proxy is not None:
                self.service_proxy.close()
            if self.service_adapter is not None:
                self.service_adapter.close()
            if isinstance(self.consensus, AeronConsensusTransport):
                self.consensus.close()
            self._set_state(S.CLOSED, "closed")
        ctx.release()

    # -- small helpers ---------------------------------------------------------------------------------

    def _new_timer_service(self) -> TimerService:
        if self.ctx.timer_service_supplier == PRIORITY_HEAP_SUPPLIER:
            return PriorityHeapTimerService(self.on_timer_event)
        resolution = max(1, self.clock.from_nanos(self.ctx.wheel_tick_resolution_ns))
        resolution = 1 << (resolution - 1).bit_length()
        return WheelTimerService(self.on_timer_event, 0, resolution, self.ctx.ticks_per_wheel)

    def _commit_position(self) -> int:
        return self.counters.commit_position.get()

    def _propose_commit(self, position: int) -> bool:
        counter = self.counters.commit_position
        if position > counter.get():
            counter.set(position)
            return True
        return False

    def _set_state(self, state: ConsensusModuleState, reason: str) -> None:
        if state is not self.state:
            self.state = state
            if not self.counters.module_state.is_closed:
                self.counters.module_state.set(int(state))

    def _set_role(self, role: Role) -> None:
        self.role = role
        if not self.counters.node_role.is_closed:
            self.counters.node_role.set(int(role))

    def _set_leadership_term_id(self, leadership_term_id: int) -> None:
        self.leadership_term_id = leadership_term_id
        self.counters.leadership_term_id.set(leadership_term_id)
        for tracker in self.trackers:
            tracker.leadership_term_id = leadership_term_id

    @property
    def archive_requests(self) -> ArchiveRequests:
        assert self._requests is not None
        return self._requests

    @property
    def archive_id(self) -> int:
        assert self._archive is not None
        return self._archive.archive_id

    @property
    def is_taking_snapshot(self) -> bool:
        return self.state is S.SNAPSHOT

    @property
    def append_position(self) -> int:
        """The log recording's recorded position, else where it stopped (the election's append position)."""
        if self._append_position is not None:
            return self.aeron.counters_reader.get_counter_value(self._append_position.counter_id)
        plan_position = self.recovery_plan.appended_log_position if self.recovery_plan else 0
        return max(plan_position, self.log_recording_stop_position)

    def cluster_time(self) -> int:
        return self.clock.time()

    def _run_termination_hook(self) -> None:
        hook = self.ctx.termination_hook
        if hook is not None:
            try:
                hook()
            except Exception as ex:
                self.ctx.report_error(ex)

    # -- slow tick -------------------------------------------------------------------------------------

    def _slow_tick(self, now_ns: int) -> int:
        invoker = self.aeron.conductor_agent_invoker
        work = invoker.invoke() if invoker is not None else 0
        if self.aeron.is_closed:
            raise ClusterTermination("unexpected Aeron close", False)
        if self.state is S.CLOSED and self._phase is _Phase.RUNNING:
            self._unexpected_termination("State.CLOSED == state")
        if now_ns >= self._mark_file_update_deadline_ns:
            self._mark_file_update_deadline_ns = now_ns + MARK_FILE_UPDATE_INTERVAL_NS
            self.ctx.mark_file.update_activity_timestamp(self.clock.time_millis())
        if self._archive is not None and not self._archive.control_response_subscription.is_connected:
            self.ctx.report_error(AeronError("local archive is not connected"))
            self._unexpected_termination("local archive is not connected")
        if self._phase is not _Phase.RUNNING:
            return work
        sessions = self.session_manager
        work += sessions.send_redirects(self.leadership_term_id, self.leader_member_id, now_ns)
        work += sessions.send_rejections(self.leadership_term_id, self.leader_member_id, now_ns)
        if self.election is None and self.state is S.ACTIVE:
            work += sessions.process_pending_backup_sessions(now_ns, self.leader_member_id, self)
        if self.election is None and self.role is Role.LEADER:
            work += self._check_cluster_control_toggle(now_ns)
            if self.state is S.ACTIVE:
                work += sessions.process_pending_sessions(now_ns, self.leadership_term_id)
                work += sessions.check_sessions(
                    now_ns, self.leadership_term_id, self.leader_member_id, self.ingress_endpoints
                )
            elif self.state is S.TERMINATING and self._can_terminate(now_ns):
                self.ctx.recording_log.commit_log_position(self.leadership_term_id, self.termination_position)
                self._close_and_terminate()
        work += self._standby_notifications.poll(self._commit_position(), now_ns)
        return work

    # -- archive ---------------------------------------------------------------------------------------

    def _archive_work(self) -> int:
        if self._requests is None:
            return 0
        return self._requests.poll()

    def _on_recording_signal(self, event: RecordingSignalEvent) -> None:
        if self._standby_replicator is not None:
            self._standby_replicator.on_signal(event)
        replication = self._log_replication
        if replication is not None and replication.done and event.correlation_id == replication.result:
            if self.log_recording_id == NULL_VALUE:
                self.log_recording_id = event.recording_id  # the replication made our first log recording
            if event.signal == RecordingSignal.REPLICATE_END:
                self._log_replication_ended = True
            self._log_replication_position = max(self._log_replication_position, event.position)
        if event.signal == RecordingSignal.STOP and event.recording_id == self.log_recording_id:
            self.log_recording_stop_position = event.position
            if self.election is None and self.state is S.ACTIVE and self._phase is _Phase.RUNNING:
                self._enter_election("log recording stopped")

    def _on_archive_error(self, error: BaseException) -> None:
        """An error the archive sent outside a request's answer: reported, and shown to the standby snapshot
        replication it may belong to."""
        self.ctx.report_error(error)
        if self._standby_replicator is not None and isinstance(error, ArchiveError):
            self._standby_replicator.on_archive_error(error)

    def _on_unavailable_counter(self, counters: Any, registration_id: int, counter_id: int) -> None:
        if self.state in (S.TERMINATING, S.QUITTING):
            return
        for service_id, client_id in enumerate(self._service_client_ids):
            if registration_id == client_id:
                message = f"Aeron client in service closed unexpectedly: serviceId={service_id}"
                self.ctx.report_error(AeronError(message))
                self._set_state(S.CLOSED, message)
                return
        if self._append_position is not None and self._append_position.registration_id == registration_id:
            self._append_position = None
            self._log_subscription_id = NULL_VALUE

    # -- start-up (onStart's recovery, one step per cycle) -----------------------------------------------

    def _startup(self, now_ns: int) -> int:
        ctx = self.ctx
        try:
            if self._phase is _Phase.CONNECT_ARCHIVE:
                assert self._archive_connect is not None
                archive = self._archive_connect.poll()
                if archive is None:
                    return 0
                self._archive, self._requests = archive, ArchiveRequests(archive)
                last = ctx.recording_log.find_last_term_recording_id()
                if last != NULL_VALUE:
                    self._request = self._requests.submit(
                        "stop last log recording", lambda a: a.async_try_stop_recording_by_identity(last)
                    )
                self._phase = _Phase.STOP_LAST_RECORDING
                return 1
            if self._phase is _Phase.STOP_LAST_RECORDING:
                if self._request is not None:
                    if not self._request.done:
                        return 0
                    self._request.value()
                    self._request = None
                self._standby_replicator = self._new_standby_replicator()
                self._phase = _Phase.REPLICATE_STANDBY_SNAPSHOTS
                return 1
            if self._phase is _Phase.REPLICATE_STANDBY_SNAPSHOTS:
                if not self._replicate_standby_snapshots(now_ns):
                    return 0
                self._request = self._request_log_descriptor()
                self._phase = _Phase.PLAN_RECOVERY
                return 1
            if self._phase is _Phase.PLAN_RECOVERY:
                return self._plan_recovery()
            if self._phase is _Phase.RECOVERY_STATE:
                if self.aeron.get_counter(self._recovery_state_id) is None:
                    return 0
                plan = self.recovery_plan
                assert plan is not None
                if plan.snapshots:
                    self._snapshot_loader = SnapshotReplayLoader(
                        self, plan.snapshots[0].recording_id, self, ctx.replay_channel, ctx.replay_stream_id
                    )
                self._phase = _Phase.LOAD_SNAPSHOT
                return 1
            if self._phase is _Phase.LOAD_SNAPSHOT:
                if self._snapshot_loader is not None:
                    if not self._snapshot_loader.poll():
                        return 0
                    self._snapshot_loader = None
                    self._after_snapshot_load()
                self._phase = _Phase.AWAIT_SERVICES
                return 1
            if self._phase is _Phase.AWAIT_SERVICES:
                self._poll_services()
                if not self._service_acks.has_reached(self._expected_ack_position, self._service_ack_id):
                    return 0
                acks = self._service_acks.poll()
                missing = missing_relevant_ids(acks)
                for service_id in missing:
                    ctx.record_event(f"service={service_id} failed to start clustered service")
                if missing:
                    raise ClusterTermination("failed to start clustered service(s)", False)
                self._service_client_ids = [ack.relevant_id for ack in acks]
                self._service_ack_id += 1
                self.aeron.async_remove_counter(self._recovery_state_id)
                self._start_election(now_ns, is_node_startup=True, reason="node started")
                self._set_state(S.ACTIVE, "started")
                self._phase = _Phase.RUNNING
                return 1
        except ClusterTermination:
            raise
        except Exception as ex:
            ctx.report_error(ex)
            self._set_state(S.CLOSED, f"start failed: {ex}")
            self.termination_reason = f"start failed: {ex}"
            raise ClusterTermination(self.termination_reason, False) from ex
        return 0

    def _new_standby_replicator(self) -> StandbySnapshotReplicator:
        ctx = self.ctx
        assert ctx.replication_channel is not None  # the context refuses to conclude without one
        return StandbySnapshotReplicator(
            ctx.recording_log,
            self.service_count,
            self.archive_requests,
            archive_control_channel=ctx.leader_archive_control_channel,
            archive_control_stream_id=ctx.archive_context.control_request_stream_id,
            replication_channel=ctx.replication_channel,
            file_sync_level=ctx.file_sync_level,
            progress_timeout_ns=ctx.archive_context.message_timeout_ns * 2,
            counters=self.aeron.counters_reader,
            archive_id=self.archive_id,
            record_event=ctx.record_event,
        )

    def _replicate_standby_snapshots(self, now_ns: int) -> bool:
        """ConsensusModuleAgent.replicateStandbySnapshotsForStartup: before the recovery is planned, copy
        the newest complete standby snapshot set newer than our own into our archive (recording.log gains
        SNAPSHOT entries for the copies). When no source archive can provide it the error is reported and
        the member recovers from what it has, as Java's does. True once finished either way."""
        replicator = self._standby_replicator
        assert replicator is not None
        try:
            replicator.poll(now_ns)
        except StandbySnapshotError as ex:
            self.ctx.report_error(ex)
            self._standby_replicator = None
            return True
        if not replicator.is_complete:
            return False
        if replicator.replicated:
            self.counters.snapshot_count.increment()
        self._standby_replicator = None
        return True

    def _request_log_descriptor(self) -> ArchiveRequest | None:
        file_plan = self.ctx.recording_log.recovery_plan(self.service_count)
        if file_plan.log is None:
            return None
        recording_id = file_plan.log.recording_id
        self._descriptor = None

        def keep(descriptor: RecordingDescriptor) -> None:
            self._descriptor = descriptor

        assert self._requests is not None
        return self._requests.submit(
            "list log recording", lambda archive: archive.async_list_recording(recording_id, keep)
        )

    def _plan_recovery(self) -> int:
        if self._request is not None:
            if not self._request.done:
                return 0
            self._request.value()
            if self._descriptor is not None and self._descriptor.stop_position == NULL_POSITION:
                self._request = self._request_log_descriptor()  # the stop has not landed in the catalog yet
                return 0
        plan = RecoveryPlan.complete(
            self.ctx.recording_log.recovery_plan(self.service_count), self._descriptor
        )
        self.recovery_plan = plan
        if plan.log is not None:
            self.log_recording_id = plan.log.recording_id
        state = self._recovery_state(plan)
        self._recovery_state_id = self.aeron.async_add_counter(
            recovery_state.TYPE_ID, state.label(), state.encode_key()
        )
        self._request = None
        self._phase = _Phase.RECOVERY_STATE
        return 1

    def _recovery_state(self, plan: RecoveryPlan) -> recovery_state.RecoveryState:
        cluster_id = self.ctx.cluster_id
        if plan.snapshots:
            head = plan.snapshots[0]
            ids = [NULL_VALUE] * (len(plan.snapshots) - 1)
            for entry in plan.snapshots[1:]:
                ids[entry.service_id] = entry.recording_id
            return recovery_state.RecoveryState(
                head.leadership_term_id, head.log_position, head.timestamp, cluster_id, tuple(ids)
            )
        return recovery_state.RecoveryState(self.leadership_term_id, 0, 0, cluster_id, ())

    def _after_snapshot_load(self) -> None:
        plan = self.recovery_plan
        assert plan is not None
        snapshot = plan.snapshots[0]
        for tracker in self.trackers:
            tracker.verify()
            tracker.reset()
        self.timer_service.current_time(self.clock.time())
        self.counters.commit_position.set(snapshot.log_position)
        self._set_leadership_term_id(snapshot.leadership_term_id)
        self._expected_ack_position = snapshot.log_position

    def _start_election(self, now_ns: int, *, is_node_startup: bool, reason: str) -> None:
        ctx = self.ctx
        plan = self.recovery_plan
        assert plan is not None
        term_id = plan.last_leadership_term_id if is_node_startup else self.leadership_term_id
        term_entry = ctx.recording_log.find_term_entry(term_id)
        base = (
            term_entry.term_base_log_position if term_entry is not None else plan.last_term_base_log_position
        )
        log = ArchiveElectionLog(
            ctx.recording_log, self, term_id, base, self._commit_position(), ctx.file_sync_level
        )
        config = ElectionConfig(
            election_timeout_ns=ctx.election_timeout_ns,
            election_status_interval_ns=ctx.election_status_interval_ns,
            leader_heartbeat_interval_ns=ctx.leader_heartbeat_interval_ns,
            leader_heartbeat_timeout_ns=ctx.leader_heartbeat_timeout_ns,
            startup_canvass_timeout_ns=ctx.startup_canvass_timeout_ns,
            app_version=ctx.app_version,
            appointed_leader_id=ctx.appointed_leader_id,
            strict=ctx.election_strict,
        )
        self.counters.election_state.set(int(ElectionState.INIT))
        self.counters.election_count.increment()
        self.election = Election(
            ctx.member_id,
            list(self.members),
            log,
            ctx.node_state_file,
            self.consensus,
            ElectionClock(self.clock),
            self._rng,
            config,
            is_node_startup=is_node_startup,
            leadership_term_id=term_id,
            listener=self._on_election_event,
            host=self,
            time_of_last_leader_update_ns=None if is_node_startup else self._time_of_last_leader_update_ns,
        )
        self.election.do_work()

    def _on_election_event(self, member_id: int, event: str, details: dict[str, int]) -> None:
        if event == "state":
            self.counters.election_state.set(details["new"])
            reason = self.election.last_reason if self.election is not None else ""
            LOG.info(
                "member %d election %s -> %s: leadership term %d, candidate term %d, leader %d%s",
                member_id, ElectionState(details["old"]).name, ElectionState(details["new"]).name,
                details["leadership_term_id"], details["candidate_term_id"], details["leader"],
                f" ({reason})" if reason else "",
            )

    # -- election ---------------------------------------------------------------------------------------

    def _election_work(self, now_ns: int) -> int:
        election: Election | None = self.election
        if election is None:
            return 0
        work = election.do_work()
        if election.role is not self.role:
            self._set_role(election.role)
        if election.state is ElectionState.CLOSED:
            if election.role is Role.FOLLOWER:
                self._follower_election_complete(election, self.clock.time_nanos())
            self.election = None  # a leader's election_complete ran inside that step
        return work

    def _follower_election_complete(self, election: Election, now_ns: int) -> None:
        """A follower's end of the election (ConsensusModuleAgent.electionComplete, follower side; the
        election sent its first AppendPosition): follow the leader it elected on the log it joined, commit
        what the election applied, and take ingress so clients that reach us are redirected."""
        self._set_leadership_term_id(election.leadership_term_id)
        self.leader_member_id = election.leader_id
        self._notified_commit_position = max(
            self._notified_commit_position, election.notified_commit_position, election.log_position
        )
        self.counters.commit_position.set(election.log_position)
        self._time_of_last_leader_update_ns = now_ns
        self._time_of_last_append_sent_ns = now_ns
        self._refresh_recovery_plan()
        self._connect_ingress()

    def prepare_for_new_leadership(self, log_position: int, now_ns: int) -> bool:
        """Aeron's prepareForNewLeadership, made of requests: stop leading and recording, roll back what
        the commit position has not passed; True once the log recording has stopped."""
        if not self._stop_requests:
            self._set_role(Role.FOLLOWER)
            self._stop_all_catchups()
            self._abandon_log_replication()
            self.ingress.close(self.aeron.async_remove_subscription)
            self.log_adapter.disconnect()
            self._remove_follower_log_subscription()
            self._abandon_leader_join()
            self.log_publisher.disconnect(self.aeron.async_remove_publication)
            self.counters.control_toggle.set(int(ClusterControlToggle.INACTIVE))
            self._stopping_append_position = self._append_position
            stop = self._try_stop_log_recording()
            if self.log_recording_id == NULL_VALUE:
                return True
            self.session_manager.clear_sessions_after(log_position, self.leadership_term_id)
            self.session_manager.disconnect_sessions()
            self.counters.commit_position.set(log_position)
            self._restore_uncommitted_entries(log_position)
            recording_id = self.log_recording_id
            self._stop_requests = [
                *([stop] if stop is not None else []),
                self.archive_requests.submit(
                    "log stop position", lambda archive: archive.async_get_stop_position(recording_id)
                ),
            ]
        if not all(request.done for request in self._stop_requests):
            return False
        stop_position = self._stop_requests[-1].result
        if (
            self._stop_requests[-1].error is not None
            or stop_position is None
            or stop_position == NULL_POSITION
        ):
            recording_id = self.log_recording_id
            self._stop_requests[-1] = self.archive_requests.submit(
                "log stop position", lambda archive: archive.async_get_stop_position(recording_id)
            )
            return False
        stopping = self._stopping_append_position
        if stopping is not None:
            counters = self.aeron.counters_reader
            if (
                counters.get_counter_state(stopping.counter_id) == RECORD_ALLOCATED
                and counters.get_counter_registration_id(stopping.counter_id) == stopping.registration_id
            ):
                return False  # the archive has not let go of the recording yet
            self._stopping_append_position = None
        self.log_recording_stop_position = int(stop_position)
        self._stop_requests = []
        self._complete_log_truncation()
        return True

    def add_log_publication(self, append_position: int) -> None:
        self._log_publication_id = self.aeron.async_add_exclusive_publication(
            self._log_publication_channel(append_position), self.ctx.log_stream_id
        )

    def log_session_id(self) -> int:
        if self.log_publisher.publication is None:
            if self._log_publication_id == NULL_VALUE:
                return NULL_VALUE
            publication = self.aeron.get_exclusive_publication(self._log_publication_id)
            if publication is None:
                return NULL_VALUE
            self.log_publisher.publication = publication
            self._add_follower_log_destinations(publication)
        return self.log_publisher.session_id

    def _add_follower_log_destinations(self, publication: ExclusivePublication) -> None:
        """LogPublisher.addDestination for each other member when the log is MDC: one destination per
        follower's log endpoint (none in a one-member cluster)."""
        if not self._log_control_params:
            return
        for member in self.ctx.members:
            if member.id != self.ctx.member_id:
                publication.async_add_destination(destination_uri(self.ctx.log_channel, member.log))

    def _log_publication_channel(self, append_position: int) -> str:
        """ConsensusModuleAgent.addLogPublication's channel: alias and tags, the MDC control endpoint and
        spies-simulate-connection for UDP, and a position continuing the recorded log."""
        from aeronkit.driver import channel_uri
        from aeronkit.logbuffer import descriptor

        ctx = self.ctx
        uri = channel_uri.parse(ctx.log_channel)
        params = dict(uri.params)
        publication_tag = self.aeron.next_correlation_id()
        self._log_channel_tag = self.aeron.next_correlation_id()
        params["alias"] = "log"
        params["tags"] = f"{self._log_channel_tag},{publication_tag}"
        self._log_control_params = leader_control_params(
            ctx.log_channel, ctx.this_member.log, ctx.enable_control_on_log_channel
        )
        params.update(self._log_control_params)
        if not uri.is_ipc:
            params["ssc"] = "true" if len(self.members) == 1 else "false"
        plan = self.recovery_plan
        log = plan.log if plan is not None else None
        if log is not None:
            bits = descriptor.position_bits_to_shift(log.term_buffer_length)
            params["init-term-id"] = str(log.initial_term_id)
            params["term-id"] = str(
                descriptor.compute_term_id_from_position(append_position, bits, log.initial_term_id)
            )
            params["term-offset"] = str(append_position & (log.term_buffer_length - 1))
            params["term-length"] = str(log.term_buffer_length)
            params["mtu"] = str(log.mtu_length)
        else:
            params["init-term-id"] = params["term-id"] = params["term-offset"] = "0"
        return str(channel_uri.ChannelUri(uri.media, params, uri.spy))

    def new_log_replay(self, log_position: int, append_position: int) -> ElectionLogReplay:
        return LogReplay(
            self,
            self.log_recording_id,
            log_position,
            append_position,
            self.ctx.replay_channel,
            self.ctx.replay_stream_id,
        )

    def join_log_as_leader(
        self, leadership_term_id: int, log_position: int, log_session_id: int, is_startup: bool
    ) -> bool:
        """Aeron's joinLogAsLeader in steps: record the term's log (start or extend the recording), find
        its recorded position counter, then bring the services onto the log; True once they acked."""
        ctx = self.ctx
        if self._leader_join is not None and self._leader_join_for != (leadership_term_id, log_session_id):
            self._abandon_leader_join()
        if self._leader_join is None:
            self._leader_join_for = (leadership_term_id, log_session_id)
            self._set_leadership_term_id(leadership_term_id)
            media = "aeron:ipc" if ctx.log_channel.startswith("aeron:ipc") else "aeron:udp"
            # Aeron's local log channel names the publication's channel by tag alone; ours repeats its MDC
            # control address too, so drivers that match a spy by its canonical channel (aeronkit's) find the
            # publication as well as those that match by tag (Java's).
            control = "".join(f"{k}={v}|" for k, v in self._log_control_params.items())
            channel = f"{media}?{control}tags={self._log_channel_tag}|session-id={log_session_id}|alias=log"
            self._local_log_channel = channel if media == "aeron:ipc" else f"aeron-spy:{channel}"
            self._leader_join = _LeaderJoin.RECORD
            self._leader_join_request = self._start_log_recording(channel, True)
        if self._leader_join is _LeaderJoin.RECORD:
            request = self._leader_join_request
            assert request is not None
            if not request.done:
                return False
            self._log_subscription_id = int(request.value())
            self._leader_join = _LeaderJoin.APPEND_POSITION
        if self._leader_join is _LeaderJoin.APPEND_POSITION:
            if not self._try_create_append_position(log_session_id):
                return False
            self._leader_join_services = self.join_services(
                log_position,
                LONG_MAX,
                log_session_id,
                ctx.log_stream_id,
                is_startup,
                Role.LEADER,
                self._local_log_channel,
            )
            self._leader_join = _LeaderJoin.SERVICES
        services = self._leader_join_services
        assert services is not None
        if not services.poll():
            return False
        self._leader_join = None
        self._leader_join_for = None
        self._leader_join_services = None
        return True

    def _abandon_leader_join(self) -> None:
        """Forget a leader join an election gave up on, so the next term's join starts at its first step
        (recording the new term's publication) instead of waiting, forever, where this one stopped. A
        recording it had already started is handed to the log recording that a new leadership stops."""
        request = self._leader_join_request
        if (
            request is not None and request.done and request.error is None
            and self._log_subscription_id == NULL_VALUE
        ):
            self._log_subscription_id = int(request.value())
        self._leader_join = None
        self._leader_join_for = None
        self._leader_join_request = None
        self._leader_join_services = None

    def _start_log_recording(self, channel: str, local: bool) -> ArchiveRequest:
        from aeronkit.archive.client import SourceLocation

        location = SourceLocation.LOCAL if local else SourceLocation.REMOTE
        stream_id = self.ctx.log_stream_id
        recording_id = self.ctx.recording_log.find_last_term_recording_id()
        if recording_id == NULL_VALUE:
            return self.archive_requests.submit(
                "start log recording",
                lambda archive: archive.async_start_recording(channel, stream_id, location, True),
            )
        return self.archive_requests.submit(
            "extend log recording",
            lambda archive: archive.async_extend_recording(recording_id, channel, stream_id, location, True),
        )

    def replicate_log(self, leader_id: int, leader_recording_id: int, stop_position: int) -> bool:
        """ConsensusModuleAgent.newLogReplication and RecordingReplication: our archive copies the leader's
        log recording (from the leader's archive) into ours up to ``stop_position``; done once the archive
        signalled the end of the replication and our recording stopped there."""
        replication = self._log_replication
        if replication is None:
            if self.append_position >= stop_position:
                return True
            ctx = self.ctx
            params = ReplicationParams(
                stop_position=stop_position,
                dst_recording_id=self.log_recording_id,
                replication_channel=ctx.replication_channel,
                replication_session_id=self.aeron.next_correlation_id() & 0x7FFF_FFFF,
            )
            (leader,) = [member for member in ctx.members if member.id == leader_id]
            channel = destination_uri(ctx.leader_archive_control_channel, leader.archive)
            stream_id = ctx.archive_context.control_request_stream_id
            self._log_replication_ended = False
            self._log_replication_position = NULL_POSITION
            self._log_replication_counter_id = NULL_COUNTER_ID
            self._log_replication = self.archive_requests.submit(
                f"replicate the log from member {leader_id}",
                lambda archive: archive.async_replicate(leader_recording_id, stream_id, channel, params),
            )
            return False
        if replication.done and replication.error is not None:
            self._log_replication = None
            raise AeronError(f"log replication from member {leader_id} failed: {replication.error}")
        if self._log_replication_ended and self.append_position >= stop_position:
            self._log_replication = None
            return True
        return False

    def _abandon_log_replication(self) -> None:
        """A log replication the election no longer wants (it restarted, or replication stopped progressing)
        is stopped in our archive, as Java's RecordingReplication.close does, so the source cannot go on
        writing into our log recording after the next election decided what the log is."""
        replication = self._log_replication
        self._log_replication = None
        if replication is None or self._log_replication_ended:
            return
        if replication.done and replication.error is None and replication.result is not None:
            replication_id = int(replication.result)
            self.archive_requests.submit(
                "stop an abandoned log replication",
                lambda archive: archive.async_stop_replication(replication_id, allow_unknown=True),
            )

    def replication_position(self) -> int:
        """RecordingReplication.pollDstRecordingPosition: how far our archive has recorded the replication
        into our log recording (its rec-pos counter while it records; positions the replication's signals
        carried), NULL_POSITION before either says. The election restarts a replication this stops moving
        for."""
        recording_id = self.log_recording_id
        if self._log_replication is None or recording_id == NULL_VALUE:
            return self._log_replication_position
        counters = self.aeron.counters_reader
        counter_id = self._log_replication_counter_id
        if counter_id == NULL_COUNTER_ID or not recording_pos.is_active(counters, counter_id, recording_id):
            counter_id = recording_pos.find_counter_id_by_recording(counters, recording_id, self.archive_id)
            self._log_replication_counter_id = counter_id
        if counter_id != NULL_COUNTER_ID:
            self._log_replication_position = max(
                self._log_replication_position, counters.get_counter_value(counter_id)
            )
        return self._log_replication_position

    def truncate_log(self, leadership_term_id: int, position: int) -> None:
        """ConsensusModuleAgent.truncateLogEntry, made of requests: stop replays of the log recording and
        cut it back to ``position`` (it is stopped: the election runs after prepareForNewLeadership or
        start-up stopped it); recording.log commits the term at ``position`` once the archive has done so,
        in prepare_for_new_leadership, which the election's restart runs next and whose requests queue
        behind these."""
        recording_id = self.log_recording_id
        if recording_id == NULL_VALUE:
            raise AeronError(f"no log recording to truncate to {position}")
        requests = self.archive_requests
        requests.submit(
            "stop replays of the log", lambda archive: archive.async_stop_all_replays(recording_id)
        )
        truncation = requests.submit(
            "truncate the log recording",
            lambda archive: archive.async_truncate_recording(recording_id, position),
        )
        self._log_truncation = (leadership_term_id, position, truncation)
        self.log_adapter.disconnect(position)
        self.log_recording_stop_position = position
        if self.recovery_plan is not None:
            self.recovery_plan = dataclasses.replace(self.recovery_plan, appended_log_position=position)
        self.ctx.record_event(f"truncating the log recording {recording_id} to {position}")

    def _complete_log_truncation(self) -> None:
        """The archive answered the truncation (its request queued before the caller's): commit the term
        there in recording.log, or report why the archive refused (the next NewLeadershipTerm retries)."""
        truncation, self._log_truncation = self._log_truncation, None
        if truncation is None:
            return
        leadership_term_id, position, request = truncation
        if request.error is not None:
            self.ctx.report_error(AeronError(f"log truncation to {position} failed: {request.error}"))
        elif leadership_term_id != NULL_VALUE:
            self.ctx.recording_log.commit_log_position(leadership_term_id, position)
            self.ctx.recording_log.force(self.ctx.file_sync_level)

    def add_follower_log_subscription(self, log_session_id: int, catchup: bool) -> None:
        self._remove_follower_log_subscription()
        ctx = self.ctx
        aeron = self.aeron
        tags = (aeron.next_correlation_id(), aeron.next_correlation_id())
        channel = follower_log_channel(ctx.log_channel, log_session_id, tags)
        self._follower_subscription_id = aeron.async_add_subscription(channel, ctx.log_stream_id)
        if catchup:
            self._catchup_log_destination = catchup_log_destination(ctx.log_channel, ctx.this_member.catchup)
        else:
            self._live_log_destination = live_log_destination(ctx.log_channel, ctx.this_member.log)
        self._follower_join = _FollowerJoin.SUBSCRIPTION

    def _follower_subscription_ready(self) -> Subscription | None:
        """The follower's log subscription once the driver added it, with its first destination asked for."""
        if self._follower_join is _FollowerJoin.SUBSCRIPTION:
            subscription = self.aeron.get_subscription(self._follower_subscription_id)
            if subscription is None:
                return None
            destination = self._catchup_log_destination or self._live_log_destination
            assert destination is not None
            subscription.async_add_destination(destination)
            self._follower_subscription = subscription
            self._follower_join = _FollowerJoin.IMAGE
        return self._follower_subscription

    def catchup_endpoint(self) -> str | None:
        endpoint = self.ctx.this_member.catchup
        subscription = self._follower_subscription_ready()
        if subscription is None:
            return None
        if not endpoint.endswith(":0"):
            return endpoint
        resolved = subscription.resolved_endpoint
        if resolved is None:
            return None
        return endpoint[:-2] + resolved[resolved.rindex(":") :]

    def catchup_poll(
        self, leader_id: int, leadership_term_id: int, join_position: int, commit_position: int, now_ns: int
    ) -> int:
        adapter = self.log_adapter
        image = adapter.image
        if image is None:
            return NULL_POSITION
        if self.state in (S.ACTIVE, S.SUSPENDED):  # not while a snapshot the log asked for is taken
            recorded = self.append_position
            fragments = adapter.poll(min(recorded, commit_position))
            if fragments == 0 and adapter.is_image_closed:
                raise AeronError(f"unexpected image close during catchup: position={adapter.position}")
            self._propose_commit(adapter.position)
        self._poll_services()  # their snapshot and log acks (catchupPoll's consensusModuleAdapter.poll)
        if self._live_log_destination is None:
            window = min(image.term_buffer_length >> 2, LIVE_ADD_MAX_WINDOW)
            if image.position >= max(join_position, commit_position) - window:
                destination = live_log_destination(self.ctx.log_channel, self.ctx.this_member.log)
                assert self._follower_subscription is not None
                self._follower_subscription.async_add_destination(destination)
                self._live_log_destination = destination
        position = self._commit_position()
        if (
            position >= join_position
            and position >= commit_position
            and self._catchup_log_destination is None
            and self.state is not S.SNAPSHOT
        ):
            return position
        return NULL_POSITION

    def commit_position(self) -> int:
        return self._commit_position()

    def on_stop_catchup(self) -> None:
        destination, self._catchup_log_destination = self._catchup_log_destination, None
        if destination is not None and self._follower_subscription is not None:
            self._follower_subscription.async_remove_destination(destination)

    def _remove_follower_log_subscription(self) -> None:
        """Its destinations first, as prepareForNewLeadership does: that closes their sockets at once, whereas
        the tagged channel's endpoint outlives our subscription -- the services' log subscriptions share it
        until the next JoinLog, and it waits for the old leader's image to time out -- and the next term's
        subscription could not bind those ports again."""
        subscription = self._follower_subscription
        if subscription is not None and not subscription.is_closed:
            for destination in (self._catchup_log_destination, self._live_log_destination):
                if destination is not None:
                    subscription.async_remove_destination(destination)
        if self._follower_subscription_id != NULL_VALUE:
            self.aeron.async_remove_subscription(self._follower_subscription_id)
        self._follower_subscription_id = NULL_VALUE
        self._follower_subscription = None
        self._live_log_destination = None
        self._catchup_log_destination = None
        self._follower_image = None
        self._follower_join = None
        self._follower_join_request = None
        self._follower_join_services = None

    def join_log_as_follower(
        self, leadership_term_id: int, log_position: int, log_session_id: int, is_startup: bool
    ) -> bool:
        """ConsensusModuleAgent.tryJoinLogAsFollower in steps, each polled on a later duty cycle: the
        subscription and its live destination, the leader's image (joined where our log ends), the REMOTE
        recording of it (extending our log recording when we have one), its recorded-position counter,
        then the services on the same channel; True once they acked."""
        ctx = self.ctx
        subscription = self._follower_subscription_ready()
        if subscription is None:
            return False
        step = self._follower_join
        if step is _FollowerJoin.IMAGE:
            image = subscription.image_by_session_id(log_session_id)
            if image is None:
                return False
            if image.join_position != log_position:
                # Election.verifyLogJoinPosition (1.51.0): the election restarts, in Java as here; a member
                # that starts while the others already log (the image joins past our 0) re-elects once.
                inequality = "less" if image.join_position < log_position else "greater"
                raise AeronError(
                    f"followerLogAwait - joinPosition={image.join_position} {inequality} than "
                    f"logPosition={log_position}"
                )
            self._follower_image = image
            self._set_leadership_term_id(leadership_term_id)
            if self._log_subscription_id == NULL_VALUE:
                self._follower_join_request = self._start_log_recording(subscription.channel, False)
            self._follower_join = step = _FollowerJoin.RECORD
        if step is _FollowerJoin.RECORD:
            request = self._follower_join_request
            if request is not None:
                if not request.done:
                    return False
                self._log_subscription_id = int(request.value())
                self._follower_join_request = None
            self._follower_join = step = _FollowerJoin.APPEND_POSITION
        image = self._follower_image
        assert image is not None
        if step is _FollowerJoin.APPEND_POSITION:
            if not self._try_create_append_position(log_session_id):
                return False
            self.log_adapter.set_image(image)
            self._last_append_position = image.join_position
            self._follower_join_services = self.join_services(
                image.join_position,
                LONG_MAX,
                log_session_id,
                ctx.log_stream_id,
                is_startup,
                Role.FOLLOWER,
                subscription.channel,
            )
            self._follower_join = _FollowerJoin.SERVICES
        services = self._follower_join_services
        assert services is not None
        if not services.poll():
            return False
        self._follower_join = None
        self._follower_join_services = None
        return True

    def _try_create_append_position(self, log_session_id: int) -> bool:
        counters = self.aeron.counters_reader
        counter_id = recording_pos.find_counter_id_by_session(counters, log_session_id, self.archive_id)
        if counter_id == NULL_COUNTER_ID:
            return False
        registration_id = counters.get_counter_registration_id(counter_id)
        if registration_id == 0:
            return False
        recording_id = recording_pos.get_recording_id(counters, counter_id)
        if recording_id == NULL_VALUE:
            return False
        self.log_recording_id = recording_id
        self._append_position = _AppendPosition(counter_id, registration_id)
        return True

    def join_services(
        self,
        log_position: int,
        max_log_position: int,
        log_session_id: int,
        log_stream_id: int,
        is_startup: bool,
        role: Role,
        channel: str,
    ) -> _ServicesJoin:
        assert self.service_proxy is not None
        self.service_proxy.join_log(
            log_position,
            max_log_position,
            self.member_id,
            log_session_id,
            log_stream_id,
            is_startup,
            role,
            channel,
        )
        if self._awaited_join is not None:
            # the election gave up on the join that JoinLog belonged to: its acks are never awaited
            self._service_acks.abandon(self._service_ack_id)
            self._service_ack_id += 1
        self._expected_ack_position = log_position
        self._awaited_join = _ServicesJoin(self, log_position)
        return self._awaited_join

    def replay_log_poll(self, stop_position: int) -> int:
        work = 0
        if self.state in (S.ACTIVE, S.SUSPENDED):
            self.log_adapter.poll(stop_position)
            position = self.log_adapter.position
            if self._propose_commit(position):
                work += 1
            elif self.log_adapter.is_image_closed and position < stop_position:
                raise AeronError(f"unexpected image close when replaying log: position={position}")
        return work + self._poll_services()

    def append_new_leadership_term_event(self, now_ns: int) -> bool:
        election = self.election
        assert election is not None
        return self.log_publisher.append_new_leadership_term_event(
            self.leadership_term_id,
            self.clock.from_nanos(now_ns),
            election.log_position,
            self.member_id,
            self.log_publisher.session_id,
            self.clock.time_unit,
            self.ctx.app_version,
        )

    def election_complete(self, now_ns: int) -> None:
        election = self.election
        assert election is not None
        self._set_leadership_term_id(election.leadership_term_id)
        if self.role is not Role.LEADER:
            raise AeronError(f"a leader's election completed while this module is {self.role.name}")
        self._time_of_last_log_update_ns = now_ns - self.ctx.leader_heartbeat_interval_ns
        self.timer_service.current_time(self.clock.from_nanos(now_ns))
        self.counters.control_toggle.set(int(ClusterControlToggle.NEUTRAL))
        self.session_manager.prepare_sessions_for_new_term(election.is_leader_startup)
        self.counters.node_control_toggle.set(int(ClusterControlToggle.NEUTRAL))
        self.counters.commit_position.set(election.log_position)
        self.leader_member_id = election.leader_id
        self._refresh_recovery_plan()
        self._connect_ingress()

    def _refresh_recovery_plan(self) -> None:
        """Aeron re-plans after each election and snapshot: the plan's log extent seeds a later term."""
        recording_id = self.log_recording_id
        if recording_id == NULL_VALUE:
            return
        found: list[RecordingDescriptor] = []
        request = self.archive_requests.submit(
            "refresh recovery plan", lambda archive: archive.async_list_recording(recording_id, found.append)
        )
        self._plan_refresh = (request, found)

    def _connect_ingress(self) -> None:
        from aeronkit.driver import channel_uri

        ctx = self.ctx
        assert ctx.ingress_channel is not None
        uri = channel_uri.parse(ctx.ingress_channel)
        params = dict(uri.params)
        params.setdefault("endpoint", ctx.this_member.ingress)
        params["rejoin"] = "false"
        params["reliable"] = "true"
        channel = str(channel_uri.ChannelUri(uri.media, params, uri.spy))
        self._ingress_subscription_id = self.aeron.async_add_subscription(
            channel, ctx.ingress_stream_id, None, self._on_unavailable_ingress_image
        )
        if ctx.is_ipc_ingress_allowed:
            self._ipc_ingress_subscription_id = self.aeron.async_add_subscription(
                "aeron:ipc", ctx.ingress_stream_id, None, self._on_unavailable_ingress_image
            )

    def _on_unavailable_ingress_image(self, image: Image) -> None:
        if self.role is Role.LEADER and self.state is S.ACTIVE:
            self.session_manager.timeout_on_unavailable_image(image.correlation_id)
        self.ingress.free_session_buffer(image.session_id, self._is_ipc_ingress_image(image))

    def _is_ipc_ingress_image(self, image: Image) -> bool:
        ipc = self.ingress.ipc_subscription
        return ipc is not None and image.subscription_registration_id == ipc.registration_id

    def _enter_election(self, reason: str) -> None:
        if self.election is not None:
            raise AeronError("election in progress")
        self._set_role(Role.FOLLOWER)
        self.ctx.report_error(AeronError(reason))
        self._start_election(self.clock.time_nanos(), is_node_startup=False, reason=reason)

    # -- steady state -----------------------------------------------------------------------------------

    def _consensus_work(self, timestamp: int, now_ns: int) -> int:
        work = self._consensus_adapter.poll()
        if self.election is not None:
            return work  # a message from another member started one
        self._collect_ingress_subscriptions()
        self._collect_plan_refresh()
        if self.role is Role.LEADER:
            if self.state is S.ACTIVE:
                work += self.timer_service.poll(timestamp)
                for tracker in self.trackers:
                    work += tracker.poll(self._append_service_message)
                work += self.ingress.poll()
            work += self._update_leader_position(now_ns)
        elif len(self.members) > 1:
            work += self._follower_log_work()
            if self.election is not None:
                return work
            work += self.ingress.poll()
            work += self._follower_heartbeat(now_ns)
        return work + self._poll_services()

    def _follower_log_work(self) -> int:
        """Apply the leader's log, never past the commit position the leader told us nor past what our
        archive recorded (ConsensusModuleAgent.consensusWork, follower side), and commit what was applied:
        the services poll bounded by that commit position counter."""
        adapter = self.log_adapter
        if self.state not in (S.ACTIVE, S.SUSPENDED):
            return 0
        if self.termination_position != NULL_POSITION and adapter.position >= self.termination_position:
            self._set_state(S.TERMINATING, f"terminationPosition={self.termination_position}")
            if self.service_count > 0:
                assert self.service_proxy is not None
                self.service_proxy.termination_position(self.termination_position, self.ctx.report_error)
            else:
                self._do_termination(adapter.position)
            return 1
        if adapter.image is None:
            return 0
        recorded = self.append_position
        count = adapter.poll(min(self._notified_commit_position, recorded))
        if count == 0 and adapter.is_image_closed:
            self._enter_election(f"log disconnected from leader: eos={adapter.is_end_of_stream}")
            return 1
        self._propose_commit(adapter.position)
        return count

    def _follower_heartbeat(self, now_ns: int) -> int:
        """ConsensusModuleAgent.updateFollowerPosition and the leader-silence check: AppendPosition with
        the position our archive recorded (or where the recording stopped) whenever it moves, and at least
        every heartbeat interval; a new election when the leader has been silent for the heartbeat timeout."""
        ctx = self.ctx
        if (
            now_ns - self._time_of_last_leader_update_ns > ctx.leader_heartbeat_timeout_ns
            and self.termination_position == NULL_POSITION
            and self.state in (S.ACTIVE, S.SUSPENDED)
        ):
            self._enter_election("leader heartbeat timeout")
            return 1
        position = max(self.append_position, self._last_append_position)
        if (
            position <= self._last_append_position
            and now_ns - self._time_of_last_append_sent_ns < ctx.leader_heartbeat_interval_ns
        ):
            return 0
        if self._consensus_publisher.append_position(
            self.leader_member_id, self.leadership_term_id, position, ctx.member_id
        ):
            self._last_append_position = position
            self._time_of_last_append_sent_ns = now_ns
            return 1
        return 0

    # -- ConsensusListener: the other members, outside an election ------------------------------------

    def on_append_position(
        self, leadership_term_id: int, log_position: int, follower_member_id: int, flags: int
    ) -> None:
        follower = self.members.get(follower_member_id)
        is_this_term = leadership_term_id == self.leadership_term_id
        if follower is not None and self.role is Role.LEADER and is_this_term:
            follower.update_log_position(leadership_term_id, log_position, self.clock.time_nanos())
            self._track_catchup_completion(follower_member_id, log_position)

    def on_canvass_position(
        self,
        log_leadership_term_id: int,
        log_position: int,
        leadership_term_id: int,
        follower_member_id: int,
        message: bytes,
    ) -> None:
        """ConsensusModuleAgent.onCanvassPosition outside an election: a leader answers a member whose log
        is not newer than its term with a NewLeadershipTerm describing the term after that log (so it
        replays, catches up or replicates and follows); anything else may be an election we missed."""
        follower = self.members.get(follower_member_id)
        if (
            self.role is Role.LEADER
            and follower is not None
            and follower_member_id != self.member_id
            and log_leadership_term_id <= self.leadership_term_id
            and self.log_publisher.publication is not None
        ):
            follower.update_log_position(log_leadership_term_id, log_position, self.clock.time_nanos())
            self._stop_catchup_replay(follower_member_id)
            self._publish_new_leadership_term(follower_member_id, log_leadership_term_id)
            return
        self.on_election_message("CanvassPosition", leadership_term_id, follower_member_id, message)

    def _publish_new_leadership_term(self, follower_member_id: int, log_leadership_term_id: int) -> None:
        recording_log = self.ctx.recording_log
        term_base = recording_log.get_term_entry(self.leadership_term_id).term_base_log_position
        next_term_id, next_base, next_log_position = NULL_VALUE, NULL_POSITION, NULL_POSITION
        if log_leadership_term_id < self.leadership_term_id:
            following = recording_log.find_term_entry(log_leadership_term_id + 1)
            if following is None:
                next_term_id, next_base = self.leadership_term_id, term_base
            else:
                next_term_id, next_base = following.leadership_term_id, following.term_base_log_position
                next_log_position = following.log_position
        self._consensus_publisher.new_leadership_term(
            follower_member_id,
            log_leadership_term_id=log_leadership_term_id,
            next_leadership_term_id=next_term_id,
            next_term_base_log_position=next_base,
            next_log_position=next_log_position,
            leadership_term_id=self.leadership_term_id,
            term_base_log_position=term_base,
            log_position=self.log_publisher.position,
            commit_position=self._commit_position(),
            leader_recording_id=self.log_recording_id,
            timestamp=self.clock.time(),
            leader_id=self.member_id,
            log_session_id=self.log_publisher.session_id,
            app_version=self.ctx.app_version,
            is_startup=False,
        )

    def on_catchup_position(
        self, leadership_term_id: int, log_position: int, follower_member_id: int, catchup_endpoint: str
    ) -> None:
        """ConsensusModuleAgent.onCatchupPosition: replay our log from the follower's position to its
        catch-up endpoint, as the live log's session (so the follower's one image later takes the live
        stream too), until it reaches the live log."""
        if (
            leadership_term_id > self.leadership_term_id
            or self.role is not Role.LEADER
            or follower_member_id not in self.members
            or follower_member_id in self._catchup_replays
        ):
            return
        from aeronkit.driver import channel_uri

        uri = channel_uri.parse(self.ctx.follower_catchup_channel)
        params = dict(uri.params)
        params.update(
            {
                "endpoint": catchup_endpoint,
                "session-id": str(self.log_publisher.session_id),
                "linger": "0",
                "eos": "false",
                "alias": f"catchup-followerId-{follower_member_id}",
            }
        )
        channel = str(channel_uri.ChannelUri(uri.media, params, uri.spy))
        recording_id, stream_id = self.log_recording_id, self.ctx.log_stream_id
        replay = ReplayParams(position=log_position, length=LONG_MAX)
        self._catchup_replays[follower_member_id] = self.archive_requests.submit(
            f"catch-up replay for member {follower_member_id}",
            lambda archive: archive.async_start_replay(recording_id, channel, stream_id, replay),
        )

    def _track_catchup_completion(self, follower_member_id: int, log_position: int) -> None:
        """trackCatchupCompletion: once a catching-up follower reached our live log, stop its replay and
        tell it to drop its catch-up destination."""
        if (
            follower_member_id in self._catchup_replays
            and log_position >= self.log_publisher.position
            and self._consensus_publisher.stop_catchup(
                follower_member_id, self.leadership_term_id, follower_member_id
            )
        ):
            self._stop_catchup_replay(follower_member_id)

    def _stop_catchup_replay(self, follower_member_id: int) -> None:
        request = self._catchup_replays.pop(follower_member_id, None)
        if request is None:
            return
        if request.done and request.error is None:
            session_id = int(request.result)
            self.archive_requests.submit(
                "stop catch-up replay", lambda archive: archive.async_stop_replay(session_id, True)
            )

    def _stop_all_catchups(self) -> None:
        for follower_member_id in list(self._catchup_replays):
            self._stop_catchup_replay(follower_member_id)

    def on_commit_position(self, leadership_term_id: int, log_position: int, leader_member_id: int) -> None:
        if (
            self.role is Role.FOLLOWER
            and leadership_term_id == self.leadership_term_id
            and leader_member_id == self.leader_member_id
        ):
            self._notified_commit_position = max(self._notified_commit_position, log_position)
            self._time_of_last_leader_update_ns = self.clock.time_nanos()

    def on_termination_position(self, leadership_term_id: int, log_position: int) -> None:
        """ConsensusModuleAgent.onTerminationPosition: the leader is shutting the cluster down; a follower
        of its term stops once its log reaches ``log_position`` (``_follower_log_work``)."""
        if leadership_term_id == self.leadership_term_id and self.role is Role.FOLLOWER:
            self.termination_position = log_position
            self.termination_leadership_term_id = leadership_term_id
            self._time_of_last_leader_update_ns = self.clock.time_nanos()

    def on_backup_query(
        self,
        correlation_id: int,
        response_stream_id: int,
        version: int,
        log_position: int,
        response_channel: str,
        encoded_credentials: bytes,
    ) -> None:
        """ConsensusModuleAgent.onBackupQuery: a ClusterBackup asks any member (leader or follower) where
        the log and the snapshots are; heard only outside an election while ACTIVE, SUSPENDED or SNAPSHOT."""
        if self._hears_backups():
            self.session_manager.on_backup_action(
                Action.BACKUP,
                correlation_id,
                response_stream_id,
                version,
                self._refine_response_channel(response_channel),
                encoded_credentials,
                log_position,
            )

    def on_heartbeat_request(
        self, correlation_id: int, response_stream_id: int, response_channel: str, encoded_credentials: bytes
    ) -> None:
        """ConsensusModuleAgent.onHeartbeatRequest: a ClusterBackup checks that its source member lives."""
        if self._hears_backups():
            self.session_manager.on_backup_action(
                Action.HEARTBEAT,
                correlation_id,
                response_stream_id,
                CLIENT_PROTOCOL_SEMANTIC_VERSION,
                self._refine_response_channel(response_channel),
                encoded_credentials,
            )

    def on_consensus_challenge_response(
        self, correlation_id: int, cluster_session_id: int, encoded_credentials: bytes
    ) -> None:
        """ConsensusModuleAgent.onConsensusChallengeResponse: a backup answers the challenge it was sent."""
        self.session_manager.on_backup_challenge_response(
            correlation_id, cluster_session_id, encoded_credentials
        )

    def _hears_backups(self) -> bool:
        return self.election is None and self.state in (S.ACTIVE, S.SUSPENDED, S.SNAPSHOT)

    def backup_response(self, session: ClusterSession, leader_member_id: int) -> bool:
        """BackupResponder: the last TERM entry, the snapshot set at or before the position the backup
        asked for (the newest when it gave none), our commit position counter and every member."""
        recording_log = self.ctx.recording_log
        last_term = recording_log.find_last_term()
        if last_term is None:
            return False
        position = session.backup_log_position
        snapshots = recording_log.find_snapshot_at_or_before_or_lowest(
            LONG_MAX if position == NULL_POSITION else position, self.service_count
        )
        return self.egress.backup_response(
            session,
            commit_position_counter_id=self.counters.commit_position.id,
            leader_member_id=leader_member_id,
            member_id=self.ctx.member_id,
            last_term=last_term,
            cluster_members=encode_members(self.ctx.members),
            snapshots=snapshots,
        )

    def heartbeat_response(self, session: ClusterSession) -> bool:
        return self.egress.heartbeat_response(session)

    def on_termination_ack(self, leadership_term_id: int, log_position: int, member_id: int) -> None:
        """ConsensusModuleAgent.onTerminationAck: a follower reached our termination position and stops;
        once every follower has (and our services are done) the leader stops without waiting out the
        termination timeout (the slow tick's TERMINATING check, or the services' ack, closes it)."""
        if (
            leadership_term_id == self.leadership_term_id
            and log_position >= self.termination_position
            and self.role is Role.LEADER
            and member_id in self.members
        ):
            self._terminated_members.add(member_id)

    def on_standby_snapshot(
        self,
        correlation_id: int,
        version: int,
        entries: list[StandbySnapshotEntry],
        response_stream_id: int,
        response_channel: str,
        encoded_credentials: bytes,
    ) -> None:
        """ConsensusModuleAgent.onStandbySnapshot: heard outside an election in ACTIVE, SUSPENDED or
        SNAPSHOT state only (anything else drops it)."""
        if self.election is None and self.state in (S.ACTIVE, S.SUSPENDED, S.SNAPSHOT):
            self.session_manager.on_standby_snapshot(
                correlation_id, version, entries, response_stream_id,
                self._refine_response_channel(response_channel), encoded_credentials,
            )

    def _on_accepted_standby_snapshot(self, entries: list[StandbySnapshotEntry]) -> None:
        self._standby_notifications.add(entries)

    def _on_standby_snapshot_recorded(self) -> None:
        counter = self.counters.standby_snapshots_received
        assert counter is not None  # allocated whenever standby snapshots are accepted
        counter.increment()

    def on_election_message(self, name: str, term_id: int, member_id: int, message: bytes) -> None:
        """A member canvassing, a candidate or a new leader for a newer term than ours: an election has
        started without us, so join it and let it handle this message (as ConsensusModuleAgent does)."""
        if self.election is None and term_id > self.leadership_term_id:
            self._enter_election(f"{name} from member {member_id} for term {term_id}")
            assert self.election is not None
            self.election.on_message(message)

    def _collect_ingress_subscriptions(self) -> None:
        """Hand the ingress subscriptions to the ingress adapter once the driver has added them. One the
        driver refused (its endpoint in use, aeron-io/aeron#1433) ends this member with a reason naming the
        endpoint: a member that stays up without ingress could win the next election and leave every client
        without a leader, whereas a member that stops lets the others elect one."""
        if self._ingress_subscription_id != NULL_VALUE:
            try:
                subscription = self.aeron.get_subscription(self._ingress_subscription_id)
            except RegistrationError as ex:
                endpoint = self.ctx.this_member.ingress
                self._fatal(
                    f"member {self.member_id} cannot listen on its ingress endpoint {endpoint} "
                    f"(aeron.cluster.members, aeron.cluster.ingress.channel): {ex}"
                )
            if subscription is not None:
                self._ingress_subscription_id = NULL_VALUE
                self.ingress.connect(subscription, self.ingress.ipc_subscription)
        if self._ipc_ingress_subscription_id != NULL_VALUE:
            ipc: Subscription | None = self.aeron.get_subscription(self._ipc_ingress_subscription_id)
            if ipc is not None:
                self._ipc_ingress_subscription_id = NULL_VALUE
                assert self.ingress.subscription is not None or self._ingress_subscription_id != NULL_VALUE
                if self.ingress.subscription is not None:
                    self.ingress.connect(self.ingress.subscription, ipc)
                else:
                    self.ingress.ipc_subscription = ipc

    def _collect_plan_refresh(self) -> None:
        refresh = self._plan_refresh
        if refresh is None or not refresh[0].done:
            return
        self._plan_refresh = None
        request, found = refresh
        if request.error is not None:
            self.ctx.report_error(request.error)
            return
        try:
            self.recovery_plan = RecoveryPlan.complete(
                self.ctx.recording_log.recovery_plan(self.service_count), found[0] if found else None
            )
        except AeronError as ex:
            self.ctx.report_error(ex)

    def _append_service_message(
        self, leadership_term_id: int, cluster_session_id: int, payload: memoryview
    ) -> int:
        return self.log_publisher.append_message(
            leadership_term_id, cluster_session_id, self.clock.time(), payload
        )

    def _update_leader_position(self, now_ns: int) -> int:
        if self._append_position is None:
            return 0
        append = self.append_position
        self.this_member.update_log_position(self.leadership_term_id, append, now_ns)
        quorum = min(
            quorum_position(self.members.values(), now_ns, self.ctx.leader_heartbeat_timeout_ns), append
        )
        commit = self._commit_position()
        if (
            quorum > commit
            or now_ns >= self._time_of_last_log_update_ns + self.ctx.leader_heartbeat_interval_ns
        ):
            self._propose_commit(quorum)
            self._publish_commit_position()
            self._time_of_last_log_update_ns = now_ns
            self._sweep_uncommitted_entries_to(quorum)
            return 1
        return 0

    def _publish_commit_position(self) -> None:
        """The leader's CommitPosition to each follower: the commit and, as often as the heartbeat
        interval, proof that the leader is alive."""
        commit = self._commit_position()
        for member_id in self.members:
            if member_id != self.ctx.member_id:
                self._consensus_publisher.commit_position(
                    member_id, self.leadership_term_id, commit, self.ctx.member_id
                )

    def _sweep_uncommitted_entries_to(self, commit_position: int) -> None:
        for tracker in self.trackers:
            tracker.sweep_leader_messages()
        while self._uncommitted_timers and self._uncommitted_timers[0][0] <= commit_position:
            self._uncommitted_timers.popleft()
        self.session_manager.sweep_uncommitted_sessions(commit_position)
        while self._uncommitted_previous_state and self._uncommitted_previous_state[0][0] <= commit_position:
            self._uncommitted_previous_state.popleft()

    def _restore_uncommitted_entries(self, commit_position: int) -> None:
        for position, correlation_id in self._uncommitted_timers:
            if position > commit_position:
                self.timer_service.schedule_timer_for_correlation_id(correlation_id, 0)
        self._uncommitted_timers.clear()
        for tracker in self.trackers:
            tracker.restore_uncommitted_messages()
        self.session_manager.restore_uncommitted_sessions(commit_position)
        while self._uncommitted_previous_state and self._uncommitted_previous_state[0][0] <= commit_position:
            self._uncommitted_previous_state.popleft()
        if self._uncommitted_previous_state:
            _, committed_state = self._uncommitted_previous_state.popleft()
            if self.state is not S.CLOSED:
                self._set_state(committed_state, "rollback")
        self._uncommitted_previous_state.clear()

    def on_timer_event(self, correlation_id: int) -> bool:
        position = self.log_publisher.append_timer(correlation_id, self.leadership_term_id, self.clock.time())
        if position > 0:
            self._uncommitted_timers.append((position, correlation_id))
            return True
        return False

    # -- the control toggle ------------------------------------------------------------------------------

    def _toggle(self) -> ClusterControlToggle:
        value = self.counters.control_toggle.get()
        try:
            return ClusterControlToggle(value)
        except ValueError:
            raise AeronError(f"invalid toggle value: {value}") from None

    def _append_action(self, action: codecs.ClusterAction) -> bool:
        return self.log_publisher.append_cluster_action(
            self.leadership_term_id, self.clock.time(), action, CLUSTER_ACTION_FLAGS_DEFAULT
        )

    def _remember_previous_state(self) -> None:
        self._uncommitted_previous_state.append((self.log_publisher.position, self.state))

    def _check_cluster_control_toggle(self, now_ns: int) -> int:
        if self.state is S.ACTIVE:
            toggle = self._toggle()
            if toggle is ClusterControlToggle.SUSPEND:
                if self._append_action(codecs.ClusterAction.SUSPEND):
                    self._remember_previous_state()
                    self._set_state(S.SUSPENDED, "ClusterControl.SUSPEND")
            elif toggle is ClusterControlToggle.SNAPSHOT:
                if self._append_action(codecs.ClusterAction.SNAPSHOT):
                    self._remember_previous_state()
                    self._set_state(S.SNAPSHOT, "ClusterControl.SNAPSHOT")
            elif toggle is ClusterControlToggle.SHUTDOWN:
                if self._append_action(codecs.ClusterAction.SNAPSHOT):
                    self._begin_termination(now_ns, self.log_publisher.position)
                    self._remember_previous_state()
                    self._set_state(S.SNAPSHOT, "ClusterControl.SHUTDOWN")
            elif toggle is ClusterControlToggle.ABORT:
                self._begin_termination(now_ns, self.log_publisher.position)
                assert self.service_proxy is not None
                self.service_proxy.termination_position(self.termination_position, self.ctx.report_error)
                self._set_state(S.TERMINATING, "ClusterControl.ABORT")
            elif toggle is ClusterControlToggle.STANDBY_SNAPSHOT:
                self.counters.control_toggle.set(int(ClusterControlToggle.NEUTRAL))  # no standbys here
            else:
                return 0
            return 1
        if self.state is S.SUSPENDED and self._toggle() is ClusterControlToggle.RESUME:
            if self._append_action(codecs.ClusterAction.RESUME):
                self._remember_previous_state()
                self._set_state(S.ACTIVE, "ClusterControl.RESUME")
                self.counters.control_toggle.set(int(ClusterControlToggle.NEUTRAL))
            return 1
        return 0

    def _begin_termination(self, now_ns: int, position: int) -> None:
        """ClusterTermination: tell each follower where the log ends (TerminationPosition), then stop once
        the services are done and every follower acknowledged (TerminationAck) or the termination timeout
        passed."""
        self._termination_deadline_ns = now_ns + self.ctx.termination_timeout_ns
        self._termination_services_done = False
        self._terminated_members.clear()
        self.termination_position = position
        self.termination_leadership_term_id = self.leadership_term_id
        for member_id in self.members:
            if member_id != self.member_id:
                self._consensus_publisher.termination_position(member_id, self.leadership_term_id, position)

    def _can_terminate(self, now_ns: int) -> bool:
        """ClusterTermination.canTerminate: services done and every other member terminated, or the
        termination deadline passed."""
        if not self._termination_services_done:
            return False
        followers = self.members.keys() - {self.member_id}
        deadline = self._termination_deadline_ns
        return followers <= self._terminated_members or deadline is None or now_ns >= deadline

    # -- services ---------------------------------------------------------------------------------------

    def _poll_services(self) -> int:
        adapter = self.service_adapter
        return 0 if adapter is None else adapter.poll()

    def on_service_message(self, entry: memoryview) -> None:
        cluster_session_id = (
            codecs.SessionMessageHeaderDecoder().wrap(entry, codecs.HEADER_LENGTH).cluster_session_id
        )
        service_id = cluster_session_id  # a service puts its id in the cluster session id field
        if not 0 <= service_id < len(self.trackers):
            raise ProtocolError(
                f"service message from serviceId={service_id} of {len(self.trackers)} services"
            )
        self.trackers[service_id].enqueue_message(entry)

    def on_service_close_session(self, cluster_session_id: int) -> None:
        self.session_manager.on_service_close_session(
            cluster_session_id, self.role is Role.LEADER and self.state is S.ACTIVE, self.leadership_term_id
        )

    def on_schedule_timer(self, correlation_id: int, deadline: int) -> None:
        expired = self._expired_timer_counts.get(correlation_id, 0)
        if expired == 0:
            self.timer_service.schedule_timer_for_correlation_id(correlation_id, deadline)
        elif expired == 1:
            del self._expired_timer_counts[correlation_id]
        else:
            self._expired_timer_counts[correlation_id] = expired - 1

    def on_cancel_timer(self, correlation_id: int) -> None:
        self.timer_service.cancel_timer_by_correlation_id(correlation_id)

    def on_service_ack(
        self, log_position: int, timestamp: int, ack_id: int, relevant_id: int, service_id: int
    ) -> None:
        if not 0 <= service_id < self.service_count:
            raise ProtocolError(f"ack from serviceId={service_id} of {self.service_count} services")
        if ack_id == 0 and self._service_client_ids[service_id] != NULL_VALUE:
            raise AeronError(
                f"initial ack already received from service: possible duplicate serviceId={service_id}"
            )
        self._service_acks.offer(service_id, ServiceAck(ack_id, log_position, relevant_id))
        if self._phase is not _Phase.RUNNING or not self._service_acks.has_reached(
            log_position, self._service_ack_id
        ):
            return
        if self.state is S.SNAPSHOT:
            self._service_ack_id += 1
            acks = self._service_acks.poll(log_position)
            self._snapshot_on_service_ack(log_position, timestamp, acks)
        elif self.state is S.QUITTING:
            self._close_and_terminate()
        elif self.state is S.TERMINATING:
            self._termination_services_done = True
            self._do_termination(log_position)

    def on_cluster_members_query(self, correlation_id: int, is_extended: bool) -> None:
        from aeronkit.cluster.cluster_member import encode_members

        assert self.service_proxy is not None
        if is_extended:
            details = [_MemberDetails(m, self.members[m.id]) for m in self.ctx.members]
            self.service_proxy.cluster_members_extended_response(
                correlation_id, self.clock.time_nanos(), self.leader_member_id, self.member_id, details
            )
        else:
            self.service_proxy.cluster_members_response(
                correlation_id, self.leader_member_id, encode_members(self.ctx.members)
            )

    # -- snapshots --------------------------------------------------------------------------------------

    def _snapshot_on_service_ack(self, log_position: int, timestamp: int, acks: list[ServiceAck]) -> None:
        missing = missing_relevant_ids(acks)
        for service_id in missing:
            self.ctx.record_event(f"service={service_id} failed to take snapshot")
        if missing:
            self._after_snapshot()
            return
        state = SnapshotState(
            log_position,
            self.leadership_term_id,
            self.clock.time_unit,
            self.ctx.app_version,
            self.session_manager.next_committed_session_id,
            self.session_manager.sessions,
            self.timer_service,
            self.trackers,
        )
        records = build(state, self.ctx.report_error)
        self._snapshot_recorder = SnapshotRecorder(
            self, records, self.ctx.snapshot_channel, self.ctx.snapshot_stream_id
        )
        self._snapshot_acks = acks
        self._snapshot_after = (log_position, timestamp, self.leadership_term_id)

    def _snapshot_work(self, now_ns: int) -> int:
        recorder = self._snapshot_recorder
        if recorder is None:
            return 0
        try:
            if not recorder.poll():
                return 0
        except AeronError as ex:
            self._snapshot_recorder = None
            self.ctx.report_error(AeronError(f"failed to take snapshot: {ex}"))
            self._after_snapshot()
            return 1
        self._snapshot_recorder = None
        assert self._snapshot_after is not None
        log_position, timestamp, leadership_term_id = self._snapshot_after
        recording_log = self.ctx.recording_log
        base = recording_log.get_term_entry(leadership_term_id).term_base_log_position
        acks = self._snapshot_acks
        for service_id in range(len(acks) - 1, -1, -1):
            recording_log.append_snapshot(
                acks[service_id].relevant_id, leadership_term_id, base, log_position, timestamp, service_id
            )
        recording_log.append_snapshot(
            recorder.recording_id,
            leadership_term_id,
            base,
            log_position,
            timestamp,
            CONSENSUS_MODULE_SERVICE_ID,
        )
        recording_log.force(self.ctx.file_sync_level)
        self.counters.snapshot_count.increment()
        self._refresh_recovery_plan()
        self._after_snapshot()
        return 1

    def _after_snapshot(self) -> None:
        self.session_manager.update_time_of_last_activity(self.clock.time_nanos())
        if self._termination_deadline_ns is not None:
            assert self.service_proxy is not None
            self.service_proxy.termination_position(self.termination_position, self.ctx.report_error)
            self._termination_deadline_ns = self.clock.time_nanos() + self.ctx.termination_timeout_ns
            self._set_state(S.TERMINATING, "null != clusterTermination")
        else:
            self._set_state(S.ACTIVE, "snapshot complete")
            if self.role is Role.LEADER:
                self.counters.control_toggle.set(int(ClusterControlToggle.NEUTRAL))

    # -- the snapshot loader's callbacks ----------------------------------------------------------------

    def on_load_begin_snapshot(self, app_version: int, time_unit: codecs.ClusterTimeUnit) -> None:
        check_app_version(self.ctx.app_version, app_version)
        check_time_unit(self.clock.time_unit, time_unit)

    def on_load_consensus_module_state(
        self, next_session_id: int, next_service_session_id: int, log_service_session_id: int, capacity: int
    ) -> None:
        self.session_manager.load_next_session_id(next_session_id)
        if self.trackers:
            self.trackers[0].load_state(next_service_session_id, log_service_session_id, capacity)

    def on_load_cluster_session(
        self,
        cluster_session_id: int,
        correlation_id: int,
        opened_log_position: int,
        time_of_last_activity: int,
        close_reason: codecs.CloseReason,
        response_stream_id: int,
        response_channel: str,
    ) -> None:
        self.session_manager.on_load_cluster_session(
            cluster_session_id,
            correlation_id,
            opened_log_position,
            time_of_last_activity,
            close_reason,
            response_stream_id,
            response_channel,
        )

    def on_load_timer(self, correlation_id: int, deadline: int) -> None:
        self.on_schedule_timer(correlation_id, deadline)

    def on_load_pending_message_tracker(
        self, next_service_session_id: int, log_service_session_id: int, capacity: int, service_id: int
    ) -> None:
        if not 0 <= service_id < len(self.trackers):
            raise AeronError(f"serviceId={service_id} invalid for serviceCount={len(self.trackers)}")
        self.trackers[service_id].load_state(next_service_session_id, log_service_session_id, capacity)

    def on_load_pending_message(self, cluster_session_id: int, entry: memoryview) -> None:
        self.trackers[route_loaded_message(self.trackers, cluster_session_id)].append_loaded_message(entry)

    # -- the log, replayed -------------------------------------------------------------------------------

    def on_replay_session_message(self, cluster_session_id: int, timestamp: int) -> None:
        session = self.session_manager.find(cluster_session_id)
        if session is not None:
            session.time_of_last_activity_ns = self.clock.convert_to_nanos(timestamp)
        elif cluster_session_id < 0:
            self.trackers[route_loaded_message(self.trackers, cluster_session_id)].sweep_follower_messages(
                cluster_session_id
            )

    def on_replay_timer_event(self, correlation_id: int) -> None:
        if not self.timer_service.cancel_timer_by_correlation_id(correlation_id):
            self._expired_timer_counts[correlation_id] = self._expired_timer_counts.get(correlation_id, 0) + 1

    def on_replay_session_open(
        self,
        log_position: int,
        correlation_id: int,
        cluster_session_id: int,
        timestamp: int,
        response_stream_id: int,
        response_channel: str,
    ) -> None:
        self.session_manager.on_replay_session_open(
            log_position, correlation_id, cluster_session_id, timestamp, response_stream_id, response_channel
        )

    def on_replay_session_close(self, cluster_session_id: int, close_reason: codecs.CloseReason) -> None:
        self.session_manager.on_replay_session_close(cluster_session_id, close_reason)

    def on_replay_cluster_action(
        self,
        leadership_term_id: int,
        log_position: int,
        timestamp: int,
        action: codecs.ClusterAction,
        flags: int,
    ) -> None:
        if leadership_term_id != self.leadership_term_id:
            return
        if action == codecs.ClusterAction.SUSPEND:
            self._set_state(S.SUSPENDED, "ReplayClusterAction.SUSPENDED")
        elif action == codecs.ClusterAction.RESUME:
            self._set_state(S.ACTIVE, "ReplayClusterAction.ACTIVE")
        elif action == codecs.ClusterAction.SNAPSHOT and flags == CLUSTER_ACTION_FLAGS_DEFAULT:
            self._set_state(S.SNAPSHOT, "ReplayClusterAction.SNAPSHOT")

    def on_replay_new_leadership_term_event(
        self,
        leadership_term_id: int,
        log_position: int,
        timestamp: int,
        term_base_log_position: int,
        time_unit: codecs.ClusterTimeUnit,
        app_version: int,
    ) -> None:
        unit = (
            time_unit
            if time_unit not in (None, codecs.ClusterTimeUnit.NULL_VAL)
            else codecs.ClusterTimeUnit.MILLIS
        )
        if unit != self.clock.time_unit:
            self._fatal(f"incompatible timestamp units: {self.clock.time_unit.name} log={unit}")
        try:
            check_app_version(self.ctx.app_version, app_version or 0)
        except ProtocolError as ex:
            self._fatal(str(ex))
        if self.election is not None:
            self.election.on_replay_new_leadership_term_event(
                leadership_term_id,
                log_position,
                term_base_log_position,
                self.clock.convert_to_nanos(timestamp) // 1_000_000,
            )
        self._set_leadership_term_id(leadership_term_id)

    # -- ingress ----------------------------------------------------------------------------------------

    def on_ingress_message(
        self, leadership_term_id: int, cluster_session_id: int, payload: memoryview
    ) -> ControlledPollAction:
        if leadership_term_id == self.leadership_term_id and self.role is Role.LEADER:
            session = self.session_manager.find(cluster_session_id)
            if session is not None and session.is_open:
                timestamp = self.clock.time()
                if (
                    self.log_publisher.append_message(
                        leadership_term_id, cluster_session_id, timestamp, payload
                    )
                    > 0
                ):
                    session.time_of_last_activity_ns = self.clock.convert_to_nanos(timestamp)
                else:
                    return ControlledPollAction.ABORT
        return ControlledPollAction.CONTINUE

    def on_session_connect(
        self,
        correlation_id: int,
        response_stream_id: int,
        version: int,
        response_channel: str,
        encoded_credentials: bytes,
        client_info: str,
        image: Image,
    ) -> None:
        self.session_manager.on_session_connect(
            correlation_id,
            response_stream_id,
            version,
            self._refine_response_channel(response_channel),
            encoded_credentials,
            client_info,
            image,
            self.role is Role.LEADER,
            self.ingress_endpoints,
        )

    def _refine_response_channel(self, response_channel: str) -> str:
        """Merge the params of ``aeron.cluster.egress.channel`` (when set) into a response channel."""
        template = self.ctx.egress_channel
        if not template:
            return response_channel
        if response_channel.startswith("aeron:ipc"):
            return response_channel if self.ctx.is_ipc_ingress_allowed else template
        from aeronkit.driver import channel_uri

        uri = channel_uri.parse(response_channel)
        params = dict(uri.params)
        params.update(channel_uri.parse(template).params)
        return str(channel_uri.ChannelUri(uri.media, params, uri.spy))

    def on_session_close(self, leadership_term_id: int, cluster_session_id: int) -> None:
        if leadership_term_id == self.leadership_term_id and self.role is Role.LEADER:
            self.session_manager.on_session_close(leadership_term_id, cluster_session_id)

    def on_session_keep_alive(self, leadership_term_id: int, cluster_session_id: int, image: Image) -> None:
        if leadership_term_id == self.leadership_term_id and self.role is Role.LEADER:
            session = self.session_manager.find(cluster_session_id)
            if session is not None and session.is_open:
                self.session_manager.on_keep_alive(session, image.correlation_id, self.clock.time_nanos())

    def on_ingress_challenge_response(
        self, correlation_id: int, cluster_session_id: int, encoded_credentials: bytes
    ) -> None:
        if self.role is Role.LEADER:
            self.session_manager.on_challenge_response(
                correlation_id, cluster_session_id, encoded_credentials
            )

    def on_admin_request(
        self,
        leadership_term_id: int,
        cluster_session_id: int,
        correlation_id: int,
        request_type: codecs.AdminRequestType | int,
        payload: bytes,
    ) -> None:
        if self.role is not Role.LEADER or leadership_term_id != self.leadership_term_id:
            return
        session = self.session_manager.find(cluster_session_id)
        if session is None or not session.is_open:
            return
        name = request_type.name if isinstance(request_type, codecs.AdminRequestType) else str(request_type)
        known = (
            request_type
            if isinstance(request_type, codecs.AdminRequestType)
            else codecs.AdminRequestType.NULL_VAL
        )
        if not self.session_manager.authorisation.is_authorised(
            codecs.SCHEMA_ID, codecs.AdminRequestDecoder.TEMPLATE_ID, request_type, session.encoded_principal
        ):
            self._admin_response(
                session,
                correlation_id,
                known,
                codecs.AdminResponseCode.UNAUTHORISED_ACCESS,
                f"Execution of the {name} request was not authorised",
            )
        elif request_type == codecs.AdminRequestType.SNAPSHOT:
            if self._toggle_to(ClusterControlToggle.SNAPSHOT):
                self._admin_response(session, correlation_id, known, codecs.AdminResponseCode.OK, "")
            else:
                self._admin_response(
                    session,
                    correlation_id,
                    known,
                    codecs.AdminResponseCode.ERROR,
                    "Failed to switch ClusterControl to the ToggleState.SNAPSHOT state",
                )
        else:
            self._admin_response(
                session,
                correlation_id,
                known,
                codecs.AdminResponseCode.ERROR,
                f"Unknown request type: {name}",
            )

    def _admin_response(
        self,
        session: ClusterSession,
        correlation_id: int,
        request_type: codecs.AdminRequestType,
        code: codecs.AdminResponseCode,
        message: str,
    ) -> None:
        self.egress.send_admin_response(session, correlation_id, request_type, code, message)

    def _toggle_to(self, toggle: ClusterControlToggle) -> bool:
        """ClusterControl.ToggleState.toggle: from NEUTRAL (or SUSPEND to RESUME), atomically."""
        counter = self.counters.control_toggle
        expected = ClusterControlToggle.SUSPEND if toggle is ClusterControlToggle.RESUME else None
        values = self.aeron.counters_reader.values
        if expected is not None and counter.get() == expected:
            return compare_and_set(values, counter.id, int(expected), int(toggle))
        return compare_and_set(values, counter.id, int(ClusterControlToggle.NEUTRAL), int(toggle))

    # -- termination ------------------------------------------------------------------------------------

    def _do_termination(self, log_position: int) -> None:
        """ConsensusModuleAgent.doTermination: a follower (no termination of its own under way) acks the
        leader's termination position and stops; a leader stops once ``_can_terminate``."""
        if self._termination_deadline_ns is None and self.role is Role.FOLLOWER and len(self.members) > 1:
            if self.termination_leadership_term_id == self.leadership_term_id:
                self._consensus_publisher.termination_ack(
                    self.leader_member_id, self.leadership_term_id, log_position, self.member_id
                )
            else:
                self.ctx.report_error(
                    AeronError("termination ack not sent - different leadership term to request")
                )
        if self._termination_deadline_ns is None or self._can_terminate(self.clock.time_nanos()):
            self.ctx.recording_log.commit_log_position(self.leadership_term_id, log_position)
            self._close_and_terminate()

    def _try_stop_log_recording(self) -> ArchiveRequest | None:
        self._append_position = None
        if self._requests is None:
            return None
        if self._log_subscription_id != NULL_VALUE:
            subscription_id = self._log_subscription_id
            self._log_subscription_id = NULL_VALUE
            return self._requests.submit(
                "stop log recording",
                lambda archive: archive.async_stop_recording_subscription(
                    subscription_id, allow_unknown=True
                ),
            )
        if self.log_recording_id != NULL_VALUE:
            recording_id = self.log_recording_id
            return self._requests.submit(
                "stop log recording",
                lambda archive: archive.async_try_stop_recording_by_identity(recording_id),
            )
        return None

    def _send_stop_log_recording(self, archive: AeronArchive) -> None:
        """On close: ask the archive to stop recording the log without waiting for its answer (the log
        publication goes too, which ends an auto-stop recording anyway)."""
        self._append_position = None
        proxy = archive.archive_proxy
        correlation_id = self.aeron.next_correlation_id()
        if self._log_subscription_id != NULL_VALUE:
            proxy.stop_recording_subscription(
                self._log_subscription_id, correlation_id, archive.control_session_id
            )
        elif self.log_recording_id != NULL_VALUE:
            proxy.stop_recording_by_identity(
                self.log_recording_id, correlation_id, archive.control_session_id
            )

    def _close_and_terminate(self) -> None:
        """Expected termination: stop recording the log, then stop the agent (once the archive answered)."""
        request = self._try_stop_log_recording()
        self._stop_requests = [request] if request is not None else []
        self._stop_deadline_ns = self.clock.time_nanos() + self.ctx.termination_timeout_ns
        self._set_state(S.CLOSED, "expected termination")
        self.termination_reason = "expected termination"
        self._phase = _Phase.STOPPING

    def _stopping_work(self, now_ns: int) -> int:
        if all(r.done for r in self._stop_requests) or now_ns >= self._stop_deadline_ns:
            self.is_terminated = True
            raise ClusterTermination(self.termination_reason, True)
        return 0

    def _unexpected_termination(self, reason: str) -> NoReturn:
        self.aeron.remove_unavailable_counter_handler(self._unavailable_counter_handler)
        if self.service_proxy is not None:
            self.service_proxy.termination_position(0, self.ctx.report_error)
        self._try_stop_log_recording()
        self._set_state(S.CLOSED, reason)
        self.is_terminated = True
        self.termination_reason = reason
        raise ClusterTermination(reason, False)

    def _fatal(self, reason: str) -> NoReturn:
        self.ctx.report_error(AeronError(reason))
        self._unexpected_termination(reason)


class _NoPeers:
    """The consensus transport of a one-member cluster: nobody to send to or hear from."""

    def send(self, member_id: int, message: bytes) -> bool:
        return True

    def poll(self, handler: Any, limit: int) -> int:
        return 0


class _MemberDetails:
    """A member as ClusterMembersExtendedResponse describes it."""

    def __init__(self, endpoints: Any, member: ClusterMember) -> None:
        self.id = member.id
        self.leadership_term_id = member.leadership_term_id
        self.log_position = member.log_position
        self.time_of_last_append_position_ns = member.time_of_last_append_position_ns
        self.ingress_endpoint = endpoints.ingress
        self.consensus_endpoint = endpoints.consensus
        self.log_endpoint = endpoints.log
        self.catchup_endpoint = endpoints.catchup
        self.archive_endpoint = endpoints.archive
