"""Rolling replacement under traffic (issue 15): every member of a running three-member cluster is replaced,
one at a time, by the other implementation on the very same directories while a client streams echoes.

JJJ -> AAA: three Aeron Java 1.51.0 members (InteropNode, no appointed leader) elect a leader; a Java
AeronCluster client takes an admin snapshot and then streams paced echoes (the cluster soak's ``echo_gaps``
pump, tests/cluster/soak/cluster_soak.py). The followers first, the leader last, each member is stopped with
SIGTERM (Java's ClusteredMediaDriver closes its components, no cluster shutdown) and an ``aeronkit
cluster-node`` is started with the same member id on its cluster dir and archive dir: it reads Java's
recording.log, node-state.dat, mark files, Java's snapshot and Java's archive, replays the log and catches up
from the leader, and the cluster must settle again (every member ACTIVE, one leader, one commit position)
before the next member goes. Stopping the leader last makes the leader change at least once, to one of ours.
AAA -> JJJ is the mirror: our members (``--on-signal close``, so a SIGTERM'd leader closes itself alone as
Java's does) replaced by Java members reading our directories.

Checks: the client's stream never makes no progress for longer than its reply timeout and never sees a
duplicate, a reordering or a damaged echo (only echoes sent before its last NewLeaderEvent may be missing);
the client saw the leader change; a final batch with no loss allowed all comes back; every member's service
applied the client's DIGEST op at one log position with the client's digest, and every snapshot position all
three hold carries one digest; the TERM and consensus-module SNAPSHOT entries of the three recording.logs
agree.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from cm_java import AeronkitNode
from support.java_cluster import (
    SIGTERM_EXIT_CODE,
    ClusterMemberProcess,
    JavaClusterClient,
    JavaClusterNode,
    choose_base_port,
    ingress_endpoints,
)
from support.wait import wait_until
from test_cm_three_members_log import TIMEOUT_S, TIMING, describe, settled_with_log
from test_mixed_members import assert_recording_logs_agree, await_settled, final_digests, start

from aeronkit.interop.java import JavaToolchain

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "soak"))
from cluster_soak import (
    FINAL_ECHOES,
    MAX_LENGTH,
    PUMP_STOP_TIMEOUT_S,
    REPLY_TIMEOUT_MS,
    WINDOW,
    EchoPump,
    assert_digests_agree,
)

pytestmark = pytest.mark.java

PROPERTIES = {**TIMING, "aeron.cluster.session.timeout": "120s",
              "aeron.cluster.leader.heartbeat.timeout": "5s"}
"""The mixed-membership tests' timing (the session timeout is long because a JVM start blocks the test) with a
longer leader heartbeat timeout: a leader stopped by SIGTERM closes its egress at once, and the Java client
then waits twice the heartbeat timeout the leader told it at connect for a NewLeaderEvent before it closes
(AeronCluster: AWAIT_NEW_LEADER, newLeaderTimeoutNs), while the members need one heartbeat timeout to miss
the leader and then an election; 5 s leaves the election 5 s on a loaded machine instead of 3."""
BATCHES_BETWEEN_STEPS = 2
"""Echo batches (cluster_soak.BATCH echoes each) that must end between two replacements and after the last:
the second one started after the replacement, so the stream flows through the cluster as it now stands."""


def member(
    java: JavaToolchain, work_dir: Path, kind: str, member_id: int, base_port: int
) -> ClusterMemberProcess:
    """Member ``member_id`` of a three-member cluster run by ``kind`` (J Java, A aeronkit), on
    ``work_dir``/node<id> whichever runs it."""
    if kind == "A":
        return AeronkitNode(work_dir, member_id, base_port, 3, properties=PROPERTIES, on_signal="close")
    return JavaClusterNode(java, work_dir, member_id, base_port, 3, properties=PROPERTIES)


def stopped_cleanly(node: ClusterMemberProcess) -> None:
    """SIGTERM: the member closes itself (Java's JVM runs its shutdown hooks and exits 143, ours exits 0)."""
    code = node.stop()
    expected = 0 if isinstance(node, AeronkitNode) else SIGTERM_EXIT_CODE
    assert code == expected, f"member {node.member_id} exited {code}\n{node.stderr_tail()}"


def await_batches(pump: EchoPump, what: str, steps: list[str]) -> None:
    """Wait until :data:`BATCHES_BETWEEN_STEPS` more echo batches ended, every one of them ok."""
    past = len(pump.results)

    def flowing() -> bool:
        assert pump.failure is None, (pump.failure, steps)
        return len(pump.results) >= past + BATCHES_BETWEEN_STEPS

    wait_until(flowing, TIMEOUT_S, what)


def await_new_leader(
    nodes: list[ClusterMemberProcess], client: JavaClusterClient, seen: int, steps: list[str]
) -> None:
    """The two members left elect a leader and the client follows it, before the leader's replacement
    starts. Started at once, the replacement would take part in that election, and if it won, its startup
    election would close every session restored from the log with TIMEOUT instead of sending NewLeaderEvent
    (ConsensusModuleAgent.electionComplete: prepareSessionsForNewTerm(election.isLeaderStartup()), Aeron
    Java's rule and ours): the client would be dropped rather than moved. ``seen``: the client's
    NewLeaderEvents before the leader was stopped."""
    def followed() -> bool:
        return settled_with_log(nodes) is not None and len(client.events_named("new_leader")) > seen

    wait_until(followed, TIMEOUT_S, "a new leader among the two left, followed by the client",
               detail=lambda: f"{steps}\n{describe(nodes)}")
    steps.append(f"{time.strftime('%H:%M:%S')} {client.events_named('new_leader')[-1]}")


def roll(java: JavaToolchain, work_dir: Path, old: str, new: str, seed: int) -> None:
    base = choose_base_port(3)
    nodes = [member(java, work_dir, old, i, base) for i in range(3)]
    client: JavaClusterClient | None = None
    try:
        for node in sorted(nodes, key=lambda n: isinstance(n, JavaClusterNode)):
            start(node)  # ours first: a Java member's start blocks until its JVM is up
        first_leader = await_settled(nodes, f"the {old} cluster's first leader")
        client = JavaClusterClient(java, work_dir, ingress_endpoints(base, 3), properties={
            "aeronkit.peer.reply.timeout.ms": str(REPLY_TIMEOUT_MS)}).start()
        assert client.command("connect")["ok"]
        snapshot = client.command("snapshot", timeout_s=60)
        assert snapshot["ok"], snapshot  # so each replacement loads the other implementation's snapshot

        pump = EchoPump(client, seed, window=WINDOW)
        pump.start()
        started = time.monotonic()
        steps: list[str] = []
        try:
            await_batches(pump, "echoes through the first cluster", steps)
            order = [n for n in nodes if n is not first_leader] + [first_leader]
            for previous in order:
                steps.append(f"{time.strftime('%H:%M:%S')} member {previous.member_id} stopped")
                new_leaders_before = len(client.events_named("new_leader"))
                stopped_cleanly(previous)
                if previous is first_leader:
                    await_new_leader(nodes, client, new_leaders_before, steps)
                replacement = member(java, work_dir, new, previous.member_id, base)
                assert replacement.cluster_dir == previous.cluster_dir
                replacement.starts = previous.starts  # its stderr-N.txt follows the previous one's
                nodes[previous.member_id] = replacement
                start(replacement)
                leader = await_settled(nodes, f"member {previous.member_id} replaced and caught up")
                if isinstance(replacement, AeronkitNode):
                    # our election's states (cm_java: --log-level info): it replayed the Java member's log
                    # and fetched what it missed while down from the leader's archive
                    states = replacement.stderr_path.read_text()
                    assert "(log replay done)" in states, replacement.stderr_tail()
                    assert "-> FOLLOWER_CATCHUP:" in states, replacement.stderr_tail()
                steps.append(f"{time.strftime('%H:%M:%S')} member {previous.member_id} replaced, "
                             f"leader {leader.member_id}")
                await_batches(pump, f"echoes after member {previous.member_id}'s swap", steps)
        finally:
            pump.stopping.set()
            pump.join(PUMP_STOP_TIMEOUT_S)
        assert not pump.is_alive(), "the echo stream did not finish its batch"
        assert pump.failure is None, (pump.failure, steps, describe(nodes))
        new_leaders = client.events_named("new_leader")
        assert new_leaders, f"the client never saw the leader change: {steps}"
        final_leader = await_settled(nodes, "the replaced cluster")
        assert new_leaders[-1]["leader_member_id"] == final_leader.member_id != first_leader.member_id, steps
        final = client.command(f"echo {FINAL_ECHOES} 1 {MAX_LENGTH} 20261127", timeout_s=300)
        assert final["ok"] and final["received"] == FINAL_ECHOES and final["lost"] == 0, final
        digest = client.command("digest")
        assert digest["ok"], digest
        print(f"{old} -> {new}: {'; '.join(steps)}; {pump.received} echoes, {pump.lost} lost in flight, "
              f"{len(new_leaders)} NewLeaderEvents, {time.monotonic() - started:.0f} s of traffic")
        assert all(isinstance(n, AeronkitNode) == (new == "A") for n in nodes)
        assert_digests_agree(nodes, digest["digest"], digest["applied"])
        final_digests(nodes, digest["digest"], digest["applied"])
        assert_recording_logs_agree(nodes)
    finally:
        if client is not None:
            client.stop()
            (work_dir / "client-transcript.txt").write_text("".join(client.transcript))
        for node in nodes:
            node.stop()


def test_java_members_replaced_one_by_one_by_ours_under_traffic(java: JavaToolchain, tmp_path: Path) -> None:
    roll(java, tmp_path, "J", "A", seed=1)


@pytest.mark.slow  # the mirror direction; JJJ -> AAA runs in the default suite (its 30-minute budget)
def test_our_members_replaced_one_by_one_by_java_under_traffic(java: JavaToolchain, tmp_path: Path) -> None:
    roll(java, tmp_path, "A", "J", seed=2)
