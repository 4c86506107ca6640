"""Run the election simulation over many seeds (``nox -s cluster_sim``); docs/cluster-election.md explains it.

    python tests/cluster/cluster_sim/campaign.py --seeds N [--start S] [--members 3|5] [--strict]
        [--trace-dir DIR]

Each seed builds a 3- or 5-member cluster (even seeds 3, odd seeds 5, unless ``--members``), a network with
the seed's delay, loss, duplication and reordering, and a chaos phase of random faults: process crashes,
crashes between a write and its sync, restarts, partitions, one-way link cuts, heals. Invariants are checked
as it runs. Then everything heals and restarts, and the cluster must agree on a leader within
``RECOVERY_BOUND_NS`` of simulated time. Output: one block per failing seed (its violations, the tail of its
trace, the full trace's file and the command that replays exactly that seed), then the line
``N seeds, V violations, P liveness failures`` (V counts seeds that broke an invariant) and the distribution
of simulated time from healing to an agreed leader. Exit status 1 when V or P is not 0.

The members run Aeron's election rules (the default) or, with ``--strict``, ours
(``ElectionConfig.strict``); docs/cluster-election.md says which mode keeps which seeds green.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from simulation import MS, SIM_CONFIG

from aeronkit.testing import LinkProfile
from cluster_sim.cluster import CampaignCluster

RECOVERY_BOUND_NS = 60_000 * MS
"""Healed and all members up: an agreed leader within this much simulated time, else a liveness failure."""

TRACE_TAIL = 40
NETWORK = -1
"""The member id network faults are recorded under in the trace (side_a: a bit per member id)."""


@dataclass
class SeedResult:
    seed: int
    size: int
    violations: list[str] = field(default_factory=list)
    strict: bool = False
    live: bool = False
    election_ns: int | None = None
    first_leader_ns: int | None = None
    checks: int = 0
    digest: str = ""
    trace_lines: list[str] = field(default_factory=list)

    @property
    def failed(self) -> bool:
        return bool(self.violations) or not self.live


def members_for(seed: int, members: int | None) -> int:
    return members if members is not None else (3 if seed % 2 == 0 else 5)


def _chaos(cluster: CampaignCluster, chaos: random.Random) -> None:
    """A random sequence of faults, each after a random stretch of simulated time."""
    size = len(cluster.ids)
    for _ in range(chaos.randint(1, 12)):
        cluster.run_for(chaos.randint(0, 2_000) * MS)
        live = sorted(cluster.elections)
        dead = [m for m in cluster.ids if m not in cluster.elections]
        action = chaos.random()
        if action < 0.12 and live:
            cluster.crash(chaos.choice(live))
        elif action < 0.27 and live:  # a restart at once: the member comes back within the same ballot
            bounced = chaos.choice(live)
            cluster.crash(bounced)
            cluster.start(bounced)
        elif action < 0.37 and live:
            cluster.trap_next_write(chaos.choice(live))
        elif action < 0.55 and dead:
            cluster.start(chaos.choice(dead))
        elif action < 0.72:
            ids = cluster.ids[:]
            chaos.shuffle(ids)
            cut = chaos.randint(1, size - 1)
            cluster.network.partition(ids[:cut], ids[cut:])
            cluster.record(NETWORK, "partition", side_a=sum(1 << m for m in ids[:cut]))
        elif action < 0.85:
            source, destination = chaos.sample(cluster.ids, 2)
            cluster.network.cut(source, destination)
            cluster.record(NETWORK, "cut", source=source, destination=destination)
        else:
            cluster.network.heal()
            cluster.record(NETWORK, "heal")


def _heal(cluster: CampaignCluster) -> None:
    cluster.network.heal()
    cluster.record(NETWORK, "heal_all")
    cluster.stop_bouncing()
    for member in cluster.ids:
        cluster.disks[member].trapped = False
        if member not in cluster.elections:
            cluster.start(member)


def run_seed(
    seed: int, members: int | None = None, *, record_network: bool = False, strict: bool = False
) -> SeedResult:
    """One seed, start to end; everything it does is derived from ``seed`` (and ``members``, and whether
    the members run our ``strict`` election rules)."""
    size = members_for(seed, members)
    result = SeedResult(seed, size, strict=strict)
    chaos = random.Random(seed ^ 0xC1A05)
    profile = LinkProfile(
        min_delay_ns=1 * MS,
        max_delay_ns=chaos.choice([10, 40, 80]) * MS,
        loss=chaos.choice([0.0, 0.02, 0.1, 0.2]),
        duplicate=chaos.choice([0.0, 0.05, 0.1]),
        reorder=chaos.choice([0.0, 0.05, 0.2]),
        reorder_delay_ns=50 * MS,
    )
    bounce = chaos.choice([0.0, 0.1, 0.3])
    cluster = CampaignCluster(
        seed,
        size,
        profile,
        config=replace(SIM_CONFIG, strict=strict),
        record_network=record_network,
        bounce_after_vote=bounce,
    )
    try:
        _chaos(cluster, chaos)
        _heal(cluster)
        healed_ns = cluster.clock.nano_time()
        result.live = cluster.run_until(lambda: cluster.agreed_leader() is not None, RECOVERY_BOUND_NS)
        if result.live:
            result.election_ns = cluster.clock.nano_time() - healed_ns
    except Exception:  # a model assertion or an agent error: a defect this seed found
        result.violations.append("exception: " + traceback.format_exc().strip().replace("\n", " | "))
    result.violations.extend(cluster.invariants.violations)
    result.checks = cluster.invariants.checks
    result.first_leader_ns = next(
        (
            t
            for t, mid, event, d in cluster.trace
            if event == "election_complete" and dict(d)["leader"] == mid
        ),
        None,
    )
    result.digest = cluster.digest()
    result.trace_lines = [
        f"{t / 1e9:.3f}s {'net' if mid == NETWORK else f'm{mid}'} {event} "
        + " ".join(f"{k}={v}" for k, v in details)
        for t, mid, event, details in cluster.trace
    ]
    if not result.live:
        states = {m: (e.state.name, e.leadership_term_id, e.leader_id) for m, e in cluster.elections.items()}
        result.trace_lines.append(f"not live: member -> (state, leadership term, leader) {states}")
    return result


def replay_command(seed: int, size: int, strict: bool = False) -> str:
    mode = " --strict" if strict else ""
    return f"nox -s cluster_sim -- --seeds 1 --start {seed} --members {size}{mode}"


def report_failure(result: SeedResult, trace_dir: Path) -> str:
    """What a failing seed prints: its violations, its trace's tail, where the whole trace is, a replay."""
    trace_dir.mkdir(parents=True, exist_ok=True)
    path = trace_dir / f"seed-{result.seed}-{result.size}.trace"
    path.write_text("\n".join(result.trace_lines) + "\n")
    lines = [f"seed {result.seed} ({result.size} members) FAILED" + ("" if result.live else " (no leader)")]
    lines += [f"  violation: {v}" for v in result.violations]
    lines.append(f"  last {TRACE_TAIL} trace events (all {len(result.trace_lines)} in {path}):")
    lines += [f"    {line}" for line in result.trace_lines[-TRACE_TAIL:]]
    lines.append(f"  replay: {replay_command(result.seed, result.size, result.strict)}")
    return "\n".join(lines)


