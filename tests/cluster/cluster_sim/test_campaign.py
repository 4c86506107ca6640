"""The simulation campaign (campaign.py): 500 seeds in the default suite, determinism, and checks that bite.

The 500 seeds (3 and 5 members mixed) run our strict election rules (``ElectionConfig.strict``) and must end
with no invariant violation and no liveness failure. Under Aeron's rules (the default) the campaign finds
failing seeds; two of them are kept below as named histories, each replayed in both modes. The invariant
checks are proved able to fail on fabricated histories that break each property, and the disk model is
proved to lose exactly the write a crash interrupted.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from aeronkit.cluster import election as election_module
from aeronkit.cluster.election_state import ElectionState
from aeronkit.testing import LinkProfile
from cluster_sim.campaign import (
    SeedResult,
    main,
    percentile,
    replay_command,
    report_failure,
    run_campaign,
    run_seed,
)
from cluster_sim.cluster import CampaignCluster
from cluster_sim.disk import DiskCrash, SimDisk, SimNodeState
from cluster_sim.invariants import Invariants, LogView, layout

DEFAULT_SEEDS = 500
BALLOT = int(ElectionState.CANDIDATE_BALLOT)


def test_strict_campaign_of_500_seeds_keeps_every_invariant_and_elects_after_healing(tmp_path: Path) -> None:
    started = time.monotonic()
    failures: list[str] = []
    summary = run_campaign(range(DEFAULT_SEEDS), None, tmp_path, failures, strict=True)
    elapsed = time.monotonic() - started
    assert failures == [], "\n\n".join(failures)
    assert summary.line() == f"{DEFAULT_SEEDS} seeds, 0 violations, 0 liveness failures"
    assert len(summary.election_ns) == DEFAULT_SEEDS
    assert summary.checks > 10 * DEFAULT_SEEDS  # invariants were evaluated throughout, not once per seed
    print(f"{summary.line()}\n{summary.distribution()}\n{DEFAULT_SEEDS} seeds in {elapsed:.1f} s")


def _lines_in_order(lines: list[str], *wanted: str) -> bool:
    """Each wanted fragment appears in some trace line, every one after the previous one's line."""
    index = 0
    for fragment in wanted:
        index = next((i for i in range(index, len(lines)) if fragment in lines[i]), -1) + 1
        if index == 0:
            return False
    return True


def test_aeron_rules_seed_2038_a_member_that_voted_for_term_7_helps_commit_term_6_and_loses_it() -> None:
    """A finding under Aeron's rule (Election.onNewLeadershipTerm joins any term in CANVASS): member 0 votes
    for member 2 in term 7, crashes and restarts with term 7 on disk, then joins member 1's older term 6 and
    replicates its log to 416; member 1 closes its election there (a quorum, 0 and 1, holds 416: committed).
    Term 7's leader bases its term at 64: member 0 truncates 416 -> 64 and member 1 would have to truncate
    committed entries (our guard refuses: the violation). With strict rules member 0 refuses term 6."""
    aeron = run_seed(2038)
    assert _lines_in_order(
        aeron.trace_lines,
        "m0 vote_sent candidate=2 candidate_term_id=7",
        "m0 crash",
        "m0 start candidate_term_id=7",
        "m0 state candidate_term_id=7 leader=1 leadership_term_id=6",
        "m1 election_complete leader=1 leadership_term_id=6 log_position=416",
        "m0 truncate from_position=416 log_position=0 to_position=64",
    ), "\n".join(aeron.trace_lines)
    assert any("below our committed log position 416" in v for v in aeron.violations), aeron.violations
    strict = run_seed(2038, strict=True)
    assert not strict.failed, strict.violations
    member_0 = [line for line in strict.trace_lines if line.split(" ")[1] == "m0"]
    assert not any("leader=1 leadership_term_id=6" in line for line in member_0)


def test_aeron_rules_seed_578_a_leader_waits_in_leader_log_replication_beside_a_newer_leadership() -> None:
    """A finding under Aeron's rule (Election.onCommitPosition restarts on a newer term in LEADER_READY only):
    member 2 leads term 7 but its quorum position stays below its log, so it waits in LEADER_LOG_REPLICATION;
    members 0 and 1 elect member 1 in term 8 and close. Member 2 hears term 8's CommitPosition and keeps
    waiting: no agreed leader after healing (a liveness failure). With strict rules it starts over and follows
    term 8."""
    aeron = run_seed(578)
    assert not aeron.live and not aeron.violations
    assert aeron.trace_lines[-1].endswith(
        "{1: ('CLOSED', 8, 1), 2: ('LEADER_LOG_REPLICATION', 7, 2), 0: ('CLOSED', 8, 1)}"
    ), aeron.trace_lines[-1]
    strict = run_seed(578, strict=True)
    assert not strict.failed, strict.violations


