"""The consensus module's leader election as a steppable agent: ``do_work()`` with injected time/transport.

Aeron elects a leader with a duty-cycle agent (upstream, 1.51.0:
aeron-cluster/src/main/java/io/aeron/cluster/Election.java) rather than with threads and timers. Each
``do_work`` reads the injected clock, polls the transport for framed consensus messages (CanvassPosition,
RequestVote, Vote, NewLeadershipTerm, AppendPosition, CommitPosition, encoded by the generated codecs), and
advances one state. Because nothing here reads wall time or sleeps, a test can step every member of a cluster
through one deterministic, seeded history.

What is real: canvass -> nominate -> ballot, the random nomination delay, the unanimous/quorum candidate and
leader rules, vote comparison on (logLeadershipTermId, appendPosition), the candidate term persisted
max-only to node-state before any vote or RequestVote leaves, the timeouts, NewLeadershipTerm handling
(truncation, catching up whole terms, joining), and the leader waiting for a quorum before it completes.
Moving log bytes (replication, catch-up, replay, joining the log) is delegated to the ``ElectionLog`` and
``ElectionHost`` interfaces: the consensus module does it with its archive and driver, the simulator's
in-memory logs and ``ModelledHost`` complete such transfers at once. The rules are Aeron's unless
``ElectionConfig.strict`` asks for our three stricter ones. See docs/cluster-election.md.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from aeronkit.clock import EpochClock, NanoClock
from aeronkit.cluster.cluster_member import (
    NULL_POSITION,
    NULL_VALUE,
    ClusterMember,
    become_candidate,
    compare_log,
    has_quorum_at_position,
    is_quorum_candidate,
    is_quorum_leader,
    is_unanimous_candidate,
    is_unanimous_leader,
    quorum_position,
)
from aeronkit.cluster.consensus_transport import ConsensusPublisher, ConsensusTransport
from aeronkit.cluster.election_state import ElectionState, Role
from aeronkit.codecs import cluster as codecs
from aeronkit.errors import AeronError, CodecError, ConfigurationError

S = ElectionState
_MS = 1_000_000


@dataclass(frozen=True)
class ElectionConfig:
    """Election timing, in nanoseconds; defaults are ConsensusModule.Configuration's (1.51.0)."""

    election_timeout_ns: int = 1_000 * _MS
    election_status_interval_ns: int = 100 * _MS
    leader_heartbeat_interval_ns: int = 200 * _MS
    leader_heartbeat_timeout_ns: int = 10_000 * _MS
    startup_canvass_timeout_ns: int = 60_000 * _MS
    app_version: int = 1
    poll_limit: int = 50
    appointed_leader_id: int = NULL_VALUE
    """When set, only this member may nominate itself; the others canvass and wait (Aeron's
    ``aeron.cluster.appointed.leader.id``, checked in Election.canvass)."""
    strict: bool = False
    """Our three stricter rules instead of Aeron's (``aeronkit.cluster.election.strict``; docs/
    cluster-election.md, "Aeron's rules by default; ours with strict"): never join a term older than a vote we
    promised (and tell its leader so), a newer term's CommitPosition ends LEADER_LOG_REPLICATION too, and one
    leader-silence deadline over every follower join state. False, the default, is Election.java's
    behaviour at 1.51.0."""

    def __post_init__(self) -> None:
        if (
            min(self.election_timeout_ns, self.election_status_interval_ns, self.leader_heartbeat_interval_ns)
            <= 0
        ):
            raise ConfigurationError("election timeouts and intervals must be positive")
        if self.startup_canvass_timeout_ns < 2 * self.leader_heartbeat_timeout_ns:
            raise ConfigurationError("startup canvass timeout must be >= 2 x leader heartbeat timeout")


@dataclass(frozen=True)
class TermEntry:
    """A recording-log TERM entry as the election needs it (``log_position`` NULL_POSITION: still open)."""

    leadership_term_id: int
    term_base_log_position: int
    log_position: int = NULL_POSITION


class ElectionLog(Protocol):
    """The member's replicated log as the election sees it; the archive-backed log implements this later.

    ``append_position`` is the durably recorded end of the log, ``log_leadership_term_id`` the term of its
    last entry (NULL_VALUE when empty), ``log_position`` how far it was applied when recovered.
    """

    @property
    def append_position(self) -> int: ...

    @property
    def log_leadership_term_id(self) -> int: ...

    @property
    def log_position(self) -> int: ...

    def find_term(self, leadership_term_id: int) -> TermEntry | None:
        """The TERM entry for exactly this term, if the recording log has one."""
        ...

    def next_term_after(self, leadership_term_id: int) -> TermEntry | None:
        """The first TERM entry with a higher id (term ids may skip values), if any."""
        ...

    def ensure_term(self, leadership_term_id: int, term_base_log_position: int, timestamp_ms: int) -> None:
        """Make the recording log hold a TERM entry for this term at this base (idempotent, as Aeron's
        ``ensureRecordingLogCoherent``): what a leader or follower writes when it joins the term's log."""
        ...

    def truncate(self, position: int) -> None:
        """Drop everything at or after ``position`` (a divergent, never-committed tail), commit our last
        term there, and report ``append_position`` as ``position`` from now on (Election
        .onTruncateLogEntry). The election restarts next, so a real log may finish the work while the
        host prepares for the new leadership."""
        ...

    def replicate(
        self,
        leader_id: int,
        leadership_term_id: int,
        term_base_log_position: int,
        stop_position: int,
        leader_recording_id: int,
    ) -> bool:
        """Copy the leader's log (its recording ``leader_recording_id``) up to ``stop_position`` as term
        ``leadership_term_id``; True when done."""
        ...

    def replication_position(self) -> int:
        """How far the running replication has recorded into our log (NULL_POSITION before it says):
        the election restarts a replication that stops moving (RecordingReplication's progress check)."""
        ...


class CandidateTermStore(Protocol):
    """Where the candidate term id survives restarts: node-state.dat (NodeStateFile implements this)."""

    @property
    def candidate_term_id(self) -> int: ...

    def propose_max_candidate_term_id(
        self, candidate_term_id: int, log_position: int, timestamp_ms: int
    ) -> int: ...

    def update_candidate_term_id(
        self, candidate_term_id: int, log_position: int, timestamp_ms: int
    ) -> None: ...


class LogReplay(Protocol):
    """A replay of this member's own log through its consensus module and services (LEADER_REPLAY)."""

    def do_work(self) -> int: ...

    def is_done(self) -> bool: ...

    def close(self) -> None: ...


