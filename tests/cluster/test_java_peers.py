"""The Java cluster peers against each other: InteropNode + InteropService + ClusterClientPeer + ClusterTool.

These programs are what aeronkit's consensus module, service container and client are tested against, so
here they prove, Java with Java, that they do what docs/cluster-interop-service.md says: echoes in order
across fragmentation, the key-value ops, timers, service messages, digests and digest lines, an AdminRequest
snapshot, a restart that loads the snapshot and replays the log to the same digests, the challenge
authenticator, ClusterTool on a live node, and a three-member failover.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from support import interop_ops as ops
from support.interop_ops import DigestLine
from support.java_cluster import (
    SIGTERM_EXIT_CODE,
    JavaCluster,
    JavaClusterClient,
    JavaClusterNode,
    await_snapshot_entries,
    cluster_members,
    cluster_tool,
    java_cluster,
    member_endpoints,
    module_snapshot_entries,
)
from support.wait import wait_until

from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

CREDENTIALS = "interop-user"
RESPONSE = "interop-response"
MTU = 1408
"""Aeron's default MTU: an echo longer than this crosses ingress, the log and egress in fragments."""

SINGLE_NODE = {
    "aeron.cluster.authenticator.supplier": "ChallengeAuthenticator",
    "aeron.cluster.session.timeout": "60s",
}
"""The shared one-member node challenges every client. Clients confirm their close before exiting; the long
session timeout is the backstop that keeps a session left behind (a client that failed) from timing out in a
later test, where its close would be counted among that test's events."""


