"""Aeron Java's ClusteredServiceContainer (running the peers' InteropService.java) on our consensus module:
our node in ``--no-service`` mode, the Java container attached through its aeron dir and cluster dir.

The interop script (docs/cluster-interop-service.md ops, a timer, a service message, an admin snapshot) gives
the same replies and digest-line layout as the same script on a Java node (InteropNode); digests themselves
carry each run's cluster time, so exact equality is checked on one log: after a SIGTERM shutdown and a
restart, the Java service loads its snapshot through our archive and replays our log to the very digest
lines it wrote the first time, and our consensus module accepted every ack (its error log stays empty).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cm_java import AeronkitNode
from support.interop_ops import DigestLine
from support.java_cluster import (
    JavaCluster,
    JavaClusterClient,
    JavaServiceContainer,
    await_snapshot_entries,
    choose_base_port,
    cluster_tool,
    ingress_endpoints,
    module_snapshot_entries,
    read_cluster_counters,
)
from support.wait import wait_until

from aeronkit.cluster.mark_file import ClusterMarkFile
from aeronkit.concurrent.error_log import ErrorLogReader
from aeronkit.interop.java import JavaToolchain
from aeronkit.logbuffer.descriptor import align

pytestmark = pytest.mark.java

OP_HEADER = 9
TIMER_EVENT_ENTRY = align(32 + 8 + 24, 32)
"""A TimerEvent in the log: frame header, SBE header, block."""


def entry(payload_length: int) -> int:
    """Log bytes of a one-frame session message: frame header, 32-byte session header, payload."""
    return align(32 + 32 + payload_length, 32)


UNSTABLE = {"timestamp", "digest", "elapsed_ms", "msgs_per_sec", "mb_per_sec", "position", "correlation_id"}


class Node:
    """Either kind of member, as the script needs it: its cluster dir, aeron dir and digest lines."""

    def __init__(self, cluster_dir: Path, aeron_dir: Path, digest_lines: Any) -> None:
        self.cluster_dir = cluster_dir
        self.aeron_dir = aeron_dir
        self.digest_lines = digest_lines


def await_commit(node: Node, position: int) -> None:
    def reached() -> bool:
        counters = read_cluster_counters(node.aeron_dir)
        return counters is not None and (counters.commit_position or 0) >= position

    wait_until(reached, 30, f"commit position {position}", poll_s=0.01)


def run_script(client: JavaClusterClient, node: Node) -> list[dict[str, Any]]:
    """The interop script; timer and service-message events are awaited so the log order is pinned."""
    replies: list[dict[str, Any]] = []

    def command(line: str, timeout_s: float = 60) -> dict[str, Any]:
        reply = client.command(line, timeout_s=timeout_s)
        assert reply["ok"], (line, reply)
        replies.append(reply)
        return reply

    command("connect")
    for line in ("digest", "put 1 10", "put 2 20", "get 1", "cas 1 10 11", "cas 2 99 1", "get 2"):
        command(line)
    echoed = command("echo 200 1 3000 7", timeout_s=120)
    assert echoed["received"] == 200 and echoed["mismatches"] == 0
    command("timer 501 60000")
    command("cancel 501")
    command("digest")
    base = node.digest_lines()[-1].position
    command("timer 502 20")
    await_commit(node, base + entry(OP_HEADER + 16) + TIMER_EVENT_ENTRY)
    command("digest")
    base = node.digest_lines()[-1].position
    command("svc 0badc0de")
    await_commit(node, base + 2 * entry(OP_HEADER + 4))
    command("digest")
    count = len([line for line in node.digest_lines() if line.event == "snapshot"])
    entries = len(module_snapshot_entries(node.cluster_dir))
    command("snapshot")
    wait_until(
        lambda: len([x for x in node.digest_lines() if x.event == "snapshot"]) > count, 30, "snapshot line"
    )
    await_snapshot_entries(node.cluster_dir, entries + 1)  # the module's entry follows the service's line
    command("put 3 30")
    command("digest")
    return replies


def comparable(replies: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in reply.items() if k not in UNSTABLE} for reply in replies]


def layout(lines: list[DigestLine]) -> list[tuple[int, int, int, str]]:
    return [(line.position, line.applied, line.map_size, line.event) for line in lines]


def module_errors(cluster_dir: Path) -> list[str]:
    with ClusterMarkFile.open(cluster_dir) as mark:
        buffer = mark.error_buffer()
        try:
            return [o.encoded_error for o in ErrorLogReader.observations(buffer)]
        finally:
            buffer.close()


class OurNodeWithJavaService:
    """Our node, no service of its own, and the Java container attached to it."""

    def __init__(self, java: JavaToolchain, work: Path) -> None:
        self.java = java
        self.node = AeronkitNode(work, 0, choose_base_port(1), service=None)
        self.container: JavaServiceContainer | None = None
        self.clients: list[JavaClusterClient] = []

    def start(self) -> None:
        self.node.start(await_ready=False)
        self.container = JavaServiceContainer(self.java, self.node).start()  # type: ignore[arg-type]
        self.node.await_ready()

    def client(self) -> JavaClusterClient:
        client = JavaClusterClient(self.java, self.node.dir.parent, ingress_endpoints(self.node.base_port, 1))
        self.clients.append(client.start())
        return client

    def stop(self) -> int | None:
        for client in self.clients:
            client.stop()
        code = self.node.stop()
        if self.container is not None:
            self.container.stop()
        return code

    def view(self) -> Node:
        return Node(self.node.cluster_dir, self.node.aeron_dir, self.node.digest_lines)


@pytest.fixture
def ours(java: JavaToolchain, tmp_path: Path) -> Iterator[OurNodeWithJavaService]:
    member = OurNodeWithJavaService(java, tmp_path / "ours")
    try:
        yield member
    finally:
        member.stop()


def test_java_service_on_our_module_matches_a_java_node_and_replays_identically(
    java: JavaToolchain, tmp_path: Path, ours: OurNodeWithJavaService
) -> None:
    ours.start()
    our_replies = run_script(ours.client(), ours.view())
    our_lines = ours.node.digest_lines()
    assert module_errors(ours.node.cluster_dir) == [], (
        "our consensus module took every ack of the Java service"
    )
    code, log = cluster_tool(java, ours.node.cluster_dir, "recording-log")
    assert code == 0 and "type=SNAPSHOT" in log and "serviceId=0" in log and "serviceId=-1" in log, log

    with JavaCluster(java, tmp_path / "java", 1, service="interop") as reference:
        reference.start()
        java_node = reference.nodes[0]
        their_replies = run_script(
            reference.client(), Node(java_node.cluster_dir, java_node.aeron_dir, java_node.digest_lines)
        )
        their_lines = java_node.digest_lines()
    assert comparable(our_replies) == comparable(their_replies)
    assert layout(our_lines) == layout(their_lines), "the same log layout on our module and Java's"

    assert ours.stop() == 0, ours.node.stderr_tail()
    before_restart = ours.node.digest_lines()
    assert before_restart[-1].event == "terminate", "the Java service was terminated by our module's SHUTDOWN"
    ours.clients.clear()
    ours.start()
    fresh = ours.client()
    connected = fresh.command("connect")
    assert connected["ok"] and connected["leadership_term_id"] == 1, connected
    assert [fresh.command(f"get {k}")["value"] for k in (1, 2, 3)] == [11, 20, 30]
    final = fresh.command("digest")
    assert final["applied"] > our_replies[-1]["applied"]
    replayed = ours.node.digest_lines()[len(before_restart) :]
    first_run = {(line.position, line.event): line for line in before_restart}
    for line in replayed:
        if (line.position, line.event) in first_run:
            assert first_run[(line.position, line.event)] == line, "a replayed line differs"
    assert module_errors(ours.node.cluster_dir) == []
