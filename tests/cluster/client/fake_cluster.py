"""A cluster client's world on one thread: an INVOKER aeronkit driver on a ManualClock, and the test playing
the consensus module of every member with real bytes on real UDP/IPC streams.

``FakeMember`` is a member's client-facing side (SessionManager + EgressPublisher in Aeron 1.51.0,
aeron-cluster/src/main/java/io/aeron/cluster/): it subscribes to its ingress endpoint, decodes what clients
send with the generated codecs, and answers on the response channel the client named, as scripted by the
test: OK, REDIRECT to the leader, a Challenge, ERROR or AUTHENTICATION_REJECTED; it echoes session messages
behind a session header, and can send SessionEvent CLOSED, NewLeaderEvent, AdminResponse or raw bytes.
Every answer is queued and offered on later cycles until the egress publication takes it, as the real
module retries.

The client under test gets ``nano_clock`` = the world's ManualClock and ``agent_invoker`` = the world, so its
connect loop steps everything else; nothing here sleeps. Our driver does not yet publish bound addresses
(local-socket-address counters), so egress uses a fixed free port, not ``endpoint=...:0``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from support.ports import free_udp_ports

from aeronkit.agent import AgentInvoker
from aeronkit.client import Aeron, FragmentAssembler, Publication, Subscription
from aeronkit.client import Context as AeronContext
from aeronkit.client.header import Header
from aeronkit.clock import ManualClock
from aeronkit.cluster.client import Context
from aeronkit.cluster.protocol import CLIENT_PROTOCOL_SEMANTIC_VERSION, SESSION_HEADER_LENGTH
from aeronkit.codecs import cluster as codecs
from aeronkit.codecs.cluster import EventCode
from aeronkit.driver import Context as DriverContext
from aeronkit.driver import MediaDriver

MS = 1_000_000
S = 1_000_000_000
INGRESS_CHANNEL = "aeron:udp?term-length=64k"
EGRESS_CHANNEL = "aeron:udp?endpoint=127.0.0.1:0|term-length=64k"
"""Any free port, bound by the driver and resolved by each client before its connect request, so every client
has its own response channel (two sessions on one channel would share a publication)."""
HEARTBEAT_TIMEOUT_NS = 2 * S
SMALL_DRIVER = {
    "counters_buffer_length": 1024 * 1024,
    "error_buffer_length": 64 * 1024,
    "conductor_buffer_length": 64 * 1024 + 768,
    "clients_buffer_length": 64 * 1024 + 128,
    "loss_report_buffer_length": 64 * 1024,
    "ipc_term_buffer_length": 64 * 1024,
    "term_buffer_length": 64 * 1024,
}


class StepDriver:
    """Awaiting idle strategy of the world's Aeron clients: a blocking client call steps the driver."""

    def __init__(self, world: World) -> None:
        self.world = world

    def idle(self, work_count: int = 0) -> None:
        self.world.step_driver()

    def reset(self) -> None:
        """Nothing to reset."""


class WorldIdle:
    """The cluster client's idle strategy: idling between send attempts moves the world on one cycle."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.idles = 0

    def idle(self, work_count: int = 0) -> None:
        self.idles += 1
        self.world.cycle()

    def reset(self) -> None:
        """Nothing to reset."""


class WorldAgent:
    """The world as an agent, for the client's ``agent_invoker``: one cycle per duty cycle."""

    role_name = "fake-cluster-world"

    def __init__(self, world: World) -> None:
        self.world = world

    def on_start(self) -> None:
        """Nothing to start."""

    def do_work(self) -> int:
        self.world.cycle()
        return 1

    def on_close(self) -> None:
        """The test closes the world."""


@dataclass
class Received:
    """One ingress message a fake member decoded: its template name and fields."""

    template: str
    fields: dict[str, Any]
    payload: bytes = b""


@dataclass
class Session:
    cluster_session_id: int
    correlation_id: int
    response_channel: str
    response_stream_id: int
    publication: Publication
    outbox: list[bytes] = field(default_factory=list)
    open: bool = False