@pytest.fixture(scope="module")
def single(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[JavaCluster]:
    """One Java member with the interop service and the challenge authenticator, shared by this module's
    one-member tests (the last of them restarts it)."""
    with java_cluster(java, tmp_path_factory.mktemp("single"), 1, properties=SINGLE_NODE) as cluster:
        yield cluster


@pytest.fixture
def connect(single: JavaCluster) -> Iterator[Callable[..., JavaClusterClient]]:
    """Start Java clients on the one-member cluster; each is stopped when the test ends."""
    started: list[JavaClusterClient] = []

    def start() -> JavaClusterClient:
        started.append(single.client())
        return started[-1]

    yield start
    for peer in started:
        peer.stop()


@pytest.fixture
def client(connect: Callable[..., JavaClusterClient]) -> JavaClusterClient:
    """A Java client connected (with the challenge answered) to the one-member cluster."""
    peer = connect()
    connected = peer.command(f"connect {CREDENTIALS} {RESPONSE}")
    assert connected["ok"], connected
    return peer


class OtherEvents:
    """Counts the digested events none of this client's requests is: timer events, service messages, other
    sessions opening and closing. Each request and each DIGEST op is one event; the rest of ``applied`` is
    these."""

    def __init__(self, client: JavaClusterClient) -> None:
        self.client = client
        self.base = int(client.command("digest")["applied"])
        self.requests = 0

    def request(self, line: str) -> dict[str, Any]:
        reply = self.client.command(line)
        assert reply["ok"], reply
        self.requests += 1
        return reply

    def count(self) -> tuple[int, dict[str, Any]]:
        """(events so far, the DIGEST reply that counted them)."""
        reply = self.request("digest")
        return int(reply["applied"]) - self.base - self.requests, reply

    def await_some(self, timeout_s: float = 30.0) -> tuple[int, dict[str, Any]]:
        """The first count above zero, polling with DIGEST ops."""
        found: list[tuple[int, dict[str, Any]]] = []

        def counted() -> bool:
            found.append(self.count())
            return found[-1][0] > 0

        wait_until(counted, timeout_s, "an event without a session in the digest", poll_s=0.02)
        return found[-1]


def test_echo_2000_messages_in_order_across_fragmentation(client: JavaClusterClient) -> None:
    result = client.command("echo 2000 1 3000 20261126", timeout_s=120)
    assert result["ok"], result
    assert result["sent"] == result["received"] == 2000
    assert result["mismatches"] == 0 and result["first_mismatch"] == -1
    assert result["min_length"] >= 10 and result["max_length"] > 3000 > MTU
    print(f"echo throughput: {result['msgs_per_sec']} msg/s, {result['mb_per_sec']} MB/s")


def test_put_get_cas_results(client: JavaClusterClient) -> None:
    key = 4_000_000_000 + int(time.monotonic_ns() % 1000)
    assert client.command(f"get {key}")["value"] == -1
    assert client.command(f"put {key} 10")["previous"] == -1
    assert client.command(f"put {key} 11")["previous"] == 10
    assert client.command(f"get {key}")["value"] == 11
    swapped = client.command(f"cas {key} 11 12")
    assert swapped["swapped"] is True and swapped["current"] == 12
    refused = client.command(f"cas {key} 11 13")
    assert refused["swapped"] is False and refused["current"] == 12
    assert client.command(f"cas {key + 1} -1 5")["swapped"] is True, "an absent key compares as -1"
    assert client.command(f"get {key + 1}")["value"] == 5


def test_service_message_is_applied(single: JavaCluster, client: JavaClusterClient) -> None:
    events = OtherEvents(client)
    events.request("svc 0badc0de")
    count, reply = events.await_some()
    assert count == 1, "one SERVICE op, one service message"
    last = single.nodes[0].digest_lines()[-1]
    assert (last.digest, last.applied, last.event) == (reply["digest"], reply["applied"], "digest")


CANCELLED_DELAY_MS = 3000
FIRED_DELAY_MS = 3500
"""The cancelled timer's delay is the time its CANCEL has to reach the consensus module (client, log, commit,
service, IPC): were it shorter than that round trip on a loaded machine, the timer would fire first, as Aeron
allows. The timer that fires is due later, so a fired cancelled timer would show up before it."""


def test_timer_fires_at_its_deadline_and_a_cancelled_one_never(client: JavaClusterClient) -> None:
    events = OtherEvents(client)
    cancelled = events.request(f"timer 901 {CANCELLED_DELAY_MS}")
    assert cancelled["scheduled"] is True
    cancel = events.request("cancel 901")
    assert cancel["cancelled"] is True
    assert cancel["timestamp"] < cancelled["timestamp"] + CANCELLED_DELAY_MS, "CANCEL came too late"
    scheduled = events.request(f"timer 902 {FIRED_DELAY_MS}")
    assert scheduled["scheduled"] is True
    # reply timestamps are the cluster time (ms) at which the service applied the op
    deadline = scheduled["timestamp"] + FIRED_DELAY_MS
    count, reply = events.await_some()
    # Timer 901 was due before 902: an event before 902's deadline, or two events, would be 901.
    assert count == 1 and reply["timestamp"] >= deadline, (count, reply, deadline)
    assert events.count()[0] == 1, "no further timer event"


def test_digest_reply_equals_the_digest_line_and_pythons_crc(
    single: JavaCluster, client: JavaClusterClient,
) -> None:
    first = client.command("digest")
    put = client.command("put 5 55")
    second = client.command("digest")
    assert second["applied"] == first["applied"] + 2
    lines = single.nodes[0].digest_lines()
    assert [(line.digest, line.applied) for line in lines[-2:]] == [
        (first["digest"], first["applied"]), (second["digest"], second["applied"])]
    assert lines[-1].position > lines[-2].position

    # The Java service's CRC continued over two session-message records equals Python's zlib (the twin's):
    # each reply's timestamp is the one its log entry was applied with.
    csid = client.cluster_session_id
    assert csid is not None
    expected = ops.digest_record(
        first["digest"], ops.Kind.SESSION_MESSAGE, csid, put["timestamp"], ops.put(put["request_id"], 5, 55))
    expected = ops.digest_record(
        expected, ops.Kind.SESSION_MESSAGE, csid, second["timestamp"], ops.digest(second["request_id"]))
    assert second["digest"] == expected


def test_challenge_accepts_the_right_response_and_rejects_others(
    connect: Callable[..., JavaClusterClient],
) -> None:
    good = connect()
    connected = good.command(f"connect {CREDENTIALS} {RESPONSE}")
    assert connected["ok"], connected
    assert good.events_named("challenge") == [{"event": "challenge", "challenge": "interop-challenge"}]

    wrong_response = connect()
    refused = wrong_response.command(f"connect {CREDENTIALS} not-the-response")
    assert not refused["ok"] and "AuthenticationException" in refused["error"], refused
    assert len(wrong_response.events_named("challenge")) == 1

    wrong_credentials = connect()
    refused = wrong_credentials.command("connect somebody-else")
    assert not refused["ok"] and "AuthenticationException" in refused["error"], refused
    assert wrong_credentials.events_named("challenge") == [], "unknown credentials are rejected unchallenged"

    assert good.command("get 1")["ok"], "the accepted session works"


def test_close_op_closes_the_session_from_the_service(single: JavaCluster, client: JavaClusterClient) -> None:
    events = OtherEvents(client)
    applied = events.base
    client.send("raw " + ops.close(99).hex())
    closed = client.command("await_closed 20000")
    assert closed["ok"], (closed, client.events)
    session_events = client.events_named("session")
    assert session_events and session_events[-1]["code"] == "CLOSED", client.events
    assert client.events_named("closed"), client.events
    # the CLOSE message, then the session's close event (SERVICE_ACTION) in every member's digest
    node = single.nodes[0]
    probe = single.client()
    assert probe.command(f"connect {CREDENTIALS} {RESPONSE}")["ok"]
    after = probe.command("digest")
    assert after["applied"] == applied + 4, "CLOSE, session close, the probe's open and its DIGEST"
    assert node.digest_lines()[-1].applied == after["applied"]
    probe.stop()


def test_client_close_is_confirmed_and_digested(
    client: JavaClusterClient, connect: Callable[..., JavaClusterClient],
) -> None:
    events = OtherEvents(client)
    other = connect()
    assert other.command(f"connect {CREDENTIALS} {RESPONSE}")["ok"]
    closed = other.command("close")
    assert closed["ok"] and closed["confirmed"], closed
    wait_until(lambda: events.count()[0] >= 2, 30, "the other session's open and close", poll_s=0.02)
    assert events.count()[0] == 2


def test_cluster_tool_on_a_live_member(java: JavaToolchain, single: JavaCluster) -> None:
    node = single.nodes[0]
    code, out = cluster_tool(java, node.cluster_dir, "describe")
    assert code == 0, out
    assert "componentType=CONSENSUS_MODULE" in out and "componentType=CONTAINER" in out
    assert f"aeronDirectory='{node.aeron_dir}'" in out

    code, out = cluster_tool(java, node.cluster_dir, "is-leader")
    assert code == 0, out

    code, out = cluster_tool(java, node.cluster_dir, "list-members")
    assert code == 0, out
    assert "leaderMemberId=0" in out and f"ingressEndpoint='{node.endpoints.ingress}'" in out

    code, out = cluster_tool(java, node.cluster_dir, "recording-log")
    assert code == 0, out
    assert "leadershipTermId=0" in out and "type=TERM" in out


def test_snapshot_then_restart_continues_from_snapshot_and_log(
    java: JavaToolchain, single: JavaCluster, client: JavaClusterClient,
    connect: Callable[..., JavaClusterClient],
) -> None:
    node = single.nodes[0]
    client.command("put 77 7")
    earlier = len(module_snapshot_entries(node.cluster_dir))
    snapshot = client.command("snapshot")
    assert snapshot["ok"] and snapshot["code"] == "OK", snapshot
    wait_until(lambda: any(line.event == "snapshot" for line in node.digest_lines()), 30, "a snapshot line")
    snapshot_line = next(line for line in node.digest_lines() if line.event == "snapshot")
    await_snapshot_entries(node.cluster_dir, earlier + 1)  # written after the OK and the service's snapshot
    code, log = cluster_tool(java, node.cluster_dir, "recording-log")
    assert code == 0 and "type=SNAPSHOT" in log, log

    after = client.command("digest")  # a DIGEST in the log after the snapshot: replayed on restart
    before_restart = node.digest_lines()
    assert node.stop() == SIGTERM_EXIT_CODE, node.stderr_tail()
    assert node.digest_lines()[-1].event == "terminate", "the service was closed, not killed"

    node.start()
    single.await_leader(timeout_s=60)
    fresh = connect()
    assert fresh.command(f"connect {CREDENTIALS} {RESPONSE}")["ok"]
    assert fresh.command("get 77")["value"] == 7, "the map came back from snapshot + log"
    resumed = fresh.command("digest")
    assert resumed["applied"] > after["applied"]

    lines = node.digest_lines()
    replayed = lines[len(before_restart):]
    by_key: dict[tuple[int, str], DigestLine] = {}
    for line in before_restart:
        by_key.setdefault((line.position, line.event), line)
    again = [line for line in replayed if (line.position, line.event) in by_key]
    assert again, "the restart replayed the log after the snapshot"
    assert all(by_key[(line.position, line.event)] == line for line in again), "same digest at same position"
    assert min(line.position for line in again) > snapshot_line.position, (
        "lines before the snapshot were not replayed: the service loaded the snapshot")
    assert any(line.position == after_line_position(after, before_restart) for line in again)


def after_line_position(reply: dict[str, Any], lines: list[DigestLine]) -> int:
    """The position of the digest line a DIGEST reply came with."""
    return next(line.position for line in lines
                if (line.digest, line.applied, line.event) == (reply["digest"], reply["applied"], "digest"))


def test_three_members_failover_keeps_every_digest_equal(java: JavaToolchain, tmp_path: Path) -> None:
    with java_cluster(java, tmp_path, 3) as cluster:
        leader = cluster.await_leader()
        client = cluster.client()
        connected = client.command("connect")
        assert connected["ok"] and connected["leader_member_id"] == leader.member_id, connected
        echoed = client.command("echo 500 1 2000 3", timeout_s=120)
        assert echoed["ok"] and echoed["received"] == 500, echoed
        first = client.command("digest")
        assert_members_agree(cluster.nodes, first)

        assert leader.kill() is not None
        new_leader_event = client.command("await_new_leader 30000")
        assert new_leader_event["ok"], (new_leader_event, client.events)
        new_leader = cluster.await_leader(excluding=leader)
        assert new_leader_event["leader_member_id"] == new_leader.member_id != leader.member_id
        assert new_leader_event["leadership_term_id"] > connected["leadership_term_id"]

        echoed = client.command("echo 200 1 2000 4", timeout_s=120)
        assert echoed["ok"] and echoed["received"] == 200, echoed
        second = client.command("digest")
        assert second["applied"] > first["applied"] + 200
        survivors = [n for n in cluster.nodes if n is not leader]
        assert_members_agree(survivors, second)
        common = {(line.position, line.event) for line in survivors[0].digest_lines()}
        for node in survivors[1:]:
            common &= {(line.position, line.event) for line in node.digest_lines()}
        for position_event in common:
            assert len({line for n in survivors for line in n.digest_lines()
                        if (line.position, line.event) == position_event}) == 1


def assert_members_agree(nodes: list[JavaClusterNode], reply: dict[str, Any]) -> None:
    """Every member wrote the digest line of this DIGEST op, at one position with one digest."""
    def matching(node: JavaClusterNode) -> set[DigestLine]:
        return {line for line in node.digest_lines()
                if (line.digest, line.applied) == (reply["digest"], reply["applied"])}

    wait_until(lambda: all(matching(n) for n in nodes), 30, f"line of {reply} on all members", poll_s=0.05)
    found = set().union(*(matching(n) for n in nodes))
    assert len(found) == 1, found


def test_echo_service_node_echoes(java: JavaToolchain, tmp_path: Path) -> None:
    with java_cluster(java, tmp_path, 1, service="echo") as cluster:
        client = cluster.client()
        assert client.command("connect")["ok"]
        payload = bytes(range(256)) * 8  # 2 KiB: fragmented both ways
        assert client.command("raw " + payload.hex())["ok"]
        message = client.await_event("message", 30)
        assert bytes.fromhex(message["hex"]) == payload


def test_container_of_another_process_joins_a_member_without_service(
    java: JavaToolchain, tmp_path: Path,
) -> None:
    """``service="none"``: the member's consensus module waits for a container of another process (here
    Aeron's own ClusteredServiceContainer main with InteropService), which then serves clients."""
    with java_cluster(java, tmp_path, 1, service="none") as cluster:
        node = cluster.nodes[0]
        counters = node.counters()
        assert counters is not None and not counters.is_active_leader, "no election ends without the service"
        container = cluster.container(node)
        cluster.await_leader()
        client = cluster.client()
        assert client.command("connect")["ok"]
        assert client.command("put 3 33")["previous"] == -1
        reply = client.command("digest")
        assert node.digest_lines()[-1].applied == reply["applied"] == 3
        assert container.is_running()


def test_port_plan_builds_aerons_members_string() -> None:
    assert member_endpoints(20000, 2).member_entry() == (
        "2,127.0.0.1:20202,127.0.0.1:20203,127.0.0.1:20204,127.0.0.1:0,127.0.0.1:20201")
    members = cluster_members(20000, 3).split("|")
    assert [m.split(",")[0] for m in members] == ["0", "1", "2"]
    assert len({port for m in members for port in m.split(",")[1:] if not port.endswith(":0")}) == 12
