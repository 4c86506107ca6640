"""The consensus module's own snapshot: what it writes, and how it reads one back.

Laid out exactly as Aeron 1.51.0 does it (aeron-cluster/src/main/java/io/aeron/cluster/
ConsensusModuleAgent.snapshotState, ConsensusModuleSnapshotTaker.java, ConsensusModuleSnapshotAdapter.java),
one SBE message per record on a recorded exclusive publication, so a Java consensus module (a node swap)
and Java's ClusterTool ``describe-latest-cm-snapshot`` read ours:

1. SnapshotMarker BEGIN: type id 1, the log position of the SNAPSHOT action, leadership term, index 0,
   time unit, app version.
2. ConsensusModule: the next *committed* session id, and service 0's next and log service session ids
   and pending-message buffer size (zeros without services).
3. ClusterSession per OPEN or CLOSING session in ascending id: correlation id, opened log position, time of
   last activity always -1, close reason (NULL_VAL while open), response stream and channel.
4. Timer per scheduled timer: correlation id, deadline.
5. Per service: PendingMessageTracker (next service session id -- corrected to log id + 1 when nothing is
   pending --, log service session id, buffer size, service id), then each pending message verbatim.
6. SnapshotMarker END with the BEGIN values.

The taker builds every record up front (``build``), from state captured in one step, and the module
offers them over as many duty cycles as back pressure needs. The loader follows Aeron's reader: BEGIN
must come first (app version major and time unit must match), END stops it, records of other templates
are skipped, another schema or snapshot type id is an error.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from aeronkit.archive.client.controlled_fragment_assembler import ControlledFragmentAssembler
from aeronkit.client import Image
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.cluster.cluster_session import ClusterSession
from aeronkit.cluster.pending_service_messages import PendingServiceMessageTracker
from aeronkit.cluster.protocol import CONSENSUS_MODULE_SNAPSHOT_TYPE_ID
from aeronkit.cluster.snapshot_marker import SnapshotMarker, SnapshotMarkerTracker
from aeronkit.codecs import cluster as codecs
from aeronkit.constants import LONG_MIN, NULL_VALUE
from aeronkit.errors import AeronError

FRAGMENT_LIMIT = 10
"""ConsensusModuleSnapshotAdapter.FRAGMENT_LIMIT."""


class SnapshotError(AeronError):
    """A snapshot that cannot be loaded (another schema), or a follower that missed service messages."""


def _message(encoder_type: Any, extra: int = 0) -> tuple[bytearray, Any]:
    buffer = bytearray(codecs.HEADER_LENGTH + encoder_type.BLOCK_LENGTH + extra)
    return buffer, encoder_type().wrap_and_apply_header(buffer)


class TimerSource(Protocol):
    def snapshot(self, taker: Callable[[int, int], None]) -> None: ...


@dataclass
class SnapshotState:
    """What the module's snapshot holds, gathered in one step when the services have all acked."""

    log_position: int
    leadership_term_id: int
    time_unit: codecs.ClusterTimeUnit
    app_version: int
    next_committed_session_id: int
    sessions: list[ClusterSession]
    timers: TimerSource
    trackers: list[PendingServiceMessageTracker]


def _marker(state: SnapshotState, mark: codecs.SnapshotMark) -> bytes:
    return SnapshotMarker(
        CONSENSUS_MODULE_SNAPSHOT_TYPE_ID,
        state.log_position,
        state.leadership_term_id,
        0,
        mark,
        state.time_unit,
        state.app_version,
    ).encode()


def build(state: SnapshotState, on_error: Callable[[BaseException], None]) -> list[bytes]:
    """Every record of the snapshot, in order."""
    records = [_marker(state, codecs.SnapshotMark.BEGIN)]
    buffer, module = _message(codecs.ConsensusModuleEncoder)
    module.next_session_id = state.next_committed_session_id
    if state.trackers:
        first = state.trackers[0]
        module.next_service_session_id = first.next_service_session_id
        module.log_service_session_id = first.log_service_session_id
        module.pending_message_capacity = first.size()
    else:
        module.next_service_session_id = 0
        module.log_service_session_id = 0
        module.pending_message_capacity = 0
    records.append(bytes(buffer))
    for session in state.sessions:
        channel = session.response_channel.encode("ascii")
        buffer, encoder = _message(codecs.ClusterSessionEncoder, 4 + len(channel))
        encoder.cluster_session_id = session.id
        encoder.correlation_id = session.correlation_id
        encoder.opened_log_position = session.opened_log_position
        encoder.time_of_last_activity = NULL_VALUE
        encoder.close_reason = session.close_reason
        encoder.response_stream_id = session.response_stream_id
        encoder.put_response_channel(channel)
        records.append(bytes(buffer))

    def add_timer(correlation_id: int, deadline: int) -> None:
        buffer, timer = _message(codecs.TimerEncoder)
        timer.correlation_id = correlation_id
        timer.deadline = deadline
        records.append(bytes(buffer))

    state.timers.snapshot(add_timer)
    for tracker in state.trackers:
        pending = tracker.messages()
        next_id = tracker.log_service_session_id + 1 if not pending else tracker.next_service_session_id
        missed = next_id - tracker.next_service_session_id
        if missed > 0:
            on_error(
                SnapshotError(
                    f"Follower has missed {missed} service message(s).  Please check service "
                    f"(id={tracker.service_id}) determinism around the use of Cluster::offer"
                )
            )
        buffer, encoder = _message(codecs.PendingMessageTrackerEncoder)
        encoder.next_service_session_id = next_id
        encoder.log_service_session_id = tracker.log_service_session_id
        encoder.pending_message_capacity = tracker.size()
        encoder.service_id = tracker.service_id
        records.append(bytes(buffer))
        records.extend(pending)
    records.append(_marker(state, codecs.SnapshotMark.END))
    return records


