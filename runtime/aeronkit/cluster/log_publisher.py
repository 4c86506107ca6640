"""The leader's side of the replicated log: what it appends to the log publication, and how.

Only the leader writes the log (stream 100), on one exclusive publication per leadership term; the local
archive records it, followers receive it, every member's services apply it. The entries and their bytes
are Aeron's (aeron-cluster/src/main/java/io/aeron/cluster/LogPublisher.java at 1.51.0): a client or
service message is the 32-byte SessionMessageHeader prefix (leadership term, cluster session id, cluster
time of the append) followed by the payload, appended as one message (fragmented above the MTU); session
open and close, timer, cluster action and new-leadership-term events are single SBE messages. Each append
is tried three times; a closed publication or one at its maximum position is an error.

A ClusterActionRequest and a NewLeadershipTermEvent carry the log position *after* themselves (services
acknowledge a snapshot at exactly that position), which is known before appending because each is one
unfragmented, 32-byte aligned frame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from aeronkit.cluster.protocol import SESSION_HEADER_LENGTH
from aeronkit.codecs import cluster as codecs
from aeronkit.errors import AeronError
from aeronkit.logbuffer.descriptor import FRAME_ALIGNMENT, align
from aeronkit.logbuffer.header import HEADER_LENGTH
from aeronkit.logbuffer.results import CLOSED, MAX_POSITION_EXCEEDED

SEND_ATTEMPTS = 3
CLUSTER_ACTION_FLAGS_DEFAULT = 0
"""ConsensusModule.CLUSTER_ACTION_FLAGS_DEFAULT."""
CLUSTER_ACTION_FLAGS_STANDBY_SNAPSHOT = 1


class LogPublicationError(AeronError):
    """The log publication is closed or full: the leadership cannot continue on it."""


class LogPublication(Protocol):
    """What the log publisher needs of an ExclusivePublication."""

    @property
    def position(self) -> int: ...

    @property
    def session_id(self) -> int: ...

    @property
    def registration_id(self) -> int: ...

    @property
    def term_buffer_length(self) -> int: ...

    def offer(self, buffer: bytes | bytearray | memoryview) -> int: ...

    def offer_vectors(self, buffers: list[bytes | bytearray | memoryview]) -> int: ...


class SessionRecord(Protocol):
    """The fields of a cluster session the log entries carry."""

    @property
    def id(self) -> int: ...

    @property
    def correlation_id(self) -> int: ...

    @property
    def response_stream_id(self) -> int: ...

    @property
    def response_channel(self) -> str: ...

    @property
    def encoded_principal(self) -> bytes: ...

    @property
    def close_reason(self) -> codecs.CloseReason: ...


def _frame_length(body_length: int) -> int:
    return align(HEADER_LENGTH + codecs.HEADER_LENGTH + body_length, FRAME_ALIGNMENT)


_CLUSTER_ACTION_FRAME = _frame_length(codecs.ClusterActionRequestEncoder.BLOCK_LENGTH)
_NEW_LEADERSHIP_TERM_EVENT_FRAME = _frame_length(codecs.NewLeadershipTermEventEncoder.BLOCK_LENGTH)


class LogPublisher:
    """Appends entries to the current term's log publication (None between terms)."""

    def __init__(self) -> None:
        self.publication: LogPublication | None = None
        self._session_header = bytearray(SESSION_HEADER_LENGTH)
        self._session_encoder = codecs.SessionMessageHeaderEncoder().wrap_and_apply_header(
            self._session_header
        )
        self._scratch = bytearray(256)

    @property
    def position(self) -> int:
        """The publication's position, 0 when there is none (Aeron's LogPublisher.position)."""
        return 0 if self.publication is None else self.publication.position

    @property
    def session_id(self) -> int:
        assert self.publication is not None
        return self.publication.session_id

    def disconnect(self, remove: Callable[[int], None]) -> None:
        """Let go of the publication; ``remove(registration_id)`` closes it without waiting."""
        if self.publication is not None:
            publication, self.publication = self.publication, None
            remove(publication.registration_id)

    def _live(self) -> LogPublication:
        if self.publication is None:
            raise LogPublicationError("no log publication")
        return self.publication

    def _check(self, result: int) -> None:
        if result == CLOSED:
            raise LogPublicationError("log publication is closed")
        if result == MAX_POSITION_EXCEEDED:
            term_length = self._live().term_buffer_length
            raise LogPublicationError(f"log publication at max position: term-length={term_length}")

    def _offer(self, message: bytes | bytearray | memoryview) -> int:
        publication = self._live()
        result = 0
        for _ in range(SEND_ATTEMPTS):
            result = publication.offer(message)
            if result > 0:
                return result
            self._check(result)
        return result

    def append_message(
        self, leadership_term_id: int, cluster_session_id: int, timestamp: int, payload: memoryview | bytes
    ) -> int:
        """A client's or service's message; the new log position, or a publication code (<= 0)."""
        encoder = self._session_encoder
        encoder.leadership_term_id = leadership_term_id
        encoder.cluster_session_id = cluster_session_id
        encoder.timestamp = timestamp
        publication = self._live()
        result = 0
        for _ in range(SEND_ATTEMPTS):
            result = publication.offer_vectors([self._session_header, payload])
            if result > 0:
                return result
            self._check(result)
        return result

    def append_session_open(self, session: SessionRecord, leadership_term_id: int, timestamp: int) -> int:
        channel = session.response_channel.encode("ascii")
        principal = session.encoded_principal
        length = (
            codecs.HEADER_LENGTH
            + codecs.SessionOpenEventEncoder.BLOCK_LENGTH
            + 8
            + len(channel)
            + len(principal)
        )
        buffer = bytearray(length)
        encoder = codecs.SessionOpenEventEncoder().wrap_and_apply_header(buffer)
        encoder.leadership_term_id = leadership_term_id
        encoder.cluster_session_id = session.id
        encoder.correlation_id = session.correlation_id
        encoder.timestamp = timestamp
        encoder.response_stream_id = session.response_stream_id
        encoder.put_response_channel(channel)
        encoder.put_encoded_principal(principal)
        return self._offer(buffer)

    def append_session_close(self, session: SessionRecord, leadership_term_id: int, timestamp: int) -> bool:
        encoder = codecs.SessionCloseEventEncoder().wrap_and_apply_header(self._scratch)
        encoder.leadership_term_id = leadership_term_id
        encoder.cluster_session_id = session.id
        encoder.timestamp = timestamp
        encoder.close_reason = session.close_reason
        return self._offer(memoryview(self._scratch)[: encoder.limit]) > 0

    def append_timer(self, correlation_id: int, leadership_term_id: int, timestamp: int) -> int:
        encoder = codecs.TimerEventEncoder().wrap_and_apply_header(self._scratch)
        encoder.leadership_term_id = leadership_term_id
        encoder.correlation_id = correlation_id
        encoder.timestamp = timestamp
        return self._offer(memoryview(self._scratch)[: encoder.limit])

    def append_cluster_action(
        self, leadership_term_id: int, timestamp: int, action: codecs.ClusterAction, flags: int
    ) -> bool:
        publication = self._live()
        for _ in range(SEND_ATTEMPTS):
            encoder = codecs.ClusterActionRequestEncoder().wrap_and_apply_header(self._scratch)
            encoder.leadership_term_id = leadership_term_id
            encoder.log_position = publication.position + _CLUSTER_ACTION_FRAME
            encoder.timestamp = timestamp
            encoder.action = action
            encoder.flags = flags
            result = publication.offer(memoryview(self._scratch)[: encoder.limit])
            if result > 0:
                return True
            self._check(result)
        return False

    def append_new_leadership_term_event(
        self,
        leadership_term_id: int,
        timestamp: int,
        term_base_log_position: int,
        leader_member_id: int,
        log_session_id: int,
        time_unit: codecs.ClusterTimeUnit,
        app_version: int,
    ) -> bool:
        publication = self._live()
        for _ in range(SEND_ATTEMPTS):
            encoder = codecs.NewLeadershipTermEventEncoder().wrap_and_apply_header(self._scratch)
            encoder.leadership_term_id = leadership_term_id
            encoder.log_position = publication.position + _NEW_LEADERSHIP_TERM_EVENT_FRAME
            encoder.timestamp = timestamp
            encoder.term_base_log_position = term_base_log_position
            encoder.leader_member_id = leader_member_id
            encoder.log_session_id = log_session_id
            encoder.time_unit = time_unit
            encoder.app_version = app_version
            result = publication.offer(memoryview(self._scratch)[: encoder.limit])
            if result > 0:
                return True
            self._check(result)
        return False
