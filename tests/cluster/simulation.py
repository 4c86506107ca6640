"""Deterministic simulation of a cluster's election: one seed drives the clock, the network and every choice.

Every member is an ``Election`` stepped by an aeronkit.testing ``Scheduler`` in a seeded order; all of them
share one ManualClock and one aeronkit.testing ``SimNetwork`` that delays, drops, duplicates and (through
random delays) reorders framed consensus messages, cuts links for partitions, and loses everything addressed
to a crashed node. Candidate terms live in real
node-state.dat files (NodeStateFile) so a crash/restart reads them back from disk; logs are in-memory
``SimLog`` objects that survive crashes like an archive would. The recorded trace is what tests check
(safety, completeness, liveness) and what the determinism test compares run against run.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

from aeronkit.cluster.cluster_member import NULL_POSITION, NULL_VALUE, compare_log, quorum_threshold
from aeronkit.cluster.election import Election, ElectionConfig, TermEntry
from aeronkit.cluster.election_state import ElectionState, Role
from aeronkit.cluster.node_state_file import NodeStateFile
from aeronkit.testing import LinkProfile, ManualClock, Scheduler, SimNetwork

MS = 1_000_000

# Timeouts shortened (same ratios as Aeron's defaults, startup canvass = 2 x heartbeat timeout) so a
# simulated election takes a few simulated seconds.
SIM_CONFIG = ElectionConfig(
    election_timeout_ns=1_000 * MS,
    election_status_interval_ns=100 * MS,
    leader_heartbeat_interval_ns=200 * MS,
    leader_heartbeat_timeout_ns=2_000 * MS,
    startup_canvass_timeout_ns=4_000 * MS,
)


class SimLog:
    """A member's log as term boundaries and positions only: ``terms`` is [(leadership_term_id, base)]."""

    def __init__(
        self,
        terms: list[tuple[int, int]],
        append_position: int,
        log_position: int,
        registry: dict[int, SimLog],
    ) -> None:
        self.terms = list(terms)
        self._append = append_position
        self._log_position = log_position
        self._registry = registry

    @property
    def append_position(self) -> int:
        return self._append

    @property
    def log_leadership_term_id(self) -> int:
        return self.terms[-1][0] if self.terms else NULL_VALUE

    @property
    def log_position(self) -> int:
        return self._log_position

    def _entry(self, index: int) -> TermEntry:
        term_id, base = self.terms[index]
        end = self.terms[index + 1][1] if index + 1 < len(self.terms) else NULL_POSITION
        return TermEntry(term_id, base, end)

    def find_term(self, leadership_term_id: int) -> TermEntry | None:
        for i, (term_id, _) in enumerate(self.terms):
            if term_id == leadership_term_id:
                return self._entry(i)
        return None

    def next_term_after(self, leadership_term_id: int) -> TermEntry | None:
        for i, (term_id, _) in enumerate(self.terms):
            if term_id > leadership_term_id:
                return self._entry(i)
        return None

    def ensure_term(self, leadership_term_id: int, term_base_log_position: int, timestamp_ms: int) -> None:
        existing = self.find_term(leadership_term_id)
        if existing is not None:
            if existing.term_base_log_position != term_base_log_position:
                raise AssertionError(
                    f"term {leadership_term_id} re-based {existing} -> {term_base_log_position}"
                )
            return
        if self.terms and self.terms[-1][0] >= leadership_term_id:
            raise AssertionError(f"term {leadership_term_id} appended after {self.terms[-1][0]}")
        if term_base_log_position != self._append:
            raise AssertionError(f"term base {term_base_log_position} != append position {self._append}")
        self.terms.append((leadership_term_id, term_base_log_position))

    def append_to(self, position: int) -> None:
        """Record the log up to ``position`` (what a catch-up or the live log does to the real one)."""
        self._append = max(self._append, position)

    def truncate(self, position: int) -> None:
        self.terms = [(t, b) for t, b in self.terms if b <= position]
        self._append = min(self._append, position)
        self._log_position = min(self._log_position, position)

    def replicate(
        self,
        leader_id: int,
        leadership_term_id: int,
        term_base_log_position: int,
        stop_position: int,
        leader_recording_id: int,
    ) -> bool:
        """Modelled archive replication: completes at once by copying the leader's term layout up to stop."""
        leader = self._registry[leader_id]
        if stop_position > leader.append_position:
            return False
        self.terms = [
            (t, b)
            for t, b in leader.terms
            if b < stop_position or (t == leadership_term_id and b <= stop_position)
        ]
        self._append = max(self._append, stop_position)
        return True

    def replication_position(self) -> int:
        """A modelled replication is never part-way: what it copied is the append position."""
        return self._append

    def snapshot(self) -> tuple[tuple[tuple[int, int], ...], int]:
        return tuple(self.terms), self._append


