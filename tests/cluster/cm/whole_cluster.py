"""The whole cluster in one thread: three members -- each our media driver, archive, consensus module and
clustered service container (whole_service.py) -- and a client (scripted, over IPC; or our real AeronCluster
on a host of its own over UDP ingress, whole_client.py), stepped by one seeded scheduler on one ManualClock
(issue 14).

Each member is a ``cm_harness.Node`` (driver in INVOKER mode, archive and module stepped through their
invokers, every Aeron client an invoker-mode one), so no component has a thread of its own and nothing
reads the wall clock: the seed decides the order of every duty cycle in every round, the election
jitter of each member's module, and which datagrams a lossy member's driver drops, duplicates or
reorders. Consensus and log traffic cross real loopback UDP sockets between the three drivers; a datagram
sent in one duty cycle is in the receiving socket when the send returns (loopback delivers inside the
sending call), so it is read at the receiver's next duty cycle in the same order on every run. The client
talks to the leader's node over IPC, as the scripted client of the one-member harness does; the real one
keeps one session through leader changes.

``observe`` runs after every round and checks the invariants continuously:

* election safety: one leader per leadership term, over the whole run;
* a commit position never goes back within one module's life;
* a commit position never passes what the member's archive has recorded of its log (nothing is committed
  that a member has not written: a full disk stops its commit where its recording stopped);
* a service never applies past its member's commit position (Aeron PR #1898);
* state-machine safety: what any two services applied is one sequence, one a prefix of the other;
* a real client's session waits for a new leader no longer than its timeout (Aeron PR #1791).

``trace`` records every member's (role, term, commit position, election state, messages applied) each
time one of them changes, with the round; the same seed gives the same trace.
"""

from __future__ import annotations

import errno
import random
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from cm_harness import MS, ClientStub, Node, Scheduler, ServiceStub, is_leading
from support.java_cluster import choose_base_port, cluster_members, ingress_endpoints, member_endpoints
from whole_client import WAITING, ClientHost
from whole_disk import ARCHIVE_THRESHOLD, Disks
from whole_network import HasDriver, Links, MemberLinks
from whole_service import RealService, StepMedia

from aeronkit.archive.server.recording_session import RecordingState
from aeronkit.client import Aeron
from aeronkit.clock import ManualClock
from aeronkit.cluster.client.aeron_cluster import ClientState
from aeronkit.cluster.election_state import ElectionState
from aeronkit.cluster.protocol import ClusterControlToggle
from aeronkit.cluster.recording_log import ENTRY_TYPE_SNAPSHOT, RECORDING_LOG_FILE_NAME, parse_recording_log
from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.counter_types import CounterTypeId
from aeronkit.driver.ext.loss_generators import LossSettings

TIMING = {
    "leader_heartbeat_timeout_ns": 2_000 * MS,
    "leader_heartbeat_interval_ns": 100 * MS,
    "election_timeout_ns": 500 * MS,
    "election_status_interval_ns": 100 * MS,
    "startup_canvass_timeout_ns": 4_000 * MS,
    "termination_timeout_ns": 2_000 * MS,
    "session_timeout_ns": 5_000 * MS,
}
"""The timing of the process-level cluster tests (support.java_cluster.TEST_TIMING), in simulated time."""

LEADER_BOUND_NS = 10_000 * MS
"""Liveness: with a quorum up, a leader within this much simulated time (heartbeat timeout + canvass +
ballots, with room)."""

UNDISTURBED_NS = 2_500 * MS
"""How long links stay down after the majority's leader is established in a cut or stall scenario: past a
heartbeat timeout and a canvass, time enough for the cut-off member to disturb that leader if it could."""

PLAN_ATTEMPTS = 5
"""How many port plans a cluster tries when another process takes a planned port between choice and bind."""

IDLE_TICK_NS = 5 * MS
"""Simulated time a round with no work at all advances (a busy round: 1 ms)."""

MEMBER_LOGIC = ("consensus-module", "service")
"""A member's agents that are not its media (driver, archive): what a waiting service must not step."""

Row = tuple[str, int, int, int, int]


class InvariantViolation(AssertionError):
    """A safety property failed; the message names the seed, the round and the members."""


