"""Three-member cluster benchmark: ingress -> egress round trip, echo throughput and failover time.

Three Aeron Java members on this machine (tests/cluster/java_peers/InteropNode.java with the Java
InteropService, SHARED threading, backoff idling; tests/support/java_cluster.py's JavaCluster), so every echo
is committed by a quorum: the leader's log is recorded by its own archive and by a follower's before the
service sees it. The clients are benchmarks/cluster.py's three, alternating in the same run: Aeron's
AeronCluster on a standalone Java driver, ours on that driver, ours on aeronkit's own driver. Each runs the
round-trip and throughput phases of that suite, then a failover phase (benchmarks/java/ClusterEchoBench.java,
phase 3; cluster.py's ``_failover`` for ours): one ECHO at a time, and once it prints ``failover-ready``
the harness SIGKILLs the leader (by pid) and notes CLOCK_MONOTONIC. The client reports when the
NewLeaderEvent came and when the first echo after it came, on the same clock, so both times are measured
from the kill. The killed member is restarted on its directories (after its mark files went stale) and the
next client waits for three settled members.

Clusters are a column: :data:`CLUSTERS` maps a name to a factory of started three-member clusters, Aeron
Java's and aeronkit's own (``aeronkit cluster-node`` in its default threading: one thread per member, the
driver stepped in it; the Python InteropService), each
driven by the same three clients with the same message sizes.

Run with ``python -m benchmarks cluster3`` (``--quick`` for a smoke run); results in
benchmarks/results/cluster3.{json,md}.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from benchmarks.cluster import (
    IMPLEMENTATIONS,
    JAVA_SOURCES,
    ROOT,
    Clients,
    Settings,
    client_driver,
    parse,
    parse_failover,
)
from benchmarks.harness import RESULTS, environment
from benchmarks.latency import KEYS, LatencyMeasurement
from benchmarks.processes import Process

MEMBERS = 3
SUMMARY_KEYS = ("p50", "p99", "p99.9")


def _java_cluster(toolchain: Any, work: Path) -> AbstractContextManager[Any]:
    from support.java_cluster import java_cluster

    return java_cluster(toolchain, work, MEMBERS)


def _aeronkit_cluster(toolchain: Any, work: Path) -> AbstractContextManager[Any]:
    """Three ``aeronkit cluster-node`` members (tests/cluster/cm/cm_java.py) with the same port plan,
    channels, timing and InteropService as the Java members: only the implementation differs."""
    sys.path.insert(0, str(ROOT / "tests" / "cluster" / "cm"))
    from cm_java import aeronkit_cluster

    return aeronkit_cluster(work, MEMBERS)


CLUSTERS: dict[str, Callable[[Any, Path], AbstractContextManager[Any]]] = {
    "aeron-java": _java_cluster, "aeronkit": _aeronkit_cluster}
"""Cluster implementations by name: each factory yields a started cluster with ``ingress_endpoints()`` and
``await_leader()`` whose nodes have ``kill()``, ``await_mark_files_stale()`` and ``start()``
(support.java_cluster.JavaCluster's surface)."""


@dataclass
class Row:
    """One client against one cluster, every round."""

    cluster: str
    client: str
    latency: LatencyMeasurement
    throughput: list[float] = field(default_factory=list)
    new_leader_ms: list[float] = field(default_factory=list)
    next_echo_ms: list[float] = field(default_factory=list)


def run(quick: bool = False, results: Path = RESULTS) -> Path:
    sys.path.insert(0, str(ROOT / "tests"))
    from aeronkit.interop.java import JavaToolchain

    settings = Settings.quick() if quick else Settings()
    toolchain = JavaToolchain()
    rows = {(c, n): Row(c, n, LatencyMeasurement("echo rtt", n)) for c in CLUSTERS for n in IMPLEMENTATIONS}
    loads = [os.getloadavg()]
    with tempfile.TemporaryDirectory(prefix="aeronkit-bench-cluster3-") as tmp:
        work = Path(tmp)
        classes = toolchain.compile(JAVA_SOURCES, work / "classes")
        for cluster_name, start in CLUSTERS.items():
            with client_driver(toolchain) as client_dir, start(toolchain, work / cluster_name) as cluster:
                cluster.await_leader()
                clients = Clients(toolchain, classes, client_dir, cluster.ingress_endpoints(), settings,
                                  failover=True)
                for round_index in range(settings.rounds):
                    order = IMPLEMENTATIONS if round_index % 2 == 0 else tuple(reversed(IMPLEMENTATIONS))
                    for name in order:
                        _one_client(cluster, clients, name, rows[(cluster_name, name)])
                    loads.append(os.getloadavg())
    return write(settings, list(rows.values()), loads, results)


def _one_client(cluster: Any, clients: Clients, name: str, row: Row) -> None:
    """Run one client: its two phases, then the leader's kill at ``failover-ready``; restart the member."""
    settings = clients.settings
    deadline = time.monotonic() + settings.timeout_s
    proc = Process(clients.argv(name))
    try:
        proc.expect(lambda line: line.startswith("failover-ready"), deadline)
        leader = cluster.await_leader()
        killed_ns = time.monotonic_ns()
        leader.kill()
        if proc.wait(deadline) != 0:
            raise RuntimeError(f"{name} client failed:\n{proc.text[-3000:]}")
    finally:
        proc.stop()
    rtt, rate = parse(proc.text, settings, name)
    new_leader_ns, next_echo_ns = parse_failover(proc.text, name)
    row.latency.runs.append(rtt)
    row.throughput.append(rate)
    row.new_leader_ms.append((new_leader_ns - killed_ns) / 1e6)
    row.next_echo_ms.append((next_echo_ns - killed_ns) / 1e6)
    leader.await_mark_files_stale()
    leader.start()
    cluster.await_leader()


def write(
    settings: Settings, rows: list[Row], loads: list[tuple[float, float, float]], results: Path = RESULTS
) -> Path:
    """The JSON (every run) and the table; `loads` are the load averages at the start and after each round
    (the machine is shared: figures taken at a high load say little)."""
    results.mkdir(parents=True, exist_ok=True)
    out: list[dict[str, Any]] = []
    for row in rows:
        out.append({"cluster": row.cluster, "client": row.client, "rtt_ns": row.latency.medians,
                    "rtt_runs": [r.values for r in row.latency.runs],
                    "echo_msgs_per_sec": statistics.median(row.throughput), "echo_runs": row.throughput,
                    "kill_to_new_leader_ms": statistics.median(row.new_leader_ms),
                    "kill_to_next_echo_ms": statistics.median(row.next_echo_ms),
                    "failover_runs_ms": [
                        list(p) for p in zip(row.new_leader_ms, row.next_echo_ms, strict=True)]})
    data = {"suite": "cluster3", "environment": environment(), "settings": asdict(settings),
            "members": f"{MEMBERS} per cluster on this machine; Java's: SHARED driver and backoff idling; "
                       "aeronkit's: the node's default (one thread stepping the driver, woken by datagrams)",
            "load_averages": [list(load) for load in loads],
            "written": datetime.now(UTC).isoformat(timespec="seconds"), "results": out}
    (results / "cluster3.json").write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    lines = [
        "# cluster3",
        "",
        f"Client ingress -> egress echo against {MEMBERS} members (InteropService), failover by SIGKILL of "
        "the leader. Medians over rounds. Settings: "
        + ", ".join(f"{k}={v}" for k, v in asdict(settings).items()),
        "",
        "| cluster | client | " + " | ".join(f"rtt {k} us" for k in KEYS) + " | echo msgs/s "
        "| p50 / p99 / p99.9 / msgs/s vs aeron-java client "
        "| kill -> NewLeaderEvent ms | kill -> next echo ms |",
        "|---|---|" + "---:|" * (len(KEYS) + 4),
    ]
    for result in out:
        anchor = next(r for r in out if r["cluster"] == result["cluster"] and r["client"] == "aeron-java")
        ratios = " / ".join(f"{result['rtt_ns'][k] / anchor['rtt_ns'][k]:.2f}" for k in SUMMARY_KEYS)
        ratios += f" / {result['echo_msgs_per_sec'] / anchor['echo_msgs_per_sec']:.2f}"
        cells = " | ".join(f"{result['rtt_ns'][k] / 1000:,.1f}" for k in KEYS)
        lines.append(
            f"| {result['cluster']} | {result['client']} | {cells} | {result['echo_msgs_per_sec']:,.0f} | "
            f"{ratios} | {result['kill_to_new_leader_ms']:,.0f} | {result['kill_to_next_echo_ms']:,.0f} |")
    lines += ["", "Ratios: the client's figure over the aeron-java client's against the same cluster "
              "(latency above 1 is slower, msgs/s above 1 faster). Failover times are from the leader's "
              "SIGKILL, on CLOCK_MONOTONIC in both processes. 1-minute load averages at the start and "
              "after each round: " + ", ".join(f"{load[0]:.1f}" for load in loads) + "."]
    path = results / "cluster3.md"
    path.write_text("\n".join(lines) + "\n")
    return path


def main(argv: list[str]) -> int:
    path = run(quick="--quick" in argv)
    print(path.read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