class ElectionHost(Protocol):
    """What the election asks of the consensus module it runs in (Java's calls into ConsensusModuleAgent).

    Every call returns at once: work that needs the driver, the archive or the services answering is
    started by one call and polled by the next ones, so an election step never waits.
    """

    @property
    def log_recording_id(self) -> int:
        """The archive recording holding our log (NULL_VALUE: none), sent to followers to replicate."""
        ...

    def prepare_for_new_leadership(self, log_position: int, now_ns: int) -> bool:
        """Step down and roll back what was not committed; False while that is still under way."""
        ...

    def add_log_publication(self, append_position: int) -> None:
        """Start adding the new term's log publication, continuing the log at ``append_position``."""
        ...

    def log_session_id(self) -> int:
        """The log publication's session id once it exists, else NULL_VALUE."""
        ...

    def new_log_replay(self, log_position: int, append_position: int) -> LogReplay: ...

    def join_log_as_leader(
        self, leadership_term_id: int, log_position: int, log_session_id: int, is_startup: bool
    ) -> bool:
        """Record the new term and bring the services onto it; True once done (call again until then)."""
        ...

    def add_follower_log_subscription(self, log_session_id: int, catchup: bool) -> None:
        """Start adding the follower's multi-destination log subscription for the leader's session, with
        its live destination, or its catch-up destination when ``catchup`` (Election.addFollowerSubscription,
        addLiveLogDestination, addCatchupLogDestination)."""
        ...

    def catchup_endpoint(self) -> str | None:
        """Where the leader should replay to us: our catch-up endpoint once the subscription listens on it
        (a ``:0`` port resolved), else None."""
        ...

    def catchup_poll(
        self, leader_id: int, leadership_term_id: int, join_position: int, commit_position: int, now_ns: int
    ) -> int:
        """Apply the catch-up replay bounded by ``commit_position`` (the election reports our recorded
        position to the leader meanwhile) and add the live destination when near the live log; returns the
        position caught up to once it reached ``join_position`` and the leader stopped the catch-up, else
        NULL_POSITION (ConsensusModuleAgent.catchupPoll)."""
        ...

    def on_stop_catchup(self) -> None:
        """The leader saw us reach its live log: drop the catch-up destination (onStopCatchup)."""
        ...

    def commit_position(self) -> int:
        """The module's commit position counter, which the catch-up advances (Election.handleError
        restarts the election from it); NULL_POSITION when there is no module."""
        ...

    def join_log_as_follower(
        self, leadership_term_id: int, log_position: int, log_session_id: int, is_startup: bool
    ) -> bool:
        """Once the leader's image is there: record it (REMOTE), find its recorded position and bring the
        services onto it (ConsensusModuleAgent.tryJoinLogAsFollower); True once done, False until then."""
        ...

    def append_new_leadership_term_event(self, now_ns: int) -> bool: ...

    def election_complete(self, now_ns: int) -> None: ...


class _InstantReplay:
    def do_work(self) -> int:
        return 0

    def is_done(self) -> bool:
        return True

    def close(self) -> None:
        """Nothing to release."""


class ModelledHost:
    """The election alone, with no consensus module around it: a random log session id, and replay,
    join and the new-term event that complete at once. The simulation and the unit tests use it."""

    def __init__(self, rng: random.Random, log: ElectionLog | None = None) -> None:
        self._rng = rng
        self._log = log
        self._log_session_id = NULL_VALUE
        self.log_recording_id = NULL_VALUE

    def prepare_for_new_leadership(self, log_position: int, now_ns: int) -> bool:
        return True

    def add_log_publication(self, append_position: int) -> None:
        self._log_session_id = self._rng.randrange(1, 1 << 31)

    def log_session_id(self) -> int:
        return self._log_session_id

    def new_log_replay(self, log_position: int, append_position: int) -> LogReplay:
        return _InstantReplay()

    def join_log_as_leader(
        self, leadership_term_id: int, log_position: int, log_session_id: int, is_startup: bool
    ) -> bool:
        return True

    def add_follower_log_subscription(self, log_session_id: int, catchup: bool) -> None:
        """A modelled follower has no subscription to add."""

    def catchup_endpoint(self) -> str | None:
        return "modelled"

    def catchup_poll(
        self, leader_id: int, leadership_term_id: int, join_position: int, commit_position: int, now_ns: int
    ) -> int:
        """The modelled log copies the leader's term layout (``ElectionLog.replicate``) instead."""
        if self._log is not None and not self._log.replicate(
            leader_id, leadership_term_id, NULL_POSITION, join_position, NULL_VALUE
        ):
            return NULL_POSITION
        return join_position if commit_position >= join_position else NULL_POSITION

    def on_stop_catchup(self) -> None:
        """Nothing to drop."""

    def commit_position(self) -> int:
        """The modelled log is its own record: the election's log position stands."""
        return NULL_POSITION

    def join_log_as_follower(
        self, leadership_term_id: int, log_position: int, log_session_id: int, is_startup: bool
    ) -> bool:
        return True

    def append_new_leadership_term_event(self, now_ns: int) -> bool:
        return True

    def election_complete(self, now_ns: int) -> None:
        """Nothing surrounds a modelled election."""


class Clock(NanoClock, EpochClock, Protocol):
    """Both views of time; ManualClock satisfies it."""


ElectionListener = Callable[[int, str, dict[str, int]], None]

_DECODERS = {
    codecs.CanvassPositionDecoder.TEMPLATE_ID: codecs.CanvassPositionDecoder,
    codecs.RequestVoteDecoder.TEMPLATE_ID: codecs.RequestVoteDecoder,
    codecs.VoteDecoder.TEMPLATE_ID: codecs.VoteDecoder,
    codecs.NewLeadershipTermDecoder.TEMPLATE_ID: codecs.NewLeadershipTermDecoder,
    codecs.AppendPositionDecoder.TEMPLATE_ID: codecs.AppendPositionDecoder,
    codecs.CommitPositionDecoder.TEMPLATE_ID: codecs.CommitPositionDecoder,
    codecs.StopCatchupDecoder.TEMPLATE_ID: codecs.StopCatchupDecoder,
}