@dataclass
class WholeCluster:
    base: Path
    seed: int
    size: int = 3
    lossy_member: int | None = None
    """A member whose driver drops, duplicates and reorders 5 % each of the data it receives (seeded)."""
    real_service: bool = True
    """Each member runs the real ClusteredServiceContainer (whole_service.py); False: the scripted
    ServiceStub (whose state a test can plant)."""
    appointed_leader: int | None = None
    """Aeron's ``aeron.cluster.appointed.leader.id`` on every member: only that member nominates itself."""
    udp_ingress: bool = False
    """Ingress over UDP to every member's ingress endpoint, for the real client (``connect_real``); else
    IPC, for the scripted one (``connect``)."""
    segment_length: int | None = None
    """The archives' segment file length (None: the archive's default, 128 MiB); a scenario that truncates
    the log to a snapshot needs segments small enough for the log to span several."""
    base_port: int = 0
    """The members' fixed UDP ports (support.java_cluster's plan); 0: free ones chosen now. A replay uses
    the failing run's, so every member endpoint is the same (the ephemeral ports the drivers bind for
    replication and catch-up are the kernel's choice)."""
    clock: ManualClock = field(init=False)
    scheduler: Scheduler = field(init=False)
    nodes: list[Node] = field(init=False)
    trace: list[tuple[int, int, Row]] = field(init=False, default_factory=list)
    leaders: dict[int, int] = field(init=False, default_factory=dict)
    clients: list[ClientStub | ClientHost] = field(init=False, default_factory=list)
    hosts: list[HasDriver] = field(init=False, default_factory=list)
    """The members' nodes, then the real clients' hosts: the ends of the links."""
    links: Links = field(init=False)
    """Which directed links between hosts are down (partitions, one-way links): whole_network.py."""
    loss: MemberLinks | None = field(init=False, default=None)
    """The lossy member's configuration, whose counts show what its reception dropped, duplicated and
    reordered."""
    disks: Disks | None = field(init=False, default=None)
    """The full-disk hooks, installed by the first ``fill_disk`` (whole_disk.py)."""
    election_times_ns: list[int] = field(init=False, default_factory=list)
    """Simulated time from each leader crash or cut to a new leader every member that can follows."""
    _lost_leader_at_ns: int | None = field(init=False, default=None)
    _last: dict[int, Row] = field(init=False, default_factory=dict)
    _commits: dict[int, int] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.clock = ManualClock(start_ns=1_000 * MS)
        self.scheduler = Scheduler(self.seed, self.clock, idle_tick_ns=IDLE_TICK_NS)
        self.nodes = []
        self.links = Links(self.hosts, self.clock, self.seed)
        replaying = self.base_port != 0
        for attempt in range(PLAN_ATTEMPTS):
            if not replaying:
                self.base_port = choose_base_port(self.size)
            try:
                self._start_members()
                return
            except BaseException as ex:
                self.close()
                if replaying or attempt == PLAN_ATTEMPTS - 1 or not _port_taken(ex):
                    raise
            # the plan's ports were free when chosen and another process bound one before a member did
            self.nodes.clear()
            self.hosts.clear()
            self.scheduler.sources.clear()
            for member_id in range(self.size):
                shutil.rmtree(self.base / f"member-{member_id}", ignore_errors=True)

    def _start_members(self) -> None:
        # the ids the components draw from the process's random module (session ids, initial term ids,
        # receiver ids, archive sessions and tokens) follow from the seed, so the datagrams, and where the
        # lossy member's generators fall on them, are the same run after run
        random.seed(self.seed)
        base_port = self.base_port
        members = cluster_members(base_port, self.size)
        for member_id in range(self.size):
            archive_endpoint = member_endpoints(base_port, member_id).archive
            node = Node(
                self.base / f"member-{member_id}",
                self.clock,
                module_settings={
                    "cluster_members": members,
                    "member_id": member_id,
                    "ingress_channel": "aeron:udp?term-length=64k" if self.udp_ingress else "aeron:ipc",
                    "log_channel": "aeron:udp?term-length=64k",
                    "replication_channel": "aeron:udp?endpoint=127.0.0.1:0",
                    **TIMING,
                    **({} if self.appointed_leader is None else
                       {"appointed_leader_id": self.appointed_leader}),
                },
                driver_settings=self._driver_settings(member_id),
                archive_settings={  # the plan's archive endpoint: log replication to a lagging member
                    "control_channel_enabled": True,
                    "control_channel": f"aeron:udp?endpoint={archive_endpoint}",
                    "replication_channel": "aeron:udp?endpoint=127.0.0.1:0",
                    "archive_id": member_id,
                    "low_storage_space_threshold": ARCHIVE_THRESHOLD,
                    **({} if self.segment_length is None else {"segment_file_length": self.segment_length}),
                },
                module_seed=self.seed * 31 + member_id,
                service_factory=self._service_factory(member_id),
            )
            self.nodes.append(node)
            self.hosts.append(node)
            self.scheduler.add(node.agents)

    def _service_factory(self, member_id: int) -> Callable[[Aeron], object] | None:
        if not self.real_service:
            return None
        cluster_dir = self.base / f"member-{member_id}" / "cluster"

        def media() -> list[Callable[[], int]]:
            return [step for name, step in self.nodes[member_id].agents() if name not in MEMBER_LOGIC]

        return lambda aeron: RealService(aeron, cluster_dir, self.clock, StepMedia(media))

    def _driver_settings(self, member_id: int) -> dict[str, object]:
        lossy = None
        if member_id == self.lossy_member:
            lossy = LossSettings(rate=0.05, seed=self.seed, duplicate_rate=0.05, reorder_rate=0.05)
        links = MemberLinks(self.links, member_id, lossy)
        if lossy is not None:
            self.loss = links
        return {"loss_configuration": links}

    # -- stepping ------------------------------------------------------------------------------------

    def run_until(self, condition: Callable[[], object], bound_ns: int, what: str) -> None:
        """Step rounds (observing after each) until ``condition()`` holds; fail after ``bound_ns``."""
        deadline = self.clock.nano_time() + bound_ns
        while not condition():
            if self.clock.nano_time() > deadline:
                raise AssertionError(f"seed {self.seed}: {what} not within {bound_ns // MS} ms simulated")
            self.step()

    def step(self) -> None:
        self.scheduler.step()
        self.observe()

    def run(self, rounds: int) -> None:
        for _ in range(rounds):
            self.step()

    # -- the cluster ---------------------------------------------------------------------------------

    def live(self) -> list[int]:
        return [i for i, node in enumerate(self.nodes) if node.module is not None]

    def leader(self, among: list[int] | None = None) -> int | None:
        """The member of ``among`` (default: the live ones) that is an established leader now, if one is."""
        leading = [i for i in (self.live() if among is None else among) if is_leading(self.nodes[i])]
        return leading[0] if len(leading) == 1 else None

    def elect(self, excluding: int | None = None, among: list[int] | None = None) -> int:
        """Run until one member of ``among`` (default: the live ones; with links down, the side that can
        elect) other than ``excluding`` leads and every member of ``among`` follows it."""
        among = self.live() if among is None else among

        def agreed() -> bool:
            leader = self.leader(among)
            if leader is None or leader == excluding:
                return False
            term = self.nodes[leader].agent.leadership_term_id
            return all(
                self.nodes[i].agent.leadership_term_id == term and self.nodes[i].agent.election is None
                for i in among
            )

        self.run_until(agreed, LEADER_BOUND_NS, f"a leader members {among} follow")
        leader = self.leader(among)
        assert leader is not None
        if self._lost_leader_at_ns is not None:
            self.election_times_ns.append(self.clock.nano_time() - self._lost_leader_at_ns)
            self._lost_leader_at_ns = None
        return leader

    def steps_down(self, member_id: int) -> None:
        """Run until ``member_id`` no longer leads (cut off from a quorum, it must notice)."""
        self.run_until(lambda: not is_leading(self.nodes[member_id]), LEADER_BOUND_NS,
                       f"member {member_id} to step down")

    def keeps_leading(self, leader: int, term: int, by_whom: str) -> None:
        """Run ``UNDISTURBED_NS`` of simulated time with the links as they are; ``leader`` must still lead
        term ``term`` at the end (``by_whom``, cut off or stalled, must not have disturbed it)."""
        end = self.clock.nano_time() + UNDISTURBED_NS
        while self.clock.nano_time() < end:
            self.step()
        if self.leader() != leader or self.nodes[leader].agent.leadership_term_id != term:
            raise self.violation(f"{by_whom} disturbed leader {leader} of term {term}")

    def lose_leader(self) -> None:
        """The leader is about to be lost (crash or cut off): time the election that replaces it from now."""
        self._lost_leader_at_ns = self.clock.nano_time()

    def connect(self, member_id: int) -> ClientStub:
        """A scripted client with an open session on ``member_id`` (the leader), stepped from now on."""
        client = ClientStub(
            self.nodes[member_id].new_client("client"), response_stream_id=300 + len(self.clients)
        )
        self.clients.append(client)
        self.scheduler.add(lambda: [(f"client-{id(client)}", client.do_work)])
        self.run_until(lambda: client.connect() != NULL_VALUE, LEADER_BOUND_NS, "ingress connected")
        self.run_until(lambda: client.cluster_session_id != NULL_VALUE, LEADER_BOUND_NS, "session open")
        return client

    def connect_real(self) -> ClientHost:
        """A real AeronCluster on a host of its own (whole_client.py), connected through the members'
        ingress endpoints to the leader (needs ``udp_ingress``), stepped from now on."""
        assert self.udp_ingress, "the real client reaches the members over UDP ingress"
        index = len(self.hosts)
        host = ClientHost(self.base / f"client-{index}", self.clock, self.links, index,
                          ingress_endpoints(self.base_port, self.size))
        self.hosts.append(host)
        self.clients.append(host)
        self.scheduler.add(host.agents)
        self.run_until(lambda: host.state is not None, LEADER_BOUND_NS, "the real client's connect")
        return host

    def send(self, client: ClientStub | ClientHost, payloads: list[bytes]) -> None:
        """Offer each payload (stepping while back-pressured), then run until all are echoed."""
        echoed = len(client.messages) + len(payloads)
        for payload in payloads:
            self.run_until(_offered(client, payload), LEADER_BOUND_NS, "ingress offer")
        self.run_until(lambda: len(client.messages) >= echoed, LEADER_BOUND_NS, "echoes")

    def crash(self, member_id: int, *, whole_node: bool = False) -> None:
        """Member ``member_id``'s module and service stop being stepped (its driver and archive run on);
        with ``whole_node``, its driver and archive too, as when the member's one process dies."""
        if member_id == self.leader():
            self.lose_leader()
        if whole_node:
            self.nodes[member_id].crash_node()
        else:
            self.nodes[member_id].crash_module()
        self._commits.pop(member_id, None)

    def restart(self, *member_ids: int) -> None:
        """Start the crashed members' modules and services again on the same directories, after simulated
        time has let the drivers time out the crashed clients (30 s) and the mark files go stale (10 s)."""
        tick = self.scheduler.tick_ns
        self.scheduler.tick_ns = 100 * MS
        try:
            self.run(400)
        finally:
            self.scheduler.tick_ns = tick
        for member_id in member_ids:
            node = self.nodes[member_id]
            if node.is_dead:
                node.restart_node()
            else:
                node.start_module()

    def take_snapshot(self, leader: int) -> int:
        """Toggle a snapshot on ``leader`` (as ClusterTool's ``snapshot`` does) and run until every live
        member has taken it; returns the log position the SNAPSHOT entries of recording.log name, which
        must be the same on every member (the action is in the log) for the module and the service."""
        taken = {i: self.nodes[i].counter(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER) for i in self.live()}
        self.nodes[leader].agent.counters.control_toggle.set(int(ClusterControlToggle.SNAPSHOT))
        self.run_until(
            lambda: all(self.nodes[i].counter(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER) > n
                        for i, n in taken.items()), LEADER_BOUND_NS, "every live member's snapshot")
        positions = set()
        for i in taken:
            log = parse_recording_log(
                (self.nodes[i].base / "cluster" / RECORDING_LOG_FILE_NAME).read_bytes())
            latest = max(e.log_position for e in log.entries if e.type == ENTRY_TYPE_SNAPSHOT)
            services = sorted(e.service_id for e in log.entries
                              if e.type == ENTRY_TYPE_SNAPSHOT and e.log_position == latest)
            if services != [-1, 0]:
                raise self.violation(f"member {i}'s snapshot at {latest} has entries for services {services}")
            positions.add(latest)
        if len(positions) != 1:
            raise self.violation(f"the members snapshot at different log positions: {sorted(positions)}")
        return positions.pop()

    def slow(self, member_id: int, delay_ns: int) -> None:
        """Everything to and from member ``member_id`` is late by ``delay_ns`` and a jitter
        (whole_network.py); the links' delivery becomes an agent of the scheduler."""
        if not self.links.delays:
            self.scheduler.add(lambda: [("links", self.links.deliver_due)])
        self.links.slow(member_id, delay_ns)

    def fill_disk(self, member_id: int) -> None:
        """Member ``member_id``'s disk is full: its archive writes nothing and starts no recording."""
        if self.disks is None:
            self.disks = Disks()
        self.disks.fill(self.nodes[member_id].base / "archive")

    def free_disk(self, member_id: int) -> None:
        assert self.disks is not None
        self.disks.free(self.nodes[member_id].base / "archive")

    def applied(self, member_id: int) -> list[bytes]:
        """The payloads of the session messages member ``member_id``'s service applied, in order (a
        crashed member's service keeps what it had applied)."""
        service = self.service_of(member_id)
        assert service is not None
        return [a.payload for a in service.applied if a.kind == "message"]

    def service_of(self, member_id: int) -> ServiceStub | RealService | None:
        """The member's running service, or the one its last crash left (frozen), or None."""
        node = self.nodes[member_id]
        if node.service is not None:
            return node.service
        return node.crashed[-1][2] if node.crashed else None

    # -- invariants ----------------------------------------------------------------------------------

    def observe(self) -> None:
        rounds = self.scheduler.rounds
        for i in self.live():
            node = self.nodes[i]
            agent = node.agent
            term = agent.leadership_term_id
            commit = node.counter(CounterTypeId.CLUSTER_COMMIT_POSITION)
            if is_leading(node):
                holder = self.leaders.setdefault(term, i)
                if holder != i:
                    raise self.violation(f"members {holder} and {i} both led term {term}")
            if commit < self._commits.get(i, NULL_VALUE):
                raise self.violation(f"member {i}'s commit position went back to {commit}")
            self._commits[i] = commit
            recorded = _recorded(node)
            if recorded is not None and commit > recorded:
                raise self.violation(f"member {i}'s commit {commit} passed its recorded log {recorded}")
            service = node.service
            if service is not None and service.log_image is not None and service.log_position > commit:
                raise self.violation(
                    f"member {i}'s service applied to {service.log_position} past commit {commit}")
            row: Row = (
                agent.role.name,
                term,
                commit,
                node.counter(CounterTypeId.CLUSTER_ELECTION_STATE),
                len(service.applied) if service is not None else -1,
            )
            if self._last.get(i) != row:
                self._last[i] = row
                self.trace.append((rounds, i, row))
        self._check_state_machines()
        self._check_client_sessions()

    def _check_state_machines(self) -> None:
        sequences = [self.applied(i) for i in range(len(self.nodes)) if self.service_of(i) is not None]
        longest = max(sequences, key=len, default=[])
        for sequence in sequences:
            if sequence != longest[: len(sequence)]:
                raise self.violation(f"services applied diverging sequences: {sequence} / {longest}")

    def _check_client_sessions(self) -> None:
        """A real client's session waits for a new leader (or its first accepted offer) no longer than its
        timeout for that wait, and one round's tick (Aeron PR #1791: it ends connected, or closed)."""
        now = self.clock.nano_time()
        late = max(self.scheduler.tick_ns, IDLE_TICK_NS)
        for client in self.clients:
            if isinstance(client, ClientHost) and client.states:
                since, state, reason = client.states[-1]
                if state in WAITING and now - since > client.timeout_ns(state) + late:
                    raise self.violation(
                        f"the client's session stayed {state.name} ({reason}) {(now - since) // MS} ms, "
                        f"past its {client.timeout_ns(state) // MS} ms timeout")

    def service_errors(self) -> list[BaseException]:
        """What every real container, running or crashed, reported: none is expected."""
        services = [node.service for node in self.nodes]
        services += [service for node in self.nodes for _, _, service in node.crashed]
        return [error for service in services if isinstance(service, RealService) for error in service.errors]

    def violation(self, what: str) -> InvariantViolation:
        return InvariantViolation(f"seed {self.seed}, round {self.scheduler.rounds}: {what}")

    def close(self) -> None:
        try:
            for client in self.clients:
                if isinstance(client, ClientHost):
                    client.close()
            for node in self.nodes:
                node.close()
        finally:
            if self.disks is not None:
                self.disks.close()


