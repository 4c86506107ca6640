"""A linearizability campaign: rounds of clients + nemesis against one cluster, each round's history checked.

A round is one history: the cluster is whole, `clients` workers (support.kv_workload) run for `round_s`
seconds on fresh keys while the nemesis (support.nemesis) hurts one member at a time, then every fault is
healed, the workers are stopped, and the history -- streamed to ``round-<n>/history.jsonl`` as it was
recorded, beside ``nemesis.jsonl`` -- is checked by Porcupine (support.porcupine) and, key by key where keys
are small, by the Python checker (support.linearizability) as a second opinion. A disagreement between the
two is a defect of ours and fails the campaign as loudly as a violation.

Everything random derives from one seed (printed with every setting at the start, as TigerBeetle's VOPR
does), but thread scheduling and the cluster's own timing are not seeded: a seed reproduces the workload and
the fault plan, not the interleaving. The campaign ends with one line: ``N histories, O ops, V violations``.
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from support.history import HistoryRecorder, operations, read_jsonl
from support.kv_cluster import ClusterUnderTest
from support.kv_workload import ClientWorker, KeySpace, Values, WorkerStats
from support.linearizability import SMALL_HISTORY, check
from support.nemesis import Fault, Nemesis, NemesisStats
from support.porcupine import Verdict, check_history

KEYS_PER_ROUND = 1_000_000
"""Round r uses keys from r * KEYS_PER_ROUND up: no round can see another's writes."""

STOP_TIMEOUT_S = 120.0
"""How long stopping workers may take: each finishes its operation in flight (bounded by the client)."""


@dataclass(frozen=True)
class CampaignOptions:
    seconds: float
    seed: int
    round_s: float = 60.0
    clients: int = 3
    keys: int = 4
    ops_per_key: int = SMALL_HISTORY
    faults: Sequence[Fault] = tuple(Fault)
    quiet_s: tuple[float, float] = (1.0, 4.0)
    fault_s: tuple[float, float] = (2.0, 6.0)
    stagger_s: float = 0.02
    healthy_timeout_s: float = 120.0

    def describe(self) -> dict[str, object]:
        described = asdict(self)
        described["faults"] = [str(f) for f in self.faults]
        return described


@dataclass
class RoundResult:
    index: int
    history: Path
    verdict: Verdict
    python_disagreements: list[int]
    python_checked_keys: int
    workers: list[WorkerStats]
    nemesis: NemesisStats
    worker_failures: list[str]

    @property
    def violations(self) -> int:
        return len(self.verdict.violations)


@dataclass
class CampaignResult:
    rounds: list[RoundResult] = field(default_factory=list)

    @property
    def histories(self) -> int:
        return len(self.rounds)

    @property
    def ops(self) -> int:
        return sum(r.verdict.operations for r in self.rounds)

    @property
    def violations(self) -> int:
        return sum(r.violations for r in self.rounds)

    @property
    def sound(self) -> bool:
        """No violation, no checker disagreement, no unknown verdict, no crashed worker."""
        return all(r.verdict.result == "ok" and not r.python_disagreements and not r.worker_failures
                   for r in self.rounds)

    def summary(self) -> str:
        return f"{self.histories} histories, {self.ops} ops, {self.violations} violations"


Printer = Callable[[str], None]


