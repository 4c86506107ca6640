"""Aeron Java's ClusterTool on our running node gives what it gives on a Java node.

The same history is made on both (a one-member node with the interop service, a Java client that connects,
puts a value and closes), then the same ClusterTool commands run against each cluster dir: describe, pid,
recording-log, recovery-plan (through the node's archive, over IPC), is-leader, list-members, snapshot,
recording-log again, describe-latest-cm-snapshot (our consensus module snapshot decoded by Java's
ConsensusModuleSnapshotAdapter, byte for byte) and errors. Outputs are compared after masking only what
differs between any two runs (times, pids, ports, directories, random session ids) and the authenticator
supplier's name, which is ours.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from cm_java import AeronkitNode
from support.java_cluster import (
    JavaCluster,
    JavaClusterClient,
    choose_base_port,
    ingress_endpoints,
    jvm_command,
)

from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

COMMANDS: list[tuple[str, ...]] = [
    ("describe",),
    ("pid",),
    ("recording-log",),
    ("recovery-plan", "1"),
    ("is-leader",),
    ("list-members",),
    ("snapshot",),
    ("recording-log",),
    ("describe-latest-cm-snapshot",),
    ("errors",),
]

MASKS = [
    (re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"), "DATE"),
    (re.compile(r"\d{2}:\d{2}:\d{2}"), "TIME"),
    (
        re.compile(
            r"(activityTimestamp|startTimestamp|timestamp|pid|currentTimeNs|timeOfLastAppendPositionNs)=\d+"
        ),
        r"\1=N",
    ),
    (re.compile(r"sessionId=-?\d+"), "sessionId=N"),
    (re.compile(r"127\.0\.0\.1:[1-9]\d*"), "127.0.0.1:PORT"),
    (re.compile(r"authenticator='[^']+'"), "authenticator=SUPPLIER"),
]


JAVA_OBSERVATIONS = re.compile(r"\n\d+ observations from .*?\n\d+ distinct errors observed\.\n", re.DOTALL)
"""One error log's entries and count as Java's CommonContext.printErrorLog prints them."""


def without_observations(text: str) -> str:
    """``errors`` output as it reads with every error log empty ("O distinct errors observed", Java's own
    spelling). The Java reference node can log its own warnings under load (two "quorum position went
    backwards" in one CI run); our node's log must be empty, so its output is compared with this."""
    return JAVA_OBSERVATIONS.sub("\nO distinct errors observed\n", text)


def masked(text: str, node_dir: Path, aeron_dir: Path) -> str:
    text = text.replace(str(aeron_dir), "AERON_DIR").replace(str(node_dir), "NODE_DIR")
    for pattern, replacement in MASKS:
        text = pattern.sub(replacement, text)
    return text


def tool_outputs(java: JavaToolchain, cluster_dir: Path, aeron_dir: Path) -> list[tuple[int, str]]:
    """Each command's exit code and stdout; the archive is reached over its local IPC control channel."""
    props = {
        "aeron.dir": str(aeron_dir),
        "aeron.archive.control.channel": "aeron:ipc",
        "aeron.archive.control.stream.id": "10",
        "aeron.archive.control.response.channel": "aeron:ipc",
    }
    outputs = []
    for command in COMMANDS:
        proc = subprocess.run(
            jvm_command(java, "io.aeron.cluster.ClusterTool", str(cluster_dir), *command, properties=props),
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert proc.returncode == 0 or command == ("is-leader",), (command, proc.stderr[-2000:])
        outputs.append((proc.returncode, proc.stdout))
    return outputs


def make_history(java: JavaToolchain, work: Path, base_port: int) -> None:
    client = JavaClusterClient(java, work, ingress_endpoints(base_port, 1)).start()
    try:
        for line in ("connect", "put 1 10"):
            reply = client.command(line)
            assert reply["ok"], (line, reply)
    finally:
        client.stop()


@pytest.fixture
def java_outputs(
    java: JavaToolchain, tmp_path: Path
) -> Iterator[tuple[list[tuple[int, str]], Path, Path, int]]:
    work = tmp_path / "java"
    with JavaCluster(java, work, 1) as cluster:
        cluster.start()
        node = cluster.nodes[0]
        make_history(java, work, cluster.base_port)
        assert node.proc is not None
        yield tool_outputs(java, node.cluster_dir, node.aeron_dir), node.dir, node.aeron_dir, node.proc.pid


def test_cluster_tool_reads_our_node_as_it_reads_a_java_node(
    java: JavaToolchain, tmp_path: Path, java_outputs: tuple[list[tuple[int, str]], Path, Path, int]
) -> None:
    work = tmp_path / "py"
    node = AeronkitNode(work, 0, choose_base_port(1))
    node.start()
    try:
        make_history(java, work, node.base_port)
        ours = tool_outputs(java, node.cluster_dir, node.aeron_dir)
        assert node.proc is not None
        pid = node.proc.pid
    finally:
        assert node.stop() == 0, node.stderr_tail()
    theirs, java_dir, java_aeron_dir, java_pid = java_outputs

    by_command = dict(zip(COMMANDS, ours, strict=False))
    assert by_command[("pid",)][1] == f"{pid}\n"
    assert dict(zip(COMMANDS, theirs, strict=False))[("pid",)][1] == f"{java_pid}\n"
    assert by_command[("is-leader",)][0] == 0  # ClusterTool's exit code says "leader"
    assert "SNAPSHOT applied successfully" in by_command[("snapshot",)][1]
    assert "nextSessionId=2" in by_command[("describe-latest-cm-snapshot",)][1]
    for command, (code, out), (java_code, java_out) in zip(COMMANDS, ours, theirs, strict=True):
        assert code == java_code, command
        if command == ("pid",):
            continue
        if command == ("errors",):
            assert "observations from" not in out, out
            java_out = without_observations(java_out)
        assert masked(out, node.dir, node.aeron_dir) == masked(java_out, java_dir, java_aeron_dir), command


def test_java_observations_are_removed_section_by_section() -> None:
    logged = (
        "Consensus Module\n\n2 observations from 2026-11-27 09:00:00.000+0000 to "
        "2026-11-27 09:00:01.000+0000 for:\n"
        " io.aeron.cluster.client.ClusterEvent: WARN - quorum position went backwards\n\tat x\n\n"
        "1 distinct errors observed.\nService 0\n\nO distinct errors observed\n"
    )
    assert without_observations(logged) == (
        "Consensus Module\n\nO distinct errors observed\nService 0\n\nO distinct errors observed\n")
