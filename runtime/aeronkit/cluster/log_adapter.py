"""The consensus module reading the replicated log: a follower following its leader, or any member
replaying its own log on start-up.

Follows aeron-cluster/src/main/java/io/aeron/cluster/LogAdapter.java at 1.51.0. The module only needs the
entries that change its own state: a session message refreshes the session's activity (or, for a service
message, lets the pending-message tracker drop its own copy), timer events cancel the local timer, session
open and close events keep the session table, a cluster action changes the module state, a new leadership
term event moves the term on. Fragmented messages are reassembled; an entry's log position is the position
after its last fragment. Reading is bounded by a position (the commit position on a follower, the end of
the replay range), and stops after each ClusterActionRequest, so a SNAPSHOT is taken at exactly its
position before anything after it is read.

A follower's bound is a recorded position, which may fall between two fragments of an entry; its next
image (a replay with its own session id, the catch-up, the live log) then joins there. So the partial entry
is the adapter's, not an image's or a session's, as Aeron's one ``builder`` is, and it is kept when the
next image joins where the last one stopped (dropped otherwise, so it completes only from that position).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from aeronkit.client import Image
from aeronkit.client.controlled_fragment_assembler import ImageControlledFragmentAssembler
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.cluster.log_publisher import CLUSTER_ACTION_FLAGS_DEFAULT
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.errors import CodecError, ProtocolError


class LogListener(Protocol):
    def on_replay_session_message(self, cluster_session_id: int, timestamp: int) -> None: ...

    def on_replay_timer_event(self, correlation_id: int) -> None: ...

    def on_replay_session_open(
        self,
        log_position: int,
        correlation_id: int,
        cluster_session_id: int,
        timestamp: int,
        response_stream_id: int,
        response_channel: str,
    ) -> None: ...

    def on_replay_session_close(self, cluster_session_id: int, close_reason: codecs.CloseReason) -> None: ...

    def on_replay_cluster_action(
        self,
        leadership_term_id: int,
        log_position: int,
        timestamp: int,
        action: codecs.ClusterAction,
        flags: int,
    ) -> None: ...

    def on_replay_new_leadership_term_event(
        self,
        leadership_term_id: int,
        log_position: int,
        timestamp: int,
        term_base_log_position: int,
        time_unit: codecs.ClusterTimeUnit,
        app_version: int,
    ) -> None: ...


class LogAdapter:
    def __init__(
        self, listener: LogListener, fragment_limit: int, on_error: Callable[[BaseException], None]
    ) -> None:
        self._listener = listener
        self.fragment_limit = fragment_limit
        self._on_error = on_error
        self.image: Image | None = None
        self._log_position = 0
        self._left_at = NULL_POSITION
        """Where the last image stopped (before any truncation): its partial entry continues only there."""
        self._assembler = ImageControlledFragmentAssembler(self._on_message)
        self._header = codecs.MessageHeaderDecoder()
        self._decoders: dict[int, Any] = {
            codecs.SessionMessageHeaderDecoder.TEMPLATE_ID: codecs.SessionMessageHeaderDecoder(),
            codecs.TimerEventDecoder.TEMPLATE_ID: codecs.TimerEventDecoder(),
            codecs.SessionOpenEventDecoder.TEMPLATE_ID: codecs.SessionOpenEventDecoder(),
            codecs.SessionCloseEventDecoder.TEMPLATE_ID: codecs.SessionCloseEventDecoder(),
            codecs.ClusterActionRequestDecoder.TEMPLATE_ID: codecs.ClusterActionRequestDecoder(),
            codecs.NewLeadershipTermEventDecoder.TEMPLATE_ID: codecs.NewLeadershipTermEventDecoder(),
        }
        self.rejected = 0

    @property
    def position(self) -> int:
        return self._log_position if self.image is None else self.image.position

    def set_image(self, image: Image | None) -> None:
        if self.image is not None:
            self._log_position = self._left_at = self.image.position
        if image is not None and image.join_position != self._left_at:
            self._assembler = ImageControlledFragmentAssembler(self._on_message)
        self.image = image

    def disconnect(self, max_log_position: int | None = None) -> int:
        """Let go of the image (its owner closes the subscription); returns the subscription's id."""
        registration_id = NULL_VALUE
        image = self.image
        if image is not None:
            self._log_position = self._left_at = image.position
            registration_id = image.subscription_registration_id
            self.image = None
        if max_log_position is not None:
            self._log_position = min(self._log_position, max_log_position)
        return registration_id

    @property
    def is_image_closed(self) -> bool:
        return self.image is None or self.image.is_closed

    @property
    def is_end_of_stream(self) -> bool:
        return self.image is not None and self.image.is_end_of_stream

    def poll(self, bound_position: int) -> int:
        if self.image is None:
            return 0
        return self.image.bounded_controlled_poll(self._assembler, bound_position, self.fragment_limit)

    def _on_message(self, buffer: Any, offset: int, length: int, header: Header) -> ControlledPollAction:
        message = memoryview(buffer)[offset : offset + length]
        try:
            return self._dispatch(message, header.position)
        except (CodecError, ProtocolError) as ex:
            self.rejected += 1
            self._on_error(ProtocolError(f"malformed log entry ({length} bytes) at {header.position}: {ex}"))
            return ControlledPollAction.CONTINUE

    def _dispatch(self, message: memoryview, position: int) -> ControlledPollAction:
        header = self._header.wrap(message, 0)
        if header.schema_id != codecs.SCHEMA_ID:
            raise ProtocolError(f"expected schemaId={codecs.SCHEMA_ID}, actual={header.schema_id}")
        template_id = header.template_id
        decoder = self._decoders.get(template_id)
        if decoder is None:
            return ControlledPollAction.CONTINUE
        d = decoder.wrap(message, codecs.HEADER_LENGTH, header.block_length, header.version)
        listener = self._listener
        if template_id == codecs.SessionMessageHeaderDecoder.TEMPLATE_ID:
            listener.on_replay_session_message(d.cluster_session_id, d.timestamp)
        elif template_id == codecs.TimerEventDecoder.TEMPLATE_ID:
            listener.on_replay_timer_event(d.correlation_id)
        elif template_id == codecs.SessionOpenEventDecoder.TEMPLATE_ID:
            listener.on_replay_session_open(
                position,
                d.correlation_id,
                d.cluster_session_id,
                d.timestamp,
                d.response_stream_id,
                d.response_channel,
            )
        elif template_id == codecs.SessionCloseEventDecoder.TEMPLATE_ID:
            listener.on_replay_session_close(d.cluster_session_id, d.close_reason)
        elif template_id == codecs.ClusterActionRequestDecoder.TEMPLATE_ID:
            flags = d.flags
            listener.on_replay_cluster_action(
                d.leadership_term_id,
                d.log_position,
                d.timestamp,
                d.action,
                CLUSTER_ACTION_FLAGS_DEFAULT if flags is None else flags,
            )
            return ControlledPollAction.BREAK
        else:
            listener.on_replay_new_leadership_term_event(
                d.leadership_term_id,
                d.log_position,
                d.timestamp,
                d.term_base_log_position,
                d.time_unit,
                d.app_version,
            )
        return ControlledPollAction.CONTINUE
