"""`aeronkit cluster-tool`'s live commands against running nodes: a Java one (InteropNode) and ours.

On each node both tools run, one after the other, on the same history, and their outputs are compared
after masking only what differs between two runs of the same tool (times, pids, ports, directories,
session ids); exit codes compare as ours = Java's, except Java's -1 (255) which is our 1 and a missing file,
our 2. The toggles are followed by the node's own counters and digest lines; shutdown and abort end the node
(terminal commands run once, with our tool, their refusal by both).
"""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest
from support.java_cluster import (
    JavaClusterClient,
    choose_base_port,
    ingress_endpoints,
    java_cluster,
    jvm_command,
)
from support.wait import wait_until

from aeronkit import config
from aeronkit.cluster import tool_commands
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.protocol import ConsensusModuleState
from aeronkit.cluster.tool_live import hex_dump
from aeronkit.interop.java import JavaToolchain

sys.path.insert(0, str(Path(__file__).resolve().parent / "cm"))
from cm_java import AeronkitNode

pytestmark = pytest.mark.java

MASKS = [
    (re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{3}[+-]\d{4})?"), "DATE"),
    (re.compile(r"\d{2}:\d{2}:\d{2}"), "TIME"),
    (re.compile(r"(activityTimestamp|startTimestamp|timestamp|pid|currentTimeNs|timeOfLastAppendPositionNs"
                r"|timeOfLastActivity)=\d+"), r"\1=N"),
    (re.compile(r"(sessionId|correlationId)=-?\d+"), r"\1=N"),
    (re.compile(r"127\.0\.0\.1:[1-9]\d*"), "127.0.0.1:PORT"),
    (re.compile(r"authenticator='[^']+'"), "authenticator=SUPPLIER"),
]
JAVA_FAILURE = 255
TOOL_PROPERTIES = {"aeron.cluster.tool.timeout": "20s"}
"""Both tools get it (ClusterTool.AERON_CLUSTER_TOOL_TIMEOUT_PROP_NAME): a member query otherwise gives up
after 1 s, which a loaded 2-core machine exceeds ("Timed out querying cluster." from our tool against a Java
node at load 11-14). It only lengthens waits, so every output compared stays the same."""


def masked(text: str, *dirs: Path) -> str:
    for i, directory in enumerate(dirs):
        text = text.replace(str(directory), f"DIR{i}")
    for pattern, replacement in MASKS:
        text = pattern.sub(replacement, text)
    return text


def ours(cluster_dir: Path, *command: str) -> tuple[int, str]:
    out = io.StringIO()
    with redirect_stdout(out):
        status = tool_commands.execute(cluster_dir, command[0], list(command[1:]), out)
    return status, out.getvalue()


def javas(java: JavaToolchain, cluster_dir: Path, aeron_dir: Path, *command: str) -> tuple[int, str]:
    """Java's ClusterTool, with its archive client pointed at the node's IPC control channel (recovery-plan
    reads the archive with a default AeronArchive.Context)."""
    props = {
        **TOOL_PROPERTIES,
        "aeron.dir": str(aeron_dir),
        "aeron.archive.control.channel": "aeron:ipc",
        "aeron.archive.control.response.channel": "aeron:ipc",
    }
    proc = subprocess.run(
        jvm_command(java, "io.aeron.cluster.ClusterTool", str(cluster_dir), *command, properties=props),
        capture_output=True, text=True, timeout=90, check=False)
    return proc.returncode, proc.stdout


def java_status(status: int) -> int:
    """Our exit status as Java's: our 1 for a failed command is Java's -1."""
    return JAVA_FAILURE if status == 1 else status


def make_history(java: JavaToolchain, work: Path, base_port: int) -> None:
    client = JavaClusterClient(java, work, ingress_endpoints(base_port, 1)).start()
    try:
        for line in ("connect", "put 1 10", "timer 77 600000"):
            reply = client.command(line)
            assert reply["ok"], (line, reply)
    finally:
        client.stop()


class Node:
    """What the comparison needs of either kind of node."""

    def __init__(self, cluster_dir: Path, aeron_dir: Path, node_dir: Path, counters: object) -> None:
        self.cluster_dir = cluster_dir
        self.aeron_dir = aeron_dir
        self.node_dir = node_dir
        self._counters = counters

    def state(self) -> ConsensusModuleState | None:
        reading = self._counters()  # type: ignore[operator]
        return None if reading is None else reading.state

    def role(self) -> Role | None:
        reading = self._counters()  # type: ignore[operator]
        return None if reading is None else reading.role


def compare(java: JavaToolchain, node: Node, *command: str, expect: int = 0) -> str:
    """Run our tool, then Java's, on the node; equal masked output and matching exit codes; our output."""
    status, text = ours(node.cluster_dir, *command)
    java_code, java_text = javas(java, node.cluster_dir, node.aeron_dir, *command)
    assert status == expect, (command, text)
    assert java_status(status) == java_code, (command, java_code, java_text)
    dirs = (node.node_dir, node.aeron_dir)
    assert masked(text, *dirs) == masked(java_text, *dirs), command
    return text


