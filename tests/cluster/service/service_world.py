"""A single-threaded world for the service container: an INVOKER driver on a ManualClock, Aeron clients and
(optionally) an INVOKER archive stepped with it, and the test playing the consensus module.

``FakeConsensusModule`` does what a consensus module does for its services, with real bytes on real
publications: allocates the commit-position (203) and RecoveryState (204) counters, publishes log entries
on an IPC log, sends JoinLog / ServiceTerminationPosition / RequestServiceAck on stream 104 and reads what
the service sends on stream 105 (acks, timers, session closes, service messages). The service agent is
stepped by the test, never by a thread.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aeronkit.agent import AgentInvoker
from aeronkit.archive.server import Archive
from aeronkit.archive.server import Context as ArchiveContext
from aeronkit.client import Aeron, FragmentAssembler
from aeronkit.client import Context as AeronContext
from aeronkit.client.counter import Counter
from aeronkit.client.header import Header
from aeronkit.client.image import Image
from aeronkit.client.publication import ExclusivePublication, Publication
from aeronkit.client.subscription import Subscription
from aeronkit.clock import ManualClock
from aeronkit.cluster import recovery_state
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.protocol import APP_VERSION_DEFAULT, SESSION_HEADER_LENGTH
from aeronkit.cluster.service import ClientSession, Cluster, ClusteredServiceAgent, Context, ServiceState
from aeronkit.cluster.service.clustered_service import ClusteredService
from aeronkit.codecs import cluster as codecs
from aeronkit.codecs.cluster import CloseReason, ClusterTimeUnit
from aeronkit.concurrent.counters import CounterSnapshot
from aeronkit.constants import NULL_VALUE
from aeronkit.counter_types import CounterTypeId
from aeronkit.driver import Context as DriverContext
from aeronkit.driver import MediaDriver
from aeronkit.logbuffer.descriptor import align

CONTROL_CHANNEL = "aeron:ipc?term-length=64k"
LOG_CHANNEL = "aeron:ipc?term-length=64k|mtu=1408|alias=log"
LOG_STREAM_ID = 100
SMALL_DRIVER = {
    "counters_buffer_length": 1024 * 1024,
    "error_buffer_length": 64 * 1024,
    "conductor_buffer_length": 64 * 1024 + 768,
    "clients_buffer_length": 64 * 1024 + 128,
    "loss_report_buffer_length": 64 * 1024,
    "ipc_term_buffer_length": 64 * 1024,
}
FRAME_HEADER = 32


def entry_length(body_length: int) -> int:
    """Bytes a single-frame log entry takes in the log (frame header + SBE header + body, aligned)."""
    return align(FRAME_HEADER + codecs.HEADER_LENGTH + body_length, 32)


class WorldIdle:
    """An idle strategy that steps the world (driver, clients, archive) but never the service agent, so
    a service waiting inside a callback lets everything else make progress."""

    def __init__(self, step: Callable[[], None]) -> None:
        self._step = step
        self.idles = 0

    def idle(self, work_count: int = 0) -> None:
        self.idles += 1
        self._step()

    def reset(self) -> None:
        return None


class World:
    """Driver, clients and archive stepped on the caller's thread with one ManualClock."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.clock = ManualClock(start_ns=1_000_000_000)
        self.driver = MediaDriver.launch(
            DriverContext(
                aeron_dir=str(root / "aeron"),
                threading_mode="INVOKER",
                nano_clock=self.clock,
                epoch_clock=self.clock,
                client_liveness_timeout_ns=60_000_000_000,
                publication_unblock_timeout_ns=70_000_000_000,
                **SMALL_DRIVER,
            )
        )
        self.clients: list[Aeron] = []
        self.archive: Archive | None = None
        self.agent_invoker: AgentInvoker | None = None
        self.errors: list[BaseException] = []

    def client(self) -> Aeron:
        aeron = Aeron.connect(
            AeronContext(
                aeron_dir=self.driver.aeron_dir,
                use_conductor_agent_invoker=True,
                awaiting_idle_strategy=WorldIdle(self.step_driver),
                clock=self.clock,
            )
        )
        self.clients.append(aeron)
        return aeron

    def start_archive(self) -> Archive:
        aeron = self.client()
        self.archive = Archive.launch(
            ArchiveContext(
                archive_dir=str(self.root / "archive"),
                aeron=aeron,
                threading_mode="INVOKER",
                epoch_clock=self.clock.time_ms,
                control_channel_enabled=False,
                archive_id=7,
                segment_file_length=1024 * 1024,
            )
        )
        return self.archive

    def driver_counters(self) -> list[CounterSnapshot]:
        """Every allocated counter of the driver now."""
        return self.clients[0].counters_reader.snapshot()

    def step_driver(self) -> None:
        invoker = self.driver.invoker
        assert invoker is not None
        invoker.invoke()

    def step(self) -> None:
        """One cycle of everything but the service agent."""
        self.step_driver()
        for aeron in self.clients:
            invoker = aeron.conductor_agent_invoker
            if invoker is not None and not aeron.is_closed:
                invoker.invoke()
        if self.archive is not None and self.archive.invoker is not None:
            self.archive.invoker.invoke()
        self.step_driver()

    def spin(self, cycles: int, advance_ns: int = 2_000_000) -> None:
        """Step everything, the agent too, ``cycles`` times (to show that something does *not* happen)."""
        for _ in range(cycles):
            self.clock.advance(advance_ns)
            self.step()
            if self.agent_invoker is not None and not self.agent_invoker.is_closed:
                self.agent_invoker.invoke()

    def run(self, until: Callable[[], bool], max_cycles: int = 2_000, advance_ns: int = 2_000_000) -> int:
        """Step everything (the agent too) with time moving ``advance_ns`` a cycle until ``until()``."""
        for cycle in range(max_cycles):
            if until():
                return cycle
            self.clock.advance(advance_ns)
            self.step()
            if self.agent_invoker is not None and not self.agent_invoker.is_closed:
                self.agent_invoker.invoke()
        raise AssertionError(f"condition not met after {max_cycles} cycles; errors: {self.errors}")

    def service_context(self, service: ClusteredService, **settings: Any) -> Context:
        return Context(
            cluster_dir=str(self.root / "cluster"),
            aeron=self.client(),
            clustered_service=service,
            nano_clock=self.clock,
            epoch_clock=self.clock,
            idle_strategy=WorldIdle(self.step),
            control_channel=CONTROL_CHANNEL,
            error_handler=self.errors.append,
            snapshot_channel="aeron:ipc?term-length=64k|alias=snapshot",
            replay_channel="aeron:ipc",
            **settings,
        )

    def start_agent(self, ctx: Context) -> ClusteredServiceAgent:
        ctx.conclude()
        agent = ClusteredServiceAgent(ctx)
        self.agent_invoker = AgentInvoker(agent, ctx.counted_error_handler)  # as the container runs it
        self.agent_invoker.start()
        return agent

    def close(self) -> None:
        if self.agent_invoker is not None:
            self.agent_invoker.close()
        if self.archive is not None:
            self.archive.close()
        for aeron in reversed(self.clients):
            if not aeron.is_closed:
                aeron.close()
        self.driver.close()


