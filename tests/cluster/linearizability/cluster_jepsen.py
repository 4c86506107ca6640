"""Run a linearizability campaign against a three-member Aeron Java cluster (``nox -s cluster_jepsen``).

    python tests/cluster/linearizability/cluster_jepsen.py --minutes 10 --seed 7 [--out DIR]

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

from support.campaign import CampaignOptions, run_campaign
from support.cluster_netns import unavailable_reason
from support.java_kv_cluster import JavaKvCluster
from support.nemesis import Fault
from support.porcupine import checker_binary

from aeronkit.interop.java import JavaToolchain

UNAVAILABLE = 2


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=5.0, help="campaign length (default 5)")
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
    result = run_campaign(
        lambda: JavaKvCluster(java, members, seed=args.seed, loss_rate=args.loss), options, out,
        checker_binary(go))
    if result.sound:
        shutil.rmtree(members, ignore_errors=True)
    return 0 if result.sound else 1


if __name__ == "__main__":
    sys.exit(main())
