"""Hypothesis strategies for key-value histories whose verdict is known by construction.

* :func:`linearizable_histories` runs random operations sequentially against a register (one per key),
  gives each a linearization point, then stretches each operation's interval around its point by random
  amounts so neighbours overlap. Ordering operations by their points is a linearization, so the history is
  linearizable whatever the overlaps. Some operations end ``info`` (their effect kept or dropped at random:
  both are allowed) or never complete, and ``fail`` operations that had no effect are mixed in.
* :func:`violating_histories` appends to such a history, after everything else returned, three operations
  on fresh values that no linearization can explain: a stale read (put u1; put u2; get -> u1) or a lost
  compare-and-set (put u1; cas u1 -> u2 swapped; get -> u1). Nothing else writes u1, so no
  indeterminate operation can rescue them.
* :func:`random_histories`: small histories with arbitrary outputs over a tiny value domain, legal or
  not, for checking two checkers against each other.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from hypothesis import strategies as st
from support.history import Event, EventType, Fn
from support.interop_ops import ABSENT

SPREAD = 10
"""Time units between consecutive linearization points."""


@dataclass(frozen=True)
class Planned:
    """One operation of a generated history before it becomes events."""

    f: Fn
    key: int
    value: int | tuple[int, int] | None
    call: int
    ret: int | None
    outcome: EventType
    """ok, info, fail; ret None with info means never completed."""
    read: int | None = None
    previous: int | None = None
    swapped: bool | None = None
    current: int | None = None


def to_events(plans: list[Planned]) -> list[Event]:
    """Events of planned operations, processes assigned so none has two operations in flight."""
    busy_until: dict[int, int | None] = {}
    timed: list[tuple[int, int, Planned, int]] = []
    for plan in sorted(plans, key=lambda p: p.call):
        process = next(p for p in itertools.count() if _free(busy_until, p, plan.call))
        retired = plan.outcome is EventType.INFO
        busy_until[process] = None if retired else plan.ret
        timed.append((plan.call, 0, plan, process))
        if plan.ret is not None:
            timed.append((plan.ret, 1, plan, process))
    timed.sort(key=lambda item: (item[0], item[1]))
    events = []
    for index, (time, is_completion, plan, process) in enumerate(timed):
        if not is_completion:
            events.append(Event(index, EventType.INVOKE, process, plan.f, plan.key, plan.value, time))
        elif plan.outcome is EventType.OK:
            value = plan.read if plan.f is Fn.GET else plan.value
            events.append(Event(index, EventType.OK, process, plan.f, plan.key, value, time,
                                plan.previous, plan.swapped, plan.current))
        else:
            events.append(Event(index, plan.outcome, process, plan.f, plan.key, plan.value, time,
                                error="generated"))
    return events


def _free(busy_until: dict[int, int | None], process: int, at: int) -> bool:
    """A process is free once its last operation returned (never again after an ``info``)."""
    if process not in busy_until:
        return True
    until = busy_until[process]
    return until is not None and until < at


@st.composite
def sequential_plans(
    draw: st.DrawFn, key: int, fresh: itertools.count[int], max_ops: int = 10,
) -> tuple[list[Planned], int]:
    """One key's operations from a sequential run, with overlapping intervals around their points, and
    the register's value at the end of that run."""
    state = ABSENT
    written = [ABSENT]
    plans = []
    for i in range(draw(st.integers(1, max_ops))):
        point = (i + 1) * SPREAD
        call = point - draw(st.integers(0, 3 * SPREAD))
        ret: int | None = point + draw(st.integers(0, 3 * SPREAD))
        outcome = draw(st.sampled_from([EventType.OK] * 4 + [EventType.INFO, EventType.FAIL]))
        takes_effect = outcome is EventType.OK or (outcome is EventType.INFO and draw(st.booleans()))
        if outcome is EventType.INFO and draw(st.booleans()):
            ret = None  # never completed: the history ended with it in flight
        f = draw(st.sampled_from(Fn))
        after = state
        if f is Fn.PUT:
            value: int | tuple[int, int] | None = next(fresh)
            assert isinstance(value, int)
            after = value
            plan = Planned(f, key, value, max(call, 0), ret, outcome, previous=state)
        elif f is Fn.GET:
            plan = Planned(f, key, None, max(call, 0), ret, outcome, read=state)
        else:
            expected = draw(st.sampled_from(written))
            new = next(fresh)
            swapped = expected == state
            after = new if swapped else state
            plan = Planned(f, key, (expected, new), max(call, 0), ret, outcome,
                           swapped=swapped, current=after)
        if takes_effect:
            state = after
            if f is not Fn.GET:
                written.append(after)
        plans.append(plan)
    return plans, state


@st.composite
def linearizable_histories(draw: st.DrawFn, max_keys: int = 2, max_ops: int = 10) -> list[Event]:
    fresh = itertools.count(1)
    plans = [p for key in range(draw(st.integers(1, max_keys)))
             for p in draw(sequential_plans(key, fresh, max_ops))[0]]
    return to_events(plans)


@dataclass(frozen=True)
class Violating:
    events: list[Event]
    key: int
    injected: list[int]
    """Invoke indices of the three operations no linearization explains."""
    kind: str


@st.composite
def violating_histories(draw: st.DrawFn, max_ops: int = 10) -> Violating:
    fresh = itertools.count(1)
    key = 0
    plans, state = draw(sequential_plans(key, fresh, max_ops))
    end = max(t for p in plans for t in (p.call, p.ret) if t is not None) + SPREAD
    u1, u2 = next(fresh), next(fresh)
    kind = draw(st.sampled_from(["stale read", "lost cas"]))
    first = Planned(Fn.PUT, key, u1, end, end + 5, EventType.OK, previous=state)
    if kind == "stale read":
        second = Planned(Fn.PUT, key, u2, end + 10, end + 15, EventType.OK, previous=u1)
    else:
        second = Planned(Fn.CAS, key, (u1, u2), end + 10, end + 15, EventType.OK, swapped=True, current=u2)
    read = Planned(Fn.GET, key, None, end + 20, end + 25, EventType.OK, read=u1)
    events = to_events([*plans, first, second, read])
    injected = [e.index for e in events if e.type is EventType.INVOKE and e.time >= end]
    return Violating(events, key, injected, kind)


@st.composite
def random_histories(draw: st.DrawFn, max_ops: int = 8) -> list[Event]:
    """Arbitrary outputs over values {-1, 1, 2, 3}: some histories linearizable, most not."""
    values = st.sampled_from([ABSENT, 1, 2, 3])
    plans = []
    for _ in range(draw(st.integers(1, max_ops))):
        call = draw(st.integers(0, 60))
        ret = call + draw(st.integers(0, 30))
        outcome = draw(st.sampled_from([EventType.OK] * 5 + [EventType.INFO]))
        f = draw(st.sampled_from(Fn))
        if f is Fn.PUT:
            plans.append(Planned(f, 0, draw(values), call, ret, outcome, previous=draw(values)))
        elif f is Fn.GET:
            plans.append(Planned(f, 0, None, call, ret, outcome, read=draw(values)))
        else:
            swapped = draw(st.booleans())
            plans.append(Planned(f, 0, (draw(values), draw(values)), call, ret, outcome, swapped=swapped,
                                 current=draw(values)))
    return to_events(plans)