@pytest.mark.parametrize("seed", [7, 12, 4_001])
def test_same_seed_gives_the_same_history_byte_for_byte(seed: int) -> None:
    first = run_seed(seed, record_network=True)
    second = run_seed(seed, record_network=True)
    assert first.digest == second.digest
    assert first.trace_lines == second.trace_lines
    assert run_seed(seed + 1, first.size, record_network=True).digest != first.digest


def test_command_line_ends_with_the_summary_line_then_the_distribution(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["--seeds", "4", "--start", "10", "--trace-dir", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-3] == "4 seeds, 0 violations, 0 liveness failures"
    assert lines[-2].startswith("simulated time from healing to an agreed leader: p50 ")
    assert lines[-1].startswith("simulated time from a cold start to the first leader: p50 ")
    assert lines[-1].endswith("(4 seeds)")


def test_command_line_runs_aerons_rules_unless_told_strict_and_replays_in_the_same_mode(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ["--seeds", "1", "--start", "578", "--members", "3", "--trace-dir", str(tmp_path)]
    assert main(args) == 1
    out = capsys.readouterr().out
    assert "Aeron election rules\n1 seeds, 0 violations, 1 liveness failures" in out
    assert f"replay: {replay_command(578, 3)}\n" in out and "--strict" not in out
    assert main([*args, "--strict"]) == 0
    assert "strict election rules\n1 seeds, 0 violations, 0 liveness failures" in capsys.readouterr().out
    assert replay_command(578, 3, strict=True).endswith("--members 3 --strict")


def test_percentiles_are_nearest_rank() -> None:
    values = list(range(1, 101))
    assert [percentile(values, f) for f in (0.5, 0.99, 1.0)] == [50, 99, 100]
    assert percentile([7], 0.99) == 7


def test_a_failing_seed_prints_its_trace_and_the_command_that_replays_it(tmp_path: Path) -> None:
    result = SeedResult(42, 5, ["election safety: term 3 led by 1 and 2"], live=True)
    result.trace_lines = [f"0.{i:03d}s m1 state old=1 new=2" for i in range(100)]
    text = report_failure(result, tmp_path)
    assert "seed 42 (5 members) FAILED" in text
    assert "violation: election safety: term 3 led by 1 and 2" in text
    assert "0.099s m1 state" in text and "0.050s m1 state" not in text  # the tail, not everything
    assert text.rstrip().endswith(f"replay: {replay_command(42, 5)}")
    assert replay_command(42, 5) == "nox -s cluster_sim -- --seeds 1 --start 42 --members 5"
    assert (tmp_path / "seed-42-5.trace").read_text().count("\n") == 100


PLANTED_BUGS = {
    # A voter grants its vote whatever the candidate's log: a leader can lack what a quorum committed.
    "votes ignore the log": ("compare_log", lambda *_: 0, "leader completeness"),
    # A candidate counts itself elected when its ballot times out, votes or not.
    "leader without a quorum": ("is_quorum_leader", lambda *_: True, "yes votes from only"),
}


@pytest.mark.parametrize("bug", sorted(PLANTED_BUGS))
def test_the_campaign_finds_a_planted_election_bug_and_its_seed_replays(
    bug: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    name, replacement, symptom = PLANTED_BUGS[bug]
    monkeypatch.setattr(election_module, name, replacement)
    failures: list[str] = []
    summary = run_campaign(range(100), None, tmp_path, failures)
    assert summary.violations >= 1, f"{bug}: 100 seeds found nothing"
    assert any(symptom in text for text in failures), failures
    first = next(text for text in failures if symptom in text)
    seed = int(first.split()[1])
    replayed = run_seed(seed)
    assert any(symptom in v for v in replayed.violations)
    assert replayed.digest == run_seed(seed).digest


# -- the checks can fail -----------------------------------------------------------------------------


def _view(terms: list[tuple[int, int]], append: int) -> LogView:
    return LogView(tuple(terms), append)


def test_election_safety_violation_is_reported() -> None:
    checks = Invariants(3)
    for leader in (0, 1):
        checks.on_event(0, 2, "vote_counted", _vote(leader, term=4), _view([], 0))
        checks.on_event(0, leader, "vote_counted", _vote(2, term=4), _view([], 0))
        checks.on_event(1, leader, "leader", _leader(4), _view([(4, 0)], 0))
    assert [v for v in checks.violations if "election safety" in v] == [
        "t=0.000s election safety: term 4 led by 0 and 1"
    ]


def _vote(voter: int, term: int, log_term: int = 1, position: int = 0) -> dict[str, int]:
    return {
        "voter": voter,
        "vote": 1,
        "candidate_term_id": term,
        "log_leadership_term_id": log_term,
        "log_position": position,
    }


def _leader(term: int, log_term: int = 1, append: int = 0) -> dict[str, int]:
    return {"leadership_term_id": term, "log_leadership_term_id": log_term, "append_position": append}


def test_leader_without_a_quorum_or_behind_a_voter_is_reported() -> None:
    checks = Invariants(5)
    checks.on_event(0, 0, "vote_counted", _vote(1, term=2, log_term=1, position=64), _view([], 0))
    checks.on_event(0, 0, "leader", _leader(2, log_term=1, append=32), _view([(1, 0)], 32))
    assert any("yes votes from only [1]" in v for v in checks.violations)
    assert any("leader completeness" in v and "behind voter 1" in v for v in checks.violations)


def test_a_later_leader_missing_a_committed_position_is_reported() -> None:
    checks = Invariants(3)
    checks.on_event(
        0,
        0,
        "election_complete",
        {"leadership_term_id": 2, "leader": 0, "log_position": 96},
        _view([(1, 0), (2, 64)], 96),
    )
    for voter in (0, 2):
        checks.on_event(1, 1, "vote_counted", _vote(voter, term=3), _view([], 0))
    checks.on_event(1, 1, "leader", _leader(3, log_term=2, append=96), _view([(1, 0), (2, 32)], 96))
    assert any("lacks position 96 committed in term 2" in v for v in checks.violations)


def test_leader_rewriting_its_log_and_diverging_logs_are_reported() -> None:
    checks = Invariants(3)
    before, after = _view([(1, 0), (2, 64)], 128), _view([(1, 0)], 64)
    checks.on_log_change(0, 0, before, after, True, {})
    assert any("leader append-only" in v for v in checks.violations)
    checks.on_log_change(0, 0, before, after, False, {})  # a follower may truncate
    assert len(checks.violations) == 1
    checks.on_log_change(0, 1, _view([], 0), _view([(1, 0), (2, 96)], 128), False, {0: before})
    assert any("log matching: term 2" in v for v in checks.violations)


def test_members_applying_different_histories_are_reported() -> None:
    checks = Invariants(3)
    checks.on_applied(0, 0, 128, layout([(1, 0), (2, 64)], 128))
    checks.on_applied(0, 1, 96, layout([(1, 0), (2, 64)], 96))  # a prefix of the same history: fine
    assert checks.violations == []
    checks.on_applied(0, 2, 96, layout([(1, 0), (3, 64)], 96))
    assert len(checks.violations) == 1 and "state-machine safety" in checks.violations[0]
    assert layout([(1, 0), (2, 0), (3, 32)], 64) == ((2, 0), (3, 32))  # an empty term holds no position


# -- the disk model ----------------------------------------------------------------------------------


def test_a_crash_between_write_and_sync_loses_that_write_only() -> None:
    disk = SimDisk(0)
    state = SimNodeState(disk)
    state.update_candidate_term_id(3, 0, 0)
    disk.trapped = True
    with pytest.raises(DiskCrash):
        state.propose_max_candidate_term_id(5, 0, 0)
    assert state.candidate_term_id == 5  # still in the page cache: a process crash keeps it
    disk.lose_unsynced()
    assert state.candidate_term_id == 3
    assert state.propose_max_candidate_term_id(4, 0, 0) == 4 and disk.synced[SimNodeState.KEY] == 4


def _candidate(cluster: CampaignCluster) -> int | None:
    return next((m for m, e in cluster.elections.items() if e.state == ElectionState.CANDIDATE_BALLOT), None)


def test_a_voter_crashing_inside_its_term_write_never_sends_that_vote() -> None:
    """A voter syncs the candidate's term before its yes vote leaves: once someone asks for votes, trap every
    other member's next write; none that lost a candidate-term write voted yes in (or asked votes for) it."""
    lost_terms = 0
    for seed in range(30):
        cluster = CampaignCluster(seed, 3, LinkProfile())
        assert cluster.run_until(lambda c=cluster: _candidate(c) is not None, 10_000_000_000)
        candidate = _candidate(cluster)
        for member in cluster.ids:
            if member != candidate:
                cluster.trap_next_write(member)
        cluster.run_for(2_000_000_000)
        for member in cluster.ids:
            term = cluster.disks[member].lost.get(SimNodeState.KEY)
            if term is None:
                continue
            lost_terms += 1
            acted = [
                (event, dict(details))
                for _, m, event, details in cluster.trace
                if m == member
                and dict(details).get("candidate_term_id") == term
                and (
                    (event == "vote_sent" and dict(details)["vote"])
                    or (event == "state" and dict(details)["new"] == BALLOT)
                )
            ]
            assert acted == [], f"seed {seed}: member {member} acted on term {term} it never synced: {acted}"
        assert cluster.invariants.violations == []
    assert lost_terms >= 15  # the trap did interrupt voters' candidate-term writes
