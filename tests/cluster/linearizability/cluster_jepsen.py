"""Run a linearizability campaign against a three-member cluster (``nox -s cluster_jepsen``).

    python tests/cluster/linearizability/cluster_jepsen.py --minutes 10 --seed 7 [--cluster NAME] [--out DIR]

``--cluster java`` (the default) runs three Aeron Java members (support.java_kv_cluster), ``--cluster
aeronkit`` three ``aeronkit cluster-node`` members (support.aeronkit_kv_cluster); the clients are Aeron
Java's in both.

Prints every setting, one line per round (a history) and, for a violation, its minimal failing history;
ends with ``N histories, O ops, V violations``. Exit 0 when every history is linearizable and both checkers
agree, 1 otherwise, 2 when the machine lacks what the campaign needs (root for network namespaces, Java,
Go). Histories, nemesis logs and Porcupine's views of violations stay in the output directory; the members'
directories are removed after a clean campaign and kept otherwise. docs/cluster-linearizability.md explains
how to read all of it.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from support.aeronkit_kv_cluster import AeronkitKvCluster
from support.campaign import CampaignOptions, run_campaign
from support.cluster_netns import unavailable_reason
from support.java_kv_cluster import JavaKvCluster
from support.kv_cluster import ClusterUnderTest
from support.nemesis import Fault
from support.porcupine import checker_binary

from aeronkit.interop.java import JavaToolchain

UNAVAILABLE = 2

CLUSTERS: dict[str, type[JavaKvCluster] | type[AeronkitKvCluster]] = {
    "java": JavaKvCluster, "aeronkit": AeronkitKvCluster}
"""What ``--cluster`` chooses from: the implementation running the members."""


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=5.0, help="campaign length (default 5)")
    parser.add_argument("--cluster", choices=sorted(CLUSTERS), default="java",
                        help="who runs the members: Aeron Java or aeronkit (default java)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the workload and the fault plan")
    parser.add_argument("--round-seconds", type=float, default=60.0,
                        help="length of one history (default 60)")
    parser.add_argument("--clients", type=int, default=3, help="client processes (default 3)")
    parser.add_argument("--faults", default=",".join(Fault),
                        help=f"comma-separated subset of {', '.join(Fault)} (default: all)")
    parser.add_argument("--loss", type=float, default=0.1,
                        help="frame loss rate of a lossy member's driver (default 0.1)")
    parser.add_argument("--out", type=Path, help="output directory (default: a new temporary directory)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    java = JavaToolchain()
    go = shutil.which("go")
    lacking = [reason for reason in (
        unavailable_reason(),
        f"Java needs {', '.join(java.missing_tools())}" if java.missing_tools() else None,
        "go is not on PATH" if go is None else None) if reason]
    if lacking or go is None:
        print(f"cluster_jepsen cannot run: {'; '.join(lacking)}", file=sys.stderr)
        return UNAVAILABLE
    faults = tuple(Fault(name) for name in args.faults.split(",") if name)
    options = CampaignOptions(seconds=args.minutes * 60, seed=args.seed, round_s=args.round_seconds,
                              clients=args.clients, faults=faults)
    out = args.out or Path(tempfile.mkdtemp(prefix="cluster-jepsen-"))
    out.mkdir(parents=True, exist_ok=True)
    print(f"output in {out}")
    members = out / "cluster"
    cluster_class = CLUSTERS[args.cluster]

    def cluster() -> ClusterUnderTest:
        return cluster_class(java, members, seed=args.seed, loss_rate=args.loss)

    result = run_campaign(cluster, options, out, checker_binary(go))
    if result.sound:
        shutil.rmtree(members, ignore_errors=True)
    return 0 if result.sound else 1


if __name__ == "__main__":
    sys.exit(main())