def _port_taken(error: BaseException) -> bool:
    """Whether ``error`` (or an error it was raised from) is a bind to an address already in use."""
    cause: BaseException | None = error
    while cause is not None:
        if getattr(cause, "errno", None) == errno.EADDRINUSE or "Address already in use" in str(cause):
            return True
        cause = cause.__cause__
    return False


def _recorded(node: Node) -> int | None:
    """How much of its log the member's archive holds: the position of the recording session writing it,
    else the stop position the catalog has; None while neither says (between a session's end and the
    catalog's update, or before the module knows its log recording)."""
    recording_id = node.agent.log_recording_id
    if recording_id == NULL_VALUE:
        return None
    conductor = node.archive.conductor
    for session in conductor.recorder.sessions:
        if session.recording_id == recording_id and session.state is RecordingState.RECORDING:
            return session.position
    entry = conductor.catalog.find(recording_id)
    if entry is None or entry.descriptor.stop_position == NULL_POSITION:
        return None
    return entry.descriptor.stop_position


def _offered(client: ClientStub | ClientHost, payload: bytes) -> Callable[[], bool]:
    return lambda: client.send(payload) > 0


def full_restart(cluster: WholeCluster) -> list[bytes]:
    """Every member crashes and all restart on their directories (aeron-io/aeron#1690: a full cluster
    restart, clients connecting again): elect, commit ten messages, crash all three; restart them; they
    must elect, every service must replay the ten from its member's log, and a new session must commit
    ten more. Returns what was sent; every service must have applied exactly that, in order."""
    first = cluster.elect()
    sent = [f"a{k}".encode() for k in range(10)]
    cluster.send(cluster.connect(first), sent)
    for member in cluster.live():
        cluster.crash(member)
    cluster.restart(*range(len(cluster.nodes)))
    cluster.lose_leader()  # time the election from the restart
    leader = cluster.elect()
    cluster.run_until(lambda: all(cluster.applied(i) == sent for i in cluster.live()), LEADER_BOUND_NS,
                      "every restarted service replays what was committed before the restart")
    more = [f"b{k}".encode() for k in range(10)]
    cluster.send(cluster.connect(leader), more)
    sent += more
    cluster.run_until(lambda: all(cluster.applied(i) == sent for i in cluster.live()), LEADER_BOUND_NS,
                      "every service applies what the new session sent")
    return sent


