"""The client side of a linearizability campaign: random put/get/cas on a few keys, recorded as a history.

Each :class:`ClientWorker` is a thread driving one client (support.kv_cluster.KvClient) strictly one
operation at a time, so it is one Jepsen process: it logs ``invoke`` just before calling the client and the
outcome just after, and after an ``info`` continues as a fresh process. Connecting is not an operation and is
not recorded; a worker whose client stopped answering replaces it.

Keys rotate (Jepsen's "independent" keys): a key takes at most ``ops_per_key`` operations, then a fresh key
takes its place, so every per-key history stays small enough to check exhaustively (the check is NP-complete
in the number of concurrent operations, and an ``info`` stays concurrent with everything after it). Written
values are unique within a round (whose keys no other round uses), so a read names the one write it saw.
"""

from __future__ import annotations

import itertools
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from support.history import EventType, Fn, HistoryRecorder, Value
from support.interop_ops import ABSENT
from support.kv_cluster import KvClient, Outcome


@dataclass
class KeySpace:
    """`width` live keys starting at `first`; each retires after `ops_per_key` operations."""

    first: int
    width: int
    ops_per_key: int
    _next: int = 0
    _live: list[int] = field(default_factory=list)
    _used: dict[int, int] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self._next = self.first
        self._live = [self._fresh() for _ in range(self.width)]

    def _fresh(self) -> int:
        key, self._next = self._next, self._next + 1
        self._used[key] = 0
        return key

    def take(self, rng: random.Random) -> int:
        """A live key for one more operation (replacing it with a fresh one once it has had its share)."""
        with self._lock:
            slot = rng.randrange(self.width)
            key = self._live[slot]
            self._used[key] += 1
            if self._used[key] >= self.ops_per_key:
                self._live[slot] = self._fresh()
            return key


class Values:
    """Unique values to write, shared by every worker of a round."""

    def __init__(self) -> None:
        self._counter = itertools.count(1)
        self._lock = threading.Lock()

    def fresh(self) -> int:
        with self._lock:
            return next(self._counter)


MIX = ((Fn.GET, 0.4), (Fn.PUT, 0.3), (Fn.CAS, 0.3))

FAIL_BACKOFF_S = 0.1
"""Pause after a ``fail``: a client that cannot send (no leader yet) would otherwise spin, filling the history
with operations that never happened."""
"""Share of each operation: reads catch stale state, cas catches lost and duplicated writes."""


@dataclass
class WorkerStats:
    invoked: int = 0
    ok: int = 0
    failed: int = 0
    indeterminate: int = 0
    connects: int = 0
    connect_failures: int = 0
    replaced_clients: int = 0
    errors: dict[str, int] = field(default_factory=dict)


class ClientWorker(threading.Thread):
    """One client, one operation at a time, until `stop` is set."""

    def __init__(
        self, name: str, new_client: Callable[[], KvClient], recorder: HistoryRecorder, keys: KeySpace,
        values: Values, rng: random.Random, stop: threading.Event, stagger_s: float,
    ) -> None:
        super().__init__(name=name, daemon=True)
        self.new_client = new_client
        self.recorder = recorder
        self.keys = keys
        self.values = values
        self.rng = rng
        self.stop = stop
        self.stagger_s = stagger_s
        self.stats = WorkerStats()
        self.seen: dict[int, int] = {}
        """The last value this worker saw per key: cas expects it (often stale, so some cas fail)."""
        self.failure: BaseException | None = None

    def run(self) -> None:
        client: KvClient | None = None
        process = self.recorder.new_process()
        try:
            while not self.stop.is_set():
                if client is None:
                    client = self.new_client()
                if not client.connected:
                    self.stats.connects += 1
                    if not client.connect():
                        self.stats.connect_failures += 1
                        self.stop.wait(0.2)
                        continue
                outcome = self._one(client, process)
                if outcome.type is EventType.INFO:
                    process = self.recorder.crashed()
                if outcome.broken:
                    client.close()
                    client = None
                    self.stats.replaced_clients += 1
                pause = FAIL_BACKOFF_S if outcome.type is EventType.FAIL else 0.0
                self.stop.wait(pause + self.rng.uniform(0, self.stagger_s))
        except BaseException as failure:  # reported by the campaign, which must not hang on a dead thread
            self.failure = failure
        finally:
            if client is not None:
                client.close()

    def _choose(self) -> tuple[Fn, int, Value]:
        f = self.rng.choices([f for f, _ in MIX], [w for _, w in MIX])[0]
        key = self.keys.take(self.rng)
        if f is Fn.GET:
            return f, key, None
        if f is Fn.PUT:
            return f, key, self.values.fresh()
        return f, key, (self.seen.get(key, ABSENT), self.values.fresh())

    def _one(self, client: KvClient, process: int) -> Outcome:
        f, key, value = self._choose()
        invoke = self.recorder.invoke(process, f, key, value)
        self.stats.invoked += 1
        if f is Fn.GET:
            outcome = client.get(key)
        elif f is Fn.PUT:
            assert isinstance(value, int)
            outcome = client.put(key, value)
        else:
            assert isinstance(value, tuple)
            outcome = client.cas(key, *value)
        if outcome.type is EventType.OK:
            self.recorder.ok(invoke, value=outcome.value, previous=outcome.previous, swapped=outcome.swapped,
                             current=outcome.current)
            self.stats.ok += 1
            after = {Fn.GET: outcome.value, Fn.PUT: value, Fn.CAS: outcome.current}[f]
            if isinstance(after, int):
                self.seen[key] = after
        else:
            error = outcome.error or "unknown"
            self.stats.errors[error] = self.stats.errors.get(error, 0) + 1
            if outcome.type is EventType.FAIL:
                self.recorder.fail(invoke, error)
                self.stats.failed += 1
            else:
                self.recorder.info(invoke, error)
                self.stats.indeterminate += 1
        return outcome
