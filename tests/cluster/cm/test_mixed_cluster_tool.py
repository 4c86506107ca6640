"""ClusterTool from every member of a mixed cluster (issue 15): Aeron Java's ClusterTool and ``aeronkit
cluster-tool`` read each member's cluster dir -- whichever implementation wrote it -- and say the same.

On a Java, Java, aeronkit and on an aeronkit, aeronkit, Java cluster, member 2 appointed leader (so each tool
reads a leader and followers of both implementations, the followers of a leader of the other), a Java client
connects, echoes, takes an admin snapshot and closes its session; once every member committed that close
(nothing more is appended), both tools run against each member's cluster dir: describe, pid, recording-log,
recovery-plan and describe-latest-cm-snapshot (through the member's archive over IPC: the consensus module
snapshot decoded by each tool, whichever implementation wrote it), list-members (a query the member's
consensus module answers), is-leader and errors. Outputs are compared after masking only what differs between
two runs (tests/cluster/test_cluster_tool_live.py: times, pids, ports, session ids, the authenticator's name),
exit codes as ours = Java's with our 1 for Java's -1 (is-leader on a follower: 1 from both). Then across
members: every member names the same leader (list-members), exactly that member says is-leader, and every
recording.log ends in the term the leader's counter shows.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from cm_java import AeronkitNode
from support.java_cluster import ClusterMemberProcess, JavaClusterClient, ingress_endpoints
from support.wait import wait_until
from test_cm_three_members_log import TIMEOUT_S, describe, settled_past, settled_with_log
from test_mixed_members import await_settled, members

from aeronkit import config
from aeronkit.cluster.recording_log import ENTRY_TYPE_TERM
from aeronkit.interop.java import JavaToolchain

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from test_cluster_tool_live import TOOL_PROPERTIES, java_status, javas, masked, ours

pytestmark = pytest.mark.java

COMMANDS: list[tuple[str, ...]] = [
    ("describe",),
    ("pid",),
    ("recording-log",),
    ("recovery-plan", "1"),
    ("describe-latest-cm-snapshot",),
    ("list-members",),
    ("is-leader",),
    ("errors",),
]
LEADER = re.compile(r"leaderMemberId=(-?\d+), memberId=(\d+)")


@pytest.fixture(autouse=True)
def no_properties(monkeypatch: pytest.MonkeyPatch) -> None:
    """Our tool runs in this process: no -D property of another test may leak into it, only the tools'."""
    monkeypatch.setattr(config, "_properties", dict(TOOL_PROPERTIES))


@pytest.fixture(params=["JJA", pytest.param("AAJ", marks=pytest.mark.slow)])
def settled_history(
    request: pytest.FixtureRequest, java: JavaToolchain, tmp_path: Path
) -> Iterator[list[ClusterMemberProcess]]:
    """A mixed cluster with a finished history: echoes, an admin snapshot, a closed session, every member
    settled past the close."""
    cluster = members(java, tmp_path, request.param, appointed=2)
    for node in cluster.nodes:
        if isinstance(node, AeronkitNode):
            node.on_signal = "close"  # stopped at the end as a Java member is: itself, no cluster SHUTDOWN
    with cluster as nodes:
        leader = await_settled(nodes, f"the {request.param} cluster's appointed leader")
        assert leader is nodes[2]
        client = JavaClusterClient(java, tmp_path, ingress_endpoints(leader.base_port, 3)).start()
        try:
            assert client.command("connect")["ok"]
            echoed = client.command("echo 100 1 3000 20261127", timeout_s=120)
            assert echoed["ok"] and echoed["received"] == 100, echoed
            snapshot = client.command("snapshot", timeout_s=60)
            assert snapshot["ok"], snapshot
            counters = wait_until(lambda: settled_with_log(nodes), TIMEOUT_S, "the snapshot committed",
                                  detail=lambda: describe(nodes))
            assert counters is not None and counters[0].commit_position is not None
            before_close = counters[0].commit_position
            closed = client.command("close")
            assert closed["ok"], closed
        finally:
            client.stop()
        wait_until(lambda: settled_past(nodes, before_close), TIMEOUT_S,
                   "every member past the session close", detail=lambda: describe(nodes))
        yield nodes


def both_tools(java: JavaToolchain, node: ClusterMemberProcess) -> dict[tuple[str, ...], str]:
    """Each command run by our tool and by Java's on one member; equal after masking; our outputs."""
    outputs = {}
    for command in COMMANDS:
        status, text = ours(node.cluster_dir, *command)
        java_code, java_text = javas(java, node.cluster_dir, node.aeron_dir, *command)
        where = f"member {node.member_id} ({type(node).__name__}) {' '.join(command)}"
        expected = status if command == ("is-leader",) else java_status(status)  # is-leader: 1 from both
        assert expected == java_code, (where, status, text, java_code, java_text)
        dirs = (node.dir, node.aeron_dir)
        compared = text
        if command == ("describe",):  # our closing Staleness line is not Java's
            compared, staleness = text.rstrip("\n").rsplit("\n", 1)
            compared += "\n"
            assert staleness.startswith("Staleness: last activity "), (where, staleness)
        assert masked(compared, *dirs) == masked(java_text, *dirs), where
        outputs[command] = text
    return outputs


def test_both_tools_agree_on_every_member_and_every_member_on_the_leader(
    java: JavaToolchain, settled_history: list[ClusterMemberProcess]
) -> None:
    nodes = settled_history
    leader = await_settled(nodes, "still settled")
    outputs = {node.member_id: both_tools(java, node) for node in nodes}

    named = {}
    for node in nodes:
        out = outputs[node.member_id]
        assert node.proc is not None and out[("pid",)] == f"{node.proc.pid}\n"
        (found,) = LEADER.findall(out[("list-members",)])
        named[node.member_id] = found
        status, _ = ours(node.cluster_dir, "is-leader")
        assert (status == 0) == (node is leader), (node.member_id, leader.member_id)
        assert "SNAPSHOT" in out[("recording-log",)], out[("recording-log",)]
        assert "snapshots=[" in out[("recovery-plan", "1")]
        term = leader.counters().leadership_term_id  # type: ignore[union-attr]
        assert f"; last term {term} from log position " in out[("describe",)], out[("describe",)]
        described = out[("describe-latest-cm-snapshot",)]
        assert f"Consensus Module Snapshot End: memberId={node.member_id}" in described, described
    assert named == {n.member_id: (str(leader.member_id), str(n.member_id)) for n in nodes}, named

    terms = set()
    for node in nodes:
        status, text = ours(node.cluster_dir, "recording-log", "--json")
        assert status == 0, text
        entries = [json.loads(line) for line in text.splitlines()]
        terms.add(max(e["leadership_term_id"] for e in entries if e["type"] == ENTRY_TYPE_TERM))
    assert terms == {leader.counters().leadership_term_id}, terms  # type: ignore[union-attr]