CATCHING_UP = (ElectionState.FOLLOWER_CATCHUP_AWAIT, ElectionState.FOLLOWER_CATCHUP)


def failover(cluster: WholeCluster, *, restart: bool, stall_catchup: bool = False) -> list[bytes]:
    """The crash scenario: elect, commit ten messages, crash the leader, elect among the other two, commit
    ten more through the new leader; with ``restart``, start the old leader again, wait until its service
    has applied what it missed, and commit two more through a new session. With ``stall_catchup`` too, the
    restarted member's catch-up is cut off once it has begun (``stall``). Returns what was sent, in order;
    every live member's service must have applied exactly that."""
    first = cluster.elect()
    sent = [f"a{k}".encode() for k in range(10)]
    cluster.send(cluster.connect(first), sent)
    cluster.crash(first)
    second = cluster.elect(excluding=first)
    more = [f"b{k}".encode() for k in range(10)]
    cluster.send(cluster.connect(second), more)
    sent += more
    if restart:
        cluster.restart(first)
        if stall_catchup:
            stall(cluster, first, second)
        cluster.run_until(lambda: cluster.applied(first) == sent, LEADER_BOUND_NS,
                          "the restarted member's service applies what it missed")
        leader = cluster.elect()
        # the restart's 40 s outlived the idle client's session (5 s timeout): a new session
        last = [b"c0", b"c1"]
        cluster.send(cluster.connect(leader), last)
        sent += last
    # a lossy member may still be repairing its log (NAK, retransmit) when the quorum's echoes are back
    cluster.run_until(lambda: all(cluster.applied(i) == sent for i in cluster.live()), LEADER_BOUND_NS,
                      "every live member's service applies everything sent")
    return sent


