"""aeronkit's container beside Aeron Java's consensus module: a one-member Java node (InteropNode, no Java
service container) with our ClusteredServiceContainer running the Python InteropService, driven by the Java
client peer, compared with the Java InteropService.

* the interop script (echo across fragmentation, PUT/GET/CAS, timers, a service message, DIGEST, an
  AdminRequest snapshot) gives the right replies, our digest lines match the replies, and the Java
  consensus module accepts every ack (its mark-file error log stays empty);
* a restart of both loads our snapshot and replays the log to the same digest lines;
* the same script against the Java InteropService on an identical node gives the same log layout: digest
  lines at the same positions with the same counts and replies with the same values. The digests
  themselves differ there because each run's cluster time differs (it is in every record), so
* exact equality is proven on one log: a Java run's log is replayed through our service, from the Java
  service's snapshot, and ours through the Java service, from our snapshot, and every replayed digest line
  equals the line the other implementation wrote at that position.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from support.interop_ops import DigestLine
from support.java_cluster import (
    SIGTERM_EXIT_CODE,
    JavaCluster,
    JavaClusterClient,
    JavaClusterNode,
    await_snapshot_entries,
    cluster_tool,
    module_snapshot_entries,
    read_cluster_counters,
)
from support.wait import wait_until

from aeronkit.cluster.mark_file import ClusterMarkFile
from aeronkit.cluster.samples import InteropService
from aeronkit.cluster.service import ClusteredServiceContainer, ClusterError, Context
from aeronkit.concurrent.error_log import ErrorLogReader
from aeronkit.idle import BackoffIdleStrategy
from aeronkit.interop.java import JavaToolchain
from aeronkit.logbuffer.descriptor import align

pytestmark = pytest.mark.java

MTU = 1408
FRAME_HEADER = 32
SESSION_HEADER = 32
OP_HEADER = 9
TIMER_EVENT_ENTRY = align(FRAME_HEADER + 8 + 24, 32)
"""A TimerEvent log entry: frame header, SBE header, 24-byte block."""
UNSTABLE_REPLY_FIELDS = {
    "timestamp",
    "digest",
    "elapsed_ms",
    "msgs_per_sec",
    "mb_per_sec",
    "position",
    "correlation_id",
}
"""Reply fields that differ between two runs of one script: cluster time and what depends on it, timing,
and the client's ingress position (keep-alives go there too)."""


def message_entry(payload_length: int) -> int:
    """Log bytes of a one-frame session message entry."""
    return align(FRAME_HEADER + SESSION_HEADER + payload_length, 32)


class PythonContainer:
    """Our container with the Python InteropService, attached to a Java node's driver and cluster dir."""

    def __init__(self, node: JavaClusterNode) -> None:
        self.node = node
        self.errors: list[BaseException] = []
        self.service = InteropService()
        self.container = ClusteredServiceContainer.launch(
            Context(
                aeron_dir=str(node.aeron_dir),
                cluster_dir=str(node.cluster_dir),
                clustered_service=self.service,
                idle_strategy=BackoffIdleStrategy(),
                error_handler=self.errors.append,
            )
        )

    def close(self) -> None:
        self.container.close()


@pytest.fixture
def python_node(java: JavaToolchain, tmp_path: Path) -> Iterator[tuple[JavaCluster, list[PythonContainer]]]:
    """A one-member Java cluster whose service is ours; the list holds the containers started on it."""
    containers: list[PythonContainer] = []
    with JavaCluster(java, tmp_path, 1, service="none") as cluster:
        try:
            yield cluster, containers
        finally:
            for container in containers:
                container.close()


def start_with_python(cluster: JavaCluster, containers: list[PythonContainer]) -> PythonContainer:
    node = cluster.nodes[0]
    node.service = "none"
    node.start()
    container = PythonContainer(node)
    containers.append(container)
    cluster.await_leader(timeout_s=60)
    return container


def await_log(node: JavaClusterNode, position: int) -> None:
    """Wait until the node's commit position reaches ``position`` (an entry no client request made)."""

    def reached() -> bool:
        counters = read_cluster_counters(node.aeron_dir)
        return counters is not None and (counters.commit_position or 0) >= position

    wait_until(reached, 30, f"commit position {position}", poll_s=0.01)


