"""A seeded scheduler: each agent's ``do_work`` once a round, in an order the seed chooses, on a ManualClock.

Aeron's own tests step agents by hand (DriverConductorTest.doWorkUntil at 1.51.0 advances a cached clock and
calls ``doWork`` in a loop); a whole-system simulation needs the same for many agents at once, with the
interleaving itself explored. Here a round draws a permutation of the registered agents from the seed, calls
each ``do_work()`` once in that order, records what each did and then moves the clock on by one tick. Nothing
reads wall time and nothing sleeps, so one seed is one history: the schedule (and with it whatever the
agents did) repeats exactly, and a failing seed replays.

Agents are registered by name, one at a time, or as a group whose members come and go (a node whose
consensus module restarts, a client that connects mid-run): a group is a callable asked for its current
``(name, do_work)`` pairs at the start of every round.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from aeronkit.clock import ManualClock

Work = Callable[[], int]
"""One duty cycle: does a bounded amount of work and returns how much (Agent.do_work)."""

AgentGroup = Callable[[], Iterable[tuple[str, Work]]]
"""The agents of a group as they are now, asked once per round."""


@dataclass(frozen=True)
class Turn:
    """One agent's turn: in which round, at what simulated time, which agent, and the work it reported."""

    round: int
    time_ns: int
    agent: str
    work_count: int

    def encode(self) -> bytes:
        return f"{self.round} {self.time_ns} {self.agent} {self.work_count}\n".encode()


class Scheduler:
    """Steps registered agents once per round in a seed-determined order, then advances ``clock``.

    ``history`` holds every turn taken (``record=False`` keeps it empty for long runs); two schedulers built
    from the same seed over agents that behave alike produce byte-identical ``history_bytes()``.
    """

    def __init__(
        self, seed: int, clock: ManualClock, tick_ns: int = 1_000_000, *, record: bool = True,
    ) -> None:
        if tick_ns <= 0:
            raise ValueError(f"tick_ns={tick_ns} must be positive (time has to move for timers to fire)")
        self.seed = seed
        self.clock = clock
        self.tick_ns = tick_ns
        self.rounds = 0
        self.history: list[Turn] = []
        self._record = record
        self._rng = random.Random(seed)
        self._agents: dict[str, Work] = {}
        self._groups: list[AgentGroup] = []

    def add(self, name: str, work: Work) -> None:
        """Register one agent under a name no other registered agent has."""
        if name in self._agents:
            raise ValueError(f"an agent named {name!r} is already scheduled")
        self._agents[name] = work

    def remove(self, name: str) -> None:
        """Stop stepping the agent registered as ``name`` (it crashed, or closed)."""
        if self._agents.pop(name, None) is None:
            raise KeyError(f"no agent named {name!r} is scheduled")

    def add_group(self, group: AgentGroup) -> None:
        """Register a group whose members are asked for at the start of every round."""
        self._groups.append(group)

    def _turn_order(self) -> list[tuple[str, Work]]:
        agents = list(self._agents.items())
        for group in self._groups:
            agents.extend(group())
        self._rng.shuffle(agents)
        return agents

    def step(self) -> int:
        """One round: each agent's ``do_work`` once in this round's order, then one tick. Returns the work."""
        now = self.clock.nano_time()
        total = 0
        for name, work in self._turn_order():
            done = work()
            total += done
            if self._record:
                self.history.append(Turn(self.rounds, now, name, done))
        self.clock.advance(self.tick_ns)
        self.rounds += 1
        return total

    def run(self, rounds: int) -> None:
        for _ in range(rounds):
            self.step()

    def run_for(self, ns: int) -> None:
        """Rounds until ``ns`` of simulated time have passed."""
        deadline = self.clock.nano_time() + ns
        while self.clock.nano_time() < deadline:
            self.step()

    def run_until(
        self, condition: Callable[[], bool], max_rounds: int = 20_000, what: str = "condition",
    ) -> int:
        """Step until ``condition()`` holds and return the round count; AssertionError naming ``what``, the
        seed and the simulated time if it does not within ``max_rounds`` rounds."""
        for _ in range(max_rounds):
            if condition():
                return self.rounds
            self.step()
        if condition():
            return self.rounds
        raise AssertionError(
            f"{what} not reached within {max_rounds} rounds (seed {self.seed}, "
            f"{max_rounds * self.tick_ns / 1e9:.3f} s simulated)")

    def history_bytes(self) -> bytes:
        """The recorded turns as text, one per line: what a determinism check compares."""
        return b"".join(turn.encode() for turn in self.history)