def snapshot_failover(cluster: WholeCluster) -> list[bytes]:
    """Recovery from a snapshot: elect, commit ten messages, snapshot the cluster (every member at the same
    log position), commit ten more, crash the leader, elect and commit ten through the new leader, restart
    the old one: it must load its module's and its service's snapshots, replay only the log after them,
    catch up, and end with the history of the members that never stopped. Returns what was sent."""
    first = cluster.elect()
    client = cluster.connect(first)
    sent = [f"a{k}".encode() for k in range(10)]
    cluster.send(client, sent)
    position = cluster.take_snapshot(first)
    more = [f"b{k}".encode() for k in range(10)]
    cluster.send(client, more)
    sent += more
    cluster.crash(first)
    second = cluster.elect(excluding=first)
    after = [f"c{k}".encode() for k in range(10)]
    cluster.send(cluster.connect(second), after)
    sent += after
    cluster.restart(first)
    cluster.run_until(lambda: cluster.applied(first) == sent, LEADER_BOUND_NS,
                      "the member restarted from its snapshot applies what it missed")
    service = cluster.nodes[first].service
    if isinstance(service, RealService):
        restored = service.service.applied[:service.service.restored]
        if not restored or any(a.position > position for a in restored):
            raise cluster.violation(f"member {first} restored {len(restored)} records from its snapshot "
                                    f"at {position}")
        if any(a.position <= position for a in service.service.applied[service.service.restored:]):
            raise cluster.violation(f"member {first} applied again what its snapshot at {position} held")
    cluster.run_until(lambda: all(cluster.applied(i) == sent for i in cluster.live()), LEADER_BOUND_NS,
                      "every live member's service applies everything sent")
    return sent


def stall(cluster: WholeCluster, follower: int, leader: int) -> None:
    """A follower stuck in catch-up (aeron-io/aeron#701; catch-up with no progress times out, #1294): once
    the restarted ``follower`` is catching up, nothing the leader sends reaches it (the replay of what it
    missed included). Its catch-up must give up within the heartbeat timeout and its election start over,
    it must not disturb the leader while the link stays down, and once the link heals it must catch up."""
    member = cluster.nodes[follower]
    cluster.run_until(lambda: member.counter(CounterTypeId.CLUSTER_ELECTION_STATE) in CATCHING_UP,
                      LEADER_BOUND_NS, f"member {follower} to begin catching up")
    term = cluster.nodes[leader].agent.leadership_term_id
    cluster.links.cut(leader, follower)
    cluster.run_until(lambda: member.counter(CounterTypeId.CLUSTER_ELECTION_STATE) not in CATCHING_UP,
                      LEADER_BOUND_NS, f"member {follower}'s stalled catch-up to time out")
    cluster.keeps_leading(leader, term, "the stalled member")
    cluster.links.heal()


STRANDED = [b"x0", b"x1", b"x2"]
"""What the client of a cut-off leader offers after the cut: never acknowledged; committed later only if
the cut let the leader's log reach the others (the new leader's log then holds them)."""


def _cut_leader(cluster: WholeCluster, cut: Callable[[int], None]) -> list[bytes]:
    """Elect, commit ten messages, apply ``cut`` to the leader's links; its client offers ``STRANDED``,
    the leader must step down, and the other two elect and commit ten through their leader; then the
    links heal and all three follow one leader. Returns what was acknowledged, in order: every service
    must have applied exactly that, with the stranded messages as one block after the first ten or not
    at all (which, the cut decides), and every service the same."""
    first = cluster.elect()
    sent = [f"a{k}".encode() for k in range(10)]
    stranded_client = cluster.connect(first)
    cluster.send(stranded_client, sent)
    cluster.lose_leader()
    cut(first)
    for payload in STRANDED:
        cluster.run_until(_offered(stranded_client, payload), LEADER_BOUND_NS, "ingress offer")
    cluster.steps_down(first)
    second = cluster.elect(among=[i for i in cluster.live() if i != first])
    term = cluster.nodes[second].agent.leadership_term_id
    more = [f"b{k}".encode() for k in range(10)]
    cluster.send(cluster.connect(second), more)
    sent += more
    cluster.keeps_leading(second, term, "the cut-off member")
    cluster.links.heal()
    cluster.elect()
    allowed = (sent, sent[:10] + STRANDED + sent[10:])
    cluster.run_until(lambda: all(cluster.applied(i) in allowed for i in cluster.live()), LEADER_BOUND_NS,
                      "every service applies what was acknowledged (and the stranded block or not)")
    applied = {tuple(cluster.applied(i)) for i in cluster.live()}
    if len(applied) != 1:
        raise cluster.violation(f"services applied different histories: {applied}")
    return sent