TraceEvent = tuple[int, int, str, tuple[tuple[str, int], ...]]


def random_logs(rng: random.Random, count: int) -> list[tuple[list[tuple[int, int]], int, int]]:
    """Logs that are prefixes of one shared history (as committed Raft logs are): (terms, append, applied)."""
    history: list[tuple[int, int]] = []
    term_id, base = rng.randint(0, 2), 0
    for _ in range(rng.randint(0, 4)):
        history.append((term_id, base))
        term_id += rng.randint(1, 3)
        base += 32 * rng.randint(0, 8)
    end = base + 32 * rng.randint(0, 8)
    shapes = []
    for _ in range(count):
        if not history or rng.random() < 0.1:
            shapes.append(([], 0))
            continue
        cut = rng.randint(1, len(history))
        terms = history[:cut]
        upper = history[cut][1] if cut < len(history) else end
        shapes.append((terms, terms[-1][1] + 32 * rng.randint(0, max(0, (upper - terms[-1][1]) // 32))))
    # Only what a quorum holds can have been committed, so nobody can have applied beyond that.
    committed = sorted((append for _, append in shapes), reverse=True)[quorum_threshold(count) - 1]
    return [(terms, append, 32 * rng.randint(0, min(append, committed) // 32)) for terms, append in shapes]


def _duty_cycle(election: Election) -> int:
    """Up to four of an election's duty cycles in one turn, stopping once it has nothing to do."""
    total = 0
    for _ in range(4):
        work = election.do_work()
        if work == 0:
            break
        total += work
    return total


def agreed_leader(
    elections: dict[int, Election], members: Iterable[int] | None = None
) -> tuple[int, int] | None:
    """(leadership_term_id, leader) when every given live member (all live ones if None) closed its election
    on the same leader, and that leader leads that term."""
    chosen = list(elections) if members is None else [m for m in members if m in elections]
    if not chosen:
        return None
    views = set()
    for mid in chosen:
        e = elections[mid]
        if e.state != ElectionState.CLOSED:
            return None
        views.add((e.leadership_term_id, e.leader_id))
    if len(views) != 1:
        return None
    term, leader = next(iter(views))
    elected = elections.get(leader)
    if elected is None or elected.role != Role.LEADER or elected.leadership_term_id != term:
        return None
    return term, leader


class SimCluster:
    """A whole cluster under simulation; use as a context manager (it owns temporary cluster directories)."""

    def __init__(
        self,
        seed: int,
        size: int,
        *,
        drop: float = 0.0,
        duplicate: float = 0.0,
        max_delay_ns: int = 20 * MS,
        tick_ns: int = 5 * MS,
        config: ElectionConfig = SIM_CONFIG,
        logs: list[tuple[list[tuple[int, int]], int, int]] | None = None,
    ) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.clock = ManualClock()
        self.network = SimNetwork(
            self.clock,
            self.rng.getrandbits(64),
            LinkProfile(min_delay_ns=1 * MS, max_delay_ns=max_delay_ns, loss=drop, duplicate=duplicate),
        )
        self.scheduler = Scheduler(self.rng.getrandbits(64), self.clock, tick_ns)
        self.ids = list(range(size))
        self.config = config
        self._tmp = tempfile.TemporaryDirectory(prefix="aeronkit-election-sim-")
        self.registry: dict[int, SimLog] = {}
        layout = logs if logs is not None else random_logs(random.Random(self.rng.getrandbits(64)), size)
        self.initial_logs = {}
        for mid, (terms, append, applied) in zip(self.ids, layout, strict=True):
            self.registry[mid] = SimLog(terms, append, applied, self.registry)
            self.initial_logs[mid] = self.registry[mid].snapshot()
        # Someone's log holds term T only if a quorum voted in T, so a quorum's node-state already records the
        # highest term on any log (otherwise a fresh cluster could reuse a term an old log holds).
        newest = max((terms[-1][0] for terms, _, _ in layout if terms), default=NULL_VALUE)
        voted = set(self.rng.sample(self.ids, quorum_threshold(size)))
        self.initial_candidate_terms = {
            mid: newest if mid in voted else self.registry[mid].log_leadership_term_id for mid in self.ids
        }
        self.trace: list[TraceEvent] = []
        self.elections: dict[int, Election] = {}
        self.node_states: dict[int, NodeStateFile] = {}
        for mid in self.ids:
            self.start(mid)

    def __enter__(self) -> SimCluster:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        for state in self.node_states.values():
            state.close()
        self.node_states.clear()
        self._tmp.cleanup()

    def _listener(self, member_id: int, event: str, details: dict[str, int]) -> None:
        self.trace.append((self.clock.nano_time(), member_id, event, tuple(sorted(details.items()))))

    def start(self, member_id: int) -> None:
        """(Re)start a member as a node start-up: its candidate term is read back from node-state.dat."""
        directory = Path(self._tmp.name) / f"node-{member_id}"
        fresh = not directory.exists()
        state = NodeStateFile(directory)
        if fresh and self.initial_candidate_terms[member_id] != NULL_VALUE:
            state.update_candidate_term_id(self.initial_candidate_terms[member_id], 0, self.clock.time_ms())
        self.node_states[member_id] = state
        self.network.restart(member_id)
        election = self.elections[member_id] = Election(
            member_id,
            self.ids,
            self.registry[member_id],
            state,
            self.network.endpoint(member_id),
            self.clock,
            random.Random(self.rng.getrandbits(64)),
            self.config,
            is_node_startup=True,
            listener=self._listener,
        )
        self.scheduler.add(f"member-{member_id}", lambda: _duty_cycle(election))
        self._listener(member_id, "start", {"candidate_term_id": state.candidate_term_id})

    def crash(self, member_id: int) -> None:
        self._listener(member_id, "crash", {})
        self.network.crash(member_id)
        self.scheduler.remove(f"member-{member_id}")
        self.elections.pop(member_id)
        self.node_states.pop(member_id).close()

    def step(self) -> None:
        self.scheduler.step()

    def run_until(self, predicate: Callable[[], bool], max_ns: int) -> bool:
        deadline = self.clock.nano_time() + max_ns
        while self.clock.nano_time() < deadline:
            if predicate():
                return True
            self.step()
        return predicate()

    def run_for(self, ns: int) -> None:
        self.scheduler.run_for(ns)

    # -- observations ----------------------------------------------------------------------------------------

    def agreed_leader(self, members: Iterable[int] | None = None) -> tuple[int, int] | None:
        """(leadership_term_id, leader) when every given live member finished its election on the same one."""
        return agreed_leader(self.elections, members)

    def leaders_by_term(self) -> dict[int, set[int]]:
        found: dict[int, set[int]] = {}
        for _, mid, event, details in self.trace:
            if event == "leader":
                found.setdefault(dict(details)["leadership_term_id"], set()).add(mid)
        return found

    def check_election_safety(self) -> None:
        for term, leaders in self.leaders_by_term().items():
            assert len(leaders) == 1, f"seed {self.seed}: term {term} had leaders {sorted(leaders)}"

    def check_committed_log_survives(self) -> int:
        """Raft's Leader Completeness over time: a position a leader closed its election at (so a quorum holds
        it in that term) is in the log of every leader of a later term when it is elected."""
        committed: list[tuple[int, int]] = []  # (leadership term, position)
        checked = 0
        for _, mid, event, details in self.trace:
            d = dict(details)
            if event == "election_complete" and d["leader"] == mid:
                committed.append((d["leadership_term_id"], d["log_position"]))
            elif event == "leader":
                for term, position in committed:
                    if term < d["leadership_term_id"]:
                        assert d["append_position"] >= position, (
                            f"seed {self.seed}: leader {mid} of term {d['leadership_term_id']} has "
                            f"{d['append_position']} < position {position} committed in term {term}"
                        )
                        checked += 1
        return checked

    def check_leader_completeness(self) -> int:
        """Every leader won with a quorum of yes votes from members whose log was no newer than its own."""
        size = len(self.ids)
        checked = 0
        for i, (_, mid, event, details) in enumerate(self.trace):
            if event != "leader":
                continue
            d = dict(details)
            term = d["leadership_term_id"]
            voters = {}
            for _, cmid, cevent, cdetails in self.trace[:i]:
                c = dict(cdetails)
                if cmid == mid and cevent == "vote_counted" and c["candidate_term_id"] == term and c["vote"]:
                    voters[c["voter"]] = (c["log_leadership_term_id"], c["log_position"])
            if size > 1:
                assert len(voters) + 1 >= quorum_threshold(size), (
                    f"seed {self.seed}: term {term} voters {voters}"
                )
            for voter, (v_term, v_pos) in voters.items():
                assert compare_log(d["log_leadership_term_id"], d["append_position"], v_term, v_pos) >= 0, (
                    f"seed {self.seed}: leader {mid} of term {term} log "
                    f"({d['log_leadership_term_id']}, {d['append_position']}) "
                    f"behind voter {voter} ({v_term}, {v_pos})"
                )
            checked += 1
        return checked