def last_line(node: JavaClusterNode, event: str = "digest") -> DigestLine:
    return [line for line in node.digest_lines() if line.event == event][-1]


def run_script(client: JavaClusterClient, node: JavaClusterNode) -> list[dict[str, Any]]:
    """The interop script, with the log order of timer events, service messages and the snapshot pinned by
    waiting for them (on the commit position or the snapshot line) before the next request."""
    replies: list[dict[str, Any]] = []

    def command(line: str, timeout_s: float = 60) -> dict[str, Any]:
        reply = client.command(line, timeout_s=timeout_s)
        assert reply["ok"], (line, reply)
        replies.append(reply)
        return reply

    connected = command("connect")
    assert connected["leader_member_id"] == 0
    for line in ("digest", "put 1 10", "put 2 20", "get 1", "cas 1 10 11", "cas 2 99 1", "get 2", "get 3"):
        command(line)
    echoed = command("echo 300 1 3000 20261126", timeout_s=120)
    assert echoed["received"] == 300 and echoed["mismatches"] == 0 and echoed["max_length"] > MTU
    command("timer 501 60000")
    command("cancel 501")
    command("digest")
    base = last_line(node).position
    command("timer 502 20")
    await_log(node, base + message_entry(OP_HEADER + 16) + TIMER_EVENT_ENTRY)
    command("digest")
    base = last_line(node).position
    command("svc 0badc0de")
    await_log(node, base + 2 * message_entry(OP_HEADER + 4))
    command("digest")
    base = last_line(node).position
    entries = len(module_snapshot_entries(node.cluster_dir))
    command("snapshot")
    wait_until(
        lambda: any(line.event == "snapshot" and line.position > base for line in node.digest_lines()),
        30,
        "the snapshot's digest line",
    )
    await_snapshot_entries(node.cluster_dir, entries + 1)  # the module's entry follows the service's line
    command("put 3 30")
    command("digest")
    return replies


def comparable(replies: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in reply.items() if k not in UNSTABLE_REPLY_FIELDS} for reply in replies]


def layout(lines: list[DigestLine]) -> list[tuple[int, int, int, str]]:
    return [(line.position, line.applied, line.map_size, line.event) for line in lines]


def consensus_module_errors(cluster_dir: Path) -> list[str]:
    """The Java consensus module's distinct errors, read from its cluster-mark.dat."""
    with ClusterMarkFile.open(cluster_dir) as mark:
        buffer = mark.error_buffer()
        try:
            return [o.encoded_error for o in ErrorLogReader.observations(buffer)]
        finally:
            buffer.close()


def test_python_service_on_a_java_node_runs_the_script_and_resumes_from_its_snapshot(
    java: JavaToolchain,
    python_node: tuple[JavaCluster, list[PythonContainer]],
) -> None:
    cluster, containers = python_node
    node = cluster.nodes[0]
    container = start_with_python(cluster, containers)
    client = cluster.client()
    replies = {r["result"] + str(i): r for i, r in enumerate(run_script(client, node))}
    values = [
        (r["result"], r.get("previous", r.get("value", r.get("swapped"))))
        for r in replies.values()
        if r["result"] in ("put", "get", "cas")
    ]
    assert values == [
        ("put", -1),
        ("put", -1),
        ("get", 10),
        ("cas", True),
        ("cas", False),
        ("get", 20),
        ("get", -1),
        ("put", -1),
    ]
    timers = [r for r in replies.values() if r["result"] in ("timer", "cancel")]
    assert [r.get("scheduled", r.get("cancelled")) for r in timers] == [True, True, True]

    lines = node.digest_lines()
    digests = [r for r in replies.values() if r["result"] == "digest"]
    assert [(line.digest, line.applied) for line in lines if line.event == "digest"] == [
        (r["digest"], r["applied"]) for r in digests
    ], "each DIGEST reply matches the line written with it"
    service = container.service
    assert (service.digest, service.applied) == (digests[-1]["digest"], digests[-1]["applied"])
    snapshot = last_line(node, "snapshot")
    code, log = cluster_tool(java, node.cluster_dir, "recording-log")
    assert code == 0 and "type=SNAPSHOT" in log and "serviceId=0" in log, log
    assert container.errors == []
    assert consensus_module_errors(node.cluster_dir) == [], "the Java consensus module took every ack"
    container.container.context.counted_error_handler(ClusterError("probe from the python container"))
    code, errors = cluster_tool(java, node.cluster_dir, "errors")
    assert code == 0 and "Type: CONTAINER" in errors and "probe from the python container" in errors, errors
    assert "out of sequence" not in errors

    client.stop()
    container.close()
    assert node.stop() == SIGTERM_EXIT_CODE, node.stderr_tail()
    before_restart = node.digest_lines()
    assert before_restart[-1].event == "terminate"

    restarted = start_with_python(cluster, containers)
    fresh = cluster.client()
    assert fresh.command("connect")["ok"]
    assert [fresh.command(f"get {k}")["value"] for k in (1, 2, 3)] == [11, 20, 30]
    wait_until(lambda: restarted.service.applied >= digests[-1]["applied"], 30, "the log replayed")
    replayed = node.digest_lines()[len(before_restart) :]
    again = {(line.position, line.event): line for line in replayed}
    assert again, "the log after the snapshot was replayed"
    assert min(position for position, _event in again) > snapshot.position, "the snapshot was loaded"
    for line in before_restart:
        if (line.position, line.event) in again:
            assert again[(line.position, line.event)] == line
    assert (layout_of(again, "digest")[-1]) == (digests[-1]["applied"], digests[-1]["digest"])
    assert restarted.errors == []
    assert consensus_module_errors(node.cluster_dir) == []