def percentile(sorted_values: Sequence[int], fraction: float) -> int:
    """Nearest-rank percentile of already sorted values."""
    rank = max(1, math.ceil(fraction * len(sorted_values)))
    return sorted_values[rank - 1]


@dataclass
class CampaignSummary:
    seeds: int
    violations: int
    liveness_failures: int
    election_ns: list[int]
    first_leader_ns: list[int] = field(default_factory=list)
    checks: int = 0

    def line(self) -> str:
        return f"{self.seeds} seeds, {self.violations} violations, {self.liveness_failures} liveness failures"

    def distribution(self) -> str:
        """Two lines: simulated time from healing to an agreed leader, and from a cold start (under the seed's
        faults) to the first leader that closed its election."""
        return "\n".join(
            _distribution(label, values)
            for label, values in (
                ("simulated time from healing to an agreed leader", self.election_ns),
                ("simulated time from a cold start to the first leader", self.first_leader_ns),
            )
        )


def _distribution(label: str, values: Sequence[int]) -> str:
    times = sorted(values)
    if not times:
        return f"{label}: none"
    p50, p99, top = (percentile(times, 0.5), percentile(times, 0.99), times[-1])
    return (
        f"{label}: p50 {p50 / MS:.0f} ms, p99 {p99 / MS:.0f} ms, max {top / MS:.0f} ms ({len(times)} seeds)"
    )


def run_campaign(
    seeds: Sequence[int],
    members: int | None,
    trace_dir: Path,
    out: list[str] | None = None,
    *,
    strict: bool = False,
) -> CampaignSummary:
    """Run every seed; failing seeds are reported (to ``out`` if given, else to stdout) as they happen."""
    summary = CampaignSummary(0, 0, 0, [])
    for seed in seeds:
        result = run_seed(seed, members, strict=strict)
        summary.seeds += 1
        summary.violations += bool(result.violations)
        summary.liveness_failures += not result.live
        summary.checks += result.checks
        if result.election_ns is not None:
            summary.election_ns.append(result.election_ns)
        if result.first_leader_ns is not None:
            summary.first_leader_ns.append(result.first_leader_ns)
        if result.failed:
            text = report_failure(result, trace_dir)
            if out is None:
                print(text, flush=True)
            else:
                out.append(text)
    return summary


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seeds", type=int, default=500, help="how many seeds (default 500)")
    parser.add_argument("--start", type=int, default=0, help="first seed (default 0)")
    parser.add_argument("--members", type=int, choices=(3, 5), help="cluster size (default: 3 and 5 mixed)")
    parser.add_argument(
        "--strict",
        action="store_true",
        help="members run our stricter election rules (ElectionConfig.strict) instead of Aeron's",
    )
    parser.add_argument(
        "--trace-dir", type=Path, default=Path("build/cluster-sim"), help="where failing seeds' traces go"
    )
    args = parser.parse_args(argv)
    if args.seeds < 1 or args.start < 0:
        parser.error(f"--seeds must be >= 1 and --start >= 0 (got {args.seeds}, {args.start})")
    started = time.monotonic()
    seeds = range(args.start, args.start + args.seeds)
    summary = run_campaign(seeds, args.members, args.trace_dir, strict=args.strict)
    print(("strict" if args.strict else "Aeron") + " election rules")
    print(summary.line())
    print(summary.distribution())
    print(f"(wall time {time.monotonic() - started:.1f} s)", file=sys.stderr)
    return 0 if summary.violations == 0 and summary.liveness_failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
