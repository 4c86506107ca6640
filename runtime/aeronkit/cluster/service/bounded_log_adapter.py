"""The service's reader of the replicated log, never reading past the commit position.

A service applies the log only up to the position a quorum has made durable: each poll is bounded by the
commit-position counter (type 203), so an entry is delivered only once the frame that *ends* it starts
before that limit (``Image.bounded_controlled_poll``). An entry larger than the log's MTU arrives in
fragments; the adapter reassembles them itself and delivers the whole entry with the position after its
last fragment, which is the entry's log position (aeron-cluster/src/main/java/io/aeron/cluster/service/
BoundedLogAdapter.java at 1.51.0). Fragments before the limit are consumed into the partial entry; the
entry waits until its last fragment is committed, so nothing uncommitted is ever applied (the case Aeron
PR #1898 guards at the consensus module: a fast follower holding more log than the quorum).

The partial entry belongs to the adapter, not to an image or a session: the commit position is a recorded
position, which may fall between two fragments of an entry, so an image can go (a follower's overrun log,
the end of a replay) with its entry half read, and the next image (a replay with its own session id, the
catch-up, the live log) joins exactly there, at the entry's next fragment. Aeron's adapter keeps its one
builder across images for that. Here the partial entry is kept when the new image joins where the last
one stopped and dropped otherwise, so it can only ever be completed from the same log position.

Entries (schema 111): SessionMessageHeader (1) + payload, TimerEvent (20), SessionOpenEvent (21),
SessionCloseEvent (22), ClusterActionRequest (23), NewLeadershipTermEvent (24); MembershipChangeEvent (25,
dynamic join, removed from Aeron) is skipped. A ClusterActionRequest the listener acts on (a snapshot)
ends the poll there (BREAK): the snapshot is taken at exactly that position before anything after it is
applied. A null ``flags`` reads as the default 0. An entry of another schema raises ClusterError.
"""

from __future__ import annotations

from typing import Protocol

from aeronkit.client.controlled_fragment_assembler import ImageControlledFragmentAssembler
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.client.image import Image
from aeronkit.client.subscription import Subscription
from aeronkit.cluster.protocol import SESSION_HEADER_LENGTH
from aeronkit.cluster.service.client_session import Buffer
from aeronkit.cluster.service.errors import ClusterError
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import NULL_POSITION
from aeronkit.errors import CodecError

CLUSTER_ACTION_FLAGS_DEFAULT = 0
"""ConsensusModule.CLUSTER_ACTION_FLAGS_DEFAULT: an action every member applies."""

CLUSTER_ACTION_FLAGS_STANDBY_SNAPSHOT = 1
"""ConsensusModule.CLUSTER_ACTION_FLAGS_STANDBY_SNAPSHOT: a snapshot only standby members take."""


class LogListener(Protocol):
    """The agent's side of the log: one call per entry, with the entry's log position."""

    def on_session_message(
        self,
        log_position: int,
        cluster_session_id: int,
        timestamp: int,
        buffer: Buffer,
        offset: int,
        length: int,
        header: Header,
    ) -> None: ...

    def on_timer_event(self, log_position: int, correlation_id: int, timestamp: int) -> None: ...

    def on_session_open(
        self,
        leadership_term_id: int,
        log_position: int,
        cluster_session_id: int,
        timestamp: int,
        response_stream_id: int,
        response_channel: str,
        encoded_principal: bytes,
    ) -> None: ...

    def on_session_close(
        self,
        leadership_term_id: int,
        log_position: int,
        cluster_session_id: int,
        timestamp: int,
        close_reason: codecs.CloseReason | int,
    ) -> None: ...

    def on_service_action(
        self,
        leadership_term_id: int,
        log_position: int,
        timestamp: int,
        action: codecs.ClusterAction | int,
        flags: int,
    ) -> bool:
        """True when the action must run before any later entry (the poll stops after this one)."""
        ...

    def on_new_leadership_term_event(
        self,
        leadership_term_id: int,
        log_position: int,
        timestamp: int,
        term_base_log_position: int,
        leader_member_id: int,
        log_session_id: int,
        time_unit: codecs.ClusterTimeUnit | int,
        app_version: int,
    ) -> None: ...


