"""A one-member cluster node stepped single-threaded under a seeded scheduler with a manual clock.

Everything runs in the test's thread: our media driver in INVOKER mode, our archive (INVOKER) with an
invoker-mode Aeron client, the consensus module under test (``use_agent_invoker``), a scripted clustered
service and a scripted client, each with its own invoker-mode Aeron client, all over IPC. A scheduler
steps every agent once per round in an order drawn from a seeded Random, then advances the ManualClock.
A blocking client call (adding a publication while an agent starts) steps the driver from the client's
awaiting idle strategy, the only place anything waits.

The scripted service and client speak the cluster protocol with the generated codecs, so every byte the
consensus module sees and sends is the real thing; they record what they saw for assertions.
"""

from __future__ import annotations

import contextlib
import logging
import random
import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aeronkit.archive.server import Archive
from aeronkit.archive.server import Context as ArchiveContext
from aeronkit.client import Aeron, Image, Publication, Subscription
from aeronkit.client import Context as AeronContext
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.clock import ManualClock
from aeronkit.cluster import recovery_state
from aeronkit.cluster.consensus_module import ConsensusModule
from aeronkit.cluster.consensus_module import Context as ModuleContext
from aeronkit.cluster.protocol import CLIENT_PROTOCOL_SEMANTIC_VERSION, SESSION_HEADER_LENGTH
from aeronkit.cluster.service.cluster_counters import find as find_counter
from aeronkit.codecs import cluster as codecs
from aeronkit.concurrent.counters import NULL_COUNTER_ID, RECORD_ALLOCATED, CountersReader
from aeronkit.constants import NULL_VALUE
from aeronkit.counter_types import CounterTypeId
from aeronkit.driver import Context as DriverContext
from aeronkit.driver import MediaDriver

MS = 1_000_000
MEMBERS = "0,localhost:20110,localhost:20111,localhost:20112,localhost:0,localhost:8010"
SMALL_DRIVER: dict[str, Any] = {
    "counters_buffer_length": 1024 * 1024,
    "error_buffer_length": 64 * 1024,
    "conductor_buffer_length": 64 * 1024 + 768,
    "clients_buffer_length": 64 * 1024 + 128,
    "loss_report_buffer_length": 64 * 1024,
    "ipc_term_buffer_length": 64 * 1024,
}


class StepDriver:
    """Awaiting idle strategy of every client: a blocking call steps the driver while it waits."""

    def __init__(self, driver: MediaDriver) -> None:
        self.driver = driver

    def idle(self, work_count: int) -> None:
        assert self.driver.invoker is not None
        self.driver.invoker.invoke()

    def reset(self) -> None:
        """Nothing to reset."""


def launch_driver(aeron_dir: str, clock: ManualClock, settings: dict[str, Any] | None = None) -> MediaDriver:
    """A small INVOKER-mode driver on simulated time; a crashed client's resources go after 30 s of it."""
    return MediaDriver.launch(
        DriverContext(
            aeron_dir=aeron_dir,
            threading_mode="INVOKER",
            nano_clock=clock,
            epoch_clock=clock,
            dir_delete_on_start=True,
            term_buffer_sparse_file=True,
            client_liveness_timeout_ns=30_000 * MS,
            publication_unblock_timeout_ns=40_000 * MS,
            **{**SMALL_DRIVER, **(settings or {})},
        )
    )


def invoker_client(aeron_dir: str, clock: ManualClock, driver: MediaDriver, name: str) -> Aeron:
    """An invoker-mode Aeron client of ``driver`` on simulated time; its blocking calls step the driver."""
    return Aeron.connect(
        AeronContext(
            aeron_dir=aeron_dir,
            use_conductor_agent_invoker=True,
            clock=clock,
            awaiting_idle_strategy=StepDriver(driver),
            client_name=name,
            driver_timeout_ms=10_000,
        )
    )


def _invoke(aeron: Aeron) -> int:
    invoker = aeron.conductor_agent_invoker
    assert invoker is not None
    return invoker.invoke()


def _frame(encoder_type: Any, extra: int = 0) -> tuple[bytearray, Any]:
    buffer = bytearray(codecs.HEADER_LENGTH + encoder_type.BLOCK_LENGTH + extra)
    return buffer, encoder_type().wrap_and_apply_header(buffer)


