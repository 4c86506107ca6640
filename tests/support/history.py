"""Jepsen-style histories of a key-value register per key: events, a thread-safe recorder, JSON lines.

A history is what clients saw, not what the servers did. Each client *process* (one logical thread that has
at most one operation in flight) logs an ``invoke`` event just before it sends a request and one completion
just after the reply is read:

* ``ok``   -- the operation took effect and its outputs are known;
* ``fail`` -- the operation certainly did not take effect (the request never left the client);
* ``info`` -- indeterminate: it may have taken effect, once, at any moment after its invocation, or never
  (a timeout, a lost connection). As in Jepsen, a process whose operation ended ``info`` never invokes
  again; its client continues under a fresh process id (:meth:`HistoryRecorder.crashed`).

The operations are those of the interop service's key-value map (docs/cluster-interop-service.md), which
are all reads as well as writes, so a history carries more evidence than a plain register:

=====  ====================  ===========================================================
f      ``value`` (invoke)     completion outputs (ok)
=====  ====================  ===========================================================
put    new value v            ``previous``: the value before (``ABSENT`` = -1 when none)
get    null                   ``value``: the value read (``ABSENT`` when none)
cas    [expected, new]        ``swapped``: whether it wrote; ``current``: the value after
=====  ====================  ===========================================================

Timestamps are ``time.monotonic_ns()`` read under the recorder's lock, so event order (``index``) and time
order agree across threads; an operation's real interval lies inside [invoke time, completion time].
The format is Jepsen's history model (jepsen.history: :type/:process/:f/:value, ``info`` meaning
indeterminate) specialised to this workload; docs/cluster-linearizability.md explains it. It lives under
tests/support/ until the public ``aeronkit.testing`` package exists, where it belongs.
"""

from __future__ import annotations

import enum
import json
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any


class EventType(enum.StrEnum):
    INVOKE = "invoke"
    OK = "ok"
    FAIL = "fail"
    INFO = "info"


class Fn(enum.StrEnum):
    PUT = "put"
    GET = "get"
    CAS = "cas"


Value = int | tuple[int, int] | None
"""put: the new value; get: None on invoke, the value read on ok; cas: (expected, new)."""


@dataclass(frozen=True)
class Event:
    """One line of a history."""

    index: int
    type: EventType
    process: int
    f: Fn
    key: int
    value: Value
    time: int
    previous: int | None = None
    swapped: bool | None = None
    current: int | None = None
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "index": self.index, "type": str(self.type), "process": self.process, "f": str(self.f),
            "key": self.key, "value": list(self.value) if isinstance(self.value, tuple) else self.value,
            "time": self.time,
        }
        for name in ("previous", "swapped", "current", "error"):
            if (extra := getattr(self, name)) is not None:
                out[name] = extra
        return out

    @classmethod
    def from_json(cls, obj: Mapping[str, Any], where: str = "event") -> Event:
        """Parse and validate one event; ValueError names `where` and the field at fault."""
        def need(name: str, kind: type | tuple[type, ...]) -> Any:
            if name not in obj:
                raise ValueError(f"{where}: field {name!r} missing")
            item = obj[name]
            if not isinstance(item, kind) or (kind is int and isinstance(item, bool)):
                raise ValueError(f"{where}: field {name!r} is {item!r}, not {kind}")
            return item

        try:
            event_type = EventType(need("type", str))
            f = Fn(need("f", str))
        except ValueError as error:
            raise ValueError(f"{where}: {error}") from None
        raw = obj.get("value")
        value: Value
        if f is Fn.CAS:
            if not (isinstance(raw, list) and len(raw) == 2 and all(_is_int(x) for x in raw)):
                raise ValueError(f"{where}: cas value must be [expected, new], not {raw!r}")
            value = (raw[0], raw[1])
        elif raw is None or _is_int(raw):
            value = raw
        else:
            raise ValueError(f"{where}: {f} value must be an integer or null, not {raw!r}")
        event = cls(
            index=need("index", int), type=event_type, process=need("process", int), f=f,
            key=need("key", int), value=value, time=need("time", int),
            previous=_optional(obj, "previous", int, where), swapped=_optional(obj, "swapped", bool, where),
            current=_optional(obj, "current", int, where), error=_optional(obj, "error", str, where),
        )
        event.validate(where)
        return event

    def validate(self, where: str = "event") -> None:
        """The outputs an ``ok`` completion must carry for its function (others carry none)."""
        if self.type is not EventType.OK:
            return
        if self.f is Fn.PUT and (self.previous is None or not _is_int(self.value)):
            raise ValueError(f"{where}: ok put needs an integer value and previous")
        if self.f is Fn.GET and not _is_int(self.value):
            raise ValueError(f"{where}: ok get needs the integer value read")
        if self.f is Fn.CAS and (self.swapped is None or self.current is None):
            raise ValueError(f"{where}: ok cas needs swapped and current")


def _is_int(item: object) -> bool:
    return isinstance(item, int) and not isinstance(item, bool)