def isolated_leader(cluster: WholeCluster) -> list[bytes]:
    """A partition: the leader and the other two stop hearing each other, both ways."""
    return _cut_leader(cluster, cluster.links.isolate)


def deaf_leader(cluster: WholeCluster) -> list[bytes]:
    """A one-way link: the leader is heard but hears nobody (both followers' links to it down). It must
    notice it has no quorum (Aeron's "inactive follower quorum"), and, stuck in its canvass until the
    links heal, it must not disturb the leader the other two elect."""

    def deafen(leader: int) -> None:
        for other in cluster.live():
            if other != leader:
                cluster.links.cut(other, leader)

    return _cut_leader(cluster, deafen)


def mute_leader(cluster: WholeCluster) -> list[bytes]:
    """A one-way link: the leader hears the others but nothing it sends reaches them. They time it out and
    elect; it hears their RequestVote in a newer term and steps down, and cannot follow (its replies do
    not arrive) until the links heal."""

    def mute(leader: int) -> None:
        for other in cluster.live():
            if other != leader:
                cluster.links.cut(leader, other)

    return _cut_leader(cluster, mute)


IN_FLIGHT = [b"y0", b"y1", b"y2"]
"""What the real client offers right after its leader crashed: its ingress publication still takes them (the
crashed member's driver runs on), but no module reads them; never acknowledged, never applied."""


def client_failover(cluster: WholeCluster, *, restart: bool, whole_node: bool = False) -> list[bytes]:
    """The crash scenario with the real client (Aeron PR #1791; #1703: nothing applied twice or skipped
    across a failover): elect, connect the client, commit ten messages; crash the leader while the client
    offers ``IN_FLIGHT``; the client must follow the new leader's NewLeaderEvent on the same session and
    commit ten more through it; with ``restart``, the old leader comes back and catches up while the client
    keeps its session alive, and two more are committed. Returns what was acknowledged; every live
    service must have applied exactly that, one session open and none closed."""
    first = cluster.elect()
    client = cluster.connect_real()
    sent = [f"a{k}".encode() for k in range(10)]
    cluster.send(client, sent)
    cluster.crash(first, whole_node=whole_node)
    for payload in IN_FLIGHT:
        cluster.run_until(_offered(client, payload), LEADER_BOUND_NS, "ingress offer to the crashed leader")
    second = cluster.elect(excluding=first)
    # what it offers before the NewLeaderEvent still goes to the crashed leader: lost, as IN_FLIGHT
    cluster.run_until(lambda: client.leader_member_id == second, LEADER_BOUND_NS,
                      "the client's NewLeaderEvent")
    more = [f"b{k}".encode() for k in range(10)]
    cluster.send(client, more)
    sent += more
    if restart:
        cluster.restart(first)
        cluster.run_until(lambda: cluster.applied(first) == sent, LEADER_BOUND_NS,
                          "the restarted member's service applies what it missed")
        last = [b"c0", b"c1"]
        cluster.send(client, last)
        sent += last
    cluster.run_until(lambda: all(cluster.applied(i) == sent for i in cluster.live()), LEADER_BOUND_NS,
                      "every live member's service applies everything sent")
    assert client.cluster is not None
    if client.state is not ClientState.CONNECTED or client.leader_member_id != cluster.leader():
        raise cluster.violation(f"the client ended {client.state} with leader {client.leader_member_id}")
    _one_session(cluster, client.cluster.cluster_session_id, closed=False)
    return sent


def client_cut_off(cluster: WholeCluster) -> list[bytes]:
    """The real client loses its links to the leader, both ways, while the cluster is whole: its ingress
    publication stops being connected and the leader's egress goes quiet, so it must wait for a new leader
    and, none coming, close itself within its new-leader timeout (Aeron PR #1791); the leader must time the
    session out (a SessionCloseEvent in every log). After the heal a new client's session commits more.
    Returns what was acknowledged."""
    leader = cluster.elect()
    client = cluster.connect_real()
    sent = [f"a{k}".encode() for k in range(10)]
    cluster.send(client, sent)
    host = cluster.hosts.index(client)
    cluster.links.cut(host, leader)
    cluster.links.cut(leader, host)
    cluster.run_until(lambda: client.state is ClientState.CLOSED, LEADER_BOUND_NS * 2,
                      "the cut-off client to close itself")
    if not any(state is ClientState.AWAIT_NEW_LEADER for _, state, _ in client.states):
        raise cluster.violation(f"the cut-off client closed without awaiting a new leader: {client.states}")
    assert client.cluster is not None
    session = client.cluster.cluster_session_id
    cluster.run_until(lambda: all(_closes(cluster, i, session) for i in cluster.live()), LEADER_BOUND_NS,
                      "every service applies the session's timeout")
    cluster.links.heal()
    more = [f"b{k}".encode() for k in range(10)]
    cluster.send(cluster.connect_real(), more)
    sent += more
    cluster.run_until(lambda: all(cluster.applied(i) == sent for i in cluster.live()), LEADER_BOUND_NS,
                      "every live member's service applies everything sent")
    if cluster.leader() != leader:
        raise cluster.violation(f"a client's cut disturbed leader {leader}")
    _one_session(cluster, session, closed=True)
    return sent


def _closes(cluster: WholeCluster, member: int, session: int) -> bool:
    service = cluster.service_of(member)
    return service is not None and any(a.kind == "close" and a.cluster_session_id == session
                                       for a in service.applied)