# -- the scripted service --------------------------------------------------------------------------------


class ClusterCounterValues:
    """A cluster counter's value by type, its id found once (``cluster_counters.find`` scans every counter,
    and the simulations read several counters of every member every round) and looked up again only when
    that counter is no longer allocated with that type, or after ``forget``."""

    def __init__(self, reader: CountersReader, cluster_id: int = 0) -> None:
        self.reader = reader
        self.cluster_id = cluster_id
        self._ids: dict[int, int] = {}

    def value(self, type_id: int) -> int:
        """The counter's value, NULL_VALUE while there is no such counter."""
        reader = self.reader
        counter_id = self._ids.get(type_id, NULL_COUNTER_ID)
        if counter_id == NULL_COUNTER_ID or not (
            reader.get_counter_state(counter_id) == RECORD_ALLOCATED
            and reader.get_counter_type_id(counter_id) == type_id
        ):
            counter_id = find_counter(reader, type_id, self.cluster_id)
            if counter_id == NULL_COUNTER_ID:
                return NULL_VALUE
            self._ids[type_id] = counter_id
        return reader.get_counter_value(counter_id)

    def forget(self) -> None:
        """A module starts or stops: its counters may be others now."""
        self._ids.clear()


@dataclass
class Applied:
    kind: str
    cluster_session_id: int
    timestamp: int
    payload: bytes
    position: int


