"""The consensus module agent's snapshots: taking one (the module's own state recorded, the services'
acks awaited, recording.log updated), the snapshot loader's callbacks that restore the module's state, and
the log replayed -- the ``LogAdapter`` callbacks that apply committed entries on a follower or in replay.

After the snapshot and log-adapter methods of ConsensusModuleAgent.java
(aeron-cluster/src/main/java/io/aeron/cluster/ConsensusModuleAgent.java at 1.51.0: takeSnapshot,
onLoadSession/onLoadTimer/..., onReplaySessionMessage, onReplayTimerEvent, onReplayClusterAction, ...).
A mixin of ``ConsensusModuleAgent``: the agent's attributes and methods it uses are declared, without
values, so mypy checks every use.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from aeronkit.cluster.cluster_clock import ClusterClock
from aeronkit.cluster.consensus_module import Context, ModuleCounters
from aeronkit.cluster.consensus_module_snapshot import SnapshotState, build
from aeronkit.cluster.consensus_module_views import ModuleViews
from aeronkit.cluster.election import Election
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.log_publisher import CLUSTER_ACTION_FLAGS_DEFAULT
from aeronkit.cluster.pending_service_messages import PendingServiceMessageTracker, route_loaded_message
from aeronkit.cluster.protocol import ClusterControlToggle, ConsensusModuleState
from aeronkit.cluster.recording_log import CONSENSUS_MODULE_SERVICE_ID
from aeronkit.cluster.service_ack import ServiceAck, missing_relevant_ids
from aeronkit.cluster.service_proxy import ServiceProxy
from aeronkit.cluster.session_manager import SessionManager
from aeronkit.cluster.snapshot_marker import check_app_version, check_time_unit
from aeronkit.cluster.snapshot_tasks import SnapshotRecorder
from aeronkit.cluster.timer_service import TimerService
from aeronkit.codecs import cluster as codecs
from aeronkit.errors import AeronError, ProtocolError

S = ConsensusModuleState


class SnapshotDuties(ModuleViews):
    """Snapshot, snapshot-loading and log-replay duties of ``ConsensusModuleAgent``."""

    _expired_timer_counts: dict[int, int]
    _fatal: Callable[[str], NoReturn]
    _refresh_recovery_plan: Callable[[], None]
    _set_leadership_term_id: Callable[[int], None]
    _set_state: Callable[[ConsensusModuleState, str], None]
    _snapshot_acks: list[ServiceAck]
    _snapshot_after: tuple[int, int, int] | None
    _snapshot_recorder: SnapshotRecorder | None
    _termination_deadline_ns: int | None
    clock: ClusterClock
    counters: ModuleCounters
    ctx: Context
    election: Election | None
    leadership_term_id: int
    on_schedule_timer: Callable[[int, int], None]
    role: Role
    service_proxy: ServiceProxy | None
    session_manager: SessionManager
    termination_position: int
    timer_service: TimerService
    trackers: list[PendingServiceMessageTracker]

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