def _one_session(cluster: WholeCluster, session: int, *, closed: bool) -> None:
    """Every live service opened ``session`` once and closed it once (``closed``) or never: a failover
    neither opens a second session for the client nor loses the one it has."""
    for member in cluster.live():
        service = cluster.service_of(member)
        assert service is not None
        kinds = [a.kind for a in service.applied
                 if a.cluster_session_id == session and a.kind in ("open", "close")]
        if kinds != (["open", "close"] if closed else ["open"]):
            raise cluster.violation(f"member {member}'s service saw session {session} as {kinds}")


def torn_recording_log(cluster: WholeCluster) -> list[bytes]:
    """A crash in the middle of an append to recording.log: the crash scenario with the restart, then a
    follower crashes and its recording.log loses its last TERM entry, all but a seeded 0..63 bytes of it,
    while its archive keeps the log that term's NewLeadershipTermEvent is in. It must start (the cut record
    is ignored), catch up, record that term again, and follow; two more messages are committed."""
    sent = failover(cluster, restart=True)
    leader = cluster.elect()
    follower = next(i for i in cluster.live() if i != leader)
    cluster.crash(follower)
    path = cluster.nodes[follower].base / "cluster" / RECORDING_LOG_FILE_NAME
    data = path.read_bytes()
    last = max(e.position for e in parse_recording_log(data).entries if e.is_term)
    fragment = random.Random(cluster.seed).randrange(64)
    path.write_bytes(data[:last + fragment])
    cluster.restart(follower)
    more = [b"d0", b"d1"]
    cluster.send(cluster.connect(cluster.elect()), more)
    sent += more
    cluster.run_until(lambda: all(cluster.applied(i) == sent for i in cluster.live()), LEADER_BOUND_NS,
                      "every live member's service applies everything sent")
    terms = sorted(e.leadership_term_id for e in parse_recording_log(path.read_bytes()).entries if e.is_term)
    if terms != list(range(cluster.nodes[cluster.elect()].agent.leadership_term_id + 1)):
        raise cluster.violation(f"member {follower}'s recording.log holds terms {terms}")
    return sent


def appointed_leader_unavailable(cluster: WholeCluster) -> list[bytes]:
    """Aeron's appointed leader (``aeron.cluster.appointed.leader.id``): only the appointed member nominates
    itself. It leads and commits ten messages, then crashes; while it is down the other two must not elect
    (they canvass for 40 s of simulated time), and once it is back it must lead a newer term and commit ten
    more. No other member may lead any term of the run."""
    appointed = cluster.appointed_leader
    assert appointed is not None, "the scenario needs an appointed leader"
    first = cluster.elect()
    term = cluster.nodes[first].agent.leadership_term_id
    sent = [f"a{k}".encode() for k in range(10)]
    cluster.send(cluster.connect(first), sent)
    cluster.crash(first)
    cluster.restart(first)
    cluster.lose_leader()  # time the election from the restart, as the others could not hold one
    leader = cluster.elect()
    more = [f"b{k}".encode() for k in range(10)]
    cluster.send(cluster.connect(leader), more)
    sent += more
    cluster.run_until(lambda: all(cluster.applied(i) == sent for i in cluster.live()), LEADER_BOUND_NS,
                      "every live member's service applies everything sent")
    if set(cluster.leaders.values()) != {appointed} or cluster.nodes[leader].agent.leadership_term_id <= term:
        raise cluster.violation(f"appointed leader {appointed}, but the terms were led by {cluster.leaders}")
    return sent


SEGMENT_LENGTH = 64 * 1024
"""The archives' segment length in the blank-member scenario: the smallest a 64 KiB log term allows."""

BULK = [f"a{k:02d}".encode() + bytes(1_000) for k in range(80)]
"""What the blank-member scenario commits before its snapshot: enough log (over 80 KiB) that the snapshot
lies past the first segment, so truncating the log to it removes a segment file."""

BATCH = 8
"""The burst is sent eight messages at a time, each batch echoed before the next: the leader's log
publication runs as far ahead as its fastest follower lets it (max flow control, Aeron's default for the
log's destinations), and a follower whose consumers fall half a term (32 KiB) behind drops everything past
that, heartbeats included, so it sees no gap to NAK and stalls: Aeron's PublicationImage drops past the
same over-run threshold (its last status message's position plus half a term)."""


def blank_member_after_truncation(cluster: WholeCluster) -> list[bytes]:
    """aeron-io/aeron#1533: the cluster snapshots, every member truncates its log recording to the segment
    holding the snapshot (the operator's purge), and a follower comes back blank (its archive and cluster
    directories gone). Its catch-up from position 0 cannot be replayed: the leader's archive refuses it,
    and, as with Aeron 1.51, the member cannot join (a new member is seeded from a backup, not from the
    log). What must hold: each attempt is counted on both sides with its reason (the leader: the refused
    replay; the blank member: the catch-up it could not join), the leader keeps its term and commits
    through the other follower, and the blank member applies nothing. The blank member is then stopped,
    so the others' history is the one checked. Returns what was sent."""
    assert cluster.segment_length == SEGMENT_LENGTH, "the scenario needs small segments"
    leader = cluster.elect()
    client = cluster.connect(leader)
    sent = list(BULK)
    for batch in range(0, len(BULK), BATCH):  # a follower slower to consume than the others keeps up
        cluster.send(client, BULK[batch:batch + BATCH])
    position = cluster.take_snapshot(leader)
    start = position - position % SEGMENT_LENGTH
    for member in cluster.live():  # what the operator's PurgeSegments does on each member's archive
        node = cluster.nodes[member]
        if node.archive.conductor.purge(node.agent.log_recording_id, start) != 1:
            raise cluster.violation(f"member {member}'s log below {start} was not one segment")
    blank = next(i for i in cluster.live() if i != leader)
    cluster.crash(blank, whole_node=True)
    for directory in ("archive", "cluster"):
        shutil.rmtree(cluster.nodes[blank].base / directory)
    term = cluster.nodes[leader].agent.leadership_term_id
    cluster.restart(blank)
    cluster.keeps_leading(leader, term, "the blank member")
    more = [b"b0", b"b1"]
    cluster.send(cluster.connect(leader), more)
    sent += more
    others = [i for i in cluster.live() if i != blank]
    cluster.run_until(lambda: all(cluster.applied(i) == sent for i in others), LEADER_BOUND_NS,
                      "the leader and the other follower apply everything sent")
    refused = f"catch-up replay for member {blank} from log position 0 failed"
    if not any(refused in str(error) for error in cluster.nodes[leader].errors):
        raise cluster.violation(f"the leader never said why member {blank} cannot catch up")
    if not any("failed to join the catch-up log" in str(error) for error in cluster.nodes[blank].errors):
        raise cluster.violation(f"blank member {blank} never said why it cannot join")
    if cluster.applied(blank):
        raise cluster.violation(f"blank member {blank} applied {len(cluster.applied(blank))} messages")
    cluster.crash(blank)
    return sent