class Election:
    """One member's election agent. Call ``do_work()`` repeatedly; read ``state``, ``role``, ``leader_id``."""

    def __init__(
        self,
        member_id: int,
        member_ids: Sequence[int],
        log: ElectionLog,
        node_state: CandidateTermStore,
        transport: ConsensusTransport,
        clock: Clock,
        rng: random.Random,
        config: ElectionConfig | None = None,
        *,
        is_node_startup: bool = True,
        leadership_term_id: int | None = None,
        listener: ElectionListener | None = None,
        host: ElectionHost | None = None,
        time_of_last_leader_update_ns: int | None = None,
    ) -> None:
        """``time_of_last_leader_update_ns``: when the consensus module last heard from its leader. Aeron's
        Election reads the module's own value (ConsensusModuleAgent.timeOfLastLeaderUpdateNs), so the
        canvass after a leader went quiet ends one heartbeat timeout after the leader's last word, not a
        second timeout after the election began; None (a new node) means now."""
        if len(set(member_ids)) != len(member_ids) or member_id not in member_ids:
            raise ConfigurationError(f"member {member_id} must appear exactly once in {list(member_ids)}")
        self.member_id = member_id
        self.members = {mid: ClusterMember(mid) for mid in member_ids}
        self.this_member = self.members[member_id]
        self.log = log
        self.node_state = node_state
        self.config = config or ElectionConfig()
        self._transport = transport
        self._publisher = ConsensusPublisher(transport)
        self._clock = clock
        self._rng = rng
        self._listener = listener
        self._host: ElectionHost = host or ModelledHost(rng, log)
        self._replay: LogReplay | None = None
        self._replay_stop = NULL_POSITION
        self._is_log_subscribed = False
        self._init_begun = False
        self._is_preparing = False
        self.is_node_startup = is_node_startup
        self.is_extended_canvass = is_node_startup
        self._is_first_init = True
        self.state = S.INIT
        self.role = Role.FOLLOWER
        self.leadership_term_id = (
            log.log_leadership_term_id if leadership_term_id is None else leadership_term_id
        )
        self.candidate_term_id = NULL_VALUE
        self.log_position = log.log_position
        self.leader_id = NULL_VALUE
        self.log_session_id = NULL_VALUE
        self.is_leader_startup = False
        self.notified_commit_position = 0
        self.catchup_join_position = NULL_POSITION
        self.graceful_closed_leader_id = NULL_VALUE
        self.nomination_deadline_ns = 0
        now = clock.nano_time()
        self.time_of_last_state_change_ns = now
        self.time_of_last_leader_update_ns = (
            now if time_of_last_leader_update_ns is None else time_of_last_leader_update_ns
        )
        self._initial_update_ns = now - 10 * self.config.leader_heartbeat_timeout_ns
        self.time_of_last_update_ns = self._initial_update_ns
        self.time_of_last_commit_update_ns = self._initial_update_ns
        self._last_published_commit = NULL_POSITION
        self._last_published_append = NULL_POSITION
        self._catchup_append_position = NULL_POSITION
        self._time_of_catchup_progress_ns = now
        self._replication: tuple[int, int, int] | None = None  # (term id, term base, stop position)
        self._replication_progress_position = NULL_POSITION
        self._replication_progress_deadline_ns = now
        self._replication_progress_check_ns = now
        self._replication_deadline_ns = now
        self.leader_recording_id = NULL_VALUE
        self._decoded: dict[int, Any] = {tid: cls() for tid, cls in _DECODERS.items()}
        self._header = codecs.MessageHeaderDecoder()
        self.rejected_messages = 0
        self.last_rejection = ""
        self.last_reason = ""

    # -- what the log says -------------------------------------------------------------------------------

    @property
    def append_position(self) -> int:
        return self.log.append_position

    @property
    def log_leadership_term_id(self) -> int:
        return self.log.log_leadership_term_id

    # -- duty cycle ----------------------------------------------------------------------------------------

    def do_work(self) -> int:
        """Poll messages, then run the current state once; returns a work count (0 = idle)."""
        work = self._transport.poll(self.on_message, self.config.poll_limit)
        now = self._clock.nano_time()
        if (
            self.config.strict
            and self.state in _FOLLOWER_JOIN_STATES
            and now - self.time_of_last_leader_update_ns > self.config.leader_heartbeat_timeout_ns
        ):
            # Strict only: one deadline for every follower join step, refreshed by each word from the leader
            # (Aeron has a deadline per state, and none in FOLLOWER_REPLAY).
            self._restart(now, "leader went quiet while joining its term")
            return work + 1
        handler = _STATE_WORK[self.state]
        return work + handler(self, now)

    def on_message(self, message: bytes) -> None:
        """Decode one framed consensus message and dispatch it; malformed bytes are counted and dropped, and
        ``last_rejection`` says why the latest one was."""
        try:
            header = self._header.wrap(message, 0)
            if header.schema_id != codecs.SCHEMA_ID:
                self._reject(f"consensus message of schema {header.schema_id}, expected {codecs.SCHEMA_ID}")
                return
            decoder = self._decoded.get(header.template_id)
            if decoder is None:
                self._reject(f"consensus message template {header.template_id} is not an election message")
                return
            body = decoder.wrap(message, codecs.HEADER_LENGTH, header.block_length, header.version)
            self._dispatch(header.template_id, body)
        except CodecError as ex:
            self._reject(f"malformed consensus message of {len(message)} bytes: {ex}")

    def _reject(self, reason: str) -> None:
        self.rejected_messages += 1
        self.last_rejection = reason

    def _dispatch(self, template_id: int, d: Any) -> None:
        if template_id == codecs.CanvassPositionDecoder.TEMPLATE_ID:
            self.on_canvass_position(
                d.log_leadership_term_id, d.log_position, d.leadership_term_id, d.follower_member_id
            )
        elif template_id == codecs.RequestVoteDecoder.TEMPLATE_ID:
            self.on_request_vote(
                d.log_leadership_term_id, d.log_position, d.candidate_term_id, d.candidate_member_id
            )
        elif template_id == codecs.VoteDecoder.TEMPLATE_ID:
            self.on_vote(
                d.candidate_term_id,
                d.log_leadership_term_id,
                d.log_position,
                d.candidate_member_id,
                d.follower_member_id,
                int(d.vote) == codecs.BooleanType.TRUE,
            )
        elif template_id == codecs.NewLeadershipTermDecoder.TEMPLATE_ID:
            self.on_new_leadership_term(
                log_leadership_term_id=d.log_leadership_term_id,
                next_leadership_term_id=d.next_leadership_term_id,
                next_term_base_log_position=d.next_term_base_log_position,
                next_log_position=d.next_log_position,
                leadership_term_id=d.leadership_term_id,
                term_base_log_position=d.term_base_log_position,
                log_position=d.log_position,
                commit_position=d.commit_position,
                leader_id=d.leader_member_id,
                log_session_id=d.log_session_id,
                is_startup=int(d.is_startup) == codecs.BooleanType.TRUE,
                leader_recording_id=d.leader_recording_id,
            )
        elif template_id == codecs.AppendPositionDecoder.TEMPLATE_ID:
            self.on_append_position(d.leadership_term_id, d.log_position, d.follower_member_id)
        elif template_id == codecs.CommitPositionDecoder.TEMPLATE_ID:
            self.on_commit_position(d.leadership_term_id, d.log_position, d.leader_member_id)
        elif (
            d.leadership_term_id == self.leadership_term_id
            and d.follower_member_id == self.member_id
            and self.state == S.FOLLOWER_CATCHUP
        ):
            self._host.on_stop_catchup()

    # -- message handlers ------------------------------------------------------------------------------------

    def on_canvass_position(
        self, log_leadership_term_id: int, log_position: int, leadership_term_id: int, follower_id: int
    ) -> None:
        if self.state == S.INIT:
            return
        if follower_id == self.graceful_closed_leader_id:
            self.graceful_closed_leader_id = NULL_VALUE
        follower = self.members.get(follower_id)
        if follower is None or follower_id == self.member_id:
            return
        now = self._clock.nano_time()
        follower.update_log_position(log_leadership_term_id, log_position, now)
        if self.state == S.CLOSED:
            if self.role == Role.LEADER and log_leadership_term_id <= self.leadership_term_id:
                self._publish_new_leadership_term(follower_id, log_leadership_term_id, now)
            return
        if log_leadership_term_id < self.leadership_term_id:
            if self.role == Role.LEADER:
                self._publish_new_leadership_term(follower_id, log_leadership_term_id, now)
        elif log_leadership_term_id > self.leadership_term_id and self.state in (
            S.LEADER_LOG_REPLICATION,
            S.LEADER_READY,
        ):
            self._restart(now, "potential new election in progress")

    def on_request_vote(
        self, log_leadership_term_id: int, log_position: int, candidate_term_id: int, candidate_id: int
    ) -> None:
        if self.state == S.INIT or candidate_id == self.member_id:
            return
        now = self._clock.nano_time()
        if self.state == S.CLOSED:
            # As ConsensusModuleAgent outside an election: a newer candidate term starts a new election (the
            # request itself is not answered; the candidate's ballot times out and it canvasses again).
            if candidate_term_id > self.leadership_term_id:
                self._restart(now, "vote requested for a newer term")
            return
        if candidate_term_id <= self.candidate_term_id:
            self._place_vote(candidate_term_id, candidate_id, False)
        elif (
            compare_log(
                self.log_leadership_term_id, self.append_position, log_leadership_term_id, log_position
            )
            > 0
        ):
            self.candidate_term_id = self.node_state.propose_max_candidate_term_id(
                candidate_term_id, log_position, self._clock.time_ms()
            )
            self._place_vote(candidate_term_id, candidate_id, False)
            if self.role == Role.LEADER and candidate_id in self.members:
                self._publish_new_leadership_term(candidate_id, log_leadership_term_id, now)
        elif self.state in (S.CANVASS, S.NOMINATE, S.CANDIDATE_BALLOT, S.FOLLOWER_BALLOT):
            self.candidate_term_id = self.node_state.propose_max_candidate_term_id(
                candidate_term_id, log_position, self._clock.time_ms()
            )
            self._place_vote(candidate_term_id, candidate_id, True)
            self._state(S.FOLLOWER_BALLOT, now, "voted")

    def on_vote(
        self,
        candidate_term_id: int,
        log_leadership_term_id: int,
        log_position: int,
        candidate_id: int,
        voter_id: int,
        vote: bool,
    ) -> None:
        if self.state == S.INIT:
            return
        if (
            self.state == S.CANDIDATE_BALLOT
            and candidate_term_id == self.candidate_term_id
            and candidate_id == self.member_id
        ):
            voter = self.members.get(voter_id)
            if voter is not None and voter_id != self.member_id:
                voter.candidate_term_id = candidate_term_id
                voter.vote = vote
                voter.update_log_position(log_leadership_term_id, log_position, self._clock.nano_time())
                self._emit(
                    "vote_counted",
                    voter=voter_id,
                    vote=int(vote),
                    candidate_term_id=candidate_term_id,
                    log_leadership_term_id=log_leadership_term_id,
                    log_position=log_position,
                )
        elif (
            self.config.strict
            and self.role == Role.LEADER
            and candidate_id == self.member_id
            and not vote
            and candidate_term_id > self.leadership_term_id
        ):
            # Strict only: a member refused our term because it promised a newer one (_refuse_older_term);
            # adopt that term and elect again. Election.onVote (1.51.0) reads votes in CANDIDATE_BALLOT only.
            self.candidate_term_id = self.node_state.propose_max_candidate_term_id(
                candidate_term_id, self.log_position, self._clock.time_ms()
            )
            self._restart(self._clock.nano_time(), "a member promised a newer term")

    def on_new_leadership_term(
        self,
        *,
        log_leadership_term_id: int,
        next_leadership_term_id: int,
        next_term_base_log_position: int,
        next_log_position: int,
        leadership_term_id: int,
        term_base_log_position: int,
        log_position: int,
        commit_position: int,
        leader_id: int,
        log_session_id: int,
        is_startup: bool,
        leader_recording_id: int = NULL_VALUE,
    ) -> None:
        if self.state == S.INIT:
            return
        now = self._clock.nano_time()
        if leader_id not in self.members or (
            leader_id == self.member_id and leadership_term_id == self.leadership_term_id
        ):
            return
        if self.config.strict and self._refuse_older_term(leadership_term_id, leader_id):
            return
        if leader_id == self.graceful_closed_leader_id:
            self.graceful_closed_leader_id = NULL_VALUE
        if self.state == S.CLOSED:
            # As ConsensusModuleAgent.onNewLeadershipTerm outside an election: only a newer term matters.
            if leadership_term_id > self.leadership_term_id:
                self._restart(now, "newer leadership term announced")
            elif leadership_term_id == self.leadership_term_id and leader_id == self.leader_id:
                self.time_of_last_leader_update_ns = now
            return
        if self.leader_id == leader_id and leadership_term_id >= self.leadership_term_id:
            self.time_of_last_leader_update_ns = now
        if self.state == S.FOLLOWER_LOG_REPLICATION and log_leadership_term_id == self.log_leadership_term_id:
            self._refresh_replication_deadline(leader_id, now)
        ballot_match = (
            self.state in (S.FOLLOWER_BALLOT, S.CANDIDATE_BALLOT)
            and leadership_term_id == self.candidate_term_id
        )
        if ballot_match or self.state == S.CANVASS:
            if log_leadership_term_id != self.log_leadership_term_id:
                self._state(S.CANVASS, now, "leader will describe the term after ours")
                return
            if (
                next_term_base_log_position != NULL_POSITION
                and next_term_base_log_position < self.append_position
            ):
                if next_term_base_log_position < self.log_position:
                    # Not checked by Aeron: the leader's log ends below what we applied as committed, so
                    # truncating would destroy committed data; refuse and let the election start over.
                    raise AeronError(
                        f"member {leader_id} bases term {next_leadership_term_id} at "
                        f"{next_term_base_log_position}, below our committed log position "
                        f"{self.log_position}: refusing to truncate committed log entries"
                    )
                self._emit(
                    "truncate",
                    from_position=self.append_position,
                    to_position=next_term_base_log_position,
                    log_position=self.log_position,
                )
                self.log.truncate(next_term_base_log_position)
                self._restart(now, "truncated a divergent log tail")
                return
            self.leader_id = leader_id
            self.time_of_last_leader_update_ns = now
            self.is_leader_startup = is_startup
            self.leadership_term_id = leadership_term_id
            self.candidate_term_id = max(leadership_term_id, self.candidate_term_id)
            self.log_session_id = log_session_id
            self.leader_recording_id = leader_recording_id
            self.catchup_join_position = (
                log_position if self.append_position < log_position else NULL_POSITION
            )
            self.notified_commit_position = max(self.notified_commit_position, commit_position)
            if self.append_position < term_base_log_position:
                if next_leadership_term_id == NULL_VALUE:
                    self._restart(now, "invalid NewLeadershipTerm: behind the term base with no next term")
                    return
                if self.append_position < next_term_base_log_position:
                    self._replication = (log_leadership_term_id, NULL_POSITION, next_term_base_log_position)
                    self._state(S.FOLLOWER_LOG_REPLICATION, now, "replicate rest of our last term")
                elif (
                    self.append_position == next_term_base_log_position and next_log_position != NULL_POSITION
                ):
                    self._replication = (
                        next_leadership_term_id,
                        next_term_base_log_position,
                        next_log_position,
                    )
                    self._state(S.FOLLOWER_LOG_REPLICATION, now, "replicate the next term")
            else:
                self._state(S.FOLLOWER_REPLAY, now, "")

    def _refuse_older_term(self, leadership_term_id: int, leader_id: int) -> bool:
        """Strict only (docs/cluster-election.md): ignore a term older than ours, and never join one older
        than a vote we promised -- else a member that voted in term T can help an old leader commit in a
        term below T, which the term-T leader then truncates (Raft's currentTerm rule; the simulation found
        it). Such a leader gets a "no" carrying our promised term, so it steps down (Raft's term reply).
        Election.onNewLeadershipTerm (1.51.0) has neither check: CANVASS joins any term whose log term
        matches ours."""
        if leadership_term_id < self.leadership_term_id:
            return True
        if leadership_term_id < self.candidate_term_id:
            self._place_vote(self.candidate_term_id, leader_id, False)
            return True
        return False

    def _refresh_replication_deadline(self, leader_id: int, now: int) -> None:
        """Election.onNewLeadershipTerm/onCommitPosition (1.51.0): while replicating, each word from our
        leader moves the deadline for the commit position a leader heartbeat timeout on. Strict mode keeps
        the deadline at state entry and relies on its leader-silence deadline instead."""
        if not self.config.strict and leader_id == self.leader_id:
            self._replication_deadline_ns = now + self.config.leader_heartbeat_timeout_ns

    def on_append_position(self, leadership_term_id: int, log_position: int, follower_id: int) -> None:
        if self.state == S.INIT:
            return
        if leadership_term_id <= self.leadership_term_id:
            follower = self.members.get(follower_id)
            if follower is not None and follower_id != self.member_id:
                follower.update_log_position(leadership_term_id, log_position, self._clock.nano_time())

    def on_commit_position(self, leadership_term_id: int, log_position: int, leader_id: int) -> None:
        if self.state == S.INIT:
            return
        now = self._clock.nano_time()
        if self.state == S.CLOSED and leadership_term_id > self.leadership_term_id:
            self._restart(now, "commit position from a newer term")
        elif self.leader_id != NULL_VALUE and self.leader_id == leader_id and leader_id != self.member_id:
            self.notified_commit_position = max(self.notified_commit_position, log_position)
            self.time_of_last_leader_update_ns = now
            if self.state == S.FOLLOWER_LOG_REPLICATION:
                self._refresh_replication_deadline(leader_id, now)
        elif leadership_term_id > self.leadership_term_id and (
            self.state == S.LEADER_READY or (self.config.strict and self.state == S.LEADER_LOG_REPLICATION)
        ):
            # Election.onCommitPosition (1.51.0) restarts on this only in LEADER_READY. Strict mode adds
            # LEADER_LOG_REPLICATION: a leader still waiting there for its quorum would otherwise wait
            # forever beside a newer, complete leadership.
            self._restart(now, "commit position from a newer term")

    def on_replay_new_leadership_term_event(
        self, leadership_term_id: int, log_position: int, term_base_log_position: int, timestamp_ms: int
    ) -> None:
        """A NewLeadershipTermEvent read while catching up or replaying: the recording log gets that term
        (Election.onReplayNewLeadershipTermEvent), so a catch-up cut short leaves a coherent log."""
        if self.state in (S.FOLLOWER_CATCHUP, S.FOLLOWER_REPLAY):
            self.log.ensure_term(leadership_term_id, term_base_log_position, timestamp_ms)
            self.log_position = log_position

    # -- states ----------------------------------------------------------------------------------------------

    def _init(self, now: int) -> int:
        if not self._init_begun:
            self._init_begun = True
            if self._is_first_init:
                self._is_first_init = False
                self._is_preparing = not self.is_node_startup
            else:
                self.log_session_id = NULL_VALUE
                self._replication = None
                self._is_log_subscribed = False
                self._stop_replay()
                self._is_preparing = True
        if self._is_preparing and not self._host.prepare_for_new_leadership(self.log_position, now):
            return 0
        self._is_preparing = False
        self._init_begun = False
        self.role = Role.FOLLOWER
        self.notified_commit_position = 0
        self.catchup_join_position = NULL_POSITION
        self.candidate_term_id = max(self.node_state.candidate_term_id, self.leadership_term_id)
        if len(self.members) == 1:
            self.candidate_term_id += 1
            self.node_state.update_candidate_term_id(
                self.candidate_term_id, self.log_position, self._clock.time_ms()
            )
            self.leader_id = self.member_id
            self.leadership_term_id = self.candidate_term_id
            self._state(S.LEADER_LOG_REPLICATION, now, "single-node cluster leader")
        else:
            self._state(S.CANVASS, now, "")
        return 1

    def _canvass(self, now: int) -> int:
        work = 0
        if self.is_extended_canvass:
            deadline = self.time_of_last_state_change_ns + self.config.startup_canvass_timeout_ns
        else:
            deadline = self.time_of_last_leader_update_ns + self.config.leader_heartbeat_timeout_ns
        if self._update_due(now, self.config.election_status_interval_ns):
            self.time_of_last_update_ns = now
            self._publish_canvass_position()
            work += 1
        if self.config.appointed_leader_id not in (NULL_VALUE, self.member_id):
            return work
        term, position = self.this_member.leadership_term_id, self.this_member.log_position
        if is_unanimous_candidate(self.members.values(), term, position, self.graceful_closed_leader_id) or (
            now >= deadline and is_quorum_candidate(self.members.values(), term, position)
        ):
            delay = int(self._rng.random() * (self.config.election_timeout_ns >> 1))
            self.nomination_deadline_ns = now + delay
            self._state(S.NOMINATE, now, "")
            work += 1
        return work

    def _nominate(self, now: int) -> int:
        if now >= self.nomination_deadline_ns:
            # Persist first: no RequestVote for this term may leave before the term is durable.
            self.candidate_term_id = self.node_state.propose_max_candidate_term_id(
                self.candidate_term_id + 1, self.log_position, self._clock.time_ms()
            )
            become_candidate(self.members.values(), self.candidate_term_id, self.member_id)
            self._state(S.CANDIDATE_BALLOT, now, "")
            return 1
        if self._update_due(now, self.config.election_status_interval_ns):
            self.time_of_last_update_ns = now
            self._publish_canvass_position()
            return 1
        return 0

    def _candidate_ballot(self, now: int) -> int:
        members = self.members.values()
        if is_unanimous_leader(members, self.candidate_term_id, self.graceful_closed_leader_id):
            self._become_leader(now, "unanimous leader")
            return 1
        if now >= self.time_of_last_state_change_ns + self.config.election_timeout_ns:
            if is_quorum_leader(members, self.candidate_term_id):
                self._become_leader(now, "quorum leader")
            else:
                self._state(S.CANVASS, now, "ballot timed out")
            return 1
        work = 0
        for member in members:
            if not member.is_ballot_sent:
                work += 1
                member.is_ballot_sent = self._publisher.request_vote(
                    member.id,
                    self.log_leadership_term_id,
                    self.append_position,
                    self.candidate_term_id,
                    self.member_id,
                )
        return work

    def _follower_ballot(self, now: int) -> int:
        if now >= self.time_of_last_state_change_ns + self.config.election_timeout_ns:
            self._state(S.CANVASS, now, "no new leadership term after voting")
            return 1
        return 0

    def _leader_log_replication(self, now: int) -> int:
        if self.log_session_id == NULL_VALUE:
            self.log_session_id = self._host.log_session_id()
            if self.log_session_id == NULL_VALUE:
                return 0  # the log publication is still being added
        self.this_member.update_log_position(self.this_member.leadership_term_id, self.append_position, now)
        quorum = self._quorum_position(now)
        work = self._publish_new_leadership_term_on_interval(now)
        work += self._publish_commit_position_on_interval(quorum, now)
        if quorum >= self.append_position:
            self._state(S.LEADER_REPLAY, now, "")
            work += 1
        return work

    def _leader_replay(self, now: int) -> int:
        """Apply our own log from ``log_position`` to ``append_position`` (services too) before leading."""
        work = 0
        if self._replay is None:
            if self.log_position < self.append_position:
                self._replay = self._host.new_log_replay(self.log_position, self.append_position)
            else:
                self._state(S.LEADER_INIT, now, "")
            work += 1
            self.is_leader_startup = self.is_node_startup
            self.this_member.update_log_position(self.leadership_term_id, self.append_position, now)
        else:
            work += self._replay.do_work()
            if self._replay.is_done():
                self._stop_replay()
                self.log_position = self.append_position
                self._state(S.LEADER_INIT, now, "")
        quorum = self._quorum_position(now)
        work += self._publish_new_leadership_term_on_interval(now)
        return work + self._publish_commit_position_on_interval(quorum, now)

    def _leader_init(self, now: int) -> int:
        if not self._host.join_log_as_leader(
            self.leadership_term_id, self.log_position, self.log_session_id, self.is_leader_startup
        ):
            return 0
        self.log.ensure_term(self.leadership_term_id, self.log_position, self._clock.time_ms())
        self._state(S.LEADER_READY, now, "")
        return 1

    def _leader_ready(self, now: int) -> int:
        self.this_member.update_log_position(self.leadership_term_id, self.append_position, now)
        quorum = self._quorum_position(now)
        work = self._publish_new_leadership_term_on_interval(now)
        work += self._publish_commit_position_on_interval(quorum, now)
        if has_quorum_at_position(
            self.members.values(),
            self.leadership_term_id,
            self.log_position,
            now,
            self.config.leader_heartbeat_timeout_ns,
        ) and self._host.append_new_leadership_term_event(now):
            self._host.election_complete(now)
            self._state(S.CLOSED, now, "election complete")
            self._emit(
                "election_complete",
                leadership_term_id=self.leadership_term_id,
                leader=self.member_id,
                log_position=self.log_position,
            )
            work += 1
        return work

    def _follower_log_replication(self, now: int) -> int:
        assert self._replication is not None
        term_id, term_base, stop = self._replication
        done = self.log.replicate(self.leader_id, term_id, term_base, stop, self.leader_recording_id)
        if not done and not self._replication_progressed(now):
            reason = "log replication has not progressed"
            if self._replication_progress_position >= stop:
                reason = "log replication failed to stop"
            self._time_out(now, reason)
            return 1
        # Election.publishFollowerReplicationPosition: the leader hears how far the copy has come, so its
        # quorum and commit position can follow the copy rather than wait for the end of the replication.
        # The copy's position is the one the progress check last read (every heartbeat interval, as Java's
        # RecordingReplication polls its counter), not a counter lookup on every duty cycle.
        copied = max(self._replication_progress_position, self.append_position)
        work = self._publish_follower_append_position(now, copied)
        if done:
            if self.notified_commit_position >= self.append_position:
                self._replication = None
                self._state(S.CANVASS, now, "log replication done")
                return work + 1
            if now >= self._replication_deadline_ns:
                self._time_out(now, "timeout awaiting commit position")
                return work + 1
        return work

    def _replication_progressed(self, now: int) -> bool:
        """RecordingReplication.poll (1.51.0): every leader heartbeat interval look at how far the
        replication has recorded, and give it a leader heartbeat timeout (the values ConsensusModuleAgent
        .newLogReplication passes) from the last advance; False once that ran out. A leader that keeps
        sending heartbeats does not keep a dead replication alive, while a slow one that moves goes on."""
        cfg = self.config
        if now >= self._replication_progress_check_ns:
            self._replication_progress_check_ns = now + cfg.leader_heartbeat_interval_ns
            position = self.log.replication_position()
            if position > self._replication_progress_position:
                self._replication_progress_position = position
                self._replication_progress_deadline_ns = now + cfg.leader_heartbeat_timeout_ns
        return now < self._replication_progress_deadline_ns

    def _follower_replay(self, now: int) -> int:
        """Apply our own log up to what the leader says is committed, never past it (Aeron PR #1898: a fast
        follower once replayed its whole log, past the quorum's commit position), then join the live log."""
        nxt = S.FOLLOWER_CATCHUP_INIT if self.catchup_join_position != NULL_POSITION else S.FOLLOWER_LOG_INIT
        if self._replay is None:
            if self.log_position >= self.append_position:
                self._state(nxt, now, "nothing to replay")
                return 1
            if self.notified_commit_position == 0:
                return self._publish_follower_append_position(now)
            if self.log_position >= self.notified_commit_position:
                self._state(S.CANVASS, now, "log replay rejected")
                return 1
            self._replay_stop = min(self.append_position, self.notified_commit_position)
            self._replay = self._host.new_log_replay(self.log_position, self._replay_stop)
            return 1
        work = self._replay.do_work()
        if self._replay.is_done():
            self._stop_replay()
            self.log_position = self._replay_stop
            if self.log_position == self.append_position:
                self._state(nxt, now, "log replay done")
            else:
                self._state(S.CANVASS, now, "incomplete log replay")
            work += 1
        return work

    def _follower_catchup_init(self, now: int) -> int:
        """Listen on our catch-up endpoint, then ask the leader for a replay from our log position there
        (Election.followerCatchupInit)."""
        if not self._is_log_subscribed:
            self._host.add_follower_log_subscription(self.log_session_id, True)
            self._is_log_subscribed = True
        endpoint = self._host.catchup_endpoint()
        if endpoint is not None and self._publisher.catchup_position(
            self.leader_id, self.leadership_term_id, self.log_position, self.member_id, endpoint
        ):
            self.time_of_last_update_ns = now
            self._state(S.FOLLOWER_CATCHUP_AWAIT, now, "")
        elif now >= self.time_of_last_state_change_ns + self.config.leader_heartbeat_timeout_ns:
            self._time_out(now, "failed to send catchup position")
        return 1

    def _follower_catchup_await(self, now: int) -> int:
        """Join the catch-up replay (it carries the live log's session id) as we would the live log."""
        if self._host.join_log_as_follower(
            self.leadership_term_id, self.log_position, self.log_session_id, self.is_leader_startup
        ):
            self._state(S.FOLLOWER_CATCHUP, now, "")
            self._catchup_append_position = self.append_position
            self._time_of_catchup_progress_ns = now
            return 1
        if now >= self.time_of_last_state_change_ns + self.config.leader_heartbeat_timeout_ns:
            self._time_out(now, "failed to join the catch-up log")
            return 1
        return 0

    def _follower_catchup(self, now: int) -> int:
        """Apply the catch-up until the leader stops it. It gives up only when our recorded position has not
        moved for a leader heartbeat timeout (ConsensusModuleAgent.catchupPoll's "no catchup progress"): a
        long catch-up on a loaded member is progress, not a failure."""
        position = self._host.catchup_poll(
            self.leader_id,
            self.leadership_term_id,
            self.catchup_join_position,
            self.notified_commit_position,
            now,
        )
        work = self._publish_follower_append_position(now)
        if (
            position != NULL_POSITION
            and position >= self.catchup_join_position
            and position >= self.notified_commit_position
        ):
            self.log_position = position
            self._state(S.FOLLOWER_LOG_INIT, now, "caught up")
            return work + 1
        if self.append_position != self._catchup_append_position:
            self._catchup_append_position = self.append_position
            self._time_of_catchup_progress_ns = now
        elif now >= self._time_of_catchup_progress_ns + self.config.leader_heartbeat_timeout_ns:
            self._time_out(now, "no catch-up progress")
            return work + 1
        return work

    def _follower_log_init(self, now: int) -> int:
        if self.log_session_id == NULL_VALUE:
            return 0
        if self._is_log_subscribed:
            # Caught up on the subscription the catch-up joined, which has the live destination by now.
            self.log.ensure_term(self.leadership_term_id, self.log_position, self._clock.time_ms())
            self._state(S.FOLLOWER_READY, now, "")
            return 1
        self._host.add_follower_log_subscription(self.log_session_id, False)
        self._is_log_subscribed = True
        self._state(S.FOLLOWER_LOG_AWAIT, now, "")
        return 1

    def _follower_log_await(self, now: int) -> int:
        """Join the leader's live log once its image is there, then write the term's TERM entry (Election
        .followerLogAwait's tryJoinLogAsFollower and updateRecordingLog)."""
        if not self._host.join_log_as_follower(
            self.leadership_term_id, self.log_position, self.log_session_id, self.is_leader_startup
        ):
            if now >= self.time_of_last_state_change_ns + self.config.leader_heartbeat_timeout_ns:
                self._time_out(now, "failed to join the live log")
                return 1
            return 0
        self.log.ensure_term(self.leadership_term_id, self.log_position, self._clock.time_ms())
        self._state(S.FOLLOWER_READY, now, "")
        return 1

    def _follower_ready(self, now: int) -> int:
        if self._publisher.append_position(
            self.leader_id, self.leadership_term_id, self.log_position, self.member_id
        ):
            self._last_published_append = self.log_position
            self.time_of_last_update_ns = now
            self._state(S.CLOSED, now, "election complete")
            self._emit(
                "election_complete",
                leadership_term_id=self.leadership_term_id,
                leader=self.leader_id,
                log_position=self.log_position,
            )
        elif now >= self.time_of_last_state_change_ns + self.config.leader_heartbeat_timeout_ns:
            self._time_out(now, "ready follower failed to notify leader")
        return 1

    def _closed(self, now: int) -> int:
        """A minimal steady state so a finished election stays observable: heartbeats and failure detection.

        Aeron's ConsensusModuleAgent does this (and much more) once the election object is gone; here it only
        keeps leader and followers exchanging CommitPosition/AppendPosition and restarts the election when the
        leader goes quiet or loses its active quorum.
        """
        cfg = self.config
        if self.role == Role.LEADER:
            self.this_member.update_log_position(self.leadership_term_id, self.append_position, now)
            work = self._publish_commit_position_on_interval(self._quorum_position(now), now)
            active = sum(
                1 for m in self.members.values() if m.is_active(now, cfg.leader_heartbeat_timeout_ns)
            )
            if (
                now - self.time_of_last_state_change_ns > cfg.leader_heartbeat_timeout_ns
                and active < len(self.members) // 2 + 1
            ):
                self._restart(now, "leader lost its active quorum")
                return work + 1
            return work
        if now - self.time_of_last_leader_update_ns > cfg.leader_heartbeat_timeout_ns:
            self._restart(now, "leader heartbeat timeout")
            return 1
        return self._publish_follower_append_position(now)

    # -- helpers ---------------------------------------------------------------------------------------------

    def _stop_replay(self) -> None:
        if self._replay is not None:
            replay, self._replay = self._replay, None
            replay.close()

    def handle_error(self, now: int, reason: str, commit_position: int) -> None:
        """Aeron's Election.handleError: the module's duty cycle failed; start over from the committed
        position."""
        self.log_position = commit_position
        self._restart(now, reason)

    def _become_leader(self, now: int, reason: str) -> None:
        self.leader_id = self.member_id
        self.leadership_term_id = self.candidate_term_id
        self._state(S.LEADER_LOG_REPLICATION, now, reason)

    def _time_out(self, now: int, reason: str) -> None:
        """A step that waited too long (Java's TimeoutException, or ClusterException, of category WARN, out
        of the election): the election starts over and the module counts it in its error log, so a member
        that can never get past a step (a leader whose archive refuses its catch-up, a log it cannot join)
        says why each time rather than cycling in silence."""
        self._restart(now, reason)
        self._emit("timeout")

    def _restart(self, now: int, reason: str) -> None:
        """Aeron's handleError: go back to INIT, the election starts over (without the extended canvass),
        from the position the module has committed and applied -- a catch-up that got part of the way
        moved it past our log position, and replaying from the old one would hand the services a log that
        does not continue where they are."""
        self.log_position = max(self.log_position, self._host.commit_position())
        self._emit("restart", reason_code=0)
        self.is_extended_canvass = False
        self._replication = None
        self._state(S.INIT, now, reason)

    def _state(self, new_state: ElectionState, now: int, reason: str) -> None:
        if new_state == self.state:
            return
        if self.state == S.CANVASS:
            self.is_extended_canvass = False
        if new_state == S.CANVASS:
            for member in self.members.values():
                member.reset()
            self.this_member.leadership_term_id = self.leadership_term_id
            self.this_member.log_position = self.append_position
            self.leader_id = NULL_VALUE
            self.role = Role.FOLLOWER
        elif new_state == S.CANDIDATE_BALLOT:
            self.role = Role.CANDIDATE
        elif new_state == S.LEADER_LOG_REPLICATION:
            self.role = Role.LEADER
            self._host.add_log_publication(self.append_position)
            self.log_session_id = self._host.log_session_id()
            self._emit(
                "leader",
                leadership_term_id=self.leadership_term_id,
                log_leadership_term_id=self.log_leadership_term_id,
                append_position=self.append_position,
            )
        elif new_state in (S.FOLLOWER_LOG_REPLICATION, S.FOLLOWER_REPLAY):
            self.role = Role.FOLLOWER
            if new_state == S.FOLLOWER_LOG_REPLICATION:
                self._replication_progress_position = NULL_POSITION
                self._replication_progress_deadline_ns = now + self.config.leader_heartbeat_timeout_ns
                self._replication_progress_check_ns = now + self.config.leader_heartbeat_interval_ns
                self._replication_deadline_ns = now + self.config.leader_heartbeat_timeout_ns
        self.last_reason = reason
        self._emit(
            "state",
            old=int(self.state),
            new=int(new_state),
            leadership_term_id=self.leadership_term_id,
            candidate_term_id=self.candidate_term_id,
            leader=self.leader_id,
        )
        self.state = new_state
        self.time_of_last_state_change_ns = now
        self.time_of_last_update_ns = self._initial_update_ns
        self.time_of_last_commit_update_ns = self._initial_update_ns

    def _update_due(self, now: int, interval_ns: int) -> bool:
        return now - self.time_of_last_update_ns >= interval_ns

    def _emit(self, event: str, **details: int) -> None:
        if self._listener is not None:
            self._listener(self.member_id, event, details)

    def _quorum_position(self, now: int) -> int:
        quorum = quorum_position(self.members.values(), now, self.config.leader_heartbeat_timeout_ns)
        return min(quorum, self.append_position)

    def _place_vote(self, candidate_term_id: int, candidate_id: int, vote: bool) -> None:
        if candidate_id in self.members:
            self._emit(
                "vote_sent",
                candidate=candidate_id,
                candidate_term_id=candidate_term_id,
                vote=int(vote),
                log_leadership_term_id=self.log_leadership_term_id,
                log_position=self.append_position,
            )
            self._publisher.place_vote(
                candidate_id,
                candidate_term_id,
                self.log_leadership_term_id,
                self.append_position,
                candidate_id,
                self.member_id,
                vote,
            )

    def _publish_canvass_position(self) -> None:
        for member in self.members.values():
            if member.id != self.member_id:
                self._publisher.canvass_position(
                    member.id,
                    self.log_leadership_term_id,
                    self.append_position,
                    self.leadership_term_id,
                    self.member_id,
                )

    def _publish_new_leadership_term_on_interval(self, now: int) -> int:
        if not self._update_due(now, self.config.leader_heartbeat_interval_ns):
            return 0
        self.time_of_last_update_ns = now
        for member in self.members.values():
            if member.id != self.member_id:
                self._publish_new_leadership_term(member.id, self.log_leadership_term_id, now)
        return 1

    def _publish_new_leadership_term(self, to: int, log_leadership_term_id: int, now: int) -> None:
        """Describe the new term to ``to``, and the term after ``log_leadership_term_id`` so it catches up."""
        if to == self.member_id or self.log_session_id == NULL_VALUE:
            return
        append = self.append_position
        nxt = self.log.next_term_after(log_leadership_term_id)
        if nxt is not None:
            next_id, next_base = nxt.leadership_term_id, nxt.term_base_log_position
            next_log = nxt.log_position if nxt.log_position != NULL_POSITION else append
        else:
            next_id, next_base, next_log = self.leadership_term_id, append, NULL_POSITION
        self._publisher.new_leadership_term(
            to,
            log_leadership_term_id=log_leadership_term_id,
            next_leadership_term_id=next_id,
            next_term_base_log_position=next_base,
            next_log_position=next_log,
            leadership_term_id=self.leadership_term_id,
            term_base_log_position=append,
            log_position=append,
            commit_position=self._quorum_position(now),
            leader_recording_id=self._host.log_recording_id,
            timestamp=self._clock.time_ms(),
            leader_id=self.member_id,
            log_session_id=self.log_session_id,
            app_version=self.config.app_version,
            is_startup=self.is_leader_startup,
        )

    def _publish_commit_position_on_interval(self, quorum: int, now: int) -> int:
        if (
            quorum > self._last_published_commit
            or now - self.time_of_last_commit_update_ns >= self.config.leader_heartbeat_interval_ns
        ):
            self._last_published_commit = quorum
            self.time_of_last_commit_update_ns = now
            for member in self.members.values():
                if member.id != self.member_id:
                    self._publisher.commit_position(
                        member.id, self.leadership_term_id, quorum, self.member_id
                    )
            return 1
        return 0

    def _publish_follower_append_position(self, now: int, position: int | None = None) -> int:
        """AppendPosition to the leader when ``position`` (our append position unless given) moved or a
        heartbeat interval passed."""
        position = self.append_position if position is None else position
        if self.leader_id == NULL_VALUE:
            return 0
        due = position != self._last_published_append or self._update_due(
            now, self.config.leader_heartbeat_interval_ns
        )
        if due and self._publisher.append_position(
            self.leader_id, self.leadership_term_id, position, self.member_id
        ):
            self._last_published_append = position
            self.time_of_last_update_ns = now
            return 1
        return 0


