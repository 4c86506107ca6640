"""Echo throughput of Aeron Java's cluster client against a Java node and against our node, in one run.

Not a proof of correctness beyond what the echo op checks (every reply in order, byte for byte): it gives
the figures docs/cluster.md quotes and compares our node's threading modes
(``aeronkit.cluster.node.threading``). Run with ``-m slow -s`` to see them:

    CI=true .venv/bin/python -m pytest -m slow -s tests/cluster/cm/test_cm_java_echo_figures.py
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from cm_java import ECHO_SERVICE, AeronkitNode
from support.java_cluster import JavaCluster, JavaClusterClient, choose_base_port, ingress_endpoints

from aeronkit.interop.java import JavaToolchain

pytestmark = [pytest.mark.java, pytest.mark.slow]

ECHOES = 50_000
ROUNDS = 2


def echo(java: JavaToolchain, work: Path, base_port: int, min_length: int, max_length: int) -> dict[str, Any]:
    client = JavaClusterClient(java, work, ingress_endpoints(base_port, 1)).start()
    try:
        assert client.command("connect")["ok"]
        result = client.command(f"echo {ECHOES} {min_length} {max_length} 42", timeout_s=900)
        assert result["ok"] and result["received"] == ECHOES and result["mismatches"] == 0, result
        return result
    finally:
        client.stop()


@pytest.mark.parametrize("lengths", [(32, 32), (1, 3000)], ids=["32B", "1-3000B"])
def test_echo_figures_java_node_and_ours(
    java: JavaToolchain, tmp_path: Path, lengths: tuple[int, int]
) -> None:
    figures: dict[str, list[float]] = {}
    for round_ in range(ROUNDS):
        with JavaCluster(java, tmp_path / f"java{round_}", 1, service="echo") as cluster:
            cluster.start()
            result = echo(java, tmp_path / f"java{round_}", cluster.base_port, *lengths)
            figures.setdefault("java node", []).append(result["msgs_per_sec"])
        for threading in ("SHARED", "DEDICATED"):
            work = tmp_path / f"{threading}{round_}"
            node = AeronkitNode(
                work,
                0,
                choose_base_port(1),
                service=ECHO_SERVICE,
                properties={"aeronkit.cluster.node.threading": threading},
            )
            node.start()
            try:
                result = echo(java, work, node.base_port, *lengths)
            finally:
                assert node.stop() == 0, node.stderr_tail()
            figures.setdefault(f"aeronkit node {threading}", []).append(result["msgs_per_sec"])
    for name, values in figures.items():
        rates = ", ".join(f"{v:.0f}" for v in values)
        print(f"{lengths[0]}-{lengths[1]} B, {ECHOES} echoes, {name}: {rates} msg/s")
