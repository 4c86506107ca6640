"""Cluster timers: the wheel (Aeron's default) and the priority heap fire each live timer once, never before
its deadline; cancel and reschedule by correlation id; at most 20 per poll; a refused TimerEvent (back
pressure) keeps its timer; snapshots list what is live.

When a due timer fires follows Agrona's DeadlineTimerWheel: a poll winds the wheel forward to the tick
``now`` falls in and stops there, so a timer on that tick fires on the next poll (the consensus module polls
every duty cycle). The heap fires every due timer on the first poll."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.cluster.timer_service import (
    POLL_LIMIT,
    DeadlineTimerWheel,
    PriorityHeapTimerService,
    TimerService,
    WheelTimerService,
)

START = 1_000
TICK = 8  # ms: Aeron's 8 ms tick in a millisecond cluster


class Fired:
    def __init__(self) -> None:
        self.events: list[int] = []
        self.accept = True

    def __call__(self, correlation_id: int) -> bool:
        if self.accept:
            self.events.append(correlation_id)
        return self.accept


def services(fired: Fired) -> list[TimerService]:
    return [WheelTimerService(fired, START, TICK, 16), PriorityHeapTimerService(fired)]


def drain(service: TimerService, now: int) -> int:
    """Poll at ``now`` until two polls in a row fire nothing."""
    total = 0
    idle = 0
    while idle < 2:
        n = service.poll(now)
        total += n
        idle = 0 if n else idle + 1
    return total


def snapshot_of(service: TimerService) -> dict[int, int]:
    timers: dict[int, int] = {}
    service.snapshot(timers.__setitem__)
    return timers


operation = st.one_of(
    st.tuples(st.just("schedule"), st.integers(0, 30), st.integers(START - 50, START + 3000)),
    st.tuples(st.just("cancel"), st.integers(0, 30), st.just(0)),
    st.tuples(st.just("advance"), st.integers(0, 400), st.just(0)),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(operation, max_size=120), st.sampled_from(["wheel", "heap"]))
def test_each_live_timer_fires_once_when_due_and_never_before(
    ops: list[tuple[str, int, int]], kind: str
) -> None:
    fired = Fired()
    service = services(fired)[0 if kind == "wheel" else 1]
    now = START
    live: dict[int, int] = {}
    for verb, a, b in ops:
        if verb == "schedule":
            service.schedule_timer_for_correlation_id(a, b)
            live[a] = b  # a reschedule replaces the earlier deadline
        elif verb == "cancel":
            assert service.cancel_timer_by_correlation_id(a) == (a in live)
            live.pop(a, None)
        else:
            now += a
            fired.events.clear()
            due = {c for c, deadline in live.items() if deadline <= now}
            service.poll(now)
            if kind == "heap":
                assert len(fired.events) == min(len(due), POLL_LIMIT)
            drain(service, now)
            assert sorted(fired.events) == sorted(due)
            for c in due:
                del live[c]
        assert service.timer_count == len(live)
        assert snapshot_of(service) == live


@pytest.mark.parametrize("index", [0, 1], ids=["wheel", "heap"])
def test_at_most_twenty_fire_per_poll(index: int) -> None:
    fired = Fired()
    service = services(fired)[index]
    for c in range(50):
        service.schedule_timer_for_correlation_id(c, START + 1)
    assert service.poll(START + 100) == POLL_LIMIT
    assert service.poll(START + 100) == POLL_LIMIT
    assert service.poll(START + 100) == 10
    assert sorted(fired.events) == list(range(50))


@pytest.mark.parametrize("index", [0, 1], ids=["wheel", "heap"])
def test_a_refused_timer_event_keeps_the_timer(index: int) -> None:
    fired = Fired()
    service = services(fired)[index]
    service.schedule_timer_for_correlation_id(7, START + 5)
    fired.accept = False
    assert service.poll(START + 50) == 0
    assert service.timer_count == 1
    fired.accept = True
    assert drain(service, START + 60) == 1 and fired.events == [7]
    assert service.timer_count == 0


def test_heap_fires_in_deadline_order_then_scheduling_order() -> None:
    fired = Fired()
    heap = PriorityHeapTimerService(fired)
    for c, deadline in [(1, 50), (2, 10), (3, 30), (4, 10)]:
        heap.schedule_timer_for_correlation_id(c, START + deadline)
    drain(heap, START + 100)
    assert fired.events == [2, 4, 3, 1]


def test_wheel_puts_a_past_deadline_on_the_current_tick_and_grows_a_full_spoke() -> None:
    wheel = DeadlineTimerWheel(START, TICK, 16)
    wheel.set_current_tick_time(START + 10 * TICK)
    ids = [wheel.schedule_timer(START) for _ in range(40)]  # past: all on the current tick, beyond 16 slots
    assert len(set(ids)) == 40 and wheel.timer_count == 40
    expired: list[int] = []

    def expire(timer_id: int) -> bool:
        expired.append(timer_id)
        return True

    assert wheel.poll(START + 10 * TICK, expire, 100) == 40
    assert sorted(expired) == sorted(ids)


@pytest.mark.parametrize(("ticks", "resolution"), [(3, 8), (16, 6)])
def test_wheel_needs_powers_of_two(ticks: int, resolution: int) -> None:
    with pytest.raises(ValueError, match="power of 2"):
        DeadlineTimerWheel(START, resolution, ticks)


def test_wheel_fires_a_timer_due_at_a_tick_boundary_on_the_next_poll_as_agrona() -> None:
    fired = Fired()
    wheel = WheelTimerService(fired, START, TICK, 16)
    wheel.schedule_timer_for_correlation_id(0, START + TICK)
    assert wheel.poll(START + TICK) == 0  # winds onto the deadline's tick and stops
    assert wheel.poll(START + TICK) == 1 and fired.events == [0]
