"""Our AeronCluster against our own consensus module, deterministic: the cluster-cm branch's one-thread node
(tests/cluster/cm/cm_harness.py: INVOKER driver and archive, ConsensusModule, a scripted echo service, a
seeded scheduler on a ManualClock) with the client as one more agent, over IPC ingress and egress.

Connect, echoes, keep-alive holding the session past its timeout, automatic keep-alive,
a close the service sees (under two scheduler seeds), and a silent session timed out to CLOSED.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cm"))
from cm_harness import MS, Node, Scheduler, is_leading, start_node
from test_cluster_client_connect import Recorder

from aeronkit.cluster.client import AeronCluster, AsyncConnect, ClientState, Context, EventCode
from aeronkit.idle import NoOpIdleStrategy


class Client:
    """Our cluster client as a scheduler agent: its Aeron conductor, then the connect or the egress."""

    def __init__(self, node: Node, scheduler: Scheduler, **settings: object) -> None:
        self.aeron = node.new_client("cluster-client")
        self.recorder = Recorder()
        values: dict[str, object] = {
            "aeron": self.aeron,
            "nano_clock": node.clock,
            "idle_strategy": NoOpIdleStrategy(),
            "ingress_channel": "aeron:ipc",
            "egress_channel": "aeron:ipc?term-length=64k",
            "egress_listener": self.recorder,
        }
        values.update(settings)
        self.connecting: AsyncConnect | None = AeronCluster.async_connect(Context(**values))
        self.cluster: AeronCluster | None = None
        scheduler.add(lambda: [("cluster-client", self.do_work)])

    def do_work(self) -> int:
        invoker = self.aeron.conductor_agent_invoker
        work = invoker.invoke() if invoker is not None and not self.aeron.is_closed else 0
        if self.connecting is not None:
            self.cluster = self.connecting.poll()
            if self.cluster is not None:
                self.connecting = None
            return work + 1
        if self.cluster is not None and not self.cluster.is_closed:
            work += self.cluster.poll_egress()
        return work

    @property
    def session(self) -> AeronCluster:
        assert self.cluster is not None
        return self.cluster


@pytest.fixture
def leading(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[tuple[Node, Scheduler]]:
    """A leading node; the scheduler's seed is the test's parameter (1 unless given)."""
    node, scheduler, _ = start_node(tmp_path, seed=getattr(request, "param", 1))
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        yield node, scheduler
    finally:
        node.close()


@pytest.mark.parametrize("leading", [1, 2], indirect=True, ids=["seed1", "seed2"])
def test_connect_echo_keep_alive_and_close(leading: tuple[Node, Scheduler]) -> None:
    node, scheduler = leading
    client = Client(node, scheduler)
    scheduler.run_until(lambda: client.cluster is not None, what="connected")
    session = client.session
    assert session.cluster_session_id == 1 and session.leader_member_id == 0
    assert session.new_leader_timeout_ns == 2 * 10_000 * MS, "twice the module's announced heartbeat timeout"
    # The scripted service reads the log without reassembly, so each echo fits one frame; fragmented echoes
    # through our module are proven with Java's client on the cluster-cm branch.
    payloads = [b"one", bytes(range(256)) * 5, b"three"]
    for payload in payloads:
        scheduler.run_until(lambda p=payload: session.offer(p) > 0, what="offer")
    scheduler.run_until(lambda: len(client.recorder.messages) == 3, what="echoes")
    assert [m[2] for m in client.recorder.messages] == payloads
    for _ in range(7):  # 7 s of keep-alives, past the 5 s session timeout
        scheduler.run(1_000)
        assert session.send_keep_alive()
    assert session.state is ClientState.CONNECTED and client.recorder.events == []
    session.close()
    assert node.service is not None
    scheduler.run_until(lambda: "close" in node.service.applied_kinds(), what="the close applied")


def test_silent_session_is_closed_by_our_module(leading: tuple[Node, Scheduler]) -> None:
    node, scheduler = leading
    client = Client(node, scheduler)
    scheduler.run_until(lambda: client.cluster is not None, what="connected")
    opened = scheduler.rounds
    scheduler.run_until(lambda: client.session.is_closed, max_rounds=8_000, what="closed")
    assert 5_000 <= scheduler.rounds - opened <= 5_200, "the module's 5 s session timeout, 1 ms rounds"
    assert [e[4:] for e in client.recorder.events] == [(EventCode.CLOSED, "TIMEOUT")]


def test_automatic_keep_alive_holds_the_session(leading: tuple[Node, Scheduler]) -> None:
    node, scheduler = leading
    client = Client(node, scheduler, keep_alive_interval_ns=1_000 * MS)
    scheduler.run_until(lambda: client.cluster is not None, what="connected")
    scheduler.run(7_000)
    assert client.session.state is ClientState.CONNECTED and client.recorder.events == []
    client.session.close()
