"""Our one-member cluster node (``aeronkit cluster-node``) as a process beside Aeron Java peers.

``AeronkitNode`` mirrors the cluster-peers harness's JavaClusterNode (tests/support/java_cluster.py): the same
port plan, members string, channels, test timing and directory layout (``<work>/node<id>/{cluster,archive}``),
started and stopped by pid, its counters read from the driver's cnc.dat, the interop service's digest lines
read from the cluster dir. So a test can put Java's client, container, ClusterTool or a Java member on the
very directories our node used.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO

from support.java_cluster import (
    HOST,
    INGRESS_CHANNEL,
    LOG_CHANNEL,
    START_TIMEOUT_S,
    STOP_TIMEOUT_S,
    TEST_TIMING,
    ClusterMemberProcess,
    Hosts,
    await_settled_leader,
    choose_base_port,
    cluster_members,
    ingress_endpoints,
    leader_first,
    member_endpoints,
    member_host,
    replication_channel,
    unique_aeron_dir,
)
from support.processes import read_line, read_rest, stop

from aeronkit.cluster.election_state import ElectionState
from aeronkit.cnc import CncFile, CncNotReadyError
from aeronkit.counter_types import CounterTypeId
from aeronkit.errors import CorruptFileError

HERE = Path(__file__).resolve().parent
INTEROP_SERVICE = "aeronkit.cluster.samples.interop_service:InteropService"
ECHO_SERVICE = "aeronkit.cluster.samples.echo_service:EchoService"
CHALLENGE_AUTHENTICATOR = "challenge_authenticator:ChallengeAuthenticator"
"""The Python twin of the peers' ChallengeAuthenticator.java (tests/cluster/cm/challenge_authenticator.py)."""


