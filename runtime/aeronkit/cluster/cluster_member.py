"""What one member of the cluster knows about each peer during an election, and the quorum arithmetic.

Aeron keeps this in ``ClusterMember`` (upstream, 1.51.0:
aeron-cluster/src/main/java/io/aeron/cluster/ClusterMember.java): the last log term/position a peer
reported (by CanvassPosition, Vote or AppendPosition), when it last did so, and its vote in the current
ballot. The static helpers there decide when a member may nominate itself and when a candidate has won;
they are module functions here with the same rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from aeronkit.constants import NULL_POSITION, NULL_VALUE


def quorum_threshold(member_count: int) -> int:
    """Smallest majority of ``member_count`` voting members."""
    return member_count // 2 + 1


def compare_log(lhs_term_id: int, lhs_position: int, rhs_term_id: int, rhs_position: int) -> int:
    """Positive when lhs is the more recent log, negative when rhs is, zero if equal (term, then position)."""
    if lhs_term_id != rhs_term_id:
        return 1 if lhs_term_id > rhs_term_id else -1
    if lhs_position != rhs_position:
        return 1 if lhs_position > rhs_position else -1
    return 0


@dataclass
class ClusterMember:
    """A peer as seen by this member; ``leadership_term_id``/``log_position``: its last reported log state."""

    id: int
    leadership_term_id: int = NULL_VALUE
    log_position: int = NULL_POSITION
    time_of_last_append_position_ns: int | None = None
    candidate_term_id: int = NULL_VALUE
    vote: bool | None = None
    is_ballot_sent: bool = False

    def reset(self) -> None:
        """Forget everything learned in a previous election round (a new canvass starts from nothing)."""
        self.leadership_term_id = NULL_VALUE
        self.log_position = NULL_POSITION
        self.candidate_term_id = NULL_VALUE
        self.vote = None
        self.is_ballot_sent = False

    def update_log_position(self, leadership_term_id: int, log_position: int, now_ns: int) -> None:
        self.leadership_term_id = leadership_term_id
        self.log_position = log_position
        self.time_of_last_append_position_ns = now_ns

    def take_report(self, seen: ClusterMember) -> None:
        """What ``seen`` (this member as an election saw it) last reported. Aeron's election and module
        share one ClusterMember per peer; ours are separate, so a new leader takes its election's view and
        its first quorum checks count the appends that ended the election."""
        self.leadership_term_id = seen.leadership_term_id
        self.log_position = seen.log_position
        self.time_of_last_append_position_ns = seen.time_of_last_append_position_ns

    def is_active(self, now_ns: int, timeout_ns: int) -> bool:
        last = self.time_of_last_append_position_ns
        return last is not None and now_ns - last <= timeout_ns

    def will_vote_for(self, term_id: int, position: int) -> bool:
        """Would this peer (going by what it reported) vote for a candidate with log (term_id, position)?"""
        return (
            self.log_position != NULL_POSITION
            and compare_log(self.leadership_term_id, self.log_position, term_id, position) <= 0
        )


def is_unanimous_candidate(
    members: Iterable[ClusterMember], term_id: int, position: int, graceful_closed_leader_id: int
) -> bool:
    """All members (bar a gracefully closed ex-leader) reported a log no newer than ours, and are a quorum."""
    members = list(members)
    possible = 0
    for member in members:
        if member.id == graceful_closed_leader_id:
            continue
        if not member.will_vote_for(term_id, position):
            return False
        possible += 1
    return possible >= quorum_threshold(len(members))


def is_quorum_candidate(members: Iterable[ClusterMember], term_id: int, position: int) -> bool:
    """A quorum of members reported a log no newer than ours."""
    members = list(members)
    possible = sum(1 for member in members if member.will_vote_for(term_id, position))
    return possible >= quorum_threshold(len(members))


def become_candidate(members: Iterable[ClusterMember], candidate_term_id: int, candidate_id: int) -> None:
    """Vote for ourselves in ``candidate_term_id`` and clear every other member's ballot."""
    for member in members:
        if member.id == candidate_id:
            member.vote = True
            member.candidate_term_id = candidate_term_id
            member.is_ballot_sent = True
        else:
            member.vote = None
            member.candidate_term_id = NULL_VALUE
            member.is_ballot_sent = False