def layout_of(lines: dict[tuple[int, str], DigestLine], event: str) -> list[tuple[int, int]]:
    return [(line.applied, line.digest) for (_p, e), line in sorted(lines.items()) if e == event]


def test_same_script_gives_the_java_services_log_layout_and_replies(
    java: JavaToolchain,
    tmp_path: Path,
    python_node: tuple[JavaCluster, list[PythonContainer]],
) -> None:
    cluster, containers = python_node
    start_with_python(cluster, containers)
    ours = run_script(cluster.client(), cluster.nodes[0])
    our_lines = cluster.nodes[0].digest_lines()

    with JavaCluster(java, tmp_path / "java", 1, service="interop") as reference:
        reference.start()
        theirs = run_script(reference.client(), reference.nodes[0])
        their_lines = reference.nodes[0].digest_lines()

    # Digests are not compared here: each run's cluster time is in every digest record. The replay test
    # below compares digests on one log.
    assert comparable(ours) == comparable(theirs)
    assert layout(our_lines) == layout(their_lines), "digest lines at the same positions, counts and sizes"
    assert len(our_lines) == 6 and [line.event for line in our_lines].count("snapshot") == 1


def test_each_implementation_replays_the_others_log_and_snapshot_to_identical_digest_lines(
    java: JavaToolchain,
    python_node: tuple[JavaCluster, list[PythonContainer]],
) -> None:
    cluster, containers = python_node
    node = cluster.nodes[0]

    def session(script: Callable[[JavaClusterClient], None]) -> None:
        client = cluster.client()
        assert client.command("connect")["ok"]
        script(client)
        client.stop()

    def ops(*lines: str) -> Callable[[JavaClusterClient], None]:
        """Run the lines; ``get K=V`` also checks the value read."""

        def run(client: JavaClusterClient) -> None:
            for line in lines:
                command, _, expected = line.partition("=")
                reply = client.command(command, timeout_s=120)
                assert reply["ok"], line
                if expected:
                    assert reply["value"] == int(expected), (line, reply)

        return run

    def snapshot_then(*lines: str) -> Callable[[JavaClusterClient], None]:
        def run(client: JavaClusterClient) -> None:
            count = len([line for line in node.digest_lines() if line.event == "snapshot"])
            assert client.command("snapshot")["ok"]
            wait_until(
                lambda: len([x for x in node.digest_lines() if x.event == "snapshot"]) > count,
                30,
                "the snapshot line",
            )
            ops(*lines)(client)

        return run

    # Run 1, Java service: history, a Java snapshot, more history.
    node.service = "interop"
    node.start()
    session(ops("put 1 1", "echo 50 1 3000 1", "digest", "cas 1 1 2", "digest"))
    session(snapshot_then("put 2 2", "echo 50 1 3000 2", "digest", "get 2", "digest"))
    assert node.stop() == SIGTERM_EXIT_CODE, node.stderr_tail()
    java_lines = node.digest_lines()

    # Run 2, our service: loads the Java snapshot, replays Java's log, then writes its own history + snapshot.
    ours = start_with_python(cluster, containers)
    java_tail = [
        line
        for line in java_lines
        if line.event == "digest" and line.position > last_of(java_lines, "snapshot").position
    ]
    wait_until(lambda: ours.service.applied >= java_tail[-1].applied, 30, "Java's log replayed through ours")
    session(ops("get 1=2", "get 2=2", "digest", "put 3 3", "digest"))
    session(snapshot_then("put 4 4", "echo 50 1 3000 3", "digest", "cas 4 4 5", "digest"))
    replayed_by_us = node.digest_lines()[len(java_lines) :]
    assert_same_lines(java_lines, replayed_by_us, expected=len(java_tail))
    ours.close()
    assert node.stop() == SIGTERM_EXIT_CODE, node.stderr_tail()
    assert ours.errors == []
    our_lines = node.digest_lines()
    our_snapshot = last_of(our_lines, "snapshot")
    our_tail = [
        line
        for line in our_lines[len(java_lines) :]
        if line.event == "digest" and line.position > our_snapshot.position
    ]

    # Run 3, Java service again: loads our snapshot and replays our log.
    node.service = "interop"
    node.start()
    session(ops("get 4=5", "get 3=3", "get 1=2", "digest"))
    replayed_by_java = node.digest_lines()[len(our_lines) :]
    assert_same_lines(our_lines[len(java_lines) :], replayed_by_java, expected=len(our_tail))
    assert consensus_module_errors(node.cluster_dir) == []


