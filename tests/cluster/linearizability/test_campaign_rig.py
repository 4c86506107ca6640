"""The campaign rig end to end without Java: against a fake cluster that serves stale reads it must report
violations, each with a minimal history naming the stale read; against the same fake reading from its
leader it must report none (support.campaign, stale_read_cluster)."""

from __future__ import annotations

from pathlib import Path

from stale_read_cluster import StaleReadCluster
from support.campaign import CampaignOptions, CampaignResult, run_campaign
from support.history import EventType, Fn, operations
from support.linearizability import linearizable

OPTIONS = CampaignOptions(seconds=2, seed=5, round_s=2, clients=3, keys=2, ops_per_key=40,
                          quiet_s=(0.1, 0.3), fault_s=(0.1, 0.3))


def campaign(tmp_path: Path, porcupine: Path, *, stale_reads: bool) -> tuple[CampaignResult, list[str]]:
    lines: list[str] = []
    result = run_campaign(lambda: StaleReadCluster(OPTIONS.seed, stale_reads=stale_reads), OPTIONS, tmp_path,
                          porcupine, lines.append)
    return result, lines


def test_stale_reads_are_reported_with_minimal_histories(tmp_path: Path, porcupine: Path) -> None:
    result, lines = campaign(tmp_path, porcupine, stale_reads=True)
    assert result.histories == 1 and result.ops > 100
    assert result.violations > 0 and not result.sound
    assert lines[-1] == f"1 histories, {result.ops} ops, {result.violations} violations"
    [round_result] = result.rounds
    assert not round_result.python_disagreements, "both checkers must see the same violations"
    assert sum(round_result.nemesis.injected.values()) > 0, "the nemesis ran (the fake ignores its faults)"
    for violation in round_result.verdict.violations:
        assert violation.minimal
        assert violation.visualization is not None and violation.visualization.exists()
        ops = operations(violation.history)
        assert 2 <= len(ops) <= 10 < OPTIONS.ops_per_key, violation.history
        assert not linearizable(ops), "the minimal history fails on its own"
        reads = [op for op in ops if op.output is not None and (op.f is Fn.GET or not op.output.swapped)]
        assert any(op.f is Fn.GET for op in reads), "the fake's only fault is a stale get"
        for read in reads:
            assert linearizable([op for op in ops if op is not read]), f"{read} is not needed: not minimal"
        assert any(f"VIOLATION on key {violation.key}" in line for line in lines)
    printed = [line.strip() for line in lines if line.startswith("    {")]
    assert len(printed) == sum(len(v.history) for v in round_result.verdict.violations)


def test_a_linearizable_fake_passes(tmp_path: Path, porcupine: Path) -> None:
    result, lines = campaign(tmp_path, porcupine, stale_reads=False)
    assert result.sound and result.violations == 0 and result.ops > 100
    [round_result] = result.rounds
    assert round_result.python_checked_keys == len(round_result.verdict.keys) > 1
    history = round_result.history.read_text().splitlines()
    assert len(history) == round_result.verdict.events
    assert all(f'"type":"{EventType.INFO}"' not in line for line in history)
    assert lines[-1] == f"1 histories, {result.ops} ops, 0 violations"
