"""The clustered service agent: recovery, log joining, applying the log, snapshots, acks, termination.

One agent runs one ``ClusteredService`` beside a consensus module (Java's or ours) that shares its media
driver (aeron-cluster/src/main/java/io/aeron/cluster/service/ClusteredServiceAgent.java at 1.51.0). It
talks to the consensus module only through IPC (ServiceAdapter in, ConsensusModuleProxy out), reads the log
through a BoundedLogAdapter capped by the commit-position counter, and keeps its snapshots in the node's
local archive.

Like the Election it is steppable: the clocks, the Aeron client, the archive client context and the idle
strategy come from the Context, and ``do_work`` is a short sum of named duties run by the state table
``_STATE_WORK``. Where Java blocks (awaiting counters, a snapshot replay or recording, the log image, an ack
that meets back pressure), this agent yields and resumes on a later duty cycle: multi-step operations are
generator *tasks* whose every ``yield`` returns control, so a test can step the agent, a driver and an
archive on one thread with a manual clock. Only the user's callbacks (a long ``on_start`` or
``on_take_snapshot``) may loop, with ``cluster.idle()`` as Java's services do.

The ack protocol (consensus module's ServiceAck.java checks it strictly): acks are numbered 0, 1, 2, ...
per service and each names the log position it belongs to:

* ack 0 after recovery, at the snapshot's log position (0 without one), relevant id = this Aeron client's
  id, or -1 when on_start failed (the consensus module then stops, and so does this agent);
* one per JoinLog once the log image is joined, at the JoinLog's position, relevant id -1;
* one per snapshot taken at a ClusterActionRequest, at the action's position, relevant id = the snapshot
  recording id (-1 when it failed);
* one per RequestServiceAck once the log reaches it, and one on termination at the termination position.

An ack that meets back pressure waits in order; nothing else is applied or sent until it has gone, which
keeps the order Java's blocking sends give on the one publication to the consensus module.
"""

from __future__ import annotations

import contextlib
import enum
from collections import deque
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from aeronkit.agent import AgentTerminationError
from aeronkit.archive.client.aeron_archive import AeronArchive, replay_image_session_id, with_param
from aeronkit.archive.client.archive_proxy import NULL_LENGTH, ReplayParams, SourceLocation
from aeronkit.archive.client.async_operation import ArchiveOperation
from aeronkit.client.aeron import Aeron
from aeronkit.client.counter import CounterValue
from aeronkit.client.header import Header
from aeronkit.client.image import Image
from aeronkit.client.publication import ExclusivePublication, Publication
from aeronkit.client.subscription import Subscription
from aeronkit.cluster import recovery_state
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.protocol import MOCKED_OFFER, SESSION_HEADER_LENGTH
from aeronkit.cluster.service import cluster_counters, recording_pos
from aeronkit.cluster.service.bounded_log_adapter import (
    CLUSTER_ACTION_FLAGS_DEFAULT,
    CLUSTER_ACTION_FLAGS_STANDBY_SNAPSHOT,
    BoundedLogAdapter,
)
from aeronkit.cluster.service.client_session import Buffer, ClientSession
from aeronkit.cluster.service.consensus_module_proxy import ConsensusModuleProxy
from aeronkit.cluster.service.errors import ClusterError, ClusterEvent, ClusterTerminationError
from aeronkit.cluster.service.service_adapter import ServiceAdapter
from aeronkit.cluster.service.service_snapshot import (
    ServiceSnapshotLoader,
    ServiceSnapshotTaker,
    snapshot_records,
)
from aeronkit.cluster.snapshot_marker import check_app_version, is_version_compatible
from aeronkit.codecs import cluster as codecs
from aeronkit.codecs.cluster import CloseReason, ClusterAction, ClusterTimeUnit
from aeronkit.concurrent.counters import NULL_COUNTER_ID, CountersReader
from aeronkit.constants import NULL_POSITION, NULL_VALUE, semantic_version_string
from aeronkit.counter_types import CounterTypeId
from aeronkit.logbuffer.results import NOT_CONNECTED
from aeronkit.logbuffer.term_appender import BufferClaim

if TYPE_CHECKING:
    from aeronkit.cluster.service.container import Context

T = TypeVar("T")
Step = Generator[int, None, T]
"""A multi-step operation: each ``next`` does a bounded step and yields its work count (0: waiting); its
return value is the operation's result."""
Task = Step[None]