def _long(value: int | None) -> int:
    """An optional int64 as Java reads it: its null value (Long.MIN_VALUE) rather than None."""
    return LONG_MIN if value is None else value


class SnapshotListener(Protocol):
    def on_load_begin_snapshot(self, app_version: int, time_unit: codecs.ClusterTimeUnit) -> None: ...

    def on_load_consensus_module_state(
        self, next_session_id: int, next_service_session_id: int, log_service_session_id: int, capacity: int
    ) -> None: ...

    def on_load_cluster_session(
        self,
        cluster_session_id: int,
        correlation_id: int,
        opened_log_position: int,
        time_of_last_activity: int,
        close_reason: codecs.CloseReason,
        response_stream_id: int,
        response_channel: str,
    ) -> None: ...

    def on_load_timer(self, correlation_id: int, deadline: int) -> None: ...

    def on_load_pending_message_tracker(
        self, next_service_session_id: int, log_service_session_id: int, capacity: int, service_id: int
    ) -> None: ...

    def on_load_pending_message(self, cluster_session_id: int, entry: memoryview) -> None: ...


class SnapshotLoader:
    """Reads a consensus module snapshot image up to its END marker."""

    def __init__(self, image: Image, listener: SnapshotListener) -> None:
        self.image = image
        self._listener = listener
        self._assembler = ControlledFragmentAssembler(self._on_fragment)
        self._header = codecs.MessageHeaderDecoder()
        self._markers = SnapshotMarkerTracker(CONSENSUS_MODULE_SNAPSHOT_TYPE_ID)

    @property
    def is_done(self) -> bool:
        return self._markers.is_done

    def poll(self) -> int:
        return self.image.controlled_poll(self._assembler, FRAGMENT_LIMIT)

    def _on_fragment(self, buffer: Any, offset: int, length: int, header: Header) -> ControlledPollAction:
        message = memoryview(buffer)[offset : offset + length]
        h = self._header.wrap(message, 0)
        if h.schema_id != codecs.SCHEMA_ID:
            raise SnapshotError(f"expected schemaId={codecs.SCHEMA_ID}, actual={h.schema_id}")
        body, block, version = codecs.HEADER_LENGTH, h.block_length, h.version
        template_id = h.template_id
        listener = self._listener
        if template_id == codecs.SessionMessageHeaderDecoder.TEMPLATE_ID:
            d: Any = codecs.SessionMessageHeaderDecoder().wrap(message, body, block, version)
            listener.on_load_pending_message(d.cluster_session_id, message)
        elif template_id == codecs.SnapshotMarkerDecoder.TEMPLATE_ID:
            marker = SnapshotMarker.decode(message)
            if self._markers.on_marker(marker):
                return ControlledPollAction.BREAK
            if marker.mark == codecs.SnapshotMark.BEGIN:
                listener.on_load_begin_snapshot(marker.app_version, marker.effective_time_unit)
        elif template_id == codecs.ClusterSessionDecoder.TEMPLATE_ID:
            d = codecs.ClusterSessionDecoder().wrap(message, body, block, version)
            listener.on_load_cluster_session(
                d.cluster_session_id,
                d.correlation_id,
                d.opened_log_position,
                d.time_of_last_activity,
                d.close_reason,
                d.response_stream_id,
                d.response_channel,
            )
        elif template_id == codecs.TimerDecoder.TEMPLATE_ID:
            d = codecs.TimerDecoder().wrap(message, body, block, version)
            listener.on_load_timer(d.correlation_id, d.deadline)
        elif template_id == codecs.ConsensusModuleDecoder.TEMPLATE_ID:
            d = codecs.ConsensusModuleDecoder().wrap(message, body, block, version)
            listener.on_load_consensus_module_state(
                d.next_session_id,
                _long(d.next_service_session_id),
                _long(d.log_service_session_id),
                d.pending_message_capacity or 0,
            )
        elif template_id == codecs.PendingMessageTrackerDecoder.TEMPLATE_ID:
            d = codecs.PendingMessageTrackerDecoder().wrap(message, body, block, version)
            listener.on_load_pending_message_tracker(
                d.next_service_session_id,
                d.log_service_session_id,
                d.pending_message_capacity or 0,
                d.service_id,
            )
        return ControlledPollAction.CONTINUE