def full_disk(cluster: WholeCluster) -> list[bytes]:
    """A member's disk fills up (whole_disk.py): a follower's (even seeds) or the leader's (odd seeds).
    Its log recording fails with ENOSPC and, as with Aeron, the recording's stop sends its module into an
    election whose every attempt to extend the recording is refused for want of space. Elect and commit
    ten messages; fill the disk; a full leader must be replaced by the other two, a full follower must not
    disturb the leader (2.5 s); ten more are committed without the full member, which must apply none of
    them (nothing it did not record) and must have said why (ENOSPC in its error log); then the disk is
    freed, it catches up, and two more are committed by all. Returns what was sent."""
    leader = cluster.elect()
    client = cluster.connect(leader)
    sent = [f"a{k}".encode() for k in range(10)]
    cluster.send(client, sent)
    full = leader if cluster.seed % 2 else next(i for i in cluster.live() if i != leader)
    cluster.fill_disk(full)
    if full == leader:
        cluster.lose_leader()
        leader = cluster.elect(among=[i for i in cluster.live() if i != full])
        client = cluster.connect(leader)
    term = cluster.nodes[leader].agent.leadership_term_id
    more = [f"b{k}".encode() for k in range(10)]
    cluster.send(client, more)
    sent += more
    cluster.keeps_leading(leader, term, f"member {full}, its disk full")
    if set(cluster.applied(full)) & set(more):
        raise cluster.violation(f"member {full} applied what its full disk could not record")
    if not any("No space left on device" in str(error) for error in cluster.nodes[full].errors):
        raise cluster.violation(f"member {full} never said its disk was full: {cluster.nodes[full].errors}")
    cluster.free_disk(full)
    cluster.run_until(lambda: cluster.applied(full) == sent, LEADER_BOUND_NS,
                      f"member {full} catches up once its disk has room")
    last = [b"c0", b"c1"]
    cluster.send(cluster.connect(cluster.elect()), last)
    sent += last
    cluster.run_until(lambda: all(cluster.applied(i) == sent for i in cluster.live()), LEADER_BOUND_NS,
                      "every live member's service applies everything sent")
    return sent


PAUSE_NS = 5_000 * MS
"""How long the paused leader's process stands still: past the heartbeat timeout, so the others elect, and
inside the drivers' client and keepalive timeouts (10 s), so nothing of it is timed out while it stands."""


def paused_leader(cluster: WholeCluster) -> list[bytes]:
    """A process pause (a stop-the-world collection, SIGSTOP, a starved VM): the leader's whole process --
    driver, archive, module, service -- stands still for ``PAUSE_NS`` and then runs on as if nothing
    happened, believing itself leader of its old term. Elect and commit ten; pause the leader; its client
    offers ``STRANDED`` into the paused node's ingress; the other two elect and commit ten; the pause ends.
    The resumed member must notice the newer term and follow without disturbing the new leader (2.5 s);
    whatever it took in its stale term is never committed nor acknowledged; all three end with one history.
    Returns what was acknowledged."""
    first = cluster.elect()
    stranded_client = cluster.connect(first)
    sent = [f"a{k}".encode() for k in range(10)]
    cluster.send(stranded_client, sent)
    cluster.lose_leader()
    paused_at = cluster.clock.nano_time()
    cluster.nodes[first].is_paused = True
    for payload in STRANDED:
        cluster.run_until(_offered(stranded_client, payload), LEADER_BOUND_NS, "ingress offer")
    second = cluster.elect(among=[i for i in cluster.live() if i != first])
    term = cluster.nodes[second].agent.leadership_term_id
    more = [f"b{k}".encode() for k in range(10)]
    cluster.send(cluster.connect(second), more)
    sent += more
    cluster.run_until(lambda: cluster.clock.nano_time() >= paused_at + PAUSE_NS, PAUSE_NS, "the pause")
    cluster.nodes[first].is_paused = False
    cluster.keeps_leading(second, term, "the resumed leader")
    cluster.run_until(lambda: all(cluster.applied(i) == sent for i in cluster.live()), LEADER_BOUND_NS,
                      "every service applies what was acknowledged, and nothing of the stale term")
    return sent


SLOW_NS = 40 * MS
"""The slow scenario's delay each way (plus up to a quarter more of jitter): a WAN hop, a twelfth of the
election timeout and a fiftieth of the heartbeat timeout."""


def slow_member(cluster: WholeCluster) -> list[bytes]:
    """A slow member: everything to and from member ``seed % 3`` is late by ``SLOW_NS`` and a jitter, both
    ways, for the whole run, and datagrams on its links may overtake each other. The crash scenario with the
    restart runs on it: elections, commits through either leader and the old leader's catch-up must all
    complete, and every live service end with what was acknowledged. Returns what was sent."""
    cluster.slow(cluster.seed % cluster.size, SLOW_NS)
    sent = failover(cluster, restart=True)
    if cluster.links.delayed == 0:
        raise cluster.violation("the slow links held nothing")
    return sent
