"""The echo phases of benchmarks/cluster3.py alone, against one cluster, for before/after comparisons.

cluster3 runs three clients against two clusters and kills a leader per client run; a change to one
cluster's hot path needs only that cluster and one client, repeated: this starts the chosen three-member
cluster once (the same factories, ports, channels, timing and InteropService as cluster3), then runs the Java
client (benchmarks/java/ClusterEchoBench.java, no failover phase) ``--runs`` times and prints, per run,
echoes/s, the round trip's p50 and p99 and the 1-minute load average (the machine is shared: a figure without
its load says little). Nothing is written under benchmarks/results.

``python -m benchmarks.cluster3_echo [--cluster aeronkit|aeron-java] [--runs N] [--client NAME] [--quick]``
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.cluster import IMPLEMENTATIONS, JAVA_SOURCES, ROOT, Clients, Settings, client_driver, parse
from benchmarks.cluster3 import CLUSTERS
from benchmarks.processes import Process


def run(cluster_name: str, client: str, runs: int, settings: Settings) -> list[tuple[float, float, float]]:
    """(echoes/s, p50 us, p99 us) of each run, printed as they come."""
    sys.path.insert(0, str(ROOT / "tests"))
    from aeronkit.interop.java import JavaToolchain

    toolchain = JavaToolchain()
    figures = []
    with tempfile.TemporaryDirectory(prefix="aeronkit-bench-cluster3-echo-") as tmp:
        work = Path(tmp)
        classes = toolchain.compile(JAVA_SOURCES, work / "classes")
        with client_driver(toolchain) as client_dir, CLUSTERS[cluster_name](toolchain, work / "c") as cluster:
            cluster.await_leader()
            clients = Clients(toolchain, classes, client_dir, cluster.ingress_endpoints(), settings)
            for index in range(runs):
                proc = Process(clients.argv(client))
                try:
                    if proc.wait(time.monotonic() + settings.timeout_s) != 0:
                        raise RuntimeError(f"{client} client failed:\n{proc.text[-3000:]}")
                finally:
                    proc.stop()
                rtt, rate = parse(proc.text, settings, client)
                p50, p99 = rtt.values["p50"] / 1000, rtt.values["p99"] / 1000
                figures.append((rate, p50, p99))
                print(f"{cluster_name} run {index}: echo msgs/s {rate:,.0f} rtt p50 {p50:,.0f} us "
                      f"p99 {p99:,.0f} us load {os.getloadavg()[0]:.1f}", flush=True)
    return figures


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.cluster3_echo", description=__doc__)
    parser.add_argument("--cluster", choices=tuple(CLUSTERS), default="aeronkit")
    parser.add_argument("--client", choices=IMPLEMENTATIONS, default="aeron-java")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="cluster3's smoke-run message counts")
    args = parser.parse_args(argv)
    run(args.cluster, args.client, args.runs, Settings.quick() if args.quick else Settings())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
