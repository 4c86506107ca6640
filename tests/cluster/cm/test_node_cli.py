"""``aeronkit cluster-node`` as a process: help, refusals with one line naming the cause and a non-zero exit,
a start that prints its settings and ``ready``, and SIGTERM ending in an orderly cluster shutdown (exit 0,
a snapshot in recording.log) or, with ``--on-signal close``, in this member closing alone (exit 0, no
snapshot: nothing asked the cluster to shut down)."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from cm_java import ECHO_SERVICE, AeronkitNode
from support.java_cluster import choose_base_port, unique_aeron_dir

from aeronkit.cluster.consensus_module import Context as ConsensusModuleContext
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.node import THREADING_PROP, ClusterNode
from aeronkit.cluster.protocol import ConsensusModuleState
from aeronkit.cluster.recording_log import RecordingLog

MEMBERS = "0,localhost:20110,localhost:20220,localhost:20330,localhost:0,localhost:8010"


@pytest.fixture
def aeron_dir() -> Iterator[Path]:
    path = unique_aeron_dir("nodecli")
    yield path
    subprocess.run(["rm", "-rf", str(path)], check=False)


def cluster_node(*args: str, timeout_s: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "aeronkit.cli", "cluster-node", *args],
        capture_output=True,
        text=True,
        timeout=timeout_s,
        check=False,
    )


def test_help_names_every_option() -> None:
    done = cluster_node("--help")
    assert done.returncode == 0
    for option in ("--dir", "--service", "--no-service", "--print-config", "--on-signal"):
        assert option in done.stdout
    text = " ".join(done.stdout.split())  # argparse wraps the epilog
    for prop in (THREADING_PROP, ConsensusModuleContext.setting("election_strict").prop):
        assert f"-D{prop}=" in text


def test_without_a_service_choice_it_refuses(tmp_path: Path) -> None:
    done = cluster_node("--dir", str(tmp_path))
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "aeronkit cluster-node: give --service MODULE:CLASS (or --no-service)"
    ]


@pytest.mark.parametrize(
    ("props", "cause"),
    [
        (
            ("aeron.cluster.member.id=5",),
            "consensus module cannot start: aeron.cluster.member.id=5: not found in",
        ),
        (("aeronkit.cluster.node.threading=BOTH",), "aeronkit.cluster.node.threading=BOTH: expected one of"),
        (
            ("aeron.threading.mode=INVOKER", "aeronkit.cluster.node.threading=DEDICATED"),
            "media driver cannot start: aeron.threading.mode=INVOKER needs "
            "aeronkit.cluster.node.threading=SHARED",
        ),
    ],
)
def test_a_component_that_cannot_start_exits_1_with_one_line(
    tmp_path: Path, aeron_dir: Path, props: tuple[str, ...], cause: str
) -> None:
    done = cluster_node(
        "--dir",
        str(tmp_path),
        "--service",
        ECHO_SERVICE,
        f"-Daeron.dir={aeron_dir}",
        f"-Daeron.cluster.members={MEMBERS}",
        "-Daeron.cluster.ingress.channel=aeron:udp",
        "-Daeron.cluster.replication.channel=aeron:udp?endpoint=localhost:0",
        *(f"-D{prop}" for prop in props),
    )
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and cause in lines[0], lines


def test_unknown_service_class_exits_1_naming_it(tmp_path: Path, aeron_dir: Path) -> None:
    done = cluster_node(
        "--dir",
        str(tmp_path),
        "--service",
        "no_such_module:Nothing",
        f"-Daeron.dir={aeron_dir}",
        f"-Daeron.cluster.members={MEMBERS}",
        "-Daeron.cluster.ingress.channel=aeron:udp",
        "-Daeron.cluster.replication.channel=aeron:udp?endpoint=localhost:0",
    )
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "service 0 (no_such_module:Nothing) cannot start" in lines[0], lines


INVOKED = ("SHARED (media driver, archive, consensus module and services on one thread), "
           "idling with ReadableWakeIdleStrategy(max_spins=0, max_yields=2,")
"""What a SHARED node with its driver in INVOKER mode (its default) prints about its thread."""


@pytest.mark.parametrize(
    ("threading", "driver", "stepped"),
    [
        ("DEDICATED", None, None),
        ("SHARED", "SHARED", "SHARED (archive, consensus module and services on one thread), "
                             "idling with BackoffIdleStrategy(max_spins=0, max_yields=2,"),
        ("SHARED", "INVOKER", INVOKED),
        ("SHARED", None, INVOKED),
    ],
)
def test_start_prints_settings_then_ready_and_sigterm_shuts_the_cluster_down(
    tmp_path: Path, threading: str, driver: str | None, stepped: str | None
) -> None:
    """SHARED steps the service on the module's thread: its snapshot and termination must still complete.
    With the driver in INVOKER mode the node's thread steps it too, and every client of the node steps it
    while it awaits the driver (or none of the start-up's registrations would be answered); that thread
    then parks until a datagram reaches one of the driver's sockets."""
    node = AeronkitNode(
        tmp_path, 0, choose_base_port(1), service=ECHO_SERVICE,
        properties={"aeronkit.cluster.node.threading": threading,
                    **({} if driver is None else {"aeron.threading.mode": driver})},
    )
    node.start()
    try:
        printed = "".join(node.output)
        for part in (
            "media driver cnc.dat at",
            "archive ",
            f"node threading {stepped or threading}",
            "consensus module ",
            "services ['aeronkit.cluster.samples.echo_service:EchoService']",
            "ready: member 0 LEADER",
        ):
            assert part in printed, printed
    finally:
        assert node.stop() == 0, node.stderr_tail()
    assert any("terminated after a snapshot" in line for line in node.output), node.output
    with RecordingLog(node.cluster_dir) as log:
        assert [e.service_id for e in log.entries if e.is_any_snapshot] == [0, -1]


def test_sigterm_with_on_signal_close_closes_the_member_without_a_cluster_shutdown(tmp_path: Path) -> None:
    """What a fault test's stop of one member needs: a leader that goes away as Java's ClusteredMediaDriver
    does on SIGTERM, leaving the rest of the cluster running, instead of terminating every member."""
    node = AeronkitNode(tmp_path, 0, choose_base_port(1), service=ECHO_SERVICE, on_signal="close")
    node.start()
    assert "ready: member 0 LEADER" in "".join(node.output)
    assert node.stop() == 0, node.stderr_tail()
    printed = "".join(node.output)
    assert "closing this member (no cluster shutdown)" in printed, printed
    assert "terminated after a snapshot" not in printed, printed
    with RecordingLog(node.cluster_dir) as log:
        assert [e for e in log.entries if e.is_any_snapshot] == []
        assert log.entries, "the member ran a leadership term before it closed"


@pytest.mark.parametrize(
    ("role", "election", "state"),
    [
        (Role.FOLLOWER, None, ConsensusModuleState.ACTIVE),
        (Role.LEADER, object(), ConsensusModuleState.ACTIVE),
        (Role.LEADER, None, ConsensusModuleState.SUSPENDED),
    ],
)
def test_shutdown_of_a_member_that_cannot_take_the_toggle_returns_at_once(
    role: Role, election: object, state: ConsensusModuleState
) -> None:
    """Only an active leader acts on the SHUTDOWN toggle (its slow tick), so a follower's SIGTERM used to wait
    out the whole SHUTDOWN_TIMEOUT_S (30 s per follower in every three-member test's teardown) before it
    closed. Now it declines at once without touching the toggle (``counters`` is absent here: any use
    raises)."""
    agent = SimpleNamespace(is_terminated=False, role=role, election=election, state=state)
    started = time.monotonic()
    assert ClusterNode.shutdown(SimpleNamespace(agent=agent), 30.0) is False  # type: ignore[arg-type]
    assert time.monotonic() - started < 1.0
