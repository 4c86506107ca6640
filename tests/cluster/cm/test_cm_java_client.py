"""Aeron Java's AeronCluster client (the peers' ClusterClientPeer) against our one-member node
(``aeronkit cluster-node`` running our consensus module, archive, driver and the Python InteropService):
ordered echoes across fragmentation, with and without a challenge, session timeout, an admin snapshot, and a
SIGTERM restart after which a new client continues the same history."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from cm_java import CHALLENGE_AUTHENTICATOR, AeronkitNode
from support.interop_ops import DigestLine
from support.java_cluster import JavaClusterClient, choose_base_port, ingress_endpoints

from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

MTU = 1408
ECHOES = 20_000


def client_for(java: JavaToolchain, node: AeronkitNode, work: Path) -> JavaClusterClient:
    return JavaClusterClient(java, work, ingress_endpoints(node.base_port, 1)).start()


@pytest.fixture
def work(tmp_path: Path) -> Path:
    return tmp_path


@pytest.fixture
def nodes(work: Path) -> Iterator[list[AeronkitNode]]:
    """Nodes a test starts; each is stopped (by pid) when the test ends."""
    started: list[AeronkitNode] = []
    yield started
    for node in started:
        node.stop()


@pytest.mark.parametrize("challenge", [False, True], ids=["open", "challenge"])
def test_java_client_echoes_20000_messages_in_order(
    java: JavaToolchain, work: Path, nodes: list[AeronkitNode], challenge: bool
) -> None:
    props = {"aeron.cluster.authenticator.supplier": CHALLENGE_AUTHENTICATOR} if challenge else {}
    node = AeronkitNode(work, 0, choose_base_port(1), properties=props)
    nodes.append(node.start())
    client = client_for(java, node, work)
    try:
        connected = client.command("connect interop-user interop-response" if challenge else "connect")
        assert connected["ok"], (connected, node.stderr_tail())
        assert (connected["cluster_session_id"], connected["leader_member_id"]) == (1, 0)
        if challenge:
            assert client.events_named("challenge") == [
                {"event": "challenge", "challenge": "interop-challenge"}
            ]
        result = client.command(f"echo {ECHOES} 1 3000 20261126", timeout_s=600)
        assert result["ok"], result
        assert result["sent"] == result["received"] == ECHOES
        assert result["mismatches"] == 0 and result["first_mismatch"] == -1
        assert (
            result["max_length"] > 3000 > MTU
        )  # the op header on top: fragmented on ingress, log and egress
        print(
            f"java client -> aeronkit node echo: {result['msgs_per_sec']} msg/s, {result['mb_per_sec']} MB/s"
        )
        if challenge:
            refused = client_for(java, node, work)
            try:
                answer = refused.command("connect interop-user wrong-response")
                assert not answer["ok"] and "AuthenticationException" in answer["error"], answer
            finally:
                refused.stop()
    finally:
        client.stop()


def test_silent_session_times_out_and_the_client_sees_it_closed(
    java: JavaToolchain, work: Path, nodes: list[AeronkitNode]
) -> None:
    node = AeronkitNode(work, 0, choose_base_port(1))
    nodes.append(node.start())
    client = client_for(java, node, work)
    try:
        assert client.command("connect")["ok"]
        assert client.command("auto_keepalive 3600000")["ok"]  # stop keeping the session alive
        closed = client.command("await_closed 20000", timeout_s=30)
        assert closed["ok"], (closed, client.events)
        sessions = client.events_named("session")
        assert sessions[-1]["code"] == "CLOSED" and sessions[-1]["detail"] == "TIMEOUT", sessions
        counters = node.counters()
        assert counters is not None and counters.is_active_leader
    finally:
        client.stop()


def test_admin_snapshot_then_sigterm_restart_continues_the_history(
    java: JavaToolchain, work: Path, nodes: list[AeronkitNode]
) -> None:
    node = AeronkitNode(work, 0, choose_base_port(1))
    nodes.append(node.start())
    client = client_for(java, node, work)
    try:
        assert client.command("connect")["ok"]
        assert client.command("put 77 7")["previous"] == -1
        snapshot = client.command("snapshot")
        assert snapshot["ok"] and snapshot["code"] == "OK", snapshot
        assert client.command("put 78 8")["previous"] == -1
        after = client.command("digest")
    finally:
        client.stop()
    before_restart = node.digest_lines()
    assert any(line.event == "snapshot" for line in before_restart), before_restart
    assert node.stop() == 0, node.stderr_tail()
    assert any("terminated after a snapshot" in line for line in node.output), node.output
    assert node.digest_lines()[-1].event in ("snapshot", "terminate")

    node.start()
    fresh = client_for(java, node, work)
    try:
        connected = fresh.command("connect")
        assert connected["ok"] and connected["leadership_term_id"] == 1, connected
        assert connected["cluster_session_id"] == 2, "session ids continue from the snapshot"
        assert fresh.command("get 77")["value"] == 7 and fresh.command("get 78")["value"] == 8
        resumed = fresh.command("digest")
        assert resumed["applied"] > after["applied"]
    finally:
        fresh.stop()
    lines = node.digest_lines()
    written: dict[tuple[int, str], DigestLine] = {}
    for line in before_restart:
        written.setdefault((line.position, line.event), line)
    for line in lines[len(before_restart) :]:
        earlier = written.get((line.position, line.event))
        assert earlier is None or earlier == line, "a replayed line differs from the first run's"
