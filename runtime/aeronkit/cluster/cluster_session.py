"""One client session as the consensus module tracks it, from connect request to close.

Follows aeron-cluster/src/main/java/io/aeron/cluster/ClusterSession.java at 1.51.0. A session is created
by a SessionConnectRequest; the module adds a response publication to the client's egress channel and a
per-session counter (type 241, key cluster id + session id) without waiting for the driver, and picks
both up on a later slow tick. States:

INIT -> CONNECTING (response publication added) -> CONNECTED (publication connected, authenticator asked)
-> [CHALLENGED ->] AUTHENTICATED -> OPEN (SessionOpenEvent in the log, OK sent) -> CLOSING -> CLOSED;
REJECTED (an ERROR or AUTHENTICATION_REJECTED answer is pending) and INVALID (the driver refused the
response publication) end in CLOSED too.

``time_of_last_activity_ns`` drives timeouts; ``closing`` zeroes it so the next check appends the
SessionCloseEvent at once.
"""

from __future__ import annotations

import enum

from aeronkit.client import Aeron, Publication
from aeronkit.client.counter import Counter
from aeronkit.cluster import module_counters
from aeronkit.cluster.authenticator import MAX_ENCODED_PRINCIPAL_LENGTH, NULL_ENCODED_PRINCIPAL
from aeronkit.cluster.standby_snapshots import StandbySnapshotEntry
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.counter_types import CounterTypeId
from aeronkit.errors import AeronError, RegistrationError
from aeronkit.logbuffer.results import NOT_CONNECTED


class State(enum.Enum):
    INIT = "INIT"
    CONNECTING = "CONNECTING"
    CONNECTED = "CONNECTED"
    CHALLENGED = "CHALLENGED"
    AUTHENTICATED = "AUTHENTICATED"
    REJECTED = "REJECTED"
    OPEN = "OPEN"
    CLOSING = "CLOSING"
    INVALID = "INVALID"
    CLOSED = "CLOSED"


class Action(enum.Enum):
    """ClusterSession.Action: what the session was opened for. A CLIENT session joins the log; the others
    arrive on the consensus stream from a ClusterBackup (BACKUP, HEARTBEAT) or a standby and are answered
    once, on their response channel, after authentication and authorisation."""

    CLIENT = "CLIENT"
    BACKUP = "BACKUP"
    HEARTBEAT = "HEARTBEAT"
    STANDBY_SNAPSHOT = "STANDBY_SNAPSHOT"


