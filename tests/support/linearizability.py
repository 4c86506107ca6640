"""A small linearizability checker in Python: the second opinion beside Porcupine, for small histories.

The search is Wing and Gong's, with Lowe's memoisation (the algorithm Porcupine implements, "Testing for
Linearizability", Lowe 2017): walk the time-ordered list of call and return entries; at a call, try to
linearize that operation now (the model must accept its outputs in the current state), remove it and its
return from the list and start over; at a return whose operation is not linearized yet, undo the last
choice. A (set of linearized operations, state) pair already explored is never explored again. The history
is linearizable iff the list empties.

Indeterminate operations (``info``, or still in flight when the history ended) have their return after
every other entry and accept any output, so they may take effect at any point after their call or, placed
last, not at all. Intervals are closed: operations whose call and return times touch are concurrent (as in
Porcupine's model.go).

The model is the interop service's map restricted to one key (docs/cluster-interop-service.md):
:func:`step`. The Go checker (tests/cluster/linearizability/checker/model.go) implements the same step; the
tests hold the two to the same verdicts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from support.history import Fn, Operation, by_key
from support.interop_ops import ABSENT

SMALL_HISTORY = 100
"""Operations per key this checker is meant for; beyond it the search may blow up (the problem is
NP-complete) and Porcupine is the checker."""


def step(state: int, op: Operation) -> int | None:
    """The register's state after `op`, or None when `op`'s outputs are impossible in `state`."""
    out = op.output
    if op.f is Fn.PUT:
        assert isinstance(op.value, int)
        if out is not None and out.previous != state:
            return None
        return op.value
    if op.f is Fn.GET:
        return state if out is None or out.value == state else None
    assert isinstance(op.value, tuple)
    expected, new = op.value
    if out is None:
        return new if state == expected else state
    if out.swapped:
        return new if state == expected and out.current == new else None
    return state if state != expected and out.current == state else None


class _Entry:
    """A call or return in the doubly linked entry list; a call knows its return (``match``)."""

    __slots__ = ("is_call", "match", "next", "op_id", "prev")

    def __init__(self, op_id: int, is_call: bool) -> None:
        self.op_id = op_id
        self.is_call = is_call
        self.match: _Entry | None = None
        self.prev: _Entry | None = None
        self.next: _Entry | None = None


def _entry_list(ops: list[Operation]) -> _Entry:
    """The head sentinel of the list of entries in time order (calls before returns at equal times)."""
    end = 1 + max((t for op in ops for t in (op.call, op.ret) if t is not None), default=0)
    timed: list[tuple[int, int, _Entry]] = []
    for op_id, op in enumerate(ops):
        call, ret = _Entry(op_id, True), _Entry(op_id, False)
        call.match = ret
        timed.append((op.call, 0, call))
        timed.append((end if op.ret is None else op.ret, 1, ret))
    timed.sort(key=lambda item: (item[0], item[1]))
    head = _Entry(-1, False)
    last = head
    for _, _, entry in timed:
        last.next, entry.prev = entry, last
        last = entry
    return head


def _lift(call: _Entry) -> None:
    for entry in (call, call.match):
        assert entry is not None and entry.prev is not None
        entry.prev.next = entry.next
        if entry.next is not None:
            entry.next.prev = entry.prev


def _unlift(call: _Entry) -> None:
    for entry in (call.match, call):
        assert entry is not None and entry.prev is not None
        entry.prev.next = entry
        if entry.next is not None:
            entry.next.prev = entry


def linearizable(ops: list[Operation], initial: int = ABSENT) -> bool:
    """Whether one key's operations have a linearization that the register model accepts.

    Indeterminate gets are left out first (as the Go checker does): a read without a result changed
    nothing and constrains nothing, and would only widen the search."""
    ops = [op for op in ops if not (op.f is Fn.GET and op.output is None)]
    head = _entry_list(ops)
    state = initial
    linearized = 0
    seen: set[tuple[int, int]] = set()
    calls: list[tuple[_Entry, int]] = []
    entry = head.next
    while head.next is not None:
        assert entry is not None
        if entry.is_call:
            after = step(state, ops[entry.op_id])
            marked = linearized | (1 << entry.op_id)
            if after is not None and (marked, after) not in seen:
                seen.add((marked, after))
                calls.append((entry, state))
                state, linearized = after, marked
                _lift(entry)
                entry = head.next
            else:
                entry = entry.next
        else:
            if not calls:
                return False
            call, state = calls.pop()
            linearized &= ~(1 << call.op_id)
            _unlift(call)
            entry = call.next
    return True


@dataclass(frozen=True)
class KeyVerdict:
    key: int
    operations: int
    linearizable: bool | None
    """None: more than the size limit, not checked."""


def check(ops: Iterable[Operation], max_ops: int = SMALL_HISTORY) -> list[KeyVerdict]:
    """Verdict per key (keys with more than `max_ops` operations are reported unchecked)."""
    return [KeyVerdict(key, len(key_ops), linearizable(key_ops) if len(key_ops) <= max_ops else None)
            for key, key_ops in sorted(by_key(ops).items())]