_FOLLOWER_JOIN_STATES = frozenset(
    {
        S.FOLLOWER_LOG_REPLICATION,
        S.FOLLOWER_REPLAY,
        S.FOLLOWER_CATCHUP_INIT,
        S.FOLLOWER_CATCHUP_AWAIT,
        S.FOLLOWER_CATCHUP,
        S.FOLLOWER_LOG_INIT,
        S.FOLLOWER_LOG_AWAIT,
        S.FOLLOWER_READY,
    }
)

_STATE_WORK: dict[ElectionState, Callable[[Election, int], int]] = {
    S.INIT: Election._init,
    S.CANVASS: Election._canvass,
    S.NOMINATE: Election._nominate,
    S.CANDIDATE_BALLOT: Election._candidate_ballot,
    S.FOLLOWER_BALLOT: Election._follower_ballot,
    S.LEADER_LOG_REPLICATION: Election._leader_log_replication,
    S.LEADER_REPLAY: Election._leader_replay,
    S.LEADER_INIT: Election._leader_init,
    S.LEADER_READY: Election._leader_ready,
    S.FOLLOWER_LOG_REPLICATION: Election._follower_log_replication,
    S.FOLLOWER_REPLAY: Election._follower_replay,
    S.FOLLOWER_CATCHUP_INIT: Election._follower_catchup_init,
    S.FOLLOWER_CATCHUP_AWAIT: Election._follower_catchup_await,
    S.FOLLOWER_CATCHUP: Election._follower_catchup,
    S.FOLLOWER_LOG_INIT: Election._follower_log_init,
    S.FOLLOWER_LOG_AWAIT: Election._follower_log_await,
    S.FOLLOWER_READY: Election._follower_ready,
    S.CLOSED: Election._closed,
}
