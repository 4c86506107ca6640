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

This module keeps the agent's lifecycle, duty cycle, slow tick, archive queue, steady state, control toggle,
services and termination; the rest it inherits from mixins named after what they hold:
``consensus_startup`` (start-up recovery), ``consensus_election_host`` (the Election's host calls),
``consensus_listener_duties`` (ConsensusListener), ``consensus_snapshots`` (snapshots, their loading, the
log replayed) and ``consensus_ingress``, over the shared read-only views of ``consensus_module_views``.
"""

from __future__ import annotations

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
)
from aeronkit.archive.errors import ArchiveError
from aeronkit.client import Image, Subscription
from aeronkit.cluster.aeron_consensus_transport import AeronConsensusTransport
from aeronkit.cluster.archive_requests import ArchiveConnect, ArchiveRequest, ArchiveRequests
from aeronkit.cluster.cluster_member import ClusterMember, has_active_quorum, ingress_endpoints
from aeronkit.cluster.consensus_adapter import ConsensusAdapter
from aeronkit.cluster.consensus_election_host import (
    ElectionHostDuties,
    _FollowerJoin,
    _LeaderJoin,
    _ServicesJoin,
)
from aeronkit.cluster.consensus_ingress import IngressDuties
from aeronkit.cluster.consensus_listener_duties import ConsensusListenerDuties
from aeronkit.cluster.consensus_module import Context
from aeronkit.cluster.consensus_module_adapter import ConsensusModuleAdapter
from aeronkit.cluster.consensus_module_views import _AppendPosition
from aeronkit.cluster.consensus_phase import ClusterTermination, _Phase
from aeronkit.cluster.consensus_snapshots import SnapshotDuties
from aeronkit.cluster.consensus_startup import StartupDuties
from aeronkit.cluster.consensus_transport import ConsensusPublisher, ConsensusTransport
from aeronkit.cluster.egress_publisher import EgressPublisher
from aeronkit.cluster.election import Election
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.ingress_adapter import IngressAdapter
from aeronkit.cluster.log_adapter import LogAdapter
from aeronkit.cluster.log_publisher import CLUSTER_ACTION_FLAGS_DEFAULT, LogPublisher
from aeronkit.cluster.pending_service_messages import PendingServiceMessageTracker
from aeronkit.cluster.protocol import (
    ClusterControlToggle,
    ConsensusModuleState,
)
from aeronkit.cluster.recording_replication import RecordingReplication
from aeronkit.cluster.recovery_plan import RecoveryPlan
from aeronkit.cluster.service.trackers import DutyCycleTracker
from aeronkit.cluster.service_ack import ServiceAck, ServiceAckQueues
from aeronkit.cluster.service_proxy import ServiceProxy
from aeronkit.cluster.session_manager import SessionManager
from aeronkit.cluster.snapshot_tasks import SnapshotRecorder, SnapshotReplayLoader
from aeronkit.cluster.standby_snapshots import (
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
from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.errors import AeronError, ProtocolError
from aeronkit.log import CLUSTER

LOG = logging.getLogger(CLUSTER)
S = ConsensusModuleState
CONSENSUS_POLL_LIMIT = 50
"""Consensus messages handled per duty cycle outside an election (the Election's own poll limit inside)."""
SLOW_TICK_INTERVAL_NS = 10_000_000
MARK_FILE_UPDATE_INTERVAL_NS = 1_000_000_000


class ConsensusModuleAgent(
    StartupDuties, ElectionHostDuties, ConsensusListenerDuties, SnapshotDuties, IngressDuties
):
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.aeron = ctx.client
        self.clock = ctx.clock
        self.counters = ctx.counters
        self.duty_cycle_tracker = DutyCycleTracker(
            self.counters.max_cycle_time, self.counters.cycle_threshold_exceeded, ctx.cycle_threshold_ns
        )
        """ConsensusModule.Context.dutyCycleTracker: the longest duty cycle (216) and how many ran over
        ``aeron.cluster.cycle.threshold`` (217), measured on the cluster clock as Java's doWork does."""
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
        self._log_replication: RecordingReplication | None = None
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
        self.duty_cycle_tracker.update(self.clock.time_nanos())

    def do_work(self) -> int:
        timestamp = self.clock.time()
        now_ns = self.clock.convert_to_nanos(timestamp)
        work = 0
        self.duty_cycle_tracker.measure_and_update(now_ns)
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
                work += self._check_follower_quorum(now_ns)
            elif self.state is S.TERMINATING and self._can_terminate(now_ns):
                self.ctx.recording_log.commit_log_position(self.leadership_term_id, self.termination_position)
                self._close_and_terminate()
        work += self._standby_notifications.poll(self._commit_position(), now_ns)
        return work

    def _check_follower_quorum(self, now_ns: int) -> int:
        """A leader that has not heard an append position from a quorum (itself included) within the
        heartbeat timeout is cut off from the majority, which elects without it: it enters an election
        instead of serving ingress it can never commit (ConsensusModuleAgent.slowTickWork at 1.51.0)."""
        if len(self.members) > 1 and not has_active_quorum(
            self.members.values(), now_ns, self.ctx.leader_heartbeat_timeout_ns
        ):
            self._enter_election("inactive follower quorum")
            return 1
        return 0

    # -- archive ---------------------------------------------------------------------------------------

    def _archive_work(self) -> int:
        if self._requests is None:
            return 0
        return self._requests.poll()

    def _on_recording_signal(self, event: RecordingSignalEvent) -> None:
        if self._standby_replicator is not None:
            self._standby_replicator.on_signal(event)
        replication = self._log_replication
        if replication is not None and replication.on_signal(event) and self.log_recording_id == NULL_VALUE:
            self.log_recording_id = event.recording_id  # the replication made our first log recording
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

    # -- steady state -----------------------------------------------------------------------------------

    def _consensus_work(self, timestamp: int, now_ns: int) -> int:
        work = self._consensus_adapter.poll()
        if self.election is not None:
            return work  # a message from another member started one
        self._collect_ingress_subscriptions()
        self._collect_plan_refresh()
        if self.role is Role.LEADER:
            self._collect_refused_catchups()
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