class FakeMember:
    """One member's client-facing consensus module, scripted by the test (see the module docstring).

    ``role``: ``"leader"`` opens sessions; ``"follower"`` answers every connect with REDIRECT to
    ``leader_id``. ``challenge``: bytes to challenge with, then ``expected_response`` must come back.
    ``refuse``: (EventCode, detail) to answer connects with instead.
    """

    def __init__(
        self, world: World, member_id: int, port: int, *, role: str = "leader", leader_id: int = 0,
        challenge: bytes | None = None, expected_response: bytes = b"",
        refuse: tuple[EventCode, str] | None = None,
        echo: bool = True, leadership_term_id: int = 3, garbage: bytes | None = None,
    ) -> None:
        self.world = world
        self.member_id = member_id
        self.port = port
        self.endpoint = f"127.0.0.1:{port}"
        self.role = role
        self.leader_id = leader_id
        self.challenge = challenge
        self.expected_response = expected_response
        self.refuse = refuse
        self.echo = echo
        self.garbage = garbage
        self.leadership_term_id = leadership_term_id
        self.received: list[Received] = []
        self.sessions: dict[int, Session] = {}
        self.pending_challenges: dict[int, Session] = {}
        self.next_session_id = 100 * (member_id + 1)
        self.timestamp = 1_700_000_000_000
        self.aeron = world.aeron
        self.subscription: Subscription | None = world.aeron.add_subscription(
            f"{INGRESS_CHANNEL}|endpoint={self.endpoint}", 101)
        self._assembler = FragmentAssembler(self._on_fragment)
        self._header = codecs.MessageHeaderDecoder()

    # -- inbound -------------------------------------------------------------------------------------------

    def do_work(self) -> int:
        work = 0
        if self.subscription is not None:
            work += self.subscription.poll(self._assembler, 10)
        for session in list(self.sessions.values()) + list(self.pending_challenges.values()):
            while session.outbox:
                if session.publication.offer(session.outbox[0]) < 0:
                    break
                session.outbox.pop(0)
                work += 1
        return work

    def _on_fragment(self, buffer: memoryview, offset: int, length: int, header: Header) -> None:
        h = self._header.wrap(buffer, offset, length=length)
        body, block, version = offset + 8, h.block_length, h.version
        template = h.template_id
        if template == codecs.SessionConnectRequestDecoder.TEMPLATE_ID:
            d = codecs.SessionConnectRequestDecoder().wrap(buffer, body, block, version, length - 8)
            fields = d.to_dict()
            self.received.append(Received("connect", fields))
            self._on_connect(fields)
        elif template == codecs.ChallengeResponseDecoder.TEMPLATE_ID:
            d = codecs.ChallengeResponseDecoder().wrap(buffer, body, block, version, length - 8)
            fields = d.to_dict()
            self.received.append(Received("challenge_response", fields))
            self._on_challenge_response(fields)
        elif template == codecs.SessionMessageHeaderDecoder.TEMPLATE_ID:
            d = codecs.SessionMessageHeaderDecoder().wrap(buffer, body, block, version, length - 8)
            payload = bytes(buffer[offset + SESSION_HEADER_LENGTH:offset + length])
            fields = d.to_dict()
            self.received.append(Received("message", fields, payload))
            session = self.sessions.get(fields["cluster_session_id"])
            if self.echo and session is not None:
                self.send_message(session.cluster_session_id, payload)
        elif template == codecs.SessionKeepAliveDecoder.TEMPLATE_ID:
            d = codecs.SessionKeepAliveDecoder().wrap(buffer, body, block, version, length - 8)
            self.received.append(Received("keep_alive", d.to_dict()))
        elif template == codecs.SessionCloseRequestDecoder.TEMPLATE_ID:
            d = codecs.SessionCloseRequestDecoder().wrap(buffer, body, block, version, length - 8)
            self.received.append(Received("close", d.to_dict()))
        elif template == codecs.AdminRequestDecoder.TEMPLATE_ID:
            d = codecs.AdminRequestDecoder().wrap(buffer, body, block, version, length - 8)
            self.received.append(Received("admin", d.to_dict()))
        else:
            self.received.append(Received(f"template-{template}", {}))

    def named(self, template: str) -> list[Received]:
        return [r for r in self.received if r.template == template]

    def _egress(self, channel: str, stream_id: int) -> Publication:
        return self.aeron.add_publication(channel, stream_id)

    def _on_connect(self, fields: dict[str, Any]) -> None:
        correlation_id = fields["correlation_id"]
        publication = self._egress(fields["response_channel"], fields["response_stream_id"])
        if self.role == "follower":
            session = Session(-1, correlation_id, fields["response_channel"], fields["response_stream_id"],
                              publication)
            session.outbox.append(self.session_event(
                -1, correlation_id, EventCode.REDIRECT, self.world.ingress_endpoints(),
                leader=self.leader_id))
            self.pending_challenges[id(session)] = session  # only so do_work flushes its outbox
            return
        session_id = self.next_session_id
        self.next_session_id += 1
        session = Session(
            session_id, correlation_id, fields["response_channel"], fields["response_stream_id"], publication)
        if self.refuse is not None:
            code, detail = self.refuse
            session.outbox.append(self.session_event(session_id, correlation_id, code, detail))
            self.pending_challenges[session_id] = session
        elif self.challenge is not None:
            session.outbox.append(self.challenge_message(session_id, correlation_id, self.challenge))
            self.pending_challenges[session_id] = session
        else:
            self._open(session)

    def _on_challenge_response(self, fields: dict[str, Any]) -> None:
        session = self.pending_challenges.get(fields["cluster_session_id"])
        if session is None:
            return
        session.correlation_id = fields["correlation_id"]
        if fields["encoded_credentials"] == self.expected_response:
            del self.pending_challenges[session.cluster_session_id]
            self._open(session)
        else:
            session.outbox.append(self.session_event(
                session.cluster_session_id, session.correlation_id, EventCode.AUTHENTICATION_REJECTED,
                "session failed authentication"))

    def _open(self, session: Session) -> None:
        if self.garbage is not None:
            session.outbox.append(self.garbage)
        session.open = True
        self.sessions[session.cluster_session_id] = session
        session.outbox.append(
            self.session_event(session.cluster_session_id, session.correlation_id, EventCode.OK, ""))

    # -- outbound ------------------------------------------------------------------------------------------

    def session_event(
        self, session_id: int, correlation_id: int, code: EventCode, detail: str, leader: int | None = None,
    ) -> bytes:
        buffer = bytearray(128 + len(detail))
        e = codecs.SessionEventEncoder().wrap_and_apply_header(buffer, 0)
        e.cluster_session_id = session_id
        e.correlation_id = correlation_id
        e.leadership_term_id = self.leadership_term_id
        e.leader_member_id = self.member_id if leader is None else leader
        e.code = code
        e.version = CLIENT_PROTOCOL_SEMANTIC_VERSION
        e.leader_heartbeat_timeout_ns = HEARTBEAT_TIMEOUT_NS
        e.put_detail(detail)
        return bytes(buffer[:e.limit])

    def challenge_message(self, session_id: int, correlation_id: int, challenge: bytes) -> bytes:
        buffer = bytearray(64 + len(challenge))
        e = codecs.ChallengeEncoder().wrap_and_apply_header(buffer, 0)
        e.correlation_id = correlation_id
        e.cluster_session_id = session_id
        e.put_encoded_challenge(challenge)
        return bytes(buffer[:e.limit])

    def send_message(self, session_id: int, payload: bytes) -> None:
        """A service's reply: SessionMessageHeader{term, session, timestamp} + payload."""
        self.timestamp += 1
        buffer = bytearray(SESSION_HEADER_LENGTH)
        e = codecs.SessionMessageHeaderEncoder().wrap_and_apply_header(buffer, 0)
        e.leadership_term_id = self.leadership_term_id
        e.cluster_session_id = session_id
        e.timestamp = self.timestamp
        self.sessions[session_id].outbox.append(bytes(buffer) + payload)

    def send_closed(self, session_id: int, reason: str = "TIMEOUT") -> None:
        session = self.sessions[session_id]
        event = self.session_event(session_id, session.correlation_id, EventCode.CLOSED, reason)
        session.outbox.append(event)

    def send_new_leader(
        self, session_id: int, leadership_term_id: int, leader_id: int, endpoints: str
    ) -> None:
        buffer = bytearray(64 + len(endpoints))
        e = codecs.NewLeaderEventEncoder().wrap_and_apply_header(buffer, 0)
        e.leadership_term_id = leadership_term_id
        e.cluster_session_id = session_id
        e.leader_member_id = leader_id
        e.put_ingress_endpoints(endpoints)
        self.sessions[session_id].outbox.append(bytes(buffer[:e.limit]))

    def send_admin_response(self, session_id: int, correlation_id: int, message: str, payload: bytes) -> None:
        buffer = bytearray(128 + len(message) + len(payload))
        e = codecs.AdminResponseEncoder().wrap_and_apply_header(buffer, 0)
        e.cluster_session_id = session_id
        e.correlation_id = correlation_id
        e.request_type = codecs.AdminRequestType.SNAPSHOT
        e.response_code = codecs.AdminResponseCode.OK
        e.put_message(message)
        e.put_payload(payload)
        self.sessions[session_id].outbox.append(bytes(buffer[:e.limit]))

    def send_raw(self, session_id: int, data: bytes) -> None:
        self.sessions[session_id].outbox.append(data)

    def adopt(self, session_id: int, response_channel: str, correlation_id: int = 0) -> None:
        """Take over a session another member opened (what a new leader does after an election)."""
        publication = self._egress(response_channel, 102)
        session = Session(session_id, correlation_id, response_channel, 102, publication)
        session.open = True
        self.sessions[session_id] = session

    def stop_ingress(self) -> None:
        if self.subscription is not None:
            self.subscription.close()
            self.subscription = None

    def close_egress(self, session_id: int) -> None:
        self.sessions.pop(session_id).publication.close()


