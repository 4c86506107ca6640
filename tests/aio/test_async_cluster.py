"""The asyncio cluster client (aeronkit.asyncio.AsyncAeronCluster) against a one-member ``aeronkit
cluster-node`` running the bundled EchoService over UDP: the connect is awaited, ``offer`` and ``async for``
carry messages of 1..3,000 bytes (fragmented above the MTU) back in order, the event loop keeps running
other coroutines while the client waits, and a closed session ends the iteration and refuses offers."""

from __future__ import annotations

import asyncio
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cluster" / "cm"))
from cm_java import AeronkitNode
from support.java_cluster import EGRESS_CHANNEL, INGRESS_CHANNEL, choose_base_port, ingress_endpoints

from aeronkit.asyncio import AsyncAeronCluster, EgressMessage
from aeronkit.cluster.client import Context
from aeronkit.errors import ClosedError

ECHO_SERVICE = "aeronkit.cluster.samples.echo_service:EchoService"
PING_PONGS = 300
BURST = 20
DEADLINE_S = 120.0


@pytest.fixture
def node(tmp_path: Path) -> Iterator[AeronkitNode]:
    member = AeronkitNode(tmp_path, 0, choose_base_port(1), service=ECHO_SERVICE)
    member.start()
    try:
        yield member
    finally:
        member.stop()


def _context(node: AeronkitNode) -> Context:
    return Context(
        aeron_dir=str(node.aeron_dir),
        ingress_channel=INGRESS_CHANNEL,
        ingress_endpoints=ingress_endpoints(node.base_port, 1),
        egress_channel=EGRESS_CHANNEL,
        message_timeout_ns=30_000_000_000,
    )


async def _next(cluster: AsyncAeronCluster) -> EgressMessage:
    return await asyncio.wait_for(anext(cluster), DEADLINE_S)


@pytest.mark.asyncio
async def test_echoes_come_back_in_order_through_async_for_while_the_loop_runs_other_work(
    node: AeronkitNode,
) -> None:
    ticks = 0
    stop = asyncio.Event()

    async def ticker() -> None:
        nonlocal ticks
        while not stop.is_set():
            ticks += 1
            await asyncio.sleep(0)

    ticking = asyncio.create_task(ticker())
    rng = random.Random(20261127)
    cluster = await asyncio.wait_for(AsyncAeronCluster.connect(_context(node)), DEADLINE_S)
    try:
        session_id = cluster.cluster.cluster_session_id
        last_timestamp = 0
        for _ in range(PING_PONGS):
            payload = rng.randbytes(rng.randint(1, 3_000))
            await cluster.offer(payload, timeout=DEADLINE_S)
            echo = await _next(cluster)
            assert (echo.payload, echo.cluster_session_id) == (payload, session_id)
            assert echo.timestamp >= last_timestamp > -1
            last_timestamp = echo.timestamp

        burst = [rng.randbytes(rng.randint(1, 1_000)) for _ in range(BURST)]
        for payload in burst:
            await cluster.offer(payload, timeout=DEADLINE_S)
        assert [(await _next(cluster)).payload for _ in burst] == burst
    finally:
        cluster.close()
        stop.set()
        await ticking
    assert ticks > PING_PONGS, "the client waited without yielding to the event loop"

    with pytest.raises(StopAsyncIteration):
        await anext(cluster)
    with pytest.raises(ClosedError):
        await cluster.offer(b"after close", timeout=1.0)
