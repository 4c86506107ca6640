"""The cluster soak's short cut (cluster_soak.py): one schedule per configuration, one crash each.

The campaign proper (``nox -s cluster_soak``, 50 schedules per configuration by default) is too long for the
default suite; this runs its command line end to end on AAA, AAJ and JJA and checks the summary line, so a
regression in any implementation's crash recovery, the client's ordered stream or the final agreement checks
fails here first. The plan's own properties (seeded, bounded) are checked without processes.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from cluster_soak import CONFIGS, WARNING, Schedule, ScheduleResult, entry_line, main, summary

from aeronkit.cluster.client import ClusterError, ClusterEvent
from aeronkit.concurrent.error_log import encode_error
from aeronkit.driver.exceptions import DriverEvent
from aeronkit.interop.java import JavaToolchain


def test_a_seed_fixes_the_plan_and_different_seeds_differ() -> None:
    plans = [Schedule.plan("AAJ", seed, max_crashes=3) for seed in range(40)]
    assert plans == [Schedule.plan("AAJ", seed, max_crashes=3) for seed in range(40)]
    assert len({(p.lossy, p.crashes) for p in plans}) == 40
    assert {len(p.crashes) for p in plans} == {1, 2, 3}
    assert {p.lossy for p in plans} == {None, 0, 1, 2}
    assert {c.at_leader for p in plans for c in p.crashes} == {True, False}
    assert all(len(Schedule.plan("JJA", seed, max_crashes=1).crashes) == 1 for seed in range(40))


def test_warnings_are_told_from_errors_by_their_category() -> None:
    """Each implementation's WARN events pass (as the soak reports them: ``count x`` and the entry's line);
    an error of ours with the same words, or Java's termination exception, does not."""
    def shown(error: Exception) -> str:
        return f"1 x {encode_error(error).splitlines()[-1]}"

    assert WARNING.match(shown(ClusterEvent("leader heartbeat timeout")))
    assert WARNING.match(shown(DriverEvent("onPublicationError")))
    java_warning = "4 x io.aeron.cluster.client.ClusterEvent: WARN - Truncating Cluster Log - memberId=2"
    assert WARNING.match(java_warning)
    assert not WARNING.match(shown(ClusterError("leader heartbeat timeout")))
    assert not WARNING.match("1 x io.aeron.cluster.service.ClusterTerminationException: expected termination")
    assert not WARNING.match("1 x io.aeron.cluster.client.ClusterEvent: ERROR - failed to take snapshot")


def test_an_entry_is_named_by_its_error_line_not_by_what_follows_it() -> None:
    """``cluster-tool errors`` prints the next section right after a log's last entry: a traceback's error
    line is its first unindented one, never a later section's heading."""
    traceback_then_section = [
        "Traceback (most recent call last):",
        '  File "agent.py", line 3, in do_work',
        "    raise ValueError(x)",
        "ValueError: boom",
        "",
        "1 distinct errors observed.",
        "Aeron driver error log (directory: /dev/shm/x):",
    ]
    assert entry_line(traceback_then_section) == "ValueError: boom"
    java = ["io.aeron.exceptions.TimeoutException: ERROR - no response", "\tat io.aeron.X.y(X.java:1)"]
    assert entry_line(java) == "io.aeron.exceptions.TimeoutException: ERROR - no response"
    assert entry_line(["", "0 distinct errors observed."]) == entry_line([]) == "(no text)"


def test_leader_kills_plans_exactly_that_many_crashes_all_of_the_leader() -> None:
    plan = Schedule.plan("AAA", 4, leader_kills=100)
    assert len(plan.crashes) == 100 and all(c.at_leader for c in plan.crashes)
    assert len({c.quiet_s for c in plan.crashes}) == 100, "each kill has its own quiet spell"
    assert plan.replay_command().endswith("--start 4 --max-crashes 3 --window 4 --leader-kills 100")
    assert Schedule.plan("AAA", 4).leader_kills is None


def test_summary_names_each_failure_with_its_logs_and_a_replay_command(tmp_path: Path) -> None:
    ok = ScheduleResult(Schedule.plan("AAA", 3), tmp_path / "AAA-3")
    failed = ScheduleResult(Schedule.plan("JJA", 7, max_crashes=2, window=8), tmp_path / "JJA-7",
                            failure="final echoes: stuck")
    lines = summary([ok, failed])
    assert lines == [
        "2 schedules, 1 failures",
        "  JJA seed 7: final echoes: stuck",
        f"    logs: {tmp_path / 'JJA-7'}",
        "    replay: python tests/cluster/soak/cluster_soak.py --config JJA --seeds 1 --start 7 "
        "--max-crashes 2 --window 8",
    ]
    assert Schedule.plan("JJA", 7, max_crashes=2, window=8) == failed.schedule  # the replay's plan is its own


@pytest.mark.java
def test_one_schedule_per_configuration_ends_with_no_failure(
    java: JavaToolchain, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    started = time.monotonic()
    code = main(["--seeds", "1", "--start", "1", "--max-crashes", "1", "--out", str(tmp_path)])
    out = capsys.readouterr().out
    print(out)
    lines = out.splitlines()
    assert f"{len(CONFIGS)} schedules, 0 failures" in lines, out
    assert code == 0, out
    assert [line.split(":")[0] for line in lines if " seed 1:" in line] == [f"{c} seed 1" for c in CONFIGS]
    print(f"{len(CONFIGS)} schedules in {time.monotonic() - started:.0f} s")