@dataclass
class FromService:
    """Everything the service sent the consensus module, decoded, in order."""

    acks: list[tuple[int, int, int, int, int]] = field(default_factory=list)
    timers: list[tuple[str, int, int]] = field(default_factory=list)
    closes: list[int] = field(default_factory=list)
    messages: list[tuple[int, int, bytes]] = field(default_factory=list)
    order: list[str] = field(default_factory=list)


class FakeConsensusModule:
    """The test's consensus module: counters, the log publication, the service control streams."""

    def __init__(self, world: World, cluster_id: int = 0) -> None:
        self.world = world
        self.cluster_id = cluster_id
        self.aeron = world.client()
        self.commit: Counter = self.aeron.add_counter(
            CounterTypeId.CLUSTER_COMMIT_POSITION,
            f"Commit position - clusterId={cluster_id}",
            struct.pack("<i", cluster_id),
        )
        self.recovery: Counter | None = None
        self.to_services: Publication = self.aeron.add_publication(CONTROL_CHANNEL, 104)
        self.from_services: Subscription = self.aeron.add_subscription(CONTROL_CHANNEL, 105)
        self.log: ExclusivePublication | None = None
        self.received = FromService()
        self.leadership_term_id = 0
        self.timestamp = 1_700_000_000_000
        self._assembler = FragmentAssembler(self._on_fragment)

    # -- recovery and joining ------------------------------------------------------------------------------

    def allocate_recovery_state(
        self,
        leadership_term_id: int = NULL_VALUE,
        log_position: int = 0,
        timestamp: int = 0,
        snapshot_recording_ids: tuple[int, ...] = (NULL_VALUE,),
    ) -> None:
        self.recovery = recovery_state.allocate(
            self.aeron, leadership_term_id, log_position, timestamp, self.cluster_id, snapshot_recording_ids
        )

    def open_log(self, channel: str = LOG_CHANNEL, initial_position: int = 0) -> ExclusivePublication:
        if initial_position:
            channel += f"|init-term-id=0|term-id=0|term-offset={initial_position}"
        self.log = self.aeron.add_exclusive_publication(channel, LOG_STREAM_ID)
        return self.log

    def join_log(
        self,
        log_position: int,
        role: Role = Role.LEADER,
        max_log_position: int = 2**63 - 1,
        member_id: int = 0,
        is_startup: bool = True,
        channel: str = LOG_CHANNEL,
    ) -> None:
        assert self.log is not None
        buffer = bytearray(256)
        enc = codecs.JoinLogEncoder().wrap_and_apply_header(buffer)
        enc.log_position = log_position
        enc.max_log_position = max_log_position
        enc.member_id = member_id
        enc.log_session_id = self.log.session_id
        enc.log_stream_id = LOG_STREAM_ID
        enc.is_startup = codecs.BooleanType.TRUE if is_startup else codecs.BooleanType.FALSE
        enc.role = int(role)
        enc.is_standby = codecs.BooleanType.FALSE
        enc.put_log_channel(channel)
        self._send(bytes(buffer[: enc.limit]))

    def terminate_at(self, log_position: int) -> None:
        buffer = bytearray(16)
        codecs.ServiceTerminationPositionEncoder().wrap_and_apply_header(buffer).log_position = log_position
        self._send(bytes(buffer))

    def request_ack(self, log_position: int) -> None:
        buffer = bytearray(16)
        codecs.RequestServiceAckEncoder().wrap_and_apply_header(buffer).log_position = log_position
        self._send(bytes(buffer))

    def _send(self, message: bytes) -> None:
        self.world.run(lambda: self.to_services.offer(message) > 0, max_cycles=50)

    # -- log entries -----------------------------------------------------------------------------------------

    def _append(self, message: bytes) -> int:
        assert self.log is not None
        position = self.log.offer(message)
        assert position > 0, f"log offer failed: {position}"
        return position

    def append_new_leadership_term_event(
        self,
        app_version: int = APP_VERSION_DEFAULT,
        time_unit: codecs.ClusterTimeUnit = codecs.ClusterTimeUnit.MILLIS,
    ) -> int:
        assert self.log is not None
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.NewLeadershipTermEventEncoder.BLOCK_LENGTH)
        enc = codecs.NewLeadershipTermEventEncoder().wrap_and_apply_header(buffer)
        start = self.log.position
        enc.leadership_term_id = self.leadership_term_id
        enc.log_position = start + entry_length(codecs.NewLeadershipTermEventEncoder.BLOCK_LENGTH)
        enc.timestamp = self.timestamp
        enc.term_base_log_position = start
        enc.leader_member_id = 0
        enc.log_session_id = self.log.session_id
        enc.time_unit = time_unit
        enc.app_version = app_version
        return self._append(bytes(buffer))

    def append_session_open(
        self,
        cluster_session_id: int,
        response_channel: str = "aeron:ipc",
        response_stream_id: int = 102,
        principal: bytes = b"",
    ) -> int:
        buffer = bytearray(256)
        enc = codecs.SessionOpenEventEncoder().wrap_and_apply_header(buffer)
        enc.leadership_term_id = self.leadership_term_id
        enc.correlation_id = 1000 + cluster_session_id
        enc.cluster_session_id = cluster_session_id
        enc.timestamp = self.tick()
        enc.response_stream_id = response_stream_id
        enc.put_response_channel(response_channel)
        enc.put_encoded_principal(principal)
        return self._append(bytes(buffer[: enc.limit]))

    def append_message(self, cluster_session_id: int, payload: bytes) -> int:
        header = bytearray(SESSION_HEADER_LENGTH)
        enc = codecs.SessionMessageHeaderEncoder().wrap_and_apply_header(header)
        enc.leadership_term_id = self.leadership_term_id
        enc.cluster_session_id = cluster_session_id
        enc.timestamp = self.tick()
        return self._append(bytes(header) + payload)

    def append_timer(self, correlation_id: int) -> int:
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.TimerEventEncoder.BLOCK_LENGTH)
        enc = codecs.TimerEventEncoder().wrap_and_apply_header(buffer)
        enc.leadership_term_id = self.leadership_term_id
        enc.correlation_id = correlation_id
        enc.timestamp = self.tick()
        return self._append(bytes(buffer))

    def append_session_close(
        self, cluster_session_id: int, reason: codecs.CloseReason = codecs.CloseReason.CLIENT_ACTION
    ) -> int:
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.SessionCloseEventEncoder.BLOCK_LENGTH)
        enc = codecs.SessionCloseEventEncoder().wrap_and_apply_header(buffer)
        enc.leadership_term_id = self.leadership_term_id
        enc.cluster_session_id = cluster_session_id
        enc.timestamp = self.tick()
        enc.close_reason = reason
        return self._append(bytes(buffer))

    def append_action(
        self, action: codecs.ClusterAction = codecs.ClusterAction.SNAPSHOT, flags: int = 0
    ) -> int:
        """A ClusterActionRequest whose logPosition is the end of its own frame (LogPublisher)."""
        assert self.log is not None
        buffer = bytearray(codecs.HEADER_LENGTH + codecs.ClusterActionRequestEncoder.BLOCK_LENGTH)
        enc = codecs.ClusterActionRequestEncoder().wrap_and_apply_header(buffer)
        enc.leadership_term_id = self.leadership_term_id
        enc.log_position = self.log.position + entry_length(codecs.ClusterActionRequestEncoder.BLOCK_LENGTH)
        enc.timestamp = self.tick()
        enc.action = action
        enc.flags = flags
        return self._append(bytes(buffer))

    def tick(self) -> int:
        self.timestamp += 1
        return self.timestamp

    def set_commit(self, position: int) -> None:
        self.commit.set(position)

    # -- from the service ---------------------------------------------------------------------------------

    def poll(self) -> FromService:
        while self.from_services.poll(self._assembler, 10) > 0:
            pass
        return self.received

    def _on_fragment(self, buffer: Any, offset: int, length: int, header: Header) -> None:
        head = codecs.MessageHeaderDecoder().wrap(buffer, offset)
        body = offset + codecs.HEADER_LENGTH
        template = head.template_id
        got = self.received
        if template == codecs.ServiceAckDecoder.TEMPLATE_ID:
            ack = codecs.ServiceAckDecoder().wrap(buffer, body, head.block_length, head.version)
            got.acks.append((ack.log_position, ack.timestamp, ack.ack_id, ack.relevant_id, ack.service_id))
            got.order.append(f"ack{ack.ack_id}")
        elif template == codecs.ScheduleTimerDecoder.TEMPLATE_ID:
            timer = codecs.ScheduleTimerDecoder().wrap(buffer, body, head.block_length, head.version)
            got.timers.append(("schedule", timer.correlation_id, timer.deadline))
            got.order.append("schedule")
        elif template == codecs.CancelTimerDecoder.TEMPLATE_ID:
            cancel = codecs.CancelTimerDecoder().wrap(buffer, body, head.block_length, head.version)
            got.timers.append(("cancel", cancel.correlation_id, 0))
            got.order.append("cancel")
        elif template == codecs.CloseSessionDecoder.TEMPLATE_ID:
            close = codecs.CloseSessionDecoder().wrap(buffer, body, head.block_length, head.version)
            got.closes.append(close.cluster_session_id)
            got.order.append("close")
        elif template == codecs.SessionMessageHeaderDecoder.TEMPLATE_ID:
            msg = codecs.SessionMessageHeaderDecoder().wrap(buffer, body, head.block_length, head.version)
            got.messages.append(
                (
                    msg.cluster_session_id,
                    msg.leadership_term_id,
                    bytes(memoryview(buffer)[offset + SESSION_HEADER_LENGTH : offset + length]),
                )
            )
            got.order.append("message")

    def close(self) -> None:
        for resource in (self.log, self.to_services, self.from_services, self.commit, self.recovery):
            if resource is not None and not resource.is_closed:
                resource.close()