class World:
    """Driver, the fake members' Aeron client and the cluster client's, stepped with one ManualClock."""

    def __init__(self, root: Path, members: int = 3, advance_ns: int = 1 * MS) -> None:
        self.root = root
        self.clock = ManualClock(start_ns=1_000_000_000)
        self.advance_ns = advance_ns
        self.driver = MediaDriver.launch(
            DriverContext(
                aeron_dir=str(root / "aeron"),
                threading_mode="INVOKER",
                nano_clock=self.clock,
                epoch_clock=self.clock,
                client_liveness_timeout_ns=60 * S,
                publication_unblock_timeout_ns=70 * S,
                image_liveness_timeout_ns=2 * S,
                **SMALL_DRIVER,
            )
        )
        self.clients: list[Aeron] = []
        self.aeron = self.client("fake-cluster")
        self.ports = free_udp_ports(members)
        self.members: list[FakeMember] = []
        self.invoker = AgentInvoker(WorldAgent(self))
        self.invoker.start()
        self.errors: list[BaseException] = []
        self.cycles = 0

    def client(self, name: str) -> Aeron:
        aeron = Aeron.connect(
            AeronContext(
                aeron_dir=self.driver.aeron_dir,
                use_conductor_agent_invoker=True,
                awaiting_idle_strategy=StepDriver(self),
                clock=self.clock,
                client_name=name,
            )
        )
        self.clients.append(aeron)
        return aeron

    def add_member(self, **kwargs: Any) -> FakeMember:
        member_id = len(self.members)
        member = FakeMember(self, member_id, self.ports[member_id], **kwargs)
        self.members.append(member)
        return member

    def ingress_endpoints(self) -> str:
        return ",".join(f"{m.member_id}={m.endpoint}" for m in self.members)

    def client_context(self, **settings: Any) -> Context:
        """A cluster client Context on this world (its own invoker-mode Aeron client)."""
        values: dict[str, Any] = {
            "aeron": self.client("cluster-client"),
            "nano_clock": self.clock,
            "agent_invoker": self.invoker,
            "idle_strategy": WorldIdle(self),
            "ingress_channel": INGRESS_CHANNEL,
            "ingress_endpoints": self.ingress_endpoints(),
            "egress_channel": EGRESS_CHANNEL,
            "error_handler": self.errors.append,
        }
        values.update(settings)
        return Context(**values)

    # -- stepping ------------------------------------------------------------------------------------------

    def step_driver(self) -> None:
        invoker = self.driver.invoker
        assert invoker is not None
        invoker.invoke()

    def cycle(self) -> None:
        """Time moves ``advance_ns``; the driver, every Aeron client and every fake member do their work."""
        self.cycles += 1
        self.clock.advance(self.advance_ns)
        self.step_driver()
        for aeron in self.clients:
            invoker = aeron.conductor_agent_invoker
            if invoker is not None and not aeron.is_closed:
                invoker.invoke()
        for member in self.members:
            member.do_work()
        self.step_driver()

    def run(
        self, until: Callable[[], Any], max_cycles: int = 5_000, step: Callable[[], Any] | None = None
    ) -> Any:
        """Cycle (and call ``step``, e.g. the client's poll) until ``until()`` is truthy; its value."""
        for _ in range(max_cycles):
            result = until()
            if result:
                return result
            if step is not None:
                step()
            self.cycle()
        raise AssertionError(f"condition not met after {max_cycles} cycles; errors: {self.errors}")

    def close(self) -> None:
        self.invoker.close()
        for aeron in reversed(self.clients):
            if not aeron.is_closed:
                aeron.close()
        self.driver.close()