class BoundedLogAdapter:
    """Reads one log image up to a limit position; owns the log subscription once joined."""

    def __init__(self, listener: LogListener, fragment_limit: int) -> None:
        self.listener = listener
        self.fragment_limit = fragment_limit
        self.max_log_position = 0
        self.image: Image | None = None
        self.subscription: Subscription | None = None
        self._assembler = ImageControlledFragmentAssembler(self._on_message)
        self._left_at = NULL_POSITION
        """Where the last image stopped: the position its partial entry (if any) continues from."""
        self._header = codecs.MessageHeaderDecoder()
        self._session_header = codecs.SessionMessageHeaderDecoder()
        self._timer = codecs.TimerEventDecoder()
        self._open = codecs.SessionOpenEventDecoder()
        self._close = codecs.SessionCloseEventDecoder()
        self._action = codecs.ClusterActionRequestDecoder()
        self._new_term = codecs.NewLeadershipTermEventDecoder()

    def join(self, subscription: Subscription, image: Image, max_log_position: int) -> None:
        self.subscription = subscription
        self.image = image
        self.max_log_position = max_log_position
        if image.join_position != self._left_at:  # not the continuation of the last image's partial entry
            self._assembler = ImageControlledFragmentAssembler(self._on_message)

    def close(self) -> None:
        if self.image is not None:
            self._left_at = self.image.position
        if self.subscription is not None:
            self.subscription.close()
        self.subscription = None
        self.image = None

    def is_done(self) -> bool:
        """The log ended for this service: the image reached the JoinLog's max position, ended or closed."""
        image = self.image
        if image is None:
            return True
        return image.position >= self.max_log_position or image.is_end_of_stream or image.is_closed

    def poll(self, limit_position: int) -> int:
        """Apply entries up to ``limit_position`` (the commit position); returns the fragments read."""
        image = self.image
        if image is None:
            return 0
        return image.bounded_controlled_poll(self._assembler, limit_position, self.fragment_limit)

    def _on_message(self, buffer: Buffer, offset: int, length: int, header: Header) -> ControlledPollAction:
        try:
            return self._dispatch(buffer, offset, length, header)
        except CodecError as ex:
            raise ClusterError(
                f"malformed log entry ending at log position {header.position}: {ex}"
            ) from None

    def _dispatch(self, buffer: Buffer, offset: int, length: int, header: Header) -> ControlledPollAction:
        message = self._header.wrap(buffer, offset)
        if message.schema_id != codecs.SCHEMA_ID:
            raise ClusterError(f"expected schemaId={codecs.SCHEMA_ID}, actual={message.schema_id}")
        template_id = message.template_id
        body = offset + codecs.HEADER_LENGTH
        block_length, version = message.block_length, message.version
        body_length = offset + length - body
        listener = self.listener
        if template_id == codecs.SessionMessageHeaderDecoder.TEMPLATE_ID:
            session = self._session_header.wrap(buffer, body, block_length, version, body_length)
            listener.on_session_message(
                header.position,
                session.cluster_session_id,
                session.timestamp,
                buffer,
                offset + SESSION_HEADER_LENGTH,
                length - SESSION_HEADER_LENGTH,
                header,
            )
        elif template_id == codecs.TimerEventDecoder.TEMPLATE_ID:
            timer = self._timer.wrap(buffer, body, block_length, version, body_length)
            listener.on_timer_event(header.position, timer.correlation_id, timer.timestamp)
        elif template_id == codecs.SessionOpenEventDecoder.TEMPLATE_ID:
            opened = self._open.wrap(buffer, body, block_length, version, body_length)
            listener.on_session_open(
                opened.leadership_term_id,
                header.position,
                opened.cluster_session_id,
                opened.timestamp,
                opened.response_stream_id,
                opened.response_channel,
                bytes(opened.encoded_principal),
            )
        elif template_id == codecs.SessionCloseEventDecoder.TEMPLATE_ID:
            closed = self._close.wrap(buffer, body, block_length, version, body_length)
            listener.on_session_close(
                closed.leadership_term_id,
                header.position,
                closed.cluster_session_id,
                closed.timestamp,
                closed.close_reason,
            )
        elif template_id == codecs.ClusterActionRequestDecoder.TEMPLATE_ID:
            action = self._action.wrap(buffer, body, block_length, version, body_length)
            flags = action.flags
            if listener.on_service_action(
                action.leadership_term_id,
                action.log_position,
                action.timestamp,
                action.action,
                CLUSTER_ACTION_FLAGS_DEFAULT if flags is None else flags,
            ):
                return ControlledPollAction.BREAK
        elif template_id == codecs.NewLeadershipTermEventDecoder.TEMPLATE_ID:
            term = self._new_term.wrap(buffer, body, block_length, version, body_length)
            time_unit = term.time_unit
            listener.on_new_leadership_term_event(
                term.leadership_term_id,
                term.log_position,
                term.timestamp,
                term.term_base_log_position,
                term.leader_member_id,
                term.log_session_id,
                codecs.ClusterTimeUnit.MILLIS if time_unit is None else time_unit,
                0 if term.app_version is None else term.app_version,
            )
        return ControlledPollAction.CONTINUE
