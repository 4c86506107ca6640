"""The consensus module agent's start-up: onStart's recovery, one step per duty cycle -- connect to the
archive, stop the last log recording, replicate standby snapshots, plan recovery from recording.log and the
archive, publish the recovery state for the services, load the module's snapshot, wait for every service's
first ack -- then start the election.

After ConsensusModuleAgent.onStart and its recovery helpers
(aeron-cluster/src/main/java/io/aeron/cluster/ConsensusModuleAgent.java at 1.51.0), which do the same steps
blocking; here each waits on its answer across cycles. A mixin of ``ConsensusModuleAgent``: the agent's
attributes and methods it uses are declared, without values, so mypy checks every use.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from random import Random

from aeronkit.archive.client import RecordingDescriptor
from aeronkit.cluster import recovery_state
from aeronkit.cluster.archive_requests import ArchiveConnect, ArchiveRequest, ArchiveRequests
from aeronkit.cluster.cluster_clock import ClusterClock, ElectionClock
from aeronkit.cluster.cluster_member import ClusterMember
from aeronkit.cluster.consensus_module import Context, ModuleCounters
from aeronkit.cluster.consensus_module_views import ModuleViews
from aeronkit.cluster.consensus_phase import ClusterTermination, _Phase
from aeronkit.cluster.consensus_transport import ConsensusTransport
from aeronkit.cluster.election import Election, ElectionConfig
from aeronkit.cluster.election import LogReplay as ElectionLogReplay
from aeronkit.cluster.election_log import ArchiveElectionLog
from aeronkit.cluster.election_state import ElectionState
from aeronkit.cluster.pending_service_messages import PendingServiceMessageTracker
from aeronkit.cluster.protocol import ConsensusModuleState
from aeronkit.cluster.recovery_plan import RecoveryPlan
from aeronkit.cluster.service.errors import ClusterEvent
from aeronkit.cluster.service_ack import ServiceAckQueues, missing_relevant_ids
from aeronkit.cluster.snapshot_tasks import SnapshotReplayLoader
from aeronkit.cluster.standby_snapshots import StandbySnapshotError, StandbySnapshotReplicator
from aeronkit.cluster.timer_service import TimerService
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.log import CLUSTER

LOG = logging.getLogger(CLUSTER)
S = ConsensusModuleState


class StartupDuties(ModuleViews):
    """Start-up recovery duties of ``ConsensusModuleAgent`` (``_startup`` runs one step per duty cycle)."""

    _archive_connect: ArchiveConnect | None
    _commit_position: Callable[[], int]
    _descriptor: RecordingDescriptor | None
    _expected_ack_position: int
    _phase: _Phase
    _poll_services: Callable[[], int]
    _recovery_state_id: int
    _request: ArchiveRequest | None
    _rng: Random
    _service_ack_id: int
    _service_acks: ServiceAckQueues
    _service_client_ids: list[int]
    _set_leadership_term_id: Callable[[int], None]
    _set_state: Callable[[ConsensusModuleState, str], None]
    _snapshot_loader: SnapshotReplayLoader | None
    _standby_replicator: StandbySnapshotReplicator | None
    _time_of_last_leader_update_ns: int
    add_follower_log_subscription: Callable[[int, bool], None]
    add_log_publication: Callable[[int], None]
    append_new_leadership_term_event: Callable[[int], bool]
    catchup_endpoint: Callable[[], str | None]
    catchup_poll: Callable[[int, int, int, int, int], int]
    clock: ClusterClock
    cluster_time: Callable[[], int]
    commit_position: Callable[[], int]
    consensus: ConsensusTransport
    counters: ModuleCounters
    ctx: Context
    election: Election | None
    election_complete: Callable[[int], None]
    join_log_as_follower: Callable[[int, int, int, bool], bool]
    join_log_as_leader: Callable[[int, int, int, bool], bool]
    leadership_term_id: int
    log_recording_id: int
    log_session_id: Callable[[], int]
    members: dict[int, ClusterMember]
    new_log_replay: Callable[[int, int], ElectionLogReplay]
    on_load_begin_snapshot: Callable[[int, codecs.ClusterTimeUnit], None]
    on_load_cluster_session: Callable[[int, int, int, int, codecs.CloseReason, int, str], None]
    on_load_consensus_module_state: Callable[[int, int, int, int], None]
    on_load_pending_message: Callable[[int, memoryview], None]
    on_load_pending_message_tracker: Callable[[int, int, int, int], None]
    on_load_timer: Callable[[int, int], None]
    on_stop_catchup: Callable[[], None]
    prepare_for_new_leadership: Callable[[int, int], bool]
    replicate_log: Callable[[int, int, int], bool]
    replication_position: Callable[[], int]
    service_count: int
    termination_reason: str
    timer_service: TimerService
    trackers: list[PendingServiceMessageTracker]
    truncate_log: Callable[[int, int], None]

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
        LOG.info("member %d %s", self.ctx.member_id, plan)
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
        if event == "timeout" and self.election is not None:
            self.ctx.report_error(ClusterEvent(f"election timed out: {self.election.last_reason}"))
        elif event == "state":
            self.counters.election_state.set(details["new"])
            reason = self.election.last_reason if self.election is not None else ""
            LOG.info(
                "member %d election %s -> %s: leadership term %d, candidate term %d, leader %d%s",
                member_id, ElectionState(details["old"]).name, ElectionState(details["new"]).name,
                details["leadership_term_id"], details["candidate_term_id"], details["leader"],
                f" ({reason})" if reason else "",
            )
