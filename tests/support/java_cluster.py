"""Aeron Java cluster peers: members (InteropNode), a scripted client (ClusterClientPeer), ClusterTool.

The Java programs live in tests/cluster/java_peers/ and are compiled once per content hash
(support.java.compiled_classes). Everything runs on 127.0.0.1 with ports from one plan
(:func:`member_endpoints`, cluster-spec.md §6, after Aeron's TestCluster), per-test directories, an aeron dir
in /dev/shm unique per node and removed when it stops, and timing short enough for tests
(:data:`TEST_TIMING`). Processes are stopped by pid: SIGTERM, then SIGKILL after a deadline. Readiness and
roles are read from the Java driver's counters (cnc.dat) with aeronkit's CountersReader, never guessed from
time.

aeronkit members reuse the port plan and members string (:func:`cluster_members`,
:func:`ingress_endpoints`) so a mixed cluster addresses every member the same way.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import signal
import socket
import struct
import subprocess
import time
import uuid
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, TypeVar

from aeronkit.archive.mark_file import ArchiveMarkFile
from aeronkit.cluster.election_state import ElectionState, Role
from aeronkit.cluster.mark_file import ClusterMarkFile
from aeronkit.cluster.protocol import ConsensusModuleState
from aeronkit.cluster.recording_log import (
    CONSENSUS_MODULE_SERVICE_ID,
    ENTRY_TYPE_SNAPSHOT,
    RECORDING_LOG_FILE_NAME,
    Entry,
    parse_recording_log,
)
from aeronkit.cnc import CncFile, CncNotReadyError
from aeronkit.counter_types import CounterTypeId
from aeronkit.errors import CorruptFileError
from aeronkit.interop.java import JavaToolchain
from support.interop_ops import DigestLine
from support.java import JVM_OPTIONS, compiled_classes
from support.processes import read_line, stop
from support.wait import wait_until

JAVA_PEERS = Path(__file__).resolve().parent.parent / "cluster" / "java_peers"
HOST = "127.0.0.1"
SHM = Path("/dev/shm")

TEST_TIMING: dict[str, str] = {
    "aeron.cluster.leader.heartbeat.timeout": "2s",
    "aeron.cluster.leader.heartbeat.interval": "100ms",
    "aeron.cluster.election.timeout": "500ms",
    "aeron.cluster.election.status.interval": "100ms",
    "aeron.cluster.startup.canvass.timeout": "4s",
    "aeron.cluster.termination.timeout": "2s",
    "aeron.cluster.session.timeout": "5s",
}
"""Cluster timing for tests (Aeron's defaults are 10 s heartbeat timeout, 60 s canvass). The canvass timeout
must be at least twice the heartbeat timeout (ConsensusModule.Context.conclude). Override per node."""

INGRESS_CHANNEL = "aeron:udp?term-length=128k"
LOG_CHANNEL = "aeron:udp?term-length=256k"


def replication_channel(host: str = HOST) -> str:
    """Archive and cluster replication: any port on the member's own address."""
    return f"aeron:udp?endpoint={host}:0"


def egress_channel(host: str = HOST) -> str:
    """A client's egress: any port on the client's address."""
    return f"aeron:udp?endpoint={host}:0|term-length=1m"


REPLICATION_CHANNEL = replication_channel()
EGRESS_CHANNEL = egress_channel()

SIGTERM_EXIT_CODE = 128 + 15
"""A JVM that ran its shutdown hooks on SIGTERM (ShutdownSignalBarrier: everything closed) exits with this;
one killed by SIGKILL has Popen.returncode -9."""

START_TIMEOUT_S = 90.0
MARK_FILE_STALE_TIMEOUT_S = 60.0
STOP_TIMEOUT_S = 20.0


def peer_classes(java: JavaToolchain) -> Path:
    """The compiled Java peers: InteropNode, InteropService, EchoService, ClusterClientPeer and
    ChallengeAuthenticator."""
    return compiled_classes(java, JAVA_PEERS, "cluster-peers")


def jvm_command(
    java: JavaToolchain, main_class: str, *args: str, classpath: list[Path] | None = None,
    properties: Mapping[str, str] | None = None,
) -> list[str]:
    """JavaToolchain.java_command with :data:`JVM_OPTIONS` before the class path."""
    argv = java.java_command(main_class, *args, classpath=classpath, properties=dict(properties or {}))
    return [argv[0], *JVM_OPTIONS, *argv[1:]]


# -- the port plan ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MemberEndpoints:
    """One member's endpoints: archive B+100N+1, ingress +2, consensus +3, log +4, catch-up any port."""

    member_id: int
    ingress: str
    consensus: str
    log: str
    catchup: str
    archive: str

    def member_entry(self) -> str:
        """This member's entry of ``aeron.cluster.members`` (ClusterMember.parse's six fields)."""
        return ",".join(
            (str(self.member_id), self.ingress, self.consensus, self.log, self.catchup, self.archive))


def member_endpoints(base_port: int, member_id: int, host: str = HOST) -> MemberEndpoints:
    """The port plan (cluster-spec.md §6, as Aeron's TestCluster lays members out on one machine)."""
    port = base_port + 100 * member_id
    return MemberEndpoints(
        member_id=member_id,
        ingress=f"{host}:{port + 2}",
        consensus=f"{host}:{port + 3}",
        log=f"{host}:{port + 4}",
        catchup=f"{host}:0",
        archive=f"{host}:{port + 1}",
    )


Hosts = str | Sequence[str]
"""One address for every member, or one per member (members in network namespaces, support.cluster_netns)."""


def member_host(hosts: Hosts, member_id: int) -> str:
    return hosts if isinstance(hosts, str) else hosts[member_id]


def cluster_members(base_port: int, member_count: int, host: Hosts = HOST) -> str:
    """``aeron.cluster.members`` for members 0..member_count-1."""
    return "|".join(
        member_endpoints(base_port, i, member_host(host, i)).member_entry() for i in range(member_count))


def ingress_endpoints(base_port: int, member_count: int, host: Hosts = HOST) -> str:
    """``aeron.cluster.ingress.endpoints`` for a client: ``id=host:port`` per member, comma separated."""
    return ",".join(
        f"{i}={member_endpoints(base_port, i, member_host(host, i)).ingress}" for i in range(member_count))


def plan_ports(base_port: int, member_count: int) -> list[int]:
    """Every fixed UDP port the plan uses for `member_count` members."""
    return [base_port + 100 * m + offset for m in range(member_count) for offset in (1, 2, 3, 4)]


def choose_base_port(member_count: int, attempts: int = 200) -> int:
    """A base port whose planned ports are all free on 127.0.0.1 now.

    Bases lie below Linux's ephemeral range (32768+) so the ``:0`` endpoints the nodes bind cannot take them,
    and are random so tests running in parallel rarely try the same ones.
    """
    chooser = random.Random()
    for _ in range(attempts):
        base = chooser.randrange(10_000, 32_000 - 100 * member_count, 10)
        with contextlib.ExitStack() as stack:
            try:
                for port in plan_ports(base, member_count):
                    sock = stack.enter_context(socket.socket(socket.AF_INET, socket.SOCK_DGRAM))
                    sock.bind((HOST, port))
            except OSError:
                continue
        return base
    raise AssertionError(f"no free base port for {member_count} members after {attempts} attempts")


def module_snapshot_entries(cluster_dir: Path) -> list[Entry]:
    """The valid consensus-module SNAPSHOT entries of a member's recording.log as the file holds them now
    (none while the file is missing or its last entry is still being written)."""
    path = cluster_dir / RECORDING_LOG_FILE_NAME
    try:
        parsed = parse_recording_log(path.read_bytes(), str(path))
    except (FileNotFoundError, CorruptFileError):
        return []
    return [e for e in parsed.entries
            if e.type == ENTRY_TYPE_SNAPSHOT and e.is_valid and e.service_id == CONSENSUS_MODULE_SERVICE_ID]


def await_snapshot_entries(cluster_dir: Path, count: int = 1, timeout_s: float = 30.0) -> list[Entry]:
    """Wait until recording.log holds at least `count` valid consensus-module SNAPSHOT entries.

    A consensus module (Aeron's ConsensusModuleAgent and ours) appends the services' SNAPSHOT entries and then
    its own only once every service has acknowledged its snapshot: after the admin request was answered OK
    and after the service wrote its snapshot, so a test that reads recording.log (or runs ClusterTool's
    recording-log) on either signal must wait for the module's entry first.
    """
    entries: list[Entry] = []

    def written() -> bool:
        entries[:] = module_snapshot_entries(cluster_dir)
        return len(entries) >= count

    what = f"{count} consensus module SNAPSHOT entries in {cluster_dir / RECORDING_LOG_FILE_NAME}"
    wait_until(written, timeout_s, what, poll_s=0.02)
    return entries


def unique_aeron_dir(label: str) -> Path:
    """An aeron dir in /dev/shm no other test or run uses."""
    return SHM / f"aeronkit-{label}-{os.getpid()}-{uuid.uuid4().hex[:8]}"


# -- counters -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NodeCounters:
    """A member's cluster counters as its driver publishes them (None where not allocated yet)."""

    state: ConsensusModuleState | None
    role: Role | None
    commit_position: int | None
    leadership_term_id: int | None
    election_state: ElectionState | None
    max_cycle_ns: int | None = None
    """The consensus module's longest duty cycle (216): a failure report shows which member was starved."""

    @property
    def is_settled(self) -> bool:
        """ACTIVE with no election under way. The role counter turns LEADER, and the state counter is ACTIVE
        from start-up, while the election still runs (Election.state, ConsensusModuleAgent.onStart); only a
        CLOSED election means the member applies the log and a leader takes clients."""
        return self.state is ConsensusModuleState.ACTIVE and self.election_state is ElectionState.CLOSED

    @property
    def is_active_leader(self) -> bool:
        return self.is_settled and self.role is Role.LEADER

    @property
    def is_active_follower(self) -> bool:
        return self.is_settled and self.role is Role.FOLLOWER


_WANTED = {
    CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE,
    CounterTypeId.CLUSTER_NODE_ROLE,
    CounterTypeId.CLUSTER_COMMIT_POSITION,
    CounterTypeId.CLUSTER_LEADERSHIP_TERM_ID,
    CounterTypeId.CLUSTER_ELECTION_STATE,
    CounterTypeId.CLUSTER_MAX_CYCLE_TIME,
}


def read_cluster_counters(aeron_dir: Path, cluster_id: int = 0) -> NodeCounters | None:
    """The cluster counters in `aeron_dir`'s cnc.dat, or None while no driver has it ready."""
    try:
        cnc = CncFile.map(aeron_dir)
    except (CncNotReadyError, CorruptFileError, FileNotFoundError, ValueError):
        return None
    with cnc:
        reader = cnc.counters_reader()
        values: dict[int, int] = {}
        for counter_id, type_id in reader.allocated_ids():
            if type_id in _WANTED and type_id not in values:
                (key_cluster_id,) = struct.unpack_from("<i", reader.get_counter_key(counter_id))
                if key_cluster_id == cluster_id:
                    values[type_id] = reader.get_counter_value(counter_id)
    state = values.get(CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE)
    role = values.get(CounterTypeId.CLUSTER_NODE_ROLE)
    election = values.get(CounterTypeId.CLUSTER_ELECTION_STATE)
    return NodeCounters(
        state=None if state is None else ConsensusModuleState(state),
        role=None if role is None else Role(role),
        commit_position=values.get(CounterTypeId.CLUSTER_COMMIT_POSITION),
        leadership_term_id=values.get(CounterTypeId.CLUSTER_LEADERSHIP_TERM_ID),
        election_state=None if election is None else ElectionState(election),
        max_cycle_ns=values.get(CounterTypeId.CLUSTER_MAX_CYCLE_TIME),
    )


# -- a member -----------------------------------------------------------------------------------------


def await_mark_files_stale(node_dir: Path, timeout_s: float = MARK_FILE_STALE_TIMEOUT_S) -> None:
    """Wait until no mark file of the member in ``node_dir`` looks alive: after a SIGKILL the archive's
    and the cluster's mark files keep their last activity timestamp, and both implementations refuse to
    start on a mark file younger than its liveness timeout (10 s for both:
    ClusteredServiceContainer.Configuration.LIVENESS_TIMEOUT_MS; ArchiveMarkFile, ClusterMarkFile). A
    SIGTERM'd member closes its files and restarts at once.
    """
    archive_dir, cluster_dir = node_dir / "archive", node_dir / "cluster"

    def stale() -> bool:
        now_ms = time.time_ns() // 1_000_000
        marks: list[ArchiveMarkFile | ClusterMarkFile] = []
        with contextlib.ExitStack() as opened:
            with contextlib.suppress(FileNotFoundError, CorruptFileError):
                marks.append(opened.enter_context(ArchiveMarkFile.open(archive_dir)))
            for path in cluster_dir.glob("cluster-mark*.dat"):
                with contextlib.suppress(FileNotFoundError, CorruptFileError):
                    marks.append(opened.enter_context(ClusterMarkFile.open(cluster_dir, path.name)))
            return not any(mark.is_active(now_ms) for mark in marks)

    wait_until(stale, timeout_s, f"the mark files in {node_dir} to go stale", poll_s=0.2)


class ClusterMemberProcess:
    """What a member in a child process has whichever implementation runs it (JavaClusterNode here,
    AeronkitNode in tests/cluster/cm/cm_java.py); the subclass sets these attributes and starts ``proc``."""

    member_id: int
    base_port: int
    dir: Path
    cluster_dir: Path
    aeron_dir: Path
    overrides: dict[str, str]
    """Properties over the defaults; a test may change them between a stop and the next start."""
    starts: int
    proc: subprocess.Popen[str] | None
    _stderr: IO[str] | None

    @property
    def properties(self) -> dict[str, str]:
        raise NotImplementedError

    @property
    def stderr_path(self) -> Path:
        return self.dir / f"stderr-{self.starts}.txt"

    def stop(self, timeout_s: float = STOP_TIMEOUT_S) -> int | None:
        """SIGTERM, SIGKILL after ``timeout_s``; the exit code."""
        raise NotImplementedError


    def is_running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None


    def kill(self) -> int | None:
        """SIGKILL (a crash: nothing is closed or flushed by the JVM), then remove the aeron dir."""
        code = None
        if self.proc is not None:
            if self.proc.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(self.proc.pid, signal.SIGKILL)
            code = stop(self.proc, STOP_TIMEOUT_S)
        self._released()
        return code


    def await_mark_files_stale(self, timeout_s: float = MARK_FILE_STALE_TIMEOUT_S) -> None:
        await_mark_files_stale(self.dir, timeout_s)

    def _released(self) -> None:
        if self.proc is not None and self.proc.stdout is not None:
            with contextlib.suppress(OSError):
                self.proc.stdout.close()
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None
        shutil.rmtree(self.aeron_dir, ignore_errors=True)


    def stderr_tail(self, chars: int = 4000) -> str:
        try:
            return f"stderr of member {self.member_id}:\n{self.stderr_path.read_text()[-chars:]}"
        except OSError:
            return f"(no stderr of member {self.member_id})"


    def counters(self) -> NodeCounters | None:
        """The member's cluster counters now, or None when its driver is not up."""
        if not self.is_running():
            return None
        return read_cluster_counters(self.aeron_dir, int(self.properties.get("aeron.cluster.id", "0")))


    def digest_file(self, service_id: int = 0) -> Path:
        return self.cluster_dir / f"interop-digest-{service_id}.txt"


    def digest_lines(self, service_id: int = 0) -> list[DigestLine]:
        """The interop service's digest lines so far (complete lines only)."""
        try:
            text = self.digest_file(service_id).read_text()
        except FileNotFoundError:
            return []
        return [DigestLine.parse(line) for line in text.splitlines(keepends=True) if line.endswith("\n")]




class JavaClusterNode(ClusterMemberProcess):
    """One Aeron Java member (InteropNode: driver + archive + consensus module + optional service) in a JVM.

    Its cluster and archive dirs live under `work_dir`/node<id> and survive stop/kill, so :meth:`start` again
    restarts the member on the same state. The aeron dir is unique to this object and removed on every stop.
    """

    def __init__(
        self, java: JavaToolchain, work_dir: Path, member_id: int, base_port: int, member_count: int, *,
        service: str = "interop", properties: Mapping[str, str] | None = None, label: str = "node",
        launcher: Sequence[str] = (), hosts: Hosts = HOST,
    ) -> None:
        """`launcher` prefixes the JVM's command line, e.g. ``ip netns exec NS`` to run the member in a
        network namespace (it must exec the JVM so the pid stays the JVM's: kill and stop act on it);
        `hosts` gives each member its own address there."""
        self.java = java
        self.member_id = member_id
        self.launcher = tuple(launcher)
        self.hosts = hosts
        self.host = member_host(hosts, member_id)
        self.base_port = base_port
        self.member_count = member_count
        self.service = service
        self.dir = work_dir / f"node{member_id}"
        self.cluster_dir = self.dir / "cluster"
        self.archive_dir = self.dir / "archive"
        self.aeron_dir = unique_aeron_dir(f"{label}{member_id}")
        self.endpoints = member_endpoints(base_port, member_id, self.host)
        self.overrides = dict(properties or {})
        self.proc: subprocess.Popen[str] | None = None
        self.starts = 0
        self._stderr: IO[str] | None = None

    @property
    def properties(self) -> dict[str, str]:
        props = {
            "aeron.dir": str(self.aeron_dir),
            "aeron.archive.dir": str(self.archive_dir),
            "aeron.cluster.dir": str(self.cluster_dir),
            "aeron.archive.control.channel": f"aeron:udp?endpoint={self.endpoints.archive}",
            "aeron.archive.replication.channel": replication_channel(self.host),
            "aeron.archive.id": str(self.member_id),
            "aeron.cluster.member.id": str(self.member_id),
            "aeron.cluster.members": cluster_members(self.base_port, self.member_count, self.hosts),
            "aeron.cluster.ingress.channel": INGRESS_CHANNEL,
            "aeron.cluster.log.channel": LOG_CHANNEL,
            "aeron.cluster.replication.channel": replication_channel(self.host),
            "aeron.cluster.authorisation.service.supplier": "ALLOW_ALL",
            "aeronkit.interop.service": self.service,
            **TEST_TIMING,
        }
        props.update(self.overrides)
        return props

    def start(self, timeout_s: float = START_TIMEOUT_S) -> JavaClusterNode:
        """Start the JVM and wait for its READY line (for one member with its service: ACTIVE LEADER)."""
        if self.is_running():
            raise AssertionError(f"member {self.member_id} is already running")
        self.starts += 1
        self.dir.mkdir(parents=True, exist_ok=True)
        classes = peer_classes(self.java)
        self._stderr = self.stderr_path.open("w")
        self.proc = subprocess.Popen(
            [*self.launcher,
             *jvm_command(self.java, "InteropNode", classpath=[classes], properties=self.properties)],
            stdout=subprocess.PIPE, stderr=self._stderr, stdin=subprocess.DEVNULL, text=True,
        )
        try:
            self._await_ready(timeout_s)
        except BaseException:
            self.stop()
            raise
        return self

    def _await_ready(self, timeout_s: float) -> None:
        assert self.proc is not None
        deadline = time.monotonic() + timeout_s
        seen: list[str] = []
        while True:
            try:
                line = read_line(self.proc, max(0.0, deadline - time.monotonic()), seen)
            except AssertionError as failure:
                raise AssertionError(
                    f"member {self.member_id} not READY: {failure}\n{self.stderr_tail()}") from None
            if line.strip() == "READY":
                return

    def stop(self, timeout_s: float = STOP_TIMEOUT_S) -> int | None:
        """SIGTERM, then SIGKILL if the JVM outlives `timeout_s`; remove the aeron dir; the exit code."""
        code = None
        if self.proc is not None:
            code = stop(self.proc, timeout_s)
        self._released()
        return code

class JavaServiceContainer:
    """Aeron's own ClusteredServiceContainer main in a JVM of its own, attached to a member started with
    ``service="none"`` through that member's aeron dir and cluster dir (how an aeronkit container attaches
    to a Java member, and a Java container to an aeronkit one). It prints nothing when ready: the member's
    election completes only once the service has joined, so wait with :meth:`JavaCluster.await_leader`."""

    def __init__(
        self, java: JavaToolchain, node: JavaClusterNode, *, service_class: str = "InteropService",
        service_id: int = 0, properties: Mapping[str, str] | None = None,
    ) -> None:
        self.java = java
        self.node = node
        self.props = {
            "aeron.dir": str(node.aeron_dir),
            "aeron.cluster.dir": str(node.cluster_dir),
            "aeron.cluster.service.class.name": service_class,
            "aeron.cluster.service.id": str(service_id),
            **(properties or {}),
        }
        self.proc: subprocess.Popen[str] | None = None
        self.stderr_path = node.dir / f"container-{service_id}-stderr.txt"
        self._stderr: IO[str] | None = None

    def start(self) -> JavaServiceContainer:
        classes = peer_classes(self.java)
        self._stderr = self.stderr_path.open("w")
        self.proc = subprocess.Popen(
            jvm_command(self.java, "io.aeron.cluster.service.ClusteredServiceContainer", classpath=[classes],
                        properties=self.props),
            stdout=subprocess.DEVNULL, stderr=self._stderr, stdin=subprocess.DEVNULL, text=True,
        )
        return self

    def is_running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def stop(self, timeout_s: float = STOP_TIMEOUT_S) -> int | None:
        code = None if self.proc is None else stop(self.proc, timeout_s)
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None
        return code


# -- a cluster ----------------------------------------------------------------------------------------


Member = TypeVar("Member", bound=ClusterMemberProcess)


def leader_first(members: Sequence[Member]) -> list[Member]:
    """The order to stop members by SIGTERM: the leader first. An aeronkit leader's SIGTERM is the cluster's
    SHUTDOWN, which snapshots and terminates every member; a leader stopped after its followers has lost
    its quorum, cannot commit the snapshot and waits out the node's whole shutdown timeout (30 s)."""
    def leads(node: Member) -> bool:
        counters = node.counters()
        return counters is not None and counters.role is Role.LEADER

    return sorted(members, key=lambda node: not leads(node))


def await_settled_leader(
    nodes: Sequence[Member], timeout_s: float = 60.0, *, excluding: Member | None = None,
) -> Member:
    """Wait until one running member is ACTIVE LEADER and every other running member ACTIVE FOLLOWER in
    the same leadership term (so a client can connect and every member applies the log); Java's members
    and ours alike."""
    def settled() -> Member | None:
        running = [n for n in nodes if n.is_running() and n is not excluding]
        readings = {n.member_id: n.counters() for n in running}
        leaders = [n for n in running if (c := readings[n.member_id]) is not None and c.is_active_leader]
        if len(leaders) != 1:
            return None
        term = readings[leaders[0].member_id].leadership_term_id  # type: ignore[union-attr]
        for n in running:
            c = readings[n.member_id]
            if n is leaders[0]:
                continue
            if c is None or not c.is_active_follower or c.leadership_term_id != term:
                return None
        return leaders[0]

    try:
        leader = wait_until(settled, timeout_s, "an ACTIVE leader and ACTIVE followers", poll_s=0.05)
    except AssertionError as failure:
        states = {n.member_id: n.counters() for n in nodes}
        tails = "\n".join(n.stderr_tail(1500) for n in nodes)
        raise AssertionError(f"{failure}; counters {states}\n{tails}") from None
    assert leader is not None
    return leader



class JavaCluster:
    """N Java members on one base port, started together; a context manager that always stops every JVM."""

    def __init__(
        self, java: JavaToolchain, work_dir: Path, member_count: int, *, service: str = "interop",
        properties: Mapping[str, str] | None = None, base_port: int | None = None,
        nodes: Sequence[JavaClusterNode] = (),
    ) -> None:
        """`nodes`, when given, are the members (built by the caller, e.g. in network namespaces) and
        `member_count`, `service` and `properties` are theirs already."""
        self.java = java
        self.work_dir = work_dir
        self.base_port = base_port if base_port is not None else choose_base_port(member_count)
        self.nodes = list(nodes) or [
            JavaClusterNode(
                java, work_dir, i, self.base_port, member_count, service=service, properties=properties)
            for i in range(member_count)
        ]
        self.clients: list[JavaClusterClient] = []
        self.containers: list[JavaServiceContainer] = []

    def __enter__(self) -> JavaCluster:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def start(self, timeout_s: float = START_TIMEOUT_S) -> JavaCluster:
        try:
            for node in self.nodes:
                node.start(timeout_s)
        except BaseException:
            self.close()
            raise
        return self

    def close(self) -> None:
        """Stop every client, container and member this object started, whatever state they are in."""
        for client in self.clients:
            client.stop()
        for container in self.containers:
            container.stop()
        for node in self.nodes:
            node.stop()

    def ingress_endpoints(self) -> str:
        return ingress_endpoints(self.base_port, len(self.nodes), [n.host for n in self.nodes])

    def await_leader(
        self, timeout_s: float = 60.0, *, excluding: JavaClusterNode | None = None,
    ) -> JavaClusterNode:
        """:func:`await_settled_leader` of this cluster's members."""
        return await_settled_leader(self.nodes, timeout_s, excluding=excluding)

    def container(self, node: JavaClusterNode, **kwargs: Any) -> JavaServiceContainer:
        """A started Java service container in its own JVM on `node` (stopped with the cluster)."""
        container = JavaServiceContainer(self.java, node, **kwargs)
        self.containers.append(container)
        return container.start()

    def client(self, **kwargs: Any) -> JavaClusterClient:
        """A started ClusterClientPeer for this cluster (stopped with the cluster)."""
        client = JavaClusterClient(self.java, self.work_dir, self.ingress_endpoints(), **kwargs)
        self.clients.append(client)
        return client.start()


# -- the client ---------------------------------------------------------------------------------------


class JavaClusterClient:
    """ClusterClientPeer in a JVM: send it script lines, read its JSON results and events with deadlines."""

    def __init__(
        self, java: JavaToolchain, work_dir: Path, ingress_endpoints: str, *,
        properties: Mapping[str, str] | None = None, embedded_driver: bool = True,
        aeron_dir: Path | None = None, launcher: Sequence[str] = (),
    ) -> None:
        """`launcher` prefixes the JVM's command line as for :class:`JavaClusterNode`."""
        self.java = java
        self.launcher = tuple(launcher)
        self.work_dir = work_dir
        self.owns_aeron_dir = aeron_dir is None
        self.aeron_dir = aeron_dir if aeron_dir is not None else unique_aeron_dir("client")
        self.props = {
            "aeron.dir": str(self.aeron_dir),
            "aeron.cluster.ingress.channel": INGRESS_CHANNEL,
            "aeron.cluster.ingress.endpoints": ingress_endpoints,
            "aeron.cluster.egress.channel": EGRESS_CHANNEL,
            "aeron.cluster.message.timeout": "5s",
            "aeronkit.peer.embedded.driver": "true" if embedded_driver else "false",
            **(properties or {}),
        }
        self.proc: subprocess.Popen[str] | None = None
        self.events: list[dict[str, Any]] = []
        self.transcript: list[str] = []
        self.cluster_session_id: int | None = None
        """The session of the last successful ``connect``."""
        self._stderr: IO[str] | None = None
        self.stderr_path = work_dir / f"client-{uuid.uuid4().hex[:8]}-stderr.txt"

    def __enter__(self) -> JavaClusterClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def start(self, timeout_s: float = START_TIMEOUT_S) -> JavaClusterClient:
        classes = peer_classes(self.java)
        self.work_dir.mkdir(parents=True, exist_ok=True)
        self._stderr = self.stderr_path.open("w")
        self.proc = subprocess.Popen(
            [*self.launcher,
             *jvm_command(self.java, "ClusterClientPeer", classpath=[classes], properties=self.props)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr, text=True,
        )
        try:
            self.await_event("ready", timeout_s)
        except BaseException:
            self.stop()
            raise
        return self

    def send(self, line: str) -> None:
        assert self.proc is not None and self.proc.stdin is not None, "client not started"
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read(self, timeout_s: float) -> dict[str, Any]:
        """The next JSON object the client prints (other lines, e.g. JVM warnings, stay in the transcript)."""
        assert self.proc is not None, "client not started"
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                line = read_line(self.proc, max(0.0, deadline - time.monotonic()), self.transcript)
            except AssertionError as failure:
                raise AssertionError(f"{failure}\n{self.stderr_tail()}") from None
            with contextlib.suppress(json.JSONDecodeError):
                obj = json.loads(line)
                if isinstance(obj, dict):
                    if "event" in obj:
                        self.events.append(obj)
                    return obj

    def command(self, line: str, timeout_s: float = 60.0) -> dict[str, Any]:
        """Send one command and return its result object; events printed meanwhile go to :attr:`events`."""
        name = line.split()[0]
        self.send(line)
        deadline = time.monotonic() + timeout_s
        while True:
            obj = self.read(max(0.0, deadline - time.monotonic()))
            if obj.get("result") == name:
                if name == "connect" and obj.get("ok"):
                    self.cluster_session_id = int(obj["cluster_session_id"])
                return obj

    def await_event(self, name: str, timeout_s: float) -> dict[str, Any]:
        """The first event called `name`, already received or arriving within `timeout_s`."""
        for event in self.events:
            if event["event"] == name:
                return event
        deadline = time.monotonic() + timeout_s
        while True:
            obj = self.read(max(0.0, deadline - time.monotonic()))
            if obj.get("event") == name:
                return obj

    def events_named(self, name: str) -> list[dict[str, Any]]:
        return [e for e in self.events if e["event"] == name]

    def stop(self, timeout_s: float = STOP_TIMEOUT_S) -> int | None:
        """Ask it to quit (stdin closed), then SIGTERM/SIGKILL by pid after the deadline."""
        code = None
        if self.proc is not None:
            if self.proc.poll() is None and self.proc.stdin is not None:
                with contextlib.suppress(OSError, ValueError):
                    self.proc.stdin.close()
                with contextlib.suppress(subprocess.TimeoutExpired):
                    self.proc.wait(timeout=timeout_s)
            code = stop(self.proc, timeout_s)
            if self.proc.stdout is not None:
                self.proc.stdout.close()
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None
        if self.owns_aeron_dir:
            shutil.rmtree(self.aeron_dir, ignore_errors=True)
        return code

    def stderr_tail(self, chars: int = 4000) -> str:
        try:
            return f"client stderr:\n{self.stderr_path.read_text()[-chars:]}"
        except OSError:
            return "(no client stderr)"


# -- ClusterTool --------------------------------------------------------------------------------------


def cluster_tool(
    java: JavaToolchain, cluster_dir: Path, command: str, *args: str, timeout_s: float = 60.0,
    properties: Mapping[str, str] | None = None,
) -> tuple[int, str]:
    """Aeron's ClusterTool on `cluster_dir`: (exit code, stdout); subprocess.run kills it on the timeout."""
    proc = subprocess.run(
        jvm_command(
            java, "io.aeron.cluster.ClusterTool", str(cluster_dir), command, *args, properties=properties),
        capture_output=True, text=True, timeout=timeout_s, check=False,
    )
    return proc.returncode, proc.stdout


@contextlib.contextmanager
def java_cluster(
    java: JavaToolchain, work_dir: Path, member_count: int, **kwargs: Any,
) -> Iterator[JavaCluster]:
    """A started :class:`JavaCluster`, stopped on exit even when the test fails."""
    with JavaCluster(java, work_dir, member_count, **kwargs) as cluster:
        cluster.start()
        yield cluster
