"""A member whose fixed port is taken by another process says which endpoint and setting, and stops; the
other members keep electing and serving (aeron-io/aeron#1433, where a leader that could not bind a port
stayed leader and wedged the cluster).

* The consensus endpoint is bound while the consensus module starts, as Java's ConsensusModuleAgent
  constructor does (aeron-cluster/src/main/java/io/aeron/cluster/ConsensusModuleAgent.java at 1.51.0): a
  taken port fails the start, and the node exits 1 with one line naming the endpoint.
* The ingress endpoint is bound when an election completes (ConsensusModuleAgent.connectIngress): a
  member that cannot bind it would be a leader no client reaches. Ours terminates with a reason naming
  the endpoint and the settings, so the others elect a leader without it.
"""

from __future__ import annotations

import contextlib
import shutil
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from cm_java import AeronkitNode
from support.interop_ops import DigestLine
from support.java_cluster import JavaClusterClient, choose_base_port, ingress_endpoints, leader_first
from support.wait import wait_until
from test_cm_three_members_log import TIMEOUT_S, describe, digests, settled_with_log

from aeronkit.cluster.election_state import Role
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

ECHOES = 200
UNEXPECTED_TERMINATION = 3
"""``aeronkit cluster-node``'s exit code when the consensus module stopped on its own."""


@contextlib.contextmanager
def taken(endpoint: str) -> Iterator[socket.socket]:
    """Another process's socket on ``endpoint`` (host:port) until the block ends."""
    host, port = endpoint.rsplit(":", 1)
    holder = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        holder.bind((host, int(port)))
        yield holder
    finally:
        holder.close()


def members(tmp_path: Path, properties: dict[int, dict[str, str]]) -> list[AeronkitNode]:
    """Three members on free ports, member ``i`` with ``properties[i]`` added."""
    base = choose_base_port(3)
    return [AeronkitNode(tmp_path, i, base, 3, properties=properties.get(i)) for i in range(3)]


def stopped(nodes: list[AeronkitNode]) -> None:
    for node in leader_first(nodes):
        node.stop()


def exit_code(node: AeronkitNode) -> int | None:
    assert node.proc is not None
    return node.proc.poll()


def test_a_taken_consensus_port_fails_the_start_with_one_line_naming_the_endpoint(tmp_path: Path) -> None:
    member = members(tmp_path, {})[1]
    try:
        with taken(member.endpoints.consensus):
            # run to its end (killed by subprocess.run at the deadline): the exit code is the node's own
            node = subprocess.run(member.argv(), stdin=subprocess.DEVNULL, capture_output=True, text=True,
                                  timeout=TIMEOUT_S, check=False)
    finally:
        # the node's driver made it before its module failed to start
        shutil.rmtree(member.aeron_dir, ignore_errors=True)
    assert node.returncode == 1, node.stderr
    lines = [line for line in node.stderr.splitlines() if line.startswith("aeronkit cluster-node:")]
    assert len(lines) == 1 and "Traceback" not in node.stderr, node.stderr
    assert f"member 1 cannot listen on its consensus endpoint {member.endpoints.consensus}" in lines[0]
    assert "aeron.cluster.members" in lines[0] and "Address already in use" in lines[0], lines[0]


def test_a_leader_that_cannot_bind_its_ingress_stops_and_the_others_elect_and_serve(
    java: JavaToolchain, tmp_path: Path
) -> None:
    """Member 0 wins the first election (members 1 and 2 appoint it, so it alone nominates itself), finds
    its ingress port taken, and stops with the reason. Members 1 and 2 are left waiting for the leader they
    appointed, as Java's would; once member 1 runs without the appointment they elect it, a Java client
    echoes through it, and with the port free again member 0 rejoins and applies the same history."""
    appointed = {"aeron.cluster.appointed.leader.id": "0"}
    nodes = members(tmp_path, {1: appointed, 2: appointed})
    first, second, third = nodes
    try:
        with taken(first.endpoints.ingress):
            for node in nodes:
                node.start(await_ready=False)
            wait_until(lambda: exit_code(first) is not None, TIMEOUT_S, "member 0 to stop",
                       detail=lambda: describe(nodes))
            assert exit_code(first) == UNEXPECTED_TERMINATION, describe(nodes)
            err = first.stderr_path.read_text()
            assert "LEADER_READY -> CLOSED" in err, "member 0 had won the election"
            reason = (f"member 0 cannot listen on its ingress endpoint {first.endpoints.ingress} "
                      "(aeron.cluster.members, aeron.cluster.ingress.channel)")
            assert f"the consensus module stopped: {reason}" in err, err
            assert "Address already in use" in err and "Traceback" not in err
            second.stop()
            del second.overrides["aeron.cluster.appointed.leader.id"]
            second.start(await_ready=False)
            survivors = wait_until(lambda: settled_with_log([second, third]), TIMEOUT_S,
                                   "members 1 and 2 to elect a leader without member 0",
                                   detail=lambda: describe(nodes))
            assert [c.role for c in survivors] == [Role.LEADER, Role.FOLLOWER]
            assert all((c.leadership_term_id or 0) >= 1 for c in survivors), "a term after member 0's"
            client = JavaClusterClient(java, tmp_path, ingress_endpoints(first.base_port, 3)).start()
            try:
                assert client.command("connect", timeout_s=60)["ok"], describe(nodes)
                echoed = client.command(f"echo {ECHOES} 1 2000 1433", timeout_s=120)
                assert echoed["ok"] and echoed["received"] == ECHOES and echoed["mismatches"] == 0, echoed
                assert client.command("digest")["ok"]
                assert client.command("close")["ok"]
            finally:
                client.stop()
        first.start(await_ready=False)
        settled = wait_until(lambda: settled_with_log(nodes), TIMEOUT_S, "member 0 to rejoin as a follower",
                             detail=lambda: describe(nodes))
        assert settled[0].role is Role.FOLLOWER
        lines = wait_until(lambda: all(found := digest_events(nodes)) and found, TIMEOUT_S,
                           "every member's service to apply the DIGEST op", detail=lambda: describe(nodes))
    finally:
        stopped(nodes)
    assert lines[0] == lines[1] == lines[2], "member 0 applied the history it missed"


def digest_events(nodes: list[AeronkitNode]) -> list[list[DigestLine]]:
    """Each member's DIGEST-op lines (a member that stopped also wrote a ``terminate`` line)."""
    return [[line for line in found if line.event == "digest"] for found in digests(nodes)]
