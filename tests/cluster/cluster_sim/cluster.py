"""A simulated cluster for the campaign: elections on a SimNetwork, logs and node-state on modelled disks.

It differs from tests/cluster/simulation.py's SimCluster (which keeps candidate terms in real node-state.dat
files) in what a campaign of thousands of seeds needs: every durable write goes through a ``SimDisk`` (so a
crash between write and sync can be injected), every log change and trace event is checked by
``Invariants`` as it happens, and quiet rounds advance the clock by a longer tick (never past the next
message due) so simulated seconds cost less.
"""

from __future__ import annotations

import hashlib
import random
import sys
from collections.abc import Callable
from pathlib import Path

from aeronkit.cluster.cluster_member import NULL_VALUE, quorum_threshold
from aeronkit.cluster.election import Election, ElectionConfig
from aeronkit.cluster.election_state import ElectionState, Role
from aeronkit.testing import LinkProfile, ManualClock, Scheduler, SimNetwork
from cluster_sim.disk import DiskCrash, SimDisk, SimNodeState
from cluster_sim.invariants import Invariants, LogView, layout

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from simulation import MS, SIM_CONFIG, SimLog, TraceEvent, agreed_leader, random_logs

LOG_KEY = "recording.log"
BUSY_TICK_NS = 5 * MS
QUIET_TICK_NS = 25 * MS


class DiskLog(SimLog):
    """A SimLog whose every change is written to the member's SimDisk and reported to a change hook."""

    def __init__(
        self,
        disk: SimDisk,
        registry: dict[int, SimLog],
        on_change: Callable[[LogView, LogView], None],
    ) -> None:
        terms, append, applied = disk.read(LOG_KEY, ((), 0, 0))
        super().__init__(list(terms), append, applied, registry)
        self._disk = disk
        self._on_change = on_change

    def view(self) -> LogView:
        return LogView(tuple(self.terms), self.append_position)

    def _persist(self, before: LogView) -> None:
        after = self.view()
        if after != before:
            self._on_change(before, after)
            self._disk.write(LOG_KEY, (after.terms, after.append_position, self.log_position))

    def ensure_term(self, leadership_term_id: int, term_base_log_position: int, timestamp_ms: int) -> None:
        before = self.view()
        super().ensure_term(leadership_term_id, term_base_log_position, timestamp_ms)
        self._persist(before)

    def truncate(self, position: int) -> None:
        before = self.view()
        super().truncate(position)
        self._persist(before)

    def replicate(
        self,
        leader_id: int,
        leadership_term_id: int,
        term_base_log_position: int,
        stop_position: int,
        leader_recording_id: int,
    ) -> bool:
        before = self.view()
        done = super().replicate(
            leader_id, leadership_term_id, term_base_log_position, stop_position, leader_recording_id
        )
        self._persist(before)
        return done