class ServiceStub:
    """A clustered service (id 0) speaking the CM <-> service protocol; echoes session messages.

    A payload ``b"timer:<correlation>:<deadline offset ms>"`` schedules a cluster timer, ``b"cancel:<id>"``
    cancels it, ``b"svc:<text>"`` sends a service message into the cluster (``Cluster.offer``),
    ``b"close"`` closes the sender's session. Snapshots are acked with a made-up recording id (the module
    only stores it), and ``fail_next_snapshot`` acks one with -1.
    """

    def __init__(self, aeron: Aeron, cluster_id: int = 0, service_id: int = 0) -> None:
        self.aeron = aeron
        self.cluster_id = cluster_id
        self.service_id = service_id
        self.control_in = aeron.add_subscription("aeron:ipc?term-length=128k", 104)
        self.control_out = aeron.add_publication("aeron:ipc?term-length=128k", 105)
        self.ack_id = 0
        self.started = False
        self.applied: list[Applied] = []
        self.log_image: Image | None = None
        self._log_subscription_id = NULL_VALUE
        self._log_session_id = NULL_VALUE
        self.join_logs: list[dict[str, Any]] = []
        self.sessions: dict[int, Publication] = {}
        self.role = NULL_VALUE
        self.termination_position: int | None = None
        self.terminated = False
        self.snapshot_recording_id = 1000
        self.fail_next_snapshot = False
        self.cluster_time = 0
        self.log_position = 0
        self.acks: list[tuple[int, int, int]] = []
        self._header = codecs.MessageHeaderDecoder()
        self._counters = ClusterCounterValues(aeron.counters_reader, cluster_id)

    def close(self) -> None:
        self.aeron.close()

    def do_work(self) -> int:
        if self.terminated:
            return 0
        work = _invoke(self.aeron)
        if not self.started:
            return work + self._start()
        work += self.control_in.poll(self._on_control, 10)
        work += self._collect_log_image()
        if self.log_image is not None:
            commit = self._commit_position()
            work += self.log_image.bounded_controlled_poll(self._on_log, commit, 10)
        if self.termination_position is not None and self.log_position >= self.termination_position:
            self._ack(self.termination_position, NULL_VALUE)
            self.terminated = True
        return work

    def _commit_position(self) -> int:
        return self._counters.value(CounterTypeId.CLUSTER_COMMIT_POSITION)

    def _start(self) -> int:
        reader = self.aeron.counters_reader
        counter_id = recovery_state.find_counter_id(reader, self.cluster_id)
        if counter_id == NULL_COUNTER_ID or not self.control_out.is_connected:
            return 0
        self.log_position = recovery_state.get_log_position(reader, counter_id)
        self._ack(self.log_position, self.aeron.client_id)
        self.started = True
        return 1

    def _ack(self, log_position: int, relevant_id: int) -> None:
        buffer, ack = _frame(codecs.ServiceAckEncoder)
        ack.log_position = log_position
        ack.timestamp = self.cluster_time
        ack.ack_id = self.ack_id
        ack.relevant_id = relevant_id
        ack.service_id = self.service_id
        self.acks.append((self.ack_id, log_position, relevant_id))
        self.ack_id += 1
        assert self.control_out.offer(buffer) > 0

    def send_control(self, buffer: bytearray) -> None:
        assert self.control_out.offer(buffer) > 0

    def _on_control(self, buffer: Any, offset: int, length: int, header: Header) -> None:
        message = bytes(buffer[offset : offset + length])
        h = self._header.wrap(message, 0)
        if h.template_id == codecs.JoinLogDecoder.TEMPLATE_ID:
            d = codecs.JoinLogDecoder().wrap(message, codecs.HEADER_LENGTH, h.block_length, h.version)
            join = {
                "log_position": d.log_position,
                "max_log_position": d.max_log_position,
                "log_session_id": d.log_session_id,
                "log_stream_id": d.log_stream_id,
                "is_startup": int(d.is_startup),
                "role": d.role,
                "log_channel": d.log_channel,
            }
            self.join_logs.append(join)
            self.role = join["role"]
            self.log_image = None
            if self._log_subscription_id != NULL_VALUE:
                self.aeron.async_remove_subscription(self._log_subscription_id)
            self._log_session_id = join["log_session_id"]
            self._join_position = join["log_position"]
            self._log_subscription_id = self.aeron.async_add_subscription(
                join["log_channel"], join["log_stream_id"]
            )
        elif h.template_id == codecs.ServiceTerminationPositionDecoder.TEMPLATE_ID:
            d = codecs.ServiceTerminationPositionDecoder().wrap(
                message, codecs.HEADER_LENGTH, h.block_length, h.version
            )
            self.termination_position = d.log_position

    def _collect_log_image(self) -> int:
        if self._log_subscription_id == NULL_VALUE:
            return 0
        subscription: Subscription | None = self.aeron.get_subscription(self._log_subscription_id)
        if subscription is None:
            return 0
        image = subscription.image_by_session_id(self._log_session_id)
        if image is None or image is self.log_image:
            return 0
        self.log_image = image
        self.log_position = image.join_position
        self._ack(self._join_position, NULL_VALUE)
        return 1

    def _on_log(self, buffer: Any, offset: int, length: int, header: Header) -> ControlledPollAction:
        message = bytes(buffer[offset : offset + length])
        h = self._header.wrap(message, 0)
        body, block, version = codecs.HEADER_LENGTH, h.block_length, h.version
        position = header.position
        template_id = h.template_id
        action = ControlledPollAction.CONTINUE
        if template_id == codecs.SessionMessageHeaderDecoder.TEMPLATE_ID:
            d = codecs.SessionMessageHeaderDecoder().wrap(message, body, block, version)
            self.cluster_time = d.timestamp
            payload = message[SESSION_HEADER_LENGTH:]
            self.applied.append(Applied("message", d.cluster_session_id, d.timestamp, payload, position))
            self._on_session_message(d.leadership_term_id, d.cluster_session_id, payload)
        elif template_id == codecs.SessionOpenEventDecoder.TEMPLATE_ID:
            d = codecs.SessionOpenEventDecoder().wrap(message, body, block, version)
            self.cluster_time = d.timestamp
            self.applied.append(Applied("open", d.cluster_session_id, d.timestamp, b"", position))
            # like Java's ContainerClientSession.connect: the response publication is added at once
            self.sessions[d.cluster_session_id] = self.aeron.add_publication(
                d.response_channel, d.response_stream_id
            )
        elif template_id == codecs.SessionCloseEventDecoder.TEMPLATE_ID:
            d = codecs.SessionCloseEventDecoder().wrap(message, body, block, version)
            self.cluster_time = d.timestamp
            reason = int(d.close_reason)
            self.applied.append(
                Applied("close", d.cluster_session_id, d.timestamp, bytes([reason]), position)
            )
            publication = self.sessions.pop(d.cluster_session_id, None)
            if publication is not None:
                self.aeron.async_remove_publication(publication.registration_id)
        elif template_id == codecs.TimerEventDecoder.TEMPLATE_ID:
            d = codecs.TimerEventDecoder().wrap(message, body, block, version)
            self.cluster_time = d.timestamp
            self.applied.append(
                Applied("timer", NULL_VALUE, d.timestamp, struct.pack("<q", d.correlation_id), position)
            )
        elif template_id == codecs.ClusterActionRequestDecoder.TEMPLATE_ID:
            d = codecs.ClusterActionRequestDecoder().wrap(message, body, block, version)
            self.cluster_time = d.timestamp
            self.applied.append(Applied(f"action:{int(d.action)}", NULL_VALUE, d.timestamp, b"", position))
            if d.action == codecs.ClusterAction.SNAPSHOT:
                relevant = NULL_VALUE if self.fail_next_snapshot else self.snapshot_recording_id
                self.fail_next_snapshot = False
                self.snapshot_recording_id += 1
                self._ack(d.log_position, relevant)
            action = ControlledPollAction.BREAK
        elif template_id == codecs.NewLeadershipTermEventDecoder.TEMPLATE_ID:
            d = codecs.NewLeadershipTermEventDecoder().wrap(message, body, block, version)
            self.applied.append(Applied("term", d.leadership_term_id, d.timestamp, b"", position))
        self.log_position = position
        return action

    def _on_session_message(self, leadership_term_id: int, cluster_session_id: int, payload: bytes) -> None:
        if cluster_session_id < 0:
            return  # a service message coming back through the log: applied, nothing to answer
        text = payload.decode("latin-1")
        if text.startswith("timer:"):
            _, correlation, offset = text.split(":")
            buffer, timer = _frame(codecs.ScheduleTimerEncoder)
            timer.correlation_id = int(correlation)
            timer.deadline = self.cluster_time + int(offset)
            self.send_control(buffer)
        elif text.startswith("cancel:"):
            buffer, cancel = _frame(codecs.CancelTimerEncoder)
            cancel.correlation_id = int(text.split(":")[1])
            self.send_control(buffer)
        elif text.startswith("svc:"):
            buffer, header = _frame(codecs.SessionMessageHeaderEncoder, len(payload))
            header.leadership_term_id = leadership_term_id
            header.cluster_session_id = self.service_id
            header.timestamp = 0
            buffer[SESSION_HEADER_LENGTH:] = payload
            self.send_control(buffer)
        elif text == "close":
            buffer, close = _frame(codecs.CloseSessionEncoder)
            close.cluster_session_id = cluster_session_id
            self.send_control(buffer)
        if self.role == 2:  # the leader's service answers; followers' answers are mocked
            publication = self.sessions.get(cluster_session_id)
            if publication is not None:
                buffer, header = _frame(codecs.SessionMessageHeaderEncoder, len(payload))
                header.leadership_term_id = leadership_term_id
                header.cluster_session_id = cluster_session_id
                header.timestamp = self.cluster_time
                buffer[SESSION_HEADER_LENGTH:] = payload
                publication.offer(buffer)

    def applied_kinds(self) -> list[str]:
        return [a.kind for a in self.applied]


