"""Unit tests of the election agent: one real Election, its peers played by hand with generated codecs."""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.clock import ManualClock
from aeronkit.cluster.cluster_member import (
    ClusterMember,
    compare_log,
    has_active_quorum,
    has_quorum_at_position,
    quorum_position,
    quorum_threshold,
)
from aeronkit.cluster.consensus_transport import ConsensusPublisher, InMemoryConsensusNetwork
from aeronkit.cluster.election import Election, ElectionConfig, LogReplay, ModelledHost, TermEntry
from aeronkit.cluster.election_state import ElectionState, Role
from aeronkit.cluster.node_state_file import NodeStateFile
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.errors import AeronError, ConfigurationError

sys.path.insert(0, str(Path(__file__).resolve().parent))
from simulation import MS, SimLog

S = ElectionState
CFG = ElectionConfig()
DECODERS = {
    cls.TEMPLATE_ID: cls
    for cls in (
        codecs.CanvassPositionDecoder,
        codecs.RequestVoteDecoder,
        codecs.VoteDecoder,
        codecs.NewLeadershipTermDecoder,
        codecs.AppendPositionDecoder,
        codecs.CommitPositionDecoder,
    )
}


def decode(message: bytes) -> tuple[str, dict[str, int]]:
    header = codecs.MessageHeaderDecoder().wrap(message, 0)
    cls = DECODERS[header.template_id]
    body = cls().wrap(message, codecs.HEADER_LENGTH, header.block_length, header.version)
    return cls.__name__.removesuffix("Decoder"), {name: int(getattr(body, name)) for name in cls.FIELD_NAMES}


class Harness:
    """Member 0 is the agent under test; members 1.. are played by the test through their own endpoints."""

    def __init__(
        self, tmp_path: Path, *, terms=((1, 0),), append=100, size=3, startup=True, seed=7, strict=False
    ) -> None:
        self.config = replace(CFG, strict=strict)
        self.clock = ManualClock()
        self.network = InMemoryConsensusNetwork()
        self.logs: dict[int, SimLog] = {}
        self.log = SimLog(list(terms), append, append, self.logs)
        self.logs[0] = self.log
        self.tmp_path = tmp_path
        self.node_state = NodeStateFile(tmp_path / "node0")
        self.peers = {mid: ConsensusPublisher(self.network.endpoint(mid)) for mid in range(1, size)}
        self.size = size
        self.restarts: list[str] = []
        """Why the election went back to INIT, in order (a message's restart runs INIT in the same step)."""
        self.election = self.new_election(startup, seed)

    def new_election(self, startup: bool = True, seed: int = 7) -> Election:
        return Election(
            0,
            list(range(self.size)),
            self.log,
            self.node_state,
            self.network.endpoint(0),
            self.clock,
            random.Random(seed),
            self.config,
            is_node_startup=startup,
            listener=self._on_event,
        )

    def _on_event(self, member_id: int, event: str, details: dict[str, int]) -> None:
        if event == "state" and details["new"] == S.INIT:
            self.restarts.append(self.election.last_reason)

    def work(self, times: int = 1) -> None:
        for _ in range(times):
            self.election.do_work()

    def sent_to(self, member_id: int) -> list[tuple[str, dict[str, int]]]:
        inbox = self.network.inbox(member_id)
        out = [decode(m) for m in inbox]
        inbox.clear()
        return out

    def votes_to(self, member_id: int) -> list[dict[str, int]]:
        return [fields for name, fields in self.sent_to(member_id) if name == "Vote"]

    def canvass(self, peer: int, log_term: int, position: int, term: int | None = None) -> None:
        self.peers[peer].canvass_position(0, log_term, position, log_term if term is None else term, peer)


