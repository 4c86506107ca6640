"""The host side the Election agent calls on the consensus module agent: joining the log as leader or
follower, the log recording and its append position, replicating the leader's recording, replaying the
local log, catch-up from the leader's archive and truncating the log after a lost leadership.

After the election-facing methods of ConsensusModuleAgent.java
(aeron-cluster/src/main/java/io/aeron/cluster/ConsensusModuleAgent.java at 1.51.0: joinLogAsLeader,
tryJoinLogAsFollower, awaitServicesReady, replicateLog, newLogReplay, catchupInitiated, truncateLogEntry,
...), split into steps that never wait. A mixin of ``ConsensusModuleAgent``: the agent's attributes and
methods it uses are declared, without values, so mypy checks every use.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from typing import NoReturn, Protocol

from aeronkit.archive.client import RecordingDescriptor, ReplicationParams
from aeronkit.archive.client.replay_merge import LIVE_ADD_MAX_WINDOW
from aeronkit.client import ExclusivePublication, Image, Subscription
from aeronkit.cluster.archive_requests import ArchiveRequest
from aeronkit.cluster.cluster_clock import ClusterClock
from aeronkit.cluster.cluster_member import ClusterMember
from aeronkit.cluster.consensus_module import Context, ModuleCounters
from aeronkit.cluster.consensus_module_views import ModuleViews, _AppendPosition
from aeronkit.cluster.election import Election
from aeronkit.cluster.election import LogReplay as ElectionLogReplay
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
from aeronkit.cluster.log_publisher import LogPublisher
from aeronkit.cluster.log_replay import LogReplay
from aeronkit.cluster.protocol import ClusterControlToggle, ConsensusModuleState
from aeronkit.cluster.recording_replication import RecordingReplication
from aeronkit.cluster.service import recording_pos
from aeronkit.cluster.service.errors import ClusterEvent
from aeronkit.cluster.service_ack import ServiceAckQueues
from aeronkit.cluster.service_proxy import ServiceProxy
from aeronkit.cluster.session_manager import SessionManager
from aeronkit.cluster.timer_service import TimerService
from aeronkit.concurrent.counters import NULL_COUNTER_ID, RECORD_ALLOCATED
from aeronkit.constants import LONG_MAX, NULL_POSITION, NULL_VALUE
from aeronkit.errors import AeronError

S = ConsensusModuleState


class _ServicesJoin:
    """awaitServicesReady without waiting: JoinLog sent now, the services' acks collected by ``poll``."""

    def __init__(self, agent: ElectionHostDuties, log_position: int) -> None:
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


class _StartElection(Protocol):
    """``StartupDuties._start_election``'s signature: keyword-only arguments, beyond what Callable says."""

    def __call__(self, now_ns: int, *, is_node_startup: bool, reason: str) -> None: ...


class ElectionHostDuties(ModuleViews):
    """The election's host duties of ``ConsensusModuleAgent`` (``Election``'s ``ElectionHost``)."""

    _awaited_join: _ServicesJoin | None
    _catchup_log_destination: str | None
    _commit_position: Callable[[], int]
    _expected_ack_position: int
    _follower_image: Image | None
    _follower_join: _FollowerJoin | None
    _follower_join_request: ArchiveRequest | None
    _follower_join_services: _ServicesJoin | None
    _follower_subscription: Subscription | None
    _follower_subscription_id: int
    _ingress_subscription_id: int
    _ipc_ingress_subscription_id: int
    _last_append_position: int
    _leader_join: _LeaderJoin | None
    _leader_join_for: tuple[int, int] | None
    _leader_join_request: ArchiveRequest | None
    _leader_join_services: _ServicesJoin | None
    _live_log_destination: str | None
    _local_log_channel: str
    _log_channel_tag: int
    _log_control_params: dict[str, str]
    _log_publication_id: int
    _log_replication: RecordingReplication | None
    _log_subscription_id: int
    _log_truncation: tuple[int, int, ArchiveRequest] | None
    _notified_commit_position: int
    _plan_refresh: tuple[ArchiveRequest, list[RecordingDescriptor]] | None
    _poll_services: Callable[[], int]
    _propose_commit: Callable[[int], bool]
    _restore_uncommitted_entries: Callable[[int], None]
    _service_ack_id: int
    _service_acks: ServiceAckQueues
    _set_leadership_term_id: Callable[[int], None]
    _set_role: Callable[[Role], None]
    _start_election: _StartElection
    _stop_all_catchups: Callable[[], None]
    _stop_requests: list[ArchiveRequest]
    _stopping_append_position: _AppendPosition | None
    _time_of_last_append_sent_ns: int
    _time_of_last_leader_update_ns: int
    _time_of_last_log_update_ns: int
    _try_stop_log_recording: Callable[[], ArchiveRequest | None]
    _unexpected_termination: Callable[[str], NoReturn]
    clock: ClusterClock
    counters: ModuleCounters
    ctx: Context
    election: Election | None
    ingress: IngressAdapter
    leader_member_id: int
    leadership_term_id: int
    log_adapter: LogAdapter
    log_publisher: LogPublisher
    log_recording_id: int
    member_id: int
    members: dict[int, ClusterMember]
    role: Role
    service_proxy: ServiceProxy | None
    session_manager: SessionManager
    timer_service: TimerService

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
            self._log_replication = RecordingReplication(
                self.archive_requests,
                f"replicate the log from member {leader_id}",
                leader_recording_id,
                destination_uri(ctx.leader_archive_control_channel, leader.archive),
                ctx.archive_context.control_request_stream_id,
                params,
            )
            return False
        if replication.error is not None:
            self._log_replication = None
            raise AeronError(f"log replication from member {leader_id} failed: {replication.error}")
        if replication.has_ended and self.append_position >= stop_position:
            self._log_replication = None
            return True
        return False

    def _abandon_log_replication(self) -> None:
        """A log replication the election no longer wants (it restarted, or replication stopped progressing)
        is stopped in our archive, as Java's RecordingReplication.close does, so the source cannot go on
        writing into our log recording after the next election decided what the log is."""
        replication, self._log_replication = self._log_replication, None
        if replication is not None:
            replication.stop()

    def replication_position(self) -> int:
        """RecordingReplication.pollDstRecordingPosition: how far our archive has recorded the replication
        into our log recording (its rec-pos counter while it records; positions the replication's signals
        carried), NULL_POSITION before either says. The election restarts a replication this stops moving
        for."""
        replication = self._log_replication
        if replication is None:
            return NULL_POSITION
        return replication.poll_dst_position(self.aeron.counters_reader, self.archive_id)

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
                # that starts while the others already log (the image joins past our 0) re-elects once. A
                # warning, as Java's ClusterEvent, not an error: nothing is lost, the next election joins.
                inequality = "less" if image.join_position < log_position else "greater"
                raise ClusterEvent(
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
        for member_id, seen in election.members.items():
            self.members[member_id].take_report(seen)
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
        self.ctx.report_error(ClusterEvent(reason))  # counted, as ConsensusModuleAgent.enterElection does
        self._start_election(self.clock.time_nanos(), is_node_startup=False, reason=reason)