def is_unanimous_leader(
    members: Iterable[ClusterMember], candidate_term_id: int, graceful_closed_leader_id: int
) -> bool:
    """Every member (bar a gracefully closed ex-leader) voted yes in this candidate term."""
    members = list(members)
    votes = 0
    for member in members:
        if member.id == graceful_closed_leader_id:
            continue
        if member.candidate_term_id != candidate_term_id or member.vote is not True:
            return False
        votes += 1
    return votes >= quorum_threshold(len(members))


def is_quorum_leader(members: Iterable[ClusterMember], candidate_term_id: int) -> bool:
    """A quorum voted yes in this candidate term and nobody voted no in it."""
    members = list(members)
    votes = 0
    for member in members:
        if member.candidate_term_id == candidate_term_id:
            if member.vote is False:
                return False
            if member.vote is True:
                votes += 1
    return votes >= quorum_threshold(len(members))


def quorum_position(members: Iterable[ClusterMember], now_ns: int, timeout_ns: int) -> int:
    """Highest position a quorum of *active* members has reached (inactive members count as NULL_POSITION)."""
    members = list(members)
    positions = sorted(
        (m.log_position if m.is_active(now_ns, timeout_ns) else NULL_POSITION for m in members), reverse=True
    )
    return positions[quorum_threshold(len(members)) - 1]


def has_active_quorum(members: Iterable[ClusterMember], now_ns: int, timeout_ns: int) -> bool:
    """A quorum of members (the leader counting itself) reported an append position within ``timeout_ns``:
    a leader without one steps down (ClusterMember.hasActiveQuorum)."""
    members = list(members)
    active = sum(1 for m in members if m.is_active(now_ns, timeout_ns))
    return active >= quorum_threshold(len(members))


def has_quorum_at_position(
    members: Iterable[ClusterMember], leadership_term_id: int, position: int, now_ns: int, timeout_ns: int
) -> bool:
    """A quorum of active members reported reaching ``position`` in ``leadership_term_id``."""
    members = list(members)
    count = sum(
        1
        for m in members
        if m.is_active(now_ns, timeout_ns)
        and m.leadership_term_id == leadership_term_id
        and m.log_position >= position
    )
    return count >= quorum_threshold(len(members))


@dataclass(frozen=True)
class MemberEndpoints:
    """One entry of ``aeron.cluster.members`` (ClusterMember.parse): an id and the member's endpoints.

    ``id,ingress,consensus,log,catchup,archive[,archiveResponse[,egressResponse]]``; ``endpoints`` is the
    text after the id, kept verbatim because ClusterTool and ClusterMembersResponse print it back.
    """

    id: int
    ingress: str
    consensus: str
    log: str
    catchup: str
    archive: str
    archive_response: str | None
    egress_response: str | None
    endpoints: str


class MembersError(ValueError):
    """``aeron.cluster.members`` does not parse (ClusterMember.parse's ClusterException)."""


def parse_members(value: str | None) -> list[MemberEndpoints]:
    """Parse a members string as Java does: ``|`` separates members (a trailing one is dropped, as by
    Java's ``split``), each of 6 to 8 comma-separated fields, the first an integer id."""
    if not value:
        return []
    entries = value.split("|")
    while entries and entries[-1] == "":
        entries.pop()
    members: list[MemberEndpoints] = []
    for entry in entries:
        fields = entry.split(",")
        while fields and fields[-1] == "":
            fields.pop()
        if not 6 <= len(fields) <= 8:
            raise MembersError(f"invalid member value: {entry} within: {value}")
        try:
            member_id = int(fields[0])
        except ValueError:
            raise MembersError(
                f"invalid cluster member id, must be an integer value: {fields[0]!r}"
            ) from None
        members.append(
            MemberEndpoints(
                member_id,
                fields[1],
                fields[2],
                fields[3],
                fields[4],
                fields[5],
                fields[6] if len(fields) > 6 else None,
                fields[7] if len(fields) > 7 else None,
                ",".join(fields[1:]),
            )
        )
    return members


def encode_members(members: Iterable[MemberEndpoints]) -> str:
    """ClusterMember.encodeAsString: ``id,endpoints`` joined by ``|``."""
    return "|".join(f"{m.id},{m.endpoints}" for m in members)


def ingress_endpoints(members: Iterable[MemberEndpoints]) -> str:
    """ClusterMember.ingressEndpoints: ``id=ingress`` pairs in configured order, the detail of a REDIRECT
    and of a NewLeaderEvent."""
    return ",".join(f"{m.id}={m.ingress}" for m in members)