class AeronkitNode(ClusterMemberProcess):
    """One member run by ``aeronkit cluster-node`` in a child process (driver, archive, consensus module and,
    unless ``service`` is None, our container with that service)."""

    def __init__(
        self,
        work_dir: Path,
        member_id: int,
        base_port: int,
        member_count: int = 1,
        *,
        service: str | None = INTEROP_SERVICE,
        properties: Mapping[str, str] | None = None,
        label: str = "pynode",
        launcher: Sequence[str] = (),
        hosts: Hosts = HOST,
        on_signal: str = "shutdown",
    ) -> None:
        """`launcher` and `hosts` as for JavaClusterNode (e.g. the member in a network namespace of its own);
        `on_signal` is ``aeronkit cluster-node --on-signal``: what SIGTERM does."""
        self.member_id = member_id
        self.launcher = tuple(launcher)
        self.hosts = hosts
        self.host = member_host(hosts, member_id)
        self.on_signal = on_signal
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
        self.output: list[str] = []
        self._stderr: IO[str] | None = None

    @property
    def properties(self) -> dict[str, str]:
        """The same property set the peers' JavaClusterNode gives InteropNode, but for the driver's threading
        mode: Java's members run a SHARED driver thread, ours the node's default (INVOKER: the driver stepped
        in the node's one thread)."""
        props = {
            "aeron.dir": str(self.aeron_dir),
            "aeron.dir.delete.on.start": "true",
            "aeron.term.buffer.sparse.file": "true",
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
            **TEST_TIMING,
        }
        props.update(self.overrides)
        return props

    def argv(self) -> list[str]:
        service_args = ["--service", self.service] if self.service else ["--no-service"]
        props = [f"-D{k}={v}" for k, v in self.properties.items()]
        return [
            *self.launcher,
            sys.executable,
            "-m",
            "aeronkit.cli",
            "--log-level",
            "info",  # the election's state changes, for a failing test's stderr tail
            "cluster-node",
            "--dir",
            str(self.dir),
            "--on-signal",
            self.on_signal,
            *service_args,
            *props,
        ]

    def start(self, *, await_ready: bool = True, timeout_s: float = START_TIMEOUT_S) -> AeronkitNode:
        """Start the process; with ``await_ready`` wait for its ``ready`` line (an ACTIVE leader)."""
        if self.is_running():
            raise AssertionError(f"member {self.member_id} is already running")
        self.starts += 1
        self.dir.mkdir(parents=True, exist_ok=True)
        self._stderr = self.stderr_path.open("w")
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(HERE), env.get("PYTHONPATH")]))
        self.proc = subprocess.Popen(
            self.argv(),
            stdout=subprocess.PIPE,
            stderr=self._stderr,
            stdin=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        try:
            self.await_line("services", timeout_s)
            if await_ready:
                self.await_ready(timeout_s)
        except BaseException:
            self.stop()
            raise
        return self

    def await_line(self, needle: str, timeout_s: float) -> str:
        assert self.proc is not None
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                line = read_line(self.proc, max(0.0, deadline - time.monotonic()), self.output)
            except AssertionError as failure:
                raise AssertionError(f"member {self.member_id}: {failure}\n{self.stderr_tail()}") from None
            if needle in line:
                return line

    def await_ready(self, timeout_s: float = START_TIMEOUT_S) -> str:
        return self.await_line("ready:", timeout_s)

    def stop(self, timeout_s: float = STOP_TIMEOUT_S) -> int | None:
        """SIGTERM (an orderly cluster SHUTDOWN), SIGKILL after ``timeout_s``; the exit code. What the node
        prints while stopping is kept in ``output``."""
        code = None
        if self.proc is not None:
            if self.proc.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    self.proc.terminate()
                with contextlib.suppress(AssertionError):
                    self.output.extend(read_rest(self.proc, timeout_s).splitlines(keepends=True))
            code = stop(self.proc, timeout_s)
        self._released()
        return code


@contextlib.contextmanager
def started_members(
    work_dir: Path, count: int, *, service: str | None = INTEROP_SERVICE,
    properties: Mapping[str, str] | None = None, overrides: Mapping[int, Mapping[str, str]] | None = None,
) -> Iterator[list[AeronkitNode]]:
    """``count`` members of one cluster on consecutive free ports, started without waiting for a leader, and
    each stopped (by pid) at the end. ``overrides`` adds properties for single members (by member id)."""
    base = choose_base_port(count)
    members = [
        AeronkitNode(work_dir, i, base, count, service=service,
                     properties={**(properties or {}), **(overrides or {}).get(i, {})})
        for i in range(count)
    ]
    try:
        for node in members:
            node.start(await_ready=False)
        yield members
    finally:
        for node in leader_first(members):
            node.stop()


class AeronkitCluster:
    """Started members with support.java_cluster.JavaCluster's surface (``nodes``, ``ingress_endpoints``,
    ``await_leader``), so benchmarks/cluster3.py runs the same clients against ours as against Java's."""

    def __init__(self, nodes: list[AeronkitNode]) -> None:
        self.nodes = nodes

    def ingress_endpoints(self) -> str:
        return ingress_endpoints(self.nodes[0].base_port, len(self.nodes))

    def await_leader(self, timeout_s: float = START_TIMEOUT_S) -> AeronkitNode:
        return await_settled_leader(self.nodes, timeout_s)


@contextlib.contextmanager
def aeronkit_cluster(
    work_dir: Path, count: int, *, properties: Mapping[str, str] | None = None,
) -> Iterator[AeronkitCluster]:
    """:func:`started_members` with the InteropService, as an :class:`AeronkitCluster`."""
    with started_members(work_dir, count, properties=properties) as members:
        yield AeronkitCluster(members)


class ElectionStateHistory(threading.Thread):
    """Every distinct value a member's election-state counter takes, read from its cnc.dat every 0.2 ms
    from the moment the counter exists until ``stop``. A state the election stays in for less than the
    sampling interval could be missed; FOLLOWER_LOG_REPLICATION waits on archive round trips."""

    def __init__(self, node: AeronkitNode) -> None:
        super().__init__(name=f"election-states-{node.member_id}", daemon=True)
        self.node = node
        self.states: list[ElectionState] = []
        self._stopping = threading.Event()

    @property
    def last(self) -> ElectionState | None:
        """The latest state sampled. A member's commit position can settle while its election is still in
        FOLLOWER_READY, so a test that asserts the election ended waits for this to be CLOSED as well."""
        return self.states[-1] if self.states else None

    def stop(self) -> list[ElectionState]:
        self._stopping.set()
        self.join(10.0)
        return self.states

    def run(self) -> None:
        while not self._stopping.is_set():
            try:
                cnc = CncFile.map(self.node.aeron_dir)
            except (CorruptFileError, CncNotReadyError, ValueError):
                self._stopping.wait(0.001)
                continue
            with cnc:
                reader = cnc.counters_reader()
                counter_id = next((c for c, t in reader.allocated_ids()
                                   if t == CounterTypeId.CLUSTER_ELECTION_STATE), None)
                if counter_id is None:
                    self._stopping.wait(0.001)
                    continue
                while not self._stopping.is_set():
                    state = ElectionState(reader.get_counter_value(counter_id))
                    if not self.states or self.states[-1] is not state:
                        self.states.append(state)
                    time.sleep(0.0002)
