"""Client sessions of one consensus module: connect, authenticate, open, keep alive, time out, close.

Follows aeron-cluster/src/main/java/io/aeron/cluster/SessionManager.java at 1.51.0 for client sessions
and for the one-shot sessions of a ClusterBackup and of a standby:

* A SessionConnectRequest on the leader gets the next session id (from 1), a response publication and a
  counter; a wrong client major version or too many sessions (pending + open >= ``max_sessions``) is
  answered with SessionEvent ERROR; otherwise the authenticator sees the credentials and the session
  waits in the pending list. On a follower the request gets a REDIRECT naming every member's ingress.
* Every slow tick of an ACTIVE leader: pending sessions whose response publication connected are handed
  to the authenticator; an AUTHENTICATED session is appended to the log (SessionOpenEvent, only while its
  response publication has window) and answered OK at once, before the entry commits, as Aeron does.
* Open sessions that were silent longer than the session timeout are closed: a SessionCloseEvent (TIMEOUT)
  goes into the log and SessionEvent CLOSED to the client. A client close request, a service's
  ``closeClientSession`` and a vanished ingress image close the same way.
* Ids are handed out eagerly (``next_session_id``) but a snapshot stores ``next_committed_session_id``:
  one past the highest id whose SessionOpenEvent the commit position has passed, so a new leader never
  reuses an id a committed log entry holds and never skips past one it may reuse. Closes appended but not
  yet committed are undone if the leadership is lost.
* A BackupQuery, HeartbeatRequest or StandbySnapshot (on the consensus stream, any member) makes a
  session with id -1 on the request's response channel (``onBackupAction``); a wrong client major version
  is answered ERROR, otherwise the authenticator sees the credentials (a challenge is answered on the
  consensus stream). Once AUTHENTICATED, a StandbySnapshot is refused with ERROR unless
  ``accept_standby_snapshots``; the authorisation service must allow the request's template (else
  AUTHENTICATION_REJECTED); then a ``BackupResponder`` answers a query or heartbeat once, or the standby's
  entries go to the notifications queue without an answer, and the session is closed. These sessions
  never enter the log.
"""

from __future__ import annotations

import bisect
from collections import deque
from collections.abc import Callable
from typing import Protocol

from aeronkit.client import Aeron
from aeronkit.client.counter import Counter
from aeronkit.cluster.authenticator import Authenticator, AuthorisationService
from aeronkit.cluster.cluster_clock import ClusterClock
from aeronkit.cluster.cluster_session import Action, ClusterSession, State
from aeronkit.cluster.egress_publisher import EgressPublisher
from aeronkit.cluster.log_publisher import LogPublisher
from aeronkit.cluster.protocol import CLIENT_PROTOCOL_SEMANTIC_VERSION
from aeronkit.cluster.standby_snapshots import StandbySnapshotEntry
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import NULL_POSITION, NULL_VALUE, semantic_version_major, semantic_version_string

SESSION_LIMIT_MSG = "concurrent session limit"
SESSION_REJECTED_MSG = "session failed authentication"
SESSION_INVALID_VERSION_MSG = "invalid client version"
"""ConsensusModule.Configuration's answer texts."""

STANDBY_SNAPSHOT_NOT_ACCEPTED_MSG = "Not configured to accept StandbySnapshot"

_BACKUP_TEMPLATES = {
    Action.BACKUP: codecs.BackupQueryDecoder.TEMPLATE_ID,
    Action.HEARTBEAT: codecs.HeartbeatRequestDecoder.TEMPLATE_ID,
    Action.STANDBY_SNAPSHOT: codecs.StandbySnapshotDecoder.TEMPLATE_ID,
}
"""The action id the authorisation service is asked about for each backup session."""
_NOT_AUTHORISED = {
    Action.BACKUP: "Not authorised for BackupQuery",
    Action.HEARTBEAT: "Not authorised for Heartbeat",
    Action.STANDBY_SNAPSHOT: "Not authorised for StandbySnapshot",
}


class IngressImage(Protocol):
    """The ingress image a request arrived on: it names the client in the session's counter label and
    links the session to the image, so a vanished image times the session out."""

    @property
    def correlation_id(self) -> int: ...

    @property
    def session_id(self) -> int: ...

    @property
    def source_identity(self) -> str: ...


