"""One replication the consensus module asked its own archive for, followed until it ends or is stopped.

The module copies recordings from another member's archive twice over: a follower's election replicates the
leader's log (FOLLOWER_LOG_REPLICATION), and start-up replicates standby snapshots. Both follow the copy the
same way, as Aeron's RecordingReplication does (aeron-cluster/src/main/java/io/aeron/cluster/
RecordingReplication.java at 1.51.0): the archive's recording signals for the replication's id say which
recording of ours receives the copy, how far it got and when it ended (REPLICATE_END) or was deleted
(DELETE); between signals the copy's recording-position counter says how far it has come
(pollDstRecordingPosition); and a replication given up is stopped in our archive (close), so the source
stops writing into our recording. When a copy counts as stalled is the caller's decision: the election
watches the position for a leader heartbeat timeout, the standby snapshot replicator for twice the archive
message timeout.
"""

from __future__ import annotations

from aeronkit.archive.client import RecordingSignal
from aeronkit.archive.client.archive_proxy import ReplicationParams
from aeronkit.archive.client.recording_signal_adapter import RecordingSignalEvent
from aeronkit.archive.errors import ArchiveError
from aeronkit.cluster.archive_requests import ArchiveRequest, ArchiveRequests
from aeronkit.cluster.service import recording_pos
from aeronkit.concurrent.counters import NULL_COUNTER_ID, CountersReader
from aeronkit.constants import NULL_POSITION, NULL_VALUE


class RecordingReplication:
    """Asks our archive to copy ``src_recording_id`` from the archive at ``src_control_channel``; then
    :meth:`on_signal` and :meth:`on_archive_error` are fed what the archive reports, and
    :meth:`poll_dst_position` reads the copy's progress."""

    def __init__(
        self,
        requests: ArchiveRequests,
        what: str,
        src_recording_id: int,
        src_control_channel: str,
        src_control_stream_id: int,
        params: ReplicationParams,
    ) -> None:
        self.src_recording_id = src_recording_id
        self.request: ArchiveRequest = requests.submit(
            what,
            lambda archive: archive.async_replicate(
                src_recording_id, src_control_stream_id, src_control_channel, params
            ),
        )
        self._requests = requests
        self.dst_recording_id = params.dst_recording_id
        self.position = NULL_POSITION
        """How far the copy is known to have come: signals' positions and the rec-pos counter's value."""
        self.has_ended = False
        self.failure: str | None = None
        """Why the archive gave up on this replication (a deletion, an error it sent later)."""
        self._counter_id = NULL_COUNTER_ID

    @property
    def replication_id(self) -> int | None:
        """The archive's id for the replication once it accepted the request."""
        request = self.request
        if request.done and request.error is None and request.result is not None:
            return int(request.result)
        return None

    @property
    def error(self) -> str | None:
        """Why the replication failed: our archive refused the request, or gave up on it later."""
        request = self.request
        if request.done and request.error is not None:
            return str(request.error)
        return self.failure

    def on_signal(self, event: RecordingSignalEvent) -> bool:
        """RecordingReplication.onSignal: True when the signal is this replication's."""
        replication_id = self.replication_id
        if replication_id is None or event.correlation_id != replication_id:
            return False
        if event.signal == RecordingSignal.DELETE:
            self.failure = f"recording was deleted during replication: srcRecordingId={self.src_recording_id}"
            return True
        if event.recording_id != NULL_VALUE:
            self.dst_recording_id = event.recording_id
        self.position = max(self.position, event.position)
        if event.signal == RecordingSignal.REPLICATE_END:
            self.has_ended = True
        return True

    def on_archive_error(self, error: ArchiveError) -> None:
        """An error our archive sent later about this replication (the source refused it or went away)."""
        replication_id = self.replication_id
        if replication_id is not None and error.correlation_id == replication_id:
            self.failure = str(error)

    def poll_dst_position(self, counters: CountersReader, archive_id: int) -> int:
        """RecordingReplication.pollDstRecordingPosition: the copy's rec-pos counter while our archive
        records it (found again if it went), else the last position a signal carried."""
        recording_id = self.dst_recording_id
        if recording_id == NULL_VALUE:
            return self.position
        counter_id = self._counter_id
        if counter_id == NULL_COUNTER_ID or not recording_pos.is_active(counters, counter_id, recording_id):
            counter_id = recording_pos.find_counter_id_by_recording(counters, recording_id, archive_id)
            self._counter_id = counter_id
        if counter_id != NULL_COUNTER_ID:
            self.position = max(self.position, counters.get_counter_value(counter_id))
        return self.position

    def stop(self) -> None:
        """RecordingReplication.close: a copy still running is stopped in our archive; one that ended or
        was never accepted needs nothing (an archive that already ended it is not an error)."""
        replication_id = self.replication_id
        if self.has_ended or replication_id is None:
            return
        self._requests.submit(
            f"stop replication {replication_id} of recording {self.src_recording_id}",
            lambda archive: archive.async_stop_replication(replication_id, allow_unknown=True),
        )