class CampaignCluster:
    """One seed's cluster. ``trace`` records every election event and fault; ``invariants`` what broke."""

    def __init__(
        self,
        seed: int,
        size: int,
        profile: LinkProfile,
        *,
        config: ElectionConfig = SIM_CONFIG,
        record_network: bool = False,
        bounce_after_vote: float = 0.0,
        logs: list[tuple[list[tuple[int, int]], int, int]] | None = None,
    ) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.clock = ManualClock()
        self.network = SimNetwork(self.clock, self.rng.getrandbits(64), profile, record=record_network)
        self.scheduler = Scheduler(self.rng.getrandbits(64), self.clock, BUSY_TICK_NS, record=False)
        self.ids = list(range(size))
        self.config = config
        self.invariants = Invariants(size)
        self.trace: list[TraceEvent] = []
        self.registry: dict[int, SimLog] = {}
        self.disks = {mid: SimDisk(mid) for mid in self.ids}
        self.elections: dict[int, Election] = {}
        self._crashed_in_write: list[DiskCrash] = []
        self._bounce_after_vote = bounce_after_vote
        self._bounce_rng = random.Random(self.rng.getrandbits(64))
        self._bounces: list[int] = []
        self._applied: dict[int, int] = {}
        shapes = logs if logs is not None else random_logs(random.Random(self.rng.getrandbits(64)), size)
        # As SimCluster: a quorum's node-state already holds the newest term on any log.
        newest = max((terms[-1][0] for terms, _, _ in shapes if terms), default=NULL_VALUE)
        voted = set(self.rng.sample(self.ids, quorum_threshold(size)))
        for mid, (terms, append, applied) in zip(self.ids, shapes, strict=True):
            disk = self.disks[mid]
            disk.write(LOG_KEY, (tuple(terms), append, applied))
            term = newest if mid in voted else (terms[-1][0] if terms else NULL_VALUE)
            SimNodeState(disk).update_candidate_term_id(term, 0, 0)
        for mid in self.ids:
            self.start(mid)

    # -- faults --------------------------------------------------------------------------------------

    def start(self, member_id: int) -> None:
        """(Re)start a member from what its disk holds."""
        log = self.registry[member_id] = self._open_log(member_id)
        node_state = SimNodeState(self.disks[member_id])
        self.network.restart(member_id)
        election = self.elections[member_id] = Election(
            member_id,
            self.ids,
            log,
            node_state,
            self.network.endpoint(member_id),
            self.clock,
            random.Random(self.rng.getrandbits(64)),
            self.config,
            is_node_startup=True,
            listener=self._listener,
        )
        self._applied.pop(member_id, None)
        self.scheduler.add(f"member-{member_id}", lambda: self._duty_cycle(election))
        self.record(member_id, "start", candidate_term_id=node_state.candidate_term_id)

    def _open_log(self, member_id: int) -> DiskLog:
        return DiskLog(
            self.disks[member_id],
            self.registry,
            lambda before, after: self._log_changed(member_id, before, after),
        )

    def crash(self, member_id: int, *, power_loss: bool = False) -> None:
        """Stop a member; a power loss also drops what it wrote but had not synced."""
        self.record(member_id, "crash", power_loss=int(power_loss))
        self.network.crash(member_id)
        self.scheduler.remove(f"member-{member_id}")
        del self.elections[member_id]
        if power_loss:
            self.disks[member_id].lose_unsynced()
        # Others replicate from what this member's disk holds now, not from its lost memory.
        self.registry[member_id] = self._open_log(member_id)

    def trap_next_write(self, member_id: int) -> None:
        """The member's next durable write crashes it before the sync."""
        self.record(member_id, "trap_write")
        self.disks[member_id].trapped = True

    def stop_bouncing(self) -> None:
        """No more restarts right after a vote (the liveness phase is fault-free)."""
        self._bounce_after_vote = 0.0

    def record(self, member_id: int, event: str, **details: int) -> None:
        self.trace.append((self.clock.nano_time(), member_id, event, tuple(sorted(details.items()))))

    # -- stepping ------------------------------------------------------------------------------------

    def _duty_cycle(self, election: Election) -> int:
        """Up to four duty cycles in one turn; a crash inside a write ends the member's turn for good."""
        total = 0
        try:
            for _ in range(4):
                work = election.do_work()
                if work == 0:
                    break
                total += work
        except DiskCrash as crash:
            self._crashed_in_write.append(crash)
        return total

    def step(self) -> None:
        quiet = self.scheduler.step() == 0
        for crash in self._crashed_in_write:
            self.crash(crash.member_id, power_loss=True)
        self._crashed_in_write.clear()
        for member in self._bounces:
            if member in self.elections:
                self.crash(member)
                self.start(member)
        self._bounces.clear()
        self._check_applied()
        tick = BUSY_TICK_NS
        if quiet:
            due = self.network.next_due_ns()
            tick = (
                QUIET_TICK_NS
                if due is None
                else max(BUSY_TICK_NS, min(QUIET_TICK_NS, due - self.clock.nano_time()))
            )
        self.scheduler.tick_ns = tick

    def run_for(self, ns: int) -> None:
        deadline = self.clock.nano_time() + ns
        while self.clock.nano_time() < deadline:
            self.step()

    def run_until(self, predicate: Callable[[], bool], max_ns: int) -> bool:
        deadline = self.clock.nano_time() + max_ns
        while self.clock.nano_time() < deadline:
            if predicate():
                return True
            self.step()
        return predicate()

    # -- observation ---------------------------------------------------------------------------------

    def agreed_leader(self, members: list[int] | None = None) -> tuple[int, int] | None:
        return agreed_leader(self.elections, members)

    def digest(self) -> str:
        """SHA-256 of the whole trace (and of the network's history when it was recorded)."""
        h = hashlib.sha256()
        for event in self.trace:
            h.update(repr(event).encode())
        h.update(self.network.history_bytes())
        return h.hexdigest()

    def _listener(self, member_id: int, event: str, details: dict[str, int]) -> None:
        now = self.clock.nano_time()
        self.trace.append((now, member_id, event, tuple(sorted(details.items()))))
        log = self.registry[member_id]
        assert isinstance(log, DiskLog)
        self.invariants.on_event(now, member_id, event, details, log.view())
        bounce = self._bounce_after_vote
        if event == "vote_sent" and details["vote"] and bounce and self._bounce_rng.random() < bounce:
            self._bounces.append(member_id)  # restarted once the round ends, its vote already sent

    def _log_changed(self, member_id: int, before: LogView, after: LogView) -> None:
        election = self.elections.get(member_id)
        leading = (
            election is not None and election.role == Role.LEADER and election.state != ElectionState.INIT
        )
        others = {
            mid: log.view()
            for mid, log in self.registry.items()
            if mid != member_id and isinstance(log, DiskLog)
        }
        self.invariants.on_log_change(self.clock.nano_time(), member_id, before, after, leading, others)

    def _check_applied(self) -> None:
        for mid, election in self.elections.items():
            position = election.log_position
            if self._applied.get(mid) != position:
                self._applied[mid] = position
                self.invariants.on_applied(
                    self.clock.nano_time(), mid, position, layout(self.registry[mid].terms, position)
                )
