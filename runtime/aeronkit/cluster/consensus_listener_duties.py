"""The consensus module agent's ConsensusListener side outside an election: the other members' append,
canvass, catch-up, commit and termination positions, backup queries, heartbeat requests, challenge
responses, termination acks and standby snapshots as ``ConsensusAdapter`` hands them over (election
messages go to the Election), and the leader's bookkeeping they drive: the commit position published,
uncommitted entries swept or restored, timer events appended.

After the ConsensusListener callbacks of ConsensusModuleAgent.java
(aeron-cluster/src/main/java/io/aeron/cluster/ConsensusModuleAgent.java at 1.51.0: onAppendPosition,
onCanvassPosition, onCatchupPosition, onCommitPosition, onTerminationPosition, onBackupQuery,
onHeartbeatRequest, onTerminationAck, onStandbySnapshot, ...). A mixin of ``ConsensusModuleAgent``: the
agent's attributes and methods it uses are declared, without values, so mypy checks every use.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import NoReturn

from aeronkit.archive.client import RecordingDescriptor, ReplayParams
from aeronkit.client import Subscription
from aeronkit.cluster.archive_requests import ArchiveRequest
from aeronkit.cluster.cluster_clock import ClusterClock
from aeronkit.cluster.cluster_member import ClusterMember, encode_members, quorum_position
from aeronkit.cluster.cluster_session import Action, ClusterSession
from aeronkit.cluster.consensus_module import Context, ModuleCounters
from aeronkit.cluster.consensus_module_views import ModuleViews
from aeronkit.cluster.consensus_transport import ConsensusPublisher
from aeronkit.cluster.egress_publisher import EgressPublisher
from aeronkit.cluster.election import Election
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.ingress_adapter import IngressAdapter
from aeronkit.cluster.log_publisher import LogPublisher
from aeronkit.cluster.pending_service_messages import PendingServiceMessageTracker
from aeronkit.cluster.protocol import CLIENT_PROTOCOL_SEMANTIC_VERSION, ConsensusModuleState
from aeronkit.cluster.recovery_plan import RecoveryPlan
from aeronkit.cluster.service.errors import ClusterEvent
from aeronkit.cluster.session_manager import SessionManager
from aeronkit.cluster.standby_snapshots import StandbySnapshotEntry, StandbySnapshotNotifications
from aeronkit.cluster.timer_service import TimerService
from aeronkit.constants import LONG_MAX, NULL_POSITION, NULL_VALUE
from aeronkit.errors import AeronError, RegistrationError

S = ConsensusModuleState


class ConsensusListenerDuties(ModuleViews):
    """The ConsensusListener callbacks of ``ConsensusModuleAgent``."""

    _catchup_replays: dict[int, ArchiveRequest]
    _commit_position: Callable[[], int]
    _consensus_publisher: ConsensusPublisher
    _enter_election: Callable[[str], None]
    _fatal: Callable[[str], NoReturn]
    _ingress_subscription_id: int
    _ipc_ingress_subscription_id: int
    _notified_commit_position: int
    _plan_refresh: tuple[ArchiveRequest, list[RecordingDescriptor]] | None
    _propose_commit: Callable[[int], bool]
    _refine_response_channel: Callable[[str], str]
    _set_state: Callable[[ConsensusModuleState, str], None]
    _standby_notifications: StandbySnapshotNotifications
    _terminated_members: set[int]
    _time_of_last_leader_update_ns: int
    _time_of_last_log_update_ns: int
    _uncommitted_previous_state: deque[tuple[int, ConsensusModuleState]]
    _uncommitted_timers: deque[tuple[int, int]]
    clock: ClusterClock
    counters: ModuleCounters
    ctx: Context
    egress: EgressPublisher
    election: Election | None
    ingress: IngressAdapter
    leader_member_id: int
    leadership_term_id: int
    log_publisher: LogPublisher
    log_recording_id: int
    member_id: int
    members: dict[int, ClusterMember]
    role: Role
    service_count: int
    session_manager: SessionManager
    termination_leadership_term_id: int
    termination_position: int
    this_member: ClusterMember
    timer_service: TimerService
    trackers: list[PendingServiceMessageTracker]

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
            f"catch-up replay for member {follower_member_id} from log position {log_position}",
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

    def _collect_refused_catchups(self) -> None:
        """A catch-up replay our archive refused (Java's ``archive.startReplay`` throwing in
        onCatchupPosition: the follower's position before our log recording's start, once the log was
        truncated to a snapshot, aeron-io/aeron#1533) is counted in the error log with the archive's reason,
        and forgotten, so the follower's next CatchupPosition asks again."""
        if not self._catchup_replays:  # every leader duty cycle: nothing to build while none is asked for
            return
        for follower_member_id, request in list(self._catchup_replays.items()):
            if request.done and request.error is not None:
                del self._catchup_replays[follower_member_id]
                self.ctx.report_error(ClusterEvent(f"{request.what} failed: {request.error}"))

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