def control_round(java: JavaToolchain, node: Node) -> None:
    """The commands every node answers the same way, in an order that leaves it running and ACTIVE."""
    assert ours(node.cluster_dir, "is-leader") == (0, "")
    compare(java, node, "is-leader")
    listed = compare(java, node, "list-members")
    assert "leaderMemberId=0, memberId=0" in listed and "isLeader=true" in listed
    status, text = ours(node.cluster_dir, "list-members", "--json")
    membership = json.loads(text)
    assert status == 0 and (membership["leader_member_id"], membership["member_id"]) == (0, 0)
    assert [(m["member_id"], m["is_leader"]) for m in membership["active_members"]] == [(0, True)]
    compare(java, node, "recovery-plan", "1")
    compare(java, node, "errors")

    status, text = ours(node.cluster_dir, "snapshot")
    assert (status, text) == (0, "Member [0]: SNAPSHOT applied successfully\n")
    assert javas(java, node.cluster_dir, node.aeron_dir, "snapshot") == (0, text)
    described = compare(java, node, "describe-latest-cm-snapshot")
    assert "Snapshot: appVersion=1 timeUnit=MILLISECONDS" in described
    assert "Timer: correlationId=77" in described
    assert "Consensus Module Snapshot End: memberId=0 recordingId=" in described
    compare(java, node, "recording-log")
    compare(java, node, "recovery-plan", "1")

    assert ours(node.cluster_dir, "suspend") == (0, "Member [0]: SUSPEND applied successfully\n")
    wait_until(lambda: node.state() is ConsensusModuleState.SUSPENDED, 30, "SUSPENDED")
    for refused in ("suspend", "snapshot", "shutdown", "abort", "validate-recording-log"):
        text = compare(java, node, refused, expect=1)
        assert "as the state of the consensus module is SUSPENDED, but needs to be ACTIVE" in text
    assert ours(node.cluster_dir, "resume") == (0, "Member [0]: RESUME applied successfully\n")
    assert node.state() is ConsensusModuleState.ACTIVE
    text = compare(java, node, "resume", expect=1)
    assert text == ("Member [0]: Unable to RESUME as the state of the consensus module is ACTIVE, "
                    "but needs to be SUSPENDED\n")

    status, text = ours(node.cluster_dir, "invalidate-latest-snapshot")
    assert (status, text) == (0, " invalidate latest snapshot: true\n")
    assert javas(java, node.cluster_dir, node.aeron_dir, "invalidate-latest-snapshot") == (0, text)
    compare(java, node, "recording-log")
    gone = compare(java, node, "describe-latest-cm-snapshot", expect=1)  # both snapshots are invalid now
    assert gone == "Snapshot not found\n"


@pytest.fixture(autouse=True)
def no_properties(monkeypatch: pytest.MonkeyPatch) -> None:
    """Our tool runs in this process: no -D property of another test may leak into it, only the tools'."""
    monkeypatch.setattr(config, "_properties", dict(TOOL_PROPERTIES))


def test_live_commands_on_a_java_node_equal_javas_tool(java: JavaToolchain, tmp_path: Path) -> None:
    with java_cluster(java, tmp_path, 1) as cluster:
        member = cluster.nodes[0]
        make_history(java, tmp_path, cluster.base_port)
        node = Node(member.cluster_dir, member.aeron_dir, member.dir, member.counters)
        control_round(java, node)
        # The Java module validates its recording log when the node control toggle asks (ours does not yet).
        text = compare(java, node, "validate-recording-log")
        assert text == "Member [0]: VALIDATE_RECORDING_LOG applied successfully\n"
        assert ours(member.cluster_dir, "shutdown") == (0, "Member [0]: SHUTDOWN applied successfully\n")
        assert member.proc is not None
        assert member.proc.wait(timeout=60) == 0, member.stderr_tail()
        assert member.digest_lines()[-1].event == "terminate", "an orderly stop: the service terminated"
        status, text = ours(member.cluster_dir, "is-leader")
        assert status == 2 and text == "", "the driver is gone with the node"

        member.start()
        cluster.await_leader()
        assert ours(member.cluster_dir, "abort") == (0, "Member [0]: ABORT applied successfully\n")
        assert member.proc is not None and member.proc.wait(timeout=60) == 0, member.stderr_tail()


def test_live_commands_on_our_node_equal_javas_tool(java: JavaToolchain, tmp_path: Path) -> None:
    node_process = AeronkitNode(tmp_path, 0, choose_base_port(1))
    node_process.start()
    try:
        make_history(java, tmp_path, node_process.base_port)
        node = Node(node_process.cluster_dir, node_process.aeron_dir, node_process.dir, node_process.counters)
        control_round(java, node)
        shutdown = ours(node_process.cluster_dir, "shutdown")
        assert shutdown == (0, "Member [0]: SHUTDOWN applied successfully\n")
        assert node_process.proc is not None
        assert node_process.proc.wait(timeout=60) == 0, node_process.stderr_tail()
    finally:
        node_process.stop()


def test_commands_without_a_node(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A directory without a mark file: Java's line on stdout, one ERR line, exit 2."""
    for command in ("is-leader", "list-members", "snapshot", "errors"):
        status, text = ours(tmp_path, command)
        assert status == (0 if command == "errors" else 2), command
        assert text.startswith("cluster-mark.dat does not exist.\n"), command
    assert ours(tmp_path, "recovery-plan") == (2, "")
    assert "recovery-plan takes SERVICE_COUNT" in capsys.readouterr().err


def test_hex_dump_is_the_printers() -> None:
    data = bytes(range(20)) + b"\nab\r\n"
    assert hex_dump(data) == (
        "000000:  00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f   |  "
        + bytes(range(16)).decode().replace("\n", " ") + "\n"
        + "000016:  10 11 12 13 0a 61 62 0d 0a " + " " * 21 + "  |  "
        + "\x10\x11\x12\x13 ab " + "\n")