class ClusterSession:
    """A client session; ``id`` is -1 for a session a follower only answers with a redirect."""

    def __init__(
        self,
        session_id: int,
        response_stream_id: int,
        response_channel: str,
        session_info: str,
    ) -> None:
        self.id = session_id
        self.response_stream_id = response_stream_id
        self.response_channel = response_channel
        self.session_info = session_info
        self.state = State.INIT
        self.correlation_id = NULL_VALUE
        self.opened_log_position = NULL_POSITION
        self.closed_log_position = NULL_POSITION
        self.time_of_last_activity_ns = 0
        self.ingress_image_correlation_id = NULL_VALUE
        self.close_reason = codecs.CloseReason.NULL_VAL
        self.encoded_principal = NULL_ENCODED_PRINCIPAL
        self.event_code: codecs.EventCode | None = None
        self.response_detail = ""
        self.has_open_event_pending = True
        self.has_new_leader_event_pending = False
        self.action = Action.CLIENT
        self.backup_log_position = NULL_POSITION
        """A BACKUP session's BackupQuery.logPosition: the newest snapshot set at or before it is answered
        (NULL_POSITION: the newest of all)."""
        self.standby_snapshots: list[StandbySnapshotEntry] = []
        """A STANDBY_SNAPSHOT session's entries, queued for recording.log once the session is authorised."""
        self._publication_id = NULL_VALUE
        self._counter_id = NULL_VALUE
        self.response_publication: Publication | None = None
        self.counter: Counter | None = None

    def __repr__(self) -> str:
        return f"ClusterSession(id={self.id}, state={self.state.value}, channel={self.response_channel!r})"

    # -- response publication and counter, added without waiting ------------------------------------

    def async_connect(self, aeron: Aeron, cluster_id: int) -> None:
        self._counter_id = aeron.async_add_counter(
            CounterTypeId.CLUSTER_SESSION,
            module_counters.session_label(self.session_info, cluster_id),
            module_counters.session_key(cluster_id, self.id),
        )
        self._publication_id = aeron.async_add_publication(self.response_channel, self.response_stream_id)

    def connect(self, aeron: Aeron, cluster_id: int) -> None:
        """A new leader re-adds the publication of a session that was open under the previous one, and waits
        for it (ClusterSession.connect): an OPEN session never passes through the CONNECTING collection of
        ``is_response_publication_connected``, so an async add would leave its NewLeaderEvent unsendable. A
        refused channel leaves the session without a publication, as Aeron's warning does."""
        self._counter_id = aeron.async_add_counter(
            CounterTypeId.CLUSTER_SESSION,
            module_counters.session_label(self.session_info, cluster_id),
            module_counters.session_key(cluster_id, self.id),
        )
        try:
            self.response_publication = aeron.add_publication(self.response_channel, self.response_stream_id)
        except RegistrationError:
            self.response_publication = None

    def disconnect(self, aeron: Aeron) -> None:
        if self._publication_id != NULL_VALUE:
            aeron.async_remove_publication(self._publication_id)
            self._publication_id = NULL_VALUE
        elif self.response_publication is not None:
            aeron.async_remove_publication(self.response_publication.registration_id)
        self.response_publication = None
        if self._counter_id != NULL_VALUE:
            aeron.async_remove_counter(self._counter_id)
            self._counter_id = NULL_VALUE
        elif self.counter is not None:
            aeron.async_remove_counter(self.counter.registration_id)
        self.counter = None

    def close(self, aeron: Aeron) -> None:
        if not aeron.is_closed:
            self.disconnect(aeron)
        self.state = State.CLOSED

    def is_response_publication_connected(self, aeron: Aeron, now_ns: int) -> bool:
        """Collects the async adds once the driver answered; True when the client's egress is connected."""
        if self.response_publication is None and self._publication_id != NULL_VALUE:
            if aeron.is_command_active(self._publication_id):
                return False
            try:
                self.response_publication = aeron.get_publication(self._publication_id)
            except RegistrationError:
                self.response_publication = None
            self._publication_id = NULL_VALUE
            try:
                self.counter = aeron.get_counter(self._counter_id) if self._counter_id != NULL_VALUE else None
            except RegistrationError:
                self.counter = None
            self._counter_id = NULL_VALUE
            if self.response_publication is None:
                self.state = State.INVALID
                return False
            if self.counter is not None:
                values = aeron.counters_reader.values
                module_counters.set_reference_id(
                    values, self.counter.id, self.response_publication.registration_id
                )
                self.counter.set(self.id)
            self.time_of_last_activity_ns = now_ns
            self.state = State.CONNECTING
        publication = self.response_publication
        return publication is not None and publication.is_connected

    def offer(self, message: bytes | bytearray | memoryview) -> int:
        publication = self.response_publication
        return NOT_CONNECTED if publication is None else publication.offer(message)

    def available_window(self) -> int:
        publication = self.response_publication
        return 0 if publication is None else publication.position_limit - publication.position

    # -- state ---------------------------------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        return self.state is State.OPEN

    def last_activity(self, now_ns: int, correlation_id: int) -> None:
        self.time_of_last_activity_ns = now_ns
        self.correlation_id = correlation_id

    def authenticate(self, encoded_principal: bytes | None) -> None:
        if encoded_principal is not None:
            if len(encoded_principal) > MAX_ENCODED_PRINCIPAL_LENGTH:
                raise AeronError(
                    f"encoded principal max length {MAX_ENCODED_PRINCIPAL_LENGTH} exceeded: "
                    f"length={len(encoded_principal)}"
                )
            self.encoded_principal = bytes(encoded_principal)
        self.state = State.AUTHENTICATED

    def open(self, opened_log_position: int) -> None:
        self.opened_log_position = opened_log_position
        self.state = State.OPEN

    def closing(self, reason: codecs.CloseReason) -> None:
        self.close_reason = reason
        self.has_open_event_pending = False
        self.has_new_leader_event_pending = False
        self.time_of_last_activity_ns = 0
        self.state = State.CLOSING

    def reject(self, code: codecs.EventCode, detail: str) -> None:
        self.event_code = code
        self.response_detail = detail
        self.state = State.REJECTED

    def redirect(self, ingress_endpoints: str) -> None:
        self.event_code = codecs.EventCode.REDIRECT
        self.response_detail = ingress_endpoints

    def load_snapshot_state(
        self,
        correlation_id: int,
        opened_log_position: int,
        time_of_last_activity_ns: int,
        close_reason: codecs.CloseReason,
    ) -> None:
        self.opened_log_position = opened_log_position
        self.time_of_last_activity_ns = time_of_last_activity_ns
        self.correlation_id = correlation_id
        self.close_reason = close_reason
        self.state = State.OPEN if close_reason == codecs.CloseReason.NULL_VAL else State.CLOSING

    def link_ingress_image(self, image_correlation_id: int) -> None:
        if self.ingress_image_correlation_id == NULL_VALUE:
            self.ingress_image_correlation_id = image_correlation_id

    def unlink_ingress_image(self) -> None:
        self.ingress_image_correlation_id = NULL_VALUE

    def has_timed_out(self, now_ns: int, session_timeout_ns: int) -> bool:
        return self.state is not State.INIT and self.time_of_last_activity_ns + session_timeout_ns < now_ns