def last_of(lines: list[DigestLine], event: str) -> DigestLine:
    return [line for line in lines if line.event == event][-1]


def assert_same_lines(written: list[DigestLine], replayed: list[DigestLine], expected: int) -> None:
    """Every digest line the replay wrote at a position the first writer wrote is identical to it."""
    first = {(line.position, line.event): line for line in written if line.event == "digest"}
    matched = [line for line in replayed if (line.position, line.event) in first]
    assert len(matched) >= expected, (matched, written, replayed)
    assert all(first[(line.position, line.event)] == line for line in matched), (matched, first)


def test_cluster_tool_shutdown_snapshots_terminates_and_exits_as_with_the_java_service(
    java: JavaToolchain,
    tmp_path: Path,
    python_node: tuple[JavaCluster, list[PythonContainer]],
) -> None:
    """ClusterTool shutdown: SNAPSHOT action, ServiceTerminationPosition, termination ack; the Java node
    exits cleanly and its consensus module logs exactly what it logs with its own service."""

    def shut_down(cluster: JavaCluster) -> tuple[list[DigestLine], list[str]]:
        node = cluster.nodes[0]
        client = cluster.client()
        assert client.command("connect")["ok"] and client.command("put 1 10")["ok"]
        client.stop()
        code, out = cluster_tool(java, node.cluster_dir, "shutdown")
        assert code == 0 and "SHUTDOWN applied successfully" in out, out
        process = node.proc
        assert process is not None
        wait_until(lambda: process.poll() is not None, 30, "the Java node to exit")
        assert process.returncode == 0, node.stderr_tail()
        return node.digest_lines(), [
            error.splitlines()[0] for error in consensus_module_errors(node.cluster_dir)
        ]

    cluster, _containers = python_node
    hooks: list[str] = []
    node = cluster.nodes[0]
    node.start()
    ours = ClusteredServiceContainer.launch(
        Context(
            aeron_dir=str(node.aeron_dir),
            cluster_dir=str(node.cluster_dir),
            clustered_service=InteropService(),
            idle_strategy=BackoffIdleStrategy(),
            termination_hook=lambda: hooks.append("terminated"),
        )
    )
    try:
        cluster.await_leader(timeout_s=60)
        our_lines, our_errors = shut_down(cluster)
        wait_until(lambda: not ours.is_running, 30, "our container to stop")
    finally:
        ours.close()
    assert hooks == ["terminated"]

    with JavaCluster(java, tmp_path / "java", 1, service="interop") as reference:
        reference.start()
        their_lines, their_errors = shut_down(reference)

    assert layout(our_lines) == layout(their_lines)
    assert [line.event for line in our_lines] == ["snapshot", "terminate"]
    assert our_errors == their_errors, "the consensus module saw nothing from our container it did not see"
