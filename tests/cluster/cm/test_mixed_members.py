"""Mixed membership (issue 15): aeronkit cluster-node members and Aeron Java 1.51.0 members in one cluster.

Two configurations, each led first by one implementation and then, after its leader is SIGKILLed, by the
other:

* Java, Java, aeronkit -- our member is appointed leader; the Java followers join our MDC log, record it in
  their archives and apply it. Each Java follower is then stopped, misses some traffic, and restarts with
  no appointed leader: it catches up from our leader's log and archive. Our leader is killed, the Java
  members elect one of themselves, and our member restarts as the follower of a Java leader. A Java
  AeronCluster client streams echoes throughout and follows the NewLeaderEvent.
* aeronkit, aeronkit, Java -- the mirror: a Java leader with our two followers (they join its log by MDS and
  catch up from its archive after a restart), the Java leader killed, one of ours elected, the Java member
  restarted as our leader's follower. Our AeronCluster client does the talking.

Both take a snapshot while mixed (the client's admin request, answered by the leader of the other
implementation). The proof is the issue's: every member's InteropService digest is the same at the end and
at every snapshot position, equal to what the client was told, and the TERM and consensus-module SNAPSHOT
entries of every member's recording.log agree on (term, base[, log position]).

The appointed leader is a start-time setting (``aeron.cluster.appointed.leader.id``): members that are not
the appointed one never nominate themselves, so each member is restarted without it before the appointed
leader is killed, or nobody could take over.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from cm_java import AeronkitNode
from support import interop_ops as ops
from support.interop_ops import DigestLine
from support.java_cluster import (
    EGRESS_CHANNEL,
    INGRESS_CHANNEL,
    ClusterMemberProcess,
    JavaClusterClient,
    JavaClusterNode,
    choose_base_port,
    ingress_endpoints,
    leader_first,
)
from support.wait import wait_until
from test_cm_three_members_log import TIMEOUT_S, TIMING, describe, settled_with_log

from aeronkit.client import Aeron
from aeronkit.client import Context as AeronContext
from aeronkit.cluster.client import AdminResponseCode, AeronCluster, Context
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.recording_log import (
    CONSENSUS_MODULE_SERVICE_ID,
    ENTRY_TYPE_SNAPSHOT,
    ENTRY_TYPE_TERM,
    RECORDING_LOG_FILE_NAME,
    parse_recording_log,
)
from aeronkit.driver import Context as DriverContext
from aeronkit.driver import MediaDriver
from aeronkit.interop.java import JavaToolchain

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "client"))
from client_echo import EchoRun, Listener, Requests

pytestmark = pytest.mark.java

APPOINTED = "aeron.cluster.appointed.leader.id"
ECHOES = 1_000
MAX_LENGTH = 3_000


@pytest.fixture
def java_java_ours(java: JavaToolchain, tmp_path: Path) -> Iterator[list[ClusterMemberProcess]]:
    with members(java, tmp_path, "JJA", appointed=2) as nodes:
        yield nodes


@pytest.fixture
def ours_ours_java(java: JavaToolchain, tmp_path: Path) -> Iterator[list[ClusterMemberProcess]]:
    with members(java, tmp_path, "AAJ", appointed=2) as nodes:
        yield nodes


class members:
    """Three members on one port plan, ``layout`` naming each one's implementation (J Java, A aeronkit), all
    appointed ``appointed`` as leader, each stopped by pid at the end."""

    def __init__(self, java: JavaToolchain, work_dir: Path, layout: str, appointed: int) -> None:
        base = choose_base_port(len(layout))
        # the test blocks in process starts and stops (a JVM takes seconds) while our client is not polled
        properties = {**TIMING, APPOINTED: str(appointed), "aeron.cluster.session.timeout": "120s"}
        self.nodes: list[ClusterMemberProcess] = [
            AeronkitNode(work_dir, i, base, len(layout), properties=properties) if kind == "A"
            else JavaClusterNode(java, work_dir, i, base, len(layout), properties=properties)
            for i, kind in enumerate(layout)
        ]

    def __enter__(self) -> list[ClusterMemberProcess]:
        try:
            for node in sorted(self.nodes, key=lambda n: isinstance(n, JavaClusterNode)):
                start(node)  # ours first: a Java member blocks until its JVM is up
        except BaseException:
            self.__exit__()
            raise
        return self.nodes

    def __exit__(self, *exc: object) -> None:
        for node in leader_first(self.nodes):
            node.stop()


def start(node: ClusterMemberProcess) -> None:
    if isinstance(node, AeronkitNode):
        node.start(await_ready=False)
    else:
        assert isinstance(node, JavaClusterNode)
        node.start()


def await_settled(nodes: list[ClusterMemberProcess], what: str) -> ClusterMemberProcess:
    """Every member running, ACTIVE, one leader and one commit position; the leader."""
    def settled() -> ClusterMemberProcess | None:
        if not all(n.is_running() for n in nodes) or not (counters := settled_with_log(nodes)):
            return None
        (leader,) = [n for n, c in zip(nodes, counters, strict=True) if c.role is Role.LEADER]
        return leader

    return wait_until(settled, TIMEOUT_S, what, detail=lambda: describe(nodes))


def rejoin_without_appointment(
    nodes: list[ClusterMemberProcess], node: ClusterMemberProcess, traffic: Callable[[], None]
) -> None:
    """Stop a follower, commit ``traffic`` without it, restart it with no appointed leader: it must catch
    up on what it missed from the leader (the other implementation) before the cluster settles again."""
    node.stop()
    traffic()
    node.overrides[APPOINTED] = "-1"
    start(node)
    await_settled(nodes, f"member {node.member_id} back and caught up")
    if isinstance(node, AeronkitNode):  # our node logs its election's states (cm_java: --log-level info)
        assert "-> FOLLOWER_CATCHUP:" in node.stderr_path.read_text(), node.stderr_tail()


def kill_leader(leader: ClusterMemberProcess) -> None:
    leader.kill()
    leader.await_mark_files_stale()


def final_digests(nodes: list[ClusterMemberProcess], digest: int, applied: int) -> None:
    """Every member's service reached the client's final digest, and every snapshot position all members
    hold a line for carries one digest."""
    def reached() -> list[list[DigestLine]] | None:
        found = [n.digest_lines() for n in nodes]
        done = all(any((d.digest, d.applied) == (digest, applied) for d in lines) for lines in found)
        return found if done else None

    lines = wait_until(reached, TIMEOUT_S, "every member's service at the client's final digest",
                       detail=lambda: describe(nodes))
    snapshots = [{d.position: (d.digest, d.applied) for d in found if d.event == "snapshot"}
                 for found in lines]
    common = set.intersection(*(set(s) for s in snapshots))
    assert common, f"a snapshot every member took: {snapshots}"
    for position in common:
        assert len({s[position] for s in snapshots}) == 1, (position, snapshots)


def recording_log_entries(node: ClusterMemberProcess) -> list[tuple[str, int, int, int | None]]:
    path = node.cluster_dir / RECORDING_LOG_FILE_NAME
    entries = parse_recording_log(path.read_bytes(), str(path)).entries
    return [
        ("TERM", e.leadership_term_id, e.term_base_log_position, None) if e.type == ENTRY_TYPE_TERM
        else ("SNAPSHOT", e.leadership_term_id, e.term_base_log_position, e.log_position)
        for e in entries
        if e.is_valid and (e.type == ENTRY_TYPE_TERM
                           or (e.type == ENTRY_TYPE_SNAPSHOT and e.service_id == CONSENSUS_MODULE_SERVICE_ID))
    ]


def assert_recording_logs_agree(nodes: list[ClusterMemberProcess]) -> None:
    entries = [recording_log_entries(n) for n in nodes]
    assert entries[0] == entries[1] == entries[2], "\n".join(map(str, entries))
    assert [e[0] for e in entries[0]].count("SNAPSHOT") >= 1


def test_aeronkit_leads_java_followers_then_a_java_member_takes_over(
    java: JavaToolchain, tmp_path: Path, java_java_ours: list[ClusterMemberProcess]
) -> None:
    nodes = java_java_ours
    ours = nodes[2]
    assert await_settled(nodes, "our appointed member leading two Java followers") is ours
    client = JavaClusterClient(java, tmp_path, ingress_endpoints(ours.base_port, 3),
                               properties={"aeronkit.peer.reply.timeout.ms": "4000"}).start()
    seeds = iter(range(1, 100))

    def echoes(count: int = ECHOES) -> None:
        result = client.command(f"echo {count} 1 {MAX_LENGTH} {next(seeds)}", timeout_s=300)
        assert result["ok"] and result["received"] == count and result["mismatches"] == 0, \
            (result, describe(nodes))

    try:
        assert client.command("connect")["ok"]
        echoes()
        snapshot = client.command("snapshot", timeout_s=60)
        assert snapshot["ok"], snapshot
        for java_member in nodes[:2]:
            rejoin_without_appointment(nodes, java_member, echoes)
        kill_leader(ours)
        new_leader = client.command("await_new_leader 60000", timeout_s=90)
        assert new_leader["ok"], (new_leader, describe(nodes))
        echoes()
        ours.overrides[APPOINTED] = "-1"
        start(ours)
        assert await_settled(nodes, "our member following a Java leader") in nodes[:2]
        echoes()
        digest = client.command("digest")
        assert digest["ok"], digest
    finally:
        client.stop()
    final_digests(nodes, digest["digest"], digest["applied"])
    assert_recording_logs_agree(nodes)


def test_java_leads_aeronkit_followers_then_an_aeronkit_member_takes_over(
    tmp_path: Path, ours_ours_java: list[ClusterMemberProcess]
) -> None:
    nodes = ours_ours_java
    theirs = nodes[2]
    assert await_settled(nodes, "the appointed Java member leading our two followers") is theirs
    with (
        MediaDriver.launch_embedded(DriverContext(aeron_dir=str(tmp_path / "client-driver"),
                                                  threading_mode="SHARED")) as driver,
        Aeron.connect(AeronContext(aeron_dir=str(driver.aeron_dir))) as aeron,
    ):
        listener = Listener()
        client = AeronCluster.connect(Context(  # type: ignore[arg-type]
            aeron=aeron, ingress_channel=INGRESS_CHANNEL, egress_channel=EGRESS_CHANNEL,
            ingress_endpoints=ingress_endpoints(theirs.base_port, 3), egress_listener=listener,
            message_timeout_ns=10_000_000_000, new_leader_timeout_ns=30_000_000_000))
        with client:
            requests = Requests(client, listener)
            seeds = iter(range(1, 100))

            def echoes() -> None:
                run = EchoRun(ECHOES, 1, MAX_LENGTH, seed=next(seeds), window=32)
                run.run(client, listener, requests.next_request_id, timeout_s=60)
                assert run.mismatches == 0 and run.received == ECHOES and not run.unanswered, \
                    (run.received, len(run.unanswered), listener.new_leaders, describe(nodes))

            echoes()
            assert client.send_admin_request_to_take_a_snapshot(4242)
            requests.poll_until(lambda: listener.admin, 60, "the Java leader's admin response")
            correlation_id, _, code, _ = listener.admin[0]
            assert (correlation_id, code) == (4242, AdminResponseCode.OK), listener.admin
            for our_member in nodes[:2]:
                rejoin_without_appointment(nodes, our_member, echoes)
            kill_leader(theirs)
            requests.poll_until(lambda: listener.new_leaders, 60, "NewLeaderEvent from one of ours")
            ((_, leader_id, _),) = listener.new_leaders
            assert leader_id in (0, 1)
            echoes()
            theirs.overrides[APPOINTED] = "-1"
            start(theirs)
            assert await_settled(nodes, "the Java member following our leader") in nodes[:2]
            echoes()
            final, _ = requests.request(ops.digest)
    final_digests(nodes, final.value, final.applied)
    assert_recording_logs_agree(nodes)