class BackupResponder(Protocol):
    """Sends the one answer of an authorised backup session (ConsensusPublisher.backupResponse and
    heartbeatResponse with what the consensus module knows); False: try again on a later tick."""

    def backup_response(self, session: ClusterSession, leader_member_id: int) -> bool: ...

    def heartbeat_response(self, session: ClusterSession) -> bool: ...


class SessionSnapshotTaker(Protocol):
    def snapshot_session(self, session: ClusterSession) -> None: ...


class _Proxy:
    """The SessionProxy handed to the authenticator, re-pointed at each session in turn."""

    def __init__(self, egress: EgressPublisher) -> None:
        self._egress = egress
        self.session: ClusterSession | None = None

    @property
    def session_id(self) -> int:
        assert self.session is not None
        return self.session.id

    def challenge(self, encoded_challenge: bytes) -> bool:
        assert self.session is not None
        if self._egress.send_challenge(self.session, encoded_challenge):
            self.session.state = State.CHALLENGED
            return True
        return False

    def authenticate(self, encoded_principal: bytes) -> bool:
        assert self.session is not None
        self.session.authenticate(encoded_principal)
        return True

    def reject(self) -> None:
        assert self.session is not None
        self.session.reject(codecs.EventCode.AUTHENTICATION_REJECTED, SESSION_REJECTED_MSG)


