"""aeronkit.testing.Scheduler: one seed, one schedule; every agent once a round; time moves only by ticks."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.testing import ManualClock, Scheduler


class Counter:
    """An agent whose work depends on what ran before it in the round (so order shows in the history)."""

    def __init__(self, name: str, log: list[str]) -> None:
        self.name = name
        self.log = log

    def do_work(self) -> int:
        self.log.append(self.name)
        return len(self.log) % 3


def _schedule(seed: int, agents: int, rounds: int) -> tuple[bytes, list[str]]:
    log: list[str] = []
    scheduler = Scheduler(seed, ManualClock(), tick_ns=1_000)
    for i in range(agents):
        scheduler.add(f"agent-{i}", Counter(f"agent-{i}", log).do_work)
    scheduler.run(rounds)
    return scheduler.history_bytes(), log


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), agents=st.integers(1, 6), rounds=st.integers(1, 40))
def test_the_same_seed_gives_the_same_schedule_byte_for_byte(seed: int, agents: int, rounds: int) -> None:
    first, first_log = _schedule(seed, agents, rounds)
    second, second_log = _schedule(seed, agents, rounds)
    assert first == second
    assert first_log == second_log
    assert first.count(b"\n") == agents * rounds


def test_different_seeds_give_different_schedules() -> None:
    histories = {_schedule(seed, 5, 20)[0] for seed in range(20)}
    assert len(histories) == 20


def test_every_agent_runs_once_a_round_and_every_order_turns_up() -> None:
    log: list[str] = []
    scheduler = Scheduler(7, ManualClock(), tick_ns=1_000)
    for name in "abc":
        scheduler.add(name, Counter(name, log).do_work)
    scheduler.run(300)
    rounds = [tuple(log[i:i + 3]) for i in range(0, len(log), 3)]
    assert all(sorted(r) == ["a", "b", "c"] for r in rounds)
    assert set(rounds) == set(itertools.permutations("abc"))


def test_the_clock_moves_one_tick_after_each_round_and_turns_record_the_round_time() -> None:
    clock = ManualClock(start_ns=5_000)
    scheduler = Scheduler(1, clock, tick_ns=250)
    seen: list[int] = []
    scheduler.add("watch", lambda: seen.append(clock.nano_time()) or 1)
    assert scheduler.step() == 1
    scheduler.run(3)
    assert seen == [5_000, 5_250, 5_500, 5_750]
    assert clock.nano_time() == 6_000
    assert [(t.round, t.time_ns, t.agent, t.work_count) for t in scheduler.history] == [
        (0, 5_000, "watch", 1), (1, 5_250, "watch", 1), (2, 5_500, "watch", 1), (3, 5_750, "watch", 1)]
    scheduler.run_for(1_000)
    assert clock.nano_time() == 7_000 and scheduler.rounds == 8


def test_groups_are_asked_for_their_members_every_round() -> None:
    members: list[tuple[str, object]] = []
    calls: list[str] = []
    scheduler = Scheduler(3, ManualClock())
    scheduler.add_group(lambda: members)  # type: ignore[arg-type, return-value]
    scheduler.step()
    assert calls == []
    members.append(("late", lambda: calls.append("late") or 1))
    scheduler.run(2)
    assert calls == ["late", "late"]
    members.clear()
    scheduler.step()
    assert calls == ["late", "late"]


def test_removed_agents_stop_and_names_are_unique() -> None:
    calls: list[str] = []
    scheduler = Scheduler(3, ManualClock())
    scheduler.add("a", lambda: calls.append("a") or 1)
    with pytest.raises(ValueError, match="'a' is already scheduled"):
        scheduler.add("a", lambda: 0)
    scheduler.step()
    scheduler.remove("a")
    scheduler.step()
    assert calls == ["a"]
    with pytest.raises(KeyError, match="no agent named 'a'"):
        scheduler.remove("a")
    scheduler.add("a", lambda: calls.append("again") or 1)  # a restarted agent takes its name back
    scheduler.step()
    assert calls == ["a", "again"]


def test_run_until_returns_the_round_or_names_what_and_the_seed() -> None:
    clock = ManualClock()
    scheduler = Scheduler(42, clock, tick_ns=1_000_000)
    scheduler.add("idle", lambda: 0)
    assert scheduler.run_until(lambda: clock.nano_time() >= 3_000_000, what="three ticks") == 3
    expected = r"never not reached within 5 rounds \(seed 42, 0\.005 s simulated\)"
    with pytest.raises(AssertionError, match=expected):
        scheduler.run_until(lambda: False, max_rounds=5, what="never")


def test_time_has_to_move() -> None:
    with pytest.raises(ValueError, match="tick_ns=0 must be positive"):
        Scheduler(1, ManualClock(), tick_ns=0)


def test_record_false_keeps_no_history() -> None:
    scheduler = Scheduler(1, ManualClock(), record=False)
    scheduler.add("a", lambda: 1)
    scheduler.run(10)
    assert scheduler.history == [] and scheduler.rounds == 10