ONE_MILLISECOND_NS = 1_000_000
MARK_FILE_UPDATE_INTERVAL_MS = 1_000
"""ClusteredServiceContainer.Configuration.MARK_FILE_UPDATE_INTERVAL_NS (1 s)."""
TERMINATION_ACK_ATTEMPTS = 5
CLOSE_SESSION_ATTEMPTS = 3


class ServiceState(enum.Enum):
    INIT = "INIT"  # constructed; on_start not yet run
    RECOVERING = "RECOVERING"  # finding counters, loading the snapshot, on_start, ack 0
    FAILED_START = "FAILED_START"  # on_start failed: stop once ack 0 (relevant id -1) has gone
    ACTIVE = "ACTIVE"  # applying the log, answering the consensus module
    JOINING_LOG = "JOINING_LOG"  # awaiting the log image a JoinLog named
    SNAPSHOT = "SNAPSHOT"  # recording a snapshot at a ClusterActionRequest
    TERMINATING = "TERMINATING"  # on_terminate ran; sending the termination ack
    CLOSED = "CLOSED"


class Lifecycle(enum.Enum):
    """Callbacks during which the service may not send or schedule (Java's activeLifecycleCallback)."""

    ON_START = "onStart"
    ON_TERMINATE = "onTerminate"
    ON_ROLE_CHANGE = "onRoleChange"
    DO_BACKGROUND_WORK = "doBackgroundWork"


@dataclass(frozen=True)
class ActiveLogEvent:
    """A JoinLog waiting to be acted on (ActiveLogEvent.java)."""

    log_position: int
    max_log_position: int
    member_id: int
    session_id: int
    stream_id: int
    is_startup: bool
    role: Role
    is_standby: bool
    channel: str


@dataclass(frozen=True)
class PendingAck:
    log_position: int
    timestamp: int
    ack_id: int
    relevant_id: int


class _IdleStrategy:
    """``cluster.idle_strategy``: the context's strategy plus the container's upkeep when idle."""

    def __init__(self, agent: ClusteredServiceAgent) -> None:
        self._agent = agent

    def idle(self, work_count: int = 0) -> None:
        self._agent.idle(work_count)

    def reset(self) -> None:
        self._agent.context.idle_strategy.reset()


class _CommitPosition:
    """The consensus module's commit-position counter as a reader (Java's ReadableCounter)."""

    def __init__(self, aeron: Aeron, counter_id: int) -> None:
        counters = aeron.counters_reader
        self.counter_id = counter_id
        self.registration_id = counters.get_counter_registration_id(counter_id)
        self._value = CounterValue(counters.values, counter_id)
        self.is_closed = False

    def get(self) -> int:
        return self._value.get()


