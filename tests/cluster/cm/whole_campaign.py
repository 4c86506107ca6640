"""The whole-cluster simulation campaign (whole_cluster.py) over many seeds:
`nox -s cluster_whole_sim -- --seeds N [--start S] [--restart-every K] [--scenario NAME] [--members 3|5]`.

Each seed runs one scenario on three (or five) members in one thread, ``SCENARIOS[(seed // 4) % 16]`` unless
``--scenario`` names one: ``crash`` (``failover``: a leader crash, a new election, commits through both
leaders; every K-th seed also restarts the old leader and waits for it to catch up), ``isolated``, ``deaf`` or
``mute`` (the leader cut off from the others both ways, or one way: it must step down, the other two elect and
commit undisturbed, and after the links heal all three agree), ``stalled`` (the crashed leader restarts and
its catch-up is cut off midway: it must give up, not disturb the leader, and catch up once the link heals),
``restart`` (all three crash and restart, replay their logs, elect, and serve a new session), ``client`` (the
crash scenario with the real AeronCluster on a host of its own, keeping its session through the failover),
``client-cut`` (that client cut off from the leader: it must close itself in time, the leader must time its
session out), ``torn`` (the crash scenario with the restart, then a follower crashes mid-append to its
recording.log: its last TERM entry is cut short; it must start, catch up and record that term again),
``appointed`` (member ``seed % members`` is the appointed leader; it crashes, nobody else may elect, and it
leads again once restarted), ``node`` (the client scenario with the restart, but the leader's whole process
dies, its driver and archive with it: the new archive recovers the log recording's stop from its segment
files), ``snapshot`` (the cluster snapshots mid-run; the leader crashes and, restarted, must recover from its
snapshots, replay only the log after them and end with the others' history), ``blank`` (aeron-io/aeron#1533:
after a snapshot every member truncates its log to it and a follower returns blank; it cannot catch up from
position 0, and both it and the leader must say why while the leader commits undisturbed), ``full`` (a
follower's disk, or on odd seeds the leader's, fills up: its log recording fails and it cannot extend it; the
others commit without it, undisturbed, and once the disk is freed it catches up), ``paused`` (the leader's
whole process stands still for 5 s, as in a long GC pause: the others elect; resumed, it must follow without
disturbing them, and nothing it took in its stale term is ever applied), ``slow`` (the crash scenario with the
restart while everything to and from member ``seed % 3`` is 40 ms late, with jitter). Member ``seed % 4``
receives lossily (none when that is 3; with five members ``seed % 6``, none when 5; none in ``blank``, whose
80 KiB burst can leave a lossy follower past the leader's resend window of half a 64 KiB term, as it would
with Aeron's), so sixty seeds in a row cover every scenario with every lossy member of three. A seed ends in
one of three ways: it passes; an invariant broke (``InvariantViolation``: election safety, commit going back
or past what the member recorded, a service past commit, diverging services, a cut-off or stalled member
disturbing the majority's leader, a client session waiting past its timeout) or the end state is wrong (the
live members' services did not all apply one history, exactly what was acknowledged with at most the
never-acknowledged messages of a cut-off leader's client, the clients' echoes differ from what was
acknowledged, or a service container reported an error): a violation; or something bounded did not happen in
its simulated time (a leader, an echo, a catch-up, a step-down): a liveness failure. A failing seed prints its
last trace rows and the command that replays it. The run ends with `N seeds, V violations, P liveness
failures`, the distribution of simulated time from losing a leader to a new leader the others follow, and the
seeds per scenario.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]

from whole_cluster import (  # noqa: E402
    MS,
    SEGMENT_LENGTH,
    STRANDED,
    InvariantViolation,
    WholeCluster,
    appointed_leader_unavailable,
    blank_member_after_truncation,
    client_cut_off,
    client_failover,
    deaf_leader,
    failover,
    full_disk,
    full_restart,
    isolated_leader,
    mute_leader,
    paused_leader,
    slow_member,
    snapshot_failover,
    torn_recording_log,
)

SCENARIOS = ("crash", "isolated", "deaf", "mute", "stalled", "restart", "client", "client-cut", "torn",
             "appointed", "node", "snapshot", "blank", "full", "paused", "slow")
CUT_OR_RESTART: dict[str, Callable[[WholeCluster], list[bytes]]] = {
    "isolated": isolated_leader, "deaf": deaf_leader, "mute": mute_leader, "restart": full_restart,
    "client-cut": client_cut_off, "torn": torn_recording_log, "appointed": appointed_leader_unavailable,
    "snapshot": snapshot_failover, "blank": blank_member_after_truncation, "full": full_disk,
    "paused": paused_leader, "slow": slow_member,
}
REAL_CLIENT = ("client", "client-cut", "node")
"""The scenarios whose client is the real AeronCluster, over UDP ingress."""


def scenario_of(seed: int) -> str:
    return SCENARIOS[(seed // 4) % len(SCENARIOS)]


def _scenario(name: str, restart: bool) -> Callable[[WholeCluster], list[bytes]]:
    if name == "crash":
        return lambda cluster: failover(cluster, restart=restart)
    if name == "stalled":
        return lambda cluster: failover(cluster, restart=True, stall_catchup=True)
    if name == "client":
        return lambda cluster: client_failover(cluster, restart=restart)
    if name == "node":
        return lambda cluster: client_failover(cluster, restart=True, whole_node=True)
    return CUT_OR_RESTART[name]


def run_seed(
    seed: int, scenario: str, restart: bool, base_port: int = 0, members: int = 3
) -> tuple[str, list[int], str, int]:
    """("ok" | "violation" | "liveness", election times in ns, what happened, the base port used)."""
    lossy = seed % (members + 1) if seed % (members + 1) < members and scenario != "blank" else None
    with tempfile.TemporaryDirectory(prefix=f"whole-sim-{seed}-") as tmp:
        cluster = WholeCluster(Path(tmp), seed, size=members, lossy_member=lossy, base_port=base_port,
                               udp_ingress=scenario in REAL_CLIENT,
                               appointed_leader=seed % members if scenario == "appointed" else None,
                               segment_length=SEGMENT_LENGTH if scenario == "blank" else None)
        port = cluster.base_port
        try:
            sent = _scenario(scenario, restart)(cluster)
            echoed = [payload for client in cluster.clients for _, _, payload in client.messages]
            # every live service applied one history: what was acknowledged, plus at most the stranded
            # messages of a cut scenario whose cut let them reach the new leader's log
            histories = {tuple(cluster.applied(i)) for i in cluster.live()}
            agreed = [m for m in next(iter(histories)) if m not in STRANDED]
            if len(histories) != 1 or agreed != sent or echoed != sent:
                return "violation", cluster.election_times_ns, (
                    f"services applied {histories}, or echoes differ: {echoed} / {sent}"), port
            errors = cluster.service_errors()
            if errors:
                return "violation", cluster.election_times_ns, f"a service container reported {errors}", port
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
    parser.add_argument("--scenario", choices=SCENARIOS, default=None,
                        help="run this scenario for every seed (default: each seed's own)")
    parser.add_argument("--members", type=int, choices=(3, 5), default=3,
                        help="members in the cluster (default 3)")
    parser.add_argument("--base-port", type=int, default=0,
                        help="the members' port plan base (a replay gives the failing run's; default: free)")
    args = parser.parse_args(argv)
    if args.seeds < 1 or args.start < 0 or args.restart_every < 1:
        parser.error("--seeds and --restart-every must be >= 1 and --start >= 0")
    started = time.monotonic()
    outcomes = {"ok": 0, "violation": 0, "liveness": 0}
    times: list[int] = []
    by_scenario: dict[str, int] = {}
    for seed in range(args.start, args.start + args.seeds):
        scenario = args.scenario or scenario_of(seed)
        by_scenario[scenario] = by_scenario.get(scenario, 0) + 1
        outcome, elections, detail, port = run_seed(
            seed, scenario, seed % args.restart_every == 0, args.base_port, args.members)
        outcomes[outcome] += 1
        times += elections
        if outcome != "ok":
            replay = (f"python tests/cluster/cm/whole_campaign.py --seeds 1 --start {seed} "
                      f"--restart-every {args.restart_every} --scenario {scenario} --members {args.members} "
                      f"--base-port {port}")
            print(f"seed {seed} ({scenario}): {outcome}\n{detail}\n  replay: {replay}", flush=True)
    print(f"{args.seeds} seeds, {outcomes['violation']} violations, {outcomes['liveness']} liveness failures")
    if times:
        print(f"leader lost to a new leader, simulated ms: p50 {statistics.median(times) / MS:.0f}, "
              f"p99 {_percentile(times, 0.99) / MS:.0f}, max {max(times) / MS:.0f} ({len(times)} elections)")
    print("scenarios: " + ", ".join(f"{name} {count}" for name, count in sorted(by_scenario.items())))
    print(f"(wall time {time.monotonic() - started:.1f} s)", file=sys.stderr)
    return 0 if outcomes["ok"] == args.seeds else 1


if __name__ == "__main__":
    if os.environ.get("PYTHONHASHSEED") != "0":  # string hashes, and so set orders, the same run to run
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    sys.exit(main())
