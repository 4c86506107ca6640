"""The nemesis: faults injected into a cluster under test while clients record a history.

One fault at a time, on one member: three members survive the loss of one, so the cluster should stay
available and *must* stay linearizable; a fault on a majority would only test that it stops. Faults come in
seeded shuffled cycles of the enabled kinds (every kind once per cycle), each aimed at the current leader
or at a random member with equal odds. After a quiet spell a fault starts, lasts a random while, is healed,
and the nemesis waits for the cluster to be whole again (every member following one leader) before the next
quiet spell; a cluster that does not recover in time is counted (a liveness finding, not a safety one).

=========  ====================================================  ==========================================
fault      start                                                  heal
=========  ====================================================  ==========================================
kill       SIGKILL the member (crash: nothing flushed)            start it again on its own directories
pause      SIGSTOP (a long GC pause, a frozen VM)                 SIGCONT
isolate    cut it off from every member and every client          reconnect it
partition  cut it off from the other members; clients still       reconnect it
           reach it (at a leader: a deposed leader clients
           keep talking to)
lossy      stop it (SIGTERM), restart it with a driver that       stop it, restart it with a clean driver
           drops a share of the frames it receives
=========  ====================================================  ==========================================

Every start and heal is logged as a JSON line with the recorder's clock (``time.monotonic_ns``), so the
nemesis log lines up with the history (docs/cluster-linearizability.md).
"""

from __future__ import annotations

import enum
import json
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import IO

from support.kv_cluster import ClusterUnderTest


class Fault(enum.StrEnum):
    KILL = "kill"
    PAUSE = "pause"
    ISOLATE = "isolate"
    PARTITION = "partition"
    LOSSY = "lossy"


RECOVERY_TIMEOUT_S = 90.0
"""How long the nemesis waits for the cluster to be whole again after a heal."""


@dataclass(frozen=True)
class Injected:
    fault: Fault
    member: int
    at_leader: bool


@dataclass
class NemesisStats:
    injected: dict[str, int] = field(default_factory=dict)
    slow_recoveries: int = 0


class Nemesis:
    def __init__(
        self, cluster: ClusterUnderTest, faults: Sequence[Fault], rng: random.Random,
        log: IO[str] | None = None, clock: Callable[[], int] = time.monotonic_ns,
    ) -> None:
        self.cluster = cluster
        self.faults = list(faults)
        self.rng = rng
        self.log = log
        self.clock = clock
        self.stats = NemesisStats()
        self.active: Injected | None = None
        self._cycle: list[Fault] = []

    def _note(self, action: str, **fields: object) -> None:
        if self.log is not None:
            self.log.write(json.dumps({"time": self.clock(), "nemesis": action, **fields}) + "\n")
            self.log.flush()

    def _next_fault(self) -> Fault:
        if not self._cycle:
            self._cycle = self.rng.sample(self.faults, len(self.faults))
        return self._cycle.pop()

    def inject(self) -> Injected:
        fault = self._next_fault()
        leader = self.cluster.leader()
        at_leader = leader is not None and self.rng.random() < 0.5
        members = list(self.cluster.member_ids)
        member = leader if at_leader and leader is not None else self.rng.choice(members)
        self._note("start", fault=str(fault), member=member, at_leader=at_leader)
        if fault is Fault.KILL:
            self.cluster.kill(member)
        elif fault is Fault.PAUSE:
            self.cluster.pause(member)
        elif fault is Fault.ISOLATE:
            self.cluster.isolate(member)
        elif fault is Fault.PARTITION:
            self.cluster.partition(member)
        else:
            self.cluster.stop(member)
            self.cluster.restart(member, lossy=True)
        self.active = Injected(fault, member, at_leader)
        self.stats.injected[str(fault)] = self.stats.injected.get(str(fault), 0) + 1
        self._note("started", fault=str(fault), member=member)
        return self.active

    def heal(self) -> None:
        """End the active fault, if any."""
        active, self.active = self.active, None
        if active is None:
            return
        self._note("heal", fault=str(active.fault), member=active.member)
        if active.fault is Fault.KILL:
            self.cluster.restart(active.member)
        elif active.fault is Fault.PAUSE:
            self.cluster.resume(active.member)
        elif active.fault in (Fault.ISOLATE, Fault.PARTITION):
            self.cluster.heal(active.member)
        else:
            self.cluster.stop(active.member)
            self.cluster.restart(active.member)
        self._note("healed", fault=str(active.fault), member=active.member)

    def await_whole(self) -> None:
        try:
            leader = self.cluster.await_healthy(RECOVERY_TIMEOUT_S)
        except AssertionError as failure:
            self.stats.slow_recoveries += 1
            self._note("slow-recovery", error=str(failure).splitlines()[0])
        else:
            self._note("whole", leader=leader)

    def run(self, until: float, stop: threading.Event, quiet_s: tuple[float, float],
            fault_s: tuple[float, float]) -> None:
        """Quiet, fault, heal, recover -- until the monotonic time `until` or `stop`; always healed after."""
        try:
            while not stop.is_set() and time.monotonic() < until:
                if stop.wait(min(self.rng.uniform(*quiet_s), max(0.0, until - time.monotonic()))):
                    break
                if not self.faults or time.monotonic() >= until:
                    continue
                self.inject()
                stop.wait(min(self.rng.uniform(*fault_s), max(0.0, until - time.monotonic())))
                self.heal()
                self.await_whole()
        finally:
            self.heal()