class ClusteredServiceAgent:
    """The service container's agent; also the ``Cluster`` its service is given."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self._aeron = ctx.aeron
        self._service = ctx.clustered_service
        self._service_id = ctx.service_id
        self._nano_clock = ctx.nano_clock
        self._epoch_clock = ctx.epoch_clock
        self._mark_file = ctx.mark_file
        self._idle_strategy = _IdleStrategy(self)
        self.state = ServiceState.INIT
        self._member_id = NULL_VALUE
        self._role = Role.FOLLOWER
        self._log_position = NULL_POSITION
        self._cluster_time = 0
        self._time_unit: ClusterTimeUnit | None = None
        self._ack_id = 0
        self._acks: deque[PendingAck] = deque()
        self._termination_position = NULL_POSITION
        self._termination_ack_id = NULL_VALUE
        self._termination_attempts = 0
        self._termination_expected = False
        self._requested_ack_position = NULL_POSITION
        self._active_log_event: ActiveLogEvent | None = None
        self._pending_snapshot: tuple[int, int] | None = None
        self._standby_snapshot_flags = CLUSTER_ACTION_FLAGS_DEFAULT
        self._lifecycle: Lifecycle | None = None
        self._is_service_active = False
        self._is_abort = False
        self._last_slow_tick_ns = 0
        self._ticked = False
        self._mark_file_deadline_ms = 0
        self._commit_position: _CommitPosition | None = None
        self._task: Task | None = None
        self._sessions: list[ClientSession] = []
        self._session_by_id: dict[int, ClientSession] = {}
        self._close_handler_id = NULL_VALUE
        self._subscription_alias = f"log-sc-{ctx.service_id}"
        self._header_buffer = bytearray(SESSION_HEADER_LENGTH)
        self._header = codecs.SessionMessageHeaderEncoder().wrap_and_apply_header(self._header_buffer)
        self._header.leadership_term_id = NULL_VALUE
        self.log_adapter = BoundedLogAdapter(self, ctx.log_fragment_limit)
        self._proxy = ConsensusModuleProxy(
            self._aeron.add_publication(ctx.control_channel, ctx.consensus_module_stream_id)
        )
        self._service_adapter = ServiceAdapter(
            self._aeron.add_subscription(ctx.control_channel, ctx.service_stream_id), self
        )

    # -- Agent --------------------------------------------------------------------------------------------

    def role_name(self) -> str:
        return self._ctx.service_name

    def on_start(self) -> None:
        self._close_handler_id = self._aeron.add_close_handler(self._abort)
        self._aeron.add_unavailable_counter_handler(self._counter_unavailable)
        self._task = self._recover()
        self.state = ServiceState.RECOVERING
        self._ctx.duty_cycle_tracker.update(self._nano_clock.nano_time())

    def do_work(self) -> int:
        now_ns = self._nano_clock.nano_time()
        self._ctx.duty_cycle_tracker.measure_and_update(now_ns)
        try:
            work = self._slow_tick(now_ns)
            work += self._send_acks()
            if not self._acks:
                work += _STATE_WORK[self.state](self, now_ns)
            if self._is_service_active:
                work += self._background_work(now_ns)
            return work
        except AgentTerminationError:
            self._run_termination_hook()
            raise

    def on_close(self) -> None:
        self._aeron.remove_close_handler(self._close_handler_id)
        if not self._is_abort:
            if self._is_service_active:
                self._is_service_active = False
                try:
                    self._service.on_terminate(self)
                except Exception as ex:
                    self.handle_error(ex)
            self.log_adapter.close()
            if not self._ctx.owns_aeron_client and not self._aeron.is_closed:
                self._service_adapter.close()
                self._proxy.close()
                self._disconnect_egress()
        self.state = ServiceState.CLOSED
        self._mark_file.signal_terminated()
        self._ctx.close()

    # -- duties -------------------------------------------------------------------------------------------

    def _slow_tick(self, now_ns: int) -> int:
        """At most once a millisecond: client upkeep, liveness of the commit counter, the mark file."""
        self._check_aeron()
        self._ticked = now_ns - self._last_slow_tick_ns > ONE_MILLISECOND_NS
        if not self._ticked:
            return 0
        self._last_slow_tick_ns = now_ns
        work = 0
        invoker = self._aeron.conductor_agent_invoker
        if invoker is not None:
            work += invoker.invoke()
            self._check_aeron()
        if self._commit_position is not None and self._commit_position.is_closed:
            self._ctx.error_log.record(ClusterEvent("commit-pos counter unexpectedly closed, terminating"))
            raise ClusterTerminationError(True, "commit-pos counter unexpectedly closed")
        now_ms = self._epoch_clock.time_ms()
        if now_ms >= self._mark_file_deadline_ms:
            self._mark_file_deadline_ms = now_ms + MARK_FILE_UPDATE_INTERVAL_MS
            self._mark_file.update_activity_timestamp(now_ms)
            work += 1
        return work

    def _check_aeron(self) -> None:
        if self._is_abort or self._aeron.is_closed:
            self._is_abort = True
            raise AgentTerminationError("unexpected Aeron close")

    def _send_acks(self) -> int:
        sent = 0
        while self._acks:
            ack = self._acks[0]
            if not self._proxy.ack(
                ack.log_position, ack.timestamp, ack.ack_id, ack.relevant_id, self._service_id
            ):
                break
            self._acks.popleft()
            sent += 1
        return sent

    def _run_task(self, now_ns: int) -> int:
        task = self._task
        if task is None:
            return 0
        try:
            return next(task)
        except StopIteration:
            self._task = None
            return 1
        except BaseException:
            self._task = None
            raise

    def _active(self, now_ns: int) -> int:
        work = self._poll_service_adapter() if self._ticked else 0
        if self.state is not ServiceState.ACTIVE or self._commit_position is None:
            return work
        if self.log_adapter.image is not None:
            polled = self.log_adapter.poll(self._commit_position.get())
            work += polled
            if self._pending_snapshot is not None:
                log_position, leadership_term_id = self._pending_snapshot
                self._pending_snapshot = None
                self._task = self._take_snapshot(log_position, leadership_term_id)
                self.state = ServiceState.SNAPSHOT
            elif polled == 0 and self.log_adapter.is_done():
                self._close_log()
        return work

    def _failed_start(self, now_ns: int) -> int:
        raise AgentTerminationError(f"failed to start service={self._service_id}")

    def _terminating(self, now_ns: int) -> int:
        if not self._proxy.ack(
            self._log_position, self._cluster_time, self._termination_ack_id, NULL_VALUE, self._service_id
        ):
            self._termination_attempts += 1
            if self._termination_attempts < TERMINATION_ACK_ATTEMPTS:
                return 0
        self._termination_position = NULL_POSITION
        raise ClusterTerminationError(self._termination_expected)

    def _closed(self, now_ns: int) -> int:
        return 0

    def _background_work(self, now_ns: int) -> int:
        with self._in_lifecycle(Lifecycle.DO_BACKGROUND_WORK):
            return self._service.do_background_work(now_ns)

    def _poll_service_adapter(self) -> int:
        work = self._service_adapter.poll()
        if self._active_log_event is not None and self.log_adapter.image is None:
            event, self._active_log_event = self._active_log_event, None
            self._task = self._join_active_log(event)
            self.state = ServiceState.JOINING_LOG
            return work + 1
        if self._termination_position != NULL_POSITION and self._log_position >= self._termination_position:
            if self._log_position > self._termination_position:
                self.handle_error(
                    ClusterError(
                        f"service terminate: logPosition={self._log_position} > "
                        f"terminationPosition={self._termination_position}"
                    )
                )
            self._terminate(self._log_position == self._termination_position)
            return work + 1
        if (
            self._requested_ack_position != NULL_POSITION
            and self._log_position >= self._requested_ack_position
        ):
            if self._log_position > self._requested_ack_position:
                self.handle_error(
                    ClusterError(
                        f"invalid ack request: logPosition={self._log_position} > "
                        f"requestedAckPosition={self._requested_ack_position}"
                    )
                )
            self._queue_ack(self._log_position, NULL_VALUE)
            self._requested_ack_position = NULL_POSITION
            work += 1
        return work

    # -- tasks --------------------------------------------------------------------------------------------

    def _recover(self) -> Task:
        """Find the cluster's counters, load the snapshot they name (if any), start the service, ack 0."""
        counters = self._aeron.counters_reader
        cluster_id = self._ctx.cluster_id
        while (
            commit_id := cluster_counters.find(counters, CounterTypeId.CLUSTER_COMMIT_POSITION, cluster_id)
        ) == NULL_COUNTER_ID:
            yield 0
        self._commit_position = _CommitPosition(self._aeron, commit_id)
        while (counter_id := recovery_state.find_counter_id(counters, cluster_id)) == NULL_COUNTER_ID:
            yield 0
        self._log_position = recovery_state.get_log_position(counters, counter_id)
        self._cluster_time = recovery_state.get_timestamp(counters, counter_id)
        leadership_term_id = recovery_state.get_leadership_term_id(counters, counter_id)
        self._header.leadership_term_id = leadership_term_id
        snapshot_recording_id = NULL_VALUE
        error: Exception | None = None
        try:
            if leadership_term_id != NULL_VALUE:
                snapshot_recording_id = recovery_state.get_snapshot_recording_id(
                    counters, counter_id, self._service_id
                )
                yield from self._load_snapshot(snapshot_recording_id)
            else:
                with self._in_lifecycle(Lifecycle.ON_START):
                    self._service.on_start(self, None)
        except Exception as ex:
            error = ex
        self._queue_ack(self._log_position, self._aeron.client_id if error is None else NULL_VALUE)
        if error is not None:
            self.state = ServiceState.FAILED_START
            self.handle_error(
                ClusterError(
                    f"failed to start service={self._service_id} leadershipTermId={leadership_term_id} "
                    f"logPosition={self._log_position} clusterTime={self._cluster_time} "
                    f"snapshotRecordingId={snapshot_recording_id}: {error}"
                )
            )
            return
        self._is_service_active = True
        self.state = ServiceState.ACTIVE

    def _load_snapshot(self, recording_id: int) -> Task:
        """Replay the snapshot recording from position 0, read the container's records, then on_start."""
        archive = yield from self._connect_archive()
        try:
            ctx = self._ctx
            replay_session_id: int = yield from _await(
                archive.async_start_replay(
                    recording_id,
                    ctx.replay_channel,
                    ctx.replay_stream_id,
                    ReplayParams(position=0, length=NULL_LENGTH),
                )
            )
            session_id = replay_image_session_id(replay_session_id)
            subscription = yield from self._add_subscription(
                with_param(ctx.replay_channel, "session-id", str(session_id)), ctx.replay_stream_id
            )
            try:
                image = yield from self._await_image(subscription, session_id)
                loader = ServiceSnapshotLoader(image, self._add_restored_session)
                while True:
                    fragments = loader.poll()
                    if loader.is_done:
                        break
                    if fragments == 0:
                        archive.check_for_error_response()
                        if image.is_closed:
                            raise ClusterError(f"snapshot ended unexpectedly: {image}")
                    yield fragments
                check_app_version(ctx.app_version, loader.app_version)
                self._time_unit = loader.time_unit
                with self._in_lifecycle(Lifecycle.ON_START):
                    self._service.on_start(self, image)
            finally:
                subscription.close()
        finally:
            archive.close()

    def _join_active_log(self, event: ActiveLogEvent) -> Task:
        """Subscribe to the log the JoinLog named, check it continues where this service is, ack."""
        if event.role != Role.LEADER:
            self._disconnect_egress()
        self._standby_snapshot_flags = (
            CLUSTER_ACTION_FLAGS_STANDBY_SNAPSHOT if event.is_standby else CLUSTER_ACTION_FLAGS_DEFAULT
        )
        try:
            subscription = yield from self._add_subscription(
                with_param(event.channel, "alias", self._subscription_alias), event.stream_id
            )
            joined = False
            try:
                image = yield from self._await_image(subscription, event.session_id)
                if image.join_position != self._log_position:
                    raise ClusterError(
                        "Cluster log must be contiguous for joining image: "
                        f"expectedPosition={self._log_position} joinPosition={image.join_position}"
                    )
                if event.log_position != self._log_position:
                    raise ClusterError(
                        "Cluster log must be contiguous for active log event: "
                        f"expectedPosition={self._log_position} eventPosition={event.log_position}"
                    )
                self.log_adapter.join(subscription, image, event.max_log_position)
                joined = True
                self._queue_ack(event.log_position, NULL_VALUE)
            finally:
                if not joined:
                    subscription.close()
            self._member_id = event.member_id
            self._mark_file.member_id = event.member_id
            if event.role == Role.LEADER:
                for session in self._sessions:
                    if self._ctx.is_responding_service and not event.is_startup:
                        session.connect(self._aeron)
                    session.reset_closing()
            self._set_role(event.role)
        finally:
            self.state = ServiceState.ACTIVE

    def _take_snapshot(self, log_position: int, leadership_term_id: int) -> Task:
        """Record a snapshot at the action's position and ack it with the recording id (-1 on failure)."""
        recording_id = NULL_VALUE
        error: Exception | None = None
        tracker = self._ctx.snapshot_duration_tracker
        tracker.on_snapshot_begin(self._nano_clock.nano_time())
        try:
            recording_id = yield from self._record_snapshot(log_position, leadership_term_id)
        except Exception as ex:
            error = ex
        finally:
            tracker.on_snapshot_end(self._nano_clock.nano_time())
        self._queue_ack(log_position, recording_id)
        self.state = ServiceState.ACTIVE
        if error is not None:
            raise error

    def _record_snapshot(self, log_position: int, leadership_term_id: int) -> Step[int]:
        ctx = self._ctx
        archive = yield from self._connect_archive()
        publication: ExclusivePublication | None = None
        try:
            registration_id = self._aeron.async_add_exclusive_publication(
                ctx.snapshot_channel, ctx.snapshot_stream_id
            )
            while (publication := self._aeron.get_exclusive_publication(registration_id)) is None:
                yield 0
            session_id = publication.session_id
            yield from _await(
                archive.async_start_recording(
                    with_param(ctx.snapshot_channel, "session-id", str(session_id)),
                    ctx.snapshot_stream_id,
                    SourceLocation.LOCAL,
                    auto_stop=True,
                )
            )
            counters = self._aeron.counters_reader
            archive_id = archive.archive_id
            while (
                counter_id := recording_pos.find_counter_id_by_session(counters, session_id, archive_id)
            ) == NULL_COUNTER_ID:
                archive.check_for_error_response()
                yield 0
            recording_id = recording_pos.get_recording_id(counters, counter_id)
            taker = ServiceSnapshotTaker(
                publication,
                snapshot_records(
                    self._sessions,
                    log_position,
                    leadership_term_id,
                    self._time_unit or ClusterTimeUnit.MILLIS,
                    ctx.app_version,
                ),
            )
            while True:
                sent = taker.offer()
                if taker.is_done:
                    break
                yield sent
            archive.check_for_error_response()
            self._service.on_take_snapshot(publication)
            target = publication.position
            while counters.get_counter_value(counter_id) < target:
                archive.check_for_error_response()
                if not recording_pos.is_active(counters, counter_id, recording_id):
                    raise ClusterError(f"recording stopped unexpectedly: {recording_id}")
                yield 0
            return recording_id
        finally:
            if publication is not None:
                publication.close()
            archive.close()

    def _connect_archive(self) -> Step[AeronArchive]:
        connect = AeronArchive.async_connect(self._ctx.archive_context.copy())
        while (archive := connect.poll()) is None:
            yield 0
        return archive

    def _add_subscription(self, channel: str, stream_id: int) -> Step[Subscription]:
        registration_id = self._aeron.async_add_subscription(channel, stream_id)
        while (subscription := self._aeron.get_subscription(registration_id)) is None:
            yield 0
        return subscription

    def _await_image(self, subscription: Subscription, session_id: int) -> Step[Image]:
        while (image := subscription.image_by_session_id(session_id)) is None:
            yield 0
        return image

    # -- from the consensus module (ServiceAdapterListener) -------------------------------------------------

    def on_join_log(
        self,
        log_position: int,
        max_log_position: int,
        member_id: int,
        log_session_id: int,
        log_stream_id: int,
        is_startup: bool,
        role: Role,
        is_standby: bool,
        log_channel: str,
    ) -> None:
        self.log_adapter.max_log_position = log_position
        self._active_log_event = ActiveLogEvent(
            log_position,
            max_log_position,
            member_id,
            log_session_id,
            log_stream_id,
            is_startup,
            role,
            is_standby,
            log_channel,
        )

    def on_service_termination_position(self, log_position: int) -> None:
        self._termination_position = log_position

    def on_request_service_ack(self, log_position: int) -> None:
        self._requested_ack_position = log_position

    # -- from the log (LogListener) -------------------------------------------------------------------------

    def on_session_message(
        self,
        log_position: int,
        cluster_session_id: int,
        timestamp: int,
        buffer: Buffer,
        offset: int,
        length: int,
        header: Header,
    ) -> None:
        self._log_position = log_position
        self._cluster_time = timestamp
        session = self._session_by_id.get(cluster_session_id)
        self._service.on_session_message(session, timestamp, buffer, offset, length, header)

    def on_timer_event(self, log_position: int, correlation_id: int, timestamp: int) -> None:
        self._log_position = log_position
        self._cluster_time = timestamp
        self._service.on_timer_event(correlation_id, timestamp)

    def on_session_open(
        self,
        leadership_term_id: int,
        log_position: int,
        cluster_session_id: int,
        timestamp: int,
        response_stream_id: int,
        response_channel: str,
        encoded_principal: bytes,
    ) -> None:
        self._log_position = log_position
        self._cluster_time = timestamp
        if cluster_session_id in self._session_by_id:
            raise ClusterError(
                f"clashing open clusterSessionId={cluster_session_id} leadershipTermId={leadership_term_id} "
                f"logPosition={log_position}"
            )
        session = ClientSession(
            cluster_session_id, response_stream_id, response_channel, encoded_principal, self
        )
        if self._role == Role.LEADER and self._ctx.is_responding_service:
            session.connect(self._aeron)
        self._add_session(session)
        self._service.on_session_open(session, timestamp)

    def on_session_close(
        self,
        leadership_term_id: int,
        log_position: int,
        cluster_session_id: int,
        timestamp: int,
        close_reason: CloseReason | int,
    ) -> None:
        self._log_position = log_position
        self._cluster_time = timestamp
        session = self._session_by_id.pop(cluster_session_id, None)
        if session is None:
            self.handle_error(
                ClusterError(
                    f"unknown session close: clusterSessionId={cluster_session_id} "
                    f"closeReason={close_reason} leadershipTermId={leadership_term_id} "
                    f"logPosition={log_position}"
                )
            )
            return
        self._sessions.remove(session)
        session.disconnect()
        self._service.on_session_close(session, timestamp, close_reason)

    def on_service_action(
        self,
        leadership_term_id: int,
        log_position: int,
        timestamp: int,
        action: ClusterAction | int,
        flags: int,
    ) -> bool:
        self._log_position = log_position
        self._cluster_time = timestamp
        if action == ClusterAction.SNAPSHOT and (
            flags == CLUSTER_ACTION_FLAGS_DEFAULT or flags & self._standby_snapshot_flags
        ):
            self._pending_snapshot = (log_position, leadership_term_id)
            return True
        return False

    def on_new_leadership_term_event(
        self,
        leadership_term_id: int,
        log_position: int,
        timestamp: int,
        term_base_log_position: int,
        leader_member_id: int,
        log_session_id: int,
        time_unit: ClusterTimeUnit | int,
        app_version: int,
    ) -> None:
        if not is_version_compatible(self._ctx.app_version, app_version):
            self.handle_error(
                ClusterError(
                    f"incompatible version: {semantic_version_string(self._ctx.app_version)} "
                    f"log={semantic_version_string(app_version)}"
                )
            )
            raise AgentTerminationError("incompatible app version in the log")
        self._header.leadership_term_id = leadership_term_id
        self._log_position = log_position
        self._cluster_time = timestamp
        self._time_unit = (
            ClusterTimeUnit.MILLIS if time_unit == ClusterTimeUnit.NULL_VAL else ClusterTimeUnit(time_unit)
        )
        self._service.on_new_leadership_term_event(
            leadership_term_id,
            log_position,
            timestamp,
            term_base_log_position,
            leader_member_id,
            log_session_id,
            self._time_unit,
            app_version,
        )

    # -- Cluster ---------------------------------------------------------------------------------------------

    @property
    def member_id(self) -> int:
        return self._member_id

    @property
    def role(self) -> Role:
        return self._role

    @property
    def log_position(self) -> int:
        return self._log_position

    @property
    def time(self) -> int:
        return self._cluster_time

    @property
    def time_unit(self) -> ClusterTimeUnit | None:
        return self._time_unit

    @property
    def aeron(self) -> Aeron:
        return self._aeron

    @property
    def context(self) -> Context:
        return self._ctx

    @property
    def client_sessions(self) -> Sequence[ClientSession]:
        return tuple(self._sessions)

    def get_client_session(self, cluster_session_id: int) -> ClientSession | None:
        return self._session_by_id.get(cluster_session_id)

    def close_client_session(self, cluster_session_id: int) -> bool:
        self._check_valid_invocation()
        session = self._session_by_id.get(cluster_session_id)
        if session is None:
            raise ClusterError(f"unknown clusterSessionId: {cluster_session_id}")
        if session.is_closing:
            return True
        for attempt in range(CLOSE_SESSION_ATTEMPTS):
            if self._proxy.close_session(cluster_session_id):
                session.mark_closing()
                return True
            if attempt + 1 < CLOSE_SESSION_ATTEMPTS:
                self.idle()
        return False

    def schedule_timer(self, correlation_id: int, deadline: int) -> bool:
        self._check_valid_invocation()
        return self._proxy.schedule_timer(correlation_id, deadline)

    def cancel_timer(self, correlation_id: int) -> bool:
        self._check_valid_invocation()
        return self._proxy.cancel_timer(correlation_id)

    def offer(self, buffer: Buffer, offset: int = 0, length: int | None = None) -> int:
        view = memoryview(buffer).cast("B")
        end = len(view) if length is None else offset + length
        return self.offer_vectors([view[offset:end]])

    def offer_vectors(self, buffers: Sequence[Buffer]) -> int:
        self._check_valid_invocation()
        self._header.cluster_session_id = self._service_id
        return self._proxy.offer(self._header_buffer, buffers)

    def try_claim(self, length: int, buffer_claim: BufferClaim) -> int:
        self._check_valid_invocation()
        self._header.cluster_session_id = self._service_id
        return self._proxy.try_claim(length + SESSION_HEADER_LENGTH, buffer_claim, self._header_buffer)

    @property
    def idle_strategy(self) -> _IdleStrategy:
        return self._idle_strategy

    def idle(self, work_count: int = 0) -> None:
        """Idle with the context's strategy, keeping the container alive while the service waits."""
        self._ctx.idle_strategy.idle(work_count)
        if work_count <= 0:
            now_ns = self._nano_clock.nano_time()
            self._slow_tick(now_ns)
            if self._is_service_active:
                self._background_work(now_ns)

    # -- sessions (SessionOwner) ---------------------------------------------------------------------------

    def offer_to_session(
        self, cluster_session_id: int, publication: Publication | None, parts: Sequence[Buffer]
    ) -> int:
        self._check_valid_invocation()
        if self._role != Role.LEADER:
            return MOCKED_OFFER
        if publication is None:
            return NOT_CONNECTED
        self._header.cluster_session_id = cluster_session_id
        self._header.timestamp = self._cluster_time
        return publication.offer_vectors([self._header_buffer, *parts])

    def try_claim_for_session(
        self, cluster_session_id: int, publication: Publication | None, length: int, buffer_claim: BufferClaim
    ) -> int:
        self._check_valid_invocation()
        if self._role != Role.LEADER:
            return MOCKED_OFFER
        if publication is None:
            return NOT_CONNECTED
        position = publication.try_claim(SESSION_HEADER_LENGTH + length, buffer_claim)
        if position > 0:
            self._header.cluster_session_id = cluster_session_id
            self._header.timestamp = self._cluster_time
            buffer_claim.put_bytes(self._header_buffer)
        return position

    def handle_error(self, error: BaseException) -> None:
        self._ctx.counted_error_handler(error)

    # -- helpers ------------------------------------------------------------------------------------------

    def _queue_ack(self, log_position: int, relevant_id: int) -> None:
        self._acks.append(PendingAck(log_position, self._cluster_time, self._ack_id, relevant_id))
        self._ack_id += 1
        self._send_acks()

    def _terminate(self, is_expected: bool) -> None:
        self._is_service_active = False
        try:
            with self._in_lifecycle(Lifecycle.ON_TERMINATE):
                self._service.on_terminate(self)
        except Exception as ex:
            self.handle_error(ex)
        self._termination_ack_id = self._ack_id
        self._ack_id += 1
        self._termination_attempts = 0
        self._termination_expected = is_expected
        self.state = ServiceState.TERMINATING

    def _close_log(self) -> None:
        image = self.log_adapter.image
        if image is not None:
            self._log_position = max(image.position, self._log_position)
        self.log_adapter.close()
        self._disconnect_egress()
        self._set_role(Role.FOLLOWER)

    def _disconnect_egress(self) -> None:
        for session in self._sessions:
            session.disconnect()

    def _set_role(self, new_role: Role) -> None:
        if new_role != self._role:
            self._role = new_role
            with self._in_lifecycle(Lifecycle.ON_ROLE_CHANGE):
                self._service.on_role_change(new_role)

    def _add_restored_session(
        self,
        cluster_session_id: int,
        response_stream_id: int,
        response_channel: str,
        encoded_principal: bytes,
    ) -> None:
        self._add_session(
            ClientSession(cluster_session_id, response_stream_id, response_channel, encoded_principal, self)
        )

    def _add_session(self, session: ClientSession) -> None:
        """Keep sessions in ascending id (the snapshot writes them in this order)."""
        self._session_by_id[session.id] = session
        index = len(self._sessions)
        while index > 0 and self._sessions[index - 1].id > session.id:
            index -= 1
        self._sessions.insert(index, session)

    @contextlib.contextmanager
    def _in_lifecycle(self, callback: Lifecycle) -> Iterator[None]:
        self._lifecycle = callback
        try:
            yield
        finally:
            self._lifecycle = None

    def _check_valid_invocation(self) -> None:
        if self._lifecycle is not None:
            raise ClusterError(
                f"sending messages or scheduling timers is not allowed from {self._lifecycle.value}"
            )

    def _abort(self) -> None:
        self._is_abort = True

    def _counter_unavailable(self, counters: CountersReader, registration_id: int, counter_id: int) -> None:
        commit = self._commit_position
        if (
            commit is not None
            and commit.counter_id == counter_id
            and commit.registration_id == registration_id
        ):
            commit.is_closed = True

    def _run_termination_hook(self) -> None:
        try:
            self._ctx.termination_hook()
        except Exception as ex:
            self.handle_error(ex)


def _await(operation: ArchiveOperation) -> Step[Any]:
    """Poll an archive request on later duty cycles until it is answered; its result."""
    while not operation.poll():
        yield 0
    return operation.result


_STATE_WORK: dict[ServiceState, Callable[[ClusteredServiceAgent, int], int]] = {
    ServiceState.INIT: ClusteredServiceAgent._closed,
    ServiceState.RECOVERING: ClusteredServiceAgent._run_task,
    ServiceState.FAILED_START: ClusteredServiceAgent._failed_start,
    ServiceState.ACTIVE: ClusteredServiceAgent._active,
    ServiceState.JOINING_LOG: ClusteredServiceAgent._run_task,
    ServiceState.SNAPSHOT: ClusteredServiceAgent._run_task,
    ServiceState.TERMINATING: ClusteredServiceAgent._terminating,
    ServiceState.CLOSED: ClusteredServiceAgent._closed,
}
