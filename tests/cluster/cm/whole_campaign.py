"""The whole-cluster simulation campaign (whole_cluster.py) over many seeds:
`nox -s cluster_whole_sim -- --seeds N [--start S] [--restart-every K]`.

Each seed runs ``failover`` on three members in one thread (a leader crash, a new election, commits
through both leaders; every K-th seed also restarts the old leader and waits for it to catch up), with
member ``seed % 4`` receiving lossily (none when that is 3). A seed ends in one of three ways: it passes;
an invariant broke (``InvariantViolation``: election safety, commit going back, a service past commit,
diverging services) or the end state is wrong (a live member's service did not apply exactly what was
sent, or the clients' echoes differ from it): a violation; or something bounded did not happen in its
simulated time (a leader, an echo, a catch-up): a liveness failure. A failing seed prints its last trace
rows and the command that replays it. The run ends with `N seeds, V violations, P liveness failures` and
the distribution of simulated time from a leader crash to a new leader every live member follows.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import traceback
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]

from whole_cluster import MS, InvariantViolation, WholeCluster, failover  # noqa: E402


def run_seed(seed: int, restart: bool, base_port: int = 0) -> tuple[str, list[int], str, int]:
    """("ok" | "violation" | "liveness", election times in ns, what happened, the base port used)."""
    lossy = seed % 4 if seed % 4 < 3 else None
    with tempfile.TemporaryDirectory(prefix=f"whole-sim-{seed}-") as tmp:
        cluster = WholeCluster(Path(tmp), seed, lossy_member=lossy, base_port=base_port)
        port = cluster.base_port
        try:
            sent = failover(cluster, restart=restart)
            echoed = [payload for client in cluster.clients for _, _, payload in client.messages]
            wrong = [i for i in cluster.live() if cluster.applied(i) != sent]
            if wrong or echoed != sent:
                return "violation", cluster.election_times_ns, (
                    f"members {wrong} applied other than sent, or echoes differ: {echoed} / {sent}"), port
            return "ok", cluster.election_times_ns, "", port
        except InvariantViolation as violation:
            return "violation", cluster.election_times_ns, f"{violation}\n{_tail(cluster)}", port
        except AssertionError as failure:
            return "liveness", cluster.election_times_ns, f"{failure}\n{_tail(cluster)}", port
        except Exception:
            return "violation", cluster.election_times_ns, traceback.format_exc(), port
        finally:
            cluster.close()


def _tail(cluster: WholeCluster, rows: int = 12) -> str:
    return "\n".join(f"  round {r} member {m}: {row}" for r, m, row in cluster.trace[-rows:])


def _percentile(values: Sequence[int], fraction: float) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=50, help="how many seeds (default 50)")
    parser.add_argument("--start", type=int, default=0, help="first seed (default 0)")
    parser.add_argument("--restart-every", type=int, default=4,
                        help="every K-th seed restarts the crashed leader too (default 4)")
    parser.add_argument("--base-port", type=int, default=0,
                        help="the members' port plan base (a replay gives the failing run's; default: free)")
    args = parser.parse_args(argv)
    if args.seeds < 1 or args.start < 0 or args.restart_every < 1:
        parser.error("--seeds and --restart-every must be >= 1 and --start >= 0")
    started = time.monotonic()
    outcomes = {"ok": 0, "violation": 0, "liveness": 0}
    times: list[int] = []
    for seed in range(args.start, args.start + args.seeds):
        outcome, elections, detail, port = run_seed(seed, seed % args.restart_every == 0, args.base_port)
        outcomes[outcome] += 1
        times += elections
        if outcome != "ok":
            replay = (f"python tests/cluster/cm/whole_campaign.py --seeds 1 --start {seed} "
                      f"--restart-every {args.restart_every} --base-port {port}")
            print(f"seed {seed}: {outcome}\n{detail}\n  replay: {replay}", flush=True)
    print(f"{args.seeds} seeds, {outcomes['violation']} violations, {outcomes['liveness']} liveness failures")
    if times:
        print(f"leader crash to a new leader, simulated ms: p50 {statistics.median(times) / MS:.0f}, "
              f"p99 {_percentile(times, 0.99) / MS:.0f}, max {max(times) / MS:.0f} ({len(times)} elections)")
    print(f"(wall time {time.monotonic() - started:.1f} s)", file=sys.stderr)
    return 0 if outcomes["ok"] == args.seeds else 1


if __name__ == "__main__":
    sys.exit(main())