def test_canvass_publishes_generated_codec_bytes_to_every_peer(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    h.work()
    assert h.election.state == S.CANVASS
    h.work()
    for peer in (1, 2):
        name, fields = h.sent_to(peer)[0]
        assert name == "CanvassPosition"
        assert fields["log_leadership_term_id"] == 1 and fields["log_position"] == 100
        assert fields["follower_member_id"] == 0 and fields["protocol_version"] == 1 << 16


def test_canvass_needs_a_quorum_even_after_the_startup_deadline(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    h.work(2)
    h.clock.advance(CFG.startup_canvass_timeout_ns + MS)
    h.work(3)
    assert h.election.state == S.CANVASS  # nobody answered: no quorum view, no nomination
    h.canvass(1, 1, 50)
    h.work()
    assert h.election.state == S.NOMINATE  # self + member 1 is a quorum of 3 once the deadline passed


def test_canvass_before_the_deadline_needs_every_member(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    h.work(2)
    h.canvass(1, 1, 50)
    h.work(3)
    assert h.election.state == S.CANVASS  # quorum known but not unanimous, deadline not reached
    h.canvass(2, 0, 500)
    h.work()
    assert h.election.state == S.NOMINATE  # unanimous: every log is no newer than (1, 100)


def test_a_member_with_a_newer_log_blocks_nomination(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    h.work(2)
    h.canvass(1, 1, 50)
    h.canvass(2, 1, 101)  # one position ahead in the same term
    h.clock.advance(CFG.startup_canvass_timeout_ns + MS)
    h.work(3)
    assert h.election.state == S.NOMINATE  # quorum (0, 1) after the deadline, but not before
    h2 = Harness(tmp_path / "b")
    h2.work(2)
    h2.canvass(1, 2, 0)
    h2.canvass(2, 1, 101)
    h2.clock.advance(CFG.startup_canvass_timeout_ns + MS)
    h2.work(3)
    assert h2.election.state == S.CANVASS  # only itself would vote for it: never a candidate


def test_candidate_term_is_persisted_before_any_request_vote_leaves(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    events: list[tuple[str, int]] = []
    store = h.node_state
    original_propose = store.propose_max_candidate_term_id

    def propose(term: int, position: int, ts: int) -> int:
        result = original_propose(term, position, ts)
        events.append(("persisted", store.candidate_term_id))
        return result

    store.propose_max_candidate_term_id = propose  # type: ignore[method-assign]
    real_deliver = h.network.deliver

    def deliver(source: int, destination: int, message: bytes) -> bool:
        name, fields = decode(message)
        if name == "RequestVote":
            events.append(("request_vote", fields["candidate_term_id"]))
        return real_deliver(source, destination, message)

    h.network.deliver = deliver  # type: ignore[method-assign]
    h.work(2)
    h.canvass(1, 1, 10)
    h.canvass(2, 1, 10)
    h.work()
    assert h.election.state == S.NOMINATE and events == []
    h.clock.advance(CFG.election_timeout_ns)
    h.work(3)
    assert h.election.state == S.CANDIDATE_BALLOT
    assert events[0] == ("persisted", 2)  # leadership term 1 -> candidate term 2, on disk first
    assert [e for e in events if e[0] == "request_vote"] == [("request_vote", 2), ("request_vote", 2)]
    assert events.index(("request_vote", 2)) > events.index(("persisted", 2))
    assert NodeStateFile(tmp_path / "node0").candidate_term_id == 2


def test_restart_reads_the_persisted_candidate_term_back_and_refuses_a_second_vote(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    h.work(2)
    h.peers[1].request_vote(0, 1, 100, 5, 1)
    h.work()
    assert h.votes_to(1)[-1] == (
        {
            "candidate_term_id": 5,
            "log_leadership_term_id": 1,
            "log_position": 100,
            "candidate_member_id": 1,
            "follower_member_id": 0,
            "vote": 1,
        }
    )
    h.node_state.close()  # crash
    h.node_state = NodeStateFile(tmp_path / "node0")
    assert h.node_state.candidate_term_id == 5
    h.election = h.new_election()
    h.work()
    assert h.election.candidate_term_id == 5
    h.peers[2].request_vote(0, 1, 100, 5, 2)  # same term, other candidate: the promise survived the crash
    h.work()
    assert h.votes_to(2)[-1]["vote"] == 0


def test_lower_log_never_gets_a_vote_but_its_term_is_remembered(tmp_path: Path) -> None:
    h = Harness(tmp_path, terms=((1, 0), (3, 64)), append=128)
    h.work(2)
    h.peers[1].request_vote(0, 3, 127, 9, 1)  # same term, shorter
    h.peers[2].request_vote(0, 2, 999, 10, 2)  # longer, but an older term
    h.work()
    assert h.votes_to(1)[-1]["vote"] == 0
    assert h.votes_to(2)[-1]["vote"] == 0
    assert h.election.state == S.CANVASS
    assert h.node_state.candidate_term_id == 10
    h.peers[1].request_vote(0, 3, 128, 11, 1)  # equal log, newer term: yes
    h.work()
    assert h.votes_to(1)[-1]["vote"] == 1
    assert h.election.state == S.FOLLOWER_BALLOT


def test_strict_mode_ignores_stale_terms(tmp_path: Path) -> None:
    """Strict mode drops a NewLeadershipTerm for a term older than ours. (Aeron's CANVASS has no such
    check, but no leader sends this one: a term-3 leader never describes a log in term 4.)"""
    h = Harness(tmp_path, terms=((4, 0),), append=64, strict=True)
    h.work(2)
    assert h.election.candidate_term_id == 4
    h.peers[1].request_vote(0, 4, 64, 4, 1)  # not newer than our candidate term
    h.work()
    assert h.votes_to(1)[-1]["vote"] == 0
    stale = dict(
        log_leadership_term_id=4,
        next_leadership_term_id=-1,
        next_term_base_log_position=-1,
        next_log_position=-1,
        leadership_term_id=3,
        term_base_log_position=64,
        log_position=64,
        commit_position=64,
        leader_recording_id=1,
        timestamp=1,
        leader_id=2,
        log_session_id=9,
        app_version=1,
        is_startup=False,
    )
    h.peers[2].new_leadership_term(0, **stale)
    h.work(3)
    assert h.election.state == S.CANVASS and h.election.leader_id == -1


def _promise_term_9_then_hear_leader_2_of_term_8(h: Harness) -> None:
    """Member 0 (log term 4 at 64) votes for member 1 in term 9, canvasses again when term 9 never comes,
    then hears member 2 announce term 8 for a log like ours."""
    h.work(2)
    h.peers[1].request_vote(0, 4, 64, 9, 1)
    h.work()
    h.clock.advance(CFG.election_timeout_ns)
    h.work(2)
    assert h.election.state == S.CANVASS and h.election.candidate_term_id == 9
    h.sent_to(2)
    h.peers[2].new_leadership_term(
        0,
        log_leadership_term_id=4,
        next_leadership_term_id=8,
        next_term_base_log_position=64,
        next_log_position=-1,
        leadership_term_id=8,
        term_base_log_position=64,
        log_position=64,
        commit_position=64,
        leader_recording_id=1,
        timestamp=1,
        leader_id=2,
        log_session_id=9,
        app_version=1,
        is_startup=False,
    )


def test_by_default_a_term_older_than_a_promised_vote_is_joined_and_the_promise_kept(tmp_path: Path) -> None:
    """Election.onNewLeadershipTerm (1.51.0): CANVASS takes any term whose log term matches ours, and only
    raises the candidate term to max(leadershipTermId, candidateTermId) -- the vote for term 9 stays on disk
    and nothing answers member 2."""
    h = Harness(tmp_path, terms=((4, 0),), append=64)
    _promise_term_9_then_hear_leader_2_of_term_8(h)
    h.work(6)
    assert h.election.state == S.CLOSED and h.election.role == Role.FOLLOWER
    assert (h.election.leader_id, h.election.leadership_term_id) == (2, 8)
    assert h.election.candidate_term_id == 9 and h.node_state.candidate_term_id == 9
    assert h.log.find_term(8) == TermEntry(8, 64)
    assert {name for name, _ in h.sent_to(2)} == {"AppendPosition"}  # no Vote


def test_strict_mode_refuses_a_term_older_than_a_promised_vote_with_that_term(tmp_path: Path) -> None:
    h = Harness(tmp_path, terms=((4, 0),), append=64, strict=True)
    _promise_term_9_then_hear_leader_2_of_term_8(h)
    h.work()
    assert h.election.state == S.CANVASS and h.election.leader_id == NULL_VALUE
    assert h.log.find_term(8) is None
    refusals = [f for name, f in h.sent_to(2) if name == "Vote"]
    assert refusals == [
        {
            "candidate_term_id": 9,
            "log_leadership_term_id": 4,
            "log_position": 64,
            "candidate_member_id": 2,
            "follower_member_id": 0,
            "vote": 0,
        }
    ]


def test_follower_joins_a_new_term_and_reports_its_position(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    h.work(2)
    h.peers[1].request_vote(0, 1, 100, 2, 1)
    h.work()
    assert h.election.state == S.FOLLOWER_BALLOT
    h.peers[1].new_leadership_term(
        0,
        log_leadership_term_id=1,
        next_leadership_term_id=2,
        next_term_base_log_position=100,
        next_log_position=-1,
        leadership_term_id=2,
        term_base_log_position=100,
        log_position=100,
        commit_position=100,
        leader_recording_id=1,
        timestamp=1,
        leader_id=1,
        log_session_id=77,
        app_version=1,
        is_startup=True,
    )
    h.work(6)
    assert h.election.state == S.CLOSED and h.election.role == Role.FOLLOWER
    assert (h.election.leader_id, h.election.leadership_term_id, h.election.log_session_id) == (1, 2, 77)
    assert h.log.find_term(2) is not None and h.log.find_term(2).term_base_log_position == 100
    appends = [f for name, f in h.sent_to(1) if name == "AppendPosition"]
    assert appends[0] == {"leadership_term_id": 2, "log_position": 100, "follower_member_id": 0, "flags": 0}


def test_divergent_tail_is_truncated_to_the_leaders_term_base(tmp_path: Path) -> None:
    h = Harness(tmp_path, terms=((1, 0),), append=200)
    h.log._log_position = 64
    h.election = h.new_election()
    h.work(2)
    h.peers[1].new_leadership_term(
        0,
        log_leadership_term_id=1,
        next_leadership_term_id=3,
        next_term_base_log_position=128,
        next_log_position=-1,
        leadership_term_id=3,
        term_base_log_position=128,
        log_position=128,
        commit_position=128,
        leader_recording_id=1,
        timestamp=1,
        leader_id=1,
        log_session_id=5,
        app_version=1,
        is_startup=False,
    )
    h.work()
    assert h.log.append_position == 128
    assert h.election.state in (S.INIT, S.CANVASS)


def test_a_term_base_below_the_applied_log_position_is_refused_not_truncated(tmp_path: Path) -> None:
    h = Harness(tmp_path, terms=((1, 0),), append=200)
    h.log._log_position = 160
    h.election = h.new_election()
    h.work(2)
    h.peers[1].new_leadership_term(
        0,
        log_leadership_term_id=1,
        next_leadership_term_id=3,
        next_term_base_log_position=128,
        next_log_position=-1,
        leadership_term_id=3,
        term_base_log_position=128,
        log_position=128,
        commit_position=128,
        leader_recording_id=1,
        timestamp=1,
        leader_id=1,
        log_session_id=5,
        app_version=1,
        is_startup=False,
    )
    with pytest.raises(AeronError, match="at 128, below our committed log position 160"):
        h.work()
    assert h.log.append_position == 200  # committed entries kept


def test_candidate_wins_with_unanimous_votes_and_becomes_leader(tmp_path: Path) -> None:
    h = Harness(tmp_path, seed=3)
    h.work(2)
    h.canvass(1, 1, 100)
    h.canvass(2, 1, 40)
    h.work()
    h.clock.advance(CFG.election_timeout_ns)
    h.work()
    assert h.election.state == S.CANDIDATE_BALLOT and h.election.role == Role.CANDIDATE
    term = h.election.candidate_term_id
    for peer in (1, 2):
        h.sent_to(peer)
        h.peers[peer].place_vote(0, term, 1, 100, 0, peer, True)
    h.work()
    assert h.election.state == S.LEADER_LOG_REPLICATION and h.election.role == Role.LEADER
    assert h.election.leadership_term_id == term


def test_candidate_with_a_no_vote_waits_for_the_timeout_then_needs_a_clean_quorum(tmp_path: Path) -> None:
    h = Harness(tmp_path, seed=3)
    h.work(2)
    h.canvass(1, 1, 100)
    h.canvass(2, 1, 40)
    h.work()
    h.clock.advance(CFG.election_timeout_ns)
    h.work()
    term = h.election.candidate_term_id
    h.peers[1].place_vote(0, term, 1, 100, 0, 1, True)
    h.peers[2].place_vote(0, term, 1, 40, 0, 2, False)
    h.work()
    assert h.election.state == S.CANDIDATE_BALLOT
    h.clock.advance(CFG.election_timeout_ns)
    h.work()
    assert h.election.state == S.CANVASS  # an explicit "no" in this term forbids a quorum win


def test_whole_election_over_the_in_memory_transport(tmp_path: Path) -> None:
    clock = ManualClock()
    network = InMemoryConsensusNetwork()
    logs: dict[int, SimLog] = {}
    layout = {0: ([(1, 0)], 96), 1: ([(1, 0)], 160), 2: ([(1, 0)], 32)}
    states = {mid: NodeStateFile(tmp_path / f"n{mid}") for mid in layout}
    for mid, (terms, append) in layout.items():
        logs[mid] = SimLog(terms, append, 0, logs)
    elections = {
        mid: Election(
            mid, [0, 1, 2], logs[mid], states[mid], network.endpoint(mid), clock, random.Random(mid), CFG
        )
        for mid in layout
    }
    for _ in range(2_000):
        clock.advance(5 * MS)
        for e in elections.values():
            e.do_work()
        if all(e.state == S.CLOSED for e in elections.values()):
            break
    assert {(e.leadership_term_id, e.leader_id) for e in elections.values()} == {
        (2, 1)
    }  # the longest log wins
    assert elections[1].role == Role.LEADER
    assert all(log.append_position == 160 for log in logs.values())  # behind followers replicated
    for state in states.values():
        state.close()


def test_single_member_cluster_leads_the_next_term_at_once(tmp_path: Path) -> None:
    log = SimLog([(4, 0)], 10, 10, {})
    state = NodeStateFile(tmp_path)
    e = Election(0, [0], log, state, InMemoryConsensusNetwork().endpoint(0), ManualClock(), random.Random(0))
    for _ in range(6):
        e.do_work()
    assert e.state == S.CLOSED and e.role == Role.LEADER and e.leadership_term_id == 5
    assert state.candidate_term_id == 5


@pytest.mark.parametrize("message", [b"", b"\x01\x02", bytes(8), bytes(range(40)), b"\xff" * 200])
def test_malformed_messages_are_counted_and_dropped(tmp_path: Path, message: bytes) -> None:
    h = Harness(tmp_path)
    h.work()
    h.election.on_message(message)
    assert h.election.rejected_messages == 1
    assert h.election.state == S.CANVASS


def test_truncated_body_is_rejected(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    h.work()
    buffer = bytearray(codecs.HEADER_LENGTH + codecs.RequestVoteEncoder.BLOCK_LENGTH)
    codecs.RequestVoteEncoder().wrap_and_apply_header(buffer)
    h.election.on_message(bytes(buffer[:20]))
    assert h.election.rejected_messages == 1


def test_configuration_is_checked() -> None:
    with pytest.raises(ConfigurationError):
        ElectionConfig(leader_heartbeat_timeout_ns=10, startup_canvass_timeout_ns=15)
    with pytest.raises(ConfigurationError):
        ElectionConfig(election_timeout_ns=0)
    with pytest.raises(ConfigurationError):
        Election(5, [0, 1], SimLog([], 0, 0, {}), None, None, ManualClock(), random.Random())  # type: ignore


def test_quorum_arithmetic() -> None:
    assert [quorum_threshold(n) for n in (1, 2, 3, 4, 5)] == [1, 2, 2, 3, 3]
    assert compare_log(2, 0, 1, 999) > 0 and compare_log(1, 5, 1, 6) < 0 and compare_log(3, 3, 3, 3) == 0
    members = [ClusterMember(i) for i in range(5)]
    for m, pos in zip(members, (50, 10, 40, 30, 20), strict=True):
        m.update_log_position(7, pos, 1_000)
    assert quorum_position(members, 1_000, 10) == 30
    members[0].time_of_last_append_position_ns = 0  # inactive members count for nothing
    assert quorum_position(members, 1_000, 10) == 20
    assert has_quorum_at_position(members, 7, 20, 1_000, 10)
    assert not has_quorum_at_position(members, 8, 20, 1_000, 10)


def test_a_leader_needs_a_quorum_of_recent_appends_to_stay_leader() -> None:
    """has_active_quorum (the "inactive follower quorum" step-down): counts members, the leader itself
    included, whose last append position is within the timeout; one never heard from counts for nothing."""
    members = [ClusterMember(i) for i in range(3)]
    assert not has_active_quorum(members, 1_000, 100)
    members[0].update_log_position(1, 64, 1_000)
    assert not has_active_quorum(members, 1_000, 100)
    members[2].update_log_position(1, 64, 950)
    assert has_active_quorum(members, 1_000, 100) and has_active_quorum(members, 1_050, 100)
    assert not has_active_quorum(members, 1_051, 100)


def test_a_module_member_takes_what_its_election_saw() -> None:
    """The election's view of a peer (its appends in LEADER_READY) becomes the module's at election end,
    so a new leader does not judge its followers by what they reported in an earlier term."""
    seen, module = ClusterMember(2), ClusterMember(2)
    module.update_log_position(0, 32, 10)
    seen.update_log_position(3, 512, 9_000)
    seen.vote = True
    module.take_report(seen)
    assert (module.leadership_term_id, module.log_position, module.time_of_last_append_position_ns) == (
        3, 512, 9_000)
    assert module.vote is None, "only the report, not the election's ballot"


NLT_FIELDS = (
    "log_leadership_term_id",
    "next_leadership_term_id",
    "next_term_base_log_position",
    "next_log_position",
    "leadership_term_id",
    "term_base_log_position",
    "log_position",
    "commit_position",
    "timestamp",
)


@settings(max_examples=200, deadline=None)
@given(
    values=st.lists(st.integers(-(2**63), 2**63 - 1), min_size=9, max_size=9),
    ids=st.tuples(st.integers(-(2**31), 2**31 - 1), st.integers(-(2**31), 2**31 - 1)),
    flag=st.booleans(),
)
def test_every_published_message_decodes_to_what_was_sent(
    values: list[int], ids: tuple[int, int], flag: bool
) -> None:
    network = InMemoryConsensusNetwork()
    publisher = ConsensusPublisher(network.endpoint(0))
    network.endpoint(1)
    a, b, c = values[:3]
    publisher.canvass_position(1, a, b, c, ids[0])
    publisher.request_vote(1, a, b, c, ids[0])
    publisher.place_vote(1, a, b, c, ids[0], ids[1], flag)
    fields = dict(zip(NLT_FIELDS, values, strict=True))
    publisher.new_leadership_term(
        1,
        **fields,
        leader_recording_id=a,
        leader_id=ids[0],
        log_session_id=ids[1],
        app_version=1,
        is_startup=flag,
    )
    publisher.append_position(1, a, b, ids[0], 1)
    publisher.commit_position(1, a, b, ids[1])
    decoded = [decode(m) for m in network.inbox(1)]
    assert decoded[0] == (
        "CanvassPosition",
        {
            "log_leadership_term_id": a,
            "log_position": b,
            "leadership_term_id": c,
            "follower_member_id": ids[0],
            "protocol_version": 1 << 16,
        },
    )
    assert decoded[1] == (
        "RequestVote",
        {
            "log_leadership_term_id": a,
            "log_position": b,
            "candidate_term_id": c,
            "candidate_member_id": ids[0],
            "protocol_version": 1 << 16,
        },
    )
    assert decoded[2] == (
        "Vote",
        {
            "candidate_term_id": a,
            "log_leadership_term_id": b,
            "log_position": c,
            "candidate_member_id": ids[0],
            "follower_member_id": ids[1],
            "vote": int(flag),
        },
    )
    name, nlt = decoded[3]
    assert name == "NewLeadershipTerm"
    assert {k: nlt[k] for k in NLT_FIELDS} == fields
    assert (nlt["leader_member_id"], nlt["log_session_id"], nlt["is_startup"]) == (ids[0], ids[1], int(flag))
    assert (nlt["leader_recording_id"], nlt["app_version"]) == (a, 1)
    assert decoded[4] == (
        "AppendPosition",
        {"leadership_term_id": a, "log_position": b, "follower_member_id": ids[0], "flags": 1},
    )
    assert decoded[5] == (
        "CommitPosition",
        {"leadership_term_id": a, "log_position": b, "leader_member_id": ids[1]},
    )


def lead(h: Harness) -> int:
    """Drive member 0 to leadership with both peers' yes votes; returns its leadership term."""
    h.work(2)
    h.canvass(1, 1, 10)
    h.canvass(2, 1, 10)
    h.work()
    h.clock.advance(CFG.election_timeout_ns)
    h.work()
    term = h.election.candidate_term_id
    for peer in (1, 2):
        h.peers[peer].place_vote(0, term, 1, 10, 0, peer, True)
    h.work()
    assert h.election.role == Role.LEADER
    return term


def test_leader_answers_a_canvass_from_an_older_term_with_the_term_after_it(tmp_path: Path) -> None:
    h = Harness(tmp_path, terms=((1, 0), (3, 64)), append=128)
    term = lead(h)
    h.sent_to(1)
    h.canvass(1, 1, 40)  # member 1 is still in term 1
    h.work()
    replies = [
        f for name, f in h.sent_to(1) if name == "NewLeadershipTerm" and f["log_leadership_term_id"] == 1
    ]
    assert replies, "no NewLeadershipTerm describing the term after 1"
    reply = replies[0]
    assert (reply["next_leadership_term_id"], reply["next_term_base_log_position"]) == (3, 64)
    assert (
        reply["next_log_position"] == 128
    )  # term 3 is still open on the leader: its end is the append position
    assert (reply["leadership_term_id"], reply["term_base_log_position"]) == (term, 128)


def test_follower_behind_a_whole_term_replicates_it_then_canvasses_again(tmp_path: Path) -> None:
    h = Harness(tmp_path, terms=((1, 0),), append=40)
    h.logs[1] = SimLog([(1, 0), (3, 64)], 128, 128, h.logs)
    h.work(2)
    nlt = dict(
        log_leadership_term_id=1,
        next_leadership_term_id=3,
        next_term_base_log_position=64,
        next_log_position=128,
        leadership_term_id=4,
        term_base_log_position=128,
        log_position=128,
        commit_position=128,
        leader_recording_id=1,
        timestamp=1,
        leader_id=1,
        log_session_id=5,
        app_version=1,
        is_startup=False,
    )
    h.peers[1].new_leadership_term(0, **nlt)
    h.work()  # FOLLOWER_LOG_REPLICATION of the rest of term 1, which completes at once in this model
    assert h.log.append_position == 64 and h.log.log_leadership_term_id == 1
    assert h.election.state == S.CANVASS and h.election.last_reason == "log replication done"
    h.peers[1].new_leadership_term(0, **nlt)
    h.work(2)
    assert h.log.log_leadership_term_id == 3 and h.log.append_position == 128  # then all of term 3
    appends = [f["log_position"] for name, f in h.sent_to(1) if name == "AppendPosition"]
    assert appends[:2] == [64, 128]


def _follow_leader_1_in_term_2(h: Harness) -> None:
    """Vote for member 1, follow it into term 2 at 100 and stay CLOSED through two heartbeat timeouts of
    its heartbeats."""
    h.work(2)
    h.peers[1].request_vote(0, 1, 100, 2, 1)
    h.work()
    h.peers[1].new_leadership_term(
        0,
        log_leadership_term_id=1,
        next_leadership_term_id=2,
        next_term_base_log_position=100,
        next_log_position=-1,
        leadership_term_id=2,
        term_base_log_position=100,
        log_position=100,
        commit_position=100,
        leader_recording_id=1,
        timestamp=1,
        leader_id=1,
        log_session_id=77,
        app_version=1,
        is_startup=True,
    )
    h.work(6)
    assert h.election.state == S.CLOSED
    for _ in range(4):  # heartbeats keep it closed
        h.clock.advance(CFG.leader_heartbeat_timeout_ns // 2)
        h.peers[1].commit_position(0, 2, 100, 1)
        h.work()
        assert h.election.state == S.CLOSED


def test_closed_follower_restarts_the_election_when_the_leader_goes_quiet(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    _follow_leader_1_in_term_2(h)
    h.clock.advance(CFG.leader_heartbeat_timeout_ns + 1)
    h.work(2)
    assert h.election.state == S.CANVASS and h.election.leader_id == -1


class CommittingHost(ModelledHost):
    """A module whose commit position counter the test sets."""

    def __init__(self, committed: int) -> None:
        super().__init__(random.Random(1))
        self.committed = committed

    def commit_position(self) -> int:
        return self.committed


def test_a_restart_takes_the_modules_commit_position_as_its_log_position(tmp_path: Path) -> None:
    """Aeron's Election.handleError sets logPosition from the commit position counter before INIT. The
    module commits past the election's log position while the election runs (a catch-up applies and commits
    the leader's log); preparing the next attempt from the older position rolled the counter back below
    what the services had applied, and their replay refused to join ("Cluster log must be contiguous"): a
    follower losing 10 % of its frames under load never rejoined (test_cm_three_members_loss.py)."""
    h = Harness(tmp_path)
    host = CommittingHost(100)
    h.election = Election(0, [0, 1, 2], h.log, h.node_state, h.network.endpoint(0), h.clock, random.Random(7),
                          CFG, host=host)
    _follow_leader_1_in_term_2(h)
    host.committed = 250  # the module applied and committed more of the leader's log
    h.clock.advance(CFG.leader_heartbeat_timeout_ns + 1)
    h.work(2)
    assert h.election.state == S.CANVASS and h.election.log_position == 250


class RecordingHost(ModelledHost):
    """A host whose replays take two duty cycles and remember the range they were asked for."""

    def __init__(self) -> None:
        super().__init__(random.Random(1))
        self.replays: list[tuple[int, int]] = []
        self.follower_joins: list[tuple[int, int, int]] = []

    def new_log_replay(self, log_position: int, append_position: int) -> LogReplay:
        self.replays.append((log_position, append_position))
        return _TwoStepReplay()

    def join_log_as_follower(
        self, leadership_term_id: int, log_position: int, log_session_id: int, is_startup: bool
    ) -> bool:
        self.follower_joins.append((leadership_term_id, log_position, log_session_id))
        return True


class _TwoStepReplay:
    def __init__(self) -> None:
        self.steps = 0

    def do_work(self) -> int:
        self.steps += 1
        return 1

    def is_done(self) -> bool:
        return self.steps >= 2

    def close(self) -> None:
        """Nothing to release."""


def _announce_term(h: Harness, *, commit_position: int, log_position: int) -> None:
    """Leader 1 starts term 2 where its log (and ours) ends, with ``commit_position`` what its quorum has."""
    h.peers[1].new_leadership_term(
        0,
        log_leadership_term_id=1,
        next_leadership_term_id=2,
        next_term_base_log_position=log_position,
        next_log_position=-1,
        leadership_term_id=2,
        term_base_log_position=log_position,
        log_position=log_position,
        commit_position=commit_position,
        leader_recording_id=1,
        timestamp=1,
        leader_id=1,
        log_session_id=77,
        app_version=1,
        is_startup=False,
    )


def test_follower_replay_never_passes_the_leaders_commit_position_pr_1898(tmp_path: Path) -> None:
    """Aeron PR #1898's fast follower: it holds log to 1000 like the leader, but the quorum has only 600
    (the third member lags). Its replay stops at the commit position the leader told it, and it canvasses
    again instead of applying the uncommitted tail and joining the term."""
    h = Harness(tmp_path, append=1000)
    h.log = SimLog([(1, 0)], 1000, 0, h.logs)
    h.logs[0] = h.log
    host = RecordingHost()
    h.election = Election(
        0, [0, 1, 2], h.log, h.node_state, h.network.endpoint(0), h.clock, random.Random(7), CFG, host=host
    )
    h.work(2)
    assert h.election.state == S.CANVASS
    _announce_term(h, commit_position=600, log_position=1000)
    h.work(5)
    assert host.replays == [(0, 600)], "replayed only what the leader committed"
    assert h.election.log_position == 600
    assert h.election.state == S.CANVASS and h.election.last_reason == "incomplete log replay"
    assert host.follower_joins == [], "never joined the live log with an uncommitted tail behind it"


def test_follower_replays_its_committed_log_then_joins_the_live_log(tmp_path: Path) -> None:
    """With everything it holds committed, the follower replays it all (through the host, over several duty
    cycles) and joins the leader's live log where its own log ends."""
    h = Harness(tmp_path, append=1000)
    h.log = SimLog([(1, 0)], 1000, 0, h.logs)
    h.logs[0] = h.log
    host = RecordingHost()
    h.election = Election(
        0, [0, 1, 2], h.log, h.node_state, h.network.endpoint(0), h.clock, random.Random(7), CFG, host=host
    )
    h.work(2)
    _announce_term(h, commit_position=1000, log_position=1000)
    h.work(8)
    assert host.replays == [(0, 1000)]
    assert host.follower_joins == [(2, 1000, 77)]
    assert h.election.state == S.CLOSED and h.election.role == Role.FOLLOWER


class CatchupHost(RecordingHost):
    """A catch-up the leader never stops: each poll records ``step`` more of the log (and commits it) while
    ``moving``; then nothing more arrives."""

    def __init__(self, log: SimLog, step: int) -> None:
        super().__init__()
        self.log = log
        self.step = step
        self.moving = True
        self.committed = log.append_position

    def catchup_poll(
        self, leader_id: int, leadership_term_id: int, join_position: int, commit_position: int, now_ns: int
    ) -> int:
        if self.moving:
            self.log.append_to(self.log.append_position + self.step)
            self.committed = self.log.append_position
        return NULL_POSITION

    def commit_position(self) -> int:
        return self.committed


def test_a_long_catchup_goes_on_while_it_progresses_then_restarts_from_its_commit(tmp_path: Path) -> None:
    """A catch-up longer than the leader heartbeat timeout is not a failure while the recorded log keeps
    moving (ConsensusModuleAgent.catchupPoll's "no catchup progress"); once it stalls for that long the
    election starts over from the position the module committed, not from where the catch-up began -- the
    services already applied that far. Before, a 3 s timeout counted from entering FOLLOWER_CATCHUP cut a
    1.6 MB catch-up from a Java leader short and the next replay began 1.6 MB behind the services."""
    h = Harness(tmp_path, append=1000)
    h.log = SimLog([(1, 0)], 1000, 0, h.logs)
    h.logs[0] = h.log
    host = CatchupHost(h.log, 100)
    events: list[str] = []
    h.election = Election(
        0, [0, 1, 2], h.log, h.node_state, h.network.endpoint(0), h.clock, random.Random(7), CFG, host=host,
        listener=lambda member_id, event, details: events.append(event),
    )
    h.work(2)
    h.peers[1].new_leadership_term(  # leader 1 goes on with term 1, which we hold the first 1000 bytes of
        0, log_leadership_term_id=1, next_leadership_term_id=NULL_VALUE,
        next_term_base_log_position=NULL_POSITION, next_log_position=NULL_POSITION, leadership_term_id=1,
        term_base_log_position=0, log_position=50_000,
        commit_position=50_000, leader_recording_id=1, timestamp=1, leader_id=1, log_session_id=77,
        app_version=1, is_startup=False,
    )
    while h.election.state != S.FOLLOWER_CATCHUP:
        assert h.election.state in (S.CANVASS, S.FOLLOWER_REPLAY, S.FOLLOWER_CATCHUP_INIT,
                                    S.FOLLOWER_CATCHUP_AWAIT), h.election.last_reason
        h.work()
    for _ in range(8):  # four heartbeat timeouts in all, the leader heard all along
        h.clock.advance(CFG.leader_heartbeat_timeout_ns // 2)
        h.peers[1].commit_position(0, 1, 50_000, 1)
        h.work()
        assert h.election.state == S.FOLLOWER_CATCHUP, h.election.last_reason
    assert h.log.append_position == 1000 + 8 * 100
    host.moving = False
    h.clock.advance(CFG.leader_heartbeat_timeout_ns // 2)
    h.peers[1].commit_position(0, 1, 50_000, 1)
    h.work()
    assert h.election.state == S.FOLLOWER_CATCHUP
    h.clock.advance(CFG.leader_heartbeat_timeout_ns // 2 + 1)
    h.peers[1].commit_position(0, 1, 50_000, 1)
    h.work()
    assert h.election.state == S.INIT and h.election.last_reason == "no catch-up progress"
    assert h.election.log_position == host.committed == 1800
    assert events.count("timeout") == 1 and events[-1] == "timeout"  # the module counts it, with the reason


def test_canvass_after_a_quiet_leader_counts_from_the_leaders_last_word(tmp_path: Path) -> None:
    """Aeron's Election.canvass ends at the module's timeOfLastLeaderUpdateNs + the heartbeat timeout. An
    election entered because the leader went quiet already waited that long: it nominates as soon as a
    quorum canvassed. Counting from the election's own start cost three-member failovers a second heartbeat
    timeout (4.0 s instead of 2.0 s from a SIGKILL to the nomination, with a 2 s timeout)."""
    h = Harness(tmp_path, startup=False)
    h.clock.advance(CFG.leader_heartbeat_timeout_ns + MS)
    last_word = h.clock.nano_time() - CFG.leader_heartbeat_timeout_ns - MS
    h.election = Election(0, [0, 1, 2], h.log, h.node_state, h.network.endpoint(0), h.clock, random.Random(7),
                          CFG, is_node_startup=False, time_of_last_leader_update_ns=last_word)
    h.work(2)
    assert h.election.state == S.CANVASS
    h.canvass(1, 1, 100)
    h.work()
    assert h.election.state == S.NOMINATE, "the heartbeat timeout had passed since the leader's last word"

    fresh = Harness(tmp_path / "fresh", startup=False)
    fresh.work(2)
    fresh.canvass(1, 1, 100)
    fresh.work()
    assert fresh.election.state == S.CANVASS, "a member that heard its leader just now waits the timeout"


class TricklingLog(SimLog):
    """A replication that records ``step`` more bytes per poll while ``moving``, and none once stalled; one
    that never ``ends`` records up to its stop position but is never reported done."""

    def __init__(self, registry: dict[int, SimLog], step: int) -> None:
        super().__init__([(1, 0)], 40, 40, registry)
        self.step = step
        self.moving = True
        self.ends = True

    def replicate(
        self,
        leader_id: int,
        leadership_term_id: int,
        term_base_log_position: int,
        stop_position: int,
        leader_recording_id: int,
    ) -> bool:
        if self.moving:
            self.append_to(min(stop_position, self.append_position + self.step))
        if self.append_position < stop_position or not self.ends:
            return False
        return super().replicate(
            leader_id, leadership_term_id, term_base_log_position, stop_position, leader_recording_id
        )


def _replicating_from_leader_1(tmp_path: Path, step: int) -> tuple[Harness, TricklingLog]:
    """Member 0 ends in term 1 at 40; leader 1 (term 4) says term 1 ended at 64: replicate 40 -> 64."""
    h = Harness(tmp_path)
    log = TricklingLog(h.logs, step)
    h.log = h.logs[0] = log
    h.logs[1] = SimLog([(1, 0), (3, 64)], 128, 128, h.logs)
    h.election = h.new_election()
    h.work(2)
    h.peers[1].new_leadership_term(
        0, log_leadership_term_id=1, next_leadership_term_id=3, next_term_base_log_position=64,
        next_log_position=128, leadership_term_id=4, term_base_log_position=128, log_position=128,
        commit_position=128, leader_recording_id=1, timestamp=1, leader_id=1, log_session_id=5,
        app_version=1, is_startup=False,
    )
    h.work()
    assert h.election.state == S.FOLLOWER_LOG_REPLICATION, h.election.last_reason
    return h, log


def _heartbeat_half_timeout(h: Harness) -> None:
    """Half a leader heartbeat timeout passes with the leader's CommitPosition heard: never quiet."""
    h.clock.advance(CFG.leader_heartbeat_timeout_ns // 2)
    h.peers[1].commit_position(0, 4, 128, 1)
    h.work()


def test_a_stalled_log_replication_restarts_the_election_though_the_leader_is_heard(tmp_path: Path) -> None:
    """RecordingReplication.poll at 1.51.0: a replication whose recorded position has not moved for a
    leader heartbeat timeout fails ("log replication has not progressed") and Election.handleError starts
    over from INIT. Before, a replication that stopped moving while the leader kept sending heartbeats held
    the member in FOLLOWER_LOG_REPLICATION for ever."""
    h, log = _replicating_from_leader_1(tmp_path, step=0)
    log.moving = False
    _heartbeat_half_timeout(h)  # the first progress check finds the recording at 40: its last advance
    assert h.election.state == S.FOLLOWER_LOG_REPLICATION
    h.clock.advance(CFG.leader_heartbeat_timeout_ns - CFG.leader_heartbeat_interval_ns)
    h.peers[1].commit_position(0, 4, 128, 1)
    h.work()
    assert h.election.state == S.FOLLOWER_LOG_REPLICATION, "restarted before the timeout ran out"
    h.clock.advance(CFG.leader_heartbeat_interval_ns)
    h.peers[1].commit_position(0, 4, 128, 1)
    h.work()
    assert h.election.state == S.INIT and h.election.last_reason == "log replication has not progressed"
    assert log.append_position == 40
    h.work(2)
    assert h.election.state == S.CANVASS, "the election starts over"


def test_a_slow_log_replication_that_keeps_moving_is_not_restarted(tmp_path: Path) -> None:
    """Three bytes every half heartbeat timeout: the 24-byte replication takes four timeouts, and every
    progress check sees it move, so it runs to the end and the member canvasses with the term replicated."""
    h, log = _replicating_from_leader_1(tmp_path, step=3)
    states = []
    while log.append_position < 64:
        _heartbeat_half_timeout(h)
        states.append(h.election.state)
    assert len(states) >= 7 and set(states[:-1]) == {S.FOLLOWER_LOG_REPLICATION}
    h.work()
    assert h.election.state == S.CANVASS and h.election.last_reason == "log replication done"
    assert log.append_position == 64 and log.log_leadership_term_id == 1


class CopyingLog(TricklingLog):
    """As the real log: the copy's position moves (the archive's rec-pos counter) while the append position
    stays where the recording stopped until the replication ends."""

    def __init__(self, registry: dict[int, SimLog], step: int) -> None:
        super().__init__(registry, step)
        self.copied = NULL_POSITION

    def replicate(
        self,
        leader_id: int,
        leadership_term_id: int,
        term_base_log_position: int,
        stop_position: int,
        leader_recording_id: int,
    ) -> bool:
        start = self.append_position if self.copied == NULL_POSITION else self.copied
        self.copied = min(stop_position, start + self.step)
        if self.copied < stop_position:
            return False
        return super().replicate(
            leader_id, leadership_term_id, term_base_log_position, stop_position, leader_recording_id
        )

    def replication_position(self) -> int:
        return self.copied


def test_a_follower_replicating_tells_the_leader_how_far_the_copy_has_come(tmp_path: Path) -> None:
    """Election.publishFollowerReplicationPosition (1.51.0): in FOLLOWER_LOG_REPLICATION the AppendPosition
    carries the replication's position, not the append position the log had before it started."""
    h = Harness(tmp_path)
    log = CopyingLog(h.logs, step=8)
    log.step = 0  # nothing copied until the leader's word has put us in FOLLOWER_LOG_REPLICATION
    h.log = h.logs[0] = log
    h.logs[1] = SimLog([(1, 0), (3, 64)], 128, 128, h.logs)
    h.election = h.new_election()
    h.work(2)
    h.peers[1].new_leadership_term(
        0, log_leadership_term_id=1, next_leadership_term_id=3, next_term_base_log_position=64,
        next_log_position=128, leadership_term_id=4, term_base_log_position=128, log_position=128,
        commit_position=128, leader_recording_id=1, timestamp=1, leader_id=1, log_session_id=5,
        app_version=1, is_startup=False,
    )
    h.work()
    assert h.election.state == S.FOLLOWER_LOG_REPLICATION, h.election.last_reason
    h.sent_to(1)
    log.step = 8
    reported = []
    for _ in range(2):
        h.clock.advance(CFG.leader_heartbeat_interval_ns)  # the copy's position is read once an interval
        h.work()
        reported += [f["log_position"] for name, f in h.sent_to(1) if name == "AppendPosition"]
    assert log.append_position == 40 and reported == [48, 56], reported


def test_a_replication_at_its_stop_position_that_never_ends_restarts_the_election(tmp_path: Path) -> None:
    """RecordingReplication.poll's other failure: recorded to the stop position yet never signalled its end
    ("log replication failed to stop"), a heartbeat timeout after it last moved."""
    h, log = _replicating_from_leader_1(tmp_path, step=0)
    log.step, log.ends = 24, False
    _heartbeat_half_timeout(h)
    assert log.append_position == 64 and h.election.state == S.FOLLOWER_LOG_REPLICATION
    h.clock.advance(CFG.leader_heartbeat_timeout_ns - CFG.leader_heartbeat_interval_ns)
    h.peers[1].commit_position(0, 4, 128, 1)
    h.work()
    assert h.election.state == S.FOLLOWER_LOG_REPLICATION
    h.clock.advance(CFG.leader_heartbeat_interval_ns)
    h.peers[1].commit_position(0, 4, 128, 1)
    h.work()
    assert h.election.state == S.INIT and h.election.last_reason == "log replication failed to stop"


# -- Aeron's rules by default, ours with ElectionConfig.strict (docs/cluster-election.md) --------------------


def _leader_refused_for_a_newer_term(h: Harness) -> int:
    """Member 0 leads (its voters behind it, so it waits in LEADER_LOG_REPLICATION); member 1 refuses its
    term with a Vote carrying a newer one, as a strict member that promised that term does."""
    term = lead(h)
    assert h.election.state == S.LEADER_LOG_REPLICATION
    h.peers[1].place_vote(0, term + 3, 1, 10, 0, 1, False)
    h.work()
    return term


def test_by_default_a_leader_ignores_a_refusal_carrying_a_newer_term(tmp_path: Path) -> None:
    """Election.onVote (1.51.0) reads a Vote only in CANDIDATE_BALLOT for its own candidate term."""
    h = Harness(tmp_path)
    term = _leader_refused_for_a_newer_term(h)
    assert h.election.state == S.LEADER_LOG_REPLICATION and h.election.leadership_term_id == term
    assert h.node_state.candidate_term_id == term and h.restarts == []


def test_strict_mode_leader_adopts_a_newer_term_it_was_refused_for_and_elects_again(tmp_path: Path) -> None:
    h = Harness(tmp_path, strict=True)
    term = _leader_refused_for_a_newer_term(h)
    assert h.restarts == ["a member promised a newer term"]
    assert h.node_state.candidate_term_id == term + 3
    assert h.election.state == S.CANVASS and h.election.candidate_term_id == term + 3


def _leader_hears_a_newer_terms_commit_position(h: Harness) -> int:
    term = lead(h)
    assert h.election.state == S.LEADER_LOG_REPLICATION  # its voters hold 10 of its 100
    h.peers[1].commit_position(0, term + 1, 100, 1)
    h.work()
    return term


def test_by_default_a_newer_terms_commit_position_leaves_leader_log_replication_alone(tmp_path: Path) -> None:
    """Election.onCommitPosition (1.51.0) restarts on a newer term's CommitPosition in LEADER_READY only."""
    h = Harness(tmp_path)
    term = _leader_hears_a_newer_terms_commit_position(h)
    assert h.election.state == S.LEADER_LOG_REPLICATION and h.election.leadership_term_id == term
    assert h.restarts == []


def test_strict_mode_a_newer_terms_commit_position_ends_leader_log_replication(tmp_path: Path) -> None:
    h = Harness(tmp_path, strict=True)
    _leader_hears_a_newer_terms_commit_position(h)
    assert h.restarts == ["commit position from a newer term"] and h.election.state == S.CANVASS


def _replaying_without_a_commit_position(h: Harness) -> None:
    """Member 0 holds 1000 bytes of term 1, applied to 0; leader 1 announces term 2 with nothing committed
    yet, so FOLLOWER_REPLAY waits for a commit position; then the leader goes quiet."""
    h.log = h.logs[0] = SimLog([(1, 0)], 1000, 0, h.logs)
    h.election = h.new_election()
    h.work(2)
    _announce_term(h, commit_position=0, log_position=1000)
    h.work(2)
    assert h.election.state == S.FOLLOWER_REPLAY
    h.clock.advance(CFG.leader_heartbeat_timeout_ns + 1)
    h.work()


def test_by_default_a_quiet_leader_does_not_end_a_follower_replay(tmp_path: Path) -> None:
    """Election.followerReplay (1.51.0) has no deadline: it reports its append position and waits for the
    leader's commit position, however long the leader is silent."""
    h = Harness(tmp_path)
    _replaying_without_a_commit_position(h)
    assert h.election.state == S.FOLLOWER_REPLAY
    appends = [f for name, f in h.sent_to(1) if name == "AppendPosition"]
    assert appends and appends[-1]["log_position"] == 1000


def test_strict_mode_a_quiet_leader_ends_every_follower_join_state(tmp_path: Path) -> None:
    h = Harness(tmp_path, strict=True)
    _replaying_without_a_commit_position(h)
    assert h.election.state == S.INIT
    assert h.election.last_reason == "leader went quiet while joining its term"


def _replicated_awaiting_commit(h: Harness) -> None:
    """Member 0 (term 1 to 40) replicates the rest of term 1 from leader 1 at once, but the leader has only
    committed 50 of it: the replication is done and waits for the commit position to reach 64."""
    h.logs[1] = SimLog([(1, 0), (3, 64)], 128, 128, h.logs)
    h.log = h.logs[0] = SimLog([(1, 0)], 40, 40, h.logs)
    h.election = h.new_election()
    h.work(2)
    h.peers[1].new_leadership_term(
        0,
        log_leadership_term_id=1,
        next_leadership_term_id=3,
        next_term_base_log_position=64,
        next_log_position=128,
        leadership_term_id=4,
        term_base_log_position=128,
        log_position=128,
        commit_position=50,
        leader_recording_id=1,
        timestamp=1,
        leader_id=1,
        log_session_id=5,
        app_version=1,
        is_startup=False,
    )
    h.work(2)
    assert h.election.state == S.FOLLOWER_LOG_REPLICATION and h.log.append_position == 64
    for _ in range(3):  # one and a half heartbeat timeouts, the leader heard throughout
        h.clock.advance(CFG.leader_heartbeat_timeout_ns // 2)
        h.peers[1].commit_position(0, 4, 50, 1)
        h.work()


def test_by_default_the_wait_for_the_commit_after_a_replication_lasts_while_the_leader_is_heard(
    tmp_path: Path,
) -> None:
    """Election.onCommitPosition/onNewLeadershipTerm (1.51.0) move replicationDeadlineNs on with each word
    from the leader: "timeout awaiting commit position" comes a heartbeat timeout after the leader's last."""
    h = Harness(tmp_path)
    _replicated_awaiting_commit(h)
    assert h.election.state == S.FOLLOWER_LOG_REPLICATION and h.restarts == []
    h.clock.advance(CFG.leader_heartbeat_timeout_ns - 1)
    h.work()
    assert h.restarts == []
    h.clock.advance(1)
    h.work()
    assert h.restarts == ["timeout awaiting commit position"]


def test_strict_mode_the_wait_for_the_commit_after_a_replication_ends_a_timeout_after_it_began(
    tmp_path: Path,
) -> None:
    h = Harness(tmp_path, strict=True)
    _replicated_awaiting_commit(h)
    assert h.restarts == ["timeout awaiting commit position"]