def _optional(obj: Mapping[str, Any], name: str, kind: type, where: str) -> Any:
    item = obj.get(name)
    if item is not None and (not isinstance(item, kind) or (kind is int and isinstance(item, bool))):
        raise ValueError(f"{where}: field {name!r} is {item!r}, not {kind.__name__}")
    return item


# -- JSON lines ---------------------------------------------------------------------------------------


def dump_jsonl(events: Iterable[Event], out: IO[str]) -> None:
    for event in events:
        out.write(json.dumps(event.to_json(), separators=(",", ":")) + "\n")


def write_jsonl(events: Iterable[Event], path: Path) -> Path:
    with path.open("w") as out:
        dump_jsonl(events, out)
    return path


def parse_jsonl(lines: Iterable[str], source: str = "history") -> list[Event]:
    """Events of a JSON-lines history; ValueError names the source and line number of a bad line."""
    events = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as error:
            raise ValueError(f"{source}:{number}: not JSON ({error.msg})") from None
        if not isinstance(obj, dict):
            raise ValueError(f"{source}:{number}: not a JSON object")
        events.append(Event.from_json(obj, f"{source}:{number}"))
    return events


def read_jsonl(path: Path) -> list[Event]:
    with path.open() as lines:
        return parse_jsonl(lines, str(path))


# -- operations ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Operation:
    """An invocation paired with its completion; ``ret`` is None when indeterminate (``info``, or never
    completed before the history ended). ``fail`` operations are not operations: they never happened."""

    process: int
    f: Fn
    key: int
    value: Value
    call: int
    ret: int | None
    output: Event | None
    """The ``ok`` completion (outputs), None when indeterminate."""


def operations(events: Iterable[Event]) -> list[Operation]:
    """Pair invocations with completions (by process); ValueError on a history no client could produce."""
    pending: dict[int, Event] = {}
    result: list[Operation] = []
    for event in events:
        where = f"event {event.index}"
        if event.type is EventType.INVOKE:
            if event.process in pending:
                raise ValueError(f"{where}: process {event.process} invoked with an operation in flight")
            pending[event.process] = event
            continue
        invoke = pending.pop(event.process, None)
        if invoke is None:
            raise ValueError(f"{where}: {event.type} of process {event.process} without an invocation")
        if (invoke.f, invoke.key) != (event.f, event.key):
            raise ValueError(
                f"{where}: completes {invoke.f} of key {invoke.key} as {event.f} of key {event.key}")
        if event.time < invoke.time:
            raise ValueError(f"{where}: completes before its invocation")
        if event.type is EventType.FAIL:
            continue
        done = event.type is EventType.OK
        result.append(Operation(invoke.process, invoke.f, invoke.key, invoke.value, invoke.time,
                                event.time if done else None, event if done else None))
    result.extend(Operation(e.process, e.f, e.key, e.value, e.time, None, None) for e in pending.values())
    result.sort(key=lambda op: op.call)
    return result


def by_key(ops: Iterable[Operation]) -> dict[int, list[Operation]]:
    """Per-key sub-histories: the register of each key is independent, so a history is linearizable iff
    every key's is (linearizability is compositional -- Herlihy and Wing's locality)."""
    keys: dict[int, list[Operation]] = {}
    for op in ops:
        keys.setdefault(op.key, []).append(op)
    return keys


# -- recording ----------------------------------------------------------------------------------------


@dataclass
class HistoryRecorder:
    """Collects the events of many client threads; optionally streams each line to `sink` as it happens
    (a campaign that dies still leaves its history on disk)."""

    clock: Callable[[], int] = time.monotonic_ns
    sink: IO[str] | None = None
    events: list[Event] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _next_process: int = 0

    def new_process(self) -> int:
        with self._lock:
            process = self._next_process
            self._next_process += 1
            return process

    def invoke(self, process: int, f: Fn, key: int, value: Value = None) -> Event:
        return self._append(lambda i, t: Event(i, EventType.INVOKE, process, f, key, value, t))

    def ok(self, invoke: Event, *, value: Value = None, previous: int | None = None,
           swapped: bool | None = None, current: int | None = None) -> Event:
        out = value if invoke.f is Fn.GET else invoke.value
        return self._append(lambda i, t: Event(
            i, EventType.OK, invoke.process, invoke.f, invoke.key, out, t, previous, swapped, current))

    def fail(self, invoke: Event, error: str) -> Event:
        return self._append(lambda i, t: Event(
            i, EventType.FAIL, invoke.process, invoke.f, invoke.key, invoke.value, t, error=error))

    def info(self, invoke: Event, error: str) -> Event:
        return self._append(lambda i, t: Event(
            i, EventType.INFO, invoke.process, invoke.f, invoke.key, invoke.value, t, error=error))

    def crashed(self) -> int:
        """A fresh process id for a client whose last operation is indeterminate."""
        return self.new_process()

    def _append(self, make: Callable[[int, int], Event]) -> Event:
        with self._lock:
            event = make(len(self.events), self.clock())
            event.validate(f"event {event.index}")
            self.events.append(event)
            if self.sink is not None:
                self.sink.write(json.dumps(event.to_json(), separators=(",", ":")) + "\n")
                self.sink.flush()
            return event