class SessionManager:
    def __init__(
        self,
        *,
        aeron: Aeron,
        cluster_id: int,
        member_id: int,
        clock: ClusterClock,
        egress: EgressPublisher,
        log: LogPublisher,
        authenticator: Authenticator,
        authorisation: AuthorisationService,
        session_timeout_ns: int,
        max_sessions: int,
        timed_out_counter: Counter,
        record_event: Callable[[str], None],
        accept_standby_snapshots: bool = False,
        on_standby_snapshot: Callable[[list[StandbySnapshotEntry]], None] | None = None,
    ) -> None:
        self._aeron = aeron
        self._cluster_id = cluster_id
        self._member_id = member_id
        self._clock = clock
        self._egress = egress
        self._log = log
        self.authenticator = authenticator
        self.authorisation = authorisation
        self._session_timeout_ns = session_timeout_ns
        self._max_sessions = max_sessions
        self._timed_out = timed_out_counter
        self._record_event = record_event
        self._proxy = _Proxy(egress)
        self._by_id: dict[int, ClusterSession] = {}
        self._ids: list[int] = []  # ascending, the order Aeron snapshots and checks sessions in
        self._pending: list[ClusterSession] = []
        self._rejected: list[ClusterSession] = []
        self._redirects: list[ClusterSession] = []
        self._pending_backup: list[ClusterSession] = []
        self._rejected_backup: list[ClusterSession] = []
        self._accept_standby_snapshots = accept_standby_snapshots
        self._on_standby_snapshot = on_standby_snapshot
        self._uncommitted_closed: deque[ClusterSession] = deque()
        self._uncommitted_next_ids: deque[tuple[int, int]] = deque()  # (log position, next committed id)
        self.next_session_id = 1
        self.next_committed_session_id = 1

    # -- lookups -------------------------------------------------------------------------------------

    def find(self, cluster_session_id: int) -> ClusterSession | None:
        return self._by_id.get(cluster_session_id)

    @property
    def sessions(self) -> list[ClusterSession]:
        """Open and closing sessions in ascending id order."""
        return [self._by_id[i] for i in self._ids]

    @property
    def pending_count(self) -> int:
        return len(self._pending)

    def _add(self, session: ClusterSession) -> None:
        if session.id not in self._by_id:
            bisect.insort(self._ids, session.id)
        self._by_id[session.id] = session

    def _remove(self, session: ClusterSession) -> None:
        if self._by_id.pop(session.id, None) is not None:
            self._ids.remove(session.id)
        session.close(self._aeron)

    # -- requests from the ingress -------------------------------------------------------------------

    def on_session_connect(
        self,
        correlation_id: int,
        response_stream_id: int,
        version: int,
        response_channel: str,
        encoded_credentials: bytes,
        client_info: str,
        image: IngressImage,
        is_leader: bool,
        ingress_endpoints: str,
    ) -> None:
        session_id = self.next_session_id if is_leader else NULL_VALUE
        if is_leader:
            self.next_session_id += 1
        image_info = f"sourceIdentity={image.source_identity} sessionId={image.session_id}"
        info = f"{client_info} {image_info}" if client_info else image_info
        session = ClusterSession(session_id, response_stream_id, response_channel, info)
        session.async_connect(self._aeron, self._cluster_id)
        now_ns = self._clock.time_nanos()
        session.last_activity(now_ns, correlation_id)
        if not is_leader:
            session.redirect(ingress_endpoints)
            self._redirects.append(session)
        elif semantic_version_major(version) != semantic_version_major(CLIENT_PROTOCOL_SEMANTIC_VERSION):
            detail = (
                f"{SESSION_INVALID_VERSION_MSG} {semantic_version_string(version)}, cluster is "
                f"{semantic_version_string(CLIENT_PROTOCOL_SEMANTIC_VERSION)}"
            )
            self._reject(session, codecs.EventCode.ERROR, detail)
        elif len(self._pending) + len(self._ids) >= self._max_sessions:
            self._reject(session, codecs.EventCode.ERROR, SESSION_LIMIT_MSG)
        else:
            session.link_ingress_image(image.correlation_id)
            self.authenticator.on_connect_request(session_id, encoded_credentials, now_ns // 1_000_000)
            self._pending.append(session)

    def on_standby_snapshot(
        self,
        correlation_id: int,
        version: int,
        entries: list[StandbySnapshotEntry],
        response_stream_id: int,
        response_channel: str,
        encoded_credentials: bytes,
    ) -> None:
        """A standby's StandbySnapshot: a backup session whose entries wait with it for authentication."""
        session = self.on_backup_action(Action.STANDBY_SNAPSHOT, correlation_id, response_stream_id, version,
                                        response_channel, encoded_credentials)
        session.standby_snapshots = entries

    def on_backup_action(
        self,
        action: Action,
        correlation_id: int,
        response_stream_id: int,
        version: int,
        response_channel: str,
        encoded_credentials: bytes,
        backup_log_position: int = NULL_POSITION,
    ) -> ClusterSession:
        """SessionManager.onBackupAction: a BackupQuery (with the log position it wants a snapshot at or
        before), a HeartbeatRequest (always this protocol's version) or a StandbySnapshot becomes a pending
        backup session."""
        session = ClusterSession(NULL_VALUE, response_stream_id, response_channel, action.name)
        session.action = action
        session.backup_log_position = backup_log_position
        session.async_connect(self._aeron, self._cluster_id)
        now_ns = self._clock.time_nanos()
        session.last_activity(now_ns, correlation_id)
        if semantic_version_major(version) == semantic_version_major(CLIENT_PROTOCOL_SEMANTIC_VERSION):
            self.authenticator.on_connect_request(session.id, encoded_credentials, now_ns // 1_000_000)
            self._pending_backup.append(session)
        else:
            detail = (
                f"{SESSION_INVALID_VERSION_MSG} {semantic_version_string(version)}, cluster="
                f"{semantic_version_string(CLIENT_PROTOCOL_SEMANTIC_VERSION)}"
            )
            self._reject_backup(session, codecs.EventCode.ERROR, detail)
            self._rejected_backup.append(session)
        return session

    def _reject_backup(self, session: ClusterSession, code: codecs.EventCode, detail: str) -> None:
        session.reject(code, detail)
        self._record_event(f"{code.name} {detail}, clusterMemberId={self._member_id}, {session.action.name}")

    def _reject(self, session: ClusterSession, code: codecs.EventCode, detail: str) -> None:
        session.reject(code, detail)
        self._rejected.append(session)
        self._record_event(f"{code.name} {detail}, clusterMemberId={self._member_id}, id={session.id}")

    def on_challenge_response(self, correlation_id: int, cluster_session_id: int, credentials: bytes) -> None:
        self._on_challenge_response(self._pending, correlation_id, cluster_session_id, credentials)

    def on_backup_challenge_response(
        self, correlation_id: int, cluster_session_id: int, credentials: bytes
    ) -> None:
        """SessionManager.onChallengeResponseForBackupSession: a backup's answer, on the consensus stream."""
        self._on_challenge_response(self._pending_backup, correlation_id, cluster_session_id, credentials)

    def _on_challenge_response(
        self, pending: list[ClusterSession], correlation_id: int, cluster_session_id: int, credentials: bytes
    ) -> None:
        for session in reversed(pending):
            if session.id == cluster_session_id and session.state is State.CHALLENGED:
                now_ns = self._clock.time_nanos()
                session.last_activity(now_ns, correlation_id)
                self.authenticator.on_challenge_response(cluster_session_id, credentials, now_ns // 1_000_000)
                return

    def on_session_close(self, leadership_term_id: int, cluster_session_id: int) -> None:
        session = self._by_id.get(cluster_session_id)
        if session is not None and session.is_open:
            session.closing(codecs.CloseReason.CLIENT_ACTION)
            session.disconnect(self._aeron)
            if self._log.append_session_close(session, leadership_term_id, self._clock.time()):
                self._closed_in_log(session)

    def on_service_close_session(
        self, cluster_session_id: int, is_active_leader: bool, leadership_term_id: int
    ) -> None:
        session = self._by_id.get(cluster_session_id)
        if session is None:
            return
        session.closing(codecs.CloseReason.SERVICE_ACTION)
        if is_active_leader and self._log.append_session_close(
            session, leadership_term_id, self._clock.time()
        ):
            self._egress.send_event(
                session,
                leadership_term_id,
                self._member_id,
                codecs.EventCode.CLOSED,
                session.close_reason.name,
            )
            self._closed_in_log(session)

    def _closed_in_log(self, session: ClusterSession) -> None:
        session.closed_log_position = self._log.position
        self._uncommitted_closed.append(session)
        self._remove(session)

    # -- the log, replayed or from a snapshot ----------------------------------------------------------

    def on_replay_session_open(
        self,
        log_position: int,
        correlation_id: int,
        cluster_session_id: int,
        timestamp: int,
        response_stream_id: int,
        response_channel: str,
    ) -> None:
        session = ClusterSession(cluster_session_id, response_stream_id, response_channel, response_channel)
        session.open(log_position)
        session.last_activity(self._clock.convert_to_nanos(timestamp), correlation_id)
        self._add(session)
        self.next_session_id = max(self.next_session_id, cluster_session_id + 1)
        self.next_committed_session_id = max(self.next_committed_session_id, cluster_session_id + 1)

    def on_replay_session_close(self, cluster_session_id: int, reason: codecs.CloseReason) -> None:
        session = self._by_id.get(cluster_session_id)
        if session is not None:
            session.closing(reason)
            self._remove(session)

    def on_load_cluster_session(
        self,
        cluster_session_id: int,
        correlation_id: int,
        opened_log_position: int,
        time_of_last_activity: int,
        close_reason: codecs.CloseReason,
        response_stream_id: int,
        response_channel: str,
    ) -> None:
        session = ClusterSession(cluster_session_id, response_stream_id, response_channel, response_channel)
        session.load_snapshot_state(correlation_id, opened_log_position, time_of_last_activity, close_reason)
        self._add(session)
        if cluster_session_id >= self.next_session_id:
            self.next_session_id = cluster_session_id + 1
            self.next_committed_session_id = self.next_session_id

    def load_next_session_id(self, next_session_id: int) -> None:
        self.next_session_id = next_session_id
        self.next_committed_session_id = next_session_id

    def snapshot_sessions(self, taker: SessionSnapshotTaker) -> None:
        for session in self.sessions:
            if session.state in (State.OPEN, State.CLOSING):
                taker.snapshot_session(session)

    # -- the leader's slow tick ------------------------------------------------------------------------

    def process_pending_sessions(self, now_ns: int, leadership_term_id: int) -> int:
        work = 0
        for session in list(reversed(self._pending)):
            if not self._authenticate(self._pending, session, now_ns):
                continue
            if session.state is State.AUTHENTICATED:
                if self._append_open(session, leadership_term_id, now_ns):
                    self._pending.remove(session)
                    self._add(session)
                    work += 1
            elif session.state is State.REJECTED:
                self._pending.remove(session)
                self._rejected.append(session)
        return work

    def process_pending_backup_sessions(
        self, now_ns: int, leader_member_id: int, responder: BackupResponder
    ) -> int:
        """The backup half of SessionManager.processPendingSessions (an ACTIVE leader or follower): an
        AUTHENTICATED session whose request the authorisation service allows gets its one answer (a
        standby's: its entries queued, no answer) and is closed; one it does not allow is rejected, and so
        is a standby's when standby snapshots are not accepted."""
        work = 0
        for session in list(reversed(self._pending_backup)):
            if not self._authenticate(self._pending_backup, session, now_ns):
                continue
            if session.state is State.AUTHENTICATED:
                if session.action is Action.STANDBY_SNAPSHOT and not self._accept_standby_snapshots:
                    self._reject_backup(session, codecs.EventCode.ERROR, STANDBY_SNAPSHOT_NOT_ACCEPTED_MSG)
                elif not self.authorisation.is_authorised(
                    codecs.SCHEMA_ID, _BACKUP_TEMPLATES[session.action], None, session.encoded_principal
                ):
                    self._reject_backup(session, codecs.EventCode.AUTHENTICATION_REJECTED,
                                        _NOT_AUTHORISED[session.action])
                elif self._answer_backup(session, leader_member_id, responder):
                    self._pending_backup.remove(session)
                    session.close(self._aeron)
                    work += 1
            if session.state is State.REJECTED:
                self._pending_backup.remove(session)
                self._rejected_backup.append(session)
        return work

    def _answer_backup(
        self, session: ClusterSession, leader_member_id: int, responder: BackupResponder
    ) -> bool:
        """The one answer: a BackupResponse, a HeartbeatResponse, or a standby's entries queued."""
        if session.action is Action.BACKUP:
            return responder.backup_response(session, leader_member_id)
        if session.action is Action.HEARTBEAT:
            return responder.heartbeat_response(session)
        assert self._on_standby_snapshot is not None
        self._on_standby_snapshot(session.standby_snapshots)
        return True

    def _authenticate(self, pending: list[ClusterSession], session: ClusterSession, now_ns: int) -> bool:
        """Drop a pending session whose publication the driver refused or that timed out (False); else hand
        it to the authenticator once its response publication connected (True: still pending)."""
        if session.state is State.INVALID:
            pending.remove(session)
            session.close(self._aeron)
            return False
        if (
            now_ns > session.time_of_last_activity_ns + self._session_timeout_ns
            and session.state is not State.INIT
        ):
            pending.remove(session)
            session.close(self._aeron)
            self._timed_out.increment()
            return False
        now_ms = self._clock.time_millis()
        if session.state in (
            State.INIT,
            State.CONNECTING,
            State.CONNECTED,
        ) and session.is_response_publication_connected(self._aeron, now_ns):
            session.state = State.CONNECTED
            self._proxy.session = session
            self.authenticator.on_connected_session(self._proxy, now_ms)
        if session.state is State.CHALLENGED and session.is_response_publication_connected(
            self._aeron, now_ns
        ):
            self._proxy.session = session
            self.authenticator.on_challenged_session(self._proxy, now_ms)
        return True

    def _append_open(self, session: ClusterSession, leadership_term_id: int, now_ns: int) -> bool:
        """ClusterSession.appendSessionToLogAndSendOpen: into the log, then OK to the client."""
        if session.available_window() <= 0:
            return False
        position = self._log.append_session_open(session, leadership_term_id, self._clock.time())
        if position <= 0:
            return False
        session.open(position)
        session.time_of_last_activity_ns = now_ns
        self._send_open_event(session, leadership_term_id)
        self._uncommitted_next_ids.append((self._log.position, session.id + 1))
        return True

    def _send_open_event(self, session: ClusterSession, leadership_term_id: int) -> int:
        if self._egress.send_event(session, leadership_term_id, self._member_id, codecs.EventCode.OK, ""):
            session.has_open_event_pending = False
            return 1
        return 0

    def check_sessions(
        self, now_ns: int, leadership_term_id: int, leader_member_id: int, ingress_endpoints: str
    ) -> int:
        work = 0
        for session in reversed(self.sessions):
            if now_ns > session.time_of_last_activity_ns + self._session_timeout_ns:
                if session.state is State.OPEN:
                    session.closing(codecs.CloseReason.TIMEOUT)
                    if self._append_close_and_notify(session, leadership_term_id):
                        self._timed_out.increment()
                    work += 1
                elif session.state is State.CLOSING:
                    if self._append_close_and_notify(session, leadership_term_id):
                        if session.close_reason == codecs.CloseReason.TIMEOUT:
                            self._timed_out.increment()
                        work += 1
                else:
                    self._remove(session)
                    work += 1
            elif session.has_open_event_pending:
                work += self._send_open_event(session, leadership_term_id)
            elif session.has_new_leader_event_pending and self._egress.new_leader(
                session, leadership_term_id, leader_member_id, ingress_endpoints
            ):
                session.has_new_leader_event_pending = False
                work += 1
        return work

    def _append_close_and_notify(self, session: ClusterSession, leadership_term_id: int) -> bool:
        if not self._log.append_session_close(session, leadership_term_id, self._clock.time()):
            return False
        self._egress.send_event(
            session, leadership_term_id, self._member_id, codecs.EventCode.CLOSED, session.close_reason.name
        )
        self._closed_in_log(session)
        return True

    def send_redirects(self, leadership_term_id: int, leader_member_id: int, now_ns: int) -> int:
        return self._send_for_all(self._redirects, leadership_term_id, leader_member_id, now_ns)

    def send_rejections(self, leadership_term_id: int, leader_member_id: int, now_ns: int) -> int:
        return self._send_for_all(
            self._rejected, leadership_term_id, leader_member_id, now_ns
        ) + self._send_for_all(self._rejected_backup, leadership_term_id, leader_member_id, now_ns)

    def _send_for_all(
        self, sessions: list[ClusterSession], leadership_term_id: int, leader_member_id: int, now_ns: int
    ) -> int:
        work = 0
        for session in list(reversed(sessions)):
            code = session.event_code
            assert code is not None
            if (
                (
                    session.is_response_publication_connected(self._aeron, now_ns)
                    and self._egress.send_event(
                        session, leadership_term_id, leader_member_id, code, session.response_detail
                    )
                )
                or session.has_timed_out(now_ns, self._session_timeout_ns)
                or session.state is State.INVALID
            ):
                sessions.remove(session)
                session.close(self._aeron)
                work += 1
        return work

    def timeout_on_unavailable_image(self, image_correlation_id: int) -> None:
        for session in self.sessions:
            if session.ingress_image_correlation_id == image_correlation_id and session.is_open:
                session.closing(codecs.CloseReason.TIMEOUT)

    def on_keep_alive(self, session: ClusterSession, image_correlation_id: int, now_ns: int) -> None:
        session.link_ingress_image(image_correlation_id)
        session.time_of_last_activity_ns = now_ns

    # -- leadership changes ----------------------------------------------------------------------------

    def prepare_sessions_for_new_term(self, is_startup: bool) -> None:
        """A new leader: after a node start-up the restored sessions are closed (TIMEOUT); otherwise they
        get new response publications and a NewLeaderEvent."""
        open_sessions = [s for s in self.sessions if s.state is State.OPEN]
        if is_startup:
            for session in open_sessions:
                session.closing(codecs.CloseReason.TIMEOUT)
            return
        for session in open_sessions:
            session.connect(self._aeron, self._cluster_id)
        now_ns = self._clock.time_nanos()
        for session in open_sessions:
            session.time_of_last_activity_ns = now_ns
            session.has_new_leader_event_pending = True

    def clear_sessions_after(self, log_position: int, leadership_term_id: int) -> None:
        for session in reversed(self.sessions):
            if session.opened_log_position > log_position:
                self._egress.send_event(
                    session, leadership_term_id, self._member_id, codecs.EventCode.CLOSED, "election"
                )
                self._remove(session)
        for session in self._pending:
            self._egress.send_event(
                session, leadership_term_id, self._member_id, codecs.EventCode.CLOSED, "election"
            )
            session.close(self._aeron)
        self._pending.clear()

    def disconnect_sessions(self) -> None:
        for session in self.sessions:
            session.unlink_ingress_image()
            session.disconnect(self._aeron)

    def close_sessions(self) -> None:
        for session in [
            *self.sessions,
            *self._pending,
            *self._rejected,
            *self._redirects,
            *self._pending_backup,
            *self._rejected_backup,
        ]:
            session.close(self._aeron)

    def sweep_uncommitted_sessions(self, commit_position: int) -> None:
        while self._uncommitted_closed and self._uncommitted_closed[0].closed_log_position <= commit_position:
            self._uncommitted_closed.popleft()
        self._commit_next_ids(commit_position)

    def restore_uncommitted_sessions(self, commit_position: int) -> None:
        while self._uncommitted_closed:
            session = self._uncommitted_closed.popleft()
            if session.closed_log_position > commit_position:
                session.closed_log_position = NULL_POSITION
                session.state = State.CLOSING
                self._add(session)
        self._commit_next_ids(commit_position)
        self._uncommitted_next_ids.clear()

    def _commit_next_ids(self, commit_position: int) -> None:
        while self._uncommitted_next_ids and self._uncommitted_next_ids[0][0] <= commit_position:
            _, next_id = self._uncommitted_next_ids.popleft()
            self.next_committed_session_id = max(self.next_committed_session_id, next_id)

    def update_time_of_last_activity(self, now_ns: int) -> None:
        for session in self.sessions:
            session.time_of_last_activity_ns = now_ns