# -- the scripted client ---------------------------------------------------------------------------------


@dataclass
class Event:
    correlation_id: int
    cluster_session_id: int
    leadership_term_id: int
    leader_member_id: int
    code: int
    version: int
    heartbeat_timeout_ns: int
    detail: str


@dataclass
class ClientStub:
    """An AeronCluster client's wire behaviour over IPC: connect, send, keep alive, close, admin requests."""

    aeron: Aeron
    response_stream_id: int = 102
    events: list[Event] = field(default_factory=list)
    messages: list[tuple[int, int, bytes]] = field(default_factory=list)
    challenges: list[tuple[int, int, bytes]] = field(default_factory=list)
    admin_responses: list[dict[str, Any]] = field(default_factory=list)
    new_leaders: list[tuple[int, int, int, str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.ingress = self.aeron.add_exclusive_publication("aeron:ipc", 101)
        self.egress = self.aeron.add_subscription("aeron:ipc", self.response_stream_id)
        self.cluster_session_id = NULL_VALUE
        self.leadership_term_id = NULL_VALUE
        self._header = codecs.MessageHeaderDecoder()

    def do_work(self) -> int:
        return _invoke(self.aeron) + self.egress.poll(self._on_egress, 20)

    def connect(self, credentials: bytes = b"", version: int = CLIENT_PROTOCOL_SEMANTIC_VERSION) -> int:
        correlation_id = self.aeron.next_correlation_id()
        channel = b"aeron:ipc"
        info = b"name=stub version=0 commit=none"
        buffer, request = _frame(
            codecs.SessionConnectRequestEncoder, 12 + len(channel) + len(credentials) + len(info)
        )
        request.correlation_id = correlation_id
        request.response_stream_id = self.response_stream_id
        request.version = version
        request.put_response_channel(channel)
        request.put_encoded_credentials(credentials)
        request.put_client_info(info)
        return correlation_id if self.ingress.offer(buffer) > 0 else NULL_VALUE

    def send(self, payload: bytes, cluster_session_id: int | None = None) -> int:
        buffer, header = _frame(codecs.SessionMessageHeaderEncoder, len(payload))
        header.leadership_term_id = self.leadership_term_id
        header.cluster_session_id = (
            self.cluster_session_id if cluster_session_id is None else cluster_session_id
        )
        header.timestamp = 0
        buffer[SESSION_HEADER_LENGTH:] = payload
        return self.ingress.offer(buffer)

    def keep_alive(self) -> int:
        buffer, keep = _frame(codecs.SessionKeepAliveEncoder)
        keep.leadership_term_id = self.leadership_term_id
        keep.cluster_session_id = self.cluster_session_id
        return self.ingress.offer(buffer)

    def close(self) -> int:
        buffer, close = _frame(codecs.SessionCloseRequestEncoder)
        close.leadership_term_id = self.leadership_term_id
        close.cluster_session_id = self.cluster_session_id
        return self.ingress.offer(buffer)

    def challenge_response(self, correlation_id: int, credentials: bytes) -> int:
        buffer, response = _frame(codecs.ChallengeResponseEncoder, 4 + len(credentials))
        response.correlation_id = correlation_id
        response.cluster_session_id = self.cluster_session_id
        response.put_encoded_credentials(credentials)
        return self.ingress.offer(buffer)

    def admin_snapshot(self) -> int:
        correlation_id = self.aeron.next_correlation_id()
        buffer, request = _frame(codecs.AdminRequestEncoder, 4)
        request.leadership_term_id = self.leadership_term_id
        request.cluster_session_id = self.cluster_session_id
        request.correlation_id = correlation_id
        request.request_type = codecs.AdminRequestType.SNAPSHOT
        request.put_payload(b"")
        assert self.ingress.offer(buffer) > 0
        return correlation_id

    def _on_egress(self, buffer: Any, offset: int, length: int, header: Header) -> None:
        message = bytes(buffer[offset : offset + length])
        h = self._header.wrap(message, 0)
        body, block, version = codecs.HEADER_LENGTH, h.block_length, h.version
        if h.template_id == codecs.SessionEventDecoder.TEMPLATE_ID:
            d = codecs.SessionEventDecoder().wrap(message, body, block, version)
            event = Event(
                d.correlation_id,
                d.cluster_session_id,
                d.leadership_term_id,
                d.leader_member_id,
                int(d.code),
                d.version,
                d.leader_heartbeat_timeout_ns,
                d.detail,
            )
            self.events.append(event)
            if event.code == codecs.EventCode.OK:
                self.cluster_session_id = event.cluster_session_id
                self.leadership_term_id = event.leadership_term_id
        elif h.template_id == codecs.SessionMessageHeaderDecoder.TEMPLATE_ID:
            d = codecs.SessionMessageHeaderDecoder().wrap(message, body, block, version)
            self.messages.append((d.cluster_session_id, d.timestamp, message[SESSION_HEADER_LENGTH:]))
        elif h.template_id == codecs.ChallengeDecoder.TEMPLATE_ID:
            d = codecs.ChallengeDecoder().wrap(message, body, block, version)
            self.challenges.append((d.correlation_id, d.cluster_session_id, d.encoded_challenge))
            self.cluster_session_id = d.cluster_session_id
        elif h.template_id == codecs.AdminResponseDecoder.TEMPLATE_ID:
            d = codecs.AdminResponseDecoder().wrap(message, body, block, version)
            self.admin_responses.append(
                {
                    "correlation_id": d.correlation_id,
                    "request_type": int(d.request_type),
                    "response_code": int(d.response_code),
                    "message": d.message,
                }
            )
        elif h.template_id == codecs.NewLeaderEventDecoder.TEMPLATE_ID:
            d = codecs.NewLeaderEventDecoder().wrap(message, body, block, version)
            self.new_leaders.append(
                (d.leadership_term_id, d.cluster_session_id, d.leader_member_id, d.ingress_endpoints)
            )


# -- the node --------------------------------------------------------------------------------------------


class Node:
    """Driver + archive + consensus module + one service (the scripted ServiceStub unless ``service_factory``
    makes another), all stepped by ``Scheduler``; its module (``crash_module``) or its whole process
    (``crash_node``) can crash and start again."""

    def __init__(
        self,
        base: Path,
        clock: ManualClock,
        *,
        module_settings: dict[str, Any] | None = None,
        with_service: bool = True,
        driver_settings: dict[str, Any] | None = None,
        archive_settings: dict[str, Any] | None = None,
        module_seed: int = 1,
        service_factory: Callable[[Aeron], Any] | None = None,
    ) -> None:
        self.base = base
        self.clock = clock
        self.module_seed = module_seed
        self.aeron_dir = str(base / "aeron")
        self.driver_settings = driver_settings
        self.archive_settings = archive_settings
        self.dead: list[tuple[MediaDriver, Archive, Aeron]] = []
        """The driver, archive and archive client of each process death (``crash_node``), as it left them."""
        self.is_dead = False
        self.is_paused = False
        """The whole process is stopped (a long GC pause, a SIGSTOP, a starved VM): nothing of it runs, and
        nothing is lost -- what peers send waits in its sockets' buffers until it runs again."""
        self.archive_errors: list[BaseException] = []
        """What the node's archive reported (its error handler), over every process of the node."""
        self._start_media()
        self.module_settings = {
            "cluster_dir": str(base / "cluster"),
            "cluster_members": MEMBERS,
            "ingress_channel": "aeron:ipc",
            "log_channel": "aeron:ipc?term-length=64k",
            "replication_channel": "aeron:udp?endpoint=localhost:0",
            "session_timeout_ns": 5_000 * MS,
            **(module_settings or {}),
        }
        self.with_service = with_service
        self.service_factory: Callable[[Aeron], Any] = service_factory or ServiceStub
        """Makes the service from its Aeron client: the scripted ServiceStub, or anything with its stepping
        surface (``do_work``, ``close``, ``applied``, ``log_image``, ``log_position``)."""
        self.clients: list[Aeron] = []
        self.module: ConsensusModule | None = None
        self.service: Any = None
        self.errors: list[BaseException] = []
        self.crashed: list[tuple[ConsensusModule, Aeron, Any]] = []
        try:
            self.start_module()
        except BaseException:
            self.close()
            raise

    def _start_media(self) -> None:
        self.driver = launch_driver(self.aeron_dir, self.clock, self.driver_settings)
        self.archive_aeron = invoker_client(self.aeron_dir, self.clock, self.driver, "archive")
        self.counters = ClusterCounterValues(self.archive_aeron.counters_reader)
        try:
            self.archive = Archive.launch(
                ArchiveContext(
                    **{
                        "archive_dir": str(self.base / "archive"),
                        "aeron": self.archive_aeron,
                        "threading_mode": "INVOKER",
                        "control_channel_enabled": False,
                        "epoch_clock": self.clock.time_ms,
                        "archive_id": 7,
                        "error_handler": self.archive_errors.append,
                        **(self.archive_settings or {}),
                    }
                )
            )
        except BaseException:  # e.g. its control endpoint taken: nothing of this node may stay bound
            self.archive_aeron.close()
            self.driver.close()
            raise

    def crash_node(self) -> None:
        """The member's whole process dies: its driver and archive stop being stepped too, and nothing of
        theirs is closed -- the archive's catalog and segments stay as the last write left them (the log
        recording still active in the catalog), and the driver's sockets stay bound, taking in what peers
        send, until ``restart_node``. No agent of it runs until then."""
        if self.module is not None:
            self.crash_module()
        self.dead.append((self.driver, self.archive, self.archive_aeron))
        self.is_dead = True

    def restart_node(self) -> None:
        """A new process on the same directories: the dead one's sockets and mappings go (as the kernel
        releases them; the dead driver is closed, which sends nothing, and the dead archive never is), a new
        driver recreates the aeron dir, a new archive recovers its catalog from the segment files, and the
        module and service start."""
        self.dead[-1][0].close()
        self.is_dead = False
        self._start_media()
        self.start_module()

    def new_client(self, name: str) -> Aeron:
        """An invoker-mode client of this node's driver, closed with the node."""
        aeron = invoker_client(self.aeron_dir, self.clock, self.driver, name)
        self.clients.append(aeron)
        return aeron

    def start_module(self) -> None:
        aeron = invoker_client(self.aeron_dir, self.clock, self.driver, "consensus-module")
        ctx = ModuleContext(
            aeron=aeron,
            use_agent_invoker=True,
            epoch_clock=self.clock,
            random=random.Random(self.module_seed),
            error_handler=self.errors.append,
            **self.module_settings,
        )
        self.module_aeron = aeron
        self.counters.forget()
        self.module = ConsensusModule.launch(ctx)
        if self.with_service:
            service_aeron = invoker_client(self.aeron_dir, self.clock, self.driver, "service")
            self.service = self.service_factory(service_aeron)

    def stop_module(self) -> None:
        """Close the module (as a crash would leave the files, minus a clean mark file) and its service."""
        self.counters.forget()
        if self.module is not None:
            self.module.close()
            self.module = None
        self.module_aeron.close()
        if self.service is not None:
            self.service.close()
            self.service = None

    def crash_module(self) -> None:
        """A crash of the module's and the service's process: they are no longer stepped and nothing of
        theirs is closed -- the driver times their clients out, the archive sees the log publication go,
        the mark file ages. (Their objects are kept so no finaliser runs; their clients are closed with the
        node.)"""
        assert self.module is not None
        self.counters.forget()
        self.crashed.append((self.module, self.module_aeron, self.service))
        self.module = None
        self.service = None

    def agents(self) -> list[tuple[str, Callable[[], int]]]:
        if self.is_dead or self.is_paused:
            return []
        assert self.driver.invoker is not None and self.archive.invoker is not None
        agents: list[tuple[str, Callable[[], int]]] = [
            ("driver", self.driver.invoker.invoke),
            ("archive-client", lambda: _invoke(self.archive_aeron)),
            ("archive", self.archive.invoker.invoke),
        ]
        if self.module is not None and self.module.invoker is not None and not self.module.invoker.is_closed:
            agents.append(("consensus-module", self.module.invoker.invoke))
        if self.service is not None:
            agents.append(("service", self.service.do_work))
        return agents

    @property
    def agent(self) -> Any:
        assert self.module is not None
        return self.module.agent

    def counter(self, type_id: int) -> int:
        return self.counters.value(type_id)

    def close(self) -> None:
        if self.module is not None:
            self.stop_module()
        for _, module_aeron, service in self.crashed:  # a crash runs no close: only their clients go
            for aeron in (module_aeron, service.aeron if service is not None else None):
                if aeron is not None:
                    with contextlib.suppress(Exception):
                        aeron.close()
        for aeron in self.clients:
            aeron.close()
        self.archive.close()
        self.archive_aeron.close()
        self.driver.close()
        # a dead archive, released only now, finds its driver closed and says so: expected, so not logged
        aeronkit_log = logging.getLogger("aeronkit")
        level = aeronkit_log.level
        aeronkit_log.setLevel(logging.CRITICAL)
        try:
            for driver, archive, archive_aeron in self.dead:
                for release in (archive.close, archive_aeron.close, driver.close):
                    with contextlib.suppress(Exception):
                        release()
        finally:
            aeronkit_log.setLevel(level)


class Scheduler:
    """Steps every agent once per round, in a seeded random order, then advances time: ``tick_ns``, or
    ``idle_tick_ns`` if longer, after a round in which no agent did any work (nothing is in flight then,
    so nothing happens before some agent's next deadline; a longer tick reaches it in fewer rounds, at
    most that much late)."""

    def __init__(self, seed: int, clock: ManualClock, tick_ns: int = 1 * MS, idle_tick_ns: int | None = None
                 ) -> None:
        self.rng = random.Random(seed)
        self.clock = clock
        self.tick_ns = tick_ns
        self.idle_tick_ns = idle_tick_ns
        self.sources: list[Callable[[], list[tuple[str, Callable[[], int]]]]] = []
        self.rounds = 0

    def add(self, source: Callable[[], list[tuple[str, Callable[[], int]]]]) -> None:
        self.sources.append(source)

    def step(self) -> None:
        agents = [a for source in self.sources for a in source()]
        self.rng.shuffle(agents)
        work = 0
        for _, duty in agents:
            work += duty()
        tick = self.tick_ns
        if work == 0 and self.idle_tick_ns is not None:
            tick = max(tick, self.idle_tick_ns)
        self.clock.advance(tick)
        self.rounds += 1

    def step_until(
        self, condition: Callable[[], object], max_rounds: int = 20_000, what: str = "condition"
    ) -> str:
        """Like run_until, but checks after every single agent's duty cycle: the name of the agent whose
        work made the condition true (so a test can crash a component right between two agents' steps)."""
        for _ in range(max_rounds):
            agents = [a for source in self.sources for a in source()]
            self.rng.shuffle(agents)
            for name, work in agents:
                work()
                if condition():
                    return name
            self.clock.advance(self.tick_ns)
            self.rounds += 1
        raise AssertionError(f"{what} not reached within {max_rounds} rounds")

    def run_until(
        self, condition: Callable[[], object], max_rounds: int = 20_000, what: str = "condition"
    ) -> int:
        for _ in range(max_rounds):
            if condition():
                return self.rounds
            self.step()
        if condition():
            return self.rounds
        raise AssertionError(f"{what} not reached within {max_rounds} rounds")

    def run(self, rounds: int) -> None:
        for _ in range(rounds):
            self.step()


def start_node(tmp_path: Path, seed: int = 1, **settings: Any) -> tuple[Node, Scheduler, ManualClock]:
    """A node stepped by a fresh scheduler, from a fixed start time."""
    clock = ManualClock(start_ns=1_000 * MS)
    node = Node(tmp_path, clock, module_settings=dict(settings))
    scheduler = Scheduler(seed, clock)
    scheduler.add(node.agents)
    return node, scheduler, clock


def is_leading(node: Node) -> bool:
    return (
        node.counter(CounterTypeId.CLUSTER_NODE_ROLE) == 2
        and node.counter(CounterTypeId.CLUSTER_ELECTION_STATE) == 17
        and node.counter(CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE) == 1
    )


def connect_client(node: Node, scheduler: Scheduler, credentials: bytes = b"") -> ClientStub:
    """A scripted client with an open session (its OK event received), on a response stream of its own."""
    client = ClientStub(node.new_client("client"), response_stream_id=200 + len(node.clients))
    scheduler.add(lambda: [("client", client.do_work)])
    scheduler.run_until(lambda: client.connect(credentials) != NULL_VALUE, what="ingress connected")
    scheduler.run_until(lambda: client.cluster_session_id != NULL_VALUE, what="session open")
    return client


def crash_and_restart_module(node: Node, scheduler: Scheduler) -> None:
    """Crash the module and its service, let the driver time their clients out and the mark file go stale
    (time advanced in 100 ms ticks), then start both again on the same dirs."""
    node.crash_module()
    tick = scheduler.tick_ns
    scheduler.tick_ns = 100 * MS
    try:
        scheduler.run(500)  # 50 s: past the client liveness (30 s) and mark file liveness (10 s) timeouts
    finally:
        scheduler.tick_ns = tick
    node.start_module()


def restart_module(node: Node, scheduler: Scheduler) -> None:
    """Close the consensus module and its service in order, then start both again on the same dirs."""
    node.stop_module()
    scheduler.run(20)  # the driver and archive notice the module's resources going
    node.start_module()
