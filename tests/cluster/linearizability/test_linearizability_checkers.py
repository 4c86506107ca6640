"""The two linearizability checkers -- Porcupine (Go) and the Python Wing-Gong search -- on histories whose
verdict is known by construction, on each other's verdicts, and on the shape of a reported violation."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from history_strategies import (
    Violating,
    linearizable_histories,
    random_histories,
    violating_histories,
)
from hypothesis import HealthCheck, given, settings
from support.history import Event, EventType, Fn, HistoryRecorder, operations, parse_jsonl, write_jsonl
from support.linearizability import check, linearizable
from support.porcupine import EXIT_BAD_INPUT, check_history

FIXTURES_OK = [HealthCheck.function_scoped_fixture]
SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=FIXTURES_OK)


def porcupine_verdict(binary: Path, events: list[Event], tmp_path: Path) -> str:
    return check_history(binary, write_jsonl(events, tmp_path / "history.jsonl")).result


def python_verdict(events: list[Event]) -> bool:
    verdicts = check(operations(events))
    assert all(v.linearizable is not None for v in verdicts)
    return all(v.linearizable for v in verdicts)


@SETTINGS
@given(linearizable_histories())
def test_sequential_runs_with_overlapping_intervals_are_linearizable(
    porcupine: Path, tmp_path: Path, events: list[Event],
) -> None:
    assert python_verdict(events)
    assert porcupine_verdict(porcupine, events, tmp_path) == "ok"


@SETTINGS
@given(violating_histories())
def test_stale_reads_and_lost_cas_are_caught_and_minimised_to_the_three_culprits(
    porcupine: Path, tmp_path: Path, case: Violating,
) -> None:
    assert not python_verdict(case.events), case.kind
    verdict = check_history(porcupine, write_jsonl(case.events, tmp_path / "history.jsonl"))
    assert verdict.result == "illegal" and verdict.keys[case.key] == "Illegal", case.kind
    [violation] = verdict.violations
    assert violation.key == case.key and violation.minimal
    invoked = [e.index for e in violation.history if e.type is EventType.INVOKE]
    assert invoked == case.injected, (case.kind, violation.history)
    assert not python_verdict(violation.history)


@settings(max_examples=200, deadline=None, suppress_health_check=FIXTURES_OK)
@given(random_histories())
def test_both_checkers_agree_on_random_histories(
    porcupine: Path, tmp_path: Path, events: list[Event],
) -> None:
    expected = "ok" if python_verdict(events) else "illegal"
    assert porcupine_verdict(porcupine, events, tmp_path) == expected


Line = tuple[str, int, str, object, int, dict[str, object]]


def history(*lines: Line) -> list[Event]:
    """Events from (type, process, f, value, time, outputs) tuples, all on key 0."""
    return [Event.from_json({"index": i, "type": t, "process": p, "f": f, "key": 0, "value": v, "time": at,
                             **extra}) for i, (t, p, f, v, at, extra) in enumerate(lines)]


def test_an_indeterminate_put_may_take_effect_late_or_never() -> None:
    base: list[Line] = [("invoke", 0, "put", 1, 0, {}), ("info", 0, "put", 1, 10, {"error": "timeout"})]
    seen_late = history(*base, ("invoke", 1, "get", None, 100, {}), ("ok", 1, "get", -1, 110, {}),
                        ("invoke", 1, "get", None, 120, {}), ("ok", 1, "get", 1, 130, {}))
    assert linearizable(operations(seen_late))
    flip_back = history(*base, ("invoke", 1, "get", None, 100, {}), ("ok", 1, "get", 1, 110, {}),
                        ("invoke", 1, "get", None, 120, {}), ("ok", 1, "get", -1, 130, {}))
    assert not linearizable(operations(flip_back))


def test_touching_intervals_are_concurrent() -> None:
    """Closed intervals: a get that returns the instant a put is called may follow it."""
    events = history(("invoke", 0, "get", None, 0, {}), ("invoke", 1, "put", 7, 10, {}),
                     ("ok", 0, "get", 7, 10, {}), ("ok", 1, "put", 7, 20, {"previous": -1}))
    assert linearizable(operations(events))


def test_fail_operations_never_happened() -> None:
    events = history(("invoke", 0, "put", 1, 0, {}), ("fail", 0, "put", 1, 5, {"error": "not sent"}),
                     ("invoke", 0, "get", None, 10, {}), ("ok", 0, "get", -1, 20, {}))
    ops = operations(events)
    assert [op.f for op in ops] == [Fn.GET] and linearizable(ops)


def test_recorder_orders_events_by_time_and_retires_crashed_processes() -> None:
    ticks = iter(range(100, 1000, 10))
    recorder = HistoryRecorder(clock=lambda: next(ticks))
    p = recorder.new_process()
    put = recorder.invoke(p, Fn.PUT, 3, 9)
    recorder.ok(put, previous=-1)
    cas = recorder.invoke(p, Fn.CAS, 3, (9, 10))
    recorder.info(cas, "no reply")
    q = recorder.crashed()
    get = recorder.invoke(q, Fn.GET, 3)
    recorder.ok(get, value=10)
    assert q != p
    assert [e.time for e in recorder.events] == sorted(e.time for e in recorder.events)
    assert [e.index for e in recorder.events] == list(range(6))
    assert linearizable(operations(recorder.events))
    with pytest.raises(ValueError, match="ok get needs"):
        recorder.ok(recorder.invoke(q, Fn.GET, 3))


@SETTINGS
@given(linearizable_histories())
def test_json_lines_round_trip(tmp_path: Path, events: list[Event]) -> None:
    path = write_jsonl(events, tmp_path / "h.jsonl")
    assert parse_jsonl(path.read_text().splitlines(), "h") == events


def test_bad_lines_are_refused_with_their_line_number(porcupine: Path, tmp_path: Path) -> None:
    good = json.dumps(
        {"index": 0, "type": "invoke", "process": 0, "f": "get", "key": 1, "value": None, "time": 1})
    with pytest.raises(ValueError, match=r"h:2: field 'time' missing"):
        parse_jsonl([good, '{"index": 1, "type": "ok", "process": 0, "f": "get", "key": 1, "value": 3}'], "h")
    with pytest.raises(ValueError, match=r"h:1: cas value must be \[expected, new\]"):
        parse_jsonl(['{"index":0,"type":"invoke","process":0,"f":"cas","key":1,"value":5,"time":1}'], "h")
    with pytest.raises(ValueError, match="invoked with an operation in flight"):
        operations(parse_jsonl([good, good], "h"))
    bad = tmp_path / "bad.jsonl"
    bad.write_text(good + "\n{not json\n")
    proc = subprocess.run([str(porcupine), str(bad)], capture_output=True, text=True, check=False)
    assert proc.returncode == EXIT_BAD_INPUT and f"{bad}:2:" in proc.stderr