def run_round(
    cluster: ClusterUnderTest, options: CampaignOptions, index: int, out_dir: Path, checker: Path,
    rng: random.Random, say: Printer,
) -> RoundResult:
    round_dir = out_dir / f"round-{index}"
    round_dir.mkdir(parents=True, exist_ok=True)
    history = round_dir / "history.jsonl"
    cluster.await_healthy(options.healthy_timeout_s)
    stop = threading.Event()
    keys = KeySpace(first=index * KEYS_PER_ROUND, width=options.keys, ops_per_key=options.ops_per_key)
    values = Values()
    with history.open("w") as sink, (round_dir / "nemesis.jsonl").open("w") as nemesis_log:
        recorder = HistoryRecorder(sink=sink)
        workers = [ClientWorker(f"client-{i}", cluster.new_client, recorder, keys, values,
                                random.Random(rng.getrandbits(64)), stop, options.stagger_s)
                   for i in range(options.clients)]
        nemesis = Nemesis(cluster, options.faults, random.Random(rng.getrandbits(64)), nemesis_log,
                          recorder.clock)
        for worker in workers:
            worker.start()
        try:
            nemesis.run(time.monotonic() + options.round_s, stop, options.quiet_s, options.fault_s)
        finally:
            stop.set()
            for worker in workers:
                worker.join(STOP_TIMEOUT_S)
    failures = [f"{w.name}: {'still running' if w.is_alive() else repr(w.failure)}"
                for w in workers if w.is_alive() or w.failure is not None]
    verdict = check_history(checker, history, visualize=round_dir / "violations")
    disagreements, checked = _second_opinion(history, verdict)
    result = RoundResult(index, history, verdict, disagreements, checked, [w.stats for w in workers],
                         nemesis.stats, failures)
    _report(result, say)
    return result


def _second_opinion(history: Path, verdict: Verdict) -> tuple[list[int], int]:
    """Keys on which the Python checker disagrees with Porcupine, and how many keys it checked."""
    disagreements = []
    checked = 0
    for key_verdict in check(operations(read_jsonl(history))):
        porcupine = verdict.keys.get(key_verdict.key)
        if key_verdict.linearizable is None or porcupine == "Unknown":
            continue
        checked += 1
        if key_verdict.linearizable != (porcupine == "Ok"):
            disagreements.append(key_verdict.key)
    return disagreements, checked


def _report(result: RoundResult, say: Printer) -> None:
    v = result.verdict
    totals = WorkerStats()
    for stats in result.workers:
        totals.ok += stats.ok
        totals.failed += stats.failed
        totals.indeterminate += stats.indeterminate
        totals.connect_failures += stats.connect_failures
        totals.replaced_clients += stats.replaced_clients
        for error, count in stats.errors.items():
            totals.errors[error] = totals.errors.get(error, 0) + count
    say(f"round {result.index}: {v.result}; {v.operations} ops on {len(v.keys)} keys ({totals.ok} ok, "
        f"{totals.indeterminate} info, {totals.failed} fail), faults {result.nemesis.injected}, "
        f"slow recoveries {result.nemesis.slow_recoveries}, connect failures {totals.connect_failures}, "
        f"clients replaced {totals.replaced_clients}; python checked {result.python_checked_keys} keys; "
        f"history {result.history}")
    if totals.errors:
        say(f"  errors: {json.dumps(totals.errors, sort_keys=True)}")
    for failure in result.worker_failures:
        say(f"  WORKER FAILED {failure}")
    if result.python_disagreements:
        say(f"  CHECKERS DISAGREE on keys {result.python_disagreements}")
    for violation in v.violations:
        say(f"  VIOLATION on key {violation.key}: {len(violation.history)} events "
            f"({'minimal' if violation.minimal else 'shrinking stopped at its time limit'}); "
            f"view {violation.visualization}")
        for event in violation.history:
            say("    " + json.dumps(event.to_json(), separators=(",", ":")))


def run_campaign(
    cluster_factory: Callable[[], ClusterUnderTest], options: CampaignOptions, out_dir: Path, checker: Path,
    say: Printer = print,
) -> CampaignResult:
    """Rounds until `options.seconds` have passed (at least one), against one cluster, then its summary."""
    rng = random.Random(options.seed)
    cluster = cluster_factory()
    say(f"campaign seed {options.seed}: {json.dumps(options.describe(), sort_keys=True)}")
    say(f"cluster: {json.dumps(cluster.settings(), sort_keys=True, default=str)}")
    result = CampaignResult()
    deadline = time.monotonic() + options.seconds
    cluster.start()
    try:
        while not result.rounds or time.monotonic() + options.round_s / 2 < deadline:
            round_s = min(options.round_s, max(1.0, deadline - time.monotonic()))
            result.rounds.append(run_round(cluster, replace(options, round_s=round_s), len(result.rounds),
                                           out_dir, checker, rng, say))
    finally:
        cluster.close()
    say(result.summary())
    return result