def started(
    world: World, cm: FakeConsensusModule, service: ClusteredService, **settings: Any
) -> tuple[ClusteredServiceAgent, Context]:
    """Recovery done (ack 0 received) for a service with no snapshot."""
    ctx = world.service_context(service, **settings)
    agent = world.start_agent(ctx)
    world.run(lambda: len(cm.poll().acks) == 1)
    return agent, ctx


class Recorder(ClusteredService):
    """Records every callback; optional hooks let a test act from inside one."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.cluster: Cluster | None = None
        self.on_message: Any = None
        self.snapshot_payload = b"user-state"
        self.loaded_user_state: bytes | None = None

    def on_start(self, cluster: Cluster, snapshot_image: Image | None) -> None:
        self.cluster = cluster
        self.calls.append(("start", snapshot_image is not None))
        if snapshot_image is not None:
            got: list[bytes] = []
            while not got:
                if snapshot_image.poll(lambda b, o, n, h: got.append(bytes(b[o : o + n])), 1) == 0:
                    cluster.idle()
            self.loaded_user_state = got[0]

    def on_session_open(self, session: ClientSession, timestamp: int) -> None:
        self.calls.append(("open", session.id, timestamp))

    def on_session_close(
        self, session: ClientSession, timestamp: int, close_reason: CloseReason | int
    ) -> None:
        self.calls.append(("close", session.id, timestamp, close_reason))

    def on_session_message(
        self,
        session: ClientSession | None,
        timestamp: int,
        buffer: Any,
        offset: int,
        length: int,
        header: Header,
    ) -> None:
        assert self.cluster is not None
        payload = bytes(memoryview(buffer)[offset : offset + length])
        self.calls.append(
            (
                "message",
                None if session is None else session.id,
                timestamp,
                payload,
                self.cluster.log_position,
            )
        )
        if self.on_message is not None:
            self.on_message(session, payload)

    def on_timer_event(self, correlation_id: int, timestamp: int) -> None:
        self.calls.append(("timer", correlation_id, timestamp))

    def on_take_snapshot(self, snapshot_publication: ExclusivePublication) -> None:
        self.calls.append(("snapshot",))
        assert snapshot_publication.offer(self.snapshot_payload) > 0

    def on_role_change(self, new_role: Role) -> None:
        self.calls.append(("role", new_role))

    def on_terminate(self, cluster: Cluster) -> None:
        self.calls.append(("terminate", cluster.log_position))

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
        self.calls.append(("term", leadership_term_id, log_position))

    def named(self, name: str) -> list[tuple[Any, ...]]:
        return [call for call in self.calls if call[0] == name]


def joined(
    world: World, cm: FakeConsensusModule, service: Recorder, role: Role = Role.LEADER, **settings: Any
) -> Any:
    """Recovered with no snapshot, joined to a fresh log at 0 (acks 0 and 1 received)."""
    cm.allocate_recovery_state()
    agent, _ctx = started(world, cm, service, **settings)
    cm.open_log()
    cm.join_log(0, role)
    world.run(lambda: len(cm.poll().acks) == 2)
    assert agent.state is ServiceState.ACTIVE
    return agent
