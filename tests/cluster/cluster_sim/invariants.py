"""Raft's safety properties, checked while a simulated cluster runs (not only at the end of it).

The simulated log is a layout — term boundaries ``[(leadership_term_id, base)]`` up to an append position —
so "the same entry" means "the same term at the same position". On that model:

* Election Safety: at most one leader per leadership term.
* Leader Append-Only: while a member leads, its log only grows (nothing below its append position changes).
* Log Matching: two logs holding the same term hold it from the same base, with identical terms before it.
* Leader Completeness: a position a leader closed its election at (a quorum acknowledged it) is in the log of
  every leader of a later term, with the same terms below it; and every leader won a quorum of yes votes
  from members whose log was no newer than its own.
* State-Machine Safety: what any member applied (its election's log position) is a prefix of one history, and
  no truncation ever goes below a member's applied position.

Each check records a one-line violation instead of raising, so a campaign counts them and carries on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from aeronkit.cluster.cluster_member import compare_log, quorum_threshold

Terms = Sequence[tuple[int, int]]
Layout = tuple[tuple[int, int], ...]


def layout(terms: Terms, position: int) -> Layout:
    """The term of every position below ``position``: non-empty segments as (term, base), bases ascending."""
    kept: list[tuple[int, int]] = []
    for term_id, base in terms:
        if base >= position:
            break
        if kept and kept[-1][1] == base:
            kept.pop()  # the earlier term ended where it began: it holds no position
        kept.append((term_id, base))
    return tuple(kept)


@dataclass(frozen=True)
class LogView:
    """One member's log at one moment: its term entries and append position."""

    terms: Layout
    append_position: int


class Invariants:
    """Fed the election trace events and every log change; ``violations`` holds what broke, in order."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.violations: list[str] = []
        self.checks = 0
        self._leaders: dict[int, int] = {}  # leadership term -> leader
        self._votes: dict[tuple[int, int], dict[int, tuple[int, int]]] = {}  # (candidate, term) -> voters
        self._committed: list[tuple[int, int, Layout]] = []  # (term, position, layout below it)
        self._applied: tuple[int, Layout] = (0, ())  # the longest applied history seen on any member

    def _fail(self, now_ns: int, message: str) -> None:
        self.violations.append(f"t={now_ns / 1e9:.3f}s {message}")

    # -- election events -----------------------------------------------------------------------------

    def on_event(
        self, now_ns: int, member_id: int, event: str, details: dict[str, int], log: LogView
    ) -> None:
        if event == "vote_counted" and details["vote"]:
            voters = self._votes.setdefault((member_id, details["candidate_term_id"]), {})
            voters[details["voter"]] = (details["log_leadership_term_id"], details["log_position"])
        elif event == "leader":
            self._on_leader(now_ns, member_id, details, log)
        elif event == "election_complete" and details["leader"] == member_id:
            position = details["log_position"]
            self._committed.append((details["leadership_term_id"], position, layout(log.terms, position)))
        elif event == "truncate" and details["to_position"] < details["log_position"]:
            self._fail(now_ns, f"member {member_id} truncated applied log: {details}")

    def _on_leader(self, now_ns: int, member_id: int, details: dict[str, int], log: LogView) -> None:
        term = details["leadership_term_id"]
        self.checks += 1
        previous = self._leaders.setdefault(term, member_id)
        if previous != member_id:
            self._fail(now_ns, f"election safety: term {term} led by {previous} and {member_id}")
        voters = self._votes.get((member_id, term), {})
        if self.size > 1 and len(voters) + 1 < quorum_threshold(self.size):
            self._fail(
                now_ns, f"leader {member_id} of term {term} won with yes votes from only {sorted(voters)}"
            )
        own = (details["log_leadership_term_id"], details["append_position"])
        for voter, (v_term, v_position) in sorted(voters.items()):
            if compare_log(own[0], own[1], v_term, v_position) < 0:
                self._fail(
                    now_ns,
                    f"leader completeness: leader {member_id} of term {term} log {own} behind voter {voter} "
                    f"({v_term}, {v_position})",
                )
        for c_term, position, below in self._committed:
            if c_term < term and (log.append_position < position or layout(log.terms, position) != below):
                self._fail(
                    now_ns,
                    f"leader completeness: leader {member_id} of term {term} log {log} lacks position "
                    f"{position} committed in term {c_term} as {below}",
                )

    # -- log changes ---------------------------------------------------------------------------------

    def on_log_change(
        self,
        now_ns: int,
        member_id: int,
        before: LogView,
        after: LogView,
        is_leading: bool,
        others: dict[int, LogView],
    ) -> None:
        self.checks += 1
        if is_leading and (
            after.append_position < before.append_position
            or layout(after.terms, before.append_position) != layout(before.terms, before.append_position)
        ):
            self._fail(now_ns, f"leader append-only: leader {member_id} log {before} became {after}")
        bases = dict(after.terms)
        for other_id, other in sorted(others.items()):
            for term_id, base in other.terms:
                mine = bases.get(term_id)
                if mine is None:
                    continue
                if mine != base or layout(after.terms, base) != layout(other.terms, base):
                    self._fail(
                        now_ns,
                        f"log matching: term {term_id} in member {member_id} {after} "
                        f"and member {other_id} {other}",
                    )
                    return

    def on_applied(self, now_ns: int, member_id: int, position: int, applied: Layout) -> None:
        """``applied`` is the layout below ``position`` that member has applied."""
        self.checks += 1
        longest_position, longest = self._applied
        shorter, longer = (
            ((position, applied), self._applied)
            if position <= longest_position
            else (
                (longest_position, longest),
                (position, applied),
            )
        )
        if layout(longer[1], shorter[0]) != shorter[1]:
            self._fail(
                now_ns,
                f"state-machine safety: member {member_id} applied {applied} to {position}, another applied "
                f"{longest} to {longest_position}",
            )
            return
        self._applied = longer
